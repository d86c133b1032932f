//! The behaviours every style shares, written once and run for each style's case below
//! ([`RIICHI`], [`SANMA`], [`HKOS`], [`MCR`], [`ZUNG_JUNG`], [`WSOM`], [`AMERICAN`],
//! [`CHINESE_CLASSICAL`], [`VIETNAMESE`]): a game through the organizer's forms to its end with
//! the standings, the player page and every CSV agreeing; a table phone entering a hand and
//! another phone confirming it; the tournament exported and imported on another laptop with the
//! same sheet and files; the events stream bumped by a save and not by a preview; the
//! calculator, on its own and inside a tournament. What only one style has lives in that
//! style's module.

mod american;
mod chinese_classical;
mod hkos;
mod mcr;
mod sanma;
mod vietnamese;
mod zung_jung;

use crate::common::{self, Reply, TestApp};
use crate::html::Page;
use crate::live::Stream;

use axum::http::StatusCode;
use std::collections::BTreeMap;
use std::time::Duration;

/// One hand as the score sheet's form posts it, and what the preview says each seat pays, in
/// seat order as the page shows them ("" for a seat that pays nothing).
pub struct Hand {
    /// The hand as the sheet labels it ("E3" again when the deal stays).
    pub label: &'static str,
    pub fields: &'static [(&'static str, &'static str)],
    pub pays: &'static [&'static str],
}

/// A hand tried on the calculator and what it answers.
pub struct Calculation {
    pub query: &'static [(&'static str, &'static str)],
    /// The value line, as `p.score-value` reads ("7 faan", "6 han 60 fu · Haneman").
    pub value: &'static str,
    /// The payment lines, the winner's total last.
    pub payments: &'static [&'static str],
}

/// One style's case: how its tournament is created, how big its tables are, a sample game
/// through its sheet and what that game ends with.
pub struct Style {
    /// The preset's name in words, as the new-tournament form lists it.
    pub name: &'static str,
    pub preset: &'static str,
    /// The new-tournament form's fields for this style (its settings included).
    pub create: &'static [(&'static str, &'static str)],
    /// Seats at a table.
    pub seats: usize,
    /// The wind of each seat, as the seat chooser names it.
    pub winds: &'static [&'static str],
    /// Players (CSV) that fill every table of round 1.
    pub players: &'static str,
    pub start_points: &'static str,
    /// What the sheet calls a win by self-draw.
    pub tsumo: &'static str,
    /// Selectors the hand form has for this style, and those it must not have.
    pub sheet_has: &'static [&'static str],
    pub sheet_lacks: &'static [&'static str],
    /// A game at table 1 from its first hand to its end.
    pub game: &'static [Hand],
    /// The game's end by seat: final points, places and scores, as the sheet shows them.
    pub final_points: &'static [&'static str],
    pub places: &'static [&'static str],
    pub scores: &'static [&'static str],
    /// The scores by seat as numbers, as the CSV files write them.
    pub csv_scores: &'static [&'static str],
    /// The place each seat takes in the standings (the other tables' players have 0).
    pub standing_places: &'static [usize],
    /// The header of `hands.csv` (one delta column per seat).
    pub hands_csv_header: &'static str,
    /// A hand a table phone enters (from seat `phone_seat`), and the points by seat after it.
    pub phone_seat: usize,
    pub phone_hand: Hand,
    pub phone_points: &'static [&'static str],
    /// Words of the note the sheet writes under that hand.
    pub phone_note: &'static str,
    /// A hand scored from its tiles on the calculator; `None` for a style the calculator does
    /// not score, whose case skips that behaviour.
    pub calculation: Option<Calculation>,
}

pub const RIICHI: Style = Style {
    name: "MSMC 2016 (club rules)",
    preset: "msmc-2016",
    create: &[("name", "Riichi night"), ("ruleset", "msmc-2016")],
    seats: 4,
    winds: &["East", "South", "West", "North"],
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
        Hand {
            label: "E1",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "3"),
                ("win1", "1"),
                ("value1", "mangan"),
            ],
            pays: &["", "+8000", "", "−8000"],
        },
        // E2: West self-draws a mangan; South deals and pays 4000, the others 2000.
        Hand {
            label: "E2",
            fields: &[("outcome", "tsumo"), ("win2", "1"), ("value2", "mangan")],
            pays: &["−2000", "−4000", "+8000", "−2000"],
        },
        // E3: East wins a yakuman off North, who goes below zero: the game ends at once.
        Hand {
            label: "E3",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "3"),
                ("win0", "1"),
                ("value0", "y1"),
            ],
            pays: &["+32000", "", "", "−32000"],
        },
    ],
    // Against a return of 30,000 with uma 20/10 and oka 20 to first:
    // 55000 → +25 +20 +20, 33000 → +3 +10, 29000 → −1 −10, −17000 → −47 −20.
    final_points: &["55000", "29000", "33000", "−17000"],
    places: &["1", "3", "2", "4"],
    scores: &["+65", "−11", "+13", "−67"],
    csv_scores: &["65", "-11", "13", "-67"],
    standing_places: &[1, 7, 2, 8],
    hands_csv_header:
        "round,table,hand,wind_round,honba,outcome,winners,value,delta_e,delta_s,delta_w,delta_n,note",
    phone_seat: 2,
    // South wins a mangan off the dealer.
    phone_hand: Hand {
        label: "E1",
        fields: &[
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win1", "1"),
            ("value1", "mangan"),
        ],
        pays: &["−8000", "+8000", "", ""],
    },
    phone_points: &["17000", "33000", "25000", "25000"],
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
        Hand {
            label: "E1",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win1", "1"),
                ("value1", "3"),
                ("fu1", "30"),
            ],
            pays: &["−3900", "+3900", ""],
        },
        // E2: a draw with East alone tenpai: 1,000 from each noten player (2,000 in all).
        Hand {
            label: "E2",
            fields: &[("outcome", "draw"), ("tenpai0", "1")],
            pays: &["+2000", "−1000", "−1000"],
        },
        // E3 (one counter): East tsumo mangan with the tsumo loss: West (the dealer) pays 4100
        // and South 2100.
        Hand {
            label: "E3",
            fields: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "mangan")],
            pays: &["+6200", "−2100", "−4100"],
        },
        // S1: the dealer East self-draws 2 han 30 fu: 1000 from each.
        Hand {
            label: "S1",
            fields: &[
                ("outcome", "tsumo"),
                ("win0", "1"),
                ("value0", "2"),
                ("fu0", "30"),
            ],
            pays: &["+2000", "−1000", "−1000"],
        },
        // S1, one counter: West wins 1 han 30 fu off South: 1000 + 300.
        Hand {
            label: "S1",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "1"),
                ("win2", "1"),
                ("value2", "1"),
                ("fu2", "30"),
            ],
            pays: &["", "−1300", "+1300"],
        },
        // S2: East wins a mangan off West.
        Hand {
            label: "S2",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "2"),
                ("win0", "1"),
                ("value0", "mangan"),
            ],
            pays: &["+8000", "", "−8000"],
        },
        // S3: a draw with nobody tenpai; the dealer (West) is noten, so the game ends.
        Hand {
            label: "S3",
            fields: &[("outcome", "draw")],
            pays: &["", "", ""],
        },
    ],
    // Against a return of 40,000: +9 / −6 / −17 truncated, uma +15 / 0 / −15 and oka +15 to
    // first, which takes the zero-sum remainder: +38 / −6 / −32.
    final_points: &["49300", "33500", "22200"],
    places: &["1", "2", "3"],
    scores: &["+38", "−6", "−32"],
    csv_scores: &["38", "-6", "-32"],
    // Nine players: the six who have not finished a game share 0, ahead of the −6.
    standing_places: &[1, 8, 9],
    hands_csv_header:
        "round,table,hand,wind_round,honba,outcome,winners,value,delta_e,delta_s,delta_w,note",
    phone_seat: 2,
    // South self-draws a mangan: East (the dealer) pays 4000, West 2000; no North pays.
    phone_hand: Hand {
        label: "E1",
        fields: &[("outcome", "tsumo"), ("win1", "1"), ("value1", "mangan")],
        pays: &["−4000", "+6000", "−2000"],
    },
    phone_points: &["31000", "41000", "33000"],
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

/// The tournament's faan table of the Hong Kong Old Style case: 3 → 10, 4 → 20, 6 → 40, 8 or
/// more (the limit) → 80.
pub const HKOS_FAAN_TABLE: &str = "3: 10, 4: 20, 6: 40, 8: 80";

