//! A hand's score: the best reading, its han and fu, its limit and what everybody pays.
//!
//! Owns the choice among readings (spec `hand-jsonl.md`: the one paying most; among equal
//! totals a real yakuman over a counted one, then more han, then more fu), the dora, and the
//! cost including honba and deposits. Turning han and fu into points (limits, kiriage, kazoe,
//! stacked yakuman) is `engine::payment`'s, called here and never re-implemented.

use super::decompose::{self, Standard};
use super::fu::{self, Fu, FuList};
use super::notation::HandInput;
use super::validate::Hand;
use super::yaku::{self, Facts, Valued, Yaku, YakuHan, YakuList};
use super::HandError;
use crate::engine::payment::{base_points, ron_payment, tsumo_payment, Limit};
use crate::engine::ruleset::Ruleset;

/// What the winner is paid (spec: `cost`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Cost {
    /// Ron: what the discarder pays. Non-dealer tsumo: what the dealer pays. Dealer tsumo:
    /// what each of the three others pays. Honba excluded.
    pub main: u32,
    /// Tsumo: what each non-dealer pays, honba excluded. On a dealer tsumo every payer is a
    /// non-dealer, so this equals `main` (the reading "each non-dealer pays" taken literally,
    /// which keeps `main + 2 × additional` the hand's value on every tsumo). 0 on a ron.
    pub additional: u32,
    /// All the winner receives: payments, honba (300 per counter in all) and deposits.
    pub total: u32,
}

/// A scored hand.
#[derive(Debug, Clone, Copy)]
pub struct Score {
    /// Yaku han plus dora; 13 per yakuman (26 for a double) for a yakuman hand.
    pub han: u32,
    /// Rounded fu (25 for seven pairs, 0 for thirteen orphans).
    pub fu: u32,
    /// Yakuman units (a double counts 2); 0 for a counted (kazoe) yakuman.
    pub yakuman: u32,
    pub yaku: YakuList,
    pub fu_details: FuList,
    pub limit: Option<Limit>,
    pub cost: Cost,
}

impl Score {
    /// What the hand pays before honba and deposits: the first comparison between readings.
    fn value(&self) -> u32 {
        self.cost.main + 2 * self.cost.additional
    }

    /// Whether `self` is preferred to `other` (the spec's order).
    fn beats(&self, other: &Score) -> bool {
        let key = |s: &Score| (s.value(), s.yakuman > 0, s.han, s.fu);
        key(self) > key(other)
    }
}

/// Parses, validates and scores a written hand under `rules`.
pub fn evaluate(input: &HandInput<'_>, rules: &Ruleset) -> Result<Score, HandError> {
    let hand = Hand::new(input)?;
    score_hand(&hand, rules)
}

/// Scores a validated hand: every reading, the best one kept.
pub fn score_hand(hand: &Hand, rules: &Ruleset) -> Result<Score, HandError> {
    let facts = Facts::new(hand, rules);
    let mut best: Option<Score> = None;
    let mut shapes = 0;
    let mut consider = |v: Valued, fu: &dyn Fn(&Valued) -> Fu| {
        shapes += 1;
        if v.han == 0 {
            return;
        }
        let score = price(hand, &v, &fu(&v), rules);
        if best.as_ref().is_none_or(|b| score.beats(b)) {
            best = Some(score);
        }
    };
    decompose::for_each_standard(hand, |r: &Standard| {
        let v = yaku::standard(hand, &facts, r, rules);
        consider(v, &|v| fu::standard(hand, r, v.pinfu, facts.open, rules));
    });
    if decompose::is_seven_pairs(hand) {
        consider(yaku::seven_pairs(hand, &facts, rules), &|_| {
            fu::seven_pairs()
        });
    }
    if let Some(thirteen) = decompose::kokushi(hand) {
        consider(yaku::kokushi(hand, &facts, thirteen, rules), &|_| {
            fu::kokushi()
        });
    }
    match best {
        Some(score) => Ok(score),
        None if shapes > 0 => Err(HandError::NoYaku),
        None => Err(HandError::NotWinningShape),
    }
}

/// Adds the dora to a reading's yaku and prices it through `engine::payment`.
fn price(hand: &Hand, v: &Valued, fu: &Fu, rules: &Ruleset) -> Score {
    let mut yaku = v.list;
    let mut han = v.han;
    if v.yakuman == 0 {
        // Dora only add to a hand that has a yaku, and never to a yakuman.
        let red = if rules.red_fives { hand.red } else { 0 };
        for (kind, n) in [
            (Yaku::Dora, hand.dora),
            (Yaku::UraDora, hand.ura),
            (Yaku::AkaDora, red),
        ] {
            if n > 0 {
                yaku.push(YakuHan { yaku: kind, han: n });
                han += n;
            }
        }
    }
    let base = base_points(han, fu.total, v.yakuman, rules);
    let dealer = hand.is_dealer();
    let (main, additional) = if hand.situation.tsumo {
        let p = tsumo_payment(base.points, dealer);
        if dealer {
            (p.from_non_dealer, p.from_non_dealer)
        } else {
            (p.from_dealer, p.from_non_dealer)
        }
    } else {
        (ron_payment(base.points, dealer), 0)
    };
    let payments = if hand.situation.tsumo {
        main + 2 * additional
    } else {
        main
    };
    // Honba: 300 per counter on a ron, 100 from each of three payers on a tsumo (RULES.md §1).
    let total = payments + 300 * hand.honba + 1000 * hand.riichi_sticks;
    Score {
        han,
        fu: fu.total,
        yakuman: v.yakuman,
        yaku,
        fu_details: fu.parts,
        limit: base.limit,
        cost: Cost {
            main,
            additional,
            total,
        },
    }
}
