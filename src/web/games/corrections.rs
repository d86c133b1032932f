//! Corrections of a sheet after the fact, for the organizer and referees: delete a hand,
//! undo the last change, restore a deleted hand from the game's history, end the game at time;
//! and the page that says why a change (these, or a confirmation) was not made. The change
//! itself is one `app::hands` operation; this file reads the request, calls it and answers.

use super::actor::Actor;
use super::admin_page::AdminSheetPage;
use super::hand_audit_words::undo_label;
use super::refusal_words;
use super::words::{impossible_words, round_now};
use crate::app::hands::{self, HandRefusal, Sheet};
use crate::app::{AppError, AppResult, Refusal};
use crate::engine::game::Round;
use crate::tournament::ids::{AuditEntryId, GameId, TournamentId};
use crate::web::auth::CurrentUser;
use crate::web::error::{WebError, WebResult};
use crate::web::i18n::Words;
use crate::web::layout::{Page, Path};
use crate::web::stage_guard::{self};
use crate::web::state::AppState;
use crate::web::terms::names::game_round;
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use axum::Form;
use serde::de::DeserializeOwned;
use std::collections::HashMap;

/// The sheet's token that a form was filled in against (its `version` field).
pub(super) fn seen_version(fields: &HashMap<String, String>) -> &str {
    fields.get("version").map_or("", String::as_str)
}

/// How a refused change is worded where the words depend on the change.
pub(super) struct Wording {
    /// The message saying why a form filled in against other hands than the sheet has now
    /// was turned away, and what was not done.
    pub stale: &'static str,
    /// Where a closed stage's confirmation posts back to (`None`: in the hand form).
    pub confirm_url: Option<String>,
    /// The notice the sheet shows once the change is done, as the query of its address
    /// (`undone=1`).
    pub done_query: String,
}

