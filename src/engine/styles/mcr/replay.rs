//! MCR's replay through the one game type (docs/rules.md §8): each stored hand is converted by
//! the style's game (`Hand::from_sheet`, refusing what MCR does not play, with the reason) and
//! applied there (16 hands, seat changes, fan, false wins, penalties taken, table points); the
//! row and the position it produces are mirrored onto the game's sheet.

use super::game::{dealer, Game, READING};
use crate::engine::game::error::GameError;
use crate::engine::game::fixed_seats_flow::play_converted;
use crate::engine::game::replay::{Replay, Table};
use crate::engine::sheet::{self, FinalResult, Position, Row, Seat};

/// An MCR game, replayed by the style's own engine.
#[derive(Debug, Clone)]
pub struct McrReplay(pub Box<Game>);

impl Replay for McrReplay {
    fn play(&mut self, table: Table<'_>, hand: &sheet::Hand) -> Result<(Row, Position), GameError> {
        play_converted(&mut self.0, table, hand, &READING)
    }

    fn final_result(&self, _table: Table<'_>) -> Option<FinalResult> {
        self.0.final_result()
    }

    /// The players change seats between wind rounds: the next hand's dealer is the one its
    /// turn in the game seats in East.
    fn next_dealer(&self, _position: &Position) -> Seat {
        dealer(self.0.next_index())
    }

    fn boxed_clone(&self) -> Box<dyn Replay> {
        Box::new(self.clone())
    }
}
