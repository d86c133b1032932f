//! What a save costs the server, and what the standings cost once results are stored.
//!
//! - `save/hand`: one hand saved on a score sheet (the form's "Save", the server time of that
//!   one request) in a tournament of 48 players whose bracket exists — two qualifying rounds
//!   played, the cut made, the semi-finals seated — while 400 phones hold the tournament's
//!   events stream open. Between two measured saves the hand is undone again (not measured), so
//!   every save is the game's first hand.
//! - `standings/uncached`: the standings page of 400 and 4,000 players after a round whose
//!   every game is finished, requested signed in (which the page cache never serves).
//!
//! Everything goes through the real router in-process and only through HTTP routes, so the
//! same benchmark measures any version of the server. `cargo bench --bench save`; setting up
//! the 4,000 players takes a while.

mod support;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, Response, StatusCode};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use support::{hidden, App};
use tower::ServiceExt;

/// The phones holding the events stream open during the saves.
const OPEN_STREAMS: usize = 400;
const BRACKET_PLAYERS: usize = 48;

/// The `n`th phone on the venue's network, each with an address of its own.
fn phone(n: usize) -> ConnectInfo<SocketAddr> {
    let address = format!("10.1.{}.{}:40000", n / 200, n % 200 + 1);
    ConnectInfo(address.parse().expect("an address"))
}

/// The ids of the games a page links to for recording, in page order.
fn game_links(html: &str, tournament: &str) -> Vec<String> {
    let marker = format!("/admin/t/{tournament}/games/");
    let mut ids: Vec<String> = Vec::new();
    for piece in html.split(&marker).skip(1) {
        let id: String = piece.chars().take_while(char::is_ascii_digit).collect();
        if !id.is_empty() && !ids.contains(&id) {
            ids.push(id);
        }
    }
    ids
}

/// Players `from..to` as the import's CSV takes them.
fn players_csv(from: usize, to: usize) -> String {
    let mut csv = String::from("name,club,number\n");
    for n in from..to {
        csv.push_str(&format!("Player {n:04},Club {},\n", n % 37));
    }
    csv
}

/// The import takes up to 2,000 lines a file: larger fields come in parts.
const IMPORT_PART: usize = 1000;

impl App {
    /// A signed-in organizer, a tournament and `players` players imported and checked in.
    async fn tournament(players: usize) -> (App, String) {
        let mut app = App::signed_in().await;
        let id = app.new_tournament().await;
        let csrf = app.csrf().await;
        for from in (0..players).step_by(IMPORT_PART) {
            let to = (from + IMPORT_PART).min(players);
            let csv = players_csv(from, to);
            let request = App::form(
                &format!("/admin/t/{id}/import/confirm"),
                &[("csrf", &csrf), ("text", &csv)],
            );
            let (status, _, page) = app.send(request).await;
            assert!(
                status == StatusCode::OK
                    && page.contains(&format!("{} players imported", to - from)),
                "the players are imported: {status} {page}"
            );
        }
        app.post(
            &format!("/admin/t/{id}/players/checkin-all"),
            &[("csrf", &csrf)],
        )
        .await;
        (app, id)
    }

    /// The token of the sheet's hands that its forms carry back.
    async fn sheet_token(&mut self, sheet: &str) -> String {
        hidden(&self.get(sheet).await, "version")
    }

    /// Ends a game in one hand: the player in the south seat wins a yakuman off the dealer,
    /// who busts.
    async fn finish(&mut self, id: &str, game: &str) {
        let sheet = format!("/admin/t/{id}/games/{game}");
        let version = self.sheet_token(&sheet).await;
        let csrf = self.csrf().await;
        self.post(
            &format!("{sheet}/hands"),
            &[
                ("csrf", &csrf),
                ("version", &version),
                ("action", "save"),
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win1", "1"),
                ("value1", "y1"),
            ],
        )
        .await;
    }

    /// Finishes every game of round `number`.
    async fn play_round(&mut self, id: &str, number: usize) {
        let page = self.get(&format!("/t/{id}/rounds/{number}")).await;
        let games = game_links(&page, id);
        assert!(!games.is_empty(), "round {number} has games");
        for game in games {
            self.finish(id, &game).await;
        }
    }
}

