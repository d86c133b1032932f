//! Upgrades: a database made with the first schema is migrated on start without loss. The
//! fixture (`tests/fixtures/schema-v1.db`, built by `tools/make_schema_v1_fixture.py`) holds a
//! tournament, players, a round with its seating and the audit log as the first version wrote
//! them.

use axum::http::StatusCode;

/// A copy of the first-schema fixture in `dir` (the fixture itself stays as it was made); its
/// path.
fn copy_of_the_first_schema(dir: &std::path::Path) -> std::path::PathBuf {
    let path = dir.join("old.db");
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/schema-v1.db"),
        &path,
    )
    .unwrap();
    path
}

#[tokio::test]
async fn a_first_schema_database_is_migrated_keeping_every_record() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_of_the_first_schema(dir.path());
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
    // Flags read as the file stores them (0/1), as every query through sqlx's Any driver does.
    let players: Vec<(i64, String, String, String, i64)> =
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
            1
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

/// Migration 0020 keeps each new audit entry's facts for the log's page to word in the
/// reader's language; the first schema's entries have none, and show the text they stored in
/// every language.
#[tokio::test]
async fn entries_written_before_their_facts_were_kept_still_show_their_text() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_of_the_first_schema(dir.path());
    let pool = tenbou::db::open(&path).await.unwrap();
    let details: Vec<Option<String>> =
        sqlx::query_scalar("SELECT detail FROM audit_log ORDER BY id")
            .fetch_all(&pool)
            .await
            .unwrap();
    assert_eq!(details, [None, None]);
    let state = tenbou::web::AppState::new(pool, false);
    let organizer = tenbou::tournament::ids::AccountId::new(1);
    let session = tenbou::app::accounts::change_password(&state.db, organizer, "not a hash")
        .await
        .unwrap();
    let router = tenbou::web::router(state, tenbou::web::Assets::Embedded);
    use tower::ServiceExt;
    for lang in ["en", "fr", "ja"] {
        let cookie = format!("tenbou_session={}; lang={lang}", session.token);
        let response = router
            .clone()
            .oneshot(
                axum::http::Request::get("/admin/t/1/audit")
                    .header(axum::http::header::COOKIE, cookie)
                    .body(axum::body::Body::empty())
                    .unwrap(),
            )
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{lang}");
        let body = http_body_util::BodyExt::collect(response.into_body())
            .await
            .unwrap()
            .to_bytes();
        let page = String::from_utf8_lossy(&body);
        assert!(
            page.contains(&format!("<html lang=\"{lang}\">"))
                && page.contains("organizer: tournament created — April MSMC 2016 (details)")
                && page.contains("organizer: round started — round 1 (seed 12345678901234567890)"),
            "{page}"
        );
    }
}

/// A stored result as read back: game, seat, over, points, score, place.
type StoredRow = (i64, i64, i64, i64, Option<i64>, Option<i64>);

