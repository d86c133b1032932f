//! A refused change to a tournament's details or rules, in words: the form shows them above
//! what was typed.

use crate::app::tournaments::TournamentRefusal;
use crate::tournament::details::{DetailsError, MAX_TEXT_LEN};
use crate::web::i18n::Words;

/// Why the tournament form was refused, in `words`' language.
pub fn words(refusal: &TournamentRefusal, words: &Words) -> String {
    match refusal {
        TournamentRefusal::RulesetFixed => words.get("refusals-tournament-ruleset-fixed"),
        TournamentRefusal::SettingsFixed => words.get("refusals-tournament-settings-fixed"),
    }
}

/// What to fix in the details typed. The ruleset's own settings are refused by the engine,
/// whose refusal `engine_words` words.
pub fn details_error(error: &DetailsError, words: &Words) -> String {
    match error {
        DetailsError::EmptyName => words.get("refusals-details-empty-name"),
        DetailsError::NameTooLong => {
            words.get_with("refusals-details-name-too-long", "max", MAX_TEXT_LEN)
        }
        DetailsError::VenueTooLong => {
            words.get_with("refusals-details-venue-too-long", "max", MAX_TEXT_LEN)
        }
        DetailsError::BadDate => words.get("refusals-details-bad-date"),
        DetailsError::UnknownRuleset(ruleset) => {
            words.get_with("refusals-details-unknown-ruleset", "ruleset", ruleset)
        }
        DetailsError::RulesetNotOffered(preset) => words.get_with(
            "refusals-details-ruleset-not-offered",
            "ruleset",
            preset.to_string(),
        ),
        DetailsError::Settings(error) => crate::web::engine_words::settings_error(error, words),
        DetailsError::UnknownLanguage(code) => {
            words.get_with("refusals-details-unknown-language", "language", code)
        }
    }
}
