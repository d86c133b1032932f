//! A round the organizer's page did not start or change, in its words.

use crate::app::rounds::RoundRefusal;

/// What the organizer should fix, in English.
pub fn words(refusal: &RoundRefusal) -> String {
    match refusal {
        // The seating module's own message says what to change (the rule, the players).
        RoundRefusal::Seating(error) => error.to_string(),
        RoundRefusal::NothingToReplan => {
            "Every round has hands recorded: there is nothing to re-plan.".to_string()
        }
        RoundRefusal::SeatingFixed { number } => format!(
            "Hands of round {number} are already recorded: its seating can no longer change."
        ),
        RoundRefusal::NotInRound { number } => {
            format!("Both players must be in round {number} to swap them.")
        }
        RoundRefusal::NotLastRound => "Only the last round can be taken back.".to_string(),
        RoundRefusal::RoundStays { number } => {
            format!("Round {number} has results, penalties or a bracket stage: it stays.")
        }
        RoundRefusal::WithoutTeam { players } => format!(
            "Teams play this tournament: {} {} checked in but in no team. Form their team on the \
             Teams page, or check them out.",
            players.join(", "),
            if players.len() == 1 { "is" } else { "are" }
        ),
        RoundRefusal::PartnerAbsent { players } => {
            format!(
            "Teams play this tournament: the partner of {} is not checked in. Check the partner \
             in, or check {} out.",
            players.join(", "),
            if players.len() == 1 { "that player" } else { "these players" }
        )
        }
        RoundRefusal::OddTeams { teams } => format!(
            "Two teams play at each table: {teams} team{} checked in cannot all be seated. Check \
             in an even number of teams.",
            if *teams == 1 { " is" } else { "s are" }
        ),
    }
}
