//! A game of a style of typed points (Zung Jung, docs/rules.md §9) through the one game type:
//! each stored hand is converted by `points_game::Hand::from_sheet` with the style's settlement
//! and applied by the shared game of points; its row and position are mirrored on the sheet so
//! that every caller reads one kind of sheet.

use super::{Flow, Game, GameEnd, GameError, Hand, Position, Row};
use crate::engine::points_game;

impl Game {
    /// A hand of a style of typed points: converted (refusing what the style does not play,
    /// with the reason) and applied by the game of points; the row and the position follow.
    pub(super) fn apply_points(&mut self, hand: &Hand) -> Result<&Row, GameError> {
        let time_rule = self.rules.time_rule;
        let Flow::Points(game) = &mut self.flow else {
            unreachable!("apply_points is called for games of points only");
        };
        let converted = points_game::Hand::from_sheet(hand, game.settlement(), time_rule)?;
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
