//! Event-day reliability through the router: snapshots, moving a tournament to another laptop,
//! concurrent referees, and hostile input that must never cause a 500.

use crate::common;

use axum::http::StatusCode;
use common::TestApp;

const EIGHT: &str = "name,club,number\nAiko,MSMC,1\nBen,MSMC,\nChloé,Paris,04000123\nDev,,\nEve,,\nFumiko,,\nGus,,\n山田,Tokyo,\n";

/// A tournament with a finished game, a game in progress, a penalty and a correction.
async fn busy_tournament(app: &mut TestApp) -> i64 {
    let id = app.tournament_with_round_one("Spring Open", EIGHT).await;
    let games = app.game_ids(id).await;
    app.record_hand(
        id,
        games[0],
        &[
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win1", "1"),
            ("value1", "y1"),
        ],
    )
    .await;
    app.record_hand(
        id,
        games[1],
        &[
            ("outcome", "ron"),
            ("discarder", "3"),
            ("win1", "1"),
            ("value1", "3"),
            ("fu1", "30"),
            ("riichi1", "1"),
        ],
    )
    .await;
    app.record_hand(
        id,
        games[1],
        &[("outcome", "draw"), ("tenpai0", "1"), ("riichi2", "1")],
    )
    .await;
    let player: i64 = sqlx::query_scalar("SELECT id FROM players WHERE name = 'Chloé'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    app.post(
        &format!("/admin/t/{id}/penalties"),
        &[
            ("player", &player.to_string()),
            ("kind", "discussion"),
            ("amount", "3"),
            ("reason", "talked about a wait"),
            ("game", &games[1].to_string()),
        ],
    )
    .await;
    id
}

fn audit_list(page: &str) -> String {
    let start = page.find("<ol class=\"audit\">").expect("an audit list");
    let end = page[start..].find("</ol>").unwrap() + start;
    page[start..end].to_string()
}

#[tokio::test]
async fn a_tournament_moves_to_another_laptop_with_identical_standings_sheets_and_audit_log() {
    let mut laptop = TestApp::signed_in().await;
    let id = busy_tournament(&mut laptop).await;
    let file = laptop.get(&format!("/admin/t/{id}/export.json")).await;
    assert_eq!(file.status, StatusCode::OK);
    assert!(file.body.contains("\"format\": \"tenbou-tournament\""));

    let mut other = TestApp::signed_in().await;
    other.create_tournament("Something else first").await;
    let new_id = other.import_new(&file.body).await;
    assert_ne!(new_id, id);

    for export in [
        "players.csv",
        "seating.csv",
        "standings.csv",
        "games.csv",
        "hands.csv",
        "penalties.csv",
    ] {
        let before = laptop.export_file(id, export).await;
        let after = other.export_file(new_id, export).await;
        assert_eq!(before, after, "{export} differs after the move");
    }
    let old_games = laptop.game_ids(id).await;
    let new_games = other.game_ids(new_id).await;
    for (old, new) in old_games.iter().zip(&new_games) {
        let before = laptop.get(&format!("/t/{id}/games/{old}")).await.body;
        let after = other.get(&format!("/t/{new_id}/games/{new}")).await.body;
        let sheet = |page: &str| {
            page[page.find("<table class=\"sheet\">").unwrap()..page.find("</table>").unwrap()]
                .to_string()
        };
        assert_eq!(sheet(&before), sheet(&after));
    }
    let before = audit_list(&laptop.get(&format!("/admin/t/{id}/audit")).await.body);
    let after = audit_list(&other.get(&format!("/admin/t/{new_id}/audit")).await.body);
    assert_eq!(before, after);
    assert!(after.contains("hand recorded") && after.contains("penalty given"));
    // Recording goes on where it stopped on the other laptop.
    other
        .record_hand(
            new_id,
            new_games[1],
            &[("outcome", "tsumo"), ("win2", "1"), ("value2", "mangan")],
        )
        .await;
}

#[tokio::test]
async fn a_file_from_a_newer_tenbou_is_refused_with_what_to_do() {
    let mut source = TestApp::signed_in().await;
    let id = source.create_tournament("Summer").await;
    let file = source.get(&format!("/admin/t/{id}/export.json")).await.body;
    let newer = file.replacen("\"version\": 1", "\"version\": 2", 1);
    assert_ne!(newer, file, "the file states its version");
    let mut app = TestApp::signed_in().await;
    let reply = app.import_file(&newer).await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    reply.assert_contains(
        "This file was written by a newer tenbou (format version 2); update tenbou on this laptop first.",
    );
}

