//! The audit log: who changed what and when, with the value before and after.

use sqlx::SqliteConnection;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AuditEntry {
    pub id: i64,
    pub at: String,
    pub who: String,
    pub action: String,
    pub subject: String,
    pub before_value: String,
    pub after_value: String,
}

/// Records one change; call it inside the transaction that makes the change.
pub async fn record(
    conn: &mut SqliteConnection,
    tournament_id: Option<i64>,
    account_id: Option<i64>,
    action: &str,
    subject: &str,
    before: &str,
    after: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO audit_log (tournament_id, account_id, who, at, action, subject, before_value, after_value)
         VALUES (?, ?, COALESCE((SELECT name FROM accounts WHERE id = ?), ''), ?, ?, ?, ?, ?)",
    )
    .bind(tournament_id)
    .bind(account_id)
    .bind(account_id)
    .bind(super::now())
    .bind(action)
    .bind(subject)
    .bind(before)
    .bind(after)
    .execute(conn)
    .await?;
    Ok(())
}

/// Records a change that has no before/after worth keeping (a check-in, an archive, …).
pub async fn note(
    conn: &mut SqliteConnection,
    tournament_id: Option<i64>,
    account_id: Option<i64>,
    action: &str,
    subject: &str,
) -> sqlx::Result<()> {
    record(conn, tournament_id, account_id, action, subject, "", "").await
}

pub async fn for_tournament(
    conn: &mut SqliteConnection,
    tournament_id: i64,
) -> sqlx::Result<Vec<AuditEntry>> {
    sqlx::query_as(
        "SELECT id, at, who, action, subject, before_value, after_value
           FROM audit_log WHERE tournament_id = ? ORDER BY id DESC",
    )
    .bind(tournament_id)
    .fetch_all(conn)
    .await
}
