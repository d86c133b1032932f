//! The stored facts of one hand: what happened, exactly as the `hands[]` elements of
//! docs/game-json.md.
//!
//! Owns the serde shape of a hand (outcome tag in lower case, `dead`, `dealer_stops`,
//! `time_up`, `penalties`, winner values) and the reading of a winner's stored fields into a
//! [`HandValue`]. It must not compute payments or touch a game's state: that is each style's
//! game. Unknown fields, and fields belonging to another outcome, are ignored on reading, so
//! the web app can store each hand as this same JSON.
//!
//! The record holds what every style shares; what one style family writes of its own (riichi
//! declarations, MCR's false wins, Chinese Classical's `scores`, Vietnamese bonuses, American
//! challenges, card notes and bet) is one [`StyleFacts`] value (`facts.rs`, each family's type
//! in its style's folder). The JSON keeps today's flat fields through [`HandRaw`] and
//! [`WinnerRaw`], each family's fields skipped when empty, so every stored hand, game file and
//! printed document reads and writes byte for byte as before. Which values and facts a style
//! accepts is the style's check, each refusing another's with the reason.

use serde::{Deserialize, Serialize};

use super::facts::{
    trimmed, AmericanFacts, Bet, CardNotes, Challenge, ClassicalFacts, FalseWin, McrFacts,
    PlayerScore, RiichiFacts, StyleFacts, VietnameseFacts, WinnerFacts,
};
use super::seat_label;
use crate::engine::payment::Limit;
use crate::engine::ruleset::TimeRule;
use crate::engine::styles::clear::facts::ClearFacts;
use crate::engine::styles::mangan::facts::TagTeamFacts;

/// Most yakuman one hand can be declared with. No hand holds more than seven (double
/// daisuushii, double suuankou tanki, tsuuiisou, suukantsu, tenhou); the cap also keeps every
/// payment far inside `i32`.
pub const MAX_YAKUMAN: u32 = 10;

pub use crate::engine::seat::Seat;

fn is_false(b: &bool) -> bool {
    !*b
}

/// One hand: its outcome, what every style may carry, and its style family's own facts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "HandRaw", into = "HandRaw")]
pub struct Hand {
    pub outcome: Outcome,
    /// Seats with a dead hand in this hand.
    pub dead: Vec<Seat>,
    /// The dealer won South 4 and calls agari-yame (only where the ruleset has it).
    pub dealer_stops: bool,
    /// The round's time ran out while this hand was played: where the ruleset's time rule
    /// says so, the game ends after it with its scores as they stand.
    pub time_up: bool,
    /// Penalties recorded with this hand: paid to each other player in Hong Kong Old Style
    /// (docs/rules.md §7), taken from the player in MCR (docs/rules.md §8).
    pub penalties: Vec<TablePenalty>,
    /// What only one style family writes (riichi, false wins, players' scores, bonuses,
    /// challenges, card notes, the bet); [`StyleFacts::None`] for most hands.
    pub facts: StyleFacts,
}

/// A hand as stored: today's flat fields, in today's order.
#[derive(Serialize, Deserialize)]
struct HandRaw {
    #[serde(flatten)]
    outcome: OutcomeRaw,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    riichi: Vec<Seat>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    dead: Vec<Seat>,
    #[serde(default, skip_serializing_if = "is_false")]
    dealer_stops: bool,
    #[serde(default, skip_serializing_if = "is_false")]
    time_up: bool,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    penalties: Vec<TablePenalty>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    false_wins: Vec<FalseWin>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    challenges: Vec<Challenge>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    scores: Vec<PlayerScore>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    bet: Option<Bet>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    seated: Vec<u8>,
}

/// An outcome as stored, each winner with every field a winner may have.
#[derive(Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "lowercase")]
enum OutcomeRaw {
    Ron {
        discarder: Seat,
        winners: Vec<WinnerRaw>,
    },
    Tsumo {
        winner: WinnerRaw,
    },
    Draw {
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        tenpai: Vec<Seat>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        nagashi: Vec<Seat>,
    },
    Abortive {},
    Chombo {
        offender: Seat,
    },
}

/// What the winners of a stored outcome wrote for one style family each, in their order.
#[derive(Default)]
struct WinnersFacts {
    cards: Vec<Option<Box<CardNotes>>>,
    bonuses: Vec<Vec<String>>,
    conditions: Vec<Vec<String>>,
}

