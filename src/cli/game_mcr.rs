//! `tenbou game` for MCR documents (`"ruleset": "mcr"`, docs/game-json.md "MCR").
//!
//! Owns the reading of an MCR document (fan values, `false_wins`, `penalties` taken, `dead`,
//! `time_up`) with messages a person can act on, refusing riichi and Hong Kong Old Style fields
//! by name; the replay itself is `engine::styles::mcr::game`'s, and the output document is
//! printed by `cli::game_out` so that every style prints the same sheet, with each row's seat
//! winds and the final table points added.

use serde_json::{Map, Value};

use super::game_doc::{
    document_error, hand_list, play_hands, players, points, seat, seat_list, winner_list,
};
use super::game_out::{render, FinalOut, RowOut};
use crate::engine::game::FalseWinKind;
use crate::engine::styles::mcr::game::{
    seat_winds, FalseWin, Game, Hand, Outcome, Penalty, Winner,
};

/// The preset id of the documents read here.
pub const PRESET: &str = crate::engine::styles::mcr::PRESETS[0];

const OUTCOMES: &str = "ron, tsumo or draw";

/// Runs an MCR document (its `ruleset` names the style's preset).
pub fn run(doc: &Map<String, Value>) -> (String, i32) {
    let (mut game, hands) = match read_document(doc) {
        Ok(d) => d,
        Err(message) => return document_error(message),
    };
    let over = |game: &Game| game.is_over().then(|| game.rows().len());
    let error = play_hands(&mut game, &hands, over, |game, raw| {
        let (hand, time_up) = parse_hand(raw)?;
        game.apply(&hand).map_err(|e| e.to_string())?;
        if time_up && !game.is_over() {
            game.end_at_time();
        }
        Ok(())
    });
    let winds: Vec<[&str; 4]> = (0..game.rows().len())
        .map(|i| seat_winds(i).map(|w| w.letter()))
        .collect();
    let rows: Vec<RowOut> = game
        .rows()
        .iter()
        .zip(&winds)
        .map(|(r, w)| RowOut::new(r, 4).with_winds(w))
        .collect();
    let final_result = game.final_result();
    let final_out = final_result
        .as_ref()
        .map(|f| FinalOut::new(f, 4).with_table_points());
    let out = render(error.as_ref(), &rows, game.is_over(), final_out.as_ref());
    (out, i32::from(error.is_some()))
}

fn read_document(doc: &Map<String, Value>) -> Result<(Game, Vec<Value>), String> {
    for key in ["winds", "faan_table"] {
        if doc.get(key).is_some_and(|v| !v.is_null()) {
            return Err(format!(
                "`{key}` is a Hong Kong Old Style setting: an MCR game is always 16 hands; remove `{key}`"
            ));
        }
    }
    let names = players(doc, 4)?;
    let hands = hand_list(doc)?;
    let refs = [&*names[0], &*names[1], &*names[2], &*names[3]];
    Ok((Game::new(refs), hands))
}

/// Fields of a riichi hand, refused by name (nothing in them is played in MCR).
const RIICHI_HAND_FIELDS: [&str; 5] = ["riichi", "tenpai", "nagashi", "dealer_stops", "honba"];

