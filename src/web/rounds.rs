//! The organizer's forms for rounds: proposing and starting the next round(s), re-planning
//! the rounds seated ahead, redrawing a round, swapping two players before any hand of the
//! round is recorded, taking back the last round. Each reads its form, calls one
//! `app::rounds` operation and shows the proposal, or the organizer's page with what to fix.

use super::auth::CurrentUser;
use super::author::author_of;
use super::context::Actor;
use super::error::{WebError, WebResult};
use super::i18n::{Asked, Words};
use super::layout;
use super::layout::Page;
use super::layout::{wind_name, Nav};
use super::manage::ManagePage;
use super::refusals;
use super::state::AppState;
use crate::app::rounds::{self, Code, Proposal, RoundPlan, RoundRefusal, Started};
use crate::app::{AppError, Refusal, TournamentRow};
use crate::tournament::ids::TournamentId;
use crate::tournament::seating::{quality_for, PlayerId, Quality, SeatingMode, TableRule};
use askama::Template;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::post;
use axum::{Form, Router};
use serde::Deserialize;

pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/rounds", post(start))
        .route("/t/{id}/rounds/propose", post(propose))
        .route("/t/{id}/rounds/replan", post(replan))
        .route("/t/{id}/rounds/{number}/redraw", post(redraw))
        .route("/t/{id}/rounds/{number}/swap", post(swap))
        .route("/t/{id}/rounds/{number}/delete", post(delete))
}

/// The table rule as the start form sends it (its stored code); a form without
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

impl StartForm {
    /// The plan chosen, or what to fix.
    fn choice(&self) -> Result<RoundPlan, FormProblem> {
        let rule = parse_table_rule(&self.table_rule).ok_or(FormProblem::TableRule)?;
        let mode = parse_mode(&self.mode).ok_or(FormProblem::Mode)?;
        let count = match self.count.trim() {
            "" => 1,
            text => text
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=MAX_PLANNED_ROUNDS).contains(n))
                .ok_or(FormProblem::RoundCount)?,
        };
        Ok(RoundPlan { rule, mode, count })
    }
}

/// What to fix in a round form, before any round is touched.
#[derive(Debug, Clone, Copy)]
enum FormProblem {
    TableRule,
    Mode,
    RoundCount,
    SamePlayer,
    NoPlayers,
}

impl FormProblem {
    /// The problem in the reader's words.
    fn words(self, words: &Words) -> String {
        match self {
            Self::TableRule => words.get("organizer-error-table-rule"),
            Self::Mode => words.get("organizer-error-mode"),
            Self::RoundCount => {
                words.get_with("organizer-error-round-count", "most", MAX_PLANNED_ROUNDS)
            }
            Self::SamePlayer => words.get("organizer-error-swap-same"),
            Self::NoPlayers => words.get("organizer-error-swap-none"),
        }
    }
}

