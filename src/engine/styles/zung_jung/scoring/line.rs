//! A Zung Jung hand as written (docs/zung-jung.md "Input line"): mpsz strings, meld kinds by
//! name, the seat wind by letter, read into a [`ZjHand`], or refused as `bad_notation` with the
//! field named. Whether the hand can exist is [`super::score`]'s check, so a hand typed on a
//! form and one read from a `tenbou score` line are refused alike.
//!
//! The fields are plain values, not JSON: reading JSON, and refusing a field of the wrong JSON
//! type, is the caller's.

use super::{HowWon, MeldKind, ScoreError, ZjHand, ZjMeld};
use crate::engine::hand::Wind;
use crate::engine::tiles::{parse_each, WrittenError, WrittenMeld, WrittenTiles};

/// A hand's fields as written.
#[derive(Debug, Clone, Copy)]
pub struct ZjHandFields<'a> {
    pub tiles: WrittenTiles<'a>,
    /// Plain flags with nothing to read, so they pass into the [`ZjHand`] as written.
    pub how_won: HowWon,
    /// `E`, `S`, `W` or `N`.
    pub seat_wind: &'a str,
}

/// One declared set as written: `chi`, `pon`, `kan`, `ankan` or `shouminkan`, and its tiles.
pub type ZjMeldFields<'a> = WrittenMeld<'a>;

fn bad(text: String) -> ScoreError {
    ScoreError::BadNotation(text)
}

/// Reads the fields into a hand. Red fives do not exist in Zung Jung: `0m` is a plain five.
pub fn read_hand(fields: &ZjHandFields<'_>) -> Result<ZjHand, ScoreError> {
    if fields.tiles.hand.is_empty() {
        return Err(bad("hand is empty".into()));
    }
    let (hand, win_tile) = fields.tiles.hand_and_win_tile().map_err(|e| {
        bad(match e {
            WrittenError::Hand(e) => format!("hand: {e}"),
            WrittenError::WinTile(e) => format!("win_tile: {e}"),
            WrittenError::WinTileNotOne => format!(
                "win_tile {:?} is not exactly one tile",
                fields.tiles.win_tile
            ),
        })
    })?;
    let melds = fields.tiles.read_melds(|(index, m)| {
        let kind = MeldKind::from_name(m.kind).ok_or_else(|| {
            bad(format!(
                "melds[{index}].kind {:?} is not chi, pon, kan, ankan or shouminkan",
                m.kind
            ))
        })?;
        if m.tiles.is_empty() {
            return Err(bad(format!("melds[{index}].tiles is empty")));
        }
        let mut tiles = Vec::with_capacity(4);
        parse_each(m.tiles, |t, _| tiles.push(t.tile))
            .map_err(|e| bad(format!("melds[{index}].tiles: {e}")))?;
        Ok(ZjMeld { kind, tiles })
    })?;
    let seat_wind = Wind::from_letter(fields.seat_wind)
        .map(Wind::tile)
        .ok_or_else(|| {
            bad(format!(
                "seat_wind {:?} is not E, S, W or N",
                fields.seat_wind
            ))
        })?;
    Ok(ZjHand {
        tiles: hand.counts,
        melds,
        win_tile,
        how_won: fields.how_won,
        seat_wind,
    })
}
