//! The public page cache: an anonymous visitor is served a page rendered once per change, and
//! the page changes in the very next request after every kind of write (a hand, a penalty, a
//! player, a round's clock, the bracket, a players import, a tournament file import) has been
//! answered. Signed-in visitors are never served the anonymous copy; ETags, 304s and the
//! pre-compressed gzip form agree with it.

use crate::common;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{header, Request, StatusCode};
use common::{hidden_field, TestApp, TWO_DROPPED_TILES};
use http_body_util::BodyExt;
use std::io::Read;
use tower::ServiceExt;

const EIGHT: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\nHana\n";

struct Page {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: String,
}

/// A GET from a phone that never signed in: no cookies at all.
async fn anonymous(app: &TestApp, path: &str, extra: &[(header::HeaderName, &str)]) -> Page {
    let mut request = Request::get(path).body(Body::empty()).unwrap();
    for (name, value) in extra {
        request
            .headers_mut()
            .insert(name.clone(), value.parse().unwrap());
    }
    request.extensions_mut().insert(ConnectInfo(app.peer));
    let response = app.router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    let body = if headers
        .get(header::CONTENT_ENCODING)
        .is_some_and(|v| v == "gzip")
    {
        let mut text = String::new();
        flate2::read::GzDecoder::new(&bytes[..])
            .read_to_string(&mut text)
            .expect("a valid gzip body");
        text
    } else {
        String::from_utf8_lossy(&bytes).into_owned()
    };
    Page {
        status,
        headers,
        body,
    }
}

/// Reads the page twice (the second from the cache) and checks both are the same page.
pub(crate) async fn cached(app: &TestApp, path: &str) -> String {
    let first = anonymous(app, path, &[]).await;
    assert_eq!(first.status, StatusCode::OK, "{path}: {}", first.body);
    let second = anonymous(app, path, &[]).await;
    assert_eq!(second.body, first.body, "{path}");
    assert_eq!(second.headers[header::ETAG], first.headers[header::ETAG]);
    first.body
}

/// The page right after a write was answered: it must already show the change.
async fn after(app: &TestApp, path: &str, before: &str, shows: &str, what: &str) {
    let page = anonymous(app, path, &[]).await;
    assert_eq!(page.status, StatusCode::OK, "{what}: {}", page.body);
    assert_ne!(page.body, before, "{what}: {path} was served stale");
    assert!(
        page.body.contains(shows),
        "{what}: expected {shows:?} on {path}:\n{}",
        page.body
    );
}

#[tokio::test]
async fn an_anonymous_page_is_served_from_the_cache_until_a_write_moves_its_tournament() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    let path = format!("/t/{id}/players");
    let before = cached(&app, &path).await;
    assert!(before.contains("Aiko"), "{before}");
    // A change behind the server's back (not through a write it answered) is not seen: the
    // page really comes from the cache.
    sqlx::query("UPDATE players SET name = 'Aiko-san' WHERE name = 'Aiko'")
        .execute(&app.pool)
        .await
        .unwrap();
    let still = anonymous(&app, &path, &[]).await;
    assert_eq!(still.body, before, "served from the cache");
    // Any answered write of the tournament renews it.
    app.add_player(id, &[("name", "Ida")]).await;
    after(&app, &path, &before, "Aiko-san", "a new player").await;
}

