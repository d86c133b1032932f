//! Conditional requests for phones on a weak LAN: every page and CSV answer carries an ETag
//! (a hash of its body) and a Last-Modified (the last time the tournament's version moved, see
//! `live.rs`), and a repeated request whose copy is still current gets an empty 304.
//!
//! Pages depend on who asks (an organizer sees more), so the ETag is of the exact body sent and
//! responses say `Vary: Cookie`.

use super::live::Live;
use super::AppState;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use blake2::{Blake2s256, Digest};

/// When pages last changed: read from the one change signal (`live.rs`), so ETags, 304s and
/// the events stream can never disagree about whether something changed.
#[derive(Clone, Default)]
pub struct LastChange(Live);

impl LastChange {
    /// Follows the versions of `live`.
    pub fn following(live: Live) -> Self {
        Self(live)
    }

    /// When anything last changed (Unix seconds).
    pub fn get(&self) -> i64 {
        self.0.last_change()
    }

    /// When the pages of the tournament `path` belongs to last changed, or anything at all
    /// for a page outside a tournament.
    pub fn of_path(&self, path: &str) -> i64 {
        match super::live::tournament_of(path) {
            Some(id) => self.0.version(id).at,
            None => self.get(),
        }
    }
}

/// Largest body hashed; bigger answers (a very large CSV) are passed through untouched.
const MAX_HASHED: usize = 8 * 1024 * 1024;

fn http_date(seconds: i64) -> String {
    chrono::DateTime::from_timestamp(seconds, 0)
        .unwrap_or_default()
        .format("%a, %d %b %Y %H:%M:%S GMT")
        .to_string()
}

fn parse_http_date(text: &str) -> Option<i64> {
    chrono::NaiveDateTime::parse_from_str(text.trim(), "%a, %d %b %Y %H:%M:%S GMT")
        .ok()
        .map(|t| t.and_utc().timestamp())
}

/// Adds ETag and Last-Modified to successful GET answers and turns them into 304 when the
/// client's copy is current. Changes are noted by `live::bump_on_change`, not here.
pub async fn conditional(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let method = request.method().clone();
    if method != Method::GET && method != Method::HEAD {
        return next.run(request).await;
    }
    let if_none_match = request
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let if_modified_since = request
        .headers()
        .get(header::IF_MODIFIED_SINCE)
        .and_then(|v| v.to_str().ok())
        .and_then(parse_http_date);
    let path = request.uri().path().to_owned();
    let is_static = path.starts_with("/static/");
    let response = next.run(request).await;
    // An event stream never ends: it is passed through, never read whole.
    let streaming = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"text/event-stream"));
    if is_static || streaming || response.status() != StatusCode::OK {
        return response;
    }
    // A body too large to hash (or of unknown length) goes out as it is, without an ETag:
    // reading it first would lose it.
    let small = axum::body::HttpBody::size_hint(response.body())
        .upper()
        .is_some_and(|upper| upper <= MAX_HASHED as u64);
    if !small {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, MAX_HASHED).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let digest = Blake2s256::digest(&bytes);
    let etag = format!(
        "W/\"{}\"",
        digest[..12]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    );
    let last_modified = state.last_change.of_path(&path);
    let headers = &mut parts.headers;
    headers.insert(
        header::ETAG,
        HeaderValue::from_str(&etag).expect("hex is a valid header"),
    );
    headers.insert(
        header::LAST_MODIFIED,
        HeaderValue::from_str(&http_date(last_modified)).expect("a date is a valid header"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(
        header::VARY,
        HeaderValue::from_static("Cookie, Accept-Encoding"),
    );
    let fresh = match (&if_none_match, if_modified_since) {
        (Some(tags), _) => tags.split(',').any(|t| t.trim() == etag || t.trim() == "*"),
        (None, Some(since)) => last_modified <= since,
        (None, None) => false,
    };
    if fresh {
        parts.status = StatusCode::NOT_MODIFIED;
        headers.remove(header::CONTENT_LENGTH);
        return Response::from_parts(parts, Body::empty());
    }
    Response::from_parts(parts, Body::from(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn http_dates_round_trip() {
        let text = http_date(1_785_000_000);
        assert!(text.ends_with(" GMT"), "{text}");
        assert_eq!(parse_http_date(&text), Some(1_785_000_000));
        assert_eq!(parse_http_date("yesterday"), None);
    }
}
