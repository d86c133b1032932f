//! The shared page cache and when pages last changed: the state the caching layers keep,
//! apart from the layers themselves (`caching.rs`) so that the application state can hold it
//! without depending on any handler. It follows the one change signal (`live/signal.rs`).

use crate::web::live::signal::Live;
use axum::body::Bytes;
use axum::http::{header, HeaderMap, HeaderValue};
use std::collections::HashMap;
use std::io::Write;
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

/// When pages last changed: read from the one change signal (`live.rs`), so ETags, 304s and
/// the events stream can never disagree about whether something changed.
#[derive(Clone, Default)]
pub struct LastChange(pub(super) Live, pub(super) Arc<PageCache>);

impl LastChange {
    /// Follows the versions of `live`.
    pub fn following(live: Live) -> Self {
        Self(live, Arc::default())
    }

    /// When anything last changed (Unix seconds).
    pub fn get(&self) -> i64 {
        self.0.last_change()
    }

    /// Pages in the shared cache now, and their bytes (bodies and gzip forms).
    pub fn cached_pages(&self) -> (usize, usize) {
        let entries = self.1.entries.read().unwrap_or_else(|e| e.into_inner());
        let pages = entries.slots.values().filter(|s| s.page.is_some()).count();
        (pages, entries.bytes)
    }
}

/// Rendered public pages, by path and the part of the query the page reads.
#[derive(Default)]
pub struct PageCache {
    entries: RwLock<Entries>,
}

#[derive(Default)]
struct Entries {
    slots: HashMap<String, Slot>,
    /// Bytes of every page kept (bodies and gzip forms).
    bytes: usize,
}

/// One key's page, if rendered, and the lock its renderers take turns on.
struct Slot {
    page: Option<Arc<CachedPage>>,
    render: Arc<tokio::sync::Mutex<()>>,
}

/// One rendered page as sent to an anonymous visitor.
pub(super) struct CachedPage {
    /// The tournament version read before the page was rendered.
    pub(super) version: u64,
    made: Instant,
    /// The headers of each answer, built once when the page is kept: a hit then only copies
    /// them. Content type, disposition, validators and security headers, as first answered.
    pub(super) not_modified: HeaderMap,
    /// As `not_modified`, with the body's length.
    pub(super) plain: HeaderMap,
    /// As `not_modified`, with the gzip form's encoding and length (when there is one).
    pub(super) packed: HeaderMap,
    pub(super) etag: String,
    pub(super) body: Bytes,
    /// The body gzipped once, when that makes it smaller.
    pub(super) gzip: Option<Bytes>,
}

impl CachedPage {
    /// The page of `body` answered with `headers` (without a length), kept for `version`.
    pub(super) fn new(version: u64, mut headers: HeaderMap, etag: String, body: Bytes) -> Self {
        headers.remove(header::CONTENT_LENGTH);
        let gzip = gzip(&body);
        let mut plain = headers.clone();
        plain.insert(header::CONTENT_LENGTH, HeaderValue::from(body.len()));
        let mut packed = headers.clone();
        if let Some(gzip) = &gzip {
            packed.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
            packed.insert(header::CONTENT_LENGTH, HeaderValue::from(gzip.len()));
        }
        Self {
            version,
            made: Instant::now(),
            not_modified: headers,
            plain,
            packed,
            etag,
            body,
            gzip,
        }
    }

    fn bytes(&self) -> usize {
        self.body.len() + self.gzip.as_ref().map_or(0, Bytes::len)
    }

    pub(super) fn current(&self, version: u64) -> bool {
        self.version == version && self.made.elapsed() < MAX_AGE
    }
}

/// Entries kept at most.
const MAX_PAGES: usize = 4096;

/// Bytes kept at most: well above every page of a large event, well below a laptop's memory.
const MAX_BYTES: usize = 64 * 1024 * 1024;

/// How long an entry may be served without a change: the clock's "min left" moves on its own.
const MAX_AGE: Duration = Duration::from_secs(1);

/// Bodies smaller than this are not worth compressing.
const MIN_GZIP: usize = 256;

impl PageCache {
    /// The key's page (whatever its age) and its render lock, making the slot if needed.
    pub(super) fn slot(&self, key: &str) -> (Option<Arc<CachedPage>>, Arc<tokio::sync::Mutex<()>>) {
        {
            let entries = self.entries.read().unwrap_or_else(|e| e.into_inner());
            if let Some(slot) = entries.slots.get(key) {
                return (slot.page.clone(), slot.render.clone());
            }
        }
        let mut entries = self.entries.write().unwrap_or_else(|e| e.into_inner());
        if entries.slots.len() >= MAX_PAGES {
            Self::make_room(&mut entries, 0);
        }
        let slot = entries.slots.entry(key.to_owned()).or_insert_with(|| Slot {
            page: None,
            render: Arc::default(),
        });
        (slot.page.clone(), slot.render.clone())
    }

    /// The key's page if it may be served for `version`.
    pub(super) fn get(&self, key: &str, version: u64) -> Option<Arc<CachedPage>> {
        let entries = self.entries.read().unwrap_or_else(|e| e.into_inner());
        let page = entries.slots.get(key)?.page.as_ref()?;
        page.current(version).then(|| page.clone())
    }

    pub(super) fn put(&self, key: String, page: CachedPage) -> Arc<CachedPage> {
        let page = Arc::new(page);
        let size = page.bytes();
        let mut entries = self.entries.write().unwrap_or_else(|e| e.into_inner());
        let old = entries
            .slots
            .get_mut(&key)
            .and_then(|slot| slot.page.take())
            .map_or(0, |old| old.bytes());
        entries.bytes -= old;
        if entries.bytes + size > MAX_BYTES
            || (entries.slots.len() >= MAX_PAGES && !entries.slots.contains_key(&key))
        {
            Self::make_room(&mut entries, size);
        }
        if size > MAX_BYTES {
            return page;
        }
        entries.bytes += size;
        entries
            .slots
            .entry(key)
            .or_insert_with(|| Slot {
                page: None,
                render: Arc::default(),
            })
            .page = Some(page.clone());
        page
    }

    /// Drops what can no longer be served (pages older than [`MAX_AGE`]) and slots nobody is
    /// rendering; if that is not enough for `wanted` more bytes or one more slot, everything.
    fn make_room(entries: &mut Entries, wanted: usize) {
        entries.slots.retain(|_, slot| match &slot.page {
            Some(page) => page.made.elapsed() < MAX_AGE,
            None => Arc::strong_count(&slot.render) > 1,
        });
        entries.bytes = entries
            .slots
            .values()
            .filter_map(|slot| slot.page.as_ref())
            .map(|page| page.bytes())
            .sum();
        if entries.bytes + wanted > MAX_BYTES || entries.slots.len() >= MAX_PAGES {
            entries.slots.clear();
            entries.bytes = 0;
        }
    }
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
