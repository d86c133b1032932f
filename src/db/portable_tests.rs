//! Keeps the SQL of `db` portable (docs/storage.md): reads every source file under `src/db` and
//! fails on SQL that only SQLite reads — a `?` placeholder, the last row id, `INSERT OR …`,
//! `IFNULL`, `GROUP_CONCAT`, SQLite's date functions, `COLLATE NOCASE`, `rowid`, pragmas,
//! `VACUUM`, `BEGIN IMMEDIATE` — and on SQLite's own types named in code, outside the places
//! fenced for them: the `sqlite` module (everything SQLite by nature, and its sibling
//! `postgres` for PostgreSQL's own) and `mod.rs` (the one alias that names the database). Comments may mention anything; string literals and code
//! may not.

use std::path::{Path, PathBuf};

/// SQL only SQLite reads, as it is written in lower case with single spaces.
const SQLITE_ONLY: &[&str] = &[
    "last_insert_rowid",
    "rowid",
    "insert or ",
    "replace into",
    "ifnull(",
    "group_concat(",
    "datetime(",
    "strftime(",
    "julianday(",
    "unixepoch(",
    "collate nocase",
    "pragma",
    "vacuum",
    "begin immediate",
    "limit -1",
];

/// The file where everything SQLite by nature lives, read by no check.
const FENCED_MODULE: &str = "sqlite.rs";
/// Its sibling for what is PostgreSQL's own (opening, beginning, the backup answer), which
/// speaks to PostgreSQL alone and is not read either.
const POSTGRES_MODULE: &str = "postgres.rs";
/// The file that may name SQLite's types: it holds the alias every other file names instead.
const DATABASE_ALIAS: &str = "mod.rs";
/// This file, which names what it looks for.
const THIS_FILE: &str = "portable_tests.rs";
/// The tests of the schema's translation to PostgreSQL, whose inputs are SQLite's own DDL
/// (`COLLATE NOCASE` among it): they hold no query the application runs.
const TRANSLATION_TESTS: &str = "postgres_schema_tests.rs";

/// A source split into what the compiler reads as code and its string literals, comments
/// dropped.
#[derive(Default)]
struct Lexed {
    code: String,
    literals: Vec<String>,
}

/// Splits Rust source into code and string literals (plain, byte and raw), dropping comments.
/// A `'` opens a character literal only when one character (or an escape) and a closing `'`
/// follow; otherwise it is a lifetime and stays code.
fn lex(source: &str) -> Lexed {
    let chars: Vec<char> = source.chars().collect();
    let mut lexed = Lexed::default();
    let mut i = 0;
    while i < chars.len() {
        let rest = &chars[i..];
        if rest.starts_with(&['/', '/']) {
            i += rest.iter().position(|&c| c == '\n').unwrap_or(rest.len());
        } else if rest.starts_with(&['/', '*']) {
            i += block_comment_length(rest);
        } else if let Some((literal, length)) =
            string_literal(rest, i == 0 || !is_word(chars[i - 1]))
        {
            lexed.literals.push(literal);
            lexed.code.push_str("\"\"");
            i += length;
        } else if let Some(length) = char_literal_length(rest) {
            i += length;
        } else {
            lexed.code.push(rest[0]);
            i += 1;
        }
    }
    lexed
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The length of a block comment at the start of `rest`, nested ones included.
fn block_comment_length(rest: &[char]) -> usize {
    let (mut depth, mut i) = (0, 0);
    while i < rest.len() {
        if rest[i..].starts_with(&['/', '*']) {
            depth += 1;
            i += 2;
        } else if rest[i..].starts_with(&['*', '/']) {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return i;
            }
        } else {
            i += 1;
        }
    }
    rest.len()
}

/// The text and length of a string literal at the start of `rest`, if one starts there:
/// `"…"` with escapes, or `r"…"`/`r#"…"#` (a `b` before either is read as code). A raw
/// string's `r` counts only at the start of a word (`for"` is no raw string).
fn string_literal(rest: &[char], at_word_start: bool) -> Option<(String, usize)> {
    if rest[0] == '"' {
        let mut i = 1;
        while i < rest.len() && rest[i] != '"' {
            i += if rest[i] == '\\' { 2 } else { 1 };
        }
        let end = i.min(rest.len());
        return Some((rest[1..end].iter().collect(), end + 1));
    }
    if rest[0] != 'r' || !at_word_start {
        return None;
    }
    let hashes = rest[1..].iter().take_while(|&&c| c == '#').count();
    if rest.get(1 + hashes) != Some(&'"') {
        return None;
    }
    let start = 2 + hashes;
    let closing: Vec<char> = std::iter::once('"')
        .chain(std::iter::repeat_n('#', hashes))
        .collect();
    let end = (start..rest.len())
        .find(|&i| rest[i..].starts_with(&closing))
        .unwrap_or(rest.len());
    Some((rest[start..end].iter().collect(), end + closing.len()))
}

/// The length of a character literal (`'x'`, `'\n'`, `'\''`) at the start of `rest`, if one
/// starts there rather than a lifetime.
fn char_literal_length(rest: &[char]) -> Option<usize> {
    if rest[0] != '\'' {
        return None;
    }
    if rest.get(1) == Some(&'\\') {
        let close = rest[3..].iter().position(|&c| c == '\'')?;
        return Some(close + 4);
    }
    (rest.get(2) == Some(&'\'')).then_some(3)
}

