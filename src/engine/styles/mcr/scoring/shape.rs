//! The shapes an MCR hand can be read as, on tile counts: the ways of splitting the concealed
//! tiles into sets and a pair, whether a hand before its winning tile waited on one kind only,
//! and the special shapes (seven pairs, thirteen orphans, knitted tiles, nine gates).
//!
//! Everything works on fixed arrays of counts over the 34 kinds; nothing here allocates, so a
//! hand is read as fast as the reference calculator reads it.

use crate::engine::tiles::{Counts, KINDS};

/// A tile kind as its index (`Tile::index`): 0–8 characters, 9–17 dots, 18–26 bamboo,
/// 27–30 East–North, 31 white, 32 green, 33 red.
pub(super) type Kind = u8;

pub(super) const fn suit_of(t: Kind) -> u8 {
    t / 9
}

/// 1–9 for a suited tile (meaningless for honours: check [`is_suited`] first).
pub(super) const fn rank_of(t: Kind) -> u8 {
    t % 9 + 1
}

pub(super) const fn is_suited(t: Kind) -> bool {
    t < 27
}

pub(super) const fn is_terminal(t: Kind) -> bool {
    is_suited(t) && (t % 9 == 0 || t % 9 == 8)
}

pub(super) const fn is_wind(t: Kind) -> bool {
    t >= 27 && t <= 30
}

pub(super) const fn is_dragon(t: Kind) -> bool {
    t >= 31
}

/// The order the reference calculator walks tiles in (characters, bamboo, dots, the winds,
/// then red, green, white). Where it keeps "the first" of several candidates — which three
/// chows form a combination when a fourth could replace one — walking the same way keeps the
/// same fan.
const SCAN_ORDER: [Kind; KINDS] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 18, 19, 20, 21, 22, 23, 24, 25, 26, 9, 10, 11, 12, 13, 14, 15, 16,
    17, 27, 28, 29, 30, 33, 32, 31,
];

/// Position of each kind in [`SCAN_ORDER`], worked out at compile time.
const SCAN_POSITION: [u8; KINDS] = {
    let mut position = [0u8; KINDS];
    let mut i = 0;
    while i < KINDS {
        position[SCAN_ORDER[i] as usize] = i as u8;
        i += 1;
    }
    position
};

/// Position of a kind in the scan order: the sort key for sets before combining them.
pub(super) const fn scan_position(t: Kind) -> u8 {
    SCAN_POSITION[t as usize]
}

