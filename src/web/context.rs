//! The start every page about one tournament shares: read the `{id}` of its address, take a
//! database connection and load the tournament, the not-found page when there is none. A
//! handler takes a [`Tournament`] as its last argument before any form, so the checks of its
//! other arguments (who is signed in, the rest of the address, the query) come first, as they
//! would in its own body.
//!
//! Handlers that change things load the tournament inside their own write transaction instead
//! (`layout::load_tournament`), so that what they read and what they write are one; most end
//! the same way, with [`commit_noted`]. They take an [`Actor`]: who changes what.

use super::auth::CurrentUser;
use super::error::{WebError, WebResult};
use super::layout::{load_tournament, Path};
use super::AppState;
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::tournaments::TournamentRow;
use axum::extract::{FromRequestParts, RawPathParams};
use axum::http::request::Parts;
use axum::response::{IntoResponse, Redirect, Response};
use serde::de::DeserializeOwned;
use sqlx::pool::PoolConnection;
use sqlx::{Sqlite, Transaction};

/// A page's tournament, loaded, with its address's parameters (`P`: the id alone, or the id
/// and what follows it such as a round's number) and the connection it was read on for the
/// handler's other reads.
pub struct Tournament<P = i64> {
    pub path: P,
    pub row: TournamentRow,
    pub conn: PoolConnection<Sqlite>,
}

impl<P> Tournament<P> {
    /// The address's parameters, the tournament and the connection, for a handler to use as
    /// its own.
    pub fn into_parts(self) -> (P, TournamentRow, PoolConnection<Sqlite>) {
        (self.path, self.row, self.conn)
    }
}

impl<P: DeserializeOwned + Send> FromRequestParts<AppState> for Tournament<P> {
    type Rejection = WebError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> WebResult<Self> {
        // An address that cannot be read names no page, like a tournament that is not stored.
        let Path(path) = Path::<P>::from_request_parts(parts, state).await?;
        let params = RawPathParams::from_request_parts(parts, state)
            .await
            .map_err(|_| WebError::NotFound)?;
        let id = params
            .iter()
            .find(|(key, _)| *key == "id")
            .and_then(|(_, value)| value.parse::<i64>().ok())
            .ok_or(WebError::NotFound)?;
        let mut conn = state.db.acquire().await?;
        let row = load_tournament(&mut conn, id).await?;
        Ok(Self { path, row, conn })
    }
}

/// Who is acting (signed in; what they may do is their routes' `auth::Access`), on what (the
/// address's parameters `P`: a tournament's id, or the id and what follows it), with the
/// application's state for the change's transaction. It checks who is signed in first, then
/// reads the address, as a handler listing those arguments one by one would.
pub struct Actor<P = i64> {
    pub state: AppState,
    pub user: CurrentUser,
    pub path: P,
}

impl<P> Actor<P> {
    /// The state, who acts and the address's parameters, for a handler to use as its own.
    pub fn into_parts(self) -> (AppState, CurrentUser, P) {
        (self.state, self.user, self.path)
    }
}

impl<P: DeserializeOwned + Send> FromRequestParts<AppState> for Actor<P> {
    type Rejection = WebError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> WebResult<Self> {
        let user = CurrentUser::from_request_parts(parts, state).await?;
        let Path(path) = Path::<P>::from_request_parts(parts, state).await?;
        Ok(Self {
            state: state.clone(),
            user,
            path,
        })
    }
}

/// The end of an organizer change whose audit entry shows the values before and after: the
/// entry (`what`: subject, before, after) noted as `user`'s, committed with the change, and the
/// browser sent on to `to`.
pub async fn commit_recorded(
    mut tx: Transaction<'static, Sqlite>,
    tournament: i64,
    user: &CurrentUser,
    action: AuditAction,
    (subject, before, after): (&str, &str, &str),
    to: &str,
) -> WebResult<Response> {
    let account = Some(user.account_id);
    db::audit::record(
        &mut tx,
        Some(tournament),
        account,
        action,
        subject,
        before,
        after,
    )
    .await?;
    tx.commit().await?;
    Ok(Redirect::to(to).into_response())
}
