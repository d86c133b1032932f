//! Staff accounts as the application sees them: the organizer's first-start setup, the
//! referees the organizer authorises for some tournaments, password changes, and the sessions
//! a sign-in opens and a sign-out ends.
//!
//! Passwords arrive here already hashed: hashing is slow and bounded by the front end, which
//! must hold no transaction while it runs. Session tokens are made here and stored only as
//! their hash, so a copy of the database lets nobody in. Who may use which page stays the
//! front end's; this module answers the questions it asks (is this referee authorised for this
//! tournament, is it archived). What a new password must be is `password_rules`' (the
//! application's rule, whichever page sets the password).
//!
//! On a league's server each organizer sees and authorises only their own referees, for their
//! own tournaments: the operations that list or change referees take the organizer's
//! [`Scope`] (`app::ownership`). The league's administrator and its organizers' accounts are
//! `app::league`'s.

use super::audit_note::AuditNote;
use super::ownership::{self, Scope};
use super::{AppError, AppResult, Store};
use crate::app::tournaments;
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::codes::Code;
use crate::tournament::audit_detail::AuditDetail;
use crate::tournament::ids::{AccountId, TournamentId};
use blake2::{Blake2s256, Digest};
use rand::{RngCore, SeedableRng};

pub use crate::db::accounts::{Account, Role, SessionAccount};
pub use password_rules::{PasswordRules, COMMON_PASSWORDS};

mod password_rules;

/// Shortest password accepted for an account on the laptop (longer on the open internet:
/// [`PasswordRules`]).
pub const MIN_PASSWORD_LEN: usize = PasswordRules::LAPTOP.min_len;
/// Longest referee name: they type it to sign in.
pub const MAX_REFEREE_NAME: usize = 40;
/// The organizer's account name.
pub const ORGANIZER: &str = "organizer";
/// Sessions last an event day and a bit.
const SESSION_HOURS: i64 = 24;

/// Why a change to the accounts was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AccountRefusal {
    /// The organizer's password is set once; after that they sign in.
    OrganizerExists,
    /// A new password shorter than `min` characters.
    PasswordTooShort { min: usize },
    /// A new password and its confirmation differ.
    PasswordsDiffer,
    /// A new password that is the account's own name.
    PasswordIsName,
    /// A new password among those guessers try first.
    PasswordTooCommon,
    /// A referee's name empty or longer than `max` characters.
    RefereeName { max: usize },
    /// A referee authorised for no tournament.
    NoTournamentChosen,
    /// A tournament chosen for a referee that is not stored (the page was stale).
    UnknownTournament,
    /// A referee given the organizer's account name.
    NameIsOrganizer,
    /// The current password typed to change it was wrong.
    WrongCurrentPassword,
    /// The name is another account's: another organizer's referee, or an organizer's.
    NameTaken,
}

/// What is wrong with `password` and its `confirm`ation as the new password of the account
/// `name` under `rules`, if anything.
pub fn password_refusal(
    rules: PasswordRules,
    name: &str,
    password: &str,
    confirm: &str,
) -> Option<AccountRefusal> {
    rules.refusal(name, password, confirm)
}

/// Random bytes from the operating system, as lowercase hex.
pub fn random_token(bytes: usize) -> String {
    let mut rng = rand::rngs::StdRng::from_os_rng();
    let mut buf = vec![0u8; bytes];
    rng.fill_bytes(&mut buf);
    buf.iter().map(|b| format!("{b:02x}")).collect()
}

