//! Vietnamese mahjong (docs/rules.md §12): the game of the largest set — flowers, seasons, kings
//! and queens, and two sets of jokers — played here with typed values and the bonuses of its
//! special tiles offered on the score sheet.
//!
//! Sources: the club's "A Quick Look at Mahjong around the World: Vietnamese Mahjong" (the
//! tiles, the kings and queens doubling, the Blue and Red Jokers, the "No Flowers, No Leaves"
//! hand). The club's page says the scoring "seems to be identical to Chinese Classical
//! scoring, except only the winner's hand is scored", and that the details could not be found;
//! tenbou therefore takes the winner's value as typed and applies only the bonuses below.
//!
//! Owns the one preset `vietnamese` ([`Ruleset::vietnamese`]), the registry's answers for the
//! style ([`Vietnamese`]), the bonuses as data ([`bonus`]), the check of a winner's value with its
//! bonuses and the settlement of a hand on its own ([`payments`]), and the settlement of the
//! shared game of points (`engine::points_game`, [`Payments`]) that replays its games. A winner
//! is stored as `"points": P` with the `"bonuses"` ticked (`sheet::Winner::bonuses`); every
//! other style refuses bonuses. Like the rest of the engine it does no I/O, and it knows players
//! only as [`Seat`](crate::engine::seat::Seat) numbers.
//!
//! Decisions (each also in docs/rules.md §12, "Decisions"):
//!
//! - **Values are typed**: the winner's hand scored by the table, a whole number from 1 to
//!   10 000 (a larger number is a typing mistake), before the bonuses the sheet offers. A
//!   bonus already counted in the typed value must not be ticked again.
//! - **Bonuses multiply** the typed value; several multiply together. They are:
//!   - *King and queen*: × 2 for every king and queen of the same number the winner holds (the
//!     club's page: "double … for every set of king tile and queen tile … with a matching
//!     number"), up to four pairs;
//!   - *All four Blue Jokers* and *All four Red Jokers*, laid out as bonus tiles: × 8 each. The
//!     page says the two sets of jokers are kept apart "just like … flowers and seasons … for
//!     the purposes of scoring", and Chinese Classical, whose scoring the page says Vietnamese
//!     follows, doubles a complete set of flowers or seasons three times;
//!   - *No Flowers, No Leaves* (no jokers, bonus tiles or honour tiles): × 8, the page's "huge
//!     bonus" set at the largest bonus of the Chinese Classical list, three doubles. It cannot
//!     come with the kings and queens or the joker sets (that hand holds none);
//!   - *All four Blue Jokers discarded* and *Six bonus tiles discarded*: × 2 each, the page's
//!     "special bonuses" of the No Flowers, No Leaves hand, so only with it.
//! - **Payment**: each other player pays the winner the value with its bonuses, whether the
//!   win was self-picked or on a discard (the discarder pays as the others); a wall game pays
//!   nothing.
//! - **No fifth seat**: the players are seats 0 to 3.
//! - **The game** is Zung Jung's `zung-jung` (the club's page says nothing of it): 16 hands, the
//!   players keeping their seats, the deal passing every hand, no round wind, head bump on a
//!   discard claimed by several, penalties taken from the player and given to nobody (the
//!   game's points then sum to minus them), a game ended at time after the hand in progress,
//!   the points as the final score with tied players sharing the better place. A win needs a
//!   value of 1 at least.
//! - **The sum is shown**: a hand with bonuses is noted "30 × 2 × 2 (…) = 120 points" on the
//!   sheet, the public sheet and hands.csv ([`Payments`]' `worked`).
//! - **Tournament score**: the sum of a player's points over their games, as in the other styles
//!   of typed values.

pub mod bonus;
pub mod facts;
pub mod payments;

pub use bonus::{Bonus, BONUSES};
pub use payments::{check, settle, Hand, HandError, Value, ValueError, MAX_VALUE};

use super::{Facts, StyleId, StyleRules, ValueKind};
use crate::engine::points_game::{Settlement, Win};
use crate::engine::ruleset::Ruleset;
use crate::engine::sheet::note::PointsWorth;
use crate::engine::sheet::{self, HandValue, Winner, WinnerFacts};

