//! In headless Chromium, on one running binary: a club night of ten people (the club-night
//! variants, docs/rules.md §13, §15 and §16). Three tournaments run side by side: a Clear
//! Mahjong table of two teams, a Mangan Mahjong table, and a Minefield round robin of the two
//! left over. Each is seated by its draw; at each table two phones (360 px) enter and confirm
//! hands until the game is over; then each tournament's standings page, player pages and
//! standings CSV agree on names, places and totals. The organizer's set-up and the checks go
//! by plain HTTP, where a browser adds nothing; the public pages are looked at at 360 px.

use crate::browser::{assert_page_is_healthy, save_screenshot, seat_pins_from_cards, start_app};
use crate::browser::{phone_takes_seat, start_browser, text_of};
use crate::client::Client as Http;
use crate::html::Page;
use crate::table_entry::live_text;
use crate::two_players::{hand_played, PhoneHand, MINEFIELD};

use std::collections::HashMap;

const WIDTH: u32 = 360;
const HEIGHT: u32 = 740;

/// One tournament of the night: its preset, seating mode (the round form's code), players
/// (all at one table) and the hands its table's first two phones play to the game's end.
struct Table {
    preset: &'static str,
    mode: &'static str,
    players: &'static [&'static str],
    hands: &'static [PhoneHand],
}

const NIGHT: [Table; 3] = [
    Table {
        preset: "clear",
        mode: "random",
        players: &["Aiko", "Ben", "Chloé", "Dev"],
        hands: &[
            // East, dealing, wins a mangan off South: 12,000; East deals again.
            PhoneHand {
                entering: 0,
                outcome: "ron",
                winner: 0,
                value: "mangan",
                gain: "+12000",
            },
            // A yakuman off South (48,000 and a counter) puts South below zero.
            PhoneHand {
                entering: 1,
                outcome: "ron",
                winner: 0,
                value: "y1",
                gain: "+48300",
            },
        ],
    },
    Table {
        preset: "mangan",
        mode: "random",
        players: &["Emi", "Farid", "Gus", "Hana"],
        hands: &[
            // East, dealing, wins a mangan off South: South pays 12,000, East gains nothing.
            PhoneHand {
                entering: 0,
                outcome: "ron",
                winner: 0,
                value: "mangan",
                gain: "−12000",
            },
            // A yakuman off South (48,000 leave the game) puts South below zero.
            PhoneHand {
                entering: 1,
                outcome: "ron",
                winner: 0,
                value: "y1",
                gain: "−48000",
            },
        ],
    },
    Table {
        preset: "minefield",
        mode: "round-robin",
        players: &["Ines", "Jun"],
        hands: MINEFIELD.hands,
    },
];

/// Through the organizer's forms: the tournament of `table`, its players checked in, round 1
/// seated by the table's mode and its hands recorded at the tables. Returns the tournament's
/// id, table 1's code and every player's seat PIN (from the player cards).
fn tournament_seated(
    organizer: &mut Http,
    table: &Table,
) -> (i64, String, HashMap<String, String>) {
    let csrf = organizer.csrf();
    let name = format!("Club night: {}", table.preset);
    let created = organizer
        .post(
            "/admin/tournaments",
            &[("csrf", &csrf), ("name", &name), ("ruleset", table.preset)],
        )
        .unwrap();
    assert_eq!(created.status, 303, "{}", created.body);
    let id: i64 = created.header("location").unwrap()["/admin/t/".len()..]
        .parse()
        .unwrap();
    let admin = format!("/admin/t/{id}");
    for player in table.players {
        let fields = [
            ("csrf", csrf.as_str()),
            ("name", player),
            ("checked_in", "1"),
        ];
        let added = organizer
            .post(&format!("{admin}/players"), &fields)
            .unwrap();
        assert_eq!(added.status, 303, "{}", added.body);
    }
    for (path, fields) in [
        ("rounds", [("csrf", csrf.as_str()), ("mode", table.mode)]),
        (
            "hand-entry",
            [("csrf", csrf.as_str()), ("hand_entry", "table")],
        ),
    ] {
        let done = organizer.post(&format!("{admin}/{path}"), &fields).unwrap();
        assert_eq!(done.status, 303, "{path}: {}", done.body);
    }
    let cards = Page::parse(
        &organizer
            .get(&format!("{admin}/rounds/1/cards"))
            .unwrap()
            .body,
    );
    let codes = cards.select(".table-card .card-code b.code").texts();
    assert_eq!(codes.len(), 1, "one table for {}", table.preset);
    let pins = seat_pins_from_cards(
        &organizer
            .get(&format!("{admin}/players/cards"))
            .unwrap()
            .body,
    );
    (id, codes[0].clone(), pins)
}

