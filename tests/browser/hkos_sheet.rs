//! The Hong Kong Old Style score sheet on a 360 px phone (issue 16): four seats without riichi
//! or fu, a limit self-pick's payments in the bar, a table penalty changing them, and the
//! flowers among the tile fields.

use crate::browser;

use browser::{assert_page_is_healthy, save_screenshot, start_app, start_browser, text_of};
use fantoccini::Locator;
use std::time::{Duration, Instant};

#[tokio::test]
async fn the_hkos_sheet_takes_faan_the_limit_penalties_and_flowers_at_360_px() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (_driver, phone) = start_browser(360, 740).await;
    browser::phone_organizer_opens_first_sheet(
        &phone,
        &base,
        &[
            ("name", "Old style"),
            ("ruleset", "hkos-msmc"),
            ("winds", "2"),
            ("faan_table", ""),
        ],
        &["Aiko", "Ben", "Chloé", "Dev"],
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
    assert_eq!(winds.len(), 4, "{winds:?}");
    let start_row = text_of(&phone, "table.sheet tr.start").await;
    assert_eq!(
        start_row.split_whitespace().collect::<Vec<_>>(),
        ["start", "0", "0", "0", "0"],
        "scores start from 0"
    );
    assert!(phone
        .find(Locator::Css("input[name=riichi1]"))
        .await
        .is_err());
    assert!(phone.find(Locator::Css("input[name=fu1]")).await.is_err());

    // South self-picks a limit hand: 128 from each under the §7 table (limit 64).
    for css in [
        "input[name=outcome][value=tsumo] + span",
        "input[name=win1] + span",
        "input[name=value1][value=limit] + span",
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
        if ["+384", "−128"].iter().all(|e| bar.contains(e)) {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the preview never showed the limit self-pick: {bar}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // The limit may name a liable player (pao): its field shows, as it does from 6 faan, and
    // hides again for 5 faan.
    let pao = phone.find(Locator::Css("select[name=pao1]")).await.unwrap();
    assert!(pao.is_displayed().await.unwrap(), "pao shows for the limit");
    for (value, shown) in [("5", false), ("6", true), ("limit", true)] {
        let chip = phone
            .find(Locator::Css(&format!(
                "input[name=value1][value='{value}'] + span"
            )))
            .await
            .unwrap();
        phone
            .execute(
                "arguments[0].scrollIntoView({block: 'center'})",
                vec![serde_json::to_value(&chip).unwrap()],
            )
            .await
            .unwrap();
        chip.click().await.unwrap();
        assert_eq!(
            pao.is_displayed().await.unwrap(),
            shown,
            "pao field at {value} faan"
        );
    }
    assert_page_is_healthy(&phone, 360).await;
    save_screenshot(&phone, "hkos-sheet-limit-360.png").await;

    // A table penalty and a dead hand sit under the seat's own details.
    let more = phone
        .find(Locator::Css(
            "fieldset[data-seat='2'] details.seat-more summary",
        ))
        .await
        .unwrap();
    phone
        .execute(
            "arguments[0].scrollIntoView({block: 'center'})",
            vec![serde_json::to_value(&more).unwrap()],
        )
        .await
        .unwrap();
    more.click().await.unwrap();
    let penalty = phone
        .find(Locator::Css("select[name=penalty2]"))
        .await
        .unwrap();
    assert!(penalty.is_displayed().await.unwrap(), "the penalty shows");
    penalty.select_by_value("64").await.unwrap();
    let start = Instant::now();
    loop {
        let bar = text_of(&phone, ".pay-bar").await;
        // West pays 128 for the win and 3 × 64 for the false win: −320.
        if bar.contains("−320") {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the preview never showed the penalty: {bar}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // The tiles of South's hand, with the flowers and seasons held.
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
    let flowers = phone
        .find(Locator::Css("input[name=flowers1]"))
        .await
        .unwrap();
    assert!(
        flowers.is_displayed().await.unwrap(),
        "the flowers field shows"
    );
    assert_page_is_healthy(&phone, 360).await;
    save_screenshot(&phone, "hkos-sheet-tiles-360.png").await;
}
