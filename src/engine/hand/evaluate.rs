//! A hand's score: the best reading, its han and fu, its limit and what everybody pays.
//!
//! Owns the choice among readings (spec `hand-jsonl.md`: the one paying most; among equal
//! totals a real yakuman over a counted one, then more han, then more fu), the dora, and the
//! cost including honba and deposits. Turning han and fu into points (limits, kiriage, kazoe,
//! stacked yakuman) is `engine::payment`'s, called here and never re-implemented.

use super::decompose::{self, Standard};
use super::error::ImpossibleHand;
use super::fu::{self, Fu, FuList};
use super::notation::HandInput;
use super::validate::Hand;
use super::yaku::{self, Facts, Valued, Yaku, YakuHan, YakuList};
use super::HandError;
use crate::engine::payment::{base_points, ron_payment, tsumo_payment, Limit};
use crate::engine::ruleset::Ruleset;
use crate::engine::styles::minefield::tiles as minefield;
use crate::engine::styles::sanma::tiles as sanma;

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

/// A reading's price, kept apart from its lists so that comparing readings copies little.
#[derive(Debug, Clone, Copy)]
struct Priced {
    han: u32,
    fu: u32,
    yakuman: u32,
    limit: Option<Limit>,
    cost: Cost,
}

impl Priced {
    /// The spec's order: most paid (before honba and deposits, which every reading shares),
    /// then a real yakuman over a counted one, then more han, then more fu.
    fn key(&self) -> (u32, bool, u32, u32) {
        (
            self.cost.main + 2 * self.cost.additional,
            self.yakuman > 0,
            self.han,
            self.fu,
        )
    }
}

/// Parses, validates and scores a written hand under `rules`.
pub fn evaluate(input: &HandInput<'_>, rules: &Ruleset) -> Result<Score, HandError> {
    evaluate_with_nuki(input, 0, rules)
}

/// As [`evaluate`], with `nuki` North tiles set aside as nuki dora where the ruleset has them
/// (sanma, docs/rules.md §6). A sanma ruleset also refuses what cannot exist at a table of three
/// (`styles::sanma::tiles`); under other rulesets a non-zero `nuki` is refused.
pub fn evaluate_with_nuki(
    input: &HandInput<'_>,
    nuki: u32,
    rules: &Ruleset,
) -> Result<Score, HandError> {
    evaluate_with_nuki_then(input, nuki, rules, |score| *score)
}

/// As [`evaluate_with_nuki`], handing the score to `then` where it was made. A score holds
/// its lists inline (a few hundred bytes); a caller that only writes it out (`tenbou score`)
/// is spared copying it through every layer on the way back.
pub fn evaluate_with_nuki_then<R>(
    input: &HandInput<'_>,
    nuki: u32,
    rules: &Ruleset,
    then: impl FnOnce(&Score) -> R,
) -> Result<R, HandError> {
    let style = rules.style_rules();
    if style.two_player_tiles() {
        return minefield_then(input, nuki, rules, then);
    }
    let three_player = style.three_player_tiles();
    let mut hand = if three_player {
        Hand::new_with_nuki(input, nuki)?
    } else {
        Hand::new(input)?
    };
    if three_player {
        sanma::apply(&mut hand, input, nuki)?;
    } else if nuki > 0 {
        return Err(ImpossibleHand::NukiOutsideSanma {
            nuki,
            preset: rules.id,
        }
        .into());
    }
    score_hand_then(&hand, rules, then)
}

/// As [`evaluate_with_nuki_then`] at Minefield's table of two (docs/rules.md §13): the input
/// checked and marked riichi, the round wind taken out; the rest is riichi's scoring.
fn minefield_then<R>(
    input: &HandInput<'_>,
    nuki: u32,
    rules: &Ruleset,
    then: impl FnOnce(&Score) -> R,
) -> Result<R, HandError> {
    if nuki > 0 {
        return Err(ImpossibleHand::NukiOutsideSanma {
            nuki,
            preset: rules.id,
        }
        .into());
    }
    let input = minefield::situation(input)?;
    let mut hand = Hand::new(&input)?;
    minefield::apply(&mut hand);
    score_hand_then(&hand, rules, then)
}

/// Scores a validated hand: every reading, the best one kept.
pub fn score_hand(hand: &Hand, rules: &Ruleset) -> Result<Score, HandError> {
    score_hand_then(hand, rules, |score| *score)
}

/// As [`score_hand`], handing the score to `then` where it was made (see
/// [`evaluate_with_nuki_then`]).
fn score_hand_then<R>(
    hand: &Hand,
    rules: &Ruleset,
    then: impl FnOnce(&Score) -> R,
) -> Result<R, HandError> {
    let facts = Facts::new(hand, rules);
    let mut best: Option<(Priced, Valued, Fu)> = None;
    let mut shapes = 0;
    let mut consider = |v: Valued, fu: &dyn Fn(&Valued) -> Fu| {
        shapes += 1;
        if v.han == 0 {
            return;
        }
        let fu = fu(&v);
        let priced = price(hand, &v, fu.total, rules);
        if best.as_ref().is_none_or(|(b, _, _)| priced.key() > b.key()) {
            best = Some((priced, v, fu));
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
        Some((p, v, fu)) => {
            let mut yaku = v.list;
            for (kind, n) in dora(hand, &v, rules) {
                if n > 0 {
                    yaku.push(YakuHan { yaku: kind, han: n });
                }
            }
            Ok(then(&Score {
                han: p.han,
                fu: p.fu,
                yakuman: p.yakuman,
                yaku,
                fu_details: fu.parts,
                limit: p.limit,
                cost: p.cost,
            }))
        }
        None if shapes > 0 => Err(HandError::NoYaku),
        None => Err(HandError::NotWinningShape),
    }
}

/// The dora, ura dora and red fives a reading adds: none to a yakuman (and `score_hand` only
/// prices readings that have a yaku, since dora alone are no yaku).
fn dora(hand: &Hand, v: &Valued, rules: &Ruleset) -> [(Yaku, u32); 4] {
    if v.yakuman > 0 {
        return [
            (Yaku::Dora, 0),
            (Yaku::UraDora, 0),
            (Yaku::AkaDora, 0),
            (Yaku::NukiDora, 0),
        ];
    }
    let red = if rules.red_fives { hand.red } else { 0 };
    [
        (Yaku::Dora, hand.dora),
        (Yaku::UraDora, hand.ura),
        (Yaku::AkaDora, red),
        (Yaku::NukiDora, hand.nuki_dora),
    ]
}

/// Prices a reading with its dora through `engine::payment`.
fn price(hand: &Hand, v: &Valued, fu: u32, rules: &Ruleset) -> Priced {
    let han = v.han + dora(hand, v, rules).iter().map(|d| d.1).sum::<u32>();
    let base = base_points(han, fu, v.yakuman, rules);
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
    // Payers of a tsumo besides the one paying `main`: two at a table of four, one in sanma
    // (docs/rules.md §6: the four-player table, so a tsumo pays less than a ron).
    let other_payers = rules.seats() as u32 - 2;
    let (payments, honba) = if hand.situation.tsumo {
        (
            main + other_payers * additional,
            100 * (other_payers + 1) * hand.honba,
        )
    } else {
        (main, 300 * hand.honba)
    };
    // Honba: 300 per counter on a ron, 100 from each payer on a tsumo (docs/rules.md §1, §6).
    let total = payments + honba + 1000 * hand.riichi_sticks;
    Priced {
        han,
        fu,
        yakuman: v.yakuman,
        limit: base.limit,
        cost: Cost {
            main,
            additional,
            total,
        },
    }
}
