//! The score sheet of a game: every hand with the running scores like a paper sheet — riichi
//! declarations, dead hands, pao and the leftover deposits at the end included — the final
//! scores when the game ends, and (for the organizer and referees) the hand form first: choose
//! what happened, see what each player pays where the thumb is, save. Corrections: edit or
//! delete (after a confirmation) any hand, undo the last change, restore a deleted hand from
//! the audit log (`corrections`); recording and confirming are in `record`, the sheet's rows as
//! shown in `sheet_view`, the history as sentences in `history`.
//!
//! Every read and change of a game's hands is an `app::hands` operation (one transaction, one
//! replay, the hands the form saw checked, the history and the game's stored result written);
//! this module parses the forms, calls it, and renders the sheet or words why a change was
//! refused (`refusal_words`, and here where the words name the game's players and rounds).
//! Messages name players as the form does ("Mary (North)") and hands as the sheet does
//! ("hand #5 (S1)").
//!
//! The same form and handlers serve a table's own phones ([`Actor::Table`], see
//! `table_entry`): a hand saved there is stored pending until another player of the table, the
//! organizer or a referee confirms it. The forms carry a token of the game's hands
//! (`app::hands::hands_token`), not its stored version: a confirmation, a dispute or a clock
//! change never turns away a hand being typed on another phone; only a new or changed hand does.

use super::auth::{CurrentUser, MaybeUser};
use super::error::{WebError, WebResult};
use super::hand_form::{HandForm, TableAt, TilesPreview};
use super::layout::{Nav, Page, Path};
use super::stage_guard::{self, StageWarning};
use super::state::AppState;
use super::styles::SheetStyle;
use crate::app::hands::{
    self, hands_token, note_of, rules_of, AuditAction, AuditEntry, Confirmer, HandMark,
    HandRefusal, HandStatus, PlayedGame, Role, Sheet, StaffTools, TournamentRow,
};
use crate::app::{AppError, AppResult, Refusal};
use crate::engine::game::{five_seats_of_hand, seat_winds, GameError, Hand, Round, Seat};
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::TableSize;
use crate::tournament::ids::{GameId, TournamentId};
use askama::Template;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use axum::{Form, Router};
use rand::{RngCore, SeedableRng};
use std::collections::HashMap;

mod corrections;
mod history;
mod record;
pub mod refusal_words;
mod sheet_view;
mod stored;

use corrections::*;
pub use history::{audit_lines, AuditLine};
use record::*;
pub use record::{decide_hand, sheet_page, submit};
pub use sheet_view::SheetView;
use sheet_view::{five_people, hand_names, points_text, seat_title, signed};
use stored::recorded_tiles;

pub fn public_routes() -> Router<AppState> {
    Router::new().route("/t/{id}/games/{gid}", get(public_sheet))
}

/// The sheet for the organizer and referees. A page answering a refused change stays on the
/// address the change was posted to, so each such address answers a reload (GET) too: with the
/// sheet, or the correction's form.
pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/games/{gid}", get(admin_sheet))
        .route(
            "/t/{id}/games/{gid}/hands",
            get(to_admin_sheet).post(submit_new),
        )
        .route("/t/{id}/games/{gid}/hands/{pos}/edit", get(edit_form))
        .route(
            "/t/{id}/games/{gid}/hands/{pos}",
            get(to_edit_form).post(submit_edit),
        )
        .route(
            "/t/{id}/games/{gid}/hands/{pos}/delete",
            get(to_admin_sheet_from).post(delete_hand),
        )
        .route(
            "/t/{id}/games/{gid}/hands/{pos}/confirm",
            get(to_admin_sheet_from).post(staff_confirm),
        )
        .route("/t/{id}/games/{gid}/undo", get(to_admin_sheet).post(undo))
        .route(
            "/t/{id}/games/{gid}/restore/{entry}",
            get(to_admin_sheet_from).post(restore),
        )
        .route(
            "/t/{id}/games/{gid}/end-at-time",
            get(to_admin_sheet).post(end_at_time),
        )
}

