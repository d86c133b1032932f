//! A tournament file is checked as the app would play it: its bracket against the tournament's
//! table size, and every game's hands replayed with the game's style. A file the app could not
//! play is refused whole with its first reason, and no refusal ever answers 500.

use crate::common::{self, TestApp, THIRTEEN};
use axum::http::StatusCode;
use serde_json::{json, Value};

async fn count(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(&app.pool).await.unwrap()
}

async fn import(app: &mut TestApp, doc: &Value) -> common::Reply {
    app.import_file(&doc.to_string()).await
}

/// The tournament's file as the export writes it.
async fn export(app: &mut TestApp, id: i64) -> Value {
    let file = app.get(&format!("/admin/t/{id}/export.json")).await;
    file.assert_ok();
    serde_json::from_str(&file.body).unwrap()
}

/// A sanma tournament with `n` players checked in and round 1 seated (tables one seat short
/// completed by the organizer); returns its id.
async fn sanma_round_one(app: &mut TestApp, n: usize) -> i64 {
    let id = app.sanma_players(n).await;
    let started = app.start_round(id, &[("table_rule", "substitute")]).await;
    started.assert_redirects();
    id
}

/// Imports `doc`, which must be refused naming `reason`, with nothing written and every page
/// of the app still answering.
async fn assert_refused(app: &mut TestApp, doc: &Value, reason: &str) {
    let tournaments = count(app, "SELECT COUNT(*) FROM tournaments").await;
    let games = count(app, "SELECT COUNT(*) FROM games").await;
    let reply = import(app, doc).await;
    assert!(
        reply.status.is_client_error(),
        "{reason}: the import answered {}:\n{}",
        reply.status,
        reply.body
    );
    reply.assert_contains(reason);
    assert_eq!(
        count(app, "SELECT COUNT(*) FROM tournaments").await,
        tournaments
    );
    assert_eq!(count(app, "SELECT COUNT(*) FROM games").await, games);
}

#[tokio::test]
async fn a_sanma_file_whose_bracket_cuts_for_tables_of_four_is_refused() {
    let mut app = TestApp::signed_in().await;
    let id = sanma_round_one(&mut app, 12).await;
    let mut doc = export(&mut app, id).await;
    let players: Vec<Value> = doc["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| json!([p["id"], "checked in"]))
        .collect();
    // A cut of 8 is two semi-final tables of four: no sanma table seats them.
    let config = json!({
        "qualifying_rounds": 2, "cut": 8, "semi_games": 2, "semi_carry": "Half",
        "final_games": 2, "final_carry": "Reset"
    });
    doc["bracket"] = json!({
        "config": config.to_string(),
        "seed": "7",
        "created_at": "2026-04-09T10:00:00Z",
        "stages": [{"position": 0, "penalty_floor": 0, "created_at": "2026-04-09T10:00:00Z",
                    "players": players}]
    });
    doc["rounds"][0]["stage"] = json!(0);
    assert_refused(&mut app, &doc, "bracket:").await;

    // The same plan with a sanma cut of 6 is a file the app can play, page after page.
    let mut good = doc.clone();
    let config = json!({
        "qualifying_rounds": 2, "cut": 6, "semi_games": 2, "semi_carry": "Half",
        "final_games": 2, "final_carry": "Reset"
    });
    good["bracket"]["config"] = json!(config.to_string());
    let reply = import(&mut app, &good).await;
    reply.assert_redirects();
    let new_id: i64 = reply
        .location()
        .trim_start_matches("/admin/t/")
        .parse()
        .unwrap();
    for page in [
        format!("/admin/t/{new_id}"),
        format!("/t/{new_id}/standings"),
        format!("/t/{new_id}/bracket"),
        format!("/t/{new_id}/export/standings.csv"),
    ] {
        let reply = app.get(&page).await;
        assert_eq!(reply.status, StatusCode::OK, "{page}:\n{}", reply.body);
    }
}

#[tokio::test]
async fn a_sanma_table_completed_by_the_organizer_moves_to_another_laptop() {
    // Ten players at tables of three: two tables are short a player, each seated with the
    // organizer's substitute; such a round is a normal sanma round and must import.
    let mut app = TestApp::signed_in().await;
    let id = sanma_round_one(&mut app, 10).await;
    let doc = export(&mut app, id).await;
    let short = doc["rounds"][0]["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| {
            g["seats"].as_array().unwrap()[..3]
                .iter()
                .any(Value::is_null)
        })
        .count();
    assert!(short > 0, "{doc}");
    let mut other = TestApp::signed_in().await;
    let reply = import(&mut other, &doc).await;
    reply.assert_redirects();

    // A player seated North at a table of three is no sanma table.
    let mut north = doc.clone();
    let table = north["rounds"][0]["games"]
        .as_array()
        .unwrap()
        .iter()
        .position(|g| {
            g["seats"].as_array().unwrap()[..3]
                .iter()
                .any(Value::is_null)
        })
        .expect("a table completed by the organizer");
    let seats = &mut north["rounds"][0]["games"][table]["seats"];
    let player = (0..3).find(|&s| !seats[s].is_null()).unwrap();
    seats[3] = seats[player].clone();
    seats[player] = Value::Null;
    assert_refused(&mut other, &north, &format!("round 1 table {}:", table + 1)).await;
}

