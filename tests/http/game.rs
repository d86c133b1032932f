//! A whole event through the forms: two games recorded hand by hand on their score sheets
//! (preview, then save), a correction, a penalty, the standings, a player's page and every CSV;
//! a finished game's refusals, who may see and record what, and a form saved twice. The event
//! every game test drives ([`Event`], [`event_with_round_one`]) lives here; undo and the audit
//! log are tested in `game_undo`, what the sheet page shows in `game_sheet`.

use crate::common;

use axum::http::StatusCode;
use common::{hidden_field, TestApp};

const EIGHT: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\n山田\n";

pub(crate) struct Event {
    pub(crate) app: TestApp,
    pub(crate) id: i64,
    /// (game id, player ids by starting seat) for tables 1 and 2.
    pub(crate) games: Vec<(i64, [i64; 4])>,
}

pub(crate) async fn event_with_round_one() -> Event {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Open", EIGHT).await;
    let rows: Vec<(i64, i64, i64)> = sqlx::query_as("SELECT g.id, s.seat, s.player_id FROM games g JOIN game_seats s ON s.game_id = g.id ORDER BY g.table_number, s.seat")
        .fetch_all(&app.pool)
        .await
        .unwrap();
    let games = rows
        .chunks(4)
        .map(|c| (c[0].0, [c[0].2, c[1].2, c[2].2, c[3].2]))
        .collect();
    Event { app, id, games }
}

impl Event {
    pub(crate) fn sheet(&self, table: usize) -> String {
        format!("/admin/t/{}/games/{}", self.id, self.games[table].0)
    }

    pub(crate) async fn version(&mut self, table: usize) -> String {
        self.app.sheet_version(&self.sheet(table)).await
    }

    /// Previews then saves a hand; returns the preview page.
    pub(crate) async fn record(&mut self, table: usize, fields: &[(&str, &str)]) -> String {
        let version = self.version(table).await;
        let url = format!("{}/hands", self.sheet(table));
        let mut all = vec![("version", version.as_str()), ("action", "preview")];
        all.extend_from_slice(fields);
        let preview = self.app.post(&url, &all).await;
        preview.assert_ok();
        preview.assert_contains("This hand pays");
        all[1] = ("action", "save");
        let saved = self.app.post(&url, &all).await;
        saved.assert_redirects();
        preview.body
    }
}

