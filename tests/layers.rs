//! The house's shape, checked: the layers depend one way only (engine ← tournament ← db ← app
//! ← web, cli; `export` on the domain only), and files do not import each other in circles.
//!
//! The check reads `src/` as text: every `use` and every path that starts at `crate`,
//! `super`, `self` or a child module, resolved to the file of the deepest module it names.
//! Comments, strings and tests (`*tests.rs` files and inline `mod tests`) are left out: tests
//! may reach anywhere. A path through a module that re-exports (`crate::engine::Ruleset`) counts
//! as an import of that module's file, as a reader would follow it.
//!
//! Nothing is tangled any more: a reverse import, a circle between files, or a `web` file
//! importing a module above it (its parent's module file, or higher) fails. Outside `web`, a
//! child may still use its parent's items (`super::Thing`); such an import is left out of the
//! circles, since the parent declaring and re-exporting its child is not a dependency.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

/// Which top-level parts of the crate each part may import (itself always).
const MAY_IMPORT: &[(&str, &[&str])] = &[
    ("engine", &[]),
    ("memory", &[]),
    ("tournament", &["engine"]),
    ("export", &["engine", "tournament"]),
    ("db", &["engine", "tournament"]),
    ("app", &["engine", "tournament", "db", "export"]),
    ("cli", &["engine", "tournament", "db", "app", "export"]),
    ("web", &["engine", "tournament", "db", "app", "export"]),
    (
        "server",
        &[
            "engine",
            "tournament",
            "db",
            "app",
            "export",
            "web",
            "memory",
        ],
    ),
];

/// A module's path inside the crate (`["web", "games"]`), the crate itself empty.
type ModulePath = Vec<String>;

/// Files above `db` that still reach storage themselves: a `web` file importing from `db` or
/// naming `sqlx`, or any file outside `db` naming SQLite (a type, or in a string). Each operation moves into
/// `app`; a file that stops reaching storage is struck from here, and no new one may start.
const KNOWN_STORAGE_OUTSIDE_DB: &[&str] = &[];

fn src() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The modules of `src/` that are files, by path, each with its file relative to `src/`.
/// Binaries' roots (`main.rs`) and test files are left out.
fn module_files() -> BTreeMap<ModulePath, String> {
    let mut modules = BTreeMap::new();
    let mut folders = vec![src()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("src/ is readable") {
            let path = entry.expect("a readable entry").path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            let relative = path.strip_prefix(src()).expect("under src/");
            let name = relative.to_string_lossy().replace('\\', "/");
            if !name.ends_with(".rs") || name.ends_with("tests.rs") || name == "main.rs" {
                continue;
            }
            modules.insert(module_of(&name), name);
        }
    }
    modules
}

/// `web/games.rs` and `web/games/mod.rs` are `["web", "games"]`; `lib.rs` is the crate.
fn module_of(file: &str) -> ModulePath {
    let stem = file.trim_end_matches(".rs");
    let mut parts: Vec<String> = stem.split('/').map(str::to_string).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts
}

/// The text with comments, strings and character literals blanked out, so that a path
/// written in a doc comment or a message is not read as an import.
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if c == 'r' && matches!(next, Some('"' | '#')) && !ident_char_before(&chars, i) {
            i = skip_raw_string(&chars, i);
            out.push_str("\"\"");
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' && next == Some('\\') {
            i += 2;
            while i < chars.len() && chars[i] != '\'' {
                i += 1;
            }
            i += 1;
            out.push_str("' '");
        } else if c == '\'' && chars.get(i + 2) == Some(&'\'') {
            i += 3;
            out.push_str("' '");
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn ident_char_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// Past a raw string `r#"…"#` that starts at `start`; a bare `r#ident` is left as it is.
fn skip_raw_string(chars: &[char], start: usize) -> usize {
    let mut i = start + 1;
    let mut hashes = 0;
    while chars.get(i) == Some(&'#') {
        hashes += 1;
        i += 1;
    }
    if chars.get(i) != Some(&'"') {
        return start + 1;
    }
    i += 1;
    loop {
        match chars.get(i) {
            None => return i,
            Some('"') if (1..=hashes).all(|h| chars.get(i + h) == Some(&'#')) => {
                return i + 1 + hashes
            }
            _ => i += 1,
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Ident(String),
    Punct(&'static str),
}

fn tokens(code: &str) -> Vec<Token> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push(Token::Ident(chars[start..i].iter().collect()));
            continue;
        }
        let punct = match c {
            ':' if chars.get(i + 1) == Some(&':') => {
                i += 1;
                "::"
            }
            '{' => "{",
            '}' => "}",
            ',' => ",",
            ';' => ";",
            '*' => "*",
            _ => ".",
        };
        out.push(Token::Punct(punct));
        i += 1;
    }
    out
}

/// The module paths one file names (with the item that follows, when there is one), each as
/// written relative to the module it is written in.
struct Reader<'a> {
    tokens: &'a [Token],
    at: usize,
}

