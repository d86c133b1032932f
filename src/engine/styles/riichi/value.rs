//! The value a riichi or sanma winner is written with, checked (docs/game-json.md: "A winner's
//! value is exactly one of: han with fu, a limit, or yakuman").
//!
//! Owns the riichi reading of a stored [`HandValue`]: han/fu, a named limit below yakuman, or a
//! count of yakuman, refusing a Hong Kong Old Style value and anything ambiguous with the
//! reason. Han/fu plausibility is `payment::validate_declared`'s once the win kind is known.

use crate::engine::payment::Limit;
use crate::engine::sheet::{HandValue, ValueError, ValueFields, Winner, MAX_YAKUMAN};
use crate::engine::styles::ValueKind;

/// A riichi winner's value once its shape is checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Value {
    HanFu { han: u32, fu: Option<u32> },
    Limit(Limit),
    Yakuman(u32),
}

impl Winner {
    /// The declared value, if it is one riichi value.
    pub fn value(&self) -> Result<Value, ValueError> {
        let seat = self.seat;
        match self.value {
            HandValue::HanFu { han, fu } => Ok(Value::HanFu { han, fu }),
            // Yakuman are counted (`"yakuman": N`) so that stacking and pao apply to them.
            HandValue::Limit(Limit::Yakuman) => Err(ValueError::YakumanAsLimit { seat }),
            HandValue::Limit(limit) => Ok(Value::Limit(limit)),
            HandValue::Yakuman(count) => yakuman(seat, count),
            other => match ValueKind::HanFu.other_in(&other) {
                Some(kind) => Err(ValueError::WrongValueShape {
                    seat,
                    expected: "`han` (with `fu`), a named `limit` (\"mangan\" …) or `yakuman`",
                    found: kind.found(),
                }),
                None => Err(unclear(seat, other.fields())),
            },
        }
    }
}

fn yakuman(seat: crate::engine::sheet::Seat, count: u32) -> Result<Value, ValueError> {
    if count == 0 {
        return Err(ValueError::ZeroYakuman { seat });
    }
    if count > MAX_YAKUMAN {
        return Err(ValueError::TooManyYakuman { seat, count });
    }
    Ok(Value::Yakuman(count))
}

/// Why riichi fields that are not one kind of value are refused (another style's field is
/// named before): several kinds, then `fu` alone, then nothing.
fn unclear(seat: crate::engine::sheet::Seat, f: ValueFields) -> ValueError {
    let kinds = usize::from(f.han.is_some())
        + usize::from(f.limit.is_some())
        + usize::from(f.yakuman.is_some());
    if kinds > 1 || (f.fu.is_some() && f.han.is_none() && kinds == 1) {
        return ValueError::AmbiguousValue { seat };
    }
    if f.fu.is_some() {
        return ValueError::FuWithoutHan { seat };
    }
    ValueError::MissingValue { seat }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sheet::Seat;

    fn st(n: u8) -> Seat {
        Seat::new(n)
    }

    fn mcr_shape(seat: Seat) -> ValueError {
        ValueError::WrongValueShape {
            seat,
            expected: "`han` (with `fu`), a named `limit` (\"mangan\" …) or `yakuman`",
            found: "an MCR value (`fan`)",
        }
    }

    #[test]
    fn a_winner_value_must_be_exactly_one_kind() {
        let w = |json: &str| serde_json::from_str::<Winner>(json).unwrap().value();
        assert_eq!(
            w(r#"{"seat": 0, "han": 3, "fu": 30}"#),
            Ok(Value::HanFu {
                han: 3,
                fu: Some(30)
            })
        );
        assert_eq!(
            w(r#"{"seat": 0, "han": 6}"#),
            Ok(Value::HanFu { han: 6, fu: None })
        );
        assert_eq!(
            w(r#"{"seat": 0, "limit": "haneman"}"#),
            Ok(Value::Limit(Limit::Haneman))
        );
        assert_eq!(w(r#"{"seat": 0, "yakuman": 2}"#), Ok(Value::Yakuman(2)));
        assert_eq!(
            w(r#"{"seat": 0}"#),
            Err(ValueError::MissingValue { seat: st(0) })
        );
        assert_eq!(
            w(r#"{"seat": 0, "fu": 30}"#),
            Err(ValueError::FuWithoutHan { seat: st(0) })
        );
        assert_eq!(
            w(r#"{"seat": 1, "han": 3, "limit": "mangan"}"#),
            Err(ValueError::AmbiguousValue { seat: st(1) })
        );
        assert_eq!(
            w(r#"{"seat": 1, "limit": "mangan", "fu": 30}"#),
            Err(ValueError::AmbiguousValue { seat: st(1) })
        );
        assert_eq!(
            w(r#"{"seat": 1, "yakuman": 1, "limit": "mangan"}"#),
            Err(ValueError::AmbiguousValue { seat: st(1) })
        );
        assert_eq!(
            w(r#"{"seat": 2, "limit": "yakuman"}"#),
            Err(ValueError::YakumanAsLimit { seat: st(2) })
        );
        assert_eq!(w(r#"{"seat": 2, "fan": 8}"#), Err(mcr_shape(st(2))));
        assert_eq!(
            w(r#"{"seat": 2, "han": 3, "fu": 30, "fan": 8}"#),
            Err(mcr_shape(st(2)))
        );
        assert_eq!(
            w(r#"{"seat": 2, "yakuman": 0}"#),
            Err(ValueError::ZeroYakuman { seat: st(2) })
        );
    }
}
