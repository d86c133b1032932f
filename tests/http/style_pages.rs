//! Each style's pages show that style's own fields and none of another style's: the score
//! sheet's per-seat fields, value fields and tile extras, the calculator's inputs, and the
//! tournament form's style settings. The pages are one shared page filled in by the style
//! chosen, so these checks pin which style's parts land on it.

use crate::calculator::calculator_url;
use crate::common;

use axum::http::StatusCode;
use common::TestApp;

/// A tournament under `ruleset` with `players` (CSV text) checked in and round 1 drawn:
/// (app, tournament id, the address of table 1's score sheet).
async fn first_sheet(ruleset: &str, players: &str) -> (TestApp, i64, String) {
    let mut app = TestApp::signed_in().await;
    let id = app
        .create_tournament_from(&[("name", "Style night"), ("ruleset", ruleset)])
        .await;
    app.import_players(id, players).await;
    app.check_in_all(id).await;
    let started = app.start_round(id, &[("table_rule", "")]).await;
    started.assert_redirects();
    let game = app.game_ids(id).await[0];
    (app, id, format!("/admin/t/{id}/games/{game}"))
}

const FOUR: &str = "name\nAiko\nBen\nChloé\nDev\n";
const THREE: &str = "name\nAiko\nBen\nChloé\n";

/// Fields only a riichi-family sheet (riichi, sanma) has.
const RIICHI_SHEET_FIELDS: &[&str] = &[
    r#"name="tenpai0""#,
    r#"name="riichi0""#,
    r#"name="nagashi0""#,
    r#"name="offender""#,
    r#"name="fu0""#,
    r#"name="double_riichi0""#,
    r#"name="ippatsu0""#,
    r#"name="dora""#,
    r#"name="ura""#,
    r#"<span>1 han</span>"#,
    "Liable for the yakuman (pao)",
    "> rinshan</label>",
    "> chankan</label>",
    r#"<span>Chombo</span>"#,
];

/// Fields only a Hong Kong Old Style sheet has.
const HKOS_SHEET_FIELDS: &[&str] = &[
    r#"<select name="penalty0">"#,
    r#"name="dropped0""#,
    r#"name="flowers0""#,
    r#"name="seasons0""#,
    r#"name="kong_on_kong0""#,
    r#"name="heaven0""#,
    r#"name="earth0""#,
    r#"name="man0""#,
    r#"<span>3 faan</span>"#,
    "data-faan-from=",
    "Liable (pao, 6+ faan or limit)",
    "> off a replacement tile</label>",
    "> robbing a kong</label>",
    "<summary>dead hand, penalty</summary>",
];

/// Fields only a sanma sheet has (besides the riichi ones).
const SANMA_SHEET_FIELDS: &[&str] = &[
    r#"<label class="nuki">North tiles set aside (nuki dora) <input name="nuki0""#,
    "A typed value counts the nuki dora",
];

/// Fields every sheet has, whatever the style.
const SHARED_SHEET_FIELDS: &[&str] = &[
    r#"name="win0""#,
    r#"name="value0""#,
    r#"name="pao0""#,
    r#"name="dead0""#,
    r#"name="hand0""#,
    r#"name="win_tile0""#,
    r#"name="melds0""#,
    r#"name="last_tile0""#,
    r#"name="rinshan0""#,
    r#"name="chankan0""#,
    r#"name="discarder""#,
];

/// The first score sheet of a tournament of `ruleset` with `players`, as the organizer opens
/// it: it must answer and have every field all sheets share.
async fn first_sheet_page(ruleset: &str, players: &str) -> common::Reply {
    let (mut app, _, sheet) = first_sheet(ruleset, players).await;
    let page = app.get(&sheet).await;
    assert_eq!(page.status, StatusCode::OK);
    assert_all(&page, SHARED_SHEET_FIELDS);
    page
}

fn assert_all(page: &common::Reply, needles: &[&str]) {
    for needle in needles {
        page.assert_contains(needle);
    }
}

fn assert_none(page: &common::Reply, needles: &[&str]) {
    for needle in needles {
        page.assert_lacks(needle);
    }
}

