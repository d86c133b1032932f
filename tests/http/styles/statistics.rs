//! Statistics, charts and the final report in every style: each style's sample game played to
//! its end, then the statistics page counted against the hands as the case writes them (who
//! won, on whose discard, by self-draw, the chombo and false wins, the points each winner
//! gained), every chart parsed as XML with its text alternatives, and the report downloaded
//! with nothing pointing back at the server. Before any hand, every page says there is none.

use super::{Event, Hand, Style};
use super::{
    AMERICAN, CHINESE_CLASSICAL, CLEAR, HKOS, MANGAN, MCR, MINEFIELD, RIICHI, SANMA, TENPAI_RACE,
    VIETNAMESE, WSOM, ZUNG_JUNG,
};
use axum::http::{header, StatusCode};

/// What one seat did in the case's game, counted from the forms and the payments as written.
#[derive(Default)]
struct Counted {
    wins: usize,
    self_picks: usize,
    deal_ins: usize,
    chombos: usize,
    /// The points the seat gained in the hands it won.
    won: Vec<i64>,
}

/// A payment as the case writes it ("+8000", "−2000", "·") as a number.
fn paid(text: &str) -> i64 {
    text.replace('−', "-").replace('+', "").parse().unwrap_or(0)
}

fn count(game: &[Hand], seat: usize) -> Counted {
    let mut counted = Counted::default();
    for hand in game {
        let field = |name: &str| hand.fields().into_iter().find(|(n, _)| *n == name);
        let outcome = field("outcome").map_or("", |(_, v)| v);
        if field(&format!("win{seat}")).is_some() && matches!(outcome, "ron" | "tsumo") {
            counted.wins += 1;
            counted.self_picks += usize::from(outcome == "tsumo");
            counted.won.push(paid(hand.pays()[seat]));
        }
        let discarder = field("discarder").map(|(_, v)| v);
        if outcome == "ron" && discarder == Some(seat.to_string().as_str()) {
            counted.deal_ins += 1;
        }
        let chombo =
            outcome == "chombo" && field("offender").map(|(_, v)| v) == Some(&*seat.to_string());
        counted.chombos +=
            usize::from(chombo) + usize::from(field(&format!("false_win{seat}")).is_some());
    }
    counted
}

/// Every inline SVG of `html` parsed as XML, each with its text alternatives: `role="img"`, an
/// `aria-label`, a `<title>` and a `<desc>` that say something.
fn assert_charts(html: &str, expected: usize) {
    let charts: Vec<&str> = html
        .match_indices("<svg")
        .map(|(start, _)| {
            let end = html[start..].find("</svg>").expect("a closed svg") + start + 6;
            &html[start..end]
        })
        .collect();
    assert_eq!(charts.len(), expected, "charts in {html}");
    for svg in charts {
        let document = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("{e}: {svg}"));
        let root = document.root_element();
        assert_eq!(root.attribute("role"), Some("img"), "{svg}");
        assert!(
            root.attribute("aria-label").is_some_and(|l| !l.is_empty()),
            "{svg}"
        );
        for name in ["title", "desc"] {
            let text = root
                .children()
                .find(|n| n.has_tag_name(name))
                .and_then(|n| n.text())
                .unwrap_or_default();
            assert!(!text.trim().is_empty(), "no {name} in {svg}");
        }
    }
}

