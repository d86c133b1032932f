//! The tournament every shared style behaviour and every style's own tests play through
//! ([`Event`]: created, seated and driven through the organizer's hand form, with the check
//! that a refused form keeps what was typed), and a phone at one of its tables ([`Phone`]).

use super::{Hand, Style};
use crate::common::{self, Reply, TestApp};
use crate::html::Page;

use axum::http::StatusCode;
use std::collections::BTreeMap;

/// A tournament of `style` with its players checked in and round 1 seated, through the forms:
/// the app, the tournament, table 1's game and its players (id, name) by starting seat.
pub struct Event {
    pub app: TestApp,
    pub id: i64,
    pub game: i64,
    pub seats: Vec<(i64, String)>,
}

impl Event {
    pub async fn start(style: &Style) -> Self {
        let mut app = TestApp::signed_in().await;
        let id = app.create_tournament_from(style.create).await;
        app.draw_round_one(id, style.players).await;
        let rows: Vec<(i64, i64, String)> = sqlx::query_as(
            "SELECT g.id, p.id, p.name FROM games g JOIN rounds r ON r.id = g.round_id
               JOIN game_seats s ON s.game_id = g.id JOIN players p ON p.id = s.player_id
              WHERE r.tournament_id = $1 AND g.table_number = 1 ORDER BY s.seat",
        )
        .bind(id)
        .fetch_all(&app.pool)
        .await
        .unwrap();
        assert_eq!(rows.len(), style.seats, "table 1's seats");
        Self {
            app,
            id,
            game: rows[0].0,
            seats: rows.into_iter().map(|r| (r.1, r.2)).collect(),
        }
    }

    pub fn sheet_url(&self) -> String {
        format!("/admin/t/{}/games/{}", self.id, self.game)
    }

    pub fn public_url(&self) -> String {
        format!("/t/{}/games/{}", self.id, self.game)
    }

    /// Previews a hand with `fields` that the rules refuse: the form comes back with 422 and
    /// the `reason` among its errors, and keeps every field as it was typed (a box ticked, a
    /// choice or an option chosen, a text field holding the text). Returns the page for what
    /// a style checks beyond that.
    pub async fn assert_refused(&mut self, fields: &[(&str, &str)], reason: &str) -> Page {
        let refused = self.post_hand("preview", fields).await;
        assert_eq!(
            refused.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{fields:?}: {}",
            refused.body
        );
        let page = refused.page();
        page.select(".error").assert_text_contains(reason);
        for (name, value) in fields {
            assert_kept(&page, name, value, fields);
        }
        page
    }

    /// Previews each case (a hand's fields, the reason expected) whose winner, at seat 2, gives
    /// tiles the rules refuse: each is refused with its reason, naming the seat's player, and
    /// the form keeps what was typed ([`Event::assert_refused`]).
    pub async fn assert_tiles_refused_and_kept(&mut self, cases: &[(&[(&str, &str)], &str)]) {
        for (fields, reason) in cases {
            let seat = format!("{}'s tiles: ", self.seats[2].1);
            self.assert_refused(fields, reason)
                .await
                .select(".error")
                .assert_text_contains(&seat);
        }
    }

    /// Posts the organizer's hand form with `action` ("preview" or "save") and `fields`.
    pub async fn post_hand(&mut self, action: &str, fields: &[(&str, &str)]) -> Reply {
        let page = self.app.get(&self.sheet_url()).await;
        let version = common::hidden_field(&page.body, "version")
            .expect("the sheet form carries its version");
        let mut all = vec![("version", version.as_str()), ("action", action)];
        all.extend_from_slice(fields);
        self.app
            .post(&format!("{}/hands", self.sheet_url()), &all)
            .await
    }

    /// Previews `hand` (checking what each seat pays), then saves it; returns the preview.
    pub async fn record(&mut self, hand: &Hand) -> Page {
        let fields = hand.fields();
        let preview = self.post_hand("preview", &fields).await;
        assert_eq!(
            preview.status,
            StatusCode::OK,
            "{:?}: {}",
            fields,
            preview.body
        );
        let page = preview.page();
        page.select(".pay-title")
            .assert_text_contains("This hand pays");
        page.select("ol.pays .delta").assert_texts(&hand.pays());
        let saved = self.post_hand("save", &fields).await;
        saved.assert_redirects();
        page
    }

    /// Records the first `count` hands of the style's game.
    pub async fn play(&mut self, style: &Style, count: usize) {
        for hand in &style.game[..count] {
            self.record(hand).await;
        }
    }

    /// The name of the player in starting seat `seat`.
    pub fn name(&self, seat: usize) -> &str {
        &self.seats[seat].1
    }
}

/// A phone at a table: its own cookies, swapped in for each of its requests.
#[derive(Default)]
pub struct Phone {
    cookies: BTreeMap<String, String>,
}

impl Phone {
    pub async fn get(&mut self, app: &mut TestApp, path: &str) -> Reply {
        let organizer = std::mem::replace(&mut app.cookies, std::mem::take(&mut self.cookies));
        let reply = app.get(path).await;
        self.cookies = std::mem::replace(&mut app.cookies, organizer);
        reply
    }

