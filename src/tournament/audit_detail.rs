//! The facts of one audit entry: names, round numbers, seeds, counts, each under a name
//! (`{"round": 3, "seed": "42"}`), with no sentence. The application writes them with the entry;
//! the log's page words them in the reader's language, so the stored log holds data, never
//! English. A seed is kept as text, since it is wider than any number JSON readers keep exact.
//! A hand's note is kept as the engine's value ([`Note`]), which the log words part by part.

use crate::engine::sheet::Note;
use crate::tournament::bracket::AdvanceReason;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One fact: a count or a number, a text (a name, a code, a seed), a hand's note, a list of
/// facts (the names of a cut, the seats of each table), or why a player advanced.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Fact {
    Number(i64),
    Text(String),
    Note(Note),
    List(Vec<Fact>),
    /// Why a player went on to a stage, kept as the bracket's value (a map tagged by `kind`,
    /// which no other fact reads as) so the log words it in the reader's language.
    Reason(AdvanceReason),
}

/// The facts of an entry, by name.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct AuditDetail(BTreeMap<String, Fact>);

impl AuditDetail {
    /// No facts yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// With the number `value` named `name`.
    pub fn number(mut self, name: &str, value: impl TryInto<i64>) -> Self {
        // Counts and round numbers fit; a value that does not is no fact worth a wrong number.
        if let Ok(value) = value.try_into() {
            self.0.insert(name.to_string(), Fact::Number(value));
        }
        self
    }

    /// With the text `value` named `name`.
    pub fn text(mut self, name: &str, value: impl Into<String>) -> Self {
        self.0.insert(name.to_string(), Fact::Text(value.into()));
        self
    }

    /// With the hand's note `note` named `name`.
    pub fn note(mut self, name: &str, note: Note) -> Self {
        self.0.insert(name.to_string(), Fact::Note(note));
        self
    }

    /// With the fact `fact` (a list, or one made elsewhere) named `name`.
    pub fn with(mut self, name: &str, fact: Fact) -> Self {
        self.0.insert(name.to_string(), fact);
        self
    }

    /// With every fact of `other` too (its value where both name one).
    pub fn with_all(mut self, other: AuditDetail) -> Self {
        self.0.extend(other.0);
        self
    }

    /// The fact named `name`, if the entry keeps it.
    pub fn fact(&self, name: &str) -> Option<&Fact> {
        self.0.get(name)
    }

    /// Every fact with its name, in the order of their names.
    pub fn facts(&self) -> impl Iterator<Item = (&str, &Fact)> {
        self.0.iter().map(|(name, fact)| (name.as_str(), fact))
    }

    /// The facts as the log stores them (a JSON object).
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.0).unwrap_or_else(|_| "{}".to_string())
    }

    /// The facts stored as `json`; `None` for text that is not such an object.
    pub fn from_json(json: &str) -> Option<Self> {
        serde_json::from_str(json).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facts_go_to_json_and_back() {
        let detail = AuditDetail::new()
            .number("round", 3)
            .text("seed", "18446744073709551615")
            .text("name", "山田 太郎");
        let json = detail.to_json();
        assert_eq!(
            json,
            r#"{"name":"山田 太郎","round":3,"seed":"18446744073709551615"}"#
        );
        assert_eq!(AuditDetail::from_json(&json), Some(detail));
        assert_eq!(AuditDetail::from_json("round 3"), None);
    }

    #[test]
    fn a_hands_note_goes_to_json_and_back_whatever_its_parts() {
        use crate::engine::sheet::NotePart;
        let note = Note::from_parts(vec![
            NotePart::TsumoAll {
                winner: "Aiko".into(),
                each: 4000,
            },
            NotePart::BelowZero {
                players: vec!["Ben".into()],
            },
            NotePart::GameOver,
        ]);
        let seats = vec![Fact::Text("Aiko".into()), Fact::Text(String::new())];
        let detail = AuditDetail::new()
            .number("hand", 12)
            .note("note", note.clone())
            .with("tables", Fact::List(vec![Fact::List(seats.clone())]));
        let back = AuditDetail::from_json(&detail.to_json()).unwrap();
        assert_eq!(
            back.fact("tables"),
            Some(&Fact::List(vec![Fact::List(seats)]))
        );
        assert_eq!(back.fact("note"), Some(&Fact::Note(note)));
        assert_eq!(back.fact("hand"), Some(&Fact::Number(12)));
    }
}
