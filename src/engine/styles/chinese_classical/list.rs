//! The style's list of points, doubles and limit hands, as data (docs/rules.md §11, "The list").
//!
//! Every entry of the club's page on Chinese Classical is here with an id (what a score sheet's
//! pick names), its name in words, what it is worth, how many times one hand may have it, and
//! whether only the winner can have it. [`LIST`] is the whole list in the page's order: points
//! first, then doubles, then limit hands. The rules that join entries (at most four sets, one
//! pair, one flush, one composition, exclusions) are data too, read by `score.rs`.

use crate::engine::listed::{by_id, Listed};

/// What an entry adds to a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Worth {
    /// Points added to the hand's points, per time the entry is picked.
    Points(u32),
    /// Doubles added to the hand's doubles (each multiplies the points by 2), per time picked.
    Doubles(u32),
    /// The hand scores the limit, whatever its points and doubles.
    Limit,
}

/// Entries of which one hand can have only so many between them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Group {
    /// Pungs and gongs: a hand has at most four sets.
    Sets,
    /// The pair: one per hand.
    Pair,
    /// Half Flush, Full Flush, All Honours: one describes the hand.
    Flush,
    /// Four pungs and a pair, or four chows and a worthless pair.
    Composition,
    /// Gift of Heaven (the dealer) or Gift of Earth (another player).
    Gift,
}

impl Group {
    /// How many picks the group's entries may have together.
    pub fn max(self) -> u32 {
        match self {
            Group::Sets => 4,
            Group::Pair | Group::Flush | Group::Composition | Group::Gift => 1,
        }
    }

    /// The group in words, for messages.
    pub fn describe(self) -> &'static str {
        match self {
            Group::Sets => "pungs and gongs (a hand has four sets)",
            Group::Pair => "pairs (a hand has one)",
            Group::Flush => "Half Flush, Full Flush and All Honours (one at most)",
            Group::Composition => "four pungs or four chows (one at most)",
            Group::Gift => "Gift of Heaven and Gift of Earth (one at most)",
        }
    }
}

/// One entry of the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// The id a pick names: lower case words joined by hyphens, unique in the list.
    pub id: &'static str,
    /// The entry in words.
    pub name: &'static str,
    pub worth: Worth,
    /// How many times one hand may have it.
    pub max: u32,
    /// Only the winner's complete hand can have it.
    pub winner_only: bool,
    /// Counted for the winner by itself: never picked.
    pub automatic: bool,
    pub group: Option<Group>,
    /// Ids of entries a hand with this one cannot have.
    pub excludes: &'static [&'static str],
    /// For a doubles entry that is also a limit hand on the club's page: the limit entry's id.
    /// Where the preset plays limit hands the hand is that limit, and the doubles entry is
    /// refused; without limit hands it takes its doubles.
    pub limit_twin: Option<&'static str>,
}

const fn points(id: &'static str, name: &'static str, points: u32, max: u32) -> Entry {
    Entry {
        id,
        name,
        worth: Worth::Points(points),
        max,
        winner_only: false,
        automatic: false,
        group: None,
        excludes: &[],
        limit_twin: None,
    }
}

const fn doubles(id: &'static str, name: &'static str, doubles: u32, max: u32) -> Entry {
    Entry {
        worth: Worth::Doubles(doubles),
        ..points(id, name, 0, max)
    }
}

const fn limit(id: &'static str, name: &'static str) -> Entry {
    Entry {
        worth: Worth::Limit,
        winner_only: true,
        ..points(id, name, 0, 1)
    }
}

const fn set(id: &'static str, name: &'static str, value: u32) -> Entry {
    Entry {
        group: Some(Group::Sets),
        ..points(id, name, value, 4)
    }
}

const fn winners(entry: Entry) -> Entry {
    Entry {
        winner_only: true,
        ..entry
    }
}

const fn in_group(group: Group, entry: Entry) -> Entry {
    Entry {
        group: Some(group),
        ..entry
    }
}

/// The points for winning, counted for the winner by itself.
pub const WINNING_POINTS: u32 = 20;

