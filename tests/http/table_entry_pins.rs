//! Who may hold a seat at a table: a seat belongs to the first phone that takes it, survives a
//! browser restart, is taken with its player's PIN (wrong PINs held back until the organizer
//! gives a new one, which frees the seat), follows a proven player to the next round with one
//! tap, and a phone seated elsewhere sees why before it taps. The tables and phones are
//! [`crate::table_entry`]'s.

use crate::common::{hidden_field, Reply};
use crate::table_entry::{choose, held_seats, Event, Phone, YAKUMAN_OFF_THE_DEALER};

use axum::http::StatusCode;

#[tokio::test]
async fn a_seat_is_the_first_phones_so_a_player_cannot_confirm_their_own_hand_as_another_seat() {
    let mut ev = Event::new().await;
    let id = ev.id;
    let mut east = ev.phone_at(0, 0).await;
    let mut west = ev.phone_at(0, 2).await;
    let saved = ev.enter(&mut east, 0, YAKUMAN_OFF_THE_DEALER).await;
    saved.assert_redirects();

    // East clears the phone's cookies and opens the code again as West: West is taken.
    let mut disguised = Phone::default();
    let taken = choose(&mut ev, &mut disguised, 0, 2).await;
    assert_eq!(taken.status, StatusCode::CONFLICT, "{}", taken.body);
    taken.assert_contains("Another phone already sits as");
    // Nor may that phone confirm without a seat: it is sent to choose one.
    let page = ev.phone_get(&mut disguised, &ev.table_url(0)).await;
    page.assert_contains("Who are you?")
        .assert_contains("taken by another phone");
    let csrf = hidden_field(&page.body, "csrf").unwrap();
    let confirm = ev
        .phone_post(
            &mut disguised,
            &format!("{}/hands/0/confirm", ev.table_url(0)),
            &[("csrf", &csrf), ("version", "x")],
        )
        .await;
    assert_eq!(confirm.status, StatusCode::SEE_OTHER);
    assert!(
        confirm.location().ends_with("/seat"),
        "{}",
        confirm.location()
    );
    assert_eq!(ev.statuses(0).await, ["pending"]);

    // A phone holds one seat: East's phone cannot also sit as South.
    let second = choose(&mut ev, &mut east, 0, 1).await;
    assert_eq!(second.status, StatusCode::CONFLICT, "{}", second.body);
    second.assert_contains("This phone already sits as");
    let seats = held_seats(&ev, 0).await;
    assert_eq!(seats.iter().map(|s| s.0).collect::<Vec<_>>(), [0, 2]);

    // Staff free West's seat from the organizer's sheet; then the next phone takes it.
    let sheet_url = format!("/admin/t/{id}/games/{}", ev.games[0]);
    let sheet = ev.app.get(&sheet_url).await;
    sheet
        .assert_contains("Phones at this table")
        .assert_contains(&format!("{sheet_url}/seats/2/free"));
    let freed = ev.app.post(&format!("{sheet_url}/seats/2/free"), &[]).await;
    freed.assert_redirects();
    assert_eq!(held_seats(&ev, 0).await.len(), 1);
    let again = choose(&mut ev, &mut disguised, 0, 2).await;
    again.assert_redirects();
    // The freed phone no longer sits anywhere: it is asked who it is.
    let asked = ev.phone_get(&mut west, &ev.table_url(0)).await;
    asked.assert_contains("Who are you?");

    // The audit log says which phone did what.
    let seats = held_seats(&ev, 0).await;
    let east_phone = &seats[0].1[..6];
    let audit = ev.app.get(&format!("/admin/t/{id}/audit")).await;
    let entered = ev.name_at(0, 0).await;
    audit
        .assert_contains(&format!(
            "{entered} at the table (phone {east_phone}) recorded hand #1"
        ))
        .assert_contains("seat freed")
        .assert_contains(&format!(
            "{entered} at the table (phone {east_phone}): seat taken"
        ));
}

#[tokio::test]
async fn a_phone_keeps_its_seat_when_the_browser_restarts() {
    let mut ev = Event::new().await;
    let mut phone = Phone::default();
    let chooser = ev.phone_get(&mut phone, &ev.table_url(0)).await;
    let cookie = chooser
        .headers
        .get_all(axum::http::header::SET_COOKIE)
        .iter()
        .map(|v| v.to_str().unwrap().to_string())
        .find(|c| c.starts_with("tenbou_device="))
        .expect("the phone gets its own cookie");
    // A cookie without Max-Age (or Expires) is gone when the browser restarts.
    assert!(cookie.contains("Max-Age=15552000"), "{cookie}");
    assert!(cookie.contains("HttpOnly"), "{cookie}");
    let chosen = choose(&mut ev, &mut phone, 0, 3).await;
    chosen.assert_redirects();
    // The browser restarts: only the lasting cookie comes back, and it still sits as North.
    let sheet = ev.sheet(&mut phone, 0).await;
    let north = ev.name_at(0, 3).await;
    sheet.assert_contains(&format!("you are <b>{north}</b>"));
}

