//! The score sheet's layout as a table uses it (issue 21): a 60-character name does not fill
//! the sheet's header; the row a tap brings out (the fu after the han) is not left under the
//! bar at the bottom; on a laptop, the warning about a made cut does not make that bar take
//! most of the screen.

use crate::browser;
use crate::client::{hidden_field, Client as Http};
use crate::event_day::signed_in_window;
use crate::phone_streams::{chip, wait_until};

use browser::{start_app, start_browser};
use fantoccini::{Client, Locator};

const LONG_NAME: &str = "Maximiliane Alexandra Konstantinopoulou-Wittelsbach Ferreira";

/// Reads a number from the page.
async fn number(client: &Client, script: &str) -> f64 {
    client
        .execute(script, vec![])
        .await
        .unwrap()
        .as_f64()
        .unwrap_or_else(|| panic!("no number from {script}"))
}

#[tokio::test]
async fn a_long_name_keeps_to_two_lines_and_the_fu_row_opens_above_the_bar() {
    assert_eq!(LONG_NAME.chars().count(), 60);
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (_driver, phone) = start_browser(360, 740).await;
    browser::phone_organizer_opens_first_sheet(
        &phone,
        &base,
        &[("name", "Long names"), ("ruleset", "msmc-2016")],
        &[LONG_NAME, "Ben", "Chloé", "Dev"],
    )
    .await;
    browser::assert_page_is_healthy(&phone, 360).await;

    // The header: the long name's cell is at most two lines high, its full name in the title.
    let lines = phone
        .execute(
        "var want = arguments[0];
         var th = Array.prototype.find.call(document.querySelectorAll('table.sheet thead th'),
           function (e) { return e.textContent.trim() === want; });
         var line = parseFloat(getComputedStyle(th).lineHeight) ||
           parseFloat(getComputedStyle(th).fontSize) * 1.2;
         var pad = parseFloat(getComputedStyle(th).paddingTop) + parseFloat(getComputedStyle(th).paddingBottom);
         return (th.getBoundingClientRect().height - pad) / line;",
            vec![serde_json::json!(LONG_NAME)],
        )
        .await
        .unwrap()
        .as_f64()
        .unwrap();
    assert!(
        lines <= 2.5,
        "the sheet's header is {lines:.1} lines high for a 60-character name"
    );
    let title = phone
        .execute(
            "var want = arguments[0];
             return Array.prototype.some.call(document.querySelectorAll('table.sheet thead th'),
               function (e) { return e.getAttribute('title') === want; });",
            vec![serde_json::json!(LONG_NAME)],
        )
        .await
        .unwrap();
    assert_eq!(title, serde_json::json!(true), "the full name is the title");

    // East wins by ron off South; the thumb has scrolled the han just above the bar.
    chip(&phone, "[name=outcome][value=ron]").await;
    chip(&phone, "[name=win0]").await;
    chip(&phone, "[name=discarder][value='1']").await;
    phone
        .execute(
            "var c = document.querySelector('#hand-form input[name=value0][value=\"2\"] + span');
             var bar = document.querySelector('#hand-form .pay-bar');
             window.scrollBy(0, c.getBoundingClientRect().bottom - bar.getBoundingClientRect().top + 4);
             c.click();",
            vec![],
        )
        .await
        .unwrap();
    wait_until(
        &phone,
        "var p = document.querySelector('#hand-form .pay-result');
         return !!p && !p.classList.contains('busy') && p.textContent.trim() !== '';",
        15,
        "the preview answered",
    )
    .await;
    // Let the bar settle after the preview landed.
    wait_until(
        &phone,
        "var fus = document.querySelector('fieldset[data-seat=\"0\"] .fus');
         var bar = document.querySelector('#hand-form .pay-bar');
         return !fus.hidden && fus.getBoundingClientRect().bottom <= bar.getBoundingClientRect().top &&
           fus.getBoundingClientRect().top >= 0;",
        5,
        "the fu row opened under the bar at the bottom",
    )
    .await;
    browser::save_screenshot(&phone, "sheet-fu-above-bar-360.png").await;
    phone.close().await.unwrap();
}

