//! The two schemas agree (docs/storage.md, "The check"): the SQLite migrations applied to a
//! fresh file and their PostgreSQL translation (`db::postgres_schema`) applied to a fresh
//! schema of the PostgreSQL named by `TENBOU_TEST_POSTGRES_URL` build the same tables, columns
//! (name, type class, nullability, default), primary keys, foreign keys, unique constraints,
//! indexes and triggers. PostgreSQL's catalog is read through `psql`, so the test needs no
//! PostgreSQL driver. `.ci/run` starts a throwaway cluster and sets the URL; under CI a missing
//! URL fails, elsewhere the test says how to run it and passes.

use std::collections::BTreeMap;
use std::process::{Command, Stdio};

use sqlx::Row;

const URL_VARIABLE: &str = "TENBOU_TEST_POSTGRES_URL";

/// One table as both databases are compared: every property as a line of text, so that a
/// difference reads as the line that differs.
type Schema = BTreeMap<String, Vec<String>>;

/// The server's URL, or `None` (and the test passes) outside CI when none is given.
fn server_url() -> Option<String> {
    let Ok(url) = std::env::var(URL_VARIABLE) else {
        assert!(
            std::env::var_os("TENBOU_CI_RUN").is_none(),
            "{URL_VARIABLE} is not set under CI: .ci/run starts PostgreSQL and sets it"
        );
        eprintln!(
            "skipped: set {URL_VARIABLE}=postgresql://… (a database this test may create and \
             drop a schema in), or run `bash .ci/run`, which starts a throwaway cluster"
        );
        return None;
    };
    Some(url)
}

/// The app itself on PostgreSQL: `db::open` migrates a new database (and again, finding it up
/// to date, as a second start or a second instance does), a tournament created through the
/// application layer reads back, a new identity follows it, and backups name `pg_dump`.
#[tokio::test]
async fn the_app_opens_a_postgres_database_and_keeps_a_tournament() {
    use tenbou::app::{self, tournaments, Store};
    use tenbou::db::{Backend, Location};
    use tenbou::tournament::details::TournamentDetails;
    let Some(server) = server_url() else { return };
    let name = format!("tenbou_app_check_{}", std::process::id());
    psql(&server, &format!("DROP DATABASE IF EXISTS {name};"));
    psql(&server, &format!("CREATE DATABASE {name};"));
    // sqlx's URL parser refuses an empty host; the `host` parameter still names the socket.
    let with_host = server.replacen("@/", "@localhost/", 1);
    let (base, query) = with_host.split_once('?').unwrap_or((&with_host, ""));
    let host_end = base
        .rfind('/')
        .filter(|&at| at > base.find("://").unwrap() + 2);
    let url = format!("{}/{name}?{query}", &base[..host_end.unwrap_or(base.len())]);
    let store = Store::from(
        tenbou::db::open(Location::Postgres(url.clone()))
            .await
            .unwrap(),
    );
    assert_eq!(store.backend(), Backend::Postgres);
    let author = app::hands::Author {
        account_id: None,
        who: "the check".into(),
    };
    let details = TournamentDetails::parse("League night", "2026-12-01", "Hall", "").unwrap();
    let first = tournaments::create(&store, &author, &details)
        .await
        .unwrap();
    let again = Store::from(tenbou::db::open(Location::Postgres(url)).await.unwrap());
    let read = tournaments::get(&again, first).await.unwrap();
    assert_eq!((read.name.as_str(), read.archived), ("League night", false));
    tournaments::set_archived(&again, &author, first, true)
        .await
        .unwrap();
    assert!(tournaments::get(&store, first).await.unwrap().archived);
    let second = tournaments::create(&again, &author, &details)
        .await
        .unwrap();
    assert!(second.get() > first.get());
    assert_eq!(app::backups::server_tool(&store), Some("pg_dump"));
    store.pool().close().await;
    again.pool().close().await;
    psql(&server, &format!("DROP DATABASE {name} WITH (FORCE);"));
}

