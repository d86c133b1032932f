//! The operations on a game's hands against a real database: what each stores, and that the
//! stored result always reads as a fresh replay of the hands.

use super::*;
use crate::db::game_results::{Outcome, Outcomes};
use crate::db::results::load_game;
use crate::db::Pool;
use crate::tournament::ids::AuditEntryId;

const TOURNAMENT: TournamentId = TournamentId::new(1);

/// A database with one tournament, four players and a game of them at table 1 (the players'
/// tests' club night); the pool, the folder it lives in and the game's id.
async fn one_game() -> (Pool, tempfile::TempDir, i64) {
    let (store, dir) = crate::app::players::tests::club_night().await;
    (store.pool().clone(), dir, 1)
}

fn organizer() -> Author {
    crate::app::players::tests::staff("organizer")
}

/// `seat` wins a yakuman by ron off `discarder`, who busts: the game ends with it.
fn yakuman(seat: u8, discarder: u8) -> Hand {
    serde_json::from_str(&format!(
        r#"{{"outcome":"ron","discarder":{discarder},"winners":[{{"seat":{seat},"yakuman":1}}]}}"#
    ))
    .unwrap()
}

/// The game's result as stored, and as a fresh replay of its hands says it.
async fn stored_and_replayed(pool: &Pool, game: i64) -> (Outcome, Outcome) {
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
          WHERE gr.game_id = $1 AND gr.version = g.version",
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
    let people = outcome.final_result.as_ref()?;
    people.iter().position(|&(_, place)| place == 1)
}

/// Saves `hand` (new, or in place of hand `editing`) as the organizer, against the hands
/// the game has now.
async fn save_hand(
    pool: &Pool,
    game: i64,
    hand: Hand,
    editing: Option<usize>,
) -> AppResult<(PlayedGame, usize)> {
    let store = Store::from(pool.clone());
    let sheet = sheet(&store, TOURNAMENT, GameId::new(game), false).await?;
    let new = NewHand {
        hand,
        editing,
        seen: hands_token(&sheet.game),
        form_key: None,
        mark: HandMark::default(),
        confirmed_recut: false,
    };
    save(&store, &organizer(), TOURNAMENT, GameId::new(game), new).await
}

async fn record_hand(pool: &Pool, game: i64, hand: Hand, editing: Option<usize>) {
    let saved = save_hand(pool, game, hand, editing).await;
    assert!(saved.is_ok(), "the hand is stored");
}

/// The token of the game's hands as they are now.
async fn token(pool: &Pool, game: i64) -> String {
    let mut conn = pool.acquire().await.unwrap();
    hands_token(&load_game(&mut conn, 1, game).await.unwrap())
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

    let store = Store::from(pool.clone());
    let seen = token(&pool, game).await;
    let (_, what) = undo(
        &store,
        &organizer(),
        TOURNAMENT,
        GameId::new(game),
        &seen,
        false,
    )
    .await
    .unwrap();
    assert!(what.starts_with("the correction of"), "{what}");
    let (after_undo, replayed) = stored_and_replayed(&pool, game).await;
    assert_eq!(after_undo, replayed);
    assert_eq!(after_undo, before);
}

#[tokio::test]
async fn a_deleted_hand_restored_from_the_history_brings_its_result_back() {
    let (pool, _dir, game) = one_game().await;
    record_hand(&pool, game, yakuman(3, 0), None).await;
    let (finished, _) = stored_and_replayed(&pool, game).await;

    let store = Store::from(pool.clone());
    let gid = GameId::new(game);
    let seen = token(&pool, game).await;
    delete(&store, &organizer(), TOURNAMENT, gid, (0, &seen), false)
        .await
        .unwrap();
    let mut conn = pool.acquire().await.unwrap();
    let deletion = db::audit::last_hand_change(&mut conn, game, AuditAction::ChangeUndone)
        .await
        .unwrap()
        .unwrap();
    drop(conn);
    let (emptied, replayed) = stored_and_replayed(&pool, game).await;
    assert_eq!(emptied, replayed);
    assert!(!emptied.ended && emptied.final_result.is_none());

    let entry = AuditEntryId::new(deletion.id);
    let organizer = organizer();
    let restore_deletion = || restore(&store, &organizer, TOURNAMENT, gid, entry, false);
    let restored = restore_deletion().await.unwrap();
    assert_eq!(restored.1, 0, "the hand is back first");
    let (back, _) = stored_and_replayed(&pool, game).await;
    assert_eq!(back, finished);

    // Restored once, it cannot be restored again.
    let again = restore_deletion().await;
    assert!(matches!(
        again,
        Err(AppError::Refused(Refusal::Hand(
            HandRefusal::AlreadyRestored
        )))
    ));
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
    let refused = save_hand(&pool, game, yakuman(2, 3), None).await;
    assert!(matches!(
        refused,
        Err(AppError::Refused(Refusal::Hand(HandRefusal::Impossible {
            index: 1,
            changed: 1,
            ..
        })))
    ));
    let (stored, _) = stored_and_replayed(&pool, game).await;
    assert_eq!(winner(&stored), Some(1));
}

/// A refusal of the hands' operations, if that is what came back.
fn refusal<T>(result: AppResult<T>) -> Option<HandRefusal> {
    match result {
        Err(AppError::Refused(Refusal::Hand(refusal))) => Some(refusal),
        _ => None,
    }
}

