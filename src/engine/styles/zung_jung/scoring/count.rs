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

/// The score of a regular reading: each category of the list in its order, then of each
/// series only the best, then the value honours counted once per set.
pub(super) fn regular(facts: &HandFacts, r: &Regular) -> Scored {
    let mut found: Vec<Pattern> = Vec::with_capacity(12);
    common_and_tiles(facts, r, &mut found);
    honours(r, &mut found);
    triplets_and_kongs(r, &mut found);
    identical_sequences(r, &mut found);
    similar_sets(r, &mut found);
    consecutive_sets(r, &mut found);
    lesser_terminals(r, &mut found);
    // 9. The situation.
    found.extend(&facts.situation);
    let counted = found
        .into_iter()
        .map(|pattern| Counted { pattern, count: 1 })
        .collect();
    let mut found = keep_best_per_series(counted);
    // 3.1 Value honours: once per dragon or seat-wind triplet.
    let value_sets = triplets(r)
        .filter(|s| is_dragon(s.tile) || s.tile == facts.seat_wind)
        .count() as u32;
    if value_sets > 0 {
        found.push(Counted {
            pattern: Pattern::ValueHonor,
            count: value_sets,
        });
        found.sort_by_key(|c| c.pattern);
    }
    total(found)
}

/// The reading's triplets and kongs.
fn triplets(r: &Regular) -> impl Iterator<Item = &Set> + Clone {
    r.sets.iter().filter(|s| s.is_triplet())
}

/// The reading's sequences.
fn sequences(r: &Regular) -> impl Iterator<Item = &Set> + Clone {
    r.sets.iter().filter(|s| s.kind == SetKind::Sequence)
}

fn is_dragon(t: Kind) -> bool {
    t >= 31
}

fn is_wind(t: Kind) -> bool {
    (27..=30).contains(&t)
}

/// Categories 1 and 2: common hands; one suit, and the patterns of the tiles alone of other
/// categories (no terminals, all honours, greater terminals), and nine gates.
fn common_and_tiles(facts: &HandFacts, r: &Regular, found: &mut Vec<Pattern>) {
    if sequences(r).count() == 4 {
        found.push(Pattern::AllSequences);
    }
    if facts.concealed_hand {
        found.push(Pattern::ConcealedHand);
    }
    found.extend(&facts.tiles);
    if facts.nine_gates {
        found.push(Pattern::NineGates);
    }
}

/// Category 3, honours: the dragons' and the winds' patterns (value honours are counted apart).
fn honours(r: &Regular, found: &mut Vec<Pattern>) {
    let dragon_triplets = triplets(r).filter(|s| is_dragon(s.tile)).count();
    let wind_triplets = triplets(r).filter(|s| is_wind(s.tile)).count();
    match (dragon_triplets, is_dragon(r.pair)) {
        (3, _) => found.push(Pattern::BigThreeDragons),
        (2, true) => found.push(Pattern::SmallThreeDragons),
        _ => {}
    }
    let wind_pair = is_wind(r.pair);
    if wind_triplets == 4 {
        found.push(Pattern::BigFourWinds);
    }
    if wind_triplets == 3 && wind_pair {
        found.push(Pattern::SmallFourWinds);
    }
    if wind_triplets == 3 && !wind_pair {
        found.push(Pattern::BigThreeWinds);
    }
    if wind_triplets >= 2 && wind_pair {
        found.push(Pattern::SmallThreeWinds);
    }
}

/// Category 4, triplets and kongs: all triplets, the concealed triplets and the kongs counted.
fn triplets_and_kongs(r: &Regular, found: &mut Vec<Pattern>) {
    if triplets(r).count() == 4 {
        found.push(Pattern::AllTriplets);
    }
    match triplets(r).filter(|s| s.concealed).count() {
        4 => found.push(Pattern::FourConcealedTriplets),
        3 => found.push(Pattern::ThreeConcealedTriplets),
        2 => found.push(Pattern::TwoConcealedTriplets),
        _ => {}
    }
    match r.sets.iter().filter(|s| s.kind == SetKind::Kong).count() {
        4 => found.push(Pattern::FourKongs),
        3 => found.push(Pattern::ThreeKongs),
        2 => found.push(Pattern::TwoKongs),
        1 => found.push(Pattern::OneKong),
        _ => {}
    }
}

