//! The refusals of the games at fixed seats with their own game (MCR, Hong Kong Old Style),
//! in the reader's language.

use super::table::table;
use super::wording::Wording;
use crate::engine::styles::hkos::game::GameError as HkosError;
use crate::engine::styles::hkos::payments::MIN_FAAN;
use crate::engine::styles::mcr::game::{GameError as McrError, MIN_FAN};

/// What MCR's game refuses of a hand.
pub(super) fn mcr(error: &McrError, wording: &Wording) -> String {
    let words = wording.words;
    match error {
        McrError::Table(error) => table(error, wording),
        McrError::FalseWinnerWins { seat } => {
            words.get_with("engine-mcr-false-winner", "seat", wording.seat(*seat))
        }
        McrError::UnderMinimum { seat, fan } => wording.winner(
            *seat,
            words.get_with2(
                "engine-mcr-under-minimum",
                ("fan", *fan),
                ("minimum", MIN_FAN),
            ),
        ),
    }
}

/// What Hong Kong Old Style's game refuses of a hand.
pub(super) fn hkos(error: &HkosError, wording: &Wording) -> String {
    let words = wording.words;
    match error {
        HkosError::Table(error) => table(error, wording),
        HkosError::UnderMinimum { seat, faan } => wording.winner(
            *seat,
            words.get_with2(
                "engine-hkos-under-minimum",
                ("faan", *faan),
                ("minimum", MIN_FAAN),
            ),
        ),
        HkosError::PaoTooCheap { seat } => {
            wording.winner(*seat, words.get("engine-hkos-pao-too-cheap"))
        }
        HkosError::PaoIsWinner { seat } => {
            wording.winner(*seat, words.get("engine-hkos-pao-is-winner"))
        }
        HkosError::BadPenalty { each } => words.get_with("engine-hkos-bad-penalty", "each", *each),
    }
}
