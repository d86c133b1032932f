//! What only sanma has (issue 16), beside the shared suite: a tournament changed to sanma
//! before its first round; three seats on every page and never a North seat or a substitute;
//! tables of three counted on the start form; a hand the three-player table cannot have
//! refused with the form kept; `hands.csv`'s counters and values; the nuki dora counted from
//! the tiles and kept for a correction; and tile examples a sanma set can hold.

use super::{Event, SANMA};
use crate::common::TestApp;
use crate::html::Page;

use axum::http::StatusCode;

/// Nine players: three full tables of three.
const NINE: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\nHana\nIvo\n";

/// The rules line of a tournament's page.
fn rules_line(page: &Page) -> String {
    page.select("main p.muted")
        .texts()
        .into_iter()
        .find(|t| t.contains("rules:"))
        .unwrap_or_else(|| panic!("no rules line in:\n{}", page.excerpt()))
}

#[tokio::test]
async fn the_new_tournament_form_keeps_riichi_as_the_choice_made_for_you() {
    let mut app = TestApp::signed_in().await;
    let form = app.get("/admin/tournaments/new").await;
    assert_eq!(form.status, StatusCode::OK);
    assert_eq!(
        form.page()
            .select("select[name=ruleset] option[selected]")
            .attr("value"),
        "msmc-2016"
    );
}

#[tokio::test]
async fn a_tournament_changes_to_sanma_while_no_round_exists() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Spring").await;
    let edit = app.get(&format!("/admin/t/{id}/edit")).await.page();
    edit.select("select[name=ruleset] option[value=sanma-msmc]")
        .assert_text("MSMC sanma (three players)");
    let saved = app
        .edit_tournament(
            id,
            &[
                ("name", "Spring"),
                ("date", "2026-04-09"),
                ("ruleset", "sanma-msmc"),
            ],
        )
        .await;
    saved.assert_redirects();
    let manage = app.get(&format!("/admin/t/{id}")).await.page();
    assert!(
        rules_line(&manage).contains("rules: MSMC sanma (three players)"),
        "{}",
        manage.excerpt()
    );
}

/// Whether the page names a North seat anywhere (text or attribute); the sheet's form may name
/// the North *tiles* a sanma winner sets aside (nuki dora), and its tile picker the North wind
/// tile among the honours.
fn names_a_north_seat(page: &Page) -> bool {
    page.strings().any(|s| {
        s.replace("North tiles", "")
            .replace("North wind", "")
            .contains("North")
    })
}

#[tokio::test]
async fn a_sanma_round_shows_three_seats_everywhere_and_never_a_north_substitute() {
    let mut ev = Event::start(&SANMA).await;
    let (id, game) = (ev.id, ev.game);
    let stored: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM game_seats")
        .fetch_one(&ev.app.pool)
        .await
        .unwrap();
    assert_eq!(stored, 9, "three tables of three seats");
    for url in [
        format!("/t/{id}/rounds/1"),
        format!("/t/{id}/games/{game}"),
        format!("/admin/t/{id}/games/{game}"),
        format!("/admin/t/{id}/rounds/1/cards"),
        format!("/admin/t/{id}/rounds/1/paper-sheets"),
        format!("/t/{id}/schedules"),
        format!("/admin/t/{id}/board"),
        format!("/t/{id}/screen"),
        format!("/t/{id}/players/{}", ev.seats[0].0),
    ] {
        let reply = ev.app.get(&url).await;
        assert_eq!(reply.status, StatusCode::OK, "{url}: {}", reply.body);
        let page = reply.page();
        assert!(!names_a_north_seat(&page), "{url}:\n{}", page.source());
        assert!(!page.mentions("substitute"), "{url}:\n{}", page.source());
    }
    // Nine players fill every table of three: no word of a substitute.
    let round = ev.app.get(&format!("/t/{id}/rounds/1")).await.page();
    let text = round.text();
    assert!(text.contains("every table full"), "{}", round.excerpt());
    assert!(
        !text.contains("completed by the organizer"),
        "{}",
        round.excerpt()
    );
    for wind in ["East", "South", "West"] {
        assert_eq!(text.matches(wind).count(), 3, "{wind}: {}", round.excerpt());
    }

    let proposal = ev
        .app
        .propose_round(
            id,
            &[("mode", "balanced"), ("count", "2"), ("table_rule", "")],
        )
        .await;
    proposal.assert_ok();
    let page = proposal.page();
    page.select("h1, h2").assert_text_contains("Round 2");
    assert!(!page.mentions("North"), "{}", page.source());
    // ("substitute" is the table rule's code in the form's hidden field.)
    assert!(
        !page.mentions("Organizer (substitute)"),
        "{}",
        page.source()
    );
}

