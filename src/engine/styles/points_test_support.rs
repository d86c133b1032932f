//! What the tests of every style of points check alike (Zung Jung, American, Chinese
//! Classical, Vietnamese): a preset is the shared game of points at four seats, and a game's
//! points sum to minus the penalties taken. Compiled for tests only.

use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

use crate::engine::game::{replay, GameError, Hand, Sheet, TablePenalty, Winner};
use crate::engine::ruleset::{MultiRon, Ruleset, TimeRule};
use crate::engine::seat::{Seat, TableSize};
use crate::engine::styles::StyleId;

/// Asserts that `rules` is a game of points of style `id` at four seats with `wind_rounds`:
/// scores from zero, none of riichi's deposits, draws or busts, the nearest winner in turn
/// order taking a discard, a game ended at time after the hand in progress, and the deal
/// passing every hand until the game ends after four hands a wind round.
pub(crate) fn assert_points_game_at_four(rules: &Ruleset, id: StyleId, wind_rounds: u8) {
    let r = rules;
    let hands = usize::from(wind_rounds) * 4;
    let sheet = replay(r, &vec![Hand::draw(&[]); hands]);
    assert!(sheet.ended && sheet.error.is_none(), "{:?}", sheet.error);
    let dealers: Vec<usize> = sheet.rows.iter().map(|r| r.dealer.index()).collect();
    assert_eq!(dealers, [0, 1, 2, 3].repeat(usize::from(wind_rounds)));
    assert_eq!(
        (r.style, r.table, r.wind_rounds),
        (id, TableSize::FOUR, wind_rounds)
    );
    assert_eq!((r.starting_points, r.return_points), (0, 0));
    assert!(!r.riichi && !r.table_penalties && !r.red_fives && !r.agari_yame);
    assert!(!r.abortive_draws && !r.nagashi_mangan && !r.bust_ends_game);
    assert_eq!(r.multi_ron, MultiRon::HeadBump);
    assert_eq!(r.time_rule, TimeRule::FinishHand);
}

/// Why the replay of `hands` under `rules` stops.
pub(crate) fn error_of(rules: &Ruleset, hands: &[Hand]) -> GameError {
    replay(rules, hands).error.expect("the replay stops").error
}

/// Up to two penalties of 1 to 99 points taken from any seat, for a hand of a generated game.
pub(crate) fn any_penalties() -> impl Strategy<Value = Vec<TablePenalty>> {
    let taken = (0u8..4, 1u32..100).prop_map(|(s, p)| TablePenalty::taken(Seat::new(s), p));
    proptest::collection::vec(taken, 0..=2)
}

/// The points taken by the penalties of `hands`.
fn taken(hands: &[Hand]) -> i32 {
    hands
        .iter()
        .flat_map(|h| &h.penalties)
        .map(|p| p.points as i32)
        .sum()
}

/// Checks that the game and every row of `sheet`, replayed from `hands`, sum to minus the
/// penalties taken in the hands it applied.
pub(crate) fn check_sums_to_minus_penalties(
    sheet: &Sheet,
    hands: &[Hand],
) -> Result<(), TestCaseError> {
    let applied = &hands[..sheet.rows.len()];
    prop_assert_eq!(sheet.position.points.iter().sum::<i32>(), -taken(applied));
    for row in &sheet.rows {
        let hand = std::slice::from_ref(&hands[row.index]);
        prop_assert_eq!(row.deltas.iter().sum::<i32>(), -taken(hand));
    }
    Ok(())
}

/// A hand won by a winner of `winner` on a self-draw or on a discard from any seat (a draw
/// where the discarder would be the winner), or a draw.
pub(crate) fn any_outcome(
    winner: impl Strategy<Value = Winner> + Clone,
) -> impl Strategy<Value = Hand> {
    prop_oneof![
        winner.clone().prop_map(Hand::tsumo),
        (0u8..4, winner).prop_map(|(d, w)| if w.seat == Seat::new(d) {
            Hand::draw(&[])
        } else {
            Hand::ron(Seat::new(d), vec![w])
        }),
        Just(Hand::draw(&[])),
    ]
}
