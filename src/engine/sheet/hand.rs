//! The stored facts of one hand: what happened, exactly as the `hands[]` elements of
//! docs/game-json.md.
//!
//! Owns the serde shape of a hand (outcome tag in lower case, `riichi`, `dead`,
//! `dealer_stops`, `time_up`, winner values) and the reading of a winner's stored fields into a
//! [`HandValue`]. It must not compute payments or touch a game's state: that is each style's
//! game.
//! Unknown fields, and fields belonging to another outcome, are ignored on reading, so the web
//! app can store each hand as this same JSON.
//!
//! One shape serves every style: a Hong Kong Old Style hand (docs/game-json.md "Hong Kong Old
//! Style") stores a winner's `"faan": F` or `"limit": true`, and `penalties` on any hand; an MCR
//! hand (docs/game-json.md "MCR") a winner's `"fan": F`, `false_wins` and `penalties` taken from
//! a player. Those fields are skipped when empty, so a riichi hand reads and writes byte for
//! byte as before;
//! which values a style accepts is the style's check (`Winner::value` in `styles::riichi`,
//! `Winner::hkos_value` in `styles::hkos`), each refusing the other's shape with the reason.

use serde::{Deserialize, Serialize};

use super::seat_label;
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
    /// Penalties recorded with this hand: paid to each other player in Hong Kong Old Style
    /// (docs/rules.md §7), taken from the player in MCR (docs/rules.md §8).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<TablePenalty>,
    /// MCR: false wins declared during this hand (docs/rules.md §8), each paid to every other
    /// player, the player then out of the hand. Absent in every other style.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub false_wins: Vec<FalseWin>,
}

/// A penalty recorded with a hand, in one of two shapes, each stored only when set so that
/// every Hong Kong Old Style hand reads and writes as before:
/// - `each`: `seat` pays `each` to every other player (Hong Kong Old Style, docs/rules.md §7:
///   2, 8, 8 per dropped tile, 64);
/// - `points`: `points` are taken from `seat` and given to nobody (MCR, docs/rules.md §8).
///
/// Which shape a style accepts, and the amounts, are checked when the hand is replayed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TablePenalty {
    pub seat: Seat,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub each: u32,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub points: u32,
}

impl TablePenalty {
    /// `seat` pays `each` to every other player (Hong Kong Old Style).
    pub fn each(seat: Seat, each: u32) -> TablePenalty {
        TablePenalty {
            seat,
            each,
            points: 0,
        }
    }

    /// `points` taken from `seat` and given to nobody (MCR).
    pub fn taken(seat: Seat, points: u32) -> TablePenalty {
        TablePenalty {
            seat,
            each: 0,
            points,
        }
    }
}

/// An MCR false win (docs/rules.md §8): `seat` declared a win it did not have and pays every
/// other player by `kind`; it may not win the rest of the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FalseWin {
    pub seat: Seat,
    pub kind: FalseWinKind,
}

/// What was wrong with a declared win.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FalseWinKind {
    /// A winning shape worth under the 8-fan minimum: 10 to each other player.
    UnderMinimum,
    /// Not a winning shape at all: 20 to each other player.
    NotWinning,
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

/// A winner and the value declared for the hand. Stored as today's flat fields (`han`, `fu`,
/// `limit`, `yakuman`, `faan`: docs/game-json.md) through [`WinnerRaw`], so that every game
/// file, database row and printed document reads and writes byte for byte as before.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "WinnerRaw", into = "WinnerRaw")]
pub struct Winner {
    pub seat: Seat,
    /// What the hand is worth, in the shape it was written.
    pub value: HandValue,
    /// The liable player (pao); never the winner.
    pub pao: Option<Seat>,
    /// The winner's tiles, when the value was computed from them. Kept only to be shown again;
    /// nothing here reads them, and a value that is not tiles is dropped rather than refused,
    /// so that game files written before this field existed read exactly as they did.
    pub tiles: Option<Box<WinTiles>>,
}

