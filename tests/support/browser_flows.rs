//! The organizer's and the players' ways through the app that several browser tests share:
//! choosing the organizer password, starting round 1 through the pages or the quick way, and a
//! phone taking its seat with the player's PIN. Kept apart from starting the processes
//! (`browser.rs`), which re-exports everything here.

use super::{assert_page_is_healthy, click_then_wait, found_after_navigation, text_of};
use fantoccini::{Client, Locator};
use std::time::Duration;

/// The organizer of the app at `base` signed in over plain HTTP, with a tournament of
/// `players` seated for round 1: the organizer's client and the tournament's id.
pub fn organizer_with_a_round(base: &str, players: usize) -> (crate::client::Client, i64) {
    let port = base.rsplit(':').next().unwrap().parse().unwrap();
    let mut organizer = crate::client::Client::new(port);
    organizer.setup_organizer();
    let id = organizer.tournament_with_round(players);
    (organizer, id)
}

/// The organizer password every browser test chooses on a fresh app.
pub const ORGANIZER_PASSWORD: &str = "tiles-and-sticks";

/// Types `text` into the field `css`, which must be on the page.
pub async fn type_into(client: &Client, css: &str, text: &str) {
    client
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|err| panic!("`{css}` is not on the page: {err}"))
        .send_keys(text)
        .await
        .unwrap();
}

/// On a fresh app's setup page (where `/login` sends the first visitor), chooses the organizer
/// password and waits for the organizer's home with its "New tournament" link.
pub async fn organizer_chooses_password(client: &Client) {
    for field in ["password", "confirm"] {
        type_into(client, &format!("input[name={field}]"), ORGANIZER_PASSWORD).await;
    }
    click_then_wait(
        client,
        Locator::Css("form button"),
        Locator::LinkText("New tournament"),
    )
    .await;
}

/// Through the pages, as the organizer would: choose the password, create a tournament, import
/// `players` (CSV text), check everyone in and start round 1. Returns the tournament id.
pub async fn organizer_starts_round_one(
    client: &Client,
    base: &str,
    players: &str,
    expected_count: usize,
) -> String {
    organizer_starts_round_one_under(client, base, players, expected_count, None).await
}

/// [`organizer_starts_round_one`] with the rules chosen on the new-tournament form: the preset
/// `ruleset`, or the form's own choice for `None`.
pub async fn organizer_starts_round_one_under(
    client: &Client,
    base: &str,
    players: &str,
    expected_count: usize,
    ruleset: Option<&str>,
) -> String {
    organizer_starts_round_one_ruled(client, base, players, expected_count, (ruleset, None)).await
}

/// [`organizer_starts_round_one_under`], the round drawn at random under the table rule
/// `table_rule` where one is given ("tag-teams"), else as the manage page offers.
pub async fn organizer_starts_round_one_ruled(
    client: &Client,
    base: &str,
    players: &str,
    expected_count: usize,
    (ruleset, table_rule): (Option<&str>, Option<&str>),
) -> String {
    client.goto(&format!("{base}/login")).await.unwrap();
    assert!(
        client
            .current_url()
            .await
            .unwrap()
            .path()
            .ends_with("/setup"),
        "a fresh app asks for the organizer password"
    );
    organizer_chooses_password(client).await;

    click_then_wait(
        client,
        Locator::LinkText("New tournament"),
        Locator::Css("input[name=venue]"),
    )
    .await;
    type_into(client, "input[name=name]", "Spring Open").await;
    type_into(client, "input[name=venue]", "Blue Room").await;
    if let Some(ruleset) = ruleset {
        client
            .find(Locator::Css("select[name=ruleset]"))
            .await
            .unwrap()
            .select_by_value(ruleset)
            .await
            .unwrap();
    }
    click_then_wait(
        client,
        Locator::Css("main form button"),
        Locator::LinkText("Import a CSV list"),
    )
    .await;
    let id = client
        .current_url()
        .await
        .unwrap()
        .path()
        .trim_start_matches("/admin/t/")
        .to_string();
    organizer_seats_round_one(client, base, &id, players, (expected_count, table_rule)).await;
    id
}

