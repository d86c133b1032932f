//! The words of a Zung Jung hand that cannot exist ([`Impossible`]), in one place so that a
//! translation finds them here: docs/zung-jung.md's error text after `invalid_hand: `, with the
//! line's field names (`melds[0]`, `win_tile`, `robbing_kong` …), which the web's form renames.

use super::{Impossible, MeldKind, ZjMeld};
use std::fmt;

/// A meld's tiles as written in the line (`123m`, one tile after another).
fn written(meld: &ZjMeld) -> String {
    meld.tiles.iter().map(|t| t.to_string()).collect()
}

impl fmt::Display for Impossible {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::TooManyCopies { tile, count } => {
                write!(f, "{count} copies of {tile} (there are 4 of each tile)")
            }
            Self::TooManyMelds { count } => write!(f, "{count} melds (a hand has at most 4)"),
            Self::NotAMeld { index, meld } => {
                let shape = match meld.kind {
                    MeldKind::Chi => "three consecutive tiles of one suit",
                    MeldKind::Pon => "three identical tiles",
                    _ => "four identical tiles",
                };
                write!(
                    f,
                    "melds[{index}] {} is not a {} ({shape})",
                    written(meld),
                    meld.kind.name()
                )
            }
            Self::TileCount { found, expected } => write!(
                f,
                "{found} tiles, {expected} expected (14 plus one per kong)"
            ),
            Self::MeldNotInHand { index, meld } => {
                write!(f, "melds[{index}] {} is not in hand", written(meld))
            }
            Self::WinTileNotConcealed { tile } => {
                write!(f, "win_tile {tile} is not in the concealed part of the hand")
            }
            Self::KongReplacementWithoutKongTsumo => {
                f.write_str("kong_replacement needs tsumo and a kong among the melds")
            }
            Self::RobbingKongNotOnADiscard => f.write_str(
                "robbing_kong is a win on another player's tile: not with tsumo or last_tile",
            ),
            Self::RobbedTileHeldTwice { tile } => write!(
                f,
                "robbing_kong: the robbed {tile} was the fourth copy, so the hand holds no other"
            ),
            Self::BlessingOfHeavenMisplaced => f.write_str(
                "blessing_of_heaven needs tsumo, seat_wind E, no melds and no other situation flag",
            ),
            Self::BlessingOfEarthMisplaced => f.write_str(
                "blessing_of_earth needs a discard win by a seat other than E, no melds, neither last_tile nor robbing_kong",
            ),
        }
    }
}
