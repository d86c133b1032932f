//! What only MCR has, beside the shared suite (docs/rules.md §8): the players' seat winds after
//! the seat change between wind rounds, the sheet's refusals with the rule's words (a value under
//! 8 fan, a false win by the hand's winner, a penalty of nothing) that keep what was typed, a
//! typed fan with a false win and a penalty taken, the clock ending a game after the hand in
//! progress with shared table points, and standings ordered by table points then game points.

use super::{Event, MCR};

use axum::http::StatusCode;

#[tokio::test]
async fn after_the_east_round_the_sheet_names_the_winds_of_the_seat_change() {
    let mut ev = Event::start(&MCR).await;
    ev.play(&MCR, 4).await;
    // S1: East and South swap, West and North swap; Ben (first South) deals.
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    let names: Vec<&str> = ev.seats.iter().map(|s| s.1.as_str()).collect();
    let expected: Vec<String> = names
        .iter()
        .zip(["South", "East dealer", "North", "West"])
        .map(|(name, wind)| match wind.split_once(' ') {
            Some((wind, badge)) => format!("{name} ({wind}) {badge}"),
            None => format!("{name} ({wind})"),
        })
        .collect();
    let expected: Vec<&str> = expected.iter().map(String::as_str).collect();
    sheet
        .select("#hand-form fieldset.seat-form legend")
        .assert_texts(&expected);
    // The next hand is S1, paid as the rules say whoever deals it.
    let preview = ev.record(&MCR.game[4]).await;
    preview
        .select(".pay-title")
        .assert_text_contains("This hand pays");
}

#[tokio::test]
async fn the_mcr_sheet_refuses_impossible_hands_with_the_reason_and_keeps_what_was_typed() {
    let mut ev = Event::start(&MCR).await;
    ev.play(&MCR, 1).await;
    let cases: [(&[(&str, &str)], &str); 3] = [
        (
            &[("outcome", "tsumo"), ("win2", "1"), ("fan2", "7")],
            "7 fan is under the 8-fan minimum",
        ),
        (
            &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win2", "1"),
                ("value2", "9"),
                ("false_win2", "under_minimum"),
            ],
            "made a false win in this hand and is out of it",
        ),
        (
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("value2", "8"),
                ("penalty1", "0"),
            ],
            "give the points taken, a whole number above 0",
        ),
    ];
    for (fields, reason) in cases {
        let refused = ev.post_hand("preview", fields).await;
        assert_eq!(
            refused.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{fields:?}: {}",
            refused.body
        );
        let page = refused.page();
        page.select(".error").assert_text_contains(reason);
        // What was typed is still there: the chip ticked, or the fan typed.
        match fields.iter().find(|(k, _)| *k == "value2") {
            Some((_, value)) => assert_eq!(
                page.select("#hand-form input[name=value2][checked]")
                    .attr("value"),
                *value,
                "{fields:?}"
            ),
            None => assert_eq!(
                page.select("#hand-form input[name=fan2]").attr("value"),
                "7",
                "{fields:?}"
            ),
        }
    }
    // A typed fan no chip offers, a false win by a seat that does not win and a penalty beside
    // them: saved.
    ev.record(&super::Hand {
        label: "E2",
        fields: &[
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win2", "1"),
            ("fan2", "13"),
            ("false_win3", "not_winning"),
            ("penalty1", "3"),
        ],
        pays: &["−1", "+9", "+57", "−68"],
    })
    .await;
    let sheet = ev.app.get(&ev.public_url()).await.page();
    sheet
        .select("table.sheet tr.note td")
        .assert_text_contains("false win (not a winning hand), 20 to each");
}

#[tokio::test]
async fn when_time_is_up_the_hand_in_progress_ends_an_mcr_game_with_shared_table_points() {
    let mut ev = Event::start(&MCR).await;
    let id = ev.id;
    let started = ev
        .app
        .post(
            &format!("/admin/t/{id}/rounds/1/clock"),
            &[("minutes", "60")],
        )
        .await;
    assert_eq!(started.status, StatusCode::SEE_OTHER, "{}", started.body);
    // The round started two hours ago: its 60 minutes are over.
    sqlx::query("UPDATE rounds SET clock_started_at = clock_started_at - 7200")
        .execute(&ev.app.pool)
        .await
        .unwrap();
    let sheet = ev.app.get(&ev.sheet_url()).await;
    sheet.assert_contains("When time is up: finish the hand in progress, then the game ends with its scores as they stand.");
    // East self-draws 8 fan in E1, the hand in progress: the game ends after it, and the three
    // players tied second share 2 + 1 + 0 table points.
    let game = ev.game;
    ev.app
        .record_hand(
            id,
            game,
            &[("outcome", "tsumo"), ("win0", "1"), ("value0", "8")],
        )
        .await;
    let public = ev.app.get(&ev.public_url()).await.page();
    public
        .select("table.sheet tr.note td")
        .assert_text_contains("time up; game over");
    let rows = public.select("table.sheet tfoot tr").cells("td");
    assert!(
        rows.contains(&["place", "1", "2", "2", "2"].map(String::from).to_vec()),
        "{rows:?}"
    );
    public
        .select("table.sheet tfoot tr.score td b")
        .assert_texts(&["+4", "+1", "+1", "+1"]);
}

#[tokio::test]
async fn level_table_points_are_ordered_by_game_points_in_the_standings_and_its_csv() {
    let mut app = crate::common::TestApp::signed_in().await;
    let id = app.create_tournament_from(MCR.create).await;
    app.draw_round_one(id, "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\nHana\n")
        .await;
    let started = app
        .post(
            &format!("/admin/t/{id}/rounds/1/clock"),
            &[("minutes", "60")],
        )
        .await;
    assert_eq!(started.status, StatusCode::SEE_OTHER, "{}", started.body);
    sqlx::query("UPDATE rounds SET clock_started_at = clock_started_at - 7200")
        .execute(&app.pool)
        .await
        .unwrap();
    // Both tables end at time after one self-draw by their East: 4 table points each, but
    // table 2's East won 9 fan (51 points) and table 1's 8 (48).
    let games = app.game_ids(id).await;
    for (game, fan) in games.iter().zip(["8", "9"]) {
        app.record_hand(
            id,
            *game,
            &[("outcome", "tsumo"), ("win0", "1"), ("value0", fan)],
        )
        .await;
    }
    let csv = app.get(&format!("/t/{id}/export/standings.csv")).await.body;
    let lines: Vec<Vec<&str>> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').collect())
        .collect();
    let places_and_totals: Vec<(&str, &str)> = lines.iter().map(|l| (l[0], l[4])).collect();
    assert_eq!(
        places_and_totals,
        [
            ("1", "4"),
            ("2", "4"),
            ("3", "1"),
            ("3", "1"),
            ("3", "1"),
            ("6", "1"),
            ("6", "1"),
            ("6", "1"),
        ],
        "{csv}"
    );
    let standings = app.get(&format!("/t/{id}/standings")).await;
    standings.assert_contains("Equal totals are ordered by total game points");
}