impl Event {
    /// The id of the player in a starting seat of table `table` in round 1.
    async fn player_at(&self, table: usize, seat: usize) -> i64 {
        sqlx::query_scalar("SELECT player_id FROM game_seats WHERE game_id = $1 AND seat = $2")
            .bind(self.games[table])
            .bind(seat as i64)
            .fetch_one(&self.app.pool)
            .await
            .unwrap()
    }

    /// A player's seat PIN as stored.
    async fn pin_of(&self, player: i64) -> String {
        sqlx::query_scalar("SELECT seat_pin FROM players WHERE id = $1")
            .bind(player)
            .fetch_one(&self.app.pool)
            .await
            .unwrap()
    }

    /// Taps `seat` at table `table`, with `pin` typed if given; returns the answer.
    async fn tap_seat(
        &mut self,
        phone: &mut Phone,
        table: usize,
        seat: usize,
        pin: Option<&str>,
    ) -> Reply {
        let url = self.table_url(table);
        let chooser = self.phone_get(phone, &format!("{url}/seat")).await;
        let csrf = hidden_field(&chooser.body, "csrf").unwrap();
        let seat = seat.to_string();
        let mut fields = vec![("csrf", csrf.as_str()), ("seat", seat.as_str())];
        fields.extend(pin.map(|pin| ("pin", pin)));
        self.phone_post(phone, &format!("{url}/seat"), &fields)
            .await
    }

    /// Starts round 2 and prints its cards; returns the page of round 2's table where `player`
    /// sits, and their seat there.
    async fn round_two_table_of(&mut self, player: i64) -> (String, usize) {
        let id = self.id;
        let next = self
            .app
            .start_round(id, &[("table_rule", "substitute")])
            .await;
        next.assert_redirects();
        let cards = self.app.get(&format!("/admin/t/{id}/rounds/2/cards")).await;
        cards.assert_ok();
        let (code, seat): (String, i64) = sqlx::query_as(
            "SELECT c.code, s.seat FROM game_seats s JOIN games g ON g.id = s.game_id
               JOIN rounds r ON r.id = g.round_id JOIN table_codes c ON c.game_id = g.id
              WHERE r.tournament_id = $1 AND r.number = 2 AND s.player_id = $2",
        )
        .bind(id)
        .bind(player)
        .fetch_one(&self.app.pool)
        .await
        .unwrap();
        (format!("/t/{id}/table/{code}"), seat as usize)
    }
}

/// A four-digit PIN that is not `pin`.
fn another_pin(pin: &str) -> String {
    let number: u32 = pin.parse().unwrap();
    format!("{:04}", (number + 1) % 10_000)
}

