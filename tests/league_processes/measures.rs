//! The league server's measures (docs/performance.md, "A league server: two instances on
//! PostgreSQL"): with
//! open events streams spread over the processes, three phases against one tournament of ten
//! tables, each save sent through the processes in turn:
//! 1. one save a second: the time from a save to its event on every stream (on the saving
//!    process and on the other);
//! 2. ten tables saving as fast as they are answered, each save followed by the reload of its
//!    score sheet as on the referee's phone: saves per second;
//! 3. eight readers fetching the standings page as fast as they are answered: pages per second.
//!
//! Measured on two processes on one PostgreSQL database, then on one process on SQLite, the
//! laptop's figure. CI runs a short form (40 streams, a 4-second first phase) and asserts only
//! that nothing failed and every stream heard every save; the figures:
//! `TENBOU_LEAGUE_STREAMS=400 TENBOU_LEAGUE_SECONDS=30 cargo test --release --test
//! league_processes measures -- --nocapture`

use crate::client::{hidden_field, Client};
use crate::postgres::PgDatabase;
use crate::server::{free_port, Server};
use crate::{make_administrator, Stream, ABORTIVE, ADMIN, ADMIN_PASSWORD};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

const TABLES: usize = 10;
const READERS: usize = 8;
/// Time between two saves of the first phase: an event arriving later is counted missed.
const PACE: Duration = Duration::from_secs(1);

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Servers and the tournament they serve, with its organizer signed in.
struct Site {
    name: &'static str,
    ports: Vec<u16>,
    organizer: Client,
    tournament: i64,
    games: Vec<i64>,
    _servers: Vec<Server>,
}

impl Site {
    fn new(name: &'static str, servers: Vec<Server>, mut organizer: Client) -> Site {
        let tournament = organizer.tournament_with_round(4 * TABLES);
        let games = organizer.game_ids(tournament);
        assert_eq!(games.len(), TABLES);
        Site {
            name,
            ports: servers.iter().map(|s| s.port).collect(),
            organizer,
            tournament,
            games,
            _servers: servers,
        }
    }

    /// The organizer's client, sent to the `n`-th process (in turn).
    fn organizer_on(&self, n: usize) -> Client {
        let mut client = self.organizer.clone();
        client.base = format!("127.0.0.1:{}", self.ports[n % self.ports.len()]);
        client
    }

    /// Saves a hand on table `table`'s game through the process `client` reaches, with the
    /// form's token of the game's hands, then reloads the sheet as the referee's phone does
    /// after the answer, for the next hand's token.
    fn save(&self, client: &mut Client, csrf: &str, table: usize, token: &mut String) -> bool {
        let mut fields = vec![
            ("csrf", csrf),
            ("version", token.as_str()),
            ("action", "save"),
        ];
        fields.extend_from_slice(ABORTIVE);
        let sheet = format!("/admin/t/{}/games/{}", self.tournament, self.games[table]);
        if !matches!(client.post(&format!("{sheet}/hands"), &fields), Ok(reply) if reply.status == 303)
        {
            return false;
        }
        let reloaded = client.get(&sheet).ok();
        match reloaded.and_then(|page| hidden_field(&page.body, "version")) {
            Some(next) => {
                *token = next;
                true
            }
            None => false,
        }
    }
}

/// Where the sites keep their data.
struct Setting<'a> {
    database: &'a PgDatabase,
    dir: &'a std::path::Path,
}

/// One process on a SQLite file: the laptop.
fn sqlite_site(setting: &Setting) -> Site {
    let server = Server::start(&setting.dir.join("measures.db"), free_port());
    let mut organizer = Client::new(server.port);
    organizer.setup_organizer();
    Site::new("SQLite, one process", vec![server], organizer)
}

/// Two processes on one PostgreSQL database: a league's server behind a proxy.
fn postgres_site(setting: &Setting) -> Site {
    let database = setting.database;
    make_administrator(&database.url);
    let servers: Vec<Server> = (0..2)
        .map(|_| Server::start_on_postgres(&database.url, free_port(), &["--league"]))
        .collect();
    let mut organizer = Client::new(servers[0].port);
    organizer.sign_in(ADMIN, ADMIN_PASSWORD);
    Site::new("PostgreSQL, two processes", servers, organizer)
}

