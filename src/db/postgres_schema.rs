//! The PostgreSQL schema, derived from the SQLite migrations (docs/storage.md, "One source of
//! truth"). `migrations/` stays the one place a schema change is written; this module turns
//! each of its files into the statements PostgreSQL runs, by fixed rules: `INTEGER` becomes
//! `BIGINT` (tenbou reads every integer as `i64`), a table's own `INTEGER PRIMARY KEY` an
//! identity column, the listed flags `BOOLEAN`, every `TEXT` column `COLLATE "C"` (ordered byte
//! by byte, as SQLite orders), and a case-blind unique name a unique index on `lower(name)`.
//! SQLite's table rebuilds (create, copy, drop, rename) read the same on PostgreSQL. What no
//! rule can turn (the seat PIN's `printf`/`random()` and its trigger) has its PostgreSQL form
//! written beside the exact SQLite statement it replaces: editing that statement makes the
//! translation fail until its twin is edited too. Anything else SQLite-only fails the same way,
//! so a migration cannot reach PostgreSQL half translated. Pure text to text: no database here;
//! `tests/schema_postgres.rs` applies both and compares what they built.

/// The integer columns that hold a yes/no, `BOOLEAN` on PostgreSQL (the queries bind Rust
/// `bool`). An `INTEGER … CHECK (x IN (0, 1))` not listed here is refused, so a new flag is
/// added here on purpose.
pub const FLAG_COLUMNS: &[(&str, &str)] = &[
    ("tournaments", "archived"),
    ("players", "checked_in"),
    ("players", "withdrawn"),
    ("game_results", "ended"),
    ("game_results", "confirmed"),
];

/// SQLite statements with no rule to translate them, each with the PostgreSQL it becomes.
/// The key is compared token by token (spacing and comments do not matter).
const OWN_FORMS: &[(&str, &str)] = &[
    (
        "UPDATE players SET seat_pin = printf('%04d', abs(random() % 10000))",
        "UPDATE players SET seat_pin = lpad(floor(random() * 10000)::bigint::text, 4, '0')",
    ),
    (
        "CREATE TRIGGER players_get_a_seat_pin AFTER INSERT ON players WHEN NEW.seat_pin = ''
         BEGIN
             UPDATE players SET seat_pin = printf('%04d', abs(random() % 10000)) WHERE id = NEW.id;
         END",
        "CREATE FUNCTION players_get_a_seat_pin() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
             NEW.seat_pin := lpad(floor(random() * 10000)::bigint::text, 4, '0');
             RETURN NEW;
         END $$;
         CREATE TRIGGER players_get_a_seat_pin BEFORE INSERT ON players FOR EACH ROW
             WHEN (NEW.seat_pin = '') EXECUTE FUNCTION players_get_a_seat_pin()",
    ),
];

/// Words that mean SQL only SQLite runs, refused unless the statement is one of `OWN_FORMS`.
const SQLITE_ONLY_WORDS: &[&str] = &["printf", "random", "trigger", "autoincrement", "glob"];

/// A migration statement the rules cannot turn into PostgreSQL.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("no PostgreSQL form for `{statement}`: {why}")]
pub struct Untranslatable {
    pub statement: String,
    pub why: String,
}

/// One migration as PostgreSQL runs it, numbered and named as its SQLite source.
#[derive(Debug, Clone)]
pub struct PostgresMigration {
    pub version: i64,
    pub description: String,
    pub sql: String,
}

/// Every migration embedded in the binary (`db::MIGRATOR`), in order, as PostgreSQL runs it.
pub fn postgres_migrations() -> Result<Vec<PostgresMigration>, Untranslatable> {
    super::MIGRATOR
        .iter()
        .map(|migration| {
            Ok(PostgresMigration {
                version: migration.version,
                description: migration.description.to_string(),
                sql: translate(&migration.sql)?,
            })
        })
        .collect()
}

/// One SQLite migration file as PostgreSQL statements, each ended by `;` on its own line.
pub fn translate(sqlite_sql: &str) -> Result<String, Untranslatable> {
    let mut out = String::new();
    for statement in statements(&tokens(sqlite_sql)) {
        for translated in translate_statement(&statement)? {
            out.push_str(&translated);
            out.push_str(";\n");
        }
    }
    Ok(out)
}

