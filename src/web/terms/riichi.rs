//! Riichi's terms in the reader's language: each yaku (sanma, Mangan and the club's night
//! score the same list), where a hand's fu come from, and the value and limit of a hand.
//! English keeps the romaji with a few English words players know; French keeps the romaji
//! too, as French-speaking riichi players do; Japanese writes each in its usual kanji.

use crate::engine::hand::fu::FuReason;
use crate::engine::hand::yaku::Yaku;
use crate::engine::hand::Wind::{East, North, South, West};
use crate::engine::payment::Limit;
use crate::web::i18n::Words;

/// A yaku's name for players.
pub fn yaku_name(words: &Words, yaku: Yaku) -> String {
    match yaku {
        Yaku::Riichi => words.get("terms-yaku-riichi"),
        Yaku::DoubleRiichi => words.get("terms-yaku-double-riichi"),
        Yaku::Ippatsu => words.get("terms-yaku-ippatsu"),
        Yaku::MenzenTsumo => words.get("terms-yaku-menzen-tsumo"),
        Yaku::Pinfu => words.get("terms-yaku-pinfu"),
        Yaku::Iipeikou => words.get("terms-yaku-iipeikou"),
        Yaku::Tanyao => words.get("terms-yaku-tanyao"),
        Yaku::YakuhaiHaku => words.get("terms-yaku-yakuhai-haku"),
        Yaku::YakuhaiHatsu => words.get("terms-yaku-yakuhai-hatsu"),
        Yaku::YakuhaiChun => words.get("terms-yaku-yakuhai-chun"),
        Yaku::SeatWind(East) => words.get("terms-yaku-seat-wind-east"),
        Yaku::SeatWind(South) => words.get("terms-yaku-seat-wind-south"),
        Yaku::SeatWind(West) => words.get("terms-yaku-seat-wind-west"),
        Yaku::SeatWind(North) => words.get("terms-yaku-seat-wind-north"),
        Yaku::RoundWind(East) => words.get("terms-yaku-round-wind-east"),
        Yaku::RoundWind(South) => words.get("terms-yaku-round-wind-south"),
        Yaku::RoundWind(West) => words.get("terms-yaku-round-wind-west"),
        Yaku::RoundWind(North) => words.get("terms-yaku-round-wind-north"),
        Yaku::Haitei => words.get("terms-yaku-haitei"),
        Yaku::Houtei => words.get("terms-yaku-houtei"),
        Yaku::Rinshan => words.get("terms-yaku-rinshan"),
        Yaku::Chankan => words.get("terms-yaku-chankan"),
        Yaku::Chiitoitsu => words.get("terms-yaku-chiitoitsu"),
        Yaku::Chanta => words.get("terms-yaku-chanta"),
        Yaku::Ittsu => words.get("terms-yaku-ittsu"),
        Yaku::SanshokuDoujun => words.get("terms-yaku-sanshoku-doujun"),
        Yaku::SanshokuDoukou => words.get("terms-yaku-sanshoku-doukou"),
        Yaku::Toitoi => words.get("terms-yaku-toitoi"),
        Yaku::Sanankou => words.get("terms-yaku-sanankou"),
        Yaku::Sankantsu => words.get("terms-yaku-sankantsu"),
        Yaku::Shousangen => words.get("terms-yaku-shousangen"),
        Yaku::Honroutou => words.get("terms-yaku-honroutou"),
        Yaku::Honitsu => words.get("terms-yaku-honitsu"),
        Yaku::Junchan => words.get("terms-yaku-junchan"),
        Yaku::Ryanpeikou => words.get("terms-yaku-ryanpeikou"),
        Yaku::Chinitsu => words.get("terms-yaku-chinitsu"),
        Yaku::Dora => words.get("terms-yaku-dora"),
        Yaku::UraDora => words.get("terms-yaku-ura-dora"),
        Yaku::AkaDora => words.get("terms-yaku-aka-dora"),
        Yaku::NukiDora => words.get("terms-yaku-nuki-dora"),
        Yaku::KokushiMusou => words.get("terms-yaku-kokushi-musou"),
        Yaku::KokushiMusou13Wait => words.get("terms-yaku-kokushi-musou-13-wait"),
        Yaku::Suuankou => words.get("terms-yaku-suuankou"),
        Yaku::SuuankouTanki => words.get("terms-yaku-suuankou-tanki"),
        Yaku::Daisangen => words.get("terms-yaku-daisangen"),
        Yaku::Shousuushii => words.get("terms-yaku-shousuushii"),
        Yaku::Daisuushii => words.get("terms-yaku-daisuushii"),
        Yaku::Tsuuiisou => words.get("terms-yaku-tsuuiisou"),
        Yaku::Chinroutou => words.get("terms-yaku-chinroutou"),
        Yaku::Ryuuiisou => words.get("terms-yaku-ryuuiisou"),
        Yaku::ChuurenPoutou => words.get("terms-yaku-chuuren-poutou"),
        Yaku::JunseiChuurenPoutou => words.get("terms-yaku-junsei-chuuren-poutou"),
        Yaku::Suukantsu => words.get("terms-yaku-suukantsu"),
        Yaku::Tenhou => words.get("terms-yaku-tenhou"),
        Yaku::Chiihou => words.get("terms-yaku-chiihou"),
        Yaku::Renhou => words.get("terms-yaku-renhou"),
        Yaku::Daisharin => words.get("terms-yaku-daisharin"),
    }
}

