//! The change signal between processes that serve one PostgreSQL database: PostgreSQL's
//! `LISTEN`/`NOTIFY` on the channel [`CHANNEL`]. A process sends every move of a version it
//! made (`NOTIFY tenbou_changes, '<tournament>:<number>:<instance>'`, through `pg_notify`)
//! and listens for the others' moves. What a move means (which versions to raise, which
//! streams to wake) is the web's change signal's to decide (`web/live/signal.rs`); this file
//! only carries the notices and says when some may have been lost.
//!
//! Sending never holds up a request: a move is queued and a background task sends it, so a
//! save never fails or waits because the database's notification failed (it is logged). The
//! listening task reconnects with a growing pause when its connection drops, and after every
//! connection (the first too) reports [`Heard::Missed`]: what was sent while nobody listened
//! is unknown, so the listener must treat every tournament as changed.
//!
//! PostgreSQL only, by nature: nothing here runs on the SQLite file, whose single process
//! needs no signal between processes.

use rand::{RngCore, SeedableRng};
use sqlx::postgres::{PgConnectOptions, PgListener, PgPool, PgPoolOptions};
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;

/// The one channel every tenbou process on a database sends and listens on.
pub const CHANNEL: &str = "tenbou_changes";

/// The first pause before listening again after the connection dropped; it doubles after each
/// failed try, up to [`LONGEST_PAUSE`], so a database that is down is not hammered.
const FIRST_PAUSE: Duration = Duration::from_millis(200);
const LONGEST_PAUSE: Duration = Duration::from_secs(10);

/// How long a failed notification waits before its one retry (the pool opens a new connection
/// meanwhile when the old one died).
const RETRY_PAUSE: Duration = Duration::from_millis(250);

/// What a process changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Changed {
    /// What one tournament's pages show.
    Tournament(i64),
    /// What any tournament's pages may show (a tournament created or imported, a backup).
    Everything,
}

/// One move of a version, as one process tells the others.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Notice {
    pub changed: Changed,
    /// The version number the sender moved to.
    pub number: u64,
}

/// What the listening task reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Heard {
    /// Another process moved a version.
    Moved(Notice),
    /// The task (re)connected: notices sent while it was not listening are lost.
    Missed,
}

/// The notice as sent, with the sending process's instance so that its own listener can
/// tell its own notices from the others'.
fn payload(notice: Notice, instance: u64) -> String {
    let target = match notice.changed {
        Changed::Tournament(id) => id.to_string(),
        Changed::Everything => "*".to_owned(),
    };
    format!("{target}:{}:{instance:016x}", notice.number)
}

/// A payload read back: the notice and the instance that sent it; None for anything else on
/// the channel (a future format, a person's `NOTIFY` by hand), which is ignored.
fn parse(payload: &str) -> Option<(Notice, u64)> {
    let mut parts = payload.split(':');
    let changed = match parts.next()? {
        "*" => Changed::Everything,
        id => Changed::Tournament(id.parse().ok()?),
    };
    let number = parts.next()?.parse().ok()?;
    let instance = u64::from_str_radix(parts.next()?, 16).ok()?;
    if parts.next().is_some() {
        return None;
    }
    Some((Notice { changed, number }, instance))
}

/// PostgreSQL's connection options from `url`. libpq also reads a user without a host
/// (`postgresql://user@/db?host=/socket/dir`: the socket named in the query), which the URL
/// parser under sqlx refuses as an empty host; that form is read as
/// `postgresql:///db?host=/socket/dir&user=user`.
pub fn connect_options(url: &str) -> sqlx::Result<PgConnectOptions> {
    PgConnectOptions::from_str(&user_without_host(url))
}

/// `url` with a user but no host rewritten with the user in the query (see [`connect_options`]).
fn user_without_host(url: &str) -> Cow<'_, str> {
    let Some((scheme, rest)) = url.split_once("://") else {
        return Cow::Borrowed(url);
    };
    let (authority, after) = rest.split_at(rest.find(['/', '?']).unwrap_or(rest.len()));
    let Some(user) = authority.strip_suffix('@') else {
        return Cow::Borrowed(url);
    };
    let credentials = match user.split_once(':') {
        Some((user, password)) => format!("user={user}&password={password}"),
        None => format!("user={user}"),
    };
    let path = if after.starts_with('/') { "" } else { "/" };
    let join = if after.contains('?') { '&' } else { '?' };
    Cow::Owned(format!("{scheme}://{path}{after}{join}{credentials}"))
}