/// The Vietnamese preset ids (one), for the registry.
pub const PRESETS: &[&str] = &["vietnamese"];

/// The style's name in words.
pub const NAME: &str = "Vietnamese";

/// What a Vietnamese winner is written with, as a refusal of another shape says it.
pub const VALUE_WORDS: &str =
    "`points` (the hand's value, 1 to 10000) with the `bonuses` ticked, if any";

/// Vietnamese, as the registry knows it.
pub struct Vietnamese;

impl Ruleset {
    /// Vietnamese (`vietnamese`, docs/rules.md §12): the game of Zung Jung's `zung-jung` —
    /// four wind rounds of four hands, the deal passing every hand, scores from 0, head bump,
    /// penalties taken, a game ended at time after the hand in progress, the points as the
    /// final score — with the winner paid the value and its bonuses by each other player.
    pub fn vietnamese() -> Ruleset {
        Ruleset::in_points("vietnamese", NAME, StyleId::Vietnamese)
    }
}

/// The settlement of the shared game of points: the value times its bonuses from each other
/// player, self-drawn or not.
#[derive(Debug)]
pub struct Payments;

/// The one preset's settlement.
pub const PAYMENTS: Payments = Payments;

impl Settlement for Payments {
    fn ruleset(&self) -> &'static str {
        PRESETS[0]
    }

    /// The value with its bonuses (`Value::total`), after the style's check.
    fn points(&self, winner: &Winner, written: WinnerFacts<'_>) -> Result<u32, sheet::ValueError> {
        let value = check_winner(winner, written)?;
        // At most 10 000 × 2⁴ × 8 × 8 (see `settle`): inside a u32.
        Ok(u32::try_from(value.total()).unwrap_or(u32::MAX))
    }

    /// A value of 1 wins: the typed value is the table's own count.
    fn minimum(&self) -> u32 {
        1
    }

    /// With bonuses, the value times each multiplier and the bonuses named:
    /// "30 × 2 (King and queen of the same number (each pair)) = 60".
    fn worked(&self, winner: &Winner, written: WinnerFacts<'_>) -> Option<PointsWorth> {
        let value = check_winner(winner, written).ok()?;
        (!value.bonuses().is_empty()).then(|| value.worth())
    }

    /// The value from each other player; the discarder pays as the others.
    fn pays(&self, win: &Win) -> [u32; 4] {
        let mut pays = [win.points; 4];
        pays[win.winner.index()] = 0;
        pays
    }
}

/// A Vietnamese winner's value checked with its bonuses (docs/rules.md §12): `"points": P`
/// and the `bonuses` ticked, refusing another style's value with what to write instead, and a
/// value or a set of bonuses no hand can have with the rule in words.
pub fn check_winner(winner: &Winner, written: WinnerFacts<'_>) -> Result<Value, sheet::ValueError> {
    let seat = winner.seat;
    match winner.value {
        HandValue::Points(points) => {
            check(i64::from(points), written.bonuses).map_err(|e| sheet::ValueError::Refused {
                seat,
                reason: e.to_string(),
            })
        }
        other => Err(ValueKind::Points.refuse(seat, VALUE_WORDS, &other, "no value")),
    }
}

/// The style's plain answers.
pub const FACTS: Facts = Facts::points_game(
    StyleId::Vietnamese,
    NAME,
    PRESETS,
    |id| (id == PRESETS[0]).then(Ruleset::vietnamese),
    |winner, written| check_winner(winner, written).map(drop),
);

impl StyleRules for Vietnamese {
    fn facts(&self) -> &'static Facts {
        &FACTS
    }

    fn points_settlement(&self, _rules: &Ruleset) -> Option<&'static dyn Settlement> {
        Some(&PAYMENTS)
    }

    /// With bonuses, the sum that gives the points paid, naming each bonus (the sum's own
    /// words end in its points).
    fn value_words(&self, winner: &Winner, written: WinnerFacts<'_>) -> Option<String> {
        PAYMENTS.worked(winner, written).map(|sum| sum.to_string())
    }
}

#[cfg(test)]
mod tests;
