//! What every style's `tenbou game` document reads alike (docs/game-json.md): the four player
//! names, the list of hands, seat fields, whole-number points, and the loop that plays the
//! hands in order and stops at the first that cannot be played. Each style's reader keeps
//! only what its own hands hold; the words of every message are the same for every style.

use serde_json::{Map, Value};

use super::game_out::{render, ErrorOut};
use crate::engine::game::SEAT_NAMES;
use crate::engine::seat::Seat;

/// The output of a document that could not be read at all (`"hand": null`, no rows).
pub fn document_error(message: String) -> (String, i32) {
    let error = ErrorOut {
        hand: None,
        message,
    };
    (render(Some(&error), &[], false, None), 1)
}

/// Plays `hands` in order with `apply`, refusing a hand after the game's end (`over` gives the
/// number of rows once the game is over); the first hand that cannot be played stops the
/// sheet there, with its index.
pub fn play_hands<G>(
    game: &mut G,
    hands: &[Value],
    over: impl Fn(&G) -> Option<usize>,
    mut apply: impl FnMut(&mut G, &Value) -> Result<(), String>,
) -> Option<ErrorOut> {
    for (index, raw) in hands.iter().enumerate() {
        let result = match over(game) {
            Some(rows) => Err(format!(
                "the game is already over: it ended with hand {}; remove this hand, or correct the hands before it",
                rows.saturating_sub(1)
            )),
            None => apply(game, raw),
        };
        if let Err(message) = result {
            return Some(ErrorOut {
                hand: Some(index),
                message,
            });
        }
    }
    None
}

/// The `players` field: one name per seat of the table (`seats`), in seat order; the seat
/// names when absent. At a table of three the fourth name is the unused seat's.
pub fn players(doc: &Map<String, Value>, seats: usize) -> Result<[String; 4], String> {
    match doc.get("players") {
        None | Some(Value::Null) => Ok(SEAT_NAMES.map(str::to_owned)),
        Some(Value::Array(list)) if list.len() == seats && list.iter().all(Value::is_string) => {
            let mut names = SEAT_NAMES.map(str::to_owned);
            for (slot, v) in names.iter_mut().zip(list) {
                *slot = v.as_str().unwrap_or_default().to_owned();
            }
            Ok(names)
        }
        Some(_) => Err(format!(
            "`players` must be a list of {} names in seat order ({})",
            if seats == 3 { "three" } else { "four" },
            SEAT_NAMES[..seats].join(", ")
        )),
    }
}

/// The `hands` field: the list of hands played, in order.
pub fn hand_list(doc: &Map<String, Value>) -> Result<Vec<Value>, String> {
    match doc.get("hands") {
        Some(Value::Array(list)) => Ok(list.clone()),
        None => Err("`hands` is missing: give the list of hands played, in order".to_owned()),
        Some(_) => Err("`hands` must be a list of hands".to_owned()),
    }
}

/// A required seat field named `path` (its last part is the key).
pub fn seat(obj: &Map<String, Value>, path: &str) -> Result<Seat, String> {
    let key = path.rsplit('.').next().unwrap_or(path);
    match obj.get(key) {
        None | Some(Value::Null) => Err(format!(
            "`{path}` is missing: give a seat, 0 (East), 1 (South), 2 (West) or 3 (North)"
        )),
        Some(v) => seat_value(v, path),
    }
}

/// A seat number 0–3 at `path`.
pub fn seat_value(v: &Value, path: &str) -> Result<Seat, String> {
    match v.as_u64() {
        Some(u) if u <= 3 => Ok(Seat::new(u as u8)),
        Some(u) => Err(format!(
            "seat {u} in `{path}` is out of range: seats are 0 (East), 1 (South), 2 (West) and 3 (North), the places at the start of the game"
        )),
        None => Err(format!("`{path}` must be a seat number 0–3, got {v}")),
    }
}

/// The list of seats `key` (empty when absent).
pub fn seat_list(obj: &Map<String, Value>, key: &str) -> Result<Vec<Seat>, String> {
    match obj.get(key) {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::Array(list)) => list
            .iter()
            .enumerate()
            .map(|(i, v)| seat_value(v, &format!("{key}[{i}]")))
            .collect(),
        Some(_) => Err(format!("`{key}` must be a list of seats, e.g. [0, 2]")),
    }
}

/// The winners of a ron, the list `winners` of `hand`, each read by `winner` with its path
/// ("winners[0]").
pub fn winner_list<W>(
    hand: &Map<String, Value>,
    winner: impl Fn(&Value, &str) -> Result<W, String>,
) -> Result<Vec<W>, String> {
    match hand.get("winners") {
        Some(Value::Array(list)) => list
            .iter()
            .enumerate()
            .map(|(i, w)| winner(w, &format!("winners[{i}]")))
            .collect(),
        None | Some(Value::Null) => Err("a ron needs `winners`: a list of the winners".to_owned()),
        Some(_) => Err("`winners` must be a list of winners".to_owned()),
    }
}