/// The organizer (plain HTTP) runs a six-player bracket to its cut: two qualifying games, each
/// ended by a yakuman off the dealer (by South, then by North), the cut, the finals seated.
/// Returns the organizer, the tournament and qualifying game 2.
fn six_after_the_cut(port: u16) -> (Http, i64, i64) {
    let mut organizer = Http::new(port);
    organizer.setup_organizer();
    let id = organizer.create_tournament(&[("name", "Club night")]);
    organizer.add_checked_in(id, &["Aiko", "Ben", "Chloé", "Dev", "Eve", "Fumiko"]);
    let csrf = organizer.csrf();
    let press = |organizer: &mut Http, action: &str| {
        let path = if action.is_empty() {
            format!("/admin/t/{id}/bracket")
        } else {
            format!("/admin/t/{id}/bracket/{action}")
        };
        let reply = organizer.post(&path, &[("csrf", &csrf)]).unwrap();
        assert_eq!(reply.status, 303, "{action}: {}", reply.body);
    };
    press(&mut organizer, "");
    let mut games = Vec::new();
    for (round, winner) in [(1, "1"), (2, "3")] {
        press(&mut organizer, "seat");
        let page = organizer.get(&format!("/t/{id}/rounds/{round}")).unwrap();
        let marker = format!("/t/{id}/games/");
        let at = page.body.find(&marker).unwrap() + marker.len();
        let game: i64 = page.body[at..].split('"').next().unwrap().parse().unwrap();
        let sheet = organizer
            .get(&format!("/admin/t/{id}/games/{game}"))
            .unwrap();
        let version = hidden_field(&sheet.body, "version").unwrap();
        let win = format!("win{winner}");
        let value = format!("value{winner}");
        let reply = organizer
            .post(
                &format!("/admin/t/{id}/games/{game}/hands"),
                &[
                    ("csrf", &csrf),
                    ("version", &version),
                    ("action", "save"),
                    ("outcome", "ron"),
                    ("discarder", "0"),
                    (&win, "1"),
                    (&value, "y1"),
                ],
            )
            .unwrap();
        assert_eq!(reply.status, 303, "{}", reply.body);
        games.push(game);
    }
    press(&mut organizer, "cut");
    press(&mut organizer, "seat");
    (organizer, id, games[1])
}

#[tokio::test]
async fn on_a_laptop_the_cut_warning_leaves_the_bar_by_save_a_third_of_the_screen() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (organizer, id, game) =
        six_after_the_cut(base.rsplit(':').next().unwrap().parse().unwrap());
    let (_driver, laptop) = signed_in_window(&base, &organizer, 1280, 720).await;
    laptop
        .goto(&format!("{base}/admin/t/{id}/games/{game}/hands/0/edit"))
        .await
        .unwrap();
    laptop
        .wait()
        .at_most(std::time::Duration::from_secs(10))
        .for_element(Locator::Id("hand-form"))
        .await
        .expect("the correction form");
    // The correction: West, not North, won game 2's only hand, which changes who qualified.
    chip(&laptop, "[name=win3]").await;
    chip(&laptop, "[name=win2]").await;
    laptop
        .execute(
            "document.querySelector('fieldset[data-seat=\"2\"] details.more-values').open = true;",
            vec![],
        )
        .await
        .unwrap();
    chip(&laptop, "[name=value2][value=y1]").await;
    wait_until(
        &laptop,
        "var w = document.querySelector('#hand-form .pay-bar .stage-warning');
         return !!w && w.textContent.indexOf('Would qualify') >= 0;",
        15,
        "the preview never showed the cut warning",
    )
    .await;
    let share = number(
        &laptop,
        "return document.querySelector('#hand-form .pay-bar').getBoundingClientRect().height / window.innerHeight;",
    )
    .await;
    assert!(
        share <= 0.5,
        "the bar by Save takes {:.0}% of the screen",
        share * 100.0
    );
    // Save stays in the bar, in view.
    let save_visible = laptop
        .execute(
            "var b = document.querySelector('#hand-form .pay-bar button[value=save]').getBoundingClientRect();
             return b.top >= 0 && b.bottom <= window.innerHeight;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(save_visible, serde_json::json!(true));
    browser::save_screenshot(&laptop, "sheet-cut-warning-1280.png").await;
    laptop.close().await.unwrap();
}

