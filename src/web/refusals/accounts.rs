//! The words of a refused change to the staff accounts (`app::accounts`).

use crate::app::accounts::AccountRefusal;
use crate::web::i18n::Words;

/// What the organizer should fix, in `words`' language.
pub fn words(refusal: &AccountRefusal, words: &Words) -> String {
    match refusal {
        AccountRefusal::OrganizerExists => words.get("refusals-account-organizer-exists"),
        AccountRefusal::PasswordTooShort { min } => {
            words.get_with("refusals-account-password-too-short", "min", min)
        }
        AccountRefusal::PasswordsDiffer => words.get("refusals-account-passwords-differ"),
        // The password rules' own words are the sign-in area's (`accounts.ftl`).
        AccountRefusal::PasswordIsName => words.get("accounts-password-is-name"),
        AccountRefusal::PasswordTooCommon => words.get("accounts-password-too-common"),
        AccountRefusal::RefereeName { max } => {
            words.get_with("refusals-account-referee-name", "max", max)
        }
        AccountRefusal::NoTournamentChosen => words.get("refusals-account-no-tournament"),
        AccountRefusal::UnknownTournament => words.get("refusals-account-unknown-tournament"),
        AccountRefusal::NameIsOrganizer => words.get("refusals-account-name-is-organizer"),
        AccountRefusal::WrongCurrentPassword => words.get("refusals-account-wrong-password"),
        AccountRefusal::NameTaken => words.get("league-name-taken"),
    }
}
