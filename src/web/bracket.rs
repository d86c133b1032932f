//! The bracket pages: the organizer's desk for the stages (set up, seat the next game, make the
//! cut, replace a finalist who withdrew, re-run a cut after a correction) and the public view
//! of the stages, who qualified and why, the finals table and the final ranking.
//!
//! Who plays and who advances is decided by `tournament::bracket`; scores come from the
//! existing [`Results`] loader (the engine's final scores), never computed here. Every change
//! runs in one transaction with its audit entry.

use super::auth::{CurrentUser, MaybeUser};
use super::error::{WebError, WebResult};
use super::layout;
use super::layout::{load_tournament, wind_name, Nav};
use super::layout::{Page, Path};
use super::AppState;
use crate::db;
use crate::db::codes::Code;
use crate::db::results::{Results, SUBSTITUTE};
use crate::db::tournaments::TournamentRow;
use crate::engine::seat::TableSize;
use crate::tournament::bracket::{
    plan, signed, Bracket, Carry, CutRule, GameRecord, GameResult, LargeField, Penalty, Progress,
    Seating, StageSpec, CUTS,
};
use crate::tournament::players::PlayerId;
use crate::tournament::ranking::Ranking;
use crate::tournament::seating::{self, SeatingMode, TableRule};
use askama::Template;
use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use rand::{RngCore, SeedableRng};
use serde::Deserialize;
use sqlx::SqliteConnection;
use std::collections::HashMap;

pub fn public_routes() -> Router<AppState> {
    Router::new().route("/t/{id}/bracket", get(public_page))
}

pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/bracket", get(admin_page).post(set_up))
        .route("/t/{id}/bracket/seat", post(seat_next))
        .route("/t/{id}/bracket/cut", post(make_cut))
        .route("/t/{id}/bracket/replace", post(replace))
        .route("/t/{id}/bracket/recut", post(recut))
}

fn new_seed() -> u64 {
    rand::rngs::StdRng::from_os_rng().next_u64()
}

/// A stored bracket with everything derived from it.
pub struct Loaded {
    pub config: Option<LargeField>,
    pub stages: Vec<db::stages::StageRow>,
    /// Per stage entered: (player, reason) in entry order.
    pub entries: Vec<Vec<(PlayerId, String)>>,
    pub bracket: Bracket,
    /// The database id of each game, by (stage, round, table).
    pub game_ids: HashMap<(usize, usize, usize), i64>,
    pub names: HashMap<PlayerId, String>,
}

impl Loaded {
    pub async fn load(conn: &mut SqliteConnection, id: i64) -> WebResult<Option<Self>> {
        if db::stages::bracket(conn, id).await?.is_none() {
            return Ok(None);
        }
        let results = Results::load(conn, id).await?;
        Self::from_results(conn, id, &results).await
    }

