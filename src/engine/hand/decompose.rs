//! Every reading of a winning hand.
//!
//! Owns the search for the ways a validated hand can be read: four sets and a pair (each way
//! of splitting the concealed tiles, and each place the winning tile can sit in it, since the
//! wait changes fu, pinfu and whether a triplet counts as concealed), seven pairs, and thirteen
//! orphans. It values nothing; `yaku` and `fu` do.
//!
//! The search works on the 34-slot count array and hands each reading to a callback, so it
//! allocates nothing; the number of readings of one hand is small (at most a handful).

use super::notation::MeldKind;
use super::validate::Hand;
use crate::engine::tiles::{Counts, Tile, KINDS};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SetKind {
    /// Three in a row of one suit.
    Sequence,
    /// Three of a kind.
    Triplet,
    /// Four of a kind (always a declared meld).
    Kan,
}

/// One set of a four-sets reading: a meld or a group of the concealed tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Set {
    pub kind: SetKind,
    /// The lowest tile (a sequence's first).
    pub tile: Tile,
    /// Concealed for fu and for sanankou/suuankou: a group of the concealed tiles (or a
    /// concealed kan), except a triplet completed by ron, which counts as open (EMA 2016
    /// §"Fu": a pung made by a discard is exposed).
    pub concealed: bool,
    /// A called meld (chi, pon, open kans; not a concealed kan). Only called sets make the
    /// hand open.
    pub called: bool,
}

impl Set {
    pub fn is_triplet_like(self) -> bool {
        self.kind != SetKind::Sequence
    }

    /// Whether any tile of the set is a terminal or honour (chanta, junchan).
    pub fn has_terminal_or_honor(self) -> bool {
        match self.kind {
            SetKind::Sequence => self.tile.number() == 1 || self.tile.number() == 7,
            _ => self.tile.is_terminal_or_honor(),
        }
    }
}

/// Where the winning tile sits, which is what "the wait" means for fu and pinfu.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Wait {
    /// Open wait: either end of a two-sided sequence.
    Ryanmen,
    /// Closed wait: the middle of a sequence.
    Kanchan,
    /// Edge wait: the 3 of 1-2-3 or the 7 of 7-8-9.
    Penchan,
    /// Dual pon wait: the winning tile completes a triplet.
    Shanpon,
    /// Single wait: the winning tile completes the pair.
    Tanki,
}

/// A four-sets-and-a-pair reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standard {
    /// The melds in input order, then the concealed sets in tile order.
    pub sets: [Set; 4],
    pub pair: Tile,
    pub wait: Wait,
}

/// Calls `each` for every distinct four-sets reading of the hand.
pub fn for_each_standard(hand: &Hand, mut each: impl FnMut(&Standard)) {
    let mut base = [Set {
        kind: SetKind::Sequence,
        tile: Tile::EAST,
        concealed: true,
        called: false,
    }; 4];
    let n_melds = hand.melds.len();
    for (slot, m) in base.iter_mut().zip(hand.melds.as_slice()) {
        *slot = Set {
            kind: match m.kind {
                MeldKind::Chi => SetKind::Sequence,
                MeldKind::Pon => SetKind::Triplet,
                _ => SetKind::Kan,
            },
            tile: m.tile,
            concealed: m.kind == MeldKind::Ankan,
            called: m.kind.is_open(),
        };
    }
    let Some(pair_group) = pair_group(&hand.concealed) else {
        return;
    };
    let mut search = Search {
        counts: hand.concealed,
        sets: base,
        n: n_melds,
        pair: None,
        pair_group,
        n_melds,
        win: hand.win,
        tsumo: hand.situation.tsumo,
        each: &mut each,
    };
    search.go(0);
}

/// A cheap refusal before the search, and where the pair must be: in four sets and a pair
/// every suit holds 3k tiles except the one with the pair (3k+2), and an honour comes in twos or
/// threes (a fourth is always a declared kan). Returns the pair's group (0–2 a suit, 3 the
/// honours), so that the search tries pairs there only.
fn pair_group(c: &Counts) -> Option<usize> {
    let mut group = None;
    for suit in 0..3 {
        let n: u32 = c[suit * 9..suit * 9 + 9]
            .iter()
            .map(|&x| u32::from(x))
            .sum();
        match n % 3 {
            0 => {}
            2 if group.is_none() => group = Some(suit),
            _ => return None,
        }
    }
    for &x in &c[27..KINDS] {
        match x {
            0 | 3 => {}
            2 if group.is_none() => group = Some(3),
            _ => return None,
        }
    }
    group
}