/// A seat's place distribution after the one game, as the player's page words it ("1st 0 ·
/// 2nd 1").
fn places_text(seat: usize, style: &Style) -> String {
    let place: usize = style.places[seat].parse().unwrap();
    (1..=place)
        .map(|p| {
            let suffix = match p {
                1 => "st",
                2 => "nd",
                3 => "rd",
                _ => "th",
            };
            format!("{p}{suffix} {}", usize::from(p == place))
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

async fn statistics_count_the_game_and_the_charts_and_report_stand_alone(style: &Style) {
    let mut ev = Event::start(style).await;
    let id = ev.id;
    ev.play(style, style.game.len()).await;
    let reply = ev.app.get(&format!("/t/{id}/statistics")).await;
    assert_eq!(reply.status, StatusCode::OK);
    let page = reply.page();
    let rows = page.select("table.player-stats tbody tr").cells("td");
    for seat in 0..style.seats {
        let name = ev.name(seat).to_string();
        let row = rows
            .iter()
            .find(|cells| cells[0] == name)
            .unwrap_or_else(|| panic!("{name} in {rows:?}"));
        let counted = count(style.game, seat);
        let average_win = match counted.won.len() {
            0 => "–".to_string(),
            wins => format!(
                "{:.0}",
                counted.won.iter().sum::<i64>() as f64 / wins as f64
            ),
        };
        let place: f64 = style.places[seat].parse().unwrap();
        let expected = [
            ("games", 1, "1".to_string()),
            ("average place", 2, format!("{place:.2}")),
            ("wins", 3, counted.wins.to_string()),
            ("deal-ins", 4, counted.deal_ins.to_string()),
            ("average win", 5, average_win),
        ];
        for (what, column, value) in expected {
            assert_eq!(row[column], value, "{name}'s {what} in {row:?}");
        }
        // The player's page lists the rest.
        let player = ev
            .app
            .get(&format!("/t/{id}/players/{}", ev.seats[seat].0))
            .await
            .page();
        let terms = player.select("dl.tally dt").texts();
        let values = player.select("dl.tally dd").texts();
        let value_of = |term: &str| {
            let at = terms
                .iter()
                .position(|t| t == term)
                .unwrap_or_else(|| panic!("{term} in {terms:?}"));
            values[at].clone()
        };
        assert_eq!(
            value_of("Self-picks"),
            counted.self_picks.to_string(),
            "{name}"
        );
        assert_eq!(value_of("Chombo"), counted.chombos.to_string(), "{name}");
        assert_eq!(value_of("Places"), places_text(seat, style), "{name}");
    }
    assert_charts(&reply.body, 1);
    page.select("figure.chart-figure details table tbody tr")
        .assert_count(2);

    // The game's sheet draws its points; a player's page draws their places.
    let sheet = ev.app.get(&ev.public_url()).await;
    assert_charts(&sheet.body, 1);
    sheet
        .page()
        .select("figure.chart-figure details table tbody tr")
        .assert_count(style.game.len() + 1);
    let player = ev
        .app
        .get(&format!("/t/{id}/players/{}", ev.seats[0].0))
        .await;
    assert_charts(&player.body, 1);
    player
        .page()
        .select("figcaption")
        .assert_text_contains(&format!("{}'s place game by game", ev.name(0)));

    // The report prints here and downloads as one file that needs nothing from the server.
    let report = ev.app.get(&format!("/t/{id}/report")).await;
    assert_eq!(report.status, StatusCode::OK);
    assert_charts(&report.body, 1);
    // Printed, a folded table shows nothing: the report's numbers come unfolded, the page's not.
    report
        .page()
        .select("figure.chart-figure details[open] table tbody tr")
        .assert_count(2);
    page.select("figure.chart-figure details[open]")
        .assert_count(0);
    let file = ev.app.get(&format!("/t/{id}/report.html")).await;
    assert_eq!(file.status, StatusCode::OK);
    let disposition = file.headers[header::CONTENT_DISPOSITION].to_str().unwrap();
    assert!(disposition.starts_with("attachment"), "{disposition}");
    for link in ["src=", "href=", "<link", "<script", "url("] {
        assert!(!file.body.contains(link), "{link} in the report file");
    }
    assert_charts(&file.body, 1);
    let file = file.page();
    file.select("style").assert_exists();
    file.select("table.standings tbody tr").assert_exists();
    file.select("table.seeds tbody tr").assert_exists();
    // The rules read as decisions in words, never a stored name or value.
    let decisions = file.select("dl.rules dt").texts();
    assert!(
        decisions.iter().any(|d| d == "Players at a table"),
        "{decisions:?}"
    );
    for value in file.select("dl.rules dd").texts() {
        assert!(!value.contains(['{', '_', '"']), "{value} in {decisions:?}");
    }
    assert_charts_in_languages(&mut ev, style).await;
}
for_every_style!(statistics_count_the_game_and_the_charts_and_report_stand_alone);

/// The charts in French and Japanese: still XML with their text alternatives, and those in
/// the language (the report's race, the game's points), by the reader's choice.
async fn assert_charts_in_languages(ev: &mut Event, style: &Style) {
    let id = ev.id;
    let cases = [
        ("fr", "Totaux cumulés", "Points main par main"),
        ("ja", "累計", "局ごとの持ち点"),
    ];
    for (code, race, points) in cases {
        let report = ev
            .app
            .get(&format!("/t/{id}/report.html?lang={code}"))
            .await;
        assert_charts(&report.body, 1);
        assert!(report.body.contains(race), "{code} report: {}", report.body);
        assert!(!report.body.contains("Running totals"), "{code} report");
        let sheet = ev
            .app
            .get(&format!("{}?lang={code}", ev.public_url()))
            .await;
        assert_charts(&sheet.body, 1);
        assert!(
            sheet.body.contains(points),
            "{code} sheet of {}",
            style.name
        );
    }
    ev.app.get(&format!("/t/{id}/report?lang=en")).await;
}

async fn before_any_hand_the_statistics_say_there_is_none(style: &Style) {
    let mut ev = Event::start(style).await;
    let id = ev.id;
    let statistics = ev.app.get(&format!("/t/{id}/statistics")).await;
    assert_eq!(statistics.status, StatusCode::OK);
    statistics
        .page()
        .select("p.no-games")
        .assert_text_contains("No hand has been recorded yet");
    let player = ev
        .app
        .get(&format!("/t/{id}/players/{}", ev.seats[0].0))
        .await;
    player.page().select("p.no-games").assert_exists();
    assert_charts(&player.body, 0);
    let sheet = ev.app.get(&ev.public_url()).await;
    assert_charts(&sheet.body, 0);
    let report = ev.app.get(&format!("/t/{id}/report.html")).await;
    assert_eq!(report.status, StatusCode::OK);
    report
        .page()
        .select("p.no-games")
        .assert_text("No hand was recorded.");
    assert!(!report.body.contains("NaN"), "{}", report.body);
}
for_every_style!(before_any_hand_the_statistics_say_there_is_none);
