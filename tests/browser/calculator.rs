//! In headless Chromium at a phone's width: a player taps a hand together on the calculator's
//! tile picker — tiles, a pon, a closed kan, a dora indicator — scores it and reads the result;
//! a Hong Kong hand with a flower, and a Zung Jung hand read pattern by pattern.

use crate::browser::{assert_page_is_healthy, click_then_wait, save_screenshot, type_into};
use crate::picker::{self, assert_holds_all, mode, score_this_hand, tap, tap_tiles, value};
use fantoccini::Locator;

#[tokio::test]
async fn a_hand_tapped_on_the_picker_at_360_px_is_scored() {
    let (calculator, _) = picker::open_at("/", 780).await;
    let client = calculator.client;
    click_then_wait(
        &client,
        Locator::LinkText("Calculator"),
        Locator::Css("#picker"),
    )
    .await;
    assert!(
        client
            .find(Locator::Css("#picker"))
            .await
            .unwrap()
            .is_displayed()
            .await
            .unwrap(),
        "the script shows the picker"
    );
    assert_page_is_healthy(&client, 360).await;
    save_screenshot(&client, "calculator-empty-360.png").await;

    // The spec's example: 123m 789p 22z, a pon of 9p, a closed kan of white dragons, won on 3m.
    tap_tiles(&client, &["1m", "2m", "7p", "8p", "9p", "2z", "2z"]).await;
    // A wrong tile, taken back from the hand row.
    tap_tiles(&client, &["5s"]).await;
    tap(&client, "#so-far .win-tile").await;
    mode(&client, "Pon").await;
    tap_tiles(&client, &["9p"]).await;
    mode(&client, "Closed kan").await;
    tap_tiles(&client, &["5z"]).await;
    mode(&client, "Dora ind.").await;
    tap_tiles(&client, &["7z", "4p"]).await;
    mode(&client, "Tile").await;
    tap_tiles(&client, &["3m"]).await;
    assert_eq!(value(&client, "hand").await, "12m789p22z3m");
    assert_eq!(value(&client, "win_tile").await, "3m");
    assert_eq!(value(&client, "melds").await, "pon 999p, ankan 5555z");
    assert_eq!(value(&client, "dora").await, "7z4p");

    tap(&client, "select[name=seat_wind] option[value='N']").await;
    type_into(&client, "input[name=sticks]", "1").await;
    assert_page_is_healthy(&client, 360).await;
    save_screenshot(&client, "calculator-picked-360.png").await;
    let result = score_this_hand(&client).await;
    assert_holds_all(
        &result,
        &["6 han 60 fu", "Haneman", "The discarder pays 12000"],
    );
    // The picker comes back holding the same hand, ready for a change.
    let held = client
        .find_all(Locator::Css("#so-far img"))
        .await
        .unwrap()
        .len();
    assert_eq!(held, 17, "14 tiles, a kan's fourth and two indicators");
    assert_page_is_healthy(&client, 360).await;
    save_screenshot(&client, "calculator-result-360.png").await;
    client.close().await.unwrap();
}

#[tokio::test]
async fn a_hong_kong_hand_with_a_flower_tapped_at_360_px_shows_its_faan_and_payments() {
    // Choosing the rules reloads the page with the Hong Kong fields.
    let calculator = picker::open_under("hkos-msmc", ".bonus-chips").await;
    let client = calculator.client;
    assert!(
        client.find(Locator::Css("[name=dora]")).await.is_err(),
        "no dora in Hong Kong Old Style"
    );
    tap_tiles(
        &client,
        &["1p", "1p", "1p", "3p", "3p", "3p", "5p", "5p", "5p", "2z"],
    )
    .await;
    mode(&client, "Pon").await;
    tap_tiles(&client, &["7p"]).await;
    mode(&client, "Tile").await;
    tap_tiles(&client, &["2z"]).await;
    assert_eq!(value(&client, "hand").await, "111333555p22z");
    assert_eq!(value(&client, "melds").await, "pon 777p");
    // East's own flower, tapped as a chip.
    tap(&client, ".bonus-chip img[alt^='flower 1']").await;
    assert_page_is_healthy(&client, 360).await;
    save_screenshot(&client, "calculator-hkos-picked-360.png").await;
    assert_holds_all(
        &score_this_hand(&client).await,
        &[
            "7 faan",
            "Own flower",
            "Mixed flush",
            "All pungs",
            "Base points: 48",
            "The discarder pays 96",
            "Each other player pays 48",
            "The winner receives 192",
        ],
    );
    let flower_kept = client
        .find(Locator::Css("input[name=f1]"))
        .await
        .unwrap()
        .is_selected()
        .await
        .unwrap();
    assert!(flower_kept, "the flower stays ticked");
    assert_page_is_healthy(&client, 360).await;
    save_screenshot(&client, "calculator-hkos-result-360.png").await;
    client.close().await.unwrap();
}

/// Zung Jung: the example hand of docs/zung-jung.md tapped together (two dragon pungs and a
/// chow called, a pair of red dragons), won by South on a discard; no round wind is asked.
#[tokio::test]
async fn a_zung_jung_hand_tapped_at_360_px_shows_its_patterns_and_payments() {
    let calculator = picker::open_under("zung-jung", "input[name=heaven]").await;
    let client = calculator.client;
    assert!(
        client
            .find(Locator::Css("select[name=round_wind]"))
            .await
            .is_err(),
        "no round wind in Zung Jung"
    );
    mode(&client, "Pon").await;
    tap_tiles(&client, &["5z"]).await;
    mode(&client, "Pon").await;
    tap_tiles(&client, &["6z"]).await;
    mode(&client, "Chow").await;
    tap_tiles(&client, &["1m"]).await;
    tap_tiles(&client, &["5p", "6p", "7z", "7z", "4p"]).await;
    assert_eq!(value(&client, "win_tile").await, "4p");
    let melds = value(&client, "melds").await;
    for meld in ["pon 555z", "pon 666z", "chi 123m"] {
        assert!(melds.contains(meld), "{meld} in {melds}");
    }
    tap(&client, "select[name=seat_wind] option[value='S']").await;
    assert_page_is_healthy(&client, 360).await;
    assert_holds_all(
        &score_this_hand(&client).await,
        &[
            "60 points",
            "Value Honor ×2",
            "Small Three Dragons",
            "The discarder pays 130",
            "Each other player pays 25",
            "The winner receives 180",
        ],
    );
    assert_page_is_healthy(&client, 360).await;
    save_screenshot(&client, "calculator-zung-jung-result-360.png").await;
    client.close().await.unwrap();
}
