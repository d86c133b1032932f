//! Starting a round by random draw, redrawing it, and swapping two players before any hand of
//! the round is recorded.

use super::auth::CurrentUser;
use super::context::{commit_recorded, Actor};
use super::error::{WebError, WebResult};
use super::layout;
use super::layout::load_tournament;
use super::layout::Page;
use super::layout::{wind_name, Nav};
use super::manage::ManagePage;
use super::AppState;
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::codes::Code;
use crate::db::tournaments::TournamentRow;
use crate::engine::seat::TableSize;
use crate::tournament::seating::{
    plan_for, quality_for, rule_allowed, table_size, PlanRequest, PlayerId, Quality, RoundSeating,
    SeatingMode, TableRule,
};
use askama::Template;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::post;
use axum::{Form, Router};
use rand::{RngCore, SeedableRng};
use serde::Deserialize;
use sqlx::SqliteConnection;
use std::collections::HashMap;

pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/rounds", post(start))
        .route("/t/{id}/rounds/propose", post(propose))
        .route("/t/{id}/rounds/replan", post(replan))
        .route("/t/{id}/rounds/{number}/redraw", post(redraw))
        .route("/t/{id}/rounds/{number}/swap", post(swap))
        .route("/t/{id}/rounds/{number}/delete", post(delete))
}

/// How a table's fifth person (the first bettor at an American table of five, docs/rules.md
/// §10) is named where the others have a wind: "Eve — bets first".
pub const FIFTH_SEAT_LABEL: &str = "bets first";

/// The table rule as the start form sends it (its stored code, `db::codes`); a form without
/// one completes tables of three with the organizer.
fn parse_table_rule(text: &str) -> Option<TableRule> {
    match text {
        "" => Some(TableRule::ThreesWithSubstitute),
        code => TableRule::from_code(code),
    }
}

/// The seating mode as the start form sends it (its stored code); a random draw by default.
fn parse_mode(text: &str) -> Option<SeatingMode> {
    match text {
        "" => Some(SeatingMode::Random),
        code => SeatingMode::from_code(code),
    }
}

/// Most rounds planned in one go (a long day).
const MAX_PLANNED_ROUNDS: usize = 20;

fn new_seed() -> u64 {
    rand::rngs::StdRng::from_os_rng().next_u64()
}

/// What the organizer chose for the next round(s).
#[derive(Deserialize, Default)]
struct StartForm {
    #[serde(default)]
    table_rule: String,
    #[serde(default)]
    mode: String,
    /// How many rounds to plan at once (1 = just the next round).
    #[serde(default)]
    count: String,
    /// The seed of a proposal being confirmed; empty for a fresh draw.
    #[serde(default)]
    seed: String,
    /// The number the first new round will have, as the proposal showed it: a second submit
    /// of the same proposal finds its rounds already started and starts nothing.
    #[serde(default)]
    first: String,
}

/// The choices of a start form, known good.
struct Choice {
    rule: TableRule,
    mode: SeatingMode,
    count: usize,
}

impl StartForm {
    fn choice(&self) -> Result<Choice, String> {
        let rule = parse_table_rule(&self.table_rule)
            .ok_or("Choose how to handle a player count that is not a multiple of four.")?;
        let mode = parse_mode(&self.mode).ok_or("Choose random draw, balanced or swiss.")?;
        let count = match self.count.trim() {
            "" => 1,
            text => text
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=MAX_PLANNED_ROUNDS).contains(n))
                .ok_or(format!("Plan between 1 and {MAX_PLANNED_ROUNDS} rounds."))?,
        };
        Ok(Choice { rule, mode, count })
    }
}

