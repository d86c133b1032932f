//! An MCR game hand by hand (docs/rules.md §8, docs/game-json.md "MCR").
//!
//! Owns the replay of an MCR game from typed fan: 16 hands in four wind rounds, the deal
//! passing after every hand, the players changing seats between wind rounds, ron and self-draw
//! payments at base 8, head bump on several ron winners, false wins paid to each other player
//! (the player then out of the hand), penalties taken from a player and given to nobody, dead
//! seats, and the final result: points, ranks with ties sharing the better place, and table
//! points 4 / 2 / 1 / 0 shared on ties. Rows and the final result use the shared sheet's shapes
//! ([`Row`], [`FinalResult`]) so that every front end prints one kind of sheet; `honba` and
//! deposits are always 0. No I/O.
//!
//! Decisions where the rules leave a point open (docs/rules.md §8):
//! - A seat with a false win may still discard, and the hand's outcome is what happened after
//!   it; the same seat cannot make a second false win in that hand (it is out of the hand).
//! - Three players tied share 7 table points: 2.33 each (rounded to the hundredth); the sheet
//!   keeps hundredths like every final score.
//! - A typed value is trusted from 8 fan up: the sheet cannot tell flowers from the rest.

use std::fmt;

pub use crate::engine::hand::notation::Wind;
use crate::engine::ruleset::TimeRule;
use crate::engine::seat::{Seat, TableSize};
use crate::engine::sheet::{
    self, FalseWinKind, FinalResult, HandValue, LimitValue, Round, Row, Score, ValueError,
};

/// Hands in a game: four wind rounds of four.
pub const HANDS: usize = 16;

/// What every payment is built on: a winner is paid the hand's fan plus this by the player
/// who pays the fan, and this alone by the others.
pub const BASE: u32 = 8;

/// The fewest fan a win may have (flowers do not count toward it; a typed value cannot show
/// them apart, so the check is on the value given).
pub const MIN_FAN: u32 = 8;

/// The table points of 1st, 2nd, 3rd and 4th place.
pub const TABLE_POINTS: [i64; 4] = [4, 2, 1, 0];

const SEATS: TableSize = TableSize::Four;

/// Each starting seat's wind in the first hand of each wind round (East, South, West, North
/// rounds), by seat index: the seat changes of MCR championships (docs/rules.md §8). In the
/// South round East and South swap, as do West and North; the one who started West goes
/// W→N→E→S over the four rounds, the one who started North N→W→S→E.
const ROUND_START_WINDS: [[Wind; 4]; 4] = {
    use Wind::*;
    [
        [East, South, West, North],
        [South, East, North, West],
        [North, West, East, South],
        [West, North, South, East],
    ]
};

/// Every seat's wind in the hand at `index` (0 to 15): within a wind round the deal passes in
/// turn order, so each hand every player's wind moves one back (the South player deals next).
pub fn seat_winds(index: usize) -> [Wind; 4] {
    let start = ROUND_START_WINDS[(index / 4) % 4];
    let shift = index % 4;
    start.map(|w| Wind::ALL[(w.index() + 4 - shift) % 4])
}

/// The seat dealing (East) in the hand at `index`.
pub fn dealer(index: usize) -> Seat {
    let winds = seat_winds(index);
    let seat = winds.iter().position(|w| *w == Wind::East).unwrap_or(0);
    Seat::new(seat as u8)
}

/// The round label of the hand at `index` (E1 … N4).
pub fn round(index: usize) -> Round {
    let mut round = Round::first(SEATS);
    for _ in 0..index.min(HANDS - 1) {
        round = round.next(4).unwrap_or(round);
    }
    round
}

/// A winner and the fan typed for the hand (flowers included).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Winner {
    pub seat: Seat,
    pub fan: u32,
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

/// A false win: `seat` pays each other player by `kind` and is out of the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FalseWin {
    pub seat: Seat,
    pub kind: FalseWinKind,
}

