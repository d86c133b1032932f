//! Brackets through the real forms: a six-entrant tournament from registration through both
//! qualifying games and the finals to a champion, a seven-entrant one where the organizer
//! fills the table of three, a finalist withdraws and is replaced, a seven-entrant one where
//! the qualifying leader does not win the finals and every page names the same champion,
//! corrections to a game whose cut is made (the stage guard), and a nine-player sanma event
//! whose bracket plays at tables of three down to a final table of three.

use crate::common;

use axum::http::StatusCode;
use common::{hidden_field, TestApp};
use std::collections::HashSet;

const SIX: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\n";
const SEVEN: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\n";
const CLUB: &str = "name\nAlice\nBen\nGarcía\nDev\nZoë\nŌtani\nSøren\n";
const NINE: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\nHana\nIvo\n";

struct Event {
    app: TestApp,
    id: i64,
}

/// One seated game: its id and the player id per starting seat (None for the organizer).
#[derive(Debug, Clone)]
struct Game {
    id: i64,
    seats: [Option<i64>; 4],
}

impl Event {
    /// A sanma tournament (`sanma-msmc`, tables of three) with `players` checked in.
    async fn sanma(players: &str, count: usize) -> Self {
        let mut app = TestApp::signed_in().await;
        let id = app
            .create_tournament_from(&[("name", "Sanma finals"), ("ruleset", "sanma-msmc")])
            .await;
        app.import_players(id, players)
            .await
            .assert_contains(&format!("{count} players imported"));
        app.post(&format!("/admin/t/{id}/players/checkin-all"), &[])
            .await;
        Self { app, id }
    }

    async fn new(players: &str, count: usize) -> Self {
        let mut app = TestApp::signed_in().await;
        let id = app.create_tournament("Club night").await;
        app.import_players(id, players)
            .await
            .assert_contains(&format!("{count} players imported"));
        app.post(&format!("/admin/t/{id}/players/checkin-all"), &[])
            .await;
        Self { app, id }
    }

    fn bracket(&self) -> String {
        format!("/admin/t/{}/bracket", self.id)
    }

    async fn press(&mut self, action: &str) -> common::Reply {
        let path = format!("{}/{action}", self.bracket());
        let reply = self.app.post(&path, &[]).await;
        assert_eq!(
            reply.status,
            StatusCode::SEE_OTHER,
            "{action}: {}",
            reply.body
        );
        reply
    }

    /// The games of the newest round.
    async fn last_round(&self) -> Vec<Game> {
        let rows: Vec<(i64, i64, Option<i64>)> = sqlx::query_as(
            "SELECT g.id, s.seat, s.player_id FROM games g JOIN rounds r ON r.id = g.round_id
               JOIN game_seats s ON s.game_id = g.id
              WHERE r.tournament_id = ? AND r.number = (SELECT MAX(number) FROM rounds WHERE tournament_id = ?)
              ORDER BY g.table_number, s.seat",
        )
        .bind(self.id)
        .bind(self.id)
        .fetch_all(&self.app.pool)
        .await
        .unwrap();
        // A sanma table stores three seats, a table of four four: group by game.
        let mut games: Vec<Game> = Vec::new();
        for (game, seat, player) in rows {
            if games.last().is_none_or(|g| g.id != game) {
                games.push(Game {
                    id: game,
                    seats: [None; 4],
                });
            }
            if let (Some(last), Ok(seat)) = (games.last_mut(), usize::try_from(seat)) {
                if let Some(slot) = last.seats.get_mut(seat) {
                    *slot = player;
                }
            }
        }
        games
    }

    async fn name(&self, player: i64) -> String {
        sqlx::query_scalar("SELECT name FROM players WHERE id = ?")
            .bind(player)
            .fetch_one(&self.app.pool)
            .await
            .unwrap()
    }

    /// Posts a new first hand for a game (a correction): `winner` wins a yakuman off the
    /// dealer, with `extra` fields (the action, the confirmation).
    async fn edit_first_hand(
        &mut self,
        game: &Game,
        winner: usize,
        value: &str,
        extra: &[(&str, &str)],
    ) -> common::Reply {
        let sheet = format!("/admin/t/{}/games/{}", self.id, game.id);
        let page = self.app.get(&sheet).await;
        let version = hidden_field(&page.body, "version").expect("the sheet carries its version");
        let win = format!("win{winner}");
        let value_field = format!("value{winner}");
        let mut fields = vec![
            ("version", version.as_str()),
            ("outcome", "ron"),
            ("discarder", "0"),
            (win.as_str(), "1"),
            (value_field.as_str(), value),
        ];
        fields.extend_from_slice(extra);
        self.app.post(&format!("{sheet}/hands/0"), &fields).await
    }

    /// Undoes the only hand of a game.
    async fn undo_first_hand(&mut self, game: &Game) -> common::Reply {
        let sheet = format!("/admin/t/{}/games/{}", self.id, game.id);
        let page = self.app.get(&sheet).await;
        let version = hidden_field(&page.body, "version").expect("the sheet carries its version");
        self.app
            .post(
                &format!("{sheet}/hands/0/delete"),
                &[("version", version.as_str())],
            )
            .await
    }

    async fn hand_count(&self, game: &Game) -> i64 {
        sqlx::query_scalar("SELECT COUNT(*) FROM hands WHERE game_id = ?")
            .bind(game.id)
            .fetch_one(&self.app.pool)
            .await
            .unwrap()
    }

    /// The players of stage `position` in entry order.
    async fn stage_players(&self, position: i64) -> Vec<i64> {
        sqlx::query_scalar(
            "SELECT sp.player_id FROM stage_players sp JOIN stages s ON s.id = sp.stage_id
              WHERE s.tournament_id = ? AND s.position = ? ORDER BY sp.position",
        )
        .bind(self.id)
        .bind(position)
        .fetch_all(&self.app.pool)
        .await
        .unwrap()
    }

    /// Ends a game in one hand on its score sheet (preview, then save): `winner` wins a yakuman
    /// by ron, off the dealer unless the winner is the dealer, and the discarder busts.
    async fn finish(&mut self, game: &Game, winner: usize) {
        let discarder = if winner == 0 { 1 } else { 0 };
        self.play(game, winner, discarder, "y1").await;
    }

    /// Ends a game in one hand: `winner` wins `value` (a yakuman or more) by ron off
    /// `discarder`, who busts.
    async fn play(&mut self, game: &Game, winner: usize, discarder: usize, value: &str) {
        let sheet = format!("/admin/t/{}/games/{}", self.id, game.id);
        let page = self.app.get(&sheet).await;
        let version = hidden_field(&page.body, "version").expect("the sheet carries its version");
        let discarder = discarder.to_string();
        let win = format!("win{winner}");
        let value_field = format!("value{winner}");
        let mut fields = vec![
            ("version", version.as_str()),
            ("action", "preview"),
            ("outcome", "ron"),
            ("discarder", discarder.as_str()),
            (win.as_str(), "1"),
            (value_field.as_str(), value),
        ];
        let url = format!("{sheet}/hands");
        let preview = self.app.post(&url, &fields).await;
        assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
        preview.assert_contains("The game ends with this hand");
        fields[1] = ("action", "save");
        let saved = self.app.post(&url, &fields).await;
        assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    }
}

