//! Clear Mahjong's own facts of a stored hand (docs/rules.md §16): the condition yaku each
//! winner of a hand typed by han and fu says it held. The shared record keeps them as
//! [`crate::engine::sheet::StyleFacts::Clear`]; each winner's list is stored inside that winner
//! as `"conditions": ["ittsu", …]`. A winner scored from its tiles writes none: its yaku say it.

/// What a Clear Mahjong hand records besides what every style shares.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClearFacts {
    /// Per winner, in the order the outcome lists them: the ids of the condition yaku written
    /// (the yaku's canonical names, `"sanshoku_doujun"` …). Trailing winners without any are
    /// left out, so that a hand reads back equal to how it was built.
    pub conditions: Vec<Vec<String>>,
}

impl ClearFacts {
    /// Whether no winner wrote a condition.
    pub fn is_empty(&self) -> bool {
        self.conditions.iter().all(Vec::is_empty)
    }

    /// The conditions written by the winner at `index` in the outcome's list.
    pub fn of_winner(&self, index: usize) -> &[String] {
        self.conditions.get(index).map_or(&[], Vec::as_slice)
    }
}
