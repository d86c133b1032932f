//! The behaviours every style shares, written once and run for each style's case
//! ([`RIICHI`], [`SANMA`], [`HKOS`], [`MCR`], [`ZUNG_JUNG`], [`WSOM`], [`AMERICAN`],
//! [`CHINESE_CLASSICAL`], [`VIETNAMESE`], [`MINEFIELD`], [`TENPAI_RACE`], [`MANGAN`], [`CLEAR`],
//! kept in the `cases_*` modules; the tournament they play through, [`Event`], in `event`): a game through the organizer's forms to its end with
//! the standings, the player page and every CSV agreeing; a table phone entering a hand and
//! another phone confirming it; the tournament exported and imported on another laptop with the
//! same sheet and files; the events stream bumped by a save and not by a preview; the
//! calculator, on its own and inside a tournament. What only one style has lives in that
//! style's module.

mod american;
mod cases_american_vietnamese;
mod cases_clear;
mod cases_hong_kong;
mod cases_mangan;
mod cases_mcr_zung_jung;
mod cases_riichi;
mod cases_two_players;
mod chinese_classical;
mod clear;
mod event;
mod four_seats;
mod hkos;
mod mangan;
mod mcr;
mod minefield;
mod sanma;
mod tenpai_race;
mod vietnamese;
mod zung_jung;

pub use cases_american_vietnamese::{AMERICAN, VIETNAMESE};
pub use cases_clear::CLEAR;
pub use cases_hong_kong::{CHINESE_CLASSICAL, HKOS, HKOS_FAAN_TABLE};
pub use cases_mangan::MANGAN;
pub use cases_mcr_zung_jung::{MCR, WSOM, ZUNG_JUNG};
pub use cases_riichi::{RIICHI, SANMA};
pub use cases_two_players::{MINEFIELD, TENPAI_RACE};
pub use event::{Event, Phone};
pub use four_seats::FOUR_SEATS;

use crate::common::{self, Reply, TestApp};
use crate::html::Page;
use crate::live::Stream;

use axum::http::StatusCode;
use std::time::Duration;

/// One hand as the score sheet's form posts it, and what the preview says each seat pays: a
/// row of a style's case table, written on one line with [`Hand::new`].
#[derive(Clone, Copy)]
pub struct Hand {
    /// The hand as the sheet labels it ("E3" again when the deal stays).
    pub label: &'static str,
    /// The form's fields as posted, `name=value` joined by `&`, each value as typed (spaces
    /// and all): `"outcome=ron&discarder=2&win1=1&value1=12"`.
    pub form: &'static str,
    /// What each seat pays, in seat order as the page shows them, apart by spaces; `·` for a
    /// seat that pays nothing (the page shows nothing there).
    pub paid: &'static str,
}

impl Hand {
    pub const fn new(label: &'static str, form: &'static str, paid: &'static str) -> Hand {
        Hand { label, form, paid }
    }

    /// The form's fields, in the order written.
    pub fn fields(&self) -> Vec<(&'static str, &'static str)> {
        self.form
            .split('&')
            .map(|pair| pair.split_once('=').expect("a field is name=value"))
            .collect()
    }

    /// What each seat pays, as the preview shows it ("" for nothing).
    pub fn pays(&self) -> Vec<&'static str> {
        self.paid
            .split_whitespace()
            .map(|paid| if paid == "·" { "" } else { paid })
            .collect()
    }
}

/// A hand tried on the calculator and what it answers.
pub struct Calculation {
    pub query: &'static [(&'static str, &'static str)],
    /// The value line, as `p.score-value` reads ("7 faan", "6 han 60 fu · Haneman").
    pub value: &'static str,
    /// The payment lines, the winner's total last.
    pub payments: &'static [&'static str],
}

