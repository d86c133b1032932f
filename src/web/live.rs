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

use super::auth::{is_the_laptop, MaybeUser, Peer};
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
use std::net::IpAddr;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tokio::sync::watch;

/// Open event streams allowed by default; `server.rs` lowers it to fit the connection cap.
pub const MAX_STREAMS: usize = 2_000;

/// Streams one address may hold: a phone needs one, a few more cover pages kept in the
/// browser's back/forward cache.
pub const STREAMS_PER_ADDRESS: usize = 4;

/// How long a stream lives before the server ends it (less a random part, so that phones do
/// not all reconnect at once); the browser reconnects by itself.
pub const STREAM_LIFETIME: Duration = Duration::from_secs(10 * 60);

/// How long a browser waits before reconnecting a dropped stream (the `retry:` field).
const RETRY: Duration = Duration::from_secs(2);

/// A comment on an idle stream this often keeps proxies and phones from closing it.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// What a refused stream is told: when to try again (seconds).
const RETRY_AFTER: &str = "30";

/// One tournament's version and when it last moved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Version {
    pub number: u64,
    /// Unix seconds of the move.
    pub at: i64,
}

/// The bounds on open event streams.
#[derive(Debug, Clone, Copy)]
pub struct StreamLimits {
    /// Streams open at once for phones.
    pub total: usize,
    /// Streams one address may hold (the laptop and signed-in staff are not counted).
    pub per_address: usize,
    /// Streams beyond `total` kept for the laptop and signed-in staff only.
    pub staff_headroom: usize,
    /// How long a stream lives before the server ends it.
    pub lifetime: Duration,
}

impl Default for StreamLimits {
    fn default() -> Self {
        Self::within(MAX_STREAMS)
    }
}

impl StreamLimits {
    /// Limits for `total` streams, with the headroom that goes with it.
    pub fn within(total: usize) -> Self {
        Self {
            total,
            per_address: STREAMS_PER_ADDRESS,
            staff_headroom: (total / 16).clamp(4, 64),
            lifetime: STREAM_LIFETIME,
        }
    }
}

/// The versions: a channel per tournament with streams open, and the floor for all others.
struct Versions {
    channels: HashMap<i64, watch::Sender<Version>>,
    /// The version of every tournament without a channel. It moves when one of them changes
    /// (no stream listens, so only page caches notice) and when everything changes.
    floor: Version,
}

/// Open streams, in all and per address.
#[derive(Default)]
struct OpenStreams {
    total: usize,
    by_address: HashMap<IpAddr, usize>,
}

/// The versions of every tournament and the event streams that follow them.
#[derive(Clone)]
pub struct Live {
    versions: Arc<Mutex<Versions>>,
    /// The last number handed out. Numbers start at the start time in milliseconds, so a
    /// phone reconnecting after a restart holds an older number and is sent a change at once.
    counter: Arc<AtomicU64>,
    /// Unix seconds of the latest move of any version.
    latest: Arc<AtomicI64>,
    streams: Arc<Mutex<OpenStreams>>,
    limits: StreamLimits,
    refused: Arc<Mutex<RefusedStreams>>,
}

/// How often at most a line sums up the streams refused: a flood of refusals is one line a
/// minute, not one line each.
const REFUSAL_REPORT_EVERY: Duration = Duration::from_secs(60);

/// Streams refused since the start, and those not yet reported in the log.
#[derive(Debug, Default)]
struct RefusedStreams {
    full: u64,
    address_full: u64,
    unreported_full: u64,
    unreported_address_full: u64,
    last_report: Option<std::time::Instant>,
}

impl RefusedStreams {
    /// Counts one refusal; returns the line to log when the last one is old enough.
    fn count(&mut self, refused: &Refused, open: usize) -> Option<String> {
        match refused {
            Refused::Full => {
                self.full += 1;
                self.unreported_full += 1;
            }
            Refused::AddressFull => {
                self.address_full += 1;
                self.unreported_address_full += 1;
            }
        }
        let now = std::time::Instant::now();
        if self
            .last_report
            .is_some_and(|last| now.duration_since(last) < REFUSAL_REPORT_EVERY)
        {
            return None;
        }
        self.last_report = Some(now);
        let line = format!(
            "event streams refused since the last report: {} with every place taken, {} past one device's share ({open} open; {} refused since start)",
            self.unreported_full,
            self.unreported_address_full,
            self.full + self.address_full
        );
        (self.unreported_full, self.unreported_address_full) = (0, 0);
        Some(line)
    }
}

