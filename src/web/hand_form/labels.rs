//! The styles' words on the hand form, in the reader's language. Each style names its
//! outcomes, values, folded fields and tile situations in English constants (`web::styles`),
//! which the calculator and the tests share; the form shows them through [`label`], which
//! knows each of those texts and gives the language's words for it, as `Words::wind` does for
//! a seat's wind. A text it does not know (a score typed as a number, a style's label not
//! translated yet) is shown as it is.

use crate::web::i18n::Words;

/// The words for a style's English label on the hand form.
pub fn label(words: &Words, english: &str) -> String {
    if let Some(counted) = counted(words, english) {
        return counted;
    }
    match english {
        "Ron" => words.get("hands-ron"),
        "Tsumo" => words.get("hands-tsumo"),
        "Draw" => words.get("hands-draw"),
        "Abortive draw" => words.get("hands-abortive"),
        "Chombo" => words.get("hands-chombo"),
        "Win by discard" => words.get("hands-win-by-discard"),
        "Win on a discard" => words.get("hands-win-on-discard"),
        "Self-pick" => words.get("hands-self-pick"),
        "Self-draw" => words.get("hands-self-draw"),
        "Wall game" => words.get("hands-wall-game-outcome"),
        "Attacker's tsumo" => words.get("hands-attackers-tsumo"),
        "Wait found (the defender wins, the attacker dealt in; the value is the attacker's hand)" => {
            words.get("hands-wait-found")
        }
        "Draw in Stage A" => words.get("hands-draw-stage-a"),
        _ => value_or_field(words, english),
    }
}

/// A value chip's count: "3 han", "5 faan", "8 fan".
fn counted(words: &Words, english: &str) -> Option<String> {
    let (count, unit) = english.split_once(' ')?;
    let count: u32 = count.parse().ok()?;
    Some(match unit {
        "han" => words.get_with("hands-han", "count", count),
        "faan" => words.get_with("hands-faan", "count", count),
        "fan" => words.get_with("hands-fan", "count", count),
        _ => return None,
    })
}

/// A named value, a folded fields' summary, a liability label or a tile situation.
fn value_or_field(words: &Words, english: &str) -> String {
    match english {
        "13+ han (counted)" => words.get("hands-han-counted"),
        "13+ faan (the limit)" => words.get("hands-faan-limit"),
        "mangan" => words.get("hands-mangan"),
        "haneman" => words.get("hands-haneman"),
        "baiman" => words.get("hands-baiman"),
        "sanbaiman" => words.get("hands-sanbaiman"),
        "yakuman" => words.get("hands-yakuman"),
        "double yakuman" => words.get("hands-double-yakuman"),
        "triple yakuman" => words.get("hands-triple-yakuman"),
        "limit" => words.get("hands-limit"),
        "more" => words.get("hands-more"),
        "dead hand, penalty" => words.get("hands-more-dead-penalty"),
        "dead hand, false win, penalty" => words.get("hands-more-false-win"),
        "challenge, penalty" => words.get("hands-more-challenge"),
        "Liable for the yakuman (pao)" => words.get("hands-pao-yakuman"),
        "Liable (pao, 6+ faan or limit)" => words.get("hands-pao-faan"),
        "rinshan" => words.get("hands-rinshan"),
        "chankan" => words.get("hands-chankan"),
        "off a replacement tile" => words.get("hands-replacement"),
        "robbing a kong" => words.get("hands-robbing-a-kong"),
        "robbing the kong" => words.get("hands-robbing-the-kong"),
        _ => penalty_or_note(words, english),
    }
}

/// A penalty's or false win's choice, or a note on the tiles.
fn penalty_or_note(words: &Words, english: &str) -> String {
    match english {
        "no penalty" => words.get("hands-no-penalty"),
        "3–5 wall tiles revealed: 2 to each" => words.get("hands-wall-3-5"),
        "6 or more wall tiles revealed: 8 to each" => words.get("hands-wall-6"),
        "tiles dropped on the floor: 8 each, to each" => words.get("hands-dropped-floor"),
        "declared a win under 3 faan: 64 to each" => words.get("hands-under-3-faan"),
        "none" => words.get("hands-none"),
        "under 8 fan: 10 to each" => words.get("hands-under-8-fan"),
        "not a winning hand: 20 to each" => words.get("hands-not-winning"),
        "When tiles are given they decide the value (the value and fu above are then ignored). Winds and counters come from the sheet; riichi is the chip above." => {
            words.get("hands-tiles-riichi")
        }
        "When tiles are given they decide the faan (the value above is then ignored). Winds come from the sheet." => {
            words.get("hands-tiles-hkos")
        }
        "When tiles are given they decide the fan; a fan typed as well must agree with them. Seat and prevalent wind come from the game." => {
            words.get("hands-tiles-mcr")
        }
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::language::Language;

    /// In English each label reads as the style wrote it; in French and Japanese as the
    /// language's words, and a number typed as a score stays as it is.
    #[test]
    fn english_labels_stay_and_others_translate() {
        let (english, french, japanese) = (
            Words::new(Language::English),
            Words::new(Language::French),
            Words::new(Language::Japanese),
        );
        let cases = [
            ("Ron", "Ron", "ロン"),
            ("3 han", "3 han", "3翻"),
            ("8 fan", "8 fan", "8番"),
            ("Win by discard", "Victoire sur un rejet", "栄和（ロン）"),
            ("mangan", "mangan", "満貫"),
            ("dead hand, penalty", "main morte, pénalité", "死に手、罰符"),
            ("24", "24", "24"),
        ];
        for (shown, in_french, in_japanese) in cases {
            assert_eq!(label(&english, shown), shown);
            assert_eq!(label(&french, shown), in_french);
            assert_eq!(label(&japanese, shown), in_japanese);
        }
    }
}
