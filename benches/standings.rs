//! What computing the standings costs, without the database and the page: the tournament's
//! ranking made from every finished game's final scores and the penalties
//! (`tournament::standings::standings_by`, then `tournament::ranking::Ranking::new`, as
//! `app::standings` does after its reads), for 400 and 4,000 players after 8 rounds whose
//! every game is finished (800 and 8,000 games), with a penalty for one player in fifty.
//!
//! `cargo bench --bench standings`. The whole page — the reads, this computation and the
//! rendering — is timed over HTTP by `tools/load/run.sh` and in process by
//! `cargo bench --bench save -- standings`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use tenbou::engine::game::Score;
use tenbou::tournament::players::PlayerId;
use tenbou::tournament::ranking::Ranking;
use tenbou::tournament::standings::{standings_by, PlayerGame, PlayerPenalty, StandingsTieBreak};

/// Rounds played before the standings are read: a long day of a large event.
const ROUNDS: usize = 8;

/// What the standings are computed from.
struct Played {
    /// In display order (by name): ids 1..=n.
    players: Vec<PlayerId>,
    games: Vec<PlayerGame>,
    penalties: Vec<PlayerPenalty>,
}

/// One table's final points (starting from 25,000 each, summing to 100,000) and the scores
/// they give: (points − 30,000) / 1,000 plus uma 15/5/−5/−15 and the 20 of oka to the top,
/// in hundredths, as the club preset scores a game.
fn table_result(rng: &mut ChaCha8Rng) -> [(i32, i64); 4] {
    let mut points = [25_000i32; 4];
    for _ in 0..10 {
        let (from, to) = (rng.random_range(0..4), rng.random_range(0..4));
        let amount = rng.random_range(10..120) * 100;
        points[from] -= amount;
        points[to] += amount;
    }
    let mut order: Vec<usize> = (0..4).collect();
    order.sort_by_key(|&seat| std::cmp::Reverse(points[seat]));
    let bonus = [35_00i64, 5_00, -5_00, -15_00];
    let mut result = [(0, 0); 4];
    for (place, &seat) in order.iter().enumerate() {
        let score = i64::from(points[seat] - 30_000) / 10 + bonus[place];
        result[seat] = (points[seat], score);
    }
    result
}

/// `players` players after [`ROUNDS`] rounds at tables of four drawn at random.
fn played(players: usize) -> Played {
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let ids: Vec<PlayerId> = (1..=players as i64)
        .map(|raw| PlayerId::new(raw).expect("a positive id"))
        .collect();
    let mut games = Vec::with_capacity(players * ROUNDS);
    for _ in 0..ROUNDS {
        let mut seating = ids.clone();
        seating.shuffle(&mut rng);
        for table in seating.chunks(4) {
            let result = table_result(&mut rng);
            for (&player, &(points, score)) in table.iter().zip(result.iter()) {
                games.push(PlayerGame {
                    player,
                    score: Score::from_hundredths(score),
                    points,
                });
            }
        }
    }
    let penalties = ids
        .iter()
        .step_by(50)
        .map(|&player| PlayerPenalty { player, amount: 20 })
        .collect();
    Played {
        players: ids,
        games,
        penalties,
    }
}

fn standings(c: &mut Criterion) {
    let mut group = c.benchmark_group("standings");
    group.sample_size(50);
    for players in [400, 4000] {
        let played = played(players);
        group.bench_with_input(
            BenchmarkId::new("compute", players),
            &played,
            |b, played| {
                b.iter(|| {
                    let lines = standings_by(
                        black_box(&played.players),
                        black_box(&played.games),
                        black_box(&played.penalties),
                        StandingsTieBreak::BestGame,
                    );
                    Ranking::new(&lines, None).lines.len()
                })
            },
        );
    }
    group.finish();
}

criterion_group!(benches, standings);
criterion_main!(benches);
