//! Every route fed with random and hostile input: empty, huge, negative, non-numeric, odd
//! Unicode, HTML and SQL fragments. Each answer must be a page or a 4xx with a message, never a
//! 500; and nothing hostile comes back unescaped.

use crate::common;

use axum::http::StatusCode;
use common::TestApp;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

const HOSTILE: &[&str] = &[
    "",
    " ",
    "-1",
    "0",
    "99999999999999999999999",
    "1.5",
    "NaN",
    "abc",
    "<script>alert(1)</script>",
    "\"><img src=x onerror=alert(1)>",
    "'; DROP TABLE players; --",
    "1 OR 1=1",
    "\u{0}",
    "\u{202e}evil\u{200b}",
    "Ζήνων 山田 🀄",
    "../../etc/passwd",
    "%00%ff",
    "y99999999999",
    "y-1",
];

/// Every field name any form posts.
const FIELDS: &[&str] = &[
    "name",
    "date",
    "venue",
    "ruleset",
    "club",
    "number",
    "checked_in",
    "value",
    "archived",
    "table_rule",
    "first",
    "second",
    "text",
    "outcome",
    "discarder",
    "offender",
    "dealer_stops",
    "win0",
    "win1",
    "value0",
    "value1",
    "fu0",
    "fu1",
    "pao0",
    "pao1",
    "riichi0",
    "tenpai0",
    "nagashi0",
    "dead0",
    "version",
    "action",
    "player",
    "kind",
    "amount",
    "reason",
    "game",
    "mode",
    "count",
    "seed",
    "first",
    "tournament",
    "current",
    "password",
    "confirm",
];

/// POST routes, with `{t}` the tournament, `{g}` a game, `{p}` a player, `{n}` a round.
const POSTS: &[&str] = &[
    "/admin/tournaments",
    "/admin/t/{t}/edit",
    "/admin/t/{t}/archive",
    "/admin/t/{t}/players",
    "/admin/t/{t}/players/checkin-all",
    "/admin/t/{t}/players/{p}/edit",
    "/admin/t/{t}/players/{p}/checkin",
    "/admin/t/{t}/players/{p}/withdraw",
    "/admin/t/{t}/players/{p}/seat-pin",
    "/admin/t/{t}/import/confirm",
    "/admin/t/{t}/rounds",
    "/admin/t/{t}/rounds/{n}/swap",
    "/admin/t/{t}/rounds/{n}/delete",
    "/admin/t/{t}/games/{g}/hands",
    "/admin/t/{t}/games/{g}/hands/0",
    "/admin/t/{t}/games/{g}/hands/0/delete",
    "/admin/t/{t}/penalties",
    "/admin/t/{t}/penalties/{p}/delete",
    "/admin/referees",
    "/admin/password",
];

const GETS: &[&str] = &[
    "/",
    "/t/{t}",
    "/t/{t}/seat?q={v}",
    "/t/{t}/rounds/{n}",
    "/t/{t}/players",
    "/t/{t}/players/{p}",
    "/t/{t}/standings",
    "/t/{t}/games/{g}",
    "/t/{t}/export/players.csv",
    "/t/{t}/export/hands.csv",
    "/admin/t/{t}",
    "/admin/t/{t}/games/{g}",
    "/admin/t/{t}/games/{g}/hands/{v}/edit",
    "/admin/t/{t}/players/{p}/edit",
    "/admin/t/{t}/players/cards",
    "/admin/t/{t}/audit",
    "/admin/backups/{v}",
];

fn url_part(value: &str) -> String {
    serde_urlencoded::to_string([("x", value)])
        .unwrap()
        .trim_start_matches("x=")
        .to_string()
}

fn fill(template: &str, ids: &[(&str, String)], value: &str) -> String {
    let mut path = template.replace("{v}", &url_part(value));
    for (key, id) in ids {
        path = path.replace(key, id);
    }
    path
}

