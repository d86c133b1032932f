//! The only place that speaks SQL: SQLite through sqlx, in WAL mode with foreign keys on and
//! `synchronous=FULL`, so a write that was answered with success survives a crash.
//!
//! The SQL is portable (docs/storage.md): numbered placeholders, new ids through `RETURNING id`,
//! `ON CONFLICT`, times bound from [`now`], booleans as `TRUE`/`FALSE`, so that SQLite and
//! PostgreSQL read every query alike. What is SQLite by nature (opening the file, the write
//! lock, the snapshot copy) is fenced in the `sqlite` module, and `portable_tests` keeps the
//! rest portable.
//!
//! Functions take `&mut Conn` (the connection type below) so that callers compose several of
//! them in one transaction. Every query is parameterised.
//!
//! Storage and loading have one home here: hands are encoded and decoded in `games` (and
//! nowhere else), `results` reads a tournament's games back and replays them through the engine
//! with its own error type, `game_results` keeps each game's result so that rankings need no
//! replay, `rounds` gives the seating history the draw needs.
pub mod accounts;
pub mod audit;
pub mod backup;
pub mod codes;
pub mod game_results;
pub mod games;
pub mod penalties;
pub mod players;
pub mod postgres_schema;
pub mod results;
pub mod rounds;
pub mod seat_pins;
mod sqlite;
pub mod stages;
pub mod table_codes;
pub mod teams;
pub mod tournaments;
pub mod transfer;
// The change signal between processes on PostgreSQL (LISTEN/NOTIFY).
pub mod change_feed;

#[cfg(test)]
mod portable_tests;

use sqlx::Row;

pub use sqlite::{begin_write, open};

/// The database behind every name below: the one line that says SQLite outside the fenced
/// `sqlite` module. Everything else in `db` names these aliases, so that a second database is
/// a change of these names, not of the queries (docs/storage.md).
pub type Database = sqlx::Sqlite;

/// A pool of connections to the database.
pub type Pool = sqlx::Pool<Database>;

/// A connection as every `db` function takes it, alone or inside a transaction. Callers name
/// this, never the database's own type, so that a second database can stand behind it.
pub type Conn = <Database as sqlx::Database>::Connection;

/// A transaction that writes: opened by [`Store::begin_write`], committed by the operation that
/// opened it, rolled back when dropped.
pub type Tx = sqlx::Transaction<'static, Database>;

/// A connection taken from the pool for reads, given back when dropped.
pub type PooledConn = sqlx::pool::PoolConnection<Database>;

/// The storage the application layer speaks to: a pool of connections to the database. Cheap
/// to clone (the pool is shared).
#[derive(Clone, Debug)]
pub struct Store(Pool);

impl Store {
    /// A transaction that will write (see [`begin_write`]).
    pub async fn begin_write(&self) -> Result<Tx, StorageError> {
        Ok(begin_write(&self.0).await?)
    }

    /// A connection for reading.
    pub async fn read(&self) -> Result<PooledConn, StorageError> {
        Ok(self.0.acquire().await?)
    }

    /// The pool itself, for the `db` functions that run on it directly and for tests that
    /// inspect the file.
    pub fn pool(&self) -> &Pool {
        &self.0
    }
}

impl From<Pool> for Store {
    fn from(pool: Pool) -> Self {
        Store(pool)
    }
}

/// A failure of the storage itself (the disk, a lock held too long, a broken file): nothing a
/// person at the event can fix by changing what they typed. Opaque above `db`, so no caller
/// depends on which database stands behind it.
#[derive(Debug, thiserror::Error)]
#[error("storage: {0}")]
pub struct StorageError(#[from] sqlx::Error);

impl StorageError {
    /// True when a UNIQUE constraint refused the write (a duplicate name, say).
    pub fn is_unique_violation(&self) -> bool {
        is_unique_violation(&self.0)
    }
}

/// The schema, embedded in the binary so that a copied `tenbou` upgrades any older database.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

/// A statement being built, its values bound one by one in the order its SQL names them.
pub type Statement<'q> =
    sqlx::query::Query<'q, Database, <Database as sqlx::Database>::Arguments<'q>>;

/// Runs an INSERT that ends in `RETURNING id` and gives the id the database assigned the new
/// row. Asking the statement itself (rather than the connection's last row id) is what both
/// SQLite and PostgreSQL understand, and it cannot pick up another statement's row.
pub(crate) async fn inserted_id(statement: Statement<'_>, conn: &mut Conn) -> sqlx::Result<i64> {
    statement.fetch_one(conn).await?.try_get("id")
}

/// Runs an UPDATE, DELETE or conditional INSERT and gives how many rows it changed: how a
/// write that may find nothing to change tells whether it did.
pub(crate) async fn changed_rows(statement: Statement<'_>, conn: &mut Conn) -> sqlx::Result<u64> {
    Ok(statement.execute(conn).await?.rows_affected())
}

/// Whether a SELECT finds any row: the shape of every "is there…" question.
pub(crate) async fn any_row(question: Statement<'_>, conn: &mut Conn) -> sqlx::Result<bool> {
    Ok(question.fetch_optional(conn).await?.is_some())
}

/// The current time as stored: RFC 3339 in UTC, to the second.
pub fn now() -> String {
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// True when the error is a UNIQUE constraint failure (e.g. a duplicate player name).
pub fn is_unique_violation(err: &sqlx::Error) -> bool {
    matches!(err, sqlx::Error::Database(db) if db.is_unique_violation())
}
