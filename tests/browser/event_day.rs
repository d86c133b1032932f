//! Pages left open all day follow the event (issue 21): the event board follows each new round,
//! heading and clock form included; a table phone opened before the round's time ran out says,
//! by Save and in the preview, that the hand being typed is the last of the game; the big
//! screen fits a 1280×720 projector with any field, showing every place over its pages.

use crate::browser;
use crate::client::{hidden_field, Client as Http};
use crate::phone_streams::{chip, phone_at_table, tournament_with_table_entry, wait_until};

use browser::{start_app, start_browser};
use fantoccini::{Client, Locator};
use std::collections::BTreeSet;

/// The port of an app's base URL.
fn port_of(base: &str) -> u16 {
    base.rsplit(':').next().unwrap().parse().unwrap()
}

/// A browser window with the organizer's session (copied from the plain client).
pub async fn signed_in_window(
    base: &str,
    organizer: &Http,
    width: u32,
    height: u32,
) -> (browser::Running, Client) {
    let (driver, window) = start_browser(width, height).await;
    window.goto(&format!("{base}/calculator")).await.unwrap();
    for (name, value) in &organizer.cookies {
        // WebDriver sends a cookie without SameSite as "None", which Chromium refuses on http.
        let cookie = fantoccini::cookies::Cookie::parse(format!(
            "{name}={value}; Domain=127.0.0.1; Path=/; SameSite=Lax"
        ))
        .unwrap();
        window.add_cookie(cookie).await.unwrap();
    }
    (driver, window)
}

/// The organizer records one hand on game `game`'s sheet, as its form would send it.
pub fn record(organizer: &mut Http, id: i64, game: i64, hand: &[(&str, &str)]) {
    let sheet = organizer
        .get(&format!("/admin/t/{id}/games/{game}"))
        .unwrap();
    let csrf = hidden_field(&sheet.body, "csrf").unwrap();
    let version = hidden_field(&sheet.body, "version").unwrap();
    let mut form = vec![
        ("csrf", csrf.as_str()),
        ("version", version.as_str()),
        ("action", "save"),
    ];
    form.extend_from_slice(hand);
    let reply = organizer
        .post(&format!("/admin/t/{id}/games/{game}/hands"), &form)
        .unwrap();
    assert_eq!(reply.status, 303, "{}", reply.body);
}

#[tokio::test]
async fn the_event_board_left_open_follows_the_next_round_heading_and_clock_form_included() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (mut organizer, id) = crate::browser::organizer_with_a_round(&base, 4);
    let game = organizer.game_ids(id)[0];

    let (_driver, board) = signed_in_window(&base, &organizer, 1280, 800).await;
    board
        .goto(&format!("{base}/admin/t/{id}/board"))
        .await
        .unwrap();
    wait_until(
        &board,
        "return document.documentElement.hasAttribute('data-live-on') &&
           document.querySelector('h1').textContent.indexOf('round 1') >= 0;",
        10,
        "the board shows round 1",
    )
    .await;
    crate::browser::mark_against_reload(&board).await;

    // Round 1's only game ends (the dealer's mangan tsumo, then a yakuman that busts South),
    // and round 2 starts from the tournament's page.
    record(
        &mut organizer,
        id,
        game,
        &[("outcome", "tsumo"), ("win0", "1"), ("value0", "mangan")],
    );
    record(
        &mut organizer,
        id,
        game,
        &[
            ("outcome", "ron"),
            ("win0", "1"),
            ("discarder", "1"),
            ("value0", "y1"),
        ],
    );
    let csrf = organizer.csrf();
    let reply = organizer
        .post(
            &format!("/admin/t/{id}/rounds"),
            &[("csrf", &csrf), ("table_rule", "substitute")],
        )
        .unwrap();
    assert_eq!(reply.status, 303, "{}", reply.body);

    wait_until(
        &board,
        "var h = document.querySelector('h1');
         var f = document.querySelector('form.clock-form');
         return !!h && h.textContent.indexOf('Event board: round 2') >= 0 &&
           !!f && /\\/rounds\\/2\\/clock$/.test(f.getAttribute('action'));",
        10,
        "the open board did not follow round 2 (heading and clock form)",
    )
    .await;
    crate::browser::assert_not_reloaded(&board, "the board was reloaded").await;

    // Its clock form starts round 2's clock.
    crate::browser::tap(&board, Locator::Css("form.clock-form button")).await;
    wait_until(
        &board,
        "var h = document.querySelector('h1');
         var c = document.querySelector('[data-live=board] .clock');
         return !!h && h.textContent.indexOf('round 2') >= 0 && !!c;",
        10,
        "round 2's clock never showed on the board",
    )
    .await;
    let clock: i64 = {
        let page = organizer.get(&format!("/t/{id}/screen")).unwrap();
        assert!(page.body.contains("Round 2 seating"), "{}", page.body);
        i64::from(page.body.contains("data-ends-at="))
    };
    assert_eq!(clock, 1, "round 2's clock runs");
    // A form still showing round 1 (a board without its script) changes nothing.
    let stale = organizer
        .post(
            &format!("/admin/t/{id}/rounds/1/clock"),
            &[("csrf", &csrf), ("minutes", "30")],
        )
        .unwrap();
    assert_eq!(stale.status, 409, "{}", stale.body);
    assert!(
        stale.body.contains("round 2 is"),
        "the refusal names the current round: {}",
        stale.body
    );
    board.close().await.unwrap();
}

