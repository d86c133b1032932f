//! Upgrades: a database made with the first schema is migrated on start without loss. The
//! fixture (`tests/fixtures/schema-v1.db`, built by `tools/make_schema_v1_fixture.py`) holds a
//! tournament, players, a round with its seating and the audit log as the first version wrote
//! them.

use axum::http::StatusCode;

#[tokio::test]
async fn a_first_schema_database_is_migrated_keeping_every_record() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/schema-v1.db"),
        &path,
    )
    .unwrap();
    let pool = tenbou::db::open(&path)
        .await
        .expect("the old database opens and migrates");

    let applied: Vec<i64> =
        sqlx::query_scalar("SELECT version FROM _sqlx_migrations ORDER BY version")
            .fetch_all(&pool)
            .await
            .unwrap();
    assert_eq!(applied.first(), Some(&1));
    assert!(applied.len() >= 3, "later migrations ran: {applied:?}");

    let (name, date, venue, ruleset): (String, String, String, String) =
        sqlx::query_as("SELECT name, event_date, venue, ruleset FROM tournaments WHERE id = 1")
            .fetch_one(&pool)
            .await
            .unwrap();
    assert_eq!(
        (
            name.as_str(),
            date.as_str(),
            venue.as_str(),
            ruleset.as_str()
        ),
        (
            "April MSMC 2016",
            "2016-04-09",
            "SSMU Blue Room",
            "msmc-2016"
        )
    );
    let players: Vec<(i64, String, String, String, bool)> =
        sqlx::query_as("SELECT id, name, club, player_number, checked_in FROM players ORDER BY id")
            .fetch_all(&pool)
            .await
            .unwrap();
    assert_eq!(players.len(), 5);
    assert_eq!(
        players[2],
        (
            3,
            "Chloé".to_string(),
            String::new(),
            "04003".to_string(),
            true
        )
    );
    assert_eq!(players[4].1, "山田 太郎");
    let seed: String = sqlx::query_scalar("SELECT seed FROM rounds WHERE id = 1")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(seed, "12345678901234567890");
    let seats: Vec<(i64, i64, Option<i64>)> =
        sqlx::query_as("SELECT game_id, seat, player_id FROM game_seats ORDER BY game_id, seat")
            .fetch_all(&pool)
            .await
            .unwrap();
    assert_eq!(seats.len(), 8);
    assert_eq!(seats[0], (1, 0, Some(3)));
    assert_eq!(seats[5], (2, 1, None));
    // Games created before results existed take their tournament's ruleset.
    let rulesets: Vec<String> = sqlx::query_scalar("SELECT ruleset FROM games ORDER BY id")
        .fetch_all(&pool)
        .await
        .unwrap();
    assert_eq!(rulesets, ["msmc-2016", "msmc-2016"]);
    // The audit log keeps who made each change.
    let who: Vec<(String, String)> =
        sqlx::query_as("SELECT who, action FROM audit_log ORDER BY id")
            .fetch_all(&pool)
            .await
            .unwrap();
    assert_eq!(
        who,
        [
            ("organizer".to_string(), "tournament created".to_string()),
            ("organizer".to_string(), "round started".to_string())
        ]
    );
    let check: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(check, "ok");
    pool.close().await;

    // And the app serves it: the seating of round 1 as it was drawn.
    let pool = tenbou::db::open(&path).await.unwrap();
    let router = tenbou::web::router(
        tenbou::web::AppState::new(pool, false),
        tenbou::web::Assets::Embedded,
    );
    use tower::ServiceExt;
    let response = router
        .oneshot(
            axum::http::Request::get("/t/1/rounds/1")
                .body(axum::body::Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let body = http_body_util::BodyExt::collect(response.into_body())
        .await
        .unwrap()
        .to_bytes();
    let page = String::from_utf8_lossy(&body);
    assert!(
        page.contains("Chloé")
            && page.contains("山田 太郎")
            && page.contains("12345678901234567890"),
        "{page}"
    );
}
