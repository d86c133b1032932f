//! What only Hong Kong Old Style has (issue 16), beside the shared suite: the ruleset's
//! settings at creation (wind rounds, the tournament's own faan table, refused without a value
//! for 3 faan) and fixed once a round exists; the sheet's refusals that keep what was typed
//! (pao under 6 faan, dropped tiles without a count, a riichi value); the patterns a hand
//! scored from its tiles lists; the dealer's repeats; the calculator paying by the
//! tournament's table; and the settings carried by an export to another laptop.

use super::{Event, Hand, HKOS, HKOS_FAAN_TABLE};
use crate::common::TestApp;

use axum::http::StatusCode;

#[tokio::test]
async fn an_hkos_tournament_is_created_with_its_wind_rounds_and_faan_table() {
    let mut app = TestApp::signed_in().await;
    let form = app.get("/admin/tournaments/new").await.page();
    assert_eq!(
        form.select("input[name=faan_table]").attr("value"),
        "3: 8, 4: 16, 5: 24, 6: 32, 7: 48, 8: 64",
        "the club's table is offered"
    );

    // A table that pays nothing for the 3-faan minimum is refused, the form kept.
    let refused = app
        .post(
            "/admin/tournaments",
            &[
                ("name", "Old style"),
                ("ruleset", "hkos-msmc"),
                ("winds", "2"),
                ("faan_table", "4: 20, 8: 80"),
            ],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    let page = refused.page();
    page.select(".error")
        .assert_text_contains("no value for 3 faan");
    assert_eq!(page.select("input[name=name]").attr("value"), "Old style");
    assert_eq!(
        page.select("input[name=faan_table]").attr("value"),
        "4: 20, 8: 80"
    );
    page.select("select[name=winds] option[selected]")
        .assert_count(1);
    assert_eq!(
        page.select("select[name=winds] option[selected]")
            .attr("value"),
        "2"
    );

    let id = app.create_tournament_from(HKOS.create).await;
    let manage = app.get(&format!("/admin/t/{id}")).await.page();
    let rules = format!("faan → points {HKOS_FAAN_TABLE}");
    manage
        .select("main p")
        .assert_text_contains("rules: MSMC Hong Kong Old Style")
        .assert_text_contains("2 wind rounds (East and South) per game")
        .assert_text_contains(&rules);
    app.get(&format!("/t/{id}"))
        .await
        .page()
        .select("main p")
        .assert_text_contains(&rules);
}

#[tokio::test]
async fn the_hkos_sheet_refuses_what_it_cannot_score_and_keeps_what_was_typed() {
    let mut ev = Event::start(&HKOS).await;
    ev.play(&HKOS, 2).await;

    // Pao under 6 faan.
    ev.assert_refused(
        &[
            ("outcome", "tsumo"),
            ("win1", "1"),
            ("value1", "5"),
            ("pao1", "3"),
        ],
        "6 faan or more",
    )
    .await;

    // Dropped tiles without a count.
    ev.assert_refused(
        &[("outcome", "draw"), ("penalty0", "drop"), ("dead1", "1")],
        "how many tiles fell",
    )
    .await;

    // A riichi value sent to an HKOS sheet is refused by the form, never scored.
    let refused = ev
        .post_hand(
            "preview",
            &[("outcome", "tsumo"), ("win1", "1"), ("value1", "mangan")],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused
        .page()
        .select(".error")
        .assert_text_contains("a number of faan (3 or more) or the limit");
}

#[tokio::test]
async fn an_hkos_hand_from_its_tiles_lists_its_patterns_and_the_dealer_keeps_the_deal() {
    let mut ev = Event::start(&HKOS).await;
    ev.play(&HKOS, 3).await;
    // The fourth hand is scored from East's tiles with their own flower: the preview lists
    // the patterns found, for the table to check the count before saving.
    let preview = ev.record(&HKOS.game[3]).await;
    let patterns = format!(
        "{}: Dragon pung 1, Own flower 1, Self pick 1, All pungs 3",
        ev.seats[0].1
    );
    preview.select("p.pay-patterns").assert_text(&patterns);
    // The dealer North wins E4: the deal stays, and the sheet says so.
    ev.record(&HKOS.game[4]).await;
    ev.app
        .get(&ev.sheet_url())
        .await
        .page()
        .select(".dealer-keeps")
        .assert_text(", the dealer has kept the deal 1 time in a row");
    for hand in &HKOS.game[5..] {
        ev.record(hand).await;
    }
    // The game's page shows the tiles again with the patterns scored, and no uma.
    let public = ev.app.get(&ev.public_url()).await.page();
    public
        .select("table.sheet .sheet-tiles")
        .assert_text_contains(&patterns);
    assert!(!public.text().contains("uma"), "{}", public.excerpt());
    // hands.csv names the values in faan and the limit.
    let hands = ev
        .app
        .get(&format!("/t/{}/export/hands.csv", ev.id))
        .await
        .body;
    let values: Vec<&str> = hands
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(6).unwrap())
        .collect();
    assert_eq!(values[..2], ["4 faan", "limit"], "{hands}");
}

#[tokio::test]
async fn hkos_settings_are_fixed_once_a_round_exists() {
    let mut ev = Event::start(&HKOS).await;
    let edit = ev
        .app
        .post(
            &format!("/admin/t/{}/edit", ev.id),
            &[
                ("name", "Old style"),
                ("ruleset", "hkos-msmc"),
                ("winds", "1"),
                ("faan_table", HKOS_FAAN_TABLE),
            ],
        )
        .await;
    assert_eq!(edit.status, StatusCode::UNPROCESSABLE_ENTITY);
    edit.page()
        .select(".error")
        .assert_text_contains("cannot change once a round has started");
}

#[tokio::test]
async fn the_calculator_of_an_hkos_tournament_pays_by_the_tournaments_faan_table() {
    let mut ev = Event::start(&HKOS).await;
    // All pungs, mixed flush of dots, own flower as East: 7 faan. The club's table pays 48;
    // this tournament's pays 40 (its key 6 is the highest at or below 7).
    let query = "hand=111p333p555p22z&win_tile=2z&melds=pon+777p&seat_wind=E&f1=1";
    let page = ev
        .app
        .get(&format!("/t/{}/calculator?{query}", ev.id))
        .await;
    page.assert_ok();
    let page = page.page();
    page.select(".score-value").assert_text("7 faan");
    page.select(".hkos-base").assert_text("Base points: 40");
    page.select("ul.payments li")
        .assert_text_contains("The discarder pays 80");
    // The club's calculator outside the tournament keeps the club's table.
    ev.app
        .get(&format!("/calculator?ruleset=hkos-msmc&{query}"))
        .await
        .page()
        .select(".hkos-base")
        .assert_text("Base points: 48");
}

#[tokio::test]
async fn an_hkos_tournament_moves_with_its_wind_rounds_and_faan_table() {
    let mut ev = Event::start(&HKOS).await;
    let id = ev.id;
    // South self-picks 7 faan: b = 40 under the tournament's table, 80 from each.
    ev.record(&Hand::new(
        "E1",
        "outcome=tsumo&win1=1&value1=7",
        "−80 +240 −80 −80",
    ))
    .await;
    let app = &mut ev.app;
    let file = app.get(&format!("/admin/t/{id}/export.json")).await;
    assert_eq!(file.status, StatusCode::OK);
    assert!(
        file.body.contains(r#"\"winds\":2"#) && file.body.contains(r#"\"6\":40"#),
        "{}",
        file.body
    );
    let copy = app.import_new(&file.body).await;
    app.get(&format!("/admin/t/{copy}"))
        .await
        .page()
        .select("main p")
        .assert_text_contains("2 wind rounds (East and South) per game")
        .assert_text_contains(&format!("faan → points {HKOS_FAAN_TABLE}"));
    // The copied game replays with the copied table: 7 faan pays b = 40, 80 from each.
    let copied_game = *app.game_ids(copy).await.first().unwrap();
    let copied = app
        .get(&format!("/t/{copy}/games/{copied_game}"))
        .await
        .page();
    copied
        .select("table.sheet tbody .delta")
        .assert_texts(&["−80", "+240", "−80", "−80"]);
    copied
        .select("#sheet ~ p.muted")
        .assert_text_contains("Next: E2");

    // A file whose settings are not a possible table is refused with the reason.
    let bad = file.body.replace(r#"\"3\":10,"#, "");
    let refused = app.import_file(&bad).await;
    refused.assert_unprocessable();
    refused
        .page()
        .select(".error")
        .assert_text_contains("no value for 3 faan");
}