fn seat_of(game: &Game, player: i64) -> usize {
    game.seats
        .iter()
        .position(|s| *s == Some(player))
        .expect("the player sits at this table")
}

fn seated(game: &Game) -> HashSet<i64> {
    game.seats.iter().flatten().copied().collect()
}

#[tokio::test]
async fn six_entrants_play_two_qualifying_games_and_the_finals_to_a_champion() {
    let mut ev = Event::new(SIX, 6).await;
    let id = ev.id;
    let setup = ev.app.get(&ev.bracket()).await;
    setup
        .assert_contains("6 checked-in entrants")
        .assert_contains("its first 2 advance.");
    let path = ev.bracket();
    let created = ev.app.post(&path, &[]).await;
    assert_eq!(created.status, StatusCode::SEE_OTHER, "{}", created.body);
    assert_eq!(created.location(), path);
    ev.app
        .get(&ev.bracket())
        .await
        .assert_contains("Seat qualifying game 1");

    // Game 1: four of the six; South wins off the dealer, West is second.
    let reply = ev.press("seat").await;
    assert_eq!(reply.location(), format!("/t/{id}/rounds/1"));
    let game1 = ev.last_round().await;
    assert_eq!(game1.len(), 1);
    assert_eq!(seated(&game1[0]).len(), 4);
    ev.finish(&game1[0], 1).await;
    let qualified1 = [game1[0].seats[1].unwrap(), game1[0].seats[2].unwrap()];

    // Game 2 seats exactly the four not yet qualified.
    ev.press("seat").await;
    let game2 = ev.last_round().await;
    let all: HashSet<i64> = sqlx::query_scalar("SELECT id FROM players WHERE tournament_id = ?")
        .bind(id)
        .fetch_all(&ev.app.pool)
        .await
        .unwrap()
        .into_iter()
        .collect();
    let waiting: HashSet<i64> = all
        .iter()
        .copied()
        .filter(|p| !qualified1.contains(p))
        .collect();
    assert_eq!(seated(&game2[0]), waiting);
    ev.finish(&game2[0], 3).await;
    // North wins (+67); the dealer pays and is last; South and West tie on points, South
    // ranks above by starting seat.
    let qualified2 = [game2[0].seats[3].unwrap(), game2[0].seats[1].unwrap()];

    ev.app
        .get(&ev.bracket())
        .await
        .assert_contains("Make the cut to the finals");
    ev.press("cut").await;
    let public = ev.app.get(&format!("/t/{id}/bracket")).await;
    assert_eq!(public.status, StatusCode::OK);
    let first = ev.name(qualified1[0]).await;
    public
        .assert_contains("1st in qualifying game 1 (+67)")
        .assert_contains("2nd in qualifying game 1 (+5)")
        .assert_contains("1st in qualifying game 2 (+67)")
        .assert_contains("2nd in qualifying game 2 (+5)")
        .assert_contains(&first);

    // Finals: two games among the four, scores reset; the same player wins both.
    let finalists: HashSet<i64> = qualified1.iter().chain(&qualified2).copied().collect();
    let champion = qualified2[0];
    // A penalty given during the finals, without a game, counts in the finals only.
    let penalised = qualified1[1];
    let penalised_text = penalised.to_string();
    for game in 1..=2 {
        ev.press("seat").await;
        if game == 1 {
            let given = ev
                .app
                .post(
                    &format!("/admin/t/{id}/penalties"),
                    &[
                        ("player", penalised_text.as_str()),
                        ("kind", "discussion"),
                        ("amount", "4"),
                        ("reason", "Named another player's wait"),
                        ("game", ""),
                    ],
                )
                .await;
            assert_eq!(given.status, StatusCode::SEE_OTHER, "{}", given.body);
        }
        let finals = ev.last_round().await;
        assert_eq!(seated(&finals[0]), finalists, "finals game {game}");
        let seat = finals[0]
            .seats
            .iter()
            .position(|s| *s == Some(champion))
            .unwrap();
        ev.finish(&finals[0], seat).await;
    }
    let champion_name = ev.name(champion).await;
    let done = ev.app.get(&format!("/t/{id}/bracket")).await;
    done.assert_contains("The tournament is over.")
        .assert_contains(&format!("Champion: <strong>{champion_name}</strong>"))
        .assert_contains("−4 penalties");
    // In qualifying the penalised player still shows the +5 of game 1, untouched.
    let qualifying = &done.body[..done.body.find("<h2>Finals").unwrap()];
    assert!(!qualifying.contains("penalties"), "{qualifying}");
    ev.app
        .get(&ev.bracket())
        .await
        .assert_contains("bracket cut made")
        .assert_contains("bracket game seated");

    // The organizer's page points round seating to the bracket.
    ev.app
        .get(&format!("/admin/t/{id}"))
        .await
        .assert_contains("runs by its bracket");

    // The standings CSV keeps its columns and adds the stage and the final rank.
    let csv = ev
        .app
        .get(&format!("/t/{id}/export/standings.csv"))
        .await
        .body;
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "place,name,club,games,game_total,penalties,total,stage,final_rank,stage_total,qualifying_total"
    );
    let row = lines
        .iter()
        .find(|l| l.split(',').nth(1) == Some(champion_name.as_str()))
        .unwrap();
    assert!(row.contains(",Finals,1,"), "{csv}");
    let qualifying_only = lines.iter().filter(|l| l.contains(",Qualifying,")).count();
    assert_eq!(qualifying_only, 2, "{csv}");
    // Moved to another laptop, the bracket, its reasons and the final ranking are the same.
    let file = ev.app.get(&format!("/admin/t/{id}/export.json")).await.body;
    let mut other = TestApp::signed_in().await;
    let token = other.csrf().await;
    let imported = other
        .post_multipart(
            &format!("/admin/import?csrf={token}"),
            &[("file", Some("t.json"), &file)],
        )
        .await;
    let new_id: i64 = imported
        .location()
        .trim_start_matches("/admin/t/")
        .parse()
        .unwrap();
    let moved = other
        .get(&format!("/t/{new_id}/export/standings.csv"))
        .await
        .body;
    assert_eq!(moved, csv);
    let bracket = |page: &str| {
        page[page.find("<main>").unwrap()..].replace(&format!("/t/{new_id}/"), &format!("/t/{id}/"))
    };
    let before = ev.app.get(&format!("/t/{id}/bracket")).await.body;
    let after = other.get(&format!("/t/{new_id}/bracket")).await.body;
    assert_eq!(
        bracket(&before).replace("Sign out", ""),
        bracket(&after).replace("Sign out", "")
    );
}

