//! Corrections of a sheet after the fact, for the organizer and referees: delete a hand,
//! undo the last change, restore a deleted hand from the game's history, end the game at time;
//! and the page that says why one was not made. The change itself is `app::hands`'s.

use super::*;
use axum::extract::{FromRequest, FromRequestParts, Request};
use serde::de::DeserializeOwned;

/// A refused correction: the sheet as it is, with the reason.
pub(super) async fn refuse_correction(
    conn: &mut SqliteConnection,
    actor: &Actor<'_>,
    tournament: TournamentRow,
    game: &PlayedGame,
    status: StatusCode,
    message: String,
) -> WebResult<Response> {
    let mut page = AdminSheetPage::current(conn, actor, tournament, game).await?;
    page.error = Some(message);
    Ok(Page::with_status(status, page).into_response())
}

/// Answers a correction that was not stored: the sheet as it is with the reason (`impossible`
/// words a hand the replay refuses), or the closed stage's warning (whose confirmation posts
/// to `confirm_url`). A conflict cannot happen here: the caller checked the version inside the
/// same write transaction.
pub(super) async fn refuse_stored(
    conn: &mut SqliteConnection,
    actor: &Actor<'_>,
    tournament: TournamentRow,
    game: &PlayedGame,
    refusal: Refusal,
    confirm_url: Option<String>,
    impossible: impl FnOnce(usize, Round, String) -> String,
) -> WebResult<Response> {
    let message = match refusal {
        Refusal::Impossible {
            index,
            round,
            error,
        } => {
            let message = humane_error(&error, &hand_names(game, index), winds_at(game, index, round), game.info.table);
            let message = impossible(index, round, message);
            return refuse_correction(
                conn,
                actor,
                tournament,
                game,
                StatusCode::UNPROCESSABLE_ENTITY,
                message,
            )
            .await;
        }
        Refusal::Stage(guard) => {
            let warning = stage_guard::warning(&guard, confirm_url).ok_or_else(|| {
                WebError::Internal("a closed stage held a change back without a reason".into())
            })?;
            return refuse_for_stage(conn, actor, tournament, game, warning).await;
        }
        Refusal::Conflict => {
            return Err(WebError::Internal(
                "the game changed inside its own write transaction".into(),
            ))
        }
        Refusal::NothingToUndo => "There is nothing to undo on this sheet.".into(),
        Refusal::ChangedSince { position, action } => format!(
            "Hand #{} has changed since {} it, so it cannot be undone; correct the hand instead.",
            position.saturating_add(1),
            match action {
                RECORDED => "recording",
                DELETED => "deleting",
                RESTORED => "restoring",
                _ => "correcting",
            }
        ),
        Refusal::AlreadyRestored => {
            "This hand was already brought back (by undo or an earlier restore).".into()
        }
        Refusal::TooFewHands { position, hands } => format!(
            "Hand #{} cannot be restored: the sheet has only {hands} hands now. Restore the hands before it first.",
            position.saturating_add(1),
        ),
        Refusal::AlreadyOver => "The game is already over.".into(),
        Refusal::NoHandYet => {
            "No hand was played yet: record the hand in progress with “time was up during this hand”.".into()
        }
    };
    refuse_correction(conn, actor, tournament, game, StatusCode::CONFLICT, message).await
}

/// A correction held back by a closed stage: the sheet as it is, with what the change would do
/// to the cut and, where the organizer may, the button that confirms it.
pub(super) async fn refuse_for_stage(
    conn: &mut SqliteConnection,
    actor: &Actor<'_>,
    tournament: TournamentRow,
    game: &PlayedGame,
    warning: StageWarning,
) -> WebResult<Response> {
    let mut page = AdminSheetPage::current(conn, actor, tournament, game).await?;
    page.stage_warning = Some(warning);
    Ok(Page::with_status(StatusCode::CONFLICT, page).into_response())
}

/// The sheet's token that a form was filled in against (its `version` field).
pub(super) fn seen_version(fields: &HashMap<String, String>) -> &str {
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

/// A correction in the making, by the organizer or a referee: the write transaction it is
/// made in, who makes it, and the tournament and game as stored when it began.
struct Correction<'u> {
    tx: sqlx::Transaction<'static, sqlx::Sqlite>,
    actor: Actor<'u>,
    tournament: TournamentRow,
    game: PlayedGame,
}

