//! The organizer's event board and the projector's big screen.
//!
//! The board (`/admin/t/{id}/board`) shows every table of the current round on one page: hands
//! recorded, the hand being played (E3·1), hands waiting for a table's confirmation and
//! disputes, finished games, the time left; it starts the round clock and gives a table extra
//! time or one more hand; everything on it that names the round (heading, clock form) is in its
//! live area, so a board left open follows each new round. The big screen (`/t/{id}/screen`,
//! no sign-in, large type) shows the current round's seating, the champion once the bracket is
//! over, the standings with their stage headings and the clock (no clock part once the
//! tournament is over), each cut into pages that fit a 1280×720 projector, every name in full
//! (wrapped, never cut); a small script shows the pages in turn. Both follow the events stream
//! like every live page. This module only reads: the clock's
//! writes are `clock.rs`'s, a game's are the score sheet's.

use super::clock::{self, ClockView, RoundTime};
use super::context::Actor;
use super::error::WebResult;
use super::layout::{load_tournament, Nav};
use super::layout::{Page, Path};
use super::pages::RoundView;
use super::standings::{standing_views, StandingView};
use super::AppState;
use crate::app::rounds::Now;
use crate::db;
use crate::db::game_results::Outcomes;
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
    /// Every game's stored outcome (for the ranking).
    outcomes: Outcomes,
    /// The current round's games, replayed (where each table stands).
    results: Results,
    view: Option<RoundView>,
    time: Option<RoundTime>,
    rules: Ruleset,
}

async fn load_current(state: &AppState, id: i64) -> WebResult<Current> {
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let now = Now::load(&mut conn, id).await?;
    let (view, results, time) = match now.current.clone() {
        Some(round) => {
            let (round_id, number) = (round.id, round.number);
            let results = Results::load_round(&mut conn, id, number).await?;
            let seating = crate::app::pages::seating(&mut conn, round).await?;
            let view = RoundView::from(seating.with_progress(&results));
            (
                Some(view),
                results,
                Some(RoundTime::load(&mut conn, round_id).await?),
            )
        }
        None => (None, Results::default(), None),
    };
    let rules = Ruleset::preset(&tournament.ruleset).unwrap_or_default();
    Ok(Current {
        tournament,
        outcomes: now.outcomes,
        results,
        view,
        time,
        rules,
    })
}

