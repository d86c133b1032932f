//! Issue 13: what a stranger on the LAN, a referee beyond their event or a bad file could break
//! before, each driven through the whole router (in process, fresh database per test). The
//! flood, timeout and descriptor findings need a real server: see `hostile_network.rs`; sign-ins
//! during a flood of wrong ones are tested in `hardening_sign_in`.

use crate::common;

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use common::{hidden_field, TestApp, THIRTEEN};

/// Signs in on `app` (cookies cleared first) as `name`.
pub(crate) async fn sign_in(app: &mut TestApp, name: &str, password: &str) -> StatusCode {
    app.cookies.clear();
    app.sign_in(name, password).await.status
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(&app.pool).await.unwrap()
}

pub(crate) async fn add_referee(
    app: &mut TestApp,
    name: &str,
    password: &str,
    tournaments: &[i64],
) {
    let ids: Vec<String> = tournaments.iter().map(i64::to_string).collect();
    let mut fields = vec![("name", name), ("password", password)];
    fields.extend(ids.iter().map(|id| ("tournament", id.as_str())));
    let reply = app.post("/admin/referees", &fields).await;
    reply.assert_redirects();
}

#[tokio::test]
async fn a_referee_of_one_tournament_cannot_touch_another() {
    let mut app = TestApp::signed_in().await;
    let a = app.tournament_with_round_one("Spring Open", THIRTEEN).await;
    let b = app.tournament_with_round_one("Autumn Cup", THIRTEEN).await;
    let game_a = app.game_ids(a).await[0];
    let game_b = app.game_ids(b).await[0];
    // Something for the referee to try deleting in B.
    app.record_hand(b, game_b, &[("outcome", "abortive")]).await;
    let player_b: i64 =
        sqlx::query_scalar("SELECT id FROM players WHERE tournament_id = $1 LIMIT 1")
            .bind(b)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let organizer = app.cookies.clone();
    // The referees page offers the tournaments to choose from, and a referee needs one.
    let page = app.get("/admin/referees").await;
    page.assert_contains(&format!("name=\"tournament\" value=\"{a}\""));
    let none = app
        .post(
            "/admin/referees",
            &[("name", "Rei"), ("password", "table-two-ref")],
        )
        .await;
    assert_eq!(none.status, StatusCode::UNPROCESSABLE_ENTITY);
    none.assert_contains("Choose the tournaments");
    add_referee(&mut app, "Rei", "table-two-ref", &[a]).await;

    assert_eq!(
        sign_in(&mut app, "Rei", "table-two-ref").await,
        StatusCode::SEE_OTHER
    );
    app.record_hand(a, game_a, &[("outcome", "abortive")]).await;
    let sheet_b = format!("/admin/t/{b}/games/{game_b}");
    assert_eq!(app.get(&sheet_b).await.status, StatusCode::FORBIDDEN);
    assert_eq!(
        app.get(&format!("/admin/t/{b}")).await.status,
        StatusCode::FORBIDDEN
    );
    let player = player_b.to_string();
    for (path, fields) in [
        (
            format!("/admin/t/{b}/penalties"),
            vec![
                ("player", player.as_str()),
                ("kind", "revealing"),
                ("amount", "2"),
                ("reason", "showed the wait"),
                ("game", ""),
            ],
        ),
        (format!("{sheet_b}/hands/0/delete"), vec![("version", "1")]),
        (
            format!("{sheet_b}/hands"),
            vec![
                ("version", "1"),
                ("action", "save"),
                ("outcome", "abortive"),
            ],
        ),
    ] {
        let reply = app.post(&path, &fields).await;
        assert_eq!(reply.status, StatusCode::FORBIDDEN, "{path}");
        reply.assert_contains("in their own tournaments");
    }
    assert_eq!(
        count(&app, &format!("SELECT COUNT(*) FROM hands h JOIN games g ON g.id = h.game_id WHERE g.id = {game_b}")).await,
        1
    );
    assert_eq!(count(&app, "SELECT COUNT(*) FROM penalties").await, 0);
    // The organizer still does everything.
    app.cookies = organizer;
    assert_eq!(app.get(&sheet_b).await.status, StatusCode::OK);
}

