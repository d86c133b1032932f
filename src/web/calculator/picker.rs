//! The tile picker the calculator and the score sheet's hand form share: rows of tile buttons
//! (the ruleset's tiles: sanma has no 2m–8m, red fives only where they are played) and the modes
//! a tap can have (a tile, a chow, a pung, an open, closed or added kong, and the style's own,
//! riichi's dora indicators). It is rendered once by `templates/calculator/picker.html`, hidden,
//! and `static/tile_picker.js` makes it work: it writes into the text fields the form already
//! has, so a page without script, or a person who types faster, loses nothing. What the picker
//! fills is the form's to read; nothing here reads tiles or computes a rule.

use super::view::TileImg;
use crate::engine::ruleset::Ruleset;
use crate::web::i18n::Words;
use askama::Template;

/// What the picker needs of a style's words (`StylePages::words`), given by the page that
/// shows it: the picker itself names no style part, so the style parts can show it.
#[derive(Debug, Clone, Copy)]
pub struct PickerWords {
    /// The style's word for a chow, where one may be called.
    pub chi_mode: Option<&'static str>,
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
    /// The style's word for a chow, where one may be called.
    chi_mode: Option<&'static str>,
    /// The style's own modes, rendered (riichi's dora and ura indicators on the calculator).
    extra_modes: String,
    /// The words of the page that shows it.
    words: Words,
}

impl TilePicker {
    /// The picker for `rules`, with the style's own modes as rendered by the style, in
    /// English.
    pub fn new(rules: &Ruleset, style: PickerWords, extra_modes: String) -> Self {
        Self::in_words(rules, style, extra_modes, Words::default())
    }

    /// [`TilePicker::new`] in the page's `words`.
    pub fn in_words(
        rules: &Ruleset,
        style: PickerWords,
        extra_modes: String,
        words: Words,
    ) -> Self {
        TilePicker {
            rows: rows(rules, style, &words),
            chi_mode: style.chi_mode,
            extra_modes,
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
            .map(|n| TileImg::new(format!("{n}{letter}")))
            .collect(),
    };
    let mut rows = vec![
        suit(words.get("calculator-row-characters"), 'm'),
        suit(words.get("calculator-row-dots"), 'p'),
        suit(words.get("calculator-row-bamboo"), 's'),
        PickerRow {
            label: words.get("calculator-row-honours"),
            tiles: (1..=7).map(|n| TileImg::new(format!("{n}z"))).collect(),
        },
    ];
    if rules.red_fives && style.has_red_fives {
        rows.push(PickerRow {
            label: words.get("calculator-row-red-fives"),
            tiles: ["0m", "0p", "0s"]
                .iter()
                .filter(|c| !(sanma && **c == "0m"))
                .map(|c| TileImg::new(c.to_string()))
                .collect(),
        });
    }
    rows
}
