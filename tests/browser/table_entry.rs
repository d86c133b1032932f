//! In headless Chromium: the organizer lets tables record their own hands and opens the table
//! cards; two phones (360 px) at table 1 open the table's code, each says who they are, one
//! records a hand and the other confirms it.
//!
//! [`table_with_two_phones`] sets up such a table and its two phones, for any test that wants
//! more windows beside them (the standings following live, say).

use crate::browser;

use browser::{
    assert_page_is_healthy, click_then_wait, organizer_starts_round_one_ruled, phone_takes_seat,
    save_screenshot, seat_pins_from_cards, start_app, start_browser, text_of, Running,
};
use fantoccini::{Client, Locator};
use std::collections::HashMap;
use std::time::Duration;

const PLAYERS: &str = "name\nAiko\nBen\nChloé\nDev";
const WIDTH: u32 = 360;
const HEIGHT: u32 = 740;

/// A running app whose round 1 table records its own hands, and two phones at that table.
pub struct TableWithPhones {
    pub base: String,
    pub tournament: String,
    pub code: String,
    /// The phones of the players in the first and second seat, table sheet open.
    pub phones: [(Running, Client); 2],
    /// The organizer's session cookies, for a window that needs them.
    pub organizer: Vec<fantoccini::cookies::Cookie<'static>>,
    /// Every player's seat PIN by name, from the player cards, for more phones to join.
    pub pins: HashMap<String, String>,
    _app: Running,
    _dir: tempfile::TempDir,
}

/// Waits until an element matching the XPath is on the page.
pub async fn wait_for(client: &Client, xpath: &str) {
    client
        .wait()
        .at_most(Duration::from_secs(15))
        .for_element(Locator::XPath(xpath))
        .await
        .unwrap_or_else(|e| panic!("never saw {xpath}: {e}"));
}

/// A phone opens the table's code, which offers a player for each of its `seats`, and chooses
/// the player in `seat` (0-based, as listed), typing that player's PIN (`pins`, from the
/// player cards) when asked.
pub async fn phone_joins(
    base: &str,
    tournament: &str,
    code: &str,
    (seat, seats): (usize, usize),
    pins: &HashMap<String, String>,
) -> (Running, Client) {
    let (driver, phone) = start_browser(WIDTH, HEIGHT).await;
    phone
        .goto(&format!("{base}/t/{tournament}/table/{code}"))
        .await
        .unwrap();
    wait_for(&phone, "//h2[contains(., 'Who are you?')]").await;
    assert_page_is_healthy(&phone, WIDTH).await;
    let choices = phone
        .find_all(Locator::Css("button.seat-choice"))
        .await
        .unwrap();
    assert_eq!(choices.len(), seats, "a table offers each of its players");
    phone_takes_seat(&phone, seat, pins).await;
    (driver, phone)
}

pub async fn table_with_two_phones() -> TableWithPhones {
    table_with_two_phones_under(None, PLAYERS, 4).await
}

/// [`table_with_two_phones`] in a tournament of the preset `ruleset` (the form's own choice
/// for `None`) of `players` (CSV text), whose tables seat `seats`.
pub async fn table_with_two_phones_under(
    ruleset: Option<&str>,
    players: &str,
    seats: usize,
) -> TableWithPhones {
    let setup = TableSetup {
        ruleset,
        players,
        choices: seats,
        table_rule: None,
        first_two: [0, 1],
    };
    table_with_two_phones_set_up(setup).await
}

/// How a table with two phones is set up, for a table that is not one person to a seat.
pub struct TableSetup<'a> {
    /// The preset, or the new-tournament form's own choice for `None`.
    pub ruleset: Option<&'a str>,
    /// The players, as CSV text.
    pub players: &'a str,
    /// The buttons the seat chooser offers.
    pub choices: usize,
    /// The round's table rule ("tag-teams"), drawn at random; `None` for the page's own.
    pub table_rule: Option<&'a str>,
    /// The chooser's buttons the first two phones tap.
    pub first_two: [usize; 2],
}

