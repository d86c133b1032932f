//! Showing a score sheet to the organizer or a referee and recording on it: the sheet with its
//! notices, the correction form, and the form's hand previewed or saved (new, or in place of
//! an earlier one) — for staff, and for a table's phones through `table_entry` — and a hand
//! confirmed or disputed. Reading the sheet and the change itself are `app::hands`'s; this file
//! parses the form against the sheet read, calls the operation and renders what came back.

use super::actor::Actor;
use super::admin_page::{AdminSheetPage, PreviewView};
use super::corrections::{answer_change, seen_version, Wording};
use super::sheet_view::hand_names;
use super::stored::recorded_tiles;
use super::words::{impossible_words, round_now};
use crate::app::hands::{self, note_of, HandRefusal, HandStatus, PlayedGame, Sheet, TournamentRow};
use crate::app::{AppError, Refusal};
use crate::engine::game::{seat_winds, Hand, Round};
use crate::engine::ruleset::Ruleset;
use crate::tournament::ids::{GameId, TournamentId};
use crate::web::auth::CurrentUser;
use crate::web::engine_words::notes;
use crate::web::error::{WebError, WebResult};
use crate::web::hand_form::{HandForm, TableAt, TilesPreview};
use crate::web::i18n::Words;
use crate::web::layout::{Page, Path};
use crate::web::stage_guard::{self};
use crate::web::state::AppState;
use crate::web::terms::names::game_round;
use askama::Template;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum::Form;
use std::collections::HashMap;

/// The round's clock says this table's time is up and its extra hands are used: the next hand
/// may be the last one at time.
pub(super) fn time_is_up(game: &PlayedGame, rules: &Ruleset) -> bool {
    crate::web::clock::of_game(game, rules).is_some_and(|c| c.up && c.extra_hands_left == 0)
}

/// The table when hand `editing` (or the next hand) was played, as the tiles need it.
pub(super) fn table_at<'a>(
    game: &PlayedGame,
    editing: Option<usize>,
    rules: &'a Ruleset,
    words: Words,
) -> TableAt<'a> {
    // The dealer comes from the replay: not every style deals round the starting seats.
    let (index, round, honba, deposits, dealer) =
        match editing.and_then(|i| game.sheet.rows.get(i).map(|row| (i, row))) {
            Some((i, row)) => (i, row.round, row.honba, row.deposits_before, row.dealer),
            None => {
                let p = &game.sheet.position;
                let next = game.sheet.rows.len();
                (next, p.round, p.honba, p.deposits, game.sheet.next_dealer)
            }
        };
    TableAt {
        dealer,
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
        winds: seat_winds(rules, index, round),
        words,
    }
}

/// The confirmation a page shows after a change, from the redirect's query, in `words`.
pub(super) fn notice_of(
    query: &HashMap<String, String>,
    game: &PlayedGame,
    words: &Words,
) -> Option<String> {
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
            .map(|r| words.get_with("hands-note", "note", notes::note(&r.note, words)))
            .unwrap_or_default()
    };
    let with_note = |key: &str, n: usize| key_words(words, key, n, &note(n));
    if let Some(n) = number("saved") {
        let pending = game.mark(n - 1).status == HandStatus::Pending;
        return Some(if pending {
            words.get_with2("hands-saved-pending", ("number", n), ("note", note(n)))
        } else {
            words.get_with2("hands-saved", ("number", n), ("note", note(n)))
        });
    }
    for key in ["edited", "already", "confirmed", "restored"] {
        if let Some(n) = number(key) {
            return Some(with_note(key, n));
        }
    }
    if let Some(n) = number("disputed") {
        return Some(words.get_with("hands-disputed", "number", n));
    }
    if let Some(n) = number("deleted") {
        return Some(words.get_with("hands-deleted", "number", n));
    }
    if query.contains_key("ended") {
        return Some(words.get("hands-ended"));
    }
    query
        .contains_key("undone")
        .then(|| words.get("hands-undone"))
}

