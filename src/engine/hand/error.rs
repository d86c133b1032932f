//! Why a hand could not be scored, and in which field: a file of its own, so that the styles
//! that read hands (sanma's tiles) name the error without importing the scorer that uses them.
//!
//! Every refusal is a kind and its facts (which tile, how many, which meld); the sentences are
//! in `words.rs`, the one place a translation replaces. Nothing here builds text, so refusing a
//! hand on the hot path allocates nothing but the tiles a person wrote.

use crate::engine::hand::notation::MeldKind;
use crate::engine::tiles::{Counts, NotationError, Tile};

/// Which input field a notation error was found in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Hand,
    WinTile,
    /// The tiles of the meld at this index (0-based, as in the input list).
    Meld(usize),
    DoraIndicators,
    UraIndicators,
}

/// Why a hand could not be scored. `Display` gives the spec's error text: a short machine word,
/// a colon, and a message a person can act on; [`HandError::code`] gives the word alone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandError {
    BadNotation {
        field: Field,
        error: NotationError,
    },
    /// Tiles that cannot exist together (too many copies, wrong count, melds not in the hand).
    InvalidHand(ImpossibleHand),
    /// A meld that is not a meld (`chi` of `135m`, `pon` of two tiles, …).
    InvalidMeld(BadMeld),
    /// Situation flags that contradict each other or the hand.
    InvalidSituation(SituationConflict),
    /// The concealed tiles form neither four sets and a pair, seven pairs nor thirteen orphans.
    NotWinningShape,
    /// A winning shape without a yaku (dora alone do not count).
    NoYaku,
}

impl std::error::Error for HandError {}

impl HandError {
    /// The machine word that opens the error text.
    pub fn code(&self) -> &'static str {
        match self {
            HandError::BadNotation { .. } => "bad_notation",
            HandError::InvalidHand(_) => "invalid_hand",
            HandError::InvalidMeld(_) => "invalid_meld",
            HandError::InvalidSituation(_) => "invalid_situation",
            HandError::NotWinningShape => "not_winning_shape",
            HandError::NoYaku => "no_yaku",
        }
    }
}

impl From<ImpossibleHand> for HandError {
    fn from(kind: ImpossibleHand) -> Self {
        HandError::InvalidHand(kind)
    }
}

impl From<BadMeld> for HandError {
    fn from(kind: BadMeld) -> Self {
        HandError::InvalidMeld(kind)
    }
}

impl From<SituationConflict> for HandError {
    fn from(kind: SituationConflict) -> Self {
        HandError::InvalidSituation(kind)
    }
}

/// Tiles that cannot all be in one hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImpossibleHand {
    /// The winning tile field holds no tile or several; `written` is the field as written.
    WinTileNotOne { written: String },
    /// More than four copies of `tile` in the hand.
    TooManyCopies { tile: Tile, count: u32 },
    /// More than four copies of `tile` once the dora and ura indicators are counted.
    TooManyWithIndicators { tile: Tile, count: u32 },
    /// More indicators in `field` than a wall can show.
    TooManyIndicators { field: Field, count: u32, most: u32 },
    /// Meld `meld` (0-based) uses `tile`, which the hand does not hold.
    MeldTileMissing { meld: usize, tile: Tile },
    /// Meld `meld` (0-based) has a red five the hand does not.
    MeldRedMissing { meld: usize },
    /// The hand holds `found` tiles where its kans call for `expected`.
    TileCount { found: u32, expected: u32 },
    /// The winning tile is only among the melds' tiles.
    WinTileNotConcealed { tile: Tile },
    /// Nuki declared under `preset`, which has none (only sanma sets North tiles aside).
    NukiOutsideSanma { nuki: u32, preset: &'static str },
    /// A tile of 2m to 8m, which sanma removes from the set.
    RemovedInSanma { tile: Tile },
    /// An indicator of 2m to 8m in `field`, which sanma removes from the set.
    IndicatorRemovedInSanma { field: Field, tile: Tile },
    /// More than four North tiles counting the nuki and the indicators.
    TooManyNorths { count: u32, nuki: u32 },
}

/// A meld that is not one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BadMeld {
    /// More than four melds.
    TooMany { count: usize },
    /// Meld `meld` says it was opened (or not) against what its kind is.
    OpenedDisagrees {
        meld: usize,
        kind: MeldKind,
        opened: bool,
    },
    /// Meld `meld`'s tiles (as counted) make no meld of its kind.
    NotAShape {
        meld: usize,
        kind: MeldKind,
        tiles: Counts,
    },
    /// A chii in sanma, where a run can only be called to win.
    ChiInSanma,
}

/// A field of a written hand (`tenbou score`'s line, the calculator's form) whose word the
/// engine does not know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BadInput {
    /// `letter`, written in the wind field `field` (`seat_wind`, `round_wind`), is no wind.
    Wind { field: &'static str, letter: String },
    /// `kind`, written as the kind of meld `meld` (0-based), is no meld kind.
    MeldKind { meld: usize, kind: String },
}

/// Situation flags that cannot all be true of one win, each named by the rule it breaks
/// (`validate::check_situation` says where the rules come from).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SituationConflict {
    DoubleRiichiWithoutRiichi,
    IppatsuWithoutRiichi,
    RiichiWhenOpen,
    RinshanWithoutKan,
    /// In sanma a north declaration draws a replacement tile as a kan does.
    RinshanWithoutKanOrNuki,
    RinshanByRon,
    /// `after_kan` is false when the replacement came from a north declaration.
    IppatsuWithRinshan {
        after_kan: bool,
    },
    ChankanByTsumo,
    ChankanHoldingAnotherCopy,
    HaiteiByRon,
    HouteiByTsumo,
    HaiteiWithRinshan,
    HouteiWithChankan,
    FirstTurnWithCalls,
    FirstTurnAfterOtherFlags,
    TenhouNotDealerTsumo,
    ChiihouNotNonDealerTsumo,
    RenhouNotNonDealerRon,
    /// Sanma has no North seat.
    NorthSeatInSanma,
    /// Sanma plays no North round.
    NorthRoundInSanma,
    /// Minefield's two seats are East and West.
    SeatNotInMinefield,
    /// Minefield draws no tile: every win is a ron.
    TsumoInMinefield,
    /// Minefield's riichi comes with the first discard, never before it.
    DoubleRiichiInMinefield,
}
