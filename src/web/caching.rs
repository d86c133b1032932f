//! Conditional requests for phones on a weak LAN: every page and CSV answer carries an ETag
//! (a hash of its body) and a Last-Modified (the last time the tournament's version moved, see
//! `live.rs`), and a repeated request whose copy is still current gets an empty 304.
//!
//! Pages depend on who asks (an organizer sees more), so the ETag is of the exact body sent and
//! responses say `Vary: Cookie`.
//!
//! Public pages are rendered once per change, not once per request: an anonymous GET (no
//! cookie at all, so no session, no table code, nothing that could change the page) of a page
//! under `/t/{id}/` is kept with its ETag, its gzip form and the tournament version read
//! *before* it was rendered. It is served again only while that version is still current, so
//! a page rendered before a save can never be served after the save's answer: the version
//! moves (`live::bump_on_change`) before that answer leaves. Pages showing the round clock's
//! "min left" depend on the time as well, so an entry is also renewed after a second.

use super::live::Live;
use super::AppState;
use axum::body::Body;
use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::http::HeaderMap;
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use blake2::{Blake2s256, Digest};
use std::collections::HashMap;
use std::io::Write;
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

/// When pages last changed: read from the one change signal (`live.rs`), so ETags, 304s and
/// the events stream can never disagree about whether something changed.
#[derive(Clone, Default)]
pub struct LastChange(Live, Arc<PageCache>);

