//! What the hands of every style's `tenbou game` document read alike (docs/game-json.md): the
//! `outcome` word, the winners of a ron or a tsumo, the fields a style refuses because another
//! style plays them, `time_up`, and the lists of penalty objects. Each style's reader keeps only
//! its winner's value, its own penalties and its own words ([`Words`]); the shared messages are
//! worded here once so that every style says them alike.

use serde_json::{Map, Value};

use super::game_doc::{points, seat, winner_list};
use crate::engine::fixed_seats::Outcome;
use crate::engine::seat::Seat;

/// The outcome words of the styles that play no abortive draw and no chombo, as messages list
/// them.
pub const WIN_OR_DRAW: &str = "ron, tsumo or draw";

/// A style's own words in the messages about a hand's outcome.
pub struct Words<'a> {
    /// The preset named in refusals ("not played under mcr").
    pub preset: &'a str,
    /// A winner as written, shown when a tsumo has none: `{"seat": …, "fan": …}`.
    pub tsumo_winner: &'a str,
    /// What a winner holds besides its seat: "a value", "`fan`".
    pub value: &'a str,
    /// Said of an abortive draw after the preset, e.g. " (no abortive draws)"; usually empty.
    pub abortive_aside: &'a str,
    /// What to record instead of a chombo, after "chombo is not an outcome under …: ".
    pub chombo: &'a str,
}

/// A hand's outcome with its winners, for the styles that play ron, tsumo and draw only
/// ([`WIN_OR_DRAW`]).
pub enum Played<W> {
    Ron { discarder: Seat, winners: Vec<W> },
    Tsumo(W),
    Draw,
}

/// The hand object of `raw` and its outcome word; `outcomes` lists the words the style plays.
pub fn outcome<'a>(
    raw: &'a Value,
    outcomes: &str,
) -> Result<(&'a Map<String, Value>, &'a str), String> {
    let Value::Object(hand) = raw else {
        return Err(format!(
            "a hand must be an object with an `outcome` ({outcomes})"
        ));
    };
    match hand.get("outcome") {
        Some(Value::String(s)) => Ok((hand, s.as_str())),
        None | Some(Value::Null) => Err(format!("`outcome` is missing: use {outcomes}")),
        Some(_) => Err(format!("`outcome` must be a string: {outcomes}")),
    }
}

/// A hand played as the games of fixed seats (MCR, Hong Kong Old Style, the styles of points)
/// record it.
impl<W> From<Played<W>> for Outcome<W> {
    fn from(played: Played<W>) -> Self {
        match played {
            Played::Ron { discarder, winners } => Outcome::Ron { discarder, winners },
            Played::Tsumo(winner) => Outcome::Tsumo { winner },
            Played::Draw => Outcome::Draw,
        }
    }
}

/// The message for an outcome word the style does not know.
pub fn unknown_outcome(other: &str, outcomes: &str) -> String {
    format!("unknown outcome \"{other}\": use {outcomes} (in lower case)")
}

/// The outcome `word` of `hand` with its winners, each read by `winner`; abortive draws and
/// chombo are refused in the style's words.
pub fn played<W>(
    hand: &Map<String, Value>,
    word: &str,
    words: &Words,
    winner: impl Fn(&Value, &str) -> Result<W, String>,
) -> Result<Played<W>, String> {
    let preset = words.preset;
    match word {
        "ron" => {
            let discarder = seat(hand, "discarder")?;
            let winners = winner_list(hand, winner)?;
            Ok(Played::Ron { discarder, winners })
        }
        "tsumo" => {
            let winner = tsumo_winner(hand, words.tsumo_winner, words.value, winner)?;
            Ok(Played::Tsumo(winner))
        }
        "draw" => Ok(Played::Draw),
        "abortive" => Err(format!(
            "an abortive draw is not played under {preset}{}: the hand goes on; record how it ended",
            words.abortive_aside
        )),
        "chombo" => Err(format!(
            "chombo is not an outcome under {preset}: {}",
            words.chombo
        )),
        other => Err(unknown_outcome(other, WIN_OR_DRAW)),
    }
}

/// The `winner` of a tsumo read by `winner`; `example` shows a winner as written and `value`
/// names what it holds besides its seat.
pub fn tsumo_winner<W>(
    hand: &Map<String, Value>,
    example: &str,
    value: &str,
    winner: impl Fn(&Value, &str) -> Result<W, String>,
) -> Result<W, String> {
    match hand.get("winner") {
        Some(w @ Value::Object(_)) => winner(w, "winner"),
        None | Some(Value::Null) => Err(format!("a tsumo needs a `winner`: {example}")),
        Some(_) => Err(format!(
            "`winner` must be an object with `seat` and {value}"
        )),
    }
}

