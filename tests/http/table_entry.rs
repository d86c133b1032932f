//! Tables record their own hands: pending hands confirmed or disputed, a retried save, two
//! phones entering the same hand, a move to another laptop, the round clock on a table's phone
//! and a refused save kept live. The tables and phones every table-entry test drives
//! ([`Event`], [`Phone`], [`choose`], [`held_seats`]) live here; the codes are tested in
//! `table_entry_codes`, who may hold a seat (PINs) in `table_entry_pins`.

use crate::common;

use axum::http::StatusCode;
use common::{hidden_field, Reply, TestApp};
use std::collections::BTreeMap;

pub(crate) const EIGHT: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\nHana\n";

/// A phone at a table: its own cookies, sent through the same app as the organizer's.
#[derive(Default)]
pub(crate) struct Phone {
    pub(crate) cookies: BTreeMap<String, String>,
}

/// A tournament of eight players (two tables) where tables record their own hands, with the
/// codes of round 1.
pub(crate) struct Event {
    pub(crate) app: TestApp,
    pub(crate) id: i64,
    pub(crate) games: Vec<i64>,
    pub(crate) codes: Vec<String>,
}

impl Event {
    pub(crate) async fn new() -> Self {
        let mut app = TestApp::signed_in().await;
        let id = app.tournament_with_round_one("Table night", EIGHT).await;
        Self::at_the_tables(app, id).await
    }

    /// The tournament `id` of `app`, its round 1 started however the test seated it, switched
    /// to tables recording their own hands, with the round's codes.
    pub(crate) async fn at_the_tables(mut app: TestApp, id: i64) -> Self {
        app.hands_entered_at_the_tables(id).await;
        // The table cards create the round's codes.
        let cards = app.get(&format!("/admin/t/{id}/rounds/1/cards")).await;
        cards.assert_ok();
        let games = app.game_ids(id).await;
        let mut codes = Vec::new();
        for game in &games {
            let code: String =
                sqlx::query_scalar("SELECT code FROM table_codes WHERE game_id = $1")
                    .bind(game)
                    .fetch_one(&app.pool)
                    .await
                    .unwrap();
            codes.push(code);
        }
        Self {
            app,
            id,
            games,
            codes,
        }
    }

    pub(crate) fn table_url(&self, table: usize) -> String {
        format!("/t/{}/table/{}", self.id, self.codes[table])
    }

    pub(crate) async fn phone_get(&mut self, phone: &mut Phone, path: &str) -> Reply {
        let organizer =
            std::mem::replace(&mut self.app.cookies, std::mem::take(&mut phone.cookies));
        let reply = self.app.get(path).await;
        phone.cookies = std::mem::replace(&mut self.app.cookies, organizer);
        reply
    }

    pub(crate) async fn phone_post(
        &mut self,
        phone: &mut Phone,
        path: &str,
        fields: &[(&str, &str)],
    ) -> Reply {
        let organizer =
            std::mem::replace(&mut self.app.cookies, std::mem::take(&mut phone.cookies));
        let reply = self.app.post_form(path, fields).await;
        phone.cookies = std::mem::replace(&mut self.app.cookies, organizer);
        reply
    }

    /// A phone that opened table `table`'s code and said it is the player in `seat` (with
    /// that player's PIN).
    pub(crate) async fn phone_at(&mut self, table: usize, seat: usize) -> Phone {
        let mut phone = Phone::default();
        let url = self.table_url(table);
        let chooser = self.phone_get(&mut phone, &url).await;
        chooser.assert_ok();
        chooser.assert_contains("Who are you?");
        let chosen = self.take_seat(&mut phone, table, seat).await;
        chosen.assert_redirects();
        phone
    }

    /// The phone takes `seat` at table `table` as its player would ([`TestApp::take_seat`]);
    /// returns the answer.
    pub(crate) async fn take_seat(
        &mut self,
        phone: &mut Phone,
        table: usize,
        seat: usize,
    ) -> Reply {
        let url = self.table_url(table);
        let organizer =
            std::mem::replace(&mut self.app.cookies, std::mem::take(&mut phone.cookies));
        let reply = self.app.take_seat(&url, seat).await;
        phone.cookies = std::mem::replace(&mut self.app.cookies, organizer);
        reply
    }

    /// The phone's sheet page with its form's hidden fields.
    pub(crate) async fn sheet(&mut self, phone: &mut Phone, table: usize) -> Reply {
        let url = self.table_url(table);
        let page = self.phone_get(phone, &url).await;
        page.assert_ok();
        page
    }

