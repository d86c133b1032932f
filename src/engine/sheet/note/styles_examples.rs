//! Examples of the parts of the styles beyond riichi's family with the English their sheets
//! have always shown (the games of points, the tables of two, Mangan, Clear, the American
//! table of five).

use super::*;

fn name(s: &str) -> String {
    s.to_owned()
}

/// The games of points' parts and the American table of five's.
pub(super) fn points_parts() -> Vec<(NotePart, &'static str)> {
    let king_queen = BonusTimes {
        bonus: name("king-queen"),
        multiplier: 2,
        times: 2,
    };
    vec![
        (NotePart::WallGame, "wall game"),
        (
            NotePart::PointsWin {
                winner: name("C"),
                by: WinBy::SelfDraw,
                worth: PointsWorth::Points { points: 40 },
                paid: PointsPaid::Each { each: 40 },
            },
            "C self-draws 40 points, 40 from each",
        ),
        (
            NotePart::PointsWin {
                winner: name("A"),
                by: WinBy::Discard {
                    discarder: name("B"),
                },
                worth: PointsWorth::Bonuses {
                    base: 30,
                    bonuses: vec![king_queen],
                    total: 120,
                },
                paid: PointsPaid::DiscarderMore {
                    discarder: name("B"),
                    from_discarder: 240,
                    from_each_other: 120,
                },
            },
            "A wins 30 × 2 × 2 (King and queen of the same number (each pair) × 2) = 120 points off B, 240 from B, 120 from each other",
        ),
        (
            NotePart::PointsWin {
                winner: name("Ann"),
                by: WinBy::SelfPick,
                worth: PointsWorth::CardValue { value: 25 },
                paid: PointsPaid::Several {
                    payers: vec![(name("B"), 1), (name("C"), 2)],
                },
            },
            "Ann self-picks 25, 1 from B, 2 from C",
        ),
        (
            NotePart::PointsWin {
                winner: name("A"),
                by: WinBy::SelfDraw,
                worth: PointsWorth::Points { points: 1 },
                paid: PointsPaid::Each { each: 1 },
            },
            "A self-draws 1 point, 1 from each",
        ),
        (
            NotePart::ScoredWin {
                winner: name("B"),
                by: WinBy::Discard {
                    discarder: name("A"),
                },
                scores: vec![
                    (name("A"), HandScore::Plain { score: 16 }),
                    (
                        name("B"),
                        HandScore::Doubled {
                            points: 32,
                            doubles: 1,
                            score: 64,
                        },
                    ),
                    (name("C"), HandScore::Limit { score: 500 }),
                    (
                        name("D"),
                        HandScore::DoubledToLimit {
                            points: 100,
                            doubles: 3,
                            full: 800,
                            limit: 500,
                        },
                    ),
                ],
                payments: vec![PlayerPays {
                    from: name("A"),
                    to: name("B"),
                    amount: 64,
                }],
            },
            "B wins off A; scores A 16, B 32 × 2^1 = 64, C limit 500, D 100 × 2^3 = 800 (limit 500): A pays B 64",
        ),
        (
            NotePart::ChallengePaid {
                payment: PlayerPays {
                    from: name("C"),
                    to: name("A"),
                    amount: 25,
                },
                found_dead: true,
            },
            "C pays A 25 (a dead hand found on challenge)",
        ),
        (
            NotePart::ChallengePaid {
                payment: PlayerPays {
                    from: name("A"),
                    to: name("C"),
                    amount: 25,
                },
                found_dead: false,
            },
            "A pays C 25 (a challenge of a hand that was not dead)",
        ),
        (
            NotePart::Bet {
                bettor: name("Eve"),
                on: Some(name("Dot")),
            },
            "Eve bet on Dot",
        ),
        (
            NotePart::Bet {
                bettor: name("Eve"),
                on: None,
            },
            "Eve bet on a wall game",
        ),
        (
            NotePart::Challenged {
                challenger: name("Ann"),
                challenged: name("Cal"),
                dead: false,
            },
            "Ann challenged Cal: not dead",
        ),
    ]
}

/// The tables of two's, Mangan's and Clear's parts.
pub(super) fn small_table_parts() -> Vec<(NotePart, &'static str)> {
    let ron = || {
        Box::new(NotePart::Ron {
            winner: name("A"),
            points: 2000,
            discarder: name("B"),
        })
    };
    vec![
        (
            NotePart::ChomboPaysMangan {
                offender: name("A"),
                to: name("B"),
                points: 12000,
            },
            "chombo by A, pays B a mangan (12000)",
        ),
        (
            NotePart::StageBTsumo {
                winner: name("A"),
                payer: name("B"),
                points: 8300,
            },
            "A tsumo (Stage B), B pays 8300",
        ),
        (
            NotePart::WaitFound {
                winner: name("B"),
                attacker: name("A"),
                points: 8000,
            },
            "B found A's wait (Stage B), A pays 8000",
        ),
        (
            NotePart::StageADraw,
            "draw after 18 discards each: no payment, one more counter",
        ),
        (
            NotePart::RonDoubled {
                winner: name("A"),
                points: 16000,
                discarder: name("B"),
                times: 2,
                draws: 1,
            },
            "A ron 16000 from B (×2 after 1 draw)",
        ),
        (
            NotePart::MinefieldDraw { next_win_times: 4 },
            "draw after 17 discards each: the next win pays ×4",
        ),
        (
            NotePart::BelowMangan { win: ron() },
            "A ron 2000 from B: below mangan, no points change hands",
        ),
        (
            NotePart::ManganLeavesGame {
                win: ron(),
                winner: name("A"),
                points: 8000,
            },
            "A ron 2000 from B: A receives nothing, 8000 leave the game",
        ),
        (
            NotePart::RoundsStartAgain,
            "the rounds start again at East 1",
        ),
        (
            NotePart::TeamClears {
                team: Team::EastNorth,
                conditions: vec![Condition::Ittsu, Condition::Chiitoitsu],
            },
            "East–North clears Large Straight (ittsu), Seven Pairs (chiitoitsu)",
        ),
        (
            NotePart::TeamClearedAll {
                team: Team::SouthWest,
            },
            "South–West has cleared all five",
        ),
        (
            NotePart::TeamResult {
                winner: Some(Team::EastNorth),
                why: TeamWhy::ClearedAllFive,
            },
            "team East–North wins: cleared all five conditions",
        ),
        (
            NotePart::TeamResult {
                winner: None,
                why: TeamWhy::BothBusted,
            },
            "no team wins: players of both teams went below zero",
        ),
    ]
}