/// A token's hash, as sessions are stored (and as the front end signs its own cookies).
pub fn token_hash(token: &str) -> String {
    Blake2s256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A session just opened: the secret token its cookie carries. Only its hash is stored.
pub struct NewSession {
    pub token: String,
}

/// Opens a session for `account` within the caller's transaction.
async fn open_session(conn: &mut db::Conn, account: AccountId) -> AppResult<NewSession> {
    let token = random_token(32);
    let expires = (chrono::Utc::now() + chrono::Duration::hours(SESSION_HOURS))
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
    let (hash, csrf) = (token_hash(&token), random_token(32));
    db::accounts::create_session(conn, &hash, account.get(), &csrf, &expires).await?;
    Ok(NewSession { token })
}

/// Whether the organizer's password has been chosen.
pub async fn organizer_exists(store: &Store) -> AppResult<bool> {
    let mut conn = store.read().await?;
    Ok(db::accounts::organizer_exists(&mut conn).await?)
}

/// Creates the organizer's account with `password_hash` and signs them in. Checked again
/// inside the transaction, so two first visits cannot both set a password.
pub async fn set_up_organizer(store: &Store, password_hash: &str) -> AppResult<NewSession> {
    let mut tx = store.begin_write().await?;
    if db::accounts::organizer_exists(&mut tx).await? {
        return Err(AccountRefusal::OrganizerExists.into());
    }
    let id = db::accounts::create(&mut tx, ORGANIZER, password_hash, Role::Organizer, None).await?;
    let action = AuditAction::OrganizerPasswordSet;
    AuditNote::new(None, Some(id), action, "")
        .detail(AuditDetail::new())
        .write::<AppError>(&mut tx)
        .await?;
    let session = open_session(&mut tx, AccountId::new(id)).await?;
    tx.commit().await?;
    Ok(session)
}

/// The account signing in under `name`, if there is one.
pub async fn account_named(store: &Store, name: &str) -> AppResult<Option<Account>> {
    let mut conn = store.read().await?;
    Ok(db::accounts::by_name(&mut conn, name).await?)
}

/// Whether anyone can sign in yet: the laptop's organizer, or a league's administrator made on
/// the server's console.
pub async fn any_account(store: &Store) -> AppResult<bool> {
    let mut conn = store.read().await?;
    Ok(db::accounts::any_account(&mut conn).await?)
}

/// Opens a session for an account whose password was just checked.
pub async fn sign_in(store: &Store, account: AccountId) -> AppResult<NewSession> {
    let mut tx = store.begin_write().await?;
    let session = open_session(&mut tx, account).await?;
    tx.commit().await?;
    Ok(session)
}

/// The live session whose cookie carries `token`, with its account.
pub async fn session(store: &Store, token: &str) -> AppResult<Option<SessionAccount>> {
    let mut conn = store.read().await?;
    Ok(db::accounts::session(&mut conn, &token_hash(token)).await?)
}

/// Ends the session whose cookie carries `token` (and forgets every expired one).
pub async fn sign_out(store: &Store, token: &str) -> AppResult<()> {
    let mut conn = store.read().await?;
    Ok(db::accounts::delete_session(&mut conn, &token_hash(token)).await?)
}

/// Whether the referee `account` is authorised for the tournament `id`.
pub async fn referees(store: &Store, account: AccountId, id: TournamentId) -> AppResult<bool> {
    let mut conn = store.read().await?;
    Ok(db::accounts::referees(&mut conn, account.get(), id.get()).await?)
}

/// Whether the tournament `id` is archived (a tournament not stored is not).
pub async fn archived(store: &Store, id: TournamentId) -> AppResult<bool> {
    let mut conn = store.read().await?;
    let tournament = db::tournaments::get(&mut conn, id.get()).await?;
    Ok(tournament.is_some_and(|t| t.archived))
}

/// A role by its code, as it is stored and as pages name it.
pub fn role_code(role: Role) -> &'static str {
    role.code()
}

/// An account as the organizer's page of referees lists it.
pub struct StaffAccount {
    pub id: AccountId,
    pub name: String,
    pub role: Role,
    /// Its password still opens it (a revoked referee's does not).
    pub active: bool,
    /// The names of the tournaments a referee works at.
    pub tournaments: Vec<String>,
}

/// The organizer's page of referees: every account, and every tournament one may be given.
pub struct Staff {
    pub accounts: Vec<StaffAccount>,
    pub tournaments: Vec<(TournamentId, String)>,
}

/// Every account within `scope` with the tournaments it referees, and the tournaments within
/// it to choose from.
pub async fn staff(store: &Store, scope: Scope) -> AppResult<Staff> {
    let mut conn = store.read().await?;
    let mut all = db::tournaments::list(&mut conn, false).await?;
    if let Some(owner) = scope.owner() {
        all.retain(|t| t.owner_account_id == Some(owner.get()));
    }
    let creator = scope.owner().map(|owner| owner.get());
    let mut accounts = Vec::new();
    for account in db::accounts::list(&mut conn, creator).await? {
        let mut names = Vec::new();
        for id in db::accounts::refereed_tournaments(&mut conn, account.id).await? {
            if let Some(t) = db::tournaments::get(&mut conn, id).await? {
                names.push(t.name);
            }
        }
        accounts.push(StaffAccount {
            id: AccountId::new(account.id),
            active: !account.password_hash.is_empty(),
            name: account.name,
            role: account.role,
            tournaments: names,
        });
    }
    let tournaments = all
        .into_iter()
        .map(|t| (TournamentId::new(t.id), t.name))
        .collect();
    Ok(Staff {
        accounts,
        tournaments,
    })
}

