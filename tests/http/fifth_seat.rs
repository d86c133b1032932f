//! The American fifth seat (docs/rules.md §10, "The fifth seat"): nine players started under
//! the rule "a fifth seat (the bettor) at some tables" make two tables, one of five; its
//! fifth person is named on every page that lists the round, plays the game of five, and
//! counts in the standings, the player page and every CSV like anyone; the event goes to
//! another laptop and back unchanged. A style without a bettor is refused the rule with the
//! reason, on the start form (what was chosen kept) and in an imported file.

use crate::common::{Reply, TestApp};
use axum::http::StatusCode;
use serde_json::Value;

pub(crate) const NINE: &str = "name\nAnn\nBea\nCal\nDot\nEve\nFay\nGus\nHal\nIda\n";

/// The game of five of `docs/game-json.md` ("American: a table of five") as the organizer's
/// sheet posts it, seats being the chairs of each hand: six hands, the last at time. Its people
/// end on 460, −330, −405, −80 and 345 points.
const FIVE_HANDS: [&[(&str, &str)]; 6] = [
    &[
        ("outcome", "ron"),
        ("discarder", "1"),
        ("win0", "1"),
        ("points0", "25"),
        ("bet", "3"),
    ],
    &[
        ("outcome", "tsumo"),
        ("win0", "1"),
        ("points0", "30"),
        ("mark0", "X"),
        ("bet", "0"),
    ],
    &[
        ("outcome", "draw"),
        ("bet", "wall"),
        ("challenge2by0", "1"),
        ("found_dead2", "1"),
    ],
    &[
        ("outcome", "ron"),
        ("discarder", "2"),
        ("win3", "1"),
        ("points3", "25"),
        ("jokerless3", "1"),
        ("bet", "1"),
        ("penalty1", "10"),
    ],
    &[("outcome", "draw"), ("bet", "2")],
    &[
        ("outcome", "tsumo"),
        ("win1", "1"),
        ("points1", "40"),
        ("bet", "1"),
        ("time_up", "1"),
    ],
];
const FIVE_POINTS: [i32; 5] = [460, -330, -405, -80, 345];

pub(crate) async fn tournament(app: &mut TestApp, ruleset: &str, players: &str) -> i64 {
    let id = app
        .create_tournament_from(&[("name", "Card night"), ("ruleset", ruleset)])
        .await;
    let imported = app.import_players(id, players).await;
    imported.assert_ok();
    app.check_in_all(id).await;
    id
}

/// The game with a fifth seat: its id, its table and its five people's names (chairs East to
/// North as seated for the first hand, then the fifth).
pub(crate) async fn game_of_five(app: &TestApp, id: i64) -> (i64, String, Vec<String>) {
    let rows: Vec<(i64, i64, String, i64)> = sqlx::query_as(
        "SELECT g.id, s.seat, p.name, g.table_number FROM games g JOIN rounds r ON r.id = g.round_id
           JOIN game_seats s ON s.game_id = g.id JOIN players p ON p.id = s.player_id
          WHERE r.tournament_id = $1 AND g.id IN (SELECT game_id FROM game_seats WHERE seat = 4)
          ORDER BY s.seat",
    )
    .bind(id)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(rows.len(), 5, "one table of five: {rows:?}");
    let seats: Vec<i64> = rows.iter().map(|r| r.1).collect();
    assert_eq!(seats, [0, 1, 2, 3, 4]);
    let (game, table) = (rows[0].0, rows[0].3.to_string());
    (game, table, rows.into_iter().map(|r| r.2).collect())
}

/// Plays the game of five through the organizer's score sheet (preview, then save).
async fn play_five(app: &mut TestApp, id: i64, game: i64) {
    for fields in FIVE_HANDS {
        app.record_hand(id, game, fields).await;
    }
}

