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
//! a player; a Zung Jung hand (docs/game-json.md "Zung Jung") a winner's `"points": P` and
//! `penalties` taken; a Chinese Classical hand (docs/game-json.md "Chinese Classical") every
//! player's `scores`; a Vietnamese hand (docs/game-json.md "Vietnamese") a winner's `"points": P`
//! with the `bonuses` ticked; an American hand (docs/game-json.md "American") a winner's
//! `"points": P` with the card's notes (`jokerless`, `singles_and_pairs`, `mark`, `line`) and the
//! hand's dead-hand `challenges`, and at a table of five the bettor's `bet`. Those fields are skipped when empty, so a riichi hand reads and writes byte for
//! byte as before;
//! which values a style accepts is the style's check (`Winner::value` in `styles::riichi`,
//! `Winner::hkos_value` in `styles::hkos`), each refusing the other's shape with the reason.

use serde::{Deserialize, Serialize};

use super::seat_label;
use crate::engine::payment::Limit;
use crate::engine::ruleset::TimeRule;

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
    /// American: the dead-hand challenges of this hand (docs/rules.md §10), settled after it.
    /// Absent in every other style, which refuses them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub challenges: Vec<Challenge>,
    /// Chinese Classical: every player's hand scored after a win, seat 0 first (docs/rules.md
    /// §11, docs/game-json.md "Chinese Classical"); the outcome's winner names whose is the
    /// winning hand. Absent in every other style, which refuses it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scores: Vec<PlayerScore>,
    /// American at a table of five: what the fifth person, the bettor, bet on before the hand
    /// (docs/rules.md §10, docs/game-json.md "American: a table of five"). Every hand of a game
    /// of five has one; every game of four refuses it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bet: Option<Bet>,
}

/// What the bettor of an American table of five bet on before the hand, stored as
/// `{"on": S}` (the chair, 0–3, of the player bet on) or `"wall"` (a wall game).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Bet {
    /// That the player in this chair wins the hand.
    On(Seat),
    /// That nobody wins (a wall game).
    #[serde(rename = "wall")]
    WallGame,
}

/// One player's hand as a Chinese Classical sheet scores it (docs/rules.md §11), stored as
/// `{"points": P, "doubles": D}`, `{"limit": true}` or `{"picks": ["id", …]}` (ids of the
/// style's list, one per time the hand has the entry). Numbers are kept as written, a negative
/// one included, so that the style's check refuses them with the reason.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "PlayerScoreRaw", into = "PlayerScoreRaw")]
pub enum PlayerScore {
    /// Points and doubles counted by the player.
    Counted { points: i64, doubles: i64 },
    /// A limit hand, named no further.
    Limit,
    /// Entries of the style's list, by id.
    Picks(Vec<String>),
}

/// A player's score as stored: exactly one of the three shapes.
#[derive(Serialize, Deserialize)]
struct PlayerScoreRaw {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    points: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    doubles: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    limit: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    picks: Option<Vec<String>>,
}

/// The three shapes of a stored player's score, for the message refusing any other.
pub const PLAYER_SCORE_SHAPES: &str =
    "{\"points\": P, \"doubles\": D}, {\"limit\": true} or {\"picks\": [\"id\", …]}";

impl TryFrom<PlayerScoreRaw> for PlayerScore {
    type Error = String;

    fn try_from(raw: PlayerScoreRaw) -> Result<PlayerScore, String> {
        match raw {
            PlayerScoreRaw {
                points: Some(points),
                doubles,
                limit: None,
                picks: None,
            } => Ok(PlayerScore::Counted {
                points,
                doubles: doubles.unwrap_or(0),
            }),
            PlayerScoreRaw {
                points: None,
                doubles: None,
                limit: Some(true),
                picks: None,
            } => Ok(PlayerScore::Limit),
            PlayerScoreRaw {
                points: None,
                doubles: None,
                limit: None,
                picks: Some(picks),
            } => Ok(PlayerScore::Picks(picks)),
            _ => Err(format!("a player's score is one of {PLAYER_SCORE_SHAPES}")),
        }
    }
}

