//! Who may use which organizer routes: the [`Access`] each group of routes demands, checked
//! against the signed-in role and the `{id}` of the tournament a route is about, and the
//! refusal of every change to an archived tournament.
//!
//! On a league's server (`AppState::league`) an organizer passes only for the tournaments they
//! own (`app::ownership`), and the administrator passes everywhere; on the laptop the one
//! organizer passes everywhere, as always.

use super::identity::{is_reading, CurrentUser};
use crate::app::accounts::{self, Role};
use crate::app::ownership;
use crate::tournament::ids::TournamentId;
use crate::web::error::{Denial, WebError, WebResult};
use crate::web::state::AppState;
use axum::extract::{RawPathParams, Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::Router;

/// Who may use a group of organizer routes. Attached to the routes in `web::router` with
/// [`guard`]; the tournament a route is about is its `{id}` path parameter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// The organizer only: accounts, backups and whole-tournament files.
    Organizer,
    /// The organizer changes; a referee may read the pages of the tournaments they referee.
    OrganizerChanges,
    /// The organizer, or a referee authorised for this tournament: score sheets and penalties.
    TournamentStaff,
    /// What holds every organizer's events at once (backups of the whole database): the
    /// organizer on the laptop, the administrator alone on a league's server.
    WholeDatabase,
    /// A league's administrator only: the organizers' accounts.
    LeagueAdmin,
}

/// Attaches `access` to every route of `routes`.
pub fn guard(routes: Router<AppState>, state: &AppState, access: Access) -> Router<AppState> {
    routes.route_layer(axum::middleware::from_fn_with_state(
        (state.clone(), access),
        authorise,
    ))
}

/// Makes every change to an archived tournament (the routes of `routes` with an `{id}`) wait
/// until it is restored. The restore route itself is left outside this layer.
pub fn read_only_when_archived(routes: Router<AppState>, state: &AppState) -> Router<AppState> {
    routes.route_layer(axum::middleware::from_fn_with_state(
        state.clone(),
        refuse_archived_changes,
    ))
}

/// The `{id}` path parameter: the tournament a route is about.
fn tournament_of(params: &RawPathParams) -> Option<Option<TournamentId>> {
    params
        .iter()
        .find(|(key, _)| *key == "id")
        .map(|(_, value)| value.parse::<i64>().ok().map(TournamentId::new))
}

async fn authorise(
    State((state, access)): State<(AppState, Access)>,
    params: Result<RawPathParams, axum::extract::rejection::RawPathParamsRejection>,
    request: Request,
    next: Next,
) -> Response {
    let Some(user) = request.extensions().get::<CurrentUser>() else {
        return WebError::Denied(Denial::SignInFirst).into_response();
    };
    let tournament = params.ok().as_ref().and_then(tournament_of);
    let verdict = match user.role {
        Role::LeagueAdmin => Ok(()),
        Role::Organizer => organizer_may(&state, user, access, tournament.flatten()).await,
        Role::Referee => referee_may(&state, user, access, request.method(), tournament).await,
    };
    match verdict {
        Ok(()) => next.run(request).await,
        Err(err) => err.into_response(),
    }
}

/// An organizer passes everywhere on the laptop; on a league's server only for a tournament
/// they own, and never where the administrator alone goes.
async fn organizer_may(
    state: &AppState,
    user: &CurrentUser,
    access: Access,
    tournament: Option<TournamentId>,
) -> WebResult<()> {
    if access == Access::LeagueAdmin {
        return Err(WebError::Denied(Denial::AdministratorOnly));
    }
    if !state.league {
        return Ok(());
    }
    if access == Access::WholeDatabase {
        return Err(WebError::Denied(Denial::AdministratorOnly));
    }
    match tournament {
        Some(id) if !ownership::reaches(&state.db, user.scope(true), id).await? => {
            Err(WebError::Denied(Denial::NotYours))
        }
        _ => Ok(()),
    }
}

/// A referee reads the organizer's pages of the tournaments they referee and uses their score
/// sheets and penalties; nothing else.
async fn referee_may(
    state: &AppState,
    user: &CurrentUser,
    access: Access,
    method: &axum::http::Method,
    tournament: Option<Option<TournamentId>>,
) -> WebResult<()> {
    let reading = is_reading(method);
    let needs_tournament = match access {
        Access::Organizer | Access::WholeDatabase | Access::LeagueAdmin => false,
        Access::OrganizerChanges if !reading => false,
        // A page that is not about one tournament (the list of them) is open to read.
        Access::OrganizerChanges if tournament.is_none() => return Ok(()),
        Access::OrganizerChanges | Access::TournamentStaff => true,
    };
    let allowed = match (needs_tournament, tournament.flatten()) {
        (true, Some(tournament)) => referees_tournament(state, user, tournament).await?,
        _ => false,
    };
    if allowed {
        Ok(())
    } else {
        Err(WebError::Denied(Denial::RefereeLimits))
    }
}

async fn referees_tournament(
    state: &AppState,
    user: &CurrentUser,
    tournament: TournamentId,
) -> WebResult<bool> {
    Ok(accounts::referees(&state.db, user.account(), tournament).await?)
}

async fn refuse_archived_changes(
    State(state): State<AppState>,
    params: Result<RawPathParams, axum::extract::rejection::RawPathParamsRejection>,
    request: Request,
    next: Next,
) -> Response {
    if is_reading(request.method()) {
        return next.run(request).await;
    }
    let tournament = params.ok().as_ref().and_then(tournament_of).flatten();
    if let Some(id) = tournament {
        match accounts::archived(&state.db, id).await {
            Ok(true) => return WebError::Denied(Denial::Archived).into_response(),
            Ok(false) => {}
            Err(err) => return WebError::from(err).into_response(),
        }
    }
    next.run(request).await
}
