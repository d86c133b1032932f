//! The first hour of an event day through the real router: setup, sign-in, tournaments,
//! players, import, the public pages and the exports. The rounds (the draw of round 1, sit-outs,
//! redraws, proposals, withdrawals) are tested in `foundation_rounds`.

use crate::common;

use axum::http::StatusCode;
use common::{hidden_field, TestApp, PASSWORD, THIRTEEN};

#[tokio::test]
async fn the_organizer_password_can_be_chosen_only_from_the_laptop_and_only_once() {
    let mut app = TestApp::new().await;
    assert_eq!(app.get("/login").await.location(), "/setup");
    app.peer = "192.168.1.20:40000".parse().unwrap();
    let page = app.get("/setup").await;
    assert_eq!(page.status, StatusCode::FORBIDDEN);
    page.assert_contains("only be chosen on the laptop");
    app.peer = "127.0.0.1:40000".parse().unwrap();
    app.setup_organizer().await;
    assert_eq!(app.get("/admin").await.status, StatusCode::OK);
    let again = app.get("/setup").await;
    assert_eq!(again.status, StatusCode::FORBIDDEN);
    again.assert_contains("already set");
}

#[tokio::test]
async fn a_short_or_mismatched_setup_password_is_refused_with_the_reason() {
    let mut app = TestApp::new().await;
    let token = hidden_field(&app.get("/setup").await.body, "form_token").unwrap();
    let reply = app
        .post_form(
            "/setup",
            &[
                ("form_token", &token),
                ("password", "short"),
                ("confirm", "short"),
            ],
        )
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    reply.assert_contains("at least 8 characters");
    let reply = app
        .post_form(
            "/setup",
            &[
                ("form_token", &token),
                ("password", "long enough"),
                ("confirm", "long enougH"),
            ],
        )
        .await;
    reply.assert_contains("differ");
}

#[tokio::test]
async fn signing_in_needs_the_right_password_and_signing_out_ends_the_session() {
    let mut app = TestApp::new().await;
    app.setup_organizer().await;
    let csrf = app.csrf().await;
    app.post_form("/logout", &[("csrf", &csrf)]).await;
    assert_eq!(app.get("/admin").await.location(), "/login");

    let wrong = app.sign_in("organizer", "not it").await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    wrong.assert_contains("Wrong name or password");
    let token = hidden_field(&wrong.body, "form_token").unwrap();
    let right = app
        .post_form(
            "/login",
            &[
                ("form_token", &token),
                ("name", "organizer"),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(right.status, StatusCode::SEE_OTHER);
    let cookie = right
        .headers
        .get_all("set-cookie")
        .iter()
        .map(|v| v.to_str().unwrap().to_string())
        .find(|c| c.starts_with("tenbou_session="))
        .expect("a session cookie");
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
        "{cookie}"
    );
    assert_eq!(app.get("/admin").await.status, StatusCode::OK);
}

#[tokio::test]
async fn the_sign_in_form_needs_its_own_token() {
    let mut app = TestApp::new().await;
    app.setup_organizer().await;
    app.cookies.clear();
    let reply = app
        .post_form(
            "/login",
            &[
                ("form_token", "forged"),
                ("name", "organizer"),
                ("password", PASSWORD),
            ],
        )
        .await;
    assert_eq!(reply.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn changes_without_a_session_or_without_the_csrf_token_get_403() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Spring Open").await;
    let fields = [("name", "Intruder")];
    // Right session, no token.
    let reply = app
        .post_form(&format!("/admin/t/{id}/players"), &fields)
        .await;
    assert_eq!(reply.status, StatusCode::FORBIDDEN);
    // Right session, wrong token.
    let reply = app
        .post_form(
            &format!("/admin/t/{id}/players"),
            &[("csrf", "0000"), ("name", "Intruder")],
        )
        .await;
    assert_eq!(reply.status, StatusCode::FORBIDDEN);
    // A multipart upload with no token.
    let reply = app
        .post_multipart(
            &format!("/admin/t/{id}/import"),
            &[("text", None, "Intruder")],
        )
        .await;
    assert_eq!(reply.status, StatusCode::FORBIDDEN);
    // No session at all, even with a token from before.
    let token = app.csrf().await;
    app.cookies.clear();
    let reply = app
        .post_form(
            &format!("/admin/t/{id}/players"),
            &[("csrf", &token), ("name", "Intruder")],
        )
        .await;
    assert_eq!(reply.status, StatusCode::FORBIDDEN);
    let reply = app
        .post_form("/admin/tournaments", &[("csrf", &token), ("name", "Mine")])
        .await;
    assert_eq!(reply.status, StatusCode::FORBIDDEN);
    // Nothing was added.
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM players")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(count, 0);
    // The organizer's pages send an anonymous visitor to sign in.
    assert_eq!(
        app.get(&format!("/admin/t/{id}")).await.location(),
        "/login"
    );
}

#[tokio::test]
async fn a_tournament_is_created_edited_listed_and_archived() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Spring Open").await;
    app.get("/").await.assert_contains("Spring Open");
    app.get(&format!("/t/{id}"))
        .await
        .assert_contains("Room 403")
        .assert_contains("MSMC");

    let reply = app
        .edit_tournament(
            id,
            &[
                ("name", "Spring Open 2026"),
                ("date", "2026-04-10"),
                ("venue", "Blue Room"),
                ("ruleset", "msmc-2016"),
            ],
        )
        .await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER);
    app.get(&format!("/t/{id}"))
        .await
        .assert_contains("Spring Open 2026")
        .assert_contains("Blue Room");

    app.post(&format!("/admin/t/{id}/archive"), &[("archived", "1")])
        .await;
    app.get("/").await.assert_lacks("Spring Open 2026");
    app.get("/admin").await.assert_contains("archived");
    app.get(&format!("/admin/t/{id}/audit"))
        .await
        .assert_contains("tournament edited")
        .assert_contains("Room 403");
}

