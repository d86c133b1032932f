//! The score sheet of a game: every hand with the running scores like a paper sheet — riichi
//! declarations, dead hands, pao and the leftover deposits at the end included — the final
//! scores when the game ends, and (for the organizer and referees) the hand form first: choose
//! what happened, see what each player pays where the thumb is, save. Corrections: edit or
//! delete (after a confirmation) any hand, undo the last change, restore a deleted hand from
//! the audit log.
//!
//! Every change of a game's hands goes through [`store_hands`]: it replays the whole game
//! through the engine, refuses the change if any hand becomes impossible, stores the new list if
//! the game is still at the version the change was made from, and writes the game's history
//! (the audit log) that undo and restore read. Messages name players as the form does
//! ("Mary (North)") and hands as the sheet does ("hand #5 (S1)").
//!
//! The same form and handlers serve a table's own phones ([`Actor::Table`], see
//! `table_entry`): a hand saved there is stored pending until another player of the table, the
//! organizer or a referee confirms it; confirming and disputing go through `store_hands` too, so
//! the log says who did what. The forms carry a token of the game's hands ([`hands_token`]), not
//! its stored version: a confirmation, a dispute or a clock change never turns away a hand being
//! typed on another phone; only a new or changed hand does.

use super::auth::{CurrentUser, MaybeUser};
use super::calculator::{stored_yaku_label, HandTiles, TilesFields};
use super::error::{WebError, WebResult};
use super::hand_form::{HandForm, TableAt, TilesPreview};
use super::layout::{load_tournament, Nav};
use super::layout::{Page, Path};
use super::stage_guard::{self, StageGuard, StageWarning};
use super::styles::SheetStyle;
use super::AppState;
use crate::db;
use crate::db::accounts::Role;
use crate::db::audit::{AuditAction, AuditEntry, HandChange};
use crate::db::games::{HandMark, HandStatus};
use crate::db::results::{load_game, replay_game, ruleset_of, PlayedGame};
use crate::db::tournaments::TournamentRow;
use crate::engine::game::{GameError, Hand, Outcome, Round, Seat, WinTiles};
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::TableSize;
use askama::Template;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use axum::{Form, Router};
use blake2::Digest;
use rand::{RngCore, SeedableRng};
use sqlx::SqliteConnection;
use std::collections::HashMap;

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
    fn sheet_url(&self, id: i64, gid: i64, query: &str) -> String {
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

    /// May this person confirm a hand with this mark? Staff always; at the table, a player of
    /// another seat on another phone than the one that entered it.
    fn may_confirm(&self, mark: &HandMark) -> bool {
        match self {
            Actor::Staff(_) => mark.status != HandStatus::Confirmed,
            Actor::Table(p) => {
                mark.status == HandStatus::Pending
                    && mark.entered_seat != Some(p.seat)
                    && mark.entered_device != p.device
            }
        }
    }
}
const ENDED_AT_TIME: AuditAction = AuditAction::GameEndedAtTime;

/// A signed number as a score sheet writes it: +3900, −3900, or nothing for 0.
fn signed(value: i32) -> String {
    match value {
        0 => String::new(),
        v if v > 0 => format!("+{v}"),
        v => format!("−{}", v.unsigned_abs()),
    }
}

/// Points as the sheet shows them: below zero with the same minus sign as the changes beside
/// them (a hyphen reads as a dash next to "−48000").
fn points_text(value: i32) -> String {
    if value < 0 {
        format!("−{}", value.unsigned_abs())
    } else {
        value.to_string()
    }
}

/// A seat as the form's heading and every message name it: the player, and their wind in the
/// hand at hand (the dealer is East), e.g. "Mary (North)".
/// The winds turn at the game's table: three seats in sanma.
fn seat_title(name: &str, seat: Seat, dealer: Seat, table: TableSize) -> String {
    let wind = seat.wind_in_hand(dealer, table).wind_name();
    format!("{name} ({})", wind.unwrap_or_default())
}

/// The engine's message for a person at the sheet: seats by name and wind as the form shows
/// them (the engine says "seat 2 (West)", the starting seat), no field names, hands numbered
/// as the sheet numbers them.
fn humane_error(err: &GameError, names: &[String], dealer: Seat, table: TableSize) -> String {
    if let GameError::GameOver { hands } = err {
        return format!("the game is already over (it ended with hand #{hands})");
    }
    let mut text = err.to_string();
    for (seat, name) in table.seats().zip(names) {
        let wind = seat.wind_name().unwrap_or_default();
        text = text.replace(
            &format!("seat {seat} ({wind})"),
            &seat_title(name, seat, dealer, table),
        );
    }
    text.replace("agari-yame (`dealer_stops`)", "agari-yame")
        .replace('`', "")
}

