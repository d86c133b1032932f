//! In headless Chromium: a Mangan Mahjong table (docs/rules.md §15) played from its four
//! phones at 360 px. Each phone says who it is; a mangan self-drawn by West costs the others
//! their share and gives West nothing; a yakuman off North ends the game below zero; each hand
//! is confirmed by another phone, and every phone's sheet ends with the game over.

use crate::browser;
use crate::table_entry::{live_text, phone_joins, table_with_two_phones_under};
use crate::two_players::entered_and_confirmed;

use browser::{assert_page_is_healthy, save_screenshot};
use fantoccini::Locator;

const PLAYERS: &str = "name\nAiko\nBen\nChloé\nDev";
const WIDTH: u32 = 360;

#[tokio::test]
async fn four_phones_play_a_mangan_game_to_its_end() {
    let table = table_with_two_phones_under(Some("mangan"), PLAYERS, 4).await;
    let [(_d1, east), (_d2, south)] = &table.phones;
    let join = |seat| {
        phone_joins(
            &table.base,
            &table.tournament,
            &table.code,
            (seat, 4),
            &table.pins,
        )
    };
    let (_d3, ref west) = join(2).await;
    let (_d4, ref north) = join(3).await;

    // The sheet asks for riichi without a stake and for no nagashi.
    assert_page_is_healthy(west, WIDTH).await;
    let riichi = live_text(west, "#hand-form label:has(input[name=riichi2])", "riichi").await;
    assert!(riichi.contains("riichi (no stake)"), "{riichi}");
    let nagashi = west
        .find_all(Locator::Css("#hand-form input[name^=nagashi]"))
        .await
        .unwrap();
    assert!(nagashi.is_empty(), "a Mangan sheet asks for no nagashi");

    // Hand #1: West self-draws a mangan; East deals and pays 4000, the others 2000, and West
    // receives nothing. Entered by West, confirmed by North.
    let tsumo = [
        "[name=outcome][value=tsumo]",
        "[name=win2]",
        "[name=value2][value=mangan]",
    ];
    entered_and_confirmed((west, north), &tsumo, ("−4000", 1)).await;
    save_screenshot(west, "mangan-phone-sheet-360.png").await;

    // Hand #2: East wins a yakuman off North (32,000 leave the game): North is below zero and
    // the game ends. Entered by North, confirmed by South.
    let ron = [
        "[name=outcome][value=ron]",
        "[name=win0]",
        "[name=discarder][value='3']",
        "[name=value0][value=y1]",
    ];
    entered_and_confirmed((north, south), &ron, ("−32000", 2)).await;
    for phone in [east, south, west, north] {
        let sheet = live_text(phone, "main", "Game over").await;
        assert!(sheet.contains("Game over"), "{sheet}");
        assert!(sheet.contains("leave the game"), "{sheet}");
        assert_page_is_healthy(phone, WIDTH).await;
    }
    save_screenshot(north, "mangan-phone-game-over-360.png").await;
}
