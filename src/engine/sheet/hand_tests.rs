//! Tests of the score sheet's hand: reading and writing stored hands and documents, every
//! kind of value, and the checks.

use super::*;
use crate::engine::sheet::facts::FalseWinKind;

fn st(n: u8) -> Seat {
    Seat::new(n)
}

fn seats(list: &[u8]) -> Vec<Seat> {
    list.iter().copied().map(Seat::new).collect()
}

#[test]
fn a_winners_tiles_survive_a_round_trip_and_anything_else_there_is_ignored() {
    let text = r#"{"outcome":"tsumo","winner":{"seat":2,"han":3,"fu":30,"tiles":{"concealed":"123m456p789s11z22z","win_tile":"3m","flags":["riichi"],"yaku":[["riichi",1]]}}}"#;
    let hand: Hand = serde_json::from_str(text).unwrap();
    let Outcome::Tsumo { winner } = &hand.outcome else {
        panic!("a tsumo")
    };
    let tiles = winner.tiles.as_ref().expect("tiles kept");
    assert_eq!(tiles.win_tile, "3m");
    assert_eq!(tiles.yaku, [("riichi".to_string(), 1)]);
    assert_eq!(serde_json::to_string(&hand).unwrap(), text);

    let odd: Hand = serde_json::from_str(
        r#"{"outcome":"tsumo","winner":{"seat":2,"han":3,"fu":30,"tiles":5}}"#,
    )
    .unwrap();
    assert_eq!(odd, Hand::tsumo(Winner::han_fu(st(2), 3, 30)));
    assert_eq!(
        serde_json::to_string(&odd).unwrap(),
        r#"{"outcome":"tsumo","winner":{"seat":2,"han":3,"fu":30}}"#
    );
}

