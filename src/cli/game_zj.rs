//! `tenbou game` for Zung Jung documents (`"ruleset": "zung-jung"` or `"wsom"`,
//! docs/game-json.md "Zung Jung").
//!
//! Owns the reading of a Zung Jung document (typed `points` per winner, `penalties` taken,
//! `dead`, `time_up`) with messages a person can act on, refusing riichi, Hong Kong Old Style
//! and MCR fields by name; the replay itself is the shared game of points
//! (`engine::points_game`) paid by the preset's settlement, and the output document is printed
//! by `cli::game_out` so that every style prints the same sheet.

use serde_json::{Map, Value};

use super::game_doc::{document_error, hand_list, play_hands, players, points, seat, seat_list};
use super::game_out::{render, FinalOut, RowOut};
use crate::engine::points_game::{Game, Hand, Outcome, Penalty, Settlement, Winner};
use crate::engine::ruleset::Ruleset;
use crate::engine::sheet;

const OUTCOMES: &str = "ron, tsumo or draw";

/// Runs a Zung Jung document whose `ruleset` names `preset`, one of the style's presets.
pub fn run(doc: &Map<String, Value>, preset: &str) -> (String, i32) {
    let Some(rules) = Ruleset::preset(preset) else {
        return document_error(format!("unknown ruleset \"{preset}\""));
    };
    let Some(settlement) = rules.style_rules().points_settlement(&rules) else {
        return document_error(format!("\"{preset}\" is not replayed as a game of points"));
    };
    let (mut game, hands) = match read_document(doc, &rules, settlement) {
        Ok(d) => d,
        Err(message) => return document_error(message),
    };
    let over = |game: &Game| game.is_over().then(|| game.rows().len());
    let error = play_hands(&mut game, &hands, over, |game, raw| {
        let (hand, time_up) = parse_hand(raw, settlement)?;
        game.apply(&hand).map_err(|e| e.to_string())?;
        if time_up && !game.is_over() {
            game.end_at_time();
        }
        Ok(())
    });
    let rows: Vec<RowOut> = game.rows().iter().map(|r| RowOut::new(r, 4)).collect();
    let final_result = game.final_result();
    let final_out = final_result.as_ref().map(|f| FinalOut::new(f, 4));
    let out = render(error.as_ref(), &rows, game.is_over(), final_out.as_ref());
    (out, i32::from(error.is_some()))
}

fn read_document(
    doc: &Map<String, Value>,
    rules: &Ruleset,
    settlement: &'static dyn Settlement,
) -> Result<(Game, Vec<Value>), String> {
    for key in ["winds", "faan_table"] {
        if doc.get(key).is_some_and(|v| !v.is_null()) {
            return Err(format!(
                "`{key}` is a Hong Kong Old Style setting: a {} game is always {} hands; remove `{key}`",
                rules.id,
                usize::from(rules.wind_rounds) * 4
            ));
        }
    }
    let names = players(doc, 4)?;
    let hands = hand_list(doc)?;
    let refs = [&*names[0], &*names[1], &*names[2], &*names[3]];
    Ok((Game::new(rules, settlement, refs), hands))
}

/// Fields of a riichi hand, refused by name (nothing in them is played in Zung Jung).
const RIICHI_HAND_FIELDS: [&str; 5] = ["riichi", "tenpai", "nagashi", "dealer_stops", "honba"];

