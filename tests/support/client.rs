//! A small blocking HTTP/1.1 client for the tests that drive a real `tenbou` process over
//! loopback (crash and load tests): one connection per request, cookies kept, the CSRF token
//! read from the pages.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Reply {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

#[derive(Clone)]
pub struct Client {
    pub base: String,
    pub cookies: BTreeMap<String, String>,
    /// The loopback address requests come from (127.0.0.2 and up stand in for attendees'
    /// phones); None: whatever the system picks (127.0.0.1).
    pub source: Option<std::net::IpAddr>,
}

/// A connection to `target` from the address `source` (any port).
pub fn connect_from(source: std::net::IpAddr, target: &str) -> std::io::Result<TcpStream> {
    let target: std::net::SocketAddr = target
        .parse()
        .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidInput, e))?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .build()?;
    let stream = runtime.block_on(async {
        let socket = tokio::net::TcpSocket::new_v4()?;
        socket.bind(std::net::SocketAddr::new(source, 0))?;
        socket.connect(target).await?.into_std()
    })?;
    stream.set_nonblocking(false)?;
    Ok(stream)
}

fn encode(fields: &[(&str, &str)]) -> String {
    fields
        .iter()
        .map(|(k, v)| format!("{}={}", percent(k), percent(v)))
        .collect::<Vec<_>>()
        .join("&")
}