#[tokio::test]
async fn a_change_made_against_other_hands_is_refused_and_nothing_changes() {
    let (pool, _dir, game) = one_game().await;
    record_hand(&pool, game, yakuman(1, 0), None).await;
    let store = Store::from(pool.clone());
    let gid = GameId::new(game);
    // "0" is the token of a game without hands: the form was filled in before hand #1.
    let deleted = delete(&store, &organizer(), TOURNAMENT, gid, (0, "0"), false).await;
    assert_eq!(refusal(deleted), Some(HandRefusal::Stale));
    let ended = end_at_time(&store, &organizer(), TOURNAMENT, gid, "0", false).await;
    assert_eq!(refusal(ended), Some(HandRefusal::Stale));
    let (stored, _) = stored_and_replayed(&pool, game).await;
    assert_eq!(winner(&stored), Some(1));
}

#[tokio::test]
async fn a_table_confirms_a_hand_from_another_seat_and_phone_only_and_once() {
    let (pool, _dir, game) = one_game().await;
    let store = Store::from(pool.clone());
    let gid = GameId::new(game);
    let entered = HandMark {
        status: HandStatus::Pending,
        entered_seat: Some(Seat::new(0)),
        entered_device: "phone-a".into(),
        entered_by: "Aiko".into(),
        dispute: String::new(),
    };
    let new = NewHand {
        hand: yakuman(1, 0),
        editing: None,
        seen: "0".into(),
        form_key: None,
        mark: entered,
        confirmed_recut: false,
    };
    let (saved, _) = save(&store, &organizer(), TOURNAMENT, gid, new)
        .await
        .unwrap();
    let seen = hands_token(&saved);
    let by = |seat: u8, device: &str| Decision {
        position: 0,
        seen: seen.clone(),
        by: Confirmer::Table {
            seat: Seat::new(seat),
            device: device.into(),
        },
        dispute: None,
    };
    let own = decide(&store, &organizer(), TOURNAMENT, gid, by(0, "phone-b")).await;
    assert_eq!(refusal(own), Some(HandRefusal::OwnEntry { position: 0 }));
    let same_phone = decide(&store, &organizer(), TOURNAMENT, gid, by(2, "phone-a")).await;
    assert_eq!(
        refusal(same_phone),
        Some(HandRefusal::OwnEntry { position: 0 })
    );
    let confirmed = decide(&store, &organizer(), TOURNAMENT, gid, by(2, "phone-b"))
        .await
        .unwrap();
    assert_eq!(confirmed.mark(0).status, HandStatus::Confirmed);
    let again = decide(&store, &organizer(), TOURNAMENT, gid, by(3, "phone-c")).await;
    assert_eq!(
        refusal(again),
        Some(HandRefusal::AlreadyConfirmed { position: 0 })
    );
}

/// An exhaustive draw with the seats `tenpai` tenpai.
fn draw(tenpai: &[u8]) -> Hand {
    serde_json::from_str(&format!(r#"{{"outcome":"draw","tenpai":{tenpai:?}}}"#)).unwrap()
}

/// Saves `hand` as the web's request does — the posted form read against the game's sheet
/// (`form_sheet`), then `save` — and counts the games replayed from their first hand meanwhile.
async fn replays_to_save(pool: &Pool, game: i64, hand: Hand, editing: Option<usize>) -> usize {
    let store = Store::from(pool.clone());
    let seen = token(pool, game).await;
    let before = crate::db::results::replay_count::so_far();
    let form = FormSeen {
        token: &seen,
        key: "",
        saving: true,
        meant: None,
    };
    let read = form_sheet(&store, TOURNAMENT, GameId::new(game), &form)
        .await
        .unwrap();
    let new = NewHand {
        hand,
        editing,
        seen,
        form_key: None,
        mark: HandMark::default(),
        confirmed_recut: false,
    };
    let tid = TOURNAMENT;
    save_as_read(
        &store,
        &organizer(),
        tid,
        GameId::new(game),
        new,
        Some(&read.game),
    )
    .await
    .unwrap();
    crate::db::results::replay_count::so_far() - before
}

#[tokio::test]
async fn a_correction_replays_its_new_hands_once_and_a_new_hand_is_applied_without_a_replay() {
    let (pool, _dir, game) = one_game().await;
    // Twelve draws where everyone is tenpai: the dealer keeps the deal and nobody pays.
    for _ in 0..12 {
        record_hand(&pool, game, draw(&[0, 1, 2, 3]), None).await;
    }
    // A new hand: reading the form's sheet is the one replay of the stored hands; the write
    // transaction finds the game as read and applies the hand to it.
    let new_hand = replays_to_save(&pool, game, draw(&[0, 1, 2, 3]), None).await;
    assert_eq!(
        new_hand, 1,
        "a new hand replays only what reading the game replays"
    );
    let (before, _) = stored_and_replayed(&pool, game).await;
    // Hand #2 corrected (only the dealer was tenpai, so the others pay): the same one read,
    // and the new list of thirteen hands played through the engine once.
    let correction = replays_to_save(&pool, game, draw(&[0]), Some(1)).await;
    assert_eq!(correction, 2, "a correction replays its new hands once");
    let (corrected, replayed) = stored_and_replayed(&pool, game).await;
    assert_eq!(corrected, replayed);
    assert_ne!(
        corrected, before,
        "the correction moved every later hand's points"
    );
}