/// Reads one hand and whether time ran out during it, with a message a person can act on when
/// it is not of the expected shape.
fn parse_hand(raw: &Value, settlement: &dyn Settlement) -> Result<(Hand, bool), String> {
    let preset = settlement.ruleset();
    let Value::Object(hand) = raw else {
        return Err(format!(
            "a hand must be an object with an `outcome` ({OUTCOMES})"
        ));
    };
    let outcome = match hand.get("outcome") {
        Some(Value::String(s)) => s.as_str(),
        None | Some(Value::Null) => return Err(format!("`outcome` is missing: use {OUTCOMES}")),
        Some(_) => return Err(format!("`outcome` must be a string: {OUTCOMES}")),
    };
    for key in RIICHI_HAND_FIELDS {
        if hand.get(key).is_some_and(|v| !v.is_null()) {
            return Err(format!(
                "`{key}` is a riichi field and is not played under {preset}: no riichi, counters or payments at a draw; remove `{key}` from this hand"
            ));
        }
    }
    if hand.get("false_wins").is_some_and(|v| !v.is_null()) {
        return Err(format!(
            "`false_wins` is an MCR field and is not played under {preset}: record a penalty taken from the player in `penalties`"
        ));
    }
    let time_up = match hand.get("time_up") {
        None | Some(Value::Null) => false,
        Some(Value::Bool(b)) => *b,
        Some(_) => return Err("`time_up` must be true or false".to_owned()),
    };
    let dead = seat_list(hand, "dead")?;
    let penalties = penalties(hand)?;
    let outcome = match outcome {
        "ron" => {
            let discarder = seat(hand, "discarder")?;
            let winners = match hand.get("winners") {
                Some(Value::Array(list)) => list
                    .iter()
                    .enumerate()
                    .map(|(i, w)| winner(w, &format!("winners[{i}]"), settlement))
                    .collect::<Result<Vec<_>, _>>()?,
                None | Some(Value::Null) => {
                    return Err("a ron needs `winners`: a list of the winners".to_owned())
                }
                Some(_) => return Err("`winners` must be a list of winners".to_owned()),
            };
            Outcome::Ron { discarder, winners }
        }
        "tsumo" => match hand.get("winner") {
            Some(w @ Value::Object(_)) => Outcome::Tsumo {
                winner: winner(w, "winner", settlement)?,
            },
            None | Some(Value::Null) => {
                return Err("a tsumo needs a `winner`: {\"seat\": …, \"points\": …}".to_owned())
            }
            Some(_) => {
                return Err("`winner` must be an object with `seat` and `points`".to_owned())
            }
        },
        "draw" => Outcome::Draw,
        "abortive" => {
            return Err(format!(
                "an abortive draw is not played under {preset}: the hand goes on; record how it ended"
            ))
        }
        "chombo" => {
            return Err(format!(
                "chombo is not an outcome under {preset}: record a penalty taken from the player in `penalties` ({{\"seat\": …, \"points\": …}}) and what happened in the hand"
            ))
        }
        other => {
            return Err(format!(
                "unknown outcome \"{other}\": use {OUTCOMES} (in lower case)"
            ))
        }
    };
    let hand = Hand {
        outcome,
        penalties,
        dead,
    };
    Ok((hand, time_up))
}

/// What a winner is worth: `points`, checked by the style (a value some hand has).
fn winner(w: &Value, path: &str, settlement: &dyn Settlement) -> Result<Winner, String> {
    let preset = settlement.ruleset();
    let Value::Object(obj) = w else {
        return Err(format!(
            "`{path}` must be an object with `seat` and `points`"
        ));
    };
    let seat = seat(obj, &format!("{path}.seat"))?;
    let wanted = "a Zung Jung hand is worth `points`";
    for key in ["faan", "limit"] {
        if obj.get(key).is_some_and(|v| !v.is_null()) {
            return Err(format!(
                "`{path}.{key}` is a Hong Kong Old Style field: {wanted}"
            ));
        }
    }
    if obj.get("fan").is_some_and(|v| !v.is_null()) {
        return Err(format!("`{path}.fan` is an MCR field: {wanted}"));
    }
    for key in ["han", "fu", "yakuman"] {
        if obj.get(key).is_some_and(|v| !v.is_null()) {
            return Err(format!("`{path}.{key}` is a riichi field: {wanted}"));
        }
    }
    if obj.get("pao").is_some_and(|v| !v.is_null()) {
        return Err(format!(
            "`{path}.pao`: there is no liable player under {preset}; remove `pao`"
        ));
    }
    let typed = points(
        obj,
        path,
        "points",
        "give the hand's `points` (1 or a multiple of 5 up to 320, or 400 or 480)",
        false,
    )?;
    let checked = settlement
        .points(&sheet::Winner::points(seat, typed))
        .map_err(|e| e.to_string())?;
    Ok(Winner {
        seat,
        points: checked,
    })
}

