//! What is PostgreSQL's own, the sibling of `db::sqlite`: opening a server's database from its
//! connection URL and bringing its schema up to date with the migrations translated from
//! SQLite's (`db::postgres_schema`), and beginning a writing transaction. There is no snapshot
//! copy here: a PostgreSQL database is backed up with its own `pg_dump` by whoever runs the
//! server, and the backup page says so ([`BACKUP_TOOL`]).

use super::postgres_schema::postgres_migrations;
use super::{Pool, Tx};
use sqlx::any::AnyPoolOptions;
use sqlx::migrate::{Migration, MigrationType, Migrator};
use std::borrow::Cow;

/// The tool that backs up a PostgreSQL database, named on the backup page.
pub const BACKUP_TOOL: &str = "pg_dump";

/// Connections one instance keeps open at most: as many as a laptop's SQLite pool, which the
/// pages and saves of one event were measured with; a server's default limit (100) leaves room
/// for several instances.
const MAX_CONNECTIONS: u32 = 8;

/// Opens the database the URL names (it must exist; tenbou creates its tables, not the
/// database) and brings its schema up to date.
pub async fn open(url: &str) -> Result<Pool, sqlx::Error> {
    let pool = AnyPoolOptions::new()
        .max_connections(MAX_CONNECTIONS)
        .connect(url)
        .await?;
    migrator()?.run(&pool).await?;
    Ok(pool)
}

/// The migrations as PostgreSQL runs them, numbered as SQLite's, so that both databases record
/// the same versions. Each runs in its own transaction, as on SQLite.
fn migrator() -> Result<Migrator, sqlx::Error> {
    let translated = postgres_migrations().map_err(|err| sqlx::Error::Configuration(err.into()))?;
    let migrations: Vec<Migration> = translated
        .into_iter()
        .map(|migration| {
            Migration::new(
                migration.version,
                Cow::Owned(migration.description),
                MigrationType::Simple,
                Cow::Owned(migration.sql),
                false,
            )
        })
        .collect();
    Ok(Migrator {
        migrations: Cow::Owned(migrations),
        ignore_missing: false,
        locking: true,
        no_tx: false,
    })
}

/// Starts a transaction that will write: a plain `BEGIN`. PostgreSQL locks each row as a
/// statement changes it, so two writers of the same rows queue there (a game's `version` row
/// serialises the saves of one game) rather than at the start as SQLite's `BEGIN IMMEDIATE`.
pub async fn begin_write(pool: &Pool) -> sqlx::Result<Tx> {
    pool.begin().await
}