pub const HKOS: Style = Style {
    name: "MSMC Hong Kong Old Style",
    preset: "hkos-msmc",
    create: &[
        ("name", "Old style"),
        ("ruleset", "hkos-msmc"),
        ("winds", "2"),
        ("faan_table", HKOS_FAAN_TABLE),
    ],
    seats: 4,
    winds: &["East", "South", "West", "North"],
    players: "name\nAiko\nBen\nChloé\nDev\n",
    start_points: "0",
    tsumo: "Self-pick",
    sheet_has: &[
        "input[name=value1][value=limit]",
        "input[name=value1][value='4']",
        "select[name=penalty0]",
        "select[name=penalty3]",
        "input[name=flowers0]",
        "input[name=outcome][value=tsumo]",
    ],
    sheet_lacks: &[
        "input[name=riichi0]",
        "input[name=fu0]",
        "input[name=tenpai0]",
        "input[name=outcome][value=chombo]",
        "input[name=dora]",
        "input[name=nuki1]",
    ],
    game: &[
        // E1: South wins 4 faan (b = 20) off West: 40 from West, 20 from each other player.
        Hand {
            label: "E1",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "2"),
                ("win1", "1"),
                ("value1", "4"),
            ],
            pays: &["−20", "+80", "−40", "−20"],
        },
        // E2: North self-picks a limit hand; West is liable and pays all 3 × 160.
        Hand {
            label: "E2",
            fields: &[
                ("outcome", "tsumo"),
                ("win3", "1"),
                ("value3", "limit"),
                ("pao3", "2"),
            ],
            pays: &["", "", "−480", "+480"],
        },
        // E3: a draw; East dropped two tiles (16 to each) and South's hand was dead. The deal
        // stays.
        Hand {
            label: "E3",
            fields: &[
                ("outcome", "draw"),
                ("penalty0", "drop"),
                ("dropped0", "2"),
                ("dead1", "1"),
            ],
            pays: &["−48", "+16", "+16", "+16"],
        },
        // E3 again: East (West wind this hand) self-picks from tiles with their own flower
        // (3): pung of red dragons 1 + all pungs 3 + self-pick 1 + own flower 1 = 6 faan,
        // b = 40.
        Hand {
            label: "E3",
            fields: &[
                ("outcome", "tsumo"),
                ("win0", "1"),
                ("hand0", "222p333s777z55p"),
                ("win_tile0", "5p"),
                ("melds0", "pon 111m"),
                ("flowers0", "3"),
            ],
            pays: &["+240", "−80", "−80", "−80"],
        },
        // E4: the dealer North wins 3 faan off East; South's false win under 3 faan costs 64
        // to each.
        Hand {
            label: "E4",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win3", "1"),
                ("value3", "3"),
                ("penalty1", "64"),
            ],
            pays: &["+44", "−202", "+54", "+104"],
        },
        // E4 to S4: the seat after the dealer self-picks 3 faan each hand (20 from each).
        Hand {
            label: "E4",
            fields: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "3")],
            pays: &["+60", "−20", "−20", "−20"],
        },
        Hand {
            label: "S1",
            fields: &[("outcome", "tsumo"), ("win1", "1"), ("value1", "3")],
            pays: &["−20", "+60", "−20", "−20"],
        },
        Hand {
            label: "S2",
            fields: &[("outcome", "tsumo"), ("win2", "1"), ("value2", "3")],
            pays: &["−20", "−20", "+60", "−20"],
        },
        Hand {
            label: "S3",
            fields: &[("outcome", "tsumo"), ("win3", "1"), ("value3", "3")],
            pays: &["−20", "−20", "−20", "+60"],
        },
        Hand {
            label: "S4",
            fields: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "3")],
            pays: &["+60", "−20", "−20", "−20"],
        },
    ],
    // Final points from 0, summing to 0, and the score is the points (no uma).
    final_points: &["276", "−206", "−550", "480"],
    places: &["2", "3", "4", "1"],
    scores: &["+276", "−206", "−550", "+480"],
    csv_scores: &["276", "-206", "-550", "480"],
    standing_places: &[2, 3, 4, 1],
    hands_csv_header:
        "round,table,hand,wind_round,outcome,winners,value,delta_e,delta_s,delta_w,delta_n,note",
    phone_seat: 1,
    // 6 faan: b = 40, 80 from the discarder and 40 from each other; North pays 2 to each.
    phone_hand: Hand {
        label: "E1",
        fields: &[
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win1", "1"),
            ("value1", "6"),
            ("penalty3", "2"),
        ],
        pays: &["−78", "+162", "−38", "−46"],
    },
    phone_points: &["−78", "162", "−38", "−46"],
    phone_note: "pays 2 to each as a penalty",
    // All pungs, mixed flush of dots, own flower as East: 7 faan; base points 48 under the
    // club's table (docs/rules.md §7).
    calculation: Some(Calculation {
        query: &[
            ("hand", "111p333p555p22z"),
            ("win_tile", "2z"),
            ("melds", "pon 777p"),
            ("seat_wind", "E"),
            ("f1", "1"),
        ],
        value: "7 faan",
        payments: &[
            "The discarder pays 96",
            "Each other player pays 48",
            "The winner receives 192",
        ],
    }),
};

/// MCR (docs/rules.md §8): typed fan, base 8, false wins and penalties taken, 16 hands and
/// table points as the score.
pub const MCR: Style = Style {
    name: "MCR (Chinese Official)",
    preset: "mcr",
    create: &[("name", "MCR open"), ("ruleset", "mcr")],
    seats: 4,
    winds: &["East", "South", "West", "North"],
    players: "name\nAiko\nBen\nChloé\nDev\n",
    start_points: "0",
    tsumo: "Self-draw",
    sheet_has: &[
        "input[name=value1][value='12']",
        "input[name=value0][value='8']",
        "select[name=false_win0]",
        "input[name=penalty3]",
        "input[name=outcome][value=tsumo]",
        // A winner's tiles: flowers as a count and the fourth tile beside the shared boxes.
        "input[name=hand1]",
        "input[name=flowers1]",
        "input[name=fourth_tile2]",
        "input[name=chankan0]",
    ],
    sheet_lacks: &[
        "input[name=riichi0]",
        "input[name=fu0]",
        "input[name=tenpai0]",
        "input[name=outcome][value=chombo]",
        "input[name=dora]",
        "input[name=nuki1]",
        "input[name=seasons0]",
        "select[name=penalty0]",
        "input[name=value0][value=limit]",
        "input[name=seat_wind]",
        "input[name=ippatsu0]",
    ],
    game: &[
        // E1: South wins 12 fan off West: 20 from West, 8 from each other player.
        Hand {
            label: "E1",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "2"),
                ("win1", "1"),
                ("value1", "12"),
            ],
            pays: &["−8", "+36", "−20", "−8"],
        },
        // E2: East self-draws 8 fan: 16 from each.
        Hand {
            label: "E2",
            fields: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "8")],
            pays: &["+48", "−16", "−16", "−16"],
        },
        // E3: a draw; North's false win under 8 fan costs 10 to each.
        Hand {
            label: "E3",
            fields: &[("outcome", "draw"), ("false_win3", "under_minimum")],
            pays: &["+10", "+10", "+10", "−30"],
        },
        // E4: North wins 24 fan off East; South's penalty of 10 goes to nobody.
        Hand {
            label: "E4",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win3", "1"),
                ("value3", "24"),
                ("penalty1", "10"),
            ],
            pays: &["−32", "−18", "−8", "+48"],
        },
        // S1 to N4: each player self-draws 8 fan three times, which changes no total.
        Hand {
            label: "S1",
            fields: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "8")],
            pays: &["+48", "−16", "−16", "−16"],
        },
        Hand {
            label: "S2",
            fields: &[("outcome", "tsumo"), ("win1", "1"), ("value1", "8")],
            pays: &["−16", "+48", "−16", "−16"],
        },
        Hand {
            label: "S3",
            fields: &[("outcome", "tsumo"), ("win2", "1"), ("value2", "8")],
            pays: &["−16", "−16", "+48", "−16"],
        },
        Hand {
            label: "S4",
            fields: &[("outcome", "tsumo"), ("win3", "1"), ("value3", "8")],
            pays: &["−16", "−16", "−16", "+48"],
        },
        Hand {
            label: "W1",
            fields: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "8")],
            pays: &["+48", "−16", "−16", "−16"],
        },
        Hand {
            label: "W2",
            fields: &[("outcome", "tsumo"), ("win1", "1"), ("value1", "8")],
            pays: &["−16", "+48", "−16", "−16"],
        },
        Hand {
            label: "W3",
            fields: &[("outcome", "tsumo"), ("win2", "1"), ("value2", "8")],
            pays: &["−16", "−16", "+48", "−16"],
        },
        Hand {
            label: "W4",
            fields: &[("outcome", "tsumo"), ("win3", "1"), ("value3", "8")],
            pays: &["−16", "−16", "−16", "+48"],
        },
        Hand {
            label: "N1",
            fields: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "8")],
            pays: &["+48", "−16", "−16", "−16"],
        },
        Hand {
            label: "N2",
            fields: &[("outcome", "tsumo"), ("win1", "1"), ("value1", "8")],
            pays: &["−16", "+48", "−16", "−16"],
        },
        Hand {
            label: "N3",
            fields: &[("outcome", "tsumo"), ("win2", "1"), ("value2", "8")],
            pays: &["−16", "−16", "+48", "−16"],
        },
        Hand {
            label: "N4",
            fields: &[("outcome", "tsumo"), ("win3", "1"), ("value3", "8")],
            pays: &["−16", "−16", "−16", "+48"],
        },
    ],
    // Points from 0, summing to −10 (the penalty); table points 4 / 2 / 1 / 0 are the score.
    final_points: &["18", "12", "−34", "−6"],
    places: &["1", "2", "4", "3"],
    scores: &["+4", "+2", "0", "+1"],
    csv_scores: &["4", "2", "0", "1"],
    standing_places: &[1, 2, 4, 3],
    hands_csv_header:
        "round,table,hand,wind_round,outcome,winners,value,delta_e,delta_s,delta_w,delta_n,note",
    phone_seat: 1,
    // North's false win (not a winning hand) pays 20 to each; South wins off East from the
    // tiles: mixed straight 8, seat wind 2 (South's pung of South), concealed hand 2, closed
    // wait 1 = 13 fan; West's penalty of 5 is taken.
    phone_hand: Hand {
        label: "E1",
        fields: &[
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win1", "1"),
            ("hand1", "123m456p789s55p222z"),
            ("win_tile1", "5p"),
            ("false_win3", "not_winning"),
            ("penalty2", "5"),
        ],
        pays: &["−1", "+57", "+7", "−68"],
    },
    phone_points: &["−1", "57", "7", "−68"],
    phone_note: "false win (not a winning hand), 20 to each",
    // The same tiles self-drawn by South in the South round: prevalent and seat wind, fully
    // concealed hand 4 = 17 fan, 25 from each.
    calculation: Some(Calculation {
        query: &[
            ("hand", "123m456p789s55p222z"),
            ("win_tile", "5p"),
            ("win", "tsumo"),
            ("seat_wind", "S"),
            ("round_wind", "S"),
        ],
        value: "17 fan",
        payments: &["Each player pays 25", "The winner receives 75"],
    }),
};

