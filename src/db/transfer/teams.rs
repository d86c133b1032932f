//! A tournament file's teams (docs/rules.md §16 "Teams"): read out with the tournament, checked
//! as the teams page checks a team (a name and two different players of the file, a player in
//! one team only, a name once, and teams only where the style is played in teams), and written
//! with the players' new ids.

use super::refusal::{Place, Problem};
use super::{ImportError, TeamPart};
use crate::db::Conn;
use crate::tournament::players::PlayerId;
use crate::tournament::teams::NewTeam;
use std::collections::{HashMap, HashSet};

/// The tournament's teams, the partners by their ids (the document's ids), in the order they
/// were formed.
pub(super) async fn export_teams(
    conn: &mut Conn,
    tournament_id: i64,
) -> sqlx::Result<Vec<TeamPart>> {
    let teams = crate::db::teams::list(conn, tournament_id).await?;
    Ok(teams
        .into_iter()
        .map(|team| TeamPart {
            name: team.name,
            players: team.partners.iter().map(|(id, _)| id.get()).collect(),
        })
        .collect())
}

/// Every team parsed as the teams page would, its players among the file's `ids`; the first
/// problem refuses the file. `plays_in_teams`: the tournament's style is played in teams.
pub(super) fn check_teams(
    teams: &[TeamPart],
    plays_in_teams: bool,
    ids: &HashSet<i64>,
) -> Result<Vec<NewTeam>, ImportError> {
    let mut checked = Vec::new();
    let mut partnered = HashSet::new();
    let mut keys = HashSet::new();
    for (index, team) in teams.iter().enumerate() {
        let place = Place::Team(index + 1);
        let refuse = |problem| ImportError::Invalid(place.refuses(problem));
        if !plays_in_teams {
            return Err(refuse(Problem::NoTeamsInStyle));
        }
        let mut partners = Vec::new();
        for &player in &team.players {
            match PlayerId::new(player).filter(|_| ids.contains(&player)) {
                Some(id) => partners.push(id),
                None => return Err(refuse(Problem::UnknownPlayer { player })),
            }
        }
        let parsed = NewTeam::parse(&team.name, &partners).map_err(|e| refuse(Problem::Team(e)))?;
        if let Some(player) = parsed.partners.iter().find(|p| !partnered.insert(**p)) {
            let player = player.get();
            return Err(refuse(Problem::InTwoTeams { player }));
        }
        if !keys.insert(parsed.key.clone()) {
            let name = parsed.name.clone();
            return Err(refuse(Problem::TeamNameTwice { name }));
        }
        checked.push(parsed);
    }
    Ok(checked)
}

/// Writes the checked `teams` of the new tournament, each partner by the new id `new_ids`
/// gives their id in the file.
pub(super) async fn insert_teams(
    conn: &mut Conn,
    tournament_id: i64,
    teams: &[NewTeam],
    new_ids: &HashMap<i64, i64>,
) -> Result<(), ImportError> {
    for team in teams {
        let mut partners = team.partners;
        for partner in &mut partners {
            let old = partner.get();
            *partner = new_ids
                .get(&old)
                .copied()
                .and_then(PlayerId::new)
                .ok_or(ImportError::UnknownPlayer(old))?;
        }
        crate::db::teams::create(conn, tournament_id, &team.name, &team.key, partners).await?;
    }
    Ok(())
}
