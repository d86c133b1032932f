//! `tenbou score` for MCR lines (`"ruleset": "mcr"`, docs/mcr.md "Hands").
//!
//! Owns the JSON shape of an MCR line and the refusal of a field of the wrong JSON type (a flag
//! that is not `true`/`false`, `flowers` that is not an integer, a missing `hand`) as
//! `bad_notation`. Everything else is the engine's: the checks of the fields
//! (`engine::styles::mcr::line`), the score (`engine::styles::mcr::scoring`), the result line.
//! `cli::score` only routes lines here.
//!
//! Choices the spec leaves open: `hand` and `win_tile` are required (missing: `bad_notation`);
//! a `null` where a flag, a wind, `flowers` or `melds` belongs is the wrong type, not the default; a line
//! that is not a JSON object is `bad_json`, with `"id": null`, as on every other line.

use std::borrow::Cow;

use serde::Deserialize;
use serde_json::{Map, Number, Value};

use crate::engine::styles::mcr::line::{
    read_hand, BadNotation, McrHandFields, McrLineError, McrMeldFields, McrResultLine,
};
use crate::engine::styles::mcr::scoring::score;
use crate::engine::tiles::WrittenTiles;

/// The `ruleset` of the lines scored here.
pub const RULESET: &str = "mcr";

/// Scores `line` if it is an MCR line and says whether it was: the way in for lines the fast
/// riichi reader did not take. Other lines cost a substring search, or for one holding the word,
/// a reading as JSON; an MCR line is read once.
pub fn score_if_mcr(line: &str, out: &mut Vec<u8>) -> bool {
    if !line.contains("\"mcr\"") {
        return false;
    }
    match serde_json::from_str::<Line<'_>>(line) {
        Ok(read) if read.ruleset.as_deref() == Some(RULESET) => {
            score_read(&read, out);
            true
        }
        Ok(_) => false,
        Err(e) if names_mcr(line) => {
            refuse_unread(line, &e, out);
            true
        }
        Err(_) => false,
    }
}

/// Whether a line that did not read as an MCR line still names the ruleset.
fn names_mcr(line: &str) -> bool {
    #[derive(Deserialize)]
    struct Probe<'a> {
        #[serde(default, borrow)]
        ruleset: Option<Cow<'a, str>>,
    }
    serde_json::from_str::<Probe<'_>>(line).is_ok_and(|p| p.ruleset.as_deref() == Some(RULESET))
}

fn no_flowers() -> Number {
    Number::from(0)
}

fn east() -> Cow<'static, str> {
    Cow::Borrowed("E")
}

/// An MCR line as written. Strings borrow from the line unless they hold an escape.
#[derive(Deserialize)]
struct Line<'a> {
    #[serde(default)]
    id: Value,
    #[serde(default, borrow)]
    ruleset: Option<Cow<'a, str>>,
    #[serde(borrow)]
    hand: Cow<'a, str>,
    #[serde(borrow)]
    win_tile: Cow<'a, str>,
    #[serde(default, borrow)]
    melds: Vec<Meld<'a>>,
    #[serde(default = "no_flowers")]
    flowers: Number,
    #[serde(default)]
    tsumo: bool,
    #[serde(default)]
    last_tile: bool,
    #[serde(default)]
    kong: bool,
    #[serde(default)]
    fourth_tile: bool,
    #[serde(default = "east", borrow)]
    seat_wind: Cow<'a, str>,
    #[serde(default = "east", borrow)]
    round_wind: Cow<'a, str>,
}

#[derive(Deserialize)]
struct Meld<'a> {
    #[serde(borrow)]
    kind: Cow<'a, str>,
    #[serde(borrow)]
    tiles: Cow<'a, str>,
}

/// Scores one line known to be an MCR line and appends its result line to `out`.
pub fn score_line(text: &str, out: &mut Vec<u8>) {
    match serde_json::from_str::<Line<'_>>(text) {
        Ok(read) => score_read(&read, out),
        Err(e) => refuse_unread(text, &e, out),
    }
}