#[tokio::test]
async fn a_wrong_tournament_form_keeps_what_was_typed_and_says_what_to_fix() {
    let mut app = TestApp::signed_in().await;
    let reply = app
        .post(
            "/admin/tournaments",
            &[
                ("name", "  "),
                ("date", "2026-04-09"),
                ("venue", "Salle <Chloé>"),
                ("ruleset", "msmc-2016"),
            ],
        )
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    reply
        .assert_contains("Give the tournament a name")
        .assert_contains("Salle &#60;Chloé&#62;");
    let reply = app
        .post(
            "/admin/tournaments",
            &[
                ("name", "Open"),
                ("date", "09/04/2026"),
                ("venue", ""),
                ("ruleset", "msmc-2016"),
            ],
        )
        .await;
    reply
        .assert_contains("year-month-day")
        .assert_contains("value=\"Open\"");
    let reply = app
        .post(
            "/admin/tournaments",
            &[
                ("name", "Open"),
                ("date", ""),
                ("venue", ""),
                ("ruleset", "poker"),
            ],
        )
        .await;
    reply.assert_contains("Unknown ruleset");
}

#[tokio::test]
async fn players_are_added_edited_and_a_duplicate_name_is_refused_keeping_the_form() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Open").await;
    let reply = app
        .add_player(
            id,
            &[("name", "Chloé"), ("club", "Paris"), ("number", "04000123")],
        )
        .await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER);
    app.add_player(id, &[("name", "山田"), ("club", ""), ("number", "")])
        .await;

    let dup = app
        .add_player(
            id,
            &[("name", "  CHLOÉ "), ("club", "Lyon"), ("number", "")],
        )
        .await;
    assert_eq!(dup.status, StatusCode::UNPROCESSABLE_ENTITY);
    dup.assert_contains("already a player called")
        .assert_contains("value=\"Lyon\"");
    let empty = app
        .add_player(id, &[("name", ""), ("club", "Kept club"), ("number", "")])
        .await;
    empty
        .assert_contains("name is empty")
        .assert_contains("value=\"Kept club\"");

    let players = app.get(&format!("/t/{id}/players")).await;
    players.assert_contains("Chloé").assert_contains("山田");

    let chloe: i64 = sqlx::query_scalar("SELECT id FROM players WHERE name = 'Chloé'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let yamada: i64 = sqlx::query_scalar("SELECT id FROM players WHERE name = '山田'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let rename = app
        .post(
            &format!("/admin/t/{id}/players/{yamada}/edit"),
            &[("name", "chloé"), ("club", "x"), ("number", "")],
        )
        .await;
    assert_eq!(rename.status, StatusCode::UNPROCESSABLE_ENTITY);
    rename.assert_contains("already a player called");
    let ok = app
        .post(
            &format!("/admin/t/{id}/players/{yamada}/edit"),
            &[("name", "山田 花子"), ("club", "Tokyo"), ("number", "")],
        )
        .await;
    assert_eq!(ok.status, StatusCode::SEE_OTHER);
    app.post(
        &format!("/admin/t/{id}/players/{chloe}/withdraw"),
        &[("value", "1")],
    )
    .await;
    app.get(&format!("/t/{id}/players"))
        .await
        .assert_contains("(withdrawn)")
        .assert_contains("山田 花子");
}

