//! Load: 200 simulated phones read the standings and the seating every 5 seconds (sending the
//! ETag they hold, as a browser does) while 10 tables each record a hand every 20 seconds,
//! against a real `tenbou` on 127.0.0.1. No request may fail and no write may be lost; the
//! throughput and the latencies are printed.
//!
//! CI runs a short form (15 s). For the figures in docs/performance.md:
//! `TENBOU_LOAD_SECONDS=60 cargo test --release --test load -- --nocapture`
//! (`TENBOU_LOAD_SPEEDUP=10` runs every client ten times as often).
//!
//! Live pages: phones hold the tournament's events stream while the 10 tables save a hand
//! every 20 seconds; every phone must hear of every save, and the time from a save to its
//! event and the server's memory per open stream are printed. CI runs 100 streams for 10 s;
//! the figures of docs/performance.md:
//! `TENBOU_LIVE_STREAMS=400 TENBOU_LIVE_SECONDS=60 cargo test --release --test load streams -- --nocapture`

#[path = "support/client.rs"]
mod client;
#[path = "support/server.rs"]
mod server;

use client::{hidden_field, Client};
use rand::{Rng, SeedableRng};
use server::{free_port, Server};
use std::time::{Duration, Instant};

const PHONES: usize = 200;
const TABLES: usize = 10;
const PHONE_PERIOD: Duration = Duration::from_secs(5);
const TABLE_PERIOD: Duration = Duration::from_secs(20);

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// What one client saw: latencies, errors, 304s.
#[derive(Default)]
struct Tally {
    latencies: Vec<Duration>,
    errors: Vec<String>,
    not_modified: usize,
    /// When each save the server acknowledged was sent (a table's only).
    sent_at: Vec<Instant>,
}

/// The tables of a tournament's round and who saves their hands.
struct Tables<'a> {
    organizer: &'a Client,
    csrf: &'a str,
    tournament: i64,
    games: &'a [i64],
}

/// A thread per table that saves a hand on its game's sheet every `period` until `end`, table
/// `t` of the round starting `spread * t / TABLES` after `start`; `outcome` gives the hand's
/// fields from the number of hands the table has saved.
fn tables_saving(
    tables: Tables,
    start: Instant,
    spread: Duration,
    period: Duration,
    end: Instant,
    outcome: fn(usize) -> &'static [(&'static str, &'static str)],
) -> Vec<std::thread::JoinHandle<Tally>> {
    let tournament = tables.tournament;
    tables
        .games
        .iter()
        .enumerate()
        .map(|(table, &game)| {
            let mut client = tables.organizer.clone();
            let csrf = tables.csrf.to_string();
            std::thread::spawn(move || {
                let mut next = start + spread.mul_f64(table as f64 / TABLES as f64);
                let mut tally = Tally::default();
                let sheet = format!("/admin/t/{tournament}/games/{game}");
                let sheet_hands = format!("{sheet}/hands");
                // The token of the game's hands before the first ("0"), as the sheet's form has.
                let mut token = "0".to_string();
                while next < end {
                    std::thread::sleep(next.saturating_duration_since(Instant::now()));
                    let mut fields = vec![
                        ("csrf", csrf.as_str()),
                        ("version", token.as_str()),
                        ("action", "save"),
                    ];
                    fields.extend_from_slice(outcome(tally.sent_at.len()));
                    let sent = Instant::now();
                    let saved = client.post(&sheet_hands, &fields);
                    tally.latencies.push(sent.elapsed());
                    match saved {
                        Ok(reply) if reply.status == 303 => {
                            tally.sent_at.push(sent);
                            // The phone reloads the sheet, whose form carries the token of the
                            // game's hands the next save is made against.
                            match client
                                .get(&sheet)
                                .map(|page| hidden_field(&page.body, "version"))
                            {
                                Ok(Some(next)) => token = next,
                                _ => tally.errors.push(format!("table {}: no sheet", table + 1)),
                            }
                        }
                        Ok(reply) => {
                            let status = reply.status;
                            tally.errors.push(format!("table {}: {status}", table + 1))
                        }
                        Err(err) => tally.errors.push(format!("table {}: {err}", table + 1)),
                    }
                    next += period;
                }
                tally
            })
        })
        .collect()
}

fn report(name: &str, tallies: &[Tally], seconds: f64) -> (usize, usize) {
    let mut latencies: Vec<Duration> = tallies
        .iter()
        .flat_map(|t| t.latencies.iter().copied())
        .collect();
    latencies.sort();
    let errors: usize = tallies.iter().map(|t| t.errors.len()).sum();
    let not_modified: usize = tallies.iter().map(|t| t.not_modified).sum();
    println!(
        "| {name} | {} | {:.1} | {not_modified} | {errors} | {:.2} | {:.2} | {:.2} |",
        latencies.len(),
        latencies.len() as f64 / seconds,
        percentile(&latencies, 0.5).as_secs_f64() * 1000.0,
        percentile(&latencies, 0.99).as_secs_f64() * 1000.0,
        latencies.last().copied().unwrap_or_default().as_secs_f64() * 1000.0,
    );
    (latencies.len(), errors)
}

