//! The rules, pure: han/fu to payments, a ruleset's options, the state of a game hand by hand,
//! final scores, and the evaluation of a hand from its tiles.
//!
//! Only `std`, serde derives and `thiserror`: no time, no I/O, no database, no HTTP. Everything
//! here is a function of its inputs.
pub mod game;
pub mod hand;
pub mod hkos;
pub mod payment;
pub mod ruleset;
pub mod seat;
pub mod tiles;