#[tokio::test]
async fn sqlite_and_postgres_migrations_build_the_same_schema() {
    let Some(url) = server_url() else { return };
    let sqlite = sqlite_schema().await;
    let postgres = postgres_schema(&url);
    let lines = |schema: &Schema| -> Vec<String> {
        let table_lines = schema
            .iter()
            .flat_map(|(t, l)| l.iter().map(move |l| format!("{t}: {l}")));
        table_lines.collect()
    };
    let (sqlite, postgres) = (lines(&sqlite), lines(&postgres));
    let only_sqlite: Vec<_> = sqlite.iter().filter(|l| !postgres.contains(l)).collect();
    let only_postgres: Vec<_> = postgres.iter().filter(|l| !sqlite.contains(l)).collect();
    assert!(
        only_sqlite.is_empty() && only_postgres.is_empty(),
        "the schemas differ\nonly on SQLite: {only_sqlite:#?}\nonly on PostgreSQL: {only_postgres:#?}"
    );
    assert!(
        sqlite.len() > 100,
        "the comparison read the schemas: {sqlite:#?}"
    );
}

/// SQLite's schema as the app's own `db::open` migrates a new file.
async fn sqlite_schema() -> Schema {
    let dir = tempfile::tempdir().expect("temp dir");
    let pool = tenbou::db::open(&dir.path().join("schema.db"))
        .await
        .expect("open");
    let rows = |sql: &'static str, bind: &str| catalog(&pool, sql, bind.to_string());
    let tables = rows(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' \
         AND name <> '_sqlx_migrations' AND $1 = $1",
        "",
    )
    .await;
    let mut schema = Schema::new();
    for table in tables.iter().map(|r| r.get::<String, _>(0)) {
        let mut lines = Vec::new();
        let columns = rows("SELECT name, type, \"notnull\", dflt_value IS NOT NULL, pk FROM pragma_table_info($1) ORDER BY cid", &table).await;
        let mut key = Vec::new();
        // A key that names another table's row is given by the app, never numbered: the
        // translation makes it a plain BIGINT key, not an identity.
        let references = rows("SELECT \"from\" FROM pragma_foreign_key_list($1)", &table).await;
        let references: Vec<String> = references.iter().map(|r| r.get(0)).collect();
        for c in &columns {
            let (name, kind): (String, String) = (c.get(0), c.get(1));
            let (not_null, default, pk): (i64, i64, i64) = (c.get(2), c.get(3), c.get(4));
            let (not_null, default) = (not_null != 0, default != 0);
            let flags = tenbou::db::postgres_schema::FLAG_COLUMNS;
            let class = match kind.as_str() {
                "INTEGER" if flags.contains(&(table.as_str(), name.as_str())) => "boolean",
                "INTEGER" => "integer",
                _ => "text",
            };
            // The rowid alias is numbered by the database, as an identity column is.
            let rowid_alias = !references.contains(&name)
                && kind == "INTEGER"
                && pk == 1
                && columns.iter().filter(|c| c.get::<i64, _>(4) > 0).count() == 1;
            let default = if rowid_alias {
                "generated"
            } else if default {
                "default"
            } else {
                "none"
            };
            // A primary key's columns are NOT NULL on PostgreSQL by definition.
            let not_null = not_null || pk > 0;
            lines.push(format!(
                "column {name} {class} not_null={not_null} {default}"
            ));
            if pk > 0 {
                key.push((pk, name));
            }
        }
        key.sort();
        let key: Vec<_> = key.into_iter().map(|(_, n)| n).collect();
        lines.push(format!("primary key ({})", key.join(",")));
        let fks = rows("SELECT id, \"from\", \"table\", \"to\", on_delete FROM pragma_foreign_key_list($1) ORDER BY id, seq", &table).await;
        let mut by_id: BTreeMap<i64, (Vec<String>, String, Vec<String>, String)> = BTreeMap::new();
        for f in &fks {
            let entry = by_id
                .entry(f.get(0))
                .or_insert_with(|| (vec![], f.get(2), vec![], f.get(4)));
            entry.0.push(f.get(1));
            entry.2.push(f.get(3));
        }
        for (from, target, to, on_delete) in by_id.into_values() {
            let on_delete = on_delete.to_lowercase();
            lines.push(format!(
                "foreign key ({}) -> {target}({}) on delete {on_delete}",
                from.join(","),
                to.join(",")
            ));
        }
        lines.extend(sqlite_indexes_and_triggers(&pool, &table).await);
        lines.sort();
        schema.insert(table, lines);
    }
    schema
}