/// One style's case: how its tournament is created, how big its tables are, a sample game
/// through its sheet and what that game ends with.
pub struct Style {
    /// The preset's name in words, as the new-tournament form lists it.
    pub name: &'static str,
    pub preset: &'static str,
    /// The new-tournament form's fields for this style (its settings included).
    pub create: &'static [(&'static str, &'static str)],
    /// Seats at a table.
    pub seats: usize,
    /// The wind of each seat, as the seat chooser names it.
    pub winds: &'static [&'static str],
    /// Players (CSV) that fill every table of round 1.
    pub players: &'static str,
    pub start_points: &'static str,
    /// What the sheet calls a win by self-draw; empty where the style has none (Minefield).
    pub tsumo: &'static str,
    /// Selectors the hand form has for this style, and those it must not have.
    pub sheet_has: &'static [&'static str],
    pub sheet_lacks: &'static [&'static str],
    /// A game at table 1 from its first hand to its end.
    pub game: &'static [Hand],
    /// The game's end by seat: final points, places and scores, as the sheet shows them.
    pub final_points: &'static [&'static str],
    pub places: &'static [&'static str],
    pub scores: &'static [&'static str],
    /// The header of `hands.csv` (one delta column per seat).
    pub hands_csv_header: &'static str,
    /// A hand a table phone enters (from seat `phone_seat`); the points by seat after it are
    /// the start plus what it pays ([`Style::points_after_phone_hand`]).
    pub phone_seat: usize,
    pub phone_hand: Hand,
    /// Words of the note the sheet writes under that hand.
    pub phone_note: &'static str,
    /// A hand scored from its tiles on the calculator; `None` for a style the calculator does
    /// not score, whose case skips that behaviour.
    pub calculation: Option<Calculation>,
}

impl Style {
    /// The score of `seat` as the CSV files write it: the sheet's score, minus sign plain and
    /// no plus.
    fn csv_score(&self, seat: usize) -> String {
        csv_number(self.scores[seat])
    }

    /// The place `seat` takes in the standings after table 1's game: one behind every score
    /// above it, the players of the other tables (no game finished) counting as 0. A tie has no
    /// place to derive, so a case must not make one.
    fn standing_place(&self, seat: usize) -> usize {
        let score = |seat: usize| -> f64 {
            let number = self.csv_score(seat);
            number
                .parse()
                .unwrap_or_else(|e| panic!("score {number}: {e}"))
        };
        let own = score(seat);
        let others = self.players.lines().skip(1).count() - self.seats;
        assert!(
            (0..self.seats).all(|s| s == seat || score(s) != own) && (own != 0.0 || others == 0),
            "{}: seat {seat} ties, its standing place is not derived",
            self.preset
        );
        let above_at_the_table = (0..self.seats).filter(|&s| score(s) > own).count();
        let above_elsewhere = if own < 0.0 { others } else { 0 };
        1 + above_at_the_table + above_elsewhere
    }

    /// The points by seat after the phone's hand: the start points plus what each seat pays,
    /// as the sheet writes them (`−` for a negative, no `+`).
    fn points_after_phone_hand(&self) -> Vec<String> {
        let start: i64 = self.start_points.parse().expect("start points are whole");
        self.phone_hand
            .pays()
            .iter()
            .map(|paid| {
                let delta: i64 = match *paid {
                    "" => 0,
                    paid => csv_number(paid)
                        .parse()
                        .unwrap_or_else(|e| panic!("pays {paid}: {e}")),
                };
                (start + delta).to_string().replace('-', "−")
            })
            .collect()
    }
}

/// A number as the sheet shows it (`+26.5`, `−55`) as the CSV files write it (`26.5`, `-55`).
fn csv_number(shown: &str) -> String {
    shown.replace('−', "-").replace('+', "")
}

/// Runs one shared behaviour as a test per style, each named after its style; with `tiles`,
/// only for the styles whose hands the calculator scores from their tiles.
macro_rules! for_every_style {
    ($behaviour:ident) => {
        for_every_style!($behaviour, [riichi RIICHI, sanma SANMA, hkos HKOS, mcr MCR, zung_jung ZUNG_JUNG, wsom WSOM, american AMERICAN, chinese_classical CHINESE_CLASSICAL, vietnamese VIETNAMESE, minefield MINEFIELD, tenpai_race TENPAI_RACE, mangan MANGAN, clear CLEAR]);
    };
    ($behaviour:ident, tiles) => {
        for_every_style!($behaviour, [riichi RIICHI, sanma SANMA, hkos HKOS, mcr MCR, zung_jung ZUNG_JUNG, wsom WSOM, mangan MANGAN, clear CLEAR]);
    };
    ($behaviour:ident, [$($name:ident $case:ident),*]) => {
        mod $behaviour {
            $(
                #[tokio::test]
                async fn $name() {
                    super::$behaviour(&super::$case).await;
                }
            )*
        }
    };
}

