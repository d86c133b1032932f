//! The stored facts of one hand: what happened, exactly as the `hands[]` elements of
//! docs/game-json.md.
//!
//! Owns the serde shape of a hand (outcome tag in lower case, `riichi`, `dead`,
//! `dealer_stops`, `time_up`, winner values) and the reading of a winner's value into a checked
//! [`Value`]. It must not compute payments or touch a game's state: that is `game/mod.rs`.
//! Unknown fields, and fields belonging to another outcome, are ignored on reading, so the web
//! app can store each hand as this same JSON.
//!
//! One shape serves every style: a Hong Kong Old Style hand (docs/game-json.md "Hong Kong Old
//! Style") stores a winner's `"faan": F` or `"limit": true`, and `penalties` on any hand. Those
//! fields are skipped when empty, so a riichi hand reads and writes byte for byte as before;
//! which values a style accepts is checked by [`Winner::value`] (riichi) and
//! [`Winner::hkos_value`] (HKOS), each refusing the other's shape with the reason.

use serde::{Deserialize, Serialize};

use super::GameError;
use crate::engine::hkos::HandValue as HkosValue;
use crate::engine::payment::Limit;

/// Most yakuman one hand can be declared with. No hand holds more than seven (double
/// daisuushii, double suuankou tanki, tsuuiisou, suukantsu, tenhou); the cap also keeps every
/// payment far inside `i32`.
pub const MAX_YAKUMAN: u32 = 10;

pub use crate::engine::seat::Seat;

fn is_false(b: &bool) -> bool {
    !*b
}

/// One hand: its outcome plus what any hand may carry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    #[serde(flatten)]
    pub outcome: Outcome,
    /// Seats that declared riichi in this hand, each putting down a 1000 deposit.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub riichi: Vec<Seat>,
    /// Seats with a dead hand in this hand.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dead: Vec<Seat>,
    /// The dealer won South 4 and calls agari-yame (only where the ruleset has it).
    #[serde(default, skip_serializing_if = "is_false")]
    pub dealer_stops: bool,
    /// The round's time ran out while this hand was played: where the ruleset's time rule
    /// says so, the game ends after it with its scores as they stand.
    #[serde(default, skip_serializing_if = "is_false")]
    pub time_up: bool,
    /// Table penalties recorded with this hand (Hong Kong Old Style only, docs/rules.md §7).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<TablePenalty>,
}

/// A table penalty: `seat` pays `each` to every other player (docs/rules.md §7: 2, 8, 8 per dropped
/// tile, 64). The amount is checked when the hand is replayed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TablePenalty {
    pub seat: Seat,
    pub each: u32,
}

/// A winner's `limit` as stored: riichi names the limit (`"mangan"` …), Hong Kong Old Style
/// writes `true` (its one limit). Both read here; the style decides which it accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum LimitValue {
    Named(Limit),
    Flag(bool),
}

/// What ended the hand. Serialized as `"outcome": "ron" | "tsumo" | "draw" | "abortive" |
/// "chombo"` beside the outcome's own fields.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "lowercase")]
pub enum Outcome {
    /// Won on `discarder`'s discard by one or more `winners`.
    Ron {
        discarder: Seat,
        winners: Vec<Winner>,
    },
    /// Self-drawn win.
    Tsumo { winner: Winner },
    /// Exhaustive draw; no `tenpai` means nobody was tenpai.
    Draw {
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        tenpai: Vec<Seat>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        nagashi: Vec<Seat>,
    },
    /// Abortive draw (nine terminals, four winds, four riichi, four kans, …).
    Abortive {},
    /// `offender` committed a chombo; the hand is replayed.
    Chombo { offender: Seat },
}

