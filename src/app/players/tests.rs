//! The players' operations against a real database: what they refuse, as values, and what
//! they write with the change.

use super::*;
use crate::app::author::Author;
use crate::app::Refusal;
use crate::tournament::players::PlayerDetails;

/// An empty database: the store and the folder it lives in.
pub(crate) async fn empty_store() -> (Store, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::from(db::open(&dir.path().join("t.db")).await.unwrap());
    (store, dir)
}

/// A database holding only tournament 1, "Club night", with the default rules: the store and
/// the folder it lives in. Every other fixture of the application's tests starts from it.
pub(crate) async fn bare_club_night() -> (Store, tempfile::TempDir) {
    let (store, dir) = empty_store().await;
    let mut conn = store.read().await.unwrap();
    let now = db::now();
    sqlx::query(
        "INSERT INTO tournaments (id, name, created_at, updated_at) VALUES (1, 'Club night', $1, $2)",
    )
    .bind(&now)
    .bind(&now)
    .execute(&mut *conn)
    .await
    .unwrap();
    (store, dir)
}

/// Staff acting without an account, named `who` in the audit log.
pub(crate) fn staff(who: &str) -> Author {
    Author {
        account_id: None,
        who: who.into(),
    }
}

/// A database with the organizer's account (id 1), one tournament ("Club night", id 1, tables
/// recording their own hands), four players, round 1 and its game at table 1 (id 1, code
/// `K7MPQ`) seating them East to North in id order; the store and the folder it lives in.
pub(crate) async fn club_night() -> (Store, tempfile::TempDir) {
    let (store, dir) = bare_club_night().await;
    let mut tx = store.begin_write().await.unwrap();
    let organizer = db::accounts::Role::Organizer;
    db::accounts::create(&mut tx, "organizer", "$argon2id$stand-in", organizer, None)
        .await
        .unwrap();
    let now = db::now();
    for name in ["Aiko", "Ben", "Chloé", "Dev"] {
        let details = PlayerDetails::parse(name, "", "").unwrap();
        db::players::create(&mut tx, 1, &details, true)
            .await
            .unwrap();
    }
    sqlx::query("INSERT INTO rounds (id, tournament_id, number, seed, mode, table_rule, created_at) VALUES (1, 1, 1, '7', 'random', 'substitute', $1)")
        .bind(&now)
        .execute(&mut *tx)
        .await
        .unwrap();
    sqlx::query("INSERT INTO games (id, round_id, table_number) VALUES (1, 1, 1)")
        .execute(&mut *tx)
        .await
        .unwrap();
    for seat in 0..4i64 {
        sqlx::query("INSERT INTO game_seats (game_id, seat, player_id) VALUES (1, $1, $2)")
            .bind(seat)
            .bind(seat + 1)
            .execute(&mut *tx)
            .await
            .unwrap();
    }
    sqlx::query("INSERT INTO table_codes (game_id, code, created_at) VALUES (1, 'K7MPQ', $1)")
        .bind(&now)
        .execute(&mut *tx)
        .await
        .unwrap();
    let entry = db::table_codes::HandEntry::Table;
    db::table_codes::set_hand_entry(&mut tx, 1, entry)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    (store, dir)
}

pub(crate) const CLUB_NIGHT: TournamentId = TournamentId::new(1);
pub(crate) const ORGANIZER: AccountId = AccountId::new(1);

fn player(id: i64) -> PlayerId {
    PlayerId::new(id).unwrap()
}

/// How many entries the tournament's audit log has.
async fn audit_entries(store: &Store) -> usize {
    let mut conn = store.read().await.unwrap();
    db::audit::for_tournament(&mut conn, 1).await.unwrap().len()
}

#[tokio::test]
async fn a_name_already_taken_is_refused_with_the_name_and_nothing_is_noted() {
    let (store, _dir) = club_night().await;
    let before = audit_entries(&store).await;
    let details = PlayerDetails::parse("  aiko ", "Tokyo", "").unwrap();
    let refused = add(&store, ORGANIZER, CLUB_NIGHT, &details, false).await;
    assert!(matches!(
        refused,
        Err(AppError::Refused(Refusal::Player(PlayerRefusal::DuplicateName { name }))) if name == "aiko"
    ));
    assert_eq!(audit_entries(&store).await, before);
    let renamed = PlayerDetails::parse("Ben", "", "").unwrap();
    let refused = update(&store, ORGANIZER, CLUB_NIGHT, player(1), &renamed).await;
    assert!(matches!(
        refused,
        Err(AppError::Refused(Refusal::Player(
            PlayerRefusal::DuplicateName { .. }
        )))
    ));
    let added = add(
        &store,
        ORGANIZER,
        CLUB_NIGHT,
        &PlayerDetails::parse("Eve", "", "").unwrap(),
        false,
    )
    .await;
    assert_eq!(added.unwrap(), player(5));
    assert_eq!(audit_entries(&store).await, before + 1);
}