/// Zung Jung (docs/rules.md §9): typed points, the par of 25, penalties taken, the deal
/// passing every hand, 16 hands, the points as the score.
pub const ZUNG_JUNG: Style = Style {
    name: "Zung Jung",
    preset: "zung-jung",
    create: &[("name", "Zung Jung open"), ("ruleset", "zung-jung")],
    seats: 4,
    winds: &["East", "South", "West", "North"],
    players: "name\nAiko\nBen\nChloé\nDev\n",
    start_points: "0",
    tsumo: "Self-draw",
    sheet_has: &[
        "input[name=value1][value='40']",
        "input[name=value0][value='1']",
        "input[name=value2][value='320']",
        "input[name=points3]",
        "input[name=penalty3]",
        "input[name=outcome][value=tsumo]",
    ],
    sheet_lacks: &[
        "input[name=riichi0]",
        "input[name=fu0]",
        "input[name=tenpai0]",
        "input[name=outcome][value=chombo]",
        "input[name=outcome][value=abortive]",
        "input[name=dora]",
        "input[name=nuki1]",
        "input[name=flowers0]",
        "select[name=false_win0]",
        "select[name=penalty0]",
        "input[name=fan0]",
        "input[name=fourth_tile2]",
    ],
    game: &[
        // E1: South wins 40 off West: 3 × 40 − 50 = 70 from West, 25 from each other.
        Hand {
            label: "E1",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "2"),
                ("win1", "1"),
                ("value1", "40"),
            ],
            pays: &["−25", "+120", "−70", "−25"],
        },
        // E2: East self-draws 30: 30 from each.
        Hand {
            label: "E2",
            fields: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "30")],
            pays: &["+90", "−30", "−30", "−30"],
        },
        // E3: a draw; North's penalty of 10 goes to nobody.
        Hand {
            label: "E3",
            fields: &[("outcome", "draw"), ("penalty3", "10")],
            pays: &["", "", "", "−10"],
        },
        // E4: North wins 35 (typed) off East: 55 from East, 25 from each other.
        Hand {
            label: "E4",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win3", "1"),
                ("points3", "35"),
            ],
            pays: &["−55", "−25", "−25", "+105"],
        },
        // S1 to N4: each player self-draws 5 three times, which changes no total.
        Hand {
            label: "S1",
            fields: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "5")],
            pays: &["+15", "−5", "−5", "−5"],
        },
        Hand {
            label: "S2",
            fields: &[("outcome", "tsumo"), ("win1", "1"), ("value1", "5")],
            pays: &["−5", "+15", "−5", "−5"],
        },
        Hand {
            label: "S3",
            fields: &[("outcome", "tsumo"), ("win2", "1"), ("value2", "5")],
            pays: &["−5", "−5", "+15", "−5"],
        },
        Hand {
            label: "S4",
            fields: &[("outcome", "tsumo"), ("win3", "1"), ("value3", "5")],
            pays: &["−5", "−5", "−5", "+15"],
        },
        Hand {
            label: "W1",
            fields: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "5")],
            pays: &["+15", "−5", "−5", "−5"],
        },
        Hand {
            label: "W2",
            fields: &[("outcome", "tsumo"), ("win1", "1"), ("value1", "5")],
            pays: &["−5", "+15", "−5", "−5"],
        },
        Hand {
            label: "W3",
            fields: &[("outcome", "tsumo"), ("win2", "1"), ("value2", "5")],
            pays: &["−5", "−5", "+15", "−5"],
        },
        Hand {
            label: "W4",
            fields: &[("outcome", "tsumo"), ("win3", "1"), ("value3", "5")],
            pays: &["−5", "−5", "−5", "+15"],
        },
        Hand {
            label: "N1",
            fields: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "5")],
            pays: &["+15", "−5", "−5", "−5"],
        },
        Hand {
            label: "N2",
            fields: &[("outcome", "tsumo"), ("win1", "1"), ("value1", "5")],
            pays: &["−5", "+15", "−5", "−5"],
        },
        Hand {
            label: "N3",
            fields: &[("outcome", "tsumo"), ("win2", "1"), ("value2", "5")],
            pays: &["−5", "−5", "+15", "−5"],
        },
        Hand {
            label: "N4",
            fields: &[("outcome", "tsumo"), ("win3", "1"), ("value3", "5")],
            pays: &["−5", "−5", "−5", "+15"],
        },
    ],
    // Points from 0, summing to −10 (the penalty); the points are the score.
    final_points: &["10", "65", "−125", "40"],
    places: &["3", "1", "4", "2"],
    scores: &["+10", "+65", "−125", "+40"],
    csv_scores: &["10", "65", "-125", "40"],
    standing_places: &[3, 1, 4, 2],
    hands_csv_header:
        "round,table,hand,wind_round,outcome,winners,value,delta_e,delta_s,delta_w,delta_n,note",
    phone_seat: 1,
    // South wins a chicken hand (1 point) off the dealer, who also has a penalty of 5 taken.
    phone_hand: Hand {
        label: "E1",
        fields: &[
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win1", "1"),
            ("value1", "1"),
            ("penalty0", "5"),
        ],
        pays: &["−6", "+3", "−1", "−1"],
    },
    phone_points: &["−6", "3", "−1", "−1"],
    phone_note: "wins 1 point off",
    // The example of docs/zung-jung.md: South wins on a discard with two dragon pungs.
    calculation: Some(Calculation {
        query: &[
            ("hand", "456p77z"),
            ("win_tile", "4p"),
            ("melds", "pon 555z, pon 666z, chi 123m"),
            ("win", "ron"),
            ("seat_wind", "S"),
        ],
        value: "60 points",
        payments: &[
            "The discarder pays 130",
            "Each other player pays 25",
            "The winner receives 180",
        ],
    }),
};

/// The World Series of Mahjong (docs/rules.md §9): Zung Jung in 8 hands, 5 points at least.
pub const WSOM: Style = Style {
    name: "World Series of Mahjong (Zung Jung)",
    preset: "wsom",
    create: &[("name", "World Series night"), ("ruleset", "wsom")],
    game: &[
        // E1: South wins 25 off West, the par: 25 from each.
        Hand {
            label: "E1",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "2"),
                ("win1", "1"),
                ("value1", "25"),
            ],
            pays: &["−25", "+75", "−25", "−25"],
        },
        // E2: West wins 30 off North, one step above: 40 from North, 25 from each other.
        Hand {
            label: "E2",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "3"),
                ("win2", "1"),
                ("value2", "30"),
            ],
            pays: &["−25", "−25", "+90", "−40"],
        },
        Hand {
            label: "E3",
            fields: &[("outcome", "draw")],
            pays: &["", "", "", ""],
        },
        Hand {
            label: "E4",
            fields: &[("outcome", "draw")],
            pays: &["", "", "", ""],
        },
        Hand {
            label: "S1",
            fields: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "5")],
            pays: &["+15", "−5", "−5", "−5"],
        },
        Hand {
            label: "S2",
            fields: &[("outcome", "tsumo"), ("win1", "1"), ("value1", "5")],
            pays: &["−5", "+15", "−5", "−5"],
        },
        Hand {
            label: "S3",
            fields: &[("outcome", "tsumo"), ("win2", "1"), ("value2", "5")],
            pays: &["−5", "−5", "+15", "−5"],
        },
        Hand {
            label: "S4",
            fields: &[("outcome", "tsumo"), ("win3", "1"), ("value3", "5")],
            pays: &["−5", "−5", "−5", "+15"],
        },
    ],
    final_points: &["−50", "50", "65", "−65"],
    places: &["3", "2", "1", "4"],
    scores: &["−50", "+50", "+65", "−65"],
    csv_scores: &["-50", "50", "65", "-65"],
    standing_places: &[3, 2, 1, 4],
    // A chicken hand is no win under the 5-point minimum: the phone's hand is worth 5.
    phone_hand: Hand {
        label: "E1",
        fields: &[
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win1", "1"),
            ("value1", "5"),
            ("penalty0", "5"),
        ],
        pays: &["−10", "+15", "−5", "−5"],
    },
    phone_points: &["−10", "15", "−5", "−5"],
    phone_note: "wins 5 points off",
    // Zung Jung's chips less the chicken hand, which the 5-point minimum refuses.
    sheet_has: &[
        "input[name=value1][value='40']",
        "input[name=value0][value='5']",
        "input[name=value2][value='320']",
        "input[name=points3]",
        "input[name=penalty3]",
        "input[name=outcome][value=tsumo]",
    ],
    ..ZUNG_JUNG
};