fn score_read(line: &Line<'_>, out: &mut Vec<u8>) {
    let melds: Vec<McrMeldFields<'_>> = line
        .melds
        .iter()
        .map(|m| McrMeldFields {
            kind: &m.kind,
            tiles: &m.tiles,
        })
        .collect();
    let result = match flowers(&line.flowers) {
        Ok(flowers) => {
            let fields = McrHandFields {
                tiles: WrittenTiles {
                    hand: &line.hand,
                    win_tile: &line.win_tile,
                    melds: &melds,
                },
                flowers,
                tsumo: line.tsumo,
                last_tile: line.last_tile,
                kong: line.kong,
                fourth_tile: line.fourth_tile,
                seat_wind: &line.seat_wind,
                round_wind: &line.round_wind,
            };
            match read_hand(&fields) {
                Ok(hand) => McrResultLine::of(&line.id, &score(&hand)),
                Err(e) => McrResultLine::refused(&line.id, e.to_string()),
            }
        }
        Err(e) => McrResultLine::refused(&line.id, e.to_string()),
    };
    write(out, &result);
}

/// The result of a line that did not deserialize: the reason named by its field.
fn refuse_unread(text: &str, e: &serde_json::Error, out: &mut Vec<u8>) {
    let (id, error) = diagnose(text, e);
    write(out, &McrResultLine::refused(&id, error));
}

fn write(out: &mut Vec<u8>, line: &McrResultLine<&Value>) {
    serde_json::to_writer(&mut *out, line).expect("writing to memory cannot fail");
    out.push(b'\n');
}

/// `flowers` as a count to check: a number that is not an integer cannot be read; an integer
/// too large for the count is passed on as the largest, to be refused as impossible.
fn flowers(n: &Number) -> Result<i64, McrLineError> {
    if let Some(i) = n.as_i64() {
        return Ok(i);
    }
    if n.is_u64() {
        return Ok(i64::MAX);
    }
    Err(field_error("flowers", format!("{n} is not an integer")))
}

fn field_error(field: &str, problem: String) -> McrLineError {
    McrLineError::BadNotation(BadNotation::Field {
        field: field.to_owned(),
        problem,
    })
}

/// Why a line did not deserialize, named by its field: the id (or null) and the error text.
/// Only lines in error come here, so reading the line a second time costs the others nothing.
fn diagnose(text: &str, serde_error: &serde_json::Error) -> (Value, String) {
    let Ok(object) = serde_json::from_str::<Map<String, Value>>(text) else {
        return (Value::Null, format!("bad_json: {serde_error}"));
    };
    let id = object.get("id").cloned().unwrap_or(Value::Null);
    let problem = first_wrong_field(&object);
    let error = match problem {
        Some((field, problem)) => field_error(&field, problem).to_string(),
        None => field_error("line", serde_error.to_string()).to_string(),
    };
    (id, error)
}

/// The first field (in the documented order) missing or of the wrong JSON type.
fn first_wrong_field(object: &Map<String, Value>) -> Option<(String, String)> {
    for field in ["hand", "win_tile"] {
        match object.get(field) {
            None => return Some((field.into(), "missing (an mpsz string is needed)".into())),
            Some(Value::String(_)) => {}
            Some(v) => return Some((field.into(), format!("{v} is not an mpsz string"))),
        }
    }
    match object.get("melds") {
        None => {}
        Some(Value::Array(melds)) => {
            for (i, m) in melds.iter().enumerate() {
                let Value::Object(m) = m else {
                    return Some((format!("melds[{i}]"), format!("{m} is not an object")));
                };
                for key in ["kind", "tiles"] {
                    if !matches!(m.get(key), Some(Value::String(_))) {
                        return Some((format!("melds[{i}].{key}"), "is not a string".into()));
                    }
                }
            }
        }
        Some(v) => return Some(("melds".into(), format!("{v} is not a list"))),
    }
    if let Some(v) = object.get("flowers") {
        if !v.is_number() {
            return Some(("flowers".into(), format!("{v} is not an integer")));
        }
    }
    for flag in ["tsumo", "last_tile", "kong", "fourth_tile"] {
        if let Some(v) = object.get(flag) {
            if !v.is_boolean() {
                return Some((flag.into(), format!("{v} is not true or false")));
            }
        }
    }
    for wind in ["seat_wind", "round_wind"] {
        if let Some(v) = object.get(wind) {
            if !v.is_string() {
                return Some((wind.into(), format!("{v} is not E, S, W or N")));
            }
        }
    }
    None
}
