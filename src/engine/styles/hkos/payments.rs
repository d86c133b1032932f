//! Faan to points and who pays what (docs/rules.md §7, "Points", "Payments", "Responsibility").
//!
//! Owns the faan table (the §7 default or a tournament's own), the base points `b` of a hand,
//! the three shares of a win (self-pick: `2b` from each other player; discard: `2b` from the
//! discarder and `b` from each other player) and responsibility (pao). It knows seats only as
//! [`Seat`] numbers and never which hand was played: the game replay and the tile scorer both
//! call it.

use crate::engine::seat::{Seat, TableSize};

/// Faan at or above which a hand counts as the limit (docs/rules.md §7: "more than 13 faan counts
/// as 13 (the limit)").
pub const LIMIT_FAAN: u32 = 13;

/// The fewest faan a win needs (docs/rules.md §7).
pub const MIN_FAAN: u32 = 3;

/// What a winning hand is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandValue {
    /// A faan count (3 or more; 13 or more pays the limit).
    Faan(u32),
    /// A limit hand.
    Limit,
}

/// A faan → base points table: each faan count pays the value of the highest key at or below
/// it; 13 faan or more and limit hands pay the value at the highest key (the limit).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FaanTable {
    /// (faan, base points), faan ascending.
    rows: Vec<(u32, u32)>,
}

/// Why a typed faan table was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FaanTableError {
    #[error("the faan table is empty; give values such as {{\"3\": 8, \"4\": 16}}")]
    Empty,
    #[error("faan table key {0:?} is not a faan count from 0 to 13")]
    BadKey(String),
    #[error("faan table key {0} is given twice")]
    Duplicate(u32),
    #[error("faan table value for {faan} faan must be a whole number of points above 0")]
    BadValue { faan: u32 },
    #[error("the faan table has no value for {MIN_FAAN} faan: its lowest key is {lowest}")]
    NoMinimum { lowest: u32 },
    #[error("the faan table pays less for {more} faan ({more_value}) than for {fewer} faan ({fewer_value})")]
    Decreasing {
        fewer: u32,
        fewer_value: u32,
        more: u32,
        more_value: u32,
    },
}

impl Default for FaanTable {
    /// docs/rules.md §7's default: the common Hong Kong "half-doubling" table capped at the club's
    /// limit of 64 (3 → 8, 4 → 16, 5 → 24, 6 → 32, 7 → 48, 8 or more → 64).
    fn default() -> Self {
        FaanTable {
            rows: vec![(3, 8), (4, 16), (5, 24), (6, 32), (7, 48), (8, 64)],
        }
    }
}

impl FaanTable {
    /// A table from (faan, points) pairs in any order. Keys are 0–13; the table must pay
    /// something for the 3-faan minimum; values are above 0 and never fall as faan rise (a
    /// table typed the wrong way round is a mistake to report, not to apply).
    pub fn new(pairs: impl IntoIterator<Item = (u32, u32)>) -> Result<FaanTable, FaanTableError> {
        let mut rows: Vec<(u32, u32)> = pairs.into_iter().collect();
        rows.sort_unstable();
        let Some(&(lowest, _)) = rows.first() else {
            return Err(FaanTableError::Empty);
        };
        for w in rows.windows(2) {
            if w[0].0 == w[1].0 {
                return Err(FaanTableError::Duplicate(w[0].0));
            }
            if w[1].1 < w[0].1 {
                return Err(FaanTableError::Decreasing {
                    fewer: w[0].0,
                    fewer_value: w[0].1,
                    more: w[1].0,
                    more_value: w[1].1,
                });
            }
        }
        if let Some(&(faan, _)) = rows.iter().find(|r| r.0 > LIMIT_FAAN) {
            return Err(FaanTableError::BadKey(faan.to_string()));
        }
        if let Some(&(faan, _)) = rows.iter().find(|r| r.1 == 0) {
            return Err(FaanTableError::BadValue { faan });
        }
        if lowest > MIN_FAAN {
            return Err(FaanTableError::NoMinimum { lowest });
        }
        Ok(FaanTable { rows })
    }

    /// A table from the JSON form's keys (`{"3": 8, …}`): keys are decimal faan counts.
    pub fn from_text_keys<'a>(
        pairs: impl IntoIterator<Item = (&'a str, u32)>,
    ) -> Result<FaanTable, FaanTableError> {
        let mut rows = Vec::new();
        for (key, value) in pairs {
            let faan = key
                .parse::<u32>()
                .ok()
                .filter(|f| *f <= LIMIT_FAAN && !key.starts_with('+'))
                .ok_or_else(|| FaanTableError::BadKey(key.to_owned()))?;
            rows.push((faan, value));
        }
        FaanTable::new(rows)
    }

