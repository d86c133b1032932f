//! The standings (public, for phones), each player's page with every game and penalty, and
//! the referee's desk for score penalties.

use super::auth::{CurrentUser, MaybeUser};
use super::context::{Actor, Tournament};
use super::error::{WebError, WebResult};
use super::layout;
use super::layout::Page;
use super::layout::{load_tournament, wind_name, Nav};
use super::AppState;
use crate::app::ranking;
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::game_results::Outcomes;
use crate::db::penalties::PenaltyRow;
use crate::db::players::PlayerRow;
use crate::db::tournaments::TournamentRow;
use crate::engine::ruleset::Ruleset;
use crate::tournament::penalties::{NewPenalty, PenaltyKind};
use crate::tournament::players::PlayerId;
use crate::tournament::ranking::Ranking;
use crate::tournament::standings::{tie_rule, StandingsTieBreak};
use askama::Template;
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
    /// The furthest bracket stage reached ("Finals", "Qualifying"), empty without a bracket.
    pub stage: &'static str,
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
    pub fn place_text(&self) -> String {
        self.place
            .map_or_else(|| "–".to_string(), |p| p.to_string())
    }
}

pub use crate::app::ranking::shown_lines;

/// The ranking's lines as shown, leaving out withdrawn players who never played.
pub fn standing_views(players: &[PlayerRow], ranking: &Ranking) -> Vec<StandingView> {
    shown_lines(players, ranking)
        .map(|(player, r)| StandingView {
            place: r.place,
            player_id: r.player,
            name: player.name.clone(),
            stage: ranking.stage_name(r).unwrap_or_default(),
            games: r.games,
            total: show_score(r.stage_total.hundredths()),
            breakdown: r.stage_parts.words(),
            qualifying_total: show_score(r.qualifying_total.hundredths()),
            overall_total: show_score(r.overall_total.hundredths()),
            game_points: show_score(r.points_total.saturating_mul(100)),
        })
        .collect()
}

/// The players placed in one stage (or all of them without a bracket).
pub struct Section {
    /// "Finals", "Qualifying"; empty without a bracket.
    pub title: String,
    /// What the total column holds: "Finals total", "Total".
    pub total_label: String,
    /// Whether the qualifying total gets its own column (every stage after the first).
    pub show_qualifying: bool,
    pub lines: Vec<StandingView>,
}

