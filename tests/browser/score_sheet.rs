//! In headless Chromium at a phone's width: a referee records hands on the score sheet with a
//! thumb — outcome, who, value — sees the payments in the bar at the bottom and saves. The taps
//! are counted from the freshly opened sheet to the confirmation, and the preview and Save must
//! be on the screen without scrolling to them.

use crate::browser;

use browser::{
    assert_page_is_healthy, click_then_wait, organizer_starts_round_one, save_screenshot,
    start_app, start_browser, text_of,
};
use fantoccini::{Client, Locator};
use std::time::Duration;

const PLAYERS: &str = "name\nAiko\nBen\nChloé\nDev";

/// Counts the taps of one hand, as a person makes them.
struct Thumb<'a> {
    client: &'a Client,
    taps: usize,
}

impl<'a> Thumb<'a> {
    fn new(client: &'a Client) -> Self {
        Self { client, taps: 0 }
    }

    /// One tap on `css`. The page is scrolled to it first as a person scrolls to what they
    /// reach for (scrolling is not a tap); the bar at the bottom must not be in the way.
    async fn tap(&mut self, css: &str) {
        crate::browser::scroll_and_tap(self.client, css).await;
        self.taps += 1;
    }

    /// Taps the chip of a hidden radio or checkbox input.
    async fn chip(&mut self, input: &str) {
        self.tap(&format!("input{input} + span")).await;
    }

    /// Taps an outcome pill ("Ron", "Tsumo", …) at the top of the form.
    async fn outcome(&mut self, value: &str) {
        self.chip(&format!("[name=outcome][value={value}]")).await;
    }
}

