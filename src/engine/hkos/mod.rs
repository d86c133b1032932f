//! Hong Kong Old Style (docs/rules.md §7, preset `hkos-msmc`): bonus tiles, the club's faan list
//! scored from tiles, faan to points, payments with pao, and the replay of a game.
//!
//! Owns everything that differs from riichi in value and payment: [`bonus`] (flowers and
//! seasons, kept outside the 34-kind [`Tile`](crate::engine::tiles::Tile) so that the riichi
//! hot path never sees them), [`patterns`] (the faan list, limits, the 3-faan minimum),
//! [`payments`] (the faan table, self-pick and discard shares, pao) and [`game`] (deal kept on a
//! win or a draw, wind rounds, table penalties, dead hands, scores from 0). It reuses the
//! riichi evaluator's validation and decomposition through their public API and must not
//! change them; like the rest of the engine it does no I/O.

pub mod bonus;
pub mod game;
pub mod patterns;
pub mod payments;

pub use bonus::{Bonus, BonusKind, BonusSet};
pub use patterns::{
    evaluate, score, HkosError, HkosInput, HkosScore, Pattern, PatternFaan, Valued,
};
pub use payments::{FaanTable, FaanTableError, HandValue, Payments};
