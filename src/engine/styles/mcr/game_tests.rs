//! The MCR game (docs/rules.md §8): seats and deal, payments, head bump, false wins, penalties,
//! the end, and the table points for every shape of tie.

use proptest::prelude::*;

use super::*;

fn st(n: u8) -> Seat {
    Seat::new(n)
}

fn win(seat: u8, fan: u32) -> Winner {
    Winner {
        seat: st(seat),
        fan,
    }
}

fn hand(outcome: Outcome) -> Hand {
    Hand {
        outcome,
        false_wins: Vec::new(),
        penalties: Vec::new(),
        dead: Vec::new(),
    }
}

fn draw() -> Hand {
    hand(Outcome::Draw)
}

fn ron(discarder: u8, winners: &[(u8, u32)]) -> Hand {
    hand(Outcome::Ron {
        discarder: st(discarder),
        winners: winners.iter().map(|&(s, f)| win(s, f)).collect(),
    })
}

fn tsumo(seat: u8, fan: u32) -> Hand {
    hand(Outcome::Tsumo {
        winner: win(seat, fan),
    })
}

fn game_after(hands: &[Hand]) -> Game {
    let mut game = Game::new(["A", "B", "C", "D"]);
    for h in hands {
        game.apply(h).unwrap_or_else(|e| panic!("{h:?}: {e}"));
    }
    game
}

fn letters(index: usize) -> String {
    seat_winds(index).map(Wind::letter).concat()
}

#[test]
fn seats_change_between_wind_rounds_as_in_mcr_championships() {
    // The first hand of each wind round, by starting seat.
    assert_eq!(letters(0), "ESWN");
    assert_eq!(letters(4), "SENW");
    assert_eq!(letters(8), "NWES");
    assert_eq!(letters(12), "WNSE");
    // Within a round the deal passes to the South player: every wind moves one back.
    assert_eq!(letters(1), "NESW");
    assert_eq!(letters(3), "SWNE");
    assert_eq!(letters(5), "ENWS");
    let dealers: Vec<u8> = (0..HANDS).map(|i| dealer(i).index() as u8).collect();
    assert_eq!(dealers, [0, 1, 2, 3, 1, 0, 3, 2, 2, 3, 1, 0, 3, 2, 0, 1]);
    // Every player deals once in each wind round.
    for round_dealers in dealers.chunks(4) {
        let mut sorted = round_dealers.to_vec();
        sorted.sort_unstable();
        assert_eq!(sorted, [0, 1, 2, 3]);
    }
    let labels: Vec<String> = (0..HANDS).map(|i| round(i).label()).collect();
    assert_eq!(labels[0], "E1");
    assert_eq!(labels[7], "S4");
    assert_eq!(labels[8], "W1");
    assert_eq!(labels[15], "N4");
}

#[test]
fn the_deal_passes_every_hand_and_the_game_ends_after_sixteen() {
    let mut game = Game::new(["A", "B", "C", "D"]);
    let hands = [tsumo(0, 8), draw(), ron(0, &[(1, 10)])];
    for (i, h) in hands.iter().enumerate() {
        let row = game.apply(h).expect("a legal hand");
        assert_eq!(row.dealer, dealer(i));
        assert_eq!(
            (row.honba, row.deposits_before, row.deposits_after),
            (0, 0, 0)
        );
    }
    for _ in 3..15 {
        game.apply(&draw()).expect("a draw");
        assert!(!game.is_over());
        assert_eq!(game.final_result(), None);
    }
    let last = game.apply(&draw()).expect("the 16th hand").clone();
    assert!(last.ended && game.is_over());
    assert!(last.note.to_string().ends_with("game over"));
    assert_eq!(
        game.apply(&draw()),
        Err(TableError::GameOver { hands: 16 }.into())
    );
    assert_eq!(game.rows().len(), 16);
}

#[test]
fn ron_and_self_draw_pay_at_base_eight() {
    let game = game_after(&[ron(2, &[(1, 12)]), tsumo(3, 9)]);
    assert_eq!(game.rows()[0].deltas, [-8, 36, -20, -8]);
    assert_eq!(
        game.rows()[0].note,
        "B wins 12 fan, 20 from C, 8 from each other"
    );
    assert_eq!(game.rows()[1].deltas, [-17, -17, -17, 51]);
    assert_eq!(game.rows()[1].note, "D self-draws 9 fan, 17 from each");
    assert_eq!(game.points(), [-25, 19, -37, 43]);
}

