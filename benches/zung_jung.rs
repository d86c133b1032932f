//! Speed of Zung Jung scoring from tiles (docs/zung-jung.md), in hands per second.
//!
//! `cargo bench --bench zung_jung`. 20,000 generated winning hands (four sets and a pair from a
//! fixed seed, each declared or concealed at random, random situation flags that keep the
//! flag rules, both rulesets), plus the golden fixture's lines (`tests/fixtures/zung_jung`,
//! every error kind) mixed in. Criterion measures `score` (hands already read into a
//! `ZjHand`, one core) and `json_lines_end_to_end` (`tenbou score`'s whole path but the process
//! start, on every core); plain timed passes then print hands per second for both.

mod scoring;

use scoring::{best_of_five, end_to_end, melds_of};
use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use serde_json::{json, Value};
use tenbou::engine::styles::zung_jung::scoring::line::{read_hand, ZjHandFields, ZjMeldFields};
use tenbou::engine::styles::zung_jung::scoring::{score, HowWon, Variant, ZjHand};
use tenbou::engine::tiles::Tile;
use tenbou::engine::tiles::WrittenTiles;

const LINES: usize = 20_000;

/// A small deterministic generator (xorshift64*), so every run scores the same hands.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) % n
    }
}

fn mpsz(tiles: &[u8]) -> String {
    tiles
        .iter()
        .map(|&t| Tile::new(t).expect("a tile index").to_string())
        .collect()
}

/// One generated winning hand as a line, or `None` when it drew a fifth copy of a tile.
fn generated(rng: &mut Rng, id: usize) -> Option<Value> {
    let mut counts = [0u8; 34];
    let mut melds = Vec::new();
    let mut concealed = Vec::new();
    let mut all = Vec::new();
    for _ in 0..4 {
        let tile = rng.below(34) as u8;
        let sequence = tile < 27 && tile % 9 <= 6 && rng.below(3) > 0;
        let group = if sequence {
            vec![tile, tile + 1, tile + 2]
        } else if rng.below(8) == 0 {
            vec![tile; 4]
        } else {
            vec![tile; 3]
        };
        let kind = match (group.len(), sequence, rng.below(3)) {
            (4, _, 0) => Some("ankan"),
            (4, _, _) => Some("kan"),
            (_, true, 0) => Some("chi"),
            (_, false, 0) => Some("pon"),
            _ => None,
        };
        match kind {
            Some(kind) => melds.push(json!({"kind": kind, "tiles": mpsz(&group)})),
            None => concealed.extend(&group),
        }
        all.extend(group);
    }
    let pair = rng.below(34) as u8;
    all.extend([pair, pair]);
    concealed.extend([pair, pair]);
    for &t in &all {
        counts[usize::from(t)] += 1;
        if counts[usize::from(t)] > 4 {
            return None;
        }
    }
    let win = concealed[rng.below(concealed.len() as u64) as usize];
    let tsumo = rng.below(2) == 0;
    let seat = ["E", "S", "W", "N"][rng.below(4) as usize];
    Some(json!({
        "id": id,
        "ruleset": if rng.below(2) == 0 { "zung-jung" } else { "wsom" },
        "hand": mpsz(&all),
        "win_tile": mpsz(&[win]),
        "melds": melds,
        "tsumo": tsumo,
        "last_tile": rng.below(10) == 0,
        "seat_wind": seat,
    }))
}

/// The bench's input: generated hands with the golden fixture's lines mixed in.
fn lines() -> String {
    let fixture: Vec<String> = include_str!("../tests/fixtures/zung_jung/golden.jsonl")
        .lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l).expect("fixture line is JSON");
            v["input"].to_string()
        })
        .collect();
    let mut rng = Rng(0x5a4e_4a55_4e47_2033);
    let mut out = String::new();
    let mut written = 0;
    while written < LINES {
        if written % 10 == 0 {
            out += &fixture[(written / 10) % fixture.len()];
        } else if let Some(line) = generated(&mut rng, written) {
            out += &line.to_string();
        } else {
            continue;
        }
        out.push('\n');
        written += 1;
    }
    out
}

/// Every line read into a hand (those refused for their notation are left out).
fn read_all(text: &str) -> Vec<(ZjHand, Variant)> {
    text.lines()
        .filter_map(|l| {
            let v: Value = serde_json::from_str(l).ok()?;
            let text = |k: &str| v[k].as_str().unwrap_or("").to_owned();
            let melds = melds_of(&v);
            let meld_fields: Vec<ZjMeldFields<'_>> = melds
                .iter()
                .map(|(kind, tiles)| ZjMeldFields { kind, tiles })
                .collect();
            let flag = |k: &str| v[k].as_bool().unwrap_or(false);
            let (hand, win, seat) = (text("hand"), text("win_tile"), text("seat_wind"));
            let fields = ZjHandFields {
                tiles: WrittenTiles {
                    hand: &hand,
                    win_tile: &win,
                    melds: &meld_fields,
                },
                how_won: HowWon {
                    tsumo: flag("tsumo"),
                    last_tile: flag("last_tile"),
                    kong_replacement: flag("kong_replacement"),
                    robbing_kong: flag("robbing_kong"),
                    blessing_of_heaven: flag("blessing_of_heaven"),
                    blessing_of_earth: flag("blessing_of_earth"),
                },
                seat_wind: if seat.is_empty() { "E" } else { &seat },
            };
            let variant = Variant::from_ruleset(v["ruleset"].as_str()?)?;
            Some((read_hand(&fields).ok()?, variant))
        })
        .collect()
}

fn score_all(hands: &[(ZjHand, Variant)]) -> usize {
    hands
        .iter()
        .filter(|(hand, variant)| score(black_box(hand), *variant).is_ok())
        .count()
}

fn bench(c: &mut Criterion) {
    let text = lines();
    let hands = read_all(&text);
    let mut group = c.benchmark_group("zung_jung");
    group.sample_size(10);
    group.throughput(Throughput::Elements(hands.len() as u64));
    group.bench_function("score", |b| b.iter(|| score_all(&hands)));
    group.throughput(Throughput::Elements(LINES as u64));
    group.bench_function("json_lines_end_to_end", |b| b.iter(|| end_to_end(&text)));
    group.finish();
    let scored = best_of_five(|| score_all(&hands));
    let whole = best_of_five(|| end_to_end(&text));
    println!(
        "zung_jung: score {:.0} hands/s ({} hands, one core); tenbou score end to end {:.0} lines/s ({LINES} lines)",
        hands.len() as f64 / scored,
        hands.len(),
        LINES as f64 / whole
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