/// A random key for a form, so that the same form sent twice is recognised.
fn new_form_key() -> String {
    let mut bytes = [0u8; 12];
    rand::rngs::StdRng::from_os_rng().fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// One row of the sheet as shown.
pub struct RowView {
    pub number: usize,
    pub round: String,
    pub honba: u32,
    pub deposits_before: u32,
    pub note: String,
    /// What else happened at the table: riichi declarations and dead hands, by name.
    pub story: String,
    pub deltas: [String; 4],
    pub points: [String; 4],
    /// Winners recorded from their tiles: (name, tiles, yaku in words).
    pub tiles: Vec<(String, HandTiles, String)>,
    /// "" for a confirmed hand, else "pending" or "disputed".
    pub status: &'static str,
    /// Who entered it at the table, for a hand not yet confirmed.
    pub entered_by: String,
}

/// Riichi declarations and dead hands of a stored hand, by name: what a paper sheet notes
/// beside the payments and the engine's note leaves out.
fn hand_story(hand: Option<&Hand>, names: &[String]) -> String {
    let Some(hand) = hand else {
        return String::new();
    };
    let who = |seats: &[Seat]| {
        seats
            .iter()
            .filter_map(|&s| names.get(usize::from(s)).cloned())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut parts = Vec::new();
    if !hand.riichi.is_empty() {
        parts.push(format!("riichi: {}", who(&hand.riichi)));
    }
    if !hand.dead.is_empty() {
        parts.push(format!("dead hand: {}", who(&hand.dead)));
    }
    parts.join(" · ")
}
/// The winners of a stored hand that were recorded from their tiles, as the sheet shows them.
fn recorded_tiles(hand: Option<&Hand>, names: &[String]) -> Vec<(String, HandTiles, String)> {
    let winners: Vec<_> = match hand.map(|h| &h.outcome) {
        Some(Outcome::Ron { winners, .. }) => winners.iter().collect(),
        Some(Outcome::Tsumo { winner }) => vec![winner],
        _ => Vec::new(),
    };
    winners
        .into_iter()
        .filter_map(|w| {
            let tiles: &WinTiles = w.tiles.as_ref()?;
            let fields = TilesFields {
                dora: tiles.dora_indicators.clone(),
                ..TilesFields::from_stored(tiles)
            };
            // Short names on the sheet: the words in brackets are for the calculator.
            let yaku = tiles
                .yaku
                .iter()
                .map(|(name, han)| {
                    let label = stored_yaku_label(name);
                    let short = label.split(" (").next().unwrap_or(&label).to_string();
                    if *han >= 13 {
                        short
                    } else {
                        format!("{short} {han}")
                    }
                })
                .collect::<Vec<_>>()
                .join(", ");
            let name = names.get(usize::from(w.seat)).cloned().unwrap_or_default();
            Some((name, HandTiles::new(&fields), yaku))
        })
        .collect()
}

/// The final result as shown.
pub struct FinalView {
    pub points: [String; 4],
    pub rank: [u8; 4],
    pub score: [String; 4],
}

/// A whole sheet as shown.
pub struct SheetView {
    /// One per seat of the table: three in sanma, whose sheet has no North column.
    pub names: Vec<String>,
    pub start_points: i32,
    pub rows: Vec<RowView>,
    pub final_view: Option<FinalView>,
    /// At the end: the riichi deposits left on the table and who takes them.
    pub leftover: Option<String>,
    pub deposits: u32,
    pub next_round: String,
    pub next_honba: u32,
    pub ended: bool,
    pub ruleset_name: &'static str,
    /// Some hand is pending or disputed: the game does not count in the standings yet.
    pub unconfirmed: bool,
    /// Hong Kong Old Style: deals in a row the dealer has kept (the eighth win is a limit).
    pub dealer_keeps: Option<u32>,
}

impl SheetView {
    pub fn new(game: &PlayedGame) -> WebResult<Self> {
        let rules = ruleset_of(&game.info)?;
        let names = game.names();
        let rows = game
            .sheet
            .rows
            .iter()
            .map(|r| {
                let mark = game.mark(r.index);
                RowView {
                    status: match mark.status {
                        HandStatus::Confirmed => "",
                        HandStatus::Pending => "pending",
                        HandStatus::Disputed => "disputed",
                    },
                    entered_by: mark.entered_by,
                    tiles: recorded_tiles(game.hands.get(r.index), &names),
                    story: hand_story(game.hands.get(r.index), &names),
                    number: r.index + 1,
                    round: r.round.label(),
                    honba: r.honba,
                    deposits_before: r.deposits_before,
                    note: r.note.clone(),
                    deltas: r.deltas.map(signed),
                    points: r.points.map(points_text),
                }
            })
            .collect();
        let final_view = game.sheet.final_result.as_ref().map(|f| FinalView {
            points: f.points.map(points_text),
            rank: f.rank,
            score: f
                .score
                .map(|s| super::standings::show_score(s.hundredths())),
        });
        // The deposits still on the table at the end go to first place (docs/rules.md §2): the
        // final points include them, so the sheet says so instead of moving them silently.
        let deposits = game.sheet.position.deposits;
        let leftover = game
            .sheet
            .final_result
            .as_ref()
            .filter(|_| deposits > 0)
            .and_then(|f| f.rank.iter().position(|&r| r == 1))
            .map(|first| {
                let sticks = if deposits == 1 {
                    "The riichi deposit left on the table (1000 points) goes".to_string()
                } else {
                    format!(
                        "The {deposits} riichi deposits left on the table ({} points) go",
                        deposits * 1000
                    )
                };
                format!("{sticks} to {} in first place.", names[first])
            });
        Ok(Self {
            names,
            start_points: rules.starting_points,
            rows,
            final_view,
            leftover,
            deposits,
            next_round: game.sheet.position.round.label(),
            next_honba: game.sheet.position.honba,
            ended: game.sheet.ended,
            ruleset_name: rules.name,
            unconfirmed: !game.all_confirmed(),
            dealer_keeps: game.sheet.dealer_keeps,
        })
    }
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
    Path((id, gid)): Path<(i64, i64)>,
) -> WebResult<Page<impl Template>> {
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let game = load_game(&mut conn, id, gid).await?;
    let rules = ruleset_of(&game.info)?;
    let page = PublicSheetPage {
        nav: Nav::from(&user),
        tournament,
        round: game.info.round_number,
        table: game.info.table_number,
        game_id: gid,
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
    pub deltas: [String; 4],
    pub points: [String; 4],
    pub note: String,
    pub ends_game: bool,
    /// Winners scored from their tiles: what the evaluator found.
    pub scores: Vec<TilesPreview>,
    /// Winners scored from their tiles where no score card is shown (Hong Kong Old Style):
    /// "name: pattern faan, …", as the sheet writes them once saved, so the table checks the
    /// count before saving.
    pub patterns: Vec<String>,
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

impl AdminSheetPage {
    pub fn new(
        actor: &Actor,
        tournament: TournamentRow,
        game: &PlayedGame,
        editing: Option<usize>,
        mut form: HandForm,
    ) -> WebResult<Self> {
        let rules = ruleset_of(&game.info)?;
        // The hand on the form: the edited row's, or the next hand's.
        let (round, honba) = match editing.and_then(|i| game.sheet.rows.get(i)) {
            Some(row) => (row.round, row.honba),
            None => (game.sheet.position.round, game.sheet.position.honba),
        };
        let dealer = round.dealer();
        let names = game.names();
        let seats = game
            .info
            .table
            .seats()
            .zip(&names)
            .map(|(seat, name)| SeatView {
                index: seat.index(),
                name: name.clone(),
                title: seat_title(name, seat, dealer, game.info.table),
                dealer: seat == dealer,
            })
            .collect();
        if form.key.is_empty() {
            form.key = new_form_key();
        }
        let open = game
            .sheet
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
                    may_dispute: matches!(actor, Actor::Table(_))
                        && mark.status == HandStatus::Pending,
                    entered_by: mark.entered_by,
                    dispute: mark.dispute,
                })
            })
            .collect();
        let (nav, csrf, phone, organizer) = match actor {
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
        };
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

    /// Fills in what only staff see: what "undo" would revert, and which phones hold the
    /// table's seats (to free one). Call it with the connection the page was read with. A
    /// table's phone has neither (the organizer corrects a disputed hand).
    pub async fn with_staff_tools(mut self, conn: &mut SqliteConnection) -> WebResult<Self> {
        if self.phone.is_some() {
            return Ok(self);
        }
        self.undo = db::audit::last_hand_change(conn, self.game_id, UNDONE)
            .await?
            .map(|e| format!("{} {}", reverted_what(e.action), e.subject));
        self.held_seats = db::table_codes::seat_claims(conn, self.game_id)
            .await?
            .into_iter()
            .map(|(seat, device)| HeldSeat {
                seat: seat.to_string(),
                title: format!(
                    "{} ({})",
                    self.sheet
                        .names
                        .get(seat.index())
                        .cloned()
                        .unwrap_or_default(),
                    seat.wind_name().unwrap_or_default()
                ),
                phone: super::table_entry::phone_label(&device),
            })
            .collect();
        Ok(self)
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
        self.style.more_values().iter().any(|(v, _)| v == value)
    }
}

/// The round's clock says this table's time is up and its extra hands are used: the next hand
/// may be the last one at time.
fn time_is_up(game: &PlayedGame, rules: &Ruleset) -> bool {
    super::clock::of_game(game, rules).is_some_and(|c| c.up && c.extra_hands_left == 0)
}

/// The table when hand `editing` (or the next hand) was played, as the tiles need it.
fn table_at<'a>(game: &PlayedGame, editing: Option<usize>, rules: &'a Ruleset) -> TableAt<'a> {
    let (round, honba, deposits) = match editing.and_then(|i| game.sheet.rows.get(i)) {
        Some(row) => (row.round, row.honba, row.deposits_before),
        None => {
            let p = &game.sheet.position;
            (p.round, p.honba, p.deposits)
        }
    };
    TableAt {
        dealer: round.dealer(),
        // The round's wind is its label's letter (E, S, and W, N where Hong Kong Old Style
        // plays four wind rounds).
        round_wind: match round.label().chars().next() {
            Some('S') => "S",
            Some('W') => "W",
            Some('N') => "N",
            _ => "E",
        },
        honba,
        deposits,
        rules,
        // Kept deals matter only to a dealer's win on the eighth deal, which the replay pays
        // as the limit whatever the tiles say; a corrected past hand is scored without them.
        dealer_keeps: match editing {
            None => game.sheet.dealer_keeps.unwrap_or(0),
            Some(_) => 0,
        },
    }
}

