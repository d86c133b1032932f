//! One table phone records hand after hand (issue 21, item 2). Every Save loads a new page and
//! leaves the previous one in the browser's back/forward cache; a page kept there must not keep
//! its events stream (or any request) open, or after a handful of hands the browser's six
//! connections to the app are spent and the preview and the next Save wait forever.
//!
//! The browser is headless Chromium as the other tests start it, whose back/forward cache is
//! on; the test checks that it is (a page is restored from it at the end).

use crate::browser;
use crate::client::Client as Http;

use browser::{start_app, start_browser};
use fantoccini::Client;
use std::time::Duration;

const HANDS: usize = 20;

/// The organizer (over plain HTTP on loopback) creates a tournament with `ruleset`, registers
/// `players`, starts round 1 and lets tables record their own hands. Returns the organizer's
/// client (signed in), the tournament id and table 1's code.
pub fn tournament_with_table_entry(
    port: u16,
    ruleset: &str,
    players: &[&str],
) -> (Http, i64, String) {
    let mut organizer = Http::new(port);
    organizer.setup_organizer();
    let id = organizer.create_tournament(&[("name", "Phone marathon"), ("ruleset", ruleset)]);
    organizer.check_in_and_start_round_one(id, players, "");
    let csrf = organizer.csrf();
    let reply = organizer
        .post(
            &format!("/admin/t/{id}/hand-entry"),
            &[("csrf", &csrf), ("hand_entry", "table")],
        )
        .unwrap();
    assert_eq!(reply.status, 303, "{}", reply.body);
    let cards = organizer
        .get(&format!("/admin/t/{id}/rounds/1/cards"))
        .unwrap();
    assert_eq!(cards.status, 200, "{}", cards.body);
    let marker = "<b class=\"code\">";
    let start = cards.body.find(marker).expect("a table card with its code") + marker.len();
    let code = cards.body[start..].split('<').next().unwrap().to_string();
    (organizer, id, code)
}

/// Polls a script until it returns true, or fails after `seconds` saying `what`.
pub async fn wait_until(phone: &Client, script: &str, seconds: u64, what: &str) {
    let start = std::time::Instant::now();
    loop {
        // A look-up made while the page is navigating fails: it is simply tried again.
        if let Ok(value) = phone.execute(script, vec![]).await {
            if value == serde_json::json!(true) {
                return;
            }
        }
        assert!(
            start.elapsed() < Duration::from_secs(seconds),
            "{what} (waited {seconds} s)"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Taps the chip of a hidden radio or checkbox input, scrolled into view as a thumb would.
pub async fn chip(phone: &Client, input: &str) {
    crate::browser::scroll_and_tap(phone, &format!("#hand-form input{input} + span")).await;
}

/// A phone at 360 px opens the table's code and says it is the first player listed, with
/// that player's PIN from the organizer's player cards.
pub async fn phone_at_table(
    base: &str,
    id: i64,
    code: &str,
    organizer: &mut Http,
) -> (browser::Running, Client) {
    let cards = organizer
        .get(&format!("/admin/t/{id}/players/cards"))
        .unwrap();
    assert_eq!(cards.status, 200, "{}", cards.body);
    let pins = browser::seat_pins_from_cards(&cards.body);
    let (driver, phone) = start_browser(360, 740).await;
    phone
        .goto(&format!("{base}/t/{id}/table/{code}"))
        .await
        .unwrap();
    browser::phone_takes_seat(&phone, 0, &pins).await;
    (driver, phone)
}

/// A phone at 360 px opens the table's code, says it is the first player listed, and records
/// [`HANDS`] exhaustive draws in a row (the dealer tenpai, so the dealer keeps the deal and the
/// game goes on), waiting for the live preview before each Save. Then it goes back one page:
/// the page comes from the back/forward cache and follows the sheet again.
async fn one_phone_records_twenty_hands(ruleset: &str, players: &[&str]) {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let port: u16 = base.rsplit(':').next().unwrap().parse().unwrap();
    let (mut organizer, id, code) = tournament_with_table_entry(port, ruleset, players);
    let (_driver, phone) = phone_at_table(&base, id, &code, &mut organizer).await;

    for hand in 1..=HANDS {
        wait_until(
            &phone,
            &format!(
                "var h = document.querySelector('#hand-form h2');
                 return !!h && h.textContent.indexOf('Record hand #{hand} ') >= 0 &&
                   document.documentElement.hasAttribute('data-live-on');"
            ),
            15,
            &format!("the form for hand #{hand} never showed"),
        )
        .await;
        if hand == HANDS {
            // Marks this page: if it comes back from the back/forward cache, it says so.
            phone
                .execute(
                    "window.addEventListener('pageshow', function (e) {
                       window.restoredFromCache = e.persisted;
                     });",
                    vec![],
                )
                .await
                .unwrap();
        }
        chip(&phone, "[name=outcome][value=draw]").await;
        chip(&phone, "[name=tenpai0]").await;
        wait_until(
            &phone,
            "var p = document.querySelector('#hand-form .pay-result .preview');
             return !!p && p.textContent.indexOf('This hand pays') >= 0;",
            15,
            &format!("hand #{hand}: the preview never came"),
        )
        .await;
        crate::browser::tap_save(&phone).await;
        wait_until(
            &phone,
            &format!(
                "var n = document.querySelector('#notice p.ok');
                 return !!n && n.textContent.indexOf('Hand #{hand} saved') >= 0;"
            ),
            15,
            &format!("hand #{hand} was never saved"),
        )
        .await;
    }

    // Back to the page of hand #20: restored from the cache, it reopens its stream and shows
    // the hand saved since it was left.
    phone.back().await.unwrap();
    wait_until(
        &phone,
        "return window.restoredFromCache === true;",
        15,
        "the page was not restored from the back/forward cache: is the cache off?",
    )
    .await;
    wait_until(
        &phone,
        &format!(
            "var s = document.querySelector('table.sheet tbody');
             return !!s && s.textContent.indexOf('#{HANDS}') >= 0;"
        ),
        15,
        "the restored page did not follow the sheet",
    )
    .await;
    phone.close().await.unwrap();
}

#[tokio::test]
async fn one_riichi_table_phone_records_twenty_hands_in_a_row_with_a_preview_each_time() {
    one_phone_records_twenty_hands("msmc-2016", &["Aiko", "Ben", "Chloé", "Dev"]).await;
}

#[tokio::test]
async fn one_sanma_table_phone_records_twenty_hands_in_a_row_with_a_preview_each_time() {
    one_phone_records_twenty_hands("sanma-msmc", &["Aiko", "Ben", "Chloé"]).await;
}
