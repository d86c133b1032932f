//! The one change signal: every tournament has a version that moves whenever anything its
//! public pages show may have changed, and `GET /t/{id}/events` streams those moves to every
//! open phone (server-sent events) so pages refresh themselves without reloading.
//!
//! Owns the per-tournament versions, the layer that bumps them, the events stream and its
//! bound on open streams. Handlers never call it: the layer bumps the tournament a successful
//! change names in its path (`/admin/t/{id}/…`, `/t/{id}/…`), and every other successful
//! change under `/admin/` (creating a tournament, importing one, restoring a backup) bumps them
//! all, so a new write path cannot forget to. Page caches follow the same signal (the
//! Last-Modified of `caching.rs` is the time of the version's last move). It must not read the
//! database or render pages.

use super::AppState;
use axum::extract::{Path, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::watch;

/// Open event streams beyond this are refused with a 503: each holds a socket and a little
/// memory, and a laptop serving a club event never needs this many (the load test holds 400).
pub const MAX_STREAMS: usize = 2_000;

/// How long a browser waits before reconnecting a dropped stream (the `retry:` field).
const RETRY: Duration = Duration::from_secs(2);

/// A comment on an idle stream this often keeps proxies and phones from closing it.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// One tournament's version and when it last moved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Version {
    pub number: u64,
    /// Unix seconds of the move: the Last-Modified of the tournament's pages.
    pub at: i64,
}

/// The versions of every tournament seen since the start, each behind a watch channel that
/// the open streams of that tournament wait on.
#[derive(Clone)]
pub struct Live {
    channels: Arc<Mutex<HashMap<i64, watch::Sender<Version>>>>,
    /// The last number handed out. Numbers start at the start time in milliseconds, so a
    /// phone reconnecting after a restart holds an older number and is sent a change at once.
    counter: Arc<AtomicU64>,
    /// When everything last moved at once, for pages that belong to no tournament.
    everything: Arc<Mutex<Version>>,
    open: Arc<AtomicUsize>,
    limit: usize,
}

impl Default for Live {
    fn default() -> Self {
        Self::with_limit(MAX_STREAMS)
    }
}

impl Live {
    pub fn with_limit(limit: usize) -> Self {
        let now = chrono::Utc::now();
        let start = Version {
            number: u64::try_from(now.timestamp_millis()).unwrap_or(1),
            at: now.timestamp(),
        };
        Self {
            channels: Default::default(),
            counter: Arc::new(AtomicU64::new(start.number)),
            everything: Arc::new(Mutex::new(start)),
            open: Default::default(),
            limit,
        }
    }

    fn next(&self) -> Version {
        Version {
            number: self.counter.fetch_add(1, Ordering::Relaxed) + 1,
            at: chrono::Utc::now().timestamp(),
        }
    }

    fn channels(&self) -> std::sync::MutexGuard<'_, HashMap<i64, watch::Sender<Version>>> {
        // A panic while holding the lock leaves only numbers behind, which stay usable.
        self.channels.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn everything(&self) -> Version {
        *self.everything.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn sender(&self, tournament: i64) -> watch::Sender<Version> {
        let base = self.everything();
        self.channels()
            .entry(tournament)
            .or_insert_with(|| watch::Sender::new(base))
            .clone()
    }

    /// The tournament's current version.
    pub fn version(&self, tournament: i64) -> Version {
        match self.channels().get(&tournament) {
            Some(sender) => *sender.borrow(),
            None => self.everything(),
        }
    }

    /// Something the tournament's pages show changed: move its version and wake its streams.
    pub fn bump(&self, tournament: i64) {
        let version = self.next();
        self.sender(tournament).send_replace(version);
    }

    /// Something that may touch every tournament changed (an import, a restored backup).
    pub fn bump_all(&self) {
        let version = self.next();
        *self.everything.lock().unwrap_or_else(|e| e.into_inner()) = version;
        for sender in self.channels().values() {
            sender.send_replace(version);
        }
    }

    /// When anything last changed: the Last-Modified of pages outside a tournament.
    pub fn last_change(&self) -> i64 {
        let channels = self.channels();
        channels
            .values()
            .map(|s| s.borrow().at)
            .chain([self.everything().at])
            .max()
            .unwrap_or_default()
    }

    /// Event streams open now.
    pub fn open_streams(&self) -> usize {
        self.open.load(Ordering::Relaxed)
    }
}

/// Counts an open stream for as long as it lives.
struct StreamSlot(Arc<AtomicUsize>);

impl Drop for StreamSlot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// The tournament a path belongs to: `/t/{id}/…` or `/admin/t/{id}/…`.
pub fn tournament_of(path: &str) -> Option<i64> {
    let rest = path.strip_prefix("/admin").unwrap_or(path);
    let rest = rest.strip_prefix("/t/")?;
    let id = rest.split('/').next()?;
    id.parse().ok()
}

/// What a successful change at `path` may have changed.
enum Changed {
    Tournament(i64),
    Everything,
    Nothing,
}

fn changed_by(path: &str) -> Changed {
    if let Some(id) = tournament_of(path) {
        return Changed::Tournament(id);
    }
    if path.starts_with("/admin/") {
        Changed::Everything
    } else {
        // Signing in and out, the calculator's previews: nothing a page shows.
        Changed::Nothing
    }
}

/// The layer: after every successful change (a 2xx or 3xx answer to anything but GET/HEAD),
/// move the version of what it touched. Handlers commit before answering, so a phone woken
/// by the move reads the new state.
pub async fn bump_on_change(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    let method = request.method().clone();
    if method == Method::GET || method == Method::HEAD || method == Method::OPTIONS {
        return next.run(request).await;
    }
    let path = request.uri().path().to_owned();
    let response = next.run(request).await;
    let status = response.status();
    if status.is_success() || status.is_redirection() {
        match changed_by(&path) {
            Changed::Tournament(id) => state.live.bump(id),
            Changed::Everything => state.live.bump_all(),
            Changed::Nothing => {}
        }
    }
    response
}

pub fn routes() -> Router<AppState> {
    Router::new().route("/t/{id}/events", get(events))
}

fn last_event_id(headers: &HeaderMap) -> Option<u64> {
    headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse().ok())
}

