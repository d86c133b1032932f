//! The organizer's pages as a new user meets them: the first visit on the laptop leads to the
//! setup, penalties read in words, a played round's seating cannot be redrawn, and archiving or
//! removing a penalty asks first.

use crate::common;

use axum::http::StatusCode;
use common::{TestApp, TWO_DROPPED_TILES};

const EIGHT: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\n山田\n";

#[tokio::test]
async fn the_first_visit_on_the_laptop_leads_to_the_organizer_setup() {
    let mut app = TestApp::new().await;
    let first = app.get("/").await;
    first.assert_redirects();
    assert_eq!(first.location(), "/setup");

    // A phone on the LAN is not sent to a setup it may not use; it is told who sets up.
    app.peer = "192.168.1.30:40000".parse().unwrap();
    let phone = app.get("/").await;
    assert_eq!(phone.status, StatusCode::OK);
    phone.assert_contains("The organizer sets tenbou up on the laptop");

    // Once the password exists the laptop sees the list like everyone else.
    app.peer = "127.0.0.1:50000".parse().unwrap();
    app.setup_organizer().await;
    let after = app.get("/").await;
    assert_eq!(after.status, StatusCode::OK);
    after.assert_lacks("The organizer sets tenbou up");
}

#[tokio::test]
async fn penalty_kinds_read_in_words_on_the_desk_and_the_players_page() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    let player: i64 = sqlx::query_scalar("SELECT id FROM players WHERE name = 'Ben'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    app.give_penalty(id, player, None, TWO_DROPPED_TILES).await;
    // The stored word stays the form's value; what people read is words.
    let desk = app.get(&format!("/admin/t/{id}/penalties")).await;
    desk.assert_contains("−4 (dropped tile)");
    desk.assert_lacks("(dropped_tile)");
    let page = app.get(&format!("/t/{id}/players/{player}")).await;
    page.assert_contains("dropped tile");
    page.assert_lacks("dropped_tile");
    // Removing asks first: the button sits behind a disclosure that names the player.
    let desk = app.get(&format!("/admin/t/{id}/penalties")).await;
    desk.assert_contains("<details class=\"confirm\"><summary>remove…</summary>")
        .assert_contains("Remove this penalty of Ben");
    let audit = app.get(&format!("/admin/t/{id}/audit")).await;
    audit.assert_lacks("dropped_tile");
}

#[tokio::test]
async fn a_round_with_hands_offers_no_redraw_or_swap() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    let manage = app.get(&format!("/admin/t/{id}")).await;
    manage.assert_contains(&format!("/admin/t/{id}/rounds/1/redraw"));
    let game = app.game_ids(id).await[0];
    app.record_hand(
        id,
        game,
        &[("outcome", "draw"), ("tenpai0", "1"), ("tenpai1", "1")],
    )
    .await;
    let manage = app.get(&format!("/admin/t/{id}")).await;
    manage.assert_lacks(&format!("/admin/t/{id}/rounds/1/redraw"));
    manage.assert_lacks(&format!("/admin/t/{id}/rounds/1/swap"));
    manage.assert_contains("hands recorded: the seating is fixed");
}

#[tokio::test]
async fn archiving_asks_before_acting() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Spring Open").await;
    let manage = app.get(&format!("/admin/t/{id}")).await;
    manage
        .assert_contains("<details class=\"confirm\"><summary>Archive…</summary>")
        .assert_contains("Archive this tournament");
}

#[tokio::test]
async fn the_ruleset_is_fixed_once_a_round_has_started_and_nothing_of_the_edit_is_kept() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Spring cup", EIGHT).await;
    let edit = app
        .edit_tournament(
            id,
            &[("name", "Spring cup renamed"), ("ruleset", "sanma-msmc")],
        )
        .await;
    assert_eq!(edit.status, StatusCode::UNPROCESSABLE_ENTITY);
    edit.page()
        .select(".error")
        .assert_text_contains("The ruleset cannot change once a round has started");
    // The form keeps what was typed, so the organizer can put the ruleset back and save.
    edit.assert_contains("Spring cup renamed");
    let manage = app.get(&format!("/admin/t/{id}")).await;
    manage.assert_lacks("Spring cup renamed");
    let audit = app.get(&format!("/admin/t/{id}/audit")).await;
    audit.assert_lacks("Spring cup renamed");
    // Its other details still change: the name, the ruleset left as it is.
    let renamed = app
        .edit_tournament(
            id,
            &[("name", "Spring cup renamed"), ("ruleset", "msmc-2016")],
        )
        .await;
    renamed.assert_redirects();
    app.get(&format!("/admin/t/{id}/audit"))
        .await
        .assert_contains("Spring cup renamed");
}
