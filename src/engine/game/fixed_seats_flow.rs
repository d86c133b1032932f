//! The games at fixed seats through the one game type: Hong Kong Old Style (docs/rules.md §7),
//! MCR (§8) and the styles of typed points (Zung Jung, §9). Each stored hand is converted by
//! its style's game (`Hand::from_sheet`, refusing what the style does not play, with the
//! reason) and applied there; the row and the position it produces are mirrored on this sheet
//! so that every caller reads one kind of sheet.

use super::{Flow, Game, GameError, Hand, Position, Row};
use crate::engine::fixed_seats;
use crate::engine::points_game;
use crate::engine::styles::hkos::game as hkos;
use crate::engine::styles::mcr::game as mcr;

impl Game {
    /// A hand of a game at fixed seats: converted and applied by the style's game; the row and
    /// the position follow.
    pub(super) fn apply_fixed_seats(&mut self, hand: &Hand) -> Result<&Row, GameError> {
        let (ruleset, time_rule) = (self.rules.id, self.rules.time_rule);
        let (row, position) = match &mut self.flow {
            Flow::HongKong(game) => {
                game.apply(&hkos::Hand::from_sheet(hand, ruleset, time_rule)?)?;
                mirror(game, hand.time_up)
            }
            Flow::Mcr(game) => {
                game.apply(&mcr::Hand::from_sheet(hand, ruleset, time_rule)?)?;
                mirror(game, hand.time_up)
            }
            Flow::Points(game) => {
                let settlement = game.settlement();
                game.apply(&points_game::Hand::from_sheet(hand, settlement, time_rule)?)?;
                mirror(game, hand.time_up)
            }
            Flow::Riichi | Flow::AmericanFive(_) => {
                unreachable!("riichi hands and a table of five have their own flows")
            }
        };
        self.position = position;
        self.rows.push(row);
        Ok(self.rows.last().expect("row just pushed"))
    }
}

/// The row and the position of the hand a game at fixed seats just applied, once it has ended
/// at time where the hand says so.
fn mirror<S: fixed_seats::Style>(
    game: &mut fixed_seats::Game<S>,
    time_up: bool,
) -> (Row, Position) {
    let (row, ended) = game.finish_hand(time_up);
    (
        row,
        Position::without_counters(game.points(), game.round(), ended),
    )
}