    /// Previews then saves a hand from a phone; returns the save's answer.
    pub(crate) async fn enter(
        &mut self,
        phone: &mut Phone,
        table: usize,
        fields: &[(&str, &str)],
    ) -> Reply {
        let (form, url) = self.hand_form(phone, table).await;
        let preview = self
            .phone_post(phone, &url, &form.post("preview", fields))
            .await;
        preview.assert_ok();
        preview.assert_contains("This hand pays");
        self.phone_post(phone, &url, &form.post("save", fields))
            .await
    }

    /// Saves a hand from a phone straight away, as the form would post it (no preview first);
    /// returns the answer.
    pub(crate) async fn enter_as_posted(
        &mut self,
        phone: &mut Phone,
        table: usize,
        fields: &[(&str, &str)],
    ) -> Reply {
        let (form, url) = self.hand_form(phone, table).await;
        self.phone_post(phone, &url, &form.post("save", fields))
            .await
    }

    /// The hidden fields of the hand form on the phone's sheet as it shows now, and where the
    /// form posts.
    pub(crate) async fn hand_form(
        &mut self,
        phone: &mut Phone,
        table: usize,
    ) -> (common::HandFormFields, String) {
        let page = self.sheet(phone, table).await;
        let form = common::HandFormFields::read(&page.body);
        (form, format!("{}/hands", self.table_url(table)))
    }

    /// Confirms (or with a reason, disputes) hand `pos` from a phone.
    pub(crate) async fn decide(
        &mut self,
        phone: &mut Phone,
        table: usize,
        pos: usize,
        dispute: Option<&str>,
    ) -> Reply {
        let page = self.sheet(phone, table).await;
        let version = hidden_field(&page.body, "version").unwrap();
        let csrf = hidden_field(&page.body, "csrf").unwrap();
        let (what, reason) = match dispute {
            Some(reason) => ("dispute", reason),
            None => ("confirm", ""),
        };
        let url = format!("{}/hands/{pos}/{what}", self.table_url(table));
        self.phone_post(
            phone,
            &url,
            &[("csrf", &csrf), ("version", &version), ("reason", reason)],
        )
        .await
    }

    /// The name of the player in a starting seat (the draw is random).
    pub(crate) async fn name_at(&self, table: usize, seat: usize) -> String {
        sqlx::query_scalar(
            "SELECT p.name FROM game_seats s JOIN players p ON p.id = s.player_id WHERE s.game_id = $1 AND s.seat = $2",
        )
        .bind(self.games[table])
        .bind(seat as i64)
        .fetch_one(&self.app.pool)
        .await
        .unwrap()
    }

    pub(crate) async fn statuses(&self, table: usize) -> Vec<String> {
        sqlx::query_scalar("SELECT status FROM hands WHERE game_id = $1 ORDER BY position")
            .bind(self.games[table])
            .fetch_all(&self.app.pool)
            .await
            .unwrap()
    }
}

pub(crate) const YAKUMAN_OFF_THE_DEALER: &[(&str, &str)] = &[
    ("outcome", "ron"),
    ("discarder", "0"),
    ("win1", "1"),
    ("value1", "y1"),
];