#[tokio::test]
async fn seven_entrants_play_with_the_organizer_filling_a_seat_and_a_withdrawn_finalist_is_replaced(
) {
    let mut ev = Event::new(SEVEN, 7).await;
    let id = ev.id;
    let path = ev.bracket();
    ev.app.post(&path, &[]).await;
    ev.press("seat").await;
    let round1 = ev.last_round().await;
    assert_eq!(round1.len(), 2);
    let organizer_seats: usize = round1
        .iter()
        .map(|g| g.seats.iter().filter(|s| s.is_none()).count())
        .sum();
    assert_eq!(organizer_seats, 1);
    ev.app
        .get(&format!("/t/{id}/rounds/1"))
        .await
        .assert_contains("organizer (fills the seat, not ranked)");
    // At the table of three the organizer wins both games; at the other South wins both.
    let winner_at = |game: &Game| game.seats.iter().position(|s| s.is_none()).unwrap_or(1);
    for game in &round1 {
        ev.finish(game, winner_at(game)).await;
    }
    ev.press("seat").await;
    let round2 = ev.last_round().await;
    for (a, b) in round1.iter().zip(&round2) {
        assert_eq!(
            seated(a),
            seated(b),
            "the same players sit together in game 2"
        );
    }
    for game in &round2 {
        ev.finish(game, winner_at(game)).await;
    }
    ev.press("cut").await;
    let public = ev.app.get(&format!("/t/{id}/bracket")).await;
    public
        .assert_contains("Organizer (substitute)")
        .assert_contains("over two games");
    let finalists: Vec<i64> = sqlx::query_scalar(
        "SELECT sp.player_id FROM stage_players sp JOIN stages s ON s.id = sp.stage_id
          WHERE s.tournament_id = ? AND s.position = 1 ORDER BY sp.position",
    )
    .bind(id)
    .fetch_all(&ev.app.pool)
    .await
    .unwrap();
    assert_eq!(finalists.len(), 4);
    for (index, game) in round1.iter().enumerate() {
        let from_table = finalists
            .iter()
            .filter(|p| seated(game).contains(p))
            .count();
        assert_eq!(from_table, 2, "two finalists from table {}", index + 1);
    }

    // A finalist withdraws before the finals: the next at their table takes the place.
    let leaving = finalists[0];
    let leaving_name = ev.name(leaving).await;
    ev.app
        .post(
            &format!("/admin/t/{id}/players/{leaving}/withdraw"),
            &[("value", "1")],
        )
        .await;
    ev.app.get(&ev.bracket()).await.assert_contains(&format!(
        "Replace {leaving_name} by the next qualified player"
    ));
    ev.press("replace").await;
    let table = round1
        .iter()
        .find(|g| seated(g).contains(&leaving))
        .unwrap();
    let after: Vec<i64> = sqlx::query_scalar(
        "SELECT sp.player_id FROM stage_players sp JOIN stages s ON s.id = sp.stage_id
          WHERE s.tournament_id = ? AND s.position = 1 ORDER BY sp.position",
    )
    .bind(id)
    .fetch_all(&ev.app.pool)
    .await
    .unwrap();
    assert!(!after.contains(&leaving));
    assert!(
        seated(table).contains(&after[0]),
        "replaced from the same table"
    );
    let audit = ev.app.get(&format!("/admin/t/{id}/audit")).await;
    audit
        .assert_contains("bracket finalist replaced")
        .assert_contains(&format!("{leaving_name} withdrew"));
    ev.app
        .get(&format!("/t/{id}/bracket"))
        .await
        .assert_contains(&format!("in place of {leaving_name}"));

    // The finals seat the four, never the organizer.
    ev.press("seat").await;
    let finals = ev.last_round().await;
    assert_eq!(finals.len(), 1);
    assert_eq!(seated(&finals[0]), after.iter().copied().collect());
}

/// Six entrants through qualifying and the cut, with the finals' first game seated.
async fn six_after_the_cut() -> (Event, Game, Game) {
    let mut ev = Event::new(SIX, 6).await;
    let path = ev.bracket();
    ev.app.post(&path, &[]).await;
    ev.press("seat").await;
    let game1 = ev.last_round().await.remove(0);
    ev.finish(&game1, 1).await;
    ev.press("seat").await;
    let game2 = ev.last_round().await.remove(0);
    ev.finish(&game2, 3).await;
    ev.press("cut").await;
    ev.press("seat").await;
    (ev, game1, game2)
}