/// Waits until the bar's preview shows every one of `expected`.
async fn preview_shows(client: &Client, expected: &[&str]) -> String {
    let start = std::time::Instant::now();
    loop {
        let text = match client.find(Locator::Css(".pay-bar .preview")).await {
            Ok(el) => el.text().await.unwrap_or_default(),
            Err(_) => String::new(),
        };
        if expected.iter().all(|e| text.contains(e)) {
            return text;
        }
        let bar = text_of(client, ".pay-bar").await;
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the preview never showed {expected:?}: {bar}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Waits until the payment bar says `expected` (an error, say); returns its text.
async fn bar_shows(client: &Client, expected: &str) -> String {
    let start = std::time::Instant::now();
    loop {
        let text = text_of(client, ".pay-bar").await;
        if text.contains(expected) {
            return text;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the bar never said {expected:?}: {text}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The payments and Save are on the screen as they are, without scrolling to them.
async fn preview_and_save_are_in_view(client: &Client) {
    let inside = client
        .execute(
            "var h = window.innerHeight;
             return ['.pay-bar .preview', '.pay-bar button[value=save]'].map(function (css) {
               var r = document.querySelector(css).getBoundingClientRect();
               return r.height > 0 && r.top >= 0 && r.bottom <= h;
             });",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(inside, serde_json::json!([true, true]), "preview, Save");
}

/// Taps Save and waits for the confirmation of hand `number`; returns its text.
async fn save(thumb: &mut Thumb<'_>, number: usize) -> String {
    preview_and_save_are_in_view(thumb.client).await;
    thumb.tap(".pay-bar button[value=save]").await;
    let expected = format!("//p[@role='status'][contains(., 'Hand #{number} saved')]");
    thumb
        .client
        .wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::XPath(&expected))
        .await
        .expect("a saved hand is confirmed");
    text_of(thumb.client, "#notice p.ok").await
}

/// The organizer starts round 1 on the laptop; returns the address of table 1's sheet and
/// the session's cookies.
async fn round_one_on_the_laptop(
    base: &str,
) -> (String, Vec<fantoccini::cookies::Cookie<'static>>) {
    let (_driver, laptop) = start_browser(390, 844).await;
    organizer_starts_round_one(&laptop, base, PLAYERS, 4).await;
    click_then_wait(
        &laptop,
        Locator::LinkText("record"),
        Locator::Id("hand-form"),
    )
    .await;
    let sheet = laptop.current_url().await.unwrap().to_string();
    let cookies = laptop.get_all_cookies().await.unwrap();
    laptop.close().await.unwrap();
    (sheet, cookies)
}

/// A phone `width` × `height` with the organizer's session, the sheet freshly opened.
async fn phone_opens_the_sheet(
    base: &str,
    (sheet, cookies): (String, Vec<fantoccini::cookies::Cookie<'static>>),
    width: u32,
    height: u32,
) -> (browser::Running, Client) {
    let (driver, client) = start_browser(width, height).await;
    client.goto(&format!("{base}/calculator")).await.unwrap();
    for cookie in cookies {
        client.add_cookie(cookie).await.unwrap();
    }
    client.goto(&sheet).await.unwrap();
    client
        .wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::Id("hand-form"))
        .await
        .expect("the sheet opens on the phone");
    (driver, client)
}

async fn open_sheet(base: &str, width: u32, height: u32) -> (browser::Running, Client) {
    let laptop = round_one_on_the_laptop(base).await;
    phone_opens_the_sheet(base, laptop, width, height).await
}

#[tokio::test]
async fn a_ron_a_tsumo_a_draw_and_a_chombo_take_few_taps_on_a_360_px_sheet() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (_driver, client) = open_sheet(&base, 360, 740).await;

    // Ron: North deals in, South wins 3 han 30 fu. Outcome, winner, discarder, han, fu, Save.
    let mut thumb = Thumb::new(&client);
    thumb.outcome("ron").await;
    let tenpai = client
        .find(Locator::Css("input[name=tenpai0]"))
        .await
        .unwrap();
    assert!(
        !tenpai.is_displayed().await.unwrap(),
        "a ron form hides the tenpai chips"
    );
    let fu = client
        .find(Locator::Css("input[name=fu1] + span"))
        .await
        .unwrap();
    thumb.chip("[name=win1]").await;
    thumb.chip("[name=discarder][value='3']").await;
    assert!(!fu.is_displayed().await.unwrap(), "no fu before the han");
    thumb.chip("[name=value1][value='3']").await;
    thumb.chip("[name=fu1][value='30']").await;
    preview_shows(&client, &["+3900", "−3900", " ron 3900 from "]).await;
    assert_page_is_healthy(&client, 360).await;
    save_screenshot(&client, "score-sheet-ron-preview-360.png").await;
    let saved = save(&mut thumb, 1).await;
    assert!(
        saved.starts_with("Hand #1 saved: ") && saved.contains(" ron 3900 from "),
        "{saved}"
    );
    assert!(thumb.taps <= 6, "ron took {} taps", thumb.taps);
    let ron_taps = thumb.taps;
    let sheet = text_of(&client, "table.sheet").await;
    assert!(
        sheet.contains("28900") && sheet.contains("21100"),
        "{sheet}"
    );
    assert_page_is_healthy(&client, 360).await;
    save_screenshot(&client, "score-sheet-saved-360.png").await;

    // Tsumo: West draws 2 han 30 fu. Outcome, winner, han, fu, Save.
    let mut thumb = Thumb::new(&client);
    thumb.outcome("tsumo").await;
    thumb.chip("[name=win2]").await;
    thumb.chip("[name=value2][value='2']").await;
    thumb.chip("[name=fu2][value='30']").await;
    preview_shows(&client, &[" tsumo 500/1000", "+2000"]).await;
    save(&mut thumb, 2).await;
    assert!(thumb.taps <= 5, "tsumo took {} taps", thumb.taps);
    let tsumo_taps = thumb.taps;

    // Draw: East and West tenpai. Outcome, two tenpai, Save.
    let mut thumb = Thumb::new(&client);
    thumb.outcome("draw").await;
    thumb.chip("[name=tenpai0]").await;
    thumb.chip("[name=tenpai2]").await;
    preview_shows(&client, &["+1500", "−1500"]).await;
    save(&mut thumb, 3).await;
    assert!(thumb.taps <= 4, "draw took {} taps", thumb.taps);
    let draw_taps = thumb.taps;

    // Chombo by South. Outcome, offender, Save.
    let mut thumb = Thumb::new(&client);
    thumb.outcome("chombo").await;
    thumb.chip("[name=offender][value='1']").await;
    preview_shows(&client, &["chombo by "]).await;
    save(&mut thumb, 4).await;
    assert!(thumb.taps <= 3, "chombo took {} taps", thumb.taps);
    eprintln!(
        "taps: ron {ron_taps}, tsumo {tsumo_taps}, draw {draw_taps}, chombo {}",
        thumb.taps
    );

    // A hand half entered survives a reload (a closed tab, a dead battery).
    let mut thumb = Thumb::new(&client);
    thumb.outcome("tsumo").await;
    thumb.chip("[name=win2]").await;
    client.refresh().await.unwrap();
    client
        .wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::XPath("//p[contains(., 'Restored the hand')]"))
        .await
        .expect("the draft is restored");
    let tsumo = client
        .find(Locator::Css("input[name=outcome][value=tsumo]"))
        .await
        .unwrap();
    assert!(tsumo.prop("checked").await.unwrap().as_deref() == Some("true"));
    let win = client.find(Locator::Css("input[name=win2]")).await.unwrap();
    assert!(win.prop("checked").await.unwrap().as_deref() == Some("true"));
    client.close().await.unwrap();
}

/// Deleting asks first; Undo brings the hand back; the audit log reads at 360 px.
#[tokio::test]
async fn a_deleted_hand_comes_back_with_undo_and_the_audit_log_fits_a_phone() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (_driver, client) = open_sheet(&base, 360, 740).await;
    let mut thumb = Thumb::new(&client);
    thumb.outcome("draw").await;
    thumb.chip("[name=tenpai1]").await;
    preview_shows(&client, &["+3000"]).await;
    save(&mut thumb, 1).await;

    thumb.tap("#corrections summary").await;
    thumb.tap("details.confirm summary").await;
    click_then_wait(
        &client,
        Locator::XPath("//button[text()='Delete']"),
        Locator::XPath("//p[contains(., 'Hand #1 deleted')]"),
    )
    .await;
    assert!(client
        .find_all(Locator::Css("table.sheet tbody tr"))
        .await
        .unwrap()
        .is_empty());
    click_then_wait(
        &client,
        Locator::Css("#notice button"),
        Locator::XPath("//p[contains(., 'Undone')]"),
    )
    .await;
    let sheet = text_of(&client, "table.sheet").await;
    assert!(sheet.contains("28000"), "the draw is back: {sheet}");

    let tournament = client.current_url().await.unwrap();
    let id = tournament.path().split('/').nth(3).unwrap().to_string();
    client
        .goto(&format!("{base}/admin/t/{id}/audit"))
        .await
        .unwrap();
    let log = text_of(&client, "ol.audit").await;
    assert!(
        log.contains("organizer undid the deletion of hand #1 at table 1 (round 1): draw"),
        "{log}"
    );
    assert_page_is_healthy(&client, 360).await;
    save_screenshot(&client, "audit-log-360.png").await;
    client.close().await.unwrap();
}

/// A winner's value taken from the tiles: the referee opens "…or enter the tiles", types
/// the hand, and the preview shows the yaku, the fu and the payment the engine found; the
/// saved sheet shows the tiles. A hand that cannot win is refused with the reason.
#[tokio::test]
async fn a_hand_entered_as_tiles_is_scored_and_kept_on_the_sheet() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (_driver, client) = open_sheet(&base, 390, 844).await;
    let mut thumb = Thumb::new(&client);
    thumb.outcome("ron").await;
    thumb.chip("[name=discarder][value='3']").await;
    thumb.chip("[name=win1]").await;
    let hand = client
        .find(Locator::Css("input[name=hand1]"))
        .await
        .unwrap();
    assert!(
        !hand.is_displayed().await.unwrap(),
        "the tiles stay folded until asked for"
    );
    // Each seat has its own "…or enter the tiles"; South's is the second.
    let summaries = client
        .find_all(Locator::Css("details.tiles-entry summary"))
        .await
        .unwrap();
    summaries[1].click().await.unwrap();
    assert!(hand.is_displayed().await.unwrap());
    // A hand one tile short first: refused with the reason, the typing kept.
    hand.send_keys("234m456p2345567s").await.unwrap();
    client
        .find(Locator::Css("input[name=win_tile1]"))
        .await
        .unwrap()
        .send_keys("2s")
        .await
        .unwrap();
    let error = bar_shows(&client, "13 tiles").await;
    assert!(error.contains("'s tiles: "), "{error}");
    // Corrected: all simples and pinfu, 2 han 30 fu, 2000 from North.
    hand.clear().await.unwrap();
    hand.send_keys("234m456p23455678s").await.unwrap();
    preview_shows(&client, &["+2000", "−2000"]).await;
    client
        .wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::Css(".preview-details .tiles-score"))
        .await
        .expect("the tiles' score is shown");
    let details = text_of(&client, ".preview-details").await;
    for expected in ["Tanyao", "Pinfu", "2 han 30 fu"] {
        assert!(details.contains(expected), "{expected}: {details}");
    }
    assert_page_is_healthy(&client, 390).await;
    save_screenshot(&client, "score-sheet-tiles-preview-390.png").await;
    save(&mut thumb, 1).await;
    let sheet = text_of(&client, "table.sheet").await;
    assert!(
        sheet.contains("27000") && sheet.contains("23000"),
        "{sheet}"
    );
    let tiles_on_sheet = client
        .find_all(Locator::Css("table.sheet .sheet-tiles img.tile"))
        .await
        .unwrap();
    assert_eq!(
        tiles_on_sheet.len(),
        14,
        "the winning hand is shown on the sheet"
    );
    assert_page_is_healthy(&client, 390).await;
    client.close().await.unwrap();
}

