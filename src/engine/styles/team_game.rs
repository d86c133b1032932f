//! A finished game of a style played in teams, as a tournament counts it: which starting seats
//! partnered each other and which of the two sides won. Only a style played in teams answers
//! it (`StyleRules::team_game`); what makes a side win is that style's own rule (Clear
//! Mahjong's, docs/rules.md §16). Names no style and no tournament.

use crate::engine::seat::Seat;

/// The two sides of a finished team game and the winner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamGame {
    /// Each side's two starting seats.
    pub sides: [[Seat; 2]; 2],
    /// The index in `sides` of the side that won; `None` for a game no side won.
    pub winner: Option<usize>,
}
