//! A game's hands change here and nowhere else: a new hand, a correction, a deletion, a
//! confirmation or a dispute, an undo, a restore, the end of a game at time. Each is one call
//! over the caller's write transaction that takes the game as loaded and parsed values, and
//! either stores the change — the new hand list, its marks, the game's history entry (the audit
//! log that undo and restore read), the game's stored result, and what the change means for a
//! bracket's cut — or says why not ([`Refusal`]).
//!
//! The new hand list is played through the engine once — a new last hand is applied to the game
//! as loaded, without replaying the hands before it — and that one result is what is checked
//! (an impossible hand refuses the change), judged by the stage guard and stored as the game's
//! result. A preview plays it the same way ([`preview`]) and stores nothing.

use super::clock::mark_if_time_is_up;
use super::cut::StageGuard;
use super::ranking::Loaded;
use super::{AppError, AppResult};
use crate::db;
use crate::db::audit::{AuditAction, HandChange};
use crate::db::games::{HandMark, HandStatus};
use crate::db::results::{ruleset_of, with_hands, PlayedGame};
use crate::db::Conn;
use crate::engine::game::{GameError, Hand, Round};
use crate::tournament::bracket::GameResult;

pub use super::author::Author;

/// A change of a game's hand list, as it is stored in the game's history.
pub struct Change {
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

/// Why a change was not stored.
pub enum Refusal {
    /// Hand `index` of the new list cannot happen (`error`); `round` is where it was played.
    Impossible {
        index: usize,
        round: Round,
        error: GameError,
    },
    /// The game changed since the change was prepared.
    Conflict,
    /// The game belongs to a stage whose cut is made and the change would alter it: refused,
    /// or waiting for the organizer's confirmation. The guard says what it would do.
    Stage(Box<StageGuard>),
    /// Undo: nothing is left to undo on this game.
    NothingToUndo,
    /// Undo: hand `position` changed since the change being undone (`action`).
    ChangedSince {
        position: usize,
        action: AuditAction,
    },
    /// Restore: the hand was already brought back.
    AlreadyRestored,
    /// Restore: hand `position` cannot go back while the game has only `hands` hands.
    TooFewHands { position: usize, hands: usize },
    /// End at time: the game is already over.
    AlreadyOver,
    /// End at time: no hand was played yet.
    NoHandYet,
}

/// A game's result as the bracket reads it, from a replayed game.
fn bracket_result(game: &PlayedGame) -> Option<GameResult> {
    game.sheet.final_result.as_ref().map(|f| GameResult {
        scores: f.score,
        ranks: f.rank,
        fifth: f.fifth.map(|p| p.score),
    })
}

/// The first impossible hand of a replayed list, as a refusal.
fn impossible(new: &PlayedGame) -> Option<Refusal> {
    new.sheet.error.as_ref().map(|err| Refusal::Impossible {
        index: err.hand,
        round: new.sheet.position.round,
        error: err.error.clone(),
    })
}

/// A game with hands `hands` instead of its own, replayed once, and what that would do to a
/// closed stage: for the preview, which stores nothing.
pub async fn preview(
    conn: &mut Conn,
    tournament_id: i64,
    game: &PlayedGame,
    hands: Vec<Hand>,
) -> AppResult<Result<(PlayedGame, StageGuard), Refusal>> {
    let new = with_hands(game, hands)?;
    if let Some(refusal) = impossible(&new) {
        return Ok(Err(refusal));
    }
    let loaded = Loaded::load(conn, tournament_id).await?;
    let guard = StageGuard::check(
        conn,
        tournament_id,
        loaded,
        game.info.id,
        bracket_result(&new),
    )
    .await?;
    Ok(Ok((new, guard)))
}

/// Where a hand is, as the audit log says it: "hand #5 at table 2 (round 1)".
pub fn hand_place(game: &PlayedGame, pos: usize) -> String {
    format!(
        "hand #{} at table {} (round {})",
        pos + 1,
        game.info.table_number,
        game.info.round_number
    )
}

/// The note of hand `pos` of a sheet, or nothing.
pub fn note_of(game: &PlayedGame, pos: usize) -> String {
    game.sheet
        .rows
        .get(pos)
        .map(|r| r.note.clone())
        .unwrap_or_default()
}

/// The one place where a game's hands change: replay the new list once (refused if any hand
/// becomes impossible), judge it against a closed stage, store it if the game is still at the
/// version the change was made from, write the game's history entry and its stored result, and
/// apply what the change means for the bracket — all in the caller's transaction. `describe`
/// words the change for the history from the new game. Returns the new game.
pub async fn store(
    tx: &mut Conn,
    author: &Author,
    tournament_id: i64,
    game: &PlayedGame,
    mut hands: Vec<Hand>,
    mut change: Change,
    describe: impl FnOnce(&PlayedGame) -> String,
) -> AppResult<Result<PlayedGame, Refusal>> {
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
    let (mut new, guard) = match preview(tx, tournament_id, game, hands).await? {
        Ok(judged) => judged,
        Err(refusal) => return Ok(Err(refusal)),
    };
    if guard.blocks(change.confirmed_recut) {
        return Ok(Err(Refusal::Stage(Box::new(guard))));
    }
    let json = |hand: &Hand| {
        db::games::encode_hand(hand)
            .map_err(|e| AppError::Corrupt(format!("a hand does not serialize: {e}")))
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
    let Ok(version) =
        db::games::replace_hands(tx, game.info.id, game.info.version, &new.hands, &marks).await?
    else {
        return Ok(Err(Refusal::Conflict));
    };
    new.marks = marks;
    new.info.version = version;
    db::game_results::write_played(tx, &new).await?;
    let before = change.before.as_ref().map(json).transpose()?;
    let after = change.after.as_ref().map(json).transpose()?;
    let subject = describe(&new);
    db::audit::record_hand_change(
        tx,
        &HandChange {
            tournament_id,
            account_id: author.account_id,
            who: &author.who,
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
            author.account_id,
            &hand_place(game, change.position),
        )
        .await?;
    Ok(Ok(new))
}

/// Records `hand` as a new last hand, or (with `editing`) puts it in place of that hand.
/// `mark` is the hand's mark afterwards (pending when a table enters it).
#[allow(clippy::too_many_arguments)]
pub async fn record(
    tx: &mut Conn,
    author: &Author,
    tournament_id: i64,
    game: &PlayedGame,
    hand: Hand,
    editing: Option<usize>,
    form_key: Option<String>,
    mark: HandMark,
    confirmed_recut: bool,
) -> AppResult<Result<PlayedGame, Refusal>> {
    let mut hands = game.hands.clone();
    let pos = match editing {
        Some(pos) if pos < hands.len() => {
            hands[pos] = hand.clone();
            pos
        }
        Some(_) => return Err(AppError::NotFound),
        None => {
            hands.push(hand.clone());
            hands.len() - 1
        }
    };
    let action = if editing.is_some() {
        AuditAction::HandEdited
    } else {
        AuditAction::HandRecorded
    };
    let mut change = Change::new(
        action,
        pos,
        editing.map(|p| game.hands[p].clone()),
        Some(hand),
    );
    change.form_key = form_key;
    change.confirmed_recut = confirmed_recut;
    change.mark = mark;
    let place = hand_place(game, pos);
    let old_note = note_of(game, pos);
    let describe = |new: &PlayedGame| match editing {
        Some(_) => format!("{place}: was “{old_note}”, now “{}”", note_of(new, pos)),
        None => format!("{place}: {}", note_of(new, pos)),
    };
    store(tx, author, tournament_id, game, hands, change, describe).await
}

/// Confirms hand `pos`, or (with `dispute`, its reason) disputes it. Who may do which is the
/// caller's to check; the hands stay as they are and only the hand's mark changes.
pub async fn decide(
    tx: &mut Conn,
    author: &Author,
    tournament_id: i64,
    game: &PlayedGame,
    pos: usize,
    dispute: Option<&str>,
) -> AppResult<Result<PlayedGame, Refusal>> {
    let hand = game.hands.get(pos).cloned().ok_or(AppError::NotFound)?;
    let mark = game.marks.get(pos).cloned().unwrap_or_default();
    let (action, new_mark) = match dispute {
        None => (AuditAction::HandConfirmed, HandMark::default()),
        Some(reason) => (
            AuditAction::HandDisputed,
            HandMark {
                status: HandStatus::Disputed,
                dispute: reason.to_string(),
                ..mark.clone()
            },
        ),
    };
    let mut change = Change::new(action, pos, Some(hand.clone()), Some(hand));
    change.mark = new_mark;
    change.history = false;
    let describe = |_: &PlayedGame| {
        let mut text = format!("{}: {}", hand_place(game, pos), note_of(game, pos));
        if !mark.entered_by.is_empty() {
            text.push_str(&format!(" (entered by {})", mark.entered_by));
        }
        if let Some(reason) = dispute.filter(|r| !r.is_empty()) {
            text.push_str(&format!(" — “{reason}”"));
        }
        text
    };
    store(
        tx,
        author,
        tournament_id,
        game,
        game.hands.clone(),
        change,
        describe,
    )
    .await
}

/// Deletes hand `pos`.
pub async fn delete(
    tx: &mut Conn,
    author: &Author,
    tournament_id: i64,
    game: &PlayedGame,
    pos: usize,
    confirmed_recut: bool,
) -> AppResult<Result<PlayedGame, Refusal>> {
    if pos >= game.hands.len() {
        return Err(AppError::NotFound);
    }
    let mut hands = game.hands.clone();
    let removed = hands.remove(pos);
    let mut change = Change::new(AuditAction::HandDeleted, pos, Some(removed), None);
    change.confirmed_recut = confirmed_recut;
    let describe = |_: &PlayedGame| format!("{}: {}", hand_place(game, pos), note_of(game, pos));
    store(tx, author, tournament_id, game, hands, change, describe).await
}

/// A hand kept in the game's history, or none for an empty value.
fn history_hand(text: &str) -> AppResult<Option<Hand>> {
    if text.is_empty() {
        return Ok(None);
    }
    serde_json::from_str(text)
        .map(Some)
        .map_err(|e| AppError::Corrupt(format!("a hand in the audit log is unreadable: {e}")))
}

/// What undoing an entry reverts, as a phrase for the Undo button and the log.
pub fn reverted_what(action: AuditAction) -> &'static str {
    match action {
        AuditAction::HandRecorded => "the recording of",
        AuditAction::HandEdited => "the correction of",
        AuditAction::HandDeleted => "the deletion of",
        AuditAction::HandRestored => "the restoring of",
        AuditAction::GameEndedAtTime => "the end at time of",
        _ => "the change of",
    }
}

/// Reverts the last change of the game's hands that is not yet reverted: a recorded hand is
/// removed, a corrected one gets its previous content back, a deleted one comes back at its
/// place. Called again, it goes one change further back. `Ok(Ok((game, what)))` names what
/// was undone ("the recording of hand #3 …").
pub async fn undo(
    tx: &mut Conn,
    author: &Author,
    tournament_id: i64,
    game: &PlayedGame,
    confirmed_recut: bool,
) -> AppResult<Result<(PlayedGame, String), Refusal>> {
    let Some(entry) =
        db::audit::last_hand_change(tx, game.info.id, AuditAction::ChangeUndone).await?
    else {
        return Ok(Err(Refusal::NothingToUndo));
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
        return Ok(Err(Refusal::ChangedSince {
            position: pos,
            action: entry.action,
        }));
    }
    match (&before, after.is_some()) {
        (Some(hand), true) => hands[pos] = hand.clone(),
        (None, _) => {
            hands.remove(pos);
        }
        (Some(hand), false) => hands.insert(pos, hand.clone()),
    }
    let mut change = Change::new(AuditAction::ChangeUndone, pos, after, before);
    change.reverts = Some(entry.id);
    change.confirmed_recut = confirmed_recut;
    let what = format!("{} {}", reverted_what(entry.action), entry.subject);
    let describe = |_: &PlayedGame| what.clone();
    Ok(
        store(tx, author, tournament_id, game, hands, change, describe)
            .await?
            .map(|new| (new, what.clone())),
    )
}

/// Puts a deleted hand (history entry `entry_id`) back at its place, if the game still allows
/// it. `Ok(Ok((game, position)))` says where it went.
pub async fn restore(
    tx: &mut Conn,
    author: &Author,
    tournament_id: i64,
    game: &PlayedGame,
    entry_id: i64,
    confirmed_recut: bool,
) -> AppResult<Result<(PlayedGame, usize), Refusal>> {
    let entry = db::audit::hand_change(tx, game.info.id, entry_id)
        .await?
        .ok_or(AppError::NotFound)?;
    let hand = match (
        history_hand(&entry.before_value)?,
        entry.after_value.is_empty(),
    ) {
        (Some(hand), true) => hand,
        _ => return Err(AppError::NotFound),
    };
    let pos = usize::try_from(entry.hand_position.unwrap_or(-1)).unwrap_or(usize::MAX);
    if entry.reverted_by.is_some() {
        return Ok(Err(Refusal::AlreadyRestored));
    }
    if pos > game.hands.len() {
        return Ok(Err(Refusal::TooFewHands {
            position: pos,
            hands: game.hands.len(),
        }));
    }
    let mut hands = game.hands.clone();
    hands.insert(pos, hand.clone());
    let mut change = Change::new(AuditAction::HandRestored, pos, None, Some(hand));
    change.reverts = Some(entry.id);
    change.confirmed_recut = confirmed_recut;
    let describe = |new: &PlayedGame| format!("{}: {}", hand_place(new, pos), note_of(new, pos));
    Ok(
        store(tx, author, tournament_id, game, hands, change, describe)
            .await?
            .map(|new| (new, pos)),
    )
}

/// Ends a game at time (once the table's time is up, by the organizer's decision): its last
/// hand is marked as the one in progress when time ran out, and the engine ends the game after
/// it under the ruleset's time rule. Undo brings the game back.
pub async fn end_at_time(
    tx: &mut Conn,
    author: &Author,
    tournament_id: i64,
    game: &PlayedGame,
    confirmed_recut: bool,
) -> AppResult<Result<PlayedGame, Refusal>> {
    if game.sheet.ended {
        return Ok(Err(Refusal::AlreadyOver));
    }
    let Some(pos) = game.hands.len().checked_sub(1) else {
        return Ok(Err(Refusal::NoHandYet));
    };
    let mut hands = game.hands.clone();
    hands[pos].time_up = true;
    let mut change = Change::new(
        AuditAction::GameEndedAtTime,
        pos,
        Some(game.hands[pos].clone()),
        Some(hands[pos].clone()),
    );
    change.mark = game.marks.get(pos).cloned().unwrap_or_default();
    change.confirmed_recut = confirmed_recut;
    let place = hand_place(game, pos);
    let describe = |_: &PlayedGame| format!("{place}: the game ends after it (time is up)");
    store(tx, author, tournament_id, game, hands, change, describe).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::game_results::{Outcome, Outcomes};
    use crate::db::results::load_game;
    use sqlx::SqlitePool;

    /// A database with one tournament, four players and a game of them at table 1; the pool,
    /// the folder it lives in and the game's id.
    async fn one_game() -> (SqlitePool, tempfile::TempDir, i64) {
        let dir = tempfile::tempdir().unwrap();
        let pool = db::open(&dir.path().join("t.db")).await.unwrap();
        let mut conn = pool.acquire().await.unwrap();
        let now = db::now();
        sqlx::query("INSERT INTO tournaments (id, name, created_at, updated_at) VALUES (1, 'Club night', ?, ?)")
            .bind(&now)
            .bind(&now)
            .execute(&mut *conn)
            .await
            .unwrap();
        for (id, name) in [(1, "Aiko"), (2, "Ben"), (3, "Chloé"), (4, "Dev")] {
            sqlx::query("INSERT INTO players (id, tournament_id, name, name_key, created_at) VALUES (?, 1, ?, ?, ?)")
                .bind(id)
                .bind(name)
                .bind(name.to_lowercase())
                .bind(&now)
                .execute(&mut *conn)
                .await
                .unwrap();
        }
        sqlx::query("INSERT INTO rounds (id, tournament_id, number, seed, mode, table_rule, created_at) VALUES (1, 1, 1, '7', 'random', 'substitute', ?)")
            .bind(&now)
            .execute(&mut *conn)
            .await
            .unwrap();
        sqlx::query("INSERT INTO games (id, round_id, table_number) VALUES (1, 1, 1)")
            .execute(&mut *conn)
            .await
            .unwrap();
        for seat in 0..4i64 {
            sqlx::query("INSERT INTO game_seats (game_id, seat, player_id) VALUES (1, ?, ?)")
                .bind(seat)
                .bind(seat + 1)
                .execute(&mut *conn)
                .await
                .unwrap();
        }
        (pool, dir, 1)
    }

    fn organizer() -> Author {
        Author {
            account_id: None,
            who: "organizer".into(),
        }
    }

    /// `seat` wins a yakuman by ron off `discarder`, who busts: the game ends with it.
    fn yakuman(seat: u8, discarder: u8) -> Hand {
        serde_json::from_str(&format!(
            r#"{{"outcome":"ron","discarder":{discarder},"winners":[{{"seat":{seat},"yakuman":1}}]}}"#
        ))
        .unwrap()
    }

    /// The game's result as stored, and as a fresh replay of its hands says it.
    async fn stored_and_replayed(pool: &SqlitePool, game: i64) -> (Outcome, Outcome) {
        let mut conn = pool.acquire().await.unwrap();
        let stored = Outcomes::load(&mut conn, 1).await.unwrap();
        let stored = stored
            .games
            .into_iter()
            .find(|g| g.info.id == game)
            .unwrap()
            .outcome;
        // Written by the change itself, at the game's new version (a stale row would be
        // replayed on reading instead, hiding a missing write).
        let rows: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM game_results gr JOIN games g ON g.id = gr.game_id
              WHERE gr.game_id = ? AND gr.version = g.version",
        )
        .bind(game)
        .fetch_one(&mut *conn)
        .await
        .unwrap();
        assert_eq!(rows, 4, "one stored row per seat, as of the game's version");
        let replayed = Outcome::of(&load_game(&mut conn, 1, game).await.unwrap());
        (stored, replayed)
    }

    /// The seat placed first in a stored result.
    fn winner(outcome: &Outcome) -> Option<usize> {
        let (_, places) = outcome.final_result?;
        places.iter().position(|&p| p == 1)
    }

    async fn record_hand(pool: &SqlitePool, game: i64, hand: Hand, editing: Option<usize>) {
        let mut tx = db::begin_write(pool).await.unwrap();
        let played = load_game(&mut tx, 1, game).await.unwrap();
        let stored = record(
            &mut tx,
            &organizer(),
            1,
            &played,
            hand,
            editing,
            None,
            HandMark::default(),
            false,
        )
        .await
        .unwrap();
        assert!(stored.is_ok(), "the hand is stored");
        tx.commit().await.unwrap();
    }

    #[tokio::test]
    async fn a_recorded_hand_is_stored_with_its_history_and_the_games_result() {
        let (pool, _dir, game) = one_game().await;
        record_hand(&pool, game, yakuman(1, 0), None).await;
        let (stored, replayed) = stored_and_replayed(&pool, game).await;
        assert_eq!(stored, replayed);
        assert!(stored.ended && stored.confirmed);
        assert_eq!(winner(&stored), Some(1));
        let mut conn = pool.acquire().await.unwrap();
        let history = db::audit::last_hand_change(&mut conn, game, AuditAction::ChangeUndone)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(history.action, AuditAction::HandRecorded);
    }

    #[tokio::test]
    async fn a_correction_changes_the_stored_result_and_undo_brings_the_old_one_back() {
        let (pool, _dir, game) = one_game().await;
        record_hand(&pool, game, yakuman(1, 0), None).await;
        let (before, _) = stored_and_replayed(&pool, game).await;
        record_hand(&pool, game, yakuman(2, 0), Some(0)).await;
        let (corrected, replayed) = stored_and_replayed(&pool, game).await;
        assert_eq!(corrected, replayed);
        assert_eq!(winner(&corrected), Some(2));
        assert_ne!(corrected, before);

        let mut tx = db::begin_write(&pool).await.unwrap();
        let played = load_game(&mut tx, 1, game).await.unwrap();
        let undone = undo(&mut tx, &organizer(), 1, &played, false)
            .await
            .unwrap();
        let Ok((_, what)) = undone else {
            panic!("the correction is undone")
        };
        assert!(what.starts_with("the correction of"), "{what}");
        tx.commit().await.unwrap();
        let (after_undo, replayed) = stored_and_replayed(&pool, game).await;
        assert_eq!(after_undo, replayed);
        assert_eq!(after_undo, before);
    }

    #[tokio::test]
    async fn a_deleted_hand_restored_from_the_history_brings_its_result_back() {
        let (pool, _dir, game) = one_game().await;
        record_hand(&pool, game, yakuman(3, 0), None).await;
        let (finished, _) = stored_and_replayed(&pool, game).await;

        let mut tx = db::begin_write(&pool).await.unwrap();
        let played = load_game(&mut tx, 1, game).await.unwrap();
        let deleted = delete(&mut tx, &organizer(), 1, &played, 0, false)
            .await
            .unwrap();
        assert!(deleted.is_ok(), "the hand is deleted");
        let deletion = db::audit::last_hand_change(&mut tx, game, AuditAction::ChangeUndone)
            .await
            .unwrap()
            .unwrap();
        tx.commit().await.unwrap();
        let (emptied, replayed) = stored_and_replayed(&pool, game).await;
        assert_eq!(emptied, replayed);
        assert!(!emptied.ended && emptied.final_result.is_none());

        let mut tx = db::begin_write(&pool).await.unwrap();
        let played = load_game(&mut tx, 1, game).await.unwrap();
        let restored = restore(&mut tx, &organizer(), 1, &played, deletion.id, false)
            .await
            .unwrap();
        assert!(matches!(restored, Ok((_, 0))), "the hand is back first");
        tx.commit().await.unwrap();
        let (back, _) = stored_and_replayed(&pool, game).await;
        assert_eq!(back, finished);

        // Restored once, it cannot be restored again.
        let mut tx = db::begin_write(&pool).await.unwrap();
        let played = load_game(&mut tx, 1, game).await.unwrap();
        let again = restore(&mut tx, &organizer(), 1, &played, deletion.id, false)
            .await
            .unwrap();
        assert!(matches!(again, Err(Refusal::AlreadyRestored)));
    }

    #[tokio::test]
    async fn a_new_last_hand_applied_to_the_loaded_game_reads_as_a_full_replay_of_the_hands() {
        let (pool, _dir, game) = one_game().await;
        // The dealer wins a mangan by self-draw twice: the game goes on, with counters.
        let mangan: Hand =
            serde_json::from_str(r#"{"outcome":"tsumo","winner":{"seat":0,"limit":"mangan"}}"#)
                .unwrap();
        record_hand(&pool, game, mangan.clone(), None).await;
        let mut conn = pool.acquire().await.unwrap();
        let loaded = load_game(&mut conn, 1, game).await.unwrap();
        assert!(
            loaded.state.is_some(),
            "a single game keeps its engine game"
        );
        for next in [mangan, yakuman(2, 1)] {
            let mut hands = loaded.hands.clone();
            hands.push(next);
            let applied = crate::db::results::with_hands(&loaded, hands.clone()).unwrap();
            let replayed = crate::db::results::replay_game(loaded.info.clone(), hands).unwrap();
            assert_eq!(applied.sheet, replayed.sheet);
        }
    }

    #[tokio::test]
    async fn an_impossible_hand_is_refused_and_nothing_is_stored() {
        let (pool, _dir, game) = one_game().await;
        record_hand(&pool, game, yakuman(1, 0), None).await;
        // The game is over: no hand can follow.
        let mut tx = db::begin_write(&pool).await.unwrap();
        let played = load_game(&mut tx, 1, game).await.unwrap();
        let refused = record(
            &mut tx,
            &organizer(),
            1,
            &played,
            yakuman(2, 3),
            None,
            None,
            HandMark::default(),
            false,
        )
        .await
        .unwrap();
        assert!(matches!(refused, Err(Refusal::Impossible { index: 1, .. })));
        drop(tx);
        let (stored, _) = stored_and_replayed(&pool, game).await;
        assert_eq!(winner(&stored), Some(1));
    }
}
