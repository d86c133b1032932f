//! The game's terms in the reader's language: every style's yaku, fan and patterns, the
//! limits and the fu parts, named as players of that language name them (Japanese in its
//! usual kanji, French as its clubs say them, often the romaji). The engine names each term
//! by a value (an enum variant, a stored canonical name); only this module turns it into
//! words, one file per style family. Each family's file keeps a table of (term, message key),
//! read through `lookup::named`; a term missing from its table reads as the engine's English.

pub mod chinese_classical;
pub mod hkos;
mod lookup;
pub mod mcr;
pub mod names;
pub mod riichi;
pub mod vietnamese;
pub mod zung_jung;

use crate::engine::hand::yaku::Yaku;
use crate::engine::hkos::patterns::Pattern as HkosPattern;
use crate::engine::styles::mcr::scoring::Fan;
use crate::engine::styles::zung_jung::scoring::Pattern;
use crate::web::i18n::Words;

/// A pattern as stored with a recorded hand (its canonical name, "menzen_tsumo"), in words;
/// a name this version does not know (a hand saved by another version, or a style whose
/// stored names are already words) is shown as it is written.
pub fn stored_pattern_name(words: &Words, stored: &str) -> String {
    if let Some(yaku) = Yaku::from_name(stored) {
        return riichi::yaku_name(words, yaku);
    }
    if let Some(fan) = Fan::from_name(stored) {
        return mcr::fan_name(words, fan);
    }
    if let Some(pattern) = Pattern::from_name(stored) {
        return zung_jung::pattern_name(words, pattern);
    }
    match HkosPattern::from_name(stored) {
        Some(pattern) => hkos::pattern_name(words, pattern),
        None => stored.to_string(),
    }
}
