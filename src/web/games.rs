//! The score sheet of a game: every hand with the running scores like a paper sheet, the final
//! scores when the game ends, and (for the organizer and referees) the hand form — preview what
//! each player pays or receives, then save — with undo, edit and delete of any hand. Every
//! change replays the whole game through the engine, is refused if any hand becomes impossible,
//! and goes to the audit log.

use super::auth::{CurrentUser, MaybeUser};
use super::calculator::{yaku_label, HandTiles, TilesFields};
use super::error::{WebError, WebResult};
use super::hand_form::{HandForm, TableAt, TilesPreview, FU_OPTIONS, OUTCOMES, VALUE_OPTIONS};
use super::pages::{load_tournament, Nav};
use super::results::{load_game, replay_game, ruleset_of, PlayedGame};
use super::stage_guard::{self, StageGuard, StageWarning};
use super::AppState;
use crate::db;
use crate::db::tournaments::TournamentRow;
use crate::engine::game::{replay, Hand, Outcome, WinTiles};
use crate::engine::ruleset::Ruleset;
use askama::Template;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use std::collections::HashMap;

pub fn public_routes() -> Router<AppState> {
    Router::new().route("/t/{id}/games/{gid}", get(public_sheet))
}

pub fn admin_routes() -> Router<AppState> {
    Router::new()
        .route("/t/{id}/games/{gid}", get(admin_sheet))
        .route("/t/{id}/games/{gid}/hands", post(submit_new))
        .route("/t/{id}/games/{gid}/hands/{pos}/edit", get(edit_form))
        .route("/t/{id}/games/{gid}/hands/{pos}", post(submit_edit))
        .route("/t/{id}/games/{gid}/hands/{pos}/delete", post(delete_hand))
}

const WINDS: [&str; 4] = ["East", "South", "West", "North"];

/// A signed number as a score sheet writes it: +3900, −3900, or nothing for 0.
fn signed(value: i32) -> String {
    match value {
        0 => String::new(),
        v if v > 0 => format!("+{v}"),
        v => format!("−{}", v.unsigned_abs()),
    }
}

/// One row of the sheet as shown.
pub struct RowView {
    pub number: usize,
    pub round: String,
    pub honba: u32,
    pub deposits_before: u32,
    pub note: String,
    pub deltas: [String; 4],
    pub points: [i32; 4],
    /// Winners recorded from their tiles: (name, tiles, yaku in words).
    pub tiles: Vec<(String, HandTiles, String)>,
}

/// The winners of a stored hand that were recorded from their tiles, as the sheet shows them.
fn recorded_tiles(hand: Option<&Hand>, names: &[String; 4]) -> Vec<(String, HandTiles, String)> {
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
                    let label = yaku_label(name);
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
    pub points: [i32; 4],
    pub rank: [u8; 4],
    pub score: [String; 4],
}

/// A whole sheet as shown.
pub struct SheetView {
    pub names: [String; 4],
    pub start_points: i32,
    pub rows: Vec<RowView>,
    pub final_view: Option<FinalView>,
    pub deposits: u32,
    pub next_round: String,
    pub next_honba: u32,
    pub ended: bool,
    pub ruleset_name: &'static str,
}

