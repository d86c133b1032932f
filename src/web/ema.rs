//! The organizer's EMA results page and file (docs/ema.md): the check before export (players
//! without an EMA number, tables that do not add up or do not count yet), the results as the
//! file lists them with each player's MERS base rank, the event's estimated MERS weight from
//! what the organiser states, and the file itself, downloadable whatever the check says.
//! What each holds is `app::ema`'s; here the request is parsed and the page rendered.

use super::context::Actor;
use super::error::WebResult;
use super::i18n::Asked;
use super::layout::{Nav, Page};
use super::state::AppState;
use crate::app::ema::{self, EmaResults, EventChoices};
use crate::tournament::ema::mers::{shown_base_rank, MAX_COUNTED_SUBSTITUTES};
use crate::tournament::ema::results::TableProblem;
use crate::tournament::ids::TournamentId;
use askama::Template;
use axum::extract::Query;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use serde::Deserialize;

pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/ema", get(results_page))
        .route("/t/{id}/ema/results.csv", get(results_file))
}

/// The weight form as sent (a GET form: the estimate changes nothing). Values outside the
/// form's choices fall back to the defaults, which the page then shows selected.
#[derive(Debug, Default, Deserialize)]
struct WeightQuery {
    #[serde(default)]
    days: String,
    #[serde(default)]
    substitutes: String,
    #[serde(default)]
    qualification: String,
}

impl WeightQuery {
    fn choices(&self) -> EventChoices {
        let plain = EventChoices::default();
        EventChoices {
            days: self
                .days
                .trim()
                .parse()
                .ok()
                .filter(|d| (1..=3).contains(d))
                .unwrap_or(plain.days),
            substitutes: self
                .substitutes
                .trim()
                .parse()
                .ok()
                .filter(|&s| s <= MAX_COUNTED_SUBSTITUTES)
                .unwrap_or(plain.substitutes),
            qualification: self.qualification == "1",
        }
    }
}

#[derive(Template)]
#[template(path = "ema/results.html")]
struct ResultsPage {
    nav: Nav,
    results: EmaResults,
    choices: EventChoices,
}

impl ResultsPage {
    /// A base rank as the page shows it.
    fn base_rank(&self, rank: &f64) -> String {
        shown_base_rank(*rank)
    }

    /// A table's problem in the page's words.
    fn table_words(&self, problem: &TableProblem) -> String {
        let words = self.nav.words;
        match problem {
            TableProblem::NotCounted { round, table } => {
                words.get_with2("ema-not-counted", ("round", *round), ("table", *table))
            }
            TableProblem::Unbalanced {
                round,
                table,
                sum,
                expected,
            } => words.get_with3(
                "ema-unbalanced",
                ("round", *round),
                ("table", *table),
                (
                    "sums",
                    words.get_with2("ema-sums", ("sum", *sum), ("expected", *expected)),
                ),
            ),
        }
    }

    /// The players the EMA counts: those ranked and the substitutes it counts.
    fn counted_players(&self) -> usize {
        let facts = &self.results.facts;
        facts.players + facts.substitutes.min(MAX_COUNTED_SUBSTITUTES)
    }

    /// The URL of the file.
    fn file_url(&self) -> String {
        format!("/admin/t/{}/ema/results.csv", self.results.tournament.id)
    }
}

async fn results_page(
    actor: Actor<TournamentId>,
    asked: Asked,
    Query(query): Query<WeightQuery>,
) -> WebResult<Page<impl Template>> {
    let (state, user, id) = actor.into_parts();
    let choices = query.choices();
    let results = ema::results(&state.db, id, choices).await?;
    let words = asked.words(results.tournament.default_language());
    Ok(Page::new(ResultsPage {
        nav: Nav::signed_in(&user).in_words(words),
        results,
        choices,
    }))
}

/// The file, as a download named after the tournament.
async fn results_file(actor: Actor<TournamentId>) -> WebResult<Response> {
    let (state, _, id) = actor.into_parts();
    let body = ema::results_file(&state.db, id).await?;
    let disposition = format!("attachment; filename=\"tournament-{id}-ema-results.csv\"");
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_string()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        body,
    )
        .into_response())
}
