//! A game of five people at an American table (docs/rules.md §10, "The bettor", "A game of
//! five"): four play each hand in the chairs [`FiveSeats`] gives them, the fifth bets, and the
//! points are kept per person.
//!
//! Owns the replay of such a game: hand `n` is played by the people `FiveSeats::of_hand(n)`
//! seats, each hand settled by [`settle`] with its bet (every hand of a game of five has one)
//! and turned into changes per person, penalties taken from the player in a chair, the deal
//! passing to the next chair after every hand, a game of the preset's wind rounds ended at time
//! after the hand in progress, and the final result: five people's points (summing to minus the
//! penalties), ranks shared on ties, the points as the score. People are numbered 0–4 as they
//! sat for the first hand (0–3 in chairs East to North, 4 betting); chairs are the hand's
//! [`Seat`]s 0–3. No I/O.

use super::payments::{settle, Bet, Challenge, Hand, HandError, Outcome};
use crate::engine::five_seats::FiveSeats;
use crate::engine::seat::Seat;
use crate::engine::sheet::note::{PointsPaid, PointsWorth, WinBy};
use crate::engine::sheet::{Note, NotePart};

/// People at a table of five.
pub const PEOPLE: usize = 5;

/// One hand of a game of five as recorded: what happened in the four chairs, and the bet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FiveHand {
    /// The outcome, its winner and discarder being chairs 0–3.
    pub outcome: Outcome,
    pub challenges: Vec<Challenge>,
    /// Chairs declared dead during the hand.
    pub dead: Vec<Seat>,
    /// What the bettor bet on.
    pub bet: Bet,
    /// Points taken from the player in a chair, given to nobody.
    pub penalties: Vec<(Seat, u32)>,
}

/// A row of the sheet of a game of five.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FiveRow {
    pub index: usize,
    /// "E1" … "N4".
    pub round: String,
    /// The chair that dealt.
    pub dealer: Seat,
    /// The person in each chair, East first.
    pub chairs: [u8; 4],
    /// The person who bet.
    pub bettor: u8,
    /// Each person's change in this hand, and their points after it.
    pub deltas: [i64; PEOPLE],
    pub points: [i64; PEOPLE],
    pub note: Note,
}

/// The end of a game of five: points, ranks shared on ties, and the score (the points).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FiveResult {
    pub points: [i64; PEOPLE],
    pub rank: [u8; PEOPLE],
}

/// Why a hand of a game of five cannot be applied.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FiveError {
    #[error("the game is already over: it ended with hand {}; remove this hand, or correct the hands before it", .0.saturating_sub(1))]
    GameOver(usize),
    #[error(transparent)]
    Hand(#[from] HandError),
    #[error(
        "a penalty of 0 points takes nothing; give the points taken from chair {0}, or remove it"
    )]
    EmptyPenalty(Seat),
    #[error("the penalty's chair {0} does not exist: the players sit in chairs 0 to 3")]
    PenaltyChair(Seat),
}

/// A game of five in progress.
#[derive(Debug, Clone)]
pub struct FiveGame {
    names: [String; PEOPLE],
    hands: usize,
    points: [i64; PEOPLE],
    rows: Vec<FiveRow>,
    ended: bool,
}

const WIND_LETTERS: [&str; 4] = ["E", "S", "W", "N"];

impl FiveGame {
    /// A new game of `wind_rounds` wind rounds (four hands each) for the five people `names`,
    /// in the order they sat for the first hand (the fifth bets first).
    pub fn new(wind_rounds: u8, names: [&str; PEOPLE]) -> FiveGame {
        FiveGame {
            names: names.map(str::to_owned),
            hands: usize::from(wind_rounds) * 4,
            points: [0; PEOPLE],
            rows: Vec::new(),
            ended: false,
        }
    }

    pub fn rows(&self) -> &[FiveRow] {
        &self.rows
    }

    pub fn is_over(&self) -> bool {
        self.ended
    }

    /// Ends the game after the last hand played (the round's time ran out during it).
    pub fn end_at_time(&mut self) {
        if !self.rows.is_empty() {
            self.ended = true;
            if let Some(row) = self.rows.last_mut() {
                row.note.push_time_up_game_over();
            }
        }
    }

    /// The final result once the game is over.
    pub fn final_result(&self) -> Option<FiveResult> {
        self.ended.then(|| {
            let p = self.points;
            FiveResult {
                points: p,
                rank: p.map(|mine| p.iter().filter(|&&o| o > mine).count() as u8 + 1),
            }
        })
    }