#[tokio::test]
async fn a_hand_entered_at_the_table_waits_until_another_player_confirms_it() {
    let mut ev = Event::new().await;
    let id = ev.id;
    let mut east = ev.phone_at(0, 0).await;
    let mut south = ev.phone_at(0, 1).await;

    let saved = ev.enter(&mut east, 0, YAKUMAN_OFF_THE_DEALER).await;
    saved.assert_redirects();
    assert!(
        saved
            .location()
            .starts_with(&format!("{}?saved=1", ev.table_url(0))),
        "{}",
        saved.location()
    );
    assert_eq!(ev.statuses(0).await, ["pending"]);

    // The game is over but its hand is pending: the standings leave it out.
    let standings = ev.app.get(&format!("/t/{id}/standings")).await;
    standings.assert_lacks("+67");
    let public = ev.app.get(&format!("/t/{id}/games/{}", ev.games[0])).await;
    public
        .assert_contains("<span class=\"badge hand-status\"")
        .assert_contains("wait for confirmation");

    // The phone that entered it sees it pending without a confirm button, and cannot confirm it.
    let own = ev.sheet(&mut east, 0).await;
    own.assert_contains("Waiting for confirmation");
    own.assert_lacks("Confirm hand #1");
    let refused = ev.decide(&mut east, 0, 0, None).await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    refused.assert_contains("another player of the table confirms it");
    assert_eq!(ev.statuses(0).await, ["pending"]);

    // Another player of the table confirms it; now it counts.
    let theirs = ev.sheet(&mut south, 0).await;
    theirs.assert_contains("Confirm hand #1");
    let confirmed = ev.decide(&mut south, 0, 0, None).await;
    confirmed.assert_redirects();
    assert_eq!(ev.statuses(0).await, ["confirmed"]);
    let standings = ev.app.get(&format!("/t/{id}/standings")).await;
    standings.assert_contains("+67");

    // The audit log names who entered and who confirmed, and on which phone.
    let (entered, confirmed) = (ev.name_at(0, 0).await, ev.name_at(0, 1).await);
    let phones: Vec<String> = sqlx::query_scalar(
        "SELECT substr(device, 1, 6) FROM seat_claims WHERE game_id = $1 ORDER BY seat",
    )
    .bind(ev.games[0])
    .fetch_all(&ev.app.pool)
    .await
    .unwrap();
    let audit = ev.app.get(&format!("/admin/t/{id}/audit")).await;
    audit
        .assert_contains(&format!(
            "{entered} at the table (phone {}) recorded hand #1 at table 1 (round 1)",
            phones[0]
        ))
        .assert_contains(&format!(
            "{confirmed} at the table (phone {}) confirmed hand #1 at table 1 (round 1)",
            phones[1]
        ));
}

#[tokio::test]
async fn a_disputed_hand_is_flagged_to_the_organizer_who_decides() {
    let mut ev = Event::new().await;
    let id = ev.id;
    let mut east = ev.phone_at(0, 0).await;
    let mut west = ev.phone_at(0, 2).await;
    let saved = ev
        .enter(
            &mut east,
            0,
            &[("outcome", "tsumo"), ("win0", "1"), ("value0", "mangan")],
        )
        .await;
    saved.assert_redirects();

    // Invisible and direction-changing characters in the reason are dropped (issue 25).
    let disputed = ev
        .decide(
            &mut west,
            0,
            0,
            Some("it was\u{202e} haneman,\u{200b} not mangan"),
        )
        .await;
    disputed.assert_redirects();
    assert_eq!(ev.statuses(0).await, ["disputed"]);
    let reason: String = sqlx::query_scalar("SELECT dispute FROM hands WHERE game_id = $1")
        .bind(ev.games[0])
        .fetch_one(&ev.app.pool)
        .await
        .unwrap();
    assert_eq!(reason, "it was haneman, not mangan");
    // Once disputed, the table cannot confirm it any more: the organizer decides.
    let mut north = ev.phone_at(0, 3).await;
    let late = ev.decide(&mut north, 0, 0, None).await;
    assert_eq!(late.status, StatusCode::CONFLICT, "{}", late.body);
    late.assert_contains("the organizer decides it now");

    let manage = ev.app.get(&format!("/admin/t/{id}")).await;
    manage
        .assert_contains("Hands waiting for confirmation")
        .assert_contains("<strong>disputed</strong>: “it was haneman, not mangan”");
    let sheet_url = format!("/admin/t/{id}/games/{}", ev.games[0]);
    ev.app
        .get(&sheet_url)
        .await
        .assert_contains("Confirm hand #1");
    ev.app
        .post_sheet_button(&sheet_url, "hands/0/confirm")
        .await
        .assert_redirects();
    assert_eq!(ev.statuses(0).await, ["confirmed"]);
    let disputer = ev.name_at(0, 2).await;
    let audit = ev.app.get(&format!("/admin/t/{id}/audit")).await;
    audit
        .assert_contains(&format!("{disputer} at the table (phone "))
        .assert_contains(") disputed hand #1")
        .assert_contains("organizer confirmed hand #1");
}

#[tokio::test]
async fn a_retried_save_is_recognised_and_not_stored_twice() {
    let mut ev = Event::new().await;
    let mut phone = ev.phone_at(1, 2).await;
    let page = ev.sheet(&mut phone, 1).await;
    let version = hidden_field(&page.body, "version").unwrap();
    let key = hidden_field(&page.body, "key").unwrap();
    let csrf = hidden_field(&page.body, "csrf").unwrap();
    let url = format!("{}/hands", ev.table_url(1));
    let form = [
        ("csrf", csrf.as_str()),
        ("version", version.as_str()),
        ("key", key.as_str()),
        ("position", "0"),
        ("action", "save"),
        ("outcome", "draw"),
        ("tenpai2", "1"),
    ];
    let first = ev.phone_post(&mut phone, &url, &form).await;
    first.assert_redirects();
    // The phone lost the answer and sends the same form again.
    let again = ev.phone_post(&mut phone, &url, &form).await;
    again.assert_redirects();
    assert!(
        again.location().contains("already=1"),
        "{}",
        again.location()
    );
    assert_eq!(ev.statuses(1).await, ["pending"]);
    let shown = ev.phone_get(&mut phone, again.location()).await;
    shown.assert_contains("Hand #1 was already saved");
}

