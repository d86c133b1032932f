//! Small things a user notices (issue 21, items 10, 11 and 14): one name limit said the same
//! way by hand and by import, players listed as a person sorts names, the sanma calculator's
//! round winds and nuki count, which faan table an HKOS calculator pays by, tile refusals in
//! words instead of code words, the false-win penalty named where an HKOS hand is too small,
//! the new-tournament form's HKOS settings, and the true minus sign on a player's page.

use crate::calculator::calculator_url;
use crate::common;

use axum::http::StatusCode;
use common::TestApp;

/// The part of `page` from `start` to the next `end` after it.
fn between<'a>(page: &'a str, start: &str, end: &str) -> &'a str {
    let from = page
        .find(start)
        .unwrap_or_else(|| panic!("{start} is not on the page:\n{page}"));
    let rest = &page[from..];
    &rest[..rest.find(end).map_or(rest.len(), |i| i + end.len())]
}

#[tokio::test]
async fn a_name_one_over_the_limit_is_refused_in_the_same_words_by_hand_and_by_import() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Spring").await;
    let longest = "L".repeat(60);
    let too_long = "T".repeat(61);

    let token = app.csrf().await;
    let preview = app
        .post_multipart(
            &format!("/admin/t/{id}/import?csrf={token}"),
            &[(
                "file",
                Some("players.csv"),
                &format!("name\n{longest}\n{too_long}\n"),
            )],
        )
        .await;
    preview.assert_ok();
    preview
        .assert_contains("1 to import, 1 refused")
        .assert_contains("The name is too long: at most 60 characters.")
        .assert_lacks("under 60");

    let by_hand = app
        .add_player(id, &[("name", &too_long), ("club", ""), ("number", "")])
        .await;
    by_hand
        .assert_contains("The name is too long: at most 60 characters.")
        .assert_lacks("under 60");
    let added = app
        .add_player(id, &[("name", &longest), ("club", ""), ("number", "")])
        .await;
    added.assert_redirects();
}

#[tokio::test]
async fn players_are_listed_as_a_person_sorts_names_with_accents_folded() {
    let mut app = TestApp::signed_in().await;
    let id = app
        .tournament_with_round_one(
            "Spring",
            "name\nZoë\nŌtani\nPaul\noscar\nÉmile\nadam\nBen\n",
        )
        .await;
    let expected = ["adam", "Ben", "Émile", "oscar", "Ōtani", "Paul", "Zoë"];
    for page in [format!("/t/{id}/players"), format!("/admin/t/{id}")] {
        let reply = app.get(&page).await;
        assert_eq!(reply.status, StatusCode::OK, "{page}");
        let at: Vec<usize> = expected
            .iter()
            .map(|name| {
                reply
                    .body
                    .find(&format!(">{name}</a>"))
                    .unwrap_or_else(|| panic!("{name} is not listed on {page}:\n{}", reply.body))
            })
            .collect();
        assert!(
            at.windows(2).all(|w| w[0] < w[1]),
            "{page} lists the players out of order: {at:?}"
        );
    }
}

