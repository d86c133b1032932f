//! What makes up a player's total, in the reader's language: the score carried from the
//! stage before (and how), the games, the penalties ("+5.5 carried (half of qualifying), −15 in
//! games, −2 penalties"). The ranking gives the parts as numbers ([`StageParts`]); English
//! reads as the standings always did.

use crate::tournament::bracket::{signed, Carry};
use crate::tournament::ranking::StageParts;
use crate::web::bracket::selector::stage_selector;
use crate::web::i18n::Words;

/// The parts in words, in the order they add up; empty when the total is nothing but the
/// games.
pub fn breakdown(parts: &StageParts, words: &Words) -> String {
    let carried = parts.carried.hundredths() != 0;
    if !carried && parts.penalties == 0 {
        return String::new();
    }
    let mut said = Vec::new();
    if carried {
        let points = words.number(signed(parts.carried));
        said.push(match parts.carried_from {
            None => words.get_with("standings-breakdown-carried", "points", points),
            Some((Carry::Half, stage)) => words.get_with2(
                "standings-breakdown-carried-half",
                ("points", points),
                ("stage", stage_selector(stage)),
            ),
            Some((Carry::Keep | Carry::Reset, stage)) => words.get_with2(
                "standings-breakdown-carried-from",
                ("points", points),
                ("stage", stage_selector(stage)),
            ),
        });
    }
    said.push(words.get_with(
        "standings-breakdown-games",
        "points",
        words.number(signed(parts.game_total)),
    ));
    if parts.penalties != 0 {
        said.push(words.get_with(
            "standings-breakdown-penalties",
            "points",
            words.number(parts.penalties),
        ));
    }
    said.join(&words.get("standings-breakdown-separator"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::Score;
    use crate::tournament::bracket::StageKind;
    use crate::tournament::language::Language;

    fn parts(carried: i64, from: Option<Carry>, games: i64, penalties: i64) -> StageParts {
        StageParts {
            carried: Score::from_hundredths(carried),
            carried_from: from.map(|carry| (carry, StageKind::Qualifying)),
            game_total: Score::from_hundredths(games),
            penalties,
        }
    }

    #[test]
    fn english_reads_as_the_standings_always_did() {
        let words = Words::new(Language::English);
        let cases = [
            (parts(0, None, 4500, 0), ""),
            (parts(0, None, 4500, 4), "+45 in games, −4 penalties"),
            (
                parts(550, Some(Carry::Half), -1500, 2),
                "+5.5 carried (half of qualifying), −15 in games, −2 penalties",
            ),
            (
                parts(-1000, Some(Carry::Keep), 0, 0),
                "−10 carried from qualifying, 0 in games",
            ),
            (parts(300, None, 100, 0), "+3 carried, +1 in games"),
        ];
        for (parts, english) in cases {
            assert_eq!(breakdown(&parts, &words), english);
        }
    }

    #[test]
    fn french_and_japanese_word_every_part() {
        let all = parts(550, Some(Carry::Half), -1500, 2);
        let french = breakdown(&all, &Words::new(Language::French));
        assert_eq!(
            french,
            "+5,5 reportés (moitié de la qualification), −15 en parties, −2 de pénalités"
        );
        let japanese = breakdown(&all, &Words::new(Language::Japanese));
        assert!(japanese.contains("対局 −15") && japanese.contains("ペナルティ −2"));
        assert!(japanese.contains("予選の半分"), "{japanese}");
        let from_semis = StageParts {
            carried_from: Some((Carry::Keep, StageKind::SemiFinal)),
            ..all
        };
        assert_eq!(
            breakdown(&from_semis, &Words::new(Language::French)),
            "+5,5 reportés des demi-finales, −15 en parties, −2 de pénalités"
        );
        for language in [Language::French, Language::Japanese] {
            let words = Words::new(language);
            for parts in [
                parts(300, None, 100, 0),
                parts(-100, Some(Carry::Keep), 0, 1),
            ] {
                let worded = breakdown(&parts, &words);
                assert!(!worded.contains("in games") && !worded.contains("carried"));
                assert!(!worded.contains("standings-"), "{worded}");
            }
        }
    }
}
