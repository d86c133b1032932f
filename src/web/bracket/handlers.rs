//! The bracket's routes and forms: the public page, the organizer's desk and each change to
//! the stages (set up, seat, cut, replace, re-run a cut), each in one transaction with its
//! audit entry. What a bracket looks like on a page is `view`'s.

use super::view::*;
use crate::app;
use crate::app::cut::CutRefused;
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::codes::Code;
use crate::db::results::SUBSTITUTE;
use crate::db::tournaments::TournamentRow;
use crate::tournament::bracket::{cuts_for, plan_for, BracketError, Carry, LargeField, Progress};
use crate::tournament::players::PlayerId;
use crate::tournament::seating::{table_size, RoundSeating, SeatingMode, TableRule, TableSize};
use crate::web::auth::{CurrentUser, MaybeUser};
use crate::web::context::{Actor, Tournament};
use crate::web::error::{WebError, WebResult};
use crate::web::layout;
use crate::web::layout::Page;
use crate::web::layout::{load_tournament, Nav};
use crate::web::AppState;
use askama::Template;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use rand::{RngCore, SeedableRng};
use serde::Deserialize;
use sqlx::SqliteConnection;

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

#[derive(Template)]
#[template(path = "bracket/public.html")]
struct PublicPage {
    nav: Nav,
    tournament: TournamentRow,
    view: Option<BracketView>,
}

