//! `tenbou game` for MCR documents (`"ruleset": "mcr"`, docs/game-json.md "MCR").
//!
//! Owns the reading of an MCR document (fan values, `false_wins`, `penalties` taken, `dead`,
//! `time_up`) with messages a person can act on, refusing riichi and Hong Kong Old Style fields
//! by name; the replay itself is `engine::styles::mcr::game`'s, and the output document is
//! printed by `cli::game_out` so that every style prints the same sheet, with each row's seat
//! winds and the final table points added.

use serde_json::{Map, Value};

use super::game_doc::{four_players, refuse_hkos_settings, replays, run_document, seat, seat_list};
use super::game_hand::{
    outcome, plain_winner, played, read_objects, refuse_american_fields, refuse_riichi_fields,
    refuse_scores, taken_penalties, time_up, Checked, Words, WIN_OR_DRAW,
};
use crate::engine::game::FalseWinKind;
use crate::engine::styles::mcr::game::{seat_winds, FalseWin, Game, Hand, Penalty, Winner};

/// The preset id of the documents read here.
pub const PRESET: &str = crate::engine::styles::mcr::PRESETS[0];

/// The style's words in the messages about a hand's outcome.
const WORDS: Words = Words {
    preset: PRESET,
    tsumo_winner: "{\"seat\": …, \"fan\": …}",
    value: "`fan`",
    abortive_aside: "",
    chombo: "record a false win in `false_wins` ({\"seat\": …, \"kind\": \"under_minimum\" or \"not_winning\"}) and what happened after it",
};

// Seats change winds between wind rounds, so each row prints them; the table points are the
// score.
replays!(
    Game,
    Hand,
    |index| Some(seat_winds(index).map(|w| w.letter())),
    true
);

/// Runs an MCR document (its `ruleset` names the style's preset).
pub fn run(doc: &Map<String, Value>) -> (String, i32) {
    run_document(read_document(doc), parse_hand)
}

fn read_document(doc: &Map<String, Value>) -> Result<(Game, Vec<Value>), String> {
    refuse_hkos_settings(doc, "an MCR game is always 16 hands")?;
    let (names, hands) = four_players(doc)?;
    Ok((Game::new(names.each_ref().map(String::as_str)), hands))
}

/// Reads one hand and whether time ran out during it, with a message a person can act on when
/// it is not of the expected shape.
fn parse_hand(raw: &Value) -> Result<(Hand, bool), String> {
    let (hand, word) = outcome(raw, WIN_OR_DRAW)?;
    refuse_riichi_fields(hand, PRESET)?;
    refuse_scores(hand, PRESET)?;
    refuse_american_fields(hand, PRESET)?;
    let time_up = time_up(hand)?;
    let dead = seat_list(hand, "dead")?;
    let false_wins = false_wins(hand)?;
    let penalties = taken_penalties(hand, "an MCR", Checked::AllFirst, |seat, points| Penalty {
        seat,
        points,
    })?;
    let outcome = played(hand, word, &WORDS, winner)?.into();
    let hand = Hand {
        outcome,
        false_wins,
        penalties,
        dead,
    };
    Ok((hand, time_up))
}

fn winner(w: &Value, path: &str) -> Result<Winner, String> {
    let wanted = "an MCR hand is worth `fan` (8 or more)";
    let (obj, seat) = plain_winner(w, path, "fan", wanted, PRESET)?;
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

fn false_wins(hand: &Map<String, Value>) -> Result<Vec<FalseWin>, String> {
    let example = "[{\"seat\": 0, \"kind\": \"under_minimum\"}]";
    let words = (example, &*format!("such as {example}"));
    read_objects(hand, "false_wins", words, Checked::AllFirst, |path, obj| {
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
}

#[cfg(test)]
mod tests {
    use super::super::game_doc::testing::{assert_second_hand_errors, run_json};
    use serde_json::Value;

    #[test]
    fn malformed_or_impossible_hands_stop_the_sheet_at_their_index() {
        let cases = [
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "fan": 7}}"#,
                "7 fan is under the 8-fan minimum",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "fan": 8.5}}"#,
                "whole number of fan",
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
            (
                r#"{"outcome": "draw", "penalties": [{"seat": 0}, 3]}"#,
                "`penalties[1]` must be an object",
            ),
            (r#"{"outcome": "chombo", "offender": 1}"#, "false_wins"),
        ];
        assert_second_hand_errors(Some("mcr"), r#"{"outcome": "draw"}"#, &cases);
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
