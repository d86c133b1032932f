//! The tile picker the calculator and the score sheet's hand form share: rows of tile buttons
//! (the ruleset's tiles: sanma has no 2m–8m, red fives only where they are played) and the modes
//! a tap can have (a tile, a chow, a pung, an open, closed or added kong, and the style's own,
//! riichi's dora indicators). It is rendered once by `templates/calculator/picker.html`, hidden,
//! and `static/tile_picker.js` makes it work: it writes into the text fields the form already
//! has, so a page without script, or a person who types faster, loses nothing. What the picker
//! fills is the form's to read; nothing here reads tiles or computes a rule.

use super::view::{meld_name, TileImg};
use crate::engine::ruleset::Ruleset;
use crate::web::i18n::Words;
use askama::Template;

/// How a style names a called run of three on the picker's mode button: riichi's "Chi", the
/// Chinese styles' "Chow" (Japanese says チー for both).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChowCall {
    Chi,
    Chow,
}

/// What the picker needs of a style's words (`StylePages::words`), given by the page that
/// shows it: the picker itself names no style part, so the style parts can show it.
#[derive(Debug, Clone, Copy)]
pub struct PickerWords {
    /// The style's name for a chow, where one may be called.
    pub chi_mode: Option<ChowCall>,
    /// Only 1m and 9m of the characters (sanma).
    pub short_characters: bool,
    /// The style plays red fives where the ruleset has them.
    pub has_red_fives: bool,
}

/// One row of the tile picker.
pub struct PickerRow {
    pub label: String,
    pub tiles: Vec<TileImg>,
}

/// The picker as a page shows it.
#[derive(Template)]
#[template(path = "calculator/picker.html")]
pub struct TilePicker {
    rows: Vec<PickerRow>,
    /// The chow mode's button, in the page's words, where a chow may be called.
    chi_mode: Option<String>,
    /// The style's own modes, rendered (riichi's dora and ura indicators on the calculator).
    extra_modes: String,
    /// What `static/tile_picker.js` writes, in the page's words: (data-word-* name, text).
    script_words: Vec<(&'static str, String)>,
    /// The words of the page that shows it.
    words: Words,
}

impl TilePicker {
    /// The picker for `rules`, with the style's own modes as rendered by the style, in the
    /// page's `words` (its rows, modes and every tile's name).
    pub fn in_words(
        rules: &Ruleset,
        style: PickerWords,
        extra_modes: String,
        words: Words,
    ) -> Self {
        TilePicker {
            rows: rows(rules, style, &words),
            chi_mode: style.chi_mode.map(|call| match call {
                ChowCall::Chi => words.get("calculator-mode-chi"),
                ChowCall::Chow => words.get("calculator-mode-chow"),
            }),
            extra_modes,
            script_words: script_words(&words),
            words,
        }
    }
}

/// The picker's rows: the three suits (sanma has only 1m and 9m of the characters), the
/// honours, and the red fives where the ruleset plays with them.
fn rows(rules: &Ruleset, style: PickerWords, words: &Words) -> Vec<PickerRow> {
    let sanma = style.short_characters;
    let suit = |label, letter: char| PickerRow {
        label,
        tiles: (1..=9)
            .filter(|n| !(sanma && letter == 'm' && (2..=8).contains(n)))
            .map(|n| TileImg::new(format!("{n}{letter}"), words))
            .collect(),
    };
    let mut rows = vec![
        suit(words.get("calculator-row-characters"), 'm'),
        suit(words.get("calculator-row-dots"), 'p'),
        suit(words.get("calculator-row-bamboo"), 's'),
        PickerRow {
            label: words.get("calculator-row-honours"),
            tiles: (1..=7)
                .map(|n| TileImg::new(format!("{n}z"), words))
                .collect(),
        },
    ];
    if rules.red_fives && style.has_red_fives {
        rows.push(PickerRow {
            label: words.get("calculator-row-red-fives"),
            tiles: ["0m", "0p", "0s"]
                .iter()
                .filter(|c| !(sanma && **c == "0m"))
                .map(|c| TileImg::new(c.to_string(), words))
                .collect(),
        });
    }
    rows
}

/// The words `static/tile_picker.js` shows in the hand so far, as the section's `data-word-*`
/// attributes: the buttons' titles (a tile, the winning tile, each kind of meld, an indicator
/// taken back) and the count of tiles (`{n}` stands for the number, which the script puts in).
fn script_words(words: &Words) -> Vec<(&'static str, String)> {
    let meld = |kind: &str| {
        let name = meld_name(words, kind);
        words.get_with("calculator-picker-remove-meld", "meld", name.as_str())
    };
    vec![
        ("remove", words.get("calculator-picker-remove")),
        ("remove-win", words.get("calculator-picker-remove-win")),
        ("remove-chi", meld("chi")),
        ("remove-pon", meld("pon")),
        ("remove-kan", meld("kan")),
        ("remove-ankan", meld("ankan")),
        ("remove-shouminkan", meld("shouminkan")),
        ("remove-dora", words.get("calculator-picker-remove-dora")),
        ("remove-ura", words.get("calculator-picker-remove-ura")),
        ("dora", words.get("calculator-tile-dora")),
        ("ura", words.get("calculator-picker-ura")),
        (
            "count",
            words.get_with("calculator-picker-count", "count", "{n}"),
        ),
        ("empty", words.get("calculator-picker-empty")),
    ]
}
