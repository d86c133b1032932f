//! The hand calculator over HTTP, and a score sheet hand recorded from its tiles: the yaku,
//! fu and payment a known hand gives, the reasons a hand is refused, hostile input answered
//! without a server error, and the stored hand keeping its tiles. MCR's calculator is tested in
//! `calculator_mcr`.

use crate::common;

use axum::http::StatusCode;
use common::{hidden_field, TestApp};

/// A query string from pairs, encoded as a browser would.
pub(crate) fn query(pairs: &[(&str, &str)]) -> String {
    serde_urlencoded::to_string(pairs).unwrap()
}

/// The calculator's address with `pairs` as its query, as its form sends them.
pub(crate) fn calculator_url(pairs: &[(&str, &str)]) -> String {
    format!("/calculator?{}", query(pairs))
}

#[tokio::test]
async fn the_spec_example_gives_six_han_sixty_fu_haneman_and_twelve_thousand() {
    let mut app = TestApp::new().await;
    let page = app
        .get(&calculator_url(&[
            ("hand", "123m789p22z"),
            ("win_tile", "3m"),
            ("melds", "ankan 5555z, pon 999p"),
            ("dora", "7z4p"),
            ("win", "ron"),
            ("seat_wind", "N"),
            ("round_wind", "E"),
            ("sticks", "1"),
        ]))
        .await;
    page.assert_ok();
    page.assert_contains("<b>6 han 60 fu</b> · Haneman")
        .assert_contains("Yakuhai: white dragon")
        .assert_contains("Chanta")
        .assert_contains("<td>Dora</td><td class=\"num\">4 han</td>")
        .assert_contains("Concealed kan of terminals or honours</td><td class=\"num\">32 fu")
        .assert_contains("58 fu, rounded up to 60 fu")
        .assert_contains("The discarder pays 12000")
        .assert_contains("The winner receives 13000")
        .assert_contains("1 riichi stick")
        .assert_contains("/static/tiles/back.svg");
    page.assert_lacks("class=\"refusal\"");
}

#[tokio::test]
async fn a_tsumo_shows_what_the_dealer_and_the_others_pay() {
    let mut app = TestApp::new().await;
    // Riichi, menzen tsumo, pinfu, tanyao: 4 han 20 fu for South, 1300 and 2600 with a counter.
    let page = app
        .get(&calculator_url(&[
            ("hand", "234m567p345s88p678s"),
            ("win_tile", "6s"),
            ("win", "tsumo"),
            ("riichi", "1"),
            ("seat_wind", "S"),
            ("honba", "1"),
        ]))
        .await;
    page.assert_contains("<b>4 han 20 fu</b>")
        .assert_contains("Pinfu")
        .assert_contains("Menzen tsumo")
        .assert_contains("The dealer pays 2700")
        .assert_contains("Each other player pays 1400");
}

#[tokio::test]
async fn a_hand_without_yaku_or_shape_is_refused_with_the_reason() {
    let mut app = TestApp::new().await;
    let no_yaku = app
        .get(&calculator_url(&[
            ("hand", "123m456p234s11p"),
            ("win_tile", "4s"),
            ("melds", "chi 789s"),
        ]))
        .await;
    assert_eq!(no_yaku.status, StatusCode::OK);
    no_yaku.assert_contains("No yaku: this hand cannot win");
    let no_shape = app
        .get(&calculator_url(&[
            ("hand", "123m456p789s235s11z"),
            ("win_tile", "5s"),
        ]))
        .await;
    no_shape.assert_contains("Not a winning hand");
    let too_many = app
        .get(&calculator_url(&[
            ("hand", "33333m456p789s11z"),
            ("win_tile", "3m"),
        ]))
        .await;
    too_many.assert_contains("Not a possible hand: 5 copies of 3m");
}

