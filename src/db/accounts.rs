//! Accounts (the organizer and the referees they authorise) and login sessions.
//!
//! Passwords arrive here already hashed; session tokens are stored only as their hash, so a copy
//! of the database does not let anyone log in.

use super::Conn;

/// What an account may do: the organizer everything, a referee the tournaments they are
/// authorised for. Stored as its code (`db::codes`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Organizer,
    Referee,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Account {
    pub id: i64,
    pub name: String,
    pub password_hash: String,
    pub role: Role,
}

/// The signed-in account behind a session cookie, with that session's CSRF token.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SessionAccount {
    pub account_id: i64,
    pub name: String,
    pub role: Role,
    pub csrf_token: String,
}

pub async fn organizer_exists(conn: &mut Conn) -> sqlx::Result<bool> {
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM accounts WHERE role = 'organizer'")
        .fetch_one(conn)
        .await?;
    Ok(count > 0)
}

pub async fn create(
    conn: &mut Conn,
    name: &str,
    password_hash: &str,
    role: Role,
) -> sqlx::Result<i64> {
    let statement = sqlx::query(
        "INSERT INTO accounts (name, password_hash, role, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
    )
    .bind(name)
    .bind(password_hash)
    .bind(role)
    .bind(super::now());
    super::inserted_id(statement, conn).await
}

/// The account a name signs in as, whatever the ASCII case it is typed in: names are told
/// apart as the schema's unique rule on them does (SQLite's `lower` folds the same letters as
/// the column's `NOCASE`), said in the query so that a second database reads it the same way.
pub async fn by_name(conn: &mut Conn, name: &str) -> sqlx::Result<Option<Account>> {
    sqlx::query_as(
        "SELECT id, name, password_hash, role FROM accounts WHERE lower(name) = lower($1)",
    )
    .bind(name)
    .fetch_optional(conn)
    .await
}

pub async fn create_session(
    conn: &mut Conn,
    token_hash: &str,
    account_id: i64,
    csrf_token: &str,
    expires_at: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO sessions (token_hash, account_id, csrf_token, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(token_hash)
    .bind(account_id)
    .bind(csrf_token)
    .bind(super::now())
    .bind(expires_at)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn session(conn: &mut Conn, token_hash: &str) -> sqlx::Result<Option<SessionAccount>> {
    sqlx::query_as(
        "SELECT s.account_id, a.name, a.role, s.csrf_token
           FROM sessions s JOIN accounts a ON a.id = s.account_id
          WHERE s.token_hash = $1 AND s.expires_at > $2",
    )
    .bind(token_hash)
    .bind(super::now())
    .fetch_optional(conn)
    .await
}

pub async fn delete_session(conn: &mut Conn, token_hash: &str) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM sessions WHERE token_hash = $1 OR expires_at <= $2")
        .bind(token_hash)
        .bind(super::now())
        .execute(conn)
        .await?;
    Ok(())
}

/// Every account, organizer first, then by name whatever its case.
pub async fn list(conn: &mut Conn) -> sqlx::Result<Vec<Account>> {
    sqlx::query_as(
        "SELECT id, name, password_hash, role FROM accounts ORDER BY role DESC, lower(name)",
    )
    .fetch_all(conn)
    .await
}

/// Takes a referee's access away: the password no longer matches anything and their sessions
/// end. The account stays, so the audit log keeps naming who did what.
pub async fn revoke_referee(conn: &mut Conn, id: i64) -> sqlx::Result<bool> {
    let revoke =
        sqlx::query("UPDATE accounts SET password_hash = '' WHERE id = $1 AND role = 'referee'")
            .bind(id);
    let changed = super::changed_rows(revoke, &mut *conn).await?;
    sqlx::query("DELETE FROM sessions WHERE account_id = $1 AND account_id IN (SELECT id FROM accounts WHERE role = 'referee')")
        .bind(id)
        .execute(conn)
        .await?;
    Ok(changed == 1)
}

/// Sets an account's password (giving back access to a revoked referee) and ends every session
/// it has: whoever knew the old password is signed out everywhere.
pub async fn set_password(conn: &mut Conn, id: i64, password_hash: &str) -> sqlx::Result<()> {
    sqlx::query("UPDATE accounts SET password_hash = $1 WHERE id = $2")
        .bind(password_hash)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    sqlx::query("DELETE FROM sessions WHERE account_id = $1")
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

/// True when the referee `account_id` is authorised for `tournament_id`.
pub async fn referees(conn: &mut Conn, account_id: i64, tournament_id: i64) -> sqlx::Result<bool> {
    let question = sqlx::query(
        "SELECT 1 FROM referee_tournaments WHERE account_id = $1 AND tournament_id = $2",
    )
    .bind(account_id)
    .bind(tournament_id);
    super::any_row(question, conn).await
}

/// The tournaments a referee is authorised for.
pub async fn refereed_tournaments(conn: &mut Conn, account_id: i64) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar(
        "SELECT tournament_id FROM referee_tournaments WHERE account_id = $1 ORDER BY tournament_id",
    )
    .bind(account_id)
    .fetch_all(conn)
    .await
}

/// Replaces the tournaments a referee is authorised for.
pub async fn set_refereed_tournaments(
    conn: &mut Conn,
    account_id: i64,
    tournaments: &[i64],
) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM referee_tournaments WHERE account_id = $1")
        .bind(account_id)
        .execute(&mut *conn)
        .await?;
    for tournament in tournaments {
        sqlx::query("INSERT INTO referee_tournaments (account_id, tournament_id) VALUES ($1, $2)")
            .bind(account_id)
            .bind(tournament)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}
