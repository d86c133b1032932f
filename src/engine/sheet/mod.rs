//! The score sheet every style's game writes: the shapes shared by all of them.
//!
//! Owns the stored hand ([`Hand`], its [`Outcome`], a [`Winner`] and the [`HandValue`] it was
//! written with, table penalties, and the one [`StyleFacts`] value holding what a single style
//! family records, whose types each style's folder defines: `facts.rs`), the sheet's rows ([`Row`]) and rounds ([`Round`]), the
//! position between hands, and the final result with its ranks and scores
//! ([`final_score`]). Each style's replay (`styles::riichi::replay` for riichi and sanma,
//! `styles::hkos::game` for Hong Kong Old Style, …) imports these and nothing of another style's
//! game, so front ends read one kind of sheet whatever the style. No I/O.

pub mod facts;
mod final_score;
mod hand;
mod hand_build;
pub mod note;

use std::fmt;

use serde::{Serialize, Serializer};

pub use crate::engine::seat::Seat;
use crate::engine::seat::TableSize;
pub use facts::TagTeamFacts;
pub use facts::{
    AmericanFacts, Bet, CardNotes, Challenge, ClassicalFacts, FalseWin, FalseWinKind, McrFacts,
    PlayerScore, RiichiFacts, StyleFacts, VietnameseFacts, WinnerFacts, WinnerNotes,
    PLAYER_SCORE_SHAPES,
};
pub use final_score::{
    final_score, placing, placing_at, settle_leftover_deposits, FinalResult, Score,
};
pub use hand::{
    Hand, HandValue, LimitValue, Outcome, TablePenalty, ValueError, ValueFields, WinTiles, Winner,
    MAX_YAKUMAN,
};
pub use note::{Note, NotePart};

/// Names of the starting seats, used when no player names are given (a table of three uses
/// the first three).
pub use crate::engine::seat::WIND_NAMES as SEAT_NAMES;

pub(crate) fn seat_label(seat: &Seat) -> String {
    match SEAT_NAMES.get(usize::from(*seat)) {
        Some(wind) => format!("seat {seat} ({wind})"),
        None => format!("seat {seat}"),
    }
}

/// A round and its dealer: E1…E4, S1…S4 at a table of four, E1…E3, S1…S3 at a table of
/// three (docs/rules.md §2, §6), and W, N rounds where a ruleset plays them. The dealer of round `k`
/// (0-based, counted through the whole game) is seat `k mod players`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Round {
    index: u8,
    seats: u8,
}

impl Round {
    /// East 1 at a table of four, the first hand of a game.
    pub const EAST_1: Round = Round { index: 0, seats: 4 };
    /// South 4, the last round of a four-player riichi game.
    pub const SOUTH_4: Round = Round { index: 7, seats: 4 };

    /// East 1 at a table of this size.
    pub fn first(table: TableSize) -> Round {
        Round {
            index: 0,
            seats: table.count() as u8,
        }
    }

    /// Four-player round by index 0 (E1) to 7 (S4).
    pub fn from_index(index: u8) -> Option<Round> {
        (index <= 7).then_some(Round { index, seats: 4 })
    }

    /// Index from 0 (E1) through the game.
    pub fn index(self) -> u8 {
        self.index
    }

    /// Starting seat of the dealer.
    pub fn dealer(self) -> Seat {
        Seat::new(self.index % self.seats)
    }

    /// The round after this one in a game of `wind_rounds` wind rounds, or `None` when this
    /// was the last.
    pub fn next(self, wind_rounds: u8) -> Option<Round> {
        (!self.is_last(wind_rounds)).then_some(Round {
            index: self.index + 1,
            ..self
        })
    }

    /// Whether this is the last round of a game of `wind_rounds` wind rounds.
    pub fn is_last(self, wind_rounds: u8) -> bool {
        u32::from(self.index) + 1 >= u32::from(wind_rounds) * u32::from(self.seats)
    }