#[tokio::test]
async fn a_table_phone_opened_before_time_ran_out_says_by_save_that_this_hand_is_the_last() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (mut organizer, id, code) = tournament_with_table_entry(
        port_of(&base),
        "msmc-2016",
        &["Aiko", "Ben", "Chloé", "Dev"],
    );
    // The shortest clock the form takes: one minute.
    let csrf = organizer.csrf();
    let reply = organizer
        .post(
            &format!("/admin/t/{id}/rounds/1/clock"),
            &[("csrf", &csrf), ("minutes", "1")],
        )
        .unwrap();
    assert_eq!(reply.status, 303, "{}", reply.body);

    let (_driver, phone) = phone_at_table(&base, id, &code, &mut organizer).await;
    // The dealer's ron off South, 3 han 30 fu: the game would go on.
    chip(&phone, "[name=outcome][value=ron]").await;
    chip(&phone, "[name=win0]").await;
    chip(&phone, "[name=discarder][value='1']").await;
    chip(&phone, "[name=value0][value='3']").await;
    chip(&phone, "[name=fu0][value='30']").await;
    wait_until(
        &phone,
        "var p = document.querySelector('#hand-form .pay-result .preview');
         return !!p && p.textContent.indexOf('This hand pays') >= 0;",
        15,
        "the preview never came",
    )
    .await;
    let before = phone
        .execute(
            "var n = document.querySelector('#hand-form [data-time-last]');
             return [document.querySelector('#hand-form .pay-result').textContent,
                     !!n && !n.hidden];",
            vec![],
        )
        .await
        .unwrap();
    assert!(
        !before[0].as_str().unwrap().contains("The game ends"),
        "{before:?}"
    );
    assert_eq!(before[1], serde_json::json!(false), "{before:?}");

    // The minute runs out with the form open: by Save and in the preview, the form says this
    // hand is the last, its "time was up" choice ticked.
    wait_until(
        &phone,
        "var n = document.querySelector('#hand-form .pay-bar [data-time-last]');
         var p = document.querySelector('#hand-form .pay-result .preview');
         var box = document.querySelector('#hand-form input[name=time_up]');
         return !!n && !n.hidden && n.textContent.indexOf('this hand is the last of the game') >= 0 &&
           !!box && box.checked &&
           !!p && p.textContent.indexOf('The game ends with this hand') >= 0;",
        90,
        "the form never said that time was up and this hand ends the game",
    )
    .await;
    browser::save_screenshot(&phone, "sheet-time-up-360.png").await;
    crate::browser::tap_save(&phone).await;
    wait_until(
        &phone,
        "var s = document.getElementById('sheet');
         return !!document.querySelector('#notice p.ok') &&
           document.body.textContent.indexOf('Game over.') >= 0 && !!s;",
        15,
        "the hand saved ends the game",
    )
    .await;
    phone.close().await.unwrap();
}

