//! In headless Chromium: a Minefield tournament (docs/rules.md §13) seats its round at tables
//! of two; the two phones (360 px) at table 1 enter and confirm each other's hands until a
//! player is below zero, while the public standings follow without reloading.

use crate::browser;
use crate::table_entry::{chip, live_text, table_with_two_phones_under, wait_for};

use browser::{assert_page_is_healthy, click_then_wait, save_screenshot, start_browser};
use fantoccini::{Client, Locator};

const PLAYERS: &str = "name\nAiko\nBen\nChloé\nDev";
const WIDTH: u32 = 360;
const HEIGHT: u32 = 740;

/// `entering` records a ron by `winner` off the other seat worth `value`, checks that the
/// preview shows `gain`, saves hand `number`, and `confirming` confirms it.
async fn ron_entered_and_confirmed(
    (entering, confirming): (&Client, &Client),
    winner: usize,
    value: &str,
    (gain, number): (&str, usize),
) {
    chip(entering, "[name=outcome][value=ron]").await;
    chip(entering, &format!("[name=win{winner}]")).await;
    chip(
        entering,
        &format!("[name=discarder][value='{}']", 1 - winner),
    )
    .await;
    chip(entering, &format!("[name=value{winner}][value={value}]")).await;
    wait_for(
        entering,
        &format!("//div[contains(@class,'preview')][contains(., '{gain}')]"),
    )
    .await;
    entering
        .find(Locator::Css(".pay-bar button[value=save]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let saved = format!("//p[@role='status'][contains(., 'Hand #{number} saved')]");
    wait_for(entering, &saved).await;
    wait_for(
        confirming,
        &format!("//button[contains(., 'Confirm hand #{number}')]"),
    )
    .await;
    let confirmed = format!("//p[@role='status'][contains(., 'Hand #{number} confirmed')]");
    click_then_wait(
        confirming,
        Locator::Css("button.confirm-hand"),
        Locator::XPath(&confirmed),
    )
    .await;
}

#[tokio::test]
async fn two_phones_at_a_table_of_two_play_a_minefield_game_while_the_standings_follow() {
    let table = table_with_two_phones_under(Some("minefield"), PLAYERS, 2).await;
    let [(_d1, east), (_d2, south)] = &table.phones;
    let (_d3, standings) = start_browser(WIDTH, HEIGHT).await;
    standings
        .goto(&format!("{}/t/{}/standings", table.base, table.tournament))
        .await
        .unwrap();
    let before = live_text(&standings, "main", "0 of 2 games finished").await;
    assert!(before.contains("0 of 2 games finished"), "{before}");
    standings
        .execute("window.stayedOpen = true;", vec![])
        .await
        .unwrap();

    // The phone's sheet has two seats and only what Minefield plays: no tsumo, no riichi.
    assert_page_is_healthy(east, WIDTH).await;
    // A winner's box is the checkbox `win{i}`: the winning tile's field `win_tile{i}` begins
    // with `win` too.
    let seats = east
        .find_all(Locator::Css("#hand-form input[type=checkbox][name^=win]"))
        .await
        .unwrap();
    assert_eq!(seats.len(), 2, "a table of two has two winners' boxes");
    for absent in [
        "[name=outcome][value=tsumo]",
        "[name=riichi0]",
        "[name=win2]",
    ] {
        let found = east
            .find_all(Locator::Css(&format!("#hand-form input{absent}")))
            .await
            .unwrap();
        assert!(found.is_empty(), "{absent} on a Minefield sheet");
    }

    // Hand #1: East, the first discarder, wins a haneman off South: 18,000.
    ron_entered_and_confirmed((east, south), 0, "haneman", ("+18000", 1)).await;
    save_screenshot(east, "minefield-phone-sheet-360.png").await;
    // Hand #2: South now discards first; East wins a mangan off South (8,000), who is below
    // zero: the game ends, entered by South's phone this time and confirmed by East's.
    ron_entered_and_confirmed((south, east), 0, "mangan", ("+8000", 2)).await;
    let sheet = live_text(south, "main", "Game over").await;
    assert!(sheet.contains("Game over"), "{sheet}");
    assert_page_is_healthy(south, WIDTH).await;
    save_screenshot(south, "minefield-phone-game-over-360.png").await;

    let after = live_text(&standings, "main", "1 of 2 games finished").await;
    assert!(after.contains("1 of 2 games finished"), "{after}");
    let stayed = standings
        .execute("return window.stayedOpen === true;", vec![])
        .await
        .unwrap();
    assert_eq!(
        stayed,
        serde_json::json!(true),
        "the standings page reloaded"
    );
    assert_page_is_healthy(&standings, WIDTH).await;
    save_screenshot(&standings, "minefield-standings-360.png").await;
}
