//! The plain shape in which a tournament's settings of its style are stored: named numbers and
//! tables of numbers, as the stored text (JSON, written and read by
//! `tournament::rule_settings`, above the engine) holds them, and the one refusal of a stored
//! text that is not settings of the style. Each style with settings reads its own from here
//! (`styles::hkos::settings`); nothing here names a style.

/// One stored setting's value: a number, or a table of numbers under text keys (the faan
/// table's `{"3": 8, …}`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoredValue {
    Number(u64),
    Table(Vec<(String, u64)>),
}

/// Settings as stored: each setting's name and value, in the order written.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StoredSettings(pub Vec<(String, StoredValue)>);

impl StoredSettings {
    /// The value stored under `name`, refusing a setting not named in `known` (a setting of
    /// an older or newer tenbou, or a typing slip) and a missing one, in serde's words, which
    /// the stored text was read with before.
    pub fn take(&self, name: &str, known: &[&str]) -> Result<&StoredValue, UnreadableSettings> {
        if let Some((unknown, _)) = self.0.iter().find(|(k, _)| !known.contains(&k.as_str())) {
            let expected = known
                .iter()
                .map(|k| format!("`{k}`"))
                .collect::<Vec<_>>()
                .join(" or ");
            return Err(UnreadableSettings(format!(
                "unknown field `{unknown}`, expected {expected}"
            )));
        }
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v)
            .ok_or_else(|| UnreadableSettings(format!("missing field `{name}`")))
    }
}

/// The stored text is not settings of the tournament's style: what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("The stored rule settings could not be read: {0}.")]
pub struct UnreadableSettings(pub String);
