//! What every handler can reach: the database, the change signal, the throttles and the
//! server's own settings. Kept apart from the router so that a module needing the state does
//! not depend on the module that wires every route.

use super::auth::passwords::LoginThrottle;
use super::caching::page_cache::LastChange;
use super::live::signal::Live;
use super::table_entry::throttle::{CodeThrottle, PinThrottle};
use crate::app::Store;
use std::path::PathBuf;

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    /// The storage every operation of the application layer is given.
    pub db: Store,
    /// Set the `Secure` flag on cookies (when served behind HTTPS).
    pub secure_cookies: bool,
    /// Slows down repeated failed sign-ins.
    pub login_failures: std::sync::Arc<LoginThrottle>,
    /// When anything last changed (the Last-Modified of every page), following `live`.
    pub last_change: LastChange,
    /// The one change signal: tournament versions and their events streams.
    pub live: Live,
    /// Where snapshots go (`backups/` beside the database); None turns them off.
    pub backup_dir: Option<PathBuf>,
    /// Wrong table codes per address, so codes cannot be guessed.
    pub table_codes: std::sync::Arc<CodeThrottle>,
    /// Wrong seat PINs per address and per player, so PINs cannot be guessed.
    pub seat_pins: std::sync::Arc<PinThrottle>,
    /// `http://192.168.1.20:8080`: how phones on the LAN reach this server, for printed links
    /// when the organizer browses `localhost`; None when no network was found.
    pub lan_address: Option<String>,
}

impl AppState {
    pub fn new(db: impl Into<Store>, secure_cookies: bool) -> Self {
        let live = Live::default();
        Self {
            db: db.into(),
            secure_cookies,
            login_failures: Default::default(),
            last_change: LastChange::following(live.clone()),
            live,
            backup_dir: None,
            table_codes: Default::default(),
            seat_pins: Default::default(),
            lan_address: None,
        }
    }

    /// The state following `live` (its limits on streams, the bus it shares moves on): the
    /// page cache and every page's validators follow the same signal.
    pub fn with_live(mut self, live: Live) -> Self {
        self.last_change = LastChange::following(live.clone());
        self.live = live;
        self
    }
}
