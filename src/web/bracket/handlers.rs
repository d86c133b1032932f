//! The bracket's routes and forms: the public page, the organizer's desk and each change to
//! the stages (set up, seat, cut, replace, re-run a cut), each one call of `app::bracket`
//! whose refusal the desk shows with what to fix. What a bracket looks like on a page is
//! `view`'s.

use super::view::*;
use super::words::{
    carry_label, seat_button_mode, seats_word, stage_name, stage_name_at, stage_summary, StagePlay,
};
use crate::app::bracket::{
    self, earlier_outside, needs_plan, BracketRefusal, BracketSetup, CutChange, DeskBracket,
    EarlierChoice,
};
use crate::app::cut::CutRefused;
use crate::app::{AppError, Refusal, TournamentRow};
use crate::tournament::bracket::{cuts_for, plan_for, Carry, LargeField, Progress};
use crate::tournament::ids::TournamentId;
use crate::tournament::seating::TableSize;
use crate::web::auth::{CurrentUser, MaybeUser};
use crate::web::author::author_of;
use crate::web::context::Actor;
use crate::web::error::{WebError, WebResult};
use crate::web::i18n::{Asked, Words};
use crate::web::layout;
use crate::web::layout::{Nav, Page, Path};
use crate::web::refusals::bracket::earlier_outside_words;
use crate::web::state::AppState;
use askama::Template;
use axum::extract::State;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use serde::Deserialize;

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

#[derive(Template)]
#[template(path = "bracket/public.html")]
struct PublicPage {
    nav: Nav,
    tournament: TournamentRow,
    view: Option<BracketView>,
}

async fn public_page(
    user: MaybeUser,
    asked: Asked,
    State(state): State<AppState>,
    Path(id): Path<TournamentId>,
) -> WebResult<Page<impl Template>> {
    let (tournament, bracket) = bracket::public(&state.db, id).await?;
    let words = asked.words(tournament.default_language());
    Ok(Page::new(PublicPage {
        nav: Nav::from(&user).in_words(words),
        tournament,
        view: bracket
            .as_ref()
            .map(|loaded| BracketView::new(loaded, &words)),
    }))
}

/// The next thing the organizer can do, as a button.
pub struct Action {
    pub path: &'static str,
    pub label: String,
}

