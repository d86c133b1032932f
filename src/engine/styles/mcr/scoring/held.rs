//! The fan of the tiles held, whatever the reading: suits (no honours, one voided suit, half
//! and full flush, all types), tile traits (all simples, all green, reversible tiles, all
//! terminals and honours), the range of ranks (upper, middle, lower tiles and fours) and tile
//! hogs (docs/mcr-fan.md).

use super::shape::{is_dragon, is_suited, is_terminal, is_wind, rank_of, suit_of, Kind};
use super::table::FanTable;
use super::Fan;
use crate::engine::tiles::{Counts, KINDS};

/// Suits, tile traits and rank range of the tiles held.
pub(super) fn tile_fans(counts: &Counts) -> FanTable {
    let mut table = FanTable::default();
    suits(counts, &mut table);
    tile_traits(counts, &mut table);
    rank_range(counts, &mut table);
    table
}

pub(super) fn present(counts: &Counts) -> impl Iterator<Item = Kind> + '_ {
    (0..KINDS as Kind).filter(move |&t| counts[t as usize] > 0)
}

/// No honours, one voided suit, half and full flush, all types.
pub(super) fn suits(counts: &Counts, table: &mut FanTable) {
    let mut has_suit = [false; 4];
    for t in present(counts) {
        has_suit[suit_of(t) as usize] = true;
    }
    let honors = has_suit[3];
    let mut voided = has_suit[..3].iter().filter(|&&h| !h).count() as i16;
    let mut no_honors = !honors;
    if voided == 2 {
        voided = 0;
        if honors {
            table.set(Fan::HalfFlush, 1);
        } else {
            table.set(Fan::FullFlush, 1);
            no_honors = false;
        }
    }
    if no_honors {
        table.set(Fan::NoHonors, 1);
    }
    table.set(Fan::OneVoidedSuit, voided);
    if has_suit.iter().all(|&h| h) && present(counts).any(is_wind) && present(counts).any(is_dragon)
    {
        table.set(Fan::AllTypes, 1);
    }
}

const REVERSIBLE: [Kind; 14] = [9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31];
const GREEN: [Kind; 6] = [19, 20, 21, 23, 25, 32];

/// All simples, reversible tiles, all green, all honours, all terminals, all terminals and
/// honours.
pub(super) fn tile_traits(counts: &Counts, table: &mut FanTable) {
    let simples = present(counts).all(|t| is_suited(t) && !is_terminal(t));
    if simples {
        table.set(Fan::AllSimples, 1);
    }
    if present(counts).all(|t| REVERSIBLE.contains(&t)) {
        table.set(Fan::ReversibleTiles, 1);
    }
    if present(counts).all(|t| GREEN.contains(&t)) {
        table.set(Fan::AllGreen, 1);
    }
    if simples {
        return;
    }
    if present(counts).all(|t| !is_suited(t)) {
        table.set(Fan::AllHonors, 1);
    } else if present(counts).all(is_terminal) {
        table.set(Fan::AllTerminals, 1);
    } else if present(counts).all(|t| !is_suited(t) || is_terminal(t)) {
        table.set(Fan::AllTerminalsAndHonors, 1);
    }
}

/// Upper/lower four, upper/middle/lower tiles: suited tiles only, in a band of ranks.
pub(super) fn rank_range(counts: &Counts, table: &mut FanTable) {
    let mut ranks = 0u16;
    for t in present(counts) {
        if !is_suited(t) {
            return;
        }
        ranks |= 1 << rank_of(t);
    }
    let only = |allowed: &[u8]| allowed.iter().fold(ranks, |r, &a| r & !(1 << a)) == 0;
    if only(&[1, 2, 3, 4]) {
        let fan = if ranks & (1 << 4) != 0 {
            Fan::LowerFour
        } else {
            Fan::LowerTiles
        };
        table.set(fan, 1);
    } else if only(&[6, 7, 8, 9]) {
        let fan = if ranks & (1 << 6) != 0 {
            Fan::UpperFour
        } else {
            Fan::UpperTiles
        };
        table.set(fan, 1);
    } else if only(&[4, 5, 6]) {
        table.set(Fan::MiddleTiles, 1);
    }
}

/// Tile hog: each kind held four times and not as a kong.
pub(super) fn tile_hogs(counts: &Counts, kongs: i32, table: &mut FanTable) {
    let fours = counts.iter().filter(|&&c| c == 4).count() as i32;
    table.set(Fan::TileHog, (fours - kongs) as i16);
}
