//! A team the teams page did not form, in the page's words.

use crate::app::teams::TeamRefusal;

/// What the organizer should fix, in English.
pub fn words(refusal: &TeamRefusal) -> String {
    match refusal {
        TeamRefusal::NotATeamStyle => {
            "This tournament's rules are not played in teams.".to_string()
        }
        // The domain's own message says what to fix in the name or the players ticked.
        TeamRefusal::Team(error) => error.to_string(),
        TeamRefusal::NoSuchPlayer => "Choose the players from the list.".to_string(),
        TeamRefusal::AlreadyInTeam { player, team } => {
            format!("{player} is already in the team {team}: a player is in one team only.")
        }
        TeamRefusal::DuplicateName { name } => {
            format!("Another team is already called {name}: choose another name.")
        }
    }
}
