//! The words of a refused change to the players (`app::players`).

use crate::app::players::PlayerRefusal;
use crate::tournament::players::PlayerError;

/// What the organizer should fix, in English.
pub fn words(refusal: &PlayerRefusal) -> String {
    match refusal {
        // The domain's own sentence, so the form and the import say it alike.
        PlayerRefusal::DuplicateName { name } => {
            PlayerError::DuplicateName(name.clone()).to_string()
        }
        PlayerRefusal::CheckInWithdrawn { name } => {
            format!("{name} has withdrawn: reinstate them before checking them in.")
        }
        PlayerRefusal::Import(err) => err.to_string(),
    }
}