/// Plans `choice.count` rounds after every round played so far.
async fn propose_rounds(
    conn: &mut SqliteConnection,
    id: i64,
    choice: &Choice,
    seed: u64,
    table: TableSize,
) -> WebResult<Result<(Vec<RoundSeating>, Vec<RoundSeating>), String>> {
    let number = db::rounds::list(conn, id)
        .await?
        .last()
        .map_or(1, |r| r.number + 1);
    let players = present_players(conn, id).await?;
    let history = db::rounds::seatings_before(conn, id, number).await?;
    let standings = db::game_results::swiss_order(conn, id).await?;
    let request = PlanRequest {
        players: &players,
        history: &history,
        rounds: choice.count,
        rule: choice.rule,
        mode: choice.mode,
        standings: &standings,
        seed,
    };
    Ok(plan_for(table, &request)
        .map(|rounds| (history, rounds))
        .map_err(|e| e.to_string()))
}

/// One proposed table as shown: each seat's wind and who sits there, and the fifth person.
struct ProposedTable {
    seats: Vec<(&'static str, String)>,
    fifth: Option<String>,
}

/// One proposed round as shown.
struct ProposedRound {
    number: i64,
    tables: Vec<ProposedTable>,
    sit_outs: Vec<String>,
    /// Who fills the short tables' empty seats, when any table is short.
    substitutes: Option<String>,
}

/// What a round's pages say about tables one player short (`short`: their numbers, in order):
/// how many substitutes the round needs and where. Each short table needs its own substitute,
/// since one person cannot fill seats at two tables at once: `3k + 1` sanma players make two
/// short tables, and at tables of four `4k + 1` players make three. `None` when every table is
/// full, so a round that needs nobody does not speak of substitutes.
pub fn substitutes_text(short: &[i64]) -> Option<String> {
    match short {
        [] => None,
        [table] => Some(format!(
            "Table {table} is one player short: the organizer fills the empty seat (not ranked)."
        )),
        [first @ .., last] => {
            let first: Vec<String> = first.iter().map(i64::to_string).collect();
            Some(format!(
                "Tables {} and {last} are each one player short: this round needs {} substitutes, one at each of these tables, since one person cannot fill two seats at once (substitutes are not ranked).",
                first.join(", "),
                short.len()
            ))
        }
    }
}

/// The name shown in the empty seat of short table number `position` (1-based, among the
/// round's `count` short tables) when several tables are short: a numbered substitute, so that
/// no page suggests one person sits at two tables. `None` when only one table is short: the
/// organizer fills that seat, as each page words it.
pub fn substitute_name(position: usize, count: usize) -> Option<String> {
    (count > 1).then(|| format!("substitute {position} of {count} (fills the seat, not ranked)"))
}

#[derive(Template)]
#[template(path = "rounds/proposal.html")]
struct ProposalPage {
    nav: Nav,
    tournament: TournamentRow,
    form_mode: &'static str,
    form_rule: &'static str,
    count: usize,
    seed: u64,
    first: i64,
    rounds: Vec<ProposedRound>,
    before: Quality,
    after: Quality,
    played: usize,
}

async fn propose(actor: Actor, Form(form): Form<StartForm>) -> WebResult<Response> {
    let (state, user, id) = actor.into_parts();
    let choice = match form.choice() {
        Ok(choice) => choice,
        Err(message) => return refuse_form(&state, &user, id, message, Some(&form)).await,
    };
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let seed = new_seed();
    let table = table_size(&tournament.ruleset);
    let planned = match rule_allowed(choice.rule, &tournament.ruleset) {
        Ok(()) => propose_rounds(&mut conn, id, &choice, seed, table).await?,
        Err(err) => Err(err.to_string()),
    };
    let (history, proposal) = match planned {
        Ok(planned) => planned,
        Err(message) => {
            drop(conn);
            return refuse_form(&state, &user, id, message, Some(&form)).await;
        }
    };
    let names: HashMap<PlayerId, String> = db::players::list(&mut conn, id)
        .await?
        .into_iter()
        .map(|p| (p.id.into(), p.name))
        .collect();
    let name = |p: &PlayerId| names.get(p).cloned().unwrap_or_else(|| format!("#{p}"));
    let first = history.len() as i64 + 1;
    let rounds = proposal
        .iter()
        .enumerate()
        .map(|(i, round)| {
            // Only the seats the table has: a sanma table shows no North.
            let is_short = |t: &&crate::tournament::seating::Table| {
                t.seats.iter().take(table.count()).any(Option::is_none)
            };
            let short: Vec<i64> = (1..)
                .zip(&round.tables)
                .filter(|(_, t)| is_short(t))
                .map(|(n, _)| n)
                .collect();
            let mut filled = 0;
            let tables = round
                .tables
                .iter()
                .map(|t| ProposedTable {
                    fifth: t.fifth.as_ref().map(name),
                    seats: table
                        .seats()
                        .zip(&t.seats)
                        .map(|(seat, p)| {
                            let shown = match p {
                                Some(p) => name(p),
                                None => {
                                    filled += 1;
                                    substitute_name(filled, short.len()).unwrap_or_else(|| {
                                        crate::db::results::SUBSTITUTE.to_string()
                                    })
                                }
                            };
                            (wind_name(seat), shown)
                        })
                        .collect(),
                })
                .collect();
            ProposedRound {
                number: first + i as i64,
                tables,
                sit_outs: round.sit_outs.iter().map(name).collect(),
                substitutes: substitutes_text(&short),
            }
        })
        .collect();
    let mut whole = history.clone();
    whole.extend(proposal.iter().cloned());
    let page = ProposalPage {
        nav: Nav::signed_in(&user),
        tournament,
        form_mode: choice.mode.code(),
        form_rule: choice.rule.code(),
        count: choice.count,
        seed,
        first,
        rounds,
        before: quality_for(table, &history),
        after: quality_for(table, &whole),
        played: history.len(),
    };
    Ok(Page::new(page).into_response())
}

/// The checked-in players who can be seated, as the seating module's ids.
async fn present_players(conn: &mut SqliteConnection, id: i64) -> WebResult<Vec<PlayerId>> {
    Ok(db::players::list(conn, id)
        .await?
        .into_iter()
        .filter(|p| p.checked_in && !p.withdrawn)
        .map(|p| p.id.into())
        .collect())
}

async fn refuse(
    state: &AppState,
    user: &CurrentUser,
    id: i64,
    message: String,
) -> WebResult<Response> {
    refuse_form(state, user, id, message, None).await
}

/// [`refuse`], the start form showing what was chosen (`form`) rather than the defaults.
async fn refuse_form(
    state: &AppState,
    user: &CurrentUser,
    id: i64,
    message: String,
    form: Option<&StartForm>,
) -> WebResult<Response> {
    let mut page = ManagePage::load(&state.db, &state.table_codes, user, id.into()).await?;
    page.round_error = Some(message);
    if let Some(form) = form {
        let kept = |text: &str, default: String| {
            let text = text.trim();
            if text.is_empty() {
                default
            } else {
                text.to_string()
            }
        };
        let defaults = page.round_choice.clone();
        page.round_choice = super::manage::RoundChoice {
            mode: kept(&form.mode, defaults.mode),
            table_rule: kept(&form.table_rule, defaults.table_rule),
            count: kept(&form.count, defaults.count),
        };
    }
    layout::refuse(page)
}

/// Starts the next round(s): the proposal shown is recomputed from its seed (the same seed
/// and history give the same seating) and stored. Without a seed, a fresh draw.
async fn start(actor: Actor, Form(form): Form<StartForm>) -> WebResult<Response> {
    let (state, user, id) = actor.into_parts();
    let choice = match form.choice() {
        Ok(choice) => choice,
        Err(message) => return refuse_form(&state, &user, id, message, Some(&form)).await,
    };
    let seed = match form.seed.trim() {
        "" => new_seed(),
        text => text.parse::<u64>().map_err(|_| {
            WebError::BadRequest("The proposal's seed is not a number: propose again.".into())
        })?,
    };
    let mut tx = db::begin_write(&state.db).await?;
    let tournament = load_tournament(&mut tx, id).await?;
    let first = db::rounds::list(&mut tx, id)
        .await?
        .last()
        .map_or(1, |r| r.number + 1);
    if let Ok(expected) = form.first.trim().parse::<i64>() {
        if expected < first {
            // Confirmed twice (a double click, a reload): the first submit started it.
            drop(tx);
            return Ok(Redirect::to(&format!("/t/{id}/rounds/{expected}")).into_response());
        }
    }
    let table = table_size(&tournament.ruleset);
    let planned = match rule_allowed(choice.rule, &tournament.ruleset) {
        Ok(()) => propose_rounds(&mut tx, id, &choice, seed, table).await?,
        Err(err) => Err(err.to_string()),
    };
    let planned = match planned {
        Ok((_, planned)) => planned,
        Err(message) => {
            drop(tx);
            return refuse_form(&state, &user, id, message, Some(&form)).await;
        }
    };
    for (i, seating) in planned.iter().enumerate() {
        let number = first + i as i64;
        db::rounds::create(&mut tx, id, number, seed, choice.mode, choice.rule, seating).await?;
        let summary = format!(
            "{} seating, seed {seed}, {} tables",
            choice.mode.code(),
            seating.tables.len()
        );
        db::audit::record(
            &mut tx,
            Some(id),
            Some(user.account_id),
            AuditAction::RoundStarted,
            &format!("round {number}"),
            "",
            &summary,
        )
        .await?;
    }
    tx.commit().await?;
    // A snapshot after every round starts (the results of the round before are all in).
    super::backups::snapshot_quietly(&state).await;
    Ok(Redirect::to(&format!("/t/{id}/rounds/{first}")).into_response())
}

/// Re-plans every round seated ahead but not started (no hand recorded) for the players
/// present now — after a late arrival or a withdrawal — keeping each round's mode and rule and
/// every round already played.
async fn replan(actor: Actor) -> WebResult<Response> {
    let (state, user, id) = actor.into_parts();
    let mut tx = db::begin_write(&state.db).await?;
    let tournament = load_tournament(&mut tx, id).await?;
    let tail = db::rounds::unplayed_tail(&mut tx, id).await?;
    let Some(first) = tail.first() else {
        drop(tx);
        return refuse(
            &state,
            &user,
            id,
            "Every round has hands recorded: there is nothing to re-plan.".into(),
        )
        .await;
    };
    let rule = first.table_rule;
    let mode = first.mode;
    let players = present_players(&mut tx, id).await?;
    let history = db::rounds::seatings_before(&mut tx, id, first.number).await?;
    let standings = db::game_results::swiss_order(&mut tx, id).await?;
    let seed = new_seed();
    let request = PlanRequest {
        players: &players,
        history: &history,
        rounds: tail.len(),
        rule,
        mode,
        standings: &standings,
        seed,
    };
    let planned = match plan_for(table_size(&tournament.ruleset), &request) {
        Ok(planned) => planned,
        Err(err) => {
            drop(tx);
            return refuse(&state, &user, id, err.to_string()).await;
        }
    };
    for (round, seating) in tail.iter().zip(&planned) {
        let before = db::rounds::seating(&mut tx, round.id).await?;
        db::rounds::replace_seating(&mut tx, round.id, seed, seating).await?;
        let subject = format!(
            "round {}: {} seating, seed {seed}, {} players",
            round.number,
            mode.code(),
            players.len()
        );
        db::audit::record(
            &mut tx,
            Some(id),
            Some(user.account_id),
            AuditAction::RoundRePlanned,
            &subject,
            &seating_text(&before),
            &seating_text(seating),
        )
        .await?;
    }
    tx.commit().await?;
    Ok(Redirect::to(&format!("/t/{id}/rounds/{}", first.number)).into_response())
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

async fn redraw(actor: Actor<(i64, i64)>) -> WebResult<Response> {
    let (state, user, (id, number)) = actor.into_parts();
    let mut tx = db::begin_write(&state.db).await?;
    let table = table_size(&load_tournament(&mut tx, id).await?.ruleset);
    let round = changeable_round(&mut tx, id, number).await?;
    let rule = round.table_rule;
    let before = db::rounds::seating(&mut tx, round.id).await?;
    let players = present_players(&mut tx, id).await?;
    let history = db::rounds::seatings_before(&mut tx, id, number).await?;
    let seed = new_seed();
    let mode = round.mode;
    let standings = db::game_results::swiss_order(&mut tx, id).await?;
    let request = PlanRequest {
        players: &players,
        history: &history,
        rounds: 1,
        rule,
        mode,
        standings: &standings,
        seed,
    };
    let seating = match plan_for(table, &request) {
        Ok(mut rounds) => rounds.remove(0),
        Err(err) => {
            drop(tx);
            return refuse(&state, &user, id, err.to_string()).await;
        }
    };
    db::rounds::replace_seating(&mut tx, round.id, seed, &seating).await?;
    let what: (&str, &str, &str) = (
        &format!("round {number}, seed {} → {seed}", round.seed),
        &seating_text(&before),
        &seating_text(&seating),
    );
    commit_recorded(
        tx,
        id,
        &user,
        AuditAction::RoundRedrawn,
        what,
        &format!("/t/{id}/rounds/{number}"),
    )
    .await
}

#[derive(Deserialize)]
struct SwapForm {
    #[serde(default)]
    first: String,
    #[serde(default)]
    second: String,
}

/// Exchanges the places of two players in a round (either may be sitting out or a table's
/// fifth person).
fn swap_players(seating: &mut RoundSeating, a: PlayerId, b: PlayerId) -> bool {
    let mut found = (false, false);
    for table in &mut seating.tables {
        // A fifth person changes places like anyone seated.
        for seat in table
            .seats
            .iter_mut()
            .chain(std::iter::once(&mut table.fifth))
        {
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

async fn swap(actor: Actor<(i64, i64)>, Form(form): Form<SwapForm>) -> WebResult<Response> {
    let (state, user, (id, number)) = actor.into_parts();
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
    let what: (&str, &str, &str) = (
        &format!("round {number}: {}", names.join(" ↔ ")),
        &seating_text(&before),
        &seating_text(&after),
    );
    commit_recorded(
        tx,
        id,
        &user,
        AuditAction::PlayersSwapped,
        what,
        &format!("/t/{id}/rounds/{number}"),
    )
    .await
}

/// Takes back the last round while nothing was recorded in it (a round started by mistake).
async fn delete(actor: Actor<(i64, i64)>) -> WebResult<Response> {
    let (state, user, (id, number)) = actor.into_parts();
    let mut tx = db::begin_write(&state.db).await?;
    load_tournament(&mut tx, id).await?;
    let rounds = db::rounds::list(&mut tx, id).await?;
    let Some(last) = rounds.last().filter(|r| r.number == number) else {
        drop(tx);
        return refuse(
            &state,
            &user,
            id,
            "Only the last round can be taken back.".into(),
        )
        .await;
    };
    if !db::rounds::delete_unplayed(&mut tx, last.id).await? {
        drop(tx);
        return refuse(
            &state,
            &user,
            id,
            format!("Round {number} has results, penalties or a bracket stage: it stays."),
        )
        .await;
    }
    commit_recorded(
        tx,
        id,
        &user,
        AuditAction::RoundTakenBack,
        (&format!("round {number}"), "", ""),
        &format!("/admin/t/{id}#rounds"),
    )
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::seating::Table;

    #[test]
    fn swapping_exchanges_a_seated_player_with_one_sitting_out() {
        let mut seating = RoundSeating {
            tables: vec![Table::of_seats([Some(1), Some(2), Some(3), Some(4)])],
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