/// The value of `name` in a CSV line of `header` columns (no quoted commas in the header).
fn column(header: &str, line: &str, name: &str) -> String {
    let index = header
        .split(',')
        .position(|c| c == name)
        .unwrap_or_else(|| panic!("no column {name} in {header}"));
    csv_fields(line)
        .into_iter()
        .nth(index)
        .unwrap_or_else(|| panic!("no {name} in {line}"))
}

/// The fields of one CSV line, a quoted field (holding commas, `""` for a quote) as one.
fn csv_fields(line: &str) -> Vec<String> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(line.as_bytes());
    let record = reader
        .records()
        .next()
        .unwrap_or_else(|| panic!("no CSV record in {line}"))
        .unwrap_or_else(|e| panic!("{line}: {e}"));
    record.iter().map(str::to_owned).collect()
}

async fn a_game_through_the_forms_ends_and_standings_player_page_and_csv_agree(style: &Style) {
    // The new-tournament form offers the style in words, and the tournament says its rules.
    let mut probe = TestApp::signed_in().await;
    probe
        .get("/admin/tournaments/new")
        .await
        .page()
        .select(&format!(
            "select[name=ruleset] option[value={}]",
            style.preset
        ))
        .assert_text(style.name);
    let mut ev = Event::start(style).await;
    let id = ev.id;
    ev.app
        .get(&format!("/admin/t/{id}"))
        .await
        .page()
        .select("main p.muted")
        .assert_text_contains(&format!("rules: {}", style.name));

    // The sheet: a column and a start of the style's points for every seat, and the hand
    // form's fields of this style only.
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    sheet
        .select("table.sheet thead th .sheet-name")
        .assert_texts(&ev.seats.iter().map(|s| s.1.as_str()).collect::<Vec<_>>());
    sheet
        .select("table.sheet tr.start td:not(.hand)")
        .assert_texts(&vec![style.start_points; style.seats]);
    for seat in 0..style.seats {
        sheet
            .select(&format!("#hand-form input[name=win{seat}]"))
            .assert_count(1);
    }
    let tsumo = sheet.select("#hand-form input[name=outcome][value=tsumo] + span");
    match style.tsumo {
        "" => {
            tsumo.assert_none();
        }
        words => {
            tsumo.assert_text(words);
        }
    }
    for css in style.sheet_has {
        sheet.select(&format!("#hand-form {css}")).assert_exists();
    }
    for css in style.sheet_lacks {
        sheet.select(&format!("#hand-form {css}")).assert_none();
    }

    // The whole game; its last preview says that the game ends.
    let mut last = None;
    for hand in style.game {
        last = Some(ev.record(hand).await);
    }
    last.unwrap()
        .select(".pay-title strong")
        .assert_text_contains("The game ends with this hand");

    for url in [ev.public_url(), ev.sheet_url()] {
        let page = ev.app.get(&url).await.page();
        page.select("p > strong").assert_text_contains("Game over");
        let labels: Vec<&str> = style.game.iter().map(|h| h.label).collect();
        page.select("table.sheet tbody td.hand b")
            .assert_texts(&labels);
        let rows = page.select("table.sheet tfoot tr").cells("td");
        let row = |label: &str, values: &[&str]| {
            std::iter::once(label)
                .chain(values.iter().copied())
                .map(str::to_owned)
                .collect::<Vec<_>>()
        };
        assert!(
            rows.contains(&row("final points", style.final_points)),
            "{url}: {rows:?}"
        );
        assert!(
            rows.contains(&row("place", style.places)),
            "{url}: {rows:?}"
        );
        page.select("table.sheet tfoot tr.score td b")
            .assert_texts(style.scores);
    }
    // No hand after the end.
    let after = ev.post_hand("preview", &[("outcome", "draw")]).await;
    assert_eq!(after.status, StatusCode::UNPROCESSABLE_ENTITY);
    after
        .page()
        .select(".error")
        .assert_text_contains("already over");

    standings_csv_and_player_pages_agree(&mut ev, style).await;
}
for_every_style!(a_game_through_the_forms_ends_and_standings_player_page_and_csv_agree);

