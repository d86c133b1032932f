//! The audit log: who changed what and when, with the value before and after.
//!
//! Entries about a score sheet's hands also name the game and the hand's position (migration
//! 0005): they are the game's history, which "undo" walks back and from which a deleted hand is
//! restored. An entry undone or restored is marked with the entry that reverted it, so nothing
//! is reverted twice. Only SQL here; what a change means is the web layer's business.

use super::Conn;
use crate::db::codes::{codes, text_column, Code};
use sqlx::decode::Decode;
use sqlx::encode::{Encode, IsNull};
use sqlx::error::BoxDynError;
use sqlx::Type;
use std::fmt;

/// What a change was, as the audit log stores it (its code, `db::codes`) and shows it. Each
/// writer names its action here; a stored action this version does not know fails the load.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AuditAction {
    PlayerCheckedIn,
    PlayerCheckInUndone,
    PlayerWithdrawn,
    PlayerReinstated,
    TournamentArchived,
    TournamentRestored,
    AllPlayersCheckedIn,
    BracketCutMade,
    BracketCutReRun,
    BracketFinalistReplaced,
    BracketGameSeated,
    BracketReasonsUpdated,
    BracketSetUp,
    ChangeUndone,
    ClockStarted,
    GameEndedAtTime,
    HandConfirmed,
    HandDeleted,
    HandDisputed,
    HandEdited,
    HandEntryChanged,
    HandRecorded,
    HandRestored,
    LeagueAdminCreated,
    LeagueCreated,
    LeagueEdited,
    LeagueEventAdded,
    LeagueEventRemoved,
    OrganizerCreated,
    OrganizerDisabled,
    OrganizerEnabled,
    OrganizerPasswordChanged,
    OrganizerPasswordSet,
    PenaltyGiven,
    PenaltyRemoved,
    PlayerAdded,
    PlayerEdited,
    PlayersImported,
    PlayersSwapped,
    RefereeAccessRevoked,
    RefereeAuthorised,
    RoundRePlanned,
    RoundRedrawn,
    RoundStarted,
    RoundTakenBack,
    SeatFreed,
    SeatPinReset,
    SeatTaken,
    TimeGiven,
    TournamentCreated,
    TournamentEdited,
    TournamentImported,
    TeamFormed,
    TeamDissolved,
}

codes! {
    AuditAction, "audit action";
    PlayerCheckedIn => "player checked in",
    PlayerCheckInUndone => "player check-in undone",
    PlayerWithdrawn => "player withdrawn",
    PlayerReinstated => "player reinstated",
    TournamentArchived => "tournament archived",
    TournamentRestored => "tournament restored",
    AllPlayersCheckedIn => "all players checked in",
    BracketCutMade => "bracket cut made",
    BracketCutReRun => "bracket cut re-run",
    BracketFinalistReplaced => "bracket finalist replaced",
    BracketGameSeated => "bracket game seated",
    BracketReasonsUpdated => "bracket reasons updated",
    BracketSetUp => "bracket set up",
    ChangeUndone => "change undone",
    ClockStarted => "clock started",
    GameEndedAtTime => "game ended at time",
    HandConfirmed => "hand confirmed",
    HandDeleted => "hand deleted",
    HandDisputed => "hand disputed",
    HandEdited => "hand edited",
    HandEntryChanged => "hand entry changed",
    HandRecorded => "hand recorded",
    HandRestored => "hand restored",
    LeagueAdminCreated => "league administrator created",
    LeagueCreated => "league created",
    LeagueEdited => "league edited",
    LeagueEventAdded => "league event added",
    LeagueEventRemoved => "league event removed",
    OrganizerCreated => "organizer created",
    OrganizerDisabled => "organizer disabled",
    OrganizerEnabled => "organizer enabled",
    OrganizerPasswordChanged => "organizer password changed",
    OrganizerPasswordSet => "organizer password set",
    PenaltyGiven => "penalty given",
    PenaltyRemoved => "penalty removed",
    PlayerAdded => "player added",
    PlayerEdited => "player edited",
    PlayersImported => "players imported",
    PlayersSwapped => "players swapped",
    RefereeAccessRevoked => "referee access revoked",
    RefereeAuthorised => "referee authorised",
    RoundRePlanned => "round re-planned",
    RoundRedrawn => "round redrawn",
    RoundStarted => "round started",
    RoundTakenBack => "round taken back",
    SeatFreed => "seat freed",
    SeatPinReset => "seat pin reset",
    SeatTaken => "seat taken",
    TimeGiven => "time given",
    TournamentCreated => "tournament created",
    TournamentEdited => "tournament edited",
    TournamentImported => "tournament imported",
    TeamFormed => "team formed",
    TeamDissolved => "team dissolved",
}