/// What one site measured.
struct Figures {
    /// Save-to-event times, on the saving process and on the other.
    same: Vec<Duration>,
    other: Vec<Duration>,
    missed: usize,
    saves_per_second: f64,
    pages_per_second: f64,
    errors: Vec<String>,
}

/// Opens `count` streams spread over the site's processes, each held on a thread until `stop`;
/// returns once all are open. Each thread gives its process's place and arrival times.
fn open_streams(
    site: &Site,
    count: usize,
    stop: &Arc<AtomicBool>,
) -> Vec<std::thread::JoinHandle<(usize, Vec<Instant>)>> {
    let opened = Arc::new(Barrier::new(count + 1));
    let handles = (0..count)
        .map(|n| {
            let (place, port) = (n % site.ports.len(), site.ports[n % site.ports.len()]);
            let (tournament, stop, opened) = (site.tournament, stop.clone(), opened.clone());
            std::thread::spawn(move || {
                let mut stream = Stream::open(port, tournament);
                // Hundreds of threads waking often would take the servers' processor time.
                stream.wake_every(Duration::from_millis(250));
                opened.wait();
                let mut arrivals = Vec::new();
                while !stop.load(Ordering::Relaxed) {
                    if stream.line(Duration::from_millis(250)).as_deref() == Some("event: change") {
                        arrivals.push(Instant::now());
                    }
                }
                (place, arrivals)
            })
        })
        .collect();
    opened.wait();
    handles
}

/// Phase 1: one save every [`PACE`], `count` of them, through the processes in turn; gives
/// each save's process and time, and the token of each table's hands afterwards.
fn paced_saves(
    site: &Site,
    count: usize,
    errors: &mut Vec<String>,
) -> (Vec<(usize, Instant)>, Vec<String>) {
    let mut clients: Vec<Client> = (0..site.ports.len())
        .map(|n| site.organizer_on(n))
        .collect();
    let csrf = clients[0].csrf();
    let mut tokens = vec!["0".to_string(); TABLES];
    let mut sent = Vec::new();
    let start = Instant::now();
    for k in 0..count {
        std::thread::sleep((start + PACE * k as u32).saturating_duration_since(Instant::now()));
        let (place, table) = (k % site.ports.len(), k % TABLES);
        let at = Instant::now();
        if site.save(&mut clients[place], &csrf, table, &mut tokens[table]) {
            sent.push((place, at));
        } else {
            errors.push(format!("paced save {k} refused"));
        }
    }
    (sent, tokens)
}

