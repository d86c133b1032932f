//! MCR's fan in the reader's language: English keeps the reference library's names, French
//! translates them as French MCR players do, and Japanese writes the kanji names Japanese
//! 国標麻将 players use (the engine's Chinese names, in Japanese characters).

use crate::engine::styles::mcr::scoring::Fan;
use crate::web::i18n::Words;

/// A fan's name for players.
pub fn fan_name(words: &Words, fan: Fan) -> String {
    match fan {
        Fan::BigFourWinds => words.get("terms-mcr-big-four-winds"),
        Fan::BigThreeDragons => words.get("terms-mcr-big-three-dragons"),
        Fan::AllGreen => words.get("terms-mcr-all-green"),
        Fan::NineGates => words.get("terms-mcr-nine-gates"),
        Fan::FourKongs => words.get("terms-mcr-four-kongs"),
        Fan::SevenShiftedPairs => words.get("terms-mcr-seven-shifted-pairs"),
        Fan::ThirteenOrphans => words.get("terms-mcr-thirteen-orphans"),
        Fan::AllTerminals => words.get("terms-mcr-all-terminals"),
        Fan::LittleFourWinds => words.get("terms-mcr-little-four-winds"),
        Fan::LittleThreeDragons => words.get("terms-mcr-little-three-dragons"),
        Fan::AllHonors => words.get("terms-mcr-all-honors"),
        Fan::FourConcealedPungs => words.get("terms-mcr-four-concealed-pungs"),
        Fan::PureTerminalChows => words.get("terms-mcr-pure-terminal-chows"),
        Fan::QuadrupleChow => words.get("terms-mcr-quadruple-chow"),
        Fan::FourPureShiftedPungs => words.get("terms-mcr-four-pure-shifted-pungs"),
        Fan::FourPureShiftedChows => words.get("terms-mcr-four-pure-shifted-chows"),
        Fan::ThreeKongs => words.get("terms-mcr-three-kongs"),
        Fan::AllTerminalsAndHonors => words.get("terms-mcr-all-terminals-and-honors"),
        Fan::SevenPairs => words.get("terms-mcr-seven-pairs"),
        Fan::GreaterHonorsAndKnittedTiles => {
            words.get("terms-mcr-greater-honors-and-knitted-tiles")
        }
        Fan::AllEvenPungs => words.get("terms-mcr-all-even-pungs"),
        Fan::FullFlush => words.get("terms-mcr-full-flush"),
        Fan::PureTripleChow => words.get("terms-mcr-pure-triple-chow"),
        Fan::PureShiftedPungs => words.get("terms-mcr-pure-shifted-pungs"),
        Fan::UpperTiles => words.get("terms-mcr-upper-tiles"),
        Fan::MiddleTiles => words.get("terms-mcr-middle-tiles"),
        Fan::LowerTiles => words.get("terms-mcr-lower-tiles"),
        Fan::PureStraight => words.get("terms-mcr-pure-straight"),
        Fan::ThreeSuitedTerminalChows => words.get("terms-mcr-three-suited-terminal-chows"),
        Fan::PureShiftedChows => words.get("terms-mcr-pure-shifted-chows"),
        Fan::AllFives => words.get("terms-mcr-all-fives"),
        Fan::TriplePung => words.get("terms-mcr-triple-pung"),
        Fan::ThreeConcealedPungs => words.get("terms-mcr-three-concealed-pungs"),
        Fan::LesserHonorsAndKnittedTiles => words.get("terms-mcr-lesser-honors-and-knitted-tiles"),
        Fan::KnittedStraight => words.get("terms-mcr-knitted-straight"),
        Fan::UpperFour => words.get("terms-mcr-upper-four"),
        Fan::LowerFour => words.get("terms-mcr-lower-four"),
        Fan::BigThreeWinds => words.get("terms-mcr-big-three-winds"),
        Fan::MixedStraight => words.get("terms-mcr-mixed-straight"),
        Fan::ReversibleTiles => words.get("terms-mcr-reversible-tiles"),
        Fan::MixedTripleChow => words.get("terms-mcr-mixed-triple-chow"),
        Fan::MixedShiftedPungs => words.get("terms-mcr-mixed-shifted-pungs"),
        Fan::ChickenHand => words.get("terms-mcr-chicken-hand"),
        Fan::LastTileDraw => words.get("terms-mcr-last-tile-draw"),
        Fan::LastTileClaim => words.get("terms-mcr-last-tile-claim"),
        Fan::OutWithReplacementTile => words.get("terms-mcr-out-with-replacement-tile"),
        Fan::RobbingTheKong => words.get("terms-mcr-robbing-the-kong"),
        Fan::AllPungs => words.get("terms-mcr-all-pungs"),
        Fan::HalfFlush => words.get("terms-mcr-half-flush"),
        Fan::MixedShiftedChows => words.get("terms-mcr-mixed-shifted-chows"),
        Fan::AllTypes => words.get("terms-mcr-all-types"),
        Fan::MeldedHand => words.get("terms-mcr-melded-hand"),
        Fan::TwoConcealedKongs => words.get("terms-mcr-two-concealed-kongs"),
        Fan::TwoDragonPungs => words.get("terms-mcr-two-dragon-pungs"),
        Fan::OutsideHand => words.get("terms-mcr-outside-hand"),
        Fan::FullyConcealedHand => words.get("terms-mcr-fully-concealed-hand"),
        Fan::TwoMeldedKongs => words.get("terms-mcr-two-melded-kongs"),
        Fan::LastTile => words.get("terms-mcr-last-tile"),
        Fan::DragonPung => words.get("terms-mcr-dragon-pung"),
        Fan::PrevalentWind => words.get("terms-mcr-prevalent-wind"),
        Fan::SeatWind => words.get("terms-mcr-seat-wind"),
        Fan::ConcealedHand => words.get("terms-mcr-concealed-hand"),
        Fan::AllChows => words.get("terms-mcr-all-chows"),
        Fan::TileHog => words.get("terms-mcr-tile-hog"),
        Fan::DoublePung => words.get("terms-mcr-double-pung"),
        Fan::TwoConcealedPungs => words.get("terms-mcr-two-concealed-pungs"),
        Fan::ConcealedKong => words.get("terms-mcr-concealed-kong"),
        Fan::AllSimples => words.get("terms-mcr-all-simples"),
        Fan::PureDoubleChow => words.get("terms-mcr-pure-double-chow"),
        Fan::MixedDoubleChow => words.get("terms-mcr-mixed-double-chow"),
        Fan::ShortStraight => words.get("terms-mcr-short-straight"),
        Fan::TwoTerminalChows => words.get("terms-mcr-two-terminal-chows"),
        Fan::PungOfTerminalsOrHonors => words.get("terms-mcr-pung-of-terminals-or-honors"),
        Fan::MeldedKong => words.get("terms-mcr-melded-kong"),
        Fan::OneVoidedSuit => words.get("terms-mcr-one-voided-suit"),
        Fan::NoHonors => words.get("terms-mcr-no-honors"),
        Fan::EdgeWait => words.get("terms-mcr-edge-wait"),
        Fan::ClosedWait => words.get("terms-mcr-closed-wait"),
        Fan::SingleWait => words.get("terms-mcr-single-wait"),
        Fan::SelfDrawn => words.get("terms-mcr-self-drawn"),
        Fan::FlowerTiles => words.get("terms-mcr-flower-tiles"),
        Fan::ConcealedKongAndMeldedKong => words.get("terms-mcr-concealed-kong-and-melded-kong"),
    }
}

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