/// The object of the winner at `path`; `value` names what it holds besides its seat.
pub fn winner_object<'a>(
    w: &'a Value,
    path: &str,
    value: &str,
) -> Result<&'a Map<String, Value>, String> {
    match w {
        Value::Object(obj) => Ok(obj),
        _ => Err(format!(
            "`{path}` must be an object with `seat` and {value}"
        )),
    }
}

/// Whether the field `key` is given (present and not null).
pub fn given(obj: &Map<String, Value>, key: &str) -> bool {
    obj.get(key).is_some_and(|v| !v.is_null())
}

/// Fields of a riichi hand, refused by name where nothing in them is played.
const RIICHI_HAND_FIELDS: [&str; 5] = ["riichi", "tenpai", "nagashi", "dealer_stops", "honba"];

/// Refuses the riichi fields of a hand played under `preset`, which has none of them.
pub fn refuse_riichi_fields(hand: &Map<String, Value>, preset: &str) -> Result<(), String> {
    match RIICHI_HAND_FIELDS.into_iter().find(|key| given(hand, key)) {
        Some(key) => Err(format!(
            "`{key}` is a riichi field and is not played under {preset}: no riichi, counters or payments at a draw; remove `{key}` from this hand"
        )),
        None => Ok(()),
    }
}

/// Refuses every player's `scores` (Chinese Classical's) on a hand played under `preset`,
/// where only the winner's value is paid.
pub fn refuse_scores(hand: &Map<String, Value>, preset: &str) -> Result<(), String> {
    if given(hand, "scores") {
        return Err(format!(
            "`scores` is a Chinese Classical field and is not played under {preset}: only the winner's value is paid; remove `scores` from this hand"
        ));
    }
    Ok(())
}

/// Refuses MCR's `false_wins` on a hand played under `preset`, where a false win is a
/// penalty taken from the player.
pub fn refuse_false_wins(hand: &Map<String, Value>, preset: &str) -> Result<(), String> {
    if given(hand, "false_wins") {
        return Err(format!(
            "`false_wins` is an MCR field and is not played under {preset}: record a penalty taken from the player in `penalties`"
        ));
    }
    Ok(())
}

/// A winner's notes about the card's hand, American's (docs/game-json.md "American").
pub const CARD_FIELDS: [&str; 4] = ["jokerless", "singles_and_pairs", "mark", "line"];

/// Why a hand's `bet` is refused where four play.
pub const BET_REFUSED: &str =
    "`bet` is the bettor's, at an American table of five, and is not played";

/// Refuses American's fields in a hand played under `preset`, which has none of them: the
/// hand's dead-hand `challenges`, the bettor's `bet` and a winner's notes about the card's hand.
pub fn refuse_american_fields(hand: &Map<String, Value>, preset: &str) -> Result<(), String> {
    if given(hand, "challenges") {
        return Err(format!(
            "`challenges` (the dead-hand challenge) is an American field and is not played under {preset}; remove `challenges` from this hand"
        ));
    }
    if given(hand, "bet") {
        return Err(format!(
            "{BET_REFUSED} under {preset}; remove `bet` from this hand"
        ));
    }
    let mut winners: Vec<(String, &Map<String, Value>)> = Vec::new();
    if let Some(Value::Object(w)) = hand.get("winner") {
        winners.push(("winner".to_owned(), w));
    }
    if let Some(Value::Array(list)) = hand.get("winners") {
        for (i, w) in list.iter().enumerate() {
            if let Value::Object(w) = w {
                winners.push((format!("winners[{i}]"), w));
            }
        }
    }
    for (path, w) in winners {
        if let Some(key) = CARD_FIELDS.into_iter().find(|key| given(w, key)) {
            return Err(format!(
                "`{path}.{key}` is an American field and is not played under {preset}; remove `{key}`"
            ));
        }
    }
    Ok(())
}

/// The winner's value fields of each style and what they are, in the order they are checked.
const VALUE_FIELDS: [(&str, &str); 7] = [
    ("faan", "a Hong Kong Old Style field"),
    ("limit", "a Hong Kong Old Style field"),
    ("fan", "an MCR field"),
    ("han", "a riichi field"),
    ("fu", "a riichi field"),
    ("yakuman", "a riichi field"),
    ("bonuses", "a Vietnamese field"),
];

