//! Seating a sanma tournament through the real router: the round forms take the table size
//! from the tournament's ruleset (docs/rules.md §6: "a round of 3k players is k tables").

use crate::common;

use common::{hidden_field, TestApp};
use std::collections::HashSet;

/// Every stored seat of the tournament: (round, table, seat, player name or None).
async fn stored_seats(app: &TestApp, id: i64) -> Vec<(i64, i64, i64, Option<String>)> {
    sqlx::query_as(
        "SELECT r.number, g.table_number, s.seat, p.name FROM rounds r
           JOIN games g ON g.round_id = r.id JOIN game_seats s ON s.game_id = g.id
           LEFT JOIN players p ON p.id = s.player_id
          WHERE r.tournament_id = $1 ORDER BY r.number, g.table_number, s.seat",
    )
    .bind(id)
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn nine_sanma_players_get_four_balanced_rounds_of_three_tables_of_three_with_no_repeat() {
    let mut app = TestApp::signed_in().await;
    let id = app.sanma_players(9).await;
    let form = [("mode", "balanced"), ("count", "4"), ("table_rule", "")];
    let proposal = app.propose_round(id, &form).await;
    proposal.assert_ok();
    proposal.assert_contains("Round 4");
    let seed = hidden_field(&proposal.body, "seed").unwrap();
    let mut confirm = form.to_vec();
    confirm.push(("seed", &seed));
    let reply = app.start_round(id, &confirm).await;
    assert_eq!(reply.location(), format!("/t/{id}/rounds/1"));

    let seats = stored_seats(&app, id).await;
    // Nobody sits North at a table of three.
    assert!(
        seats
            .iter()
            .all(|(_, _, seat, name)| *seat < 3 || name.is_none()),
        "{seats:?}"
    );
    let mut tables: Vec<Vec<String>> = Vec::new();
    for (round, table, _, name) in &seats {
        let key = (*round - 1) * 3 + (*table - 1);
        assert!((0..12).contains(&key), "round {round} table {table}");
        while tables.len() <= key as usize {
            tables.push(Vec::new());
        }
        if let Some(name) = name {
            tables[key as usize].push(name.clone());
        }
    }
    assert_eq!(tables.len(), 12, "four rounds of three tables");
    let mut pairs = HashSet::new();
    for table in &tables {
        assert_eq!(table.len(), 3, "{tables:?}");
        for (i, a) in table.iter().enumerate() {
            for b in &table[i + 1..] {
                let pair = if a < b { (a, b) } else { (b, a) };
                assert!(pairs.insert(pair), "{a} and {b} meet twice");
            }
        }
    }
    // Four rounds of nine players: every one of the 36 pairs met exactly once.
    assert_eq!(pairs.len(), 36);
}

#[tokio::test]
async fn a_redraw_of_a_sanma_round_stays_at_tables_of_three() {
    let mut app = TestApp::signed_in().await;
    let id = app.sanma_players(6).await;
    let started = app.start_round(id, &[("table_rule", "")]).await;
    started.assert_redirects();
    let redrawn = app
        .post(&format!("/admin/t/{id}/rounds/1/redraw"), &[])
        .await;
    redrawn.assert_redirects();
    let seats = stored_seats(&app, id).await;
    let seated: Vec<_> = seats.iter().filter(|s| s.3.is_some()).collect();
    assert_eq!(seated.len(), 6, "{seats:?}");
    assert!(seated.iter().all(|s| s.2 < 3), "{seats:?}");
    assert_eq!(seated.iter().map(|s| s.1).collect::<HashSet<_>>().len(), 2);
}
