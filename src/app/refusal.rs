//! Refusals as values: what was refused and the facts that explain it (which player, which
//! limit, which name), never a sentence. The front end words them at the edge, so a later
//! translation picks them up and the audit log keeps data, not English.
//!
//! Each concern of the application layer has its own refusal enum in its module; this one
//! gathers them so that [`super::AppError::Refused`] carries any of them.

/// Why an operation was refused, by concern.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// A value of a form that is not what the operation takes, with what to fix; for fields
    /// the front end could not check itself.
    Invalid { field: &'static str, reason: String },
    /// A change of a game's hands (record, correct, confirm, undo…).
    Hand(super::hands::HandRefusal),
}