/// On the new tournament `id`'s page: import `players`, check everyone in, propose round 1
/// (drawn at random under `table_rule` where one is given) and confirm the seating.
async fn organizer_seats_round_one(
    client: &Client,
    base: &str,
    id: &str,
    players: &str,
    (expected_count, table_rule): (usize, Option<&str>),
) {
    click_then_wait(
        client,
        Locator::LinkText("Import a CSV list"),
        Locator::Css("textarea[name=text]"),
    )
    .await;
    type_into(client, "textarea[name=text]", players).await;
    click_then_wait(
        client,
        Locator::Css("form.box button"),
        Locator::Css("table.list"),
    )
    .await;
    let preview = client.source().await.unwrap();
    assert!(
        preview.contains(&format!("{expected_count} to import, 0 refused")),
        "{preview}"
    );
    let import = format!("//button[contains(., 'Import {expected_count} players')]");
    click_then_wait(client, Locator::XPath(&import), Locator::Css("p.ok")).await;

    client.goto(&format!("{base}/admin/t/{id}")).await.unwrap();
    let checked = format!("//h2[contains(., '{expected_count} checked in')]");
    click_then_wait(
        client,
        Locator::XPath("//button[contains(., 'Check everyone in')]"),
        Locator::XPath(&checked),
    )
    .await;
    if let Some(rule) = table_rule {
        let mode = client
            .find(Locator::Css("select[name=mode]"))
            .await
            .unwrap();
        mode.select_by_value("random").await.unwrap();
        let css = format!("input[name=table_rule][value='{rule}']");
        client
            .find(Locator::Css(&css))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
    }
    click_then_wait(
        client,
        Locator::XPath("//button[contains(., 'Propose round 1')]"),
        Locator::XPath("//button[contains(., 'Confirm this seating')]"),
    )
    .await;
    let proposal = client.source().await.unwrap();
    assert!(
        proposal.contains("Repeat meetings"),
        "the proposal shows its quality"
    );
    click_then_wait(
        client,
        Locator::XPath("//button[contains(., 'Confirm this seating')]"),
        Locator::LinkText("score sheet"),
    )
    .await;
}

/// The phone chooses the organizer password at `base`; a plain client sharing its session then
/// creates a tournament from `fields` (name, ruleset and the rest of the form), the quick way.
/// Returns that client, signed in, and the new tournament's id.
async fn phone_organizer_creates_tournament(
    phone: &Client,
    base: &str,
    fields: &[(&str, &str)],
) -> (crate::client::Client, i64) {
    let port: u16 = base.rsplit(':').next().unwrap().parse().unwrap();
    phone.goto(&format!("{base}/setup")).await.unwrap();
    organizer_chooses_password(phone).await;
    let mut organizer = crate::client::Client::new(port);
    for cookie in phone.get_all_cookies().await.unwrap() {
        organizer
            .cookies
            .insert(cookie.name().to_string(), cookie.value().to_string());
    }
    let id = organizer.create_tournament(fields);
    (organizer, id)
}

/// [`phone_organizer_creates_tournament`], then `players` registered and checked in, round 1
/// seated, and the first table's score sheet opened on the phone (its hand form shown).
pub async fn phone_organizer_opens_first_sheet(
    phone: &Client,
    base: &str,
    fields: &[(&str, &str)],
    players: &[&str],
) {
    let (mut organizer, id) = phone_organizer_creates_tournament(phone, base, fields).await;
    organizer.check_in_and_start_round_one(id, players, "");
    let game = organizer.game_ids(id)[0];
    phone
        .goto(&format!("{base}/admin/t/{id}/games/{game}"))
        .await
        .unwrap();
    phone
        .wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::Id("hand-form"))
        .await
        .expect("the score sheet opens on the phone");
}

/// Each player's seat PIN as (name, PIN), read from the organizer's player cards page
/// (`/admin/t/{id}/players/cards`): what each player has in hand at the table.
pub fn seat_pins_from_cards(html: &str) -> std::collections::HashMap<String, String> {
    let between = |text: &str, open: &str, close: &str| -> Option<String> {
        let start = text.find(open)? + open.len();
        Some(text[start..].split(close).next()?.trim().to_string())
    };
    html.split("<section class=\"player-card\">")
        .skip(1)
        .filter_map(|card| {
            let name = between(card, "<h2>", "</h2>")?;
            let pin = between(card, "<b class=\"seat-pin\">", "</b>")?;
            Some((name, pin))
        })
        .collect()
}

/// A phone (360 px wide) on a table's seat chooser takes the `seat`-th seat offered as its
/// player would: taps it, types the player's PIN (from `pins`, by the name the PIN form asks
/// for) if asked, and waits for the table's score sheet. The PIN form must fit the phone.
pub async fn phone_takes_seat(
    phone: &Client,
    seat: usize,
    pins: &std::collections::HashMap<String, String>,
) {
    let wait = Duration::from_secs(15);
    phone
        .wait()
        .at_most(wait)
        .for_element(Locator::Css("button.seat-choice"))
        .await
        .expect("the seat chooser");
    let buttons = phone
        .find_all(Locator::Css("button.seat-choice"))
        .await
        .unwrap();
    buttons[seat].click().await.unwrap();
    let either = Locator::Css("#hand-form, form.seat-pin");
    let asked = found_after_navigation(phone, either, "the PIN form or the table's sheet").await;
    if asked.attr("id").await.unwrap().as_deref() != Some("hand-form") {
        assert_page_is_healthy(phone, 360).await;
        let title = text_of(phone, "form.seat-pin h2").await;
        let name = title.split(" (").next().unwrap_or_default();
        let pin = pins
            .get(name)
            .unwrap_or_else(|| panic!("no PIN for {name} in {pins:?}"));
        type_into(phone, "form.seat-pin input[name=pin]", pin).await;
        super::tap(phone, Locator::Css("form.seat-pin button")).await;
    }
    phone
        .wait()
        .at_most(wait)
        .for_element(Locator::Id("hand-form"))
        .await
        .expect("the table's sheet");
}
