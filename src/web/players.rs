//! The organizer's player pages: add, edit, check in, withdraw, import a CSV list with a
//! preview and a report line by line, and give a player a new seat PIN (the PIN a table phone
//! asks before it takes the player's seat, `web::table_entry`).

use super::auth::CurrentUser;
use super::context::Actor;
use super::error::{Denial, WebError, WebResult};
use super::export::english_header;
use super::i18n::{Asked, Words};
use super::layout;
use super::layout::Nav;
use super::layout::Page;
use super::manage::{ManagePage, PlayerForm};
use super::refusals;
use super::state::AppState;
use crate::app::players::{self, PlayerId, PlayerPage, PlayerRefusal, PlayerRow};
use crate::app::{AppError, Refusal, TournamentRow};
use crate::tournament::ids::TournamentId;
use crate::tournament::players::{ImportReport, LineRefusal, PlayerDetails, PlayerError};
use askama::Template;
use axum::extract::Multipart;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use serde::Deserialize;

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

/// What the organizer typed wrong in the player form: the details themselves, or a change the
/// application refused (a name already taken). Worded once the page knows its language.
enum TypedWrong {
    Details(PlayerError),
    Refused(Refusal),
}

impl TypedWrong {
    /// A refusal the organizer fixes by changing what they typed; any other error as the
    /// error it is.
    fn from_app(err: AppError) -> WebResult<Self> {
        match err {
            AppError::Refused(refusal) => Ok(Self::Refused(refusal)),
            other => Err(other.into()),
        }
    }

    fn words(&self, words: &Words) -> String {
        match self {
            Self::Details(error) => refusals::players::player_error(error, words),
            Self::Refused(refusal) => refusals::words(refusal, words),
        }
    }
}

/// The details typed in the player form; the EMA number and country may be left empty.
fn parsed(form: &PlayerForm) -> Result<PlayerDetails, PlayerError> {
    PlayerDetails::parse(&form.name, &form.club, &form.number)?
        .with_ema(&form.ema_number, &form.country)
}

