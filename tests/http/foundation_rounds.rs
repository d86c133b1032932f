//! The rounds of an event day through the real router: round 1 seats thirteen players with the
//! organizer filling three tables, sit-outs shared out before anyone sits out twice, find my
//! seat, a round redrawn and two players swapped (both audited), too few players refused, a
//! proposal's quality shown and confirmed exactly as shown, a withdrawal re-planning the
//! rounds not started, and no round robin at tables of four. The thirteen-player helpers are
//! [`crate::foundation`]'s.

use crate::common::{hidden_field, TestApp};
use crate::foundation::{seats_of_round, thirteen_checked_in};

use axum::http::StatusCode;

#[tokio::test]
async fn round_one_seats_thirteen_players_with_the_organizer_filling_three_tables() {
    let mut app = TestApp::signed_in().await;
    let id = thirteen_checked_in(&mut app).await;
    let reply = app.start_round(id, &[("table_rule", "substitute")]).await;
    assert_eq!(reply.location(), format!("/t/{id}/rounds/1"));
    let seats = seats_of_round(&app, id, 1).await;
    assert_eq!(seats.len(), 16, "four tables of four seats");
    let mut players: Vec<i64> = seats.iter().filter_map(|s| s.2).collect();
    players.sort();
    players.dedup();
    assert_eq!(players.len(), 13, "every player seated exactly once");
    assert_eq!(
        seats.iter().filter(|s| s.2.is_none()).count(),
        3,
        "three substitute seats"
    );
    let page = app.get(&format!("/t/{id}/rounds/1")).await;
    page.assert_contains("Table 4")
        .assert_contains("substitute 3 of 3 (fills the seat, not ranked)")
        .assert_contains("seed ");
    let seed: String = sqlx::query_scalar("SELECT seed FROM rounds")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    page.assert_contains(&seed);
}

#[tokio::test]
async fn with_sit_outs_one_of_thirteen_sits_out_and_nobody_twice_before_everyone_once() {
    let mut app = TestApp::signed_in().await;
    let id = thirteen_checked_in(&mut app).await;
    let mut sat_out = Vec::new();
    for round in 1..=13 {
        let reply = app.start_round(id, &[("table_rule", "sit-outs")]).await;
        assert_eq!(
            reply.status,
            StatusCode::SEE_OTHER,
            "round {round}: {}",
            reply.body
        );
        let out: Vec<i64> = sqlx::query_scalar("SELECT o.player_id FROM sit_outs o JOIN rounds r ON r.id = o.round_id WHERE r.number = $1")
            .bind(round)
            .fetch_all(&app.pool)
            .await
            .unwrap();
        assert_eq!(out.len(), 1);
        assert_eq!(seats_of_round(&app, id, round).await.len(), 12);
        sat_out.push(out[0]);
    }
    let mut distinct = sat_out.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(
        distinct.len(),
        13,
        "thirteen rounds, thirteen different players sat out: {sat_out:?}"
    );
}

