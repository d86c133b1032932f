//! An MCR hand scored from its tiles: every reading of the hand, the 81 fan with the official
//! exclusion principles, the best reading, flowers, and the payments (docs/mcr-fan.md; the
//! batch interface is docs/mcr.md).
//!
//! `shape` finds the readings on tile counts, `fans` scores each one and keeps the best,
//! `names` holds the fan's names and values.
//!
//! The input is a hand already read and checked ([`McrHand`]: tile counts that can exist,
//! melds of the right shape); reading a line or a form into one is the caller's.

use crate::engine::tiles::{Counts, Tile};

mod fans;
mod held;
mod names;
mod sets;
mod shape;
mod table;
#[cfg(test)]
mod tests;

pub use names::FAN_KINDS;

/// One of the 81 fan, in the reference order, and the reference library's one extension.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Fan {
    BigFourWinds,
    BigThreeDragons,
    AllGreen,
    NineGates,
    FourKongs,
    SevenShiftedPairs,
    ThirteenOrphans,
    AllTerminals,
    LittleFourWinds,
    LittleThreeDragons,
    AllHonors,
    FourConcealedPungs,
    PureTerminalChows,
    QuadrupleChow,
    FourPureShiftedPungs,
    FourPureShiftedChows,
    ThreeKongs,
    AllTerminalsAndHonors,
    SevenPairs,
    GreaterHonorsAndKnittedTiles,
    AllEvenPungs,
    FullFlush,
    PureTripleChow,
    PureShiftedPungs,
    UpperTiles,
    MiddleTiles,
    LowerTiles,
    PureStraight,
    ThreeSuitedTerminalChows,
    PureShiftedChows,
    AllFives,
    TriplePung,
    ThreeConcealedPungs,
    LesserHonorsAndKnittedTiles,
    KnittedStraight,
    UpperFour,
    LowerFour,
    BigThreeWinds,
    MixedStraight,
    ReversibleTiles,
    MixedTripleChow,
    MixedShiftedPungs,
    ChickenHand,
    LastTileDraw,
    LastTileClaim,
    OutWithReplacementTile,
    RobbingTheKong,
    AllPungs,
    HalfFlush,
    MixedShiftedChows,
    AllTypes,
    MeldedHand,
    TwoConcealedKongs,
    TwoDragonPungs,
    OutsideHand,
    FullyConcealedHand,
    TwoMeldedKongs,
    LastTile,
    DragonPung,
    PrevalentWind,
    SeatWind,
    ConcealedHand,
    AllChows,
    TileHog,
    DoublePung,
    TwoConcealedPungs,
    ConcealedKong,
    AllSimples,
    PureDoubleChow,
    MixedDoubleChow,
    ShortStraight,
    TwoTerminalChows,
    PungOfTerminalsOrHonors,
    MeldedKong,
    OneVoidedSuit,
    NoHonors,
    EdgeWait,
    ClosedWait,
    SingleWait,
    SelfDrawn,
    FlowerTiles,
    /// One concealed kong and one melded kong together (5 fan), as the reference library counts
    /// them instead of concealed kong 2 + melded kong 1.
    ConcealedKongAndMeldedKong,
}

/// A set declared during play, by its kind and its lowest tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct McrMeld {
    pub kind: McrMeldKind,
    /// The lowest tile of a chow; the tile of a pung or kong.
    pub first: Tile,
}

/// The kinds of declared set MCR tells apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum McrMeldKind {
    Chow,
    Pung,
    /// Called from a discard or promoted from a pung: scored alike.
    MeldedKong,
    ConcealedKong,
}

/// A winning hand as read and checked: the concealed part, the declared sets and the
/// situation of the win.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct McrHand {
    /// The concealed tiles, the winning tile included (14 − 3 × melds tiles).
    pub concealed: Counts,
    pub melds: Vec<McrMeld>,
    /// The winning tile (counted in `concealed`).
    pub win_tile: Tile,
    /// Flowers and seasons set aside, 0–8.
    pub flowers: u8,
    /// Won on a self-drawn tile (else on a discard).
    pub self_drawn: bool,
    /// The winning tile is the wall's last.
    pub last_tile: bool,
    /// Self-drawn: the replacement tile after a kong; on a discard: a robbed kong.
    pub kong: bool,
    /// The winning tile is the last of its kind (the other three visible).
    pub fourth_tile: bool,
    /// The winner's seat wind and the prevalent wind: `Tile::EAST` … `Tile::NORTH`.
    pub seat_wind: Tile,
    pub prevalent_wind: Tile,
}

