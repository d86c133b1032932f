//! Vietnamese bonuses in the reader's language, by their id: English keeps the rules' words,
//! French and Japanese translate them (No Flowers, No Leaves is 無花無葉).

use crate::engine::styles::vietnamese::Bonus;
use crate::web::i18n::Words;

/// A bonus's name for players.
pub fn bonus_name(words: &Words, bonus: &Bonus) -> String {
    super::lookup::named(words, BONUS_KEYS, bonus.id).unwrap_or_else(|| bonus.name.to_string())
}

/// Each bonus's id and the message that names it.
const BONUS_KEYS: &[(&str, &str)] = &[
    ("king-queen", "terms-viet-king-queen"),
    ("blue-jokers", "terms-viet-blue-jokers"),
    ("red-jokers", "terms-viet-red-jokers"),
    ("no-flowers-no-leaves", "terms-viet-no-flowers-no-leaves"),
    ("blue-jokers-discarded", "terms-viet-blue-jokers-discarded"),
    (
        "six-bonus-tiles-discarded",
        "terms-viet-six-bonus-tiles-discarded",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::styles::vietnamese::BONUSES;
    use crate::web::i18n::Language;

    /// Every bonus has its own words in each language, English the rules'.
    #[test]
    fn every_bonus_is_named_in_each_language() {
        for bonus in BONUSES {
            assert_eq!(bonus_name(&Words::default(), bonus), bonus.name);
            for language in [Language::French, Language::Japanese] {
                let name = bonus_name(&Words::new(language), bonus);
                assert!(!name.starts_with("terms-"), "{} in {language:?}", bonus.id);
                assert_ne!(name, bonus.name, "{} in {language:?}", bonus.id);
            }
        }
    }
}
