//! Golden tests of the MCR scorer: every fan found on a hand that has it and left out where an
//! exclusion principle says so, the refusals, the names, and (ignored by default) agreement
//! with a fixture of the reference library's answers.
//!
//! A case is one line: the concealed tiles with the winning tile (mpsz), the winning tile, the
//! declared sets (`c` chow, `p` pung, `k` melded kong, `a` concealed kong, each followed by
//! its tiles), the situation (`tsumo`, `last`, `kong`, `fourth`, `seatS`, `roundW`, `f2` for
//! two flowers), then the expected fan with their counts and the total.

use super::*;
use crate::engine::tiles::TileCounts;

fn tile(text: &str) -> Tile {
    let counts = TileCounts::parse(text).expect("tile");
    let index = counts.counts.iter().position(|&c| c > 0).expect("one tile");
    Tile::new(index as u8).unwrap()
}

fn wind(letter: char) -> Tile {
    match letter {
        'E' => Tile::EAST,
        'S' => Tile::SOUTH,
        'W' => Tile::WEST,
        'N' => Tile::NORTH,
        other => panic!("wind {other}"),
    }
}

/// Builds a hand from the case notation described in the module header.
fn hand(concealed: &str, win: &str, melds: &str, situation: &str) -> McrHand {
    let melds = melds
        .split_whitespace()
        .map(|m| {
            let kind = match &m[..1] {
                "c" => McrMeldKind::Chow,
                "p" => McrMeldKind::Pung,
                "k" => McrMeldKind::MeldedKong,
                "a" => McrMeldKind::ConcealedKong,
                other => panic!("meld kind {other}"),
            };
            let counts = TileCounts::parse(&m[1..]).expect("meld tiles");
            let first = counts.counts.iter().position(|&c| c > 0).unwrap();
            McrMeld {
                kind,
                first: Tile::new(first as u8).unwrap(),
            }
        })
        .collect();
    let mut hand = McrHand {
        concealed: TileCounts::parse(concealed).expect("concealed").counts,
        melds,
        win_tile: tile(win),
        flowers: 0,
        self_drawn: false,
        last_tile: false,
        kong: false,
        fourth_tile: false,
        seat_wind: Tile::EAST,
        prevalent_wind: Tile::EAST,
    };
    for word in situation.split_whitespace() {
        match word {
            "tsumo" => hand.self_drawn = true,
            "last" => hand.last_tile = true,
            "kong" => hand.kong = true,
            "fourth" => hand.fourth_tile = true,
            w if w.starts_with("seat") => hand.seat_wind = wind(w.chars().nth(4).unwrap()),
            w if w.starts_with("round") => hand.prevalent_wind = wind(w.chars().nth(5).unwrap()),
            w if w.starts_with('f') => hand.flowers = w[1..].parse().unwrap(),
            other => panic!("situation {other}"),
        }
    }
    hand
}

/// "name" or "name*count", space separated, in any order.
fn fans_of(expected: &str) -> Vec<(String, u32)> {
    let mut list: Vec<(String, u32)> = expected
        .split_whitespace()
        .map(|item| match item.split_once('*') {
            Some((name, count)) => (name.to_string(), count.parse().unwrap()),
            None => (item.to_string(), 1),
        })
        .collect();
    list.sort();
    list
}

fn found(score: &McrScore) -> Vec<(String, u32)> {
    let mut list: Vec<(String, u32)> = score
        .fans
        .iter()
        .map(|f| (f.fan.name().to_string(), f.count))
        .collect();
    list.sort();
    list
}

