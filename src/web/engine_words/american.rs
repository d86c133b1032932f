//! American's refusals, in the reader's language: a hand's facts that cannot be (a dead
//! player, a challenge, a seat), at a table of four or five, and the table of five's own.

use super::wording::{game_over, Wording};
use crate::engine::styles::american::five::FiveError;
use crate::engine::styles::american::five_replay::FiveTableError;
use crate::engine::styles::american::payments::HandError as AmericanHandError;

/// What American's table of five refuses of a hand.
pub(super) fn five_table(error: &FiveTableError, wording: &Wording) -> String {
    let words = wording.words;
    match error {
        FiveTableError::NoBet => words.get("engine-five-no-bet"),
        FiveTableError::SeveralWinners => words.get("engine-five-several-winners"),
        FiveTableError::Game(error) => five(error, wording),
    }
}

/// What the game of five refuses: the end of the game, a hand, a penalty.
fn five(error: &FiveError, wording: &Wording) -> String {
    let words = wording.words;
    match error {
        FiveError::GameOver(hands) => game_over(*hands, words),
        FiveError::Hand(error) => hand(error, wording),
        FiveError::EmptyPenalty(chair) => {
            words.get_with("engine-five-empty-penalty", "chair", chair.to_string())
        }
        FiveError::PenaltyChair(chair) => {
            words.get_with("engine-five-penalty-chair", "chair", chair.to_string())
        }
    }
}

/// An American hand that cannot be: a seat, a dead player, a challenge.
pub(super) fn hand(error: &AmericanHandError, wording: &Wording) -> String {
    let words = wording.words;
    match error {
        AmericanHandError::NoSuchSeat { field, seat, table } => words.get_with3(
            "engine-american-no-such-seat",
            ("field", *field),
            ("seat", seat.to_string()),
            ("seats", wording.seats(*table)),
        ),
        AmericanHandError::DiscarderIsWinner(seat) => words.get_with(
            "engine-american-discarder-is-winner",
            "seat",
            wording.seat(*seat),
        ),
        AmericanHandError::ChallengesSelf(seat) => words.get_with(
            "engine-american-challenges-self",
            "seat",
            wording.seat(*seat),
        ),
        AmericanHandError::ChallengedTwice {
            challenger,
            challenged,
        } => words.get_with2(
            "engine-american-challenged-twice",
            ("challenger", wording.seat(*challenger)),
            ("challenged", wording.seat(*challenged)),
        ),
        AmericanHandError::DeadWinner(seat) => {
            words.get_with("engine-american-dead-winner", "seat", wording.seat(*seat))
        }
        AmericanHandError::DeadPlayed(seat, what) => {
            let what = match *what {
                "won the hand" => words.get("engine-american-won-the-hand"),
                "discarded the winning tile" => {
                    words.get("engine-american-discarded-the-winning-tile")
                }
                other => other.to_string(),
            };
            words.get_with2(
                "engine-american-dead-played",
                ("seat", wording.seat(*seat)),
                ("what", what),
            )
        }
        AmericanHandError::DeadTwice(seat) => {
            words.get_with("engine-american-dead-twice", "seat", wording.seat(*seat))
        }
    }
}
