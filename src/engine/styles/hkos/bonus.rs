//! Bonus tiles: four flowers and four seasons, numbered 1–4 (docs/rules.md §7).
//!
//! Owns the [`Bonus`] type, the set of bonus tiles a player has laid out ([`BonusSet`]), their
//! reading from the spec's digit strings (`"flowers": "13"`) and their names for pages. Bonus
//! tiles are never part of a hand's 14 tiles and never in the 34-kind tile type: they only add
//! faan, so they live here, beside the faan list that reads them.

use std::fmt;

/// Flowers or seasons. Both work alike; a set of each kind scores on its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BonusKind {
    Flower,
    Season,
}

impl BonusKind {
    /// The spec's field name: `flowers` or `seasons`.
    pub fn field(self) -> &'static str {
        match self {
            BonusKind::Flower => "flowers",
            BonusKind::Season => "seasons",
        }
    }

    /// The singular, for messages and labels.
    pub fn singular(self) -> &'static str {
        match self {
            BonusKind::Flower => "flower",
            BonusKind::Season => "season",
        }
    }
}

/// One bonus tile: a kind and a number 1–4. The number is the seat it belongs to (East 1,
/// South 2, West 3, North 4): a player's own flower and own season carry their seat's number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bonus {
    kind: BonusKind,
    number: u8,
}

/// The traditional names printed on the tiles, by number.
const FLOWER_NAMES: [&str; 4] = ["plum", "orchid", "chrysanthemum", "bamboo"];
const SEASON_NAMES: [&str; 4] = ["spring", "summer", "autumn", "winter"];

impl Bonus {
    /// The bonus tile of this kind and number, if the number is 1–4.
    pub const fn new(kind: BonusKind, number: u8) -> Option<Bonus> {
        if matches!(number, 1..=4) {
            Some(Bonus { kind, number })
        } else {
            None
        }
    }

    /// All eight, flowers first.
    pub fn all() -> impl Iterator<Item = Bonus> {
        [BonusKind::Flower, BonusKind::Season]
            .into_iter()
            .flat_map(|kind| (1..=4).map(move |number| Bonus { kind, number }))
    }

    pub const fn kind(self) -> BonusKind {
        self.kind
    }

    /// 1–4, which is also the seat it belongs to (East 1 … North 4).
    pub const fn number(self) -> u8 {
        self.number
    }

    /// Short code for pages and image names: `f1`…`f4`, `s1`…`s4` (never mixed with mpsz
    /// text, where `s` is the bamboo suit).
    pub fn code(self) -> String {
        let letter = match self.kind {
            BonusKind::Flower => 'f',
            BonusKind::Season => 's',
        };
        format!("{letter}{}", self.number)
    }

    /// A label for people: "flower 1 (plum)", "season 4 (winter)".
    pub fn label(self) -> String {
        let names = match self.kind {
            BonusKind::Flower => FLOWER_NAMES,
            BonusKind::Season => SEASON_NAMES,
        };
        format!(
            "{} {} ({})",
            self.kind.singular(),
            self.number,
            names[usize::from(self.number - 1)]
        )
    }
}

impl fmt::Display for Bonus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

/// Why a digit string of bonus tiles was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BonusError {
    #[error("bad_notation: {field} at character {position}: {found:?} is not a bonus tile number (1 to 4)")]
    NotANumber {
        field: &'static str,
        position: usize,
        found: char,
    },
    #[error("invalid_hand: {kind} {number} is written twice in {field}; one of each exists")]
    Twice {
        field: &'static str,
        kind: &'static str,
        number: u8,
    },
}

impl BonusError {
    /// The refusal as a person reads it, without the machine word `Display` opens with (which
    /// the command line's JSON keeps): "The flowers are not written right: character 3 is
    /// \"5\"; write the numbers 1 to 4 of the flowers held, like 13."
    pub fn sentence(&self) -> String {
        match self {
            BonusError::NotANumber {
                field,
                position,
                found,
            } => format!(
                "The {field} are not written right: character {position} is \"{found}\"; write the numbers 1 to 4 of the {field} held, like 13."
            ),
            BonusError::Twice { kind, number, .. } => {
                format!("The {kind} {number} is written twice: there is one of each.")
            }
        }
    }
}

/// The bonus tiles of one kind a player holds: a bit per number (bit 0 is number 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Hash)]
pub struct BonusSet(u8);

