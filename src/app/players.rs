//! The organizer's players: add, edit (their EMA number and country too), check in, withdraw
//! and reinstate them, import a list of them, and give one a new seat PIN. Each operation is one transaction that also writes its
//! audit entry, so a change and the note of who made it stand or fall together.
//!
//! A player's details arrive parsed (`tournament::players::PlayerDetails`); what only storage
//! can tell (a name already taken, a player who has withdrawn) comes back as a
//! [`PlayerRefusal`]. Counting wrong seat PINs is the front end's (it knows the addresses):
//! this module only stores the PIN.

use super::audit_note::AuditNote;
use super::{AppError, AppResult, Store, TournamentRow};
use crate::app::tournaments;
use crate::db;
use crate::db::audit::AuditAction;
use crate::tournament::audit_detail::AuditDetail;
use crate::tournament::ids::{AccountId, TournamentId};
use crate::tournament::players::{parse_import, ImportError, ImportReport, PlayerDetails};
use rand::{RngCore, SeedableRng};
use std::collections::HashSet;

pub use crate::db::players::PlayerRow;
pub use crate::tournament::players::PlayerId;

/// Why a change to the players was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayerRefusal {
    /// Another player of the tournament has this name (names ignore case and spaces).
    DuplicateName { name: String },
    /// A player who has withdrawn is checked in only once reinstated.
    CheckInWithdrawn { name: String },
    /// The list to import cannot be read at all.
    Import(ImportError),
}

/// A player as the organizer's edit page shows them, with the tournament and the seat PIN to
/// read out.
pub struct PlayerPage {
    pub tournament: TournamentRow,
    pub player: PlayerRow,
    pub seat_pin: String,
}

/// What an import would bring in, read against the players already there; or why the list
/// cannot be read.
pub struct ImportPreview {
    pub tournament: TournamentRow,
    pub report: Result<ImportReport, ImportError>,
}

/// What an import brought in.
pub struct Imported {
    pub tournament: TournamentRow,
    pub report: ImportReport,
    pub count: usize,
}

/// The player `player` of the tournament `id`, or [`AppError::NotFound`].
async fn player_in(
    conn: &mut db::Conn,
    id: TournamentId,
    player: PlayerId,
) -> AppResult<PlayerRow> {
    db::players::get(conn, id.get(), player.get())
        .await?
        .ok_or(AppError::NotFound)
}

/// The tournament, for a page about its players (the import form).
pub async fn tournament(store: &Store, id: TournamentId) -> AppResult<TournamentRow> {
    let mut conn = store.read().await?;
    tournaments::load(&mut conn, id).await
}

/// A storage refusal of a player's name, as the refusal it is.
fn duplicate_or(err: impl Into<db::StorageError>, details: &PlayerDetails) -> AppError {
    let err = err.into();
    if err.is_unique_violation() {
        PlayerRefusal::DuplicateName {
            name: details.name.as_str().to_string(),
        }
        .into()
    } else {
        err.into()
    }
}

/// A player's details as the audit log keeps them: "name · club · number", then
/// " · EMA 04010001 · FRA" for a player with an EMA number or country.
fn described(name: &str, club: &str, number: &str, ema_number: &str, country: &str) -> String {
    let mut text = format!("{name} · {club} · {number}");
    if !ema_number.is_empty() || !country.is_empty() {
        text.push_str(&format!(" · EMA {ema_number} · {country}"));
    }
    text
}

fn described_details(details: &PlayerDetails) -> String {
    let ema_number = details.ema_number.as_ref().map_or("", |n| n.as_str());
    let country = details.country.map_or("", |c| c.code());
    let (name, club) = (details.name.as_str(), &details.club);
    described(name, club, &details.number, ema_number, country)
}

