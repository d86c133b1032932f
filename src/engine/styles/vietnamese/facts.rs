//! Vietnamese's own facts of a stored hand (docs/rules.md §12): the bonuses each winner ticked.
//! The shared record keeps them as [`crate::engine::sheet::StyleFacts::Vietnamese`]; each
//! winner's list is stored inside that winner as today's `"bonuses": ["id", …]`.

/// What a Vietnamese hand records besides what every style shares.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VietnameseFacts {
    /// Per winner, in the order the outcome lists them: the ids of the bonuses ticked, an id
    /// once per time the hand has it (`"king-queen"` twice for two pairs). Trailing winners
    /// without bonuses are left out, so that a hand reads back equal to how it was built.
    pub bonuses: Vec<Vec<String>>,
}

impl VietnameseFacts {
    /// Whether no winner has a bonus ticked.
    pub fn is_empty(&self) -> bool {
        self.bonuses.iter().all(Vec::is_empty)
    }

    /// The bonuses of the winner at `index` in the outcome's list.
    pub fn of_winner(&self, index: usize) -> &[String] {
        self.bonuses.get(index).map_or(&[], Vec::as_slice)
    }
}