/// After table 1's game, the standings page, its CSV and each player's page say the same place
/// and score for every seat.
async fn standings_csv_and_player_pages_agree(ev: &mut Event, style: &Style) {
    let id = ev.id;
    let standings = ev.app.get(&format!("/t/{id}/standings")).await.page();
    let csv = ev.app.export_file(id, "standings.csv").await;
    let lines: Vec<&str> = csv.lines().collect();
    let players = style.players.lines().skip(1).count();
    assert_eq!(lines.len(), 1 + players, "{csv}");
    for seat in 0..style.seats {
        let name = ev.name(seat);
        let line = lines
            .iter()
            .find(|l| l.split(',').nth(1) == Some(name))
            .unwrap_or_else(|| panic!("{name} in {csv}"));
        let place = style.standing_place(seat).to_string();
        // One game, no penalty, no bracket: the game total is the total. Where the scores are
        // table points (MCR) the game's points follow, in a last column: they order equal totals.
        let score = &style.csv_score(seat);
        let table_points = style.preset == "mcr";
        let game_points = if table_points {
            format!(",{}", style.final_points[seat].replace('−', "-"))
        } else {
            String::new()
        };
        assert_eq!(
            *line,
            format!("{place},{name},,1,{score},0,{score},,,,{game_points}"),
            "{csv}"
        );
        assert_eq!(
            column(lines[0], line, "total"),
            *score,
            "the total column of {csv}"
        );
        // The standings row of that player: the same place and total.
        let row = standings
            .select("table.standings tbody tr")
            .cells("td")
            .into_iter()
            .find(|cells| cells.get(1).map(String::as_str) == Some(name))
            .unwrap_or_else(|| panic!("{name} in the standings:\n{}", standings.excerpt()));
        let mut expected = vec![place.as_str(), name, "1", style.scores[seat]];
        let final_points = style.final_points[seat].to_string();
        let shown_points = match final_points.chars().next() {
            Some('−') | Some('0') => final_points.clone(),
            _ => format!("+{final_points}"),
        };
        if table_points {
            expected.insert(3, shown_points.as_str());
        }
        assert_eq!(row, expected, "the standings row of {name}");
        let player = ev
            .app
            .get(&format!("/t/{id}/players/{}", ev.seats[seat].0))
            .await;
        assert_eq!(player.status, StatusCode::OK);
        player
            .page()
            .select("table.player-games tbody td.num b")
            .assert_text(style.scores[seat]);
    }
}

async fn the_games_and_hands_files_follow_a_finished_game(style: &Style) {
    let mut ev = Event::start(style).await;
    let id = ev.id;
    ev.play(style, style.game.len()).await;
    let players = style.players.lines().skip(1).count();
    // games.csv: a line per seat of every table (the other tables have no result yet), with
    // the final points, place and score of table 1.
    let games = ev.app.export_file(id, "games.csv").await;
    assert_eq!(games.lines().count(), 1 + players, "{games}");
    for (seat, wind) in ["E", "S", "W", "N"][..style.seats].iter().enumerate() {
        let expected = format!(
            "1,1,{wind},{},{},{},{}",
            ev.name(seat),
            style.final_points[seat].replace('−', "-"),
            style.places[seat],
            style.csv_score(seat)
        );
        assert!(
            games.lines().any(|l| l.starts_with(&expected)),
            "{expected} in {games}"
        );
    }
    if style.seats == 3 {
        assert!(!games.contains(",N,"), "{games}");
    }

    // hands.csv: one line per hand, one delta column per seat.
    let hands = ev.app.export_file(id, "hands.csv").await;
    let lines: Vec<&str> = hands.lines().collect();
    assert_eq!(lines[0], style.hands_csv_header, "{hands}");
    assert_eq!(lines.len(), 1 + style.game.len(), "{hands}");
    for (line, hand) in lines[1..].iter().zip(style.game) {
        for (seat, wind) in ["e", "s", "w", "n"][..style.seats].iter().enumerate() {
            let pays = csv_number(hand.pays()[seat]);
            let expected = if pays.is_empty() { "0" } else { &pays };
            assert_eq!(
                column(lines[0], line, &format!("delta_{wind}")),
                expected,
                "{line}"
            );
        }
    }
}
for_every_style!(the_games_and_hands_files_follow_a_finished_game);

