//! A test client for the whole router: a fresh database per test, cookies kept between
//! requests, the CSRF token read from the pages like a browser would.
#![allow(dead_code)]

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{header, Request, StatusCode};
use axum::Router;
use http_body_util::BodyExt;
use std::collections::BTreeMap;
use std::net::SocketAddr;
use tenbou::web::{self, AppState};
use tower::ServiceExt;

pub const PASSWORD: &str = "tiles-and-sticks";

pub struct TestApp {
    pub router: Router,
    pub pool: tenbou::db::Pool,
    pub cookies: BTreeMap<String, String>,
    /// Where requests come from; loopback unless a test says otherwise.
    pub peer: SocketAddr,
    /// The database is PostgreSQL (`TENBOU_TEST_DATABASE=postgres`), not a SQLite file.
    pub on_postgres: bool,
    pub(crate) _dir: tempfile::TempDir,
    pub(crate) _database: crate::test_database::TestDatabase,
}

impl TestApp {
    /// Where the app's database is, for what opens it a second time.
    pub fn database_location(&self) -> tenbou::db::Location {
        self._database.location.clone()
    }
}

pub struct Reply {
    pub status: StatusCode,
    pub headers: axum::http::HeaderMap,
    pub body: String,
}

impl Reply {
    /// The body parsed, to look elements up by CSS selector.
    pub fn page(&self) -> crate::html::Page {
        crate::html::Page::parse(&self.body)
    }

    pub fn location(&self) -> &str {
        self.headers
            .get(header::LOCATION)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
    }

    /// Fails with the page text when the body lacks `needle`.
    pub fn assert_contains(&self, needle: &str) -> &Self {
        assert!(
            self.body.contains(needle),
            "expected {needle:?} in the page ({}):\n{}",
            self.status,
            self.body
        );
        self
    }

    /// Fails, showing the page, unless the answer is a redirect (303, as after a form taken).
    pub fn assert_redirects(&self) -> &Self {
        assert_eq!(self.status, StatusCode::SEE_OTHER, "{}", self.body);
        self
    }

    /// Fails, showing the page, unless the answer is 422: a form refused with its reasons.
    pub fn assert_unprocessable(&self) -> &Self {
        assert_eq!(
            self.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{}",
            self.body
        );
        self
    }

    /// Fails, showing the page, unless the answer is 200.
    pub fn assert_ok(&self) -> &Self {
        assert_eq!(self.status, StatusCode::OK, "{}", self.body);
        self
    }

    /// Fails when the body holds `needle`, and also when the answer is an error page or a
    /// server error: that something is missing from an error page proves nothing.
    pub fn assert_lacks(&self, needle: &str) -> &Self {
        self.assert_is_a_page();
        assert!(
            !self.body.contains(needle),
            "did not expect {needle:?} in the page ({}):\n{}",
            self.status,
            self.body
        );
        self
    }

    /// Fails unless the answer is one of the app's own pages (a form answered with its
    /// refusal counts), not the error page and not a server error.
    pub fn assert_is_a_page(&self) -> &Self {
        assert!(
            !self.status.is_server_error(),
            "a server error ({}):\n{}",
            self.status,
            self.body
        );
        assert!(
            !self.body.contains(r#"<body class="error-page">"#),
            "the error page ({}):\n{}",
            self.status,
            self.body
        );
        self
    }
}

impl TestApp {
    pub async fn new() -> Self {
        Self::configured(|_| {}).await
    }

    /// A fresh app whose state `configure` adjusts first (its LAN address, say).
    pub async fn configured(configure: impl FnOnce(&mut AppState)) -> Self {
        let dir = tempfile::tempdir().expect("temporary folder");
        let database = crate::test_database::fresh(dir.path()).await;
        let pool = database.pool.clone();
        let mut state = AppState::new(pool.clone(), false);
        // Snapshots copy a SQLite file; a PostgreSQL server is backed up by its own tool.
        if !database.on_postgres {
            state.backup_dir = Some(dir.path().join("backups"));
        }
        configure(&mut state);
        let router = web::router(state, web::Assets::Embedded);
        Self {
            router,
            pool,
            cookies: BTreeMap::new(),
            peer: "127.0.0.1:50000".parse().unwrap(),
            on_postgres: database.on_postgres,
            _dir: dir,
            _database: database,
        }
    }

