//! The page kit every web module builds on: the header's [`Nav`] (with the reader's words), loading the tournament a page
//! belongs to, the names of the winds, a [`Page`] that is its own response (status included) and
//! a [`Path`] extractor whose refusal is the error page.
//!
//! It depends on nothing else in `web` but the error type and the words (`i18n`), so page modules import it and never
//! each other for these.

use super::error::{WebError, WebResult};
use super::i18n::Words;
use crate::engine::seat::{Seat, WIND_NAMES};
use askama::Template;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use serde::de::DeserializeOwned;

/// What the page header needs: whether someone is signed in, their CSRF token for forms, and
/// the words of the reader's language (English unless the page chose them with
/// [`Nav::in_words`]), which the page's own text uses too. Made from the signed-in user in
/// `auth`, which owns who that is.
#[derive(Debug, Clone, Default)]
pub struct Nav {
    pub signed_in: bool,
    pub csrf: String,
    pub words: Words,
}

impl Nav {
    /// This header, and the page under it, in `words`.
    pub fn in_words(self, words: Words) -> Self {
        Self { words, ..self }
    }
}

/// The wind of a starting seat, as the engine names it; seat 4 is the fifth seat of an
/// American table of five (docs/rules.md §10), whose person bets first: the seat after the
/// four winds. Seats read from the database are known to be at a table, so the empty fallback
/// is never shown.
pub fn wind_name(seat: Seat) -> &'static str {
    match seat.wind_name() {
        Some(wind) => wind,
        None if seat.index() == WIND_NAMES.len() => "fifth seat",
        None => "",
    }
}

/// Where a person sits, as a page names it: a starting seat's wind (as [`wind_name`] names
/// it), or the role of the fifth person at an American table of five, who bets first
/// (docs/rules.md §10). A value until the page words it ([`SeatLabel::words`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatLabel {
    Wind(&'static str),
    BetsFirst,
}

impl SeatLabel {
    /// The seat in `words`' language: "East", "bets first".
    pub fn words(&self, words: &Words) -> String {
        match self {
            SeatLabel::Wind(wind) => words.wind(wind),
            SeatLabel::BetsFirst => words.get("seating-bets-first"),
        }
    }
}

/// A rendered page and its status: a handler returns it as it is. A template that fails to
/// render becomes the error page (logged), like any other internal error.
pub struct Page<T> {
    status: StatusCode,
    template: T,
}

impl<T: Template> Page<T> {
    /// The page, 200 OK.
    pub fn new(template: T) -> Self {
        Self::with_status(StatusCode::OK, template)
    }

    /// A form shown again with what to fix: 422 Unprocessable Content. Every refused form
    /// answers this way (see [`refuse`]).
    pub fn refused(template: T) -> Self {
        Self::with_status(StatusCode::UNPROCESSABLE_ENTITY, template)
    }

    /// The page with another status: a form shown again with what to fix (422), a change
    /// refused because the data moved on (409).
    pub fn with_status(status: StatusCode, template: T) -> Self {
        Self { status, template }
    }
}

/// The answer of a handler that refuses a form: the page showing what to fix, 422.
pub fn refuse<T: Template>(page: T) -> WebResult<Response> {
    Ok(Page::refused(page).into_response())
}

impl<T: Template> IntoResponse for Page<T> {
    fn into_response(self) -> Response {
        match self.template.render() {
            Ok(body) => (self.status, Html(body)).into_response(),
            Err(err) => WebError::from(err).into_response(),
        }
    }
}

/// axum's `Path`, refusing a path it cannot read (`/t/abc`) with the not-found page rather
/// than plain text: such an address names no page.
pub struct Path<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for Path<T> {
    type Rejection = WebError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        axum::extract::Path::<T>::from_request_parts(parts, state)
            .await
            .map(|axum::extract::Path(value)| Path(value))
            .map_err(|_| WebError::NotFound)
    }
}