async fn an_exported_tournament_imports_with_the_same_sheet_standings_and_files(style: &Style) {
    let mut ev = Event::start(style).await;
    let id = ev.id;
    ev.play(style, style.game.len()).await;
    let (mut other, new_id) = ev.app.moved_to_another_laptop(id).await;
    // Every file of the event reads the same on the other laptop.
    for file in ["standings.csv", "games.csv", "hands.csv"] {
        let before = ev.app.export_file(id, file).await;
        let after = other.export_file(new_id, file).await;
        assert_eq!(after, before, "{file}");
    }
    // The game's sheet ends the same: final points, places and scores.
    let game: i64 = sqlx::query_scalar(
        "SELECT g.id FROM games g JOIN rounds r ON r.id = g.round_id
          WHERE r.tournament_id = $1 AND g.table_number = 1",
    )
    .bind(new_id)
    .fetch_one(&other.pool)
    .await
    .unwrap();
    let sheet = other.get(&format!("/t/{new_id}/games/{game}")).await.page();
    let rows = sheet.select("table.sheet tfoot tr").cells("td");
    let final_points: Vec<String> = std::iter::once("final points")
        .chain(style.final_points.iter().copied())
        .map(str::to_owned)
        .collect();
    assert!(rows.contains(&final_points), "{rows:?}");
    sheet
        .select("table.sheet tfoot tr.score td b")
        .assert_texts(style.scores);
}
for_every_style!(an_exported_tournament_imports_with_the_same_sheet_standings_and_files);

async fn a_table_phone_enters_a_hand_and_another_phone_confirms_it(style: &Style) {
    let mut ev = Event::start(style).await;
    let table = ev.table_entry().await;
    let mut entering = ev.phone_at(style, &table, style.phone_seat, &[]).await;
    let mut confirming = ev.phone_at(style, &table, 0, &[style.phone_seat]).await;

    let sheet = entering.get(&mut ev.app, &table).await;
    sheet.assert_ok();
    let page = sheet.page();
    for seat in 0..style.seats {
        page.select(&format!("#hand-form input[name=win{seat}]"))
            .assert_count(1);
    }
    page.select(&format!("#hand-form input[name=win{}]", style.seats))
        .assert_none();
    for css in style.sheet_has {
        page.select(&format!("#hand-form {css}")).assert_exists();
    }
    for css in style.sheet_lacks {
        page.select(&format!("#hand-form {css}")).assert_none();
    }
    let form = common::HandFormFields::read(&sheet.body);
    let url = format!("{table}/hands");
    let fields = &style.phone_hand.fields();
    let preview = entering
        .post(&mut ev.app, &url, &form.post("preview", fields))
        .await;
    preview.assert_ok();
    preview
        .page()
        .select("ol.pays .delta")
        .assert_texts(&style.phone_hand.pays());
    let saved = entering
        .post(&mut ev.app, &url, &form.post("save", fields))
        .await;
    saved.assert_redirects();
    let (pool, game) = (ev.app.pool.clone(), ev.game);
    let statuses = || {
        sqlx::query_scalar::<_, String>("SELECT status FROM hands WHERE game_id = $1")
            .bind(game)
            .fetch_all(&pool)
    };
    assert_eq!(statuses().await.unwrap(), ["pending"]);

    // The organizer sees it waiting; the sheet already shows its points, marked pending.
    let organizer = ev.app.get(&ev.sheet_url()).await.page();
    organizer
        .select("main h2")
        .assert_text_contains("Waiting for confirmation");
    organizer
        .select("table.sheet tr.note td")
        .assert_text_contains(style.phone_note);
    let public = ev.app.get(&ev.public_url()).await.page();
    public
        .select("table.sheet tbody tr.pending .badge.hand-status")
        .assert_count(1);
    let points: Vec<String> = public
        .select("table.sheet tbody tr.pending td:not(.hand)")
        .elements()
        .iter()
        .map(|td| td.text().last().unwrap_or_default().trim().to_string())
        .collect();
    assert_eq!(points, style.points_after_phone_hand());

    // The phone that entered it may not confirm it; another seat's phone does.
    let own = entering.get(&mut ev.app, &table).await.page();
    own.select("button.confirm-hand").assert_none();
    let theirs = confirming.get(&mut ev.app, &table).await;
    let theirs_page = theirs.page();
    theirs_page
        .select("button.confirm-hand")
        .assert_text("Confirm hand #1");
    let confirmed = confirming
        .confirm_offered_hand(&mut ev.app, &theirs_page)
        .await;
    confirmed.assert_redirects();
    assert_eq!(statuses().await.unwrap(), ["confirmed"]);
    ev.app
        .get(&ev.public_url())
        .await
        .page()
        .select("table.sheet tbody tr.pending")
        .assert_none();
}
for_every_style!(a_table_phone_enters_a_hand_and_another_phone_confirms_it);

