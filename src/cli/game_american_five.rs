//! `tenbou game` for an American game of five (`"ruleset": "american"` with five `players`,
//! docs/game-json.md "American: a table of five"): four play each hand in the chairs the
//! rotation gives them, the fifth bets, and the sheet keeps five people's points.
//!
//! Owns the reading of such a document (the hand's `bet`, required; the four-player reading of
//! winners, challenges, `dead`, `penalties` and `time_up` otherwise) and its printing: each row
//! says who sat in each chair and who bet, with five deltas and points. The replay is the
//! engine's (`engine::styles::american::five`).

use serde::Serialize;
use serde_json::{Map, Value};

use super::game_doc::{
    document_error, hand_list, play_hands, refuse_hkos_settings, seat, seat_list,
};
use super::game_hand::{
    outcome, plain_winner, played, refuse_false_wins, refuse_riichi_fields, taken_penalties,
    time_up, Checked, Played, Words, WIN_OR_DRAW,
};
use super::game_out::render_rows;
use super::game_points::{american_challenges, points_style, WinnerObject};
use crate::engine::ruleset::{PresetId, Ruleset};
use crate::engine::seat::Seat;
use crate::engine::styles::american::five::{FiveGame, FiveHand, FiveResult, FiveRow, PEOPLE};
use crate::engine::styles::american::{Bet, CardPayments, Outcome};
use crate::engine::styles::StyleId;

/// Whether `doc` is an American game of five: its `players` list five names.
pub fn is_five(doc: &Map<String, Value>) -> bool {
    matches!(doc.get("players"), Some(Value::Array(list)) if list.len() == PEOPLE)
}

const WORDS: Words = Words {
    preset: "american",
    tsumo_winner: "{\"seat\": …, \"points\": …}",
    value: "`points`",
    abortive_aside: "",
    chombo: "record a penalty taken from the player in `penalties` ({\"seat\": …, \"points\": …}) and what happened in the hand",
};

/// The run of a document of `preset` when it is an American table of five, else `None` (the
/// game of four is read as every game of points is).
pub fn run_if_five(doc: &Map<String, Value>, preset: PresetId) -> Option<(String, i32)> {
    let rules = Ruleset::preset(preset);
    (rules.style == StyleId::American && is_five(doc)).then(|| run(doc, &rules))
}

/// Runs an American document with five players.
pub fn run(doc: &Map<String, Value>, rules: &Ruleset) -> (String, i32) {
    let (mut game, hands) = match read_document(doc, rules) {
        Ok(read) => read,
        Err(message) => return document_error(message),
    };
    let over = |g: &FiveGame| g.is_over().then(|| g.rows().len());
    let error = play_hands(&mut game, &hands, over, |g, raw| {
        let (hand, time_up) = parse_hand(raw)?;
        g.apply(&hand).map_err(|e| e.to_string())?;
        if time_up && !g.is_over() {
            g.end_at_time();
        }
        Ok(())
    });
    let rows: Vec<RowOut> = game.rows().iter().map(RowOut::from).collect();
    let final_result = game.final_result();
    let final_out = final_result.as_ref().map(FinalOut::from);
    let out = render_rows(error.as_ref(), &rows, game.is_over(), final_out.as_ref());
    (out, i32::from(error.is_some()))
}

fn read_document(
    doc: &Map<String, Value>,
    rules: &Ruleset,
) -> Result<(FiveGame, Vec<Value>), String> {
    refuse_hkos_settings(doc, "an American game is always 16 hands")?;
    let names: Vec<&str> = match doc.get("players") {
        Some(Value::Array(list)) if list.iter().all(Value::is_string) => {
            list.iter().filter_map(Value::as_str).collect()
        }
        _ => return Err("`players` must be a list of four names in seat order, or five: the four in chairs East, South, West, North for the first hand, then the first bettor".to_owned()),
    };
    let names: [&str; PEOPLE] = names
        .try_into()
        .map_err(|_| "`players` of a table of five must have five names".to_owned())?;
    Ok((FiveGame::new(rules.wind_rounds, names), hand_list(doc)?))
}

/// Reads one hand of a game of five and whether time ran out during it.
fn parse_hand(raw: &Value) -> Result<(FiveHand, bool), String> {
    let (hand, word) = outcome(raw, WIN_OR_DRAW)?;
    refuse_riichi_fields(hand, WORDS.preset)?;
    refuse_false_wins(hand, WORDS.preset)?;
    let time_up = time_up(hand)?;
    let dead = seat_list(hand, "dead")?;
    let challenges = american_challenges(hand)?;
    let penalties = taken_penalties(hand, "an American", Checked::InTurn, |seat, points| {
        (seat, points)
    })?;
    let bet = bet(hand)?;
    let outcome = match played(hand, word, &WORDS, winner)? {
        Played::Ron { discarder, winners } => match winners.as_slice() {
            [(seat, value)] => Outcome::Discard {
                winner: *seat,
                discarder,
                value: value.clone(),
            },
            _ => return Err("at a table of five, give the one player who won the discard in `winners` (the nearest in turn order after the discarder)".to_owned()),
        },
        Played::Tsumo((winner, value)) => Outcome::SelfPick { winner, value },
        Played::Draw => Outcome::WallGame,
    };
    let hand = FiveHand {
        outcome,
        challenges,
        dead,
        bet,
        penalties,
    };
    Ok((hand, time_up))
}

