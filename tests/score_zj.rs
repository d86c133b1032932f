//! `tenbou score` with `"ruleset": "zung-jung"` or `"wsom"` (docs/zung-jung.md): the golden
//! hands of `tests/fixtures/zung_jung/golden.jsonl` (each with the points, the patterns or the
//! error word it must give), the result line's exact shape, the payments, and lines of other
//! rulesets passing beside them untouched.

use std::collections::BTreeMap;
use std::path::Path;

#[path = "support/score.rs"]
mod support;
use support::{score_lines, score_output};

use serde_json::{json, Value};

/// The fixture's lines: each `{"note": …, "input": …, "expected": …}`.
fn fixture() -> Vec<Value> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/zung_jung/golden.jsonl");
    let text = std::fs::read_to_string(path).expect("the Zung Jung fixture exists");
    text.lines()
        .map(|l| serde_json::from_str(l).expect("each fixture line is JSON"))
        .collect()
}

fn patterns(result: &Value) -> BTreeMap<String, u64> {
    result["patterns"]
        .as_array()
        .expect("patterns is a list")
        .iter()
        .map(|p| {
            (
                p["name"].as_str().expect("a name").to_owned(),
                p["count"].as_u64().expect("a count"),
            )
        })
        .collect()
}

#[test]
fn every_golden_hand_scores_as_written() {
    let lines = fixture();
    assert!(lines.len() >= 30);
    let input: String = lines.iter().map(|l| format!("{}\n", l["input"])).collect();
    let results = score_lines(&input);
    assert_eq!(results.len(), lines.len());
    for (line, result) in lines.iter().zip(&results) {
        let note = &line["note"];
        let expected = &line["expected"];
        assert_eq!(result["id"], line["input"]["id"], "{note}");
        if let Some(word) = expected["error"].as_str() {
            let error = result["error"]
                .as_str()
                .unwrap_or_else(|| panic!("{note}: {result}"));
            assert_eq!(error.split(':').next(), Some(word), "{note}: {error}");
            assert_eq!(result["points"], Value::Null, "{note}");
            assert_eq!(result["raw_points"], Value::Null, "{note}");
            assert_eq!(result["payments"], Value::Null, "{note}");
            assert_eq!(result["patterns"], json!([]), "{note}");
            continue;
        }
        assert_eq!(result["error"], Value::Null, "{note}: {result}");
        assert_eq!(result["points"], expected["points"], "{note}: {result}");
        let want: BTreeMap<String, u64> = expected["patterns"]
            .as_object()
            .expect("expected patterns")
            .iter()
            .map(|(k, v)| (k.clone(), v.as_u64().unwrap()))
            .collect();
        assert_eq!(patterns(result), want, "{note}");
        // raw_points is the sum of the listed patterns, and each lists its own value.
        let raw: u64 = result["patterns"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["points"].as_u64().unwrap() * p["count"].as_u64().unwrap())
            .sum();
        assert_eq!(result["raw_points"].as_u64(), Some(raw), "{note}");
        // Payments: the winner collects three times the points either way.
        let points = result["points"].as_u64().unwrap();
        let pay = &result["payments"];
        assert_eq!(pay["self_pick_each"].as_u64(), Some(points), "{note}");
        assert_eq!(
            pay["discarder"].as_u64().unwrap() + 2 * pay["others_each"].as_u64().unwrap(),
            3 * points,
            "{note}"
        );
    }
}

#[test]
fn the_example_line_gives_the_documented_result_line_exactly() {
    let input = r#"{"id": "zj00000", "ruleset": "zung-jung", "hand": "123m456p55566677z", "win_tile": "4p", "melds": [{"kind": "pon", "tiles": "555z", "opened": true}, {"kind": "pon", "tiles": "666z", "opened": true}, {"kind": "chi", "tiles": "123m", "opened": true}], "tsumo": false, "last_tile": false, "kong_replacement": false, "robbing_kong": false, "blessing_of_heaven": false, "blessing_of_earth": false, "seat_wind": "S"}"#;
    assert_eq!(
        score_output(&format!("{input}\n")),
        concat!(
            r#"{"id":"zj00000","error":null,"points":60,"raw_points":60,"patterns":["#,
            r#"{"name":"value_honor","points":10,"count":2},"#,
            r#"{"name":"small_three_dragons","points":40,"count":1}],"#,
            r#""payments":{"self_pick_each":60,"discarder":130,"others_each":25}}"#,
            "\n"
        )
    );
}

