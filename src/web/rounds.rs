//! Starting a round by random draw, redrawing it, and swapping two players before any hand of
//! the round is recorded.

use super::auth::CurrentUser;
use super::error::{WebError, WebResult};
use super::pages::load_tournament;
use super::tournaments::ManagePage;
use super::AppState;
use crate::db;
use crate::tournament::seating::{random_draw, PlayerId, RoundSeating, TableRule};
use askama::Template;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::post;
use axum::{Form, Router};
use rand::{RngCore, SeedableRng};
use serde::Deserialize;
use sqlx::SqliteConnection;

pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/rounds", post(start))
        .route("/t/{id}/rounds/{number}/redraw", post(redraw))
        .route("/t/{id}/rounds/{number}/swap", post(swap))
}

/// The table rule as stored and as the form sends it.
pub fn parse_table_rule(text: &str) -> Option<TableRule> {
    match text {
        "substitute" | "" => Some(TableRule::ThreesWithSubstitute),
        "sit-outs" => Some(TableRule::SitOuts),
        _ => None,
    }
}

fn table_rule_text(rule: TableRule) -> &'static str {
    match rule {
        TableRule::SitOuts => "sit-outs",
        _ => "substitute",
    }
}

fn new_seed() -> u64 {
    rand::rngs::StdRng::from_os_rng().next_u64()
}

#[derive(Deserialize)]
struct StartForm {
    #[serde(default)]
    table_rule: String,
}

/// The checked-in players who can be seated, as the seating module's ids.
async fn present_players(conn: &mut SqliteConnection, id: i64) -> WebResult<Vec<PlayerId>> {
    Ok(db::players::list(conn, id)
        .await?
        .into_iter()
        .filter(|p| p.checked_in && !p.withdrawn)
        .map(|p| p.id as PlayerId)
        .collect())
}

/// The seating of every round before `number`, for the sit-out rotation.
async fn history_before(
    conn: &mut SqliteConnection,
    id: i64,
    number: i64,
) -> WebResult<Vec<RoundSeating>> {
    let mut history = Vec::new();
    for round in db::rounds::list(conn, id).await? {
        if round.number < number {
            history.push(db::rounds::seating(conn, round.id).await?);
        }
    }
    Ok(history)
}

async fn refuse(
    state: &AppState,
    user: &CurrentUser,
    id: i64,
    message: String,
) -> WebResult<Response> {
    let mut conn = state.db.acquire().await?;
    let mut page = ManagePage::load(&mut conn, user, id).await?;
    page.round_error = Some(message);
    Ok((StatusCode::UNPROCESSABLE_ENTITY, Html(page.render()?)).into_response())
}

async fn start(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<i64>,
    Form(form): Form<StartForm>,
) -> WebResult<Response> {
    let Some(rule) = parse_table_rule(&form.table_rule) else {
        return Err(WebError::BadRequest(
            "Choose how to handle a player count that is not a multiple of four.".into(),
        ));
    };
    let mut tx = db::begin_write(&state.db).await?;
    load_tournament(&mut tx, id).await?;
    let number = db::rounds::list(&mut tx, id)
        .await?
        .last()
        .map_or(1, |r| r.number + 1);
    let players = present_players(&mut tx, id).await?;
    let history = history_before(&mut tx, id, number).await?;
    let seed = new_seed();
    let seating = match random_draw(&players, &history, rule, seed) {
        Ok(seating) => seating,
        Err(err) => {
            drop(tx);
            return refuse(&state, &user, id, err.to_string()).await;
        }
    };
    db::rounds::create(
        &mut tx,
        id,
        number,
        seed,
        "random",
        table_rule_text(rule),
        &seating,
    )
    .await?;
    db::audit::record(
        &mut tx,
        Some(id),
        Some(user.account_id),
        "round started",
        &format!("round {number}"),
        "",
        &format!("random draw, seed {seed}, {} tables", seating.tables.len()),
    )
    .await?;
    tx.commit().await?;
    // A snapshot after every round starts (the results of the round before are all in).
    super::backups::snapshot_quietly(&state).await;
    Ok(Redirect::to(&format!("/t/{id}/rounds/{number}")).into_response())
}

/// Loads a round that may still be changed: it exists and no hand of it is recorded.
async fn changeable_round(
    conn: &mut SqliteConnection,
    id: i64,
    number: i64,
) -> WebResult<db::rounds::RoundRow> {
    let round = db::rounds::get(conn, id, number)
        .await?
        .ok_or(WebError::NotFound)?;
    if db::rounds::has_results(conn, round.id).await? {
        return Err(WebError::Conflict(format!(
            "Hands of round {number} are already recorded: its seating can no longer change."
        )));
    }
    Ok(round)
}