    pub async fn post(&mut self, app: &mut TestApp, path: &str, fields: &[(&str, &str)]) -> Reply {
        let organizer = std::mem::replace(&mut app.cookies, std::mem::take(&mut self.cookies));
        let reply = app.post_form(path, fields).await;
        self.cookies = std::mem::replace(&mut app.cookies, organizer);
        reply
    }

    /// Takes `seat` at the table `table` as its player would, PIN and all
    /// ([`TestApp::take_seat`]).
    pub async fn take_seat(&mut self, app: &mut TestApp, table: &str, seat: usize) -> Reply {
        let organizer = std::mem::replace(&mut app.cookies, std::mem::take(&mut self.cookies));
        let reply = app.take_seat(table, seat).await;
        self.cookies = std::mem::replace(&mut app.cookies, organizer);
        reply
    }

    /// Confirms the hand that `page`, the table's page as this phone sees it, offers to
    /// confirm: posts its confirm form as the button does (no reason given); returns the answer.
    pub async fn confirm_offered_hand(&mut self, app: &mut TestApp, page: &Page) -> Reply {
        let form = "form:has(button.confirm-hand)";
        let action = page.select(form).attr("action");
        let field = |name: &str| {
            page.select(&format!("{form} input[name={name}]"))
                .attr("value")
        };
        let (csrf, version) = (field("csrf"), field("version"));
        let fields = [
            ("csrf", csrf.as_str()),
            ("version", &version),
            ("reason", ""),
        ];
        self.post(app, &action, &fields).await
    }
}

impl Event {
    /// Tables record their own hands from now on; returns table 1's page for phones.
    pub async fn table_entry(&mut self) -> String {
        self.app.table_entry(self.id, self.game).await
    }

    /// A phone that opened `table` and chose `seat`; the chooser offers one button per seat,
    /// named with the player and the seat's wind, and says which seats other phones hold.
    pub async fn phone_at(
        &mut self,
        style: &Style,
        table: &str,
        seat: usize,
        taken: &[usize],
    ) -> Phone {
        let mut phone = Phone::default();
        let chooser = phone.get(&mut self.app, table).await;
        chooser.assert_ok();
        let page = chooser.page();
        page.select("h1, h2").assert_text_contains("Who are you?");
        let choices = page.select("button[name=seat]").texts();
        let expected: Vec<String> = self
            .seats
            .iter()
            .zip(style.winds)
            .enumerate()
            .map(|(seat, ((_, name), wind))| match taken.contains(&seat) {
                true => format!("{name} ({wind}, taken by another phone)"),
                false => format!("{name} ({wind})"),
            })
            .collect();
        assert_eq!(choices, expected);
        let chosen = phone.take_seat(&mut self.app, table, seat).await;
        chosen.assert_redirects();
        phone
    }
}

/// Fails unless the hand form on `page` shows the field `name` as typed (`value`): a box
/// ticked, the radio button or the option of that value chosen, a text field holding it.
fn assert_kept(page: &Page, name: &str, value: &str, fields: &[(&str, &str)]) {
    let in_form = |css: String| page.select(&format!("#hand-form {css}"));
    if in_form(format!("select[name='{name}']")).exists() {
        in_form(format!(
            "select[name='{name}'] option[value='{value}'][selected]"
        ))
        .assert_count(1);
        return;
    }
    let input = in_form(format!("input[name='{name}']"));
    match input.first().value().attr("type").unwrap_or("text") {
        "checkbox" => {
            in_form(format!("input[name='{name}'][checked]")).assert_count(1);
        }
        "radio" => {
            in_form(format!("input[name='{name}'][value='{value}'][checked]")).assert_count(1);
        }
        _ => assert_eq!(input.attr("value"), value, "{name} in {fields:?}"),
    }
}

impl Event {
    /// Runs out round 1's clock, checks that the sheet tells what happens at time, and saves
    /// `hand`, the hand in progress: the game ends after it, as the public sheet's note says,
    /// with the places row (`"place"` and each seat's place) and the scores by seat as given.
    pub async fn hand_at_time_up_ends_the_game(
        &mut self,
        hand: &[(&str, &str)],
        places: &[&str],
        scores: &[&str],
    ) {
        let id = self.id;
        self.app.run_out_the_clock(id, 1).await;
        let sheet = self.app.get(&self.sheet_url()).await;
        sheet.assert_contains("When time is up: finish the hand in progress, then the game ends with its scores as they stand.");
        let game = self.game;
        self.app.record_hand(id, game, hand).await;
        let public = self.app.get(&self.public_url()).await.page();
        public
            .select("table.sheet tr.note td")
            .assert_text_contains("time up; game over");
        let rows = public.select("table.sheet tfoot tr").cells("td");
        assert!(
            rows.contains(&places.iter().map(|p| p.to_string()).collect()),
            "{places:?} in {rows:?}"
        );
        public
            .select("table.sheet tfoot tr.score td b")
            .assert_texts(scores);
    }
}
