//! Live pages over HTTP: the events stream fires on every kind of change and only for its
//! tournament, a phone reconnecting behind is told at once, the stream count is bounded (per
//! address too, with headroom for the laptop and staff), a stream ends after its lifetime, a
//! made-up tournament gets no stream and leaves no state, a seat picked again wakes nobody, and
//! the round clock ends games at time as each preset's time rule says; the event board and
//! the big screen show the round.

use crate::common;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{header, Request, StatusCode};
use common::{hidden_field, TestApp, TWO_DROPPED_TILES};
use http_body_util::BodyExt;
use std::time::Duration;
use tenbou::web::live::{Live, StreamLimits};
use tower::ServiceExt;

const EIGHT: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\nHana\n";

/// An open events stream, read frame by frame.
pub(crate) struct Stream {
    body: Body,
    text: String,
}

impl Stream {
    pub(crate) async fn open(
        app: &TestApp,
        id: i64,
        last_event_id: Option<&str>,
    ) -> (StatusCode, Stream) {
        Self::open_from(app, app.peer, id, last_event_id).await
    }

    /// Opens the stream from the address `peer`, without cookies.
    async fn open_from(
        app: &TestApp,
        peer: std::net::SocketAddr,
        id: i64,
        last_event_id: Option<&str>,
    ) -> (StatusCode, Stream) {
        Self::open_at(app, peer, &format!("/t/{id}/events"), last_event_id).await
    }

    /// Opens the stream at `path` (a tournament's or a league's) from the address `peer`.
    pub(crate) async fn open_at(
        app: &TestApp,
        peer: std::net::SocketAddr,
        path: &str,
        last_event_id: Option<&str>,
    ) -> (StatusCode, Stream) {
        let mut request = Request::get(path)
            .header(header::ACCEPT, "text/event-stream")
            .body(Body::empty())
            .unwrap();
        if let Some(last) = last_event_id {
            request
                .headers_mut()
                .insert("last-event-id", last.parse().unwrap());
        }
        request.extensions_mut().insert(ConnectInfo(peer));
        let response = app.router.clone().oneshot(request).await.unwrap();
        let status = response.status();
        if status == StatusCode::OK {
            assert_eq!(
                response.headers()[header::CONTENT_TYPE],
                "text/event-stream"
            );
        }
        (
            status,
            Stream {
                body: response.into_body(),
                text: String::new(),
            },
        )
    }

    /// The next whole event (up to a blank line), or None if none comes within `wait`.
    /// Keep-alive comments are skipped.
    pub(crate) async fn next_event(&mut self, wait: Duration) -> Option<String> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            if let Some(end) = self.text.find("\n\n") {
                let event: String = self.text.drain(..end + 2).collect();
                if event.lines().all(|l| l.starts_with(':')) {
                    continue;
                }
                return Some(event);
            }
            let frame = tokio::time::timeout_at(deadline, self.body.frame())
                .await
                .ok()??
                .ok()?;
            if let Ok(data) = frame.into_data() {
                self.text.push_str(&String::from_utf8_lossy(&data));
            }
        }
    }

    /// Whether the server ended the stream within `wait` (keep-alive comments are skipped).
    async fn ends_within(&mut self, wait: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            match tokio::time::timeout_at(deadline, self.body.frame()).await {
                Err(_) => return false,
                Ok(None) => return true,
                Ok(Some(_)) => continue,
            }
        }
    }

    /// Insists that a change event arrives, and returns its id.
    pub(crate) async fn expect_change(&mut self, after: &str) -> u64 {
        let event = self
            .next_event(Duration::from_secs(2))
            .await
            .unwrap_or_else(|| panic!("no change event within 2 s after {after}"));
        assert!(event.contains("event: change\n"), "after {after}: {event}");
        field(&event, "id").parse().unwrap()
    }

    pub(crate) async fn expect_quiet(&mut self, after: &str) {
        if let Some(event) = self.next_event(Duration::from_millis(300)).await {
            panic!("unexpected event after {after}: {event}");
        }
    }
}

fn field<'a>(event: &'a str, name: &str) -> &'a str {
    event
        .lines()
        .find_map(|l| l.strip_prefix(&format!("{name}:")))
        .map(str::trim)
        .unwrap_or_else(|| panic!("no {name} in {event}"))
}

