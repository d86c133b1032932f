//! One error type for every handler: a 4xx says what to fix, a 5xx is logged and says nothing
//! internal. An error carries what it is (a refusal of the application, one of the web's own
//! [`Denial`]s, or a sentence its handler already worded) and is worded when the answer leaves:
//! the answer keeps the error, and [`word_errors`], which has the request, renders the page in
//! the reader's language (under a tournament's address, its default language for a reader
//! who chose none, as the tournament's other pages). Far from the request (a `?` in a handler, an extractor, a guard)
//! nothing needs to know the language.

use crate::app::{tournaments, AppError, Refusal, Store};
use crate::tournament::ids::TournamentId;
use crate::web::i18n::{Asked, Language, Words};
use askama::Template;
use axum::body::Body;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{header, StatusCode};
use axum::middleware::Next;
use axum::response::{Html, IntoResponse, Response};

#[derive(Debug, Clone)]
pub enum WebError {
    NotFound,
    /// Sentences the handler worded in the reader's language.
    Forbidden(String),
    BadRequest(String),
    Conflict(String),
    TooLarge(String),
    /// Too many attempts from one address (table codes guessed): says when to try again.
    TooManyRequests(String),
    /// A refusal of the application that no handler worded: the page words it.
    Refused(Refusal),
    /// One of the web's own refusals (a guard's, a form's), worded by the page.
    Denied(Denial),
    Internal(String),
}

/// What the web itself refuses, before or around an operation: each is one message of
/// `refusals.ftl`, worded when the answer leaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Denial {
    /// An operation for the organizer or a referee (`AppError::Forbidden`).
    StaffOnly,
    /// A staff page or change asked with no session.
    SignInFirst,
    /// A change under `/admin` sent with no session.
    SignInToChange,
    /// A referee asking for what only the organizer does, or another tournament's pages.
    RefereeLimits,
    /// A change to an archived tournament.
    Archived,
    /// A form whose token is no longer the one it was given.
    FormExpired,
    /// A change without the session's CSRF token.
    FormNotFromTenbou,
    /// A form body over the limit.
    FormTooLarge,
    /// The organizer's first password chosen from elsewhere than the laptop.
    SetupOnTheLaptop,
    /// On a league's server, an organizer asking for another organizer's tournament.
    NotYours,
    /// On a league's server, what only its administrator does (organizers, backups).
    AdministratorOnly,
    /// An uploaded form (a players list, a tournament file) whose file or text cannot be
    /// read: cut off, or not a form at all.
    UploadUnreadable,
}

impl Denial {
    fn status(self) -> StatusCode {
        match self {
            Denial::FormTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            Denial::UploadUnreadable => StatusCode::BAD_REQUEST,
            _ => StatusCode::FORBIDDEN,
        }
    }

    /// The sentence, in `words`' language.
    pub fn words(self, words: &Words) -> String {
        match self {
            Denial::StaffOnly => words.get("refusals-staff-only"),
            Denial::SignInFirst => words.get("refusals-sign-in-first"),
            Denial::SignInToChange => words.get("refusals-sign-in-to-change"),
            Denial::RefereeLimits => words.get("refusals-referee-limits"),
            Denial::Archived => words.get("refusals-archived"),
            Denial::FormExpired => words.get("refusals-form-expired"),
            Denial::FormNotFromTenbou => words.get("refusals-form-not-from-tenbou"),
            Denial::FormTooLarge => words.get("refusals-form-too-large"),
            Denial::SetupOnTheLaptop => words.get("refusals-setup-on-the-laptop"),
            Denial::NotYours => words.get("league-not-yours"),
            Denial::AdministratorOnly => words.get("league-administrator-only"),
            Denial::UploadUnreadable => words.get("refusals-upload-unreadable"),
        }
    }
}

/// Anything an application operation fails with, and what converts into its error (the
/// storage's failures among them, for the handlers that still read storage themselves): one
/// path, so that a storage failure reads the same wherever it happened.
impl<E: Into<AppError>> From<E> for WebError {
    fn from(err: E) -> Self {
        match err.into() {
            AppError::NotFound => WebError::NotFound,
            AppError::Forbidden => WebError::Denied(Denial::StaffOnly),
            AppError::Refused(refusal) => WebError::Refused(refusal),
            other => WebError::Internal(other.to_string()),
        }
    }
}

impl From<askama::Error> for WebError {
    fn from(err: askama::Error) -> Self {
        WebError::Internal(format!("template: {err}"))
    }
}

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage<'a> {
    words: &'a Words,
    title: &'a str,
    message: &'a str,
}

