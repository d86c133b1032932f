//! The cases of the shared style suite for the Hong Kong scoring styles: Hong Kong Old Style
//! with its faan table ([`HKOS`]) and Chinese Classical ([`CHINESE_CLASSICAL`]) — how each
//! tournament is made, a sample game through its sheet and what it ends with.

use super::{Calculation, Hand, Style, FOUR_SEATS};

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
        Hand::new(
            "E1",
            "outcome=ron&discarder=2&win1=1&value1=4",
            "−20 +80 −40 −20",
        ),
        // E2: North self-picks a limit hand; West is liable and pays all 3 × 160.
        Hand::new(
            "E2",
            "outcome=tsumo&win3=1&value3=limit&pao3=2",
            "· · −480 +480",
        ),
        // E3: a draw; East dropped two tiles (16 to each) and South's hand was dead. The deal
        // stays.
        Hand::new(
            "E3",
            "outcome=draw&penalty0=drop&dropped0=2&dead1=1",
            "−48 +16 +16 +16",
        ),
        // E3 again: East (West wind this hand) self-picks from tiles with their own flower
        // (3): pung of red dragons 1 + all pungs 3 + self-pick 1 + own flower 1 = 6 faan,
        // b = 40.
        Hand::new(
            "E3",
            "outcome=tsumo&win0=1&hand0=222p333s777z55p&win_tile0=5p&melds0=pon 111m&flowers0=3",
            "+240 −80 −80 −80",
        ),
        // E4: the dealer North wins 3 faan off East; South's false win under 3 faan costs 64
        // to each.
        Hand::new(
            "E4",
            "outcome=ron&discarder=0&win3=1&value3=3&penalty1=64",
            "+44 −202 +54 +104",
        ),
        // E4 to S4: the seat after the dealer self-picks 3 faan each hand (20 from each).
        Hand::new("E4", "outcome=tsumo&win0=1&value0=3", "+60 −20 −20 −20"),
        Hand::new("S1", "outcome=tsumo&win1=1&value1=3", "−20 +60 −20 −20"),
        Hand::new("S2", "outcome=tsumo&win2=1&value2=3", "−20 −20 +60 −20"),
        Hand::new("S3", "outcome=tsumo&win3=1&value3=3", "−20 −20 −20 +60"),
        Hand::new("S4", "outcome=tsumo&win0=1&value0=3", "+60 −20 −20 −20"),
    ],
    // Final points from 0, summing to 0, and the score is the points (no uma).
    final_points: &["276", "−206", "−550", "480"],
    places: &["2", "3", "4", "1"],
    scores: &["+276", "−206", "−550", "+480"],
    // 6 faan: b = 40, 80 from the discarder and 40 from each other; North pays 2 to each.
    phone_hand: Hand::new(
        "E1",
        "outcome=ron&discarder=0&win1=1&value1=6&penalty3=2",
        "−78 +162 −38 −46",
    ),
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
    ..FOUR_SEATS
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
        Hand::new("E1", "outcome=ron&discarder=2&win1=1&points0=8&points1=32&doubles1=1&points2=2&doubles2=2&points3=0", "−56 +192 −56 −80"),
        // E2: East self-picks with picks: 20 + 2 + 8 points, 1 double = 60 from each; South
        // (an open pung of simples, 2) and North (4 typed) are paid by West (nothing picked).
        Hand::new("E2", "outcome=tsumo&win0=1&pick0:self-pick=1&pick0:concealed-pung-terminals-honours=1&pick0:dragon-set=1&pick1:open-pung-simples=1&points2=0&points3=4", "+180 −60 −66 −54"),
        // E3: a wall game; North's penalty of 10 goes to nobody. West keeps the deal.
        Hand::new("E3", "outcome=draw&penalty3=10", "· · · −10"),
        // E3 again: North self-picks a limit hand, 500 from each; South 16 × 2^2 = 64 and
        // West 4. West loses the deal to North.
        Hand::new("E3", "outcome=tsumo&win3=1&limit3=1&points0=0&points1=16&doubles1=2&points2=4", "−568 −376 −556 +1500"),
        // E4: East wins its bare 20 off North, 20 from each: North passes the deal and the
        // one wind round is over (Hong Kong Old Style's deal and length).
        Hand::new("E4", "outcome=ron&discarder=3&win0=1&points0=20&points1=0&points2=0&points3=0", "+60 −20 −20 −20"),
    ],
    // Points from 0, summing to −10 (the penalty); the points are the score.
    final_points: &["−384", "−264", "−698", "1336"],
    places: &["3", "2", "4", "1"],
    scores: &["−384", "−264", "−698", "+1336"],
    // South wins 24 off the dealer; West 8 and North 2 × 2^1 = 4 are paid by the dealer (0),
    // North pays West 4.
    phone_hand: Hand::new("E1", "outcome=ron&discarder=0&win1=1&points0=0&points1=24&points2=8&points3=2&doubles3=1", "−36 +72 −12 −24"),
    phone_note: "wins off",
    ..FOUR_SEATS
};