async fn event() -> (TestApp, Vec<(&'static str, String)>) {
    let mut app = TestApp::signed_in().await;
    let t = app
        .tournament_with_round_one(
            "Open",
            "name
Aiko
Ben
Chloé
Dev
Eve
",
        )
        .await;
    let g = app.game_ids(t).await[0];
    app.record_hand(t, g, &[("outcome", "draw"), ("tenpai0", "1")])
        .await;
    let p: i64 = sqlx::query_scalar("SELECT id FROM players LIMIT 1")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let ids = vec![
        ("{t}", t.to_string()),
        ("{g}", g.to_string()),
        ("{p}", p.to_string()),
        ("{n}", "1".to_string()),
    ];
    (app, ids)
}

fn assert_sane(reply: &common::Reply, what: &str) {
    let (status, body) = (reply.status, &reply.body);
    assert!(status.as_u16() < 500, "{what} answered {status}:\n{body}");
    // CSV downloads carry the data as typed; only HTML must escape it.
    let html = reply
        .headers
        .get("content-type")
        .is_some_and(|v| v.to_str().unwrap_or("").starts_with("text/html"));
    if !html {
        return;
    }
    assert!(
        !body.contains("<script>alert(1)"),
        "{what} echoed a script unescaped"
    );
    assert!(
        !body.contains("<img src=x"),
        "{what} echoed markup unescaped"
    );
}

#[tokio::test]
async fn every_form_answers_hostile_values_without_a_server_error() {
    let (mut app, ids) = event().await;
    let csrf = app.csrf().await;
    for template in POSTS {
        for value in HOSTILE {
            let path = fill(template, &ids, value);
            let mut fields: Vec<(&str, &str)> = vec![("csrf", csrf.as_str())];
            fields.extend(FIELDS.iter().map(|f| (*f, *value)));
            let reply = app.post_form(&path, &fields).await;
            assert_sane(&reply, &format!("POST {path} with {value:?}"));
        }
        // Hostile ids in the path itself.
        for id in ["abc", "-1", "99999999999999999999", "0"] {
            let path = template
                .replace("{t}", id)
                .replace("{g}", id)
                .replace("{p}", id)
                .replace("{n}", id);
            let reply = app
                .post_form(&path, &[("csrf", csrf.as_str()), ("name", "x")])
                .await;
            assert_sane(&reply, &format!("POST {path}"));
        }
    }
    for template in GETS {
        for value in HOSTILE {
            let path = fill(template, &ids, value);
            let reply = app.get(&path).await;
            assert_sane(&reply, &format!("GET {path}"));
        }
    }
    // The database is intact: the players are all still there.
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM players")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(count >= 5);
}

#[tokio::test]
async fn a_huge_body_is_refused_with_413_and_a_huge_field_with_a_message() {
    let (mut app, ids) = event().await;
    let csrf = app.csrf().await;
    let huge = "x".repeat(2 * 1024 * 1024);
    let reply = app
        .post_form(
            &fill("/admin/t/{t}/players", &ids, ""),
            &[("csrf", &csrf), ("name", &huge)],
        )
        .await;
    assert_eq!(reply.status, StatusCode::PAYLOAD_TOO_LARGE);
    let long = "é".repeat(5000);
    let reply = app
        .post_form(
            &fill("/admin/t/{t}/players", &ids, ""),
            &[("csrf", &csrf), ("name", &long)],
        )
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    reply.assert_contains("too long");
    let reply = app
        .post_multipart(
            &format!("/admin/t/{}/import?csrf={csrf}", ids[0].1),
            &[("file", Some("x.csv"), &"a,".repeat(300_000))],
        )
        .await;
    assert_sane(&reply, "a wide CSV");
}

#[tokio::test]
async fn random_hand_forms_never_cause_a_server_error() {
    let (mut app, ids) = event().await;
    let csrf = app.csrf().await;
    let path = fill("/admin/t/{t}/games/{g}/hands", &ids, "");
    // The id is bound as a number: PostgreSQL compares no BIGINT with text.
    let game: i64 = ids[1].1.parse().expect("a game id");
    let version: i64 = sqlx::query_scalar("SELECT version FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let field = prop_oneof![
        Just("".to_string()),
        (0u8..6).prop_map(|n| n.to_string()),
        prop::sample::select(vec![
            "ron", "tsumo", "draw", "abortive", "chombo", "mangan", "y1", "y13", "1", "13", "30",
            "25", "110", "115"
        ])
        .prop_map(String::from),
        ".{0,12}",
    ];
    let form = prop::collection::vec((prop::sample::select(FIELDS.to_vec()), field), 0..20);
    let mut runner = TestRunner::new(Config {
        cases: 300,
        ..Config::default()
    });
    let (tx, rx) = std::sync::mpsc::channel::<Vec<(&'static str, String)>>();
    runner
        .run(&form, |fields| {
            tx.send(fields).unwrap();
            Ok(())
        })
        .unwrap();
    drop(tx);
    for fields in rx {
        let version = version.to_string();
        let mut all: Vec<(&str, &str)> = vec![
            ("csrf", csrf.as_str()),
            ("version", version.as_str()),
            ("action", "preview"),
        ];
        all.extend(fields.iter().map(|(k, v)| (*k, v.as_str())));
        let reply = app.post_form(&path, &all).await;
        assert_sane(&reply, &format!("hand form {fields:?}"));
    }
}

#[tokio::test]
async fn an_address_with_an_unreadable_id_is_the_not_found_page() {
    let (mut app, _) = event().await;
    for path in [
        "/t/abc",
        "/t/99999999999999999999/players",
        "/t/1/rounds/first",
        "/admin/t/x/bracket",
    ] {
        let reply = app.get(path).await;
        assert_eq!(
            reply.status,
            StatusCode::NOT_FOUND,
            "{path}: {}",
            reply.body
        );
        reply.assert_contains("<h1>Not found</h1>");
    }
}
