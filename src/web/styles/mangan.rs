//! Mangan Mahjong's parts of the shared pages: riichi's ([`RiichiPages`]), told what the
//! variant changes (docs/rules.md §15): riichi is declared without a stake (the chip still
//! gives the riichi yaku to a hand entered as tiles), nagashi mangan is not asked for, there
//! are no red fives, and the calculator says how a Mangan win pays what it shows.

use super::pages::SheetWords;
use super::riichi::{RiichiPages, RIICHI_WORDS};

pub const MANGAN: RiichiPages = RiichiPages {
    nuki: false,
    always_riichi: false,
    typed_only: None,
    stakeless: true,
    payments_note: Some("calculator-mangan-payments"),
    words: SheetWords {
        tiles_note: "When tiles are given they decide the value (the value and fu above are then ignored). Winds come from the sheet; riichi is the chip above, declared without a stake.",
        has_red_fives: false,
        ..RIICHI_WORDS
    },
};
