//! The replay of the styles of typed points (Zung Jung, Chinese Classical, Vietnamese, American
//! at a table of four; docs/rules.md §9–12): the shared game of points (`engine::points_game`)
//! paid by the style's settlement, which the registry gives (`StyleRules::points_settlement`).
//! Each stored hand is converted by the game of points (`Hand::from_sheet`, refusing what the
//! style does not play, with the reason) and applied there; the row and the position are
//! mirrored onto the game's sheet.

use super::foreign::{self, Reads};
use crate::engine::game::error::GameError;
use crate::engine::game::fixed_seats_flow::mirror;
use crate::engine::game::replay::{Replay, Table};
use crate::engine::points_game::{self, Settlement};
use crate::engine::ruleset::Ruleset;
use crate::engine::sheet::{FinalResult, Hand, Position, Row};

/// The replay of a style of typed points: the shared game of points, paid by the style's
/// settlement.
#[derive(Debug, Clone)]
pub struct PointsReplay(Box<points_game::Game>);

impl PointsReplay {
    /// A game of points under `rules`, paid by `settlement`, with these player names.
    pub fn new(
        rules: &Ruleset,
        settlement: &'static dyn Settlement,
        names: [&str; 4],
    ) -> PointsReplay {
        PointsReplay(Box::new(points_game::Game::new(rules, settlement, names)))
    }
}

impl Replay for PointsReplay {
    fn play(&mut self, table: Table<'_>, hand: &Hand) -> Result<(Row, Position), GameError> {
        // Every player's hand scored is read by Chinese Classical's settlement, a card's notes
        // by American's; the settlement refuses what its style does not play.
        let card = table.rules.style_rules().has_card_hands();
        let reads = Reads {
            scores: true,
            card,
            bet: false,
            conditions: false,
        };
        foreign::refuse(hand, table.rules, reads)?;
        let game = &mut self.0;
        let settlement = game.settlement();
        let time_rule = table.rules.time_rule;
        game.apply(&points_game::Hand::from_sheet(hand, settlement, time_rule)?)?;
        Ok(mirror(game, hand.time_up))
    }

    fn final_result(&self, _table: Table<'_>) -> Option<FinalResult> {
        self.0.final_result()
    }

    fn boxed_clone(&self) -> Box<dyn Replay> {
        Box::new(self.clone())
    }
}
