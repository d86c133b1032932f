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
use super::author::author_of;
use super::error::{WebError, WebResult};
use super::i18n::{Asked, Words};
use super::layout::Path;
use super::state::AppState;
use crate::app::clock::{self, ClockRefusal, ExtraTime, RoundClock, TableTime};
use crate::app::{AppError, PlayedGame, Refusal};
use crate::engine::ruleset::{Ruleset, TimeRule};
use crate::tournament::ids::TournamentId;
use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::post;
use axum::{Form, Router};
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
    /// Whole minutes left, rounded up (what the page says without the script); 0 once up.
    pub minutes_left: i64,
    pub up: bool,
    /// The ruleset's time rule, which the page words once time is up.
    pub rule: TimeRule,
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
            minutes_left: if left > 0 { (left + 59) / 60 } else { 0 },
            up: left <= 0,
            rule: rules.time_rule,
            ends_games: clock::ends_games(rules),
            extra_minutes: table.extra_minutes,
            extra_hands_left: clock::extra_hands_left(table),
        }
    }

    /// What happens at time, as the clock says once it is up (English as the engine's
    /// `TimeRule::describe`, which the CLI keeps).
    pub fn rule_words(&self, words: &Words) -> String {
        match self.rule {
            TimeRule::FinishHand => words.get("clock-rule-finish-hand"),
            TimeRule::PlayToEnd => words.get("clock-rule-play-to-end"),
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

impl From<clock::RoundTime> for RoundTime {
    fn from(time: clock::RoundTime) -> Self {
        Self(time)
    }
}

impl RoundTime {
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

fn board_url(id: TournamentId) -> String {
    format!("/admin/t/{id}/board")
}

/// A clock change that did not happen: another round being played is a conflict with what
/// the page showed (409), the rest as any refusal.
fn refused(err: AppError, words: &Words) -> WebError {
    match err {
        AppError::Refused(refusal @ Refusal::Clock(ClockRefusal::NotCurrentRound { .. })) => {
            WebError::Conflict(super::refusals::words(&refusal, words))
        }
        AppError::Refused(refusal) => WebError::BadRequest(super::refusals::words(&refusal, words)),
        other => other.into(),
    }
}

/// Starts (or restarts) the round's clock from now.
async fn start(
    State(state): State<AppState>,
    user: CurrentUser,
    asked: Asked,
    Path((id, number)): Path<(TournamentId, i64)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    let minutes: i64 = fields
        .get("minutes")
        .and_then(|m| m.trim().parse().ok())
        .filter(|m| (1..=MAX_MINUTES).contains(m))
        .ok_or_else(|| {
            let words = asked.words(None);
            WebError::BadRequest(words.get_with("refusals-clock-length", "most", MAX_MINUTES))
        })?;
    clock::start(&state.db, &author_of(&user), id, number, minutes)
        .await
        .map_err(|err| refused(err, &asked.words(None)))?;
    Ok(Redirect::to(&board_url(id)).into_response())
}

/// Gives one table extra minutes (`minutes`) or one more hand (`hands`).
async fn grant(
    State(state): State<AppState>,
    user: CurrentUser,
    asked: Asked,
    Path((id, number, table)): Path<(TournamentId, i64, i64)>,
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
                    let words = asked.words(None);
                    let most = ("most", MAX_MINUTES);
                    let said = words.get_with2("refusals-clock-extra", ("name", name), most);
                    WebError::BadRequest(said)
                }),
        }
    };
    let extra = ExtraTime {
        minutes: read("minutes")?,
        hands: read("hands")?,
    };
    if extra.minutes == 0 && extra.hands == 0 {
        let words = asked.words(None);
        let said = words.get("refusals-clock-nothing-given");
        return Err(WebError::BadRequest(said));
    }
    clock::grant(&state.db, &author_of(&user), id, (number, table), extra)
        .await
        .map_err(|err| refused(err, &asked.words(None)))?;
    Ok(Redirect::to(&board_url(id)).into_response())
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
        assert_eq!(running.minutes_left, 94);
        assert!(!running.up);
        let up = ClockView::new(clock, table, &rules, 1_000_000 + 95 * 60);
        assert!(up.up);
        assert_eq!(up.minutes_left, 0);
        assert_eq!(up.extra_hands_left, 1);
        assert!(up.ends_games);
    }
}