#[tokio::test]
async fn a_whole_event_is_recorded_through_the_forms_and_every_export_follows() {
    let mut ev = event_with_round_one().await;
    let id = ev.id;

    // Table 1: South (seat 1) wins a yakuman by ron off the dealer, who goes below zero:
    // the club's rules end the game at once.
    let preview = ev
        .record(
            0,
            &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win1", "1"),
                ("value1", "y1"),
            ],
        )
        .await;
    assert!(
        preview.contains("−32000") && preview.contains("+32000"),
        "{preview}"
    );
    assert!(preview.contains("The game ends with this hand"));
    let sheet = ev
        .app
        .get(&format!("/t/{id}/games/{}", ev.games[0].0))
        .await;
    // Final: -7000 / 57000 / 25000 / 25000 → −57 / +67 / +5 / −15 (ties by starting seat).
    sheet
        .assert_contains("Game over")
        .assert_contains("<b>+67</b>")
        .assert_contains("<b>−57</b>")
        .assert_contains("<b>+5</b>")
        .assert_contains("<b>−15</b>");

    // Table 2: riichi, a draw, a tsumo, then a mistake corrected, and play on to the end.
    ev.record(
        1,
        &[
            ("outcome", "ron"),
            ("discarder", "3"),
            ("win1", "1"),
            ("value1", "3"),
            ("fu1", "30"),
            ("riichi1", "1"),
        ],
    )
    .await; // E1: Ben +3900
    ev.record(
        1,
        &[
            ("outcome", "draw"),
            ("tenpai0", "1"),
            ("tenpai2", "1"),
            ("riichi0", "1"),
        ],
    )
    .await; // E2: noten payments, deposit stays
    ev.record(
        1,
        &[("outcome", "tsumo"), ("win2", "1"), ("value2", "mangan")],
    )
    .await; // E2-1
            // An impossible hand is refused with the reason and the form keeps what was typed.
    let version = ev.version(1).await;
    let url = format!("{}/hands", ev.sheet(1));
    let refused = ev
        .app
        .post(
            &url,
            &[
                ("version", &version),
                ("action", "preview"),
                ("outcome", "ron"),
                ("discarder", "2"),
                ("win3", "1"),
                ("value3", "1"),
                ("fu3", "20"),
            ],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused
        .assert_contains("cannot be recorded")
        .assert_contains("20 fu");
    assert!(
        refused.body.contains("name=\"fu3\" value=\"20\" checked>"),
        "the fu typed is kept"
    );
    // A stale version is refused, never overwriting.
    let stale = ev
        .app
        .post(
            &url,
            &[
                ("version", "0"),
                ("action", "save"),
                ("outcome", "abortive"),
            ],
        )
        .await;
    assert_eq!(stale.status, StatusCode::CONFLICT);
    stale.assert_contains("This sheet changed");
    // Record a wrong hand, then undo it.
    ev.record(1, &[("outcome", "abortive")]).await;
    assert_eq!(ev.undo(1).await.status, StatusCode::SEE_OTHER);
    // Edit hand 1: it was 3 han 30 fu, it should have been 4 han 30 fu. The rest replays.
    let edit = ev
        .edit_first_hand(
            1,
            &[
                ("outcome", "ron"),
                ("discarder", "3"),
                ("win1", "1"),
                ("value1", "4"),
                ("fu1", "30"),
                ("riichi1", "1"),
            ],
        )
        .await;
    edit.assert_redirects();
    // Finish: five non-dealer wins pass the deal through E3 … S4.
    for (winner, discarder) in [(0, 1), (1, 2), (2, 3), (3, 0), (0, 1), (1, 2)] {
        let (w, d) = (winner.to_string(), discarder.to_string());
        let win = format!("win{w}");
        let value = format!("value{w}");
        let fu = format!("fu{w}");
        ev.record(
            1,
            &[
                ("outcome", "ron"),
                ("discarder", &d),
                (&win, "1"),
                (&value, "2"),
                (&fu, "40"),
            ],
        )
        .await;
    }
    let sheet = ev
        .app
        .get(&format!("/t/{id}/games/{}", ev.games[1].0))
        .await;
    sheet.assert_contains("Game over");
    // The web sheet is the engine's: replay the stored hands and compare the final scores.
    let stored: Vec<String> =
        sqlx::query_scalar("SELECT data FROM hands WHERE game_id = $1 ORDER BY position")
            .bind(ev.games[1].0)
            .fetch_all(&ev.app.pool)
            .await
            .unwrap();
    assert_eq!(stored.len(), 9);
    let hands: Vec<tenbou::engine::game::Hand> = stored
        .iter()
        .map(|s| serde_json::from_str(s).unwrap())
        .collect();
    let replayed = tenbou::engine::game::replay(&tenbou::engine::ruleset::Ruleset::club(), &hands);
    let final_result = replayed.final_result.expect("the game is over");
    assert_eq!(final_result.points.iter().sum::<i32>(), 100_000);

    // A penalty from the referee's desk.
    let penalized = ev.games[1].1[2].to_string();
    let bad = ev
        .app
        .post(
            &format!("/admin/t/{id}/penalties"),
            &[
                ("player", &penalized),
                ("kind", "dropped_tile"),
                ("amount", "3"),
                ("reason", "dropped a tile"),
                ("game", ""),
            ],
        )
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    bad.assert_contains("outside the range")
        .assert_contains("value=\"dropped a tile\"");
    let given = ev
        .app
        .post(
            &format!("/admin/t/{id}/penalties"),
            &[
                ("player", &penalized),
                ("kind", "dropped_tile"),
                ("amount", "4"),
                ("reason", "dropped two tiles"),
                ("game", &ev.games[1].0.to_string()),
            ],
        )
        .await;
    assert_eq!(given.status, StatusCode::SEE_OTHER);

    // Standings: table 1's South first with +67; the penalized player loses 4.
    let standings = ev.app.get(&format!("/t/{id}/standings")).await;
    standings
        .assert_contains("2 of 2 games finished")
        .assert_contains("<b>+67</b>")
        .assert_contains("−4 penalties");
    let winner_name: String = sqlx::query_scalar("SELECT name FROM players WHERE id = $1")
        .bind(ev.games[0].1[1])
        .fetch_one(&ev.app.pool)
        .await
        .unwrap();
    let first_line = standings
        .body
        .split("<tbody>")
        .nth(1)
        .unwrap()
        .split("</tr>")
        .next()
        .unwrap();
    assert!(first_line.contains(&winner_name), "{first_line}");

    // The penalized player's page shows the game and the penalty.
    let page = ev.app.get(&format!("/t/{id}/players/{penalized}")).await;
    page.assert_contains("dropped two tiles")
        .assert_contains("West");
    let expected_score = final_result.score[2];
    page.assert_contains(
        &format!(
            "<b>{}{expected_score}</b>",
            if expected_score.hundredths() > 0 {
                "+"
            } else {
                ""
            }
        )
        .replace("<b>-", "<b>−"),
    );

    // Every CSV.
    let csv = ev.app.export_file(id, "standings.csv").await;
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "place,name,club,games,game_total,penalties,total,stage,final_rank,stage_total,qualifying_total"
    );
    assert_eq!(lines.len(), 9);
    assert!(
        lines[1].starts_with(&format!("1,{winner_name},,1,67,0,67")),
        "{csv}"
    );
    let games = ev.app.export_file(id, "games.csv").await;
    assert_eq!(
        games.lines().next().unwrap(),
        "round,table,seat,player,points,place,score"
    );
    assert_eq!(games.lines().count(), 9);
    assert!(
        games.contains(&format!("1,1,S,{winner_name},57000,1,67")),
        "{games}"
    );
    let hands_csv = ev.app.export_file(id, "hands.csv").await;
    let hand_lines: Vec<&str> = hands_csv.lines().collect();
    assert_eq!(hand_lines.len(), 1 + 1 + 9);
    assert!(
        hand_lines[1].starts_with("1,1,1,E1,0,ron,")
            && hand_lines[1].contains(",yakuman,-32000,32000,0,0,"),
        "{hands_csv}"
    );
    assert!(
        hands_csv.contains(",4/30,"),
        "the edited value is exported: {hands_csv}"
    );
    let penalties = ev.app.export_file(id, "penalties.csv").await;
    assert!(
        penalties
            .lines()
            .nth(1)
            .unwrap()
            .contains(",dropped_tile,4,dropped two tiles,1,2,"),
        "{penalties}"
    );

    // Every change is in the audit log, in sentences.
    ev.app
        .get(&format!("/admin/t/{id}/audit"))
        .await
        .assert_contains("organizer recorded hand #1 at table 1 (round 1): ")
        .assert_contains("organizer corrected hand #1 at table 2 (round 1): was “")
        .assert_contains(
            "organizer undid the recording of hand #4 at table 2 (round 1): abortive draw.",
        )
        .assert_contains("penalty given");

    // The seating of a round with results can no longer be redrawn.
    let redraw = ev
        .app
        .post(&format!("/admin/t/{id}/rounds/1/redraw"), &[])
        .await;
    assert_eq!(redraw.status, StatusCode::CONFLICT);
}

