//! An MCR game hand by hand (docs/rules.md §8, docs/game-json.md "MCR").
//!
//! Owns the replay of an MCR game from typed fan: 16 hands in four wind rounds, the deal
//! passing after every hand, the players changing seats between wind rounds, ron and self-draw
//! payments at base 8, head bump on several ron winners, false wins paid to each other player
//! (the player then out of the hand), penalties taken from a player and given to nobody, dead
//! seats, and the final result: points, ranks with ties sharing the better place, and table
//! points 4 / 2 / 1 / 0 shared on ties. Rows and the final result use the shared sheet's shapes
//! ([`Row`], [`FinalResult`]) so that every front end prints one kind of sheet; `honba` and
//! deposits are always 0. The shapes, refusals, checks and sheet every game at fixed seats
//! shares are `engine::fixed_seats`'; this module adds what MCR decides. No I/O.
//!
//! Decisions where the rules leave a point open (docs/rules.md §8):
//! - A seat with a false win may still discard, and the hand's outcome is what happened after
//!   it; the same seat cannot make a second false win in that hand (it is out of the hand).
//! - Three players tied share 7 table points: 2.33 each (rounded to the hundredth); the sheet
//!   keeps hundredths like every final score.
//! - A typed value is trusted from 8 fan up: the sheet cannot tell flowers from the rest.

pub use crate::engine::fixed_seats::Penalty;
use crate::engine::fixed_seats::{
    self, check_seat, check_seats, may_win, outcome_from_sheet, AtADraw, Entry, PenaltyKind,
    TableError, Unplayed, SEATS,
};
use crate::engine::game::fixed_seats_flow::SheetReading;
pub use crate::engine::hand::notation::Wind;
use crate::engine::seat::Seat;
use crate::engine::sheet::{
    self, note::FalseWinWhy, seat_label, FalseWinKind, FinalResult, HandValue, NotePart, Round,
    Row, Score, StyleFacts, ValueError,
};
use crate::engine::styles::ValueKind;

/// Wind rounds in a game, East to North.
const WIND_ROUNDS: u8 = 4;

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
        round = round.next(WIND_ROUNDS).unwrap_or(round);
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
pub type Outcome = fixed_seats::Outcome<Winner>;

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
    /// What every game at fixed seats refuses.
    #[error(transparent)]
    Table(#[from] TableError),
    #[error("{} made a false win in this hand and is out of it: they may not win it; remove them from `false_wins` or from the winners", seat_label(.seat))]
    FalseWinnerWins { seat: Seat },
    #[error("winner {}: {fan} fan is under the {MIN_FAN}-fan minimum; a win declared under it is a false win (`false_wins`, \"under_minimum\"), not a win", seat_label(.seat))]
    UnderMinimum { seat: Seat, fan: u32 },
}

impl Winner {
    /// The MCR value of a winner of the shared sheet: `fan`, refusing a riichi or Hong Kong
    /// Old Style value, and a liable player (MCR has none), with the reason.
    pub fn from_sheet(w: &sheet::Winner, ruleset: &'static str) -> Result<Winner, GameError> {
        if w.pao.is_some() {
            let what = "a liable player (`pao`)";
            return Err(TableError::NotPlayed { what, ruleset }.into());
        }
        Ok(Winner {
            seat: w.seat,
            fan: w.mcr_fan().map_err(TableError::Value)?,
        })
    }
}

impl sheet::Winner {
    /// The fan of an MCR winner, or why the value given is not one.
    pub fn mcr_fan(&self) -> Result<u32, ValueError> {
        match self.value {
            HandValue::Fan(fan) => Ok(fan),
            other => Err(ValueKind::Fan.refuse(self.seat, "`fan` (8 or more)", &other, "no value")),
        }
    }
}

/// How MCR reads a hand of the shared score sheet: its own facts (the false wins); penalties
/// paid to each player and bonuses refused with the reasons before the hand is read
/// ([`Hand::from_sheet`]) and applied.
pub const READING: SheetReading<Mcr, Hand, GameError> = SheetReading {
    reads: |part| matches!(part, StyleFacts::Mcr(_)),
    unplayed: Unplayed {
        false_wins: None,
        bonuses: Some("a Vietnamese bonus (`bonuses`)"),
        penalty: (PenaltyKind::PaidToEach, "a table penalty paid to each player (`each`); MCR penalties are `points` taken from the player"),
    },
    convert: Hand::from_sheet,
    apply: |game, hand| game.apply(hand).map(drop),
};

