//! The score sheet of a game: every hand with the running scores like a paper sheet — riichi
//! declarations, dead hands, pao and the leftover deposits at the end included — the final
//! scores when the game ends, and (for the organizer and referees) the hand form first: choose
//! what happened, see what each player pays where the thumb is, save. Corrections: edit or
//! delete (after a confirmation) any hand, undo the last change, restore a deleted hand from
//! the audit log (`corrections`); recording and confirming are in `record`, the history as
//! sentences in `history`.
//!
//! Every change of a game's hands is made by `app::hands` (one replay, the stored version
//! checked, the history and the game's stored result written); this module parses the forms
//! and renders the sheet and the reasons a change was refused. Messages name players as the
//! form does ("Mary (North)") and hands as the sheet does ("hand #5 (S1)").
//!
//! The same form and handlers serve a table's own phones ([`Actor::Table`], see
//! `table_entry`): a hand saved there is stored pending until another player of the table, the
//! organizer or a referee confirms it. The forms carry a token of the game's hands
//! ([`hands_token`]), not its stored version: a confirmation, a dispute or a clock change never
//! turns away a hand being typed on another phone; only a new or changed hand does.

use super::auth::{CurrentUser, MaybeUser};
use super::calculator::HandTiles;
use super::error::{WebError, WebResult};
use super::hand_form::{HandForm, TableAt, TilesPreview};
use super::layout::{load_tournament, Nav};
use super::layout::{Page, Path};
use super::stage_guard::{self, StageWarning};
use super::styles::SheetStyle;
use super::AppState;
use crate::app::hands::{self, note_of, Refusal};
use crate::db;
use crate::db::accounts::Role;
use crate::db::audit::{AuditAction, AuditEntry};
use crate::db::games::{HandMark, HandStatus};
use crate::db::results::{load_game, ruleset_of, PlayedGame};
use crate::db::tournaments::TournamentRow;
use crate::engine::game::{five_seats_of_hand, seat_winds, GameError, Round, Seat};
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::TableSize;
use crate::engine::styles::american::five::PEOPLE;
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

mod corrections;
mod history;
mod record;
mod stored;

