//! A Mangan game as a whole (docs/rules.md §15): East and South cycling, the end at 0 points or
//! fewer (exactly 0 included) or at time, the final score, and the property the variant is
//! named for — the points at the table are always the start total less what the winners of
//! mangan or more would have received.

use proptest::prelude::*;

use super::tests::{hf, rules, st, MANGAN};
use crate::engine::game::*;
use crate::engine::payment::{base_points, ron_payment, tsumo_payment};
use crate::engine::sheet::{GameEnd, Score};

/// A win below mangan by the seat after the dealer, by tsumo: the deal passes, nothing moves.
fn pass_the_deal(dealer: u8) -> Hand {
    Hand::tsumo(hf((dealer + 1) % 4, 1, 30))
}

#[test]
fn after_south_4_the_game_enters_east_1_again() {
    let hands: Vec<Hand> = (0..9).map(|i| pass_the_deal(i % 4)).collect();
    let sheet = MANGAN.replayed(&hands);
    let rounds: Vec<String> = sheet.rows.iter().map(|r| r.round.to_string()).collect();
    assert_eq!(
        rounds,
        ["E1", "E2", "E3", "E4", "S1", "S2", "S3", "S4", "E1"]
    );
    assert!(!sheet.ended);
    assert_eq!(sheet.position.points, [25_000; 4]);
    assert_eq!(sheet.position.round.to_string(), "E2");
}

#[test]
fn the_game_ends_when_a_player_reaches_exactly_0_and_most_points_wins() {
    // North, never the dealer of E1–E3, wins a mangan off South three times.
    let north_off_south = || Hand::ron(st(1), vec![hf(3, 5, 30)]);
    let mut hands = vec![north_off_south(), north_off_south(), north_off_south()];
    // North deals E4; only North is tenpai, so South pays the last 1,000.
    hands.push(Hand::draw(&[st(3)]));
    let sheet = MANGAN.replayed(&hands);
    assert!(sheet.ended);
    assert_eq!(sheet.position.ended, Some(GameEnd::Bust));
    assert_eq!(sheet.position.points, [24_000, 0, 24_000, 28_000]);
    let last = sheet.rows.last().unwrap();
    assert!(last
        .note
        .to_string()
        .ends_with("; Ben at 0 points or fewer; game over"));
    let result = sheet.final_result.expect("the game is over");
    assert_eq!(result.rank, [2, 4, 3, 1]);
    let whole = |n: i64| Score::whole(n);
    // (points − 25,000) / 1000 plus the club's uma, no oka; East and West tie on points and
    // East, the earlier seat, places higher.
    assert_eq!(result.score, [whole(9), whole(-45), whole(-11), whole(23)]);
    // Nothing is played after the end.
    hands.push(north_off_south());
    assert!(replay(&rules(), &hands).error.is_some());
}

#[test]
fn a_game_still_going_at_time_ends_after_the_hand_in_play() {
    let last = Hand {
        time_up: true,
        ..pass_the_deal(0)
    };
    let sheet = MANGAN.replayed(&[last]);
    assert_eq!(sheet.position.ended, Some(GameEnd::TimeUp));
    assert!(sheet.final_result.is_some());
    assert!(MANGAN
        .refusal(&[Hand::draw(&[]).dealer_stops()])
        .contains("agari-yame"));
}