/// American (docs/rules.md §10): typed card values, the jokerless double, self-pick and discard
/// paid double, dead-hand challenges after the hand, 16 hands, the points as the score.
pub const AMERICAN: Style = Style {
    name: "American (NMJL)",
    preset: "american",
    create: &[("name", "Card night"), ("ruleset", "american")],
    seats: 4,
    winds: &["East", "South", "West", "North"],
    players: "name\nAiko\nBen\nChloé\nDev\n",
    start_points: "0",
    tsumo: "Self-pick",
    sheet_has: &[
        "input[name=value1][value='25']",
        "input[name=value0][value='50']",
        "input[name=points3]",
        "input[name=jokerless0]",
        "input[name=singles_and_pairs2]",
        "select[name=mark1]",
        "input[name=line1]",
        "input[name=challenge2by0]",
        "input[name=found_dead3]",
        "input[name=penalty3]",
        "input[name=outcome][value=tsumo]",
        "input[name=outcome][value=draw]",
    ],
    sheet_lacks: &[
        "input[name=riichi0]",
        "input[name=fu0]",
        "input[name=tenpai0]",
        "input[name=outcome][value=chombo]",
        "input[name=outcome][value=abortive]",
        "input[name=dora]",
        "input[name=hand1]",
        "input[name=last_tile0]",
        "input[name=flowers0]",
        "select[name=false_win0]",
        "input[name=fan0]",
        "input[name=challenge0by0]",
    ],
    game: &[
        // E1: South wins 25 off West: 50 from West, 25 from each other.
        Hand {
            label: "E1",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "2"),
                ("win1", "1"),
                ("value1", "25"),
            ],
            pays: &["−25", "+100", "−50", "−25"],
        },
        // E2: East self-picks a jokerless 30, paid as 60: 120 from each.
        Hand {
            label: "E2",
            fields: &[
                ("outcome", "tsumo"),
                ("win0", "1"),
                ("value0", "30"),
                ("jokerless0", "1"),
                ("mark0", "X"),
                ("line0", "Like numbers #2"),
            ],
            pays: &["+360", "−120", "−120", "−120"],
        },
        // E3: a wall game; North challenged West's hand, found dead: West pays North 25.
        Hand {
            label: "E3",
            fields: &[
                ("outcome", "draw"),
                ("challenge2by3", "1"),
                ("found_dead2", "1"),
            ],
            pays: &["", "", "−25", "+25"],
        },
        // E4: North wins a typed 35 off East: 70 from East, 35 from each other.
        Hand {
            label: "E4",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win3", "1"),
                ("points3", "35"),
            ],
            pays: &["−70", "−35", "−35", "+140"],
        },
        // S1: a wall game; North's penalty of 10 goes to nobody.
        Hand {
            label: "S1",
            fields: &[("outcome", "draw"), ("penalty3", "10")],
            pays: &["", "", "", "−10"],
        },
        Hand {
            label: "S2",
            fields: &[("outcome", "draw")],
            pays: &["", "", "", ""],
        },
        Hand {
            label: "S3",
            fields: &[("outcome", "draw")],
            pays: &["", "", "", ""],
        },
        Hand {
            label: "S4",
            fields: &[("outcome", "draw")],
            pays: &["", "", "", ""],
        },
        Hand {
            label: "W1",
            fields: &[("outcome", "draw")],
            pays: &["", "", "", ""],
        },
        Hand {
            label: "W2",
            fields: &[("outcome", "draw")],
            pays: &["", "", "", ""],
        },
        Hand {
            label: "W3",
            fields: &[("outcome", "draw")],
            pays: &["", "", "", ""],
        },
        Hand {
            label: "W4",
            fields: &[("outcome", "draw")],
            pays: &["", "", "", ""],
        },
        Hand {
            label: "N1",
            fields: &[("outcome", "draw")],
            pays: &["", "", "", ""],
        },
        Hand {
            label: "N2",
            fields: &[("outcome", "draw")],
            pays: &["", "", "", ""],
        },
        Hand {
            label: "N3",
            fields: &[("outcome", "draw")],
            pays: &["", "", "", ""],
        },
        Hand {
            label: "N4",
            fields: &[("outcome", "draw")],
            pays: &["", "", "", ""],
        },
    ],
    // Points from 0, summing to −10 (the penalty); the points are the score.
    final_points: &["265", "−55", "−230", "10"],
    places: &["1", "3", "4", "2"],
    scores: &["+265", "−55", "−230", "+10"],
    csv_scores: &["265", "-55", "-230", "10"],
    standing_places: &[1, 3, 4, 2],
    hands_csv_header:
        "round,table,hand,wind_round,outcome,winners,value,delta_e,delta_s,delta_w,delta_n,note",
    phone_seat: 1,
    // South wins 25 off the dealer; West challenged East's hand, which was not dead: West pays
    // East 25.
    phone_hand: Hand {
        label: "E1",
        fields: &[
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win1", "1"),
            ("value1", "25"),
            ("challenge0by2", "1"),
        ],
        pays: &["−25", "+100", "−50", "−25"],
    },
    phone_points: &["−25", "100", "−50", "−25"],
    phone_note: "wins 25 points off",
    // The card's hands are not scored from tiles.
    calculation: None,
};

/// Chinese Classical (docs/rules.md §11): after a win every player's score, typed or picked,
/// the losers settling among themselves; Hong Kong Old Style's deal (kept by a dealer who wins
/// or sees a wall game) and one wind round.
pub const CHINESE_CLASSICAL: Style = Style {
    name: "Chinese Classical (limit 500)",
    preset: "chinese-classical",
    create: &[
        ("name", "Chinese Classical open"),
        ("ruleset", "chinese-classical"),
    ],
    seats: 4,
    winds: &["East", "South", "West", "North"],
    players: "name\nAiko\nBen\nChloé\nDev\n",
    start_points: "0",
    tsumo: "Self-draw",
    sheet_has: &[
        "input[name=points0]",
        "input[name=doubles3]",
        "input[name=limit2]",
        "input[name='pick1:dragon-set']",
        "input[name=penalty3]",
        "input[name=outcome][value=tsumo]",
    ],
    sheet_lacks: &[
        "input[name=riichi0]",
        "input[name=fu0]",
        "input[name=tenpai0]",
        "input[name=outcome][value=chombo]",
        "input[name=outcome][value=abortive]",
        "input[name=dora]",
        "input[name=value0]",
        "input[name=hand0]",
        "input[name=flowers0]",
        "select[name=false_win0]",
        "input[name=fan0]",
        "input[name='pick0:winning']",
    ],
    game: &[
        // E1: South wins 32 × 2^1 = 64 off West, 64 from each; East 8 and West 2 × 2^2 = 8
        // are level, North (0) pays each of them 8.
        Hand {
            label: "E1",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "2"),
                ("win1", "1"),
                ("points0", "8"),
                ("points1", "32"),
                ("doubles1", "1"),
                ("points2", "2"),
                ("doubles2", "2"),
                ("points3", "0"),
            ],
            pays: &["−56", "+192", "−56", "−80"],
        },
        // E2: East self-picks with picks: 20 + 2 + 8 points, 1 double = 60 from each; South
        // (an open pung of simples, 2) and North (4 typed) are paid by West (nothing picked).
        Hand {
            label: "E2",
            fields: &[
                ("outcome", "tsumo"),
                ("win0", "1"),
                ("pick0:self-pick", "1"),
                ("pick0:concealed-pung-terminals-honours", "1"),
                ("pick0:dragon-set", "1"),
                ("pick1:open-pung-simples", "1"),
                ("points2", "0"),
                ("points3", "4"),
            ],
            pays: &["+180", "−60", "−66", "−54"],
        },
        // E3: a wall game; North's penalty of 10 goes to nobody. West keeps the deal.
        Hand {
            label: "E3",
            fields: &[("outcome", "draw"), ("penalty3", "10")],
            pays: &["", "", "", "−10"],
        },
        // E3 again: North self-picks a limit hand, 500 from each; South 16 × 2^2 = 64 and
        // West 4. West loses the deal to North.
        Hand {
            label: "E3",
            fields: &[
                ("outcome", "tsumo"),
                ("win3", "1"),
                ("limit3", "1"),
                ("points0", "0"),
                ("points1", "16"),
                ("doubles1", "2"),
                ("points2", "4"),
            ],
            pays: &["−568", "−376", "−556", "+1500"],
        },
        // E4: East wins its bare 20 off North, 20 from each: North passes the deal and the
        // one wind round is over (Hong Kong Old Style's deal and length).
        Hand {
            label: "E4",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "3"),
                ("win0", "1"),
                ("points0", "20"),
                ("points1", "0"),
                ("points2", "0"),
                ("points3", "0"),
            ],
            pays: &["+60", "−20", "−20", "−20"],
        },
    ],
    // Points from 0, summing to −10 (the penalty); the points are the score.
    final_points: &["−384", "−264", "−698", "1336"],
    places: &["3", "2", "4", "1"],
    scores: &["−384", "−264", "−698", "+1336"],
    csv_scores: &["-384", "-264", "-698", "1336"],
    standing_places: &[3, 2, 4, 1],
    hands_csv_header:
        "round,table,hand,wind_round,outcome,winners,value,delta_e,delta_s,delta_w,delta_n,note",
    phone_seat: 1,
    // South wins 24 off the dealer; West 8 and North 2 × 2^1 = 4 are paid by the dealer (0),
    // North pays West 4.
    phone_hand: Hand {
        label: "E1",
        fields: &[
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win1", "1"),
            ("points0", "0"),
            ("points1", "24"),
            ("points2", "8"),
            ("points3", "2"),
            ("doubles3", "1"),
        ],
        pays: &["−36", "+72", "−12", "−24"],
    },
    phone_points: &["−36", "72", "−12", "−24"],
    phone_note: "wins off",
    calculation: None,
};

