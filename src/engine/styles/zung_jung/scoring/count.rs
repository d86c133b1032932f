//! The patterns of one reading (docs/zung-jung.md "Patterns" and decisions D1–D9): every
//! pattern that applies is found as the list defines it, then of each series only the most
//! valuable is kept, and the limit rule gives the points.
//!
//! What depends on the tiles only (one suit, no terminals, the greater terminals, nine gates,
//! the situation flags) is worked out once per hand in [`HandFacts`]; what depends on the
//! sets is worked out per reading.

use super::sets::{Kind, Regular, Set, SetKind, TERMINALS_AND_HONORS};
use super::{limited, Counted, Pattern, Scored, ZjHand};
use crate::engine::tiles::KINDS;

/// The patterns a hand has whatever its reading.
pub(super) struct HandFacts {
    /// Patterns of the tiles alone, for every reading: no terminals, one suit, all honours,
    /// greater terminals.
    tiles: Vec<Pattern>,
    /// Category 9, from the flags.
    situation: Vec<Pattern>,
    nine_gates: bool,
    concealed_hand: bool,
    seat_wind: Kind,
}

const HONORS: std::ops::Range<usize> = 27..34;

impl HandFacts {
    pub fn of(hand: &ZjHand) -> HandFacts {
        let held = |t: usize| hand.tiles[t] > 0;
        let suits: Vec<usize> = (0..3).filter(|s| (s * 9..s * 9 + 9).any(held)).collect();
        let honors = HONORS.clone().any(held);
        let mut tiles = Vec::new();
        let middle_only = (0..KINDS)
            .filter(|&t| held(t))
            .all(|t| t < 27 && (1..=7).contains(&(t % 9)));
        if middle_only {
            tiles.push(Pattern::NoTerminals);
        }
        match (suits.len(), honors) {
            (1, true) => tiles.push(Pattern::MixedOneSuit),
            (1, false) => tiles.push(Pattern::PureOneSuit),
            (0, true) => tiles.push(Pattern::AllHonors),
            _ => {}
        }
        if (0..KINDS)
            .filter(|&t| held(t))
            .all(|t| TERMINALS_AND_HONORS.contains(&t))
        {
            tiles.push(Pattern::MixedGreaterTerminals);
            if !honors {
                tiles.push(Pattern::PureGreaterTerminals);
            }
        }
        let mut situation = Vec::new();
        if hand.how_won.last_tile {
            situation.push(if hand.how_won.tsumo {
                Pattern::FinalDraw
            } else {
                Pattern::FinalDiscard
            });
        }
        if hand.how_won.kong_replacement {
            situation.push(Pattern::WinOnKong);
        }
        if hand.how_won.robbing_kong {
            situation.push(Pattern::RobbingAKong);
        }
        if hand.how_won.blessing_of_heaven {
            situation.push(Pattern::BlessingOfHeaven);
        }
        if hand.how_won.blessing_of_earth {
            situation.push(Pattern::BlessingOfEarth);
        }
        HandFacts {
            tiles,
            situation,
            nine_gates: is_nine_gates(hand),
            concealed_hand: hand.melds.iter().all(|m| m.kind == super::MeldKind::Ankan),
            seat_wind: hand.seat_wind.index() as Kind,
        }
    }
}

/// D3: no melds, and the 14 tiles less one copy of the winning tile are 1112345678999 of one suit.
fn is_nine_gates(hand: &ZjHand) -> bool {
    if !hand.melds.is_empty() {
        return false;
    }
    let mut rest = hand.tiles;
    rest[hand.win_tile.index()] -= 1;
    (0..3).any(|s| {
        let base = s * 9;
        let gates = [3, 1, 1, 1, 1, 1, 1, 1, 3];
        rest[base..base + 9] == gates && rest.iter().map(|&c| u32::from(c)).sum::<u32>() == 13
    })
}

