//! Refusals of the application layer in words: the one place where a [`Refusal`] becomes a
//! sentence, so that a translation later replaces this module and nothing deeper.

use crate::app::Refusal;

/// What the person should fix, in English.
pub fn words(refusal: &Refusal) -> String {
    match refusal {
        Refusal::Invalid { field, reason } => format!("{field}: {reason}"),
        Refusal::Hand(refusal) => super::games::refusal_words::words(refusal),
    }
}
