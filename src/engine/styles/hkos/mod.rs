//! Hong Kong Old Style (docs/rules.md §7, preset `hkos-msmc`): bonus tiles, the club's faan list
//! scored from tiles, faan to points, payments with pao, and the replay of a game.
//!
//! Owns everything that differs from riichi in value and payment: [`bonus`] (flowers and
//! seasons, kept outside the 34-kind [`Tile`](crate::engine::tiles::Tile) so that the riichi
//! hot path never sees them), [`patterns`] (the faan list, limits, the 3-faan minimum),
//! [`payments`] (the faan table, self-pick and discard shares, pao) and [`game`] (deal kept on a
//! win or a draw, wind rounds, table penalties, dead hands, scores from 0), the check of a
//! winner's value (`value.rs`: faan or the limit), a tournament's [`settings`] (wind rounds and
//! the faan table), the `hkos-msmc` preset and the registry's
//! answers for the style ([`HongKongOldStyle`]). It reuses the
//! riichi evaluator's validation and decomposition through their public API and must not
//! change them; like the rest of the engine it does no I/O.

pub mod bonus;
pub mod game;
pub mod patterns;
pub mod payments;
pub mod replay;
#[cfg(test)]
mod replay_tests;
pub mod settings;
mod value;

pub use bonus::{Bonus, BonusKind, BonusSet};
pub use patterns::{
    evaluate, score, HkosError, HkosInput, HkosScore, Pattern, PatternFaan, Valued,
};
pub use payments::{FaanTable, FaanTableError, HandValue, Payments};

use super::settings::{SettingsError, StyleSettings};
use super::stored_settings::StoredSettings;
use super::{Facts, GameFlow, StyleId, StyleRules, ValueKind};
use crate::engine::game::replay::Replay;
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::TableSize;

/// The Hong Kong Old Style preset ids.
pub const PRESETS: &[&str] = &["hkos-msmc"];

/// Hong Kong Old Style, as the registry knows it.
pub struct HongKongOldStyle;

impl Ruleset {
    /// The club's Hong Kong Old Style (`hkos-msmc`, docs/rules.md §7): faan, no riichi or counters,
    /// the deal kept on a win or a draw, no abortive draws, scores from 0 summing to 0, table
    /// penalties. One wind round unless the tournament chooses 2 or 4.
    pub fn hkos() -> Ruleset {
        Ruleset {
            wind_rounds: 1,
            // Chombo is not an outcome in HKOS (docs/game-json.md); a false win is a table
            // penalty of 64 instead.
            table_penalties: true,
            ..Ruleset::in_points(
                "hkos-msmc",
                "MSMC Hong Kong Old Style",
                StyleId::HongKongOldStyle,
            )
        }
    }
}

/// The style's plain answers.
pub const FACTS: Facts = Facts {
    id: StyleId::HongKongOldStyle,
    name: "Hong Kong Old Style",
    table: TableSize::FOUR,
    presets: PRESETS,
    value_kind: ValueKind::Faan,
    game_flow: GameFlow::HongKong,
    riichi: false,
    counters: false,
    table_penalties: true,
    // One, two or four wind rounds, each tournament choosing (docs/rules.md §7).
    wind_rounds_offered: &[1, 2, 4],
    red_fives: false,
    three_player_tiles: false,
    preset: |id| (id == PRESETS[0]).then(Ruleset::hkos),
    check_value: |winner, _| winner.hkos_value().map(drop),
};

impl StyleRules for HongKongOldStyle {
    fn facts(&self) -> &'static Facts {
        &FACTS
    }

    fn game(&self, rules: &Ruleset, names: [&str; 4]) -> Box<dyn Replay> {
        let table = rules.faan_table.clone();
        let game = game::Game::new(table, rules.wind_rounds, names);
        Box::new(replay::HkosReplay(Box::new(game)))
    }

    fn default_settings(&self) -> StyleSettings {
        StyleSettings::HongKong(settings::HkosSettings::default())
    }

    fn settings_from_form(
        &self,
        field: &dyn Fn(&str) -> String,
    ) -> Result<StyleSettings, SettingsError> {
        let settings = settings::HkosSettings::parse_form(field)?;
        Ok(StyleSettings::HongKong(settings))
    }

    fn settings_from_stored(
        &self,
        stored: &StoredSettings,
    ) -> Result<StyleSettings, SettingsError> {
        let settings = settings::HkosSettings::from_stored(stored)?;
        Ok(StyleSettings::HongKong(settings))
    }
}
