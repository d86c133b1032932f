//! The keyboard keeps its place (issue 38): a live refresh of the "now" page and a public sheet
//! leaves the focus on the link that had it and says "Standings updated" once; a refused save
//! puts the focus on the refusal; Tab never lands on a control under the sticky Save bar; the
//! big screen pauses and resumes from the keyboard, showing that it is paused; and an organizer
//! records a hand with the keys alone while a public page follows live.

use crate::browser::{start_app, start_browser, Running};
use crate::client::Client as Http;
use crate::event_day::{record, signed_in_window};
use crate::phone_streams::wait_until;
use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::{Client, Locator};
use std::time::Duration;

/// WebDriver's Tab and Enter keys.
const TAB: char = '\u{e004}';
const ENTER: char = '\u{e007}';
const SPACE: char = '\u{e00d}';
const ARROW_RIGHT: char = '\u{e014}';

/// Presses and releases `key` on whatever has the focus, as a keyboard does.
async fn press(client: &Client, key: char) {
    let keys = KeyActions::new("keyboard".to_string())
        .then(KeyAction::Down { value: key })
        .then(KeyAction::Up { value: key });
    client.perform_actions(keys).await.unwrap();
}

/// Runs `script` and returns its answer as text.
async fn text_by_script(client: &Client, script: &str) -> String {
    let value = client.execute(script, vec![]).await.unwrap();
    value
        .as_str()
        .map_or_else(|| value.to_string(), str::to_string)
}

/// On `path` (a live public page), focuses the Standings tab, has the organizer record a hand
/// on `game`, and checks that the page followed with the focus still on that link and one
/// "Standings updated" said.
async fn focus_stays_on_a_link_through_a_refresh(
    base: &str,
    organizer: &mut Http,
    (id, game): (i64, i64),
    path: &str,
    hand: &[(&str, &str)],
) {
    let (_driver, phone) = start_browser(360, 740).await;
    phone.goto(&format!("{base}{path}")).await.unwrap();
    wait_until(
        &phone,
        "return document.documentElement.hasAttribute('data-live-on');",
        10,
        "live.js started",
    )
    .await;
    // Let the stream open and its first check finish.
    tokio::time::sleep(Duration::from_millis(800)).await;
    let before = text_by_script(&phone, "return document.querySelector('main').textContent;").await;
    phone
        .execute(
            "document.querySelector('nav.tabs a[href$=\"/standings\"]').focus(); return 1;",
            vec![],
        )
        .await
        .unwrap();
    record(organizer, id, game, hand);
    wait_until(
        &phone,
        &format!(
            "return document.querySelector('main').textContent !== {};",
            serde_json::json!(before)
        ),
        10,
        &format!("{path} never followed the new hand"),
    )
    .await;
    let focused = text_by_script(
        &phone,
        "var a = document.activeElement; return a.tagName + ' ' + (a.getAttribute('href') || '') + ' ' + a.isConnected;",
    )
    .await;
    assert_eq!(
        focused,
        format!("A /t/{id}/standings true"),
        "{path}: the focus left the link"
    );
    wait_until(
        &phone,
        "var r = document.querySelectorAll('[data-live-announcer]');
         return r.length === 1 && r[0].textContent === 'Standings updated' &&
           r[0].getAttribute('aria-live') === 'polite';",
        5,
        &format!("{path} never said 'Standings updated' once, politely"),
    )
    .await;
    phone.close().await.unwrap();
}

#[tokio::test]
async fn a_live_update_keeps_the_focus_on_a_focused_link_and_says_standings_updated() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (mut organizer, id) = crate::browser::organizer_with_a_round(&base, 4);
    let game = organizer.game_ids(id)[0];
    let draw = [("outcome", "draw")];
    focus_stays_on_a_link_through_a_refresh(
        &base,
        &mut organizer,
        (id, game),
        &format!("/t/{id}/games/{game}"),
        &draw,
    )
    .await;
    focus_stays_on_a_link_through_a_refresh(
        &base,
        &mut organizer,
        (id, game),
        &format!("/t/{id}"),
        // A yakuman dealt in busts the discarder: the game ends, and the "now" page says so.
        &[
            ("outcome", "ron"),
            ("discarder", "2"),
            ("win0", "1"),
            ("value0", "y1"),
        ],
    )
    .await;
}

/// The organizer's sheet of a fresh round's first game in a window, and what keeps it running.
struct OpenSheet {
    window: Client,
    base: String,
    id: i64,
    _driver: Running,
    _app: Running,
    _dir: tempfile::TempDir,
}

