//! `tenbou game` for Chinese Classical documents (`"ruleset": "chinese-classical"`,
//! `"chinese-classical-no-limit"` or `"chinese-classical-east-double"`, docs/game-json.md
//! "Chinese Classical").
//!
//! Owns the reading of such a document: every player's hand scored in the hand's `scores`
//! (seat 0 first: points and doubles, a limit, or picks of the style's list), winners that
//! carry no value of their own, `penalties` taken, `dead`, `time_up`, with messages a person can
//! act on and riichi, Hong Kong Old Style, MCR and Zung Jung fields refused by name. The replay
//! is the shared game of points (`engine::points_game`) settled by the preset, the output
//! printed by `cli::game_out` like every style's.

use serde_json::{Map, Value};

use super::game_doc::{document_error, run_document, seat_list};
use super::game_hand::{
    given, outcome, plain_winner, played, refuse_american_fields, refuse_false_wins,
    refuse_riichi_fields, taken_penalties, time_up, Checked, Played, Words, WIN_OR_DRAW,
};
use super::game_points::read_document;
use crate::engine::points_game::{Hand, Penalty, Winner, NO_WIN_SCORED};
use crate::engine::ruleset::{PresetId, Ruleset};
use crate::engine::sheet::{PlayerScore, PLAYER_SCORE_SHAPES};

/// What a winner is, when it is written with a value.
const WINNER_HAS_NO_VALUE: &str =
    "a Chinese Classical winner has no value of its own: its score is its entry in the hand's `scores`";

/// The words of the style about a hand's outcome; the preset named is the document's.
const WORDS: Words = Words {
    preset: "",
    tsumo_winner: "{\"seat\": …}",
    value: "nothing more (every player's score is in the hand's `scores`)",
    abortive_aside: "",
    chombo: "record a penalty taken from the player in `penalties` ({\"seat\": …, \"points\": …}) and what happened in the hand",
};

/// Runs a document whose `ruleset` names `preset`, one of the style's presets.
pub fn run(doc: &Map<String, Value>, preset: PresetId) -> (String, i32) {
    let rules = Ruleset::preset(preset);
    let Some(settlement) = rules.style_rules().points_settlement(&rules) else {
        return document_error(format!("\"{preset}\" is not replayed as a game of points"));
    };
    let words = Words {
        preset: settlement.ruleset(),
        ..WORDS
    };
    run_document(read_document(doc, &rules, settlement), |raw| {
        parse_hand(raw, &words)
    })
}

/// Reads one hand and whether time ran out during it.
fn parse_hand(raw: &Value, words: &Words) -> Result<(Hand, bool), String> {
    let (hand, word) = outcome(raw, WIN_OR_DRAW)?;
    refuse_riichi_fields(hand, words.preset)?;
    refuse_american_fields(hand, words.preset)?;
    refuse_false_wins(hand, words.preset)?;
    let time_up = time_up(hand)?;
    let dead = seat_list(hand, "dead")?;
    let penalties = taken_penalties(
        hand,
        "a Chinese Classical",
        Checked::InTurn,
        |seat, points| Penalty { seat, points },
    )?;
    let scores = scores(hand)?;
    let winner = |w: &Value, path: &str| -> Result<Winner, String> {
        let (obj, seat) = plain_winner(w, path, "scores", WINNER_HAS_NO_VALUE, words.preset)?;
        if let Some(key) = ["points", "doubles", "scores"]
            .into_iter()
            .find(|key| given(obj, key))
        {
            return Err(format!("`{path}.{key}`: {WINNER_HAS_NO_VALUE}"));
        }
        Ok(Winner {
            seat,
            points: 0,
            worked: None,
            scores: scores.clone(),
        })
    };
    let outcome = match played(hand, word, words, winner)? {
        Played::Draw if !scores.is_empty() => return Err(NO_WIN_SCORED.to_owned()),
        played => played.into(),
    };
    let hand = Hand {
        outcome,
        penalties,
        dead,
        challenges: Vec::new(),
    };
    Ok((hand, time_up))
}

/// The hand's `scores`, seat 0 first (none when absent); the numbers are the engine's to check.
fn scores(hand: &Map<String, Value>) -> Result<Vec<PlayerScore>, String> {
    let list = match hand.get("scores") {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(list)) => list,
        Some(_) => {
            return Err(
                "`scores` must be a list of the four players' scores, seat 0 first".to_owned(),
            )
        }
    };
    list.iter()
        .enumerate()
        .map(|(i, v)| player_score(v, &format!("scores[{i}]")))
        .collect()
}

/// One player's score at `path`: one of the three shapes.
fn player_score(v: &Value, path: &str) -> Result<PlayerScore, String> {
    let shapes = || format!("`{path}` must be one of {PLAYER_SCORE_SHAPES}");
    let Value::Object(obj) = v else {
        return Err(shapes());
    };
    let whole = |key: &str| -> Result<Option<i64>, String> {
        match obj.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(n) => n
                .as_i64()
                .map(Some)
                .ok_or_else(|| format!("`{path}.{key}` must be a whole number, got {n}")),
        }
    };
    let (points, doubles) = (whole("points")?, whole("doubles")?);
    let limit = obj.get("limit").filter(|v| !v.is_null());
    let picks = obj.get("picks").filter(|v| !v.is_null());
    match (points, doubles, limit, picks) {
        (Some(points), doubles, None, None) => Ok(PlayerScore::Counted {
            points,
            doubles: doubles.unwrap_or(0),
        }),
        (None, None, Some(Value::Bool(true)), None) => Ok(PlayerScore::Limit),
        (None, None, None, Some(Value::Array(ids))) => ids
            .iter()
            .enumerate()
            .map(|(j, id)| {
                id.as_str().map(str::to_owned).ok_or_else(|| {
                    format!("`{path}.picks[{j}]` must be the id of an entry of the list, a string")
                })
            })
            .collect::<Result<_, _>>()
            .map(PlayerScore::Picks),
        _ => Err(shapes()),
    }
}

