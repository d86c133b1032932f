//! The EMA results (docs/ema.md): players' EMA numbers and countries from the players CSV and
//! the player form (a wrong shape refused with the form kept) and through a transfer file; the
//! results file of a small riichi event with ties, column by column against the standings;
//! MCR's table points column; the check before export and the estimated weight on the page;
//! and no file for an event the EMA does not rank.

use crate::common::TestApp;
use crate::styles::{Event, MCR};

use axum::http::StatusCode;
use std::collections::BTreeMap;

/// Eight players with their EMA numbers and countries, some without: a name written "Last,
/// First", a country typed in lower case, a player without a country.
const PLAYERS: &str = "name,club,ema_number,country
Aiko Tanaka,MSMC,04010001,JPN
Ben Smith,,11010002,GBR
Chloé Martin,,04010003,fra
Dev Patel,,,CAN
Eve Adams,,10990004,
Fumiko Sato,,04010005,JPN
\"van Berg, Gus\",,08010006,NLD
Hana Kim,,,KOR
";

/// Each player's (last name, first name, EMA number, country) as the file must write them.
const EXPECTED: &[(&str, [&str; 4])] = &[
    ("Aiko Tanaka", ["Tanaka", "Aiko", "04010001", "JPN"]),
    ("Ben Smith", ["Smith", "Ben", "11010002", "GBR"]),
    ("Chloé Martin", ["Martin", "Chloé", "04010003", "FRA"]),
    ("Dev Patel", ["Patel", "Dev", "", "CAN"]),
    ("Eve Adams", ["Adams", "Eve", "10990004", ""]),
    ("Fumiko Sato", ["Sato", "Fumiko", "04010005", "JPN"]),
    ("van Berg, Gus", ["van Berg", "Gus", "08010006", "NLD"]),
    ("Hana Kim", ["Kim", "Hana", "", "KOR"]),
];

/// The records of a CSV file, its header first.
fn records(csv: &str) -> Vec<Vec<String>> {
    csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(csv.as_bytes())
        .records()
        .map(|r| r.unwrap().iter().map(str::to_owned).collect())
        .collect()
}

/// The value of column `name` of `record` under `header`.
fn cell<'a>(header: &[String], record: &'a [String], name: &str) -> &'a str {
    let index = header.iter().position(|h| h == name).unwrap();
    &record[index]
}

/// An event under the EMA's 2016 rules with `PLAYERS` seated at two tables and the round's
/// time up. With `finish_both`, table 1's last hand is a draw with everyone tenpai (four level
/// at 30,000: 0 each) and table 2's the dealer's mangan by self-draw (27, and three level at
/// −9); otherwise only table 1 finishes.
async fn ema_event(finish_both: bool) -> (TestApp, i64) {
    let mut app = TestApp::signed_in().await;
    let id = app
        .create_tournament_from(&[
            ("name", "EMA Open"),
            ("date", "2026-05-02"),
            ("venue", "Montréal"),
            ("ruleset", "ema-2016"),
        ])
        .await;
    app.draw_round_one(id, PLAYERS).await;
    app.run_out_the_clock(id, 1).await;
    let games = app.game_ids(id).await;
    let all_tenpai = [
        ("outcome", "draw"),
        ("tenpai0", "1"),
        ("tenpai1", "1"),
        ("tenpai2", "1"),
        ("tenpai3", "1"),
    ];
    app.record_hand(id, games[0], &all_tenpai).await;
    if finish_both {
        let mangan = [("outcome", "tsumo"), ("win0", "1"), ("value0", "mangan")];
        app.record_hand(id, games[1], &mangan).await;
    }
    (app, id)
}