#[tokio::test]
async fn hostile_input_never_causes_a_server_error() {
    let mut app = TestApp::new().await;
    let values = [
        "",
        "<script>alert(1)</script>",
        "0000000000000000000000000000000000000000000000000000000000000000000000000000m",
        "999999999999999999999",
        "-1",
        "ankan",
        "pon 999p pon 999p pon 999p pon 999p pon 999p",
        "chi 135m",
        "1z2z3z4z5z6z7z8z9z",
        "🀄🀄🀄",
        "\u{0}",
        "m",
        "123",
        &"1m".repeat(500),
    ];
    let names = [
        "hand",
        "win_tile",
        "melds",
        "dora",
        "ura",
        "honba",
        "sticks",
        "seat_wind",
        "win",
    ];
    for value in values {
        for name in names {
            let mut pairs = vec![("hand", "123m456p789s11122z"), ("win_tile", "3m")];
            pairs.retain(|(k, _)| *k != name);
            pairs.push((name, value));
            let path = calculator_url(&pairs);
            let reply = app.get(&path).await;
            assert!(
                reply.status.as_u16() < 500,
                "{path} answered {}:\n{}",
                reply.status,
                reply.body
            );
            reply.assert_lacks("<script>alert(1)");
        }
    }
    // Query strings that are not valid form encoding are refused, never a 500.
    for path in [
        "/calculator?hand=%ZZ",
        "/calculator?%FF%FE=1",
        "/t/abc/calculator",
    ] {
        let reply = app.get(path).await;
        assert!(
            reply.status.as_u16() < 500,
            "{path} answered {}",
            reply.status
        );
    }
}

#[tokio::test]
async fn the_calculator_is_linked_from_the_header_and_a_tournament_uses_its_ruleset() {
    let mut app = TestApp::signed_in().await;
    let home = app.get("/").await;
    home.assert_contains("href=\"/calculator\"");
    let club = app.create_tournament("Club night").await;
    let red = app
        .post(
            "/admin/tournaments",
            &[
                ("name", "Online rules"),
                ("date", "2026-04-10"),
                ("venue", ""),
                ("ruleset", "tenhou"),
            ],
        )
        .await;
    let red: i64 = red
        .location()
        .trim_start_matches("/admin/t/")
        .parse()
        .unwrap();
    let page = app.get(&format!("/t/{club}")).await;
    page.assert_contains(&format!("href=\"/t/{club}/calculator\""));
    let club_page = app.get(&format!("/t/{club}/calculator")).await;
    assert_eq!(club_page.status, StatusCode::OK);
    club_page.assert_contains("MSMC 2016");
    club_page.assert_lacks("data-tile=\"0m\"");
    // The same hand with a red five: one more han where red fives count.
    let hand = query(&[
        ("hand", "234m067p345s88p678s"),
        ("win_tile", "6s"),
        ("riichi", "1"),
        ("seat_wind", "S"),
    ]);
    let with_red = app.get(&format!("/t/{red}/calculator?{hand}")).await;
    with_red
        .assert_contains("data-tile=\"0m\"")
        .assert_contains("Red fives</td>")
        .assert_contains("<b>4 han 30 fu</b>");
    app.get(&format!("/t/{club}/calculator?{hand}"))
        .await
        .assert_contains("<b>3 han 30 fu</b>");
    assert_eq!(
        app.get("/t/99999/calculator").await.status,
        StatusCode::NOT_FOUND
    );
}

