//! Leagues on a league's server (docs/league.md): the administrator's pages that make a league,
//! set its rule and choose its events (`/league/leagues…`, behind `auth::Access::LeagueAdmin`),
//! and the public table anyone reads (`/leagues/{league}`, with its CSV). Mounted only when the
//! server runs as a league's; the laptop has none of it.

use super::auth::{CurrentUser, MaybeUser};
use super::error::WebResult;
use super::export::column_words;
use super::i18n::{Asked, Words};
use super::layout::{self, Nav, Page, Path};
use super::refusals;
use super::state::AppState;
use crate::app::leagues::{self, measure_code, measure_named};
use crate::app::leagues::{League, LeagueEvent, LeagueRefusal, LeagueRule, LeagueSettings};
use crate::app::AppError;
use crate::engine::game::Score;
use crate::export::Column;
use crate::tournament::details::clean_text;
use crate::tournament::ids::{LeagueId, TournamentId};
use crate::tournament::league_table::{Aggregate, Measure, TableLine};
use askama::Template;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use serde::Deserialize;

/// The administrator's pages.
pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/league/leagues", get(leagues_page).post(create))
        .route("/league/leagues/{league}", get(settings_page).post(edit))
        .route("/league/leagues/{league}/events", post(add_event))
        .route(
            "/league/leagues/{league}/events/{tournament}/remove",
            post(remove_event),
        )
}

/// The public table and its file.
pub fn public_routes() -> Router<AppState> {
    Router::new()
        .route("/leagues/{league}", get(table_page))
        .route("/leagues/{league}/table.csv", get(table_csv))
}

/// The rule as the forms send it: `measure` (`places`, `scores`), `aggregate` (`sum`, `best`)
/// and, for the best N, `best_of`.
#[derive(Deserialize)]
struct LeagueForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    measure: String,
    #[serde(default)]
    aggregate: String,
    #[serde(default)]
    best_of: String,
}

impl LeagueForm {
    /// The name and rule sent; a best N that is no whole number of at least 1 is refused.
    fn parsed(&self) -> Result<(String, LeagueRule), LeagueRefusal> {
        let measure = measure_named(&self.measure).unwrap_or(Measure::PlacePoints);
        let aggregate = match self.aggregate.as_str() {
            "best" => match self.best_of.trim().parse::<u32>() {
                Ok(n) if n >= 1 => Aggregate::Best(n),
                _ => return Err(LeagueRefusal::BestOf),
            },
            _ => Aggregate::Sum,
        };
        Ok((clean_text(&self.name), LeagueRule { measure, aggregate }))
    }
}

/// What a league's form shows, as sent when it was refused.
struct FormValues {
    name: String,
    measure: &'static str,
    best: bool,
    best_of: String,
}

impl FormValues {
    fn of(league: &League) -> Self {
        FormValues {
            name: league.name.clone(),
            measure: measure_code(league.rule.measure),
            best: league.rule.aggregate.best_of().is_some(),
            best_of: league
                .rule
                .aggregate
                .best_of()
                .map_or_else(String::new, |n| n.to_string()),
        }
    }

    fn sent(form: &LeagueForm) -> Self {
        FormValues {
            name: clean_text(&form.name),
            measure: measure_code(measure_named(&form.measure).unwrap_or(Measure::PlacePoints)),
            best: form.aggregate == "best",
            best_of: form.best_of.trim().to_string(),
        }
    }

    fn new_league() -> Self {
        FormValues {
            name: String::new(),
            measure: measure_code(Measure::PlacePoints),
            best: false,
            best_of: String::new(),
        }
    }
}

/// The rule in words: "Place points, best 3 events".
fn rule_words(rule: LeagueRule, words: &Words) -> String {
    let measure = match rule.measure {
        Measure::PlacePoints => words.get("leagues-measure-places"),
        Measure::Score => words.get("leagues-measure-scores"),
    };
    let aggregate = match rule.aggregate {
        Aggregate::Sum => words.get("leagues-aggregate-sum"),
        Aggregate::Best(n) => words.get_with("leagues-aggregate-best", "count", n),
    };
    words.get_with2(
        "leagues-rule",
        ("measure", measure),
        ("aggregate", aggregate),
    )
}

#[derive(Template)]
#[template(path = "league/leagues.html")]
struct LeaguesPage {
    nav: Nav,
    leagues: Vec<(League, String)>,
    form: FormValues,
    error: Option<String>,
}

async fn render_leagues(
    state: &AppState,
    user: &CurrentUser,
    asked: Asked,
    (form, error): (FormValues, Option<String>),
) -> WebResult<LeaguesPage> {
    let words = asked.words(None);
    let leagues = leagues::leagues(&state.db)
        .await?
        .into_iter()
        .map(|league| {
            let rule = rule_words(league.rule, &words);
            (league, rule)
        })
        .collect();
    Ok(LeaguesPage {
        nav: Nav::signed_in(user).in_words(words),
        leagues,
        form,
        error,
    })
}

async fn leagues_page(
    State(state): State<AppState>,
    user: CurrentUser,
    asked: Asked,
) -> WebResult<Page<impl Template>> {
    let page = render_leagues(&state, &user, asked, (FormValues::new_league(), None)).await?;
    Ok(Page::new(page))
}