/// Checks a referee's name, password and tournaments before the password is hashed: the
/// tournaments must exist (within `scope`: another organizer's is as unknown as a deleted
/// one), the name fit, the password follow `rules` and one tournament be chosen, refused in
/// that order.
pub async fn check_referee(
    store: &Store,
    (scope, rules): (Scope, PasswordRules),
    name: &str,
    password: &str,
    chosen: &[TournamentId],
) -> AppResult<()> {
    let mut conn = store.read().await?;
    for id in chosen {
        tournaments::load(&mut conn, *id)
            .await
            .map_err(|err| match err {
                AppError::NotFound => AccountRefusal::UnknownTournament.into(),
                other => other,
            })?;
        if !ownership::reaches_on(&mut conn, scope, *id).await? {
            return Err(AccountRefusal::UnknownTournament.into());
        }
    }
    let refusal = if name.is_empty() || name.chars().count() > MAX_REFEREE_NAME {
        Some(AccountRefusal::RefereeName {
            max: MAX_REFEREE_NAME,
        })
    } else if let Some(refusal) = password_refusal(rules, name, password, password) {
        Some(refusal)
    } else if chosen.is_empty() {
        Some(AccountRefusal::NoTournamentChosen)
    } else {
        None
    };
    refusal.map_or(Ok(()), |refusal| Err(refusal.into()))
}

/// Authorises the referee `name` (checked by [`check_referee`]) for the tournaments `chosen`
/// with the password `password_hash`: a new account, or a referee's own again with a new
/// password, which signs out whoever used the old one. Within `scope` a referee another
/// organizer authorised is not theirs to change: the name is taken.
pub async fn authorise_referee(
    store: &Store,
    (by, scope): (AccountId, Scope),
    name: &str,
    password_hash: &str,
    chosen: &[TournamentId],
) -> AppResult<AccountId> {
    let mut tx = store.begin_write().await?;
    let owner = scope.owner().map(|owner| owner.get());
    let account = match db::accounts::by_name(&mut tx, name).await? {
        Some(existing) if existing.role != Role::Referee => {
            return Err(match existing.role {
                Role::Organizer if owner.is_none() => AccountRefusal::NameIsOrganizer,
                _ => AccountRefusal::NameTaken,
            }
            .into())
        }
        Some(existing) if owner.is_some() && existing.created_by != owner => {
            return Err(AccountRefusal::NameTaken.into())
        }
        Some(existing) => {
            db::accounts::set_password(&mut tx, existing.id, password_hash).await?;
            existing.id
        }
        None => {
            let role = Role::Referee;
            db::accounts::create(&mut tx, name, password_hash, role, Some(by.get())).await?
        }
    };
    let chosen: Vec<i64> = chosen.iter().map(|id| id.get()).collect();
    db::accounts::set_refereed_tournaments(&mut tx, account, &chosen).await?;
    let action = AuditAction::RefereeAuthorised;
    let detail = AuditDetail::new()
        .text("name", name)
        .number("tournaments", chosen.len());
    AuditNote::new(None, Some(by.get()), action, name)
        .detail(detail)
        .commit::<AppError>(tx)
        .await?;
    Ok(AccountId::new(account))
}

/// Takes a referee's access away: their password opens nothing, their sessions end, and they
/// referee no tournament. The account stays, so the audit log keeps naming who did what.
/// Within `scope` only a referee the organizer authorised is found.
pub async fn revoke_referee(
    store: &Store,
    (by, scope): (AccountId, Scope),
    account: AccountId,
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    if let Some(owner) = scope.owner() {
        let found = db::accounts::by_id(&mut tx, account.get()).await?;
        if found.is_none_or(|found| found.created_by != Some(owner.get())) {
            return Err(AppError::NotFound);
        }
    }
    if !db::accounts::revoke_referee(&mut tx, account.get()).await? {
        return Err(AppError::NotFound);
    }
    db::accounts::set_refereed_tournaments(&mut tx, account.get(), &[]).await?;
    let subject = format!("account {account}");
    let action = AuditAction::RefereeAccessRevoked;
    AuditNote::new(None, Some(by.get()), action, &subject)
        .detail(AuditDetail::new().number("account", account.get()))
        .commit(tx)
        .await
}

/// The stored password hash of the signed-in account `account`, named `name`, to check the
/// current password against before a change.
pub async fn password_hash(store: &Store, account: AccountId, name: &str) -> AppResult<String> {
    let mut conn = store.read().await?;
    db::accounts::by_name(&mut conn, name)
        .await?
        .filter(|a| a.id == account.get())
        .map(|a| a.password_hash)
        .ok_or(AppError::NotFound)
}

/// Gives the organizer's account a new password (its current one checked by the caller):
/// every session of theirs ends, and the one returned replaces the caller's.
pub async fn change_password(
    store: &Store,
    account: AccountId,
    password_hash: &str,
) -> AppResult<NewSession> {
    let mut tx = store.begin_write().await?;
    db::accounts::set_password(&mut tx, account.get(), password_hash).await?;
    let action = AuditAction::OrganizerPasswordChanged;
    AuditNote::new(None, Some(account.get()), action, "")
        .detail(AuditDetail::new())
        .write::<AppError>(&mut tx)
        .await?;
    let session = open_session(&mut tx, account).await?;
    tx.commit().await?;
    Ok(session)
}

#[cfg(test)]
mod tests;
