//! axe-core's WCAG 2.1 A and AA rules, run in headless Chromium over every public page of a
//! played tournament, the table phone's pages (the code form, the seat chooser with a free and
//! a taken seat, the PIN form, the table's sheet) and the organizer's score sheet, each at 360
//! and 1280 px; any violation fails, listed with the elements it names. The same pass measures
//! the smallest text on each page: nothing under 0.8rem (12.8 px).
//!
//! axe-core is the npm package installed in `tools/a11y/` (`npm ci` there; `.ci/run` does it):
//! the project keeps its lockfile, not its code. Missing, the test fails and says how to get it.

use crate::browser::{save_screenshot, seat_pins_from_cards, start_app, start_browser};
use crate::client::Client as Http;
use crate::event_day::signed_in_window;
use crate::phone_streams::tournament_with_table_entry;
use fantoccini::{Client, Locator};
use std::time::Duration;

/// The widths every page is checked at: a phone and a laptop.
const WIDTHS: [u32; 2] = [360, 1280];
const HEIGHT: u32 = 800;

/// The smallest font size allowed, in CSS pixels: 0.8rem of the 16 px root.
const SMALLEST_TEXT_PX: f64 = 12.8;

/// axe-core's script, read from where `npm ci` in `tools/a11y/` puts it.
pub fn axe_script() -> String {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tools/a11y/node_modules/axe-core/axe.min.js"
    );
    std::fs::read_to_string(path).unwrap_or_else(|e| {
        panic!(
            "axe-core is missing ({path}: {e}): run `npm ci` in tools/a11y (bash .ci/run does it)"
        )
    })
}

/// Runs axe-core's WCAG 2.1 A/AA rules on the page shown; returns one line per violation,
/// naming the rule and the elements it found.
pub async fn axe_violations(client: &Client, axe: &str) -> Vec<String> {
    client
        .execute(&format!("{axe}\n;return true;"), vec![])
        .await
        .expect("axe-core loads into the page");
    let found = client
        .execute_async(
            "var done = arguments[arguments.length - 1];
             axe.run(document, {
               runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']},
               resultTypes: ['violations']
             }).then(function (result) {
               // A run that checked nothing would pass vacuously: it says so instead.
               if (!result.passes.length) done(['axe-core checked no rule on this page']);
               else done(result.violations.map(function (v) {
                 return v.id + ' (' + v.impact + '): ' + v.help + ' at ' + v.nodes.map(function (n) {
                   return n.target.join(' ') + ' [' + (n.failureSummary || '').replace(/\\s+/g, ' ') + ']';
                 }).join('; ');
               }));
             }).catch(function (e) { done(['axe-core failed to run: ' + e]); });",
            vec![],
        )
        .await
        .expect("axe-core answers");
    found
        .as_array()
        .expect("a list of violations")
        .iter()
        .map(|line| line.as_str().unwrap_or_default().to_string())
        .collect()
}

/// The smallest computed font size, in CSS pixels, of the elements matching `css` (none found:
/// a test error, so that a renamed class cannot pass by matching nothing).
pub async fn smallest_font_px(client: &Client, css: &str) -> f64 {
    let sizes = client
        .execute(
            "return Array.prototype.map.call(document.querySelectorAll(arguments[0]),
               function (el) { return parseFloat(getComputedStyle(el).fontSize); });",
            vec![serde_json::json!(css)],
        )
        .await
        .unwrap();
    let sizes: Vec<f64> = sizes
        .as_array()
        .unwrap()
        .iter()
        .filter_map(serde_json::Value::as_f64)
        .collect();
    assert!(!sizes.is_empty(), "no {css} on the page");
    sizes.into_iter().fold(f64::INFINITY, f64::min)
}

/// Fails when an element matching `css` has text under 0.8rem.
pub async fn assert_readable_size(client: &Client, css: &str) {
    let smallest = smallest_font_px(client, css).await;
    assert!(
        smallest >= SMALLEST_TEXT_PX,
        "{css} is {smallest}px, under 0.8rem"
    );
}