#[cfg(test)]
mod tests {
    use super::super::game_doc::testing::{assert_second_hand_errors, run_json};
    use serde_json::{json, Value};

    #[test]
    fn malformed_or_impossible_hands_stop_the_sheet_at_their_index() {
        let four = r#"[{"points": 20}, {"points": 8}, {"points": 0}, {"points": 4}]"#;
        let cases = [
            (
                r#"{"outcome": "draw", "scores": [{"points": 0}]}"#.to_owned(),
                "a hand no one won is not scored",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1}, "scores": [{"points": 20}]}"#
                    .to_owned(),
                "give the hands of seats 0 to 3, not 1 hands",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1}}"#.to_owned(),
                "not 0 hands",
            ),
            (
                format!(r#"{{"outcome": "tsumo", "winner": {{"seat": 1, "points": 40}}, "scores": {four}}}"#),
                "`winner.points`: a Chinese Classical winner has no value",
            ),
            (
                format!(r#"{{"outcome": "tsumo", "winner": {{"seat": 1, "fan": 8}}, "scores": {four}}}"#),
                "`winner.fan` is an MCR field",
            ),
            (
                format!(r#"{{"outcome": "tsumo", "winner": {{"seat": 4}}, "scores": {four}}}"#),
                "`winner.seat`",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 0}, "scores": [{"points": 20}, {"points": -4}, {"points": 0}, {"points": 0}]}"#.to_owned(),
                "seat 1: points must be a whole number from 0 up; -4 is not",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 0}, "scores": [{"points": 20}, {"limit": true}, {"points": 0}, {"points": 0}]}"#.to_owned(),
                "only the winner's complete hand can be a limit hand",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 0}, "scores": [{"points": 20}, {"points": 2, "limit": true}, {"points": 0}, {"points": 0}]}"#.to_owned(),
                "`scores[1]` must be one of",
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 0}, "scores": [{"picks": ["no-such"]}, {"points": 2}, {"points": 0}, {"points": 0}]}"#.to_owned(),
                "\"no-such\" is not an entry of the Chinese Classical list",
            ),
            (
                r#"{"outcome": "draw", "false_wins": [{"seat": 0, "kind": "not_winning"}]}"#
                    .to_owned(),
                "`false_wins` is an MCR field",
            ),
        ];
        let cases: Vec<(&str, &str)> = cases.iter().map(|(i, e)| (i.as_str(), *e)).collect();
        assert_second_hand_errors(Some("chinese-classical"), r#"{"outcome": "draw"}"#, &cases);
        assert_second_hand_errors(
            Some("chinese-classical-no-limit"),
            r#"{"outcome": "draw"}"#,
            &[(
                r#"{"outcome": "tsumo", "winner": {"seat": 0}, "scores": [{"limit": true}, {"points": 2}, {"points": 0}, {"points": 0}]}"#,
                "this preset plays without limit hands",
            )],
        );
    }

    #[test]
    fn every_other_styles_reader_refuses_the_players_scores() {
        for (ruleset, winner) in [
            ("zung-jung", r#"{"seat": 3, "points": 5}"#),
            ("mcr", r#"{"seat": 3, "fan": 8}"#),
            ("hkos-msmc", r#"{"seat": 3, "faan": 5}"#),
        ] {
            let (out, code) = run_json(&format!(
                r#"{{"ruleset": "{ruleset}", "hands": [{{"outcome": "tsumo", "winner": {winner}, "scores": [{{"points": 1}}]}}]}}"#
            ));
            assert_eq!(code, 1, "{ruleset}");
            let error = out["error"]["message"].as_str().unwrap_or_default();
            assert!(
                error.contains("`scores` is a Chinese Classical field") && error.contains(ruleset),
                "{out}"
            );
        }
    }

    #[test]
    fn a_self_pick_is_paid_by_every_loser_and_the_losers_settle_among_themselves() {
        let (out, code) = run_json(
            r#"{"ruleset": "chinese-classical", "hands": [{"outcome": "tsumo", "winner": {"seat": 1}, "scores": [{"points": 8}, {"points": 32, "doubles": 1}, {"points": 2, "doubles": 2}, {"picks": []}], "time_up": true}]}"#,
        );
        assert_eq!(code, 0, "{out}");
        // B 64 from each; A 8 from D; C 8 from D; A and C level.
        assert_eq!(out["final"]["points"], json!([-56, 192, -56, -80]));
        assert_eq!(out["ended"], Value::Bool(true));
        let note = out["hands"][0]["note"].to_string();
        assert!(note.contains("North pays East 8"), "{note}");
    }
}
