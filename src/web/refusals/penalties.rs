//! A penalty the referee's desk did not give, in the desk's words, with the domain's reasons
//! for the kind, amount or reason typed.

use crate::app::penalties::PenaltyRefusal;
use crate::tournament::penalties::PenaltyError;
use crate::web::i18n::Words;

/// What the referee should fix, in `words`' language.
pub fn words(refusal: &PenaltyRefusal, words: &Words) -> String {
    match refusal {
        PenaltyRefusal::NoPlayer => words.get("refusals-penalty-no-player"),
        PenaltyRefusal::NoSuchGame => words.get("refusals-penalty-no-such-game"),
        PenaltyRefusal::Penalty(error) => penalty_error(error, words),
    }
}

/// What to fix in the kind, amount or reason typed.
pub fn penalty_error(error: &PenaltyError, words: &Words) -> String {
    match error {
        PenaltyError::UnknownKind => words.get("refusals-penalty-unknown-kind"),
        PenaltyError::NotANumber => words.get("refusals-penalty-not-a-number"),
        // The amount as typed, digit for digit: Fluent keeps numbers as floating point, which
        // rounds the very amounts this refuses.
        PenaltyError::AmountOutOfRange { kind, amount } => words.get_with2(
            "refusals-penalty-out-of-range",
            ("amount", amount.to_string()),
            ("kind", *kind),
        ),
        PenaltyError::NoReason => words.get("refusals-penalty-no-reason"),
        PenaltyError::ReasonTooLong => words.get("refusals-penalty-reason-too-long"),
        PenaltyError::NotOffered(kind) => {
            words.get_with("refusals-penalty-not-offered", "kind", *kind)
        }
    }
}
