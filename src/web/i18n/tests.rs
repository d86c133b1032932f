//! The catalog is whole: every key a template or the code asks for exists in English, every
//! English message exists in French and Japanese (or is marked there as falling back to
//! English on purpose), no language defines a key English lacks, and no message is unused.
//! Every message formats without error in every language.

use super::catalog::{sources, AREAS};
use super::words::Words;
use crate::tournament::language::Language;
use fluent_bundle::{FluentArgs, FluentValue};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The keys a language's files define, area by area.
fn defined(language: Language) -> BTreeSet<String> {
    sources(language)
        .iter()
        .flat_map(|source| source.lines())
        .filter_map(|line| {
            let (name, _) = line.split_once('=')?;
            let name = name.trim_end();
            let is_key = name.starts_with(|c: char| c.is_ascii_alphabetic())
                && name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            is_key.then(|| name.to_string())
        })
        .collect()
}

/// The keys a language's files mark as English on purpose: `# fallback: key`.
fn marked_fallback(language: Language) -> BTreeSet<String> {
    sources(language)
        .iter()
        .flat_map(|source| source.lines())
        .filter_map(|line| line.strip_prefix("# fallback:"))
        .map(|key| key.trim().to_string())
        .collect()
}

fn files_under(dir: &Path, extension: &str, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the folder reads") {
        let path = entry.expect("an entry reads").path();
        if path.is_dir() {
            files_under(&path, extension, found);
        } else if path.extension().is_some_and(|e| e == extension) {
            found.push(path);
        }
    }
}

/// Every template and every file of the web's code but these tests, as text.
fn sources_that_use_words() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    files_under(&root.join("templates"), "html", &mut files);
    files_under(&root.join("src/web"), "rs", &mut files);
    files
        .into_iter()
        .filter(|path| !path.ends_with("i18n/tests.rs"))
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("a source reads");
            (path, text)
        })
        .collect()
}

/// The keys named in calls to the words: in a template `get("key"`, `get_with("key"`, …; in
/// the code, where `get` is also a map's or a header's, only on a value named `words`.
fn asked_for(path: &Path, text: &str) -> Vec<String> {
    let calls: &[&str] = if path.extension().is_some_and(|e| e == "html") {
        &["get(\"", "get_with(\"", "get_with2(\"", "get_with3(\""]
    } else {
        &[
            "words.get(\"",
            "words.get_with(\"",
            "words.get_with2(\"",
            "words.get_with3(\"",
        ]
    };
    let mut keys = Vec::new();
    for call in calls {
        for (at, _) in text.match_indices(call) {
            let rest = &text[at + call.len()..];
            if let Some(end) = rest.find('"') {
                keys.push(rest[..end].to_string());
            }
        }
    }
    keys
}

#[test]
fn every_key_a_template_or_the_code_asks_for_exists_in_english() {
    let english = defined(Language::English);
    let missing: Vec<String> = sources_that_use_words()
        .iter()
        .flat_map(|(path, text)| {
            asked_for(path, text)
                .into_iter()
                .filter(|key| !english.contains(key))
                .map(move |key| format!("{key} (in {})", path.display()))
        })
        .collect();
    assert!(missing.is_empty(), "keys English lacks: {missing:#?}");
}

#[test]
fn every_english_message_is_in_french_and_japanese_or_marked_as_falling_back() {
    let english = defined(Language::English);
    for language in [Language::French, Language::Japanese] {
        let own = defined(language);
        let marked = marked_fallback(language);
        let missing: Vec<&String> = english
            .iter()
            .filter(|key| !own.contains(*key) && !marked.contains(*key))
            .collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", language.code());
        let stray: Vec<&String> = own.iter().filter(|key| !english.contains(*key)).collect();
        assert!(
            stray.is_empty(),
            "{} defines keys English lacks: {stray:?}",
            language.code()
        );
    }
}

#[test]
fn every_english_message_is_used() {
    let used: String = sources_that_use_words()
        .into_iter()
        .map(|(_, text)| text)
        .collect();
    let unused: Vec<String> = defined(Language::English)
        .into_iter()
        .filter(|key| !used.contains(&format!("\"{key}\"")))
        .collect();
    assert!(unused.is_empty(), "messages no page uses: {unused:?}");
}

/// Every argument any message of any language takes (each `$name` its files mention), with a
/// number: it formats as text as well, and a selector on it picks its default variant.
fn every_argument() -> FluentArgs<'static> {
    let mut args = FluentArgs::new();
    for language in Language::ALL {
        for source in sources(language) {
            for (at, _) in source.match_indices('$') {
                let name: String = source[at + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                if !name.is_empty() {
                    args.set(name, FluentValue::from(3));
                }
            }
        }
    }
    args
}

#[test]
fn every_message_formats_without_error_in_every_language() {
    super::catalog::load();
    let args = every_argument();
    for language in Language::ALL {
        for key in defined(language) {
            let text = super::catalog::format_checked(language, &key, &args)
                .unwrap_or_else(|errors| panic!("{} {key}: {errors}", language.code()));
            assert!(
                !text.trim().is_empty() || key.ends_with("-and"),
                "{key} is empty"
            );
        }
    }
    assert_eq!(AREAS.len(), sources(Language::English).len());
}

#[test]
fn a_missing_translation_falls_back_to_english() {
    // The wind names every language has; a key no language has shows as itself.
    let japanese = Words::new(Language::Japanese);
    assert_eq!(japanese.get("wind-east"), "東");
    assert_eq!(japanese.wind("South"), "南");
    assert_eq!(
        super::catalog::format(Language::French, "no-such-key", None),
        "no-such-key"
    );
}

#[test]
fn plurals_follow_each_language() {
    let english = Words::new(Language::English);
    let french = Words::new(Language::French);
    assert_eq!(
        english.get_with("sheet-counters", "count", 1),
        ", 1 counter"
    );
    assert_eq!(
        english.get_with("sheet-counters", "count", 2),
        ", 2 counters"
    );
    assert_eq!(
        french.get_with2("home-registration", ("players", 1), ("checked", 0)),
        "Inscriptions : 1 joueur, 0 présent. Le placement s'affiche ici au début de la ronde 1."
    );
}

#[test]
fn dates_and_numbers_are_written_as_each_language_writes_them() {
    for (language, date, number) in [
        (Language::English, "2026-04-09", "+1,234.5"),
        (Language::French, "9 avril 2026", "+1\u{202f}234,5"),
        (Language::Japanese, "2026年4月9日", "+1,234.5"),
    ] {
        let words = Words::new(language);
        assert_eq!(words.date("2026-04-09"), date);
        assert_eq!(words.number("+1,234.5"), number);
    }
    assert_eq!(
        Words::new(Language::French).date("2026-05-01"),
        "1er mai 2026"
    );
    assert_eq!(Words::new(Language::French).number("48%"), "48\u{202f}%");
    assert_eq!(Words::new(Language::Japanese).date("someday"), "someday");
}
