//! The classic settlement cell by cell (docs/rules.md §11), East double, the checks of a
//! hand, and the zero sum of every hand.

use proptest::prelude::*;

use super::*;
use crate::engine::styles::chinese_classical::{
    preset, DEFAULT_PRESET, EAST_DOUBLE_PRESET, NO_LIMIT_PRESET,
};

fn st(n: u8) -> Seat {
    Seat::new(n)
}

fn counted(points: i64, doubles: i64) -> Typed {
    Typed::Counted { points, doubles }
}

fn win(winner: u8, dealer: u8, hands: Vec<Typed>) -> Hand {
    Hand {
        winner: Some(st(winner)),
        dealer: st(dealer),
        hands,
    }
}

/// `hand` settled under the preset with this id.
fn settle_under(hand: &Hand, preset_id: &str) -> Result<Vec<i64>, HandError> {
    settle(hand, preset(preset_id).unwrap())
}

/// Seat 0 wins scoring 100 (25 doubled twice); the others score 20, 40 and 0; `dealer` deals.
fn scores_100_20_40_0(dealer: u8) -> Hand {
    let hands = vec![
        counted(25, 2),
        counted(10, 1),
        counted(10, 2),
        counted(0, 0),
    ];
    win(0, dealer, hands)
}

#[test]
fn the_winner_is_paid_their_score_and_the_losers_settle_their_differences() {
    // Scores 100, 20, 40, 0: seat 0 wins 3 × 100; 1 pays 2 the 20 between them, 3 pays 1 20
    // and 2 40.
    assert_eq!(
        settle_under(&scores_100_20_40_0(0), DEFAULT_PRESET),
        Ok(vec![300, -100, -40, -160])
    );
}

#[test]
fn losers_with_equal_scores_pay_each_other_nothing() {
    let h = win(
        2,
        0,
        vec![counted(8, 0), counted(8, 0), counted(30, 1), counted(8, 0)],
    );
    assert_eq!(
        settle_under(&h, DEFAULT_PRESET),
        Ok(vec![-60, -60, 180, -60])
    );
}

#[test]
fn the_winners_score_is_capped_at_the_limit_before_it_is_paid() {
    let h = win(
        1,
        0,
        vec![counted(4, 0), Typed::Limit, counted(0, 0), counted(100, 3)],
    );
    // Seat 3 scores 800 → 500 as well: a loser's score is capped too.
    assert_eq!(
        settle_under(&h, DEFAULT_PRESET),
        Ok(vec![-500 - 496 + 4, 1500, -500 - 4 - 500, -500 + 496 + 500])
    );
    let h = win(
        1,
        0,
        vec![
            counted(4, 0),
            counted(100, 3),
            counted(0, 0),
            counted(100, 3),
        ],
    );
    assert_eq!(
        settle_under(&h, NO_LIMIT_PRESET),
        Ok(vec![-800 - 796 + 4, 2400, -800 - 4 - 800, -800 + 796 + 800])
    );
}

#[test]
fn east_pays_and_receives_double_where_the_preset_says_so() {
    // The same hand as the first, seat 1 dealing: every payment to or from seat 1 doubled.
    assert_eq!(
        settle_under(&scores_100_20_40_0(1), EAST_DOUBLE_PRESET),
        Ok(vec![400, -200, -20, -180])
    );
    // East winning is paid double by each.
    let h = win(
        1,
        1,
        vec![counted(0, 0), counted(30, 0), counted(0, 0), counted(0, 0)],
    );
    assert_eq!(
        settle_under(&h, EAST_DOUBLE_PRESET),
        Ok(vec![-60, 180, -60, -60])
    );
    // Without East double the dealer is a player like the others.
    assert_eq!(
        settle_under(&h, DEFAULT_PRESET),
        Ok(vec![-30, 90, -30, -30])
    );
}

#[test]
fn a_wall_game_pays_nothing_and_is_not_scored() {
    let draw = Hand {
        winner: None,
        dealer: st(2),
        hands: Vec::new(),
    };
    assert_eq!(settle_under(&draw, DEFAULT_PRESET), Ok(vec![0, 0, 0, 0]));
    let scored = Hand {
        hands: vec![counted(0, 0); 4],
        ..draw
    };
    assert_eq!(
        settle_under(&scored, DEFAULT_PRESET),
        Err(HandError::WallGameScored)
    );
}

