//! The only place that speaks SQL: SQLite through sqlx, in WAL mode with foreign keys on and
//! `synchronous=FULL`, so a write that was answered with success survives a crash.
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
pub mod results;
pub mod rounds;
pub mod seat_pins;
pub mod stages;
pub mod table_codes;
pub mod teams;
pub mod tournaments;
pub mod transfer;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::SqlitePool;
use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

/// A connection as every `db` function takes it, alone or inside a transaction. Callers name
/// this, never the database's own type, so that a second database can stand behind it.
pub type Conn = sqlx::SqliteConnection;

/// A transaction that writes: opened by [`Store::begin_write`], committed by the operation that
/// opened it, rolled back when dropped.
pub type Tx = sqlx::Transaction<'static, sqlx::Sqlite>;

/// A connection taken from the pool for reads, given back when dropped.
pub type PooledConn = sqlx::pool::PoolConnection<sqlx::Sqlite>;

/// The storage the application layer speaks to: a pool of connections to the database. Cheap
/// to clone (the pool is shared).
#[derive(Clone, Debug)]
pub struct Store(SqlitePool);

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
    pub fn pool(&self) -> &SqlitePool {
        &self.0
    }
}

impl From<SqlitePool> for Store {
    fn from(pool: SqlitePool) -> Self {
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

/// Opens (creating if missing) the database file and brings its schema up to date.
pub async fn open(path: &Path) -> Result<SqlitePool, sqlx::Error> {
    let options = SqliteConnectOptions::from_str("sqlite:")?
        .filename(path)
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Full)
        .foreign_keys(true)
        .busy_timeout(Duration::from_secs(10));
    let pool = SqlitePoolOptions::new()
        .max_connections(8)
        .connect_with(options)
        .await?;
    MIGRATOR.run(&pool).await?;
    // Games stored before results were kept per game get theirs now, once.
    game_results::fill_missing(&pool).await?;
    Ok(pool)
}

/// A statement being built, its values bound one by one in the order its SQL names them.
pub type Statement<'q> = sqlx::query::Query<'q, sqlx::Sqlite, sqlx::sqlite::SqliteArguments<'q>>;

/// Runs an INSERT and gives the id SQLite assigned the new row.
pub(crate) async fn inserted_id(statement: Statement<'_>, conn: &mut Conn) -> sqlx::Result<i64> {
    Ok(statement.execute(conn).await?.last_insert_rowid())
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

/// Starts a transaction that will write. `BEGIN IMMEDIATE` takes the write lock at once (waiting
/// up to the busy timeout for another writer), so two referees saving at the same moment queue
/// up instead of one failing halfway when its read snapshot turns out to be stale.
pub async fn begin_write(
    pool: &SqlitePool,
) -> sqlx::Result<sqlx::Transaction<'static, sqlx::Sqlite>> {
    pool.begin_with("BEGIN IMMEDIATE").await
}
