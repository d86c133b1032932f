//! In headless Chromium: the organizer creates a tournament, imports 14 players (one with a long
//! name and club), starts round 1 and manages the players on a 360 px wide phone screen, and a
//! player finds their seat.

use crate::browser;

use browser::{
    assert_page_is_healthy, click_then_wait, organizer_starts_round_one, save_screenshot,
    start_app, start_browser, text_of,
};
use fantoccini::Locator;

const PLAYERS: &str = "name,club\nAiko,MSMC\nBen,MSMC\nChloé,Paris\nDev\nEve\nFumiko\nGus\nHana\nIvan\nJun\nKai\nLeo\n山田 太郎,Tokyo\nMaximiliana Ōtani-Lindqvist,Riichi Club of the Greater Metropolitan Area";

#[tokio::test]
async fn an_organizer_seats_fourteen_players_and_a_phone_finds_a_seat() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (_driver, client) = start_browser(360, 740).await;

    client.goto(&format!("{base}/")).await.unwrap();
    let id = organizer_starts_round_one(&client, &base, PLAYERS, 14).await;
    let round = client.source().await.unwrap();
    assert!(
        round.contains("Round 1") && round.contains("Table 4"),
        "{round}"
    );
    assert_page_is_healthy(&client, 360).await;
    // The organizer's page with its player list fits the phone too.
    client.goto(&format!("{base}/admin/t/{id}")).await.unwrap();
    assert_page_is_healthy(&client, 360).await;
    save_screenshot(&client, "organizer-page-360.png").await;

    // A player's phone: the public page, then "find my seat".
    client.goto(&format!("{base}/t/{id}/seat")).await.unwrap();
    client
        .find(Locator::Css("input[name=q]"))
        .await
        .unwrap()
        .send_keys("chlo")
        .await
        .unwrap();
    click_then_wait(
        &client,
        Locator::Css("form.search button"),
        Locator::Css(".results li"),
    )
    .await;
    let answer = text_of(&client, ".results li").await;
    assert!(
        answer.contains("Chloé") && answer.contains("table"),
        "{answer}"
    );
    assert!(
        ["East", "South", "West", "North"]
            .iter()
            .any(|w| answer.contains(w)),
        "{answer}"
    );
    assert_page_is_healthy(&client, 360).await;
    save_screenshot(&client, "find-my-seat-360.png").await;

    client.close().await.unwrap();
}
