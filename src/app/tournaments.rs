//! Tournaments and their settings: create one, edit its details and rules, archive and restore
//! it, list them for the home pages, and read what the organizer's page for one shows.
//!
//! Each operation opens its own transaction and notes the change in the audit log inside it.
//! The one rule here: a tournament's ruleset and its settings are fixed once a round exists,
//! since every result keeps the rules it was played under. Parsing the form into
//! [`TournamentDetails`] is the front end's; wording a [`TournamentRefusal`] too.

use super::audit_note::AuditNote;
use super::author::Author;
use super::ownership::Scope;
use super::{AppError, AppResult, Store};
use crate::db;
use crate::db::audit::AuditAction;
use crate::tournament::audit_detail::AuditDetail;
use crate::tournament::details::TournamentDetails;
use crate::tournament::ids::{AccountId, TournamentId};
use crate::tournament::players::PlayerId;
use std::collections::HashMap;

/// Who is signed in, as the home list asks: a referee sees only their tournaments.
pub use crate::db::accounts::Role;
/// A stored choice (seating mode, table rule) by its code, as forms and pages write it.
pub use crate::db::codes::Code;
/// A stored tournament as pages show it: its details, ruleset and settings, archived or not.
pub use crate::db::tournaments::TournamentRow;
/// A stored player, a round, a hand waiting at a table, as the organizer's page lists them.
pub use crate::db::{players::PlayerRow, rounds::RoundRow, table_codes::OpenHand};

/// Why a change to a tournament was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentRefusal {
    /// The ruleset would change after a round has started.
    RulesetFixed,
    /// The ruleset's own settings (wind rounds, faan table) would change after a round has
    /// started.
    SettingsFixed,
}

/// The tournament `id` read on `conn` (inside the caller's transaction, so that what it reads
/// and what it writes are one), or [`AppError::NotFound`].
pub async fn load(conn: &mut db::Conn, id: TournamentId) -> AppResult<TournamentRow> {
    db::tournaments::get(conn, id.get())
        .await?
        .ok_or(AppError::NotFound)
}

/// The tournament `id`, or [`AppError::NotFound`].
pub async fn get(store: &Store, id: TournamentId) -> AppResult<TournamentRow> {
    let mut conn = store.read().await?;
    load(&mut conn, id).await
}

/// The tournaments open to the public, newest first (archived ones left out).
pub async fn public_list(store: &Store) -> AppResult<Vec<TournamentRow>> {
    let mut conn = store.read().await?;
    Ok(db::tournaments::list(&mut conn, false).await?)
}

/// Whether the organizer's account exists yet: until it does, the home page offers set-up.
pub async fn is_set_up(store: &Store) -> AppResult<bool> {
    let mut conn = store.read().await?;
    Ok(db::accounts::organizer_exists(&mut conn).await?)
}

/// The tournaments a staff member works at, newest first, archived ones included: the
/// organizer's every one (on a league's server, within their `scope`: those they own), a
/// referee's only those they referee (the others are none of their business).
pub async fn staff_list(
    store: &Store,
    (account, role): (AccountId, Role),
    scope: Scope,
) -> AppResult<Vec<TournamentRow>> {
    let mut conn = store.read().await?;
    let mut tournaments = db::tournaments::list(&mut conn, true).await?;
    if role == Role::Referee {
        let mine = db::accounts::refereed_tournaments(&mut conn, account.get()).await?;
        tournaments.retain(|t| mine.contains(&t.id));
    } else if let Some(owner) = scope.owner() {
        tournaments.retain(|t| t.owner_account_id == Some(owner.get()));
    }
    Ok(tournaments)
}

/// A tournament's details as the audit log keeps them: name · date · venue · ruleset, and
/// its settings when it has any.
fn described(details: &TournamentDetails) -> String {
    let mut text = format!(
        "{} · {} · {} · {}",
        details.name,
        details.date.map(|d| d.to_string()).unwrap_or_default(),
        details.venue,
        details.ruleset
    );
    if !details.settings.is_empty() {
        text.push_str(&format!(" · {}", details.settings));
    }
    text
}

/// A tournament's facts for the audit log: its name and its details as [`described`] lists
/// them (data only: names, a date, a ruleset's id).
fn tournament_detail(details: &TournamentDetails) -> AuditDetail {
    AuditDetail::new()
        .text("name", details.name.as_str())
        .text("details", described(details))
}

