//! What a stored hand adds to its row of the score sheet beyond the payments: riichi
//! declarations and dead hands by name, and the winners recorded from their tiles with their
//! yaku as the sheet shows them.

use crate::engine::game::{Hand, Outcome, Seat, WinTiles};
use crate::engine::ruleset::Ruleset;
use crate::engine::styles::ValueKind;
use crate::web::calculator::{stored_yaku_label, HandTiles, TilesFields};
use crate::web::i18n::Words;

/// Riichi declarations and dead hands of a stored hand, by name: what a paper sheet notes
/// beside the payments and the engine's note leaves out.
pub(super) fn hand_story(hand: Option<&Hand>, names: &[String]) -> String {
    let Some(hand) = hand else {
        return String::new();
    };
    let who = |seats: &[Seat]| {
        seats
            .iter()
            .filter_map(|&s| names.get(usize::from(s)).cloned())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut parts = Vec::new();
    let riichi = hand.facts.riichi();
    if !riichi.is_empty() {
        parts.push(format!("riichi: {}", who(riichi)));
    }
    if !hand.dead.is_empty() {
        parts.push(format!("dead hand: {}", who(&hand.dead)));
    }
    parts.join(" · ")
}
/// The winners of a stored hand that were recorded from their tiles, as the sheet shows them.
pub(super) fn recorded_tiles(
    hand: Option<&Hand>,
    names: &[String],
    rules: &Ruleset,
    words: &Words,
) -> Vec<(String, HandTiles, String)> {
    // A riichi yaku worth 13 han is a yakuman, named without its number; other styles' fan
    // and points are shown whatever their size.
    let yakuman_by_name = matches!(rules.style_rules().value_kind(), ValueKind::HanFu);
    let winners: Vec<_> = match hand.map(|h| &h.outcome) {
        Some(Outcome::Ron { winners, .. }) => winners.iter().collect(),
        Some(Outcome::Tsumo { winner }) => vec![winner],
        _ => Vec::new(),
    };
    winners
        .into_iter()
        .filter_map(|w| {
            let tiles: &WinTiles = w.tiles.as_ref()?;
            let fields = TilesFields {
                dora: tiles.dora_indicators.clone(),
                ..TilesFields::from_stored(tiles)
            };
            // Short names on the sheet: the words in brackets are for the calculator.
            let yaku = tiles
                .yaku
                .iter()
                .map(|(name, han)| {
                    let label = stored_yaku_label(words, name);
                    let short = label.split(" (").next().unwrap_or(&label).to_string();
                    if yakuman_by_name && *han >= 13 {
                        short
                    } else {
                        format!("{short} {han}")
                    }
                })
                .collect::<Vec<_>>()
                .join(", ");
            let name = names.get(usize::from(w.seat)).cloned().unwrap_or_default();
            Some((name, HandTiles::new(&fields, *words), yaku))
        })
        .collect()
}