fn translate_statement(statement: &[String]) -> Result<Vec<String>, Untranslatable> {
    let text = render(statement);
    if let Some((_, own)) = OWN_FORMS
        .iter()
        .find(|(key, _)| render(&tokens(key)) == text)
    {
        return Ok(vec![own.to_string()]);
    }
    let refuse = |why: &str| Untranslatable {
        statement: text.clone(),
        why: why.to_string(),
    };
    if let Some(word) = statement
        .iter()
        .find(|token| SQLITE_ONLY_WORDS.contains(&token.to_ascii_lowercase().as_str()))
    {
        return Err(refuse(&format!(
            "`{word}` is SQLite's; give it an own form"
        )));
    }
    let upper: Vec<String> = statement.iter().map(|t| t.to_ascii_uppercase()).collect();
    match upper.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["CREATE", "TABLE", ..] => create_table(statement).map_err(|why| refuse(&why)),
        ["ALTER", "TABLE", _, "ADD", "COLUMN", ..] => {
            let table = &statement[2];
            let (column, extra) = column(table, &statement[5..]).map_err(|why| refuse(&why))?;
            let alter = format!("ALTER TABLE {table} ADD COLUMN {}", render(&column));
            Ok(std::iter::once(alter).chain(extra).collect())
        }
        _ => Ok(vec![text]),
    }
}

/// `CREATE TABLE name ( items )`, each column translated; table constraints read the same.
fn create_table(statement: &[String]) -> Result<Vec<String>, String> {
    let (table, open) = (&statement[2], 3);
    if statement.get(open).map(String::as_str) != Some("(")
        || statement.last().map(String::as_str) != Some(")")
    {
        return Err("a table is created from a list of columns".into());
    }
    let mut items = Vec::new();
    let mut extra = Vec::new();
    for item in split_top_level(&statement[open + 1..statement.len() - 1]) {
        let first = item
            .first()
            .map(|t| t.to_ascii_uppercase())
            .unwrap_or_default();
        if ["PRIMARY", "UNIQUE", "FOREIGN", "CHECK", "CONSTRAINT"].contains(&first.as_str()) {
            items.push(render(&item));
        } else {
            let (column, more) = column(table, &item)?;
            items.push(render(&column));
            extra.extend(more);
        }
    }
    let create = format!("CREATE TABLE {table} ({})", items.join(", "));
    Ok(std::iter::once(create).chain(extra).collect())
}

/// A column definition (name, type, constraints) for PostgreSQL, and any statement it needs
/// after its table (the index standing in for a case-blind UNIQUE).
fn column(table: &str, definition: &[String]) -> Result<(Vec<String>, Vec<String>), String> {
    let [name, kind, rest @ ..] = definition else {
        return Err("a column needs a name and a type".into());
    };
    let mut rest = rest.to_vec();
    let mut extra = Vec::new();
    let kind = match kind.to_ascii_uppercase().as_str() {
        "INTEGER" => {
            let flag_check = ["CHECK", "(", name, "IN", "(", "0", ",", "1", ")", ")"];
            // `t_new` is `t` being rebuilt (create, copy, drop, rename): the same flags.
            let rebuilt = table.strip_suffix("_new").unwrap_or(table);
            let is_flag = FLAG_COLUMNS.contains(&(rebuilt, name.as_str()));
            let checked = remove_run(&mut rest, &flag_check);
            if is_flag {
                replace_run(&mut rest, &["DEFAULT", "0"], &["DEFAULT", "FALSE"]);
                replace_run(&mut rest, &["DEFAULT", "1"], &["DEFAULT", "TRUE"]);
                "BOOLEAN".to_string()
            } else if checked {
                return Err(format!(
                    "{table}.{name} is a flag missing from FLAG_COLUMNS"
                ));
            } else if starts_with(&rest, &["PRIMARY", "KEY"]) && !contains(&rest, "REFERENCES") {
                "BIGINT GENERATED BY DEFAULT AS IDENTITY".to_string()
            } else {
                "BIGINT".to_string()
            }
        }
        "TEXT" => {
            if remove_run(&mut rest, &["COLLATE", "NOCASE"]) {
                if !remove_run(&mut rest, &["UNIQUE"]) {
                    return Err("a case-blind column is only known as a unique name".into());
                }
                extra.push(format!(
                    "CREATE UNIQUE INDEX {table}_{name}_lower ON {table} (lower({name}))"
                ));
            }
            "TEXT COLLATE \"C\"".to_string()
        }
        other => return Err(format!("no rule for the type {other}")),
    };
    let column = [name.clone(), kind].into_iter().chain(rest).collect();
    Ok((column, extra))
}