#[tokio::test]
async fn an_archived_tournament_refuses_every_change_until_it_is_restored() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Spring Open", THIRTEEN).await;
    let game = app.game_ids(id).await[0];
    let archived = app
        .post(&format!("/admin/t/{id}/archive"), &[("archived", "1")])
        .await;
    assert_eq!(archived.status, StatusCode::SEE_OTHER);
    for (path, fields) in [
        (
            format!("/admin/t/{id}/players"),
            vec![("name", "Late Larry")],
        ),
        (format!("/admin/t/{id}/rounds/1/redraw"), vec![]),
        (format!("/admin/t/{id}/edit"), vec![("name", "Renamed")]),
        (
            format!("/admin/t/{id}/games/{game}/hands"),
            vec![
                ("version", "0"),
                ("action", "save"),
                ("outcome", "abortive"),
            ],
        ),
    ] {
        let reply = app.post(&path, &fields).await;
        assert_eq!(reply.status, StatusCode::FORBIDDEN, "{path}");
        reply.assert_contains("archived");
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM hands").await, 0);
    // Reading still works; restoring is the one change accepted.
    assert_eq!(
        app.get(&format!("/admin/t/{id}")).await.status,
        StatusCode::OK
    );
    let restored = app
        .post(&format!("/admin/t/{id}/archive"), &[("archived", "0")])
        .await;
    assert_eq!(restored.status, StatusCode::SEE_OTHER);
    let added = app.add_player(id, &[("name", "Late Larry")]).await;
    added.assert_redirects();
}

#[tokio::test]
async fn setup_refuses_a_foreign_host_or_origin_and_a_token_the_server_did_not_make() {
    let mut app = TestApp::new().await;
    let with = |method: &str, host: &str, origin: Option<&str>, body: String| {
        let mut request = Request::builder()
            .method(method)
            .uri("/setup")
            .header(header::HOST, host)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
        if let Some(origin) = origin {
            request = request.header(header::ORIGIN, origin);
        }
        request.body(Body::from(body)).unwrap()
    };
    // A page on evil.example whose name now points at 127.0.0.1.
    let page = app
        .send(with("GET", "evil.example:8080", None, String::new()))
        .await;
    assert_eq!(page.status, StatusCode::FORBIDDEN);
    let page = app
        .send(with("GET", "localhost:8080", None, String::new()))
        .await;
    assert_eq!(page.status, StatusCode::OK);
    let token = hidden_field(&page.body, "form_token").unwrap();
    let form = serde_urlencoded::to_string([
        ("form_token", token.as_str()),
        ("password", "rebinding-wins"),
        ("confirm", "rebinding-wins"),
    ])
    .unwrap();
    let foreign = app
        .send(with(
            "POST",
            "localhost:8080",
            Some("http://evil.example:8080"),
            form.clone(),
        ))
        .await;
    assert_eq!(foreign.status, StatusCode::FORBIDDEN);
    // A token the client chose itself, in both the cookie and the form.
    let chosen = "a".repeat(32);
    app.cookies.insert("tenbou_form".into(), chosen.clone());
    let forged = serde_urlencoded::to_string([
        ("form_token", chosen.as_str()),
        ("password", "rebinding-wins"),
        ("confirm", "rebinding-wins"),
    ])
    .unwrap();
    let refused = app.send(with("POST", "127.0.0.1:8080", None, forged)).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM accounts").await, 0);
    // The real thing, from the laptop's own page.
    app.cookies.insert("tenbou_form".into(), token.clone());
    let done = app
        .send(with(
            "POST",
            "localhost:8080",
            Some("http://localhost:8080"),
            form,
        ))
        .await;
    done.assert_redirects();
}

