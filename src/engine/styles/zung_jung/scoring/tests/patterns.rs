//! Golden hands for every pattern of v3.3, by the rules' ten categories: each found in its hand,
//! and excluded where the series rule or a decision says so (docs/zung-jung.md). The hand
//! builder and the assertions are the parent test module's.

use super::*;

// 1. Trivial patterns.

#[test]
fn all_sequences_with_any_pair() {
    expect(
        h("123m456p789s234s55p", "4p").meld("chi", "123m"),
        5,
        &["all_sequences"],
    );
    // D1: the pair may be the seat wind or a dragon.
    expect(
        h("123m456p789s234s11z", "4p").meld("chi", "123m"),
        5,
        &["all_sequences"],
    );
    expect(
        h("123m456p789s234s77z", "4p").meld("chi", "123m"),
        5,
        &["all_sequences"],
    );
}

#[test]
fn concealed_hand_is_for_regular_hands_with_no_meld_but_concealed_kongs() {
    expect(h("123m456p789s222s77p", "7p"), 5, &["concealed_hand"]);
    expect(
        h("123m456p789s234s55p", "4p"),
        10,
        &["all_sequences", "concealed_hand"],
    );
    // A concealed kong keeps the hand concealed (and is a concealed triplet).
    expect(
        h("123m456p789s2222s77p", "7p").meld("ankan", "2222s"),
        10,
        &["concealed_hand", "one_kong"],
    );
    // An exposed kong does not.
    expect(
        h("123m456p789s2222s77p", "7p").meld("kan", "2222s"),
        5,
        &["one_kong"],
    );
}

#[test]
fn no_terminals() {
    expect(
        h("234m345m456p678s88s", "8s").meld("chi", "234m"),
        10,
        &["all_sequences", "no_terminals"],
    );
}

// 2. One-suit patterns.

#[test]
fn mixed_and_pure_one_suit() {
    expect(
        h("123m345m678m222z44z", "4z").meld("chi", "123m"),
        40,
        &["mixed_one_suit"],
    );
    expect(
        h("123m345m678m222m99m", "9m").meld("chi", "123m"),
        80,
        &["pure_one_suit"],
    );
}

#[test]
fn nine_gates_on_any_tile_of_the_suit_is_its_own_limit() {
    let s = expect(
        h("11123455678999m", "5m").tsumo(),
        480,
        &[
            "concealed_hand",
            "pure_one_suit",
            "nine_gates",
            "two_concealed_triplets",
        ],
    );
    assert!(s.raw_points > 480);
    // On a discard, and on a terminal (1112345678999 + 9).
    let s = h("11123456789999m", "9m").score();
    assert_eq!(s.points, 480);
    assert!(names(&s).contains(&("nine_gates", 1)));
    // Not with a meld.
    let s = h("11123455678999m", "5m").meld("chi", "678m").score();
    assert!(!names(&s).contains(&("nine_gates", 1)));
}

// 3. Honour patterns.

#[test]
fn value_honor_counts_each_dragon_and_seat_wind_set() {
    expect(
        h("123m456p789s555z11z", "4p").meld("pon", "555z"),
        10,
        &["value_honor"],
    );
    // The seat wind counts, another wind does not (there is no round wind).
    expect(
        h("123m456p789s222z11z", "4p").meld("pon", "222z").seat("S"),
        10,
        &["value_honor"],
    );
    expect(
        h("123m456p789s111z22z", "4p").meld("pon", "111z").seat("S"),
        1,
        &["chicken_hand"],
    );
}

#[test]
fn the_spec_example_small_three_dragons_is_60() {
    let s = expect(
        h("123m456p55566677z", "4p")
            .meld("pon", "555z")
            .meld("pon", "666z")
            .meld("chi", "123m")
            .seat("S"),
        60,
        &["value_honor*2", "small_three_dragons"],
    );
    assert_eq!(s.raw_points, 60);
    assert_eq!(
        payments(s.points),
        Payments {
            self_pick_each: 60,
            discarder: 130,
            others_each: 25
        }
    );
}