#[tokio::test]
async fn every_kind_of_change_fires_the_events_stream_of_its_tournament_only() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    let other = app.create_tournament("Other").await;
    let game = app.game_ids(id).await[0];
    let (status, mut stream) = Stream::open(&app, id, None).await;
    assert_eq!(status, StatusCode::OK);
    let hello = stream.next_event(Duration::from_secs(2)).await.unwrap();
    assert!(hello.contains("event: hello\n"), "{hello}");
    assert!(hello.contains("retry: 2000"), "{hello}");
    let mut last: u64 = field(&hello, "id").parse().unwrap();

    // Reading pages changes nothing.
    app.get(&format!("/t/{id}/standings")).await;
    app.get(&format!("/admin/t/{id}")).await;
    stream.expect_quiet("reading pages").await;

    // Another tournament's change is not this one's.
    app.add_player(other, &[("name", "Zed")]).await;
    stream.expect_quiet("a change in another tournament").await;

    let player: i64 = sqlx::query_scalar("SELECT id FROM players WHERE name = 'Ben'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let mut changed = |what: &'static str, id: u64| {
        assert!(id > last, "{what}: version {id} after {last}");
        last = id;
    };
    app.record_hand(
        id,
        game,
        &[("outcome", "tsumo"), ("win1", "1"), ("value1", "mangan")],
    )
    .await;
    changed("a hand", stream.expect_change("a hand").await);

    app.post_sheet_button(&format!("/admin/t/{id}/games/{game}"), "undo")
        .await
        .assert_redirects();
    changed("an undo", stream.expect_change("an undo").await);

    app.give_penalty(id, player, None, TWO_DROPPED_TILES).await;
    changed("a penalty", stream.expect_change("a penalty").await);

    for (what, path, field) in [
        ("a new player", "players", ("name", "Ida")),
        ("the clock", "rounds/1/clock", ("minutes", "90")),
        ("extra time", "rounds/1/tables/1/time", ("minutes", "5")),
    ] {
        let taken = app.post(&format!("/admin/t/{id}/{path}"), &[field]).await;
        assert_eq!(
            taken.status,
            StatusCode::SEE_OTHER,
            "{what}: {}",
            taken.body
        );
        changed(what, stream.expect_change(what).await);
    }

    // A refused change (no CSRF token) changes nothing and fires nothing.
    let refused = app
        .send(
            Request::post(format!("/admin/t/{id}/players"))
                .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
                .body(Body::from("name=Jo"))
                .unwrap(),
        )
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    stream.expect_quiet("a refused change").await;

    // Something outside any one tournament (a new tournament) moves every tournament.
    app.create_tournament("Third").await;
    changed(
        "a new tournament",
        stream.expect_change("a new tournament").await,
    );
}

#[tokio::test]
async fn a_phone_reconnecting_behind_is_sent_a_change_at_once() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    let (_, mut first) = Stream::open(&app, id, None).await;
    let hello = first.next_event(Duration::from_secs(2)).await.unwrap();
    let seen = field(&hello, "id").to_string();

    // Up to date: a hello, no change.
    let (_, mut current) = Stream::open(&app, id, Some(&seen)).await;
    let event = current.next_event(Duration::from_secs(2)).await.unwrap();
    assert!(event.contains("event: hello\n"), "{event}");

    // The phone slept through a change: the reconnection starts with it.
    app.add_player(id, &[("name", "Ida")]).await;
    let (_, mut behind) = Stream::open(&app, id, Some(&seen)).await;
    let event = behind.next_event(Duration::from_secs(2)).await.unwrap();
    assert!(event.contains("event: change\n"), "{event}");
    assert_ne!(field(&event, "id"), seen);
}

