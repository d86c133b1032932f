//! The games at fixed seats through the one game type: a style whose games are played by
//! `engine::fixed_seats` (Hong Kong Old Style's, MCR's, the shared game of points) converts each
//! stored hand for its game and applies it there; [`mirror`] turns the row and the position
//! that game produces into the game's sheet, so that every caller reads one kind of sheet.
//! [`play_converted`] is those steps whole, for a style with a game of its own (Hong Kong Old
//! Style's, MCR's).

use super::error::GameError;
use super::replay::Table;
use crate::engine::fixed_seats::{self, refuse_unplayed, TableError, Unplayed};
use crate::engine::sheet::{self, Position, Row, StyleFacts};

/// How a style with a game of its own at fixed seats reads a stored hand, so that the steps
/// of [`play_converted`] are written once: `H` is the style's hand, `E` its refusal.
pub struct SheetReading<S: fixed_seats::Style, H, E> {
    /// Whether the style reads this part of a hand's facts (another style's are refused).
    pub reads: fn(&StyleFacts) -> bool,
    /// What the style does not play of the shared sheet besides riichi's, with the reasons.
    pub unplayed: Unplayed,
    /// The hand as the style's game's hand, refusing what its game cannot read; the preset id
    /// names the preset in the refusals.
    pub convert: fn(&sheet::Hand, &'static str) -> Result<H, E>,
    /// Applies the style's hand to its game.
    pub apply: fn(&mut fixed_seats::Game<S>, &H) -> Result<(), E>,
}

/// Plays a stored hand in a style's own game at fixed seats: refuses the parts of the hand's
/// facts the style does not read and what it does not play (riichi's parts under the table's
/// time rule, and the reading's `unplayed`), converts the hand for the style's game under the
/// table's preset, applies it there and mirrors the row and the position. Every refusal but
/// another style's facts is the style's own error `E`.
pub fn play_converted<S, H, E>(
    game: &mut fixed_seats::Game<S>,
    table: Table<'_>,
    hand: &sheet::Hand,
    reading: &SheetReading<S, H, E>,
) -> Result<(Row, Position), GameError>
where
    S: fixed_seats::Style,
    E: std::error::Error + From<TableError> + Send + Sync + 'static,
{
    GameError::refuse_unread(hand, table.rules, reading.reads)?;
    let ruleset = table.rules.id;
    refuse_unplayed(hand, table.rules.time_rule, ruleset, reading.unplayed)
        .map_err(|refused| GameError::style(E::from(refused)))?;
    let converted = (reading.convert)(hand, ruleset).map_err(GameError::style)?;
    (reading.apply)(game, &converted).map_err(GameError::style)?;
    Ok(mirror(game, hand.time_up))
}

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