impl SheetView {
    pub fn new(game: &PlayedGame) -> WebResult<Self> {
        let rules = ruleset_of(&game.info)?;
        let names = game.names();
        let rows = game
            .sheet
            .rows
            .iter()
            .map(|r| RowView {
                tiles: recorded_tiles(game.hands.get(r.index), &names),
                number: r.index + 1,
                round: r.round.label(),
                honba: r.honba,
                deposits_before: r.deposits_before,
                note: r.note.clone(),
                deltas: r.deltas.map(signed),
                points: r.points,
            })
            .collect();
        let final_view = game.sheet.final_result.as_ref().map(|f| FinalView {
            points: f.points,
            rank: f.rank,
            score: f
                .score
                .map(|s| super::standings::show_score(s.hundredths())),
        });
        Ok(Self {
            names: game.names(),
            start_points: rules.starting_points,
            rows,
            final_view,
            deposits: game.sheet.position.deposits,
            next_round: game.sheet.position.round.label(),
            next_honba: game.sheet.position.honba,
            ended: game.sheet.ended,
            ruleset_name: rules.name,
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
}

async fn public_sheet(
    State(state): State<AppState>,
    user: MaybeUser,
    Path((id, gid)): Path<(i64, i64)>,
) -> WebResult<Html<String>> {
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let game = load_game(&mut conn, id, gid).await?;
    let page = PublicSheetPage {
        nav: Nav::from(&user),
        tournament,
        round: game.info.round_number,
        table: game.info.table_number,
        game_id: gid,
        sheet: SheetView::new(&game)?,
    };
    Ok(Html(page.render()?))
}

/// One seat of the hand form.
pub struct SeatView {
    pub index: usize,
    pub name: String,
    pub wind: &'static str,
    pub dealer: bool,
}

/// The previewed hand: what each seat pays or receives.
pub struct PreviewView {
    pub deltas: [String; 4],
    pub points: [i32; 4],
    pub note: String,
    pub ends_game: bool,
    /// Winners scored from their tiles: what the evaluator found.
    pub scores: Vec<TilesPreview>,
}

#[derive(Template)]
#[template(path = "games/admin.html")]
struct AdminSheetPage {
    nav: Nav,
    tournament: TournamentRow,
    round: i64,
    table: i64,
    game_id: i64,
    version: i64,
    sheet: SheetView,
    /// Editing hand `n` (0-based), or recording a new one.
    editing: Option<usize>,
    /// Red fives in this game's ruleset, for the tile fields' hint.
    red_fives: bool,
    form: HandForm,
    seats: Vec<SeatView>,
    preview: Option<PreviewView>,
    error: Option<String>,
    /// A change to a game whose stage's cut is made: what it does to the cut.
    stage_warning: Option<StageWarning>,
    show_form: bool,
    agari_yame: bool,
    outcomes: &'static [(&'static str, &'static str)],
    values: &'static [(&'static str, &'static str)],
    fus: &'static [u32],
}

impl AdminSheetPage {
    fn new(
        user: &CurrentUser,
        tournament: TournamentRow,
        game: &PlayedGame,
        editing: Option<usize>,
        form: HandForm,
    ) -> WebResult<Self> {
        let rules = ruleset_of(&game.info)?;
        // The dealer of the hand on the form: the edited row's, or the next hand's.
        let dealer = match editing.and_then(|i| game.sheet.rows.get(i)) {
            Some(row) => row.dealer,
            None => game.sheet.position.round.dealer(),
        } as usize;
        let names = game.names();
        let seats = (0..4)
            .map(|i| SeatView {
                index: i,
                name: names[i].clone(),
                wind: WINDS[(i + 4 - dealer) % 4],
                dealer: i == dealer,
            })
            .collect();
        Ok(Self {
            nav: Nav::signed_in(user),
            tournament,
            round: game.info.round_number,
            table: game.info.table_number,
            game_id: game.info.id,
            version: game.info.version,
            sheet: SheetView::new(game)?,
            show_form: editing.is_some() || !game.sheet.ended,
            editing,
            form,
            seats,
            preview: None,
            error: None,
            stage_warning: None,
            agari_yame: rules.agari_yame,
            red_fives: rules.red_fives,
            outcomes: OUTCOMES,
            values: VALUE_OPTIONS,
            fus: FU_OPTIONS,
        })
    }

    fn is_outcome(&self, outcome: &&str) -> bool {
        self.form.outcome == *outcome
    }
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
        // E1–E4 are the East round, S1–S4 the South round (no preset plays West).
        round_wind: if round.index() < 4 { "E" } else { "S" },
        honba,
        deposits,
        rules,
    }
}

async fn admin_sheet(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, gid)): Path<(i64, i64)>,
) -> WebResult<Html<String>> {
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let game = load_game(&mut conn, id, gid).await?;
    Ok(Html(
        AdminSheetPage::new(&user, tournament, &game, None, HandForm::default())?.render()?,
    ))
}

