//! The pieces a hand's note is worded from, whichever style's part it is (`notes` for riichi's
//! family and the single styles, `style_notes` for the others): a number of points, a list,
//! and the shares several players paid. Both files build on these, so that an amount or a list
//! reads the same in every part; this file imports neither of them.

use crate::web::i18n::Words;
use std::fmt::Display;

/// A number of points as the note writes it.
pub(super) fn points(value: impl Display, words: &Words) -> String {
    words.number(value)
}

/// Items one after the other, "East, South" (the list's separator in the reader's language).
pub(super) fn listed(items: &[String], words: &Words) -> String {
    items.join(&words.get("engine-list-separator"))
}

/// What each of several players paid, in a list: "128 from B, 64 from C".
pub(super) fn shares<P: Display>(payers: &[(String, P)], words: &Words) -> String {
    let shares: Vec<String> = payers
        .iter()
        .map(|(payer, paid)| {
            words.get_with2(
                "engine-note-paid-share",
                ("payer", payer.clone()),
                ("paid", points(paid, words)),
            )
        })
        .collect();
    listed(&shares, words)
}
