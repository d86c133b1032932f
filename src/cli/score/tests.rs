//! Tests of `tenbou score`: the writers against serde, the fast reader against serde, and
//! whole runs.

use super::*;
use serde::Serialize;

/// The result line as serde writes it: what the hand-written writer must match.
#[derive(Serialize)]
struct OutLine<'a> {
    id: &'a Value,
    error: Option<&'a str>,
    han: Option<u32>,
    fu: Option<u32>,
    yakuman: Option<u32>,
    yaku: Option<Vec<(&'static str, u32)>>,
    fu_details: Option<Vec<(&'static str, u32)>>,
    limit: Option<&'static str>,
    cost: Option<[u32; 3]>,
}

/// Every line through serde alone, written by serde: the reference output.
fn reference(input: &str) -> String {
    let rules = Ruleset::club();
    let mut out = String::new();
    for line in input.split_inclusive('\n') {
        if line.trim().is_empty() {
            continue;
        }
        let (id, result) = score_line(line, &rules);
        let mut value = serde_json::to_value(match &result {
            Ok(s) => OutLine {
                id: &id,
                error: None,
                han: Some(s.han),
                fu: Some(s.fu),
                yakuman: Some(s.yakuman),
                yaku: Some(
                    s.yaku
                        .as_slice()
                        .iter()
                        .map(|y| (y.yaku.name(), y.han))
                        .collect(),
                ),
                fu_details: Some(
                    s.fu_details
                        .as_slice()
                        .iter()
                        .map(|f| (f.reason.name(), f.fu))
                        .collect(),
                ),
                limit: Some(s.limit.map_or("", |l| l.name())),
                cost: Some([s.cost.main, s.cost.additional, s.cost.total]),
            },
            Err(e) => OutLine {
                id: &id,
                error: Some(e),
                han: None,
                fu: None,
                yakuman: None,
                yaku: None,
                fu_details: None,
                limit: None,
                cost: None,
            },
        })
        .unwrap();
        // The spec's shapes for the lists and the cost, in its field order.
        let object = |pairs: &[(&str, Value)]| {
            let mut text = String::from("{");
            for (i, (k, v)) in pairs.iter().enumerate() {
                if i > 0 {
                    text.push(',');
                }
                text.push_str(&format!("{}:{}", serde_json::to_string(k).unwrap(), v));
            }
            text + "}"
        };
        let list = |v: &Value, a: &str, b: &str| match v {
            Value::Array(items) => {
                let parts: Vec<String> = items
                    .iter()
                    .map(|p| object(&[(a, p[0].clone()), (b, p[1].clone())]))
                    .collect();
                format!("[{}]", parts.join(","))
            }
            other => other.to_string(),
        };
        let cost = match value["cost"].take() {
            Value::Array(c) => object(&[
                ("main", c[0].clone()),
                ("additional", c[1].clone()),
                ("total", c[2].clone()),
            ]),
            other => other.to_string(),
        };
        out.push_str(&format!(
            "{{\"id\":{},\"error\":{},\"han\":{},\"fu\":{},\"yakuman\":{},\"yaku\":{},\"fu_details\":{},\"limit\":{},\"cost\":{}}}\n",
            serde_json::to_string(&id).unwrap(),
            value["error"],
            value["han"],
            value["fu"],
            value["yakuman"],
            list(&value["yaku"], "name", "han"),
            list(&value["fu_details"], "reason", "fu"),
            value["limit"],
            cost,
        ));
    }
    out
}

fn run_text(input: &str) -> String {
    let mut out = Vec::new();
    run(input.as_bytes(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// The inputs of the package-agreement fixture, as `tenbou score` lines.
fn fixture_lines() -> Vec<Value> {
    include_str!("../../../tests/score_fixtures/python_agreement.jsonl")
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap()["input"].clone())
        .collect()
}

#[test]
fn the_fast_path_writes_what_serde_writes_for_every_kind_of_line() {
    let mut input = String::new();
    for (i, hand) in fixture_lines().iter().enumerate() {
        // Compact, spaced, pretty-ish and Python's (`json.dumps`) forms of the same
        // objects.
        match i % 4 {
            0 => input.push_str(&serde_json::to_string(hand).unwrap()),
            3 => input.push_str(
                &serde_json::to_string(hand)
                    .unwrap()
                    .replace(",\"", ", \"")
                    .replace("\":", "\": "),
            ),
            1 => input.push_str(
                &serde_json::to_string(hand)
                    .unwrap()
                    .replace(':', " : ")
                    .replace(',', " ,\t"),
            ),
            _ => input.push_str(&format!(" {} \r", serde_json::to_string(hand).unwrap())),
        }
        input.push('\n');
    }
    let base = r#""hand": "123m456p789s11122z", "win_tile": "3m""#;
    for line in [
        // Ids of every kind.
        format!(r#"{{"id": 12, {base}}}"#),
        format!(r#"{{"id": -12, {base}}}"#),
        format!(r#"{{"id": -0, {base}}}"#),
        format!(r#"{{"id": 0, {base}}}"#),
        format!(r#"{{"id": 012, {base}}}"#),
        format!(r#"{{"id": 1.5, {base}}}"#),
        format!(r#"{{"id": 1e3, {base}}}"#),
        format!(r#"{{"id": 123456789012345678901234, {base}}}"#),
        format!(r#"{{"id": "é\u00e9\n", {base}}}"#),
        format!(r#"{{"id": "山田", {base}}}"#),
        format!(r#"{{"id": {{"b": 1, "a": [true, null]}}, {base}}}"#),
        format!(r#"{{"id": null, {base}}}"#),
        format!(r#"{{"id": true, {base}}}"#),
        format!("{{\"id\": \"tab\there\", {base}}}"),
        // Fields the fast reader leaves to serde, and wrong ones.
        format!(r#"{{{base}, "hand": "123m456p789s11122z"}}"#),
        format!(r#"{{{base}, "extra": [1, 2, {{"x": "y"}}]}}"#),
        format!(r#"{{{base}, "tsumo": null}}"#),
        format!(r#"{{{base}, "tsumo": 1}}"#),
        format!(r#"{{{base}, "honba": -1}}"#),
        format!(r#"{{{base}, "honba": 4294967296}}"#),
        format!(r#"{{{base}, "honba": 2.0}}"#),
        format!(r#"{{{base}, "riichi_sticks": 3, "honba": 2, "riichi": true}}"#),
        format!(r#"{{{base}, "ruleset": null}}"#),
        format!(r#"{{{base}, "ruleset": "wrc-2022"}}"#),
        format!(r#"{{{base}, "ruleset": "nope"}}"#),
        format!(r#"{{{base}, "seat_wind": "Q"}}"#),
        format!(r#"{{{base}, "seat_wind": "\u0053"}}"#),
        format!(r#"{{{base}, "melds": []}}"#),
        format!(r#"{{{base}, "melds": null}}"#),
        format!(r#"{{{base}, "melds": [{{"kind": "pung", "tiles": "111z"}}]}}"#),
        format!(r#"{{{base}, "melds": [{{"tiles": "111z"}}]}}"#),
        format!(r#"{{{base}, "melds": [{{"kind": "pon", "tiles": "111z", "opened": null, "x": 1}}]}}"#),
        r#"{"hand": "11122z", "win_tile": "2z", "melds": [{"kind": "pon", "tiles": "111m"}, {"kind": "pon", "tiles": "222m"}, {"kind": "pon", "tiles": "333m"}, {"kind": "pon", "tiles": "444m"}, {"kind": "pon", "tiles": "555m"}]}"#.to_string(),
        format!(r#"{{{base}}} trailing"#),
        format!(r#"{{{base}}}{{}}"#),
        r#"{"win_tile": "3m"}"#.to_string(),
        "{}".to_string(),
        "[1, 2]".to_string(),
        "not json".to_string(),
        "\"a string\"".to_string(),
        format!(r#"{{"id": "x", {base}, "hand": 5}}"#),
    ] {
        input.push_str(&line);
        input.push('\n');
    }
    input.push_str("\n   \n");
    input.push_str(&format!(r#"{{"id": "last, no newline", {base}}}"#));
    let ours = run_text(&input);
    let theirs = reference(&input);
    for (i, (a, b)) in ours.lines().zip(theirs.lines()).enumerate() {
        assert_eq!(a, b, "line {i}");
    }
    assert_eq!(ours, theirs);
}

#[test]
fn numbers_of_every_length_are_written_in_decimal() {
    let mut line = Line::default();
    for n in [
        0,
        7,
        10,
        99,
        100,
        999,
        1000,
        9999,
        10_000,
        99_999,
        100_000,
        999_999,
        1_000_000,
        u32::MAX,
    ] {
        line.len = 0;
        line.number(n);
        assert_eq!(line.text(), n.to_string().as_bytes());
    }
}

#[test]
fn a_line_that_is_not_utf8_is_refused_wherever_the_bad_byte_sits() {
    let good = br#"{"id": "a", "hand": "123m456p789s11122z", "win_tile": "3m"}"#;
    let mut input = Vec::new();
    // A bad byte in the id, in the hand, in a key and between members.
    for at in [9, 23, 3, 11] {
        let mut line = good.to_vec();
        line.insert(at, 0xff);
        input.extend_from_slice(&line);
        input.push(b'\n');
    }
    input.extend_from_slice(good);
    let mut out = Vec::new();
    run(&input[..], &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    for line in &lines[..4] {
        assert!(
            line.starts_with(r#"{"id":null,"error":"bad_json: the line is not UTF-8","han":null"#),
            "{line}"
        );
    }
    assert!(
        lines[4].starts_with(r#"{"id":"a","error":null,"han":"#),
        "{}",
        lines[4]
    );
}

/// Gives what `left` holds, then a failure to read.
struct FailingInput {
    left: Vec<u8>,
}

impl std::io::Read for FailingInput {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.left.is_empty() {
            return Err(std::io::Error::other("the disk went away"));
        }
        let n = buf.len().min(self.left.len());
        buf[..n].copy_from_slice(&self.left[..n]);
        self.left.drain(..n);
        Ok(n)
    }
}

/// Accepts `room` bytes, then fails.
struct FailingOutput {
    room: usize,
}

impl Write for FailingOutput {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.room == 0 {
            return Err(std::io::Error::other("the pipe closed"));
        }
        let n = buf.len().min(self.room);
        self.room -= n;
        Ok(n)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_failure_to_read_or_write_midway_ends_the_run_with_that_error() {
    let line = SPEC_EXAMPLE.replace('\n', " ") + "\n";
    let many = line.repeat(5 * CHUNK / line.len());
    let input = std::io::BufReader::new(FailingInput {
        left: many.clone().into_bytes(),
    });
    let err = run(input, Vec::new()).unwrap_err();
    assert_eq!(err.to_string(), "the disk went away");
    let err = run(many.as_bytes(), FailingOutput { room: 100_000 }).unwrap_err();
    assert_eq!(err.to_string(), "the pipe closed");
}

#[test]
fn many_blocks_over_every_core_keep_the_input_order() {
    let lines: Vec<String> = fixture_lines()
        .iter()
        .map(|h| serde_json::to_string(h).unwrap())
        .collect();
    let mut input = String::new();
    let mut n = 0;
    while input.len() < 5 * CHUNK + 12_345 {
        let mut hand: Value = serde_json::from_str(&lines[n % lines.len()]).unwrap();
        hand["id"] = Value::from(n);
        input.push_str(&hand.to_string());
        input.push('\n');
        n += 1;
    }
    // No final newline: the last line still counts.
    input.pop();
    let ours = run_text(&input);
    assert_eq!(ours.lines().count(), n);
    for (i, line) in ours.lines().enumerate() {
        assert!(line.starts_with(&format!("{{\"id\":{i},")), "{i}: {line}");
    }
    assert_eq!(ours, reference(&input));
}

fn run_str(input: &str) -> Vec<Value> {
    let mut out = Vec::new();
    run(input.as_bytes(), &mut out).unwrap();
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

const SPEC_EXAMPLE: &str = r#"{"id": "c1",
 "hand": "123m789999p225555z", "win_tile": "3m",
 "melds": [{"kind": "ankan", "tiles": "5555z", "opened": false},
           {"kind": "pon", "tiles": "999p", "opened": true}],
 "tsumo": false, "riichi": false, "double_riichi": false, "ippatsu": false,
 "haitei": false, "houtei": false, "rinshan": false, "chankan": false,
 "tenhou": false, "chiihou": false,
 "seat_wind": "N", "round_wind": "E",
 "dora_indicators": "7z4p", "ura_indicators": "",
 "honba": 0, "riichi_sticks": 1}"#;

#[test]
fn the_spec_example_scores_as_the_spec_says() {
    let line = SPEC_EXAMPLE.replace('\n', " ");
    let out = run_str(&line);
    let r = &out[0];
    assert_eq!(r["id"], "c1");
    assert_eq!(r["error"], Value::Null);
    assert_eq!(r["han"], 6);
    assert_eq!(r["fu"], 60);
    assert_eq!(r["yakuman"], 0);
    assert_eq!(r["limit"], "haneman");
    assert_eq!(r["cost"]["main"], 12000);
    assert_eq!(r["cost"]["additional"], 0);
    assert_eq!(r["cost"]["total"], 13000);
    let names: Vec<&str> = r["yaku"]
        .as_array()
        .unwrap()
        .iter()
        .map(|y| y["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["yakuhai_haku", "chanta", "dora"]);
    assert!(r["fu_details"]
        .as_array()
        .unwrap()
        .contains(&serde_json::json!({"reason": "closed_terminal_kan", "fu": 32})));
}

#[test]
fn fields_come_in_the_spec_order() {
    let mut out = Vec::new();
    run(SPEC_EXAMPLE.replace('\n', " ").as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let order = [
        "\"id\"",
        "\"error\"",
        "\"han\"",
        "\"fu\"",
        "\"yakuman\"",
        "\"yaku\"",
        "\"fu_details\"",
        "\"limit\"",
        "\"cost\"",
    ];
    crate::cli::testing::assert_in_order(&text, &order);
}

#[test]
fn a_bad_line_gives_an_error_and_the_run_goes_on() {
    let input = "not json\n{\"id\": 7, \"hand\": 5}\n\n{\"id\": \"x\", \"hand\": \"123m456p789s11122z\", \"win_tile\": \"3m\", \"seat_wind\": \"Q\"}\n{\"hand\": \"123m456p789s11122z\", \"win_tile\": \"3m\", \"riichi\": true}\n";
    let out = run_str(input);
    assert_eq!(out.len(), 4, "blank lines give no result");
    assert_eq!(out[0]["id"], Value::Null);
    assert!(out[0]["error"].as_str().unwrap().starts_with("bad_json: "));
    assert_eq!(out[0]["han"], Value::Null);
    assert_eq!(out[0]["cost"], Value::Null);
    assert_eq!(out[1]["id"], 7);
    assert!(out[1]["error"].as_str().unwrap().starts_with("bad_input: "));
    assert_eq!(out[2]["id"], "x");
    assert!(out[2]["error"].as_str().unwrap().contains("seat_wind"));
    assert_eq!(out[3]["id"], Value::Null);
    assert_eq!(out[3]["error"], Value::Null);
    assert_eq!(
        out[3]["han"], 3,
        "riichi and a triplet of East as seat and round wind"
    );
}

#[test]
fn engine_errors_are_reported_with_their_word() {
    let out = run_str(
        "{\"id\":1,\"hand\":\"33333m456p789s11z22z\",\"win_tile\":\"3m\"}\n\
         {\"id\":2,\"hand\":\"123m456p789s11z223z\",\"win_tile\":\"3m\"}\n\
         {\"id\":3,\"hand\":\"123m456p789s11122z\",\"win_tile\":\"3m\",\"ruleset\":\"nope\"}\n\
         {\"id\":4,\"hand\":\"123m456p789s1112x2z\",\"win_tile\":\"3m\"}\n\
         {\"id\":5,\"hand\":\"123m456p789s11122z\",\"win_tile\":\"3m\",\"melds\":[{\"kind\":\"pung\",\"tiles\":\"111z\"}]}\n",
    );
    let err = |i: usize| out[i]["error"].as_str().unwrap().to_string();
    assert_eq!(err(0), "invalid_hand: 5 copies of 3m");
    assert!(err(1).starts_with("not_winning_shape"));
    assert!(err(2).starts_with("unknown_ruleset"));
    assert!(
        err(3).starts_with("bad_notation: hand at character 17: unexpected character 'x'"),
        "{}",
        err(3)
    );
    assert!(err(4).starts_with("bad_input: melds[0].kind"));
}

#[test]
fn the_typed_styles_say_they_are_never_scored_from_tiles_and_where_their_rules_are() {
    let styles = [
        ("american", "§10"),
        ("chinese-classical", "§11"),
        ("chinese-classical-no-limit", "§11"),
        ("chinese-classical-east-double", "§11"),
        ("vietnamese", "§12"),
    ];
    for (preset, section) in styles {
        // The fast reader's path, then serde's (an escape in the id sends the line there).
        let input = format!(
            "{{\"id\":1,\"hand\":\"123m456p789s11122z\",\"win_tile\":\"3m\",\"ruleset\":\"{preset}\"}}\n\
             {{\"id\":\"\\u0032\",\"hand\":\"123m456p789s11122z\",\"win_tile\":\"3m\",\"ruleset\":\"{preset}\"}}\n"
        );
        let out = run_str(&input);
        let expected = format!(
            "unknown_ruleset: \"{preset}\" is never scored from tiles: its hands' values are typed on the score sheet; see docs/rules.md {section}"
        );
        assert_eq!(out[0]["error"], expected.as_str(), "{preset}, fast path");
        assert_eq!(out[1]["id"], "2", "{preset}");
        assert_eq!(out[1]["error"], expected.as_str(), "{preset}, serde path");
    }
}

#[test]
fn a_dealer_tsumo_reports_each_payment_as_main_and_additional() {
    let out = run_str("{\"hand\":\"123m456p789s11122z\",\"win_tile\":\"3m\",\"tsumo\":true,\"seat_wind\":\"E\",\"honba\":1}\n");
    let c = &out[0]["cost"];
    assert_eq!(c["main"], c["additional"]);
    let each = c["main"].as_u64().unwrap();
    assert_eq!(c["total"].as_u64().unwrap(), 3 * each + 300);
}

#[test]
fn a_minefield_line_scores_at_the_table_of_two() {
    // The same West pung for the second player (West) and the first (East), then a tsumo.
    let out = run_str(
        "{\"ruleset\":\"minefield\",\"hand\":\"234m678p678s333z55p\",\"win_tile\":\"8s\",\"dora_indicators\":\"4p\",\"seat_wind\":\"W\",\"round_wind\":\"W\"}\n\
         {\"ruleset\":\"minefield\",\"hand\":\"234m678p678s333z55p\",\"win_tile\":\"8s\",\"dora_indicators\":\"4p\",\"seat_wind\":\"E\",\"round_wind\":\"W\"}\n\
         {\"ruleset\":\"minefield\",\"hand\":\"234m678p678s333z55p\",\"win_tile\":\"8s\",\"tsumo\":true}\n",
    );
    let names = |r: &Value| -> Vec<String> {
        let yaku = r["yaku"].as_array().unwrap().iter();
        yaku.map(|y| y["name"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(names(&out[0]), ["riichi", "yakuhai_seat_wind_west", "dora"]);
    assert_eq!(
        (&out[0]["han"], &out[0]["cost"]["main"]),
        (&4.into(), &8000.into())
    );
    // No round wind: the first player's West pung is worth nothing.
    assert_eq!(names(&out[1]), ["riichi", "dora"]);
    assert_eq!(out[1]["cost"]["main"], 7700);
    assert!(out[2]["error"]
        .as_str()
        .unwrap()
        .starts_with("invalid_situation: Minefield draws no tile"));
}
