//! `tenbou score`: hands in, scores out, one JSON object per line (`spec/hand-jsonl.md`).
//!
//! Owns the JSON shape of the batch interface and nothing of the rules: every line is turned
//! into an `engine::hand::HandInput` and scored by `engine::hand::evaluate`. A bad line (bad
//! JSON, a missing field, an impossible hand) gives an error result for that line and the run
//! goes on; only a failure to read the input or write the output ends it.
//!
//! Choices the spec leaves open:
//! - `id` is echoed as given (any JSON value); a line without one, or one that is not JSON,
//!   answers with `"id": null`. Results come in input order, so they can still be matched.
//! - Required fields are `hand` and `win_tile`; every flag defaults to `false`, the winds to
//!   `"E"`, the indicators to `""`, `honba` and `riichi_sticks` to 0, `melds` to `[]`.
//! - A blank line (only whitespace) is not a hand and gives no result.
//! - `cost.additional` on a dealer tsumo equals `cost.main`: each of the three non-dealers
//!   pays that, so `main + 2 × additional` is what every tsumo pays before honba.
//! - Error words besides the engine's: `bad_json` (not a JSON object), `bad_input` (a field
//!   of the wrong type or value, a missing field), `unknown_ruleset`.

use crate::engine::hand::{
    evaluate_with_nuki, HandError, HandInput, MeldInput, MeldKind, Score, Situation, Wind,
};
use crate::engine::ruleset::{Ruleset, Style};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::io::{BufRead, BufWriter, Write};

/// A hand as written: the fields of an input line, owned. The web calculator and the score
/// sheet fill one from their forms, so that every front end maps text to
/// [`HandInput`] the same way and calls the evaluator through [`evaluate_line`].
#[derive(Deserialize, Debug, Clone, Default)]
pub struct HandLine {
    pub hand: String,
    pub win_tile: String,
    #[serde(default)]
    pub melds: Vec<MeldLine>,
    #[serde(default)]
    pub tsumo: bool,
    #[serde(default)]
    pub riichi: bool,
    #[serde(default)]
    pub double_riichi: bool,
    #[serde(default)]
    pub ippatsu: bool,
    #[serde(default)]
    pub haitei: bool,
    #[serde(default)]
    pub houtei: bool,
    #[serde(default)]
    pub rinshan: bool,
    #[serde(default)]
    pub chankan: bool,
    #[serde(default)]
    pub tenhou: bool,
    #[serde(default)]
    pub chiihou: bool,
    #[serde(default)]
    pub renhou: bool,
    #[serde(default = "east")]
    pub seat_wind: String,
    #[serde(default = "east")]
    pub round_wind: String,
    #[serde(default)]
    pub dora_indicators: String,
    #[serde(default)]
    pub ura_indicators: String,
    #[serde(default)]
    pub honba: u32,
    #[serde(default)]
    pub riichi_sticks: u32,
    #[serde(default)]
    pub ruleset: Option<String>,
    /// Sanma: North tiles set aside as nuki dora, not part of `hand` (spec "Sanma").
    #[serde(default)]
    pub nuki: u32,
}

fn east() -> String {
    "E".to_string()
}

/// One meld as written: its kind's name (`chi`, `pon`, …) and its tiles.
#[derive(Deserialize, Debug, Clone, Default)]
pub struct MeldLine {
    pub kind: String,
    pub tiles: String,
    #[serde(default)]
    pub opened: Option<bool>,
}

/// Only the id, read when the full line did not deserialize, so the error still carries it.
#[derive(Deserialize)]
struct IdOnly {
    #[serde(default)]
    id: Value,
}

/// A result line; the field order is the spec's.
#[derive(Serialize)]
struct OutLine<'a> {
    id: &'a Value,
    error: Option<String>,
    han: Option<u32>,
    fu: Option<u32>,
    yakuman: Option<u32>,
    yaku: Option<Vec<OutYaku>>,
    fu_details: Option<Vec<OutFu>>,
    limit: Option<&'static str>,
    cost: Option<OutCost>,
}

#[derive(Serialize)]
struct OutYaku {
    name: &'static str,
    han: u32,
}

#[derive(Serialize)]
struct OutFu {
    reason: &'static str,
    fu: u32,
}

#[derive(Serialize)]
struct OutCost {
    main: u32,
    additional: u32,
    total: u32,
}

/// Reads hands from `input` one JSON object per line and writes one result per line to
/// `output`, in order. Returns an error only when reading or writing fails.
pub fn run(mut input: impl BufRead, output: impl Write) -> std::io::Result<()> {
    let mut out = BufWriter::new(output);
    let default_rules = Ruleset::club();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            break;
        }
        let text = match std::str::from_utf8(&buf) {
            Ok(t) => t,
            Err(_) => {
                write_line(
                    &mut out,
                    &Value::Null,
                    Err("bad_json: the line is not UTF-8".into()),
                )?;
                continue;
            }
        };
        if text.trim().is_empty() {
            continue;
        }
        let (id, result) = score_line(text, &default_rules);
        write_line(&mut out, &id, result)?;
    }
    out.flush()
}