async fn board(actor: Actor) -> WebResult<Page<impl Template>> {
    let (state, user, id) = actor.into_parts();
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
            let points = game.sheet.people_points(game.info.table.count());
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
                    .chain(
                        table
                            .fifth
                            .iter()
                            .map(|name| format!("{name} — {}", super::rounds::FIFTH_SEAT_LABEL)),
                    )
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

/// Lines in one column of the big screen's standings (a stage heading takes a line), and
/// columns side by side on one page: at 1280×720 a page of 3 × 10 fits under the header. A
/// larger field gets more pages, shown in turn.
const SCREEN_ROWS: usize = 10;
const SCREEN_COLUMNS: usize = 3;
/// Tables on one page of the big screen's seating (two rows of four).
const SCREEN_TABLES: usize = 8;

/// One line of a column of the big screen's standings.
pub enum ScreenLine {
    /// A bracket stage's heading ("Finals", "Qualifying (continued)").
    Stage(String),
    Place(StandingView),
}

/// The standings cut into columns of at most `rows` lines, furthest stage first as ranked.
/// With a bracket every stage opens with its heading, and a column that continues a stage
/// repeats it, so that any page read alone says which stage its places are in.
fn screen_columns(
    views: Vec<StandingView>,
    with_stages: bool,
    rows: usize,
) -> Vec<Vec<ScreenLine>> {
    let rows = rows.max(2);
    let mut columns: Vec<Vec<ScreenLine>> = Vec::new();
    let mut column: Vec<ScreenLine> = Vec::new();
    let mut current: Option<&'static str> = None;
    for view in views {
        let stage = with_stages.then_some(if view.stage.is_empty() {
            "Not in the bracket"
        } else {
            view.stage
        });
        let new_stage = stage.is_some() && stage != current;
        // A heading never ends a column: it moves to the next one with its first place.
        let needed = if new_stage || (stage.is_some() && column.is_empty()) {
            2
        } else {
            1
        };
        if column.len() + needed > rows {
            columns.push(std::mem::take(&mut column));
        }
        if let Some(title) = stage {
            if new_stage {
                column.push(ScreenLine::Stage(title.to_string()));
            } else if column.is_empty() {
                column.push(ScreenLine::Stage(format!("{title} (continued)")));
            }
        }
        column.push(ScreenLine::Place(view));
        current = stage;
    }
    if !column.is_empty() {
        columns.push(column);
    }
    columns
}

/// Splits `items` into pages of at most `size` (no page when there is nothing).
fn pages_of<T>(items: Vec<T>, size: usize) -> Vec<Vec<T>> {
    let mut pages = Vec::new();
    let mut page = Vec::new();
    for item in items {
        if page.len() == size {
            pages.push(std::mem::take(&mut page));
        }
        page.push(item);
    }
    if !page.is_empty() {
        pages.push(page);
    }
    pages
}

#[derive(Template)]
#[template(path = "screen/screen.html")]
struct ScreenPage {
    tournament: TournamentRow,
    view: Option<RoundView>,
    /// The current round's tables, a page at a time.
    seating_pages: Vec<Vec<super::pages::TableView>>,
    /// The standings, a page of columns at a time.
    standings_pages: Vec<Vec<Vec<ScreenLine>>>,
    /// The champion's name once the bracket's last stage is over.
    champion: Option<String>,
    clock: Option<ClockView>,
}

async fn screen(
    State(state): State<AppState>,
    Path(id): Path<i64>,
) -> WebResult<Page<impl Template>> {
    let current = load_current(&state, id).await?;
    // The same ranking as the standings page (the bracket's, once there is one).
    let (players, ranking) = {
        let mut conn = state.db.acquire().await?;
        let players = db::players::list(&mut conn, id).await?;
        let (ranking, _) =
            crate::app::ranking::load_ranking(&mut conn, id, &players, &current.outcomes).await?;
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
    let views = standing_views(&players, &ranking);
    let champion = ranking
        .champion()
        .and_then(|c| views.iter().find(|v| v.player_id == c))
        .map(|v| v.name.clone());
    let columns = screen_columns(views, ranking.has_bracket(), SCREEN_ROWS);
    let mut view = current.view;
    let seating_pages = view
        .as_mut()
        .map(|v| pages_of(std::mem::take(&mut v.tables), SCREEN_TABLES))
        .unwrap_or_default();
    let page = ScreenPage {
        standings_pages: pages_of(columns, SCREEN_COLUMNS),
        seating_pages,
        champion,
        view,
        clock,
        tournament: current.tournament,
    };
    Ok(Page::new(page))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::players::PlayerId;

    fn line(n: usize, stage: &'static str) -> StandingView {
        StandingView {
            place: Some(n),
            player_id: PlayerId::new(i64::try_from(n).unwrap()).unwrap(),
            name: format!("Player {n}"),
            stage,
            games: 1,
            total: "0".into(),
            breakdown: String::new(),
            qualifying_total: "0".into(),
            overall_total: "0".into(),
            game_points: "0".into(),
        }
    }

    /// Each column as text: `#Stage` for a heading, the place for a player.
    fn shown(columns: &[Vec<ScreenLine>]) -> Vec<Vec<String>> {
        columns
            .iter()
            .map(|c| {
                c.iter()
                    .map(|l| match l {
                        ScreenLine::Stage(title) => format!("#{title}"),
                        ScreenLine::Place(s) => s.place_text(),
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn a_field_without_a_bracket_fills_columns_in_place_order() {
        let views = (1..=7).map(|n| line(n, "")).collect();
        let columns = screen_columns(views, false, 3);
        assert_eq!(
            shown(&columns),
            [vec!["1", "2", "3"], vec!["4", "5", "6"], vec!["7"]]
        );
        assert_eq!(pages_of(columns, 2).len(), 2);
    }

    #[test]
    fn every_stage_opens_with_its_heading_repeated_where_a_column_continues_it() {
        let views = vec![
            line(1, "Finals"),
            line(2, "Finals"),
            line(3, "Finals"),
            line(4, "Qualifying"),
            line(5, "Qualifying"),
        ];
        let columns = screen_columns(views, true, 3);
        assert_eq!(
            shown(&columns),
            [
                vec!["#Finals", "1", "2"],
                // A heading never ends a column: Qualifying starts the next one.
                vec!["#Finals (continued)", "3"],
                vec!["#Qualifying", "4", "5"],
            ]
        );
    }

    #[test]
    fn nothing_to_show_makes_no_page() {
        assert!(screen_columns(Vec::new(), true, 10).is_empty());
        assert!(pages_of(Vec::<u8>::new(), 3).is_empty());
    }
}
