//! The bracket's and the cut's audit entries in the reader's language, from the facts
//! `app::bracket` and `app::cut` keep: stages by their kind's code, a cut's list as each
//! player's name with their reason (the bracket's value, worded as its pages word it), a
//! bracket game's tables with the substitute's seat (an empty name) worded here, the hand whose
//! correction re-ran a cut. English reads as the log always wrote these entries.

use super::audit_facts::{number, text};
use super::hand_audit_words::hand_place;
use crate::app::hands::AuditAction;
use crate::tournament::audit_detail::{AuditDetail, Fact};
use crate::tournament::bracket::StageKind;
use crate::web::bracket::reasons::reason_words;
use crate::web::bracket::words::{rounds_words, stage_name};
use crate::web::i18n::Words;

/// The list fact `name`, if the entry keeps one.
fn list<'a>(facts: &'a AuditDetail, name: &str) -> Option<&'a [Fact]> {
    match facts.fact(name)? {
        Fact::List(list) => Some(list),
        _ => None,
    }
}

/// The texts of a list of facts (what is no text is left out).
fn texts(list: &[Fact]) -> Vec<&str> {
    list.iter()
        .filter_map(|fact| match fact {
            Fact::Text(text) => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

/// A stage by its kind's code, as the bracket's pages name it.
fn stage_words(code: &str, words: &Words) -> Option<String> {
    let kind = match code {
        "qualifying" => StageKind::Qualifying,
        "semi-finals" => StageKind::SemiFinal,
        "finals" => StageKind::Final,
        _ => return None,
    };
    Some(stage_name(words, kind))
}

/// The stage fact `name` in words.
fn stage(facts: &AuditDetail, name: &str, words: &Words) -> Option<String> {
    stage_words(text(facts, name)?, words)
}

/// A cut's list: "name — reason", one a line. The reason is the bracket's value, worded as
/// the bracket's pages word it; entries written before reasons were kept as values hold the
/// English the bracket gave then, shown as it was written.
fn advancers(facts: &AuditDetail, words: &Words) -> Option<String> {
    let lines = list(facts, "advancers")?.iter().map(|entry| match entry {
        Fact::List(pair) => match pair.as_slice() {
            [Fact::Text(name), reason] => {
                let reason = match reason {
                    Fact::Reason(reason) => reason_words(words, reason),
                    Fact::Text(written) => written.clone(),
                    _ => return None,
                };
                Some(words.get_with2(
                    "audit-bracket-advancer",
                    ("name", name.as_str()),
                    ("reason", reason.as_str()),
                ))
            }
            _ => None,
        },
        _ => None,
    });
    Some(lines.collect::<Option<Vec<_>>>()?.join("\n"))
}

/// The plan of a bracket set up: its stages, "Qualifying → Finals".
fn plan(facts: &AuditDetail, words: &Words) -> Option<String> {
    let stages = texts(list(facts, "plan")?).into_iter();
    let named: Option<Vec<String>> = stages.map(|code| stage_words(code, words)).collect();
    Some(named?.join(" → "))
}

/// The rounds played before a bracket set up: counted in it or left outside; nothing when
/// there were none.
fn earlier(facts: &AuditDetail, words: &Words) -> Option<String> {
    let Some(choice) = text(facts, "earlier") else {
        return Some(String::new());
    };
    let numbers: Vec<i64> = list(facts, "rounds")?
        .iter()
        .filter_map(|fact| match fact {
            Fact::Number(number) => Some(*number),
            _ => None,
        })
        .collect();
    let rounds = rounds_words(words, &numbers);
    Some(match choice {
        "count" => words.get_with2(
            "audit-bracket-earlier-count",
            ("rounds", rounds),
            ("count", numbers.len()),
        ),
        _ => words.get_with("audit-bracket-earlier-left-out", "rounds", rounds),
    })
}

/// A bracket game's tables: each one's seats, the substitute's worded, "A, B | C, D".
fn tables(facts: &AuditDetail, words: &Words) -> Option<String> {
    let substitute = words.get("printables-substitute");
    let tables = list(facts, "tables")?.iter().map(|table| match table {
        Fact::List(seats) => {
            let names = texts(seats).into_iter();
            let names = names.map(|name| match name {
                "" => substitute.as_str(),
                name => name,
            });
            Some(names.collect::<Vec<_>>().join(", "))
        }
        _ => None,
    });
    Some(tables.collect::<Option<Vec<_>>>()?.join(" | "))
}

/// The entry of a bracket's change `action` that `who` made, worded from its facts; `None`
/// for another action or facts this version cannot read (the entry shows its stored text).
pub fn bracket_words(
    action: AuditAction,
    facts: &AuditDetail,
    who: &str,
    words: &Words,
) -> Option<String> {
    Some(match action {
        AuditAction::BracketSetUp => set_up(facts, who, words)?,
        AuditAction::BracketGameSeated => game_seated(facts, who, words)?,
        AuditAction::BracketFinalistReplaced => words.get_with_all(
            "audit-bracket-finalist-replaced",
            &[
                ("who", &who),
                ("stage", &stage(facts, "stage", words)?),
                ("out", &text(facts, "out")?),
                ("into", &text(facts, "into")?),
                ("advancers", &advancers(facts, words)?),
            ],
        ),
        AuditAction::BracketCutMade
        | AuditAction::BracketCutReRun
        | AuditAction::BracketReasonsUpdated => cut(action, facts, who, words)?,
        _ => return None,
    })
}

/// A cut made, re-run, or with its reasons refreshed, after a hand's correction if one says.
fn cut(action: AuditAction, facts: &AuditDetail, who: &str, words: &Words) -> Option<String> {
    let key = match (action, hand_place(facts, words)) {
        (AuditAction::BracketCutMade, _) => "audit-bracket-cut-made",
        (AuditAction::BracketReasonsUpdated, _) => "audit-bracket-reasons-updated",
        (_, Some(_)) => "audit-bracket-cut-re-run-hand",
        (_, None) => "audit-bracket-cut-re-run",
    };
    let place = hand_place(facts, words).unwrap_or_default();
    let (from, to) = (stage(facts, "from", words)?, stage(facts, "to", words)?);
    let advancers = advancers(facts, words)?;
    Some(words.get_with_all(
        key,
        &[
            ("who", &who),
            ("from", &from),
            ("to", &to),
            ("place", &place),
            ("advancers", &advancers),
        ],
    ))
}

/// A bracket set up: its entrants, its plan, the tie draw's seed, the rounds before it.
fn set_up(facts: &AuditDetail, who: &str, words: &Words) -> Option<String> {
    let names = texts(list(facts, "names")?).join(", ");
    Some(words.get_with_all(
        "audit-bracket-set-up",
        &[
            ("who", &who),
            ("entrants", &number(facts, "entrants")?),
            ("plan", &plan(facts, words)?),
            ("names", &names),
            ("seed", &text(facts, "seed")?),
            ("earlier", &earlier(facts, words)?),
        ],
    ))
}

/// A bracket game seated: its stage and number, its round, how and with which seed, its tables.
fn game_seated(facts: &AuditDetail, who: &str, words: &Words) -> Option<String> {
    Some(words.get_with_all(
        "audit-bracket-game-seated",
        &[
            ("who", &who),
            ("stage", &stage(facts, "stage", words)?),
            ("game", &number(facts, "game")?),
            ("round", &number(facts, "round")?),
            ("mode", &text(facts, "mode")?),
            ("seed", &text(facts, "seed")?),
            ("tables", &tables(facts, words)?),
        ],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::Score;
    use crate::tournament::bracket::AdvanceReason;
    use crate::tournament::language::Language;

    /// Second in qualifying game 1 with +12.5.
    fn second_in_game_one() -> Fact {
        Fact::Reason(AdvanceReason::GamePlace {
            place: 2,
            game: 1,
            score: Score::from_hundredths(1250),
        })
    }

    fn pair(name: &str, reason: Fact) -> Fact {
        Fact::List(vec![Fact::Text(name.into()), reason])
    }

    /// Each kind of bracket entry with its facts and the English the log always wrote for it.
    fn entries() -> Vec<(AuditAction, AuditDetail, &'static str)> {
        let cut = AuditDetail::new()
            .text("from", "qualifying")
            .text("to", "finals")
            .with(
                "advancers",
                Fact::List(vec![pair("Aiko", second_in_game_one())]),
            );
        let seats = vec![Fact::Text("Aiko".into()), Fact::Text(String::new())];
        vec![
            (
                AuditAction::BracketCutMade,
                cut.clone(),
                "organizer: bracket cut made — Qualifying → Finals (Aiko — 2nd in qualifying game 1 \
                 (+12.5))",
            ),
            (
                AuditAction::BracketCutReRun,
                cut.number("hand", 3).number("table", 2).number("round", 1),
                "organizer: bracket cut re-run — Qualifying → Finals after a correction to \
                 hand #3 at table 2 (round 1) (Aiko — 2nd in qualifying game 1 (+12.5))",
            ),
            (
                AuditAction::BracketSetUp,
                AuditDetail::new()
                    .number("entrants", 8)
                    .with("plan", Fact::List(vec![Fact::Text("qualifying".into())]))
                    .with("names", Fact::List(vec![Fact::Text("Aiko".into())]))
                    .text("seed", "42")
                    .text("earlier", "count")
                    .with("rounds", Fact::List(vec![Fact::Number(1), Fact::Number(2)])),
                "organizer: bracket set up — 8 entrants: Qualifying (Aiko; tie draw seed 42; \
                 rounds 1 and 2 count as qualifying games 1–2)",
            ),
            (
                AuditAction::BracketGameSeated,
                AuditDetail::new()
                    .text("stage", "finals")
                    .number("game", 1)
                    .number("round", 4)
                    .text("mode", "random")
                    .text("seed", "7")
                    .with("tables", Fact::List(vec![Fact::List(seats)])),
                "organizer: bracket game seated — Finals game 1 (round 4) (random seating, \
                 seed 7: Aiko, Organizer (substitute))",
            ),
        ]
    }

    #[test]
    fn bracket_entries_read_as_english_always_did_and_in_each_language() {
        for (action, facts, english) in entries() {
            let said = |language| bracket_words(action, &facts, "organizer", &Words::new(language));
            assert_eq!(said(Language::English).as_deref(), Some(english));
            for language in [Language::French, Language::Japanese] {
                let text = said(language).unwrap();
                assert!(text.contains("Aiko"), "{text}");
                let pieces = [
                    "bracket",
                    "seating",
                    "Finals",
                    "Qualifying",
                    "substitute",
                    "game",
                ];
                for piece in pieces {
                    assert!(!text.contains(piece), "{text}");
                }
            }
        }
    }

    #[test]
    fn a_cut_words_each_reason_in_the_readers_language_and_keeps_old_english_as_written() {
        let cut = |reason| {
            AuditDetail::new()
                .text("from", "qualifying")
                .text("to", "finals")
                .with("advancers", Fact::List(vec![pair("Aiko", reason)]))
        };
        let french = Words::new(Language::French);
        let said = bracket_words(
            AuditAction::BracketCutMade,
            &cut(second_in_game_one()),
            "organizer",
            &french,
        )
        .unwrap();
        assert!(said.contains("partie de qualification 1"), "{said}");
        let stored = cut(Fact::Text("1st in qualifying game 2 (+40)".into()));
        let said = bracket_words(AuditAction::BracketCutMade, &stored, "organizer", &french);
        assert!(said.unwrap().contains("1st in qualifying game 2 (+40)"));
    }

    #[test]
    fn a_reason_fact_survives_the_stored_json() {
        let facts = AuditDetail::new().with(
            "advancers",
            Fact::List(vec![
                pair("Aiko", second_in_game_one()),
                pair("Ben", Fact::Reason(AdvanceReason::Entered)),
            ]),
        );
        let stored = serde_json::to_string(&facts).unwrap();
        let back: AuditDetail = serde_json::from_str(&stored).unwrap();
        assert_eq!(back, facts);
    }
}