/// [`table_with_two_phones_under`] as `setup` says.
pub async fn table_with_two_phones_set_up(setup: TableSetup<'_>) -> TableWithPhones {
    let TableSetup {
        ruleset,
        players,
        choices: seats,
        table_rule,
        first_two,
    } = setup;
    let dir = tempfile::tempdir().unwrap();
    let (app, base) = start_app(dir.path());
    let (_laptop_driver, laptop) = start_browser(1024, 800).await;
    let count = players.lines().skip(1).count();
    let rules = (ruleset, table_rule);
    let tournament = organizer_starts_round_one_ruled(&laptop, &base, players, count, rules).await;

    laptop
        .goto(&format!("{base}/admin/t/{tournament}"))
        .await
        .unwrap();
    crate::browser::tap(&laptop, Locator::Css("input[name=hand_entry][value=table]")).await;
    click_then_wait(
        &laptop,
        Locator::XPath("//button[contains(., 'Save who records hands')]"),
        Locator::Css("input[name=hand_entry][value=table][checked]"),
    )
    .await;
    click_then_wait(
        &laptop,
        Locator::XPath("//a[contains(., 'table cards')]"),
        Locator::Css(".table-card .card-qr svg"),
    )
    .await;
    let code = text_of(&laptop, ".table-card .card-code b.code").await;
    assert_eq!(code.len(), 5, "{code}");
    laptop
        .goto(&format!("{base}/admin/t/{tournament}/players/cards"))
        .await
        .unwrap();
    wait_for(&laptop, "//section[contains(@class, 'player-card')]").await;
    let pins = seat_pins_from_cards(&laptop.source().await.unwrap());
    assert_eq!(pins.len(), count, "{pins:?}");
    let organizer = laptop.get_all_cookies().await.unwrap();
    laptop.close().await.unwrap();

    let [first, second] = first_two;
    let first = phone_joins(&base, &tournament, &code, (first, seats), &pins).await;
    let second = phone_joins(&base, &tournament, &code, (second, seats), &pins).await;
    TableWithPhones {
        base,
        tournament,
        code,
        phones: [first, second],
        organizer,
        pins,
        _app: app,
        _dir: dir,
    }
}

/// Taps the chip of a hidden radio or checkbox input.
pub async fn chip(client: &Client, input: &str) {
    crate::browser::scroll_and_tap(client, &format!("input{input} + span")).await;
}

#[tokio::test]
async fn two_phones_at_one_table_enter_and_confirm_a_hand() {
    let table = table_with_two_phones().await;
    let [(_d1, east), (_d2, south)] = &table.phones;

    // East records a dealer's tsumo, mangan: outcome, winner, value, Save.
    assert_page_is_healthy(east, WIDTH).await;
    chip(east, "[name=outcome][value=tsumo]").await;
    chip(east, "[name=win0]").await;
    chip(east, "[name=value0][value=mangan]").await;
    wait_for(
        east,
        "//div[contains(@class,'preview')][contains(., '+12000')]",
    )
    .await;
    save_screenshot(east, "table-entry-preview-360.png").await;
    crate::browser::tap_save(east).await;
    wait_for(east, "//p[@role='status'][contains(., 'Hand #1 saved')]").await;
    // The hand waits for confirmation: its "pending" badge is readable text, not fine print.
    crate::accessibility::assert_readable_size(east, "table.sheet .hand-status").await;
    let notice = text_of(east, "#notice p.ok").await;
    assert!(
        notice.contains("another player of the table confirms it"),
        "{notice}"
    );
    // The phone that entered the hand cannot confirm it itself.
    assert!(east
        .find_all(Locator::Css("button.confirm-hand"))
        .await
        .unwrap()
        .is_empty());

    // South does not reload: the live page shows the hand waiting for them.
    wait_for(south, "//button[contains(., 'Confirm hand #1')]").await;
    assert_page_is_healthy(south, WIDTH).await;
    save_screenshot(south, "table-entry-confirm-360.png").await;
    click_then_wait(
        south,
        Locator::Css("button.confirm-hand"),
        Locator::XPath("//p[@role='status'][contains(., 'Hand #1 confirmed')]"),
    )
    .await;
    assert!(south
        .find_all(Locator::Css("#open-hands"))
        .await
        .unwrap()
        .is_empty());
    let sheet = text_of(south, "table.sheet tbody").await;
    assert!(sheet.contains("+12000"), "{sheet}");
    assert!(!sheet.contains("pending"), "{sheet}");
    let _ = (&table.code, &table.organizer);
}

