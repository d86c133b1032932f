//! Starting the web app: open the database, bind the address, tell the organizer which
//! addresses to open, serve each connection with hyper, and shut down cleanly on Ctrl-C.
//!
//! A laptop on a venue's Wi-Fi must stay reachable whatever one attendee does:
//! - hyper closes a connection whose request headers have not all arrived within
//!   [`HEADER_TIMEOUT`] (which also ends idle keep-alive connections), and a request body must
//!   arrive whole within [`BODY_DEADLINE`], however it is trickled;
//! - open connections are capped below the process's descriptor limit (raised to the hard
//!   limit at start), with a few kept for the organizer's laptop; a connection from elsewhere
//!   beyond the cap is answered 503 with Retry-After at once, never left waiting;
//! - one address holds at most a share of the cap (`CONNECTIONS_PER_ADDRESS`), and a few
//!   more on which only signed-in staff are answered; the laptop is not counted per address;
//!   nor is a trusted proxy (`--trusted-proxy`), whose connections carry many clients;
//! - each connection's buffers are bounded (`MAX_CONNECTION_BUFFER`);
//! - event streams have their own budget, well inside the connection cap (`web::live`), so
//!   open pages can never take the connections that page loads, saves and sign-ins need.

use crate::web::{self, AppState};
use axum::body::Body;
use axum::extract::ConnectInfo;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tower::ServiceExt;

/// How `tenbou serve` runs.
pub struct ServeConfig {
    pub bind: SocketAddr,
    /// The SQLite file (the laptop's) or the PostgreSQL server (a league's).
    pub database: crate::db::Location,
    pub assets: crate::web::Assets,
    pub secure_cookies: bool,
    /// Asked to serve a league (`--league`): several organizers, an administrator, a public
    /// index (docs/league.md). A PostgreSQL database serves one whatever this says
    /// ([`league_mode`]).
    pub league: bool,
    /// The proxies whose forwarded client address and scheme are believed; any of them means
    /// tenbou serves the open internet.
    pub trusted_proxies: web::auth::TrustedProxies,
    /// Most connections at once; None: as many as the descriptor limit allows.
    pub max_connections: Option<usize>,
    /// Most event streams at once; None: a share of the connection cap.
    pub max_streams: Option<usize>,
    /// Longest time a request body may take to arrive whole.
    pub body_deadline: Duration,
}

/// The addresses phones on the LAN should open: every non-loopback IPv4 address of this machine.
pub fn lan_addresses(port: u16) -> Vec<String> {
    let mut addresses: Vec<String> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter(|iface| !iface.is_loopback())
        .filter_map(|iface| match iface.ip() {
            IpAddr::V4(v4) if !v4.is_link_local() => Some(format!("http://{v4}:{port}/")),
            _ => None,
        })
        .collect();
    addresses.sort();
    addresses.dedup();
    addresses
}

/// How long a client has to send a request's headers, counted from when the server starts
/// waiting for them; also how long an idle keep-alive connection stays open.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// Longest time a request body may take to arrive whole, counted from its headers: a form or
/// a tournament file of 1 MiB arrives in far less even on a weak Wi-Fi.
pub const BODY_DEADLINE: Duration = Duration::from_secs(30);
/// Descriptors kept free for the database, its journal, backups, static files, and the
/// connections answered 503 beyond the cap.
const RESERVED_DESCRIPTORS: u64 = 64;
/// Largest read or write buffer one connection may grow (hyper's default is about 400 KiB):
/// request headers must fit in it (a larger head is answered 431), and bodies stream through
/// it, so thousands of connections cannot each keep a large buffer.
const MAX_CONNECTION_BUFFER: usize = 32 * 1024;
/// Connections answered 503 at the same time at most; past it they are closed unanswered.
const MAX_TURNED_AWAY: usize = 32;

/// Raises this process's open-file limit to the hard limit the system allows, and says how many
/// connections fit under the limit there is.
pub fn connection_cap() -> usize {
    let limit = raise_descriptor_limit();
    let fitting = limit.saturating_sub(RESERVED_DESCRIPTORS).max(16);
    usize::try_from(fitting).unwrap_or(usize::MAX)
}

/// The event streams allowed under a connection cap: at most half of it, so that streams never
/// hold the connections that page loads, saves and sign-ins need.
pub fn stream_budget(connections: usize) -> usize {
    (connections / 2).clamp(1, crate::web::live::MAX_STREAMS)
}