/// The name of the player in `seat` (0 = East) of a game; the draw decides who sits where.
async fn seated(app: &TestApp, game: i64, seat: i64) -> String {
    sqlx::query_scalar(
        "SELECT p.name FROM game_seats s JOIN players p ON p.id = s.player_id WHERE s.game_id = $1 AND s.seat = $2",
    )
    .bind(game)
    .bind(seat)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

/// A tournament of four with round 1 started; returns the app, its id and the game's id.
async fn one_table() -> (TestApp, i64, i64) {
    let mut app = TestApp::signed_in().await;
    let id = app
        .tournament_with_round_one(
            "Tiles",
            "name
Aiko
Ben
Chloé
Dev
",
        )
        .await;
    let game = app.game_ids(id).await[0];
    (app, id, game)
}

#[tokio::test]
async fn a_hand_recorded_from_its_tiles_stores_the_computed_value_and_the_sheet_shows_them() {
    let (mut app, id, game) = one_table().await;
    let sheet = format!("/admin/t/{id}/games/{game}");
    let version = hidden_field(&app.get(&sheet).await.body, "version").unwrap();
    let seat = app.get(&sheet).await.body.contains("name=\"hand1\"");
    assert!(seat, "the form offers the tiles entry");
    let south = seated(&app, game, 1).await;
    // E1: South declares riichi and wins on Dev's discard; no value chosen, only tiles.
    let fields = [
        ("version", version.as_str()),
        ("action", "preview"),
        ("outcome", "ron"),
        ("discarder", "3"),
        ("win1", "1"),
        ("riichi1", "1"),
        ("hand1", "234m567p345s88p 678s"),
        ("win_tile1", "6s"),
        ("dora", "1m"),
    ];
    let preview = app.post(&format!("{sheet}/hands"), &fields).await;
    preview.assert_ok();
    preview
        .assert_contains("This hand pays")
        .assert_contains(&format!("{south}'s hand"))
        .assert_contains("<b>4 han 30 fu</b>")
        .assert_contains("Tanyao (all simples)")
        .assert_contains("The discarder pays 7700")
        .assert_contains("+7700")
        .assert_contains("−7700");
    let mut save = fields.to_vec();
    save[1] = ("action", "save");
    let saved = app.post(&format!("{sheet}/hands"), &save).await;
    saved.assert_redirects();

    let stored: String = sqlx::query_scalar("SELECT data FROM hands WHERE game_id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let stored: serde_json::Value = serde_json::from_str(&stored).unwrap();
    let winner = &stored["winners"][0];
    assert_eq!(winner["seat"], 1);
    assert_eq!(winner["han"], 4);
    assert_eq!(winner["fu"], 30);
    assert_eq!(winner["tiles"]["concealed"], "234m567p345s88p678s");
    assert_eq!(winner["tiles"]["win_tile"], "6s");
    assert_eq!(winner["tiles"]["dora_indicators"], "1m");
    assert_eq!(winner["tiles"]["flags"], serde_json::json!(["riichi"]));
    assert!(winner["tiles"]["yaku"]
        .as_array()
        .unwrap()
        .contains(&serde_json::json!(["pinfu", 1])));

    let public = app.get(&format!("/t/{id}/games/{game}")).await;
    public
        .assert_contains(&format!("{south}: Riichi 1, Pinfu 1, Tanyao 1, Dora 1"))
        .assert_contains("/static/tiles/6s.svg")
        .assert_contains("32700");
    // Editing shows the tiles again, and saving them unchanged changes nothing.
    let edit = app.get(&format!("{sheet}/hands/0/edit")).await;
    edit.assert_contains("value=\"234m567p345s88p678s\"")
        .assert_contains("name=\"dora\" value=\"1m\"");
}

#[tokio::test]
async fn a_win_without_yaku_is_refused_as_a_chombo_to_record() {
    let (mut app, id, game) = one_table().await;
    let sheet = format!("/admin/t/{id}/games/{game}");
    let reply = app
        .post_hand(
            &sheet,
            "save",
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("hand2", "123m456p234s11p"),
                ("melds2", "chi 789s"),
                ("win_tile2", "4s"),
            ],
        )
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    reply.assert_contains("a win declared without a yaku is a chombo under the club&#39;s rules: record it as a chombo");
    let bad = app
        .post_hand(
            &sheet,
            "preview",
            &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win2", "1"),
                ("hand2", "123m"),
                ("win_tile2", "3m"),
            ],
        )
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    let west = seated(&app, game, 2).await;
    bad.assert_contains(&format!("{west}&#39;s tiles: Not a possible hand"));
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM hands WHERE game_id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(count, 0, "nothing was recorded");
}

