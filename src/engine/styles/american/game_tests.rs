//! American games (docs/rules.md §10) replayed through the one game type as every front end
//! replays them: the preset, the value check, the payments and challenges hand by hand, the
//! refusals, the final score, and the zero sum of every game.

use proptest::prelude::*;

use super::*;
use crate::engine::game::{replay, GameError, Hand, TablePenalty};
use crate::engine::ruleset::PresetId;
use crate::engine::sheet::{CardNotes, Score, Seat, Winner, WinnerFacts};
use crate::engine::styles::points_test_support::{
    any_outcome, assert_points_game_at_four, check_sums_to_minus_penalties,
};
use crate::engine::styles::{refusal, style};

fn st(n: u8) -> Seat {
    Seat::new(n)
}

fn american() -> Ruleset {
    Ruleset::preset(PresetId::parse("american").expect("american is a preset"))
}

/// A self-picked win of this card value with these notes.
fn card_tsumo(seat: u8, value: u32, notes: CardNotes) -> Hand {
    Hand::tsumo(Winner::points(st(seat), value)).with_card(0, notes)
}

/// Why the style refuses a winner of this card value with these notes.
fn card_refusal(seat: u8, value: u32, notes: &CardNotes) -> String {
    let written = WinnerFacts {
        card: Some(notes),
        bonuses: &[],
        conditions: &[],
    };
    style(StyleId::American)
        .check_value(&Winner::points(st(seat), value), written)
        .expect_err("the value should be refused")
        .to_string()
}

fn jokerless() -> CardNotes {
    CardNotes {
        jokerless: true,
        ..CardNotes::default()
    }
}

fn challenge(challenger: u8, challenged: u8, found_dead: bool) -> Challenge {
    Challenge {
        challenger: st(challenger),
        challenged: st(challenged),
        found_dead,
    }
}

fn error_of(hands: &[Hand]) -> String {
    replay(&american(), hands)
        .error
        .expect("the replay stops")
        .error
        .to_string()
}

#[test]
fn the_preset_plays_sixteen_hands_from_zero_at_four_seats() {
    let r = american();
    assert_eq!(r, Ruleset::american());
    assert_points_game_at_four(&r, StyleId::American, 4);
    let s = style(StyleId::American);
    assert_eq!(s.value_kind(), ValueKind::Points);
    assert!(s.has_card_hands());
    assert_eq!(s.points_settlement(&r).unwrap().minimum(), 1);
}

#[test]
fn the_value_check_reads_the_card_notes_and_refuses_what_no_card_has() {
    let s = style(StyleId::American);
    let nothing = WinnerFacts::default();
    assert_eq!(s.check_value(&Winner::points(st(1), 25), nothing), Ok(()));
    let marked = CardNotes {
        mark: Some("c".into()),
        line: Some("2468 #3".into()),
        ..CardNotes::default()
    };
    let written = WinnerFacts {
        card: Some(&marked),
        bonuses: &[],
        conditions: &[],
    };
    assert_eq!(s.check_value(&Winner::points(st(1), 35), written), Ok(()));
    let cases = [
        (
            Winner::points(st(1), 0),
            "a hand's value must be a whole number above 0",
        ),
        (Winner::points(st(1), 10_001), "more than any card prints"),
        (Winner::fan(st(1), 8), "this hand has an MCR value (`fan`)"),
    ];
    for (winner, says) in cases {
        let refused = refusal(StyleId::American, &winner);
        assert!(refused.contains(says), "{refused}");
    }
    let y_mark = CardNotes {
        mark: Some("Y".into()),
        ..CardNotes::default()
    };
    assert!(card_refusal(2, 25, &y_mark).contains(
        "winner seat 2 (West): the hand's mark must be C (concealed) or X (exposed), not \"Y\""
    ));
    let both = CardNotes {
        jokerless: true,
        singles_and_pairs: true,
        ..CardNotes::default()
    };
    assert!(card_refusal(1, 50, &both).contains("untick jokerless"));
}

