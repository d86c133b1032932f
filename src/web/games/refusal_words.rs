//! A refused change of a game's hands in the reader's language, where the words need nothing
//! but the refusal's facts. The sheet's pages word the rest with the game at hand (a hand's
//! players and round, what the change was) and use these for everything else, so a refusal
//! reads the same on every page.

use crate::app::hands::{AuditAction, HandRefusal};
use crate::web::i18n::Words;

/// What the person should know or fix, in `words`' language.
pub fn words(refusal: &HandRefusal, words: &Words) -> String {
    // A hand is numbered from 1, as the sheet shows it.
    let hand = |position: &usize| position.saturating_add(1);
    match refusal {
        // The engine's own account of why the hand cannot happen, in the reader's words.
        HandRefusal::Impossible { index, error, .. } => words.get_with2(
            "refusals-hand-impossible",
            ("hand", index + 1),
            (
                "problem",
                crate::web::engine_words::refusal(error, words).replace('`', ""),
            ),
        ),
        HandRefusal::Stale => words.get("refusals-hand-stale"),
        HandRefusal::Conflict => words.get("refusals-hand-conflict"),
        HandRefusal::AlreadySaved { position } => {
            words.get_with("refusals-hand-already-saved", "hand", hand(position))
        }
        HandRefusal::EnteredMeanwhile { position, by } => words.get_with2(
            "refusals-hand-entered-meanwhile",
            ("by", by),
            ("hand", hand(position)),
        ),
        HandRefusal::Stage(_) => words.get("refusals-hand-stage"),
        HandRefusal::AlreadyConfirmed { position } => {
            words.get_with("refusals-hand-already-confirmed", "hand", hand(position))
        }
        HandRefusal::Disputed { position } => {
            words.get_with("refusals-hand-disputed", "hand", hand(position))
        }
        HandRefusal::OwnEntry { position } => {
            words.get_with("refusals-hand-own-entry", "hand", hand(position))
        }
        HandRefusal::AlreadyDisputed { position } => {
            words.get_with("refusals-hand-already-disputed", "hand", hand(position))
        }
        HandRefusal::NothingToUndo => words.get("refusals-hand-nothing-to-undo"),
        HandRefusal::ChangedSince { position, action } => words.get_with2(
            "refusals-hand-changed-since",
            ("hand", hand(position)),
            (
                "action",
                match action {
                    AuditAction::HandRecorded => "recorded",
                    AuditAction::HandDeleted => "deleted",
                    AuditAction::HandRestored => "restored",
                    _ => "corrected",
                },
            ),
        ),
        HandRefusal::AlreadyRestored => words.get("refusals-hand-already-restored"),
        HandRefusal::TooFewHands { position, hands } => words.get_with2(
            "refusals-hand-too-few-hands",
            ("hand", hand(position)),
            ("hands", hands),
        ),
        HandRefusal::AlreadyOver => words.get("refusals-hand-already-over"),
        HandRefusal::NoHandYet => words.get("refusals-hand-no-hand-yet"),
    }
}