/// The administrator makes a league, then chooses its events on its own page.
async fn create(
    State(state): State<AppState>,
    user: CurrentUser,
    asked: Asked,
    Form(form): Form<LeagueForm>,
) -> WebResult<Response> {
    let created = match form.parsed() {
        Ok((name, rule)) => leagues::create(&state.db, user.account(), &name, rule).await,
        Err(refusal) => Err(refusal.into()),
    };
    match created {
        Ok(id) => Ok(Redirect::to(&format!("/league/leagues/{id}")).into_response()),
        Err(AppError::Refused(refusal)) => {
            let message = refusals::words(&refusal, &asked.words(None));
            let values = (FormValues::sent(&form), Some(message));
            layout::refuse(render_leagues(&state, &user, asked, values).await?)
        }
        Err(err) => Err(err.into()),
    }
}

#[derive(Template)]
#[template(path = "league/settings.html")]
struct SettingsPage {
    nav: Nav,
    settings: LeagueSettings,
    form: FormValues,
    error: Option<String>,
}

async fn render_settings(
    state: &AppState,
    user: &CurrentUser,
    (asked, id): (Asked, LeagueId),
    (form, error): (Option<FormValues>, Option<String>),
) -> WebResult<SettingsPage> {
    let settings = leagues::settings(&state.db, id).await?;
    Ok(SettingsPage {
        nav: Nav::signed_in(user).in_words(asked.words(None)),
        form: form.unwrap_or_else(|| FormValues::of(&settings.league)),
        settings,
        error,
    })
}

async fn settings_page(
    State(state): State<AppState>,
    user: CurrentUser,
    asked: Asked,
    Path(id): Path<LeagueId>,
) -> WebResult<Page<impl Template>> {
    let page = render_settings(&state, &user, (asked, id), (None, None)).await?;
    Ok(Page::new(page))
}

/// The administrator renames the league or changes its rule; editing back undoes it.
async fn edit(
    State(state): State<AppState>,
    user: CurrentUser,
    asked: Asked,
    Path(id): Path<LeagueId>,
    Form(form): Form<LeagueForm>,
) -> WebResult<Response> {
    let edited = match form.parsed() {
        Ok((name, rule)) => leagues::edit(&state.db, user.account(), id, &name, rule).await,
        Err(refusal) => Err(refusal.into()),
    };
    match edited {
        Ok(()) => Ok(Redirect::to(&format!("/league/leagues/{id}")).into_response()),
        Err(AppError::Refused(refusal)) => {
            let message = refusals::words(&refusal, &asked.words(None));
            let values = (Some(FormValues::sent(&form)), Some(message));
            layout::refuse(render_settings(&state, &user, (asked, id), values).await?)
        }
        Err(err) => Err(err.into()),
    }
}

#[derive(Deserialize)]
struct EventForm {
    tournament: TournamentId,
}

/// The league counts one more event.
async fn add_event(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<LeagueId>,
    Form(form): Form<EventForm>,
) -> WebResult<Response> {
    leagues::count_event(&state.db, user.account(), id, form.tournament, true).await?;
    Ok(Redirect::to(&format!("/league/leagues/{id}")).into_response())
}

/// The league counts an event no more: it leaves the table.
async fn remove_event(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, tournament)): Path<(LeagueId, TournamentId)>,
) -> WebResult<Response> {
    leagues::count_event(&state.db, user.account(), id, tournament, false).await?;
    Ok(Redirect::to(&format!("/league/leagues/{id}")).into_response())
}

#[derive(Template)]
#[template(path = "league/table.html")]
struct TablePage {
    nav: Nav,
    league: League,
    rule: String,
    events: Vec<LeagueEvent>,
    lines: Vec<TableLine>,
}

impl TablePage {
    /// A total or a contribution as the page writes it ("866.67", in French "866,67").
    fn shown(&self, value: &Score) -> String {
        self.nav.words.number(value)
    }

    /// Whether the events give place points (else scores), for the rule under the table.
    fn by_places(&self) -> bool {
        self.league.rule.measure == Measure::PlacePoints
    }
}

/// The league's table, for anyone: one line a player, each event's contribution under it.
async fn table_page(
    State(state): State<AppState>,
    user: MaybeUser,
    asked: Asked,
    Path(id): Path<LeagueId>,
) -> WebResult<Page<impl Template>> {
    let table = leagues::table(&state.db, id).await?;
    let words = asked.words(None);
    Ok(Page::new(TablePage {
        rule: rule_words(table.league.rule, &words),
        nav: Nav::from(&user).in_words(words),
        league: table.league,
        events: table.events,
        lines: table.lines,
    }))
}

/// The table as a CSV file: place, name, EMA number, total, events played, then one column
/// per event (named as the event is), a result the best N leaves out in parentheses.
async fn table_csv(
    State(state): State<AppState>,
    asked: Asked,
    Path(id): Path<LeagueId>,
) -> WebResult<Response> {
    let table = leagues::table(&state.db, id).await?;
    let words = asked.words(None);
    let events: Vec<&str> = table.events.iter().map(|e| e.name.as_str()).collect();
    let named = |column: Column| column_words(words, column.name());
    let mut body = Vec::new();
    crate::export::write_league_table(&mut body, (&events, named), &table.lines)
        .map_err(|err| AppError::Corrupt(format!("csv: {err}")))?;
    let disposition = format!("attachment; filename=\"league-{id}.csv\"");
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        body,
    )
        .into_response())
}
