//! A Zung Jung hand scored from its tiles (docs/zung-jung.md): every reading of the hand, the 44
//! patterns of v3.3 with the series rule, the best reading (freedom of count), the compound
//! limit, the chicken hand, and the payments.
//!
//! `line` reads a hand's written fields (mpsz strings, a meld kind by name, a wind by letter)
//! into a [`ZjHand`]; `readings` finds the ways the hand can be read; `count` finds the patterns
//! of one reading; `patterns` holds their names and values. [`score`] checks a hand that can be
//! read but cannot exist (`invalid_hand`) before scoring it, so a hand typed on a form and one
//! read from a line are refused for the same reasons. Like the rest of the engine it does no I/O.

use crate::engine::tiles::{Counts, Tile};

mod count;
pub mod line;
mod patterns;
mod readings;
mod sets;
#[cfg(test)]
mod tests;
mod words;

pub use patterns::{Pattern, PatternInfo, PATTERNS, PATTERN_KINDS};

/// The two presets of the style: they score alike but for a hand with no pattern.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Variant {
    /// A winning hand with no pattern scores 1 (the chicken hand).
    ZungJung,
    /// World Series of Mahjong: a hand needs at least one pattern to win.
    Wsom,
}

impl Variant {
    /// The preset id of the variant, as a line's `ruleset` names it.
    pub fn ruleset(self) -> &'static str {
        match self {
            Variant::ZungJung => "zung-jung",
            Variant::Wsom => "wsom",
        }
    }

    /// The variant a preset id names, if it is one of the two.
    pub fn from_ruleset(id: &str) -> Option<Variant> {
        match id {
            "zung-jung" => Some(Variant::ZungJung),
            "wsom" => Some(Variant::Wsom),
            _ => None,
        }
    }
}

/// How a set was declared: the five kinds a riichi hand's melds have, written with the same
/// names (`chi`, `pon`, `kan`, `ankan`, `shouminkan`); a kong is any of the three kans.
pub use crate::engine::hand::MeldKind;

/// One declared set: its kind and its tiles (any order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ZjMeld {
    pub kind: MeldKind,
    pub tiles: Vec<Tile>,
}

/// A winning hand as held: every tile (the 14, plus one per kong, meld tiles and the winning
/// tile included), the declared sets, the winning tile and how it was won.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ZjHand {
    /// How many of each tile kind the hand holds, indexed by `Tile::index`.
    pub tiles: Counts,
    pub melds: Vec<ZjMeld>,
    pub win_tile: Tile,
    pub how_won: HowWon,
    /// The winner's own wind, `Tile::EAST` to `Tile::NORTH`.
    pub seat_wind: Tile,
}

/// How a hand was won: the situation flags, the same as written on an input line and as held
/// in a [`ZjHand`], so the reader passes them through untouched.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HowWon {
    /// Self-drawn (`false`: won on a discard, or by robbing a kong).
    pub tsumo: bool,
    /// The winning tile is the last tile of the wall.
    pub last_tile: bool,
    /// Self-drawn on the replacement tile after a kong.
    pub kong_replacement: bool,
    /// Won on the tile another player added to a called triplet.
    pub robbing_kong: bool,
    pub blessing_of_heaven: bool,
    pub blessing_of_earth: bool,
}

/// One pattern of the chosen reading and how many times it counts (`value_honor` once per
/// set; every other pattern once).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Counted {
    pub pattern: Pattern,
    pub count: u32,
}

impl Counted {
    /// The points this entry adds before the limit.
    pub fn points(&self) -> u32 {
        self.pattern.points() * self.count
    }
}

/// A hand's score: the points after the limit rule (what the payments use), the additive sum
/// before it, and every pattern of the chosen reading, in list order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scored {
    pub points: u32,
    pub raw_points: u32,
    pub patterns: Vec<Counted>,
}

/// Why a hand gives no score; the word before the colon is the batch interface's error word.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScoreError {
    /// A field that cannot be read.
    #[error("bad_notation: {0}")]
    BadNotation(String),
    /// Readable, but no such hand can exist.
    #[error("invalid_hand: {0}")]
    InvalidHand(Impossible),
    #[error(
        "not_winning_shape: no reading as four sets and a pair, seven pairs or thirteen terminals"
    )]
    NotWinningShape,
    #[error("no_pattern: the hand has no pattern (a chicken hand), which cannot win under wsom")]
    NoPattern,
}

/// A hand that can be read but cannot exist: the kind and its facts (which tile, which meld,
/// how many); the words are in `words.rs`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Impossible {
    /// More than four copies of `tile`.
    TooManyCopies { tile: Tile, count: u8 },
    /// More than four melds.
    TooManyMelds { count: usize },
    /// Meld `index` (0-based) is not a set of its kind.
    NotAMeld { index: usize, meld: ZjMeld },
    /// The hand holds `found` tiles where its kongs call for `expected`.
    TileCount { found: u32, expected: u32 },
    /// Meld `index`'s tiles are not all in the hand.
    MeldNotInHand { index: usize, meld: ZjMeld },
    /// The winning tile is only among the melds' tiles.
    WinTileNotConcealed { tile: Tile },
    /// A win on a kong's replacement tile without tsumo or without a kong.
    KongReplacementWithoutKongTsumo,
    /// Robbing a kong with tsumo or on the last tile.
    RobbingKongNotOnADiscard,
    /// The robbed tile is the fourth copy, yet the hand holds another.
    RobbedTileHeldTwice { tile: Tile },
    /// Blessing of heaven other than East's tsumo with no melds and no other flag.
    BlessingOfHeavenMisplaced,
    /// Blessing of earth other than another seat's discard win with no melds.
    BlessingOfEarthMisplaced,
}

