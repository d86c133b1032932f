//! What the benchmarks that go through the router share: a server of their own in a temporary
//! folder, requests from the organizer's laptop that keep its cookies, forms, and the signed-in
//! organizer with a new tournament. Only the setting up lives here; what each benchmark
//! measures stays in its own file.

// Each benchmark is its own crate and uses only part of this module.
#![allow(dead_code)]

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{header, Request, Response, StatusCode};
use axum::Router;
use http_body_util::BodyExt;
use std::net::SocketAddr;
use tower::ServiceExt;

/// The server, its database in a temporary folder, and the cookies the laptop holds.
pub struct App {
    pub router: Router,
    cookie: String,
    _dir: tempfile::TempDir,
}

/// The single-threaded runtime the benchmarks drive the router with.
pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime")
}

/// The organizer's laptop, the address every request of [`App`] comes from.
pub fn laptop() -> ConnectInfo<SocketAddr> {
    ConnectInfo("127.0.0.1:50000".parse().expect("an address"))
}

/// The value of a hidden field of a page.
pub fn hidden(html: &str, name: &str) -> String {
    let marker = format!("name=\"{name}\" value=\"");
    let start = html
        .find(&marker)
        .unwrap_or_else(|| panic!("the page has a field {name}"))
        + marker.len();
    html[start..]
        .split('"')
        .next()
        .unwrap_or_default()
        .replace("&#x2B;", "+")
        .replace("&#x3D;", "=")
        .replace("&#x2F;", "/")
}

impl App {
    /// A new server with an empty database, its organizer signed in.
    pub async fn signed_in() -> App {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let pool = tenbou::db::open(&dir.path().join("bench.db"))
            .await
            .expect("a database");
        let state = tenbou::web::AppState::new(pool, false);
        let mut app = App {
            router: tenbou::web::router(state, tenbou::web::Assets::Embedded),
            cookie: String::new(),
            _dir: dir,
        };
        let token = hidden(&app.body("/setup").await, "form_token");
        let password = "bench-password";
        app.post(
            "/setup",
            &[
                ("form_token", &token),
                ("password", password),
                ("confirm", password),
            ],
        )
        .await;
        app
    }

    /// Creates the club-rules tournament "Bench Open"; its id.
    pub async fn new_tournament(&mut self) -> String {
        let csrf = self.csrf().await;
        let created = self
            .post(
                "/admin/tournaments",
                &[
                    ("csrf", &csrf),
                    ("name", "Bench Open"),
                    ("ruleset", "msmc-2016"),
                ],
            )
            .await;
        created.trim_start_matches("/admin/t/").to_string()
    }

    /// Sends `request` from the laptop with its cookies, keeping those the answer sets.
    pub async fn respond(&mut self, mut request: Request<Body>) -> Response<Body> {
        request.extensions_mut().insert(laptop());
        if !self.cookie.is_empty() {
            let cookie = self.cookie.parse().expect("a cookie header");
            request.headers_mut().insert(header::COOKIE, cookie);
        }
        let response = self.router.clone().oneshot(request).await.expect("answers");
        for value in response.headers().get_all(header::SET_COOKIE) {
            let pair = value.to_str().unwrap_or_default().split(';').next();
            if let Some(pair) = pair.filter(|p| !p.ends_with('=')) {
                if !self.cookie.is_empty() {
                    self.cookie.push_str("; ");
                }
                self.cookie.push_str(pair);
            }
        }
        response
    }

    /// [`App::respond`], read: the status, where a redirect leads and the body.
    pub async fn send(&mut self, request: Request<Body>) -> (StatusCode, String, String) {
        let response = self.respond(request).await;
        let status = response.status();
        let location = response
            .headers()
            .get(header::LOCATION)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string();
        let body = response.into_body().collect().await.expect("a body");
        let body = String::from_utf8_lossy(&body.to_bytes()).into_owned();
        (status, location, body)
    }

    /// The body of a page, whatever its status.
    pub async fn body(&mut self, path: &str) -> String {
        let request = Request::get(path).body(Body::empty()).expect("a request");
        self.send(request).await.2
    }

    /// The body of a page that must answer 200.
    pub async fn get(&mut self, path: &str) -> String {
        let request = Request::get(path).body(Body::empty()).expect("a request");
        let (status, _, body) = self.send(request).await;
        assert_eq!(status, StatusCode::OK, "{path}: {body}");
        body
    }

    /// A form's request.
    pub fn form(path: &str, fields: &[(&str, &str)]) -> Request<Body> {
        let body = serde_urlencoded::to_string(fields).expect("a form");
        Request::post(path)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from(body))
            .expect("a request")
    }

    /// Posts a form that must succeed with a redirect; where it leads.
    pub async fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> String {
        let (status, location, body) = self.send(Self::form(path, fields)).await;
        assert!(status.is_redirection(), "{path}: {status} {body}");
        location
    }

    /// The organizer's form token.
    pub async fn csrf(&mut self) -> String {
        hidden(&self.get("/admin").await, "csrf")
    }
}