impl OutcomeRaw {
    /// The shared outcome, and what its winners wrote of their styles' own.
    fn split(self) -> (Outcome, WinnersFacts) {
        let mut facts = WinnersFacts::default();
        let mut winner = |raw: WinnerRaw| {
            let (winner, card, notes) = raw.split();
            facts.cards.push(card);
            facts.bonuses.push(notes.bonuses);
            facts.conditions.push(notes.conditions);
            winner
        };
        let outcome = match self {
            OutcomeRaw::Ron { discarder, winners } => Outcome::Ron {
                discarder,
                winners: winners.into_iter().map(&mut winner).collect(),
            },
            OutcomeRaw::Tsumo { winner: raw } => Outcome::Tsumo {
                winner: winner(raw),
            },
            OutcomeRaw::Draw { tenpai, nagashi } => Outcome::Draw { tenpai, nagashi },
            OutcomeRaw::Abortive {} => Outcome::Abortive {},
            OutcomeRaw::Chombo { offender } => Outcome::Chombo { offender },
        };
        (outcome, facts)
    }

    /// The stored outcome of `outcome`, each winner with what `facts` says it wrote.
    fn joined(outcome: Outcome, facts: &StyleFacts) -> OutcomeRaw {
        let raw = |index: usize, w: Winner| {
            let card = facts.card(index).cloned().unwrap_or_default();
            let notes = ListedNotes {
                bonuses: facts.bonuses(index).to_vec(),
                conditions: facts.conditions(index).to_vec(),
            };
            WinnerRaw::joined(w, card, notes)
        };
        match outcome {
            Outcome::Ron { discarder, winners } => OutcomeRaw::Ron {
                discarder,
                winners: winners
                    .into_iter()
                    .enumerate()
                    .map(|(i, w)| raw(i, w))
                    .collect(),
            },
            Outcome::Tsumo { winner } => OutcomeRaw::Tsumo {
                winner: raw(0, winner),
            },
            Outcome::Draw { tenpai, nagashi } => OutcomeRaw::Draw { tenpai, nagashi },
            Outcome::Abortive {} => OutcomeRaw::Abortive {},
            Outcome::Chombo { offender } => OutcomeRaw::Chombo { offender },
        }
    }
}

impl From<HandRaw> for Hand {
    fn from(raw: HandRaw) -> Hand {
        let (outcome, winners) = raw.outcome.split();
        let facts = StyleFacts::of_parts([
            StyleFacts::Riichi(RiichiFacts { riichi: raw.riichi }),
            StyleFacts::Mcr(McrFacts {
                false_wins: raw.false_wins,
            }),
            StyleFacts::ChineseClassical(ClassicalFacts { scores: raw.scores }),
            StyleFacts::Vietnamese(VietnameseFacts {
                bonuses: trimmed(winners.bonuses, Vec::is_empty),
            }),
            StyleFacts::American(AmericanFacts {
                challenges: raw.challenges,
                cards: trimmed(winners.cards, Option::is_none),
                bet: raw.bet,
            }),
            StyleFacts::Clear(ClearFacts {
                conditions: trimmed(winners.conditions, Vec::is_empty),
            }),
            StyleFacts::TagTeam(TagTeamFacts { seated: raw.seated }),
        ]);
        Hand {
            outcome,
            dead: raw.dead,
            dealer_stops: raw.dealer_stops,
            time_up: raw.time_up,
            penalties: raw.penalties,
            facts,
        }
    }
}

impl From<Hand> for HandRaw {
    fn from(hand: Hand) -> HandRaw {
        let facts = &hand.facts;
        HandRaw {
            outcome: OutcomeRaw::joined(hand.outcome, facts),
            riichi: facts.riichi().to_vec(),
            dead: hand.dead,
            dealer_stops: hand.dealer_stops,
            time_up: hand.time_up,
            penalties: hand.penalties,
            false_wins: facts.false_wins().to_vec(),
            challenges: facts.challenges().to_vec(),
            scores: facts.scores().to_vec(),
            bet: facts.bet(),
            seated: facts.seated().to_vec(),
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

/// A winner's `limit` as stored: riichi names the limit (`"mangan"` …), Hong Kong Old Style
/// writes `true` (its one limit). Both read here; the style decides which it accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum LimitValue {
    Named(Limit),
    Flag(bool),
}

/// What ended the hand. Stored as `"outcome": "ron" | "tsumo" | "draw" | "abortive" |
/// "chombo"` beside the outcome's own fields (through [`OutcomeRaw`]).
#[derive(Debug, Clone, PartialEq, Eq)]
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
        tenpai: Vec<Seat>,
        nagashi: Vec<Seat>,
    },
    /// Abortive draw (nine terminals, four winds, four riichi, four kans, …).
    Abortive {},
    /// `offender` committed a chombo; the hand is replayed.
    Chombo { offender: Seat },
}

