//! What the application layer stores and the pages read: each game's result is written when
//! its hands change, and the standings page, `standings.csv` and `games.csv` all read that one
//! stored result — after a correction they agree with each other and with the corrected game.

use crate::common::{hidden_field, TestApp};
use axum::http::StatusCode;
use std::collections::HashMap;

const FOUR: &str = "name\nAiko\nBen\nCai\nDev\n";

/// A number as the pages and files write it ("+67", "−3.5", "12.25") in hundredths.
fn hundredths(text: &str) -> i64 {
    let text = text.trim().replace('−', "-").replace('+', "");
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest.to_string()),
        None => (false, text.clone()),
    };
    let (units, fraction) = digits.split_once('.').unwrap_or((digits.as_str(), ""));
    let value = units.parse::<i64>().unwrap() * 100
        + format!("{fraction:0<2}")[..2].parse::<i64>().unwrap();
    if negative {
        -value
    } else {
        value
    }
}

/// Each player's total on the standings page (the bold total of their line), by name.
fn page_totals(page: &str, tournament: i64) -> HashMap<String, i64> {
    let link = format!("<a href=\"/t/{tournament}/players/");
    page.split("<tr>")
        .filter(|line| line.contains(&link))
        .map(|line| {
            let name = line.split(&link).nth(1).unwrap();
            let name = name[name.find('>').unwrap() + 1..]
                .split("</a>")
                .next()
                .unwrap();
            let total = line
                .split("<b>")
                .nth(1)
                .unwrap()
                .split("</b>")
                .next()
                .unwrap();
            (name.to_string(), hundredths(total))
        })
        .collect()
}

/// The rows of a CSV file as maps from its header's column names.
fn csv_rows(text: &str) -> Vec<HashMap<String, String>> {
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    lines
        .map(|line| {
            header
                .iter()
                .zip(line.split(','))
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect()
        })
        .collect()
}

/// The names at the game's seats, East first.
async fn seat_names(app: &TestApp, game: i64) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT p.name FROM game_seats s JOIN players p ON p.id = s.player_id
          WHERE s.game_id = $1 ORDER BY s.seat",
    )
    .bind(game)
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn after_a_correction_the_standings_page_and_both_csv_files_agree_on_every_total() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Club night", FOUR).await;
    let game = app.game_ids(id).await[0];
    let names = seat_names(&app, game).await;
    // South wins a yakuman off the dealer, who busts.
    app.record_hand(
        id,
        game,
        &[
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win1", "1"),
            ("value1", "y1"),
        ],
    )
    .await;
    // Corrected: it was West, off North.
    let sheet = format!("/admin/t/{id}/games/{game}");
    let page = app.get(&sheet).await;
    let version = hidden_field(&page.body, "version").unwrap();
    let corrected = app
        .post(
            &format!("{sheet}/hands/0"),
            &[
                ("version", version.as_str()),
                ("action", "save"),
                ("outcome", "ron"),
                ("discarder", "3"),
                ("win2", "1"),
                ("value2", "y1"),
            ],
        )
        .await;
    corrected.assert_redirects();

    let standings = app.get(&format!("/t/{id}/standings")).await;
    assert_eq!(standings.status, StatusCode::OK);
    let on_page = page_totals(&standings.body, id);
    let csv = app.export_file(id, "standings.csv").await;
    let in_csv: HashMap<String, i64> = csv_rows(&csv)
        .into_iter()
        .map(|row| (row["name"].clone(), hundredths(&row["total"])))
        .collect();
    assert_eq!(on_page.len(), 4, "{}", standings.body);
    assert_eq!(
        on_page, in_csv,
        "page and standings.csv, after the correction"
    );
    // The correction is what both say: West won, North lost most, South won nothing.
    let best = on_page.iter().max_by_key(|(_, total)| **total).unwrap().0;
    let worst = on_page.iter().min_by_key(|(_, total)| **total).unwrap().0;
    assert_eq!(best, &names[2]);
    assert_eq!(worst, &names[3]);
    // games.csv's final scores add up to the same totals.
    let games = app.export_file(id, "games.csv").await;
    let from_games: HashMap<String, i64> = csv_rows(&games)
        .into_iter()
        .map(|row| (row["player"].clone(), hundredths(&row["score"])))
        .collect();
    assert_eq!(from_games, on_page, "games.csv and the standings");
}
