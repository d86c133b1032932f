//! How the cost of a public page grows with the tournament: the standings of 40, 400 and 4,000
//! players (round 1 drawn), rendered in full (a signed-in request, which the page cache never
//! serves) and served from the page cache (an anonymous request), through the whole router.
//!
//! `cargo bench --bench render`. Each size is set up through the real forms first (players
//! added one by one, then round 1), which takes a few seconds for the largest.

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{header, Request, StatusCode};
use axum::Router;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use http_body_util::BodyExt;
use std::net::SocketAddr;
use tower::ServiceExt;

struct App {
    router: Router,
    cookie: String,
    _dir: tempfile::TempDir,
}

fn peer() -> ConnectInfo<SocketAddr> {
    ConnectInfo("127.0.0.1:50000".parse().expect("an address"))
}

fn hidden(html: &str, name: &str) -> String {
    let marker = format!("name=\"{name}\" value=\"");
    let start = html.find(&marker).expect("the field") + marker.len();
    html[start..]
        .split('"')
        .next()
        .unwrap_or_default()
        .to_string()
}

impl App {
    async fn send(&mut self, mut request: Request<Body>) -> (StatusCode, String, String) {
        request.extensions_mut().insert(peer());
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

    async fn get(&mut self, path: &str) -> String {
        let request = Request::get(path).body(Body::empty()).expect("a request");
        self.send(request).await.2
    }

    async fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> String {
        let body = serde_urlencoded::to_string(fields).expect("a form");
        let request = Request::post(path)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from(body))
            .expect("a request");
        let (status, location, body) = self.send(request).await;
        assert!(status.is_redirection(), "{path}: {status} {body}");
        location
    }

    /// A tournament of `players` checked-in players with round 1 drawn; its standings path.
    async fn tournament(players: usize) -> (App, String) {
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
        let token = hidden(&app.get("/setup").await, "form_token");
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
        let csrf = hidden(&app.get("/admin").await, "csrf");
        let created = app
            .post(
                "/admin/tournaments",
                &[
                    ("csrf", &csrf),
                    ("name", "Bench Open"),
                    ("ruleset", "msmc-2016"),
                ],
            )
            .await;
        let id = created.trim_start_matches("/admin/t/").to_string();
        for n in 0..players {
            let name = format!("Player {n:04}");
            let club = format!("Club {}", n % 37);
            app.post(
                &format!("/admin/t/{id}/players"),
                &[
                    ("csrf", &csrf),
                    ("name", &name),
                    ("club", &club),
                    ("checked_in", "1"),
                ],
            )
            .await;
        }
        app.post(
            &format!("/admin/t/{id}/rounds"),
            &[("csrf", &csrf), ("table_rule", "substitute")],
        )
        .await;
        (app, format!("/t/{id}/standings"))
    }
}

fn bench(c: &mut Criterion) {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let mut group = c.benchmark_group("standings");
    group.sample_size(20);
    for players in [40, 400, 4000] {
        let (mut app, path) = runtime.block_on(App::tournament(players));
        let page = runtime.block_on(app.get(&path));
        assert!(
            page.contains("Player 0000"),
            "the standings list the players"
        );
        group.bench_with_input(BenchmarkId::new("render", players), &path, |b, path| {
            b.iter(|| runtime.block_on(app.get(path)).len())
        });
        let router = app.router.clone();
        group.bench_with_input(BenchmarkId::new("cached", players), &path, |b, path| {
            b.iter(|| {
                runtime.block_on(async {
                    let mut request = Request::get(path.as_str())
                        .body(Body::empty())
                        .expect("a request");
                    request.extensions_mut().insert(peer());
                    let response = router.clone().oneshot(request).await.expect("answers");
                    let body = response.into_body().collect().await.expect("a body");
                    body.to_bytes().len()
                })
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
