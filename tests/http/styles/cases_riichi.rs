//! The cases of the shared style suite for riichi and its three-player form: four-player MSMC
//! ([`RIICHI`]) and MSMC sanma ([`SANMA`]) — how each tournament is made, a sample game through
//! its sheet and what the game, its files, a table phone and the calculator end with.

use super::{Calculation, Hand, Style, FOUR_SEATS};

pub const RIICHI: Style = Style {
    name: "MSMC 2016 (club rules)",
    preset: "msmc-2016",
    create: &[("name", "Riichi night"), ("ruleset", "msmc-2016")],
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
    sheet_lacks: &[
        "input[name=win4]",
        "input[name=nuki1]",
        "input[name=flowers0]",
        "select[name=penalty0]",
    ],
    game: &[
        // E1: South wins a mangan off North.
        Hand::new("E1", "outcome=ron&discarder=3&win1=1&value1=mangan", "· +8000 · −8000"),
        // E2: West self-draws a mangan; South deals and pays 4000, the others 2000.
        Hand::new("E2", "outcome=tsumo&win2=1&value2=mangan", "−2000 −4000 +8000 −2000"),
        // E3: East wins a yakuman off North, who goes below zero: the game ends at once.
        Hand::new("E3", "outcome=ron&discarder=3&win0=1&value0=y1", "+32000 · · −32000"),
    ],
    // Against a return of 30,000 with uma 20/10 and oka 20 to first:
    // 55000 → +25 +20 +20, 33000 → +3 +10, 29000 → −1 −10, −17000 → −47 −20.
    final_points: &["55000", "29000", "33000", "−17000"],
    places: &["1", "3", "2", "4"],
    scores: &["+65", "−11", "+13", "−67"],
    hands_csv_header:
        "round,table,hand,wind_round,honba,outcome,winners,value,delta_e,delta_s,delta_w,delta_n,note",
    phone_seat: 2,
    // South wins a mangan off the dealer.
    phone_hand: Hand::new("E1", "outcome=ron&discarder=0&win1=1&value1=mangan", "−8000 +8000 · ·"),
    phone_note: "ron 8000 from",
    calculation: Some(Calculation {
        query: &[
            ("hand", "123m789p22z"),
            ("win_tile", "3m"),
            ("melds", "ankan 5555z, pon 999p"),
            ("dora", "7z4p"),
            ("win", "ron"),
            ("seat_wind", "N"),
            ("round_wind", "E"),
            ("sticks", "1"),
        ],
        value: "6 han 60 fu · Haneman",
        payments: &[
            "The discarder pays 12000",
            "The winner receives 13000 (with 1 riichi stick)",
        ],
    }),
    ..FOUR_SEATS
};

pub const SANMA: Style = Style {
    name: "MSMC sanma (three players)",
    preset: "sanma-msmc",
    create: &[("name", "Sanma night"), ("ruleset", "sanma-msmc")],
    seats: 3,
    winds: &["East", "South", "West"],
    players: "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\nHana\nIvo\n",
    start_points: "35000",
    tsumo: "Tsumo",
    sheet_has: &[
        "input[name=riichi0]",
        "input[name=fu1]",
        "input[name=tenpai2]",
        "input[name=nuki1]",
    ],
    sheet_lacks: &[
        "input[name=win3]",
        "input[name=nuki3]",
        "input[name=flowers0]",
        "select[name=penalty0]",
    ],
    game: &[
        // E1: South wins 3 han 30 fu by ron off the dealer: 3900 (the four-player ron table).
        Hand::new(
            "E1",
            "outcome=ron&discarder=0&win1=1&value1=3&fu1=30",
            "−3900 +3900 ·",
        ),
        // E2: a draw with East alone tenpai: 1,000 from each noten player (2,000 in all).
        Hand::new("E2", "outcome=draw&tenpai0=1", "+2000 −1000 −1000"),
        // E3 (one counter): East tsumo mangan with the tsumo loss: West (the dealer) pays 4100
        // and South 2100.
        Hand::new(
            "E3",
            "outcome=tsumo&win0=1&value0=mangan",
            "+6200 −2100 −4100",
        ),
        // S1: the dealer East self-draws 2 han 30 fu: 1000 from each.
        Hand::new(
            "S1",
            "outcome=tsumo&win0=1&value0=2&fu0=30",
            "+2000 −1000 −1000",
        ),
        // S1, one counter: West wins 1 han 30 fu off South: 1000 + 300.
        Hand::new(
            "S1",
            "outcome=ron&discarder=1&win2=1&value2=1&fu2=30",
            "· −1300 +1300",
        ),
        // S2: East wins a mangan off West.
        Hand::new(
            "S2",
            "outcome=ron&discarder=2&win0=1&value0=mangan",
            "+8000 · −8000",
        ),
        // S3: a draw with nobody tenpai; the dealer (West) is noten, so the game ends.
        Hand::new("S3", "outcome=draw", "· · ·"),
    ],
    // Against a return of 40,000: +9 / −6 / −17 truncated, uma +15 / 0 / −15 and oka +15 to
    // first, which takes the zero-sum remainder: +38 / −6 / −32.
    final_points: &["49300", "33500", "22200"],
    places: &["1", "2", "3"],
    scores: &["+38", "−6", "−32"],
    hands_csv_header:
        "round,table,hand,wind_round,honba,outcome,winners,value,delta_e,delta_s,delta_w,note",
    phone_seat: 2,
    // South self-draws a mangan: East (the dealer) pays 4000, West 2000; no North pays.
    phone_hand: Hand::new(
        "E1",
        "outcome=tsumo&win1=1&value1=mangan",
        "−4000 +6000 −2000",
    ),
    phone_note: "tsumo 2000/4000",
    calculation: Some(Calculation {
        query: &[
            ("hand", "111m999m234p567s55p"),
            ("win_tile", "4p"),
            ("win", "tsumo"),
            ("riichi", "1"),
            ("seat_wind", "S"),
            ("nuki", "2"),
        ],
        value: "4 han 40 fu · Mangan",
        payments: &[
            "The dealer pays 4000",
            "The other non-dealer pays 2000",
            "The winner receives 6000",
        ],
    }),
};