/// A database from before each game's result was stored (schema 10) whose games have hands:
/// opened by this version, every game gets its stored result, computed from its hands.
#[tokio::test]
async fn games_recorded_before_results_were_stored_get_their_stored_results_on_opening() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_of_the_first_schema(dir.path());
    // Bring the first schema up to the one before stored results, and record hands as that
    // version did: game 1 ends with South's yakuman off the dealer, game 2 is under way.
    let pool = tenbou::db::open(&path).await.unwrap();
    // What the migrations from 11 on added goes too: they run again when it is opened.
    for statement in [
        "DROP INDEX hands_unconfirmed",
        "DROP TABLE game_results",
        "DROP TRIGGER players_get_a_seat_pin",
        "DROP TABLE phone_players",
        "ALTER TABLE players DROP COLUMN seat_pin",
        "ALTER TABLE players DROP COLUMN ema_number",
        "ALTER TABLE players DROP COLUMN country",
        "DROP TABLE team_members",
        "DROP TABLE teams",
        "ALTER TABLE tournaments DROP COLUMN language",
        "ALTER TABLE audit_log DROP COLUMN detail",
        "DROP INDEX tournaments_owner",
        "ALTER TABLE tournaments DROP COLUMN owner_account_id",
        "DROP TABLE sign_in_failures",
        "DROP TABLE league_events",
        "DROP TABLE leagues",
        "DELETE FROM _sqlx_migrations WHERE version >= 11",
    ] {
        sqlx::query(statement).execute(&pool).await.unwrap();
    }
    let hands = [
        (
            1,
            0,
            r#"{"outcome":"ron","discarder":0,"winners":[{"seat":1,"yakuman":1}]}"#,
        ),
        (
            2,
            0,
            r#"{"outcome":"ron","discarder":2,"winners":[{"seat":0,"han":1,"fu":30}]}"#,
        ),
    ];
    for (game, position, data) in hands {
        sqlx::query("INSERT INTO hands (game_id, position, data, created_at, updated_at) VALUES (?, ?, ?, '', '')")
            .bind(game)
            .bind(position)
            .bind(data)
            .execute(&pool)
            .await
            .unwrap();
    }
    pool.close().await;

    let pool = tenbou::db::open(&path).await.unwrap();
    let rows: Vec<StoredRow> = sqlx::query_as(
        "SELECT game_id, seat, ended, points, score, place FROM game_results ORDER BY game_id, seat",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    assert_eq!(rows.len(), 8, "one row per seat of both games: {rows:?}");
    // Game 1 is over: South first with the yakuman, the dealer last.
    let game1: Vec<_> = rows.iter().filter(|r| r.0 == 1).collect();
    assert!(game1.iter().all(|r| r.2 == 1 && r.4.is_some()), "{game1:?}");
    assert_eq!(game1[1].5, Some(1));
    assert_eq!(game1[0].5, Some(4));
    assert_eq!(game1[1].3, 25_000 + 32_000);
    // Game 2 goes on: points so far, no final score yet.
    let game2: Vec<_> = rows.iter().filter(|r| r.0 == 2).collect();
    assert!(
        game2
            .iter()
            .all(|r| r.2 == 0 && r.4.is_none() && r.5.is_none()),
        "{game2:?}"
    );
    assert!(game2[0].3 > 25_000, "{game2:?}");
    // Every row is as of its game's version: nothing is replayed again when read.
    let stale: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM game_results gr JOIN games g ON g.id = gr.game_id WHERE gr.version <> g.version",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(stale, 0);
}