/// Reads one hand and whether time ran out during it, with a message a person can act on when
/// it is not of the expected shape.
fn parse_hand(raw: &Value) -> Result<(Hand, bool), String> {
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
                "`{key}` is a riichi field and is not played under {PRESET}: no riichi, counters or payments at a draw; remove `{key}` from this hand"
            ));
        }
    }
    let time_up = match hand.get("time_up") {
        None | Some(Value::Null) => false,
        Some(Value::Bool(b)) => *b,
        Some(_) => return Err("`time_up` must be true or false".to_owned()),
    };
    let dead = seat_list(hand, "dead")?;
    let false_wins = false_wins(hand)?;
    let penalties = penalties(hand)?;
    let outcome = match outcome {
        "ron" => {
            let discarder = seat(hand, "discarder")?;
            let winners = winner_list(hand, winner)?;
            Outcome::Ron { discarder, winners }
        }
        "tsumo" => match hand.get("winner") {
            Some(w @ Value::Object(_)) => Outcome::Tsumo {
                winner: winner(w, "winner")?,
            },
            None | Some(Value::Null) => {
                return Err("a tsumo needs a `winner`: {\"seat\": …, \"fan\": …}".to_owned())
            }
            Some(_) => {
                return Err("`winner` must be an object with `seat` and `fan`".to_owned())
            }
        },
        "draw" => Outcome::Draw,
        "abortive" => {
            return Err(format!(
                "an abortive draw is not played under {PRESET}: the hand goes on; record how it ended"
            ))
        }
        "chombo" => {
            return Err(format!(
                "chombo is not an outcome under {PRESET}: record a false win in `false_wins` ({{\"seat\": …, \"kind\": \"under_minimum\" or \"not_winning\"}}) and what happened after it"
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
        false_wins,
        penalties,
        dead,
    };
    Ok((hand, time_up))
}

fn winner(w: &Value, path: &str) -> Result<Winner, String> {
    let Value::Object(obj) = w else {
        return Err(format!("`{path}` must be an object with `seat` and `fan`"));
    };
    let seat = seat(obj, &format!("{path}.seat"))?;
    for key in ["faan", "limit"] {
        if obj.get(key).is_some_and(|v| !v.is_null()) {
            return Err(format!(
                "`{path}.{key}` is a Hong Kong Old Style field: an MCR hand is worth `fan` (8 or more)"
            ));
        }
    }
    for key in ["han", "fu", "yakuman"] {
        if obj.get(key).is_some_and(|v| !v.is_null()) {
            return Err(format!(
                "`{path}.{key}` is a riichi field: an MCR hand is worth `fan` (8 or more)"
            ));
        }
    }
    if obj.get("pao").is_some_and(|v| !v.is_null()) {
        return Err(format!(
            "`{path}.pao`: there is no liable player under {PRESET}; remove `pao`"
        ));
    }
    let fan = match obj.get("fan") {
        Some(Value::Number(n)) => match n.as_u64() {
            Some(f) => u32::try_from(f).unwrap_or(u32::MAX),
            None => {
                return Err(format!(
                    "`{path}.fan` must be a whole number of fan, got {n}"
                ))
            }
        },
        None | Some(Value::Null) => {
            return Err(format!(
                "`{path}`: no value given; give `fan` (8 or more, flowers included)"
            ))
        }
        Some(other) => return Err(format!("`{path}.fan` must be a number, got {other}")),
    };
    Ok(Winner { seat, fan })
}

/// An object of a list field, with its path (`false_wins[0]`) for messages.
type Entry<'a> = (String, &'a Map<String, Value>);

/// The objects of the list field `key` of a hand (none when absent).
fn objects<'a>(
    hand: &'a Map<String, Value>,
    key: &str,
    example: &str,
) -> Result<Vec<Entry<'a>>, String> {
    let list = match hand.get(key) {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(list)) => list,
        Some(_) => return Err(format!("`{key}` must be a list such as {example}")),
    };
    list.iter()
        .enumerate()
        .map(|(i, v)| {
            let path = format!("{key}[{i}]");
            match v {
                Value::Object(obj) => Ok((path, obj)),
                _ => Err(format!("`{path}` must be an object such as {example}")),
            }
        })
        .collect()
}

fn false_wins(hand: &Map<String, Value>) -> Result<Vec<FalseWin>, String> {
    let example = "[{\"seat\": 0, \"kind\": \"under_minimum\"}]";
    objects(hand, "false_wins", example)?
        .into_iter()
        .map(|(path, obj)| {
            let seat = seat(obj, &format!("{path}.seat"))?;
            let kind = match obj.get("kind").and_then(Value::as_str) {
                Some("under_minimum") => FalseWinKind::UnderMinimum,
                Some("not_winning") => FalseWinKind::NotWinning,
                _ => {
                    return Err(format!(
                        "`{path}.kind` must be \"under_minimum\" (a winning hand under 8 fan: 10 to each) or \"not_winning\" (not a winning hand: 20 to each)"
                    ))
                }
            };
            Ok(FalseWin { seat, kind })
        })
        .collect()
}

