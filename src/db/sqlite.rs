//! What is SQLite by nature, fenced in this one file: opening the database file with its
//! pragmas, taking the write lock when a writing transaction begins, and the snapshot copy of
//! the whole file. Every other file of `db` speaks SQL that SQLite and PostgreSQL both read
//! (docs/storage.md; `db::portable_tests` fails on SQLite-only SQL anywhere else).
//!
//! Each piece says what PostgreSQL will do in its place, so that the PostgreSQL step adds a
//! sibling of this file rather than touching the queries.

use super::{Pool, Tx, MIGRATOR};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

/// Opens (creating if missing) the database file and brings its schema up to date.
///
/// WAL lets readers go on while one writer writes; `synchronous=FULL` makes an answered save
/// survive a crash; foreign keys are off in SQLite unless asked for; the busy timeout lets a
/// writer queue behind another instead of failing. PostgreSQL has all of these by default: it
/// will be opened from a connection URL, with no pragmas.
pub async fn open(path: &Path) -> Result<Pool, sqlx::Error> {
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
    super::game_results::fill_missing(&pool).await?;
    Ok(pool)
}

/// Starts a transaction that will write. `BEGIN IMMEDIATE` takes the write lock at once
/// (waiting up to the busy timeout for another writer), so two referees saving at the same
/// moment queue up instead of one failing halfway when its read snapshot turns out to be
/// stale. PostgreSQL has no such statement: there a writing operation will lock the rows it
/// changes (the game's version row already serialises saves of one game), with a plain
/// `BEGIN`.
pub async fn begin_write(pool: &Pool) -> sqlx::Result<Tx> {
    pool.begin_with("BEGIN IMMEDIATE").await
}

/// Writes a consistent copy of the whole database to the file `target` while the app keeps
/// running (`VACUUM INTO`). On PostgreSQL the database's own tool does this (`pg_dump`, run
/// by whoever runs the server), and tenbou's backup page will say so instead of copying.
pub async fn copy_into(pool: &Pool, target: &str) -> sqlx::Result<()> {
    sqlx::query("VACUUM INTO $1")
        .bind(target)
        .execute(pool)
        .await?;
    Ok(())
}
