//! Real `tenbou` processes, as a league's server runs them (docs/league.md, docs/storage.md):
//! - `two_instances`: two processes on one PostgreSQL database, as behind one proxy, share a
//!   save's live event and renew both page caches;
//! - `moving`: an event moves laptop (SQLite) → server (PostgreSQL) → laptop with its
//!   tournament file, its standings, players, hands and CSV files unchanged at each step;
//! - `measures`: saves per second, save-to-event latency and the standings page rate of two
//!   processes on PostgreSQL with open event streams spread over both, against one process on
//!   SQLite (docs/performance.md). CI runs a short form with no timing asserted.
//!
//! The PostgreSQL tests make a database of their own on the server `TENBOU_TEST_POSTGRES_URL`
//! names (`.ci/run` sets it); without it they say they did not run and pass, except under CI.

#[path = "../support/client.rs"]
mod client;
#[path = "../support/postgres.rs"]
mod postgres;
#[path = "../support/server.rs"]
mod server;

mod measures;
mod moving;
mod two_instances;

use client::{hidden_field, Client, Reply};
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const ADMIN: &str = "League Admin";
const ADMIN_PASSWORD: &str = "run-the-whole-league";
const ORGANIZER_PASSWORD: &str = "tiles-and-sticks-2026";

/// How long a phone may wait for a change, on its own process or another: the bound of the
/// in-process test of the change bus (tests/http/live_bus.rs).
const WITHIN: Duration = Duration::from_secs(2);

/// Makes the league's administrator in the database at `url`, as on the server's console:
/// `tenbou admin`, the password piped in.
fn make_administrator(url: &str) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tenbou"))
        .args(["admin", "--name", ADMIN, "--database-url", url])
        .env_remove("DATABASE_URL")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tenbou admin starts");
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "{ADMIN_PASSWORD}").unwrap();
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "tenbou admin: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

impl Client {
    /// The administrator (signed in on this client) makes the organizer `name` on `/league`.
    fn make_organizer(&mut self, name: &str) {
        let csrf = self.csrf();
        let fields = [
            ("csrf", csrf.as_str()),
            ("name", name),
            ("password", ORGANIZER_PASSWORD),
            ("confirm", ORGANIZER_PASSWORD),
        ];
        let made = self.post("/league", &fields).unwrap();
        assert_eq!(made.status, 303, "making organizer {name}: {}", made.body);
    }

    /// Saves a hand of `fields` on a game's score sheet, under the version the sheet shows.
    fn save_hand(&mut self, tournament: i64, game: i64, fields: &[(&str, &str)]) -> Reply {
        let sheet = format!("/admin/t/{tournament}/games/{game}");
        let page = self.get(&sheet).unwrap();
        let version = hidden_field(&page.body, "version").expect("the sheet's version");
        let csrf = self.csrf();
        let mut form = vec![
            ("csrf", csrf.as_str()),
            ("version", version.as_str()),
            ("action", "save"),
        ];
        form.extend_from_slice(fields);
        self.post(&format!("{sheet}/hands"), &form).unwrap()
    }

    /// Gives the first player of the penalty form `amount` points of penalty, outside any game.
    fn give_penalty(&mut self, tournament: i64, amount: &str) {
        let desk = self
            .get(&format!("/admin/t/{tournament}/penalties"))
            .unwrap()
            .body;
        let select = &desk[desk.find("name=\"player\"").expect("the player list")..];
        let player = select
            .match_indices("<option value=\"")
            .map(|(at, marker)| &select[at + marker.len()..])
            .find_map(|rest| rest.split('"').next().filter(|id| !id.is_empty()))
            .expect("a player to penalise")
            .to_string();
        let csrf = self.csrf();
        let fields = [
            ("csrf", csrf.as_str()),
            ("player", player.as_str()),
            ("kind", "dropped_tile"),
            ("amount", amount),
            ("reason", "two tiles"),
            ("game", ""),
        ];
        let given = self
            .post(&format!("/admin/t/{tournament}/penalties"), &fields)
            .unwrap();
        assert_eq!(given.status, 303, "a penalty: {}", given.body);
    }

    /// A page that must answer 200; its body.
    fn page(&mut self, path: &str) -> String {
        let reply = self.get(path).unwrap();
        assert_eq!(reply.status, 200, "{path}: {}", reply.body);
        reply.body
    }
}

/// A hand that keeps the game going: South wins a mangan off the dealer (East).
const SOUTH_RON: &[(&str, &str)] = &[
    ("outcome", "ron"),
    ("discarder", "0"),
    ("win1", "1"),
    ("value1", "mangan"),
];

/// A hand that ends the game, so that it counts in the standings: West wins a yakuman off the
/// dealer, who busts.
const WEST_YAKUMAN: &[(&str, &str)] = &[
    ("outcome", "ron"),
    ("discarder", "0"),
    ("win2", "1"),
    ("value2", "y1"),
];

/// A hand that keeps the game going with nothing paid.
const ABORTIVE: &[(&str, &str)] = &[("outcome", "abortive")];

/// A phone's events stream of a tournament over raw HTTP/1.1, read line by line.
struct Stream {
    reader: BufReader<TcpStream>,
    /// What arrived of a line not yet ended.
    pending: String,
}

impl Stream {
    /// Opens the stream on the server at `port` and reads its first event (`hello`).
    fn open(port: u16, tournament: i64) -> Stream {
        let mut socket = TcpStream::connect(("127.0.0.1", port)).expect("the server answers");
        let request = format!(
            "GET /t/{tournament}/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n"
        );
        socket.write_all(request.as_bytes()).unwrap();
        socket
            .set_read_timeout(Some(Duration::from_millis(50)))
            .unwrap();
        let mut stream = Stream {
            reader: BufReader::new(socket),
            pending: String::new(),
        };
        let status = stream.line(WITHIN).expect("a status line");
        assert!(status.starts_with("HTTP/1.1 200"), "{status}");
        let deadline = Instant::now() + WITHIN;
        while stream
            .line(deadline.saturating_duration_since(Instant::now()))
            .as_deref()
            != Some("event: hello")
        {
            assert!(Instant::now() < deadline, "no hello on the stream");
        }
        stream
    }

    /// Sets how often a read wakes to look at its deadline; a line is read as it arrives.
    fn wake_every(&mut self, period: Duration) {
        self.reader
            .get_ref()
            .set_read_timeout(Some(period))
            .unwrap();
    }

    /// The next line, without its end, if one comes within `within`.
    fn line(&mut self, within: Duration) -> Option<String> {
        let deadline = Instant::now() + within;
        loop {
            match self.reader.read_line(&mut self.pending) {
                Ok(0) => panic!("the server closed the stream"),
                Ok(_) if self.pending.ends_with('\n') => {
                    let line = self.pending.trim_end().to_string();
                    self.pending.clear();
                    return Some(line);
                }
                Ok(_) => {}
                // A timeout may leave part of a line pending; the next read completes it.
                Err(e)
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) => {}
                Err(e) => panic!("the stream failed: {e}"),
            }
            if Instant::now() >= deadline {
                return None;
            }
        }
    }

    /// The number of the next change, if one comes within `within`.
    fn next_change(&mut self, within: Duration) -> Option<u64> {
        let deadline = Instant::now() + within;
        let mut changing = false;
        while let Some(line) = self.line(deadline.saturating_duration_since(Instant::now())) {
            if line == "event: change" {
                changing = true;
            } else if let Some(number) = line.strip_prefix("data: ").filter(|_| changing) {
                return Some(number.parse().expect("a version number"));
            }
        }
        None
    }
}
