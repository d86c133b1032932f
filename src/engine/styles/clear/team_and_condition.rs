//! Clear Mahjong's two teams and five conditions as values (docs/rules.md §16), on their own so
//! that a score sheet's note can name them without the rules that read a hand.

use crate::engine::hand::yaku::Yaku;
use crate::engine::seat::Seat;

/// One of the two teams of a Clear Mahjong table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Team {
    /// The partners starting East and North (seats 0 and 3).
    EastNorth,
    /// The partners starting South and West (seats 1 and 2).
    SouthWest,
}

impl Team {
    /// Both teams, East–North first, as the sheet lists them.
    pub const BOTH: [Team; 2] = [Team::EastNorth, Team::SouthWest];

    /// The team of the player who started at `seat`.
    pub fn of(seat: Seat) -> Team {
        match seat.index() {
            0 | 3 => Team::EastNorth,
            _ => Team::SouthWest,
        }
    }

    /// The team's starting seats.
    pub fn seats(self) -> [Seat; 2] {
        match self {
            Team::EastNorth => [Seat::new(0), Seat::new(3)],
            Team::SouthWest => [Seat::new(1), Seat::new(2)],
        }
    }

    /// The team's place in per-team lists.
    pub fn index(self) -> usize {
        match self {
            Team::EastNorth => 0,
            Team::SouthWest => 1,
        }
    }

    /// The other team.
    pub fn other(self) -> Team {
        match self {
            Team::EastNorth => Team::SouthWest,
            Team::SouthWest => Team::EastNorth,
        }
    }

    /// The team named by its seats.
    pub fn name(self) -> &'static str {
        match self {
            Team::EastNorth => "East–North",
            Team::SouthWest => "South–West",
        }
    }
}

/// One of the five conditions: a yaku a team clears by winning a hand that scores it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// Large Straight: ittsu.
    Ittsu,
    /// Three Colors, One Chii: sanshoku doujun.
    Sanshoku,
    /// All With Orphans: chanta (junchan, All With Terminals, clears nothing).
    Chanta,
    /// Three Concealed Pons: sanankou (suuankou, Four Concealed Pons, clears nothing).
    Sanankou,
    /// Seven Pairs: chiitoitsu.
    Chiitoitsu,
}

impl Condition {
    /// The five, in the seed's order, which the sheet keeps.
    pub const ALL: [Condition; 5] = [
        Condition::Ittsu,
        Condition::Sanshoku,
        Condition::Chanta,
        Condition::Sanankou,
        Condition::Chiitoitsu,
    ];

    /// The yaku the condition is.
    pub fn yaku(self) -> Yaku {
        match self {
            Condition::Ittsu => Yaku::Ittsu,
            Condition::Sanshoku => Yaku::SanshokuDoujun,
            Condition::Chanta => Yaku::Chanta,
            Condition::Sanankou => Yaku::Sanankou,
            Condition::Chiitoitsu => Yaku::Chiitoitsu,
        }
    }

    /// The id stored and sent by forms: the yaku's canonical name (`"sanshoku_doujun"` …).
    pub fn id(self) -> &'static str {
        self.yaku().name()
    }

    /// The condition's name as the seed gives it, with the yaku's.
    pub fn name(self) -> &'static str {
        match self {
            Condition::Ittsu => "Large Straight (ittsu)",
            Condition::Sanshoku => "Three Colors, One Chii (sanshoku)",
            Condition::Chanta => "All With Orphans (chanta)",
            Condition::Sanankou => "Three Concealed Pons (sanankou)",
            Condition::Chiitoitsu => "Seven Pairs (chiitoitsu)",
        }
    }

    /// The condition whose id is `id`.
    pub fn from_id(id: &str) -> Option<Condition> {
        Condition::ALL.into_iter().find(|c| c.id() == id)
    }

    /// The fewest han a hand holding this yaku scores for it: its open value where it may be
    /// open, else its closed value.
    pub(super) fn least_han(self) -> u32 {
        match self.yaku().han() {
            (closed, 0) => closed,
            (_, open) => open,
        }
    }

    pub(super) fn bit(self) -> u8 {
        1 << (self as u8)
    }
}
