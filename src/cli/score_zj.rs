//! `tenbou score` for Zung Jung lines (`"ruleset": "zung-jung"` or `"wsom"`, docs/zung-jung.md
//! "Hands").
//!
//! Owns the JSON shape of a Zung Jung line and of its result line, and the refusal of a field
//! of the wrong JSON type as `bad_notation`. The rules are the engine's
//! (`engine::styles::zung_jung::scoring`): reading the fields, the checks, the score, the
//! payments. `cli::score` only routes lines here.
//!
//! Choices the spec leaves open: `hand` and `win_tile` are required (missing or `null`:
//! `bad_notation`); a `null` anywhere else counts as missing, so takes the default; `opened` of a
//! meld is not read; fields that mean nothing here (`round_wind`, `flowers`, riichi fields) are
//! ignored. These lines go through serde_json's tree: they are few, and the riichi fast path
//! stays as it is.

use serde::Serialize;
use serde_json::{Map, Value};

use crate::engine::styles::zung_jung::scoring::line::{read_hand, ZjHandFields, ZjMeldFields};
use crate::engine::styles::zung_jung::scoring::{
    payments, score, HowWon, ScoreError, Scored, Variant,
};
use crate::engine::tiles::WrittenTiles;

/// The `ruleset`s of the lines scored here: Zung Jung with the chicken hand, and the World
/// Series of Mahjong without it.
pub const RULESETS: [&str; 2] = ["zung-jung", "wsom"];

/// [`RULESETS`] as they stand in a line, quotes included.
const QUOTED: [&str; 2] = ["\"zung-jung\"", "\"wsom\""];

/// Scores `line` if it names one of [`RULESETS`] and says whether it did. Other lines cost a
/// substring search, or for one holding the word, a reading as JSON.
pub fn score_if_zj(line: &str, out: &mut Vec<u8>) -> bool {
    if !QUOTED.iter().any(|id| line.contains(id)) {
        return false;
    }
    let Ok(Value::Object(object)) = serde_json::from_str::<Value>(line) else {
        return false;
    };
    let Some(variant) = object
        .get("ruleset")
        .and_then(Value::as_str)
        .and_then(Variant::from_ruleset)
    else {
        return false;
    };
    let id = object.get("id").unwrap_or(&Value::Null);
    let result = match score_object(&object, variant) {
        Ok(scored) => ResultLine::scored(id, &scored),
        Err(e) => ResultLine::refused(id, e.to_string()),
    };
    serde_json::to_writer(&mut *out, &result).expect("writing to memory cannot fail");
    out.push(b'\n');
    true
}

/// The score of a line read as a JSON object, or why it has none.
pub fn score_object(object: &Map<String, Value>, variant: Variant) -> Result<Scored, ScoreError> {
    let hand = required_text(object, "hand")?;
    let win_tile = required_text(object, "win_tile")?;
    let melds = melds(object)?;
    let meld_fields: Vec<ZjMeldFields<'_>> = melds
        .iter()
        .map(|&(kind, tiles)| ZjMeldFields { kind, tiles })
        .collect();
    let fields = ZjHandFields {
        tiles: WrittenTiles {
            hand,
            win_tile,
            melds: &meld_fields,
        },
        how_won: HowWon {
            tsumo: flag(object, "tsumo")?,
            last_tile: flag(object, "last_tile")?,
            kong_replacement: flag(object, "kong_replacement")?,
            robbing_kong: flag(object, "robbing_kong")?,
            blessing_of_heaven: flag(object, "blessing_of_heaven")?,
            blessing_of_earth: flag(object, "blessing_of_earth")?,
        },
        seat_wind: match given(object, "seat_wind") {
            None => "E",
            Some(Value::String(s)) => s,
            Some(v) => return Err(bad(format!("seat_wind {v} is not E, S, W or N"))),
        },
    };
    score(&read_hand(&fields)?, variant)
}

fn bad(text: String) -> ScoreError {
    ScoreError::BadNotation(text)
}

/// A field's value, `null` counting as missing.
fn given<'a>(object: &'a Map<String, Value>, key: &str) -> Option<&'a Value> {
    object.get(key).filter(|v| !v.is_null())
}

fn required_text<'a>(object: &'a Map<String, Value>, key: &str) -> Result<&'a str, ScoreError> {
    match given(object, key) {
        Some(Value::String(s)) => Ok(s),
        Some(v) => Err(bad(format!("{key}: {v} is not an mpsz string"))),
        None => Err(bad(format!("{key}: missing (an mpsz string is needed)"))),
    }
}

fn flag(object: &Map<String, Value>, key: &str) -> Result<bool, ScoreError> {
    match given(object, key) {
        None => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(v) => Err(bad(format!("{key}: {v} is not true or false"))),
    }
}

/// The melds as (kind, tiles) strings.
fn melds(object: &Map<String, Value>) -> Result<Vec<(&str, &str)>, ScoreError> {
    let list = match given(object, "melds") {
        None => return Ok(Vec::new()),
        Some(Value::Array(list)) => list,
        Some(v) => return Err(bad(format!("melds: {v} is not a list"))),
    };
    list.iter()
        .enumerate()
        .map(|(i, m)| {
            let Value::Object(m) = m else {
                return Err(bad(format!("melds[{i}]: {m} is not an object")));
            };
            let text = |key: &str| match given(m, key) {
                Some(Value::String(s)) => Ok(s.as_str()),
                _ => Err(bad(format!("melds[{i}].{key} is not a string"))),
            };
            Ok((text("kind")?, text("tiles")?))
        })
        .collect()
}

/// One pattern of a result line.
#[derive(Serialize)]
struct PatternLine {
    name: &'static str,
    points: u32,
    count: u32,
}

#[derive(Serialize)]
struct PaymentsLine {
    self_pick_each: u32,
    discarder: u32,
    others_each: u32,
}

/// A result line (docs/zung-jung.md "Result line"), fields in the documented order: on an
/// error `points`, `raw_points` and `payments` are null and `patterns` is empty.
#[derive(Serialize)]
struct ResultLine<'a> {
    id: &'a Value,
    error: Option<String>,
    points: Option<u32>,
    raw_points: Option<u32>,
    patterns: Vec<PatternLine>,
    payments: Option<PaymentsLine>,
}

impl<'a> ResultLine<'a> {
    fn scored(id: &'a Value, scored: &Scored) -> Self {
        let p = payments(scored.points);
        ResultLine {
            id,
            error: None,
            points: Some(scored.points),
            raw_points: Some(scored.raw_points),
            patterns: scored
                .patterns
                .iter()
                .map(|c| PatternLine {
                    name: c.pattern.name(),
                    points: c.pattern.points(),
                    count: c.count,
                })
                .collect(),
            payments: Some(PaymentsLine {
                self_pick_each: p.self_pick_each,
                discarder: p.discarder,
                others_each: p.others_each,
            }),
        }
    }

    fn refused(id: &'a Value, error: String) -> Self {
        ResultLine {
            id,
            error: Some(error),
            points: None,
            raw_points: None,
            patterns: Vec::new(),
            payments: None,
        }
    }
}