/// The 48-player bracket after its two qualifying rounds and the cut, semi-finals seated;
/// the app and the score sheet of the first semi-final game.
async fn bracket_after_the_cut() -> (App, String, String) {
    let (mut app, id) = App::tournament(BRACKET_PLAYERS).await;
    let csrf = app.csrf().await;
    let bracket = format!("/admin/t/{id}/bracket");
    app.post(
        &bracket,
        &[
            ("csrf", &csrf),
            ("qualifying_rounds", "2"),
            ("cut", "8"),
            ("semi_games", "2"),
            ("semi_carry", "reset"),
            ("final_games", "2"),
            ("final_carry", "half"),
        ],
    )
    .await;
    for round in 1..=2 {
        app.post(&format!("{bracket}/seat"), &[("csrf", &csrf)])
            .await;
        app.play_round(&id, round).await;
    }
    app.post(&format!("{bracket}/cut"), &[("csrf", &csrf)])
        .await;
    app.post(&format!("{bracket}/seat"), &[("csrf", &csrf)])
        .await;
    let page = app.get(&format!("/t/{id}/rounds/3")).await;
    let semi = game_links(&page, &id)
        .into_iter()
        .next()
        .expect("the semi-finals are seated");
    let sheet = format!("/admin/t/{id}/games/{semi}");
    (app, id, sheet)
}

/// Opens the events stream of tournament `id` from `count` phones and keeps the responses
/// (their streams stay subscribed as long as the bodies live).
async fn open_streams(app: &App, id: &str, count: usize) -> Vec<Response<Body>> {
    let mut open = Vec::with_capacity(count);
    for n in 0..count {
        let mut request = Request::get(format!("/t/{id}/events"))
            .body(Body::empty())
            .expect("a request");
        request.extensions_mut().insert(phone(n));
        let response = app.router.clone().oneshot(request).await.expect("answers");
        assert_eq!(response.status(), StatusCode::OK, "stream {n} is admitted");
        open.push(response);
    }
    open
}

fn save(c: &mut Criterion) {
    let runtime = support::runtime();
    let (mut app, id, sheet) = runtime.block_on(bracket_after_the_cut());
    let streams = runtime.block_on(open_streams(&app, &id, OPEN_STREAMS));
    let mut group = c.benchmark_group("save");
    group.sample_size(20);
    group.bench_function(
        BenchmarkId::new("hand", "48 players, bracket, 400 streams"),
        |b| {
            b.iter_custom(|iterations| {
                runtime.block_on(async {
                    let mut spent = Duration::ZERO;
                    for _ in 0..iterations {
                        let version = app.sheet_token(&sheet).await;
                        let csrf = app.csrf().await;
                        // The dealer wins a mangan by self-draw: the game goes on.
                        let request = App::form(
                            &format!("{sheet}/hands"),
                            &[
                                ("csrf", &csrf),
                                ("version", &version),
                                ("action", "save"),
                                ("outcome", "tsumo"),
                                ("win0", "1"),
                                ("value0", "mangan"),
                            ],
                        );
                        let started = Instant::now();
                        let (status, _, body) = app.send(request).await;
                        spent += started.elapsed();
                        assert_eq!(status, StatusCode::SEE_OTHER, "the hand is saved: {body}");
                        let version = app.sheet_token(&sheet).await;
                        app.post(
                            &format!("{sheet}/undo"),
                            &[("csrf", &csrf), ("version", &version)],
                        )
                        .await;
                    }
                    spent
                })
            })
        },
    );
    group.finish();
    drop(streams);
}

fn standings(c: &mut Criterion) {
    let runtime = support::runtime();
    let mut group = c.benchmark_group("standings");
    group.sample_size(20);
    for players in [400, 4000] {
        let mut app = runtime.block_on(async {
            let (mut app, id) = App::tournament(players).await;
            let csrf = app.csrf().await;
            app.post(
                &format!("/admin/t/{id}/rounds"),
                &[("csrf", &csrf), ("table_rule", "substitute")],
            )
            .await;
            app.play_round(&id, 1).await;
            (app, id)
        });
        let path = format!("/t/{}/standings", app.1);
        let page = runtime.block_on(app.0.get(&path));
        assert!(
            page.contains("Player 0000"),
            "the standings list the players"
        );
        group.bench_with_input(BenchmarkId::new("uncached", players), &path, |b, path| {
            b.iter(|| runtime.block_on(app.0.get(path)).len())
        });
    }
    group.finish();
}

criterion_group!(benches, save, standings);
criterion_main!(benches);