/// A refused change's address, reloaded: the sheet as it is now.
async fn to_admin_sheet(Path((id, gid)): Path<(i64, i64)>) -> Redirect {
    Redirect::to(&format!("/admin/t/{id}/games/{gid}"))
}

async fn to_admin_sheet_from(Path((id, gid, _)): Path<(i64, i64, String)>) -> Redirect {
    Redirect::to(&format!("/admin/t/{id}/games/{gid}"))
}

/// A refused correction's address, reloaded: the correction's form again.
async fn to_edit_form(Path((id, gid, pos)): Path<(i64, i64, usize)>) -> Redirect {
    Redirect::to(&format!(
        "/admin/t/{id}/games/{gid}/hands/{pos}/edit#hand-form"
    ))
}

/// The audit actions of a game's history.
const RECORDED: AuditAction = AuditAction::HandRecorded;
const EDITED: AuditAction = AuditAction::HandEdited;
const DELETED: AuditAction = AuditAction::HandDeleted;
const RESTORED: AuditAction = AuditAction::HandRestored;
const UNDONE: AuditAction = AuditAction::ChangeUndone;
const CONFIRMED: AuditAction = AuditAction::HandConfirmed;
const DISPUTED: AuditAction = AuditAction::HandDisputed;

/// A player at a table, on their phone, as the table's cookie says (no account).
#[derive(Debug, Clone)]
pub struct TablePlayer {
    /// The table's code, which is also where its pages are.
    pub code: String,
    /// The starting seat their phone holds (the first phone to choose a seat keeps it).
    pub seat: Seat,
    pub name: String,
    /// A hash of the phone's cookie token: the same phone cannot confirm its own hand.
    pub device: String,
    /// The token every form of the phone carries back (the cookie's own).
    pub csrf: String,
}

/// Who changes a sheet: the organizer or a referee, or a player at the table.
#[derive(Debug, Clone, Copy)]
pub enum Actor<'a> {
    Staff(&'a CurrentUser),
    Table(&'a TablePlayer),
}

impl Actor<'_> {
    /// The signed-in account acting, if any (a player at a table has none).
    fn account_id(&self) -> Option<i64> {
        match self {
            Actor::Staff(user) => Some(user.account_id),
            Actor::Table(_) => None,
        }
    }

    /// The sheet page this person works on, with a notice from `query`.
    fn sheet_url(&self, id: TournamentId, gid: GameId, query: &str) -> String {
        match self {
            Actor::Staff(_) => sheet_url(id, gid, query),
            Actor::Table(p) => format!("/t/{id}/table/{}?{query}#notice", p.code),
        }
    }

    /// Where the sheet's forms post to.
    fn post_base(&self, id: i64, gid: i64) -> String {
        match self {
            Actor::Staff(_) => format!("/admin/t/{id}/games/{gid}"),
            Actor::Table(p) => format!("/t/{id}/table/{}", p.code),
        }
    }

    /// How the audit log names them when there is no account.
    fn who(&self) -> String {
        match self {
            Actor::Staff(u) => u.name.clone(),
            Actor::Table(p) => format!(
                "{} at the table ({})",
                p.name,
                super::table_entry::phone_label(&p.device)
            ),
        }
    }

    /// The person as the game's history names them.
    fn author(&self) -> hands::Author {
        hands::Author {
            account_id: self.account_id(),
            who: self.who(),
        }
    }

    /// Who confirms or disputes a hand, as the rule of who may confirm knows them.
    fn confirmer(&self) -> Confirmer {
        match self {
            Actor::Staff(_) => Confirmer::Staff,
            Actor::Table(p) => Confirmer::Table {
                seat: p.seat,
                device: p.device.clone(),
            },
        }
    }

    /// The mark of a hand this person enters or corrects: staff decide, a table proposes.
    fn mark(&self) -> HandMark {
        match self {
            Actor::Staff(_) => HandMark::default(),
            Actor::Table(p) => HandMark {
                status: HandStatus::Pending,
                entered_seat: Some(p.seat),
                entered_device: p.device.clone(),
                entered_by: p.name.clone(),
                dispute: String::new(),
            },
        }
    }

    /// May this person confirm a hand with this mark? (`app::hands::Confirmer` says.)
    fn may_confirm(&self, mark: &HandMark) -> bool {
        self.confirmer().may_confirm(mark)
    }
}

