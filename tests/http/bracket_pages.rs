//! What the other pages say of a bracket: a finals game counting in the standings only once
//! its hands are confirmed, the finals round and personal schedules, the referees' desk of a
//! Hong Kong event, the big screen after the finals and once the tournament is over, and the
//! final report's draws. The bracket events are [`crate::bracket`]'s.

use crate::bracket::{seat_of, section, six_after_the_cut, EIGHT};
use crate::common::{hidden_field, Penalty, TestApp};

use axum::http::StatusCode;

#[tokio::test]
async fn a_finals_game_counts_in_the_standings_only_once_its_hands_are_confirmed() {
    let (mut ev, _, _) = six_after_the_cut().await;
    let id = ev.id;
    let game = ev.last_round().await.remove(0);
    ev.finish(&game, 1).await;
    // The hand was entered at the table and waits for a second player's confirmation.
    sqlx::query("UPDATE hands SET status = 'pending' WHERE game_id = $1")
        .bind(game.id)
        .execute(&ev.app.pool)
        .await
        .unwrap();
    let standings = ev.app.get(&format!("/t/{id}/standings")).await;
    let finals = section(&standings.body, "<h2 class=\"stage-title\">Finals</h2>");
    assert!(!finals.contains("<b>+"), "{finals}");
    let bracket = ev.app.get(&format!("/t/{id}/bracket")).await;
    bracket.assert_contains("a hand awaits confirmation");
    let finals_stage = section(&bracket.body, "<h2>Finals");
    assert!(!finals_stage.contains("1 game<"), "{finals_stage}");
    // The organizer cannot seat finals game 2 before it counts.
    ev.app
        .get(&ev.bracket())
        .await
        .assert_lacks("Seat finals game 2");

    let sheet = ev
        .app
        .get(&format!("/admin/t/{id}/games/{}", game.id))
        .await;
    let version = hidden_field(&sheet.body, "version").unwrap();
    let confirmed = ev
        .app
        .post(
            &format!("/admin/t/{id}/games/{}/hands/0/confirm", game.id),
            &[("version", version.as_str())],
        )
        .await;
    assert!(confirmed.status.is_redirection(), "{}", confirmed.body);
    let standings = ev.app.get(&format!("/t/{id}/standings")).await;
    let finals = section(&standings.body, "<h2 class=\"stage-title\">Finals</h2>");
    assert!(finals.contains("<b>+"), "{finals}");
    ev.app
        .get(&ev.bracket())
        .await
        .assert_contains("Seat finals game 2");
}

#[tokio::test]
async fn the_finals_round_and_personal_schedules_speak_of_the_finals_not_of_sitting_out() {
    let (mut ev, _, _) = six_after_the_cut().await;
    let id = ev.id;
    let finalists = ev.stage_players(1).await;
    // Two of the six did not qualify.
    let everyone: Vec<i64> = sqlx::query_scalar("SELECT id FROM players WHERE tournament_id = $1")
        .bind(id)
        .fetch_all(&ev.app.pool)
        .await
        .unwrap();
    let out = everyone
        .into_iter()
        .find(|p| !finalists.contains(p))
        .unwrap();
    let round = ev.app.get(&format!("/t/{id}/rounds/3")).await;
    round.assert_lacks("tables of three completed by the organizer");
    let schedule = ev.app.get(&format!("/t/{id}/players/{out}/schedule")).await;
    schedule.assert_contains("did not qualify for the finals");
    let row = section(&schedule.body, "<tbody>");
    let finals_row = &row[row.find("<td>3</td>").unwrap()..];
    assert!(
        !finals_row[..finals_row.find("</tr>").unwrap()].contains("sits out"),
        "{row}"
    );
}