/// One proposed table as shown: each seat's wind and who sits there, and the fifth person.
struct ProposedTable {
    seats: Vec<(&'static str, ProposedSeat)>,
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

/// Who a proposed seat names: its person (a tag-team seat's two partners, "Ann & Eve"), or the
/// substitute filling a short table's seat: the organizer, or where several tables are short a
/// numbered substitute, so that no page suggests one person sits at two tables.
enum ProposedSeat {
    People(String),
    Substitute { position: usize, count: usize },
}

impl ProposedSeat {
    /// The seat's name in `words`' language.
    fn words(&self, words: &Words) -> String {
        match self {
            ProposedSeat::People(names) => names.clone(),
            ProposedSeat::Substitute { position, count } if *count > 1 => words.get_with2(
                "names-substitute",
                ("position", *position),
                ("count", *count),
            ),
            ProposedSeat::Substitute { .. } => words.get("printables-substitute"),
        }
    }
}

#[derive(Template)]
#[template(path = "rounds/proposal.html")]
struct ProposalPage {
    nav: Nav,
    tournament: TournamentRow,
    form_mode: &'static str,
    /// The seating mode, named in the page's words.
    mode: SeatingMode,
    form_rule: &'static str,
    count: usize,
    seed: u64,
    first: i64,
    rounds: Vec<ProposedRound>,
    before: Quality,
    after: Quality,
    played: usize,
}

async fn propose(actor: Actor<TournamentId>, Form(form): Form<StartForm>) -> WebResult<Response> {
    let asked = actor.asked;
    let (state, user, id) = actor.into_parts();
    let plan = match form.choice() {
        Ok(plan) => plan,
        Err(problem) => {
            let message = |words: &Words| problem.words(words);
            return refuse_form(&state, &user, asked, id, message, Some(&form)).await;
        }
    };
    let proposal = match rounds::propose(&state.db, id, plan).await {
        Ok(proposal) => proposal,
        Err(AppError::Refused(refusal)) => {
            let message = |words: &Words| super::refusals::words(&refusal, words);
            return refuse_form(&state, &user, asked, id, message, Some(&form)).await;
        }
        Err(other) => return Err(other.into()),
    };
    let nav = Nav::signed_in(&user).in_words(asked.words(proposal.tournament.default_language()));
    let mut whole = proposal.history.clone();
    whole.extend(proposal.rounds.iter().cloned());
    let page = ProposalPage {
        nav,
        mode: plan.mode,
        form_mode: plan.mode.code(),
        form_rule: plan.rule.code(),
        count: plan.count,
        seed: proposal.seed,
        first: proposal.first,
        rounds: proposed_rounds(&proposal),
        before: quality_for(proposal.table, &proposal.history),
        after: quality_for(proposal.table, &whole),
        played: proposal.history.len(),
        tournament: proposal.tournament,
    };
    Ok(Page::new(page).into_response())
}

/// The proposed rounds as shown: every seat named, a short table's empty seats by the
/// substitute who fills them.
fn proposed_rounds(proposal: &Proposal) -> Vec<ProposedRound> {
    let table = proposal.table;
    let name = |p: &PlayerId| {
        proposal
            .names
            .get(p)
            .cloned()
            .unwrap_or_else(|| format!("#{p}"))
    };
    proposal
        .rounds
        .iter()
        .enumerate()
        .map(|(i, round)| {
            // Only the seats the table has: a sanma table shows no North.
            let is_short = |t: &&crate::tournament::seating::Table| {
                t.wind_seats()
                    .iter()
                    .take(table.count())
                    .any(Option::is_none)
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
                    fifth: t.fifth().as_ref().map(name),
                    seats: table
                        .seats()
                        .zip(&t.seats)
                        .enumerate()
                        .map(|(index, (seat, p))| {
                            // A tag-team seat's two partners are shown together: "Ann & Eve".
                            let partner = t.partners().get(index).copied().flatten();
                            let shown = match (p, partner) {
                                (Some(p), Some(partner)) => ProposedSeat::People(format!(
                                    "{} & {}",
                                    name(p),
                                    name(&partner)
                                )),
                                (Some(p), None) => ProposedSeat::People(name(p)),
                                (None, _) => {
                                    filled += 1;
                                    ProposedSeat::Substitute {
                                        position: filled,
                                        count: short.len(),
                                    }
                                }
                            };
                            (wind_name(seat), shown)
                        })
                        .collect(),
                })
                .collect();
            ProposedRound {
                number: proposal.first + i as i64,
                tables,
                sit_outs: round.sit_outs.iter().map(name).collect(),
                substitutes: substitutes_text(&short),
            }
        })
        .collect()
}

/// The organizer's page with what to fix (`why`), the start form showing what was chosen
/// (`form`) where it is given, else the defaults.
async fn refuse_form(
    state: &AppState,
    user: &CurrentUser,
    asked: Asked,
    id: TournamentId,
    message: impl FnOnce(&Words) -> String,
    form: Option<&StartForm>,
) -> WebResult<Response> {
    let mut page = ManagePage::load(&state.db, &state.table_codes, user, asked, id).await?;
    page.round_error = Some(message(&page.nav.words));
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

/// What a change of rounds that did not happen shows: a seating already played is a conflict
/// with what the page showed (409); another refusal the organizer's page with what to fix
/// (422).
async fn refused(
    state: &AppState,
    user: &CurrentUser,
    asked: Asked,
    id: TournamentId,
    err: AppError,
) -> WebResult<Response> {
    match err {
        AppError::Refused(refusal @ Refusal::Round(RoundRefusal::SeatingFixed { .. })) => {
            let words = asked.words(None);
            Err(WebError::Conflict(refusals::words(&refusal, &words)))
        }
        AppError::Refused(refusal) => {
            let message = |words: &Words| super::refusals::words(&refusal, words);
            refuse_form(state, user, asked, id, message, None).await
        }
        other => Err(other.into()),
    }
}

/// Starts the next round(s): the proposal shown is recomputed from its seed (the same seed
/// and history give the same seating) and stored. Without a seed, a fresh draw.
async fn start(actor: Actor<TournamentId>, Form(form): Form<StartForm>) -> WebResult<Response> {
    let asked = actor.asked;
    let (state, user, id) = actor.into_parts();
    let plan = match form.choice() {
        Ok(plan) => plan,
        Err(problem) => {
            let message = |words: &Words| problem.words(words);
            return refuse_form(&state, &user, asked, id, message, Some(&form)).await;
        }
    };
    let seed = match form.seed.trim() {
        "" => None,
        text => Some(text.parse::<u64>().map_err(|_| {
            let words = asked.words(None);
            WebError::BadRequest(words.get("refusals-seed-not-a-number"))
        })?),
    };
    let expected = form.first.trim().parse::<i64>().ok();
    match rounds::start(&state.db, &author_of(&user), id, plan, (seed, expected)).await {
        // Confirmed twice (a double click, a reload): the first submit started it.
        Ok(Started::Already { first }) => {
            Ok(Redirect::to(&format!("/t/{id}/rounds/{first}")).into_response())
        }
        Ok(Started::Rounds { first }) => {
            // A snapshot after every round starts (the results of the round before are all in).
            super::backups::snapshot_quietly(&state).await;
            Ok(Redirect::to(&format!("/t/{id}/rounds/{first}")).into_response())
        }
        Err(AppError::Refused(refusal)) => {
            let message = |words: &Words| super::refusals::words(&refusal, words);
            refuse_form(&state, &user, asked, id, message, Some(&form)).await
        }
        Err(other) => Err(other.into()),
    }
}

/// Re-plans every round seated ahead but not started (no hand recorded) for the players
/// present now — after a late arrival or a withdrawal.
async fn replan(actor: Actor<TournamentId>) -> WebResult<Response> {
    let asked = actor.asked;
    let (state, user, id) = actor.into_parts();
    match rounds::replan(&state.db, &author_of(&user), id).await {
        Ok(first) => Ok(Redirect::to(&format!("/t/{id}/rounds/{first}")).into_response()),
        Err(err) => refused(&state, &user, asked, id, err).await,
    }
}

async fn redraw(actor: Actor<(TournamentId, i64)>) -> WebResult<Response> {
    let asked = actor.asked;
    let (state, user, (id, number)) = actor.into_parts();
    match rounds::redraw(&state.db, &author_of(&user), id, number).await {
        Ok(()) => Ok(Redirect::to(&format!("/t/{id}/rounds/{number}")).into_response()),
        Err(err) => refused(&state, &user, asked, id, err).await,
    }
}

#[derive(Deserialize)]
struct SwapForm {
    #[serde(default)]
    first: String,
    #[serde(default)]
    second: String,
}

async fn swap(
    actor: Actor<(TournamentId, i64)>,
    Form(form): Form<SwapForm>,
) -> WebResult<Response> {
    let asked = actor.asked;
    let (state, user, (id, number)) = actor.into_parts();
    let parse = |text: &str| text.trim().parse::<PlayerId>().ok();
    let chosen = match (parse(&form.first), parse(&form.second)) {
        (Some(a), Some(b)) if a == b => Err(FormProblem::SamePlayer),
        (Some(a), Some(b)) => Ok((a, b)),
        _ => Err(FormProblem::NoPlayers),
    };
    let (a, b) = match chosen {
        Ok(players) => players,
        Err(problem) => {
            let message = |words: &Words| problem.words(words);
            return refuse_form(&state, &user, asked, id, message, None).await;
        }
    };
    match rounds::swap(&state.db, &author_of(&user), id, number, (a, b)).await {
        Ok(()) => Ok(Redirect::to(&format!("/t/{id}/rounds/{number}")).into_response()),
        Err(err) => refused(&state, &user, asked, id, err).await,
    }
}

/// Takes back the last round while nothing was recorded in it (a round started by mistake).
async fn delete(actor: Actor<(TournamentId, i64)>) -> WebResult<Response> {
    let asked = actor.asked;
    let (state, user, (id, number)) = actor.into_parts();
    match rounds::take_back(&state.db, &author_of(&user), id, number).await {
        Ok(()) => Ok(Redirect::to(&format!("/admin/t/{id}#rounds")).into_response()),
        Err(err) => refused(&state, &user, asked, id, err).await,
    }
}