/// Vietnamese (docs/rules.md §12): typed values times the bonuses ticked, each other player
/// paying the winner, penalties taken, the deal passing every hand, 16 hands, the points as
/// the score. No hand is scored from tiles, so the calculator does not offer it.
pub const VIETNAMESE: Style = Style {
    name: "Vietnamese",
    preset: "vietnamese",
    create: &[("name", "Vietnamese night"), ("ruleset", "vietnamese")],
    seats: 4,
    winds: &["East", "South", "West", "North"],
    players: "name\nAiko\nBen\nChloé\nDev\n",
    start_points: "0",
    tsumo: "Self-draw",
    sheet_has: &[
        "input[name=value1][value='30']",
        "input[name=value2][value='1000']",
        "input[name=points3]",
        "input[name=penalty3]",
        "select[name='bonus1-king-queen'] option[value='4']",
        "input[name='bonus2-no-flowers-no-leaves']",
        "input[name='bonus0-six-bonus-tiles-discarded']",
        "input[name=outcome][value=tsumo]",
    ],
    sheet_lacks: &[
        "input[name=riichi0]",
        "input[name=fu0]",
        "input[name=tenpai0]",
        "input[name=outcome][value=chombo]",
        "input[name=outcome][value=abortive]",
        "input[name=dora]",
        "input[name=hand0]",
        "input[name=win_tile1]",
        "input[name=flowers0]",
        "select[name=false_win0]",
        "select[name=penalty0]",
        "input[name=fan0]",
    ],
    game: &[
        // E1: South wins 30 with two king and queen pairs off West: 30 × 2 × 2 = 120 from each.
        Hand {
            label: "E1",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "2"),
                ("win1", "1"),
                ("value1", "30"),
                ("bonus1-king-queen", "2"),
            ],
            pays: &["−120", "+360", "−120", "−120"],
        },
        // E2: East self-draws 40: 40 from each.
        Hand {
            label: "E2",
            fields: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "40")],
            pays: &["+120", "−40", "−40", "−40"],
        },
        // E3: a draw; North's penalty of 10 goes to nobody.
        Hand {
            label: "E3",
            fields: &[("outcome", "draw"), ("penalty3", "10")],
            pays: &["", "", "", "−10"],
        },
        // E4: North wins 25 (typed) with the four Blue Jokers off East: 25 × 8 = 200 from each.
        Hand {
            label: "E4",
            fields: &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win3", "1"),
                ("points3", "25"),
                ("bonus3-blue-jokers", "1"),
            ],
            pays: &["−200", "−200", "−200", "+600"],
        },
        // S1 to N4: each player self-draws 10 three times, which changes no total.
        Hand {
            label: "S1",
            fields: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "10")],
            pays: &["+30", "−10", "−10", "−10"],
        },
        Hand {
            label: "S2",
            fields: &[("outcome", "tsumo"), ("win1", "1"), ("value1", "10")],
            pays: &["−10", "+30", "−10", "−10"],
        },
        Hand {
            label: "S3",
            fields: &[("outcome", "tsumo"), ("win2", "1"), ("value2", "10")],
            pays: &["−10", "−10", "+30", "−10"],
        },
        Hand {
            label: "S4",
            fields: &[("outcome", "tsumo"), ("win3", "1"), ("value3", "10")],
            pays: &["−10", "−10", "−10", "+30"],
        },
        Hand {
            label: "W1",
            fields: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "10")],
            pays: &["+30", "−10", "−10", "−10"],
        },
        Hand {
            label: "W2",
            fields: &[("outcome", "tsumo"), ("win1", "1"), ("value1", "10")],
            pays: &["−10", "+30", "−10", "−10"],
        },
        Hand {
            label: "W3",
            fields: &[("outcome", "tsumo"), ("win2", "1"), ("value2", "10")],
            pays: &["−10", "−10", "+30", "−10"],
        },
        Hand {
            label: "W4",
            fields: &[("outcome", "tsumo"), ("win3", "1"), ("value3", "10")],
            pays: &["−10", "−10", "−10", "+30"],
        },
        Hand {
            label: "N1",
            fields: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "10")],
            pays: &["+30", "−10", "−10", "−10"],
        },
        Hand {
            label: "N2",
            fields: &[("outcome", "tsumo"), ("win1", "1"), ("value1", "10")],
            pays: &["−10", "+30", "−10", "−10"],
        },
        Hand {
            label: "N3",
            fields: &[("outcome", "tsumo"), ("win2", "1"), ("value2", "10")],
            pays: &["−10", "−10", "+30", "−10"],
        },
        Hand {
            label: "N4",
            fields: &[("outcome", "tsumo"), ("win3", "1"), ("value3", "10")],
            pays: &["−10", "−10", "−10", "+30"],
        },
    ],
    // Points from 0, summing to −10 (the penalty); the points are the score.
    final_points: &["−200", "120", "−360", "430"],
    places: &["3", "2", "4", "1"],
    scores: &["−200", "+120", "−360", "+430"],
    csv_scores: &["-200", "120", "-360", "430"],
    standing_places: &[3, 2, 4, 1],
    hands_csv_header:
        "round,table,hand,wind_round,outcome,winners,value,delta_e,delta_s,delta_w,delta_n,note",
    phone_seat: 1,
    // South wins 20 with a king and queen pair off the dealer, who also has a penalty of 5
    // taken: 40 from each.
    phone_hand: Hand {
        label: "E1",
        fields: &[
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win1", "1"),
            ("points1", "20"),
            ("bonus1-king-queen", "1"),
            ("penalty0", "5"),
        ],
        pays: &["−45", "+120", "−40", "−40"],
    },
    phone_points: &["−45", "120", "−40", "−40"],
    phone_note: "wins 20 × 2 (King and queen of the same number (each pair)) = 40 points off",
    calculation: None,
};

/// Runs one shared behaviour as a test per style, each named after its style; with `tiles`,
/// only for the styles whose hands the calculator scores from their tiles.
macro_rules! for_every_style {
    ($behaviour:ident) => {
        for_every_style!($behaviour, [riichi RIICHI, sanma SANMA, hkos HKOS, mcr MCR, zung_jung ZUNG_JUNG, wsom WSOM, american AMERICAN, chinese_classical CHINESE_CLASSICAL, vietnamese VIETNAMESE]);
    };
    ($behaviour:ident, tiles) => {
        for_every_style!($behaviour, [riichi RIICHI, sanma SANMA, hkos HKOS, mcr MCR, zung_jung ZUNG_JUNG, wsom WSOM]);
    };
    ($behaviour:ident, [$($name:ident $case:ident),*]) => {
        mod $behaviour {
            $(
                #[tokio::test]
                async fn $name() {
                    super::$behaviour(&super::$case).await;
                }
            )*
        }
    };
}

/// A tournament of `style` with its players checked in and round 1 seated, through the forms:
/// the app, the tournament, table 1's game and its players (id, name) by starting seat.
pub struct Event {
    pub app: TestApp,
    pub id: i64,
    pub game: i64,
    pub seats: Vec<(i64, String)>,
}