/// Raises the soft RLIMIT_NOFILE to the hard one; returns the soft limit in force afterwards.
#[cfg(unix)]
// rlim_t is u64 on Linux and macOS but not on every unix.
#[allow(clippy::unnecessary_cast)]
fn raise_descriptor_limit() -> u64 {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read or write the struct passed by reference.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
        return FALLBACK_DESCRIPTORS;
    }
    // An "unlimited" hard limit is not accepted as a soft one; far more than needed is enough.
    let wanted = limit.rlim_max.min(65_536);
    if limit.rlim_cur < wanted {
        let raised = libc::rlimit {
            rlim_cur: wanted,
            rlim_max: limit.rlim_max,
        };
        // SAFETY: as above; a refusal leaves the old limit, which is still correct.
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
            limit = raised;
        }
    }
    limit.rlim_cur as u64
}

#[cfg(not(unix))]
fn raise_descriptor_limit() -> u64 {
    FALLBACK_DESCRIPTORS
}

/// The descriptor limit assumed when the system does not say.
const FALLBACK_DESCRIPTORS: u64 = 1024;

/// Whether a server on `database` is a league's: always on PostgreSQL, the database of a
/// league's server (a laptop has no database to install); on the laptop's SQLite file only when
/// `asked` (`--league`), so that the laptop keeps its one organizer.
pub fn league_mode(database: &crate::db::Location, asked: bool) -> bool {
    asked || matches!(database, crate::db::Location::Postgres(_))
}

pub async fn serve(config: ServeConfig) -> Result<(), Box<dyn std::error::Error>> {
    let cap = config.max_connections.unwrap_or_else(connection_cap).max(2);
    let streams = config.max_streams.unwrap_or_else(|| stream_budget(cap));
    let pool = crate::db::open(config.database.clone()).await?;
    let listener = tokio::net::TcpListener::bind(config.bind).await?;
    let local = listener.local_addr()?;
    // How phones reach this laptop: every LAN address when bound to all of them, else the one.
    let lan = if local.ip().is_unspecified() {
        lan_addresses(local.port())
    } else if local.ip().is_loopback() {
        Vec::new()
    } else {
        vec![format!("http://{local}/")]
    };
    // How the change signal travels between processes, chosen by the database: in process
    // for the SQLite file, which has no other process; through PostgreSQL's LISTEN/NOTIFY for
    // a league's server, whose instances share one database.
    let url = match &config.database {
        crate::db::Location::Postgres(url) => Some(url.as_str()),
        crate::db::Location::File(_) => None,
    };
    let bus = crate::app::changes::ChangeBus::from_database_url(url)?;
    let limits = web::live::StreamLimits::within(streams);
    let mut state = AppState::new(pool.clone(), config.secure_cookies)
        .with_live(web::live::Live::on_bus(limits, bus));
    state.league = league_mode(&config.database, config.league);
    // Served to the open internet behind a proxy, or a league's server on PostgreSQL: longer
    // passwords.
    state.behind_proxies(config.trusted_proxies.clone());
    if matches!(config.database, crate::db::Location::Postgres(_)) {
        state.password_rules = crate::app::accounts::PasswordRules::OPEN_INTERNET;
    }
    // Snapshots are copies of the SQLite file; a PostgreSQL server is backed up with its own
    // tool, which the backup page names.
    state.backup_dir = match &config.database {
        crate::db::Location::File(path) => Some(crate::db::backup::backup_dir_for(path)),
        crate::db::Location::Postgres(_) => None,
    };
    state.lan_address = lan.first().map(|url| url.trim_end_matches('/').to_string());
    tokio::spawn(web::backups::snapshot_loop(state.clone()));
    tokio::spawn(crate::memory::housekeeping_loop(|| {
        web::auth::release_idle_argon_memory(crate::memory::ARGON2_IDLE);
    }));
    let pages = state.last_change.clone();
    let league = state.league;
    let app = web::router(state, config.assets);
    println!("tenbou is running. Database: {}", config.database);
    if league {
        println!(
            "  A league's server: its administrator (made with `tenbou admin`) signs in at /login."
        );
    }
    // A league's server is rarely a laptop, and its readers come through the proxy's address.
    let here = if league { "this server" } else { "this laptop" };
    println!("  On {here} open:  http://localhost:{}/", local.port());
    if local.ip().is_unspecified() && lan.is_empty() {
        println!("  No network found for phones yet: connect to the venue's Wi-Fi and restart.");
    }
    for address in &lan {
        println!("  Phones on the LAN open: {address}");
    }
    println!("Press Ctrl-C to stop.");
    let connections = Connections::new(cap).trusting(config.trusted_proxies);
    accept_loop(listener, app, pages, connections, config.body_deadline).await;
    pool.close().await;
    println!("tenbou stopped; everything recorded is saved.");
    Ok(())
}

