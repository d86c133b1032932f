//! A league's server (docs/league.md): the administrator's page of organizers (make one,
//! disable or enable one) and the public index of every organizer's events and of the leagues'
//! tables (`leagues`) at `/`. Mounted only when the server runs as a league's
//! (`AppState::league`); only the administrator passes the guard of the organizers' page
//! (`auth::Access::LeagueAdmin`).

use super::auth::{hash_password, CurrentUser, MaybeUser};
use super::error::{WebError, WebResult};
use super::i18n::Asked;
use super::layout;
use super::layout::{Nav, Page, Path};
use super::refusals;
use super::state::AppState;
use crate::app::league::{self, IndexedEvent, OrganizerAccount};
use crate::app::leagues::{self, League};
use crate::app::AppError;
use crate::tournament::details::clean_text;
use crate::tournament::ids::AccountId;
use askama::Template;
use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use serde::Deserialize;

/// The administrator's pages.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/league", get(organizers_page).post(create_organizer))
        .route("/league/{account}/active", post(set_active))
}

#[derive(Template)]
#[template(path = "league/organizers.html")]
struct OrganizersPage {
    nav: Nav,
    organizers: Vec<OrganizerAccount>,
    /// The name as typed, kept when the form is refused.
    name: String,
    error: Option<String>,
}

async fn render(
    state: &AppState,
    user: &CurrentUser,
    asked: Asked,
    (name, error): (String, Option<String>),
) -> WebResult<OrganizersPage> {
    Ok(OrganizersPage {
        nav: Nav::signed_in(user).in_words(asked.words(None)),
        organizers: league::organizers(&state.db).await?,
        name,
        error,
    })
}

async fn organizers_page(
    State(state): State<AppState>,
    user: CurrentUser,
    asked: Asked,
) -> WebResult<Page<impl Template>> {
    Ok(Page::new(
        render(&state, &user, asked, (String::new(), None)).await?,
    ))
}

#[derive(Deserialize)]
struct OrganizerForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    confirm: String,
}

/// The administrator makes an organizer's account with its first password, which the
/// organizer changes on their page of referees.
async fn create_organizer(
    State(state): State<AppState>,
    user: CurrentUser,
    asked: Asked,
    Form(form): Form<OrganizerForm>,
) -> WebResult<Response> {
    let name = clean_text(&form.name);
    let words = asked.words(None);
    let passwords = (form.password.as_str(), form.confirm.as_str());
    let checked =
        league::check_new_account((&state.db, state.password_rules), &name, passwords).await;
    let created = match checked {
        Ok(()) => {
            let password = form.password;
            let hash = tokio::task::spawn_blocking(move || hash_password(&password))
                .await
                .map_err(|e| WebError::Internal(format!("hashing: {e}")))??;
            league::create_organizer(&state.db, user.account(), &name, &hash).await
        }
        Err(err) => Err(err),
    };
    match created {
        Ok(_) => Ok(Redirect::to("/league").into_response()),
        Err(AppError::Refused(refusal)) => {
            let message = refusals::words(&refusal, &words);
            layout::refuse(render(&state, &user, asked, (name, Some(message))).await?)
        }
        Err(err) => Err(err.into()),
    }
}

#[derive(Deserialize)]
struct ActiveForm {
    #[serde(default)]
    active: String,
}

/// Disables an organizer (signed out at once, and refused at sign-in, with the referees they
/// authorised) or enables them again.
async fn set_active(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(account): Path<AccountId>,
    Form(form): Form<ActiveForm>,
) -> WebResult<Response> {
    let active = form.active == "1";
    league::set_active(&state.db, user.account(), account, active).await?;
    Ok(Redirect::to("/league").into_response())
}

#[derive(Template)]
#[template(path = "league/index.html")]
struct IndexPage {
    nav: Nav,
    events: Vec<IndexedEvent>,
    /// The league tables, newest first.
    leagues: Vec<League>,
}

/// The league's home page: its leagues' tables, then every organizer's events not archived,
/// newest first, each leading to its standings.
pub async fn public_index(state: &AppState, user: &MaybeUser, asked: Asked) -> WebResult<Response> {
    let events = league::public_index(&state.db).await?;
    let page = IndexPage {
        nav: Nav::from(user).in_words(asked.words(None)),
        events,
        leagues: leagues::leagues(&state.db).await?,
    };
    Ok(Page::new(page).into_response())
}