impl Hand {
    /// A hand of the shared score sheet, once what MCR does not play has been refused
    /// ([`READING`], and riichi's: counters' draws, agari-yame), as this game's hand, refusing
    /// with the reason an abortive draw, chombo and a value that is not fan. `ruleset` names
    /// the preset in those messages.
    pub fn from_sheet(hand: &sheet::Hand, ruleset: &'static str) -> Result<Hand, GameError> {
        let chombo = "chombo: a false win is recorded in `false_wins`";
        let winner = |_index: usize, w: &sheet::Winner| Winner::from_sheet(w, ruleset);
        let outcome = outcome_from_sheet(&hand.outcome, ruleset, AtADraw::Refused, chombo, winner)?;
        Ok(Hand {
            outcome,
            false_wins: hand
                .facts
                .false_wins()
                .iter()
                .map(|f| FalseWin {
                    seat: f.seat,
                    kind: f.kind,
                })
                .collect(),
            penalties: Penalty::taken(&hand.penalties),
            dead: hand.dead.clone(),
        })
    }
}

/// What an MCR game adds to the shared game: nothing to keep, as its deal and its seats
/// follow from the index of the hand.
#[derive(Debug, Clone)]
pub struct Mcr;

impl fixed_seats::Style for Mcr {
    const SELF_DRAW: &'static str = "self-drawn";
    const NOTES_THE_END: bool = true;

    /// The round of the hand at `index`, which a game ended at time reports too: the deal is
    /// the index's, as the seats are.
    fn round(&self, _current: Round, index: usize) -> Round {
        round(index)
    }
}

/// A game in progress.
pub type Game = fixed_seats::Game<Mcr>;

impl Game {
    /// A new game before its first hand, `names` in starting-seat order.
    pub fn new(names: [&str; 4]) -> Game {
        Game::with_style(Mcr, WIND_ROUNDS, names)
    }

    /// The final result once the game is over.
    pub fn final_result(&self) -> Option<FinalResult> {
        self.is_over().then(|| final_result(self.points()))
    }

    /// Applies one hand; on error the game is unchanged.
    pub fn apply(&mut self, hand: &Hand) -> Result<&Row, GameError> {
        self.check_open()?;
        let index = self.rows().len();
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
                FalseWinKind::UnderMinimum => FalseWinWhy::UnderMinimum { minimum: MIN_FAN },
                FalseWinKind::NotWinning => FalseWinWhy::NotWinning,
            };
            notes.push(NotePart::FalseWin {
                player: self.name(f.seat).to_owned(),
                why,
                each,
            });
        }
        let may_win = |w: &Winner| -> Result<(), GameError> {
            may_win(w.seat, &hand.dead)?;
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
            Outcome::Draw => notes.push(NotePart::Draw),
            Outcome::Tsumo { winner } => {
                may_win(winner)?;
                let each = winner.fan + BASE;
                for other in SEATS.seats().filter(|s| *s != winner.seat) {
                    deltas[other.index()] -= each as i32;
                    deltas[winner.seat.index()] += each as i32;
                }
                notes.push(NotePart::SelfDraw {
                    winner: self.name(winner.seat).to_owned(),
                    fan: winner.fan,
                    from_each: each,
                });
            }
            Outcome::Ron { discarder, winners } => {
                // Head bump: the winner nearest the discarder in this hand's turn order.
                let turns_after =
                    |s: Seat| (winds[s.index()].index() + 4 - winds[discarder.index()].index()) % 4;
                let winner =
                    Game::ron_winner(*discarder, winners, |w| w.seat, turns_after, may_win)?;
                for other in SEATS.seats().filter(|s| *s != winner.seat) {
                    let pays = if other == *discarder {
                        winner.fan + BASE
                    } else {
                        BASE
                    };
                    deltas[other.index()] -= pays as i32;
                    deltas[winner.seat.index()] += pays as i32;
                }
                notes.push(NotePart::WinByDiscard {
                    winner: self.name(winner.seat).to_owned(),
                    fan: winner.fan,
                    from_discarder: winner.fan + BASE,
                    discarder: self.name(*discarder).to_owned(),
                    from_each_other: BASE,
                });
                notes.extend(self.void_claims(winners.iter().map(|w| w.seat), winner.seat));
            }
        }
        let taken = self.take_penalties(&hand.penalties, &mut deltas, &mut notes)?;
        // Four hands to a wind round: the deal of North 4 ends the game after hand 16.
        let ended = self.pass_deal();
        Ok(self.record(Entry {
            round: round(index),
            dealer: dealer(index),
            deltas,
            taken,
            notes,
            ended,
        }))
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
        points: points.to_vec(),
        rank: rank.to_vec(),
        score: score.to_vec(),
    }
}

/// `n / d` to the nearest whole number, halves away from zero (`n` ≥ 0 here).
fn div_round(n: i64, d: i64) -> i64 {
    (2 * n + d) / (2 * d)
}

#[cfg(test)]
#[path = "game_tests.rs"]
mod tests;
