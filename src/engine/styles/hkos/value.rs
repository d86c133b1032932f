//! The value a Hong Kong Old Style winner is written with, checked (docs/game-json.md "Hong Kong
//! Old Style"): exactly one of `faan` or `"limit": true`. A riichi value is refused with the
//! reason; the 3-faan minimum and pao are the HKOS game's to check.

use super::payments::HandValue as HkosValue;
use crate::engine::sheet::{HandValue, ValueError, Winner};
use crate::engine::styles::ValueKind;

/// What a Hong Kong Old Style winner is to be written with.
const EXPECTED: &str = "`faan` (3 or more) or `\"limit\": true`";

impl Winner {
    /// The declared value of a Hong Kong Old Style winner. Another style's value is named
    /// (riichi first, then MCR, then points), then both kinds of Hong Kong value, then nothing
    /// (`"limit": false` counts as nothing).
    pub fn hkos_value(&self) -> Result<HkosValue, ValueError> {
        let (expected, found) = match self.value {
            HandValue::Faan(faan) => return Ok(HkosValue::Faan(faan)),
            HandValue::HkosLimit => return Ok(HkosValue::Limit),
            other => match ValueKind::Faan.other_in(&other) {
                Some(kind) => (EXPECTED, kind.found()),
                None if other.fields().faan.is_some() && other.fields().limit.is_some() => {
                    ("one of `faan` or `\"limit\": true`", "both")
                }
                None => (EXPECTED, "no value"),
            },
        };
        Err(ValueError::WrongValueShape {
            seat: self.seat,
            expected,
            found,
        })
    }
}
