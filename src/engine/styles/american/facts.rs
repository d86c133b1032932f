//! American's own facts of a stored hand (docs/rules.md §10): the dead-hand challenges, what
//! each winner wrote about the card's hand, and at a table of five the bettor's bet. The shared
//! record keeps them as [`crate::engine::sheet::StyleFacts::American`], stored as today's
//! `challenges` and `bet` beside the outcome and the card's notes (`jokerless`,
//! `singles_and_pairs`, `mark`, `line`) inside each winner.

use serde::{Deserialize, Serialize};

use crate::engine::seat::Seat;

/// What an American hand records besides what every style shares.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AmericanFacts {
    /// The dead-hand challenges of this hand, settled after it.
    pub challenges: Vec<Challenge>,
    /// Per winner, in the order the outcome lists them: what was written about the card's
    /// hand. Trailing winners without notes are left out.
    pub cards: Vec<Option<Box<CardNotes>>>,
    /// At a table of five: what the bettor bet on before the hand. Every hand of a game of
    /// five has one; every game of four refuses it.
    pub bet: Option<Bet>,
}

impl AmericanFacts {
    /// Whether nothing is written.
    pub fn is_empty(&self) -> bool {
        self.challenges.is_empty() && self.cards.iter().all(Option::is_none) && self.bet.is_none()
    }

    /// The card's notes of the winner at `index` in the outcome's list.
    pub fn card_of_winner(&self, index: usize) -> Option<&CardNotes> {
        self.cards.get(index)?.as_deref()
    }

    /// These facts as a style that does not play them names them when it refuses the hand:
    /// a dead-hand challenge or a winner's note about the card's hand first, then the bet.
    pub fn as_refused(&self) -> Option<&'static str> {
        self.first_card_part().or(self.bet.map(|_| BET))
    }

    /// The first part only American plays, as another style names it when it refuses the
    /// hand: a dead-hand challenge, or a winner's note about the card's hand.
    pub fn first_card_part(&self) -> Option<&'static str> {
        if !self.challenges.is_empty() {
            return Some("a dead-hand challenge (`challenges`, American's)");
        }
        self.cards.iter().flatten().find_map(|c| c.first_written())
    }
}

/// The bettor's bet as a game without a fifth seat names it when it refuses the hand.
pub const BET: &str = "the bettor's bet (`bet`, at an American table of five only)";

/// What the bettor of an American table of five bet on before the hand, stored as
/// `{"on": S}` (the chair, 0–3, of the player bet on) or `"wall"` (a wall game).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Bet {
    /// That the player in this chair wins the hand.
    On(Seat),
    /// That nobody wins (a wall game).
    #[serde(rename = "wall")]
    WallGame,
}

/// An American dead-hand challenge (docs/rules.md §10): `challenger` said `challenged`'s hand
/// was dead; shown at the end of the hand, it was `found_dead` or not, and the side that was
/// wrong pays the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Challenge {
    pub challenger: Seat,
    pub challenged: Seat,
    pub found_dead: bool,
}

/// What an American winner writes about the card's hand besides its value (docs/rules.md
/// §10): the jokerless double, the Singles and Pairs section, the card's mark and the hand's
/// line. Kept as written (the style's check reads them).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CardNotes {
    pub jokerless: bool,
    pub singles_and_pairs: bool,
    /// The card's mark as written ("C" or "X").
    pub mark: Option<String>,
    /// The hand's line or name on the card.
    pub line: Option<String>,
}

impl CardNotes {
    /// The first note written, as another style names it when it refuses it; `None` when
    /// nothing is written.
    pub fn first_written(&self) -> Option<&'static str> {
        if self.jokerless {
            Some("a jokerless hand (`jokerless`, American's)")
        } else if self.singles_and_pairs {
            Some("a Singles and Pairs hand (`singles_and_pairs`, American's)")
        } else if self.mark.is_some() {
            Some("a card's mark (`mark`, American's)")
        } else if self.line.is_some() {
            Some("a card's line (`line`, American's)")
        } else {
            None
        }
    }
}