#[test]
fn self_pick_and_discard_pay_double_and_jokerless_doubles_the_value() {
    let hands = [
        // Self-pick of 25: 50 from each.
        Hand::tsumo(Winner::points(st(0), 25)),
        // Discard of 30 by seat 3: 60 from the discarder, 30 from each other.
        Hand::ron(st(3), vec![Winner::points(st(1), 30)]),
        // Jokerless 25 won on seat 0's discard: paid as 50.
        Hand::ron(st(0), vec![Winner::points(st(2), 25)]).with_card(0, jokerless()),
        // A Singles and Pairs hand pays its value single.
        card_tsumo(
            3,
            50,
            CardNotes {
                singles_and_pairs: true,
                ..CardNotes::default()
            },
        ),
        Hand::draw(&[]),
    ];
    let sheet = replay(&american(), &hands);
    assert!(sheet.error.is_none(), "{:?}", sheet.error);
    let deltas: Vec<Vec<i32>> = sheet.rows.iter().map(|r| r.deltas.clone()).collect();
    assert_eq!(
        deltas,
        [
            [150, -50, -50, -50],
            [-30, 120, -30, -60],
            [-100, -50, 200, -50],
            [-100, -100, -100, 300],
            [0, 0, 0, 0],
        ]
    );
    assert!(sheet.rows[1].note.to_string().contains("60 from"));
}

#[test]
fn a_challenge_is_paid_after_the_hand_by_the_side_that_was_wrong() {
    // Seat 1 challenged seat 2, found dead; seat 3 challenged seat 0, not dead; seat 0 wins 25
    // on seat 1's discard.
    let hand = Hand::ron(st(1), vec![Winner::points(st(0), 25)])
        .with_challenges(&[challenge(1, 2, true), challenge(3, 0, false)]);
    let sheet = replay(&american(), &[hand]);
    assert!(sheet.error.is_none(), "{:?}", sheet.error);
    // Hand: +100 / -50 / -25 / -25; challenges: 2 pays 1 25, 3 pays 0 25.
    assert_eq!(sheet.rows[0].deltas, [125, -25, -50, -50]);
    let notes = &sheet.rows[0].note;
    assert!(
        notes
            .to_string()
            .contains("West pays South 25 (a dead hand found on challenge)"),
        "{notes}"
    );
    assert!(
        notes
            .to_string()
            .contains("North pays East 25 (a challenge of a hand that was not dead)"),
        "{notes}"
    );
    // At a wall game too.
    let draw = Hand::draw(&[]).with_challenges(&[challenge(0, 3, false)]);
    assert_eq!(replay(&american(), &[draw]).rows[0].deltas, [-25, 0, 0, 25]);
}

#[test]
fn impossible_hands_are_refused_with_the_reason_and_stop_the_sheet() {
    let cases = [
        (
            Hand::tsumo(Winner::points(st(2), 25)).with_challenges(&[challenge(0, 2, true)]),
            "seat 2 (West) was found dead, so cannot have won the hand",
        ),
        (
            Hand::ron(st(1), vec![Winner::points(st(0), 25)]).with_dead(&[st(1)]),
            "seat 1 (South) was declared dead and takes no more turns, so cannot have discarded the winning tile",
        ),
        (
            Hand::draw(&[]).with_challenges(&[challenge(2, 2, true)]),
            "seat 2 (West) cannot challenge their own hand",
        ),
        (
            Hand::draw(&[]).with_challenges(&[challenge(0, 2, true), challenge(0, 2, true)]),
            "challenges seat 2 (West) twice in one hand",
        ),
        (
            Hand::draw(&[]).with_challenges(&[challenge(0, 4, true)]),
            "a fifth player is the bettor, who does not play",
        ),
        (
            Hand::tsumo(Winner::points(st(4), 25)),
            "seat 4 in `seat` is out of range",
        ),
        (
            Hand::draw(&[]).with_riichi(&[st(0)]),
            "riichi is not played under american",
        ),
    ];
    for (hand, says) in cases {
        let error = error_of(&[Hand::draw(&[]), hand]);
        assert!(error.contains(says), "{error}");
        let sheet = replay(&american(), &[Hand::draw(&[])]);
        assert_eq!(sheet.rows.len(), 1);
    }
}

