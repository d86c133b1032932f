//! The score sheet of every style on a 360 px phone, written once and run for riichi, sanma,
//! Hong Kong Old Style, MCR, Zung Jung, the World Series, American and Vietnamese: one seat form per seat of the style's table, named by wind; the start
//! row; only the style's fields; a self-draw's payments in the bar; and the style's own tile
//! field under a seat's tiles. What only one style's sheet does (the limit's liable player and
//! a table penalty in Hong Kong Old Style, an MCR hand scored from its tiles fan by fan, a Zung
//! Jung hand scored from its tiles pattern by pattern, an American dead-hand challenge, a
//! Vietnamese hand's bonuses multiplying its value) follows as a test of its own.

use crate::browser;

use browser::{
    assert_page_is_healthy, bar_shows_all, save_screenshot, scroll_and_tap, scroll_and_tap_at,
    start_app, start_browser, text_of,
};
use fantoccini::{Client, Locator};
use std::time::Duration;

/// One style's sheet and what a phone should find on it.
struct Sheet {
    /// For screenshot names.
    style: &'static str,
    create: &'static [(&'static str, &'static str)],
    players: &'static [&'static str],
    /// The seat forms' winds, in seat order.
    winds: &'static [&'static str],
    start_points: &'static str,
    /// Inputs this style's form has no place for, as a CSS selector list (`a, b`), each
    /// checked on its own.
    absent: &'static str,
    /// South's self-draw, chosen by its value chip, and what the bar then shows.
    tsumo_value: &'static str,
    tsumo_pays: &'static [&'static str],
    /// The field under South's tiles that only this style has (or the tiles themselves); empty
    /// for a style whose hands are never written as tiles (the sheet then has no tile fields).
    tile_field: &'static str,
}

/// What the sheets of four players from 0 points share; each style below names its own
/// tournament, the fields it lacks and its self-draw, and takes the seats from here.
const FOUR_FROM_ZERO: Sheet = Sheet {
    style: "",
    create: &[],
    players: &["Aiko", "Ben", "Chloé", "Dev"],
    winds: &["(East)", "(South)", "(West)", "(North)"],
    start_points: "0",
    absent: "",
    tsumo_value: "",
    tsumo_pays: &[],
    tile_field: "",
};

const RIICHI: Sheet = Sheet {
    style: "riichi",
    create: &[("name", "Riichi night"), ("ruleset", "msmc-2016")],
    start_points: "25000",
    absent: "input[name=nuki1], input[name=flowers1], select[name=penalty1]",
    // South tsumo mangan: the dealer pays 4000, the others 2000.
    tsumo_value: "mangan",
    tsumo_pays: &["+8000", "−4000", "−2000"],
    tile_field: "input[name=hand1]",
    ..FOUR_FROM_ZERO
};

const SANMA: Sheet = Sheet {
    style: "sanma",
    create: &[("name", "Sanma night"), ("ruleset", "sanma-msmc")],
    players: &["Aiko", "Ben", "Chloé"],
    winds: &["(East)", "(South)", "(West)"],
    start_points: "35000",
    absent: "input[name=win3], input[name=nuki3], input[name=flowers1]",
    // South tsumo mangan: the dealer pays 4000 and West 2000 (the tsumo loss: no North pays).
    tsumo_value: "mangan",
    tsumo_pays: &["+6000", "−4000", "−2000"],
    // The North tiles set aside.
    tile_field: "input[name=nuki1]",
};

const HKOS: Sheet = Sheet {
    style: "hkos",
    create: &[
        ("name", "Old style"),
        ("ruleset", "hkos-msmc"),
        ("winds", "2"),
        ("faan_table", ""),
    ],
    absent: "input[name=riichi1], input[name=fu1], input[name=nuki1]",
    // South self-picks a limit hand: 128 from each under the club's table (limit 64).
    tsumo_value: "limit",
    tsumo_pays: &["+384", "−128"],
    // The flowers and seasons held.
    tile_field: "input[name=flowers1]",
    ..FOUR_FROM_ZERO
};

