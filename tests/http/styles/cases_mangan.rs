//! The shared suite's case of Mangan Mahjong (`mangan`, docs/rules.md §15): a game through the
//! forms from its first hand to a player below zero — a win below mangan that pays nothing, a
//! mangan by tsumo whose winner receives nothing, a draw paid as in riichi and a yakuman that
//! ends it — and a hand scored from its tiles on the calculator.

use super::{Calculation, Hand, Style, FOUR_SEATS};

pub const MANGAN: Style = Style {
    name: "Mangan Mahjong (club night)",
    preset: "mangan",
    create: &[("name", "Mangan night"), ("ruleset", "mangan")],
    players: "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\n山田\n",
    start_points: "25000",
    tsumo: "Tsumo",
    sheet_has: &[
        "input[name=riichi0]",
        "input[name=fu1]",
        "input[name=tenpai3]",
        "input[name=outcome][value=chombo]",
        "input[name=dora]",
    ],
    // No nagashi mangan (the "Pool of Dreams" is not scored), no fifth seat, no nuki dora.
    sheet_lacks: &[
        "input[name=nagashi0]",
        "input[name=win4]",
        "input[name=nuki1]",
        "select[name=penalty0]",
    ],
    game: &[
        // E1: South, in riichi (no stake), wins 3 han 30 fu off North: below mangan, nothing.
        Hand::new(
            "E1",
            "outcome=ron&discarder=3&win1=1&value1=3&fu1=30&riichi1=1",
            "· · · ·",
        ),
        // E2: West self-draws a mangan: South deals and pays 4000, the others 2000; West
        // receives nothing.
        Hand::new(
            "E2",
            "outcome=tsumo&win2=1&value2=mangan",
            "−2000 −4000 · −2000",
        ),
        // E3: a draw with East alone tenpai: 1,000 from each noten player, as in riichi.
        Hand::new("E3", "outcome=draw&tenpai0=1", "+3000 −1000 −1000 −1000"),
        // E4: East wins a yakuman off North (32,000, to nobody): North is below zero.
        Hand::new(
            "E4",
            "outcome=ron&discarder=3&win0=1&value0=y1",
            "· · · −32000",
        ),
    ],
    // (points − 25,000) / 1000 plus the club's uma, no oka: 26000 → +1 +20, 24000 → −1 +10,
    // 20000 → −5 −10, −10000 → −35 −20.
    final_points: &["26000", "20000", "24000", "−10000"],
    places: &["1", "3", "2", "4"],
    scores: &["+21", "−15", "+9", "−55"],
    // No counters: no honba column.
    phone_seat: 2,
    // South wins a mangan off the dealer, who loses 8,000 to nobody.
    phone_hand: Hand::new(
        "E1",
        "outcome=ron&discarder=0&win1=1&value1=mangan",
        "−8000 · · ·",
    ),
    phone_note: "8000 leave the game",
    calculation: Some(Calculation {
        query: &[
            ("hand", "123m789p22z"),
            ("win_tile", "3m"),
            ("melds", "ankan 5555z, pon 999p"),
            ("dora", "7z4p"),
            ("win", "ron"),
            ("seat_wind", "N"),
            ("round_wind", "E"),
        ],
        value: "6 han 60 fu · Haneman",
        payments: &["The discarder pays 12000", "The winner receives 12000"],
    }),
    ..FOUR_SEATS
};
