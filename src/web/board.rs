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
use super::i18n::{Asked, Words};
use super::layout::{wind_name, Nav};
use super::layout::{Page, Path};
use super::pages::{RoundView, TableView};
use super::standings::{champion_of, standing_views, StandingView};
use super::state::AppState;
use crate::app::board::Results;
use crate::app::board::{self, RoundNow};
use crate::app::clock::TableTime;
use crate::app::rounds::Seating;
use crate::app::TournamentRow;
use crate::engine::ruleset::Ruleset;
use crate::tournament::ids::TournamentId;
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

/// A round's seating as the pages show it, with where each table's game stands.
fn round_view(seating: Seating, results: &Results) -> RoundView {
    let progress = crate::app::pages::progress(results);
    let tables = seating
        .tables
        .into_iter()
        .map(|table| TableView {
            number: table.number,
            game_id: table.game_id,
            seats: table
                .seats
                .into_iter()
                .map(|(seat, name)| (wind_name(seat), name))
                .collect(),
            progress: progress.get(&table.game_id).cloned(),
            fifth: table.fifth,
        })
        .collect();
    RoundView {
        round: seating.round,
        tables,
        sit_outs: seating.sit_outs,
    }
}

/// The round's clock as a whole (no table's extra time), once started.
fn round_clock(time: &RoundTime, rules: &Ruleset, now: i64) -> Option<ClockView> {
    time.clock
        .map(|c| ClockView::new(c, TableTime::default(), rules, now))
}

async fn board(actor: Actor<TournamentId>) -> WebResult<Page<impl Template>> {
    let asked = actor.asked;
    let (state, user, id) = actor.into_parts();
    let board::Board { current, pending } = board::board(&state.db, id).await?;
    let now = clock::now();
    let words = asked.words(current.tournament.default_language());
    let mut tables = Vec::new();
    let mut round = None;
    let mut whole_clock = None;
    let mut default_minutes = 90;
    if let Some(RoundNow {
        seating,
        results,
        time,
    }) = current.round
    {
        let view = round_view(seating, &results);
        let time = RoundTime::from(time);
        for table in &view.tables {
            if let Some(line) = board_table(&words, table, &results, (&time, now), &pending)? {
                tables.push(line);
            }
        }
        round = Some(view.round.number);
        whole_clock = round_clock(&time, &current.rules, now);
        // The clock form offers the last length used.
        default_minutes = time.clock.map_or(90, |c| c.minutes);
    }
    let page = BoardPage {
        nav: Nav::signed_in(&user).in_words(words),
        round,
        finished: tables.iter().filter(|t| t.finished).count(),
        tables,
        clock: whole_clock,
        default_minutes,
        tournament: current.tournament,
    };
    Ok(Page::new(page))
}

/// One table's line on the board, if its game is among the round's.
fn board_table(
    words: &Words,
    table: &TableView,
    results: &Results,
    (time, now): (&RoundTime, i64),
    pending: &std::collections::HashMap<i64, (i64, i64)>,
) -> WebResult<Option<BoardTable>> {
    let Some(game) = results.games.iter().find(|g| g.info.id == table.game_id) else {
        return Ok(None);
    };
    let rules = board::rules_of(&game.info)?;
    let names = game.names();
    let position = &game.sheet.position;
    let points = game.sheet.people_points();
    let leader = (0..names.len())
        .max_by_key(|&i| (points[i], std::cmp::Reverse(i)))
        .map(|i| format!("{} {}", names[i], points[i]))
        .unwrap_or_default();
    let (pending, disputed) = pending.get(&game.info.id).copied().unwrap_or((0, 0));
    Ok(Some(BoardTable {
        number: table.number,
        game_id: table.game_id,
        players: seats_line(words, table),
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
    }))
}