#[tokio::test]
async fn correcting_a_qualifying_game_that_changes_the_cut_shows_who_would_qualify_and_saves_only_when_confirmed(
) {
    let (mut ev, _, game2) = six_after_the_cut().await;
    let id = ev.id;
    let before = ev.stage_players(1).await;
    let leaving = game2.seats[3].unwrap();
    let arriving = game2.seats[2].unwrap();
    assert!(before.contains(&leaving) && !before.contains(&arriving));
    let (leaving_name, arriving_name) = (ev.name(leaving).await, ev.name(arriving).await);

    // The referee finds that West, not North, won game 2's only hand. The preview says, before
    // anything is saved, who would qualify instead of whom.
    let preview = ev
        .edit_first_hand(&game2, 2, "y1", &[("action", "preview")])
        .await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    preview
        .assert_contains("This change would change who qualified for the finals")
        .assert_contains(&format!(
            "Would qualify: <strong>{arriving_name}</strong>, instead of <strong>{leaving_name}</strong>"
        ))
        .assert_contains(r#"<button name="confirm_recut" value="1">Save and re-run the cut</button>"#);

    // Saving without the confirmation saves nothing.
    let refused = ev
        .edit_first_hand(&game2, 2, "y1", &[("action", "save")])
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    refused.assert_contains("Save and re-run the cut");
    assert_eq!(ev.stage_players(1).await, before);
    let audit = ev.app.get(&format!("/admin/t/{id}/audit")).await;
    audit.assert_lacks("hand edited");

    // Confirmed: the hand and the re-run cut are saved together, both audited.
    let saved = ev
        .edit_first_hand(&game2, 2, "y1", &[("confirm_recut", "1")])
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    let after = ev.stage_players(1).await;
    assert!(after.contains(&arriving) && !after.contains(&leaving));
    let rounds: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM rounds WHERE tournament_id = ?")
        .bind(id)
        .fetch_one(&ev.app.pool)
        .await
        .unwrap();
    assert_eq!(
        rounds, 2,
        "the finals game drawn among the old finalists is gone"
    );
    ev.app
        .get(&format!("/admin/t/{id}/audit"))
        .await
        .assert_contains("hand edited")
        .assert_contains("bracket cut re-run")
        .assert_contains("Qualifying → Finals after a correction to hand #1 at table 1 (round 2)");
    let page = ev.app.get(&ev.bracket()).await;
    page.assert_contains("Seat finals game 1");
    page.assert_lacks("no longer matches");
    ev.app
        .get(&format!("/t/{id}/bracket"))
        .await
        .assert_contains("1st in qualifying game 2 (+67)")
        .assert_contains(&arriving_name);
}

#[tokio::test]
async fn a_correction_keeping_the_qualifiers_updates_their_reasons_and_one_that_would_change_a_played_stage_is_refused(
) {
    let (mut ev, game1, game2) = six_after_the_cut().await;
    let id = ev.id;
    let before = ev.stage_players(1).await;
    ev.app
        .get(&format!("/t/{id}/bracket"))
        .await
        .assert_contains("1st in qualifying game 2 (+67)");

    // North's win was a double yakuman: the same two go on, by more.
    let preview = ev
        .edit_first_hand(&game2, 3, "y2", &[("action", "preview")])
        .await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    preview.assert_contains("The same players still qualify");
    let saved = ev
        .edit_first_hand(&game2, 3, "y2", &[("action", "save")])
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    assert_eq!(ev.stage_players(1).await, before);
    let public = ev.app.get(&format!("/t/{id}/bracket")).await;
    public.assert_contains("1st in qualifying game 2 (+99)");
    public.assert_lacks("1st in qualifying game 2 (+67)");
    ev.app
        .get(&format!("/admin/t/{id}/audit"))
        .await
        .assert_contains("bracket reasons updated");

    // A finals hand is recorded: the cut can no longer change, confirmed or not.
    let finals = ev.last_round().await.remove(0);
    ev.finish(&finals, 1).await;
    let refused = ev
        .edit_first_hand(&game2, 2, "y1", &[("confirm_recut", "1")])
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    refused.assert_contains("so that cut can no longer change");
    assert_eq!(ev.stage_players(1).await, before);

    // Undoing a qualifying game's only hand would leave the cut without its result.
    let undo = ev.undo_first_hand(&game1).await;
    assert_eq!(undo.status, StatusCode::CONFLICT, "{}", undo.body);
    undo.assert_contains("it must stay finished");
    assert_eq!(ev.hand_count(&game1).await, 1);
}

#[tokio::test]
async fn seven_entrants_where_the_qualifying_leader_loses_the_finals_every_page_names_the_same_champion(
) {
    let mut ev = Event::new(CLUB, 7).await;
    let id = ev.id;
    let path = ev.bracket();
    ev.app.post(&path, &[]).await;
    ev.press("seat").await;
    let round1 = ev.last_round().await;

    // Find my seat folds accents and case.
    for (query, name) in [
        ("zoe", "Zoë"),
        ("OTANI", "Ōtani"),
        ("soren", "Søren"),
        ("garcia", "García"),
    ] {
        ev.app
            .get(&format!("/t/{id}/seat?q={query}"))
            .await
            .assert_contains(&format!("<strong>{name}</strong>"))
            .assert_contains("Round 1: <b>table ");
    }

    // Qualifying: at the table of four one player wins both games with a triple yakuman; at
    // the table of three the organizer wins both.
    let full = round1
        .iter()
        .find(|g| g.seats.iter().all(Option::is_some))
        .unwrap()
        .clone();
    let leader = full.seats[1].unwrap();
    for round in 0..2 {
        if round == 1 {
            ev.press("seat").await;
        }
        for game in ev.last_round().await {
            if game.seats.contains(&Some(leader)) {
                let seat = seat_of(&game, leader);
                ev.play(&game, seat, if seat == 0 { 1 } else { 0 }, "y3")
                    .await;
            } else {
                let organizer = game.seats.iter().position(Option::is_none).unwrap();
                ev.finish(&game, organizer).await;
            }
        }
    }
    ev.press("cut").await;
    let finalists = ev.stage_players(1).await;
    assert!(finalists.contains(&leader));
    // The champion comes from the table of three, where the organizer won.
    let champion = *finalists
        .iter()
        .find(|p| !full.seats.contains(&Some(**p)))
        .unwrap();

    // Finals (scores reset to 0): the champion wins both games off a third finalist.
    for _ in 0..2 {
        ev.press("seat").await;
        let game = ev.last_round().await.remove(0);
        let (winner, other) = (seat_of(&game, champion), seat_of(&game, leader));
        let discarder = (0..4).find(|s| *s != winner && *s != other).unwrap();
        ev.play(&game, winner, discarder, "y1").await;
    }
    let (champion_name, leader_name) = (ev.name(champion).await, ev.name(leader).await);

    // The standings CSV: the leader has the larger sum over all games, yet the champion is
    // first, in the finals, with final rank 1.
    let csv = ev
        .app
        .get(&format!("/t/{id}/export/standings.csv"))
        .await
        .body;
    let row = |name: &str| -> Vec<String> {
        csv.lines()
            .find(|l| l.split(',').nth(1) == Some(name))
            .unwrap()
            .split(',')
            .map(str::to_string)
            .collect()
    };
    let (first, second) = (row(&champion_name), row(&leader_name));
    let total = |r: &[String]| r[6].parse::<f64>().unwrap();
    assert!(total(&second) > total(&first), "{csv}");
    assert_eq!(
        (first[0].as_str(), first[7].as_str(), first[8].as_str()),
        ("1", "Finals", "1"),
        "{csv}"
    );
    assert_ne!(second[0], "1", "{csv}");
    assert_eq!(second[7], "Finals");

    // The standings page: the Finals section first, the champion at its top, the qualifying
    // total beside the finals total.
    let standings = ev.app.get(&format!("/t/{id}/standings")).await;
    standings
        .assert_contains(&format!(
            "Tournament over — champion: <strong>{champion_name}</strong>"
        ))
        .assert_contains(r#"<th class="num">Qualifying</th><th class="num">Finals total</th>"#);
    let finals_section = standings
        .body
        .split(r#"<h2 class="stage-title">"#)
        .nth(1)
        .unwrap();
    assert!(
        finals_section.starts_with("Finals</h2>"),
        "{finals_section}"
    );
    let first_row = finals_section.split("<tbody>").nth(1).unwrap().trim_start();
    assert!(
        first_row.starts_with(&format!(
            r#"<tr><td class="place">1</td><td><a href="/t/{id}/players/{champion}">{champion_name}</a>"#
        )),
        "{first_row}"
    );
    standings.assert_contains(r#"<h2 class="stage-title">Qualifying</h2>"#);

    // Player pages: the champion's place is 1, the leader's is not; games show their stage.
    ev.app
        .get(&format!("/t/{id}/players/{champion}"))
        .await
        .assert_contains("Final place <b>1</b> · Finals total <b>+")
        .assert_contains("Finals game 2")
        .assert_contains("Qualifying game 1");
    let leader_page = ev.app.get(&format!("/t/{id}/players/{leader}")).await;
    leader_page.assert_lacks("Final place <b>1</b>");
    leader_page.assert_contains("Final place <b>");

    // The "now" page and the bracket say the same.
    ev.app
        .get(&format!("/t/{id}"))
        .await
        .assert_contains(&format!(
            r#"Tournament over — champion: <a href="/t/{id}/players/{champion}"><strong>{champion_name}</strong></a>"#
        ));
    ev.app
        .get(&format!("/t/{id}/bracket"))
        .await
        .assert_contains(&format!("Champion: <strong>{champion_name}</strong>"));

    // The public players list links to every player's page.
    ev.app
        .get(&format!("/t/{id}/players"))
        .await
        .assert_contains(&format!(
            r#"<a href="/t/{id}/players/{leader}">{leader_name}</a>"#
        ));
}

#[tokio::test]
async fn thirteen_entrants_set_up_qualifying_rounds_and_a_cut_to_four_through_the_form() {
    let mut ev = Event::new(common::THIRTEEN, 13).await;
    let id = ev.id;
    let path = ev.bracket();
    ev.app
        .get(&path)
        .await
        .assert_contains("Qualifying rounds")
        .assert_contains("Cut to the top");
    let refused = ev.app.post(&path, &[("cut", "4")]).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_contains("Enter the number of qualifying rounds.");
    let created = ev
        .app
        .post(
            &path,
            &[
                ("qualifying_rounds", "1"),
                ("cut", "4"),
                ("semi_games", "2"),
                ("semi_carry", "reset"),
                ("final_games", "2"),
                ("final_carry", "half"),
            ],
        )
        .await;
    assert_eq!(created.status, StatusCode::SEE_OTHER, "{}", created.body);
    ev.press("seat").await;
    let round = ev.last_round().await;
    // 13 = one table of four and three tables of three, each completed by the organizer.
    assert_eq!(round.len(), 4);
    let organizer_seats: usize = round
        .iter()
        .map(|g| g.seats.iter().filter(|s| s.is_none()).count())
        .sum();
    assert_eq!(organizer_seats, 3);
    // At each table the first player after the dealer's seat wins +67 off the dealer.
    let mut winners = HashSet::new();
    for game in &round {
        let seat = (1..4).find(|&s| game.seats[s].is_some()).unwrap();
        winners.insert(game.seats[seat].unwrap());
        ev.finish(game, seat).await;
    }
    ev.press("cut").await;
    let finalists = ev.stage_players(1).await;
    assert_eq!(finalists.iter().copied().collect::<HashSet<_>>(), winners);
    ev.app
        .get(&format!("/t/{id}/bracket"))
        .await
        .assert_contains("of 13 after 1 qualifying round, +67")
        .assert_contains("half the score carried over");
}

/// Asserts that a bracket page met stored data it cannot read: the error page, not a panic nor
/// a bracket drawn from the wrong data.
fn assert_unreadable(reply: &common::Reply, what: &str) {
    assert_eq!(
        reply.status,
        StatusCode::INTERNAL_SERVER_ERROR,
        "{what}: {}",
        reply.body
    );
    reply.assert_contains("<h1>Something went wrong</h1>");
}

#[tokio::test]
async fn a_bracket_game_stored_at_table_zero_shows_the_error_page() {
    let (mut ev, game1, _) = six_after_the_cut().await;
    sqlx::query("UPDATE games SET table_number = 0 WHERE id = ?")
        .bind(game1.id)
        .execute(&ev.app.pool)
        .await
        .unwrap();
    let admin = ev.bracket();
    assert_unreadable(&ev.app.get(&admin).await, "organizer's bracket");
    let public = format!("/t/{}/bracket", ev.id);
    assert_unreadable(&ev.app.get(&public).await, "public bracket");
}

#[tokio::test]
async fn a_stage_stored_out_of_order_shows_the_error_page() {
    let (mut ev, _, _) = six_after_the_cut().await;
    sqlx::query("UPDATE stages SET position = 7 WHERE tournament_id = ? AND position = 1")
        .bind(ev.id)
        .execute(&ev.app.pool)
        .await
        .unwrap();
    let admin = ev.bracket();
    assert_unreadable(&ev.app.get(&admin).await, "organizer's bracket");
}

#[tokio::test]
async fn more_stages_stored_than_the_format_has_show_the_error_page() {
    let (mut ev, _, _) = six_after_the_cut().await;
    for position in [2, 3] {
        sqlx::query(
            "INSERT INTO stages (tournament_id, position, created_at) VALUES (?, ?, 'now')",
        )
        .bind(ev.id)
        .bind(position)
        .execute(&ev.app.pool)
        .await
        .unwrap();
    }
    let admin = ev.bracket();
    assert_unreadable(&ev.app.get(&admin).await, "organizer's bracket");
    let public = format!("/t/{}/bracket", ev.id);
    assert_unreadable(&ev.app.get(&public).await, "public bracket");
}

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
    assert_eq!(created.status, StatusCode::SEE_OTHER, "{}", created.body);

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
    let csv = ev
        .app
        .get(&format!("/t/{id}/export/standings.csv"))
        .await
        .body;
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

const TWELVE: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\nHana\nIvo\nJun\nKai\nLeo\n";
const EIGHT: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\nHana\n";

impl Event {
    /// Starts the next round from the tournament page, as step 5 of docs/organizer.md does.
    async fn start_round(&mut self, mode: &str) {
        let started = self
            .app
            .post(
                &format!("/admin/t/{}/rounds", self.id),
                &[("mode", mode), ("table_rule", "substitute")],
            )
            .await;
        assert_eq!(started.status, StatusCode::SEE_OTHER, "{}", started.body);
    }

    /// Each player's sum of final game scores, in hundredths, recomputed from the games CSV
    /// (every finished game, whatever page or stage it belongs to).
    async fn totals_from_games_csv(&mut self) -> std::collections::HashMap<String, i64> {
        let csv = self
            .app
            .get(&format!("/t/{}/export/games.csv", self.id))
            .await
            .body;
        let mut totals = std::collections::HashMap::new();
        for line in csv.lines().skip(1) {
            let cells: Vec<&str> = line.split(',').collect();
            let (player, score) = (cells[3], cells[6]);
            if score.is_empty() || player.is_empty() {
                continue;
            }
            *totals.entry(player.to_string()).or_insert(0) += hundredths(score);
        }
        totals
    }

    /// The standings CSV as rows of named cells.
    async fn standings_csv(&mut self) -> Vec<std::collections::HashMap<String, String>> {
        let csv = self
            .app
            .get(&format!("/t/{}/export/standings.csv", self.id))
            .await
            .body;
        let mut lines = csv.lines();
        let header: Vec<String> = lines
            .next()
            .unwrap()
            .split(',')
            .map(str::to_string)
            .collect();
        lines
            .map(|l| {
                header
                    .iter()
                    .cloned()
                    .zip(l.split(',').map(str::to_string))
                    .collect()
            })
            .collect()
    }
}

/// "-3.5", "67", "+12" as hundredths.
fn hundredths(text: &str) -> i64 {
    let text = text.replace('−', "-").replace('+', "");
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest.to_string()),
        None => (false, text.clone()),
    };
    let (units, fraction) = digits.split_once('.').unwrap_or((digits.as_str(), ""));
    let fraction = format!("{fraction:0<2}");
    let value = units.parse::<i64>().unwrap() * 100 + fraction[..2].parse::<i64>().unwrap();
    if negative {
        -value
    } else {
        value
    }
}

/// Hundredths as the pages write a score: "+12", "−3.5", "0".
fn signed_text(hundredths: i64) -> String {
    let (abs, units, fraction) = (
        hundredths.abs(),
        hundredths.abs() / 100,
        hundredths.abs() % 100,
    );
    let number = if fraction == 0 {
        units.to_string()
    } else if fraction % 10 == 0 {
        format!("{units}.{}", fraction / 10)
    } else {
        format!("{units}.{fraction:02}")
    };
    match hundredths.signum() {
        1 => format!("+{number}"),
        -1 if abs > 0 => format!("−{number}"),
        _ => "0".into(),
    }
}

/// The part of a page from the heading `from` to the next `<h2`.
fn section<'a>(page: &'a str, from: &str) -> &'a str {
    let start = page
        .find(from)
        .unwrap_or_else(|| panic!("no {from:?} in:\n{page}"));
    let rest = &page[start + from.len()..];
    &rest[..rest.find("<h2").unwrap_or(rest.len())]
}

