//! `tenbou score` with `"ruleset": "mcr"` (docs/mcr.md): agreement with the reference fan
//! calculator over `tests/fixtures/mcr/agreement.jsonl` (generated hands with the reference's
//! answers; `tools/mcr-reference/README.md` says how to regenerate it), and every error the
//! batch interface names, with its word and in its order.
//!
//! Agreement gates on what decides a payment: the error word (and N of `under_minimum`), `fan`
//! and `payments`. The pattern lists are compared and counted but do not gate: among readings of
//! equal total the reference prefers some patterns to others (docs/mcr.md, "Scoring").

use std::collections::BTreeMap;
use std::path::Path;

#[path = "support/score.rs"]
mod support;
use support::{score_lines, score_output};

use serde_json::{json, Value};

/// The fixture's lines: each `{"input": …, "expected": …}`.
fn fixture() -> Vec<Value> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/mcr/agreement.jsonl");
    let text = std::fs::read_to_string(path).expect("the MCR fixture exists");
    text.lines()
        .map(|l| serde_json::from_str(l).expect("each fixture line is JSON"))
        .collect()
}

fn inputs_text(lines: &[&Value]) -> String {
    lines.iter().map(|l| format!("{}\n", l["input"])).collect()
}

/// The error word, and for `under_minimum` its fan: what agreement compares of an error.
fn error_key(error: &Value) -> Option<String> {
    let text = error.as_str()?;
    let word = text.split(':').next().unwrap_or(text);
    if word == "under_minimum" {
        let n: String = text[word.len()..]
            .trim_start_matches(':')
            .trim_start()
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        return Some(format!("under_minimum {n}"));
    }
    Some(word.to_owned())
}

/// A pattern list as name → (fan, count), names compared without case or punctuation.
fn patterns(r: &Value) -> BTreeMap<String, (u64, u64)> {
    r["patterns"]
        .as_array()
        .unwrap_or_else(|| panic!("patterns in {r}"))
        .iter()
        .map(|p| {
            let name: String = p["name"]
                .as_str()
                .expect("a pattern name")
                .chars()
                .filter(char::is_ascii_alphanumeric)
                .map(|c| c.to_ascii_lowercase())
                .collect();
            (
                name.replace("honours", "honors"),
                (
                    p["fan"].as_u64().expect("fan"),
                    p["count"].as_u64().expect("count"),
                ),
            )
        })
        .collect()
}

#[test]
fn every_fixture_hand_gets_the_reference_fan_error_and_payments() {
    let lines = fixture();
    let all: Vec<&Value> = lines.iter().collect();
    let results = score_lines(&inputs_text(&all));
    assert_eq!(results.len(), lines.len(), "one result per fixture line");
    let mut disagreements = Vec::new();
    let (mut scored, mut same_patterns) = (0, 0);
    for (line, got) in lines.iter().zip(&results) {
        let want = &line["expected"];
        assert_eq!(got["id"], want["id"], "results come in input order");
        let agree = error_key(&got["error"]) == error_key(&want["error"])
            && got["fan"] == want["fan"]
            && got["payments"] == want["payments"];
        if !agree {
            disagreements.push(format!(
                "{}\n  expected {}\n  got      {}",
                line["input"], want, got
            ));
        }
        if want["error"].is_null() {
            scored += 1;
            if patterns(got) == patterns(want) {
                same_patterns += 1;
            }
        }
    }
    println!(
        "MCR agreement: {} of {} lines agree on fan and error; pattern lists identical on {} of {} scored hands",
        lines.len() - disagreements.len(),
        lines.len(),
        same_patterns,
        scored
    );
    assert!(
        disagreements.is_empty(),
        "{} of {} fixture lines disagree with the reference:\n{}",
        disagreements.len(),
        lines.len(),
        disagreements.join("\n")
    );
}

