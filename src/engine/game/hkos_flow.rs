//! A Hong Kong Old Style game through the one game type (docs/rules.md §7): each stored hand is
//! converted by `styles::hkos::game::Hand::from_sheet` and applied by the HKOS engine; its row
//! and position are mirrored on the sheet so that every caller reads one kind of sheet.

use super::{Flow, Game, GameEnd, GameError, Hand, Position, Row};
use crate::engine::styles::hkos::game as hkos;

impl Game {
    /// A Hong Kong Old Style hand: converted to the HKOS engine's hand (refusing what HKOS
    /// does not play, with the reason) and applied there; the row and the position follow.
    pub(super) fn apply_hkos(&mut self, hand: &Hand) -> Result<&Row, GameError> {
        let converted = hkos::Hand::from_sheet(hand, self.rules.id, self.rules.time_rule)?;
        let Flow::HongKong(game) = &mut self.flow else {
            unreachable!("apply_hkos is called for HKOS games only");
        };
        let mut row = game.apply(&converted)?.clone();
        let mut ended = game.is_over().then_some(GameEnd::LastDealOver);
        if hand.time_up && !game.is_over() {
            game.end_at_time();
            ended = Some(GameEnd::TimeUp);
            row.note.push_str("; time up");
        }
        if ended.is_some() {
            row.ended = true;
            row.note.push_str("; game over");
        }
        self.position = Position::without_counters(game.points(), game.round(), ended);
        self.rows.push(row);
        Ok(self.rows.last().expect("row just pushed"))
    }
}
