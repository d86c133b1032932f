//! A team the teams page did not form, in the page's words.

use crate::app::teams::TeamRefusal;
use crate::tournament::teams::{TeamError, MAX_TEAM_NAME};
use crate::web::i18n::Words;

/// What the organizer should fix, in `words`' language.
pub fn words(refusal: &TeamRefusal, words: &Words) -> String {
    match refusal {
        TeamRefusal::NotATeamStyle => words.get("refusals-team-not-a-team-style"),
        TeamRefusal::Team(error) => team_error(error, words),
        TeamRefusal::NoSuchPlayer => words.get("refusals-team-no-such-player"),
        TeamRefusal::AlreadyInTeam { player, team } => words.get_with2(
            "refusals-team-already-in-team",
            ("player", player),
            ("team", team),
        ),
        TeamRefusal::DuplicateName { name } => {
            words.get_with("refusals-team-duplicate-name", "name", name)
        }
    }
}

/// What to fix in the team's name or the players ticked.
pub fn team_error(error: &TeamError, words: &Words) -> String {
    match error {
        TeamError::BlankName => words.get("refusals-team-blank-name"),
        TeamError::NameTooLong => {
            words.get_with("refusals-team-name-too-long", "max", MAX_TEAM_NAME)
        }
        TeamError::NotTwo { chosen } => words.get_with("refusals-team-not-two", "chosen", chosen),
    }
}