impl Default for Live {
    fn default() -> Self {
        Self::with_limits(StreamLimits::default())
    }
}

/// Why a stream was not opened.
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    /// Every stream for phones is taken.
    Full,
    /// This address holds its share already.
    AddressFull,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic while holding the lock leaves only counts and numbers behind, still usable.
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

impl Live {
    /// At most `limit` streams for phones, the other limits as by default.
    pub fn with_limit(limit: usize) -> Self {
        Self::with_limits(StreamLimits::within(limit))
    }

    pub fn with_limits(limits: StreamLimits) -> Self {
        let now = chrono::Utc::now();
        let start = Version {
            number: u64::try_from(now.timestamp_millis()).unwrap_or(1),
            at: now.timestamp(),
        };
        Self {
            versions: Arc::new(Mutex::new(Versions {
                channels: HashMap::new(),
                floor: start,
            })),
            counter: Arc::new(AtomicU64::new(start.number)),
            latest: Arc::new(AtomicI64::new(start.at)),
            streams: Default::default(),
            limits,
            refused: Default::default(),
        }
    }

    /// The bounds on streams in force.
    pub fn limits(&self) -> StreamLimits {
        self.limits
    }

    fn next(&self) -> Version {
        let at = chrono::Utc::now().timestamp();
        self.latest.fetch_max(at, Ordering::Relaxed);
        Version {
            number: self.counter.fetch_add(1, Ordering::Relaxed) + 1,
            at,
        }
    }

    /// The tournament's current version.
    pub fn version(&self, tournament: i64) -> Version {
        let versions = lock(&self.versions);
        match versions.channels.get(&tournament) {
            Some(sender) => *sender.borrow(),
            None => versions.floor,
        }
    }

    /// Something the tournament's pages show changed: move its version and wake its streams.
    pub fn bump(&self, tournament: i64) {
        let version = self.next();
        let mut versions = lock(&self.versions);
        match versions.channels.get(&tournament) {
            Some(sender) => {
                sender.send_replace(version);
            }
            None => versions.floor = version,
        }
    }

    /// Something that may touch every tournament changed (an import, a restored backup).
    pub fn bump_all(&self) {
        let version = self.next();
        let mut versions = lock(&self.versions);
        versions.floor = version;
        for sender in versions.channels.values() {
            sender.send_replace(version);
        }
    }

    /// When anything last changed (Unix seconds).
    pub fn last_change(&self) -> i64 {
        self.latest.load(Ordering::Relaxed)
    }

    /// Event streams open now.
    pub fn open_streams(&self) -> usize {
        lock(&self.streams).total
    }

    /// Event streams refused since the server started (every place taken, or one device's).
    pub fn refused_streams(&self) -> u64 {
        let refused = lock(&self.refused);
        refused.full + refused.address_full
    }

    /// Counts a refused stream; the first one, then at most one a minute, logs a line (at
    /// WARN) summing up the refusals since the last line.
    fn note_refused(&self, refused: &Refused) {
        let open = self.open_streams();
        let line = lock(&self.refused).count(refused, open);
        if let Some(line) = line {
            tracing::warn!("{line}");
        }
    }

    /// Tournaments that have a channel of their own (one with streams open).
    pub fn tracked_tournaments(&self) -> usize {
        lock(&self.versions).channels.len()
    }

    /// A place for one more stream from `client`; `privileged` for the organizer's laptop and
    /// signed-in staff, who may use the headroom and are not counted per address.
    pub fn admit(&self, client: Option<IpAddr>, privileged: bool) -> Result<StreamSlot, Refused> {
        let mut streams = lock(&self.streams);
        let limit = if privileged {
            self.limits.total + self.limits.staff_headroom
        } else {
            self.limits.total
        };
        if streams.total >= limit {
            return Err(Refused::Full);
        }
        let counted = if privileged { None } else { client };
        if let Some(address) = counted {
            let held = streams.by_address.entry(address).or_insert(0);
            if *held >= self.limits.per_address {
                return Err(Refused::AddressFull);
            }
            *held += 1;
        }
        streams.total += 1;
        Ok(StreamSlot {
            live: self.clone(),
            counted,
        })
    }