/// A correction as posted: who asks, the address of what is corrected (`P`: the tournament,
/// the game and, for a hand, its position or audit entry) and the form's fields. Read in the
/// order each correction's handler read them one by one, so a refusal is the same page.
pub(super) struct Posted<P> {
    state: AppState,
    user: CurrentUser,
    at: P,
    fields: HashMap<String, String>,
}

impl<P: DeserializeOwned + Send> FromRequest<AppState> for Posted<P> {
    type Rejection = Response;

    async fn from_request(request: Request, state: &AppState) -> Result<Self, Response> {
        let (mut parts, body) = request.into_parts();
        let user = CurrentUser::from_request_parts(&mut parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        let Path(at) = Path::<P>::from_request_parts(&mut parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        let request = Request::from_parts(parts, body);
        let Form(fields) = Form::<HashMap<String, String>>::from_request(request, state)
            .await
            .map_err(IntoResponse::into_response)?;
        Ok(Self {
            state: state.clone(),
            user,
            at,
            fields,
        })
    }
}

/// The corrections of a game as a whole, made at the game's own address.
#[derive(Clone, Copy)]
enum WholeGame {
    /// Revert the last change of the hands.
    Undo,
    /// End the game after its last hand, time being up.
    EndAtTime,
}

impl<'u> Correction<'u> {
    /// Opens the write transaction and loads the game `gid` of tournament `id` in it.
    async fn open(state: &AppState, user: &'u CurrentUser, id: i64, gid: i64) -> WebResult<Self> {
        let mut tx = db::begin_write(&state.db).await?;
        let tournament = load_tournament(&mut tx, id).await?;
        let game = load_game(&mut tx, id, gid).await?;
        Ok(Self {
            tx,
            actor: Actor::Staff(user),
            tournament,
            game,
        })
    }

    /// When the form was filled in against other hands than the sheet has now: the sheet as
    /// it is, saying that `not_done` ("nothing was deleted").
    async fn refuse_if_stale(
        &mut self,
        fields: &HashMap<String, String>,
        not_done: &str,
    ) -> WebResult<Option<Response>> {
        if seen_version(fields) == hands_token(&self.game) {
            return Ok(None);
        }
        let message = format!(
            "This sheet changed meanwhile (someone else saved a hand). Here is the new state: {not_done}."
        );
        let page = refuse_correction(
            &mut self.tx,
            &self.actor,
            self.tournament.clone(),
            &self.game,
            StatusCode::CONFLICT,
            message,
        )
        .await?;
        Ok(Some(page))
    }

    /// Stores the change made (`Ok`) and shows the sheet with the notice `query`; or, refused,
    /// the sheet as it is with the reason, `impossible` wording a hand the replay refuses (the
    /// sheet as stored is given to name its hands) and a closed stage's confirmation posting
    /// back to `url`.
    async fn finish<T>(
        mut self,
        stored: Result<T, Refusal>,
        url: String,
        impossible: impl FnOnce(&PlayedGame, usize, Round, String) -> String,
        query: &str,
    ) -> WebResult<Response> {
        let (id, gid) = (self.tournament.id, self.game.info.id);
        if let Err(refusal) = stored {
            let game = &self.game;
            let impossible = |index, round, message| impossible(game, index, round, message);
            return refuse_stored(
                &mut self.tx,
                &self.actor,
                self.tournament,
                game,
                refusal,
                Some(url),
                impossible,
            )
            .await;
        }
        self.tx.commit().await?;
        Ok(Redirect::to(&sheet_url(id, gid, query)).into_response())
    }
}

pub(super) async fn delete_hand(posted: Posted<(i64, i64, usize)>) -> WebResult<Response> {
    let ((id, gid, pos), fields) = (posted.at, &posted.fields);
    let mut c = Correction::open(&posted.state, &posted.user, id, gid).await?;
    if pos >= c.game.hands.len() {
        return Err(WebError::NotFound);
    }
    if let Some(page) = c.refuse_if_stale(fields, "nothing was deleted").await? {
        return Ok(page);
    }
    let confirmed = stage_guard::confirmed(fields);
    let stored = hands::delete(&mut c.tx, &c.actor.author(), id, &c.game, pos, confirmed).await?;
    // The hands after the deleted one moved up by one: name them as the sheet still does.
    let impossible = |game: &PlayedGame, index: usize, round: Round, message: String| {
        format!(
            "Deleting hand #{} would make hand #{} ({}) impossible: {message}. Correct that hand first.",
            pos + 1,
            index + 2,
            round_now(game, index + 1, round)
        )
    };
    let url = format!("/admin/t/{id}/games/{gid}/hands/{pos}/delete");
    let query = format!("deleted={}", pos + 1);
    c.finish(stored, url, impossible, &query).await
}

/// Reverts the last change of the game's hands that is not yet reverted: a recorded hand is
/// removed, a corrected one gets its previous content back, a deleted one comes back at its
/// place. Pressed again, it goes one change further back.
pub(super) async fn undo(posted: Posted<(i64, i64)>) -> WebResult<Response> {
    change_whole_game(posted, WholeGame::Undo).await
}

/// "End the game now" once the table's time is up: the last hand is marked as the one in
/// progress when time ran out, and the engine ends the game after it under the ruleset's time
/// rule. Undo brings the game back.
pub(super) async fn end_at_time(posted: Posted<(i64, i64)>) -> WebResult<Response> {
    change_whole_game(posted, WholeGame::EndAtTime).await
}

/// Makes `change` to the game at `posted`'s address, or shows the sheet as it is with why not.
async fn change_whole_game(posted: Posted<(i64, i64)>, change: WholeGame) -> WebResult<Response> {
    let (id, gid) = posted.at;
    let mut c = Correction::open(&posted.state, &posted.user, id, gid).await?;
    let not_done = match change {
        WholeGame::Undo => "nothing was undone",
        WholeGame::EndAtTime => "the game was not ended",
    };
    if let Some(page) = c.refuse_if_stale(&posted.fields, not_done).await? {
        return Ok(page);
    }
    let confirmed = stage_guard::confirmed(&posted.fields);
    let author = c.actor.author();
    match change {
        WholeGame::Undo => {
            let undone = hands::undo(&mut c.tx, &author, id, &c.game, confirmed).await?;
            let what = match &undone {
                Err(Refusal::Impossible { .. } | Refusal::Stage(_)) => {
                    db::audit::last_hand_change(&mut c.tx, gid, UNDONE)
                        .await?
                        .map(|e| format!("{} {}", hands::reverted_what(e.action), e.subject))
                        .unwrap_or_default()
                }
                _ => String::new(),
            };
            let impossible = |_: &PlayedGame, index: usize, round: Round, message: String| {
                format!(
                    "Undoing {what} would make hand #{} ({round}) impossible: {message}. Correct that hand first.",
                    index + 1
                )
            };
            let url = format!("/admin/t/{id}/games/{gid}/undo");
            c.finish(undone, url, impossible, "undone=1").await
        }
        WholeGame::EndAtTime => {
            let ended = hands::end_at_time(&mut c.tx, &author, id, &c.game, confirmed).await?;
            let impossible = |_: &PlayedGame, _: usize, _: Round, message: String| {
                format!("The game cannot end at time: {message}.")
            };
            let url = format!("/admin/t/{id}/games/{gid}/end-at-time");
            c.finish(ended, url, impossible, "ended=1").await
        }
    }
}

/// Puts a deleted hand (from the audit log) back at its place, if the game still allows it.
pub(super) async fn restore(posted: Posted<(i64, i64, i64)>) -> WebResult<Response> {
    let ((id, gid, entry_id), fields) = (posted.at, &posted.fields);
    let mut c = Correction::open(&posted.state, &posted.user, id, gid).await?;
    let confirmed = stage_guard::confirmed(fields);
    let restored = hands::restore(
        &mut c.tx,
        &c.actor.author(),
        id,
        &c.game,
        entry_id,
        confirmed,
    )
    .await?;
    let pos = match restored {
        Ok((_, pos)) => pos,
        // Refused: the position the audit log gives the deleted hand names it.
        Err(_) => db::audit::hand_change(&mut c.tx, gid, entry_id)
            .await?
            .and_then(|e| e.hand_position)
            .and_then(|p| usize::try_from(p).ok())
            .unwrap_or(0),
    };
    let impossible = |game: &PlayedGame, index: usize, round: Round, message: String| {
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
                round_now(game, index.saturating_sub(1), round)
            )
        }
    };
    let url = format!("/admin/t/{id}/games/{gid}/restore/{entry_id}");
    let query = format!("restored={}", pos + 1);
    c.finish(restored, url, impossible, &query).await
}
