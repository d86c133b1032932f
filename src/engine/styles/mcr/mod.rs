//! MCR (Mahjong Competition Rules, Chinese Official, 81 fan; docs/rules.md §8): hands scored
//! from their tiles ([`scoring`]).
//!
//! Like the rest of the engine it does no I/O.

pub mod line;
pub mod scoring;