pub use corrections::hands_token;
use corrections::*;
pub use history::{audit_lines, AuditLine};
use record::*;
pub use record::{decide_hand, sheet_page, submit};
use stored::{hand_story, recorded_tiles};

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

    /// The person as the game's history names them.
    fn author(&self) -> hands::Author {
        hands::Author {
            account_id: self.account_id(),
            who: self.who(),
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
/// "Aiko (South)": a player and their seat wind in the hand (`wind` as
/// `engine::game::seat_winds` gives it).
fn seat_title(name: &str, wind: Seat) -> String {
    format!("{name} ({})", wind.wind_name().unwrap_or_default())
}

/// Every seat's wind in the hand at `index` of `game`, played in `round` (the dealer's wind
/// East): as the game's ruleset seats its players.
fn winds_at(game: &PlayedGame, index: usize, round: Round) -> [Seat; 4] {
    let rules = Ruleset::preset(&game.info.ruleset).unwrap_or_else(Ruleset::club);
    seat_winds(&rules, index, round)
}

/// Whether five people share the game's table (American's fifth seat, docs/rules.md §10): the
/// game then names five people, numbered as they sat for its first hand.
fn five_people(game: &PlayedGame) -> bool {
    game.info.fifth.is_some()
}

/// The names of the seats of the hand at `index`, East first, as the hand form and every
/// message about that hand name them: the players at their starting seats, or, at an American
/// table of five, the four people sitting in the chairs that hand.
fn hand_names(game: &PlayedGame, index: usize) -> Vec<String> {
    let names = game.names();
    if !five_people(game) {
        return names;
    }
    let (chairs, _) = five_seats_of_hand(index);
    chairs
        .iter()
        .map(|&person| names[usize::from(person)].clone())
        .collect()
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

/// One row of the sheet as shown.
pub struct RowView {
    pub number: usize,
    pub round: String,
    pub honba: u32,
    pub deposits_before: u32,
    pub note: String,
    /// What else happened at the table: riichi declarations and dead hands, by name.
    pub story: String,
    /// One per person of the sheet's columns (five at an American table of five).
    pub deltas: Vec<String>,
    pub points: Vec<String>,
    /// Winners recorded from their tiles: (name, tiles, yaku in words).
    pub tiles: Vec<(String, HandTiles, String)>,
    /// "" for a confirmed hand, else "pending" or "disputed".
    pub status: &'static str,
    /// Who entered it at the table, for a hand not yet confirmed.
    pub entered_by: String,
    /// Each player's seat wind in this hand (a letter per column), where the style moves the
    /// players between seats during a game (MCR); empty elsewhere, where the deal alone turns
    /// the winds and the sheet has always shown none.
    pub winds: Vec<(&'static str, &'static str)>,
}

/// Each player's (letter, name) of seat wind in the hand at `index`, played in `round`, for a
/// style whose players change seats between wind rounds (MCR, docs/rules.md §8): the sheet's
/// columns keep the starting seats, so only a row can say who sat where.
fn row_winds(
    rules: &Ruleset,
    index: usize,
    round: Round,
    seats: usize,
) -> Vec<(&'static str, &'static str)> {
    use crate::engine::styles::{style, GameFlow};
    if style(rules.style).game_flow() != GameFlow::Mcr {
        return Vec::new();
    }
    seat_winds(rules, index, round)
        .iter()
        .take(seats)
        .map(|w| {
            (
                w.wind_letter().unwrap_or_default(),
                w.wind_name().unwrap_or_default(),
            )
        })
        .collect()
}

/// Each person's place in a hand at an American table of five, a (letter, name) per column: the
/// chair's wind (the dealer's chair is East) or "bet" for the person betting.
fn five_winds(dealer: Seat, chairs: [u8; 4], bettor: u8) -> Vec<(&'static str, &'static str)> {
    let mut places = vec![("", ""); PEOPLE];
    for (chair, &person) in chairs.iter().enumerate() {
        let wind = Seat::new(chair as u8).wind_in_hand(dealer, TableSize::Four);
        places[usize::from(person)] = (
            wind.wind_letter().unwrap_or_default(),
            wind.wind_name().unwrap_or_default(),
        );
    }
    places[usize::from(bettor)] = ("bet", "bets this hand");
    places
}

/// The final result as shown, one entry per person of the sheet's columns.
pub struct FinalView {
    pub points: Vec<String>,
    pub rank: Vec<u8>,
    pub score: Vec<String>,
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
                    tiles: recorded_tiles(game.hands.get(r.index), &names, &rules),
                    story: hand_story(game.hands.get(r.index), &hand_names(game, r.index)),
                    number: r.index + 1,
                    round: r.round.label(),
                    honba: r.honba,
                    deposits_before: r.deposits_before,
                    note: r.note.clone(),
                    deltas: r.people_deltas().take(names.len()).map(signed).collect(),
                    points: r
                        .people_points()
                        .take(names.len())
                        .map(points_text)
                        .collect(),
                    winds: match r.fifth {
                        Some(five) => five_winds(r.dealer, five.chairs, five.bettor),
                        None => row_winds(&rules, r.index, r.round, names.len()),
                    },
                }
            })
            .collect();
        let seats = game.info.table.count();
        let final_view = game.sheet.final_result.as_ref().map(|f| {
            let fifth = f.fifth.as_ref();
            FinalView {
                points: f.points[..seats]
                    .iter()
                    .chain(fifth.map(|p| &p.points))
                    .map(|&p| points_text(p))
                    .collect(),
                rank: f.rank[..seats]
                    .iter()
                    .chain(fifth.map(|p| &p.rank))
                    .copied()
                    .collect(),
                score: f
                    .people_scores(seats)
                    .into_iter()
                    .map(|s| super::standings::show_score(s.hundredths()))
                    .collect(),
            }
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
        let seats = game
            .info
            .table
            .seats()
            .zip(&names)
            .map(|(seat, name)| SeatView {
                index: seat.index(),
                name: name.clone(),
                title: seat_title(name, winds[seat.index()]),
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

    /// The sheet as stored, with no hand being entered and, for staff, their tools: the page
    /// that answers a notice or a refused change.
    pub async fn current(
        conn: &mut SqliteConnection,
        actor: &Actor<'_>,
        tournament: TournamentRow,
        game: &PlayedGame,
    ) -> WebResult<Self> {
        Self::new(actor, tournament, game, None, HandForm::default())?
            .with_staff_tools(conn)
            .await
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
            .map(|e| format!("{} {}", hands::reverted_what(e.action), e.subject));
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
                    super::layout::wind_name(seat)
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
        self.style
            .words()
            .more_values
            .iter()
            .any(|(v, _)| v == value)
    }
}
