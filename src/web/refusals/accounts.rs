//! The words of a refused change to the staff accounts (`app::accounts`).

use crate::app::accounts::AccountRefusal;

/// What the organizer should fix, in English.
pub fn words(refusal: &AccountRefusal) -> String {
    match refusal {
        AccountRefusal::OrganizerExists => {
            "The organizer password is already set: sign in instead.".into()
        }
        AccountRefusal::PasswordTooShort { min } => {
            format!("Choose a password of at least {min} characters.")
        }
        AccountRefusal::PasswordsDiffer => {
            "The two passwords differ: type the same password twice.".into()
        }
        AccountRefusal::RefereeName { max } => {
            format!("Give the referee a name of 1 to {max} characters; they sign in with it.")
        }
        AccountRefusal::NoTournamentChosen => {
            "Choose the tournaments this referee works at.".into()
        }
        AccountRefusal::UnknownTournament => {
            "One of the chosen tournaments does not exist: reload the page.".into()
        }
        AccountRefusal::NameIsOrganizer => "That name is the organizer's: choose another.".into(),
        AccountRefusal::WrongCurrentPassword => "The current password is not right.".into(),
    }
}
