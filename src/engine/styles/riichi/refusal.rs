//! Riichi's own refusals of a hand (riichi and sanma, docs/rules.md §1–3, §6): a dead hand
//! declaring riichi, tenpai or nagashi, a declared value the payment table refuses, a liable
//! player where riichi has none, agari-yame out of its place. The replay returns them as
//! [`GameError::Style`] (through `From`), so that the error every style shares names none of
//! them; the words are those the organizer has always read.

use thiserror::Error;

use crate::engine::game::error::GameError;
use crate::engine::payment::PaymentError;
use crate::engine::sheet::{seat_label, Round, Seat};

/// A hand riichi's rules refuse. Each message says what to fix.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RiichiRefusal {
    #[error("{} has a dead hand and may not declare riichi", seat_label(.seat))]
    DeadHandRiichi { seat: Seat },
    #[error("{} has a dead hand and is never tenpai at a draw", seat_label(.seat))]
    DeadHandTenpai { seat: Seat },
    #[error("{} has a dead hand and cannot earn nagashi mangan", seat_label(.seat))]
    DeadHandNagashi { seat: Seat },
    #[error("winner {}: {source}", seat_label(.seat))]
    BadValue { seat: Seat, source: PaymentError },
    #[error("winner {}: `pao` (a liable player) applies only to a yakuman value", seat_label(.seat))]
    PaoWithoutYakuman { seat: Seat },
    #[error("winner {}: `pao` names the winner; the liable player is the one whose discard completed the yakuman's last meld", seat_label(.seat))]
    PaoIsWinner { seat: Seat },
    #[error("agari-yame (`dealer_stops`) is only possible in the last round, South 4; this hand is {round}")]
    AgariYameNotSouthFour { round: Round },
    #[error("agari-yame (`dealer_stops`) needs a hand the dealer wins")]
    AgariYameNeedsDealerWin,
    #[error("agari-yame (`dealer_stops`) needs the dealer alone in first place with at least {needed} points; after this hand the dealer has {points} and the best other player {best_other}")]
    AgariYameNotFirst {
        points: i32,
        best_other: i32,
        needed: i32,
    },
}

impl From<RiichiRefusal> for GameError {
    fn from(refusal: RiichiRefusal) -> GameError {
        GameError::style(refusal)
    }
}