/// One table row: hand, winning tile, declared sets, situation, expected fan, total.
type Case = (&'static str, &'static str, &'static str, &'static str, &'static str, u32);

fn check(cases: &[Case]) {
    let mut failures = Vec::new();
    for &(concealed, win, melds, situation, expected, total) in cases {
        let h = hand(concealed, win, melds, situation);
        match score(&h) {
            Ok(s) => {
                let sum: u32 = s.fans.iter().map(|f| f.fan.value() * f.count).sum();
                assert_eq!(sum, s.total, "total is the sum of the fan for {concealed}");
                if found(&s) != fans_of(expected) || s.total != total {
                    failures.push(format!(
                        "{concealed} {win} [{melds}] {situation}: got {} = {:?}, want {total} = {expected}",
                        s.total,
                        found(&s)
                    ));
                }
            }
            Err(e) => failures.push(format!("{concealed} {win} [{melds}]: refused {e:?}")),
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn names_follow_the_enum_order_and_read_back() {
    for (i, fan) in Fan::all().enumerate() {
        assert_eq!(fan as usize, i);
        assert_eq!(Fan::from_name(fan.name()), Some(fan));
        assert_eq!(Fan::from_name(fan.english_name()), Some(fan));
        assert_eq!(Fan::from_name(fan.chinese_name()), Some(fan));
    }
    assert_eq!(Fan::all().count(), FAN_KINDS);
    assert_eq!(Fan::from_name("All Terminals and Honours"), Some(Fan::AllTerminalsAndHonors));
    assert_eq!(Fan::from_name("SEVEN-PAIRS"), Some(Fan::SevenPairs));
    assert_eq!(Fan::from_name("独听・边张"), Some(Fan::EdgeWait));
    assert_eq!(Fan::from_name("three_colour_straight"), None);
    assert_eq!(Fan::from_name(""), None);
    assert_eq!(Fan::ConcealedKongAndMeldedKong.value(), 5);
    assert_eq!(Fan::BigFourWinds.value(), 88);
    assert_eq!(Fan::FlowerTiles.value(), 1);
}

/// Reads a fixture line's input the way the line reader does (no error handling: the lines
/// with a notation or validity error are skipped by the caller).
fn fixture_hand(input: &serde_json::Value) -> McrHand {
    let text = |key: &str| input.get(key).and_then(|v| v.as_str()).unwrap_or("");
    let flag = |key: &str| input.get(key).and_then(|v| v.as_bool()).unwrap_or(false);
    let mut concealed = TileCounts::parse(text("hand")).unwrap().counts;
    let mut melds = Vec::new();
    for meld in input.get("melds").and_then(|m| m.as_array()).into_iter().flatten() {
        let tiles = TileCounts::parse(meld["tiles"].as_str().unwrap()).unwrap().counts;
        for (c, t) in concealed.iter_mut().zip(tiles.iter()) {
            *c -= t;
        }
        let first = tiles.iter().position(|&c| c > 0).unwrap();
        let kind = match meld["kind"].as_str().unwrap() {
            "chi" => McrMeldKind::Chow,
            "pon" => McrMeldKind::Pung,
            "ankan" => McrMeldKind::ConcealedKong,
            _ => McrMeldKind::MeldedKong,
        };
        melds.push(McrMeld {
            kind,
            first: Tile::new(first as u8).unwrap(),
        });
    }
    let wind_of = |key: &str| wind(text(key).chars().next().unwrap_or('E'));
    McrHand {
        concealed,
        melds,
        win_tile: tile(text("win_tile")),
        flowers: input.get("flowers").and_then(|v| v.as_u64()).unwrap_or(0) as u8,
        self_drawn: flag("tsumo"),
        last_tile: flag("last_tile"),
        kong: flag("kong"),
        fourth_tile: flag("fourth_tile"),
        seat_wind: wind_of("seat_wind"),
        prevalent_wind: wind_of("round_wind"),
    }
}

/// Agreement with the reference library over a fixture of its answers
/// (`MCR_FIXTURE=path cargo test --lib mcr::scoring::tests::fixture -- --ignored`): the total
/// and the refusal must agree on every readable hand; differing pattern lists are listed.
#[test]
#[ignore]
fn fixture_agreement() {
    let path = std::env::var("MCR_FIXTURE").expect("MCR_FIXTURE names the fixture");
    let text = std::fs::read_to_string(path).unwrap();
    let (mut checked, mut pattern_differences) = (0, 0);
    let mut failures = Vec::new();
    for line in text.lines() {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        let (input, expected) = (&value["input"], &value["expected"]);
        let error = expected["error"].as_str().unwrap_or("");
        if error.starts_with("bad_notation") || error.starts_with("invalid_hand") {
            continue;
        }
        checked += 1;
        let id = input["id"].as_str().unwrap_or("?");
        let got = score(&fixture_hand(input));
        let want_word = error.split(':').next().unwrap_or("");
        match got {
            Ok(s) => {
                if !error.is_empty() || expected["fan"].as_u64() != Some(u64::from(s.total)) {
                    failures.push(format!("{id}: got {} {:?}, want {expected}", s.total, found(&s)));
                    continue;
                }
                let mut want: Vec<(String, u32)> = expected["patterns"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|p| (p["name"].as_str().unwrap().to_string(), p["count"].as_u64().unwrap() as u32))
                    .collect();
                want.sort();
                if want != found(&s) {
                    pattern_differences += 1;
                    eprintln!("{id}: patterns {:?} vs reference {want:?}", found(&s));
                }
            }
            Err(McrRefusal::NotWinningShape) if want_word == "not_winning_shape" => {}
            Err(McrRefusal::UnderMinimum(n))
                if want_word == "under_minimum" && error.contains(&format!(" {n} fan")) => {}
            Err(e) => failures.push(format!("{id}: got {e:?}, want {expected}")),
        }
    }
    eprintln!("{checked} hands checked, {pattern_differences} with other patterns for the same total");
    assert!(failures.is_empty(), "{} disagreements:\n{}", failures.len(), failures.join("\n"));
}
