//! Speed of the hand evaluator: parse + evaluate of a fixed set of generated hands, in hands
//! per second, and the same hands through the `mahjong` package (PyPI) for comparison.
//!
//! `cargo bench --bench score`. The hands come from `tests/score_gen.rs` (seed 2016, 10,000
//! hands: closed and open, kans, riichi, tsumo/ron, dora, every wind). Criterion reports the
//! throughput; after it, one plain timed pass per side gives the two figures and their ratio
//! (`tools/time_python.py` times the package; without python3 or the package a note says the
//! comparison was skipped). `json_lines_end_to_end` times `tenbou score`'s whole path but the
//! process start (JSON lines in, result lines out, on every core) over the same hands.
//!
//! Sanma (`score_sanma` group): 10,000 `sanma-msmc` hands from the same generator and seed
//! (`score_gen::sanma_hands`: no 2m–8m, no open chii, seats E S W, 0–4 nuki), timed the same
//! two ways under `Ruleset::sanma()`. One plain timed pass per set then prints the per-hand
//! cost of both and their ratio (best of 25 passes, taking turns) (docs/rules.md §6 scoring must be at least as fast as riichi's),
//! and the sanma hands once more under the riichi preset, which isolates what the sanma checks
//! and nuki add on identical tiles.

#[path = "../tests/score_gen.rs"]
mod score_gen;
mod scoring;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use scoring::{bench_end_to_end, best_of_five, reference_output};
use std::hint::black_box;
use std::io::Write;
use std::process::Command;
use std::time::Instant;
use tenbou::engine::hand::{evaluate, evaluate_with_nuki, MeldInput};
use tenbou::engine::ruleset::Ruleset;

const SEED: u64 = 2016;
const HANDS: usize = 10_000;