/// Makes a league administrator named `name` with `password` in `database`
/// (the one `serve` opens, migrated first): `tenbou admin`. The name and password follow the
/// rules of every account; a refusal comes back in words.
pub async fn create_administrator(
    database: crate::db::Location,
    name: &str,
    password: &str,
) -> Result<(), String> {
    use crate::app::{league, AppError};
    let shown = database.to_string();
    let pool = crate::db::open(database)
        .await
        .map_err(|err| format!("cannot open {shown}: {err}"))?;
    let store = crate::app::Store::from(pool.clone());
    let name = crate::tournament::details::clean_text(name);
    let words = |err: AppError| match err {
        AppError::Refused(refusal) => web::refusal_in_english(&refusal),
        other => other.to_string(),
    };
    // The administrator signs in to a server others reach: the open internet's rules.
    let rules = crate::app::accounts::PasswordRules::OPEN_INTERNET;
    league::check_new_account((&store, rules), &name, (password, password))
        .await
        .map_err(words)?;
    let owned = password.to_string();
    let hash = tokio::task::spawn_blocking(move || web::auth::hash_password(&owned))
        .await
        .map_err(|err| err.to_string())?
        .map_err(|_| "the password could not be hashed".to_string())?;
    league::create_administrator(&store, &name, &hash)
        .await
        .map_err(words)?;
    pool.close().await;
    Ok(())
}

/// Connections one address may hold for anything: a phone's browser opens about six to a
/// server, and a live page one more; the rest of the cap stays for everyone else.
pub const CONNECTIONS_PER_ADDRESS: usize = 16;
/// Connections one address may hold beyond its share, each serving only signed-in staff (a
/// referee's phone behind the same address as a flood still works).
pub const STAFF_CONNECTIONS_PER_ADDRESS: usize = 8;

/// The connection cap, with a few places only the organizer's laptop may take, and a share
/// per address (as event streams have), so that one address holding silent connections
/// cannot take the places every other phone needs.
#[derive(Clone)]
pub struct Connections {
    anyone: Arc<Semaphore>,
    laptop: Arc<Semaphore>,
    by_address: HeldByAddress,
    per_address: usize,
    /// Proxies: their connections carry many clients, so they are not held to one address's
    /// share (the clients behind them are held to theirs by the web's limits).
    proxies: web::auth::TrustedProxies,
}

/// Connections each address other than the laptop holds now.
type HeldByAddress = Arc<Mutex<HashMap<IpAddr, usize>>>;

/// What an admitted connection may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admitted {
    /// Anything: within its address's share, or the organizer's laptop.
    Anyone,
    /// Beyond its address's share: only requests of signed-in staff are answered.
    StaffOnly,
}

/// One admitted connection's place in the cap and in its address's share; both are given
/// back when it is dropped.
pub struct ConnectionSlot {
    _permit: OwnedSemaphorePermit,
    counted: Option<(IpAddr, HeldByAddress)>,
    pub admitted: Admitted,
}

