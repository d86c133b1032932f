//! The organizer's player pages: add, edit, check in, withdraw, import a CSV list with a
//! preview and a report line by line, and give a player a new seat PIN (the PIN a table phone
//! asks before it takes the player's seat, `web::table_entry`).

use super::auth::CurrentUser;
use super::context::{commit_noted, commit_recorded, Actor, Tournament};
use super::error::{WebError, WebResult};
use super::layout;
use super::layout::Page;
use super::layout::{load_tournament, Nav};
use super::manage::{ManagePage, PlayerForm};
use super::AppState;
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::players::PlayerRow;
use crate::db::tournaments::TournamentRow;
use crate::tournament::players::{parse_import, ImportReport, PlayerDetails, PlayerError};
use askama::Template;
use axum::extract::Multipart;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use rand::{RngCore, SeedableRng};
use serde::Deserialize;
use sqlx::{Sqlite, Transaction};
use std::collections::HashSet;

pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/players", post(add))
        .route("/t/{id}/players/checkin-all", post(check_in_all))
        .route("/t/{id}/players/{pid}/edit", get(edit_form).post(update))
        .route("/t/{id}/players/{pid}/checkin", post(check_in))
        .route("/t/{id}/players/{pid}/withdraw", post(withdraw))
        .route("/t/{id}/players/{pid}/seat-pin", post(reset_seat_pin))
        .route("/t/{id}/import", get(import_form).post(import_preview))
        .route("/t/{id}/import/confirm", post(import_confirm))
}

/// Maps a storage failure on a player's name to the message the organizer needs.
fn duplicate_or(err: sqlx::Error, details: &PlayerDetails) -> WebError {
    if db::is_unique_violation(&err) {
        WebError::Conflict(
            PlayerError::DuplicateName(details.name.as_str().to_string()).to_string(),
        )
    } else {
        err.into()
    }
}

async fn add(actor: Actor, Form(form): Form<PlayerForm>) -> WebResult<Response> {
    let (state, user, id) = actor.into_parts();
    let mut tx = db::begin_write(&state.db).await?;
    load_tournament(&mut tx, id).await?;
    let result = match PlayerDetails::parse(&form.name, &form.club, &form.number) {
        Err(err) => Err(err.to_string()),
        Ok(details) => {
            match db::players::create(&mut tx, id, &details, form.checked_in == "1").await {
                Ok(_) => Ok(details),
                Err(err) => match duplicate_or(err, &details) {
                    WebError::Conflict(message) => Err(message),
                    other => return Err(other),
                },
            }
        }
    };
    match result {
        Ok(details) => {
            let after = described(&details);
            let entry = (details.name.as_str(), "", after.as_str());
            let to = players_url(id);
            commit_recorded(tx, id, &user, AuditAction::PlayerAdded, entry, &to).await
        }
        Err(message) => {
            drop(tx);
            let mut page =
                ManagePage::load(&state.db, &state.table_codes, &user, id.into()).await?;
            page.player_form = form;
            page.player_error = Some(message);
            layout::refuse(page)
        }
    }
}

#[derive(Template)]
#[template(path = "players/edit.html")]
struct EditPage {
    nav: Nav,
    tournament: TournamentRow,
    player: PlayerRow,
    /// The player's seat PIN, for the organizer to read out.
    seat_pin: String,
    form: PlayerForm,
    error: Option<String>,
}

async fn load_player(conn: &mut sqlx::SqliteConnection, id: i64, pid: i64) -> WebResult<PlayerRow> {
    db::players::get(conn, id, pid)
        .await?
        .ok_or(WebError::NotFound)
}

async fn edit_form(user: CurrentUser, t: Tournament<(i64, i64)>) -> WebResult<Page<impl Template>> {
    let ((id, pid), tournament, mut conn) = t.into_parts();
    let player = load_player(&mut conn, id, pid).await?;
    let seat_pin = db::seat_pins::pin_of(&mut conn, player.id)
        .await?
        .unwrap_or_default();
    let form = PlayerForm {
        name: player.name.clone(),
        club: player.club.clone(),
        number: player.player_number.clone(),
        checked_in: String::new(),
    };
    Ok(Page::new(EditPage {
        nav: Nav::signed_in(&user),
        tournament,
        player,
        seat_pin,
        form,
        error: None,
    }))
}

