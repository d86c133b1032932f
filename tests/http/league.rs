//! A league's server (docs/league.md): two organizers each run an event and neither can open,
//! change or see the other's; the administrator reaches both, makes and disables organizers;
//! the public index lists every event; the laptop keeps its one organizer.
use crate::common::{self, TestApp, PASSWORD};

use crate::live::Stream;
use axum::http::StatusCode;
use std::collections::BTreeMap;
use std::time::Duration;

const ADMIN: &str = "League Admin";
const ADMIN_PASSWORD: &str = "run-the-whole-league";
const PLAYERS: &str = "name\nAiko\nBen\nChloé\nDev\n";

/// A league's server with its administrator made as `tenbou admin` makes one, two organizers
/// (Ana and Bo) made by the administrator, and an event of each with round 1 drawn.
struct League {
    app: TestApp,
    /// Each signed-in person's cookies, by name.
    cookies: BTreeMap<&'static str, BTreeMap<String, String>>,
    ana_event: i64,
    bo_event: i64,
}

impl League {
    async fn new() -> League {
        let mut app = TestApp::configured(|state| state.league = true).await;
        tenbou::server::create_administrator(app.database_location(), ADMIN, ADMIN_PASSWORD)
            .await
            .expect("the administrator is made");
        app.sign_in(ADMIN, ADMIN_PASSWORD).await.assert_redirects();
        for name in ["Ana", "Bo"] {
            let fields = [
                ("name", name),
                ("password", PASSWORD),
                ("confirm", PASSWORD),
            ];
            app.post("/league", &fields).await.assert_redirects();
        }
        let mut league = League {
            cookies: BTreeMap::from([(ADMIN, std::mem::take(&mut app.cookies))]),
            app,
            ana_event: 0,
            bo_event: 0,
        };
        league.ana_event = league.event_of("Ana", "Ana's Spring Open").await;
        league.bo_event = league.event_of("Bo", "Bo's Club Night").await;
        league
    }

    /// Signs `name` in (once) and makes this app act as them.
    async fn as_(&mut self, name: &'static str) -> &mut TestApp {
        self.app.cookies.clear();
        match self.cookies.get(name) {
            Some(cookies) => self.app.cookies = cookies.clone(),
            None => {
                self.app.sign_in(name, PASSWORD).await.assert_redirects();
                self.cookies.insert(name, self.app.cookies.clone());
            }
        }
        &mut self.app
    }

    async fn event_of(&mut self, organizer: &'static str, name: &str) -> i64 {
        self.as_(organizer)
            .await
            .tournament_with_round_one(name, PLAYERS)
            .await
    }
}

/// A change posted with its form's fields.
type Change = (String, Vec<(&'static str, &'static str)>);

/// Every kind of organizer route, read or changed, about tournament `id`: its page, forms,
/// players, rounds, penalties, clock, files and archive.
fn organizer_routes(id: i64) -> (Vec<String>, Vec<Change>) {
    let t = format!("/admin/t/{id}");
    let reads = [
        "",
        "/edit",
        "/audit",
        "/penalties",
        "/players/cards",
        "/export.json",
        "/board",
    ]
    .iter()
    .map(|page| format!("{t}{page}"))
    .collect();
    let changes = vec![
        (
            format!("{t}/edit"),
            vec![("name", "Taken over"), ("ruleset", "msmc-2016")],
        ),
        (format!("{t}/players"), vec![("name", "Zed")]),
        (format!("{t}/players/checkin-all"), vec![]),
        (format!("{t}/rounds/1/clock"), vec![("minutes", "60")]),
        (format!("{t}/hand-entry"), vec![("hand_entry", "table")]),
        (format!("{t}/archive"), vec![("archived", "1")]),
    ];
    (reads, changes)
}