    /// A fresh app with the organizer signed in.
    pub async fn signed_in() -> Self {
        let mut app = Self::new().await;
        app.setup_organizer().await;
        app
    }

    fn cookie_header(&self) -> String {
        self.cookies
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    pub async fn send(&mut self, mut request: Request<Body>) -> Reply {
        request.extensions_mut().insert(ConnectInfo(self.peer));
        if !self.cookies.is_empty() {
            request
                .headers_mut()
                .insert(header::COOKIE, self.cookie_header().parse().unwrap());
        }
        let response = self
            .router
            .clone()
            .oneshot(request)
            .await
            .expect("router answers");
        for value in response.headers().get_all(header::SET_COOKIE) {
            let text = value.to_str().unwrap();
            let pair = text.split(';').next().unwrap();
            let (name, value) = pair.split_once('=').unwrap();
            let removed = text.contains("Max-Age=0") || value.is_empty();
            if removed {
                self.cookies.remove(name);
            } else {
                self.cookies.insert(name.to_string(), value.to_string());
            }
        }
        let status = response.status();
        let headers = response.headers().clone();
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        Reply {
            status,
            headers,
            body: String::from_utf8_lossy(&bytes).into_owned(),
        }
    }

    pub async fn get(&mut self, path: &str) -> Reply {
        self.send(Request::get(path).body(Body::empty()).unwrap())
            .await
    }

    pub async fn post_form(&mut self, path: &str, fields: &[(&str, &str)]) -> Reply {
        let body = serde_urlencoded::to_string(fields).unwrap();
        let request = Request::post(path)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from(body))
            .unwrap();
        self.send(request).await
    }

    /// Posts a form with the CSRF token of the signed-in session added.
    pub async fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> Reply {
        let token = self.csrf().await;
        let mut all: Vec<(&str, &str)> = vec![("csrf", token.as_str())];
        all.extend_from_slice(fields);
        self.post_form(path, &all).await
    }

    /// Posts a multipart form (a file upload) to `path` as given (the caller adds `?csrf=`).
    pub async fn post_multipart(
        &mut self,
        path: &str,
        parts: &[(&str, Option<&str>, &str)],
    ) -> Reply {
        let boundary = "tenboutestboundary";
        let mut body = String::new();
        for (name, filename, content) in parts {
            body.push_str(&format!("--{boundary}\r\n"));
            match filename {
                Some(file) => body.push_str(&format!(
                    "Content-Disposition: form-data; name=\"{name}\"; filename=\"{file}\"\r\nContent-Type: text/csv\r\n\r\n"
                )),
                None => body.push_str(&format!("Content-Disposition: form-data; name=\"{name}\"\r\n\r\n")),
            }
            body.push_str(content);
            body.push_str("\r\n");
        }
        body.push_str(&format!("--{boundary}--\r\n"));
        let request = Request::post(path)
            .header(
                header::CONTENT_TYPE,
                format!("multipart/form-data; boundary={boundary}"),
            )
            .body(Body::from(body))
            .unwrap();
        self.send(request).await
    }

    /// The CSRF token, read from the organizer's dashboard as a browser would see it.
    pub async fn csrf(&mut self) -> String {
        let page = self.get("/admin").await;
        hidden_field(&page.body, "csrf").expect("a signed-in page carries the CSRF token")
    }

    pub async fn setup_organizer(&mut self) {
        let page = self.get("/setup").await;
        assert_eq!(page.status, StatusCode::OK, "{}", page.body);
        let token = hidden_field(&page.body, "form_token").unwrap();
        let reply = self
            .post_form(
                "/setup",
                &[
                    ("form_token", &token),
                    ("password", PASSWORD),
                    ("confirm", PASSWORD),
                ],
            )
            .await;
        assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
    }

    /// Creates a tournament and returns its id.
    pub async fn create_tournament(&mut self, name: &str) -> i64 {
        self.create_tournament_from(&[
            ("name", name),
            ("date", "2026-04-09"),
            ("venue", "Room 403"),
            ("ruleset", "msmc-2016"),
        ])
        .await
    }

    /// Creates a tournament from the new-tournament form's `fields` (a ruleset and its
    /// settings among them); returns its id.
    pub async fn create_tournament_from(&mut self, fields: &[(&str, &str)]) -> i64 {
        let reply = self.post("/admin/tournaments", fields).await;
        assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
        reply
            .location()
            .trim_start_matches("/admin/t/")
            .parse()
            .unwrap()
    }