/// A total or score as a number's text: `+12.5` and `−3` as the CSV writes them (`12.5`, `-3`).
fn plain(total: &str) -> String {
    total.replace('−', "-").trim_start_matches('+').to_owned()
}

/// Each player's (place, name, total) on the standings page of tournament `id`, the addresses
/// of their pages beside; the CSV file and every player page must say the same.
pub(crate) fn standings_agree(organizer: &mut Http, id: i64, players: &[&str]) {
    let page = Page::parse(&organizer.get(&format!("/t/{id}/standings")).unwrap().body);
    assert!(page.mentions("1 of 1 games finished"), "{}", page.excerpt());
    let lines = page.select("table.standings tbody tr").cells("td");
    // The name is the link's text (a breakdown may follow it in the cell).
    let link = page.select("table.standings tbody tr a[href*='/players/']");
    let (names, links) = (link.texts(), link.attrs("href"));
    assert_eq!((lines.len(), links.len()), (players.len(), players.len()));

    let csv = organizer
        .get(&format!("/t/{id}/export/standings.csv"))
        .unwrap()
        .body;
    let mut csv_lines = csv.lines();
    let header: Vec<&str> = csv_lines.next().unwrap().split(',').collect();
    let column = |name: &str| header.iter().position(|c| *c == name).unwrap();
    let (place, name, total) = (column("place"), column("name"), column("total"));
    let in_csv: Vec<(String, String, String)> = csv_lines
        .map(|line| line.split(',').map(str::to_owned).collect::<Vec<_>>())
        .map(|c| (c[place].clone(), c[name].clone(), c[total].clone()))
        .collect();

    for ((cells, name), link) in lines.iter().zip(names).zip(&links) {
        let shown = (cells[0].clone(), name, plain(&cells[cells.len() - 1]));
        assert!(in_csv.contains(&shown), "{shown:?} in {csv}");
        let player = Page::parse(&organizer.get(link).unwrap().body);
        player.select("h1").assert_text(&shown.1);
        let standing = player.select("p.standing b").texts();
        assert_eq!(
            (standing[0].clone(), plain(&standing[1])),
            (shown.0.clone(), shown.2.clone()),
            "{}'s page",
            shown.1
        );
        assert!(
            players.contains(&shown.1.as_str()),
            "{} plays here",
            shown.1
        );
    }
    assert_eq!(in_csv.len(), players.len(), "{csv}");
    assert_eq!(lines[0][0], "1", "someone wins: {lines:?}");
}

#[tokio::test]
async fn a_club_night_of_ten_plays_clear_mangan_and_minefield_from_the_phones() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let port: u16 = base.rsplit(':').next().unwrap().parse().unwrap();
    let mut organizer = Http::new(port);
    organizer.setup_organizer();
    let seated: Vec<_> = NIGHT
        .iter()
        .map(|table| tournament_seated(&mut organizer, table))
        .collect();

    // Two phones go round the tables (a phone's session is the tournament's own), the first
    // then showing the public pages.
    let (_d1, east) = start_browser(WIDTH, HEIGHT).await;
    let (_d2, south) = start_browser(WIDTH, HEIGHT).await;
    for (table, (id, code, pins)) in NIGHT.iter().zip(&seated) {
        for (seat, phone) in [&east, &south].into_iter().enumerate() {
            phone
                .goto(&format!("{base}/t/{id}/table/{code}"))
                .await
                .unwrap();
            phone_takes_seat(phone, seat, pins).await;
        }
        for (index, hand) in table.hands.iter().enumerate() {
            hand_played([&east, &south], hand, index + 1).await;
        }
        let sheet = live_text(&east, "main", "Game over").await;
        assert!(sheet.contains("Game over"), "{}: {sheet}", table.preset);
    }

    let viewer = east;
    for (table, (id, _, _)) in NIGHT.iter().zip(&seated) {
        standings_agree(&mut organizer, *id, table.players);
        viewer
            .goto(&format!("{base}/t/{id}/standings"))
            .await
            .unwrap();
        assert_page_is_healthy(&viewer, WIDTH).await;
        save_screenshot(
            &viewer,
            &format!("club-night-{}-standings-360.png", table.preset),
        )
        .await;
        let first = text_of(&viewer, "table.standings tbody tr a").await;
        viewer
            .find(fantoccini::Locator::LinkText(&first))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        live_text(&viewer, "h1", &first).await;
        assert_page_is_healthy(&viewer, WIDTH).await;
        save_screenshot(
            &viewer,
            &format!("club-night-{}-player-360.png", table.preset),
        )
        .await;
    }
}
