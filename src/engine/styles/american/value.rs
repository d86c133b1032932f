//! A typed American hand checked into the value it is paid with (docs/rules.md §10, "Values").
//!
//! The card is not shipped (it changes every year and is the NMJL's), so a hand is written as
//! its printed value with, optionally, its line on the card and its mark ("C" concealed, "X"
//! exposed), plus two facts the payment needs: whether it was won without jokers, and whether it
//! is a Singles and Pairs hand (which never doubles). [`check`] turns that into a [`Value`] or
//! says what is wrong.

use std::fmt;

/// The longest line or name of a hand kept with it, in characters.
pub const MAX_LINE_CHARS: usize = 80;

/// A card hand's mark: whether it may be completed with exposed sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Exposure {
    /// "C": the hand stays concealed until it is won.
    Concealed,
    /// "X": the hand may be completed with exposed sets.
    Exposed,
}

impl Exposure {
    /// The mark as the card prints it: "C" or "X".
    pub fn mark(self) -> &'static str {
        match self {
            Exposure::Concealed => "C",
            Exposure::Exposed => "X",
        }
    }

    /// A mark as typed: "C" or "X", either case, spaces around ignored.
    pub fn from_mark(text: &str) -> Result<Exposure, ValueError> {
        match text.trim() {
            "C" | "c" => Ok(Exposure::Concealed),
            "X" | "x" => Ok(Exposure::Exposed),
            other => Err(ValueError::UnknownMark(other.to_owned())),
        }
    }
}

/// A hand as the score sheet types it, before any check.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TypedHand {
    /// The value printed on the card for the hand (25, 30, …).
    pub card_value: i64,
    /// The hand's line or name on the card, if written.
    pub line: Option<String>,
    /// The card's mark, if written.
    pub exposure: Option<Exposure>,
    /// Won without any joker in the hand.
    pub jokerless: bool,
    /// A hand of the card's Singles and Pairs section.
    pub singles_and_pairs: bool,
}

/// A checked hand: what it pays with and what was written about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Value {
    card_value: u32,
    line: Option<String>,
    exposure: Option<Exposure>,
    jokerless: bool,
    singles_and_pairs: bool,
}

impl Value {
    /// The value the payments multiply: the card value, doubled when the hand is jokerless.
    pub fn value(&self) -> u32 {
        if self.jokerless {
            self.card_value * 2
        } else {
            self.card_value
        }
    }

    /// The value printed on the card.
    pub fn card_value(&self) -> u32 {
        self.card_value
    }

    /// The hand's line or name, trimmed, if written.
    pub fn line(&self) -> Option<&str> {
        self.line.as_deref()
    }

    /// The card's mark, if written.
    pub fn exposure(&self) -> Option<Exposure> {
        self.exposure
    }

    /// Whether the jokerless double applies.
    pub fn jokerless(&self) -> bool {
        self.jokerless
    }

    /// Whether the hand is from the Singles and Pairs section.
    pub fn singles_and_pairs(&self) -> bool {
        self.singles_and_pairs
    }
}

impl fmt::Display for Value {
    /// The hand as a sheet shows it: "X25 jokerless (2013 line 1)", "C35", "50".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(e) = self.exposure {
            write!(f, "{}", e.mark())?;
        }
        write!(f, "{}", self.card_value)?;
        if self.jokerless {
            write!(f, " jokerless")?;
        }
        if let Some(line) = &self.line {
            write!(f, " ({line})")?;
        }
        Ok(())
    }
}

/// Why a typed hand was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ValueError {
    #[error("a hand's value must be a whole number above 0 as printed on the card (25, 30, …); {0} is not")]
    NotPositive(i64),
    #[error("a hand's value of {0} is more than any card prints; type the value printed beside the hand")]
    TooLarge(i64),
    #[error("the hand's mark must be C (concealed) or X (exposed), not {0:?}")]
    UnknownMark(String),
    #[error("a hand's line or name is at most {MAX_LINE_CHARS} characters; this one has {0}")]
    LineTooLong(usize),
    #[error("a Singles and Pairs hand never holds jokers and does not double: untick jokerless")]
    JokerlessSinglesAndPairs,
}

/// The largest card value accepted: far above any card's (75 on the club's page), and small
/// enough that every payment fits comfortably; a larger number is a typing mistake.
pub const MAX_CARD_VALUE: i64 = 10_000;