    /// Imports players from CSV text through the preview and the confirmation.
    pub async fn import_players(&mut self, tournament: i64, csv: &str) -> Reply {
        let token = self.csrf().await;
        let preview = self
            .post_multipart(
                &format!("/admin/t/{tournament}/import?csrf={token}"),
                &[("file", Some("players.csv"), csv)],
            )
            .await;
        assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
        let text = hidden_textarea(&preview.body, "text")
            .expect("the preview carries the text to confirm");
        self.post(
            &format!("/admin/t/{tournament}/import/confirm"),
            &[("text", &text)],
        )
        .await
    }
}

/// The value of `<input type="hidden" name="NAME" value="...">` in a page, unescaped.
pub fn hidden_field(html: &str, name: &str) -> Option<String> {
    let marker = format!("name=\"{name}\" value=\"");
    let start = html.find(&marker)? + marker.len();
    let end = start + html[start..].find('"')?;
    Some(unescape(&html[start..end]))
}

/// The hidden fields of a score sheet's hand form (on the organizer's sheet or a table's
/// phone), read once from the page, to post a hand as the form would.
pub struct HandFormFields {
    csrf: String,
    version: String,
    key: String,
    position: String,
}

impl HandFormFields {
    pub fn read(page: &str) -> Self {
        let field = |name: &str| {
            hidden_field(page, name).unwrap_or_else(|| panic!("the hand form carries `{name}`"))
        };
        Self {
            csrf: field("csrf"),
            version: field("version"),
            key: field("key"),
            position: field("position"),
        }
    }

    /// The form as posted: the hidden fields, `action` ("preview" or "save"), then the hand's
    /// own `fields`.
    pub fn post<'a>(
        &'a self,
        action: &'a str,
        fields: &[(&'a str, &'a str)],
    ) -> Vec<(&'a str, &'a str)> {
        let mut all = vec![
            ("csrf", self.csrf.as_str()),
            ("version", self.version.as_str()),
            ("key", self.key.as_str()),
            ("position", self.position.as_str()),
            ("action", action),
        ];
        all.extend_from_slice(fields);
        all
    }
}

/// The content of `<textarea name="NAME" hidden>` (the parser drops the first newline).
pub fn hidden_textarea(html: &str, name: &str) -> Option<String> {
    let marker = format!("<textarea name=\"{name}\" hidden>\n");
    let start = html.find(&marker)? + marker.len();
    let end = start + html[start..].find("</textarea>")?;
    Some(unescape(&html[start..end]))
}

