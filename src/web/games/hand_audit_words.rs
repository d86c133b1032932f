//! A change of a game's hands in the reader's language, for the audit log and the sheet's Undo
//! button: where the hand is ("hand #12 at table 1 (round 1)"), its note worded part by part
//! (`engine_words::notes`), who entered it and why it was disputed, from the facts the change
//! kept (`app::hands` writes them). An undo keeps the facts of the change it reverted and names
//! that change. An entry written before the facts were kept shows the text it stored.

use super::audit_facts::{number, text};
use crate::app::hands::{AuditAction, AuditEntry, Code};
use crate::tournament::audit_detail::{AuditDetail, Fact};
use crate::web::engine_words::notes;
use crate::web::i18n::Words;

/// The note fact `name` in `words`' language, if the entry keeps one.
fn note(facts: &AuditDetail, name: &str, words: &Words) -> Option<String> {
    match facts.fact(name)? {
        Fact::Note(note) => Some(notes::note(note, words)),
        _ => None,
    }
}

/// Where the hand of an entry is, "hand #12 at table 1 (round 1)"; `None` when its facts do
/// not say.
pub fn hand_place(facts: &AuditDetail, words: &Words) -> Option<String> {
    Some(words.get_with3(
        "audit-hand-place",
        ("hand", number(facts, "hand")?),
        ("table", number(facts, "table")?),
        ("round", number(facts, "round")?),
    ))
}

/// The hand a change of `action` is about, in words: where it is and what it did; `None` when
/// the facts do not say where it is.
fn hand_subject(action: AuditAction, facts: &AuditDetail, words: &Words) -> Option<String> {
    let place = hand_place(facts, words)?;
    let mut subject = match (action, note(facts, "before", words)) {
        (AuditAction::GameEndedAtTime, _) => {
            words.get_with("audit-hand-subject-time-up", "place", place)
        }
        (_, Some(before)) => words.get_with3(
            "audit-hand-subject-edited",
            ("place", place),
            ("before", before),
            ("note", note(facts, "note", words)?),
        ),
        (_, None) => words.get_with2(
            "audit-hand-subject",
            ("place", place),
            ("note", note(facts, "note", words)?),
        ),
    };
    if let Some(name) = text(facts, "entered_by") {
        subject = words.get_with2(
            "audit-hand-subject-entered-by",
            ("subject", subject),
            ("name", name),
        );
    }
    if let Some(reason) = text(facts, "reason") {
        subject = words.get_with2(
            "audit-hand-subject-reason",
            ("subject", subject),
            ("reason", reason),
        );
    }
    Some(subject)
}

/// What undoing a change of `action` reverts, the change's hand being `subject`.
fn undo_phrase(action: AuditAction, subject: String, words: &Words) -> String {
    match action {
        AuditAction::HandRecorded => words.get_with("audit-undo-recording", "subject", subject),
        AuditAction::HandEdited => words.get_with("audit-undo-correction", "subject", subject),
        AuditAction::HandDeleted => words.get_with("audit-undo-deletion", "subject", subject),
        AuditAction::HandRestored => words.get_with("audit-undo-restoring", "subject", subject),
        AuditAction::GameEndedAtTime => {
            words.get_with("audit-undo-end-at-time", "subject", subject)
        }
        _ => words.get_with("audit-undo-change", "subject", subject),
    }
}

/// What a change of `action` with the facts `facts` is about; an undo, the change it reverted.
fn subject_of(action: AuditAction, facts: &AuditDetail, words: &Words) -> Option<String> {
    if action != AuditAction::ChangeUndone {
        return hand_subject(action, facts, words);
    }
    let undone = AuditAction::from_code(text(facts, "undone")?)?;
    let subject = hand_subject(undone, facts, words)?;
    Some(undo_phrase(undone, subject, words))
}

/// What an entry of a game's history is about, in `words`' language: its hand from its facts,
/// else the text it stored.
pub fn entry_subject(entry: &AuditEntry, words: &Words) -> String {
    entry
        .detail
        .as_deref()
        .and_then(AuditDetail::from_json)
        .and_then(|facts| subject_of(entry.action, &facts, words))
        .unwrap_or_else(|| entry.subject.clone())
}

/// What the Undo button reverts, the change `entry`: "the recording of hand #12 at table 1
/// (round 1): Aiko tsumo 4000 all".
pub fn undo_label(entry: &AuditEntry, words: &Words) -> String {
    undo_phrase(entry.action, entry_subject(entry, words), words)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sheet::{Note, NotePart};
    use crate::tournament::language::Language;

    fn entry(action: AuditAction, subject: &str, facts: Option<AuditDetail>) -> AuditEntry {
        AuditEntry {
            id: 1,
            at: String::new(),
            who: "organizer".into(),
            action,
            subject: subject.into(),
            before_value: String::new(),
            after_value: String::new(),
            game_id: Some(1),
            hand_position: Some(11),
            reverted_by: None,
            detail: facts.map(|facts| facts.to_json()),
        }
    }

    fn recorded() -> AuditDetail {
        let tsumo = NotePart::TsumoAll {
            winner: "Aiko".into(),
            each: 4000,
        };
        AuditDetail::new()
            .number("hand", 12)
            .number("table", 1)
            .number("round", 1)
            .note("note", Note::of(tsumo))
    }

    #[test]
    fn a_recorded_hand_reads_as_english_always_did_and_in_each_language() {
        let stored = "hand #12 at table 1 (round 1): Aiko tsumo 4000 all";
        let recording = entry(AuditAction::HandRecorded, stored, Some(recorded()));
        let english = Words::new(Language::English);
        assert_eq!(
            undo_label(&recording, &english),
            format!("the recording of {stored}")
        );
        for language in [Language::French, Language::Japanese] {
            let label = undo_label(&recording, &Words::new(language));
            assert!(label.contains("12") && label.contains("Aiko"), "{label}");
            for english in ["recording", "hand #", "tsumo 4000 all"] {
                assert!(!label.contains(english), "{label}");
            }
        }
    }

    #[test]
    fn an_undo_names_the_change_it_reverted_and_an_old_entry_its_stored_text() {
        let english = Words::new(Language::English);
        let facts = recorded().text("undone", AuditAction::HandRecorded.code());
        let stored = "the recording of hand #12 at table 1 (round 1): Aiko tsumo 4000 all";
        let undo = entry(AuditAction::ChangeUndone, stored, Some(facts));
        assert_eq!(entry_subject(&undo, &english), stored);
        let old = entry(AuditAction::HandDeleted, "as stored", None);
        let french = Words::new(Language::French);
        assert_eq!(entry_subject(&old, &french), "as stored");
    }
}
