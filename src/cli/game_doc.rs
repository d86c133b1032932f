//! What every style's `tenbou game` document reads alike (docs/game-json.md): the four player
//! names, the list of hands, seat fields, whole-number points, the loop that plays the hands
//! in order and stops at the first that cannot be played, and the sheet printed at the end.
//! Each style's reader keeps only what its own hands hold; the words of every message are the
//! same for every style.

use serde_json::{Map, Value};

use super::game_out::{render, ErrorOut, FinalOut, RowOut};
use crate::db::transfer::MAX_HANDS;
use crate::engine::game::SEAT_NAMES;
use crate::engine::seat::Seat;
use crate::engine::sheet::{FinalResult, Row};

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

/// A four-seat style's game as its reader drives it: hands applied in order, a game ended at
/// time, the rows and the final result. Each style's game implements it with [`replays`].
pub trait Replay {
    /// One hand as the style's game takes it.
    type Hand;
    /// Applies one hand; on error the game is unchanged.
    fn apply_hand(&mut self, hand: &Self::Hand) -> Result<(), String>;
    /// Ends the game after the hand in progress (time was called).
    fn end_at_time(&mut self);
    fn rows(&self) -> &[Row];
    fn is_over(&self) -> bool;
    fn final_result(&self) -> Option<FinalResult>;
    /// Each seat's wind in the hand at `index`, printed where the seats change winds (MCR).
    fn winds(&self, index: usize) -> Option<[&'static str; 4]>;
    /// Whether the final result prints its score as table points too (MCR).
    fn table_points(&self) -> bool;
}

/// Implements [`Replay`] for a style's game by its own methods of the same names; the winds of
/// each hand and whether table points are printed are given where the style has them.
macro_rules! replays {
    ($game:ty, $hand:ty) => {
        $crate::cli::game_doc::replays!($game, $hand, |_| None, false);
    };
    ($game:ty, $hand:ty, $winds:expr, $table_points:expr) => {
        impl $crate::cli::game_doc::Replay for $game {
            type Hand = $hand;
            fn apply_hand(&mut self, hand: &$hand) -> Result<(), String> {
                <$game>::apply(self, hand)
                    .map(|_| ())
                    .map_err(|e| e.to_string())
            }
            fn end_at_time(&mut self) {
                <$game>::end_at_time(self)
            }
            fn rows(&self) -> &[$crate::engine::sheet::Row] {
                <$game>::rows(self)
            }
            fn is_over(&self) -> bool {
                <$game>::is_over(self)
            }
            fn final_result(&self) -> Option<$crate::engine::sheet::FinalResult> {
                <$game>::final_result(self)
            }
            fn winds(&self, index: usize) -> Option<[&'static str; 4]> {
                ($winds)(index)
            }
            fn table_points(&self) -> bool {
                $table_points
            }
        }
    };
}
pub(crate) use replays;

/// Runs a four-seat style's document: `read` is its game and hands (or the document's
/// error), `parse` reads one hand and whether time ran out during it. The hands are played in
/// order, a game whose time ran out ends after the hand, and the sheet is printed with the
/// exit status (1 when the document or a hand is in error).
pub fn run_document<G: Replay>(
    read: Result<(G, Vec<Value>), String>,
    parse: impl Fn(&Value) -> Result<(G::Hand, bool), String>,
) -> (String, i32) {
    let (mut game, hands) = match read {
        Ok(d) => d,
        Err(message) => return document_error(message),
    };
    let over = |game: &G| game.is_over().then(|| game.rows().len());
    let error = play_hands(&mut game, &hands, over, |game, raw| {
        let (hand, time_up) = parse(raw)?;
        game.apply_hand(&hand)?;
        if time_up && !game.is_over() {
            game.end_at_time();
        }
        Ok(())
    });
    let winds: Vec<Option<[&str; 4]>> = (0..game.rows().len()).map(|i| game.winds(i)).collect();
    let rows: Vec<RowOut> = game
        .rows()
        .iter()
        .zip(&winds)
        .map(|(r, w)| RowOut::new(r, 4).with_winds(w.as_ref()))
        .collect();
    let final_result = game.final_result();
    let final_out = final_result.as_ref().map(|f| {
        let out = FinalOut::new(f, 4);
        if game.table_points() {
            out.with_table_points()
        } else {
            out
        }
    });
    let out = render(error.as_ref(), &rows, game.is_over(), final_out.as_ref());
    (out, i32::from(error.is_some()))
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

/// The four players' names and the list of hands of a four-seat style's document.
pub fn four_players(doc: &Map<String, Value>) -> Result<([String; 4], Vec<Value>), String> {
    let names = players(doc, 4)?;
    Ok((names, hand_list(doc)?))
}

/// Refuses Hong Kong Old Style's game settings in the document of a style whose games have a
/// fixed length, which `length` states ("an MCR game is always 16 hands").
pub fn refuse_hkos_settings(doc: &Map<String, Value>, length: &str) -> Result<(), String> {
    match ["winds", "faan_table"]
        .into_iter()
        .find(|key| doc.get(*key).is_some_and(|v| !v.is_null()))
    {
        Some(key) => Err(format!(
            "`{key}` is a Hong Kong Old Style setting: {length}; remove `{key}`"
        )),
        None => Ok(()),
    }
}

/// The `hands` field: the list of hands played, in order; at most as many as an imported
/// game may hold ([`MAX_HANDS`]), so that a runaway document cannot make the sheet grow without
/// bound (no real game comes near it).
pub fn hand_list(doc: &Map<String, Value>) -> Result<Vec<Value>, String> {
    match doc.get("hands") {
        Some(Value::Array(list)) if list.len() > MAX_HANDS => Err(format!(
            "`hands` lists {} hands: a game has at most {MAX_HANDS}; split the document or remove the extra hands",
            list.len()
        )),
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
    /// plays, the fields of a winner's valid value, and what is said of a winner without one.
    const STYLES: [(Option<&str>, &str, &str, &str); 4] = [
        (
            None,
            r#"{"outcome": "abortive"}"#,
            r#""han": 3, "fu": 30"#,
            "no value given",
        ),
        (
            Some("hkos-msmc"),
            r#"{"outcome": "draw"}"#,
            r#""faan": 5"#,
            "no value given",
        ),
        (
            Some("mcr"),
            r#"{"outcome": "draw"}"#,
            r#""fan": 8"#,
            "no value given",
        ),
        (
            Some("zung-jung"),
            r#"{"outcome": "draw"}"#,
            r#""points": 40"#,
            "`winner.points` is missing",
        ),
    ];

    /// The styles whose penalties are points taken from the player and which play no riichi:
    /// each one's ruleset id and the fields of a winner's valid value.
    const TAKING_STYLES: [(&str, &str); 2] =
        [("mcr", r#""fan": 8"#), ("zung-jung", r#""points": 40"#)];

    #[test]
    fn the_styles_taking_penalties_refuse_other_styles_fields_with_the_same_message() {
        for (ruleset, value) in TAKING_STYLES {
            let winner = |fields: &str| {
                format!(r#"{{"outcome": "tsumo", "winner": {{"seat": 1, {fields}}}}}"#)
            };
            let draw = |fields: &str| format!(r#"{{"outcome": "draw", {fields}}}"#);
            let cases = [
                (draw(r#""tenpai": [0]"#), "`tenpai` is a riichi field"),
                (draw(r#""riichi": [0]"#), "`riichi` is a riichi field"),
                (draw(r#""honba": 1"#), "`honba` is a riichi field"),
                (
                    draw(r#""dealer_stops": true"#),
                    "`dealer_stops` is a riichi field",
                ),
                (
                    draw(r#""penalties": [{"seat": 0, "each": 8}]"#),
                    "`penalties[0].each` is a Hong Kong Old Style penalty",
                ),
                (
                    draw(r#""penalties": [{"seat": 0, "points": 0}]"#),
                    "above 0",
                ),
                (
                    draw(r#""penalties": [{"seat": 4, "points": 5}]"#),
                    "seat 4 in `penalties[0].seat` is out of range",
                ),
                (
                    winner(r#""faan": 8"#),
                    "`winner.faan` is a Hong Kong Old Style field",
                ),
                (
                    winner(&format!(r#"{value}, "limit": true"#)),
                    "`winner.limit` is a Hong Kong Old Style field",
                ),
                (
                    winner(r#""han": 3, "fu": 30"#),
                    "`winner.han` is a riichi field",
                ),
                (winner(&format!(r#"{value}, "pao": 2"#)), "no liable player"),
                (
                    r#"{"outcome": "abortive"}"#.to_string(),
                    "abortive draw is not played",
                ),
            ];
            let cases: Vec<(&str, &str)> = cases.iter().map(|(h, f)| (h.as_str(), *f)).collect();
            assert_second_hand_errors(Some(ruleset), r#"{"outcome": "draw"}"#, &cases);
        }
    }

    #[test]
    fn the_styles_of_a_fixed_length_refuse_hong_kong_old_style_settings() {
        assert_document_errors(&[
            (
                r#"{"ruleset": "mcr", "winds": 1, "hands": []}"#,
                "always 16 hands",
            ),
            (
                r#"{"ruleset": "mcr", "faan_table": {"3": 8}, "hands": []}"#,
                "`faan_table` is a Hong Kong Old Style setting",
            ),
            (
                r#"{"ruleset": "zung-jung", "winds": 1, "hands": []}"#,
                "always 16 hands",
            ),
            (
                r#"{"ruleset": "wsom", "faan_table": {"3": 8}, "hands": []}"#,
                "always 8 hands",
            ),
            (
                r#"{"ruleset": "chinese-classical", "winds": 4, "hands": []}"#,
                "always 1 wind round, the dealer keeping the deal on a win or a draw",
            ),
        ]);
    }

    #[test]
    fn every_style_refuses_the_hands_no_style_can_play_with_the_same_message() {
        for (ruleset, first, value, no_value) in STYLES {
            let cases = [
                (
                    r#"{"outcome": "tsumo", "winner": {"seat": 1}}"#.to_string(),
                    no_value,
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