    /// The rows, faan ascending.
    pub fn rows(&self) -> &[(u32, u32)] {
        &self.rows
    }

    /// The limit: the value at the highest key.
    pub fn limit(&self) -> u32 {
        self.rows.last().map_or(0, |r| r.1)
    }

    /// Base points of a hand: the highest key at or below its faan; the limit at 13 faan or
    /// more and for limit hands. A faan count below every key pays 0 (a valid table has a key
    /// at or below the 3-faan minimum, so a legal win never does).
    pub fn base(&self, value: HandValue) -> u32 {
        match value {
            HandValue::Limit => self.limit(),
            HandValue::Faan(f) if f >= LIMIT_FAAN => self.limit(),
            HandValue::Faan(f) => self.rows.iter().rev().find(|r| r.0 <= f).map_or(0, |r| r.1),
        }
    }
}

/// Written as docs/game-json.md's `faan_table`: `{"3": 8, "4": 16, …}`.
impl serde::Serialize for FaanTable {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.rows.len()))?;
        for (faan, points) in &self.rows {
            map.serialize_entry(&faan.to_string(), points)?;
        }
        map.end()
    }
}

/// The three shares of a win of base `b` (docs/hand-jsonl.md's `payments`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Payments {
    /// Self-pick: what each other player pays (`2b`).
    pub self_pick_each: u32,
    /// Discard: what the discarder pays (`2b`).
    pub discarder: u32,
    /// Discard: what each other player pays (`b`).
    pub others_each: u32,
}

impl Payments {
    pub fn of_base(b: u32) -> Payments {
        Payments {
            self_pick_each: 2 * b,
            discarder: 2 * b,
            others_each: b,
        }
    }
}

/// How a win came about, for [`win_deltas`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WinBy {
    SelfPick,
    Discard { discarder: Seat },
}

/// Points each seat gains (+) or pays (−) for a win of base `b`.
///
/// Responsibility (docs/rules.md §7): on a self-pick the liable player pays all three shares
/// (`6b`, 384 at the limit); on a win off a third player's discard the liable player and the
/// discarder pay half of the total (`4b`) each (128 and 128 at the limit). Decision where §7 is
/// silent: when the liable player is the discarder, they pay the whole `4b`, which is what
/// "half each" adds up to for one person.
pub fn win_deltas(
    table: TableSize,
    winner: Seat,
    by: WinBy,
    b: u32,
    liable: Option<Seat>,
) -> [i32; 4] {
    let b = i64::from(b);
    let mut deltas = [0i64; 4];
    let others: Vec<Seat> = table.seats().filter(|&s| s != winner).collect();
    match by {
        WinBy::SelfPick => {
            for &s in &others {
                deltas[s.index()] -= 2 * b;
            }
        }
        WinBy::Discard { discarder } => {
            for &s in &others {
                deltas[s.index()] -= if s == discarder { 2 * b } else { b };
            }
        }
    }
    let total: i64 = -deltas.iter().sum::<i64>();
    if let Some(liable) = liable {
        deltas = [0; 4];
        match by {
            WinBy::SelfPick => deltas[liable.index()] -= total,
            WinBy::Discard { discarder } if discarder == liable => deltas[liable.index()] -= total,
            WinBy::Discard { discarder } => {
                deltas[liable.index()] -= total / 2;
                deltas[discarder.index()] -= total - total / 2;
            }
        }
    }
    deltas[winner.index()] += total;
    deltas.map(|d| i32::try_from(d).unwrap_or(if d < 0 { i32::MIN } else { i32::MAX }))
}