/// Phase 2: every table saves as fast as it is answered for `duration`; saves per second.
fn saves_flat_out(
    site: &Site,
    tokens: &[String],
    duration: Duration,
    errors: &mut Vec<String>,
) -> f64 {
    let csrf = site.organizer_on(0).csrf();
    let start = Instant::now();
    let counts: Vec<(usize, usize)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..TABLES)
            .map(|table| {
                let (mut client, csrf) = (site.organizer_on(table), csrf.clone());
                let mut token = tokens[table].clone();
                scope.spawn(move || {
                    let (mut done, mut failed) = (0, 0);
                    while start.elapsed() < duration {
                        if site.save(&mut client, &csrf, table, &mut token) {
                            done += 1;
                        } else {
                            failed += 1;
                        }
                    }
                    (done, failed)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let elapsed = start.elapsed().as_secs_f64();
    let failed: usize = counts.iter().map(|c| c.1).sum();
    if failed > 0 {
        errors.push(format!("{failed} saves refused at full speed"));
    }
    counts.iter().map(|c| c.0).sum::<usize>() as f64 / elapsed
}

/// Phase 3: [`READERS`] phones fetch the standings as fast as they are answered, through the
/// processes in turn, for `duration`; pages per second.
fn standings_flat_out(site: &Site, duration: Duration, errors: &mut Vec<String>) -> f64 {
    let path = format!("/t/{}/standings", site.tournament);
    let start = Instant::now();
    let counts: Vec<(usize, usize)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..READERS)
            .map(|n| {
                let (port, path) = (site.ports[n % site.ports.len()], path.clone());
                scope.spawn(move || {
                    let mut phone = Client::new(port);
                    let (mut pages, mut failed) = (0, 0);
                    while start.elapsed() < duration {
                        match phone.get(&path) {
                            Ok(reply) if reply.status == 200 => pages += 1,
                            _ => failed += 1,
                        }
                    }
                    (pages, failed)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let elapsed = start.elapsed().as_secs_f64();
    let failed: usize = counts.iter().map(|c| c.1).sum();
    if failed > 0 {
        errors.push(format!("{failed} standings pages failed"));
    }
    counts.iter().map(|c| c.0).sum::<usize>() as f64 / elapsed
}

/// Runs the three phases on `site` with `streams` open streams.
fn measure(site: &Site, streams: usize, seconds: u64) -> Figures {
    let stop = Arc::new(AtomicBool::new(false));
    let phones = open_streams(site, streams, &stop);
    let mut errors = Vec::new();
    let (sent, tokens) = paced_saves(site, seconds as usize, &mut errors);
    std::thread::sleep(PACE);
    let flat_out = Duration::from_secs(seconds.div_ceil(2));
    let saves_per_second = saves_flat_out(site, &tokens, flat_out, &mut errors);
    let pages_per_second = standings_flat_out(site, flat_out, &mut errors);
    stop.store(true, Ordering::Relaxed);
    let (mut same, mut other, mut missed) = (Vec::new(), Vec::new(), 0);
    for phone in phones {
        let (place, arrivals) = phone.join().unwrap();
        for &(saved_on, at) in &sent {
            // The first change after the save; the next save comes a pace later.
            match arrivals.iter().find(|&&t| t >= at) {
                Some(&t) if t - at < PACE => {
                    let into = if place == saved_on {
                        &mut same
                    } else {
                        &mut other
                    };
                    into.push(t - at);
                }
                Some(_) => missed += 1,
                None => errors.push(format!("a stream never heard a save on process {saved_on}")),
            }
        }
    }
    same.sort();
    other.sort();
    Figures {
        same,
        other,
        missed,
        saves_per_second,
        pages_per_second,
        errors,
    }
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let at = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[at].as_secs_f64() * 1000.0
}

fn row(name: &str, streams: usize, figures: &Figures) {
    let mut all: Vec<Duration> = figures.same.iter().chain(&figures.other).copied().collect();
    all.sort();
    println!(
        "| {name} | {streams} | {:.0} | {:.1} | {:.1} | {:.1} | {:.1} | {} | {:.0} |",
        figures.saves_per_second,
        percentile(&all, 0.5),
        percentile(&all, 0.99),
        percentile(&figures.other, 0.99),
        all.last().map_or(0.0, |d| d.as_secs_f64() * 1000.0),
        figures.missed,
        figures.pages_per_second,
    );
}

#[test]
fn measures_two_postgres_processes_against_one_sqlite_process() {
    let Some(database) = PgDatabase::for_test("measures") else {
        return;
    };
    let streams = env_number("TENBOU_LEAGUE_STREAMS", 40) as usize;
    let seconds = env_number("TENBOU_LEAGUE_SECONDS", 4).max(2);
    let dir = tempfile::tempdir().unwrap();
    // One site at a time, its servers stopped before the next starts.
    let mut results = Vec::new();
    for setup in [postgres_site as fn(&Setting) -> Site, sqlite_site] {
        let site = setup(&Setting {
            database: &database,
            dir: dir.path(),
        });
        results.push((site.name, measure(&site, streams, seconds)));
    }
    println!("\nleague measures: {streams} streams, {seconds} paced saves, {TABLES} tables");
    println!("| setup | streams | saves/s | save→event p50 ms | p99 ms | p99 other process ms | max ms | later than 1 s | standings pages/s |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for (name, figures) in &results {
        row(name, streams, figures);
    }
    for (name, figures) in &results {
        assert!(figures.errors.is_empty(), "{name}: {:?}", figures.errors);
        assert!(figures.saves_per_second > 0.0 && figures.pages_per_second > 0.0);
    }
}
