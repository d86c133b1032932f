//! Seats at a table of two to five: who sits where, whose turn follows whose, and the wind
//! names, in one place for every style.
//!
//! Owns [`Seat`] (a starting place at the table, 0 = first East) and [`TableSize`] (how many
//! seats a ruleset's table has). Everything that used to be `% 4`, a literal `0..4` or a copy
//! of the wind names reads them from here, so a three-player table (sanma, docs/rules.md §6) works
//! with the same code. It must not know about payments or games.
//!
//! A `Seat` read from input is only known to be a small number: whether it exists at *this*
//! table depends on the ruleset, so the game checks it with [`TableSize::contains`] and names
//! the field that was wrong (docs/game-json.md wants that message at the hand, not as a
//! document error).

use std::fmt;

use serde::{Deserialize, Serialize};

/// The wind names of the starting seats, East first. A table of three has no North, a table
/// of two neither West; a table of five's fifth seat has no wind of its own (it sits out).
pub const WIND_NAMES: [&str; 4] = ["East", "South", "West", "North"];

/// The winds' letters as sheets, forms and CSV files write them, East first.
pub const WIND_LETTERS: [&str; 4] = ["E", "S", "W", "N"];

/// Written as the name the table size had when it was an enum ("Three", "Four"), so any JSON
/// that shows a ruleset reads as before.
impl Serialize for TableSize {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let name = match self.0 {
            2 => "Two",
            3 => "Three",
            4 => "Four",
            _ => "Five",
        };
        serializer.serialize_str(name)
    }
}

/// A player's seat at the start of a game: 0 East (the first dealer), 1 South, 2 West, 3 North
/// (four-player tables only). It never changes during the game; the dealer moves instead.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Seat(u8);

impl Seat {
    pub const EAST: Seat = Seat(0);
    pub const SOUTH: Seat = Seat(1);
    pub const WEST: Seat = Seat(2);
    pub const NORTH: Seat = Seat(3);

    /// Seat number `n` as written (0-based). Whether it exists at a table is checked against
    /// the ruleset's [`TableSize`].
    pub const fn new(n: u8) -> Seat {
        Seat(n)
    }

    /// The seat's number, 0-based, for indexing per-seat arrays.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat's number as written in the JSON interfaces.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// "East", "South", "West", "North"; `None` for a number no table has.
    pub fn wind_name(self) -> Option<&'static str> {
        WIND_NAMES.get(self.index()).copied()
    }

    /// "E", "S", "W", "N"; `None` for a number no table has.
    pub fn wind_letter(self) -> Option<&'static str> {
        WIND_LETTERS.get(self.index()).copied()
    }

    /// The wind this starting seat plays in a hand that `dealer` deals (the dealer is East),
    /// as the seat of that wind: South's player in a hand South deals is East.
    pub fn wind_in_hand(self, dealer: Seat, table: TableSize) -> Seat {
        Seat(self.turns_after(dealer, table))
    }

    /// How many turns after `from` this seat plays at a table of `table`: 0 for `from` itself,
    /// 1 for the next player. Turn order is counter-clockwise by starting seat, 0 → 1 → 2 (→ 3)
    /// → 0; "nearest to the discarder" (docs/rules.md §1) is the smallest distance.
    pub fn turns_after(self, from: Seat, table: TableSize) -> u8 {
        let n = table.count() as u8;
        (self.0 % n + n - from.0 % n) % n
    }

    /// The seat `k` places after this one at a table of `table`.
    pub fn after(self, k: usize, table: TableSize) -> Seat {
        let n = table.count();
        Seat(((self.index() + k) % n) as u8)
    }
}