async fn the_events_stream_bumps_after_a_save_and_not_after_a_preview(style: &Style) {
    let mut ev = Event::start(style).await;
    let (status, mut stream) = Stream::open(&ev.app, ev.id, None).await;
    assert_eq!(status, StatusCode::OK);
    stream
        .next_event(Duration::from_secs(2))
        .await
        .expect("the stream opens with its current state");
    let hand = &style.game[0];
    // A preview stores nothing, so no phone is woken by it: a table typing its hand (the
    // sheet previews as the form changes) must not make every open page of the event refetch.
    for _ in 0..3 {
        let preview = ev.post_hand("preview", &hand.fields()).await;
        preview.assert_ok();
        preview
            .page()
            .select(".pay-title")
            .assert_text_contains("This hand pays");
    }
    stream.expect_quiet("three previews of one hand").await;
    let first = stream.expect_change_after_save(&mut ev, hand).await;
    let second = stream
        .expect_change_after_save(&mut ev, &style.game[1])
        .await;
    assert!(second > first, "event ids grow: {first} then {second}");
}
for_every_style!(the_events_stream_bumps_after_a_save_and_not_after_a_preview);

impl Stream {
    /// Saves `hand` and insists that the stream tells of the change; returns the event's id.
    async fn expect_change_after_save(&mut self, ev: &mut Event, hand: &Hand) -> u64 {
        let saved = ev.post_hand("save", &hand.fields()).await;
        saved.assert_redirects();
        self.expect_change("a saved hand").await
    }
}

/// The calculator's URL for `pairs` under the preset `ruleset`.
fn calculator_url(prefix: &str, pairs: &[(&str, &str)]) -> String {
    format!("{prefix}?{}", serde_urlencoded::to_string(pairs).unwrap())
}

/// Fails unless `page` shows the calculation's value and payments.
fn assert_calculated(page: &Page, calculation: &Calculation) {
    page.select(".refusal").assert_none();
    page.select(".score-result p.score-value")
        .assert_text(calculation.value);
    page.select(".score-result ul.payments li")
        .assert_texts(calculation.payments);
}