fn starts_with(tokens: &[String], run: &[&str]) -> bool {
    tokens.len() >= run.len()
        && tokens
            .iter()
            .zip(run)
            .all(|(t, r)| t.eq_ignore_ascii_case(r))
}

fn contains(tokens: &[String], word: &str) -> bool {
    tokens.iter().any(|t| t.eq_ignore_ascii_case(word))
}

fn find_run(tokens: &[String], run: &[&str]) -> Option<usize> {
    (0..tokens.len()).find(|&at| starts_with(&tokens[at..], run))
}

/// Removes the first occurrence of `run`; says whether there was one.
fn remove_run(tokens: &mut Vec<String>, run: &[&str]) -> bool {
    replace_run(tokens, run, &[])
}

fn replace_run(tokens: &mut Vec<String>, run: &[&str], with: &[&str]) -> bool {
    let Some(at) = find_run(tokens, run) else {
        return false;
    };
    tokens.splice(at..at + run.len(), with.iter().map(|w| w.to_string()));
    true
}

/// The items of a parenthesised list, split at the commas outside nested parentheses.
fn split_top_level(tokens: &[String]) -> Vec<Vec<String>> {
    let mut items = vec![Vec::new()];
    let mut depth = 0usize;
    for token in tokens {
        match token.as_str() {
            "(" => depth += 1,
            ")" => depth = depth.saturating_sub(1),
            "," if depth == 0 => {
                items.push(Vec::new());
                continue;
            }
            _ => {}
        }
        items.last_mut().expect("never empty").push(token.clone());
    }
    items.retain(|item| !item.is_empty());
    items
}

/// Splits a migration's tokens at each `;`, keeping a trigger's body (`BEGIN … END`) whole.
fn statements(tokens: &[String]) -> Vec<Vec<String>> {
    let mut statements = Vec::new();
    let mut current: Vec<String> = Vec::new();
    for token in tokens {
        let in_trigger_body = starts_with(&current, &["CREATE", "TRIGGER"])
            && contains(&current, "BEGIN")
            && !current
                .last()
                .is_some_and(|t| t.eq_ignore_ascii_case("END"));
        if token == ";" && !in_trigger_body {
            if !current.is_empty() {
                statements.push(std::mem::take(&mut current));
            }
        } else {
            current.push(token.clone());
        }
    }
    if !current.is_empty() {
        statements.push(current);
    }
    statements
}

/// The statement as one line, its tokens separated by single spaces.
fn render(tokens: &[String]) -> String {
    tokens.join(" ")
}

/// SQL as tokens: words and numbers, quoted strings and names whole, operators of several
/// characters whole, every other character alone; `--` comments and spacing dropped.
fn tokens(sql: &str) -> Vec<String> {
    let chars: Vec<char> = sql.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let start = i;
        if c.is_whitespace() {
            i += 1;
            continue;
        } else if c == '-' && chars.get(i + 1) == Some(&'-') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        } else if c == '\'' || c == '"' {
            i += 1;
            // A doubled quote is the quote itself, inside the literal.
            while i < chars.len() && (chars[i] != c || chars.get(i + 1) == Some(&c)) {
                i += if chars[i] == c { 2 } else { 1 };
            }
            i += 1;
        } else if c.is_alphanumeric() || c == '_' || c == '.' {
            while i < chars.len() && (chars[i].is_alphanumeric() || "_.".contains(chars[i])) {
                i += 1;
            }
        } else if "<>=!|:".contains(c) {
            while i < chars.len() && "<>=!|:".contains(chars[i]) {
                i += 1;
            }
        } else {
            i += 1;
        }
        tokens.push(chars[start..i.min(chars.len())].iter().collect());
    }
    tokens
}

#[cfg(test)]
#[path = "postgres_schema_tests.rs"]
mod tests;