/// Migration 0012 widens the seats of a game to five (the American fifth seat, seat 4) and
/// 0018 to eight (Mangan's tag team): a database at 0011 keeps every seat and result row, and
/// refuses seat 4 until it is migrated.
#[tokio::test]
async fn a_database_at_0011_keeps_its_seats_and_results_and_takes_a_fifth_seat_after_0012_and_eight_after_0018(
) {
    use sqlx::migrate::Migrator;
    use std::borrow::Cow;
    let pool = sqlx::sqlite::SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(
            sqlx::sqlite::SqliteConnectOptions::new()
                .in_memory(true)
                .foreign_keys(true),
        )
        .await
        .unwrap();
    let up_to_0011 = Migrator {
        migrations: Cow::Owned(
            tenbou::db::MIGRATOR
                .iter()
                .filter(|m| m.version <= 11)
                .cloned()
                .collect(),
        ),
        ..Migrator::DEFAULT
    };
    up_to_0011.run(&pool).await.unwrap();
    for sql in [
        "INSERT INTO tournaments (id, name, ruleset, created_at, updated_at) \
         VALUES (1, 'Spring', 'american', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')",
        "INSERT INTO players (id, tournament_id, name, name_key, created_at) VALUES \
         (1, 1, 'Ann', 'ann', 'x'), (2, 1, 'Bea', 'bea', 'x'), (3, 1, 'Cy', 'cy', 'x'), \
         (4, 1, 'Di', 'di', 'x'), (5, 1, 'Eve', 'eve', 'x')",
        "INSERT INTO rounds (id, tournament_id, number, seed, mode, table_rule, created_at) \
         VALUES (1, 1, 1, '7', 'random', 'fours', 'x')",
        "INSERT INTO games (id, round_id, table_number) VALUES (1, 1, 1)",
        "INSERT INTO game_seats (game_id, seat, player_id) VALUES (1, 0, 1), (1, 1, 2), (1, 2, 3), (1, 3, NULL)",
        "INSERT INTO game_results (game_id, seat, version, rules, ended, confirmed, points, score, place) \
         VALUES (1, 0, 3, 'american|', 1, 1, 50, 5000, 1), (1, 1, 3, 'american|', 1, 1, -50, -5000, 4)",
        "INSERT INTO seat_claims (game_id, round_id, seat, device, claimed_at) VALUES (1, 1, 2, 'phone-a', 'x')",
    ] {
        sqlx::query(sql).execute(&pool).await.unwrap();
    }
    let fifth_seat = "INSERT INTO game_seats (game_id, seat, player_id) VALUES (1, 4, 5)";
    let fifth_result =
        "INSERT INTO game_results (game_id, seat, version, rules, ended, confirmed, points) \
                        VALUES (1, 4, 3, 'american|', 1, 1, 0)";
    assert!(
        sqlx::query(fifth_seat).execute(&pool).await.is_err(),
        "seat 4 is refused at 0011"
    );
    assert!(sqlx::query(fifth_result).execute(&pool).await.is_err());
    let fifth_claim = "INSERT INTO seat_claims (game_id, round_id, seat, device, claimed_at) \
                       VALUES (1, 1, 4, 'phone-e', 'x')";
    assert!(sqlx::query(fifth_claim).execute(&pool).await.is_err());

    tenbou::db::MIGRATOR.run(&pool).await.unwrap();

    let seats: Vec<(i64, i64, Option<i64>)> =
        sqlx::query_as("SELECT game_id, seat, player_id FROM game_seats ORDER BY seat")
            .fetch_all(&pool)
            .await
            .unwrap();
    assert_eq!(
        seats,
        vec![
            (1, 0, Some(1)),
            (1, 1, Some(2)),
            (1, 2, Some(3)),
            (1, 3, None)
        ]
    );
    // game_id, seat, version, rules, ended, confirmed, points, score, place.
    type ResultRow = (
        i64,
        i64,
        i64,
        String,
        i64,
        i64,
        i64,
        Option<i64>,
        Option<i64>,
    );
    let results: Vec<ResultRow> = sqlx::query_as(
        "SELECT game_id, seat, version, rules, ended, confirmed, points, score, place \
             FROM game_results ORDER BY seat",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    assert_eq!(
        results,
        vec![
            (1, 0, 3, "american|".into(), 1, 1, 50, Some(5000), Some(1)),
            (1, 1, 3, "american|".into(), 1, 1, -50, Some(-5000), Some(4)),
        ]
    );
    let index: Option<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'game_seats_player'",
    )
    .fetch_optional(&pool)
    .await
    .unwrap();
    assert_eq!(index.as_deref(), Some("game_seats_player"));

    let claims: Vec<(i64, i64, i64, String)> =
        sqlx::query_as("SELECT game_id, round_id, seat, device FROM seat_claims")
            .fetch_all(&pool)
            .await
            .unwrap();
    assert_eq!(claims, vec![(1, 1, 2, "phone-a".to_string())]);

    sqlx::query(fifth_seat).execute(&pool).await.unwrap();
    sqlx::query(fifth_result).execute(&pool).await.unwrap();
    sqlx::query(fifth_claim).execute(&pool).await.unwrap();
    // A phone still holds one seat a round.
    assert!(sqlx::query(
        "INSERT INTO seat_claims (game_id, round_id, seat, device, claimed_at) VALUES (1, 1, 3, 'phone-a', 'x')"
    )
    .execute(&pool)
    .await
    .is_err());
    // Migration 0018 widens them again to eight people (Mangan's tag team, seats 0–7): the
    // partners' seats 5–7 are taken, a ninth is still refused.
    for (seat, taken) in [(5, true), (7, true), (8, false)] {
        for table in [
            format!("INSERT INTO game_seats (game_id, seat, player_id) VALUES (1, {seat}, NULL)"),
            format!(
                "INSERT INTO game_results (game_id, seat, version, rules, ended, confirmed, points) \
                 VALUES (1, {seat}, 3, 'american|', 1, 1, 0)"
            ),
            format!(
                "INSERT INTO seat_claims (game_id, round_id, seat, device, claimed_at) \
                 VALUES (1, 1, {seat}, 'phone-{seat}', 'x')"
            ),
        ] {
            let result = sqlx::query(&table).execute(&pool).await;
            assert_eq!(result.is_ok(), taken, "seat {seat}: {table}");
        }
    }
    // Deleting the game still takes its seats and results with it.
    sqlx::query("DELETE FROM games WHERE id = 1")
        .execute(&pool)
        .await
        .unwrap();
    let left: i64 = sqlx::query_scalar(
        "SELECT (SELECT COUNT(*) FROM game_seats) + (SELECT COUNT(*) FROM game_results) \
                + (SELECT COUNT(*) FROM seat_claims)",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(left, 0);
}