/// Adds a player, checked in at once when `checked_in`.
pub async fn add(
    store: &Store,
    by: AccountId,
    id: TournamentId,
    details: &PlayerDetails,
    checked_in: bool,
) -> AppResult<PlayerId> {
    let mut tx = store.begin_write().await?;
    tournaments::load(&mut tx, id).await?;
    let player = db::players::create(&mut tx, id.get(), details, checked_in)
        .await
        .map_err(|err| duplicate_or(err, details))?;
    let after = described_details(details);
    let name = details.name.as_str();
    AuditNote::new(
        Some(id.get()),
        Some(by.get()),
        AuditAction::PlayerAdded,
        name,
    )
    .changed("", &after)
    .detail(
        AuditDetail::new()
            .text("name", name)
            .text("details", &after),
    )
    .commit::<AppError>(tx)
    .await?;
    PlayerId::new(player).ok_or_else(|| AppError::Corrupt(format!("player id {player}")))
}

/// The organizer's page of one player.
pub async fn page(store: &Store, id: TournamentId, player: PlayerId) -> AppResult<PlayerPage> {
    let mut conn = store.read().await?;
    let tournament = tournaments::load(&mut conn, id).await?;
    let player = player_in(&mut conn, id, player).await?;
    let seat_pin = db::seat_pins::pin_of(&mut conn, player.id)
        .await?
        .unwrap_or_default();
    Ok(PlayerPage {
        tournament,
        player,
        seat_pin,
    })
}

/// Changes a player's name, club and number.
pub async fn update(
    store: &Store,
    by: AccountId,
    id: TournamentId,
    player: PlayerId,
    details: &PlayerDetails,
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    tournaments::load(&mut tx, id).await?;
    let before = player_in(&mut tx, id, player).await?;
    db::players::update(&mut tx, player.get(), details)
        .await
        .map_err(|err| duplicate_or(err, details))?;
    let was = described(
        &before.name,
        &before.club,
        &before.player_number,
        &before.ema_number,
        &before.country,
    );
    let after = described_details(details);
    let (name, action) = (details.name.as_str(), AuditAction::PlayerEdited);
    AuditNote::new(Some(id.get()), Some(by.get()), action, name)
        .changed(&was, &after)
        .detail(
            AuditDetail::new()
                .text("name", name)
                .text("details", &after),
        )
        .commit(tx)
        .await
}

/// Checks a player in (or takes the check-in back). A withdrawn player is refused.
pub async fn set_checked_in(
    store: &Store,
    by: AccountId,
    id: TournamentId,
    player: PlayerId,
    checked_in: bool,
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    let row = player_in(&mut tx, id, player).await?;
    if checked_in && row.withdrawn {
        return Err(PlayerRefusal::CheckInWithdrawn { name: row.name }.into());
    }
    db::players::set_checked_in(&mut tx, player.get(), checked_in).await?;
    let actions = (
        AuditAction::PlayerCheckedIn,
        AuditAction::PlayerCheckInUndone,
    );
    note_flag(tx, (id, by), &row.name, checked_in, actions).await
}

/// Checks in every player who has not withdrawn; returns how many were checked in now.
pub async fn check_in_all(store: &Store, by: AccountId, id: TournamentId) -> AppResult<u64> {
    let mut tx = store.begin_write().await?;
    tournaments::load(&mut tx, id).await?;
    let count = db::players::check_in_all(&mut tx, id.get()).await?;
    let subject = format!("{count} players");
    let action = AuditAction::AllPlayersCheckedIn;
    AuditNote::new(Some(id.get()), Some(by.get()), action, &subject)
        .detail(AuditDetail::new().number("count", count))
        .commit::<AppError>(tx)
        .await?;
    Ok(count)
}

/// Withdraws a player (kept with every result, no longer seated), or reinstates them.
pub async fn set_withdrawn(
    store: &Store,
    by: AccountId,
    id: TournamentId,
    player: PlayerId,
    withdrawn: bool,
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    let row = player_in(&mut tx, id, player).await?;
    db::players::set_withdrawn(&mut tx, player.get(), withdrawn).await?;
    let actions = (AuditAction::PlayerWithdrawn, AuditAction::PlayerReinstated);
    note_flag(tx, (id, by), &row.name, withdrawn, actions).await
}

