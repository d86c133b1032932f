//! The event's statistics page (public, for phones) and its final report: the report as a
//! printable page and as one self-contained HTML file to download and publish (its CSS inline,
//! its charts inline SVG, no address of this server in it). Each handler makes one `app`
//! call (`app::statistics`) and words what comes back; the counting is the tournament
//! domain's, the drawing `web::charts`'.

use super::auth::MaybeUser;
use super::bracket::{stage_draws, StageDraw};
use super::error::WebResult;
use super::i18n::{Asked, Words};
use super::layout::{Nav, Page, Path};
use super::standings::{champion_of, sections, standing_views, Section};
use super::state::AppState;
use super::styles;
use crate::app::pages::RoundRow;
use crate::app::statistics::{self, PlayerRow, TournamentRow};
use crate::tournament::ids::TournamentId;
use crate::tournament::players::PlayerId;
use crate::tournament::seating::SeatingMode;
use crate::tournament::statistics::{Race, Statistics};
use crate::web::charts::LineChart;
use askama::Template;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::collections::HashMap;

mod chart_views;
mod rules;
pub mod views;

pub use chart_views::game_chart;
use views::{PlayerLine, TallyView};

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/statistics", get(statistics_page))
        .route("/t/{id}/report", get(report_page))
        .route("/t/{id}/report.html", get(report_file))
}

/// Every player who played or was penalised, in the race's order (the highest total first),
/// then the others by name.
fn player_lines(
    players: &[PlayerRow],
    stats: &Statistics,
    race: &Race,
    has_riichi: bool,
) -> Vec<PlayerLine> {
    let order: HashMap<PlayerId, usize> = race
        .lines
        .iter()
        .enumerate()
        .map(|(index, line)| (line.player, index))
        .collect();
    let mut lines: Vec<(usize, PlayerLine)> = players
        .iter()
        .filter(|p| stats.players.contains_key(&p.id))
        .map(|p| {
            let line = PlayerLine {
                player_id: p.id.get(),
                name: p.name.clone(),
                tally: TallyView::new(&stats.of(p.id), has_riichi),
            };
            (order.get(&p.id).copied().unwrap_or(usize::MAX), line)
        })
        .collect();
    lines.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.name.cmp(&b.1.name)));
    lines.into_iter().map(|(_, line)| line).collect()
}

fn names_of(players: &[PlayerRow]) -> HashMap<PlayerId, String> {
    players.iter().map(|p| (p.id, p.name.clone())).collect()
}

#[derive(Template)]
#[template(path = "statistics/statistics.html")]
struct StatisticsPage {
    nav: Nav,
    tournament: TournamentRow,
    event: TallyView,
    players: Vec<PlayerLine>,
    race_chart: Option<LineChart>,
}

async fn statistics_page(
    user: MaybeUser,
    asked: Asked,
    State(state): State<AppState>,
    Path(id): Path<TournamentId>,
) -> WebResult<Page<impl Template>> {
    let found = statistics::event(&state.db, id).await?;
    let names = names_of(&found.players);
    let words = asked.words(found.tournament.default_language());
    Ok(Page::new(StatisticsPage {
        nav: Nav::from(&user).in_words(words),
        event: TallyView::new(&found.statistics.event, found.has_riichi),
        players: player_lines(
            &found.players,
            &found.statistics,
            &found.race,
            found.has_riichi,
        ),
        race_chart: chart_views::race_chart(words, &found.race, &names),
        tournament: found.tournament,
    }))
}

/// The style sheet, written into the report so that the downloaded file needs nothing else.
const STYLE: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/static/style.css"));

