//! A riichi hand scored straight from its tiles.
//!
//! Owns the path from a written hand (mpsz tiles, melds, the situation of the win) to a score:
//! [`notation`] turns text into typed input, [`validate`] refuses impossible hands and builds a
//! [`validate::Hand`], [`decompose`] finds every reading of the concealed tiles, [`yaku`] and
//! [`fu`] value one reading, and [`evaluate`] picks the reading that pays most and prices it with
//! `engine::payment`. It must not touch I/O, JSON or the game state (dealer rotation, deposits
//! between hands); those belong to `cli` and the game engine.
//!
//! The hot path (validate, decompose, value, price) allocates nothing: counts live in 34-slot
//! arrays and every list (melds, readings' sets, yaku, fu parts) is a fixed-capacity array.

pub mod decompose;
pub mod evaluate;
pub mod fu;
pub mod line;
pub mod notation;
pub mod validate;
pub mod yaku;

pub use evaluate::{evaluate, evaluate_with_nuki, Cost, Score};
pub use line::{evaluate_line, HandLine, LineError, MeldLine};
pub use notation::{HandInput, MeldInput, MeldKind, Situation, Wind};
pub use validate::Hand;
pub use yaku::Yaku;

use crate::engine::tiles::NotationError;
use std::fmt;

/// Which input field a notation error was found in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Hand,
    WinTile,
    /// The tiles of the meld at this index (0-based, as in the input list).
    Meld(usize),
    DoraIndicators,
    UraIndicators,
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Field::Hand => f.write_str("hand"),
            Field::WinTile => f.write_str("win_tile"),
            Field::Meld(i) => write!(f, "melds[{i}].tiles"),
            Field::DoraIndicators => f.write_str("dora_indicators"),
            Field::UraIndicators => f.write_str("ura_indicators"),
        }
    }
}

/// Why a hand could not be scored. `Display` gives the spec's error text: a short machine word,
/// a colon, and a message a person can act on; [`HandError::code`] gives the word alone.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HandError {
    #[error("bad_notation: {field} at {error}")]
    BadNotation { field: Field, error: NotationError },
    /// Tiles that cannot exist together (too many copies, wrong count, melds not in the hand).
    #[error("invalid_hand: {0}")]
    InvalidHand(String),
    /// A meld that is not a meld (`chi` of `135m`, `pon` of two tiles, …).
    #[error("invalid_meld: {0}")]
    InvalidMeld(String),
    /// Situation flags that contradict each other or the hand.
    #[error("invalid_situation: {0}")]
    InvalidSituation(&'static str),
    #[error("not_winning_shape: the concealed tiles form neither four sets and a pair, seven pairs nor thirteen orphans")]
    NotWinningShape,
    #[error("no_yaku: the hand has no yaku (dora alone do not count)")]
    NoYaku,
}

impl HandError {
    /// The machine word that opens the error text.
    pub fn code(&self) -> &'static str {
        match self {
            HandError::BadNotation { .. } => "bad_notation",
            HandError::InvalidHand(_) => "invalid_hand",
            HandError::InvalidMeld(_) => "invalid_meld",
            HandError::InvalidSituation(_) => "invalid_situation",
            HandError::NotWinningShape => "not_winning_shape",
            HandError::NoYaku => "no_yaku",
        }
    }
}

/// A fixed-capacity list: the hot path keeps its lists on the stack.
#[derive(Clone, Copy)]
pub struct ArrayList<T: Copy, const N: usize> {
    items: [T; N],
    len: usize,
}

impl<T: Copy + Default, const N: usize> Default for ArrayList<T, N> {
    fn default() -> Self {
        ArrayList {
            items: [T::default(); N],
            len: 0,
        }
    }
}

impl<T: Copy, const N: usize> ArrayList<T, N> {
    /// Appends; capacities are chosen above the largest count the rules allow, so a full list
    /// is a bug, and the debug assertion says so.
    pub fn push(&mut self, item: T) {
        debug_assert!(self.len < N, "ArrayList capacity {N} exceeded");
        if self.len < N {
            self.items[self.len] = item;
            self.len += 1;
        }
    }
    pub fn as_slice(&self) -> &[T] {
        &self.items[..self.len]
    }
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn clear(&mut self) {
        self.len = 0;
    }
}

impl<T: Copy + fmt::Debug, const N: usize> fmt::Debug for ArrayList<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<T: Copy + PartialEq, const N: usize> PartialEq for ArrayList<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}
