//! A Vietnamese winner's value checked with its bonuses, and who pays whom (docs/rules.md §12,
//! "Values", "Payments").

use std::fmt;

use super::bonus::{Bonus, BONUSES};
use crate::engine::listed::count_picks;
use crate::engine::seat::{Seat, TableSize};
use crate::engine::sheet::note::{BonusTimes, PointsWorth};

/// The four players of a Vietnamese table; there is no fifth seat.
const TABLE: TableSize = TableSize::FOUR;

/// The largest typed value: more than any hand is worth before its bonuses.
pub const MAX_VALUE: i64 = 10_000;

/// A hand as the score sheet gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Hand {
    /// Someone won: the typed value and the ids of the bonuses ticked (an id once per time the
    /// hand has the bonus: "king-queen" twice for two pairs).
    Win {
        winner: Seat,
        value: i64,
        bonuses: Vec<String>,
    },
    /// Nobody won: nothing is paid.
    WallGame,
}

/// A checked value: the typed value, the bonuses with their counts, and what each player pays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Value {
    base: u32,
    bonuses: Vec<(&'static Bonus, u32)>,
}

impl Value {
    /// The value as typed.
    pub fn base(&self) -> u32 {
        self.base
    }

    /// The bonuses ticked, in the sheet's order, with how many times each.
    pub fn bonuses(&self) -> &[(&'static Bonus, u32)] {
        &self.bonuses
    }

    /// The product of the bonuses' multipliers (1 without bonuses).
    pub fn multiplier(&self) -> u64 {
        self.bonuses
            .iter()
            .map(|(b, n)| u64::from(b.multiplier).pow(*n))
            .product()
    }

    /// What each other player pays the winner: the typed value times the bonuses.
    pub fn total(&self) -> u64 {
        u64::from(self.base) * self.multiplier()
    }

    /// The value as a sheet's note gives it: the typed value, each bonus with its multiplier
    /// and count, and the total.
    pub fn worth(&self) -> PointsWorth {
        PointsWorth::Bonuses {
            base: self.base,
            bonuses: self
                .bonuses
                .iter()
                .map(|(b, n)| BonusTimes {
                    bonus: b.id.to_owned(),
                    multiplier: b.multiplier,
                    times: *n,
                })
                .collect(),
            total: self.total(),
        }
    }
}

impl fmt::Display for Value {
    /// The value as a sheet's note shows it: "40", "30 × 2 × 2 (King and queen …) = 120".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.base)?;
        if self.bonuses.is_empty() {
            return Ok(());
        }
        for (b, n) in &self.bonuses {
            for _ in 0..*n {
                write!(f, " × {}", b.multiplier)?;
            }
        }
        let names: Vec<String> = self
            .bonuses
            .iter()
            .map(|(b, n)| {
                if *n > 1 {
                    format!("{} × {n}", b.name)
                } else {
                    b.name.to_owned()
                }
            })
            .collect();
        write!(f, " ({}) = {}", names.join("; "), self.total())
    }
}

/// Why a winner's value was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ValueError {
    #[error("a hand's value must be a whole number above 0; {0} is not")]
    NotPositive(i64),
    #[error(
        "a hand's value of {0} is more than any hand is worth (at most {MAX_VALUE} before bonuses)"
    )]
    TooLarge(i64),
    #[error("{0:?} is not a Vietnamese bonus")]
    UnknownBonus(String),
    #[error("{name} is ticked {count} times; a hand has it at most {max}")]
    TooMany {
        name: &'static str,
        count: u32,
        max: u32,
    },
    #[error("{0} counts only with {1}")]
    Requires(&'static str, &'static str),
    #[error("{0} and {1} cannot be in one hand")]
    Excludes(&'static str, &'static str),
}

/// Why a hand cannot be settled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HandError {
    #[error("the winner is seat {seat}, which does not exist: Vietnamese is played at seats {}, with no fifth seat", .table.describe_seats())]
    NoSuchSeat { seat: Seat, table: TableSize },
    #[error(transparent)]
    Value(#[from] ValueError),
}