impl Event {
    pub async fn start(style: &Style) -> Self {
        let mut app = TestApp::signed_in().await;
        let id = app.create_tournament_from(style.create).await;
        app.draw_round_one(id, style.players).await;
        let rows: Vec<(i64, i64, String)> = sqlx::query_as(
            "SELECT g.id, p.id, p.name FROM games g JOIN rounds r ON r.id = g.round_id
               JOIN game_seats s ON s.game_id = g.id JOIN players p ON p.id = s.player_id
              WHERE r.tournament_id = ? AND g.table_number = 1 ORDER BY s.seat",
        )
        .bind(id)
        .fetch_all(&app.pool)
        .await
        .unwrap();
        assert_eq!(rows.len(), style.seats, "table 1's seats");
        Self {
            app,
            id,
            game: rows[0].0,
            seats: rows.into_iter().map(|r| (r.1, r.2)).collect(),
        }
    }

    pub fn sheet_url(&self) -> String {
        format!("/admin/t/{}/games/{}", self.id, self.game)
    }

    pub fn public_url(&self) -> String {
        format!("/t/{}/games/{}", self.id, self.game)
    }

    /// Previews a hand with `fields` that the rules refuse: the form comes back with 422 and
    /// the `reason` among its errors, and keeps every field as it was typed (a box ticked, a
    /// choice or an option chosen, a text field holding the text). Returns the page for what
    /// a style checks beyond that.
    pub async fn assert_refused(&mut self, fields: &[(&str, &str)], reason: &str) -> Page {
        let refused = self.post_hand("preview", fields).await;
        assert_eq!(
            refused.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{fields:?}: {}",
            refused.body
        );
        let page = refused.page();
        page.select(".error").assert_text_contains(reason);
        for (name, value) in fields {
            assert_kept(&page, name, value, fields);
        }
        page
    }

    /// Previews each case (a hand's fields, the reason expected) whose winner, at seat 2, gives
    /// tiles the rules refuse: each is refused with its reason, naming the seat's player, and
    /// the form keeps what was typed ([`Event::assert_refused`]).
    pub async fn assert_tiles_refused_and_kept(&mut self, cases: &[(&[(&str, &str)], &str)]) {
        for (fields, reason) in cases {
            let seat = format!("{}'s tiles: ", self.seats[2].1);
            self.assert_refused(fields, reason)
                .await
                .select(".error")
                .assert_text_contains(&seat);
        }
    }

    /// Posts the organizer's hand form with `action` ("preview" or "save") and `fields`.
    pub async fn post_hand(&mut self, action: &str, fields: &[(&str, &str)]) -> Reply {
        let page = self.app.get(&self.sheet_url()).await;
        let version = common::hidden_field(&page.body, "version")
            .expect("the sheet form carries its version");
        let mut all = vec![("version", version.as_str()), ("action", action)];
        all.extend_from_slice(fields);
        self.app
            .post(&format!("{}/hands", self.sheet_url()), &all)
            .await
    }

    /// Previews `hand` (checking what each seat pays), then saves it; returns the preview.
    pub async fn record(&mut self, hand: &Hand) -> Page {
        let preview = self.post_hand("preview", hand.fields).await;
        assert_eq!(
            preview.status,
            StatusCode::OK,
            "{:?}: {}",
            hand.fields,
            preview.body
        );
        let page = preview.page();
        page.select(".pay-title")
            .assert_text_contains("This hand pays");
        page.select("ol.pays .delta").assert_texts(hand.pays);
        let saved = self.post_hand("save", hand.fields).await;
        assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
        page
    }

    /// Records the first `count` hands of the style's game.
    pub async fn play(&mut self, style: &Style, count: usize) {
        for hand in &style.game[..count] {
            self.record(hand).await;
        }
    }

    /// The name of the player in starting seat `seat`.
    pub fn name(&self, seat: usize) -> &str {
        &self.seats[seat].1
    }
}

/// The value of `name` in a CSV line of `header` columns (no quoted commas in the header).
fn column(header: &str, line: &str, name: &str) -> String {
    let index = header
        .split(',')
        .position(|c| c == name)
        .unwrap_or_else(|| panic!("no column {name} in {header}"));
    csv_fields(line)
        .into_iter()
        .nth(index)
        .unwrap_or_else(|| panic!("no {name} in {line}"))
}

/// The fields of one CSV line, a quoted field (holding commas, `""` for a quote) as one.
fn csv_fields(line: &str) -> Vec<String> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(line.as_bytes());
    let record = reader
        .records()
        .next()
        .unwrap_or_else(|| panic!("no CSV record in {line}"))
        .unwrap_or_else(|e| panic!("{line}: {e}"));
    record.iter().map(str::to_owned).collect()
}

async fn a_game_through_the_forms_ends_and_standings_player_page_and_csv_agree(style: &Style) {
    // The new-tournament form offers the style in words, and the tournament says its rules.
    let mut probe = TestApp::signed_in().await;
    probe
        .get("/admin/tournaments/new")
        .await
        .page()
        .select(&format!(
            "select[name=ruleset] option[value={}]",
            style.preset
        ))
        .assert_text(style.name);
    let mut ev = Event::start(style).await;
    let id = ev.id;
    ev.app
        .get(&format!("/admin/t/{id}"))
        .await
        .page()
        .select("main p.muted")
        .assert_text_contains(&format!("rules: {}", style.name));

    // The sheet: a column and a start of the style's points for every seat, and the hand
    // form's fields of this style only.
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    sheet
        .select("table.sheet thead th .sheet-name")
        .assert_texts(&ev.seats.iter().map(|s| s.1.as_str()).collect::<Vec<_>>());
    sheet
        .select("table.sheet tr.start td:not(.hand)")
        .assert_texts(&vec![style.start_points; style.seats]);
    for seat in 0..style.seats {
        sheet
            .select(&format!("#hand-form input[name=win{seat}]"))
            .assert_count(1);
    }
    sheet
        .select("#hand-form input[name=outcome][value=tsumo] + span")
        .assert_text(style.tsumo);
    for css in style.sheet_has {
        sheet.select(&format!("#hand-form {css}")).assert_exists();
    }
    for css in style.sheet_lacks {
        sheet.select(&format!("#hand-form {css}")).assert_none();
    }

    // The whole game; its last preview says that the game ends.
    let mut last = None;
    for hand in style.game {
        last = Some(ev.record(hand).await);
    }
    last.unwrap()
        .select(".pay-title strong")
        .assert_text_contains("The game ends with this hand");

    for url in [ev.public_url(), ev.sheet_url()] {
        let page = ev.app.get(&url).await.page();
        page.select("p > strong").assert_text_contains("Game over");
        let labels: Vec<&str> = style.game.iter().map(|h| h.label).collect();
        page.select("table.sheet tbody td.hand b")
            .assert_texts(&labels);
        let rows = page.select("table.sheet tfoot tr").cells("td");
        let row = |label: &str, values: &[&str]| {
            std::iter::once(label)
                .chain(values.iter().copied())
                .map(str::to_owned)
                .collect::<Vec<_>>()
        };
        assert!(
            rows.contains(&row("final points", style.final_points)),
            "{url}: {rows:?}"
        );
        assert!(
            rows.contains(&row("place", style.places)),
            "{url}: {rows:?}"
        );
        page.select("table.sheet tfoot tr.score td b")
            .assert_texts(style.scores);
    }
    // No hand after the end.
    let after = ev.post_hand("preview", &[("outcome", "draw")]).await;
    assert_eq!(after.status, StatusCode::UNPROCESSABLE_ENTITY);
    after
        .page()
        .select(".error")
        .assert_text_contains("already over");

    // The standings page, its CSV and the player pages say the same.
    let standings = ev.app.get(&format!("/t/{id}/standings")).await.page();
    let csv = ev
        .app
        .get(&format!("/t/{id}/export/standings.csv"))
        .await
        .body;
    let lines: Vec<&str> = csv.lines().collect();
    let players = style.players.lines().skip(1).count();
    assert_eq!(lines.len(), 1 + players, "{csv}");
    for seat in 0..style.seats {
        let name = ev.name(seat);
        let line = lines
            .iter()
            .find(|l| l.split(',').nth(1) == Some(name))
            .unwrap_or_else(|| panic!("{name} in {csv}"));
        let place = style.standing_places[seat].to_string();
        // One game, no penalty, no bracket: the game total is the total. Where the scores are
        // table points (MCR) the game's points follow, in a last column: they order equal totals.
        let score = style.csv_scores[seat];
        let table_points = style.preset == "mcr";
        let game_points = if table_points {
            format!(",{}", style.final_points[seat].replace('−', "-"))
        } else {
            String::new()
        };
        assert_eq!(
            *line,
            format!("{place},{name},,1,{score},0,{score},,,,{game_points}"),
            "{csv}"
        );
        assert_eq!(
            column(lines[0], line, "total"),
            score,
            "the total column of {csv}"
        );
        // The standings row of that player: the same place and total.
        let row = standings
            .select("table.standings tbody tr")
            .cells("td")
            .into_iter()
            .find(|cells| cells.get(1).map(String::as_str) == Some(name))
            .unwrap_or_else(|| panic!("{name} in the standings:\n{}", standings.excerpt()));
        let mut expected = vec![place.as_str(), name, "1", style.scores[seat]];
        let final_points = style.final_points[seat].to_string();
        let shown_points = match final_points.chars().next() {
            Some('−') | Some('0') => final_points.clone(),
            _ => format!("+{final_points}"),
        };
        if table_points {
            expected.insert(3, shown_points.as_str());
        }
        assert_eq!(row, expected, "the standings row of {name}");
        let player = ev
            .app
            .get(&format!("/t/{id}/players/{}", ev.seats[seat].0))
            .await;
        assert_eq!(player.status, StatusCode::OK);
        player
            .page()
            .select("table.player-games tbody td.num b")
            .assert_text(style.scores[seat]);
    }
}
for_every_style!(a_game_through_the_forms_ends_and_standings_player_page_and_csv_agree);

