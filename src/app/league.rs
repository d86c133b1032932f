//! A league's server (docs/league.md): its administrator, made on the server's console, and
//! the organizer accounts the administrator makes, disables and enables again; and the public
//! index of every organizer's events.
//!
//! As in `accounts`, passwords arrive already hashed and are checked against the same rules
//! ([`accounts::password_refusal`]) before they are hashed. Each change opens its own
//! transaction and notes itself in the audit log. Which pages only the administrator opens is
//! the front end's (`web::auth::Access`).

use super::accounts::{self, AccountRefusal, MAX_REFEREE_NAME};
use super::audit_note::AuditNote;
use super::{AppError, AppResult, Store};
use crate::db;
use crate::db::accounts::Role;
use crate::db::audit::AuditAction;
use crate::tournament::audit_detail::AuditDetail;
use crate::tournament::ids::AccountId;

pub use crate::db::tournaments::IndexedEvent;

/// An organizer's account as the administrator's page lists it.
pub struct OrganizerAccount {
    pub id: AccountId,
    pub name: String,
    /// False once the administrator disabled it.
    pub active: bool,
    /// How many tournaments it owns.
    pub tournaments: i64,
}

/// Checks a new account's name and password before the password is hashed: the name must
/// fit (as a referee's: it is typed to sign in) and be no other account's, the password follow
/// the rules and match its confirmation; refused in that order.
pub async fn check_new_account(
    (store, rules): (&Store, accounts::PasswordRules),
    name: &str,
    (password, confirm): (&str, &str),
) -> AppResult<()> {
    if name.is_empty() || name.chars().count() > MAX_REFEREE_NAME {
        return Err(AccountRefusal::RefereeName {
            max: MAX_REFEREE_NAME,
        }
        .into());
    }
    let mut conn = store.read().await?;
    if db::accounts::by_name(&mut conn, name).await?.is_some() {
        return Err(AccountRefusal::NameTaken.into());
    }
    match accounts::password_refusal(rules, name, password, confirm) {
        Some(refusal) => Err(refusal.into()),
        None => Ok(()),
    }
}

/// Makes an account of `role` named `name` (checked by [`check_new_account`]), made by `by`
/// (None for the first administrator, made on the console), and notes it.
async fn create_account(
    store: &Store,
    by: Option<AccountId>,
    (name, password_hash): (&str, &str),
    role: Role,
) -> AppResult<AccountId> {
    let mut tx = store.begin_write().await?;
    // Checked again inside the transaction: two forms sent at once cannot both take a name.
    if db::accounts::by_name(&mut tx, name).await?.is_some() {
        return Err(AccountRefusal::NameTaken.into());
    }
    let by = by.map(|by| by.get());
    let id = db::accounts::create(&mut tx, name, password_hash, role, by).await?;
    let action = match role {
        Role::LeagueAdmin => AuditAction::LeagueAdminCreated,
        Role::Organizer | Role::Referee => AuditAction::OrganizerCreated,
    };
    AuditNote::new(None, by.or(Some(id)), action, name)
        .detail(AuditDetail::new().text("name", name).number("account", id))
        .commit::<AppError>(tx)
        .await?;
    Ok(AccountId::new(id))
}

/// Makes a league administrator from the server's console (`tenbou admin`).
pub async fn create_administrator(
    store: &Store,
    name: &str,
    password_hash: &str,
) -> AppResult<AccountId> {
    create_account(store, None, (name, password_hash), Role::LeagueAdmin).await
}

/// The administrator `by` makes an organizer's account.
pub async fn create_organizer(
    store: &Store,
    by: AccountId,
    name: &str,
    password_hash: &str,
) -> AppResult<AccountId> {
    create_account(store, Some(by), (name, password_hash), Role::Organizer).await
}

/// Every organizer of the league, by name.
pub async fn organizers(store: &Store) -> AppResult<Vec<OrganizerAccount>> {
    let mut conn = store.read().await?;
    let organizers = db::accounts::organizers(&mut conn).await?;
    Ok(organizers
        .into_iter()
        .map(|(account, tournaments)| OrganizerAccount {
            id: AccountId::new(account.id),
            active: account.disabled_at.is_none(),
            name: account.name,
            tournaments,
        })
        .collect())
}

/// Disables the organizer `account` (their sessions end, and they cannot sign in) or enables
/// it again; [`AppError::NotFound`] when it is no organizer's. The referees the organizer
/// authorised follow: shut out with them, back with them. The audit entry counts them.
pub async fn set_active(
    store: &Store,
    by: AccountId,
    account: AccountId,
    active: bool,
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    let at = (!active).then(db::now);
    if !db::accounts::set_organizer_disabled(&mut tx, account.get(), at.as_deref()).await? {
        return Err(AppError::NotFound);
    }
    let referees = db::accounts::referees_authorised_by(&mut tx, account.get()).await?;
    let action = match active {
        true => AuditAction::OrganizerEnabled,
        false => AuditAction::OrganizerDisabled,
    };
    let subject = format!("account {account}");
    let detail = AuditDetail::new()
        .number("account", account.get())
        .number("referees", referees);
    AuditNote::new(None, Some(by.get()), action, &subject)
        .detail(detail)
        .commit(tx)
        .await
}

/// The league's public index: every event not archived, newest first, with its organizer.
pub async fn public_index(store: &Store) -> AppResult<Vec<IndexedEvent>> {
    let mut conn = store.read().await?;
    Ok(db::tournaments::public_index(&mut conn).await?)
}
