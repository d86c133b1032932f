//! In headless Chromium at a phone's width: the public players list links to a player's page,
//! and that page (every game with its score) fits 360 px without cutting off the score column.

use crate::browser;

use browser::{
    assert_page_is_healthy, click_then_wait, organizer_starts_round_one, save_screenshot,
    start_app, start_browser,
};
use fantoccini::Locator;

const PLAYERS: &str = "name\nMaximiliana Lindqvist-Karlsson\nBen\nChloé\nDev";

#[tokio::test]
async fn a_player_page_reached_from_the_players_list_fits_a_360_px_phone() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    // The organizer on a laptop.
    let (_driver, client) = start_browser(1024, 768).await;
    let id = organizer_starts_round_one(&client, &base, PLAYERS, 4).await;
    click_then_wait(
        &client,
        Locator::LinkText("record"),
        Locator::Id("hand-form"),
    )
    .await;
    // South wins a yakuman off the dealer, who busts: the game ends with final scores. Posted
    // from the sheet's own form fields (CSRF token and version included).
    let status = client
        .execute(
            "const form = document.getElementById('hand-form');
             const data = new URLSearchParams(new FormData(form));
             for (const [k, v] of [['outcome', 'ron'], ['discarder', '0'], ['win1', '1'],
                                   ['value1', 'y1'], ['action', 'save']]) { data.set(k, v); }
             return fetch(form.getAttribute('action'), { method: 'POST', body: data, redirect: 'manual' })
               .then(r => r.type === 'opaqueredirect' ? 303 : r.status);",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(status.as_u64(), Some(303), "the hand is saved");
    client.close().await.unwrap();

    let (_phone_driver, client) = start_browser(360, 740).await;
    client
        .goto(&format!("{base}/t/{id}/players"))
        .await
        .unwrap();
    assert_page_is_healthy(&client, 360).await;
    click_then_wait(
        &client,
        Locator::LinkText("Maximiliana Lindqvist-Karlsson"),
        Locator::Css("table.player-games"),
    )
    .await;
    assert_page_is_healthy(&client, 360).await;
    save_screenshot(&client, "player-page-360.png").await;
    // The score cell is on screen, not clipped by a scrolling table.
    let right = client
        .execute(
            "const cell = document.querySelector('table.player-games tbody tr td:last-child');
             return [cell.getBoundingClientRect().right, window.innerWidth, cell.textContent];",
            vec![],
        )
        .await
        .unwrap();
    let (edge, width) = (right[0].as_f64().unwrap(), right[1].as_f64().unwrap());
    assert!(
        edge <= width,
        "the score column ends at {edge}px of {width}px"
    );
    let score = right[2].as_str().unwrap().trim().to_string();
    assert!(
        score.starts_with('+') || score.starts_with('−'),
        "a final score is shown: {score:?}"
    );
    client.close().await.unwrap();
}