/// The visible text nodes' elements whose font is smaller than [`SMALLEST_TEXT_PX`]: tag,
/// class, size and the start of the text.
async fn tiny_text(client: &Client) -> Vec<String> {
    let found = client
        .execute(
            "var out = [];
             var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
             while (walker.nextNode()) {
               var node = walker.currentNode;
               var text = node.textContent.trim();
               var el = node.parentElement;
               if (!text || !el || !el.getClientRects().length) continue;
               var style = getComputedStyle(el);
               if (style.visibility === 'hidden') continue;
               var size = parseFloat(style.fontSize);
               if (size < arguments[0]) {
                 out.push(el.tagName.toLowerCase() + '.' + el.className + ' ' + size + 'px: ' + text.slice(0, 30));
               }
             }
             return out;",
            vec![serde_json::json!(SMALLEST_TEXT_PX - 0.01)],
        )
        .await
        .unwrap();
    found
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line.as_str().unwrap_or_default().to_string())
        .collect()
}

/// Checks the page shown, adding what fails to `failures`. The window's width is the one it
/// was opened at (a phone's window cannot be resized: its screen is emulated).
async fn check_page(client: &Client, axe: &str, label: &str, failures: &mut Vec<String>) {
    let width = client
        .execute("return window.innerWidth;", vec![])
        .await
        .unwrap();
    for violation in axe_violations(client, axe).await {
        failures.push(format!("{label} at {width} px: {violation}"));
    }
    for small in tiny_text(client).await {
        failures.push(format!("{label} at {width} px: text under 0.8rem: {small}"));
    }
    // For a person to look at: every page checked, as it shows at this width.
    let name: String = label
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    save_screenshot(client, &format!("a11y{name}-{width}.png")).await;
}

/// Opens `path` and checks it (see [`check_page`]).
async fn check_path(
    client: &Client,
    base: &str,
    axe: &str,
    path: &str,
    failures: &mut Vec<String>,
) {
    client.goto(&format!("{base}{path}")).await.unwrap();
    check_page(client, axe, path, failures).await;
}

/// Waits for an element matching `css` on the page shown.
async fn wait_for(client: &Client, css: &str) {
    client
        .wait()
        .at_most(Duration::from_secs(15))
        .for_element(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("never saw {css}: {e}"));
}