/// Everything a four chows hand with a worthless pair and no bonus tiles cannot hold.
const NOT_WITH_FOUR_CHOWS: &[&str] = &[
    "bonus-tile",
    "open-pung-simples",
    "concealed-pung-simples",
    "open-pung-terminals-honours",
    "concealed-pung-terminals-honours",
    "open-gong-simples",
    "concealed-gong-simples",
    "open-gong-terminals-honours",
    "concealed-gong-terminals-honours",
    "pair-of-value",
    "pair-of-double-wind",
    "seat-wind-set",
    "round-wind-set",
    "dragon-set",
    "own-bonus-tile",
    "all-flowers",
    "all-seasons",
];

/// The list, in the club page's order: points, doubles, limit hands.
pub const LIST: &[Entry] = &[
    // Points.
    points("bonus-tile", "Bonus tile", 4, 8),
    set("open-pung-simples", "Open pung of simples", 2),
    set("concealed-pung-simples", "Concealed pung of simples", 4),
    set(
        "open-pung-terminals-honours",
        "Open pung of terminals or honours",
        4,
    ),
    set(
        "concealed-pung-terminals-honours",
        "Concealed pung of terminals or honours",
        8,
    ),
    set("open-gong-simples", "Open gong of simples", 8),
    set("concealed-gong-simples", "Concealed gong of simples", 16),
    set(
        "open-gong-terminals-honours",
        "Open gong of terminals or honours",
        16,
    ),
    set(
        "concealed-gong-terminals-honours",
        "Concealed gong of terminals or honours",
        32,
    ),
    Entry {
        automatic: true,
        ..winners(points("winning", "Winning", WINNING_POINTS, 1))
    },
    winners(points("self-pick", "Self-picked win", 2, 1)),
    in_group(
        Group::Pair,
        points(
            "pair-of-value",
            "Pair of dragons, of the seat wind or of the round wind",
            2,
            1,
        ),
    ),
    in_group(
        Group::Pair,
        points(
            "pair-of-double-wind",
            "Pair of the seat wind that is also the round wind",
            4,
            1,
        ),
    ),
    winners(points(
        "single-wait",
        "Only one kind of tile could complete the hand",
        2,
        1,
    )),
    winners(points(
        "replacement-tile-win",
        "Won on a gong's replacement tile",
        10,
        1,
    )),
    winners(in_group(
        Group::Composition,
        points("four-pungs", "Four pungs and a pair", 10, 1),
    )),
    Entry {
        excludes: NOT_WITH_FOUR_CHOWS,
        ..winners(in_group(
            Group::Composition,
            points(
                "four-chows",
                "Four chows, a worthless pair and no bonus tiles",
                10,
                1,
            ),
        ))
    },
    // Doubles.
    doubles("seat-wind-set", "Pung or gong of the seat wind", 1, 1),
    doubles("round-wind-set", "Pung or gong of the round wind", 1, 1),
    doubles("dragon-set", "Pung or gong of dragons (each)", 1, 3),
    doubles("own-bonus-tile", "Own bonus tile (each)", 1, 2),
    doubles("all-flowers", "All four flowers", 3, 1),
    doubles("all-seasons", "All four seasons", 3, 1),
    winners(in_group(
        Group::Flush,
        doubles("half-flush", "Half Flush", 1, 1),
    )),
    winners(in_group(
        Group::Flush,
        doubles("full-flush", "Full Flush", 3, 1),
    )),
    Entry {
        limit_twin: Some("limit-all-honours"),
        ..winners(in_group(
            Group::Flush,
            doubles("all-honours", "All Honours", 3, 1),
        ))
    },
    Entry {
        limit_twin: Some("limit-gift-of-heaven"),
        ..winners(in_group(
            Group::Gift,
            doubles("gift-of-heaven", "Gift of Heaven", 3, 1),
        ))
    },
    winners(in_group(
        Group::Gift,
        doubles("gift-of-earth", "Gift of Earth", 3, 1),
    )),
    // Limit hands.
    limit(
        "limit-four-concealed-pungs",
        "Self-picked four concealed pungs",
    ),
    limit("limit-all-honours", "All Honours"),
    limit("limit-all-terminals", "All Terminals"),
    limit("limit-perfect-green", "Perfect Green"),
    limit("limit-big-three-dragons", "Big Three Dragons"),
    limit("limit-big-four-winds", "Big Four Winds"),
    limit("limit-nine-gates", "Nine Gates"),
    limit("limit-thirteen-orphans", "Thirteen Orphans"),
    limit("limit-four-gongs", "Four Gongs"),
    limit("limit-gift-of-heaven", "Gift of Heaven"),
    limit(
        "limit-dealers-first-discard",
        "Won on the dealer's first discard",
    ),
    limit(
        "limit-last-tile-one-dots",
        "Self-picked last tile of the wall, a 1 of dots",
    ),
    limit(
        "limit-replacement-five-dots",
        "Won on a gong's replacement tile, a 5 of dots",
    ),
    limit(
        "limit-robbed-gong-two-bamboo",
        "Robbed a gong of the 2 of bamboo",
    ),
    limit("limit-gong-on-gong", "Gong on gong"),
];

