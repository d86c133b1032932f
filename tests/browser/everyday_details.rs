//! In headless Chromium at a phone's width: a sanma hand tapped with its North tiles set aside
//! counts the nuki dora without opening "Tiles as text"; an added kan is tapped as its own
//! kind of meld; the new-tournament form shows the Hong Kong Old Style settings only while
//! those rules are chosen.

use crate::browser;

use browser::{
    assert_page_is_healthy, click_then_wait, save_screenshot, start_app, start_browser, text_of,
};
use fantoccini::{Client, Locator};

async fn tap(client: &Client, css: &str) {
    client
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"))
        .click()
        .await
        .unwrap();
}

async fn tap_tiles(client: &Client, tiles: &[&str]) {
    for t in tiles {
        tap(client, &format!(".tile-button[data-tile='{t}']")).await;
    }
}

async fn mode(client: &Client, label: &str) {
    let xpath = format!("//fieldset[contains(@class,'modes')]//span[text()='{label}']");
    client
        .find(Locator::XPath(&xpath))
        .await
        .unwrap_or_else(|e| panic!("no mode {label}: {e}"))
        .click()
        .await
        .unwrap();
}

async fn value(client: &Client, name: &str) -> String {
    client
        .find(Locator::Css(&format!("[name={name}]")))
        .await
        .unwrap()
        .prop("value")
        .await
        .unwrap()
        .unwrap_or_default()
}

async fn shown(client: &Client, css: &str) -> bool {
    client
        .find(Locator::Css(css))
        .await
        .unwrap()
        .is_displayed()
        .await
        .unwrap()
}

#[tokio::test]
async fn a_sanma_hand_tapped_with_nuki_counts_the_nuki_dora_without_the_text_box() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (_driver, client) = start_browser(360, 780).await;
    client
        .goto(&format!("{base}/calculator?ruleset=sanma-msmc"))
        .await
        .unwrap();
    // The picker closed "Tiles as text"; the North tiles set aside are asked for all the same.
    assert!(
        !shown(&client, "[name=hand]").await,
        "the text box is closed"
    );
    assert!(
        shown(&client, "input[name=nuki]").await,
        "the nuki count is shown beside the picker"
    );
    tap_tiles(
        &client,
        &[
            "1m", "1m", "1m", "9m", "9m", "9m", "2p", "3p", "5s", "6s", "7s", "5p", "5p", "4p",
        ],
    )
    .await;
    client
        .find(Locator::Css("input[name=nuki]"))
        .await
        .unwrap()
        .send_keys("2")
        .await
        .unwrap();
    tap(&client, "input[name=win][value=tsumo] + span").await;
    tap(&client, "input[name=riichi]").await;
    tap(&client, "select[name=seat_wind] option[value='S']").await;
    assert_page_is_healthy(&client, 360).await;
    click_then_wait(
        &client,
        Locator::XPath("//button[text()='Score this hand']"),
        Locator::Css("#result"),
    )
    .await;
    let result = text_of(&client, "#result").await;
    assert!(result.contains("4 han 40 fu"), "{result}");
    assert!(
        result.contains("Nuki dora (North tiles set aside) 2 han"),
        "{result}"
    );
    assert!(
        result.contains("The other non-dealer pays 2000"),
        "{result}"
    );
    assert_eq!(value(&client, "nuki").await, "2");
    assert_page_is_healthy(&client, 360).await;
    save_screenshot(&client, "calculator-sanma-nuki-360.png").await;
    client.close().await.unwrap();
}

#[tokio::test]
async fn an_added_kan_is_tapped_as_its_own_meld_and_scored_as_an_open_kan() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (_driver, client) = start_browser(360, 780).await;
    client.goto(&format!("{base}/calculator")).await.unwrap();
    tap_tiles(
        &client,
        &["2m", "3m", "4m", "6m", "7m", "8m", "7z", "7z", "7z", "3s"],
    )
    .await;
    mode(&client, "Added kan").await;
    tap_tiles(&client, &["5p"]).await;
    mode(&client, "Tile").await;
    tap_tiles(&client, &["3s"]).await;
    assert_eq!(value(&client, "melds").await, "shouminkan 5555p");
    assert_eq!(value(&client, "win_tile").await, "3s");
    tap(&client, "select[name=seat_wind] option[value='S']").await;
    assert_page_is_healthy(&client, 360).await;
    click_then_wait(
        &client,
        Locator::XPath("//button[text()='Score this hand']"),
        Locator::Css("#result"),
    )
    .await;
    let result = text_of(&client, "#result").await;
    assert!(result.contains("Yakuhai: red dragon"), "{result}");
    assert!(
        result.contains("Fu: 38 fu, rounded up to 40 fu"),
        "{result}"
    );
    // The result lists the open kan's 8 fu, behind the fu details.
    let source = client.source().await.unwrap();
    assert!(
        source.contains("<td>Open kan of simples</td><td class=\"num\">8 fu</td>"),
        "{source}"
    );
    client.close().await.unwrap();
}

#[tokio::test]
async fn the_new_tournament_form_shows_the_hkos_settings_only_for_hkos() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (_driver, client) = start_browser(360, 780).await;
    client.goto(&format!("{base}/login")).await.unwrap();
    for name in ["password", "confirm"] {
        client
            .find(Locator::Css(&format!("input[name={name}]")))
            .await
            .unwrap()
            .send_keys("tiles-and-sticks")
            .await
            .unwrap();
    }
    click_then_wait(
        &client,
        Locator::Css("form button"),
        Locator::LinkText("New tournament"),
    )
    .await;
    client
        .goto(&format!("{base}/admin/tournaments/new"))
        .await
        .unwrap();
    assert!(
        !shown(&client, "#hkos-settings").await,
        "riichi is chosen: the HKOS settings are hidden"
    );
    tap(&client, "select[name=ruleset] option[value='hkos-msmc']").await;
    assert!(shown(&client, "#hkos-settings").await, "HKOS shows them");
    assert!(
        !shown(&client, ".hkos-only-note").await,
        "the note for browsers without the script is not needed"
    );
    assert_page_is_healthy(&client, 360).await;
    tap(&client, "select[name=ruleset] option[value='sanma-msmc']").await;
    assert!(!shown(&client, "#hkos-settings").await, "sanma hides them");
    client.close().await.unwrap();
}