/// The first number after `marker` in `page`.
fn first_id_after(page: &str, marker: &str) -> String {
    let at = page
        .find(marker)
        .unwrap_or_else(|| panic!("{marker} in\n{page}"))
        + marker.len();
    page[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect()
}

/// A tournament with a hand recorded on each table, its tables recording their own hands.
fn played_tournament(base: &str) -> (Http, i64, String) {
    let port: u16 = base.rsplit(':').next().unwrap().parse().unwrap();
    let players = [
        "Aiko", "Ben", "Chloé", "Dev", "Emi", "Félix", "Hana", "Louis",
    ];
    let (mut organizer, id, code) = tournament_with_table_entry(port, "msmc-2016", &players);
    for game in organizer.game_ids(id) {
        crate::event_day::record(
            &mut organizer,
            id,
            game,
            &[("outcome", "tsumo"), ("win1", "1"), ("value1", "mangan")],
        );
    }
    (organizer, id, code)
}

/// The table phone's pages: the code form, the chooser, the PIN form, the table's sheet, and
/// the chooser again as another phone sees it (the first seat taken).
async fn check_table_phone(
    phone: &Client,
    base: &str,
    axe: &str,
    (id, code, organizer): (i64, &str, &mut Http),
    failures: &mut Vec<String>,
) {
    let cards = organizer
        .get(&format!("/admin/t/{id}/players/cards"))
        .unwrap();
    let pins = seat_pins_from_cards(&cards.body);
    check_path(phone, base, axe, &format!("/t/{id}/table"), failures).await;
    let table = format!("/t/{id}/table/{code}");
    check_path(phone, base, axe, &table, failures).await;
    crate::browser::tap(phone, Locator::Css("button.seat-choice")).await;
    wait_for(phone, "form.seat-pin").await;
    check_page(phone, axe, "the PIN form", failures).await;
    let title = phone
        .find(Locator::Css("form.seat-pin h2"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let name = title.split(" (").next().unwrap_or_default();
    phone
        .find(Locator::Css("form.seat-pin input[name=pin]"))
        .await
        .unwrap()
        .send_keys(&pins[name])
        .await
        .unwrap();
    crate::browser::tap(phone, Locator::Css("form.seat-pin button")).await;
    wait_for(phone, "#hand-form").await;
    check_page(phone, axe, "the table's sheet", failures).await;
    phone.delete_all_cookies().await.unwrap();
    check_path(phone, base, axe, &table, failures).await;
    assert_taken_seat_looks_off(phone).await;
}

/// On the seat chooser with one seat taken: that seat's button says so and looks unlike the
/// free ones (its own fill and a dashed border), not merely refusing a tap.
async fn assert_taken_seat_looks_off(phone: &Client) {
    let looks = phone
        .execute(
            "return Array.prototype.map.call(document.querySelectorAll('button.seat-choice'), function (b) {
               var s = getComputedStyle(b);
               return [b.disabled, s.backgroundColor, s.borderTopStyle, b.textContent];
             });",
            vec![],
        )
        .await
        .unwrap();
    let looks = looks.as_array().unwrap();
    let (taken, free): (Vec<_>, Vec<_>) = looks.iter().partition(|b| b[0] == true);
    assert_eq!(taken.len(), 1, "{looks:?}");
    assert_eq!(free.len(), 3, "{looks:?}");
    let taken = taken[0];
    assert!(
        taken[3]
            .as_str()
            .unwrap()
            .contains("taken by another phone"),
        "{taken:?}"
    );
    assert_eq!(taken[2], "dashed", "{taken:?}");
    for seat in free {
        assert_ne!(
            seat[1], taken[1],
            "a taken seat looks like a free one: {looks:?}"
        );
    }
}

/// Every page of a fresh played tournament checked in windows `width` px wide; returns what
/// failed.
async fn failures_at(width: u32, axe: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (mut organizer, id, code) = played_tournament(&base);
    let game = organizer.game_ids(id)[0];
    let players = organizer.get(&format!("/t/{id}/players")).unwrap().body;
    let player = first_id_after(&players, &format!("/t/{id}/players/"));
    let mut failures = Vec::new();

    let (_phone_driver, phone) = start_browser(width, HEIGHT).await;
    let mut public = crate::front_door::front_pages(id);
    public.extend([
        format!("/t/{id}/players/{player}"),
        format!("/t/{id}/games/{game}"),
        format!("/t/{id}/bracket"),
        format!("/t/{id}/calculator"),
        format!("/t/{id}/board"),
        format!("/t/{id}/screen"),
        format!("/t/{id}/statistics"),
        format!("/t/{id}/report"),
    ]);
    for path in &public {
        check_path(&phone, &base, axe, path, &mut failures).await;
    }
    check_table_phone(
        &phone,
        &base,
        axe,
        (id, &code, &mut organizer),
        &mut failures,
    )
    .await;
    phone.close().await.unwrap();

    let (_laptop_driver, laptop) = signed_in_window(&base, &organizer, width, HEIGHT).await;
    let sheet = format!("/admin/t/{id}/games/{game}");
    check_path(&laptop, &base, axe, &sheet, &mut failures).await;
    laptop.close().await.unwrap();
    failures
}

#[tokio::test]
async fn every_page_passes_axe_core_wcag_2_1_aa_at_360_and_1280_px() {
    let axe = axe_script();
    let mut failures = Vec::new();
    for width in WIDTHS {
        failures.extend(failures_at(width, &axe).await);
    }
    assert!(
        failures.is_empty(),
        "{} accessibility failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
