//! Golden tests of `tenbou score` with `"ruleset": "sanma-msmc"` (docs/hand-jsonl.md "Sanma",
//! docs/rules.md §6): nuki dora with a West indicator, nuki never a yaku, the removed characters,
//! no open chii, no North seat, the tsumo loss in `cost`, a 1m indicator pointing at 9m, and
//! nuki refused outside sanma. The hands are in `tests/score_fixtures/sanma_golden.jsonl`.

use std::path::Path;

#[path = "support/score.rs"]
mod support;
use support::score_lines;

use serde_json::{json, Value};

fn score_fixture() -> Vec<Value> {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/score_fixtures/sanma_golden.jsonl");
    let input = std::fs::read_to_string(path).expect("fixture exists");
    score_lines(&input)
}

fn by_id<'a>(results: &'a [Value], id: &str) -> &'a Value {
    results
        .iter()
        .find(|r| r["id"] == id)
        .unwrap_or_else(|| panic!("a result for {id}"))
}

#[test]
fn sanma_hands_score_and_impossible_ones_are_refused_with_the_reason() {
    let results = score_fixture();
    // Two nuki with a West indicator: 2 × 2 = 4 han of nuki dora, one entry; riichi + 4 is a
    // mangan, 8000 from the discarder.
    let r = by_id(&results, "nuki_west");
    assert_eq!(r["error"], Value::Null);
    assert_eq!(r["han"], 5);
    assert_eq!(
        r["yaku"],
        json!([{"name": "riichi", "han": 1}, {"name": "nuki_dora", "han": 4}])
    );
    assert_eq!(
        r["cost"],
        json!({"main": 8000, "additional": 0, "total": 8000})
    );
    // Nuki dora never satisfy the one-yaku minimum.
    assert!(by_id(&results, "nuki_no_yaku")["error"]
        .as_str()
        .unwrap()
        .starts_with("no_yaku"));
    // Tsumo loss: 2 han 50 fu (b = 800) by a non-dealer: 1600 from the dealer and 800 from
    // the other non-dealer, plus 100 from each of the two per counter and the deposit.
    assert_eq!(
        by_id(&results, "tsumo_loss")["cost"],
        json!({"main": 1600, "additional": 800, "total": 3600})
    );
    assert_eq!(
        by_id(&results, "dealer_tsumo")["cost"],
        json!({"main": 1600, "additional": 1600, "total": 3200})
    );
    // A 1m indicator makes 9m the dora: three of them.
    assert_eq!(
        by_id(&results, "one_man_indicator")["yaku"],
        json!([{"name": "riichi", "han": 1}, {"name": "dora", "han": 3}])
    );
    // An ura indicator showing West adds the nuki to ura dora, with riichi.
    assert_eq!(
        by_id(&results, "ura_west")["yaku"],
        json!([{"name": "riichi", "han": 1}, {"name": "ura_dora", "han": 1}, {"name": "nuki_dora", "han": 1}])
    );
    for (id, error) in [
        (
            "two_man",
            "invalid_hand: 2m does not exist in sanma: the characters 2m to 8m are removed",
        ),
        (
            "chii",
            "invalid_meld: no open chii in sanma: a run can only be called to win",
        ),
        (
            "north_seat",
            "invalid_situation: seat_wind N does not exist in sanma: the seats are E, S and W",
        ),
        (
            "too_many_north",
            "invalid_hand: 5 copies of 4z counting the nuki (3) and the indicators; four exist",
        ),
        (
            "riichi_nuki",
            "invalid_hand: nuki (1) exist only in sanma; msmc-2016 has no nuki dora",
        ),
    ] {
        let r = by_id(&results, id);
        assert_eq!(r["error"], error, "{id}");
        assert_eq!(r["han"], Value::Null, "{id}");
        assert_eq!(r["cost"], Value::Null, "{id}");
    }
}

#[test]
fn a_sanma_win_on_the_replacement_tile_after_a_north_declaration_is_rinshan() {
    let results = score_lines(concat!(
        r#"{"id":"nuki_rinshan","ruleset":"sanma-msmc","hand":"111999m123p456s55z","win_tile":"3p","tsumo":true,"rinshan":true,"seat_wind":"S","nuki":1}"#,
        "\n",
        r#"{"id":"no_replacement","ruleset":"sanma-msmc","hand":"111999m123p456s55z","win_tile":"3p","tsumo":true,"rinshan":true,"seat_wind":"S"}"#,
        "\n",
        r#"{"id":"riichi_no_kan","ruleset":"msmc-2016","hand":"111999m123p456s55z","win_tile":"3p","tsumo":true,"rinshan":true,"seat_wind":"S"}"#,
        "\n",
    ));
    let r = by_id(&results, "nuki_rinshan");
    assert_eq!(r["error"], Value::Null, "{r}");
    let yaku = r["yaku"].as_array().expect("yaku listed");
    assert!(
        yaku.iter().any(|y| y["name"] == "rinshan" && y["han"] == 1),
        "{r}"
    );
    assert!(yaku.iter().any(|y| y["name"] == "nuki_dora"), "{r}");
    // Without a north declaration or a kan there is no replacement tile to win on.
    let refusal = by_id(&results, "no_replacement")["error"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(
        refusal.starts_with("invalid_situation: rinshan needs"),
        "{refusal}"
    );
    assert!(refusal.contains("north"), "{refusal}");
    // Four-player riichi has no nuki: rinshan still needs a kan.
    assert_eq!(
        by_id(&results, "riichi_no_kan")["error"],
        "invalid_situation: rinshan needs a kan among the melds"
    );
}
