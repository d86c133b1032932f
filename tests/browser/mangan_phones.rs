//! In headless Chromium: a Mangan Mahjong table (docs/rules.md §15) played from its four
//! phones at 360 px. Each phone says who it is; a mangan self-drawn by West costs the others
//! their share and gives West nothing; a yakuman off North ends the game below zero; each hand
//! is confirmed by another phone, and every phone's sheet ends with the game over. Then the
//! tag-team form: eight people, four phones (one a seat, shared by its two partners) play a
//! game with partner swaps to its end while the public standings follow, and the standings,
//! each player's page and `standings.csv` agree for all eight.

use crate::browser;
use crate::table_entry::{chip, live_text, phone_joins, table_with_two_phones_under, wait_for};
use crate::table_entry::{table_with_two_phones_set_up, TableSetup};
use crate::two_players::entered_and_confirmed;

use browser::{assert_page_is_healthy, click_then_wait, save_screenshot, start_browser, text_of};
use fantoccini::{Client, Locator};

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

const EIGHT: &str = "name\nAiko\nBen\nChloé\nDev\nEmi\nFumi\nGen\nHiro";

/// Each seat's phone at the tag-team table and the person whose PIN takes it: the first
/// partner at East and West, the second at South and North.
const TAKERS: [usize; 4] = [0, 5, 2, 7];

/// The chooser's button of person `person` (0–7): each seat lists its first partner, then the
/// second.
fn button_of(person: usize) -> usize {
    2 * (person % 4) + person / 4
}

/// A hand of the tag-team game: a yakuman won off `discarder` (who pays 32,000 alone), who
/// was seated at each seat when it ended, and the phones that enter and confirm it.
struct TagHand {
    winner: usize,
    discarder: usize,
    seated: [usize; 4],
    phones: (usize, usize),
}

/// Five deal-ins, the partners swapping at North, South and West on the way: people 3, 7, 1,
/// 2 and 6 reach 0 in turn, and the fifth ends the game.
const TAG_HANDS: [TagHand; 5] = [
    TagHand {
        winner: 1,
        discarder: 3,
        seated: [0, 1, 2, 3],
        phones: (0, 1),
    },
    TagHand {
        winner: 2,
        discarder: 3,
        seated: [0, 1, 2, 7],
        phones: (3, 2),
    },
    TagHand {
        winner: 3,
        discarder: 1,
        seated: [0, 1, 2, 7],
        phones: (1, 0),
    },
    TagHand {
        winner: 0,
        discarder: 2,
        seated: [0, 5, 2, 7],
        phones: (2, 3),
    },
    TagHand {
        winner: 1,
        discarder: 2,
        seated: [0, 5, 6, 7],
        phones: (0, 2),
    },
];

/// Hand `number` entered on its phone (who sat where, then the outcome, the discarder, the
/// winner and yakuman) and confirmed on another, which reads who was seated at North.
async fn tag_hand_played(
    phones: &[&Client; 4],
    names: &[String; 8],
    hand: &TagHand,
    number: usize,
) {
    let (entering, confirming) = (phones[hand.phones.0], phones[hand.phones.1]);
    // The entering phone's live page has caught up with the last confirmation: a form typed
    // into is left alone by the refresh, and would carry the old version.
    let caught_up = format!("//table[contains(@class,'sheet')][not(.//tr[contains(@class,'pending')])][count(.//tbody/tr) >= {}]", number - 1);
    if number > 1 {
        wait_for(entering, &caught_up).await;
    }
    for (seat, person) in hand.seated.iter().enumerate() {
        let select = format!("#hand-form select[name=seated{seat}]");
        let found = entering.find(Locator::Css(&select)).await.unwrap();
        found.select_by_value(&person.to_string()).await.unwrap();
    }
    let (winner, discarder) = (hand.winner, hand.discarder);
    for input in [
        "[name=outcome][value=ron]".to_string(),
        format!("[name=discarder][value='{discarder}']"),
        format!("[name=win{winner}]"),
        format!("[name=value{winner}][value=y1]"),
    ] {
        chip(entering, &input).await;
    }
    wait_for(
        entering,
        "//div[contains(@class,'preview')][contains(., '−32000')]",
    )
    .await;
    if number == 2 {
        save_screenshot(entering, "tag-team-phone-form-360.png").await;
    }
    browser::tap_save(entering).await;
    let saved = format!("//p[@role='status'][contains(., 'Hand #{number} saved')]");
    wait_for(entering, &saved).await;
    let north = hand.seated[3];
    let seated = format!(
        "North: {} (partner {})",
        names[north],
        names[(north + 4) % 8]
    );
    wait_for(
        confirming,
        &format!("//li[@data-hand='{number}'][contains(., '{seated}')]"),
    )
    .await;
    if number == 2 {
        save_screenshot(confirming, "tag-team-phone-confirm-360.png").await;
    }
    let confirmed = format!("//p[@role='status'][contains(., 'Hand #{number} confirmed')]");
    click_then_wait(
        confirming,
        Locator::Css("button.confirm-hand"),
        Locator::XPath(&confirmed),
    )
    .await;
}

