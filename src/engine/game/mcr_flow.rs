//! An MCR game through the one game type (docs/rules.md §8): each stored hand is converted by
//! `styles::mcr::game::Hand::from_sheet` and applied by the MCR engine; its row and position
//! are mirrored on the sheet so that every caller reads one kind of sheet.

use super::{Flow, Game, GameEnd, GameError, Hand, Position, Row};
use crate::engine::styles::mcr::game as mcr;

impl Game {
    /// An MCR hand: converted to the MCR engine's hand (refusing what MCR does not play, with
    /// the reason) and applied there; the row and the position follow.
    pub(super) fn apply_mcr(&mut self, hand: &Hand) -> Result<&Row, GameError> {
        let converted = mcr::Hand::from_sheet(hand, self.rules.id, self.rules.time_rule)?;
        let Flow::Mcr(game) = &mut self.flow else {
            unreachable!("apply_mcr is called for MCR games only");
        };
        game.apply(&converted)?;
        let mut ended = game.is_over().then_some(GameEnd::LastDealOver);
        if hand.time_up && !game.is_over() {
            game.end_at_time();
            ended = Some(GameEnd::TimeUp);
        }
        let row = game.rows().last().expect("a row was just applied").clone();
        self.position = Position::without_counters(game.points(), game.round(), ended);
        self.rows.push(row);
        Ok(self.rows.last().expect("row just pushed"))
    }
}