const MCR: Sheet = Sheet {
    style: "mcr",
    create: &[("name", "MCR open"), ("ruleset", "mcr")],
    absent: "input[name=riichi1], input[name=fu1], input[name=nuki1], \
             input[name=seasons1], select[name=penalty1]",
    // South self-draws 8 fan: 16 from each.
    tsumo_value: "'8'",
    tsumo_pays: &["+48", "−16"],
    // The flowers and seasons set aside, as a count.
    tile_field: "input[name=flowers1]",
    ..FOUR_FROM_ZERO
};

const ZUNG_JUNG: Sheet = Sheet {
    style: "zung-jung",
    create: &[("name", "Zung Jung open"), ("ruleset", "zung-jung")],
    absent: "input[name=riichi1], input[name=fu1], input[name=nuki1], input[name=flowers1], \
             select[name=penalty1], select[name=false_win1]",
    // South self-draws 40 points: 40 from each.
    tsumo_value: "'40'",
    tsumo_pays: &["+120", "−40"],
    // The blessings beside the tiles' situations.
    tile_field: "input[name=heaven1]",
    ..FOUR_FROM_ZERO
};

const VIETNAMESE: Sheet = Sheet {
    style: "vietnamese",
    create: &[("name", "Vietnamese night"), ("ruleset", "vietnamese")],
    // No tiles: the value is typed and the bonuses ticked.
    absent: "details.tiles-entry, input[name=hand1], input[name=riichi1], input[name=fu1], \
             input[name=flowers1], select[name=penalty1], select[name=false_win1]",
    // South self-draws 40: 40 from each.
    tsumo_value: "'40'",
    tsumo_pays: &["+120", "−40"],
    // The bonuses, beside the value rather than under tiles.
    tile_field: "select[name='bonus1-king-queen']",
    ..FOUR_FROM_ZERO
};

const WSOM: Sheet = Sheet {
    style: "wsom",
    create: &[("name", "World Series night"), ("ruleset", "wsom")],
    // South self-draws 5 points, the World Series' minimum: 5 from each.
    tsumo_value: "'5'",
    tsumo_pays: &["+15", "−5"],
    ..ZUNG_JUNG
};

const AMERICAN: Sheet = Sheet {
    style: "american",
    create: &[("name", "Card night"), ("ruleset", "american")],
    absent: "input[name=riichi1], input[name=fu1], input[name=nuki1], input[name=flowers1], \
             input[name=hand1], select[name=penalty1], select[name=false_win1]",
    // South self-picks a 25: 50 from each.
    tsumo_value: "'25'",
    tsumo_pays: &["+150", "−50"],
    // The card's hands are not written as tiles.
    tile_field: "",
    ..FOUR_FROM_ZERO
};

/// The selectors of `sheet.absent`, one by one.
fn absent_fields(sheet: &Sheet) -> impl Iterator<Item = &'static str> {
    sheet.absent.split(',').map(str::trim)
}

/// The app and a phone with `sheet`'s first score sheet open.
async fn sheet_open(
    dir: &std::path::Path,
    sheet: &Sheet,
) -> (browser::Running, browser::Running, Client) {
    let (app, base) = start_app(dir);
    let (driver, phone) = start_browser(360, 740).await;
    browser::phone_organizer_opens_first_sheet(&phone, &base, sheet.create, sheet.players).await;
    (app, driver, phone)
}

/// Taps South's self-draw on the sheet: the outcome, South as the winner and, when given, the
/// value chip `value` (as the chip's value attribute is written in a selector: `mangan`, `'8'`).
async fn tap_south_self_draw(phone: &Client, value: Option<&str>) {
    scroll_and_tap(phone, "input[name=outcome][value=tsumo] + span").await;
    scroll_and_tap(phone, "input[name=win1] + span").await;
    if let Some(value) = value {
        // The winner's values open, then the preview lands and may scroll them clear of the
        // bar: a person taps a value once the page stands still, and so does this test.
        page_stands_still(phone).await;
        scroll_and_tap(phone, &format!("input[name=value1][value={value}] + span")).await;
    }
}

