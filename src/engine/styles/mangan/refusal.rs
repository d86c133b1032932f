//! Mangan Mahjong's own refusals of a hand (docs/rules.md §15): the two hands the club's page
//! says cannot be scored, what the variant does without, and a tag-team hand seating someone
//! who does not share the seat. The replay returns them as
//! `GameError::Style`, so the error every style shares names none of them.

use thiserror::Error;

use crate::engine::game::error::GameError;

/// A hand Mangan Mahjong's rules refuse. Each message says why and what to record instead.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ManganRefusal {
    /// Nagashi mangan claimed at a draw.
    #[error("nagashi mangan (the \"Pool of Dreams\") cannot be scored in Mangan Mahjong: record the draw with who was tenpai")]
    PoolOfDreams,
    /// Agari-yame claimed: the game has no last deal to stop at.
    #[error("agari-yame (`dealer_stops`) is not played in Mangan Mahjong: East and South cycle until a player has 0 points or fewer")]
    NoAgariYame,
    /// A tag-team hand whose `seated` list does not name one person per seat.
    #[error("the partners seated (`seated`) must name one person for each of the four seats, East first; {written} given")]
    SeatedListLength { written: usize },
    /// A tag-team hand seating someone at a seat they do not share.
    #[error("{person} is not one of the two partners of {seat} ({first} and {second}): choose which of them was seated at the end of the hand")]
    NotThisSeatsPartner {
        seat: &'static str,
        person: String,
        first: String,
        second: String,
    },
}

impl ManganRefusal {
    /// Why a winner's tiles claiming renhou are refused (a value check, so a `ValueError`).
    pub const GIFT_OF_MAN: &'static str = "renhou (the \"Gift of Man\") cannot be scored in Mangan Mahjong: score the hand by its other yaku";
}

impl From<ManganRefusal> for GameError {
    fn from(refusal: ManganRefusal) -> GameError {
        GameError::style(refusal)
    }
}
