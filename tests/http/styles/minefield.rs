//! What only Minefield has (docs/rules.md §13), beside the shared suite: a round seated at
//! tables of two, a value below mangan and a third player at a table of two refused with the
//! reason and the form kept, a self-drawn win refused by `tenbou game`'s rules through the
//! form's outcome, the draw doubling the next win on the sheet's note, and hands scored from
//! their tiles at the table of two (the second player's seat wind West, no round wind) on the
//! sheet and in the calculator; the form at a table of two, on the laptop and on a phone, with
//! one winner's box and one set of tile fields per seat.

use super::{Event, MINEFIELD};
use crate::html::Page;
use axum::http::StatusCode;

#[tokio::test]
async fn a_round_of_four_players_is_two_tables_of_two() {
    let ev = Event::start(&MINEFIELD).await;
    let seats: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT g.table_number, s.seat FROM games g JOIN game_seats s ON s.game_id = g.id
          WHERE s.player_id IS NOT NULL ORDER BY g.table_number, s.seat",
    )
    .fetch_all(&ev.app.pool)
    .await
    .unwrap();
    assert_eq!(seats, [(1, 0), (1, 1), (2, 0), (2, 1)]);
}

#[tokio::test]
async fn a_value_below_mangan_is_refused_with_the_reason_and_the_form_kept() {
    let mut ev = Event::start(&MINEFIELD).await;
    let fields = [
        ("outcome", "ron"),
        ("discarder", "1"),
        ("win0", "1"),
        ("value0", "3"),
        ("fu0", "30"),
    ];
    ev.assert_refused(&fields, "3 han 30 fu is below mangan")
        .await
        .select(".error")
        .assert_text_contains("a Minefield hand wins only with mangan or more");
    // 4 han 30 fu is a mangan by kiriage.
    let kiriage = [
        ("outcome", "ron"),
        ("discarder", "1"),
        ("win0", "1"),
        ("value0", "4"),
        ("fu0", "30"),
    ];
    let preview = ev.post_hand("preview", &kiriage).await;
    assert_eq!(
        preview.status,
        axum::http::StatusCode::OK,
        "{}",
        preview.body
    );
    preview
        .page()
        .select("ol.pays .delta")
        .assert_texts(&["+12000", "−12000"]);
}

#[tokio::test]
async fn a_third_player_at_a_table_of_two_is_refused_with_the_reason_and_the_form_kept() {
    let mut ev = Event::start(&MINEFIELD).await;
    let fields = [
        ("outcome", "ron"),
        ("discarder", "0"),
        ("win1", "1"),
        ("value1", "mangan"),
        ("win2", "1"),
        ("value2", "mangan"),
    ];
    let refused = ev.post_hand("preview", &fields).await;
    assert_eq!(refused.status, axum::http::StatusCode::UNPROCESSABLE_ENTITY);
    refused
        .page()
        .select(".error")
        .assert_text_contains("This table seats two players: nobody sits West.");
    // A discarder in a seat nobody sits in: the seats the table has are named.
    let third_discards = [
        ("outcome", "ron"),
        ("discarder", "2"),
        ("win0", "1"),
        ("value0", "mangan"),
    ];
    let refused = ev.post_hand("preview", &third_discards).await;
    assert_eq!(refused.status, axum::http::StatusCode::UNPROCESSABLE_ENTITY);
    refused
        .page()
        .select(".error")
        .assert_text_contains("seats are 0");
}

#[tokio::test]
async fn a_self_drawn_win_is_refused_and_a_draw_doubles_the_next_win() {
    let mut ev = Event::start(&MINEFIELD).await;
    // The sheet offers no self-drawn win; one posted anyway is refused with the reason.
    let tsumo = [("outcome", "tsumo"), ("win0", "1"), ("value0", "mangan")];
    let refused = ev.post_hand("preview", &tsumo).await;
    assert_eq!(refused.status, axum::http::StatusCode::UNPROCESSABLE_ENTITY);
    refused
        .page()
        .select(".error")
        .assert_text_contains("no tile is ever drawn in Minefield");
    ev.record(&super::Hand::new("E1", "outcome=draw", "· ·"))
        .await;
    ev.record(&super::Hand::new(
        "E2",
        "outcome=ron&discarder=0&win1=1&value1=mangan",
        "−24000 +24000",
    ))
    .await;
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    assert!(
        sheet.mentions("the next win pays ×2"),
        "{}",
        sheet.excerpt()
    );
    assert!(sheet.mentions("(×2 after 1 draw)"), "{}", sheet.excerpt());
}

