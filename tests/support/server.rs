//! Starts and stops a real `tenbou` process on a free loopback port.
#![allow(dead_code)]

use std::net::TcpListener;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A running server; killed (SIGKILL) when dropped.
pub struct Server {
    pub child: Child,
    pub port: u16,
}

impl Server {
    pub fn start(db: &Path, port: u16) -> Server {
        let child = Command::new(env!("CARGO_BIN_EXE_tenbou"))
            .args(["serve", "--bind", &format!("127.0.0.1:{port}"), "--db"])
            .arg(db)
            .arg("--static-dir")
            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/static"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the tenbou binary starts");
        let start = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
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

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}
