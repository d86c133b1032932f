//! What Minefield changes in scoring a hand from its tiles (docs/rules.md §13): the two seats
//! are East (the first discarder) and West, no round wind is played, both players are in
//! riichi from their first discard, and nothing is drawn, so a hand is won only by ron.
//!
//! Owns the refusals of a written hand that cannot happen at Minefield's table and the
//! situation every Minefield hand has. It must not re-implement yaku, fu or payments:
//! `evaluate` scores the checked hand as riichi does, reading the round wind through
//! [`Hand::round_wind_tile`]. Whether the value reaches mangan is the sheet's question
//! ([`super::check_value`]), since the calculator and `tenbou score` show any value.

use crate::engine::hand::error::{HandError, SituationConflict};
use crate::engine::hand::notation::{HandInput, Wind};
use crate::engine::hand::validate::Hand;
use crate::engine::seat::Seat;

/// The seat wind of the player sitting in `wind`: the sheet calls the second seat South (the
/// seat after the dealer at a table of two), but its player's seat wind is West, as the riichi
/// wiki has it.
pub fn seat_wind(wind: Seat) -> Seat {
    if wind == Seat::SOUTH {
        Seat::WEST
    } else {
        wind
    }
}

/// The written hand as Minefield plays it: refused where it cannot happen there, and marked
/// riichi, since both players declare riichi with their first discard (so the riichi yaku and
/// the ura dora count whether or not the writer ticked it).
pub fn situation<'a>(input: &HandInput<'a>) -> Result<HandInput<'a>, HandError> {
    if !matches!(input.seat_wind, Wind::East | Wind::West) {
        return Err(SituationConflict::SeatNotInMinefield.into());
    }
    let written = &input.situation;
    if written.tsumo {
        return Err(SituationConflict::TsumoInMinefield.into());
    }
    // Riichi is declared with a discard from the 21, never before the first discard.
    if written.double_riichi {
        return Err(SituationConflict::DoubleRiichiInMinefield.into());
    }
    let mut input = *input;
    input.situation.riichi = true;
    Ok(input)
}

/// Takes the round wind out of a checked Minefield hand: no round-wind yakuhai, no round-wind
/// pair fu (the riichi wiki's reading, docs/rules.md §13).
pub fn apply(hand: &mut Hand) {
    hand.round_wind_counts = false;
}