/// The eight people as the chooser lists them, by number (0–3 East to North, 4–7 partners).
async fn partners_listed(phone: &Client) -> [String; 8] {
    let mut names: [String; 8] = Default::default();
    for (seat, wind) in ["East", "South", "West", "North"].into_iter().enumerate() {
        let css = format!("fieldset.seat-pair:nth-of-type({}) legend", seat + 1);
        let legend = text_of(phone, &css).await;
        let pair = legend
            .strip_prefix(&format!("{wind}: "))
            .unwrap_or_else(|| panic!("{legend}"));
        let (first, second) = pair.split_once(" & ").unwrap_or_else(|| panic!("{legend}"));
        names[seat] = first.to_string();
        names[seat + 4] = second.split(" (").next().unwrap().to_string();
    }
    names
}

#[tokio::test]
async fn four_phones_play_a_tag_team_game_of_eight_with_swaps_to_its_end() {
    let setup = TableSetup {
        ruleset: Some("mangan"),
        players: EIGHT,
        choices: 8,
        table_rule: Some("tag-teams"),
        first_two: [button_of(TAKERS[0]), button_of(TAKERS[1])],
    };
    let table = table_with_two_phones_set_up(setup).await;
    let [(_d1, east), (_d2, south)] = &table.phones;
    let join = |person| {
        let seats = (button_of(person), 8);
        phone_joins(
            &table.base,
            &table.tournament,
            &table.code,
            seats,
            &table.pins,
        )
    };
    let (_d3, ref west) = join(TAKERS[2]).await;
    let (_d4, ref north) = join(TAKERS[3]).await;
    let phones = [east, south, west, north];

    // The chooser names each seat's wind and both partners; South's phone is taken.
    let (_d5, stranger) = start_browser(WIDTH, 740).await;
    let table_url = format!("{}/t/{}/table/{}", table.base, table.tournament, table.code);
    stranger.goto(&table_url).await.unwrap();
    let names = partners_listed(&stranger).await;
    let south_pair = text_of(&stranger, "fieldset.seat-pair:nth-of-type(2) legend").await;
    assert!(
        south_pair.contains("taken by another phone"),
        "{south_pair}"
    );
    assert_page_is_healthy(&stranger, WIDTH).await;
    save_screenshot(&stranger, "tag-team-seat-chooser-360.png").await;
    let you = text_of(south, "p.crumbs").await;
    assert!(
        you.contains(&format!("you are {} & {}", names[1], names[5])),
        "{you}"
    );

    let (_d6, standings) = start_browser(WIDTH, 740).await;
    let public = format!("{}/t/{}/standings", table.base, table.tournament);
    standings.goto(&public).await.unwrap();
    live_text(&standings, "main", "0 of 1 games finished").await;

    for (index, hand) in TAG_HANDS.iter().enumerate() {
        tag_hand_played(&phones, &names, hand, index + 1).await;
    }
    for phone in phones {
        let sheet = live_text(phone, "main", "(5 of 8)").await;
        assert!(sheet.contains("game over"), "{sheet}");
        assert_page_is_healthy(phone, WIDTH).await;
    }
    save_screenshot(north, "tag-team-phone-game-over-360.png").await;
    let after = live_text(&standings, "main", "1 of 1 games finished").await;
    for name in &names {
        assert!(after.contains(name.as_str()), "{name} in {after}");
    }
    save_screenshot(&standings, "tag-team-standings-360.png").await;

    let port: u16 = table.base.rsplit(':').next().unwrap().parse().unwrap();
    let mut visitor = crate::client::Client::new(port);
    let id: i64 = table.tournament.parse().unwrap();
    let eight: Vec<&str> = names.iter().map(String::as_str).collect();
    crate::club_night::standings_agree(&mut visitor, id, &eight);
}
