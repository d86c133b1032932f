//! Brackets through the real forms: a six-entrant tournament from registration through both
//! qualifying games and the finals to a champion, a seven-entrant one where the organizer
//! fills the table of three and a finalist withdraws and is replaced, a seven-entrant one where
//! the qualifying leader does not win the finals and every page names the same champion, and
//! thirteen entrants set up through the form. The bracket events every bracket test drives
//! ([`Event`], [`Game`] and the helpers beside them) live here; corrections and unreadable
//! stored data are in `bracket_corrections`, sanma in `bracket_sanma`, rounds played before the
//! bracket in `bracket_rounds` and what other pages say in `bracket_pages`.
use crate::common;

use axum::http::StatusCode;
use common::{hidden_field, Penalty, TestApp};
use std::collections::HashSet;

pub(crate) const SIX: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\n";
pub(crate) const SEVEN: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\n";
pub(crate) const CLUB: &str = "name\nAlice\nBen\nGarcía\nDev\nZoë\nŌtani\nSøren\n";
pub(crate) const NINE: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\nHana\nIvo\n";

pub(crate) struct Event {
    pub(crate) app: TestApp,
    pub(crate) id: i64,
}

/// One seated game: its id and the player id per starting seat (None for the organizer).
#[derive(Debug, Clone)]
pub(crate) struct Game {
    pub(crate) id: i64,
    pub(crate) seats: [Option<i64>; 4],
}

impl Event {
    /// A sanma tournament (`sanma-msmc`, tables of three) with `players` checked in.
    pub(crate) async fn sanma(players: &str, count: usize) -> Self {
        let mut app = TestApp::signed_in().await;
        let id = app
            .create_tournament_from(&[("name", "Sanma finals"), ("ruleset", "sanma-msmc")])
            .await;
        app.import_players(id, players)
            .await
            .assert_contains(&format!("{count} players imported"));
        app.check_in_all(id).await;
        Self { app, id }
    }

    pub(crate) async fn new(players: &str, count: usize) -> Self {
        let mut app = TestApp::signed_in().await;
        let id = app.create_tournament("Club night").await;
        app.import_players(id, players)
            .await
            .assert_contains(&format!("{count} players imported"));
        app.check_in_all(id).await;
        Self { app, id }
    }

    pub(crate) fn bracket(&self) -> String {
        format!("/admin/t/{}/bracket", self.id)
    }

    pub(crate) async fn press(&mut self, action: &str) -> common::Reply {
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
    /// Creates the bracket with the plan's defaults and seats its first round; returns that
    /// round's games.
    pub(crate) async fn seated_first_round(&mut self) -> Vec<Game> {
        let path = self.bracket();
        self.app.post(&path, &[]).await;
        self.press("seat").await;
        self.last_round().await
    }

    pub(crate) async fn last_round(&self) -> Vec<Game> {
        let rows: Vec<(i64, i64, Option<i64>)> = sqlx::query_as(
            "SELECT g.id, s.seat, s.player_id FROM games g JOIN rounds r ON r.id = g.round_id
               JOIN game_seats s ON s.game_id = g.id
              WHERE r.tournament_id = $1 AND r.number = (SELECT MAX(number) FROM rounds WHERE tournament_id = $2)
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

    pub(crate) async fn name(&self, player: i64) -> String {
        sqlx::query_scalar("SELECT name FROM players WHERE id = $1")
            .bind(player)
            .fetch_one(&self.app.pool)
            .await
            .unwrap()
    }

    /// Posts a new first hand for a game (a correction): `winner` wins a yakuman off the
    /// dealer, with `extra` fields (the action, the confirmation).
    pub(crate) async fn edit_first_hand(
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
    pub(crate) async fn undo_first_hand(&mut self, game: &Game) -> common::Reply {
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

    pub(crate) async fn hand_count(&self, game: &Game) -> i64 {
        sqlx::query_scalar("SELECT COUNT(*) FROM hands WHERE game_id = $1")
            .bind(game.id)
            .fetch_one(&self.app.pool)
            .await
            .unwrap()
    }

    /// The players of stage `position` in entry order.
    pub(crate) async fn stage_players(&self, position: i64) -> Vec<i64> {
        sqlx::query_scalar(
            "SELECT sp.player_id FROM stage_players sp JOIN stages s ON s.id = sp.stage_id
              WHERE s.tournament_id = $1 AND s.position = $2 ORDER BY sp.position",
        )
        .bind(self.id)
        .bind(position)
        .fetch_all(&self.app.pool)
        .await
        .unwrap()
    }

    /// Ends a game in one hand on its score sheet (preview, then save): `winner` wins a yakuman
    /// by ron, off the dealer unless the winner is the dealer, and the discarder busts.
    pub(crate) async fn finish(&mut self, game: &Game, winner: usize) {
        let discarder = if winner == 0 { 1 } else { 0 };
        self.play(game, winner, discarder, "y1").await;
    }

    /// Ends a game in one hand: `winner` wins `value` (a yakuman or more) by ron off
    /// `discarder`, who busts.
    pub(crate) async fn play(&mut self, game: &Game, winner: usize, discarder: usize, value: &str) {
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
        preview.assert_ok();
        preview.assert_contains("The game ends with this hand");
        fields[1] = ("action", "save");
        let saved = self.app.post(&url, &fields).await;
        saved.assert_redirects();
    }
}

pub(crate) fn seat_of(game: &Game, player: i64) -> usize {
    game.seats
        .iter()
        .position(|s| *s == Some(player))
        .expect("the player sits at this table")
}

pub(crate) fn seated(game: &Game) -> HashSet<i64> {
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
    created.assert_redirects();
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
    let all: HashSet<i64> = sqlx::query_scalar("SELECT id FROM players WHERE tournament_id = $1")
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
    for game in 1..=2 {
        ev.press("seat").await;
        if game == 1 {
            ev.app
                .give_penalty(
                    id,
                    penalised,
                    None,
                    Penalty::new("discussion", "4", "Named another player's wait"),
                )
                .await;
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
    let csv = ev.app.export_file(id, "standings.csv").await;
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
    let (mut other, new_id) = ev.app.moved_to_another_laptop(id).await;
    let moved = other.export_file(new_id, "standings.csv").await;
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
    let round1 = ev.seated_first_round().await;
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
    let finalists = ev.stage_players(1).await;
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
    let after = ev.stage_players(1).await;
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
pub(crate) async fn six_after_the_cut() -> (Event, Game, Game) {
    let mut ev = Event::new(SIX, 6).await;
    let game1 = ev.seated_first_round().await.remove(0);
    ev.finish(&game1, 1).await;
    ev.press("seat").await;
    let game2 = ev.last_round().await.remove(0);
    ev.finish(&game2, 3).await;
    ev.press("cut").await;
    ev.press("seat").await;
    (ev, game1, game2)
}

#[tokio::test]
async fn seven_entrants_where_the_qualifying_leader_loses_the_finals_every_page_names_the_same_champion(
) {
    let mut ev = Event::new(CLUB, 7).await;
    let id = ev.id;
    let round1 = ev.seated_first_round().await;

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
    let csv = ev.app.export_file(id, "standings.csv").await;
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
    created.assert_redirects();
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

pub(crate) const EIGHT: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\nHana\n";

/// The part of a page from the heading `from` to the next `<h2`.
pub(crate) fn section<'a>(page: &'a str, from: &str) -> &'a str {
    let start = page
        .find(from)
        .unwrap_or_else(|| panic!("no {from:?} in:\n{page}"));
    let rest = &page[start + from.len()..];
    &rest[..rest.find("<h2").unwrap_or(rest.len())]
}
