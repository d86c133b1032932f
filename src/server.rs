//! Starting the web app: open the database, bind the address, tell the organizer which
//! addresses to open, and shut down cleanly on Ctrl-C.

use crate::web::{self, AppState};
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;

/// How `tenbou serve` runs.
pub struct ServeConfig {
    pub bind: SocketAddr,
    pub db_path: PathBuf,
    pub static_dir: PathBuf,
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

pub async fn serve(config: ServeConfig) -> Result<(), Box<dyn std::error::Error>> {
    let pool = crate::db::open(&config.db_path).await?;
    let mut state = AppState::new(pool.clone(), config.secure_cookies);
    state.backup_dir = Some(crate::db::backup::backup_dir_for(&config.db_path));
    tokio::spawn(web::backups::snapshot_loop(state.clone()));
    let app = web::router(state, config.static_dir);
    let listener = tokio::net::TcpListener::bind(config.bind).await?;
    let local = listener.local_addr()?;
    println!("tenbou is running. Database: {}", config.db_path.display());
    println!("  On this laptop open:  http://localhost:{}/", local.port());
    if local.ip().is_unspecified() {
        let lan = lan_addresses(local.port());
        if lan.is_empty() {
            println!(
                "  No network found for phones yet: connect to the venue's Wi-Fi and restart."
            );
        }
        for address in lan {
            println!("  Phones on the LAN open: {address}");
        }
    }
    println!("Press Ctrl-C to stop.");
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await?;
    pool.close().await;
    println!("tenbou stopped; everything recorded is saved.");
    Ok(())
}
