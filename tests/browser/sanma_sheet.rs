//! The sanma score sheet on a 360 px phone (issue 16): three seats (East, South, West) and no
//! North, a tsumo's payments with the tsumo loss in the bar, and the nuki dora count among the
//! tiles.

use crate::browser;

use browser::{assert_page_is_healthy, save_screenshot, start_app, start_browser, text_of};
use fantoccini::Locator;
use std::time::{Duration, Instant};

#[tokio::test]
async fn the_sanma_sheet_has_three_seats_and_a_nuki_count_at_360_px() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (_driver, phone) = start_browser(360, 740).await;
    browser::phone_organizer_opens_first_sheet(
        &phone,
        &base,
        &[("name", "Sanma night"), ("ruleset", "sanma-msmc")],
        &["Aiko", "Ben", "Chloé"],
    )
    .await;

    let legends = phone
        .find_all(Locator::Css("fieldset.seat-form legend"))
        .await
        .unwrap();
    let mut winds = Vec::new();
    for legend in &legends {
        winds.push(legend.text().await.unwrap());
    }
    assert_eq!(winds.len(), 3, "{winds:?}");
    for (text, wind) in winds.iter().zip(["(East)", "(South)", "(West)"]) {
        assert!(text.contains(wind), "{winds:?}");
    }
    let sheet = text_of(&phone, "table.sheet").await;
    assert_eq!(sheet.matches("35000").count(), 3, "{sheet}");
    assert!(!sheet.contains("substitute"), "{sheet}");

    // South tsumo mangan: the dealer pays 4000 and West 2000 (the tsumo loss: no North pays).
    for css in [
        "input[name=outcome][value=tsumo] + span",
        "input[name=win1] + span",
        "input[name=value1][value=mangan] + span",
    ] {
        let element = phone.find(Locator::Css(css)).await.unwrap();
        phone
            .execute(
                "arguments[0].scrollIntoView({block: 'center'})",
                vec![serde_json::to_value(&element).unwrap()],
            )
            .await
            .unwrap();
        element.click().await.unwrap();
    }
    let start = Instant::now();
    loop {
        let bar = text_of(&phone, ".pay-bar").await;
        if ["+6000", "−4000", "−2000"].iter().all(|e| bar.contains(e)) {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the preview never showed the sanma tsumo: {bar}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_page_is_healthy(&phone, 360).await;
    save_screenshot(&phone, "sanma-sheet-tsumo-360.png").await;

    // The tiles of South's hand, with the North tiles set aside.
    let tiles = phone
        .find(Locator::Css(
            "fieldset[data-seat='1'] details.tiles-entry summary",
        ))
        .await
        .unwrap();
    phone
        .execute(
            "arguments[0].scrollIntoView({block: 'start'})",
            vec![serde_json::to_value(&tiles).unwrap()],
        )
        .await
        .unwrap();
    tiles.click().await.unwrap();
    let nuki = phone.find(Locator::Css("input[name=nuki1]")).await.unwrap();
    assert!(nuki.is_displayed().await.unwrap(), "the nuki count shows");
    assert!(phone.find(Locator::Css("input[name=nuki3]")).await.is_err());
    assert_page_is_healthy(&phone, 360).await;
    save_screenshot(&phone, "sanma-sheet-tiles-360.png").await;
}