#[tokio::test]
async fn setup_works_from_the_laptop_when_serving_on_ipv6_any() {
    let mut app = TestApp::new().await;
    // `--bind [::]:8080` sees the laptop's 127.0.0.1 as ::ffff:127.0.0.1.
    app.peer = "[::ffff:127.0.0.1]:50000".parse().unwrap();
    app.setup_organizer().await;
    // A phone on the LAN, seen the same way, is still not the laptop.
    let mut phone = TestApp::new().await;
    phone.peer = "[::ffff:192.0.2.7]:50000".parse().unwrap();
    assert_eq!(phone.get("/setup").await.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn a_form_of_seventy_kilobytes_passes_the_csrf_check() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Big Open").await;
    let mut csv = String::from("name,club,number\n");
    for n in 0..1500 {
        csv.push_str(&format!(
            "Player {n:04},The Long Named Riichi Club of Somewhere,EMA-{n:08}\n"
        ));
    }
    assert!(csv.len() > 70_000, "{}", csv.len());
    let imported = app.import_players(id, &csv).await;
    imported.assert_ok();
    imported.assert_contains("1500 players imported");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM players").await, 1500);
}

#[tokio::test]
async fn the_players_csv_writes_a_number_a_spreadsheet_would_run_as_text() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Spring Open").await;
    let added = app
        .add_player(
            id,
            &[("name", "Aiko"), ("number", "=HYPERLINK(\"http://x\")")],
        )
        .await;
    added.assert_redirects();
    let csv = app.get(&format!("/t/{id}/export/players.csv")).await;
    assert_eq!(csv.status, StatusCode::OK);
    csv.assert_contains("Aiko,,\"'=HYPERLINK(\"\"http://x\"\")\"");
}

#[tokio::test]
async fn a_new_password_signs_out_everywhere_and_the_organizer_changes_their_own() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Spring Open", THIRTEEN).await;
    let game = app.game_ids(id).await[0];
    add_referee(&mut app, "Rei", "table-two-ref", &[id]).await;
    let organizer = app.cookies.clone();
    assert_eq!(
        sign_in(&mut app, "Rei", "table-two-ref").await,
        StatusCode::SEE_OTHER
    );
    let referee = app.cookies.clone();
    let sheet = format!("/admin/t/{id}/games/{game}");
    assert_eq!(app.get(&sheet).await.status, StatusCode::OK);

    // The organizer resets the referee's password: the old session ends.
    app.cookies = organizer.clone();
    add_referee(&mut app, "Rei", "a-new-one-please", &[id]).await;
    app.cookies = referee;
    assert_eq!(app.get(&sheet).await.location(), "/login");

    // The organizer's own password: the current one is needed, then every session ends.
    app.cookies = organizer;
    let wrong = app
        .post(
            "/admin/password",
            &[
                ("current", "not-my-password"),
                ("password", "a-better-secret"),
                ("confirm", "a-better-secret"),
            ],
        )
        .await;
    assert_eq!(wrong.status, StatusCode::UNPROCESSABLE_ENTITY);
    wrong.assert_contains("current password is not right");
    let first_session = app.cookies.clone();
    // A second session, as on another laptop.
    assert_eq!(
        sign_in(&mut app, "organizer", common::PASSWORD).await,
        StatusCode::SEE_OTHER
    );
    let second_session = app.cookies.clone();
    app.cookies = first_session;
    let changed = app
        .post(
            "/admin/password",
            &[
                ("current", common::PASSWORD),
                ("password", "a-better-secret"),
                ("confirm", "a-better-secret"),
            ],
        )
        .await;
    changed.assert_redirects();
    let location = changed.location().to_string();
    app.get(&location)
        .await
        .assert_contains("Your password was changed");
    app.cookies = second_session;
    assert_eq!(app.get("/admin").await.location(), "/login");
    assert_eq!(
        sign_in(&mut app, "organizer", common::PASSWORD).await,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        sign_in(&mut app, "organizer", "a-better-secret").await,
        StatusCode::SEE_OTHER
    );
}

#[tokio::test]
async fn confirming_a_proposal_twice_starts_one_round_and_an_unplayed_round_can_be_taken_back() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Spring Open", THIRTEEN).await;
    let proposal = app
        .propose_round(id, &[("mode", "random"), ("table_rule", "substitute")])
        .await;
    proposal.assert_ok();
    let seed = hidden_field(&proposal.body, "seed").unwrap();
    let first = hidden_field(&proposal.body, "first").unwrap();
    assert_eq!(first, "2");
    let confirm = [
        ("mode", "random"),
        ("table_rule", "substitute"),
        ("count", "1"),
        ("seed", seed.as_str()),
        ("first", first.as_str()),
    ];
    let once = app.start_round(id, &confirm).await;
    let twice = app.start_round(id, &confirm).await;
    once.assert_redirects();
    twice.assert_redirects();
    assert_eq!(twice.location(), format!("/t/{id}/rounds/2"));
    assert_eq!(count(&app, "SELECT COUNT(*) FROM rounds").await, 2);

    // Round 1 is not the last; round 2 goes; then round 1 stays once a hand is in.
    let not_last = app
        .post(&format!("/admin/t/{id}/rounds/1/delete"), &[])
        .await;
    assert_eq!(not_last.status, StatusCode::UNPROCESSABLE_ENTITY);
    let taken_back = app
        .post(&format!("/admin/t/{id}/rounds/2/delete"), &[])
        .await;
    taken_back.assert_redirects();
    assert_eq!(count(&app, "SELECT COUNT(*) FROM rounds").await, 1);
    let game = app.game_ids(id).await[0];
    app.record_hand(id, game, &[("outcome", "abortive")]).await;
    let played = app
        .post(&format!("/admin/t/{id}/rounds/1/delete"), &[])
        .await;
    assert_eq!(played.status, StatusCode::UNPROCESSABLE_ENTITY);
    played.assert_contains("has results");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM rounds").await, 1);
}