/// A query for the calculator under the ruleset `id`.
/// The calculator under `ruleset` with `pairs`, answered as a page that refuses the hand
/// saying `reason` and scores nothing.
async fn refused(
    app: &mut TestApp,
    ruleset: &str,
    pairs: &[(&str, &str)],
    reason: &str,
) -> common::Reply {
    let page = app.get(&under(ruleset, pairs)).await;
    assert_eq!(page.status, StatusCode::OK);
    page.assert_contains(&format!("class=\"refusal\">{reason}"));
    assert!(!page.body.contains("class=\"score-result"), "{}", page.body);
    page
}

pub(crate) fn under(id: &str, pairs: &[(&str, &str)]) -> String {
    let mut all = vec![("ruleset", id)];
    all.extend_from_slice(pairs);
    calculator_url(&all)
}

#[tokio::test]
async fn sanma_scores_with_nuki_dora_and_tsumo_loss_and_keeps_its_choice() {
    let mut app = TestApp::new().await;
    let hand = [
        ("hand", "111m999m234p567s55p"),
        ("win_tile", "4p"),
        ("win", "tsumo"),
        ("riichi", "1"),
        ("seat_wind", "S"),
        ("nuki", "2"),
    ];
    let page = app.get(&under("sanma-msmc", &hand)).await;
    page.assert_ok();
    // Riichi, tsumo and two nuki dora: a mangan, paid by two players only (tsumo loss).
    page.assert_contains("<b>4 han 40 fu</b> · Mangan")
        .assert_contains("<td>Nuki dora (North tiles set aside)</td><td class=\"num\">2 han</td>")
        .assert_contains("<li>The dealer pays 4000</li>")
        .assert_contains("<li>The other non-dealer pays 2000</li>")
        .assert_contains("The winner receives 6000")
        // The form keeps the rules, the nuki count and the tiles.
        .assert_contains("<option value=\"sanma-msmc\" selected>")
        .assert_contains("name=\"nuki\" value=\"2\"")
        .assert_contains("name=\"hand\" value=\"111m999m234p567s55p\"")
        // The sanma picker: 1m and 9m, no 2m–8m, no North seat, no chi.
        .assert_contains("data-tile=\"1m\"")
        .assert_contains("data-tile=\"9m\"");
    for absent in [
        "data-tile=\"2m\"",
        "data-tile=\"8m\"",
        "data-tile=\"0m\"",
        "<option value=\"N\"",
        "value=\"chi\"",
        "class=\"refusal\"",
    ] {
        assert!(!page.body.contains(absent), "{absent} in:\n{}", page.body);
    }
    // Without nuki: riichi and tsumo, 2 han 40 fu, 1300 from the dealer and 700 from the other.
    let plain: Vec<(&str, &str)> = hand.iter().copied().filter(|(k, _)| *k != "nuki").collect();
    app.get(&under("sanma-msmc", &plain))
        .await
        .assert_contains("<b>2 han 40 fu</b>")
        .assert_contains("<li>The dealer pays 1300</li>")
        .assert_contains("<li>The other non-dealer pays 700</li>");
}

#[tokio::test]
async fn sanma_refuses_a_2m_and_a_fifth_north_with_the_reason_and_keeps_the_form() {
    let mut app = TestApp::new().await;
    let hand = [("win_tile", "4p"), ("riichi", "1")];
    let two_m = [&hand[..], &[("hand", "123m999m234p567s55p"), ("nuki", "1")]].concat();
    refused(
        &mut app,
        "sanma-msmc",
        &two_m,
        "Not a possible hand: 2m does not exist in sanma",
    )
    .await
    .assert_contains("name=\"hand\" value=\"123m999m234p567s55p\"")
    .assert_contains("name=\"nuki\" value=\"1\"")
    .assert_contains("name=\"riichi\" value=\"1\" checked");
    let five_north = [&hand[..], &[("hand", "111m999m234p567s55p"), ("nuki", "5")]].concat();
    refused(
        &mut app,
        "sanma-msmc",
        &five_north,
        "The nuki count (North tiles set aside) must be a whole number from 0 to 4.",
    )
    .await
    .assert_contains("name=\"nuki\" value=\"5\"");
}

