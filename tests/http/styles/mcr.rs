//! What only MCR has, beside the shared suite (docs/rules.md §8): the players' seat winds after
//! the seat change between wind rounds, the sheet's refusals with the rule's words (a value under
//! 8 fan, a false win by the hand's winner, a penalty of nothing) that keep what was typed, a
//! typed fan with a false win and a penalty taken, the clock ending a game after the hand in
//! progress with shared table points, and standings ordered by table points then game points;
//! hands from the tiles: a table phone's hand scored with the winds of the seat change, shown
//! fan by fan before it is saved, confirmed, and scored the same by the calculator; and the
//! tiles' refusals, each keeping what was typed; a bracket cut on the qualifying games' table
//! points.

use super::{Event, MCR};
use crate::common::HandFormFields;

#[tokio::test]
async fn after_the_east_round_the_sheet_names_the_winds_of_the_seat_change() {
    let mut ev = Event::start(&MCR).await;
    ev.play(&MCR, 4).await;
    // S1: East and South swap, West and North swap; Ben (first South) deals.
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    let names: Vec<&str> = ev.seats.iter().map(|s| s.1.as_str()).collect();
    let expected: Vec<String> = names
        .iter()
        .zip(["South", "East dealer", "North", "West"])
        .map(|(name, wind)| match wind.split_once(' ') {
            Some((wind, badge)) => format!("{name} ({wind}) {badge}"),
            None => format!("{name} ({wind})"),
        })
        .collect();
    let expected: Vec<&str> = expected.iter().map(String::as_str).collect();
    sheet
        .select("#hand-form fieldset.seat-form legend")
        .assert_texts(&expected);
    // The next hand is S1, paid as the rules say whoever deals it.
    let preview = ev.record(&MCR.game[4]).await;
    preview
        .select(".pay-title")
        .assert_text_contains("This hand pays");
}

#[tokio::test]
async fn the_mcr_sheet_refuses_impossible_hands_with_the_reason_and_keeps_what_was_typed() {
    let mut ev = Event::start(&MCR).await;
    ev.play(&MCR, 1).await;
    let cases: [(&[(&str, &str)], &str); 3] = [
        (
            &[("outcome", "tsumo"), ("win2", "1"), ("fan2", "7")],
            "7 fan is under the 8-fan minimum",
        ),
        (
            &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win2", "1"),
                ("value2", "9"),
                ("false_win2", "under_minimum"),
            ],
            "made a false win in this hand and is out of it",
        ),
        (
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("value2", "8"),
                ("penalty1", "0"),
            ],
            "give the points taken, a whole number above 0",
        ),
    ];
    // What was typed is still there: the chip ticked, or the fan typed.
    for (fields, reason) in cases {
        ev.assert_refused(fields, reason).await;
    }
    // A typed fan no chip offers, a false win by a seat that does not win and a penalty beside
    // them: saved.
    ev.record(&super::Hand::new(
        "E2",
        "outcome=ron&discarder=0&win2=1&fan2=13&false_win3=not_winning&penalty1=3",
        "−1 +9 +57 −68",
    ))
    .await;
    let sheet = ev.app.get(&ev.public_url()).await.page();
    sheet
        .select("table.sheet tr.note td")
        .assert_text_contains("false win (not a winning hand), 20 to each");
}

#[tokio::test]
async fn when_time_is_up_the_hand_in_progress_ends_an_mcr_game_with_shared_table_points() {
    // East self-draws 8 fan in E1, the hand in progress: the game ends after it, and the three
    // players tied second share 2 + 1 + 0 table points.
    Event::start(&MCR)
        .await
        .hand_at_time_up_ends_the_game(
            &[("outcome", "tsumo"), ("win0", "1"), ("value0", "8")],
            &["place", "1", "2", "2", "2"],
            &["+4", "+1", "+1", "+1"],
        )
        .await;
}

/// A finished game has no time left: once the hand at time ends it, neither its sheet nor the
/// organizer's shows the round clock still counting.
#[tokio::test]
async fn a_finished_games_sheet_hides_the_round_clock() {
    let mut ev = Event::start(&MCR).await;
    let id = ev.id;
    ev.app.run_out_the_clock(id, 1).await;
    let clock = r#"class="clock"#;
    ev.app.get(&ev.sheet_url()).await.assert_contains(clock);
    ev.app.get(&ev.public_url()).await.assert_contains(clock);
    let game = ev.game;
    ev.app
        .record_hand(
            id,
            game,
            &[("outcome", "tsumo"), ("win0", "1"), ("value0", "8")],
        )
        .await;
    for url in [ev.sheet_url(), ev.public_url()] {
        let sheet = ev.app.get(&url).await;
        sheet.assert_contains("Game over").assert_lacks(clock);
    }
}

