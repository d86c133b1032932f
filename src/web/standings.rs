//! The standings (public, for phones; a team tournament's teams above its players), each player's page with every game and penalty, their
//! statistics and their places as a chart, and the referee's desk for score penalties.

mod breakdown;
pub use breakdown::breakdown;

use super::auth::{CurrentUser, MaybeUser};
use super::author::author_of;
use super::bracket::selector::stage_selector;
use super::bracket::words::stage_name;
use super::charts::LineChart;
use super::context::Actor;
use super::error::{WebError, WebResult};
use super::i18n::{Asked, Words};
use super::layout;
use super::layout::Page;
use super::layout::{wind_name, Nav, Path, SeatLabel};
use super::state::AppState;
use super::statistics::views::{places_chart, TallyView};
use super::terms::names::round_number;
use crate::app::penalties::{self, AttachedGame, PenaltyOrder};
use crate::app::team_standings::{self, TeamStanding};
use crate::app::{standings, statistics};
use crate::app::{AppError, PenaltyRow, PlayerRow, TournamentRow};
use crate::tournament::bracket::StageKind;
use crate::tournament::ids::{PenaltyId, TournamentId};
use crate::tournament::penalties::{AmountRule, PenaltyKind};
use crate::tournament::players::PlayerId;
use crate::tournament::ranking::Ranking;
use crate::tournament::standings::StandingsTieBreak;
use askama::Template;
use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use serde::Deserialize;

pub fn public_routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/standings", get(standings_page))
        .route("/t/{id}/players/{pid}", get(player_page))
}

pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/penalties", get(desk).post(give_penalty))
        .route("/t/{id}/penalties/{pen}/delete", post(remove_penalty))
}

/// A score as shown: +12, −3.5, 0.
pub fn show_score(hundredths: i64) -> String {
    let s = crate::engine::game::Score::from_hundredths(hundredths);
    if hundredths > 0 {
        format!("+{s}")
    } else if hundredths < 0 {
        format!(
            "−{}",
            crate::engine::game::Score::from_hundredths(-hundredths)
        )
    } else {
        "0".into()
    }
}

/// One line of the tournament's ranking as shown.
pub struct StandingView {
    /// The place, or empty for a player outside the bracket.
    pub place: Option<usize>,
    pub player_id: PlayerId,
    pub name: String,
    /// The furthest bracket stage reached; `None` without a bracket or outside it.
    pub stage: Option<StageKind>,
    /// That stage's name in the reader's words ("Finals"), empty without one.
    pub stage_name: String,
    /// Finished games of the whole tournament.
    pub games: usize,
    /// The total that places the player: the stage's with a bracket, else the standings'.
    pub total: String,
    /// What makes up `total`, in words that add up to it ("+5.5 carried (half of qualifying),
    /// −15 in games, −2 penalties"); empty when the total is only the games.
    pub breakdown: String,
    /// The qualifying (first stage) total.
    pub qualifying_total: String,
    /// Every game minus every penalty, whatever the stage.
    pub overall_total: String,
    /// The sum of final game points (+51, −16): what orders equal totals of table points,
    /// shown where the scores are table points (MCR).
    pub game_points: String,
}

impl StandingView {
    /// The stage as the messages that name it inside a sentence choose their words
    /// ("qualifying"), empty without one.
    pub fn stage_selector(&self) -> &'static str {
        self.stage.map_or("", stage_selector)
    }

    /// Whether the player's furthest stage is the qualifying one.
    pub fn in_qualifying(&self) -> bool {
        self.stage == Some(StageKind::Qualifying)
    }

    pub fn place_text(&self) -> String {
        self.place
            .map_or_else(|| "–".to_string(), |p| p.to_string())
    }
}

/// The ranking's lines that pages and exports list (the application's choice of who is
/// listed).
pub use crate::app::standings::shown_lines;

/// The ranking's lines as shown, leaving out withdrawn players who never played.
pub fn standing_views(
    players: &[PlayerRow],
    ranking: &Ranking,
    words: &Words,
) -> Vec<StandingView> {
    shown_lines(players, ranking)
        .map(|(player, r)| StandingView {
            place: r.place,
            player_id: r.player,
            name: player.name.clone(),
            stage: ranking.stage_kind(r),
            stage_name: ranking
                .stage_kind(r)
                .map_or_else(String::new, |kind| stage_name(words, kind)),
            games: r.games,
            total: show_score(r.stage_total.hundredths()),
            breakdown: breakdown::breakdown(&r.stage_parts, words),
            qualifying_total: show_score(r.qualifying_total.hundredths()),
            overall_total: show_score(r.overall_total.hundredths()),
            game_points: show_score(r.points_total.saturating_mul(100)),
        })
        .collect()
}

