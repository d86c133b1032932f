//! How the cost of a public page grows with the tournament: the standings of 40, 400 and 4,000
//! players (round 1 drawn), rendered in full (a signed-in request, which the page cache never
//! serves) and served from the page cache (an anonymous request), through the whole router.
//!
//! `cargo bench --bench render`. Each size is set up through the real forms first (players
//! added one by one, then round 1), which takes a few seconds for the largest.

mod support;

use axum::body::Body;
use axum::http::Request;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use http_body_util::BodyExt;
use support::{laptop, App};
use tower::ServiceExt;

/// A tournament of `players` checked-in players with round 1 drawn; its standings path.
async fn tournament(players: usize) -> (App, String) {
    let mut app = App::signed_in().await;
    let id = app.new_tournament().await;
    let csrf = app.csrf().await;
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

fn bench(c: &mut Criterion) {
    let runtime = support::runtime();
    let mut group = c.benchmark_group("standings");
    group.sample_size(20);
    for players in [40, 400, 4000] {
        let (mut app, path) = runtime.block_on(tournament(players));
        let page = runtime.block_on(app.body(&path));
        assert!(
            page.contains("Player 0000"),
            "the standings list the players"
        );
        group.bench_with_input(BenchmarkId::new("render", players), &path, |b, path| {
            b.iter(|| runtime.block_on(app.body(path)).len())
        });
        let router = app.router.clone();
        group.bench_with_input(BenchmarkId::new("cached", players), &path, |b, path| {
            b.iter(|| {
                runtime.block_on(async {
                    let mut request = Request::get(path.as_str())
                        .body(Body::empty())
                        .expect("a request");
                    request.extensions_mut().insert(laptop());
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
