//! Failed sign-ins as stored (migration 0021): a count and the time of the last failure per
//! client address and per account, in the database so that every instance serving it reads the
//! same counts. How many failures are free and how long a sign-in then waits is the
//! application's rule (`app::sign_in_limits`); this module only counts, reads and forgets.

use super::Conn;

/// What a count of failures is kept for, stored as its code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// The client's address, as text (`192.0.2.7`, `2001:db8::1`, or `unknown`).
    Address,
    /// An account, by its id as text.
    Account,
}

impl Scope {
    fn code(self) -> &'static str {
        match self {
            Scope::Address => "address",
            Scope::Account => "account",
        }
    }
}

/// One subject's failures: how many, and the last one in unix seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::FromRow)]
pub struct Failures {
    pub failures: i64,
    pub last_at: i64,
}

/// Deletes every row whose last failure is before `before`, and every row beyond the
/// `keep` newest (rows as new as the oldest kept one stay too, so ties may keep a few more).
pub async fn forget_old(conn: &mut Conn, before: i64, keep: i64) -> sqlx::Result<()> {
    sqlx::query(
        "DELETE FROM sign_in_failures
          WHERE last_at < $1
             OR last_at < (SELECT kept.last_at FROM sign_in_failures kept
                            ORDER BY kept.last_at DESC LIMIT 1 OFFSET $2)",
    )
    .bind(before)
    .bind(keep)
    .execute(conn)
    .await
    .map(|_| ())
}

/// Counts one more failure for `subject` at `at`; the count and time as they now stand.
pub async fn count_failure(
    conn: &mut Conn,
    scope: Scope,
    subject: &str,
    at: i64,
) -> sqlx::Result<Failures> {
    sqlx::query_as(
        "INSERT INTO sign_in_failures (scope, subject, failures, last_at) VALUES ($1, $2, 1, $3)
         ON CONFLICT (scope, subject) DO UPDATE
            SET failures = sign_in_failures.failures + 1, last_at = excluded.last_at
         RETURNING failures, last_at",
    )
    .bind(scope.code())
    .bind(subject)
    .bind(at)
    .fetch_one(conn)
    .await
}

/// The failures remembered for `subject`, if any.
pub async fn failures(
    conn: &mut Conn,
    scope: Scope,
    subject: &str,
) -> sqlx::Result<Option<Failures>> {
    sqlx::query_as(
        "SELECT failures, last_at FROM sign_in_failures WHERE scope = $1 AND subject = $2",
    )
    .bind(scope.code())
    .bind(subject)
    .fetch_optional(conn)
    .await
}

/// Forgets `subject`'s failures (after a right password).
pub async fn clear(conn: &mut Conn, scope: Scope, subject: &str) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM sign_in_failures WHERE scope = $1 AND subject = $2")
        .bind(scope.code())
        .bind(subject)
        .execute(conn)
        .await
        .map(|_| ())
}

/// How many rows the table holds, for the tests of its bound.
pub async fn remembered(conn: &mut Conn) -> sqlx::Result<i64> {
    sqlx::query_scalar("SELECT COUNT(*) FROM sign_in_failures")
        .fetch_one(conn)
        .await
}