#[tokio::test]
async fn two_phones_entering_the_same_hand_save_one_and_ask_the_other_to_confirm_it() {
    let mut ev = Event::new().await;
    let mut east = ev.phone_at(0, 0).await;
    let mut north = ev.phone_at(0, 3).await;
    // Both open the sheet at the same version.
    let page_east = ev.sheet(&mut east, 0).await;
    let page_north = ev.sheet(&mut north, 0).await;
    let url = format!("{}/hands", ev.table_url(0));
    let send = |page: &Reply, fields: &[(&'static str, &'static str)]| {
        let mut all: Vec<(String, String)> = ["csrf", "version", "key", "position"]
            .iter()
            .map(|f| (f.to_string(), hidden_field(&page.body, f).unwrap()))
            .collect();
        all.push(("action".into(), "save".into()));
        all.extend(fields.iter().map(|(k, v)| (k.to_string(), v.to_string())));
        all
    };
    let first = send(
        &page_east,
        &[("outcome", "tsumo"), ("win0", "1"), ("value0", "mangan")],
    );
    let second = send(
        &page_north,
        &[("outcome", "tsumo"), ("win0", "1"), ("value0", "mangan")],
    );
    let a: Vec<(&str, &str)> = first
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let saved = ev.phone_post(&mut east, &url, &a).await;
    saved.assert_redirects();
    let b: Vec<(&str, &str)> = second
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let clash = ev.phone_post(&mut north, &url, &b).await;
    assert_eq!(clash.status, StatusCode::CONFLICT, "{}", clash.body);
    let entered = ev.name_at(0, 0).await;
    clash
        .assert_contains(&format!("{entered} has just entered hand #1"))
        .assert_contains("Confirm hand #1");
    assert_eq!(ev.statuses(0).await, ["pending"]);
    let confirmed = ev.decide(&mut north, 0, 0, None).await;
    confirmed.assert_redirects();
    assert_eq!(ev.statuses(0).await, ["confirmed"]);
}

#[tokio::test]
async fn a_move_to_another_laptop_keeps_pending_hands_the_setting_and_what_undo_can_revert() {
    let mut ev = Event::new().await;
    let id = ev.id;
    // Table 1: a hand entered at the table and still waiting for its confirmation.
    let mut east = ev.phone_at(0, 0).await;
    let saved = ev.enter(&mut east, 0, YAKUMAN_OFF_THE_DEALER).await;
    saved.assert_redirects();
    // Table 2: the organizer records a draw, then deletes it (the log can restore it).
    ev.app
        .record_hand(id, ev.games[1], &[("outcome", "draw"), ("tenpai0", "1")])
        .await;
    let sheet_url = format!("/admin/t/{id}/games/{}", ev.games[1]);
    ev.app
        .post_sheet_button(&sheet_url, "hands/0/delete")
        .await
        .assert_redirects();

    let (mut other, new_id) = ev.app.moved_to_another_laptop(id).await;
    let new_games = other.game_ids(new_id).await;
    let statuses: Vec<String> =
        sqlx::query_scalar("SELECT status FROM hands WHERE game_id = $1 ORDER BY position")
            .bind(new_games[0])
            .fetch_all(&other.pool)
            .await
            .unwrap();
    assert_eq!(statuses, ["pending"], "a pending hand stays pending");
    let entry: String = sqlx::query_scalar("SELECT hand_entry FROM tournaments WHERE id = $1")
        .bind(new_id)
        .fetch_one(&other.pool)
        .await
        .unwrap();
    assert_eq!(entry, "table");
    // The pending game still does not count, on either laptop alike.
    for (app, t) in [(&mut ev.app, id), (&mut other, new_id)] {
        let standings = app.get(&format!("/t/{t}/standings")).await;
        standings.assert_lacks("+67");
    }
    // The deleted hand can be brought back from the log on the new laptop: undo restores it.
    let sheet_url = format!("/admin/t/{new_id}/games/{}", new_games[1]);
    other
        .get(&sheet_url)
        .await
        .assert_contains(">Undo</button>");
    other
        .post_sheet_button(&sheet_url, "undo")
        .await
        .assert_redirects();
    let hands: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM hands WHERE game_id = $1")
        .bind(new_games[1])
        .fetch_one(&other.pool)
        .await
        .unwrap();
    assert_eq!(hands, 1, "the deleted hand came back");
}

