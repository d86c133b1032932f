//! In headless Chromium: the organizer creates a tournament, imports 13 players, starts round 1,
//! and a player finds their seat on a 390 px wide phone screen.

#[path = "support/browser.rs"]
mod browser;

use browser::{assert_page_is_healthy, click_then_wait, screenshot_path, start_app, start_browser};
use fantoccini::Locator;

const PLAYERS: &str = "name,club\nAiko,MSMC\nBen,MSMC\nChloé,Paris\nDev\nEve\nFumiko\nGus\nHana\nIvan\nJun\nKai\nLeo\n山田 太郎,Tokyo";

#[tokio::test]
async fn an_organizer_seats_thirteen_players_and_a_phone_finds_a_seat() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (_driver, client) = start_browser(390, 844).await;

    // First start: the organizer chooses the password on the laptop.
    client.goto(&format!("{base}/")).await.unwrap();
    client.goto(&format!("{base}/login")).await.unwrap();
    assert!(client
        .current_url()
        .await
        .unwrap()
        .path()
        .ends_with("/setup"));
    client
        .find(Locator::Css("input[name=password]"))
        .await
        .unwrap()
        .send_keys("tiles-and-sticks")
        .await
        .unwrap();
    client
        .find(Locator::Css("input[name=confirm]"))
        .await
        .unwrap()
        .send_keys("tiles-and-sticks")
        .await
        .unwrap();
    click_then_wait(
        &client,
        Locator::Css("form button"),
        Locator::LinkText("New tournament"),
    )
    .await;

    // A tournament.
    click_then_wait(
        &client,
        Locator::LinkText("New tournament"),
        Locator::Css("input[name=venue]"),
    )
    .await;
    client
        .find(Locator::Css("input[name=name]"))
        .await
        .unwrap()
        .send_keys("Spring Open")
        .await
        .unwrap();
    client
        .find(Locator::Css("input[name=venue]"))
        .await
        .unwrap()
        .send_keys("Blue Room")
        .await
        .unwrap();
    click_then_wait(
        &client,
        Locator::Css("main form button"),
        Locator::LinkText("Import a CSV list"),
    )
    .await;
    let manage_url = client.current_url().await.unwrap();
    assert!(manage_url.path().starts_with("/admin/t/"), "{manage_url}");
    let id = manage_url
        .path()
        .trim_start_matches("/admin/t/")
        .to_string();

    // Thirteen players from a pasted CSV list: preview, then import.
    click_then_wait(
        &client,
        Locator::LinkText("Import a CSV list"),
        Locator::Css("textarea[name=text]"),
    )
    .await;
    client
        .find(Locator::Css("textarea[name=text]"))
        .await
        .unwrap()
        .send_keys(PLAYERS)
        .await
        .unwrap();
    click_then_wait(
        &client,
        Locator::Css("form.box button"),
        Locator::Css("table.list"),
    )
    .await;
    let preview = client.source().await.unwrap();
    assert!(preview.contains("13 to import, 0 refused"), "{preview}");
    click_then_wait(
        &client,
        Locator::XPath("//button[contains(., 'Import 13 players')]"),
        Locator::Css("p.ok"),
    )
    .await;
    let imported = client.source().await.unwrap();
    assert!(imported.contains("13 players imported"), "{imported}");

    // Everyone checks in; round 1 by random draw, tables of three completed by the organizer.
    client.goto(&format!("{base}/admin/t/{id}")).await.unwrap();
    click_then_wait(
        &client,
        Locator::XPath("//button[contains(., 'Check everyone in')]"),
        Locator::XPath("//h2[contains(., '13 checked in')]"),
    )
    .await;
    click_then_wait(
        &client,
        Locator::XPath("//button[contains(., 'Start round 1')]"),
        Locator::Css(".table-card"),
    )
    .await;
    let round = client.source().await.unwrap();
    assert!(
        round.contains("Round 1") && round.contains("Table 4"),
        "{round}"
    );
    assert_page_is_healthy(&client, 390).await;

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
    let answer = client
        .find(Locator::Css(".results li"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
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
    assert_page_is_healthy(&client, 390).await;
    let png = client.screenshot().await.unwrap();
    assert!(png.starts_with(b"\x89PNG"));
    let path = screenshot_path("find-my-seat-390.png");
    std::fs::write(&path, png).unwrap();
    eprintln!("screenshot: {}", path.display());

    client.close().await.unwrap();
}