/// Scores every hand once; returns how many scored (so the work cannot be optimised away).
fn score_all(hands: &[score_gen::GenHand], melds: &[Vec<MeldInput<'_>>], rules: &Ruleset) -> usize {
    hands
        .iter()
        .zip(melds)
        .filter(|(h, m)| evaluate(black_box(&h.input(m)), rules).is_ok())
        .count()
}

/// As [`score_all`], with each hand's nuki (sanma).
fn score_all_nuki(
    hands: &[score_gen::GenHand],
    melds: &[Vec<MeldInput<'_>>],
    rules: &Ruleset,
) -> usize {
    hands
        .iter()
        .zip(melds)
        .filter(|(h, m)| evaluate_with_nuki(black_box(&h.input(m)), h.nuki, rules).is_ok())
        .count()
}

/// Passes of each set in the sanma/riichi comparison. The passes take turns, so that load
/// from other work on a shared machine falls on every set alike; the best of each is kept.
const ROUNDS: usize = 25;

/// Best time of each pass over `ROUNDS` interleaved rounds (after one warm-up round), in
/// seconds.
fn best_interleaved<const N: usize>(passes: &mut [&mut dyn FnMut() -> usize; N]) -> [f64; N] {
    let mut best = [f64::INFINITY; N];
    for round in 0..=ROUNDS {
        for (pass, b) in passes.iter_mut().zip(&mut best) {
            let t = Instant::now();
            black_box(pass());
            if round > 0 {
                *b = b.min(t.elapsed().as_secs_f64());
            }
        }
    }
    best
}

/// The sanma set through the engine and through `tenbou score`, then the per-hand cost of
/// sanma against four-player riichi in plain timed passes.
fn bench_sanma(
    c: &mut Criterion,
    riichi: &[score_gen::GenHand],
    riichi_melds: &[Vec<MeldInput<'_>>],
) {
    let hands = score_gen::sanma_hands(SEED, HANDS);
    let melds: Vec<Vec<MeldInput>> = hands.iter().map(|h| h.meld_inputs()).collect();
    let sanma = Ruleset::sanma();
    let mut group = c.benchmark_group("score_sanma");
    group.throughput(Throughput::Elements(HANDS as u64));
    group.bench_with_input(
        BenchmarkId::new("parse_and_evaluate", HANDS),
        &hands,
        |b, hands| b.iter(|| score_all_nuki(hands, &melds, &sanma)),
    );
    let lines: String = hands
        .iter()
        .enumerate()
        .map(|(i, h)| h.to_json(&format!("s{i}")) + "\n")
        .collect();
    bench_end_to_end(&mut group, HANDS, &lines);
    group.finish();

    let club = Ruleset::club();
    let per_hand = |secs: f64| secs / HANDS as f64 * 1e9;
    // The sanma tiles without nuki are legal four-player hands: the same tiles both ways. A
    // copy of its own, so that no pass reads hands the pass before it left in the cache (each
    // set is a few MB, about a cache's size).
    let copy = hands.clone();
    let copy_melds: Vec<Vec<MeldInput>> = copy.iter().map(|h| h.meld_inputs()).collect();
    let [riichi_secs, sanma_secs, same_tiles_secs] = best_interleaved(&mut [
        &mut || score_all(riichi, riichi_melds, &club),
        &mut || score_all_nuki(&hands, &melds, &sanma),
        &mut || score_all(&copy, &copy_melds, &club),
    ]);
    let (riichi_ns, sanma_ns, same_tiles_ns) = (
        per_hand(riichi_secs),
        per_hand(sanma_secs),
        per_hand(same_tiles_secs),
    );
    println!("per hand (one core, best of {ROUNDS} interleaved passes of {HANDS}):");
    println!("  riichi hands, msmc-2016: {riichi_ns:.0} ns");
    println!("  sanma hands, sanma-msmc: {sanma_ns:.0} ns");
    println!("  sanma hands, msmc-2016 (no nuki): {same_tiles_ns:.0} ns");
    println!(
        "ratio: sanma costs {:.2}x riichi per hand ({})",
        sanma_ns / riichi_ns,
        if sanma_ns <= riichi_ns {
            "at least as fast"
        } else {
            "SLOWER than riichi"
        }
    );
}

fn bench(c: &mut Criterion) {
    let hands = score_gen::hands(SEED, HANDS);
    let melds: Vec<Vec<MeldInput>> = hands.iter().map(|h| h.meld_inputs()).collect();
    let rules = Ruleset::club();
    let mut group = c.benchmark_group("score");
    group.throughput(Throughput::Elements(HANDS as u64));
    group.bench_with_input(
        BenchmarkId::new("parse_and_evaluate", HANDS),
        &hands,
        |b, hands| b.iter(|| score_all(hands, &melds, &rules)),
    );
    // The whole of `tenbou score` but the process: JSON lines in, result lines out.
    let lines: String = hands
        .iter()
        .enumerate()
        .map(|(i, h)| h.to_json(&format!("b{i}")) + "\n")
        .collect();
    bench_end_to_end(&mut group, HANDS, &lines);
    group.finish();
    compare_with_python(&hands, &melds, &rules);
    bench_sanma(c, &hands, &melds);
}

/// One timed Rust pass (best of five, after a warm-up) against one Python pass.
fn compare_with_python(
    hands: &[score_gen::GenHand],
    melds: &[Vec<MeldInput<'_>>],
    rules: &Ruleset,
) {
    score_all(hands, melds, rules);
    let rust_secs = best_of_five(|| score_all(hands, melds, rules));
    let rust_rate = hands.len() as f64 / rust_secs;
    println!(
        "tenbou: {} hands in {:.4} s = {:.0} hands/s (one core)",
        hands.len(),
        rust_secs,
        rust_rate
    );

    let path =
        std::env::temp_dir().join(format!("tenbou-bench-hands-{}.jsonl", std::process::id()));
    let written = std::fs::File::create(&path).and_then(|mut f| {
        for (i, h) in hands.iter().enumerate() {
            writeln!(f, "{}", h.to_json(&format!("b{i}")))?;
        }
        Ok(())
    });
    if let Err(e) = written {
        println!(
            "python comparison skipped: cannot write {}: {e}",
            path.display()
        );
        return;
    }
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tools/time_python.py");
    let mut python = Command::new("python3");
    python.arg(script).arg(&path);
    let out = reference_output(python, "python comparison");
    let _ = std::fs::remove_file(&path);
    let Some(out) = out else {
        return;
    };
    let field = |name: &str| {
        out.split_whitespace()
            .find_map(|w| w.strip_prefix(name))
            .and_then(|v| v.parse::<f64>().ok())
    };
    match (field("hands="), field("seconds=")) {
        (Some(n), Some(secs)) if secs > 0.0 => {
            let py_rate = n / secs;
            println!("python mahjong package: {n} hands in {secs:.2} s = {py_rate:.0} hands/s");
            println!(
                "ratio: tenbou is {:.0}x the python package",
                rust_rate / py_rate
            );
        }
        _ => println!("python comparison skipped: unexpected output {out:?}"),
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
