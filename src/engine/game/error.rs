//! Why a hand cannot be replayed: [`GameError`], the refusals every style's replay shares
//! (seats, a ron's winners, a dead hand winning, what a ruleset does not play, a winner's value,
//! the shared game of points) plus a style's own refusal carried as a [`StyleRefusal`] (riichi's
//! dead-hand, pao and agari-yame checks are `styles::riichi::refusal`'s), so that this file
//! names no style; and the seat checks the replays share.

use thiserror::Error;

pub use super::style_refusal::StyleRefusal;
use crate::engine::points_game;
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::TableSize;
use crate::engine::sheet::{self, seat_label, Seat, StyleFacts, ValueError};

/// A hand that cannot happen, or cannot be scored under the ruleset. Each message says what
/// to fix; the web form shows it verbatim.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameError {
    #[error("the game is already over: it ended with hand {}; remove this hand, or correct the hands before it", .hands.saturating_sub(1))]
    GameOver { hands: usize },
    #[error("seat {seat} in `{field}` is out of range: seats are {}, the places at the start of the game", .table.describe_seats())]
    SeatOutOfRange {
        field: &'static str,
        seat: Seat,
        table: TableSize,
    },
    #[error("{} is listed twice in `{field}`", seat_label(.seat))]
    DuplicateSeat { field: &'static str, seat: Seat },
    #[error("a ron needs at least one winner in `winners`")]
    NoWinners,
    #[error("{} cannot win by ron on their own discard; record a self-drawn win as a tsumo", seat_label(.seat))]
    RonOnOwnDiscard { seat: Seat },
    #[error("{} has a dead hand and may not win", seat_label(.seat))]
    DeadHandWins { seat: Seat },
    #[error("{what} is not played under {ruleset}; record what happened instead, or choose another ruleset")]
    NotAllowed {
        what: &'static str,
        ruleset: &'static str,
    },
    /// A winner's value is not one the style accepts.
    #[error(transparent)]
    Value(#[from] ValueError),
    /// The refusals of the game of points (Zung Jung, docs/rules.md §9).
    #[error(transparent)]
    Points(#[from] points_game::GameError),
    /// A style's own refusal, in the style's words (riichi's, Hong Kong Old Style's, MCR's, an
    /// American table of five's): the style's replay wraps it with [`GameError::style`].
    #[error(transparent)]
    Style(StyleRefusal),
}

impl GameError {
    /// Refuses the first part of `hand`'s style facts that the style playing `rules` does not
    /// read (`reads` says which parts it reads), in the words the part names itself with.
    pub fn refuse_unread(
        hand: &sheet::Hand,
        rules: &Ruleset,
        reads: impl Fn(&StyleFacts) -> bool,
    ) -> Result<(), GameError> {
        match hand.facts.first_unread(reads) {
            None => Ok(()),
            Some(what) => Err(GameError::NotAllowed {
                what,
                ruleset: rules.id,
            }),
        }
    }

    /// A style's own refusal, kept with its words.
    pub fn style(refusal: impl std::error::Error + Send + Sync + 'static) -> GameError {
        GameError::Style(StyleRefusal::new(refusal))
    }

    /// The style's own refusal of type `E`, where this is one.
    pub fn style_refusal<E: std::error::Error + 'static>(&self) -> Option<&E> {
        match self {
            GameError::Style(refusal) => refusal.downcast_ref(),
            _ => None,
        }
    }
}

/// The first impossible hand of a replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandError {
    /// 0-based index of the hand.
    pub hand: usize,
    pub error: GameError,
}

/// Refuses a seat that is not at a table of `table`.
pub fn check_seat(table: TableSize, field: &'static str, seat: Seat) -> Result<(), GameError> {
    if !table.contains(seat) {
        return Err(GameError::SeatOutOfRange { field, seat, table });
    }
    Ok(())
}

/// Refuses a seat that is not at the table, or is listed twice.
pub fn check_seats(table: TableSize, field: &'static str, seats: &[Seat]) -> Result<(), GameError> {
    for (i, &seat) in seats.iter().enumerate() {
        check_seat(table, field, seat)?;
        if seats[..i].contains(&seat) {
            return Err(GameError::DuplicateSeat { field, seat });
        }
    }
    Ok(())
}
