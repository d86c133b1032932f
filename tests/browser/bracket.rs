//! In headless Chromium: the organizer sets up a thirteen-entrant bracket (qualifying rounds, then a cut) and seats the
//! first qualifying game; the public bracket page fits a 360 px phone without sideways scrolling.

use crate::browser;

use browser::{
    assert_page_is_healthy, click_then_wait, organizer_starts_round_one, save_screenshot,
    start_app, start_browser,
};
use fantoccini::Locator;

const PLAYERS: &str = "name,club\nAiko,MSMC\nBen,MSMC\nChloé,Paris\nDev\nEve\nFumiko\nGus\nHana\nIvan\nJun\nKai\nLeo\n山田 太郎,Tokyo";

#[tokio::test]
async fn the_bracket_is_set_up_by_the_organizer_and_reads_on_a_360_px_phone() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (_driver, client) = start_browser(390, 844).await;

    client.goto(&format!("{base}/")).await.unwrap();
    let id = organizer_starts_round_one(&client, &base, PLAYERS, 13).await;

    client
        .goto(&format!("{base}/admin/t/{id}/bracket"))
        .await
        .unwrap();
    assert_page_is_healthy(&client, 390).await;
    // Round 1 was seated from the tournament page before the bracket: the setup page says so
    // and asks what becomes of it. Here it stays outside, so the bracket seats its own game 1.
    client
        .find(Locator::Css(
            "#earlier-rounds input[name=earlier][value=leave]",
        ))
        .await
        .expect("the setup page asks about the round already seated")
        .click()
        .await
        .unwrap();
    click_then_wait(
        &client,
        Locator::XPath("//button[contains(., 'Set up the bracket')]"),
        Locator::XPath("//button[contains(., 'Seat qualifying game 1')]"),
    )
    .await;
    assert_page_is_healthy(&client, 390).await;
    click_then_wait(
        &client,
        Locator::XPath("//button[contains(., 'Seat qualifying game 1')]"),
        Locator::Css(".table-card"),
    )
    .await;

    client.close().await.unwrap();

    // A player's phone, smaller than the organizer's: the public bracket page.
    let (_phone_driver, client) = start_browser(360, 740).await;
    client
        .goto(&format!("{base}/t/{id}/bracket"))
        .await
        .unwrap();
    let page = client.source().await.unwrap();
    assert!(
        page.contains("Qualifying") && page.contains("Game 1 · table 4"),
        "{page}"
    );
    assert_page_is_healthy(&client, 360).await;
    save_screenshot(&client, "bracket-360.png").await;

    client.close().await.unwrap();
}