/// The players placed in one stage (or all of them without a bracket).
pub struct Section {
    /// "Finals", "Qualifying" in the reader's words; empty without a bracket.
    pub title: String,
    /// What the total column holds: "Finals total", "Total".
    pub total_label: String,
    /// Whether the qualifying total gets its own column (every stage after the first).
    pub show_qualifying: bool,
    pub lines: Vec<StandingView>,
}

/// The ranking cut into its stages, furthest stage first; players outside the bracket last.
pub fn sections(views: Vec<StandingView>, ranking: &Ranking, words: &Words) -> Vec<Section> {
    if !ranking.has_bracket() {
        return vec![Section {
            title: String::new(),
            total_label: words.get("standings-total"),
            show_qualifying: false,
            lines: views,
        }];
    }
    let first = ranking.stages.first().copied();
    let mut sections: Vec<Section> = Vec::new();
    let mut current = None;
    for view in views {
        if sections.is_empty() || current != Some(view.stage) {
            current = Some(view.stage);
            sections.push(Section {
                title: match view.stage {
                    Some(_) => view.stage_name.clone(),
                    None => words.get("player-not-in-bracket"),
                },
                total_label: match view.stage {
                    Some(_) => words.get_with("player-stage-total", "stage", view.stage_selector()),
                    None => words.get("standings-total"),
                },
                show_qualifying: view.stage.is_some() && view.stage != first,
                lines: Vec::new(),
            });
        }
        if let Some(section) = sections.last_mut() {
            section.lines.push(view);
        }
    }
    sections
}

#[derive(Template)]
#[template(path = "standings/standings.html")]
struct StandingsPage {
    nav: Nav,
    tournament: TournamentRow,
    sections: Vec<Section>,
    has_bracket: bool,
    champion: Option<String>,
    finished_games: usize,
    games: usize,
    /// The message stating how equal totals are ordered.
    tie_rule: &'static str,
    /// The scores are table points: each player's game points are shown beside them.
    show_game_points: bool,
    /// A tournament played in teams: its team standings, shown above the players'.
    teams: Option<Vec<TeamView>>,
}

/// One team's line of the standings page.
pub struct TeamView {
    pub place: usize,
    pub name: String,
    /// The partners' names, which the page joins in its language ("Aiko and Dev").
    pub partners: Vec<String>,
    pub games: usize,
    pub won: usize,
    pub points: String,
}

impl TeamView {
    fn of(team: &TeamStanding) -> Self {
        TeamView {
            place: team.line.place,
            name: team.line.name.clone(),
            partners: team.names.to_vec(),
            games: team.line.games,
            won: team.line.won,
            points: show_score(team.line.points.hundredths()),
        }
    }
}

async fn standings_page(
    user: MaybeUser,
    asked: Asked,
    State(state): State<AppState>,
    Path(id): Path<TournamentId>,
) -> WebResult<Page<impl Template>> {
    let team_standings::WithTeams { standings, teams } =
        team_standings::load(&state.db, id).await?;
    let ranking = &standings.ranking;
    let words = asked.words(standings.tournament.default_language());
    let views = standing_views(&standings.players, ranking, &words);
    let champion = champion_of(ranking, &views);
    let tie_break = standings.outcomes.tie_break();
    let page = StandingsPage {
        nav: Nav::from(&user).in_words(words),
        has_bracket: ranking.has_bracket(),
        sections: sections(views, ranking, &words),
        champion,
        finished_games: standings.finished_games(),
        games: standings.outcomes.games.len(),
        tie_rule: tie_rule_key(tie_break),
        show_game_points: tie_break == StandingsTieBreak::GamePoints,
        teams: teams.map(|teams| teams.iter().map(TeamView::of).collect()),
        tournament: standings.tournament,
    };
    Ok(Page::new(page))
}

/// The message stating how `tie_break` orders equal totals (docs/rules.md §3).
fn tie_rule_key(tie_break: StandingsTieBreak) -> &'static str {
    match tie_break {
        StandingsTieBreak::BestGame => "standings-tie-best-game",
        StandingsTieBreak::GamePoints => "standings-tie-game-points",
    }
}