#[test]
fn hands_of_the_spec_example_parse_with_their_fields() {
    let cases: &[(&str, Hand)] = &[
        (
            r#"{"outcome": "ron", "discarder": 3, "winners": [{"seat": 1, "han": 3, "fu": 30}], "riichi": [1]}"#,
            Hand::ron(st(3), vec![Winner::han_fu(st(1), 3, 30)]).with_riichi(&seats(&[1])),
        ),
        (
            r#"{"outcome": "tsumo", "winner": {"seat": 1, "han": 1, "fu": 30}}"#,
            Hand::tsumo(Winner::han_fu(st(1), 1, 30)),
        ),
        (
            r#"{"outcome": "draw", "tenpai": [0, 2], "riichi": [0]}"#,
            Hand::draw(&seats(&[0, 2])).with_riichi(&seats(&[0])),
        ),
        (
            r#"{"outcome": "ron", "discarder": 0, "winners": [{"seat": 2, "limit": "mangan"}, {"seat": 3, "han": 2, "fu": 40}]}"#,
            Hand::ron(
                st(0),
                vec![
                    Winner::limit(st(2), Limit::Mangan),
                    Winner::han_fu(st(3), 2, 40),
                ],
            ),
        ),
        (
            r#"{"outcome": "chombo", "offender": 2, "riichi": [3]}"#,
            Hand::chombo(st(2)).with_riichi(&seats(&[3])),
        ),
        (
            r#"{"outcome": "draw", "tenpai": [], "nagashi": [1]}"#,
            Hand::nagashi(&seats(&[]), &seats(&[1])),
        ),
        (
            r#"{"outcome": "abortive", "riichi": [0, 1]}"#,
            Hand::abortive().with_riichi(&seats(&[0, 1])),
        ),
        (
            r#"{"outcome": "ron", "discarder": 1, "winners": [{"seat": 0, "han": 2, "fu": 30}], "dead": [3]}"#,
            Hand::ron(st(1), vec![Winner::han_fu(st(0), 2, 30)]).with_dead(&seats(&[3])),
        ),
        (
            r#"{"outcome": "tsumo", "winner": {"seat": 3, "yakuman": 1, "pao": 1}}"#,
            Hand::tsumo(Winner::yakuman(st(3), 1).with_pao(st(1))),
        ),
        (
            r#"{"outcome": "tsumo", "winner": {"seat": 0, "han": 5}, "dealer_stops": true}"#,
            Hand::tsumo(Winner::new(st(0), HandValue::HanFu { han: 5, fu: None })).dealer_stops(),
        ),
        (r#"{"outcome": "draw"}"#, Hand::draw(&seats(&[]))),
    ];
    for (json, expected) in cases {
        let parsed: Hand = serde_json::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"));
        assert_eq!(&parsed, expected, "{json}");
        // Stored facts round-trip through their own JSON.
        let again: Hand = serde_json::from_str(&serde_json::to_string(&parsed).unwrap()).unwrap();
        assert_eq!(&again, expected);
    }
}

#[test]
fn unknown_fields_and_fields_of_another_outcome_are_ignored() {
    let json = r#"{"outcome": "abortive", "kind": "four winds", "winners": [], "tenpai": [1], "riichi": [2]}"#;
    let parsed: Hand = serde_json::from_str(json).unwrap();
    assert_eq!(parsed, Hand::abortive().with_riichi(&seats(&[2])));
    let json = r#"{"outcome": "tsumo", "winner": {"seat": 1, "han": 2, "fu": 30, "yaku": ["riichi"]}, "discarder": 0, "comment": "x"}"#;
    let parsed: Hand = serde_json::from_str(json).unwrap();
    assert_eq!(parsed, Hand::tsumo(Winner::han_fu(st(1), 2, 30)));
}

#[test]
fn outcome_names_are_lower_case_only() {
    assert!(
        serde_json::from_str::<Hand>(r#"{"outcome": "Ron", "discarder": 0, "winners": []}"#)
            .is_err()
    );
    assert!(serde_json::from_str::<Hand>(r#"{"outcome": "draw "}"#).is_err());
    assert!(serde_json::from_str::<Hand>(r#"{"riichi": [1]}"#).is_err());
}

#[test]
fn every_kind_of_value_reads_as_its_variant_and_writes_back_as_stored() {
    let cases: &[(&str, HandValue)] = &[
        (
            r#"{"seat":1,"han":3,"fu":30}"#,
            HandValue::HanFu {
                han: 3,
                fu: Some(30),
            },
        ),
        (
            r#"{"seat":1,"han":6}"#,
            HandValue::HanFu { han: 6, fu: None },
        ),
        (
            r#"{"seat":1,"limit":"haneman"}"#,
            HandValue::Limit(Limit::Haneman),
        ),
        (
            r#"{"seat":1,"limit":"yakuman"}"#,
            HandValue::Limit(Limit::Yakuman),
        ),
        (r#"{"seat":1,"yakuman":2}"#, HandValue::Yakuman(2)),
        (r#"{"seat":1,"faan":7}"#, HandValue::Faan(7)),
        (r#"{"seat":1,"limit":true}"#, HandValue::HkosLimit),
        (r#"{"seat":1,"fan":12}"#, HandValue::Fan(12)),
        (r#"{"seat":1,"points":40}"#, HandValue::Points(40)),
        (
            r#"{"seat":1,"fan":8,"points":40}"#,
            HandValue::Unclear(ValueFields {
                fan: Some(8),
                points: Some(40),
                ..ValueFields::default()
            }),
        ),
        (
            r#"{"seat":1,"faan":5,"fan":8}"#,
            HandValue::Unclear(ValueFields {
                faan: Some(5),
                fan: Some(8),
                ..ValueFields::default()
            }),
        ),
        (
            r#"{"seat":1,"han":3,"fu":30,"fan":8}"#,
            HandValue::Unclear(ValueFields {
                han: Some(3),
                fu: Some(30),
                fan: Some(8),
                ..ValueFields::default()
            }),
        ),
        (
            r#"{"seat":1,"han":3,"yakuman":1}"#,
            HandValue::Unclear(ValueFields {
                han: Some(3),
                yakuman: Some(1),
                ..ValueFields::default()
            }),
        ),
        (
            r#"{"seat":1,"fu":30}"#,
            HandValue::Unclear(ValueFields {
                fu: Some(30),
                ..ValueFields::default()
            }),
        ),
        (
            r#"{"seat":1,"limit":false}"#,
            HandValue::Unclear(ValueFields {
                limit: Some(LimitValue::Flag(false)),
                ..ValueFields::default()
            }),
        ),
        (
            r#"{"seat":1,"limit":true,"faan":5}"#,
            HandValue::Unclear(ValueFields {
                limit: Some(LimitValue::Flag(true)),
                faan: Some(5),
                ..ValueFields::default()
            }),
        ),
        (r#"{"seat":1}"#, HandValue::Unclear(ValueFields::default())),
    ];
    for (json, value) in cases {
        let w: Winner = serde_json::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"));
        assert_eq!(w.value, *value, "{json}");
        assert_eq!(serde_json::to_string(&w).unwrap(), *json);
    }
    // The pao and the tiles keep their places after the value fields.
    let json = r#"{"seat":3,"yakuman":1,"pao":1,"tiles":{"concealed":"1m","win_tile":"1m"}}"#;
    let w: Winner = serde_json::from_str(json).unwrap();
    assert_eq!((w.value, w.pao), (HandValue::Yakuman(1), Some(st(1))));
    assert_eq!(serde_json::to_string(&w).unwrap(), json);
}

#[test]
fn penalties_of_either_shape_and_false_wins_read_and_write_as_stored() {
    // A Hong Kong Old Style hand as stored before MCR existed, and an MCR hand.
    let hkos = r#"{"outcome":"draw","dead":[2],"penalties":[{"seat":0,"each":8}]}"#;
    let hand: Hand = serde_json::from_str(hkos).unwrap();
    assert_eq!(hand.penalties, [TablePenalty::each(st(0), 8)]);
    assert!(hand.facts.false_wins().is_empty());
    assert_eq!(hand.facts, StyleFacts::None);
    assert_eq!(serde_json::to_string(&hand).unwrap(), hkos);

    let mcr = r#"{"outcome":"ron","discarder":0,"winners":[{"seat":3,"fan":24}],"penalties":[{"seat":1,"points":10}],"false_wins":[{"seat":2,"kind":"under_minimum"},{"seat":0,"kind":"not_winning"}]}"#;
    let hand: Hand = serde_json::from_str(mcr).unwrap();
    assert_eq!(hand.penalties, [TablePenalty::taken(st(1), 10)]);
    assert_eq!(
        hand.facts.false_wins(),
        [
            FalseWin {
                seat: st(2),
                kind: FalseWinKind::UnderMinimum
            },
            FalseWin {
                seat: st(0),
                kind: FalseWinKind::NotWinning
            }
        ]
    );
    assert_eq!(serde_json::to_string(&hand).unwrap(), mcr);
    assert!(serde_json::from_str::<Hand>(
        r#"{"outcome":"draw","false_wins":[{"seat":2,"kind":"bad"}]}"#
    )
    .is_err());
}

#[test]
fn a_winners_bonuses_read_and_write_as_stored_and_are_absent_when_none() {
    let text = r#"{"outcome":"ron","discarder":0,"winners":[{"seat":1,"points":30,"bonuses":["king-queen","king-queen","blue-jokers"]}]}"#;
    let hand: Hand = serde_json::from_str(text).unwrap();
    let Outcome::Ron { winners, .. } = &hand.outcome else {
        panic!("a ron")
    };
    assert_eq!(winners[0].value, HandValue::Points(30));
    assert_eq!(
        hand.facts.bonuses(0),
        ["king-queen", "king-queen", "blue-jokers"]
    );
    assert_eq!(hand.facts_of(&winners[0]).bonuses, hand.facts.bonuses(0));
    assert!(hand.has_bonuses());
    assert_eq!(serde_json::to_string(&hand).unwrap(), text);
    // A winner without bonuses is stored exactly as before they existed.
    let plain = r#"{"outcome":"tsumo","winner":{"seat":2,"points":40}}"#;
    let hand: Hand = serde_json::from_str(plain).unwrap();
    assert!(!hand.has_bonuses());
    assert_eq!(serde_json::to_string(&hand).unwrap(), plain);
    let built = Hand::tsumo(Winner::points(st(2), 40)).with_bonuses(0, &["red-jokers"]);
    assert_eq!(
        serde_json::to_string(&built).unwrap(),
        r#"{"outcome":"tsumo","winner":{"seat":2,"points":40,"bonuses":["red-jokers"]}}"#
    );
}

#[test]
fn every_players_scores_read_and_write_as_stored_and_a_mixed_score_is_refused() {
    let text = r#"{"outcome":"tsumo","winner":{"seat":1},"scores":[{"points":8,"doubles":0},{"points":32,"doubles":1},{"limit":true},{"picks":["dragon-set","dragon-set"]}]}"#;
    let hand: Hand = serde_json::from_str(text).unwrap();
    assert_eq!(
        hand.facts.scores(),
        [
            PlayerScore::Counted {
                points: 8,
                doubles: 0
            },
            PlayerScore::Counted {
                points: 32,
                doubles: 1
            },
            PlayerScore::Limit,
            PlayerScore::Picks(vec!["dragon-set".into(), "dragon-set".into()]),
        ]
    );
    assert_eq!(serde_json::to_string(&hand).unwrap(), text);
    // Doubles left out are none; a negative number is kept for the style's check to refuse.
    let short: Hand =
        serde_json::from_str(r#"{"outcome":"draw","scores":[{"points":-4}]}"#).unwrap();
    assert_eq!(
        short.facts.scores(),
        [PlayerScore::Counted {
            points: -4,
            doubles: 0
        }]
    );
    for mixed in [
        r#"{"outcome":"draw","scores":[{"points":4,"limit":true}]}"#,
        r#"{"outcome":"draw","scores":[{"doubles":1}]}"#,
        r#"{"outcome":"draw","scores":[{"limit":false}]}"#,
        r#"{"outcome":"draw","scores":[{}]}"#,
    ] {
        let error = serde_json::from_str::<Hand>(mixed).unwrap_err().to_string();
        assert!(
            error.contains("a player's score is one of"),
            "{mixed}: {error}"
        );
    }
    // A hand without scores writes none.
    let plain = Hand::draw(&[]);
    assert!(!serde_json::to_string(&plain).unwrap().contains("scores"));
}

#[test]
fn an_american_winners_card_notes_and_a_hands_challenges_read_and_write_back_as_stored() {
    let json = r#"{"outcome":"ron","discarder":2,"winners":[{"seat":1,"points":25,"jokerless":true,"mark":"X","line":"2468 #1"}],"challenges":[{"challenger":0,"challenged":3,"found_dead":false}]}"#;
    let hand: Hand = serde_json::from_str(json).unwrap();
    let Outcome::Ron { winners, .. } = &hand.outcome else {
        panic!("a ron")
    };
    assert_eq!(winners[0].value, HandValue::Points(25));
    let card = hand.facts.card(0).expect("the card's notes");
    assert!(card.jokerless && !card.singles_and_pairs);
    assert_eq!(card.mark.as_deref(), Some("X"));
    assert_eq!(card.line.as_deref(), Some("2468 #1"));
    assert_eq!(hand.facts.challenges().len(), 1);
    assert_eq!(serde_json::to_string(&hand).unwrap(), json);
    assert_eq!(
        hand.american_only_part(),
        Some("a dead-hand challenge (`challenges`, American's)")
    );
    // Nothing written: no notes, and the winner writes back without the fields.
    let plain = r#"{"outcome":"tsumo","winner":{"seat":1,"points":25}}"#;
    let hand: Hand = serde_json::from_str(plain).unwrap();
    assert_eq!(hand.facts.card(0), None);
    assert_eq!(serde_json::to_string(&hand).unwrap(), plain);
    let sp: Hand = serde_json::from_str(
        r#"{"outcome":"tsumo","winner":{"seat":1,"points":50,"singles_and_pairs":true}}"#,
    )
    .unwrap();
    assert_eq!(
        sp.american_only_part(),
        Some("a Singles and Pairs hand (`singles_and_pairs`, American's)")
    );
}
