//! In headless Chromium at a phone's width: a sanma hand tapped with its North tiles set aside
//! counts the nuki dora without opening "Tiles as text"; an added kan is tapped as its own
//! kind of meld; the new-tournament form shows the Hong Kong Old Style settings only while
//! those rules are chosen.

use crate::browser::{
    assert_page_is_healthy, organizer_chooses_password, save_screenshot, type_into,
};
use crate::picker::{self, assert_holds_all, mode, score_this_hand, shown, tap, tap_tiles, value};

#[tokio::test]
async fn a_sanma_hand_tapped_with_nuki_counts_the_nuki_dora_without_the_text_box() {
    let (calculator, _) = picker::open_at("/calculator?ruleset=sanma-msmc", 780).await;
    let client = calculator.client;
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
    type_into(&client, "input[name=nuki]", "2").await;
    tap(&client, "input[name=win][value=tsumo] + span").await;
    tap(&client, "input[name=riichi]").await;
    tap(&client, "select[name=seat_wind] option[value='S']").await;
    assert_page_is_healthy(&client, 360).await;
    assert_holds_all(
        &score_this_hand(&client).await,
        &[
            "4 han 40 fu",
            "Nuki dora (North tiles set aside) 2 han",
            "The other non-dealer pays 2000",
        ],
    );
    assert_eq!(value(&client, "nuki").await, "2");
    assert_page_is_healthy(&client, 360).await;
    save_screenshot(&client, "calculator-sanma-nuki-360.png").await;
    client.close().await.unwrap();
}

#[tokio::test]
async fn an_added_kan_is_tapped_as_its_own_meld_and_scored_as_an_open_kan() {
    let (calculator, _) = picker::open_at("/calculator", 780).await;
    let client = calculator.client;
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
    assert_holds_all(
        &score_this_hand(&client).await,
        &["Yakuhai: red dragon", "Fu: 38 fu, rounded up to 40 fu"],
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
    let (calculator, base) = picker::open_at("/login", 780).await;
    let client = calculator.client;
    organizer_chooses_password(&client).await;
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