/// The notice of hand `n` after the change the query's `key` names, with the hand's note.
fn key_words(words: &Words, key: &str, n: usize, note: &str) -> String {
    let (number, note) = (("number", n), ("note", note));
    match key {
        "edited" => words.get_with2("hands-edited", number, note),
        "already" => words.get_with2("hands-already", number, note),
        "confirmed" => words.get_with2("hands-confirmed", number, note),
        _ => words.get_with2("hands-restored", number, note),
    }
}

pub(super) async fn admin_sheet(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, gid)): Path<(TournamentId, GameId)>,
    Query(query): Query<HashMap<String, String>>,
) -> WebResult<Page<impl Template>> {
    let page = sheet_page(&state, &Actor::Staff(&user), id, gid, &query).await?;
    Ok(Page::new(page))
}

/// The table's sheet or the organizer's, with the notice of what was just done.
pub async fn sheet_page(
    state: &AppState,
    actor: &Actor<'_>,
    id: TournamentId,
    gid: GameId,
    query: &HashMap<String, String>,
) -> WebResult<AdminSheetPage> {
    let staff = matches!(actor, Actor::Staff(_));
    let sheet = hands::sheet(&state.db, id, gid, staff).await?;
    let mut page = AdminSheetPage::current(actor, &sheet)?;
    page.notice = notice_of(query, &sheet.game, &page.nav.words);
    Ok(page)
}

pub(super) async fn edit_form(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, gid, pos)): Path<(TournamentId, GameId, usize)>,
) -> WebResult<Page<impl Template>> {
    let Sheet {
        tournament, game, ..
    } = hands::sheet(&state.db, id, gid, false).await?;
    let hand = game.hands.get(pos).ok_or(WebError::NotFound)?;
    let form = HandForm::from_hand(hand, game.info.table);
    Ok(Page::new(AdminSheetPage::new(
        &Actor::Staff(&user),
        tournament,
        &game,
        Some(pos),
        form,
    )?))
}

pub(super) async fn submit_new(
    state: State<AppState>,
    user: CurrentUser,
    Path((id, gid)): Path<(TournamentId, GameId)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    submit(&state, &Actor::Staff(&user), id, gid, None, fields).await
}

pub(super) async fn submit_edit(
    state: State<AppState>,
    user: CurrentUser,
    Path((id, gid, pos)): Path<(TournamentId, GameId, usize)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    submit(&state, &Actor::Staff(&user), id, gid, Some(pos), fields).await
}

/// A hand form as posted: what was typed, and what it was filled in against.
struct PostedHand {
    form: HandForm,
    /// Save (or confirm re-running a cut), not preview.
    saving: bool,
    /// The organizer confirmed re-running the cut the hand alters.
    confirmed_recut: bool,
    /// The token of the hands the form was filled in against.
    seen: String,
    /// The hand the form was opened for, as its `position` field says.
    meant: Option<usize>,
}

impl PostedHand {
    fn read(fields: &HashMap<String, String>) -> Self {
        let confirmed_recut = stage_guard::confirmed(fields);
        Self {
            form: HandForm::from_fields(fields),
            saving: fields.get("action").is_some_and(|a| a == "save") || confirmed_recut,
            confirmed_recut,
            seen: seen_version(fields).to_string(),
            meant: fields.get("position").and_then(|p| p.parse::<usize>().ok()),
        }
    }
}

/// Who posted a hand form and for which hand (a new one, or hand `editing`): what the page
/// answering it needs beyond the sheet.
struct FormAnswer<'a> {
    actor: &'a Actor<'a>,
    editing: Option<usize>,
}

impl FormAnswer<'_> {
    /// The page answering a hand form that was not saved: the sheet `game` with the form as
    /// typed (`form`) and why (`message`), on the address it was posted to.
    fn refuse(
        &self,
        status: StatusCode,
        message: String,
        (tournament, game): (TournamentRow, &PlayedGame),
        form: HandForm,
    ) -> WebResult<Response> {
        let mut page = AdminSheetPage::new(self.actor, tournament, game, self.editing, form)?;
        page.error = Some(message);
        page.typed_form = true;
        Ok(Page::with_status(status, page).into_response())
    }
}

