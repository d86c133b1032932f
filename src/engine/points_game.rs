//! A game of points at fixed seats, hand by hand, for the styles whose hands are worth typed
//! points and are paid by the style's own settlement (Zung Jung, docs/rules.md §9).
//!
//! Owns the replay every such style shares: four players who keep their seats, the deal passing
//! after every hand whatever happens, a game of the preset's wind rounds (four hands each), no
//! counters, deposits or riichi, wins by discard (several winners: head bump, the nearest in turn
//! order after the discarder wins) or by self-draw, draws paying nothing, dead seats that may not
//! win, penalties taken from a player and given to nobody (so a game's points sum to minus its
//! penalties), a game ended at time after the hand in progress, and the final result: points,
//! ranks with ties sharing the better place, and the points as the score.
//!
//! What differs between the styles is a [`Settlement`]: the value a winner is written with, the
//! fewest points a win may have, and who pays the winner what. A style gives its settlement for
//! each of its presets (`StyleRules::points_settlement`); nothing else here knows a style.
//! Rows and the final result use the shared sheet's shapes ([`Row`], [`FinalResult`]) so that
//! every front end prints one kind of sheet; `honba` and deposits are always 0. No I/O.

use std::fmt;

use crate::engine::ruleset::{Ruleset, TimeRule};
use crate::engine::seat::{Seat, TableSize};
use crate::engine::sheet::{self, FinalResult, Round, Row, Score, ValueError};

const SEATS: TableSize = TableSize::Four;

/// A win as the settlement prices it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Win {
    pub winner: Seat,
    pub points: u32,
    /// Who discarded the winning tile; `None` for a self-drawn win.
    pub discarder: Option<Seat>,
}

/// How one style values and pays a win: the parameter of the shared game.
pub trait Settlement: fmt::Debug + Sync {
    /// The preset these rules belong to, named in refusals.
    fn ruleset(&self) -> &'static str;
    /// The points of a winner of the shared sheet, or why its value is not one the style
    /// accepts (another style's value, a number no hand can be worth).
    fn points(&self, winner: &sheet::Winner) -> Result<u32, ValueError>;
    /// The fewest points a win may have under this preset.
    fn minimum(&self) -> u32;
    /// What each seat pays the winner of `win` (the winner's own entry is 0).
    fn pays(&self, win: &Win) -> [u32; 4];
}

/// A winner and the points of the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Winner {
    pub seat: Seat,
    pub points: u32,
}

/// What ended a hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// A win off a discard; with several winners the nearest in turn order wins (head bump).
    Ron {
        discarder: Seat,
        winners: Vec<Winner>,
    },
    /// A self-drawn win.
    Tsumo { winner: Winner },
    /// The wall ran out: nothing is paid.
    Draw,
}

/// A penalty: `points` taken from `seat`, given to nobody.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Penalty {
    pub seat: Seat,
    pub points: u32,
}

/// One hand of the sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hand {
    pub outcome: Outcome,
    pub penalties: Vec<Penalty>,
    /// Seats that may not win this hand.
    pub dead: Vec<Seat>,
}

/// A hand that cannot happen under the rules; each message says what to fix.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the game is already over: it ended with hand {}; remove this hand, or correct the hands before it", .hands.saturating_sub(1))]
    GameOver { hands: usize },
    #[error("seat {seat} in `{field}` is out of range: seats are {}, the places at the start of the game", SEATS.describe_seats())]
    SeatOutOfRange { field: &'static str, seat: Seat },
    #[error("{} is listed twice in `{field}`", SeatName(*.seat))]
    DuplicateSeat { field: &'static str, seat: Seat },
    #[error("a ron needs at least one winner in `winners`")]
    NoWinners,
    #[error("{} cannot win by ron on their own discard; record a self-drawn win as a tsumo", SeatName(*.seat))]
    RonOnOwnDiscard { seat: Seat },
    #[error("{} has a dead hand and may not win", SeatName(*.seat))]
    DeadHandWins { seat: Seat },
    #[error("winner {}: {} is under the {minimum}-point minimum of {ruleset}; a hand worth less may not win", SeatName(*.seat), PointsWord(*.points))]
    UnderMinimum {
        seat: Seat,
        points: u32,
        minimum: u32,
        ruleset: &'static str,
    },
    #[error("a penalty of 0 points takes nothing; give the points taken from {}, or remove it", SeatName(*.seat))]
    EmptyPenalty { seat: Seat },
    #[error("{what} is not played under {ruleset}; record what happened instead, or choose another ruleset")]
    NotPlayed {
        what: &'static str,
        ruleset: &'static str,
    },
    #[error(transparent)]
    Value(#[from] ValueError),
}

/// "1 point", "40 points".
pub struct PointsWord(pub u32);

impl fmt::Display for PointsWord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            1 => write!(f, "1 point"),
            n => write!(f, "{n} points"),
        }
    }
}

