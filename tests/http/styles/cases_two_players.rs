//! The shared suite's cases of the styles for a table of two: Minefield Mahjong, 17 steps
//! (`minefield`, docs/rules.md §13), a game through the forms from its first hand to a player
//! below zero, with a draw doubling the next win; and Tenpai Race (`tenpai_race`, §14).

use super::{Hand, Style};

pub const MINEFIELD: Style = Style {
    name: "Minefield Mahjong, 17 steps (two players)",
    preset: "minefield",
    create: &[("name", "Minefield night"), ("ruleset", "minefield")],
    seats: 2,
    winds: &["East", "South"],
    players: "name\nAiko\nBen\nChloé\nDev\n",
    start_points: "25000",
    // No tile is drawn in Minefield: the sheet offers no self-drawn win.
    tsumo: "",
    sheet_has: &[
        "input[name=fu1]",
        "input[name=offender][value='0']",
        "input[name=outcome][value=draw]",
        "input[name=outcome][value=chombo]",
    ],
    sheet_lacks: &[
        "input[name=win2]",
        "input[name=riichi0]",
        "input[name=tenpai0]",
        "input[name=nagashi0]",
        "input[name=outcome][value=tsumo]",
        "input[name=outcome][value=abortive]",
    ],
    game: &[
        // E1: East (the first discarder) wins a mangan off South: 12,000.
        Hand::new(
            "E1",
            "outcome=ron&discarder=1&win0=1&value0=mangan",
            "+12000 −12000",
        ),
        // E2: both players make their 17 discards: a draw pays nothing.
        Hand::new("E2", "outcome=draw", "· ·"),
        // S1, after the draw: South wins a haneman off East, doubled: 12,000 × 2.
        Hand::new(
            "S1",
            "outcome=ron&discarder=0&win1=1&value1=haneman",
            "−24000 +24000",
        ),
        // S2: East wins 4 han 30 fu off South, a mangan by kiriage: 8,000.
        Hand::new(
            "S2",
            "outcome=ron&discarder=1&win0=1&value0=4&fu0=30",
            "+8000 −8000",
        ),
        // W1: South wins a baiman off East: 16,000.
        Hand::new(
            "W1",
            "outcome=ron&discarder=0&win1=1&value1=baiman",
            "−16000 +16000",
        ),
        // W2: South, first discarder, wins a mangan off East (12,000): East is below zero.
        Hand::new(
            "W2",
            "outcome=ron&discarder=0&win1=1&value1=mangan",
            "−12000 +12000",
        ),
    ],
    // The points above or below 25,000 in thousands, no uma or oka.
    final_points: &["−7000", "57000"],
    places: &["2", "1"],
    scores: &["−32", "+32"],
    hands_csv_header: "round,table,hand,wind_round,outcome,winners,value,delta_e,delta_s,note",
    phone_seat: 1,
    // South wins a mangan off East, the first discarder: 8,000.
    phone_hand: Hand::new(
        "E1",
        "outcome=ron&discarder=0&win1=1&value1=mangan",
        "−8000 +8000",
    ),
    phone_note: "ron 8000",
    calculation: None,
};

/// Tenpai Race (`tenpai_race`, docs/rules.md §14): a game through the forms with both of
/// Stage B's endings, a Stage A draw whose counter the next payment carries, and a player
/// below zero ending it.
pub const TENPAI_RACE: Style = Style {
    name: "Tenpai Race (two players)",
    preset: "tenpai_race",
    create: &[("name", "Tenpai Race night"), ("ruleset", "tenpai_race")],
    seats: 2,
    winds: &["East", "South"],
    players: "name\nAiko\nBen\nChloé\nDev\n",
    start_points: "10000",
    tsumo: "Attacker's tsumo",
    sheet_has: &[
        "input[name=fu1]",
        "input[name=offender][value='0']",
        "input[name=outcome][value=draw]",
        "input[name=outcome][value=ron]",
        "input[name=outcome][value=chombo]",
    ],
    sheet_lacks: &[
        "input[name=win2]",
        "input[name=riichi0]",
        "input[name=tenpai0]",
        "input[name=nagashi0]",
        "input[name=outcome][value=abortive]",
    ],
    game: &[
        // E1: South, the attacker, draws a mangan: East, the defender, pays 8,000.
        Hand::new("E1", "outcome=tsumo&win1=1&value1=mangan", "−8000 +8000"),
        // E2: a draw in Stage A keeps South's deal and adds a counter.
        Hand::new("E2", "outcome=draw", "· ·"),
        // E2 again: East finds the wait of South, the dealer, whose hand is 3 han 40 fu:
        // 7,700 and 300 for the counter.
        Hand::new(
            "E2",
            "outcome=ron&discarder=1&win0=1&value0=3&fu0=40",
            "+8000 −8000",
        ),
        // S1: East, dealing, draws a mangan: 12,000, and South is below zero.
        Hand::new("S1", "outcome=tsumo&win0=1&value0=mangan", "+12000 −12000"),
    ],
    // The points above or below 10,000 in thousands, no uma or oka.
    final_points: &["22000", "−2000"],
    places: &["1", "2"],
    scores: &["+12", "−12"],
    hands_csv_header:
        "round,table,hand,wind_round,honba,outcome,winners,value,delta_e,delta_s,note",
    phone_seat: 1,
    // South, the attacker, draws 1 han 30 fu in East's deal: 1,000.
    phone_hand: Hand::new("E1", "outcome=tsumo&win1=1&value1=1&fu1=30", "−1000 +1000"),
    phone_note: "tsumo (Stage B)",
    calculation: None,
};
