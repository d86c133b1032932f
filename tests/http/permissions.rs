//! Who may call what: every organizer-only route walked as an authorised referee (refused, and
//! nothing changed), and the staff routes a referee of the tournament may use.
use crate::common;

use axum::http::StatusCode;
use common::{TestApp, THIRTEEN};

const REFEREE: &str = "Rei";
const REFEREE_PASSWORD: &str = "table-two-ref";

/// A tournament with round 1 drawn, a referee authorised for it, signed in on the returned app
/// (the organizer's cookies are returned beside it).
async fn referee_of_a_tournament() -> (TestApp, i64, std::collections::BTreeMap<String, String>) {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Spring Open", THIRTEEN).await;
    let reply = app
        .post(
            "/admin/referees",
            &[
                ("name", REFEREE),
                ("password", REFEREE_PASSWORD),
                ("tournament", &id.to_string()),
            ],
        )
        .await;
    reply.assert_redirects();
    let organizer = std::mem::take(&mut app.cookies);
    let signed = app.sign_in(REFEREE, REFEREE_PASSWORD).await;
    signed.assert_redirects();
    (app, id, organizer)
}

/// The tournament's row, its rounds, players, accounts, hands and clock, as one text: what an
/// organizer-only route would change.
async fn snapshot(app: &TestApp, id: i64) -> String {
    let row: (String, String, String, tenbou::db::Flag) =
        sqlx::query_as("SELECT name, hand_entry, venue, archived FROM tournaments WHERE id = $1")
            .bind(id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let count = |sql: &'static str| async move {
        sqlx::query_scalar::<_, i64>(sql)
            .fetch_one(&app.pool)
            .await
            .unwrap()
    };
    format!(
        "{row:?} tournaments {} rounds {} players {} checked-in {} accounts {} clocks {} stages {}",
        count("SELECT COUNT(*) FROM tournaments").await,
        count("SELECT COUNT(*) FROM rounds").await,
        count("SELECT COUNT(*) FROM players").await,
        count("SELECT COUNT(*) FROM players WHERE checked_in = TRUE").await,
        count("SELECT COUNT(*) FROM accounts").await,
        count("SELECT COUNT(*) FROM rounds WHERE clock_started_at IS NOT NULL").await,
        count("SELECT COUNT(*) FROM stages").await,
    )
}

#[tokio::test]
async fn a_referee_is_refused_every_organizer_only_route_and_changes_nothing() {
    let (mut app, id, _) = referee_of_a_tournament().await;
    let player: i64 = sqlx::query_scalar("SELECT id FROM players WHERE tournament_id = $1 LIMIT 1")
        .bind(id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let account: i64 = sqlx::query_scalar("SELECT id FROM accounts WHERE name = $1")
        .bind(REFEREE)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let before = snapshot(&app, id).await;
    let t = format!("/admin/t/{id}");
    // Every change that is the organizer's: settings, players, rounds, the bracket, the clock,
    // archiving, files and accounts. Each with fields that would succeed for the organizer.
    let changes: Vec<(String, Vec<(&str, &str)>)> = vec![
        (format!("{t}/hand-entry"), vec![("hand_entry", "table")]),
        (
            format!("{t}/edit"),
            vec![("name", "Taken over"), ("ruleset", "msmc-2016")],
        ),
        (
            "/admin/tournaments".into(),
            vec![("name", "Another"), ("ruleset", "msmc-2016")],
        ),
        (format!("{t}/players"), vec![("name", "Zed")]),
        (format!("{t}/players/checkin-all"), vec![]),
        (
            format!("{t}/players/{player}/edit"),
            vec![("name", "Renamed")],
        ),
        (format!("{t}/players/{player}/checkin"), vec![]),
        (format!("{t}/players/{player}/withdraw"), vec![]),
        (format!("{t}/players/{player}/seat-pin"), vec![]),
        (format!("{t}/import/confirm"), vec![("text", "name\nZed\n")]),
        (format!("{t}/rounds"), vec![("table_rule", "substitute")]),
        (format!("{t}/rounds/propose"), vec![]),
        (format!("{t}/rounds/replan"), vec![]),
        (format!("{t}/rounds/1/redraw"), vec![]),
        (format!("{t}/rounds/1/swap"), vec![]),
        (format!("{t}/rounds/1/delete"), vec![]),
        (format!("{t}/bracket"), vec![]),
        (format!("{t}/bracket/seat"), vec![]),
        (format!("{t}/bracket/cut"), vec![]),
        (format!("{t}/bracket/replace"), vec![]),
        (format!("{t}/bracket/recut"), vec![]),
        (format!("{t}/rounds/1/clock"), vec![("minutes", "60")]),
        (format!("{t}/rounds/1/tables/1/time"), vec![("hands", "1")]),
        (format!("{t}/archive"), vec![]),
        ("/admin/backups".into(), vec![]),
        (
            "/admin/referees".into(),
            vec![("name", "Mallory"), ("password", "long-enough-pass")],
        ),
        (format!("/admin/referees/{account}/revoke"), vec![]),
    ];
    for (path, fields) in &changes {
        let reply = app.post(path, fields).await;
        assert_eq!(
            reply.status,
            StatusCode::FORBIDDEN,
            "a referee reached POST {path}: {}",
            reply.body
        );
    }
    // What only the organizer reads: accounts, snapshots and whole-tournament files.
    for path in [
        "/admin/referees".to_string(),
        "/admin/backups".to_string(),
        format!("{t}/export.json"),
    ] {
        let reply = app.get(&path).await;
        assert_eq!(
            reply.status,
            StatusCode::FORBIDDEN,
            "a referee read GET {path}"
        );
    }
    assert_eq!(snapshot(&app, id).await, before, "nothing changed");
}

#[tokio::test]
async fn a_referee_of_the_tournament_still_records_hands_and_penalties() {
    let (mut app, id, _) = referee_of_a_tournament().await;
    let game = app.game_ids(id).await[0];
    app.record_hand(id, game, &[("outcome", "abortive")]).await;
    let desk = app.get(&format!("/admin/t/{id}/penalties")).await;
    desk.assert_ok();
    let sheet = app.get(&format!("/admin/t/{id}/games/{game}")).await;
    assert_eq!(sheet.status, StatusCode::OK);
}