/// A SQLite table's indexes (a `NOCASE` column read as `lower(column)`) and triggers.
async fn sqlite_indexes_and_triggers(pool: &tenbou::db::Pool, table: &str) -> Vec<String> {
    let rows = |sql: &'static str, bind: String| catalog(pool, sql, bind);
    let mut lines = Vec::new();
    let indexes = rows(
        "SELECT name, \"unique\", origin, partial FROM pragma_index_list($1)",
        table.to_string(),
    )
    .await;
    for i in &indexes {
        let (name, unique, origin, partial): (String, i64, String, i64) =
            (i.get(0), i.get(1), i.get(2), i.get(3));
        let (unique, partial) = (unique != 0, partial != 0);
        if origin == "pk" {
            continue;
        }
        let parts = rows(
            "SELECT name, coll FROM pragma_index_xinfo($1) WHERE key = 1 ORDER BY seqno",
            name.clone(),
        )
        .await;
        let parts: Vec<String> = parts
            .iter()
            .map(|p| {
                let (column, collation): (String, String) = (p.get(0), p.get(1));
                if collation == "NOCASE" {
                    format!("lower({column})")
                } else {
                    column
                }
            })
            .collect();
        lines.push(index_line(&name, unique, partial, &parts));
    }
    let triggers = rows(
        "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = $1",
        table.to_string(),
    )
    .await;
    for t in &triggers {
        lines.push(format!("trigger {}", t.get::<String, _>(0)));
    }
    lines
}

/// Rows of a SQLite catalog query that binds one text.
async fn catalog(pool: &tenbou::db::Pool, sql: &str, bind: String) -> Vec<sqlx::any::AnyRow> {
    sqlx::query(sql)
        .bind(bind)
        .fetch_all(pool)
        .await
        .expect("catalog")
}

/// A unique constraint or index is compared by its columns alone (the two databases name
/// the implicit ones differently); any other index by its name, columns and whether partial.
fn index_line(name: &str, unique: bool, partial: bool, parts: &[String]) -> String {
    if unique {
        format!("unique ({})", parts.join(","))
    } else {
        format!("index {name} ({}) partial={partial}", parts.join(","))
    }
}

