//! The refusals every game at fixed seats shares (`fixed_seats::TableError`), a winner's
//! value on the shared score sheet (`sheet::ValueError`) and the game of points' (Zung Jung,
//! Chinese Classical, American), in the reader's language.

use super::american;
use super::classical;
use super::wording::{game_over, not_played, Wording};
use crate::engine::fixed_seats::{TableError, SEATS};
use crate::engine::points_game::{GameError as PointsError, SettleError};
use crate::engine::sheet::{ValueError, MAX_YAKUMAN};

/// A refusal every game at fixed seats makes.
pub(super) fn table(error: &TableError, wording: &Wording) -> String {
    let words = wording.words;
    match error {
        TableError::GameOver { hands } => game_over(*hands, words),
        TableError::SeatOutOfRange { field, seat } => words.get_with3(
            "engine-seat-out-of-range",
            ("seat", seat.to_string()),
            ("field", *field),
            ("seats", wording.seats(SEATS)),
        ),
        TableError::DuplicateSeat { field, seat } => words.get_with2(
            "engine-listed-twice",
            ("seat", wording.seat(*seat)),
            ("field", *field),
        ),
        TableError::NoWinners => words.get("engine-no-winners"),
        TableError::RonOnOwnDiscard { seat, self_draw } => {
            let self_draw = match *self_draw {
                "self-picked" => words.get("engine-self-picked"),
                "self-drawn" => words.get("engine-self-drawn"),
                other => other.to_string(),
            };
            words.get_with2(
                "engine-ron-on-own-discard",
                ("seat", wording.seat(*seat)),
                ("self_draw", self_draw),
            )
        }
        TableError::DeadHandWins { seat } => {
            words.get_with("engine-dead-hand-wins", "seat", wording.seat(*seat))
        }
        TableError::EmptyPenalty { seat } => {
            words.get_with("engine-empty-penalty", "seat", wording.seat(*seat))
        }
        TableError::NotPlayed { what, ruleset } => not_played(what, ruleset, words),
        TableError::Value(error) => value(error, wording),
    }
}

/// A winner's value the style does not accept; the reasons a style gives as text (`Refused`,
/// `NotOnTheCard`) and the values it names (`rule`, `expected`, `found`) are its own words.
pub(super) fn value(error: &ValueError, wording: &Wording) -> String {
    let words = wording.words;
    let (seat, reason) = match error {
        ValueError::MissingValue { seat } => (seat, words.get("engine-value-missing")),
        ValueError::AmbiguousValue { seat } => (seat, words.get("engine-value-ambiguous")),
        ValueError::FuWithoutHan { seat } => (seat, words.get("engine-value-fu-without-han")),
        ValueError::YakumanAsLimit { seat } => (seat, words.get("engine-value-yakuman-as-limit")),
        ValueError::ZeroYakuman { seat } => (seat, words.get("engine-value-zero-yakuman")),
        ValueError::TooManyYakuman { seat, count } => (
            seat,
            words.get_with2(
                "engine-value-too-many-yakuman",
                ("count", *count),
                ("max", MAX_YAKUMAN),
            ),
        ),
        ValueError::ImpossiblePoints { seat, points, rule } => (
            seat,
            words.get_with2(
                "engine-value-impossible-points",
                ("points", *points),
                ("rule", *rule),
            ),
        ),
        ValueError::WrongValueShape {
            seat,
            expected,
            found,
        } => (
            seat,
            words.get_with2(
                "engine-value-wrong-shape",
                ("expected", *expected),
                ("found", *found),
            ),
        ),
        ValueError::Refused { seat, reason } | ValueError::NotOnTheCard { seat, reason } => {
            (seat, reason.clone())
        }
    };
    wording.winner(*seat, reason)
}

/// The game of points' refusal: the table's, the settlement's, a winner under the minimum.
pub(super) fn points_game(error: &PointsError, wording: &Wording) -> String {
    let words = wording.words;
    match error {
        PointsError::Table(error) => table(error, wording),
        PointsError::Settlement(error) => settle(error, wording),
        PointsError::UnderMinimum {
            seat,
            points,
            minimum,
            ruleset,
        } => {
            let points = words.get_with("engine-points", "count", *points);
            let reason = words.get_with3(
                "engine-points-under-minimum",
                ("points", points),
                ("minimum", *minimum),
                ("ruleset", *ruleset),
            );
            wording.winner(*seat, reason)
        }
        PointsError::Refused(refusal) => {
            use crate::engine::styles::american::payments::HandError;
            match refusal.downcast_ref::<HandError>() {
                Some(refusal) => american::hand(refusal, wording),
                None => error.to_string(),
            }
        }
    }
}

/// Scores the game of points cannot settle.
fn settle(error: &SettleError, wording: &Wording) -> String {
    let words = wording.words;
    match error {
        SettleError::ScoresNotPlayed { ruleset } => {
            words.get_with("engine-scores-not-played", "ruleset", *ruleset)
        }
        SettleError::ScoresWithoutWin => words.get("engine-scores-without-win"),
        SettleError::Style(refusal) => {
            use crate::engine::styles::chinese_classical::ScoresRefusal;
            match refusal.downcast_ref::<ScoresRefusal>() {
                Some(refusal) => classical::scores(refusal, wording),
                None => error.to_string(),
            }
        }
    }
}