/// The score of a regular reading.
pub(super) fn regular(facts: &HandFacts, r: &Regular) -> Scored {
    let mut found: Vec<Counted> = Vec::with_capacity(12);
    let mut add = |pattern: Pattern| found.push(Counted { pattern, count: 1 });
    let sets = &r.sets;
    let triplets = || sets.iter().filter(|s| s.is_triplet());
    let sequences = || sets.iter().filter(|s| s.kind == SetKind::Sequence);

    // 1. Common hands.
    if sequences().count() == 4 {
        add(Pattern::AllSequences);
    }
    if facts.concealed_hand {
        add(Pattern::ConcealedHand);
    }
    // 2. One suit, and tiles-only patterns of other categories (no terminals, all honours,
    // greater terminals).
    for &p in &facts.tiles {
        add(p);
    }
    if facts.nine_gates {
        add(Pattern::NineGates);
    }
    // 3. Honours.
    let is_dragon = |t: Kind| t >= 31;
    let is_wind = |t: Kind| (27..=30).contains(&t);
    let dragon_triplets = triplets().filter(|s| is_dragon(s.tile)).count();
    let wind_triplets = triplets().filter(|s| is_wind(s.tile)).count();
    match (dragon_triplets, is_dragon(r.pair)) {
        (3, _) => add(Pattern::BigThreeDragons),
        (2, true) => add(Pattern::SmallThreeDragons),
        _ => {}
    }
    let wind_pair = is_wind(r.pair);
    if wind_triplets == 4 {
        add(Pattern::BigFourWinds);
    }
    if wind_triplets == 3 && wind_pair {
        add(Pattern::SmallFourWinds);
    }
    if wind_triplets == 3 && !wind_pair {
        add(Pattern::BigThreeWinds);
    }
    if wind_triplets >= 2 && wind_pair {
        add(Pattern::SmallThreeWinds);
    }
    // 4. Triplets and kongs.
    if triplets().count() == 4 {
        add(Pattern::AllTriplets);
    }
    match triplets().filter(|s| s.concealed).count() {
        4 => add(Pattern::FourConcealedTriplets),
        3 => add(Pattern::ThreeConcealedTriplets),
        2 => add(Pattern::TwoConcealedTriplets),
        _ => {}
    }
    match sets.iter().filter(|s| s.kind == SetKind::Kong).count() {
        4 => add(Pattern::FourKongs),
        3 => add(Pattern::ThreeKongs),
        2 => add(Pattern::TwoKongs),
        1 => add(Pattern::OneKong),
        _ => {}
    }
    // 5. Identical sequences: how many times each sequence is held.
    let mut times = [0u8; KINDS];
    for s in sequences() {
        times[usize::from(s.tile)] += 1;
    }
    let most = times.iter().copied().max().unwrap_or(0);
    let doubled = times.iter().filter(|&&n| n >= 2).count();
    if most >= 2 {
        add(Pattern::TwoIdenticalSequences);
    }
    if doubled == 2 {
        add(Pattern::TwoIdenticalSequencesTwice);
    }
    if most >= 3 {
        add(Pattern::ThreeIdenticalSequences);
    }
    if most == 4 {
        add(Pattern::FourIdenticalSequences);
    }
    // 6. Similar sets: the same numbers in the three suits.
    let in_suits = |kind: &dyn Fn(&Set) -> bool, number: usize| {
        (0..3)
            .filter(|s| {
                sets.iter()
                    .any(|set| kind(set) && usize::from(set.tile) == s * 9 + number)
            })
            .count()
    };
    let is_sequence = |s: &Set| s.kind == SetKind::Sequence;
    let is_triplet = |s: &Set| s.is_triplet();
    if (0..7).any(|n| in_suits(&is_sequence, n) == 3) {
        add(Pattern::ThreeSimilarSequences);
    }
    for n in 0..9 {
        match in_suits(&is_triplet, n) {
            3 => add(Pattern::ThreeSimilarTriplets),
            2 => {
                let pair_in_third = r.pair < 27
                    && usize::from(r.pair) % 9 == n
                    && !triplets().any(|s| s.tile == r.pair);
                if pair_in_third {
                    add(Pattern::SmallThreeSimilarTriplets);
                }
            }
            _ => {}
        }
    }
    // 7. Consecutive sets in one suit.
    for suit in 0..3 {
        let base = suit * 9;
        let has_seq = |n: usize| sequences().any(|s| usize::from(s.tile) == base + n);
        if has_seq(0) && has_seq(3) && has_seq(6) {
            add(Pattern::NineTileStraight);
        }
        let has_triplet = |n: usize| triplets().any(|s| usize::from(s.tile) == base + n);
        let mut run = 0;
        let mut longest = 0;
        for n in 0..9 {
            run = if has_triplet(n) { run + 1 } else { 0 };
            longest = longest.max(run);
        }
        if longest >= 4 {
            add(Pattern::FourConsecutiveTriplets);
        }
        if longest >= 3 {
            add(Pattern::ThreeConsecutiveTriplets);
        }
    }
    // 8. Lesser terminals: every set and the pair holds a terminal (or an honour).
    let terminal = |t: Kind| t < 27 && (t % 9 == 0 || t % 9 == 8);
    let holds = |s: &Set, test: &dyn Fn(Kind) -> bool| match s.kind {
        SetKind::Sequence => test(s.tile) || test(s.tile + 2),
        _ => test(s.tile),
    };
    let outside = |test: &dyn Fn(Kind) -> bool| sets.iter().all(|s| holds(s, test)) && test(r.pair);
    if outside(&|t| terminal(t) || t >= 27) {
        add(Pattern::MixedLesserTerminals);
    }
    if outside(&terminal) {
        add(Pattern::PureLesserTerminals);
    }
    // 9. The situation.
    for &p in &facts.situation {
        add(p);
    }
    // 3.1 Value honours: once per dragon or seat-wind triplet.
    let value_sets = triplets()
        .filter(|s| is_dragon(s.tile) || s.tile == facts.seat_wind)
        .count() as u32;
    let mut found = keep_best_per_series(found);
    if value_sets > 0 {
        found.push(Counted {
            pattern: Pattern::ValueHonor,
            count: value_sets,
        });
        found.sort_by_key(|c| c.pattern);
    }
    total(found)
}