/// A winner and the value declared for the hand, as stored. Exactly one of `han` (with `fu`
/// below 5 han), `limit` or `yakuman` must be given; [`Winner::value`] checks that.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Winner {
    pub seat: Seat,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub han: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fu: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<LimitValue>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub yakuman: Option<u32>,
    /// Hong Kong Old Style: the faan of the hand (3 at least; 13 or more is the limit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub faan: Option<u32>,
    /// The liable player (pao) for a yakuman; never the winner.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pao: Option<Seat>,
    /// The winner's tiles, when the value was computed from them. Kept only to be shown again;
    /// nothing here reads them, and a value that is not tiles is dropped rather than refused,
    /// so that game files written before this field existed read exactly as they did.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "tiles_or_nothing"
    )]
    pub tiles: Option<Box<WinTiles>>,
}

/// A winning hand as written on the score sheet (the same text as `docs/hand-jsonl.md`'s
/// fields) and the yaku it was scored with.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct WinTiles {
    /// The concealed tiles in mpsz notation, the winning tile included, the melds not.
    pub concealed: String,
    pub win_tile: String,
    /// The called and concealed kans, written `pon 999p, ankan 5555z`.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub melds: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub dora_indicators: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub ura_indicators: String,
    /// Situation flags that were set (`riichi`, `ippatsu`, `haitei`, …).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub flags: Vec<String>,
    /// Each yaku's canonical name and its han, as scored.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub yaku: Vec<(String, u32)>,
    /// Sanma: North tiles set aside as nuki dora, not among the concealed tiles (docs/rules.md §6).
    /// Absent (0) everywhere else, so riichi hands are stored exactly as before.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub nuki: u32,
    /// Hong Kong Old Style: the winner's flowers and seasons by number (`"13"`: 1 and 3), set
    /// aside beside the hand (docs/rules.md §7). Absent everywhere else.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub flowers: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub seasons: String,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// Reads `tiles` when it has the shape of [`WinTiles`] and ignores it otherwise.
fn tiles_or_nothing<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<Box<WinTiles>>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Lenient {
        Tiles(Box<WinTiles>),
        Other(serde::de::IgnoredAny),
    }
    Ok(match Lenient::deserialize(deserializer)? {
        Lenient::Tiles(t) => Some(t),
        Lenient::Other(_) => None,
    })
}

/// A winner's value once its shape is checked (han/fu plausibility is checked by
/// `payment::validate_declared` when the win kind is known).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Value {
    HanFu { han: u32, fu: Option<u32> },
    Limit(Limit),
    Yakuman(u32),
}

impl Winner {
    /// A han/fu win.
    pub fn han_fu(seat: Seat, han: u32, fu: u32) -> Winner {
        Winner {
            han: Some(han),
            fu: Some(fu),
            ..Winner::bare(seat)
        }
    }

    /// A win paid as a named limit below yakuman.
    pub fn limit(seat: Seat, limit: Limit) -> Winner {
        Winner {
            limit: Some(LimitValue::Named(limit)),
            ..Winner::bare(seat)
        }
    }

    /// A Hong Kong Old Style win of `faan` faan.
    pub fn faan(seat: Seat, faan: u32) -> Winner {
        Winner {
            faan: Some(faan),
            ..Winner::bare(seat)
        }
    }

    /// A Hong Kong Old Style limit hand (`"limit": true`).
    pub fn hkos_limit(seat: Seat) -> Winner {
        Winner {
            limit: Some(LimitValue::Flag(true)),
            ..Winner::bare(seat)
        }
    }

    /// A win of `count` yakuman.
    pub fn yakuman(seat: Seat, count: u32) -> Winner {
        Winner {
            yakuman: Some(count),
            ..Winner::bare(seat)
        }
    }

    /// The same win with a liable player.
    pub fn with_pao(self, liable: Seat) -> Winner {
        Winner {
            pao: Some(liable),
            ..self
        }
    }

    fn bare(seat: Seat) -> Winner {
        Winner {
            seat,
            han: None,
            fu: None,
            limit: None,
            yakuman: None,
            faan: None,
            pao: None,
            tiles: None,
        }
    }

