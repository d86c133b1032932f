//! The `tenbou` command: `serve` (the default) runs the web app; `game`, `score` and `seat` are
//! batch front ends of the engine; `admin` makes a league server's administrator on its
//! console. Thin on purpose: parse the command line and hand over.

use clap::{Parser, Subcommand};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "tenbou",
    version,
    args_conflicts_with_subcommands = true,
    about = "Run a mahjong tournament from a laptop: players read the standings on their phones."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    serve: ServeArgs,
}

#[derive(clap::Args, Clone)]
struct ServeArgs {
    /// Address and port to listen on (0.0.0.0 serves the whole LAN).
    #[arg(long, env = "TENBOU_BIND", default_value = "0.0.0.0:8080")]
    bind: SocketAddr,
    /// The SQLite database file; created on first start.
    #[arg(long, env = "TENBOU_DB", default_value = "tenbou.db")]
    db: PathBuf,
    /// A PostgreSQL database to keep the data in instead of the file (a league server):
    /// postgres://user:password@host/database. The database must exist; tenbou makes its
    /// tables.
    #[arg(long, env = "DATABASE_URL")]
    database_url: Option<String>,
    /// Serve the CSS, scripts and images from this folder instead of the copies built in.
    #[arg(long, env = "TENBOU_STATIC")]
    static_dir: Option<PathBuf>,
    /// Mark cookies Secure (only when tenbou is served behind HTTPS).
    #[arg(long, env = "TENBOU_SECURE_COOKIES")]
    secure_cookies: bool,
    /// A proxy in front of tenbou, by address or network (10.0.0.0/8); repeat for several.
    /// Only its X-Forwarded-For names the client, its X-Forwarded-Proto: https marks
    /// cookies Secure, and its X-Forwarded-Host is the address the table cards print.
    /// Serving the open internet: passwords need 12 characters, and no request through it
    /// reaches the first-start setup.
    #[arg(
        long = "trusted-proxy",
        env = "TENBOU_TRUSTED_PROXY",
        value_delimiter = ','
    )]
    trusted_proxy: Vec<tenbou::web::auth::ProxyRange>,
    /// Most connections served at once [default: as many as the open-file limit allows].
    #[arg(long, env = "TENBOU_MAX_CONNECTIONS")]
    max_connections: Option<usize>,
    /// Most live pages (event streams) open at once [default: half the connections, at most
    /// 2000].
    #[arg(long, env = "TENBOU_MAX_STREAMS")]
    max_streams: Option<usize>,
    /// Seconds a request body may take to arrive whole [default: 30].
    #[arg(long, env = "TENBOU_BODY_SECONDS")]
    body_seconds: Option<u64>,
    /// Serve a league (docs/league.md): several organizers each owning their events, an
    /// administrator made with `tenbou admin`, and a public index of events at `/`. Always on
    /// with --database-url (PostgreSQL); on the SQLite file only when given.
    #[arg(long, env = "TENBOU_LEAGUE")]
    league: bool,
}

#[derive(Subcommand)]
enum Command {
    /// Run the web app (the default when no command is given).
    Serve(ServeArgs),
    /// Read a game's hands as JSON on standard input and print its score sheet as JSON.
    Game,
    /// Score hands from their tiles: JSON lines in on standard input, JSON lines out.
    Score,
    /// Plan a seating for players numbered 1…N and print it as CSV (round,table,seat,player).
    Seat(SeatArgs),
    /// Make a league administrator (docs/league.md): the password is read from standard
    /// input, twice from a terminal, once from a pipe.
    Admin(AdminArgs),
}

#[derive(clap::Args)]
struct AdminArgs {
    /// The name the administrator signs in with.
    #[arg(long)]
    name: String,
    /// The database `serve` opens.
    #[arg(long, env = "TENBOU_DB", default_value = "tenbou.db")]
    db: PathBuf,
    /// The PostgreSQL database `serve --database-url` opens (a league server), instead of the file.
    #[arg(long, env = "DATABASE_URL")]
    database_url: Option<String>,
}

/// The database a command names: the PostgreSQL URL when one is given (and not empty), else
/// the SQLite file.
fn database_of(file: PathBuf, url: Option<&str>) -> Result<tenbou::db::Location, String> {
    match url.filter(|url| !url.is_empty()) {
        None => Ok(tenbou::db::Location::File(file)),
        Some(url) => {
            tenbou::db::Location::from_url(url).map_err(|err| format!("--database-url: {err}"))
        }
    }
}

/// Reads the password, then makes the account in the database `serve` opens.
fn admin(args: AdminArgs) -> ExitCode {
    let database = match database_of(args.db, args.database_url.as_deref()) {
        Ok(database) => database,
        Err(err) => {
            eprintln!("tenbou admin: {err}");
            return ExitCode::from(2);
        }
    };
    let password = match tenbou::cli::admin::read_password() {
        Ok(password) => password,
        Err(err) => {
            eprintln!("tenbou admin: {err}");
            return ExitCode::from(2);
        }
    };
    let made = tokio::runtime::Runtime::new()
        .map_err(|err| err.to_string())
        .and_then(|runtime| {
            runtime.block_on(tenbou::server::create_administrator(
                database, &args.name, &password,
            ))
        });
    match made {
        Ok(()) => {
            println!(
                "League administrator {} made: sign in at /login.",
                args.name.trim()
            );
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("tenbou admin: {err}");
            ExitCode::from(1)
        }
    }
}

