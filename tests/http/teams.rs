//! Teams of two for Clear Mahjong (docs/rules.md §16 "Teams"): the teams page linked from the
//! organizer's page of a team tournament only, a team formed and listed, the refusals that
//! keep the form with the reason (a team of three or of one, a blank name, a player already in
//! a team, a name taken), a team dissolved, and no team formed under a style played alone.

use crate::common::TestApp;

use axum::http::StatusCode;

const PLAYERS: &str = "name\nAiko\nBen\nChloé\nDev\nEmi\n";

/// A Clear Mahjong tournament with `PLAYERS`; returns the app and the tournament's id.
async fn clear_event() -> (TestApp, i64) {
    let mut app = TestApp::signed_in().await;
    let id = app
        .create_tournament_from(&[("name", "Clear night"), ("ruleset", "clear")])
        .await;
    let imported = app.import_players(id, PLAYERS).await;
    assert_eq!(imported.status, StatusCode::OK, "{}", imported.body);
    (app, id)
}

/// The id of each player the teams page offers, by name.
async fn free_players(app: &mut TestApp, id: i64) -> Vec<(String, String)> {
    let page = app.get(&format!("/admin/t/{id}/teams")).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    page.body
        .split("name=\"player\" value=\"")
        .skip(1)
        .map(|rest| {
            let (value, after) = rest.split_once('"').unwrap();
            let name = after.split_once("> ").unwrap().1.split('<').next().unwrap();
            (name.trim().to_string(), value.to_string())
        })
        .collect()
}

/// The id of `name` among `players`.
fn id_of<'a>(players: &'a [(String, String)], name: &str) -> &'a str {
    &players.iter().find(|(n, _)| n == name).unwrap().1
}

#[tokio::test]
async fn a_team_of_two_is_formed_listed_and_its_players_are_no_longer_free() {
    let (mut app, id) = clear_event().await;
    let manage = app.get(&format!("/admin/t/{id}")).await;
    manage.assert_contains(&format!("href=\"/admin/t/{id}/teams\""));
    let players = free_players(&mut app, id).await;
    assert_eq!(players.len(), 5);
    let fields = [
        ("name", "Red <Dragons>"),
        ("player", id_of(&players, "Aiko")),
        ("player", id_of(&players, "Dev")),
    ];
    let formed = app.post(&format!("/admin/t/{id}/teams"), &fields).await;
    assert_eq!(formed.status, StatusCode::SEE_OTHER, "{}", formed.body);
    let page = app.get(&format!("/admin/t/{id}/teams")).await;
    page.assert_contains("Red &#60;Dragons&#62;")
        .assert_contains("Aiko and Dev")
        .assert_lacks("Red <Dragons>");
    let free: Vec<String> = free_players(&mut app, id)
        .await
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    assert_eq!(free, ["Ben", "Chloé", "Emi"]);
    let audit = app.get(&format!("/admin/t/{id}/audit")).await;
    audit.assert_contains("team formed");
}

#[tokio::test]
async fn a_team_refused_keeps_the_form_and_says_why() {
    let (mut app, id) = clear_event().await;
    let players = free_players(&mut app, id).await;
    let p = |name| id_of(&players, name).to_string();
    let first = [
        ("name", "Red"),
        ("player", &p("Aiko")),
        ("player", &p("Dev")),
    ];
    let formed = app.post(&format!("/admin/t/{id}/teams"), &first).await;
    assert_eq!(formed.status, StatusCode::SEE_OTHER, "{}", formed.body);
    let cases: Vec<(Vec<(&str, String)>, &str)> = vec![
        (
            vec![
                ("name", "Trio".into()),
                ("player", p("Ben")),
                ("player", p("Chloé")),
                ("player", p("Emi")),
            ],
            "A team is two players: 3 chosen",
        ),
        (
            vec![("name", "Solo".into()), ("player", p("Ben"))],
            "A team is two players: 1 chosen",
        ),
        (
            vec![
                ("name", "  ".into()),
                ("player", p("Ben")),
                ("player", p("Emi")),
            ],
            "Give the team a name.",
        ),
        (
            vec![
                ("name", "Blue".into()),
                ("player", p("Ben")),
                ("player", p("Aiko")),
            ],
            "Aiko is already in the team Red",
        ),
        (
            vec![
                ("name", "RED".into()),
                ("player", p("Ben")),
                ("player", p("Emi")),
            ],
            "Another team is already called RED",
        ),
        (
            vec![
                ("name", "Ghost".into()),
                ("player", "999999".into()),
                ("player", p("Emi")),
            ],
            "Choose the players from the list.",
        ),
    ];
    for (fields, reason) in cases {
        let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let refused = app.post(&format!("/admin/t/{id}/teams"), &fields).await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY, "{reason}");
        refused.assert_contains(reason);
        let name = fields[0].1.trim();
        if !name.is_empty() {
            refused.assert_contains(&format!("name=\"name\" value=\"{}\"", fields[0].1));
        }
        let ticked = format!("value=\"{}\" checked", p("Emi"));
        if fields.iter().any(|(_, v)| *v == p("Emi")) {
            refused.assert_contains(&ticked);
        }
    }
    let page = app.get(&format!("/admin/t/{id}/teams")).await;
    page.assert_contains("Teams so far (1)");
}

#[tokio::test]
async fn a_team_dissolved_frees_its_players() {
    let (mut app, id) = clear_event().await;
    let players = free_players(&mut app, id).await;
    let fields = [
        ("name", "Red"),
        ("player", id_of(&players, "Ben")),
        ("player", id_of(&players, "Chloé")),
    ];
    app.post(&format!("/admin/t/{id}/teams"), &fields).await;
    let page = app.get(&format!("/admin/t/{id}/teams")).await;
    let action = page
        .body
        .split(&format!("action=\"/admin/t/{id}/teams/"))
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap()
        .to_string();
    let dissolved = app
        .post(&format!("/admin/t/{id}/teams/{action}"), &[])
        .await;
    assert_eq!(
        dissolved.status,
        StatusCode::SEE_OTHER,
        "{}",
        dissolved.body
    );
    assert_eq!(free_players(&mut app, id).await.len(), 5);
    let audit = app.get(&format!("/admin/t/{id}/audit")).await;
    audit.assert_contains("team dissolved");
}

#[tokio::test]
async fn a_style_played_alone_has_no_teams() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Riichi night").await;
    app.import_players(id, PLAYERS).await;
    let manage = app.get(&format!("/admin/t/{id}")).await;
    manage.assert_lacks(&format!("/admin/t/{id}/teams"));
    let page = app.get(&format!("/admin/t/{id}/teams")).await;
    page.assert_contains("which is not played in teams")
        .assert_lacks("Form the team");
    let refused = app
        .post(
            &format!("/admin/t/{id}/teams"),
            &[("name", "Red"), ("player", "1"), ("player", "2")],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_contains("not played in teams");
}