/// Points each seat gains (+) or pays (−) for a table penalty: `seat` pays `each` to every
/// other player (docs/rules.md §7, "Table penalties").
pub fn penalty_deltas(table: TableSize, seat: Seat, each: u32) -> [i32; 4] {
    let each = i32::try_from(each).unwrap_or(i32::MAX);
    let mut deltas = [0; 4];
    for s in table.seats().filter(|&s| s != seat) {
        deltas[s.index()] += each;
        deltas[seat.index()] -= each;
    }
    deltas
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A win off `discarder`'s discard.
    fn off(discarder: Seat) -> WinBy {
        WinBy::Discard { discarder }
    }

    const FOUR: TableSize = TableSize::FOUR;

    #[test]
    fn the_default_table_pays_rules_md_section_7_at_each_faan_and_the_limit() {
        let t = FaanTable::default();
        let expect = [
            (3, 8),
            (4, 16),
            (5, 24),
            (6, 32),
            (7, 48),
            (8, 64),
            (9, 64),
            (12, 64),
            (13, 64),
            (20, 64),
        ];
        for (faan, b) in expect {
            assert_eq!(t.base(HandValue::Faan(faan)), b, "{faan} faan");
        }
        assert_eq!(t.base(HandValue::Limit), 64);
    }

    #[test]
    fn a_typed_table_replaces_the_default_and_pays_the_highest_key_at_or_below() {
        let t = FaanTable::from_text_keys([("3", 10), ("5", 40), ("10", 100)]).unwrap();
        assert_eq!(t.base(HandValue::Faan(3)), 10);
        assert_eq!(t.base(HandValue::Faan(4)), 10);
        assert_eq!(t.base(HandValue::Faan(9)), 40);
        assert_eq!(t.base(HandValue::Faan(12)), 100);
        assert_eq!(t.base(HandValue::Limit), 100);
    }

    #[test]
    fn tables_that_cannot_be_meant_are_refused_with_the_reason() {
        let e = |pairs: &[(&str, u32)]| {
            FaanTable::from_text_keys(pairs.iter().copied())
                .unwrap_err()
                .to_string()
        };
        assert!(e(&[]).contains("empty"));
        assert!(e(&[("three", 8)]).contains("\"three\" is not a faan count"));
        assert!(e(&[("14", 8)]).contains("\"14\""));
        assert!(e(&[("4", 16)]).contains("no value for 3 faan"));
        assert!(e(&[("3", 16), ("4", 8)]).contains("pays less for 4 faan"));
        assert!(e(&[("3", 0)]).contains("above 0"));
    }

    #[test]
    fn payments_are_two_b_each_on_a_self_pick_and_two_b_plus_b_plus_b_on_a_discard() {
        for (b, each) in [(8, 16), (16, 32), (24, 48), (32, 64), (48, 96), (64, 128)] {
            let p = Payments::of_base(b);
            assert_eq!(
                (p.self_pick_each, p.discarder, p.others_each),
                (each, each, b)
            );
            let tsumo = win_deltas(FOUR, Seat::SOUTH, WinBy::SelfPick, b, None);
            let i = |d: u32| d as i32;
            assert_eq!(tsumo, [-i(each), 3 * i(each), -i(each), -i(each)]);
            let ron = win_deltas(FOUR, Seat::SOUTH, off(Seat::NORTH), b, None);
            assert_eq!(ron, [-i(b), 4 * i(b), -i(b), -i(each)]);
        }
    }

    #[test]
    fn the_limit_pays_128_from_each_or_128_plus_64_plus_64() {
        let b = FaanTable::default().base(HandValue::Limit);
        assert_eq!(
            win_deltas(FOUR, Seat::EAST, WinBy::SelfPick, b, None),
            [384, -128, -128, -128]
        );
        assert_eq!(
            win_deltas(FOUR, Seat::EAST, off(Seat::WEST), b, None),
            [256, -64, -128, -64]
        );
    }

    #[test]
    fn pao_pays_all_384_on_a_self_pick_and_half_with_the_discarder_on_a_discard() {
        let b = 64;
        assert_eq!(
            win_deltas(FOUR, Seat::EAST, WinBy::SelfPick, b, Some(Seat::SOUTH)),
            [384, -384, 0, 0]
        );
        assert_eq!(
            win_deltas(FOUR, Seat::EAST, off(Seat::WEST), b, Some(Seat::SOUTH)),
            [256, -128, -128, 0]
        );
        assert_eq!(
            win_deltas(FOUR, Seat::EAST, off(Seat::WEST), b, Some(Seat::WEST)),
            [256, 0, -256, 0]
        );
    }

    #[test]
    fn a_table_penalty_is_paid_to_each_other_player() {
        assert_eq!(penalty_deltas(FOUR, Seat::WEST, 8), [8, 8, -24, 8]);
        assert_eq!(penalty_deltas(FOUR, Seat::EAST, 64), [-192, 64, 64, 64]);
    }
}
