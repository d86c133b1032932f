//! The calculator's tile picker as a phone's player works it, shared by the calculator tests
//! (`calculator`, `everyday_details`): open the calculator under some rules at 360 px, tap
//! tiles and meld modes, read the fields the picker fills, and score the hand.

use crate::browser::{self, click_then_wait, start_app, start_browser, text_of};
use fantoccini::{Client, Locator};

/// A fresh app and a phone on it: the app, the browser and its driver stay up (and the
/// database folder stays) for as long as a test holds this.
pub struct Phone {
    pub client: Client,
    _driver: browser::Running,
    _app: browser::Running,
    _dir: tempfile::TempDir,
}

/// A fresh app and a 360 px phone (`height` tall) on the calculator at `path` (the home page
/// "/", or "/calculator" with a query choosing the rules).
pub async fn open_at(path: &str, height: u32) -> (Phone, String) {
    let dir = tempfile::tempdir().unwrap();
    let (app, base) = start_app(dir.path());
    let (driver, client) = start_browser(360, height).await;
    client.goto(&format!("{base}{path}")).await.unwrap();
    let calculator = Phone {
        client,
        _driver: driver,
        _app: app,
        _dir: dir,
    };
    (calculator, base)
}

/// The calculator at 360 × 740 with `ruleset` chosen from its list, which reloads the page
/// until `shown` (a field only those rules have) is there.
pub async fn open_under(ruleset: &str, shown: &str) -> Phone {
    let (calculator, _) = open_at("/calculator", 740).await;
    click_then_wait(
        &calculator.client,
        Locator::Css(&format!("select[name=ruleset] option[value='{ruleset}']")),
        Locator::Css(shown),
    )
    .await;
    calculator
}

/// Clicks `css`, which must be on the page.
pub async fn tap(client: &Client, css: &str) {
    client
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"))
        .click()
        .await
        .unwrap();
}

/// Taps each of `tiles` on the picker, in order.
pub async fn tap_tiles(client: &Client, tiles: &[&str]) {
    for t in tiles {
        tap(client, &format!(".tile-button[data-tile='{t}']")).await;
    }
}

/// Chooses what the next tiles tapped are: "Tile", "Pon", "Closed kan", "Dora ind."…
pub async fn mode(client: &Client, label: &str) {
    let xpath = format!("//fieldset[contains(@class,'modes')]//span[text()='{label}']");
    client
        .find(Locator::XPath(&xpath))
        .await
        .unwrap_or_else(|e| panic!("no mode {label}: {e}"))
        .click()
        .await
        .unwrap();
}

/// The value of the form field `name`, as the picker wrote it.
pub async fn value(client: &Client, name: &str) -> String {
    client
        .find(Locator::Css(&format!("[name={name}]")))
        .await
        .unwrap()
        .prop("value")
        .await
        .unwrap()
        .unwrap_or_default()
}

/// Whether the element `css`, which must be on the page, is shown.
pub async fn shown(client: &Client, css: &str) -> bool {
    client
        .find(Locator::Css(css))
        .await
        .unwrap()
        .is_displayed()
        .await
        .unwrap()
}

/// Presses "Score this hand" and returns the result's text once the page shows it.
pub async fn score_this_hand(client: &Client) -> String {
    click_then_wait(
        client,
        Locator::XPath("//button[text()='Score this hand']"),
        Locator::Css("#result"),
    )
    .await;
    text_of(client, "#result").await
}

/// Fails, naming the missing one, unless `result` holds every one of `expected`.
pub fn assert_holds_all(result: &str, expected: &[&str]) {
    for expected in expected {
        assert!(result.contains(expected), "{expected} in {result}");
    }
}