/// The organizer's sheet of a fresh round's first game, open at 360 × `height`.
async fn organizer_sheet(height: u32) -> OpenSheet {
    let dir = tempfile::tempdir().unwrap();
    let (app, base) = start_app(dir.path());
    let (mut organizer, id) = crate::browser::organizer_with_a_round(&base, 4);
    let game = organizer.game_ids(id)[0];
    let (driver, window) = signed_in_window(&base, &organizer, 360, height).await;
    window
        .goto(&format!("{base}/admin/t/{id}/games/{game}"))
        .await
        .unwrap();
    wait_until(
        &window,
        "return !!document.getElementById('hand-form');",
        10,
        "the hand form",
    )
    .await;
    OpenSheet {
        window,
        base,
        id,
        _driver: driver,
        _app: app,
        _dir: dir,
    }
}

/// Taps the chip of a hidden radio or checkbox input of the hand form.
async fn chip(client: &Client, input: &str) {
    crate::phone_streams::chip(client, input).await;
}

#[tokio::test]
async fn a_refused_save_puts_the_focus_on_the_refusal() {
    let open = organizer_sheet(740).await;
    let window = &open.window;
    // A ron with nobody winning: the server refuses it and says what to fix.
    chip(window, "[name=outcome][value=ron]").await;
    crate::browser::tap_save(window).await;
    wait_until(
        window,
        "return !!document.querySelector('main p.error[role=alert]');",
        10,
        "the refusal",
    )
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let focused = text_by_script(
        window,
        "var a = document.activeElement; return a === document.querySelector('main p.error[role=alert]') ?
           'the refusal' : a.outerHTML.slice(0, 200);",
    )
    .await;
    assert_eq!(focused, "the refusal");
    window.clone().close().await.unwrap();
}

/// Presses Tab until the focused element is a control named `name` (at most 80 times).
async fn tab_to(client: &Client, name: &str) {
    let script = format!("var a = document.activeElement; return !!a && a.name === '{name}';");
    for _ in 0..80 {
        press(client, TAB).await;
        if client.execute(&script, vec![]).await.unwrap() == serde_json::json!(true) {
            return;
        }
    }
    panic!("Tab never reached a control named {name}");
}

/// With a radio of group `name` focused, presses the right arrow until `value` is chosen.
async fn arrow_to(client: &Client, name: &str, value: &str) {
    let script = format!(
        "var c = document.querySelector(\"input[name='{name}']:checked\"); return c ? c.value : '';"
    );
    for _ in 0..12 {
        if text_by_script(client, &script).await == value {
            return;
        }
        press(client, ARROW_RIGHT).await;
    }
    panic!("the arrows never chose {name}={value}");
}

#[tokio::test]
async fn a_keyboard_only_organizer_records_a_hand_while_the_public_page_follows_live() {
    let open = organizer_sheet(740).await;
    let window = &open.window;
    let (_driver, watcher) = start_browser(360, 740).await;
    watcher
        .goto(&format!("{}/t/{}", open.base, open.id))
        .await
        .unwrap();
    wait_until(
        &watcher,
        "return document.documentElement.hasAttribute('data-live-on');",
        10,
        "live.js started on the tournament's page",
    )
    .await;
    tokio::time::sleep(Duration::from_millis(800)).await;
    let before = text_by_script(
        &watcher,
        "return document.querySelector('main').textContent;",
    )
    .await;
    // From the form's heading on, only keys: Tab between groups, arrows within a group,
    // Space to tick, Enter to save.
    window
        .execute(
            "var h = document.querySelector('#hand-form h2'); h.setAttribute('tabindex', '-1');
             h.focus(); return 1;",
            vec![],
        )
        .await
        .unwrap();
    tab_to(window, "outcome").await;
    arrow_to(window, "outcome", "ron").await;
    tab_to(window, "win0").await;
    press(window, SPACE).await;
    tab_to(window, "discarder").await;
    arrow_to(window, "discarder", "1").await;
    tab_to(window, "value0").await;
    arrow_to(window, "value0", "mangan").await;
    wait_until(
        window,
        "return !!document.querySelector('.pay-bar .preview');",
        10,
        "the preview in the bar",
    )
    .await;
    let save = "var a = document.activeElement; return !!a && a.value === 'save';";
    for _ in 0..80 {
        if window.execute(save, vec![]).await.unwrap() == serde_json::json!(true) {
            break;
        }
        press(window, TAB).await;
    }
    press(window, ENTER).await;
    wait_until(
        window,
        "var s = document.querySelector('table.sheet'); return !!s && s.textContent.includes('#1');",
        10,
        "the hand saved on the sheet",
    )
    .await;
    let watched = format!(
        "return document.querySelector('main').textContent !== {};",
        serde_json::to_string(&before).unwrap()
    );
    wait_until(&watcher, &watched, 10, "the public page followed the save").await;
    let page = text_by_script(
        &watcher,
        "return document.querySelector('main').textContent;",
    )
    .await;
    // The dealer won: the table plays East 1 again with one counter.
    assert!(page.contains("playing E1·1"), "{page}");
    window.clone().close().await.unwrap();
}

