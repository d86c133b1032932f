//! `tenbou game`: a game's hands in, the score sheet out, as JSON (docs/game-json.md).
//!
//! Owns the reading of the input document, the friendly messages for hands that are not of
//! the expected shape, and the exact output document and exit status. It must not compute
//! anything about the game itself: every rule is in `engine::game`, which this only drives.
//! No I/O here either: the binary reads standard input and prints what [`run`] returns.

use serde_json::{Map, Value};

use super::game_doc::{document_error, hand_list, play_hands, players, winner_list};
use super::game_hand::{
    given, outcome, time_up, tsumo_winner, unknown_outcome, winner_object, BET_REFUSED,
};
use super::game_out::{render, FinalOut, RowOut};
use crate::engine::game::{Game, Hand, HandError};
use crate::engine::ruleset::{PresetId, Ruleset};
use crate::engine::styles::{all_preset_ids, style, GameFlow, ValueKind, DEFAULT_PRESET};

const OUTCOMES: &str = "ron, tsumo, draw, abortive or chombo";

/// Largest document read, in bytes: four times what the largest game (500 hands of the
/// wordiest style, pretty-printed) takes. A larger input is refused before it is parsed, since
/// parsing alone would cost many times its size in memory.
pub const MAX_DOCUMENT_BYTES: u64 = 4 * 1024 * 1024;

/// Run `tenbou game` on a document read from `input` (standard input), at most
/// [`MAX_DOCUMENT_BYTES`] of it; an input that cannot be read is an error.
pub fn run_from(input: impl std::io::Read) -> std::io::Result<(String, i32)> {
    use std::io::Read;
    let mut text = String::new();
    input
        .take(MAX_DOCUMENT_BYTES + 1)
        .read_to_string(&mut text)?;
    if text.len() as u64 > MAX_DOCUMENT_BYTES {
        return Ok(document_error(format!(
            "the document is larger than {} MiB: a game has at most {} hands; split the document",
            MAX_DOCUMENT_BYTES / (1024 * 1024),
            crate::db::transfer::MAX_HANDS
        )));
    }
    Ok(run(&text))
}

/// Run `tenbou game` on the input document: returns the output document and the exit status
/// (0, or 1 when the document or a hand is in error).
pub fn run(input: &str) -> (String, i32) {
    // The style the document names chooses its reader by the engine that replays its games:
    // Hong Kong Old Style (docs/rules.md §7) and MCR (§8) have games of their own, the styles of
    // points (Zung Jung, §9) share one, read by `game_cc` for Chinese Classical (§11), where
    // every player's hand is scored. A document that is not an object, or names no preset,
    // is the riichi reader's to word.
    if let Ok(Value::Object(doc)) = serde_json::from_str::<Value>(input) {
        let named = doc.get("ruleset").and_then(Value::as_str);
        if let Some(preset) = named.and_then(PresetId::parse) {
            let rules = style(preset.style());
            match rules.game_flow() {
                GameFlow::HongKong => return super::game_hkos::run(&doc),
                GameFlow::Mcr => return super::game_mcr::run(&doc),
                // A style scoring every player's hand (Chinese Classical, §11): its own reader.
                GameFlow::Points if rules.value_kind() == ValueKind::Scores => {
                    return super::game_cc::run(&doc, preset)
                }
                // A table of five (American, §10) is read there too.
                GameFlow::Points => return super::game_points::run(&doc, preset),
                // Eight people at a style with a tag-team form (Mangan, §15).
                GameFlow::Riichi if super::game_tag_team::names_eight(&doc) => {
                    return super::game_tag_team::run(&doc, preset, parse_hand)
                }
                GameFlow::Riichi => {}
            }
        }
    }
    run_riichi(input)
}

/// A riichi or sanma document.
fn run_riichi(input: &str) -> (String, i32) {
    let (rules, names, hands) = match read_document(input) {
        Ok(doc) => doc,
        Err(message) => return document_error(message),
    };
    let name_refs: [&str; 4] = [&names[0], &names[1], &names[2], &names[3]];
    let mut game = Game::with_names(&rules, name_refs);
    // A hand after the end is refused before its shape is looked at.
    let over = |game: &Game| game.is_over().then(|| game.rows().len());
    let error = play_hands(&mut game, &hands, over, |game, raw| {
        parse_hand(raw).and_then(|hand| game.apply(&hand).map(|_| ()).map_err(|e| e.to_string()))
    });
    let seats = rules.seats();
    let sheet = game.into_sheet(None::<HandError>);
    let status = i32::from(error.is_some());
    let rows: Vec<RowOut> = sheet.rows.iter().map(|r| RowOut::new(r, seats)).collect();
    let final_out = sheet.final_result.as_ref().map(|f| FinalOut::new(f, seats));
    let out = render(error.as_ref(), &rows, sheet.ended, final_out.as_ref());
    (out, status)
}