    /// As [`Loaded::load`], from results the caller has already loaded.
    pub async fn from_results(
        conn: &mut SqliteConnection,
        id: i64,
        results: &Results,
    ) -> WebResult<Option<Self>> {
        let Some(row) = db::stages::bracket(conn, id).await? else {
            return Ok(None);
        };
        let config: Option<LargeField> = serde_json::from_str(&row.config).map_err(|e| {
            WebError::Internal(format!("bracket {id}: stored plan unreadable: {e}"))
        })?;
        let seed: u64 = row.seed.parse().unwrap_or(0);
        let stages = db::stages::stages(conn, id).await?;
        // Stage positions index everything below: they must run 0, 1, 2, … and stay within the
        // format's stages, or the stored bracket is not one this format could have made.
        if let Some((index, stage)) = stages
            .iter()
            .enumerate()
            .find(|(index, stage)| usize::try_from(stage.position).ok() != Some(*index))
        {
            return Err(WebError::Internal(format!(
                "bracket {id}: stage {} stored at position {}",
                index, stage.position
            )));
        }
        let mut entries: Vec<Vec<(PlayerId, String)>> = vec![Vec::new(); stages.len()];
        for p in db::stages::players(conn, id).await? {
            if let Some(list) = entries.get_mut(p.stage_position as usize) {
                list.push((p.player_id, p.reason));
            }
        }
        let entrants = entries.first().map_or(0, Vec::len);
        let stage_plan = plan(entrants, config.as_ref())
            .map_err(|e| WebError::Internal(format!("bracket {id}: {e}")))?;
        if stages.is_empty() || stages.len() > stage_plan.len() {
            return Err(WebError::Internal(format!(
                "bracket {id}: {} stages stored, its format has {}",
                stages.len(),
                stage_plan.len()
            )));
        }
        let players = db::players::list(conn, id).await?;
        let position_of: HashMap<i64, usize> =
            stages.iter().map(|s| (s.id, s.position as usize)).collect();
        // Each round's stage and its index within the stage, by round number.
        let mut round_place: HashMap<i64, (usize, usize)> = HashMap::new();
        let mut seen = vec![0usize; stages.len()];
        for (number, stage_id) in db::stages::round_stages(conn, id).await? {
            let Some(&stage) = position_of.get(&stage_id) else {
                continue;
            };
            if let Some(count) = seen.get_mut(stage) {
                round_place.insert(number, (stage, *count));
                *count += 1;
            }
        }
        let mut games = Vec::new();
        let mut game_ids = HashMap::new();
        let mut stage_of_game: HashMap<i64, usize> = HashMap::new();
        for game in &results.games {
            let Some(&(stage, round)) = round_place.get(&game.info.round_number) else {
                continue;
            };
            // Tables are numbered from 1; the bracket counts them from 0.
            let table = usize::try_from(game.info.table_number)
                .ok()
                .and_then(|n| n.checked_sub(1))
                .ok_or_else(|| {
                    WebError::Internal(format!(
                        "bracket {id}: game {} stored at table {}",
                        game.info.id, game.info.table_number
                    ))
                })?;
            game_ids.insert((stage, round, table), game.info.id);
            stage_of_game.insert(game.info.id, stage);
            games.push(GameRecord {
                stage,
                round,
                table,
                seats: game
                    .info
                    .seats
                    .clone()
                    .map(|s| s.map(|(pid, _)| pid.into())),
                result: game.sheet.final_result.as_ref().map(|f| GameResult {
                    scores: f.score,
                    ranks: f.rank,
                }),
            });
        }
        // A penalty tied to a game of a stage counts there; any other counts in the stage that
        // was current when it was given (RULES.md §5: penalties in the finals count there).
        let penalties = results
            .penalties
            .iter()
            .filter_map(|p| {
                let stage = p
                    .game_id
                    .and_then(|g| stage_of_game.get(&g).copied())
                    .or_else(|| {
                        stages
                            .iter()
                            .rev()
                            .find(|s| s.penalty_floor < p.id)
                            .map(|s| s.position as usize)
                    })?;
                Some(Penalty {
                    player: p.player_id.into(),
                    amount: p.amount,
                    stage,
                })
            })
            .collect();
        let bracket = Bracket {
            plan: stage_plan,
            rosters: entries
                .iter()
                .map(|list| list.iter().map(|(p, _)| (*p).into()).collect())
                .collect(),
            games,
            penalties,
            withdrawn: players
                .iter()
                .filter(|p| p.withdrawn)
                .map(|p| p.id.into())
                .collect(),
            seed,
        };
        Ok(Some(Self {
            config,
            stages,
            entries,
            bracket,
            game_ids,
            names: players.into_iter().map(|p| (p.id, p.name)).collect(),
        }))
    }