#[tokio::test]
async fn tab_never_lands_on_a_control_under_the_save_bar() {
    // A short screen, and a bar made tall by a preview: a fixed scroll padding is too small.
    let open = organizer_sheet(600).await;
    let window = &open.window;
    chip(window, "[name=outcome][value=ron]").await;
    chip(window, "[name=win0]").await;
    chip(window, "[name=discarder][value='1']").await;
    chip(window, "[name=value0][value=mangan]").await;
    wait_until(
        window,
        "return !!document.querySelector('.pay-bar .preview');",
        10,
        "the preview in the bar",
    )
    .await;
    window
        .execute(
            "window.scrollTo(0, 0); document.querySelector('#hand-form h2').setAttribute('tabindex', '-1');
             document.querySelector('#hand-form h2').focus(); return 1;",
            vec![],
        )
        .await
        .unwrap();
    let mut covered = Vec::new();
    for _ in 0..40 {
        press(window, TAB).await;
        let found = text_by_script(
            window,
            "var el = document.activeElement; var bar = document.querySelector('.pay-bar');
             if (!bar || bar.contains(el) || !el.closest('#hand-form')) return '';
             var shown = el.closest('label') || el;
             var box = shown.getBoundingClientRect();
             if (box.width === 0) return '';
             return box.bottom > bar.getBoundingClientRect().top + 1 ?
               (el.name || el.tagName) + '=' + (el.value || '') + ' ends at ' + box.bottom +
               ', the bar starts at ' + bar.getBoundingClientRect().top : '';",
        )
        .await;
        if !found.is_empty() {
            covered.push(found);
        }
    }
    assert!(covered.is_empty(), "under the bar: {covered:#?}");
    window.clone().close().await.unwrap();
}

#[tokio::test]
async fn the_big_screen_pauses_and_resumes_from_the_keyboard_and_shows_it_is_paused() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (_organizer, id) = crate::browser::organizer_with_a_round(&base, 4);
    let (_driver, screen) = start_browser(1280, 720).await;
    screen.goto(&format!("{base}/t/{id}/screen")).await.unwrap();
    let pause = screen
        .wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::Css("button.screen-pause"))
        .await
        .expect("a pause button");
    assert_eq!(pause.text().await.unwrap(), "Pause (P)");
    // The only control of the page: the first Tab reaches it, and Enter presses it.
    press(&screen, TAB).await;
    let focused = text_by_script(&screen, "return document.activeElement.className;").await;
    assert_eq!(focused, "screen-pause", "Tab reaches the pause button");
    press(&screen, ENTER).await;
    let shown = "return Array.prototype.map.call(document.querySelectorAll('[data-screen-part]'),
                   function (p) { return p.hidden ? '' : p.id; }).join('');";
    let paused_on = text_by_script(&screen, shown).await;
    let state = text_by_script(
        &screen,
        "var b = document.querySelector('button.screen-pause');
         return document.body.classList.contains('paused') + ' ' + b.getAttribute('aria-pressed') + ' ' + b.textContent;",
    )
    .await;
    assert_eq!(state, "true true Paused · resume (P)");
    // Longer than a part is shown: still the same part.
    tokio::time::sleep(Duration::from_secs(16)).await;
    assert_eq!(text_by_script(&screen, shown).await, paused_on, "paused");
    // P anywhere resumes.
    screen
        .execute("document.activeElement.blur(); return 1;", vec![])
        .await
        .unwrap();
    press(&screen, 'p').await;
    let state = text_by_script(
        &screen,
        "return document.body.classList.contains('paused') + ' ' + document.querySelector('button.screen-pause').textContent;",
    )
    .await;
    assert_eq!(state, "false Pause (P)");
    tokio::time::sleep(Duration::from_secs(16)).await;
    assert_ne!(
        text_by_script(&screen, shown).await,
        paused_on,
        "turning again"
    );
    screen.close().await.unwrap();
}
