//! What sanma changes in scoring a hand from its tiles (docs/rules.md §6, docs/hand-jsonl.md
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

use crate::engine::hand::error::{BadMeld, Field, HandError, ImpossibleHand, SituationConflict};
use crate::engine::hand::notation::{HandInput, MeldKind, Wind};
use crate::engine::hand::validate::Hand;
use crate::engine::tiles::{Counts, Tile};

/// The first removed character a hand holds, if any: a look at seven counts, since every
/// sanma hand is checked and this sits on the scoring path (issue 16: sanma at least as
/// fast as riichi).
fn first_removed(counts: &Counts) -> Option<Tile> {
    let i = counts[1..=7].iter().position(|&c| c > 0)?;
    Tile::new(i as u8 + 1)
}

/// What sanma reads from a line of indicators: the lowest removed character shown, and how
/// many show 1m (pointing at 9m), West (pointing at North, so at the nuki) and North (copies
/// of the nuki's tile).
#[derive(Default)]
struct Shown {
    removed: Option<Tile>,
    one_m: u32,
    west: u32,
    north: u32,
}

impl Shown {
    /// Reads indicators that `Hand::new` has already parsed, so good mpsz notation: a plain
    /// byte scan from the end (each digit takes the suit letter after it) instead of a second
    /// full parse, since every sanma hand passes here (issue 16: sanma at least as fast as
    /// riichi).
    fn read(text: &str) -> Shown {
        let mut shown = Shown::default();
        let mut suit = 0;
        for &b in text.as_bytes().iter().rev() {
            if !b.is_ascii_digit() {
                suit = b;
                continue;
            }
            // `0` is a red five.
            let number = if b == b'0' { 5 } else { b - b'0' };
            match (suit, number) {
                (b'm', 1) => shown.one_m += 1,
                (b'm', 2..=8) => {
                    if let Some(t) = Tile::suited(0, number) {
                        shown.removed = Some(shown.removed.map_or(t, |r| r.min(t)));
                    }
                }
                (b'z', 3) => shown.west += 1,
                (b'z', 4) => shown.north += 1,
                _ => {}
            }
        }
        shown
    }
}

/// Most nuki a player can set aside: the four North tiles.
pub const MAX_NUKI: u32 = 4;

/// Checks a validated hand against the sanma set and adds its nuki dora (and the sanma dora
/// of 1m indicators) to it.
pub fn apply(hand: &mut Hand, input: &HandInput<'_>, nuki: u32) -> Result<(), HandError> {
    if let Some(tile) = first_removed(&hand.all) {
        return Err(ImpossibleHand::RemovedInSanma { tile }.into());
    }
    let dora_ind = Shown::read(input.dora_indicators);
    let ura_ind = Shown::read(input.ura_indicators);
    for (field, ind) in [
        (Field::DoraIndicators, &dora_ind),
        (Field::UraIndicators, &ura_ind),
    ] {
        if let Some(tile) = ind.removed {
            return Err(ImpossibleHand::IndicatorRemovedInSanma { field, tile }.into());
        }
    }
    if hand
        .melds
        .as_slice()
        .iter()
        .any(|m| m.kind == MeldKind::Chi)
    {
        return Err(BadMeld::ChiInSanma.into());
    }
    if hand.seat_wind == Wind::North {
        return Err(SituationConflict::NorthSeatInSanma.into());
    }
    if hand.round_wind == Wind::North {
        return Err(SituationConflict::NorthRoundInSanma.into());
    }
    let north = Tile::NORTH.index();
    let norths = nuki + u32::from(hand.all[north]) + dora_ind.north + ura_ind.north;
    if nuki > MAX_NUKI || norths > 4 {
        return Err(ImpossibleHand::TooManyNorths {
            count: norths,
            nuki,
        }
        .into());
    }
    // Tile 8 is 9m (engine::tiles).
    let nine_m = u32::from(hand.all[8]);
    // A 1m indicator points at 9m in sanma (the four-player count looked for 2m, absent).
    hand.dora += dora_ind.one_m * nine_m;
    let riichi = hand.situation.riichi;
    if riichi {
        hand.ura += ura_ind.one_m * nine_m;
    }
    // Each nuki is a dora, and a dora again for each West indicator (North is then dora too).
    hand.nuki_dora = nuki * (1 + dora_ind.west);
    if riichi {
        hand.ura += nuki * ura_ind.west;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indicators_are_read_with_each_digit_under_the_suit_letter_after_it() {
        let s = Shown::read("13m0m34z4z9p");
        assert_eq!((s.one_m, s.west, s.north), (1, 1, 2));
        // 3m and the red 5m are removed; the lower one is named.
        assert_eq!(s.removed, Tile::suited(0, 3));
        let s = Shown::read("");
        assert_eq!((s.one_m, s.west, s.north, s.removed), (0, 0, 0, None));
        // 1p, 3s and 4p are no 1m, West or North.
        let s = Shown::read("1p3s4p");
        assert_eq!((s.one_m, s.west, s.north, s.removed), (0, 0, 0, None));
    }
}