/// Checks a typed hand (docs/rules.md §10): a card value from 1 to [`MAX_CARD_VALUE`], a line of
/// at most [`MAX_LINE_CHARS`] characters (blank counts as none), and no jokerless double on a
/// Singles and Pairs hand.
pub fn check(hand: &TypedHand) -> Result<Value, ValueError> {
    if hand.card_value <= 0 {
        return Err(ValueError::NotPositive(hand.card_value));
    }
    if hand.card_value > MAX_CARD_VALUE {
        return Err(ValueError::TooLarge(hand.card_value));
    }
    let line = hand
        .line
        .as_deref()
        .map(str::trim)
        .filter(|l| !l.is_empty());
    if let Some(l) = line {
        let chars = l.chars().count();
        if chars > MAX_LINE_CHARS {
            return Err(ValueError::LineTooLong(chars));
        }
    }
    if hand.jokerless && hand.singles_and_pairs {
        return Err(ValueError::JokerlessSinglesAndPairs);
    }
    Ok(Value {
        card_value: hand.card_value as u32,
        line: line.map(str::to_owned),
        exposure: hand.exposure,
        jokerless: hand.jokerless,
        singles_and_pairs: hand.singles_and_pairs,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hand of this printed value, nothing else written.
    fn typed(card_value: i64) -> TypedHand {
        TypedHand {
            card_value,
            ..TypedHand::default()
        }
    }

    /// A hand of this printed value with its line on the card, as typed.
    fn lined(card_value: i64, line: &str) -> TypedHand {
        TypedHand {
            line: Some(line.to_owned()),
            ..typed(card_value)
        }
    }

    #[test]
    fn a_card_value_is_paid_as_typed_doubled_jokerless_but_single_for_singles_and_pairs() {
        let jokerless = TypedHand {
            jokerless: true,
            exposure: Some(Exposure::Exposed),
            ..typed(30)
        };
        let singles_and_pairs = TypedHand {
            singles_and_pairs: true,
            exposure: Some(Exposure::Concealed),
            ..typed(50)
        };
        let cases = [
            (typed(25), 25, "25"),
            (jokerless, 60, "X30 jokerless"),
            (singles_and_pairs, 50, "C50"),
        ];
        for (hand, paid, shown) in cases {
            let v = check(&hand).unwrap();
            assert_eq!(v.value(), paid, "{shown}");
            assert_eq!(i64::from(v.card_value()), hand.card_value, "{shown}");
            assert_eq!(v.singles_and_pairs(), hand.singles_and_pairs, "{shown}");
            assert_eq!(v.to_string(), shown);
        }
    }

    #[test]
    fn a_jokerless_singles_and_pairs_hand_is_refused() {
        let err = check(&TypedHand {
            singles_and_pairs: true,
            jokerless: true,
            ..typed(50)
        })
        .unwrap_err();
        assert_eq!(err, ValueError::JokerlessSinglesAndPairs);
        assert!(err.to_string().contains("untick jokerless"));
    }

    #[test]
    fn zero_and_negative_values_are_refused() {
        assert_eq!(check(&typed(0)), Err(ValueError::NotPositive(0)));
        assert_eq!(check(&typed(-25)), Err(ValueError::NotPositive(-25)));
        assert!(check(&typed(-25))
            .unwrap_err()
            .to_string()
            .contains("whole number above 0"));
    }

    #[test]
    fn values_above_any_card_are_refused() {
        assert!(check(&typed(MAX_CARD_VALUE)).is_ok());
        assert_eq!(
            check(&typed(MAX_CARD_VALUE + 1)),
            Err(ValueError::TooLarge(MAX_CARD_VALUE + 1))
        );
    }

    #[test]
    fn the_line_is_kept_trimmed_and_blank_is_none() {
        let v = check(&lined(25, "  2013 #1  ")).unwrap();
        assert_eq!(v.line(), Some("2013 #1"));
        assert_eq!(v.to_string(), "25 (2013 #1)");
        let blank = check(&lined(25, "   ")).unwrap();
        assert_eq!(blank.line(), None);
    }

    #[test]
    fn an_overlong_line_is_refused_with_its_length() {
        let line = "é".repeat(MAX_LINE_CHARS + 1);
        let err = check(&lined(25, &line)).unwrap_err();
        assert_eq!(err, ValueError::LineTooLong(MAX_LINE_CHARS + 1));
        let ok = "é".repeat(MAX_LINE_CHARS);
        assert!(check(&lined(25, &ok)).is_ok());
    }

    #[test]
    fn marks_read_c_and_x_in_either_case_and_nothing_else() {
        assert_eq!(Exposure::from_mark("C"), Ok(Exposure::Concealed));
        assert_eq!(Exposure::from_mark(" x "), Ok(Exposure::Exposed));
        assert_eq!(
            Exposure::from_mark("Y"),
            Err(ValueError::UnknownMark("Y".into()))
        );
        assert_eq!(Exposure::Concealed.mark(), "C");
        assert_eq!(Exposure::Exposed.mark(), "X");
    }
}