impl Listed for Entry {
    fn id(&self) -> &'static str {
        self.id
    }
}

/// The entry with this id.
pub fn entry(id: &str) -> Option<&'static Entry> {
    by_id(LIST, id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::listed::misfit_id;

    #[test]
    fn ids_are_unique_and_written_as_hyphenated_lower_case_words() {
        assert_eq!(misfit_id(LIST), None);
    }

    #[test]
    fn every_reference_between_entries_names_an_entry() {
        for e in LIST {
            for x in e.excludes {
                assert!(entry(x).is_some(), "{} excludes unknown {x}", e.id);
            }
            if let Some(twin) = e.limit_twin {
                assert_eq!(entry(twin).map(|t| t.worth), Some(Worth::Limit), "{}", e.id);
            }
        }
    }

    #[test]
    fn the_list_holds_the_club_pages_values() {
        let worth = |id| entry(id).unwrap().worth;
        assert_eq!(worth("bonus-tile"), Worth::Points(4));
        assert_eq!(worth("open-pung-simples"), Worth::Points(2));
        assert_eq!(worth("concealed-pung-simples"), Worth::Points(4));
        assert_eq!(worth("open-pung-terminals-honours"), Worth::Points(4));
        assert_eq!(worth("concealed-pung-terminals-honours"), Worth::Points(8));
        assert_eq!(worth("open-gong-simples"), Worth::Points(8));
        assert_eq!(worth("concealed-gong-simples"), Worth::Points(16));
        assert_eq!(worth("open-gong-terminals-honours"), Worth::Points(16));
        assert_eq!(worth("concealed-gong-terminals-honours"), Worth::Points(32));
        assert_eq!(worth("winning"), Worth::Points(20));
        assert_eq!(worth("self-pick"), Worth::Points(2));
        assert_eq!(worth("pair-of-value"), Worth::Points(2));
        assert_eq!(worth("pair-of-double-wind"), Worth::Points(4));
        assert_eq!(worth("single-wait"), Worth::Points(2));
        assert_eq!(worth("replacement-tile-win"), Worth::Points(10));
        assert_eq!(worth("four-pungs"), Worth::Points(10));
        assert_eq!(worth("four-chows"), Worth::Points(10));
        assert_eq!(worth("seat-wind-set"), Worth::Doubles(1));
        assert_eq!(worth("round-wind-set"), Worth::Doubles(1));
        assert_eq!(worth("dragon-set"), Worth::Doubles(1));
        assert_eq!(worth("own-bonus-tile"), Worth::Doubles(1));
        assert_eq!(worth("all-flowers"), Worth::Doubles(3));
        assert_eq!(worth("all-seasons"), Worth::Doubles(3));
        assert_eq!(worth("half-flush"), Worth::Doubles(1));
        assert_eq!(worth("full-flush"), Worth::Doubles(3));
        assert_eq!(worth("all-honours"), Worth::Doubles(3));
        assert_eq!(worth("gift-of-heaven"), Worth::Doubles(3));
        assert_eq!(worth("gift-of-earth"), Worth::Doubles(3));
        assert_eq!(LIST.iter().filter(|e| e.worth == Worth::Limit).count(), 15);
        assert!(LIST
            .iter()
            .filter(|e| e.worth == Worth::Limit)
            .all(|e| e.winner_only));
    }
}
