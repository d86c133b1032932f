//! The change signal between processes on one PostgreSQL database (docs/storage.md, "The
//! change signal between processes"): two apps, each on a bus of its own to the same database,
//! stand for two tenbou processes behind one proxy. A save answered by one reaches the events
//! streams of the other within the time a phone waits today, renews the other's page cache,
//! is not heard back by the process that made it, and a listening connection that drops
//! reconnects and moves every version (the moves sent meanwhile are lost).
//!
//! Only the signal is shared here: each app keeps its own SQLite file, whose tournaments have
//! the same ids. The buses meet in a database of their own per test (a notification reaches
//! only the listeners of its database), on the PostgreSQL named by `TENBOU_TEST_POSTGRES_URL`;
//! without it the tests say how to run them and pass, except under CI (`TENBOU_CI_RUN`).

use crate::common::TestApp;
use crate::live::Stream;
use crate::page_cache::cached;

use axum::http::{HeaderMap, Method, StatusCode, Uri};
use std::time::Duration;
use tenbou::app::changes::ChangeBus;
use tenbou::db::change_feed;
use tenbou::web::caching::{answer_current, LastChange};
use tenbou::web::live::{Live, StreamLimits};

const URL_VARIABLE: &str = "TENBOU_TEST_POSTGRES_URL";

/// How long a phone may wait for a change made on the other process: as on one process.
const WITHIN: Duration = Duration::from_secs(2);

/// A database of its own on the test's PostgreSQL, dropped by [`Database::drop_now`].
struct Database {
    server: sqlx::PgPool,
    name: String,
    url: String,
}

impl Database {
    /// A new database for the test `test`; None (having said why) when no PostgreSQL is given.
    async fn for_test(test: &str) -> Option<Self> {
        let Ok(url) = std::env::var(URL_VARIABLE) else {
            assert!(
                std::env::var_os("TENBOU_CI_RUN").is_none(),
                "{URL_VARIABLE} is not set under CI: .ci/run starts PostgreSQL and sets it"
            );
            eprintln!("skipped: set {URL_VARIABLE}=postgresql://… (a server where this test may create a database), or run `bash .ci/run`");
            return None;
        };
        let options = change_feed::connect_options(&url).expect("a PostgreSQL address");
        let server = sqlx::PgPool::connect_with(options)
            .await
            .expect("PostgreSQL answers");
        let name = format!("tenbou_bus_{test}_{}", std::process::id());
        for statement in [
            format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
            format!("CREATE DATABASE {name}"),
        ] {
            sqlx::query(&statement).execute(&server).await.unwrap();
        }
        let url = with_database(&url, &name);
        Some(Self { server, name, url })
    }

    /// Ends every connection of the process behind `bus` that listens.
    async fn drop_listener_of(&self, bus: &ChangeBus) {
        let ended: Vec<bool> = sqlx::query_scalar(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
        )
        .bind(bus.listener_name().expect("a bus on PostgreSQL"))
        .fetch_all(&self.server)
        .await
        .unwrap();
        assert_eq!(ended, [true], "one listening connection ended");
    }

    async fn drop_now(self) {
        let statement = format!("DROP DATABASE {} WITH (FORCE)", self.name);
        sqlx::query(&statement).execute(&self.server).await.unwrap();
    }
}

/// `url` naming the database `name` instead of its own.
fn with_database(url: &str, name: &str) -> String {
    let (address, query) = url.split_once('?').unwrap_or((url, ""));
    let (scheme, rest) = address.split_once("://").expect("a URL");
    let host = rest.split('/').next().unwrap_or_default();
    let query = if query.is_empty() {
        String::new()
    } else {
        format!("?{query}")
    };
    format!("{scheme}://{host}/{name}{query}")
}

/// One process: an app on a bus of its own, the same tournament (id 1) as every other.
struct Process {
    app: TestApp,
    live: Live,
    last_change: LastChange,
    tournament: i64,
}

impl Process {
    async fn on(database: &Database) -> Self {
        let bus = ChangeBus::from_database_url(Some(&database.url)).expect("a PostgreSQL bus");
        let live = Live::on_bus(StreamLimits::default(), bus);
        let state_live = live.clone();
        let mut last_change = None;
        let mut app = TestApp::configured(|state| {
            *state = state.clone().with_live(state_live);
            last_change = Some(state.last_change.clone());
        })
        .await;
        app.setup_organizer().await;
        let tournament = app.create_tournament("Open").await;
        let process = Self {
            app,
            live,
            last_change: last_change.unwrap(),
            tournament,
        };
        process.until_listening(1).await;
        process
    }

