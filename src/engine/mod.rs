//! The rules, pure: han/fu to payments, a ruleset's options, the state of a game hand by hand,
//! final scores, and the evaluation of a hand from its tiles.
//!
//! Only `std`, serde derives and `thiserror`: no time, no I/O, no database, no HTTP. Everything
//! here is a function of its inputs. What differs between styles is each style's, in
//! [`styles`] (one folder per style and the registry that chooses between them); the score
//! sheet every style's game writes is [`sheet`].
pub mod five_seats;
pub mod fixed_seats;
pub mod game;
pub mod hand;
pub mod listed;
pub mod payment;
pub mod points_game;
pub mod preset_id;
pub mod ruleset;
pub mod seat;
pub mod sheet;
pub mod styles;
pub mod tiles;

/// Hong Kong Old Style's engine at its former path, for the web pages that name it.
pub use styles::hkos;