    /// "E1" … "S4".
    pub fn label(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Round {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let winds = ['E', 'S', 'W', 'N'];
        let wind = winds[usize::from(self.index / self.seats) % 4];
        write!(f, "{wind}{}", self.index % self.seats + 1)
    }
}

impl Serialize for Round {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GameEnd {
    /// The dealer of the last round (South 4, or South 3 in sanma) lost the deal
    /// (docs/rules.md §2, §6).
    LastDealOver,
    /// A player went below zero where the ruleset ends the game then (docs/rules.md §2).
    Bust,
    /// The South-4 dealer won and called agari-yame (docs/rules.md §2).
    AgariYame,
    /// The round's time ran out during the last hand and the ruleset ends games at time.
    TimeUp,
    /// A team cleared all five conditions (Clear Mahjong, docs/rules.md §16).
    Cleared,
}

/// The state of the table between hands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Position {
    /// Points per starting seat, deposits on the table not included. At a table of three the
    /// fourth entry is always 0 and belongs to nobody.
    pub points: [i32; 4],
    /// The round the next hand is played in (the last round played once the game is over).
    pub round: Round,
    /// Repeat counters for the next hand.
    pub honba: u32,
    /// Number of 1000-point riichi deposits on the table.
    pub deposits: u32,
    /// Chombos per seat so far (deducted from the final score where the ruleset says so).
    pub chombos: [u32; 4],
    /// Set once the game is over.
    pub ended: Option<GameEnd>,
}

impl Position {
    /// The position of a style that keeps no counters, deposits or chombos (Hong Kong Old
    /// Style, MCR): only points, the round and the end.
    pub fn without_counters(points: [i32; 4], round: Round, ended: Option<GameEnd>) -> Position {
        Position {
            points,
            round,
            honba: 0,
            deposits: 0,
            chombos: [0; 4],
            ended,
        }
    }
}

/// One row of the score sheet: a hand and what it changed. Serializes as the `hands[]` rows of
/// docs/game-json.md.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Row {
    pub index: usize,
    /// The round the hand was played in.
    pub round: Round,
    /// The dealer the hand was played with.
    pub dealer: Seat,
    /// Repeat counters the hand was played with.
    pub honba: u32,
    /// 1000-point deposits on the table before the hand.
    pub deposits_before: u32,
    /// Each person's change in this hand, riichi deposits put down or collected included: one
    /// entry per person at the table, the seats' in starting-seat order (two to four), then
    /// anyone beyond the chairs (the bettor of an American table of five, docs/rules.md §10,
    /// numbered as the people sat for the first hand).
    pub deltas: Vec<i32>,
    /// Each person's points after the hand (before any end-of-game settlement of deposits), as
    /// [`Row::deltas`].
    pub points: Vec<i32>,
    /// 1000-point deposits on the table after the hand.
    pub deposits_after: u32,
    /// What the hand did, as values; serialised as its English summary, e.g. "Ben ron 3900
    /// from Dev".
    #[serde(serialize_with = "note::as_text")]
    pub note: Note,
    /// Whether the game is over after this hand.
    #[serde(skip)]
    pub ended: bool,
    /// Who played in which chair, where more people share the table than play a hand (an
    /// American table of five, where one sits out and bets); `None` where everyone plays
    /// every hand from the seat they started in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seating: Option<HandSeating>,
}

/// Who played a hand in which chair when the table has more people than chairs: people
/// numbered as they sat for the first hand (0 to 3 in chairs East to North, then the others:
/// at an American table of five the first bettor, 4; at a Mangan tag-team table of eight the
/// partners of seats East to North, 4 to 7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HandSeating {
    /// The person in each chair, East first.
    pub chairs: Vec<u8>,
    /// The people off the table at the end of the hand, in their numbers' order: the bettor at
    /// an American table; the four partners not seated at a tag-team table.
    pub sits_out: Vec<u8>,
}

impl HandSeating {
    /// The person (numbered as they sat for the first hand) in `chair` this hand.
    pub fn person_in(&self, chair: Seat) -> Option<usize> {
        self.chairs.get(chair.index()).copied().map(usize::from)
    }
}

impl Row {
    /// The person in `chair` this hand: the chair's starting occupant unless the row says the
    /// people moved.
    pub fn person_in(&self, chair: Seat) -> Option<usize> {
        match &self.seating {
            Some(seating) => seating.person_in(chair),
            None => Some(chair.index()),
        }
    }
}