#[tokio::test]
async fn the_referees_desk_of_a_hong_kong_event_offers_only_its_own_penalty_kinds() {
    let mut app = TestApp::signed_in().await;
    let id = app
        .create_tournament_from(&[
            ("name", "Old style"),
            ("ruleset", "hkos-msmc"),
            ("winds", "2"),
        ])
        .await;
    app.import_players(id, EIGHT)
        .await
        .assert_contains("8 players imported");
    let desk = app.get(&format!("/admin/t/{id}/penalties")).await;
    desk.assert_lacks("ura dora")
        .assert_lacks("per tile")
        .assert_contains("Discussed the state of the game")
        .assert_contains("record them with the hand on the score sheet");
    let player: i64 = sqlx::query_scalar("SELECT MIN(id) FROM players WHERE tournament_id = $1")
        .bind(id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let refused = app
        .post_penalty(
            id,
            player,
            None,
            Penalty::new("dropped_tile", "2", "Dropped a tile"),
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_contains("is not a score penalty in this tournament");
    // A riichi event keeps every kind.
    let riichi = app.create_tournament("Riichi night").await;
    app.get(&format!("/admin/t/{riichi}/penalties"))
        .await
        .assert_contains("ura dora");
}

#[tokio::test]
async fn after_the_finals_the_big_screen_names_the_champion_and_shows_each_stage() {
    let (mut ev, _, _) = six_after_the_cut().await;
    let id = ev.id;
    // Before the finals are over: stage headings, no champion.
    let screen = ev.app.get(&format!("/t/{id}/screen")).await;
    screen
        .assert_contains(r#"<tr class="stage"><th colspan="3">Finals</th></tr>"#)
        .assert_contains(r#"<tr class="stage"><th colspan="3">Qualifying</th></tr>"#)
        .assert_lacks("Champion:");
    // Both finals games won by the dealer of the first.
    let finals1 = ev.last_round().await.remove(0);
    let champion = finals1.seats[0].unwrap();
    ev.finish(&finals1, 0).await;
    ev.press("seat").await;
    let finals2 = ev.last_round().await.remove(0);
    ev.finish(&finals2, seat_of(&finals2, champion)).await;
    let name = ev.name(champion).await;
    let screen = ev.app.get(&format!("/t/{id}/screen")).await;
    screen
        .assert_contains(&format!("Champion: <strong>{name}</strong>"))
        .assert_contains("Final standings")
        .assert_contains(r#"<tr class="stage"><th colspan="3">Finals</th></tr>"#)
        .assert_contains(r#"<tr class="stage"><th colspan="3">Qualifying</th></tr>"#);
    // The finals heading comes before the qualifying one, the champion first under it.
    let finals = screen.body.split(">Finals</th></tr>").nth(1).unwrap();
    assert!(
        finals.find(&name) < finals.find(">Qualifying</th>"),
        "{}",
        screen.body
    );
}

#[tokio::test]
async fn once_the_tournament_is_over_the_big_screen_has_no_slide_for_a_clock_not_started() {
    let (mut ev, _, _) = six_after_the_cut().await;
    let id = ev.id;
    // While the finals are to play, the screen says the round's clock has not been started.
    let screen = ev.app.get(&format!("/t/{id}/screen")).await;
    screen
        .page()
        .select("#screen-clock")
        .assert_text_contains("The round clock has not been started.");
    let finals1 = ev.last_round().await.remove(0);
    ev.finish(&finals1, 0).await;
    ev.press("seat").await;
    let finals2 = ev.last_round().await.remove(0);
    ev.finish(&finals2, 0).await;
    // The champion is named: no time part is shown any more.
    let screen = ev.app.get(&format!("/t/{id}/screen")).await;
    screen
        .assert_contains("Champion: <strong>")
        .assert_lacks("The round clock has not been started.");
    screen.page().select("#screen-clock").assert_none();
}

#[tokio::test]
async fn the_final_report_lists_the_brackets_seed_and_every_stages_seeding() {
    let (mut ev, _, _) = six_after_the_cut().await;
    let id = ev.id;
    let seed: String = sqlx::query_scalar("SELECT seed FROM brackets WHERE tournament_id = $1")
        .bind(id)
        .fetch_one(&ev.app.pool)
        .await
        .unwrap();
    let report = ev.app.get(&format!("/t/{id}/report")).await;
    assert_eq!(report.status, StatusCode::OK);
    let page = report.page();
    page.select("code.bracket-seed").assert_text(&seed);
    // The qualifying stage and the finals the cut entered, each with how it was seated and
    // its players in seed order: the six entrants, then the finalists.
    page.select("h4.stage-draw").assert_count(2);
    page.select("ol.seeding").assert_count(2);
    page.select("ol.seeding:first-of-type li").assert_count(6);
    // The rounds' own seeds are listed beside them: the two qualifying games and the finals'.
    page.select("table.seeds tbody tr").assert_count(3);
}
