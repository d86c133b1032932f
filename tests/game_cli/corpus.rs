//! The corpus that keeps `tenbou game`, the engine's replay and the stored hand JSON byte for
//! byte the same while the engine is rebuilt underneath them.
//!
//! Every fixture document of this folder is played as it is and in the variants an organizer's
//! corrections make of a game: cut short after each hand, each hand corrected to the next
//! one's facts, each hand removed. Each variant is played by `tenbou game` (its exact output
//! and status) and replayed by the engine as the web replays a stored game (the rows, the
//! position, the final result, the refusal), and a 64-bit FNV-1a hash of each is compared
//! with `corpus.golden`. Every hand of every fixture that reads as a stored hand is encoded as
//! the database stores it and compared with `stored_hands.jsonl`, line by line, and each
//! stored line decodes and encodes again to the same bytes.
//!
//! `TENBOU_RECORD_CORPUS=1 cargo test --release --test game_cli corpus` writes both files
//! anew; only a change that means to alter the output should ever do that.

use std::fmt::Write as _;
use std::path::PathBuf;

use serde_json::Value;
use tenbou::db::games::{decode_hands, encode_hand};
use tenbou::engine::game::{FinalResult, Game, Hand, HandError, Row, SEAT_NAMES};
use tenbou::engine::ruleset::{PresetId, Ruleset};

use super::{fixture_dir, FIXTURES};

/// FNV-1a, 64 bits: stable across Rust releases, unlike the standard library's hasher.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// A fixture document, read as a JSON object.
fn document(name: &str) -> serde_json::Map<String, Value> {
    let text = std::fs::read_to_string(fixture_dir().join(format!("{name}.input.json")))
        .unwrap_or_else(|e| panic!("{name}.input.json: {e}"));
    match serde_json::from_str(&text) {
        Ok(Value::Object(doc)) => doc,
        _ => panic!("{name}.input.json is not a JSON object"),
    }
}

/// The document's hands, or none where it has no list of hands.
fn hands_of(doc: &serde_json::Map<String, Value>) -> Vec<Value> {
    match doc.get("hands") {
        Some(Value::Array(hands)) => hands.clone(),
        _ => Vec::new(),
    }
}

/// The variants of a document an organizer's corrections make, each named: the document as
/// it is, cut short after each hand, each hand corrected to the next one's facts, each hand
/// removed.
fn variants(doc: &serde_json::Map<String, Value>) -> Vec<(String, Vec<Value>)> {
    let hands = hands_of(doc);
    let n = hands.len();
    let mut out = vec![("whole".to_owned(), hands.clone())];
    for k in 0..n {
        out.push((format!("first-{k}"), hands[..k].to_vec()));
    }
    for k in 0..n {
        if n > 1 {
            let mut corrected = hands.clone();
            corrected[k] = hands[(k + 1) % n].clone();
            out.push((format!("corrected-{k}"), corrected));
        }
        let mut removed = hands.clone();
        removed.remove(k);
        out.push((format!("removed-{k}"), removed));
    }
    out
}