#[test]
fn big_three_dragons_adds_value_honor_per_dragon() {
    expect(
        h("234m555666777z99p", "9p")
            .meld("pon", "555z")
            .meld("pon", "666z")
            .meld("pon", "777z"),
        160,
        &["value_honor*3", "big_three_dragons"],
    );
}

#[test]
fn the_wind_patterns_keep_the_most_valuable_of_their_series() {
    let winds = |seat| {
        h("123m456p11122233z", "4p")
            .meld("pon", "111z")
            .meld("pon", "222z")
            .seat(seat)
    };
    expect(winds("N"), 30, &["small_three_winds"]);
    expect(winds("E"), 40, &["value_honor", "small_three_winds"]);
    expect(
        h("123m111222333z55p", "5p")
            .meld("pon", "111z")
            .meld("pon", "222z")
            .meld("pon", "333z")
            .seat("N"),
        120,
        &["big_three_winds"],
    );
    // Three wind triplets and a wind pair: only small four winds (not small/big three winds).
    let s = expect(
        h("123m11122233344z", "4z")
            .meld("pon", "111z")
            .meld("pon", "222z")
            .meld("pon", "333z")
            .seat("N"),
        320,
        &[
            "small_four_winds",
            "mixed_one_suit",
            "mixed_lesser_terminals",
        ],
    );
    assert_eq!(s.raw_points, 400);
    expect(
        h("111222333444z55p", "5p")
            .meld("pon", "111z")
            .meld("pon", "222z")
            .meld("pon", "333z")
            .meld("pon", "444z"),
        400,
        &[
            "value_honor",
            "big_four_winds",
            "all_triplets",
            "mixed_one_suit",
        ],
    );
}

#[test]
fn all_honors_is_320_and_also_mixed_greater_terminals() {
    let s = expect(
        h("11122255566677z", "7z")
            .meld("pon", "111z")
            .meld("pon", "222z"),
        320,
        &[
            "value_honor*3",
            "small_three_dragons",
            "all_honors",
            "all_triplets",
            "two_concealed_triplets",
            "mixed_greater_terminals",
        ],
    );
    assert!(s.raw_points > 320);
}

// 4. Triplets and kongs.

#[test]
fn all_triplets() {
    expect(
        h("222m555p888s333s66p", "6p")
            .meld("pon", "222m")
            .meld("pon", "555p")
            .meld("pon", "888s")
            .meld("pon", "333s"),
        35,
        &["all_triplets", "no_terminals"],
    );
}

#[test]
fn concealed_triplets_by_self_draw_and_by_discard() {
    let two = || h("222m555p123s678s99p", "9p").meld("chi", "123s");
    expect(two(), 5, &["two_concealed_triplets"]);
    // The discard completing 555p exposes that triplet; drawn, it stays concealed.
    let on_five = || h("222m555p123s678s99p", "5p").meld("chi", "123s");
    expect(on_five(), 1, &["chicken_hand"]);
    expect(on_five().tsumo(), 5, &["two_concealed_triplets"]);
    expect(
        h("222m555p777s123s99p", "9p").meld("chi", "123s"),
        30,
        &["three_concealed_triplets"],
    );
    expect(
        h("222m555p777s333s99p", "3s").tsumo(),
        160,
        &["concealed_hand", "all_triplets", "four_concealed_triplets"],
    );
    expect(
        h("222m555p777s333s99p", "3s"),
        65,
        &["concealed_hand", "all_triplets", "three_concealed_triplets"],
    );
    // A concealed kong is a concealed triplet; an exposed one is not.
    expect(
        h("2222m555p123s678s99p", "9p")
            .meld("ankan", "2222m")
            .meld("chi", "123s"),
        10,
        &["two_concealed_triplets", "one_kong"],
    );
    expect(
        h("2222m555p123s678s99p", "9p")
            .meld("kan", "2222m")
            .meld("chi", "123s"),
        5,
        &["one_kong"],
    );
}