/// Plays every game of the newest round in one hand: `early` rounds let the lowest player id
/// at each table win a double yakuman off the highest; later ones let the highest id win a
/// yakuman off the second-lowest. The lowest id of all (the first player) so piles up points
/// in the early rounds and never wins nor busts later.
async fn play_round(ev: &mut Event, early: bool) {
    for game in ev.last_round().await {
        let mut by_id: Vec<(i64, usize)> = game
            .seats
            .iter()
            .enumerate()
            .filter_map(|(seat, p)| p.map(|p| (p, seat)))
            .collect();
        by_id.sort_unstable();
        let (winner, discarder, value) = if early {
            (by_id[0].1, by_id[by_id.len() - 1].1, "y2")
        } else {
            (by_id[by_id.len() - 1].1, by_id[1].1, "y1")
        };
        ev.play(&game, winner, discarder, value).await;
    }
}

#[tokio::test]
async fn two_rounds_before_a_bracket_of_two_qualifying_rounds_count_and_every_page_agrees_on_who_qualifies(
) {
    let mut ev = Event::new(TWELVE, 12).await;
    let id = ev.id;
    ev.start_round("random").await;
    play_round(&mut ev, true).await;
    // The round-2 proposal names the true bound: each table of four takes its players from
    // round 1's three tables, so at least one pair per table meets again.
    let proposal = ev
        .app
        .post(
            &format!("/admin/t/{id}/rounds/propose"),
            &[("mode", "balanced"), ("table_rule", "substitute")],
        )
        .await;
    proposal.assert_contains(
        "Fewest repeat meetings any seating of these tables can reach</td><td class=\"num\">0</td><td class=\"num\">3</td>",
    );
    ev.start_round("balanced").await;
    play_round(&mut ev, true).await;
    let first: i64 = sqlx::query_scalar("SELECT MIN(id) FROM players WHERE tournament_id = ?")
        .bind(id)
        .fetch_one(&ev.app.pool)
        .await
        .unwrap();
    let first_name = ev.name(first).await;

    // The setup page says what happens to the two rounds before anything is confirmed.
    let path = ev.bracket();
    ev.app
        .get(&path)
        .await
        .assert_contains("2 rounds were already played (rounds 1 and 2)")
        .assert_contains("Count them as the first 2 qualifying games")
        .assert_contains("Leave them outside the bracket");
    let plan = [
        ("qualifying_rounds", "2"),
        ("cut", "4"),
        ("semi_games", "2"),
        ("semi_carry", "reset"),
        ("final_games", "2"),
        ("final_carry", "reset"),
    ];
    let created = ev
        .app
        .post(&path, &[&plan[..], &[("earlier", "count")]].concat())
        .await;
    assert_eq!(created.status, StatusCode::SEE_OTHER, "{}", created.body);
    // The two rounds are qualifying games 1 and 2: qualifying is over, the cut is next, and
    // the standings already rank by them (not twelve players at 0).
    ev.app
        .get(&path)
        .await
        .assert_contains("Make the cut to the finals")
        .assert_lacks("Seat qualifying game");
    let early = ev.totals_from_games_csv().await;
    let rows = ev.standings_csv().await;
    let best = early.values().copied().max().unwrap();
    assert_eq!(hundredths(&rows[0]["qualifying_total"]), best, "{rows:?}");
    for row in &rows {
        assert_eq!(
            hundredths(&row["qualifying_total"]),
            early[&row["name"]],
            "{row:?}"
        );
    }

    // The cut ranks on the two counted rounds: everyone above the fourth total goes on,
    // nobody below it. The first player won both (two double yakuman, more than anyone with
    // one win can have), so at most two others are level or above: they go on.
    ev.press("cut").await;
    let finalists: HashSet<String> = {
        let mut names = HashSet::new();
        for p in ev.stage_players(1).await {
            names.insert(ev.name(p).await);
        }
        names
    };
    let mut totals: Vec<i64> = early.values().copied().collect();
    totals.sort_unstable_by(|a, b| b.cmp(a));
    let fourth = totals[3];
    for (name, total) in &early {
        if *total > fourth {
            assert!(
                finalists.contains(name),
                "{name} ({total}) is above the cut"
            );
        }
        if *total < fourth {
            assert!(
                !finalists.contains(name),
                "{name} ({total}) is below the cut"
            );
        }
    }
    assert!(finalists.contains(&first_name));
    ev.app
        .get(&format!("/t/{id}/bracket"))
        .await
        .assert_contains("of 12 after 2 qualifying rounds");
}

