//! A round clock change the organizer's board did not make, in the board's words.

use crate::app::clock::ClockRefusal;

/// What the organizer should know, in English.
pub fn words(refusal: &ClockRefusal) -> String {
    match refusal {
        ClockRefusal::NotCurrentRound {
            tournament,
            asked,
            current,
        } => format!(
            "Round {asked} is not the round being played: round {current} is. Nothing was \
             changed; the event board (/admin/t/{tournament}/board) shows round {current}'s \
             clock."
        ),
        ClockRefusal::NotStarted => {
            "Start the round's clock first; then a table can be given more time.".to_string()
        }
    }
}
