//! Speed of MCR scoring from tiles (docs/mcr.md), in hands per second, against the reference
//! fan calculator (PyMahjongGB 1.4.0, C++ called from Python) on the same hands.
//!
//! `cargo bench --bench mcr`. Two sets of hands:
//! - the agreement fixture's inputs (`tests/fixtures/mcr/agreement.jsonl`, every reading and
//!   every error), repeated to 20,000 lines;
//! - 20,000 generated hands that all reach the scorer, written by
//!   `tools/mcr-reference/generate.py inputs --readable-only --seed 2023` (standard library
//!   Python only) into the target directory, so the reference can be timed on the very same file.
//!
//! For each set Criterion measures `read_and_score` (the line's fields, already out of JSON,
//! through `mcr::line::read_hand` and `mcr::scoring::score` on one core) and
//! `json_lines_end_to_end` (`tenbou score`'s whole path but the process start, on every core).
//! After Criterion, plain timed passes print hands per second for both, then
//! `tools/mcr-reference/time_reference.py` times the reference on the generated file with the
//! Python named by `MCR_PYTHON` (default `python3`; a venv holding PyMahjongGB), and the ratio.
//! Without Python or the package a note says the comparison was skipped.

mod scoring;

use scoring::{best_of_five, end_to_end, melds_of, reference_output};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::Command;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use serde_json::Value;
use tenbou::engine::styles::mcr::line::{read_hand, McrHandFields, McrMeldFields};
use tenbou::engine::styles::mcr::scoring::score;
use tenbou::engine::tiles::WrittenTiles;

const LINES: usize = 20_000;
const SEED: u64 = 2023;

/// A line's fields as owned strings, read from JSON before timing starts.
struct OwnedFields {
    hand: String,
    win_tile: String,
    melds: Vec<(String, String)>,
    flowers: i64,
    flags: [bool; 4],
    seat_wind: String,
    round_wind: String,
}

fn owned(line: &Value) -> OwnedFields {
    let text = |key: &str, default: &str| line[key].as_str().unwrap_or(default).to_owned();
    let flag = |key: &str| line[key].as_bool().unwrap_or(false);
    OwnedFields {
        hand: text("hand", ""),
        win_tile: text("win_tile", ""),
        melds: melds_of(line),
        flowers: line["flowers"].as_i64().unwrap_or(0),
        flags: [
            flag("tsumo"),
            flag("last_tile"),
            flag("kong"),
            flag("fourth_tile"),
        ],
        seat_wind: text("seat_wind", "E"),
        round_wind: text("round_wind", "E"),
    }
}

/// Reads and scores every line once; returns how many were wins (so nothing is optimised away).
fn read_and_score_all(lines: &[OwnedFields]) -> usize {
    let mut melds: Vec<McrMeldFields<'_>> = Vec::with_capacity(4);
    let mut wins = 0;
    for l in lines {
        melds.clear();
        melds.extend(
            l.melds
                .iter()
                .map(|(kind, tiles)| McrMeldFields { kind, tiles }),
        );
        let fields = McrHandFields {
            tiles: WrittenTiles {
                hand: &l.hand,
                win_tile: &l.win_tile,
                melds: &melds,
            },
            flowers: l.flowers,
            tsumo: l.flags[0],
            last_tile: l.flags[1],
            kong: l.flags[2],
            fourth_tile: l.flags[3],
            seat_wind: &l.seat_wind,
            round_wind: &l.round_wind,
        };
        if let Ok(hand) = read_hand(black_box(&fields)) {
            wins += usize::from(score(&hand).is_ok());
        }
    }
    wins
}

/// The fixture's input lines, repeated to `LINES`.
fn fixture_lines() -> String {
    let fixture = include_str!("../tests/fixtures/mcr/agreement.jsonl");
    let inputs: Vec<String> = fixture
        .lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l).expect("fixture line is JSON");
            v["input"].to_string()
        })
        .collect();
    (0..LINES)
        .map(|i| inputs[i % inputs.len()].clone() + "\n")
        .collect()
}

fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target"))
}

fn python() -> String {
    std::env::var("MCR_PYTHON").unwrap_or_else(|_| "python3".to_owned())
}

fn tool(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tools/mcr-reference")
        .join(name)
}

/// The generated hands' file (written once per target directory), or why there is none.
fn generated_lines() -> Result<(PathBuf, String), String> {
    let path = target_dir().join(format!("mcr-hands-{LINES}-seed{SEED}.jsonl"));
    if !path.exists() {
        let out = Command::new(python())
            .arg(tool("generate.py"))
            .args(["inputs", "--readable-only", "--count", &LINES.to_string()])
            .args(["--seed", &SEED.to_string(), "--out"])
            .arg(&path)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", python()))?;
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).into_owned());
        }
    }
    let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
    Ok((path, text))
}

fn bench_set(c: &mut Criterion, name: &str, text: &str) -> (f64, f64) {
    let lines: Vec<OwnedFields> = text
        .lines()
        .map(|l| owned(&serde_json::from_str(l).expect("a JSON line")))
        .collect();
    let mut group = c.benchmark_group(format!("mcr_{name}"));
    group.throughput(Throughput::Elements(lines.len() as u64));
    group.bench_function(BenchmarkId::new("read_and_score", lines.len()), |b| {
        b.iter(|| read_and_score_all(&lines))
    });
    group.bench_function(
        BenchmarkId::new("json_lines_end_to_end", lines.len()),
        |b| b.iter(|| end_to_end(text)),
    );
    group.finish();
    let n = lines.len() as f64;
    let one_core = n / best_of_five(|| read_and_score_all(&lines));
    let whole = n / best_of_five(|| end_to_end(text));
    println!(
        "tenbou mcr ({name}, {} lines): read+score {one_core:.0} hands/s (one core); \
         tenbou score end to end {whole:.0} hands/s",
        lines.len()
    );
    (one_core, whole)
}

fn bench(c: &mut Criterion) {
    bench_set(c, "fixture", &fixture_lines());
    let (path, text) = match generated_lines() {
        Ok(found) => found,
        Err(e) => {
            println!("generated hands skipped: {e}");
            return;
        }
    };
    let (one_core, whole) = bench_set(c, "generated", &text);
    let mut reference = Command::new(python());
    reference.arg(tool("time_reference.py")).arg(&path);
    let Some(reference) = reference_output(reference, "reference comparison") else {
        return;
    };
    let rate = reference
        .split_whitespace()
        .find_map(|w| w.strip_prefix("hands_per_second="))
        .and_then(|r| r.parse::<f64>().ok());
    match rate {
        Some(rate) => println!(
            "PyMahjongGB 1.4.0 from Python, same file: {rate:.0} hands/s; \
             tenbou is {:.1}x (read+score, one core) and {:.1}x (tenbou score end to end)",
            one_core / rate,
            whole / rate
        ),
        None => println!("reference comparison skipped: unexpected output {reference:?}"),
    }
    println!(
        "end to end with the process start: hyperfine '{} score < {}'",
        target_dir().join("release/tenbou").display(),
        path.display()
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
