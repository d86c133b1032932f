//! What every handler can reach: the database, the change signal, the throttles and the
//! server's own settings. Kept apart from the router so that a module needing the state does
//! not depend on the module that wires every route.

use super::auth::passwords::LoginThrottle;
use super::auth::proxy::TrustedProxies;
use super::caching::page_cache::LastChange;
use super::live::signal::Live;
use super::table_entry::throttle::{CodeThrottle, PinThrottle};
use crate::app::accounts::PasswordRules;
use crate::app::Store;
use std::path::PathBuf;

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    /// The storage every operation of the application layer is given.
    pub db: Store,
    /// Set the `Secure` flag on cookies (when served behind HTTPS).
    pub secure_cookies: bool,
    /// The proxies whose forwarded client address and scheme are believed (`--trusted-proxy`).
    pub trusted_proxies: TrustedProxies,
    /// What a new password must be: longer when serving the open internet.
    pub password_rules: PasswordRules,
    /// Bounds the sign-ins in progress and the password checks of this process.
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
    /// A league's server (docs/league.md): several organizers, each owning their events, and
    /// an administrator; off on the laptop, whose one organizer owns everything.
    pub league: bool,
}

impl AppState {
    /// Serves the open internet behind `proxies` (when there are any): the clients they
    /// forward are believed, and new passwords are held to the longer rules.
    pub fn behind_proxies(&mut self, proxies: TrustedProxies) {
        self.password_rules = PasswordRules::serving(proxies.any());
        self.trusted_proxies = proxies;
    }

    pub fn new(db: impl Into<Store>, secure_cookies: bool) -> Self {
        let live = Live::default();
        Self {
            db: db.into(),
            secure_cookies,
            trusted_proxies: TrustedProxies::default(),
            password_rules: PasswordRules::LAPTOP,
            login_failures: Default::default(),
            last_change: LastChange::following(live.clone()),
            live,
            backup_dir: None,
            table_codes: Default::default(),
            seat_pins: Default::default(),
            lan_address: None,
            league: false,
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
