//! An audit entry's facts (`tournament::audit_detail`) in the reader's language: one
//! `audit-<action>` message per kind of change, given who made it and the facts the
//! application stored. An entry without facts (written before they were kept, or a kind of
//! change that keeps none) has no words here, and its stored text is shown instead.

use super::bracket_audit_words::bracket_words;
use crate::app::hands::AuditAction;
use crate::tournament::audit_detail::{AuditDetail, Fact};
use crate::web::bracket::reasons::reason_words;
use crate::web::engine_words::notes;
use crate::web::i18n::{Arg, Words};
use fluent_bundle::FluentValue;

/// A fact as a message's argument: a number, or a text (a hand's note or an advancer's reason
/// worded in the page's language).
enum Argument {
    Number(i64),
    Text(String),
}

impl Argument {
    fn of(fact: &Fact, words: &Words) -> Argument {
        match fact {
            Fact::Number(number) => Argument::Number(*number),
            Fact::Text(text) => Argument::Text(text.clone()),
            Fact::Note(note) => Argument::Text(notes::note(note, words)),
            Fact::Reason(reason) => Argument::Text(reason_words(words, reason)),
            // A list in a sentence: its items one after the other.
            Fact::List(items) => {
                let items = items.iter().map(|item| match Argument::of(item, words) {
                    Argument::Number(number) => number.to_string(),
                    Argument::Text(text) => text,
                });
                Argument::Text(items.collect::<Vec<_>>().join(", "))
            }
        }
    }
}

impl Arg for Argument {
    fn fluent(&self) -> FluentValue<'static> {
        match self {
            Argument::Number(number) => FluentValue::from(*number),
            Argument::Text(text) => FluentValue::from(text.clone()),
        }
    }
}

/// The message of a kind of change that keeps its facts.
fn message_of(action: AuditAction) -> Option<&'static str> {
    use AuditAction as A;
    Some(match action {
        A::RoundStarted => "audit-round-started",
        A::RoundRePlanned => "audit-round-re-planned",
        A::RoundRedrawn => "audit-round-redrawn",
        A::PlayersSwapped => "audit-players-swapped",
        A::RoundTakenBack => "audit-round-taken-back",
        A::AllPlayersCheckedIn => "audit-all-players-checked-in",
        A::PlayersImported => "audit-players-imported",
        A::SeatPinReset => "audit-seat-pin-reset",
        A::ClockStarted => "audit-clock-started",
        A::TimeGiven => "audit-time-given",
        A::PlayerAdded => "audit-player-added",
        A::PlayerEdited => "audit-player-edited",
        A::PlayerCheckedIn => "audit-player-checked-in",
        A::PlayerCheckInUndone => "audit-player-check-in-undone",
        A::PlayerWithdrawn => "audit-player-withdrawn",
        A::PlayerReinstated => "audit-player-reinstated",
        A::TournamentCreated => "audit-tournament-created",
        A::TournamentEdited => "audit-tournament-edited",
        A::TournamentArchived => "audit-tournament-archived",
        A::TournamentRestored => "audit-tournament-restored",
        A::PenaltyGiven => "audit-penalty-given",
        A::PenaltyRemoved => "audit-penalty-removed",
        A::TeamFormed => "audit-team-formed",
        A::TeamDissolved => "audit-team-dissolved",
        A::SeatTaken => "audit-seat-taken",
        A::SeatFreed => "audit-seat-freed",
        A::HandEntryChanged => "audit-hand-entry-changed",
        A::OrganizerPasswordSet => "audit-organizer-password-set",
        A::OrganizerPasswordChanged => "audit-organizer-password-changed",
        A::RefereeAuthorised => "audit-referee-authorised",
        A::RefereeAccessRevoked => "audit-referee-access-revoked",
        A::TournamentImported => "audit-tournament-imported",
        _ => return None,
    })
}

/// The change `action` that `who` made, with its stored facts `detail` (JSON), in `words`'
/// language; `None` when the entry keeps no facts this version words.
pub fn detail_words(action: AuditAction, detail: &str, who: &str, words: &Words) -> Option<String> {
    let detail = AuditDetail::from_json(detail)?;
    if let Some(worded) = bracket_words(action, &detail, who, words) {
        return Some(worded);
    }
    let message = message_of(action)?;
    let who = who.to_string();
    let arguments: Vec<(&str, Argument)> = detail
        .facts()
        .map(|(name, fact)| (name, Argument::of(fact, words)))
        .collect();
    let mut named: Vec<(&str, &dyn Arg)> = vec![("who", &who)];
    named.extend(arguments.iter().map(|(name, arg)| (*name, arg as &dyn Arg)));
    Some(words.get_with_all(message, &named))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::language::Language;

    #[test]
    fn a_round_started_reads_in_each_language_with_its_facts() {
        let detail = AuditDetail::new()
            .number("round", 3)
            .text("mode", "random")
            .text("seed", "42")
            .number("tables", 2)
            .to_json();
        let said = |language| {
            let words = Words::new(language);
            detail_words(AuditAction::RoundStarted, &detail, "organizer", &words).unwrap()
        };
        assert_eq!(
            said(Language::English),
            "organizer: round started — round 3 (random seating, seed 42, 2 tables)"
        );
        for language in [Language::French, Language::Japanese] {
            let text = said(language);
            assert!(text.contains('3') && text.contains("42"), "{text}");
            assert!(!text.contains("round started"), "{text}");
        }
        let none = detail_words(
            AuditAction::HandRecorded,
            &detail,
            "organizer",
            &Words::default(),
        );
        assert_eq!(none, None);
    }
}