#[derive(clap::Args)]
struct SeatArgs {
    /// Number of players (numbered 1…N in the output).
    #[arg(long)]
    players: usize,
    /// Number of rounds to plan.
    #[arg(long)]
    rounds: usize,
    /// Seed of the draw: the same seed gives the same seating.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// How tables are formed (round robin: tables of two only).
    #[arg(long, value_enum, default_value = "balanced")]
    mode: SeatMode,
    /// When N is not a multiple of the table size: full tables only (refuse), tables one
    /// seat short completed by a substitute (player 0 in the output), sit-outs in turn, or
    /// (American) a fifth person at some tables.
    #[arg(long, value_enum, default_value = "fours")]
    tables: SeatTables,
    /// The ruleset the tables play (a preset id): its table size decides the seats. Sanma
    /// (`sanma-msmc`) seats tables of three (E, S, W); every other preset tables of four
    /// [default: msmc-2016].
    #[arg(long)]
    ruleset: Option<String>,
    /// Seats a table: 2 (E, S: two-player games), 3 or 4, instead of the ruleset's.
    #[arg(long)]
    table_size: Option<usize>,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum SeatMode {
    Balanced,
    Random,
    Swiss,
    /// Everyone meets everyone once (Berger tables; tables of two).
    RoundRobin,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum SeatTables {
    /// Full tables only (N must be a multiple of the table size: four, three in sanma, two
    /// at tables of two).
    #[value(alias = "full")]
    Fours,
    /// Tables one seat short (three, or two in sanma) completed by a substitute; never a
    /// game of two.
    Substitute,
    /// Players sit out in turn.
    SitOuts,
    /// The players left over from the tables of four each sit fifth at a table, the bettor of
    /// an American table of five (`--ruleset american` only; seat `F` in the output).
    FifthSeats,
}

fn seat(args: SeatArgs) -> ExitCode {
    use tenbou::cli::seat::SeatCliError;
    use tenbou::tournament::seating::{SeatingError, SeatingMode, TableRule, TableSize};
    let mode = match args.mode {
        SeatMode::Balanced => SeatingMode::Balanced,
        SeatMode::Random => SeatingMode::Random,
        SeatMode::Swiss => SeatingMode::Swiss,
        SeatMode::RoundRobin => SeatingMode::RoundRobin,
    };
    let rule = match args.tables {
        SeatTables::Fours => TableRule::Fours,
        SeatTables::Substitute => TableRule::ThreesWithSubstitute,
        SeatTables::SitOuts => TableRule::SitOuts,
        SeatTables::FifthSeats => TableRule::FifthSeats,
    };
    let ruleset = args.ruleset.as_deref();
    let table = match tenbou::cli::seat::table_for(ruleset, args.table_size, (rule, mode)) {
        Ok(table) => table,
        Err(err) => {
            eprintln!("tenbou seat: {err}");
            return ExitCode::from(2);
        }
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    match tenbou::cli::seat::write_seating_csv_for(
        table,
        args.players,
        args.rounds,
        args.seed,
        mode,
        rule,
        &mut out,
    ) {
        Ok(()) => match std::io::Write::flush(&mut out) {
            Ok(()) => ExitCode::SUCCESS,
            Err(err) => {
                eprintln!("tenbou seat: {err}");
                ExitCode::from(1)
            }
        },
        Err(err) => {
            eprintln!("tenbou seat: {err}");
            if let SeatCliError::Seating(
                SeatingError::NotMultipleOfFour { .. }
                | SeatingError::NotMultipleOfThree { .. }
                | SeatingError::NotMultipleOf { .. },
            ) = err
            {
                // A game of two is never completed by a substitute.
                let ways = if table == TableSize::TWO {
                    "--tables sit-outs seats them anyway"
                } else {
                    "--tables substitute or --tables sit-outs seats them anyway"
                };
                eprintln!("tenbou seat: {ways}");
            }
            ExitCode::from(1)
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => serve(cli.serve),
        Some(Command::Serve(args)) => serve(args),
        Some(Command::Seat(args)) => seat(args),
        Some(Command::Admin(args)) => admin(args),
        Some(Command::Score) => {
            let stdin = std::io::stdin();
            let stdout = std::io::stdout();
            match tenbou::cli::score::run(stdin.lock(), std::io::BufWriter::new(stdout.lock())) {
                Ok(()) => ExitCode::SUCCESS,
                Err(err) => {
                    eprintln!("tenbou score: cannot read the input: {err}");
                    ExitCode::from(2)
                }
            }
        }
        Some(Command::Game) => {
            let (output, status) = match tenbou::cli::game::run_from(std::io::stdin().lock()) {
                Ok(answer) => answer,
                Err(err) => {
                    eprintln!("tenbou game: cannot read standard input: {err}");
                    return ExitCode::from(1);
                }
            };
            println!("{output}");
            ExitCode::from(status.clamp(0, 255) as u8)
        }
    }
}

fn serve(args: ServeArgs) -> ExitCode {
    // Before any thread allocates: the bounds apply to every arena made afterwards.
    tenbou::memory::tune_allocator();
    tracing_subscriber::fmt().with_target(false).init();
    let database = match database_of(args.db, args.database_url.as_deref()) {
        Ok(database) => database,
        Err(err) => {
            eprintln!("tenbou: {err}");
            return ExitCode::from(2);
        }
    };
    let config = tenbou::server::ServeConfig {
        bind: args.bind,
        database,
        assets: args
            .static_dir
            .map_or(tenbou::web::Assets::Embedded, tenbou::web::Assets::Folder),
        secure_cookies: args.secure_cookies,
        league: args.league,
        trusted_proxies: tenbou::web::auth::TrustedProxies::new(args.trusted_proxy),
        max_connections: args.max_connections,
        max_streams: args.max_streams,
        body_deadline: args
            .body_seconds
            .map_or(tenbou::server::BODY_DEADLINE, |seconds| {
                std::time::Duration::from_secs(seconds.max(1))
            }),
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