/// Whether `url` names a PostgreSQL database (`postgres://` or `postgresql://`).
pub fn is_postgres_url(url: &str) -> bool {
    let scheme = url.split("://").next().unwrap_or_default();
    scheme.eq_ignore_ascii_case("postgres") || scheme.eq_ignore_ascii_case("postgresql")
}

/// This process's end of the channel: a queue of notices to send, drained by a background
/// task, and the listening task once [`ChangeFeed::listen`] starts it. Cheap to clone.
#[derive(Clone, Debug)]
pub struct ChangeFeed {
    options: PgConnectOptions,
    /// Random at start: tells this process's notices from the others'.
    instance: u64,
    queue: mpsc::UnboundedSender<Notice>,
    /// Connections the listening task has made so far.
    connections: Arc<AtomicU64>,
}

impl ChangeFeed {
    /// The feed of the database at `url`, sending from a background task started here (so
    /// this runs inside the async runtime). Nothing connects yet: the first notice or the
    /// listening task does.
    pub fn open(url: &str) -> Result<Self, super::StorageError> {
        let options = connect_options(url)?;
        let instance = rand::rngs::StdRng::from_os_rng().next_u64();
        let sender = PgPoolOptions::new()
            .max_connections(1)
            .connect_lazy_with(options.clone().application_name("tenbou changes"));
        let (queue, notices) = mpsc::unbounded_channel();
        tokio::spawn(send_loop(sender, notices, instance));
        Ok(Self {
            options,
            instance,
            queue,
            connections: Arc::default(),
        })
    }

    /// Queues `notice` for the other processes; returns at once.
    pub fn publish(&self, notice: Notice) {
        // The sending task ends only with the runtime, when nothing is left to tell.
        let _ = self.queue.send(notice);
    }

    /// Starts the task that listens for the other processes' notices (this process's own are
    /// left out) and reports each, and every (re)connection, to `on_heard`.
    pub fn listen(&self, on_heard: impl FnMut(Heard) + Send + 'static) {
        let listening = Listening {
            options: self.options.clone().application_name(&self.listener_name()),
            instance: self.instance,
            connections: self.connections.clone(),
        };
        tokio::spawn(listening.run(on_heard));
    }

    /// The `application_name` the listening connection shows in `pg_stat_activity`.
    pub fn listener_name(&self) -> String {
        format!("tenbou listener {:016x}", self.instance)
    }

    /// Connections the listening task has made and listens on (0 before the first).
    pub fn connections(&self) -> u64 {
        self.connections.load(Ordering::Acquire)
    }
}

/// Sends the queued notices, oldest first. Moves queued together are sent once per target
/// with the newest number: the receivers only need to know that it moved, and to what.
async fn send_loop(pool: PgPool, mut notices: mpsc::UnboundedReceiver<Notice>, instance: u64) {
    while let Some(first) = notices.recv().await {
        let mut newest: BTreeMap<Changed, u64> = BTreeMap::from([(first.changed, first.number)]);
        while let Ok(next) = notices.try_recv() {
            let number = newest.entry(next.changed).or_insert(next.number);
            *number = (*number).max(next.number);
        }
        for (changed, number) in newest {
            let text = payload(Notice { changed, number }, instance);
            if notify(&pool, &text).await.is_err() {
                tokio::time::sleep(RETRY_PAUSE).await;
                if let Err(err) = notify(&pool, &text).await {
                    tracing::warn!("the change {text} was not sent to other instances: {err}");
                }
            }
        }
    }
}

async fn notify(pool: &PgPool, payload: &str) -> sqlx::Result<()> {
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(CHANNEL)
        .bind(payload)
        .execute(pool)
        .await
        .map(drop)
}