#[test]
fn payments_at_and_above_the_par_score() {
    // 25 points (two dragon triplets and a kong) is paid in full by all three; 30 (seven
    // pairs) is paid 25 by the two others and 40 by the discarder.
    let lines = [
        json!({"id": 25, "ruleset": "zung-jung", "hand": "5555z666z234m456p88s", "win_tile": "4p",
               "melds": [{"kind": "kan", "tiles": "5555z"}, {"kind": "pon", "tiles": "666z"},
                         {"kind": "chi", "tiles": "234m"}]}),
        json!({"id": 30, "ruleset": "wsom", "hand": "1122m3344p5566s77z", "win_tile": "7z"}),
    ];
    let input: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let results = score_lines(&input);
    assert_eq!(results[0]["points"], 25);
    assert_eq!(
        results[0]["payments"],
        json!({"self_pick_each": 25, "discarder": 25, "others_each": 25})
    );
    assert_eq!(results[1]["points"], 30);
    assert_eq!(
        results[1]["payments"],
        json!({"self_pick_each": 30, "discarder": 40, "others_each": 25})
    );
    let small = json!({"id": 10, "ruleset": "zung-jung", "hand": "123m456p789s234s55p",
                       "win_tile": "4p", "tsumo": true});
    let results = score_lines(&format!("{small}\n"));
    assert_eq!(
        results[0]["payments"],
        json!({"self_pick_each": 10, "discarder": 10, "others_each": 10})
    );
}

#[test]
fn lines_of_other_rulesets_and_odd_spellings_keep_their_own_path() {
    let riichi = r#"{"id": "r", "hand": "123m456p789s234s55p", "win_tile": "4p", "tsumo": true}"#;
    let mcr = r#"{"id": "m", "ruleset": "mcr", "hand": "123m456p789s234s55p", "win_tile": "4p"}"#;
    let before = score_output(&format!("{riichi}\n{mcr}\n"));
    // The same lines around Zung Jung lines (one read by the fast reader, one with a field it
    // does not know, one with an escape) answer the same.
    let zj_fast = r#"{"id": "a", "ruleset": "wsom", "hand": "123m456p789s234s55p", "win_tile": "4p", "tsumo": true}"#;
    let zj_slow = r#"{"id": "b", "ruleset": "zung-jung", "hand": "123m456p789s234s55p", "win_tile": "4p", "tsumo": true, "blessing_of_heaven": true}"#;
    let zj_escaped = r#"{"id": "c\u0041", "ruleset": "zung-jung", "hand": "123m456p789s234s55p", "win_tile": "4p", "round_wind": "S", "flowers": 2}"#;
    let out = score_output(&format!(
        "{riichi}\n{zj_fast}\n{mcr}\n{zj_slow}\n{zj_escaped}\n"
    ));
    let out: Vec<&str> = out.lines().collect();
    let before: Vec<&str> = before.lines().collect();
    assert_eq!(out[0], before[0]);
    assert_eq!(out[2], before[1]);
    let a: Value = serde_json::from_str(out[1]).unwrap();
    let b: Value = serde_json::from_str(out[3]).unwrap();
    let c: Value = serde_json::from_str(out[4]).unwrap();
    assert_eq!(a["points"], 10);
    assert_eq!(b["points"], 165);
    assert_eq!(c["id"], "cA");
    assert_eq!(c["points"], 10);
    // Preset ids are case-sensitive: this line is not scored as Zung Jung.
    let upper =
        r#"{"id": "u", "ruleset": "ZUNG-JUNG", "hand": "123m456p789s234s55p", "win_tile": "4p"}"#;
    let u = &score_lines(&format!("{upper}\n"))[0];
    assert_eq!(u["points"], Value::Null);
    assert!(u["error"].as_str().unwrap().contains("ZUNG-JUNG"));
}