async fn update(actor: Actor<(i64, i64)>, Form(form): Form<PlayerForm>) -> WebResult<Response> {
    let (state, user, (id, pid)) = actor.into_parts();
    let mut tx = db::begin_write(&state.db).await?;
    let tournament = load_tournament(&mut tx, id).await?;
    let player = load_player(&mut tx, id, pid).await?;
    let outcome = match PlayerDetails::parse(&form.name, &form.club, &form.number) {
        Err(err) => Err(err.to_string()),
        Ok(details) => match db::players::update(&mut tx, pid, &details).await {
            Ok(()) => Ok(details),
            Err(err) => match duplicate_or(err, &details) {
                WebError::Conflict(message) => Err(message),
                other => return Err(other),
            },
        },
    };
    match outcome {
        Ok(details) => {
            let before = format!(
                "{} · {} · {}",
                player.name, player.club, player.player_number
            );
            let after = described(&details);
            let entry = (details.name.as_str(), before.as_str(), after.as_str());
            let to = players_url(id);
            commit_recorded(tx, id, &user, AuditAction::PlayerEdited, entry, &to).await
        }
        Err(message) => {
            let seat_pin = db::seat_pins::pin_of(&mut tx, player.id)
                .await?
                .unwrap_or_default();
            let page = EditPage {
                nav: Nav::signed_in(&user),
                tournament,
                player,
                seat_pin,
                form,
                error: Some(message),
            };
            layout::refuse(page)
        }
    }
}

#[derive(Deserialize)]
struct FlagForm {
    #[serde(default)]
    value: String,
}

impl FlagForm {
    /// Whether the flag is set ("1"), with the audit action that says so: `set` or `unset`.
    fn read(&self, set: AuditAction, unset: AuditAction) -> (bool, AuditAction) {
        let value = self.value == "1";
        (value, if value { set } else { unset })
    }
}

async fn check_in(actor: Actor<(i64, i64)>, Form(form): Form<FlagForm>) -> WebResult<Response> {
    let (state, user, (id, pid)) = actor.into_parts();
    let (value, action) = form.read(
        AuditAction::PlayerCheckedIn,
        AuditAction::PlayerCheckInUndone,
    );
    let mut tx = db::begin_write(&state.db).await?;
    let player = load_player(&mut tx, id, pid).await?;
    if value && player.withdrawn {
        return Err(WebError::BadRequest(format!(
            "{} has withdrawn: reinstate them before checking them in.",
            player.name
        )));
    }
    db::players::set_checked_in(&mut tx, pid, value).await?;
    players_changed(tx, id, &user, action, &player.name).await
}

async fn check_in_all(actor: Actor) -> WebResult<Response> {
    let (state, user, id) = actor.into_parts();
    let mut tx = db::begin_write(&state.db).await?;
    load_tournament(&mut tx, id).await?;
    let count = db::players::check_in_all(&mut tx, id).await?;
    players_changed(
        tx,
        id,
        &user,
        AuditAction::AllPlayersCheckedIn,
        &format!("{count} players"),
    )
    .await
}

async fn withdraw(actor: Actor<(i64, i64)>, Form(form): Form<FlagForm>) -> WebResult<Response> {
    let (state, user, (id, pid)) = actor.into_parts();
    let (value, action) = form.read(AuditAction::PlayerWithdrawn, AuditAction::PlayerReinstated);
    let mut tx = db::begin_write(&state.db).await?;
    let player = load_player(&mut tx, id, pid).await?;
    db::players::set_withdrawn(&mut tx, pid, value).await?;
    players_changed(tx, id, &user, action, &player.name).await
}

/// The organizer gives a player a new seat PIN (a card lost, a PIN overheard): the old PIN and
/// every phone it proved stop counting, the seats taken with it are free again, and earlier
/// wrong guesses no longer hold the player back.
async fn reset_seat_pin(actor: Actor<(i64, i64)>) -> WebResult<Response> {
    let (state, user, (id, pid)) = actor.into_parts();
    let mut tx = db::begin_write(&state.db).await?;
    let player = load_player(&mut tx, id, pid).await?;
    let old = db::seat_pins::pin_of(&mut tx, player.id).await?;
    let mut rng = rand::rngs::StdRng::from_os_rng();
    // A new PIN is a different one: the old must stop working.
    let new_pin = std::iter::repeat_with(|| db::seat_pins::pin_from(rng.next_u32()))
        .find(|pin| Some(pin) != old.as_ref())
        .unwrap_or_default();
    let freed = db::seat_pins::reset_pin(&mut tx, player.id, &new_pin).await?;
    // The log says who did what, never a secret: the PIN itself stays out of it.
    let subject = match freed {
        0 => player.name.clone(),
        1 => format!("{} (their phone's seat freed)", player.name),
        n => format!("{} ({n} seats freed)", player.name),
    };
    let to = format!("/admin/t/{id}/players/{pid}/edit#seat-pin");
    let answer = commit_noted(
        tx,
        Some(id),
        &user,
        AuditAction::SeatPinReset,
        &subject,
        &to,
    )
    .await?;
    state.seat_pins.forget_player(pid);
    Ok(answer)
}