/// Answers a change of the sheet: done, the sheet with the wording's notice; refused, the sheet
/// as it is now with the reason (`impossible` words a hand the replay refuses from the sheet
/// as it is, the hand's index and round, the position changed, the engine's words and the
/// reader's words), or with the closed stage's warning.
pub(super) async fn answer_change<T>(
    state: &AppState,
    actor: &Actor<'_>,
    (id, gid): (TournamentId, GameId),
    done: AppResult<T>,
    wording: Wording,
    impossible: impl FnOnce(&Sheet, usize, Round, usize, String, &Words) -> String,
) -> WebResult<Response> {
    let refusal = match done {
        Ok(_) => {
            let sheet_url = actor.sheet_url(id, gid, &wording.done_query);
            return Ok(Redirect::to(&sheet_url).into_response());
        }
        Err(AppError::Refused(Refusal::Hand(refusal))) => refusal,
        Err(err) => return Err(err.into()),
    };
    let staff = matches!(actor, Actor::Staff(_));
    let sheet = hands::sheet(&state.db, id, gid, staff).await?;
    let mut page = AdminSheetPage::current(actor, &sheet)?;
    let (status, message) = match refusal {
        HandRefusal::Impossible {
            index,
            round,
            error,
            changed,
        } => {
            let words = actor.words(sheet.tournament.default_language());
            let message = impossible_words(&sheet.game, index, round, &error, &words);
            let message = impossible(&sheet, index, round, changed, message, &words);
            (StatusCode::UNPROCESSABLE_ENTITY, message)
        }
        HandRefusal::Stage(held) => {
            let words = page.nav.words;
            let warning =
                stage_guard::warning(&held.0, wording.confirm_url, &words).ok_or_else(|| {
                    WebError::Internal("a closed stage held a change back without a reason".into())
                })?;
            page.stage_warning = Some(warning);
            return Ok(Page::with_status(StatusCode::CONFLICT, page).into_response());
        }
        HandRefusal::Stale => (StatusCode::CONFLICT, page.nav.words.get(wording.stale)),
        // In the sheet's own language.
        other => (
            StatusCode::CONFLICT,
            refusal_words::words(&other, &page.nav.words),
        ),
    };
    page.error = Some(message);
    Ok(Page::with_status(status, page).into_response())
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

impl<P> Posted<P> {
    /// Whether the organizer confirmed re-running the cut the change alters.
    fn confirmed_recut(&self) -> bool {
        stage_guard::confirmed(&self.fields)
    }

    /// A change of the hands as posted: its author (staff), the hands the form was filled in
    /// against, and whether the organizer confirmed re-running the cut it alters.
    fn change(&self) -> (Actor<'_>, &str, bool) {
        let seen = seen_version(&self.fields);
        (Actor::Staff(&self.user), seen, self.confirmed_recut())
    }
}

pub(super) async fn delete_hand(
    posted: Posted<(TournamentId, GameId, usize)>,
) -> WebResult<Response> {
    let (id, gid, pos) = posted.at;
    let (actor, seen, confirmed) = posted.change();
    let store = &posted.state.db;
    let deleted = hands::delete(store, &actor.author(), id, gid, (pos, seen), confirmed).await;
    // The hands after the deleted one moved up by one: name them as the sheet still does.
    let impossible =
        |sheet: &Sheet, index: usize, round: Round, _: usize, why: String, words: &Words| {
            let round = round_now(&sheet.game, index + 1, round);
            let at = (index + 2, game_round(words, &round.to_string()));
            words.get_with_all(
                "games-impossible-delete",
                &[
                    ("hand", &(pos + 1)),
                    ("other", &at.0),
                    ("round", &at.1),
                    ("why", &why),
                ],
            )
        };
    let wording = Wording {
        stale: "games-stale-nothing-deleted",
        confirm_url: Some(format!("/admin/t/{id}/games/{gid}/hands/{pos}/delete")),
        done_query: format!("deleted={}", pos + 1),
    };
    let state = &posted.state;
    answer_change(state, &actor, (id, gid), deleted, wording, impossible).await
}

/// Reverts the last change of the game's hands that is not yet reverted: a recorded hand is
/// removed, a corrected one gets its previous content back, a deleted one comes back at its
/// place. Pressed again, it goes one change further back.
pub(super) async fn undo(posted: Posted<(TournamentId, GameId)>) -> WebResult<Response> {
    let (id, gid) = posted.at;
    let (actor, seen, confirmed) = posted.change();
    let undone = hands::undo(&posted.state.db, &actor.author(), id, gid, seen, confirmed).await;
    // Refused, what undo would have reverted is still what the sheet offers to undo.
    let impossible =
        |sheet: &Sheet, index: usize, round: Round, _: usize, why: String, words: &Words| {
            let what = sheet.staff.as_ref().and_then(|s| s.undo.as_ref());
            let what = what
                .map(|change| undo_label(change, words))
                .unwrap_or_default();
            let round = game_round(words, &round.to_string());
            words.get_with_all(
                "games-impossible-undo",
                &[
                    ("what", &what),
                    ("other", &(index + 1)),
                    ("round", &round),
                    ("why", &why),
                ],
            )
        };
    let wording = Wording {
        stale: "games-stale-nothing-undone",
        confirm_url: Some(format!("/admin/t/{id}/games/{gid}/undo")),
        done_query: "undone=1".into(),
    };
    let state = &posted.state;
    answer_change(state, &actor, (id, gid), undone, wording, impossible).await
}

/// "End the game now" once the table's time is up: the last hand is marked as the one in
/// progress when time ran out, and the engine ends the game after it under the ruleset's time
/// rule. Undo brings the game back.
pub(super) async fn end_at_time(posted: Posted<(TournamentId, GameId)>) -> WebResult<Response> {
    let (id, gid) = posted.at;
    let (actor, seen, confirmed) = posted.change();
    let store = &posted.state.db;
    let ended = hands::end_at_time(store, &actor.author(), id, gid, seen, confirmed).await;
    let impossible = |_: &Sheet, _: usize, _: Round, _: usize, why: String, words: &Words| {
        words.get_with("games-impossible-end-at-time", "why", why)
    };
    let wording = Wording {
        stale: "games-stale-not-ended",
        confirm_url: Some(format!("/admin/t/{id}/games/{gid}/end-at-time")),
        done_query: "ended=1".into(),
    };
    let state = &posted.state;
    answer_change(state, &actor, (id, gid), ended, wording, impossible).await
}

/// Puts a deleted hand (from the audit log) back at its place, if the game still allows it.
pub(super) async fn restore(
    posted: Posted<(TournamentId, GameId, AuditEntryId)>,
) -> WebResult<Response> {
    let (id, gid, entry_id) = posted.at;
    let actor = Actor::Staff(&posted.user);
    let confirmed = posted.confirmed_recut();
    let store = &posted.state.db;
    let restored = hands::restore(store, &actor.author(), id, gid, entry_id, confirmed).await;
    let done_query = match &restored {
        Ok((_, pos)) => format!("restored={}", pos + 1),
        Err(_) => String::new(),
    };
    let impossible =
        |sheet: &Sheet, index: usize, round: Round, pos: usize, why: String, words: &Words| {
            let hand = pos.saturating_add(1);
            if index == pos {
                return words.get_with2(
                    "games-impossible-restore-itself",
                    ("hand", hand),
                    ("why", why),
                );
            }
            // Hands after the restored one would move down by one; name them as now.
            let round = round_now(&sheet.game, index.saturating_sub(1), round);
            let round = game_round(words, &round.to_string());
            words.get_with_all(
                "games-impossible-restore",
                &[
                    ("hand", &hand),
                    ("other", &index),
                    ("round", &round),
                    ("why", &why),
                ],
            )
        };
    let wording = Wording {
        stale: "games-stale-nothing-restored",
        confirm_url: Some(format!("/admin/t/{id}/games/{gid}/restore/{entry_id}")),
        done_query,
    };
    let state = &posted.state;
    answer_change(state, &actor, (id, gid), restored, wording, impossible).await
}
