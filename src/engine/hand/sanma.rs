//! What sanma changes in scoring a hand from its tiles (RULES.md §6, spec/hand-jsonl.md
//! "Sanma"): the tiles that do not exist, the calls that are not allowed, the seats without
//! North, and the nuki dora.
//!
//! Owns the refusals of hands impossible at a table of three and the count of nuki dora. It
//! must not re-implement yaku, fu or payments: `evaluate` scores the checked hand as riichi does
//! and reads [`Hand::nuki_dora`] like the other dora.
//!
//! Decisions where the rules are silent: a 1m dora indicator makes 9m the dora (the next
//! existing character, as 9m makes 1m), and the nuki count with the North tiles in the hand
//! and among the indicators may not exceed the four copies.

use super::notation::{HandInput, MeldKind, Wind};
use super::validate::Hand;
use super::HandError;
use crate::engine::tiles::{Tile, TileCounts, KINDS};

/// The characters 2m–8m, removed from a sanma set.
fn removed(tile: Tile) -> bool {
    tile.index() >= 1 && tile.index() <= 7
}

/// Most nuki a player can set aside: the four North tiles.
pub const MAX_NUKI: u32 = 4;

/// Checks a validated hand against the sanma set and adds its nuki dora (and the sanma dora
/// of 1m indicators) to it.
pub fn apply(hand: &mut Hand, input: &HandInput<'_>, nuki: u32) -> Result<(), HandError> {
    if let Some(tile) = Tile::all().find(|&t| removed(t) && hand.all[t.index()] > 0) {
        return Err(HandError::InvalidHand(format!(
            "{tile} does not exist in sanma: the characters 2m to 8m are removed"
        )));
    }
    // Indicators were parsed by `Hand::new`; parse again for their tiles (cheap, and
    // already known to be good notation).
    let indicators = |text: &str| TileCounts::parse(text).map_or([0; KINDS], |c| c.counts);
    let dora_ind = indicators(input.dora_indicators);
    let ura_ind = indicators(input.ura_indicators);
    for (name, ind) in [("dora_indicators", &dora_ind), ("ura_indicators", &ura_ind)] {
        if let Some(tile) = Tile::all().find(|&t| removed(t) && ind[t.index()] > 0) {
            return Err(HandError::InvalidHand(format!(
                "{name} holds {tile}, which does not exist in sanma: the characters 2m to 8m are removed"
            )));
        }
    }
    if hand
        .melds
        .as_slice()
        .iter()
        .any(|m| m.kind == MeldKind::Chi)
    {
        return Err(HandError::InvalidMeld(
            "no open chii in sanma: a run can only be called to win".to_owned(),
        ));
    }
    if hand.seat_wind == Wind::North {
        return Err(HandError::InvalidSituation(
            "seat_wind N does not exist in sanma: the seats are E, S and W",
        ));
    }
    if hand.round_wind == Wind::North {
        return Err(HandError::InvalidSituation(
            "round_wind N is not played in sanma: a game is the East and South rounds",
        ));
    }
    let north = Tile::NORTH.index();
    let norths =
        nuki + u32::from(hand.all[north]) + u32::from(dora_ind[north]) + u32::from(ura_ind[north]);
    if nuki > MAX_NUKI || norths > 4 {
        return Err(HandError::InvalidHand(format!(
            "{norths} copies of 4z counting the nuki ({nuki}) and the indicators; four exist"
        )));
    }
    // Tiles 0 to 8 are 1m to 9m (engine::tiles).
    let (one_m, nine_m) = (0, 8);
    let count = |c: u8| u32::from(c);
    // A 1m indicator points at 9m in sanma (the four-player count looked for 2m, absent).
    hand.dora += count(dora_ind[one_m]) * count(hand.all[nine_m]);
    let riichi = hand.situation.riichi;
    if riichi {
        hand.ura += count(ura_ind[one_m]) * count(hand.all[nine_m]);
    }
    // Each nuki is a dora, and a dora again for each West indicator (North is then dora too).
    let west = Tile::WEST.index();
    hand.nuki_dora = nuki * (1 + count(dora_ind[west]));
    if riichi {
        hand.ura += nuki * count(ura_ind[west]);
    }
    Ok(())
}
