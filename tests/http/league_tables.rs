//! A league's table across events (docs/league.md), counted by hand: two small EMA-rules
//! events of one table each, whose last hand (the round's time is up) is a draw that decides
//! the places, and a third event still under way. The rule's measure and aggregate, players
//! matched by EMA number and by name, an event left out, who may change a league, the empty
//! cases, the table renewed after a hand is saved and its events stream following the counted
//! events, its file, and the laptop without any of it.
use crate::common::{TestApp, PASSWORD};
use crate::live::Stream;

use axum::http::StatusCode;
use std::time::Duration;

const ADMIN: &str = "League Admin";
const ADMIN_PASSWORD: &str = "run-the-whole-league";

/// Spring: Aiko alone tenpai (33,000 against 29,000 each): she is 1st with 1000 place points
/// and +18 (3 + uma 15), the three others share 2nd to 4th, 333.33 and −6 (−1 − 5) each.
const SPRING: &str = "name,ema_number\nAiko Tanaka,04010001\nBen,\nChloé,\nDev,\n";
/// Summer: Aiko's name written otherwise with the same EMA number, Ben's in lower case. Ben
/// and Chloé tenpai (31,500 against 28,500): they share 1st, 833.33 and +11.5 (1.5 + 10),
/// Aiko and Eve share 3rd, 166.67 and −11.5.
const SUMMER: &str = "name,ema_number\nTANAKA Aiko,04010001\nben,\nChloé,\nEve,\n";
/// Autumn: under way, nothing finished yet.
const AUTUMN: &str = "name,ema_number\nAiko Tanaka,04010001\nBen,\nDev,\nEve,\n";

/// A league's server with its administrator signed in and the three events.
struct Season {
    app: TestApp,
    spring: i64,
    summer: i64,
    autumn: i64,
}

impl Season {
    async fn new() -> Season {
        let mut app = TestApp::configured(|state| state.league = true).await;
        tenbou::server::create_administrator(app.database_location(), ADMIN, ADMIN_PASSWORD)
            .await
            .expect("the administrator is made");
        app.sign_in(ADMIN, ADMIN_PASSWORD).await.assert_redirects();
        let spring = event(&mut app, ("Spring Cup", "2026-04-01"), SPRING).await;
        finish_with_tenpai(&mut app, spring, &["Aiko Tanaka"]).await;
        let summer = event(&mut app, ("Summer Cup", "2026-06-01"), SUMMER).await;
        finish_with_tenpai(&mut app, summer, &["ben", "Chloé"]).await;
        let autumn = event(&mut app, ("Autumn Cup", "2026-09-01"), AUTUMN).await;
        Season {
            app,
            spring,
            summer,
            autumn,
        }
    }

    /// Makes a league with `fields` (name and rule) counting `events`; returns its id.
    async fn league(&mut self, fields: &[(&str, &str)], events: &[i64]) -> i64 {
        let made = self.app.post("/league/leagues", fields).await;
        made.assert_redirects();
        let id: i64 = made
            .location()
            .trim_start_matches("/league/leagues/")
            .parse()
            .unwrap();
        for event in events {
            let event = event.to_string();
            let path = format!("/league/leagues/{id}/events");
            let added = self.app.post(&path, &[("tournament", &event)]).await;
            added.assert_redirects();
        }
        id
    }

    /// The league's table as anyone reads it: (place, name, total, events played) a line.
    async fn table(&mut self, id: i64) -> Vec<[String; 4]> {
        let cookies = std::mem::take(&mut self.app.cookies);
        let page = self.app.get(&format!("/leagues/{id}")).await;
        self.app.cookies = cookies;
        page.assert_ok();
        page.page()
            .select("table.league-table tr.player-line")
            .cells("td.place, b.player, td.total, td.played")
            .into_iter()
            .map(|cells| cells.try_into().unwrap())
            .collect()
    }
}

/// A one-table event under the EMA's rules, its round drawn and its time up.
async fn event(app: &mut TestApp, (name, date): (&str, &str), players: &str) -> i64 {
    let fields = [
        ("name", name),
        ("date", date),
        ("venue", "Club"),
        ("ruleset", "ema-2016"),
    ];
    let id = app.create_tournament_from(&fields).await;
    app.draw_round_one(id, players).await;
    app.run_out_the_clock(id, 1).await;
    id
}

