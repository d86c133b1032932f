//! The fan's names and values: the canonical snake_case name the result lines and the docs use
//! (docs/mcr-fan.md), the value of one, and the reference library's English and Chinese names
//! so that a typed or imported name in either form is understood.

use super::Fan;

/// Everything the project knows about one fan kind besides how to detect it.
pub(super) struct FanInfo {
    pub fan: Fan,
    pub name: &'static str,
    pub value: u32,
    pub chinese: &'static str,
    pub english: &'static str,
}

/// One row per fan, in [`Fan`]'s order (checked by a test), so `Fan as usize` indexes it.
#[rustfmt::skip]
pub(super) const FANS: [FanInfo; FAN_KINDS] = [
    FanInfo { fan: Fan::BigFourWinds, name: "big_four_winds", value: 88, chinese: "大四喜", english: "Big Four Winds" },
    FanInfo { fan: Fan::BigThreeDragons, name: "big_three_dragons", value: 88, chinese: "大三元", english: "Big Three Dragons" },
    FanInfo { fan: Fan::AllGreen, name: "all_green", value: 88, chinese: "绿一色", english: "All Green" },
    FanInfo { fan: Fan::NineGates, name: "nine_gates", value: 88, chinese: "九莲宝灯", english: "Nine Gates" },
    FanInfo { fan: Fan::FourKongs, name: "four_kongs", value: 88, chinese: "四杠", english: "Four Kongs" },
    FanInfo { fan: Fan::SevenShiftedPairs, name: "seven_shifted_pairs", value: 88, chinese: "连七对", english: "Seven Shifted Pairs" },
    FanInfo { fan: Fan::ThirteenOrphans, name: "thirteen_orphans", value: 88, chinese: "十三幺", english: "Thirteen Orphans" },
    FanInfo { fan: Fan::AllTerminals, name: "all_terminals", value: 64, chinese: "清幺九", english: "All Terminals" },
    FanInfo { fan: Fan::LittleFourWinds, name: "little_four_winds", value: 64, chinese: "小四喜", english: "Little Four Winds" },
    FanInfo { fan: Fan::LittleThreeDragons, name: "little_three_dragons", value: 64, chinese: "小三元", english: "Little Three Dragons" },
    FanInfo { fan: Fan::AllHonors, name: "all_honors", value: 64, chinese: "字一色", english: "All Honors" },
    FanInfo { fan: Fan::FourConcealedPungs, name: "four_concealed_pungs", value: 64, chinese: "四暗刻", english: "Four Concealed Pungs" },
    FanInfo { fan: Fan::PureTerminalChows, name: "pure_terminal_chows", value: 64, chinese: "一色双龙会", english: "Pure Terminal Chows" },
    FanInfo { fan: Fan::QuadrupleChow, name: "quadruple_chow", value: 48, chinese: "一色四同顺", english: "Quadruple Chow" },
    FanInfo { fan: Fan::FourPureShiftedPungs, name: "four_pure_shifted_pungs", value: 48, chinese: "一色四节高", english: "Four Pure Shifted Pungs" },
    FanInfo { fan: Fan::FourPureShiftedChows, name: "four_pure_shifted_chows", value: 32, chinese: "一色四步高", english: "Four Pure Shifted Chows" },
    FanInfo { fan: Fan::ThreeKongs, name: "three_kongs", value: 32, chinese: "三杠", english: "Three Kongs" },
    FanInfo { fan: Fan::AllTerminalsAndHonors, name: "all_terminals_and_honors", value: 32, chinese: "混幺九", english: "All Terminals and Honors" },
    FanInfo { fan: Fan::SevenPairs, name: "seven_pairs", value: 24, chinese: "七对", english: "Seven Pairs" },
    FanInfo { fan: Fan::GreaterHonorsAndKnittedTiles, name: "greater_honors_and_knitted_tiles", value: 24, chinese: "七星不靠", english: "Greater Honors and Knitted Tiles" },
    FanInfo { fan: Fan::AllEvenPungs, name: "all_even_pungs", value: 24, chinese: "全双刻", english: "All Even Pungs" },
    FanInfo { fan: Fan::FullFlush, name: "full_flush", value: 24, chinese: "清一色", english: "Full Flush" },
    FanInfo { fan: Fan::PureTripleChow, name: "pure_triple_chow", value: 24, chinese: "一色三同顺", english: "Pure Triple Chow" },
    FanInfo { fan: Fan::PureShiftedPungs, name: "pure_shifted_pungs", value: 24, chinese: "一色三节高", english: "Pure Shifted Pungs" },
    FanInfo { fan: Fan::UpperTiles, name: "upper_tiles", value: 24, chinese: "全大", english: "Upper Tiles" },
    FanInfo { fan: Fan::MiddleTiles, name: "middle_tiles", value: 24, chinese: "全中", english: "Middle Tiles" },
    FanInfo { fan: Fan::LowerTiles, name: "lower_tiles", value: 24, chinese: "全小", english: "Lower Tiles" },
    FanInfo { fan: Fan::PureStraight, name: "pure_straight", value: 16, chinese: "清龙", english: "Pure Straight" },
    FanInfo { fan: Fan::ThreeSuitedTerminalChows, name: "three_suited_terminal_chows", value: 16, chinese: "三色双龙会", english: "Three-Suited Terminal Chows" },
    FanInfo { fan: Fan::PureShiftedChows, name: "pure_shifted_chows", value: 16, chinese: "一色三步高", english: "Pure Shifted Chows" },
    FanInfo { fan: Fan::AllFives, name: "all_fives", value: 16, chinese: "全带五", english: "All Five" },
    FanInfo { fan: Fan::TriplePung, name: "triple_pung", value: 16, chinese: "三同刻", english: "Triple Pung" },
    FanInfo { fan: Fan::ThreeConcealedPungs, name: "three_concealed_pungs", value: 16, chinese: "三暗刻", english: "Three Concealed Pungs" },
    FanInfo { fan: Fan::LesserHonorsAndKnittedTiles, name: "lesser_honors_and_knitted_tiles", value: 12, chinese: "全不靠", english: "Lesser Honors and Knitted Tiles" },
    FanInfo { fan: Fan::KnittedStraight, name: "knitted_straight", value: 12, chinese: "组合龙", english: "Knitted Straight" },
    FanInfo { fan: Fan::UpperFour, name: "upper_four", value: 12, chinese: "大于五", english: "Upper Four" },
    FanInfo { fan: Fan::LowerFour, name: "lower_four", value: 12, chinese: "小于五", english: "Lower Four" },
    FanInfo { fan: Fan::BigThreeWinds, name: "big_three_winds", value: 12, chinese: "三风刻", english: "Big Three Winds" },
    FanInfo { fan: Fan::MixedStraight, name: "mixed_straight", value: 8, chinese: "花龙", english: "Mixed Straight" },
    FanInfo { fan: Fan::ReversibleTiles, name: "reversible_tiles", value: 8, chinese: "推不倒", english: "Reversible Tiles" },
    FanInfo { fan: Fan::MixedTripleChow, name: "mixed_triple_chow", value: 8, chinese: "三色三同顺", english: "Mixed Triple Chow" },
    FanInfo { fan: Fan::MixedShiftedPungs, name: "mixed_shifted_pungs", value: 8, chinese: "三色三节高", english: "Mixed Shifted Pungs" },
    FanInfo { fan: Fan::ChickenHand, name: "chicken_hand", value: 8, chinese: "无番和", english: "Chicken Hand" },
    FanInfo { fan: Fan::LastTileDraw, name: "last_tile_draw", value: 8, chinese: "妙手回春", english: "Last Tile Draw" },
    FanInfo { fan: Fan::LastTileClaim, name: "last_tile_claim", value: 8, chinese: "海底捞月", english: "Last Tile Claim" },
    FanInfo { fan: Fan::OutWithReplacementTile, name: "out_with_replacement_tile", value: 8, chinese: "杠上开花", english: "Out with Replacement Tile" },
    FanInfo { fan: Fan::RobbingTheKong, name: "robbing_the_kong", value: 8, chinese: "抢杠和", english: "Robbing The Kong" },
    FanInfo { fan: Fan::AllPungs, name: "all_pungs", value: 6, chinese: "碰碰和", english: "All Pungs" },
    FanInfo { fan: Fan::HalfFlush, name: "half_flush", value: 6, chinese: "混一色", english: "Half Flush" },
    FanInfo { fan: Fan::MixedShiftedChows, name: "mixed_shifted_chows", value: 6, chinese: "三色三步高", english: "Mixed Shifted Chows" },
    FanInfo { fan: Fan::AllTypes, name: "all_types", value: 6, chinese: "五门齐", english: "All Types" },
    FanInfo { fan: Fan::MeldedHand, name: "melded_hand", value: 6, chinese: "全求人", english: "Melded Hand" },
    FanInfo { fan: Fan::TwoConcealedKongs, name: "two_concealed_kongs", value: 6, chinese: "双暗杠", english: "Two Concealed Kongs" },
    FanInfo { fan: Fan::TwoDragonPungs, name: "two_dragon_pungs", value: 6, chinese: "双箭刻", english: "Two Dragons Pungs" },
    FanInfo { fan: Fan::OutsideHand, name: "outside_hand", value: 4, chinese: "全带幺", english: "Outside Hand" },
    FanInfo { fan: Fan::FullyConcealedHand, name: "fully_concealed_hand", value: 4, chinese: "不求人", english: "Fully Concealed Hand" },
    FanInfo { fan: Fan::TwoMeldedKongs, name: "two_melded_kongs", value: 4, chinese: "双明杠", english: "Two Melded Kongs" },
    FanInfo { fan: Fan::LastTile, name: "last_tile", value: 4, chinese: "和绝张", english: "Last Tile" },
    FanInfo { fan: Fan::DragonPung, name: "dragon_pung", value: 2, chinese: "箭刻", english: "Dragon Pung" },
    FanInfo { fan: Fan::PrevalentWind, name: "prevalent_wind", value: 2, chinese: "圈风刻", english: "Prevalent Wind" },
    FanInfo { fan: Fan::SeatWind, name: "seat_wind", value: 2, chinese: "门风刻", english: "Seat Wind" },
    FanInfo { fan: Fan::ConcealedHand, name: "concealed_hand", value: 2, chinese: "门前清", english: "Concealed Hand" },
    FanInfo { fan: Fan::AllChows, name: "all_chows", value: 2, chinese: "平和", english: "All Chows" },
    FanInfo { fan: Fan::TileHog, name: "tile_hog", value: 2, chinese: "四归一", english: "Tile Hog" },
    FanInfo { fan: Fan::DoublePung, name: "double_pung", value: 2, chinese: "双同刻", english: "Double Pung" },
    FanInfo { fan: Fan::TwoConcealedPungs, name: "two_concealed_pungs", value: 2, chinese: "双暗刻", english: "Two Concealed Pungs" },
    FanInfo { fan: Fan::ConcealedKong, name: "concealed_kong", value: 2, chinese: "暗杠", english: "Concealed Kong" },
    FanInfo { fan: Fan::AllSimples, name: "all_simples", value: 2, chinese: "断幺", english: "All Simples" },
    FanInfo { fan: Fan::PureDoubleChow, name: "pure_double_chow", value: 1, chinese: "一般高", english: "Pure Double Chow" },
    FanInfo { fan: Fan::MixedDoubleChow, name: "mixed_double_chow", value: 1, chinese: "喜相逢", english: "Mixed Double Chow" },
    FanInfo { fan: Fan::ShortStraight, name: "short_straight", value: 1, chinese: "连六", english: "Short Straight" },
    FanInfo { fan: Fan::TwoTerminalChows, name: "two_terminal_chows", value: 1, chinese: "老少副", english: "Two Terminal Chows" },
    FanInfo { fan: Fan::PungOfTerminalsOrHonors, name: "pung_of_terminals_or_honors", value: 1, chinese: "幺九刻", english: "Pung of Terminals or Honors" },
    FanInfo { fan: Fan::MeldedKong, name: "melded_kong", value: 1, chinese: "明杠", english: "Melded Kong" },
    FanInfo { fan: Fan::OneVoidedSuit, name: "one_voided_suit", value: 1, chinese: "缺一门", english: "One Voided Suit" },
    FanInfo { fan: Fan::NoHonors, name: "no_honors", value: 1, chinese: "无字", english: "No Honors" },
    FanInfo { fan: Fan::EdgeWait, name: "edge_wait", value: 1, chinese: "独听・边张", english: "Edge Wait" },
    FanInfo { fan: Fan::ClosedWait, name: "closed_wait", value: 1, chinese: "独听・嵌张", english: "Closed Wait" },
    FanInfo { fan: Fan::SingleWait, name: "single_wait", value: 1, chinese: "独听・单钓", english: "Single Wait" },
    FanInfo { fan: Fan::SelfDrawn, name: "self_drawn", value: 1, chinese: "自摸", english: "Self-Drawn" },
    FanInfo { fan: Fan::FlowerTiles, name: "flower_tiles", value: 1, chinese: "花牌", english: "Flower Tiles" },
    FanInfo { fan: Fan::ConcealedKongAndMeldedKong, name: "concealed_kong_and_melded_kong", value: 5, chinese: "明暗杠", english: "Concealed Kong and Melded Kong" },
];

/// How many fan kinds there are: the 81 official ones and the library's extension.
pub const FAN_KINDS: usize = 82;

/// A name reduced to what the comparison looks at: lower case, letters and digits only (CJK
/// characters are letters), British "honours" read as "honors".
fn normalised(name: &str) -> String {
    crate::engine::styles::name_letters(name).replace("honours", "honors")
}

/// The fan whose canonical, English or Chinese name matches `name` once normalised.
pub(super) fn find(name: &str) -> Option<Fan> {
    let wanted = normalised(name);
    if wanted.is_empty() {
        return None;
    }
    FANS.iter()
        .find(|info| {
            normalised(info.name) == wanted
                || normalised(info.english) == wanted
                || normalised(info.chinese) == wanted
        })
        .map(|info| info.fan)
}