/// An all-pungs mixed flush of dots with a pon of 7p, won on a South pair.
const HKOS_HAND: [(&str, &str); 3] = [
    ("hand", "111p333p555p22z"),
    ("win_tile", "2z"),
    ("melds", "pon 777p"),
];

#[tokio::test]
async fn hkos_lists_patterns_faan_base_points_and_payments() {
    let mut app = TestApp::new().await;
    let mut pairs = HKOS_HAND.to_vec();
    pairs.extend([("seat_wind", "E"), ("f1", "1")]);
    let page = app.get(&under("hkos-msmc", &pairs)).await;
    page.assert_ok();
    page.assert_contains("<b>7 faan</b>")
        .assert_contains("<td>Own flower</td><td class=\"num\">1 faan</td>")
        .assert_contains("<td>Mixed flush</td><td class=\"num\">3 faan</td>")
        .assert_contains("<td>All pungs</td><td class=\"num\">3 faan</td>")
        .assert_contains("Base points: <b>48</b>")
        .assert_contains("<li>The discarder pays 96</li>")
        .assert_contains("<li>Each other player pays 48</li>")
        .assert_contains("The winner receives 192")
        // The form keeps the rules and the flower; HKOS has no dora, riichi or counters.
        .assert_contains("<option value=\"hkos-msmc\" selected>")
        .assert_contains("name=\"f1\" value=\"1\" checked")
        .assert_contains("src=\"/static/tiles/s4.svg\"")
        .assert_contains("name=\"kong_on_kong\"")
        .assert_contains("name=\"dealer_keeps\"");
    for absent in [
        "name=\"dora\"",
        "name=\"riichi\"",
        "name=\"honba\"",
        "name=\"sticks\"",
    ] {
        assert!(!page.body.contains(absent), "{absent} in:\n{}", page.body);
    }
    // Self-picked with flowers 1 and 2 and season 1: 9 faan, 128 from each player.
    let mut pairs = HKOS_HAND.to_vec();
    pairs.extend([("f1", "1"), ("f2", "1"), ("s1", "1"), ("win", "tsumo")]);
    app.get(&under("hkos-msmc", &pairs))
        .await
        .assert_contains("<b>9 faan</b>")
        .assert_contains("<td>Own season</td>")
        .assert_contains("<td>Self pick</td>")
        .assert_contains("Base points: <b>64</b>")
        .assert_contains("<li>Each player pays 128 (self-pick)</li>")
        .assert_contains("The winner receives 384");
}

#[tokio::test]
async fn hkos_refuses_a_hand_under_three_faan_with_the_count_and_keeps_the_form() {
    let mut app = TestApp::new().await;
    // All chows and concealed; West's flower 3 is not South's own and takes "no bonus" away.
    let hand = [
        ("hand", "123m456p789s234s55z"),
        ("win_tile", "5z"),
        ("seat_wind", "S"),
    ];
    let with_flower = [&hand[..], &[("f3", "1"), ("dealer_keeps", "2")]].concat();
    refused(
        &mut app,
        "hkos-msmc",
        &with_flower,
        "Too few faan to win: 2 faan, 3 needed.",
    )
    .await
    .assert_contains("name=\"f3\" value=\"1\" checked")
    .assert_contains("name=\"dealer_keeps\" value=\"2\"")
    .assert_contains("<option value=\"S\" selected>");
    // Without the flower the same hand has its third faan.
    app.get(&under("hkos-msmc", &hand))
        .await
        .assert_contains("<b>3 faan</b>")
        .assert_contains("<td>No bonus</td>");
}