fn seating_text(seating: &RoundSeating) -> String {
    serde_json::to_string(seating).unwrap_or_default()
}

async fn redraw(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, number)): Path<(i64, i64)>,
) -> WebResult<Response> {
    let mut tx = db::begin_write(&state.db).await?;
    let round = changeable_round(&mut tx, id, number).await?;
    let rule = parse_table_rule(&round.table_rule).unwrap_or(TableRule::ThreesWithSubstitute);
    let before = db::rounds::seating(&mut tx, round.id).await?;
    let players = present_players(&mut tx, id).await?;
    let history = history_before(&mut tx, id, number).await?;
    let seed = new_seed();
    let seating = match random_draw(&players, &history, rule, seed) {
        Ok(seating) => seating,
        Err(err) => {
            drop(tx);
            return refuse(&state, &user, id, err.to_string()).await;
        }
    };
    db::rounds::replace_seating(&mut tx, round.id, seed, &seating).await?;
    db::audit::record(
        &mut tx,
        Some(id),
        Some(user.account_id),
        "round redrawn",
        &format!("round {number}, seed {} → {seed}", round.seed),
        &seating_text(&before),
        &seating_text(&seating),
    )
    .await?;
    tx.commit().await?;
    Ok(Redirect::to(&format!("/t/{id}/rounds/{number}")).into_response())
}

#[derive(Deserialize)]
struct SwapForm {
    #[serde(default)]
    first: String,
    #[serde(default)]
    second: String,
}

/// Exchanges the places of two players in a round (either may be sitting out).
fn swap_players(seating: &mut RoundSeating, a: PlayerId, b: PlayerId) -> bool {
    let mut found = (false, false);
    for table in &mut seating.tables {
        for seat in table.seats.iter_mut() {
            if *seat == Some(a) {
                *seat = Some(b);
                found.0 = true;
            } else if *seat == Some(b) {
                *seat = Some(a);
                found.1 = true;
            }
        }
    }
    for player in seating.sit_outs.iter_mut() {
        if *player == a {
            *player = b;
            found.0 = true;
        } else if *player == b {
            *player = a;
            found.1 = true;
        }
    }
    found.0 && found.1
}

async fn swap(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, number)): Path<(i64, i64)>,
    Form(form): Form<SwapForm>,
) -> WebResult<Response> {
    let parse = |text: &str| text.trim().parse::<PlayerId>().ok();
    let (Some(a), Some(b)) = (parse(&form.first), parse(&form.second)) else {
        return refuse(&state, &user, id, "Choose the two players to swap.".into()).await;
    };
    if a == b {
        return refuse(
            &state,
            &user,
            id,
            "Choose two different players to swap.".into(),
        )
        .await;
    }
    let mut tx = db::begin_write(&state.db).await?;
    let round = changeable_round(&mut tx, id, number).await?;
    let before = db::rounds::seating(&mut tx, round.id).await?;
    let mut after = before.clone();
    if !swap_players(&mut after, a, b) {
        drop(tx);
        return refuse(
            &state,
            &user,
            id,
            format!("Both players must be in round {number} to swap them."),
        )
        .await;
    }
    let seed: u64 = round.seed.parse().unwrap_or(0);
    db::rounds::replace_seating(&mut tx, round.id, seed, &after).await?;
    let names: Vec<String> = [a, b].iter().map(|pid| format!("#{pid}")).collect();
    db::audit::record(
        &mut tx,
        Some(id),
        Some(user.account_id),
        "players swapped",
        &format!("round {number}: {}", names.join(" ↔ ")),
        &seating_text(&before),
        &seating_text(&after),
    )
    .await?;
    tx.commit().await?;
    Ok(Redirect::to(&format!("/t/{id}/rounds/{number}")).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::seating::Table;

    #[test]
    fn swapping_exchanges_a_seated_player_with_one_sitting_out() {
        let mut seating = RoundSeating {
            tables: vec![Table {
                seats: [Some(1), Some(2), Some(3), Some(4)],
            }],
            sit_outs: vec![5],
        };
        assert!(swap_players(&mut seating, 2, 5));
        assert_eq!(
            seating.tables[0].seats,
            [Some(1), Some(5), Some(3), Some(4)]
        );
        assert_eq!(seating.sit_outs, vec![2]);
        assert!(!swap_players(&mut seating, 1, 99));
    }
}