/// What a winning hand is worth, one variant per kind of value a style writes. Which kinds a
/// style accepts is the style's to check (`styles::riichi::value`, `styles::hkos::value`,
/// `sheet::Winner::mcr_fan` in `styles::mcr::game`), each refusing the others with the reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandValue {
    /// Riichi and sanma: han, with fu below 5 han (`"han": 3, "fu": 30`).
    HanFu { han: u32, fu: Option<u32> },
    /// Riichi and sanma: a named limit (`"limit": "mangan"` …); `"yakuman"` is kept as written
    /// and refused by the check (a yakuman is counted).
    Limit(Limit),
    /// Riichi and sanma: a number of yakuman (`"yakuman": 2`).
    Yakuman(u32),
    /// Hong Kong Old Style: faan (`"faan": 5`).
    Faan(u32),
    /// Hong Kong Old Style: the limit (`"limit": true`).
    HkosLimit,
    /// MCR: fan, flowers included (`"fan": 12`).
    Fan(u32),
    /// Anything else as it was written: no value, `fu` alone, several kinds at once,
    /// `"limit": false`. Kept so that it reads and writes unchanged; every style refuses it
    /// with the reason.
    Unclear(ValueFields),
}

/// The value fields as stored, for a value that is not one kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ValueFields {
    pub han: Option<u32>,
    pub fu: Option<u32>,
    pub limit: Option<LimitValue>,
    pub yakuman: Option<u32>,
    pub faan: Option<u32>,
    pub fan: Option<u32>,
}

impl ValueFields {
    /// The one kind these fields hold, or [`HandValue::Unclear`].
    pub fn into_value(self) -> HandValue {
        match self {
            ValueFields {
                han: Some(han),
                fu,
                limit: None,
                yakuman: None,
                faan: None,
                fan: None,
            } => HandValue::HanFu { han, fu },
            ValueFields {
                han: None,
                fu: None,
                limit: Some(LimitValue::Named(limit)),
                yakuman: None,
                faan: None,
                fan: None,
            } => HandValue::Limit(limit),
            ValueFields {
                han: None,
                fu: None,
                limit: None,
                yakuman: Some(count),
                faan: None,
                fan: None,
            } => HandValue::Yakuman(count),
            ValueFields {
                han: None,
                fu: None,
                limit: None,
                yakuman: None,
                faan: Some(faan),
                fan: None,
            } => HandValue::Faan(faan),
            ValueFields {
                han: None,
                fu: None,
                limit: Some(LimitValue::Flag(true)),
                yakuman: None,
                faan: None,
                fan: None,
            } => HandValue::HkosLimit,
            ValueFields {
                han: None,
                fu: None,
                limit: None,
                yakuman: None,
                faan: None,
                fan: Some(fan),
            } => HandValue::Fan(fan),
            fields => HandValue::Unclear(fields),
        }
    }
}

impl HandValue {
    /// The stored fields of this value.
    pub fn fields(self) -> ValueFields {
        let none = ValueFields::default();
        match self {
            HandValue::HanFu { han, fu } => ValueFields {
                han: Some(han),
                fu,
                ..none
            },
            HandValue::Limit(limit) => ValueFields {
                limit: Some(LimitValue::Named(limit)),
                ..none
            },
            HandValue::Yakuman(count) => ValueFields {
                yakuman: Some(count),
                ..none
            },
            HandValue::Faan(faan) => ValueFields {
                faan: Some(faan),
                ..none
            },
            HandValue::HkosLimit => ValueFields {
                limit: Some(LimitValue::Flag(true)),
                ..none
            },
            HandValue::Fan(fan) => ValueFields {
                fan: Some(fan),
                ..none
            },
            HandValue::Unclear(fields) => fields,
        }
    }
}

/// A winner as stored: today's flat fields, in today's order.
#[derive(Serialize, Deserialize)]
struct WinnerRaw {
    seat: Seat,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    han: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    fu: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    limit: Option<LimitValue>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    yakuman: Option<u32>,
    /// Hong Kong Old Style: the faan of the hand (3 at least; 13 or more is the limit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    faan: Option<u32>,
    /// MCR: the fan of the hand, flowers included (8 at least).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    fan: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pao: Option<Seat>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "tiles_or_nothing"
    )]
    tiles: Option<Box<WinTiles>>,
}

impl From<WinnerRaw> for Winner {
    fn from(raw: WinnerRaw) -> Winner {
        let fields = ValueFields {
            han: raw.han,
            fu: raw.fu,
            limit: raw.limit,
            yakuman: raw.yakuman,
            faan: raw.faan,
            fan: raw.fan,
        };
        Winner {
            seat: raw.seat,
            value: fields.into_value(),
            pao: raw.pao,
            tiles: raw.tiles,
        }
    }
}

