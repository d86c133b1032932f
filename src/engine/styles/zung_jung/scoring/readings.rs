//! The readings of a hand (docs/zung-jung.md "Scoring" 1–2): the melds as fixed sets and the
//! concealed part split every way into sets and a pair; with no melds, seven pairs and thirteen
//! terminals too; and on a discard win, each choice of the set or pair the winning tile
//! completed. Every reading is scored on its own and the best is kept.
//!
//! Works on tile counts over the 34 kinds; a hand has few readings, so they are scored as
//! they are found, without collecting them.

use super::count::{self, HandFacts};
use super::sets::{Kind, Regular, Set, SetKind, TERMINALS_AND_HONORS};
use super::{MeldKind, Scored, ZjHand, ZjMeld};
use crate::engine::tiles::{Counts, KINDS};

/// The set a meld is, or `None` when its tiles are not of its kind's shape.
pub(super) fn meld_set(meld: &ZjMeld) -> Option<Set> {
    let mut counts = [0u8; KINDS];
    for t in &meld.tiles {
        // Saturating: a meld written with hundreds of tiles is refused, not wrapped round.
        let c = &mut counts[t.index()];
        *c = c.saturating_add(1);
    }
    let first = counts.iter().position(|&c| c > 0)?;
    let len = meld.tiles.len();
    let identical = |n: usize| len == n && usize::from(counts[first]) == n;
    let (kind, ok) = match meld.kind {
        MeldKind::Chi => (
            SetKind::Sequence,
            len == 3 && first < 27 && first % 9 <= 6 && counts[first..first + 3] == [1, 1, 1],
        ),
        MeldKind::Pon => (SetKind::Triplet, identical(3)),
        MeldKind::Kan | MeldKind::Ankan | MeldKind::Shouminkan => (SetKind::Kong, identical(4)),
    };
    ok.then_some(Set {
        kind,
        tile: first as Kind,
        concealed: meld.kind == MeldKind::Ankan,
    })
}

/// The best reading of a checked hand (`concealed`: the hand minus its melds), or `None`
/// when the hand has no winning shape. Best: the most points, then the most raw points.
pub(super) fn best(hand: &ZjHand, concealed: &Counts) -> Option<Scored> {
    let facts = HandFacts::of(hand);
    let mut best: Option<Scored> = None;
    let mut offer = |scored: Scored| {
        let better = best
            .as_ref()
            .is_none_or(|b| (scored.points, scored.raw_points) > (b.points, b.raw_points));
        if better {
            best = Some(scored);
        }
    };
    let mut sets = [Set {
        kind: SetKind::Sequence,
        tile: 0,
        concealed: false,
    }; 4];
    let melded = hand.melds.len();
    for (slot, meld) in sets.iter_mut().zip(&hand.melds) {
        *slot = meld_set(meld).expect("a checked hand's melds have their shape");
    }
    let win = hand.win_tile.index() as Kind;
    let mut rest = *concealed;
    for pair in 0..KINDS {
        if rest[pair] < 2 {
            continue;
        }
        rest[pair] -= 2;
        split(&mut rest, 0, &mut sets, melded, &mut |sets| {
            let reading = Regular {
                sets: *sets,
                pair: pair as Kind,
            };
            for reading in completions(reading, melded, win, hand.how_won.tsumo) {
                offer(count::regular(&facts, &reading));
            }
        });
        rest[pair] += 2;
    }
    if hand.melds.is_empty() {
        if is_seven_pairs(concealed) {
            offer(count::seven_pairs(&facts));
        }
        if is_thirteen_terminals(concealed) {
            offer(count::thirteen_terminals(&facts));
        }
    }
    best
}

/// Splits `rest` into sets filling `sets[filled..4]`, calling `found` for each complete split.
/// The lowest tile left must start a set, so each split is found once.
fn split(
    rest: &mut Counts,
    from: usize,
    sets: &mut [Set; 4],
    filled: usize,
    found: &mut impl FnMut(&[Set; 4]),
) {
    let Some(t) = (from..KINDS).find(|&t| rest[t] > 0) else {
        if filled == 4 {
            found(sets);
        }
        return;
    };
    if filled == 4 {
        return;
    }
    // The lowest tile starts a triplet, or a sequence where a suit has two tiles above it.
    let mut shapes = vec![(SetKind::Triplet, [t, t, t])];
    if t < 27 && t % 9 <= 6 {
        shapes.push((SetKind::Sequence, [t, t + 1, t + 2]));
    }
    for (kind, tiles) in shapes {
        let needed = |k: usize| tiles.iter().filter(|&&j| j == k).count() as u8;
        if tiles.iter().any(|&k| rest[k] < needed(k)) {
            continue;
        }
        for k in tiles {
            rest[k] -= 1;
        }
        sets[filled] = Set {
            kind,
            tile: t as Kind,
            concealed: true,
        };
        split(rest, t, sets, filled + 1, found);
        for k in tiles {
            rest[k] += 1;
        }
    }
}

/// The readings a split gives once the winning tile is placed (freedom of count). Self-drawn,
/// every concealed triplet is concealed: one reading. On a discard, the tile completed either
/// a triplet of the concealed part (then exposed) or a sequence or the pair (triplets stay
/// concealed): one reading for each that the split allows.
fn completions(
    reading: Regular,
    melded: usize,
    win: Kind,
    tsumo: bool,
) -> impl Iterator<Item = Regular> {
    let concealed_sets = &reading.sets[melded..];
    let in_other = reading.pair == win
        || concealed_sets
            .iter()
            .any(|s| s.kind == SetKind::Sequence && s.holds(win));
    let triplet = concealed_sets
        .iter()
        .position(|s| s.kind == SetKind::Triplet && s.tile == win)
        .map(|i| i + melded);
    let kept = (tsumo || in_other || triplet.is_none()).then_some(reading);
    let exposed = (!tsumo).then_some(triplet).flatten().map(|i| {
        let mut r = reading;
        r.sets[i].concealed = false;
        r
    });
    kept.into_iter().chain(exposed)
}

/// Seven pairs: 14 concealed tiles, each kind held twice or four times (two of the pairs).
fn is_seven_pairs(concealed: &Counts) -> bool {
    let mut pairs = 0;
    for &c in concealed {
        match c {
            0 => {}
            2 => pairs += 1,
            4 => pairs += 2,
            _ => return false,
        }
    }
    pairs == 7
}

/// Thirteen terminals: one of each terminal and honour and a second of one of them, and
/// nothing else.
fn is_thirteen_terminals(concealed: &Counts) -> bool {
    let on_list: u32 = TERMINALS_AND_HONORS
        .iter()
        .map(|&t| u32::from(concealed[t]))
        .sum();
    let total: u32 = concealed.iter().map(|&c| u32::from(c)).sum();
    total == 14 && on_list == 14 && TERMINALS_AND_HONORS.iter().all(|&t| concealed[t] >= 1)
}