#[tokio::test]
async fn find_my_seat_answers_table_and_wind_for_part_of_a_name() {
    let mut app = TestApp::signed_in().await;
    let id = thirteen_checked_in(&mut app).await;
    app.get(&format!("/t/{id}/seat?q=chl"))
        .await
        .assert_contains("not drawn yet");
    app.start_round(id, &[("table_rule", "substitute")]).await;
    let (table, seat): (i64, i64) = sqlx::query_as(
        "SELECT g.table_number, s.seat FROM game_seats s JOIN games g ON g.id = s.game_id JOIN players p ON p.id = s.player_id WHERE p.name = 'Chloé'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let wind = ["East", "South", "West", "North"][seat as usize];
    let page = app.get(&format!("/t/{id}/seat?q=CHL")).await;
    page.assert_contains("Chloé")
        .assert_contains(&format!("table {table}</b>, <b>{wind}"));
    app.get(&format!("/t/{id}/seat?q=%E5%B1%B1%E7%94%B0"))
        .await
        .assert_contains("山田 太郎");
    app.get(&format!("/t/{id}/seat?q=zzz"))
        .await
        .assert_contains("No player matches");
    // Output is escaped.
    let page = app.get(&format!("/t/{id}/seat?q=%3Cscript%3E")).await;
    page.assert_lacks("<script>");
}

#[tokio::test]
async fn a_round_can_be_redrawn_and_two_players_swapped_and_both_are_audited() {
    let mut app = TestApp::signed_in().await;
    let id = thirteen_checked_in(&mut app).await;
    app.start_round(id, &[("table_rule", "substitute")]).await;
    let seed_before: String = sqlx::query_scalar("SELECT seed FROM rounds")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let reply = app
        .post(&format!("/admin/t/{id}/rounds/1/redraw"), &[])
        .await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER);
    let seed_after: String = sqlx::query_scalar("SELECT seed FROM rounds")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_ne!(seed_before, seed_after);
    assert_eq!(
        seats_of_round(&app, id, 1)
            .await
            .iter()
            .filter(|s| s.2.is_some())
            .count(),
        13
    );

    let seats = seats_of_round(&app, id, 1).await;
    let first = seats.iter().find(|s| s.0 == 1 && s.2.is_some()).unwrap();
    let second = seats.iter().find(|s| s.0 == 2 && s.2.is_some()).unwrap();
    let (a, b) = (first.2.unwrap().to_string(), second.2.unwrap().to_string());
    app.post(
        &format!("/admin/t/{id}/rounds/1/swap"),
        &[("first", &a), ("second", &b)],
    )
    .await;
    let after = seats_of_round(&app, id, 1).await;
    assert_eq!(
        after
            .iter()
            .find(|s| s.0 == first.0 && s.1 == first.1)
            .unwrap()
            .2,
        second.2
    );
    assert_eq!(
        after
            .iter()
            .find(|s| s.0 == second.0 && s.1 == second.1)
            .unwrap()
            .2,
        first.2
    );
    let same = app
        .post(
            &format!("/admin/t/{id}/rounds/1/swap"),
            &[("first", &a), ("second", &a)],
        )
        .await;
    same.assert_contains("two different players");
    app.get(&format!("/admin/t/{id}/audit"))
        .await
        .assert_contains("round redrawn")
        .assert_contains("players swapped");
}

#[tokio::test]
async fn too_few_players_cannot_start_a_round() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Open").await;
    app.add_player(id, &[("name", "Aiko"), ("checked_in", "1")])
        .await;
    app.add_player(id, &[("name", "Ben"), ("checked_in", "1")])
        .await;
    let reply = app.start_round(id, &[("table_rule", "substitute")]).await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    reply.assert_contains("at least");
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM rounds")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(count, 0);
}

