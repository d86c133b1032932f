//! Tables record their own hands: the table code, the seat chooser, pending hands confirmed or
//! disputed, what a code may not open, wrong codes and their rate limits, a retried save, two
//! phones entering the same hand, and the printables.
use crate::common;

use axum::http::StatusCode;
use common::{hidden_field, Reply, TestApp};
use std::collections::BTreeMap;

const EIGHT: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\nHana\n";

/// A phone at a table: its own cookies, sent through the same app as the organizer's.
#[derive(Default)]
struct Phone {
    cookies: BTreeMap<String, String>,
}

/// A tournament of eight players (two tables) where tables record their own hands, with the
/// codes of round 1.
struct Event {
    app: TestApp,
    id: i64,
    games: Vec<i64>,
    codes: Vec<String>,
}

impl Event {
    async fn new() -> Self {
        let mut app = TestApp::signed_in().await;
        let id = app.tournament_with_round_one("Table night", EIGHT).await;
        let set = app
            .post(
                &format!("/admin/t/{id}/hand-entry"),
                &[("hand_entry", "table")],
            )
            .await;
        assert_eq!(set.status, StatusCode::SEE_OTHER, "{}", set.body);
        // The table cards create the round's codes.
        let cards = app.get(&format!("/admin/t/{id}/rounds/1/cards")).await;
        assert_eq!(cards.status, StatusCode::OK, "{}", cards.body);
        let games = app.game_ids(id).await;
        let mut codes = Vec::new();
        for game in &games {
            let code: String = sqlx::query_scalar("SELECT code FROM table_codes WHERE game_id = ?")
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

    fn table_url(&self, table: usize) -> String {
        format!("/t/{}/table/{}", self.id, self.codes[table])
    }

    async fn phone_get(&mut self, phone: &mut Phone, path: &str) -> Reply {
        let organizer =
            std::mem::replace(&mut self.app.cookies, std::mem::take(&mut phone.cookies));
        let reply = self.app.get(path).await;
        phone.cookies = std::mem::replace(&mut self.app.cookies, organizer);
        reply
    }

    async fn phone_post(
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
    async fn phone_at(&mut self, table: usize, seat: usize) -> Phone {
        let mut phone = Phone::default();
        let url = self.table_url(table);
        let chooser = self.phone_get(&mut phone, &url).await;
        assert_eq!(chooser.status, StatusCode::OK, "{}", chooser.body);
        chooser.assert_contains("Who are you?");
        let chosen = self.take_seat(&mut phone, table, seat).await;
        assert_eq!(chosen.status, StatusCode::SEE_OTHER, "{}", chosen.body);
        phone
    }

    /// The phone takes `seat` at table `table` as its player would ([`TestApp::take_seat`]);
    /// returns the answer.
    async fn take_seat(&mut self, phone: &mut Phone, table: usize, seat: usize) -> Reply {
        let url = self.table_url(table);
        let organizer =
            std::mem::replace(&mut self.app.cookies, std::mem::take(&mut phone.cookies));
        let reply = self.app.take_seat(&url, seat).await;
        phone.cookies = std::mem::replace(&mut self.app.cookies, organizer);
        reply
    }

    /// The phone's sheet page with its form's hidden fields.
    async fn sheet(&mut self, phone: &mut Phone, table: usize) -> Reply {
        let url = self.table_url(table);
        let page = self.phone_get(phone, &url).await;
        assert_eq!(page.status, StatusCode::OK, "{}", page.body);
        page
    }

    /// Previews then saves a hand from a phone; returns the save's answer.
    async fn enter(&mut self, phone: &mut Phone, table: usize, fields: &[(&str, &str)]) -> Reply {
        let page = self.sheet(phone, table).await;
        let form = common::HandFormFields::read(&page.body);
        let url = format!("{}/hands", self.table_url(table));
        let preview = self
            .phone_post(phone, &url, &form.post("preview", fields))
            .await;
        assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
        preview.assert_contains("This hand pays");
        self.phone_post(phone, &url, &form.post("save", fields))
            .await
    }

    /// Saves a hand from a phone straight away, as the form would post it (no preview first);
    /// returns the answer.
    async fn enter_as_posted(
        &mut self,
        phone: &mut Phone,
        table: usize,
        fields: &[(&str, &str)],
    ) -> Reply {
        let page = self.sheet(phone, table).await;
        let form = common::HandFormFields::read(&page.body);
        let url = format!("{}/hands", self.table_url(table));
        self.phone_post(phone, &url, &form.post("save", fields))
            .await
    }

    /// Confirms (or with a reason, disputes) hand `pos` from a phone.
    async fn decide(
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
    async fn name_at(&self, table: usize, seat: usize) -> String {
        sqlx::query_scalar(
            "SELECT p.name FROM game_seats s JOIN players p ON p.id = s.player_id WHERE s.game_id = ? AND s.seat = ?",
        )
        .bind(self.games[table])
        .bind(seat as i64)
        .fetch_one(&self.app.pool)
        .await
        .unwrap()
    }

    async fn statuses(&self, table: usize) -> Vec<String> {
        sqlx::query_scalar("SELECT status FROM hands WHERE game_id = ? ORDER BY position")
            .bind(self.games[table])
            .fetch_all(&self.app.pool)
            .await
            .unwrap()
    }
}

const YAKUMAN_OFF_THE_DEALER: &[(&str, &str)] = &[
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
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
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
    assert_eq!(
        confirmed.status,
        StatusCode::SEE_OTHER,
        "{}",
        confirmed.body
    );
    assert_eq!(ev.statuses(0).await, ["confirmed"]);
    let standings = ev.app.get(&format!("/t/{id}/standings")).await;
    standings.assert_contains("+67");

    // The audit log names who entered and who confirmed, and on which phone.
    let (entered, confirmed) = (ev.name_at(0, 0).await, ev.name_at(0, 1).await);
    let phones: Vec<String> = sqlx::query_scalar(
        "SELECT substr(device, 1, 6) FROM seat_claims WHERE game_id = ? ORDER BY seat",
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
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);

    // Invisible and direction-changing characters in the reason are dropped (issue 25).
    let disputed = ev
        .decide(
            &mut west,
            0,
            0,
            Some("it was\u{202e} haneman,\u{200b} not mangan"),
        )
        .await;
    assert_eq!(disputed.status, StatusCode::SEE_OTHER, "{}", disputed.body);
    assert_eq!(ev.statuses(0).await, ["disputed"]);
    let reason: String = sqlx::query_scalar("SELECT dispute FROM hands WHERE game_id = ?")
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
    let sheet = ev.app.get(&sheet_url).await;
    sheet.assert_contains("Confirm hand #1");
    let version = hidden_field(&sheet.body, "version").unwrap();
    let decided = ev
        .app
        .post(
            &format!("{sheet_url}/hands/0/confirm"),
            &[("version", &version)],
        )
        .await;
    assert_eq!(decided.status, StatusCode::SEE_OTHER, "{}", decided.body);
    assert_eq!(ev.statuses(0).await, ["confirmed"]);
    let disputer = ev.name_at(0, 2).await;
    let audit = ev.app.get(&format!("/admin/t/{id}/audit")).await;
    audit
        .assert_contains(&format!("{disputer} at the table (phone "))
        .assert_contains(") disputed hand #1")
        .assert_contains("organizer confirmed hand #1");
}

#[tokio::test]
async fn a_table_code_opens_only_its_own_table() {
    let mut ev = Event::new().await;
    let id = ev.id;
    let mut phone = ev.phone_at(0, 0).await;
    let page = ev.sheet(&mut phone, 0).await;
    let csrf = hidden_field(&page.body, "csrf").unwrap();

    // Table 2's address with table 1's phone: the phone holds no seat there, so it is sent to
    // choose one (which it cannot: it holds one seat a round) and nothing is saved.
    let other = format!("{}/hands", ev.table_url(1));
    let refused = ev
        .phone_post(
            &mut phone,
            &other,
            &[
                ("csrf", &csrf),
                ("version", "0"),
                ("action", "save"),
                ("outcome", "abortive"),
            ],
        )
        .await;
    assert_eq!(refused.status, StatusCode::SEE_OTHER, "{}", refused.body);
    assert_eq!(refused.location(), format!("{}/seat", ev.table_url(1)));
    assert!(ev.statuses(1).await.is_empty());
    let sit = choose(&mut ev, &mut phone, 1, 0).await;
    assert_eq!(sit.status, StatusCode::CONFLICT, "{}", sit.body);
    sit.assert_contains("already holds a seat at another table of this round");

    // A table cannot correct a hand, undo, delete, or reach the organizer's pages.
    let saved = ev.enter(&mut phone, 0, &[("outcome", "abortive")]).await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    let base = ev.table_url(0);
    for path in [
        format!("{base}/hands/0"),
        format!("{base}/hands/0/delete"),
        format!("{base}/undo"),
    ] {
        let reply = ev.phone_post(&mut phone, &path, &[("csrf", &csrf)]).await;
        assert!(
            reply.status == StatusCode::NOT_FOUND || reply.status == StatusCode::METHOD_NOT_ALLOWED,
            "{path}: {}",
            reply.status
        );
    }
    for path in [
        format!("/admin/t/{id}/games/{}", ev.games[0]),
        format!("/admin/t/{id}/penalties"),
    ] {
        let reply = ev.phone_get(&mut phone, &path).await;
        assert_eq!(reply.status, StatusCode::SEE_OTHER, "{path}");
        assert_eq!(reply.location(), "/login");
    }
    let penalty = ev
        .phone_post(
            &mut phone,
            &format!("/admin/t/{id}/penalties"),
            &[("csrf", &csrf)],
        )
        .await;
    assert_eq!(penalty.status, StatusCode::FORBIDDEN);
    // The form's token is the phone's own: a form without it is refused.
    let forged = ev
        .phone_post(
            &mut phone,
            &format!("{base}/hands"),
            &[
                ("csrf", "0123456789abcdef0123456789abcdef"),
                ("version", "1"),
                ("action", "save"),
                ("outcome", "abortive"),
            ],
        )
        .await;
    assert_eq!(forged.status, StatusCode::FORBIDDEN, "{}", forged.body);
    assert_eq!(ev.statuses(0).await, ["pending"]);
    // Table 1's code in another tournament opens nothing there.
    let other_tournament = ev.app.create_tournament("Another night").await;
    let elsewhere = ev
        .phone_get(
            &mut phone,
            &format!("/t/{other_tournament}/table/{}", ev.codes[0]),
        )
        .await;
    assert_eq!(elsewhere.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_wrong_or_expired_code_gets_a_clear_page() {
    let mut ev = Event::new().await;
    let id = ev.id;
    let mut phone = Phone::default();
    let wrong = ev
        .phone_get(&mut phone, &format!("/t/{id}/table/XXXXX"))
        .await;
    assert_eq!(wrong.status, StatusCode::NOT_FOUND);
    wrong
        .assert_contains("No table of this tournament has the code “XXXXX”")
        .assert_contains("name=\"code\"");
    let typed = ev
        .phone_get(
            &mut phone,
            &format!("/t/{id}/table?code=+{}+", ev.codes[1].to_lowercase()),
        )
        .await;
    assert_eq!(typed.location(), ev.table_url(1));

    // A redrawn round gets new codes: the old one is expired.
    let old = ev.table_url(0);
    let redraw = ev
        .app
        .post(&format!("/admin/t/{id}/rounds/1/redraw"), &[])
        .await;
    assert!(redraw.status.is_redirection(), "{}", redraw.body);
    let expired = ev.phone_get(&mut phone, &old).await;
    assert_eq!(expired.status, StatusCode::NOT_FOUND);
    expired.assert_contains("a round that was redrawn has new codes");

    // With self-entry off, a live code says who records hands instead.
    ev.app.get(&format!("/admin/t/{id}/rounds/1/cards")).await;
    let code: String = sqlx::query_scalar("SELECT code FROM table_codes LIMIT 1")
        .fetch_one(&ev.app.pool)
        .await
        .unwrap();
    ev.app
        .post(
            &format!("/admin/t/{id}/hand-entry"),
            &[("hand_entry", "staff")],
        )
        .await;
    let off = ev
        .phone_get(&mut phone, &format!("/t/{id}/table/{code}"))
        .await;
    assert_eq!(off.status, StatusCode::FORBIDDEN);
    off.assert_contains("the organizer and referees record the hands");
}

#[tokio::test]
async fn guessing_codes_is_held_back_after_ten_wrong_ones_a_minute() {
    let mut ev = Event::new().await;
    let id = ev.id;
    let mut guesser = Phone::default();
    ev.app.peer = "192.0.2.50:4000".parse().unwrap();
    for i in 0..10 {
        let reply = ev
            .phone_get(
                &mut guesser,
                // Each guess in a prefix of its own: the address alone is held back.
                &format!(
                    "/t/{id}/table/{}AAAA",
                    ["C", "D", "E", "F", "G", "H", "J", "K", "M", "N"][i]
                ),
            )
            .await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "guess {i}");
    }
    let held = ev
        .phone_get(&mut guesser, &format!("/t/{id}/table/PAAAA"))
        .await;
    assert_eq!(held.status, StatusCode::TOO_MANY_REQUESTS);
    held.assert_contains("Too many wrong table codes")
        .assert_contains("Try again in");
    // Even the right code waits; another address is not held back.
    let right = ev.table_url(0);
    let still = ev.phone_get(&mut guesser, &right).await;
    assert_eq!(still.status, StatusCode::TOO_MANY_REQUESTS);
    ev.app.peer = "192.0.2.51:4000".parse().unwrap();
    let other = ev.phone_get(&mut Phone::default(), &right).await;
    assert_eq!(other.status, StatusCode::OK, "{}", other.body);
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
    assert_eq!(first.status, StatusCode::SEE_OTHER, "{}", first.body);
    // The phone lost the answer and sends the same form again.
    let again = ev.phone_post(&mut phone, &url, &form).await;
    assert_eq!(again.status, StatusCode::SEE_OTHER, "{}", again.body);
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
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
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
    assert_eq!(
        confirmed.status,
        StatusCode::SEE_OTHER,
        "{}",
        confirmed.body
    );
    assert_eq!(ev.statuses(0).await, ["confirmed"]);
}

#[tokio::test]
async fn the_printables_carry_codes_qr_codes_names_and_schedules() {
    let mut ev = Event::new().await;
    let id = ev.id;
    let request = axum::http::Request::get(format!("/admin/t/{id}/rounds/1/cards"))
        .header("host", "192.168.1.20:8080")
        .body(axum::body::Body::empty())
        .unwrap();
    let cards = ev.app.send(request).await;
    assert_eq!(cards.status, StatusCode::OK);
    assert_eq!(
        cards
            .body
            .matches("<section class=\"print-page table-card\"")
            .count(),
        2
    );
    assert_eq!(cards.body.matches("<svg").count(), 2, "{}", cards.body);
    cards
        .assert_contains(&format!("<b class=\"code\">{}</b>", ev.codes[0]))
        .assert_contains(&format!("http://192.168.1.20:8080/t/{id}/table"))
        .assert_contains("<span class=\"wind\">East</span>");
    // Each card's QR code is exactly the code of its own table's address (the same text encodes
    // to the same symbol), and that address opens that table's sheet.
    for (table, code) in ev.codes.clone().iter().enumerate() {
        let url = format!("http://192.168.1.20:8080/t/{id}/table/{code}");
        let symbol = tenbou::web::printables::qr_svg(&url).unwrap();
        assert!(
            cards.body.contains(&symbol),
            "table {}'s QR code",
            table + 1
        );
        let path = url.trim_start_matches("http://192.168.1.20:8080");
        let mut phone = Phone::default();
        let opened = ev.phone_get(&mut phone, path).await;
        assert_eq!(opened.status, StatusCode::OK, "{}", opened.body);
        opened.assert_contains(&format!("table {}", table + 1));
        for seat in 0..4 {
            opened.assert_contains(&ev.name_at(table, seat).await);
        }
    }

    let sheets = ev
        .app
        .get(&format!("/admin/t/{id}/rounds/1/paper-sheets"))
        .await;
    assert_eq!(sheets.status, StatusCode::OK);
    assert_eq!(
        sheets
            .body
            .matches("<section class=\"print-page paper-sheet\"")
            .count(),
        2
    );
    for name in ["Aiko", "Ben", "Chloé", "Hana"] {
        sheets.assert_contains(&format!("<th>{name}<br>"));
    }

    let all = ev.app.get(&format!("/t/{id}/schedules")).await;
    assert_eq!(all.status, StatusCode::OK);
    assert_eq!(
        all.body
            .matches("class=\"print-page personal-schedule\"")
            .count(),
        8
    );
    let player: i64 = sqlx::query_scalar("SELECT id FROM players WHERE name = 'Dev'")
        .fetch_one(&ev.app.pool)
        .await
        .unwrap();
    let one = ev
        .app
        .get(&format!("/t/{id}/players/{player}/schedule"))
        .await;
    assert_eq!(one.status, StatusCode::OK);
    assert_eq!(one.body.matches("personal-schedule").count(), 1);
    one.assert_contains("<h2>Dev</h2>");

    let manage = ev.app.get(&format!("/admin/t/{id}")).await;
    manage
        .assert_contains(&format!("/admin/t/{id}/rounds/1/cards"))
        .assert_contains(&format!("/admin/t/{id}/rounds/1/paper-sheets"))
        .assert_contains(&format!("/t/{id}/schedules"));
}

/// Exports tournament `id` from `from` and imports it into a fresh laptop; returns that laptop
/// and the new tournament's id.
async fn moved(from: &mut TestApp, id: i64) -> (TestApp, i64) {
    let file = from.get(&format!("/admin/t/{id}/export.json")).await;
    assert_eq!(file.status, StatusCode::OK);
    let mut other = TestApp::signed_in().await;
    let token = other.csrf().await;
    let imported = other
        .post_multipart(
            &format!("/admin/import?csrf={token}"),
            &[("file", Some("t.json"), &file.body)],
        )
        .await;
    assert_eq!(imported.status, StatusCode::SEE_OTHER, "{}", imported.body);
    let new_id = imported
        .location()
        .trim_start_matches("/admin/t/")
        .parse()
        .unwrap();
    (other, new_id)
}

#[tokio::test]
async fn a_move_to_another_laptop_keeps_pending_hands_the_setting_and_what_undo_can_revert() {
    let mut ev = Event::new().await;
    let id = ev.id;
    // Table 1: a hand entered at the table and still waiting for its confirmation.
    let mut east = ev.phone_at(0, 0).await;
    let saved = ev.enter(&mut east, 0, YAKUMAN_OFF_THE_DEALER).await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    // Table 2: the organizer records a draw, then deletes it (the log can restore it).
    ev.app
        .record_hand(id, ev.games[1], &[("outcome", "draw"), ("tenpai0", "1")])
        .await;
    let sheet = ev
        .app
        .get(&format!("/admin/t/{id}/games/{}", ev.games[1]))
        .await;
    let version = hidden_field(&sheet.body, "version").unwrap();
    let deleted = ev
        .app
        .post(
            &format!("/admin/t/{id}/games/{}/hands/0/delete", ev.games[1]),
            &[("version", &version)],
        )
        .await;
    assert_eq!(deleted.status, StatusCode::SEE_OTHER, "{}", deleted.body);

    let (mut other, new_id) = moved(&mut ev.app, id).await;
    let new_games = other.game_ids(new_id).await;
    let statuses: Vec<String> =
        sqlx::query_scalar("SELECT status FROM hands WHERE game_id = ? ORDER BY position")
            .bind(new_games[0])
            .fetch_all(&other.pool)
            .await
            .unwrap();
    assert_eq!(statuses, ["pending"], "a pending hand stays pending");
    let entry: String = sqlx::query_scalar("SELECT hand_entry FROM tournaments WHERE id = ?")
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
    let sheet = other
        .get(&format!("/admin/t/{new_id}/games/{}", new_games[1]))
        .await;
    sheet.assert_contains(">Undo</button>");
    let version = hidden_field(&sheet.body, "version").unwrap();
    let undone = other
        .post(
            &format!("/admin/t/{new_id}/games/{}/undo", new_games[1]),
            &[("version", &version)],
        )
        .await;
    assert_eq!(undone.status, StatusCode::SEE_OTHER, "{}", undone.body);
    let hands: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM hands WHERE game_id = ?")
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

    let started = ev
        .app
        .post(
            &format!("/admin/t/{id}/rounds/1/clock"),
            &[("minutes", "60")],
        )
        .await;
    assert_eq!(started.status, StatusCode::SEE_OTHER, "{}", started.body);
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
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.body
    );
    refused.assert_contains("<span class=\"clock-left\">Time is up</span>");

    // The dealer's win would keep the game going; at time it is the last hand.
    let saved = ev
        .enter(
            &mut east,
            0,
            &[("outcome", "tsumo"), ("win0", "1"), ("value0", "mangan")],
        )
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    let confirmed = ev.decide(&mut south, 0, 0, None).await;
    assert_eq!(
        confirmed.status,
        StatusCode::SEE_OTHER,
        "{}",
        confirmed.body
    );
    let public = ev.app.get(&format!("/t/{id}/games/{}", ev.games[0])).await;
    public
        .assert_contains("time up; game over")
        .assert_contains("final points");
}

/// The organizer prints the cards from the laptop's own browser (`localhost`): the QR codes
/// point to the laptop's LAN address, which phones can open, not to `localhost`.
#[tokio::test]
async fn cards_printed_from_localhost_point_phones_to_the_lan_address() {
    let mut app = TestApp::configured(|state| {
        state.lan_address = Some("http://192.168.1.20:8080".into());
    })
    .await;
    app.setup_organizer().await;
    let id = app.tournament_with_round_one("LAN night", EIGHT).await;
    app.post(
        &format!("/admin/t/{id}/hand-entry"),
        &[("hand_entry", "table")],
    )
    .await;
    let request = axum::http::Request::get(format!("/admin/t/{id}/rounds/1/cards"))
        .header("host", "localhost:8080")
        .body(axum::body::Body::empty())
        .unwrap();
    let cards = app.send(request).await;
    assert_eq!(cards.status, StatusCode::OK, "{}", cards.body);
    let code: String = sqlx::query_scalar("SELECT code FROM table_codes ORDER BY game_id LIMIT 1")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let symbol =
        tenbou::web::printables::qr_svg(&format!("http://192.168.1.20:8080/t/{id}/table/{code}"))
            .unwrap();
    assert!(
        cards.body.contains(&symbol),
        "the QR code opens the LAN address"
    );
    cards.assert_contains(&format!(
        "open <b>http://192.168.1.20:8080/t/{id}/table</b>"
    ));
    cards.assert_lacks("localhost:8080/t/");
    cards.assert_lacks("only this laptop can open");

    // Without a network, the cards say so instead of printing codes phones cannot open.
    let mut alone = Event::new().await;
    let request = axum::http::Request::get(format!("/admin/t/{}/rounds/1/cards", alone.id))
        .header("host", "127.0.0.1:8080")
        .body(axum::body::Body::empty())
        .unwrap();
    let cards = alone.app.send(request).await;
    cards.assert_contains("which only this laptop can open");
}

/// The phone-held seats as (seat, device) of table `table`.
async fn held_seats(ev: &Event, table: usize) -> Vec<(i64, String)> {
    sqlx::query_as("SELECT seat, device FROM seat_claims WHERE game_id = ? ORDER BY seat")
        .bind(ev.games[table])
        .fetch_all(&ev.app.pool)
        .await
        .unwrap()
}

/// Asks for `seat` at table `table` from a phone, with the seat's PIN if asked; returns the
/// answer.
async fn choose(ev: &mut Event, phone: &mut Phone, table: usize, seat: usize) -> Reply {
    ev.take_seat(phone, table, seat).await
}

#[tokio::test]
async fn a_seat_is_the_first_phones_so_a_player_cannot_confirm_their_own_hand_as_another_seat() {
    let mut ev = Event::new().await;
    let id = ev.id;
    let mut east = ev.phone_at(0, 0).await;
    let mut west = ev.phone_at(0, 2).await;
    let saved = ev.enter(&mut east, 0, YAKUMAN_OFF_THE_DEALER).await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);

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
    assert_eq!(freed.status, StatusCode::SEE_OTHER, "{}", freed.body);
    assert_eq!(held_seats(&ev, 0).await.len(), 1);
    let again = choose(&mut ev, &mut disguised, 0, 2).await;
    assert_eq!(again.status, StatusCode::SEE_OTHER, "{}", again.body);
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
    assert_eq!(chosen.status, StatusCode::SEE_OTHER, "{}", chosen.body);
    // The browser restarts: only the lasting cookie comes back, and it still sits as North.
    let sheet = ev.sheet(&mut phone, 0).await;
    let north = ev.name_at(0, 3).await;
    sheet.assert_contains(&format!("you are <b>{north}</b>"));
}

#[tokio::test]
async fn a_table_phone_cannot_end_its_game_at_time_while_the_clock_runs_or_is_not_started() {
    let mut ev = Event::new().await;
    let id = ev.id;
    let mut east = ev.phone_at(0, 0).await;
    let early = ev
        .enter_as_posted(&mut east, 0, &[("outcome", "draw"), ("time_up", "1")])
        .await;
    assert_eq!(
        early.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        early.body
    );
    early.assert_contains("Time is not up at this table");
    assert!(ev.statuses(0).await.is_empty(), "nothing stored");

    // A running clock with time left changes nothing.
    let started = ev
        .app
        .post(
            &format!("/admin/t/{id}/rounds/1/clock"),
            &[("minutes", "60")],
        )
        .await;
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
    assert_eq!(up.status, StatusCode::SEE_OTHER, "{}", up.body);
    let time_up: String = sqlx::query_scalar("SELECT data FROM hands WHERE game_id = ?")
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
    let hand: String = sqlx::query_scalar("SELECT data FROM hands WHERE game_id = ?")
        .bind(other)
        .fetch_one(&ev.app.pool)
        .await
        .unwrap();
    assert!(hand.contains("\"time_up\":true"), "{hand}");
}

#[tokio::test]
async fn an_old_rounds_code_opens_no_sheet_and_points_to_the_new_round() {
    let mut ev = Event::new().await;
    let id = ev.id;
    let mut east = ev.phone_at(0, 0).await;
    let next = ev
        .app
        .post(
            &format!("/admin/t/{id}/rounds"),
            &[("table_rule", "substitute")],
        )
        .await;
    assert_eq!(next.status, StatusCode::SEE_OTHER, "{}", next.body);
    let old = ev.phone_get(&mut east, &ev.table_url(0)).await;
    assert_eq!(old.status, StatusCode::GONE, "{}", old.body);
    old.assert_contains("Round 1 is over")
        .assert_contains("Round 2 is being played now")
        .assert_lacks("hand-form");
    // Nor can anything be saved through it.
    let saved = ev
        .phone_post(
            &mut east,
            &format!("{}/hands", ev.table_url(0)),
            &[("csrf", "x"), ("action", "save"), ("outcome", "abortive")],
        )
        .await;
    assert_eq!(saved.status, StatusCode::GONE);
    assert!(ev.statuses(0).await.is_empty());
}

/// `n`-th wrong code that starts with `prefix`: none of the event's codes.
fn wrong_code(ev: &Event, prefix: &str, n: usize) -> String {
    let alphabet = tenbou::db::table_codes::CODE_ALPHABET;
    let letter = |k: usize| char::from(alphabet[k % alphabet.len()]);
    let size = alphabet.len();
    let code = format!(
        "{prefix}{}{}{}",
        letter(n / (size * size)),
        letter(n / size),
        letter(n)
    );
    if ev.codes.contains(&code) {
        wrong_code(ev, prefix, n + size * size * size / 2)
    } else {
        code
    }
}

/// Issue 33: 50 wrong codes a minute from any addresses closed the whole tournament's codes for
/// a minute, the right ones included. Now a right code always gets in; what is held back is
/// an address that keeps missing, and the organizer is told.
#[tokio::test]
async fn a_flood_of_wrong_codes_from_many_addresses_never_keeps_a_right_code_out() {
    let mut ev = Event::new().await;
    let id = ev.id;
    let mut seated = ev.phone_at(0, 0).await;
    let right = ev.codes[1].clone();
    let prefix = right[..2].to_string();
    let mut guesser = Phone::default();
    // Sixty addresses, nine guesses each, all enumerating the prefix of table 2's code.
    let mut refused = 0;
    for address in 0..60 {
        ev.app.peer = format!("192.0.2.{}:4000", 10 + address).parse().unwrap();
        for n in 0..9 {
            let guess = wrong_code(&ev, &prefix, address * 9 + n);
            let reply = ev
                .phone_get(&mut guesser, &format!("/t/{id}/table/{guess}"))
                .await;
            match reply.status {
                StatusCode::NOT_FOUND => {}
                StatusCode::TOO_MANY_REQUESTS => refused += 1,
                other => panic!("guess {guess} answered {other}"),
            }
        }
    }
    // Past the first few misses of the prefix, each address that kept missing there waits.
    assert!(refused >= 60 * 5, "only {refused} guesses were held back");
    // A phone that typed no wrong code opens its table at once, during the flood.
    ev.app.peer = "192.0.2.200:4000".parse().unwrap();
    let fresh = ev.phone_get(&mut Phone::default(), &ev.table_url(1)).await;
    assert_eq!(fresh.status, StatusCode::OK, "{}", fresh.body);
    // A typo there is told it is wrong, not held back.
    let typo = wrong_code(&ev, &prefix, 9_000);
    let typed = ev
        .phone_get(&mut Phone::default(), &format!("/t/{id}/table/{typo}"))
        .await;
    assert_eq!(typed.status, StatusCode::NOT_FOUND, "{}", typed.body);
    // One more address guesses codes of any shape until it is held back on its own.
    ev.app.peer = "192.0.2.100:4000".parse().unwrap();
    for n in 0..10 {
        let reply = ev
            .phone_get(&mut guesser, &format!("/t/{id}/table/ZZ{n}"))
            .await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{n}");
    }
    let held = ev
        .phone_get(&mut guesser, &format!("/t/{id}/table/{right}"))
        .await;
    assert_eq!(held.status, StatusCode::TOO_MANY_REQUESTS, "{}", held.body);

    // A phone already seated plays on, even from the address that is held back.
    ev.app.peer = "192.0.2.100:4000".parse().unwrap();
    let sheet = ev.phone_get(&mut seated, &ev.table_url(0)).await;
    assert_eq!(sheet.status, StatusCode::OK, "{}", sheet.body);
    sheet.assert_contains("hand-form");

    // The organizer sees the guessing: every wrong code counted, the held address.
    ev.app.peer = "127.0.0.1:50000".parse().unwrap();
    let page = ev.app.get(&format!("/admin/t/{id}")).await;
    let counted = 60 * 9 - refused + 10 + 1;
    page.assert_contains("Wrong table codes")
        .assert_contains(&format!(
            "<strong>{counted}</strong> wrong table codes in the last 10 minutes"
        ))
        .assert_contains("<strong>1</strong> device held back now");
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
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    // South opens the sheet and starts typing hand #2 …
    let page = ev.sheet(&mut south, 0).await;
    let form = common::HandFormFields::read(&page.body);
    // … while West confirms hand #1.
    let confirmed = ev.decide(&mut west, 0, 0, None).await;
    assert_eq!(
        confirmed.status,
        StatusCode::SEE_OTHER,
        "{}",
        confirmed.body
    );
    let url = format!("{}/hands", ev.table_url(0));
    let second = ev
        .phone_post(
            &mut south,
            &url,
            &form.post("save", &[("outcome", "draw"), ("tenpai1", "1")]),
        )
        .await;
    assert_eq!(second.status, StatusCode::SEE_OTHER, "{}", second.body);
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
    assert_eq!(reload.status, StatusCode::SEE_OTHER, "{}", reload.body);
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

impl Event {
    /// The id of the player in a starting seat of table `table` in round 1.
    async fn player_at(&self, table: usize, seat: usize) -> i64 {
        sqlx::query_scalar("SELECT player_id FROM game_seats WHERE game_id = ? AND seat = ?")
            .bind(self.games[table])
            .bind(seat as i64)
            .fetch_one(&self.app.pool)
            .await
            .unwrap()
    }

    /// A player's seat PIN as stored.
    async fn pin_of(&self, player: i64) -> String {
        sqlx::query_scalar("SELECT seat_pin FROM players WHERE id = ?")
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
            .post(
                &format!("/admin/t/{id}/rounds"),
                &[("table_rule", "substitute")],
            )
            .await;
        assert_eq!(next.status, StatusCode::SEE_OTHER, "{}", next.body);
        let cards = self.app.get(&format!("/admin/t/{id}/rounds/2/cards")).await;
        assert_eq!(cards.status, StatusCode::OK, "{}", cards.body);
        let (code, seat): (String, i64) = sqlx::query_as(
            "SELECT c.code, s.seat FROM game_seats s JOIN games g ON g.id = s.game_id
               JOIN rounds r ON r.id = g.round_id JOIN table_codes c ON c.game_id = g.id
              WHERE r.tournament_id = ? AND r.number = 2 AND s.player_id = ?",
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
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
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
    assert_eq!(tapped.status, StatusCode::OK, "{}", tapped.body);
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
    assert_eq!(asked.status, StatusCode::OK, "{}", asked.body);
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
    assert_eq!(right.status, StatusCode::SEE_OTHER, "{}", right.body);
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
    assert_eq!(reset.status, StatusCode::SEE_OTHER, "{}", reset.body);
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
    assert_eq!(new.status, StatusCode::SEE_OTHER, "{}", new.body);
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
    assert_eq!(sat.status, StatusCode::SEE_OTHER, "{}", sat.body);
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
    assert_eq!(reset.status, StatusCode::SEE_OTHER, "{}", reset.body);
    assert!(held_seats(&ev, 0).await.is_empty());
    // The phone is asked who it is, and the seat asks the PIN again: the old one fails.
    ev.phone_get(&mut phone, &ev.table_url(0))
        .await
        .assert_contains("Who are you?");
    let asked = ev.tap_seat(&mut phone, 0, 1, None).await;
    assert_eq!(asked.status, StatusCode::OK, "{}", asked.body);
    asked.assert_contains("your PIN");
    let old = ev.tap_seat(&mut phone, 0, 1, Some(&old_pin)).await;
    assert_eq!(old.status, StatusCode::FORBIDDEN, "{}", old.body);
    let new_pin = ev.pin_of(player).await;
    let new = ev.tap_seat(&mut phone, 0, 1, Some(&new_pin)).await;
    assert_eq!(new.status, StatusCode::SEE_OTHER, "{}", new.body);
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
    assert_eq!(asked.status, StatusCode::OK, "{}", asked.body);
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
    assert_eq!(sat.status, StatusCode::SEE_OTHER, "{}", sat.body);
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
    assert_eq!(chooser.status, StatusCode::OK, "{}", chooser.body);
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
        sqlx::query_as("SELECT name, seat_pin FROM players WHERE tournament_id = ? ORDER BY id")
            .bind(id)
            .fetch_all(&ev.app.pool)
            .await
            .unwrap();
    assert_eq!(pins.len(), 8);
    let manage = ev.app.get(&format!("/admin/t/{id}")).await;
    let shown = manage.page().select("#players b.seat-pin").texts();
    let cards = ev.app.get(&format!("/admin/t/{id}/players/cards")).await;
    assert_eq!(cards.status, StatusCode::OK, "{}", cards.body);
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
    let added = ev
        .app
        .post(&format!("/admin/t/{id}/players"), &[("name", "Ines")])
        .await;
    assert_eq!(added.status, StatusCode::SEE_OTHER, "{}", added.body);
    let ines: String = sqlx::query_scalar(
        "SELECT seat_pin FROM players WHERE tournament_id = ? AND name = 'Ines'",
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