/// The confirmation a page shows after a change, from the redirect's query.
fn notice_of(query: &HashMap<String, String>, game: &PlayedGame) -> Option<String> {
    let number = |key: &str| -> Option<usize> {
        query
            .get(key)?
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=game.hands.len() + 1).contains(n))
    };
    let note = |n: usize| {
        game.sheet
            .rows
            .get(n - 1)
            .map(|r| format!(": {}", r.note))
            .unwrap_or_default()
    };
    if let Some(n) = number("saved") {
        let waiting = if game.mark(n - 1).status == HandStatus::Pending {
            " It counts once another player of the table confirms it."
        } else {
            ""
        };
        return Some(format!("Hand #{n} saved{}.{waiting}", note(n)));
    }
    if let Some(n) = number("edited") {
        return Some(format!("Hand #{n} corrected{}.", note(n)));
    }
    if let Some(n) = number("already") {
        return Some(format!(
            "Hand #{n} was already saved{}; nothing was saved twice.",
            note(n)
        ));
    }
    if let Some(n) = number("confirmed") {
        return Some(format!("Hand #{n} confirmed{}.", note(n)));
    }
    if let Some(n) = number("disputed") {
        return Some(format!(
            "Hand #{n} disputed: the organizer has been told and decides it."
        ));
    }
    if let Some(n) = number("deleted") {
        return Some(format!(
            "Hand #{n} deleted. The audit log keeps it; Undo brings it back."
        ));
    }
    if let Some(n) = number("restored") {
        return Some(format!("Hand #{n} restored{}.", note(n)));
    }
    if query.contains_key("ended") {
        return Some(
            "Time is up: the game ended after the last hand, with the final scores below."
                .to_string(),
        );
    }
    query
        .contains_key("undone")
        .then(|| "Undone: the sheet is back as it was before that change.".to_string())
}

async fn admin_sheet(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, gid)): Path<(i64, i64)>,
    Query(query): Query<HashMap<String, String>>,
) -> WebResult<Page<impl Template>> {
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let game = load_game(&mut conn, id, gid).await?;
    let mut page = AdminSheetPage::new(
        &Actor::Staff(&user),
        tournament,
        &game,
        None,
        HandForm::default(),
    )?
    .with_staff_tools(&mut conn)
    .await?;
    page.notice = notice_of(&query, &game);
    Ok(Page::new(page))
}

/// The table's sheet or the organizer's, with the notice of what was just done.
pub async fn sheet_page(
    conn: &mut SqliteConnection,
    actor: &Actor<'_>,
    tournament: TournamentRow,
    game: &PlayedGame,
    query: &HashMap<String, String>,
) -> WebResult<AdminSheetPage> {
    let mut page = AdminSheetPage::new(actor, tournament, game, None, HandForm::default())?
        .with_staff_tools(conn)
        .await?;
    page.notice = notice_of(query, game);
    Ok(page)
}

async fn edit_form(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, gid, pos)): Path<(i64, i64, usize)>,
) -> WebResult<Page<impl Template>> {
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let game = load_game(&mut conn, id, gid).await?;
    let hand = game.hands.get(pos).ok_or(WebError::NotFound)?;
    let form = HandForm::from_hand(hand);
    Ok(Page::new(AdminSheetPage::new(
        &Actor::Staff(&user),
        tournament,
        &game,
        Some(pos),
        form,
    )?))
}

async fn submit_new(
    state: State<AppState>,
    user: CurrentUser,
    Path((id, gid)): Path<(i64, i64)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    submit(&state, &Actor::Staff(&user), id, gid, None, fields).await
}

async fn submit_edit(
    state: State<AppState>,
    user: CurrentUser,
    Path((id, gid, pos)): Path<(i64, i64, usize)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    submit(&state, &Actor::Staff(&user), id, gid, Some(pos), fields).await
}

/// Where a hand is, as the audit log says it: "hand #5 at table 2 (round 1)".
fn hand_place(game: &PlayedGame, pos: usize) -> String {
    format!(
        "hand #{} at table {} (round {})",
        pos + 1,
        game.info.table_number,
        game.info.round_number
    )
}

/// What undoing an entry reverts, as a phrase for the Undo button and the log.
fn reverted_what(action: AuditAction) -> &'static str {
    match action {
        RECORDED => "the recording of",
        EDITED => "the correction of",
        DELETED => "the deletion of",
        RESTORED => "the restoring of",
        ENDED_AT_TIME => "the end at time of",
        _ => "the change of",
    }
}

fn sheet_url(id: i64, gid: i64, query: &str) -> String {
    format!("/admin/t/{id}/games/{gid}?{query}#notice")
}

