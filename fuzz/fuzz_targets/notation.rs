//! Fuzz target for the mpsz notation parser and everything behind it.
//!
//! `cargo fuzz run notation` (nightly). Any bytes: the parser must never panic, an accepted
//! string must give exactly the tiles the count view gives, and a refusal must point inside
//! the string. The same text is then scored as a hand (split into hand, winning tile and
//! indicators) to reach validation, decomposition and scoring with arbitrary input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tenbou::engine::hand::{evaluate, HandInput};
use tenbou::engine::ruleset::Ruleset;
use tenbou::engine::tiles::{parse_each, TileCounts};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut seen = 0u32;
    let each = parse_each(text, |_, position| {
        assert!(position >= 1 && position <= text.chars().count());
        seen += 1;
    });
    match (each, TileCounts::parse(text)) {
        (Ok(()), Ok(counts)) => {
            assert_eq!(counts.len, seen);
            // Counts saturate at 255 copies (validation refuses anything above 4 anyway).
            let sum: u32 = counts.counts.iter().map(|&c| u32::from(c)).sum();
            assert!(sum == seen || counts.counts.contains(&u8::MAX));
        }
        (Err(e), Err(f)) => {
            assert_eq!(e, f);
            assert!(e.position >= 1 && e.position <= text.chars().count());
        }
        (a, b) => panic!("parse_each and TileCounts::parse disagree: {a:?} / {b:?}"),
    }

    // As a whole hand: "<hand>|<win>|<dora>", missing parts empty.
    let mut parts = text.splitn(3, '|');
    let input = HandInput {
        hand: parts.next().unwrap_or(""),
        win_tile: parts.next().unwrap_or(""),
        dora_indicators: parts.next().unwrap_or(""),
        ..HandInput::default()
    };
    let _ = evaluate(&input, &Ruleset::club());
});