#[tokio::test]
async fn a_riichi_sheet_has_fu_chips_riichi_and_dora_and_no_faan_penalties_or_nuki() {
    let page = first_sheet_page("msmc-2016", FOUR).await;
    assert_all(&page, RIICHI_SHEET_FIELDS);
    assert_none(&page, HKOS_SHEET_FIELDS);
    assert_none(&page, SANMA_SHEET_FIELDS);
    page.assert_contains("<summary>more</summary>")
        .assert_contains(r#"placeholder="123m456p789s2233z""#);
}

#[tokio::test]
async fn a_sanma_sheet_has_the_riichi_fields_with_nuki_and_no_hkos_fields() {
    let page = first_sheet_page("sanma-msmc", THREE).await;
    assert_all(&page, RIICHI_SHEET_FIELDS);
    assert_all(&page, SANMA_SHEET_FIELDS);
    assert_none(&page, HKOS_SHEET_FIELDS);
    // A sanma set has no 2m–8m: the example says so; three seats, no fourth.
    page.assert_contains(r#"placeholder="123p456p789s2233z""#)
        .assert_lacks(r#"name="win3""#);
}

#[tokio::test]
async fn an_hkos_sheet_has_the_table_penalty_and_faan_and_no_fu_riichi_dora_or_nuki() {
    let page = first_sheet_page("hkos-msmc", FOUR).await;
    assert_all(&page, HKOS_SHEET_FIELDS);
    assert_none(&page, RIICHI_SHEET_FIELDS);
    assert_none(&page, SANMA_SHEET_FIELDS);
    page.assert_contains("When tiles are given they decide the faan")
        .assert_lacks("the value and fu above are then ignored");
}

#[tokio::test]
async fn a_previewed_hand_shows_its_styles_own_result() {
    // Riichi: a hand from tiles shows its score card (yaku and fu).
    let (mut app, _, sheet) = first_sheet("msmc-2016", FOUR).await;
    let preview = app
        .post_hand(
            &sheet,
            "preview",
            &[
                ("outcome", "tsumo"),
                ("win1", "1"),
                ("hand1", "123m456p789s234s55z"),
                ("win_tile1", "5z"),
            ],
        )
        .await;
    preview.assert_ok();
    preview
        .assert_contains(r#"<div class="preview-details">"#)
        .assert_contains(r#"<div class="score-result">"#)
        .assert_lacks("pay-patterns")
        .assert_lacks("hkos-result");

    // Hong Kong Old Style: the patterns found, as lines of the pay bar, and no score card.
    let (mut app, _, sheet) = first_sheet("hkos-msmc", FOUR).await;
    let preview = app
        .post_hand(
            &sheet,
            "preview",
            &[
                ("outcome", "tsumo"),
                ("win0", "1"),
                ("hand0", "222p333s777z55p"),
                ("melds0", "pon 888m"),
                ("win_tile0", "5p"),
            ],
        )
        .await;
    preview.assert_ok();
    preview
        .assert_contains(r#"<p class="small pay-patterns">"#)
        .assert_lacks(r#"<div class="preview-details">"#)
        .assert_lacks("fu-details");
}

#[tokio::test]
async fn each_rulesets_calculator_asks_for_its_own_inputs_and_shows_its_own_result() {
    let mut app = TestApp::new().await;
    let hand = [
        ("hand", "123m456p789s234s55z"),
        ("win_tile", "5z"),
        ("win", "tsumo"),
    ];

    let mut riichi = hand.to_vec();
    riichi.push(("ruleset", "msmc-2016"));
    let page = app.get(&calculator_url(&riichi)).await;
    assert_eq!(page.status, StatusCode::OK);
    page.assert_contains(r#"<div class="score-result">"#)
        .assert_contains(r#"value="chi"><span>Chi</span>"#)
        .assert_contains(r#"value="dora"><span>Dora ind.</span>"#)
        .assert_contains(r#"name="sticks""#)
        .assert_contains(r#"name="honba""#)
        .assert_contains(r#"name="riichi""#)
        .assert_contains("<span>Tsumo</span>")
        .assert_lacks("hkos-result")
        .assert_lacks("bonus-chips")
        .assert_lacks("nuki-field")
        .assert_lacks(r#"name="dealer_keeps""#);

    let mut sanma = hand.to_vec();
    sanma.push(("ruleset", "sanma-msmc"));
    let page = app.get(&calculator_url(&sanma)).await;
    assert_eq!(page.status, StatusCode::OK);
    page.assert_contains(r#"<p class="nuki-field box">"#)
        .assert_contains(r#"value="dora"><span>Dora ind.</span>"#)
        .assert_contains(r#"name="riichi""#)
        .assert_lacks(r#"value="chi""#)
        .assert_lacks("bonus-chips")
        .assert_lacks(r#"name="dealer_keeps""#);

    let page = app
        .get(&calculator_url(&[
            ("ruleset", "hkos-msmc"),
            ("hand", "222p333s777z55p"),
            ("melds", "pon 888m"),
            ("win_tile", "5p"),
            ("win", "tsumo"),
        ]))
        .await;
    assert_eq!(page.status, StatusCode::OK);
    page.assert_contains(r#"<div class="score-result hkos-result">"#)
        .assert_contains(r#"<fieldset class="bonus-chips">"#)
        .assert_contains(r#"value="chi"><span>Chow</span>"#)
        .assert_contains("<span>Self-pick</span>")
        .assert_contains(r#"name="dealer_keeps""#)
        .assert_contains(r#"name="kong_on_kong""#)
        .assert_contains("faan-note")
        .assert_lacks(r#"value="dora""#)
        .assert_lacks(r#"name="ura""#)
        .assert_lacks(r#"name="sticks""#)
        .assert_lacks(r#"name="riichi""#)
        .assert_lacks("nuki-field")
        .assert_lacks("fu-details");
}

#[tokio::test]
async fn the_tournament_form_offers_the_hkos_settings_to_its_rulesets_only() {
    let mut app = TestApp::signed_in().await;
    let page = app.get("/admin/tournaments/new").await;
    assert_eq!(page.status, StatusCode::OK);
    page.assert_contains(r#"data-hkos-rulesets="hkos-msmc ">"#)
        .assert_contains(r#"<fieldset class="hkos-settings" id="hkos-settings">"#)
        .assert_contains(r#"<select name="winds">"#)
        .assert_contains(r#"name="faan_table""#);
}