text_column!(AuditAction);

impl fmt::Display for AuditAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AuditEntry {
    pub id: i64,
    pub at: String,
    pub who: String,
    pub action: AuditAction,
    pub subject: String,
    pub before_value: String,
    pub after_value: String,
    /// The game whose hands changed, for entries about a hand.
    pub game_id: Option<i64>,
    /// 0-based position of that hand in the game.
    pub hand_position: Option<i64>,
    /// The entry that undid or restored this one.
    pub reverted_by: Option<i64>,
    /// The change's facts as a JSON object (`tournament::audit_detail`); none in an entry
    /// written before migration 0020, which shows its stored text.
    pub detail: Option<String>,
}

const ENTRY_COLUMNS: &str = "id, at, who, action, subject, before_value, after_value, game_id, \
     hand_position, reverted_by, detail";

/// Records one change; call it inside the transaction that makes the change.
pub async fn record(
    conn: &mut Conn,
    tournament_id: Option<i64>,
    account_id: Option<i64>,
    action: AuditAction,
    subject: &str,
    (before, after): (&str, &str),
    detail: Option<&str>,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO audit_log (tournament_id, account_id, who, at, action, subject, before_value, after_value, detail)
         VALUES ($1, $2, COALESCE((SELECT name FROM accounts WHERE id = $3), ''), $4, $5, $6, $7, $8, $9)",
    )
    .bind(tournament_id)
    .bind(account_id)
    .bind(account_id)
    .bind(super::now())
    .bind(action)
    .bind(subject)
    .bind(before)
    .bind(after)
    .bind(detail)
    .execute(conn)
    .await?;
    Ok(())
}

/// Records a change that has no before/after worth keeping (a check-in, an archive, …).
pub async fn note(
    conn: &mut Conn,
    tournament_id: Option<i64>,
    account_id: Option<i64>,
    action: AuditAction,
    subject: &str,
) -> sqlx::Result<()> {
    record(
        conn,
        tournament_id,
        account_id,
        action,
        subject,
        ("", ""),
        None,
    )
    .await
}

/// Records a change made by someone who may have no account (a table's phone): `who` names
/// them when `account_id` is None. `detail` is the change's facts (a JSON object), as
/// [`record`] keeps them.
pub async fn note_by(
    conn: &mut Conn,
    (tournament_id, account_id): (i64, Option<i64>),
    who: &str,
    action: AuditAction,
    subject: &str,
    detail: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO audit_log (tournament_id, account_id, who, at, action, subject, before_value, after_value, detail)
         VALUES ($1, $2, COALESCE((SELECT name FROM accounts WHERE id = $3), $4), $5, $6, $7, '', '', $8)",
    )
    .bind(tournament_id)
    .bind(account_id)
    .bind(account_id)
    .bind(who)
    .bind(super::now())
    .bind(action)
    .bind(subject)
    .bind(detail)
    .execute(conn)
    .await?;
    Ok(())
}