/// Issue 33, item 1, as reported: a player takes seat East and records a hand; with the
/// phone's cookies cleared they tap the free seat West and confirm their own hand.
#[tokio::test]
async fn a_player_who_entered_a_hand_cannot_take_a_free_seat_and_confirm_it() {
    let mut ev = Event::new().await;
    let url = ev.table_url(0);
    let mut east = ev.phone_at(0, 0).await;
    let saved = ev.enter(&mut east, 0, YAKUMAN_OFF_THE_DEALER).await;
    saved.assert_redirects();
    let version = hidden_field(&ev.sheet(&mut east, 0).await.body, "version").unwrap();

    // Cookies cleared: to the server, a new phone. It taps West and confirms.
    let mut cleared = Phone::default();
    let chooser = ev.phone_get(&mut cleared, &url).await;
    let csrf = hidden_field(&chooser.body, "csrf").unwrap();
    let tapped = ev
        .phone_post(
            &mut cleared,
            &format!("{url}/seat"),
            &[("csrf", &csrf), ("seat", "2")],
        )
        .await;
    let confirm = ev
        .phone_post(
            &mut cleared,
            &format!("{url}/hands/0/confirm"),
            &[("csrf", &csrf), ("version", &version)],
        )
        .await;
    assert_eq!(
        ev.statuses(0).await,
        ["pending"],
        "the hand was confirmed by the phone that took West: {}",
        confirm.body
    );
    // Tapping West asked for West's PIN and gave no seat; the confirmation went to the seats.
    let west = ev.name_at(0, 2).await;
    tapped.assert_ok();
    tapped.assert_contains(&format!("{west} (West): your PIN"));
    assert_eq!(confirm.status, StatusCode::SEE_OTHER);
    assert!(
        confirm.location().ends_with("/seat"),
        "{}",
        confirm.location()
    );
    assert_eq!(held_seats(&ev, 0).await.len(), 1);

    // The player's own PIN opens no other seat than their own.
    let east_pin = ev.pin_of(ev.player_at(0, 0).await).await;
    let west_pin = ev.pin_of(ev.player_at(0, 2).await).await;
    if east_pin != west_pin {
        let typed = ev.tap_seat(&mut cleared, 0, 2, Some(&east_pin)).await;
        assert_eq!(typed.status, StatusCode::FORBIDDEN, "{}", typed.body);
        typed
            .page()
            .select("p.error[role=alert]")
            .assert_text_contains(&format!("That is not {west}'s PIN"));
        assert_eq!(held_seats(&ev, 0).await.len(), 1);
    }
    let again = ev
        .phone_post(
            &mut cleared,
            &format!("{url}/hands/0/confirm"),
            &[("csrf", &csrf), ("version", &version)],
        )
        .await;
    assert!(again.location().ends_with("/seat"), "{}", again.location());
    assert_eq!(ev.statuses(0).await, ["pending"]);
}

#[tokio::test]
async fn a_seat_is_taken_with_its_players_pin_and_a_wrong_pin_is_refused() {
    let mut ev = Event::new().await;
    let ben = ev.name_at(0, 1).await;
    let pin = ev.pin_of(ev.player_at(0, 1).await).await;
    assert!(
        pin.len() == 4 && pin.bytes().all(|b| b.is_ascii_digit()),
        "{pin}"
    );
    let mut phone = Phone::default();

    let asked = ev.tap_seat(&mut phone, 0, 1, None).await;
    asked.assert_ok();
    let page = asked.page();
    page.select("h2")
        .assert_text_contains(&format!("{ben} (South): your PIN"));
    page.select("form.seat-pin input[name=pin]").assert_count(1);
    assert_eq!(
        page.select("form.seat-pin input[name=seat]").attr("value"),
        "1"
    );
    assert!(held_seats(&ev, 0).await.is_empty());

    let wrong = ev
        .tap_seat(&mut phone, 0, 1, Some(&another_pin(&pin)))
        .await;
    assert_eq!(wrong.status, StatusCode::FORBIDDEN, "{}", wrong.body);
    wrong
        .page()
        .select("p.error[role=alert]")
        .assert_text_contains(&format!("That is not {ben}'s PIN"));
    assert!(held_seats(&ev, 0).await.is_empty());

    // Typed with the spaces a phone's keyboard may add.
    let right = ev
        .tap_seat(&mut phone, 0, 1, Some(&format!(" {pin} ")))
        .await;
    right.assert_redirects();
    assert_eq!(right.location(), ev.table_url(0));
    assert_eq!(held_seats(&ev, 0).await.len(), 1);
    ev.sheet(&mut phone, 0).await.assert_contains("hand-form");
    let noted: String = sqlx::query_scalar(
        "SELECT subject FROM audit_log WHERE action = 'seat taken' ORDER BY id DESC LIMIT 1",
    )
    .fetch_one(&ev.app.pool)
    .await
    .unwrap();
    assert!(noted.contains("with the player's PIN"), "{noted}");
}

