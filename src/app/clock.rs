//! The round clock's rule: when a table's time is up, the next hand saved is the hand that was
//! in progress. Where the ruleset's time rule ends games at time, that hand is stored marked
//! `time_up` and the engine ends the game after it; a granted extra hand lets one more hand
//! through unmarked. Ending a game at time by hand is `hands::end_at_time`. The organizer's
//! operations on the clock are here too: starting a round's clock, and giving one table more
//! time or one more hand, each only for the round being played.

use super::audit_note::AuditNote;
use super::author::Author;
use super::rounds::Now;
use super::{AppError, AppResult, Store};
use crate::app::tournaments;
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::games::GameInfo;
use crate::db::Conn;
use crate::db::Tx;
use crate::engine::game::Hand;
use crate::engine::ruleset::{Ruleset, TimeRule};
use crate::tournament::audit_detail::AuditDetail;
use crate::tournament::ids::{RoundId, TournamentId};

/// A round's clock as stored, and what one table was given beyond it.
pub use crate::db::rounds::{RoundClock, TableTime};

/// Now, in Unix seconds.
pub fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

/// When a table's time ends (Unix seconds): the round's start and length plus the table's
/// extra minutes.
pub fn ends_at(clock: RoundClock, table: TableTime) -> i64 {
    clock.started_at + (clock.minutes + table.extra_minutes) * 60
}

/// Extra hands granted to a table and not yet played.
pub fn extra_hands_left(table: TableTime) -> i64 {
    (table.extra_hands - table.hands_used).max(0)
}

/// Whether the rule ends a game when time is up (rather than letting it run to its end).
pub fn ends_games(rules: &Ruleset) -> bool {
    rules.time_rule == TimeRule::FinishHand
}

/// The round's clock and what each table was given.
pub struct RoundTime {
    pub round_id: i64,
    pub clock: Option<RoundClock>,
    pub tables: Vec<TableTime>,
}

impl RoundTime {
    pub async fn load(conn: &mut Conn, round_id: RoundId) -> AppResult<Self> {
        let round_id = round_id.get();
        Ok(Self {
            round_id,
            clock: db::rounds::clock(conn, round_id).await?,
            tables: db::rounds::table_times(conn, round_id).await?,
        })
    }

    /// What table `table_number` was given (nothing when it has no row).
    pub fn table(&self, table_number: i64) -> TableTime {
        self.tables
            .iter()
            .find(|t| t.table_number == table_number)
            .copied()
            .unwrap_or(TableTime {
                table_number,
                ..Default::default()
            })
    }
}

/// Called with a new hand about to be stored at the end of a game: when the table's time is
/// up and the rule ends games at time, either an extra hand is used up, or the hand is the
/// one that was in progress and is marked `time_up` (the engine then ends the game).
pub async fn mark_if_time_is_up(
    conn: &mut Conn,
    tournament_id: TournamentId,
    game: &GameInfo,
    rules: &Ruleset,
    hand: &mut Hand,
) -> AppResult<()> {
    if !ends_games(rules) || hand.time_up {
        return Ok(());
    }
    let round_id = db::rounds::get(conn, tournament_id.get(), game.round_number)
        .await?
        .ok_or(AppError::NotFound)?
        .id;
    let time = RoundTime::load(conn, RoundId::new(round_id)).await?;
    let Some(clock) = time.clock else {
        return Ok(());
    };
    let table = time.table(game.table_number);
    if ends_at(clock, table) > now() {
        return Ok(());
    }
    if extra_hands_left(table) > 0 {
        db::rounds::use_extra_hand(conn, round_id, game.table_number).await?;
    } else {
        hand.time_up = true;
    }
    Ok(())
}

/// Why the clock was not changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockRefusal {
    /// The round asked for is not the one being played (a page left open since an earlier
    /// round): `current` is.
    NotCurrentRound {
        tournament: TournamentId,
        asked: i64,
        current: i64,
    },
    /// A table was given time before the round's clock was started.
    NotStarted,
}

/// The write transaction a clock change of round `number` is made in, with the round's id.
/// A clock is started or extended only for the round being played (the one the event board
/// shows): a page left open since an earlier round must not restart that round's clock.
async fn open_current_round(store: &Store, id: TournamentId, number: i64) -> AppResult<(Tx, i64)> {
    let mut tx = store.begin_write().await?;
    tournaments::load(&mut tx, id).await?;
    let round_id = db::rounds::get(&mut tx, id.get(), number)
        .await?
        .ok_or(AppError::NotFound)?
        .id;
    match Now::load(&mut tx, id).await?.current {
        Some(current) if current.number == number => Ok((tx, round_id)),
        Some(current) => Err(ClockRefusal::NotCurrentRound {
            tournament: id,
            asked: number,
            current: current.number,
        }
        .into()),
        None => Err(AppError::NotFound),
    }
}

/// Starts (or restarts) round `number`'s clock from now, `minutes` long.
pub async fn start(
    store: &Store,
    author: &Author,
    id: TournamentId,
    number: i64,
    minutes: i64,
) -> AppResult<RoundId> {
    let (mut tx, round_id) = open_current_round(store, id, number).await?;
    db::rounds::start_clock(&mut tx, round_id, now(), minutes).await?;
    let subject = format!("round {number}: {minutes} minutes");
    let detail = AuditDetail::new()
        .number("round", number)
        .number("minutes", minutes);
    AuditNote::by(author, id, AuditAction::ClockStarted, &subject)
        .detail(detail)
        .commit::<AppError>(tx)
        .await?;
    Ok(RoundId::new(round_id))
}

/// Time given to one table beyond the round's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExtraTime {
    pub minutes: i64,
    pub hands: i64,
}

/// Gives table `table` of round `number` extra minutes or more hands; not found unless the
/// round has a game at that table.
pub async fn grant(
    store: &Store,
    author: &Author,
    id: TournamentId,
    (number, table): (i64, i64),
    extra: ExtraTime,
) -> AppResult<()> {
    let (mut tx, round_id) = open_current_round(store, id, number).await?;
    if db::games::at_table(&mut tx, round_id, table)
        .await?
        .is_none()
    {
        return Err(AppError::NotFound);
    }
    if db::rounds::clock(&mut tx, round_id).await?.is_none() {
        return Err(ClockRefusal::NotStarted.into());
    }
    db::rounds::grant_time(&mut tx, round_id, table, extra.minutes, extra.hands).await?;
    let what = match (extra.minutes, extra.hands) {
        (0, h) => format!("{h} more hand(s)"),
        (m, 0) => format!("{m} more minutes"),
        (m, h) => format!("{m} more minutes and {h} more hand(s)"),
    };
    let subject = format!("round {number}, table {table}: {what}");
    let detail = AuditDetail::new()
        .number("round", number)
        .number("table", table)
        .number("minutes", extra.minutes)
        .number("hands", extra.hands);
    AuditNote::by(author, id, AuditAction::TimeGiven, &subject)
        .detail(detail)
        .commit(tx)
        .await
}