/// The listening task's settings.
struct Listening {
    options: PgConnectOptions,
    instance: u64,
    connections: Arc<AtomicU64>,
}

impl Listening {
    /// Listens for ever: connects (pausing longer after each failure), reports
    /// [`Heard::Missed`], then each other process's notice until the connection fails.
    async fn run(self, mut on_heard: impl FnMut(Heard)) {
        let mut pause = FIRST_PAUSE;
        loop {
            let mut listener = match self.connect().await {
                Ok(listener) => listener,
                Err(err) => {
                    tracing::warn!("listening for other instances' changes failed: {err}; trying again in {pause:?}");
                    tokio::time::sleep(pause).await;
                    pause = (pause * 2).min(LONGEST_PAUSE);
                    continue;
                }
            };
            pause = FIRST_PAUSE;
            self.connections.fetch_add(1, Ordering::AcqRel);
            on_heard(Heard::Missed);
            loop {
                match listener.try_recv().await {
                    Ok(Some(notification)) => match parse(notification.payload()) {
                        Some((notice, from)) if from != self.instance => {
                            on_heard(Heard::Moved(notice));
                        }
                        _ => {}
                    },
                    // The connection dropped and the listener connected and listens again.
                    Ok(None) => {
                        self.connections.fetch_add(1, Ordering::AcqRel);
                        on_heard(Heard::Missed);
                    }
                    Err(err) => {
                        tracing::warn!(
                            "the connection listening for other instances' changes failed: {err}"
                        );
                        break;
                    }
                }
            }
        }
    }

    /// A listener on [`CHANNEL`] over a pool of its own, so that a dead connection goes with
    /// its pool and the next one starts afresh.
    async fn connect(&self) -> sqlx::Result<PgListener> {
        let pool = PgPoolOptions::new()
            .max_connections(1)
            .max_lifetime(None)
            .idle_timeout(None)
            .acquire_timeout(LONGEST_PAUSE)
            .connect_with(self.options.clone())
            .await?;
        let mut listener = PgListener::connect_with(&pool).await?;
        listener.listen(CHANNEL).await?;
        Ok(listener)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notice_reads_back_as_sent_and_anything_else_on_the_channel_is_ignored() {
        let sent = [
            Notice {
                changed: Changed::Tournament(12),
                number: 1_764_480_000_123,
            },
            Notice {
                changed: Changed::Everything,
                number: 7,
            },
        ];
        for notice in sent {
            let text = payload(notice, 0xabc);
            assert_eq!(parse(&text), Some((notice, 0xabc)), "{text}");
        }
        assert_eq!(payload(sent[0], 1), "12:1764480000123:0000000000000001");
        for other in [
            "", "12", "12:5", "x:5:1", "12:-5:1", "12:5:zz", "12:5:1:9", "hello",
        ] {
            assert_eq!(parse(other), None, "{other}");
        }
    }

    #[test]
    fn a_user_without_a_host_moves_into_the_query() {
        for (url, read) in [
            (
                "postgresql://postgres@/postgres?host=/tmp/pg&port=5432",
                "postgresql:///postgres?host=/tmp/pg&port=5432&user=postgres",
            ),
            (
                "postgres://u:pw@/league",
                "postgres:///league?user=u&password=pw",
            ),
            ("postgres://u@", "postgres:///?user=u"),
            ("postgres://u@db:5432/league", "postgres://u@db:5432/league"),
            (
                "postgres:///league?host=/run",
                "postgres:///league?host=/run",
            ),
        ] {
            assert_eq!(user_without_host(url), read, "{url}");
        }
        let options = connect_options("postgresql://postgres@/tenbou?host=/tmp/pg").unwrap();
        assert_eq!(options.get_database(), Some("tenbou"));
        assert_eq!(options.get_username(), "postgres");
    }

    #[test]
    fn only_postgresql_addresses_choose_the_feed() {
        assert!(is_postgres_url("postgres://u@host/db"));
        assert!(is_postgres_url(
            "postgresql://postgres@/postgres?host=/tmp/pg"
        ));
        assert!(!is_postgres_url("sqlite://tenbou.db"));
        assert!(!is_postgres_url("tenbou.db"));
    }
}
