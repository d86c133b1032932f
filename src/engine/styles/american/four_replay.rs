//! The replay of an American table of four (docs/rules.md §10): the shared game of points paid
//! by the card's payments ([`PointsReplay`]), refusing first the bettor's bet, which only a
//! table of five plays (`five_replay.rs`).

use super::facts::BET;
use super::CardPayments;
use crate::engine::game::error::GameError;
use crate::engine::game::replay::{Replay, Table};
use crate::engine::ruleset::Ruleset;
use crate::engine::sheet::{FinalResult, Hand, Position, Row};
use crate::engine::styles::points_replay::PointsReplay;

/// An American game of four people.
#[derive(Debug, Clone)]
pub struct FourReplay(PointsReplay);

impl FourReplay {
    /// A game under `rules` with these player names, East to North.
    pub fn new(rules: &Ruleset, names: [&str; 4]) -> FourReplay {
        FourReplay(PointsReplay::new(rules, &CardPayments, names))
    }
}

impl Replay for FourReplay {
    fn play(&mut self, table: Table<'_>, hand: &Hand) -> Result<(Row, Position), GameError> {
        if hand.facts.bet().is_some() {
            return Err(GameError::NotAllowed {
                what: BET,
                ruleset: table.rules.id,
            });
        }
        self.0.play(table, hand)
    }

    fn final_result(&self, table: Table<'_>) -> Option<FinalResult> {
        self.0.final_result(table)
    }

    fn boxed_clone(&self) -> Box<dyn Replay> {
        Box::new(self.clone())
    }
}