/// The winner at `path`: its chair and its checked card value.
fn winner(w: &Value, path: &str) -> Result<(Seat, crate::engine::styles::american::Value), String> {
    let style = points_style(StyleId::American).expect("American is a style of points");
    let (obj, seat) = plain_winner(
        w,
        path,
        "points",
        "an American hand is worth `points`",
        WORDS.preset,
    )?;
    let written = (style.value)(style, &WinnerObject { obj, path, seat })?;
    let value = CardPayments::value(&written.winner, written.facts()).map_err(|e| e.to_string())?;
    Ok((seat, value))
}

/// The hand's `bet`: `{"on": S}` (a chair 0–3) or `"wall"`.
fn bet(hand: &Map<String, Value>) -> Result<Bet, String> {
    let shape = "`bet` must be {\"on\": S}, S the chair of the player bet on (0–3), or \"wall\" for a wall game";
    match hand.get("bet") {
        None | Some(Value::Null) => Err(format!(
            "`bet` is missing: every hand at a table of five has the bettor's bet; {}",
            &shape["`bet` must be ".len()..]
        )),
        Some(Value::String(s)) if s == "wall" => Ok(Bet::WallGame),
        Some(Value::Object(obj)) if obj.contains_key("on") => Ok(Bet::On(seat(obj, "bet.on")?)),
        Some(_) => Err(shape.to_owned()),
    }
}

/// A row of a game of five as printed.
#[derive(Serialize)]
struct RowOut<'a> {
    index: usize,
    round: &'a str,
    dealer: Seat,
    chairs: [u8; 4],
    bettor: u8,
    deltas: [i64; PEOPLE],
    points: [i64; PEOPLE],
    note: &'a str,
}

impl<'a> From<&'a FiveRow> for RowOut<'a> {
    fn from(r: &'a FiveRow) -> RowOut<'a> {
        RowOut {
            index: r.index,
            round: &r.round,
            dealer: r.dealer,
            chairs: r.chairs,
            bettor: r.bettor,
            deltas: r.deltas,
            points: r.points,
            note: &r.note,
        }
    }
}

/// The end of a game of five as printed: the score is the points.
#[derive(Serialize)]
struct FinalOut {
    points: [i64; PEOPLE],
    rank: [u8; PEOPLE],
    score: [i64; PEOPLE],
}

impl From<&FiveResult> for FinalOut {
    fn from(f: &FiveResult) -> FinalOut {
        FinalOut {
            points: f.points,
            rank: f.rank,
            score: f.points,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::game_doc::testing::run_json;
    use serde_json::json;

    #[test]
    fn a_bet_is_refused_by_name_where_four_play() {
        for (ruleset, winner) in [
            ("msmc-2016", r#"{"seat": 1, "han": 1, "fu": 30}"#),
            ("hkos-msmc", r#"{"seat": 1, "faan": 3}"#),
            ("mcr", r#"{"seat": 1, "fan": 8}"#),
            ("zung-jung", r#"{"seat": 1, "points": 5}"#),
        ] {
            let doc = format!(
                r#"{{"ruleset": "{ruleset}", "hands": [{{"outcome": "tsumo", "winner": {winner}, "bet": "wall"}}]}}"#
            );
            let (out, code) = run_json(&doc);
            assert_eq!(code, 1, "{ruleset}");
            let message = out["error"]["message"].as_str().unwrap();
            assert!(
                message.contains("`bet` is the bettor's"),
                "{ruleset}: {message}"
            );
        }
    }

    #[test]
    fn a_table_of_five_needs_five_names_and_one_winner_of_a_discard() {
        let (out, code) = run_json(
            r#"{"ruleset": "american", "players": ["A", "B", "C", "D", "E"], "hands": [{"outcome": "ron", "discarder": 0, "winners": [{"seat": 1, "points": 25}, {"seat": 2, "points": 25}], "bet": "wall"}]}"#,
        );
        assert_eq!(code, 1);
        assert!(out["error"]["message"]
            .as_str()
            .unwrap()
            .contains("give the one player who won the discard"));
        let (out, code) = run_json(
            r#"{"ruleset": "american", "players": ["A", "B", "C", "D", "E"], "hands": [{"outcome": "tsumo", "winner": {"seat": 2, "points": 25}, "bet": {"on": 2}}]}"#,
        );
        assert_eq!(code, 0);
        // Bet on the winner: each of the three others pays the winner and the bettor 50.
        assert_eq!(
            out["hands"][0]["deltas"],
            json!([-100, -100, 150, -100, 150])
        );
        assert_eq!(out["hands"][0]["bettor"], json!(4));
    }
}