#[tokio::test]
async fn wrong_pins_hold_a_seat_back_until_the_organizer_gives_a_new_pin() {
    let mut ev = Event::new().await;
    let id = ev.id;
    let player = ev.player_at(0, 1).await;
    let old_pin = ev.pin_of(player).await;
    let mut guesser = Phone::default();
    for _ in 0..5 {
        let wrong = ev
            .tap_seat(&mut guesser, 0, 1, Some(&another_pin(&old_pin)))
            .await;
        assert_eq!(wrong.status, StatusCode::FORBIDDEN, "{}", wrong.body);
    }
    // The sixth try from the guessing address waits, even with the right PIN and from another
    // phone there (a right guess would otherwise be told apart from the wrong ones).
    let mut owner = Phone::default();
    let held = ev.tap_seat(&mut owner, 0, 1, Some(&old_pin)).await;
    assert_eq!(held.status, StatusCode::TOO_MANY_REQUESTS, "{}", held.body);
    held.assert_contains("Too many wrong PINs");
    assert!(held_seats(&ev, 0).await.is_empty());

    // The organizer gives the player a new PIN (shown on their page), which is audited.
    let edit = format!("/admin/t/{id}/players/{player}/edit");
    let reset = ev
        .app
        .post(&format!("/admin/t/{id}/players/{player}/seat-pin"), &[])
        .await;
    reset.assert_redirects();
    assert_eq!(reset.location(), format!("{edit}#seat-pin"));
    let new_pin = ev.app.get(&edit).await.page().select("b.seat-pin").text();
    assert_eq!(new_pin, ev.pin_of(player).await);
    assert_ne!(new_pin, old_pin);
    let audited: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM audit_log WHERE action = 'seat pin reset'")
            .fetch_one(&ev.app.pool)
            .await
            .unwrap();
    assert_eq!(audited, 1);

    let old = ev.tap_seat(&mut owner, 0, 1, Some(&old_pin)).await;
    assert_eq!(old.status, StatusCode::FORBIDDEN, "{}", old.body);
    let new = ev.tap_seat(&mut owner, 0, 1, Some(&new_pin)).await;
    new.assert_redirects();
}

#[tokio::test]
async fn a_flood_of_wrong_pins_never_keeps_the_players_own_phone_out() {
    let mut ev = Event::new().await;
    let player = ev.player_at(0, 1).await;
    let pin = ev.pin_of(player).await;
    // Someone at another address floods the player's seat with wrong PINs.
    ev.app.peer = "192.0.2.50:4000".parse().unwrap();
    let mut guesser = Phone::default();
    for _ in 0..8 {
        let wrong = ev
            .tap_seat(&mut guesser, 0, 1, Some(&another_pin(&pin)))
            .await;
        assert_ne!(wrong.status, StatusCode::SEE_OTHER, "{}", wrong.body);
    }
    let held = ev.tap_seat(&mut guesser, 0, 1, Some(&pin)).await;
    assert_eq!(held.status, StatusCode::TOO_MANY_REQUESTS, "{}", held.body);
    // The player's own phone, which never missed, types the PIN from their card and sits.
    ev.app.peer = "192.0.2.60:4000".parse().unwrap();
    let mut owner = Phone::default();
    let sat = ev.tap_seat(&mut owner, 0, 1, Some(&pin)).await;
    sat.assert_redirects();
    assert_eq!(held_seats(&ev, 0).await.len(), 1);
}

#[tokio::test]
async fn a_new_pin_frees_the_seat_the_old_one_took_and_its_phone_must_prove_again() {
    let mut ev = Event::new().await;
    let id = ev.id;
    let player = ev.player_at(0, 1).await;
    let old_pin = ev.pin_of(player).await;
    let mut phone = ev.phone_at(0, 1).await;
    assert_eq!(held_seats(&ev, 0).await.len(), 1);

    let reset = ev
        .app
        .post(&format!("/admin/t/{id}/players/{player}/seat-pin"), &[])
        .await;
    reset.assert_redirects();
    assert!(held_seats(&ev, 0).await.is_empty());
    // The phone is asked who it is, and the seat asks the PIN again: the old one fails.
    ev.phone_get(&mut phone, &ev.table_url(0))
        .await
        .assert_contains("Who are you?");
    let asked = ev.tap_seat(&mut phone, 0, 1, None).await;
    asked.assert_ok();
    asked.assert_contains("your PIN");
    let old = ev.tap_seat(&mut phone, 0, 1, Some(&old_pin)).await;
    assert_eq!(old.status, StatusCode::FORBIDDEN, "{}", old.body);
    let new_pin = ev.pin_of(player).await;
    let new = ev.tap_seat(&mut phone, 0, 1, Some(&new_pin)).await;
    new.assert_redirects();
}

