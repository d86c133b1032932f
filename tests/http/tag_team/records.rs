//! A tag-team game of eight (docs/rules.md §15, "Tag team") read back through everything that
//! reads a game's seats: the CSV files, the tournament file and its import into a fresh
//! database, the printed cards, paper sheets and schedules, a partner's player page and the
//! public sheet. Each partner is named at the seat they share, nobody is a "fifth" person, and
//! each of the eight keeps their own points.

use super::{played_tag_game, TAG_HANDS, TAG_POINTS};
use crate::common::TestApp;
use axum::http::StatusCode;
use serde_json::Value;

/// The wind letter of each person's seat by number: people 0–3, then their partners.
const SHARED_SEATS: [&str; 8] = ["E", "S", "W", "N", "E", "S", "W", "N"];

/// The rows of `file` of tournament `id` without the header, each with the header's cells as
/// keys (a column missing from the header reads as a panic naming it).
async fn rows_of(app: &mut TestApp, id: i64, file: &str) -> (Vec<String>, Vec<Vec<String>>) {
    let mut cells = app.csv_cells(id, file).await;
    let header = cells.remove(0);
    (header, cells)
}

fn column(header: &[String], name: &str) -> usize {
    header
        .iter()
        .position(|h| h == name)
        .unwrap_or_else(|| panic!("no column {name}: {header:?}"))
}

#[tokio::test]
async fn the_seating_and_games_files_list_all_eight_each_at_the_seat_they_share() {
    let mut app = TestApp::signed_in().await;
    let (id, _, eight) = played_tag_game(&mut app).await;
    for (file, with_points) in [("seating", false), ("games", true)] {
        let (header, rows) = rows_of(&mut app, id, file).await;
        let (seat, player) = (column(&header, "seat"), column(&header, "player"));
        assert_eq!(rows.len(), 8, "{file}: {rows:?}");
        for (person, row) in rows.iter().enumerate() {
            assert_eq!(row[seat], SHARED_SEATS[person], "{file} {person}: {row:?}");
            assert_eq!(row[player], eight[person], "{file} {person}: {row:?}");
            if with_points {
                let points = &row[column(&header, "points")];
                assert_eq!(points, &TAG_POINTS[person].to_string(), "{row:?}");
                assert!(!row[column(&header, "place")].is_empty(), "{row:?}");
            }
        }
    }
}

#[tokio::test]
async fn the_hands_file_gives_each_of_the_eight_a_delta_and_names_who_was_seated() {
    let mut app = TestApp::signed_in().await;
    let (id, _, eight) = played_tag_game(&mut app).await;
    let (header, rows) = rows_of(&mut app, id, "hands").await;
    assert!(!header.iter().any(|h| h == "delta_fifth"), "{header:?}");
    let first_delta = column(&header, "delta_e");
    let partner_columns = ["delta_e_partner", "delta_s_partner", "delta_w_partner"];
    for (offset, name) in partner_columns.iter().enumerate() {
        assert_eq!(
            column(&header, name),
            first_delta + 4 + offset,
            "{header:?}"
        );
    }
    let seated_at = column(&header, "seated");
    assert_eq!(rows.len(), TAG_HANDS.len(), "{rows:?}");
    // Each hand a yakuman ron: the discarding seat's seated person pays 32,000, nobody else
    // changes (the winner receives nothing).
    for (row, (query, seated)) in rows.iter().zip(&TAG_HANDS) {
        let discarder: usize = query
            .split('&')
            .find_map(|pair| pair.strip_prefix("discarder="))
            .unwrap()
            .parse()
            .unwrap();
        let people: Vec<usize> = seated.iter().map(|p| p.parse().unwrap()).collect();
        let names: Vec<&str> = people.iter().map(|&p| eight[p].as_str()).collect();
        assert_eq!(row[seated_at], names.join("; "), "{row:?}");
        let deltas: Vec<&str> = row[first_delta..first_delta + 8]
            .iter()
            .map(String::as_str)
            .collect();
        let mut expected = ["0"; 8];
        expected[people[discarder]] = "-32000";
        assert_eq!(deltas, expected, "{row:?}");
    }
}

/// The tournament file's first game.
fn first_game(doc: &Value) -> &Value {
    &doc["rounds"][0]["games"][0]
}

