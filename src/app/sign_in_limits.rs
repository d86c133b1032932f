//! How failed sign-ins hold back the next ones, counted in the database (`db::sign_in_limits`)
//! so that every instance serving one database applies the same counts: two tenbou processes
//! behind one proxy are one server to a guesser.
//!
//! Two counts, each forgotten after a quarter of an hour without failures:
//! - **per address**: a few mistakes cost nothing; after [`FREE_FAILURES`] each further wrong
//!   password is answered a second later than the one before, up to [`MAX_DELAY_SECONDS`],
//!   which makes guessing from one address hopeless without bothering an organizer who
//!   mistyped;
//! - **per account** (the account the typed name belongs to): a guesser with many addresses
//!   gets [`ACCOUNT_FREE_FAILURES`] wrong passwords for one account, after which that account
//!   takes one sign-in every [`ACCOUNT_TRY_EVERY_SECONDS`] from a browser it does not know.
//!   Which browsers it knows (one that signed in to it before, the organizer's laptop) is the
//!   front end's to say: they are never held back by this count, so nobody can lock a staff
//!   member out of their own account by guessing at it.
//!
//! What bounds the sign-ins in progress (per address, and the password checks of this
//! process's cores) is the front end's and stays in its memory: it is about this process.
//! Each operation here is one transaction.

use super::{AppResult, Store};
use crate::db;
use crate::db::sign_in_limits::{Failures, Scope};
use crate::tournament::ids::AccountId;
use std::net::IpAddr;
use std::time::Duration;

/// Failures one address may make before its answers slow down.
pub const FREE_FAILURES: i64 = 3;
/// Longest delay of an answer to a wrong password, in seconds.
pub const MAX_DELAY_SECONDS: i64 = 5;
/// Failures one account may draw, from any addresses, before strangers' sign-ins to it are
/// spaced out: a staff member who mistypes a few times on a new phone is never held back.
pub const ACCOUNT_FREE_FAILURES: i64 = 10;
/// Past its free failures, an account takes a sign-in from a browser it does not know once in
/// this many seconds after its last failure: about two guesses a minute, whatever the
/// number of addresses guessing.
pub const ACCOUNT_TRY_EVERY_SECONDS: i64 = 30;
/// Seconds without a failure after which a count starts again from nothing: it only has to
/// outlast a guessing run, and forgetting it keeps the table small.
pub const FAILURE_MEMORY_SECONDS: i64 = 15 * 60;
/// Rows kept at most: the newest; a stream of ever new addresses cannot grow the table past it.
pub const MAX_REMEMBERED: i64 = 4096;

/// Who failed to sign in: the client's address (None when the server does not know it) and
/// the account the typed name belongs to, if any.
#[derive(Debug, Clone, Copy)]
pub struct SignInAttempt {
    pub address: Option<IpAddr>,
    pub account: Option<AccountId>,
}

/// The stored subject of an address: its text, the same for an IPv4 address however it came.
fn address_subject(address: Option<IpAddr>) -> String {
    address.map_or_else(|| "unknown".to_string(), |ip| ip.to_canonical().to_string())
}

fn account_subject(account: AccountId) -> String {
    account.get().to_string()
}

/// The current time in unix seconds, as the counts store it.
fn now_seconds() -> i64 {
    chrono::Utc::now().timestamp()
}

/// How long the answer to an address's `failures`-th wrong password waits.
pub fn answer_delay(failures: i64) -> Duration {
    let excess = (failures - FREE_FAILURES).clamp(0, MAX_DELAY_SECONDS);
    Duration::from_secs(excess.unsigned_abs())
}

/// How long a browser the account does not know must still wait before its sign-in is
/// checked, given the account's failures, at `now`; None when it may sign in now.
pub fn account_wait(account: Option<Failures>, now: i64) -> Option<Duration> {
    let account = account?;
    if account.failures < ACCOUNT_FREE_FAILURES {
        return None;
    }
    let left = account.last_at + ACCOUNT_TRY_EVERY_SECONDS - now;
    (left > 0).then(|| Duration::from_secs(left.unsigned_abs()))
}

/// Counts a failed sign-in against its address and its account, forgetting old counts first;
/// says how long to wait before answering it.
pub async fn record_failure(store: &Store, attempt: SignInAttempt) -> AppResult<Duration> {
    record_failure_at(store, attempt, now_seconds()).await
}

async fn record_failure_at(store: &Store, attempt: SignInAttempt, now: i64) -> AppResult<Duration> {
    let mut tx = store.begin_write().await?;
    let forgotten_before = now - FAILURE_MEMORY_SECONDS;
    db::sign_in_limits::forget_old(&mut tx, forgotten_before, MAX_REMEMBERED).await?;
    let address = address_subject(attempt.address);
    let by_address =
        db::sign_in_limits::count_failure(&mut tx, Scope::Address, &address, now).await?;
    if let Some(account) = attempt.account {
        let subject = account_subject(account);
        db::sign_in_limits::count_failure(&mut tx, Scope::Account, &subject, now).await?;
    }
    tx.commit().await?;
    Ok(answer_delay(by_address.failures))
}

/// How long a sign-in to `account` from a browser it does not know must wait before its
/// password is checked; None when it may be checked now.
pub async fn account_held_back(store: &Store, account: AccountId) -> AppResult<Option<Duration>> {
    account_held_back_at(store, account, now_seconds()).await
}

async fn account_held_back_at(
    store: &Store,
    account: AccountId,
    now: i64,
) -> AppResult<Option<Duration>> {
    let mut conn = store.read().await?;
    let subject = account_subject(account);
    let failures = db::sign_in_limits::failures(&mut conn, Scope::Account, &subject).await?;
    // A count older than the memory is as good as forgotten, even before a write deletes it.
    let current = failures.filter(|f| f.last_at >= now - FAILURE_MEMORY_SECONDS);
    Ok(account_wait(current, now))
}

/// Forgets the failures of the address and the account of a sign-in whose password was right.
pub async fn clear(store: &Store, attempt: SignInAttempt) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    let address = address_subject(attempt.address);
    db::sign_in_limits::clear(&mut tx, Scope::Address, &address).await?;
    if let Some(account) = attempt.account {
        let subject = account_subject(account);
        db::sign_in_limits::clear(&mut tx, Scope::Account, &subject).await?;
    }
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests;