/// Saves the last hand of event `id`'s one game: a draw with `tenpai` the players ready.
async fn finish_with_tenpai(app: &mut TestApp, id: i64, tenpai: &[&str]) {
    let game = app.game_ids(id).await[0];
    let mut fields = vec![("outcome".to_string(), "draw".to_string())];
    for name in tenpai {
        let seat: i64 = sqlx::query_scalar(
            "SELECT s.seat FROM game_seats s JOIN players p ON p.id = s.player_id
              WHERE s.game_id = $1 AND p.name = $2",
        )
        .bind(game)
        .bind(*name)
        .fetch_one(&app.pool)
        .await
        .unwrap();
        fields.push((format!("tenpai{seat}"), "1".to_string()));
    }
    let fields: Vec<(&str, &str)> = fields
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    app.record_hand(id, game, &fields).await;
}

fn lines(expected: &[(&str, &str, &str, &str)]) -> Vec<[String; 4]> {
    expected
        .iter()
        .map(|(a, b, c, d)| [a, b, c, d].map(|s| s.to_string()))
        .collect()
}

const PLACES_SUM: [(&str, &str); 3] = [
    ("name", "Season 2026"),
    ("measure", "places"),
    ("aggregate", "sum"),
];

#[tokio::test]
async fn the_sum_of_place_points_matches_players_by_ema_number_and_by_name_with_ties() {
    let mut season = Season::new().await;
    let (spring, summer) = (season.spring, season.summer);
    let id = season.league(&PLACES_SUM, &[spring, summer]).await;
    // 1000 + 166.67, 333.33 + 833.33 twice: the same 3500/3, a three-way tie.
    assert_eq!(
        season.table(id).await,
        lines(&[
            ("1", "ben", "1166.67", "2"),
            ("1", "Chloé", "1166.67", "2"),
            ("1", "TANAKA Aiko", "1166.67", "2"),
            ("4", "Dev", "333.33", "1"),
            ("5", "Eve", "166.67", "1"),
        ])
    );
    let page = season.app.get(&format!("/leagues/{id}")).await;
    page.assert_contains("Spring Cup: 333.33")
        .assert_contains("Summer Cup: 833.33")
        .assert_contains("same EMA number");
    // Left out, an event leaves the table: the spring alone.
    let remove = format!("/league/leagues/{id}/events/{spring}/remove");
    season.app.post(&remove, &[]).await.assert_redirects();
    assert_eq!(
        season.table(id).await,
        lines(&[
            ("1", "ben", "833.33", "1"),
            ("1", "Chloé", "833.33", "1"),
            ("3", "Eve", "166.67", "1"),
            ("3", "TANAKA Aiko", "166.67", "1"),
        ])
    );
    let audit: Vec<String> = sqlx::query_scalar(
        "SELECT action FROM audit_log WHERE action LIKE 'league %' AND action <> 'league administrator created' ORDER BY id",
    )
    .fetch_all(&season.app.pool)
    .await
    .unwrap();
    assert_eq!(
        audit,
        [
            "league created",
            "league event added",
            "league event added",
            "league event removed"
        ]
    );
}