/// A change of a game's hand list, as it is stored in the game's history.
struct Change {
    action: AuditAction,
    /// The position of the hand changed.
    position: usize,
    before: Option<Hand>,
    after: Option<Hand>,
    form_key: Option<String>,
    /// The history entry this change undoes or restores.
    reverts: Option<i64>,
    /// The organizer confirmed re-running a cut this change alters (closed stages).
    confirmed_recut: bool,
    /// Where a confirmation of such a change posts, when not the hand form itself.
    confirm_url: Option<String>,
    /// The mark of the changed hand afterwards (unused when the change removes it).
    mark: HandMark,
    /// A step of the game's history that undo can revert; a confirmation or a dispute is not.
    history: bool,
}

/// Why a new hand list was not stored.
enum Refusal {
    /// Hand `index` of the new list cannot happen; `message` says why in the sheet's words,
    /// `round` is where it was played.
    Impossible {
        index: usize,
        round: Round,
        message: String,
    },
    /// The game changed since the change was prepared.
    Conflict,
    /// The game belongs to a stage whose cut is made, and the change would alter it: refused,
    /// or waiting for the organizer's confirmation.
    Stage(StageWarning),
}

/// The one place where a game's hands change — a new hand, an edit, a deletion, an undo or a
/// restore: replay the new list (refused if any hand becomes impossible), store it if the game
/// is still at the version the change was made from, and write the game's history entry, all
/// in the caller's transaction. `describe` words the change for the audit log from the new
/// sheet (the notes of hands, with names). Returns the new game.
async fn store_hands(
    tx: &mut SqliteConnection,
    actor: &Actor<'_>,
    tournament_id: i64,
    game: &PlayedGame,
    mut hands: Vec<Hand>,
    mut change: Change,
    describe: impl FnOnce(&PlayedGame) -> String,
) -> WebResult<Result<PlayedGame, Refusal>> {
    // A new last hand saved once the table's time is up is the hand that was in progress: the
    // round clock marks it where the ruleset ends games at time.
    if change.action == RECORDED && change.position + 1 == hands.len() {
        let rules = ruleset_of(&game.info)?;
        if let Some(last) = hands.last_mut() {
            super::clock::mark_if_time_is_up(tx, tournament_id, &game.info, &rules, last).await?;
            change.after = Some(last.clone());
        }
    }
    let new = replay_game(game.info.clone(), hands)?;
    if let Some(err) = &new.sheet.error {
        let at = new.sheet.position.round;
        return Ok(Err(Refusal::Impossible {
            index: err.hand,
            round: at,
            message: humane_error(&err.error, &new.names(), at.dealer(), new.info.table),
        }));
    }
    // Closed stages stay closed: a change that alters a cut already made waits for the
    // organizer's confirmation (or is refused); one that keeps it refreshes its reasons below.
    let mut guard = StageGuard::check(tx, tournament_id, game, &new.hands).await?;
    if let Some(url) = change.confirm_url.clone() {
        guard = guard.confirm_at(url);
    }
    if let Some(warning) = guard.blocks(change.confirmed_recut) {
        return Ok(Err(Refusal::Stage(warning)));
    }
    let json = |hand: &Hand| {
        db::games::encode_hand(hand)
            .map_err(|e| WebError::Internal(format!("a hand does not serialize: {e}")))
    };
    // Each change touches one position: the marks follow the hands there.
    let mut marks = game.marks.clone();
    marks.resize(game.hands.len(), HandMark::default());
    let at = change.position.min(marks.len());
    match new.hands.len().cmp(&game.hands.len()) {
        std::cmp::Ordering::Greater => marks.insert(at, change.mark.clone()),
        std::cmp::Ordering::Less if at < marks.len() => {
            marks.remove(at);
        }
        std::cmp::Ordering::Equal if at < marks.len() => marks[at] = change.mark.clone(),
        _ => {}
    }
    if db::games::replace_hands(tx, game.info.id, game.info.version, &new.hands, &marks)
        .await?
        .is_err()
    {
        return Ok(Err(Refusal::Conflict));
    }
    let mut new = new;
    new.marks = marks;
    let before = change.before.as_ref().map(json).transpose()?;
    let after = change.after.as_ref().map(json).transpose()?;
    let subject = describe(&new);
    db::audit::record_hand_change(
        tx,
        &HandChange {
            tournament_id,
            account_id: actor.account_id(),
            who: &actor.who(),
            game_id: game.info.id,
            position: change.history.then_some(change.position),
            action: change.action,
            subject: &subject,
            before: before.as_deref().unwrap_or(""),
            after: after.as_deref().unwrap_or(""),
            form_key: change.form_key.as_deref(),
            reverts: change.reverts,
        },
    )
    .await?;
    guard
        .apply(
            tx,
            tournament_id,
            actor.account_id(),
            &hand_place(game, change.position),
        )
        .await?;
    Ok(Ok(new))
}

/// The round hand `index` of the sheet as it stands was played in (`otherwise` for a hand the
/// sheet does not have): a message about a later hand names it as the sheet shows it.
fn round_now(game: &PlayedGame, index: usize, otherwise: Round) -> Round {
    game.sheet.rows.get(index).map_or(otherwise, |r| r.round)
}

/// The note of hand `pos` of a sheet, or nothing.
fn note_of(game: &PlayedGame, pos: usize) -> String {
    game.sheet
        .rows
        .get(pos)
        .map(|r| r.note.clone())
        .unwrap_or_default()
}