async fn public_page(user: MaybeUser, t: Tournament) -> WebResult<Page<impl Template>> {
    let (id, tournament, mut conn) = t.into_parts();
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

/// The setup form: the fixed plan when the field has one, else the organizer's choices.
pub struct SetupView {
    pub entrants: usize,
    /// The fixed plan, stage by stage, when the field has one (the club's for 4 to 8 at
    /// tables of four, a single final table for three sanma players).
    pub club: Vec<(&'static str, String)>,
    /// Whether the organizer chooses the plan (qualifying rounds, cut, games).
    pub needs_plan: bool,
    /// "four", "three": the seats at the tournament's tables.
    pub seats: &'static str,
    /// What each cut of the select does, in words.
    pub cut_help: String,
    pub error: Option<String>,
    /// Rounds already played from the tournament page, which the organizer must say what to
    /// do with before the bracket is set up.
    pub earlier: Option<EarlierRounds>,
    /// The qualifying rounds the form proposes: 4, or more when more rounds were played.
    pub qualifying_default: usize,
}

/// Rounds played before the bracket, as the setup form explains them.
pub struct EarlierRounds {
    /// "rounds 1 and 2".
    pub rounds: String,
    pub count: usize,
    /// Whether they can count as the first qualifying games: only a qualifying stage seated
    /// round by round to avoid repeat meetings can take rounds seated elsewhere; the club's
    /// fixed formats seat their own qualifying games.
    pub can_count: bool,
    /// Why they cannot count, when they cannot.
    pub why_not: String,
}

/// What the organizer chose for the rounds played before the bracket (the `earlier` field).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum EarlierChoice {
    /// They are the first qualifying games: their scores go into the qualifying totals and
    /// the cut.
    Count,
    /// The bracket starts everyone from 0; the rounds stay as they are, outside it.
    LeaveOut,
}

impl EarlierChoice {
    fn from_form(text: &str) -> Option<Self> {
        match text.trim() {
            "count" => Some(Self::Count),
            "leave" => Some(Self::LeaveOut),
            _ => None,
        }
    }
}

/// Why the rounds already played cannot count in a bracket of `entrants` at tables of `table`
/// (empty when they can): only the organizer's large-field plan seats qualifying rounds one by
/// one around what was played.
fn why_earlier_cannot_count(table: TableSize, entrants: usize) -> String {
    if needs_plan(table, entrants) {
        String::new()
    } else if plan_for(table, entrants, None).is_ok_and(|stages| stages.len() == 1) {
        format!("With {entrants} entrants the bracket goes straight to the finals, which start from 0: rounds played before cannot count in them.")
    } else {
        format!("The club's format for {entrants} entrants seats its own qualifying games, so rounds played before cannot count as qualifying games.")
    }
}

/// What each large-field cut does at tables of `table`, for the setup form.
fn cut_help(table: TableSize) -> String {
    match table {
        TableSize::Four => "top 4: straight to the final table; top 8: two semi-final tables, two of each go on; top 16: four tables, the winner of each goes on".into(),
        TableSize::Three => "top 3: straight to the final table of three; top 6: two semi-final tables of three, the winner of each and the better runner-up go on; top 9: three tables, the winner of each goes on".into(),
    }
}

/// Whether `entrants` at tables of `table` need the organizer's plan rather than a fixed one.
fn needs_plan(table: TableSize, entrants: usize) -> bool {
    matches!(
        plan_for(table, entrants, None),
        Err(BracketError::NeedsLargeField(_))
    )
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
    let table = table_size(&tournament.ruleset);
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
        cuts: cuts_for(table),
    };
    let Some(loaded) = loaded else {
        let entrants = checked_in(conn, id).await?.len();
        let club = match plan_for(table, entrants, None) {
            Ok(stages) => stages
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    let play = StagePlay::planned(if i == 0 { entrants } else { 0 });
                    (s.name, stage_summary(s, i == 0, &play))
                })
                .collect(),
            Err(_) => Vec::new(),
        };
        let earlier: Vec<i64> = db::stages::rounds_outside_stages(conn, id)
            .await?
            .into_iter()
            .map(|(_, number)| number)
            .collect();
        let why_not = why_earlier_cannot_count(table, entrants);
        page.setup = Some(SetupView {
            entrants,
            club,
            needs_plan: needs_plan(table, entrants),
            seats: match table {
                TableSize::Three => "three",
                TableSize::Four => "four",
            },
            cut_help: cut_help(table),
            error,
            qualifying_default: earlier.len().max(4),
            earlier: (!earlier.is_empty()).then(|| EarlierRounds {
                rounds: rounds_text(&earlier),
                count: earlier.len(),
                can_count: why_not.is_empty(),
                why_not,
            }),
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
        .filter(|e| e.action.code().starts_with("bracket"))
        .take(10)
        .collect();
    page.view = Some(BracketView::new(&loaded));
    if let (Some(view), Some(error)) = (page.view.as_mut(), error) {
        view.status = error;
    }
    Ok(page)
}

async fn admin_page(actor: Actor) -> WebResult<Page<impl Template>> {
    let (state, user, id) = actor.into_parts();
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
    /// What happens to rounds played before the bracket: "count" or "leave".
    #[serde(default)]
    earlier: String,
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

async fn set_up(actor: Actor, Form(form): Form<SetupForm>) -> WebResult<Response> {
    let (state, user, id) = actor.into_parts();
    let mut tx = db::begin_write(&state.db).await?;
    let table = table_size(&load_tournament(&mut tx, id).await?.ruleset);
    if db::stages::bracket(&mut tx, id).await?.is_some() {
        return Err(WebError::Conflict(
            "This tournament's bracket is already set up.".into(),
        ));
    }
    let entrants = checked_in(&mut tx, id).await?;
    let large = if needs_plan(table, entrants.len()) {
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
    let stages = match plan_for(table, entrants.len(), large.as_ref()) {
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
    // Rounds already played are never dropped silently: the organizer says whether they are
    // the first qualifying games or stay outside the bracket, and the page said which before.
    let earlier = db::stages::rounds_outside_stages(&mut tx, id).await?;
    let numbers: Vec<i64> = earlier.iter().map(|(_, number)| *number).collect();
    let choice = if earlier.is_empty() {
        None
    } else {
        let refusal = match EarlierChoice::from_form(&form.earlier) {
            None => Err(format!(
                "{} {} already played: choose whether {} as qualifying games or stay outside the bracket.",
                capitalised(&rounds_text(&numbers)),
                if numbers.len() == 1 { "is" } else { "are" },
                if numbers.len() == 1 { "it counts" } else { "they count" },
            )),
            Some(EarlierChoice::Count) => {
                let why_not = why_earlier_cannot_count(table, entrants.len());
                let qualifying = stages.first().map_or(0, |s| s.rounds);
                if !why_not.is_empty() {
                    Err(why_not)
                } else if stages.len() > 1 && earlier.len() > qualifying {
                    // Refused rather than stretched: the number of qualifying rounds is what
                    // the organizer announced, and quietly playing more would change it.
                    Err(format!(
                        "{} already played would count as qualifying rounds, more than the {qualifying} chosen: choose at least {} qualifying rounds, or leave them outside the bracket.",
                        capitalised(&rounds_text(&numbers)),
                        earlier.len()
                    ))
                } else {
                    Ok(EarlierChoice::Count)
                }
            }
            Some(choice) => Ok(choice),
        };
        match refusal {
            Ok(choice) => Some(choice),
            Err(message) => {
                drop(tx);
                return refuse(&state, &user, id, message).await;
            }
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
    // Penalties given before the finals do not count in them; before qualifying they do,
    // unless the rounds they were given in stay outside the bracket.
    let floor = if straight_to_finals || choice == Some(EarlierChoice::LeaveOut) {
        db::stages::last_penalty_id(&mut tx, id).await?
    } else {
        0
    };
    let players: Vec<(PlayerId, String)> =
        entrants.iter().map(|(p, _)| (*p, reason.clone())).collect();
    let stage_id = db::stages::create_stage(&mut tx, id, 0, floor, &players).await?;
    let earlier_text = match choice {
        Some(EarlierChoice::Count) => {
            for (round_id, _) in &earlier {
                db::stages::set_round_stage(&mut tx, *round_id, stage_id).await?;
            }
            format!(
                "; {} count as qualifying games 1–{}",
                rounds_text(&numbers),
                numbers.len()
            )
        }
        Some(EarlierChoice::LeaveOut) => {
            format!("; {} left outside the bracket", rounds_text(&numbers))
        }
        None => String::new(),
    };
    let plan_text: Vec<String> = stages.iter().map(|s| s.name.to_string()).collect();
    db::audit::record(
        &mut tx,
        Some(id),
        Some(user.account_id),
        AuditAction::BracketSetUp,
        &format!("{} entrants: {}", entrants.len(), plan_text.join(" → ")),
        "",
        &format!(
            "{}; tie draw seed {seed}{earlier_text}",
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

async fn seat_next(actor: Actor) -> WebResult<Response> {
    let (state, user, id) = actor.into_parts();
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
        rule_of(&seating, loaded.bracket.table()),
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
        AuditAction::BracketGameSeated,
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

/// The table rule a bracket game was seated by, as its round page states it: a table short of
/// a seat completed by the organizer, players sitting out (the club's five-or-six qualifier),
/// or full tables only (every finals table).
fn rule_of(seating: &RoundSeating, table: TableSize) -> TableRule {
    let short = seating
        .tables
        .iter()
        .any(|t| t.seats.iter().take(table.count()).any(Option::is_none));
    if short {
        TableRule::ThreesWithSubstitute
    } else if !seating.sit_outs.is_empty() {
        TableRule::SitOuts
    } else {
        TableRule::Fours
    }
}

/// The organizer's changes of a cut, each made by `app::cut` from the bracket as stored.
#[derive(Clone, Copy, PartialEq, Eq)]
enum CutChange {
    /// Make the cut of a finished stage.
    Make,
    /// Give a withdrawn finalist's place to the next qualified player.
    Replace,
    /// Re-run the cut after a correction.
    Rerun,
}

/// Makes `change` in one write transaction and goes back to the desk, or shows the desk with
/// why it was refused (nothing changed).
async fn change_cut(actor: Actor, change: CutChange) -> WebResult<Response> {
    let (state, user, id) = actor.into_parts();
    let mut tx = db::begin_write(&state.db).await?;
    let loaded = loaded(&mut tx, id).await?;
    let account = Some(user.account_id);
    let changed = match change {
        CutChange::Make => app::cut::make_cut(&mut tx, id, account, &loaded).await?,
        CutChange::Replace => app::cut::replace_finalist(&mut tx, id, account, &loaded).await?,
        CutChange::Rerun => app::cut::rerun_cut(&mut tx, id, account, &loaded).await?,
    };
    match changed {
        Ok(()) => {
            tx.commit().await?;
            Ok(back(id))
        }
        // A bracket that cannot take the re-run cut is a conflict of its own, not a refusal.
        Err(CutRefused::Bracket(err)) if change == CutChange::Rerun => Err(WebError::Conflict(err)),
        Err(refused) => {
            drop(tx);
            refuse(&state, &user, id, refused.to_string()).await
        }
    }
}

async fn make_cut(actor: Actor) -> WebResult<Response> {
    change_cut(actor, CutChange::Make).await
}

async fn replace(actor: Actor) -> WebResult<Response> {
    change_cut(actor, CutChange::Replace).await
}

async fn recut(actor: Actor) -> WebResult<Response> {
    change_cut(actor, CutChange::Rerun).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_club_stage_is_described_in_a_sentence() {
        for n in 4..=8 {
            for (i, spec) in plan_for(TableSize::Four, n, None)
                .unwrap()
                .iter()
                .enumerate()
            {
                let text = stage_summary(spec, i == 0, &StagePlay::planned(n));
                assert!(text.ends_with('.'), "{n}: {text}");
            }
        }
        let six = plan_for(TableSize::Four, 6, None).unwrap();
        let six_players = StagePlay::planned(6);
        assert!(stage_summary(&six[0], true, &six_players).contains("its first 2 advance."));
        assert!(stage_summary(&six[1], false, &six_players).contains("scores reset to 0"));
        // Seven players need the organizer at a table; eight fill two.
        let seven = plan_for(TableSize::Four, 7, None).unwrap();
        let eight = plan_for(TableSize::Four, 8, None).unwrap();
        assert!(stage_summary(&seven[0], true, &StagePlay::planned(7))
            .contains("a table of three is completed by the organizer"));
        assert!(!stage_summary(&eight[0], true, &StagePlay::planned(8)).contains("organizer"));
    }

    #[test]
    fn sanma_stages_are_described_at_tables_of_three() {
        let field = LargeField {
            qualifying_rounds: 4,
            cut: 6,
            semi_games: 2,
            semi_carry: Carry::Keep,
            final_games: 2,
            final_carry: Carry::Reset,
        };
        let stages = plan_for(TableSize::Three, 12, Some(&field)).unwrap();
        let text: Vec<String> = stages
            .iter()
            .enumerate()
            .map(|(i, s)| stage_summary(s, i == 0, &StagePlay::planned(13)))
            .collect();
        assert!(
            text[0].starts_with("4 rounds at tables of three,")
                && text[0].contains("(tables of two completed by the organizer); the top 6"),
            "{}",
            text[0]
        );
        // Twelve fill four tables of three: nobody completes one.
        let twelve = stage_summary(&stages[0], true, &StagePlay::planned(12));
        assert_eq!(
            twelve,
            "4 rounds at tables of three, each seated to avoid repeat meetings with winds balanced; the top 6 by total score advance."
        );
        assert_eq!(
            text[1],
            "Tables of three seeded from the cut (1st, 4th, 5th at table 1), 2 games each, scores carried over; the winner of each table and the best one of the rest by total go to the final table."
        );
        assert_eq!(
            text[2],
            "2 games among the three finalists, scores reset to 0; the highest total wins."
        );
        let nine = LargeField { cut: 9, ..field };
        let stages = plan_for(TableSize::Three, 15, Some(&nine)).unwrap();
        assert!(stage_summary(&stages[1], false, &StagePlay::planned(9))
            .contains("(1st, 6th, 7th at table 1), 2 games each, scores carried over; the winner of each table goes to the final table."));
        assert!(needs_plan(TableSize::Three, 4) && !needs_plan(TableSize::Three, 3));
        assert!(needs_plan(TableSize::Four, 9) && !needs_plan(TableSize::Four, 8));
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
            ..SetupForm::default()
        };
        let field = form.large_field().unwrap();
        assert_eq!(field.cut, 8);
        assert_eq!(field.semi_carry, Carry::Half);
        let empty = SetupForm::default();
        assert!(empty.large_field().is_err());
    }
}
