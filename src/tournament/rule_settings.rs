//! A tournament's own choices within its ruleset, as stored text: the style's settings
//! (`engine::styles::settings`, for Hong Kong Old Style its wind rounds and faan table,
//! docs/rules.md §7) written as docs/game-json.md's keys (`{"winds": 2, "faan_table": {"3": 8,
//! …}}`) and read back, and their application to a preset.
//!
//! Owns only the JSON: which settings a style has, their checks, defaults and words are the
//! style's, asked through the registry (`StyleRules::settings_from_stored`,
//! `default_settings`), so nothing here names a style. Nothing here does I/O.

use serde::ser::{SerializeMap, Serializer};
use serde_json::Value;

use crate::engine::ruleset::Ruleset;
use crate::engine::styles::settings::{
    SettingsError, StoredSettings, StoredValue, StyleSettings, UnreadableSettings,
};
use crate::engine::styles::StyleRules;

/// The settings of `style` stored as `text`: empty text, or a style without settings, is the
/// style's default.
pub fn settings_of(style: &dyn StyleRules, text: &str) -> Result<StyleSettings, SettingsError> {
    if text.trim().is_empty() || !style.has_tournament_settings() {
        return Ok(style.default_settings());
    }
    style.settings_from_stored(&stored_shape(text)?)
}

/// The stored text of `settings`: empty for none.
pub fn to_stored(settings: &StyleSettings) -> String {
    let stored = settings.stored();
    if stored.0.is_empty() {
        return String::new();
    }
    let mut out = Vec::new();
    let mut json = serde_json::Serializer::new(&mut out);
    // The settings are written in the style's order, as they always were, so a map kept in
    // key order would not do.
    let written = json.collect_map(stored.0.iter().map(|(name, value)| (name, Json(value))));
    written.map_or_else(
        |_| String::new(),
        |()| String::from_utf8(out).unwrap_or_default(),
    )
}

/// A stored value as its JSON: a number, or an object of numbers.
struct Json<'a>(&'a StoredValue);

impl serde::Serialize for Json<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            StoredValue::Number(n) => serializer.serialize_u64(*n),
            StoredValue::Table(rows) => {
                let mut map = serializer.serialize_map(Some(rows.len()))?;
                for (key, n) in rows {
                    map.serialize_entry(key, n)?;
                }
                map.end()
            }
        }
    }
}

/// The stored text read as named numbers and tables of numbers, in the order written.
fn stored_shape(text: &str) -> Result<StoredSettings, UnreadableSettings> {
    let unreadable = |what: String| UnreadableSettings(what);
    let value: Value = serde_json::from_str(text).map_err(|e| unreadable(e.to_string()))?;
    let Value::Object(object) = value else {
        return Err(unreadable("the settings must be an object".into()));
    };
    let number = |name: &str, v: &Value| {
        v.as_u64().ok_or_else(|| {
            unreadable(format!(
                "`{name}` must be a whole number or a table of them"
            ))
        })
    };
    let mut stored = Vec::new();
    for (name, value) in &object {
        let value = match value {
            Value::Object(rows) => StoredValue::Table(
                rows.iter()
                    .map(|(key, v)| Ok((key.clone(), number(name, v)?)))
                    .collect::<Result<_, UnreadableSettings>>()?,
            ),
            other => StoredValue::Number(number(name, other)?),
        };
        stored.push((name.clone(), value));
    }
    Ok(StoredSettings(stored))
}

/// A preset with a tournament's stored settings applied (only a style with settings of its own
/// has any to apply).
pub fn ruleset_with(mut rules: Ruleset, stored: &str) -> Result<Ruleset, SettingsError> {
    settings_of(rules.style_rules(), stored)?.apply(&mut rules);
    Ok(rules)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::styles::{style, StyleId};

    #[test]
    fn settings_survive_storage_in_their_written_order() {
        let hkos = style(StyleId::HongKongOldStyle);
        let text = r#"{"winds":2,"faan_table":{"3":10,"5":20,"8":50}}"#;
        let settings = settings_of(hkos, text).unwrap();
        assert_eq!(to_stored(&settings), text);
        assert_eq!(settings.form_value("faan_table"), "3: 10, 5: 20, 8: 50");
        assert_eq!(settings_of(hkos, " ").unwrap(), hkos.default_settings());
        let rules = ruleset_with(Ruleset::hkos(), text).unwrap();
        assert_eq!((rules.wind_rounds, rules.faan_table.limit()), (2, 50));
    }

    #[test]
    fn a_style_without_settings_stores_none_and_ignores_stored_text() {
        let riichi = style(StyleId::Riichi);
        assert_eq!(
            settings_of(riichi, "not json").unwrap(),
            StyleSettings::None
        );
        assert_eq!(to_stored(&StyleSettings::None), "");
        assert_eq!(
            ruleset_with(Ruleset::club(), "{}").unwrap(),
            Ruleset::club()
        );
    }

    #[test]
    fn unreadable_stored_text_is_refused_with_the_reason() {
        let hkos = style(StyleId::HongKongOldStyle);
        let e = |text: &str| settings_of(hkos, text).unwrap_err().to_string();
        assert!(e(r#"{"winds": 3, "faan_table": {"3": 8}}"#).contains("1, 2 or 4"));
        assert!(e("[1]").contains("must be an object"));
        assert!(e(r#"{"winds": "2", "faan_table": {}}"#).contains("`winds` must be a whole"));
        assert!(e("{").starts_with("The stored rule settings could not be read"));
    }
}
