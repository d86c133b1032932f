//! Four-player riichi (docs/rules.md §1–3): the six presets, the han/fu value a winner is
//! written with, and the registry's answers for the style.
//!
//! The game itself (deal with counters, deposits, multiple ron, agari-yame, busting) is
//! replayed by [`replay`] (with `settle.rs`, one function per outcome), which sanma shares; the
//! hand evaluator from tiles is `engine::hand`, and the payment table `engine::payment`.

pub mod facts;
mod presets;
pub mod refusal;
pub mod replay;
#[cfg(test)]
mod replay_more_tests;
#[cfg(test)]
mod replay_tests;
mod settle;
pub mod value;

pub use value::Value;

use super::{Facts, GameFlow, StyleId, StyleRules, ValueKind};
use crate::engine::game::replay::Replay;
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::TableSize;

/// The riichi preset ids, the club's (the default) first.
pub const PRESETS: &[&str] = &[
    "msmc-2016",
    "ema-2016",
    "ema-2025",
    "wrc",
    "tenhou",
    "mleague",
];

/// Four-player riichi, as the registry knows it.
pub struct Riichi;

/// The style's plain answers.
pub const FACTS: Facts = Facts {
    id: StyleId::Riichi,
    name: "Riichi",
    table: TableSize::FOUR,
    presets: PRESETS,
    value_kind: ValueKind::HanFu,
    game_flow: GameFlow::Riichi,
    riichi: true,
    counters: true,
    table_penalties: false,
    wind_rounds_offered: &[2],
    red_fives: true,
    three_player_tiles: false,
    preset: Ruleset::riichi_preset,
    check_value: |winner, _| winner.value().map(drop),
};

impl StyleRules for Riichi {
    fn facts(&self) -> &'static Facts {
        &FACTS
    }

    fn game(&self, _rules: &Ruleset, _names: [&str; 4]) -> Box<dyn Replay> {
        Box::new(replay::RiichiReplay)
    }
}