#[tokio::test]
async fn the_best_n_strikes_what_it_leaves_out_and_an_edit_back_restores_the_sum() {
    let mut season = Season::new().await;
    let (spring, summer) = (season.spring, season.summer);
    let id = season.league(&PLACES_SUM, &[spring, summer]).await;
    let best_one = [
        ("name", "Season 2026"),
        ("measure", "places"),
        ("aggregate", "best"),
        ("best_of", "1"),
    ];
    let edit = format!("/league/leagues/{id}");
    season.app.post(&edit, &best_one).await.assert_redirects();
    assert_eq!(
        season.table(id).await,
        lines(&[
            ("1", "TANAKA Aiko", "1000", "2"),
            ("2", "ben", "833.33", "2"),
            ("2", "Chloé", "833.33", "2"),
            ("4", "Dev", "333.33", "1"),
            ("5", "Eve", "166.67", "1"),
        ])
    );
    let page = season.app.get(&format!("/leagues/{id}")).await;
    let dropped = page.page().select("li.dropped").texts();
    assert_eq!(
        dropped,
        [
            "Summer Cup: 166.67 (not counted)",
            "Spring Cup: 333.33 (not counted)",
            "Spring Cup: 333.33 (not counted)",
        ]
    );
    page.assert_contains("the best event only");
    // A best N below 1 is refused with the form as sent.
    let zero = [
        ("name", "Season 2026"),
        ("measure", "places"),
        ("aggregate", "best"),
        ("best_of", "0"),
    ];
    let refused = season.app.post(&edit, &zero).await;
    refused.assert_unprocessable().assert_contains("at least 1");
    // Edited back, the sum again; both edits are in the log with the rule before and after.
    season.app.post(&edit, &PLACES_SUM).await.assert_redirects();
    assert_eq!(season.table(id).await[0][2], "1166.67");
    let edits: Vec<(String, String)> = sqlx::query_as(
        "SELECT before_value, after_value FROM audit_log WHERE action = 'league edited' ORDER BY id",
    )
    .fetch_all(&season.app.pool)
    .await
    .unwrap();
    let rule = |r: &str| format!("Season 2026 ({r})");
    assert_eq!(
        edits,
        [
            (rule("places:all"), rule("places:1")),
            (rule("places:1"), rule("places:all"))
        ]
    );
}

#[tokio::test]
async fn scores_add_up_as_each_events_standings_total_them() {
    let mut season = Season::new().await;
    let (spring, summer) = (season.spring, season.summer);
    let scores = [
        ("name", "Scores"),
        ("measure", "scores"),
        ("aggregate", "sum"),
    ];
    let id = season.league(&scores, &[spring, summer]).await;
    assert_eq!(
        season.table(id).await,
        lines(&[
            ("1", "TANAKA Aiko", "6.5", "2"),
            ("2", "ben", "5.5", "2"),
            ("2", "Chloé", "5.5", "2"),
            ("4", "Dev", "-6", "1"),
            ("5", "Eve", "-11.5", "1"),
        ])
    );
    let best = [
        ("name", "Scores"),
        ("measure", "scores"),
        ("aggregate", "best"),
        ("best_of", "1"),
    ];
    let edit = format!("/league/leagues/{id}");
    season.app.post(&edit, &best).await.assert_redirects();
    assert_eq!(
        season.table(id).await,
        lines(&[
            ("1", "TANAKA Aiko", "18", "2"),
            ("2", "ben", "11.5", "2"),
            ("2", "Chloé", "11.5", "2"),
            ("4", "Dev", "-6", "1"),
            ("5", "Eve", "-11.5", "1"),
        ])
    );
    // The file: the header in the reader's words, a left-out result in parentheses.
    let file = season
        .app
        .get(&format!("/leagues/{id}/table.csv?lang=fr"))
        .await;
    file.assert_ok();
    let mut rows = file.body.lines();
    assert_eq!(
        rows.next(),
        Some("rang,nom,numéro_ema,total,tournois,Spring Cup,Summer Cup")
    );
    assert_eq!(rows.next(), Some("1,TANAKA Aiko,04010001,18,2,18,(-11.5)"));
}

#[tokio::test]
async fn the_table_renews_after_a_hand_is_saved_in_a_counted_event() {
    let mut season = Season::new().await;
    let autumn = season.autumn;
    let id = season.league(&PLACES_SUM, &[]).await;
    season
        .app
        .get(&format!("/leagues/{id}"))
        .await
        .assert_contains("counts no event yet");
    let add = format!("/league/leagues/{id}/events");
    let autumn_field = autumn.to_string();
    season
        .app
        .post(&add, &[("tournament", &autumn_field)])
        .await
        .assert_redirects();
    // Read twice by a stranger: nothing finished yet, and no copy kept that outlives a save.
    for _ in 0..2 {
        assert!(season.table(id).await.is_empty());
    }
    season.app.cookies.clear();
    season
        .app
        .get(&format!("/leagues/{id}"))
        .await
        .assert_contains("No game of this league");
    season.app.sign_in(ADMIN, ADMIN_PASSWORD).await;
    finish_with_tenpai(&mut season.app, autumn, &["Dev"]).await;
    assert_eq!(
        season.table(id).await,
        lines(&[
            ("1", "Dev", "1000", "1"),
            ("2", "Aiko Tanaka", "333.33", "1"),
            ("2", "Ben", "333.33", "1"),
            ("2", "Eve", "333.33", "1"),
        ])
    );
    // The table's events stream follows every event the league counts, and only those.
    let stream_path = format!("/leagues/{id}/events");
    let peer = season.app.peer;
    let (status, mut stream) = Stream::open_at(&season.app, peer, &stream_path, None).await;
    assert_eq!(status, StatusCode::OK);
    let hello = stream.next_event(Duration::from_secs(2)).await.unwrap();
    assert!(hello.contains("event: hello"), "{hello}");
    let spring = season.spring;
    season
        .app
        .add_player(spring, &[("name", "Zed")])
        .await
        .assert_redirects();
    stream
        .expect_quiet("a change in an event the league does not count")
        .await;
    season
        .app
        .add_player(autumn, &[("name", "Zoe")])
        .await
        .assert_redirects();
    stream.expect_change("a change in a counted event").await;
    // The index links to the league.
    season.app.cookies.clear();
    season
        .app
        .get("/")
        .await
        .assert_contains(&format!("href=\"/leagues/{id}\""));
}