/// Previews or saves the form's hand (new, or replacing hand `editing`), for the organizer or
/// a referee, or for a player at the table (whose hand is stored pending).
pub async fn submit(
    state: &AppState,
    actor: &Actor<'_>,
    id: i64,
    gid: i64,
    editing: Option<usize>,
    fields: HashMap<String, String>,
) -> WebResult<Response> {
    let saving =
        fields.get("action").is_some_and(|a| a == "save") || stage_guard::confirmed(&fields);
    let seen_version = seen_version(&fields).to_string();
    let form = HandForm::from_fields(&fields);
    if editing.is_some() && matches!(actor, Actor::Table(_)) {
        return Err(WebError::Forbidden(
            "A table records new hands only: dispute a wrong hand and the organizer corrects it."
                .into(),
        ));
    }
    let mut tx = db::begin_write(&state.db).await?;
    let tournament = load_tournament(&mut tx, id).await?;
    let game = load_game(&mut tx, id, gid).await?;
    let refuse = |status: StatusCode,
                  message: String,
                  game: &PlayedGame,
                  form: HandForm,
                  tournament: TournamentRow|
     -> WebResult<Response> {
        let mut page = AdminSheetPage::new(actor, tournament, game, editing, form)?;
        page.error = Some(message);
        page.typed_form = true;
        Ok(Page::with_status(status, page).into_response())
    };
    if let Some(pos) = editing {
        if pos >= game.hands.len() {
            return Err(WebError::NotFound);
        }
    }
    if seen_version != hands_token(&game) {
        // The back button (or a phone retrying) sends a form that was already saved: say so
        // rather than "someone else saved".
        if saving && !form.key.is_empty() {
            if let Some(pos) = db::audit::saved_by_form(&mut tx, gid, &form.key).await? {
                let query = format!("already={}", pos + 1);
                return Ok(Redirect::to(&actor.sheet_url(id, gid, &query)).into_response());
            }
        }
        // Two phones of one table entering the same hand: the first is saved; the second is
        // shown it and asked to confirm it rather than enter it again.
        let meant = fields.get("position").and_then(|p| p.parse::<usize>().ok());
        if let (None, Some(pos)) = (editing, meant) {
            let mark = game.mark(pos);
            if pos < game.hands.len() && mark.status == HandStatus::Pending {
                let who = if mark.entered_by.is_empty() {
                    "someone at your table".to_string()
                } else {
                    mark.entered_by.clone()
                };
                let message = format!(
                    "{who} has just entered hand #{} ({}: {}). If it is right, confirm it below instead of entering it again; if not, dispute it.",
                    pos + 1,
                    round_now(&game, pos, game.sheet.position.round),
                    note_of(&game, pos)
                );
                return refuse(
                    StatusCode::CONFLICT,
                    message,
                    &game,
                    HandForm::default(),
                    tournament,
                );
            }
        }
        return refuse(
            StatusCode::CONFLICT,
            "This sheet changed while you were editing (someone else saved a hand). Here is the new state: check it, then record your hand again.".into(),
            &game,
            form,
            tournament,
        );
    }
    let rules = ruleset_of(&game.info)?;
    // Only the clock or staff end a game at time: a table's "time was up" is taken only once
    // the round's clock has run out (and no extra hand is left).
    if form.time_up && matches!(actor, Actor::Table(_)) && !time_is_up(&game, &rules) {
        let mut form = form;
        form.time_up = false;
        return refuse(
            StatusCode::UNPROCESSABLE_ENTITY,
            "Time is not up at this table: the game goes on. Only the round's clock (or the organizer or a referee) ends a game at time. Record the hand without “time was up”.".into(),
            &game,
            form,
            tournament,
        );
    }
    let (hand, scores) =
        match form.to_hand_at(&game.names(), Some(&table_at(&game, editing, &rules))) {
            Ok(done) => done,
            Err(err) => {
                return refuse(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    err.to_string(),
                    &game,
                    form,
                    tournament,
                )
            }
        };
    let mut hands = game.hands.clone();
    let pos = match editing {
        Some(pos) => {
            hands[pos] = hand.clone();
            pos
        }
        None => {
            hands.push(hand.clone());
            hands.len() - 1
        }
    };
    // A later hand keeps its number on the sheet; it is named with the round it was played in.
    let impossible = |index: usize, round: Round, message: String| {
        if index == pos {
            format!("This hand cannot be recorded: {message}.")
        } else {
            format!(
                "With this change, hand #{} ({}) becomes impossible: {message}.",
                index + 1,
                round_now(&game, index, round)
            )
        }
    };
    if !saving {
        // Preview: the same page, the form kept, and what the hand pays — and, for a game
        // whose stage's cut is made, what the change would do to the cut.
        let guard = StageGuard::check(&mut tx, id, &game, &hands).await?;
        let previewed = replay_game(game.info.clone(), hands)?;
        if let Some(err) = &previewed.sheet.error {
            let round = previewed.sheet.position.round;
            let message = humane_error(&err.error, &game.names(), round.dealer(), game.info.table);
            return refuse(
                StatusCode::UNPROCESSABLE_ENTITY,
                impossible(err.hand, round, message),
                &game,
                form,
                tournament,
            );
        }
        let row = &previewed.sheet.rows[pos];
        let patterns = if scores.is_empty() {
            recorded_tiles(Some(&hand), &game.names())
                .into_iter()
                .map(|(name, _, found)| format!("{name}: {found}"))
                .collect()
        } else {
            Vec::new()
        };
        let preview = PreviewView {
            deltas: row.deltas.map(signed),
            points: row.points.map(points_text),
            note: row.note.clone(),
            ends_game: row.ended,
            scores,
            patterns,
        };
        let mut page = AdminSheetPage::new(actor, tournament, &game, editing, form)?;
        page.preview = Some(preview);
        page.typed_form = true;
        page.stage_warning = guard.warning();
        // A preview stores nothing: no phone or page cache needs to hear of it.
        return Ok(super::live::unchanged(Page::new(page)));
    }
    let change = Change {
        action: if editing.is_some() { EDITED } else { RECORDED },
        position: pos,
        before: editing.map(|p| game.hands[p].clone()),
        after: Some(hand),
        form_key: Some(form.key.clone()).filter(|k| !k.is_empty()),
        reverts: None,
        // Only staff may re-run a cut; a table's phone never confirms one.
        confirmed_recut: stage_guard::confirmed(&fields) && actor.account_id().is_some(),
        confirm_url: None,
        mark: actor.mark(),
        history: true,
    };
    let place = hand_place(&game, pos);
    let old_note = note_of(&game, pos);
    let describe = |new: &PlayedGame| match editing {
        Some(_) => format!("{place}: was “{old_note}”, now “{}”", note_of(new, pos)),
        None => format!("{place}: {}", note_of(new, pos)),
    };
    match store_hands(&mut tx, actor, id, &game, hands, change, describe).await? {
        Ok(_) => {}
        Err(Refusal::Impossible {
            index,
            round,
            message,
        }) => {
            return refuse(
                StatusCode::UNPROCESSABLE_ENTITY,
                impossible(index, round, message),
                &game,
                form,
                tournament,
            )
        }
        Err(Refusal::Stage(warning)) => {
            let mut page = AdminSheetPage::new(actor, tournament, &game, editing, form)?;
            page.stage_warning = Some(warning);
            page.typed_form = true;
            return Ok(Page::with_status(StatusCode::CONFLICT, page).into_response());
        }
        Err(Refusal::Conflict) => {
            drop(tx);
            let mut conn = state.db.acquire().await?;
            let fresh = load_game(&mut conn, id, gid).await?;
            let tournament = load_tournament(&mut conn, id).await?;
            return refuse(StatusCode::CONFLICT, "This sheet changed while you were saving. Here is the new state: check it, then record your hand again.".into(), &fresh, form, tournament);
        }
    }
    tx.commit().await?;
    let query = match editing {
        Some(_) => format!("edited={}", pos + 1),
        None => format!("saved={}", pos + 1),
    };
    Ok(Redirect::to(&actor.sheet_url(id, gid, &query)).into_response())
}

