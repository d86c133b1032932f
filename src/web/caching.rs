//! Conditional requests for phones on a weak LAN: every page and CSV answer carries an ETag
//! (a hash of its body), and a repeated request whose copy is still current gets an empty 304.
//! There is no Last-Modified: dates are to the second, and two changes within one second
//! would leave a copy dated by the first one looking current. The ETag alone decides.
//!
//! Pages depend on who asks (an organizer sees more), so the ETag is of the exact body sent and
//! responses say `Vary: Cookie` (and `Accept-Language`, which chooses the words of a page).
//!
//! Public pages are rendered once per change, not once per request: an anonymous GET (no
//! cookie at all, so no session, no table code, nothing that could change the page) of a page
//! under `/t/{id}/` is kept with its ETag, its gzip form and the tournament version read
//! *before* it was rendered. It is served again only while that version is still current, so
//! a page rendered before a save can never be served after the save's answer: the version
//! moves (`live::bump_on_change`) before that answer leaves. Pages showing the round clock's
//! "min left" depend on the time as well, so an entry is also renewed after a second; while
//! one request renews it, the others are still served the copy of the same version rather
//! than all rendering at once, and after a change only one request renders the new page while
//! the others wait for it.
//!
//! A hit is answered before routing: the server asks [`answer_current`] first, and every
//! header an answer carries was built once, when its page was kept.
//!
//! The cache is bounded in entries and in bytes, and its key keeps only the part of the query
//! a page reads: a stranger's made-up query strings all land on the one entry of the page.
//! It keeps one entry per language the browser asks for; an address choosing a language
//! (`?lang=`) is not kept, since its answer sets the cookie that remembers the choice.

pub(crate) mod page_cache;

use axum::body::Body;
use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::http::HeaderMap;
use axum::http::Uri;
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use blake2::{Blake2s256, Digest};
use page_cache::CachedPage;
pub use page_cache::LastChange;
use std::borrow::Cow;

/// Which query parameters a shared page reads. Pages listed here read none, so their key is
/// the path alone; a page not listed keeps its whole query in the key (the cache's bounds
/// still hold), which is always correct, only less shared.
fn query_read_by(path: &str) -> QueryUse {
    let Some(rest) = path.strip_prefix("/t/") else {
        return QueryUse::All;
    };
    let mut parts = rest.split('/').skip(1);
    let page = (parts.next(), parts.next(), parts.next());
    match page {
        (None, _, _)
        | (Some("standings" | "players" | "bracket" | "schedule" | "board"), None, _)
        | (Some("players" | "games" | "rounds"), Some(_), None)
        | (Some("export"), Some(_), None) => QueryUse::None,
        (Some("seat"), None, _) => QueryUse::Only(&["q"]),
        _ => QueryUse::All,
    }
}

enum QueryUse {
    None,
    Only(&'static [&'static str]),
    All,
}

/// The cache key of a request whose page may be shared: a GET of a page under `/t/{id}/`
/// (not its events stream) from a visitor without cookies, on a connection where anyone is
/// answered. With the tournament's id.
fn shareable(request: &Request) -> Option<(Cow<'_, str>, i64)> {
    // Only staff are answered there, which `auth::load_session` decides.
    if request
        .extensions()
        .get::<super::auth::StaffOnly>()
        .is_some()
    {
        return None;
    }
    shareable_key(request.method(), request.uri(), request.headers())
}

