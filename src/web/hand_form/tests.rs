//! The hand form read from fields and shown again from a stored hand, per style: what each
//! style's fields become in the engine's hand, and that a stored hand shows as it was typed.

use super::*;
use crate::engine::game::Bet;
use crate::engine::ruleset::Ruleset;
use crate::web::i18n::Words;
use std::collections::HashMap;

fn names() -> [String; 4] {
    ["Aiko", "Ben", "Chloé", "Dev"].map(String::from)
}

fn fields(pairs: &[(&str, &str)]) -> HashMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// The first hand of an East round under `rules`, seats in their starting winds.
fn first_hand(rules: &Ruleset) -> TableAt<'_> {
    TableAt {
        dealer: Seat::EAST,
        round_wind: "E",
        honba: 0,
        deposits: 0,
        rules,
        dealer_keeps: 0,
        winds: [Seat::EAST, Seat::SOUTH, Seat::WEST, Seat::NORTH],
        words: Words::default(),
    }
}

/// The hand these form fields give at `table`.
fn read_at(table: &TableAt<'_>, pairs: &[(&str, &str)]) -> Result<Hand, HandFormError> {
    HandForm::from_fields(&fields(pairs))
        .to_hand_at(&names(), Some(table))
        .map(|(hand, _)| hand)
}

#[test]
fn a_double_ron_with_riichi_reads_as_the_engine_hand() {
    let form = HandForm::from_fields(&fields(&[
        ("outcome", "ron"),
        ("discarder", "3"),
        ("win1", "1"),
        ("value1", "3"),
        ("fu1", "30"),
        ("win2", "1"),
        ("value2", "mangan"),
        ("riichi1", "1"),
        ("dead0", "1"),
    ]));
    let hand = form.to_hand(&names()).unwrap();
    let json = serde_json::to_value(&hand).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"outcome": "ron", "discarder": 3,
            "winners": [{"seat": 1, "han": 3, "fu": 30}, {"seat": 2, "limit": "mangan"}],
            "riichi": [1], "dead": [0]})
    );
    assert_eq!(
        HandForm::from_hand(&hand, TableSize::FOUR)
            .to_hand(&names())
            .unwrap(),
        hand
    );
}

#[test]
fn a_tsumo_yakuman_with_pao_and_a_draw_read_back_the_same() {
    let tsumo = HandForm::from_fields(&fields(&[
        ("outcome", "tsumo"),
        ("win3", "1"),
        ("value3", "y2"),
        ("pao3", "1"),
    ]));
    let hand = tsumo.to_hand(&names()).unwrap();
    assert_eq!(
        hand.outcome,
        Outcome::Tsumo {
            winner: Winner::yakuman(Seat::NORTH, 2).with_pao(Seat::SOUTH)
        }
    );
    let draw = HandForm::from_fields(&fields(&[
        ("outcome", "draw"),
        ("tenpai0", "1"),
        ("tenpai2", "1"),
        ("nagashi1", "1"),
    ]));
    let hand = draw.to_hand(&names()).unwrap();
    assert_eq!(
        hand.outcome,
        Outcome::Draw {
            tenpai: vec![Seat::EAST, Seat::WEST],
            nagashi: vec![Seat::SOUTH]
        }
    );
    assert_eq!(
        HandForm::from_hand(&hand, TableSize::FOUR)
            .to_hand(&names())
            .unwrap(),
        hand
    );
}

#[test]
fn the_bettors_bet_reads_as_a_chair_or_a_wall_game_and_back() {
    let read = |bet: &str| {
        HandForm::from_fields(&fields(&[("outcome", "draw"), ("bet", bet)])).to_hand(&names())
    };
    assert_eq!(read("").unwrap().facts.bet(), None);
    assert_eq!(read("wall").unwrap().facts.bet(), Some(Bet::WallGame));
    let on_west = read("2").unwrap();
    assert_eq!(on_west.facts.bet(), Some(Bet::On(Seat::WEST)));
    assert_eq!(HandForm::from_hand(&on_west, TableSize::FOUR).bet, "2");
    assert_eq!(
        HandForm::from_hand(&on_west, TableSize::FOUR)
            .to_hand(&names())
            .unwrap(),
        on_west
    );
    for wrong in ["4", "anyone", "-1"] {
        assert_eq!(read(wrong), Err(HandFormError::BadBet), "{wrong}");
    }
}

