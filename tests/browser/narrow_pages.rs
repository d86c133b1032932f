//! Every public page of a played tournament fits a 360 px phone, in riichi, sanma and Hong
//! Kong Old Style: no page is wider than the screen (a phone would scroll sideways and clip a
//! total such as "−11.5"). Each tournament is filled through the organizer's forms over plain
//! HTTP — players with long and accented names, a qualifying round, a cut, semi-finals and a
//! final with finished games and a penalty — then every page a player can open is measured
//! in headless Chromium. The big screen is left out: it is made for a projector.
//!
//! A riichi event is also read as a French-speaking and a Japanese-speaking player reads it:
//! the language chosen once with `?lang=` and remembered, every page must then be in that
//! language (`<html lang>`) and still fit, since French sentences run longer and Japanese
//! ones break differently from English.

use crate::browser::{save_screenshot, start_app, start_browser};
use crate::client::{hidden_field, Client as Http};
use fantoccini::Client;

/// Long names as people have them: sixty characters with spaces, a long unbroken surname, a
/// name in another script and accents.
const PLAYERS: [&str; 10] = [
    "Maximiliane Alexandra Wolkenstein-Trostburg von Ōtani y Zoë",
    "Wolfeschlegelsteinhausenbergerdorff",
    "山田 太郎",
    "Chloé",
    "Dev",
    "Søren Kierkegaard",
    "Zoë",
    "Ōtani",
    "Paul",
    "Aiko",
];

/// One style's tournament: its ruleset, how many of [`PLAYERS`] enter, and the hands that
/// finish a game (after them the organizer ends the game at time if it is still running).
struct Style {
    ruleset: &'static str,
    players: usize,
    hands: &'static [&'static [(&'static str, &'static str)]],
    penalty: bool,
    /// The language the player reads the pages in (`en`, `fr`, `ja`).
    language: &'static str,
}

/// Riichi and sanma: the dealer wins 3 han 30 fu, then a yakuman that busts another player.
const RIICHI_HANDS: &[&[(&str, &str)]] = &[
    &[
        ("outcome", "ron"),
        ("discarder", "1"),
        ("win0", "1"),
        ("value0", "3"),
        ("fu0", "30"),
    ],
    &[
        ("outcome", "ron"),
        ("discarder", "2"),
        ("win0", "1"),
        ("value0", "y1"),
    ],
];

/// Hong Kong Old Style: South wins 4 faan off West.
const HKOS_HANDS: &[&[(&str, &str)]] = &[&[
    ("outcome", "ron"),
    ("discarder", "2"),
    ("win1", "1"),
    ("value1", "4"),
]];