/// Confirms hand `pos` (or, with `dispute`, disputes it with that reason) for the organizer, a
/// referee or a player at the table, if the sheet is still at the version they saw. A hand is
/// confirmed once; a table cannot confirm its own entry from the same seat or phone.
pub async fn decide_hand(
    state: &AppState,
    actor: &Actor<'_>,
    id: i64,
    gid: i64,
    pos: usize,
    fields: &HashMap<String, String>,
    dispute: Option<String>,
) -> WebResult<Response> {
    let mut tx = db::begin_write(&state.db).await?;
    let tournament = load_tournament(&mut tx, id).await?;
    let game = load_game(&mut tx, id, gid).await?;
    let hand = game.hands.get(pos).cloned().ok_or(WebError::NotFound)?;
    let mark = game.mark(pos);
    let refusal = if seen_version(fields) != hands_token(&game) {
        Some(
            "This sheet changed meanwhile: here is the new state. Check the hand again."
                .to_string(),
        )
    } else if mark.status == HandStatus::Confirmed {
        Some(format!("Hand #{} is already confirmed.", pos + 1))
    } else if dispute.is_none() && !actor.may_confirm(&mark) {
        Some(match actor {
            Actor::Table(_) if mark.status == HandStatus::Disputed => format!(
                "Hand #{} is disputed: the organizer decides it now.",
                pos + 1
            ),
            _ => format!(
                "Hand #{} was entered from your seat or phone: another player of the table confirms it.",
                pos + 1
            ),
        })
    } else if dispute.is_some() && mark.status != HandStatus::Pending {
        Some(format!(
            "Hand #{} is already disputed: the organizer decides it now.",
            pos + 1
        ))
    } else {
        None
    };
    if let Some(message) = refusal {
        return refuse_correction(
            &mut tx,
            actor,
            tournament,
            &game,
            StatusCode::CONFLICT,
            message,
        )
        .await;
    }
    let (action, new_mark, query) = match &dispute {
        None => (
            CONFIRMED,
            HandMark::default(),
            format!("confirmed={}", pos + 1),
        ),
        Some(reason) => (
            DISPUTED,
            HandMark {
                status: HandStatus::Disputed,
                dispute: reason.clone(),
                ..mark.clone()
            },
            format!("disputed={}", pos + 1),
        ),
    };
    let change = Change {
        action,
        position: pos,
        before: Some(hand.clone()),
        after: Some(hand),
        form_key: None,
        reverts: None,
        mark: new_mark,
        history: false,
        confirmed_recut: false,
        confirm_url: None,
    };
    let describe = |_: &PlayedGame| {
        let mut text = format!("{}: {}", hand_place(&game, pos), note_of(&game, pos));
        if !mark.entered_by.is_empty() {
            text.push_str(&format!(" (entered by {})", mark.entered_by));
        }
        if let Some(reason) = dispute.as_deref().filter(|r| !r.is_empty()) {
            text.push_str(&format!(" — “{reason}”"));
        }
        text
    };
    let stored = store_hands(
        &mut tx,
        actor,
        id,
        &game,
        game.hands.clone(),
        change,
        describe,
    )
    .await?;
    if let Err(refusal) = stored {
        // The hands are unchanged, so only a sheet that never replayed (an earlier hand the
        // rules refuse) or a closed stage can stop a confirmation: both are said, never a 500.
        let impossible = |index: usize, round: Round, message: String| {
            format!(
                "Hand #{} cannot be {} while hand #{} ({round}) is impossible: {message}. Correct that hand first.",
                pos + 1,
                if dispute.is_some() { "disputed" } else { "confirmed" },
                index + 1
            )
        };
        return refuse_stored(&mut tx, actor, tournament, &game, refusal, impossible).await;
    }
    tx.commit().await?;
    Ok(Redirect::to(&actor.sheet_url(id, gid, &query)).into_response())
}

async fn staff_confirm(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, gid, pos)): Path<(i64, i64, usize)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    decide_hand(&state, &Actor::Staff(&user), id, gid, pos, &fields, None).await
}

/// A refused correction: the sheet as it is, with the reason.
async fn refuse_correction(
    conn: &mut SqliteConnection,
    actor: &Actor<'_>,
    tournament: TournamentRow,
    game: &PlayedGame,
    status: StatusCode,
    message: String,
) -> WebResult<Response> {
    let mut page = AdminSheetPage::new(actor, tournament, game, None, HandForm::default())?
        .with_staff_tools(conn)
        .await?;
    page.error = Some(message);
    Ok(Page::with_status(status, page).into_response())
}

/// Answers a correction that `store_hands` did not store: the sheet as it is with the reason
/// (`impossible` words a hand the replay refuses), or the closed stage's warning. A conflict
/// cannot happen here: the caller checked the version inside the same write transaction.
async fn refuse_stored(
    conn: &mut SqliteConnection,
    actor: &Actor<'_>,
    tournament: TournamentRow,
    game: &PlayedGame,
    refusal: Refusal,
    impossible: impl FnOnce(usize, Round, String) -> String,
) -> WebResult<Response> {
    match refusal {
        Refusal::Impossible {
            index,
            round,
            message,
        } => {
            let message = impossible(index, round, message);
            refuse_correction(
                conn,
                actor,
                tournament,
                game,
                StatusCode::UNPROCESSABLE_ENTITY,
                message,
            )
            .await
        }
        Refusal::Stage(warning) => refuse_for_stage(conn, actor, tournament, game, warning).await,
        Refusal::Conflict => Err(WebError::Internal(
            "the game changed inside its own write transaction".into(),
        )),
    }
}

/// A correction held back by a closed stage: the sheet as it is, with what the change would do
/// to the cut and, where the organizer may, the button that confirms it.
async fn refuse_for_stage(
    conn: &mut SqliteConnection,
    actor: &Actor<'_>,
    tournament: TournamentRow,
    game: &PlayedGame,
    warning: StageWarning,
) -> WebResult<Response> {
    let mut page = AdminSheetPage::new(actor, tournament, game, None, HandForm::default())?
        .with_staff_tools(conn)
        .await?;
    page.stage_warning = Some(warning);
    Ok(Page::with_status(StatusCode::CONFLICT, page).into_response())
}

/// The sheet's token that a form was filled in against (its `version` field).
fn seen_version(fields: &HashMap<String, String>) -> &str {
    fields.get("version").map_or("", String::as_str)
}