#[test]
fn fixture_hands_refused_before_scoring_get_the_reference_word() {
    // These lines never reach the scorer: the reading of the fields alone refuses them.
    let lines = fixture();
    let refused: Vec<&Value> = lines
        .iter()
        .filter(|l| {
            let e = l["expected"]["error"].as_str().unwrap_or("");
            e.starts_with("bad_notation") || e.starts_with("invalid_hand")
        })
        .collect();
    assert!(
        refused.len() >= 40,
        "the fixture holds refused lines of both words"
    );
    let results = score_lines(&inputs_text(&refused));
    for (line, got) in refused.iter().zip(&results) {
        let want = &line["expected"];
        assert_eq!(got["id"], want["id"]);
        assert_eq!(
            error_key(&got["error"]),
            error_key(&want["error"]),
            "{}",
            line["input"]
        );
        assert_eq!(got["fan"], Value::Null);
        assert_eq!(got["payments"], Value::Null);
        assert_eq!(got["patterns"], json!([]));
    }
}

/// A valid MCR line (half flush, pungs; its score does not matter here) with `changes` applied.
fn line_with(changes: Value) -> Value {
    let mut line = json!({
        "id": "t", "ruleset": "mcr",
        "hand": "33344556666p444z", "win_tile": "6p",
        "melds": [{"kind": "chi", "tiles": "456p", "opened": true}],
        "flowers": 1, "tsumo": false, "last_tile": false, "kong": false, "fourth_tile": false,
        "seat_wind": "E", "round_wind": "W"
    });
    for (k, v) in changes.as_object().expect("changes are an object") {
        line[k] = v.clone();
    }
    line
}

fn error_of(line: &Value) -> String {
    let results = score_lines(&format!("{line}\n"));
    assert_eq!(results.len(), 1);
    let r = &results[0];
    assert_eq!(r["id"], line["id"], "the id is echoed");
    assert_eq!(r["fan"], Value::Null, "no fan on an error: {r}");
    assert_eq!(r["payments"], Value::Null, "no payments on an error: {r}");
    assert_eq!(r["patterns"], json!([]), "no patterns on an error: {r}");
    r["error"]
        .as_str()
        .unwrap_or_else(|| panic!("an error for {line}: {r}"))
        .to_owned()
}

fn assert_word(word: &str, cases: &[Value]) {
    for changes in cases {
        let line = line_with(changes.clone());
        let error = error_of(&line);
        assert!(
            error.starts_with(&format!("{word}: ")),
            "{changes} gives {error:?}, not {word}"
        );
    }
}

#[test]
fn every_unreadable_field_is_bad_notation() {
    assert_word(
        "bad_notation",
        &[
            json!({"hand": "33344556666p444x"}),
            json!({"hand": "33344556666p444"}),
            json!({"hand": "33344556666p448z"}),
            json!({"hand": "33344556666p0z44z"}),
            json!({"hand": "33344556666P444z"}),
            json!({"hand": 12}),
            json!({"win_tile": "66p"}),
            json!({"win_tile": ""}),
            json!({"win_tile": "6"}),
            json!({"melds": [{"kind": "minkan", "tiles": "456p"}]}),
            json!({"melds": [{"kind": "chi", "tiles": "456q"}]}),
            json!({"melds": "456p"}),
            json!({"seat_wind": "X"}),
            json!({"round_wind": "east"}),
            json!({"seat_wind": 1}),
            json!({"tsumo": "true"}),
            json!({"last_tile": 1}),
            json!({"kong": null}),
            json!({"fourth_tile": "no"}),
            json!({"flowers": "2"}),
            json!({"flowers": 1.5}),
            json!({"flowers": true}),
        ],
    );
    let mut missing = line_with(json!({}));
    missing.as_object_mut().unwrap().remove("hand");
    assert!(error_of(&missing).starts_with("bad_notation: hand"));
}

