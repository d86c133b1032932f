//! Refusals of the application layer in words: the one place where a [`Refusal`] becomes a
//! sentence, so that a translation later replaces this module and nothing deeper.

use crate::app::Refusal;

pub mod tournaments;
pub mod transfer;

/// What the person should fix, in English.
pub fn words(refusal: &Refusal) -> String {
    match refusal {
        Refusal::Invalid { field, reason } => format!("{field}: {reason}"),
        Refusal::Tournament(refusal) => tournaments::words(refusal).into(),
        Refusal::Transfer(refusal) => transfer::words(refusal),
    }
}