    /// The name of `stage` ("Finals"); empty for a stage the format does not have.
    pub fn stage_name(&self, stage: usize) -> &'static str {
        self.bracket.spec(stage).map_or("", |spec| spec.name)
    }

    /// How `stage` seats its games, as the page says it.
    fn seating_mode(&self, stage: usize) -> SeatingMode {
        self.bracket
            .spec(stage)
            .map_or(SeatingMode::Random, |spec| spec.seating.round_mode())
    }

    /// The database id of `stage`.
    fn stage_id(&self, stage: usize) -> WebResult<i64> {
        self.stages
            .get(stage)
            .map(|row| row.id)
            .ok_or_else(|| WebError::Internal(format!("bracket has no stage {stage}")))
    }

    /// Who entered `stage` and why, in entry order.
    fn entered(&self, stage: usize) -> &[(PlayerId, String)] {
        self.entries.get(stage).map_or(&[], Vec::as_slice)
    }

    pub fn name(&self, player: impl Into<PlayerId>) -> String {
        let player = player.into();
        self.names
            .get(&player)
            .cloned()
            .unwrap_or_else(|| format!("#{player}"))
    }

    /// Each game's stage and its number within the stage (from 1), by game id.
    pub fn stage_of_games(&self) -> HashMap<i64, (usize, usize)> {
        self.game_ids
            .iter()
            .map(|(&(stage, round, _), &game)| (game, (stage, round + 1)))
            .collect()
    }

    /// The cut into the current stage as it would come out now, when it differs from the one
    /// stored (a qualifying game was corrected since): (stage, before, after).
    fn pending_recut(&self) -> Option<(usize, Vec<seating::PlayerId>, Vec<seating::PlayerId>)> {
        let stage = self.bracket.current_stage();
        // A withdrawal is handled by a replacement, which keeps everyone else's place.
        if stage == 0 || matches!(self.bracket.progress(), Progress::Replace { .. }) {
            return None;
        }
        let fresh: Vec<seating::PlayerId> = self
            .bracket
            .cut(stage - 1)
            .ok()?
            .advancers
            .iter()
            .map(|a| a.player)
            .collect();
        let stored = self.bracket.rosters.get(stage)?.clone();
        let mut a = fresh.clone();
        let mut b = stored.clone();
        a.sort_unstable();
        b.sort_unstable();
        (a != b).then_some((stage, stored, fresh))
    }
}

fn games_text(n: usize) -> String {
    if n == 1 {
        "1 game".into()
    } else {
        format!("{n} games")
    }
}

/// What a stage does, in a sentence.
pub fn stage_summary(spec: &StageSpec, first: bool) -> String {
    let carry = if first {
        String::new()
    } else {
        format!(", {}", spec.carry.label())
    };
    match (&spec.seating, &spec.cut) {
        (_, CutRule::GamePlaces(places)) => format!(
            "Two games. Game 1 seats four entrants drawn at random: its first {} advance{}. Game 2 seats, by random draw, the four not yet qualified: its first {} advance.",
            places[0],
            if places[0] == 1 { "s" } else { "" },
            places.get(1).copied().unwrap_or(0)
        ),
        (_, CutRule::Champion) => format!(
            "{} among the four finalists{carry}; the highest total wins.",
            games_text(spec.rounds)
        ),
        (Seating::SameTablesSnake, CutRule::TopPerTable(n)) => format!(
            "Tables seeded from the cut (1st, 4th, 5th, 8th … at table 1), {} each{carry}; the best {n} of each table go to the final table.",
            games_text(spec.rounds)
        ),
        (_, CutRule::TopPerTable(n)) => format!(
            "Two tables by random draw, {} each with the same four; a table of three is completed by the organizer, who never advances. The best {n} combined scores of each table advance.",
            games_text(spec.rounds)
        ),
        (_, CutRule::TopOverall(n)) => format!(
            "{} rounds, each seated to avoid repeat meetings with winds balanced (tables of three completed by the organizer); the top {n} by total score advance.",
            spec.rounds
        ),
    }
}

/// One player of a stage as shown.
pub struct LineView {
    pub place: usize,
    pub name: String,
    pub reason: String,
    /// "1 game", "2 games".
    pub games: String,
    pub total: String,
    pub detail: String,
    pub withdrawn: bool,
}