/// Waits until the page has stopped moving: the payment bar's text and the scroll position
/// read the same three times in a row, a tenth of a second apart.
async fn page_stands_still(phone: &Client) {
    let start = std::time::Instant::now();
    let mut last = String::new();
    let mut same = 0;
    while same < 3 && start.elapsed() < std::time::Duration::from_secs(10) {
        let bar = text_of(phone, ".pay-bar").await;
        let scrolled = phone
            .execute("return String(window.scrollY)", vec![])
            .await
            .unwrap();
        let now = format!("{bar}|{scrolled}");
        same = if now == last { same + 1 } else { 0 };
        last = now;
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

async fn the_sheet_has_the_styles_seats_fields_and_a_self_draw_at_360_px(sheet: &Sheet) {
    let dir = tempfile::tempdir().unwrap();
    let (_app, _driver, phone) = sheet_open(dir.path(), sheet).await;

    let legends = phone
        .find_all(Locator::Css("fieldset.seat-form legend"))
        .await
        .unwrap();
    let mut winds = Vec::new();
    for legend in &legends {
        winds.push(legend.text().await.unwrap());
    }
    assert_eq!(winds.len(), sheet.winds.len(), "{winds:?}");
    for (text, wind) in winds.iter().zip(sheet.winds) {
        assert!(text.contains(wind), "{winds:?}");
    }
    let start_row = text_of(&phone, "table.sheet tr.start").await;
    let mut expected = vec!["start"];
    expected.extend(std::iter::repeat_n(sheet.start_points, sheet.winds.len()));
    assert_eq!(
        start_row.split_whitespace().collect::<Vec<_>>(),
        expected,
        "the start row"
    );
    let table = text_of(&phone, "table.sheet").await;
    assert!(!table.contains("substitute"), "{table}");
    for css in absent_fields(sheet) {
        assert!(
            phone.find(Locator::Css(css)).await.is_err(),
            "{css} on the {} sheet",
            sheet.style
        );
    }

    tap_south_self_draw(&phone, Some(sheet.tsumo_value)).await;
    bar_shows_all(&phone, sheet.tsumo_pays).await;
    assert_page_is_healthy(&phone, 360).await;
    save_screenshot(&phone, &format!("{}-sheet-tsumo-360.png", sheet.style)).await;

    if sheet.tile_field.is_empty() {
        assert!(
            phone
                .find(Locator::Css("details.tiles-entry"))
                .await
                .is_err(),
            "no tile fields on the {} sheet",
            sheet.style
        );
        return;
    }
    // South's tiles open with the style's own field; a style of typed values alone (no tile
    // fields) shows its own field beside the value.
    if !absent_fields(sheet).any(|css| css == "details.tiles-entry") {
        scroll_and_tap_at(
            &phone,
            "fieldset[data-seat='1'] details.tiles-entry summary",
            "start",
        )
        .await;
    }
    let field = phone.find(Locator::Css(sheet.tile_field)).await.unwrap();
    assert!(
        field.is_displayed().await.unwrap(),
        "{} shows under the tiles",
        sheet.tile_field
    );
    assert_page_is_healthy(&phone, 360).await;
    save_screenshot(&phone, &format!("{}-sheet-tiles-360.png", sheet.style)).await;
}

/// Runs one shared behaviour as a test per style, each named after its style.
macro_rules! for_every_style {
    ($behaviour:ident, [$($style:ident $sheet:ident),* $(,)?]) => {
        mod $behaviour {
            $(
                #[tokio::test]
                async fn $style() {
                    super::$behaviour(&super::$sheet).await;
                }
            )*
        }
    };
}
for_every_style!(
    the_sheet_has_the_styles_seats_fields_and_a_self_draw_at_360_px,
    [
        riichi RIICHI,
        sanma SANMA,
        hkos HKOS,
        mcr MCR,
        zung_jung ZUNG_JUNG,
        wsom WSOM,
        american AMERICAN,
        vietnamese VIETNAMESE,
    ]
);

/// American only: a jokerless hand doubles in the bar; a dead-hand challenge sits under the
/// challenged seat's own details, and ticking who challenged and that the hand was found dead
/// changes the payments in the bar.
#[tokio::test]
async fn the_american_sheet_doubles_a_jokerless_hand_and_pays_a_challenge_at_360_px() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, _driver, phone) = sheet_open(dir.path(), &AMERICAN).await;
    tap_south_self_draw(&phone, Some("'25'")).await;
    bar_shows_all(&phone, AMERICAN.tsumo_pays).await;
    scroll_and_tap(&phone, "input[name=jokerless1]").await;
    bar_shows_all(&phone, &["+300", "−100"]).await;
    scroll_and_tap(&phone, "input[name=jokerless1]").await;
    bar_shows_all(&phone, AMERICAN.tsumo_pays).await;
    scroll_and_tap(&phone, "fieldset[data-seat='2'] details.seat-more summary").await;
    // East challenged West's hand, found dead: West pays East 25 more.
    scroll_and_tap(&phone, "input[name=challenge2by0]").await;
    scroll_and_tap(&phone, "input[name=found_dead2]").await;
    bar_shows_all(&phone, &["+150", "−25", "−75"]).await;
    assert_page_is_healthy(&phone, 360).await;
    save_screenshot(&phone, "american-sheet-challenge-360.png").await;
}