/// A Zung Jung game as a table played it on the event day (round 1, table 1): wins above the
/// par, the limits, a dead hand, a penalty; it ends at +2109, −1417, +984, −1691.
#[rustfmt::skip]
const FOUR_DIGIT_GAME: [&[(&str, &str)]; 16] = [
    &[("outcome", "tsumo"), ("win1", "1"), ("points1", "20")],
    &[("outcome", "ron"), ("win0", "1"), ("discarder", "3"), ("points0", "160")],
    &[("outcome", "draw")],
    &[("outcome", "ron"), ("win2", "1"), ("discarder", "0"), ("points2", "25"), ("dead1", "1")],
    &[("outcome", "tsumo"), ("win1", "1"), ("points1", "1")],
    &[("outcome", "ron"), ("win0", "1"), ("discarder", "1"), ("points0", "315")],
    &[("outcome", "tsumo"), ("win3", "1"), ("points3", "60"), ("dead0", "1")],
    &[("outcome", "ron"), ("win2", "1"), ("discarder", "1"), ("points2", "15")],
    &[("outcome", "draw")],
    &[("outcome", "ron"), ("win0", "1"), ("discarder", "2"), ("points0", "35"), ("penalty3", "15")],
    &[("outcome", "tsumo"), ("win3", "1"), ("points3", "10")],
    &[("outcome", "ron"), ("win2", "1"), ("discarder", "3"), ("points2", "480")],
    &[("outcome", "ron"), ("win1", "1"), ("discarder", "3"), ("points1", "15")],
    &[("outcome", "tsumo"), ("win0", "1"), ("points0", "400")],
    &[("outcome", "ron"), ("win3", "1"), ("discarder", "0"), ("points3", "160")],
    &[("outcome", "ron"), ("win2", "1"), ("discarder", "0"), ("points2", "20")],
];

/// Mangan's tag team (docs/rules.md §15): eight long names at one table, five yakuman rons
/// until five people have reached 0, each hand saying who was seated at each seat.
#[rustfmt::skip]
const TAG_TEAM_GAME: [&[(&str, &str)]; 5] = [
    &[("outcome", "ron"), ("discarder", "3"), ("win1", "1"), ("value1", "y1"),
      ("seated0", "0"), ("seated1", "1"), ("seated2", "2"), ("seated3", "3")],
    &[("outcome", "ron"), ("discarder", "3"), ("win2", "1"), ("value2", "y1"),
      ("seated0", "0"), ("seated1", "1"), ("seated2", "2"), ("seated3", "7")],
    &[("outcome", "ron"), ("discarder", "1"), ("win3", "1"), ("value3", "y1"),
      ("seated0", "0"), ("seated1", "1"), ("seated2", "2"), ("seated3", "7")],
    &[("outcome", "ron"), ("discarder", "2"), ("win0", "1"), ("value0", "y1"),
      ("seated0", "0"), ("seated1", "5"), ("seated2", "2"), ("seated3", "7")],
    &[("outcome", "ron"), ("discarder", "2"), ("win1", "1"), ("value1", "y1"),
      ("seated0", "0"), ("seated1", "5"), ("seated2", "6"), ("seated3", "7")],
];