/// Ends a change to the tournament's players: noted, committed, and back to the players on
/// the tournament's page.
async fn players_changed(
    tx: Transaction<'static, Sqlite>,
    id: i64,
    user: &CurrentUser,
    action: AuditAction,
    subject: &str,
) -> WebResult<Response> {
    commit_noted(tx, Some(id), user, action, subject, &players_url(id)).await
}

/// The players' part of the tournament's page.
fn players_url(id: i64) -> String {
    format!("/admin/t/{id}#players")
}

/// A player's details as the audit log keeps them: "name · club · number".
fn described(details: &PlayerDetails) -> String {
    format!(
        "{} · {} · {}",
        details.name.as_str(),
        details.club,
        details.number
    )
}

#[derive(Template)]
#[template(path = "players/import.html")]
struct ImportPage {
    nav: Nav,
    tournament: TournamentRow,
    /// The file's text, carried to the confirmation so nothing is read twice from disk.
    text: String,
    report: Option<ImportReport>,
    error: Option<String>,
    /// Set after the import went in.
    imported: Option<usize>,
}

async fn import_form(user: CurrentUser, t: Tournament) -> WebResult<Page<impl Template>> {
    let (_, tournament, _) = t.into_parts();
    Ok(Page::new(ImportPage {
        nav: Nav::signed_in(&user),
        tournament,
        text: String::new(),
        report: None,
        error: None,
        imported: None,
    }))
}

async fn existing_keys(conn: &mut sqlx::SqliteConnection, id: i64) -> WebResult<HashSet<String>> {
    Ok(db::players::name_keys(conn, id)
        .await?
        .into_iter()
        .collect())
}

/// Reads the uploaded file (or the pasted text) and shows what would be imported.
async fn import_preview(actor: Actor, mut multipart: Multipart) -> WebResult<Response> {
    let (state, user, id) = actor.into_parts();
    let mut bytes: Vec<u8> = Vec::new();
    let mut pasted = String::new();
    while let Some(field) = multipart
        .next_field()
        .await
        .map_err(|e| WebError::BadRequest(format!("The upload could not be read: {e}")))?
    {
        match field.name() {
            Some("file") => {
                bytes = field
                    .bytes()
                    .await
                    .map_err(|e| WebError::BadRequest(format!("The file could not be read: {e}")))?
                    .to_vec();
            }
            Some("text") => {
                pasted = field.text().await.map_err(|e| {
                    WebError::BadRequest(format!("The text could not be read: {e}"))
                })?;
            }
            _ => {}
        }
    }
    if bytes.is_empty() {
        bytes = pasted.into_bytes();
    }
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let existing = existing_keys(&mut conn, id).await?;
    let (report, error) = match parse_import(&bytes, &existing) {
        Ok(report) => (Some(report), None),
        Err(err) => (None, Some(err.to_string())),
    };
    let status = if error.is_some() {
        StatusCode::UNPROCESSABLE_ENTITY
    } else {
        StatusCode::OK
    };
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let page = ImportPage {
        nav: Nav::signed_in(&user),
        tournament,
        text,
        report,
        error,
        imported: None,
    };
    Ok(Page::with_status(status, page).into_response())
}

#[derive(Deserialize)]
struct ConfirmForm {
    #[serde(default)]
    text: String,
}

/// Imports the accepted lines of the previewed text, all in one transaction.
async fn import_confirm(actor: Actor, Form(form): Form<ConfirmForm>) -> WebResult<Response> {
    let (state, user, id) = actor.into_parts();
    let mut tx = db::begin_write(&state.db).await?;
    let tournament = load_tournament(&mut tx, id).await?;
    // Parsed again against the players now present, in case someone was added meanwhile.
    let existing = existing_keys(&mut tx, id).await?;
    let report = parse_import(form.text.as_bytes(), &existing)
        .map_err(|e| WebError::BadRequest(e.to_string()))?;
    let mut names = Vec::new();
    for details in report.accepted() {
        db::players::create(&mut tx, id, details, false)
            .await
            .map_err(|e| duplicate_or(e, details))?;
        names.push(details.name.as_str().to_string());
    }
    db::audit::record(
        &mut tx,
        Some(id),
        Some(user.account_id),
        AuditAction::PlayersImported,
        &format!("{} players", names.len()),
        "",
        &names.join(", "),
    )
    .await?;
    tx.commit().await?;
    let imported = Some(names.len());
    let page = ImportPage {
        nav: Nav::signed_in(&user),
        tournament,
        text: String::new(),
        report: Some(report),
        error: None,
        imported,
    };
    Ok(Page::new(page).into_response())
}