/// [`shareable`] from a request's parts; the key borrows the path when the query is not kept.
fn shareable_key<'r>(
    method: &Method,
    uri: &'r Uri,
    headers: &HeaderMap,
) -> Option<(Cow<'r, str>, i64)> {
    let path = uri.path();
    if method != Method::GET
        || headers.contains_key(header::COOKIE)
        || !path.starts_with("/t/")
        || path.ends_with("/events")
        // A language chosen in the address is remembered by a cookie the answer sets.
        || super::i18n::query_choice(uri).is_some()
    {
        return None;
    }
    let id = super::live::signal::tournament_of(path)?;
    let query = uri.query().filter(|q| !q.is_empty());
    let key = match (query, query_read_by(path)) {
        (None, _) | (Some(_), QueryUse::None) => Cow::Borrowed(path),
        (Some(query), QueryUse::Only(names)) => {
            let kept: Vec<(String, String)> = form_urlencoded::parse(query.as_bytes())
                .filter(|(name, _)| names.contains(&name.as_ref()))
                .map(|(name, value)| (name.into_owned(), value.into_owned()))
                .collect();
            if kept.is_empty() {
                Cow::Borrowed(path)
            } else {
                let kept = form_urlencoded::Serializer::new(String::new())
                    .extend_pairs(kept)
                    .finish();
                Cow::Owned(format!("{path}?{kept}"))
            }
        }
        (Some(query), QueryUse::All) => Cow::Owned(format!("{path}?{query}")),
    };
    // The browser's language chooses the words of a page whose tournament sets none, so each
    // language keeps its own copy; English keeps the plain key.
    let key = match super::i18n::browser_language(headers) {
        Some(language) if language != super::i18n::Language::English => {
            Cow::Owned(format!("{key}#{}", language.code()))
        }
        _ => key,
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

/// Whether the client's copy (its `If-None-Match`) is still current. A date alone
/// (`If-Modified-Since`) never is: see the module's header.
fn is_fresh(if_none_match: Option<&str>, etag: &str) -> bool {
    if_none_match.is_some_and(|tags| tags.split(',').any(|t| t.trim() == etag || t.trim() == "*"))
}

/// The answer for a cached page: a 304, the gzip form, or the body.
fn from_cache(page: &CachedPage, fresh: bool, gzip_ok: bool) -> Response {
    let (status, headers, body) = match (fresh, &page.gzip, gzip_ok) {
        (true, _, _) => (StatusCode::NOT_MODIFIED, &page.not_modified, Bytes::new()),
        (false, Some(packed), true) => (StatusCode::OK, &page.packed, packed.clone()),
        (false, _, _) => (StatusCode::OK, &page.plain, page.body.clone()),
    };
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = status;
    *response.headers_mut() = headers.clone();
    response
}

/// The answer to a request for a shared page whose kept copy is current, straight from the
/// cache; None for anything else (the router then answers, through [`shared_pages`]). The
/// server asks this first, so that the hits, which are nearly all of a busy event's
/// requests, skip routing and every layer; the answer is the one [`shared_pages`] gives.
pub fn answer_current(
    last_change: &LastChange,
    method: &Method,
    uri: &Uri,
    headers: &HeaderMap,
) -> Option<Response> {
    let (key, id) = shareable_key(method, uri, headers)?;
    let version = last_change.0.version(id).number;
    let page = last_change.1.get(&key, version)?;
    let if_none_match = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok());
    Some(from_cache(
        &page,
        is_fresh(if_none_match, &page.etag),
        accepts_gzip(headers),
    ))
}

/// Largest body hashed; bigger answers (a very large CSV) are passed through untouched.
const MAX_HASHED: usize = 8 * 1024 * 1024;

/// Adds an ETag to successful GET answers and turns them into 304 when the client's copy
/// is current. Changes are noted by `live::bump_on_change`, not here.
pub async fn conditional(request: Request, next: Next) -> Response {
    let method = request.method().clone();
    if method != Method::GET && method != Method::HEAD {
        return next.run(request).await;
    }
    let if_none_match = request
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let is_static = request.uri().path().starts_with("/static/");
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
    let headers = &mut parts.headers;
    headers.insert(
        header::ETAG,
        HeaderValue::from_str(&etag).expect("hex is a valid header"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(
        header::VARY,
        HeaderValue::from_static("Cookie, Accept-Encoding, Accept-Language"),
    );
    if is_fresh(if_none_match.as_deref(), &etag) {
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
    let Some((key, id)) = shareable(&request).map(|(key, id)| (key.into_owned(), id)) else {
        return next.run(request).await;
    };
    let headers = request.headers_mut();
    let if_none_match = headers
        .remove(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok().map(str::to_string));
    headers.remove(header::IF_MODIFIED_SINCE);
    let gzip_ok = accepts_gzip(headers);
    let cache = &last_change.1;
    // Read before anything is rendered: a change landing while the page renders leaves the
    // entry one version behind, so it is never served.
    let version = last_change.0.version(id).number;
    let answer = |page: &CachedPage| {
        from_cache(
            page,
            is_fresh(if_none_match.as_deref(), &page.etag),
            gzip_ok,
        )
    };
    let (page, render) = cache.slot(&key);
    if let Some(page) = page.as_ref().filter(|page| page.current(version)) {
        return answer(page);
    }
    let _turn = match (page, render.clone().try_lock_owned()) {
        (_, Ok(turn)) => turn,
        // Only the clock's minutes can have moved, and someone is renewing it right now.
        (Some(page), Err(_)) if page.version == version => return answer(&page),
        // A new version: one request renders it, the others wait and take its page.
        (_, Err(_)) => {
            let turn = render.lock_owned().await;
            if let Some(page) = cache.get(&key, version) {
                return answer(&page);
            }
            turn
        }
    };
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
    let page = cache.put(key, CachedPage::new(version, parts.headers, etag, bytes));
    answer(&page)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key_of(uri: &str) -> Option<String> {
        let request = Request::get(uri).body(Body::empty()).unwrap();
        shareable(&request).map(|(key, _)| key.into_owned())
    }

    #[test]
    fn the_cache_key_keeps_only_the_query_a_page_reads() {
        assert_eq!(
            key_of("/t/3/standings?x=1").as_deref(),
            Some("/t/3/standings")
        );
        assert_eq!(key_of("/t/3?utm=a&b=c").as_deref(), Some("/t/3"));
        assert_eq!(key_of("/t/3/games/9?r=1").as_deref(), Some("/t/3/games/9"));
        assert_eq!(
            key_of("/t/3/export/standings.csv?z").as_deref(),
            Some("/t/3/export/standings.csv")
        );
        assert_eq!(
            key_of("/t/3/seat?junk=1&q=Ai%20ko").as_deref(),
            Some("/t/3/seat?q=Ai+ko")
        );
        assert_eq!(key_of("/t/3/seat?junk=1").as_deref(), Some("/t/3/seat"));
        // A page not known to ignore its query keeps it whole.
        assert_eq!(
            key_of("/t/3/calculator?han=3").as_deref(),
            Some("/t/3/calculator?han=3")
        );
        assert_eq!(key_of("/t/3/events"), None);
        // A league's table reads several events: never kept, so never older than a save.
        assert_eq!(key_of("/leagues/3"), None);
        assert_eq!(key_of("/admin/t/3"), None);
    }

    /// A router with one public page behind the same two layers as the app's.
    fn page_router(last_change: &LastChange) -> axum::Router {
        let page = "<p>standings</p>".repeat(64);
        axum::Router::new()
            .route(
                "/t/{id}/standings",
                axum::routing::get(move || async move {
                    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], page)
                }),
            )
            .layer(axum::middleware::from_fn(conditional))
            .layer(axum::middleware::from_fn_with_state(
                last_change.clone(),
                shared_pages,
            ))
    }

    async fn parts_of(response: Response) -> (StatusCode, HeaderMap, Bytes) {
        let (parts, body) = response.into_parts();
        let body = axum::body::to_bytes(body, usize::MAX).await.unwrap();
        (parts.status, parts.headers, body)
    }

    #[tokio::test]
    async fn a_hit_answered_before_routing_is_the_routers_answer() {
        use tower::ServiceExt;
        let last_change = LastChange::following(crate::web::live::Live::default());
        let router = page_router(&last_change);
        let get = |headers: &[(header::HeaderName, &str)]| {
            let mut request = Request::get("/t/1/standings?utm=x");
            for (name, value) in headers {
                request = request.header(name, *value);
            }
            request.body(Body::empty()).unwrap()
        };
        let (method, uri) = (Method::GET, Uri::from_static("/t/1/standings"));
        assert!(answer_current(&last_change, &method, &uri, &HeaderMap::new()).is_none());
        let first = parts_of(router.clone().oneshot(get(&[])).await.unwrap()).await;
        let etag = first.1[header::ETAG].to_str().unwrap().to_owned();
        let variants: [&[(header::HeaderName, &str)]; 3] = [
            &[],
            &[(header::ACCEPT_ENCODING, "gzip")],
            &[(header::IF_NONE_MATCH, &etag)],
        ];
        for headers in variants {
            let mut routed = parts_of(router.clone().oneshot(get(headers)).await.unwrap()).await;
            if routed.0 == StatusCode::NOT_MODIFIED {
                // axum's router writes a length of 0 on a 304, which `conditional` meant to
                // leave out (a 304's length would be the page's); the early answer leaves it out.
                assert_eq!(routed.1.remove(header::CONTENT_LENGTH).unwrap(), "0");
            }
            let request = get(headers);
            let early = answer_current(&last_change, &method, &uri, request.headers())
                .expect("a current copy is answered before routing");
            assert_eq!(parts_of(early).await, routed, "{headers:?}");
        }
        // A change makes the copy stale: the router renders again.
        last_change.0.bump(1);
        assert!(answer_current(&last_change, &method, &uri, &HeaderMap::new()).is_none());
    }

    #[test]
    fn a_date_alone_never_makes_a_copy_current() {
        assert!(!is_fresh(None, "W/\"a\""));
        assert!(is_fresh(Some("W/\"a\""), "W/\"a\""));
        assert!(!is_fresh(Some("W/\"b\""), "W/\"a\""));
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