#[tokio::test]
async fn a_phone_that_proved_its_player_takes_their_seat_next_round_with_one_tap() {
    let mut ev = Event::new().await;
    let aiko = ev.player_at(0, 0).await;
    let mut phone = ev.phone_at(0, 0).await;
    let (table, seat) = ev.round_two_table_of(aiko).await;

    let chooser = ev.phone_get(&mut phone, &table).await;
    chooser.assert_contains("Who are you?");
    let page = chooser.page();
    let known: Vec<String> = page
        .select("button.seat-choice")
        .texts()
        .into_iter()
        .filter(|text| text.contains("no PIN needed on this phone"))
        .collect();
    assert_eq!(known.len(), 1, "{known:?}");
    let csrf = hidden_field(&chooser.body, "csrf").unwrap();

    // Another player's seat still asks that player's PIN.
    let other = (seat + 1) % 4;
    let fields = [("csrf", csrf.clone()), ("seat", other.to_string())];
    let asked = ev
        .phone_post(
            &mut phone,
            &format!("{table}/seat"),
            &fields
                .iter()
                .map(|(k, v)| (*k, v.as_str()))
                .collect::<Vec<_>>(),
        )
        .await;
    asked.assert_ok();
    asked.assert_contains("your PIN");

    // Its own player's seat: one tap, no PIN.
    let seat = seat.to_string();
    let sat = ev
        .phone_post(
            &mut phone,
            &format!("{table}/seat"),
            &[("csrf", &csrf), ("seat", &seat)],
        )
        .await;
    sat.assert_redirects();
    assert_eq!(sat.location(), table);
    ev.phone_get(&mut phone, &table)
        .await
        .assert_contains("hand-form");
}

/// Issue 33, item 9: a phone seated at another table of the round sees why it cannot sit here
/// before it taps, and the way back to its own table.
#[tokio::test]
async fn a_phone_seated_at_another_table_sees_why_before_the_tap() {
    let mut ev = Event::new().await;
    let mut phone = ev.phone_at(0, 0).await;
    let aiko = ev.name_at(0, 0).await;
    let chooser = ev.phone_get(&mut phone, &ev.table_url(1)).await;
    chooser.assert_ok();
    let page = chooser.page();
    page.select("button.seat-choice").assert_count(4);
    page.select("button.seat-choice[disabled]").assert_count(4);
    for text in page.select("button.seat-choice").texts() {
        assert!(text.contains("this phone sits at table 1"), "{text}");
    }
    let notice = page.select("p.seat-elsewhere");
    notice.assert_text_contains(&format!(
        "This phone already sits as {aiko} (East) at table 1"
    ));
    assert_eq!(
        page.select("p.seat-elsewhere a").attr("href"),
        ev.table_url(0)
    );
    // Its own table's chooser has no such notice.
    let own = ev
        .phone_get(&mut phone, &format!("{}/seat", ev.table_url(0)))
        .await;
    own.page().select("p.seat-elsewhere").assert_none();
}

#[tokio::test]
async fn the_organizer_sees_each_players_pin_at_check_in_and_prints_the_player_cards() {
    let mut ev = Event::new().await;
    let id = ev.id;
    let pins: Vec<(String, String)> =
        sqlx::query_as("SELECT name, seat_pin FROM players WHERE tournament_id = $1 ORDER BY id")
            .bind(id)
            .fetch_all(&ev.app.pool)
            .await
            .unwrap();
    assert_eq!(pins.len(), 8);
    let manage = ev.app.get(&format!("/admin/t/{id}")).await;
    let shown = manage.page().select("#players b.seat-pin").texts();
    let cards = ev.app.get(&format!("/admin/t/{id}/players/cards")).await;
    cards.assert_ok();
    let cards = cards.page();
    cards.select("section.player-card").assert_count(8);
    for (name, pin) in &pins {
        assert!(
            pin.len() == 4 && pin.bytes().all(|b| b.is_ascii_digit()),
            "{pin}"
        );
        assert!(
            shown.contains(pin),
            "{name}'s PIN {pin} at check-in: {shown:?}"
        );
        assert!(cards
            .source()
            .contains(&format!("<b class=\"seat-pin\">{pin}</b>")));
    }
    // A player added later gets one too.
    let added = ev.app.add_player(id, &[("name", "Ines")]).await;
    added.assert_redirects();
    let ines: String = sqlx::query_scalar(
        "SELECT seat_pin FROM players WHERE tournament_id = $1 AND name = 'Ines'",
    )
    .bind(id)
    .fetch_one(&ev.app.pool)
    .await
    .unwrap();
    assert!(
        ines.len() == 4 && ines.bytes().all(|b| b.is_ascii_digit()),
        "{ines}"
    );
    // Nobody else sees them: not the public pages, not a phone without a sign-in.
    let schedules = ev.app.get(&format!("/t/{id}/schedules")).await;
    schedules.assert_lacks("seat-pin");
    let mut stranger = Phone::default();
    let refused = ev
        .phone_get(&mut stranger, &format!("/admin/t/{id}/players/cards"))
        .await;
    assert_ne!(refused.status, StatusCode::OK);
    refused.assert_lacks("seat-pin");
}