/// What each player pays for a hand of `points` (par score 25; the winner collects 3 × points
/// whatever happens).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Payments {
    /// Self-drawn: each of the three others pays this.
    pub self_pick_each: u32,
    /// Won on a discard (or a robbed kong): what the discarder pays.
    pub discarder: u32,
    /// Won on a discard: what each of the two other players pays.
    pub others_each: u32,
}

/// The par score: above it, the two players who did not discard pay it and the discarder the rest.
pub const PAR: u32 = 25;

/// The compound limit: a sum of patterns above it scores this, unless a single pattern is worth more.
pub const LIMIT: u32 = 320;

/// The Zung Jung payoff for a hand of `points`.
pub fn payments(points: u32) -> Payments {
    Payments {
        self_pick_each: points,
        discarder: if points <= PAR {
            points
        } else {
            3 * points - 2 * PAR
        },
        others_each: points.min(PAR),
    }
}

/// The score of a winning hand under `variant`: the hand is checked (`InvalidHand`), read every
/// way it can be (`NotWinningShape` if none), and the reading with the most points, then the
/// most raw points, is kept.
pub fn score(hand: &ZjHand, variant: Variant) -> Result<Scored, ScoreError> {
    let concealed = check(hand).map_err(ScoreError::InvalidHand)?;
    let best = readings::best(hand, &concealed).ok_or(ScoreError::NotWinningShape)?;
    if best.patterns.is_empty() {
        return match variant {
            Variant::ZungJung => Ok(Scored {
                points: Pattern::ChickenHand.points(),
                raw_points: Pattern::ChickenHand.points(),
                patterns: vec![Counted {
                    pattern: Pattern::ChickenHand,
                    count: 1,
                }],
            }),
            Variant::Wsom => Err(ScoreError::NoPattern),
        };
    }
    Ok(best)
}

/// The limit rule on a reading's patterns: the sum up to 320; above it 320, or the value of the
/// most valuable single pattern where that is more (nothing added to it).
pub fn limited(raw_points: u32, patterns: &[Counted]) -> u32 {
    if raw_points <= LIMIT {
        return raw_points;
    }
    let largest = patterns
        .iter()
        .map(|c| c.pattern.points())
        .max()
        .unwrap_or(0);
    largest.max(LIMIT)
}

/// The checks of a hand that can be read but cannot exist, in the documented order; the
/// concealed part (the hand minus its melds) when it passes.
fn check(hand: &ZjHand) -> Result<Counts, Impossible> {
    if let Some((index, &count)) = hand.tiles.iter().enumerate().find(|(_, &c)| c > 4) {
        let tile = Tile::new(index as u8).expect("a count index is a tile");
        return Err(Impossible::TooManyCopies { tile, count });
    }
    if hand.melds.len() > 4 {
        return Err(Impossible::TooManyMelds {
            count: hand.melds.len(),
        });
    }
    if let Some(index) = hand
        .melds
        .iter()
        .position(|meld| readings::meld_set(meld).is_none())
    {
        return Err(Impossible::NotAMeld {
            index,
            meld: hand.melds[index].clone(),
        });
    }
    let kongs = hand.melds.iter().filter(|m| m.kind.is_kan()).count() as u32;
    let found: u32 = hand.tiles.iter().map(|&c| u32::from(c)).sum();
    if found != 14 + kongs {
        return Err(Impossible::TileCount {
            found,
            expected: 14 + kongs,
        });
    }
    let mut concealed = hand.tiles;
    for (index, meld) in hand.melds.iter().enumerate() {
        for tile in &meld.tiles {
            let have = &mut concealed[tile.index()];
            *have = have
                .checked_sub(1)
                .ok_or_else(|| Impossible::MeldNotInHand {
                    index,
                    meld: meld.clone(),
                })?;
        }
    }
    if concealed[hand.win_tile.index()] == 0 {
        return Err(Impossible::WinTileNotConcealed {
            tile: hand.win_tile,
        });
    }
    check_flags(hand)?;
    Ok(concealed)
}

/// The rules between the situation flags (docs/zung-jung.md "Input line").
fn check_flags(hand: &ZjHand) -> Result<(), Impossible> {
    let HowWon {
        tsumo,
        last_tile,
        kong_replacement,
        robbing_kong,
        blessing_of_heaven,
        blessing_of_earth,
    } = hand.how_won;
    if kong_replacement && !(tsumo && hand.melds.iter().any(|m| m.kind.is_kan())) {
        return Err(Impossible::KongReplacementWithoutKongTsumo);
    }
    if robbing_kong {
        if tsumo || last_tile {
            return Err(Impossible::RobbingKongNotOnADiscard);
        }
        if hand.tiles[hand.win_tile.index()] != 1 {
            return Err(Impossible::RobbedTileHeldTwice {
                tile: hand.win_tile,
            });
        }
    }
    if blessing_of_heaven
        && !(tsumo
            && hand.seat_wind == Tile::EAST
            && hand.melds.is_empty()
            && !last_tile
            && !kong_replacement
            && !robbing_kong
            && !blessing_of_earth)
    {
        return Err(Impossible::BlessingOfHeavenMisplaced);
    }
    if blessing_of_earth
        && !(!tsumo
            && hand.seat_wind != Tile::EAST
            && hand.melds.is_empty()
            && !last_tile
            && !robbing_kong)
    {
        return Err(Impossible::BlessingOfEarthMisplaced);
    }
    Ok(())
}
