//! The engine's refusal of a ruleset's settings, as the tournament form shows it: Hong Kong
//! Old Style's wind rounds and faan table (`HkosSettingsError`, `FaanTableError`), and stored
//! settings that cannot be read. English reads exactly as the engine's `Display`; the reason
//! inside an unreadable stored text stays the engine's, since it quotes what was stored.

use crate::engine::styles::hkos::payments::{FaanTableError, MIN_FAAN};
use crate::engine::styles::hkos::settings::HkosSettingsError;
use crate::engine::styles::settings::{SettingsError, UnreadableSettings};
use crate::web::i18n::{Arg, Words};

/// Why the ruleset's settings typed on the tournament form were refused, in `words`.
pub fn settings_error(error: &SettingsError, words: &Words) -> String {
    match error {
        SettingsError::Unreadable(unreadable) => unreadable_settings(unreadable, words),
        SettingsError::HongKong(error) => hkos_settings(error, words),
    }
}

fn unreadable_settings(error: &UnreadableSettings, words: &Words) -> String {
    words.get_with("organizer-settings-unreadable", "reason", error.0.as_str())
}

fn hkos_settings(error: &HkosSettingsError, words: &Words) -> String {
    match error {
        HkosSettingsError::BadWinds(typed) => {
            words.get_with("organizer-settings-bad-winds", "typed", typed.as_str())
        }
        HkosSettingsError::BadEntry(entry) => {
            words.get_with("organizer-settings-bad-entry", "entry", entry.as_str())
        }
        HkosSettingsError::Table(error) => words.get_with(
            "organizer-settings-table-refused",
            "reason",
            faan_table(error, words),
        ),
        HkosSettingsError::Unreadable(unreadable) => unreadable_settings(unreadable, words),
    }
}

/// A faan table's fault, as the sentence inside "The faan table was refused: …." reads it.
fn faan_table(error: &FaanTableError, words: &Words) -> String {
    match error {
        FaanTableError::Empty => words.get("organizer-faan-table-empty"),
        // The key is quoted as the engine quotes it, so that a blank or odd key shows.
        FaanTableError::BadKey(key) => {
            words.get_with("organizer-faan-table-bad-key", "key", format!("{key:?}"))
        }
        FaanTableError::Duplicate(faan) => {
            words.get_with("organizer-faan-table-twice", "faan", *faan)
        }
        FaanTableError::BadValue { faan } => {
            words.get_with("organizer-faan-table-bad-value", "faan", *faan)
        }
        FaanTableError::NoMinimum { lowest } => words.get_with2(
            "organizer-faan-table-no-minimum",
            ("least", MIN_FAAN),
            ("lowest", *lowest),
        ),
        FaanTableError::Decreasing {
            fewer,
            fewer_value,
            more,
            more_value,
        } => words.get_with_all(
            "organizer-faan-table-decreasing",
            &[
                ("fewer", fewer as &dyn Arg),
                ("fewer_value", fewer_value),
                ("more", more),
                ("more_value", more_value),
            ],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::i18n::Language;

    /// Every refusal the settings can give, one of each kind.
    fn every_error() -> Vec<SettingsError> {
        let table = |error| SettingsError::HongKong(HkosSettingsError::Table(error));
        vec![
            SettingsError::Unreadable(UnreadableSettings("`winds` must be 1, 2 or 4".into())),
            SettingsError::HongKong(HkosSettingsError::BadWinds("3".into())),
            SettingsError::HongKong(HkosSettingsError::BadEntry("3 8".into())),
            table(FaanTableError::Empty),
            table(FaanTableError::BadKey("x".into())),
            table(FaanTableError::Duplicate(4)),
            table(FaanTableError::BadValue { faan: 5 }),
            table(FaanTableError::NoMinimum { lowest: 4 }),
            table(FaanTableError::Decreasing {
                fewer: 4,
                fewer_value: 16,
                more: 5,
                more_value: 8,
            }),
        ]
    }

    #[test]
    fn english_reads_as_the_engine_and_the_other_languages_in_their_words() {
        for error in every_error() {
            assert_eq!(settings_error(&error, &Words::default()), error.to_string());
            for language in [Language::French, Language::Japanese] {
                let worded = settings_error(&error, &Words::new(language));
                assert_ne!(worded, error.to_string(), "{error:?} in {language:?}");
                assert!(!worded.contains("organizer-"), "{worded}");
            }
        }
    }
}
