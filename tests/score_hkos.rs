//! Golden tests of `tenbou score` with `"ruleset": "hkos-msmc"` (docs/hand-jsonl.md "Hong Kong
//! Old Style", docs/rules.md §7): every pattern and every limit hand of the club's list, the seed's
//! own sums, the faan table and its limit, payments at each faan, and the refusals (under 3
//! faan, a fifth copy, bonus tiles outside HKOS). The hands are in
//! `tests/score_fixtures/hkos_golden.jsonl`; each line carries its `expect`ed result (an
//! unknown field, which `tenbou score` ignores).

use std::path::Path;

#[path = "support/score.rs"]
mod support;
use support::{score_lines, score_output};

use serde_json::{json, Value};

fn fixture() -> (Vec<Value>, Vec<Value>) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/score_fixtures/hkos_golden.jsonl");
    let text = std::fs::read_to_string(path).expect("fixture exists");
    let inputs: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("fixture line is JSON"))
        .collect();
    let results = score_lines(&text);
    assert_eq!(inputs.len(), results.len());
    (inputs, results)
}

fn by_id<'a>(results: &'a [Value], id: &str) -> &'a Value {
    results
        .iter()
        .find(|r| r["id"] == id)
        .unwrap_or_else(|| panic!("a result for {id}"))
}

fn names(r: &Value) -> Vec<&str> {
    r["patterns"]
        .as_array()
        .unwrap_or_else(|| panic!("patterns in {r}"))
        .iter()
        .map(|p| p["name"].as_str().expect("a name"))
        .collect()
}

fn faan_of(r: &Value, wanted: &[&str]) -> u64 {
    r["patterns"]
        .as_array()
        .expect("patterns")
        .iter()
        .filter(|p| wanted.contains(&p["name"].as_str().unwrap_or("")))
        .map(|p| p["faan"].as_u64().expect("faan"))
        .sum()
}

#[test]
fn every_golden_hand_scores_exactly_its_expected_patterns_or_error() {
    let (inputs, results) = fixture();
    for (input, r) in inputs.iter().zip(&results) {
        let id = &input["id"];
        assert_eq!(&r["id"], id);
        let expect = &input["expect"];
        if let Some(error) = expect.get("error") {
            assert_eq!(&r["error"], error, "{id}");
            continue;
        }
        assert_eq!(r["error"], Value::Null, "{id}: {r}");
        let wanted: Vec<&str> = expect["patterns"]
            .as_array()
            .expect("expected patterns")
            .iter()
            .map(|n| n.as_str().expect("a name"))
            .collect();
        assert_eq!(names(r), wanted, "{id}");
        assert_eq!(r["limit"], expect["limit"], "{id}");
        for key in ["faan", "base"] {
            if let Some(v) = expect.get(key) {
                assert_eq!(&r[key], v, "{id}: {key}");
            }
        }
        // The payments always follow the base: 2b, 2b and b.
        let b = r["base"].as_u64().expect("base");
        assert_eq!(
            r["payments"],
            json!({"self_pick_each": 2 * b, "discarder": 2 * b, "others_each": b}),
            "{id}"
        );
    }
}

#[test]
fn every_pattern_and_every_limit_hand_of_the_list_is_covered_by_the_golden_file() {
    let (_, results) = fixture();
    let seen: Vec<&str> = results
        .iter()
        .filter(|r| r["error"].is_null())
        .flat_map(names)
        .collect();
    let all = [
        "dragon_pung",
        "seat_wind_pung",
        "round_wind_pung",
        "no_bonus",
        "own_flower",
        "own_season",
        "flower_set",
        "season_set",
        "six_bonus",
        "all_chows",
        "self_pick",
        "concealed",
        "last_tile",
        "replacement_tile",
        "robbing_kong",
        "kong_on_kong",
        "little_three_dragons",
        "seven_bonus",
        "seven_pairs",
        "mixed_flush",
        "all_pungs",
        "full_flush",
        "four_concealed_pungs",
        "thirteen_orphans",
        "big_three_dragons",
        "little_four_winds",
        "big_four_winds",
        "all_honours",
        "all_terminals",
        "nine_gates",
        "four_kongs",
        "eight_bonus",
        "perfect_green",
        "chariot",
        "ruby_dragon",
        "gift_of_heaven",
        "gift_of_earth",
        "gift_of_man",
        "eight_dealer_keeps",
    ];
    for name in all {
        assert!(seen.contains(&name), "no golden hand scores {name}");
    }
}

