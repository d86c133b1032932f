//! Table phones against a real database: a code opens its table only while tables record
//! their own hands, and a seat is taken once its player is proved, each refusal a value.

use super::*;
use crate::app::players::tests::{club_night, CLUB_NIGHT, ORGANIZER};
use crate::app::Refusal;
use std::cell::RefCell;

/// A guard that holds nobody back and remembers the players whose PIN was missed.
#[derive(Default)]
struct Misses(RefCell<Vec<PlayerId>>);

impl PinGuard for Misses {
    fn wait(&self, _: PlayerId) -> Option<Duration> {
        None
    }

    fn record_wrong(&self, player: PlayerId) {
        self.0.borrow_mut().push(player);
    }
}

/// A guard that holds every player back for ninety seconds.
struct HeldBack;

impl PinGuard for HeldBack {
    fn wait(&self, _: PlayerId) -> Option<Duration> {
        Some(Duration::from_secs(90))
    }

    fn record_wrong(&self, _: PlayerId) {}
}

const GAME: GameId = GameId::new(1);

/// `device` asks for `seat` at the club night's game, with `pin` where one was typed.
async fn ask(
    store: &Store,
    guard: &impl PinGuard,
    (device, seat): (&str, u8),
    pin: Option<&str>,
) -> AppResult<SeatTaken> {
    let seat = Seat::new(seat);
    take_seat(
        store,
        CLUB_NIGHT,
        GAME,
        SeatAsked { device, seat, pin },
        guard,
    )
    .await
}

async fn pin_of(store: &Store, player: i64) -> String {
    let mut conn = store.read().await.unwrap();
    let player = PlayerId::new(player).unwrap();
    db::seat_pins::pin_of(&mut conn, player)
        .await
        .unwrap()
        .unwrap()
}

#[tokio::test]
async fn a_code_opens_its_table_only_while_tables_record_and_never_for_a_held_back_stranger() {
    let (store, _dir) = club_night().await;
    let code = |code, device, held_back| CodeAsked {
        code,
        device,
        held_back,
    };
    let opened = open_table(&store, CLUB_NIGHT, code("K7MPQ", None, false)).await;
    assert!(matches!(opened, Ok(Opened::Game { game, .. }) if game == GAME));
    let opened = open_table(&store, CLUB_NIGHT, code("K7MPX", None, false)).await;
    assert!(matches!(opened, Ok(Opened::WrongCode { .. })));
    let opened = open_table(&store, CLUB_NIGHT, code("K7MPQ", Some("phone-a"), true)).await;
    assert!(matches!(opened, Ok(Opened::HeldBack)));
    set_hand_entry(&store, ORGANIZER, CLUB_NIGHT, HandEntry::Staff)
        .await
        .unwrap();
    let refused = open_table(&store, CLUB_NIGHT, code("K7MPQ", None, false)).await;
    assert!(matches!(
        refused,
        Err(AppError::Refused(Refusal::Phone(
            PhoneRefusal::StaffRecordHands
        )))
    ));
}

#[tokio::test]
async fn a_phone_takes_a_seat_with_its_players_pin_once_and_holds_one_seat() {
    let (store, _dir) = club_night().await;
    let misses = Misses::default();
    let taken = ask(&store, &misses, ("phone-a", 0), None).await;
    let Ok(SeatTaken::PinAsked(question)) = taken else {
        panic!("the PIN is asked first");
    };
    assert_eq!((question.name.as_str(), question.table), ("Aiko", 1));
    let wrong = if pin_of(&store, 1).await == "0000" {
        "0001"
    } else {
        "0000"
    };
    let taken = ask(&store, &misses, ("phone-a", 0), Some(wrong)).await;
    assert!(matches!(
        taken,
        Err(AppError::Refused(Refusal::Phone(
            PhoneRefusal::WrongPin { .. }
        )))
    ));
    assert_eq!(*misses.0.borrow(), [PlayerId::new(1).unwrap()]);
    let pin = pin_of(&store, 1).await;
    let taken = ask(&store, &misses, ("phone-a", 0), Some(&pin)).await;
    assert!(matches!(taken, Ok(SeatTaken::Taken)));
    let again = ask(&store, &misses, ("phone-a", 0), None).await;
    assert!(matches!(again, Ok(SeatTaken::AlreadyYours)));
    let second = ask(&store, &misses, ("phone-a", 1), None).await;
    assert!(matches!(
        second,
        Err(AppError::Refused(Refusal::Phone(PhoneRefusal::PhoneSitsHere { name, .. }))) if name == "Aiko"
    ));
    let other = ask(&store, &misses, ("phone-b", 0), None).await;
    assert!(matches!(
        other,
        Err(AppError::Refused(Refusal::Phone(PhoneRefusal::SeatHeld { name, .. }))) if name == "Aiko"
    ));
    let seated = seated_player(&store, CLUB_NIGHT, GAME, "phone-a")
        .await
        .unwrap();
    assert_eq!(seated, Some((Seat::EAST, "Aiko".to_string())));
}

#[tokio::test]
async fn held_back_pins_are_not_compared_and_freed_seats_are_free_again() {
    let (store, _dir) = club_night().await;
    let pin = pin_of(&store, 2).await;
    let held = ask(&store, &HeldBack, ("phone-b", 1), Some(&pin)).await;
    assert!(matches!(
        held,
        Err(AppError::Refused(Refusal::Phone(
            PhoneRefusal::PinsHeldBack { minutes: 2, .. }
        )))
    ));
    let misses = Misses::default();
    let taken = ask(&store, &misses, ("phone-b", 1), Some(&pin)).await;
    assert!(matches!(taken, Ok(SeatTaken::Taken)));
    free_seat(&store, ORGANIZER, CLUB_NIGHT, GAME, Seat::new(1))
        .await
        .unwrap();
    assert_eq!(
        seated_player(&store, CLUB_NIGHT, GAME, "phone-b")
            .await
            .unwrap(),
        None
    );
    // The phone proved Ben: it sits again without the PIN.
    let again = ask(&store, &misses, ("phone-b", 1), None).await;
    assert!(matches!(again, Ok(SeatTaken::Taken)));
    let no_seat = free_seat(&store, ORGANIZER, CLUB_NIGHT, GAME, Seat::new(7)).await;
    assert!(matches!(no_seat, Err(AppError::NotFound)));
}