/// Whether the radio or checkbox `css` is ticked.
async fn ticked(client: &Client, css: &str) -> bool {
    let input = client.find(Locator::Css(css)).await.unwrap();
    input.prop("checked").await.unwrap().as_deref() == Some("true")
}

/// How many characters of melds ("pon 999p, ankan 5555z, chi 123s") the field `name` shows at
/// once: its inner width over the width of such text in its own font.
async fn characters_shown(client: &Client, name: &str) -> f64 {
    let shown = client
        .execute(
            "var input = document.querySelector('input[name=' + arguments[0] + ']');
             var style = getComputedStyle(input);
             var pen = document.createElement('canvas').getContext('2d');
             pen.font = style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
             var sample = 'pon 999p, ankan 5555z, chi 123s';
             var each = pen.measureText(sample).width / sample.length;
             var inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
             return inner / each;",
            vec![serde_json::json!(name)],
        )
        .await
        .unwrap();
    shown.as_f64().unwrap()
}

/// Issue 33, items 3 and 4: a win from the tiles is tapped on the sheet's tile picker at 360 px,
/// no keyboard at all, in under 20 taps from the fresh sheet to the saved hand; the picker writes
/// the same text fields a typist fills, and the melds field shows 30 characters and more.
#[tokio::test]
async fn a_win_from_the_tiles_is_tapped_without_a_keyboard_in_under_20_taps_at_360_px() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (_driver, client) = open_sheet(&base, 360, 740).await;
    let mut thumb = Thumb::new(&client);
    // South wins on North's discard: a pung of white dragons and 234m 456p 678s 5s, won on 5s.
    thumb.outcome("ron").await;
    thumb.chip("[name=discarder][value='3']").await;
    thumb.chip("[name=win1]").await;
    thumb
        .tap(".seat-form[data-seat='1'] details.tiles-entry summary")
        .await;
    let picker = client.find(Locator::Css("#picker")).await.unwrap();
    assert!(
        picker.is_displayed().await.unwrap(),
        "the picker is offered"
    );
    // The melds take the whole row the concealed tiles take, not a third of it.
    let melds_shown = characters_shown(&client, "melds1").await;
    let hand_shown = characters_shown(&client, "hand1").await;
    eprintln!("the melds field shows {melds_shown:.1} characters at 360 px");
    assert!(
        melds_shown >= hand_shown - 0.5 && melds_shown >= 25.0,
        "the melds field shows {melds_shown:.1} characters, the concealed tiles {hand_shown:.1}"
    );
    thumb.tap("#picker input[value=pon] + span").await;
    thumb.tap("#picker .tile-button[data-tile='5z']").await;
    for tile in [
        "2m", "3m", "4m", "4p", "5p", "6p", "6s", "7s", "8s", "5s", "5s",
    ] {
        thumb
            .tap(&format!("#picker .tile-button[data-tile='{tile}']"))
            .await;
    }
    let field = |name: &'static str| {
        let client = client.clone();
        async move {
            let input = client
                .find(Locator::Css(&format!("input[name={name}]")))
                .await
                .unwrap();
            input.prop("value").await.unwrap().unwrap_or_default()
        }
    };
    assert_eq!(field("melds1").await, "pon 555z");
    assert_eq!(field("win_tile1").await, "5s");
    assert_eq!(field("hand1").await, "234m456p56785s");
    preview_shows(&client, &["+1000", "−1000"]).await;
    assert_page_is_healthy(&client, 360).await;
    save_screenshot(&client, "score-sheet-tiles-tapped-360.png").await;
    let saved = save(&mut thumb, 1).await;
    assert!(saved.contains(" ron 1000"), "{saved}");
    eprintln!("a win from the tiles: {} taps, no typing", thumb.taps);
    assert!(
        thumb.taps < 20,
        "a win from the tiles took {} taps",
        thumb.taps
    );
    let tiles_on_sheet = client
        .find_all(Locator::Css("table.sheet .sheet-tiles img.tile"))
        .await
        .unwrap();
    assert_eq!(tiles_on_sheet.len(), 14, "the tapped hand is on the sheet");
    client.close().await.unwrap();
}

