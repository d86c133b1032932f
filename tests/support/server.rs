//! Starts and stops a real `tenbou` process on a free loopback port.
#![allow(dead_code)]

use std::collections::HashSet;
use std::net::TcpListener;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Ports already handed to a test of this process: the system may give a port back once its
/// probe is closed, and two tests running side by side must never start servers on the same
/// one (the second would fail to bind while its client talks to the first).
static HANDED_OUT: Mutex<Option<HashSet<u16>>> = Mutex::new(None);

pub fn free_port() -> u16 {
    let mut handed = HANDED_OUT.lock().unwrap_or_else(|e| e.into_inner());
    let handed = handed.get_or_insert_with(HashSet::new);
    loop {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        if handed.insert(port) {
            return port;
        }
    }
}

/// A running server; killed (SIGKILL) when dropped.
pub struct Server {
    pub child: Child,
    pub port: u16,
}

impl Server {
    pub fn start(db: &Path, port: u16) -> Server {
        Self::start_with(db, port, &[])
    }

    /// Starts `tenbou serve` with `flags` added (smaller limits, say).
    pub fn start_with(db: &Path, port: u16, flags: &[&str]) -> Server {
        let child = Command::new(env!("CARGO_BIN_EXE_tenbou"))
            .args(["serve", "--bind", &format!("127.0.0.1:{port}")])
            .args(flags)
            .arg("--db")
            .arg(db)
            .env_remove("DATABASE_URL")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the tenbou binary starts");
        Self::wait_until_listening(child, port)
    }

    /// Starts `tenbou serve` on the PostgreSQL database at `url` with `flags` added: the one
    /// way a test sends a server to PostgreSQL. The others clear `DATABASE_URL` from the
    /// server's environment, so a developer's shell cannot move a test off its SQLite file.
    pub fn start_on_postgres(url: &str, port: u16, flags: &[&str]) -> Server {
        let child = Command::new(env!("CARGO_BIN_EXE_tenbou"))
            .args(["serve", "--bind", &format!("127.0.0.1:{port}")])
            .args(flags)
            .args(["--database-url", url])
            .env_remove("DATABASE_URL")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the tenbou binary starts");
        Self::wait_until_listening(child, port)
    }

    /// Starts `tenbou` under a soft open-file limit of `soft` (the hard limit stays as it is),
    /// as on a laptop whose shell keeps the old default of 256.
    pub fn start_with_descriptor_limit(db: &Path, port: u16, soft: u32) -> Server {
        let child = Command::new("sh")
            .arg("-c")
            .arg(format!("ulimit -S -n {soft} && exec \"$0\" \"$@\""))
            .arg(env!("CARGO_BIN_EXE_tenbou"))
            .args(["serve", "--bind", &format!("127.0.0.1:{port}"), "--db"])
            .arg(db)
            .env_remove("DATABASE_URL")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the tenbou binary starts");
        Self::wait_until_listening(child, port)
    }

    /// Waits until the server answers an HTTP request. A bare TCP connect is not proof: a
    /// connect to a free port of the ephemeral range can, rarely, connect to itself, and the
    /// test's first request then meets no server (or a reset).
    fn wait_until_listening(mut child: Child, port: u16) -> Server {
        let start = Instant::now();
        while !answers_http(port) {
            if let Ok(Some(status)) = child.try_wait() {
                panic!("tenbou stopped before answering on port {port}: {status}");
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "tenbou did not start"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        Server { child, port }
    }

    /// Kills the process at once, as a dead battery would.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// True when a server on `port` answers a request with an HTTP status line.
fn answers_http(port: u16) -> bool {
    use std::io::{Read, Write};
    let Ok(mut stream) = std::net::TcpStream::connect(("127.0.0.1", port)) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let request = b"GET /static/style.css HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
    if stream.write_all(request).is_err() {
        return false;
    }
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).is_ok() && answer.starts_with(b"HTTP/1.1 ")
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}