/// Hong Kong Old Style only: the limit may name a liable player (pao), whose field shows from
/// 6 faan and hides for 5; a table penalty sits under the seat's own details and changes the
/// payments in the bar.
#[tokio::test]
async fn the_hkos_sheet_shows_pao_from_6_faan_and_a_penalty_changes_the_bar_at_360_px() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, _driver, phone) = sheet_open(dir.path(), &HKOS).await;
    tap_south_self_draw(&phone, Some("limit")).await;
    bar_shows_all(&phone, HKOS.tsumo_pays).await;
    let pao = phone.find(Locator::Css("select[name=pao1]")).await.unwrap();
    assert!(pao.is_displayed().await.unwrap(), "pao shows for the limit");
    for (value, shown) in [("5", false), ("6", true), ("limit", true)] {
        scroll_and_tap(
            &phone,
            &format!("input[name=value1][value='{value}'] + span"),
        )
        .await;
        assert_eq!(
            pao.is_displayed().await.unwrap(),
            shown,
            "pao field at {value} faan"
        );
    }
    assert_page_is_healthy(&phone, 360).await;
    save_screenshot(&phone, "hkos-sheet-limit-360.png").await;

    scroll_and_tap(&phone, "fieldset[data-seat='2'] details.seat-more summary").await;
    let penalty = phone
        .find(Locator::Css("select[name=penalty2]"))
        .await
        .unwrap();
    assert!(penalty.is_displayed().await.unwrap(), "the penalty shows");
    penalty.select_by_value("64").await.unwrap();
    // West pays 128 for the win and 3 × 64 for the false win: −320.
    bar_shows_all(&phone, &["−320"]).await;
}

/// Opens South's tiles entry and waits until it is open, tapping its summary again if a tap
/// did not open it (as a player would when a busy phone missed one): typing into a closed
/// entry's fields is refused by the browser.
async fn open_tiles_entry(phone: &Client) {
    let summary = "fieldset[data-seat='1'] details.tiles-entry summary";
    let is_open = "return document.querySelector(arguments[0]).parentElement.open === true";
    for _ in 0..3 {
        scroll_and_tap_at(phone, summary, "start").await;
        for _ in 0..30 {
            let open = phone
                .execute(is_open, vec![serde_json::json!(summary)])
                .await
                .unwrap();
            if open.as_bool() == Some(true) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    panic!("South's tiles entry never opened");
}

/// South's self-draw entered from the tiles on a 360 px phone: taps the outcome and the winner,
/// types `tiles`, waits for the bar's payments (`bar`) and the preview's result
/// (`result_css`), checks that the preview holds every one of `expected`, saves, and returns the
/// saved sheet's text. Screenshots are named after `style`.
async fn self_draw_from_the_tiles(
    phone: &Client,
    tiles: &[(&str, &str)],
    bar: &[&str],
    result_css: &str,
    expected: &[&str],
    style: &str,
) -> String {
    tap_south_self_draw(phone, None).await;
    open_tiles_entry(phone).await;
    for (name, text) in tiles {
        phone
            .find(Locator::Css(&format!("input[name={name}]")))
            .await
            .unwrap()
            .send_keys(text)
            .await
            .unwrap();
    }
    bar_shows_all(phone, bar).await;
    phone
        .wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::Css(&format!(".preview-details {result_css}")))
        .await
        .expect("what the tiles score is shown");
    let details = text_of(phone, ".preview-details").await;
    for expected in expected {
        assert!(details.contains(expected), "{expected}: {details}");
    }
    scroll_and_tap_at(phone, ".preview-details", "start").await;
    assert_page_is_healthy(phone, 360).await;
    save_screenshot(phone, &format!("{style}-sheet-tiles-preview-360.png")).await;

    scroll_and_tap(phone, ".pay-bar button[value=save]").await;
    phone
        .wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::XPath(
            "//p[@role='status'][contains(., 'Hand #1 saved')]",
        ))
        .await
        .expect("the hand is saved");
    text_of(phone, "table.sheet").await
}

