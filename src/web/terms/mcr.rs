//! MCR's fan in the reader's language: English keeps the reference library's names, French
//! translates them as French MCR players do, and Japanese writes the kanji names Japanese
//! 国標麻将 players use (the engine's Chinese names, in Japanese characters).

use crate::engine::styles::mcr::scoring::Fan;
use crate::web::i18n::Words;

/// A fan's name for players.
pub fn fan_name(words: &Words, fan: Fan) -> String {
    super::lookup::named(words, FAN_KEYS, fan).unwrap_or_else(|| fan.english_name().to_string())
}

/// Each fan and the message that names it.
const FAN_KEYS: &[(Fan, &str)] = &[
    (Fan::BigFourWinds, "terms-mcr-big-four-winds"),
    (Fan::BigThreeDragons, "terms-mcr-big-three-dragons"),
    (Fan::AllGreen, "terms-mcr-all-green"),
    (Fan::NineGates, "terms-mcr-nine-gates"),
    (Fan::FourKongs, "terms-mcr-four-kongs"),
    (Fan::SevenShiftedPairs, "terms-mcr-seven-shifted-pairs"),
    (Fan::ThirteenOrphans, "terms-mcr-thirteen-orphans"),
    (Fan::AllTerminals, "terms-mcr-all-terminals"),
    (Fan::LittleFourWinds, "terms-mcr-little-four-winds"),
    (Fan::LittleThreeDragons, "terms-mcr-little-three-dragons"),
    (Fan::AllHonors, "terms-mcr-all-honors"),
    (Fan::FourConcealedPungs, "terms-mcr-four-concealed-pungs"),
    (Fan::PureTerminalChows, "terms-mcr-pure-terminal-chows"),
    (Fan::QuadrupleChow, "terms-mcr-quadruple-chow"),
    (
        Fan::FourPureShiftedPungs,
        "terms-mcr-four-pure-shifted-pungs",
    ),
    (
        Fan::FourPureShiftedChows,
        "terms-mcr-four-pure-shifted-chows",
    ),
    (Fan::ThreeKongs, "terms-mcr-three-kongs"),
    (
        Fan::AllTerminalsAndHonors,
        "terms-mcr-all-terminals-and-honors",
    ),
    (Fan::SevenPairs, "terms-mcr-seven-pairs"),
    (
        Fan::GreaterHonorsAndKnittedTiles,
        "terms-mcr-greater-honors-and-knitted-tiles",
    ),
    (Fan::AllEvenPungs, "terms-mcr-all-even-pungs"),
    (Fan::FullFlush, "terms-mcr-full-flush"),
    (Fan::PureTripleChow, "terms-mcr-pure-triple-chow"),
    (Fan::PureShiftedPungs, "terms-mcr-pure-shifted-pungs"),
    (Fan::UpperTiles, "terms-mcr-upper-tiles"),
    (Fan::MiddleTiles, "terms-mcr-middle-tiles"),
    (Fan::LowerTiles, "terms-mcr-lower-tiles"),
    (Fan::PureStraight, "terms-mcr-pure-straight"),
    (
        Fan::ThreeSuitedTerminalChows,
        "terms-mcr-three-suited-terminal-chows",
    ),
    (Fan::PureShiftedChows, "terms-mcr-pure-shifted-chows"),
    (Fan::AllFives, "terms-mcr-all-fives"),
    (Fan::TriplePung, "terms-mcr-triple-pung"),
    (Fan::ThreeConcealedPungs, "terms-mcr-three-concealed-pungs"),
    (
        Fan::LesserHonorsAndKnittedTiles,
        "terms-mcr-lesser-honors-and-knitted-tiles",
    ),
    (Fan::KnittedStraight, "terms-mcr-knitted-straight"),
    (Fan::UpperFour, "terms-mcr-upper-four"),
    (Fan::LowerFour, "terms-mcr-lower-four"),
    (Fan::BigThreeWinds, "terms-mcr-big-three-winds"),
    (Fan::MixedStraight, "terms-mcr-mixed-straight"),
    (Fan::ReversibleTiles, "terms-mcr-reversible-tiles"),
    (Fan::MixedTripleChow, "terms-mcr-mixed-triple-chow"),
    (Fan::MixedShiftedPungs, "terms-mcr-mixed-shifted-pungs"),
    (Fan::ChickenHand, "terms-mcr-chicken-hand"),
    (Fan::LastTileDraw, "terms-mcr-last-tile-draw"),
    (Fan::LastTileClaim, "terms-mcr-last-tile-claim"),
    (
        Fan::OutWithReplacementTile,
        "terms-mcr-out-with-replacement-tile",
    ),
    (Fan::RobbingTheKong, "terms-mcr-robbing-the-kong"),
    (Fan::AllPungs, "terms-mcr-all-pungs"),
    (Fan::HalfFlush, "terms-mcr-half-flush"),
    (Fan::MixedShiftedChows, "terms-mcr-mixed-shifted-chows"),
    (Fan::AllTypes, "terms-mcr-all-types"),
    (Fan::MeldedHand, "terms-mcr-melded-hand"),
    (Fan::TwoConcealedKongs, "terms-mcr-two-concealed-kongs"),
    (Fan::TwoDragonPungs, "terms-mcr-two-dragon-pungs"),
    (Fan::OutsideHand, "terms-mcr-outside-hand"),
    (Fan::FullyConcealedHand, "terms-mcr-fully-concealed-hand"),
    (Fan::TwoMeldedKongs, "terms-mcr-two-melded-kongs"),
    (Fan::LastTile, "terms-mcr-last-tile"),
    (Fan::DragonPung, "terms-mcr-dragon-pung"),
    (Fan::PrevalentWind, "terms-mcr-prevalent-wind"),
    (Fan::SeatWind, "terms-mcr-seat-wind"),
    (Fan::ConcealedHand, "terms-mcr-concealed-hand"),
    (Fan::AllChows, "terms-mcr-all-chows"),
    (Fan::TileHog, "terms-mcr-tile-hog"),
    (Fan::DoublePung, "terms-mcr-double-pung"),
    (Fan::TwoConcealedPungs, "terms-mcr-two-concealed-pungs"),
    (Fan::ConcealedKong, "terms-mcr-concealed-kong"),
    (Fan::AllSimples, "terms-mcr-all-simples"),
    (Fan::PureDoubleChow, "terms-mcr-pure-double-chow"),
    (Fan::MixedDoubleChow, "terms-mcr-mixed-double-chow"),
    (Fan::ShortStraight, "terms-mcr-short-straight"),
    (Fan::TwoTerminalChows, "terms-mcr-two-terminal-chows"),
    (
        Fan::PungOfTerminalsOrHonors,
        "terms-mcr-pung-of-terminals-or-honors",
    ),
    (Fan::MeldedKong, "terms-mcr-melded-kong"),
    (Fan::OneVoidedSuit, "terms-mcr-one-voided-suit"),
    (Fan::NoHonors, "terms-mcr-no-honors"),
    (Fan::EdgeWait, "terms-mcr-edge-wait"),
    (Fan::ClosedWait, "terms-mcr-closed-wait"),
    (Fan::SingleWait, "terms-mcr-single-wait"),
    (Fan::SelfDrawn, "terms-mcr-self-drawn"),
    (Fan::FlowerTiles, "terms-mcr-flower-tiles"),
    (
        Fan::ConcealedKongAndMeldedKong,
        "terms-mcr-concealed-kong-and-melded-kong",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::i18n::Language;

    /// Every fan has its own words in each language, English the engine's, and Japanese
    /// writes each in kanji, no Latin letter left.
    #[test]
    fn every_fan_is_named_in_each_language() {
        for fan in Fan::all() {
            assert_eq!(fan_name(&Words::default(), fan), fan.english_name());
            for language in [Language::French, Language::Japanese] {
                let name = fan_name(&Words::new(language), fan);
                assert!(!name.starts_with("terms-"), "{fan:?} in {language:?}");
                assert_ne!(name, fan.english_name(), "{fan:?} in {language:?}");
            }
            let japanese = fan_name(&Words::new(Language::Japanese), fan);
            assert!(
                !japanese.chars().any(|c| c.is_ascii_alphabetic()),
                "{japanese}"
            );
        }
    }
}
