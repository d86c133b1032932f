//! The application layer: what the organizer, a table and a referee *do* — record, confirm,
//! dispute, correct, undo and restore a hand, end a game at time, make and re-run a cut, rank
//! the players — as functions over a database connection or transaction that take parsed
//! domain values and return domain results or errors.
//!
//! It sits between `db` (SQL) and the front ends (`web`, and the command line or a server
//! backend later): no HTTP, no HTML, no wording of pages here. Rules come from `engine` and
//! `tournament`; storage from `db`.
pub mod clock;
pub mod cut;
pub mod hands;
pub mod ranking;
pub mod rounds;

use crate::db::results::LoadError;

/// Why an application step failed for a reason no person at the event can fix: a missing
/// record, or stored data that cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("database: {0}")]
    Database(#[from] sqlx::Error),
    /// The tournament, game or hand asked for does not exist.
    #[error("there is no such record")]
    NotFound,
    /// Stored data that no version of the program could have written.
    #[error("{0}")]
    Corrupt(String),
}

impl From<LoadError> for AppError {
    fn from(err: LoadError) -> Self {
        match err {
            LoadError::NoSuchGame => AppError::NotFound,
            LoadError::Database(err) => AppError::Database(err),
            other => AppError::Corrupt(other.to_string()),
        }
    }
}

pub type AppResult<T> = Result<T, AppError>;
