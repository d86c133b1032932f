//! The change signal itself: every tournament's version, the budget of open event streams and
//! the subscriptions that follow the versions. Kept apart from the layer and the events route
//! (`live.rs`) so that the application state and the page cache can hold it without depending
//! on any handler.
//!
//! Processes serving one PostgreSQL database share their moves through the bus they are built
//! on (`app::changes`): a move made here is sent with its number, and a move heard from another
//! process moves the same tournament here (never sent on again, and never this process's own).
//! A heard move always moves the version (two processes count apart, so a number alone cannot
//! say whether a move was already seen), to a number at least the sender's; numbers are also
//! at least the time in milliseconds, so the processes nearly always number a move alike and a
//! phone whose stream the proxy moves to the other process is not told of a change that did
//! not happen. After the bus reconnects, every version moves: some moves may have been lost.

use crate::app::changes::{ChangeBus, Changed, Heard, Notice};
use std::collections::HashMap;
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
    /// The last number handed out. Numbers start at the start time in milliseconds and are
    /// never below the time of their move, so a phone reconnecting after a restart holds an
    /// older number and is sent a change at once.
    counter: Arc<AtomicU64>,
    /// Unix seconds of the latest move of any version.
    latest: Arc<AtomicI64>,
    streams: Arc<Mutex<OpenStreams>>,
    limits: StreamLimits,
    refused: Arc<Mutex<RefusedStreams>>,
    /// How moves travel to and from other processes on the same database.
    bus: ChangeBus,
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
        Self::on_bus(limits, ChangeBus::InProcess)
    }

    /// Versions shared through `bus` with the other processes on the same database: moves made
    /// here are sent on it, and the others' moves heard on it move the versions here. Starts
    /// hearing them (inside the async runtime) when the bus is not in process.
    pub fn on_bus(limits: StreamLimits, bus: ChangeBus) -> Self {
        let live = Self::counting_from_now(limits, bus.clone());
        let hearer = live.clone();
        bus.follow(move |heard| hearer.heard(heard));
        live
    }

    fn counting_from_now(limits: StreamLimits, bus: ChangeBus) -> Self {
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
            bus,
        }
    }

    /// The bounds on streams in force.
    pub fn limits(&self) -> StreamLimits {
        self.limits
    }

    /// A new number above every number handed out here: for a move made here at least the
    /// time in milliseconds; for a move heard from another process at least the number it
    /// gave (not the time it arrived, so that both number it alike).
    fn next(&self, heard: Option<u64>) -> Version {
        let now = chrono::Utc::now();
        let least = heard.unwrap_or_else(|| u64::try_from(now.timestamp_millis()).unwrap_or(0));
        let after = |last: u64| (last + 1).max(least);
        let last = self
            .counter
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |last| {
                Some(after(last))
            })
            .unwrap_or_else(|last| last);
        self.latest.fetch_max(now.timestamp(), Ordering::Relaxed);
        Version {
            number: after(last),
            at: now.timestamp(),
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

    /// Something the tournament's pages show changed: move its version and wake its streams,
    /// here and in the other processes on the bus.
    pub fn bump(&self, tournament: i64) {
        let number = self.move_one(tournament, None);
        self.bus.publish(Notice {
            changed: Changed::Tournament(tournament),
            number,
        });
    }

    /// Something that may touch every tournament changed (an import, a restored backup).
    pub fn bump_all(&self) {
        let number = self.move_all(None);
        self.bus.publish(Notice {
            changed: Changed::Everything,
            number,
        });
    }

    /// What another process on the bus said: its move is made here too (and not sent on);
    /// after a reconnection, when moves may have been missed, every version moves.
    fn heard(&self, heard: Heard) {
        match heard {
            Heard::Moved(Notice {
                changed: Changed::Tournament(tournament),
                number,
            }) => self.move_one(tournament, Some(number)),
            Heard::Moved(Notice {
                changed: Changed::Everything,
                number,
            }) => self.move_all(Some(number)),
            Heard::Missed => self.move_all(None),
        };
    }

    /// Moves the tournament's version (to at least the number `heard` from another process)
    /// and wakes its streams; gives the new number.
    fn move_one(&self, tournament: i64, heard: Option<u64>) -> u64 {
        let mut versions = lock(&self.versions);
        // Numbered under the lock, so that two moves at once never leave the older number.
        let version = self.next(heard);
        match versions.channels.get(&tournament) {
            Some(sender) => {
                sender.send_replace(version);
            }
            None => versions.floor = version,
        }
        version.number
    }

    /// Moves every version (to at least the number `heard` from another process) and wakes
    /// every stream; gives the new number.
    fn move_all(&self, heard: Option<u64>) -> u64 {
        let mut versions = lock(&self.versions);
        let version = self.next(heard);
        versions.floor = version;
        for sender in versions.channels.values() {
            sender.send_replace(version);
        }
        version.number
    }

    /// The bus this process's moves travel on.
    pub fn bus(&self) -> &ChangeBus {
        &self.bus
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
    pub(super) fn note_refused(&self, refused: &Refused) {
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
    pub(crate) fn subscribe(&self, tournament: i64) -> Subscription {
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
pub(crate) struct Subscription {
    receiver: Option<watch::Receiver<Version>>,
    live: Live,
    tournament: i64,
}

impl Subscription {
    pub(crate) fn receiver(&mut self) -> &mut watch::Receiver<Version> {
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
