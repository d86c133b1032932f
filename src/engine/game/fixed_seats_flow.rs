//! The games at fixed seats through the one game type: a style whose games are played by
//! `engine::fixed_seats` (Hong Kong Old Style's, MCR's, the shared game of points) converts each
//! stored hand for its game and applies it there; [`mirror`] turns the row and the position
//! that game produces into the game's sheet, so that every caller reads one kind of sheet.

use crate::engine::fixed_seats;
use crate::engine::sheet::{Position, Row};

/// The row and the position of the hand a game at fixed seats just applied, once it has ended
/// at time where the hand says so.
pub fn mirror<S: fixed_seats::Style>(
    game: &mut fixed_seats::Game<S>,
    time_up: bool,
) -> (Row, Position) {
    let (row, ended) = game.finish_hand(time_up);
    (
        row,
        Position::without_counters(game.points(), game.round(), ended),
    )
}