/// Category 5, identical sequences: how many times each sequence is held.
fn identical_sequences(r: &Regular, found: &mut Vec<Pattern>) {
    let mut times = [0u8; KINDS];
    for s in sequences(r) {
        times[usize::from(s.tile)] += 1;
    }
    let most = times.iter().copied().max().unwrap_or(0);
    let doubled = times.iter().filter(|&&n| n >= 2).count();
    if most >= 2 {
        found.push(Pattern::TwoIdenticalSequences);
    }
    if doubled == 2 {
        found.push(Pattern::TwoIdenticalSequencesTwice);
    }
    if most >= 3 {
        found.push(Pattern::ThreeIdenticalSequences);
    }
    if most == 4 {
        found.push(Pattern::FourIdenticalSequences);
    }
}

/// Category 6, similar sets: the same numbers in the three suits (a pair in the third suit
/// makes two similar triplets small three similar triplets).
fn similar_sets(r: &Regular, found: &mut Vec<Pattern>) {
    let in_suits = |kind: &dyn Fn(&Set) -> bool, number: usize| {
        (0..3)
            .filter(|s| {
                r.sets
                    .iter()
                    .any(|set| kind(set) && usize::from(set.tile) == s * 9 + number)
            })
            .count()
    };
    let is_sequence = |s: &Set| s.kind == SetKind::Sequence;
    let is_triplet = |s: &Set| s.is_triplet();
    if (0..7).any(|n| in_suits(&is_sequence, n) == 3) {
        found.push(Pattern::ThreeSimilarSequences);
    }
    for n in 0..9 {
        match in_suits(&is_triplet, n) {
            3 => found.push(Pattern::ThreeSimilarTriplets),
            2 => {
                let pair_in_third = r.pair < 27
                    && usize::from(r.pair) % 9 == n
                    && !triplets(r).any(|s| s.tile == r.pair);
                if pair_in_third {
                    found.push(Pattern::SmallThreeSimilarTriplets);
                }
            }
            _ => {}
        }
    }
}

/// Category 7, consecutive sets in one suit: the nine-tile straight and runs of triplets.
fn consecutive_sets(r: &Regular, found: &mut Vec<Pattern>) {
    for suit in 0..3 {
        let base = suit * 9;
        let has_seq = |n: usize| sequences(r).any(|s| usize::from(s.tile) == base + n);
        if has_seq(0) && has_seq(3) && has_seq(6) {
            found.push(Pattern::NineTileStraight);
        }
        let has_triplet = |n: usize| triplets(r).any(|s| usize::from(s.tile) == base + n);
        let mut run = 0;
        let mut longest = 0;
        for n in 0..9 {
            run = if has_triplet(n) { run + 1 } else { 0 };
            longest = longest.max(run);
        }
        if longest >= 4 {
            found.push(Pattern::FourConsecutiveTriplets);
        }
        if longest >= 3 {
            found.push(Pattern::ThreeConsecutiveTriplets);
        }
    }
}

/// Category 8, lesser terminals: every set and the pair holds a terminal (or an honour).
fn lesser_terminals(r: &Regular, found: &mut Vec<Pattern>) {
    let terminal = |t: Kind| t < 27 && (t % 9 == 0 || t % 9 == 8);
    let holds = |s: &Set, test: &dyn Fn(Kind) -> bool| match s.kind {
        SetKind::Sequence => test(s.tile) || test(s.tile + 2),
        _ => test(s.tile),
    };
    let outside =
        |test: &dyn Fn(Kind) -> bool| r.sets.iter().all(|s| holds(s, test)) && test(r.pair);
    if outside(&|t| terminal(t) || t >= 27) {
        found.push(Pattern::MixedLesserTerminals);
    }
    if outside(&terminal) {
        found.push(Pattern::PureLesserTerminals);
    }
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