impl From<Winner> for WinnerRaw {
    fn from(w: Winner) -> WinnerRaw {
        let f = w.value.fields();
        WinnerRaw {
            seat: w.seat,
            han: f.han,
            fu: f.fu,
            limit: f.limit,
            yakuman: f.yakuman,
            faan: f.faan,
            fan: f.fan,
            pao: w.pao,
            tiles: w.tiles,
        }
    }
}

/// Why a winner's value is not one the style accepts. Each message says what to write.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ValueError {
    #[error("winner {}: no value given; give `han` and `fu`, a `limit` or `yakuman`", seat_label(.seat))]
    MissingValue { seat: Seat },
    #[error("winner {}: give exactly one of `han` (with `fu`), `limit` or `yakuman`", seat_label(.seat))]
    AmbiguousValue { seat: Seat },
    #[error("winner {}: `fu` is given without `han`", seat_label(.seat))]
    FuWithoutHan { seat: Seat },
    #[error("winner {}: write a yakuman as \"yakuman\": 1 (or the number of yakuman), not as a limit", seat_label(.seat))]
    YakumanAsLimit { seat: Seat },
    #[error("winner {}: `yakuman` must be at least 1", seat_label(.seat))]
    ZeroYakuman { seat: Seat },
    #[error("winner {}: {count} yakuman is more than one hand can hold (at most {max}); check the value", seat_label(.seat), max = MAX_YAKUMAN)]
    TooManyYakuman { seat: Seat, count: u32 },
    #[error("winner {}: give {expected}; this hand has {found}", seat_label(.seat))]
    WrongValueShape {
        seat: Seat,
        expected: &'static str,
        found: &'static str,
    },
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

impl Winner {
    /// A winner of this value, without a liable player or tiles.
    pub fn new(seat: Seat, value: HandValue) -> Winner {
        Winner {
            seat,
            value,
            pao: None,
            tiles: None,
        }
    }

    /// A han/fu win.
    pub fn han_fu(seat: Seat, han: u32, fu: u32) -> Winner {
        Winner::new(seat, HandValue::HanFu { han, fu: Some(fu) })
    }

    /// A win paid as a named limit below yakuman.
    pub fn limit(seat: Seat, limit: Limit) -> Winner {
        Winner::new(seat, HandValue::Limit(limit))
    }

    /// A Hong Kong Old Style win of `faan` faan.
    pub fn faan(seat: Seat, faan: u32) -> Winner {
        Winner::new(seat, HandValue::Faan(faan))
    }

    /// An MCR win of `fan` fan.
    pub fn fan(seat: Seat, fan: u32) -> Winner {
        Winner::new(seat, HandValue::Fan(fan))
    }

    /// A Hong Kong Old Style limit hand (`"limit": true`).
    pub fn hkos_limit(seat: Seat) -> Winner {
        Winner::new(seat, HandValue::HkosLimit)
    }

    /// A win of `count` yakuman.
    pub fn yakuman(seat: Seat, count: u32) -> Winner {
        Winner::new(seat, HandValue::Yakuman(count))
    }

    /// The same win with a liable player.
    pub fn with_pao(self, liable: Seat) -> Winner {
        Winner {
            pao: Some(liable),
            ..self
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
            false_wins: Vec::new(),
        }
    }

