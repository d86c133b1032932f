//! The end every write operation of `app` shares: the audit log's entry of what was done,
//! written in the operation's own transaction, and the transaction committed. An operation
//! then either happened and is in the log, or neither. It answers in any error a storage
//! failure converts into (`AppError`), so that it needs nothing of the concerns that use it.
//! An operation that notes several changes (one per round it seats) writes all but the last
//! with [`AuditNote::write`] and commits with the last.

use super::author::Author;
use crate::db::{self, audit::AuditAction, Conn, StorageError, Tx};
use crate::tournament::audit_detail::AuditDetail;
use crate::tournament::ids::TournamentId;

/// One entry of the audit log, as an operation writes it before it commits.
pub(crate) struct AuditNote<'a> {
    tournament: Option<i64>,
    account: Option<i64>,
    action: AuditAction,
    subject: &'a str,
    before: &'a str,
    after: &'a str,
    /// The change's facts, which the log's page words in the reader's language.
    detail: Option<AuditDetail>,
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
            detail: None,
        }
    }

    /// `action` done to `subject` in tournament `id` by `author`: what nearly every operation
    /// of a tournament notes.
    pub(crate) fn by(
        author: &Author,
        id: TournamentId,
        action: AuditAction,
        subject: &'a str,
    ) -> Self {
        AuditNote::new(Some(id.get()), author.account_id, action, subject)
    }

    /// The value before and after the change, where the action alone does not say it.
    pub(crate) fn changed(self, before: &'a str, after: &'a str) -> Self {
        AuditNote {
            before,
            after,
            ..self
        }
    }

    /// The change's facts (names, numbers, seeds), for the log to word in the reader's
    /// language; the subject and values stay as the text older readers of the log show.
    pub(crate) fn detail(self, detail: AuditDetail) -> Self {
        AuditNote {
            detail: Some(detail),
            ..self
        }
    }

    /// Writes the entry in the operation's transaction, leaving it open for more.
    pub(crate) async fn write<E: From<StorageError>>(&self, conn: &mut Conn) -> Result<(), E> {
        db::audit::record(
            conn,
            self.tournament,
            self.account,
            self.action,
            self.subject,
            (self.before, self.after),
            self.detail.as_ref().map(AuditDetail::to_json).as_deref(),
        )
        .await
        .map_err(StorageError::from)?;
        Ok(())
    }

    /// Writes the entry in `tx` and commits it: the operation is done.
    pub(crate) async fn commit<E: From<StorageError>>(self, mut tx: Tx) -> Result<(), E> {
        self.write::<StorageError>(&mut tx).await?;
        tx.commit().await.map_err(StorageError::from)?;
        Ok(())
    }
}
