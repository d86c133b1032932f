//! Hong Kong Old Style's patterns in the reader's language: English keeps the label the
//! pages always showed ("Little three dragons"), French translates it, and Japanese writes
//! the usual kanji name of Hong Kong mahjong (十八羅漢 for four kongs).

use crate::engine::hkos::patterns::Pattern;
use crate::web::i18n::Words;

/// A pattern's name for players.
pub fn pattern_name(words: &Words, pattern: Pattern) -> String {
    super::lookup::named(words, PATTERN_KEYS, pattern)
        .unwrap_or_else(|| pattern.label().to_string())
}

/// Each pattern and the message that names it.
const PATTERN_KEYS: &[(Pattern, &str)] = &[
    (Pattern::DragonPung, "terms-hkos-dragon-pung"),
    (Pattern::SeatWindPung, "terms-hkos-seat-wind-pung"),
    (Pattern::RoundWindPung, "terms-hkos-round-wind-pung"),
    (Pattern::NoBonus, "terms-hkos-no-bonus"),
    (Pattern::OwnFlower, "terms-hkos-own-flower"),
    (Pattern::OwnSeason, "terms-hkos-own-season"),
    (Pattern::FlowerSet, "terms-hkos-flower-set"),
    (Pattern::SeasonSet, "terms-hkos-season-set"),
    (Pattern::SixBonus, "terms-hkos-six-bonus"),
    (Pattern::AllChows, "terms-hkos-all-chows"),
    (Pattern::SelfPick, "terms-hkos-self-pick"),
    (Pattern::Concealed, "terms-hkos-concealed"),
    (Pattern::LastTile, "terms-hkos-last-tile"),
    (Pattern::ReplacementTile, "terms-hkos-replacement-tile"),
    (Pattern::RobbingKong, "terms-hkos-robbing-kong"),
    (Pattern::KongOnKong, "terms-hkos-kong-on-kong"),
    (
        Pattern::LittleThreeDragons,
        "terms-hkos-little-three-dragons",
    ),
    (Pattern::SevenBonus, "terms-hkos-seven-bonus"),
    (Pattern::SevenPairs, "terms-hkos-seven-pairs"),
    (Pattern::MixedFlush, "terms-hkos-mixed-flush"),
    (Pattern::AllPungs, "terms-hkos-all-pungs"),
    (Pattern::FullFlush, "terms-hkos-full-flush"),
    (
        Pattern::FourConcealedPungs,
        "terms-hkos-four-concealed-pungs",
    ),
    (Pattern::ThirteenOrphans, "terms-hkos-thirteen-orphans"),
    (Pattern::BigThreeDragons, "terms-hkos-big-three-dragons"),
    (Pattern::LittleFourWinds, "terms-hkos-little-four-winds"),
    (Pattern::BigFourWinds, "terms-hkos-big-four-winds"),
    (Pattern::AllHonours, "terms-hkos-all-honours"),
    (Pattern::AllTerminals, "terms-hkos-all-terminals"),
    (Pattern::NineGates, "terms-hkos-nine-gates"),
    (Pattern::FourKongs, "terms-hkos-four-kongs"),
    (Pattern::EightBonus, "terms-hkos-eight-bonus"),
    (Pattern::PerfectGreen, "terms-hkos-perfect-green"),
    (Pattern::Chariot, "terms-hkos-chariot"),
    (Pattern::RubyDragon, "terms-hkos-ruby-dragon"),
    (Pattern::GiftOfHeaven, "terms-hkos-gift-of-heaven"),
    (Pattern::GiftOfEarth, "terms-hkos-gift-of-earth"),
    (Pattern::GiftOfMan, "terms-hkos-gift-of-man"),
    (Pattern::EightDealerKeeps, "terms-hkos-eight-dealer-keeps"),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::i18n::Language;

    /// Every pattern has its own words in each language, English the engine's label, and
    /// Japanese writes each in kanji.
    #[test]
    fn every_pattern_is_named_in_each_language() {
        for pattern in Pattern::ALL {
            assert_eq!(pattern_name(&Words::default(), pattern), pattern.label());
            for language in [Language::French, Language::Japanese] {
                let name = pattern_name(&Words::new(language), pattern);
                assert!(!name.starts_with("terms-"), "{pattern:?} in {language:?}");
                assert_ne!(name, pattern.label(), "{pattern:?} in {language:?}");
            }
            let japanese = pattern_name(&Words::new(Language::Japanese), pattern);
            assert!(
                !japanese.chars().any(|c| c.is_ascii_alphabetic()),
                "{japanese}"
            );
        }
    }
}
