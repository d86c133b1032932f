//! The fan that sets make together: two, three or four chows (pure and mixed double, triple
//! and shifted chows, straights, terminal chows), two, three or four pungs (double and triple
//! pungs, shifted pungs, big winds and dragons), and what every set and the pair hold (outside
//! hand, all fives, all even pungs). Sets are combined largest fan first, and the one-fan chow
//! pairs are capped by the account-once principle (docs/mcr-fan.md).

use super::shape::{
    is_dragon, is_suited, is_terminal, is_wind, rank_of, suit_of, Kind, Set, SetKind,
};
use super::table::FanTable;
use super::Fan;

pub(super) fn one_pung(t: Kind) -> Option<Fan> {
    if is_dragon(t) {
        Some(Fan::DragonPung)
    } else if is_terminal(t) || is_wind(t) {
        Some(Fan::PungOfTerminalsOrHonors)
    } else {
        None
    }
}

pub(super) fn same_suit(tiles: &[Kind]) -> bool {
    tiles.iter().all(|&t| suit_of(t) == suit_of(tiles[0]))
}

pub(super) fn all_suits_differ(a: Kind, b: Kind, c: Kind) -> bool {
    let (x, y, z) = (suit_of(a), suit_of(b), suit_of(c));
    x != y && x != z && y != z
}

/// Ranks that are three in a row in some order.
pub(super) fn consecutive_ranks(a: Kind, b: Kind, c: Kind) -> bool {
    let mut r = [rank_of(a), rank_of(b), rank_of(c)];
    r.sort_unstable();
    r[0] + 1 == r[1] && r[1] + 1 == r[2]
}

/// Sorted tiles of one suit going up by `step`.
pub(super) fn steps(tiles: &[Kind], step: u8) -> bool {
    same_suit(tiles) && tiles.windows(2).all(|w| w[0] + step == w[1])
}

/// Two chows (by their lowest tiles): the one-fan pairs.
pub(super) fn two_chows(a: Kind, b: Kind) -> Option<Fan> {
    if suit_of(a) != suit_of(b) {
        (rank_of(a) == rank_of(b)).then_some(Fan::MixedDoubleChow)
    } else if a + 3 == b || b + 3 == a {
        Some(Fan::ShortStraight)
    } else if (rank_of(a) == 1 && rank_of(b) == 7) || (rank_of(a) == 7 && rank_of(b) == 1) {
        Some(Fan::TwoTerminalChows)
    } else if a == b {
        Some(Fan::PureDoubleChow)
    } else {
        None
    }
}

/// Three chows in scan order.
pub(super) fn three_chow_fan(a: Kind, b: Kind, c: Kind) -> Option<Fan> {
    if all_suits_differ(a, b, c) {
        let ranks = [rank_of(a), rank_of(b), rank_of(c)];
        if consecutive_ranks(a, b, c) {
            Some(Fan::MixedShiftedChows)
        } else if ranks[0] == ranks[1] && ranks[1] == ranks[2] {
            Some(Fan::MixedTripleChow)
        } else if ranks.contains(&1) && ranks.contains(&4) && ranks.contains(&7) {
            Some(Fan::MixedStraight)
        } else {
            None
        }
    } else if !same_suit(&[a, b, c]) {
        None
    } else if steps(&[a, b, c], 3) {
        Some(Fan::PureStraight)
    } else if steps(&[a, b, c], 2) || steps(&[a, b, c], 1) {
        Some(Fan::PureShiftedChows)
    } else if a == b && b == c {
        Some(Fan::PureTripleChow)
    } else {
        None
    }
}

/// With a three-chow fan, the fourth chow adds at most one one-fan pair, the best-known first.
pub(super) fn fourth_chow_extra(a: Kind, b: Kind, c: Kind, extra: Kind) -> Option<Fan> {
    let found = [
        two_chows(a, extra),
        two_chows(b, extra),
        two_chows(c, extra),
    ];
    [
        Fan::PureDoubleChow,
        Fan::MixedDoubleChow,
        Fan::ShortStraight,
        Fan::TwoTerminalChows,
    ]
    .into_iter()
    .find(|fan| found.contains(&Some(*fan)))
}

