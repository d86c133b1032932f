//! The names the code composes on public pages, in the reader's language: a ruleset's name,
//! a game's round ("S2", 南2局), a table's progress ("playing S2·1"), "Round 3", and the line
//! saying how a round's field fills its tables. The engine and `app` give the values (a
//! preset's id, a round's wind and number, a count); only these functions word them.

use crate::app::pages::GameProgress;
use crate::engine::ruleset::Ruleset;
use crate::web::i18n::Words;

/// A ruleset's name; a ruleset no message names (none today) keeps the engine's English.
pub fn ruleset_name(words: &Words, rules: &Ruleset) -> String {
    match rules.id {
        "msmc-2016" => words.get("names-preset-msmc-2016"),
        "ema-2016" => words.get("names-preset-ema-2016"),
        "ema-2025" => words.get("names-preset-ema-2025"),
        "wrc" => words.get("names-preset-wrc"),
        "tenhou" => words.get("names-preset-tenhou"),
        "mleague" => words.get("names-preset-mleague"),
        "sanma-msmc" => words.get("names-preset-sanma-msmc"),
        "mangan" => words.get("names-preset-mangan"),
        "clear" => words.get("names-preset-clear"),
        "hkos-msmc" => words.get("names-preset-hkos-msmc"),
        "mcr" => words.get("names-preset-mcr"),
        "zung-jung" => words.get("names-preset-zung-jung"),
        "wsom" => words.get("names-preset-wsom"),
        "chinese-classical" => words.get("names-preset-chinese-classical"),
        "chinese-classical-no-limit" => words.get("names-preset-chinese-classical-no-limit"),
        "chinese-classical-east-double" => words.get("names-preset-chinese-classical-east-double"),
        "american" => words.get("names-preset-american"),
        "vietnamese" => words.get("names-preset-vietnamese"),
        "tenpai_race" => words.get("names-preset-tenpai-race"),
        "minefield" => words.get("names-preset-minefield"),
        _ => rules.name.to_string(),
    }
}

/// A game's round as the engine writes it ("E1", "S2"), in words: English keeps the letter,
/// French writes the wind ("Sud 2"), Japanese the usual 南2局. Text that is not such a round
/// is shown as it is.
pub fn game_round(words: &Words, round: &str) -> String {
    let mut chars = round.chars();
    let wind = match chars.next() {
        Some('E') => "East",
        Some('S') => "South",
        Some('W') => "West",
        Some('N') => "North",
        _ => return round.to_string(),
    };
    let number = chars.as_str();
    if number.is_empty() || !number.chars().all(|c| c.is_ascii_digit()) {
        return round.to_string();
    }
    words.get_with3(
        "names-game-round",
        ("letter", &round[..1]),
        ("wind", words.wind(wind)),
        ("number", number),
    )
}

/// Where a table's game stands: "not started", "playing S2·1", "finished".
pub fn progress(words: &Words, progress: &GameProgress) -> String {
    match progress {
        GameProgress::NotStarted => words.get("names-progress-not-started"),
        GameProgress::Finished => words.get("names-progress-finished"),
        GameProgress::Playing { round, honba: 0 } => {
            words.get_with("names-progress-playing", "round", game_round(words, round))
        }
        GameProgress::Playing { round, honba } => words.get_with2(
            "names-progress-playing-repeat",
            ("round", game_round(words, round)),
            ("honba", *honba),
        ),
    }
}

/// "Round 3" (Ronde 3, 第3回戦).
pub fn round_number(words: &Words, number: i64) -> String {
    words.get_with("names-round", "number", number)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::styles::all_preset_ids;
    use crate::web::i18n::Language;

    #[test]
    fn every_preset_has_a_name_in_each_language_and_english_keeps_the_engines() {
        for id in all_preset_ids() {
            let rules = Ruleset::preset(id);
            assert_eq!(ruleset_name(&Words::default(), &rules), rules.name);
            for language in [Language::French, Language::Japanese] {
                let name = ruleset_name(&Words::new(language), &rules);
                assert!(!name.starts_with("names-"), "{id} in {language:?}");
            }
            let japanese = ruleset_name(&Words::new(Language::Japanese), &rules);
            assert_ne!(japanese, rules.name, "{id} has no Japanese name");
        }
    }

    #[test]
    fn rounds_and_progress_read_as_each_language_writes_them() {
        let playing = GameProgress::Playing {
            round: "S2".into(),
            honba: 1,
        };
        for (language, round, shown) in [
            (Language::English, "S2", "playing S2·1"),
            (Language::French, "Sud 2", "en cours : Sud 2, 1 honba"),
            (Language::Japanese, "南2局", "南2局 1本場 対局中"),
        ] {
            let words = Words::new(language);
            assert_eq!(game_round(&words, "S2"), round);
            assert_eq!(progress(&words, &playing), shown);
        }
        assert_eq!(game_round(&Words::default(), "?"), "?");
        assert_eq!(words_of(Language::French).ordinal(1), "1er");
        assert_eq!(words_of(Language::French).ordinal(2), "2e");
        assert_eq!(words_of(Language::English).ordinal(22), "22nd");
        assert_eq!(words_of(Language::English).ordinal(11), "11th");
        assert_eq!(words_of(Language::Japanese).ordinal(3), "3位");
    }

    fn words_of(language: Language) -> Words {
        Words::new(language)
    }
}