#[test]
fn every_impossible_hand_is_invalid_hand() {
    assert_word(
        "invalid_hand",
        &[
            // A fifth 6p.
            json!({"hand": "33344566666p444z", "win_tile": "6p"}),
            json!({"flowers": 9}),
            json!({"flowers": -1}),
            json!({"flowers": 18446744073709551615u64}),
            json!({"melds": [
                {"kind": "pon", "tiles": "333p"}, {"kind": "pon", "tiles": "444z"},
                {"kind": "chi", "tiles": "456p"}, {"kind": "chi", "tiles": "456p"},
                {"kind": "chi", "tiles": "456p"}]}),
            json!({"melds": [{"kind": "chi", "tiles": "345p"}, {"kind": "chi", "tiles": "466p"}]}),
            json!({"melds": [{"kind": "chi", "tiles": "444z"}]}),
            json!({"melds": [{"kind": "pon", "tiles": "456p"}]}),
            json!({"melds": [{"kind": "ankan", "tiles": "444z"}]}),
            json!({"melds": [{"kind": "kan", "tiles": "4444z"}]}),
            json!({"hand": "3334455666p444z"}),
            json!({"hand": "33344556666p4444z"}),
            json!({"melds": [{"kind": "pon", "tiles": "777z"}]}),
            json!({"win_tile": "4s"}),
            // The winning tile only in a meld.
            json!({"hand": "33344556666p444z", "win_tile": "4z",
                   "melds": [{"kind": "pon", "tiles": "444z"}]}),
        ],
    );
}

#[test]
fn bad_notation_is_reported_before_an_impossible_hand() {
    let both = line_with(json!({"hand": "33333344556666p444z", "seat_wind": "Q"}));
    assert!(error_of(&both).starts_with("bad_notation: "));
    let both = line_with(json!({"hand": "33333344556666p444z", "tsumo": 0}));
    assert!(error_of(&both).starts_with("bad_notation: "));
}

#[test]
fn a_line_that_is_not_json_is_bad_json_and_the_run_goes_on() {
    let bad = line_with(json!({"id": "after", "hand": "1x"}));
    let input = format!("{{\"ruleset\": \"mcr\", \"hand\": \n{bad}\n");
    let results = score_lines(&input);
    assert_eq!(results.len(), 2);
    assert_eq!(results[0]["id"], Value::Null);
    assert!(results[0]["error"]
        .as_str()
        .unwrap()
        .starts_with("bad_json"));
    assert_eq!(results[1]["id"], "after");
    assert!(results[1]["error"]
        .as_str()
        .unwrap()
        .starts_with("bad_notation"));
}

#[test]
fn an_error_line_has_the_documented_fields_in_order() {
    let out = score_output(&format!("{}\n", line_with(json!({"flowers": 9}))));
    assert!(
        out.starts_with(r#"{"id":"t","error":"invalid_hand: "#),
        "{out}"
    );
    assert!(
        out.ends_with("\"fan\":null,\"patterns\":[],\"payments\":null}\n"),
        "{out}"
    );
}

#[test]
fn a_short_mcr_line_is_routed_to_mcr_on_the_fast_path_too() {
    // Only fields the riichi reader knows: it reads the line, and must hand it to MCR.
    let line = r#"{"id":"s","ruleset":"mcr","hand":"33344556666p44z","win_tile":"6p"}"#;
    let r = &score_lines(&format!("{line}\n"))[0];
    assert_eq!(r["id"], "s");
    assert!(
        r["error"].as_str().unwrap().starts_with("invalid_hand: "),
        "{r}"
    );
    assert!(
        r.get("han").is_none(),
        "an MCR result, not a riichi one: {r}"
    );
}

#[test]
fn riichi_lines_mentioning_mcr_elsewhere_stay_riichi() {
    let line = r#"{"id": "mcr", "hand": "123m456p789s234s55z", "win_tile": "5z", "note": "mcr", "tsumo": true, "flowers": null}"#;
    let r = &score_lines(&format!("{line}\n"))[0];
    assert_eq!(r["id"], "mcr");
    assert!(r.get("han").is_some(), "a riichi result: {r}");
}