#[tokio::test]
async fn every_kind_of_write_shows_in_the_next_anonymous_request() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    let game = app.game_ids(id).await[0];
    let standings = format!("/t/{id}/standings");
    let sheet = format!("/t/{id}/games/{game}");
    let players = format!("/t/{id}/players");

    // A hand.
    let before = cached(&app, &sheet).await;
    app.record_hand(
        id,
        game,
        &[("outcome", "tsumo"), ("win1", "1"), ("value1", "mangan")],
    )
    .await;
    after(&app, &sheet, &before, "+8000</span>", "a hand").await;

    // A penalty, on the player's page and in the standings.
    let ben = app.player_id("Ben").await;
    let player_page = format!("/t/{id}/players/{ben}");
    let before = cached(&app, &player_page).await;
    let before_standings = cached(&app, &standings).await;
    app.give_penalty(id, ben, None, TWO_DROPPED_TILES).await;
    after(&app, &player_page, &before, "two tiles", "a penalty").await;
    let page = anonymous(&app, &standings, &[]).await;
    assert_ne!(page.body, before_standings, "a penalty moves the standings");

    // A player.
    let before = cached(&app, &players).await;
    assert!(!before.contains("Ida"));
    let added = app.add_player(id, &[("name", "Ida")]).await;
    assert!(added.status.is_redirection(), "{}", added.body);
    after(&app, &players, &before, "Ida", "a new player").await;

    // A round: its clock starts, and the sheet shows the time left.
    let before = cached(&app, &sheet).await;
    assert!(!before.contains("min left"));
    let clock = app.set_round_clock(id, 1, &[("minutes", "90")]).await;
    clock.assert_redirects();
    after(&app, &sheet, &before, "min left", "the round clock").await;

    // An import of players.
    let before = cached(&app, &players).await;
    let imported = app.import_players(id, "name\nJun\nKai\n").await;
    imported.assert_contains("2 players imported");
    after(&app, &players, &before, "Kai", "an import").await;
}

#[tokio::test]
async fn a_bracket_write_shows_in_the_next_anonymous_request() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Club night").await;
    app.import_players(id, "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\n")
        .await
        .assert_contains("6 players imported");
    app.check_in_all(id).await;
    let page = format!("/t/{id}/bracket");
    let bracket = format!("/admin/t/{id}/bracket");
    let before = cached(&app, &page).await;
    let created = app.post(&bracket, &[]).await;
    created.assert_redirects();
    let made = anonymous(&app, &page, &[]).await;
    assert_ne!(made.body, before, "the new bracket shows at once");
    let before = cached(&app, &page).await;
    let seated = app.post(&format!("{bracket}/seat"), &[]).await;
    seated.assert_redirects();
    after(&app, &page, &before, "Aiko", "a seated bracket game").await;
}

/// A tournament file imported on another laptop: its pages answer at once with what the file
/// holds, even where a phone asked for the same address before the import (a missing page is
/// never kept), and the pages of the tournament already there are renewed too (an import moves
/// every tournament's version). Going back to a whole-database snapshot is done by starting
/// tenbou on the snapshot's file (docs/organizer.md, "Backups and moving"), which starts with no page kept.
#[tokio::test]
async fn an_imported_tournament_file_shows_in_the_next_anonymous_request() {
    let mut from = TestApp::signed_in().await;
    let moved = from.tournament_with_round_one("Moved Open", EIGHT).await;
    let game = from.game_ids(moved).await[0];
    from.record_hand(
        moved,
        game,
        &[("outcome", "tsumo"), ("win1", "1"), ("value1", "mangan")],
    )
    .await;
    let file = from.get(&format!("/admin/t/{moved}/export.json")).await;
    file.assert_ok();

    let mut app = TestApp::signed_in().await;
    let here = app.tournament_with_round_one("Here Open", EIGHT).await;
    let here_players = format!("/t/{here}/players");
    let before_here = cached(&app, &here_players).await;
    // The id the import will take, asked for by a phone before it exists.
    let next = here + 1;
    let standings = format!("/t/{next}/standings");
    let missing = anonymous(&app, &standings, &[]).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND, "{}", missing.body);
    // A change behind the server's back, to see whether the import renews this page.
    sqlx::query("UPDATE players SET name = 'Aiko-here' WHERE name = 'Aiko' AND tournament_id = $1")
        .bind(here)
        .execute(&app.pool)
        .await
        .unwrap();

    let imported = app.import_file(&file.body).await;
    assert_eq!(
        imported.location(),
        format!("/admin/t/{next}"),
        "{}",
        imported.body
    );
    let page = anonymous(&app, &standings, &[]).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    assert!(page.body.contains("Moved Open"), "{}", page.body);
    assert!(page.body.contains("Fumiko"), "{}", page.body);
    after(
        &app,
        &format!("/t/{next}/games/{}", app.game_ids(next).await[0]),
        "",
        "+8000</span>",
        "the imported hand",
    )
    .await;
    after(&app, &here_players, &before_here, "Aiko-here", "an import").await;
}