#[tokio::test]
async fn a_bracket_of_two_qualifying_rounds_after_two_rounds_plays_two_more_and_cuts_on_all_four() {
    let mut ev = Event::new(TWELVE, 12).await;
    let id = ev.id;
    ev.start_round("random").await;
    play_round(&mut ev, true).await;
    ev.start_round("balanced").await;
    play_round(&mut ev, true).await;
    let path = ev.bracket();
    let plan = [
        ("qualifying_rounds", "4"),
        ("cut", "4"),
        ("semi_games", "2"),
        ("semi_carry", "reset"),
        ("final_games", "2"),
        ("final_carry", "reset"),
    ];
    // Fewer qualifying rounds than the rounds that would count: refused with the reason.
    let mut short = plan;
    short[0] = ("qualifying_rounds", "1");
    let refused = ev
        .app
        .post(&path, &[&short[..], &[("earlier", "count")]].concat())
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_contains("choose at least 2 qualifying rounds");
    // No choice made: refused, nothing set up.
    let refused = ev.app.post(&path, &plan).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_contains("Rounds 1 and 2 are already played: choose whether they count");
    assert!(ev.stage_players(0).await.is_empty());

    let created = ev
        .app
        .post(&path, &[&plan[..], &[("earlier", "count")]].concat())
        .await;
    assert_eq!(created.status, StatusCode::SEE_OTHER, "{}", created.body);
    ev.app
        .get(&path)
        .await
        .assert_contains("Seat qualifying game 3");
    for _ in 0..2 {
        ev.press("seat").await;
        play_round(&mut ev, false).await;
    }
    let all = ev.totals_from_games_csv().await;
    ev.press("cut").await;
    let mut finalists = HashSet::new();
    for p in ev.stage_players(1).await {
        finalists.insert(ev.name(p).await);
    }
    // Whoever is above the fourth total over all four rounds goes on, nobody below it.
    let mut totals: Vec<i64> = all.values().copied().collect();
    totals.sort_unstable_by(|a, b| b.cmp(a));
    let fourth = totals[3];
    for (name, total) in &all {
        if *total > fourth {
            assert!(
                finalists.contains(name),
                "{name} ({total}) is above the cut: {all:?}"
            );
        }
        if *total < fourth {
            assert!(
                !finalists.contains(name),
                "{name} ({total}) is below the cut: {all:?}"
            );
        }
    }
    // The standings, their CSV and the bracket page say the same: the finalists first, each
    // with the qualifying total of all four rounds beside the finals total.
    let rows = ev.standings_csv().await;
    let listed: HashSet<String> = rows[..4].iter().map(|r| r["name"].clone()).collect();
    assert_eq!(listed, finalists, "{rows:?}");
    for row in &rows {
        assert_eq!(
            hundredths(&row["qualifying_total"]),
            all[&row["name"]],
            "{row:?}"
        );
    }
    let standings = ev.app.get(&format!("/t/{id}/standings")).await;
    let finals = section(&standings.body, "<h2 class=\"stage-title\">Finals</h2>");
    for name in &finalists {
        assert!(finals.contains(name.as_str()), "{name} in:\n{finals}");
    }
    for name in &finalists {
        let cell = format!(
            "<td class=\"num qualifying\">{}</td>",
            signed_text(all[name])
        );
        assert!(finals.contains(&cell), "{name}: {cell} in:\n{finals}");
    }
    let bracket = ev.app.get(&format!("/t/{id}/bracket")).await;
    bracket.assert_contains("of 12 after 4 qualifying rounds");
    let finals_stage = section(&bracket.body, "<h2>Finals");
    for name in &finalists {
        assert!(finals_stage.contains(name.as_str()), "{name}");
    }
}

