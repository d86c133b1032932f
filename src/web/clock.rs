//! The round clock: the organizer starts a round's clock with its length; every sheet, the
//! event board and the big screen show the time left (the server renders the end time, and
//! `static/clock.js` counts down); a table can be given extra minutes or one more hand.
//!
//! When a table's time is up, the next hand saved is the hand that was in progress: where the
//! ruleset's time rule ends games at time, it is stored marked `time_up` and the engine ends
//! the game after it (the rule is `app::clock`, applied by the one write path of hands). A
//! granted extra hand lets one more hand through unmarked. This module owns the clock's routes
//! and how the clock reads on a page; it must not replay games or compute scores.

use super::auth::CurrentUser;
use super::context::commit_noted;
use super::error::{WebError, WebResult};
use super::layout::load_tournament;
use super::layout::Path;
use super::AppState;
use crate::app::clock;
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::results::PlayedGame;
use crate::db::rounds::{RoundClock, TableTime};
use crate::engine::ruleset::Ruleset;
use axum::extract::State;
use axum::response::Response;
use axum::routing::post;
use axum::{Form, Router};
use sqlx::SqliteConnection;
use std::collections::HashMap;

/// Longest round clock accepted: a whole day is a typo, not a round.
const MAX_MINUTES: i64 = 600;

pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/rounds/{number}/clock", post(start))
        .route("/t/{id}/rounds/{number}/tables/{table}/time", post(grant))
}

/// A table's clock as the pages show it.
#[derive(Debug, Clone)]
pub struct ClockView {
    /// When the table's time ends (Unix seconds), for the countdown script.
    pub ends_at: i64,
    /// The server's now, so the script can correct a phone's wrong clock.
    pub now: i64,
    /// "14:35": the end time in the laptop's local time.
    pub ends_at_text: String,
    /// "23 min left", or "Time is up" (what the page says without the script).
    pub left_text: String,
    pub up: bool,
    /// The ruleset's time rule in words.
    pub rule: &'static str,
    /// Whether the rule ends a game at time.
    pub ends_games: bool,
    pub extra_minutes: i64,
    /// Extra hands granted and not yet played.
    pub extra_hands_left: i64,
}

impl ClockView {
    pub fn new(clock: RoundClock, table: TableTime, rules: &Ruleset, now: i64) -> Self {
        let ends_at = clock::ends_at(clock, table);
        let left = ends_at - now;
        let ends_at_text = chrono::DateTime::from_timestamp(ends_at, 0)
            .map(|t| t.with_timezone(&chrono::Local).format("%H:%M").to_string())
            .unwrap_or_default();
        Self {
            ends_at,
            now,
            ends_at_text,
            left_text: if left > 0 {
                format!("{} min left", (left + 59) / 60)
            } else {
                "Time is up".to_string()
            },
            up: left <= 0,
            rule: rules.time_rule.describe(),
            ends_games: clock::ends_games(rules),
            extra_minutes: table.extra_minutes,
            extra_hands_left: clock::extra_hands_left(table),
        }
    }
}

pub use crate::app::clock::now;

/// The round's id and clock, and what each table was given, as the pages read them.
pub struct RoundTime(clock::RoundTime);

impl std::ops::Deref for RoundTime {
    type Target = clock::RoundTime;

    fn deref(&self) -> &clock::RoundTime {
        &self.0
    }
}

impl RoundTime {
    pub async fn load(conn: &mut SqliteConnection, round_id: i64) -> WebResult<Self> {
        Ok(Self(clock::RoundTime::load(conn, round_id).await?))
    }

    /// The table's clock, once the round's clock is started.
    pub fn view(&self, table_number: i64, rules: &Ruleset, now: i64) -> Option<ClockView> {
        self.0
            .clock
            .map(|clock| ClockView::new(clock, self.0.table(table_number), rules, now))
    }
}

/// The clock of a loaded game's table, if its round's clock was started and the game is
/// not over, as of now.
pub fn of_game(game: &PlayedGame, rules: &Ruleset) -> Option<ClockView> {
    // A finished game has no time left to count: its sheet shows no clock.
    game.time
        .filter(|_| !game.sheet.ended)
        .map(|time| ClockView::new(time.round, time.table, rules, now()))
}

async fn round_of(conn: &mut SqliteConnection, id: i64, number: i64) -> WebResult<i64> {
    Ok(db::rounds::get(conn, id, number)
        .await?
        .ok_or(WebError::NotFound)?
        .id)
}

fn board_url(id: i64) -> String {
    format!("/admin/t/{id}/board")
}