type Document = (Ruleset, [String; 4], Vec<Value>);

/// Read the top of the document: ruleset, players, the list of hands. Anything wrong here is a
/// document error (`"hand": null`).
fn read_document(input: &str) -> Result<Document, String> {
    let value: Value =
        serde_json::from_str(input).map_err(|e| format!("the input is not valid JSON: {e}"))?;
    let Value::Object(doc) = value else {
        return Err(
            "the input must be a JSON object with `ruleset`, `players` and `hands`".to_owned(),
        );
    };
    let rules = match doc.get("ruleset") {
        None | Some(Value::Null) => Ruleset::preset(DEFAULT_PRESET),
        Some(Value::String(id)) => PresetId::parse(id)
            .map(Ruleset::preset)
            .ok_or_else(|| format!("unknown ruleset \"{id}\"; use one of: {}", preset_list()))?,
        Some(_) => {
            return Err(format!(
                "`ruleset` must be a preset id string, one of: {}",
                preset_list()
            ))
        }
    };
    let seats = rules.seats();
    let names = players(&doc, seats)?;
    let hands = hand_list(&doc)?;
    Ok((rules, names, hands))
}

/// The presets whose games this command replays: all of them (HKOS through `game_hkos`, MCR
/// through `game_mcr`, the styles of points through `game_points`).
fn preset_list() -> String {
    all_preset_ids()
        .map(PresetId::as_str)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Read one hand, with a message a person can act on when it is not of the expected shape.
fn parse_hand(raw: &Value) -> Result<Hand, String> {
    check_hand_shape(raw)?;
    serde_json::from_value::<Hand>(raw.clone())
        .map_err(|e| format!("the hand is not in the expected form: {e}"))
}

fn check_hand_shape(raw: &Value) -> Result<(), String> {
    let (hand, outcome) = outcome(raw, OUTCOMES)?;
    seat_list(hand, "riichi")?;
    seat_list(hand, "dead")?;
    if let Some(v) = hand.get("dealer_stops") {
        if !v.is_boolean() && !v.is_null() {
            return Err("`dealer_stops` must be true or false".to_owned());
        }
    }
    time_up(hand)?;
    if given(hand, "bet") {
        return Err(format!(
            "{BET_REFUSED} in riichi; remove `bet` from this hand"
        ));
    }
    match outcome {
        "ron" => {
            seat(hand, "discarder", "discarder", true)?;
            winner_list(hand, winner)?;
        }
        "tsumo" => {
            let example = "{\"seat\": …, \"han\": …, \"fu\": …}";
            tsumo_winner(hand, example, "a value", winner)?;
        }
        "draw" => {
            seat_list(hand, "tenpai")?;
            seat_list(hand, "nagashi")?;
        }
        "abortive" => {}
        "chombo" => seat(hand, "offender", "offender", true)?,
        other => return Err(unknown_outcome(other, OUTCOMES)),
    }
    Ok(())
}

fn winner(w: &Value, path: &str) -> Result<(), String> {
    let obj = winner_object(w, path, "a value")?;
    seat(obj, "seat", &format!("{path}.seat"), true)?;
    seat(obj, "pao", &format!("{path}.pao"), false)?;
    for key in ["han", "fu", "yakuman"] {
        whole_number(obj, key, &format!("{path}.{key}"))?;
    }
    match obj.get("limit") {
        None | Some(Value::Null) => {}
        Some(Value::String(s)) if matches!(s.as_str(), "mangan" | "haneman" | "baiman" | "sanbaiman" | "yakuman") => {}
        Some(other) => {
            return Err(format!(
                "`{path}.limit` is {other}: use \"mangan\", \"haneman\", \"baiman\" or \"sanbaiman\" (a yakuman is written \"yakuman\": 1)"
            ))
        }
    }
    Ok(())
}

/// A non-negative integer field small enough for the engine, if present.
fn whole_number(obj: &Map<String, Value>, key: &str, path: &str) -> Result<(), String> {
    match obj.get(key) {
        None | Some(Value::Null) => Ok(()),
        Some(Value::Number(n)) => {
            if let Some(u) = n.as_u64() {
                if u > u64::from(u32::MAX) {
                    return Err(format!("`{path}` is too large: {u}"));
                }
                Ok(())
            } else if n.as_i64().is_some() {
                Err(format!("`{path}` must not be negative, got {n}"))
            } else {
                Err(format!("`{path}` must be a whole number, got {n}"))
            }
        }
        Some(other) => Err(format!("`{path}` must be a number, got {other}")),
    }
}

/// A seat field: a whole number 0–3.
fn seat(obj: &Map<String, Value>, key: &str, path: &str, required: bool) -> Result<(), String> {
    match obj.get(key) {
        None | Some(Value::Null) if required => Err(format!(
            "`{path}` is missing: give a seat, 0 (East), 1 (South), 2 (West) or 3 (North)"
        )),
        None | Some(Value::Null) => Ok(()),
        Some(v) => seat_value(v, path),
    }
}

fn seat_value(v: &Value, path: &str) -> Result<(), String> {
    match v {
        Value::Number(n) => match n.as_u64() {
            // 4–255 reach the engine, which names the field; larger ones are refused here
            // with the same words.
            Some(u) if u > 255 => Err(format!(
                "seat {u} in `{path}` is out of range: seats are 0 (East), 1 (South), 2 (West) and 3 (North), the places at the start of the game"
            )),
            Some(_) => Ok(()),
            None => Err(format!(
                "`{path}` must be a seat number 0–3, got {n}"
            )),
        },
        other => Err(format!("`{path}` must be a seat number 0–3, got {other}")),
    }
}

fn seat_list(obj: &Map<String, Value>, key: &str) -> Result<(), String> {
    match obj.get(key) {
        None => Ok(()),
        Some(Value::Array(list)) => {
            for (i, v) in list.iter().enumerate() {
                seat_value(v, &format!("{key}[{i}]"))?;
            }
            Ok(())
        }
        Some(_) => Err(format!("`{key}` must be a list of seats, e.g. [0, 2]")),
    }
}

#[cfg(test)]
mod tests {
    use super::super::game_doc::testing::{assert_document_errors, assert_second_hand_errors};
    use super::*;

    #[test]
    fn document_errors_give_a_null_hand_and_no_rows() {
        let cases = [
            ("not json", "not valid JSON"),
            ("[1, 2]", "must be a JSON object"),
            (
                r#"{"ruleset": "riichi-2099", "hands": []}"#,
                "unknown ruleset",
            ),
            (r#"{"ruleset": 3, "hands": []}"#, "`ruleset` must be"),
            (
                r#"{"players": ["a", "b"], "hands": []}"#,
                "`players` must be",
            ),
            (r#"{"ruleset": "wrc"}"#, "`hands` is missing"),
            (
                r#"{"hands": {"outcome": "draw"}}"#,
                "`hands` must be a list",
            ),
        ];
        assert_document_errors(&cases);
    }

    #[test]
    fn malformed_hands_are_errors_at_their_index_with_a_readable_message() {
        let cases = [
            (
                r#"{"outcome": "ron", "discarder": 0, "winners": [{"seat": 1, "han": 2.5, "fu": 30}]}"#,
                "`winners[0].han` must be a whole number, got 2.5",
            ),
            (
                r#"{"outcome": "ron", "discarder": 0, "winners": [{"seat": 1, "han": -1, "fu": 30}]}"#,
                "must not be negative",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "han": 1, "fu": 30.0}}"#,
                "`winner.fu` must be a whole number",
            ),
            (
                r#"{"outcome": "Ron", "discarder": 0, "winners": []}"#,
                "unknown outcome \"Ron\"",
            ),
            (r#"{"riichi": [1]}"#, "`outcome` is missing"),
            (
                r#"{"outcome": "draw", "tenpai": 1}"#,
                "`tenpai` must be a list of seats",
            ),
            (
                r#"{"outcome": "draw", "riichi": ["East"]}"#,
                "`riichi[0]` must be a seat number",
            ),
            (r#"{"outcome": "chombo"}"#, "`offender` is missing"),
            (
                r#"{"outcome": "chombo", "offender": 9000}"#,
                "seat 9000 in `offender` is out of range",
            ),
            (
                r#"{"outcome": "chombo", "offender": 4}"#,
                "seat 4 in `offender` is out of range",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "limit": "double"}}"#,
                "`winner.limit` is \"double\"",
            ),
            (
                r#"{"outcome": "abortive", "dealer_stops": "yes"}"#,
                "`dealer_stops` must be true or false",
            ),
            (r#"7"#, "a hand must be an object"),
        ];
        assert_second_hand_errors(None, r#"{"outcome": "abortive"}"#, &cases);
    }

    #[test]
    fn output_fields_come_in_the_order_of_the_spec() {
        let (out, code) = run(
            r#"{"hands": [{"outcome": "ron", "discarder": 3, "winners": [{"seat": 1, "han": 3, "fu": 30}]}]}"#,
        );
        assert_eq!(code, 0);
        let order = [
            "\"error\"",
            "\"hands\"",
            "\"index\"",
            "\"round\"",
            "\"dealer\"",
            "\"honba\"",
            "\"deposits_before\"",
            "\"deltas\"",
            "\"points\"",
            "\"deposits_after\"",
            "\"note\"",
            "\"ended\"",
        ];
        super::super::testing::assert_in_order(&out, &order);
        assert!(!out.contains("\"final\""));
    }
}