#[tokio::test]
async fn a_csv_import_previews_a_report_per_line_and_imports_the_good_lines() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Open").await;
    app.add_player(id, &[("name", "Ben")]).await;
    let token = app.csrf().await;
    let csv = "name,club,number\nAiko,MSMC,1\n,no name,\nben\nChloé,Paris\nAIKO\nA,B,C,D\n";
    let preview = app
        .post_multipart(
            &format!("/admin/t/{id}/import?csrf={token}"),
            &[("file", Some("p.csv"), csv)],
        )
        .await;
    assert_eq!(preview.status, StatusCode::OK);
    preview
        .assert_contains("2 to import, 4 refused")
        .assert_contains("name is empty")
        .assert_contains("already a player called")
        .assert_contains("earlier in this file")
        .assert_contains("expected at most 3");
    // Nothing is stored by the preview.
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM players")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(count, 1);
    let text = common::hidden_textarea(&preview.body, "text").unwrap();
    let done = app
        .post(&format!("/admin/t/{id}/import/confirm"), &[("text", &text)])
        .await;
    done.assert_contains("2 players imported");
    let names: Vec<String> = sqlx::query_scalar("SELECT name FROM players ORDER BY name_key")
        .fetch_all(&app.pool)
        .await
        .unwrap();
    assert_eq!(names, ["Aiko", "Ben", "Chloé"]);

    let bad = app
        .post_multipart(
            &format!("/admin/t/{id}/import?csrf={token}"),
            &[("file", Some("p.csv"), "")],
        )
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    bad.assert_contains("The file is empty");
}

pub(crate) async fn thirteen_checked_in(app: &mut TestApp) -> i64 {
    let id = app.create_tournament("Open").await;
    app.import_players(id, THIRTEEN)
        .await
        .assert_contains("13 players imported");
    app.check_in_all(id).await;
    id
}

