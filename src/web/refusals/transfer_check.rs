//! A tournament file refused by its own check (`app::transfer::ImportRefusal`), in words:
//! where its first problem is, then what it is — "round 2 table 1: the version 7000000000 is
//! out of range." English reads as the check's `Display`; the domain's errors inside (a
//! player's, a penalty's, the bracket's…) are worded by their own functions.

use super::bracket::bracket_error;
use super::penalties::penalty_error;
use super::players::player_error;
use super::seating::seating_error;
use super::teams::team_error;
use super::tournaments::details_error;
use crate::app::transfer::{ImportRefusal, Part, Place, Problem, Text};
use crate::engine::styles::style;
use crate::web::engine_words::settings_error;
use crate::web::i18n::Words;

/// Why the file was refused, in `words`' language.
pub fn import_refusal(refusal: &ImportRefusal, words: &Words) -> String {
    match refusal {
        ImportRefusal::TooMany { part, max } => {
            let key = match part {
                Part::Players => "refusals-file-too-many-players",
                Part::Rounds => "refusals-file-too-many-rounds",
                Part::Penalties => "refusals-file-too-many-penalties",
            };
            words.get_with(key, "max", *max)
        }
        ImportRefusal::At { place, problem } => words.get_with2(
            "refusals-file-at",
            ("place", place_words(*place, words)),
            ("problem", problem_words(problem, words)),
        ),
    }
}

/// Where in the file: "round 2 table 1".
fn place_words(place: Place, words: &Words) -> String {
    match place {
        Place::Tournament => words.get("refusals-file-place-tournament"),
        Place::Player(n) => words.get_with("refusals-file-place-player", "n", n),
        Place::Bracket => words.get("refusals-file-place-bracket"),
        Place::BracketStage(n) => words.get_with("refusals-file-place-stage", "n", n),
        Place::Round(n) => words.get_with("refusals-file-place-round", "n", n),
        Place::Table { round, table } => words.get_with2(
            "refusals-file-place-table",
            ("round", round),
            ("table", table),
        ),
        Place::Mark { round, table, hand } => words.get_with3(
            "refusals-file-place-mark",
            ("round", round),
            ("table", table),
            ("hand", hand),
        ),
        Place::Penalty(n) => words.get_with("refusals-file-place-penalty", "n", n),
        Place::AuditEntry(n) => words.get_with("refusals-file-place-audit-entry", "n", n),
        Place::Team(n) => words.get_with("refusals-file-place-team", "n", n),
    }
}

/// Which free text is too long.
fn text_words(text: Text, words: &Words) -> String {
    words.get(match text {
        Text::Date => "refusals-file-text-date",
        Text::Reason => "refusals-file-text-reason",
        Text::Seed => "refusals-file-text-seed",
        Text::Phone => "refusals-file-text-phone",
        Text::Name => "refusals-file-text-name",
        Text::Dispute => "refusals-file-text-dispute",
        Text::Time => "refusals-file-text-time",
        Text::Action => "refusals-file-text-action",
        Text::Subject => "refusals-file-text-subject",
        Text::OldValue => "refusals-file-text-old-value",
        Text::NewValue => "refusals-file-text-new-value",
        Text::FormKey => "refusals-file-text-form-key",
    })
}

/// What is wrong: a domain's refusal in its own words, else the problem's message.
fn problem_words(problem: &Problem, words: &Words) -> String {
    match problem {
        Problem::Details(e) => details_error(e, words),
        Problem::Player(e) => player_error(e, words),
        Problem::Plan(e) => bracket_error(e, words),
        Problem::Team(e) => team_error(e, words),
        Problem::Penalty(e) => penalty_error(e, words),
        Problem::Settings(e) => settings_error(e, words),
        Problem::TableRule(e) => {
            words.get_with("refusals-file-table-rule", "error", seating_error(e, words))
        }
        Problem::FifthSeat(e) => {
            words.get_with("refusals-file-fifth-seat", "error", seating_error(e, words))
        }
        Problem::Partners(e) => {
            words.get_with("refusals-file-partners", "error", seating_error(e, words))
        }
        Problem::Text(what) => {
            words.get_with("refusals-file-text", "what", text_words(*what, words))
        }
        Problem::OtherStyle {
            ruleset,
            style: game,
            tournament,
        } => words.get_with_all(
            "refusals-file-other-style",
            &[
                ("ruleset", ruleset),
                ("style", &style(*game).name()),
                ("plays", &style(tournament.style()).name()),
                ("preset", &tournament.to_string()),
            ],
        ),
        Problem::OtherTable {
            ruleset,
            seats,
            table,
        } => words.get_with3(
            "refusals-file-other-table",
            ("ruleset", ruleset.as_str()),
            ("seats", *seats),
            ("table", *table),
        ),
        other => fact_words(other, words),
    }
}

