//! Han and fu to payments (docs/rules.md §1), shared by the game replay and the tile evaluator.
//!
//! Owns base points, limits (including the kiriage and kazoe options), ron and tsumo
//! payments, the honba and deposit amounts, and the refusal of han/fu combinations that cannot
//! occur. It must not know about a game's state (dealer rotation, deposits on the table): that
//! is `game.rs`. Pure functions only.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::ruleset::{KazoeRule, Ruleset};

/// Honba paid by the discarder per counter on a ron (docs/rules.md §1).
pub const HONBA_RON: u32 = 300;
/// Honba paid by each payer per counter on a tsumo (docs/rules.md §1).
pub const HONBA_TSUMO_EACH: u32 = 100;
/// One riichi deposit (docs/rules.md §1).
pub const RIICHI_DEPOSIT: i32 = 1000;
/// Total noten payment at an exhaustive draw (docs/rules.md §1).
pub const NOTEN_TOTAL: i32 = 3000;

/// A named limit hand: its base points replace `fu × 2^(han+2)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Limit {
    /// Base 2000: 5 han, or a lower han/fu whose base reaches 2000.
    Mangan,
    /// Base 3000: 6–7 han.
    Haneman,
    /// Base 4000: 8–10 han.
    Baiman,
    /// Base 6000: 11–12 han.
    Sanbaiman,
    /// Base 8000 per yakuman.
    Yakuman,
}

impl Limit {
    /// Lower-case name, as in the JSON interface: `"mangan"` … `"yakuman"`.
    pub fn name(&self) -> &'static str {
        match self {
            Limit::Mangan => "mangan",
            Limit::Haneman => "haneman",
            Limit::Baiman => "baiman",
            Limit::Sanbaiman => "sanbaiman",
            Limit::Yakuman => "yakuman",
        }
    }

    /// The limit with this lower-case name.
    pub fn from_name(name: &str) -> Option<Limit> {
        Some(match name {
            "mangan" => Limit::Mangan,
            "haneman" => Limit::Haneman,
            "baiman" => Limit::Baiman,
            "sanbaiman" => Limit::Sanbaiman,
            "yakuman" => Limit::Yakuman,
            _ => return None,
        })
    }

    /// Base points of this limit (one yakuman for `Yakuman`).
    pub fn base(&self) -> u32 {
        match self {
            Limit::Mangan => 2000,
            Limit::Haneman => 3000,
            Limit::Baiman => 4000,
            Limit::Sanbaiman => 6000,
            Limit::Yakuman => 8000,
        }
    }
}

/// Base points `b` after limits, and which limit (if any) set them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Base {
    pub points: u32,
    pub limit: Option<Limit>,
}

/// How a hand was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum WinKind {
    Ron,
    Tsumo,
}

/// A han/fu declaration that cannot be scored; the message says what to fix.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PaymentError {
    #[error("han must be at least 1 (a winning hand needs a yaku)")]
    NoHan,
    #[error("{han} han needs a fu value; fu may be left out only at 5 han or more")]
    MissingFu { han: u32 },
    #[error("{fu} fu is not a possible fu value: use 20, 25 (seven pairs), 30, 40, 50, 60, 70, 80, 90, 100 or 110")]
    BadFu { fu: u32 },
    #[error("1 han {fu} fu cannot occur: 20 fu (pinfu tsumo) already makes 2 han and seven pairs (25 fu) is itself 2 han; check the han and fu")]
    OneHanLowFu { fu: u32 },
    #[error("{han} han 20 fu cannot be won by ron: 20 fu only occurs with a self-drawn pinfu, a ron is at least 30 fu (25 for seven pairs); check the fu")]
    RonTwentyFu { han: u32 },
    #[error("2 han 25 fu cannot be won by tsumo: seven pairs by tsumo is at least 3 han (seven pairs + menzen tsumo); check the han")]
    TsumoTwoHanSevenPairs,
    #[error("1 han 110 fu cannot be won by tsumo: a closed tsumo already has 2 han and an open hand cannot reach 110 fu with one han; check the han and fu")]
    TsumoOneHan110,
}