#[test]
fn head_bump_follows_the_turn_order_of_the_hand_not_the_starting_seats() {
    // E1: seat 0 discards; seats 2 (West) and 3 (North) claim: West is nearer.
    let game = game_after(&[ron(0, &[(3, 8), (2, 8)])]);
    assert_eq!(game.rows()[0].deltas, [-16, -8, 32, -8]);
    assert!(game.rows()[0]
        .note
        .to_string()
        .ends_with("D's win void (head bump)"));
    // S1: winds S E N W. Seat 1 (East) discards; seats 2 (North) and 3 (West) claim: West,
    // seat 3, comes first in turn order although seat 2 follows seat 1 at the start.
    let mut hands: Vec<Hand> = (0..4).map(|_| draw()).collect();
    hands.push(ron(1, &[(2, 8), (3, 8)]));
    let game = game_after(&hands);
    assert_eq!(game.rows()[4].round.label(), "S1");
    assert_eq!(game.rows()[4].deltas, [-8, -16, -8, 32]);
}

#[test]
fn false_wins_pay_each_other_player_and_put_the_player_out_of_the_hand() {
    let mut h = ron(0, &[(1, 8)]);
    h.false_wins = vec![
        FalseWin {
            seat: st(2),
            kind: FalseWinKind::UnderMinimum,
        },
        FalseWin {
            seat: st(0),
            kind: FalseWinKind::NotWinning,
        },
    ];
    let game = game_after(&[h]);
    // C pays 10 to each, A (who then discards) 20 to each; B wins 8 off A.
    assert_eq!(
        game.rows()[0].deltas,
        [10 - 60 - 16, 10 + 20 + 32, -30 + 20 - 8, 10 + 20 - 8]
    );
    assert_eq!(game.points().iter().sum::<i32>(), 0);
    assert!(game.rows()[0].note.to_string().starts_with(
        "C false win (under 8 fan), 10 to each; A false win (not a winning hand), 20 to each"
    ));

    let mut by_winner = tsumo(2, 8);
    by_winner.false_wins = vec![FalseWin {
        seat: st(2),
        kind: FalseWinKind::NotWinning,
    }];
    let mut game = Game::new(["A", "B", "C", "D"]);
    assert_eq!(
        game.apply(&by_winner),
        Err(GameError::FalseWinnerWins { seat: st(2) })
    );
    assert!(game.rows().is_empty());
}

#[test]
fn penalties_are_taken_from_the_player_and_given_to_nobody() {
    let mut h = draw();
    h.penalties = vec![
        Penalty {
            seat: st(1),
            points: 10,
        },
        Penalty {
            seat: st(1),
            points: 5,
        },
    ];
    let game = game_after(&[h]);
    assert_eq!(game.rows()[0].deltas, [0, -15, 0, 0]);
    assert_eq!(game.penalties(), [0, 15, 0, 0]);
    assert_eq!(game.rows()[0].note, "draw; B penalty 10; B penalty 5");
    let mut empty = draw();
    empty.penalties = vec![Penalty {
        seat: st(0),
        points: 0,
    }];
    assert_eq!(
        Game::new(["A", "B", "C", "D"]).apply(&empty),
        Err(TableError::EmptyPenalty { seat: st(0) }.into())
    );
}

#[test]
fn impossible_hands_are_refused_and_change_nothing() {
    let cases = [
        (
            tsumo(1, 7),
            GameError::UnderMinimum {
                seat: st(1),
                fan: 7,
            },
        ),
        (
            ron(1, &[(1, 8)]),
            TableError::RonOnOwnDiscard {
                seat: st(1),
                self_draw: "self-drawn",
            }
            .into(),
        ),
        (ron(1, &[]), TableError::NoWinners.into()),
        (
            ron(4, &[(1, 8)]),
            TableError::SeatOutOfRange {
                field: "discarder",
                seat: st(4),
            }
            .into(),
        ),
        (
            ron(0, &[(2, 8), (2, 9)]),
            TableError::DuplicateSeat {
                field: "winners",
                seat: st(2),
            }
            .into(),
        ),
        (
            Hand {
                dead: vec![st(3)],
                ..tsumo(3, 8)
            },
            TableError::DeadHandWins { seat: st(3) }.into(),
        ),
    ];
    for (h, expected) in cases {
        let mut game = game_after(&[draw()]);
        assert_eq!(game.apply(&h), Err(expected), "{h:?}");
        assert_eq!(game.rows().len(), 1);
        assert_eq!(game.points(), [0; 4]);
    }
}

fn table_points(points: [i32; 4]) -> (Vec<u8>, Vec<i64>) {
    let f = final_result(points);
    assert_eq!(f.points, points);
    (f.rank, f.score.into_iter().map(Score::hundredths).collect())
}