#[tokio::test]
async fn only_the_administrator_makes_or_changes_a_league_and_anyone_reads_it() {
    let mut season = Season::new().await;
    let spring = season.spring.to_string();
    let id = season.league(&PLACES_SUM, &[season.spring]).await;
    let organizer = [
        ("name", "Ana"),
        ("password", PASSWORD),
        ("confirm", PASSWORD),
    ];
    season
        .app
        .post("/league", &organizer)
        .await
        .assert_redirects();
    season.app.cookies.clear();
    let edit = format!("/league/leagues/{id}");
    let add = format!("/league/leagues/{id}/events");
    let remove = format!("/league/leagues/{id}/events/{spring}/remove");
    // A stranger is sent to sign in, or refused a change.
    for path in ["/league/leagues", edit.as_str()] {
        assert_eq!(season.app.get(path).await.location(), "/login", "{path}");
    }
    let stranger = season.app.post_form("/league/leagues", &PLACES_SUM).await;
    assert_eq!(stranger.status, StatusCode::FORBIDDEN);
    // An organizer is refused every page and change.
    season.app.sign_in("Ana", PASSWORD).await.assert_redirects();
    let ana = &mut season.app;
    for reply in [
        ana.get("/league/leagues").await,
        ana.get(&edit).await,
        ana.post("/league/leagues", &PLACES_SUM).await,
        ana.post(&edit, &PLACES_SUM).await,
        ana.post(&add, &[("tournament", &spring)]).await,
        ana.post(&remove, &[]).await,
    ] {
        assert_eq!(reply.status, StatusCode::FORBIDDEN, "{}", reply.body);
    }
    let leagues: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM leagues")
        .fetch_one(&ana.pool)
        .await
        .unwrap();
    assert_eq!(leagues, 1);
    ana.get(&format!("/leagues/{id}")).await.assert_ok();
    ana.cookies.clear();
    assert_eq!(season.table(id).await.len(), 4, "anyone reads the table");
    let missing = season.app.get("/leagues/999").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_league_pages_read_in_french_and_japanese() {
    let mut season = Season::new().await;
    let id = season.league(&PLACES_SUM, &[season.spring]).await;
    season
        .app
        .get("/league/leagues?lang=fr")
        .await
        .assert_contains("Créer la ligue")
        .assert_contains("Season 2026");
    season
        .app
        .get(&format!("/league/leagues/{id}?lang=ja"))
        .await
        .assert_contains("この大会を数える")
        .assert_contains("Spring Cup");
    season.app.cookies.clear();
    season
        .app
        .get(&format!("/leagues/{id}?lang=fr"))
        .await
        .assert_contains("Points de place, la somme de tous les événements")
        .assert_contains("333,33");
    season
        .app
        .get(&format!("/leagues/{id}?lang=ja"))
        .await
        .assert_contains("順位点、全大会の合計");
}

#[tokio::test]
async fn the_laptop_has_no_league_tables() {
    let mut app = TestApp::signed_in().await;
    for path in ["/leagues/1", "/leagues/1/table.csv", "/league/leagues"] {
        assert_eq!(app.get(path).await.status, StatusCode::NOT_FOUND, "{path}");
    }
    app.get("/").await.assert_lacks("/leagues/");
}