/// The round clock on a table's phone: the same clock as the organizer's sheet, on the page,
/// its preview and its refusals; once time is up the phone's next hand is the last one.
#[tokio::test]
async fn a_tables_phone_shows_the_round_clock_and_its_time_rule() {
    let mut ev = Event::new().await;
    let id = ev.id;
    let mut east = ev.phone_at(0, 0).await;
    let mut south = ev.phone_at(0, 1).await;
    let before = ev.sheet(&mut east, 0).await;
    before.assert_lacks("class=\"clock");

    let started = ev.app.set_round_clock(id, 1, &[("minutes", "60")]).await;
    started.assert_redirects();
    let running = ev.sheet(&mut east, 0).await;
    running.assert_contains("<span class=\"clock-left\">60 min left</span>");

    // The round started two hours ago: its time is up.
    sqlx::query("UPDATE rounds SET clock_started_at = clock_started_at - 7200")
        .execute(&ev.app.pool)
        .await
        .unwrap();
    let up = ev.sheet(&mut east, 0).await;
    up.assert_contains("<span class=\"clock-left\">Time is up</span>")
        .assert_contains("When time is up: finish the hand in progress, then the game ends with its scores as they stand.")
        .assert_contains(r#"name="time_up" value="1" checked"#);

    // A refused hand (no winner chosen) keeps the clock on the page it answers with.
    let page = ev.sheet(&mut east, 0).await;
    let url = format!("{}/hands", ev.table_url(0));
    let refused = ev
        .phone_post(
            &mut east,
            &url,
            &[
                ("csrf", &hidden_field(&page.body, "csrf").unwrap()),
                ("version", &hidden_field(&page.body, "version").unwrap()),
                ("key", &hidden_field(&page.body, "key").unwrap()),
                ("position", &hidden_field(&page.body, "position").unwrap()),
                ("action", "save"),
                ("outcome", "tsumo"),
            ],
        )
        .await;
    refused.assert_unprocessable();
    refused.assert_contains("<span class=\"clock-left\">Time is up</span>");

    // The dealer's win would keep the game going; at time it is the last hand.
    let saved = ev
        .enter(
            &mut east,
            0,
            &[("outcome", "tsumo"), ("win0", "1"), ("value0", "mangan")],
        )
        .await;
    saved.assert_redirects();
    let confirmed = ev.decide(&mut south, 0, 0, None).await;
    confirmed.assert_redirects();
    let public = ev.app.get(&format!("/t/{id}/games/{}", ev.games[0])).await;
    public
        .assert_contains("time up; game over")
        .assert_contains("final points");
}

/// The phone-held seats as (seat, device) of table `table`.
pub(crate) async fn held_seats(ev: &Event, table: usize) -> Vec<(i64, String)> {
    sqlx::query_as("SELECT seat, device FROM seat_claims WHERE game_id = $1 ORDER BY seat")
        .bind(ev.games[table])
        .fetch_all(&ev.app.pool)
        .await
        .unwrap()
}

/// Asks for `seat` at table `table` from a phone, with the seat's PIN if asked; returns the
/// answer.
pub(crate) async fn choose(ev: &mut Event, phone: &mut Phone, table: usize, seat: usize) -> Reply {
    ev.take_seat(phone, table, seat).await
}

#[tokio::test]
async fn a_table_phone_cannot_end_its_game_at_time_while_the_clock_runs_or_is_not_started() {
    let mut ev = Event::new().await;
    let id = ev.id;
    let mut east = ev.phone_at(0, 0).await;
    let early = ev
        .enter_as_posted(&mut east, 0, &[("outcome", "draw"), ("time_up", "1")])
        .await;
    early.assert_unprocessable();
    early.assert_contains("Time is not up at this table");
    assert!(ev.statuses(0).await.is_empty(), "nothing stored");

    // A running clock with time left changes nothing.
    let started = ev.app.set_round_clock(id, 1, &[("minutes", "60")]).await;
    assert_eq!(started.status, StatusCode::SEE_OTHER);
    let running = ev
        .enter_as_posted(&mut east, 0, &[("outcome", "draw"), ("time_up", "1")])
        .await;
    assert_eq!(running.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(ev.statuses(0).await.is_empty(), "nothing stored");

    // Once the clock says time is up, the table's "time was up" is taken.
    sqlx::query("UPDATE rounds SET clock_started_at = clock_started_at - 7200")
        .execute(&ev.app.pool)
        .await
        .unwrap();
    let up = ev
        .enter_as_posted(&mut east, 0, &[("outcome", "draw"), ("time_up", "1")])
        .await;
    up.assert_redirects();
    let time_up: String = sqlx::query_scalar("SELECT data FROM hands WHERE game_id = $1")
        .bind(ev.games[0])
        .fetch_one(&ev.app.pool)
        .await
        .unwrap();
    assert!(time_up.contains("\"time_up\":true"), "{time_up}");

    // Staff may end a game at time without the clock (a referee's decision at the table).
    let other = ev.games[1];
    ev.app
        .record_hand(id, other, &[("outcome", "draw"), ("time_up", "1")])
        .await;
    let hand: String = sqlx::query_scalar("SELECT data FROM hands WHERE game_id = $1")
        .bind(other)
        .fetch_one(&ev.app.pool)
        .await
        .unwrap();
    assert!(hand.contains("\"time_up\":true"), "{hand}");
}

#[tokio::test]
async fn a_confirmation_does_not_turn_away_a_hand_being_typed_on_another_phone() {
    let mut ev = Event::new().await;
    let mut east = ev.phone_at(0, 0).await;
    let mut south = ev.phone_at(0, 1).await;
    let mut west = ev.phone_at(0, 2).await;
    let saved = ev
        .enter(&mut east, 0, &[("outcome", "draw"), ("tenpai0", "1")])
        .await;
    saved.assert_redirects();
    // South opens the sheet and starts typing hand #2 …
    let page = ev.sheet(&mut south, 0).await;
    let form = common::HandFormFields::read(&page.body);
    // … while West confirms hand #1.
    let confirmed = ev.decide(&mut west, 0, 0, None).await;
    confirmed.assert_redirects();
    let url = format!("{}/hands", ev.table_url(0));
    let second = ev
        .phone_post(
            &mut south,
            &url,
            &form.post("save", &[("outcome", "draw"), ("tenpai1", "1")]),
        )
        .await;
    second.assert_redirects();
    assert_eq!(ev.statuses(0).await, ["confirmed", "pending"]);
}

#[tokio::test]
async fn a_refused_save_can_be_reloaded_and_keeps_what_was_typed_live() {
    let mut ev = Event::new().await;
    let id = ev.id;
    let mut east = ev.phone_at(0, 0).await;
    let url = format!("{}/hands", ev.table_url(0));
    // A tsumo without a winner is refused; the page stays on the form's address.
    let refused = ev
        .enter_as_posted(&mut east, 0, &[("outcome", "tsumo"), ("riichi2", "1")])
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    // Reloading that address (or its live refresh) shows the sheet.
    let reload = ev.phone_get(&mut east, &url).await;
    reload.assert_redirects();
    assert_eq!(reload.location(), ev.table_url(0));
    // What was typed stays, in a region a live refresh of the sheet does not replace.
    refused
        .assert_contains(r#"data-live="hand-form-typed""#)
        .assert_contains(r#"value="tsumo" checked"#);
    for path in ["hands/0/confirm", "hands/0/dispute"] {
        let reload = ev
            .phone_get(&mut east, &format!("{}/{path}", ev.table_url(0)))
            .await;
        assert_eq!(reload.location(), ev.table_url(0), "{path}");
    }
    // The same on the organizer's sheet.
    let sheet = format!("/admin/t/{id}/games/{}", ev.games[1]);
    for (path, to) in [
        (format!("{sheet}/hands"), sheet.clone()),
        (format!("{sheet}/undo"), sheet.clone()),
        (format!("{sheet}/end-at-time"), sheet.clone()),
        (format!("{sheet}/hands/0/delete"), sheet.clone()),
        (format!("{sheet}/hands/0/confirm"), sheet.clone()),
        (
            format!("{sheet}/hands/0"),
            format!("{sheet}/hands/0/edit#hand-form"),
        ),
    ] {
        let reload = ev.app.get(&path).await;
        assert_eq!(reload.status, StatusCode::SEE_OTHER, "{path}");
        assert_eq!(reload.location(), to, "{path}");
    }
}