#[test]
fn missing_pieces_are_named_with_the_player() {
    let cases = [
        (vec![], HandFormError::NoOutcome),
        (
            vec![
                ("outcome", "ron"),
                ("win1", "1"),
                ("value1", "2"),
                ("fu1", "30"),
            ],
            HandFormError::NoDiscarder,
        ),
        (
            vec![("outcome", "ron"), ("discarder", "0")],
            HandFormError::NoWinner,
        ),
        (
            vec![("outcome", "tsumo"), ("win1", "1")],
            HandFormError::NoValue("Ben".into()),
        ),
        (
            vec![("outcome", "tsumo"), ("win1", "1"), ("value1", "2")],
            HandFormError::NoFu("Ben".into()),
        ),
        (
            vec![
                ("outcome", "tsumo"),
                ("win1", "1"),
                ("value1", "2"),
                ("fu1", "30"),
                ("win2", "1"),
                ("value2", "5"),
            ],
            HandFormError::SeveralTsumoWinners("Tsumo"),
        ),
        (vec![("outcome", "chombo")], HandFormError::NoOffender),
    ];
    for (pairs, expected) in cases {
        assert_eq!(
            HandForm::from_fields(&fields(&pairs)).to_hand(&names()),
            Err(expected)
        );
    }
    // Five han or more needs no fu.
    let five = HandForm::from_fields(&fields(&[
        ("outcome", "tsumo"),
        ("win1", "1"),
        ("value1", "5"),
    ]));
    assert!(five.to_hand(&names()).is_ok());
}

#[test]
fn an_mcr_hand_reads_fan_false_wins_and_penalties_taken_and_shows_again() {
    let rules = Ruleset::mcr();
    let table = first_hand(&rules);
    let read = |pairs: &[(&str, &str)]| read_at(&table, pairs);
    let hand = read(&[
        ("outcome", "ron"),
        ("discarder", "0"),
        ("win1", "1"),
        ("value1", "8"),
        // The typed fan wins over the chip.
        ("fan1", "13"),
        ("false_win2", "not_winning"),
        ("penalty3", "10"),
        // A riichi box sent anyway is not an MCR field.
        ("riichi1", "1"),
    ])
    .unwrap();
    assert_eq!(
        serde_json::to_value(&hand).unwrap(),
        serde_json::json!({"outcome": "ron", "discarder": 0,
            "winners": [{"seat": 1, "fan": 13}],
            "penalties": [{"seat": 3, "points": 10}],
            "false_wins": [{"seat": 2, "kind": "not_winning"}]})
    );
    let again = HandForm::from_hand(&hand, TableSize::FOUR);
    assert_eq!(again.seats[1].value, "13");
    assert_eq!(again.seats[2].false_win, "not_winning");
    assert_eq!(again.seats[3].penalty, "10");
    assert_eq!(again.to_hand_at(&names(), Some(&table)).unwrap().0, hand);
    for (pairs, refusal) in [
        (
            &[("outcome", "tsumo"), ("win1", "1"), ("fan1", "many")][..],
            HandFormError::BadFan("Ben".into()),
        ),
        (
            &[("outcome", "draw"), ("penalty0", "-5")][..],
            HandFormError::BadPenaltyPoints("Aiko".into()),
        ),
        (
            &[("outcome", "draw"), ("false_win0", "chombo")][..],
            HandFormError::BadFalseWin,
        ),
    ] {
        assert_eq!(read(pairs), Err(refusal), "{pairs:?}");
    }
}

