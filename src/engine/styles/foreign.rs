//! The parts of a stored hand that belong to one style only, refused by every style that does
//! not play them, each named as the organizer reads it: every player's `scores` (Chinese
//! Classical's), a dead-hand challenge or a winner's note about the card's hand (American's),
//! the bettor's `bet` (an American table of five's), a winner's `conditions` (Clear Mahjong's).
//! Each style's replay calls [`refuse`] with
//! what it reads itself before it reads the hand, so the game shared by every style lists no
//! style's fields.

use crate::engine::game::error::GameError;
use crate::engine::ruleset::Ruleset;
use crate::engine::sheet::Hand;

/// Which of the parts only some styles play a style's replay reads itself.
#[derive(Debug, Clone, Copy, Default)]
pub struct Reads {
    /// Every player's hand scored (`scores`).
    pub scores: bool,
    /// Dead-hand challenges and the card's notes.
    pub card: bool,
    /// The bettor's bet.
    pub bet: bool,
    /// The condition yaku a winner wrote (Clear Mahjong's).
    pub conditions: bool,
}

impl Reads {
    /// None of them: riichi, sanma, Hong Kong Old Style, MCR.
    pub const NONE: Reads = Reads {
        scores: false,
        card: false,
        bet: false,
        conditions: false,
    };
}

/// Refuses the first part of `hand` that the style playing `rules` does not read, in the order
/// every style names them.
pub fn refuse(hand: &Hand, rules: &Ruleset, reads: Reads) -> Result<(), GameError> {
    let ruleset = rules.id;
    if !hand.facts.scores().is_empty() && !reads.scores {
        return Err(GameError::NotAllowed {
            what: "every player's hand scored (`scores`, Chinese Classical's)",
            ruleset,
        });
    }
    if !reads.card {
        if let Some(what) = hand.american_only_part() {
            return Err(GameError::NotAllowed { what, ruleset });
        }
    }
    if hand.facts.bet().is_some() && !reads.bet {
        return Err(GameError::NotAllowed {
            what: "the bettor's bet (`bet`, at an American table of five only)",
            ruleset,
        });
    }
    if hand.facts.clear_facts().is_some() && !reads.conditions {
        return Err(GameError::NotAllowed {
            what: "the condition yaku a winner held (`conditions`, Clear Mahjong's)",
            ruleset,
        });
    }
    Ok(())
}
