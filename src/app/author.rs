//! Who makes a change, as every operation takes it and the audit log and a game's history
//! keep it. In a file of its own so that every concern can take it without importing another
//! concern's module.

/// Who makes a change, as the game's history keeps it.
#[derive(Debug, Clone)]
pub struct Author {
    /// The signed-in account, if any (a player at a table has none).
    pub account_id: Option<i64>,
    /// How the history names them ("Mary at the table (phone 3f2a)").
    pub who: String,
}