impl From<PlayerScore> for PlayerScoreRaw {
    fn from(score: PlayerScore) -> PlayerScoreRaw {
        let mut raw = PlayerScoreRaw {
            points: None,
            doubles: None,
            limit: None,
            picks: None,
        };
        match score {
            PlayerScore::Counted { points, doubles } => {
                (raw.points, raw.doubles) = (Some(points), Some(doubles))
            }
            PlayerScore::Limit => raw.limit = Some(true),
            PlayerScore::Picks(picks) => raw.picks = Some(picks),
        }
        raw
    }
}

/// An American dead-hand challenge (docs/rules.md §10): `challenger` said `challenged`'s hand
/// was dead; shown at the end of the hand, it was `found_dead` or not, and the side that was
/// wrong pays the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Challenge {
    pub challenger: Seat,
    pub challenged: Seat,
    pub found_dead: bool,
}

/// What an American winner writes about the card's hand besides its value (docs/rules.md
/// §10): the jokerless double, the Singles and Pairs section, the card's mark and the hand's
/// line. Kept as written (the style's check reads them); absent in every other style, which
/// refuses them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CardNotes {
    pub jokerless: bool,
    pub singles_and_pairs: bool,
    /// The card's mark as written ("C" or "X").
    pub mark: Option<String>,
    /// The hand's line or name on the card.
    pub line: Option<String>,
}

impl CardNotes {
    /// The first note written, as another style names it when it refuses it; `None` when
    /// nothing is written.
    pub fn first_written(&self) -> Option<&'static str> {
        if self.jokerless {
            Some("a jokerless hand (`jokerless`, American's)")
        } else if self.singles_and_pairs {
            Some("a Singles and Pairs hand (`singles_and_pairs`, American's)")
        } else if self.mark.is_some() {
            Some("a card's mark (`mark`, American's)")
        } else if self.line.is_some() {
            Some("a card's line (`line`, American's)")
        } else {
            None
        }
    }
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
    /// American: what was written about the card's hand; `None` when nothing was.
    pub card: Option<Box<CardNotes>>,
    /// Vietnamese (docs/rules.md §12): the ids of the bonuses ticked, an id once per time the
    /// hand has it (`"king-queen"` twice for two pairs). Empty, and not stored, everywhere
    /// else; every other style refuses a winner with bonuses.
    pub bonuses: Vec<String>,
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
    /// A value typed as points, paid by the style's own settlement (`"points": 40`): Zung
    /// Jung's points; the styles whose values are written as a number of points (a card's
    /// value, a bonus total) use it too. Which numbers are possible is the style's check.
    Points(u32),
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
    pub points: Option<u32>,
}

impl ValueFields {
    /// The one kind these fields hold, or [`HandValue::Unclear`].
    pub fn into_value(self) -> HandValue {
        // The kind named by a field that is set; it is this value only if its own fields are
        // exactly these (nothing else set, `"limit": false` is not a limit).
        let kind = match self {
            ValueFields {
                han: Some(han), fu, ..
            } => HandValue::HanFu { han, fu },
            ValueFields {
                limit: Some(LimitValue::Named(limit)),
                ..
            } => HandValue::Limit(limit),
            ValueFields {
                limit: Some(LimitValue::Flag(true)),
                ..
            } => HandValue::HkosLimit,
            ValueFields {
                yakuman: Some(count),
                ..
            } => HandValue::Yakuman(count),
            ValueFields {
                faan: Some(faan), ..
            } => HandValue::Faan(faan),
            ValueFields { fan: Some(fan), .. } => HandValue::Fan(fan),
            ValueFields {
                points: Some(points),
                ..
            } => HandValue::Points(points),
            _ => return HandValue::Unclear(self),
        };
        if kind.fields() == self {
            kind
        } else {
            HandValue::Unclear(self)
        }
    }
}