/// The required points field `key` of the entry at `path`: a whole number (above 0 when
/// `positive`); `meaning` says what the points are when the field is missing.
pub fn points(
    obj: &Map<String, Value>,
    path: &str,
    key: &str,
    meaning: &str,
    positive: bool,
) -> Result<u32, String> {
    match obj.get(key) {
        Some(Value::Number(n)) => n
            .as_u64()
            .filter(|p| !positive || *p > 0)
            .and_then(|p| u32::try_from(p).ok())
            .ok_or_else(|| {
                let above = if positive { " above 0" } else { "" };
                format!("`{path}.{key}` must be a whole number of points{above}, got {n}")
            }),
        None | Some(Value::Null) => Err(format!("`{path}.{key}` is missing: {meaning}")),
        Some(other) => Err(format!("`{path}.{key}` must be a number, got {other}")),
    }
}

/// What the style readers' tests share: running a document and checking where it stops.
#[cfg(test)]
pub mod testing {
    use serde_json::Value;

    /// Runs a document through `tenbou game`, its output read back as JSON.
    pub fn run_json(input: &str) -> (Value, i32) {
        let (out, code) = super::super::game::run(input);
        (
            serde_json::from_str(&out).unwrap_or_else(|e| panic!("output is JSON: {e}\n{out}")),
            code,
        )
    }

    /// Each document is refused as a whole (`"hand": null`) with a message holding its
    /// fragment, and no row, end or final result.
    pub fn assert_document_errors(cases: &[(&str, &str)]) {
        for (input, fragment) in cases {
            let (out, code) = run_json(input);
            assert_eq!(code, 1, "{input}");
            assert_eq!(out["error"]["hand"], Value::Null, "{input}");
            let message = out["error"]["message"].as_str().unwrap_or_default();
            assert!(message.contains(fragment), "{input}: {message}");
            assert_eq!(out["hands"], serde_json::json!([]), "{input}");
            assert_eq!(out["ended"], Value::Bool(false), "{input}");
            assert!(out.get("final").is_none(), "{input}");
        }
    }

    /// Each hand, played second after `first` in a document of `ruleset` (the default preset
    /// when `None`), stops the sheet at index 1 with a message holding its fragment, the first
    /// hand's row kept.
    pub fn assert_second_hand_errors(ruleset: Option<&str>, first: &str, cases: &[(&str, &str)]) {
        let ruleset = ruleset.map_or(String::new(), |id| format!(r#""ruleset": "{id}", "#));
        for (hand, fragment) in cases {
            let input = format!(r#"{{{ruleset}"hands": [{first}, {hand}]}}"#);
            let (out, code) = run_json(&input);
            assert_eq!(code, 1, "{hand}");
            assert_eq!(out["error"]["hand"], Value::from(1), "{hand}");
            let message = out["error"]["message"].as_str().unwrap_or_default();
            assert!(message.contains(fragment), "{hand}: {message}");
            assert_eq!(out["hands"].as_array().map(Vec::len), Some(1), "{hand}");
        }
    }

    /// Each style's reader: its ruleset id (`None`: the default preset), a first hand that
    /// plays, and the fields of a winner's valid value.
    const STYLES: [(Option<&str>, &str, &str); 3] = [
        (None, r#"{"outcome": "abortive"}"#, r#""han": 3, "fu": 30"#),
        (Some("hkos-msmc"), r#"{"outcome": "draw"}"#, r#""faan": 5"#),
        (Some("mcr"), r#"{"outcome": "draw"}"#, r#""fan": 8"#),
    ];

    #[test]
    fn every_style_refuses_the_hands_no_style_can_play_with_the_same_message() {
        for (ruleset, first, value) in STYLES {
            let cases = [
                (
                    r#"{"outcome": "tsumo", "winner": {"seat": 1}}"#.to_string(),
                    "no value given",
                ),
                (
                    format!(
                        r#"{{"outcome": "ron", "discarder": 1, "winners": [{{"seat": 1, {value}}}]}}"#
                    ),
                    "own discard",
                ),
                (
                    r#"{"outcome": "ron", "discarder": 1, "winners": []}"#.to_string(),
                    "at least one winner",
                ),
                (
                    format!(
                        r#"{{"outcome": "ron", "discarder": 4, "winners": [{{"seat": 1, {value}}}]}}"#
                    ),
                    "seat 4 in `discarder` is out of range",
                ),
                (
                    format!(
                        r#"{{"outcome": "tsumo", "winner": {{"seat": 2, {value}}}, "dead": [2]}}"#
                    ),
                    "dead hand",
                ),
                (
                    r#"{"outcome": "Draw"}"#.to_string(),
                    "unknown outcome \"Draw\"",
                ),
            ];
            let cases: Vec<(&str, &str)> = cases.iter().map(|(h, f)| (h.as_str(), *f)).collect();
            assert_second_hand_errors(ruleset, first, &cases);
        }
    }
}
