//! The only place that speaks SQL: SQLite through sqlx, in WAL mode with foreign keys on and
//! `synchronous=FULL`, so a write that was answered with success survives a crash.
//!
//! Functions take `&mut SqliteConnection` so that callers compose several of them in one
//! transaction. Every query is parameterised.
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
pub mod tournaments;
pub mod transfer;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::SqlitePool;
use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

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