/// A thread per phone that reads the standings and the seating every `period` until `end`,
/// each phone starting at a random point of its first period and sending the ETag it holds.
fn phones_reading(
    port: u16,
    tournament: i64,
    start: Instant,
    period: Duration,
    end: Instant,
) -> Vec<std::thread::JoinHandle<Tally>> {
    (0..PHONES)
        .map(|phone| {
            std::thread::spawn(move || {
                let mut client = Client::new(port);
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(phone as u64);
                let mut next = start + period.mul_f64(rng.random::<f64>());
                let mut tally = Tally::default();
                let mut etags: [Option<String>; 2] = [None, None];
                let pages = [
                    format!("/t/{tournament}/standings"),
                    format!("/t/{tournament}/rounds/1"),
                ];
                while next < end {
                    std::thread::sleep(next.saturating_duration_since(Instant::now()));
                    for (page, etag) in pages.iter().zip(etags.iter_mut()) {
                        let headers: Vec<(&str, &str)> = etag
                            .as_deref()
                            .map(|e| vec![("If-None-Match", e)])
                            .unwrap_or_default();
                        let sent = Instant::now();
                        match client.request("GET", page, &headers, "") {
                            Ok(reply) if reply.status == 200 => {
                                *etag = reply.header("etag").map(str::to_string)
                            }
                            Ok(reply) if reply.status == 304 => tally.not_modified += 1,
                            Ok(reply) => tally.errors.push(format!("{page}: {}", reply.status)),
                            Err(err) => tally.errors.push(format!("{page}: {err}")),
                        }
                        tally.latencies.push(sent.elapsed());
                    }
                    next += period;
                }
                tally
            })
        })
        .collect()
}

#[test]
fn two_hundred_phones_and_ten_tables_lose_nothing() {
    let seconds = env_number("TENBOU_LOAD_SECONDS", 15);
    let speedup = env_number("TENBOU_LOAD_SPEEDUP", 1).max(1) as u32;
    let duration = Duration::from_secs(seconds);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("load.db");
    let port = free_port();
    let _server = Server::start(&db, port);
    let mut organizer = Client::new(port);
    organizer.setup_organizer();
    let tournament = organizer.tournament_with_round(4 * TABLES);
    let games = organizer.game_ids(tournament);
    assert_eq!(games.len(), TABLES);
    let csrf = organizer.csrf();
    let start = Instant::now();

    let phones = phones_reading(
        port,
        tournament,
        start,
        PHONE_PERIOD / speedup,
        start + duration,
    );

    let period = TABLE_PERIOD / speedup;
    // Tables start spread out, all within the first half of even the short run; a table
    // alternates an abortive draw with a draw that all four were ready for.
    let tables = tables_saving(
        Tables {
            organizer: &organizer,
            csrf: &csrf,
            tournament,
            games: &games,
        },
        start,
        period.min(duration / 2),
        period,
        start + duration,
        |saved| {
            if saved % 2 == 0 {
                &[("outcome", "abortive")]
            } else {
                &[
                    ("outcome", "draw"),
                    ("tenpai0", "1"),
                    ("tenpai1", "1"),
                    ("tenpai2", "1"),
                    ("tenpai3", "1"),
                ]
            }
        },
    );

    let phone_tallies: Vec<Tally> = phones.into_iter().map(|h| h.join().unwrap()).collect();
    let table_tallies: Vec<Tally> = tables.into_iter().map(|h| h.join().unwrap()).collect();
    let elapsed = start.elapsed().as_secs_f64();
    println!(
        "\nload: {PHONES} phones every {:?}, {TABLES} tables every {:?}, {elapsed:.0} s",
        PHONE_PERIOD / speedup,
        TABLE_PERIOD / speedup
    );
    println!("| clients | requests | per second | 304 | errors | p50 ms | p99 ms | max ms |");
    println!("|---|---|---|---|---|---|---|---|");
    let (reads, read_errors) = report("phones (GET)", &phone_tallies, elapsed);
    let (writes, write_errors) = report("tables (POST)", &table_tallies, elapsed);
    for tally in phone_tallies.iter().chain(&table_tallies) {
        assert!(tally.errors.is_empty(), "errors: {:?}", tally.errors);
    }
    assert_eq!(read_errors + write_errors, 0);
    assert!(reads >= PHONES * 2, "every phone read at least once");
    assert!(writes >= TABLES, "every table wrote at least once");

    // No lost write: each table's acknowledged hands are all stored.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let pool = tenbou::db::open(&db).await.unwrap();
        for (tally, game) in table_tallies.iter().zip(&games) {
            let stored: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM hands WHERE game_id = ?")
                .bind(game)
                .fetch_one(&pool)
                .await
                .unwrap();
            assert_eq!(stored as usize, tally.sent_at.len(), "game {game}");
        }
        pool.close().await;
    });
}

/// The server's resident memory in KiB (Linux), from /proc.
fn resident_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
}

