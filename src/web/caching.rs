//! Conditional requests for phones on a weak LAN: every page and CSV answer carries an ETag
//! (a hash of its body) and a Last-Modified (the last time anything was changed through the
//! app), and a repeated request whose copy is still current gets an empty 304.
//!
//! Pages depend on who asks (an organizer sees more), so the ETag is of the exact body sent and
//! responses say `Vary: Cookie`.

use super::AppState;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use blake2::{Blake2s256, Digest};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

/// When anything last changed through the app (Unix seconds): the Last-Modified of every page.
#[derive(Debug, Clone)]
pub struct LastChange(Arc<AtomicI64>);

impl Default for LastChange {
    fn default() -> Self {
        Self(Arc::new(AtomicI64::new(chrono::Utc::now().timestamp())))
    }
}

impl LastChange {
    pub fn touch(&self) {
        self.0
            .store(chrono::Utc::now().timestamp(), Ordering::Relaxed);
    }

    pub fn get(&self) -> i64 {
        self.0.load(Ordering::Relaxed)
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
/// client's copy is current; notes the time of every successful change.
pub async fn conditional(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let method = request.method().clone();
    if method != Method::GET && method != Method::HEAD {
        let response = next.run(request).await;
        if response.status().is_success() || response.status().is_redirection() {
            state.last_change.touch();
        }
        return response;
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
    let is_static = request.uri().path().starts_with("/static/");
    let response = next.run(request).await;
    if is_static || response.status() != StatusCode::OK {
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
    let last_modified = state.last_change.get();
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