/// An MCR tournament of eight whose two tables both end at time after one self-draw by their
/// East, 8 fan at table 1 (48 points, 16 from each) and 9 at table 2 (51, 17 from each): equal
/// table points, ordered by game points. Returns the app and the tournament's id.
async fn two_tables_ended_at_time_by_8_and_9_fan() -> (crate::common::TestApp, i64) {
    let mut app = crate::common::TestApp::signed_in().await;
    let id = app.create_tournament_from(MCR.create).await;
    app.draw_round_one(id, "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\nHana\n")
        .await;
    app.run_out_the_clock(id, 1).await;
    let games = app.game_ids(id).await;
    for (game, fan) in games.iter().zip(["8", "9"]) {
        app.record_hand(
            id,
            *game,
            &[("outcome", "tsumo"), ("win0", "1"), ("value0", fan)],
        )
        .await;
    }
    (app, id)
}

#[tokio::test]
async fn level_table_points_are_ordered_by_game_points_in_the_standings_and_its_csv() {
    // Both tables end at time after one self-draw by their East: 4 table points each, but
    // table 2's East won 9 fan (51 points) and table 1's 8 (48).
    let (mut app, id) = two_tables_ended_at_time_by_8_and_9_fan().await;
    let csv = app.export_file(id, "standings.csv").await;
    let lines: Vec<Vec<&str>> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').collect())
        .collect();
    let places_and_totals: Vec<(&str, &str)> = lines.iter().map(|l| (l[0], l[4])).collect();
    assert_eq!(
        places_and_totals,
        [
            ("1", "4"),
            ("2", "4"),
            ("3", "1"),
            ("3", "1"),
            ("3", "1"),
            ("6", "1"),
            ("6", "1"),
            ("6", "1"),
        ],
        "{csv}"
    );
    let standings = app.get(&format!("/t/{id}/standings")).await;
    standings.assert_contains("Equal totals are ordered by total game points");
}

#[tokio::test]
async fn a_phone_enters_an_mcr_hand_from_the_tiles_with_the_seat_change_winds_and_the_calculator_agrees(
) {
    let mut ev = Event::start(&MCR).await;
    let table = ev.table_entry().await;
    let mut entering = ev.phone_at(&MCR, &table, 0, &[]).await;
    let mut confirming = ev.phone_at(&MCR, &table, 2, &[0]).await;
    // The East round at the organizer's sheet; S1 at the table, where the first East sits South in
    // the South round: their pung of South is both winds.
    ev.play(&MCR, 4).await;
    let sheet = entering.get(&mut ev.app, &table).await;
    sheet.assert_ok();
    let form = HandFormFields::read(&sheet.body);
    let fields = [
        ("outcome", "tsumo"),
        ("win0", "1"),
        ("hand0", "123m456p789s55p222z"),
        ("win_tile0", "5p"),
        ("flowers0", "1"),
    ];
    let url = format!("{table}/hands");
    let preview = entering
        .post(&mut ev.app, &url, &form.post("preview", &fields))
        .await;
    preview.assert_ok();
    let page = preview.page();
    let winner = ev.seats[0].1.clone();
    page.select(".tiles-score h3")
        .assert_text(&format!("{winner}'s hand"));
    page.select(".tiles-score p.score-value")
        .assert_text("18 fan");
    let sheet_fans = page.select(".tiles-score table.mcr-fans tr").cells("td");
    assert_eq!(
        sheet_fans,
        [
            ["Mixed Straight", "8 fan"],
            ["Fully Concealed Hand", "4 fan"],
            ["Prevalent Wind", "2 fan"],
            ["Seat Wind", "2 fan"],
            ["Closed Wait", "1 fan"],
            ["Flower Tiles", "1 fan"],
        ]
        .map(|row| row.map(String::from).to_vec())
        .to_vec()
    );
    page.select(".tiles-score ul.payments li")
        .assert_texts(&["Each player pays 26", "The winner receives 78"]);
    page.select("ol.pays .delta")
        .assert_texts(&["+78", "−26", "−26", "−26"]);
    let saved = entering
        .post(&mut ev.app, &url, &form.post("save", &fields))
        .await;
    saved.assert_redirects();

    // Another phone confirms it; the sheet keeps the tiles and the fan found.
    let theirs = confirming.get(&mut ev.app, &table).await.page();
    let confirm = "form:has(button.confirm-hand)";
    let posted = [
        (
            "csrf",
            theirs
                .select(&format!("{confirm} input[name=csrf]"))
                .attr("value"),
        ),
        (
            "version",
            theirs
                .select(&format!("{confirm} input[name=version]"))
                .attr("value"),
        ),
        ("reason", String::new()),
    ];
    let posted: Vec<(&str, &str)> = posted.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let action = theirs.select(confirm).attr("action");
    let confirmed = confirming.post(&mut ev.app, &action, &posted).await;
    confirmed.assert_redirects();
    let status: String =
        sqlx::query_scalar("SELECT status FROM hands WHERE game_id = $1 ORDER BY id DESC LIMIT 1")
            .bind(ev.game)
            .fetch_one(&ev.app.pool)
            .await
            .unwrap();
    assert_eq!(status, "confirmed");
    let public = ev.app.get(&ev.public_url()).await.page();
    public
        .select(".sheet-tiles span")
        .assert_text_contains(&format!(
            "{winner}: Mixed straight 8, Fully concealed hand 4, Prevalent wind 2, Seat wind 2"
        ));

    // The calculator, given the same tiles, winds and flower, finds the same fan.
    let query = serde_urlencoded::to_string([
        ("hand", "123m456p789s55p222z"),
        ("win_tile", "5p"),
        ("win", "tsumo"),
        ("f2", "1"),
        ("seat_wind", "S"),
        ("round_wind", "S"),
    ])
    .unwrap();
    let calculated = ev
        .app
        .get(&format!("/t/{}/calculator?{query}", ev.id))
        .await
        .page();
    calculated
        .select(".mcr-result p.score-value")
        .assert_text("18 fan");
    assert_eq!(
        calculated
            .select(".mcr-result table.mcr-fans tr")
            .cells("td"),
        sheet_fans
    );
}

