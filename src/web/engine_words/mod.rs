//! The engine's refusals of a hand in the reader's language. The engine refuses with typed
//! errors whose `Display` is English (the command line's `tenbou score`/`tenbou game` and
//! their JSON lines keep using it); the web words the same facts here, from the error's
//! variant and its numbers and seats, through [`Words`]. English reads exactly as the
//! engine's `Display` does, so the pages that showed it show the same text.
//!
//! One file per family of styles: the errors every game shares are here and in `table`,
//! riichi's (and Mangan Mahjong's) in `riichi`, MCR's and Hong Kong Old Style's in `fixed`,
//! American's (four players or a table of five) in `american`, Chinese Classical's scores in
//! `classical`; `wording` names seats and lists them, for all of them. A hand's note is worded
//! in `notes` and `style_notes`, from the pieces of `note_pieces`.

mod american;
mod classical;
mod fixed;
mod note_pieces;
pub mod notes;
mod riichi;
mod settings;
pub(crate) mod style_notes;
mod table;
#[cfg(test)]
mod tests;
mod wording;

use super::i18n::Words;
use crate::engine::game::GameError;
pub use settings::settings_error;
pub use wording::Wording;
use wording::{game_over, not_played};

/// "The engine refused this hand", in the reader's language: the entry point of every page
/// that shows a replay's refusal (a sheet's impossible hand, a phone's, an import's).
pub fn refusal(error: &GameError, words: &Words) -> String {
    game(error, &Wording::new(words))
}

/// A replay's refusal with the seats named by `wording` (a score sheet names its players).
pub fn game(error: &GameError, wording: &Wording) -> String {
    let words = wording.words;
    match error {
        GameError::GameOver { hands } => game_over(*hands, words),
        GameError::SeatOutOfRange { field, seat, table } => words.get_with3(
            "engine-seat-out-of-range",
            ("seat", seat.to_string()),
            ("field", *field),
            ("seats", wording.seats(*table)),
        ),
        GameError::DuplicateSeat { field, seat } => words.get_with2(
            "engine-listed-twice",
            ("seat", wording.seat(*seat)),
            ("field", *field),
        ),
        GameError::NoWinners => words.get("engine-no-winners"),
        GameError::RonOnOwnDiscard { seat } => words.get_with2(
            "engine-ron-on-own-discard",
            ("seat", wording.seat(*seat)),
            ("self_draw", words.get("engine-self-drawn")),
        ),
        GameError::DeadHandWins { seat } => {
            words.get_with("engine-dead-hand-wins", "seat", wording.seat(*seat))
        }
        GameError::NotAllowed { what, ruleset } => not_played(what, ruleset, words),
        GameError::Value(error) => table::value(error, wording),
        GameError::Points(error) => table::points_game(error, wording),
        GameError::Style(_) => style(error, wording),
    }
}

/// A style's own refusal, by its type; one this module does not know keeps the engine's
/// words.
fn style(error: &GameError, wording: &Wording) -> String {
    use crate::engine::styles::american::five_replay::FiveTableError;
    use crate::engine::styles::{hkos, mangan, mcr, riichi as riichi_style};
    if let Some(refusal) = error.style_refusal::<riichi_style::refusal::RiichiRefusal>() {
        return riichi::riichi(refusal, wording);
    }
    if let Some(refusal) = error.style_refusal::<mangan::ManganRefusal>() {
        return riichi::mangan(refusal, wording);
    }
    if let Some(refusal) = error.style_refusal::<mcr::game::GameError>() {
        return fixed::mcr(refusal, wording);
    }
    if let Some(refusal) = error.style_refusal::<hkos::game::GameError>() {
        return fixed::hkos(refusal, wording);
    }
    if let Some(refusal) = error.style_refusal::<FiveTableError>() {
        return american::five_table(refusal, wording);
    }
    error.to_string()
}
