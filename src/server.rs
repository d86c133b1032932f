//! Starting the web app: open the database, bind the address, tell the organizer which
//! addresses to open, serve each connection with hyper, and shut down cleanly on Ctrl-C.
//!
//! A laptop on a venue's Wi-Fi must stay reachable when a stranger opens connections and sends
//! nothing, or sends headers a byte at a time: hyper closes a connection whose request headers
//! have not all arrived within [`HEADER_TIMEOUT`] (which also ends idle keep-alive
//! connections), the number of open connections is capped below what the process may open,
//! and the descriptor limit is raised as far as the system allows.

use crate::web::{self, AppState};
use axum::extract::ConnectInfo;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;
use tower::ServiceExt;

/// How `tenbou serve` runs.
pub struct ServeConfig {
    pub bind: SocketAddr,
    pub db_path: PathBuf,
    pub assets: crate::web::Assets,
    pub secure_cookies: bool,
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
/// Most connections served at once; more wait in the kernel's queue until one closes.
const MAX_CONNECTIONS: usize = 1024;
/// Descriptors kept free for the database, its journal, backups and static files.
const RESERVED_DESCRIPTORS: u64 = 64;

/// Raises this process's open-file limit to the hard limit the system allows, and says how many
/// connections fit under the limit there is.
fn connection_cap() -> usize {
    let limit = raise_descriptor_limit();
    let fitting = limit.saturating_sub(RESERVED_DESCRIPTORS).max(16);
    usize::try_from(fitting).map_or(MAX_CONNECTIONS, |fitting| fitting.min(MAX_CONNECTIONS))
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
        return MAX_CONNECTIONS as u64;
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
    MAX_CONNECTIONS as u64
}

pub async fn serve(config: ServeConfig) -> Result<(), Box<dyn std::error::Error>> {
    let cap = connection_cap();
    let pool = crate::db::open(&config.db_path).await?;
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
    let mut state = AppState::new(pool.clone(), config.secure_cookies);
    state.backup_dir = Some(crate::db::backup::backup_dir_for(&config.db_path));
    state.lan_address = lan.first().map(|url| url.trim_end_matches('/').to_string());
    tokio::spawn(web::backups::snapshot_loop(state.clone()));
    let app = web::router(state, config.assets);
    println!("tenbou is running. Database: {}", config.db_path.display());
    println!("  On this laptop open:  http://localhost:{}/", local.port());
    if local.ip().is_unspecified() && lan.is_empty() {
        println!("  No network found for phones yet: connect to the venue's Wi-Fi and restart.");
    }
    for address in &lan {
        println!("  Phones on the LAN open: {address}");
    }
    println!("Press Ctrl-C to stop.");
    accept_loop(listener, app, cap).await;
    pool.close().await;
    println!("tenbou stopped; everything recorded is saved.");
    Ok(())
}

/// Accepts connections until Ctrl-C, at most `cap` open at once, then lets the requests in
/// progress finish.
async fn accept_loop(listener: tokio::net::TcpListener, app: axum::Router, cap: usize) {
    let open = Arc::new(Semaphore::new(cap));
    let shutdown = GracefulShutdown::new();
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(HEADER_TIMEOUT)
        .keep_alive(true);
    let ctrl_c = tokio::signal::ctrl_c();
    tokio::pin!(ctrl_c);
    loop {
        let permit = tokio::select! {
            permit = open.clone().acquire_owned() => match permit {
                Ok(permit) => permit,
                Err(_) => break,
            },
            _ = &mut ctrl_c => break,
        };
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
        let _ = stream.set_nodelay(true);
        let service = app.clone().map_request(
            move |mut request: axum::http::Request<hyper::body::Incoming>| {
                request.extensions_mut().insert(ConnectInfo(peer));
                request
            },
        );
        let connection =
            http.serve_connection(TokioIo::new(stream), TowerToHyperService::new(service));
        let connection = shutdown.watch(connection);
        tokio::spawn(async move {
            let _permit = permit;
            // Errors here are clients that went away or timed out: nothing to report.
            let _ = connection.await;
        });
    }
    drop(listener);
    // Requests in progress get a little time to finish; idle connections close at once.
    let _ = tokio::time::timeout(Duration::from_secs(10), shutdown.shutdown()).await;
}
