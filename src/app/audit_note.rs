//! The end every write operation of `app` shares: the audit log's entry of what was done,
//! written in the operation's own transaction, and the transaction committed. An operation
//! then either happened and is in the log, or neither. It answers in any error a storage
//! failure converts into (`AppError`), so that it needs nothing of the concerns that use it.

use crate::db::{self, audit::AuditAction, StorageError, Tx};

/// One entry of the audit log, as an operation writes it before it commits.
pub(crate) struct AuditNote<'a> {
    tournament: Option<i64>,
    account: Option<i64>,
    action: AuditAction,
    subject: &'a str,
    before: &'a str,
    after: &'a str,
}

impl<'a> AuditNote<'a> {
    /// `action` done to `subject` in `tournament` (none for an account's own change) by
    /// `account` (none for a table's phone or the system).
    pub(crate) fn new(
        tournament: Option<i64>,
        account: Option<i64>,
        action: AuditAction,
        subject: &'a str,
    ) -> Self {
        AuditNote {
            tournament,
            account,
            action,
            subject,
            before: "",
            after: "",
        }
    }

    /// The value before and after the change, where the action alone does not say it.
    pub(crate) fn changed(self, before: &'a str, after: &'a str) -> Self {
        AuditNote {
            before,
            after,
            ..self
        }
    }

    /// Writes the entry in `tx` and commits it: the operation is done.
    pub(crate) async fn commit<E: From<StorageError>>(self, mut tx: Tx) -> Result<(), E> {
        let (tournament, account) = (self.tournament, self.account);
        let (subject, before, after) = (self.subject, self.before, self.after);
        db::audit::record(
            &mut tx,
            tournament,
            account,
            self.action,
            subject,
            before,
            after,
        )
        .await
        .map_err(StorageError::from)?;
        tx.commit().await.map_err(StorageError::from)?;
        Ok(())
    }
}