struct Search<'a, F: FnMut(&Standard)> {
    counts: Counts,
    sets: [Set; 4],
    n: usize,
    pair: Option<Tile>,
    /// The only group (suit, or 3 for honours) that can hold the pair.
    pair_group: usize,
    n_melds: usize,
    win: Tile,
    tsumo: bool,
    each: &'a mut F,
}

impl<F: FnMut(&Standard)> Search<'_, F> {
    fn go(&mut self, from: usize) {
        let mut i = from;
        while i < KINDS && self.counts[i] == 0 {
            i += 1;
        }
        if i == KINDS {
            if let (Some(pair), 4) = (self.pair, self.n) {
                self.emit(pair);
            }
            return;
        }
        let tile = Tile::new(i as u8).expect("index below KINDS");
        // The lowest remaining tile must belong to a pair, a triplet or a sequence starting at
        // it; trying the three in turn enumerates every split exactly once.
        if self.pair.is_none() && self.counts[i] >= 2 && (i / 9).min(3) == self.pair_group {
            self.counts[i] -= 2;
            self.pair = Some(tile);
            self.go(i);
            self.pair = None;
            self.counts[i] += 2;
        }
        if self.n == 4 {
            return;
        }
        if self.counts[i] >= 3 {
            self.counts[i] -= 3;
            self.push(SetKind::Triplet, tile);
            self.go(i);
            self.n -= 1;
            self.counts[i] += 3;
        }
        if i < 27 && i % 9 <= 6 && self.counts[i + 1] > 0 && self.counts[i + 2] > 0 {
            self.counts[i] -= 1;
            self.counts[i + 1] -= 1;
            self.counts[i + 2] -= 1;
            self.push(SetKind::Sequence, tile);
            self.go(i);
            self.n -= 1;
            self.counts[i] += 1;
            self.counts[i + 1] += 1;
            self.counts[i + 2] += 1;
        }
    }

    fn push(&mut self, kind: SetKind, tile: Tile) {
        self.sets[self.n] = Set {
            kind,
            tile,
            concealed: true,
            called: false,
        };
        self.n += 1;
    }

    /// One split found: one reading per distinct place of the winning tile.
    fn emit(&mut self, pair: Tile) {
        let win = self.win;
        // (set index or 4 for the pair, wait) of readings already given for this split, so
        // that two equal sequences do not give the same reading twice.
        let mut seen: [(SetKind, Tile, Wait); 5] = [(SetKind::Kan, win, Wait::Tanki); 5];
        let mut n_seen = 0;
        let mut give = |this: &mut Self, sets: [Set; 4], key: (SetKind, Tile, Wait)| {
            if seen[..n_seen].contains(&key) {
                return;
            }
            seen[n_seen] = key;
            n_seen += 1;
            (this.each)(&Standard {
                sets,
                pair,
                wait: key.2,
            });
        };
        if pair == win {
            give(self, self.sets, (SetKind::Kan, pair, Wait::Tanki));
        }
        for k in self.n_melds..4 {
            let set = self.sets[k];
            let wait = match set.kind {
                SetKind::Triplet if set.tile == win => Wait::Shanpon,
                SetKind::Sequence if set.tile.suit() == win.suit() => {
                    let offset = win.index().wrapping_sub(set.tile.index());
                    match (offset, set.tile.number()) {
                        (1, _) => Wait::Kanchan,
                        (0, 7) | (2, 1) => Wait::Penchan,
                        (0, _) | (2, _) => Wait::Ryanmen,
                        _ => continue,
                    }
                }
                _ => continue,
            };
            let mut sets = self.sets;
            if wait == Wait::Shanpon && !self.tsumo {
                sets[k].concealed = false;
            }
            give(self, sets, (set.kind, set.tile, wait));
        }
    }
}