#[tokio::test]
async fn tiles_the_rules_refuse_are_refused_with_the_reason_and_kept_on_the_form() {
    let mut ev = Event::start(&MCR).await;
    ev.play(&MCR, 1).await;
    let cases: [(&[(&str, &str)], &str); 6] = [
        (
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("hand2", "567p345s55p678s"),
                ("melds2", "chi 234m"),
                ("win_tile2", "8s"),
            ],
            // All chows 2, all simples 2, mixed triple chow is not there: 5, and self-drawn 1.
            "tiles: under the minimum: 6 fan, 8 needed",
        ),
        (
            &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win2", "1"),
                ("hand2", "123m456p789s55p123z"),
                ("win_tile2", "5p"),
            ],
            "tiles: not a winning hand",
        ),
        (
            &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win2", "1"),
                ("hand2", "11111m456p789s55p22z"),
                ("win_tile2", "5p"),
            ],
            "5 copies of 1m: there are only 4 of each tile",
        ),
        // Mixed straight 8, concealed hand 2, no honours 1, closed wait 1: 12, not 16.
        (
            &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win2", "1"),
                ("hand2", "123m456p789s22255p"),
                ("win_tile2", "5p"),
                ("fan2", "16"),
            ],
            "the tiles score 12 fan but 16 fan is typed",
        ),
        (
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("hand2", "123m456p789s22255p"),
                ("win_tile2", "5p"),
                ("chankan2", "1"),
            ],
            "robbing the kong is a win on another player's kong, not a self-draw",
        ),
        (
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("hand2", "123m456p789s22255p"),
                ("win_tile2", "5p"),
                ("flowers2", "9"),
            ],
            "9 flowers: a player sets aside 0 to 8",
        ),
    ];
    // What was typed stays: the boxes ticked, the tiles and counts as written.
    ev.assert_tiles_refused_and_kept(&cases).await;
    // The same tiles with the fan they score typed beside them: saved, as the tiles say.
    ev.record(&super::Hand::new(
        "E2",
        "outcome=ron&discarder=0&win2=1&hand2=123m456p789s22255p&win_tile2=5p&fan2=12",
        "−20 −8 +36 −8",
    ))
    .await;
}

#[tokio::test]
async fn the_mcr_sheet_has_no_liability_menu_to_show_without_javascript() {
    // MCR has no liability payment: the sheet (read as a browser without scripts shows it) must
    // not offer a menu with no words beside it.
    let mut ev = Event::start(&MCR).await;
    let sheet = ev.app.get(&ev.sheet_url()).await;
    sheet.assert_ok();
    let page = sheet.page();
    page.select("#hand-form fieldset.seat-form").assert_count(4);
    page.select("#hand-form label.pao").assert_none();
    page.select("#hand-form select[name=pao0]").assert_none();
}

