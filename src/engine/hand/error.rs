//! Why a hand could not be scored, and in which field: a file of its own, so that the styles
//! that read hands (sanma's tiles) name the error without importing the scorer that uses them.

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
