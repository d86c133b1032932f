//! The one error an application operation returns: the front end turns a refusal into words
//! and a status, and never sees which database stands behind the store.

use super::refusal::Refusal;
use crate::db::results::LoadError;
use crate::db::StorageError;

/// Why an operation did not happen.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// What was asked cannot be done as asked; the refusal says what and why, as facts the
    /// page words in the reader's language.
    #[error("refused: {0:?}")]
    Refused(Refusal),
    /// The tournament, game, player or hand asked for does not exist.
    #[error("there is no such record")]
    NotFound,
    /// The actor may not do this (a table phone changing another table, a referee outside
    /// their tournament).
    #[error("not allowed")]
    Forbidden,
    /// The storage failed: nothing a person at the event can fix.
    #[error("{0}")]
    Storage(#[from] StorageError),
    /// Stored data that no version of the program could have written.
    #[error("{0}")]
    Corrupt(String),
}

impl From<sqlx::Error> for AppError {
    fn from(err: sqlx::Error) -> Self {
        AppError::Storage(StorageError::from(err))
    }
}

impl From<Refusal> for AppError {
    fn from(refusal: Refusal) -> Self {
        AppError::Refused(refusal)
    }
}

impl From<LoadError> for AppError {
    fn from(err: LoadError) -> Self {
        match err {
            LoadError::NoSuchGame => AppError::NotFound,
            LoadError::Database(err) => AppError::from(err),
            other => AppError::Corrupt(other.to_string()),
        }
    }
}

pub type AppResult<T> = Result<T, AppError>;