/// Previews or saves the form's hand (new, or replacing hand `editing`), for the organizer or
/// a referee, or for a player at the table (whose hand is stored pending): the form is read
/// against the sheet `app::hands::form_sheet` gives (or says it no longer fits), then
/// previewed or saved by `app::hands`.
pub async fn submit(
    state: &AppState,
    actor: &Actor<'_>,
    id: TournamentId,
    gid: GameId,
    editing: Option<usize>,
    fields: HashMap<String, String>,
) -> WebResult<Response> {
    let posted = PostedHand::read(&fields);
    if editing.is_some() && matches!(actor, Actor::Table(_)) {
        let words = actor.words(None);
        return Err(WebError::Forbidden(words.get("table-new-hands-only")));
    }
    let answer = FormAnswer { actor, editing };
    let seen = hands::FormSeen {
        token: &posted.seen,
        key: &posted.form.key,
        saving: posted.saving,
        meant: posted.meant,
    };
    let sheet = match hands::form_sheet(&state.db, id, gid, &seen).await {
        Ok(sheet) => sheet,
        Err(AppError::Refused(Refusal::Hand(refusal))) => {
            return stale_form(state, &answer, (id, gid), posted.form, refusal).await
        }
        Err(err) => return Err(err.into()),
    };
    let game = &sheet.game;
    if editing.is_some_and(|pos| pos >= game.hands.len()) {
        return Err(WebError::NotFound);
    }
    let mut form = posted.form;
    let tournament = sheet.tournament.clone();
    // Only the clock or staff end a game at time: a table's "time was up" is taken only once
    // the round's clock has run out (and no extra hand is left).
    if form.time_up && matches!(actor, Actor::Table(_)) && !time_is_up(game, &sheet.rules) {
        form.time_up = false;
        let words = actor.words(tournament.default_language());
        return answer.refuse(
            StatusCode::UNPROCESSABLE_ENTITY,
            words.get("hands-time-not-up"),
            (tournament, game),
            form,
        );
    }
    let read = form.to_hand_at(
        &hand_names(game, editing.unwrap_or(game.hands.len())),
        Some(&table_at(
            game,
            editing,
            &sheet.rules,
            actor.words(tournament.default_language()),
        )),
    );
    let (hand, scores) = match read {
        Ok(done) => done,
        Err(err) => {
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            return answer.refuse(status, err.to_string(), (tournament, game), form);
        }
    };
    if !posted.saving {
        return preview_hand(state, &answer, &sheet, form, (hand, scores)).await;
    }
    let new = hands::NewHand {
        hand,
        editing,
        seen: posted.seen,
        form_key: Some(form.key.clone()).filter(|k| !k.is_empty()),
        mark: actor.mark(),
        // Only staff may re-run a cut; a table's phone never confirms one.
        confirmed_recut: posted.confirmed_recut && actor.account_id().is_some(),
    };
    match hands::save_as_read(&state.db, &actor.author(), id, gid, new, Some(game)).await {
        Ok((_, pos)) => {
            let query = match editing {
                Some(_) => format!("edited={}", pos + 1),
                None => format!("saved={}", pos + 1),
            };
            Ok(Redirect::to(&actor.sheet_url(id, gid, &query)).into_response())
        }
        Err(AppError::Refused(Refusal::Hand(refusal))) => {
            refused_hand(state, &answer, &sheet, form, refusal).await
        }
        Err(err) => Err(err.into()),
    }
}