/// Creates a tournament from its details, owned by its author.
pub async fn create(
    store: &Store,
    author: &Author,
    details: &TournamentDetails,
) -> AppResult<TournamentId> {
    let mut tx = store.begin_write().await?;
    let id = db::tournaments::create(&mut tx, details, author.account_id).await?;
    let id = TournamentId::new(id);
    AuditNote::by(author, id, AuditAction::TournamentCreated, &details.name)
        .changed("", &described(details))
        .detail(tournament_detail(details))
        .commit::<AppError>(tx)
        .await?;
    Ok(id)
}

/// Replaces a tournament's details; its ruleset and the ruleset's settings only while no
/// round has started.
pub async fn update(
    store: &Store,
    author: &Author,
    id: TournamentId,
    details: &TournamentDetails,
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    let before = load(&mut tx, id).await?;
    let started = !db::rounds::list(&mut tx, id.get()).await?.is_empty();
    if started && details.ruleset != before.ruleset.as_str() {
        return Err(TournamentRefusal::RulesetFixed.into());
    }
    if started && before.rule_settings != details.settings {
        return Err(TournamentRefusal::SettingsFixed.into());
    }
    db::tournaments::update(&mut tx, id.get(), details).await?;
    let before_text = format!(
        "{} · {} · {} · {}",
        before.name, before.event_date, before.venue, before.ruleset
    );
    AuditNote::by(author, id, AuditAction::TournamentEdited, &details.name)
        .changed(&before_text, &described(details))
        .detail(tournament_detail(details))
        .commit(tx)
        .await
}

/// Archives a tournament (read-only from then on) or restores it.
pub async fn set_archived(
    store: &Store,
    author: &Author,
    id: TournamentId,
    archived: bool,
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    let tournament = load(&mut tx, id).await?;
    db::tournaments::set_archived(&mut tx, id.get(), archived).await?;
    let action = if archived {
        AuditAction::TournamentArchived
    } else {
        AuditAction::TournamentRestored
    };
    AuditNote::by(author, id, action, &tournament.name)
        .detail(AuditDetail::new().text("name", tournament.name.as_str()))
        .commit(tx)
        .await
}

/// A tournament's audit log, newest first, with the tournament.
pub async fn audit_log(
    store: &Store,
    id: TournamentId,
) -> AppResult<(TournamentRow, Vec<db::audit::AuditEntry>)> {
    let mut conn = store.read().await?;
    let tournament = load(&mut conn, id).await?;
    let entries = db::audit::for_tournament(&mut conn, id.get()).await?;
    Ok((tournament, entries))
}

/// What the organizer's page for one tournament shows, as stored.
pub struct ManageView {
    pub tournament: TournamentRow,
    pub players: Vec<PlayerRow>,
    pub rounds: Vec<RoundRow>,
    /// The tournament runs by its bracket: rounds are seated from the bracket page.
    pub has_bracket: bool,
    /// The numbers of the rounds with a hand or penalty recorded: their seating is fixed.
    pub played_rounds: Vec<i64>,
    /// Tables record their own hands (else the organizer and referees only).
    pub table_entry: bool,
    /// Hands entered at tables and not yet confirmed, disputed ones first.
    pub open_hands: Vec<OpenHand>,
    /// Each player's seat PIN, for the organizer to read out at check-in.
    pub seat_pins: HashMap<PlayerId, String>,
}

/// Reads the organizer's page for tournament `id`.
pub async fn manage(store: &Store, id: TournamentId) -> AppResult<ManageView> {
    let mut conn = store.read().await?;
    let tournament = load(&mut conn, id).await?;
    let players = db::players::list(&mut conn, id.get()).await?;
    let rounds = db::rounds::list(&mut conn, id.get()).await?;
    let has_bracket = db::stages::bracket(&mut conn, id.get()).await?.is_some();
    let mut played_rounds = Vec::new();
    for round in &rounds {
        if db::rounds::has_results(&mut conn, round.id).await? {
            played_rounds.push(round.number);
        }
    }
    let table_entry = db::table_codes::hand_entry(&mut conn, id.get()).await?
        == db::table_codes::HandEntry::Table;
    let open_hands = db::table_codes::open_hands(&mut conn, id.get()).await?;
    let seat_pins = db::seat_pins::pins(&mut conn, id.get()).await?;
    Ok(ManageView {
        tournament,
        players,
        rounds,
        has_bracket,
        played_rounds,
        table_entry,
        open_hands,
        seat_pins: seat_pins.into_iter().collect(),
    })
}