impl BonusSet {
    /// No tile.
    pub const EMPTY: BonusSet = BonusSet(0);
    /// All four.
    pub const FULL: BonusSet = BonusSet(0b1111);

    /// Reads the spec's digit string (`"13"` = numbers 1 and 3; `""` = none). Each number at
    /// most once, since a set holds one tile of each.
    pub fn parse(text: &str, kind: BonusKind) -> Result<BonusSet, BonusError> {
        let mut set = 0u8;
        for (i, c) in text.chars().enumerate() {
            let number = match c {
                '1'..='4' => c as u8 - b'0',
                _ => {
                    return Err(BonusError::NotANumber {
                        field: kind.field(),
                        position: i + 1,
                        found: c,
                    })
                }
            };
            let bit = 1 << (number - 1);
            if set & bit != 0 {
                return Err(BonusError::Twice {
                    field: kind.field(),
                    kind: kind.singular(),
                    number,
                });
            }
            set |= bit;
        }
        Ok(BonusSet(set))
    }

    /// The set holding these numbers (each 1–4; others are ignored).
    pub fn of(numbers: &[u8]) -> BonusSet {
        BonusSet(
            numbers
                .iter()
                .filter(|n| (1..=4).contains(*n))
                .fold(0, |s, n| s | 1 << (n - 1)),
        )
    }

    pub fn contains(self, number: u8) -> bool {
        (1..=4).contains(&number) && self.0 & (1 << (number - 1)) != 0
    }

    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn is_full(self) -> bool {
        self == BonusSet::FULL
    }

    /// The numbers held, ascending.
    pub fn numbers(self) -> impl Iterator<Item = u8> {
        (1..=4).filter(move |&n| self.contains(n))
    }

    /// The digit string the spec writes (`"13"`).
    pub fn digits(self) -> String {
        self.numbers().map(|n| char::from(b'0' + n)).collect()
    }

    /// The tiles held, as [`Bonus`] values of `kind`.
    pub fn tiles(self, kind: BonusKind) -> impl Iterator<Item = Bonus> {
        self.numbers().filter_map(move |n| Bonus::new(kind, n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bonus_refusal_reads_as_a_sentence_while_its_text_keeps_the_machine_word() {
        let bad = BonusSet::parse("135", BonusKind::Flower).unwrap_err();
        assert!(bad
            .to_string()
            .starts_with("bad_notation: flowers at character 3"));
        assert_eq!(
            bad.sentence(),
            "The flowers are not written right: character 3 is \"5\"; write the numbers 1 to 4 of the flowers held, like 13."
        );
        let twice = BonusSet::parse("22", BonusKind::Season).unwrap_err();
        assert!(twice.to_string().starts_with("invalid_hand: "));
        assert_eq!(
            twice.sentence(),
            "The season 2 is written twice: there is one of each."
        );
    }

    #[test]
    fn digit_strings_read_as_sets_and_write_back_the_same() {
        let s = BonusSet::parse("31", BonusKind::Flower).unwrap();
        assert!(s.contains(1) && s.contains(3) && !s.contains(2));
        assert_eq!((s.len(), s.digits()), (2, "13".to_string()));
        assert!(BonusSet::parse("", BonusKind::Season).unwrap().is_empty());
        assert!(BonusSet::parse("4321", BonusKind::Season)
            .unwrap()
            .is_full());
        assert_eq!(BonusSet::of(&[2, 4]).digits(), "24");
    }

    #[test]
    fn a_number_outside_one_to_four_or_written_twice_is_refused_with_its_place() {
        assert_eq!(
            BonusSet::parse("15", BonusKind::Flower)
                .unwrap_err()
                .to_string(),
            "bad_notation: flowers at character 2: '5' is not a bonus tile number (1 to 4)"
        );
        assert_eq!(
            BonusSet::parse("22", BonusKind::Season)
                .unwrap_err()
                .to_string(),
            "invalid_hand: season 2 is written twice in seasons; one of each exists"
        );
    }

    #[test]
    fn labels_and_codes_name_each_of_the_eight_tiles() {
        let all: Vec<String> = Bonus::all().map(Bonus::code).collect();
        assert_eq!(all, ["f1", "f2", "f3", "f4", "s1", "s2", "s3", "s4"]);
        let winter = Bonus::new(BonusKind::Season, 4).unwrap();
        assert_eq!(winter.label(), "season 4 (winter)");
        assert!(Bonus::new(BonusKind::Flower, 0).is_none());
    }
}
