//! The score sheet of a game: every hand with the running scores like a paper sheet — riichi
//! declarations, dead hands, pao and the leftover deposits at the end included — the final
//! scores when the game ends, and (for the organizer and referees) the hand form first: choose
//! what happened, see what each player pays where the thumb is, save. Corrections: edit or
//! delete (after a confirmation) any hand, undo the last change, restore a deleted hand from
//! the audit log (`corrections`); recording and confirming are in `record`, the sheet's rows as
//! shown in `sheet_view`, the history as sentences in `history`, the page itself in
//! `admin_page`, who acts in `actor` and the engine's refusals in people's words in `words`.
//! This file holds the routes and the public sheet; its children import each other, never it.
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

use super::auth::MaybeUser;
use super::error::WebResult;
use super::layout::{Nav, Page, Path};
use super::state::AppState;
use crate::app::hands::{self, Sheet, TournamentRow};
use crate::tournament::ids::{GameId, TournamentId};
use askama::Template;
use axum::extract::State;
use axum::handler::Handler;
use axum::response::Redirect;
use axum::routing::{get, MethodRouter};
use axum::Router;
use serde::Deserialize;

mod actor;
mod admin_page;
mod audit_facts;
mod audit_words;
mod bracket_audit_words;
mod corrections;
mod hand_audit_words;
pub(crate) mod history;
mod record;
pub mod refusal_words;
mod sheet_view;
mod stored;
mod words;

pub use actor::{Actor, TablePlayer};
use corrections::{delete_hand, end_at_time, restore, undo};
pub use history::{audit_lines, AuditLine};
use record::{admin_sheet, edit_form, staff_confirm, submit_edit, submit_new};
pub use record::{decide_hand, sheet_page, submit};
pub use sheet_view::SheetView;

pub fn public_routes() -> Router<AppState> {
    Router::new().route("/t/{id}/games/{gid}", get(public_sheet))
}

/// The sheet for the organizer and referees. A page answering a refused change stays on the
/// address the change was posted to, so each such address answers a reload (GET) too: with the
/// sheet, or the correction's form.
pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/games/{gid}", get(admin_sheet))
        .route("/t/{id}/games/{gid}/hands", change_of_sheet(submit_new))
        .route("/t/{id}/games/{gid}/hands/{pos}/edit", get(edit_form))
        .route(
            "/t/{id}/games/{gid}/hands/{pos}",
            get(to_edit_form).post(submit_edit),
        )
        .route(
            "/t/{id}/games/{gid}/hands/{pos}/delete",
            change_of_sheet(delete_hand),
        )
        .route(
            "/t/{id}/games/{gid}/hands/{pos}/confirm",
            change_of_sheet(staff_confirm),
        )
        .route("/t/{id}/games/{gid}/undo", change_of_sheet(undo))
        .route(
            "/t/{id}/games/{gid}/restore/{entry}",
            change_of_sheet(restore),
        )
        .route(
            "/t/{id}/games/{gid}/end-at-time",
            change_of_sheet(end_at_time),
        )
}

/// A change of the sheet's hands at its own address: posted, it runs `handler`; reloaded
/// (GET), it goes back to the sheet.
fn change_of_sheet<H, T>(handler: H) -> MethodRouter<AppState>
where
    H: Handler<T, AppState>,
    T: 'static,
{
    get(to_admin_sheet).post(handler)
}

/// The game a change's address names, whatever else it names (a hand, an audit entry).
#[derive(Deserialize)]
struct GameAddress {
    id: i64,
    gid: i64,
}

/// A refused change's address, reloaded: the sheet as it is now.
async fn to_admin_sheet(Path(GameAddress { id, gid }): Path<GameAddress>) -> Redirect {
    Redirect::to(&format!("/admin/t/{id}/games/{gid}"))
}

/// A refused correction's address, reloaded: the correction's form again.
async fn to_edit_form(Path((id, gid, pos)): Path<(i64, i64, usize)>) -> Redirect {
    Redirect::to(&format!(
        "/admin/t/{id}/games/{gid}/hands/{pos}/edit#hand-form"
    ))
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
    /// The points hand by hand; none before the first hand.
    chart: Option<super::charts::LineChart>,
}

async fn public_sheet(
    State(state): State<AppState>,
    user: MaybeUser,
    asked: super::i18n::Asked,
    Path((id, gid)): Path<(TournamentId, GameId)>,
) -> WebResult<Page<impl Template>> {
    let Sheet {
        tournament,
        game,
        rules,
        ..
    } = hands::sheet(&state.db, id, gid, false).await?;
    let words = asked.words(tournament.default_language());
    let page = PublicSheetPage {
        nav: Nav::from(&user).in_words(words),
        tournament,
        round: game.info.round_number,
        table: game.info.table_number,
        game_id: gid.get(),
        sheet: SheetView::in_words(&game, words)?,
        clock: super::clock::of_game(&game, &rules),
        chart: super::statistics::game_chart(words, &game),
    };
    Ok(Page::new(page))
}