/// The words for a hand the replay refuses after the form's change at `changed`: the hand
/// itself, or a later one (which keeps its number on the sheet and is named with the round
/// it was played in).
fn impossible_after_form(
    game: &PlayedGame,
    refused: (usize, Round, usize),
    message: String,
) -> String {
    let (index, round, changed) = refused;
    if index == changed {
        format!("This hand cannot be recorded: {message}.")
    } else {
        format!(
            "With this change, hand #{} ({}) becomes impossible: {message}.",
            index + 1,
            round_now(game, index, round)
        )
    }
}

/// A hand form filled in against other hands than the sheet has now: the same form saved
/// already (the back button, a phone retrying) goes to the sheet saying so; a hand another
/// phone of the table has just entered is shown to confirm; else the new state, to check.
async fn stale_form(
    state: &AppState,
    answer: &FormAnswer<'_>,
    (id, gid): (TournamentId, GameId),
    form: HandForm,
    refusal: HandRefusal,
) -> WebResult<Response> {
    let Sheet {
        tournament, game, ..
    } = hands::sheet(&state.db, id, gid, false).await?;
    if answer.editing.is_some_and(|pos| pos >= game.hands.len()) {
        return Err(WebError::NotFound);
    }
    if let HandRefusal::AlreadySaved { position } = refusal {
        let query = format!("already={}", position + 1);
        return Ok(Redirect::to(&answer.actor.sheet_url(id, gid, &query)).into_response());
    }
    let words = answer.actor.words(tournament.default_language());
    let (message, form) = match refusal {
        HandRefusal::EnteredMeanwhile { position, by } => {
            let who = if by.is_empty() {
                words.get("hands-someone-at-table")
            } else {
                by
            };
            let hand = format!(
                "{}: {}",
                round_now(&game, position, game.sheet.position.round),
                note_of(&game, position)
            );
            let message = words.get_with3(
                "hands-entered-meanwhile",
                ("who", who),
                ("number", position + 1),
                ("hand", hand),
            );
            (message, HandForm::blank(game.info.table))
        }
        HandRefusal::Stale => (words.get("hands-stale"), form),
        other => return Err(AppError::from(other).into()),
    };
    answer.refuse(StatusCode::CONFLICT, message, (tournament, &game), form)
}

/// Preview: the same page, the form kept, and what the hand pays — and, for a game whose
/// stage's cut is made, what the change would do to the cut.
async fn preview_hand(
    state: &AppState,
    answer: &FormAnswer<'_>,
    sheet: &Sheet,
    form: HandForm,
    (hand, scores): (Hand, Vec<TilesPreview>),
) -> WebResult<Response> {
    let (id, game) = (TournamentId::new(sheet.tournament.id), &sheet.game);
    let previewed = hands::preview(&state.db, id, game, hand.clone(), answer.editing).await;
    let hands::Previewed {
        game: new,
        position: pos,
        guard,
    } = match previewed {
        Ok(previewed) => previewed,
        Err(AppError::Refused(Refusal::Hand(refusal))) => {
            return refused_hand(state, answer, sheet, form, refusal).await
        }
        Err(err) => return Err(err.into()),
    };
    let row = &new.sheet.rows[pos];
    let patterns = if scores.is_empty() {
        recorded_tiles(
            Some(&hand),
            &hand_names(game, pos),
            &sheet.rules,
            &Words::default(),
        )
        .into_iter()
        .map(|(name, _, found)| format!("{name}: {found}"))
        .collect()
    } else {
        Vec::new()
    };
    let preview = PreviewView {
        pays: PreviewView::of_row(game, row),
        note: notes::note(
            &row.note,
            &answer.actor.words(sheet.tournament.default_language()),
        ),
        ends_game: row.ended,
        scores,
        patterns,
    };
    let tournament = sheet.tournament.clone();
    let mut page = AdminSheetPage::new(answer.actor, tournament, game, answer.editing, form)?;
    page.preview = Some(preview);
    page.typed_form = true;
    let words = page.nav.words;
    page.stage_warning = stage_guard::warning(&guard, None, &words);
    // A preview stores nothing: no phone or page cache needs to hear of it.
    Ok(crate::web::live::unchanged(Page::new(page)))
}