#[tokio::test]
async fn the_results_file_of_a_small_event_with_ties_column_by_column() {
    let (mut app, id) = ema_event(true).await;
    let file = app.get(&format!("/admin/t/{id}/ema/results.csv")).await;
    file.assert_ok();
    assert_eq!(
        file.headers["content-disposition"],
        format!("attachment; filename=\"tournament-{id}-ema-results.csv\"")
    );
    let lines = records(&file.body);
    let header = &lines[0];
    assert_eq!(
        header.join(","),
        "place,last_name,first_name,ema_number,country,score"
    );
    // Place and score as the standings give them, name, number and country as registered.
    let standings = records(&app.export_file(id, "standings.csv").await);
    let by_name: BTreeMap<&str, &Vec<String>> =
        standings[1..].iter().map(|r| (r[1].as_str(), r)).collect();
    let expected: BTreeMap<&str, [&str; 4]> = EXPECTED.iter().copied().collect();
    for line in &lines[1..] {
        let (last, first) = (
            cell(header, line, "last_name"),
            cell(header, line, "first_name"),
        );
        let (name, columns) = expected
            .iter()
            .find(|(_, c)| c[0] == last && c[1] == first)
            .unwrap_or_else(|| panic!("{line:?}"));
        assert_eq!(
            [
                last,
                first,
                cell(header, line, "ema_number"),
                cell(header, line, "country")
            ],
            *columns
        );
        let standing = by_name[name];
        assert_eq!(cell(header, line, "place"), standing[0], "{name}");
        assert_eq!(cell(header, line, "score"), standing[6], "{name}");
    }
    // One ahead, four level on 0 sharing 2nd, three level on −9 sharing 6th.
    let column =
        |name: &str| -> Vec<&str> { lines[1..].iter().map(|l| cell(header, l, name)).collect() };
    assert_eq!(column("place"), ["1", "2", "2", "2", "2", "6", "6", "6"]);
    assert_eq!(
        column("score"),
        ["27", "0", "0", "0", "0", "-9", "-9", "-9"]
    );

    // The page: base ranks shared by the tied, and the estimated weight.
    let page = app.get(&format!("/admin/t/{id}/ema")).await.page();
    let ranks = page.select("table.ema-results tbody td:last-child").texts();
    assert_eq!(
        ranks,
        ["1000.00", "642.86", "642.86", "642.86", "642.86", "142.86", "142.86", "142.86"]
    );
    // Six countries (Eve has none): half a point; one day, eight players.
    page.select("#weight h2")
        .assert_text("Estimated MERS weight: 1.5");
    let longer = app
        .get(&format!(
            "/admin/t/{id}/ema?days=2&substitutes=3&qualification=1"
        ))
        .await
        .page();
    longer
        .select("#weight h2")
        .assert_text("Estimated MERS weight: 3.5");
    longer
        .select("select[name=days] option[selected]")
        .assert_text("2");
}

