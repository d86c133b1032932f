//! The one write of a game's hands, inside the operation's transaction: the new hand list
//! replayed once and judged (an impossible hand or a closed stage refuses it), stored if the
//! game is still at the version it was loaded at, with the hands' marks, the game's history
//! entry, its stored result and what the change means for a bracket's cut.

use super::{hand_facts, hand_place, Author, HandRefusal, HeldBack};
use crate::app::clock::mark_if_time_is_up;
use crate::app::cut::StageGuard;
use crate::app::ranking::Loaded;
use crate::app::{AppError, AppResult};
use crate::db;
use crate::db::audit::{AuditAction, HandChange};
use crate::db::games::HandMark;
use crate::db::results::{ruleset_of, with_hands, PlayedGame};
use crate::db::Conn;
use crate::engine::game::Hand;
use crate::tournament::audit_detail::AuditDetail;
use crate::tournament::bracket::GameResult;
use crate::tournament::ids::{AccountId, GameId, TournamentId};

/// A change as the game's history says it: the text older readers of the log show ("hand #3
/// at table 2 (round 1): …"), and its facts, which the log's page words (none where the
/// change it reverts kept none).
pub(super) type Described = (String, Option<AuditDetail>);

/// A change of a game's hand list, as it is stored in the game's history.
pub(super) struct Change {
    pub action: AuditAction,
    /// The position of the hand changed.
    pub position: usize,
    pub before: Option<Hand>,
    pub after: Option<Hand>,
    pub form_key: Option<String>,
    /// The history entry this change undoes or restores.
    pub reverts: Option<i64>,
    /// The organizer confirmed re-running a cut this change alters (closed stages).
    pub confirmed_recut: bool,
    /// The mark of the changed hand afterwards (unused when the change removes it).
    pub mark: HandMark,
    /// A step of the game's history that undo can revert; a confirmation or a dispute is not.
    pub history: bool,
}

impl Change {
    /// A change of hand `position` that undo can revert, with a confirmed hand afterwards.
    pub fn new(
        action: AuditAction,
        position: usize,
        before: Option<Hand>,
        after: Option<Hand>,
    ) -> Self {
        Self {
            action,
            position,
            before,
            after,
            form_key: None,
            reverts: None,
            confirmed_recut: false,
            mark: HandMark::default(),
            history: true,
        }
    }
}

/// A game's result as the bracket reads it, from a replayed game.
fn bracket_result(game: &PlayedGame) -> Option<GameResult> {
    let f = game.sheet.final_result.as_ref()?;
    let people: Vec<_> = f
        .score
        .iter()
        .copied()
        .zip(f.rank.iter().copied())
        .collect();
    Some(GameResult::of_people(&people))
}

/// The game with hands `hands` instead of its own, replayed once, and what that would do to a
/// closed stage; refused when a hand of the new list cannot happen (`changed` is the position
/// the change touches). Stores nothing.
pub(super) async fn judge(
    conn: &mut Conn,
    tournament_id: TournamentId,
    game: &PlayedGame,
    hands: Vec<Hand>,
    changed: usize,
) -> AppResult<(PlayedGame, StageGuard)> {
    let new = with_hands(game, hands)?;
    if let Some(err) = &new.sheet.error {
        return Err(HandRefusal::Impossible {
            index: err.hand,
            round: new.sheet.position.round,
            error: err.error.clone(),
            changed,
        }
        .into());
    }
    let loaded = Loaded::load(conn, tournament_id).await?;
    let guard = StageGuard::check(
        conn,
        tournament_id,
        loaded,
        GameId::new(game.info.id),
        bracket_result(&new),
    )
    .await?;
    Ok((new, guard))
}

/// The marks of the hands after `change` made the list `new_len` long: each change touches one
/// position, and the marks follow the hands there.
fn marks_after(game: &PlayedGame, change: &Change, new_len: usize) -> Vec<HandMark> {
    let mut marks = game.marks.clone();
    marks.resize(game.hands.len(), HandMark::default());
    let at = change.position.min(marks.len());
    match new_len.cmp(&game.hands.len()) {
        std::cmp::Ordering::Greater => marks.insert(at, change.mark.clone()),
        std::cmp::Ordering::Less if at < marks.len() => {
            marks.remove(at);
        }
        std::cmp::Ordering::Equal if at < marks.len() => marks[at] = change.mark.clone(),
        _ => {}
    }
    marks
}

/// A hand as the game's history keeps it (the engine's JSON).
fn history_json(hand: Option<&Hand>) -> AppResult<String> {
    hand.map(|hand| {
        db::games::encode_hand(hand)
            .map_err(|e| AppError::Corrupt(format!("a hand does not serialize: {e}")))
    })
    .transpose()
    .map(Option::unwrap_or_default)
}

/// The one place where a game's hands change: replay the new list once (refused if any hand
/// becomes impossible), judge it against a closed stage, store it if the game is still at the
/// version it was loaded at, write the game's history entry and its stored result, and apply
/// what the change means for the bracket — all in the operation's transaction. `describe`
/// gives the change's text and facts for the history from the new game. Returns the new game.
pub(super) async fn store(
    tx: &mut Conn,
    author: &Author,
    tournament_id: TournamentId,
    game: &PlayedGame,
    mut hands: Vec<Hand>,
    mut change: Change,
    describe: impl FnOnce(&PlayedGame) -> Described,
) -> AppResult<PlayedGame> {
    // A new last hand saved once the table's time is up is the hand that was in progress: the
    // round clock marks it where the ruleset ends games at time.
    if change.action == AuditAction::HandRecorded && change.position + 1 == hands.len() {
        let rules = ruleset_of(&game.info)?;
        if let Some(last) = hands.last_mut() {
            mark_if_time_is_up(tx, tournament_id, &game.info, &rules, last).await?;
            change.after = Some(last.clone());
        }
    }
    // Replayed and judged as the preview is. Closed stages stay closed: a change that alters a
    // cut already made waits for the organizer's confirmation (or is refused); one that keeps
    // it refreshes its reasons below.
    let (mut new, guard) = judge(tx, tournament_id, game, hands, change.position).await?;
    if guard.blocks(change.confirmed_recut) {
        return Err(HandRefusal::Stage(HeldBack(std::sync::Arc::new(guard))).into());
    }
    let marks = marks_after(game, &change, new.hands.len());
    let Ok(version) =
        db::games::replace_hands(tx, game.info.id, game.info.version, &new.hands, &marks).await?
    else {
        return Err(HandRefusal::Conflict.into());
    };
    new.marks = marks;
    new.info.version = version;
    db::game_results::write_played(tx, &new).await?;
    let before = history_json(change.before.as_ref())?;
    let after = history_json(change.after.as_ref())?;
    let (subject, detail) = describe(&new);
    let detail = detail.as_ref().map(AuditDetail::to_json);
    db::audit::record_hand_change(
        tx,
        &HandChange {
            tournament_id: tournament_id.get(),
            account_id: author.account_id,
            who: &author.who,
            game_id: game.info.id,
            position: change.history.then_some(change.position),
            action: change.action,
            subject: &subject,
            before: &before,
            after: &after,
            form_key: change.form_key.as_deref(),
            reverts: change.reverts,
            detail: detail.as_deref(),
        },
    )
    .await?;
    guard
        .apply(
            tx,
            tournament_id,
            author.account_id.map(AccountId::new),
            (
                &hand_place(game, change.position),
                &hand_facts(game, change.position),
            ),
        )
        .await?;
    Ok(new)
}