#[test]
fn table_points_are_shared_for_every_shape_of_tie() {
    let cases = [
        // No tie.
        ([10, 40, 20, 30], [4, 1, 3, 2], [0, 400, 100, 200]),
        // Two tied first: (4 + 2) / 2.
        ([30, 30, 0, -60], [1, 1, 3, 4], [300, 300, 100, 0]),
        // Two tied second: (2 + 1) / 2.
        ([50, 10, 10, -70], [1, 2, 2, 4], [400, 150, 150, 0]),
        // Two tied third: (1 + 0) / 2.
        ([50, 10, -30, -30], [1, 2, 3, 3], [400, 200, 50, 50]),
        // Three tied first: 7 / 3, to the hundredth.
        ([10, 10, -30, 10], [1, 1, 4, 1], [233, 233, 0, 233]),
        // Three tied second: (2 + 1 + 0) / 3.
        ([-10, 30, -10, -10], [2, 1, 2, 2], [100, 400, 100, 100]),
        // All four: 7 / 4.
        ([0, 0, 0, 0], [1, 1, 1, 1], [175, 175, 175, 175]),
        // Two pairs.
        ([-20, 20, -20, 20], [3, 1, 3, 1], [50, 300, 50, 300]),
    ];
    for (points, rank, score) in cases {
        assert_eq!(
            table_points(points),
            (rank.to_vec(), score.to_vec()),
            "{points:?}"
        );
    }
}

#[test]
fn a_game_at_time_ends_with_its_result_as_it_stands() {
    let mut game = game_after(&[tsumo(2, 8)]);
    game.end_at_time();
    assert!(game.is_over());
    assert!(game.rows()[0].ended);
    let f = game.final_result().expect("ended");
    assert_eq!(f.rank, [2, 2, 1, 2]);
    assert_eq!(
        f.score.iter().map(|s| s.hundredths()).collect::<Vec<_>>(),
        [100, 100, 400, 100]
    );
}

fn any_seat() -> impl Strategy<Value = Seat> {
    (0u8..4).prop_map(Seat::new)
}

fn any_hand() -> impl Strategy<Value = Hand> {
    let fan = 8u32..100;
    let outcome = prop_oneof![
        Just(Outcome::Draw),
        (any_seat(), fan.clone()).prop_map(|(seat, fan)| Outcome::Tsumo {
            winner: Winner { seat, fan }
        }),
        (0u8..4, 1u8..4, 1u8..4, fan.clone(), fan, any::<bool>()).prop_map(
            |(discarder, a, b, fan_a, fan_b, two)| {
                let mut winners = vec![Winner {
                    seat: Seat::new((discarder + a) % 4),
                    fan: fan_a,
                }];
                if two && a != b {
                    winners.push(Winner {
                        seat: Seat::new((discarder + b) % 4),
                        fan: fan_b,
                    });
                }
                Outcome::Ron {
                    discarder: Seat::new(discarder),
                    winners,
                }
            }
        ),
    ];
    let false_win = (any_seat(), any::<bool>()).prop_map(|(seat, under)| FalseWin {
        seat,
        kind: if under {
            FalseWinKind::UnderMinimum
        } else {
            FalseWinKind::NotWinning
        },
    });
    let penalty = (any_seat(), 1u32..60).prop_map(|(seat, points)| Penalty { seat, points });
    (
        outcome,
        proptest::collection::vec(false_win, 0..3),
        proptest::collection::vec(penalty, 0..3),
    )
        .prop_map(|(outcome, false_wins, penalties)| Hand {
            outcome,
            false_wins,
            penalties,
            dead: Vec::new(),
        })
}

proptest! {
    /// Every payment moves points between players; only penalties leave the table. Hands the
    /// rules refuse (a false winner winning, a seat listed twice) are skipped unchanged.
    #[test]
    fn a_games_points_always_sum_to_minus_its_penalties(hands in proptest::collection::vec(any_hand(), 1..24)) {
        let mut game = Game::new(["A", "B", "C", "D"]);
        let mut taken = 0i64;
        for h in &hands {
            if game.is_over() {
                break;
            }
            let before = game.points();
            match game.apply(h) {
                Ok(_) => taken += h.penalties.iter().map(|p| i64::from(p.points)).sum::<i64>(),
                Err(_) => prop_assert_eq!(game.points(), before),
            }
            let sum: i64 = game.points().iter().map(|&p| i64::from(p)).sum();
            prop_assert_eq!(sum, -taken);
            prop_assert_eq!(game.penalties().iter().map(|&p| i64::from(p)).sum::<i64>(), taken);
        }
        if let Some(f) = game.final_result() {
            // Table points always share out the 7 of the four places (to the hundredth).
            let total: i64 = f.score.iter().map(|s| s.hundredths()).sum();
            prop_assert!((699..=700).contains(&total), "{total}");
        }
    }
}