#[tokio::test]
async fn a_file_that_is_not_a_tournament_is_refused_and_leaves_nothing_behind() {
    let mut app = TestApp::signed_in().await;
    for (body, message) in [
        ("not json", "not a tenbou tournament file"),
        ("{\"format\": \"other\"}", "not a tenbou tournament file"),
    ] {
        let reply = app.import_file(body).await;
        assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
        reply.assert_contains(message);
    }
    // A document whose hand the engine cannot read: refused whole.
    let mut source = TestApp::signed_in().await;
    let id = busy_tournament(&mut source).await;
    let file = source.get(&format!("/admin/t/{id}/export.json")).await.body;
    let broken = file.replacen("\"outcome\": \"ron\"", "\"outcome\": \"teleport\"", 1);
    let reply = app.import_file(&broken).await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    reply.assert_contains("cannot be read");
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM tournaments")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(count, 0);
}

#[tokio::test]
async fn a_snapshot_is_taken_when_a_round_starts_and_can_be_downloaded() {
    let mut app = TestApp::signed_in().await;
    busy_tournament(&mut app).await;
    if app.on_postgres {
        // The server's database is backed up by its own tool, which the page names.
        app.get("/admin/backups").await.assert_contains("pg_dump");
        assert_eq!(
            app.post("/admin/backups", &[]).await.status,
            StatusCode::BAD_REQUEST
        );
        assert!(tenbou::db::backup::list(&app.backup_dir()).is_empty());
        return;
    }
    let snapshots = tenbou::db::backup::list(&app.backup_dir());
    assert_eq!(snapshots.len(), 1, "one snapshot after round 1 started");
    app.post("/admin/backups", &[]).await;
    let page = app.get("/admin/backups").await;
    let name = tenbou::db::backup::list(&app.backup_dir())[0].0.clone();
    page.assert_contains(&name);
    let download = app.get(&format!("/admin/backups/{name}")).await;
    assert_eq!(download.status, StatusCode::OK);
    assert!(download.body.starts_with("SQLite format 3"));
    assert_eq!(
        download.headers[axum::http::header::CONTENT_TYPE],
        tenbou::db::backup::SNAPSHOT_MEDIA_TYPE
    );
    assert_eq!(
        app.get("/admin/backups/..%2Ftest.db").await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.get("/admin/backups/test.db").await.status,
        StatusCode::NOT_FOUND
    );
    app.cookies.clear();
    assert_eq!(
        app.get(&format!("/admin/backups/{name}")).await.location(),
        "/login"
    );
}

#[tokio::test]
async fn tables_record_at_the_same_time_and_a_second_save_of_the_same_sheet_is_refused() {
    let mut app = TestApp::signed_in().await;
    let id = busy_tournament(&mut app).await;
    let csrf = app.csrf().await;
    let games = app.game_ids(id).await;
    // Ten saves at once on the unfinished game, all made from the same sheet: exactly one wins.
    let sheet = app.get(&format!("/admin/t/{id}/games/{}", games[1])).await;
    let version = common::hidden_field(&sheet.body, "version").unwrap();
    let mut tasks = Vec::new();
    for _ in 0..10 {
        let router = app.router.clone();
        let cookies = app
            .cookies
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ");
        let body = serde_urlencoded::to_string([
            ("csrf", csrf.as_str()),
            ("version", &version),
            ("action", "save"),
            ("outcome", "draw"),
        ])
        .unwrap();
        let path = format!("/admin/t/{id}/games/{}/hands", games[1]);
        tasks.push(tokio::spawn(async move {
            use tower::ServiceExt;
            let mut request = axum::http::Request::post(path)
                .header("content-type", "application/x-www-form-urlencoded")
                .header("cookie", cookies)
                .body(axum::body::Body::from(body))
                .unwrap();
            request.extensions_mut().insert(axum::extract::ConnectInfo(
                std::net::SocketAddr::from(([127, 0, 0, 1], 1)),
            ));
            router.oneshot(request).await.unwrap().status()
        }));
    }
    let mut statuses = Vec::new();
    for task in tasks {
        statuses.push(task.await.unwrap());
    }
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::SEE_OTHER)
            .count(),
        1,
        "{statuses:?}"
    );
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::CONFLICT)
            .count(),
        9,
        "{statuses:?}"
    );
    let hands: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM hands WHERE game_id = $1")
        .bind(games[1])
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(hands, 3);
}