/// Round up to the next 100 (docs/rules.md §1: every payment is rounded up to the next 100).
fn round_up_100(x: u64) -> u32 {
    let r = x.div_ceil(100) * 100;
    u32::try_from(r).unwrap_or(u32::MAX)
}

/// Base points after limits (docs/rules.md §1). No validation: the caller validates declared han
/// and fu with [`validate_declared`]; the tile evaluator passes what it computed.
///
/// - `yakuman > 0`: 8000 per yakuman, capped at one unless `rules.stack_yakuman`.
/// - 13+ han: one yakuman or sanbaiman per `rules.kazoe`; 11–12 sanbaiman; 8–10 baiman;
///   6–7 haneman; 5 mangan.
/// - up to 4 han: `fu × 2^(han+2)` with fu rounded up to the next 10 (25 stays 25), mangan
///   when that reaches 2000; with `rules.kiriage`, 4 han 30 fu and 3 han 60 fu are mangan.
pub fn base_points(han: u32, fu: u32, yakuman: u32, rules: &Ruleset) -> Base {
    let limit = |l: Limit| Base {
        points: l.base(),
        limit: Some(l),
    };
    if yakuman > 0 {
        let count = if rules.stack_yakuman { yakuman } else { 1 };
        return Base {
            points: Limit::Yakuman.base().saturating_mul(count),
            limit: Some(Limit::Yakuman),
        };
    }
    match han {
        13.. => match rules.kazoe {
            KazoeRule::Yakuman => limit(Limit::Yakuman),
            KazoeRule::Sanbaiman => limit(Limit::Sanbaiman),
        },
        11..=12 => limit(Limit::Sanbaiman),
        8..=10 => limit(Limit::Baiman),
        6..=7 => limit(Limit::Haneman),
        5 => limit(Limit::Mangan),
        _ => {
            // Kiriage mangan (docs/rules.md §1): only the two cells the rule names.
            if rules.kiriage && ((han == 4 && fu == 30) || (han == 3 && fu == 60)) {
                return limit(Limit::Mangan);
            }
            // Fu rounds up to the next 10, except seven pairs' 25 (docs/rules.md §1).
            let fu = if fu == 25 { 25 } else { fu.div_ceil(10) * 10 };
            let b = u64::from(fu) << (han + 2);
            if b >= 2000 {
                limit(Limit::Mangan)
            } else {
                Base {
                    points: b as u32,
                    limit: None,
                }
            }
        }
    }
}

/// What the discarder pays on a ron, before honba: `6b` for a dealer, `4b` otherwise, rounded
/// up to 100 (docs/rules.md §1).
pub fn ron_payment(base: u32, dealer: bool) -> u32 {
    let factor = if dealer { 6 } else { 4 };
    round_up_100(u64::from(base) * factor)
}

/// What each player pays on a tsumo, before honba.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TsumoPayment {
    /// Paid by the dealer (when the winner is the dealer: what each player pays).
    pub from_dealer: u32,
    /// Paid by each non-dealer (when the winner is the dealer: what each player pays).
    pub from_non_dealer: u32,
}

impl TsumoPayment {
    /// Total the winner receives, before honba and deposits.
    pub fn total(&self, dealer: bool) -> u32 {
        if dealer {
            3 * self.from_non_dealer
        } else {
            self.from_dealer + 2 * self.from_non_dealer
        }
    }
}

/// Tsumo payments (docs/rules.md §1): a dealer's win is `2b` from each player; a non-dealer's win is
/// `2b` from the dealer and `b` from each other non-dealer; each rounded up to 100.
pub fn tsumo_payment(base: u32, dealer: bool) -> TsumoPayment {
    let two_b = round_up_100(u64::from(base) * 2);
    if dealer {
        TsumoPayment {
            from_dealer: two_b,
            from_non_dealer: two_b,
        }
    } else {
        TsumoPayment {
            from_dealer: two_b,
            from_non_dealer: round_up_100(u64::from(base)),
        }
    }
}

