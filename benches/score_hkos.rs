//! Speed of Hong Kong Old Style scoring from tiles (docs/rules.md §7), in hands per second.
//!
//! `cargo bench --bench score_hkos`. Two measures, as in `benches/score.rs`:
//! `faan_from_tiles` validates, decomposes and values a fixed mix of hands (chows, pungs with
//! honours, seven pairs, kongs, flushes, limit hands, bonus tiles) through
//! `engine::hkos::score`; `json_lines_end_to_end` runs `tenbou score`'s whole path but the
//! process start over the golden file's lines repeated to 10,000 (JSON lines in, result lines
//! out). A plain timed pass after Criterion prints the one-core figure.

mod scoring;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use scoring::{bench_end_to_end, best_of_five};
use std::hint::black_box;
use tenbou::engine::hand::{HandInput, MeldInput, MeldKind, Situation, Wind};
use tenbou::engine::hkos::{score, BonusKind, BonusSet, FaanTable, HkosInput};

const HANDS: usize = 10_000;

/// (hand, winning tile, melds, tsumo, seat wind, flowers, seasons)
type Case = (
    &'static str,
    &'static str,
    &'static [(MeldKind, &'static str)],
    bool,
    Wind,
    &'static str,
    &'static str,
);

const CASES: &[Case] = &[
    ("123m456p789s234s55z", "4s", &[], false, Wind::East, "", ""),
    (
        "123m456p789s234s55z",
        "5z",
        &[(MeldKind::Chi, "123m")],
        true,
        Wind::South,
        "1234",
        "23",
    ),
    (
        "555z666z77z111z234m",
        "4m",
        &[(MeldKind::Pon, "555z"), (MeldKind::Pon, "666z")],
        false,
        Wind::East,
        "2",
        "",
    ),
    ("11224466778899s", "9s", &[], true, Wind::West, "3", ""),
    ("22334455667788p", "8p", &[], true, Wind::East, "", ""),
    ("11112345678999m", "1m", &[], true, Wind::North, "", "4"),
    ("111m555p999s222z33z", "3z", &[], false, Wind::East, "", ""),
    (
        "1111m9999p789s234s55z",
        "4s",
        &[(MeldKind::Kan, "1111m"), (MeldKind::Ankan, "9999p")],
        true,
        Wind::East,
        "1",
        "1",
    ),
    (
        "12233445556789m",
        "9m",
        &[(MeldKind::Chi, "123m")],
        false,
        Wind::South,
        "",
        "",
    ),
    ("111222333m456p77s", "7s", &[], false, Wind::East, "1", "1"),
];

struct Prepared {
    melds: Vec<Vec<MeldInput<'static>>>,
    bonus: Vec<(BonusSet, BonusSet)>,
}

fn prepare() -> Prepared {
    Prepared {
        melds: CASES
            .iter()
            .map(|c| {
                c.2.iter()
                    .map(|&(kind, tiles)| MeldInput {
                        kind,
                        tiles,
                        opened: None,
                    })
                    .collect()
            })
            .collect(),
        bonus: CASES
            .iter()
            .map(|c| {
                (
                    BonusSet::parse(c.5, BonusKind::Flower).expect("flowers"),
                    BonusSet::parse(c.6, BonusKind::Season).expect("seasons"),
                )
            })
            .collect(),
    }
}

/// Scores `HANDS` hands (the cases in turn); returns how many scored.
fn score_all(p: &Prepared, table: &FaanTable) -> usize {
    (0..HANDS)
        .filter(|i| {
            let k = i % CASES.len();
            let c = &CASES[k];
            let input = HkosInput {
                hand: HandInput {
                    hand: c.0,
                    win_tile: c.1,
                    melds: &p.melds[k],
                    situation: Situation {
                        tsumo: c.3,
                        ..Situation::default()
                    },
                    seat_wind: c.4,
                    ..HandInput::default()
                },
                flowers: p.bonus[k].0,
                seasons: p.bonus[k].1,
                kong_on_kong: false,
                dealer_keeps: 0,
            };
            score(black_box(&input), table).is_ok()
        })
        .count()
}

fn bench(c: &mut Criterion) {
    let prepared = prepare();
    let table = FaanTable::default();
    assert_eq!(
        score_all(&prepared, &table),
        HANDS,
        "every bench hand is a legal win"
    );
    let mut group = c.benchmark_group("score_hkos");
    group.throughput(Throughput::Elements(HANDS as u64));
    group.bench_function(BenchmarkId::new("faan_from_tiles", HANDS), |b| {
        b.iter(|| score_all(&prepared, &table))
    });
    let golden = include_str!("../tests/score_fixtures/hkos_golden.jsonl");
    let golden: Vec<&str> = golden.lines().collect();
    let lines: String = (0..HANDS)
        .map(|i| golden[i % golden.len()].to_owned() + "\n")
        .collect();
    bench_end_to_end(&mut group, HANDS, &lines);
    group.finish();

    let secs = best_of_five(|| score_all(&prepared, &table));
    println!(
        "tenbou hkos: {HANDS} hands in {secs:.4} s = {:.0} hands/s (one core)",
        HANDS as f64 / secs
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