/// What a form's change is made against: the game's hands, as a short hash ("0" before the
/// first hand). A confirmation, a dispute or a clock change leaves the hands as they were, so
/// the forms being filled in at the table stay good; only a new, corrected or removed hand
/// (or one marked as the last at time) moves it. The stored version still guards the write.
pub fn hands_token(game: &PlayedGame) -> String {
    if game.hands.is_empty() {
        return "0".to_string();
    }
    // The hands' own fields in a fixed order: equal hands give the same token.
    let text = format!("{:?}", game.hands);
    blake2::Blake2s256::digest(text.as_bytes())[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

async fn delete_hand(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, gid, pos)): Path<(i64, i64, usize)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    let actor = Actor::Staff(&user);
    let mut tx = db::begin_write(&state.db).await?;
    let tournament = load_tournament(&mut tx, id).await?;
    let game = load_game(&mut tx, id, gid).await?;
    if pos >= game.hands.len() {
        return Err(WebError::NotFound);
    }
    if seen_version(&fields) != hands_token(&game) {
        return refuse_correction(&mut tx, &actor, tournament, &game, StatusCode::CONFLICT, "This sheet changed meanwhile (someone else saved a hand). Here is the new state: nothing was deleted.".into()).await;
    }
    let mut hands = game.hands.clone();
    let removed = hands.remove(pos);
    let change = Change {
        action: DELETED,
        position: pos,
        before: Some(removed),
        after: None,
        form_key: None,
        reverts: None,
        confirmed_recut: stage_guard::confirmed(&fields),
        confirm_url: Some(format!("/admin/t/{id}/games/{gid}/hands/{pos}/delete")),
        mark: HandMark::default(),
        history: true,
    };
    let describe = |_: &PlayedGame| format!("{}: {}", hand_place(&game, pos), note_of(&game, pos));
    if let Err(refusal) = store_hands(&mut tx, &actor, id, &game, hands, change, describe).await? {
        // The hands after the deleted one moved up by one: name them as the sheet still does.
        let impossible = |index: usize, round: Round, message: String| {
            format!(
                "Deleting hand #{} would make hand #{} ({}) impossible: {message}. Correct that hand first.",
                pos + 1,
                index + 2,
                round_now(&game, index + 1, round)
            )
        };
        return refuse_stored(&mut tx, &actor, tournament, &game, refusal, impossible).await;
    }
    tx.commit().await?;
    let query = format!("deleted={}", pos + 1);
    Ok(Redirect::to(&sheet_url(id, gid, &query)).into_response())
}

/// A stored hand of the history, or none for an empty value.
fn history_hand(text: &str) -> WebResult<Option<Hand>> {
    if text.is_empty() {
        return Ok(None);
    }
    serde_json::from_str(text)
        .map(Some)
        .map_err(|e| WebError::Internal(format!("a hand in the audit log is unreadable: {e}")))
}

/// Reverts the last change of the game's hands that is not yet reverted: a recorded hand is
/// removed, a corrected one gets its previous content back, a deleted one comes back at its
/// place. Pressed again, it goes one change further back.
async fn undo(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, gid)): Path<(i64, i64)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    let actor = Actor::Staff(&user);
    let mut tx = db::begin_write(&state.db).await?;
    let tournament = load_tournament(&mut tx, id).await?;
    let game = load_game(&mut tx, id, gid).await?;
    if seen_version(&fields) != hands_token(&game) {
        return refuse_correction(&mut tx, &actor, tournament, &game, StatusCode::CONFLICT, "This sheet changed meanwhile (someone else saved a hand). Here is the new state: nothing was undone.".into()).await;
    }
    let Some(entry) = db::audit::last_hand_change(&mut tx, gid, UNDONE).await? else {
        return refuse_correction(
            &mut tx,
            &actor,
            tournament,
            &game,
            StatusCode::CONFLICT,
            "There is nothing to undo on this sheet.".into(),
        )
        .await;
    };
    let pos = usize::try_from(entry.hand_position.unwrap_or(-1)).unwrap_or(usize::MAX);
    let before = history_hand(&entry.before_value)?;
    let after = history_hand(&entry.after_value)?;
    let mut hands = game.hands.clone();
    // The hand must still be as that change left it, or undoing would lose a later correction.
    let still = match &after {
        Some(hand) => hands.get(pos) == Some(hand),
        None => pos <= hands.len(),
    };
    if !still || (before.is_none() && after.is_none()) {
        let message = format!(
            "Hand #{} has changed since {} it, so it cannot be undone; correct the hand instead.",
            pos.saturating_add(1),
            match entry.action {
                RECORDED => "recording",
                DELETED => "deleting",
                RESTORED => "restoring",
                _ => "correcting",
            }
        );
        return refuse_correction(
            &mut tx,
            &actor,
            tournament,
            &game,
            StatusCode::CONFLICT,
            message,
        )
        .await;
    }
    match (&before, after.is_some()) {
        (Some(hand), true) => hands[pos] = hand.clone(),
        (None, _) => {
            hands.remove(pos);
        }
        (Some(hand), false) => hands.insert(pos, hand.clone()),
    }
    let change = Change {
        action: UNDONE,
        position: pos,
        before: after,
        after: before,
        form_key: None,
        reverts: Some(entry.id),
        confirmed_recut: stage_guard::confirmed(&fields),
        confirm_url: Some(format!("/admin/t/{id}/games/{gid}/undo")),
        mark: HandMark::default(),
        history: true,
    };
    let what = format!("{} {}", reverted_what(entry.action), entry.subject);
    let describe = |_: &PlayedGame| what.clone();
    if let Err(refusal) = store_hands(&mut tx, &actor, id, &game, hands, change, describe).await? {
        let impossible = |index: usize, round: Round, message: String| {
            format!(
                "Undoing {what} would make hand #{} ({round}) impossible: {message}. Correct that hand first.",
                index + 1
            )
        };
        return refuse_stored(&mut tx, &actor, tournament, &game, refusal, impossible).await;
    }
    tx.commit().await?;
    Ok(Redirect::to(&sheet_url(id, gid, "undone=1")).into_response())
}

/// "End the game now" once the table's time is up: the last hand is marked as the one in
/// progress when time ran out, and the engine ends the game after it under the ruleset's time
/// rule. Undo brings the game back.
async fn end_at_time(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, gid)): Path<(i64, i64)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    let actor = Actor::Staff(&user);
    let mut tx = db::begin_write(&state.db).await?;
    let tournament = load_tournament(&mut tx, id).await?;
    let game = load_game(&mut tx, id, gid).await?;
    let refuse = |message: &str| message.to_string();
    let problem = if seen_version(&fields) != hands_token(&game) {
        Some(refuse("This sheet changed meanwhile (someone else saved a hand). Here is the new state: the game was not ended."))
    } else if game.sheet.ended {
        Some(refuse("The game is already over."))
    } else if game.hands.is_empty() {
        Some(refuse("No hand was played yet: record the hand in progress with “time was up during this hand”."))
    } else {
        None
    };
    if let Some(message) = problem {
        return refuse_correction(
            &mut tx,
            &actor,
            tournament,
            &game,
            StatusCode::CONFLICT,
            message,
        )
        .await;
    }
    let pos = game.hands.len() - 1;
    let mut hands = game.hands.clone();
    hands[pos].time_up = true;
    let change = Change {
        action: ENDED_AT_TIME,
        position: pos,
        before: Some(game.hands[pos].clone()),
        after: Some(hands[pos].clone()),
        form_key: None,
        reverts: None,
        mark: game.marks.get(pos).cloned().unwrap_or_default(),
        history: true,
        confirmed_recut: stage_guard::confirmed(&fields),
        confirm_url: Some(format!("/admin/t/{id}/games/{gid}/end-at-time")),
    };
    let place = hand_place(&game, pos);
    let describe = |_: &PlayedGame| format!("{place}: the game ends after it (time is up)");
    if let Err(refusal) = store_hands(&mut tx, &actor, id, &game, hands, change, describe).await? {
        let impossible = |_: usize, _: Round, message: String| {
            format!("The game cannot end at time: {message}.")
        };
        return refuse_stored(&mut tx, &actor, tournament, &game, refusal, impossible).await;
    }
    tx.commit().await?;
    Ok(Redirect::to(&sheet_url(id, gid, "ended=1")).into_response())
}

