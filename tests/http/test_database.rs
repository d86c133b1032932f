//! The database an HTTP test runs on: a new SQLite file in the test's folder by default, or,
//! with `TENBOU_TEST_DATABASE=postgres`, a new PostgreSQL database created for the test on the
//! server `TENBOU_TEST_POSTGRES_URL` names, and dropped when the test's app is dropped. The
//! same tests thus run on both databases (`.ci/run` runs the suite once on each).

use sqlx::{Connection, Executor};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use tenbou::db::{Location, Pool};

/// A test's database; for PostgreSQL, the guard that drops it.
pub struct TestDatabase {
    pub pool: Pool,
    pub on_postgres: bool,
    /// Where it is, for what opens it a second time (`tenbou admin`, a second instance).
    pub location: Location,
    _dropped: Option<DroppedAfter>,
}

impl TestDatabase {
    /// The same database opened again, as a second instance of the app opens it: a pool of its
    /// own, and no guard (the first keeps dropping it).
    pub async fn reopen(&self) -> TestDatabase {
        let pool = tenbou::db::open(self.location.clone())
            .await
            .expect("the same database opens again");
        TestDatabase {
            pool,
            on_postgres: self.on_postgres,
            location: self.location.clone(),
            _dropped: None,
        }
    }
}

/// Whether this run's tests use PostgreSQL.
pub fn postgres_asked() -> bool {
    std::env::var("TENBOU_TEST_DATABASE").is_ok_and(|value| value == "postgres")
}

/// A fresh, migrated database for one test; a SQLite file goes in `folder`.
pub async fn fresh(folder: &Path) -> TestDatabase {
    if !postgres_asked() {
        let location = Location::File(folder.join("test.db"));
        let pool = tenbou::db::open(location.clone())
            .await
            .expect("database opens");
        return TestDatabase {
            pool,
            on_postgres: false,
            location,
            _dropped: None,
        };
    }
    let server = std::env::var("TENBOU_TEST_POSTGRES_URL")
        .expect("TENBOU_TEST_DATABASE=postgres needs TENBOU_TEST_POSTGRES_URL (docs/storage.md)");
    // A socket URL (`postgresql://postgres@/postgres?host=/tmp/pg`) leaves the host empty,
    // which sqlx's URL parser refuses; the `host` parameter still decides where it connects.
    let server = server.replacen("@/", "@localhost/", 1);
    let name = unique_name();
    sqlx::any::install_default_drivers();
    let mut admin = sqlx::AnyConnection::connect(&server)
        .await
        .expect("the PostgreSQL server answers");
    admin
        .execute(format!("CREATE DATABASE {name}").as_str())
        .await
        .expect("a test database is created");
    admin.close().await.ok();
    let dropped = DroppedAfter {
        server: server.clone(),
        name: name.clone(),
    };
    let location = Location::Postgres(with_database(&server, &name));
    let pool = tenbou::db::open(location.clone())
        .await
        .expect("database opens");
    TestDatabase {
        pool,
        on_postgres: true,
        location,
        _dropped: Some(dropped),
    }
}

/// `t_<process>_<count>`: unique among the tests running at once on one server.
fn unique_name() -> String {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let count = COUNT.fetch_add(1, Ordering::Relaxed);
    format!("t_{}_{count}", std::process::id())
}

/// The server's URL naming database `name` instead of its own.
fn with_database(server: &str, name: &str) -> String {
    let (base, query) = server.split_once('?').unwrap_or((server, ""));
    let after_scheme = base.find("://").map_or(0, |at| at + 3);
    let host_end = base[after_scheme..]
        .find('/')
        .map_or(base.len(), |at| after_scheme + at);
    let query = if query.is_empty() {
        String::new()
    } else {
        format!("?{query}")
    };
    format!("{}/{name}{query}", &base[..host_end])
}

/// Drops the test's database when the test ends, on a thread of its own since the test's
/// runtime is ending; `WITH (FORCE)` ends the connections the app's pool still holds.
struct DroppedAfter {
    server: String,
    name: String,
}

impl Drop for DroppedAfter {
    fn drop(&mut self) {
        let (server, name) = (self.server.clone(), self.name.clone());
        let dropping = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a runtime");
            runtime.block_on(async {
                if let Ok(mut admin) = sqlx::AnyConnection::connect(&server).await {
                    let sql = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
                    let _ = admin.execute(sql.as_str()).await;
                }
            });
        });
        let _ = dropping.join();
    }
}

#[test]
fn a_test_database_is_named_in_the_servers_url() {
    assert_eq!(
        with_database(
            "postgresql://postgres@/postgres?host=/tmp/pg&port=5432",
            "t_1_2"
        ),
        "postgresql://postgres@/t_1_2?host=/tmp/pg&port=5432"
    );
    assert_eq!(
        with_database("postgres://u:p@db.example:5432/league", "t_1_2"),
        "postgres://u:p@db.example:5432/t_1_2"
    );
    assert_eq!(
        with_database("postgres://localhost", "t_3_4"),
        "postgres://localhost/t_3_4"
    );
}
