//! How a change made in this process reaches the other processes serving the same database,
//! and theirs reach this one: the bus behind the one change signal (`web/live/signal.rs`).
//!
//! On the laptop's SQLite file one process serves everything, and the versions in its memory
//! are all there is ([`ChangeBus::InProcess`]). On PostgreSQL several processes may serve one
//! database behind a proxy, so each move is also sent through the database and the others'
//! moves are heard from it ([`ChangeBus::Postgres`], `db::change_feed`). The bus is chosen once,
//! from the database's address, when the application state is built; the signal decides what
//! a move means, the bus only carries it.

use super::AppError;
use crate::db::change_feed::{self, ChangeFeed};

pub use crate::db::change_feed::{Changed, Heard, Notice};

/// The way moves of the change signal travel between processes.
#[derive(Clone, Debug, Default)]
pub enum ChangeBus {
    /// One process: nothing to send, nothing to hear.
    #[default]
    InProcess,
    /// Processes sharing one PostgreSQL database: `NOTIFY` out, `LISTEN` in.
    Postgres(Box<ChangeFeed>),
}

impl ChangeBus {
    /// The bus for the database at `url`: PostgreSQL's for a `postgres://` or
    /// `postgresql://` address, in process for anything else (the SQLite file, or no address).
    /// Starts the sending task, so it runs inside the async runtime; connects nothing yet.
    pub fn from_database_url(url: Option<&str>) -> Result<Self, AppError> {
        match url {
            Some(url) if change_feed::is_postgres_url(url) => {
                Ok(Self::Postgres(Box::new(ChangeFeed::open(url)?)))
            }
            _ => Ok(Self::InProcess),
        }
    }

    /// Tells the other processes of a move made here; returns at once and never fails (a
    /// failed send is logged by the sending task).
    pub fn publish(&self, notice: Notice) {
        if let Self::Postgres(feed) = self {
            feed.publish(notice);
        }
    }

    /// Starts hearing the other processes' moves, and every (re)connection after which some
    /// may have been missed; in process there is nobody else, and nothing starts.
    pub fn follow(&self, on_heard: impl FnMut(Heard) + Send + 'static) {
        if let Self::Postgres(feed) = self {
            feed.listen(on_heard);
        }
    }

    /// The name the listening connection shows to the database's administrator
    /// (`pg_stat_activity.application_name`); None in process.
    pub fn listener_name(&self) -> Option<String> {
        match self {
            Self::InProcess => None,
            Self::Postgres(feed) => Some(feed.listener_name()),
        }
    }

    /// Connections made to hear the others so far (each one after the first is a reconnection).
    pub fn connections(&self) -> u64 {
        match self {
            Self::InProcess => 0,
            Self::Postgres(feed) => feed.connections(),
        }
    }
}
