//! Accounts (the organizer and the referees they authorise; on a league's server the
//! administrator and several organizers) and login sessions.
//!
//! Passwords arrive here already hashed; session tokens are stored only as their hash, so a copy
//! of the database does not let anyone log in. A disabled account (`disabled_at` set) keeps its
//! row, so the audit log keeps naming who did what, but no session of it is read. A referee
//! counts as disabled while the organizer who authorised them is: the organizer's helpers at
//! the tables lose access with them, and get it back, with the same accounts, when the
//! organizer is enabled again.

use super::Conn;

/// What an account may do: the organizer everything (on a league's server, everything about
/// the events they own), a referee the tournaments they are authorised for, the league's
/// administrator everything and the organizers' accounts. Stored as its code (`db::codes`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Organizer,
    Referee,
    LeagueAdmin,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Account {
    pub id: i64,
    pub name: String,
    pub password_hash: String,
    pub role: Role,
    /// Who made the account: the organizer of a referee, the administrator of an organizer.
    pub created_by: Option<i64>,
    /// When the administrator disabled it, or (a referee) the organizer who authorised it;
    /// None while it may sign in.
    pub disabled_at: Option<String>,
}

/// Reads [`Account`]s (`a`), each with the organizer who authorised it when it is a referee
/// (`o`), whose being disabled disables the referee too; the caller adds its `WHERE`.
const ACCOUNTS: &str = "SELECT a.id, a.name, a.password_hash, a.role, a.created_by,
        COALESCE(a.disabled_at, o.disabled_at) AS disabled_at
   FROM accounts a LEFT JOIN accounts o ON o.id = a.created_by AND a.role = 'referee'";

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

/// Whether any account exists: until one does, nobody can sign in.
pub async fn any_account(conn: &mut Conn) -> sqlx::Result<bool> {
    super::any_row(sqlx::query("SELECT 1 FROM accounts"), conn).await
}

/// Makes an account; `created_by` is who made it (None for the laptop's organizer and the
/// league's first administrator, made before anyone could sign in).
pub async fn create(
    conn: &mut Conn,
    name: &str,
    password_hash: &str,
    role: Role,
    created_by: Option<i64>,
) -> sqlx::Result<i64> {
    let statement = sqlx::query(
        "INSERT INTO accounts (name, password_hash, role, created_at, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id",
    )
    .bind(name)
    .bind(password_hash)
    .bind(role)
    .bind(super::now())
    .bind(created_by);
    super::inserted_id(statement, conn).await
}

/// The account a name signs in as, whatever the ASCII case it is typed in: names are told
/// apart as the schema's unique rule on them does (SQLite's `lower` folds the same letters as
/// the column's `NOCASE`), said in the query so that a second database reads it the same way.
pub async fn by_name(conn: &mut Conn, name: &str) -> sqlx::Result<Option<Account>> {
    sqlx::query_as(&format!("{ACCOUNTS} WHERE lower(a.name) = lower($1)"))
        .bind(name)
        .fetch_optional(conn)
        .await
}

/// The account `id`, if there is one.
pub async fn by_id(conn: &mut Conn, id: i64) -> sqlx::Result<Option<Account>> {
    sqlx::query_as(&format!("{ACCOUNTS} WHERE a.id = $1"))
        .bind(id)
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

/// The live session `token_hash`, unless its account is disabled (a referee's included, while
/// the organizer who authorised them is).
pub async fn session(conn: &mut Conn, token_hash: &str) -> sqlx::Result<Option<SessionAccount>> {
    sqlx::query_as(
        "SELECT s.account_id, a.name, a.role, s.csrf_token
           FROM sessions s JOIN accounts a ON a.id = s.account_id
           LEFT JOIN accounts o ON o.id = a.created_by AND a.role = 'referee'
          WHERE s.token_hash = $1 AND s.expires_at > $2
            AND a.disabled_at IS NULL AND o.disabled_at IS NULL",
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

/// Every account, by role (referees, organizers, administrators) then by name whatever its
/// case; only those `creator` made (and `creator` itself) when one is given.
pub async fn list(conn: &mut Conn, creator: Option<i64>) -> sqlx::Result<Vec<Account>> {
    sqlx::query_as(&format!(
        "{ACCOUNTS}
          WHERE $1 IS NULL OR a.created_by = $1 OR a.id = $1
          ORDER BY a.role DESC, lower(a.name)"
    ))
    .bind(creator)
    .fetch_all(conn)
    .await
}

/// Every organizer of a league, by name, with how many tournaments each owns.
pub async fn organizers(conn: &mut Conn) -> sqlx::Result<Vec<(Account, i64)>> {
    let accounts: Vec<Account> = sqlx::query_as(&format!(
        "{ACCOUNTS} WHERE a.role = 'organizer' ORDER BY lower(a.name)"
    ))
    .fetch_all(&mut *conn)
    .await?;
    let mut counted = Vec::with_capacity(accounts.len());
    for account in accounts {
        let owned: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM tournaments WHERE owner_account_id = $1")
                .bind(account.id)
                .fetch_one(&mut *conn)
                .await?;
        counted.push((account, owned));
    }
    Ok(counted)
}

/// Disables an organizer's account (`at` the time) or enables it again (`None`); the sessions
/// of a disabled account, and of the referees it authorised, end at once. False when `id` is
/// no organizer's.
pub async fn set_organizer_disabled(
    conn: &mut Conn,
    id: i64,
    at: Option<&str>,
) -> sqlx::Result<bool> {
    let change =
        sqlx::query("UPDATE accounts SET disabled_at = $1 WHERE id = $2 AND role = 'organizer'")
            .bind(at)
            .bind(id);
    let changed = super::changed_rows(change, &mut *conn).await?;
    if changed == 1 && at.is_some() {
        sqlx::query(
            "DELETE FROM sessions WHERE account_id = $1 OR account_id IN
               (SELECT id FROM accounts WHERE created_by = $1 AND role = 'referee')",
        )
        .bind(id)
        .execute(conn)
        .await?;
    }
    Ok(changed == 1)
}

/// How many referees the organizer `id` authorised whose access was not revoked: those who
/// lose it while the organizer is disabled.
pub async fn referees_authorised_by(conn: &mut Conn, id: i64) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM accounts WHERE created_by = $1 AND role = 'referee' AND password_hash <> ''",
    )
    .bind(id)
    .fetch_one(conn)
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