async fn the_calculator_scores_a_hand_of_the_style_alone_and_in_a_tournament(style: &Style) {
    let calculation = style
        .calculation
        .as_ref()
        .expect("a style the calculator scores has a calculation");
    let mut app = TestApp::new().await;
    let mut pairs = vec![("ruleset", style.preset)];
    pairs.extend_from_slice(calculation.query);
    let page = app.get(&calculator_url("/calculator", &pairs)).await;
    page.assert_ok();
    let page = page.page();
    assert_calculated(&page, calculation);
    // The form keeps the rules and the tiles.
    page.select("select[name=ruleset] option[selected]")
        .assert_text(style.name);
    assert_eq!(
        page.select("input[name=hand]").attr("value"),
        calculation.query[0].1
    );

    // A tournament's calculator uses the tournament's rules, and names them.
    let style_defaults: Vec<(&str, &str)> = style
        .create
        .iter()
        .copied()
        .filter(|(k, _)| *k != "faan_table")
        .collect();
    let mut organizer = TestApp::signed_in().await;
    let id = organizer.create_tournament_from(&style_defaults).await;
    let inside = organizer
        .get(&calculator_url(
            &format!("/t/{id}/calculator"),
            calculation.query,
        ))
        .await;
    inside.assert_ok();
    let inside = inside.page();
    inside.select(".calc-title + p").assert_text(style.name);
    assert_calculated(&inside, calculation);
}
for_every_style!(
    the_calculator_scores_a_hand_of_the_style_alone_and_in_a_tournament,
    tiles
);

/// The page helper's failures name the selector and show the page.
mod page_helper {
    use crate::html::Page;

    const PAGE: &str = r#"<html><body><main><form id="hand-form"><input name="win0" value="1"><input name="win1"></form><p class="note"> two
    words </p></main></body></html>"#;

    #[test]
    fn selects_counts_and_reads_text_and_attributes() {
        let page = Page::parse(PAGE);
        page.select("form#hand-form input").assert_count(2);
        assert_eq!(page.select("input[name=win0]").attr("value"), "1");
        page.select("p.note").assert_text("two words");
        page.select("input[name=win2]").assert_none();
        assert!(page.mentions("win1") && !page.mentions("win2"));
    }

    #[test]
    #[should_panic(
        expected = "`input[name=win2]`: no element matches (found 0) in the page:\n<main><form id=\"hand-form\">"
    )]
    fn a_missing_element_names_the_selector_and_shows_the_page() {
        Page::parse(PAGE).select("input[name=win2]").text();
    }

    #[test]
    #[should_panic(expected = "`form input`: expected 3 elements (found 2)")]
    fn a_wrong_count_says_how_many_were_found() {
        Page::parse(PAGE).select("form input").assert_count(3);
    }

    #[test]
    #[should_panic(expected = "has no `value` attribute")]
    fn a_missing_attribute_is_named() {
        Page::parse(PAGE).select("input[name=win1]").attr("value");
    }
}

/// A bracket of six players under `style`: two qualifying games, each a ron by South off East
/// worth `first` then, once the round's time is up, a self-draw by West worth `last` (the
/// game's last hand); then the cut. Returns the public bracket page.
pub async fn bracket_cut_after_two_games_at_time(style: &Style, first: &str, last: &str) -> Reply {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament_from(style.create).await;
    app.import_players(id, "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\n")
        .await
        .assert_contains("6 players imported");
    app.check_in_all(id).await;
    let bracket = format!("/admin/t/{id}/bracket");
    let created = app.post(&bracket, &[]).await;
    created.assert_redirects();
    for round in 1..=2 {
        let seated = app.post(&format!("{bracket}/seat"), &[]).await;
        seated.assert_redirects();
        let game = *app.game_ids(id).await.last().unwrap();
        let ron = [
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win1", "1"),
            ("value1", first),
        ];
        app.record_hand(id, game, &ron).await;
        app.run_out_the_clock(id, round).await;
        let tsumo = [("outcome", "tsumo"), ("win2", "1"), ("value2", last)];
        app.record_hand(id, game, &tsumo).await;
    }
    let cut = app.post(&format!("{bracket}/cut"), &[]).await;
    cut.assert_redirects();
    app.get(&format!("/t/{id}/bracket")).await
}

// Statistics, charts and the final report in every style; declared after `for_every_style!`,
// which it uses.
mod statistics;
