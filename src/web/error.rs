//! One error type for every handler: a 4xx says what to fix, a 5xx is logged and says nothing
//! internal.

use crate::app::AppError;
use askama::Template;
use axum::extract::{MatchedPath, Request};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{Html, IntoResponse, Response};

#[derive(Debug, thiserror::Error)]
pub enum WebError {
    #[error("This page does not exist.")]
    NotFound,
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    BadRequest(String),
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    TooLarge(String),
    /// Too many attempts from one address (table codes guessed): says when to try again.
    #[error("{0}")]
    TooManyRequests(String),
    #[error("internal error: {0}")]
    Internal(String),
}

/// Anything an application operation fails with, and what converts into its error (the
/// storage's failures among them, for the handlers that still read storage themselves): one
/// path, so that a storage failure reads the same wherever it happened.
impl<E: Into<AppError>> From<E> for WebError {
    fn from(err: E) -> Self {
        match err.into() {
            AppError::NotFound => WebError::NotFound,
            AppError::Forbidden => {
                WebError::Forbidden("Only the organizer or a referee can do this.".into())
            }
            // Far from the request, a refusal reads English; a handler whose refusals a
            // reader fixes words them itself, in the reader's language.
            AppError::Refused(refusal) => {
                WebError::BadRequest(super::refusals::in_english(&refusal))
            }
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
    title: &'a str,
    message: &'a str,
}

impl IntoResponse for WebError {
    fn into_response(self) -> Response {
        let (status, title) = match &self {
            WebError::NotFound => (StatusCode::NOT_FOUND, "Not found"),
            WebError::Forbidden(_) => (StatusCode::FORBIDDEN, "Not allowed"),
            WebError::BadRequest(_) => (StatusCode::BAD_REQUEST, "Please check the input"),
            WebError::Conflict(_) => (StatusCode::CONFLICT, "Changed meanwhile"),
            WebError::TooLarge(_) => (StatusCode::PAYLOAD_TOO_LARGE, "Too large"),
            WebError::TooManyRequests(_) => (StatusCode::TOO_MANY_REQUESTS, "Too many tries"),
            WebError::Internal(detail) => {
                tracing::error!("{detail}");
                (StatusCode::INTERNAL_SERVER_ERROR, "Something went wrong")
            }
        };
        let message = match &self {
            WebError::Internal(_) => {
                "The server could not complete this request. Nothing was changed; try again."
                    .to_string()
            }
            other => other.to_string(),
        };
        let body = ErrorPage {
            title,
            message: &message,
        }
        .render()
        .unwrap_or_else(|_| message.clone());
        (status, Html(body)).into_response()
    }
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
