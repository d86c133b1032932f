//! Hong Kong Old Style's replay through the one game type (docs/rules.md §7): each stored hand
//! is converted by the style's game (`Hand::from_sheet`, refusing what the style does not play,
//! with the reason) and applied there (its deal, faan values, payments and penalties); the row
//! and the position it produces are mirrored onto the game's sheet.

use super::game::{Game, READING};
use crate::engine::game::error::GameError;
use crate::engine::game::fixed_seats_flow::play_converted;
use crate::engine::game::replay::{Replay, Table};
use crate::engine::sheet::{self, FinalResult, Position, Row};

/// A Hong Kong Old Style game, replayed by the style's own engine.
#[derive(Debug, Clone)]
pub struct HkosReplay(pub Box<Game>);

impl Replay for HkosReplay {
    fn play(&mut self, table: Table<'_>, hand: &sheet::Hand) -> Result<(Row, Position), GameError> {
        play_converted(&mut self.0, table, hand, &READING)
    }

    fn final_result(&self, _table: Table<'_>) -> Option<FinalResult> {
        self.0.final_result()
    }

    fn dealer_keeps(&self) -> Option<u32> {
        Some(self.0.dealer_keeps())
    }

    fn boxed_clone(&self) -> Box<dyn Replay> {
        Box::new(self.clone())
    }
}