#[tokio::test]
async fn a_proposal_shows_its_quality_and_confirming_stores_exactly_what_was_shown() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Open").await;
    let sixteen: String = std::iter::once("name".to_string())
        .chain((1..=16).map(|n| format!("Player {n:02}")))
        .collect::<Vec<_>>()
        .join("\n");
    app.import_players(id, &sixteen).await;
    app.check_in_all(id).await;
    let proposal = app
        .propose_round(
            id,
            &[
                ("mode", "balanced"),
                ("count", "5"),
                ("table_rule", "substitute"),
            ],
        )
        .await;
    proposal.assert_ok();
    proposal
        .assert_contains("Repeat meetings")
        .assert_contains("Round 5")
        .assert_contains("balanced seating");
    // Sixteen players, five balanced rounds: nobody meets twice, and it says so.
    assert!(
        proposal.body.contains("<td class=\"num\"><b>0</b></td>"),
        "{}",
        proposal.body
    );
    let seed = hidden_field(&proposal.body, "seed").unwrap();
    let reply = app
        .start_round(
            id,
            &[
                ("mode", "balanced"),
                ("count", "5"),
                ("table_rule", "substitute"),
                ("seed", &seed),
            ],
        )
        .await;
    assert_eq!(reply.location(), format!("/t/{id}/rounds/1"));
    // What was stored is what was proposed: every table of the proposal, in order.
    let names: Vec<String> = sqlx::query_scalar(
        "SELECT p.name FROM rounds r JOIN games g ON g.round_id = r.id JOIN game_seats s ON s.game_id = g.id JOIN players p ON p.id = s.player_id ORDER BY r.number, g.table_number, s.seat",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(names.len(), 80);
    let shown: Vec<&str> = proposal
        .body
        .match_indices("</span> Player ")
        .map(|(i, _)| &proposal.body[i + 8..i + 17])
        .collect();
    assert_eq!(shown, names);
    // Every pair met at most once over the five rounds.
    let mut pairs = std::collections::HashSet::new();
    for table in names.chunks(4) {
        for a in 0..4 {
            for b in a + 1..4 {
                assert!(pairs.insert((
                    table[a].clone().min(table[b].clone()),
                    table[a].clone().max(table[b].clone())
                )));
            }
        }
    }
    let schedule = app.get(&format!("/t/{id}/schedule")).await;
    schedule
        .assert_contains("round 5")
        .assert_contains("print-page")
        .assert_contains("Balanced seating");
    // The current round for players is round 1 while its games are being played.
    app.get(&format!("/t/{id}"))
        .await
        .assert_contains("Now: round 1");
}

#[tokio::test]
async fn a_withdrawal_re_plans_the_rounds_not_started_and_keeps_the_round_being_played() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Open").await;
    let names: String = std::iter::once("name".to_string())
        .chain((1..=17).map(|n| format!("P{n:02}")))
        .collect::<Vec<_>>()
        .join("\n");
    app.import_players(id, &names).await;
    app.check_in_all(id).await;
    app.start_round(
        id,
        &[
            ("mode", "balanced"),
            ("count", "3"),
            ("table_rule", "sit-outs"),
        ],
    )
    .await;
    // Round 1 is being played.
    let game = app.game_ids(id).await[0];
    app.record_hand(id, game, &[("outcome", "abortive")]).await;
    let round_one_before = seats_of_round(&app, id, 1).await;
    // Player P05 leaves: rounds 2 and 3 are planned again for the sixteen left.
    let leaving: i64 = sqlx::query_scalar("SELECT id FROM players WHERE name = 'P05'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    app.post(
        &format!("/admin/t/{id}/players/{leaving}/withdraw"),
        &[("value", "1")],
    )
    .await;
    let reply = app.post(&format!("/admin/t/{id}/rounds/replan"), &[]).await;
    assert_eq!(reply.location(), format!("/t/{id}/rounds/2"));
    assert_eq!(
        seats_of_round(&app, id, 1).await,
        round_one_before,
        "the round being played is kept"
    );
    for round in [2, 3] {
        let seats = seats_of_round(&app, id, round).await;
        assert_eq!(seats.len(), 16, "four full tables in round {round}");
        assert!(
            seats.iter().all(|s| s.2 != Some(leaving)),
            "the withdrawn player is not seated"
        );
    }
    app.get(&format!("/admin/t/{id}/audit"))
        .await
        .assert_contains("round re-planned");
}

#[tokio::test]
async fn a_round_robin_is_neither_offered_nor_accepted_at_tables_of_four() {
    let mut app = TestApp::signed_in().await;
    let id = thirteen_checked_in(&mut app).await;
    app.get(&format!("/admin/t/{id}"))
        .await
        .assert_contains("value=\"swiss\"")
        .assert_lacks("value=\"round-robin\"");
    let form = [("mode", "round-robin"), ("table_rule", "sit-outs")];
    let reply = app.propose_round(id, &form).await;
    reply.assert_unprocessable();
    reply
        .assert_contains("a round robin seats tables of two, not of four")
        .assert_contains("choose balanced");
    let rounds: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM rounds")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(rounds, 0);
}