pub(crate) async fn seats_of_round(
    app: &TestApp,
    id: i64,
    number: i64,
) -> Vec<(i64, i64, Option<i64>)> {
    sqlx::query_as(
        "SELECT g.table_number, s.seat, s.player_id FROM rounds r JOIN games g ON g.round_id = r.id
           JOIN game_seats s ON s.game_id = g.id WHERE r.tournament_id = $1 AND r.number = $2 ORDER BY 1, 2",
    )
    .bind(id)
    .bind(number)
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn players_and_seating_export_as_csv() {
    let mut app = TestApp::signed_in().await;
    let id = thirteen_checked_in(&mut app).await;
    app.start_round(id, &[("table_rule", "substitute")]).await;
    let players = app.get(&format!("/t/{id}/export/players.csv")).await;
    assert_eq!(players.headers["content-type"], "text/csv; charset=utf-8");
    let lines: Vec<&str> = players.body.lines().collect();
    assert_eq!(lines[0], "name,club,number,checked_in,withdrawn");
    assert_eq!(lines.len(), 14);
    assert!(lines.contains(&"Chloé,Paris,04000123,yes,no"));
    assert!(lines.contains(&"山田 太郎,Tokyo,,yes,no"));

    let seating = app.get(&format!("/t/{id}/export/seating.csv")).await;
    let lines: Vec<&str> = seating.body.lines().collect();
    assert_eq!(lines[0], "round,table,seat,player");
    assert_eq!(lines.len(), 17);
    assert!(lines[1].starts_with("1,1,E,"));
    assert_eq!(
        lines.iter().filter(|l| l.ends_with(',')).count(),
        3,
        "three substitute seats: {lines:?}"
    );
}

#[tokio::test]
async fn every_export_downloads_as_a_file_named_after_the_tournament() {
    let mut app = TestApp::signed_in().await;
    let id = thirteen_checked_in(&mut app).await;
    for name in [
        "players",
        "seating",
        "standings",
        "games",
        "hands",
        "penalties",
    ] {
        let file = app.get(&format!("/t/{id}/export/{name}.csv")).await;
        assert_eq!(file.status, StatusCode::OK, "{name}");
        assert_eq!(file.headers["content-type"], "text/csv; charset=utf-8");
        assert_eq!(
            file.headers["content-disposition"],
            format!("attachment; filename=\"tournament-{id}-{name}.csv\"").as_str()
        );
        let missing = app.get(&format!("/t/999/export/{name}.csv")).await;
        assert_eq!(missing.status, StatusCode::NOT_FOUND, "{name}");
        let unreadable = app.get(&format!("/t/abc/export/{name}.csv")).await;
        assert_eq!(unreadable.status, StatusCode::NOT_FOUND, "{name}");
    }
    let unknown = app.get(&format!("/t/{id}/export/accounts.csv")).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn every_page_carries_security_headers_and_unknown_pages_are_404() {
    let mut app = TestApp::new().await;
    let page = app.get("/").await;
    assert!(page.headers["content-security-policy"]
        .to_str()
        .unwrap()
        .contains("frame-ancestors 'none'"));
    assert_eq!(page.headers["x-content-type-options"], "nosniff");
    assert_eq!(page.headers["x-frame-options"], "DENY");
    assert_eq!(app.get("/t/999").await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get("/no/such/page").await.status, StatusCode::NOT_FOUND);
    let css = app.get("/static/style.css").await;
    assert_eq!(css.status, StatusCode::OK);
    assert!(css.headers["cache-control"]
        .to_str()
        .unwrap()
        .contains("max-age"));
}

#[tokio::test]
async fn public_pages_answer_304_while_nothing_changed() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Open").await;
    app.cookies.clear();
    let first = app.get(&format!("/t/{id}")).await;
    let etag = first.headers["etag"].to_str().unwrap().to_string();
    // Dates move by the second while the version moves with every change: only the ETag
    // validates, so no page says when it was last modified.
    assert!(first.headers.get("last-modified").is_none());
    assert!(etag.starts_with("W/\""), "{etag}");
    let again = app
        .send(
            axum::http::Request::get(format!("/t/{id}"))
                .header("if-none-match", &etag)
                .body(axum::body::Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert!(again.body.is_empty());
    let by_date = app
        .send(
            axum::http::Request::get(format!("/t/{id}"))
                .header("if-modified-since", "Wed, 25 Nov 2099 00:00:00 GMT")
                .body(axum::body::Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(
        by_date.status,
        StatusCode::OK,
        "a date alone never answers 304"
    );
    // A change makes the copy stale.
    let players = app.get(&format!("/t/{id}/players")).await;
    let etag = players.headers["etag"].to_str().unwrap().to_string();
    app.setup_organizer_again().await;
    app.add_player(id, &[("name", "New player")]).await;
    app.cookies.clear();
    let changed = app
        .send(
            axum::http::Request::get(format!("/t/{id}/players"))
                .header("if-none-match", &etag)
                .body(axum::body::Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(changed.status, StatusCode::OK);
    changed.assert_contains("New player");
}

#[tokio::test]
async fn the_built_in_style_scripts_and_tiles_are_served_with_their_type_and_a_tag() {
    let mut app = TestApp::new().await;
    let css = app.get("/static/style.css").await;
    assert_eq!(css.status, StatusCode::OK);
    assert_eq!(css.headers["content-type"], "text/css; charset=utf-8");
    assert_eq!(
        css.body,
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/static/style.css")).unwrap()
    );
    let tag = css.headers["etag"].to_str().unwrap().to_string();
    let again = app
        .send(
            axum::http::Request::get("/static/style.css")
                .header("if-none-match", &tag)
                .body(axum::body::Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert!(again.body.is_empty());

    let script = app.get("/static/live.js").await;
    assert_eq!(script.status, StatusCode::OK);
    assert_eq!(
        script.headers["content-type"],
        "text/javascript; charset=utf-8"
    );
    assert_ne!(
        script.headers["etag"],
        tag.as_str(),
        "each file its own tag"
    );
    let tile = app.get("/static/tiles/1m.svg").await;
    assert_eq!(tile.status, StatusCode::OK);
    assert_eq!(tile.headers["content-type"], "image/svg+xml");
    for missing in [
        "/static/nothing.css",
        "/static/../Cargo.toml",
        "/static/%2e%2e/Cargo.toml",
        "/static/tiles",
    ] {
        assert_eq!(
            app.get(missing).await.status,
            StatusCode::NOT_FOUND,
            "{missing}"
        );
    }
}