/// A previewed or saved hand the game refused: an impossible hand with the form kept, a
/// closed stage's warning (its confirmation in the hand form), or — the game changed while
/// saving — the new state.
async fn refused_hand(
    state: &AppState,
    answer: &FormAnswer<'_>,
    sheet: &Sheet,
    form: HandForm,
    refusal: HandRefusal,
) -> WebResult<Response> {
    let (tournament, game) = (sheet.tournament.clone(), &sheet.game);
    match refusal {
        HandRefusal::Impossible {
            index,
            round,
            error,
            changed,
        } => {
            let words = answer.actor.words(tournament.default_language());
            let message = impossible_words(game, index, round, &error, &words);
            let message = impossible_after_form(game, (index, round, changed), message);
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            answer.refuse(status, message, (tournament, game), form)
        }
        HandRefusal::Stage(held) => {
            let editing = answer.editing;
            let mut page = AdminSheetPage::new(answer.actor, tournament, game, editing, form)?;
            let words = page.nav.words;
            page.stage_warning = stage_guard::warning(&held.0, None, &words);
            page.typed_form = true;
            Ok(Page::with_status(StatusCode::CONFLICT, page).into_response())
        }
        HandRefusal::Conflict => {
            let (id, gid) = (TournamentId::new(tournament.id), GameId::new(game.info.id));
            let fresh = hands::sheet(&state.db, id, gid, false).await?;
            let mut page = AdminSheetPage::new(
                answer.actor,
                fresh.tournament,
                &fresh.game,
                answer.editing,
                form,
            )?;
            // In the sheet's own language.
            page.error = Some(super::refusal_words::words(
                &HandRefusal::Conflict,
                &page.nav.words,
            ));
            page.typed_form = true;
            Ok(Page::with_status(StatusCode::CONFLICT, page).into_response())
        }
        other => Err(AppError::from(other).into()),
    }
}

/// Confirms hand `pos` (or, with `dispute`, disputes it with that reason) for the organizer, a
/// referee or a player at the table, if the sheet still has the hands they saw. A hand is
/// confirmed once; a table cannot confirm its own entry from the same seat or phone
/// (`app::hands::decide` says).
pub async fn decide_hand(
    state: &AppState,
    actor: &Actor<'_>,
    id: TournamentId,
    gid: GameId,
    pos: usize,
    fields: &HashMap<String, String>,
    dispute: Option<String>,
) -> WebResult<Response> {
    let (verb, impossible_key) = match dispute {
        Some(_) => ("disputed", "games-impossible-dispute"),
        None => ("confirmed", "games-impossible-confirm"),
    };
    let decision = hands::Decision {
        position: pos,
        seen: seen_version(fields).to_string(),
        by: actor.confirmer(),
        dispute,
    };
    let decided = hands::decide(&state.db, &actor.author(), id, gid, decision).await;
    // The hands are unchanged, so only a sheet that never replayed (an earlier hand the rules
    // refuse) or a closed stage can stop a confirmation: both are said, never a 500.
    let impossible =
        |_: &Sheet, index: usize, round: Round, _: usize, why: String, words: &Words| {
            let round = game_round(words, &round.to_string());
            words.get_with_all(
                impossible_key,
                &[
                    ("hand", &(pos + 1)),
                    ("other", &(index + 1)),
                    ("round", &round),
                    ("why", &why),
                ],
            )
        };
    let wording = Wording {
        stale: "games-stale-check-again",
        confirm_url: None,
        done_query: format!("{verb}={}", pos + 1),
    };
    answer_change(state, actor, (id, gid), decided, wording, impossible).await
}

pub(super) async fn staff_confirm(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, gid, pos)): Path<(TournamentId, GameId, usize)>,
    Form(fields): Form<HashMap<String, String>>,
) -> WebResult<Response> {
    decide_hand(&state, &Actor::Staff(&user), id, gid, pos, &fields, None).await
}