/// A problem of the file itself, with its facts.
fn fact_words(problem: &Problem, words: &Words) -> String {
    match problem {
        Problem::HandEntry { found } => words.get_with("refusals-file-hand-entry", "found", found),
        Problem::UnknownPlayer { player } => {
            words.get_with("refusals-file-unknown-player", "player", *player)
        }
        Problem::IdTwice { id } => words.get_with("refusals-file-id-twice", "id", *id),
        Problem::NameTwice { name } => words.get_with("refusals-file-name-twice", "name", name),
        Problem::UnreadablePlan { problem } => {
            words.get_with("refusals-file-unreadable-plan", "problem", problem)
        }
        Problem::MoreStagesThanPlanned { stages, planned } => words.get_with2(
            "refusals-file-more-stages",
            ("stages", *stages),
            ("planned", *planned),
        ),
        Problem::StageOutOfOrder { found } => {
            words.get_with("refusals-file-stage-order", "found", *found)
        }
        Problem::EnteredTwice { player } => {
            words.get_with("refusals-file-entered-twice", "player", *player)
        }
        Problem::UnknownSeating { code } => {
            words.get_with("refusals-file-unknown-seating", "code", code)
        }
        Problem::UnknownTableRule { code } => {
            words.get_with("refusals-file-unknown-table-rule", "code", code)
        }
        Problem::TooManyTables { max } => {
            words.get_with("refusals-file-too-many-tables", "max", *max)
        }
        Problem::SitsOutTwice { player } => {
            words.get_with("refusals-file-sits-out-twice", "player", *player)
        }
        Problem::NoSuchStage { stage } => {
            words.get_with("refusals-file-no-such-stage", "stage", *stage)
        }
        Problem::StageFull { stage, allowed } => words.get_with2(
            "refusals-file-stage-full",
            ("stage", *stage),
            ("allowed", *allowed),
        ),
        Problem::ClockOutOfRange { minutes } => {
            words.get_with("refusals-file-clock", "minutes", *minutes)
        }
        Problem::ExtraTimeOutOfRange { table } => {
            words.get_with("refusals-file-extra-time", "table", *table)
        }
        Problem::UnknownRuleset { ruleset } => {
            words.get_with("refusals-file-unknown-ruleset", "ruleset", ruleset)
        }
        Problem::VersionOutOfRange { version } => {
            words.get_with("refusals-file-version", "version", version.to_string())
        }
        Problem::TooManyHands { max } => {
            words.get_with("refusals-file-too-many-hands", "max", *max)
        }
        Problem::SeatBeyondTable { seats } => {
            words.get_with("refusals-file-seat-beyond-table", "seats", *seats)
        }
        Problem::SeatedTwice { player } => {
            words.get_with("refusals-file-seated-twice", "player", *player)
        }
        Problem::TooFewPlayers { least } => {
            words.get_with("refusals-file-too-few-players", "least", *least)
        }
        Problem::UnknownStatus { status } => {
            words.get_with("refusals-file-unknown-status", "status", status)
        }
        Problem::UnknownAction { action } => {
            words.get_with("refusals-file-unknown-action", "action", action)
        }
        Problem::InTwoTeams { player } => {
            words.get_with("refusals-file-in-two-teams", "player", *player)
        }
        Problem::TeamNameTwice { name } => {
            words.get_with("refusals-file-team-name-twice", "name", name)
        }
        other => sentence_words(other, words),
    }
}

/// A problem that carries no facts.
fn sentence_words(problem: &Problem, words: &Words) -> String {
    words.get(match problem {
        Problem::SeedNotANumber => "refusals-file-seed-not-a-number",
        Problem::NobodyEntered => "refusals-file-nobody-entered",
        Problem::RoundNumberBelowOne => "refusals-file-round-below-one",
        Problem::RoundTwice => "refusals-file-round-twice",
        Problem::TableNumberBelowOne => "refusals-file-table-below-one",
        Problem::TablesOutOfOrder => "refusals-file-tables-order",
        Problem::MoreMarksThanHands => "refusals-file-more-marks",
        Problem::EnteringSeatOutOfRange => "refusals-file-entering-seat",
        Problem::GameNotInFile => "refusals-file-game-not-in-file",
        Problem::HandOutOfRange => "refusals-file-hand-out-of-range",
        Problem::UndoneByEarlier => "refusals-file-undone-by-earlier",
        Problem::NoTeamsInStyle => "refusals-file-no-teams",
        Problem::FifthAndPartners => "refusals-file-fifth-and-partners",
        // Every problem with facts is worded above; one added later reads as the check's
        // English until it has words.
        _ => return problem.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::language::Language;

    /// Refusals of every shape: a part too long, and problems with facts, with a free text,
    /// and with none, at each kind of place.
    fn refusals() -> Vec<ImportRefusal> {
        let at = |place: Place, problem: Problem| place.refuses(problem);
        vec![
            ImportRefusal::TooMany {
                part: Part::Rounds,
                max: 200,
            },
            at(
                Place::Table { round: 2, table: 1 },
                Problem::VersionOutOfRange {
                    version: 7_000_000_000,
                },
            ),
            at(
                Place::Player(3),
                Problem::NameTwice {
                    name: "Aiko".into(),
                },
            ),
            at(Place::Penalty(1), Problem::Text(Text::Reason)),
            at(
                Place::Mark {
                    round: 1,
                    table: 2,
                    hand: 3,
                },
                Problem::MoreMarksThanHands,
            ),
            at(
                Place::Round(4),
                Problem::OtherTable {
                    ruleset: "sanma-msmc".into(),
                    seats: 3,
                    table: 4,
                },
            ),
        ]
    }

    #[test]
    fn a_refused_file_reads_as_its_check_wrote_it_and_in_each_language() {
        for refusal in refusals() {
            let english = refusal.to_string();
            assert_eq!(
                import_refusal(&refusal, &Words::new(Language::English)),
                english
            );
            for language in [Language::French, Language::Japanese] {
                let text = import_refusal(&refusal, &Words::new(language));
                assert_ne!(text, english);
                for piece in ["round", "the file", "player", "penalty", "hand"] {
                    assert!(!text.contains(piece), "{text}");
                }
            }
        }
    }
}