#[tokio::test]
async fn a_withdrawn_player_is_checked_in_only_once_reinstated() {
    let (store, _dir) = club_night().await;
    set_withdrawn(&store, ORGANIZER, CLUB_NIGHT, player(2), true)
        .await
        .unwrap();
    let refused = set_checked_in(&store, ORGANIZER, CLUB_NIGHT, player(2), true).await;
    assert!(matches!(
        refused,
        Err(AppError::Refused(Refusal::Player(PlayerRefusal::CheckInWithdrawn { name }))) if name == "Ben"
    ));
    // Checking in everyone passes them by too.
    assert_eq!(
        check_in_all(&store, ORGANIZER, CLUB_NIGHT).await.unwrap(),
        0
    );
    set_withdrawn(&store, ORGANIZER, CLUB_NIGHT, player(2), false)
        .await
        .unwrap();
    set_checked_in(&store, ORGANIZER, CLUB_NIGHT, player(2), true)
        .await
        .unwrap();
    assert!(
        page(&store, CLUB_NIGHT, player(2))
            .await
            .unwrap()
            .player
            .checked_in
    );
}

#[tokio::test]
async fn a_player_or_tournament_not_stored_is_not_found() {
    let (store, _dir) = club_night().await;
    let elsewhere = TournamentId::new(2);
    assert!(matches!(
        page(&store, elsewhere, player(1)).await,
        Err(AppError::NotFound)
    ));
    assert!(matches!(
        page(&store, CLUB_NIGHT, player(9)).await,
        Err(AppError::NotFound)
    ));
    let withdrawn = set_withdrawn(&store, ORGANIZER, CLUB_NIGHT, player(9), true).await;
    assert!(matches!(withdrawn, Err(AppError::NotFound)));
}

#[tokio::test]
async fn an_import_goes_in_whole_read_against_the_players_there_now() {
    let (store, _dir) = club_night().await;
    let text = "name,club\nEve,Osaka\nAIKO,Tokyo\nFen,\n";
    let preview = preview_import(&store, CLUB_NIGHT, text.as_bytes())
        .await
        .unwrap();
    assert_eq!(preview.report.unwrap().accepted().count(), 2);
    // Someone registers Fen at the door between the preview and the confirmation.
    let fen = PlayerDetails::parse("Fen", "", "").unwrap();
    add(&store, ORGANIZER, CLUB_NIGHT, &fen, true)
        .await
        .unwrap();
    let imported = import(&store, ORGANIZER, CLUB_NIGHT, text).await.unwrap();
    assert_eq!(imported.count, 1);
    let refused = import(&store, ORGANIZER, CLUB_NIGHT, "").await;
    assert!(matches!(
        refused,
        Err(AppError::Refused(Refusal::Player(PlayerRefusal::Import(
            ImportError::Empty
        ))))
    ));
}

#[tokio::test]
async fn a_new_seat_pin_is_another_and_frees_the_seat_taken_with_the_old() {
    let (store, _dir) = club_night().await;
    let old = page(&store, CLUB_NIGHT, player(1)).await.unwrap().seat_pin;
    let mut tx = store.begin_write().await.unwrap();
    let east = crate::engine::seat::Seat::EAST;
    db::table_codes::take_seat(&mut tx, 1, east, player(1), "phone-a")
        .await
        .unwrap();
    tx.commit().await.unwrap();
    reset_seat_pin(&store, ORGANIZER, CLUB_NIGHT, player(1))
        .await
        .unwrap();
    let new = page(&store, CLUB_NIGHT, player(1)).await.unwrap().seat_pin;
    assert_ne!(new, old);
    assert_eq!(new.len(), db::seat_pins::PIN_LENGTH);
    let mut conn = store.read().await.unwrap();
    assert!(db::table_codes::seat_claims(&mut conn, 1)
        .await
        .unwrap()
        .is_empty());
}