/// Where fu come from, in words.
pub fn fu_name(words: &Words, reason: FuReason) -> String {
    match reason {
        FuReason::Base => words.get("terms-fu-base"),
        FuReason::OpenSimpleTriplet => words.get("terms-fu-open-simple-triplet"),
        FuReason::ClosedSimpleTriplet => words.get("terms-fu-closed-simple-triplet"),
        FuReason::OpenTerminalTriplet => words.get("terms-fu-open-terminal-triplet"),
        FuReason::ClosedTerminalTriplet => words.get("terms-fu-closed-terminal-triplet"),
        FuReason::OpenSimpleKan => words.get("terms-fu-open-simple-kan"),
        FuReason::ClosedSimpleKan => words.get("terms-fu-closed-simple-kan"),
        FuReason::OpenTerminalKan => words.get("terms-fu-open-terminal-kan"),
        FuReason::ClosedTerminalKan => words.get("terms-fu-closed-terminal-kan"),
        FuReason::DragonPair => words.get("terms-fu-dragon-pair"),
        FuReason::SeatWindPair => words.get("terms-fu-seat-wind-pair"),
        FuReason::RoundWindPair => words.get("terms-fu-round-wind-pair"),
        FuReason::DoubleWindPair => words.get("terms-fu-double-wind-pair"),
        FuReason::ClosedWait => words.get("terms-fu-closed-wait"),
        FuReason::EdgeWait => words.get("terms-fu-edge-wait"),
        FuReason::PairWait => words.get("terms-fu-pair-wait"),
        FuReason::Tsumo => words.get("terms-fu-tsumo"),
        FuReason::ClosedRon => words.get("terms-fu-closed-ron"),
        FuReason::OpenPinfu => words.get("terms-fu-open-pinfu"),
        FuReason::Chiitoitsu => words.get("terms-fu-chiitoitsu"),
    }
}

/// A limit's name as a hand reaches it ("Haneman", 跳満); a yakuman counted from han is
/// "Counted yakuman" (数え役満).
pub fn limit_name(words: &Words, limit: Limit) -> String {
    match limit {
        Limit::Mangan => words.get("terms-limit-mangan"),
        Limit::Haneman => words.get("terms-limit-haneman"),
        Limit::Baiman => words.get("terms-limit-baiman"),
        Limit::Sanbaiman => words.get("terms-limit-sanbaiman"),
        Limit::Yakuman => words.get("terms-limit-counted-yakuman"),
    }
}

/// What one yaku adds: "2 han", or for a yakuman "yakuman", "double yakuman", "3× yakuman"
/// (`han` counts 13 per yakuman).
pub fn yaku_worth(words: &Words, yaku: Yaku, han: u32) -> String {
    if !yaku.is_yakuman() {
        return words.get_with("terms-han", "han", han);
    }
    match han / 13 {
        1 => words.get("terms-han-yakuman"),
        2 => words.get("terms-han-double-yakuman"),
        count => words.get_with("terms-yakuman-times", "count", count),
    }
}

/// A whole hand's value: "6 han 60 fu", "13 han (counted yakuman)", "Yakuman", "Double
/// yakuman", "3× yakuman".
pub fn hand_value(words: &Words, han: u32, fu: u32, yakuman: u32, counted: bool) -> String {
    match yakuman {
        0 if counted => words.get_with("terms-han-counted-yakuman", "han", han),
        0 => words.get_with2("terms-han-fu", ("han", han), ("fu", fu)),
        1 => words.get("terms-value-yakuman"),
        2 => words.get("terms-value-double-yakuman"),
        count => words.get_with("terms-yakuman-times", "count", count),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::i18n::Language;

    const FU_REASONS: [FuReason; 20] = [
        FuReason::Base,
        FuReason::OpenSimpleTriplet,
        FuReason::ClosedSimpleTriplet,
        FuReason::OpenTerminalTriplet,
        FuReason::ClosedTerminalTriplet,
        FuReason::OpenSimpleKan,
        FuReason::ClosedSimpleKan,
        FuReason::OpenTerminalKan,
        FuReason::ClosedTerminalKan,
        FuReason::DragonPair,
        FuReason::SeatWindPair,
        FuReason::RoundWindPair,
        FuReason::DoubleWindPair,
        FuReason::ClosedWait,
        FuReason::EdgeWait,
        FuReason::PairWait,
        FuReason::Tsumo,
        FuReason::ClosedRon,
        FuReason::OpenPinfu,
        FuReason::Chiitoitsu,
    ];

    /// Every yaku and fu part has its own words in each language, and Japanese names riichi's
    /// yaku in Japanese script: no Latin letter is left in them.
    #[test]
    fn every_yaku_and_fu_part_is_named_in_each_language() {
        for language in Language::ALL {
            let words = Words::new(language);
            for yaku in Yaku::ALL {
                let name = yaku_name(&words, yaku);
                assert!(!name.starts_with("terms-"), "{yaku:?} in {language:?}");
                if language == Language::Japanese {
                    assert!(!name.chars().any(|c| c.is_ascii_alphabetic()), "{name}");
                }
            }
            for reason in FU_REASONS {
                assert!(!fu_name(&words, reason).starts_with("terms-"));
            }
        }
        let japanese = Words::new(Language::Japanese);
        assert_eq!(yaku_name(&japanese, Yaku::Pinfu), "平和");
        assert_eq!(hand_value(&japanese, 3, 40, 0, false), "3翻40符");
        assert_eq!(limit_name(&japanese, Limit::Haneman), "跳満");
        let english = Words::default();
        assert_eq!(yaku_name(&english, Yaku::Tanyao), "Tanyao (all simples)");
        assert_eq!(yaku_worth(&english, Yaku::Daisuushii, 26), "double yakuman");
    }
}