/// PostgreSQL's schema, built in a new schema of the database at `url` and dropped after.
fn postgres_schema(url: &str) -> Schema {
    let namespace = format!("tenbou_schema_check_{}", std::process::id());
    let mut script = format!("DROP SCHEMA IF EXISTS {namespace} CASCADE;\nCREATE SCHEMA {namespace};\nSET search_path TO {namespace};\n");
    for migration in tenbou::db::postgres_schema::postgres_migrations().expect("translate") {
        script.push_str(&format!(
            "-- {} {}\nBEGIN;\n{}COMMIT;\n",
            migration.version, migration.description, migration.sql
        ));
    }
    psql(url, &script);
    let read = |sql: &str| -> Vec<Vec<String>> {
        let script = format!("SET search_path TO {namespace};\n{sql}");
        let out = psql(url, &script);
        out.lines()
            .filter(|l| !l.is_empty() && *l != "SET")
            .map(|l| l.split('|').map(str::to_string).collect())
            .collect()
    };
    let mut schema = Schema::new();
    let columns = read(&format!(
        "SELECT table_name, column_name, data_type, is_nullable = 'NO', \
         CASE WHEN is_identity = 'YES' THEN 'generated' WHEN column_default IS NOT NULL THEN 'default' ELSE 'none' END \
         FROM information_schema.columns WHERE table_schema = '{namespace}'"
    ));
    for c in columns {
        let class = match c[2].as_str() {
            "bigint" => "integer",
            "boolean" => "boolean",
            _ => "text",
        };
        let not_null = c[3] == "t";
        let line = format!("column {} {class} not_null={not_null} {}", c[1], c[4]);
        schema.entry(c[0].clone()).or_default().push(line);
    }
    let names = "(SELECT string_agg(a.attname, ',' ORDER BY k.n) FROM unnest({keys}) WITH ORDINALITY k(attnum, n) \
                 JOIN pg_attribute a ON a.attrelid = {rel} AND a.attnum = k.attnum)";
    let constraints = read(&format!(
        "SELECT c.conrelid::regclass::text, c.contype, {}, c.confrelid::regclass::text, {}, c.confdeltype \
         FROM pg_constraint c WHERE c.connamespace = '{namespace}'::regnamespace AND c.contype IN ('p', 'f', 'u')",
        names.replace("{keys}", "c.conkey").replace("{rel}", "c.conrelid"),
        names.replace("{keys}", "c.confkey").replace("{rel}", "c.confrelid"),
    ));
    for c in constraints {
        let line = match c[1].as_str() {
            "p" => format!("primary key ({})", c[2]),
            "u" => format!("unique ({})", c[2]),
            _ => {
                let on_delete = match c[5].as_str() {
                    "c" => "cascade",
                    "n" => "set null",
                    "r" => "restrict",
                    "d" => "set default",
                    _ => "no action",
                };
                format!(
                    "foreign key ({}) -> {}({}) on delete {on_delete}",
                    c[2], c[3], c[4]
                )
            }
        };
        schema.entry(c[0].clone()).or_default().push(line);
    }
    let indexes = read(&format!(
        "SELECT t.relname, i.relname, ix.indisunique, ix.indpred IS NOT NULL, \
         (SELECT string_agg(pg_get_indexdef(ix.indexrelid, k, true), ',' ORDER BY k) FROM generate_series(1, ix.indnatts) k) \
         FROM pg_index ix JOIN pg_class i ON i.oid = ix.indexrelid JOIN pg_class t ON t.oid = ix.indrelid \
         WHERE t.relnamespace = '{namespace}'::regnamespace \
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = ix.indexrelid)"
    ));
    for i in indexes {
        let parts: Vec<String> = i[4].split(',').map(str::to_string).collect();
        let line = index_line(&i[1], i[2] == "t", i[3] == "t", &parts);
        schema.entry(i[0].clone()).or_default().push(line);
    }
    let triggers = read(&format!(
        "SELECT DISTINCT event_object_table, trigger_name FROM information_schema.triggers WHERE trigger_schema = '{namespace}'"
    ));
    for t in triggers {
        schema
            .entry(t[0].clone())
            .or_default()
            .push(format!("trigger {}", t[1]));
    }
    psql(url, &format!("DROP SCHEMA {namespace} CASCADE;"));
    schema.values_mut().for_each(|lines| lines.sort());
    schema
}

/// Runs a script through `psql` (stopping at the first error), giving its unaligned output.
fn psql(url: &str, script: &str) -> String {
    use std::io::Write;
    let mut child = Command::new("psql")
        .args(["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", url])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("psql runs (PostgreSQL's client is installed)");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
        .expect("write script");
    let out = child.wait_with_output().expect("psql ends");
    assert!(
        out.status.success(),
        "psql failed: {}\n{script}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}
