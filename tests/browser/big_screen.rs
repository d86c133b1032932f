//! The big screen shows every name in full (issue 33): at 1280×720, with 12, 48 and 120 players
//! whose names are long, before and after a bracket is set up (its stage headings head the
//! standings' columns), no name on any part of the screen is cut: each name's element is as
//! wide as its text (`scrollWidth <= clientWidth`), inside the viewport, and reads the whole
//! name.

use crate::browser;
use crate::client::Client as Http;
use crate::phone_streams::wait_until;

use browser::{start_app, start_browser};
use fantoccini::Client;
use std::collections::BTreeSet;

/// Long first and last names, paired so that 120 players all differ.
const FIRST: [&str; 12] = [
    "Alexandrina",
    "Bartholomew",
    "Christabella",
    "Dmitrievna",
    "Evangelina",
    "Fitzgerald",
    "Gwendolyn",
    "Hildegarde",
    "Isambard",
    "Jacqueline",
    "Konstantin",
    "Leopoldine",
];
const LAST: [&str; 10] = [
    "Featherstonehaugh",
    "Vasquez-Papadopoulos",
    "Nakamura-Blackwood",
    "Oyelaran-Kowalczyk",
    "Montgomery-Smythe",
    "Achterberg-Lindqvist",
    "Villanueva-Okonkwo",
    "Szczepańska-Dubois",
    "Abernathy-Whitfield",
    "Wolfeschlegel",
];

/// Player `n`'s name: "Alexandrina Featherstonehaugh", "Bartholomew Featherstonehaugh", …
fn name_of(n: usize) -> String {
    format!("{} {}", FIRST[n % FIRST.len()], LAST[n / FIRST.len()])
}

/// Sets up a bracket whose qualifying counts round 1: the standings get stage headings.
fn set_up_bracket(organizer: &mut Http, id: i64, players: usize) {
    let cut = match players {
        0..=16 => "4",
        17..=64 => "8",
        _ => "16",
    };
    let csrf = organizer.csrf();
    let reply = organizer
        .post(
            &format!("/admin/t/{id}/bracket"),
            &[
                ("csrf", &csrf),
                ("qualifying_rounds", "2"),
                ("cut", cut),
                ("semi_games", "2"),
                ("semi_carry", "reset"),
                ("final_games", "2"),
                ("final_carry", "reset"),
                ("earlier", "count"),
            ],
        )
        .unwrap();
    assert_eq!(reply.status, 303, "{}", reply.body);
}

/// Steps through every part of the screen open in `screen`, asserting that each name shown
/// (a place's name, a seat at a table) fits its element and the viewport; returns every full
/// name read in the standings and at the tables.
async fn names_shown(screen: &Client, what: &str) -> (BTreeSet<String>, BTreeSet<String>) {
    screen.refresh().await.unwrap();
    wait_until(
        screen,
        "return document.documentElement.classList.contains('cycling');",
        10,
        "the screen script started",
    )
    .await;
    let parts = screen_parts(screen).await;
    let (mut standings, mut seated) = (BTreeSet::new(), BTreeSet::new());
    for _ in 0..parts {
        let seen = screen
            .execute(
                "var w = window.innerWidth, h = window.innerHeight;
                 var part = document.querySelector('[data-screen-part]:not([hidden])');
                 var out = {id: part.id, places: [], seats: [], cut: []};
                 function check(e, text) {
                   var r = e.getBoundingClientRect();
                   if (e.scrollWidth > e.clientWidth || r.left < 0 || r.right > w + 0.5 ||
                       r.bottom > h + 0.5) {
                     out.cut.push(text + ' (' + e.scrollWidth + ' > ' + e.clientWidth + ' px)');
                   }
                 }
                 part.querySelectorAll('tr.place td.name').forEach(function (e) {
                   check(e, e.textContent);
                   out.places.push(e.textContent.trim());
                 });
                 part.querySelectorAll('.screen-table li').forEach(function (e) {
                   var name = e.querySelector('.seat-name');
                   check(e, e.textContent);
                   if (name) { check(name, name.textContent); out.seats.push(name.textContent.trim()); }
                 });
                 part.querySelectorAll('.screen-champion').forEach(function (e) { check(e, e.textContent); });
                 return out;",
                vec![],
            )
            .await
            .unwrap();
        let part = seen["id"].as_str().unwrap().to_string();
        let cut: Vec<&str> = seen["cut"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap())
            .collect();
        assert!(cut.is_empty(), "{what}, part {part}: names cut: {cut:?}");
        for (list, into) in [("places", &mut standings), ("seats", &mut seated)] {
            for name in seen[list].as_array().unwrap() {
                into.insert(name.as_str().unwrap().to_string());
            }
        }
        if part == "screen-seating" || part == "screen-standings" {
            browser::save_screenshot(screen, &format!("screen-names-{what}-{part}.png")).await;
        }
        screen
            .execute(
                "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight'}));",
                vec![],
            )
            .await
            .unwrap();
    }
    (standings, seated)
}

/// The screen of `players` long-named players shows every name in full, before and after a
/// bracket is set up.
async fn every_name_is_whole(players: usize) {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let port: u16 = base.rsplit(':').next().unwrap().parse().unwrap();
    let mut organizer = Http::new(port);
    organizer.setup_organizer();
    let names: Vec<String> = (0..players).map(name_of).collect();
    let id = organizer.tournament_of("Long Names Open", &names);
    let everyone: BTreeSet<String> = (0..players).map(name_of).collect();

    let (_driver, screen) = start_browser(1280, 720).await;
    screen.goto(&format!("{base}/t/{id}/screen")).await.unwrap();
    let (standings, seated) = names_shown(&screen, &format!("{players}")).await;
    assert_eq!(standings, everyone, "every place, its name whole");
    assert_eq!(seated, everyone, "every seat, its name whole");

    set_up_bracket(&mut organizer, id, players);
    let what = format!("{players}-bracket");
    let (standings, seated) = names_shown(&screen, &what).await;
    assert_eq!(standings, everyone, "every place under the stage headings");
    assert_eq!(seated, everyone);
    screen.close().await.unwrap();
}

/// How many parts the big screen turns through.
pub async fn screen_parts(screen: &fantoccini::Client) -> u64 {
    screen
        .execute(
            "return document.querySelectorAll('[data-screen-part]').length;",
            vec![],
        )
        .await
        .unwrap()
        .as_u64()
        .unwrap()
}

#[tokio::test]
async fn the_big_screen_shows_every_name_whole_with_12_players() {
    every_name_is_whole(12).await;
}

#[tokio::test]
async fn the_big_screen_shows_every_name_whole_with_48_players() {
    every_name_is_whole(48).await;
}

#[tokio::test]
async fn the_big_screen_shows_every_name_whole_with_120_players() {
    every_name_is_whole(120).await;
}
