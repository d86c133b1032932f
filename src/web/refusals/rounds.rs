//! A round the organizer's page did not start or change, in its words.

use super::seating::seating_error;
use crate::app::rounds::RoundRefusal;
use crate::web::i18n::Words;

/// What the organizer should fix, in `words`' language.
pub fn words(refusal: &RoundRefusal, words: &Words) -> String {
    match refusal {
        RoundRefusal::Seating(error) => seating_error(error, words),
        RoundRefusal::NothingToReplan => words.get("refusals-round-nothing-to-replan"),
        RoundRefusal::SeatingFixed { number } => {
            words.get_with("refusals-round-seating-fixed", "number", number)
        }
        RoundRefusal::NotInRound { number } => {
            words.get_with("refusals-round-not-in-round", "number", number)
        }
        RoundRefusal::NotLastRound => words.get("refusals-round-not-last"),
        RoundRefusal::RoundStays { number } => {
            words.get_with("refusals-round-stays", "number", number)
        }
        RoundRefusal::WithoutTeam { players } => words.get_with2(
            "refusals-round-without-team",
            ("players", players.join(", ")),
            ("count", players.len()),
        ),
        RoundRefusal::PartnerAbsent { players } => words.get_with2(
            "refusals-round-partner-absent",
            ("players", players.join(", ")),
            ("count", players.len()),
        ),
        RoundRefusal::OddTeams { teams } => {
            words.get_with("refusals-round-odd-teams", "teams", teams)
        }
    }
}