/// MCR only: South's self-draw entered from the tiles with a flower; the preview lists each fan
/// found (South's pung of South is the seat wind in the East round) with the total and the
/// payments before saving, and the hand saves; its row names each player's wind in the hand;
/// nothing is wider than the phone.
#[tokio::test]
async fn an_mcr_hand_from_the_tiles_previews_each_fan_and_saves_at_360_px() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, _driver, phone) = sheet_open(dir.path(), &MCR).await;
    // Mixed straight 8, fully concealed hand 4, seat wind 2, closed wait 1, a flower 1: 16 fan,
    // 24 from each.
    let sheet = self_draw_from_the_tiles(
        &phone,
        &[
            ("hand1", "123m456p789s55p222z"),
            ("win_tile1", "5p"),
            ("flowers1", "1"),
        ],
        &["+72", "−24"],
        ".mcr-result",
        &[
            "16 fan",
            "Mixed Straight",
            "Fully Concealed Hand",
            "Seat Wind",
            "Closed Wait",
            "Flower Tiles",
            "Each player pays 24",
        ],
        "mcr",
    )
    .await;
    assert!(sheet.contains("Seat wind 2"), "{sheet}");
    // The row says where everyone sat in that hand: players change seats during an MCR game.
    let mut winds = Vec::new();
    for wind in phone
        .find_all(Locator::Css("table.sheet tbody tr:first-child .seat-wind"))
        .await
        .unwrap()
    {
        winds.push(wind.text().await.unwrap());
    }
    assert_eq!(winds, ["E", "S", "W", "N"], "{sheet}");
    crate::accessibility::assert_readable_size(&phone, "table.sheet .seat-wind").await;
    assert_page_is_healthy(&phone, 360).await;
    save_screenshot(&phone, "mcr-sheet-row-winds-360.png").await;
}

/// Zung Jung only: South's self-draw entered from the tiles; the preview lists each pattern
/// found (two dragon pungs and a pair of the third dragon) with the points and the payments
/// before saving, and the hand saves with its patterns; nothing is wider than the phone.
#[tokio::test]
async fn a_zung_jung_hand_from_the_tiles_previews_each_pattern_and_saves_at_360_px() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, _driver, phone) = sheet_open(dir.path(), &ZUNG_JUNG).await;
    // Concealed hand 5, a value honor for each dragon pung 20, small three dragons 40, two
    // concealed triplets 5: 70 points, 70 from each.
    let sheet = self_draw_from_the_tiles(
        &phone,
        &[("hand1", "123m456p55566677z"), ("win_tile1", "4p")],
        &["+210", "−70"],
        ".zj-result",
        &[
            "70 points",
            "Concealed Hand",
            "Value Honor ×2",
            "Small Three Dragons",
            "Two Concealed Triplets",
            "Each player pays 70",
            "The winner receives 210",
        ],
        "zung-jung",
    )
    .await;
    assert!(sheet.contains("Small three dragons"), "{sheet}");
    assert_page_is_healthy(&phone, 360).await;
    save_screenshot(&phone, "zung-jung-sheet-tiles-saved-360.png").await;
}

