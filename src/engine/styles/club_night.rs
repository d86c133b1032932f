//! What the club-night variants of riichi share (Minefield, docs/rules.md §13; Tenpai Race,
//! §14; Mangan Mahjong, §15; Clear Mahjong, §16): the base ruleset each of their presets
//! changes and the registry's plain answers each style's `FACTS` starts from, so that a
//! variant's folder says only what its variant changes.
//!
//! Every club-night game is the club's riichi (`msmc-2016`) played for the night: it ends by
//! its own rule, never by agari-yame, and its final score is the points above or below the
//! start in thousands exactly, with no oka and no uma (Mangan alone adds the club's uma). Ties
//! go by the starting seat and a game still going at time ends after the hand in play, as the
//! club plays.

use super::{Facts, StyleId};
use crate::engine::ruleset::{Ruleset, ScoreMethod, TieRule, TimeRule};
use crate::engine::seat::TableSize;
use crate::engine::sheet::{ValueError, Winner, WinnerFacts};

impl Ruleset {
    /// The base of every club-night preset, each player starting with `starting_points`.
    pub(crate) fn club_night(starting_points: i32) -> Ruleset {
        Ruleset {
            starting_points,
            return_points: starting_points,
            agari_yame: false,
            uma: [0; 4],
            oka: 0,
            score_method: ScoreMethod::Exact,
            tie_rule: TieRule::StartingSeat,
            time_rule: TimeRule::FinishHand,
            ..Ruleset::club()
        }
    }

    /// The base of the club-night games at a table of two (Minefield, Tenpai Race): no riichi
    /// deposit (neither game puts one down), no noten payments, nagashi mangan or abortive
    /// draws, and a player below zero ends the game.
    pub(crate) fn club_night_of_two(starting_points: i32) -> Ruleset {
        Ruleset {
            table: TableSize::TWO,
            noten_total: 0,
            riichi: false,
            nagashi_mangan: false,
            abortive_draws: false,
            bust_ends_game: true,
            ..Ruleset::club_night(starting_points)
        }
    }
}

impl Facts {
    /// The plain answers every club-night style starts from: riichi's (its han and fu, its
    /// deal, riichi declared and counters kept, East and South, no table penalties or
    /// three-player tiles) at a table of `table`, without red fives. A style that differs in
    /// one of them says so over these (`Facts { …, ..Facts::club_night(…) }`).
    pub const fn club_night(
        id: StyleId,
        name: &'static str,
        table: TableSize,
        presets: &'static [&'static str],
        preset: fn(&str) -> Option<Ruleset>,
        check_value: fn(&Winner, WinnerFacts<'_>) -> Result<(), ValueError>,
    ) -> Facts {
        Facts {
            id,
            name,
            table,
            presets,
            red_fives: false,
            preset,
            check_value,
            ..super::riichi::FACTS
        }
    }
}
