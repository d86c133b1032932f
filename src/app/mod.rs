//! The application layer: what the organizer, a table and a referee *do* — record, confirm,
//! dispute, correct, undo and restore a hand, end a game at time, make and re-run a cut, rank
//! the players — as functions over a database connection or transaction that take parsed
//! domain values and return domain results or errors.
//!
//! It sits between `db` (SQL) and the front ends (`web`, and the command line or a server
//! backend later): no HTTP, no HTML, no wording of pages here. Rules come from `engine` and
//! `tournament`; storage from `db`.
pub mod backups;
pub mod clock;
pub mod cut;
pub mod exports;
pub mod hands;
pub mod pages;
pub mod printables;
pub mod ranking;
pub mod rounds;
pub mod tournaments;
pub mod transfer;

pub mod error;
pub mod refusal;

pub use error::{AppError, AppResult};
pub use refusal::Refusal;

/// The storage handle front ends hold and pass to every operation.
pub use crate::db::Store;
