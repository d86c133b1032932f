//! The organizer's tournament pages: the dashboard, creating and editing a tournament,
//! archiving it, the management page and the audit log.

use super::auth::CurrentUser;
use super::context::Actor;
use super::error::WebResult;
use super::i18n::{Asked, Words};
use super::layout;
use super::layout::Nav;
use super::layout::{Page, Path};
use super::manage::ManagePage;
use super::refusals;
use super::state::AppState;
use super::terms::names::ruleset_name;
use crate::app::hands::Author;
use crate::app::tournaments::{self, TournamentRow};
use crate::app::{AppError, Refusal};
use crate::engine::ruleset::Ruleset;
use crate::engine::styles::{style, StyleId};
use crate::tournament::details::{DetailsError, TournamentDetails, TOURNAMENT_RULESETS};
use crate::tournament::ids::{AccountId, TournamentId};
use askama::Template;
use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use serde::Deserialize;

pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/", get(dashboard))
        .route("/tournaments/new", get(new_form))
        .route("/tournaments", post(create))
        .route("/t/{id}", get(manage))
        .route("/t/{id}/edit", get(edit_form).post(update))
        .route("/t/{id}/audit", get(audit))
}

/// Archiving and restoring: the one change an archived tournament still accepts.
pub fn archive_routes() -> Router<AppState> {
    Router::new().route("/t/{id}/archive", post(archive))
}

/// A ruleset choice for the form: its id and its name in the reader's words.
pub struct RulesetOption {
    pub id: &'static str,
    pub name: String,
}

/// The rulesets a tournament may choose, named as every other page names them.
fn ruleset_options(words: &Words) -> Vec<RulesetOption> {
    TOURNAMENT_RULESETS
        .iter()
        .map(|&id| Ruleset::preset(id))
        .map(|rules| RulesetOption {
            id: rules.id,
            name: ruleset_name(words, &rules),
        })
        .collect()
}

/// What the tournament form shows: the values as typed, so an error loses nothing.
#[derive(Debug, Default, Deserialize)]
pub struct TournamentForm {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub date: String,
    #[serde(default)]
    pub venue: String,
    #[serde(default)]
    pub ruleset: String,
    /// Hong Kong Old Style: wind rounds per game (1, 2 or 4).
    #[serde(default)]
    pub winds: String,
    /// Hong Kong Old Style: the faan table as typed (`3: 8, 4: 16, …`).
    #[serde(default)]
    pub faan_table: String,
    /// The default language's code; empty for none (the reader's browser decides).
    #[serde(default)]
    pub language: String,
}

impl TournamentForm {
    fn details(&self) -> Result<TournamentDetails, DetailsError> {
        TournamentDetails::parse(&self.name, &self.date, &self.venue, &self.ruleset)?
            .with_settings(|style| style.settings_from_form(&|name| self.settings_field(name)))?
            .with_language(&self.language)
    }

    /// The style settings' field `name` as typed (the fields `web::styles` renders).
    fn settings_field(&self, name: &str) -> String {
        match name {
            "winds" => self.winds.clone(),
            "faan_table" => self.faan_table.clone(),
            _ => String::new(),
        }
    }

    /// A form as first shown, its style settings' fields filled
    /// ([`settings_field_shown`]).
    fn shown(self, tournament: Option<&TournamentRow>) -> TournamentForm {
        TournamentForm {
            winds: settings_field_shown(tournament, "winds"),
            faan_table: settings_field_shown(tournament, "faan_table"),
            ..self
        }
    }
}

/// A style settings' field as the form first shows it: the tournament's own where its style
/// has the field, else the default of the style that has it (shown once that style is chosen).
fn settings_field_shown(tournament: Option<&TournamentRow>, name: &str) -> String {
    let own = tournament.map(|t| t.settings().form_value(name));
    own.filter(|value| !value.is_empty()).unwrap_or_else(|| {
        StyleId::ALL
            .into_iter()
            .map(|id| style(id).default_settings().form_value(name))
            .find(|value| !value.is_empty())
            .unwrap_or_default()
    })
}

#[derive(Template)]
#[template(path = "tournaments/form.html")]
struct FormPage {
    nav: Nav,
    /// None when creating.
    tournament_id: Option<i64>,
    form: TournamentForm,
    rulesets: Vec<RulesetOption>,
    error: Option<String>,
}

impl FormPage {
    /// The rules menu's attributes naming the rulesets that take a style's settings.
    fn settings_attributes(&self) -> askama::Result<String> {
        self.style_settings().map(|s| s.attributes)
    }

    /// The style settings' fields.
    fn settings_fields(&self) -> askama::Result<String> {
        self.style_settings().map(|s| s.fields)
    }

    fn style_settings(&self) -> askama::Result<super::styles::SettingsParts> {
        super::styles::tournament_settings(
            &TOURNAMENT_RULESETS,
            &self.form.winds,
            &self.form.faan_table,
            self.nav.words,
        )
    }
}

#[derive(Template)]
#[template(path = "tournaments/dashboard.html")]
struct DashboardPage {
    nav: Nav,
    tournaments: Vec<TournamentRow>,
    /// A league's administrator, who is shown the way to the organizers' page.
    league_admin: bool,
}

