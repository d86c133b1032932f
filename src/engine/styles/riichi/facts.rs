//! Riichi's own facts of a stored hand (riichi and sanma): the seats that declared riichi. The
//! shared record keeps them as [`crate::engine::sheet::StyleFacts::Riichi`], stored as today's
//! `"riichi": [seats]` beside the outcome.

use crate::engine::seat::Seat;

/// What a riichi hand records besides what every style shares.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RiichiFacts {
    /// Seats that declared riichi in this hand, each putting down a 1000 deposit.
    pub riichi: Vec<Seat>,
}

impl RiichiFacts {
    /// Whether nothing is written: a hand without riichi has no riichi facts.
    pub fn is_empty(&self) -> bool {
        self.riichi.is_empty()
    }
}
