//! Zung Jung (中庸, Alan Kwan's scoring system v3.3) and its World Series of Mahjong format
//! (docs/rules.md §9): two presets of one style, `zung-jung` (the chicken hand of 1 point
//! allowed, 16 hands) and `wsom` (5 points at least, 8 hands).
//!
//! Owns the two presets, the registry's answers for the style ([`ZungJung`]), the check of a
//! winner's value (`"points": P`, [`check_points`]) and the style's payoff ([`Payoff`]), the
//! settlement of the shared game of points (`engine::points_game`) that replays its games.
//! Like the rest of the engine it does no I/O.
//!
//! Sources: the v3.3 List of Patterns and its Basic Rules and Payoff Scheme, Kwan's
//! "Miscellaneous Rules", and the World Series of Mahjong's tournament format (the 5-point
//! minimum, 8 hands a game).
//!
//! Decisions where the sources leave a point open (docs/rules.md §9):
//! - A typed value is 1 (the chicken hand) or a multiple of 5 up to 320 (the compound limit),
//!   or 400 or 480 (the single patterns above the limit): every sum of v3.3's patterns is one
//!   of these, so any other number is a slip and is refused with the reason.
//! - There is no round wind and no dealer bonus: the deal passes after every hand, a draw
//!   included, and the players keep their seats.
//! - Several winners on one discard: the nearest in turn order after the discarder wins (head
//!   bump), as in the club's other styles.
//! - Penalties are points taken from the player and given to nobody, as in MCR; the game's
//!   points then sum to minus the penalties. Tied players share the better place; the final
//!   score is the points, and standings add them up.
//! - A game ended at time finishes the hand in progress, then stops.
pub mod scoring;

use super::{Facts, StyleId, StyleRules, ValueKind};
use crate::engine::points_game::{Settlement, Win};
use crate::engine::ruleset::Ruleset;
use crate::engine::sheet::{HandValue, ValueError, Winner, WinnerFacts};

/// The Zung Jung preset ids, the default first.
pub const PRESETS: &[&str] = &["zung-jung", "wsom"];

/// The par score: a discard win above it is paid this by each of the two other players and
/// the rest of three times the value by the discarder.
pub const PAR: u32 = 25;

/// The compound limit: the most a hand of several patterns scores.
pub const LIMIT: u32 = 320;

/// The single patterns worth more than the limit (Big Four Winds and Pure Greater Terminals;
/// Nine Gates, Four Kongs and Four Identical Sequences).
pub const ABOVE_LIMIT: [u32; 2] = [400, 480];

/// The values a hand can have, in words (the reason a typed value is refused).
pub const POSSIBLE_VALUES: &str =
    "a Zung Jung hand is worth 1 (a chicken hand) or a multiple of 5 up to 320, or 400 or 480";

/// Zung Jung, as the registry knows it.
pub struct ZungJung;

impl Ruleset {
    /// Zung Jung (`zung-jung`, docs/rules.md §9): four wind rounds of four hands, the deal
    /// passing every hand, no riichi or counters, scores from 0, head bump, a game ended at time
    /// after the hand in progress, the points as the final score.
    pub fn zung_jung() -> Ruleset {
        // A penalty is recorded with the hand as points taken, not as a chombo.
        Ruleset::in_points("zung-jung", "Zung Jung", StyleId::ZungJung)
    }

    /// The World Series of Mahjong (`wsom`, docs/rules.md §9): Zung Jung in two wind rounds
    /// (8 hands), a win needing 5 points (one pattern) at least.
    pub fn wsom() -> Ruleset {
        Ruleset {
            id: "wsom",
            name: "World Series of Mahjong (Zung Jung)",
            wind_rounds: 2,
            ..Ruleset::zung_jung()
        }
    }
}

/// The style's payoff (v3.3's Payoff Scheme) and minimum under one preset.
#[derive(Debug)]
pub struct Payoff {
    ruleset: &'static str,
    minimum: u32,
}

/// `zung-jung`: a chicken hand (1 point) wins.
pub const ZUNG_JUNG_PAYOFF: Payoff = Payoff {
    ruleset: "zung-jung",
    minimum: 1,
};

/// `wsom`: a win needs a pattern, 5 points at least.
pub const WSOM_PAYOFF: Payoff = Payoff {
    ruleset: "wsom",
    minimum: 5,
};

impl Settlement for Payoff {
    fn ruleset(&self) -> &'static str {
        self.ruleset
    }

    fn points(&self, winner: &Winner, written: WinnerFacts<'_>) -> Result<u32, ValueError> {
        check_points(winner, written)
    }

    fn minimum(&self) -> u32 {
        self.minimum
    }

    /// Self-drawn: `P` from each. By discard: `P` from each of the three up to the par of 25;
    /// above it 25 from each of the two others and `3P − 50` from the discarder, so the winner
    /// always collects `3P`.
    fn pays(&self, win: &Win) -> [u32; 4] {
        let p = win.points;
        let mut pays = [p; 4];
        if let Some(discarder) = win.discarder {
            if p > PAR {
                pays = [PAR; 4];
                pays[discarder.index()] = 3 * p - 2 * PAR;
            }
        }
        pays[win.winner.index()] = 0;
        pays
    }
}

/// Whether `points` is a value some hand has (see [`POSSIBLE_VALUES`]).
pub fn is_possible(points: u32) -> bool {
    points == 1
        || (points % 5 == 0 && (5..=LIMIT).contains(&points))
        || ABOVE_LIMIT.contains(&points)
}

/// The points of a Zung Jung winner: `"points": P` with P a value some hand has, refusing
/// another style's value with what to write instead. The preset's minimum is the game's to
/// check.
pub fn check_points(winner: &Winner, written: WinnerFacts<'_>) -> Result<u32, ValueError> {
    let seat = winner.seat;
    if !written.bonuses.is_empty() {
        return Err(ValueError::Refused {
            seat,
            reason:
                "Zung Jung has no bonuses (`bonuses` are Vietnamese); its points count everything"
                    .to_owned(),
        });
    }
    match winner.value {
        HandValue::Points(points) if is_possible(points) => Ok(points),
        HandValue::Points(points) => Err(ValueError::ImpossiblePoints {
            seat,
            points,
            rule: POSSIBLE_VALUES,
        }),
        other => Err(ValueKind::Points.refuse(
            seat,
            "`points` (1 or a multiple of 5 up to 320, or 400 or 480)",
            &other,
            "no value",
        )),
    }
}

/// The style's plain answers.
pub const FACTS: Facts = Facts {
    // 16 hands under `zung-jung`, 8 under `wsom`: the preset fixes it.
    wind_rounds_offered: &[4, 2],
    ..Facts::points_game(
        StyleId::ZungJung,
        "Zung Jung",
        PRESETS,
        |id| match id {
            "zung-jung" => Some(Ruleset::zung_jung()),
            "wsom" => Some(Ruleset::wsom()),
            _ => None,
        },
        |winner, written| check_points(winner, written).map(drop),
    )
};

impl StyleRules for ZungJung {
    fn facts(&self) -> &'static Facts {
        &FACTS
    }

    fn points_settlement(&self, rules: &Ruleset) -> Option<&'static dyn Settlement> {
        match rules.id {
            "wsom" => Some(&WSOM_PAYOFF),
            _ => Some(&ZUNG_JUNG_PAYOFF),
        }
    }
}

#[cfg(test)]
mod tests;
