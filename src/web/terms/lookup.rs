//! The one lookup every style family's terms share: a table of (term, message key), each key
//! written out so that the catalog's tests see it, read in the reader's words.

use crate::web::i18n::Words;

/// The words for `term` from a style's `table` of (term, message key), or nothing where the
/// table does not name it.
pub(super) fn named<T: PartialEq + Copy>(
    words: &Words,
    table: &[(T, &str)],
    term: T,
) -> Option<String> {
    table
        .iter()
        .find(|(named, _)| *named == term)
        .map(|(_, key)| words.get(key))
}