fn change_event(version: Version) -> Event {
    let number = version.number.to_string();
    Event::default()
        .event("change")
        .id(number.clone())
        .data(number)
}

/// `GET /t/{id}/events`: `event: change` with the version as id and data on every move; a
/// first `event: hello` (or a change at once, when the phone's `Last-Event-ID` is behind).
async fn events(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    headers: HeaderMap,
) -> Response {
    let live = &state.live;
    // Reserve a slot first so that concurrent connects cannot overshoot the bound.
    if live.open.fetch_add(1, Ordering::Relaxed) >= live.limit {
        live.open.fetch_sub(1, Ordering::Relaxed);
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            [(header::RETRY_AFTER, HeaderValue::from_static("30"))],
            "Too many live pages are open right now. The page still works: reload it to see the latest.",
        )
            .into_response();
    }
    let slot = StreamSlot(live.open.clone());
    let mut receiver = live.sender(id).subscribe();
    let current = *receiver.borrow_and_update();
    let first = match last_event_id(&headers) {
        Some(seen) if seen != current.number => change_event(current),
        _ => Event::default()
            .event("hello")
            .id(current.number.to_string())
            .data(current.number.to_string()),
    }
    .retry(RETRY);
    let first = futures_util::stream::once(async move { Ok::<Event, Infallible>(first) });
    let changes =
        futures_util::stream::unfold((receiver, slot), |(mut receiver, slot)| async move {
            // Several moves while a phone reads collapse into one event with the newest number.
            receiver.changed().await.ok()?;
            let version = *receiver.borrow_and_update();
            Some((
                Ok::<Event, Infallible>(change_event(version)),
                (receiver, slot),
            ))
        });
    use futures_util::StreamExt;
    let mut response = Sse::new(first.chain(changes))
        .keep_alive(KeepAlive::new().interval(KEEP_ALIVE).text("keep-alive"))
        .into_response();
    // Proxies must not buffer the stream.
    response
        .headers_mut()
        .insert("x-accel-buffering", HeaderValue::from_static("no"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_name_their_tournament() {
        assert_eq!(tournament_of("/t/12/standings"), Some(12));
        assert_eq!(tournament_of("/admin/t/3/games/4/hands"), Some(3));
        assert_eq!(tournament_of("/t/7/table/ABCD/hands"), Some(7));
        assert_eq!(tournament_of("/t/7"), Some(7));
        assert_eq!(tournament_of("/admin/tournaments"), None);
        assert_eq!(tournament_of("/t/x/standings"), None);
        assert!(matches!(
            changed_by("/admin/backups/import"),
            Changed::Everything
        ));
        assert!(matches!(changed_by("/login"), Changed::Nothing));
    }

    #[test]
    fn a_bump_moves_only_its_tournament_and_a_bump_of_all_moves_every_one() {
        let live = Live::default();
        let (one, two) = (live.version(1), live.version(2));
        live.bump(1);
        assert!(live.version(1).number > one.number);
        assert_eq!(live.version(2), two);
        let before = live.version(1);
        live.bump_all();
        assert!(live.version(1).number > before.number);
        assert!(live.version(2).number > two.number);
        assert!(
            live.version(99).number > two.number,
            "unseen tournaments too"
        );
    }
}