/// Every seat's wind in the hand at `index` of `game`, played in `round` (the dealer's wind
/// East): as the game's ruleset seats its players.
fn winds_at(game: &PlayedGame, index: usize, round: Round) -> [Seat; 4] {
    let rules = game
        .info
        .preset()
        .map_or_else(Ruleset::club, Ruleset::preset);
    seat_winds(&rules, index, round)
}

/// What the bettor of an American table of five chooses on the hand form: who bets, and the
/// players they may bet on (chair, name), or a wall game.
pub struct BetView {
    pub bettor: String,
    pub chairs: Vec<(usize, String)>,
}

/// The engine's message for a person at the sheet: seats by name and wind as the form shows
/// them (the engine says "seat 2 (West)", the starting seat), no field names, hands numbered
/// as the sheet numbers them.
fn humane_error(err: &GameError, names: &[String], winds: [Seat; 4], table: TableSize) -> String {
    if let GameError::GameOver { hands } = err {
        return format!("the game is already over (it ended with hand #{hands})");
    }
    let mut text = err.to_string();
    for (seat, name) in table.seats().zip(names) {
        let wind = seat.wind_name().unwrap_or_default();
        text = text.replace(
            &format!("seat {seat} ({wind})"),
            &seat_title(name, winds[seat.index()]),
        );
    }
    text.replace("agari-yame (`dealer_stops`)", "agari-yame")
        // Under a style's minimum the form has its own way to record the false win.
        .replace(
            "; a win declared under it is a false win (`false_wins`, \"under_minimum\"), not a win",
            &format!(". {}", super::styles::MCR_UNDER_MINIMUM_HOW),
        )
        .replace(
            "; a hand worth less may not win",
            &format!(": a hand worth less may not win. {UNDER_POINTS_HOW}"),
        )
        // The form asks for the bet by the players' names, not by chair numbers.
        .replace(
            "the bettor's bet (`bet`): the chair of the player bet on",
            "the bettor's bet: choose the player bet on",
        )
        .replace('`', "")
}

/// How the sheet records a win declared under a game of points' minimum (the World Series' 5
/// points): a false win is a penalty taken from the player (docs/rules.md §9).
const UNDER_POINTS_HOW: &str = "A win declared under it is a false win: untick \u{201c}wins\u{201d}, record what happened afterwards as the hand's outcome, and give the player's penalty (the points taken) under \u{201c}dead hand, penalty\u{201d}.";

/// The calculator's tile picker for the hand form's tiles, where the style scores them; its own
/// modes (riichi's dora indicators) stay the calculator's, since the sheet's indicators are the
/// table's and typed once.
fn sheet_picker(rules: &Ruleset) -> WebResult<String> {
    let style = super::styles::pages_of(rules.style);
    if !style.scores_tiles() {
        return Ok(String::new());
    }
    let picker =
        super::calculator::picker::TilePicker::new(rules, style.words().picker(), String::new());
    Ok(picker.render()?)
}