impl Reader<'_> {
    fn ident(&self, at: usize) -> Option<&str> {
        match self.tokens.get(at) {
            Some(Token::Ident(name)) => Some(name),
            _ => None,
        }
    }

    fn punct(&self, at: usize, p: &str) -> bool {
        matches!(self.tokens.get(at), Some(Token::Punct(q)) if *q == p)
    }

    /// The paths of a `use` tree starting at `self.at`, each prefixed by `prefix`.
    fn use_tree(&mut self, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
        let mut path = prefix;
        loop {
            if self.punct(self.at, "{") {
                self.at += 1;
                while !self.punct(self.at, "}") && self.at < self.tokens.len() {
                    self.use_tree(path.clone(), out);
                    if self.punct(self.at, ",") {
                        self.at += 1;
                    }
                }
                self.at += 1;
                return;
            }
            if self.punct(self.at, "*") {
                self.at += 1;
                out.push(path);
                return;
            }
            let Some(name) = self.ident(self.at) else {
                out.push(path);
                return;
            };
            path.push(name.to_string());
            self.at += 1;
            if self.punct(self.at, "::") {
                self.at += 1;
                continue;
            }
            if self.ident(self.at) == Some("as") {
                self.at += 2;
            }
            out.push(path);
            return;
        }
    }
}

/// The paths a file names, each resolved to an absolute module path (crate-relative), for
/// the code outside test modules. `module` is the file's own module path; `modules` says which
/// modules exist, so that a child module named without `self::` is recognised.
fn named_paths(
    file_module: &ModulePath,
    text: &str,
    modules: &BTreeMap<ModulePath, String>,
) -> Vec<ModulePath> {
    let code = code_only(text);
    let tokens = tokens(&code);
    let mut reader = Reader {
        tokens: &tokens,
        at: 0,
    };
    // The inline modules the reader is in, with the brace depth each opened at.
    let mut scopes: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut skipping_tests: Option<usize> = None;
    // After `#[cfg(test)]`, until the item it marks ends (its block, or its `;`).
    let mut test_item_pending = false;
    let mut found = Vec::new();
    while reader.at < tokens.len() {
        let at = reader.at;
        if reader.ident(at) == Some("cfg")
            && reader.punct(at + 1, ".")
            && reader.ident(at + 2) == Some("test")
        {
            test_item_pending = true;
        }
        if reader.punct(at, ";") {
            test_item_pending = false;
        }
        if reader.punct(at, "{") {
            if test_item_pending && skipping_tests.is_none() {
                skipping_tests = Some(depth);
            }
            test_item_pending = false;
            depth += 1;
            reader.at += 1;
            continue;
        }
        if reader.punct(at, "}") {
            depth = depth.saturating_sub(1);
            if scopes.last().is_some_and(|(_, d)| *d == depth) {
                scopes.pop();
            }
            if skipping_tests == Some(depth) {
                skipping_tests = None;
            }
            reader.at += 1;
            continue;
        }
        if reader.ident(at) == Some("mod") && reader.punct(at + 2, "{") {
            let name = reader.ident(at + 1).unwrap_or_default().to_string();
            if name == "tests" && skipping_tests.is_none() {
                skipping_tests = Some(depth);
            }
            scopes.push((name, depth));
            reader.at += 2;
            continue;
        }
        let mut scope = file_module.clone();
        scope.extend(scopes.iter().map(|(name, _)| name.clone()));
        let mut raw = Vec::new();
        if reader.ident(at) == Some("use") {
            reader.at += 1;
            reader.use_tree(Vec::new(), &mut raw);
        } else if reader.ident(at).is_some()
            && reader.punct(at + 1, "::")
            && !after_path(&reader, at)
        {
            let mut path = Vec::new();
            let mut i = at;
            while let Some(name) = reader.ident(i) {
                path.push(name.to_string());
                if !reader.punct(i + 1, "::") {
                    break;
                }
                i += 2;
            }
            reader.at = i + 1;
            raw.push(path);
        } else {
            reader.at += 1;
            continue;
        }
        if skipping_tests.is_some() || test_item_pending {
            continue;
        }
        for path in raw {
            if let Some(absolute) = absolute(&scope, &path, modules) {
                found.push(absolute);
            }
        }
    }
    found
}

/// True when the identifier at `at` continues a path already read (`a::b` read from `a`).
fn after_path(reader: &Reader, at: usize) -> bool {
    at > 0 && reader.punct(at - 1, "::")
}