/// Whether a literal is SQL: it holds one of the statements' first words.
fn is_sql(literal: &str) -> bool {
    literal.split(|c: char| !is_word(c)).any(|word| {
        ["SELECT", "INSERT", "UPDATE", "DELETE", "VACUUM"]
            .iter()
            .any(|verb| word.eq_ignore_ascii_case(verb))
    })
}

/// Whether SQL text holds a `?` placeholder: a `?` outside its quoted texts (`'?'` is a text).
fn has_question_mark_placeholder(sql: &str) -> bool {
    let mut quoted = false;
    sql.chars().any(|c| {
        if c == '\'' {
            quoted = !quoted;
        }
        c == '?' && !quoted
    })
}

/// Lower case with each run of white space made one space, as `SQLITE_ONLY` is written.
fn normalised(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// What in one file of `src/db` is not portable, each finding saying what and where.
fn findings(file: &str, source: &str) -> Vec<String> {
    let name = Path::new(file).file_name().and_then(|n| n.to_str());
    if matches!(
        name,
        Some(FENCED_MODULE | POSTGRES_MODULE | THIS_FILE | TRANSLATION_TESTS)
    ) {
        return Vec::new();
    }
    let lexed = lex(source);
    let mut found = Vec::new();
    for literal in &lexed.literals {
        if is_sql(literal) && has_question_mark_placeholder(literal) {
            found.push(format!(
                "{file}: a `?` placeholder (write $1, $2, …) in {literal:?}"
            ));
        }
    }
    let code = normalised(&lexed.code);
    for text in lexed.literals.iter().map(|l| normalised(l)).chain([code]) {
        for construct in SQLITE_ONLY.iter().filter(|c| text.contains(*c)) {
            found.push(format!(
                "{file}: SQLite-only `{construct}` outside the `sqlite` module"
            ));
        }
    }
    let names_sqlite_type = lexed.code.contains("Sqlite") || lexed.code.contains("sqlx::sqlite");
    if names_sqlite_type && name != Some(DATABASE_ALIAS) {
        found.push(format!(
            "{file}: names a SQLite type (name `db::Database`, `db::Pool`, `db::Conn`)"
        ));
    }
    found
}

fn rust_files(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/db is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(path);
        }
    }
}

#[test]
fn every_query_of_db_is_sql_that_sqlite_and_postgresql_both_read() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src/db"), &mut files);
    assert!(files.len() > 20, "src/db was found: {files:?}");
    let found: Vec<String> = files
        .iter()
        .flat_map(|path| {
            let source = std::fs::read_to_string(path).expect("a readable source");
            let shown = path
                .strip_prefix(root)
                .unwrap_or(path)
                .display()
                .to_string();
            findings(&shown, &source)
        })
        .collect();
    assert!(found.is_empty(), "not portable:\n{}", found.join("\n"));
}

#[test]
fn what_only_sqlite_reads_is_found_and_what_both_read_is_not() {
    let cases: &[(&str, bool)] = &[
        (
            r#"sqlx::query("SELECT id FROM players WHERE id = ?")"#,
            true,
        ),
        ("sqlx::query(r\"UPDATE players SET name = ?1\")", true),
        (
            r#"sqlx::query("SELECT id FROM players WHERE id = $1")?"#,
            false,
        ),
        (
            r#"sqlx::query("SELECT id FROM hands WHERE data = '?' AND id = $1")"#,
            false,
        ),
        (r#"format!("unknown seat {raw:?}")"#, false),
        (
            r#"sqlx::query("INSERT OR IGNORE INTO teams (id) VALUES ($1)")"#,
            true,
        ),
        (
            r#"sqlx::query("INSERT INTO teams (id) VALUES ($1) ON CONFLICT (id) DO NOTHING")"#,
            false,
        ),
        (
            r#"sqlx::query("SELECT IFNULL(name, '') FROM players")"#,
            true,
        ),
        (
            r#"sqlx::query("SELECT group_concat(name) FROM players")"#,
            true,
        ),
        (r#"sqlx::query("SELECT datetime('now')")"#, true),
        (
            r#"sqlx::query("SELECT name FROM accounts ORDER BY name COLLATE   NOCASE")"#,
            true,
        ),
        (r#"sqlx::query("SELECT rowid FROM players")"#, true),
        ("statement.execute(conn).await?.last_insert_rowid()", true),
        (
            "// the last_insert_rowid of old, and a `?` in SELECT ? FROM t\nlet a = 1;",
            false,
        ),
        ("/* PRAGMA /* nested */ VACUUM */ let b = 'x';", false),
        (r#"pool.begin_with("BEGIN IMMEDIATE")"#, true),
        ("fn f<'a>(conn: &'a mut Conn) {}", false),
        ("use sqlx::SqlitePool;", true),
    ];
    for (source, not_portable) in cases {
        let found = findings("src/db/example.rs", source);
        assert_eq!(!found.is_empty(), *not_portable, "{source}: {found:?}");
    }
    assert!(findings("src/db/sqlite.rs", r#"sqlx::query("VACUUM INTO $1")"#).is_empty());
    assert!(findings("src/db/mod.rs", "pub type Database = sqlx::Sqlite;").is_empty());
    // The translation's tests read SQLite's DDL; the translator itself is held to the rule.
    let ddl = r#"let sqlite = "name TEXT UNIQUE COLLATE NOCASE";"#;
    assert!(findings("src/db/postgres_schema_tests.rs", ddl).is_empty());
    assert!(!findings("src/db/postgres_schema.rs", ddl).is_empty());
}
