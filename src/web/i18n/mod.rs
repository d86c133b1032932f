//! The words of the pages in the reader's language: a [`Words`] per request gives each
//! message by its key (`words.get("standings-title")`), with its arguments where it has some
//! (`{ $count }`, plurals). The messages are Fluent files under `locales/{en,fr,ja}/`, one per
//! area of the site, built into the binary and parsed once (`catalog`); which language a
//! request reads is chosen in `choice` (`?lang=`, then the cookie, then the tournament's
//! default, then the browser's `Accept-Language`, then English). A message a language lacks
//! falls back to English, so a page never shows a key name. How to add a message or a
//! language: `docs/translations.md`.
//!
//! It owns words only: what a page shows comes from `app`, and this module never reads it.

mod catalog;
mod choice;
mod words;

pub use crate::tournament::language::Language;
pub use catalog::load;
pub use choice::{browser_language, query_choice, remember_choice, Asked};
pub use words::{Arg, Words};

#[cfg(test)]
mod tests;
