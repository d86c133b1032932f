//! A tournament's own details (name, date, venue, ruleset and the ruleset's settings, default
//! language) parsed from raw form input.

use crate::engine::ruleset::{PresetId, Ruleset};
use crate::engine::styles::settings::{SettingsError, StyleSettings};
use crate::engine::styles::{style, StyleRules};
use crate::tournament::language::Language;
use crate::tournament::rule_settings::to_stored;
use chrono::NaiveDate;

/// Longest tournament name or venue accepted; longer is almost surely a paste gone wrong.
pub const MAX_TEXT_LEN: usize = 120;

/// What the organizer may set about a tournament, known good.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentDetails {
    pub name: String,
    pub date: Option<NaiveDate>,
    pub venue: String,
    pub ruleset: PresetId,
    /// The ruleset's settings as stored (`rule_settings`: Hong Kong Old Style's wind rounds
    /// and faan table); empty for a style without settings.
    pub settings: String,
    /// The language its pages are shown in to a reader who chose none; `None` lets the
    /// reader's browser decide.
    pub language: Option<Language>,
}

/// Why the details were refused; each message says what to fix.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DetailsError {
    #[error("Give the tournament a name.")]
    EmptyName,
    #[error("The name is too long: keep it under {MAX_TEXT_LEN} characters.")]
    NameTooLong,
    #[error("The venue is too long: keep it under {MAX_TEXT_LEN} characters.")]
    VenueTooLong,
    #[error("The date must look like 2026-04-09 (year-month-day).")]
    BadDate,
    #[error("Unknown ruleset '{0}': choose one from the list.")]
    UnknownRuleset(String),
    #[error("The ruleset '{0}' cannot be run as a tournament yet: its score sheet cannot record its hands. Choose one from the list.")]
    RulesetNotOffered(PresetId),
    #[error("{0}")]
    Settings(#[from] SettingsError),
    #[error("Unknown language '{0}': choose English, French or Japanese, or none.")]
    UnknownLanguage(String),
}

/// The presets a tournament may choose, in the order the form lists them: every preset of the
/// style registry, four-player riichi first, then sanma (docs/rules.md §6) and Hong Kong Old
/// Style (docs/rules.md §7).
pub static TOURNAMENT_RULESETS: std::sync::LazyLock<Vec<PresetId>> =
    std::sync::LazyLock::new(|| crate::engine::styles::all_preset_ids().collect());

/// The ruleset stored as `stored` in words ("MSMC sanma (three players)"), or the text itself
/// for an id no preset has (a database written by hand).
pub fn ruleset_name(stored: &str) -> String {
    PresetId::parse(stored).map_or_else(
        || stored.to_string(),
        |id| Ruleset::preset(id).name.to_string(),
    )
}

impl TournamentDetails {
    /// Parses the form's raw strings. Surrounding spaces are dropped; an empty date is no date.
    pub fn parse(name: &str, date: &str, venue: &str, ruleset: &str) -> Result<Self, DetailsError> {
        let name = clean_text(name);
        if name.is_empty() {
            return Err(DetailsError::EmptyName);
        }
        if name.chars().count() > MAX_TEXT_LEN {
            return Err(DetailsError::NameTooLong);
        }
        let venue = clean_text(venue);
        if venue.chars().count() > MAX_TEXT_LEN {
            return Err(DetailsError::VenueTooLong);
        }
        let date = match date.trim() {
            "" => None,
            text => Some(
                NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(|_| DetailsError::BadDate)?,
            ),
        };
        let ruleset = if ruleset.trim().is_empty() {
            crate::engine::styles::DEFAULT_PRESET
        } else {
            PresetId::parse(ruleset.trim())
                .ok_or_else(|| DetailsError::UnknownRuleset(ruleset.trim().to_string()))?
        };
        if !TOURNAMENT_RULESETS.contains(&ruleset) {
            return Err(DetailsError::RulesetNotOffered(ruleset));
        }
        Ok(Self {
            name,
            date,
            venue,
            ruleset,
            settings: String::new(),
            language: None,
        })
    }

    /// These details with the default language whose code is `code` (`fr`); empty for none.
    pub fn with_language(mut self, code: &str) -> Result<Self, DetailsError> {
        self.language = match code.trim() {
            "" => None,
            code => Some(
                Language::parse(code)
                    .ok_or_else(|| DetailsError::UnknownLanguage(code.to_string()))?,
            ),
        };
        Ok(self)
    }