impl Drop for ConnectionSlot {
    fn drop(&mut self) {
        if let Some((address, by_address)) = self.counted.take() {
            let mut held = lock(&by_address);
            if let Some(count) = held.get_mut(&address) {
                *count = count.saturating_sub(1);
                if *count == 0 {
                    held.remove(&address);
                }
            }
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic while holding the lock leaves only counts behind, still usable.
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

impl Connections {
    /// Up to `cap` connections, an eighth of them (between 1 and 32) kept for the laptop,
    /// and [`CONNECTIONS_PER_ADDRESS`] (at most a quarter of the cap) for any other address.
    pub fn new(cap: usize) -> Self {
        let kept = (cap / 8).clamp(1, 32);
        Self {
            anyone: Arc::new(Semaphore::new(cap.saturating_sub(kept).max(1))),
            laptop: Arc::new(Semaphore::new(kept)),
            by_address: Arc::default(),
            per_address: CONNECTIONS_PER_ADDRESS.min(cap / 4).max(1),
            proxies: Default::default(),
        }
    }

    /// The same cap, with the connections of `proxies` counted in it but not per address.
    pub fn trusting(self, proxies: web::auth::TrustedProxies) -> Self {
        Self { proxies, ..self }
    }

    /// A place for a connection from `peer`, or None when every place it may take is held.
    /// The laptop is not counted per address; another address past its share is admitted
    /// for staff only, up to [`STAFF_CONNECTIONS_PER_ADDRESS`] more.
    pub fn admit(&self, peer: IpAddr) -> Option<ConnectionSlot> {
        let peer = peer.to_canonical();
        if web::auth::is_the_laptop(peer) {
            let permit = self
                .anyone
                .clone()
                .try_acquire_owned()
                .ok()
                .or_else(|| self.laptop.clone().try_acquire_owned().ok())?;
            return Some(ConnectionSlot {
                _permit: permit,
                counted: None,
                admitted: Admitted::Anyone,
            });
        }
        if self.proxies.trust(peer) {
            let permit = self.anyone.clone().try_acquire_owned().ok()?;
            return Some(ConnectionSlot {
                _permit: permit,
                counted: None,
                admitted: Admitted::Anyone,
            });
        }
        let mut held = lock(&self.by_address);
        let count = held.get(&peer).copied().unwrap_or(0);
        let admitted = if count < self.per_address {
            Admitted::Anyone
        } else if count < self.per_address + STAFF_CONNECTIONS_PER_ADDRESS {
            Admitted::StaffOnly
        } else {
            return None;
        };
        let permit = self.anyone.clone().try_acquire_owned().ok()?;
        *held.entry(peer).or_insert(0) += 1;
        Some(ConnectionSlot {
            _permit: permit,
            counted: Some((peer, self.by_address.clone())),
            admitted,
        })
    }

    /// Waits until any place is free.
    async fn any_free(&self) -> Option<OwnedSemaphorePermit> {
        tokio::select! {
            permit = self.anyone.clone().acquire_owned() => permit.ok(),
            permit = self.laptop.clone().acquire_owned() => permit.ok(),
        }
    }

    fn full(&self) -> bool {
        self.anyone.available_permits() == 0 && self.laptop.available_permits() == 0
    }
}

/// What a connection beyond the cap is told before it is closed.
const TURNED_AWAY: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 58\r\nConnection: close\r\n\r\nThe server is busy right now: try again in a few seconds.\n";

/// Answers a connection beyond the cap with a 503 and closes it, spending at most a second.
fn turn_away(mut stream: tokio::net::TcpStream, turning_away: &Arc<Semaphore>) {
    let Ok(permit) = turning_away.clone().try_acquire_owned() else {
        return; // Dropped: closed unanswered.
    };
    tokio::spawn(async move {
        let _permit = permit;
        let _ = tokio::time::timeout(Duration::from_secs(1), async {
            use tokio::io::{AsyncReadExt, AsyncWriteExt};
            stream.write_all(TURNED_AWAY).await?;
            stream.shutdown().await?;
            // Read what the client sent, so that closing does not reset the answer away.
            let mut sink = [0u8; 1024];
            while stream.read(&mut sink).await? > 0 {}
            std::io::Result::Ok(())
        })
        .await;
    });
}

/// Accepts connections until Ctrl-C, within `connections`, then lets the requests in progress
/// finish. Each request's body must arrive whole within `body_deadline`.
async fn accept_loop(
    listener: tokio::net::TcpListener,
    app: axum::Router,
    pages: web::caching::LastChange,
    connections: Connections,
    body_deadline: Duration,
) {
    let shutdown = GracefulShutdown::new();
    let turning_away = Arc::new(Semaphore::new(MAX_TURNED_AWAY));
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(HEADER_TIMEOUT)
        .max_buf_size(MAX_CONNECTION_BUFFER)
        .keep_alive(true);
    let ctrl_c = tokio::signal::ctrl_c();
    tokio::pin!(ctrl_c);
    loop {
        // With every place held, even the laptop's, new connections wait in the kernel's queue
        // (the laptop's own connections hold the cap: nobody is served before anybody else).
        if connections.full() {
            tokio::select! {
                permit = connections.any_free() => drop(permit),
                _ = &mut ctrl_c => break,
            }
        }
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(err) => {
                    // Out of descriptors or a connection reset before it was accepted: wait a
                    // moment rather than spin, and keep serving the others.
                    tracing::warn!("accepting a connection failed: {err}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = &mut ctrl_c => break,
        };
        let Some(slot) = connections.admit(peer.ip()) else {
            turn_away(stream, &turning_away);
            continue;
        };
        let _ = stream.set_nodelay(true);
        let service = ConnectionService {
            app: app.clone(),
            pages: pages.clone(),
            peer,
            staff_only: slot.admitted == Admitted::StaffOnly,
            body_deadline,
        };
        let connection = http.serve_connection(TokioIo::new(stream), service);
        let connection = shutdown.watch(connection);
        tokio::spawn(async move {
            let _slot = slot;
            // Errors here are clients that went away or timed out: nothing to report.
            let _ = connection.await;
        });
    }
    drop(listener);
    // Requests in progress get a little time to finish; idle connections close at once.
    let _ = tokio::time::timeout(Duration::from_secs(10), shutdown.shutdown()).await;
}

/// What serves one connection's requests: a current copy of a shared public page straight
/// from the page cache (`web::caching::answer_current`), anything else through the router,
/// with the client's address and the body's deadline attached.
#[derive(Clone)]
struct ConnectionService {
    app: axum::Router,
    pages: web::caching::LastChange,
    peer: SocketAddr,
    /// Beyond its address's share: only signed-in staff are answered (never from the cache).
    staff_only: bool,
    body_deadline: Duration,
}

type Answer = Pin<Box<dyn Future<Output = Result<axum::response::Response, Infallible>> + Send>>;

impl hyper::service::Service<axum::http::Request<hyper::body::Incoming>> for ConnectionService {
    type Response = axum::response::Response;
    type Error = Infallible;
    type Future = futures_util::future::Either<
        std::future::Ready<Result<axum::response::Response, Infallible>>,
        Answer,
    >;

    fn call(&self, request: axum::http::Request<hyper::body::Incoming>) -> Self::Future {
        use futures_util::future::Either;
        if !self.staff_only {
            let (method, uri, headers) = (request.method(), request.uri(), request.headers());
            if let Some(answer) = web::caching::answer_current(&self.pages, method, uri, headers) {
                return Either::Left(std::future::ready(Ok(answer)));
            }
        }
        let deadline = self.body_deadline;
        let mut request = request.map(|body| Body::new(WholeBodyDeadline::new(body, deadline)));
        request.extensions_mut().insert(ConnectInfo(self.peer));
        if self.staff_only {
            request.extensions_mut().insert(web::auth::StaffOnly);
        }
        Either::Right(Box::pin(self.app.clone().oneshot(request)))
    }
}

/// A request body that must arrive whole by a deadline. A per-read timeout alone restarts at
/// every byte, so a body trickled a byte at a time could hold its connection for hours.
pub struct WholeBodyDeadline<B> {
    inner: B,
    deadline: Pin<Box<tokio::time::Sleep>>,
}

impl<B> WholeBodyDeadline<B> {
    pub fn new(inner: B, within: Duration) -> Self {
        Self {
            inner,
            deadline: Box::pin(tokio::time::sleep(within)),
        }
    }
}

/// The error a body past its deadline ends with.
#[derive(Debug)]
pub struct BodyTooSlow;

impl std::fmt::Display for BodyTooSlow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the request body did not arrive in time")
    }
}

impl std::error::Error for BodyTooSlow {}

impl<B> hyper::body::Body for WholeBodyDeadline<B>
where
    B: hyper::body::Body + Unpin,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    type Data = B::Data;
    type Error = Box<dyn std::error::Error + Send + Sync>;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<hyper::body::Frame<Self::Data>, Self::Error>>> {
        let this = &mut *self;
        match Pin::new(&mut this.inner).poll_frame(cx) {
            Poll::Ready(frame) => Poll::Ready(frame.map(|f| f.map_err(Into::into))),
            Poll::Pending => match this.deadline.as_mut().poll(cx) {
                Poll::Ready(()) => Poll::Ready(Some(Err(Box::new(BodyTooSlow)))),
                Poll::Pending => Poll::Pending,
            },
        }
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> hyper::body::SizeHint {
        self.inner.size_hint()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phones_beyond_the_cap_are_turned_away_while_the_laptop_still_gets_in() {
        let connections = Connections::new(16);
        let phones = (0..20).map(|n| IpAddr::from([192, 0, 2, n]));
        let held: Vec<_> = phones
            .filter_map(|phone| connections.admit(phone))
            .collect();
        assert_eq!(held.len(), 14, "two places kept for the laptop");
        assert!(connections.admit(IpAddr::from([127, 0, 0, 9])).is_none());
        let laptop = IpAddr::from([127, 0, 0, 1]);
        let mine: Vec<_> = std::iter::from_fn(|| connections.admit(laptop)).collect();
        assert_eq!(mine.len(), 2);
        assert!(connections.full());
        drop(held);
        assert!(connections.admit(IpAddr::from([192, 0, 2, 1])).is_some());
    }

    #[test]
    fn one_address_gets_its_share_then_staff_only_places_while_others_still_get_in() {
        let connections = Connections::new(600);
        let flooder = IpAddr::from([192, 0, 2, 7]);
        let held: Vec<_> = std::iter::from_fn(|| connections.admit(flooder)).collect();
        let staff_only = held
            .iter()
            .filter(|slot| slot.admitted == Admitted::StaffOnly)
            .count();
        assert_eq!(
            held.len(),
            CONNECTIONS_PER_ADDRESS + STAFF_CONNECTIONS_PER_ADDRESS
        );
        assert_eq!(staff_only, STAFF_CONNECTIONS_PER_ADDRESS);
        let other = connections.admit(IpAddr::from([192, 0, 2, 8])).unwrap();
        assert_eq!(other.admitted, Admitted::Anyone);
        // The laptop is never counted per address.
        let laptop = IpAddr::from([127, 0, 0, 1]);
        let mine: Vec<_> = (0..40).filter_map(|_| connections.admit(laptop)).collect();
        assert!(mine.iter().all(|slot| slot.admitted == Admitted::Anyone));
        assert_eq!(mine.len(), 40);
        // Places given back are counted again from the start.
        drop(held);
        let again = connections.admit(flooder).unwrap();
        assert_eq!(again.admitted, Admitted::Anyone);
    }

    #[test]
    fn a_trusted_proxy_holds_connections_beyond_one_address_share() {
        let proxy = IpAddr::from([10, 0, 0, 1]);
        let trusted = web::auth::TrustedProxies::new(vec!["10.0.0.1".parse().unwrap()]);
        let connections = Connections::new(600).trusting(trusted);
        let held: Vec<_> = (0..100).filter_map(|_| connections.admit(proxy)).collect();
        assert_eq!(held.len(), 100);
        assert!(held.iter().all(|slot| slot.admitted == Admitted::Anyone));
        let untrusted: Vec<_> =
            std::iter::from_fn(|| connections.admit(IpAddr::from([10, 0, 0, 2]))).collect();
        assert_eq!(
            untrusted.len(),
            CONNECTIONS_PER_ADDRESS + STAFF_CONNECTIONS_PER_ADDRESS
        );
    }

    #[test]
    fn a_postgresql_database_serves_a_league_and_the_laptops_file_only_when_asked() {
        let file = crate::db::Location::File("tenbou.db".into());
        let server = crate::db::Location::from_url("postgres://tenbou@db-host/tenbou").unwrap();
        assert!(!league_mode(&file, false));
        assert!(league_mode(&file, true));
        assert!(league_mode(&server, false));
        assert!(league_mode(&server, true));
    }

    #[test]
    fn streams_get_well_under_half_of_the_connections() {
        assert_eq!(stream_budget(960), 480);
        assert_eq!(stream_budget(65_000), crate::web::live::MAX_STREAMS);
        assert!(stream_budget(2) >= 1);
    }

    #[tokio::test]
    async fn a_body_trickled_past_its_deadline_ends_in_an_error() {
        use http_body_util::BodyExt;
        // A byte every 20 ms, each well within any per-read timeout, for two seconds.
        let trickle = futures_util::stream::unfold(0, |n| async move {
            if n == 100 {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
            Some((
                Ok::<_, std::io::Error>(axum::body::Bytes::from_static(b"x")),
                n + 1,
            ))
        });
        let body = axum::body::Body::from_stream(trickle);
        let slow = WholeBodyDeadline::new(body, Duration::from_millis(100));
        let read = slow.collect().await;
        assert!(read.is_err(), "the body was cut off at its deadline");
    }
}