#[tokio::test]
async fn every_row_of_the_mcr_sheet_shows_each_players_seat_wind_in_that_hand() {
    // The deal passes every hand and the players change seats between wind rounds: a row says
    // each player's wind in its hand (E1: E S W N; E2: N E S W; S1 after the seat change: S E N W).
    let mut ev = Event::start(&MCR).await;
    ev.play(&MCR, 5).await;
    for url in [ev.public_url(), ev.sheet_url()] {
        let page = ev.app.get(&url).await.page();
        let rows: Vec<Vec<String>> = page
            .select("table.sheet tbody tr:not(.note)")
            .elements()
            .iter()
            .map(|row| {
                let winds = scraper::Selector::parse(".seat-wind").unwrap();
                row.select(&winds)
                    .map(|w| w.text().collect::<String>().trim().to_string())
                    .collect()
            })
            .collect();
        let expected: Vec<Vec<String>> = ["ESWN", "NESW", "WNES", "SWNE", "SENW"]
            .iter()
            .map(|w| w.chars().map(String::from).collect())
            .collect();
        assert_eq!(rows, expected, "{url}");
    }
}

#[tokio::test]
async fn the_standings_their_csv_and_player_pages_show_the_game_points_that_order_equal_table_points(
) {
    // Two tables end at time after one self-draw by their East, 8 fan at one (48 points, 16
    // from each) and 9 at the other (51, 17 from each): the game points that order the equal
    // table points are shown beside them, and the CSV has them.
    let (mut app, id) = two_tables_ended_at_time_by_8_and_9_fan().await;
    let page = app.get(&format!("/t/{id}/standings")).await.page();
    page.select("table.standings thead th").assert_texts(&[
        "#",
        "Player",
        "Games",
        "Game points",
        "Table points",
    ]);
    page.select("p.small")
        .assert_text_contains("Table points are the sum of each game's table points");
    let rows = page.select("table.standings tbody tr").cells("td");
    let points: Vec<&str> = rows.iter().map(|r| r[3].as_str()).collect();
    assert_eq!(
        points,
        ["+51", "+48", "−16", "−16", "−16", "−17", "−17", "−17"],
        "{rows:?}"
    );
    let csv = app.export_file(id, "standings.csv").await;
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    let at = header
        .iter()
        .position(|h| *h == "game_points")
        .unwrap_or_else(|| panic!("no game_points column: {csv}"));
    let csv_points: Vec<String> = lines
        .map(|l| l.split(',').nth(at).unwrap_or_default().to_string())
        .collect();
    assert_eq!(
        csv_points,
        ["51", "48", "-16", "-16", "-16", "-17", "-17", "-17"],
        "{csv}"
    );
    // The winner of 9 fan: their page says the same.
    let first = page.select("table.standings tbody tr td a").attrs("href")[0].clone();
    let player = app.get(&first).await.page();
    player
        .select(".standing-points")
        .assert_text_contains("Game points +51");
}

/// An MCR bracket: two qualifying games, each ended at time after its second hand, then the
/// cut names each qualifier with the table points of their game (docs/rules.md §5, §8): the
/// ranking is by table points, not by the game points the hands paid.
#[tokio::test]
async fn an_mcr_bracket_cuts_on_the_qualifying_games_table_points() {
    // South wins 8 fan off East (16 from East, 8 from each other), then West self-draws 8 as
    // time runs out (16 from each): each game ends at [−32, +16, +40, −24] game points, West
    // first (4 table points), South second (2).
    super::bracket_cut_after_two_games_at_time(&MCR, "8", "8")
        .await
        .assert_contains("1st in qualifying game 1 (+4)")
        .assert_contains("2nd in qualifying game 1 (+2)")
        .assert_contains("1st in qualifying game 2 (+4)")
        .assert_contains("2nd in qualifying game 2 (+2)");
}

/// As riichi's no-yaku refusal points to chombo, a win under MCR's 8 fan, typed or scored from
/// the tiles, says how the sheet records it: the false win "under 8 fan" of that player.
#[tokio::test]
async fn a_win_under_8_fan_says_how_to_record_the_false_win() {
    let mut ev = Event::start(&MCR).await;
    let how = "A win declared under 8 fan is a false win: untick “wins”, record what happened afterwards as the hand's outcome, and under “dead hand, false win, penalty” choose “under 8 fan: 10 to each” for this player.";
    let typed = [("outcome", "tsumo"), ("win2", "1"), ("fan2", "7")];
    let tiles = [
        ("outcome", "tsumo"),
        ("win2", "1"),
        ("hand2", "567p345s55p678s"),
        ("melds2", "chi 234m"),
        ("win_tile2", "8s"),
    ];
    for fields in [&typed[..], &tiles[..]] {
        let error = ev.assert_refused(fields, how).await.select(".error").text();
        assert!(!error.contains("false_wins"), "{error}");
    }
}