fn percent(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

impl Client {
    pub fn new(port: u16) -> Self {
        Self {
            base: format!("127.0.0.1:{port}"),
            cookies: BTreeMap::new(),
            source: None,
        }
    }

    /// A client whose requests come from `source`, a loopback address.
    pub fn from_address(port: u16, source: std::net::IpAddr) -> Self {
        Self {
            source: Some(source),
            ..Self::new(port)
        }
    }

    /// Sends one request; an error means the server did not answer completely.
    pub fn request(
        &mut self,
        method: &str,
        path: &str,
        extra_headers: &[(&str, &str)],
        body: &str,
    ) -> std::io::Result<Reply> {
        let mut stream = match self.source {
            Some(source) => connect_from(source, &self.base)?,
            None => TcpStream::connect(&self.base)?,
        };
        stream.set_read_timeout(Some(Duration::from_secs(30)))?;
        let mut head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nContent-Length: {}\r\n",
            self.base,
            body.len()
        );
        let typed = extra_headers
            .iter()
            .any(|(k, _)| k.eq_ignore_ascii_case("content-type"));
        if !body.is_empty() && !typed {
            head.push_str("Content-Type: application/x-www-form-urlencoded\r\n");
        }
        if !self.cookies.is_empty() {
            let cookies = self
                .cookies
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<_>>()
                .join("; ");
            head.push_str(&format!("Cookie: {cookies}\r\n"));
        }
        for (k, v) in extra_headers {
            head.push_str(&format!("{k}: {v}\r\n"));
        }
        head.push_str("\r\n");
        stream.write_all(head.as_bytes())?;
        stream.write_all(body.as_bytes())?;
        let mut raw = Vec::new();
        stream.read_to_end(&mut raw)?;
        let text = String::from_utf8_lossy(&raw).into_owned();
        let (head, body) = text.split_once("\r\n\r\n").ok_or_else(|| {
            std::io::Error::new(std::io::ErrorKind::UnexpectedEof, "incomplete answer")
        })?;
        let mut lines = head.lines();
        let status: u16 = lines
            .next()
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| {
                std::io::Error::new(std::io::ErrorKind::InvalidData, "no status line")
            })?;
        let headers: Vec<(String, String)> = lines
            .filter_map(|l| l.split_once(':'))
            .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
            .collect();
        // A body announced by Content-Length must have arrived whole.
        if let Some(length) = headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case("content-length"))
            .and_then(|(_, v)| v.parse::<usize>().ok())
        {
            if body.len() < length {
                return Err(std::io::Error::new(
                    std::io::ErrorKind::UnexpectedEof,
                    "body cut short",
                ));
            }
        }
        for (k, v) in &headers {
            if k.eq_ignore_ascii_case("set-cookie") {
                if let Some((name, value)) = v.split(';').next().and_then(|p| p.split_once('=')) {
                    if v.contains("Max-Age=0") || value.is_empty() {
                        self.cookies.remove(name);
                    } else {
                        self.cookies.insert(name.to_string(), value.to_string());
                    }
                }
            }
        }
        Ok(Reply {
            status,
            headers,
            body: body.to_string(),
        })
    }

    pub fn get(&mut self, path: &str) -> std::io::Result<Reply> {
        self.request("GET", path, &[], "")
    }

    pub fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> std::io::Result<Reply> {
        self.request("POST", path, &[], &encode(fields))
    }

    /// Uploads `bytes` as the file field `field` of a form (multipart), to `path`.
    pub fn post_file(&mut self, path: &str, field: &str, bytes: &str) -> std::io::Result<Reply> {
        let boundary = "tenbou-test-boundary-7f3a";
        let body = format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"{field}\"; \
             filename=\"upload\"\r\nContent-Type: application/octet-stream\r\n\r\n\
             {bytes}\r\n--{boundary}--\r\n"
        );
        let content_type = format!("multipart/form-data; boundary={boundary}");
        self.request(
            "POST",
            path,
            &[("Content-Type", content_type.as_str())],
            &body,
        )
    }

    /// Signs in with an account's name and password (a league's accounts).
    pub fn sign_in(&mut self, name: &str, password: &str) {
        let token = hidden_field(&self.get("/login").unwrap().body, "form_token").unwrap();
        let fields = [
            ("form_token", token.as_str()),
            ("name", name),
            ("password", password),
        ];
        let reply = self.post("/login", &fields).unwrap();
        assert_eq!(reply.status, 303, "signing in as {name}: {}", reply.body);
    }

    /// Chooses the organizer password on a fresh app (this client is on loopback).
    pub fn setup_organizer(&mut self) {
        let page = self.get("/setup").unwrap();
        let token = hidden_field(&page.body, "form_token").unwrap();
        let reply = self
            .post(
                "/setup",
                &[
                    ("form_token", &token),
                    ("password", "tiles-and-sticks"),
                    ("confirm", "tiles-and-sticks"),
                ],
            )
            .unwrap();
        assert_eq!(reply.status, 303, "{}", reply.body);
    }

    pub fn csrf(&mut self) -> String {
        hidden_field(&self.get("/admin").unwrap().body, "csrf").expect("signed in")
    }

    /// A tournament with `players` checked-in players and round 1 started; returns its id.
    pub fn tournament_with_round(&mut self, players: usize) -> i64 {
        let names: Vec<String> = (0..players).map(|n| format!("Player {n:02}")).collect();
        self.tournament_of("Durable Open", &names)
    }

    /// A tournament called `name` of these checked-in players, round 1 started (tables the
    /// organizer completes where the count asks for it); returns its id.
    pub fn tournament_of(&mut self, name: &str, players: &[String]) -> i64 {
        let id = self.create_tournament(&[("name", name)]);
        self.check_in_and_start_round_one(id, players, "substitute");
        id
    }

    /// Creates a tournament from the new-tournament form's `fields` (its name, its rules and
    /// their settings); returns its id.
    pub fn create_tournament(&mut self, fields: &[(&str, &str)]) -> i64 {
        let csrf = self.csrf();
        let mut form = vec![("csrf", csrf.as_str())];
        form.extend_from_slice(fields);
        let reply = self.post("/admin/tournaments", &form).unwrap();
        assert_eq!(reply.status, 303, "{}", reply.body);
        reply
            .header("location")
            .unwrap()
            .trim_start_matches("/admin/t/")
            .parse()
            .unwrap()
    }

    /// Adds `players` to tournament `id`, each checked in, and starts round 1 under
    /// `table_rule` (the start form's choice for tables the count leaves short; "" for none).
    pub fn check_in_and_start_round_one(
        &mut self,
        id: i64,
        players: &[impl AsRef<str>],
        table_rule: &str,
    ) {
        self.add_checked_in(id, players);
        let csrf = self.csrf();
        let reply = self
            .post(
                &format!("/admin/t/{id}/rounds"),
                &[("csrf", &csrf), ("table_rule", table_rule)],
            )
            .unwrap();
        assert_eq!(reply.status, 303, "{}", reply.body);
    }

    /// Adds `players` to tournament `id`, each checked in.
    pub fn add_checked_in(&mut self, id: i64, players: &[impl AsRef<str>]) {
        let csrf = self.csrf();
        for player in players {
            let fields = [
                ("csrf", csrf.as_str()),
                ("name", player.as_ref()),
                ("checked_in", "1"),
            ];
            let reply = self
                .post(&format!("/admin/t/{id}/players"), &fields)
                .unwrap();
            assert_eq!(reply.status, 303, "{}", reply.body);
        }
    }

    /// The game ids linked from a round page.
    pub fn game_ids(&mut self, tournament: i64) -> Vec<i64> {
        let page = self.get(&format!("/t/{tournament}/rounds/1")).unwrap().body;
        let marker = format!("/t/{tournament}/games/");
        let mut ids: Vec<i64> = page
            .match_indices(&marker)
            .filter_map(|(i, _)| page[i + marker.len()..].split('"').next()?.parse().ok())
            .collect();
        ids.dedup();
        ids
    }
}

pub fn hidden_field(html: &str, name: &str) -> Option<String> {
    let marker = format!("name=\"{name}\" value=\"");
    let start = html.find(&marker)? + marker.len();
    let end = start + html[start..].find('"')?;
    Some(html[start..end].to_string())
}