/// A re-run cut waiting for the organizer: who is in now, who would be.
pub struct RecutView {
    pub stage: String,
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
    pub club: Vec<(String, String)>,
    /// Whether the organizer chooses the plan (qualifying rounds, cut, games).
    pub needs_plan: bool,
    /// "four", "three": the seats at the tournament's tables.
    pub seats: String,
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
fn earlier_choice(text: &str) -> Option<EarlierChoice> {
    match text.trim() {
        "count" => Some(EarlierChoice::Count),
        "leave" => Some(EarlierChoice::LeaveOut),
        _ => None,
    }
}

/// Why the rounds already played cannot count in a bracket of `entrants` at tables of `table`
/// (empty when they can).
fn why_earlier_cannot_count(table: TableSize, entrants: usize, words: &Words) -> String {
    earlier_outside(table, entrants)
        .map_or_else(String::new, |why| earlier_outside_words(why, words))
}

/// What each large-field cut does at tables of `table`, for the setup form.
fn cut_help(table: TableSize, words: &Words) -> String {
    match table {
        TableSize::FOUR => words.get("bracket-cut-help-four"),
        TableSize::THREE => words.get("bracket-cut-help-three"),
        _ => String::new(),
    }
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
    /// The bracket's changes as the audit log words them.
    changes: Vec<crate::web::games::history::AuditLine>,
    carries: [(&'static str, String); 3],
    cuts: &'static [usize],
}

/// The organizer's desk, with what to fix when a change was refused.
async fn admin_view(
    state: &AppState,
    (user, asked): (&CurrentUser, Asked),
    id: TournamentId,
    error: Option<String>,
) -> WebResult<AdminPage> {
    let desk = bracket::desk(&state.db, id).await?;
    let table = desk.table;
    let words = asked.words(desk.tournament.default_language());
    let carries = Carry::ALL.map(|c| (c.id(), carry_label(&words, c)));
    let mut page = AdminPage {
        nav: Nav::signed_in(user).in_words(words),
        tournament: desk.tournament,
        view: None,
        setup: None,
        action: None,
        recut: None,
        changes: Vec::new(),
        carries,
        cuts: cuts_for(table),
    };
    let loaded = match desk.bracket {
        DeskBracket::NotSetUp(setup) => {
            page.setup = Some(setup_view(table, setup, error, &words));
            return Ok(page);
        }
        DeskBracket::SetUp { bracket, changes } => {
            page.changes = crate::web::games::history::audit_lines(id.get(), changes, &words);
            bracket
        }
    };
    page.action = next_action(&loaded, &words);
    page.recut = loaded
        .pending_recut()
        .map(|(stage, before, after)| RecutView {
            stage: stage_name_at(&words, &loaded, stage),
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
    page.view = Some(BracketView::new(&loaded, &words));
    if let (Some(view), Some(error)) = (page.view.as_mut(), error) {
        view.status = error;
    }
    Ok(page)
}

/// The organizer's next step, as a button: replace a finalist who withdrew, seat the next
/// game, or make the cut; none while games are in play or once the bracket is over.
fn next_action(loaded: &Loaded, words: &Words) -> Option<Action> {
    let stage = |index: usize| stage_name_at(words, loaded, index).to_lowercase();
    match loaded.bracket.progress() {
        Progress::Replace { player, .. } => Some(Action {
            path: "replace",
            label: words.get_with("bracket-action-replace", "name", loaded.name(player)),
        }),
        Progress::Seat { stage: at, round } => Some(Action {
            path: "seat",
            label: words.get_with3(
                "bracket-action-seat",
                ("stage", stage(at)),
                ("game", round + 1),
                ("how", seat_button_mode(words, loaded.seating_mode(at))),
            ),
        }),
        Progress::Cut { stage: at } => Some(Action {
            path: "cut",
            label: words.get_with("bracket-action-cut", "stage", stage(at + 1)),
        }),
        Progress::Playing { .. } | Progress::Finished => None,
    }
}

/// The setup form before there is a bracket: the fixed plan when the field has one, and the
/// rounds played before.
fn setup_view(
    table: TableSize,
    setup: bracket::Setup,
    error: Option<String>,
    words: &Words,
) -> SetupView {
    let entrants = setup.entrants;
    let club = match plan_for(table, entrants, None) {
        Ok(stages) => stages
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let play = StagePlay::planned(if i == 0 { entrants } else { 0 });
                (
                    stage_name(words, s.kind),
                    stage_summary(words, s, i == 0, &play),
                )
            })
            .collect(),
        Err(_) => Vec::new(),
    };
    let earlier = setup.earlier;
    let why_not = why_earlier_cannot_count(table, entrants, words);
    SetupView {
        entrants,
        club,
        needs_plan: needs_plan(table, entrants),
        seats: seats_word(words, table),
        cut_help: cut_help(table, words),
        error,
        qualifying_default: earlier.len().max(4),
        earlier: (!earlier.is_empty()).then(|| EarlierRounds {
            rounds: super::words::rounds_words(words, &earlier),
            count: earlier.len(),
            can_count: why_not.is_empty(),
            why_not,
        }),
    }
}

async fn admin_page(actor: Actor<TournamentId>) -> WebResult<Page<impl Template>> {
    let asked = actor.asked;
    let (state, user, id) = actor.into_parts();
    Ok(Page::new(
        admin_view(&state, (&user, asked), id, None).await?,
    ))
}

async fn refuse(
    state: &AppState,
    who: (&CurrentUser, Asked),
    id: TournamentId,
    message: String,
) -> WebResult<Response> {
    let page = admin_view(state, who, id, Some(message)).await?;
    layout::refuse(page)
}

/// After a change: back to the desk; when refused, a bracket not in the state the page
/// showed (set up already, not yet, a re-run cut it cannot take) is a conflict (409), any
/// other refusal the desk with what to fix (422).
async fn answer(
    state: &AppState,
    who: (&CurrentUser, Asked),
    id: TournamentId,
    done: Result<Response, AppError>,
) -> WebResult<Response> {
    match done {
        Ok(response) => Ok(response),
        Err(AppError::Refused(Refusal::Bracket(refusal))) => {
            let words = who.1.words(None);
            let message = crate::web::refusals::bracket::words(&refusal, &words);
            match refusal {
                BracketRefusal::AlreadySetUp | BracketRefusal::NotSetUp => {
                    Err(WebError::Conflict(message))
                }
                _ => refuse(state, who, id, message).await,
            }
        }
        Err(other) => Err(other.into()),
    }
}

fn back(id: TournamentId) -> Response {
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
    /// The large-field plan, or which number is missing.
    fn large_field(&self) -> Result<LargeField, &'static str> {
        let number =
            |text: &str, what: &'static str| text.trim().parse::<usize>().map_err(|_| what);
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

async fn set_up(actor: Actor<TournamentId>, Form(form): Form<SetupForm>) -> WebResult<Response> {
    let asked = actor.asked;
    let (state, user, id) = actor.into_parts();
    let setup = BracketSetup {
        large_field: form.large_field(),
        earlier: earlier_choice(&form.earlier),
    };
    let done = bracket::set_up(&state.db, &author_of(&user), id, setup).await;
    answer(&state, (&user, asked), id, done.map(|()| back(id))).await
}

async fn seat_next(actor: Actor<TournamentId>) -> WebResult<Response> {
    let asked = actor.asked;
    let (state, user, id) = actor.into_parts();
    let done = bracket::seat_next(&state.db, &author_of(&user), id).await;
    let to_round = |number| Redirect::to(&format!("/t/{id}/rounds/{number}")).into_response();
    answer(&state, (&user, asked), id, done.map(to_round)).await
}

/// Makes `change` and goes back to the desk, or shows the desk with why it was refused
/// (nothing changed).
async fn change_cut(actor: Actor<TournamentId>, change: CutChange) -> WebResult<Response> {
    let asked = actor.asked;
    let (state, user, id) = actor.into_parts();
    match bracket::change_cut(&state.db, &author_of(&user), id, change).await {
        // A bracket that cannot take the re-run cut is a conflict of its own, not a refusal.
        Err(AppError::Refused(Refusal::Bracket(BracketRefusal::Cut(CutRefused::Bracket(err)))))
            if change == CutChange::Rerun =>
        {
            Err(WebError::Conflict(err))
        }
        done => answer(&state, (&user, asked), id, done.map(|()| back(id))).await,
    }
}

async fn make_cut(actor: Actor<TournamentId>) -> WebResult<Response> {
    change_cut(actor, CutChange::Make).await
}

async fn replace(actor: Actor<TournamentId>) -> WebResult<Response> {
    change_cut(actor, CutChange::Replace).await
}

async fn recut(actor: Actor<TournamentId>) -> WebResult<Response> {
    change_cut(actor, CutChange::Rerun).await
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stage's summary as an English page shows it.
    fn stage_summary(
        spec: &crate::tournament::bracket::StageSpec,
        first: bool,
        play: &StagePlay,
    ) -> String {
        super::stage_summary(&Words::default(), spec, first, play)
    }

    #[test]
    fn every_club_stage_is_described_in_a_sentence() {
        for n in 4..=8 {
            for (i, spec) in plan_for(TableSize::FOUR, n, None)
                .unwrap()
                .iter()
                .enumerate()
            {
                let text = stage_summary(spec, i == 0, &StagePlay::planned(n));
                assert!(text.ends_with('.'), "{n}: {text}");
            }
        }
        let six = plan_for(TableSize::FOUR, 6, None).unwrap();
        let six_players = StagePlay::planned(6);
        assert!(stage_summary(&six[0], true, &six_players).contains("its first 2 advance."));
        assert!(stage_summary(&six[1], false, &six_players).contains("scores reset to 0"));
        // Seven players need the organizer at a table; eight fill two.
        let seven = plan_for(TableSize::FOUR, 7, None).unwrap();
        let eight = plan_for(TableSize::FOUR, 8, None).unwrap();
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
        let stages = plan_for(TableSize::THREE, 12, Some(&field)).unwrap();
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
        let stages = plan_for(TableSize::THREE, 15, Some(&nine)).unwrap();
        assert!(stage_summary(&stages[1], false, &StagePlay::planned(9))
            .contains("(1st, 6th, 7th at table 1), 2 games each, scores carried over; the winner of each table goes to the final table."));
        assert!(needs_plan(TableSize::THREE, 4) && !needs_plan(TableSize::THREE, 3));
        assert!(needs_plan(TableSize::FOUR, 9) && !needs_plan(TableSize::FOUR, 8));
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
