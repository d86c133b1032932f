//! The round clock's rule: when a table's time is up, the next hand saved is the hand that was
//! in progress. Where the ruleset's time rule ends games at time, that hand is stored marked
//! `time_up` and the engine ends the game after it; a granted extra hand lets one more hand
//! through unmarked. Ending a game at time by hand is `hands::end_at_time`.

use super::{AppError, AppResult};
use crate::db;
use crate::db::games::GameInfo;
use crate::db::rounds::{RoundClock, TableTime};
use crate::db::Conn;
use crate::engine::game::Hand;
use crate::engine::ruleset::{Ruleset, TimeRule};

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
    pub async fn load(conn: &mut Conn, round_id: i64) -> AppResult<Self> {
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
    tournament_id: i64,
    game: &GameInfo,
    rules: &Ruleset,
    hand: &mut Hand,
) -> AppResult<()> {
    if !ends_games(rules) || hand.time_up {
        return Ok(());
    }
    let round_id = db::rounds::get(conn, tournament_id, game.round_number)
        .await?
        .ok_or(AppError::NotFound)?
        .id;
    let time = RoundTime::load(conn, round_id).await?;
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
