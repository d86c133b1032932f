//! Teams of two for a style played in teams (Clear Mahjong, docs/rules.md §16 "Teams"): the
//! organizer's teams page, a team formed and a team dissolved, each written with its audit
//! entry in one transaction. What a team is (a name, two players) is `tournament::teams`'s;
//! here it is checked against what is stored: the players are the tournament's, neither is
//! in a team already, the name is not another team's. No wording: a refusal is a
//! [`TeamRefusal`] that the page words.

use super::audit_note::AuditNote;
use super::author::Author;
use super::tournaments;
use super::{AppError, AppResult, Store};
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::players::PlayerRow;
pub use crate::db::teams::TeamRow;
use crate::db::tournaments::TournamentRow;
use crate::engine::ruleset::Ruleset;
use crate::tournament::audit_detail::AuditDetail;
use crate::tournament::ids::TournamentId;
use crate::tournament::players::PlayerId;
use crate::tournament::teams::{NewTeam, TeamError};

/// Why a team was not formed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeamRefusal {
    /// The tournament's style is not played in teams.
    NotATeamStyle,
    /// The name or the number of players is not a team.
    Team(TeamError),
    /// A player chosen is not one of this tournament's (a tampered form).
    NoSuchPlayer,
    /// `player` is already in the team `team`.
    AlreadyInTeam { player: String, team: String },
    /// Another team has this name.
    DuplicateName { name: String },
}

/// A team as the form gives it: the name as typed and the players ticked (a value that names
/// no player is `None`, refused as no such player).
#[derive(Debug, Clone, Default)]
pub struct TeamOrder {
    pub name: String,
    pub players: Vec<Option<PlayerId>>,
}

/// What the teams page shows.
pub struct TeamsDesk {
    pub tournament: TournamentRow,
    pub teams: Vec<TeamRow>,
    /// Every player of the tournament, to choose partners from.
    pub players: Vec<PlayerRow>,
    /// Whether the tournament's style plays in teams; the page forms none otherwise.
    pub plays_in_teams: bool,
}

impl TeamsDesk {
    /// The team `player` is in, if any.
    pub fn team_of(&self, player: PlayerId) -> Option<&TeamRow> {
        self.teams
            .iter()
            .find(|team| team.partners.iter().any(|(id, _)| *id == player))
    }
}

/// Whether the tournament's style is played in teams (docs/rules.md §16).
pub fn plays_in_teams(tournament: &TournamentRow) -> bool {
    tournament
        .preset()
        .is_some_and(|preset| Ruleset::preset(preset).style_rules().plays_in_teams())
}

/// The teams page of the tournament.
pub async fn desk(store: &Store, id: TournamentId) -> AppResult<TeamsDesk> {
    let mut conn = store.read().await?;
    let tournament = tournaments::load(&mut conn, id).await?;
    Ok(TeamsDesk {
        teams: db::teams::list(&mut conn, id.get()).await?,
        players: db::players::list(&mut conn, id.get()).await?,
        plays_in_teams: plays_in_teams(&tournament),
        tournament,
    })
}

/// Forms a team and notes it in the audit log; refused, with nothing written, when the
/// style plays no teams, the form is not a team of two, a player is not the tournament's or
/// already partnered, or the name is taken.
pub async fn form_team(
    store: &Store,
    author: &Author,
    id: TournamentId,
    order: TeamOrder,
) -> AppResult<i64> {
    let mut tx = store.begin_write().await?;
    if !plays_in_teams(&tournaments::load(&mut tx, id).await?) {
        return Err(TeamRefusal::NotATeamStyle.into());
    }
    let chosen: Option<Vec<PlayerId>> = order.players.iter().copied().collect();
    let chosen = chosen.ok_or(TeamRefusal::NoSuchPlayer)?;
    let team = NewTeam::parse(&order.name, &chosen).map_err(TeamRefusal::Team)?;
    let existing = db::teams::list(&mut tx, id.get()).await?;
    let mut names = Vec::new();
    for partner in team.partners {
        let player = db::players::get(&mut tx, id.get(), partner.get())
            .await?
            .ok_or(TeamRefusal::NoSuchPlayer)?;
        let partnered = existing
            .iter()
            .find(|t| t.partners.iter().any(|(p, _)| *p == partner));
        if let Some(other) = partnered {
            return Err(TeamRefusal::AlreadyInTeam {
                player: player.name,
                team: other.name.clone(),
            }
            .into());
        }
        names.push(player.name);
    }
    if db::teams::name_taken(&mut tx, id.get(), &team.key).await? {
        return Err(TeamRefusal::DuplicateName { name: team.name }.into());
    }
    let team_id =
        db::teams::create(&mut tx, id.get(), &team.name, &team.key, team.partners).await?;
    let after = names.join(" and ");
    AuditNote::new(
        Some(id.get()),
        author.account_id,
        AuditAction::TeamFormed,
        &team.name,
    )
    .changed("", &after)
    .detail(partners_detail(&team.name, &names))
    .commit::<AppError>(tx)
    .await?;
    Ok(team_id)
}

/// Dissolves a team (its players are free to partner again) and notes who it was.
pub async fn dissolve(
    store: &Store,
    author: &Author,
    id: TournamentId,
    team_id: i64,
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    let team = db::teams::list(&mut tx, id.get())
        .await?
        .into_iter()
        .find(|t| t.id == team_id)
        .ok_or(AppError::NotFound)?;
    db::teams::delete(&mut tx, id.get(), team_id).await?;
    let before = partner_names(&team);
    AuditNote::new(
        Some(id.get()),
        author.account_id,
        AuditAction::TeamDissolved,
        &team.name,
    )
    .changed(&before, "")
    .detail(partners_detail(
        &team.name,
        &team
            .partners
            .iter()
            .map(|(_, name)| name.clone())
            .collect::<Vec<_>>(),
    ))
    .commit(tx)
    .await
}

/// The partners of a team, for the audit log.
/// A team's facts for the audit log: its name and its two partners'.
fn partners_detail(team: &str, partners: &[String]) -> AuditDetail {
    let partner = |index: usize| partners.get(index).cloned().unwrap_or_default();
    AuditDetail::new()
        .text("team", team)
        .text("first", partner(0))
        .text("second", partner(1))
}

fn partner_names(team: &TeamRow) -> String {
    let names: Vec<&str> = team.partners.iter().map(|(_, n)| n.as_str()).collect();
    names.join(" and ")
}