    /// Waits until the bus has made `connections` listening connections.
    async fn until_listening(&self, connections: u64) {
        let bus = self.live.bus();
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        while bus.connections() < connections {
            assert!(
                tokio::time::Instant::now() < deadline,
                "no listening connection number {connections} within 10 s"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// A save answered here: a new player in the tournament.
    async fn save(&mut self, name: &str) {
        let id = self.tournament;
        let saved = self.app.add_player(id, &[("name", name)]).await;
        assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    }

    async fn stream(&self) -> Stream {
        let (status, mut stream) = Stream::open(&self.app, self.tournament, None).await;
        assert_eq!(status, StatusCode::OK);
        let hello = stream.next_event(WITHIN).await.expect("a first event");
        assert!(hello.contains("event: hello\n"), "{hello}");
        stream
    }

    fn number(&self) -> u64 {
        self.live.version(self.tournament).number
    }

    /// Whether the shared page at `path` would be answered from the cache now.
    fn serves_from_cache(&self, path: &str) -> bool {
        let uri: Uri = path.parse().unwrap();
        answer_current(&self.last_change, &Method::GET, &uri, &HeaderMap::new()).is_some()
    }
}

/// Reads `stream`, which last showed `seen`, until it shows `number` or a later one; gives
/// the last number it showed.
async fn read_until(stream: &mut Stream, mut seen: u64, number: u64, what: &str) -> u64 {
    while seen < number {
        seen = stream.expect_change(what).await;
    }
    seen
}

/// Waits until each process heard everything the other sent while they were set up (each
/// tournament created there moved every version): a save on each, in turn, is heard by the
/// other after everything it sent before; then each stream shows its process's version.
async fn settle(a: &mut Process, b: &mut Process, on_a: &mut Stream, on_b: &mut Stream) {
    a.save("Ida").await;
    let on_b_seen = read_until(on_b, 0, a.number(), "the first save on the other process").await;
    b.save("Jo").await;
    let on_a_seen = read_until(on_a, 0, b.number(), "the first save on the other process").await;
    read_until(on_a, on_a_seen, a.number(), "the first saves").await;
    read_until(on_b, on_b_seen, b.number(), "the first saves").await;
}

#[tokio::test]
async fn a_save_on_one_process_reaches_the_others_streams_and_is_not_heard_back() {
    let Some(database) = Database::for_test("streams").await else {
        return;
    };
    let (mut a, mut b) = (Process::on(&database).await, Process::on(&database).await);
    let (mut on_a, mut on_b) = (a.stream().await, b.stream().await);
    settle(&mut a, &mut b, &mut on_a, &mut on_b).await;
    // Moves a millisecond apart are numbered alike by both processes.
    tokio::time::sleep(Duration::from_millis(10)).await;

    a.save("Kai").await;
    let heard = on_b.expect_change("a save on the other process").await;
    assert_eq!(on_a.expect_change("a save here").await, a.number());
    assert_eq!(heard, a.number(), "both processes number the move alike");

    b.save("Lee").await;
    let moved = on_b.expect_change("a save here").await;
    on_a.expect_change("a save on the other process").await;
    // Its own notice comes back to the process that sent it, which leaves it aside.
    on_b.expect_quiet("a save here, heard back").await;
    assert_eq!(b.number(), moved, "no second move on the saving process");
    on_a.expect_quiet("a save on the other process, heard once")
        .await;
    database.drop_now().await;
}

#[tokio::test]
async fn a_save_on_one_process_renews_the_others_page_cache() {
    let Some(database) = Database::for_test("cache").await else {
        return;
    };
    let (mut a, b) = (Process::on(&database).await, Process::on(&database).await);
    let standings = format!("/t/{}/standings", b.tournament);
    cached(&b.app, &standings).await;
    assert!(b.serves_from_cache(&standings));

    a.save("Ida").await;
    let deadline = tokio::time::Instant::now() + WITHIN;
    while b.serves_from_cache(&standings) {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the other process still serves its copy after {WITHIN:?}"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // The next visitor renders the page again, and it is kept for the new version.
    cached(&b.app, &standings).await;
    assert!(b.serves_from_cache(&standings));
    database.drop_now().await;
}

#[tokio::test]
async fn a_dropped_listening_connection_reconnects_and_moves_every_version() {
    let Some(database) = Database::for_test("reconnect").await else {
        return;
    };
    let (mut a, b) = (Process::on(&database).await, Process::on(&database).await);
    let mut on_b = b.stream().await;
    let before = b.number();

    database.drop_listener_of(b.live.bus()).await;
    // What was sent while nobody listened is unknown: every page on it is told to refresh.
    let moved = on_b.expect_change("the listening connection dropped").await;
    assert!(moved > before);
    b.until_listening(2).await;

    // Listening again, it hears the other process as before.
    a.save("Ida").await;
    on_b.expect_change("a save on the other process, after the reconnection")
        .await;
    database.drop_now().await;
}

#[test]
fn a_test_database_is_named_in_the_servers_address() {
    for (url, expected) in [
        (
            "postgresql://postgres@/postgres?host=/tmp/pg&port=5432",
            "postgresql://postgres@/t1?host=/tmp/pg&port=5432",
        ),
        ("postgres://u:p@db:5432/league", "postgres://u:p@db:5432/t1"),
        ("postgres://db", "postgres://db/t1"),
    ] {
        assert_eq!(with_database(url, "t1"), expected);
    }
}