/// The champion's name once the bracket's last stage is over.
pub fn champion_of(ranking: &Ranking, views: &[StandingView]) -> Option<String> {
    ranking
        .champion()
        .and_then(|c| views.iter().find(|v| v.player_id == c))
        .map(|v| v.name.clone())
}

/// One game of one player as shown on their page.
pub struct PlayerGameView {
    pub game_id: i64,
    /// "Finals game 1", or "Round 3" outside a bracket.
    pub label: String,
    pub table: i64,
    pub wind: SeatLabel,
    pub points: i32,
    pub rank: Option<u8>,
    pub score: Option<String>,
}

#[derive(Template)]
#[template(path = "standings/player.html")]
struct PlayerPage {
    nav: Nav,
    tournament: TournamentRow,
    player: PlayerRow,
    standing: Option<StandingView>,
    /// Whether the place is final (the bracket is finished).
    final_place: bool,
    has_bracket: bool,
    games: Vec<PlayerGameView>,
    penalties: Vec<PenaltyRow>,
    /// The scores are table points: the player's game points are shown beside them.
    show_game_points: bool,
    tally: TallyView,
    places_chart: Option<LineChart>,
}

async fn player_page(
    user: MaybeUser,
    asked: Asked,
    State(state): State<AppState>,
    Path((id, pid)): Path<(TournamentId, i64)>,
) -> WebResult<Page<impl Template>> {
    let pid = PlayerId::new(pid).ok_or(WebError::NotFound)?;
    let statistics::PlayerPage {
        standings: standings::PlayerStandings { player, standings },
        tally,
        places,
        has_riichi,
    } = statistics::player(&state.db, id, pid).await?;
    let ranking = &standings.ranking;
    let words = asked.words(standings.tournament.default_language());
    let standing = standing_views(&standings.players, ranking, &words)
        .into_iter()
        .find(|s| s.player_id == pid);
    let games = player_games(&standings, pid, &words);
    let penalties = standings
        .outcomes
        .penalties
        .iter()
        .filter(|p| p.player_id == pid)
        .cloned()
        .collect();
    Ok(Page::new(PlayerPage {
        nav: Nav::from(&user).in_words(words),
        tally: TallyView::new(&tally, has_riichi),
        places_chart: places_chart(words, &player.name, &places),
        player,
        standing,
        final_place: ranking.finished,
        has_bracket: ranking.has_bracket(),
        games,
        penalties,
        show_game_points: standings.outcomes.tie_break() == StandingsTieBreak::GamePoints,
        tournament: standings.tournament,
    }))
}

/// Every game the player sat at, as their page lists them.
fn player_games(
    standings: &standings::Standings,
    pid: PlayerId,
    words: &Words,
) -> Vec<PlayerGameView> {
    let stage_of = standings
        .bracket
        .as_ref()
        .map(|l| l.stage_of_games())
        .unwrap_or_default();
    let mut games = Vec::new();
    for game in &standings.outcomes.games {
        // The player's chair (a tag-team partner's the seat they share), or the fifth seat at
        // a table of five (a game like any other).
        let Some(person) = game
            .people()
            .find(|person| person.occupant.is_some_and(|(p, _)| *p == pid))
        else {
            continue;
        };
        let kind = stage_of
            .get(&game.info.id)
            .and_then(|&(stage, number)| Some((*standings.ranking.stages.get(stage)?, number)));
        let label = match kind {
            Some((kind, number)) => words.get_with2(
                "standings-stage-game",
                ("stage", stage_selector(kind)),
                ("number", number),
            ),
            None => round_number(words, game.info.round_number),
        };
        games.push(PlayerGameView {
            game_id: game.info.id,
            label,
            table: game.info.table_number,
            wind: game
                .info
                .wind_seat(person.seat)
                .map_or(SeatLabel::BetsFirst, |seat| {
                    SeatLabel::Wind(wind_name(seat))
                }),
            points: person.points,
            rank: person.final_result.map(|(_, place)| place),
            score: person
                .final_result
                .map(|(score, _)| show_score(score.hundredths())),
        });
    }
    games
}

/// A game the penalty may be attached to.
pub struct GameChoice {
    pub id: i64,
    pub label: String,
}

#[derive(Debug, Default, Deserialize)]
pub struct PenaltyForm {
    #[serde(default)]
    pub player: String,
    #[serde(default)]
    pub kind: String,
    #[serde(default)]
    pub amount: String,
    #[serde(default)]
    pub reason: String,
    #[serde(default)]
    pub game: String,
}