/// What a change to tournament `id` would alter: its row, players, clocks.
async fn snapshot(app: &TestApp, id: i64) -> String {
    let row: (String, String, i64) = sqlx::query_as(
        "SELECT name, hand_entry, CAST(archived AS INTEGER) FROM tournaments WHERE id = $1",
    )
    .bind(id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let players: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM players WHERE tournament_id = $1 AND (checked_in = TRUE OR name = 'Zed')",
    )
    .bind(id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    format!("{row:?} {players}")
}

#[tokio::test]
async fn an_organizer_cannot_open_change_or_see_another_organizers_event() {
    let mut league = League::new().await;
    let (ana_event, bo_event) = (league.ana_event, league.bo_event);
    let before = snapshot(&league.app, bo_event).await;
    let app = league.as_("Ana").await;
    let (reads, changes) = organizer_routes(bo_event);
    for path in &reads {
        let reply = app.get(path).await;
        assert_eq!(reply.status, StatusCode::FORBIDDEN, "Ana read GET {path}");
        reply.assert_contains("another organizer");
    }
    for (path, fields) in &changes {
        let reply = app.post(path, fields).await;
        assert_eq!(
            reply.status,
            StatusCode::FORBIDDEN,
            "Ana reached POST {path}"
        );
    }
    assert_eq!(
        snapshot(app, bo_event).await,
        before,
        "nothing of Bo's changed"
    );
    // Her own pages, lists and forms show her event and never his.
    let own = format!("/admin/t/{ana_event}");
    for path in ["/admin", "/admin/referees", own.as_str()] {
        app.get(path)
            .await
            .assert_contains("Ana&#39;s Spring Open")
            .assert_lacks("Bo&#39;s Club Night");
    }
    let refereeing_bos = [
        ("name", "Rei"),
        ("password", "table-two-ref"),
        ("tournament", &bo_event.to_string()),
    ];
    let reply = app.post("/admin/referees", &refereeing_bos).await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{}", reply.body);
}

#[tokio::test]
async fn the_administrator_opens_and_changes_every_organizers_event() {
    let mut league = League::new().await;
    let bo_event = league.bo_event;
    let app = league.as_(ADMIN).await;
    let (reads, _) = organizer_routes(bo_event);
    for path in &reads {
        app.get(path).await.assert_ok();
    }
    let renamed = [
        ("name", "Bo's Club Night, renamed"),
        ("ruleset", "msmc-2016"),
    ];
    let edit = format!("/admin/t/{bo_event}/edit");
    app.post(&edit, &renamed).await.assert_redirects();
    app.get("/admin")
        .await
        .assert_contains("Ana&#39;s Spring Open")
        .assert_contains("renamed");
}

#[tokio::test]
async fn a_disabled_organizer_is_signed_out_and_cannot_sign_in_until_enabled() {
    let mut league = League::new().await;
    league.as_("Ana").await.get("/admin").await.assert_ok();
    let ana: i64 = sqlx::query_scalar("SELECT id FROM accounts WHERE name = 'Ana'")
        .fetch_one(&league.app.pool)
        .await
        .unwrap();
    let switch = format!("/league/{ana}/active");
    let admin = league.as_(ADMIN).await;
    admin
        .post(&switch, &[("active", "0")])
        .await
        .assert_redirects();
    admin.get("/league").await.assert_contains("disabled");
    let app = league.as_("Ana").await;
    let signed_out = app.get("/admin").await;
    assert_eq!(signed_out.location(), "/login", "her session ended");
    let refused = app.sign_in("Ana", PASSWORD).await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED);
    league
        .as_(ADMIN)
        .await
        .post(&switch, &[("active", "1")])
        .await
        .assert_redirects();
    league.app.cookies.clear();
    league.app.sign_in("Ana", PASSWORD).await.assert_redirects();
}