/// Vietnamese only: a winner's bonuses, chosen on the phone, multiply the value in the bar and
/// the preview shows the sum; a bonus no hand can have with another is refused with the reason
/// and the form keeps the ticks.
#[tokio::test]
async fn a_vietnamese_hands_bonuses_multiply_its_value_at_360_px() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, _driver, phone) = sheet_open(dir.path(), &VIETNAMESE).await;
    tap_south_self_draw(&phone, Some("'30'")).await;
    bar_shows_all(&phone, &["+90", "−30"]).await;
    // Two king and queen pairs: 30 × 2 × 2 = 120 from each.
    let pairs = phone
        .find(Locator::Css("select[name='bonus1-king-queen']"))
        .await
        .unwrap();
    pairs.select_by_value("2").await.unwrap();
    bar_shows_all(&phone, &["+360", "−120"]).await;
    let title = text_of(&phone, ".pay-title").await;
    assert!(
        title.contains(
            "30 × 2 × 2 (King and queen of the same number (each pair) × 2) = 120 points"
        ),
        "{title}"
    );
    assert_page_is_healthy(&phone, 360).await;
    save_screenshot(&phone, "vietnamese-sheet-bonuses-360.png").await;
    // No Flowers, No Leaves holds no kings or queens: refused, the ticks kept.
    scroll_and_tap(&phone, "input[name='bonus1-no-flowers-no-leaves']").await;
    let mut refused = String::new();
    for _ in 0..50 {
        refused = text_of(&phone, ".pay-result").await;
        if refused.contains("cannot be in one hand") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(refused.contains("cannot be in one hand"), "{refused}");
    let ticked = phone
        .find(Locator::Css("input[name='bonus1-no-flowers-no-leaves']"))
        .await
        .unwrap();
    assert!(ticked.is_selected().await.unwrap());
    save_screenshot(&phone, "vietnamese-sheet-refused-360.png").await;
}

/// Chinese Classical has no value chips and no tiles: after a win every seat's score sits
/// beside its roles. On a 360 px phone South self-picks 30 typed, East picks a dragon pung and
/// a concealed pung of terminals from the folded list (8 points, 1 double: 16), West types 4
/// and North leaves 0: the bar shows the payments, the page fits the phone, and the saved row
/// says who paid whom.
#[tokio::test]
async fn a_chinese_classical_hand_typed_and_picked_previews_its_payments_and_saves_at_360_px() {
    let dir = tempfile::tempdir().unwrap();
    let sheet = Sheet {
        style: "chinese-classical",
        create: &[
            ("name", "Chinese Classical open"),
            ("ruleset", "chinese-classical"),
        ],
        ..ZUNG_JUNG
    };
    let (_app, _driver, phone) = sheet_open(dir.path(), &sheet).await;
    for css in [
        "input[name=value1]",
        "details.tiles-entry",
        "input[name=riichi1]",
        "input[name='pick1:winning']",
    ] {
        assert!(phone.find(Locator::Css(css)).await.is_err(), "{css}");
    }
    tap_south_self_draw(&phone, None).await;
    let type_in = |name: &'static str, text: &'static str| {
        let phone = phone.clone();
        async move {
            let field = phone
                .find(Locator::Css(&format!("input[name='{name}']")))
                .await
                .unwrap();
            assert!(field.is_displayed().await.unwrap(), "{name} shows");
            field.send_keys(text).await.unwrap();
        }
    };
    type_in("points1", "30").await;
    type_in("points2", "4").await;
    type_in("points3", "0").await;
    scroll_and_tap_at(
        &phone,
        "fieldset[data-seat='0'] details.cc-picks summary",
        "start",
    )
    .await;
    type_in("pick0:concealed-pung-terminals-honours", "1").await;
    type_in("pick0:dragon-set", "1").await;
    // While the scores are typed the preview says whose is missing; once all four are given,
    // South 30 from each; East (16) is paid 12 by West (4) and 16 by North; West 4 by North.
    let bar = bar_shows_all(&phone, &["+90", "−2", "−38", "−50"]).await;
    assert!(bar.contains("scores"), "{bar}");
    assert_page_is_healthy(&phone, 360).await;
    save_screenshot(&phone, "chinese-classical-sheet-picks-360.png").await;
    phone
        .execute(
            "document.querySelector(\"fieldset[data-seat='1']\").scrollIntoView()",
            vec![],
        )
        .await
        .unwrap();
    save_screenshot(&phone, "chinese-classical-sheet-scores-360.png").await;
    scroll_and_tap(&phone, "button[value=save]").await;
    phone
        .wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::Css("table.sheet tr.note"))
        .await
        .unwrap();
    let saved = text_of(&phone, "table.sheet").await;
    assert!(saved.contains("8 × 2^1 = 16"), "{saved}");
    assert!(saved.contains("pays"), "{saved}");
}