#[tokio::test]
async fn a_flower_in_a_riichi_hand_is_refused_with_the_reason() {
    let mut app = TestApp::new().await;
    let with_flower = [
        ("hand", "234m567p345s88p678s"),
        ("win_tile", "6s"),
        ("riichi", "1"),
        ("f2", "1"),
    ];
    refused(
        &mut app,
        "msmc-2016",
        &with_flower,
        "Flowers and seasons exist only in Hong Kong Old Style",
    )
    .await;
    // An unknown ruleset falls back to the club's rules rather than failing.
    app.get(&under(
        "no-such-rules",
        &[
            ("hand", "234m567p345s88p678s"),
            ("win_tile", "6s"),
            ("riichi", "1"),
        ],
    ))
    .await
    .assert_contains("<option value=\"msmc-2016\" selected>")
    .assert_contains("<b>3 han 30 fu</b>");
}

#[tokio::test]
async fn the_calculator_page_has_no_inline_script() {
    let mut app = TestApp::new().await;
    for id in ["msmc-2016", "sanma-msmc", "hkos-msmc"] {
        let page = app.get(&under(id, &[])).await;
        assert_eq!(page.status, StatusCode::OK);
        page.assert_contains("<script src=\"/static/calculator."); // a versioned name
        assert_eq!(
            page.body.matches("<script").count(),
            page.body.matches("<script src=").count(),
            "{id}"
        );
        assert!(!page.body.contains(" onclick="), "{id}");
    }
}

#[tokio::test]
async fn hostile_sanma_and_hong_kong_fields_never_cause_a_server_error() {
    let mut app = TestApp::new().await;
    let values = [
        "",
        "<script>alert(1)</script>",
        "999999999999999999999",
        "-1",
        "4",
        "x",
    ];
    for id in ["sanma-msmc", "hkos-msmc", "<b>"] {
        for name in [
            "nuki",
            "dealer_keeps",
            "f1",
            "s4",
            "kong_on_kong",
            "seat_wind",
            "melds",
        ] {
            for value in values {
                let path = under(
                    id,
                    &[
                        ("hand", "111p333p555p22z"),
                        ("win_tile", "2z"),
                        ("melds", "pon 777p"),
                        (name, value),
                    ],
                );
                let reply = app.get(&path).await;
                assert_eq!(reply.status, StatusCode::OK, "{path}:\n{}", reply.body);
                assert!(
                    !reply.body.contains("<script>alert(1)"),
                    "{path} echoed a script"
                );
            }
        }
    }
}

/// A meld's tiles typed among the concealed tiles as well: the refusal points at the meld
/// instead of only counting "5 copies of 6p", on the calculator and on the score sheet alike.
#[tokio::test]
async fn a_fifth_copy_from_a_meld_is_refused_naming_the_meld() {
    let (mut app, id, game) = one_table().await;
    let meant = "6p is in the meld \"pon 666p\" and 2 more times among the concealed tiles: 5 copies, but there are 4 of each tile.";
    let calculator = app
        .get(&calculator_url(&[
            ("hand", "66p123m234s55z"),
            ("win_tile", "5z"),
            ("melds", "pon 666p"),
        ]))
        .await;
    calculator
        .page()
        .select(".refusal")
        .assert_text_contains(meant);
    let sheet = format!("/admin/t/{id}/games/{game}");
    let reply = app
        .post_hand(
            &sheet,
            "preview",
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("hand2", "66p123m234s55z"),
                ("melds2", "pon 666p"),
                ("win_tile2", "5z"),
            ],
        )
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    let west = seated(&app, game, 2).await;
    reply
        .page()
        .select(".error")
        .assert_text_contains(&format!("{west}'s tiles: {meant}"));
}
