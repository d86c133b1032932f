//! Hong Kong Old Style's patterns in the reader's language: English keeps the label the
//! pages always showed ("Little three dragons"), French translates it, and Japanese writes
//! the usual kanji name of Hong Kong mahjong (十八羅漢 for four kongs).

use crate::engine::hkos::patterns::Pattern;
use crate::web::i18n::Words;

/// A pattern's name for players.
pub fn pattern_name(words: &Words, pattern: Pattern) -> String {
    match pattern {
        Pattern::DragonPung => words.get("terms-hkos-dragon-pung"),
        Pattern::SeatWindPung => words.get("terms-hkos-seat-wind-pung"),
        Pattern::RoundWindPung => words.get("terms-hkos-round-wind-pung"),
        Pattern::NoBonus => words.get("terms-hkos-no-bonus"),
        Pattern::OwnFlower => words.get("terms-hkos-own-flower"),
        Pattern::OwnSeason => words.get("terms-hkos-own-season"),
        Pattern::FlowerSet => words.get("terms-hkos-flower-set"),
        Pattern::SeasonSet => words.get("terms-hkos-season-set"),
        Pattern::SixBonus => words.get("terms-hkos-six-bonus"),
        Pattern::AllChows => words.get("terms-hkos-all-chows"),
        Pattern::SelfPick => words.get("terms-hkos-self-pick"),
        Pattern::Concealed => words.get("terms-hkos-concealed"),
        Pattern::LastTile => words.get("terms-hkos-last-tile"),
        Pattern::ReplacementTile => words.get("terms-hkos-replacement-tile"),
        Pattern::RobbingKong => words.get("terms-hkos-robbing-kong"),
        Pattern::KongOnKong => words.get("terms-hkos-kong-on-kong"),
        Pattern::LittleThreeDragons => words.get("terms-hkos-little-three-dragons"),
        Pattern::SevenBonus => words.get("terms-hkos-seven-bonus"),
        Pattern::SevenPairs => words.get("terms-hkos-seven-pairs"),
        Pattern::MixedFlush => words.get("terms-hkos-mixed-flush"),
        Pattern::AllPungs => words.get("terms-hkos-all-pungs"),
        Pattern::FullFlush => words.get("terms-hkos-full-flush"),
        Pattern::FourConcealedPungs => words.get("terms-hkos-four-concealed-pungs"),
        Pattern::ThirteenOrphans => words.get("terms-hkos-thirteen-orphans"),
        Pattern::BigThreeDragons => words.get("terms-hkos-big-three-dragons"),
        Pattern::LittleFourWinds => words.get("terms-hkos-little-four-winds"),
        Pattern::BigFourWinds => words.get("terms-hkos-big-four-winds"),
        Pattern::AllHonours => words.get("terms-hkos-all-honours"),
        Pattern::AllTerminals => words.get("terms-hkos-all-terminals"),
        Pattern::NineGates => words.get("terms-hkos-nine-gates"),
        Pattern::FourKongs => words.get("terms-hkos-four-kongs"),
        Pattern::EightBonus => words.get("terms-hkos-eight-bonus"),
        Pattern::PerfectGreen => words.get("terms-hkos-perfect-green"),
        Pattern::Chariot => words.get("terms-hkos-chariot"),
        Pattern::RubyDragon => words.get("terms-hkos-ruby-dragon"),
        Pattern::GiftOfHeaven => words.get("terms-hkos-gift-of-heaven"),
        Pattern::GiftOfEarth => words.get("terms-hkos-gift-of-earth"),
        Pattern::GiftOfMan => words.get("terms-hkos-gift-of-man"),
        Pattern::EightDealerKeeps => words.get("terms-hkos-eight-dealer-keeps"),
    }
}

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