/// The seat of a winner written with one value field of its own (MCR's `fan`, `points` in a
/// game of points): the object at `path`, its seat, every other style's value field refused
/// (`wanted` says what to write instead) and, there being no liable player, `pao` refused.
pub fn plain_winner<'a>(
    w: &'a Value,
    path: &str,
    own: &str,
    wanted: &str,
    preset: &str,
) -> Result<(&'a Map<String, Value>, Seat), String> {
    winner_with_fields(w, path, (own, &[]), wanted, preset)
}

/// [`plain_winner`] for a style whose winner holds `also` beside its value field `own`
/// (Vietnamese's `bonuses` beside `points`).
pub fn winner_with_fields<'a>(
    w: &'a Value,
    path: &str,
    (own, also): (&str, &[&str]),
    wanted: &str,
    preset: &str,
) -> Result<(&'a Map<String, Value>, Seat), String> {
    let obj = winner_object(w, path, &format!("`{own}`"))?;
    let seat = seat(obj, &format!("{path}.seat"))?;
    let other = VALUE_FIELDS
        .into_iter()
        .find(|(key, _)| *key != own && !also.contains(key) && given(obj, key));
    if let Some((key, what)) = other {
        return Err(format!("`{path}.{key}` is {what}: {wanted}"));
    }
    if given(obj, "pao") {
        return Err(format!(
            "`{path}.pao`: there is no liable player under {preset}; remove `pao`"
        ));
    }
    Ok((obj, seat))
}

/// The hand's `time_up`: whether time ran out during it (false when absent).
pub fn time_up(hand: &Map<String, Value>) -> Result<bool, String> {
    match hand.get("time_up") {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(_) => Err("`time_up` must be true or false".to_owned()),
    }
}

/// When the entries of a list field are checked to be objects, which decides whose mistake
/// is told first in a list with several: MCR's lists check every entry before reading any,
/// the other styles' read each entry as soon as it is checked.
#[derive(Debug, Clone, Copy)]
pub enum Checked {
    AllFirst,
    InTurn,
}

/// The objects of the list field `key` of a hand (none when absent), each read by `read` with
/// its path (`penalties[0]`); `example` shows the list as written and `object` how an entry
/// that is not an object is told what to be.
pub fn read_objects<'a, T>(
    hand: &'a Map<String, Value>,
    key: &str,
    (example, object): (&str, &str),
    checked: Checked,
    read: impl Fn(&str, &Map<String, Value>) -> Result<T, String>,
) -> Result<Vec<T>, String> {
    let list = match hand.get(key) {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(list)) => list,
        Some(_) => return Err(format!("`{key}` must be a list such as {example}")),
    };
    let entry = |(i, v): (usize, &'a Value)| {
        let path = format!("{key}[{i}]");
        match v {
            Value::Object(obj) => Ok((path, obj)),
            _ => Err(format!("`{path}` must be an object {object}")),
        }
    };
    match checked {
        Checked::AllFirst => {
            let entries: Vec<_> = list
                .iter()
                .enumerate()
                .map(entry)
                .collect::<Result<_, _>>()?;
            entries.iter().map(|(path, obj)| read(path, obj)).collect()
        }
        Checked::InTurn => list
            .iter()
            .enumerate()
            .map(|e| entry(e).and_then(|(path, obj)| read(&path, obj)))
            .collect(),
    }
}

/// The penalties of a hand whose style takes `points` from the player (MCR and the games of
/// points), each made by `penalty`; `a_style` names the style with its article ("an MCR").
pub fn taken_penalties<P>(
    hand: &Map<String, Value>,
    a_style: &str,
    checked: Checked,
    penalty: impl Fn(Seat, u32) -> P,
) -> Result<Vec<P>, String> {
    let example = "[{\"seat\": 0, \"points\": 10}]";
    let words = (example, &*format!("such as {example}"));
    read_objects(hand, "penalties", words, checked, |path, obj| {
        let seat = seat(obj, &format!("{path}.seat"))?;
        if given(obj, "each") {
            return Err(format!(
                "`{path}.each` is a Hong Kong Old Style penalty paid to each player; {a_style} penalty is `points` taken from the player"
            ));
        }
        let points = points(
            obj,
            path,
            "points",
            "the points taken from the player",
            true,
        )?;
        Ok(penalty(seat, points))
    })
}
