//! A PostgreSQL database of its own for a test that starts real `tenbou` processes on it:
//! created on the server `TENBOU_TEST_POSTGRES_URL` names (`.ci/run` starts one and sets it),
//! dropped when the test lets go of it. Without the variable the test says on the terminal that
//! it did not run and passes, except under CI (`TENBOU_CI_RUN` set), where it fails.
#![allow(dead_code)]

use sqlx::{Connection, Executor};
use std::io::Write;

const URL_VARIABLE: &str = "TENBOU_TEST_POSTGRES_URL";

/// A database made for one test; dropped (its connections ended) when this is dropped.
pub struct PgDatabase {
    /// The address a server is given with `--database-url`.
    pub url: String,
    server: String,
    name: String,
}

impl PgDatabase {
    /// A new, empty database for the test `test`; None, having said so, when the variable
    /// naming a PostgreSQL server is not set.
    pub fn for_test(test: &str) -> Option<Self> {
        let Ok(server) = std::env::var(URL_VARIABLE) else {
            assert!(
                std::env::var_os("TENBOU_CI_RUN").is_none(),
                "{URL_VARIABLE} is not set under CI: .ci/run starts PostgreSQL and sets it"
            );
            // Straight to the terminal: the test harness keeps `eprintln!` of a passing test to
            // itself, and a test that did not run must not pass unnoticed.
            // One write, so that the lines of tests running side by side do not mix.
            let line = format!(
                "\nNOT RUN ({test}): it needs PostgreSQL. Set {URL_VARIABLE}=postgresql://… (a \
                 server where it may create a database) or run `bash .ci/run`\n"
            );
            let _ = std::io::stderr().write_all(line.as_bytes());
            return None;
        };
        // A socket address (`postgresql://postgres@/postgres?host=/tmp/pg`) leaves the host
        // empty, which sqlx's parser refuses; the `host` parameter still says where to go.
        let server = server.replacen("@/", "@localhost/", 1);
        let name = format!("tenbou_proc_{test}_{}", std::process::id());
        run_on(
            &server,
            &[
                format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
                format!("CREATE DATABASE {name}"),
            ],
        );
        Some(Self {
            url: with_database(&server, &name),
            server,
            name,
        })
    }
}

impl Drop for PgDatabase {
    fn drop(&mut self) {
        // The servers may still hold connections (they are killed just before): FORCE ends them.
        run_on(
            &self.server,
            &[format!(
                "DROP DATABASE IF EXISTS {} WITH (FORCE)",
                self.name
            )],
        );
    }
}

/// Runs `statements` on the server's own database, on a runtime of its own (the process
/// tests are not async).
fn run_on(server: &str, statements: &[String]) {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        sqlx::any::install_default_drivers();
        let mut admin = sqlx::AnyConnection::connect(server)
            .await
            .expect("the PostgreSQL server answers");
        for statement in statements {
            admin
                .execute(statement.as_str())
                .await
                .unwrap_or_else(|err| panic!("{statement}: {err}"));
        }
        admin.close().await.ok();
    });
}

/// The server's URL naming database `name` instead of its own.
pub fn with_database(server: &str, name: &str) -> String {
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