#[derive(Template)]
#[template(path = "statistics/report.html")]
struct ReportPage {
    /// The words of the report: the reader's language, else the tournament's default.
    words: Words,
    /// The file to download: no link back to this server.
    download: bool,
    style: &'static str,
    tournament: TournamentRow,
    champion: Option<String>,
    sections: Vec<Section>,
    has_bracket: bool,
    event: TallyView,
    players: Vec<PlayerLine>,
    race_chart: Option<LineChart>,
    /// The ruleset's decisions in words; none for a ruleset this version does not know.
    rules: Vec<rules::RuleLine>,
    rounds: Vec<RoundRow>,
    /// The bracket's own seed (its last tie-break) and each stage's draw; none without one.
    bracket_seed: Option<u64>,
    stages: Vec<StageDraw>,
}

impl ReportPage {
    /// The ruleset's name in the report's words.
    fn ruleset_name(&self) -> String {
        styles::tournament_ruleset_name(&self.words, &self.tournament)
    }

    /// The ruleset's own settings in the report's words; empty for a style without any.
    fn settings_summary(&self) -> String {
        styles::tournament_settings_summary(&self.words, &self.tournament)
    }

    /// How a round's tables were drawn; English writes the mode as the round stores it.
    fn seating(&self, mode: &SeatingMode) -> String {
        let words = self.words;
        match mode {
            SeatingMode::Random => words.get("report-seating-random"),
            SeatingMode::Balanced => words.get("report-seating-balanced"),
            SeatingMode::Swiss => words.get("report-seating-swiss"),
            SeatingMode::RoundRobin => words.get("report-seating-round-robin"),
        }
    }
}

async fn report_of(
    state: &AppState,
    asked: Asked,
    id: TournamentId,
    download: bool,
) -> WebResult<ReportPage> {
    let statistics::Report {
        standings,
        statistics: counted,
        race,
        has_riichi,
        rounds,
        rules,
    } = statistics::report(&state.db, id).await?;
    let ranking = &standings.ranking;
    let words = asked.words(standings.tournament.default_language());
    let views = standing_views(&standings.players, ranking, &words);
    let champion = champion_of(ranking, &views).or_else(|| {
        // Without a bracket the event is over when it is archived: its first is the champion.
        (standings.bracket.is_none() && standings.tournament.archived)
            .then(|| views.first().map(|v| v.name.clone()))
            .flatten()
    });
    // The players in the standings' order.
    let order: HashMap<PlayerId, usize> = views
        .iter()
        .enumerate()
        .map(|(i, v)| (v.player_id, i))
        .collect();
    let mut players = player_lines(&standings.players, &counted, &race, has_riichi);
    players.sort_by_key(|line| {
        PlayerId::new(line.player_id)
            .and_then(|id| order.get(&id).copied())
            .unwrap_or(usize::MAX)
    });
    let bracket = standings.bracket.as_ref();
    Ok(ReportPage {
        words,
        bracket_seed: bracket.map(|loaded| loaded.bracket.seed),
        stages: bracket
            .map(|loaded| stage_draws(loaded, &words))
            .unwrap_or_default(),
        download,
        style: STYLE,
        champion,
        has_bracket: ranking.has_bracket(),
        race_chart: chart_views::race_chart(words, &race, &names_of(&standings.players)),
        sections: sections(views, ranking, &words),
        event: TallyView::new(&counted.event, has_riichi),
        players,
        rules: rules
            .as_ref()
            .map(|rules| rules::rule_lines(words, rules))
            .unwrap_or_default(),
        rounds,
        tournament: standings.tournament,
    })
}

async fn report_page(
    State(state): State<AppState>,
    asked: Asked,
    Path(id): Path<TournamentId>,
) -> WebResult<Page<impl Template>> {
    Ok(Page::new(report_of(&state, asked, id, false).await?))
}

/// The report as a file: the same page without links, named after the tournament.
async fn report_file(
    State(state): State<AppState>,
    asked: Asked,
    Path(id): Path<TournamentId>,
) -> WebResult<Response> {
    let body = report_of(&state, asked, id, true).await?.render()?;
    let disposition = format!("attachment; filename=\"tournament-{id}-report.html\"");
    Ok((
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8".to_string()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        body,
    )
        .into_response())
}