#[test]
fn every_other_style_refuses_the_card_notes_and_the_challenges_by_name() {
    let with_challenge = Hand::draw(&[]).with_challenges(&[challenge(0, 2, true)]);
    let others = StyleId::ALL.into_iter().filter(|s| *s != StyleId::American);
    for id in others.map(|s| style(s).presets()[0]) {
        let rules = Ruleset::preset(PresetId::parse(id).unwrap());
        let error = replay(&rules, std::slice::from_ref(&with_challenge))
            .error
            .expect("refused")
            .error;
        assert_eq!(
            error,
            GameError::NotAllowed {
                what: "a dead-hand challenge (`challenges`, American's)",
                ruleset: rules.id
            },
            "{id}"
        );
    }
    let jokerless_fan = card_tsumo(1, 8, jokerless());
    let zj = Ruleset::preset(PresetId::parse("zung-jung").unwrap());
    let error = replay(&zj, &[jokerless_fan])
        .error
        .unwrap()
        .error
        .to_string();
    assert!(
        error.contains("a jokerless hand (`jokerless`, American's) is not played under zung-jung"),
        "{error}"
    );
}

#[test]
fn the_final_score_is_the_points_and_ties_share_the_better_place() {
    let mut hands = vec![
        Hand::tsumo(Winner::points(st(0), 25)),
        Hand::tsumo(Winner::points(st(1), 25)),
    ];
    hands.extend(vec![Hand::draw(&[]); 13]);
    hands.push(Hand::draw(&[]).with_penalties(&[TablePenalty::taken(st(3), 10)]));
    let sheet = replay(&american(), &hands);
    assert!(sheet.ended, "{:?}", sheet.error);
    let result = sheet.final_result.unwrap();
    assert_eq!(result.points, [100, 100, -100, -110]);
    assert_eq!(result.rank, [1, 1, 3, 4]);
    assert_eq!(result.score, [100, 100, -100, -110].map(Score::whole));
}

fn any_hand() -> impl Strategy<Value = Hand> {
    let seat = (0u8..4).prop_map(Seat::new);
    let winner = (seat.clone(), 1u32..=80).prop_map(|(s, v)| Winner::points(s, v));
    let notes = (any::<bool>(), any::<bool>()).prop_map(|(j, sp)| CardNotes {
        jokerless: j && !sp,
        singles_and_pairs: sp,
        ..CardNotes::default()
    });
    let challenges = proptest::collection::vec((0u8..4, 1u8..4, any::<bool>()), 0..=2);
    let penalties = proptest::collection::vec((seat, 1u32..50), 0..=1);
    let written = (any_outcome(winner), notes).prop_map(|(hand, notes)| match hand.winners() {
        [] => hand,
        _ => hand.with_card(0, notes),
    });
    (written, challenges, penalties).prop_map(|(hand, cs, ps)| {
        let cs: Vec<Challenge> = cs
            .into_iter()
            .map(|(c, step, dead)| challenge(c, (c + step) % 4, dead))
            .collect();
        let ps: Vec<TablePenalty> = ps
            .into_iter()
            .map(|(s, p)| TablePenalty::taken(s, p))
            .collect();
        hand.with_challenges(&cs).with_penalties(&ps)
    })
}

proptest! {
    /// Payments and challenges move points between the four players; only penalties leave
    /// the table. Hands the rules refuse (a dead winner, a challenge made twice) stop the
    /// sheet, and the rows before them still sum so.
    #[test]
    fn a_games_points_sum_to_minus_its_penalties(hands in proptest::collection::vec(any_hand(), 1..20)) {
        let sheet = replay(&american(), &hands);
        check_sums_to_minus_penalties(&sheet, &hands)?;
    }
}