/// A riichi tournament with one round, exported; the hands of its first game replaced.
async fn riichi_file_with_hands(app: &mut TestApp, hands: Value) -> Value {
    let id = app.tournament_with_round_one("Spring Open", THIRTEEN).await;
    let mut doc = export(app, id).await;
    doc["rounds"][0]["games"][0]["hands"] = hands;
    doc["rounds"][0]["games"][0]["marks"] = json!([]);
    doc
}

#[tokio::test]
async fn impossible_hands_in_a_file_are_refused_naming_the_game_the_hand_and_why() {
    let mut app = TestApp::signed_in().await;
    let cases = [
        (
            "a ron on one's own discard",
            json!([{"outcome": "ron", "discarder": 0, "winners": [{"seat": 0, "han": 1, "fu": 30}]}]),
            "Round 1, table 1: hand 1",
        ),
        (
            "a winner in seat 9",
            json!([{"outcome": "tsumo", "winner": {"seat": 9, "han": 1, "fu": 30}}]),
            "Round 1, table 1: hand 1",
        ),
        (
            "a hand after the game ended",
            json!([
                {"outcome": "ron", "discarder": 2, "winners": [{"seat": 0, "yakuman": 1}]},
                {"outcome": "draw", "tenpai": [1]}
            ]),
            "Round 1, table 1: hand 2",
        ),
    ];
    for (what, hands, reason) in cases {
        let doc = riichi_file_with_hands(&mut app, hands).await;
        let tournaments = count(&app, "SELECT COUNT(*) FROM tournaments").await;
        let reply = import(&mut app, &doc).await;
        assert!(
            reply.status.is_client_error(),
            "{what}: the import answered {}:\n{}",
            reply.status,
            reply.body
        );
        reply.assert_contains(reason);
        assert_eq!(
            count(&app, "SELECT COUNT(*) FROM tournaments").await,
            tournaments,
            "{what}"
        );
    }
    // The reason says why, in the words of the score sheet's engine.
    let doc = riichi_file_with_hands(
        &mut app,
        json!([
            {"outcome": "ron", "discarder": 2, "winners": [{"seat": 0, "yakuman": 1}]},
            {"outcome": "draw", "tenpai": [1]}
        ]),
    )
    .await;
    import(&mut app, &doc)
        .await
        .assert_contains("the game was already over after hand 1");
}

#[tokio::test]
async fn a_pending_hand_after_an_impossible_one_is_refused_with_the_reason_not_a_500() {
    // Hands stored before imports were replayed may already hold an impossible hand: confirming
    // a later pending hand must say what is wrong.
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Spring Open", THIRTEEN).await;
    let game = app.game_ids(id).await[0];
    for (position, data, status) in [
        (
            0,
            r#"{"outcome":"ron","discarder":0,"winners":[{"seat":0,"han":1,"fu":30}]}"#,
            "confirmed",
        ),
        (1, r#"{"outcome":"abortive"}"#, "pending"),
    ] {
        sqlx::query("INSERT INTO hands (game_id, position, data, created_at, updated_at, status, entered_seat, entered_device, entered_by, dispute) VALUES ($1, $2, $3, '', '', $4, 1, 'phone-a', 'South', '')")
            .bind(game)
            .bind(position)
            .bind(data)
            .bind(status)
            .execute(&app.pool)
            .await
            .unwrap();
    }
    let sheet_url = format!("/admin/t/{id}/games/{game}");
    app.get(&sheet_url).await.assert_is_a_page();
    // Under the token the sheet's forms carry, as a browser posts it.
    let reply = app.post_sheet_button(&sheet_url, "hands/1/confirm").await;
    assert!(
        reply.status.is_client_error(),
        "{}:\n{}",
        reply.status,
        reply.body
    );
    reply.assert_is_a_page();
    reply.assert_contains("Hand #2 cannot be confirmed while hand #1");
    assert_eq!(
        count(
            &app,
            &format!("SELECT COUNT(*) FROM hands WHERE game_id = {game} AND status = 'pending'")
        )
        .await,
        1
    );
}

/// Issue 33: a riichi tournament's file whose games were MCR, Zung Jung, World Series, Chinese
/// Classical or Vietnamese was imported, each game then scored as riichi. Each is refused now,
/// naming the game and both styles, with nothing written.
#[tokio::test]
async fn a_game_of_another_style_than_the_tournament_is_refused_naming_both() {
    use tenbou::engine::ruleset::PresetId;
    use tenbou::engine::styles::style;
    let mut app = TestApp::signed_in().await;
    for ruleset in [
        "mcr",
        "zung-jung",
        "wsom",
        "chinese-classical",
        "vietnamese",
    ] {
        let mut doc = riichi_file_with_hands(&mut app, json!([])).await;
        let tournament_ruleset = doc["tournament"]["ruleset"].as_str().unwrap().to_string();
        assert_eq!(
            PresetId::parse(&tournament_ruleset).map(PresetId::style),
            Some(tenbou::engine::styles::StyleId::Riichi)
        );
        doc["rounds"][0]["games"][0]["ruleset"] = json!(ruleset);
        let game_style = style(PresetId::parse(ruleset).unwrap().style()).name();
        assert_refused(&mut app, &doc, "round 1 table 1: its ruleset").await;
        let reply = import(&mut app, &doc).await;
        for named in [ruleset, game_style, "but the tournament plays Riichi"] {
            reply.assert_contains(named);
        }
    }
}
