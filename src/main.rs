//! The `tenbou` command: `serve` (the default) runs the web app; `game`, `score` and `seat` are
//! batch front ends of the engine. Thin on purpose: parse the command line and hand over.

use clap::{Parser, Subcommand};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "tenbou", version, about = "Run a mahjong tournament from a laptop: players read the standings on their phones.")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    serve: ServeArgs,
}

#[derive(clap::Args, Clone)]
struct ServeArgs {
    /// Address and port to listen on (0.0.0.0 serves the whole LAN).
    #[arg(long, env = "TENBOU_BIND", default_value = "0.0.0.0:8080", global = true)]
    bind: SocketAddr,
    /// The SQLite database file; created on first start.
    #[arg(long, env = "TENBOU_DB", default_value = "tenbou.db", global = true)]
    db: PathBuf,
    /// Folder of CSS and images (default: ./static, else the one beside the sources).
    #[arg(long, env = "TENBOU_STATIC")]
    static_dir: Option<PathBuf>,
    /// Mark cookies Secure (only when tenbou is served behind HTTPS).
    #[arg(long, env = "TENBOU_SECURE_COOKIES")]
    secure_cookies: bool,
}

#[derive(Subcommand)]
enum Command {
    /// Run the web app (the default when no command is given).
    Serve,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => serve(cli.serve),
    }
}

fn serve(args: ServeArgs) -> ExitCode {
    tracing_subscriber::fmt().with_target(false).init();
    let config = tenbou::server::ServeConfig {
        bind: args.bind,
        db_path: args.db,
        static_dir: args.static_dir.unwrap_or_else(tenbou::web::default_static_dir),
        secure_cookies: args.secure_cookies,
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(err) => {
            eprintln!("tenbou: cannot start: {err}");
            return ExitCode::from(1);
        }
    };
    match runtime.block_on(tenbou::server::serve(config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("tenbou: {err}");
            ExitCode::from(1)
        }
    }
}
