//! Refusals of the application layer in words: the one place where a [`Refusal`] becomes a
//! sentence, in the reader's language (`locales/*/refusals.ftl`), so that nothing deeper than
//! the web writes one. Each concern's wordings sit in a file of its own beside this one, with
//! the domain's errors that concern words (a player's details, a penalty, a seating).

mod accounts;
mod phones;
pub mod players;

use crate::app::Refusal;
use crate::web::i18n::Words;

pub(crate) mod bracket;
mod clock;
mod leagues;
pub mod penalties;
pub mod rounds;
pub mod seating;
pub mod teams;
pub mod tournaments;
pub mod transfer;
mod transfer_check;

/// What the person should fix, in `words`' language.
pub fn words(refusal: &Refusal, words: &Words) -> String {
    match refusal {
        Refusal::Player(refusal) => players::words(refusal, words),
        Refusal::Account(refusal) => accounts::words(refusal, words),
        Refusal::Phone(refusal) => phones::words(refusal, words),
        Refusal::Penalty(refusal) => penalties::words(refusal, words),
        Refusal::Clock(refusal) => clock::words(refusal, words),
        Refusal::Round(refusal) => rounds::words(refusal, words),
        Refusal::Bracket(refusal) => bracket::words(refusal, words),
        Refusal::Tournament(refusal) => tournaments::words(refusal, words),
        Refusal::Transfer(refusal) => transfer::words(refusal, words),
        Refusal::Hand(refusal) => super::games::refusal_words::words(refusal, words),
        Refusal::Team(refusal) => teams::words(refusal, words),
        Refusal::League(refusal) => leagues::words(refusal, words),
    }
}