impl LastChange {
    /// Follows the versions of `live`.
    pub fn following(live: Live) -> Self {
        Self(live, Arc::default())
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

/// Rendered public pages, by path and query.
#[derive(Default)]
pub struct PageCache {
    entries: RwLock<HashMap<String, Arc<CachedPage>>>,
}

/// One rendered page as sent to an anonymous visitor.
struct CachedPage {
    /// The tournament version read before the page was rendered.
    version: u64,
    made: Instant,
    /// Content type, disposition and the validators, as first answered.
    headers: HeaderMap,
    etag: String,
    last_modified: i64,
    body: Bytes,
    /// The body gzipped once, when that makes it smaller.
    gzip: Option<Bytes>,
}

/// Entries kept at most; past it the cache starts afresh (search queries could grow it).
const MAX_PAGES: usize = 4096;

/// How long an entry may be served without a change: the clock's "min left" moves on its own.
const MAX_AGE: Duration = Duration::from_secs(1);

/// Bodies smaller than this are not worth compressing.
const MIN_GZIP: usize = 256;

impl PageCache {
    fn get(&self, key: &str, version: u64) -> Option<Arc<CachedPage>> {
        let entries = self.entries.read().unwrap_or_else(|e| e.into_inner());
        let page = entries.get(key)?;
        (page.version == version && page.made.elapsed() < MAX_AGE).then(|| page.clone())
    }

    fn put(&self, key: String, page: CachedPage) -> Arc<CachedPage> {
        let page = Arc::new(page);
        let mut entries = self.entries.write().unwrap_or_else(|e| e.into_inner());
        if entries.len() >= MAX_PAGES && !entries.contains_key(&key) {
            entries.clear();
        }
        entries.insert(key, page.clone());
        page
    }
}

/// The cache key of a request whose page may be shared: a GET of a page under `/t/{id}/`
/// (not its events stream) from a visitor without cookies. With the tournament's id.
fn shareable(request: &Request) -> Option<(String, i64)> {
    let path = request.uri().path();
    if request.method() != Method::GET
        || request.headers().contains_key(header::COOKIE)
        || !path.starts_with("/t/")
        || path.ends_with("/events")
    {
        return None;
    }
    let id = super::live::tournament_of(path)?;
    let key = match request.uri().query() {
        Some(query) => format!("{path}?{query}"),
        None => path.to_owned(),
    };
    Some((key, id))
}

fn accepts_gzip(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|coding| {
            let mut parts = coding.split(';').map(str::trim);
            let name = parts.next().unwrap_or_default();
            let refused = parts.any(|p| {
                p.strip_prefix("q=")
                    .and_then(|q| q.parse::<f32>().ok())
                    .is_some_and(|q| q == 0.0)
            });
            (name.eq_ignore_ascii_case("gzip") || name == "*") && !refused
        })
}

fn gzip(body: &[u8]) -> Option<Bytes> {
    if body.len() < MIN_GZIP {
        return None;
    }
    let mut encoder = flate2::write::GzEncoder::new(
        Vec::with_capacity(body.len() / 3),
        flate2::Compression::default(),
    );
    encoder.write_all(body).ok()?;
    let packed = encoder.finish().ok()?;
    (packed.len() < body.len()).then(|| Bytes::from(packed))
}

fn etag_of(body: &[u8]) -> String {
    let digest = Blake2s256::digest(body);
    format!(
        "W/\"{}\"",
        digest[..12]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<String>()
    )
}

/// Whether the client's copy (its `If-None-Match` or `If-Modified-Since`) is still current.
fn is_fresh(
    if_none_match: Option<&str>,
    if_modified_since: Option<i64>,
    etag: &str,
    last_modified: i64,
) -> bool {
    match (if_none_match, if_modified_since) {
        (Some(tags), _) => tags.split(',').any(|t| t.trim() == etag || t.trim() == "*"),
        (None, Some(since)) => last_modified <= since,
        (None, None) => false,
    }
}

/// The answer for a cached page: a 304, the gzip form, or the body.
fn from_cache(page: &CachedPage, fresh: bool, gzip_ok: bool) -> Response {
    let mut response = Response::new(Body::empty());
    *response.headers_mut() = page.headers.clone();
    if fresh {
        *response.status_mut() = StatusCode::NOT_MODIFIED;
        return response;
    }
    let headers = response.headers_mut();
    let body = match (&page.gzip, gzip_ok) {
        (Some(packed), true) => {
            headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
            packed.clone()
        }
        _ => page.body.clone(),
    };
    headers.insert(header::CONTENT_LENGTH, HeaderValue::from(body.len()));
    *response.body_mut() = Body::from(body);
    response
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
    let etag = etag_of(&bytes);
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
    if is_fresh(
        if_none_match.as_deref(),
        if_modified_since,
        &etag,
        last_modified,
    ) {
        parts.status = StatusCode::NOT_MODIFIED;
        parts.headers.remove(header::CONTENT_LENGTH);
        return Response::from_parts(parts, Body::empty());
    }
    Response::from_parts(parts, Body::from(bytes))
}

/// The outermost layer: serves shared public pages from the cache, and fills the cache with
/// the finished answer (every header the inner layers set, ETag included) of a miss. It sits
/// outside `live::bump_on_change`, so a write's version move happens before its answer
/// passes here, and it reads the version before the page is rendered.
pub async fn shared_pages(
    State(last_change): State<LastChange>,
    mut request: Request,
    next: Next,
) -> Response {
    let Some((key, id)) = shareable(&request) else {
        return next.run(request).await;
    };
    let headers = request.headers_mut();
    let if_none_match = headers
        .remove(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok().map(str::to_string));
    let if_modified_since = headers
        .remove(header::IF_MODIFIED_SINCE)
        .and_then(|v| v.to_str().ok().and_then(parse_http_date));
    let gzip_ok = accepts_gzip(headers);
    let cache = &last_change.1;
    // Read before anything is rendered: a change landing while the page renders leaves the
    // entry one version behind, so it is never served.
    let version = last_change.0.version(id);
    if let Some(page) = cache.get(&key, version.number) {
        let fresh = is_fresh(
            if_none_match.as_deref(),
            if_modified_since,
            &page.etag,
            page.last_modified,
        );
        return from_cache(&page, fresh, gzip_ok);
    }
    // The inner layers answer in full and uncompressed; freshness and gzip are decided here.
    request.headers_mut().remove(header::ACCEPT_ENCODING);
    let response = next.run(request).await;
    let storable = response.status() == StatusCode::OK
        && !response.headers().contains_key(header::SET_COOKIE)
        && !response.headers().contains_key(header::CONTENT_ENCODING);
    let etag = response
        .headers()
        .get(header::ETAG)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let (Some(etag), true) = (etag, storable) else {
        return response;
    };
    let (parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, MAX_HASHED).await else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let mut kept = parts.headers;
    kept.remove(header::CONTENT_LENGTH);
    let page = cache.put(
        key,
        CachedPage {
            version: version.number,
            made: Instant::now(),
            headers: kept,
            gzip: gzip(&bytes),
            last_modified: version.at,
            body: bytes,
            etag,
        },
    );
    let fresh = is_fresh(
        if_none_match.as_deref(),
        if_modified_since,
        &page.etag,
        page.last_modified,
    );
    from_cache(&page, fresh, gzip_ok)
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

    #[test]
    fn gzip_is_accepted_unless_refused() {
        let with = |v: &'static str| {
            let mut h = HeaderMap::new();
            h.insert(header::ACCEPT_ENCODING, HeaderValue::from_static(v));
            accepts_gzip(&h)
        };
        assert!(with("gzip, deflate, br"));
        assert!(with("br;q=1.0, GZIP;q=0.5"));
        assert!(!with("gzip;q=0"));
        assert!(!with("br"));
        assert!(!accepts_gzip(&HeaderMap::new()));
    }
}
