//! In headless Chromium: a phone-sized window on a public score sheet and another on the big
//! screen follow the hands the organizer records, without reloading.

use crate::browser;

use browser::{
    assert_not_reloaded, assert_page_is_healthy, mark_against_reload, start_app, start_browser,
};
use std::time::{Duration, Instant};

/// Polls the page's text until it holds `needle` (at most 5 s).
async fn wait_for_text(client: &fantoccini::Client, css: &str, needle: &str) -> String {
    browser::live_text_within(client, css, needle, Duration::from_secs(5)).await
}

/// Waits (at most 5 s) until the page's live script has started.
async fn wait_until_live(client: &fantoccini::Client) {
    let start = Instant::now();
    while client
        .execute(
            "return document.documentElement.hasAttribute('data-live-on');",
            vec![],
        )
        .await
        .unwrap()
        != serde_json::json!(true)
    {
        assert!(start.elapsed() < Duration::from_secs(5), "live.js started");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn a_phone_on_a_score_sheet_follows_new_hands_without_reloading() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (mut organizer, id) = crate::browser::organizer_with_a_round(&base, 8);
    let game = organizer.game_ids(id)[0];
    let csrf = organizer.csrf();

    let (_driver, phone) = start_browser(360, 740).await;
    phone
        .goto(&format!("{base}/t/{id}/games/{game}"))
        .await
        .unwrap();
    mark_against_reload(&phone).await;
    wait_until_live(&phone).await;
    // Let the stream open and its first check finish.
    tokio::time::sleep(Duration::from_millis(800)).await;

    let saved = Instant::now();
    let reply = organizer
        .post(
            &format!("/admin/t/{id}/games/{game}/hands"),
            &[
                ("csrf", &csrf),
                ("version", "0"),
                ("action", "save"),
                ("outcome", "tsumo"),
                ("win1", "1"),
                ("value1", "mangan"),
            ],
        )
        .unwrap();
    assert_eq!(reply.status, 303, "{}", reply.body);
    let sheet = wait_for_text(&phone, "#sheet", "tsumo").await;
    assert!(sheet.contains("tsumo 2000/4000"), "{sheet}");
    assert!(
        saved.elapsed() < Duration::from_secs(5),
        "the sheet followed within the bound"
    );
    assert_not_reloaded(&phone, "the page was reloaded").await;
    assert_page_is_healthy(&phone, 360).await;

    // The big screen follows the same way.
    phone.goto(&format!("{base}/t/{id}/screen")).await.unwrap();
    tokio::time::sleep(Duration::from_millis(800)).await;
    let reply = organizer
        .post(
            &format!("/admin/t/{id}/rounds/1/clock"),
            &[("csrf", &csrf), ("minutes", "30")],
        )
        .unwrap();
    assert_eq!(reply.status, 303, "{}", reply.body);
    let clock = wait_for_text(&phone, "header.screen-head", "left").await;
    assert!(clock.contains("left"), "{clock}");
    phone.close().await.unwrap();
}

/// The number of page fetches the live script has made so far.
async fn fetches(client: &fantoccini::Client) -> u64 {
    client
        .execute(
            "return performance.getEntriesByType('resource').filter(function (e) { return e.initiatorType === 'fetch'; }).length;",
            vec![],
        )
        .await
        .unwrap()
        .as_u64()
        .unwrap_or_default()
}

/// A change at another table makes the page look again, but the server's sheet of this table
/// did not change: nothing is replaced, even though the running clock changed the page's text
/// (a swap there would take elements from under a finger).
#[tokio::test]
async fn a_change_at_another_table_leaves_this_sheet_untouched_while_its_clock_runs() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (mut organizer, id) = crate::browser::organizer_with_a_round(&base, 8);
    let games = organizer.game_ids(id);
    let csrf = organizer.csrf();
    // A long clock: the server's "600 min left" stays the same for the whole test.
    let reply = organizer
        .post(
            &format!("/admin/t/{id}/rounds/1/clock"),
            &[("csrf", &csrf), ("minutes", "600")],
        )
        .unwrap();
    assert_eq!(reply.status, 303, "{}", reply.body);

    let (_driver, phone) = start_browser(360, 740).await;
    phone
        .goto(&format!("{base}/t/{id}/games/{}", games[0]))
        .await
        .unwrap();
    wait_until_live(&phone).await;
    // The stream's first check, and the clock's countdown changing the page's text.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let ticking = wait_for_text(&phone, ".clock-left", "9:59:").await;
    assert!(
        ticking.contains("9:59:"),
        "the clock counts down: {ticking}"
    );
    // A mark on an element that a swap would replace.
    phone
        .execute(
            "document.querySelector('table.sheet').stayed = 1; return 1;",
            vec![],
        )
        .await
        .unwrap();
    let looked = fetches(&phone).await;

    let reply = organizer
        .post(
            &format!("/admin/t/{id}/games/{}/hands", games[1]),
            &[
                ("csrf", &csrf),
                ("version", "0"),
                ("action", "save"),
                ("outcome", "draw"),
            ],
        )
        .unwrap();
    assert_eq!(reply.status, 303, "{}", reply.body);
    let start = Instant::now();
    while fetches(&phone).await <= looked {
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "the change made the page look again"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let kept = phone
        .execute(
            "return document.querySelector('table.sheet').stayed;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(
        kept,
        serde_json::json!(1),
        "the unchanged sheet was replaced"
    );
    phone.close().await.unwrap();
}