/// The engine's replay of `hands` as the web replays a stored game, in words: every row, the
/// position, the final result, the refusal that stopped it and what the sheet answers.
fn engine_replay(doc: &serde_json::Map<String, Value>, hands: &[Value]) -> String {
    let Some(rules) = doc
        .get("ruleset")
        .and_then(Value::as_str)
        .and_then(PresetId::parse)
        .map(Ruleset::preset)
    else {
        return "no preset".to_owned();
    };
    let Ok(hands) = hands
        .iter()
        .map(|h| serde_json::from_value::<Hand>(h.clone()))
        .collect::<Result<Vec<_>, _>>()
    else {
        return "a hand does not read".to_owned();
    };
    let names: Vec<String> = match doc.get("players") {
        Some(Value::Array(p)) => p
            .iter()
            .map(|n| n.as_str().unwrap_or_default().to_owned())
            .collect(),
        _ => SEAT_NAMES.iter().map(|s| (*s).to_owned()).collect(),
    };
    let name = |i: usize| names.get(i).map_or("", String::as_str);
    let mut game = if names.len() == 5 {
        Game::with_five(&rules, std::array::from_fn(name))
    } else {
        Game::with_names(&rules, std::array::from_fn(name))
    };
    let mut error = None;
    for (index, hand) in hands.iter().enumerate() {
        if let Err(e) = game.apply(hand) {
            error = Some(HandError {
                hand: index,
                error: e,
            });
            break;
        }
    }
    let stopped = error
        .as_ref()
        .map(|e| format!("hand {}: {}", e.hand, e.error));
    let sheet = game.into_sheet(error);
    let mut out = String::new();
    for row in &sheet.rows {
        writeln!(out, "{}", recorded_row(row)).unwrap();
    }
    writeln!(out, "{:?}", sheet.position).unwrap();
    writeln!(out, "{}", recorded_final(sheet.final_result.as_ref())).unwrap();
    writeln!(out, "{stopped:?} ended {}", sheet.ended).unwrap();
    writeln!(
        out,
        "keeps {:?} next {:?} fifth {:?} people {:?}",
        sheet.dealer_keeps,
        sheet.next_dealer,
        sheet.points.get(4),
        sheet.people_points()
    )
    .unwrap();
    out
}

/// A sheet row as the engine printed it when the corpus was recorded, so that the hashes stay
/// comparable now that a row keeps one entry per person: four entries per list (the missing
/// seats of a table of three or two as 0), and an American table of five's fifth person and
/// seating apart.
fn recorded_row(row: &Row) -> String {
    let four = |list: &[i32]| {
        let mut seats: Vec<i32> = list.iter().take(4).copied().collect();
        seats.resize(4, 0);
        format!("{seats:?}")
    };
    let fifth =
        match (&row.seating, row.deltas.get(4), row.points.get(4)) {
            (Some(seating), Some(delta), Some(points)) => format!(
            "Some(FifthSeatRow {{ delta: {delta}, points: {points}, chairs: {:?}, bettor: {} }})",
            seating.chairs,
            // One bettor at a table of five: written as the number alone, as recorded.
            seating.sits_out.iter().map(u8::to_string).collect::<Vec<_>>().join(",")
        ),
            _ => "None".to_owned(),
        };
    format!(
        "Row {{ index: {}, round: {:?}, dealer: {:?}, honba: {}, deposits_before: {}, deltas: {}, points: {}, deposits_after: {}, note: {:?}, ended: {}, fifth: {fifth} }}",
        row.index,
        row.round,
        row.dealer,
        row.honba,
        row.deposits_before,
        four(&row.deltas),
        four(&row.points),
        row.deposits_after,
        // The note as the engine wrote it when the corpus was recorded: its English text.
        row.note.to_string(),
        row.ended,
    )
}

/// The final result as the engine printed it when the corpus was recorded, so that the hashes
/// stay comparable now that it keeps one entry per person: four entries per list (the missing
/// seat of a table of three as 0), and an American table of five's fifth person apart.
fn recorded_final(result: Option<&FinalResult>) -> String {
    let Some(f) = result else {
        return "None".to_owned();
    };
    let four = |list: &[String], empty: &str| {
        let mut seats: Vec<&str> = list.iter().take(4).map(String::as_str).collect();
        seats.resize(4, empty);
        format!("[{}]", seats.join(", "))
    };
    let points: Vec<String> = f.points.iter().map(|p| format!("{p:?}")).collect();
    let rank: Vec<String> = f.rank.iter().map(|r| format!("{r:?}")).collect();
    let score: Vec<String> = f.score.iter().map(|s| format!("{s:?}")).collect();
    let fifth = match (points.get(4), rank.get(4), score.get(4)) {
        (Some(p), Some(r), Some(s)) => {
            format!("Some(FifthPlace {{ points: {p}, rank: {r}, score: {s} }})")
        }
        _ => "None".to_owned(),
    };
    format!(
        "Some(FinalResult {{ points: {}, rank: {}, score: {}, fifth: {fifth} }})",
        four(&points, "0"),
        four(&rank, "0"),
        four(&score, "Score(0)"),
    )
}