#[tokio::test]
async fn a_han_count_beyond_any_hand_is_refused() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Spring Open", THIRTEEN).await;
    let game = app.game_ids(id).await[0];
    let sheet = format!("/admin/t/{id}/games/{game}");
    let version = hidden_field(&app.get(&sheet).await.body, "version").unwrap();
    let reply = app
        .post(
            &format!("{sheet}/hands"),
            &[
                ("version", &version),
                ("action", "save"),
                ("outcome", "tsumo"),
                ("win0", "1"),
                ("value0", "4294967295"),
                ("fu0", "30"),
            ],
        )
        .await;
    assert!(reply.status.is_client_error(), "{}", reply.status);
    reply.assert_contains("not one of the choices");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM hands").await, 0);
}

#[tokio::test]
async fn a_name_that_differs_only_by_invisible_characters_is_the_same_name() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Spring Open").await;
    let first = app.add_player(id, &[("name", "Aiko")]).await;
    assert_eq!(first.status, StatusCode::SEE_OTHER);
    for disguised in ["Ai\u{200b}ko", "\u{202e}Aiko", "Aiko\u{feff}"] {
        let reply = app.add_player(id, &[("name", disguised)]).await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{disguised:?}"
        );
        reply.assert_contains("already a player called");
    }
    assert_eq!(count(&app, "SELECT COUNT(*) FROM players").await, 1);
}

#[tokio::test]
async fn a_page_larger_than_eight_mebibytes_is_sent_whole() {
    let app = TestApp::new().await;
    let state = tenbou::web::AppState::new(app.pool.clone(), false);
    let big = "x".repeat(9 * 1024 * 1024);
    let router = axum::Router::new()
        .route(
            "/big",
            axum::routing::get(move || {
                let big = big.clone();
                async move { big }
            }),
        )
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            tenbou::web::caching::conditional,
        ))
        .with_state(state);
    let response =
        tower::ServiceExt::oneshot(router, Request::get("/big").body(Body::empty()).unwrap())
            .await
            .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let bytes = http_body_util::BodyExt::collect(response.into_body())
        .await
        .unwrap()
        .to_bytes();
    assert_eq!(bytes.len(), 9 * 1024 * 1024);
}

/// A tournament with players, a round, a hand and a penalty, exported as the JSON document.
async fn exported() -> (TestApp, serde_json::Value) {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Spring Open", THIRTEEN).await;
    let game = app.game_ids(id).await[0];
    app.record_hand(id, game, &[("outcome", "abortive")]).await;
    let file = app.get(&format!("/admin/t/{id}/export.json")).await;
    assert_eq!(file.status, StatusCode::OK);
    let doc = serde_json::from_str(&file.body).unwrap();
    (app, doc)
}

async fn import(app: &mut TestApp, doc: &serde_json::Value) -> common::Reply {
    app.import_file(&doc.to_string()).await
}

/// A change that spoils an exported tournament file.
type Spoil = Box<dyn Fn(&mut serde_json::Value)>;

