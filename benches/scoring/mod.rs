//! What the scoring benchmarks share (riichi and sanma, Hong Kong Old Style, MCR, Zung Jung):
//! `tenbou score`'s whole path but the process start, plain timed passes, the melds of a JSON
//! line and the run of a reference scorer in Python. Only the timing tools live here; what
//! each benchmark measures and prints stays in its own file.

// Each benchmark is its own crate and uses only part of this module.
#![allow(dead_code)]

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, BenchmarkId};
use serde_json::Value;
use std::hint::black_box;
use std::process::Command;
use std::time::Instant;

/// `tenbou score` on `text` (JSON lines in, result lines out) in memory; the output's length,
/// so that nothing is optimised away.
pub fn end_to_end(text: &str) -> usize {
    let mut out = Vec::with_capacity(text.len() * 2);
    tenbou::cli::score::run(text.as_bytes(), &mut out).expect("in memory");
    out.len()
}

/// Criterion's measure of [`end_to_end`] on `lines`, named for its `hands`.
pub fn bench_end_to_end(group: &mut BenchmarkGroup<'_, WallTime>, hands: usize, lines: &str) {
    group.bench_with_input(
        BenchmarkId::new("json_lines_end_to_end", hands),
        lines,
        |b, lines| b.iter(|| end_to_end(lines)),
    );
}

/// The best of five plain passes of `pass`, in seconds.
pub fn best_of_five<T>(mut pass: impl FnMut() -> T) -> f64 {
    (0..5)
        .map(|_| {
            let started = Instant::now();
            black_box(pass());
            started.elapsed().as_secs_f64()
        })
        .fold(f64::INFINITY, f64::min)
}

/// A JSON line's melds as (kind, tiles), owned so that reading them is not timed.
pub fn melds_of(line: &Value) -> Vec<(String, String)> {
    line["melds"]
        .as_array()
        .map(|melds| {
            melds
                .iter()
                .map(|meld| {
                    let field = |key: &str| meld[key].as_str().unwrap_or("").to_owned();
                    (field("kind"), field("tiles"))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// What `command` (a reference scorer in Python) printed, or `None` once a line saying why
/// `comparison` was skipped is printed: the reference may be missing on this machine.
pub fn reference_output(mut command: Command, comparison: &str) -> Option<String> {
    match command.output() {
        Ok(out) if out.status.success() => Some(String::from_utf8_lossy(&out.stdout).into_owned()),
        Ok(out) => {
            println!(
                "{comparison} skipped: {}",
                String::from_utf8_lossy(&out.stderr).trim()
            );
            None
        }
        Err(e) => {
            println!(
                "{comparison} skipped: cannot run {}: {e}",
                command.get_program().to_string_lossy()
            );
            None
        }
    }
}