#[tokio::test]
async fn a_tag_team_tournament_moves_to_a_fresh_database_with_the_same_games_and_seated_facts() {
    let mut app = TestApp::signed_in().await;
    let (id, _, _) = played_tag_game(&mut app).await;
    let file = app.get(&format!("/admin/t/{id}/export.json")).await;
    file.assert_ok();
    let doc: Value = serde_json::from_str(&file.body).unwrap();
    let game = first_game(&doc);
    assert_eq!(game["partners"].as_array().map(Vec::len), Some(4), "{game}");
    assert!(game.get("fifth").is_none(), "no fifth person: {game}");
    assert_eq!(game["hands"][1]["seated"], serde_json::json!([0, 1, 2, 7]));

    let mut other = TestApp::signed_in().await;
    let new_id = other.import_new(&doc.to_string()).await;
    for file in ["standings", "games", "hands", "seating"] {
        assert_eq!(
            other.csv_cells(new_id, file).await,
            app.csv_cells(id, file).await,
            "{file}.csv"
        );
    }
    let again = other.get(&format!("/admin/t/{new_id}/export.json")).await;
    let second: Value = serde_json::from_str(&again.body).unwrap();
    assert_eq!(
        first_game(&second)["hands"],
        game["hands"],
        "the same hands"
    );
    assert_eq!(
        first_game(&second)["partners"].as_array().map(Vec::len),
        Some(4)
    );

    // The same file claiming riichi, which has no tag-team form, is refused with the reason.
    let mut riichi = doc.clone();
    riichi["tournament"]["ruleset"] = "wrc".into();
    riichi["rounds"][0]["table_rule"] = "fours".into();
    riichi["rounds"][0]["games"][0]["ruleset"] = "wrc".into();
    let token = other.csrf().await;
    let refused = other
        .post_multipart(
            &format!("/admin/import?csrf={token}"),
            &[("file", Some("t.json"), &riichi.to_string())],
        )
        .await;
    refused.assert_unprocessable();
    refused.assert_contains("tag-team partners, but");
}

#[tokio::test]
async fn the_printables_a_partners_pages_and_the_public_sheet_name_all_eight() {
    let mut app = TestApp::signed_in().await;
    let (id, game, eight) = played_tag_game(&mut app).await;
    let cards = app.get(&format!("/admin/t/{id}/rounds/1/cards")).await;
    cards.assert_ok();
    let seats = cards.page().select(".table-card .card-seats li").texts();
    let expected: Vec<String> = ["East", "South", "West", "North"]
        .iter()
        .cycle()
        .zip(&eight)
        .map(|(wind, name)| format!("{wind} {name}"))
        .collect();
    assert_eq!(seats, expected);
    let sheets = app
        .get(&format!("/admin/t/{id}/rounds/1/paper-sheets"))
        .await;
    // The hand column, a column per person, what happened.
    let columns = sheets
        .page()
        .select(".paper-sheet thead tr:first-child th")
        .count();
    assert_eq!(columns, 10, "{}", sheets.body);

    // Fay shares South with Bea: her schedule and page say South, never a fifth seat.
    let fay = app.player_id(&eight[5]).await;
    let schedule = app.get(&format!("/t/{id}/players/{fay}/schedule")).await;
    let line = schedule.page().select("table.schedule tbody tr").text();
    assert!(line.contains("South"), "{line}");
    for name in eight.iter().filter(|name| *name != &eight[5]) {
        assert!(line.contains(name.as_str()), "{name} in {line}");
    }
    let page = app.get(&format!("/t/{id}/players/{fay}")).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    let games = page.page().select(".player-games tbody tr").text();
    assert!(games.contains("table 1 · South"), "{games}");
    assert!(!games.contains("bets first"), "{games}");

    let public = app.get(&format!("/t/{id}/games/{game}")).await;
    public.assert_ok();
    for name in &eight {
        public.assert_contains(name);
    }
}

/// The statistics count each hand for the person seated when it ended (docs/rules.md §15):
/// the winners of [`TAG_HANDS`] are people 1, 2, 7, 0 and 5, and the payers 3, 7, 1, 2 and 6,
/// so a partner who never sat at the end of a hand has neither. The big screen and the
/// organizer's board name all eight.
#[tokio::test]
async fn the_statistics_and_the_big_screen_count_each_hand_for_the_person_seated() {
    let mut app = TestApp::signed_in().await;
    let (id, _, eight) = played_tag_game(&mut app).await;
    let wins = [1, 1, 1, 0, 0, 1, 0, 1];
    let deal_ins = [0, 1, 1, 1, 0, 0, 1, 1];
    let stats = app.get(&format!("/t/{id}/statistics")).await;
    stats.assert_ok();
    // Per row: name, games, average place, wins, deal-ins, average win.
    let rows = stats
        .page()
        .select("table.player-stats tbody tr")
        .cells("td");
    assert_eq!(rows.len(), 8, "{rows:?}");
    for (person, name) in eight.iter().enumerate() {
        let row = rows
            .iter()
            .find(|row| &row[0] == name)
            .unwrap_or_else(|| panic!("{name} in {rows:?}"));
        let counts = (row[1].as_str(), row[3].as_str(), row[4].as_str());
        let expected = ("1", wins[person].to_string(), deal_ins[person].to_string());
        assert_eq!(
            counts,
            (expected.0, expected.1.as_str(), expected.2.as_str()),
            "{name} (person {person}): {row:?}"
        );
    }
    for board in [format!("/t/{id}/screen"), format!("/admin/t/{id}/board")] {
        let page = app.get(&board).await;
        page.assert_ok();
        for name in &eight {
            page.assert_contains(name);
        }
    }
}