async fn the_games_and_hands_files_follow_a_finished_game(style: &Style) {
    let mut ev = Event::start(style).await;
    let id = ev.id;
    ev.play(style, style.game.len()).await;
    let players = style.players.lines().skip(1).count();
    // games.csv: a line per seat of every table (the other tables have no result yet), with
    // the final points, place and score of table 1.
    let games = ev.app.get(&format!("/t/{id}/export/games.csv")).await.body;
    assert_eq!(games.lines().count(), 1 + players, "{games}");
    for (seat, wind) in ["E", "S", "W", "N"][..style.seats].iter().enumerate() {
        let expected = format!(
            "1,1,{wind},{},{},{},{}",
            ev.name(seat),
            style.final_points[seat].replace('−', "-"),
            style.places[seat],
            style.csv_scores[seat]
        );
        assert!(
            games.lines().any(|l| l.starts_with(&expected)),
            "{expected} in {games}"
        );
    }
    if style.seats == 3 {
        assert!(!games.contains(",N,"), "{games}");
    }

    // hands.csv: one line per hand, one delta column per seat.
    let hands = ev.app.get(&format!("/t/{id}/export/hands.csv")).await.body;
    let lines: Vec<&str> = hands.lines().collect();
    assert_eq!(lines[0], style.hands_csv_header, "{hands}");
    assert_eq!(lines.len(), 1 + style.game.len(), "{hands}");
    for (line, hand) in lines[1..].iter().zip(style.game) {
        for (seat, wind) in ["e", "s", "w", "n"][..style.seats].iter().enumerate() {
            let pays = hand.pays[seat].replace('−', "-").replace('+', "");
            let expected = if pays.is_empty() { "0" } else { &pays };
            assert_eq!(
                column(lines[0], line, &format!("delta_{wind}")),
                expected,
                "{line}"
            );
        }
    }
}
for_every_style!(the_games_and_hands_files_follow_a_finished_game);

async fn an_exported_tournament_imports_with_the_same_sheet_standings_and_files(style: &Style) {
    let mut ev = Event::start(style).await;
    let id = ev.id;
    ev.play(style, style.game.len()).await;
    let file = ev.app.get(&format!("/admin/t/{id}/export.json")).await.body;
    let mut other = TestApp::signed_in().await;
    let token = other.csrf().await;
    let imported = other
        .post_multipart(
            &format!("/admin/import?csrf={token}"),
            &[("file", Some("t.json"), &file)],
        )
        .await;
    assert_eq!(imported.status, StatusCode::SEE_OTHER, "{}", imported.body);
    let new_id: i64 = imported
        .location()
        .trim_start_matches("/admin/t/")
        .parse()
        .unwrap();
    // Every file of the event reads the same on the other laptop.
    for file in ["standings.csv", "games.csv", "hands.csv"] {
        let before = ev.app.get(&format!("/t/{id}/export/{file}")).await.body;
        let after = other.get(&format!("/t/{new_id}/export/{file}")).await.body;
        assert_eq!(after, before, "{file}");
    }
    // The game's sheet ends the same: final points, places and scores.
    let game: i64 = sqlx::query_scalar(
        "SELECT g.id FROM games g JOIN rounds r ON r.id = g.round_id
          WHERE r.tournament_id = ? AND g.table_number = 1",
    )
    .bind(new_id)
    .fetch_one(&other.pool)
    .await
    .unwrap();
    let sheet = other.get(&format!("/t/{new_id}/games/{game}")).await.page();
    let rows = sheet.select("table.sheet tfoot tr").cells("td");
    let final_points: Vec<String> = std::iter::once("final points")
        .chain(style.final_points.iter().copied())
        .map(str::to_owned)
        .collect();
    assert!(rows.contains(&final_points), "{rows:?}");
    sheet
        .select("table.sheet tfoot tr.score td b")
        .assert_texts(style.scores);
}
for_every_style!(an_exported_tournament_imports_with_the_same_sheet_standings_and_files);

/// A phone at a table: its own cookies, swapped in for each of its requests.
#[derive(Default)]
pub struct Phone {
    cookies: BTreeMap<String, String>,
}

impl Phone {
    pub async fn get(&mut self, app: &mut TestApp, path: &str) -> Reply {
        let organizer = std::mem::replace(&mut app.cookies, std::mem::take(&mut self.cookies));
        let reply = app.get(path).await;
        self.cookies = std::mem::replace(&mut app.cookies, organizer);
        reply
    }

    pub async fn post(&mut self, app: &mut TestApp, path: &str, fields: &[(&str, &str)]) -> Reply {
        let organizer = std::mem::replace(&mut app.cookies, std::mem::take(&mut self.cookies));
        let reply = app.post_form(path, fields).await;
        self.cookies = std::mem::replace(&mut app.cookies, organizer);
        reply
    }

    /// Takes `seat` at the table `table` as its player would, PIN and all
    /// ([`TestApp::take_seat`]).
    pub async fn take_seat(&mut self, app: &mut TestApp, table: &str, seat: usize) -> Reply {
        let organizer = std::mem::replace(&mut app.cookies, std::mem::take(&mut self.cookies));
        let reply = app.take_seat(table, seat).await;
        self.cookies = std::mem::replace(&mut app.cookies, organizer);
        reply
    }
}

impl Event {
    /// Tables record their own hands from now on; returns table 1's page for phones.
    pub async fn table_entry(&mut self) -> String {
        self.app.table_entry(self.id, self.game).await
    }

    /// A phone that opened `table` and chose `seat`; the chooser offers one button per seat,
    /// named with the player and the seat's wind, and says which seats other phones hold.
    pub async fn phone_at(
        &mut self,
        style: &Style,
        table: &str,
        seat: usize,
        taken: &[usize],
    ) -> Phone {
        let mut phone = Phone::default();
        let chooser = phone.get(&mut self.app, table).await;
        assert_eq!(chooser.status, StatusCode::OK, "{}", chooser.body);
        let page = chooser.page();
        page.select("h1, h2").assert_text_contains("Who are you?");
        let choices = page.select("button[name=seat]").texts();
        let expected: Vec<String> = self
            .seats
            .iter()
            .zip(style.winds)
            .enumerate()
            .map(|(seat, ((_, name), wind))| match taken.contains(&seat) {
                true => format!("{name} ({wind}, taken by another phone)"),
                false => format!("{name} ({wind})"),
            })
            .collect();
        assert_eq!(choices, expected);
        let chosen = phone.take_seat(&mut self.app, table, seat).await;
        assert_eq!(chosen.status, StatusCode::SEE_OTHER, "{}", chosen.body);
        phone
    }
}

async fn a_table_phone_enters_a_hand_and_another_phone_confirms_it(style: &Style) {
    let mut ev = Event::start(style).await;
    let table = ev.table_entry().await;
    let mut entering = ev.phone_at(style, &table, style.phone_seat, &[]).await;
    let mut confirming = ev.phone_at(style, &table, 0, &[style.phone_seat]).await;

    let sheet = entering.get(&mut ev.app, &table).await;
    assert_eq!(sheet.status, StatusCode::OK, "{}", sheet.body);
    let page = sheet.page();
    for seat in 0..style.seats {
        page.select(&format!("#hand-form input[name=win{seat}]"))
            .assert_count(1);
    }
    page.select(&format!("#hand-form input[name=win{}]", style.seats))
        .assert_none();
    for css in style.sheet_has {
        page.select(&format!("#hand-form {css}")).assert_exists();
    }
    for css in style.sheet_lacks {
        page.select(&format!("#hand-form {css}")).assert_none();
    }
    let form = common::HandFormFields::read(&sheet.body);
    let url = format!("{table}/hands");
    let fields = style.phone_hand.fields;
    let preview = entering
        .post(&mut ev.app, &url, &form.post("preview", fields))
        .await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    preview
        .page()
        .select("ol.pays .delta")
        .assert_texts(style.phone_hand.pays);
    let saved = entering
        .post(&mut ev.app, &url, &form.post("save", fields))
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    let (pool, game) = (ev.app.pool.clone(), ev.game);
    let statuses = || {
        sqlx::query_scalar::<_, String>("SELECT status FROM hands WHERE game_id = ?")
            .bind(game)
            .fetch_all(&pool)
    };
    assert_eq!(statuses().await.unwrap(), ["pending"]);

    // The organizer sees it waiting; the sheet already shows its points, marked pending.
    let organizer = ev.app.get(&ev.sheet_url()).await.page();
    organizer
        .select("main h2")
        .assert_text_contains("Waiting for confirmation");
    organizer
        .select("table.sheet tr.note td")
        .assert_text_contains(style.phone_note);
    let public = ev.app.get(&ev.public_url()).await.page();
    public
        .select("table.sheet tbody tr.pending .badge.hand-status")
        .assert_count(1);
    let points: Vec<String> = public
        .select("table.sheet tbody tr.pending td:not(.hand)")
        .elements()
        .iter()
        .map(|td| td.text().last().unwrap_or_default().trim().to_string())
        .collect();
    assert_eq!(points, style.phone_points);

    // The phone that entered it may not confirm it; another seat's phone does.
    let own = entering.get(&mut ev.app, &table).await.page();
    own.select("button.confirm-hand").assert_none();
    let theirs = confirming.get(&mut ev.app, &table).await;
    let theirs_page = theirs.page();
    theirs_page
        .select("button.confirm-hand")
        .assert_text("Confirm hand #1");
    let action = theirs_page
        .select("form:has(button.confirm-hand)")
        .attr("action");
    let csrf = theirs_page
        .select("form:has(button.confirm-hand) input[name=csrf]")
        .attr("value");
    let version = theirs_page
        .select("form:has(button.confirm-hand) input[name=version]")
        .attr("value");
    let confirmed = confirming
        .post(
            &mut ev.app,
            &action,
            &[("csrf", &csrf), ("version", &version), ("reason", "")],
        )
        .await;
    assert_eq!(
        confirmed.status,
        StatusCode::SEE_OTHER,
        "{}",
        confirmed.body
    );
    assert_eq!(statuses().await.unwrap(), ["confirmed"]);
    ev.app
        .get(&ev.public_url())
        .await
        .page()
        .select("table.sheet tbody tr.pending")
        .assert_none();
}
for_every_style!(a_table_phone_enters_a_hand_and_another_phone_confirms_it);