fn penalties(hand: &Map<String, Value>) -> Result<Vec<Penalty>, String> {
    let example = "[{\"seat\": 0, \"points\": 10}]";
    objects(hand, "penalties", example)?
        .into_iter()
        .map(|(path, obj)| {
            let seat = seat(obj, &format!("{path}.seat"))?;
            if obj.get("each").is_some_and(|v| !v.is_null()) {
                return Err(format!(
                    "`{path}.each` is a Hong Kong Old Style penalty paid to each player; an MCR penalty is `points` taken from the player"
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
    use serde_json::Value;

    #[test]
    fn malformed_or_impossible_hands_stop_the_sheet_at_their_index() {
        let cases = [
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "fan": 7}}"#,
                "7 fan is under the 8-fan minimum",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "faan": 8}}"#,
                "`winner.faan` is a Hong Kong Old Style field",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "fan": 8, "limit": true}}"#,
                "`winner.limit` is a Hong Kong Old Style field",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "han": 3, "fu": 30}}"#,
                "`winner.han` is a riichi field",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "fan": 8.5}}"#,
                "whole number of fan",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "fan": 8, "pao": 2}}"#,
                "no liable player",
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
                r#"{"outcome": "draw", "honba": 1}"#,
                "`honba` is a riichi field",
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
                r#"{"outcome": "draw", "penalties": [{"seat": 4, "points": 5}]}"#,
                "seat 4 in `penalties[0].seat` is out of range",
            ),
            (
                r#"{"outcome": "draw", "false_wins": [{"seat": 0, "kind": "wrong"}]}"#,
                "`false_wins[0].kind` must be",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 2, "fan": 8}, "false_wins": [{"seat": 2, "kind": "not_winning"}]}"#,
                "made a false win in this hand and is out of it",
            ),
            (
                r#"{"outcome": "draw", "false_wins": [{"seat": 2, "kind": "not_winning"}, {"seat": 2, "kind": "under_minimum"}]}"#,
                "listed twice in `false_wins`",
            ),
            (r#"{"outcome": "chombo", "offender": 1}"#, "false_wins"),
            (r#"{"outcome": "abortive"}"#, "abortive draw is not played"),
        ];
        assert_second_hand_errors(Some("mcr"), r#"{"outcome": "draw"}"#, &cases);
    }

    #[test]
    fn hkos_settings_are_document_errors() {
        assert_document_errors(&[
            (
                r#"{"ruleset": "mcr", "winds": 1, "hands": []}"#,
                "always 16 hands",
            ),
            (
                r#"{"ruleset": "mcr", "faan_table": {"3": 8}, "hands": []}"#,
                "`faan_table` is a Hong Kong Old Style setting",
            ),
        ]);
    }

    #[test]
    fn time_up_ends_the_game_after_the_hand_with_its_table_points() {
        let (out, code) = run_json(
            r#"{"ruleset": "mcr", "hands": [{"outcome": "tsumo", "winner": {"seat": 3, "fan": 8}, "time_up": true}]}"#,
        );
        assert_eq!(code, 0);
        assert_eq!(out["ended"], Value::Bool(true));
        assert_eq!(
            out["final"]["points"],
            serde_json::json!([-16, -16, -16, 48])
        );
        assert_eq!(out["final"]["rank"], serde_json::json!([2, 2, 2, 1]));
        assert_eq!(
            out["final"]["table_points"],
            serde_json::json!([1, 1, 1, 4])
        );
        assert_eq!(out["final"]["score"], out["final"]["table_points"]);
        assert_eq!(
            out["hands"][0]["winds"],
            serde_json::json!(["E", "S", "W", "N"])
        );
    }
}