/// Refuse han/fu declarations that cannot occur (docs/rules.md §1; docs/game-json.md: impossible
/// pairs are errors at any han, fu is checked whenever it is given, and may be left out only
/// at 5 han or more).
pub fn validate_declared(
    han: u32,
    fu: Option<u32>,
    win: WinKind,
    rules: &Ruleset,
) -> Result<(), PaymentError> {
    if han == 0 {
        return Err(PaymentError::NoHan);
    }
    let Some(fu) = fu else {
        return if han >= 5 {
            Ok(())
        } else {
            Err(PaymentError::MissingFu { han })
        };
    };
    // Reachable fu: 20, 25 (seven pairs), then 30..=110 in tens; 110 is the ceiling under
    // 4-fu double wind pairs. Higher values come only from the tile evaluator.
    let listed = fu == 20 || fu == 25 || (30..=110).contains(&fu) && fu % 10 == 0;
    if !listed {
        return Err(PaymentError::BadFu { fu });
    }
    if han == 1 && (fu == 20 || fu == 25) {
        return Err(PaymentError::OneHanLowFu { fu });
    }
    match win {
        WinKind::Ron if fu == 20 && !rules.open_pinfu_20fu => {
            Err(PaymentError::RonTwentyFu { han })
        }
        WinKind::Tsumo if han == 2 && fu == 25 => Err(PaymentError::TsumoTwoHanSevenPairs),
        WinKind::Tsumo if han == 1 && fu == 110 => Err(PaymentError::TsumoOneHan110),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::PresetId;

    const FUS: [u32; 11] = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];

    /// The standard riichi payment table, without kiriage, for 1–4 han (columns) by fu (rows).
    /// 0 marks a cell docs/rules.md §1 calls impossible.
    /// Non-dealer ron.
    const NON_DEALER_RON: [[u32; 4]; 11] = [
        [0, 0, 0, 0],             // 20
        [0, 1600, 3200, 6400],    // 25
        [1000, 2000, 3900, 7700], // 30
        [1300, 2600, 5200, 8000], // 40
        [1600, 3200, 6400, 8000], // 50
        [2000, 3900, 7700, 8000], // 60
        [2300, 4500, 8000, 8000], // 70
        [2600, 5200, 8000, 8000], // 80
        [2900, 5800, 8000, 8000], // 90
        [3200, 6400, 8000, 8000], // 100
        [3600, 7100, 8000, 8000], // 110
    ];
    /// Dealer ron.
    const DEALER_RON: [[u32; 4]; 11] = [
        [0, 0, 0, 0],                // 20
        [0, 2400, 4800, 9600],       // 25
        [1500, 2900, 5800, 11600],   // 30
        [2000, 3900, 7700, 12000],   // 40
        [2400, 4800, 9600, 12000],   // 50
        [2900, 5800, 11600, 12000],  // 60
        [3400, 6800, 12000, 12000],  // 70
        [3900, 7700, 12000, 12000],  // 80
        [4400, 8700, 12000, 12000],  // 90
        [4800, 9600, 12000, 12000],  // 100
        [5300, 10600, 12000, 12000], // 110
    ];
    /// Non-dealer tsumo: (each non-dealer pays, the dealer pays).
    const NON_DEALER_TSUMO: [[(u32, u32); 4]; 11] = [
        [(0, 0), (400, 700), (700, 1300), (1300, 2600)], // 20
        [(0, 0), (0, 0), (800, 1600), (1600, 3200)],     // 25
        [(300, 500), (500, 1000), (1000, 2000), (2000, 3900)], // 30
        [(400, 700), (700, 1300), (1300, 2600), (2000, 4000)], // 40
        [(400, 800), (800, 1600), (1600, 3200), (2000, 4000)], // 50
        [(500, 1000), (1000, 2000), (2000, 3900), (2000, 4000)], // 60
        [(600, 1200), (1200, 2300), (2000, 4000), (2000, 4000)], // 70
        [(700, 1300), (1300, 2600), (2000, 4000), (2000, 4000)], // 80
        [(800, 1500), (1500, 2900), (2000, 4000), (2000, 4000)], // 90
        [(800, 1600), (1600, 3200), (2000, 4000), (2000, 4000)], // 100
        [(0, 0), (1800, 3600), (2000, 4000), (2000, 4000)], // 110
    ];
    /// Dealer tsumo: what each player pays.
    const DEALER_TSUMO: [[u32; 4]; 11] = [
        [0, 700, 1300, 2600],     // 20
        [0, 0, 1600, 3200],       // 25
        [500, 1000, 2000, 3900],  // 30
        [700, 1300, 2600, 4000],  // 40
        [800, 1600, 3200, 4000],  // 50
        [1000, 2000, 3900, 4000], // 60
        [1200, 2300, 4000, 4000], // 70
        [1300, 2600, 4000, 4000], // 80
        [1500, 2900, 4000, 4000], // 90
        [1600, 3200, 4000, 4000], // 100
        [0, 3600, 4000, 4000],    // 110
    ];

    fn club() -> Ruleset {
        Ruleset::club()
    }

    /// Calls `check` with every cell of the standard table (han 1–4 by fu) for a win of `kind`:
    /// han, fu, the cell's row and column, and its base points, or `None` where the club's
    /// rules refuse that declared value.
    fn each_cell(kind: WinKind, mut check: impl FnMut(u32, u32, usize, usize, Option<u32>)) {
        let rules = club();
        for (row, &fu) in FUS.iter().enumerate() {
            for han in 1..=4u32 {
                let valid = validate_declared(han, Some(fu), kind, &rules);
                let base = valid
                    .is_ok()
                    .then(|| base_points(han, fu, 0, &rules).points);
                check(han, fu, row, han as usize - 1, base);
            }
        }
    }

    #[test]
    fn every_ron_cell_of_the_standard_table_pays_the_published_amount() {
        each_cell(WinKind::Ron, |han, fu, row, col, base| {
            let expected = (NON_DEALER_RON[row][col], DEALER_RON[row][col]);
            assert_eq!(
                base.is_none(),
                expected.0 == 0,
                "{han} han {fu} fu ron refused"
            );
            if let Some(b) = base {
                assert_eq!(
                    ron_payment(b, false),
                    expected.0,
                    "{han}/{fu} non-dealer ron"
                );
                assert_eq!(ron_payment(b, true), expected.1, "{han}/{fu} dealer ron");
            }
        });
    }

    #[test]
    fn every_tsumo_cell_of_the_standard_table_pays_the_published_amount() {
        each_cell(WinKind::Tsumo, |han, fu, row, col, base| {
            let (nd_each, nd_dealer) = NON_DEALER_TSUMO[row][col];
            let dealer_each = DEALER_TSUMO[row][col];
            assert_eq!(
                nd_each == 0,
                dealer_each == 0,
                "table rows agree at {han}/{fu}"
            );
            assert_eq!(
                base.is_none(),
                nd_each == 0,
                "{han} han {fu} fu tsumo refused"
            );
            if let Some(b) = base {
                let nd = tsumo_payment(b, false);
                let pair = (nd.from_non_dealer, nd.from_dealer);
                assert_eq!(pair, (nd_each, nd_dealer), "{han}/{fu}");
                let d = tsumo_payment(b, true);
                let pair = (d.from_dealer, d.from_non_dealer);
                assert_eq!(pair, (dealer_each, dealer_each), "{han}/{fu}");
            }
        });
    }

    #[test]
    fn limits_replace_base_points_by_han() {
        let rules = club();
        let cases: &[(u32, u32, Limit, u32, u32)] = &[
            // han, base, limit, non-dealer ron, dealer ron
            (5, 2000, Limit::Mangan, 8000, 12000),
            (6, 3000, Limit::Haneman, 12000, 18000),
            (7, 3000, Limit::Haneman, 12000, 18000),
            (8, 4000, Limit::Baiman, 16000, 24000),
            (10, 4000, Limit::Baiman, 16000, 24000),
            (11, 6000, Limit::Sanbaiman, 24000, 36000),
            (12, 6000, Limit::Sanbaiman, 24000, 36000),
            (13, 8000, Limit::Yakuman, 32000, 48000),
            (20, 8000, Limit::Yakuman, 32000, 48000),
        ];
        for &(han, base, limit, nd, d) in cases {
            let b = base_points(han, 30, 0, &rules);
            assert_eq!(
                b,
                Base {
                    points: base,
                    limit: Some(limit)
                },
                "{han} han"
            );
            assert_eq!(ron_payment(b.points, false), nd, "{han} han");
            assert_eq!(ron_payment(b.points, true), d, "{han} han");
        }
        // Cells below 5 han whose base reaches 2000 are mangan.
        for (han, fu) in [(3, 70), (3, 110), (4, 40), (4, 110)] {
            assert_eq!(
                base_points(han, fu, 0, &rules).limit,
                Some(Limit::Mangan),
                "{han}/{fu}"
            );
        }
        assert_eq!(base_points(3, 60, 0, &rules).limit, None);
        assert_eq!(base_points(4, 30, 0, &rules).limit, None);
    }

    #[test]
    fn mangan_tsumo_pays_2000_and_4000_or_4000_all() {
        let t = tsumo_payment(2000, false);
        assert_eq!((t.from_non_dealer, t.from_dealer), (2000, 4000));
        assert_eq!(t.total(false), 8000);
        let t = tsumo_payment(2000, true);
        assert_eq!((t.from_non_dealer, t.from_dealer), (4000, 4000));
        assert_eq!(t.total(true), 12000);
    }

    #[test]
    fn kiriage_pays_4_han_30_fu_and_3_han_60_fu_as_mangan_only_where_the_preset_has_it() {
        for id in crate::engine::styles::riichi::PRESETS {
            let rules = Ruleset::preset(PresetId::parse(id).unwrap());
            for (han, fu) in [(4, 30), (3, 60)] {
                let b = base_points(han, fu, 0, &rules);
                if rules.kiriage {
                    assert_eq!(b.points, 2000, "{id} {han}/{fu}");
                    assert_eq!(ron_payment(b.points, false), 8000);
                } else {
                    assert_eq!(b.points, 1920, "{id} {han}/{fu}");
                    assert_eq!(ron_payment(b.points, false), 7700);
                }
            }
            // Kiriage touches nothing else.
            assert_eq!(base_points(4, 25, 0, &rules).points, 1600, "{id}");
            assert_eq!(base_points(3, 50, 0, &rules).points, 1600, "{id}");
        }
    }

    #[test]
    fn kazoe_counts_13_han_as_yakuman_or_caps_it_at_sanbaiman_per_preset() {
        let club = Ruleset::preset(PresetId::parse("msmc-2016").unwrap());
        let ema = Ruleset::preset(PresetId::parse("ema-2016").unwrap());
        assert_eq!(
            base_points(13, 40, 0, &club),
            Base {
                points: 8000,
                limit: Some(Limit::Yakuman)
            }
        );
        assert_eq!(
            base_points(26, 40, 0, &club).points,
            8000,
            "kazoe is one yakuman at most"
        );
        assert_eq!(
            base_points(13, 40, 0, &ema),
            Base {
                points: 6000,
                limit: Some(Limit::Sanbaiman)
            }
        );
        assert_eq!(base_points(12, 40, 0, &club).points, 6000);
    }

    #[test]
    fn yakuman_stack_where_the_preset_allows_it_and_are_capped_at_one_elsewhere() {
        let club = Ruleset::club();
        let wrc = Ruleset::preset(PresetId::parse("wrc").unwrap());
        assert_eq!(base_points(0, 0, 1, &club).points, 8000);
        assert_eq!(base_points(0, 0, 2, &club).points, 16000);
        assert_eq!(base_points(0, 0, 3, &club).points, 24000);
        assert_eq!(base_points(0, 0, 2, &wrc).points, 8000);
        assert_eq!(base_points(0, 0, 2, &wrc).limit, Some(Limit::Yakuman));
        assert_eq!(ron_payment(16000, false), 64000);
        assert_eq!(ron_payment(8000, true), 48000);
        let t = tsumo_payment(8000, false);
        assert_eq!((t.from_non_dealer, t.from_dealer), (8000, 16000));
    }

    #[test]
    fn fu_rounds_up_to_the_next_ten_except_seven_pairs() {
        let rules = club();
        assert_eq!(base_points(1, 32, 0, &rules).points, 320);
        assert_eq!(base_points(2, 25, 0, &rules).points, 400);
        assert_eq!(base_points(1, 102, 0, &rules).points, 880);
    }

    #[test]
    fn impossible_declarations_are_refused_with_a_reason() {
        let rules = club();
        use WinKind::*;
        let cases: &[(u32, Option<u32>, WinKind, PaymentError)] = &[
            (0, Some(30), Ron, PaymentError::NoHan),
            (1, Some(20), Tsumo, PaymentError::OneHanLowFu { fu: 20 }),
            (1, Some(25), Ron, PaymentError::OneHanLowFu { fu: 25 }),
            (1, Some(25), Tsumo, PaymentError::OneHanLowFu { fu: 25 }),
            (2, Some(20), Ron, PaymentError::RonTwentyFu { han: 2 }),
            (6, Some(20), Ron, PaymentError::RonTwentyFu { han: 6 }),
            (2, Some(25), Tsumo, PaymentError::TsumoTwoHanSevenPairs),
            (1, Some(110), Tsumo, PaymentError::TsumoOneHan110),
            (3, Some(35), Ron, PaymentError::BadFu { fu: 35 }),
            (3, Some(120), Ron, PaymentError::BadFu { fu: 120 }),
            (3, Some(0), Ron, PaymentError::BadFu { fu: 0 }),
            (3, Some(10), Ron, PaymentError::BadFu { fu: 10 }),
            (4, None, Tsumo, PaymentError::MissingFu { han: 4 }),
        ];
        for (han, fu, win, err) in cases {
            assert_eq!(
                validate_declared(*han, *fu, *win, &rules),
                Err(err.clone()),
                "{han}/{fu:?}"
            );
            assert!(!err.to_string().is_empty());
        }
        let ok: &[(u32, Option<u32>, WinKind)] = &[
            (5, None, Ron),
            (13, None, Tsumo),
            (2, Some(20), Tsumo),
            (2, Some(25), Ron),
            (3, Some(25), Tsumo),
            (1, Some(110), Ron),
            (2, Some(110), Tsumo),
            (5, Some(40), Ron),
        ];
        for (han, fu, win) in ok {
            assert_eq!(
                validate_declared(*han, *fu, *win, &rules),
                Ok(()),
                "{han}/{fu:?}"
            );
        }
    }

    #[test]
    fn open_pinfu_20_fu_on_a_ron_is_accepted_only_when_the_ruleset_allows_it() {
        let mut rules = club();
        rules.open_pinfu_20fu = true;
        assert_eq!(validate_declared(2, Some(20), WinKind::Ron, &rules), Ok(()));
        assert!(validate_declared(1, Some(20), WinKind::Ron, &rules).is_err());
    }

    #[test]
    fn limit_names_round_trip_and_serialize_in_lower_case() {
        for l in [
            Limit::Mangan,
            Limit::Haneman,
            Limit::Baiman,
            Limit::Sanbaiman,
            Limit::Yakuman,
        ] {
            assert_eq!(Limit::from_name(l.name()), Some(l));
            let json = serde_json::to_string(&l).unwrap();
            assert_eq!(json, format!("\"{}\"", l.name()));
            assert_eq!(serde_json::from_str::<Limit>(&json).unwrap(), l);
        }
        assert_eq!(Limit::from_name("Mangan"), None);
    }
}
