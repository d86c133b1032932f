//! The organizer's event board and the projector's big screen.
//!
//! The board (`/admin/t/{id}/board`) shows every table of the current round on one page: hands
//! recorded, the hand being played (E3·1), hands waiting for a table's confirmation and
//! disputes, finished games, the time left; it starts the round clock and gives a table extra
//! time or one more hand. The big screen (`/t/{id}/screen`, no sign-in, large type) shows the
//! current round's seating, the standings and the clock; a small script cycles through them.
//! Both follow the events stream like every live page. This module only reads: the clock's
//! writes are `clock.rs`'s, a game's are the score sheet's.

use super::auth::{CurrentUser, MaybeUser};
use super::clock::{self, ClockView, RoundTime};
use super::error::WebResult;
use super::layout::{load_tournament, Nav};
use super::layout::{Page, Path};
use super::pages::{current_round, RoundView};
use super::standings::{standing_views, StandingView};
use super::AppState;
use crate::db;
use crate::db::results::{ruleset_of, Results};
use crate::db::tournaments::TournamentRow;
use crate::engine::ruleset::Ruleset;
use askama::Template;
use axum::extract::State;
use axum::routing::get;
use axum::Router;

pub fn admin_routes() -> Router<AppState> {
    Router::new().route("/t/{id}/board", get(board))
}

pub fn public_routes() -> Router<AppState> {
    Router::new().route("/t/{id}/screen", get(screen))
}

/// One table on the board.
pub struct BoardTable {
    pub number: i64,
    pub game_id: i64,
    /// "East Aiko, South Ben, …".
    pub players: String,
    pub hands: usize,
    /// The hand being played ("E3·1"), or "finished".
    pub now: String,
    pub finished: bool,
    /// First place so far (or at the end) and their points.
    pub leader: String,
    pub pending: i64,
    pub disputed: i64,
    pub clock: Option<ClockView>,
}

#[derive(Template)]
#[template(path = "board/board.html")]
struct BoardPage {
    nav: Nav,
    tournament: TournamentRow,
    round: Option<i64>,
    tables: Vec<BoardTable>,
    finished: usize,
    /// The round's clock as a whole (table 1's extra time aside), when started.
    clock: Option<ClockView>,
    /// Minutes the clock form offers by default: the last length used, or 90.
    default_minutes: i64,
}

/// What the board and the screen both read.
struct Current {
    tournament: TournamentRow,
    results: Results,
    view: Option<RoundView>,
    time: Option<RoundTime>,
    rules: Ruleset,
}

async fn load_current(state: &AppState, id: i64) -> WebResult<Current> {
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let rounds = db::rounds::list(&mut conn, id).await?;
    let results = Results::load(&mut conn, id).await?;
    let (view, time) = match current_round(&results, &rounds) {
        Some(round) => {
            let round_id = round.id;
            let view = RoundView::load(&mut conn, round)
                .await?
                .with_status(&results);
            (
                Some(view),
                Some(RoundTime::load(&mut conn, round_id).await?),
            )
        }
        None => (None, None),
    };
    let rules = Ruleset::preset(&tournament.ruleset).unwrap_or_default();
    Ok(Current {
        tournament,
        results,
        view,
        time,
        rules,
    })
}

async fn board(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<i64>,
) -> WebResult<Page<impl Template>> {
    let current = load_current(&state, id).await?;
    let now = clock::now();
    let mut tables = Vec::new();
    let pending = match &current.time {
        Some(time) => {
            let mut conn = state.db.acquire().await?;
            db::rounds::pending_entries(&mut conn, time.round_id).await?
        }
        None => Default::default(),
    };
    if let (Some(view), Some(time)) = (&current.view, &current.time) {
        for table in &view.tables {
            let Some(game) = current
                .results
                .games
                .iter()
                .find(|g| g.info.id == table.game_id)
            else {
                continue;
            };
            let rules = ruleset_of(&game.info)?;
            let names = game.names();
            let position = &game.sheet.position;
            let points = game
                .sheet
                .final_result
                .as_ref()
                .map_or(position.points, |f| f.points);
            let leader = (0..names.len())
                .max_by_key(|&i| (points[i], std::cmp::Reverse(i)))
                .map(|i| format!("{} {}", names[i], points[i]))
                .unwrap_or_default();
            let (pending, disputed) = pending.get(&game.info.id).copied().unwrap_or((0, 0));
            tables.push(BoardTable {
                number: table.number,
                game_id: table.game_id,
                players: table
                    .seats
                    .iter()
                    .map(|(wind, name)| {
                        format!("{wind} {}", name.as_deref().unwrap_or("organizer"))
                    })
                    .collect::<Vec<_>>()
                    .join(", "),
                hands: game.hands.len(),
                now: if game.sheet.ended {
                    "finished".to_string()
                } else {
                    format!("{}·{}", position.round.label(), position.honba)
                },
                finished: game.sheet.ended,
                leader,
                pending,
                disputed,
                clock: time.view(table.number, &rules, now),
            });
        }
    }
    let round_clock = current.time.as_ref().and_then(|t| {
        t.clock
            .map(|c| ClockView::new(c, db::rounds::TableTime::default(), &current.rules, now))
    });
    let default_minutes = current
        .time
        .as_ref()
        .and_then(|t| t.clock)
        .map_or(90, |c| c.minutes);
    let page = BoardPage {
        nav: Nav::signed_in(&user),
        round: current.view.as_ref().map(|v| v.round.number),
        finished: tables.iter().filter(|t| t.finished).count(),
        tables,
        clock: round_clock,
        default_minutes,
        tournament: current.tournament,
    };
    Ok(Page::new(page))
}

#[derive(Template)]
#[template(path = "screen/screen.html")]
struct ScreenPage {
    tournament: TournamentRow,
    view: Option<RoundView>,
    lines: Vec<StandingView>,
    clock: Option<ClockView>,
}

async fn screen(
    State(state): State<AppState>,
    _user: MaybeUser,
    Path(id): Path<i64>,
) -> WebResult<Page<impl Template>> {
    let current = load_current(&state, id).await?;
    // The same ranking as the standings page (the bracket's, once there is one).
    let (players, ranking) = {
        let mut conn = state.db.acquire().await?;
        let players = db::players::list(&mut conn, id).await?;
        let (ranking, _) =
            super::standings::load_ranking(&mut conn, id, &players, &current.results).await?;
        (players, ranking)
    };
    let clock = current.time.as_ref().and_then(|t| {
        t.clock.map(|c| {
            ClockView::new(
                c,
                db::rounds::TableTime::default(),
                &current.rules,
                clock::now(),
            )
        })
    });
    let page = ScreenPage {
        lines: standing_views(&players, &ranking),
        view: current.view,
        clock,
        tournament: current.tournament,
    };
    Ok(Page::new(page))
}