/// Issue 33, item 5: every choice can be undone — a chip tapped again is unticked (outcome,
/// discarder, value) — and "Start over" empties the form and the draft kept in the browser, so
/// a reload no longer brings the half-entered hand back.
#[tokio::test]
async fn a_chosen_chip_is_unticked_by_a_second_tap_and_start_over_clears_the_draft() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (_driver, client) = open_sheet(&base, 360, 740).await;
    let mut thumb = Thumb::new(&client);
    thumb.outcome("ron").await;
    thumb.outcome("ron").await;
    assert!(
        !ticked(&client, "input[name=outcome][value=ron]").await,
        "outcome unticked"
    );
    thumb.outcome("ron").await;
    for chip in [
        "[name=discarder][value='3']",
        "[name=win1]",
        "[name=value1][value='3']",
    ] {
        thumb.chip(chip).await;
    }
    thumb.chip("[name=discarder][value='3']").await;
    thumb.chip("[name=value1][value='3']").await;
    assert!(
        !ticked(&client, "input[name=discarder][value='3']").await,
        "discarder unticked"
    );
    assert!(
        !ticked(&client, "input[name=value1][value='3']").await,
        "value unticked"
    );
    // Chosen again, then the whole hand is dropped.
    thumb.chip("[name=discarder][value='3']").await;
    thumb.chip("[name=value1][value='3']").await;
    thumb.chip("[name=fu1][value='30']").await;
    preview_shows(&client, &["+3900"]).await;
    let drafts = "return Object.keys(localStorage).filter(function (k) { return k.indexOf('tenbou-draft:') === 0; }).length;";
    assert_eq!(
        client.execute(drafts, vec![]).await.unwrap(),
        1,
        "a draft is kept"
    );
    thumb.tap("[data-start-over] button").await;
    let chosen = client
        .execute(
            "return Array.prototype.filter.call(document.querySelectorAll('#hand-form input'), function (i) {
               return (i.type === 'radio' || i.type === 'checkbox') && i.checked && !i.closest('.picker');
             }).length;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(chosen, 0, "every choice is cleared");
    assert_eq!(
        text_of(&client, ".pay-result").await,
        "",
        "no stale preview"
    );
    assert_eq!(
        client.execute(drafts, vec![]).await.unwrap(),
        0,
        "the draft is gone"
    );
    client.refresh().await.unwrap();
    client
        .wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::Id("hand-form"))
        .await
        .unwrap();
    assert!(!ticked(&client, "input[name=outcome][value=ron]").await);
    let restored = client
        .find_all(Locator::XPath("//p[contains(., 'Restored the hand')]"))
        .await
        .unwrap();
    assert!(
        restored.is_empty(),
        "nothing comes back after starting over"
    );
    client.close().await.unwrap();
}