#[tokio::test]
async fn a_bad_tournament_file_is_refused_whole_naming_its_first_problem() {
    let (mut app, doc) = exported().await;
    let tournaments = count(&app, "SELECT COUNT(*) FROM tournaments").await;
    let players = count(&app, "SELECT COUNT(*) FROM players").await;
    let first_player = doc["players"][0]["id"].clone();
    let cases: Vec<(&str, Spoil, &str)> = vec![
        (
            "an unknown ruleset for the tournament",
            Box::new(|d| d["tournament"]["ruleset"] = "made-up".into()),
            "tournament: Unknown ruleset",
        ),
        (
            "an unknown ruleset for a game",
            Box::new(|d| d["rounds"][0]["games"][0]["ruleset"] = "made-up".into()),
            "round 1 table 1: unknown ruleset",
        ),
        (
            "a game version at the end of the integers",
            Box::new(|d| d["rounds"][0]["games"][0]["version"] = i64::MAX.into()),
            "round 1 table 1: the version 9223372036854775807 is out of range",
        ),
        (
            "a penalty too large for the standings",
            Box::new(move |d| {
                d["penalties"] = serde_json::json!([{
                    "id": 1, "player": first_player, "game": null, "kind": "revealing",
                    "amount": 92233720368547758i64, "reason": "x", "created_at": "2026-04-09T10:00:00Z"
                }])
            }),
            "penalty 1: 92233720368547758 is outside the range",
        ),
        (
            "one player in four seats",
            Box::new(|d| {
                let p = d["rounds"][0]["games"][0]["seats"][0].clone();
                d["rounds"][0]["games"][0]["seats"] = serde_json::json!([p, p, p, p]);
            }),
            "is seated more than once in this round",
        ),
        (
            "a 500 KB name with a NUL byte",
            Box::new(|d| d["players"][0]["name"] = format!("{}\u{0}", "A".repeat(500_000)).into()),
            "player 1: The name is too long",
        ),
        (
            "a table numbered 0",
            Box::new(|d| d["rounds"][0]["games"][0]["table_number"] = 0.into()),
            "round 1 table 0: table numbers start at 1",
        ),
        (
            "bracket stages the bracket's plan does not have",
            Box::new(|d| {
                let ids: Vec<serde_json::Value> = d["players"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .take(4)
                    .map(|p| serde_json::json!([p["id"], "entrant"]))
                    .collect();
                let stage = |position: i64| {
                    serde_json::json!({"position": position, "penalty_floor": 0,
                        "created_at": "2026-04-09T10:00:00Z", "players": ids})
                };
                d["bracket"] = serde_json::json!({"config": "null", "seed": "7",
                    "created_at": "2026-04-09T10:00:00Z",
                    "stages": [stage(0), stage(1), stage(2)]});
            }),
            "bracket: 3 stages, but its plan has 1",
        ),
        (
            "a round in a stage that is not in the file",
            Box::new(|d| d["rounds"][0]["stage"] = 3.into()),
            "round 1: it belongs to bracket stage 3",
        ),
        (
            "a seating mode this version does not know",
            Box::new(|d| d["rounds"][0]["mode"] = "fancy".into()),
            "round 1: unknown seating",
        ),
        (
            "an audit action this version does not know",
            Box::new(|d| d["audit"][0]["action"] = "hand improved".into()),
            "audit entry 1: unknown action",
        ),
    ];
    for (what, change, message) in cases {
        let mut bad = doc.clone();
        change(&mut bad);
        let reply = import(&mut app, &bad).await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{what}: {}",
            reply.body
        );
        reply.assert_contains(message);
        assert_eq!(
            count(&app, "SELECT COUNT(*) FROM tournaments").await,
            tournaments,
            "{what}"
        );
        assert_eq!(
            count(&app, "SELECT COUNT(*) FROM players").await,
            players,
            "{what}"
        );
    }
    // The file as written imports, and its pages answer.
    let good = import(&mut app, &doc).await;
    good.assert_redirects();
    let new_id = good.location().trim_start_matches("/admin/t/").to_string();
    for page in ["", "/standings", "/rounds/1", "/players", "/schedule"] {
        let reply = app.get(&format!("/t/{new_id}{page}")).await;
        assert!(reply.status.is_success(), "{page}: {}", reply.status);
    }
}