async fn add(actor: Actor<TournamentId>, Form(form): Form<PlayerForm>) -> WebResult<Response> {
    let asked = actor.asked;
    let (state, user, id) = actor.into_parts();
    let wrong = match parsed(&form) {
        Err(err) => TypedWrong::Details(err),
        Ok(details) => {
            let checked_in = form.checked_in == "1";
            match players::add(&state.db, user.account(), id, &details, checked_in).await {
                Ok(_) => return Ok(Redirect::to(&players_url(id)).into_response()),
                Err(err) => TypedWrong::from_app(err)?,
            }
        }
    };
    let mut page = ManagePage::load(&state.db, &state.table_codes, &user, asked, id).await?;
    let words = asked.words(page.tournament.default_language());
    page.player_form = form;
    page.player_error = Some(wrong.words(&words));
    layout::refuse(page)
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

impl EditPage {
    /// The page of `shown`, its form filled with `form` (the player's details when `None`).
    fn new(who: (&CurrentUser, Asked), shown: PlayerPage, form: Option<PlayerForm>) -> Self {
        let (user, asked) = who;
        let PlayerPage {
            tournament,
            player,
            seat_pin,
        } = shown;
        let form = form.unwrap_or_else(|| PlayerForm {
            name: player.name.clone(),
            club: player.club.clone(),
            number: player.player_number.clone(),
            ema_number: player.ema_number.clone(),
            country: player.country.clone(),
            checked_in: String::new(),
        });
        Self {
            nav: Nav::signed_in(user).in_words(asked.words(tournament.default_language())),
            tournament,
            player,
            seat_pin,
            form,
            error: None,
        }
    }
}

async fn edit_form(actor: Actor<(TournamentId, PlayerId)>) -> WebResult<Page<impl Template>> {
    let asked = actor.asked;
    let (state, user, (id, pid)) = actor.into_parts();
    let shown = players::page(&state.db, id, pid).await?;
    Ok(Page::new(EditPage::new((&user, asked), shown, None)))
}

async fn update(
    actor: Actor<(TournamentId, PlayerId)>,
    Form(form): Form<PlayerForm>,
) -> WebResult<Response> {
    let asked = actor.asked;
    let (state, user, (id, pid)) = actor.into_parts();
    let wrong = match parsed(&form) {
        Err(err) => TypedWrong::Details(err),
        Ok(details) => match players::update(&state.db, user.account(), id, pid, &details).await {
            Ok(()) => return Ok(Redirect::to(&players_url(id)).into_response()),
            Err(err) => TypedWrong::from_app(err)?,
        },
    };
    let shown = players::page(&state.db, id, pid).await?;
    let words = asked.words(shown.tournament.default_language());
    let mut page = EditPage::new((&user, asked), shown, Some(form));
    page.error = Some(wrong.words(&words));
    layout::refuse(page)
}

#[derive(Deserialize)]
struct FlagForm {
    #[serde(default)]
    value: String,
}

impl FlagForm {
    /// Whether the flag is set ("1").
    fn is_set(&self) -> bool {
        self.value == "1"
    }
}

async fn check_in(
    actor: Actor<(TournamentId, PlayerId)>,
    Form(form): Form<FlagForm>,
) -> WebResult<Response> {
    let (state, user, (id, pid)) = actor.into_parts();
    players::set_checked_in(&state.db, user.account(), id, pid, form.is_set()).await?;
    Ok(Redirect::to(&players_url(id)).into_response())
}

async fn check_in_all(actor: Actor<TournamentId>) -> WebResult<Response> {
    let (state, user, id) = actor.into_parts();
    players::check_in_all(&state.db, user.account(), id).await?;
    Ok(Redirect::to(&players_url(id)).into_response())
}

async fn withdraw(
    actor: Actor<(TournamentId, PlayerId)>,
    Form(form): Form<FlagForm>,
) -> WebResult<Response> {
    let (state, user, (id, pid)) = actor.into_parts();
    players::set_withdrawn(&state.db, user.account(), id, pid, form.is_set()).await?;
    Ok(Redirect::to(&players_url(id)).into_response())
}

/// The organizer gives a player a new seat PIN (a card lost, a PIN overheard): the old PIN and
/// every phone it proved stop counting, the seats taken with it are free again, and earlier
/// wrong guesses no longer hold the player back.
async fn reset_seat_pin(actor: Actor<(TournamentId, PlayerId)>) -> WebResult<Response> {
    let (state, user, (id, pid)) = actor.into_parts();
    players::reset_seat_pin(&state.db, user.account(), id, pid).await?;
    state.seat_pins.forget_player(pid.get());
    Ok(Redirect::to(&format!("/admin/t/{id}/players/{pid}/edit#seat-pin")).into_response())
}

/// The players' part of the tournament's page.
fn players_url(id: TournamentId) -> String {
    format!("/admin/t/{id}#players")
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

impl ImportPage {
    /// Why a line was refused, in the page's language.
    fn line_words(&self, refusal: &LineRefusal) -> String {
        refusals::players::line_refusal(refusal, &self.nav.words)
    }

    /// The columns `names` (as the import reads them, "name,club,number") as the reader's
    /// file may name them: a header in the reader's language imports as the English one does.
    fn columns(&self, names: &str) -> String {
        names
            .split(',')
            .map(|column| super::export::column_words(self.nav.words, column))
            .collect::<Vec<_>>()
            .join(",")
    }
}

async fn import_form(actor: Actor<TournamentId>) -> WebResult<Page<impl Template>> {
    let asked = actor.asked;
    let (state, user, id) = actor.into_parts();
    let tournament = players::tournament(&state.db, id).await?;
    Ok(Page::new(ImportPage {
        nav: Nav::signed_in(&user).in_words(asked.words(tournament.default_language())),
        tournament,
        text: String::new(),
        report: None,
        error: None,
        imported: None,
    }))
}

/// The uploaded file, or else the pasted text, as bytes.
async fn uploaded(mut multipart: Multipart) -> WebResult<Vec<u8>> {
    let mut bytes: Vec<u8> = Vec::new();
    let mut pasted = String::new();
    while let Some(field) = multipart
        .next_field()
        .await
        .map_err(|_| WebError::Denied(Denial::UploadUnreadable))?
    {
        match field.name() {
            Some("file") => {
                bytes = field
                    .bytes()
                    .await
                    .map_err(|_| WebError::Denied(Denial::UploadUnreadable))?
                    .to_vec();
            }
            Some("text") => {
                pasted = field
                    .text()
                    .await
                    .map_err(|_| WebError::Denied(Denial::UploadUnreadable))?;
            }
            _ => {}
        }
    }
    if bytes.is_empty() {
        bytes = pasted.into_bytes();
    }
    Ok(bytes)
}

/// Reads the uploaded file (or the pasted text) and shows what would be imported.
async fn import_preview(actor: Actor<TournamentId>, multipart: Multipart) -> WebResult<Response> {
    let asked = actor.asked;
    let (state, user, id) = actor.into_parts();
    let bytes = uploaded(multipart).await?;
    // A list exported in French or Japanese reads by its header put back into English.
    let read = match std::str::from_utf8(&bytes) {
        Ok(text) => english_header(text).into_bytes(),
        Err(_) => bytes.clone(),
    };
    let preview = players::preview_import(&state.db, id, &read).await?;
    let words = asked.words(preview.tournament.default_language());
    let (report, error) = match preview.report {
        Ok(report) => (Some(report), None),
        Err(err) => (None, Some(refusals::players::import_error(&err, &words))),
    };
    let status = if error.is_some() {
        StatusCode::UNPROCESSABLE_ENTITY
    } else {
        StatusCode::OK
    };
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let words = asked.words(preview.tournament.default_language());
    let page = ImportPage {
        nav: Nav::signed_in(&user).in_words(words),
        tournament: preview.tournament,
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
async fn import_confirm(
    actor: Actor<TournamentId>,
    Form(form): Form<ConfirmForm>,
) -> WebResult<Response> {
    let asked = actor.asked;
    let (state, user, id) = actor.into_parts();
    let imported = players::import(&state.db, user.account(), id, &english_header(&form.text))
        .await
        .map_err(|err| refused_import(err, &asked.words(None)))?;
    let words = asked.words(imported.tournament.default_language());
    let page = ImportPage {
        nav: Nav::signed_in(&user).in_words(words),
        tournament: imported.tournament,
        text: String::new(),
        report: Some(imported.report),
        error: None,
        imported: Some(imported.count),
    };
    Ok(Page::new(page).into_response())
}

/// A refused import, with the status it always had: a name taken meanwhile is a conflict with
/// the stored players, an unreadable list a bad request.
fn refused_import(err: AppError, words: &Words) -> WebError {
    match err {
        AppError::Refused(refusal @ Refusal::Player(PlayerRefusal::DuplicateName { .. })) => {
            WebError::Conflict(refusals::words(&refusal, words))
        }
        other => other.into(),
    }
}