    /// The same hand with these false wins (MCR).
    pub fn with_false_wins(self, false_wins: &[FalseWin]) -> Hand {
        Hand {
            false_wins: false_wins.to_vec(),
            ..self
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
                Hand::tsumo(Winner::new(st(0), HandValue::HanFu { han: 5, fu: None }))
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
    fn every_kind_of_value_reads_as_its_variant_and_writes_back_as_stored() {
        let cases: &[(&str, HandValue)] = &[
            (
                r#"{"seat":1,"han":3,"fu":30}"#,
                HandValue::HanFu {
                    han: 3,
                    fu: Some(30),
                },
            ),
            (
                r#"{"seat":1,"han":6}"#,
                HandValue::HanFu { han: 6, fu: None },
            ),
            (
                r#"{"seat":1,"limit":"haneman"}"#,
                HandValue::Limit(Limit::Haneman),
            ),
            (
                r#"{"seat":1,"limit":"yakuman"}"#,
                HandValue::Limit(Limit::Yakuman),
            ),
            (r#"{"seat":1,"yakuman":2}"#, HandValue::Yakuman(2)),
            (r#"{"seat":1,"faan":7}"#, HandValue::Faan(7)),
            (r#"{"seat":1,"limit":true}"#, HandValue::HkosLimit),
            (r#"{"seat":1,"fan":12}"#, HandValue::Fan(12)),
            (
                r#"{"seat":1,"faan":5,"fan":8}"#,
                HandValue::Unclear(ValueFields {
                    faan: Some(5),
                    fan: Some(8),
                    ..ValueFields::default()
                }),
            ),
            (
                r#"{"seat":1,"han":3,"fu":30,"fan":8}"#,
                HandValue::Unclear(ValueFields {
                    han: Some(3),
                    fu: Some(30),
                    fan: Some(8),
                    ..ValueFields::default()
                }),
            ),
            (
                r#"{"seat":1,"han":3,"yakuman":1}"#,
                HandValue::Unclear(ValueFields {
                    han: Some(3),
                    yakuman: Some(1),
                    ..ValueFields::default()
                }),
            ),
            (
                r#"{"seat":1,"fu":30}"#,
                HandValue::Unclear(ValueFields {
                    fu: Some(30),
                    ..ValueFields::default()
                }),
            ),
            (
                r#"{"seat":1,"limit":false}"#,
                HandValue::Unclear(ValueFields {
                    limit: Some(LimitValue::Flag(false)),
                    ..ValueFields::default()
                }),
            ),
            (
                r#"{"seat":1,"limit":true,"faan":5}"#,
                HandValue::Unclear(ValueFields {
                    limit: Some(LimitValue::Flag(true)),
                    faan: Some(5),
                    ..ValueFields::default()
                }),
            ),
            (r#"{"seat":1}"#, HandValue::Unclear(ValueFields::default())),
        ];
        for (json, value) in cases {
            let w: Winner = serde_json::from_str(json).unwrap_or_else(|e| panic!("{json}: {e}"));
            assert_eq!(w.value, *value, "{json}");
            assert_eq!(serde_json::to_string(&w).unwrap(), *json);
        }
        // The pao and the tiles keep their places after the value fields.
        let json = r#"{"seat":3,"yakuman":1,"pao":1,"tiles":{"concealed":"1m","win_tile":"1m"}}"#;
        let w: Winner = serde_json::from_str(json).unwrap();
        assert_eq!((w.value, w.pao), (HandValue::Yakuman(1), Some(st(1))));
        assert_eq!(serde_json::to_string(&w).unwrap(), json);
    }

    #[test]
    fn penalties_of_either_shape_and_false_wins_read_and_write_as_stored() {
        // A Hong Kong Old Style hand as stored before MCR existed, and an MCR hand.
        let hkos = r#"{"outcome":"draw","dead":[2],"penalties":[{"seat":0,"each":8}]}"#;
        let hand: Hand = serde_json::from_str(hkos).unwrap();
        assert_eq!(hand.penalties, [TablePenalty::each(st(0), 8)]);
        assert!(hand.false_wins.is_empty());
        assert_eq!(serde_json::to_string(&hand).unwrap(), hkos);

        let mcr = r#"{"outcome":"ron","discarder":0,"winners":[{"seat":3,"fan":24}],"penalties":[{"seat":1,"points":10}],"false_wins":[{"seat":2,"kind":"under_minimum"},{"seat":0,"kind":"not_winning"}]}"#;
        let hand: Hand = serde_json::from_str(mcr).unwrap();
        assert_eq!(hand.penalties, [TablePenalty::taken(st(1), 10)]);
        assert_eq!(
            hand.false_wins,
            [
                FalseWin {
                    seat: st(2),
                    kind: FalseWinKind::UnderMinimum
                },
                FalseWin {
                    seat: st(0),
                    kind: FalseWinKind::NotWinning
                }
            ]
        );
        assert_eq!(serde_json::to_string(&hand).unwrap(), mcr);
        assert!(serde_json::from_str::<Hand>(
            r#"{"outcome":"draw","false_wins":[{"seat":2,"kind":"bad"}]}"#
        )
        .is_err());
    }
}