#[tokio::test]
async fn a_sanma_hand_the_table_cannot_have_is_refused_and_the_form_keeps_it() {
    let mut ev = Event::start(&SANMA).await;
    ev.play(&SANMA, 6).await;
    // 1 han 20 fu by ron does not exist.
    let fields = [
        ("outcome", "ron"),
        ("discarder", "1"),
        ("win2", "1"),
        ("value2", "1"),
        ("fu2", "20"),
    ];
    let refused = ev.post_hand("preview", &fields).await;
    refused.assert_unprocessable();
    let page = refused.page();
    page.select(".error").assert_exists();
    page.select("#hand-form input[name=win2][checked]")
        .assert_count(1);
    page.select("#hand-form [name=fu2]").assert_exists();
}

#[tokio::test]
async fn the_sanma_hands_file_writes_each_hands_counters_winner_and_value() {
    let mut ev = Event::start(&SANMA).await;
    ev.play(&SANMA, 3).await;
    let hands = ev
        .app
        .get(&format!("/t/{}/export/hands.csv", ev.id))
        .await
        .body;
    let lines: Vec<&str> = hands.lines().collect();
    assert!(
        lines[1].starts_with(&format!(
            "1,1,1,E1,0,ron,{},3/30,-3900,3900,0,",
            ev.seats[1].1
        )),
        "{hands}"
    );
    assert!(
        lines[3].starts_with(&format!(
            "1,1,3,E3,1,tsumo,{},mangan,6200,-2100,-4100,",
            ev.seats[0].1
        )),
        "{hands}"
    );
}

#[tokio::test]
async fn a_sanma_winner_scored_from_tiles_counts_the_nuki_dora_and_a_bad_count_is_kept() {
    let mut ev = Event::start(&SANMA).await;
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    sheet.select("#hand-form input[name=nuki1]").assert_count(1);
    sheet.select("#hand-form input[name=nuki3]").assert_none();
    // South's closed straight (ittsu, 2 han) off East with a penchan wait: 2 han 40 fu is
    // 2600; two North tiles set aside make it 4 han 40 fu, a mangan.
    let hand = |nuki: &'static str| {
        [
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win1", "1"),
            ("hand1", "123456789p12355s"),
            ("win_tile1", "3s"),
            ("nuki1", nuki),
            ("dora", "1z"),
        ]
    };
    let plain = ev.post_hand("preview", &hand("")).await;
    plain.assert_ok();
    plain
        .page()
        .select("ol.pays .delta")
        .assert_texts(&["−2600", "+2600", ""]);

    let with_nuki = ev.post_hand("preview", &hand("2")).await;
    with_nuki.assert_ok();
    with_nuki
        .page()
        .select("ol.pays .delta")
        .assert_texts(&["−8000", "+8000", ""]);

    let refused = ev.post_hand("preview", &hand("7")).await;
    refused.assert_unprocessable();
    let page = refused.page();
    assert_eq!(
        page.select("#hand-form input[name=nuki1]").attr("value"),
        "7"
    );
    assert_eq!(
        page.select("#hand-form input[name=hand1]").attr("value"),
        "123456789p12355s"
    );

    // Saved with its nuki, the hand shows them again when it is corrected.
    let saved = ev.post_hand("save", &hand("2")).await;
    saved.assert_redirects();
    let edit = ev
        .app
        .get(&format!("{}/hands/0/edit", ev.sheet_url()))
        .await;
    edit.assert_ok();
    assert_eq!(edit.page().select("input[name=nuki1]").attr("value"), "2");
}

#[tokio::test]
async fn the_sanma_tile_fields_give_an_example_a_sanma_set_can_hold() {
    let mut ev = Event::start(&SANMA).await;
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    assert_eq!(
        sheet
            .select("#hand-form input[name=hand0]")
            .attr("placeholder"),
        "123p456p789s2233z"
    );
    assert_eq!(
        sheet
            .select("#hand-form input[name=win_tile0]")
            .attr("placeholder"),
        "3p"
    );
    assert!(!sheet.mentions("123m456p"), "no 2m-8m in sanma");
}

#[tokio::test]
async fn the_start_form_counts_left_over_players_by_tables_of_three() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament_from(SANMA.create).await;
    let manage_url = format!("/admin/t/{id}");
    app.import_players(id, NINE).await;
    app.check_in_all(id).await;
    // Nine players fill three tables of three: nothing to choose.
    let full = app.get(&manage_url).await.page();
    full.select("button")
        .assert_text_contains("Propose round 1");
    assert!(!full.text().contains("is not a multiple of"));
    // No date or venue given: the rules line starts with the rules, not a separator.
    assert!(
        rules_line(&full).starts_with("rules: MSMC sanma (three players)"),
        "{}",
        full.excerpt()
    );

    let added = app
        .add_player(id, &[("name", "Jun"), ("checked_in", "1")])
        .await;
    added.assert_redirects();
    let ten = app.get(&manage_url).await.page();
    let text = ten.text();
    assert!(
        text.contains("10 is not a multiple of three:"),
        "{}",
        ten.excerpt()
    );
    assert!(
        text.contains("2 tables of two, each completed by its own substitute"),
        "{}",
        ten.excerpt()
    );
    assert!(!text.contains("multiple of four"), "{}", ten.excerpt());
}
