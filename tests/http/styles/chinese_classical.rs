//! What only Chinese Classical has, beside the shared suite (docs/rules.md §11): the preview
//! showing every player's score worked out and who pays whom; impossible scores refused with the
//! reason, naming the player, the form keeping everything typed and picked; a stored hand shown
//! again with every score for correcting it; the public sheet and hands.csv showing each score;
//! East paying and receiving double under its preset.

use super::{Event, CHINESE_CLASSICAL};

/// A won hand's fields: South wins off West, with these extra fields.
fn won(extra: &'static [(&'static str, &'static str)]) -> Vec<(&'static str, &'static str)> {
    let mut fields = vec![("outcome", "ron"), ("discarder", "2"), ("win1", "1")];
    fields.extend_from_slice(extra);
    fields
}

#[tokio::test]
async fn the_preview_works_out_every_players_score_and_who_pays_whom() {
    let mut ev = Event::start(&CHINESE_CLASSICAL).await;
    let page = ev.record(&CHINESE_CLASSICAL.game[0]).await;
    let (east, south, west, north) = (
        ev.seats[0].1.clone(),
        ev.seats[1].1.clone(),
        ev.seats[2].1.clone(),
        ev.seats[3].1.clone(),
    );
    page.select(".pay-title")
        .assert_text_contains(&format!(
            "scores {east} 8, {south} 32 × 2^1 = 64, {west} 2 × 2^2 = 8, {north} 0"
        ))
        .assert_text_contains(&format!(
            "{east} pays {south} 64, {west} pays {south} 64, {north} pays {south} 64, {north} pays {east} 8, {north} pays {west} 8"
        ));
    // The public sheet shows the same, and hands.csv gives the winner's score as given.
    let public = ev.app.get(&ev.public_url()).await;
    assert!(public.body.contains("32 × 2^1 = 64"), "{}", public.body);
    let csv = ev.app.get(&format!("/t/{}/export/hands.csv", ev.id)).await;
    assert!(
        csv.body.contains("32 points 1 double")
            && csv.body.contains(&format!("{north} pays {east} 8")),
        "{}",
        csv.body
    );
}

#[tokio::test]
async fn impossible_scores_are_refused_with_the_reason_and_the_form_keeps_what_was_typed() {
    let mut ev = Event::start(&CHINESE_CLASSICAL).await;
    let zero = [("points0", "0"), ("points2", "0"), ("points3", "0")];
    let with = |more: &'static [(&'static str, &'static str)]| {
        let mut f = won(more);
        f.extend_from_slice(&zero);
        f
    };
    let cases: Vec<(Vec<(&str, &str)>, String)> = vec![
        (
            won(&[("points1", "40"), ("points0", "-4"), ("points2", "0"), ("points3", "0")]),
            format!(
                "{}'s score: points must be a whole number from 0 up; -4 is not.",
                ev.seats[0].1
            ),
        ),
        (
            with(&[("points1", "10")]),
            "include the 20 for winning; 10 is fewer".into(),
        ),
        (
            won(&[("points1", "40"), ("limit0", "1"), ("points2", "0"), ("points3", "0")]),
            format!(
                "{}'s score: only the winner's complete hand can be a limit hand",
                ev.seats[0].1
            ),
        ),
        (
            with(&[("points1", "forty")]),
            format!("{}'s score: the points are a whole number.", ev.seats[1].1),
        ),
        (
            with(&[("points1", "40"), ("pick1:dragon-set", "1")]),
            format!("{}'s score: give the points and doubles, the limit, or the entries picked, only one of them.", ev.seats[1].1),
        ),
        (
            with(&[("pick1:dragon-set", "4")]),
            "is picked 4 times; a hand has it at most 3".into(),
        ),
        (
            won(&[("points1", "40")]),
            format!("{}'s score: give the points and doubles", ev.seats[0].1),
        ),
    ];
    for (fields, reason) in &cases {
        ev.assert_refused(fields, reason).await;
    }
    // Nothing was saved.
    let sheet = ev.app.get(&ev.sheet_url()).await;
    assert!(sheet.body.contains("Record hand #1"), "{}", sheet.body);
}

#[tokio::test]
async fn a_stored_hand_shows_every_players_score_again_for_correcting() {
    let mut ev = Event::start(&CHINESE_CLASSICAL).await;
    ev.play(&CHINESE_CLASSICAL, 2).await;
    let edit = ev
        .app
        .get(&format!("{}/hands/1/edit", ev.sheet_url()))
        .await;
    edit.assert_ok();
    let page = edit.page();
    for (name, value) in [
        ("pick0:self-pick", "1"),
        ("pick0:dragon-set", "1"),
        ("pick1:open-pung-simples", "1"),
        ("points2", "0"),
        ("doubles2", "0"),
        ("points3", "4"),
        ("doubles3", "0"),
    ] {
        assert_eq!(
            page.select(&format!("#hand-form input[name='{name}']"))
                .attr("value"),
            value,
            "{name}"
        );
    }
    page.select("#hand-form input[name=win0][checked]")
        .assert_count(1);
    // hands.csv names the winner's picks in words, in the list's order.
    let csv = ev.app.get(&format!("/t/{}/export/hands.csv", ev.id)).await;
    assert!(
        csv.body.contains(
            "Concealed pung of terminals or honours + Self-picked win + Pung or gong of dragons (each)"
        ),
        "{}",
        csv.body
    );
}

#[tokio::test]
async fn under_east_double_the_dealers_payments_are_doubled() {
    let style = super::Style {
        name: "Chinese Classical (limit 500, East double)",
        preset: "chinese-classical-east-double",
        create: &[
            ("name", "Chinese Classical East double"),
            ("ruleset", "chinese-classical-east-double"),
        ],
        ..CHINESE_CLASSICAL
    };
    let mut ev = Event::start(&style).await;
    // East deals E1: South's 64 from East is 128 and North's 8 to East is 16.
    let hand = super::Hand::new("E1", CHINESE_CLASSICAL.game[0].form, "−112 +256 −56 −88");
    ev.record(&hand).await;
}

#[tokio::test]
async fn the_calculator_says_chinese_classical_hands_are_counted_on_the_sheet() {
    let mut app = crate::common::TestApp::new().await;
    let query = serde_urlencoded::to_string([
        ("ruleset", "chinese-classical"),
        ("hand", "123m456p789s11z22z"),
        ("win_tile", "3m"),
        ("win", "tsumo"),
    ])
    .unwrap();
    let page = app.get(&format!("/calculator?{query}")).await;
    page.assert_ok();
    page.assert_contains("Chinese Classical hands are not scored from tiles here");
}
