//! Three-player riichi, sanma (docs/rules.md §6): its preset, the tiles a table of three does not
//! play ([`tiles`]: no 2m–8m, no North seat, nuki dora) and the registry's answers for the style.
//!
//! Sanma is riichi's han/fu, payment table and deal at a table of three, so its games are
//! replayed by riichi's replay (`styles::riichi::replay`) and its winners' values are checked as riichi's.

#[cfg(test)]
mod replay_tests;
pub mod tiles;

use super::riichi::replay::RiichiReplay;
use super::{Facts, StyleId, StyleRules};
use crate::engine::game::replay::Replay;
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::TableSize;

/// The sanma preset ids.
pub const PRESETS: &[&str] = &["sanma-msmc"];

/// Three-player riichi, as the registry knows it.
pub struct Sanma;

impl Ruleset {
    /// The club's three-player riichi (`sanma-msmc`, docs/rules.md §6): the club's riichi at a table
    /// of three, 35,000 start and 40,000 return, oka 15 and uma +15/0/−15, 2,000 in all at a
    /// draw, nuki dora and no open chii. Everything §6 does not change is the club preset's.
    ///
    /// Decisions where §6 is silent: abortive draws are played (nine terminals and four kans;
    /// §6 removes only four riichi and four winds), a player below zero ends the game and
    /// agari-yame is not played (docs/game-json.md, "no agari-yame").
    pub fn sanma() -> Ruleset {
        Ruleset {
            id: "sanma-msmc",
            name: "MSMC sanma (three players)",
            style: StyleId::Sanma,
            table: TableSize::THREE,
            starting_points: 35_000,
            return_points: 40_000,
            noten_total: 2000,
            nuki_dora: true,
            open_chii: false,
            agari_yame: false,
            uma: [15, 0, -15, 0],
            oka: 15_000,
            ..Ruleset::club()
        }
    }
}

/// The style's plain answers.
/// Riichi's han/fu, deal, riichi, counters, game length and red fives, at a table of three.
pub const FACTS: Facts = Facts {
    id: StyleId::Sanma,
    name: "Sanma (three-player riichi)",
    table: TableSize::THREE,
    presets: PRESETS,
    three_player_tiles: true,
    preset: |id| (id == PRESETS[0]).then(Ruleset::sanma),
    ..super::riichi::FACTS
};

impl StyleRules for Sanma {
    fn facts(&self) -> &'static Facts {
        &FACTS
    }

    fn game(&self, _rules: &Ruleset, _names: [&str; 4]) -> Box<dyn Replay> {
        Box::new(RiichiReplay)
    }
}