async fn edit_form(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, gid, pos)): Path<(i64, i64, usize)>,
) -> WebResult<Html<String>> {
    let mut conn = state.db.acquire().await?;
    let tournament = load_tournament(&mut conn, id).await?;
    let game = load_game(&mut conn, id, gid).await?;
    let hand = game.hands.get(pos).ok_or(WebError::NotFound)?;
    let form = HandForm::from_hand(hand);
    Ok(Html(
        AdminSheetPage::new(&user, tournament, &game, Some(pos), form)?.render()?,
    ))
}

async fn submit_new(
    state: State<AppState>,
    user: CurrentUser,
    Path((id, gid)): Path<(i64, i64)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    submit(state, user, id, gid, None, fields).await
}

async fn submit_edit(
    state: State<AppState>,
    user: CurrentUser,
    Path((id, gid, pos)): Path<(i64, i64, usize)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    submit(state, user, id, gid, Some(pos), fields).await
}

fn hand_label(game: &PlayedGame, pos: usize) -> String {
    format!(
        "round {} table {} hand {}",
        game.info.round_number,
        game.info.table_number,
        pos + 1
    )
}

/// Previews or saves the form's hand (new, or replacing hand `editing`).
async fn submit(
    State(state): State<AppState>,
    user: CurrentUser,
    id: i64,
    gid: i64,
    editing: Option<usize>,
    fields: HashMap<String, String>,
) -> WebResult<Response> {
    let saving =
        fields.get("action").is_some_and(|a| a == "save") || stage_guard::confirmed(&fields);
    let seen_version: i64 = fields
        .get("version")
        .and_then(|v| v.parse().ok())
        .unwrap_or(-1);
    let form = HandForm::from_fields(&fields);
    let mut tx = db::begin_write(&state.db).await?;
    let tournament = load_tournament(&mut tx, id).await?;
    let game = load_game(&mut tx, id, gid).await?;
    let refuse = |status: StatusCode,
                  message: String,
                  game: &PlayedGame,
                  form: HandForm,
                  tournament: TournamentRow|
     -> WebResult<Response> {
        let mut page = AdminSheetPage::new(&user, tournament, game, editing, form)?;
        page.error = Some(message);
        Ok((status, Html(page.render()?)).into_response())
    };
    if let Some(pos) = editing {
        if pos >= game.hands.len() {
            return Err(WebError::NotFound);
        }
    }
    if seen_version != game.info.version {
        return refuse(
            StatusCode::CONFLICT,
            "This sheet changed while you were editing (someone else saved a hand). Here is the new state: check it, then record your hand again.".into(),
            &game,
            form,
            tournament,
        );
    }
    let rules = ruleset_of(&game.info)?;
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
    let sheet = replay(&rules, &hands);
    if let Some(err) = &sheet.error {
        let message = if err.hand == pos {
            format!("This hand cannot be recorded: {}.", err.error)
        } else {
            format!(
                "With this change, hand {} becomes impossible: {}.",
                err.hand + 1,
                err.error
            )
        };
        return refuse(
            StatusCode::UNPROCESSABLE_ENTITY,
            message,
            &game,
            form,
            tournament,
        );
    }
    // A game whose stage's cut is made: say what the change does to the cut before saving.
    let guard = StageGuard::check(&mut tx, id, &game, &hands).await?;
    if !saving {
        // Preview: the same page, the form kept, and what the hand pays.
        let previewed = replay_game(game.info.clone(), hands)?;
        let row = &previewed.sheet.rows[pos];
        let preview = PreviewView {
            deltas: row.deltas.map(signed),
            points: row.points,
            note: row.note.clone(),
            ends_game: row.ended,
            scores,
        };
        let mut page = AdminSheetPage::new(&user, tournament, &game, editing, form)?;
        page.preview = Some(preview);
        page.stage_warning = guard.warning();
        return Ok(Html(page.render()?).into_response());
    }
    if let Some(warning) = guard.blocks(stage_guard::confirmed(&fields)) {
        let mut page = AdminSheetPage::new(&user, tournament, &game, editing, form)?;
        page.stage_warning = Some(warning);
        return Ok((StatusCode::CONFLICT, Html(page.render()?)).into_response());
    }
    let stored: Vec<String> = hands
        .iter()
        .map(|h| serde_json::to_string(h).expect("a hand serializes"))
        .collect();
    if db::games::replace_hands(&mut tx, gid, game.info.version, &stored)
        .await?
        .is_err()
    {
        drop(tx);
        let mut conn = state.db.acquire().await?;
        let fresh = load_game(&mut conn, id, gid).await?;
        let tournament = load_tournament(&mut conn, id).await?;
        return refuse(StatusCode::CONFLICT, "This sheet changed while you were saving. Here is the new state: check it, then record your hand again.".into(), &fresh, form, tournament);
    }
    let (action, before) = match editing {
        Some(p) => (
            "hand edited",
            serde_json::to_string(&game.hands[p]).unwrap_or_default(),
        ),
        None => ("hand recorded", String::new()),
    };
    db::audit::record(
        &mut tx,
        Some(id),
        Some(user.account_id),
        action,
        &hand_label(&game, pos),
        &before,
        &stored[pos],
    )
    .await?;
    guard
        .apply(&mut tx, id, user.account_id, &hand_label(&game, pos))
        .await?;
    tx.commit().await?;
    Ok(Redirect::to(&format!("/admin/t/{id}/games/{gid}#sheet")).into_response())
}

