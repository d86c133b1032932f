//! Live pages over HTTP: the events stream fires on every kind of change and only for its
//! tournament, a phone reconnecting behind is told at once, the stream count is bounded, and
//! the round clock ends games at time as each preset's time rule says; the event board and
//! the big screen show the round.

use crate::common;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{header, Request, StatusCode};
use common::{hidden_field, TestApp};
use http_body_util::BodyExt;
use std::time::Duration;
use tower::ServiceExt;

const EIGHT: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\nHana\n";

/// An open events stream, read frame by frame.
struct Stream {
    body: Body,
    text: String,
}

impl Stream {
    async fn open(app: &TestApp, id: i64, last_event_id: Option<&str>) -> (StatusCode, Stream) {
        let mut request = Request::get(format!("/t/{id}/events"))
            .header(header::ACCEPT, "text/event-stream")
            .body(Body::empty())
            .unwrap();
        if let Some(last) = last_event_id {
            request
                .headers_mut()
                .insert("last-event-id", last.parse().unwrap());
        }
        request.extensions_mut().insert(ConnectInfo(app.peer));
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
    async fn next_event(&mut self, wait: Duration) -> Option<String> {
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

    /// Insists that a change event arrives, and returns its id.
    async fn expect_change(&mut self, after: &str) -> u64 {
        let event = self
            .next_event(Duration::from_secs(2))
            .await
            .unwrap_or_else(|| panic!("no change event within 2 s after {after}"));
        assert!(event.contains("event: change\n"), "after {after}: {event}");
        field(&event, "id").parse().unwrap()
    }

    async fn expect_quiet(&mut self, after: &str) {
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
    app.post(&format!("/admin/t/{other}/players"), &[("name", "Zed")])
        .await;
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

    let sheet = app.get(&format!("/admin/t/{id}/games/{game}")).await;
    let version = hidden_field(&sheet.body, "version").unwrap();
    let undone = app
        .post(
            &format!("/admin/t/{id}/games/{game}/undo"),
            &[("version", &version)],
        )
        .await;
    assert_eq!(undone.status, StatusCode::SEE_OTHER, "{}", undone.body);
    changed("an undo", stream.expect_change("an undo").await);

    let given = app
        .post(
            &format!("/admin/t/{id}/penalties"),
            &[
                ("player", &player.to_string()),
                ("kind", "dropped_tile"),
                ("amount", "4"),
                ("reason", "two tiles"),
                ("game", ""),
            ],
        )
        .await;
    assert_eq!(given.status, StatusCode::SEE_OTHER, "{}", given.body);
    changed("a penalty", stream.expect_change("a penalty").await);

    let added = app
        .post(&format!("/admin/t/{id}/players"), &[("name", "Ida")])
        .await;
    assert!(added.status.is_redirection(), "{}", added.body);
    changed("a new player", stream.expect_change("a new player").await);

    let clock = app
        .post(
            &format!("/admin/t/{id}/rounds/1/clock"),
            &[("minutes", "90")],
        )
        .await;
    assert_eq!(clock.status, StatusCode::SEE_OTHER, "{}", clock.body);
    changed("the clock", stream.expect_change("the clock").await);

    let time = app
        .post(
            &format!("/admin/t/{id}/rounds/1/tables/1/time"),
            &[("minutes", "5")],
        )
        .await;
    assert_eq!(time.status, StatusCode::SEE_OTHER, "{}", time.body);
    changed("extra time", stream.expect_change("extra time").await);

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
    app.post(&format!("/admin/t/{id}/players"), &[("name", "Ida")])
        .await;
    let (_, mut behind) = Stream::open(&app, id, Some(&seen)).await;
    let event = behind.next_event(Duration::from_secs(2)).await.unwrap();
    assert!(event.contains("event: change\n"), "{event}");
    assert_ne!(field(&event, "id"), seen);

    // A tournament that does not exist still gets a stream that never fires, not a 500.
    let (status, _) = Stream::open(&app, 999, None).await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn streams_beyond_the_bound_are_refused_with_a_clear_503_and_freed_when_closed() {
    let dir = tempfile::tempdir().unwrap();
    let pool = tenbou::db::open(&dir.path().join("t.db")).await.unwrap();
    let mut state = tenbou::web::AppState::new(pool.clone(), false);
    state.live = tenbou::web::live::Live::with_limit(2);
    state.last_change = tenbou::web::caching::LastChange::following(state.live.clone());
    let live = state.live.clone();
    let router = tenbou::web::router(state, tenbou::web::Assets::Embedded);
    let open = |router: axum::Router| async move {
        let mut request = Request::get("/t/1/events").body(Body::empty()).unwrap();
        request.extensions_mut().insert(ConnectInfo(
            "127.0.0.1:1".parse::<std::net::SocketAddr>().unwrap(),
        ));
        router.oneshot(request).await.unwrap()
    };
    let a = open(router.clone()).await;
    let b = open(router.clone()).await;
    assert_eq!((a.status(), b.status()), (StatusCode::OK, StatusCode::OK));
    assert_eq!(live.open_streams(), 2);
    let c = open(router.clone()).await;
    assert_eq!(c.status(), StatusCode::SERVICE_UNAVAILABLE);
    let text = c.into_body().collect().await.unwrap().to_bytes();
    assert!(String::from_utf8_lossy(&text).contains("Too many live pages are open"));
    drop(a);
    assert_eq!(live.open_streams(), 1);
    let d = open(router).await;
    assert_eq!(d.status(), StatusCode::OK);
}

#[tokio::test]
async fn page_caches_follow_the_same_signal_as_the_stream() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    let page = app.get(&format!("/t/{id}/standings")).await;
    let modified = page.headers[header::LAST_MODIFIED]
        .to_str()
        .unwrap()
        .to_string();
    let etag = page.headers[header::ETAG].to_str().unwrap().to_string();
    let again = app
        .send(
            Request::get(format!("/t/{id}/standings"))
                .header(header::IF_NONE_MATCH, &etag)
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    // The stream's tournament version and the page's Last-Modified move together.
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let game = app.game_ids(id).await[0];
    app.record_hand(
        id,
        game,
        &[("outcome", "tsumo"), ("win1", "1"), ("value1", "mangan")],
    )
    .await;
    let after = app.get(&format!("/t/{id}/standings")).await;
    assert_ne!(
        after.headers[header::LAST_MODIFIED].to_str().unwrap(),
        modified
    );
}

/// Round 1 of a tournament under `preset`, its clock started and already run out.
async fn timed_out_round(preset: &str) -> (TestApp, i64, i64) {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Timed", EIGHT).await;
    sqlx::query("UPDATE games SET ruleset = ?")
        .bind(preset)
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query("UPDATE tournaments SET ruleset = ?")
        .bind(preset)
        .execute(&app.pool)
        .await
        .unwrap();
    let started = app
        .post(
            &format!("/admin/t/{id}/rounds/1/clock"),
            &[("minutes", "60")],
        )
        .await;
    assert_eq!(started.status, StatusCode::SEE_OTHER, "{}", started.body);
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
    assert_eq!(granted.status, StatusCode::SEE_OTHER, "{}", granted.body);
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
    let reply = app
        .post(
            &format!("/admin/t/{id}/rounds/1/clock"),
            &[("minutes", "0")],
        )
        .await;
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
    let sheet = app.get(&format!("/admin/t/{id}/games/{game}")).await;
    sheet.assert_contains("End the game now");
    let version = hidden_field(&sheet.body, "version").unwrap();
    let ended = app
        .post(
            &format!("/admin/t/{id}/games/{game}/end-at-time"),
            &[("version", &version)],
        )
        .await;
    assert_eq!(ended.status, StatusCode::SEE_OTHER, "{}", ended.body);
    let sheet = app.get(ended.location()).await;
    sheet.assert_contains("Time is up: the game ended after the last hand");
    sheet.assert_contains("time up; game over");
    sheet.assert_lacks("End the game now");
    let standings = app.get(&format!("/t/{id}/standings")).await;
    standings.assert_contains("1 of 2 games finished");

    let version = hidden_field(&sheet.body, "version").unwrap();
    let undone = app
        .post(
            &format!("/admin/t/{id}/games/{game}/undo"),
            &[("version", &version)],
        )
        .await;
    assert_eq!(undone.status, StatusCode::SEE_OTHER, "{}", undone.body);
    let sheet = app.get(&format!("/t/{id}/games/{game}")).await;
    sheet.assert_lacks("game over");
    // A stale form is refused, not applied.
    let stale = app
        .post(
            &format!("/admin/t/{id}/games/{game}/end-at-time"),
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
    let manage = app.get(&format!("/admin/t/{id}")).await;
    manage.assert_contains(&format!(
        r#"<a href="/admin/t/{id}/board">event board and round clock</a>"#
    ));
    let board = app.get(&format!("/admin/t/{id}/board")).await;
    assert_eq!(board.status, StatusCode::OK);
    board.assert_contains("Event board: round 1");
    board.assert_contains(r#"id="table-1""#);
    board.assert_contains(r#"id="table-2""#);
    // Table 1: one hand, the dealer kept the deal with a counter.
    board.assert_contains(r#"<span class="now">E1·1</span>"#);
    board.assert_contains(r#"<dd class="hands">1</dd>"#);
    board.assert_contains(r#"<dd class="pending">0</dd>"#);
    board.assert_contains("Start the round clock");
    board.assert_contains(r#"data-live="board""#);
    board.assert_contains(&format!(r#"data-events="/t/{id}/events""#));

    app.post(
        &format!("/admin/t/{id}/rounds/1/clock"),
        &[("minutes", "45")],
    )
    .await;
    let board = app.get(&format!("/admin/t/{id}/board")).await;
    board.assert_contains("45 min left");
    board.assert_contains("One more hand");

    // The big screen needs no sign-in.
    let mut phone = TestApp::new().await;
    phone.router = app.router.clone();
    let screen = phone.get(&format!("/t/{id}/screen")).await;
    assert_eq!(screen.status, StatusCode::OK);
    screen.assert_contains(r#"id="screen-seating""#);
    screen.assert_contains(r#"id="screen-standings""#);
    screen.assert_contains(r#"id="screen-clock""#);
    screen.assert_contains("Round 1 seating");
    screen.assert_contains("Aiko");
    screen.assert_contains("data-ends-at=");
    // The board is the organizer's.
    let refused = phone.get(&format!("/admin/t/{id}/board")).await;
    assert_ne!(refused.status, StatusCode::OK);
    // Public pages subscribe to the stream.
    let standings = phone.get(&format!("/t/{id}/standings")).await;
    standings.assert_contains(&format!(
        r#"<script src="/static/live.js" defer data-events="/t/{id}/events"></script>"#
    ));
}