/// A random key for a form, so that the same form sent twice is recognised.
fn new_form_key() -> String {
    let mut bytes = [0u8; 12];
    rand::rngs::StdRng::from_os_rng().fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[derive(Template)]
#[template(path = "games/public.html")]
struct PublicSheetPage {
    nav: Nav,
    tournament: TournamentRow,
    round: i64,
    table: i64,
    game_id: i64,
    sheet: SheetView,
    clock: Option<super::clock::ClockView>,
}

async fn public_sheet(
    State(state): State<AppState>,
    user: MaybeUser,
    Path((id, gid)): Path<(TournamentId, GameId)>,
) -> WebResult<Page<impl Template>> {
    let Sheet {
        tournament,
        game,
        rules,
        ..
    } = hands::sheet(&state.db, id, gid, false).await?;
    let page = PublicSheetPage {
        nav: Nav::from(&user),
        tournament,
        round: game.info.round_number,
        table: game.info.table_number,
        game_id: gid.get(),
        sheet: SheetView::new(&game)?,
        clock: super::clock::of_game(&game, &rules),
    };
    Ok(Page::new(page))
}
/// One seat of the hand form.
pub struct SeatView {
    pub index: usize,
    pub name: String,
    /// "Mary (North)", as messages name the seat too.
    pub title: String,
    pub dealer: bool,
}

/// The previewed hand: what each seat pays or receives.
pub struct PreviewView {
    /// Per person, in the sheet's columns: (name, change, points after the hand).
    pub pays: Vec<(String, String, String)>,
    pub note: String,
    pub ends_game: bool,
    /// Winners scored from their tiles: what the evaluator found.
    pub scores: Vec<TilesPreview>,
    /// Winners scored from their tiles where no score card is shown (Hong Kong Old Style):
    /// "name: pattern faan, …", as the sheet writes them once saved, so the table checks the
    /// count before saving.
    pub patterns: Vec<String>,
}

impl PreviewView {
    /// The preview of `row`, the hand on the form replayed, for the people of `game`.
    pub fn of_row(
        game: &PlayedGame,
        row: &crate::engine::game::Row,
    ) -> Vec<(String, String, String)> {
        game.names()
            .into_iter()
            .zip(row.people_deltas().zip(row.people_points()))
            .map(|(name, (delta, points))| (name, signed(delta), points_text(points)))
            .collect()
    }
}

#[derive(Template)]
#[template(path = "games/admin.html")]
pub struct AdminSheetPage {
    nav: Nav,
    /// Where the form, undo and confirmations post to (the organizer's sheet or the table's).
    post_base: String,
    /// The CSRF token the forms carry: the session's, or the table phone's.
    csrf: String,
    /// On a table's phone: who they are (the form then records pending hands).
    phone: Option<TableView>,
    /// Hands not yet confirmed, with what this person may do about them.
    open: Vec<OpenRow>,
    tournament: TournamentRow,
    round: i64,
    table: i64,
    game_id: i64,
    /// The token the forms carry back: see [`hands_token`].
    version: String,
    sheet: SheetView,
    /// The organizer sees the way to the tournament's management; a referee, who may only
    /// record hands and penalties, does not.
    organizer: bool,
    /// Editing hand `n` (0-based), or recording a new one.
    editing: Option<usize>,
    /// The hand on the form: its number on the sheet, round and counters.
    hand_number: usize,
    hand_round: String,
    hand_honba: u32,
    /// What the game's style brings to the form: its fields, values and preview.
    style: SheetStyle,
    form: HandForm,
    seats: Vec<SeatView>,
    /// At an American table of five: the bettor's choice for the hand on the form.
    bet: Option<BetView>,
    /// The starting seat dealing the hand on the form.
    dealer: usize,
    preview: Option<PreviewView>,
    error: Option<String>,
    /// What was just done, shown at the top ("Hand #5 saved: …").
    notice: Option<String>,
    /// What "undo" would revert, if anything.
    undo: Option<String>,
    /// The seats table phones hold (staff only), each with its "free" button.
    held_seats: Vec<HeldSeat>,
    /// The page answers a posted hand form (a preview or a refusal) and shows what was typed:
    /// its live refresh leaves the form alone (see `form_region`).
    typed_form: bool,
    /// A change to a game whose stage's cut is made: what it does to the cut.
    stage_warning: Option<StageWarning>,
    show_form: bool,
    /// Agari-yame is offered only where it can apply: the ruleset has it and the hand on the
    /// form is South 4 (the script then shows it only once the dealer wins).
    agari_yame: bool,
    /// The table's round clock, once started.
    clock: Option<super::clock::ClockView>,
    /// The tile picker the winners' tiles are tapped on, rendered; empty where the style scores
    /// no tiles.
    picker: String,
}

/// A seat a table phone holds, as the organizer's sheet lists it.
pub struct HeldSeat {
    /// The seat as the "free" address names it.
    pub seat: String,
    /// "Mary (North)": the player and their starting seat.
    pub title: String,
    /// "phone 3fa2c1", as the audit log names it.
    pub phone: String,
}

/// The player holding a table's phone, as the sheet shows them.
pub struct TableView {
    pub code: String,
    pub name: String,
}

/// A hand waiting for confirmation, as the sheet lists it.
pub struct OpenRow {
    pub position: usize,
    pub number: usize,
    pub round: String,
    pub note: String,
    pub disputed: bool,
    pub entered_by: String,
    pub dispute: String,
    pub may_confirm: bool,
    /// Only a table disputes (the organizer corrects instead).
    pub may_dispute: bool,
}

/// The seats of the hand form: each player (`names`, East first) with their wind this hand.
fn seat_views(
    game: &PlayedGame,
    names: &[String],
    winds: [Seat; 4],
    dealer: Seat,
) -> Vec<SeatView> {
    game.info
        .table
        .seats()
        .zip(names)
        .map(|(seat, name)| SeatView {
            index: seat.index(),
            name: name.clone(),
            title: seat_title(name, winds[seat.index()]),
            dealer: seat == dealer,
        })
        .collect()
}

/// The hands not yet confirmed, with what `actor` may do about each.
fn open_rows(actor: &Actor, game: &PlayedGame) -> Vec<OpenRow> {
    game.sheet
        .rows
        .iter()
        .filter_map(|r| {
            let mark = game.mark(r.index);
            (mark.status != HandStatus::Confirmed).then(|| OpenRow {
                position: r.index,
                number: r.index + 1,
                round: r.round.label(),
                note: r.note.clone(),
                disputed: mark.status == HandStatus::Disputed,
                may_confirm: actor.may_confirm(&mark),
                may_dispute: matches!(actor, Actor::Table(_)) && mark.status == HandStatus::Pending,
                entered_by: mark.entered_by,
                dispute: mark.dispute,
            })
        })
        .collect()
}

/// The page's header, the token its forms carry, the phone's player (at a table) and whether
/// the way to the tournament's management is shown (the organizer's).
fn actor_view(actor: &Actor) -> (Nav, String, Option<TableView>, bool) {
    match actor {
        Actor::Staff(user) => (
            Nav::signed_in(user),
            user.csrf_token.clone(),
            None,
            user.role == Role::Organizer,
        ),
        Actor::Table(p) => (
            Nav::default(),
            p.csrf.clone(),
            Some(TableView {
                code: p.code.clone(),
                name: p.name.clone(),
            }),
            false,
        ),
    }
}

impl AdminSheetPage {
    pub fn new(
        actor: &Actor,
        tournament: TournamentRow,
        game: &PlayedGame,
        editing: Option<usize>,
        mut form: HandForm,
    ) -> WebResult<Self> {
        let rules = rules_of(game)?;
        // The hand on the form: the edited row's, or the next hand's.
        // The winds come from the replay's rules: not every style deals round the starting
        // seats (MCR's players change seats between wind rounds).
        let (index, round, honba) =
            match editing.and_then(|i| game.sheet.rows.get(i).map(|r| (i, r))) {
                Some((i, row)) => (i, row.round, row.honba),
                None => (
                    game.sheet.rows.len(),
                    game.sheet.position.round,
                    game.sheet.position.honba,
                ),
            };
        let winds = seat_winds(&rules, index, round);
        let dealer = Seat::new(winds.iter().position(|w| *w == Seat::EAST).unwrap_or(0) as u8);
        let names = hand_names(game, index);
        let seats = seat_views(game, &names, winds, dealer);
        if form.key.is_empty() {
            form.key = new_form_key();
        }
        let open = open_rows(actor, game);
        let (nav, csrf, phone, organizer) = actor_view(actor);
        let table_editing = phone.is_some() && editing.is_some();
        Ok(Self {
            nav,
            post_base: actor.post_base(tournament.id, game.info.id),
            csrf,
            phone,
            open,
            tournament,
            round: game.info.round_number,
            table: game.info.table_number,
            game_id: game.info.id,
            version: hands_token(game),
            sheet: SheetView::new(game)?,
            organizer,
            show_form: !table_editing && (editing.is_some() || !game.sheet.ended),
            hand_number: editing.unwrap_or(game.hands.len()) + 1,
            hand_round: round.label(),
            hand_honba: honba,
            editing,
            form,
            bet: five_people(game).then(|| BetView {
                bettor: game.names()[usize::from(five_seats_of_hand(index).1)].clone(),
                chairs: names.iter().cloned().enumerate().collect(),
            }),
            seats,
            dealer: usize::from(dealer),
            preview: None,
            error: None,
            notice: None,
            undo: None,
            held_seats: Vec::new(),
            typed_form: false,
            stage_warning: None,
            agari_yame: rules.agari_yame && round == Round::SOUTH_4,
            style: SheetStyle::of(&rules),
            clock: super::clock::of_game(game, &rules),
            picker: sheet_picker(&rules)?,
        })
    }

    /// The "time was up during this hand" choice: offered once the clock has run out under a
    /// rule that ends games at time, and kept on a hand that has it.
    fn offer_time_up(&self) -> bool {
        self.form.time_up || self.clock.as_ref().is_some_and(|c| c.up && c.ends_games)
    }

    /// The choice starts ticked on a new hand once time is up and no extra hand was given:
    /// the server would mark that hand anyway.
    fn time_up_ticked(&self) -> bool {
        self.form.time_up
            || (self.editing.is_none()
                && self
                    .clock
                    .as_ref()
                    .is_some_and(|c| c.up && c.ends_games && c.extra_hands_left == 0))
    }

    /// "End the game now": time is up, the rule ends games at time, a hand was played and the
    /// game is not over.
    fn offer_end_now(&self) -> bool {
        self.clock.as_ref().is_some_and(|c| c.up && c.ends_games)
            && !self.sheet.ended
            && !self.sheet.rows.is_empty()
    }

    /// The sheet as `app::hands::sheet` read it, with no hand being entered and, for staff,
    /// their tools: the page that answers a notice or a refused change.
    pub fn current(actor: &Actor<'_>, sheet: &Sheet) -> WebResult<Self> {
        let page = Self::new(
            actor,
            sheet.tournament.clone(),
            &sheet.game,
            None,
            HandForm::default(),
        )?;
        Ok(page.with_staff_tools(sheet.staff.as_ref()))
    }

    /// Fills in what only staff see: what "undo" would revert, and which phones hold the
    /// table's seats (to free one). A table's phone has neither (the organizer corrects a
    /// disputed hand).
    fn with_staff_tools(mut self, tools: Option<&StaffTools>) -> Self {
        let Some(tools) = tools.filter(|_| self.phone.is_none()) else {
            return self;
        };
        self.undo = tools.undo.clone();
        self.held_seats = tools
            .held_seats
            .iter()
            .map(|(seat, device)| HeldSeat {
                seat: seat.to_string(),
                title: format!(
                    "{} ({})",
                    self.sheet
                        .names
                        .get(seat.index())
                        .cloned()
                        .unwrap_or_default(),
                    super::layout::wind_name(*seat)
                ),
                phone: super::table_entry::phone_label(device),
            })
            .collect();
        self
    }

    /// The name of the hand form's live region. A page showing a typed form sits on the
    /// address the form was posted to, whose reload (and live refresh) shows the sheet with an
    /// empty form: its region gets a name the fresh page does not have, so the refresh updates
    /// everything around it and never wipes what was typed.
    fn form_region(&self) -> &'static str {
        if self.typed_form {
            "hand-form-typed"
        } else {
            "hand-form"
        }
    }

    fn is_outcome(&self, outcome: &&str) -> bool {
        self.form.outcome == *outcome
    }

    fn is_more_value(&self, seat: &usize) -> bool {
        let value = &self.form.seats[*seat].value;
        self.style
            .words()
            .more_values
            .iter()
            .any(|(v, _)| v == value)
    }
}
