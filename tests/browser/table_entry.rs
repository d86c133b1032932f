//! In headless Chromium: the organizer lets tables record their own hands and opens the table
//! cards; two phones (360 px) at table 1 open the table's code, each says who they are, one
//! records a hand and the other confirms it.
//!
//! [`table_with_two_phones`] sets up such a table and its two phones, for any test that wants
//! more windows beside them (the standings following live, say).

use crate::browser;

use browser::{
    assert_page_is_healthy, click_then_wait, organizer_starts_round_one, save_screenshot,
    start_app, start_browser, text_of, Running,
};
use fantoccini::{Client, Locator};
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
    _app: Running,
    _dir: tempfile::TempDir,
}

/// Waits until an element matching the XPath is on the page.
async fn wait_for(client: &Client, xpath: &str) {
    client
        .wait()
        .at_most(Duration::from_secs(15))
        .for_element(Locator::XPath(xpath))
        .await
        .unwrap_or_else(|e| panic!("never saw {xpath}: {e}"));
}

/// A phone opens the table's code and chooses the player in `seat` (0-based, as listed).
async fn phone_joins(base: &str, tournament: &str, code: &str, seat: usize) -> (Running, Client) {
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
    assert_eq!(choices.len(), 4, "a table of four offers four players");
    choices[seat].click().await.unwrap();
    wait_for(&phone, "//form[@id='hand-form']").await;
    (driver, phone)
}

pub async fn table_with_two_phones() -> TableWithPhones {
    let dir = tempfile::tempdir().unwrap();
    let (app, base) = start_app(dir.path());
    let (_laptop_driver, laptop) = start_browser(1024, 800).await;
    let tournament = organizer_starts_round_one(&laptop, &base, PLAYERS, 4).await;

    laptop
        .goto(&format!("{base}/admin/t/{tournament}"))
        .await
        .unwrap();
    laptop
        .find(Locator::Css("input[name=hand_entry][value=table]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
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
    let organizer = laptop.get_all_cookies().await.unwrap();
    laptop.close().await.unwrap();

    let first = phone_joins(&base, &tournament, &code, 0).await;
    let second = phone_joins(&base, &tournament, &code, 1).await;
    TableWithPhones {
        base,
        tournament,
        code,
        phones: [first, second],
        organizer,
        _app: app,
        _dir: dir,
    }
}

/// Taps the chip of a hidden radio or checkbox input.
async fn chip(client: &Client, input: &str) {
    let element = client
        .find(Locator::Css(&format!("input{input} + span")))
        .await
        .unwrap();
    client
        .execute(
            "arguments[0].scrollIntoView({block: 'center'})",
            vec![serde_json::to_value(&element).unwrap()],
        )
        .await
        .unwrap();
    element.click().await.unwrap();
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
    east.find(Locator::Css(".pay-bar button[value=save]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_for(east, "//p[@role='status'][contains(., 'Hand #1 saved')]").await;
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

    // South reloads (the live stream is another part of the work) and confirms it.
    south.refresh().await.unwrap();
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
    let _ = (
        &table.base,
        &table.tournament,
        &table.code,
        &table.organizer,
    );
}