#[tokio::test]
async fn a_finished_game_refuses_another_hand_and_a_deletion_that_breaks_later_hands() {
    let mut ev = event_with_round_one().await;
    ev.record(
        0,
        &[
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win1", "1"),
            ("value1", "y1"),
        ],
    )
    .await;
    let version = ev.version(0).await;
    let url = format!("{}/hands", ev.sheet(0));
    let after = ev
        .app
        .post(
            &url,
            &[
                ("version", &version),
                ("action", "preview"),
                ("outcome", "abortive"),
            ],
        )
        .await;
    assert_eq!(after.status, StatusCode::UNPROCESSABLE_ENTITY);
    after.assert_contains("already over");

    // Table 2: a riichi deposit, then a win that collects it; deleting the first hand is fine,
    // but a chombo by a dealt-in player can make a later hand impossible (agari-yame check etc.)
    ev.record(
        1,
        &[("outcome", "draw"), ("riichi1", "1"), ("tenpai1", "1")],
    )
    .await;
    ev.record(
        1,
        &[
            ("outcome", "tsumo"),
            ("win1", "1"),
            ("value1", "1"),
            ("fu1", "30"),
            ("dead3", "1"),
        ],
    )
    .await;
    let sheet = ev.app.get(&ev.sheet(1)).await;
    sheet.assert_contains("1 on the table before");
    // Mark seat 1 dead in hand 2 by editing: it then cannot win, so the edit is refused.
    let version = ev.version(1).await;
    let refused = ev
        .app
        .post(
            &format!("{}/hands/1", ev.sheet(1)),
            &[
                ("version", &version),
                ("action", "save"),
                ("outcome", "tsumo"),
                ("win1", "1"),
                ("value1", "1"),
                ("fu1", "30"),
                ("dead1", "1"),
            ],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_contains("dead hand");
}

#[tokio::test]
async fn score_sheets_and_standings_are_public_but_recording_is_not() {
    let mut ev = event_with_round_one().await;
    let id = ev.id;
    let gid = ev.games[0].0;
    let version = ev.version(0).await;
    ev.app.cookies.clear();
    assert_eq!(
        ev.app.get(&format!("/t/{id}/games/{gid}")).await.status,
        StatusCode::OK
    );
    assert_eq!(
        ev.app.get(&format!("/t/{id}/standings")).await.status,
        StatusCode::OK
    );
    assert_eq!(
        ev.app
            .get(&format!("/admin/t/{id}/games/{gid}"))
            .await
            .location(),
        "/login"
    );
    let reply = ev
        .app
        .post_form(
            &format!("/admin/t/{id}/games/{gid}/hands"),
            &[
                ("version", &version),
                ("action", "save"),
                ("outcome", "abortive"),
            ],
        )
        .await;
    assert_eq!(reply.status, StatusCode::FORBIDDEN);
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM hands")
        .fetch_one(&ev.app.pool)
        .await
        .unwrap();
    assert_eq!(count, 0);
}

#[tokio::test]
async fn a_referee_records_hands_and_penalties_but_nothing_else_until_access_is_revoked() {
    let mut ev = event_with_round_one().await;
    let id = ev.id;
    let refused = ev
        .app
        .post("/admin/referees", &[("name", "Rei"), ("password", "short")])
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused
        .assert_contains("at least 8")
        .assert_contains("value=\"Rei\"");
    let added = ev.add_referee().await;
    assert_eq!(added.status, StatusCode::SEE_OTHER);
    let organizer_cookies = ev.app.cookies.clone();

    // The referee signs in on their own phone.
    ev.app.cookies.clear();
    let login = ev.app.sign_in("Rei", "table-two-ref").await;
    assert_eq!(login.status, StatusCode::SEE_OTHER);
    ev.record(1, &[("outcome", "abortive")]).await;
    let player = ev.games[1].1[0].to_string();
    let penalty = ev
        .app
        .post(
            &format!("/admin/t/{id}/penalties"),
            &[
                ("player", &player),
                ("kind", "revealing"),
                ("amount", "2"),
                ("reason", "showed the wait"),
                ("game", ""),
            ],
        )
        .await;
    assert_eq!(penalty.status, StatusCode::SEE_OTHER);
    for (path, fields) in [
        (format!("/admin/t/{id}/players"), vec![("name", "Sneaky")]),
        (format!("/admin/t/{id}/rounds/1/redraw"), vec![]),
        ("/admin/tournaments".to_string(), vec![("name", "Mine")]),
        (
            "/admin/referees".to_string(),
            vec![("name", "Friend"), ("password", "long enough")],
        ),
    ] {
        let reply = ev.app.post(&path, &fields).await;
        assert_eq!(reply.status, StatusCode::FORBIDDEN, "{path}");
        reply.assert_contains("Referees record hands and penalties");
    }
    assert_eq!(
        ev.app.get("/admin/backups").await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        ev.app
            .get(&format!("/admin/t/{id}/export.json"))
            .await
            .status,
        StatusCode::FORBIDDEN
    );
    let referee_cookies = ev.app.cookies.clone();

    // The organizer takes access back: the referee's session ends and the password stops working.
    ev.app.cookies = organizer_cookies;
    ev.app
        .get(&format!("/admin/t/{id}/audit"))
        .await
        .assert_contains("Rei");
    let page = ev.app.get("/admin/referees").await;
    let marker = "/admin/referees/";
    let start = page.body.find(marker).unwrap() + marker.len();
    let account = &page.body[start..start + page.body[start..].find('/').unwrap()];
    let revoked = ev
        .app
        .post(&format!("/admin/referees/{account}/revoke"), &[])
        .await;
    assert_eq!(revoked.status, StatusCode::SEE_OTHER);
    ev.app.cookies = referee_cookies;
    assert_eq!(ev.app.get(&ev.sheet(1)).await.location(), "/login");
    let again = ev.app.sign_in("Rei", "table-two-ref").await;
    assert_eq!(again.status, StatusCode::UNAUTHORIZED);
}

impl Event {
    /// Adds the referee Rei (password "table-two-ref") for this tournament; returns the answer.
    pub(crate) async fn add_referee(&mut self) -> common::Reply {
        let tournament = self.id.to_string();
        let fields = [
            ("name", "Rei"),
            ("password", "table-two-ref"),
            ("tournament", tournament.as_str()),
        ];
        self.app.post("/admin/referees", &fields).await
    }

    /// Saves `fields` over the first hand of table `table`'s sheet; returns the answer.
    pub(crate) async fn edit_first_hand(
        &mut self,
        table: usize,
        fields: &[(&str, &str)],
    ) -> common::Reply {
        let version = self.version(table).await;
        let mut form = vec![("version", version.as_str()), ("action", "save")];
        form.extend_from_slice(fields);
        let url = format!("{}/hands/0", self.sheet(table));
        self.app.post(&url, &form).await
    }

    /// The players' names of a table's game, by starting seat.
    pub(crate) async fn names(&self, table: usize) -> [String; 4] {
        let mut names: [String; 4] = Default::default();
        for (seat, player) in self.games[table].1.iter().enumerate() {
            names[seat] = sqlx::query_scalar("SELECT name FROM players WHERE id = $1")
                .bind(player)
                .fetch_one(&self.app.pool)
                .await
                .unwrap();
        }
        names
    }

    /// The stored hands of a table's game, as JSON text.
    pub(crate) async fn stored(&self, table: usize) -> Vec<String> {
        sqlx::query_scalar("SELECT data FROM hands WHERE game_id = $1 ORDER BY position")
            .bind(self.games[table].0)
            .fetch_all(&self.app.pool)
            .await
            .unwrap()
    }

    pub(crate) async fn undo(&mut self, table: usize) -> common::Reply {
        self.app.post_sheet_button(&self.sheet(table), "undo").await
    }

    pub(crate) async fn delete(&mut self, table: usize, position: usize) -> common::Reply {
        let button = format!("hands/{position}/delete");
        self.app
            .post_sheet_button(&self.sheet(table), &button)
            .await
    }

    /// The address of the first "Restore" button of the audit log.
    pub(crate) async fn restore_url(&mut self) -> Option<String> {
        let audit = self.app.get(&format!("/admin/t/{}/audit", self.id)).await;
        let marker = "/restore/";
        let at = audit.body.find(marker)?;
        let start = audit.body[..at].rfind('"')? + 1;
        let end = at + audit.body[at..].find('"')?;
        Some(audit.body[start..end].to_string())
    }
}

pub(crate) const RON_E1: [(&str, &str); 5] = [
    ("outcome", "ron"),
    ("discarder", "3"),
    ("win1", "1"),
    ("value1", "3"),
    ("fu1", "30"),
];

#[tokio::test]
async fn a_form_saved_twice_by_the_back_button_is_told_already_saved() {
    let mut ev = event_with_round_one().await;
    let page = ev.app.get(&ev.sheet(1)).await;
    let version = hidden_field(&page.body, "version").unwrap();
    let key = hidden_field(&page.body, "key").expect("the form carries a key");
    let url = format!("{}/hands", ev.sheet(1));
    let mut fields = vec![("version", version.as_str()), ("key", key.as_str())];
    fields.push(("action", "preview"));
    fields.extend_from_slice(&RON_E1);
    let preview = ev.app.post(&url, &fields).await;
    assert_eq!(preview.status, StatusCode::OK);
    assert_eq!(
        hidden_field(&preview.body, "key").as_deref(),
        Some(key.as_str()),
        "the preview keeps the form's key"
    );
    fields[2] = ("action", "save");
    let saved = ev.app.post(&url, &fields).await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER);
    // Back to the preview page, Save again: the same form, so "already saved", and no copy.
    let again = ev.app.post(&url, &fields).await;
    again.assert_redirects();
    ev.app
        .get(again.location())
        .await
        .assert_contains("Hand #1 was already saved");
    assert_eq!(ev.stored(1).await.len(), 1);
    // Another form made from the old version is a real conflict.
    fields[1] = ("key", "another-form");
    let other = ev.app.post(&url, &fields).await;
    assert_eq!(other.status, StatusCode::CONFLICT);
    other.assert_contains("someone else saved a hand");
}
