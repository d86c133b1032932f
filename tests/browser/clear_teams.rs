//! In headless Chromium: a Clear Mahjong table (docs/rules.md §16) at a phone's width. East's
//! phone enters a mangan and ticks the large straight it held, South's phone confirms it, and
//! the sheet shows East–North's conditions cleared and left; a yakuman off South then puts
//! South below zero and the sheet says East–North wins, while the standings follow.

use crate::browser;
use crate::table_entry::{chip, live_text, table_with_two_phones_under};
use crate::two_players::{confirmed_by, saved_once_previewed};

use browser::{assert_page_is_healthy, save_screenshot, start_browser};
use fantoccini::{Client, Locator};

const PLAYERS: &str = "name\nAiko\nBen\nChloé\nDev";
const WIDTH: u32 = 360;
const HEIGHT: u32 = 740;

/// `entering` (East) records a ron off South worth `value`, ticking `conditions`, checks the
/// preview shows `gain`, saves hand `number`, and `confirming` confirms it.
async fn east_wins_off_south(
    (entering, confirming): (&Client, &Client),
    (value, conditions): (&str, &[&str]),
    (gain, number): (&str, usize),
) {
    chip(entering, "[name=outcome][value=ron]").await;
    chip(entering, "[name=win0]").await;
    chip(entering, "[name=discarder][value='1']").await;
    chip(entering, &format!("[name=value0][value={value}]")).await;
    for condition in conditions {
        let tick = Locator::Css(&format!("input[name='clear0-{condition}']"));
        entering.find(tick).await.unwrap().click().await.unwrap();
    }
    saved_once_previewed(entering, (gain, number)).await;
    confirmed_by(confirming, number).await;
}

#[tokio::test]
async fn a_clear_table_clears_a_condition_from_the_phones_and_a_team_wins_below_zero() {
    let table = table_with_two_phones_under(Some("clear"), PLAYERS, 4).await;
    let [(_d1, east), (_d2, south)] = &table.phones;
    let (_d3, standings) = start_browser(WIDTH, HEIGHT).await;
    standings
        .goto(&format!("{}/t/{}/standings", table.base, table.tournament))
        .await
        .unwrap();

    assert_page_is_healthy(east, WIDTH).await;
    east_wins_off_south((east, south), ("mangan", &["ittsu"]), ("+12000", 1)).await;
    let conditions = live_text(south, ".clear-summary", "Large Straight").await;
    assert!(conditions.contains("East–North"), "{conditions}");
    assert!(
        conditions.contains("Large Straight (ittsu)"),
        "{conditions}"
    );
    assert_page_is_healthy(south, WIDTH).await;
    save_screenshot(south, "clear-phone-conditions-360.png").await;

    // A yakuman off South (48,000 and a counter, from 13,000) ends the game: the other team wins.
    east_wins_off_south((east, south), ("y1", &[]), ("+48300", 2)).await;
    let result = live_text(east, ".clear-result", "wins").await;
    assert!(result.contains("Team East–North wins"), "{result}");
    assert_page_is_healthy(east, WIDTH).await;
    save_screenshot(east, "clear-phone-game-over-360.png").await;
    let after = live_text(&standings, "main", "1 of 1 games finished").await;
    assert!(after.contains("1 of 1 games finished"), "{after}");
    save_screenshot(&standings, "clear-standings-360.png").await;
}
