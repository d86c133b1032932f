//! Mangan Mahjong's tag-team form as unit tests (docs/rules.md §15, "Tag team"): each seat's
//! payment goes to or from the partner seated when the hand ended, a hand that names nobody
//! was ended by the first partners, a person who does not share the seat is refused, the game
//! ends only when five of the eight have reached 0, and the points leave the game exactly as
//! in the four-player game.

use proptest::prelude::*;

use super::tests::{hf, rules, st};
use crate::engine::game::*;
use crate::engine::payment::Limit;
use crate::engine::ruleset::{PresetId, Ruleset};
use crate::engine::sheet::{GameEnd, Score, StyleFacts, TagTeamFacts};

/// East is shared by Ann and Eve, South by Ben and Fay, West by Cai and Gus, North by Dee and
/// Hal.
const NAMES: [&str; 8] = ["Ann", "Ben", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal"];

fn game() -> Game {
    Game::with_partners(&rules(), NAMES).expect("Mangan has a tag-team form")
}

fn replayed(hands: &[Hand]) -> Sheet {
    let sheet = game().replay_hands(hands);
    assert_eq!(sheet.error, None, "{hands:?}");
    sheet
}

fn refusal(hands: &[Hand]) -> String {
    let sheet = game().replay_hands(hands);
    sheet.error.expect("a hand is refused").error.to_string()
}

/// A yakuman won by South off `discarder`, with `seated` at the seats when it ended.
fn yakuman_off(discarder: u8, seated: [u8; 4]) -> Hand {
    Hand::ron(st(discarder), vec![Winner::yakuman(st(1), 1)]).with_seated(seated)
}

#[test]
fn every_person_starts_with_the_starting_points_and_nobody_is_seated_yet() {
    let sheet = game().replay_hands(&[]);
    assert_eq!(sheet.points, [25_000; 8]);
    assert_eq!(game().people(), 8);
}

#[test]
fn each_seats_payment_goes_to_or_from_the_partner_seated_at_the_end() {
    let cases: [(Hand, [i32; 8]); 3] = [
        // East's dealer mangan off South: Fay, seated for South, pays 12,000; Eve receives nothing.
        (
            Hand::ron(st(1), vec![hf(0, 5, 30)]).with_seated([4, 5, 2, 3]),
            [0, 0, 0, 0, 0, -12_000, 0, 0],
        ),
        // A draw with East tenpai: the three noten seats pay 1,000 each to Eve.
        (
            Hand::draw(&[st(0)]).with_seated([4, 1, 2, 7]),
            [0, -1_000, -1_000, 0, 3_000, 0, 0, -1_000],
        ),
        // South's haneman by tsumo, Fay seated: the dealer's seat (Ann) pays 6,000, Gus and Dee
        // 3,000 each, and nothing reaches Fay.
        (
            Hand::tsumo(Winner::limit(st(1), Limit::Haneman)).with_seated([0, 5, 6, 3]),
            [-6_000, 0, 0, -3_000, 0, 0, -3_000, 0],
        ),
    ];
    for (hand, deltas) in cases {
        let sheet = replayed(std::slice::from_ref(&hand));
        let row = &sheet.rows[0];
        assert_eq!(row.deltas, deltas, "{hand:?}");
        let seating = row.seating.as_ref().expect("a tag-team row says who sat");
        assert_eq!(seating.chairs, hand.facts.seated());
        let off: Vec<u8> = (0..8).filter(|p| !seating.chairs.contains(p)).collect();
        assert_eq!(seating.sits_out, off);
        let expected: Vec<i32> = deltas.iter().map(|d| 25_000 + d).collect();
        assert_eq!(row.points, expected);
    }
}

#[test]
fn the_note_names_the_seated_people() {
    let sheet = replayed(&[Hand::ron(st(1), vec![hf(0, 5, 30)]).with_seated([4, 5, 2, 3])]);
    let note = &sheet.rows[0].note;
    assert!(
        note.to_string().contains("Eve") && note.to_string().contains("Fay"),
        "{note}"
    );
    assert!(
        !note.to_string().contains("Ann") && !note.to_string().contains("Ben"),
        "{note}"
    );
}

#[test]
fn a_hand_that_names_nobody_was_ended_by_the_first_partners_and_reads_unchanged() {
    let stored = r#"{"outcome":"ron","discarder":1,"winners":[{"seat":0,"han":5,"fu":30}]}"#;
    let hand: Hand = serde_json::from_str(stored).unwrap();
    assert!(hand.facts.seated().is_empty());
    assert_eq!(serde_json::to_string(&hand).unwrap(), stored);
    let sheet = replayed(&[hand]);
    assert_eq!(sheet.rows[0].deltas, [0, -12_000, 0, 0, 0, 0, 0, 0]);
    let swapped = r#"{"outcome":"ron","discarder":1,"winners":[{"seat":0,"han":5,"fu":30}],"seated":[4,5,2,3]}"#;
    let hand: Hand = serde_json::from_str(swapped).unwrap();
    assert_eq!(hand.facts.seated(), [4, 5, 2, 3]);
    assert_eq!(serde_json::to_string(&hand).unwrap(), swapped);
}

#[test]
fn a_person_who_does_not_share_the_seat_or_a_short_list_is_refused_with_the_reason() {
    let win = || Hand::ron(st(1), vec![hf(0, 5, 30)]);
    let cases: [(Hand, &str); 3] = [
        (
            win().with_seated([1, 1, 2, 3]),
            "Ben is not one of the two partners of East (Ann and Eve)",
        ),
        (
            win().with_seated([0, 1, 2, 11]),
            "person 11 is not one of the two partners of North (Dee and Hal)",
        ),
        (
            win().with_facts(StyleFacts::TagTeam(TagTeamFacts {
                seated: vec![0, 1, 2],
            })),
            "must name one person for each of the four seats, East first; 3 given",
        ),
    ];
    for (hand, words) in cases {
        let message = refusal(&[hand]);
        assert!(message.contains(words), "{message}");
    }
}

#[test]
fn a_partner_choice_at_a_table_that_is_not_tag_team_is_refused() {
    let hand = Hand::ron(st(1), vec![hf(0, 5, 30)]).with_seated([4, 1, 2, 3]);
    for id in ["mangan", "msmc-2016", "clear"] {
        let rules = Ruleset::preset(PresetId::parse(id).unwrap());
        let sheet = replay(&rules, std::slice::from_ref(&hand));
        let message = sheet.error.expect("refused").error.to_string();
        assert!(message.contains("`seated`"), "{id}: {message}");
    }
}

#[test]
fn the_game_ends_only_when_five_of_the_eight_have_reached_0() {
    // Ann, Eve, Cai, Gus and Dee each deal in a yakuman to South (Ben), one after another.
    let hands = [
        yakuman_off(0, [0, 1, 2, 3]),
        yakuman_off(0, [4, 1, 2, 3]),
        yakuman_off(2, [4, 1, 2, 3]),
        yakuman_off(2, [4, 1, 6, 3]),
        yakuman_off(3, [4, 1, 6, 3]),
    ];
    let four = replayed(&hands[..4]);
    assert!(!four.ended, "four at 0 or fewer play on");
    assert!(four.rows[0]
        .note
        .to_string()
        .ends_with("; Ann at 0 points or fewer (1 of 8)"));
    assert!(four.rows[3].note.to_string().ends_with("(4 of 8)"));
    let sheet = replayed(&hands);
    assert!(sheet.ended);
    assert_eq!(sheet.position.ended, Some(GameEnd::Bust));
    let last = &sheet.rows[4].note;
    assert!(
        last.to_string()
            .ends_with("; Dee at 0 points or fewer (5 of 8); game over"),
        "{last}"
    );
    let result = sheet.final_result.expect("the game is over");
    // Ben, Fay and Hal never paid: tied on 25,000, placed by their numbers.
    assert_eq!(&result.rank[..2], [4, 1]);
    assert_eq!((result.rank[5], result.rank[7]), (2, 3));
    assert_eq!(result.points[0], -7_000);
    assert_eq!(result.score[0], Score::whole(-32));
    assert_eq!(result.score[1], Score::whole(20));
    assert_eq!(result.score[5], Score::whole(0));
    // Nothing is played after the end.
    let mut more = hands.to_vec();
    more.push(yakuman_off(0, [0, 1, 2, 3]));
    assert!(matches!(
        game().replay_hands(&more).error.map(|e| e.error),
        Some(GameError::GameOver { hands: 5 })
    ));
}

#[test]
fn a_person_who_reached_0_still_counts_after_draws_lift_them() {
    // Ann deals in a yakuman (−7,000), then is the only one tenpai at three draws (+3,000
    // each, up to 2,000); when Eve deals in next, two have reached 0.
    let lift = || Hand::draw(&[st(0)]).with_seated([0, 5, 6, 7]);
    let hands = [
        yakuman_off(0, [0, 1, 2, 3]),
        lift(),
        lift(),
        lift(),
        yakuman_off(0, [4, 1, 2, 3]),
    ];
    let sheet = replayed(&hands);
    assert_eq!(sheet.points[0], 2_000);
    let last = &sheet.rows[4].note;
    assert!(
        last.to_string()
            .ends_with("; Eve at 0 points or fewer (2 of 8)"),
        "{last}"
    );
}

fn arb_hand() -> impl Strategy<Value = Hand> {
    let seated = prop::array::uniform4(any::<bool>()).prop_map(|second| {
        let mut seated = [0u8; 4];
        for (seat, &partner) in second.iter().enumerate() {
            seated[seat] = seat as u8 + if partner { 4 } else { 0 };
        }
        seated
    });
    let outcome = prop_oneof![
        (0u8..4, 1u8..4, 1u32..8).prop_map(|(winner, step, han)| {
            Hand::ron(st((winner + step) % 4), vec![hf(winner, han, 30)])
        }),
        (0u8..4, 1u32..8).prop_map(|(winner, han)| Hand::tsumo(hf(winner, han, 30))),
        prop::collection::vec(0u8..4, 0..4).prop_map(|tenpai| {
            let mut seats: Vec<Seat> = tenpai.into_iter().map(st).collect();
            seats.sort();
            seats.dedup();
            Hand::draw(&seats)
        }),
    ];
    (outcome, seated).prop_map(|(hand, seated)| hand.with_seated(seated))
}

proptest! {
    /// Only the seated lose or gain; a win below mangan moves nothing; from mangan up the
    /// seated winner gains nothing and what the losers pay leaves the game; a draw moves points
    /// between the seated and keeps the total.
    #[test]
    fn points_leave_the_game_only_as_mangan_says(hands in prop::collection::vec(arb_hand(), 1..30)) {
        let mut game = game();
        for hand in &hands {
            if game.is_over() {
                break;
            }
            let row = game.apply(hand).expect("every generated hand is playable").clone();
            let seated = hand.facts.seated();
            for person in 0..8u8 {
                if !seated.contains(&person) {
                    prop_assert_eq!(row.deltas[usize::from(person)], 0);
                }
            }
            let total: i32 = row.deltas.iter().sum();
            match &hand.outcome {
                Outcome::Ron { winners, .. } => {
                    let winner = seated[winners[0].seat.index()];
                    prop_assert_eq!(row.deltas[usize::from(winner)], 0);
                    prop_assert!(total <= 0);
                    let below_mangan = row.deltas.iter().all(|&d| d == 0);
                    prop_assert_eq!(below_mangan, total == 0);
                }
                Outcome::Tsumo { winner } => {
                    prop_assert_eq!(row.deltas[usize::from(seated[winner.seat.index()])], 0);
                    prop_assert!(row.deltas.iter().all(|&d| d <= 0));
                }
                _ => prop_assert_eq!(total, 0),
            }
        }
        let sum: i32 = game.rows().last().map_or(0, |r| r.points.iter().sum());
        let lost: i32 = game.rows().iter().flat_map(|r| &r.deltas).sum();
        prop_assert_eq!(sum, 8 * 25_000 + lost);
    }
}