pub fn unescape(text: &str) -> String {
    text.replace("&#10;", "\n")
        .replace("&#13;", "\r")
        .replace("&quot;", "\"")
        .replace("&#34;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// Thirteen players, two of them with non-ASCII names.
pub const THIRTEEN: &str = "name,club,number\nAiko,MSMC,\nBen,MSMC,\nChloé,Paris,04000123\nDev,,\nEve,,\nFumiko,,\nGus,,\nHana,,\nIvan,,\nJun,,\nKai,,\nLeo,,\n山田 太郎,Tokyo,\n";

impl TestApp {
    /// The id of the player named `name` (names are unique in the database's tests).
    pub async fn player_id(&self, name: &str) -> i64 {
        sqlx::query_scalar("SELECT id FROM players WHERE name = $1")
            .bind(name)
            .fetch_one(&self.pool)
            .await
            .unwrap()
    }
}

impl TestApp {
    /// Signs the organizer in again after the test dropped its cookies.
    pub async fn setup_organizer_again(&mut self) {
        let reply = self.sign_in("organizer", PASSWORD).await;
        assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
    }

    /// Signs in as `name` with `password` through the sign-in form, its token read from the
    /// `/login` page as a browser would; returns the answer (a redirect once signed in).
    pub async fn sign_in(&mut self, name: &str, password: &str) -> Reply {
        let token = hidden_field(&self.get("/login").await.body, "form_token").unwrap();
        let fields = [
            ("form_token", token.as_str()),
            ("name", name),
            ("password", password),
        ];
        self.post_form("/login", &fields).await
    }
}

impl TestApp {
    /// The folder where this app's snapshots go.
    pub fn backup_dir(&self) -> std::path::PathBuf {
        self._dir.path().join("backups")
    }

    /// Previews then saves a hand on a game's score sheet.
    pub async fn record_hand(&mut self, tournament: i64, game: i64, fields: &[(&str, &str)]) {
        let sheet = format!("/admin/t/{tournament}/games/{game}");
        let preview = self.post_hand(&sheet, "preview", fields).await;
        assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
        let saved = self.post_hand(&sheet, "save", fields).await;
        assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    }

    /// Posts the hand form of the score sheet at `sheet` with `fields`, as `action` ("preview"
    /// or "save"), under the version the sheet shows now; returns the answer.
    pub async fn post_hand(&mut self, sheet: &str, action: &str, fields: &[(&str, &str)]) -> Reply {
        let version = self.sheet_version(sheet).await;
        let mut form = vec![("version", version.as_str()), ("action", action)];
        form.extend_from_slice(fields);
        self.post(&format!("{sheet}/hands"), &form).await
    }

    /// The version the score sheet at `sheet` shows now, which its forms post back.
    pub async fn sheet_version(&mut self, sheet: &str) -> String {
        let page = self.get(sheet).await;
        hidden_field(&page.body, "version").expect("the sheet form carries its version")
    }

    /// Posts one of the score sheet's own buttons (`undo`, `end-at-time`,
    /// `hands/3/delete`) under the version the sheet shows now; returns the answer.
    pub async fn post_sheet_button(&mut self, sheet: &str, button: &str) -> Reply {
        let version = self.sheet_version(sheet).await;
        self.post(&format!("{sheet}/{button}"), &[("version", &version)])
            .await
    }

    /// Posts `file` (a tournament's export) to the import page; returns the answer.
    pub async fn import_file(&mut self, file: &str) -> Reply {
        let token = self.csrf().await;
        self.post_multipart(
            &format!("/admin/import?csrf={token}"),
            &[("file", Some("t.json"), file)],
        )
        .await
    }

    /// Imports `file`, which must be taken; returns the new tournament's id.
    pub async fn import_new(&mut self, file: &str) -> i64 {
        let imported = self.import_file(file).await;
        imported.assert_redirects();
        imported
            .location()
            .trim_start_matches("/admin/t/")
            .parse()
            .expect("the import leads to the new tournament")
    }

    /// Tournament `id` exported here and imported on another laptop, its organizer signed
    /// in: that laptop and the tournament's id on it.
    pub async fn moved_to_another_laptop(&mut self, id: i64) -> (TestApp, i64) {
        let file = self.get(&format!("/admin/t/{id}/export.json")).await;
        file.assert_ok();
        let mut other = TestApp::signed_in().await;
        let new_id = other.import_new(&file.body).await;
        (other, new_id)
    }

    /// Starts round `round`'s clock at 60 minutes and moves its start two hours back: the
    /// round's time is up, and the next hand saved at a table is its last.
    pub async fn run_out_the_clock(&mut self, tournament: i64, round: i64) {
        let started = self
            .set_round_clock(tournament, round, &[("minutes", "60")])
            .await;
        assert_eq!(started.status, StatusCode::SEE_OTHER, "{}", started.body);
        sqlx::query(
            "UPDATE rounds SET clock_started_at = clock_started_at - 7200
              WHERE tournament_id = $1 AND number = $2",
        )
        .bind(tournament)
        .bind(round)
        .execute(&self.pool)
        .await
        .unwrap();
    }

    /// The ids of the games of a tournament, by round then table.
    pub async fn game_ids(&self, tournament: i64) -> Vec<i64> {
        sqlx::query_scalar("SELECT g.id FROM games g JOIN rounds r ON r.id = g.round_id WHERE r.tournament_id = $1 ORDER BY r.number, g.table_number")
            .bind(tournament)
            .fetch_all(&self.pool)
            .await
            .unwrap()
    }
}

impl TestApp {
    /// Tables of tournament `id` record their own hands from now on; returns the page for the
    /// phones of the table playing `game` (the table cards create the round's codes).
    pub async fn table_entry(&mut self, id: i64, game: i64) -> String {
        self.hands_entered_at_the_tables(id).await;
        let cards = self.get(&format!("/admin/t/{id}/rounds/1/cards")).await;
        assert_eq!(cards.status, StatusCode::OK, "{}", cards.body);
        let code: String = sqlx::query_scalar("SELECT code FROM table_codes WHERE game_id = $1")
            .bind(game)
            .fetch_one(&self.pool)
            .await
            .unwrap();
        format!("/t/{id}/table/{code}")
    }

    /// The seat PIN of the player the draw seats in `seat` at the table whose phone page is
    /// `table_url` (`/t/{id}/table/{code}`): what that player reads on their player card.
    pub async fn seat_pin(&self, table_url: &str, seat: usize) -> String {
        let code = table_url.rsplit('/').next().unwrap();
        sqlx::query_scalar(
            "SELECT p.seat_pin FROM table_codes c JOIN game_seats s ON s.game_id = c.game_id
               JOIN players p ON p.id = s.player_id WHERE c.code = $1 AND s.seat = $2",
        )
        .bind(code)
        .bind(seat as i64)
        .fetch_one(&self.pool)
        .await
        .unwrap()
    }

    /// A table phone (whose cookies are this app's own for the call) takes `seat` at the table
    /// whose page is `table_url` as its player would: opens the chooser, taps the seat, and
    /// types the player's PIN if the phone is asked for it. Returns the last answer: a redirect
    /// to the table's sheet once seated, else the refusal.
    pub async fn take_seat(&mut self, table_url: &str, seat: usize) -> Reply {
        let chooser = self.get(&format!("{table_url}/seat")).await;
        assert_eq!(chooser.status, StatusCode::OK, "{}", chooser.body);
        let csrf = hidden_field(&chooser.body, "csrf").expect("the chooser carries a token");
        let seat_text = seat.to_string();
        let tap = [("csrf", csrf.as_str()), ("seat", seat_text.as_str())];
        let tapped = self.post_form(&format!("{table_url}/seat"), &tap).await;
        if tapped.status != StatusCode::OK || !tapped.body.contains("name=\"pin\"") {
            return tapped;
        }
        let pin = self.seat_pin(table_url, seat).await;
        let typed = [
            ("csrf", csrf.as_str()),
            ("seat", seat_text.as_str()),
            ("pin", pin.as_str()),
        ];
        self.post_form(&format!("{table_url}/seat"), &typed).await
    }

    /// A tournament whose players (CSV text) are imported, all checked in, with round 1 drawn
    /// (tables of three completed by the organizer); returns its id.
    pub async fn tournament_with_round_one(&mut self, name: &str, players: &str) -> i64 {
        let id = self.create_tournament(name).await;
        self.draw_round_one(id, players).await;
        id
    }

    /// Imports `players` (CSV text) into tournament `id`, checks everyone in and draws round 1
    /// (tables left short completed by the organizer).
    pub async fn draw_round_one(&mut self, id: i64, players: &str) {
        let imported = self.import_players(id, players).await;
        assert_eq!(imported.status, StatusCode::OK, "{}", imported.body);
        // Every line after the header goes in.
        let expected = players
            .lines()
            .skip(1)
            .filter(|l| !l.trim().is_empty())
            .count();
        imported
            .page()
            .select("p.ok[role=status]")
            .assert_text(&format!("{expected} players imported."));
        self.check_in_all(id).await;
        let started = self.start_round(id, &[("table_rule", "substitute")]).await;
        assert_eq!(started.status, StatusCode::SEE_OTHER, "{}", started.body);
    }
}

/// The organizer's forms that tests post most, one method a form: each posts `fields` (with
/// the session's token) to tournament `tournament`'s form and returns the answer.
impl TestApp {
    /// The players page's form for one new player (`name`, `club`, `checked_in`…).
    pub async fn add_player(&mut self, tournament: i64, fields: &[(&str, &str)]) -> Reply {
        self.post(&format!("/admin/t/{tournament}/players"), fields)
            .await
    }

    /// "Check everyone in" on the players page.
    pub async fn check_in_all(&mut self, tournament: i64) -> Reply {
        self.post(&format!("/admin/t/{tournament}/players/checkin-all"), &[])
            .await
    }

    /// The form that starts the next round (`table_rule`, `mode`, `count`…).
    pub async fn start_round(&mut self, tournament: i64, fields: &[(&str, &str)]) -> Reply {
        self.post(&format!("/admin/t/{tournament}/rounds"), fields)
            .await
    }

    /// The tournament's settings form (`name`, `date`, `venue`, `ruleset`…).
    pub async fn edit_tournament(&mut self, tournament: i64, fields: &[(&str, &str)]) -> Reply {
        self.post(&format!("/admin/t/{tournament}/edit"), fields)
            .await
    }

    /// Round `round`'s clock form (`minutes`).
    pub async fn set_round_clock(
        &mut self,
        tournament: i64,
        round: i64,
        fields: &[(&str, &str)],
    ) -> Reply {
        self.post(
            &format!("/admin/t/{tournament}/rounds/{round}/clock"),
            fields,
        )
        .await
    }

    /// The text of tournament `tournament`'s public export `file` (`standings.csv`…).
    pub async fn export_file(&mut self, tournament: i64, file: &str) -> String {
        self.get(&format!("/t/{tournament}/export/{file}"))
            .await
            .body
    }

    /// The same form's "Propose" button: the seating shown, nothing started.
    pub async fn propose_round(&mut self, tournament: i64, fields: &[(&str, &str)]) -> Reply {
        self.post(&format!("/admin/t/{tournament}/rounds/propose"), fields)
            .await
    }
}

/// A penalty as the organizer's penalty form gives it: its kind, its amount and the reason
/// said (the player and the game are the form's other fields).
pub struct Penalty {
    pub kind: &'static str,
    pub amount: &'static str,
    pub reason: &'static str,
}

impl Penalty {
    pub const fn new(kind: &'static str, amount: &'static str, reason: &'static str) -> Self {
        Penalty {
            kind,
            amount,
            reason,
        }
    }
}

/// Two tiles dropped, 4 points outside any game: the penalty several pages are tried with.
pub const TWO_DROPPED_TILES: Penalty = Penalty::new("dropped_tile", "4", "two tiles");

impl TestApp {
    /// Posts `penalty` for `player` on tournament `id`'s penalty form, in `game` or, for
    /// `None`, outside any game; returns the answer.
    pub async fn post_penalty(
        &mut self,
        id: i64,
        player: i64,
        game: Option<i64>,
        penalty: Penalty,
    ) -> Reply {
        let player = player.to_string();
        let game = game.map(|game| game.to_string()).unwrap_or_default();
        let fields = [
            ("player", player.as_str()),
            ("kind", penalty.kind),
            ("amount", penalty.amount),
            ("reason", penalty.reason),
            ("game", game.as_str()),
        ];
        self.post(&format!("/admin/t/{id}/penalties"), &fields)
            .await
    }

    /// [`Self::post_penalty`] for a penalty the form takes: it redirects.
    pub async fn give_penalty(
        &mut self,
        id: i64,
        player: i64,
        game: Option<i64>,
        penalty: Penalty,
    ) {
        let given = self.post_penalty(id, player, game, penalty).await;
        assert_eq!(given.status, StatusCode::SEE_OTHER, "{}", given.body);
    }

    /// Tables of tournament `id` record their own hands from now on (the organizer's setting).
    pub async fn hands_entered_at_the_tables(&mut self, id: i64) {
        let set = self
            .post(
                &format!("/admin/t/{id}/hand-entry"),
                &[("hand_entry", "table")],
            )
            .await;
        assert_eq!(set.status, StatusCode::SEE_OTHER, "{}", set.body);
    }

    /// A sanma tournament with `n` players ("Player 01", "Player 02"…) imported and checked
    /// in, no round drawn yet; returns its id.
    pub async fn sanma_players(&mut self, n: usize) -> i64 {
        let id = self
            .create_tournament_from(&[
                ("name", "Sanma night"),
                ("date", "2026-04-09"),
                ("venue", "Room 403"),
                ("ruleset", "sanma-msmc"),
            ])
            .await;
        let csv: String = std::iter::once("name".to_string())
            .chain((1..=n).map(|i| format!("Player {i:02}")))
            .collect::<Vec<_>>()
            .join("\n");
        self.import_players(id, &csv).await;
        self.check_in_all(id).await;
        id
    }

    /// The cells of CSV file `name` (`standings`, `hands`…) of tournament `id`, header first,
    /// read by a CSV reader (quoted cells with commas stay whole).
    pub async fn csv_cells(&mut self, id: i64, name: &str) -> Vec<Vec<String>> {
        let reply = self.get(&format!("/t/{id}/export/{name}.csv")).await;
        assert_eq!(reply.status, StatusCode::OK, "{name}: {}", reply.body);
        let text = reply.body.trim_start_matches('\u{feff}');
        csv::ReaderBuilder::new()
            .has_headers(false)
            .flexible(true)
            .from_reader(text.as_bytes())
            .records()
            .map(|record| record.unwrap().iter().map(str::to_string).collect())
            .collect()
    }
}