/// Notes that a player's flag (checked in, withdrawn) was set (`actions.0`) or cleared
/// (`actions.1`), and commits the change with the note.
async fn note_flag(
    tx: db::Tx,
    (id, by): (TournamentId, AccountId),
    name: &str,
    set: bool,
    (set_action, cleared_action): (AuditAction, AuditAction),
) -> AppResult<()> {
    let action = if set { set_action } else { cleared_action };
    AuditNote::new(Some(id.get()), Some(by.get()), action, name)
        .detail(AuditDetail::new().text("name", name))
        .commit(tx)
        .await
}

/// Gives a player a new seat PIN (a card lost, a PIN overheard): the old PIN and every phone
/// it proved stop counting, and the seats taken with it are free again. The front end forgets
/// the player's wrong guesses once this succeeded.
pub async fn reset_seat_pin(
    store: &Store,
    by: AccountId,
    id: TournamentId,
    player: PlayerId,
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    let row = player_in(&mut tx, id, player).await?;
    let old = db::seat_pins::pin_of(&mut tx, row.id).await?;
    let mut rng = rand::rngs::StdRng::from_os_rng();
    // A new PIN is a different one: the old must stop working.
    let new_pin = std::iter::repeat_with(|| db::seat_pins::pin_from(rng.next_u32()))
        .find(|pin| Some(pin) != old.as_ref())
        .unwrap_or_default();
    let freed = db::seat_pins::reset_pin(&mut tx, row.id, &new_pin).await?;
    // The log says who did what, never a secret: the PIN itself stays out of it.
    let subject = match freed {
        0 => row.name.clone(),
        1 => format!("{} (their phone's seat freed)", row.name),
        n => format!("{} ({n} seats freed)", row.name),
    };
    let action = AuditAction::SeatPinReset;
    let detail = AuditDetail::new()
        .text("name", row.name.as_str())
        .number("freed", freed);
    AuditNote::new(Some(id.get()), Some(by.get()), action, &subject)
        .detail(detail)
        .commit(tx)
        .await
}

/// The name keys already taken in the tournament.
async fn existing_keys(conn: &mut db::Conn, id: TournamentId) -> AppResult<HashSet<String>> {
    Ok(db::players::name_keys(conn, id.get())
        .await?
        .into_iter()
        .collect())
}

/// What importing `bytes` (a CSV file or pasted lines) would do, line by line.
pub async fn preview_import(
    store: &Store,
    id: TournamentId,
    bytes: &[u8],
) -> AppResult<ImportPreview> {
    let mut conn = store.read().await?;
    let tournament = tournaments::load(&mut conn, id).await?;
    let existing = existing_keys(&mut conn, id).await?;
    let report = parse_import(bytes, &existing);
    Ok(ImportPreview { tournament, report })
}

/// Imports the accepted lines of a previewed list, all in one transaction. The list is read
/// again against the players present now, in case someone was added meanwhile.
pub async fn import(
    store: &Store,
    by: AccountId,
    id: TournamentId,
    text: &str,
) -> AppResult<Imported> {
    let mut tx = store.begin_write().await?;
    let tournament = tournaments::load(&mut tx, id).await?;
    let existing = existing_keys(&mut tx, id).await?;
    let report = parse_import(text.as_bytes(), &existing).map_err(PlayerRefusal::Import)?;
    let mut names = Vec::new();
    for details in report.accepted() {
        db::players::create(&mut tx, id.get(), details, false)
            .await
            .map_err(|err| duplicate_or(err, details))?;
        names.push(details.name.as_str().to_string());
    }
    let (count, action) = (names.len(), AuditAction::PlayersImported);
    let subject = format!("{count} players");
    let all = names.join(", ");
    AuditNote::new(Some(id.get()), Some(by.get()), action, &subject)
        .changed("", &all)
        .detail(
            AuditDetail::new()
                .number("count", count)
                .text("names", &all),
        )
        .commit::<AppError>(tx)
        .await?;
    Ok(Imported {
        tournament,
        report,
        count,
    })
}

#[cfg(test)]
pub(crate) mod tests;