async fn dashboard(
    State(state): State<AppState>,
    user: CurrentUser,
    asked: Asked,
) -> WebResult<Page<impl Template>> {
    let account = AccountId::new(user.account_id);
    let scope = user.scope(state.league);
    let tournaments = tournaments::staff_list(&state.db, (account, user.role), scope).await?;
    Ok(Page::new(DashboardPage {
        nav: Nav::signed_in(&user).in_words(asked.words(None)),
        tournaments,
        league_admin: state.league && user.role == tournaments::Role::LeagueAdmin,
    }))
}

async fn new_form(user: CurrentUser, asked: Asked) -> WebResult<Page<impl Template>> {
    let form = TournamentForm {
        ruleset: "msmc-2016".into(),
        ..Default::default()
    }
    .shown(None);
    let nav = Nav::signed_in(&user).in_words(asked.words(None));
    let page = FormPage {
        rulesets: ruleset_options(&nav.words),
        nav,
        tournament_id: None,
        form,
        error: None,
    };
    Ok(Page::new(page))
}

fn form_error(
    nav: Nav,
    tournament_id: Option<i64>,
    form: TournamentForm,
    error: String,
) -> WebResult<Response> {
    let page = FormPage {
        rulesets: ruleset_options(&nav.words),
        nav,
        tournament_id,
        form,
        error: Some(error),
    };
    layout::refuse(page)
}

/// Who changes a tournament, as its audit log names them.
fn author(user: &CurrentUser) -> Author {
    Author {
        account_id: Some(user.account_id),
        who: user.name.clone(),
    }
}

async fn create(
    State(state): State<AppState>,
    user: CurrentUser,
    asked: Asked,
    Form(form): Form<TournamentForm>,
) -> WebResult<Response> {
    let details = match form.details() {
        Ok(details) => details,
        Err(err) => {
            let nav = Nav::signed_in(&user).in_words(asked.words(None));
            let message = refusals::tournaments::details_error(&err, &nav.words);
            return form_error(nav, None, form, message);
        }
    };
    let id = tournaments::create(&state.db, &author(&user), &details).await?;
    Ok(Redirect::to(&format!("/admin/t/{id}")).into_response())
}

async fn edit_form(
    State(state): State<AppState>,
    user: CurrentUser,
    asked: Asked,
    Path(id): Path<TournamentId>,
) -> WebResult<Page<impl Template>> {
    let t = tournaments::get(&state.db, id).await?;
    let nav = Nav::signed_in(&user).in_words(asked.words(t.default_language()));
    let form = TournamentForm {
        name: t.name.clone(),
        date: t.event_date.clone(),
        venue: t.venue.clone(),
        ruleset: t.ruleset.clone(),
        language: t.language.clone(),
        ..Default::default()
    }
    .shown(Some(&t));
    let page = FormPage {
        rulesets: ruleset_options(&nav.words),
        nav,
        tournament_id: Some(id.get()),
        form,
        error: None,
    };
    Ok(Page::new(page))
}

async fn update(actor: Actor, Form(form): Form<TournamentForm>) -> WebResult<Response> {
    let asked = actor.asked;
    let (state, user, id) = actor.into_parts();
    // The refused form reads the default language it was sent with, as it shows it chosen.
    let default = crate::tournament::language::Language::parse(&form.language);
    let nav = Nav::signed_in(&user).in_words(asked.words(default));
    let words = nav.words;
    let details = match form.details() {
        Ok(details) => details,
        Err(err) => {
            let message = refusals::tournaments::details_error(&err, &words);
            return form_error(nav, Some(id), form, message);
        }
    };
    match tournaments::update(&state.db, &author(&user), id.into(), &details).await {
        Ok(()) => Ok(Redirect::to(&format!("/admin/t/{id}")).into_response()),
        Err(AppError::Refused(Refusal::Tournament(refusal))) => form_error(
            nav,
            Some(id),
            form,
            refusals::tournaments::words(&refusal, &words),
        ),
        Err(err) => Err(err.into()),
    }
}

#[derive(Deserialize)]
struct ArchiveForm {
    #[serde(default)]
    archived: String,
}

async fn archive(actor: Actor, Form(form): Form<ArchiveForm>) -> WebResult<Response> {
    let (state, user, id) = actor.into_parts();
    let archived = form.archived == "1";
    tournaments::set_archived(&state.db, &author(&user), id.into(), archived).await?;
    Ok(Redirect::to(&format!("/admin/t/{id}")).into_response())
}

async fn manage(actor: Actor) -> WebResult<Page<impl Template>> {
    let asked = actor.asked;
    let (state, user, id) = actor.into_parts();
    let page = ManagePage::load(&state.db, &state.table_codes, &user, asked, id.into()).await?;
    Ok(Page::new(page))
}

#[derive(Template)]
#[template(path = "tournaments/audit.html")]
struct AuditPage {
    nav: Nav,
    tournament: TournamentRow,
    entries: Vec<super::games::AuditLine>,
}

async fn audit(
    State(state): State<AppState>,
    user: CurrentUser,
    asked: Asked,
    Path(id): Path<TournamentId>,
) -> WebResult<Page<impl Template>> {
    let (tournament, entries) = tournaments::audit_log(&state.db, id).await?;
    let words = asked.words(tournament.default_language());
    let entries = super::games::audit_lines(id.get(), entries, &words);
    Ok(Page::new(AuditPage {
        nav: Nav::signed_in(&user).in_words(words),
        tournament,
        entries,
    }))
}