/// `table`'s public standings open in a browser of their own at the phone's width, once they
/// say `before`, and marked against a reload: they must follow the table live.
pub async fn standings_beside(table: &TableWithPhones, before: &str) -> (Running, Client) {
    let (driver, standings) = start_browser(WIDTH, HEIGHT).await;
    standings
        .goto(&format!("{}/t/{}/standings", table.base, table.tournament))
        .await
        .unwrap();
    let shown = live_text(&standings, "main", before).await;
    assert!(shown.contains(before), "{shown}");
    crate::browser::mark_against_reload(&standings).await;
    (driver, standings)
}

/// An element's text, polled until it holds `needle` or 10 s pass (see
/// [`crate::browser::live_text_within`]).
pub async fn live_text(client: &Client, css: &str, needle: &str) -> String {
    crate::browser::live_text_within(client, css, needle, Duration::from_secs(10)).await
}

#[tokio::test]
async fn a_table_enters_and_confirms_while_the_standings_follow_without_reloading() {
    let table = table_with_two_phones().await;
    let [(_d1, east), (_d2, south)] = &table.phones;
    let (_d3, standings) = standings_beside(&table, "0 of 1 games finished").await;

    // Hand #1: the dealer's mangan tsumo, entered by East, confirmed live by South.
    let tsumo = [
        "[name=outcome][value=tsumo]",
        "[name=win0]",
        "[name=value0][value=mangan]",
    ];
    crate::two_players::entered_and_confirmed((east, south), &tsumo, ("+12000", 1)).await;

    // East's untouched form followed the confirmation: it records hand #2 without a conflict.
    wait_for(east, "//h2[contains(., 'Record hand #2')]").await;
    live_text(east, "#hand-form h2", "E1, 1 counter").await;
    chip(east, "[name=outcome][value=ron]").await;
    chip(east, "[name=win0]").await;
    chip(east, "[name=discarder][value='1']").await;
    chip(east, "[name=value0][value=y1]").await;
    let paid = live_text(east, ".pay-result", "The game ends with this hand").await;
    assert!(paid.contains("The game ends with this hand"), "{paid}");
    crate::browser::tap_save(east).await;
    wait_for(east, "//p[@role='status'][contains(., 'Hand #2 saved')]").await;
    // The game is not in the standings until South confirms the hand that ended it.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let waiting = live_text(&standings, "main", "0 of 1 games finished").await;
    assert!(waiting.contains("0 of 1 games finished"), "{waiting}");
    wait_for(south, "//button[contains(., 'Confirm hand #2')]").await;
    click_then_wait(
        south,
        Locator::Css("button.confirm-hand"),
        Locator::XPath("//p[@role='status'][contains(., 'Hand #2 confirmed')]"),
    )
    .await;

    let after = live_text(&standings, "main", "1 of 1 games finished").await;
    assert!(after.contains("1 of 1 games finished"), "{after}");
    crate::browser::assert_not_reloaded(&standings, "the standings page reloaded").await;
    assert_page_is_healthy(&standings, WIDTH).await;
    save_screenshot(&standings, "standings-live-360.png").await;
}
