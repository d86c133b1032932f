//! `tenbou game` for Hong Kong Old Style documents (`"ruleset": "hkos-msmc"`,
//! docs/game-json.md "Hong Kong Old Style").
//!
//! Owns the reading of an HKOS document (`winds`, `faan_table`, faan or limit values,
//! `penalties`, `dead`) with messages a person can act on; the replay itself is
//! `engine::styles::hkos::game`'s, and the output document is printed by `cli::game_out` so that
//! every style prints the same sheet.

use serde_json::{Map, Value};

use super::game_doc::{four_players, points, replays, run_document, seat, seat_list, seat_value};
use super::game_hand::{
    given, outcome, played, read_objects, refuse_american_fields, refuse_scores, winner_object,
    Checked, Words, WIN_OR_DRAW,
};
use crate::engine::styles::hkos::game::{Game, Hand, Penalty, Winner};
use crate::engine::styles::hkos::{FaanTable, HandValue};

/// The preset id of the documents read here.
pub const PRESET: &str = crate::engine::styles::hkos::PRESETS[0];

/// The style's words in the messages about a hand's outcome.
const WORDS: Words = Words {
    preset: PRESET,
    tsumo_winner: "{\"seat\": …, \"faan\": …} or {\"seat\": …, \"limit\": true}",
    value: "a value",
    abortive_aside: " (no abortive draws)",
    chombo: "a false win is a table penalty (`penalties`: {\"seat\": …, \"each\": 64}) or a dead hand (`dead`)",
};

replays!(Game, Hand);

/// Runs a Hong Kong Old Style document (its `ruleset` names the style's preset). Time is not
/// read from its hands: a game of Hong Kong Old Style is played to its last wind round.
pub fn run(doc: &Map<String, Value>) -> (String, i32) {
    run_document(read_document(doc), |raw| {
        parse_hand(raw).map(|h| (h, false))
    })
}

fn read_document(doc: &Map<String, Value>) -> Result<(Game, Vec<Value>), String> {
    let winds = match doc.get("winds") {
        None | Some(Value::Null) => 1,
        Some(Value::Number(n)) if matches!(n.as_u64(), Some(1 | 2 | 4)) => {
            n.as_u64().map_or(1, |w| w as u8)
        }
        Some(other) => {
            return Err(format!(
                "`winds` is {other}: a game is 1, 2 or 4 wind rounds"
            ))
        }
    };
    let table = match doc.get("faan_table") {
        None | Some(Value::Null) => FaanTable::default(),
        Some(Value::Object(map)) => {
            let mut pairs = Vec::with_capacity(map.len());
            for (k, v) in map {
                let points = v
                    .as_u64()
                    .and_then(|p| u32::try_from(p).ok())
                    .ok_or_else(|| {
                        format!("`faan_table` value for {k:?} is {v}: give whole points, e.g. {{\"3\": 8}}")
                    })?;
                pairs.push((k.as_str(), points));
            }
            FaanTable::from_text_keys(pairs).map_err(|e| format!("`faan_table`: {e}"))?
        }
        Some(_) => {
            return Err(
                "`faan_table` must be an object of faan to points, e.g. {\"3\": 8, \"4\": 16}"
                    .to_owned(),
            )
        }
    };
    let (names, hands) = four_players(doc)?;
    let game = Game::new(table, winds, names.each_ref().map(String::as_str));
    Ok((game, hands))
}

/// Reads one hand, with a message a person can act on when it is not of the expected shape.
fn parse_hand(raw: &Value) -> Result<Hand, String> {
    let (hand, word) = outcome(raw, WIN_OR_DRAW)?;
    refuse_american_fields(hand, PRESET)?;
    if !seat_list(hand, "riichi")?.is_empty() {
        return Err(format!(
            "riichi is not played under {PRESET}; remove `riichi` from this hand"
        ));
    }
    // The spec allows `dealer_stops` only where the ruleset has agari-yame; ignoring it would
    // print a game that goes on while the table thinks it ended.
    match hand.get("dealer_stops") {
        None | Some(Value::Null) | Some(Value::Bool(false)) => {}
        Some(Value::Bool(true)) => {
            return Err(format!(
                "agari-yame (`dealer_stops`) is not played under {PRESET}: a dealer who wins keeps the deal; remove `dealer_stops` from this hand"
            ))
        }
        Some(_) => return Err("`dealer_stops` must be true or false".to_owned()),
    }
    refuse_scores(hand, PRESET)?;
    let dead = seat_list(hand, "dead")?;
    let penalties = penalties(hand)?;
    let outcome = played(hand, word, &WORDS, winner)?.into();
    Ok(Hand {
        outcome,
        penalties,
        dead,
    })
}