#[tokio::test]
async fn a_referee_sees_on_admin_only_the_tournaments_they_are_authorised_for() {
    let mut app = TestApp::signed_in().await;
    let a = app.create_tournament("Spring Open").await;
    let b = app.create_tournament("Autumn Cup").await;
    add_referee(&mut app, "Rei", "table-two-ref", &[a]).await;
    let everything = app.get("/admin").await;
    everything.assert_contains(&format!(
        "<a href=\"/admin/t/{b}\"><strong>Autumn Cup</strong>"
    ));

    assert_eq!(
        sign_in(&mut app, "Rei", "table-two-ref").await,
        StatusCode::SEE_OTHER
    );
    let mine = app.get("/admin").await;
    assert_eq!(mine.status, StatusCode::OK);
    mine.assert_contains("<h1>Your tournaments</h1>")
        .assert_contains(&format!(
            "<a href=\"/admin/t/{a}\"><strong>Spring Open</strong>"
        ));
    assert!(
        !mine.body.contains(&format!("/admin/t/{b}")) && !mine.body.contains("Autumn Cup"),
        "a referee of Spring Open is shown the Autumn Cup:\n{}",
        mine.body
    );
}

/// Everything the tests' tracing subscriber writes.
#[derive(Clone, Default)]
pub(crate) struct Captured(pub(crate) std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for Captured {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[tokio::test]
async fn a_round_stored_with_an_unknown_seating_mode_fails_and_logs_one_line_naming_the_route() {
    let mut app = TestApp::signed_in().await;
    let id = app.tournament_with_round_one("Spring Open", THIRTEEN).await;
    assert_eq!(app.get(&format!("/t/{id}")).await.status, StatusCode::OK);
    // A database written by another program (or a newer version) with a mode this one does
    // not know: it must not be read as a random draw.
    sqlx::query("UPDATE rounds SET mode = 'fancy' WHERE tournament_id = $1")
        .bind(id)
        .execute(&app.pool)
        .await
        .unwrap();
    app.cookies.clear();

    let captured = Captured::default();
    let writer = captured.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_ansi(false)
        .with_writer(move || writer.clone())
        .finish();
    let reply = {
        // The test runs on one thread, so the subscriber sees every event of this request.
        let _guard = tracing::subscriber::set_default(subscriber);
        app.get(&format!("/t/{id}/schedule")).await
    };
    assert_eq!(reply.status, StatusCode::INTERNAL_SERVER_ERROR);
    // The 500 page names no stored value.
    assert!(!reply.body.contains("fancy"), "{}", reply.body);
    let log = String::from_utf8(captured.0.lock().unwrap().clone()).unwrap();
    let failed: Vec<&str> = log.lines().filter(|l| l.contains("failed with")).collect();
    assert_eq!(failed.len(), 1, "one line per failed request:\n{log}");
    assert!(
        failed[0].contains("GET /t/{id}/schedule failed with 500"),
        "the line names the method and the route's pattern:\n{log}"
    );
    assert!(
        log.contains("unknown seating mode \"fancy\""),
        "the cause is logged next to it:\n{log}"
    );
}

/// Issue 25: zero-width and direction-changing characters were stored in tournament names and
/// referee names (players' names already dropped them). Every name is read the same way now.
#[tokio::test]
async fn invisible_characters_are_dropped_from_tournament_and_referee_names() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Spring\u{200b} Open\u{202e}").await;
    let name: String = sqlx::query_scalar("SELECT name FROM tournaments WHERE id = $1")
        .bind(id)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(name, "Spring Open");
    let edited = app
        .edit_tournament(
            id,
            &[
                ("name", "\u{2066}Autumn\u{feff} Cup\u{200d}"),
                ("venue", "Room\u{202e} 403"),
                ("ruleset", "msmc-2016"),
            ],
        )
        .await;
    edited.assert_redirects();
    let (name, venue): (String, String) =
        sqlx::query_as("SELECT name, venue FROM tournaments WHERE id = $1")
            .bind(id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!((name.as_str(), venue.as_str()), ("Autumn Cup", "Room 403"));

    add_referee(&mut app, "Re\u{200b}i\u{202e}", "table-two-ref", &[id]).await;
    let names: Vec<String> = sqlx::query_scalar("SELECT name FROM accounts WHERE role = 'referee'")
        .fetch_all(&app.pool)
        .await
        .unwrap();
    assert_eq!(names, ["Rei"]);
    // A name made only of invisible characters is no name.
    let empty = app
        .post(
            "/admin/referees",
            &[
                ("name", "\u{200b}\u{2060}"),
                ("password", "table-two-ref"),
                ("tournament", &id.to_string()),
            ],
        )
        .await;
    assert_eq!(empty.status, StatusCode::UNPROCESSABLE_ENTITY);
}