/// A change of one hand of a game, as the game's history keeps it.
#[derive(Debug, Clone)]
pub struct HandChange<'a> {
    pub tournament_id: i64,
    /// The organizer's or a referee's account; None for a player at the table.
    pub account_id: Option<i64>,
    /// Who made the change when there is no account ("Mary at the table").
    pub who: &'a str,
    pub game_id: i64,
    /// The hand's position; None for an entry that is no step of the history (a hand
    /// confirmed or disputed: undo passes over it).
    pub position: Option<usize>,
    pub action: AuditAction,
    pub subject: &'a str,
    /// The hand before (engine JSON), empty when the change added it.
    pub before: &'a str,
    /// The hand after (engine JSON), empty when the change removed it.
    pub after: &'a str,
    /// The random key of the form that made the change, if a form did.
    pub form_key: Option<&'a str>,
    /// The entry this change undoes or restores.
    pub reverts: Option<i64>,
    /// The change's facts as a JSON object (`tournament::audit_detail`).
    pub detail: Option<&'a str>,
}

/// Records a change of a hand (and marks the entry it reverts); returns the new entry's id.
pub async fn record_hand_change(conn: &mut Conn, change: &HandChange<'_>) -> sqlx::Result<i64> {
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO audit_log (tournament_id, account_id, who, at, action, subject, before_value,
                                after_value, game_id, hand_position, form_key, detail)
         VALUES ($1, $2, COALESCE((SELECT name FROM accounts WHERE id = $3), $4), $5, $6, $7, $8, $9, $10, $11, $12, $13)
         RETURNING id",
    )
    .bind(change.tournament_id)
    .bind(change.account_id)
    .bind(change.account_id)
    .bind(change.who)
    .bind(super::now())
    .bind(change.action)
    .bind(change.subject)
    .bind(change.before)
    .bind(change.after)
    .bind(change.game_id)
    .bind(change.position.map(|p| p as i64))
    .bind(change.form_key)
    .bind(change.detail)
    .fetch_one(&mut *conn)
    .await?;
    if let Some(reverted) = change.reverts {
        sqlx::query("UPDATE audit_log SET reverted_by = $1 WHERE id = $2")
            .bind(id)
            .bind(reverted)
            .execute(&mut *conn)
            .await?;
    }
    Ok(id)
}

/// The latest change of a game's hands that has not been reverted, leaving out the undos
/// themselves (so "undo" pressed again goes one step further back).
pub async fn last_hand_change(
    conn: &mut Conn,
    game_id: i64,
    undo_action: AuditAction,
) -> sqlx::Result<Option<AuditEntry>> {
    sqlx::query_as(&format!(
        "SELECT {ENTRY_COLUMNS} FROM audit_log
          WHERE game_id = $1 AND reverted_by IS NULL AND action <> $2 AND hand_position IS NOT NULL
          ORDER BY id DESC LIMIT 1"
    ))
    .bind(game_id)
    .bind(undo_action)
    .fetch_optional(conn)
    .await
}

/// One entry of a game's history.
pub async fn hand_change(
    conn: &mut Conn,
    game_id: i64,
    entry_id: i64,
) -> sqlx::Result<Option<AuditEntry>> {
    sqlx::query_as(&format!(
        "SELECT {ENTRY_COLUMNS} FROM audit_log WHERE game_id = $1 AND id = $2"
    ))
    .bind(game_id)
    .bind(entry_id)
    .fetch_optional(conn)
    .await
}

/// The position of the hand a form with this key saved in this game, if one did.
pub async fn saved_by_form(
    conn: &mut Conn,
    game_id: i64,
    form_key: &str,
) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar(
        "SELECT hand_position FROM audit_log WHERE game_id = $1 AND form_key = $2 ORDER BY id DESC LIMIT 1",
    )
    .bind(game_id)
    .bind(form_key)
    .fetch_optional(conn)
    .await
    .map(Option::flatten)
}

pub async fn for_tournament(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<Vec<AuditEntry>> {
    sqlx::query_as(&format!(
        "SELECT {ENTRY_COLUMNS} FROM audit_log WHERE tournament_id = $1 ORDER BY id DESC"
    ))
    .bind(tournament_id)
    .fetch_all(conn)
    .await
}