/// Seven pairs: seven different pairs in a closed hand with no kan (four equal tiles are not
/// two pairs, as in every common riichi ruleset).
pub fn is_seven_pairs(hand: &Hand) -> bool {
    hand.melds.is_empty() && hand.concealed.iter().filter(|&&c| c == 2).count() == 7
}

/// The thirteen terminals and honours.
pub const ORPHANS: [u8; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// Thirteen orphans: `Some(true)` when the winning tile made the pair, i.e. the hand waited on
/// all thirteen (the double-yakuman form).
pub fn kokushi(hand: &Hand) -> Option<bool> {
    if !hand.melds.is_empty() {
        return None;
    }
    let c = &hand.concealed;
    let mut pairs = 0;
    let mut total = 0;
    for &i in &ORPHANS {
        match c[i as usize] {
            1 => {}
            2 => pairs += 1,
            _ => return None,
        }
        total += u32::from(c[i as usize]);
    }
    (pairs == 1 && total == 14).then(|| c[hand.win.index()] == 2)
}

#[cfg(test)]
mod tests {
    use super::super::notation::HandInput;
    use super::*;

    fn readings(hand: &'static str, win: &'static str, tsumo: bool) -> Vec<Standard> {
        let mut i = HandInput {
            hand,
            win_tile: win,
            ..HandInput::default()
        };
        i.situation.tsumo = tsumo;
        let h = Hand::new(&i).unwrap();
        let mut out = vec![];
        for_each_standard(&h, |r| out.push(*r));
        out
    }

    #[test]
    fn a_plain_hand_has_one_reading() {
        let r = readings("123m456p789s11122z", "4p", false);
        assert_eq!(r.len(), 1);
        assert_eq!(r[0].wait, Wait::Ryanmen);
        assert_eq!(r[0].pair.to_string(), "2z");
    }

    #[test]
    fn three_equal_sequences_read_as_triplets_too_and_each_win_place_counts() {
        // 111222333m: three triplets or three sequences; the 3m ends a sequence (ryanmen/penchan
        // by position) or completes a triplet.
        let r = readings("111222333m456p55s", "3m", false);
        let waits: Vec<Wait> = r.iter().map(|r| r.wait).collect();
        assert!(waits.contains(&Wait::Shanpon));
        assert!(waits.contains(&Wait::Penchan));
        let shanpon = r.iter().find(|r| r.wait == Wait::Shanpon).unwrap();
        let trip3 = shanpon
            .sets
            .iter()
            .find(|s| s.tile.to_string() == "3m")
            .unwrap();
        assert!(!trip3.concealed, "a triplet completed by ron is open");
    }

    #[test]
    fn waits_follow_the_place_of_the_winning_tile() {
        let cases = [
            ("3m", Wait::Penchan),
            ("7s", Wait::Penchan),
            ("8s", Wait::Kanchan),
            ("9s", Wait::Ryanmen),
            ("2z", Wait::Tanki),
            ("1z", Wait::Shanpon),
        ];
        for (win, wait) in cases {
            let r = readings("123m456p789s11122z", win, true);
            assert_eq!(r[0].wait, wait, "{win}");
        }
    }

    #[test]
    fn seven_pairs_and_orphans_are_recognised() {
        let h = |hand: &'static str, win: &'static str| {
            Hand::new(&HandInput {
                hand,
                win_tile: win,
                ..HandInput::default()
            })
            .unwrap()
        };
        assert!(is_seven_pairs(&h("1133m5577p99s1122z", "1m")));
        assert!(
            !is_seven_pairs(&h("11113355m77p99s11z", "1m")),
            "four equal tiles are not two pairs"
        );
        assert_eq!(kokushi(&h("19m19p19s12345677z", "7z")), Some(true));
        assert_eq!(kokushi(&h("19m19p19s12345677z", "1m")), Some(false));
        assert_eq!(kokushi(&h("19m19p19s12345666z", "1m")), None);
    }

    #[test]
    fn a_non_winning_hand_has_no_reading() {
        assert!(readings("123m456p789s11223z", "3z", false).is_empty());
        assert!(readings("1357m2468p135799s", "1m", false).is_empty());
    }
}