#[test]
fn a_fifth_seat_or_a_missing_hand_is_refused() {
    let five = win(
        0,
        0,
        vec![
            counted(20, 0),
            counted(0, 0),
            counted(0, 0),
            counted(0, 0),
            counted(0, 0),
        ],
    );
    let err = settle_under(&five, DEFAULT_PRESET).unwrap_err();
    assert_eq!(err, HandError::WrongCount(5));
    assert!(err.to_string().contains("played by four"));
    assert_eq!(
        settle_under(&win(0, 0, vec![counted(20, 0); 3]), DEFAULT_PRESET),
        Err(HandError::WrongCount(3))
    );
    let err = settle_under(&win(4, 0, vec![counted(20, 0); 4]), DEFAULT_PRESET).unwrap_err();
    assert!(matches!(
        err,
        HandError::NoSuchSeat {
            field: "winner",
            ..
        }
    ));
    assert!(err.to_string().contains("no fifth seat"));
    assert!(matches!(
        settle_under(&win(0, 4, vec![counted(20, 0); 4]), DEFAULT_PRESET),
        Err(HandError::NoSuchSeat {
            field: "dealer",
            ..
        })
    ));
}

#[test]
fn a_players_refused_hand_names_the_seat() {
    let h = win(
        0,
        0,
        vec![counted(20, 0), counted(4, 0), counted(-4, 0), counted(0, 0)],
    );
    let err = settle_under(&h, DEFAULT_PRESET).unwrap_err();
    assert_eq!(
        err,
        HandError::Player {
            seat: st(2),
            source: ScoreError::NegativePoints(-4)
        }
    );
    assert!(err.to_string().starts_with("seat 2: points must be"));
    let h = win(
        0,
        0,
        vec![counted(20, 0), Typed::Limit, counted(0, 0), counted(0, 0)],
    );
    assert_eq!(
        settle_under(&h, DEFAULT_PRESET),
        Err(HandError::Player {
            seat: st(1),
            source: ScoreError::LoserLimit
        })
    );
}

#[test]
fn check_returns_every_players_score() {
    let p = preset(DEFAULT_PRESET).unwrap();
    let h = win(
        3,
        0,
        vec![
            counted(4, 0),
            Typed::Picks(vec!["bonus-tile".into(), "own-bonus-tile".into()]),
            counted(0, 0),
            Typed::Picks(vec!["self-pick".into(), "four-pungs".into()]),
        ],
    );
    let scores: Vec<u64> = check(&h, p).unwrap().iter().map(|s| s.score).collect();
    assert_eq!(scores, [4, 8, 0, 32]);
}

proptest! {
    /// Whatever the scores, the winner, the dealer and East double, a hand moves points only
    /// between its four players.
    #[test]
    fn every_settlement_sums_to_zero(
        scores in proptest::collection::vec(0u64..=1_000_000, 4),
        winner in 0u8..4,
        dealer in 0u8..4,
        east_double in any::<bool>(),
    ) {
        let deltas = settle_scores(&scores, st(winner), st(dealer), east_double);
        prop_assert_eq!(deltas.iter().sum::<i64>(), 0);
        // The winner never loses, and gains at least three times their score.
        prop_assert!(deltas[usize::from(winner)] >= 3 * scores[usize::from(winner)] as i64);
    }

    /// The same through the checks, with typed hands of any preset.
    #[test]
    fn every_checked_hand_sums_to_zero(
        hands in proptest::collection::vec((0i64..=300, 0i64..=8), 4),
        winner in 0u8..4,
        dealer in 0u8..4,
        preset_index in 0usize..3,
    ) {
        let p = &crate::engine::styles::chinese_classical::PRESET_LIST[preset_index];
        let h = Hand {
            winner: Some(st(winner)),
            dealer: st(dealer),
            hands: hands
                .iter()
                .enumerate()
                .map(|(i, &(points, doubles))| {
                    // The winner's points include the 20 for winning.
                    let points = if i == usize::from(winner) { points.max(20) } else { points };
                    counted(points, doubles)
                })
                .collect(),
        };
        let deltas = settle(&h, p).unwrap();
        prop_assert_eq!(deltas.iter().sum::<i64>(), 0);
    }
}
