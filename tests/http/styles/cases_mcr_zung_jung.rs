//! The cases of the shared style suite for the fan-counting competition styles: MCR ([`MCR`]),
//! Zung Jung ([`ZUNG_JUNG`]) and the World Series of Mahjong's Zung Jung ([`WSOM`]) — how each
//! tournament is made, a sample game through its sheet and what it ends with.

use super::{Calculation, Hand, Style, FOUR_SEATS};

/// MCR (docs/rules.md §8): typed fan, base 8, false wins and penalties taken, 16 hands and
/// table points as the score.
pub const MCR: Style = Style {
    name: "MCR (Chinese Official)",
    preset: "mcr",
    create: &[("name", "MCR open"), ("ruleset", "mcr")],
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
    game: &Hand::sixteen(
        &[
            // E1: South wins 12 fan off West: 20 from West, 8 from each other player.
            Hand::new("E1", "outcome=ron&discarder=2&win1=1&value1=12", "−8 +36 −20 −8"),
            // E2: East self-draws 8 fan: 16 from each.
            Hand::new("E2", "outcome=tsumo&win0=1&value0=8", "+48 −16 −16 −16"),
            // E3: a draw; North's false win under 8 fan costs 10 to each.
            Hand::new("E3", "outcome=draw&false_win3=under_minimum", "+10 +10 +10 −30"),
            // E4: North wins 24 fan off East; South's penalty of 10 goes to nobody.
            Hand::new("E4", "outcome=ron&discarder=0&win3=1&value3=24&penalty1=10", "−32 −18 −8 +48"),
        ],
        // S1 to N4: each player self-draws 8 fan three times, which changes no total.
        [
            ("outcome=tsumo&win0=1&value0=8", "+48 −16 −16 −16"),
            ("outcome=tsumo&win1=1&value1=8", "−16 +48 −16 −16"),
            ("outcome=tsumo&win2=1&value2=8", "−16 −16 +48 −16"),
            ("outcome=tsumo&win3=1&value3=8", "−16 −16 −16 +48"),
        ],
    ),
    // Points from 0, summing to −10 (the penalty); table points 4 / 2 / 1 / 0 are the score.
    final_points: &["18", "12", "−34", "−6"],
    places: &["1", "2", "4", "3"],
    scores: &["+4", "+2", "0", "+1"],
    // North's false win (not a winning hand) pays 20 to each; South wins off East from the
    // tiles: mixed straight 8, seat wind 2 (South's pung of South), concealed hand 2, closed
    // wait 1 = 13 fan; West's penalty of 5 is taken.
    phone_hand: Hand::new("E1", "outcome=ron&discarder=0&win1=1&hand1=123m456p789s55p222z&win_tile1=5p&false_win3=not_winning&penalty2=5", "−1 +57 +7 −68"),
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
    ..FOUR_SEATS
};

/// Zung Jung (docs/rules.md §9): typed points, the par of 25, penalties taken, the deal
/// passing every hand, 16 hands, the points as the score.
pub const ZUNG_JUNG: Style = Style {
    name: "Zung Jung",
    preset: "zung-jung",
    create: &[("name", "Zung Jung open"), ("ruleset", "zung-jung")],
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
    game: &Hand::sixteen(
        &[
            // E1: South wins 40 off West: 3 × 40 − 50 = 70 from West, 25 from each other.
            Hand::new(
                "E1",
                "outcome=ron&discarder=2&win1=1&value1=40",
                "−25 +120 −70 −25",
            ),
            // E2: East self-draws 30: 30 from each.
            Hand::new("E2", "outcome=tsumo&win0=1&value0=30", "+90 −30 −30 −30"),
            // E3: a draw; North's penalty of 10 goes to nobody.
            Hand::new("E3", "outcome=draw&penalty3=10", "· · · −10"),
            // E4: North wins 35 (typed) off East: 55 from East, 25 from each other.
            Hand::new(
                "E4",
                "outcome=ron&discarder=0&win3=1&points3=35",
                "−55 −25 −25 +105",
            ),
        ],
        // S1 to N4: each player self-draws 5 three times, which changes no total.
        [
            ("outcome=tsumo&win0=1&value0=5", "+15 −5 −5 −5"),
            ("outcome=tsumo&win1=1&value1=5", "−5 +15 −5 −5"),
            ("outcome=tsumo&win2=1&value2=5", "−5 −5 +15 −5"),
            ("outcome=tsumo&win3=1&value3=5", "−5 −5 −5 +15"),
        ],
    ),
    // Points from 0, summing to −10 (the penalty); the points are the score.
    final_points: &["10", "65", "−125", "40"],
    places: &["3", "1", "4", "2"],
    scores: &["+10", "+65", "−125", "+40"],
    // South wins a chicken hand (1 point) off the dealer, who also has a penalty of 5 taken.
    phone_hand: Hand::new(
        "E1",
        "outcome=ron&discarder=0&win1=1&value1=1&penalty0=5",
        "−6 +3 −1 −1",
    ),
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
    ..FOUR_SEATS
};

/// The World Series of Mahjong (docs/rules.md §9): Zung Jung in 8 hands, 5 points at least.
pub const WSOM: Style = Style {
    name: "World Series of Mahjong (Zung Jung)",
    preset: "wsom",
    create: &[("name", "World Series night"), ("ruleset", "wsom")],
    game: &[
        // E1: South wins 25 off West, the par: 25 from each.
        Hand::new(
            "E1",
            "outcome=ron&discarder=2&win1=1&value1=25",
            "−25 +75 −25 −25",
        ),
        // E2: West wins 30 off North, one step above: 40 from North, 25 from each other.
        Hand::new(
            "E2",
            "outcome=ron&discarder=3&win2=1&value2=30",
            "−25 −25 +90 −40",
        ),
        Hand::new("E3", "outcome=draw", "· · · ·"),
        Hand::new("E4", "outcome=draw", "· · · ·"),
        Hand::new("S1", "outcome=tsumo&win0=1&value0=5", "+15 −5 −5 −5"),
        Hand::new("S2", "outcome=tsumo&win1=1&value1=5", "−5 +15 −5 −5"),
        Hand::new("S3", "outcome=tsumo&win2=1&value2=5", "−5 −5 +15 −5"),
        Hand::new("S4", "outcome=tsumo&win3=1&value3=5", "−5 −5 −5 +15"),
    ],
    final_points: &["−50", "50", "65", "−65"],
    places: &["3", "2", "1", "4"],
    scores: &["−50", "+50", "+65", "−65"],
    // A chicken hand is no win under the 5-point minimum: the phone's hand is worth 5.
    phone_hand: Hand::new(
        "E1",
        "outcome=ron&discarder=0&win1=1&value1=5&penalty0=5",
        "−10 +15 −5 −5",
    ),
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