/// The account-once principle on the one-fan chow pairs: at most `max` of them count; the
/// extra ones are dropped from the kinds counted most, two terminal chows first.
pub(super) fn account_once(found: &[Option<Fan>], max: i32, table: &mut FanTable) {
    const ORDER: [Fan; 4] = [
        Fan::PureDoubleChow,
        Fan::MixedDoubleChow,
        Fan::ShortStraight,
        Fan::TwoTerminalChows,
    ];
    let mut counts = [0i16; 4];
    for fan in found.iter().flatten() {
        if let Some(i) = ORDER.iter().position(|f| f == fan) {
            counts[i] += 1;
        }
    }
    let mut total: i32 = counts.iter().map(|&c| c as i32).sum();
    // First bring every kind down to one, then to none, until few enough remain.
    let mut limit = 1;
    while total > max && limit >= 0 {
        for i in (0..4).rev() {
            while counts[i] > limit && total > max {
                counts[i] -= 1;
                total -= 1;
            }
            if total <= max {
                break;
            }
        }
        limit -= 1;
    }
    for (fan, count) in ORDER.iter().zip(counts) {
        table.set(*fan, count);
    }
}

pub(super) fn three_chows(c: &[Kind; 3], table: &mut FanTable) {
    if let Some(fan) = three_chow_fan(c[0], c[1], c[2]) {
        table.set(fan, 1);
        return;
    }
    let pairs = [
        two_chows(c[0], c[1]),
        two_chows(c[0], c[2]),
        two_chows(c[1], c[2]),
    ];
    account_once(&pairs, 2, table);
}

pub(super) fn four_chows(c: &[Kind; 4], table: &mut FanTable) {
    if steps(c, 2) || steps(c, 1) {
        table.set(Fan::FourPureShiftedChows, 1);
        return;
    }
    if c.iter().all(|&t| t == c[0]) {
        table.set(Fan::QuadrupleChow, 1);
        return;
    }
    for (a, b, d, extra) in [(0, 1, 2, 3), (0, 1, 3, 2), (0, 2, 3, 1), (1, 2, 3, 0)] {
        if let Some(fan) = three_chow_fan(c[a], c[b], c[d]) {
            table.set(fan, 1);
            if let Some(fan) = fourth_chow_extra(c[a], c[b], c[d], c[extra]) {
                table.set(fan, 1);
            }
            return;
        }
    }
    const PAIRS: [(usize, usize); 6] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];
    let found = PAIRS.map(|(i, j)| two_chows(c[i], c[j]));
    // Each chow with no partner at all lowers the cap of three.
    let mut max = 3;
    for chow in 0..4 {
        let alone = PAIRS
            .iter()
            .zip(found.iter())
            .filter(|((i, j), _)| *i == chow || *j == chow)
            .all(|(_, f)| f.is_none());
        if alone {
            max -= 1;
        }
    }
    if max > 0 {
        account_once(&found, max, table);
    }
}

pub(super) fn two_pungs(a: Kind, b: Kind) -> Option<Fan> {
    if is_suited(a) && is_suited(b) {
        (rank_of(a) == rank_of(b)).then_some(Fan::DoublePung)
    } else {
        (is_dragon(a) && is_dragon(b)).then_some(Fan::TwoDragonPungs)
    }
}

/// Three pungs in scan order.
pub(super) fn three_pung_fan(a: Kind, b: Kind, c: Kind) -> Option<Fan> {
    if is_suited(a) && is_suited(b) && is_suited(c) {
        if all_suits_differ(a, b, c) {
            if consecutive_ranks(a, b, c) {
                Some(Fan::MixedShiftedPungs)
            } else if rank_of(a) == rank_of(b) && rank_of(b) == rank_of(c) {
                Some(Fan::TriplePung)
            } else {
                None
            }
        } else {
            steps(&[a, b, c], 1).then_some(Fan::PureShiftedPungs)
        }
    } else if is_wind(a) && is_wind(b) && is_wind(c) {
        Some(Fan::BigThreeWinds)
    } else if is_dragon(a) && is_dragon(b) && is_dragon(c) {
        Some(Fan::BigThreeDragons)
    } else {
        None
    }
}