/// A clock is started or extended only for the round being played (the one the event board
/// shows): a page left open since an earlier round must not restart that round's clock.
async fn refuse_unless_current(conn: &mut SqliteConnection, id: i64, number: i64) -> WebResult<()> {
    match crate::app::rounds::Now::load(conn, id).await?.current {
        Some(current) if current.number == number => Ok(()),
        Some(current) => Err(WebError::Conflict(format!(
            "Round {number} is not the round being played: round {} is. Nothing was changed; \
             the event board ({}) shows round {}'s clock.",
            current.number,
            board_url(id),
            current.number
        ))),
        None => Err(WebError::NotFound),
    }
}

/// The write transaction a clock change of round `number` is made in, with the round's id;
/// refused unless the round is the one being played.
async fn open_current_round(
    state: &AppState,
    id: i64,
    number: i64,
) -> WebResult<(sqlx::Transaction<'static, sqlx::Sqlite>, i64)> {
    let mut tx = db::begin_write(&state.db).await?;
    load_tournament(&mut tx, id).await?;
    let round_id = round_of(&mut tx, id, number).await?;
    refuse_unless_current(&mut tx, id, number).await?;
    Ok((tx, round_id))
}

/// Starts (or restarts) the round's clock from now.
async fn start(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, number)): Path<(i64, i64)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    let minutes: i64 = fields
        .get("minutes")
        .and_then(|m| m.trim().parse().ok())
        .filter(|m| (1..=MAX_MINUTES).contains(m))
        .ok_or_else(|| {
            WebError::BadRequest(format!(
                "Give the round's length in whole minutes, from 1 to {MAX_MINUTES}."
            ))
        })?;
    let (mut tx, round_id) = open_current_round(&state, id, number).await?;
    db::rounds::start_clock(&mut tx, round_id, now(), minutes).await?;
    let subject = format!("round {number}: {minutes} minutes");
    commit_noted(
        tx,
        Some(id),
        &user,
        AuditAction::ClockStarted,
        &subject,
        &board_url(id),
    )
    .await
}

/// Gives one table extra minutes (`minutes`) or one more hand (`hands`).
async fn grant(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, number, table)): Path<(i64, i64, i64)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    let read = |name: &str| -> WebResult<i64> {
        match fields.get(name).map(|v| v.trim()).filter(|v| !v.is_empty()) {
            None => Ok(0),
            Some(v) => v
                .parse()
                .ok()
                .filter(|n| (0..=MAX_MINUTES).contains(n))
                .ok_or_else(|| {
                    WebError::BadRequest(format!(
                        "`{name}` must be a whole number from 0 to {MAX_MINUTES}."
                    ))
                }),
        }
    };
    let (minutes, hands) = (read("minutes")?, read("hands")?);
    if minutes == 0 && hands == 0 {
        return Err(WebError::BadRequest(
            "Give the table extra minutes or one more hand.".into(),
        ));
    }
    let (mut tx, round_id) = open_current_round(&state, id, number).await?;
    if db::games::at_table(&mut tx, round_id, table)
        .await?
        .is_none()
    {
        return Err(WebError::NotFound);
    }
    if db::rounds::clock(&mut tx, round_id).await?.is_none() {
        return Err(WebError::BadRequest(
            "Start the round's clock first; then a table can be given more time.".into(),
        ));
    }
    db::rounds::grant_time(&mut tx, round_id, table, minutes, hands).await?;
    let what = match (minutes, hands) {
        (0, h) => format!("{h} more hand(s)"),
        (m, 0) => format!("{m} more minutes"),
        (m, h) => format!("{m} more minutes and {h} more hand(s)"),
    };
    let subject = format!("round {number}, table {table}: {what}");
    commit_noted(
        tx,
        Some(id),
        &user,
        AuditAction::TimeGiven,
        &subject,
        &board_url(id),
    )
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tables_time_ends_at_the_rounds_length_plus_its_extra_minutes() {
        let clock = RoundClock {
            started_at: 1_000_000,
            minutes: 90,
        };
        let table = TableTime {
            table_number: 2,
            extra_minutes: 5,
            extra_hands: 1,
            hands_used: 0,
        };
        let rules = Ruleset::club();
        let running = ClockView::new(clock, table, &rules, 1_000_000 + 60);
        assert_eq!(running.ends_at, 1_000_000 + 95 * 60);
        assert_eq!(running.left_text, "94 min left");
        assert!(!running.up);
        let up = ClockView::new(clock, table, &rules, 1_000_000 + 95 * 60);
        assert!(up.up);
        assert_eq!(up.left_text, "Time is up");
        assert_eq!(up.extra_hands_left, 1);
        assert!(up.ends_games);
    }
}