/// The ranking cut into its stages, furthest stage first; players outside the bracket last.
fn sections(views: Vec<StandingView>, ranking: &Ranking) -> Vec<Section> {
    if !ranking.has_bracket() {
        return vec![Section {
            title: String::new(),
            total_label: "Total".into(),
            show_qualifying: false,
            lines: views,
        }];
    }
    let first = ranking.stage_names.first().copied().unwrap_or_default();
    let mut sections: Vec<Section> = Vec::new();
    for view in views {
        let title = if view.stage.is_empty() {
            "Not in the bracket".to_string()
        } else {
            view.stage.to_string()
        };
        if sections.last().is_none_or(|s| s.title != title) {
            sections.push(Section {
                total_label: if view.stage.is_empty() {
                    "Total".into()
                } else {
                    format!("{} total", view.stage)
                },
                show_qualifying: !view.stage.is_empty() && view.stage != first,
                title,
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
    tie_rule: &'static str,
    /// The scores are table points: each player's game points are shown beside them.
    show_game_points: bool,
}

async fn standings_page(user: MaybeUser, t: Tournament) -> WebResult<Page<impl Template>> {
    let (id, tournament, mut conn) = t.into_parts();
    let players = db::players::list(&mut conn, id).await?;
    let results = Outcomes::load(&mut conn, id).await?;
    let (ranking, _) = ranking::load_ranking(&mut conn, id, &players, &results).await?;
    let views = standing_views(&players, &ranking);
    let champion = ranking
        .champion()
        .and_then(|c| views.iter().find(|v| v.player_id == c))
        .map(|v| v.name.clone());
    let page = StandingsPage {
        nav: Nav::from(&user),
        tournament,
        has_bracket: ranking.has_bracket(),
        sections: sections(views, &ranking),
        champion,
        // A game ended at its table counts once every hand of it is confirmed, as in the totals.
        finished_games: results
            .games
            .iter()
            .filter(|g| g.outcome.ended && g.outcome.confirmed)
            .count(),
        games: results.games.len(),
        tie_rule: tie_rule(results.tie_break()),
        show_game_points: results.tie_break() == StandingsTieBreak::GamePoints,
    };
    Ok(Page::new(page))
}

/// One game of one player as shown on their page.
pub struct PlayerGameView {
    pub game_id: i64,
    /// "Finals game 1", or "Round 3" outside a bracket.
    pub label: String,
    pub table: i64,
    pub wind: &'static str,
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
}

async fn player_page(user: MaybeUser, t: Tournament<(i64, i64)>) -> WebResult<Page<impl Template>> {
    let ((id, pid), tournament, mut conn) = t.into_parts();
    let pid = PlayerId::new(pid).ok_or(WebError::NotFound)?;
    let player = db::players::get(&mut conn, id, pid.get())
        .await?
        .ok_or(WebError::NotFound)?;
    let players = db::players::list(&mut conn, id).await?;
    let results = Outcomes::load(&mut conn, id).await?;
    let (ranking, loaded) = ranking::load_ranking(&mut conn, id, &players, &results).await?;
    let standing = standing_views(&players, &ranking)
        .into_iter()
        .find(|s| s.player_id == pid);
    let stage_of = loaded
        .as_ref()
        .map(|l| l.stage_of_games())
        .unwrap_or_default();
    let mut games = Vec::new();
    for game in &results.games {
        // The player's chair, or the fifth seat at a table of five (a game like any other).
        let Some(person) = game
            .people()
            .find(|person| person.occupant.is_some_and(|(p, _)| *p == pid))
        else {
            continue;
        };
        let label = match stage_of.get(&game.info.id) {
            Some(&(stage, number)) => format!(
                "{} game {number}",
                ranking.stage_names.get(stage).copied().unwrap_or("Stage")
            ),
            None => format!("Round {}", game.info.round_number),
        };
        games.push(PlayerGameView {
            game_id: game.info.id,
            label,
            table: game.info.table_number,
            wind: match u8::try_from(person.seat) {
                Ok(chair) if person.seat < 4 => wind_name(crate::engine::seat::Seat::new(chair)),
                _ => super::rounds::FIFTH_SEAT_LABEL,
            },
            points: person.points,
            rank: person.final_result.map(|(_, place)| place),
            score: person
                .final_result
                .map(|(score, _)| show_score(score.hundredths())),
        });
    }
    let penalties = results
        .penalties
        .iter()
        .filter(|p| p.player_id == pid)
        .cloned()
        .collect();
    Ok(Page::new(PlayerPage {
        nav: Nav::from(&user),
        tournament,
        player,
        standing,
        final_place: ranking.finished,
        has_bracket: ranking.has_bracket(),
        games,
        penalties,
        show_game_points: results.tie_break() == StandingsTieBreak::GamePoints,
    }))
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
    kinds: Vec<(&'static str, &'static str)>,
    penalties: Vec<PenaltyRow>,
    form: PenaltyForm,
    error: Option<String>,
    /// The style pays some offences at the table (Hong Kong Old Style): the desk says where
    /// they go instead.
    table_penalties: bool,
}

/// The ruleset a tournament plays, to know which penalty kinds its desk offers.
fn ruleset_of(tournament: &TournamentRow) -> WebResult<Ruleset> {
    Ruleset::preset(&tournament.ruleset).ok_or_else(|| {
        WebError::Internal(format!(
            "tournament {}: unknown ruleset {}",
            tournament.id, tournament.ruleset
        ))
    })
}

async fn desk_page(
    conn: &mut sqlx::SqliteConnection,
    user: &CurrentUser,
    id: i64,
    form: PenaltyForm,
    error: Option<String>,
) -> WebResult<DeskPage> {
    let tournament = load_tournament(conn, id).await?;
    let players = db::players::list(conn, id).await?;
    let games = db::games::list(conn, id)
        .await?
        .into_iter()
        .map(|g| GameChoice {
            id: g.id,
            label: format!("Round {} table {}", g.round_number, g.table_number),
        })
        .collect();
    let penalties = db::penalties::list(conn, id).await?;
    let rules = ruleset_of(&tournament)?;
    let kinds = PenaltyKind::offered(&rules)
        .iter()
        .map(|k| (k.id(), k.label()))
        .collect();
    let table_penalties = rules.table_penalties;
    Ok(DeskPage {
        nav: Nav::signed_in(user),
        tournament,
        players,
        games,
        kinds,
        penalties,
        form,
        error,
        table_penalties,
    })
}

async fn desk(actor: Actor) -> WebResult<Page<impl Template>> {
    let (state, user, id) = actor.into_parts();
    let mut conn = state.db.acquire().await?;
    Ok(Page::new(
        desk_page(&mut conn, &user, id, PenaltyForm::default(), None).await?,
    ))
}

async fn give_penalty(actor: Actor, Form(form): Form<PenaltyForm>) -> WebResult<Response> {
    let (state, user, id) = actor.into_parts();
    let mut tx = db::begin_write(&state.db).await?;
    let rules = ruleset_of(&load_tournament(&mut tx, id).await?)?;
    let player = match form.player.trim().parse::<i64>() {
        Ok(pid) => db::players::get(&mut tx, id, pid).await?,
        Err(_) => None,
    };
    let game_id = match form.game.trim() {
        "" => Ok(None),
        text => match text.parse::<i64>() {
            Ok(gid) if db::games::get(&mut tx, id, gid).await?.is_some() => Ok(Some(gid)),
            _ => Err("Choose the game from the list.".to_string()),
        },
    };
    let checked = match (player, game_id) {
        (None, _) => Err("Choose the player.".to_string()),
        (_, Err(message)) => Err(message),
        (Some(player), Ok(game_id)) => {
            NewPenalty::parse_for(&rules, &form.kind, &form.amount, &form.reason)
                .map(|p| (player, game_id, p))
                .map_err(|e| e.to_string())
        }
    };
    let (player, game_id, penalty) = match checked {
        Ok(ok) => ok,
        Err(message) => {
            drop(tx);
            let mut conn = state.db.acquire().await?;
            let page = desk_page(&mut conn, &user, id, form, Some(message)).await?;
            return layout::refuse(page);
        }
    };
    db::penalties::create(
        &mut tx,
        id,
        player.id,
        game_id,
        penalty.kind.id(),
        penalty.amount,
        &penalty.reason,
    )
    .await?;
    let after = format!(
        "{} −{} ({}): {}",
        player.name,
        penalty.amount,
        penalty.kind.words(),
        penalty.reason
    );
    db::audit::record(
        &mut tx,
        Some(id),
        Some(user.account_id),
        AuditAction::PenaltyGiven,
        &player.name,
        "",
        &after,
    )
    .await?;
    tx.commit().await?;
    Ok(Redirect::to(&format!("/admin/t/{id}/penalties")).into_response())
}

async fn remove_penalty(actor: Actor<(i64, i64)>) -> WebResult<Response> {
    let (state, user, (id, pen)) = actor.into_parts();
    let mut tx = db::begin_write(&state.db).await?;
    let existing = db::penalties::list(&mut tx, id)
        .await?
        .into_iter()
        .find(|p| p.id == pen)
        .ok_or(WebError::NotFound)?;
    db::penalties::delete(&mut tx, id, pen).await?;
    let before = format!(
        "{} −{} ({}): {}",
        existing.player_name,
        existing.amount,
        existing.kind_words(),
        existing.reason
    );
    db::audit::record(
        &mut tx,
        Some(id),
        Some(user.account_id),
        AuditAction::PenaltyRemoved,
        &existing.player_name,
        &before,
        "",
    )
    .await?;
    tx.commit().await?;
    Ok(Redirect::to(&format!("/admin/t/{id}/penalties")).into_response())
}
