//! In headless Chromium: a tournament of each style for two (Minefield, docs/rules.md §13, and
//! Tenpai Race, §14) seats its round at tables of two; the two phones (360 px) at table 1 enter
//! and confirm each other's hands until a player is below zero, while the public standings
//! follow without reloading. [`entered_and_confirmed`] is how any phone test enters a hand.

use crate::browser;
use crate::table_entry::{
    chip, live_text, standings_beside, table_with_two_phones_under, wait_for,
};

use browser::{assert_page_is_healthy, click_then_wait, save_screenshot};
use fantoccini::{Client, Locator};

const PLAYERS: &str = "name\nAiko\nBen\nChloé\nDev";
const WIDTH: u32 = 360;

/// `entering` taps `chips` (inputs of the hand form: the outcome, the winner, the discarder,
/// the value…), sees `shown` in the preview, saves hand `number`, and `confirming` confirms it.
pub async fn entered_and_confirmed(
    (entering, confirming): (&Client, &Client),
    chips: &[impl AsRef<str>],
    (shown, number): (&str, usize),
) {
    for input in chips {
        chip(entering, input.as_ref()).await;
    }
    saved_once_previewed(entering, (shown, number)).await;
    confirmed_by(confirming, number).await;
}

/// `entering`, its hand form filled, sees `shown` in the preview and saves hand `number`.
pub async fn saved_once_previewed(entering: &Client, (shown, number): (&str, usize)) {
    let preview = format!("//div[contains(@class,'preview')][contains(., '{shown}')]");
    wait_for(entering, &preview).await;
    crate::browser::tap(entering, Locator::Css(".pay-bar button[value=save]")).await;
    let saved = format!("//p[@role='status'][contains(., 'Hand #{number} saved')]");
    wait_for(entering, &saved).await;
}

/// `confirming`, another phone of the table, sees hand `number` waiting and confirms it.
pub async fn confirmed_by(confirming: &Client, number: usize) {
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

/// The chips of a win by `winner` worth the chip `value`: a ron off the other seat of a table
/// of two, or a self-drawn win (Tenpai Race's attacker).
pub fn win_chips(outcome: &str, winner: usize, value: &str) -> Vec<String> {
    let mut chips = vec![
        format!("[name=outcome][value={outcome}]"),
        format!("[name=win{winner}]"),
    ];
    if outcome == "ron" {
        chips.push(format!("[name=discarder][value='{}']", 1 - winner));
    }
    chips.push(format!("[name=value{winner}][value={value}]"));
    chips
}

/// `hand`, number `number` of its game, entered by its phone of `phones` and confirmed by the
/// other.
pub async fn hand_played(phones: [&Client; 2], hand: &PhoneHand, number: usize) {
    let chips = win_chips(hand.outcome, hand.winner, hand.value);
    let (entering, confirming) = (phones[hand.entering], phones[1 - hand.entering]);
    entered_and_confirmed((entering, confirming), &chips, (hand.gain, number)).await;
}

/// One hand of a game at two phones: entered by phone `entering` (0 East, 1 South) and
/// confirmed by the other, a win by `winner` worth `value`, the preview showing `gain`.
pub struct PhoneHand {
    pub entering: usize,
    pub outcome: &'static str,
    pub winner: usize,
    pub value: &'static str,
    pub gain: &'static str,
}

/// A style's game at two phones: what its sheet must not offer, and its hands to the end.
pub struct TwoPlayerGame {
    pub preset: &'static str,
    absent: &'static [&'static str],
    pub hands: &'static [PhoneHand],
}

pub const MINEFIELD: TwoPlayerGame = TwoPlayerGame {
    preset: "minefield",
    // No tsumo, no riichi (always declared), no third seat.
    absent: &[
        "[name=outcome][value=tsumo]",
        "[name=riichi0]",
        "[name=win2]",
    ],
    hands: &[
        // East, the first discarder, wins a haneman off South: 18,000.
        PhoneHand {
            entering: 0,
            outcome: "ron",
            winner: 0,
            value: "haneman",
            gain: "+18000",
        },
        // South now discards first; East wins a mangan off South (8,000), who is below zero:
        // the game ends, entered by South's phone this time and confirmed by East's.
        PhoneHand {
            entering: 1,
            outcome: "ron",
            winner: 0,
            value: "mangan",
            gain: "+8000",
        },
    ],
};

const TENPAI_RACE: TwoPlayerGame = TwoPlayerGame {
    preset: "tenpai_race",
    absent: &[
        "[name=outcome][value=abortive]",
        "[name=riichi0]",
        "[name=win2]",
    ],
    hands: &[
        // Stage B: East, the defender, finds the wait of South, the attacker, whose hand is a
        // mangan: South pays 8,000; East deals again with a counter.
        PhoneHand {
            entering: 0,
            outcome: "ron",
            winner: 0,
            value: "mangan",
            gain: "+8000",
        },
        // East, dealing, draws a mangan: 12,000 and 300 for the counter; South (2,000) is
        // below zero and the game ends.
        PhoneHand {
            entering: 1,
            outcome: "tsumo",
            winner: 0,
            value: "mangan",
            gain: "+12300",
        },
    ],
};

/// Plays `game` at table 1's two phones, the public standings open on a third browser.
async fn two_phones_play(game: &TwoPlayerGame) {
    let table = table_with_two_phones_under(Some(game.preset), PLAYERS, 2).await;
    let [(_d1, east), (_d2, south)] = &table.phones;
    let phones = [east, south];
    let (_d3, standings) = standings_beside(&table, "0 of 2 games finished").await;

    // The phone's sheet has two seats and only what the style plays.
    assert_page_is_healthy(east, WIDTH).await;
    // A winner's box is the checkbox `win{i}`: the winning tile's field `win_tile{i}` begins
    // with `win` too.
    let seats = east
        .find_all(Locator::Css("#hand-form input[type=checkbox][name^=win]"))
        .await
        .unwrap();
    assert_eq!(seats.len(), 2, "a table of two has two winners' boxes");
    for absent in game.absent {
        let found = east
            .find_all(Locator::Css(&format!("#hand-form input{absent}")))
            .await
            .unwrap();
        assert!(found.is_empty(), "{absent} on a {} sheet", game.preset);
    }

    for (index, hand) in game.hands.iter().enumerate() {
        hand_played(phones, hand, index + 1).await;
        if index == 0 {
            save_screenshot(
                phones[hand.entering],
                &format!("{}-phone-sheet-360.png", game.preset),
            )
            .await;
        }
    }
    let last = phones[game.hands.last().expect("a game has hands").entering];
    let sheet = live_text(last, "main", "Game over").await;
    assert!(sheet.contains("Game over"), "{sheet}");
    assert_page_is_healthy(last, WIDTH).await;
    save_screenshot(last, &format!("{}-phone-game-over-360.png", game.preset)).await;

    let after = live_text(&standings, "main", "1 of 2 games finished").await;
    assert!(after.contains("1 of 2 games finished"), "{after}");
    crate::browser::assert_not_reloaded(&standings, "the standings page reloaded").await;
    assert_page_is_healthy(&standings, WIDTH).await;
    save_screenshot(&standings, &format!("{}-standings-360.png", game.preset)).await;
}

#[tokio::test]
async fn two_phones_at_a_table_of_two_play_a_minefield_game_while_the_standings_follow() {
    two_phones_play(&MINEFIELD).await;
}

#[tokio::test]
async fn two_phones_at_a_table_of_two_play_a_tenpai_race_game_while_the_standings_follow() {
    two_phones_play(&TENPAI_RACE).await;
}
