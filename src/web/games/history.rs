//! A game's history (the audit log of its hands) as a person reads it.

use crate::app::hands::{AuditAction, AuditEntry};

/// The audit actions of a game's history.
const RECORDED: AuditAction = AuditAction::HandRecorded;
const EDITED: AuditAction = AuditAction::HandEdited;
const DELETED: AuditAction = AuditAction::HandDeleted;
const RESTORED: AuditAction = AuditAction::HandRestored;
const UNDONE: AuditAction = AuditAction::ChangeUndone;
const CONFIRMED: AuditAction = AuditAction::HandConfirmed;
const DISPUTED: AuditAction = AuditAction::HandDisputed;

/// One line of the audit log as a person reads it.
pub struct AuditLine {
    /// Local time, with the date when it is not today.
    pub time: String,
    pub sentence: String,
    /// The stored action, kept for styling and for tools reading the page.
    pub action: AuditAction,
    /// Where to post to restore a deleted hand, if it can still be restored.
    pub restore: Option<String>,
    /// Undone or restored since.
    pub reverted: bool,
}

/// The audit log's entries as sentences with names and local time; hands' JSON is never shown.
pub fn audit_lines(tournament_id: i64, entries: Vec<AuditEntry>) -> Vec<AuditLine> {
    let today = chrono::Local::now().date_naive();
    entries
        .into_iter()
        .map(|e| {
            let time = match chrono::DateTime::parse_from_rfc3339(&e.at) {
                Ok(at) => {
                    let local = at.with_timezone(&chrono::Local);
                    if local.date_naive() == today {
                        local.format("%H:%M").to_string()
                    } else {
                        local.format("%-d %b %H:%M").to_string()
                    }
                }
                Err(_) => e.at.clone(),
            };
            let who = if e.who.is_empty() {
                "someone"
            } else {
                e.who.as_str()
            };
            let about_hand = e.hand_position.is_some();
            let sentence = match e.action {
                // The wording follows the stored action and subject only, so the log reads the
                // same after the tournament moves to another laptop.
                RECORDED => format!("{who} recorded {}.", e.subject),
                EDITED => format!("{who} corrected {}.", e.subject),
                DELETED => format!("{who} deleted {}.", e.subject),
                RESTORED => format!("{who} restored {}.", e.subject),
                UNDONE => format!("{who} undid {}.", e.subject),
                CONFIRMED => format!("{who} confirmed {}.", e.subject),
                DISPUTED => format!("{who} disputed {}.", e.subject),
                _ => {
                    // Other changes keep their short wording; a value is shown only when it
                    // is words (stored hands and lists are JSON, for undo, not for reading).
                    let readable = |v: &str| !v.is_empty() && !v.starts_with(['{', '[']);
                    let mut text = format!("{who}: {}", e.action);
                    if !e.subject.is_empty() {
                        text.push_str(&format!(" — {}", e.subject));
                    }
                    if readable(&e.after_value) {
                        text.push_str(&format!(" ({})", e.after_value));
                    }
                    text
                }
            };
            let restorable = e.reverted_by.is_none()
                && e.after_value.is_empty()
                && !e.before_value.is_empty()
                && about_hand;
            let restore = match (restorable, e.game_id) {
                (true, Some(gid)) => Some(format!(
                    "/admin/t/{tournament_id}/games/{gid}/restore/{}",
                    e.id
                )),
                _ => None,
            };
            AuditLine {
                time,
                sentence,
                action: e.action,
                restore,
                reverted: e.reverted_by.is_some(),
            }
        })
        .collect()
}