async fn the_events_stream_bumps_after_a_save_and_not_after_a_preview(style: &Style) {
    let mut ev = Event::start(style).await;
    let (status, mut stream) = Stream::open(&ev.app, ev.id, None).await;
    assert_eq!(status, StatusCode::OK);
    stream
        .next_event(Duration::from_secs(2))
        .await
        .expect("the stream opens with its current state");
    let hand = &style.game[0];
    // A preview stores nothing, so no phone is woken by it: a table typing its hand (the
    // sheet previews as the form changes) must not make every open page of the event refetch.
    for _ in 0..3 {
        let preview = ev.post_hand("preview", hand.fields).await;
        assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
        preview
            .page()
            .select(".pay-title")
            .assert_text_contains("This hand pays");
    }
    stream.expect_quiet("three previews of one hand").await;
    let first = stream.expect_change_after_save(&mut ev, hand).await;
    let second = stream
        .expect_change_after_save(&mut ev, &style.game[1])
        .await;
    assert!(second > first, "event ids grow: {first} then {second}");
}
for_every_style!(the_events_stream_bumps_after_a_save_and_not_after_a_preview);

impl Stream {
    /// Saves `hand` and insists that the stream tells of the change; returns the event's id.
    async fn expect_change_after_save(&mut self, ev: &mut Event, hand: &Hand) -> u64 {
        let saved = ev.post_hand("save", hand.fields).await;
        assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
        self.expect_change("a saved hand").await
    }
}

/// The calculator's URL for `pairs` under the preset `ruleset`.
fn calculator_url(prefix: &str, pairs: &[(&str, &str)]) -> String {
    format!("{prefix}?{}", serde_urlencoded::to_string(pairs).unwrap())
}

/// Fails unless `page` shows the calculation's value and payments.
fn assert_calculated(page: &Page, calculation: &Calculation) {
    page.select(".refusal").assert_none();
    page.select(".score-result p.score-value")
        .assert_text(calculation.value);
    page.select(".score-result ul.payments li")
        .assert_texts(calculation.payments);
}

async fn the_calculator_scores_a_hand_of_the_style_alone_and_in_a_tournament(style: &Style) {
    let calculation = style
        .calculation
        .as_ref()
        .expect("a style the calculator scores has a calculation");
    let mut app = TestApp::new().await;
    let mut pairs = vec![("ruleset", style.preset)];
    pairs.extend_from_slice(calculation.query);
    let page = app.get(&calculator_url("/calculator", &pairs)).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    let page = page.page();
    assert_calculated(&page, calculation);
    // The form keeps the rules and the tiles.
    page.select("select[name=ruleset] option[selected]")
        .assert_text(style.name);
    assert_eq!(
        page.select("input[name=hand]").attr("value"),
        calculation.query[0].1
    );

    // A tournament's calculator uses the tournament's rules, and names them.
    let style_defaults: Vec<(&str, &str)> = style
        .create
        .iter()
        .copied()
        .filter(|(k, _)| *k != "faan_table")
        .collect();
    let mut organizer = TestApp::signed_in().await;
    let id = organizer.create_tournament_from(&style_defaults).await;
    let inside = organizer
        .get(&calculator_url(
            &format!("/t/{id}/calculator"),
            calculation.query,
        ))
        .await;
    assert_eq!(inside.status, StatusCode::OK, "{}", inside.body);
    let inside = inside.page();
    inside.select(".calc-title + p").assert_text(style.name);
    assert_calculated(&inside, calculation);
}
for_every_style!(
    the_calculator_scores_a_hand_of_the_style_alone_and_in_a_tournament,
    tiles
);

/// The page helper's failures name the selector and show the page.
mod page_helper {
    use crate::html::Page;

    const PAGE: &str = r#"<html><body><main><form id="hand-form"><input name="win0" value="1"><input name="win1"></form><p class="note"> two
    words </p></main></body></html>"#;

    #[test]
    fn selects_counts_and_reads_text_and_attributes() {
        let page = Page::parse(PAGE);
        page.select("form#hand-form input").assert_count(2);
        assert_eq!(page.select("input[name=win0]").attr("value"), "1");
        page.select("p.note").assert_text("two words");
        page.select("input[name=win2]").assert_none();
        assert!(page.mentions("win1") && !page.mentions("win2"));
    }

    #[test]
    #[should_panic(
        expected = "`input[name=win2]`: no element matches (found 0) in the page:\n<main><form id=\"hand-form\">"
    )]
    fn a_missing_element_names_the_selector_and_shows_the_page() {
        Page::parse(PAGE).select("input[name=win2]").text();
    }

    #[test]
    #[should_panic(expected = "`form input`: expected 3 elements (found 2)")]
    fn a_wrong_count_says_how_many_were_found() {
        Page::parse(PAGE).select("form input").assert_count(3);
    }

    #[test]
    #[should_panic(expected = "has no `value` attribute")]
    fn a_missing_attribute_is_named() {
        Page::parse(PAGE).select("input[name=win1]").attr("value");
    }
}

/// A bracket of six players under `style`: two qualifying games, each a ron by South off East
/// worth `first` then, once the round's time is up, a self-draw by West worth `last` (the
/// game's last hand); then the cut. Returns the public bracket page.
pub async fn bracket_cut_after_two_games_at_time(style: &Style, first: &str, last: &str) -> Reply {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament_from(style.create).await;
    app.import_players(id, "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\n")
        .await
        .assert_contains("6 players imported");
    app.post(&format!("/admin/t/{id}/players/checkin-all"), &[])
        .await;
    let bracket = format!("/admin/t/{id}/bracket");
    let created = app.post(&bracket, &[]).await;
    assert_eq!(created.status, StatusCode::SEE_OTHER, "{}", created.body);
    for round in 1..=2 {
        let seated = app.post(&format!("{bracket}/seat"), &[]).await;
        assert_eq!(seated.status, StatusCode::SEE_OTHER, "{}", seated.body);
        let game = *app.game_ids(id).await.last().unwrap();
        let ron = [
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win1", "1"),
            ("value1", first),
        ];
        app.record_hand(id, game, &ron).await;
        app.run_out_the_clock(id, round).await;
        let tsumo = [("outcome", "tsumo"), ("win2", "1"), ("value2", last)];
        app.record_hand(id, game, &tsumo).await;
    }
    let cut = app.post(&format!("{bracket}/cut"), &[]).await;
    assert_eq!(cut.status, StatusCode::SEE_OTHER, "{}", cut.body);
    app.get(&format!("/t/{id}/bracket")).await
}

/// Fails unless the hand form on `page` shows the field `name` as typed (`value`): a box
/// ticked, the radio button or the option of that value chosen, a text field holding it.
fn assert_kept(page: &Page, name: &str, value: &str, fields: &[(&str, &str)]) {
    let in_form = |css: String| page.select(&format!("#hand-form {css}"));
    if in_form(format!("select[name='{name}']")).exists() {
        in_form(format!(
            "select[name='{name}'] option[value='{value}'][selected]"
        ))
        .assert_count(1);
        return;
    }
    let input = in_form(format!("input[name='{name}']"));
    match input.first().value().attr("type").unwrap_or("text") {
        "checkbox" => {
            in_form(format!("input[name='{name}'][checked]")).assert_count(1);
        }
        "radio" => {
            in_form(format!("input[name='{name}'][value='{value}'][checked]")).assert_count(1);
        }
        _ => assert_eq!(input.attr("value"), value, "{name} in {fields:?}"),
    }
}