impl FalseWin {
    /// What the player pays each other player.
    pub fn each(self) -> u32 {
        match self.kind {
            FalseWinKind::UnderMinimum => 10,
            FalseWinKind::NotWinning => 20,
        }
    }
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
    pub false_wins: Vec<FalseWin>,
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
    #[error("{} made a false win in this hand and is out of it: they may not win it; remove them from `false_wins` or from the winners", SeatName(*.seat))]
    FalseWinnerWins { seat: Seat },
    #[error("winner {}: {fan} fan is under the {MIN_FAN}-fan minimum; a win declared under it is a false win (`false_wins`, \"under_minimum\"), not a win", SeatName(*.seat))]
    UnderMinimum { seat: Seat, fan: u32 },
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

impl Winner {
    /// The MCR value of a winner of the shared sheet: `fan`, refusing a riichi or Hong Kong
    /// Old Style value, and a liable player (MCR has none), with the reason.
    pub fn from_sheet(w: &sheet::Winner, ruleset: &'static str) -> Result<Winner, GameError> {
        if w.pao.is_some() {
            return Err(GameError::NotPlayed {
                what: "a liable player (`pao`)",
                ruleset,
            });
        }
        Ok(Winner {
            seat: w.seat,
            fan: w.mcr_fan()?,
        })
    }
}

impl sheet::Winner {
    /// The fan of an MCR winner, or why the value given is not one.
    pub fn mcr_fan(&self) -> Result<u32, ValueError> {
        let seat = self.seat;
        let wrong = |found| ValueError::WrongValueShape {
            seat,
            expected: "`fan` (8 or more)",
            found,
        };
        match self.value {
            HandValue::Fan(fan) => Ok(fan),
            HandValue::Faan(_) | HandValue::HkosLimit => Err(wrong(
                "a Hong Kong Old Style value (`faan`, or `\"limit\": true`)",
            )),
            HandValue::HanFu { .. } | HandValue::Limit(_) | HandValue::Yakuman(_) => {
                Err(wrong("a riichi value (han, fu, a named limit or yakuman)"))
            }
            HandValue::Points(_) => Err(wrong("a value in `points` (Zung Jung)")),
            HandValue::Unclear(f) => {
                let riichi = f.han.is_some()
                    || f.fu.is_some()
                    || f.yakuman.is_some()
                    || matches!(f.limit, Some(LimitValue::Named(_)));
                let hkos = f.faan.is_some() || matches!(f.limit, Some(LimitValue::Flag(_)));
                Err(if riichi {
                    wrong("a riichi value (han, fu, a named limit or yakuman)")
                } else if hkos {
                    wrong("a Hong Kong Old Style value (`faan`, or `\"limit\": true`)")
                } else if f.points.is_some() {
                    wrong("a value in `points` (Zung Jung)")
                } else {
                    wrong("no value")
                })
            }
        }
    }
}

impl Hand {
    /// A hand of the shared score sheet as this game's hand, refusing with the reason what MCR
    /// does not play (riichi, counters' draws, agari-yame, abortive draws, chombo, penalties
    /// paid to each player) and a value that is not fan. `ruleset` names the preset in those
    /// messages.
    pub fn from_sheet(
        hand: &sheet::Hand,
        ruleset: &'static str,
        time_rule: TimeRule,
    ) -> Result<Hand, GameError> {
        let refuse = |what| Err(GameError::NotPlayed { what, ruleset });
        if let Some(what) = hand.riichi_only_part(time_rule) {
            return refuse(what);
        }
        if hand.penalties.iter().any(|p| p.each > 0) {
            return refuse("a table penalty paid to each player (`each`); MCR penalties are `points` taken from the player");
        }
        let outcome = match &hand.outcome {
            sheet::Outcome::Ron { discarder, winners } => Outcome::Ron {
                discarder: *discarder,
                winners: winners
                    .iter()
                    .map(|w| Winner::from_sheet(w, ruleset))
                    .collect::<Result<_, _>>()?,
            },
            sheet::Outcome::Tsumo { winner } => Outcome::Tsumo {
                winner: Winner::from_sheet(winner, ruleset)?,
            },
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
                return refuse("chombo: a false win is recorded in `false_wins`")
            }
        };
        Ok(Hand {
            outcome,
            false_wins: hand
                .false_wins
                .iter()
                .map(|f| FalseWin {
                    seat: f.seat,
                    kind: f.kind,
                })
                .collect(),
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
    names: [String; 4],
    points: [i32; 4],
    penalties: [i32; 4],
    rows: Vec<Row>,
    ended: bool,
}

impl Game {
    /// A new game before its first hand, `names` in starting-seat order.
    pub fn new(names: [&str; 4]) -> Game {
        Game {
            names: names.map(str::to_owned),
            points: [0; 4],
            penalties: [0; 4],
            rows: Vec::new(),
            ended: false,
        }
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

    /// The index of the next hand (the last one played once the game is over).
    pub fn next_index(&self) -> usize {
        if self.ended {
            self.rows.len().saturating_sub(1)
        } else {
            self.rows.len()
        }
    }

    /// The round of the next hand (the last one played once the game is over).
    pub fn round(&self) -> Round {
        round(self.next_index())
    }

    /// Ends the game after the hand just applied: time ran out during it, and MCR finishes the
    /// hand in progress, then stops.
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
        let index = self.rows.len();
        let winds = seat_winds(index);
        check_seats("dead", &hand.dead)?;
        let false_seats: Vec<Seat> = hand.false_wins.iter().map(|f| f.seat).collect();
        check_seats("false_wins", &false_seats)?;
        let penalty_seats: Vec<Seat> = hand.penalties.iter().map(|p| p.seat).collect();
        for &seat in &penalty_seats {
            check_seat("penalties", seat)?;
        }
        let mut deltas = [0i32; 4];
        let mut notes = Vec::new();
        for f in &hand.false_wins {
            let each = f.each();
            for other in SEATS.seats().filter(|s| *s != f.seat) {
                deltas[other.index()] += each as i32;
                deltas[f.seat.index()] -= each as i32;
            }
            let why = match f.kind {
                FalseWinKind::UnderMinimum => "under 8 fan",
                FalseWinKind::NotWinning => "not a winning hand",
            };
            notes.push(format!(
                "{} false win ({why}), {each} to each",
                self.name(f.seat)
            ));
        }
        let may_win = |w: &Winner| -> Result<(), GameError> {
            check_seat("seat", w.seat)?;
            if hand.dead.contains(&w.seat) {
                return Err(GameError::DeadHandWins { seat: w.seat });
            }
            if false_seats.contains(&w.seat) {
                return Err(GameError::FalseWinnerWins { seat: w.seat });
            }
            if w.fan < MIN_FAN {
                return Err(GameError::UnderMinimum {
                    seat: w.seat,
                    fan: w.fan,
                });
            }
            Ok(())
        };
        match &hand.outcome {
            Outcome::Draw => notes.push("draw".to_owned()),
            Outcome::Tsumo { winner } => {
                may_win(winner)?;
                let each = winner.fan + BASE;
                for other in SEATS.seats().filter(|s| *s != winner.seat) {
                    deltas[other.index()] -= each as i32;
                    deltas[winner.seat.index()] += each as i32;
                }
                notes.push(format!(
                    "{} self-draws {} fan, {each} from each",
                    self.name(winner.seat),
                    winner.fan
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
                // Head bump: the winner nearest the discarder in this hand's turn order.
                let after =
                    |s: Seat| (winds[s.index()].index() + 4 - winds[discarder.index()].index()) % 4;
                let winner = winners
                    .iter()
                    .min_by_key(|w| after(w.seat))
                    .expect("winners is not empty");
                for other in SEATS.seats().filter(|s| *s != winner.seat) {
                    let pays = if other == *discarder {
                        winner.fan + BASE
                    } else {
                        BASE
                    };
                    deltas[other.index()] -= pays as i32;
                    deltas[winner.seat.index()] += pays as i32;
                }
                notes.push(format!(
                    "{} wins {} fan, {} from {}, {BASE} from each other",
                    self.name(winner.seat),
                    winner.fan,
                    winner.fan + BASE,
                    self.name(*discarder)
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
        let mut points = self.points;
        for (p, d) in points.iter_mut().zip(deltas) {
            *p = p.saturating_add(d);
        }
        self.points = points;
        for (p, t) in self.penalties.iter_mut().zip(taken) {
            *p = p.saturating_add(t);
        }
        self.ended = index + 1 >= HANDS;
        if self.ended {
            notes.push("game over".to_owned());
        }
        self.rows.push(Row {
            index,
            round: round(index),
            dealer: dealer(index),
            honba: 0,
            deposits_before: 0,
            deltas,
            points,
            deposits_after: 0,
            note: notes.join("; "),
            ended: self.ended,
        });
        Ok(self.rows.last().expect("a row was just pushed"))
    }

    fn name(&self, seat: Seat) -> &str {
        self.names.get(seat.index()).map_or("?", String::as_str)
    }
}

/// Points, ranks and table points of a finished game (docs/rules.md §8): tied players share
/// the better place, and the table points of the places they cover, to the hundredth
/// (halves away from zero). The score is the table points.
pub fn final_result(points: [i32; 4]) -> FinalResult {
    let mut rank = [0u8; 4];
    let mut score = [Score::default(); 4];
    for seat in 0..4 {
        let above = points.iter().filter(|&&p| p > points[seat]).count();
        let tied = points.iter().filter(|&&p| p == points[seat]).count();
        rank[seat] = above as u8 + 1;
        let shared: i64 = TABLE_POINTS[above..above + tied].iter().sum();
        score[seat] = Score::from_hundredths(div_round(shared * 100, tied as i64));
    }
    FinalResult {
        points,
        rank,
        score,
    }
}

/// `n / d` to the nearest whole number, halves away from zero (`n` ≥ 0 here).
fn div_round(n: i64, d: i64) -> i64 {
    (2 * n + d) / (2 * d)
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

#[cfg(test)]
#[path = "game_tests.rs"]
mod tests;