/// "seat 1 (South)".
struct SeatName(Seat);

impl fmt::Display for SeatName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.wind_name() {
            Some(w) => write!(f, "seat {} ({w})", self.0),
            None => write!(f, "seat {}", self.0),
        }
    }
}

impl Hand {
    /// A hand of the shared score sheet as this game's hand, refusing with the reason what a
    /// points game does not play (riichi, tenpai and nagashi at a draw, abortive draws, chombo,
    /// false wins, a liable player, penalties paid to each player) and a value the settlement
    /// does not accept.
    pub fn from_sheet(
        hand: &sheet::Hand,
        settlement: &dyn Settlement,
        time_rule: TimeRule,
    ) -> Result<Hand, GameError> {
        let ruleset = settlement.ruleset();
        let refuse = |what| Err(GameError::NotPlayed { what, ruleset });
        if let Some(what) = hand.riichi_only_part(time_rule) {
            return refuse(what);
        }
        if !hand.false_wins.is_empty() {
            return refuse("a false win (`false_wins`, MCR's)");
        }
        if hand.penalties.iter().any(|p| p.each > 0) {
            return refuse("a table penalty paid to each player (`each`); a penalty here is `points` taken from the player");
        }
        let winner = |w: &sheet::Winner| -> Result<Winner, GameError> {
            if w.pao.is_some() {
                return Err(GameError::NotPlayed {
                    what: "a liable player (`pao`)",
                    ruleset,
                });
            }
            Ok(Winner {
                seat: w.seat,
                points: settlement.points(w)?,
            })
        };
        let outcome = match &hand.outcome {
            sheet::Outcome::Ron { discarder, winners } => Outcome::Ron {
                discarder: *discarder,
                winners: winners.iter().map(winner).collect::<Result<_, _>>()?,
            },
            sheet::Outcome::Tsumo { winner: w } => Outcome::Tsumo { winner: winner(w)? },
            sheet::Outcome::Draw { tenpai, nagashi } => {
                if !tenpai.is_empty() {
                    return refuse("being ready at a draw (`tenpai`): nothing is paid at a draw");
                }
                if !nagashi.is_empty() {
                    return refuse("nagashi mangan (`nagashi`)");
                }
                Outcome::Draw
            }
            sheet::Outcome::Abortive {} => return refuse("an abortive draw"),
            sheet::Outcome::Chombo { .. } => {
                return refuse("chombo: record a penalty taken from the player (`penalties`)")
            }
        };
        Ok(Hand {
            outcome,
            penalties: hand
                .penalties
                .iter()
                .map(|p| Penalty {
                    seat: p.seat,
                    points: p.points,
                })
                .collect(),
            dead: hand.dead.clone(),
        })
    }
}

/// A game in progress.
#[derive(Debug, Clone)]
pub struct Game {
    settlement: &'static dyn Settlement,
    wind_rounds: u8,
    names: [String; 4],
    points: [i32; 4],
    penalties: [i32; 4],
    /// The round of the next hand (the last one played once the game is over).
    round: Round,
    rows: Vec<Row>,
    ended: bool,
}

impl Game {
    /// A new game before its first hand under `rules` (its wind rounds) paid by `settlement`,
    /// `names` in starting-seat order.
    pub fn new(rules: &Ruleset, settlement: &'static dyn Settlement, names: [&str; 4]) -> Game {
        Game {
            settlement,
            wind_rounds: rules.wind_rounds,
            names: names.map(str::to_owned),
            points: [0; 4],
            penalties: [0; 4],
            round: Round::first(SEATS),
            rows: Vec::new(),
            ended: false,
        }
    }