/// A finished sheet that must fit a phone of 360 px: the style, the table rule its round is
/// started under, the people, the hands, the totals its score row shows, and the screenshot.
struct NarrowSheet {
    ruleset: &'static str,
    table_rule: &'static str,
    people: &'static [&'static str],
    hands: &'static [&'static [(&'static str, &'static str)]],
    totals: &'static [&'static str],
    screenshot: &'static str,
}

const NARROW_SHEETS: [NarrowSheet; 2] = [
    // Found by the Zung Jung event day: a finished sheet whose totals run to four digits was
    // wider than a 360 px phone, the fourth player's column cut off at the edge (the sheet
    // scrolled sideways by 23 px), because the "final points" label would not wrap and set
    // the width of the hand column.
    NarrowSheet {
        ruleset: "zung-jung",
        table_rule: "",
        people: &["Gita", "Lena", "Ben", "Jun"],
        hands: &FOUR_DIGIT_GAME,
        totals: &["+2109", "−1417", "+984", "−1691"],
        screenshot: "zung-jung-sheet-four-digits-360.png",
    },
    // Eight people at a table of four: each seat's partners share one column.
    NarrowSheet {
        ruleset: "mangan",
        table_rule: "tag-teams",
        people: &[
            "Annemarie",
            "Bartholomew",
            "Christabel",
            "Demetrius",
            "Evangeline",
            "Florentino",
            "Gwendolyn",
            "Hieronymus",
        ],
        hands: &TAG_TEAM_GAME,
        totals: &["+20", "−32"],
        screenshot: "mangan-tag-team-sheet-360.png",
    },
];

/// Each finished sheet of [`NARROW_SHEETS`], played through the organizer's form, is no wider
/// than a phone of 360 px: neither the sheet nor the page scrolls sideways.
#[tokio::test]
async fn finished_sheets_of_four_digit_totals_and_of_a_tag_team_of_eight_fit_a_phone() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let port: u16 = base.rsplit(':').next().unwrap().parse().unwrap();
    let (_driver, phone) = start_browser(360, 740).await;
    let mut organizer = Http::new(port);
    organizer.setup_organizer();
    for case in &NARROW_SHEETS {
        let id = organizer.create_tournament(&[("name", "Narrow"), ("ruleset", case.ruleset)]);
        organizer.check_in_and_start_round_one(id, case.people, case.table_rule);
        let game = organizer.game_ids(id)[0];
        let csrf = organizer.csrf();
        for hand in case.hands {
            let sheet = organizer
                .get(&format!("/admin/t/{id}/games/{game}"))
                .unwrap();
            let version = hidden_field(&sheet.body, "version").unwrap();
            let mut fields = vec![
                ("csrf", csrf.as_str()),
                ("version", version.as_str()),
                ("action", "save"),
            ];
            fields.extend_from_slice(hand);
            let reply = organizer
                .post(&format!("/admin/t/{id}/games/{game}/hands"), &fields)
                .unwrap();
            assert_eq!(reply.status, 303, "{hand:?}: {}", reply.body);
        }
        phone
            .goto(&format!("{base}/t/{id}/games/{game}"))
            .await
            .unwrap();
        let totals = browser::text_of(&phone, "table.sheet tfoot tr.score").await;
        for total in case.totals {
            assert!(
                totals.contains(total),
                "{}: the game ended otherwise: {totals}",
                case.ruleset
            );
        }
        browser::save_screenshot(&phone, case.screenshot).await;
        let overflow = number(
            &phone,
            "var w = document.querySelector('.sheet-wrap');
             var page = document.documentElement;
             return Math.max(w.scrollWidth - w.clientWidth, page.scrollWidth - page.clientWidth);",
        )
        .await;
        assert!(
            overflow <= 0.0,
            "{}: the finished sheet is {overflow} px wider than the phone",
            case.ruleset
        );
    }
    phone.close().await.unwrap();
}
