//! The shared suite's case of Clear Mahjong (`clear`, docs/rules.md §16): two teams of two at a
//! table of four, a game through the forms in which East–North (Aiko and Dev) clear the five
//! conditions with typed hands, two at once with sanshoku and chanta, and win with the team's
//! bonus on their scores.

use super::{Calculation, Hand, Style, FOUR_SEATS};

pub const CLEAR: Style = Style {
    name: "Clear Mahjong (two teams of two)",
    preset: "clear",
    create: &[("name", "Clear night"), ("ruleset", "clear")],
    start_points: "25000",
    tsumo: "Tsumo",
    sheet_has: &[
        "input[name=riichi0]",
        "input[name=fu1]",
        "input[name='clear0-ittsu']",
        "input[name='clear3-chiitoitsu']",
        "input[name=dora]",
    ],
    sheet_lacks: &["input[name=win4]", "input[name=nuki1]", "select[name=penalty0]"],
    game: &[
        // E1: Aiko, the dealer, wins 2 han 40 fu off Ben with a large straight: 3,900.
        Hand::new(
            "E1",
            "outcome=ron&discarder=1&win0=1&value0=2&fu0=40&clear0-ittsu=1",
            "+3900 −3900 · ·",
        ),
        // E1 again, one counter: Dev's seven pairs off Ben, 1,600 and 300.
        Hand::new(
            "E1",
            "outcome=ron&discarder=1&win3=1&value3=2&fu3=25&clear3-chiitoitsu=1",
            "· −1900 · +1900",
        ),
        // E2: Aiko's three colours with chanta off Chloé clears two at once: 2,600.
        Hand::new(
            "E2",
            "outcome=ron&discarder=2&win0=1&value0=2&fu0=40&clear0-sanshoku_doujun=1&clear0-chanta=1",
            "+2600 · −2600 ·",
        ),
        // E3: Dev's three concealed pons off Chloé: East–North has cleared all five.
        Hand::new(
            "E3",
            "outcome=ron&discarder=2&win3=1&value3=2&fu3=40&clear3-sanankou=1",
            "· · −2600 +2600",
        ),
    ],
    // The points above or below 25,000 in thousands, exact, and the team's 20 each way.
    final_points: &["31500", "19200", "19800", "29500"],
    places: &["1", "4", "3", "2"],
    scores: &["+26.5", "−25.8", "−25.2", "+24.5"],
    hands_csv_header:
        "round,table,hand,wind_round,honba,outcome,winners,value,delta_e,delta_s,delta_w,delta_n,note",
    phone_seat: 2,
    // South wins a mangan off the dealer.
    phone_hand: Hand::new(
        "E1",
        "outcome=ron&discarder=0&win1=1&value1=mangan",
        "−8000 +8000 · ·",
    ),
    phone_note: "ron 8000 from",
    // The club's payments: the same hand as riichi's case.
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