#[test]
fn the_seeds_own_sums_hold() {
    let (_, results) = fixture();
    // "Pung of Dragons + Pung of Dragons + Little Three Dragons + Pung of Seat Wind + Pung of
    // Round Wind = 6 faan".
    let honours = by_id(&results, "honour_pungs_and_little_three_dragons");
    assert_eq!(
        faan_of(
            honours,
            &[
                "dragon_pung",
                "little_three_dragons",
                "seat_wind_pung",
                "round_wind_pung"
            ]
        ),
        6
    );
    // "Own Bonus Tile + Own Bonus Tile + All Flowers/Seasons + Seven Bonus Tiles = 6 faan".
    let bonus = by_id(&results, "own_bonus_flower_set_seven_bonus");
    assert_eq!(
        faan_of(
            bonus,
            &["own_flower", "own_season", "flower_set", "seven_bonus"]
        ),
        6
    );
    assert!(!names(bonus).contains(&"six_bonus"), "seven replaces six");
    // "All Pungs + Half Flush = 6 faan".
    assert_eq!(by_id(&results, "seed_composition_six")["faan"], 6);
    // "Self-Pick + Gong-On-Gong = 3 faan"; kong-on-kong replaces the replacement tile.
    let kk = by_id(&results, "kong_on_kong");
    assert_eq!(faan_of(kk, &["self_pick", "kong_on_kong"]), 3);
    assert!(!names(kk).contains(&"replacement_tile"));
    // Seven pairs full flush self-picked: at least 10 ("even in our rules … a minimum of 10").
    let sp = by_id(&results, "seed_seven_pairs_full_flush_self_pick");
    assert!(sp["faan"].as_u64().expect("faan") >= 10, "{sp}");
    assert!(
        !names(sp).contains(&"mixed_flush"),
        "full flush replaces mixed flush"
    );
}

#[test]
fn payments_at_each_faan_and_at_the_limit_follow_the_default_table() {
    // One concealed all-chows hand; the situation and bonus tiles take it from 3 to 8 faan.
    let cases = [
        (3, 8, json!({})),
        (4, 16, json!({"houtei": true})),
        (5, 24, json!({"tsumo": true, "haitei": true})),
        (
            6,
            32,
            json!({"tsumo": true, "haitei": true, "flowers": "1", "seasons": "1"}),
        ),
        (
            7,
            48,
            json!({"tsumo": true, "haitei": true, "flowers": "1234", "seasons": "1"}),
        ),
        (
            8,
            64,
            json!({"tsumo": true, "haitei": true, "flowers": "1234", "seasons": "12"}),
        ),
    ];
    let mut lines = String::new();
    for (faan, _, extra) in &cases {
        let mut line = json!({"id": faan, "ruleset": "hkos-msmc",
                              "hand": "123m456p789s234s55z", "win_tile": "4s"});
        let obj = line.as_object_mut().expect("an object");
        for (k, v) in extra.as_object().expect("an object") {
            obj.insert(k.clone(), v.clone());
        }
        lines.push_str(&line.to_string());
        lines.push('\n');
    }
    lines.push_str(
        r#"{"id": "limit", "ruleset": "hkos-msmc", "hand": "19m19p19s12345677z", "win_tile": "7z"}"#,
    );
    lines.push('\n');
    let results = score_lines(&lines);
    for (r, (faan, base, _)) in results.iter().zip(&cases) {
        assert_eq!(r["faan"], *faan, "{r}");
        assert_eq!(r["base"], *base, "{r}");
        assert_eq!(
            r["payments"],
            json!({"self_pick_each": 2 * base, "discarder": 2 * base, "others_each": base})
        );
    }
    let limit = results.last().expect("the limit line");
    assert_eq!(limit["limit"], true);
    assert_eq!(
        limit["payments"],
        json!({"self_pick_each": 128, "discarder": 128, "others_each": 64})
    );
}

#[test]
fn result_fields_come_in_the_spec_order_and_are_null_on_an_error() {
    let out = score_output(concat!(
        r#"{"id":"a","ruleset":"hkos-msmc","hand":"123m456p789s234s55z","win_tile":"4s"}"#,
        "\n",
        r#"{"id":"b","ruleset":"hkos-msmc","hand":"123m456p789s234s55z","win_tile":"4s","flowers":"2"}"#,
        "\n"
    ));
    let mut lines = out.lines();
    assert_eq!(
        lines.next(),
        Some(
            r#"{"id":"a","error":null,"faan":3,"limit":false,"patterns":[{"name":"no_bonus","faan":1},{"name":"all_chows","faan":1},{"name":"concealed","faan":1}],"base":8,"payments":{"self_pick_each":16,"discarder":16,"others_each":8}}"#
        )
    );
    assert_eq!(
        lines.next(),
        Some(
            r#"{"id":"b","error":"under_minimum: 2 faan, 3 needed","faan":null,"limit":null,"patterns":null,"base":null,"payments":null}"#
        )
    );
}