#[tokio::test]
async fn the_check_names_players_without_a_number_and_tables_not_over_and_export_goes_on() {
    let (mut app, id) = ema_event(false).await;
    // One click from the tournament's page.
    let manage = app.get(&format!("/admin/t/{id}")).await.page();
    manage
        .select(&format!("a[href='/admin/t/{id}/ema']"))
        .assert_text("EMA results");
    let page = app.get(&format!("/admin/t/{id}/ema")).await;
    page.assert_ok();
    let page = page.page();
    let check = page.select("#check").text();
    assert!(
        check.contains("Round 1, table 2 is not over, or a hand there waits to be confirmed"),
        "{check}"
    );
    // Only the four who finished a game are in the results; those of them without a number
    // are named, and only they. The draw is random: table 1 may hold none of the two without
    // a number, and then the check has no such line.
    page.select("table.ema-results tbody tr").assert_count(4);
    let finished: Vec<String> = sqlx::query_scalar(
        "SELECT p.name FROM game_seats s JOIN games g ON g.id = s.game_id
           JOIN players p ON p.id = s.player_id WHERE g.table_number = 1",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let without: Vec<&str> = EXPECTED
        .iter()
        .filter(|(_, columns)| columns[2].is_empty())
        .map(|(name, _)| *name)
        .collect();
    let any_without = without
        .iter()
        .any(|name| finished.iter().any(|f| f == name));
    assert_eq!(
        check.contains("players have no EMA number"),
        any_without,
        "{finished:?}: {check}"
    );
    for name in without {
        let finished_here = finished.iter().any(|f| f == name);
        assert_eq!(check.contains(name), finished_here, "{name}: {check}");
    }
    // The organizer exports anyway.
    page.select(&format!("#check a[href='/admin/t/{id}/ema/results.csv']"))
        .assert_text("Export anyway");
    let file = app.get(&format!("/admin/t/{id}/ema/results.csv")).await;
    assert_eq!(file.status, StatusCode::OK);
    assert_eq!(records(&file.body).len(), 5);
}

#[tokio::test]
async fn an_mcr_event_adds_the_table_points_and_scores_the_game_points() {
    let mut ev = Event::start(&MCR).await;
    ev.play(&MCR, MCR.game.len()).await;
    let id = ev.id;
    let file = ev.app.get(&format!("/admin/t/{id}/ema/results.csv")).await;
    file.assert_ok();
    let lines = records(&file.body);
    let header = &lines[0];
    assert_eq!(
        header.join(","),
        "place,last_name,first_name,ema_number,country,table_points,score"
    );
    let standings = records(&ev.app.export_file(id, "standings.csv").await);
    let columns = &standings[0];
    assert_eq!(lines.len(), standings.len());
    // Each EMA column against the standings column it copies.
    let copied = [
        ("last_name", "name"),
        ("place", "place"),
        ("table_points", "total"),
        ("score", "game_points"),
    ];
    for (line, standing) in lines[1..].iter().zip(&standings[1..]) {
        for (ema, ours) in copied {
            assert_eq!(
                cell(header, line, ema),
                cell(columns, standing, ours),
                "{ema} against the standings' {ours}"
            );
        }
    }
}

#[tokio::test]
async fn an_event_the_ema_does_not_rank_has_no_file() {
    let mut app = TestApp::signed_in().await;
    let id = app
        .create_tournament_from(&[("name", "Tenhou night"), ("ruleset", "tenhou")])
        .await;
    let manage = app.get(&format!("/admin/t/{id}")).await.page();
    assert!(!manage
        .select(&format!("a[href='/admin/t/{id}/ema']"))
        .exists());
    app.get(&format!("/admin/t/{id}/ema"))
        .await
        .assert_contains("so it has no EMA results file");
    let file = app.get(&format!("/admin/t/{id}/ema/results.csv")).await;
    assert_eq!(file.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_wrong_ema_number_or_country_is_refused_with_the_expected_format_and_the_form_kept() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Open").await;
    app.add_player(id, &[("name", "Aiko")]).await;
    let player: i64 = sqlx::query_scalar("SELECT id FROM players")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let edit = format!("/admin/t/{id}/players/{player}/edit");
    let cases = [
        ("1234567", "FRA", "must be 8 digits"),
        ("04-010001", "", "must be 8 digits"),
        ("04010001", "FR", "three-letter ISO 3166 code"),
        ("", "XYZ", "three-letter ISO 3166 code"),
    ];
    for (number, country, words) in cases {
        let fields = [
            ("name", "Aiko Tanaka"),
            ("club", "MSMC"),
            ("ema_number", number),
            ("country", country),
        ];
        let refused = app.post(&edit, &fields).await;
        assert_eq!(
            refused.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{number} {country}"
        );
        let page = refused.page();
        page.select("p.error[role=alert]")
            .assert_text_contains(words);
        for (name, value) in fields {
            let kept = page.select(&format!("input[name={name}]")).attr("value");
            assert_eq!(kept, value, "{name}");
        }
    }
    // The add form on the tournament's page refuses them the same way, keeping what was typed.
    let fields = [("name", "Ben"), ("ema_number", "0401"), ("country", "CAN")];
    let refused = app.add_player(id, &fields).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    let page = refused.page();
    page.select("p.error[role=alert]")
        .assert_text_contains("must be 8 digits");
    for (name, value) in fields {
        let kept = page
            .select(&format!("form.box input[name={name}]"))
            .attr("value");
        assert_eq!(kept, value, "{name}");
    }
    // Right shapes are stored (the country in capitals) and shown again on the form.
    let fields = [
        ("name", "Aiko Tanaka"),
        ("ema_number", "04010001"),
        ("country", "jpn"),
    ];
    let saved = app.post(&edit, &fields).await;
    saved.assert_redirects();
    let form = app.get(&edit).await.page();
    assert_eq!(
        form.select("input[name=ema_number]").attr("value"),
        "04010001"
    );
    assert_eq!(form.select("input[name=country]").attr("value"), "JPN");
}

#[tokio::test]
async fn numbers_and_countries_travel_in_the_transfer_file_and_older_files_still_load() {
    let (mut app, id) = ema_event(true).await;
    let file = app.get(&format!("/admin/t/{id}/export.json")).await.body;
    assert!(file.contains("04010001"), "{file}");
    // A file written before EMA numbers existed has no such fields.
    let mut older: serde_json::Value = serde_json::from_str(&file).unwrap();
    for player in older["players"].as_array_mut().unwrap() {
        let player = player.as_object_mut().unwrap();
        player.remove("ema_number");
        player.remove("country");
    }
    let older = older.to_string();
    let before = app
        .get(&format!("/admin/t/{id}/ema/results.csv"))
        .await
        .body;
    for (document, with_numbers) in [(file, true), (older, false)] {
        let mut other = TestApp::signed_in().await;
        let new_id = other.import_new(&document).await;
        let moved = other
            .get(&format!("/admin/t/{new_id}/ema/results.csv"))
            .await
            .body;
        assert_eq!(moved == before, with_numbers, "{moved}");
        assert_eq!(moved.contains("04010001"), with_numbers);
    }
}