fn penalties(hand: &Map<String, Value>) -> Result<Vec<Penalty>, String> {
    let example = "[{\"seat\": 0, \"points\": 10}]";
    let list = match hand.get("penalties") {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(list)) => list,
        Some(_) => return Err(format!("`penalties` must be a list such as {example}")),
    };
    list.iter()
        .enumerate()
        .map(|(i, v)| {
            let path = format!("penalties[{i}]");
            let Value::Object(obj) = v else {
                return Err(format!("`{path}` must be an object such as {example}"));
            };
            let seat = seat(obj, &format!("{path}.seat"))?;
            if obj.get("each").is_some_and(|v| !v.is_null()) {
                return Err(format!(
                    "`{path}.each` is a Hong Kong Old Style penalty paid to each player; a Zung Jung penalty is `points` taken from the player"
                ));
            }
            let points = points(obj, &path, "points", "the points taken from the player", true)?;
            Ok(Penalty { seat, points })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::game_doc::testing::{
        assert_document_errors, assert_second_hand_errors, run_json,
    };
    use serde_json::{json, Value};

    #[test]
    fn malformed_or_impossible_hands_stop_the_sheet_at_their_index() {
        let cases = [
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1}}"#,
                "`winner.points` is missing",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "points": 7}}"#,
                "7 points is not a value a hand can have",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "points": 325}}"#,
                "a multiple of 5 up to 320, or 400 or 480",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "points": 0}}"#,
                "0 points is not a value",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "points": -5}}"#,
                "whole number of points",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "faan": 8}}"#,
                "`winner.faan` is a Hong Kong Old Style field",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "points": 40, "limit": true}}"#,
                "`winner.limit` is a Hong Kong Old Style field",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "fan": 8}}"#,
                "`winner.fan` is an MCR field",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "han": 3, "fu": 30}}"#,
                "`winner.han` is a riichi field",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "points": 40, "pao": 2}}"#,
                "no liable player",
            ),
            (
                r#"{"outcome": "ron", "discarder": 1, "winners": [{"seat": 1, "points": 40}]}"#,
                "own discard",
            ),
            (
                r#"{"outcome": "ron", "discarder": 1, "winners": []}"#,
                "at least one winner",
            ),
            (
                r#"{"outcome": "ron", "discarder": 4, "winners": [{"seat": 1, "points": 40}]}"#,
                "seat 4 in `discarder` is out of range",
            ),
            (
                r#"{"outcome": "draw", "tenpai": [0]}"#,
                "`tenpai` is a riichi field",
            ),
            (
                r#"{"outcome": "draw", "riichi": [0]}"#,
                "`riichi` is a riichi field",
            ),
            (
                r#"{"outcome": "draw", "dealer_stops": true}"#,
                "`dealer_stops` is a riichi field",
            ),
            (
                r#"{"outcome": "draw", "honba": 1}"#,
                "`honba` is a riichi field",
            ),
            (
                r#"{"outcome": "draw", "false_wins": [{"seat": 0, "kind": "not_winning"}]}"#,
                "`false_wins` is an MCR field",
            ),
            (
                r#"{"outcome": "draw", "penalties": [{"seat": 0, "each": 8}]}"#,
                "`penalties[0].each` is a Hong Kong Old Style penalty",
            ),
            (
                r#"{"outcome": "draw", "penalties": [{"seat": 0, "points": 0}]}"#,
                "above 0",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 2, "points": 40}, "dead": [2]}"#,
                "dead hand",
            ),
            (r#"{"outcome": "chombo", "offender": 1}"#, "penalties"),
            (r#"{"outcome": "abortive"}"#, "abortive draw is not played"),
            (r#"{"outcome": "Draw"}"#, "unknown outcome \"Draw\""),
        ];
        assert_second_hand_errors(Some("zung-jung"), r#"{"outcome": "draw"}"#, &cases);
        assert_second_hand_errors(
            Some("wsom"),
            r#"{"outcome": "draw"}"#,
            &[(
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "points": 1}}"#,
                "1 point is under the 5-point minimum of wsom",
            )],
        );
    }

    #[test]
    fn hkos_settings_are_document_errors() {
        assert_document_errors(&[
            (
                r#"{"ruleset": "zung-jung", "winds": 1, "hands": []}"#,
                "always 16 hands",
            ),
            (
                r#"{"ruleset": "wsom", "faan_table": {"3": 8}, "hands": []}"#,
                "always 8 hands",
            ),
        ]);
    }

    #[test]
    fn a_chicken_hand_wins_under_zung_jung_and_time_up_ends_the_game() {
        let (out, code) = run_json(
            r#"{"ruleset": "zung-jung", "hands": [{"outcome": "tsumo", "winner": {"seat": 3, "points": 1}, "time_up": true}]}"#,
        );
        assert_eq!(code, 0);
        assert_eq!(out["ended"], Value::Bool(true));
        assert_eq!(out["final"]["points"], json!([-1, -1, -1, 3]));
        assert_eq!(out["final"]["rank"], json!([2, 2, 2, 1]));
        assert_eq!(out["final"]["score"], json!([-1, -1, -1, 3]));
    }
}