#[tokio::test]
async fn rounds_a_club_format_cannot_count_stay_outside_the_bracket_only_when_the_organizer_says_so(
) {
    let mut ev = Event::new(EIGHT, 8).await;
    let id = ev.id;
    ev.start_round("random").await;
    let round1 = ev.last_round().await;
    for game in &round1 {
        ev.finish(game, 1).await;
    }
    // A penalty in round 1, tied to its game: it stays with round 1, outside the bracket.
    let outside = round1[0].seats[2].unwrap();
    let outside_text = outside.to_string();
    let game_text = round1[0].id.to_string();
    let given = ev
        .app
        .post(
            &format!("/admin/t/{id}/penalties"),
            &[
                ("player", outside_text.as_str()),
                ("kind", "dropped_tile"),
                ("amount", "2"),
                ("reason", "Dropped a tile"),
                ("game", game_text.as_str()),
            ],
        )
        .await;
    assert_eq!(given.status, StatusCode::SEE_OTHER, "{}", given.body);

    let path = ev.bracket();
    ev.app
        .get(&path)
        .await
        .assert_contains("1 round was already played (round 1)")
        .assert_contains("seats its own qualifying games, so rounds played before cannot count")
        .assert_lacks("Count them as the first");
    let refused = ev.app.post(&path, &[]).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_contains("Round 1 is already played");
    let refused = ev.app.post(&path, &[("earlier", "count")]).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_contains("format for 8 entrants seats its own qualifying games");
    let created = ev.app.post(&path, &[("earlier", "leave")]).await;
    assert_eq!(created.status, StatusCode::SEE_OTHER, "{}", created.body);
    let public = ev.app.get(&format!("/t/{id}/bracket")).await;
    public.assert_contains("Round 1 was played outside the bracket: it counts for nothing in it");
    ev.app
        .get(&path)
        .await
        .assert_contains("round 1 left outside the bracket");

    // Qualifying at the same two tables, the cut, then the finals with a penalty given during
    // them; the finals totals name only the finals' own games and penalties.
    for _ in 0..2 {
        ev.press("seat").await;
        for game in ev.last_round().await {
            ev.finish(&game, 1).await;
        }
    }
    ev.press("cut").await;
    let finalists = ev.stage_players(1).await;
    let penalised = finalists[0];
    let penalised_text = penalised.to_string();
    ev.press("seat").await;
    let given = ev
        .app
        .post(
            &format!("/admin/t/{id}/penalties"),
            &[
                ("player", penalised_text.as_str()),
                ("kind", "discussion"),
                ("amount", "3"),
                ("reason", "Discussed the discards"),
                ("game", ""),
            ],
        )
        .await;
    assert_eq!(given.status, StatusCode::SEE_OTHER, "{}", given.body);
    let game = ev.last_round().await.remove(0);
    ev.finish(&game, 1).await;
    ev.press("seat").await;
    let game = ev.last_round().await.remove(0);
    ev.finish(&game, 1).await;
    // The finals games of the penalised player, from the games CSV (rounds 4 and 5).
    let games = ev.app.get(&format!("/t/{id}/export/games.csv")).await.body;
    let name = ev.name(penalised).await;
    let finals_games: i64 = games
        .lines()
        .skip(1)
        .map(|l| l.split(',').collect::<Vec<_>>())
        .filter(|c| c[3] == name && (c[0] == "4" || c[0] == "5") && !c[6].is_empty())
        .map(|c| hundredths(c[6]))
        .sum();
    let standings = ev.app.get(&format!("/t/{id}/standings")).await;
    let finals = crate::common::unescape(section(
        &standings.body,
        "<h2 class=\"stage-title\">Finals</h2>",
    ));
    let expected = format!("{} in games, −3 penalties", signed_text(finals_games));
    assert!(finals.contains(&expected), "{expected} in:\n{finals}");
    let total = finals_games - 300;
    let total_text = format!("<b>{}</b>", signed_text(total));
    assert!(finals.contains(&total_text), "{total_text} in:\n{finals}");
    // The round-1 penalty counts nowhere in the bracket: the qualifying lines show none of it.
    let bracket = ev.app.get(&format!("/t/{id}/bracket")).await;
    let qualifying = section(&bracket.body, "<h2>Qualifying");
    assert!(!qualifying.contains("penalties"), "{qualifying}");
    // The CSV carries the qualifying total beside the final ranking, as numbers.
    let rows = ev.standings_csv().await;
    let row = rows.iter().find(|r| r["name"] == name).unwrap();
    assert_eq!(hundredths(&row["stage_total"]), total, "{row:?}");
    assert!(!row["qualifying_total"].is_empty(), "{row:?}");
}

