//! Zung Jung's patterns in the reader's language: English keeps the official names of v3.3,
//! French translates them, and Japanese writes the pattern's kanji name (the rules' Chinese
//! names, in Japanese characters).

use crate::engine::styles::zung_jung::scoring::Pattern;
use crate::web::i18n::Words;

/// A pattern's name for players.
pub fn pattern_name(words: &Words, pattern: Pattern) -> String {
    match pattern {
        Pattern::AllSequences => words.get("terms-zj-all-sequences"),
        Pattern::ConcealedHand => words.get("terms-zj-concealed-hand"),
        Pattern::NoTerminals => words.get("terms-zj-no-terminals"),
        Pattern::MixedOneSuit => words.get("terms-zj-mixed-one-suit"),
        Pattern::PureOneSuit => words.get("terms-zj-pure-one-suit"),
        Pattern::NineGates => words.get("terms-zj-nine-gates"),
        Pattern::ValueHonor => words.get("terms-zj-value-honor"),
        Pattern::SmallThreeDragons => words.get("terms-zj-small-three-dragons"),
        Pattern::BigThreeDragons => words.get("terms-zj-big-three-dragons"),
        Pattern::SmallThreeWinds => words.get("terms-zj-small-three-winds"),
        Pattern::BigThreeWinds => words.get("terms-zj-big-three-winds"),
        Pattern::SmallFourWinds => words.get("terms-zj-small-four-winds"),
        Pattern::BigFourWinds => words.get("terms-zj-big-four-winds"),
        Pattern::AllHonors => words.get("terms-zj-all-honors"),
        Pattern::AllTriplets => words.get("terms-zj-all-triplets"),
        Pattern::TwoConcealedTriplets => words.get("terms-zj-two-concealed-triplets"),
        Pattern::ThreeConcealedTriplets => words.get("terms-zj-three-concealed-triplets"),
        Pattern::FourConcealedTriplets => words.get("terms-zj-four-concealed-triplets"),
        Pattern::OneKong => words.get("terms-zj-one-kong"),
        Pattern::TwoKongs => words.get("terms-zj-two-kongs"),
        Pattern::ThreeKongs => words.get("terms-zj-three-kongs"),
        Pattern::FourKongs => words.get("terms-zj-four-kongs"),
        Pattern::TwoIdenticalSequences => words.get("terms-zj-two-identical-sequences"),
        Pattern::TwoIdenticalSequencesTwice => words.get("terms-zj-two-identical-sequences-twice"),
        Pattern::ThreeIdenticalSequences => words.get("terms-zj-three-identical-sequences"),
        Pattern::FourIdenticalSequences => words.get("terms-zj-four-identical-sequences"),
        Pattern::ThreeSimilarSequences => words.get("terms-zj-three-similar-sequences"),
        Pattern::SmallThreeSimilarTriplets => words.get("terms-zj-small-three-similar-triplets"),
        Pattern::ThreeSimilarTriplets => words.get("terms-zj-three-similar-triplets"),
        Pattern::NineTileStraight => words.get("terms-zj-nine-tile-straight"),
        Pattern::ThreeConsecutiveTriplets => words.get("terms-zj-three-consecutive-triplets"),
        Pattern::FourConsecutiveTriplets => words.get("terms-zj-four-consecutive-triplets"),
        Pattern::MixedLesserTerminals => words.get("terms-zj-mixed-lesser-terminals"),
        Pattern::PureLesserTerminals => words.get("terms-zj-pure-lesser-terminals"),
        Pattern::MixedGreaterTerminals => words.get("terms-zj-mixed-greater-terminals"),
        Pattern::PureGreaterTerminals => words.get("terms-zj-pure-greater-terminals"),
        Pattern::FinalDraw => words.get("terms-zj-final-draw"),
        Pattern::FinalDiscard => words.get("terms-zj-final-discard"),
        Pattern::WinOnKong => words.get("terms-zj-win-on-kong"),
        Pattern::RobbingAKong => words.get("terms-zj-robbing-a-kong"),
        Pattern::BlessingOfHeaven => words.get("terms-zj-blessing-of-heaven"),
        Pattern::BlessingOfEarth => words.get("terms-zj-blessing-of-earth"),
        Pattern::ThirteenTerminals => words.get("terms-zj-thirteen-terminals"),
        Pattern::SevenPairs => words.get("terms-zj-seven-pairs"),
        Pattern::ChickenHand => words.get("terms-zj-chicken-hand"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::styles::zung_jung::scoring::PATTERNS;
    use crate::web::i18n::Language;

    /// Every pattern has its own words in each language, English the rules' own, and
    /// Japanese writes each in kanji.
    #[test]
    fn every_pattern_is_named_in_each_language() {
        for info in PATTERNS {
            let pattern = info.pattern;
            assert_eq!(pattern_name(&Words::default(), pattern), pattern.english());
            for language in [Language::French, Language::Japanese] {
                let name = pattern_name(&Words::new(language), pattern);
                assert!(!name.starts_with("terms-"), "{pattern:?} in {language:?}");
                assert_ne!(name, pattern.english(), "{pattern:?} in {language:?}");
            }
            let japanese = pattern_name(&Words::new(Language::Japanese), pattern);
            assert!(
                !japanese.chars().any(|c| c.is_ascii_alphabetic()),
                "{japanese}"
            );
        }
    }
}