    /// How this game's wins are paid.
    pub fn settlement(&self) -> &'static dyn Settlement {
        self.settlement
    }

    pub fn rows(&self) -> &[Row] {
        &self.rows
    }

    pub fn is_over(&self) -> bool {
        self.ended
    }

    /// Points per seat so far, penalties taken.
    pub fn points(&self) -> [i32; 4] {
        self.points
    }

    /// Points taken from each seat by penalties so far (positive).
    pub fn penalties(&self) -> [i32; 4] {
        self.penalties
    }

    /// The round of the next hand (the last one played once the game is over).
    pub fn round(&self) -> Round {
        self.round
    }

    /// Hands in a whole game: four per wind round.
    pub fn hands(&self) -> usize {
        usize::from(self.wind_rounds) * SEATS.count()
    }

    /// Ends the game after the hand just applied: time ran out during it; the hand in
    /// progress is finished, then the game stops.
    pub fn end_at_time(&mut self) {
        if let Some(last) = self.rows.last_mut() {
            if !last.ended {
                last.ended = true;
                last.note.push_str("; time up; game over");
            }
        }
        self.ended = true;
    }

    /// The final result once the game is over.
    pub fn final_result(&self) -> Option<FinalResult> {
        self.ended.then(|| final_result(self.points))
    }

    /// Applies one hand; on error the game is unchanged.
    pub fn apply(&mut self, hand: &Hand) -> Result<&Row, GameError> {
        if self.ended {
            return Err(GameError::GameOver {
                hands: self.rows.len(),
            });
        }
        check_seats("dead", &hand.dead)?;
        for p in &hand.penalties {
            check_seat("penalties", p.seat)?;
        }
        let settlement = self.settlement;
        let may_win = |w: &Winner| -> Result<(), GameError> {
            check_seat("seat", w.seat)?;
            if hand.dead.contains(&w.seat) {
                return Err(GameError::DeadHandWins { seat: w.seat });
            }
            if w.points < settlement.minimum() {
                return Err(GameError::UnderMinimum {
                    seat: w.seat,
                    points: w.points,
                    minimum: settlement.minimum(),
                    ruleset: settlement.ruleset(),
                });
            }
            Ok(())
        };
        let mut deltas = [0i32; 4];
        let mut notes = Vec::new();
        let collect = |win: Win, deltas: &mut [i32; 4]| -> [u32; 4] {
            let pays = settlement.pays(&win);
            for seat in SEATS.seats().filter(|s| *s != win.winner) {
                let paid = i32::try_from(pays[seat.index()]).unwrap_or(i32::MAX);
                deltas[seat.index()] = deltas[seat.index()].saturating_sub(paid);
                deltas[win.winner.index()] = deltas[win.winner.index()].saturating_add(paid);
            }
            pays
        };
        match &hand.outcome {
            Outcome::Draw => notes.push("draw".to_owned()),
            Outcome::Tsumo { winner } => {
                may_win(winner)?;
                let win = Win {
                    winner: winner.seat,
                    points: winner.points,
                    discarder: None,
                };
                let pays = collect(win, &mut deltas);
                notes.push(format!(
                    "{} self-draws {}, {}",
                    self.name(winner.seat),
                    PointsWord(winner.points),
                    self.who_pays(&win, pays)
                ));
            }
            Outcome::Ron { discarder, winners } => {
                check_seat("discarder", *discarder)?;
                if winners.is_empty() {
                    return Err(GameError::NoWinners);
                }
                let seats: Vec<Seat> = winners.iter().map(|w| w.seat).collect();
                check_seats("winners", &seats)?;
                for w in winners {
                    if w.seat == *discarder {
                        return Err(GameError::RonOnOwnDiscard { seat: w.seat });
                    }
                    may_win(w)?;
                }
                // Head bump: the seats keep their places, so turn order is seat order.
                let winner = winners
                    .iter()
                    .min_by_key(|w| w.seat.turns_after(*discarder, SEATS))
                    .expect("winners is not empty");
                let win = Win {
                    winner: winner.seat,
                    points: winner.points,
                    discarder: Some(*discarder),
                };
                let pays = collect(win, &mut deltas);
                notes.push(format!(
                    "{} wins {} off {}, {}",
                    self.name(winner.seat),
                    PointsWord(winner.points),
                    self.name(*discarder),
                    self.who_pays(&win, pays)
                ));
                for w in winners.iter().filter(|w| w.seat != winner.seat) {
                    notes.push(format!("{}'s win void (head bump)", self.name(w.seat)));
                }
            }
        }
        let mut taken = [0i32; 4];
        for p in &hand.penalties {
            if p.points == 0 {
                return Err(GameError::EmptyPenalty { seat: p.seat });
            }
            let points = i32::try_from(p.points).unwrap_or(i32::MAX);
            deltas[p.seat.index()] = deltas[p.seat.index()].saturating_sub(points);
            taken[p.seat.index()] = taken[p.seat.index()].saturating_add(points);
            notes.push(format!("{} penalty {}", self.name(p.seat), p.points));
        }
        for (p, d) in self.points.iter_mut().zip(deltas) {
            *p = p.saturating_add(d);
        }
        for (p, t) in self.penalties.iter_mut().zip(taken) {
            *p = p.saturating_add(t);
        }
        let round = self.round;
        match round.next(self.wind_rounds) {
            Some(next) => self.round = next,
            None => {
                self.ended = true;
                notes.push("game over".to_owned());
            }
        }
        self.rows.push(Row {
            index: self.rows.len(),
            round,
            dealer: round.dealer(),
            honba: 0,
            deposits_before: 0,
            deltas,
            points: self.points,
            deposits_after: 0,
            note: notes.join("; "),
            ended: self.ended,
        });
        Ok(self.rows.last().expect("a row was just pushed"))
    }

    /// "40 from each", or "70 from B, 25 from each other".
    fn who_pays(&self, win: &Win, pays: [u32; 4]) -> String {
        let others: Vec<Seat> = SEATS
            .seats()
            .filter(|s| *s != win.winner && Some(*s) != win.discarder)
            .collect();
        let other_pays: Vec<u32> = others.iter().map(|s| pays[s.index()]).collect();
        let same = |list: &[u32]| list.windows(2).all(|w| w[0] == w[1]);
        match win.discarder {
            None if same(&other_pays) => format!("{} from each", other_pays[0]),
            Some(d) if same(&other_pays) && other_pays[0] == pays[d.index()] => {
                format!("{} from each", other_pays[0])
            }
            Some(d) if same(&other_pays) => format!(
                "{} from {}, {} from each other",
                pays[d.index()],
                self.name(d),
                other_pays[0]
            ),
            _ => SEATS
                .seats()
                .filter(|s| *s != win.winner)
                .map(|s| format!("{} from {}", pays[s.index()], self.name(s)))
                .collect::<Vec<_>>()
                .join(", "),
        }
    }

    fn name(&self, seat: Seat) -> &str {
        self.names.get(seat.index()).map_or("?", String::as_str)
    }
}

/// Points, ranks and score of a finished game: tied players share the better place, and the
/// score is the points.
pub fn final_result(points: [i32; 4]) -> FinalResult {
    let rank = points.map(|mine| points.iter().filter(|&&p| p > mine).count() as u8 + 1);
    FinalResult {
        points,
        rank,
        score: points.map(|p| Score::whole(i64::from(p))),
    }
}

fn check_seat(field: &'static str, seat: Seat) -> Result<(), GameError> {
    if SEATS.contains(seat) {
        Ok(())
    } else {
        Err(GameError::SeatOutOfRange { field, seat })
    }
}

fn check_seats(field: &'static str, seats: &[Seat]) -> Result<(), GameError> {
    for (i, s) in seats.iter().enumerate() {
        check_seat(field, *s)?;
        if seats[..i].contains(s) {
            return Err(GameError::DuplicateSeat { field, seat: *s });
        }
    }
    Ok(())
}
