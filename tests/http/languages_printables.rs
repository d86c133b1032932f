//! The printables, the final report, the big screen, the EMA page and the CSV files in French
//! and Japanese (docs/translations.md): each page rendered by the reader's choice with no key
//! name and none of the English it replaces; the CSV files' header lines in the reader's
//! language, the EMA results file kept in the EMA's English; a players file exported in
//! French imports back.

use crate::common::TestApp;
use crate::languages::{assert_in_language, event};
use axum::http::StatusCode;

/// Each page of this part, with English it shows that its translation replaces.
fn pages(id: i64, player: i64) -> Vec<(String, &'static [&'static str])> {
    vec![
        (
            format!("/admin/t/{id}/rounds/1/cards"),
            &[
                "Table cards",
                "Print with your browser",
                "paper score sheets",
                ">Players<",
            ],
        ),
        (
            format!("/admin/t/{id}/rounds/1/paper-sheets"),
            &[
                "Paper score sheets",
                "What happened",
                ">start<",
                ">signed<",
                "table cards",
            ],
        ),
        (
            format!("/t/{id}/schedules"),
            &["Personal schedules", ">Round<", ">Wind<", ">With<"],
        ),
        (format!("/t/{id}/players/{player}/schedule"), &["everyone"]),
        (
            format!("/admin/t/{id}/players/cards"),
            &["Player cards", "Seat PIN", "At your table"],
        ),
        (
            format!("/t/{id}/report"),
            &["Final report", "Score race", ">Draws<", "Made by tenbou"],
        ),
        (
            format!("/t/{id}/report.html"),
            &[
                "Final report",
                ">Rules<",
                "drawn from its seed",
                "Players at a table",
                "Red fives",
            ],
        ),
        (
            format!("/t/{id}/screen"),
            &["big screen", "Round 1 seating", ">Time<", "clock has not"],
        ),
        (
            format!("/admin/t/{id}/ema"),
            &[
                "EMA results",
                "Before you send it",
                "Substitutes who",
                "MERS weight",
                "Days played",
            ],
        ),
    ]
}

/// `page` without its written-in style sheet (the downloaded report's), whose comments are
/// the project's English, not the page's.
fn without_style(page: &str) -> String {
    match (page.find("<style>"), page.find("</style>")) {
        (Some(start), Some(end)) if start < end => format!("{}{}", &page[..start], &page[end..]),
        _ => page.to_string(),
    }
}

/// `path` as the signed-in organizer reads it in `code` (by the cookie `?lang=` leaves).
async fn in_language(app: &mut TestApp, path: &str, code: &str) -> String {
    app.cookies.insert("lang".into(), code.into());
    let reply = app.get(path).await;
    app.cookies.remove("lang");
    assert_eq!(
        reply.status,
        StatusCode::OK,
        "{path} in {code}: {}",
        reply.body
    );
    without_style(&reply.body)
}

#[tokio::test]
async fn the_printables_report_screen_and_ema_page_read_in_french_and_japanese() {
    let (mut app, id, _, player) = event().await;
    for (path, replaced) in pages(id, player) {
        let english = app.get(&path).await;
        assert_eq!(english.status, StatusCode::OK, "{path}");
        for phrase in replaced {
            english.assert_contains(phrase);
        }
        for code in ["fr", "ja"] {
            let page = in_language(&mut app, &path, code).await;
            assert_in_language(code, &path, &page, &english.body);
            for phrase in replaced {
                assert!(!page.contains(phrase), "{path} in {code} says {phrase:?}");
            }
        }
    }
    // The downloaded report is the same file in the language, chosen by `?lang=` too.
    let file = app.get(&format!("/t/{id}/report.html?lang=fr")).await;
    file.assert_contains("<html lang=\"fr\">")
        .assert_contains("Rapport final");
    app.cookies.remove("lang");
}

/// The first line of tournament `id`'s CSV `file` in `code`, asked with `?lang=`.
async fn header_in(app: &mut TestApp, id: i64, file: &str, code: &str) -> String {
    let body = app
        .get(&format!("/t/{id}/export/{file}?lang={code}"))
        .await
        .body;
    app.cookies.remove("lang");
    body.lines().next().unwrap_or_default().to_string()
}

#[tokio::test]
async fn the_csv_headers_follow_the_reader_and_the_ema_file_stays_in_english() {
    let (mut app, id, _, _) = event().await;
    let cases = [
        (
            "standings.csv",
            "place,name,club,games",
            "rang,nom,club,parties",
            "順位,名前,クラブ,対局数",
        ),
        (
            "games.csv",
            "round,table,seat,player",
            "ronde,table,siège,joueur",
            "回戦,卓,席,選手",
        ),
        (
            "hands.csv",
            "round,table,hand,wind_round",
            "ronde,table,main,tour_de_vent",
            "回戦,卓,局,場",
        ),
    ];
    for (file, english, french, japanese) in cases {
        let rows_in_english = app.export_file(id, file).await;
        assert!(
            rows_in_english.starts_with(english),
            "{file}: {rows_in_english}"
        );
        for (code, expected) in [("fr", french), ("ja", japanese)] {
            let header = header_in(&mut app, id, file, code).await;
            assert!(header.starts_with(expected), "{file} in {code}: {header}");
            assert!(
                !header.contains("name") && !header.contains("round"),
                "{header}"
            );
        }
        // Only the header changes: every row is as the English file writes it.
        let french_file = app
            .get(&format!("/t/{id}/export/{file}?lang=fr"))
            .await
            .body;
        app.cookies.remove("lang");
        let rows = |text: &str| text.lines().skip(1).map(String::from).collect::<Vec<_>>();
        assert_eq!(rows(&french_file), rows(&rows_in_english), "{file}");
    }
    app.cookies.insert("lang".into(), "ja".into());
    let ema = app
        .get(&format!("/admin/t/{id}/ema/results.csv"))
        .await
        .body;
    app.cookies.remove("lang");
    assert!(
        ema.starts_with("place,last_name,first_name,ema_number,country"),
        "{ema}"
    );
}

#[tokio::test]
async fn a_players_file_exported_in_french_or_japanese_imports_back() {
    let (mut app, id, _, _) = event().await;
    let english = app.export_file(id, "players.csv").await;
    let names = |file: &str| -> Vec<String> {
        let mut names: Vec<String> = file
            .lines()
            .skip(1)
            .filter_map(|line| line.split(',').next().map(String::from))
            .collect();
        names.sort();
        names
    };
    for code in ["en", "fr", "ja"] {
        let file = app
            .get(&format!("/t/{id}/export/players.csv?lang={code}"))
            .await
            .body;
        app.cookies.remove("lang");
        assert_eq!(file.starts_with("name,"), code == "en", "{file}");
        let copy = app.create_tournament(&format!("Copy {code}")).await;
        let imported = app.import_players(copy, &file).await;
        imported.assert_contains("4 players imported.");
        assert_eq!(
            names(&app.export_file(copy, "players.csv").await),
            names(&english)
        );
    }
}