    /// The declared value, if exactly one kind of value was given (docs/game-json.md: "A
    /// winner's value is exactly one of: han with fu, a limit, or yakuman").
    pub fn value(&self) -> Result<Value, GameError> {
        let seat = self.seat;
        if self.faan.is_some() || matches!(self.limit, Some(LimitValue::Flag(_))) {
            return Err(GameError::WrongValueShape {
                seat,
                expected: "`han` (with `fu`), a named `limit` (\"mangan\" …) or `yakuman`",
                found: "a Hong Kong Old Style value (`faan`, or `\"limit\": true`)",
            });
        }
        let kinds = usize::from(self.han.is_some())
            + usize::from(self.limit.is_some())
            + usize::from(self.yakuman.is_some());
        if kinds > 1 || (self.fu.is_some() && self.han.is_none() && kinds == 1) {
            return Err(GameError::AmbiguousValue { seat });
        }
        if let Some(han) = self.han {
            return Ok(Value::HanFu { han, fu: self.fu });
        }
        if let Some(LimitValue::Named(limit)) = self.limit {
            // Yakuman are counted (`"yakuman": N`) so that stacking and pao apply to them.
            if limit == Limit::Yakuman {
                return Err(GameError::YakumanAsLimit { seat });
            }
            return Ok(Value::Limit(limit));
        }
        if let Some(count) = self.yakuman {
            if count == 0 {
                return Err(GameError::ZeroYakuman { seat });
            }
            if count > MAX_YAKUMAN {
                return Err(GameError::TooManyYakuman { seat, count });
            }
            return Ok(Value::Yakuman(count));
        }
        if self.fu.is_some() {
            return Err(GameError::FuWithoutHan { seat });
        }
        Err(GameError::MissingValue { seat })
    }
}

impl Winner {
    /// The declared value of a Hong Kong Old Style winner: exactly one of `faan` or
    /// `"limit": true` (docs/game-json.md). A riichi value is refused with the reason; the
    /// 3-faan minimum and pao are the HKOS game's to check.
    pub fn hkos_value(&self) -> Result<HkosValue, GameError> {
        let seat = self.seat;
        let riichi_shape = self.han.is_some()
            || self.fu.is_some()
            || self.yakuman.is_some()
            || matches!(self.limit, Some(LimitValue::Named(_)));
        if riichi_shape {
            return Err(GameError::WrongValueShape {
                seat,
                expected: "`faan` (3 or more) or `\"limit\": true`",
                found: "a riichi value (han, fu, a named limit or yakuman)",
            });
        }
        match (self.faan, self.limit) {
            (Some(_), Some(_)) => Err(GameError::WrongValueShape {
                seat,
                expected: "one of `faan` or `\"limit\": true`",
                found: "both",
            }),
            (Some(f), None) => Ok(HkosValue::Faan(f)),
            (None, Some(LimitValue::Flag(true))) => Ok(HkosValue::Limit),
            (None, _) => Err(GameError::WrongValueShape {
                seat,
                expected: "`faan` (3 or more) or `\"limit\": true`",
                found: "no value",
            }),
        }
    }
}

impl Hand {
    /// A hand with this outcome and nothing else.
    pub fn new(outcome: Outcome) -> Hand {
        Hand {
            outcome,
            riichi: Vec::new(),
            dead: Vec::new(),
            dealer_stops: false,
            time_up: false,
            penalties: Vec::new(),
        }
    }

    /// The same hand with these table penalties (Hong Kong Old Style).
    pub fn with_penalties(self, penalties: &[TablePenalty]) -> Hand {
        Hand {
            penalties: penalties.to_vec(),
            ..self
        }
    }

    /// The same hand with these riichi declarations.
    pub fn with_riichi(self, riichi: &[Seat]) -> Hand {
        Hand {
            riichi: riichi.to_vec(),
            ..self
        }
    }

    /// The same hand with these dead hands.
    pub fn with_dead(self, dead: &[Seat]) -> Hand {
        Hand {
            dead: dead.to_vec(),
            ..self
        }
    }

    /// The same hand with the dealer calling agari-yame.
    pub fn dealer_stops(self) -> Hand {
        Hand {
            dealer_stops: true,
            ..self
        }
    }