pub(super) fn three_pungs(p: &[Kind; 3], table: &mut FanTable) {
    if let Some(fan) = three_pung_fan(p[0], p[1], p[2]) {
        table.set(fan, 1);
        return;
    }
    for (i, j) in [(0, 1), (0, 2), (1, 2)] {
        if let Some(fan) = two_pungs(p[i], p[j]) {
            table.add(fan, 1);
        }
    }
}

pub(super) fn four_pungs(p: &[Kind; 4], table: &mut FanTable) {
    if is_suited(p[0]) && steps(p, 1) {
        table.set(Fan::FourPureShiftedPungs, 1);
        return;
    }
    if p.iter().all(|&t| is_wind(t)) {
        table.set(Fan::BigFourWinds, 1);
        return;
    }
    for (a, b, c, free) in [(0, 1, 2, 3), (0, 1, 3, 2), (0, 2, 3, 1), (1, 2, 3, 0)] {
        if let Some(fan) = three_pung_fan(p[a], p[b], p[c]) {
            table.set(fan, 1);
            // The pung left over may combine once more, with the first that fits.
            for i in (0..4).filter(|&i| i != free) {
                if let Some(fan) = two_pungs(p[i], p[free]) {
                    table.add(fan, 1);
                    break;
                }
            }
            return;
        }
    }
    for (i, j) in [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)] {
        if let Some(fan) = two_pungs(p[i], p[j]) {
            table.add(fan, 1);
        }
    }
}

/// 1-2-3 and 7-8-9 twice with a pair of 5, all of one suit.
pub(super) fn pure_terminal_chows(chows: &[Kind; 4], pair: Kind) -> bool {
    if !is_suited(pair) || rank_of(pair) != 5 {
        return false;
    }
    let suit = suit_of(pair);
    let low = chows.iter().filter(|&&c| rank_of(c) == 1).count();
    let high = chows.iter().filter(|&&c| rank_of(c) == 7).count();
    chows.iter().all(|&c| suit_of(c) == suit) && low == 2 && high == 2
}

/// 1-2-3 and 7-8-9 in each of two suits with a pair of 5 in the third.
pub(super) fn three_suited_terminal_chows(chows: &[Kind; 4], pair: Kind) -> bool {
    if !is_suited(pair) || rank_of(pair) != 5 {
        return false;
    }
    let pair_suit = suit_of(pair);
    if chows
        .iter()
        .any(|&c| suit_of(c) == pair_suit || (rank_of(c) != 1 && rank_of(c) != 7))
    {
        return false;
    }
    (0..3).filter(|&s| s != pair_suit).all(|s| {
        [1, 7]
            .iter()
            .all(|&r| chows.iter().any(|&c| suit_of(c) == s && rank_of(c) == r))
    })
}

/// Outside hand, all fives, all even pungs: what every set (and the pair) holds.
pub(super) fn sets_traits(packs: &[Set; 5], table: &mut FanTable) {
    let (mut outside, mut fives, mut even) = (0, 0, 0);
    for set in packs {
        let t = set.tile;
        if !is_suited(t) {
            outside += 1;
            continue;
        }
        let r = rank_of(t);
        if set.kind == SetKind::Chow {
            match r {
                1 | 7 => outside += 1,
                3..=5 => fives += 1,
                _ => {}
            }
        } else {
            match r {
                1 | 9 => outside += 1,
                5 => fives += 1,
                2 | 4 | 6 | 8 => even += 1,
                _ => {}
            }
        }
    }
    if outside == 5 {
        table.set(Fan::OutsideHand, 1);
    } else if fives == 5 {
        table.set(Fan::AllFives, 1);
    } else if even == 5 {
        table.set(Fan::AllEvenPungs, 1);
    }
}