#[tokio::test]
async fn signed_in_visitors_get_their_own_page_and_304_and_gzip_follow_the_cache() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    let path = format!("/t/{id}/standings");
    let public = cached(&app, &path).await;
    assert!(!public.contains("Sign out"), "{public}");
    // The organizer (with a session cookie) is not served the anonymous copy.
    app.get(&path).await.assert_contains("Sign out");

    let plain = anonymous(&app, &path, &[]).await;
    let etag = plain.headers[header::ETAG].to_str().unwrap().to_string();
    let again = anonymous(&app, &path, &[(header::IF_NONE_MATCH, &etag)]).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert!(again.body.is_empty());
    assert_eq!(again.headers[header::ETAG], etag.as_str());

    let packed = anonymous(&app, &path, &[(header::ACCEPT_ENCODING, "gzip, br")]).await;
    assert_eq!(packed.headers[header::CONTENT_ENCODING], "gzip");
    assert_eq!(packed.body, plain.body, "the gzip form is the same page");
    assert_eq!(packed.headers[header::ETAG], etag.as_str());
    let refused = anonymous(&app, &path, &[(header::ACCEPT_ENCODING, "gzip;q=0")]).await;
    assert!(refused.headers.get(header::CONTENT_ENCODING).is_none());

    // After a change the old ETag is no longer current.
    let game = app.game_ids(id).await[0];
    let path = format!("/t/{id}/games/{game}");
    let plain = anonymous(&app, &path, &[]).await;
    let etag = plain.headers[header::ETAG].to_str().unwrap().to_string();
    app.record_hand(
        id,
        game,
        &[("outcome", "tsumo"), ("win1", "1"), ("value1", "mangan")],
    )
    .await;
    let changed = anonymous(&app, &path, &[(header::IF_NONE_MATCH, &etag)]).await;
    assert_eq!(changed.status, StatusCode::OK);
    assert_ne!(changed.headers[header::ETAG], etag.as_str());
    // Forms read anonymously are not shared pages with someone's token in them.
    let form = anonymous(&app, "/login", &[]).await;
    assert!(hidden_field(&form.body, "form_token").is_some());
}

#[tokio::test]
async fn a_date_alone_never_gets_a_stale_304() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    let path = format!("/t/{id}/players");
    // A date at or after every change, as a browser sends back after changes within the
    // second of its copy: a date says nothing about changes within one second.
    let first = anonymous(&app, &path, &[]).await;
    assert_eq!(first.status, StatusCode::OK);
    let dated = "Fri, 01 Jan 2100 00:00:00 GMT";
    for n in 0..5 {
        let name = format!("Renamed {n}");
        let added = app.add_player(id, &[("name", &name)]).await;
        added.assert_redirects();
        // An anonymous phone (the shared cache) and the signed-in organizer.
        let phone = anonymous(&app, &path, &[(header::IF_MODIFIED_SINCE, dated)]).await;
        assert_eq!(phone.status, StatusCode::OK, "a stale 304 after {name}");
        assert!(phone.body.contains(&name), "{}", phone.body);
        let organizer = app
            .send(
                Request::get(&path)
                    .header(header::IF_MODIFIED_SINCE, dated)
                    .body(Body::empty())
                    .unwrap(),
            )
            .await;
        assert_eq!(organizer.status, StatusCode::OK, "a stale 304 after {name}");
        organizer.assert_contains(&name);
    }
}

#[tokio::test]
async fn made_up_query_strings_do_not_grow_the_page_cache() {
    let mut cache = None;
    let mut app = TestApp::configured(|state| cache = Some(state.last_change.clone())).await;
    let cache = cache.unwrap();
    app.setup_organizer().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    let plain = anonymous(&app, &format!("/t/{id}/standings"), &[]).await;
    assert_eq!(plain.status, StatusCode::OK);
    for n in 0..300 {
        let page = anonymous(&app, &format!("/t/{id}/standings?junk={n}"), &[]).await;
        assert_eq!(page.status, StatusCode::OK);
        assert_eq!(page.body, plain.body);
    }
    let (pages, bytes) = cache.cached_pages();
    assert_eq!(pages, 1, "one page, whatever its query");
    assert!(bytes <= plain.body.len() * 2, "{bytes} bytes kept");
}
