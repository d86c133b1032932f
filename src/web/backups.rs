//! Backups and moving a tournament: the organizer lists, takes and downloads database
//! snapshots, exports a tournament as one JSON file and imports such a file on another laptop.
//!
//! Snapshots are also taken by themselves: after every round starts, and every ten minutes
//! while results change (see [`snapshot_loop`]).
//!
//! A snapshot holds every event of the database, so on a league's server only its
//! administrator takes and downloads them ([`snapshot_routes`]); an organizer's page of
//! backups keeps only the move of a tournament, which every organizer may use.

use super::auth::CurrentUser;
use super::error::{Denial, WebError, WebResult};
use super::i18n::Asked;
use super::layout;
use super::layout::Nav;
use super::layout::{Page, Path};
use super::refusals;
use super::state::AppState;
use crate::app::hands::Author;
use crate::app::ownership::Scope;
use crate::app::{backups, transfer, AppError, Refusal};
use crate::tournament::ids::TournamentId;
use askama::Template;
use axum::extract::{Multipart, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::Router;
use std::time::Duration;

/// The page of backups, and moving one tournament out or in (an import is its importer's).
pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/backups", get(backups_page))
        .route("/import", post(import_tournament))
        .route("/t/{id}/export.json", get(export_tournament))
}

/// Taking and downloading snapshots of the whole database.
pub fn snapshot_routes() -> Router<AppState> {
    Router::new()
        .route("/backups", post(take_snapshot))
        .route("/backups/{name}", get(download_snapshot))
}

/// How often the loop looks for changes, and the least time between two automatic snapshots.
const CHECK_EVERY: Duration = Duration::from_secs(60);
const SNAPSHOT_EVERY: i64 = 10 * 60;

/// Takes a snapshot now, logging rather than failing: a backup problem must never stop the
/// organizer from recording results.
pub async fn snapshot_quietly(state: &AppState) {
    if let Some(dir) = &state.backup_dir {
        match backups::snapshot(&state.db, dir).await {
            Ok(path) => tracing::info!("snapshot saved: {}", path.display()),
            Err(err) => tracing::error!("snapshot failed: {err}"),
        }
    }
}

/// Every minute: when something changed and the last snapshot is ten minutes old, take one.
pub async fn snapshot_loop(state: AppState) {
    let mut last_snapshot = chrono::Utc::now().timestamp();
    let mut last_seen_change = state.last_change.get();
    loop {
        tokio::time::sleep(CHECK_EVERY).await;
        let changed = state.last_change.get();
        let now = chrono::Utc::now().timestamp();
        if changed > last_seen_change && now - last_snapshot >= SNAPSHOT_EVERY {
            snapshot_quietly(&state).await;
            last_snapshot = now;
            last_seen_change = changed;
        }
    }
}

struct SnapshotView {
    name: String,
    size_kib: u64,
}

#[derive(Template)]
#[template(path = "backups/backups.html")]
struct BackupsPage {
    nav: Nav,
    folder: String,
    snapshots: Vec<SnapshotView>,
    /// The database server's own backup tool (`pg_dump`), named instead of the snapshots.
    server_tool: Option<&'static str>,
    error: Option<String>,
    /// The snapshots are shown (not to an organizer on a league's server: they hold every
    /// organizer's events).
    snapshots_shown: bool,
}

fn backups_view(
    state: &AppState,
    user: &CurrentUser,
    nav: Nav,
    error: Option<String>,
) -> BackupsPage {
    let snapshots_shown = user.scope(state.league) == Scope::Everything;
    let (folder, snapshots) = match &state.backup_dir {
        Some(dir) if snapshots_shown => (
            dir.display().to_string(),
            backups::list(dir)
                .into_iter()
                .map(|snapshot| SnapshotView {
                    name: snapshot.name,
                    size_kib: snapshot.size_bytes.div_ceil(1024),
                })
                .collect(),
        ),
        _ => (String::new(), Vec::new()),
    };
    BackupsPage {
        nav,
        folder,
        snapshots,
        server_tool: backups::server_tool(&state.db),
        error,
        snapshots_shown,
    }
}

async fn backups_page(
    State(state): State<AppState>,
    user: CurrentUser,
    asked: Asked,
) -> WebResult<Page<impl Template>> {
    let nav = Nav::signed_in(&user).in_words(asked.words(None));
    Ok(Page::new(backups_view(&state, &user, nav, None)))
}

async fn take_snapshot(
    State(state): State<AppState>,
    user: CurrentUser,
    asked: Asked,
) -> WebResult<Response> {
    let Some(dir) = &state.backup_dir else {
        let words = asked.words(None);
        return Err(WebError::BadRequest(words.get("refusals-backups-off")));
    };
    if let Err(err) = backups::snapshot(&state.db, dir).await {
        let nav = Nav::signed_in(&user).in_words(asked.words(None));
        let words = &nav.words;
        let message = words.get_with("organizer-snapshot-failed", "error", err.to_string());
        let page = backups_view(&state, &user, nav, Some(message));
        return Ok(Page::with_status(StatusCode::INTERNAL_SERVER_ERROR, page).into_response());
    }
    Ok(Redirect::to("/admin/backups").into_response())
}

async fn download_snapshot(
    State(state): State<AppState>,
    Path(name): Path<String>,
) -> WebResult<Response> {
    let dir = state.backup_dir.as_ref().ok_or(WebError::NotFound)?;
    let file = backups::read(dir, &name).await?;
    Ok((
        [
            (header::CONTENT_TYPE, file.media_type.to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}\""),
            ),
        ],
        file.bytes,
    )
        .into_response())
}

async fn export_tournament(
    State(state): State<AppState>,
    Path(id): Path<TournamentId>,
) -> WebResult<Response> {
    let body = transfer::export(&state.db, id).await?;
    Ok((
        [
            (header::CONTENT_TYPE, "application/json".to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"tournament-{id}.json\""),
            ),
        ],
        body,
    )
        .into_response())
}

async fn import_tournament(
    State(state): State<AppState>,
    user: CurrentUser,
    asked: Asked,
    mut multipart: Multipart,
) -> WebResult<Response> {
    let mut bytes = Vec::new();
    while let Some(field) = multipart
        .next_field()
        .await
        .map_err(|_| WebError::Denied(Denial::UploadUnreadable))?
    {
        if field.name() == Some("file") {
            bytes = field
                .bytes()
                .await
                .map_err(|_| WebError::Denied(Denial::UploadUnreadable))?
                .to_vec();
        }
    }
    let author = Author {
        account_id: Some(user.account_id),
        who: user.name.clone(),
    };
    match transfer::import(&state.db, &author, &bytes).await {
        Ok(id) => Ok(Redirect::to(&format!("/admin/t/{id}")).into_response()),
        Err(AppError::Refused(Refusal::Transfer(refusal))) => {
            let words = asked.words(None);
            let message = refusals::transfer::words(&refusal, &words);
            let nav = Nav::signed_in(&user).in_words(words);
            layout::refuse(backups_view(&state, &user, nav, Some(message)))
        }
        Err(err) => Err(err.into()),
    }
}