#[tokio::test]
async fn streams_beyond_the_bound_are_refused_with_a_clear_503_and_freed_when_closed() {
    let (mut app, live) = app_with_streams(StreamLimits::within(2)).await;
    app.setup_organizer().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    let (a_status, a) = Stream::open_from(&app, phone(1), id, None).await;
    let (b_status, _b) = Stream::open_from(&app, phone(2), id, None).await;
    assert_eq!((a_status, b_status), (StatusCode::OK, StatusCode::OK));
    assert_eq!(live.open_streams(), 2);
    let mut request = Request::get(format!("/t/{id}/events"))
        .body(Body::empty())
        .unwrap();
    request.extensions_mut().insert(ConnectInfo(phone(3)));
    let c = app.router.clone().oneshot(request).await.unwrap();
    assert_eq!(c.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(c.headers().contains_key(header::RETRY_AFTER));
    let text = c.into_body().collect().await.unwrap().to_bytes();
    assert!(String::from_utf8_lossy(&text).contains("Too many live pages are open"));
    drop(a);
    assert_eq!(live.open_streams(), 1);
    let (d_status, _d) = Stream::open_from(&app, phone(3), id, None).await;
    assert_eq!(d_status, StatusCode::OK);
}

/// `path` asked for again by a browser holding the copy tagged `etag`.
async fn get_unless_still(app: &mut TestApp, path: &str, etag: &str) -> common::Reply {
    let request = Request::get(path)
        .header(header::IF_NONE_MATCH, etag)
        .body(Body::empty())
        .unwrap();
    app.send(request).await
}

#[tokio::test]
async fn page_caches_follow_the_same_signal_as_the_stream() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    let (_, mut stream) = Stream::open(&app, id, None).await;
    stream.next_event(Duration::from_secs(2)).await.unwrap();
    let game = app.game_ids(id).await[0];
    let sheet = format!("/t/{id}/games/{game}");
    let page = app.get(&sheet).await;
    let etag = page.headers[header::ETAG].to_str().unwrap().to_string();
    let again = get_unless_still(&mut app, &sheet, &etag).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    // A hand moves the stream's version and the page with it.
    app.record_hand(
        id,
        game,
        &[("outcome", "tsumo"), ("win1", "1"), ("value1", "mangan")],
    )
    .await;
    stream.expect_change("a hand").await;
    let after = get_unless_still(&mut app, &sheet, &etag).await;
    assert_eq!(after.status, StatusCode::OK);
    assert_ne!(after.headers[header::ETAG].to_str().unwrap(), etag);
}

/// Round 1 of a tournament under `preset`, its clock started and already run out.
async fn timed_out_round(preset: &str) -> (TestApp, i64, i64) {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Timed", EIGHT).await;
    sqlx::query("UPDATE games SET ruleset = $1")
        .bind(preset)
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query("UPDATE tournaments SET ruleset = $1")
        .bind(preset)
        .execute(&app.pool)
        .await
        .unwrap();
    let started = app.set_round_clock(id, 1, &[("minutes", "60")]).await;
    started.assert_redirects();
    // The round started two hours ago: its 60 minutes are over.
    sqlx::query("UPDATE rounds SET clock_started_at = clock_started_at - 7200")
        .execute(&app.pool)
        .await
        .unwrap();
    let game = app.game_ids(id).await[0];
    (app, id, game)
}

/// A dealer win: under no other rule would the game end after it.
const DEALER_TSUMO: &[(&str, &str)] = &[("outcome", "tsumo"), ("win0", "1"), ("value0", "mangan")];

