//! What only Minefield has (docs/rules.md §13), beside the shared suite: a round seated at
//! tables of two, a value below mangan and a third player at a table of two refused with the
//! reason and the form kept, a self-drawn win refused by `tenbou game`'s rules through the
//! form's outcome, and the draw doubling the next win on the sheet's note.

use super::{Event, MINEFIELD};

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