#[test]
fn the_kong_patterns() {
    expect(
        h("2222m123s456p789p55s", "5s")
            .meld("kan", "2222m")
            .meld("chi", "123s"),
        5,
        &["one_kong"],
    );
    expect(
        h("2222m3333p123s456s88p", "8p")
            .meld("kan", "2222m")
            .meld("shouminkan", "3333p")
            .meld("chi", "123s"),
        20,
        &["two_kongs"],
    );
    expect(
        h("2222m3333p4444s567m88p", "8p")
            .meld("kan", "2222m")
            .meld("kan", "3333p")
            .meld("kan", "4444s"),
        125,
        &["three_kongs", "no_terminals"],
    );
    let s = expect(
        h("2222m3333p4444s6666s88p", "8p")
            .meld("kan", "2222m")
            .meld("kan", "3333p")
            .meld("kan", "4444s")
            .meld("ankan", "6666s"),
        480,
        &["four_kongs", "all_triplets", "no_terminals"],
    );
    assert_eq!(s.raw_points, 515);
}

// 5. Identical sets.

#[test]
fn identical_sequences() {
    expect(
        h("123m123m456p789s55s", "5s").meld("chi", "789s"),
        15,
        &["all_sequences", "two_identical_sequences"],
    );
    // Also seven pairs: the regular reading is worth more, and they never combine.
    expect(
        h("112233m445566p55s", "5s").tsumo(),
        70,
        &[
            "all_sequences",
            "concealed_hand",
            "two_identical_sequences_twice",
        ],
    );
    expect(
        h("123m123m123m456p55s", "5s")
            .meld("chi", "123m")
            .meld("chi", "123m"),
        125,
        &["all_sequences", "three_identical_sequences"],
    );
    let s = expect(
        h("123m123m123m123m55s", "5s")
            .meld("chi", "123m")
            .meld("chi", "123m")
            .meld("chi", "123m"),
        480,
        &["all_sequences", "four_identical_sequences"],
    );
    assert_eq!(s.raw_points, 485);
}

// 6. Similar sets.

#[test]
fn similar_sets() {
    expect(
        h("123m123p123s456s99m", "9m").meld("chi", "456s"),
        40,
        &["all_sequences", "three_similar_sequences"],
    );
    expect(
        h("333m333p33s456s789s", "3s")
            .meld("pon", "333m")
            .meld("pon", "333p")
            .meld("chi", "789s"),
        30,
        &["small_three_similar_triplets"],
    );
    expect(
        h("333m333p333s456s99p", "9p")
            .meld("pon", "333m")
            .meld("pon", "333p")
            .meld("pon", "333s"),
        120,
        &["three_similar_triplets"],
    );
}

// 7. Consecutive sets.

#[test]
fn consecutive_sets() {
    expect(
        h("123p456p789p234s55m", "5m").meld("chi", "123p"),
        45,
        &["all_sequences", "nine_tile_straight"],
    );
    expect(
        h("333p444p555p678s22m", "2m")
            .meld("pon", "333p")
            .meld("pon", "444p")
            .meld("pon", "555p"),
        105,
        &["three_consecutive_triplets", "no_terminals"],
    );
    // Four in a row: only the four (the series rule drops the three).
    expect(
        h("333p444p555p666p22m", "2m")
            .meld("pon", "333p")
            .meld("pon", "444p")
            .meld("pon", "555p")
            .meld("pon", "666p"),
        235,
        &["four_consecutive_triplets", "all_triplets", "no_terminals"],
    );
}

// 8. Terminals.

