//! Every message of every language, parsed once: the Fluent files of `locales/` are built into
//! the binary and read into one bundle per language the first time a page asks (the router
//! asks at start-up, so a file that does not parse stops the server before it serves).

use crate::tournament::language::Language;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::sync::LazyLock;

/// The areas of the site, one Fluent file each in every language's folder; each is named once
/// here, and both the list of areas and every language's files follow from it.
macro_rules! areas {
    ($($area:literal),* $(,)?) => {
        /// The areas' names, in the order of every language's files.
        pub(super) const AREAS: &[&str] = &[$($area),*];

        /// The Fluent source of a language's files, area by area.
        pub(super) fn sources(language: Language) -> Vec<&'static str> {
            match language {
                Language::English => vec![$(include_str!(concat!("../../../locales/en/", $area, ".ftl"))),*],
                Language::French => vec![$(include_str!(concat!("../../../locales/fr/", $area, ".ftl"))),*],
                Language::Japanese => vec![$(include_str!(concat!("../../../locales/ja/", $area, ".ftl"))),*],
            }
        }
    };
}

areas!(
    "common",
    "tournaments",
    "standings",
    "players",
    "games",
    "statistics",
    // The table phones and the hand form.
    "table",
    "hands",
    // The engine's refusals and notes, and the game's terms (yaku, fan, patterns).
    "engine",
    "terms",
    // The organizer's and referee's pages, the bracket, accounts.
    "organizer",
    "bracket",
    "accounts",
    // The application's refusals and the audit log.
    "refusals",
    "audit",
    // Printables, the final report, the big screen, the EMA file, CSV headers, the calculator.
    "printables",
    "report",
    "screen",
    "ema",
    "csv",
    "calculator",
    // Names the code composes: rulesets, styles, stages, ordinals, progress.
    "names",
    // A league's server: the public index of events, the organizers, ownership's refusals.
    "league",
);

type Bundle = FluentBundle<FluentResource>;

static BUNDLES: LazyLock<Vec<(Language, Bundle)>> = LazyLock::new(|| {
    Language::ALL
        .into_iter()
        .map(|language| (language, bundle(language)))
        .collect()
});

fn bundle(language: Language) -> Bundle {
    let id = language
        .code()
        .parse()
        .expect("a language's code is a language identifier");
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // Without this Fluent wraps every argument in invisible direction marks, which would
    // change the English pages' text and the numbers tests read.
    bundle.set_use_isolating(false);
    for (area, source) in AREAS.iter().zip(sources(language)) {
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(_, errors)| {
            panic!(
                "locales/{}/{area}.ftl does not parse: {errors:?}",
                language.code()
            )
        });
        if let Err(errors) = bundle.add_resource(resource) {
            panic!("locales/{}/{area}.ftl: {errors:?}", language.code());
        }
    }
    bundle
}

fn bundle_of(language: Language) -> &'static Bundle {
    let (_, bundle) = BUNDLES
        .iter()
        .find(|(of, _)| *of == language)
        .expect("every language has its bundle");
    bundle
}

/// Parses every language's messages now, so that a broken file fails at start-up.
pub fn load() {
    LazyLock::force(&BUNDLES);
}

/// The message `key` in `language`, else in English; the key itself only for a message no
/// language has (which the catalog's tests refuse before it could ship).
pub(super) fn format(language: Language, key: &str, args: Option<&FluentArgs>) -> String {
    [language, Language::English]
        .into_iter()
        .find_map(|language| {
            let bundle = bundle_of(language);
            let pattern = bundle.get_message(key)?.value()?;
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, args, &mut errors);
            if !errors.is_empty() {
                tracing::warn!(
                    key,
                    language = language.code(),
                    ?errors,
                    "message formatted with errors"
                );
            }
            Some(text.into_owned())
        })
        .unwrap_or_else(|| key.to_string())
}

/// The message `key` in `language` alone, or what went wrong formatting it: for the tests,
/// which refuse a message naming an argument no page gives or a key that is missing.
#[cfg(test)]
pub(super) fn format_checked(
    language: Language,
    key: &str,
    args: &FluentArgs,
) -> Result<String, String> {
    let bundle = bundle_of(language);
    let pattern = bundle
        .get_message(key)
        .and_then(|message| message.value())
        .ok_or_else(|| "no such message".to_string())?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors);
    match errors.is_empty() {
        true => Ok(text.into_owned()),
        false => Err(format!("{errors:?}")),
    }
}