/// A winner and the value declared for the hand. Stored as today's flat fields (`han`, `fu`,
/// `limit`, `yakuman`, `faan`: docs/game-json.md) through [`WinnerRaw`], so that every game
/// file, database row and printed document reads and writes byte for byte as before. What a
/// winner writes for one style only (American's card notes, Vietnamese bonuses) is the hand's
/// [`StyleFacts`]; the liable player is shared by the two families that have one (riichi and
/// Hong Kong Old Style), every other style refusing it in its own words.
#[derive(Debug, Clone, PartialEq, Eq)]
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
    /// Clear Mahjong: the condition yaku a hand typed by han and fu held (absent when none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    conditions: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pao: Option<Seat>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "tiles_or_nothing"
    )]
    tiles: Option<Box<WinTiles>>,
}

/// A winner alone reads and writes its shared fields; what it wrote for its style is its
/// hand's (see [`Hand`]), and is passed over here as any unknown field is.
impl Serialize for Winner {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        WinnerRaw::joined(self.clone(), CardNotes::default(), ListedNotes::default())
            .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Winner {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Winner, D::Error> {
        WinnerRaw::deserialize(deserializer).map(|raw| raw.split().0)
    }
}

/// What a stored winner lists for one style: Vietnamese's bonuses, Clear Mahjong's conditions.
#[derive(Default)]
struct ListedNotes {
    bonuses: Vec<String>,
    conditions: Vec<String>,
}

impl WinnerRaw {
    /// The shared winner, its card's notes (`None` when nothing is written) and its lists.
    fn split(self) -> (Winner, Option<Box<CardNotes>>, ListedNotes) {
        let fields = ValueFields {
            han: self.han,
            fu: self.fu,
            limit: self.limit,
            yakuman: self.yakuman,
            faan: self.faan,
            fan: self.fan,
            points: self.points,
        };
        let card = CardNotes {
            jokerless: self.jokerless,
            singles_and_pairs: self.singles_and_pairs,
            mark: self.mark,
            line: self.line,
        };
        let winner = Winner {
            seat: self.seat,
            value: fields.into_value(),
            pao: self.pao,
            tiles: self.tiles,
        };
        let card = (card != CardNotes::default()).then(|| Box::new(card));
        let notes = ListedNotes {
            bonuses: self.bonuses,
            conditions: self.conditions,
        };
        (winner, card, notes)
    }

    /// The stored winner of `w` with what it wrote for its style.
    fn joined(w: Winner, card: CardNotes, notes: ListedNotes) -> WinnerRaw {
        let f = w.value.fields();
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
            bonuses: notes.bonuses,
            conditions: notes.conditions,
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
    /// The winners of this hand in the order the outcome lists them (none where nobody won).
    pub fn winners(&self) -> &[Winner] {
        match &self.outcome {
            Outcome::Ron { winners, .. } => winners,
            Outcome::Tsumo { winner } => std::slice::from_ref(winner),
            _ => &[],
        }
    }

    /// What `winner`, one of this hand's, wrote for its style: its place in the outcome's list
    /// is found by identity (a winner borrowed from this hand), else by its seat.
    pub fn facts_of(&self, winner: &Winner) -> WinnerFacts<'_> {
        let winners = self.winners();
        let index = winners
            .iter()
            .position(|w| std::ptr::eq(w, winner))
            .or_else(|| winners.iter().position(|w| w.seat == winner.seat));
        index.map_or_else(WinnerFacts::default, |i| self.facts.of_winner(i))
    }

    /// Whether a winner of this hand has bonuses ticked (Vietnamese's, docs/rules.md §12).
    pub fn has_bonuses(&self) -> bool {
        self.facts.vietnamese_facts().is_some()
    }

    /// The first riichi-only part of this hand, as a style without riichi names it when it
    /// refuses the hand: a riichi declared, agari-yame, or ending at time where the ruleset's
    /// `time_rule` does not end games at time.
    pub fn riichi_only_part(&self, time_rule: TimeRule) -> Option<&'static str> {
        if !self.facts.riichi().is_empty() {
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