impl HandValue {
    /// The stored fields of this value.
    pub fn fields(self) -> ValueFields {
        let mut fields = ValueFields::default();
        match self {
            HandValue::HanFu { han, fu } => (fields.han, fields.fu) = (Some(han), fu),
            HandValue::Limit(limit) => fields.limit = Some(LimitValue::Named(limit)),
            HandValue::Yakuman(count) => fields.yakuman = Some(count),
            HandValue::Faan(faan) => fields.faan = Some(faan),
            HandValue::HkosLimit => fields.limit = Some(LimitValue::Flag(true)),
            HandValue::Fan(fan) => fields.fan = Some(fan),
            HandValue::Points(points) => fields.points = Some(points),
            HandValue::Unclear(written) => fields = written,
        }
        fields
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
    /// A style whose values are typed points (Zung Jung): the points of the hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    points: Option<u32>,
    /// American: the hand was won without jokers (its value doubles).
    #[serde(default, skip_serializing_if = "is_false")]
    jokerless: bool,
    /// American: a hand of the card's Singles and Pairs section.
    #[serde(default, skip_serializing_if = "is_false")]
    singles_and_pairs: bool,
    /// American: the card's mark, "C" (concealed) or "X" (exposed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    mark: Option<String>,
    /// American: the hand's line or name on the card.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    line: Option<String>,
    /// Vietnamese: the bonuses ticked, multiplying the points (absent when none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    bonuses: Vec<String>,
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
            points: raw.points,
        };
        let card = CardNotes {
            jokerless: raw.jokerless,
            singles_and_pairs: raw.singles_and_pairs,
            mark: raw.mark,
            line: raw.line,
        };
        Winner {
            seat: raw.seat,
            value: fields.into_value(),
            pao: raw.pao,
            tiles: raw.tiles,
            card: (card != CardNotes::default()).then(|| Box::new(card)),
            bonuses: raw.bonuses,
        }
    }
}

impl From<Winner> for WinnerRaw {
    fn from(w: Winner) -> WinnerRaw {
        let f = w.value.fields();
        let card = w.card.map(|c| *c).unwrap_or_default();
        WinnerRaw {
            seat: w.seat,
            han: f.han,
            fu: f.fu,
            limit: f.limit,
            yakuman: f.yakuman,
            faan: f.faan,
            fan: f.fan,
            points: f.points,
            jokerless: card.jokerless,
            singles_and_pairs: card.singles_and_pairs,
            mark: card.mark,
            line: card.line,
            bonuses: w.bonuses,
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
    #[error("winner {}: {points} points is not a value a hand can have: {rule}", seat_label(.seat))]
    ImpossiblePoints {
        seat: Seat,
        points: u32,
        /// The values the style allows, in words.
        rule: &'static str,
    },
    #[error("winner {}: {reason}", seat_label(.seat))]
    Refused {
        seat: Seat,
        /// Why the value (or its bonuses) cannot be, in words.
        reason: String,
    },
    #[error("winner {}: give {expected}; this hand has {found}", seat_label(.seat))]
    WrongValueShape {
        seat: Seat,
        expected: &'static str,
        found: &'static str,
    },
    /// A style's own refusal of what was written with the value (American's card notes).
    #[error("winner {}: {reason}", seat_label(.seat))]
    NotOnTheCard { seat: Seat, reason: String },
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

impl Hand {
    /// Whether a winner of this hand has bonuses ticked (Vietnamese's, docs/rules.md §12),
    /// which every other style refuses.
    pub fn has_bonuses(&self) -> bool {
        match &self.outcome {
            Outcome::Ron { winners, .. } => winners.iter().any(|w| !w.bonuses.is_empty()),
            Outcome::Tsumo { winner } => !winner.bonuses.is_empty(),
            _ => false,
        }
    }

    /// The first riichi-only part of this hand, as a style without riichi names it when it
    /// refuses the hand: a riichi declared, agari-yame, or ending at time where the ruleset's
    /// `time_rule` does not end games at time.
    pub fn riichi_only_part(&self, time_rule: TimeRule) -> Option<&'static str> {
        if !self.riichi.is_empty() {
            Some("riichi")
        } else if self.dealer_stops {
            Some("agari-yame (`dealer_stops`)")
        } else if self.time_up && time_rule != TimeRule::FinishHand {
            Some("ending a game at time (`time_up`)")
        } else {
            None
        }
    }
}

#[cfg(test)]
#[path = "hand_tests.rs"]
mod tests;