#[test]
fn terminal_patterns_keep_the_most_valuable() {
    expect(
        h("123m999p111z789s77z", "7z")
            .meld("chi", "123m")
            .meld("pon", "999p")
            .meld("pon", "111z")
            .seat("S"),
        40,
        &["mixed_lesser_terminals"],
    );
    expect(
        h("123m999p789s123s11p", "1p")
            .meld("chi", "123m")
            .meld("pon", "999p"),
        50,
        &["pure_lesser_terminals"],
    );
    expect(
        h("111m999p111z999s22z", "2z")
            .meld("pon", "111m")
            .meld("pon", "999p")
            .meld("pon", "111z")
            .meld("pon", "999s")
            .seat("S"),
        130,
        &["mixed_greater_terminals", "all_triplets"],
    );
    let s = expect(
        h("111m999m111p999p11s", "1s")
            .meld("pon", "111m")
            .meld("pon", "999m")
            .meld("pon", "111p")
            .meld("pon", "999p"),
        400,
        &[
            "pure_greater_terminals",
            "all_triplets",
            "small_three_similar_triplets",
        ],
    );
    assert_eq!(s.raw_points, 460);
}

// 9. Incidental bonuses.

#[test]
fn the_situation_patterns_combine_with_everything() {
    expect(chicken().tsumo().with(Last), 10, &["final_draw"]);
    expect(chicken().with(Last), 10, &["final_discard"]);
    expect(chicken().with(Rob), 10, &["robbing_a_kong"]);
    expect(
        h("123m8888p234s567s99m", "5s")
            .meld("chi", "123m")
            .meld("kan", "8888p")
            .tsumo()
            .with(Kong)
            .with(Last),
        25,
        &["one_kong", "final_draw", "win_on_kong"],
    );
    expect(
        h("123m456p789s234s55p", "4p").tsumo().with(Heaven),
        165,
        &["all_sequences", "concealed_hand", "blessing_of_heaven"],
    );
    expect(
        h("123m456p789s234s55p", "4p").seat("W").with(Earth),
        165,
        &["all_sequences", "concealed_hand", "blessing_of_earth"],
    );
}

// 10. Irregular hands.

#[test]
fn thirteen_terminals_scores_only_category_9() {
    expect(h("19m19p19s12345677z", "7z"), 160, &["thirteen_terminals"]);
    expect(
        h("19m19p19s12345677z", "1m").tsumo().with(Last),
        170,
        &["thirteen_terminals", "final_draw"],
    );
    // The fourteenth tile must be a terminal or an honour too.
    assert_eq!(
        h("159m19p19s1234567z", "5m").score_as(Variant::ZungJung),
        Err(ScoreError::NotWinningShape)
    );
}

#[test]
fn seven_pairs_with_the_patterns_that_need_no_sets() {
    expect(h("1122m3344p5566s77z", "7z"), 30, &["seven_pairs"]);
    // Four identical tiles are two of the pairs.
    expect(h("1111m3344p5566s77z", "7z"), 30, &["seven_pairs"]);
    expect(
        h("1133557799m2244m", "2m"),
        110,
        &["seven_pairs", "pure_one_suit"],
    );
    expect(
        h("2233m4466p5588s66m", "6m"),
        35,
        &["seven_pairs", "no_terminals"],
    );
    expect(
        h("1199m1199p1199s11z", "1z"),
        130,
        &["seven_pairs", "mixed_greater_terminals"],
    );
    let s = expect(
        h("111199m1199p1199s", "9s"),
        400,
        &["seven_pairs", "pure_greater_terminals"],
    );
    assert_eq!(s.raw_points, 430);
    let s = expect(
        h("11223344556677z", "7z").tsumo().with(Last),
        320,
        &[
            "seven_pairs",
            "all_honors",
            "mixed_greater_terminals",
            "final_draw",
        ],
    );
    assert_eq!(s.raw_points, 460);
    // A declared kong is a meld: no seven pairs.
    assert_eq!(
        h("1111m3344p5566s777z", "7z")
            .meld("ankan", "1111m")
            .score_as(Variant::ZungJung),
        Err(ScoreError::NotWinningShape)
    );
}
