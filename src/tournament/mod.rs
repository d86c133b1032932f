//! The tournament as a domain: players, rounds, seating, standings, penalties and brackets.
//!
//! Pure like the engine: no I/O, no clock, no database. Randomness arrives as a seed from the
//! caller, so every draw can be reproduced and checked.
pub mod audit_detail;
pub mod bracket;
pub mod details;
pub mod ema;
pub mod ids;
pub mod language;
pub mod league_table;
pub mod penalties;
pub mod players;
pub mod ranking;
pub mod recut;
pub mod rule_settings;
pub mod seating;
pub mod standings;
pub mod statistics;
pub mod team_standings;
pub mod teams;
