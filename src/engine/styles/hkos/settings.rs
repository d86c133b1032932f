//! Hong Kong Old Style's tournament settings (docs/rules.md §7): the number of wind rounds in a
//! game (1, 2 or 4) and the faan → points table, each tournament choosing its own.
//!
//! Owns their parsing from the tournament form (the faan table typed as `3: 8, 4: 16, …`) and
//! from their stored shape (docs/game-json.md's own keys, `winds` and `faan_table`), their
//! words, and their application to the preset. The table itself is checked by [`FaanTable`].
//! Settings change only while no round exists (the tournament form enforces it), so every game
//! of a tournament is scored with the settings its tournament shows.

use crate::engine::ruleset::Ruleset;
use crate::engine::styles::hkos::{FaanTable, FaanTableError};
use crate::engine::styles::stored_settings::{StoredSettings, StoredValue, UnreadableSettings};

/// The names of the settings, on the form and in storage, in the order they are stored.
const WINDS: &str = "winds";
const FAAN_TABLE: &str = "faan_table";
const NAMES: [&str; 2] = [WINDS, FAAN_TABLE];

/// Hong Kong Old Style settings, known good.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HkosSettings {
    /// 1, 2 or 4 wind rounds per game.
    pub wind_rounds: u8,
    pub faan_table: FaanTable,
}

/// Why Hong Kong Old Style's settings were refused; each message says what to fix.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HkosSettingsError {
    #[error("A game is 1, 2 or 4 wind rounds, not '{0}'.")]
    BadWinds(String),
    #[error("The faan table entry '{0}' is not of the form faan: points (e.g. 3: 8).")]
    BadEntry(String),
    #[error("The faan table was refused: {0}.")]
    Table(#[from] FaanTableError),
    #[error(transparent)]
    Unreadable(#[from] UnreadableSettings),
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

/// The wind rounds a game may have, from their text.
fn wind_rounds(text: &str) -> Result<u8, HkosSettingsError> {
    match text {
        "1" => Ok(1),
        "2" => Ok(2),
        "4" => Ok(4),
        other => Err(HkosSettingsError::BadWinds(other.to_string())),
    }
}

impl HkosSettings {
    /// The form's raw fields, by name: wind rounds and the table typed as `faan: points`
    /// pairs separated by commas, spaces or new lines (`=` may stand for `:`). An empty field
    /// is the default.
    pub fn parse_form(field: &dyn Fn(&str) -> String) -> Result<HkosSettings, HkosSettingsError> {
        let winds = field(WINDS);
        let wind_rounds = match winds.trim() {
            "" => HkosSettings::default().wind_rounds,
            typed => wind_rounds(typed)?,
        };
        let table = field(FAAN_TABLE);
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
            let bad = || HkosSettingsError::BadEntry(entry.join(" ").replace(" : ", ": "));
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

    /// The settings from their stored shape: both settings written, and nothing else.
    pub fn from_stored(stored: &StoredSettings) -> Result<HkosSettings, HkosSettingsError> {
        let shape = |name: &str, expected: &str| {
            HkosSettingsError::from(UnreadableSettings(format!("`{name}` must be {expected}")))
        };
        let StoredValue::Number(winds) = stored.take(WINDS, &NAMES)? else {
            return Err(shape(WINDS, "a number"));
        };
        let StoredValue::Table(rows) = stored.take(FAAN_TABLE, &NAMES)? else {
            return Err(shape(FAAN_TABLE, "a table of faan and points"));
        };
        let wind_rounds = wind_rounds(&winds.to_string())?;
        let mut pairs = Vec::new();
        for (faan, points) in rows {
            let points = u32::try_from(*points)
                .map_err(|_| shape(FAAN_TABLE, "a table of faan and points"))?;
            pairs.push((faan.as_str(), points));
        }
        let faan_table = FaanTable::from_text_keys(pairs)?;
        Ok(HkosSettings {
            wind_rounds,
            faan_table,
        })
    }

    /// The stored shape (docs/game-json.md's keys): wind rounds, then the faan table.
    pub fn stored(&self) -> StoredSettings {
        let rows = self.faan_table.rows().iter();
        StoredSettings(vec![
            (WINDS.into(), StoredValue::Number(self.wind_rounds.into())),
            (
                FAAN_TABLE.into(),
                StoredValue::Table(rows.map(|(f, p)| (f.to_string(), u64::from(*p))).collect()),
            ),
        ])
    }

    /// The form's field `name` as the form shows it: the wind rounds, or the table as
    /// `3: 8, 4: 16, …`.
    pub fn form_value(&self, name: &str) -> String {
        match name {
            WINDS => self.wind_rounds.to_string(),
            FAAN_TABLE => self.table_text(),
            _ => String::new(),
        }
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

    /// The settings in words, beside the ruleset's name on the pages.
    pub fn summary(&self) -> String {
        format!(
            "{} per game · faan → points {} (the last is the limit) · scores are the points won from 0",
            self.winds_text(),
            self.table_text()
        )
    }

    /// The preset with these settings.
    pub fn apply(&self, rules: &mut Ruleset) {
        rules.wind_rounds = self.wind_rounds;
        rules.faan_table = self.faan_table.clone();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(winds: &str, table: &str) -> Result<HkosSettings, HkosSettingsError> {
        let (winds, table) = (winds.to_string(), table.to_string());
        HkosSettings::parse_form(&|name| match name {
            WINDS => winds.clone(),
            _ => table.clone(),
        })
    }

    #[test]
    fn a_typed_table_and_wind_rounds_parse_and_survive_storage() {
        let s = form("2", "3: 10, 5=20\n 8:50").unwrap();
        assert_eq!(s.wind_rounds, 2);
        assert_eq!(s.faan_table.rows(), [(3, 10), (5, 20), (8, 50)]);
        assert_eq!(s.table_text(), "3: 10, 5: 20, 8: 50");
        assert_eq!(HkosSettings::from_stored(&s.stored()).unwrap(), s);
        assert_eq!(form("", "").unwrap(), HkosSettings::default());
        let mut rules = Ruleset::hkos();
        s.apply(&mut rules);
        assert_eq!((rules.wind_rounds, rules.faan_table.limit()), (2, 50));
    }

    #[test]
    fn bad_settings_are_refused_with_the_reason() {
        let e = |w: &str, t: &str| form(w, t).unwrap_err().to_string();
        assert!(e("3", "").contains("1, 2 or 4"));
        assert!(e("1", "3: 8, 4").contains("'4'"), "{}", e("1", "3: 8, 4"));
        assert!(e("1", "3: 8, 4: x").contains("not of the form"));
        assert!(e("1", "4: 16, 5: 24").contains("no value for 3 faan"));
        assert!(e("1", "3: 16, 4: 8").contains("pays less"));
        let stored = |pairs: Vec<(&str, StoredValue)>| {
            let pairs = pairs.into_iter().map(|(k, v)| (k.to_string(), v));
            HkosSettings::from_stored(&StoredSettings(pairs.collect()))
                .unwrap_err()
                .to_string()
        };
        let table = || StoredValue::Table(vec![("3".into(), 8)]);
        assert!(stored(vec![
            ("winds", StoredValue::Number(3)),
            ("faan_table", table())
        ])
        .contains("1, 2 or 4"));
        assert!(stored(vec![("faan_table", table())]).contains("missing field `winds`"));
        assert!(
            stored(vec![("winds", StoredValue::Number(1)), ("x", table())])
                .contains("unknown field `x`, expected `winds` or `faan_table`")
        );
    }
}