    /// These details with the settings of the ruleset's style, read by `read` from what the
    /// style asks for (as typed on the form, or as stored in an import file) and kept as
    /// stored; a style without settings has none, and `read` is not called.
    pub fn with_settings(
        mut self,
        read: impl FnOnce(&dyn StyleRules) -> Result<StyleSettings, SettingsError>,
    ) -> Result<Self, DetailsError> {
        let style = style(self.ruleset.style());
        if style.has_tournament_settings() {
            self.settings = to_stored(&read(style)?);
        }
        Ok(self)
    }
}

/// Whether the preset's style has settings each tournament chooses (Hong Kong Old Style's);
/// `None`, a stored id no preset has, has none.
pub fn has_settings(preset: Option<PresetId>) -> bool {
    preset.is_some_and(|id| style(id.style()).has_tournament_settings())
}

/// Trims and folds runs of white space, and strips control characters and invisible ones, so
/// that what is shown is what was meant: every name (player, tournament, referee), venue and
/// reason (penalty, dispute) is read through here, so two names that look the same on a page
/// are the same name and no text can turn the rest of a line around.
pub fn clean_text(raw: &str) -> String {
    raw.split_whitespace()
        .map(|word| {
            word.chars()
                .filter(|c| !c.is_control() && !is_invisible(*c))
                .collect::<String>()
        })
        .filter(|word| !word.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Characters that show nothing by themselves: format characters such as zero-width spaces
/// and joiners, direction marks and overrides, the byte order mark, soft hyphens, variation
/// selectors, Hangul fillers and tag characters.
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{061C}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF9}'..='\u{FFFB}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0000}'..='\u{E0FFF}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::styles::hkos::settings::HkosSettingsError;

    /// The tournament form's settings fields as typed.
    fn form(winds: &str, faan_table: &str) -> impl Fn(&str) -> String {
        let (winds, faan_table) = (winds.to_string(), faan_table.to_string());
        move |name| match name {
            "winds" => winds.clone(),
            "faan_table" => faan_table.clone(),
            _ => String::new(),
        }
    }

    #[test]
    fn a_plain_tournament_parses_with_the_club_ruleset_by_default() {
        let details =
            TournamentDetails::parse("  Spring  Open ", "2026-04-09", "Room 403", "").unwrap();
        assert_eq!(details.name, "Spring Open");
        assert_eq!(details.date, NaiveDate::from_ymd_opt(2026, 4, 9));
        assert_eq!(details.ruleset, "msmc-2016");
    }

    #[test]
    fn every_riichi_preset_and_sanma_may_be_chosen() {
        for id in crate::engine::styles::riichi::PRESETS {
            assert!(
                TOURNAMENT_RULESETS.iter().any(|listed| listed == id),
                "{id}"
            );
        }
        let sanma = TournamentDetails::parse("Sanma night", "", "", " sanma-msmc ").unwrap();
        assert_eq!(sanma.ruleset, "sanma-msmc");
        assert_eq!(ruleset_name("sanma-msmc"), "MSMC sanma (three players)");
        let hkos = TournamentDetails::parse("HK", "", "", "hkos-msmc")
            .and_then(|d| d.with_settings(|s| s.settings_from_form(&form("2", "3: 8, 8: 64"))))
            .unwrap();
        assert_eq!(hkos.ruleset, "hkos-msmc");
        assert_eq!(hkos.settings, r#"{"winds":2,"faan_table":{"3":8,"8":64}}"#);
    }

    #[test]
    fn bad_input_is_refused_with_the_reason() {
        assert_eq!(
            TournamentDetails::parse(" ", "", "", ""),
            Err(DetailsError::EmptyName)
        );
        assert_eq!(
            TournamentDetails::parse("A", "9/4/2026", "", ""),
            Err(DetailsError::BadDate)
        );
        assert_eq!(
            TournamentDetails::parse("A", "", "", "nope"),
            Err(DetailsError::UnknownRuleset("nope".into()))
        );
        assert!(matches!(
            TournamentDetails::parse("A", "", "", "hkos-msmc")
                .and_then(|d| d.with_settings(|s| s.settings_from_form(&form("3", "")))),
            Err(DetailsError::Settings(SettingsError::HongKong(
                HkosSettingsError::BadWinds(_)
            )))
        ));
        assert_eq!(
            TournamentDetails::parse(&"x".repeat(121), "", "", ""),
            Err(DetailsError::NameTooLong)
        );
    }
}