/// Holds one events stream over raw HTTP/1.1 until `until`, noting when each change arrives.
/// Returns the arrival times, or an error text.
fn hold_stream(port: u16, tournament: i64, until: Instant) -> Result<Vec<Instant>, String> {
    use std::io::{BufRead, BufReader, Write};
    let mut socket =
        std::net::TcpStream::connect(("127.0.0.1", port)).map_err(|e| e.to_string())?;
    socket
        .write_all(
            format!(
                "GET /t/{tournament}/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n"
            )
            .as_bytes(),
        )
        .map_err(|e| e.to_string())?;
    socket
        .set_read_timeout(Some(Duration::from_millis(250)))
        .map_err(|e| e.to_string())?;
    let mut reader = BufReader::new(socket);
    let mut line = String::new();
    let mut changes = Vec::new();
    let mut status_seen = false;
    while Instant::now() < until {
        line.clear();
        match reader.read_line(&mut line) {
            Ok(0) => return Err("the server closed the stream".into()),
            Ok(_) => {
                if !status_seen {
                    if !line.starts_with("HTTP/1.1 200") {
                        return Err(format!("stream refused: {}", line.trim()));
                    }
                    status_seen = true;
                }
                if line.trim_end() == "event: change" {
                    changes.push(Instant::now());
                }
            }
            // A read timeout leaves a partial line in `line`; the stream simply idles.
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(e) => return Err(e.to_string()),
        }
    }
    Ok(changes)
}

#[test]
fn streams_hear_every_save_of_ten_tables() {
    let streams = env_number("TENBOU_LIVE_STREAMS", 100) as usize;
    let seconds = env_number("TENBOU_LIVE_SECONDS", 10);
    let duration = Duration::from_secs(seconds);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("live.db");
    let port = free_port();
    let server = Server::start(&db, port);
    let pid = server.child.id();
    let mut organizer = Client::new(port);
    organizer.setup_organizer();
    let tournament = organizer.tournament_with_round(4 * TABLES);
    let games = organizer.game_ids(tournament);
    let csrf = organizer.csrf();

    std::thread::sleep(Duration::from_millis(300));
    let before = resident_kib(pid);
    // Every phone holds its stream from now until a little after the last save.
    let until = Instant::now() + duration + Duration::from_secs(5);
    let phones: Vec<_> = (0..streams)
        .map(|_| std::thread::spawn(move || hold_stream(port, tournament, until)))
        .collect();
    // Wait until the server's memory settles with every stream open (bounded).
    let opened = Instant::now();
    let mut last = 0;
    loop {
        std::thread::sleep(Duration::from_millis(200));
        let now = resident_kib(pid);
        if opened.elapsed() > Duration::from_secs(3) && now == Some(last) {
            break;
        }
        last = now.unwrap_or(0);
        if opened.elapsed() > Duration::from_secs(10) {
            break;
        }
    }
    let after = resident_kib(pid);

    // Tables save a hand every 20 seconds, spread 2 seconds apart.
    let start = Instant::now();
    let saves = tables_saving(
        Tables {
            organizer: &organizer,
            csrf: &csrf,
            tournament,
            games: &games,
        },
        start,
        TABLE_PERIOD,
        TABLE_PERIOD,
        start + duration,
        |_| &[("outcome", "abortive")],
    );
    let mut sent_at = Vec::new();
    for handle in saves {
        let tally = handle.join().unwrap();
        assert!(tally.errors.is_empty(), "{:?}", tally.errors);
        sent_at.extend(tally.sent_at);
    }
    sent_at.sort();
    let heard: Vec<Vec<Instant>> = phones
        .into_iter()
        .map(|h| h.join().unwrap())
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| panic!("a stream failed: {e}"));

    // For each save and each phone: the first change heard after the save was sent. Saves are
    // two seconds apart, so the change heard is this save's.
    let mut latencies = Vec::new();
    let mut missed = 0;
    for arrivals in &heard {
        for &sent in &sent_at {
            match arrivals.iter().find(|&&t| t >= sent) {
                Some(&t) if t - sent < Duration::from_secs(2) => latencies.push(t - sent),
                _ => missed += 1,
            }
        }
    }
    latencies.sort();
    let per_stream = match (before, after) {
        (Some(b), Some(a)) => format!("{:.1} KiB", a.saturating_sub(b) as f64 / streams as f64),
        _ => "unknown (no /proc)".into(),
    };
    println!(
        "\nlive: {streams} streams, {} saves in {seconds} s, {} events heard, {missed} missed",
        sent_at.len(),
        latencies.len()
    );
    println!("| streams | saves | events | missed | p50 ms | p99 ms | max ms | RSS before | RSS with streams | per stream |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    println!(
        "| {streams} | {} | {} | {missed} | {:.2} | {:.2} | {:.2} | {} KiB | {} KiB | {per_stream} |",
        sent_at.len(),
        latencies.len(),
        percentile(&latencies, 0.5).as_secs_f64() * 1000.0,
        percentile(&latencies, 0.99).as_secs_f64() * 1000.0,
        latencies.last().copied().unwrap_or_default().as_secs_f64() * 1000.0,
        before.unwrap_or(0),
        after.unwrap_or(0),
    );
    assert!(!sent_at.is_empty(), "the tables saved");
    assert_eq!(missed, 0, "every phone hears every save");
    drop(server);
}