/// One line per variant of every fixture: its name, then the hash of `tenbou game`'s output
/// and status, then the hash of the engine's replay.
fn corpus_lines() -> String {
    let mut out = String::new();
    for (name, _) in FIXTURES {
        let doc = document(name);
        for (variant, hands) in variants(&doc) {
            let mut varied = doc.clone();
            if doc.contains_key("hands") {
                varied.insert("hands".to_owned(), Value::Array(hands.clone()));
            }
            let input = serde_json::to_string(&Value::Object(varied)).unwrap();
            let (stdout, status) = tenbou::cli::game::run(&input);
            let cli = fnv1a(format!("{status}\n{stdout}").as_bytes());
            let engine = fnv1a(engine_replay(&doc, &hands).as_bytes());
            writeln!(out, "{name} {variant} {cli:016x} {engine:016x}").unwrap();
        }
    }
    out
}

/// Shapes the fixtures do not store and the database may: values that are no one kind (kept
/// as written, refused by every style), a card's every note, tiles of no known shape (dropped).
const MORE_SHAPES: &[&str] = &[
    r#"{"outcome":"tsumo","winner":{"seat":0,"fu":30}}"#,
    r#"{"outcome":"tsumo","winner":{"seat":1,"limit":false}}"#,
    r#"{"outcome":"ron","discarder":2,"winners":[{"seat":0,"han":3,"fu":40,"faan":4,"fan":9,"points":5}]}"#,
    r#"{"outcome":"ron","discarder":1,"winners":[{"seat":3,"limit":"yakuman"}]}"#,
    r#"{"outcome":"tsumo","winner":{"seat":2,"points":50,"jokerless":true,"singles_and_pairs":true,"mark":"C","line":"2468"}}"#,
    r#"{"outcome":"tsumo","winner":{"seat":2,"han":2,"fu":30,"tiles":"not tiles"}}"#,
    r#"{"outcome":"draw","tenpai":[],"bet":"wall","challenges":[{"challenger":1,"challenged":2,"found_dead":false}]}"#,
];

/// Every hand of every fixture that reads as a stored hand, then [`MORE_SHAPES`], as the
/// database stores them.
fn stored_hand_lines() -> String {
    let mut out = String::new();
    let fixtures = FIXTURES
        .iter()
        .flat_map(|(name, _)| hands_of(&document(name)));
    let more = MORE_SHAPES.iter().map(|s| serde_json::from_str(s).unwrap());
    for hand in fixtures.chain(more) {
        if let Ok(hand) = serde_json::from_value::<Hand>(hand) {
            writeln!(out, "{}", encode_hand(&hand).unwrap()).unwrap();
        }
    }
    out
}

fn golden(file: &str) -> PathBuf {
    fixture_dir().join(file)
}

/// Compares `actual` with the golden file line by line, naming the first line that differs;
/// writes the file instead when recording.
fn compare_with_golden(file: &str, actual: &str) {
    if std::env::var_os("TENBOU_RECORD_CORPUS").is_some() {
        std::fs::write(golden(file), actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(golden(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    for (i, (a, e)) in actual.lines().zip(expected.lines()).enumerate() {
        assert_eq!(a, e, "{file} line {}", i + 1);
    }
    assert_eq!(actual.lines().count(), expected.lines().count(), "{file}");
    assert_eq!(actual, expected, "{file}");
}

#[test]
fn corpus_every_variant_of_every_fixture_plays_byte_for_byte_as_recorded() {
    compare_with_golden("corpus.golden", &corpus_lines());
}

#[test]
fn corpus_every_stored_hand_shape_encodes_as_recorded_and_decodes_to_the_same_bytes() {
    let lines = stored_hand_lines();
    compare_with_golden("stored_hands.jsonl", &lines);
    let stored: Vec<String> = lines.lines().map(str::to_owned).collect();
    assert!(stored.len() > 260, "{} stored hands", stored.len());
    let decoded = decode_hands(1, &stored).expect("every stored hand decodes");
    for (hand, text) in decoded.iter().zip(&stored) {
        assert_eq!(&encode_hand(hand).unwrap(), text);
    }
}
