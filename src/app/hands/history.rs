//! Going back in a game's history: undo the last change of its hands, restore a deleted hand
//! from the history entry that deleted it. Both read the audit log the changes wrote
//! ([`super::change::store`]) and store their own change the same way.

use super::change::Change;
use super::{hand_place, hand_with_note, note_of, Author, HandRefusal, Open};
use crate::app::{AppError, AppResult, Store};
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::codes::Code;
use crate::db::results::PlayedGame;
use crate::engine::game::Hand;
use crate::tournament::audit_detail::AuditDetail;
use crate::tournament::ids::{AuditEntryId, GameId, TournamentId};

/// A hand kept in the game's history, or none for an empty value.
fn history_hand(text: &str) -> AppResult<Option<Hand>> {
    if text.is_empty() {
        return Ok(None);
    }
    serde_json::from_str(text)
        .map(Some)
        .map_err(|e| AppError::Corrupt(format!("a hand in the audit log is unreadable: {e}")))
}

/// The position of the hand a history entry is about (past any hand for an entry without).
fn entry_position(position: Option<i64>) -> usize {
    usize::try_from(position.unwrap_or(-1)).unwrap_or(usize::MAX)
}

/// What undoing an entry reverts, as a phrase for the log's stored text.
pub fn reverted_what(action: AuditAction) -> &'static str {
    match action {
        AuditAction::HandRecorded => "the recording of",
        AuditAction::HandEdited => "the correction of",
        AuditAction::HandDeleted => "the deletion of",
        AuditAction::HandRestored => "the restoring of",
        AuditAction::GameEndedAtTime => "the end at time of",
        _ => "the change of",
    }
}

/// Reverts the last change of the game's hands that is not yet reverted, if the game still has
/// the hands seen (`seen`): a recorded hand is removed, a corrected one gets its previous
/// content back, a deleted one comes back at its place. Called again, it goes one change
/// further back. Returns the new game and what was undone ("the recording of hand #3 …").
pub async fn undo(
    store: &Store,
    author: &Author,
    tournament_id: TournamentId,
    game_id: GameId,
    seen: &str,
    confirmed_recut: bool,
) -> AppResult<(PlayedGame, String)> {
    let mut open = Open::game(store, tournament_id, game_id, Some(seen)).await?;
    let entry = db::audit::last_hand_change(&mut open.tx, game_id.get(), AuditAction::ChangeUndone)
        .await?
        .ok_or(HandRefusal::NothingToUndo)?;
    let pos = entry_position(entry.hand_position);
    let before = history_hand(&entry.before_value)?;
    let after = history_hand(&entry.after_value)?;
    let mut hands = open.game.hands.clone();
    // The hand must still be as that change left it, or undoing would lose a later correction.
    let still = match &after {
        Some(hand) => hands.get(pos) == Some(hand),
        None => pos <= hands.len(),
    };
    if !still || (before.is_none() && after.is_none()) {
        return Err(HandRefusal::ChangedSince {
            position: pos,
            action: entry.action,
        }
        .into());
    }
    match (&before, after.is_some()) {
        (Some(hand), true) => hands[pos] = hand.clone(),
        (None, _) => {
            hands.remove(pos);
        }
        (Some(hand), false) => hands.insert(pos, hand.clone()),
    }
    let mut change = Change::new(AuditAction::ChangeUndone, pos, after, before);
    change.reverts = Some(entry.id);
    change.confirmed_recut = confirmed_recut;
    let what = format!("{} {}", reverted_what(entry.action), entry.subject);
    // The facts of the change undone, and which change it was; none where it kept none.
    let facts = entry
        .detail
        .as_deref()
        .and_then(AuditDetail::from_json)
        .map(|facts| facts.text("undone", entry.action.code()));
    let subject = what.clone();
    let new = open
        .store(author, tournament_id, hands, change, |_| (subject, facts))
        .await?;
    Ok((new, what))
}

/// Puts a deleted hand (history entry `entry_id`) back at its place, if the game still allows
/// it. Returns the new game and where the hand went.
pub async fn restore(
    store: &Store,
    author: &Author,
    tournament_id: TournamentId,
    game_id: GameId,
    entry_id: AuditEntryId,
    confirmed_recut: bool,
) -> AppResult<(PlayedGame, usize)> {
    let mut open = Open::game(store, tournament_id, game_id, None).await?;
    let entry = db::audit::hand_change(&mut open.tx, game_id.get(), entry_id.get())
        .await?
        .ok_or(AppError::NotFound)?;
    let hand = match (
        history_hand(&entry.before_value)?,
        entry.after_value.is_empty(),
    ) {
        (Some(hand), true) => hand,
        _ => return Err(AppError::NotFound),
    };
    let pos = entry_position(entry.hand_position);
    if entry.reverted_by.is_some() {
        return Err(HandRefusal::AlreadyRestored.into());
    }
    let count = open.game.hands.len();
    if pos > count {
        return Err(HandRefusal::TooFewHands {
            position: pos,
            hands: count,
        }
        .into());
    }
    let mut hands = open.game.hands.clone();
    hands.insert(pos, hand.clone());
    let mut change = Change::new(AuditAction::HandRestored, pos, None, Some(hand));
    change.reverts = Some(entry.id);
    change.confirmed_recut = confirmed_recut;
    let describe = |new: &PlayedGame| {
        let text = format!("{}: {}", hand_place(new, pos), note_of(new, pos));
        (text, Some(hand_with_note(new, pos)))
    };
    let new = open
        .store(author, tournament_id, hands, change, describe)
        .await?;
    Ok((new, pos))
}
