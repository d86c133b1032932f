//! Four-player riichi (docs/rules.md §1–3): the six presets, the han/fu value a winner is
//! written with, and the registry's answers for the style.
//!
//! The game itself (deal with counters, deposits, multiple ron, agari-yame, busting) is replayed
//! by `engine::game`, which sanma shares; the hand evaluator from tiles is `engine::hand`, and
//! the payment table `engine::payment`. What is riichi's alone and not shared with sanma lives
//! here.

mod presets;
pub mod value;

pub use value::Value;

use super::{GameFlow, StyleId, StyleRules, ValueKind};
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::TableSize;
use crate::engine::sheet::{ValueError, Winner};

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

impl StyleRules for Riichi {
    fn id(&self) -> StyleId {
        StyleId::Riichi
    }

    fn name(&self) -> &'static str {
        "Riichi"
    }

    fn table(&self) -> TableSize {
        TableSize::Four
    }

    fn presets(&self) -> &'static [&'static str] {
        PRESETS
    }

    fn preset(&self, id: &str) -> Option<Ruleset> {
        Ruleset::riichi_preset(id)
    }

    fn value_kind(&self) -> ValueKind {
        ValueKind::HanFu
    }

    fn check_value(&self, winner: &Winner) -> Result<(), ValueError> {
        winner.value().map(drop)
    }

    fn game_flow(&self) -> GameFlow {
        GameFlow::Riichi
    }

    fn has_riichi(&self) -> bool {
        true
    }

    fn has_counters(&self) -> bool {
        true
    }

    fn table_penalties(&self) -> bool {
        false
    }

    fn wind_rounds_offered(&self) -> &'static [u8] {
        &[2]
    }

    fn red_fives_allowed(&self) -> bool {
        true
    }

    fn three_player_tiles(&self) -> bool {
        false
    }
}
