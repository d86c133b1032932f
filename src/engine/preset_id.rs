//! A preset's id as a type: `msmc-2016`, `hkos-msmc`, `zung-jung`…, known to name a preset.
//!
//! A preset id arrives as text (a form, a database row, a transfer file, a `tenbou` document
//! or command line) and is parsed once there with [`PresetId::parse`], which the style registry
//! answers (`engine::styles`), since only it lists the presets; past that point a `PresetId` is
//! known good and [`Ruleset::preset`](crate::engine::ruleset::Ruleset::preset) needs no
//! `Option`. A file of its own, importing nothing, so that the registry and the ruleset both
//! name it without a circle. Stored and printed, it is the same string as ever.

use std::fmt;

/// The id of one of the engine's presets; serialized as its text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(transparent)]
pub struct PresetId(&'static str);

impl PresetId {
    /// An id the registry lists; only the registry calls this (`PresetId::parse` checks text
    /// against its list), so every `PresetId` names a preset.
    pub(crate) const fn listed(id: &'static str) -> PresetId {
        PresetId(id)
    }

    /// The id as stored and printed (`"msmc-2016"`).
    pub const fn as_str(self) -> &'static str {
        self.0
    }
}

impl fmt::Display for PresetId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl PartialEq<str> for PresetId {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for PresetId {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}
