//! Zung Jung's patterns in the reader's language: English keeps the official names of v3.3,
//! French translates them, and Japanese writes the pattern's kanji name (the rules' Chinese
//! names, in Japanese characters).

use crate::engine::styles::zung_jung::scoring::Pattern;
use crate::web::i18n::Words;

/// A pattern's name for players.
pub fn pattern_name(words: &Words, pattern: Pattern) -> String {
    super::lookup::named(words, PATTERN_KEYS, pattern)
        .unwrap_or_else(|| pattern.english().to_string())
}

/// Each pattern and the message that names it.
const PATTERN_KEYS: &[(Pattern, &str)] = &[
    (Pattern::AllSequences, "terms-zj-all-sequences"),
    (Pattern::ConcealedHand, "terms-zj-concealed-hand"),
    (Pattern::NoTerminals, "terms-zj-no-terminals"),
    (Pattern::MixedOneSuit, "terms-zj-mixed-one-suit"),
    (Pattern::PureOneSuit, "terms-zj-pure-one-suit"),
    (Pattern::NineGates, "terms-zj-nine-gates"),
    (Pattern::ValueHonor, "terms-zj-value-honor"),
    (Pattern::SmallThreeDragons, "terms-zj-small-three-dragons"),
    (Pattern::BigThreeDragons, "terms-zj-big-three-dragons"),
    (Pattern::SmallThreeWinds, "terms-zj-small-three-winds"),
    (Pattern::BigThreeWinds, "terms-zj-big-three-winds"),
    (Pattern::SmallFourWinds, "terms-zj-small-four-winds"),
    (Pattern::BigFourWinds, "terms-zj-big-four-winds"),
    (Pattern::AllHonors, "terms-zj-all-honors"),
    (Pattern::AllTriplets, "terms-zj-all-triplets"),
    (
        Pattern::TwoConcealedTriplets,
        "terms-zj-two-concealed-triplets",
    ),
    (
        Pattern::ThreeConcealedTriplets,
        "terms-zj-three-concealed-triplets",
    ),
    (
        Pattern::FourConcealedTriplets,
        "terms-zj-four-concealed-triplets",
    ),
    (Pattern::OneKong, "terms-zj-one-kong"),
    (Pattern::TwoKongs, "terms-zj-two-kongs"),
    (Pattern::ThreeKongs, "terms-zj-three-kongs"),
    (Pattern::FourKongs, "terms-zj-four-kongs"),
    (
        Pattern::TwoIdenticalSequences,
        "terms-zj-two-identical-sequences",
    ),
    (
        Pattern::TwoIdenticalSequencesTwice,
        "terms-zj-two-identical-sequences-twice",
    ),
    (
        Pattern::ThreeIdenticalSequences,
        "terms-zj-three-identical-sequences",
    ),
    (
        Pattern::FourIdenticalSequences,
        "terms-zj-four-identical-sequences",
    ),
    (
        Pattern::ThreeSimilarSequences,
        "terms-zj-three-similar-sequences",
    ),
    (
        Pattern::SmallThreeSimilarTriplets,
        "terms-zj-small-three-similar-triplets",
    ),
    (
        Pattern::ThreeSimilarTriplets,
        "terms-zj-three-similar-triplets",
    ),
    (Pattern::NineTileStraight, "terms-zj-nine-tile-straight"),
    (
        Pattern::ThreeConsecutiveTriplets,
        "terms-zj-three-consecutive-triplets",
    ),
    (
        Pattern::FourConsecutiveTriplets,
        "terms-zj-four-consecutive-triplets",
    ),
    (
        Pattern::MixedLesserTerminals,
        "terms-zj-mixed-lesser-terminals",
    ),
    (
        Pattern::PureLesserTerminals,
        "terms-zj-pure-lesser-terminals",
    ),
    (
        Pattern::MixedGreaterTerminals,
        "terms-zj-mixed-greater-terminals",
    ),
    (
        Pattern::PureGreaterTerminals,
        "terms-zj-pure-greater-terminals",
    ),
    (Pattern::FinalDraw, "terms-zj-final-draw"),
    (Pattern::FinalDiscard, "terms-zj-final-discard"),
    (Pattern::WinOnKong, "terms-zj-win-on-kong"),
    (Pattern::RobbingAKong, "terms-zj-robbing-a-kong"),
    (Pattern::BlessingOfHeaven, "terms-zj-blessing-of-heaven"),
    (Pattern::BlessingOfEarth, "terms-zj-blessing-of-earth"),
    (Pattern::ThirteenTerminals, "terms-zj-thirteen-terminals"),
    (Pattern::SevenPairs, "terms-zj-seven-pairs"),
    (Pattern::ChickenHand, "terms-zj-chicken-hand"),
];

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
