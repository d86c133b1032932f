//! A sanma bracket: nine players qualify at tables of three and the top three play the final
//! table. The bracket events are [`crate::bracket`]'s.

use crate::bracket::{seat_of, seated, Event, NINE};

use axum::http::StatusCode;
use std::collections::HashSet;

#[tokio::test]
async fn nine_sanma_players_qualify_at_tables_of_three_and_the_top_three_play_the_final_table() {
    let mut ev = Event::sanma(NINE, 9).await;
    let id = ev.id;
    let path = ev.bracket();
    // The organizer chooses the plan, with the cuts a table of three allows.
    let setup = ev.app.get(&path).await;
    setup
        .assert_contains("<p>Every table seats three.</p>")
        .assert_contains(r#"<option value="3">3</option>"#)
        .assert_contains(r#"<option value="6">6</option>"#)
        .assert_contains("top 6: two semi-final tables of three, the winner of each and the better runner-up go on")
        .assert_lacks(r#"<option value="4">4</option>"#);
    let refused = ev
        .app
        .post(
            &path,
            &[
                ("qualifying_rounds", "1"),
                ("cut", "4"),
                ("final_games", "2"),
            ],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_contains("At tables of three choose a cut to the top 3, 6 or 9 (not 4).");
    let created = ev
        .app
        .post(
            &path,
            &[
                ("qualifying_rounds", "1"),
                ("cut", "3"),
                ("semi_games", "2"),
                ("semi_carry", "reset"),
                ("final_games", "2"),
                ("final_carry", "reset"),
            ],
        )
        .await;
    created.assert_redirects();

    // Qualifying: three tables of three, nobody left out and no organizer's seat.
    ev.press("seat").await;
    let round = ev.last_round().await;
    assert_eq!(round.len(), 3, "{round:?}");
    let mut everyone = HashSet::new();
    for game in &round {
        assert!(game.seats[..3].iter().all(Option::is_some), "{game:?}");
        assert_eq!(game.seats[3], None);
        everyone.extend(seated(game));
    }
    assert_eq!(everyone.len(), 9);
    // At each table South wins a double yakuman off the dealer, who busts: 99,000 / 35,000 /
    // −29,000 make +89 / −5 / −84 with the sanma uma and oka.
    let mut winners = HashSet::new();
    for game in &round {
        winners.insert(game.seats[1].unwrap());
        ev.play(game, 1, 0, "y2").await;
    }
    ev.press("cut").await;
    let finalists = ev.stage_players(1).await;
    assert_eq!(finalists.iter().copied().collect::<HashSet<_>>(), winners);

    // The final table: the same three for both games, three seats each.
    let champion = finalists[2];
    for _ in 0..2 {
        ev.press("seat").await;
        let games = ev.last_round().await;
        assert_eq!(games.len(), 1, "one final table");
        let game = &games[0];
        assert_eq!(seated(game), winners);
        assert_eq!(game.seats[3], None);
        let winner = seat_of(game, champion);
        ev.play(game, winner, (winner + 1) % 3, "y2").await;
    }
    let champion_name = ev.name(champion).await;

    // The public bracket: tables of three in every stage, the champion named.
    let bracket = ev.app.get(&format!("/t/{id}/bracket")).await;
    bracket
        .assert_contains(&format!("Champion: <strong>{champion_name}</strong>"))
        .assert_contains("1 round at tables of three, seated to avoid repeat meetings")
        .assert_contains("2 games among the three finalists, scores reset to 0")
        .assert_contains("1st of 9 after 1 qualifying round, +89")
        .assert_contains(r#"<span class="wind">West</span>"#)
        .assert_lacks(r#"<span class="wind">North</span>"#);

    // The standings and their CSV agree with the bracket: the champion first in the finals,
    // the other two finalists next, then the six who stopped in qualifying.
    ev.app
        .get(&format!("/t/{id}/standings"))
        .await
        .assert_contains(&format!(
            "Tournament over — champion: <strong>{champion_name}</strong>"
        ));
    let csv = ev.app.export_file(id, "standings.csv").await;
    let rows: Vec<Vec<&str>> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').collect())
        .collect();
    assert_eq!(rows.len(), 9, "{csv}");
    assert_eq!(
        (rows[0][0], rows[0][1], rows[0][7], rows[0][8]),
        ("1", champion_name.as_str(), "Finals", "1"),
        "{csv}"
    );
    let mut finalist_names = HashSet::new();
    for &p in &finalists {
        finalist_names.insert(ev.name(p).await);
    }
    for (index, row) in rows.iter().enumerate() {
        assert_eq!(row[0], (index + 1).to_string(), "{csv}");
        let stage = if index < 3 { "Finals" } else { "Qualifying" };
        assert_eq!(row[7], stage, "{csv}");
        assert_eq!(finalist_names.contains(row[1]), index < 3, "{csv}");
    }
    ev.app
        .get(&format!("/admin/t/{id}/bracket"))
        .await
        .assert_contains("The tournament is over.")
        .assert_contains(&format!("Champion: <strong>{champion_name}</strong>"));
}
