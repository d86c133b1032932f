//! The MCR hand calculator over HTTP: each fan listed with its count and the payments, the
//! reasons a hand is refused, and hostile MCR fields answered without a server error. The query
//! helpers are [`crate::calculator`]'s.

use crate::calculator::calculator_url;
use crate::common::TestApp;

use axum::http::StatusCode;

#[tokio::test]
async fn the_mcr_calculator_lists_each_fan_with_its_count_and_the_payments_and_refuses_with_the_reason(
) {
    let mut app = TestApp::new().await;
    let calculate = |pairs: &[(&str, &str)]| {
        let mut all = vec![("ruleset", "mcr")];
        all.extend_from_slice(pairs);
        calculator_url(&all)
    };
    // South's pung of South with a chow called, two flower chips ticked, won on a discard in the
    // East round: mixed straight 8, seat wind 2, closed wait 1, two flowers 2 = 13 fan.
    let hand = [
        ("hand", "456p789s55p222z"),
        ("win_tile", "5p"),
        ("melds", "chi 123m"),
        ("f1", "1"),
        ("s3", "1"),
        ("win", "ron"),
        ("seat_wind", "S"),
        ("round_wind", "E"),
    ];
    let page = app.get(&calculate(&hand)).await;
    page.assert_ok();
    let shown = page.page();
    shown.select(".refusal").assert_none();
    shown
        .select(".mcr-result p.score-value")
        .assert_text("13 fan");
    let fans: Vec<Vec<String>> = shown.select(".mcr-result table.mcr-fans tr").cells("td");
    assert_eq!(
        fans,
        [
            ["Mixed Straight", "8 fan"],
            ["Seat Wind", "2 fan"],
            ["Closed Wait", "1 fan"],
            ["Flower Tiles ×2", "2 fan"],
        ]
        .map(|row| row.map(String::from).to_vec())
        .to_vec()
    );
    shown.select(".mcr-result ul.payments li").assert_texts(&[
        "The discarder pays 21",
        "Each other player pays 8",
        "The winner receives 37",
    ]);
    // The MCR inputs are offered and keep what was ticked; riichi's are not.
    shown
        .select("#calc-form input[name=fourth_tile]")
        .assert_count(1);
    shown
        .select("#calc-form input[name=f1][checked]")
        .assert_count(1);
    shown.select("#calc-form input[name=riichi]").assert_none();
    shown.select("#calc-form input[name=dora]").assert_none();
    // The same tiles as the seat of North: no seat wind, the pung of South counts 1.
    let mut north = hand.to_vec();
    north[6] = ("seat_wind", "N");
    app.get(&calculate(&north))
        .await
        .page()
        .select(".mcr-result p.score-value")
        .assert_text("12 fan");

    for (pairs, reason) in [
        (
            &[
                ("hand", "567p345s55p678s"),
                ("win_tile", "8s"),
                ("melds", "chi 234m"),
            ][..],
            "under the minimum: 5 fan, 8 needed",
        ),
        (
            &[("hand", "123m456p789s55p123z"), ("win_tile", "5p")][..],
            "not a winning hand",
        ),
        (
            &[("hand", "11111m456p789s55p22z"), ("win_tile", "5p")][..],
            "5 copies of 1m: there are only 4 of each tile",
        ),
        (
            &[
                ("hand", "123m456p789s55p222z"),
                ("win_tile", "5p"),
                ("win", "tsumo"),
                ("chankan", "1"),
            ][..],
            "robbing the kong is a win on another player's kong, not a self-draw",
        ),
    ] {
        let page = app.get(&calculate(pairs)).await;
        page.assert_ok();
        let shown = page.page();
        shown.select(".refusal").assert_text_contains(reason);
        shown.select(".score-result").assert_none();
        assert_eq!(
            shown.select("input[name=hand]").attr("value"),
            pairs[0].1,
            "{pairs:?}"
        );
    }
}

#[tokio::test]
async fn hostile_mcr_fields_never_cause_a_server_error() {
    let mut app = TestApp::new().await;
    let long = "1m".repeat(200);
    let values = [
        "",
        "<script>alert(1)</script>",
        "999999999999999999999",
        "-1",
        "x",
        long.as_str(),
    ];
    for name in [
        "hand",
        "win_tile",
        "melds",
        "fourth_tile",
        "f1",
        "round_wind",
    ] {
        for value in values {
            let mut pairs = vec![
                ("ruleset", "mcr"),
                ("hand", "123m456p789s55p222z"),
                ("win_tile", "5p"),
                ("win", "tsumo"),
                ("rinshan", "1"),
            ];
            pairs.retain(|(k, _)| *k != name);
            pairs.push((name, value));
            let path = calculator_url(&pairs);
            let reply = app.get(&path).await;
            assert_eq!(reply.status, StatusCode::OK, "{path}:\n{}", reply.body);
            assert!(
                !reply.body.contains("<script>alert(1)"),
                "{path} echoed a script"
            );
        }
    }
}
