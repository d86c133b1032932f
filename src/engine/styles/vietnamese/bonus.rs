//! The bonuses the score sheet offers a Vietnamese winner, as data (docs/rules.md §12,
//! "Bonuses"): each with its id, its name, the multiplier it applies, how many times one hand
//! may have it, and the bonuses it needs or excludes.

use crate::engine::listed::{by_id, Listed};

/// One bonus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bonus {
    /// The id a score sheet names: lower case words joined by hyphens.
    pub id: &'static str,
    /// The bonus in words.
    pub name: &'static str,
    /// What the value is multiplied by, per time the bonus is ticked.
    pub multiplier: u32,
    /// How many times one hand may have it.
    pub max: u32,
    /// The bonus this one belongs to, without which it is refused.
    pub requires: Option<&'static str>,
    /// Bonuses a hand with this one cannot have.
    pub excludes: &'static [&'static str],
}

/// The No Flowers, No Leaves hand's id.
pub const NO_FLOWERS_NO_LEAVES: &str = "no-flowers-no-leaves";

/// Every bonus, in the order the sheet offers them.
pub const BONUSES: &[Bonus] = &[
    Bonus {
        id: "king-queen",
        name: "King and queen of the same number (each pair)",
        multiplier: 2,
        max: 4,
        requires: None,
        excludes: &[],
    },
    Bonus {
        id: "blue-jokers",
        name: "All four Blue Jokers laid out as bonus tiles",
        multiplier: 8,
        max: 1,
        requires: None,
        excludes: &[],
    },
    Bonus {
        id: "red-jokers",
        name: "All four Red Jokers laid out as bonus tiles",
        multiplier: 8,
        max: 1,
        requires: None,
        excludes: &[],
    },
    Bonus {
        id: NO_FLOWERS_NO_LEAVES,
        name: "No Flowers, No Leaves: no jokers, bonus tiles or honour tiles",
        multiplier: 8,
        max: 1,
        requires: None,
        excludes: &["king-queen", "blue-jokers", "red-jokers"],
    },
    Bonus {
        id: "blue-jokers-discarded",
        name: "All four Blue Jokers discarded (No Flowers, No Leaves)",
        multiplier: 2,
        max: 1,
        requires: Some(NO_FLOWERS_NO_LEAVES),
        excludes: &[],
    },
    Bonus {
        id: "six-bonus-tiles-discarded",
        name: "Six bonus tiles discarded (No Flowers, No Leaves)",
        multiplier: 2,
        max: 1,
        requires: Some(NO_FLOWERS_NO_LEAVES),
        excludes: &[],
    },
];

impl Listed for Bonus {
    fn id(&self) -> &'static str {
        self.id
    }
}

/// The bonus with this id.
pub fn bonus(id: &str) -> Option<&'static Bonus> {
    by_id(BONUSES, id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::listed::misfit_id;

    #[test]
    fn ids_are_unique_and_every_reference_names_a_bonus() {
        assert_eq!(misfit_id(BONUSES), None);
        for b in BONUSES {
            assert!(b.multiplier >= 2 && b.max >= 1, "{}", b.id);
            for x in b.excludes.iter().chain(b.requires.iter()) {
                assert!(bonus(x).is_some(), "{} names unknown {x}", b.id);
            }
        }
    }

    #[test]
    fn the_bonuses_hold_their_decided_multipliers() {
        let m = |id| bonus(id).map(|b| (b.multiplier, b.max));
        assert_eq!(m("king-queen"), Some((2, 4)));
        assert_eq!(m("blue-jokers"), Some((8, 1)));
        assert_eq!(m("red-jokers"), Some((8, 1)));
        assert_eq!(m("no-flowers-no-leaves"), Some((8, 1)));
        assert_eq!(m("blue-jokers-discarded"), Some((2, 1)));
        assert_eq!(m("six-bonus-tiles-discarded"), Some((2, 1)));
        assert_eq!(BONUSES.len(), 6);
    }
}
