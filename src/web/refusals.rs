//! Refusals of the application layer in words: the one place where a [`Refusal`] becomes a
//! sentence, so that a translation later replaces this module and nothing deeper. Each
//! concern's long wordings sit in a file of its own beside this one.

mod accounts;
mod phones;
mod players;

use crate::app::Refusal;

pub(crate) mod bracket;
mod clock;
mod penalties;
mod rounds;
mod teams;
pub mod tournaments;
pub mod transfer;

/// What the person should fix, in English.
pub fn words(refusal: &Refusal) -> String {
    match refusal {
        Refusal::Invalid { field, reason } => format!("{field}: {reason}"),
        Refusal::Player(refusal) => players::words(refusal),
        Refusal::Account(refusal) => accounts::words(refusal),
        Refusal::Phone(refusal) => phones::words(refusal),
        Refusal::Penalty(refusal) => penalties::words(refusal),
        Refusal::Clock(refusal) => clock::words(refusal),
        Refusal::Round(refusal) => rounds::words(refusal),
        Refusal::Bracket(refusal) => bracket::words(refusal),
        Refusal::Tournament(refusal) => tournaments::words(refusal).into(),
        Refusal::Transfer(refusal) => transfer::words(refusal),
        Refusal::Hand(refusal) => super::games::refusal_words::words(refusal),
        Refusal::Team(refusal) => teams::words(refusal),
    }
}
