//! Chinese Classical's refusals of the players' scores (`ScoresRefusal`, its `HandError` and
//! each player's `ScoreError`), in the reader's language. The list's entries and groups keep
//! the names the engine gives them.

use super::wording::Wording;
use crate::engine::styles::chinese_classical::list::WINNING_POINTS;
use crate::engine::styles::chinese_classical::score::{MAX_DOUBLES, MAX_POINTS};
use crate::engine::styles::chinese_classical::{
    HandError, ScoreError, ScoresRefusal, MAX_HAND_POINTS,
};

/// The scores of a hand refused.
pub(super) fn scores(error: &ScoresRefusal, wording: &Wording) -> String {
    match error {
        ScoresRefusal::Hand(error) => hand(error, wording),
        ScoresRefusal::TooManyPoints { moved } => wording.words.get_with2(
            "engine-classical-too-many-points",
            ("moved", *moved),
            ("max", MAX_HAND_POINTS),
        ),
    }
}

/// The players' hands refused as a whole, or one player's score.
fn hand(error: &HandError, wording: &Wording) -> String {
    let words = wording.words;
    match error {
        HandError::WrongCount(count) => {
            words.get_with("engine-classical-wrong-count", "count", *count)
        }
        HandError::NoSuchSeat { field, seat, table } => words.get_with3(
            "engine-classical-no-such-seat",
            ("field", *field),
            ("seat", seat.to_string()),
            ("seats", wording.seats(*table)),
        ),
        HandError::WallGameScored => words.get("engine-classical-wall-game-scored"),
        HandError::Player { seat, source } => words.get_with2(
            "engine-classical-player",
            ("seat", seat.to_string()),
            ("reason", score(source, wording)),
        ),
    }
}

/// One player's score refused.
fn score(error: &ScoreError, wording: &Wording) -> String {
    let words = wording.words;
    match error {
        ScoreError::NegativePoints(value) => {
            words.get_with("engine-classical-negative-points", "value", *value)
        }
        ScoreError::NegativeDoubles(value) => {
            words.get_with("engine-classical-negative-doubles", "value", *value)
        }
        ScoreError::TooManyPoints(value) => words.get_with2(
            "engine-classical-too-many-hand-points",
            ("value", *value),
            ("max", MAX_POINTS),
        ),
        ScoreError::TooManyDoubles(value) => words.get_with2(
            "engine-classical-too-many-doubles",
            ("value", *value),
            ("max", MAX_DOUBLES),
        ),
        ScoreError::WinnerUnderWinningPoints(value) => words.get_with2(
            "engine-classical-under-winning-points",
            ("winning", WINNING_POINTS),
            ("value", *value),
        ),
        ScoreError::UnknownEntry(entry) => words.get_with(
            "engine-classical-unknown-entry",
            "entry",
            format!("{entry:?}"),
        ),
        ScoreError::Automatic(entry) => {
            words.get_with("engine-classical-automatic", "entry", *entry)
        }
        ScoreError::WinnerOnly(entry) => {
            words.get_with("engine-classical-winner-only", "entry", *entry)
        }
        ScoreError::TooMany { name, count, max } => words.get_with3(
            "engine-classical-too-many",
            ("entry", *name),
            ("count", *count),
            ("max", *max),
        ),
        ScoreError::GroupFull { group, count } => words.get_with2(
            "engine-classical-group-full",
            ("group", *group),
            ("count", *count),
        ),
        ScoreError::Excludes(first, second) => words.get_with2(
            "engine-classical-excludes",
            ("first", *first),
            ("second", *second),
        ),
        ScoreError::LoserLimit => words.get("engine-classical-loser-limit"),
        ScoreError::NoLimitHands(entry) => {
            words.get_with("engine-classical-no-limit-hands", "entry", *entry)
        }
        ScoreError::LimitTwin(entry, limit) => words.get_with2(
            "engine-classical-limit-twin",
            ("entry", *entry),
            ("limit", *limit),
        ),
    }
}