/// One game of a stage as shown.
pub struct GameView {
    pub game_id: Option<i64>,
    pub label: String,
    /// (wind, name, final score or empty while playing).
    pub seats: Vec<(&'static str, String, String)>,
    pub finished: bool,
}

pub struct StageView {
    pub name: &'static str,
    pub summary: String,
    pub entered: bool,
    pub current: bool,
    pub lines: Vec<LineView>,
    pub games: Vec<GameView>,
}

pub struct RankView {
    pub place: usize,
    pub name: String,
    pub stage: &'static str,
    pub total: String,
}

/// The bracket as both pages show it.
pub struct BracketView {
    pub seed: u64,
    pub stages: Vec<StageView>,
    pub ranking: Vec<RankView>,
    pub champion: Option<String>,
    pub status: String,
}

impl BracketView {
    fn new(loaded: &Loaded) -> Self {
        let bracket = &loaded.bracket;
        let progress = bracket.progress();
        let current = bracket.current_stage();
        let mut stages = Vec::new();
        for (index, spec) in bracket.plan.iter().enumerate() {
            let entered = index < bracket.rosters.len();
            let reasons: HashMap<PlayerId, &String> = loaded
                .entries
                .get(index)
                .map(|list| list.iter().map(|(p, r)| (*p, r)).collect())
                .unwrap_or_default();
            let lines = if entered {
                bracket
                    .lines(index)
                    .into_iter()
                    .enumerate()
                    .map(|(i, l)| {
                        let mut detail = Vec::new();
                        if l.carried != Default::default() {
                            detail.push(format!("{} carried", signed(l.carried)));
                        }
                        if l.penalties > 0 {
                            detail.push(format!("−{} penalties", l.penalties));
                        }
                        LineView {
                            place: i + 1,
                            name: loaded.name(l.player),
                            reason: reasons
                                .get(&PlayerId::from(l.player))
                                .map(|r| r.to_string())
                                .unwrap_or_default(),
                            games: games_text(l.games),
                            total: signed(l.total),
                            detail: detail.join(", "),
                            withdrawn: bracket.withdrawn.contains(&l.player),
                        }
                    })
                    .collect()
            } else {
                Vec::new()
            };
            let games = bracket
                .stage_games(index)
                .into_iter()
                .map(|g| GameView {
                    game_id: loaded.game_ids.get(&(g.stage, g.round, g.table)).copied(),
                    label: format!("Game {} · table {}", g.round + 1, g.table + 1),
                    seats: TableSize::Four
                        .seats()
                        .zip(g.seats)
                        .map(|(seat, p)| {
                            (
                                wind_name(seat),
                                p.map_or_else(|| SUBSTITUTE.to_string(), |p| loaded.name(p)),
                                g.result
                                    .map(|r| signed(r.scores[seat.index()]))
                                    .unwrap_or_default(),
                            )
                        })
                        .collect(),
                    finished: g.result.is_some(),
                })
                .collect();
            stages.push(StageView {
                name: spec.name,
                summary: stage_summary(spec, index == 0),
                entered,
                current: entered && index == current && progress != Progress::Finished,
                lines,
                games,
            });
        }
        // The same ranking the standings, player pages and exports show (RULES.md §5).
        let ranked = Ranking::new(&[], Some(bracket));
        let ranking = ranked
            .lines
            .iter()
            .filter_map(|r| {
                Some(RankView {
                    place: r.place?,
                    name: loaded.name(r.player),
                    stage: ranked.stage_name(r).unwrap_or_default(),
                    total: signed(r.stage_total),
                })
            })
            .collect::<Vec<_>>();
        let champion = ranked.champion().map(|p| loaded.name(p));
        let status = progress_text(loaded);
        Self {
            seed: bracket.seed,
            stages,
            champion,
            ranking,
            status,
        }
    }
}

/// Where the bracket stands, in a sentence (the bracket page and the "now" page).
pub fn progress_text(loaded: &Loaded) -> String {
    match &loaded.bracket.progress() {
        Progress::Replace { player, .. } => format!(
            "{} withdrew before the stage began and must be replaced.",
            loaded.name(*player)
        ),
        Progress::Seat { stage, round } => {
            format!("{}: game {} is next.", loaded.stage_name(*stage), round + 1)
        }
        Progress::Playing { stage } => {
            format!("{}: games in play.", loaded.stage_name(*stage))
        }
        Progress::Cut { stage } => format!(
            "{} is over: the cut to the {} is next.",
            loaded.stage_name(*stage),
            loaded.stage_name(stage + 1).to_lowercase()
        ),
        Progress::Finished => "The tournament is over.".into(),
    }
}

#[derive(Template)]
#[template(path = "bracket/public.html")]
struct PublicPage {
    nav: Nav,
    tournament: TournamentRow,
    view: Option<BracketView>,
}

async fn public_page(
    State(state): State<AppState>,
    user: MaybeUser,
    Path(id): Path<i64>,
) -> WebResult<Page<impl Template>> {
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let view = Loaded::load(&mut conn, id)
        .await?
        .as_ref()
        .map(BracketView::new);
    Ok(Page::new(PublicPage {
        nav: Nav::from(&user),
        tournament,
        view,
    }))
}

/// The next thing the organizer can do, as a button.
pub struct Action {
    pub path: &'static str,
    pub label: String,
}

/// A re-run cut waiting for the organizer: who is in now, who would be.
pub struct RecutView {
    pub stage: &'static str,
    pub before: Vec<String>,
    pub after: Vec<String>,
    pub out: Vec<String>,
    pub into: Vec<String>,
}

/// The setup form for a field larger than eight.
pub struct SetupView {
    pub entrants: usize,
    /// The club's plan, stage by stage, when the field is 4 to 8.
    pub club: Vec<(&'static str, String)>,
    pub error: Option<String>,
}

#[derive(Template)]
#[template(path = "bracket/admin.html")]
struct AdminPage {
    nav: Nav,
    tournament: TournamentRow,
    view: Option<BracketView>,
    setup: Option<SetupView>,
    action: Option<Action>,
    recut: Option<RecutView>,
    changes: Vec<db::audit::AuditEntry>,
    carries: [(&'static str, &'static str); 3],
    cuts: [usize; 3],
}

async fn checked_in(conn: &mut SqliteConnection, id: i64) -> WebResult<Vec<(PlayerId, String)>> {
    Ok(db::players::list(conn, id)
        .await?
        .into_iter()
        .filter(|p| p.checked_in && !p.withdrawn)
        .map(|p| (p.id, p.name))
        .collect())
}

async fn admin_view(
    conn: &mut SqliteConnection,
    user: &CurrentUser,
    id: i64,
    error: Option<String>,
) -> WebResult<AdminPage> {
    let tournament = load_tournament(conn, id).await?;
    let loaded = Loaded::load(conn, id).await?;
    let carries = Carry::ALL.map(|c| (c.id(), c.label()));
    let mut page = AdminPage {
        nav: Nav::signed_in(user),
        tournament,
        view: None,
        setup: None,
        action: None,
        recut: None,
        changes: Vec::new(),
        carries,
        cuts: CUTS,
    };
    let Some(loaded) = loaded else {
        let entrants = checked_in(conn, id).await?.len();
        let club = match plan(entrants, None) {
            Ok(stages) => stages
                .iter()
                .enumerate()
                .map(|(i, s)| (s.name, stage_summary(s, i == 0)))
                .collect(),
            Err(_) => Vec::new(),
        };
        page.setup = Some(SetupView {
            entrants,
            club,
            error,
        });
        return Ok(page);
    };
    page.action = match loaded.bracket.progress() {
        Progress::Replace { player, .. } => Some(Action {
            path: "replace",
            label: format!(
                "Replace {} by the next qualified player",
                loaded.name(player)
            ),
        }),
        Progress::Seat { stage, round } => Some(Action {
            path: "seat",
            label: format!(
                "Seat {} game {} ({})",
                loaded.stage_name(stage).to_lowercase(),
                round + 1,
                match loaded.seating_mode(stage) {
                    SeatingMode::Balanced => "avoiding repeat meetings",
                    SeatingMode::Random => "random draw",
                    SeatingMode::Swiss => "neighbours in the standings",
                }
            ),
        }),
        Progress::Cut { stage } => Some(Action {
            path: "cut",
            label: format!(
                "Make the cut to the {}",
                loaded.stage_name(stage + 1).to_lowercase()
            ),
        }),
        Progress::Playing { .. } | Progress::Finished => None,
    };
    page.recut = loaded
        .pending_recut()
        .map(|(stage, before, after)| RecutView {
            stage: loaded.stage_name(stage),
            out: before
                .iter()
                .filter(|p| !after.contains(p))
                .map(|&p| loaded.name(p))
                .collect(),
            into: after
                .iter()
                .filter(|p| !before.contains(p))
                .map(|&p| loaded.name(p))
                .collect(),
            before: before.iter().map(|&p| loaded.name(p)).collect(),
            after: after.iter().map(|&p| loaded.name(p)).collect(),
        });
    page.changes = db::audit::for_tournament(conn, id)
        .await?
        .into_iter()
        .filter(|e| e.action.starts_with("bracket"))
        .take(10)
        .collect();
    page.view = Some(BracketView::new(&loaded));
    if let (Some(view), Some(error)) = (page.view.as_mut(), error) {
        view.status = error;
    }
    Ok(page)
}

async fn admin_page(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<i64>,
) -> WebResult<Page<impl Template>> {
    let mut conn = state.db.acquire().await?;
    Ok(Page::new(admin_view(&mut conn, &user, id, None).await?))
}

async fn refuse(
    state: &AppState,
    user: &CurrentUser,
    id: i64,
    message: String,
) -> WebResult<Response> {
    let mut conn = state.db.acquire().await?;
    let page = admin_view(&mut conn, user, id, Some(message)).await?;
    layout::refuse(page)
}

fn back(id: i64) -> Response {
    Redirect::to(&format!("/admin/t/{id}/bracket")).into_response()
}

#[derive(Deserialize, Default)]
struct SetupForm {
    #[serde(default)]
    qualifying_rounds: String,
    #[serde(default)]
    cut: String,
    #[serde(default)]
    semi_games: String,
    #[serde(default)]
    semi_carry: String,
    #[serde(default)]
    final_games: String,
    #[serde(default)]
    final_carry: String,
}

impl SetupForm {
    fn large_field(&self) -> Result<LargeField, String> {
        let number = |text: &str, what: &str| {
            text.trim()
                .parse::<usize>()
                .map_err(|_| format!("Enter the number of {what}."))
        };
        let carry = |text: &str| Carry::from_id(text).unwrap_or(Carry::Reset);
        Ok(LargeField {
            qualifying_rounds: number(&self.qualifying_rounds, "qualifying rounds")?,
            cut: number(&self.cut, "players in the cut")?,
            semi_games: number(&self.semi_games, "semi-final games").unwrap_or(2),
            semi_carry: carry(&self.semi_carry),
            final_games: number(&self.final_games, "final games")?,
            final_carry: carry(&self.final_carry),
        })
    }
}

async fn set_up(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<i64>,
    Form(form): Form<SetupForm>,
) -> WebResult<Response> {
    let mut tx = db::begin_write(&state.db).await?;
    load_tournament(&mut tx, id).await?;
    if db::stages::bracket(&mut tx, id).await?.is_some() {
        return Err(WebError::Conflict(
            "This tournament's bracket is already set up.".into(),
        ));
    }
    let entrants = checked_in(&mut tx, id).await?;
    let large = if entrants.len() > 8 {
        match form.large_field() {
            Ok(field) => Some(field),
            Err(message) => {
                drop(tx);
                return refuse(&state, &user, id, message).await;
            }
        }
    } else {
        None
    };
    let stages = match plan(entrants.len(), large.as_ref()) {
        Ok(stages) => stages,
        Err(err) => {
            drop(tx);
            let mut message = err.to_string();
            if let Some(first) = message.get(..1) {
                message = first.to_uppercase() + &message[1..];
            }
            return refuse(&state, &user, id, format!("{message}.")).await;
        }
    };
    let seed = new_seed();
    let config = serde_json::to_string(&large)
        .map_err(|e| WebError::Internal(format!("bracket plan: {e}")))?;
    db::stages::create_bracket(&mut tx, id, &config, seed).await?;
    let straight_to_finals = stages.len() == 1;
    // Everyone enters qualifying: only going straight to the finals needs a reason.
    let reason = if straight_to_finals {
        format!(
            "one of the {} entrants: straight to the finals",
            entrants.len()
        )
    } else {
        String::new()
    };
    // Penalties given before the finals do not count in them; before qualifying they do.
    let floor = if straight_to_finals {
        db::stages::last_penalty_id(&mut tx, id).await?
    } else {
        0
    };
    let players: Vec<(PlayerId, String)> =
        entrants.iter().map(|(p, _)| (*p, reason.clone())).collect();
    db::stages::create_stage(&mut tx, id, 0, floor, &players).await?;
    let plan_text: Vec<String> = stages.iter().map(|s| s.name.to_string()).collect();
    db::audit::record(
        &mut tx,
        Some(id),
        Some(user.account_id),
        "bracket set up",
        &format!("{} entrants: {}", entrants.len(), plan_text.join(" → ")),
        "",
        &format!(
            "{}; tie draw seed {seed}",
            entrants
                .iter()
                .map(|(_, n)| n.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    )
    .await?;
    tx.commit().await?;
    Ok(back(id))
}

/// Loads the bracket inside a transaction, or says there is none yet.
async fn loaded(conn: &mut SqliteConnection, id: i64) -> WebResult<Loaded> {
    load_tournament(conn, id).await?;
    Loaded::load(conn, id)
        .await?
        .ok_or_else(|| WebError::Conflict("Set up the bracket first.".into()))
}

async fn seat_next(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<i64>,
) -> WebResult<Response> {
    let mut tx = db::begin_write(&state.db).await?;
    let loaded = loaded(&mut tx, id).await?;
    let Progress::Seat { stage, round } = loaded.bracket.progress() else {
        drop(tx);
        return refuse(&state, &user, id, "No game can be seated now.".into()).await;
    };
    let seed = loaded.bracket.seating_seed(stage, new_seed());
    let seating = match loaded.bracket.seat(stage, round, seed) {
        Ok(seating) => seating,
        Err(err) => {
            drop(tx);
            return refuse(&state, &user, id, err.to_string()).await;
        }
    };
    let number = db::rounds::list(&mut tx, id)
        .await?
        .last()
        .map_or(1, |r| r.number + 1);
    let mode = loaded.seating_mode(stage);
    let round_id = db::rounds::create(
        &mut tx,
        id,
        number,
        seed,
        mode,
        TableRule::ThreesWithSubstitute,
        &seating,
    )
    .await?;
    db::stages::set_round_stage(&mut tx, round_id, loaded.stage_id(stage)?).await?;
    let tables: Vec<String> = seating
        .tables
        .iter()
        .map(|t| {
            t.seats
                .iter()
                .map(|s| s.map_or_else(|| SUBSTITUTE.to_string(), |p| loaded.name(p)))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect();
    db::audit::record(
        &mut tx,
        Some(id),
        Some(user.account_id),
        "bracket game seated",
        &format!(
            "{} game {} (round {number})",
            loaded.stage_name(stage),
            round + 1
        ),
        "",
        &format!(
            "{} seating, seed {seed}: {}",
            mode.code(),
            tables.join(" | ")
        ),
    )
    .await?;
    tx.commit().await?;
    Ok(Redirect::to(&format!("/t/{id}/rounds/{number}")).into_response())
}

/// The list of a cut as the audit log keeps it: one "name — reason" per line.
pub fn cut_text(loaded: &Loaded, players: &[(PlayerId, String)]) -> String {
    players
        .iter()
        .map(|(p, reason)| format!("{} — {reason}", loaded.name(*p)))
        .collect::<Vec<_>>()
        .join("\n")
}

async fn make_cut(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<i64>,
) -> WebResult<Response> {
    let mut tx = db::begin_write(&state.db).await?;
    let loaded = loaded(&mut tx, id).await?;
    let Progress::Cut { stage } = loaded.bracket.progress() else {
        drop(tx);
        return refuse(&state, &user, id, "The stage is not over yet.".into()).await;
    };
    let cut = match loaded.bracket.cut(stage) {
        Ok(cut) => cut,
        Err(err) => {
            drop(tx);
            return refuse(&state, &user, id, err.to_string()).await;
        }
    };
    let players: Vec<(PlayerId, String)> = cut
        .advancers
        .iter()
        .map(|a| (PlayerId::from(a.player), a.reason.clone()))
        .collect();
    let floor = db::stages::last_penalty_id(&mut tx, id).await?;
    db::stages::create_stage(&mut tx, id, stage as i64 + 1, floor, &players).await?;
    db::audit::record(
        &mut tx,
        Some(id),
        Some(user.account_id),
        "bracket cut made",
        &format!(
            "{} → {}",
            loaded.stage_name(stage),
            loaded.stage_name(stage + 1)
        ),
        "",
        &cut_text(&loaded, &players),
    )
    .await?;
    tx.commit().await?;
    Ok(back(id))
}

async fn replace(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<i64>,
) -> WebResult<Response> {
    let mut tx = db::begin_write(&state.db).await?;
    let loaded = loaded(&mut tx, id).await?;
    let Progress::Replace { stage, player } = loaded.bracket.progress() else {
        drop(tx);
        return refuse(&state, &user, id, "Nobody needs replacing.".into()).await;
    };
    let Some(replacement) = loaded.bracket.replacement(stage, player) else {
        drop(tx);
        return refuse(
            &state,
            &user,
            id,
            "No qualified player is left to replace them.".into(),
        )
        .await;
    };
    let before = loaded.entered(stage).to_vec();
    let after: Vec<(PlayerId, String)> = before
        .iter()
        .map(|(p, reason)| {
            if *p == PlayerId::from(player) {
                (
                    PlayerId::from(replacement.player),
                    replacement
                        .reason
                        .replace("a finalist", &loaded.name(player)),
                )
            } else {
                (*p, reason.clone())
            }
        })
        .collect();
    db::stages::set_players(&mut tx, loaded.stage_id(stage)?, &after).await?;
    db::audit::record(
        &mut tx,
        Some(id),
        Some(user.account_id),
        "bracket finalist replaced",
        &format!(
            "{}: {} withdrew, {} takes the place",
            loaded.stage_name(stage),
            loaded.name(player),
            loaded.name(replacement.player)
        ),
        &cut_text(&loaded, &before),
        &cut_text(&loaded, &after),
    )
    .await?;
    tx.commit().await?;
    Ok(back(id))
}

async fn recut(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<i64>,
) -> WebResult<Response> {
    let mut tx = db::begin_write(&state.db).await?;
    let loaded = loaded(&mut tx, id).await?;
    let Some((stage, _, _)) = loaded.pending_recut() else {
        drop(tx);
        return refuse(
            &state,
            &user,
            id,
            "The cut already matches the results: nothing to re-run.".into(),
        )
        .await;
    };
    if db::stages::has_results_from(&mut tx, id, stage as i64).await? {
        drop(tx);
        return refuse(
            &state,
            &user,
            id,
            format!(
                "Hands or penalties of the {} are already recorded: the cut can no longer change.",
                loaded.stage_name(stage).to_lowercase()
            ),
        )
        .await;
    }
    let cut = loaded
        .bracket
        .cut(stage - 1)
        .map_err(|e| WebError::Conflict(e.to_string()))?;
    let after: Vec<(PlayerId, String)> = cut
        .advancers
        .iter()
        .map(|a| (PlayerId::from(a.player), a.reason.clone()))
        .collect();
    // Games already seated for the stage were drawn among the old players: they go.
    db::stages::delete_rounds_from(&mut tx, id, stage as i64).await?;
    db::stages::delete_stages_after(&mut tx, id, stage as i64).await?;
    db::stages::set_players(&mut tx, loaded.stage_id(stage)?, &after).await?;
    db::audit::record(
        &mut tx,
        Some(id),
        Some(user.account_id),
        "bracket cut re-run",
        &format!(
            "{} → {} after a correction",
            loaded.stage_name(stage - 1),
            loaded.stage_name(stage)
        ),
        &cut_text(&loaded, loaded.entered(stage)),
        &cut_text(&loaded, &after),
    )
    .await?;
    tx.commit().await?;
    Ok(back(id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_club_stage_is_described_in_a_sentence() {
        for n in 4..=8 {
            for (i, spec) in plan(n, None).unwrap().iter().enumerate() {
                let text = stage_summary(spec, i == 0);
                assert!(text.ends_with('.'), "{n}: {text}");
            }
        }
        let six = plan(6, None).unwrap();
        assert!(stage_summary(&six[0], true).contains("its first 2 advance."));
        assert!(stage_summary(&six[1], false).contains("scores reset to 0"));
    }

    #[test]
    fn the_setup_form_reads_a_large_field_plan() {
        let form = SetupForm {
            qualifying_rounds: "4".into(),
            cut: "8".into(),
            semi_games: "2".into(),
            semi_carry: "half".into(),
            final_games: "2".into(),
            final_carry: "reset".into(),
        };
        let field = form.large_field().unwrap();
        assert_eq!(field.cut, 8);
        assert_eq!(field.semi_carry, Carry::Half);
        let empty = SetupForm::default();
        assert!(empty.large_field().is_err());
    }
}
