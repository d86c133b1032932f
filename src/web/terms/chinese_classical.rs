//! Chinese Classical's list in the reader's language: each entry of the club's list (its
//! points, doubles and limit hands) by its id, its three parts, and what an entry is worth.
//! English keeps the club page's words; French translates them; Japanese writes the usual
//! kanji names (対々和, 清一色, 大三元) and says the rest plainly.

use crate::engine::styles::chinese_classical::list::{Entry, Worth};
use crate::web::i18n::Words;

/// An entry's name for players.
pub fn entry_name(words: &Words, entry: &Entry) -> String {
    super::lookup::named(words, ENTRY_KEYS, entry.id).unwrap_or_else(|| entry.name.to_string())
}

/// The list's part that holds entries worth `worth`: its points, its doubles, its limit hands.
pub fn section_name(words: &Words, worth: Worth) -> String {
    match worth {
        Worth::Points(_) => words.get("terms-cc-section-points"),
        Worth::Doubles(_) => words.get("terms-cc-section-doubles"),
        Worth::Limit => words.get("terms-cc-section-limit"),
    }
}

/// What an entry is worth: "+4", "1 double", "limit".
pub fn worth(words: &Words, worth: Worth) -> String {
    match worth {
        Worth::Points(points) => format!("+{points}"),
        Worth::Doubles(doubles) => words.get_with("terms-cc-worth-doubles", "count", doubles),
        Worth::Limit => words.get("terms-cc-worth-limit"),
    }
}

/// Each entry's id and the message that names it.
const ENTRY_KEYS: &[(&str, &str)] = &[
    ("bonus-tile", "terms-cc-bonus-tile"),
    ("open-pung-simples", "terms-cc-open-pung-simples"),
    ("concealed-pung-simples", "terms-cc-concealed-pung-simples"),
    (
        "open-pung-terminals-honours",
        "terms-cc-open-pung-terminals-honours",
    ),
    (
        "concealed-pung-terminals-honours",
        "terms-cc-concealed-pung-terminals-honours",
    ),
    ("open-gong-simples", "terms-cc-open-gong-simples"),
    ("concealed-gong-simples", "terms-cc-concealed-gong-simples"),
    (
        "open-gong-terminals-honours",
        "terms-cc-open-gong-terminals-honours",
    ),
    (
        "concealed-gong-terminals-honours",
        "terms-cc-concealed-gong-terminals-honours",
    ),
    ("winning", "terms-cc-winning"),
    ("self-pick", "terms-cc-self-pick"),
    ("pair-of-value", "terms-cc-pair-of-value"),
    ("pair-of-double-wind", "terms-cc-pair-of-double-wind"),
    ("single-wait", "terms-cc-single-wait"),
    ("replacement-tile-win", "terms-cc-replacement-tile-win"),
    ("four-pungs", "terms-cc-four-pungs"),
    ("four-chows", "terms-cc-four-chows"),
    ("seat-wind-set", "terms-cc-seat-wind-set"),
    ("round-wind-set", "terms-cc-round-wind-set"),
    ("dragon-set", "terms-cc-dragon-set"),
    ("own-bonus-tile", "terms-cc-own-bonus-tile"),
    ("all-flowers", "terms-cc-all-flowers"),
    ("all-seasons", "terms-cc-all-seasons"),
    ("half-flush", "terms-cc-half-flush"),
    ("full-flush", "terms-cc-full-flush"),
    ("all-honours", "terms-cc-all-honours"),
    ("gift-of-heaven", "terms-cc-gift-of-heaven"),
    ("gift-of-earth", "terms-cc-gift-of-earth"),
    (
        "limit-four-concealed-pungs",
        "terms-cc-limit-four-concealed-pungs",
    ),
    ("limit-all-honours", "terms-cc-limit-all-honours"),
    ("limit-all-terminals", "terms-cc-limit-all-terminals"),
    ("limit-perfect-green", "terms-cc-limit-perfect-green"),
    (
        "limit-big-three-dragons",
        "terms-cc-limit-big-three-dragons",
    ),
    ("limit-big-four-winds", "terms-cc-limit-big-four-winds"),
    ("limit-nine-gates", "terms-cc-limit-nine-gates"),
    ("limit-thirteen-orphans", "terms-cc-limit-thirteen-orphans"),
    ("limit-four-gongs", "terms-cc-limit-four-gongs"),
    ("limit-gift-of-heaven", "terms-cc-limit-gift-of-heaven"),
    (
        "limit-dealers-first-discard",
        "terms-cc-limit-dealers-first-discard",
    ),
    (
        "limit-last-tile-one-dots",
        "terms-cc-limit-last-tile-one-dots",
    ),
    (
        "limit-replacement-five-dots",
        "terms-cc-limit-replacement-five-dots",
    ),
    (
        "limit-robbed-gong-two-bamboo",
        "terms-cc-limit-robbed-gong-two-bamboo",
    ),
    ("limit-gong-on-gong", "terms-cc-limit-gong-on-gong"),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::styles::chinese_classical::list::LIST;
    use crate::web::i18n::Language;

    /// Every entry has its own words in each language, English the club page's, and
    /// Japanese writes none in Latin letters.
    #[test]
    fn every_entry_is_named_in_each_language() {
        for entry in LIST {
            assert_eq!(entry_name(&Words::default(), entry), entry.name);
            for language in [Language::French, Language::Japanese] {
                let name = entry_name(&Words::new(language), entry);
                assert!(!name.starts_with("terms-"), "{} in {language:?}", entry.id);
                assert_ne!(name, entry.name, "{} in {language:?}", entry.id);
            }
            let japanese = entry_name(&Words::new(Language::Japanese), entry);
            assert!(
                !japanese.chars().any(|c| c.is_ascii_alphabetic()),
                "{japanese}"
            );
        }
    }

    /// English keeps the worth the form always showed.
    #[test]
    fn worth_reads_as_the_form_wrote_it() {
        let english = Words::default();
        assert_eq!(worth(&english, Worth::Points(4)), "+4");
        assert_eq!(worth(&english, Worth::Doubles(1)), "1 double");
        assert_eq!(worth(&english, Worth::Doubles(3)), "3 doubles");
        assert_eq!(worth(&english, Worth::Limit), "limit");
        assert_eq!(
            worth(&Words::new(Language::Japanese), Worth::Doubles(2)),
            "2翻"
        );
    }
}