/// A closed hand won by ron on 8s with a West pung and two dora (indicator 4p): riichi, which
/// every Minefield hand has, and the dora make 3 han 40 fu, below mangan; the West pung is the
/// second player's seat wind and makes it 4 han 40 fu, a mangan.
const WEST_PUNG: [(&str, &str); 2] = [("hand", "234m678p678s333z55p"), ("win_tile", "8s")];

/// The sheet's fields of a ron from `discarder` won by `winner` with [`WEST_PUNG`] as tiles.
fn west_pung_ron(winner: usize, discarder: usize) -> Vec<(String, String)> {
    let mut fields = vec![
        ("outcome".to_owned(), "ron".to_owned()),
        ("discarder".to_owned(), discarder.to_string()),
        (format!("win{winner}"), "1".to_owned()),
        ("dora".to_owned(), "4p".to_owned()),
    ];
    fields.extend(
        WEST_PUNG
            .iter()
            .map(|(name, tiles)| (format!("{name}{winner}"), tiles.to_string())),
    );
    fields
}

fn borrowed(fields: &[(String, String)]) -> Vec<(&str, &str)> {
    fields
        .iter()
        .map(|(name, value)| (name.as_str(), value.as_str()))
        .collect()
}

#[tokio::test]
async fn a_hand_from_tiles_counts_the_second_players_west_seat_wind_and_no_round_wind() {
    let mut ev = Event::start(&MINEFIELD).await;
    // The first player's seat wind is East and there is no round wind: the West pung is worth
    // nothing to them, so the tiles are below mangan, refused with the form kept.
    let first = west_pung_ron(0, 1);
    ev.assert_refused(&borrowed(&first), "3 han 40 fu is below mangan")
        .await
        .select(".error")
        .assert_text_contains("a Minefield hand wins only with mangan or more");
    // The second player's seat wind is West: a mangan, paid 8,000 by the first discarder.
    let second = west_pung_ron(1, 0);
    let fields = borrowed(&second);
    let preview = ev.post_hand("preview", &fields).await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    let page = preview.page();
    page.select("ol.pays .delta")
        .assert_texts(&["−8000", "+8000"]);
    assert!(
        page.mentions("Yakuhai: seat wind (west)"),
        "{}",
        page.excerpt()
    );
    let saved = ev.post_hand("save", &fields).await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    assert!(sheet.mentions("33000"), "{}", sheet.excerpt());
}

#[tokio::test]
async fn the_calculator_offers_minefield_with_seats_east_and_west_and_no_round_wind() {
    let mut ev = Event::start(&MINEFIELD).await;
    let mut query = WEST_PUNG.to_vec();
    query.extend([
        ("ruleset", "minefield"),
        ("dora", "4p"),
        ("win", "ron"),
        ("seat_wind", "W"),
    ]);
    let query = serde_urlencoded::to_string(&query).unwrap();
    let page = ev.app.get(&format!("/calculator?{query}")).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    page.assert_contains(r#"<option value="minefield" selected>"#)
        .assert_contains(r#"<option value="W" selected>West</option>"#)
        .assert_lacks(r#"<option value="S""#)
        .assert_lacks(r#"name="round_wind""#)
        .assert_contains("Yakuhai: seat wind (west)")
        .assert_contains("8000");
}

/// The names of the hand form's inputs on `page` matching `css`, in the page's order.
fn form_inputs(page: &Page, css: &str) -> Vec<String> {
    page.select(&format!("#hand-form input{css}")).attrs("name")
}

#[tokio::test]
async fn the_sheet_form_has_two_winners_boxes_and_two_seats_of_tile_fields() {
    let mut ev = Event::start(&MINEFIELD).await;
    let laptop = ev.app.get(&ev.sheet_url()).await.page();
    let table = ev.table_entry().await;
    let mut phone = ev.phone_at(&MINEFIELD, &table, 0, &[]).await;
    let on_phone = phone.get(&mut ev.app, &table).await.page();
    for page in [laptop, on_phone] {
        // The winning tile's field (`win_tile{i}`) also begins with `win`: a winner's box is
        // the checkbox.
        assert_eq!(
            form_inputs(&page, "[type=checkbox][name^=win]"),
            ["win0", "win1"]
        );
        assert_eq!(
            form_inputs(&page, "[name^=win_tile]"),
            ["win_tile0", "win_tile1"]
        );
        assert_eq!(form_inputs(&page, "[name^=hand]"), ["hand0", "hand1"]);
        assert_eq!(form_inputs(&page, "[name^=melds]"), ["melds0", "melds1"]);
        page.select("#hand-form fieldset.seat-form").assert_count(2);
    }
}