#[derive(Template)]
#[template(path = "standings/desk.html")]
struct DeskPage {
    nav: Nav,
    tournament: TournamentRow,
    players: Vec<PlayerRow>,
    games: Vec<GameChoice>,
    kinds: Vec<(&'static str, String)>,
    penalties: Vec<PenaltyRow>,
    form: PenaltyForm,
    error: Option<String>,
    /// The style pays some offences at the table (Hong Kong Old Style): the desk says where
    /// they go instead.
    table_penalties: bool,
}

/// A kind of penalty as the desk's form offers it, with the amount the club's rules set:
/// "Dropped a tile (2 per tile)".
fn kind_label(words: &Words, kind: PenaltyKind) -> String {
    let amount = match kind.amount_rule() {
        AmountRule::PerTile(each) => each,
        AmountRule::UpTo(most) => most,
        AmountRule::Organizer => 0,
    };
    match kind {
        PenaltyKind::DroppedTile => words.get_with("desk-kind-dropped-tile", "amount", amount),
        PenaltyKind::Discussion => words.get_with("desk-kind-discussion", "amount", amount),
        PenaltyKind::Revealing => words.get_with("desk-kind-revealing", "amount", amount),
        PenaltyKind::LookingAtTiles => {
            words.get_with("desk-kind-looking-at-tiles", "amount", amount)
        }
        PenaltyKind::LateOrEarly => words.get("desk-kind-late-or-early"),
    }
}

/// The desk of the tournament as the app reads it, with the form as typed and what to fix.
async fn desk_page(
    state: &AppState,
    user: &CurrentUser,
    id: TournamentId,
    form: PenaltyForm,
    error: Option<String>,
) -> WebResult<DeskPage> {
    let desk = penalties::desk(&state.db, id).await?;
    let words = user.asked.words(desk.tournament.default_language());
    Ok(DeskPage {
        nav: Nav::signed_in(user).in_words(words),
        games: desk
            .games
            .iter()
            .map(|g| GameChoice {
                id: g.id,
                label: words.get_with2(
                    "desk-game",
                    ("round", g.round_number),
                    ("table", g.table_number),
                ),
            })
            .collect(),
        kinds: desk
            .kinds
            .iter()
            .map(|&kind| (kind.id(), kind_label(&words, kind)))
            .collect(),
        tournament: desk.tournament,
        players: desk.players,
        penalties: desk.penalties,
        form,
        error,
        table_penalties: desk.table_penalties,
    })
}

async fn desk(actor: Actor<TournamentId>) -> WebResult<Page<impl Template>> {
    let (state, user, id) = actor.into_parts();
    Ok(Page::new(
        desk_page(&state, &user, id, PenaltyForm::default(), None).await?,
    ))
}

impl PenaltyForm {
    /// The penalty as the form gives it; whether it is one depends on the tournament.
    fn order(&self) -> PenaltyOrder {
        PenaltyOrder {
            player: self.player.trim().parse().ok().and_then(PlayerId::new),
            game: match self.game.trim() {
                "" => AttachedGame::None,
                text => text
                    .parse()
                    .map_or(AttachedGame::Unreadable, AttachedGame::Game),
            },
            kind: self.kind.clone(),
            amount: self.amount.clone(),
            reason: self.reason.clone(),
        }
    }
}

async fn give_penalty(
    actor: Actor<TournamentId>,
    asked: Asked,
    Form(form): Form<PenaltyForm>,
) -> WebResult<Response> {
    let (state, user, id) = actor.into_parts();
    match penalties::give(&state.db, &author_of(&user), id, form.order()).await {
        Ok(_) => Ok(Redirect::to(&format!("/admin/t/{id}/penalties")).into_response()),
        Err(AppError::Refused(refusal)) => {
            let mut page = desk_page(&state, &user, id, form, None).await?;
            let words = asked.words(page.tournament.default_language());
            page.error = Some(super::refusals::words(&refusal, &words));
            layout::refuse(page)
        }
        Err(other) => Err(other.into()),
    }
}

async fn remove_penalty(actor: Actor<(TournamentId, PenaltyId)>) -> WebResult<Response> {
    let (state, user, (id, penalty)) = actor.into_parts();
    penalties::remove(&state.db, &author_of(&user), id, penalty).await?;
    Ok(Redirect::to(&format!("/admin/t/{id}/penalties")).into_response())
}
