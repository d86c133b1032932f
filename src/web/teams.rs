//! The organizer's teams page for a style played in teams (Clear Mahjong, docs/rules.md §16
//! "Teams"): the teams so far with their partners, a form to name a team and tick its two
//! players, and a team dissolved. A refused team shows the page again with the reason and
//! the form as filled in (422). What is checked is `app::teams`'s; here the form is read and
//! the page rendered.

use super::author::author_of;
use super::context::Actor;
use super::error::WebResult;
use super::i18n::Asked;
use super::layout::{self, Nav, Page};
use super::refusals;
use super::state::AppState;
use crate::app::teams::{self, TeamOrder, TeamsDesk};
use crate::app::AppError;
use crate::tournament::ids::TournamentId;
use crate::tournament::players::PlayerId;
use crate::tournament::teams::MAX_TEAM_NAME;
use askama::Template;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};

pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/teams", get(teams_page).post(form_team))
        .route("/t/{id}/teams/{team}/delete", post(dissolve_team))
}

/// The team form as sent: its name and every player ticked (a checkbox per player, all
/// named `player`, so the fields are read as a list of pairs).
#[derive(Debug, Default)]
struct TeamForm {
    name: String,
    players: Vec<String>,
}

impl TeamForm {
    fn read(fields: Vec<(String, String)>) -> TeamForm {
        let mut form = TeamForm::default();
        for (field, value) in fields {
            match field.as_str() {
                "name" => form.name = value,
                "player" => form.players.push(value),
                _ => {}
            }
        }
        form
    }

    /// The team as the form gives it; a value that names no player stays `None`.
    fn order(&self) -> TeamOrder {
        TeamOrder {
            name: self.name.clone(),
            players: self
                .players
                .iter()
                .map(|raw| raw.trim().parse().ok().and_then(PlayerId::new))
                .collect(),
        }
    }

    /// Whether `player` was ticked, to tick it again when the form comes back.
    fn ticked(&self, player: &PlayerId) -> bool {
        let id = player.get().to_string();
        self.players.iter().any(|raw| raw.trim() == id)
    }
}

#[derive(Template)]
#[template(path = "teams/teams.html")]
struct TeamsPage {
    nav: Nav,
    desk: TeamsDesk,
    form: TeamForm,
    error: Option<String>,
    max_name: usize,
}

impl TeamsPage {
    /// The players still free to form a team, withdrawn players left out.
    fn free_players(&self) -> Vec<(PlayerId, &str)> {
        self.desk
            .players
            .iter()
            .filter(|p| !p.withdrawn && self.desk.team_of(p.id).is_none())
            .map(|p| (p.id, p.name.as_str()))
            .collect()
    }

    /// The partners of a team in words.
    fn partners(&self, team: &crate::app::teams::TeamRow) -> String {
        let names: Vec<&str> = team.partners.iter().map(|(_, n)| n.as_str()).collect();
        names.join(&self.nav.words.get("standings-partners-and"))
    }
}

async fn page(
    state: &AppState,
    (user, asked): (&super::auth::CurrentUser, Asked),
    id: TournamentId,
    form: TeamForm,
    error: Option<String>,
) -> WebResult<TeamsPage> {
    let desk = teams::desk(&state.db, id).await?;
    Ok(TeamsPage {
        nav: Nav::signed_in(user).in_words(asked.words(desk.tournament.default_language())),
        desk,
        form,
        error,
        max_name: MAX_TEAM_NAME,
    })
}

async fn teams_page(actor: Actor<TournamentId>) -> WebResult<Page<impl Template>> {
    let asked = actor.asked;
    let (state, user, id) = actor.into_parts();
    let who = (&user, asked);
    Ok(Page::new(
        page(&state, who, id, TeamForm::default(), None).await?,
    ))
}

async fn form_team(
    actor: Actor<TournamentId>,
    Form(fields): Form<Vec<(String, String)>>,
) -> WebResult<Response> {
    let asked = actor.asked;
    let (state, user, id) = actor.into_parts();
    let form = TeamForm::read(fields);
    match teams::form_team(&state.db, &author_of(&user), id, form.order()).await {
        Ok(_) => Ok(Redirect::to(&format!("/admin/t/{id}/teams")).into_response()),
        Err(AppError::Refused(refusal)) => {
            let words = refusals::words(&refusal, &asked.words(None));
            layout::refuse(page(&state, (&user, asked), id, form, Some(words)).await?)
        }
        Err(other) => Err(other.into()),
    }
}

async fn dissolve_team(actor: Actor<(TournamentId, i64)>) -> WebResult<Response> {
    let (state, user, (id, team)) = actor.into_parts();
    teams::dissolve(&state.db, &author_of(&user), id, team).await?;
    Ok(Redirect::to(&format!("/admin/t/{id}/teams")).into_response())
}