/// The rows of a CSV file (header first), split into cells.
async fn csv(app: &mut TestApp, id: i64, name: &str) -> Vec<Vec<String>> {
    let reply = app.get(&format!("/t/{id}/export/{name}.csv")).await;
    assert_eq!(reply.status, StatusCode::OK, "{name}: {}", reply.body);
    reply
        .body
        .trim_start_matches('\u{feff}')
        .lines()
        .map(|line| line.split(',').map(str::to_string).collect())
        .collect()
}

/// The tournament's page, checked to offer the table rule "fifth seats" when `offered`, and
/// not to otherwise.
async fn offers_the_fifth_seat(app: &mut TestApp, id: i64, offered: bool) -> Reply {
    let manage = app.get(&format!("/admin/t/{id}")).await;
    manage
        .page()
        .select("input[name=table_rule][value=fifth-seats]")
        .assert_count(usize::from(offered));
    manage
}

#[tokio::test]
async fn nine_american_players_play_a_table_of_five_counted_everywhere_and_moved_to_another_laptop()
{
    let mut app = TestApp::signed_in().await;
    let id = tournament(&mut app, "american", NINE).await;

    // The start form offers the fifth seat under American.
    offers_the_fifth_seat(&mut app, id, true)
        .await
        .assert_contains("2 tables of four, 1 of them with a fifth person who bets");

    let proposal = app
        .propose_round(id, &[("table_rule", "fifth-seats"), ("mode", "balanced")])
        .await;
    proposal.assert_ok();
    proposal.page().select("p.fifth").assert_count(1);
    proposal.assert_contains("— bets first");

    let started = app
        .start_round(id, &[("table_rule", "fifth-seats"), ("mode", "random")])
        .await;
    started.assert_redirects();
    let (game, table, names) = game_of_five(&app, id).await;
    let fifth = names[4].clone();

    // Every page that lists the round names the fifth person.
    let round = app.get(&format!("/t/{id}/rounds/1")).await;
    round
        .page()
        .select("li.fifth")
        .assert_text(&format!("{fifth} — bets first"));
    let screen = app.get(&format!("/t/{id}/screen")).await;
    screen.assert_contains(&format!("{fifth} — bets first"));
    let cards = app.get(&format!("/admin/t/{id}/rounds/1/cards")).await;
    cards.assert_ok();
    cards.assert_contains(&fifth).assert_contains("bets first");
    let seat = app
        .get(&format!("/t/{id}/seat?q={}", fifth.to_lowercase()))
        .await;
    seat.assert_contains("bets first");
    let schedule = app.get(&format!("/t/{id}/schedules")).await;
    schedule.assert_ok();
    let seating = csv(&mut app, id, "seating").await;
    assert!(
        seating
            .iter()
            .any(|row| row[2] == "fifth" && row[3] == fifth),
        "{seating:?}"
    );

    play_five(&mut app, id, game).await;

    // The stored result has the fifth person's row too.
    let stored: Vec<(i64, i64)> =
        sqlx::query_as("SELECT seat, points FROM game_results WHERE game_id = $1 ORDER BY seat")
            .bind(game)
            .fetch_all(&app.pool)
            .await
            .unwrap();
    let expected: Vec<(i64, i64)> = (0..5)
        .map(|i| (i, i64::from(FIVE_POINTS[i as usize])))
        .collect();
    assert_eq!(stored, expected);

    // Standings, the player page and the CSV files count each person's points.
    let standings = csv(&mut app, id, "standings").await;
    let header = &standings[0];
    let name_at = header.iter().position(|h| h == "name").unwrap();
    let total_at = header
        .iter()
        .position(|h| h == "game_total" || h == "total")
        .unwrap();
    for (name, points) in names.iter().zip(FIVE_POINTS) {
        let row = standings
            .iter()
            .find(|row| &row[name_at] == name)
            .unwrap_or_else(|| panic!("{name} in {standings:?}"));
        assert_eq!(row[total_at], points.to_string(), "{name}: {row:?}");
    }
    let fifth_id = app.player_id(&fifth).await;
    let page = app.get(&format!("/t/{id}/players/{fifth_id}")).await;
    page.assert_ok();
    page.assert_contains("bets first").assert_contains("345");

    let games = csv(&mut app, id, "games").await;
    let fifth_line: Vec<String> = ["1", &table, "fifth", &fifth, "345", "2", "345"]
        .map(String::from)
        .to_vec();
    assert!(games.contains(&fifth_line), "{games:?}");
    let hands = csv(&mut app, id, "hands").await;
    let delta_at = hands[0].iter().position(|h| h == "delta_fifth");
    let delta_at = delta_at.unwrap_or_else(|| panic!("a delta_fifth column: {:?}", hands[0]));
    assert_eq!(hands[0][delta_at - 1], "delta_n");
    let five_rows: Vec<&Vec<String>> = hands.iter().skip(1).filter(|r| r[1] == table).collect();
    let fifth_deltas: Vec<&str> = five_rows.iter().map(|r| r[delta_at].as_str()).collect();
    assert_eq!(fifth_deltas, ["-25", "180", "0", "-50", "0", "240"]);
    // Hand 2 is won by the first bettor, sitting in the chair of hand 1's dealer.
    assert!(five_rows[1].contains(&fifth), "{:?}", five_rows[1]);

    // Exported and imported: the same files on the other laptop.
    let file = app.get(&format!("/admin/t/{id}/export.json")).await;
    file.assert_ok();
    let doc: Value = serde_json::from_str(&file.body).unwrap();
    assert!(doc["rounds"][0]["games"]
        .as_array()
        .unwrap()
        .iter()
        .any(|g| g["fifth"].is_number()));
    let new_id = app.import_new(&doc.to_string()).await;
    for file in ["standings", "games", "hands", "seating"] {
        assert_eq!(
            csv(&mut app, new_id, file).await,
            csv(&mut app, id, file).await,
            "{file}.csv"
        );
    }
    // Its file again names the fifth seat (player ids are the new database's).
    let again = app.get(&format!("/admin/t/{new_id}/export.json")).await;
    let second: Value = serde_json::from_str(&again.body).unwrap();
    let fives: Vec<&Value> = second["rounds"][0]["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["fifth"].is_number())
        .collect();
    assert_eq!(fives.len(), 1);
    assert_eq!(
        fives[0]["hands"].as_array().unwrap().len(),
        FIVE_HANDS.len()
    );

    // The same file claiming another style is refused with the reason.
    let mut riichi = doc.clone();
    riichi["tournament"]["ruleset"] = "msmc-2016".into();
    for g in riichi["rounds"][0]["games"].as_array_mut().unwrap() {
        g["ruleset"] = "msmc-2016".into();
    }
    let refused = app.import_file(&riichi.to_string()).await;
    refused.assert_unprocessable();
    refused.assert_contains("has no fifth seat: the bettor is American");
}

#[tokio::test]
async fn a_style_without_a_bettor_refuses_the_fifth_seat_keeping_the_choices() {
    let mut app = TestApp::signed_in().await;
    let id = tournament(&mut app, "msmc-2016", NINE).await;
    offers_the_fifth_seat(&mut app, id, false).await;
    for path in ["rounds/propose", "rounds"] {
        let refused = app
            .post(
                &format!("/admin/t/{id}/{path}"),
                &[
                    ("table_rule", "fifth-seats"),
                    ("mode", "balanced"),
                    ("count", "2"),
                ],
            )
            .await;
        assert_eq!(
            refused.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{path}: {}",
            refused.body
        );
        let page = refused.page();
        page.select(".error")
            .assert_text_contains("has no fifth seat: the bettor is American's");
        page.select("select[name=mode] option[value=balanced][selected]")
            .assert_count(1);
        assert_eq!(page.select("input[name=count]").attr("value"), "2");
    }
    let rounds: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM rounds")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(rounds, 0, "nothing started");
}

#[tokio::test]
async fn more_players_left_over_than_tables_are_refused_naming_the_count() {
    let mut app = TestApp::signed_in().await;
    let id = tournament(&mut app, "american", "name\nAnn\nBea\nCal\nDot\nEve\nFay\n").await;
    let refused = app.start_round(id, &[("table_rule", "fifth-seats")]).await;
    refused.assert_unprocessable();
    let page = refused.page();
    page.select(".error")
        .assert_text_contains("6 players leave 2 over after the tables of four, more than the 1 that a fifth seat can take");
    page.select("input[name=table_rule][value=fifth-seats][checked]")
        .assert_count(1);
}

/// Points as the bracket page signs them: "+345", "−330", "0".
fn signed(points: i64) -> String {
    match points {
        p if p > 0 => format!("+{p}"),
        p if p < 0 => format!("−{}", -p),
        _ => "0".to_string(),
    }
}

#[tokio::test]
async fn a_round_with_a_table_of_five_counted_as_qualifying_shows_the_fifth_person_like_the_four_and_says_what_the_event_did(
) {
    let mut app = TestApp::signed_in().await;
    let id = tournament(&mut app, "american", NINE).await;
    let started = app
        .start_round(id, &[("table_rule", "fifth-seats"), ("mode", "random")])
        .await;
    started.assert_redirects();
    let (game, _, names) = game_of_five(&app, id).await;
    let fifth = names[4].clone();
    play_five(&mut app, id, game).await;
    let four = app
        .game_ids(id)
        .await
        .into_iter()
        .find(|g| *g != game)
        .expect("the table of four");
    let last_hand = [
        ("outcome", "tsumo"),
        ("win2", "1"),
        ("points2", "30"),
        ("time_up", "1"),
    ];
    app.record_hand(id, four, &last_hand).await;

    // The round counts as the one qualifying game of the bracket.
    let plan = [
        ("qualifying_rounds", "1"),
        ("cut", "4"),
        ("semi_games", "2"),
        ("semi_carry", "reset"),
        ("final_games", "2"),
        ("final_carry", "reset"),
        ("earlier", "count"),
    ];
    let created = app.post(&format!("/admin/t/{id}/bracket"), &plan).await;
    created.assert_redirects();

    let standings = csv(&mut app, id, "standings").await;
    let header = &standings[0];
    let name_at = header.iter().position(|h| h == "name").unwrap();
    let total_at = header
        .iter()
        .position(|h| h == "game_total" || h == "total")
        .unwrap();
    let total_of = |name: &str| -> i64 {
        let row = standings.iter().find(|row| row[name_at] == name).unwrap();
        row[total_at].parse().unwrap()
    };
    assert_eq!(total_of(&fifth), 345);

    let page = app.get(&format!("/t/{id}/bracket")).await;
    page.assert_ok();
    let html = page.page();
    let qualifying = "section.stage:first-of-type";
    // Every line counts the player's game, the fifth person's too, with the standings' total.
    let rows = html.select(&format!("{qualifying} table.list tbody tr"));
    let players = rows.cells("td:nth-child(2)");
    let totals = rows.cells("td.num b, td.num span");
    assert_eq!(players.len(), 9, "{players:?}");
    for name in &names {
        let line = players
            .iter()
            .position(|cells| cells[0].starts_with(name.as_str()))
            .unwrap_or_else(|| panic!("{name} in {players:?}"));
        let expected = [signed(total_of(name)), "1 game".to_string()];
        assert_eq!(totals[line], expected, "{name}");
    }
    // The card of the game of five names its fifth person with their score, as the four's.
    let seats = html
        .select(&format!("{qualifying} section.table-card li"))
        .texts();
    for name in &names {
        let expected = match name == &fifth {
            true => format!("bets first {name} {}", signed(total_of(name))),
            false => format!("{name} {}", signed(total_of(name))),
        };
        assert!(
            seats.iter().any(|seat| seat.ends_with(&expected)),
            "{expected} among {seats:?}"
        );
    }
    // The stage's text says what the round did: a random draw with a table of five, and no
    // table completed by the organizer.
    let summary = html.select(&format!("{qualifying} > p.muted")).text();
    assert_eq!(
        summary,
        "1 round at tables of four, seated by random draw; round 1 had a table of five, its fifth person betting first; the top 4 by total score advance."
    );
}
