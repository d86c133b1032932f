//! The application layer: what the organizer, a table and a referee *do* — record, confirm,
//! dispute, correct, undo and restore a hand, end a game at time, start and change rounds,
//! give penalties, run the clock, set up the bracket, make and re-run a cut, rank the players
//! — as functions that take parsed domain values and return domain results or errors. An
//! operation a front end calls takes the [`Store`] and owns its transaction; what pages read
//! (the standings, the board, the bracket desk) comes back as plain values in one read.
//!
//! It sits between `db` (SQL) and the front ends (`web`, and the command line or a server
//! backend later): no HTTP, no HTML, no wording of pages here. Rules come from `engine` and
//! `tournament`; storage from `db`.
pub mod accounts;
mod audit_note;
pub mod author;
pub mod backups;
pub mod board;
pub mod bracket;
pub mod clock;
pub mod cut;
pub mod ema;
pub mod exports;
pub mod hands;
pub mod league;
pub mod leagues;
pub mod ownership;
pub mod pages;
pub mod penalties;
pub mod phones;
pub mod players;
pub mod printables;
pub mod ranking;
pub mod rounds;
pub mod sign_in_limits;
pub mod standings;
pub mod statistics;
pub mod team_standings;
pub mod teams;
pub mod tournaments;
pub mod transfer;
// The bus the change signal's moves travel on between processes.
pub mod changes;

pub mod error;
pub mod refusal;

pub use error::{AppError, AppResult};
pub use refusal::Refusal;

/// The storage handle front ends hold and pass to every operation.
pub use crate::db::Store;

/// A game with its hands replayed, as a score sheet or a board shows it.
pub use crate::db::results::PlayedGame;
/// Stored records the operations of rounds, standings and penalties return as they are: plain
/// values of the tournament that pages show field by field.
pub use crate::db::{penalties::PenaltyRow, players::PlayerRow, tournaments::TournamentRow};
