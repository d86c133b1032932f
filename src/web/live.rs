//! The one change signal: every tournament has a version that moves whenever anything its
//! public pages show may have changed, and `GET /t/{id}/events` streams those moves to every
//! open phone (server-sent events) so pages refresh themselves without reloading.
//!
//! Owns the per-tournament versions, the layer that bumps them, the events stream and the
//! budget of open streams. Handlers never bump: the layer bumps the tournament a successful
//! change names in its path (`/admin/t/{id}/…`, `/t/{id}/…`), and every other successful
//! change under `/admin/` (creating a tournament, importing one, restoring a backup) bumps them
//! all, so a new write path cannot forget to. A handler whose successful answer changed nothing
//! (a seat picked again) says so with [`unchanged`], so that only real changes wake the phones.
//! Page caches follow the same signal (`caching.rs`). The only database read here is whether a
//! stream's tournament exists; pages are never rendered here.
//!
//! Memory stays bounded whatever strangers ask for: a watch channel exists only for a
//! tournament that really exists and has a stream open, and goes when its last stream closes;
//! every other tournament shares one "floor" version.
//!
//! Streams are bounded so that they can never take every connection the server accepts
//! (`server.rs` sizes the budget well inside its connection cap): a total, a few per address,
//! headroom above the total for the organizer's laptop and signed-in staff, and a lifetime
//! after which the server ends a stream and the browser reconnects with `Last-Event-ID`.
//! A full budget is answered at once (503 or 429 with Retry-After), never by waiting. Such a
//! refusal is expected under load, not a fault: it is counted ([`Live::refused_streams`]) and
//! summed up in one WARN line at most a minute, never logged at ERROR one line each.

pub mod signal;

pub use signal::{
    tournament_of, Live, Refused, StreamLimits, StreamSlot, Version, MAX_STREAMS,
    STREAMS_PER_ADDRESS, STREAM_LIFETIME,
};