/// Checks a typed value and its bonuses (docs/rules.md §12).
pub fn check(value: i64, bonuses: &[String]) -> Result<Value, ValueError> {
    if value <= 0 {
        return Err(ValueError::NotPositive(value));
    }
    if value > MAX_VALUE {
        return Err(ValueError::TooLarge(value));
    }
    let counts =
        count_picks(BONUSES, bonuses).map_err(|id| ValueError::UnknownBonus(id.to_owned()))?;
    let ticked: Vec<(&'static Bonus, u32)> =
        BONUSES.iter().zip(counts).filter(|&(_, n)| n > 0).collect();
    let has = |id: &str| ticked.iter().find(|(b, _)| b.id == id);
    for &(b, count) in &ticked {
        if count > b.max {
            return Err(ValueError::TooMany {
                name: b.name,
                count,
                max: b.max,
            });
        }
        if let Some(needed) = b.requires {
            if has(needed).is_none() {
                let needed_name = BONUSES
                    .iter()
                    .find(|o| o.id == needed)
                    .map_or(needed, |o| o.name);
                return Err(ValueError::Requires(b.name, needed_name));
            }
        }
        if let Some((other, _)) = b.excludes.iter().find_map(|x| has(x)) {
            return Err(ValueError::Excludes(b.name, other.name));
        }
    }
    Ok(Value {
        base: value as u32,
        bonuses: ticked,
    })
}

/// Checks the hand and returns each seat's change of points, seat 0 first: each other player
/// pays the winner the value with its bonuses. The changes sum to zero.
pub fn settle(hand: &Hand) -> Result<Vec<i64>, HandError> {
    let mut deltas = vec![0i64; TABLE.count()];
    if let Hand::Win {
        winner,
        value,
        bonuses,
    } = hand
    {
        if !TABLE.contains(*winner) {
            return Err(HandError::NoSuchSeat {
                seat: *winner,
                table: TABLE,
            });
        }
        // At most 10 000 × 2^4 × 8 × 8: far inside an i64.
        let total = check(*value, bonuses)?.total() as i64;
        for seat in TABLE.seats().filter(|s| s != winner) {
            deltas[seat.index()] -= total;
            deltas[winner.index()] += total;
        }
    }
    Ok(deltas)
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn ids(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    fn win(winner: u8, value: i64, bonuses: &[&str]) -> Hand {
        Hand::Win {
            winner: Seat::new(winner),
            value,
            bonuses: ids(bonuses),
        }
    }

    #[test]
    fn the_winner_is_paid_the_value_by_each_other_player() {
        assert_eq!(settle(&win(1, 40, &[])), Ok(vec![-40, 120, -40, -40]));
    }

    #[test]
    fn a_wall_game_pays_nothing() {
        assert_eq!(settle(&Hand::WallGame), Ok(vec![0, 0, 0, 0]));
    }

    #[test]
    fn each_king_and_queen_pair_doubles_the_value() {
        assert_eq!(
            settle(&win(0, 30, &["king-queen"])),
            Ok(vec![180, -60, -60, -60])
        );
        assert_eq!(
            settle(&win(0, 30, &["king-queen", "king-queen"])),
            Ok(vec![360, -120, -120, -120])
        );
    }

    #[test]
    fn bonuses_multiply_together() {
        let v = check(25, &ids(&["king-queen", "blue-jokers", "red-jokers"])).unwrap();
        assert_eq!(v.multiplier(), 128);
        assert_eq!(v.total(), 3_200);
        let v = check(
            25,
            &ids(&[
                "no-flowers-no-leaves",
                "blue-jokers-discarded",
                "six-bonus-tiles-discarded",
            ]),
        )
        .unwrap();
        assert_eq!(v.multiplier(), 32);
        assert_eq!(v.base(), 25);
        assert_eq!(v.bonuses().len(), 3);
        assert_eq!(
            settle(&win(3, 10, &["no-flowers-no-leaves"])),
            Ok(vec![-80, -80, -80, 240])
        );
    }

    #[test]
    fn a_value_shows_its_bonuses_and_total() {
        assert_eq!(check(40, &[]).unwrap().to_string(), "40");
        assert_eq!(
            check(30, &ids(&["king-queen", "blue-jokers", "king-queen"]))
                .unwrap()
                .to_string(),
            "30 × 2 × 2 × 8 (King and queen of the same number (each pair) × 2; \
             All four Blue Jokers laid out as bonus tiles) = 960"
        );
    }

    #[test]
    fn zero_negative_and_oversized_values_are_refused() {
        assert_eq!(check(0, &[]), Err(ValueError::NotPositive(0)));
        assert_eq!(
            settle(&win(0, -30, &[])),
            Err(HandError::Value(ValueError::NotPositive(-30)))
        );
        assert_eq!(
            check(MAX_VALUE + 1, &[]),
            Err(ValueError::TooLarge(MAX_VALUE + 1))
        );
        assert!(check(MAX_VALUE, &[]).is_ok());
    }

    #[test]
    fn unknown_repeated_or_impossible_bonuses_are_refused() {
        assert_eq!(
            check(30, &ids(&["kings"])),
            Err(ValueError::UnknownBonus("kings".into()))
        );
        assert!(matches!(
            check(30, &ids(&["king-queen"; 5])),
            Err(ValueError::TooMany {
                count: 5,
                max: 4,
                ..
            })
        ));
        assert!(matches!(
            check(30, &ids(&["blue-jokers", "blue-jokers"])),
            Err(ValueError::TooMany {
                count: 2,
                max: 1,
                ..
            })
        ));
        let err = check(30, &ids(&["blue-jokers-discarded"])).unwrap_err();
        assert_eq!(
            err,
            ValueError::Requires(
                "All four Blue Jokers discarded (No Flowers, No Leaves)",
                "No Flowers, No Leaves: no jokers, bonus tiles or honour tiles"
            )
        );
        assert!(matches!(
            check(30, &ids(&["no-flowers-no-leaves", "king-queen"])),
            Err(ValueError::Excludes(..))
        ));
        assert!(matches!(
            check(30, &ids(&["red-jokers", "no-flowers-no-leaves"])),
            Err(ValueError::Excludes(..))
        ));
    }

    #[test]
    fn a_fifth_seat_is_refused() {
        let err = settle(&win(4, 30, &[])).unwrap_err();
        assert!(matches!(err, HandError::NoSuchSeat { .. }));
        assert!(err.to_string().contains("no fifth seat"));
    }

    fn any_bonuses() -> impl Strategy<Value = Vec<String>> {
        proptest::collection::vec(
            proptest::sample::select(BONUSES.iter().map(|b| b.id.to_string()).collect::<Vec<_>>()),
            0..6,
        )
    }

    proptest! {
        /// Every accepted hand moves points only between its four players, and the winner gains
        /// three times what each other player pays.
        #[test]
        fn every_hand_sums_to_zero(
            winner in 0u8..4,
            value in 1i64..=MAX_VALUE,
            bonuses in any_bonuses(),
        ) {
            let h = win(winner, value, &bonuses.iter().map(String::as_str).collect::<Vec<_>>());
            if let Ok(deltas) = settle(&h) {
                prop_assert_eq!(deltas.iter().sum::<i64>(), 0);
                let total = check(value, &bonuses).unwrap().total() as i64;
                prop_assert_eq!(deltas[usize::from(winner)], 3 * total);
            }
        }
    }
}
