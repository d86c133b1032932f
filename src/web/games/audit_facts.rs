//! An audit entry's facts read back by their kind, for the files that word the log
//! (`hand_audit_words`, `bracket_audit_words`): a fact of another kind than asked reads as
//! missing, so that an entry whose facts do not say is shown by its stored text.

use crate::tournament::audit_detail::{AuditDetail, Fact};

/// The number fact `name`, if the entry keeps one.
pub fn number(facts: &AuditDetail, name: &str) -> Option<i64> {
    match facts.fact(name)? {
        Fact::Number(number) => Some(*number),
        _ => None,
    }
}

/// The text fact `name`, if the entry keeps one.
pub fn text<'a>(facts: &'a AuditDetail, name: &str) -> Option<&'a str> {
    match facts.fact(name)? {
        Fact::Text(text) => Some(text),
        _ => None,
    }
}
