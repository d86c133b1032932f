//! The value a Hong Kong Old Style winner is written with, checked (docs/game-json.md "Hong Kong
//! Old Style"): exactly one of `faan` or `"limit": true`. A riichi value is refused with the
//! reason; the 3-faan minimum and pao are the HKOS game's to check.

use super::payments::HandValue as HkosValue;
use crate::engine::sheet::{HandValue, LimitValue, Seat, ValueError, ValueFields, Winner};

impl Winner {
    /// The declared value of a Hong Kong Old Style winner.
    pub fn hkos_value(&self) -> Result<HkosValue, ValueError> {
        let seat = self.seat;
        match self.value {
            HandValue::Faan(faan) => Ok(HkosValue::Faan(faan)),
            HandValue::HkosLimit => Ok(HkosValue::Limit),
            HandValue::HanFu { .. } | HandValue::Limit(_) | HandValue::Yakuman(_) => {
                Err(riichi_shape(seat))
            }
            HandValue::Fan(_) => Err(mcr_shape(seat)),
            HandValue::Points(_) => Err(points_shape(seat)),
            HandValue::Unclear(fields) => unclear(seat, fields),
        }
    }
}

fn riichi_shape(seat: Seat) -> ValueError {
    ValueError::WrongValueShape {
        seat,
        expected: "`faan` (3 or more) or `\"limit\": true`",
        found: "a riichi value (han, fu, a named limit or yakuman)",
    }
}

fn mcr_shape(seat: Seat) -> ValueError {
    ValueError::WrongValueShape {
        seat,
        expected: "`faan` (3 or more) or `\"limit\": true`",
        found: "an MCR value (`fan`)",
    }
}

fn points_shape(seat: Seat) -> ValueError {
    ValueError::WrongValueShape {
        seat,
        expected: "`faan` (3 or more) or `\"limit\": true`",
        found: "a value in `points` (Zung Jung)",
    }
}

/// Why fields that are not one kind of value are refused: a riichi field first, then both
/// kinds, then nothing (`"limit": false` counts as nothing).
fn unclear(seat: Seat, f: ValueFields) -> Result<HkosValue, ValueError> {
    let riichi = f.han.is_some()
        || f.fu.is_some()
        || f.yakuman.is_some()
        || matches!(f.limit, Some(LimitValue::Named(_)));
    if riichi {
        return Err(riichi_shape(seat));
    }
    if f.fan.is_some() {
        return Err(mcr_shape(seat));
    }
    if f.points.is_some() {
        return Err(points_shape(seat));
    }
    if f.faan.is_some() && f.limit.is_some() {
        return Err(ValueError::WrongValueShape {
            seat,
            expected: "one of `faan` or `\"limit\": true`",
            found: "both",
        });
    }
    Err(ValueError::WrongValueShape {
        seat,
        expected: "`faan` (3 or more) or `\"limit\": true`",
        found: "no value",
    })
}