fn winner(w: &Value, path: &str) -> Result<Winner, String> {
    let obj = winner_object(w, path, WORDS.value)?;
    let seat = seat(obj, &format!("{path}.seat"))?;
    if given(obj, "bonuses") {
        return Err(format!(
            "`{path}.bonuses` is a Vietnamese field: a Hong Kong Old Style hand is worth `faan` (or \"limit\": true) alone"
        ));
    }
    let faan = match obj.get("faan") {
        None | Some(Value::Null) => None,
        Some(Value::Number(n)) => match n.as_u64() {
            Some(f) => Some(u32::try_from(f).unwrap_or(u32::MAX)),
            None => {
                return Err(format!(
                    "`{path}.faan` must be a whole number of faan, got {n}"
                ))
            }
        },
        Some(other) => return Err(format!("`{path}.faan` must be a number, got {other}")),
    };
    let limit = match obj.get("limit") {
        None | Some(Value::Null) | Some(Value::Bool(false)) => false,
        Some(Value::Bool(true)) => true,
        Some(other) => {
            return Err(format!(
                "`{path}.limit` is {other}: write a limit hand as \"limit\": true"
            ))
        }
    };
    let value = match (faan, limit) {
        (Some(f), false) => HandValue::Faan(f),
        (None, true) => HandValue::Limit,
        (Some(_), true) => {
            return Err(format!(
                "`{path}`: give exactly one of `faan` or \"limit\": true"
            ))
        }
        (None, false) => {
            return Err(format!(
                "`{path}`: no value given; give `faan` (3 or more) or \"limit\": true"
            ))
        }
    };
    let pao = match obj.get("pao") {
        None | Some(Value::Null) => None,
        Some(v) => Some(seat_value(v, &format!("{path}.pao"))?),
    };
    Ok(Winner { seat, value, pao })
}

fn penalties(hand: &Map<String, Value>) -> Result<Vec<Penalty>, String> {
    let words = ("[{\"seat\": 0, \"each\": 8}]", "{\"seat\": …, \"each\": …}");
    read_objects(hand, "penalties", words, Checked::InTurn, |path, obj| {
        let seat = seat(obj, &format!("{path}.seat"))?;
        let each = points(
            obj,
            path,
            "each",
            "the points paid to each other player",
            false,
        )?;
        Ok(Penalty { seat, each })
    })
}

#[cfg(test)]
mod tests {
    use super::super::game_doc::testing::{
        assert_document_errors, assert_second_hand_errors, run_json,
    };

    #[test]
    fn document_errors_give_a_null_hand_and_say_what_to_fix() {
        let cases = [
            (
                r#"{"ruleset": "hkos-msmc", "winds": 3, "hands": []}"#,
                "1, 2 or 4 wind rounds",
            ),
            (
                r#"{"ruleset": "hkos-msmc", "winds": "one", "hands": []}"#,
                "`winds` is \"one\"",
            ),
            (
                r#"{"ruleset": "hkos-msmc", "faan_table": {"4": 16}, "hands": []}"#,
                "no value for 3 faan",
            ),
            (
                r#"{"ruleset": "hkos-msmc", "faan_table": {"3": 8.5}, "hands": []}"#,
                "give whole points",
            ),
            (
                r#"{"ruleset": "hkos-msmc", "faan_table": [8, 16], "hands": []}"#,
                "must be an object",
            ),
            (
                r#"{"ruleset": "hkos-msmc", "players": ["a", "b", "c"], "hands": []}"#,
                "four names",
            ),
            (r#"{"ruleset": "hkos-msmc"}"#, "`hands` is missing"),
        ];
        assert_document_errors(&cases);
    }

    #[test]
    fn malformed_or_impossible_hands_stop_the_sheet_at_their_index() {
        let cases = [
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "limit": false}}"#,
                "no value given",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "faan": 5, "limit": true}}"#,
                "exactly one of `faan`",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "han": 3, "fu": 30}}"#,
                "give `faan` (3 or more)",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "faan": 3.5}}"#,
                "whole number of faan",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "limit": true, "pao": 1}}"#,
                "`pao` names the winner",
            ),
            (
                r#"{"outcome": "ron", "discarder": 2, "winners": [{"seat": 1, "faan": 5, "pao": 3}]}"#,
                "6 faan or more",
            ),
            (
                r#"{"outcome": "draw", "penalties": [{"seat": 0, "each": 5}]}"#,
                "penalty of 5",
            ),
            (
                r#"{"outcome": "draw", "penalties": [{"seat": 4, "each": 8}]}"#,
                "seat 4 in `penalties[0].seat` is out of range",
            ),
            (
                r#"{"outcome": "draw", "penalties": [{"seat": 0}]}"#,
                "`penalties[0].each` is missing",
            ),
            (
                r#"{"outcome": "draw", "penalties": [{"seat": 0}, 3]}"#,
                "`penalties[0].each` is missing",
            ),
        ];
        assert_second_hand_errors(Some("hkos-msmc"), r#"{"outcome": "draw"}"#, &cases);
    }

    #[test]
    fn tenpai_and_nagashi_are_ignored_and_nothing_is_paid_at_a_draw() {
        let (out, code) = run_json(
            r#"{"ruleset": "hkos-msmc", "hands": [{"outcome": "draw", "tenpai": [1, 2], "nagashi": [3]}]}"#,
        );
        assert_eq!(code, 0);
        assert_eq!(out["hands"][0]["deltas"], serde_json::json!([0, 0, 0, 0]));
        assert_eq!(out["hands"][0]["round"], "E1");
    }
}