/// `path` as written in `scope`, made crate-relative; `None` for another crate's path.
fn absolute(
    scope: &ModulePath,
    path: &[String],
    modules: &BTreeMap<ModulePath, String>,
) -> Option<ModulePath> {
    let first = path.first()?;
    let mut base: ModulePath;
    let mut rest = &path[1..];
    match first.as_str() {
        "crate" => base = Vec::new(),
        "self" => base = scope.clone(),
        "super" => {
            base = scope.clone();
            base.pop();
            while rest.first().map(String::as_str) == Some("super") {
                base.pop();
                rest = &rest[1..];
            }
        }
        name => {
            let mut child = scope.clone();
            child.push(name.to_string());
            if !modules.contains_key(&child) {
                return None;
            }
            base = scope.clone();
            rest = path;
        }
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

/// The file of the deepest module `path` goes through.
fn file_of<'m>(path: &ModulePath, modules: &'m BTreeMap<ModulePath, String>) -> Option<&'m String> {
    (0..=path.len())
        .rev()
        .find_map(|len| modules.get(&path[..len].to_vec()))
}

/// Every import between two files of the crate: (from, to), relative to `src/`.
fn imports() -> BTreeSet<(String, String)> {
    let modules = module_files();
    let mut edges = BTreeSet::new();
    for (module, file) in &modules {
        let text = std::fs::read_to_string(src().join(file)).expect("a source file is readable");
        for path in named_paths(module, &text, &modules) {
            if let Some(target) = file_of(&path, &modules) {
                if target != file {
                    edges.insert((file.clone(), target.clone()));
                }
            }
        }
    }
    edges
}

/// The part of the crate a file belongs to: its first folder, or its own name at the top.
fn part(file: &str) -> &str {
    file.split('/')
        .next()
        .unwrap_or(file)
        .trim_end_matches(".rs")
}

/// True when `to` is the file of a module that contains `from`'s module.
fn is_upward(from: &str, to: &str) -> bool {
    let from = module_of(from);
    let to = module_of(to);
    to.len() < from.len() && from.starts_with(&to)
}

/// The circles of the import graph (strongly connected parts of more than one file), each as
/// its sorted files. Imports up to an enclosing module are left out: they are listed apart.
fn circles(edges: &BTreeSet<(String, String)>) -> Vec<Vec<String>> {
    let mut next: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (from, to) in edges {
        if !is_upward(from, to) {
            next.entry(from).or_default().push(to);
        }
    }
    let files: BTreeSet<&str> = edges
        .iter()
        .flat_map(|(a, b)| [a.as_str(), b.as_str()])
        .collect();
    let reach = |start: &str| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![start];
        while let Some(file) = stack.pop() {
            for &to in next.get(file).into_iter().flatten() {
                if seen.insert(to.to_string()) {
                    stack.push(to);
                }
            }
        }
        seen
    };
    let reachable: BTreeMap<&str, BTreeSet<String>> =
        files.iter().map(|f| (*f, reach(f))).collect();
    let mut found: BTreeSet<Vec<String>> = BTreeSet::new();
    for file in &files {
        let mut circle: Vec<String> = reachable[file]
            .iter()
            .filter(|other| reachable[other.as_str()].contains(*file))
            .cloned()
            .collect();
        if circle.len() > 1 {
            circle.sort();
            found.insert(circle);
        }
    }
    found.into_iter().collect()
}

/// The imports that go against [`MAY_IMPORT`], as "from -> to".
fn reverse_imports(edges: &BTreeSet<(String, String)>) -> Vec<String> {
    let rules: BTreeMap<&str, &[&str]> = MAY_IMPORT.iter().copied().collect();
    edges
        .iter()
        .filter(|(from, to)| {
            let (a, b) = (part(from), part(to));
            rules
                .get(a)
                .is_some_and(|allowed| a != b && rules.contains_key(b) && !allowed.contains(&b))
        })
        .map(|(from, to)| format!("{from} -> {to}"))
        .collect()
}

#[test]
fn each_layer_imports_only_the_layers_below_it() {
    let reverse = reverse_imports(&imports());
    assert!(
        reverse.is_empty(),
        "imports against the layers:\n{}",
        reverse.join("\n")
    );
}

#[test]
fn a_reverse_import_and_a_circle_are_caught() {
    let edges: BTreeSet<(String, String)> = [
        ("engine/tiles.rs", "web/mod.rs"),
        ("db/games.rs", "engine/tiles.rs"),
        ("db/a.rs", "db/b.rs"),
        ("db/b.rs", "db/c.rs"),
        ("db/c.rs", "db/a.rs"),
        ("web/pages.rs", "web/mod.rs"),
        ("web/mod.rs", "web/pages.rs"),
    ]
    .into_iter()
    .map(|(a, b)| (a.to_string(), b.to_string()))
    .collect();
    assert_eq!(reverse_imports(&edges), ["engine/tiles.rs -> web/mod.rs"]);
    // The page importing its parent is an upward import, listed apart, not a circle.
    assert_eq!(circles(&edges), [["db/a.rs", "db/b.rs", "db/c.rs"]]);
}

