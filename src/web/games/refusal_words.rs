//! A refused change of a game's hands in English, where the words need nothing but the
//! refusal's facts. The sheet's pages word the rest with the game at hand (a hand's players
//! and round, what the change was) and use these for everything else, so a refusal reads the
//! same on every page.

use crate::app::hands::{AuditAction, HandRefusal};

/// What the person should know or fix, in English.
pub fn words(refusal: &HandRefusal) -> String {
    let hand = |position: &usize| position.saturating_add(1);
    match refusal {
        HandRefusal::Impossible { index, error, .. } => format!(
            "With this change, hand #{} cannot happen: {}.",
            index + 1,
            crate::web::engine_words::refusal(error, &Default::default()).replace('`', "")
        ),
        HandRefusal::Stale => {
            "This sheet changed meanwhile (someone else saved a hand). Here is the new state."
                .into()
        }
        HandRefusal::Conflict => "This sheet changed while you were saving. Here is the new state: check it, then record your hand again.".into(),
        HandRefusal::AlreadySaved { position } => format!(
            "Hand #{} was already saved; nothing was saved twice.",
            hand(position)
        ),
        HandRefusal::EnteredMeanwhile { position, by } => format!(
            "{by} has just entered hand #{}: confirm it instead of entering it again.",
            hand(position)
        ),
        HandRefusal::Stage(_) => "This game decided a cut already made: the change waits for the organizer.".into(),
        HandRefusal::AlreadyConfirmed { position } => {
            format!("Hand #{} is already confirmed.", hand(position))
        }
        HandRefusal::Disputed { position } => format!(
            "Hand #{} is disputed: the organizer decides it now.",
            hand(position)
        ),
        HandRefusal::OwnEntry { position } => format!(
            "Hand #{} was entered from your seat or phone: another player of the table confirms it.",
            hand(position)
        ),
        HandRefusal::AlreadyDisputed { position } => format!(
            "Hand #{} is already disputed: the organizer decides it now.",
            hand(position)
        ),
        HandRefusal::NothingToUndo => "There is nothing to undo on this sheet.".into(),
        HandRefusal::ChangedSince { position, action } => format!(
            "Hand #{} has changed since {} it, so it cannot be undone; correct the hand instead.",
            hand(position),
            match action {
                AuditAction::HandRecorded => "recording",
                AuditAction::HandDeleted => "deleting",
                AuditAction::HandRestored => "restoring",
                _ => "correcting",
            }
        ),
        HandRefusal::AlreadyRestored => {
            "This hand was already brought back (by undo or an earlier restore).".into()
        }
        HandRefusal::TooFewHands { position, hands } => format!(
            "Hand #{} cannot be restored: the sheet has only {hands} hands now. Restore the hands before it first.",
            hand(position),
        ),
        HandRefusal::AlreadyOver => "The game is already over.".into(),
        HandRefusal::NoHandYet => {
            "No hand was played yet: record the hand in progress with “time was up during this hand”.".into()
        }
    }
}
