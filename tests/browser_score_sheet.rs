//! In headless Chromium at a phone's width: a referee records a hand on the score sheet —
//! outcome, discarder, winner, value — previews the payments and saves.

#[path = "support/browser.rs"]
mod browser;

use browser::{
    assert_page_is_healthy, click_then_wait, organizer_starts_round_one, save_screenshot,
    start_app, start_browser, tap, text_of,
};
use fantoccini::{Client, Locator};

const PLAYERS: &str = "name\nAiko\nBen\nChloé\nDev";

/// Taps one of the outcome pills ("Ron", "Tsumo", …) at the top of the hand form.
async fn choose_outcome(client: &Client, label: &str) {
    let pill = format!("//fieldset[contains(@class,'pills')]//span[text()='{label}']");
    tap(client, Locator::XPath(&pill)).await;
}

#[tokio::test]
async fn a_hand_is_recorded_on_a_390_px_score_sheet() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (_driver, client) = start_browser(390, 844).await;
    organizer_starts_round_one(&client, &base, PLAYERS, 4).await;

    click_then_wait(
        &client,
        Locator::LinkText("record"),
        Locator::Id("hand-form"),
    )
    .await;
    // Tap "Ron": the script hides what a ron does not use (tenpai, nagashi, chombo).
    choose_outcome(&client, "Ron").await;
    let tenpai = client
        .find(Locator::Css("input[name=tenpai0]"))
        .await
        .unwrap();
    assert!(
        !tenpai.is_displayed().await.unwrap(),
        "a ron form hides the tenpai boxes"
    );
    // North deals in, South wins 3 han 30 fu after declaring riichi.
    tap(&client, Locator::Css("input[name=discarder][value='3']")).await;
    tap(&client, Locator::Css("input[name=win1]")).await;
    tap(&client, Locator::Css("input[name=riichi1]")).await;
    tap(
        &client,
        Locator::Css("select[name=value1] option[value='3']"),
    )
    .await;
    tap(&client, Locator::Css("select[name=fu1] option[value='30']")).await;
    click_then_wait(
        &client,
        Locator::Css("button[value=preview]"),
        Locator::Css(".preview"),
    )
    .await;
    let preview = text_of(&client, ".preview").await;
    assert!(
        preview.contains("+3900") && preview.contains("−3900"),
        "{preview}"
    );
    assert_page_is_healthy(&client, 390).await;
    save_screenshot(&client, "score-sheet-preview-390.png").await;

    click_then_wait(
        &client,
        Locator::Css("button[value=save]"),
        Locator::Css(".corrections"),
    )
    .await;
    let sheet = text_of(&client, "table.sheet").await;
    assert!(
        sheet.contains("28900") && sheet.contains("21100"),
        "{sheet}"
    );
    assert!(
        client
            .find_all(Locator::Css(".preview"))
            .await
            .unwrap()
            .is_empty(),
        "saved, the form is fresh"
    );
    assert_page_is_healthy(&client, 390).await;
    save_screenshot(&client, "score-sheet-390.png").await;
    // A hand half entered survives a reload (a closed tab, a dead battery).
    choose_outcome(&client, "Tsumo").await;
    tap(&client, Locator::Css("input[name=win2]")).await;
    client.refresh().await.unwrap();
    client
        .wait()
        .at_most(std::time::Duration::from_secs(10))
        .for_element(Locator::XPath("//p[contains(., 'Restored the hand')]"))
        .await
        .expect("the draft is restored");
    let tsumo = client
        .find(Locator::Css("input[name=outcome][value=tsumo]"))
        .await
        .unwrap();
    assert!(tsumo.prop("checked").await.unwrap().as_deref() == Some("true"));
    let win = client.find(Locator::Css("input[name=win2]")).await.unwrap();
    assert!(win.prop("checked").await.unwrap().as_deref() == Some("true"));
    client.close().await.unwrap();
}

/// A winner's value taken from the tiles: the referee opens "…or enter the tiles", types
/// the hand, and the preview shows the yaku, the fu and the payment the engine found; the
/// saved sheet shows the tiles. A hand that cannot win is refused with the reason.
#[tokio::test]
async fn a_hand_entered_as_tiles_is_scored_and_kept_on_the_sheet() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (_driver, client) = start_browser(390, 844).await;
    organizer_starts_round_one(&client, &base, PLAYERS, 4).await;
    click_then_wait(
        &client,
        Locator::LinkText("record"),
        Locator::Id("hand-form"),
    )
    .await;
    choose_outcome(&client, "Ron").await;
    tap(&client, Locator::Css("input[name=discarder][value='3']")).await;
    tap(&client, Locator::Css("input[name=win1]")).await;
    let hand = client
        .find(Locator::Css("input[name=hand1]"))
        .await
        .unwrap();
    assert!(
        !hand.is_displayed().await.unwrap(),
        "the tiles stay folded until asked for"
    );
    // Each seat has its own "…or enter the tiles"; South's is the second.
    let summaries = client
        .find_all(Locator::Css("details.tiles-entry summary"))
        .await
        .unwrap();
    summaries[1].click().await.unwrap();
    assert!(hand.is_displayed().await.unwrap());
    // A hand one tile short first: refused with the reason, the typing kept.
    hand.send_keys("234m456p2345567s").await.unwrap();
    client
        .find(Locator::Css("input[name=win_tile1]"))
        .await
        .unwrap()
        .send_keys("2s")
        .await
        .unwrap();
    tap(&client, Locator::Css("button[value=preview]")).await;
    client
        .wait()
        .at_most(std::time::Duration::from_secs(10))
        .for_element(Locator::Css("p.error"))
        .await
        .expect("a short hand is refused");
    let error = text_of(&client, "p.error").await;
    assert!(
        error.contains("'s tiles: ") && error.contains("13 tiles"),
        "{error}"
    );
    let kept = client
        .find(Locator::Css("input[name=hand1]"))
        .await
        .unwrap();
    assert_eq!(
        kept.prop("value").await.unwrap().as_deref(),
        Some("234m456p2345567s")
    );
    // Corrected: all simples and pinfu, 2 han 30 fu, 2000 from North.
    kept.clear().await.unwrap();
    kept.send_keys("234m456p23455678s").await.unwrap();
    click_then_wait(
        &client,
        Locator::Css("button[value=preview]"),
        Locator::Css(".preview .tiles-score"),
    )
    .await;
    let preview = text_of(&client, ".preview").await;
    for expected in ["Tanyao", "Pinfu", "2 han 30 fu", "+2000", "−2000"] {
        assert!(preview.contains(expected), "{expected}: {preview}");
    }
    assert_page_is_healthy(&client, 390).await;
    client
        .execute(
            "document.querySelector('.preview .tiles-score').scrollIntoView()",
            vec![],
        )
        .await
        .unwrap();
    save_screenshot(&client, "score-sheet-tiles-preview-390.png").await;
    click_then_wait(
        &client,
        Locator::Css("button[value=save]"),
        Locator::Css(".corrections"),
    )
    .await;
    let sheet = text_of(&client, "table.sheet").await;
    assert!(
        sheet.contains("27000") && sheet.contains("23000"),
        "{sheet}"
    );
    let tiles_on_sheet = client
        .find_all(Locator::Css("table.sheet .sheet-tiles img.tile"))
        .await
        .unwrap();
    assert_eq!(
        tiles_on_sheet.len(),
        14,
        "the winning hand is shown on the sheet"
    );
    assert_page_is_healthy(&client, 390).await;
    client.close().await.unwrap();
}
