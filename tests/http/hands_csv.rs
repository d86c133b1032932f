//! `hands.csv` and the hand notes say what happened: a claim head bump voided is no win, a
//! ruleset without repeat counters has no `honba` column, and a Hong Kong Old Style note says
//! what each player paid.

use crate::common::{TestApp, THIRTEEN};

/// The first game of tournament `id` and its players' names by starting seat.
async fn first_game(app: &TestApp, id: i64) -> (i64, Vec<String>) {
    let game = app.game_ids(id).await[0];
    let names: Vec<String> = sqlx::query_scalar(
        "SELECT COALESCE(p.name, '') FROM game_seats s LEFT JOIN players p ON p.id = s.player_id
          WHERE s.game_id = $1 ORDER BY s.seat",
    )
    .bind(game)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    (game, names)
}

/// Stores `hands` (the engine's hand JSON) as the game's confirmed hands.
async fn store_hands(app: &TestApp, game: i64, hands: &[&str]) {
    for (position, data) in hands.iter().enumerate() {
        sqlx::query("INSERT INTO hands (game_id, position, data, created_at, updated_at) VALUES ($1, $2, $3, '', '')")
            .bind(game)
            .bind(position as i64)
            .bind(data)
            .execute(&app.pool)
            .await
            .unwrap();
    }
}

async fn hands_csv(app: &mut TestApp, id: i64) -> Vec<String> {
    let reply = app.get(&format!("/t/{id}/export/hands.csv")).await;
    reply.assert_ok();
    reply.body.lines().map(str::to_owned).collect()
}

async fn hkos_game() -> (TestApp, i64, i64, Vec<String>) {
    let mut app = TestApp::signed_in().await;
    let id = app
        .create_tournament_from(&[
            ("name", "Old style"),
            ("ruleset", "hkos-msmc"),
            ("winds", "1"),
            ("faan_table", "3: 8, 4: 16, 5: 24, 6: 32, 7: 48, 8: 64"),
        ])
        .await;
    app.import_players(id, "name\nAiko\nBen\nCai\nDev\n").await;
    app.check_in_all(id).await;
    let started = app.start_round(id, &[("table_rule", "")]).await;
    started.assert_redirects();
    let (game, names) = first_game(&app, id).await;
    (app, id, game, names)
}

#[tokio::test]
async fn an_hkos_hands_csv_names_only_the_head_bump_winner_and_has_no_honba_column() {
    let (mut app, id, game, names) = hkos_game().await;
    // South discards; North (5 faan) and West (4 faan) both claim. West is nearest in turn
    // order and takes the hand; North's claim is void.
    store_hands(
        &app,
        game,
        &[r#"{"outcome":"ron","discarder":1,"winners":[{"seat":3,"faan":5},{"seat":2,"faan":4}]}"#],
    )
    .await;
    let lines = hands_csv(&mut app, id).await;
    assert_eq!(
        lines[0],
        "round,table,hand,wind_round,outcome,winners,value,delta_e,delta_s,delta_w,delta_n,note"
    );
    // 4 faan pays 16: 32 from the discarder and 16 from each other player, 64 in all.
    let (east, south, west) = (&names[0], &names[1], &names[2]);
    let north = &names[3];
    let row = format!(
        "1,1,1,E1,ron,{west},4 faan,-16,-32,64,-16,\"{west} wins 4 faan, 64: 32 from {south}, 16 from {north}, 16 from {east}\""
    );
    assert_eq!(lines[1], row, "{lines:?}");
    // The sheet shows the same words.
    app.get(&format!("/t/{id}/games/{game}"))
        .await
        .assert_contains(&format!(
            "{west} wins 4 faan, 64: 32 from {south}, 16 from {north}, 16 from {east}"
        ));
}

#[tokio::test]
async fn an_hkos_self_pick_note_says_each_player_paid_the_same() {
    let (mut app, id, game, names) = hkos_game().await;
    store_hands(
        &app,
        game,
        &[r#"{"outcome":"tsumo","winner":{"seat":1,"faan":4}}"#],
    )
    .await;
    let lines = hands_csv(&mut app, id).await;
    let south = &names[1];
    assert!(
        lines[1].ends_with(&format!(",\"{south} self-picks 4 faan, 96: 32 from each\"")),
        "{lines:?}"
    );
}

#[tokio::test]
async fn a_riichi_hands_csv_lists_no_claim_that_head_bump_voided() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Spring Open", THIRTEEN).await;
    let (game, names) = first_game(&app, id).await;
    // West discards; East (nearest after West is North, then East) and South both claim under
    // the club's head bump: North is not a winner, so East, one turn after North, is nearest.
    store_hands(
        &app,
        game,
        &[r#"{"outcome":"ron","discarder":2,"winners":[{"seat":1,"han":3,"fu":30},{"seat":0,"han":2,"fu":30}]}"#],
    )
    .await;
    let lines = hands_csv(&mut app, id).await;
    assert!(lines[0].contains(",honba,"), "{lines:?}");
    let winner = if names[0].is_empty() {
        "Organizer (substitute)"
    } else {
        names[0].as_str()
    };
    assert!(
        lines[1].starts_with(&format!("1,1,1,E1,0,ron,{winner},2/30,")),
        "{lines:?}"
    );
    assert!(!lines[1].contains("3/30"), "{lines:?}");
}