    /// Ron by `winners` off `discarder`.
    pub fn ron(discarder: Seat, winners: Vec<Winner>) -> Hand {
        Hand::new(Outcome::Ron { discarder, winners })
    }

    /// Tsumo by `winner`.
    pub fn tsumo(winner: Winner) -> Hand {
        Hand::new(Outcome::Tsumo { winner })
    }

    /// Exhaustive draw with these tenpai seats.
    pub fn draw(tenpai: &[Seat]) -> Hand {
        Hand::new(Outcome::Draw {
            tenpai: tenpai.to_vec(),
            nagashi: Vec::new(),
        })
    }

    /// Exhaustive draw with tenpai seats and nagashi mangan seats.
    pub fn nagashi(tenpai: &[Seat], nagashi: &[Seat]) -> Hand {
        Hand::new(Outcome::Draw {
            tenpai: tenpai.to_vec(),
            nagashi: nagashi.to_vec(),
        })
    }

    /// Abortive draw.
    pub fn abortive() -> Hand {
        Hand::new(Outcome::Abortive {})
    }

    /// Chombo by `offender`.
    pub fn chombo(offender: Seat) -> Hand {
        Hand::new(Outcome::Chombo { offender })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn st(n: u8) -> Seat {
        Seat::new(n)
    }

    fn seats(list: &[u8]) -> Vec<Seat> {
        list.iter().copied().map(Seat::new).collect()
    }

    #[test]
    fn a_winners_tiles_survive_a_round_trip_and_anything_else_there_is_ignored() {
        let text = r#"{"outcome":"tsumo","winner":{"seat":2,"han":3,"fu":30,"tiles":{"concealed":"123m456p789s11z22z","win_tile":"3m","flags":["riichi"],"yaku":[["riichi",1]]}}}"#;
        let hand: Hand = serde_json::from_str(text).unwrap();
        let Outcome::Tsumo { winner } = &hand.outcome else {
            panic!("a tsumo")
        };
        let tiles = winner.tiles.as_ref().expect("tiles kept");
        assert_eq!(tiles.win_tile, "3m");
        assert_eq!(tiles.yaku, [("riichi".to_string(), 1)]);
        assert_eq!(serde_json::to_string(&hand).unwrap(), text);

        let odd: Hand = serde_json::from_str(
            r#"{"outcome":"tsumo","winner":{"seat":2,"han":3,"fu":30,"tiles":5}}"#,
        )
        .unwrap();
        assert_eq!(odd, Hand::tsumo(Winner::han_fu(st(2), 3, 30)));
        assert_eq!(
            serde_json::to_string(&odd).unwrap(),
            r#"{"outcome":"tsumo","winner":{"seat":2,"han":3,"fu":30}}"#
        );
    }

    #[test]
    fn hands_of_the_spec_example_parse_with_their_fields() {
        let cases: &[(&str, Hand)] = &[
            (
                r#"{"outcome": "ron", "discarder": 3, "winners": [{"seat": 1, "han": 3, "fu": 30}], "riichi": [1]}"#,
                Hand::ron(st(3), vec![Winner::han_fu(st(1), 3, 30)]).with_riichi(&seats(&[1])),
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 1, "han": 1, "fu": 30}}"#,
                Hand::tsumo(Winner::han_fu(st(1), 1, 30)),
            ),
            (
                r#"{"outcome": "draw", "tenpai": [0, 2], "riichi": [0]}"#,
                Hand::draw(&seats(&[0, 2])).with_riichi(&seats(&[0])),
            ),
            (
                r#"{"outcome": "ron", "discarder": 0, "winners": [{"seat": 2, "limit": "mangan"}, {"seat": 3, "han": 2, "fu": 40}]}"#,
                Hand::ron(
                    st(0),
                    vec![
                        Winner::limit(st(2), Limit::Mangan),
                        Winner::han_fu(st(3), 2, 40),
                    ],
                ),
            ),
            (
                r#"{"outcome": "chombo", "offender": 2, "riichi": [3]}"#,
                Hand::chombo(st(2)).with_riichi(&seats(&[3])),
            ),
            (
                r#"{"outcome": "draw", "tenpai": [], "nagashi": [1]}"#,
                Hand::nagashi(&seats(&[]), &seats(&[1])),
            ),
            (
                r#"{"outcome": "abortive", "riichi": [0, 1]}"#,
                Hand::abortive().with_riichi(&seats(&[0, 1])),
            ),
            (
                r#"{"outcome": "ron", "discarder": 1, "winners": [{"seat": 0, "han": 2, "fu": 30}], "dead": [3]}"#,
                Hand::ron(st(1), vec![Winner::han_fu(st(0), 2, 30)]).with_dead(&seats(&[3])),
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 3, "yakuman": 1, "pao": 1}}"#,
                Hand::tsumo(Winner::yakuman(st(3), 1).with_pao(st(1))),
            ),
            (
                r#"{"outcome": "tsumo", "winner": {"seat": 0, "han": 5}, "dealer_stops": true}"#,
                Hand::tsumo(Winner {
                    han: Some(5),
                    ..Winner::bare(st(0))
                })
                .dealer_stops(),
            ),
            (r#"{"outcome": "draw"}"#, Hand::draw(&seats(&[]))),
        ];
        for (json, expected) in cases {
            let parsed: Hand = serde_json::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"));
            assert_eq!(&parsed, expected, "{json}");
            // Stored facts round-trip through their own JSON.
            let again: Hand =
                serde_json::from_str(&serde_json::to_string(&parsed).unwrap()).unwrap();
            assert_eq!(&again, expected);
        }
    }

    #[test]
    fn unknown_fields_and_fields_of_another_outcome_are_ignored() {
        let json = r#"{"outcome": "abortive", "kind": "four winds", "winners": [], "tenpai": [1], "riichi": [2]}"#;
        let parsed: Hand = serde_json::from_str(json).unwrap();
        assert_eq!(parsed, Hand::abortive().with_riichi(&seats(&[2])));
        let json = r#"{"outcome": "tsumo", "winner": {"seat": 1, "han": 2, "fu": 30, "yaku": ["riichi"]}, "discarder": 0, "comment": "x"}"#;
        let parsed: Hand = serde_json::from_str(json).unwrap();
        assert_eq!(parsed, Hand::tsumo(Winner::han_fu(st(1), 2, 30)));
    }

    #[test]
    fn outcome_names_are_lower_case_only() {
        assert!(serde_json::from_str::<Hand>(
            r#"{"outcome": "Ron", "discarder": 0, "winners": []}"#
        )
        .is_err());
        assert!(serde_json::from_str::<Hand>(r#"{"outcome": "draw "}"#).is_err());
        assert!(serde_json::from_str::<Hand>(r#"{"riichi": [1]}"#).is_err());
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
            Err(GameError::MissingValue { seat: st(0) })
        );
        assert_eq!(
            w(r#"{"seat": 0, "fu": 30}"#),
            Err(GameError::FuWithoutHan { seat: st(0) })
        );
        assert_eq!(
            w(r#"{"seat": 1, "han": 3, "limit": "mangan"}"#),
            Err(GameError::AmbiguousValue { seat: st(1) })
        );
        assert_eq!(
            w(r#"{"seat": 1, "limit": "mangan", "fu": 30}"#),
            Err(GameError::AmbiguousValue { seat: st(1) })
        );
        assert_eq!(
            w(r#"{"seat": 1, "yakuman": 1, "limit": "mangan"}"#),
            Err(GameError::AmbiguousValue { seat: st(1) })
        );
        assert_eq!(
            w(r#"{"seat": 2, "limit": "yakuman"}"#),
            Err(GameError::YakumanAsLimit { seat: st(2) })
        );
        assert_eq!(
            w(r#"{"seat": 2, "yakuman": 0}"#),
            Err(GameError::ZeroYakuman { seat: st(2) })
        );
    }
}