/// "East Aiko, South Ben, …": who sits where at a table, the organizer in an empty seat and
/// the fifth person of a table of five last.
fn seats_line(words: &Words, table: &TableView) -> String {
    let organizer = words.get("accounts-role-organizer");
    table
        .seats
        .iter()
        .map(|(wind, name)| {
            let name = name.as_deref().unwrap_or(&organizer);
            format!("{} {name}", words.wind(wind))
        })
        .chain(
            table
                .fifth
                .iter()
                .map(|name| format!("{name} — {}", words.get("seating-bets-first"))),
        )
        .collect::<Vec<_>>()
        .join(", ")
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
    words: Words,
    views: Vec<StandingView>,
    with_stages: bool,
    rows: usize,
) -> Vec<Vec<ScreenLine>> {
    let rows = rows.max(2);
    let mut columns: Vec<Vec<ScreenLine>> = Vec::new();
    let mut column: Vec<ScreenLine> = Vec::new();
    let mut current: Option<String> = None;
    for view in views {
        let stage = with_stages.then(|| {
            if view.stage.is_none() {
                words.get("screen-not-in-bracket")
            } else {
                view.stage_name.clone()
            }
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
        if let Some(title) = &stage {
            if new_stage {
                column.push(ScreenLine::Stage(title.clone()));
            } else if column.is_empty() {
                let continued = words.get_with("screen-stage-continued", "stage", title.as_str());
                column.push(ScreenLine::Stage(continued));
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
    /// The screen's words: the reader's language, else the tournament's default.
    words: Words,
    tournament: TournamentRow,
    view: Option<RoundView>,
    /// The current round's tables, a page at a time.
    seating_pages: Vec<Vec<TableView>>,
    /// The standings, a page of columns at a time.
    standings_pages: Vec<Vec<Vec<ScreenLine>>>,
    /// The champion's name once the bracket's last stage is over.
    champion: Option<String>,
    clock: Option<ClockView>,
}

async fn screen(
    State(state): State<AppState>,
    asked: Asked,
    Path(id): Path<TournamentId>,
) -> WebResult<Page<impl Template>> {
    let board::Screen {
        current,
        players,
        ranking,
    } = board::screen(&state.db, id).await?;
    let mut whole_clock = None;
    let mut view = None;
    if let Some(RoundNow {
        seating,
        results,
        time,
    }) = current.round
    {
        view = Some(round_view(seating, &results));
        whole_clock = round_clock(&RoundTime::from(time), &current.rules, clock::now());
    }
    let words = asked.words(current.tournament.default_language());
    let views = standing_views(&players, &ranking, &words);
    let champion = champion_of(&ranking, &views);
    let columns = screen_columns(words, views, ranking.has_bracket(), SCREEN_ROWS);
    let seating_pages = view
        .as_mut()
        .map(|v| pages_of(std::mem::take(&mut v.tables), SCREEN_TABLES))
        .unwrap_or_default();
    let page = ScreenPage {
        words,
        standings_pages: pages_of(columns, SCREEN_COLUMNS),
        seating_pages,
        champion,
        view,
        clock: whole_clock,
        tournament: current.tournament,
    };
    Ok(Page::new(page))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::bracket::StageKind;
    use crate::tournament::players::PlayerId;

    fn line(n: usize, stage: &'static str) -> StandingView {
        let kind = [StageKind::Qualifying, StageKind::Final]
            .into_iter()
            .find(|kind| kind.name() == stage);
        StandingView {
            place: Some(n),
            player_id: PlayerId::new(i64::try_from(n).unwrap()).unwrap(),
            name: format!("Player {n}"),
            stage: kind,
            stage_name: stage.to_string(),
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
        let columns = screen_columns(Words::default(), views, false, 3);
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
        let columns = screen_columns(Words::default(), views, true, 3);
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
        assert!(screen_columns(Words::default(), Vec::new(), true, 10).is_empty());
        assert!(pages_of(Vec::<u8>::new(), 3).is_empty());
    }
}