#[tokio::test]
async fn a_finals_game_counts_in_the_standings_only_once_its_hands_are_confirmed() {
    let (mut ev, _, _) = six_after_the_cut().await;
    let id = ev.id;
    let game = ev.last_round().await.remove(0);
    ev.finish(&game, 1).await;
    // The hand was entered at the table and waits for a second player's confirmation.
    sqlx::query("UPDATE hands SET status = 'pending' WHERE game_id = ?")
        .bind(game.id)
        .execute(&ev.app.pool)
        .await
        .unwrap();
    let standings = ev.app.get(&format!("/t/{id}/standings")).await;
    let finals = section(&standings.body, "<h2 class=\"stage-title\">Finals</h2>");
    assert!(!finals.contains("<b>+"), "{finals}");
    let bracket = ev.app.get(&format!("/t/{id}/bracket")).await;
    bracket.assert_contains("a hand awaits confirmation");
    let finals_stage = section(&bracket.body, "<h2>Finals");
    assert!(!finals_stage.contains("1 game<"), "{finals_stage}");
    // The organizer cannot seat finals game 2 before it counts.
    ev.app
        .get(&ev.bracket())
        .await
        .assert_lacks("Seat finals game 2");

    let sheet = ev
        .app
        .get(&format!("/admin/t/{id}/games/{}", game.id))
        .await;
    let version = hidden_field(&sheet.body, "version").unwrap();
    let confirmed = ev
        .app
        .post(
            &format!("/admin/t/{id}/games/{}/hands/0/confirm", game.id),
            &[("version", version.as_str())],
        )
        .await;
    assert!(confirmed.status.is_redirection(), "{}", confirmed.body);
    let standings = ev.app.get(&format!("/t/{id}/standings")).await;
    let finals = section(&standings.body, "<h2 class=\"stage-title\">Finals</h2>");
    assert!(finals.contains("<b>+"), "{finals}");
    ev.app
        .get(&ev.bracket())
        .await
        .assert_contains("Seat finals game 2");
}

#[tokio::test]
async fn the_finals_round_and_personal_schedules_speak_of_the_finals_not_of_sitting_out() {
    let (mut ev, _, _) = six_after_the_cut().await;
    let id = ev.id;
    let finalists = ev.stage_players(1).await;
    // Two of the six did not qualify.
    let everyone: Vec<i64> = sqlx::query_scalar("SELECT id FROM players WHERE tournament_id = ?")
        .bind(id)
        .fetch_all(&ev.app.pool)
        .await
        .unwrap();
    let out = everyone
        .into_iter()
        .find(|p| !finalists.contains(p))
        .unwrap();
    let round = ev.app.get(&format!("/t/{id}/rounds/3")).await;
    round.assert_lacks("tables of three completed by the organizer");
    let schedule = ev.app.get(&format!("/t/{id}/players/{out}/schedule")).await;
    schedule.assert_contains("did not qualify for the finals");
    let row = section(&schedule.body, "<tbody>");
    let finals_row = &row[row.find("<td>3</td>").unwrap()..];
    assert!(
        !finals_row[..finals_row.find("</tr>").unwrap()].contains("sits out"),
        "{row}"
    );
}

#[tokio::test]
async fn the_referees_desk_of_a_hong_kong_event_offers_only_its_own_penalty_kinds() {
    let mut app = TestApp::signed_in().await;
    let id = app
        .create_tournament_from(&[
            ("name", "Old style"),
            ("ruleset", "hkos-msmc"),
            ("winds", "2"),
        ])
        .await;
    app.import_players(id, EIGHT)
        .await
        .assert_contains("8 players imported");
    let desk = app.get(&format!("/admin/t/{id}/penalties")).await;
    desk.assert_lacks("ura dora")
        .assert_lacks("per tile")
        .assert_contains("Discussed the state of the game")
        .assert_contains("record them with the hand on the score sheet");
    let player: i64 = sqlx::query_scalar("SELECT MIN(id) FROM players WHERE tournament_id = ?")
        .bind(id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let player = player.to_string();
    let refused = app
        .post(
            &format!("/admin/t/{id}/penalties"),
            &[
                ("player", player.as_str()),
                ("kind", "dropped_tile"),
                ("amount", "2"),
                ("reason", "Dropped a tile"),
                ("game", ""),
            ],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_contains("is not a score penalty in this tournament");
    // A riichi event keeps every kind.
    let riichi = app.create_tournament("Riichi night").await;
    app.get(&format!("/admin/t/{riichi}/penalties"))
        .await
        .assert_contains("ura dora");
}

#[tokio::test]
async fn after_the_finals_the_big_screen_names_the_champion_and_shows_each_stage() {
    let (mut ev, _, _) = six_after_the_cut().await;
    let id = ev.id;
    // Before the finals are over: stage headings, no champion.
    let screen = ev.app.get(&format!("/t/{id}/screen")).await;
    screen
        .assert_contains(r#"<tr class="stage"><th colspan="3">Finals</th></tr>"#)
        .assert_contains(r#"<tr class="stage"><th colspan="3">Qualifying</th></tr>"#)
        .assert_lacks("Champion:");
    // Both finals games won by the dealer of the first.
    let finals1 = ev.last_round().await.remove(0);
    let champion = finals1.seats[0].unwrap();
    ev.finish(&finals1, 0).await;
    ev.press("seat").await;
    let finals2 = ev.last_round().await.remove(0);
    ev.finish(&finals2, seat_of(&finals2, champion)).await;
    let name = ev.name(champion).await;
    let screen = ev.app.get(&format!("/t/{id}/screen")).await;
    screen
        .assert_contains(&format!("Champion: <strong>{name}</strong>"))
        .assert_contains("Final standings")
        .assert_contains(r#"<tr class="stage"><th colspan="3">Finals</th></tr>"#)
        .assert_contains(r#"<tr class="stage"><th colspan="3">Qualifying</th></tr>"#);
    // The finals heading comes before the qualifying one, the champion first under it.
    let finals = screen.body.split(">Finals</th></tr>").nth(1).unwrap();
    assert!(
        finals.find(&name) < finals.find(">Qualifying</th>"),
        "{}",
        screen.body
    );
}

#[tokio::test]
async fn once_the_tournament_is_over_the_big_screen_has_no_slide_for_a_clock_not_started() {
    let (mut ev, _, _) = six_after_the_cut().await;
    let id = ev.id;
    // While the finals are to play, the screen says the round's clock has not been started.
    let screen = ev.app.get(&format!("/t/{id}/screen")).await;
    screen
        .page()
        .select("#screen-clock")
        .assert_text_contains("The round clock has not been started.");
    let finals1 = ev.last_round().await.remove(0);
    ev.finish(&finals1, 0).await;
    ev.press("seat").await;
    let finals2 = ev.last_round().await.remove(0);
    ev.finish(&finals2, 0).await;
    // The champion is named: no time part is shown any more.
    let screen = ev.app.get(&format!("/t/{id}/screen")).await;
    screen
        .assert_contains("Champion: <strong>")
        .assert_lacks("The round clock has not been started.");
    screen.page().select("#screen-clock").assert_none();
}