#[tokio::test]
async fn when_time_is_up_the_hand_in_progress_ends_the_game_as_each_preset_says() {
    for (preset, ends) in [
        ("msmc-2016", true),
        ("ema-2016", true),
        ("ema-2025", true),
        ("wrc", true),
        ("tenhou", false),
        ("mleague", false),
    ] {
        let (mut app, id, game) = timed_out_round(preset).await;
        let sheet = app.get(&format!("/admin/t/{id}/games/{game}")).await;
        sheet.assert_contains("Time is up");
        if ends {
            sheet.assert_contains("When time is up: finish the hand in progress, then the game ends with its scores as they stand.");
            sheet.assert_contains(r#"name="time_up" value="1" checked"#);
        } else {
            sheet.assert_contains(
                "When time is up: these rules have no time limit: play the game to its end.",
            );
            sheet.assert_lacks(r#"name="time_up""#);
        }
        // The hand in progress is saved the way the table sends it (without the choice).
        app.record_hand(id, game, DEALER_TSUMO).await;
        let public = app.get(&format!("/t/{id}/games/{game}")).await;
        if ends {
            public.assert_contains("time up; game over");
            public.assert_contains("final points");
        } else {
            public.assert_lacks("time up");
            public.assert_lacks("final points");
        }
    }
}

#[tokio::test]
async fn one_more_hand_lets_exactly_one_hand_through_after_the_time() {
    let (mut app, id, game) = timed_out_round("msmc-2016").await;
    let granted = app
        .post(
            &format!("/admin/t/{id}/rounds/1/tables/1/time"),
            &[("hands", "1")],
        )
        .await;
    granted.assert_redirects();
    let board = app.get(&format!("/admin/t/{id}/board")).await;
    board.assert_contains("1 more hand given");
    app.record_hand(id, game, DEALER_TSUMO).await;
    let sheet = app.get(&format!("/t/{id}/games/{game}")).await;
    sheet.assert_lacks("game over");
    app.record_hand(id, game, DEALER_TSUMO).await;
    let sheet = app.get(&format!("/t/{id}/games/{game}")).await;
    sheet.assert_contains("time up; game over");
}

#[tokio::test]
async fn extra_minutes_keep_a_table_playing_past_the_rounds_time() {
    let (mut app, id, game) = timed_out_round("ema-2016").await;
    app.post(
        &format!("/admin/t/{id}/rounds/1/tables/1/time"),
        &[("minutes", "600")],
    )
    .await;
    app.record_hand(id, game, DEALER_TSUMO).await;
    let sheet = app.get(&format!("/admin/t/{id}/games/{game}")).await;
    sheet.assert_lacks("game over");
    sheet.assert_contains("min left");
    sheet.assert_contains("(+600 min given)");
    // Nonsense is refused with a reason, not a 500.
    for (field, value) in [("minutes", "-3"), ("minutes", "lots"), ("hands", "")] {
        let reply = app
            .post(
                &format!("/admin/t/{id}/rounds/1/tables/1/time"),
                &[(field, value)],
            )
            .await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{field}={value}");
    }
    let reply = app
        .post(
            &format!("/admin/t/{id}/rounds/1/tables/99/time"),
            &[("minutes", "5")],
        )
        .await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    let reply = app.set_round_clock(id, 1, &[("minutes", "0")]).await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn the_organizer_ends_a_game_now_at_time_and_undo_brings_it_back() {
    let (mut app, id, game) = timed_out_round("wrc").await;
    // A hand saved before the clock ran out.
    sqlx::query("UPDATE rounds SET clock_started_at = clock_started_at + 7200")
        .execute(&app.pool)
        .await
        .unwrap();
    app.record_hand(id, game, DEALER_TSUMO).await;
    sqlx::query("UPDATE rounds SET clock_started_at = clock_started_at - 7200")
        .execute(&app.pool)
        .await
        .unwrap();
    let sheet_url = format!("/admin/t/{id}/games/{game}");
    app.get(&sheet_url)
        .await
        .assert_contains("End the game now");
    let ended = app.post_sheet_button(&sheet_url, "end-at-time").await;
    ended.assert_redirects();
    let sheet = app.get(ended.location()).await;
    sheet.assert_contains("Time is up: the game ended after the last hand");
    sheet.assert_contains("time up; game over");
    sheet.assert_lacks("End the game now");
    let standings = app.get(&format!("/t/{id}/standings")).await;
    standings.assert_contains("1 of 2 games finished");

    // The version the game ended under, posted again below as a stale form.
    let version = hidden_field(&sheet.body, "version").unwrap();
    app.post_sheet_button(&sheet_url, "undo")
        .await
        .assert_redirects();
    let sheet = app.get(&format!("/t/{id}/games/{game}")).await;
    sheet.assert_lacks("game over");
    // A stale form is refused, not applied.
    let stale = app
        .post(
            &format!("{sheet_url}/end-at-time"),
            &[("version", &version)],
        )
        .await;
    assert_eq!(stale.status, StatusCode::CONFLICT);
}

#[tokio::test]
async fn the_event_board_and_the_big_screen_show_the_current_round() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    let game = app.game_ids(id).await[0];
    app.record_hand(id, game, &[("outcome", "draw"), ("tenpai0", "1")])
        .await;
    // The tournament's page leads from the current round to its board and clock.
    let manage = app.get(&format!("/admin/t/{id}")).await.page();
    let links = manage
        .select(&format!("a[href='/admin/t/{id}/board']"))
        .texts();
    assert!(
        links.contains(&"event board and round clock".to_string()),
        "{links:?}"
    );
    let board = app.get(&format!("/admin/t/{id}/board")).await;
    assert_eq!(board.status, StatusCode::OK);
    let board = board.page();
    board
        .select("h1")
        .assert_text_contains("Event board: round 1");
    board.select("#table-2").assert_count(1);
    // Table 1: one hand, the dealer kept the deal with a counter.
    board.select("#table-1 .now").assert_text("E1·1");
    board.select("#table-1 dd.hands").assert_text("1");
    board.select("#table-1 dd.pending").assert_text("0");
    board
        .select("label[for=minutes]")
        .assert_text("Start the round clock: minutes");
    board.select("[data-live=board]").assert_count(1);
    assert_eq!(
        board.select("[data-events]").attr("data-events"),
        format!("/t/{id}/events")
    );

    app.set_round_clock(id, 1, &[("minutes", "45")]).await;
    let board = app.get(&format!("/admin/t/{id}/board")).await.page();
    assert!(board.text().contains("45 min left"), "{}", board.excerpt());
    board.select("button").assert_text_contains("One more hand");

    // The big screen needs no sign-in.
    let mut phone = TestApp::new().await;
    phone.router = app.router.clone();
    let screen = phone.get(&format!("/t/{id}/screen")).await;
    assert_eq!(screen.status, StatusCode::OK);
    let screen = screen.page();
    screen
        .select("#screen-seating")
        .assert_text_contains("Round 1 seating")
        .assert_text_contains("Aiko");
    screen.select("#screen-standings").assert_count(1);
    screen.select("#screen-clock").assert_count(1);
    screen.select("[data-ends-at]").assert_exists();
    // The board is the organizer's.
    let refused = phone.get(&format!("/admin/t/{id}/board")).await;
    assert_ne!(refused.status, StatusCode::OK);
    // Public pages subscribe to the stream.
    let standings = phone.get(&format!("/t/{id}/standings")).await.page();
    assert_eq!(
        standings
            .select("script[src^='/static/live.'][defer]")
            .attr("data-events"),
        format!("/t/{id}/events")
    );
}

/// An app whose live pages follow `limits`; with the app's `Live` to look into.
async fn app_with_streams(limits: StreamLimits) -> (TestApp, Live) {
    let mut live = None;
    let app = TestApp::configured(|state| {
        state.live = Live::with_limits(limits);
        state.last_change = tenbou::web::caching::LastChange::following(state.live.clone());
        live = Some(state.live.clone());
    })
    .await;
    (app, live.unwrap())
}

fn phone(n: u8) -> std::net::SocketAddr {
    std::net::SocketAddr::from(([192, 0, 2, n], 40_000))
}

#[tokio::test]
async fn one_address_holds_a_few_streams_and_the_laptop_and_staff_keep_headroom() {
    let (mut app, live) = app_with_streams(StreamLimits {
        total: 3,
        per_address: 2,
        staff_headroom: 2,
        lifetime: Duration::from_secs(600),
    })
    .await;
    app.setup_organizer().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    let mut open = Vec::new();
    for _ in 0..2 {
        let (status, stream) = Stream::open_from(&app, phone(1), id, None).await;
        assert_eq!(status, StatusCode::OK);
        open.push(stream);
    }
    let (status, _) = Stream::open_from(&app, phone(1), id, None).await;
    assert_eq!(
        status,
        StatusCode::TOO_MANY_REQUESTS,
        "a third from one phone"
    );
    let (status, stream) = Stream::open_from(&app, phone(2), id, None).await;
    assert_eq!(status, StatusCode::OK);
    open.push(stream);

    // The budget for phones is full: a new phone is told at once to come back later.
    let mut request = Request::get(format!("/t/{id}/events"))
        .body(Body::empty())
        .unwrap();
    request.extensions_mut().insert(ConnectInfo(phone(3)));
    let refused = app.router.clone().oneshot(request).await.unwrap();
    assert_eq!(refused.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(refused.headers().contains_key(header::RETRY_AFTER));

    // The organizer's laptop (anonymous here) and a signed-in referee's phone still get one.
    let laptop: std::net::SocketAddr = "127.0.0.1:50001".parse().unwrap();
    let (status, _laptop) = Stream::open_from(&app, laptop, id, None).await;
    assert_eq!(status, StatusCode::OK, "the laptop uses the headroom");
    let mut request = Request::get(format!("/t/{id}/events"))
        .body(Body::empty())
        .unwrap();
    request.extensions_mut().insert(ConnectInfo(phone(4)));
    let cookies: Vec<String> = app
        .cookies
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    request
        .headers_mut()
        .insert(header::COOKIE, cookies.join("; ").parse().unwrap());
    let staff = app.router.clone().oneshot(request).await.unwrap();
    assert_eq!(
        staff.status(),
        StatusCode::OK,
        "signed-in staff use the headroom"
    );
    assert_eq!(live.open_streams(), 5);
    drop(staff);
    drop(open);
    assert_eq!(live.open_streams(), 1, "places come back as streams close");
}

#[tokio::test]
async fn a_stream_to_a_tournament_that_does_not_exist_is_404_and_leaves_no_state() {
    let (mut app, live) = app_with_streams(StreamLimits::default()).await;
    app.setup_organizer().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    for made_up in [999_999, 424_242, -1] {
        let (status, _) = Stream::open(&app, made_up, None).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "tournament {made_up}");
    }
    assert_eq!(live.tracked_tournaments(), 0);
    assert_eq!(live.open_streams(), 0);
    // A real one is followed while its stream is open, and forgotten after.
    let (status, stream) = Stream::open(&app, id, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(live.tracked_tournaments(), 1);
    drop(stream);
    assert_eq!(live.tracked_tournaments(), 0);
}

#[tokio::test]
async fn a_stream_ends_after_its_lifetime_and_reconnecting_with_its_last_id_reloads_nothing() {
    let (mut app, _live) = app_with_streams(StreamLimits {
        lifetime: Duration::from_millis(300),
        ..StreamLimits::default()
    })
    .await;
    app.setup_organizer().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    let (_, mut stream) = Stream::open(&app, id, None).await;
    let hello = stream.next_event(Duration::from_secs(2)).await.unwrap();
    let seen = field(&hello, "id").to_string();
    assert!(
        stream.ends_within(Duration::from_secs(5)).await,
        "the server ends a stream after its lifetime"
    );
    // The browser reconnects with the last id it saw: nothing changed, so nothing to reload.
    let (status, mut again) = Stream::open(&app, id, Some(&seen)).await;
    assert_eq!(status, StatusCode::OK);
    let event = again.next_event(Duration::from_secs(2)).await.unwrap();
    assert!(event.contains("event: hello\n"), "{event}");
    // A change while it was away is told at once.
    app.add_player(id, &[("name", "Ida")]).await;
    let (_, mut behind) = Stream::open(&app, id, Some(&seen)).await;
    let event = behind.next_event(Duration::from_secs(2)).await.unwrap();
    assert!(event.contains("event: change\n"), "{event}");
}

#[tokio::test]
async fn picking_the_same_seat_again_wakes_no_phone() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    app.hands_entered_at_the_tables(id).await;
    let cards = app.get(&format!("/admin/t/{id}/rounds/1/cards")).await;
    assert_eq!(cards.status, StatusCode::OK);
    let game = app.game_ids(id).await[0];
    let code: String = sqlx::query_scalar("SELECT code FROM table_codes WHERE game_id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    // The phone: its own cookies from here on.
    app.cookies.clear();
    let url = format!("/t/{id}/table/{code}");
    let first = app.take_seat(&url, 1).await;
    first.assert_redirects();
    let chooser = app.get(&format!("{url}/seat")).await;
    let csrf = hidden_field(&chooser.body, "csrf").expect("the chooser carries a token");
    let pick = [("csrf", csrf.as_str()), ("seat", "1")];

    let (_, mut stream) = Stream::open(&app, id, None).await;
    stream.next_event(Duration::from_secs(2)).await.unwrap();
    for _ in 0..5 {
        let again = app.post_form(&format!("{url}/seat"), &pick).await;
        again.assert_redirects();
    }
    stream
        .expect_quiet("the same seat picked five more times")
        .await;
}

/// Issue 33: every refused stream wrote an ERROR line (2,408 in one run), burying real faults.
/// Refusals are counted now, and summed up in one WARN line at most a minute.
#[tokio::test]
async fn refused_streams_are_counted_and_summed_up_not_logged_one_error_each() {
    let (mut app, live) = app_with_streams(StreamLimits {
        total: 1,
        per_address: 4,
        staff_headroom: 4,
        lifetime: Duration::from_secs(600),
    })
    .await;
    app.setup_organizer().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    let (status, _open) = Stream::open_from(&app, phone(1), id, None).await;
    assert_eq!(status, StatusCode::OK);

    let captured = crate::hardening::Captured::default();
    let writer = captured.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_ansi(false)
        .with_writer(move || writer.clone())
        .finish();
    {
        // The test runs on one thread, so the subscriber sees every event of these requests.
        let _guard = tracing::subscriber::set_default(subscriber);
        for n in 10..50 {
            let (status, _) = Stream::open_from(&app, phone(n), id, None).await;
            assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "phone {n}");
        }
    }
    let log = String::from_utf8(captured.0.lock().unwrap().clone()).unwrap();
    assert!(!log.contains("ERROR"), "no refusal is an error:\n{log}");
    let summaries: Vec<&str> = log
        .lines()
        .filter(|line| line.contains("event streams refused"))
        .collect();
    assert_eq!(summaries.len(), 1, "one line sums them up:\n{log}");
    assert!(summaries[0].contains("WARN"), "{log}");
    assert_eq!(live.refused_streams(), 40);
}
