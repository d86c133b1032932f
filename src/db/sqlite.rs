//! What is SQLite by nature, fenced in this one file: opening the database file with its
//! pragmas, taking the write lock when a writing transaction begins, and the snapshot copy of
//! the whole file. Every other file of `db` speaks SQL that SQLite and PostgreSQL both read
//! (docs/storage.md; `db::portable_tests` fails on SQLite-only SQL anywhere else).
//!
//! Each piece says what PostgreSQL does in its place, in the sibling `db::postgres`.

use super::{Pool, Tx, MIGRATOR};
use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{ConnectOptions, Executor};
use std::path::Path;

/// What every connection to the file sets first. WAL lets readers go on while one writer
/// writes; `synchronous=FULL` makes an answered save survive a crash; foreign keys are off in
/// SQLite unless asked for; the busy timeout (10 s) lets a writer queue behind another instead
/// of failing. A connection opened through sqlx's `Any` driver keeps only the file's name and
/// mode from its options, so these are run as statements on each new connection.
const CONNECTION_PRAGMAS: &str = "PRAGMA busy_timeout = 10000;
PRAGMA journal_mode = WAL;
PRAGMA synchronous = FULL;
PRAGMA foreign_keys = ON;";

/// Opens (creating if missing) the database file and brings its schema up to date. PostgreSQL
/// has all of the pragmas above by default (`db::postgres`).
pub async fn open(path: &Path) -> Result<Pool, sqlx::Error> {
    // The URL is built by SQLite's own options, which escape any character of the path.
    let url = SqliteConnectOptions::new()
        .filename(path)
        .create_if_missing(true)
        .to_url_lossy();
    let options = AnyConnectOptions::from_url(&url)?;
    let pool = AnyPoolOptions::new()
        .max_connections(8)
        .after_connect(|conn, _| {
            Box::pin(async move {
                conn.execute(CONNECTION_PRAGMAS).await?;
                Ok(())
            })
        })
        .connect_with(options)
        .await?;
    MIGRATOR.run(&pool).await?;
    Ok(pool)
}

/// Starts a transaction that will write. `BEGIN IMMEDIATE` takes the write lock at once
/// (waiting up to the busy timeout for another writer), so two referees saving at the same
/// moment queue up instead of one failing halfway when its read snapshot turns out to be
/// stale. PostgreSQL has no such statement: there a writing operation locks the rows it
/// changes (the game's version row already serialises saves of one game), after a plain
/// `BEGIN` (`db::postgres::begin_write`).
pub async fn begin_write(pool: &Pool) -> sqlx::Result<Tx> {
    pool.begin_with("BEGIN IMMEDIATE").await
}

/// Writes a consistent copy of the whole database to the file `target` while the app keeps
/// running (`VACUUM INTO`). On PostgreSQL the database's own tool does this (`pg_dump`, run
/// by whoever runs the server), and tenbou's backup page says so instead of copying.
pub async fn copy_into(pool: &Pool, target: &str) -> sqlx::Result<()> {
    sqlx::query("VACUUM INTO $1")
        .bind(target)
        .execute(pool)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    /// Every connection of the pool, not only the first, runs with the file's settings: the
    /// pragmas are read back on three connections held at once.
    #[tokio::test]
    async fn every_connection_writes_ahead_syncs_fully_and_checks_keys() {
        let dir = tempfile::tempdir().unwrap();
        let pool = crate::db::open(&dir.path().join("t.db")).await.unwrap();
        let mut held = Vec::new();
        for _ in 0..3 {
            held.push(pool.acquire().await.unwrap());
        }
        for conn in &mut held {
            let journal: String = sqlx::query_scalar("PRAGMA journal_mode")
                .fetch_one(&mut **conn)
                .await
                .unwrap();
            let settings: Vec<i64> = sqlx::query_scalar(
                "SELECT synchronous FROM pragma_synchronous \
                 UNION ALL SELECT foreign_keys FROM pragma_foreign_keys \
                 UNION ALL SELECT timeout FROM pragma_busy_timeout",
            )
            .fetch_all(&mut **conn)
            .await
            .unwrap();
            // synchronous 2 is FULL.
            assert_eq!((journal.as_str(), settings), ("wal", vec![2, 1, 10_000]));
        }
    }
}