/// One fan kind of a scored hand and how many times it counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FanCount {
    pub fan: Fan,
    pub count: u32,
}

/// A hand's best reading: its total (flowers included) and the fan that make it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct McrScore {
    pub total: u32,
    pub fans: Vec<FanCount>,
}

/// Why a hand cannot be declared a win.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum McrRefusal {
    /// No reading as four sets and a pair, seven pairs, thirteen orphans, honours and knitted
    /// tiles, or a knitted straight with a set and a pair.
    NotWinningShape,
    /// The best total without flowers, under the 8-fan minimum.
    UnderMinimum(u32),
}

/// What each player pays the winner (base 8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct McrPayments {
    /// Self-drawn: each of the three others.
    pub self_pick_each: u32,
    /// On a discard: the discarder.
    pub discarder: u32,
    /// On a discard: each of the two others.
    pub others_each: u32,
}

impl Fan {
    /// Every fan kind in the reference order.
    pub fn all() -> impl Iterator<Item = Fan> {
        names::FANS.iter().map(|info| info.fan)
    }

    /// The canonical snake_case name (docs/mcr-fan.md).
    pub fn name(self) -> &'static str {
        names::FANS[self as usize].name
    }

    /// Fan for one of it.
    pub fn value(self) -> u32 {
        names::FANS[self as usize].value
    }

    /// The reference library's Chinese name.
    pub fn chinese_name(self) -> &'static str {
        names::FANS[self as usize].chinese
    }

    /// The reference library's English name.
    pub fn english_name(self) -> &'static str {
        names::FANS[self as usize].english
    }

    /// The fan with this name: canonical, the reference library's English or Chinese, compared
    /// case- and punctuation-insensitively ("honours" = "honors").
    pub fn from_name(name: &str) -> Option<Fan> {
        names::find(name)
    }
}

/// The hand's best reading, or why it is not a win.
///
/// Every reading is scored (docs/mcr-fan.md) and the highest total kept; flowers are added
/// after the 8-fan minimum is checked, which they do not count towards.
pub fn score(hand: &McrHand) -> Result<McrScore, McrRefusal> {
    if !well_formed(hand) {
        return Err(McrRefusal::NotWinningShape);
    }
    let context = fans::Context::new(hand);
    let best = fans::best_reading(&context).ok_or(McrRefusal::NotWinningShape)?;
    let base = best.total();
    if base < MINIMUM_FAN {
        return Err(McrRefusal::UnderMinimum(base));
    }
    let mut counted: Vec<FanCount> = best
        .counted()
        .map(|(fan, count)| FanCount { fan, count })
        .collect();
    if hand.flowers > 0 {
        counted.push(FanCount {
            fan: Fan::FlowerTiles,
            count: u32::from(hand.flowers),
        });
    }
    Ok(McrScore {
        total: base + u32::from(hand.flowers),
        fans: counted,
    })
}

/// The shape the caller promises (14 tiles with kongs as three, at most four declared sets, a
/// chow that fits in its suit, the winning tile concealed). A hand that breaks it is not a win;
/// checking here keeps the search from reading outside the tile table.
fn well_formed(hand: &McrHand) -> bool {
    let concealed: usize = hand.concealed.iter().map(|&c| usize::from(c)).sum();
    let chows_fit = hand
        .melds
        .iter()
        .all(|m| m.kind != McrMeldKind::Chow || (!m.first.is_honor() && m.first.number() <= 7));
    hand.melds.len() <= 4
        && concealed + 3 * hand.melds.len() == 14
        && chows_fit
        && hand.concealed[hand.win_tile.index()] > 0
}

/// The fewest fan a win needs, flowers not counted.
pub const MINIMUM_FAN: u32 = 8;

/// The payments for a hand of `total` fan (flowers included).
pub fn payments(total: u32) -> McrPayments {
    McrPayments {
        self_pick_each: total + 8,
        discarder: total + 8,
        others_each: 8,
    }
}