/// The big screen of a round-1 event with `players` players, at 1280×720: stepping through its
/// parts, no part overflows the viewport, and every player and table is shown on some part.
async fn the_screen_fits(players: usize) {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (mut organizer, id) = crate::browser::organizer_with_a_round(&base, players);
    // The smallest field waits for its one-minute clock to run out: the time part then shows
    // the ruleset's time rule in full.
    let minutes = if players == 12 { "1" } else { "90" };
    let csrf = organizer.csrf();
    let reply = organizer
        .post(
            &format!("/admin/t/{id}/rounds/1/clock"),
            &[("csrf", &csrf), ("minutes", minutes)],
        )
        .unwrap();
    assert_eq!(reply.status, 303, "{}", reply.body);

    let (_driver, screen) = start_browser(1280, 720).await;
    screen.goto(&format!("{base}/t/{id}/screen")).await.unwrap();
    wait_until(
        &screen,
        "return document.documentElement.classList.contains('cycling');",
        10,
        "the screen script started",
    )
    .await;
    if players == 12 {
        wait_until(
            &screen,
            "var r = document.querySelector('#screen-clock .clock-rule');
             return !!r && !r.hidden;",
            90,
            "the round's time ran out on the screen",
        )
        .await;
        // The screen re-fits within a second of the rule appearing.
        tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
    }
    let parts = crate::big_screen::screen_parts(&screen).await;
    // A key restarts the screen's 15-second turn, so that no part turns by itself while the
    // test reads it: back one part and forward again.
    screen
        .execute(
            "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowLeft'}));
             document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight'}));",
            vec![],
        )
        .await
        .unwrap();
    let mut names = BTreeSet::new();
    let mut tables = BTreeSet::new();
    let mut visited = BTreeSet::new();
    for step in 0..parts {
        // What the projector shows: the visible part, every place and table inside the viewport.
        let seen = screen
            .execute(
                "var w = window.innerWidth, h = window.innerHeight, root = document.documentElement;
                 var part = document.querySelector('[data-screen-part]:not([hidden])');
                 function inside(e) {
                   var r = e.getBoundingClientRect();
                   return r.width > 0 && r.height > 0 && r.left >= 0 && r.top >= 0 &&
                     r.right <= w && r.bottom <= h;
                 }
                 var out = [];
                 part.querySelectorAll('tr.place td.name').forEach(function (e) {
                   if (inside(e)) out.push('name:' + e.textContent);
                 });
                 part.querySelectorAll('.screen-table h3').forEach(function (e) {
                   if (inside(e)) out.push('table:' + e.textContent.split(' ')[1]);
                 });
                 document.querySelectorAll('header *, [data-screen-part]:not([hidden]) *').forEach(function (e) {
                   var r = e.getBoundingClientRect();
                   if (r.width > 0 && r.height > 0 && (r.right > w + 0.5 || r.bottom > h + 0.5)) {
                     out.push('outside:' + e.tagName + '.' + e.className + ' ' + e.textContent.slice(0, 40));
                   }
                 });
                 return {id: part.id, width: root.scrollWidth, height: root.scrollHeight,
                         vw: w, vh: h, seen: out};",
                vec![],
            )
            .await
            .unwrap();
        let part = seen["id"].as_str().unwrap().to_string();
        visited.insert(part.clone());
        assert_eq!(seen["vw"], 1280, "{seen}");
        assert_eq!(seen["vh"], 720, "{seen}");
        assert!(
            seen["width"].as_u64().unwrap() <= 1280 && seen["height"].as_u64().unwrap() <= 720,
            "{players} players, part {part} overflows the 1280×720 screen: {} × {} px",
            seen["width"],
            seen["height"]
        );
        for item in seen["seen"].as_array().unwrap() {
            let item = item.as_str().unwrap();
            assert!(
                !item.starts_with("outside:"),
                "{players} players, part {part}: {item} is outside the 1280×720 screen"
            );
            if let Some(name) = item.strip_prefix("name:") {
                names.insert(name.to_string());
            } else if let Some(table) = item.strip_prefix("table:") {
                tables.insert(table.to_string());
            }
        }
        if step == 0 || part.starts_with("screen-standings") {
            browser::save_screenshot(&screen, &format!("screen-{players}-{part}.png")).await;
        }
        // The next part at once, as a presenter's key does.
        screen
            .execute(
                "var shown = document.querySelector('[data-screen-part]:not([hidden])').id;
                 document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight'}));
                 return shown;",
                vec![],
            )
            .await
            .unwrap();
    }
    assert_eq!(
        visited.len() as u64,
        parts,
        "each part shown once: {visited:?}"
    );
    let expected: BTreeSet<String> = (0..players).map(|n| format!("Player {n:02}")).collect();
    assert_eq!(
        names, expected,
        "every player's place is on some page of the screen"
    );
    assert_eq!(
        tables.len(),
        players / 4,
        "every table is shown: {tables:?}"
    );
    screen.close().await.unwrap();
}

#[tokio::test]
async fn the_big_screen_fits_1280_by_720_with_12_players() {
    the_screen_fits(12).await;
}

#[tokio::test]
async fn the_big_screen_fits_1280_by_720_with_48_players() {
    the_screen_fits(48).await;
}

#[tokio::test]
async fn the_big_screen_fits_1280_by_720_with_120_players() {
    the_screen_fits(120).await;
}