    /// Starts following `tournament` (which exists): its channel is made if it has none.
    fn subscribe(&self, tournament: i64) -> Subscription {
        let mut versions = lock(&self.versions);
        let floor = versions.floor;
        let receiver = versions
            .channels
            .entry(tournament)
            .or_insert_with(|| watch::Sender::new(floor))
            .subscribe();
        Subscription {
            receiver: Some(receiver),
            live: self.clone(),
            tournament,
        }
    }
}

/// One open stream counted in the budget; the place is given back when it is dropped.
pub struct StreamSlot {
    live: Live,
    counted: Option<IpAddr>,
}

impl Drop for StreamSlot {
    fn drop(&mut self) {
        let mut streams = lock(&self.live.streams);
        streams.total = streams.total.saturating_sub(1);
        if let Some(address) = self.counted {
            if let Some(held) = streams.by_address.get_mut(&address) {
                *held = held.saturating_sub(1);
                if *held == 0 {
                    streams.by_address.remove(&address);
                }
            }
        }
    }
}

/// A stream's receiver; the last one to go takes its tournament's channel with it.
struct Subscription {
    receiver: Option<watch::Receiver<Version>>,
    live: Live,
    tournament: i64,
}

impl Subscription {
    fn receiver(&mut self) -> &mut watch::Receiver<Version> {
        self.receiver.as_mut().expect("present until dropped")
    }
}

impl Drop for Subscription {
    fn drop(&mut self) {
        drop(self.receiver.take());
        let mut versions = lock(&self.live.versions);
        let Some(sender) = versions.channels.get(&self.tournament) else {
            return;
        };
        if sender.receiver_count() > 0 {
            return;
        }
        let last = *sender.borrow();
        versions.channels.remove(&self.tournament);
        // The tournament falls back to the floor, which must not be a number its pages were
        // cached under before its latest change: the larger of the two is safe.
        if last.number > versions.floor.number {
            versions.floor = last;
        }
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
fn refusal(live: &Live, refused: Refused) -> Response {
    live.note_refused(&refused);
    let (status, text) = match refused {
        Refused::Full => (
            StatusCode::SERVICE_UNAVAILABLE,
            "Too many live pages are open right now. The page still works: reload it to see the latest.",
        ),
        Refused::AddressFull => (
            StatusCode::TOO_MANY_REQUESTS,
            "This device has too many live pages open: close some tabs. The page still works: reload it to see the latest.",
        ),
    };
    (
        status,
        [(header::RETRY_AFTER, HeaderValue::from_static(RETRY_AFTER))],
        axum::Extension(super::error::CountedElsewhere),
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
    headers: HeaderMap,
) -> Response {
    let live = &state.live;
    let client = peer.ip();
    let privileged = user.0.is_some() || client.is_some_and(is_the_laptop);
    let slot = match live.admit(client, privileged) {
        Ok(slot) => slot,
        Err(refused) => return refusal(live, refused),
    };
    if let Err(err) = crate::app::tournaments::get(&state.db, id.into()).await {
        return super::WebError::from(err).into_response();
    }
    let mut subscription = live.subscribe(id);
    let current = *subscription.receiver().borrow_and_update();
    let first = first_event(last_event_id(&headers), current);
    let first = futures_util::stream::once(async move { Ok::<Event, Infallible>(first) });
    let changes = futures_util::stream::unfold(
        (subscription, slot),
        |(mut subscription, slot)| async move {
            // Several moves while a phone reads collapse into one event with the newest number.
            subscription.receiver().changed().await.ok()?;
            let version = *subscription.receiver().borrow_and_update();
            Some((
                Ok::<Event, Infallible>(change_event(version)),
                (subscription, slot),
            ))
        },
    );
    use futures_util::StreamExt;
    let ends = tokio::time::sleep(lifetime_of_one(live.limits.lifetime));
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
