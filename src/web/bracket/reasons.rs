//! Why a player entered a stage, in the reader's words: the cut's [`AdvanceReason`] (a place in
//! a qualifying game, over the qualifying, at a table, the best of the rest, a replacement)
//! with the tie rule that settled the cut line, from `bracket-reason-*` in
//! `locales/*/bracket.ftl`. English reads exactly as the reason's `Display`; the audit log keeps
//! the value and words it here too (an entry stored as English before shows as it was written).

use crate::tournament::bracket::{signed, AdvanceReason, ReplacedBy, TablePlace, TieNote};
use crate::web::i18n::Words;

/// `reason` in `words`; empty for a plain entrant.
pub fn reason_words(words: &Words, reason: &AdvanceReason) -> String {
    let score = |score| words.number(signed(score));
    match reason {
        AdvanceReason::Entered => String::new(),
        AdvanceReason::StraightToFinals { entrants } => {
            words.get_with("bracket-reason-straight-to-finals", "entrants", *entrants)
        }
        AdvanceReason::GamePlace {
            place,
            game,
            score: points,
        } => words.get_with3(
            "bracket-reason-game-place",
            ("place", words.ordinal(place)),
            ("game", *game),
            ("score", score(*points)),
        ),
        AdvanceReason::Overall {
            place,
            field,
            rounds,
            total,
            tie,
        } => {
            let overall = words.get_with_all(
                "bracket-reason-overall",
                &[
                    ("place", &words.ordinal(place)),
                    ("field", field),
                    ("rounds", rounds),
                    ("total", &score(*total)),
                ],
            );
            overall + &tie_words(words, tie)
        }
        AdvanceReason::AtTable(at) => table_place(words, at),
        AdvanceReason::BestOfRest(at) => words.get_with(
            "bracket-reason-best-of-rest",
            "placing",
            table_place(words, at),
        ),
        AdvanceReason::Replacement {
            by,
            total,
            withdrawn,
        } => {
            let (by, table) = match by {
                ReplacedBy::BestOfRest => ("best-of-rest", 0),
                ReplacedBy::NextAtTable(table) => ("next-at-table", *table),
                ReplacedBy::NextQualified => ("next-qualified", 0),
            };
            let who = withdrawn
                .clone()
                .unwrap_or_else(|| words.get("bracket-reason-a-finalist"));
            words.get_with_all(
                "bracket-reason-replacement",
                &[
                    ("by", &by),
                    ("table", &table),
                    ("total", &score(*total)),
                    ("who", &who),
                ],
            )
        }
        AdvanceReason::Written(text) => text.clone(),
    }
}

/// "2nd at table 3, +12.5 over two games", with what was carried and the tie rule.
fn table_place(words: &Words, at: &TablePlace) -> String {
    let mut text = words.get_with_all(
        "bracket-reason-at-table",
        &[
            ("place", &words.ordinal(at.place)),
            ("semi", &if at.semi_final { "yes" } else { "no" }),
            ("table", &at.table),
            ("total", &words.number(signed(at.total))),
            (
                "games",
                &words.get_with("bracket-reason-games", "count", at.games),
            ),
        ],
    );
    if at.carried.hundredths() != 0 {
        text += &words.get_with(
            "bracket-reason-carried",
            "points",
            words.number(signed(at.carried)),
        );
    }
    text + &tie_words(words, &at.tie)
}

/// How the cut line's tie was settled, as the end of the reason ("; level on +12 …").
fn tie_words(words: &Words, tie: &Option<TieNote>) -> String {
    let score = |score| words.number(signed(score));
    match tie {
        None => String::new(),
        Some(TieNote::BestGame {
            total,
            above,
            below,
        }) => words.get_with3(
            "bracket-reason-tie-best-game",
            ("total", score(*total)),
            ("above", score(*above)),
            ("below", score(*below)),
        ),
        Some(TieNote::FewerPenalties {
            total,
            above,
            below,
        }) => words.get_with3(
            "bracket-reason-tie-fewer-penalties",
            ("total", score(*total)),
            ("above", above.to_string()),
            ("below", below.to_string()),
        ),
        Some(TieNote::Draw { total, seed }) => words.get_with2(
            "bracket-reason-tie-draw",
            ("total", score(*total)),
            ("seed", seed.as_str()),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::Score;
    use crate::tournament::language::Language;

    fn reasons() -> Vec<AdvanceReason> {
        let points = Score::from_hundredths;
        let at = |semi_final, carried, tie| TablePlace {
            place: 2,
            semi_final,
            table: 1,
            total: points(8000),
            games: 2,
            carried: points(carried),
            tie,
        };
        let ties = [
            TieNote::BestGame {
                total: points(1250),
                above: points(4000),
                below: points(-500),
            },
            TieNote::FewerPenalties {
                total: points(0),
                above: 0,
                below: 2,
            },
            TieNote::Draw {
                total: points(-1000),
                seed: "1234567890123".into(),
            },
        ];
        let mut reasons = vec![
            AdvanceReason::Entered,
            AdvanceReason::StraightToFinals { entrants: 4 },
            AdvanceReason::GamePlace {
                place: 2,
                game: 1,
                score: points(1200),
            },
            AdvanceReason::Overall {
                place: 1,
                field: 13,
                rounds: 1,
                total: points(6700),
                tie: None,
            },
            AdvanceReason::AtTable(at(false, 0, None)),
            AdvanceReason::BestOfRest(at(true, 550, None)),
            AdvanceReason::Written("2nd in qualifying game 1 (+12)".into()),
        ];
        for (i, tie) in ties.into_iter().enumerate() {
            reasons.push(AdvanceReason::Overall {
                place: 8,
                field: 12,
                rounds: 3,
                total: points(100),
                tie: Some(tie.clone()),
            });
            reasons.push(AdvanceReason::AtTable(at(i == 0, 300, Some(tie))));
        }
        for (by, withdrawn) in [
            (ReplacedBy::BestOfRest, None),
            (ReplacedBy::NextAtTable(2), Some("Aiko".to_string())),
            (ReplacedBy::NextQualified, None),
        ] {
            reasons.push(AdvanceReason::Replacement {
                by,
                total: points(-3050),
                withdrawn,
            });
        }
        reasons
    }

    #[test]
    fn english_words_every_reason_as_its_display_does() {
        let words = Words::new(Language::English);
        for reason in reasons() {
            assert_eq!(reason_words(&words, &reason), reason.to_string());
        }
    }

    #[test]
    fn french_and_japanese_word_every_reason_in_their_own_words() {
        for (language, expected) in [
            (Language::French, "2e à la partie de qualification 1 (+12)"),
            (Language::Japanese, "予選第1局で2位（+12）"),
        ] {
            let words = Words::new(language);
            for reason in reasons() {
                let worded = reason_words(&words, &reason);
                let english = reason.to_string();
                if matches!(reason, AdvanceReason::Written(_) | AdvanceReason::Entered) {
                    assert_eq!(worded, english);
                    continue;
                }
                assert_ne!(worded, english);
                for gone in ["qualifying", " at table", "level on", "in place of", "game"] {
                    assert!(!worded.contains(gone), "{language:?}: {worded}");
                }
            }
            let place = AdvanceReason::GamePlace {
                place: 2,
                game: 1,
                score: Score::from_hundredths(1200),
            };
            assert_eq!(reason_words(&words, &place), expected);
        }
    }
}