/// Sorts a few tiles in scan order (insertion sort: at most four).
pub(super) fn sort_scan(tiles: &mut [Kind]) {
    for i in 1..tiles.len() {
        let mut j = i;
        while j > 0 && scan_position(tiles[j - 1]) > scan_position(tiles[j]) {
            tiles.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// What a set of a reading is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum SetKind {
    Chow,
    Pung,
    Kong,
    Pair,
}

/// One set of a reading: its kind, its lowest tile and whether it was claimed from another
/// player (a concealed kong is declared but not claimed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Set {
    pub kind: SetKind,
    pub tile: Kind,
    pub melded: bool,
}

impl Set {
    pub const NONE: Set = Set {
        kind: SetKind::Pair,
        tile: 0,
        melded: false,
    };

    const fn concealed(kind: SetKind, tile: Kind) -> Set {
        Set {
            kind,
            tile,
            melded: false,
        }
    }

    /// Whether the tile is one of this chow's three.
    pub fn chow_holds(self, t: Kind) -> bool {
        self.kind == SetKind::Chow && t >= self.tile && t <= self.tile + 2
    }
}

/// Whether `k` chows can start at `t` (same suit, room for three, enough tiles above).
fn chows_fit(counts: &Counts, t: usize, k: u8) -> bool {
    k == 0 || (t < 27 && t % 9 <= 6 && counts[t + 1] >= k && counts[t + 2] >= k)
}

fn take_chows(counts: &mut Counts, t: usize, k: u8) {
    if k == 0 {
        return;
    }
    counts[t] -= k;
    counts[t + 1] -= k;
    counts[t + 2] -= k;
}

fn put_chows(counts: &mut Counts, t: usize, k: u8) {
    if k == 0 {
        return;
    }
    counts[t] += k;
    counts[t + 1] += k;
    counts[t + 2] += k;
}

/// Calls `found` once for every distinct way of reading `concealed` as `sets` sets and a pair,
/// with the declared sets first, then the concealed sets, then the pair.
pub(super) fn each_division(
    concealed: &Counts,
    declared: &[Set],
    sets: usize,
    found: &mut impl FnMut(&[Set]),
) {
    let mut work = [Set::NONE; 5];
    work[..declared.len()].copy_from_slice(declared);
    let end = declared.len() + sets;
    let mut counts = *concealed;
    for p in 0..KINDS {
        if counts[p] >= 2 {
            counts[p] -= 2;
            work[end] = Set::concealed(SetKind::Pair, p as Kind);
            split_sets(&mut counts, 0, declared.len(), end, &mut work, found);
            counts[p] += 2;
        }
    }
}

/// Splits the rest into sets from slot `slot` to `end`. The lowest tile left is taken whole:
/// all its copies start chows, or three of them are a pung and the rest start chows, so every
/// split is met exactly once.
fn split_sets(
    counts: &mut Counts,
    from: usize,
    slot: usize,
    end: usize,
    work: &mut [Set; 5],
    found: &mut impl FnMut(&[Set]),
) {
    let Some(t) = (from..KINDS).find(|&t| counts[t] > 0) else {
        if slot == end {
            found(&work[..=end]);
        }
        return;
    };
    let c = counts[t];
    if c >= 3 {
        let chows = c - 3;
        if slot + 1 + chows as usize <= end && chows_fit(counts, t, chows) {
            counts[t] -= 3;
            take_chows(counts, t, chows);
            work[slot] = Set::concealed(SetKind::Pung, t as Kind);
            for i in 0..chows as usize {
                work[slot + 1 + i] = Set::concealed(SetKind::Chow, t as Kind);
            }
            split_sets(counts, t + 1, slot + 1 + chows as usize, end, work, found);
            put_chows(counts, t, chows);
            counts[t] += 3;
        }
    }
    if slot + c as usize <= end && chows_fit(counts, t, c) {
        take_chows(counts, t, c);
        for i in 0..c as usize {
            work[slot + i] = Set::concealed(SetKind::Chow, t as Kind);
        }
        split_sets(counts, t + 1, slot + c as usize, end, work, found);
        put_chows(counts, t, c);
    }
}

/// Whether the counts are exactly `sets` pungs or chows.
fn only_sets(counts: &mut Counts, from: usize, sets: usize) -> bool {
    let Some(t) = (from..KINDS).find(|&t| counts[t] > 0) else {
        return sets == 0;
    };
    let c = counts[t];
    if c >= 3 {
        let chows = c - 3;
        if (chows as usize) < sets && chows_fit(counts, t, chows) {
            counts[t] -= 3;
            take_chows(counts, t, chows);
            let ok = only_sets(counts, t + 1, sets - 1 - chows as usize);
            put_chows(counts, t, chows);
            counts[t] += 3;
            if ok {
                return true;
            }
        }
    }
    if c as usize <= sets && chows_fit(counts, t, c) {
        take_chows(counts, t, c);
        let ok = only_sets(counts, t + 1, sets - c as usize);
        put_chows(counts, t, c);
        return ok;
    }
    false
}

/// Whether the counts are `sets` sets and a pair.
fn sets_and_pair(counts: &mut Counts, sets: usize) -> bool {
    for p in 0..KINDS {
        if counts[p] >= 2 {
            counts[p] -= 2;
            let ok = only_sets(counts, 0, sets);
            counts[p] += 2;
            if ok {
                return true;
            }
        }
    }
    false
}

pub(super) fn all_even(counts: &Counts) -> bool {
    counts.iter().all(|&c| c % 2 == 0)
}

/// Whether a kind could complete anything: it is held, or a held tile of its suit is within two.
fn near(counts: &Counts, x: usize) -> bool {
    if counts[x] > 0 {
        return true;
    }
    if x >= 27 {
        return false;
    }
    let low = x - x % 9;
    let from = x.saturating_sub(2).max(low);
    let to = (x + 2).min(low + 8);
    (from..=to).any(|t| counts[t] > 0)
}

/// Whether the hand, its winning tile taken out, waited on exactly one tile kind: as
/// `sets` sets and a pair, or also as seven pairs when `seven_pairs` (a concealed 13 tiles).
/// The winning tile must be in `with_win`.
pub(super) fn waited_on_one_kind(
    with_win: &Counts,
    win: Kind,
    sets: usize,
    seven_pairs: bool,
) -> bool {
    let mut counts = *with_win;
    counts[win as usize] -= 1;
    let mut waits = 0;
    for x in 0..KINDS {
        if !near(&counts, x) {
            continue;
        }
        counts[x] += 1;
        let completes = (seven_pairs && all_even(&counts)) || sets_and_pair(&mut counts, sets);
        counts[x] -= 1;
        if completes {
            waits += 1;
            if waits > 1 {
                return false;
            }
        }
    }
    waits == 1
}

/// Seven pairs of one suit with consecutive ranks (the counts are already all even).
pub(super) fn is_seven_shifted_pairs(counts: &Counts, suit: u8) -> bool {
    if suit >= 3 {
        return false;
    }
    let base = suit as usize * 9;
    (0..3).any(|start| (0..7).all(|i| counts[base + start + i] == 2))
}

/// The six knitted straights: 1-4-7 of one suit, 2-5-8 of another, 3-6-9 of the third.
pub(super) fn knitted_straight(which: usize) -> [Kind; 9] {
    const SUITS: [[u8; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let s = SUITS[which];
    let mut tiles = [0; 9];
    for (i, tile) in tiles.iter_mut().enumerate() {
        let offset = i % 3;
        let rank = (i / 3) * 3 + offset;
        *tile = s[offset] * 9 + rank as u8;
    }
    tiles
}

/// The thirteen terminal and honour kinds.
pub(super) const ORPHANS: [Kind; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// Thirteen orphans: every terminal and honour, one of them twice.
pub(super) fn is_thirteen_orphans(counts: &Counts) -> bool {
    let kinds = counts.iter().filter(|&&c| c > 0).count();
    kinds == 13 && ORPHANS.iter().all(|&t| counts[t as usize] > 0)
}

/// Honours and knitted tiles: 14 different tiles, the suited ones (7 to 9) all from one
/// knitted straight. `Some(greater, with_straight)`: all seven honours; all nine suited tiles.
pub(super) fn honors_and_knitted(counts: &Counts) -> Option<(bool, bool)> {
    if counts.iter().any(|&c| c > 1) || counts.iter().filter(|&&c| c > 0).count() != 14 {
        return None;
    }
    let suited = counts[..27].iter().filter(|&&c| c > 0).count();
    if !(7..=9).contains(&suited) {
        return None;
    }
    let fits = (0..6).any(|w| {
        let seq = knitted_straight(w);
        (0..27).all(|t| counts[t] == 0 || seq.contains(&(t as Kind)))
    });
    if !fits {
        return None;
    }
    Some((suited == 7, suited == 9))
}

/// Nine gates: before the winning tile, 1112345678999 of the winning tile's suit. Gives the
/// winning tile's rank.
pub(super) fn nine_gates_rank(counts: &Counts, win: Kind) -> Option<u8> {
    if !is_suited(win) {
        return None;
    }
    let base = (win - win % 9) as usize;
    let rank = rank_of(win);
    let mut before = *counts;
    before[win as usize] -= 1;
    const GATES: [u8; 9] = [3, 1, 1, 1, 1, 1, 1, 1, 3];
    let total: u32 = before.iter().map(|&c| c as u32).sum();
    (total == 13 && (0..9).all(|i| before[base + i] == GATES[i])).then_some(rank)
}