    /// Applies one hand; on error the game is unchanged.
    pub fn apply(&mut self, hand: &FiveHand) -> Result<&FiveRow, FiveError> {
        if self.ended {
            return Err(FiveError::GameOver(self.rows.len()));
        }
        let index = self.rows.len();
        let seats = FiveSeats::of_hand(index);
        let settled = settle(&Hand {
            outcome: hand.outcome.clone(),
            challenges: hand.challenges.clone(),
            dead: hand.dead.clone(),
            bet: Some(hand.bet),
        })?;
        let mut deltas = seats.by_person(&settled);
        let mut notes = self.outcome_parts(seats, hand);
        for &(chair, points) in &hand.penalties {
            if chair.index() >= 4 {
                return Err(FiveError::PenaltyChair(chair));
            }
            if points == 0 {
                return Err(FiveError::EmptyPenalty(chair));
            }
            let person = usize::from(seats.person_in(chair.index()));
            deltas[person] -= i64::from(points);
            notes.push(NotePart::Penalty {
                player: self.names[person].clone(),
                points,
            });
        }
        for (p, d) in self.points.iter_mut().zip(deltas) {
            *p += d;
        }
        self.ended = index + 1 >= self.hands;
        if self.ended {
            notes.push(NotePart::GameOver);
        }
        let dealer = Seat::new((index % 4) as u8);
        self.rows.push(FiveRow {
            index,
            round: format!("{}{}", WIND_LETTERS[(index / 4) % 4], index % 4 + 1),
            dealer,
            chairs: [0, 1, 2, 3].map(|c| seats.person_in(c)),
            bettor: seats.bettor(),
            deltas,
            points: self.points,
            note: Note::from_parts(notes),
        });
        Ok(self.rows.last().expect("row just pushed"))
    }