/// The facts of the audit entries of `action` about accounts, oldest first.
async fn account_audit(app: &TestApp, action: &str) -> Vec<String> {
    sqlx::query_scalar("SELECT detail FROM audit_log WHERE action = $1 ORDER BY id")
        .bind(action)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

/// Ana authorises Rei and Bo authorises Kai, each for their own event; then the administrator
/// disables Ana: Rei is shut out with her, Kai is not, and Rei is back when Ana is.
#[tokio::test]
async fn a_disabled_organizers_referees_lose_access_until_the_organizer_is_enabled() {
    let mut league = League::new().await;
    let (ana_event, bo_event) = (league.ana_event, league.bo_event);
    for (organizer, referee, event) in [("Ana", "Rei", ana_event), ("Bo", "Kai", bo_event)] {
        let event = event.to_string();
        let fields = [
            ("name", referee),
            ("password", PASSWORD),
            ("tournament", event.as_str()),
        ];
        let app = league.as_(organizer).await;
        app.post("/admin/referees", &fields)
            .await
            .assert_redirects();
    }
    let (rei_page, kai_page) = (
        format!("/admin/t/{ana_event}"),
        format!("/admin/t/{bo_event}"),
    );
    league.as_("Rei").await.get(&rei_page).await.assert_ok();
    league.as_("Kai").await.get(&kai_page).await.assert_ok();
    let ana: i64 = sqlx::query_scalar("SELECT id FROM accounts WHERE name = 'Ana'")
        .fetch_one(&league.app.pool)
        .await
        .unwrap();
    let switch = format!("/league/{ana}/active");
    let admin = league.as_(ADMIN).await;
    admin
        .post(&switch, &[("active", "0")])
        .await
        .assert_redirects();
    let signed_out = league.as_("Rei").await.get(&rei_page).await;
    assert_eq!(
        signed_out.location(),
        "/login",
        "the referee's session ended"
    );
    league.as_("Kai").await.get(&kai_page).await.assert_ok();
    league.app.cookies.clear();
    let refused = league.app.sign_in("Rei", PASSWORD).await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED);
    refused.assert_contains("Wrong name or password.");
    let disabled = account_audit(&league.app, "organizer disabled").await;
    assert_eq!(disabled.len(), 1, "{disabled:?}");
    assert!(disabled[0].contains(r#""referees":1"#), "{}", disabled[0]);
    league
        .as_(ADMIN)
        .await
        .post(&switch, &[("active", "1")])
        .await
        .assert_redirects();
    assert_eq!(
        account_audit(&league.app, "organizer enabled").await.len(),
        1
    );
    league.app.cookies.clear();
    league.app.sign_in("Rei", PASSWORD).await.assert_redirects();
    league.app.get(&rei_page).await.assert_ok();
}

#[tokio::test]
async fn only_the_administrator_manages_organizers_and_takes_backups() {
    let mut league = League::new().await;
    let app = league.as_("Ana").await;
    let fields = [
        ("name", "Mallory"),
        ("password", PASSWORD),
        ("confirm", PASSWORD),
    ];
    for reply in [
        app.get("/league").await,
        app.post("/league", &fields).await,
        app.post("/admin/backups", &[]).await,
    ] {
        assert_eq!(reply.status, StatusCode::FORBIDDEN, "{}", reply.body);
    }
    // Her page of backups keeps the move of a tournament, not the snapshots of everyone's.
    app.get("/admin/backups")
        .await
        .assert_contains("/admin/import")
        .assert_lacks("action=\"/admin/backups\"");
    let admin = league.as_(ADMIN).await;
    // Snapshots are copies of the SQLite file; on PostgreSQL the page names pg_dump instead.
    if !admin.on_postgres {
        admin.post("/admin/backups", &[]).await.assert_redirects();
    }
    let taken = [
        ("name", "ana"),
        ("password", PASSWORD),
        ("confirm", PASSWORD),
    ];
    admin
        .post("/league", &taken)
        .await
        .assert_unprocessable()
        .assert_contains("another account");
    let short = [("name", "Cy"), ("password", "short"), ("confirm", "short")];
    admin.post("/league", &short).await.assert_unprocessable();
}

#[tokio::test]
async fn each_organizer_sees_only_the_referees_they_authorised() {
    let mut league = League::new().await;
    let ana_event = league.ana_event.to_string();
    let rei = [
        ("name", "Rei"),
        ("password", "table-two-ref"),
        ("tournament", ana_event.as_str()),
    ];
    let app = league.as_("Ana").await;
    app.post("/admin/referees", &rei).await.assert_redirects();
    app.get("/admin/referees").await.assert_contains("Rei");
    let rei_id: i64 = sqlx::query_scalar("SELECT id FROM accounts WHERE name = 'Rei'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let app = league.as_("Bo").await;
    app.get("/admin/referees").await.assert_lacks("Rei");
    let bo_event = league.bo_event.to_string();
    let taking_rei = [
        ("name", "rei"),
        ("password", "another-pass"),
        ("tournament", bo_event.as_str()),
    ];
    let app = league.as_("Bo").await;
    app.post("/admin/referees", &taking_rei)
        .await
        .assert_unprocessable()
        .assert_contains("another account");
    let revoke = app
        .post(&format!("/admin/referees/{rei_id}/revoke"), &[])
        .await;
    assert_eq!(revoke.status, StatusCode::NOT_FOUND);
    let rei_signs_in = league.app.sign_in("Rei", "table-two-ref").await;
    rei_signs_in.assert_redirects();
}

#[tokio::test]
async fn an_imported_event_belongs_to_its_importer() {
    let mut league = League::new().await;
    let file = format!("/admin/t/{}/export.json", league.ana_event);
    let exported = league.as_("Ana").await.get(&file).await;
    exported.assert_ok();
    let bo_copy = league.as_("Bo").await.import_new(&exported.body).await;
    league
        .as_("Bo")
        .await
        .get(&format!("/admin/t/{bo_copy}"))
        .await
        .assert_ok();
    let ana_opens = league
        .as_("Ana")
        .await
        .get(&format!("/admin/t/{bo_copy}"))
        .await;
    assert_eq!(ana_opens.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn the_public_index_lists_every_organizers_open_events_with_their_organizer() {
    let mut league = League::new().await;
    let archive = format!("/admin/t/{}/archive", league.bo_event);
    let late = league.event_of("Bo", "Bo's Summer Cup").await;
    // An event made with no date or venue.
    let bare = [("name", "Bo's Pop-up"), ("ruleset", "msmc-2016")];
    league.as_("Bo").await.create_tournament_from(&bare).await;
    league
        .as_("Bo")
        .await
        .post(&archive, &[("archived", "1")])
        .await
        .assert_redirects();
    league.app.cookies.clear();
    let index = league.app.get("/").await;
    index
        .assert_ok()
        .assert_contains("Ana&#39;s Spring Open")
        .assert_contains("Organized by Ana")
        .assert_contains(&format!("/t/{late}/standings"))
        .assert_lacks("Bo&#39;s Club Night")
        .assert_contains("Room 403")
        // The event with no date or venue shows no empty line under its name.
        .assert_contains("Bo&#39;s Pop-up")
        .assert_lacks("<span class=\"muted\"></span>");
    let french = league.app.get("/?lang=fr").await;
    french.assert_contains("Organisé par Bo");
    let japanese = league.app.get("/league?lang=ja").await;
    assert_eq!(
        japanese.location(),
        "/login",
        "the organizers' page asks to sign in"
    );
    let setup = league.app.get("/setup").await;
    assert_eq!(
        setup.status,
        StatusCode::FORBIDDEN,
        "no setup on a league's server"
    );
    let words = league.as_(ADMIN).await.get("/league?lang=ja").await;
    words.assert_contains("主催者を作成").assert_contains("Ana");
}

#[tokio::test]
async fn the_public_index_follows_its_events_live_a_new_one_included() {
    let mut league = League::new().await;
    league.app.cookies.clear();
    let index = league.app.get("/").await;
    index.assert_contains("data-events=\"/events\"");
    let peer = league.app.peer;
    let (status, mut stream) = Stream::open_at(&league.app, peer, "/events", None).await;
    assert_eq!(status, StatusCode::OK);
    let hello = stream.next_event(Duration::from_secs(2)).await.unwrap();
    assert!(hello.contains("event: hello"), "{hello}");
    // A new event, made by an organizer, moves the index's stream and shows on it.
    league.event_of("Bo", "Bo's Summer Cup").await;
    stream.expect_change("a new event").await;
    league.app.cookies.clear();
    league
        .app
        .get("/")
        .await
        .assert_contains("Bo&#39;s Summer Cup");
    // An event archived leaves the list, and its phones are told.
    let archive = format!("/admin/t/{}/archive", league.ana_event);
    let ana = league.as_("Ana").await;
    ana.post(&archive, &[("archived", "1")])
        .await
        .assert_redirects();
    stream.expect_change("an event archived").await;
    league.app.cookies.clear();
    league
        .app
        .get("/")
        .await
        .assert_lacks("Ana&#39;s Spring Open");
}

#[tokio::test]
async fn the_laptop_keeps_one_organizer_and_has_no_league_pages() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Club night").await;
    assert_eq!(app.get("/league").await.status, StatusCode::NOT_FOUND);
    if !app.on_postgres {
        app.get("/admin/backups")
            .await
            .assert_contains("action=\"/admin/backups\"");
    }
    app.get(&format!("/admin/t/{id}")).await.assert_ok();
    app.cookies.clear();
    // Its sign-in form names its one organizer, as it always did.
    let login = app.get("/login").await;
    assert!(common::hidden_field(&login.body, "form_token").is_some());
    login.assert_contains("value=\"organizer\"");
}