/// Scores one line: its id (or null) and the score or the error text.
fn score_line(text: &str, default_rules: &Ruleset) -> (Value, Result<Score, String>) {
    let (id, line) = match serde_json::from_str::<WithId>(text) {
        Ok(WithId { id, line }) => (id, line),
        Err(e) => {
            // Tell a line that is not JSON from a JSON line with a bad field, and keep the id.
            return match serde_json::from_str::<IdOnly>(text) {
                Ok(IdOnly { id }) => (id, Err(format!("bad_input: {e}"))),
                Err(_) => (Value::Null, Err(format!("bad_json: {e}"))),
            };
        }
    };
    (id, score_parsed(&line, default_rules))
}

/// Why a written hand could not be scored: a field the engine's vocabulary does not know
/// (a wind letter, a meld kind), or the engine's own refusal.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    #[error("bad_input: {0}")]
    BadInput(String),
    #[error(transparent)]
    Hand(#[from] HandError),
}

#[derive(Deserialize)]
struct WithId {
    #[serde(default)]
    id: Value,
    #[serde(flatten)]
    line: HandLine,
}

fn score_parsed(line: &HandLine, default_rules: &Ruleset) -> Result<Score, String> {
    let preset;
    let rules = match &line.ruleset {
        None => default_rules,
        Some(id) => match Ruleset::preset(id) {
            // Hong Kong Old Style has its own faan list, not yet scored from tiles.
            Some(r) if r.style == Style::HongKongOldStyle => {
                return Err(format!(
                    "unknown_ruleset: {id:?} hands are not scored from tiles yet"
                ))
            }
            Some(r) => {
                preset = r;
                &preset
            }
            None => return Err(format!("unknown_ruleset: {id:?} is not a preset")),
        },
    };
    evaluate_line(line, rules).map_err(|e| e.to_string())
}

/// Scores a written hand under `rules` (its own `ruleset` field is the caller's to resolve):
/// the one place where text becomes a [`HandInput`] for the evaluator.
pub fn evaluate_line(line: &HandLine, rules: &Ruleset) -> Result<Score, LineError> {
    let wind = |field: &str, v: &str| {
        Wind::from_letter(v)
            .ok_or_else(|| LineError::BadInput(format!("{field} {v:?} is not E, S, W or N")))
    };
    let seat_wind = wind("seat_wind", &line.seat_wind)?;
    let round_wind = wind("round_wind", &line.round_wind)?;
    let mut melds = Vec::with_capacity(line.melds.len());
    for (i, m) in line.melds.iter().enumerate() {
        let kind = MeldKind::from_name(&m.kind).ok_or_else(|| {
            LineError::BadInput(format!(
                "melds[{i}].kind {:?} is not chi, pon, kan, ankan or shouminkan",
                m.kind
            ))
        })?;
        melds.push(MeldInput {
            kind,
            tiles: &m.tiles,
            opened: m.opened,
        });
    }
    let input = HandInput {
        hand: &line.hand,
        win_tile: &line.win_tile,
        melds: &melds,
        situation: Situation {
            tsumo: line.tsumo,
            riichi: line.riichi,
            double_riichi: line.double_riichi,
            ippatsu: line.ippatsu,
            haitei: line.haitei,
            houtei: line.houtei,
            rinshan: line.rinshan,
            chankan: line.chankan,
            tenhou: line.tenhou,
            chiihou: line.chiihou,
            renhou: line.renhou,
        },
        seat_wind,
        round_wind,
        dora_indicators: &line.dora_indicators,
        ura_indicators: &line.ura_indicators,
        honba: line.honba,
        riichi_sticks: line.riichi_sticks,
    };
    Ok(evaluate_with_nuki(&input, line.nuki, rules)?)
}

fn write_line(
    out: &mut impl Write,
    id: &Value,
    result: Result<Score, String>,
) -> std::io::Result<()> {
    let line = match result {
        Ok(s) => OutLine {
            id,
            error: None,
            han: Some(s.han),
            fu: Some(s.fu),
            yakuman: Some(s.yakuman),
            yaku: Some(
                s.yaku
                    .as_slice()
                    .iter()
                    .map(|y| OutYaku {
                        name: y.yaku.name(),
                        han: y.han,
                    })
                    .collect(),
            ),
            fu_details: Some(
                s.fu_details
                    .as_slice()
                    .iter()
                    .map(|f| OutFu {
                        reason: f.reason.name(),
                        fu: f.fu,
                    })
                    .collect(),
            ),
            limit: Some(s.limit.map_or("", |l| l.name())),
            cost: Some(OutCost {
                main: s.cost.main,
                additional: s.cost.additional,
                total: s.cost.total,
            }),
        },
        Err(error) => OutLine {
            id,
            error: Some(error),
            han: None,
            fu: None,
            yakuman: None,
            yaku: None,
            fu_details: None,
            limit: None,
            cost: None,
        },
    };
    serde_json::to_writer(&mut *out, &line)?;
    out.write_all(b"\n")
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let pos: Vec<usize> = order.iter().map(|k| text.find(k).unwrap()).collect();
        assert!(pos.windows(2).all(|w| w[0] < w[1]), "{text}");
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
    fn a_dealer_tsumo_reports_each_payment_as_main_and_additional() {
        let out = run_str("{\"hand\":\"123m456p789s11122z\",\"win_tile\":\"3m\",\"tsumo\":true,\"seat_wind\":\"E\",\"honba\":1}\n");
        let c = &out[0]["cost"];
        assert_eq!(c["main"], c["additional"]);
        let each = c["main"].as_u64().unwrap();
        assert_eq!(c["total"].as_u64().unwrap(), 3 * each + 300);
    }
}
