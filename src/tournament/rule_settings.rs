//! A tournament's own choices within its ruleset: for Hong Kong Old Style (docs/rules.md §7) the
//! number of wind rounds in a game (1, 2 or 4) and the faan → points table.
//!
//! Owns the parsing of these settings from the tournament form (the faan table typed as
//! `3: 8, 4: 16, …`) and from their stored text (docs/game-json.md's own keys, `{"winds": 2,
//! "faan_table": {"3": 8, …}}`), and their application to a preset. The table itself is checked
//! by the engine's [`FaanTable`]; nothing here does I/O. Settings change only while no round
//! exists (the tournament form enforces it), so every game of a tournament is scored with the
//! settings its tournament shows.

use std::collections::BTreeMap;

use crate::engine::ruleset::Ruleset;
use crate::engine::styles::hkos::{FaanTable, FaanTableError};

/// Hong Kong Old Style settings, known good.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HkosSettings {
    /// 1, 2 or 4 wind rounds per game.
    pub wind_rounds: u8,
    pub faan_table: FaanTable,
}

/// Why settings were refused; each message says what to fix.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    #[error("A game is 1, 2 or 4 wind rounds, not '{0}'.")]
    BadWinds(String),
    #[error("The faan table entry '{0}' is not of the form faan: points (e.g. 3: 8).")]
    BadEntry(String),
    #[error("The faan table was refused: {0}.")]
    Table(#[from] FaanTableError),
    #[error("The stored rule settings could not be read: {0}.")]
    Stored(String),
}

impl Default for HkosSettings {
    /// docs/rules.md §7's defaults: one wind round and the §7 faan table.
    fn default() -> Self {
        HkosSettings {
            wind_rounds: Ruleset::hkos().wind_rounds,
            faan_table: FaanTable::default(),
        }
    }
}

#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Stored {
    winds: u8,
    faan_table: BTreeMap<String, u32>,
}

impl HkosSettings {
    /// The form's raw fields: wind rounds and the table typed as `faan: points` pairs
    /// separated by commas, spaces or new lines (`=` may stand for `:`). An empty table is
    /// the default.
    pub fn parse_form(winds: &str, table: &str) -> Result<HkosSettings, SettingsError> {
        let wind_rounds = match winds.trim() {
            "" => HkosSettings::default().wind_rounds,
            "1" => 1,
            "2" => 2,
            "4" => 4,
            other => return Err(SettingsError::BadWinds(other.to_string())),
        };
        if table.trim().is_empty() {
            return Ok(HkosSettings {
                wind_rounds,
                ..HkosSettings::default()
            });
        }
        let normal = table.replace(['=', ':'], " : ");
        let words: Vec<&str> = normal
            .split(|c: char| c == ',' || c == ';' || c.is_whitespace())
            .filter(|w| !w.is_empty())
            .collect();
        let mut pairs = Vec::new();
        for entry in words.chunks(3) {
            let bad = || SettingsError::BadEntry(entry.join(" ").replace(" : ", ": "));
            let [faan, ":", points] = entry else {
                return Err(bad());
            };
            let points: u32 = points.parse().map_err(|_| bad())?;
            pairs.push((*faan, points));
        }
        let faan_table = FaanTable::from_text_keys(pairs)?;
        Ok(HkosSettings {
            wind_rounds,
            faan_table,
        })
    }

    /// Settings as stored with a tournament; empty text is the default.
    pub fn from_stored(text: &str) -> Result<HkosSettings, SettingsError> {
        if text.trim().is_empty() {
            return Ok(HkosSettings::default());
        }
        let stored: Stored =
            serde_json::from_str(text).map_err(|e| SettingsError::Stored(e.to_string()))?;
        let wind_rounds = match stored.winds {
            w @ (1 | 2 | 4) => w,
            other => return Err(SettingsError::BadWinds(other.to_string())),
        };
        let faan_table =
            FaanTable::from_text_keys(stored.faan_table.iter().map(|(k, v)| (k.as_str(), *v)))?;
        Ok(HkosSettings {
            wind_rounds,
            faan_table,
        })
    }

    /// The stored text (docs/game-json.md's keys).
    pub fn to_stored(&self) -> String {
        let stored = Stored {
            winds: self.wind_rounds,
            faan_table: self
                .faan_table
                .rows()
                .iter()
                .map(|(f, p)| (f.to_string(), *p))
                .collect(),
        };
        serde_json::to_string(&stored).unwrap_or_default()
    }

    /// The table as the form shows it: `3: 8, 4: 16, …`.
    pub fn table_text(&self) -> String {
        self.faan_table
            .rows()
            .iter()
            .map(|(f, p)| format!("{f}: {p}"))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The wind rounds in words: "East only", "East and South", "all four winds".
    pub fn winds_text(&self) -> &'static str {
        match self.wind_rounds {
            1 => "1 wind round (East)",
            2 => "2 wind rounds (East and South)",
            _ => "4 wind rounds (East, South, West and North)",
        }
    }

    /// The preset with these settings.
    pub fn apply(&self, rules: &mut Ruleset) {
        rules.wind_rounds = self.wind_rounds;
        rules.faan_table = self.faan_table.clone();
    }
}

/// A preset with a tournament's stored settings applied: only Hong Kong Old Style has any.
pub fn ruleset_with(mut rules: Ruleset, stored: &str) -> Result<Ruleset, SettingsError> {
    if rules.style_rules().has_tournament_settings() {
        HkosSettings::from_stored(stored)?.apply(&mut rules);
    }
    Ok(rules)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_table_and_wind_rounds_parse_and_survive_storage() {
        let s = HkosSettings::parse_form("2", "3: 10, 5=20\n 8:50").unwrap();
        assert_eq!(s.wind_rounds, 2);
        assert_eq!(s.faan_table.rows(), [(3, 10), (5, 20), (8, 50)]);
        assert_eq!(s.table_text(), "3: 10, 5: 20, 8: 50");
        assert_eq!(HkosSettings::from_stored(&s.to_stored()).unwrap(), s);
        assert_eq!(
            HkosSettings::parse_form("", "").unwrap(),
            HkosSettings::default()
        );
        let rules = ruleset_with(Ruleset::hkos(), &s.to_stored()).unwrap();
        assert_eq!((rules.wind_rounds, rules.faan_table.limit()), (2, 50));
    }

    #[test]
    fn bad_settings_are_refused_with_the_reason() {
        let e = |w: &str, t: &str| HkosSettings::parse_form(w, t).unwrap_err().to_string();
        assert!(e("3", "").contains("1, 2 or 4"));
        assert!(e("1", "3: 8, 4").contains("'4'"), "{}", e("1", "3: 8, 4"));
        assert!(e("1", "3: 8, 4: x").contains("not of the form"));
        assert!(e("1", "4: 16, 5: 24").contains("no value for 3 faan"));
        assert!(e("1", "3: 16, 4: 8").contains("pays less"));
        assert!(HkosSettings::from_stored("{\"winds\": 3, \"faan_table\": {\"3\": 8}}").is_err());
    }
}