    /// "Ann self-picks 25, 50 from each; Eve bet on Ann" and the like: the outcome, the bet
    /// and each challenge.
    fn outcome_parts(&self, seats: FiveSeats, hand: &FiveHand) -> Vec<NotePart> {
        let name = |chair: Seat| self.names[usize::from(seats.person_in(chair.index()))].clone();
        let played = match &hand.outcome {
            Outcome::SelfPick { winner, value } => NotePart::PointsWin {
                winner: name(*winner),
                by: WinBy::SelfPick,
                worth: PointsWorth::CardValue {
                    value: value.value(),
                },
                paid: PointsPaid::Each {
                    each: 2 * value.value(),
                },
            },
            Outcome::Discard {
                winner,
                discarder,
                value,
            } => NotePart::PointsWin {
                winner: name(*winner),
                by: WinBy::Discard {
                    discarder: name(*discarder),
                },
                worth: PointsWorth::CardValue {
                    value: value.value(),
                },
                paid: PointsPaid::DiscarderMore {
                    discarder: name(*discarder),
                    from_discarder: 2 * value.value(),
                    from_each_other: value.value(),
                },
            },
            Outcome::WallGame => NotePart::WallGame,
        };
        let bet = NotePart::Bet {
            bettor: self.names[usize::from(seats.bettor())].clone(),
            on: match hand.bet {
                Bet::On(chair) => Some(name(chair)),
                Bet::WallGame => None,
            },
        };
        let challenges = hand.challenges.iter().map(|c| NotePart::Challenged {
            challenger: name(c.challenger),
            challenged: name(c.challenged),
            dead: c.found_dead,
        });
        [played, bet].into_iter().chain(challenges).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::super::value::{check, TypedHand};
    use super::*;
    use proptest::prelude::*;

    fn st(n: u8) -> Seat {
        Seat::new(n)
    }

    fn value(v: i64) -> super::super::Value {
        check(&TypedHand {
            card_value: v,
            ..TypedHand::default()
        })
        .unwrap()
    }

    fn hand(outcome: Outcome, bet: Bet) -> FiveHand {
        FiveHand {
            outcome,
            challenges: Vec::new(),
            dead: Vec::new(),
            bet,
            penalties: Vec::new(),
        }
    }

    fn game() -> FiveGame {
        FiveGame::new(4, ["Ann", "Bea", "Cal", "Dot", "Eve"])
    }

    #[test]
    fn the_clubs_example_is_paid_per_person_and_the_dealer_bets_next() {
        let mut g = game();
        // Hand 1: Eve bets on Dot; Ann wins 25 off Bea: Bea 50, Cal, Dot and Eve 25 each.
        let discard = Outcome::Discard {
            winner: st(0),
            discarder: st(1),
            value: value(25),
        };
        let row = g.apply(&hand(discard, Bet::On(st(3)))).unwrap().clone();
        assert_eq!(row.deltas, [125, -50, -25, -25, -25]);
        assert_eq!((row.chairs, row.bettor), ([0, 1, 2, 3], 4));
        assert_eq!(
            row.note,
            "Ann wins 25 off Bea, 50 from Bea, 25 from each other; Eve bet on Dot"
        );
        // Hand 2: Ann (who dealt) bets, Eve sits in chair 0. Eve (chair 0) self-picks 30 and
        // Ann bet on her: 60 from each of the three others to each of them.
        let pick = Outcome::SelfPick {
            winner: st(0),
            value: value(30),
        };
        let row = g.apply(&hand(pick, Bet::On(st(0)))).unwrap().clone();
        assert_eq!((row.chairs, row.bettor), ([4, 1, 2, 3], 0));
        assert_eq!(row.deltas, [180, -120, -120, -120, 180]);
        assert_eq!(row.points, [305, -170, -145, -145, 155]);
        assert_eq!(row.round, "E2");
    }

    #[test]
    fn a_wall_game_bet_a_challenge_and_a_penalty_are_settled_per_person() {
        let mut g = game();
        let mut h = hand(Outcome::WallGame, Bet::WallGame);
        h.challenges.push(Challenge {
            challenger: st(0),
            challenged: st(2),
            found_dead: true,
        });
        h.penalties.push((st(3), 10));
        let row = g.apply(&h).unwrap();
        // Each player pays Eve 25; Cal pays Ann 25; Dot's penalty 10.
        assert_eq!(row.deltas, [0, -25, -50, -35, 100]);
        assert!(row
            .note
            .to_string()
            .contains("Eve bet on a wall game; Ann challenged Cal: dead; Dot penalty 10"));
    }

    #[test]
    fn refused_hands_leave_the_game_unchanged_and_the_game_ends_after_its_hands() {
        let mut g = FiveGame::new(1, ["Ann", "Bea", "Cal", "Dot", "Eve"]);
        let bad = Outcome::SelfPick {
            winner: st(4),
            value: value(25),
        };
        let err = g.apply(&hand(bad, Bet::WallGame)).unwrap_err();
        assert!(
            err.to_string().contains("the bettor, who does not play"),
            "{err}"
        );
        let mut penalty = hand(Outcome::WallGame, Bet::WallGame);
        penalty.penalties.push((st(1), 0));
        assert_eq!(g.apply(&penalty), Err(FiveError::EmptyPenalty(st(1))));
        assert!(g.rows().is_empty());
        for _ in 0..4 {
            g.apply(&hand(Outcome::WallGame, Bet::On(st(1)))).unwrap();
        }
        assert!(g.is_over());
        assert_eq!(
            g.apply(&hand(Outcome::WallGame, Bet::WallGame)),
            Err(FiveError::GameOver(4))
        );
        let result = g.final_result().unwrap();
        assert_eq!(result.points, [0; 5]);
        assert_eq!(result.rank, [1; 5]);
    }

    fn any_hand() -> impl Strategy<Value = FiveHand> {
        let chair = (0u8..4).prop_map(Seat::new);
        let outcome = prop_oneof![
            (chair.clone(), 1i64..80).prop_map(|(w, v)| Outcome::SelfPick {
                winner: w,
                value: value(v)
            }),
            (chair.clone(), 1u8..4, 1i64..80).prop_map(|(w, step, v)| Outcome::Discard {
                winner: w,
                discarder: Seat::new((w.number() + step) % 4),
                value: value(v),
            }),
            Just(Outcome::WallGame),
        ];
        let bet = prop_oneof![Just(Bet::WallGame), chair.clone().prop_map(Bet::On)];
        let penalties = proptest::collection::vec((chair, 1u32..30), 0..=1);
        (outcome, bet, penalties).prop_map(|(outcome, bet, penalties)| FiveHand {
            outcome,
            challenges: Vec::new(),
            dead: Vec::new(),
            bet,
            penalties,
        })
    }

    proptest! {
        /// Five people's points sum to minus the penalties, whoever sits and whoever bets.
        #[test]
        fn five_peoples_points_sum_to_minus_the_penalties(hands in proptest::collection::vec(any_hand(), 1..16)) {
            let mut g = game();
            let mut taken = 0i64;
            for h in &hands {
                g.apply(h).unwrap();
                taken += h.penalties.iter().map(|p| i64::from(p.1)).sum::<i64>();
            }
            let last = g.rows().last().unwrap();
            prop_assert_eq!(last.points.iter().sum::<i64>(), -taken);
        }
    }
}
