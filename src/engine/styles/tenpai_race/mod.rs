//! Tenpai Race (docs/rules.md §14): riichi for two players, each hand in two stages. In
//! Stage A the players build their hands and nobody may win; a player in tenpai and not
//! furiten may open Stage B after a discard, becoming the attacker, and the defender then tries
//! to name the attacker's winning tile before the attacker draws it.
//!
//! Follows the club's rule page for Tenpai Race: riichi's hands and values, 10,000 points each
//! at the start, a Stage A draw after 18 discards each that shows no hands, pays no tenpai,
//! keeps the dealer and adds a counter. The stored copy of that page breaks off where Stage B's
//! guessing begins, so how Stage B ends and what it pays are tenbou's decisions, written in
//! §14 and beside the code that makes them: the attacker's self-drawn win (`tsumo`) is paid by
//! the defender as a riichi ron; a wait found by the defender is recorded as a `ron` whose
//! winner is the defender and whose discarder is the attacker, and the attacker pays what the
//! attacker's hand would have won. Values are typed, never scored from tiles (see
//! [`TYPED_ONLY`]).

mod replay;
#[cfg(test)]
mod tests;

pub use replay::{COUNTER_POINTS, TENPAI_RACE_REPLAY};

use super::{Facts, StyleId, StyleRules};
use crate::engine::game::replay::Replay;
use crate::engine::payment::{base_points, validate_declared, Base, WinKind};
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::TableSize;
use crate::engine::sheet::{ValueError, Winner, WinnerFacts};

/// The Tenpai Race preset ids.
pub const PRESETS: &[&str] = &["tenpai_race"];

/// Why a Tenpai Race hand is typed, in the words of the calculator and `tenbou score`.
pub const TYPED_ONLY: &str = "Tenpai Race hands are typed, not scored from tiles: a wait found by the defender is paid with the attacker's hand written on the defender's line, which the tile evaluator cannot read. Type the han and fu (or the limit) on the score sheet.";

/// Tenpai Race, as the registry knows it.
pub struct TenpaiRace;

impl Ruleset {
    /// Tenpai Race as tenbou plays it (`tenpai_race`, docs/rules.md §14): a table of two,
    /// 10,000 each at the start (the club's page), an East and a South round of two deals each
    /// with riichi's dealer repeats and counters, no riichi deposits, nagashi or abortive draws;
    /// a player below zero ends the game. The final score is the points above or below the
    /// start in thousands, with no uma or oka, as in every game of two tenbou plays.
    pub fn tenpai_race() -> Ruleset {
        Ruleset {
            id: "tenpai_race",
            name: "Tenpai Race (two players)",
            style: StyleId::TenpaiRace,
            ..Ruleset::club_night_of_two(10_000)
        }
    }
}

/// The style's plain answers: riichi's han and fu at a table of two, the counters column (a
/// draw adds one), no riichi boxes (no deposit is put down), a fixed length.
pub const FACTS: Facts = Facts {
    riichi: false,
    ..Facts::club_night(
        StyleId::TenpaiRace,
        "Tenpai Race (two players)",
        TableSize::TWO,
        PRESETS,
        |id| (id == PRESETS[0]).then(Ruleset::tenpai_race),
        check_value,
    )
};

impl StyleRules for TenpaiRace {
    fn facts(&self) -> &'static Facts {
        &FACTS
    }

    fn game(&self, _rules: &Ruleset, _names: [&str; 4]) -> Box<dyn Replay> {
        Box::new(TENPAI_RACE_REPLAY)
    }
}

/// Whether `winner`'s value is a riichi value that a win by ron or by tsumo can have under the
/// Tenpai Race preset; the replay checks it again against the way the hand actually ended.
pub fn check_value(winner: &Winner, _written: WinnerFacts<'_>) -> Result<(), ValueError> {
    let rules = Ruleset::tenpai_race();
    winner_base(winner, WinKind::Ron, &rules)
        .or_else(|_| winner_base(winner, WinKind::Tsumo, &rules))
        .map(drop)
}

/// The base points of `winner`'s value for a win of this kind: a riichi value (han with fu, a
/// named limit or yakuman) whose han and fu such a win can have.
pub(crate) fn winner_base(
    winner: &Winner,
    win: WinKind,
    rules: &Ruleset,
) -> Result<Base, ValueError> {
    use super::riichi::Value;
    let base = match winner.value()? {
        Value::HanFu { han, fu } => {
            validate_declared(han, fu, win, rules).map_err(|source| ValueError::Refused {
                seat: winner.seat,
                reason: source.to_string(),
            })?;
            base_points(han, fu.unwrap_or(0), 0, rules)
        }
        Value::Limit(limit) => Base {
            points: limit.base(),
            limit: Some(limit),
        },
        Value::Yakuman(count) => base_points(0, 0, count, rules),
    };
    Ok(base)
}