/// What the winner of `hand` would have received under riichi's payment table, where the hand
/// is a win of mangan or more (0 otherwise): the points Mangan Mahjong takes out of the game.
/// Computed from the payment table, apart from the replay.
fn would_receive(hand: &Hand, dealer: Seat) -> i32 {
    let value = |w: &Winner| match w.value {
        HandValue::HanFu { han, fu } => base_points(han, fu.unwrap_or(0), 0, &rules()).points,
        HandValue::Yakuman(n) => base_points(0, 0, n, &rules()).points,
        _ => unreachable!("the strategy writes han and fu or yakuman"),
    };
    let (base, received) = match &hand.outcome {
        Outcome::Ron { winners, .. } => {
            let b = value(&winners[0]);
            (b, ron_payment(b, winners[0].seat == dealer))
        }
        Outcome::Tsumo { winner } => {
            let b = value(winner);
            let t = tsumo_payment(b, winner.seat == dealer);
            let total = if winner.seat == dealer {
                3 * t.from_non_dealer
            } else {
                t.from_dealer + 2 * t.from_non_dealer
            };
            (b, total)
        }
        _ => return 0,
    };
    if base >= 2000 {
        received as i32
    } else {
        0
    }
}

/// A value a ron or a tsumo may be written with (none of riichi's impossible cells).
fn a_value() -> impl Strategy<Value = (u32, Option<u32>, u32)> {
    prop_oneof![
        (
            1u32..=4,
            prop::sample::select(vec![30u32, 40, 50, 60, 70, 80, 90, 100])
        )
            .prop_map(|(han, fu)| (han, Some(fu), 0)),
        (5u32..=13).prop_map(|han| (han, None, 0)),
        (1u32..=2).prop_map(|n| (0, None, n)),
    ]
}

/// One hand: a ron, a tsumo, a draw with some tenpai, an abortive draw or a chombo, riichi
/// declared by some seats.
fn a_hand() -> impl Strategy<Value = Hand> {
    let winner = |seat: u8, (han, fu, yakuman): (u32, Option<u32>, u32)| match yakuman {
        0 => Winner::new(st(seat), HandValue::HanFu { han, fu }),
        n => Winner::yakuman(st(seat), n),
    };
    let outcome = prop_oneof![
        4 => (0u8..4, 1u8..4, a_value())
            .prop_map(move |(w, off, v)| Hand::ron(st((w + off) % 4), vec![winner(w, v)])),
        3 => (0u8..4, a_value()).prop_map(move |(w, v)| Hand::tsumo(winner(w, v))),
        2 => prop::collection::btree_set(0u8..4, 0..=4)
            .prop_map(|t| Hand::draw(&t.into_iter().map(st).collect::<Vec<_>>())),
        1 => Just(Hand::abortive()),
        1 => (0u8..4).prop_map(|s| Hand::chombo(st(s))),
    ];
    (outcome, prop::collection::btree_set(0u8..4, 0..=2)).prop_map(|(hand, riichi)| {
        match hand.outcome {
            Outcome::Chombo { .. } => hand,
            _ => hand.with_riichi(&riichi.into_iter().map(st).collect::<Vec<_>>()),
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn points_leave_the_game_exactly_as_mangan_mahjong_says(hands in prop::collection::vec(a_hand(), 1..40)) {
        let rules = rules();
        let mut game = Game::new(&rules);
        let mut left = 0;
        for hand in &hands {
            if game.is_over() {
                break;
            }
            let dealer = game.position().round.dealer();
            let before = game.position().points;
            let row = game.apply(hand).expect("every generated hand is one Mangan plays");
            let winner_seats: Vec<Seat> = match &hand.outcome {
                Outcome::Ron { winners, .. } => winners.iter().map(|w| w.seat).collect(),
                Outcome::Tsumo { winner } => vec![winner.seat],
                _ => Vec::new(),
            };
            // A winner never gains, and nobody's points rise on a win.
            if !winner_seats.is_empty() {
                prop_assert!(row.deltas.iter().all(|&d| d <= 0), "{:?}", row);
            }
            prop_assert_eq!(row.honba, 0);
            prop_assert_eq!(row.deposits_after, 0);
            left += would_receive(hand, dealer);
            let after = game.position().points;
            prop_assert_eq!(after.iter().sum::<i32>(), 100_000 - left, "{:?} -> {:?}", before, after);
            prop_assert_eq!(game.is_over(), after.iter().any(|&p| p <= 0));
        }
    }
}
