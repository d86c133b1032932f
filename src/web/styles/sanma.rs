//! Sanma's parts of the shared pages: riichi's ([`RiichiPages`]), told what a three-player
//! set changes (docs/rules.md §6): a winner's North tiles set aside count as nuki dora, there
//! is no chi, and the characters run 1m and 9m only.

use super::pages::SheetWords;
use super::riichi::{RiichiPages, RIICHI_WORDS};

pub const SANMA: RiichiPages = RiichiPages {
    nuki: true,
    always_riichi: false,
    typed_only: None,
    stakeless: false,
    payments_note: None,
    words: SheetWords {
        chi_mode: None,
        tiles_example: ("123p456p789s2233z", "3p"),
        short_characters: true,
        ..RIICHI_WORDS
    },
};
