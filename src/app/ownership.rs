//! Who owns what on a league's server: each tournament is its organizer's, each referee the
//! organizer's who authorised them, and the league's administrator reaches everything. On the
//! laptop (league mode off) its one organizer owns every event, so every operation reaches
//! everything as it always did.
//!
//! The front end turns who is signed in into a [`Scope`] once (it knows whether the server runs
//! as a league's); the operations here and in `accounts` answer within it. Nothing here words
//! a refusal or knows a route.

use super::{AppResult, Store};
use crate::db;
use crate::db::accounts::Role;
use crate::tournament::ids::{AccountId, TournamentId};

/// The events and accounts an organizer's operation may reach.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// Every event and account: the laptop's organizer, or a league's administrator.
    Everything,
    /// The events this organizer owns and the referees they authorised.
    OwnedBy(AccountId),
}

impl Scope {
    /// The scope of `account` acting as `role`: on a league's server (`league`) an organizer
    /// reaches what they own; the administrator, and the laptop's organizer, everything. A
    /// referee's reach is their own tournaments, which `accounts::referees` answers apart.
    pub fn of(league: bool, account: AccountId, role: Role) -> Scope {
        match role {
            Role::Organizer if league => Scope::OwnedBy(account),
            Role::Referee => Scope::OwnedBy(account),
            Role::Organizer | Role::LeagueAdmin => Scope::Everything,
        }
    }

    /// The account that must own what is reached, if one must.
    pub fn owner(self) -> Option<AccountId> {
        match self {
            Scope::Everything => None,
            Scope::OwnedBy(account) => Some(account),
        }
    }
}

/// Whether tournament `id` lies within `scope` (a tournament not stored lies within
/// [`Scope::Everything`] only, so that its pages answer 404 as before).
pub async fn reaches(store: &Store, scope: Scope, id: TournamentId) -> AppResult<bool> {
    let Some(owner) = scope.owner() else {
        return Ok(true);
    };
    let mut conn = store.read().await?;
    Ok(db::tournaments::owned_by(&mut conn, id.get(), owner.get()).await?)
}

/// The same question inside the caller's transaction or read.
pub async fn reaches_on(conn: &mut db::Conn, scope: Scope, id: TournamentId) -> AppResult<bool> {
    match scope.owner() {
        None => Ok(true),
        Some(owner) => Ok(db::tournaments::owned_by(conn, id.get(), owner.get()).await?),
    }
}