/// The score of the seven pairs reading: seven pairs, the patterns of the tiles alone, and
/// the situation (never concealed_hand, D6).
pub(super) fn seven_pairs(facts: &HandFacts) -> Scored {
    let patterns = [Pattern::SevenPairs].iter().chain(&facts.tiles);
    total(keep_best_per_series(once_each(
        patterns.chain(&facts.situation),
    )))
}

/// The score of the thirteen terminals reading: only itself and the situation (category 9).
pub(super) fn thirteen_terminals(facts: &HandFacts) -> Scored {
    let patterns = [Pattern::ThirteenTerminals].iter().chain(&facts.situation);
    total(keep_best_per_series(once_each(patterns)))
}

/// Each of `patterns` counted once.
fn once_each<'a>(patterns: impl Iterator<Item = &'a Pattern>) -> Vec<Counted> {
    patterns
        .map(|&pattern| Counted { pattern, count: 1 })
        .collect()
}

/// The series rule: of the patterns found in one series, only the most valuable counts.
fn keep_best_per_series(mut found: Vec<Counted>) -> Vec<Counted> {
    found.sort_by_key(|c| c.pattern);
    found.dedup_by_key(|c| c.pattern);
    let mut kept: Vec<Counted> = Vec::with_capacity(found.len());
    for c in found {
        match kept
            .iter_mut()
            .find(|k| k.pattern.series() == c.pattern.series())
        {
            Some(k) if k.pattern.points() < c.pattern.points() => *k = c,
            Some(_) => {}
            None => kept.push(c),
        }
    }
    kept.sort_by_key(|c| c.pattern);
    kept
}

/// Sums the patterns and applies the limit.
fn total(patterns: Vec<Counted>) -> Scored {
    let raw_points = patterns.iter().map(Counted::points).sum();
    Scored {
        points: limited(raw_points, &patterns),
        raw_points,
        patterns,
    }
}
