//! MCR's own facts of a stored hand (docs/rules.md §8): the false wins declared during it. The
//! shared record keeps them as [`crate::engine::sheet::StyleFacts::Mcr`], stored as today's
//! `"false_wins": [{"seat": S, "kind": K}]`.

use serde::{Deserialize, Serialize};

use crate::engine::seat::Seat;

/// What an MCR hand records besides what every style shares.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct McrFacts {
    /// False wins declared during this hand, each paid to every other player, the player then
    /// out of the hand.
    pub false_wins: Vec<FalseWin>,
}

impl McrFacts {
    /// Whether nothing is written.
    pub fn is_empty(&self) -> bool {
        self.false_wins.is_empty()
    }
}

/// An MCR false win (docs/rules.md §8): `seat` declared a win it did not have and pays every
/// other player by `kind`; it may not win the rest of the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FalseWin {
    pub seat: Seat,
    pub kind: FalseWinKind,
}

/// What was wrong with a declared win.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FalseWinKind {
    /// A winning shape worth under the 8-fan minimum: 10 to each other player.
    UnderMinimum,
    /// Not a winning shape at all: 20 to each other player.
    NotWinning,
}