/// Every number that follows `marker` in `page` (ids in links such as `/games/12"`).
fn ids_after(page: &str, marker: &str) -> Vec<i64> {
    let mut ids: Vec<i64> = page
        .match_indices(marker)
        .filter_map(|(i, _)| {
            let digits: String = page[i + marker.len()..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            digits.parse().ok()
        })
        .collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}

/// The values of the options of the select named `name` on `page`, in order.
fn options(page: &str, name: &str) -> Vec<String> {
    let from = page
        .find(&format!("<select name=\"{name}\""))
        .unwrap_or_else(|| panic!("no {name} choice on the bracket form:\n{page}"));
    let select = &page[from..from + page[from..].find("</select>").unwrap()];
    select
        .split("<option value=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

/// Records `hands` on game `game` as the organizer, then ends the game at time if it is still
/// running.
fn finish_game(http: &mut Http, id: i64, game: i64, hands: &[&[(&str, &str)]]) {
    let csrf = http.csrf();
    let sheet = format!("/admin/t/{id}/games/{game}");
    for fields in hands {
        let page = http.get(&sheet).unwrap().body;
        if page.contains("The game is over") || hidden_field(&page, "version").is_none() {
            break;
        }
        let version = hidden_field(&page, "version").unwrap();
        let mut all = vec![
            ("csrf", csrf.as_str()),
            ("version", version.as_str()),
            ("action", "save"),
        ];
        all.extend_from_slice(fields);
        let saved = http.post(&format!("{sheet}/hands"), &all).unwrap();
        assert_eq!(
            saved.status, 303,
            "{fields:?} on game {game}:\n{}",
            saved.body
        );
    }
    let page = http.get(&sheet).unwrap().body;
    if let Some(version) = hidden_field(&page, "version") {
        // A game already over answers 409 and stays as it is.
        http.post(
            &format!("{sheet}/end-at-time"),
            &[("csrf", &csrf), ("version", &version)],
        )
        .unwrap();
    }
}

/// The games of the tournament linked from its public pages.
fn games_of(http: &mut Http, id: i64) -> Vec<i64> {
    let mut pages = vec![format!("/t/{id}/bracket"), format!("/t/{id}/standings")];
    pages.extend((1..=12).map(|n| format!("/t/{id}/rounds/{n}")));
    let mut games = Vec::new();
    for page in pages {
        let reply = http.get(&page).unwrap();
        if reply.status == 200 {
            games.extend(ids_after(&reply.body, &format!("/t/{id}/games/")));
        }
    }
    games.sort_unstable();
    games.dedup();
    games
}

/// A tournament of `style` played through its bracket to the end; returns its id.
fn played_tournament(http: &mut Http, style: &Style) -> i64 {
    let csrf = http.csrf();
    let created = http
        .post(
            "/admin/tournaments",
            &[
                ("csrf", &csrf),
                ("name", "Spring Open of the Harbour Mahjong Club"),
                ("date", "2026-04-09"),
                ("venue", "Room 403"),
                ("ruleset", style.ruleset),
                ("winds", "1"),
                ("faan_table", "3: 10, 4: 20, 6: 40, 8: 80"),
            ],
        )
        .unwrap();
    assert_eq!(created.status, 303, "{}", created.body);
    let id: i64 = created
        .header("location")
        .unwrap()
        .trim_start_matches("/admin/t/")
        .parse()
        .unwrap();
    for name in &PLAYERS[..style.players] {
        let added = http
            .post(
                &format!("/admin/t/{id}/players"),
                &[
                    ("csrf", &csrf),
                    ("name", name),
                    ("club", "Harbour Mahjong Club"),
                    ("checked_in", "1"),
                ],
            )
            .unwrap();
        assert_eq!(added.status, 303, "{name}: {}", added.body);
    }
    let form = http.get(&format!("/admin/t/{id}/bracket")).unwrap().body;
    // The largest cut below the field: semi-finals wherever the field allows them.
    let cut = options(&form, "cut")
        .into_iter()
        .filter(|c| c.parse::<usize>().is_ok_and(|c| c < style.players))
        .max_by_key(|c| c.parse::<usize>().unwrap_or(0))
        .expect("a cut below the field");
    let set_up = http
        .post(
            &format!("/admin/t/{id}/bracket"),
            &[
                ("csrf", &csrf),
                ("qualifying_rounds", "1"),
                ("cut", &cut),
                ("semi_games", "1"),
                ("semi_carry", &options(&form, "semi_carry")[0]),
                ("final_games", "1"),
                ("final_carry", &options(&form, "final_carry")[0]),
            ],
        )
        .unwrap();
    assert_eq!(set_up.status, 303, "{}", set_up.body);

    let mut finished = Vec::new();
    for _ in 0..12 {
        let admin = http.get(&format!("/admin/t/{id}/bracket")).unwrap().body;
        let marker = format!("action=\"/admin/t/{id}/bracket/");
        let next = admin.match_indices(&marker).find_map(|(i, _)| {
            let path = admin[i + marker.len()..].split('"').next()?;
            ["seat", "cut"].contains(&path).then(|| path.to_string())
        });
        let Some(path) = next else { break };
        let step = http
            .post(&format!("/admin/t/{id}/bracket/{path}"), &[("csrf", &csrf)])
            .unwrap();
        assert!(step.status < 400, "bracket {path}: {}", step.body);
        for game in games_of(http, id) {
            if !finished.contains(&game) {
                finish_game(http, id, game, style.hands);
                finished.push(game);
            }
        }
    }
    assert!(
        finished.len() >= 3,
        "{}: qualifying games, a semi-final or final were played: {finished:?}",
        style.ruleset
    );
    if style.penalty {
        let player = ids_after(
            &http.get(&format!("/t/{id}/players")).unwrap().body,
            &format!("/t/{id}/players/"),
        )[0];
        let given = http
            .post(
                &format!("/admin/t/{id}/penalties"),
                &[
                    ("csrf", &csrf),
                    ("player", &player.to_string()),
                    ("kind", "discussion"),
                    ("amount", "2"),
                    ("reason", "Discussed the hand at the table"),
                    ("game", ""),
                ],
            )
            .unwrap();
        assert!(given.status < 400, "{}", given.body);
    }
    id
}

/// Every public page of tournament `id`, as addresses.
fn public_pages(http: &mut Http, id: i64) -> Vec<String> {
    let t = format!("/t/{id}");
    let mut pages = vec![
        "/".to_string(),
        "/calculator".to_string(),
        "/login".to_string(),
        t.clone(),
        format!("{t}/players"),
        format!("{t}/standings"),
        format!("{t}/bracket"),
        format!("{t}/schedule"),
        format!("{t}/schedules"),
        format!("{t}/seat?q=otani"),
        format!("{t}/calculator"),
        format!("{t}/board"),
        format!("{t}/table"),
        format!("{t}/statistics"),
        format!("{t}/report"),
    ];
    for n in 1..=12 {
        let round = format!("{t}/rounds/{n}");
        if http.get(&round).unwrap().status == 200 {
            pages.push(round);
        }
    }
    let players = ids_after(
        &http.get(&format!("{t}/players")).unwrap().body,
        &format!("{t}/players/"),
    );
    for player in players {
        pages.push(format!("{t}/players/{player}"));
        pages.push(format!("{t}/players/{player}/schedule"));
    }
    for game in games_of(http, id) {
        pages.push(format!("{t}/games/{game}"));
    }
    pages
}

/// How wide the page is and, when too wide, the elements reaching past the screen's edge.
async fn overflow(client: &Client) -> (u64, String) {
    let found = client
        .execute(
            r#"var width = document.documentElement.clientWidth, wide = [];
               document.querySelectorAll("body *").forEach(function (e) {
                 var r = e.getBoundingClientRect();
                 if (r.right > width + 0.5 && r.width > 0) {
                   wide.push(e.tagName.toLowerCase() + (e.className ? "." + e.className : "") +
                     " " + Math.round(r.right) + "px: " + (e.textContent || "").trim().slice(0, 40));
                 }
               });
               return [document.documentElement.scrollWidth, wide.slice(0, 6).join(" | ")];"#,
            vec![],
        )
        .await
        .unwrap();
    (
        found[0].as_u64().unwrap(),
        found[1].as_str().unwrap_or_default().to_string(),
    )
}

async fn every_public_page_fits(style: Style) {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let port: u16 = base.rsplit(':').next().unwrap().parse().unwrap();
    let mut http = Http::new(port);
    http.setup_organizer();
    let id = played_tournament(&mut http, &style);
    let pages = public_pages(&mut http, id);

    let (_driver, client) = start_browser(360, 740).await;
    // The player picks a language once, on the first page; the choice is remembered.
    client
        .goto(&format!("{base}/?lang={}", style.language))
        .await
        .unwrap();
    let mut too_wide = Vec::new();
    let mut not_in_language = Vec::new();
    for page in &pages {
        client.goto(&format!("{base}{page}")).await.unwrap();
        let source = client.source().await.unwrap();
        assert!(
            !source.contains("Something went wrong"),
            "{page} answers the error page"
        );
        let lang = client
            .execute("return document.documentElement.lang;", vec![])
            .await
            .unwrap();
        if lang.as_str() != Some(style.language) {
            not_in_language.push(format!("{page}: lang={lang}"));
        }
        let (width, culprits) = overflow(&client).await;
        if width > 360 {
            too_wide.push(format!("{page}: {width}px ({culprits})"));
        }
    }
    for (page, name) in [
        (format!("/t/{id}/standings"), "standings"),
        (format!("/t/{id}/bracket"), "bracket"),
        (format!("/t/{id}"), "home"),
        (format!("/t/{id}/statistics"), "statistics"),
        (format!("/t/{id}/report"), "report"),
    ] {
        client.goto(&format!("{base}{page}")).await.unwrap();
        let shot = format!("narrow-{}-{}-{name}-360.png", style.ruleset, style.language);
        save_screenshot(&client, &shot).await;
    }
    let long_name = pages
        .iter()
        .find(|p| p.contains("/players/") && !p.ends_with("schedule"))
        .unwrap();
    client.goto(&format!("{base}{long_name}")).await.unwrap();
    let shot = format!("narrow-{}-{}-player-360.png", style.ruleset, style.language);
    save_screenshot(&client, &shot).await;
    client.close().await.unwrap();
    assert!(
        not_in_language.is_empty(),
        "pages not in the chosen language {}:\n{}",
        style.language,
        not_in_language.join("\n")
    );
    assert!(
        too_wide.is_empty(),
        "{} of {} {} pages are wider than a 360 px phone:\n{}",
        too_wide.len(),
        pages.len(),
        style.ruleset,
        too_wide.join("\n")
    );
}

#[tokio::test]
async fn every_public_page_of_a_played_riichi_tournament_fits_a_360_px_phone() {
    every_public_page_fits(Style {
        ruleset: "msmc-2016",
        players: 9,
        hands: RIICHI_HANDS,
        penalty: true,
        language: "en",
    })
    .await;
}

#[tokio::test]
async fn every_public_page_of_a_played_sanma_tournament_fits_a_360_px_phone() {
    every_public_page_fits(Style {
        ruleset: "sanma-msmc",
        players: 9,
        hands: RIICHI_HANDS,
        penalty: true,
        language: "en",
    })
    .await;
}

#[tokio::test]
async fn every_public_page_of_a_played_hkos_tournament_fits_a_360_px_phone() {
    every_public_page_fits(Style {
        ruleset: "hkos-msmc",
        players: 9,
        hands: HKOS_HANDS,
        penalty: false,
        language: "en",
    })
    .await;
}

#[tokio::test]
async fn a_french_speaking_player_reads_every_page_of_a_riichi_tournament_on_a_360_px_phone() {
    every_public_page_fits(Style {
        ruleset: "msmc-2016",
        players: 9,
        hands: RIICHI_HANDS,
        penalty: true,
        language: "fr",
    })
    .await;
}

#[tokio::test]
async fn a_japanese_speaking_player_reads_every_page_of_a_riichi_tournament_on_a_360_px_phone() {
    every_public_page_fits(Style {
        ruleset: "msmc-2016",
        players: 9,
        hands: RIICHI_HANDS,
        penalty: true,
        language: "ja",
    })
    .await;
}
