//! A tournament's own choices within its style's rules (docs/rules.md §7: Hong Kong Old Style's
//! wind rounds and faan table), as one value ([`StyleSettings`]) that code outside the style
//! holds without reading it, and why settings are refused ([`SettingsError`]); their stored shape
//! is `stored_settings`'s.
//!
//! Each style with settings says so through the registry (`StyleRules::default_settings`,
//! `settings_from_form`, `settings_from_stored`) and keeps their type and checks in its own
//! folder (`styles::hkos::settings`); a style without any answers [`StyleSettings::None`] and
//! needs nothing here. The stored text itself (JSON) is written and read above the engine, by
//! `tournament::rule_settings`, through the plain shape: named numbers and tables of numbers.
//! Like the rest of the engine it does no I/O.

use crate::engine::ruleset::Ruleset;
use crate::engine::styles::hkos::settings::{HkosSettings, HkosSettingsError};
pub use crate::engine::styles::stored_settings::{StoredSettings, StoredValue, UnreadableSettings};

/// A tournament's settings of its style, known good: the style's own type, or none.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum StyleSettings {
    /// The style's presets fix everything (every style but Hong Kong Old Style).
    #[default]
    None,
    /// Hong Kong Old Style's wind rounds and faan table.
    HongKong(HkosSettings),
}

impl StyleSettings {
    /// The preset with these settings applied.
    pub fn apply(&self, rules: &mut Ruleset) {
        match self {
            StyleSettings::None => {}
            StyleSettings::HongKong(s) => s.apply(rules),
        }
    }

    /// The settings in their stored shape, in the order they are written; empty for none.
    pub fn stored(&self) -> StoredSettings {
        match self {
            StyleSettings::None => StoredSettings::default(),
            StyleSettings::HongKong(s) => s.stored(),
        }
    }

    /// The value the tournament form shows in its field `name`, as typed there; empty for a
    /// field these settings do not have.
    pub fn form_value(&self, name: &str) -> String {
        match self {
            StyleSettings::None => String::new(),
            StyleSettings::HongKong(s) => s.form_value(name),
        }
    }

    /// The settings in words, for the pages beside the ruleset's name; empty for none.
    pub fn summary(&self) -> String {
        match self {
            StyleSettings::None => String::new(),
            StyleSettings::HongKong(s) => s.summary(),
        }
    }
}

/// Why settings were refused; each message says what to fix.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    /// The stored text is not settings of the tournament's style.
    #[error(transparent)]
    Unreadable(#[from] UnreadableSettings),
    /// Hong Kong Old Style's own refusal.
    #[error(transparent)]
    HongKong(#[from] HkosSettingsError),
}
