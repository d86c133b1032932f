//! How a refusal names seats and lists a table's seats, in the reader's language, and the
//! sentences several styles' refusals share (the game is over, a thing a ruleset does not
//! play).

use crate::engine::seat::{Seat, TableSize};
use crate::web::i18n::Words;

/// How a refusal names a seat on a score sheet: the player's name and wind, as the sheet's
/// form names them; `None` for a seat it has no player for, which is named the engine's way
/// ("seat 2 (West)").
pub type SeatNamer<'a> = &'a dyn Fn(Seat) -> Option<String>;

/// The words of a refusal: the reader's language and how seats are named.
#[derive(Clone, Copy)]
pub struct Wording<'a> {
    pub words: &'a Words,
    seat_namer: Option<SeatNamer<'a>>,
}

impl<'a> Wording<'a> {
    /// Seats named as the engine names them, in the reader's language.
    pub fn new(words: &'a Words) -> Self {
        Wording {
            words,
            seat_namer: None,
        }
    }

    /// Seats named by `namer` (a sheet's players).
    pub fn naming_seats(words: &'a Words, namer: SeatNamer<'a>) -> Self {
        Wording {
            words,
            seat_namer: Some(namer),
        }
    }

    /// A seat as the refusal names it: by the namer, or "seat 2 (West)".
    pub(super) fn seat(&self, seat: Seat) -> String {
        if let Some(named) = self.seat_namer.and_then(|namer| namer(seat)) {
            return named;
        }
        let words = self.words;
        match seat.wind_name() {
            Some(wind) => words.get_with2(
                "engine-seat-wind",
                ("seat", seat.to_string()),
                ("wind", words.wind(wind)),
            ),
            None => words.get_with("engine-seat", "seat", seat.to_string()),
        }
    }

    /// "winner seat 2 (West): …", the reason already worded.
    pub(super) fn winner(&self, seat: Seat, reason: String) -> String {
        self.words.get_with2(
            "engine-winner",
            ("seat", self.seat(seat)),
            ("reason", reason),
        )
    }

    /// The seats of a table for a refusal: "0 (East), 1 (South), 2 (West) and 3 (North)".
    pub(super) fn seats(&self, table: TableSize) -> String {
        let words = self.words;
        let mut parts: Vec<String> = table
            .seats()
            .map(|seat| {
                let wind = seat.wind_name().map_or_else(String::new, |w| words.wind(w));
                words.get_with2(
                    "engine-seat-listed",
                    ("seat", seat.to_string()),
                    ("wind", wind),
                )
            })
            .collect();
        let Some(last) = parts.pop() else {
            return String::new();
        };
        if parts.is_empty() {
            return last;
        }
        let rest = parts.join(&words.get("engine-list-separator"));
        words.get_with2("engine-list-last", ("rest", rest), ("last", last))
    }
}

/// The game had ended before this hand (`hands` hands were played or the game's end counts
/// as one more, as the engine says).
pub(super) fn game_over(hands: usize, words: &Words) -> String {
    words.get_with("engine-game-over", "hand", hands.saturating_sub(1))
}

/// Something the ruleset does not play (`what` in the engine's words).
pub(super) fn not_played(what: &str, ruleset: &str, words: &Words) -> String {
    words.get_with2("engine-not-played", ("what", what), ("ruleset", ruleset))
}