/// Puts a deleted hand (from the audit log) back at its place, if the game still allows it.
async fn restore(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, gid, entry_id)): Path<(i64, i64, i64)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    let actor = Actor::Staff(&user);
    let mut tx = db::begin_write(&state.db).await?;
    let tournament = load_tournament(&mut tx, id).await?;
    let game = load_game(&mut tx, id, gid).await?;
    let entry = db::audit::hand_change(&mut tx, gid, entry_id)
        .await?
        .ok_or(WebError::NotFound)?;
    let hand = match (
        history_hand(&entry.before_value)?,
        entry.after_value.is_empty(),
    ) {
        (Some(hand), true) => hand,
        _ => return Err(WebError::NotFound),
    };
    let pos = usize::try_from(entry.hand_position.unwrap_or(-1)).unwrap_or(usize::MAX);
    let refusal = if entry.reverted_by.is_some() {
        Some("This hand was already brought back (by undo or an earlier restore).".to_string())
    } else if pos > game.hands.len() {
        Some(format!(
            "Hand #{} cannot be restored: the sheet has only {} hands now. Restore the hands before it first.",
            pos.saturating_add(1),
            game.hands.len()
        ))
    } else {
        None
    };
    if let Some(message) = refusal {
        return refuse_correction(
            &mut tx,
            &actor,
            tournament,
            &game,
            StatusCode::CONFLICT,
            message,
        )
        .await;
    }
    let mut hands = game.hands.clone();
    hands.insert(pos, hand.clone());
    let change = Change {
        action: RESTORED,
        position: pos,
        before: None,
        after: Some(hand),
        form_key: None,
        reverts: Some(entry.id),
        confirmed_recut: stage_guard::confirmed(&fields),
        confirm_url: Some(format!("/admin/t/{id}/games/{gid}/restore/{entry_id}")),
        mark: HandMark::default(),
        history: true,
    };
    let describe = |new: &PlayedGame| format!("{}: {}", hand_place(new, pos), note_of(new, pos));
    if let Err(refusal) = store_hands(&mut tx, &actor, id, &game, hands, change, describe).await? {
        let impossible = |index: usize, round: Round, message: String| {
            if index == pos {
                format!(
                    "Hand #{} cannot be restored: {message}.",
                    pos.saturating_add(1)
                )
            } else {
                // Hands after the restored one would move down by one; name them as now.
                format!(
                    "Restoring hand #{} would make hand #{index} ({}) impossible: {message}. Correct that hand first.",
                    pos.saturating_add(1),
                    round_now(&game, index.saturating_sub(1), round)
                )
            }
        };
        return refuse_stored(&mut tx, &actor, tournament, &game, refusal, impossible).await;
    }
    tx.commit().await?;
    let query = format!("restored={}", pos + 1);
    Ok(Redirect::to(&sheet_url(id, gid, &query)).into_response())
}

/// One line of the audit log as a person reads it.
pub struct AuditLine {
    /// Local time, with the date when it is not today.
    pub time: String,
    pub sentence: String,
    /// The stored action, kept for styling and for tools reading the page.
    pub action: AuditAction,
    /// Where to post to restore a deleted hand, if it can still be restored.
    pub restore: Option<String>,
    /// Undone or restored since.
    pub reverted: bool,
}

/// The audit log's entries as sentences with names and local time; hands' JSON is never shown.
pub fn audit_lines(tournament_id: i64, entries: Vec<AuditEntry>) -> Vec<AuditLine> {
    let today = chrono::Local::now().date_naive();
    entries
        .into_iter()
        .map(|e| {
            let time = match chrono::DateTime::parse_from_rfc3339(&e.at) {
                Ok(at) => {
                    let local = at.with_timezone(&chrono::Local);
                    if local.date_naive() == today {
                        local.format("%H:%M").to_string()
                    } else {
                        local.format("%-d %b %H:%M").to_string()
                    }
                }
                Err(_) => e.at.clone(),
            };
            let who = if e.who.is_empty() {
                "someone"
            } else {
                e.who.as_str()
            };
            let about_hand = e.hand_position.is_some();
            let sentence = match e.action {
                // The wording follows the stored action and subject only, so the log reads the
                // same after the tournament moves to another laptop.
                RECORDED => format!("{who} recorded {}.", e.subject),
                EDITED => format!("{who} corrected {}.", e.subject),
                DELETED => format!("{who} deleted {}.", e.subject),
                RESTORED => format!("{who} restored {}.", e.subject),
                UNDONE => format!("{who} undid {}.", e.subject),
                CONFIRMED => format!("{who} confirmed {}.", e.subject),
                DISPUTED => format!("{who} disputed {}.", e.subject),
                _ => {
                    // Other changes keep their short wording; a value is shown only when it
                    // is words (stored hands and lists are JSON, for undo, not for reading).
                    let readable = |v: &str| !v.is_empty() && !v.starts_with(['{', '[']);
                    let mut text = format!("{who}: {}", e.action);
                    if !e.subject.is_empty() {
                        text.push_str(&format!(" — {}", e.subject));
                    }
                    if readable(&e.after_value) {
                        text.push_str(&format!(" ({})", e.after_value));
                    }
                    text
                }
            };
            let restorable = e.reverted_by.is_none()
                && e.after_value.is_empty()
                && !e.before_value.is_empty()
                && about_hand;
            let restore = match (restorable, e.game_id) {
                (true, Some(gid)) => Some(format!(
                    "/admin/t/{tournament_id}/games/{gid}/restore/{}",
                    e.id
                )),
                _ => None,
            };
            AuditLine {
                time,
                sentence,
                action: e.action,
                restore,
                reverted: e.reverted_by.is_some(),
            }
        })
        .collect()
}
