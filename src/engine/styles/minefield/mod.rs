//! Minefield Mahjong, "17 steps" (docs/rules.md §13): two players, each building a tenpai hand
//! of 13 from 34 tiles and discarding the other 21 in turn, 17 each at most; a hand is won only
//! by ron on the other player's discard and only with mangan or more.
//!
//! Follows the club's rule page for Minefield Mahjong, read beside the riichi wiki's page: both
//! players are always in riichi (so the riichi yaku is in every hand and no deposit is put
//! down, both sticks would only cross the table), kiriage mangan counts 4 han 30 fu and 3 han
//! 60 fu as mangan, a winner is paid by the discarder as a riichi ron (the dealer, who
//! discards first, 6 × base, the other 4 × base), and a hand where both players have made their
//! 17 discards is a draw that pays nothing and doubles what the next win pays. Where both pages
//! are silent (starting points, the length of a game, the deal after a draw, a chombo) the
//! decisions are docs/rules.md §13's and are written beside the field or function that makes
//! them. The value check ([`check_value`]) refuses anything below mangan with the reason.

mod replay;
#[cfg(test)]
mod tests;
pub mod tiles;
#[cfg(test)]
mod tiles_tests;

pub use replay::{MAX_DOUBLINGS, MINEFIELD_REPLAY};

use super::{Facts, StyleId, StyleRules};
use crate::engine::game::replay::Replay;
use crate::engine::payment::{base_points, Base, Limit, WinKind};
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::{Seat, TableSize};
use crate::engine::sheet::{ValueError, Winner, WinnerFacts};

/// The Minefield preset ids.
pub const PRESETS: &[&str] = &["minefield"];

/// Minefield Mahjong, as the registry knows it.
pub struct Minefield;

impl Ruleset {
    /// Minefield Mahjong as tenbou plays it (`minefield`, docs/rules.md §13): a table of two,
    /// 25,000 each at the start, four wind rounds of two deals (eight hands, each player
    /// discarding first four times), kiriage mangan, no red fives, no riichi deposits, counters
    /// or abortive draws; a player below zero ends the game. The final score is the points
    /// above or below the start in thousands, with no uma or oka: a game of two is won by the
    /// points taken from the other player.
    pub fn minefield() -> Ruleset {
        Ruleset {
            id: "minefield",
            name: "Minefield Mahjong, 17 steps (two players)",
            style: StyleId::Minefield,
            wind_rounds: 4,
            open_chii: false,
            kiriage: true,
            ..Ruleset::club_night_of_two(25_000)
        }
    }
}

/// The style's plain answers: riichi's han and fu at a table of two, no riichi boxes (both
/// players are always in riichi), no counters, a fixed length of four wind rounds.
pub const FACTS: Facts = Facts {
    riichi: false,
    counters: false,
    wind_rounds_offered: &[4],
    ..Facts::club_night(
        StyleId::Minefield,
        "Minefield Mahjong (two players)",
        TableSize::TWO,
        PRESETS,
        |id| (id == PRESETS[0]).then(Ruleset::minefield),
        check_value,
    )
};

impl StyleRules for Minefield {
    fn facts(&self) -> &'static Facts {
        &FACTS
    }

    fn game(&self, _rules: &Ruleset, _names: [&str; 4]) -> Box<dyn Replay> {
        Box::new(MINEFIELD_REPLAY)
    }

    fn two_player_tiles(&self) -> bool {
        true
    }

    fn tile_seat_wind(&self, wind: Seat) -> Seat {
        tiles::seat_wind(wind)
    }
}

/// What a win in Minefield needs, in the words of a refusal.
pub const MANGAN_AT_LEAST: &str = "a Minefield hand wins only with mangan or more (5 han, or 4 han 30 fu and 3 han 60 fu and up with kiriage, or a named limit or yakuman)";

/// Whether `winner`'s value is a riichi value of mangan or more under the Minefield preset;
/// the error says why not.
pub fn check_value(winner: &Winner, _written: WinnerFacts<'_>) -> Result<(), ValueError> {
    winner_base(winner, &Ruleset::minefield()).map(drop)
}

/// The base points of `winner`'s value under `rules`: a riichi value (han with fu, a named
/// limit or yakuman) whose han and fu can occur on a ron, worth mangan or more.
pub(crate) fn winner_base(winner: &Winner, rules: &Ruleset) -> Result<Base, ValueError> {
    use super::riichi::Value;
    let seat = winner.seat;
    let base = match winner.value()? {
        Value::HanFu { han, fu } => {
            // A value scored from the tiles may carry fu above the typed ceiling of 110.
            let checked_fu = match winner.tiles {
                Some(_) => fu.map(|f| f.min(110)),
                None => fu,
            };
            crate::engine::payment::validate_declared(han, checked_fu, WinKind::Ron, rules)
                .map_err(|source| ValueError::Refused {
                    seat,
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
    if base.points < Limit::Mangan.base() {
        return Err(ValueError::Refused {
            seat,
            reason: format!("{} is below mangan: {MANGAN_AT_LEAST}", describe(winner)),
        });
    }
    Ok(base)
}

/// A winner's typed value in words, for the refusal of a value below mangan.
fn describe(winner: &Winner) -> String {
    use crate::engine::sheet::HandValue;
    match winner.value {
        HandValue::HanFu { han, fu: Some(fu) } => format!("{han} han {fu} fu"),
        HandValue::HanFu { han, fu: None } => format!("{han} han"),
        _ => "this value".to_owned(),
    }
}