impl From<Seat> for usize {
    fn from(seat: Seat) -> usize {
        seat.index()
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl std::str::FromStr for Seat {
    type Err = std::num::ParseIntError;

    /// A seat number as typed (`"2"`); its range is checked against the table elsewhere.
    fn from_str(s: &str) -> Result<Seat, Self::Err> {
        s.parse::<u8>().map(Seat)
    }
}

/// How many players sit at a table: a count from two to five. Four in riichi and Hong Kong Old
/// Style, three in sanma (docs/rules.md §6), two in the club's two-player games, five at an
/// American table whose fifth seat sits out a hand in turn (the seats of the *game*; how many
/// play each hand is the style's business). A count, not a list of known shapes, so a style
/// with another table needs no change here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TableSize(u8);

impl TableSize {
    /// The fewest seats a table has.
    pub const MIN: usize = 2;
    /// The most seats a table has.
    pub const MAX: usize = 5;
    /// A table of two.
    pub const TWO: TableSize = TableSize(2);
    /// A table of three (sanma).
    pub const THREE: TableSize = TableSize(3);
    /// A table of four.
    pub const FOUR: TableSize = TableSize(4);
    /// A table of five (four play each hand, the fifth sits out in turn).
    pub const FIVE: TableSize = TableSize(5);

    /// A table of `count` seats, if tenbou seats that many (two to five).
    pub const fn new(count: usize) -> Option<TableSize> {
        if count >= Self::MIN && count <= Self::MAX {
            Some(TableSize(count as u8))
        } else {
            None
        }
    }

    /// How many seats: two to five.
    pub const fn count(self) -> usize {
        self.0 as usize
    }

    /// The number in words, for sentences ("a table of three").
    pub const fn in_words(self) -> &'static str {
        match self.0 {
            2 => "two",
            3 => "three",
            4 => "four",
            _ => "five",
        }
    }

    /// Every seat at the table, East first.
    pub fn seats(self) -> impl Iterator<Item = Seat> + Clone {
        (0..self.count() as u8).map(Seat)
    }

    /// Whether this seat number exists at the table.
    pub fn contains(self, seat: Seat) -> bool {
        seat.index() < self.count()
    }

    /// `seat` if it is at this table; otherwise the table itself, the fact a refusal names
    /// (its words list the seats with [`TableSize::describe_seats`] where they are written).
    pub fn seat_at(self, seat: Seat) -> Result<Seat, TableSize> {
        if self.contains(seat) {
            Ok(seat)
        } else {
            Err(self)
        }
    }

    /// The seats in words for messages: "0 (East), 1 (South) and 2 (West)".
    pub fn describe_seats(self) -> String {
        let parts: Vec<String> = self
            .seats()
            .map(|s| format!("{} ({})", s, WIND_NAMES[s.index()]))
            .collect();
        match parts.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
            _ => parts.join(""),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turn_order_wraps_at_the_table_size() {
        let (e, s, w, n) = (Seat::EAST, Seat::SOUTH, Seat::WEST, Seat::NORTH);
        assert_eq!(s.turns_after(e, TableSize::FOUR), 1);
        assert_eq!(e.turns_after(n, TableSize::FOUR), 1);
        assert_eq!(e.turns_after(w, TableSize::FOUR), 2);
        assert_eq!(e.turns_after(w, TableSize::THREE), 1);
        assert_eq!(w.turns_after(e, TableSize::THREE), 2);
        assert_eq!(w.after(1, TableSize::THREE), e);
        assert_eq!(w.after(1, TableSize::FOUR), n);
    }

    #[test]
    fn the_dealer_plays_east_and_the_others_follow_in_turn() {
        let four = TableSize::FOUR;
        assert_eq!(Seat::SOUTH.wind_in_hand(Seat::SOUTH, four), Seat::EAST);
        assert_eq!(Seat::EAST.wind_in_hand(Seat::SOUTH, four), Seat::NORTH);
        assert_eq!(
            Seat::EAST.wind_in_hand(Seat::SOUTH, TableSize::THREE),
            Seat::WEST
        );
        assert_eq!(Seat::NORTH.wind_letter(), Some("N"));
        assert_eq!(Seat::new(4).wind_letter(), None);
    }

    #[test]
    fn a_table_of_three_has_no_north() {
        assert!(!TableSize::THREE.contains(Seat::NORTH));
        assert!(TableSize::FOUR.contains(Seat::NORTH));
        assert_eq!(TableSize::THREE.seats().count(), 3);
        assert_eq!(
            TableSize::THREE.describe_seats(),
            "0 (East), 1 (South) and 2 (West)"
        );
        assert_eq!(
            TableSize::FOUR.describe_seats(),
            "0 (East), 1 (South), 2 (West) and 3 (North)"
        );
        assert_eq!(Seat::new(9).wind_name(), None);
        assert_eq!("2".parse::<Seat>(), Ok(Seat::WEST));
    }

    #[test]
    fn a_table_is_two_to_five_seats() {
        assert_eq!(TableSize::new(1), None);
        assert_eq!(TableSize::new(6), None);
        assert_eq!(TableSize::new(2), Some(TableSize::TWO));
        assert_eq!(TableSize::new(5).map(TableSize::count), Some(5));
        assert_eq!(TableSize::TWO.describe_seats(), "0 (East) and 1 (South)");
        assert!(!TableSize::TWO.contains(Seat::WEST));
        assert_eq!(Seat::SOUTH.after(1, TableSize::TWO), Seat::EAST);
        assert_eq!(
            Seat::EAST.wind_in_hand(Seat::SOUTH, TableSize::TWO),
            Seat::SOUTH
        );
        let names: Vec<String> = [
            TableSize::TWO,
            TableSize::THREE,
            TableSize::FOUR,
            TableSize::FIVE,
        ]
        .iter()
        .map(|t| serde_json::to_string(t).unwrap())
        .collect();
        assert_eq!(names, [r#""Two""#, r#""Three""#, r#""Four""#, r#""Five""#]);
    }
}
