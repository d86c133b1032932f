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
//! Owns the bonuses as data ([`bonus`]), the check of a winner's value with its bonuses and the
//! settlement of a hand ([`payments`]). Like the rest of the engine it does no I/O, and it knows
//! players only as [`Seat`](crate::engine::seat::Seat) numbers.
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
//! - **Tournament score**: the sum of a player's points over their games, as in the other styles
//!   of typed values.

pub mod bonus;
pub mod payments;

pub use bonus::{Bonus, BONUSES};
pub use payments::{check, settle, Hand, HandError, Value, ValueError, MAX_VALUE};

/// The Vietnamese preset ids (one), for the registry.
pub const PRESETS: &[&str] = &["vietnamese"];

/// The style's name in words.
pub const NAME: &str = "Vietnamese";