use super::auth::{MaybeUser, Peer};
use super::error::{CountedElsewhere, WebError};
use super::i18n::{Asked, Words};
use super::state::AppState;
use axum::extract::{Path, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::convert::Infallible;
use std::time::Duration;

/// How long a browser waits before reconnecting a dropped stream (the `retry:` field).
const RETRY: Duration = Duration::from_secs(2);

/// A comment on an idle stream this often keeps proxies and phones from closing it.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// What a refused stream is told: when to try again (seconds).
const RETRY_AFTER: &str = "30";

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

/// Put in a successful answer's extensions by a handler whose request changed nothing, so
/// that [`bump_on_change`] leaves the version where it is.
#[derive(Debug, Clone, Copy)]
pub struct Unchanged;

/// Marks `answer` as one that changed nothing (see [`Unchanged`]).
pub fn unchanged(answer: impl IntoResponse) -> Response {
    let mut response = answer.into_response();
    response.extensions_mut().insert(Unchanged);
    response
}

/// The layer: after every successful change (a 2xx or 3xx answer to anything but GET/HEAD,
/// unless marked [`Unchanged`]), move the version of what it touched. Handlers commit before
/// answering, so a phone woken by the move reads the new state.
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
    let changed = (status.is_success() || status.is_redirection())
        && response.extensions().get::<Unchanged>().is_none();
    if changed {
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

/// The events stream of a league's table (league mode only): it follows every event the league
/// counts, so a save in any of them wakes the table's phones.
pub fn league_routes() -> Router<AppState> {
    Router::new()
        .route("/leagues/{league}/events", get(league_events))
        .route("/events", get(index_events))
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

/// The first event of a stream. A phone reconnecting with the number it last saw
/// (`Last-Event-ID`) is told at once when the version moved meanwhile, and only then: a
/// stream the server ended after its lifetime reconnects without reloading anything.
fn first_event(seen: Option<u64>, current: Version) -> Event {
    match seen {
        Some(seen) if seen != current.number => change_event(current),
        _ => Event::default()
            .event("hello")
            .id(current.number.to_string())
            .data(current.number.to_string()),
    }
    .retry(RETRY)
}

/// This stream's share of the lifetime: between three quarters and all of it, so that phones
/// connected together do not all reconnect together.
fn lifetime_of_one(lifetime: Duration) -> Duration {
    let spread = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let quarter = lifetime / 4;
    lifetime - quarter.mul_f64(f64::from(spread % 1000) / 1000.0)
}

/// The answer to a refused stream: counted, not logged at ERROR ([`CountedElsewhere`]).
fn refusal(live: &Live, refused: Refused, words: &Words) -> Response {
    live.note_refused(&refused);
    let (status, text) = match refused {
        Refused::Full => (
            StatusCode::SERVICE_UNAVAILABLE,
            words.get("refusals-live-full"),
        ),
        Refused::AddressFull => (
            StatusCode::TOO_MANY_REQUESTS,
            words.get("refusals-live-address-full"),
        ),
    };
    (
        status,
        [(header::RETRY_AFTER, HeaderValue::from_static(RETRY_AFTER))],
        axum::Extension(CountedElsewhere),
        text,
    )
        .into_response()
}

/// `GET /t/{id}/events`: `event: change` with the version as id and data on every move; a
/// first `event: hello` (or a change at once, when the phone's `Last-Event-ID` is behind).
async fn events(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    peer: Peer,
    user: MaybeUser,
    asked: Asked,
    headers: HeaderMap,
) -> Response {
    let live = &state.live;
    let slot = match admitted(live, &peer, &user) {
        Ok(slot) => slot,
        Err(refused) => return refusal(live, refused, &asked.words(None)),
    };
    if let Err(err) = crate::app::tournaments::get(&state.db, id.into()).await {
        return WebError::from(err).into_response();
    }
    stream_of(live, vec![id], slot, last_event_id(&headers))
}

/// `GET /leagues/{league}/events`: as a tournament's stream, following each event the league
/// counts; its version is the newest of theirs, so a change in any of them is a change of it.
async fn league_events(
    State(state): State<AppState>,
    Path(league): Path<i64>,
    peer: Peer,
    user: MaybeUser,
    asked: Asked,
    headers: HeaderMap,
) -> Response {
    let live = &state.live;
    let slot = match admitted(live, &peer, &user) {
        Ok(slot) => slot,
        Err(refused) => return refusal(live, refused, &asked.words(None)),
    };
    match crate::app::leagues::counted_events(&state.db, league.into()).await {
        Ok(events) => stream_of(live, events, slot, last_event_id(&headers)),
        Err(err) => WebError::from(err).into_response(),
    }
}

/// `GET /events`: the public index's stream (league mode only). It follows every event the
/// index lists: a change in one (a save, a rename, its archiving) moves it, and a new event
/// moves them all (creating or importing one bumps every version), so the list renews itself.
async fn index_events(
    State(state): State<AppState>,
    peer: Peer,
    user: MaybeUser,
    asked: Asked,
    headers: HeaderMap,
) -> Response {
    let live = &state.live;
    let slot = match admitted(live, &peer, &user) {
        Ok(slot) => slot,
        Err(refused) => return refusal(live, refused, &asked.words(None)),
    };
    match crate::app::league::public_index(&state.db).await {
        Ok(events) => {
            let ids = events.into_iter().map(|event| event.id).collect();
            stream_of(live, ids, slot, last_event_id(&headers))
        }
        Err(err) => WebError::from(err).into_response(),
    }
}

/// A slot for one more open stream: staff (signed in, or on the laptop itself) have headroom
/// over the phones' budget.
fn admitted(live: &Live, peer: &Peer, user: &MaybeUser) -> Result<StreamSlot, Refused> {
    live.admit(peer.ip(), user.0.is_some() || peer.is_the_laptop())
}

/// The stream following the tournaments `ids` for one admitted `slot`: a first event, then a
/// change on every move of any of them, until the stream's lifetime is over.
fn stream_of(live: &Live, ids: Vec<i64>, slot: StreamSlot, seen: Option<u64>) -> Response {
    use futures_util::StreamExt;
    let mut subscriptions: Vec<_> = ids.into_iter().map(|id| live.subscribe(id)).collect();
    let current = subscriptions
        .iter_mut()
        .map(|s| *s.receiver().borrow_and_update())
        .max_by_key(|version| version.number)
        .unwrap_or(Version { number: 0, at: 0 });
    let first = first_event(seen, current);
    let first = futures_util::stream::once(async move { Ok::<Event, Infallible>(first) });
    let followed = subscriptions.into_iter().map(|subscription| {
        futures_util::stream::unfold(subscription, |mut subscription| async move {
            // Several moves while a phone reads collapse into one event with the newest number.
            subscription.receiver().changed().await.ok()?;
            let version = *subscription.receiver().borrow_and_update();
            Some((Ok::<Event, Infallible>(change_event(version)), subscription))
        })
        .boxed()
    });
    // A league counting no event yet has nothing to follow: its stream stays open, quiet,
    // rather than ending and being opened again every few seconds.
    let changes = futures_util::stream::select_all(followed)
        .chain(futures_util::stream::pending())
        .map(move |event| {
            let _held = &slot;
            event
        });
    let ends = tokio::time::sleep(lifetime_of_one(live.limits().lifetime));
    let mut response = Sse::new(first.chain(changes).take_until(ends))
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
    use std::net::IpAddr;

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
        let _one = live.subscribe(1);
        let _two = live.subscribe(2);
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

    #[test]
    fn tournaments_without_streams_keep_no_state_and_their_versions_still_move() {
        let live = Live::default();
        let quiet = live.version(5);
        for id in 1_000..2_000 {
            live.bump(id);
        }
        assert_eq!(live.tracked_tournaments(), 0);
        assert!(
            live.version(5).number > quiet.number,
            "every change is seen"
        );

        // A channel lives as long as its streams; afterwards the version never goes back.
        let first = live.subscribe(5);
        let second = live.subscribe(5);
        assert_eq!(live.tracked_tournaments(), 1);
        live.bump(5);
        let bumped = live.version(5);
        drop(first);
        assert_eq!(live.tracked_tournaments(), 1);
        drop(second);
        assert_eq!(live.tracked_tournaments(), 0);
        assert!(live.version(5).number >= bumped.number);
    }

    #[test]
    fn the_budget_keeps_headroom_for_staff_and_bounds_each_address() {
        let live = Live::with_limits(StreamLimits {
            total: 6,
            per_address: 2,
            staff_headroom: 2,
            lifetime: STREAM_LIFETIME,
        });
        let phone = |n: u8| Some(IpAddr::from([192, 0, 2, n]));
        let a1 = live.admit(phone(1), false).unwrap();
        let _a2 = live.admit(phone(1), false).unwrap();
        assert_eq!(
            live.admit(phone(1), false).err(),
            Some(Refused::AddressFull)
        );
        drop(a1);
        let _a3 = live.admit(phone(1), false).unwrap();
        let _others: Vec<_> = (2..6)
            .map(|n| live.admit(phone(n), false).unwrap())
            .collect();
        assert_eq!(live.open_streams(), 6);
        assert_eq!(live.admit(phone(9), false).err(), Some(Refused::Full));
        let laptop = Some(IpAddr::from([127, 0, 0, 1]));
        let _staff: Vec<_> = (0..2).map(|_| live.admit(laptop, true).unwrap()).collect();
        assert_eq!(live.admit(laptop, true).err(), Some(Refused::Full));
    }

    #[test]
    fn a_reconnection_is_told_of_a_change_only_when_it_missed_one() {
        let current = Version { number: 42, at: 0 };
        let text = |event: Event| format!("{event:?}");
        assert!(text(first_event(None, current)).contains("hello"));
        assert!(text(first_event(Some(42), current)).contains("hello"));
        assert!(text(first_event(Some(41), current)).contains("change"));
        let lifetime = Duration::from_secs(100);
        let one = lifetime_of_one(lifetime);
        assert!(one <= lifetime && one >= lifetime * 3 / 4);
    }
}