#[tokio::test]
async fn the_sanma_calculator_offers_east_and_south_rounds_and_the_nuki_count_outside_the_text_box()
{
    let mut app = TestApp::new().await;
    let page = app.get("/calculator?ruleset=sanma-msmc").await;
    assert_eq!(page.status, StatusCode::OK);
    let rounds = between(&page.body, r#"<select name="round_wind">"#, "</select>");
    assert!(rounds.contains(r#"<option value="E""#), "{rounds}");
    assert!(rounds.contains(r#"<option value="S""#), "{rounds}");
    assert!(!rounds.contains(r#"value="W""#), "{rounds}");
    // The nuki count is not inside the collapsed "Tiles as text" box, which the picker closes.
    let typed = between(&page.body, r#"<details class="typed box""#, "</details>");
    assert!(!typed.contains(r#"name="nuki""#), "{typed}");
    page.assert_contains(r#"name="nuki""#);

    // A West round typed into the address is refused in words.
    let hand = [
        ("ruleset", "sanma-msmc"),
        ("hand", "111m999m234p567s55p"),
        ("win_tile", "4p"),
        ("win", "tsumo"),
        ("riichi", "1"),
        ("seat_wind", "S"),
        ("round_wind", "W"),
    ];
    app.get(&calculator_url(&hand))
        .await
        .assert_contains("plays East and South rounds only");
    // Four-player riichi keeps its seats; Hong Kong Old Style off a tournament offers all four
    // round winds, since each tournament chooses its own number of wind rounds.
    let hkos = app.get("/calculator?ruleset=hkos-msmc").await;
    let rounds = between(&hkos.body, r#"<select name="round_wind">"#, "</select>");
    assert!(rounds.contains(r#"value="N""#), "{rounds}");
}

#[tokio::test]
async fn the_calculator_offers_an_added_kan_and_scores_it_as_an_open_kan() {
    let mut app = TestApp::new().await;
    let page = app.get("/calculator").await;
    page.assert_contains(r#"value="shouminkan""#)
        .assert_contains("Added kan");
    // An added kan of 5p is an open kan: 8 fu, where a closed one would give 16.
    let hand = [
        ("hand", "234m678m777z33s"),
        ("win_tile", "3s"),
        ("melds", "shouminkan 5555p"),
        ("win", "ron"),
        ("seat_wind", "S"),
    ];
    app.get(&calculator_url(&hand))
        .await
        .assert_contains("<td>Open kan of simples</td><td class=\"num\">8 fu</td>");
}

#[tokio::test]
async fn tile_refusals_read_as_sentences_without_code_words() {
    let mut app = TestApp::new().await;
    let hand = [
        ("hand", "12x3m456p789s11z"),
        ("win_tile", "3m"),
        ("seat_wind", "S"),
    ];
    let page = app.get(&calculator_url(&hand)).await;
    page.assert_contains("The tiles are not written right in the concealed tiles, at character 3:")
        .assert_lacks("bad_notation")
        .assert_lacks("hand at character");
    let meld = [
        ("hand", "123m456p789s11z"),
        ("win_tile", "3m"),
        ("melds", "pon 99q"),
        ("seat_wind", "S"),
    ];
    app.get(&calculator_url(&meld))
        .await
        .assert_contains("in meld 1, at character 3")
        .assert_lacks("melds[0]");
}

/// An HKOS tournament of four with its own faan table and round 1 drawn: (app, id, game).
async fn hkos_tournament() -> (TestApp, i64, i64) {
    let mut app = TestApp::signed_in().await;
    let id = app
        .create_tournament_from(&[
            ("name", "Old style"),
            ("ruleset", "hkos-msmc"),
            ("winds", "2"),
            ("faan_table", "3: 10, 4: 20, 6: 40, 8: 80"),
        ])
        .await;
    app.import_players(id, "name\nAiko\nBen\nChloé\nDev\n")
        .await;
    app.check_in_all(id).await;
    let started = app.start_round(id, &[("table_rule", "")]).await;
    started.assert_redirects();
    let game = app.game_ids(id).await[0];
    (app, id, game)
}

#[tokio::test]
async fn the_hkos_calculator_says_which_faan_table_it_pays_by() {
    let (mut app, id, _) = hkos_tournament().await;
    app.get(&format!("/t/{id}/calculator"))
        .await
        .assert_contains(
            "Pays by Old style&#39;s faan table (faan: points): 3: 10, 4: 20, 6: 40, 8: 80.",
        );
    app.get("/calculator?ruleset=hkos-msmc")
        .await
        .assert_contains(
            "Pays by the club&#39;s faan table (faan: points): 3: 8, 4: 16, 5: 24, 6: 32, 7: 48, 8: 64.",
        );
    // Riichi has no faan table to name.
    app.get("/calculator").await.assert_lacks("faan table");
}

#[tokio::test]
async fn an_hkos_hand_under_three_faan_points_to_the_false_win_penalty() {
    let mut app = TestApp::new().await;
    let hand = [
        ("ruleset", "hkos-msmc"),
        ("hand", "123m456p789s234s55z"),
        ("win_tile", "5z"),
        ("seat_wind", "S"),
        ("f3", "1"),
    ];
    app.get(&calculator_url(&hand))
        .await
        .assert_contains("Too few faan to win: 2 faan, 3 needed.")
        .assert_contains("false win: a 64-point table penalty paid to each other player");
}

#[tokio::test]
async fn flowers_written_wrong_on_the_hkos_sheet_are_refused_in_a_sentence() {
    let (mut app, id, game) = hkos_tournament().await;
    let sheet = format!("/admin/t/{id}/games/{game}");
    let preview = app
        .post_hand(
            &sheet,
            "preview",
            &[
                ("outcome", "ron"),
                ("discarder", "2"),
                ("win1", "1"),
                ("hand1", "111p333p555p22z"),
                ("win_tile1", "2z"),
                ("melds1", "pon 777p"),
                ("flowers1", "15"),
            ],
        )
        .await;
    preview
        .assert_contains("The flowers are not written right: character 2 is &#34;5&#34;; write the numbers 1 to 4")
        .assert_lacks("bad_notation");
}

#[tokio::test]
async fn the_new_tournament_form_marks_the_hkos_settings_as_hkos_only() {
    let mut app = TestApp::signed_in().await;
    let form = app.get("/admin/tournaments/new").await;
    form.assert_contains(r#"<select name="ruleset" data-hkos-rulesets="hkos-msmc ">"#)
        .assert_contains(r#"<option value="msmc-2016" selected>"#)
        .assert_contains("apply only when the rules are Hong Kong Old Style")
        .assert_contains(r#"<script src="/static/rules_form."#);
    let script = app.get("/static/rules_form.js").await;
    assert_eq!(script.status, StatusCode::OK);
    script.assert_contains("data-hkos-rulesets");
}

#[tokio::test]
async fn a_player_below_zero_is_shown_with_the_true_minus_sign_on_their_page() {
    let (mut app, id, game) = hkos_tournament().await;
    // South wins 4 faan (20 on this table) off West: West pays 40, the others 20 each.
    app.record_hand(
        id,
        game,
        &[
            ("outcome", "ron"),
            ("discarder", "2"),
            ("win1", "1"),
            ("value1", "4"),
        ],
    )
    .await;
    let west: i64 =
        sqlx::query_scalar("SELECT player_id FROM game_seats WHERE game_id = $1 AND seat = 2")
            .bind(game)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let page = app.get(&format!("/t/{id}/players/{west}")).await;
    page.assert_contains(r#"<td class="num">−40</td>"#)
        .assert_lacks(">-40<");
}
