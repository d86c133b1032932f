//! A game's history (the audit log of its hands) as a person reads it, in the reader's
//! language: an entry that keeps its facts is worded from them (`audit_words`); one written
//! before shows the text it stored.

use super::audit_words::detail_words;
use super::hand_audit_words::entry_subject;
use crate::app::hands::{AuditAction, AuditEntry};
use crate::web::i18n::Words;

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

/// The audit log's entries as sentences with names and local time, in `words`' language;
/// hands' JSON is never shown.
pub fn audit_lines(tournament_id: i64, entries: Vec<AuditEntry>, words: &Words) -> Vec<AuditLine> {
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
            let sentence = sentence_of(&e, words);
            let restorable = e.reverted_by.is_none()
                && e.after_value.is_empty()
                && !e.before_value.is_empty()
                && e.hand_position.is_some();
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

/// What the entry `e` says: its facts in words where it keeps them, else its stored text.
fn sentence_of(e: &AuditEntry, words: &Words) -> String {
    let someone = words.get("audit-someone");
    let who = if e.who.is_empty() {
        someone.as_str()
    } else {
        e.who.as_str()
    };
    let worded = e
        .detail
        .as_deref()
        .and_then(|detail| detail_words(e.action, detail, who, words));
    if let Some(worded) = worded {
        return worded;
    }
    // A hand's change names the hand from its facts, or as it stored it before it kept them.
    let subject = entry_subject(e, words);
    let hand = |key: &str| words.get_with_all(key, &[("who", &who), ("subject", &subject)]);
    match e.action {
        RECORDED => hand("audit-hand-recorded"),
        EDITED => hand("audit-hand-edited"),
        DELETED => hand("audit-hand-deleted"),
        RESTORED => hand("audit-hand-restored"),
        UNDONE => hand("audit-hand-undone"),
        CONFIRMED => hand("audit-hand-confirmed"),
        DISPUTED => hand("audit-hand-disputed"),
        _ => {
            // Other changes keep their short wording; a value is shown only when it is words
            // (stored hands and lists are JSON, for undo, not for reading).
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
    }
}