#[test]
fn mcr_tiles_are_scored_with_the_seats_wind_from_the_game_and_show_again() {
    let rules = Ruleset::mcr();
    // After the seat change: the first East sits South in the South round.
    let table = TableAt {
        dealer: Seat::SOUTH,
        round_wind: "S",
        honba: 0,
        deposits: 0,
        rules: &rules,
        dealer_keeps: 0,
        winds: [Seat::SOUTH, Seat::EAST, Seat::NORTH, Seat::WEST],
        words: Words::default(),
    };
    let form = HandForm::from_fields(&fields(&[
        ("outcome", "ron"),
        ("discarder", "1"),
        ("win0", "1"),
        ("hand0", "123m456p789s55p222z"),
        ("win_tile0", "5p"),
        ("flowers0", "2"),
        ("fourth_tile0", "1"),
    ]));
    let (hand, previews) = form.to_hand_at(&names(), Some(&table)).unwrap();
    let Outcome::Ron { winners, .. } = &hand.outcome else {
        panic!("{hand:?}")
    };
    // The fan kinds found are kept with what each adds; they sum to the winner's value.
    let tiles = winners[0].tiles.as_ref().expect("the tiles are kept");
    let fan: u32 = tiles.yaku.iter().map(|(_, fan)| fan).sum();
    assert_eq!(winners[0].seat, Seat::EAST);
    assert_eq!(winners[0].value, Winner::fan(Seat::EAST, fan).value);
    assert!(
        tiles.yaku.contains(&("seat_wind".to_string(), 2)),
        "{tiles:?}"
    );
    assert!(
        tiles.yaku.contains(&("prevalent_wind".to_string(), 2)),
        "{tiles:?}"
    );
    assert!(
        tiles.yaku.contains(&("flower_tiles".to_string(), 2)),
        "{tiles:?}"
    );
    assert_eq!(previews.len(), 1);
    assert_eq!(previews[0].2.value, format!("{fan} fan"));
    // Shown again for a correction: the same tiles, boxes and value read back the same.
    let again = HandForm::from_hand(&hand, TableSize::FOUR);
    assert_eq!(again.seats[0].flowers, "2");
    assert!(again.seats[0].fourth_tile);
    assert_eq!(again.seats[0].value, fan.to_string());
    assert_eq!(again.to_hand_at(&names(), Some(&table)).unwrap().0, hand);
    // The same tiles at the East seat of the East round: no seat or prevalent wind.
    let east = TableAt {
        round_wind: "E",
        winds: [Seat::NORTH, Seat::EAST, Seat::SOUTH, Seat::WEST],
        words: Words::default(),
        ..table
    };
    let (other, _) = form.to_hand_at(&names(), Some(&east)).unwrap();
    let Outcome::Ron {
        winners: others, ..
    } = &other.outcome
    else {
        panic!("{other:?}")
    };
    let yaku = &others[0].tiles.as_ref().unwrap().yaku;
    assert!(
        !yaku.iter().any(|(name, _)| name.ends_with("_wind")),
        "{yaku:?}"
    );
}

#[test]
fn an_hkos_hand_reads_faan_limit_pao_penalties_and_dead_seats_and_shows_again() {
    let rules = Ruleset::hkos();
    let table = first_hand(&rules);
    let read = |pairs: &[(&str, &str)]| read_at(&table, pairs);
    let hand = read(&[
        ("outcome", "tsumo"),
        ("win2", "1"),
        ("value2", "limit"),
        ("pao2", "0"),
        ("penalty1", "drop"),
        ("dropped1", "3"),
        ("penalty3", "64"),
        ("dead0", "1"),
        // A riichi box sent anyway is not an HKOS field.
        ("riichi1", "1"),
    ])
    .unwrap();
    assert_eq!(
        serde_json::to_value(&hand).unwrap(),
        serde_json::json!({"outcome": "tsumo",
            "winner": {"seat": 2, "limit": true, "pao": 0},
            "dead": [0],
            "penalties": [{"seat": 1, "each": 24}, {"seat": 3, "each": 64}]})
    );
    let again = HandForm::from_hand(&hand, TableSize::FOUR);
    assert_eq!(
        (
            again.seats[1].penalty.as_str(),
            again.seats[1].dropped.as_str()
        ),
        ("drop", "3")
    );
    assert_eq!(again.to_hand_at(&names(), Some(&table)).unwrap().0, hand);
    let ron = read(&[
        ("outcome", "ron"),
        ("discarder", "3"),
        ("win1", "1"),
        ("value1", "5"),
    ])
    .unwrap();
    assert_eq!(
        ron.outcome,
        Outcome::Ron {
            discarder: Seat::NORTH,
            winners: vec![Winner::faan(Seat::SOUTH, 5)]
        }
    );
    for (pairs, error) in [
        (
            &[("outcome", "tsumo"), ("win1", "1"), ("value1", "mangan")][..],
            HandFormError::BadFaan("Ben".into()),
        ),
        (
            &[("outcome", "draw"), ("penalty2", "drop")][..],
            HandFormError::NoDroppedCount("Chloé".into()),
        ),
        (
            &[("outcome", "draw"), ("penalty2", "5")][..],
            HandFormError::BadPenalty,
        ),
        (
            &[("outcome", "chombo"), ("offender", "1")][..],
            HandFormError::NoOutcome,
        ),
    ] {
        assert_eq!(read(pairs), Err(error), "{pairs:?}");
    }
}