#[test]
fn nothing_in_web_imports_a_module_above_it() {
    let upward: Vec<String> = imports()
        .into_iter()
        .filter(|(from, to)| part(from) == "web" && is_upward(from, to))
        .map(|(from, to)| format!("{from} -> {to}"))
        .collect();
    assert!(
        upward.is_empty(),
        "imports in web up to an enclosing module (move what the child needs into a leaf file \
         the parent re-exports, and import it from there):\n{}",
        upward.join("\n")
    );
}

#[test]
fn no_circle_of_imports_between_files() {
    let found: Vec<String> = circles(&imports())
        .iter()
        .map(|circle| circle.join(", "))
        .collect();
    assert!(
        found.is_empty(),
        "circles of imports (give what both sides need a file of its own):\n{}",
        found.join("\n")
    );
}

/// The files above `db` that reach storage themselves (see [`KNOWN_STORAGE_OUTSIDE_DB`]).
fn storage_outside_db() -> BTreeSet<String> {
    let mut found: BTreeSet<String> = imports()
        .into_iter()
        .filter(|(from, to)| part(from) == "web" && part(to) == "db")
        .map(|(from, _)| from)
        .collect();
    for file in module_files().values() {
        if part(file) == "db" {
            continue;
        }
        let text = std::fs::read_to_string(src().join(file)).expect("a source file is readable");
        let code = code_only(&text);
        // Inline tests sit at the end of a file and may reach anywhere.
        let code = code.split("#[cfg(test)]").next().unwrap_or_default();
        let names_sqlx = code
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|word| word == "sqlx");
        // Any mention outside comments, strings included (a file format, a media type): the
        // storage's kind is db's to know. `code_only` blanks strings, so the lines are read
        // here with only their comments cut.
        let outside_comments: String = text
            .split("#[cfg(test)]")
            .next()
            .unwrap_or_default()
            .lines()
            .map(|line| line.split("//").next().unwrap_or_default().to_lowercase())
            .collect();
        let names_sqlite = outside_comments.contains("sqlite");
        if names_sqlite || (part(file) == "web" && names_sqlx) {
            found.insert(file.clone());
        }
    }
    found
}

#[test]
fn only_db_speaks_to_storage_but_the_files_known() {
    let found = storage_outside_db();
    let known: BTreeSet<String> = KNOWN_STORAGE_OUTSIDE_DB
        .iter()
        .map(|f| f.to_string())
        .collect();
    let new: Vec<String> = found
        .difference(&known)
        .map(|f| format!("    \"{f}\","))
        .collect();
    let gone: Vec<String> = known.difference(&found).cloned().collect();
    assert!(
        new.is_empty(),
        "files above db that reach storage (call an app operation instead):\n{}",
        new.join("\n")
    );
    assert!(
        gone.is_empty(),
        "no longer reaching storage, strike from KNOWN_STORAGE_OUTSIDE_DB:\n{}",
        gone.join("\n")
    );
}

#[test]
fn the_reader_finds_use_trees_inline_paths_and_skips_comments_and_tests() {
    let modules: BTreeMap<ModulePath, String> = [
        (vec![], "lib.rs"),
        (vec!["db".into()], "db/mod.rs"),
        (vec!["db".into(), "players".into()], "db/players.rs"),
        (vec!["db".into(), "games".into()], "db/games.rs"),
        (vec!["web".into()], "web/mod.rs"),
        (vec!["web".into(), "pages".into()], "web/pages.rs"),
        (
            vec!["web".into(), "pages".into(), "view".into()],
            "web/pages/view.rs",
        ),
    ]
    .into_iter()
    .map(|(m, f)| (m, f.to_string()))
    .collect();
    let text = r#"
        //! crate::nothing::here
        use super::{AppState, error::WebError};
        use crate::db::{self, players as people};
        use view::Card;
        fn f() { let s = "crate::web::fake"; crate::db::now(); }
        #[cfg(test)]
        mod tests { use crate::web::pages::view; }
        #[cfg(test)]
        mod testing { fn f() { crate::db::games::get(); } }
    "#;
    let module = vec!["web".to_string(), "pages".to_string()];
    let files: BTreeSet<&String> = named_paths(&module, text, &modules)
        .iter()
        .filter_map(|p| file_of(p, &modules))
        .collect();
    let expected: BTreeSet<String> = [
        "web/mod.rs",
        "db/mod.rs",
        "db/players.rs",
        "web/pages/view.rs",
    ]
    .into_iter()
    .map(str::to_string)
    .collect();
    assert_eq!(files, expected.iter().collect());
    assert!(is_upward("web/pages.rs", "web/mod.rs"));
    assert!(!is_upward("web/mod.rs", "web/pages.rs"));
}
