//! The words of a refused change to the players (`app::players`), and of the domain's reasons
//! a player's details or a line of an import were refused, so that the form and the import
//! say them alike.

use crate::app::players::PlayerRefusal;
use crate::tournament::ema::EmaError;
use crate::tournament::players::{
    ImportError, LineRefusal, PlayerError, MAX_CLUB_LEN, MAX_IMPORT_LINES, MAX_NAME_LEN,
    MAX_NUMBER_LEN,
};
use crate::web::i18n::Words;

/// What the organizer should fix, in `words`' language.
pub fn words(refusal: &PlayerRefusal, words: &Words) -> String {
    match refusal {
        PlayerRefusal::DuplicateName { name } => {
            words.get_with("refusals-player-duplicate-name", "name", name)
        }
        PlayerRefusal::CheckInWithdrawn { name } => {
            words.get_with("refusals-player-check-in-withdrawn", "name", name)
        }
        PlayerRefusal::Import(err) => import_error(err, words),
    }
}

/// What to fix in a player's details.
pub fn player_error(error: &PlayerError, words: &Words) -> String {
    match error {
        PlayerError::EmptyName => words.get("refusals-player-empty-name"),
        PlayerError::NameTooLong => {
            words.get_with("refusals-player-name-too-long", "max", MAX_NAME_LEN)
        }
        PlayerError::ClubTooLong => {
            words.get_with("refusals-player-club-too-long", "max", MAX_CLUB_LEN)
        }
        PlayerError::NumberTooLong => {
            words.get_with("refusals-player-number-too-long", "max", MAX_NUMBER_LEN)
        }
        PlayerError::DuplicateName(name) => {
            words.get_with("refusals-player-duplicate-name", "name", name)
        }
        PlayerError::Ema(error) => ema_error(error, words),
    }
}

/// What to fix in an EMA number or a country typed.
pub fn ema_error(error: &EmaError, words: &Words) -> String {
    match error {
        EmaError::BadNumber { given } => words.get_with("refusals-ema-bad-number", "given", given),
        EmaError::BadCountry { given } => {
            words.get_with("refusals-ema-bad-country", "given", given)
        }
    }
}

/// Why a list of players could not be read at all.
pub fn import_error(error: &ImportError, words: &Words) -> String {
    match error {
        ImportError::NotUtf8 => words.get("refusals-import-not-utf8"),
        ImportError::Empty => words.get("refusals-import-empty"),
        ImportError::TooLong => words.get_with("refusals-import-too-long", "max", MAX_IMPORT_LINES),
    }
}

/// Why one line of a list of players was refused.
pub fn line_refusal(refusal: &LineRefusal, words: &Words) -> String {
    match refusal {
        LineRefusal::NotCsv { problem } => {
            words.get_with("refusals-line-not-csv", "problem", problem)
        }
        LineRefusal::TooManyFields {
            count,
            expected,
            columns,
        } => words.get_with3(
            "refusals-line-too-many-fields",
            ("count", count),
            ("expected", expected),
            ("columns", columns),
        ),
        LineRefusal::Details(error) => player_error(error, words),
        LineRefusal::EarlierInFile { name } => {
            words.get_with("refusals-line-earlier-in-file", "name", name)
        }
    }
}