impl WebError {
    /// The answer's status and the page's title, in `words`' language.
    fn status_and_title(&self, words: &Words) -> (StatusCode, String) {
        let status = match self {
            WebError::NotFound => StatusCode::NOT_FOUND,
            WebError::Forbidden(_) => StatusCode::FORBIDDEN,
            WebError::Denied(denial) => denial.status(),
            WebError::BadRequest(_) | WebError::Refused(_) => StatusCode::BAD_REQUEST,
            WebError::Conflict(_) => StatusCode::CONFLICT,
            WebError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            WebError::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            WebError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        };
        // The title says what kind of answer this is, so it follows the status.
        let title = match status {
            StatusCode::NOT_FOUND => words.get("refusals-title-not-found"),
            StatusCode::FORBIDDEN => words.get("refusals-title-not-allowed"),
            StatusCode::BAD_REQUEST => words.get("refusals-title-check-input"),
            StatusCode::CONFLICT => words.get("refusals-title-changed-meanwhile"),
            StatusCode::PAYLOAD_TOO_LARGE => words.get("refusals-title-too-large"),
            StatusCode::TOO_MANY_REQUESTS => words.get("refusals-title-too-many-tries"),
            _ => words.get("refusals-title-went-wrong"),
        };
        (status, title)
    }

    /// What the reader reads under the title, in `words`' language.
    fn message(&self, words: &Words) -> String {
        match self {
            WebError::NotFound => words.get("refusals-page-not-found"),
            WebError::Forbidden(said)
            | WebError::BadRequest(said)
            | WebError::Conflict(said)
            | WebError::TooLarge(said)
            | WebError::TooManyRequests(said) => said.clone(),
            WebError::Refused(refusal) => super::refusals::words(refusal, words),
            WebError::Denied(denial) => denial.words(words),
            WebError::Internal(_) => words.get("refusals-server-failed"),
        }
    }

    /// The error page in `words`' language, with its status.
    fn page(&self, words: &Words) -> (StatusCode, String) {
        let (status, title) = self.status_and_title(words);
        let message = self.message(words);
        let body = ErrorPage {
            words,
            title: &title,
            message: &message,
        }
        .render()
        .unwrap_or_else(|_| message.clone());
        (status, body)
    }
}

/// The error an answer was made of, kept on it for [`word_errors`] to word.
#[derive(Debug, Clone)]
struct Unworded(WebError);

impl IntoResponse for WebError {
    /// The page in English, which [`word_errors`] words again in the reader's language.
    fn into_response(self) -> Response {
        if let WebError::Internal(detail) = &self {
            tracing::error!("{detail}");
        }
        let (status, body) = self.page(&Words::default());
        let mut response = (status, Html(body)).into_response();
        response.extensions_mut().insert(Unworded(self));
        response
    }
}

/// Words every error page in the request's language as [`Asked`] resolves it for every page:
/// the reader's choice (`?lang=`, the cookie), else, under a tournament's address, that
/// tournament's default language, else the browser's. English pages leave as they were made.
pub async fn word_errors(State(store): State<Store>, request: Request, next: Next) -> Response {
    let asked = Asked::of(request.uri(), request.headers());
    let tournament = tournament_in(request.uri().path());
    let mut response = next.run(request).await;
    let Some(Unworded(error)) = response.extensions_mut().remove::<Unworded>() else {
        return response;
    };
    // Read only when it decides: a reader's own choice comes first.
    let default = match tournament {
        Some(id) if !asked.has_choice() => tournaments::get(&store, id)
            .await
            .ok()
            .and_then(|tournament| tournament.default_language()),
        _ => None,
    };
    let words = asked.words(default);
    if words.language() == Language::English {
        return response;
    }
    let (_, body) = error.page(&words);
    response.headers_mut().remove(header::CONTENT_LENGTH);
    *response.body_mut() = Body::from(body);
    response
}

/// The tournament an address is under (`/t/{id}/…`, `/admin/t/{id}/…`), if any; an address
/// whose id is no number names none.
fn tournament_in(path: &str) -> Option<TournamentId> {
    let under = path.strip_prefix("/admin").unwrap_or(path);
    let id = under.strip_prefix("/t/")?.split('/').next()?;
    id.parse::<i64>().ok().map(TournamentId::new)
}

/// A handler's result.
pub type WebResult<T> = Result<T, WebError>;

/// Marks a 5xx answer that is no fault but an expected refusal, counted and summarised where
/// it is made (a full budget of event streams): logging each at ERROR would bury real faults.
#[derive(Debug, Clone, Copy)]
pub struct CountedElsewhere;

/// Logs which request failed when the answer is a 5xx (unless [`CountedElsewhere`]): the method and the route it matched
/// (the route's pattern, so a table code in the address stays out of the log), next to the
/// cause the error itself logs.
pub async fn log_server_errors(request: Request, next: Next) -> Response {
    let method = request.method().clone();
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map(|path| path.as_str().to_owned());
    let response = next.run(request).await;
    let counted = response.extensions().get::<CountedElsewhere>().is_some();
    if response.status().is_server_error() && !counted {
        tracing::error!(
            "{method} {} failed with {}",
            route.as_deref().unwrap_or("(no route)"),
            response.status()
        );
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tournament_of_an_address_is_its_number_after_t() {
        for (path, id) in [
            ("/t/7", Some(7)),
            ("/t/7/players/3/schedule", Some(7)),
            ("/admin/t/12/rounds/1/cards", Some(12)),
            ("/t/seven/standings", None),
            ("/admin/backups", None),
            ("/tournaments/new", None),
            ("/no/t/7", None),
        ] {
            assert_eq!(tournament_in(path), id.map(TournamentId::new), "{path}");
        }
    }
}
