//! Hong Kong Old Style through the one game type: the stored hand's HKOS shape (docs/game-json.md
//! "Hong Kong Old Style") and its replay (`replay.rs`, delegating to `game.rs`).

use crate::engine::game::*;
use crate::engine::payment::Limit;
use crate::engine::ruleset::Ruleset;
use crate::engine::styles::hkos::FaanTable;

fn st(n: u8) -> Seat {
    Seat::new(n)
}

fn hkos(winds: u8) -> Ruleset {
    Ruleset {
        wind_rounds: winds,
        ..Ruleset::hkos()
    }
}

#[test]
fn an_hkos_hand_reads_and_writes_in_the_specs_shape() {
    let cases = [
        r#"{"outcome":"ron","discarder":2,"winners":[{"seat":1,"faan":4}]}"#,
        r#"{"outcome":"tsumo","winner":{"seat":1,"limit":true,"pao":3}}"#,
        r#"{"outcome":"draw","dead":[2],"penalties":[{"seat":0,"each":8}]}"#,
        r#"{"outcome":"ron","discarder":0,"winners":[{"seat":3,"faan":3}],"penalties":[{"seat":2,"each":64}]}"#,
        r#"{"outcome":"tsumo","winner":{"seat":0,"faan":5,"tiles":{"concealed":"123m456m789m11z222z","win_tile":"1z","flags":["self_pick"],"yaku":[["concealed",1]],"flowers":"1","seasons":"24"}}}"#,
    ];
    for text in cases {
        let hand: Hand = serde_json::from_str(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(serde_json::to_string(&hand).unwrap(), text);
    }
    let limit: Hand = serde_json::from_str(cases[1]).unwrap();
    assert_eq!(
        limit,
        Hand::tsumo(Winner::hkos_limit(st(1)).with_pao(st(3)))
    );
    let draw: Hand = serde_json::from_str(cases[2]).unwrap();
    assert_eq!(
        draw.penalties,
        [TablePenalty {
            seat: st(0),
            each: 8,
            points: 0
        }]
    );
}

#[test]
fn a_riichi_hand_is_written_exactly_as_before() {
    let hand = Hand::ron(
        st(3),
        vec![
            Winner::limit(st(1), Limit::Mangan),
            Winner::han_fu(st(2), 2, 40),
        ],
    )
    .with_riichi(&[st(1)]);
    assert_eq!(
        serde_json::to_string(&hand).unwrap(),
        r#"{"outcome":"ron","discarder":3,"winners":[{"seat":1,"limit":"mangan"},{"seat":2,"han":2,"fu":40}],"riichi":[1]}"#
    );
}

#[test]
fn each_style_refuses_the_others_value_with_the_reason() {
    let riichi = Ruleset::club();
    let sheet = replay(&riichi, &[Hand::tsumo(Winner::faan(st(1), 4))]);
    let e = sheet.error.expect("faan in riichi").error.to_string();
    assert!(e.contains("give `han`") && e.contains("Hong Kong"), "{e}");
    let sheet = replay(&riichi, &[Hand::tsumo(Winner::hkos_limit(st(1)))]);
    assert!(sheet.error.is_some());
    let penalty = Hand::draw(&[]).with_penalties(&[TablePenalty {
        seat: st(0),
        each: 8,
        points: 0,
    }]);
    let e = replay(&riichi, &[penalty])
        .error
        .expect("penalty in riichi");
    assert!(e.error.to_string().contains("table penalty"), "{}", e.error);

    let rules = hkos(1);
    for (hand, needle) in [
        (Hand::tsumo(Winner::han_fu(st(1), 3, 30)), "riichi value"),
        (
            Hand::tsumo(Winner::limit(st(1), Limit::Mangan)),
            "riichi value",
        ),
        (
            Hand::draw(&[]).with_riichi(&[st(0)]),
            "riichi is not played",
        ),
        (Hand::abortive(), "abortive draw is not played"),
        (Hand::chombo(st(2)), "chombo is not played"),
        (
            Hand::tsumo(Winner::faan(st(1), 2)),
            "under the 3-faan minimum",
        ),
        (
            Hand::tsumo(Winner::faan(st(1), 5).with_pao(st(2))),
            "6 faan or more",
        ),
    ] {
        let e = replay(&rules, &[hand]).error.expect("refused").error;
        assert!(e.to_string().contains(needle), "{e} / {needle}");
    }
}

#[test]
fn an_hkos_game_replays_ron_tsumo_with_pao_and_a_draw_with_a_penalty_and_a_dead_seat() {
    let rules = hkos(1);
    let hands = [
        // b = 16 at 4 faan: discarder 32, the others 16 each.
        Hand::ron(st(2), vec![Winner::faan(st(1), 4)]),
        // The limit self-picked with pao: the liable seat pays 3 × 128.
        Hand::tsumo(Winner::hkos_limit(st(0)).with_pao(st(3))),
        Hand::draw(&[])
            .with_dead(&[st(2)])
            .with_penalties(&[TablePenalty {
                seat: st(0),
                each: 8,
                points: 0,
            }]),
    ];
    let sheet = replay_with_names(&rules, &hands, ["A", "B", "C", "D"]);
    assert!(sheet.error.is_none(), "{:?}", sheet.error);
    assert_eq!(sheet.rows[0].deltas, [-16, 64, -32, -16]);
    assert_eq!(sheet.rows[0].round.to_string(), "E1");
    // The East dealer did not win: the deal passed to South.
    assert_eq!(sheet.rows[1].round.to_string(), "E2");
    assert_eq!(sheet.rows[1].deltas, [384, 0, 0, -384]);
    assert!(
        sheet.rows[1].note.to_string().contains("D liable"),
        "{}",
        sheet.rows[1].note
    );
    assert_eq!(sheet.rows[2].deltas, [-24, 8, 8, 8]);
    // South lost the deal to East's self-pick; West deals the draw and keeps the deal.
    assert_eq!(sheet.rows[2].round.to_string(), "E3");
    assert_eq!(
        sheet.position.round.to_string(),
        "E3",
        "a draw keeps the deal"
    );
    assert_eq!(sheet.position.points.iter().sum::<i32>(), 0);
    assert_eq!((sheet.position.honba, sheet.position.deposits), (0, 0));
    assert!(!sheet.ended && sheet.final_result.is_none());

    // A seat with a dead hand may not win that hand.
    let dead_win = Hand::tsumo(Winner::faan(st(2), 3)).with_dead(&[st(2)]);
    let e = replay(&rules, &[dead_win]).error.expect("dead").error;
    assert!(e.to_string().contains("dead hand"), "{e}");
}

#[test]
fn the_game_ends_when_the_last_dealer_loses_the_deal_with_points_as_the_score() {
    let rules = hkos(2);
    let mut game = Game::with_names(&rules, ["A", "B", "C", "D"]);
    // Eight hands, each won by the seat after the dealer: E1 … S4, the deal passing each time.
    for k in 0..8u8 {
        assert!(!game.is_over(), "before hand {k}");
        let winner = (k + 1) % 4;
        let row = game
            .apply(&Hand::tsumo(Winner::faan(st(winner), 3 + u32::from(k % 2))))
            .unwrap();
        assert_eq!(
            row.round.to_string(),
            ["E", "S"][usize::from(k / 4)].to_owned() + &(k % 4 + 1).to_string()
        );
    }
    assert!(game.is_over());
    assert_eq!(game.position().ended, Some(GameEnd::LastDealOver));
    assert!(game
        .rows()
        .last()
        .unwrap()
        .note
        .to_string()
        .ends_with("game over"));
    let f = game.final_result().expect("over");
    assert_eq!(f.points.iter().sum::<i32>(), 0);
    assert_eq!(
        f.score.iter().map(|s| s.hundredths()).collect::<Vec<_>>(),
        f.points
            .iter()
            .map(|&p| i64::from(p) * 100)
            .collect::<Vec<_>>()
    );
    let more = game.apply(&Hand::draw(&[])).unwrap_err();
    assert!(matches!(more, GameError::GameOver { hands: 8 }));
}

#[test]
fn the_rulesets_faan_table_and_the_dealer_keeps_reach_the_replay() {
    let rules = Ruleset {
        faan_table: FaanTable::new([(3, 10), (6, 40), (10, 100)]).unwrap(),
        ..hkos(1)
    };
    let mut game = Game::new(&rules);
    assert_eq!(game.dealer_keeps(), Some(0));
    let row = game.apply(&Hand::tsumo(Winner::faan(st(0), 7))).unwrap();
    assert_eq!(row.deltas, [240, -80, -80, -80]);
    assert_eq!(game.dealer_keeps(), Some(1));
    assert_eq!(Game::new(&Ruleset::club()).dealer_keeps(), None);
}

#[test]
fn value_refusals_read_word_for_word_through_the_style_that_checks_them() {
    let both: Winner = serde_json::from_str(r#"{"seat":1,"faan":5,"limit":true}"#).unwrap();
    let none: Winner = serde_json::from_str(r#"{"seat":2,"limit":false}"#).unwrap();
    let refusal = |rules: &Ruleset, w: Winner| {
        replay(rules, &[Hand::tsumo(w)])
            .error
            .expect("refused")
            .error
            .to_string()
    };
    assert_eq!(
        refusal(&hkos(1), both.clone()),
        "winner seat 1 (South): give one of `faan` or `\"limit\": true`; this hand has both"
    );
    assert_eq!(
        refusal(&hkos(1), none.clone()),
        "winner seat 2 (West): give `faan` (3 or more) or `\"limit\": true`; this hand has no value"
    );
    assert_eq!(
        refusal(&hkos(1), Winner::yakuman(st(3), 1)),
        "winner seat 3 (North): give `faan` (3 or more) or `\"limit\": true`; this hand has a riichi value (han, fu, a named limit or yakuman)"
    );
    assert_eq!(
        refusal(&Ruleset::sanma(), both),
        "winner seat 1 (South): give `han` (with `fu`), a named `limit` (\"mangan\" …) or `yakuman`; this hand has a Hong Kong Old Style value (`faan`, or `\"limit\": true`)"
    );
    assert_eq!(
        refusal(&Ruleset::club(), Winner::yakuman(st(1), 11)),
        "winner seat 1 (South): 11 yakuman is more than one hand can hold (at most 10); check the value"
    );
}
