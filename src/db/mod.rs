//! The only place that speaks SQL, through sqlx's `Any` driver: SQLite by default (one file,
//! in WAL mode with foreign keys on and `synchronous=FULL`, so a write that was answered with
//! success survives a crash), or PostgreSQL for a league server, with the same queries.
//!
//! The SQL is portable (docs/storage.md): numbered placeholders, new ids through `RETURNING id`,
//! `ON CONFLICT`, times bound from [`now`], booleans as `TRUE`/`FALSE`, so that SQLite and
//! PostgreSQL read every query alike. What is each database's by nature (opening it, the write
//! lock, the snapshot copy) is fenced in the `sqlite` and `postgres` modules, and
//! `portable_tests` keeps the rest portable. A yes/no column is read through [`Flag`], since
//! SQLite stores it as an integer and PostgreSQL as a boolean.
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
mod flag;
pub mod game_results;
pub mod games;
pub mod leagues;
pub mod penalties;
pub mod players;
mod postgres;
pub mod postgres_schema;
pub mod results;
pub mod rounds;
pub mod seat_pins;
pub mod sign_in_limits;
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
use std::path::{Path, PathBuf};

pub use flag::Flag;

/// The database behind every name below: sqlx's `Any`, which serves SQLite and PostgreSQL
/// through one code path. Everything else in `db` names these aliases (docs/storage.md).
pub type Database = sqlx::Any;

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

/// Where the data lives: a SQLite file (the laptop's default) or a PostgreSQL server given by
/// its connection URL (a league server).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    File(PathBuf),
    Postgres(String),
}

impl Location {
    /// The location a `--database-url` names: only PostgreSQL's URLs, since a SQLite file is
    /// given by its path.
    pub fn from_url(url: &str) -> Result<Self, sqlx::Error> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Location::Postgres(url.to_string()))
        } else {
            Err(sqlx::Error::Configuration(
                "a database URL starts with postgres:// or postgresql:// (a SQLite file is given with --db)"
                    .into(),
            ))
        }
    }
}

/// The location as messages name it: the file's path, or the server's URL with its password
/// hidden, since the start-up message is printed and logged.
impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Location::File(path) => write!(f, "{}", path.display()),
            Location::Postgres(url) => f.write_str(&without_password(url)),
        }
    }
}

/// `postgres://user:secret@host/db` as `postgres://user:***@host/db`.
fn without_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, path) = rest.split_at(authority_end);
    match authority.rsplit_once('@') {
        Some((user_info, host)) => {
            let user = user_info
                .split_once(':')
                .map_or(user_info, |(user, _)| user);
            format!("{scheme}://{user}:***@{host}{path}")
        }
        None => url.to_string(),
    }
}

impl From<&Path> for Location {
    fn from(path: &Path) -> Self {
        Location::File(path.to_path_buf())
    }
}

impl From<&PathBuf> for Location {
    fn from(path: &PathBuf) -> Self {
        Location::File(path.clone())
    }
}

impl From<PathBuf> for Location {
    fn from(path: PathBuf) -> Self {
        Location::File(path)
    }
}

/// Which database a pool speaks to, for the few things each does its own way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// The database behind `pool`, told by the scheme of the URL it was opened with.
    pub fn of(pool: &Pool) -> Self {
        match pool.connect_options().database_url.scheme() {
            "postgres" | "postgresql" => Backend::Postgres,
            _ => Backend::Sqlite,
        }
    }

    /// The server's own tool that backs the database up, where tenbou's snapshot copy (of a
    /// SQLite file) does not.
    pub fn backup_tool(self) -> Option<&'static str> {
        match self {
            Backend::Sqlite => None,
            Backend::Postgres => Some(postgres::BACKUP_TOOL),
        }
    }
}

/// Opens the database at `location` (a SQLite file is created if missing) and brings its
/// schema up to date.
pub async fn open(location: impl Into<Location>) -> Result<Pool, sqlx::Error> {
    sqlx::any::install_default_drivers();
    let pool = match location.into() {
        Location::File(path) => sqlite::open(&path).await?,
        Location::Postgres(url) => postgres::open(&url).await?,
    };
    // Games stored before results were kept per game get theirs now, once.
    game_results::fill_missing(&pool).await?;
    Ok(pool)
}

/// Starts a transaction that will write, the way the pool's database makes two writers queue
/// rather than fail halfway (see `sqlite::begin_write` and `postgres::begin_write`).
pub async fn begin_write(pool: &Pool) -> sqlx::Result<Tx> {
    match Backend::of(pool) {
        Backend::Sqlite => sqlite::begin_write(pool).await,
        Backend::Postgres => postgres::begin_write(pool).await,
    }
}

/// The storage the application layer speaks to: a pool of connections to the database. Cheap
/// to clone (the pool is shared).
#[derive(Clone, Debug)]
pub struct Store(Pool);

impl Store {
    /// A transaction that will write (see [`begin_write`]).
    pub async fn begin_write(&self) -> Result<Tx, StorageError> {
        Ok(begin_write(&self.0).await?)
    }

    /// The database behind this store.
    pub fn backend(&self) -> Backend {
        Backend::of(&self.0)
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
