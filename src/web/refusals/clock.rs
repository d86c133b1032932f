//! A round clock change the organizer's board did not make, in the board's words.

use crate::app::clock::ClockRefusal;
use crate::web::i18n::Words;

/// What the organizer should know, in `words`' language.
pub fn words(refusal: &ClockRefusal, words: &Words) -> String {
    match refusal {
        ClockRefusal::NotCurrentRound {
            tournament,
            asked,
            current,
        } => words.get_with3(
            "refusals-clock-not-current-round",
            ("asked", asked),
            ("current", current),
            ("tournament", tournament.to_string()),
        ),
        ClockRefusal::NotStarted => words.get("refusals-clock-not-started"),
    }
}