async fn delete_hand(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, gid, pos)): Path<(i64, i64, usize)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    let seen_version: i64 = fields
        .get("version")
        .and_then(|v| v.parse().ok())
        .unwrap_or(-1);
    let mut tx = db::begin_write(&state.db).await?;
    let tournament = load_tournament(&mut tx, id).await?;
    let game = load_game(&mut tx, id, gid).await?;
    if pos >= game.hands.len() {
        return Err(WebError::NotFound);
    }
    let refuse = |message: String| -> WebResult<Response> {
        let mut page = AdminSheetPage::new(&user, tournament, &game, None, HandForm::default())?;
        page.error = Some(message);
        Ok((StatusCode::CONFLICT, Html(page.render()?)).into_response())
    };
    if seen_version != game.info.version {
        return refuse("This sheet changed meanwhile (someone else saved a hand). Here is the new state: nothing was deleted.".into());
    }
    let mut hands = game.hands.clone();
    let removed = hands.remove(pos);
    let rules = ruleset_of(&game.info)?;
    if let Some(err) = replay(&rules, &hands).error {
        return refuse(format!(
            "Deleting hand {} would make hand {} impossible: {}. Correct that hand first.",
            pos + 1,
            err.hand + 2,
            err.error
        ));
    }
    let guard = StageGuard::check(&mut tx, id, &game, &hands)
        .await?
        .confirm_at(format!("/admin/t/{id}/games/{gid}/hands/{pos}/delete"));
    if let Some(warning) = guard.blocks(stage_guard::confirmed(&fields)) {
        let tournament = load_tournament(&mut tx, id).await?;
        let mut page = AdminSheetPage::new(&user, tournament, &game, None, HandForm::default())?;
        page.stage_warning = Some(warning);
        return Ok((StatusCode::CONFLICT, Html(page.render()?)).into_response());
    }
    let stored: Vec<String> = hands
        .iter()
        .map(|h| serde_json::to_string(h).expect("a hand serializes"))
        .collect();
    if db::games::replace_hands(&mut tx, gid, game.info.version, &stored)
        .await?
        .is_err()
    {
        return refuse("This sheet changed meanwhile: nothing was deleted.".into());
    }
    let before = serde_json::to_string::<Hand>(&removed).unwrap_or_default();
    let action = if pos + 1 == game.hands.len() {
        "last hand undone"
    } else {
        "hand deleted"
    };
    db::audit::record(
        &mut tx,
        Some(id),
        Some(user.account_id),
        action,
        &hand_label(&game, pos),
        &before,
        "",
    )
    .await?;
    guard
        .apply(&mut tx, id, user.account_id, &hand_label(&game, pos))
        .await?;
    tx.commit().await?;
    Ok(Redirect::to(&format!("/admin/t/{id}/games/{gid}#sheet")).into_response())
}
