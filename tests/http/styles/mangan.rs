//! What only Mangan Mahjong has (docs/rules.md §15), beside the shared suite: a whole game
//! entered from the table's phones, each hand confirmed by another phone; East and South
//! cycling on the sheet; the Pool of Dreams refused with the reason and the form kept; the
//! sheet's riichi without a stake.

use super::{Event, Hand, Phone, MANGAN};
use crate::common::{self, TestApp};

use axum::http::StatusCode;

/// Enters `hand` from the `entering` phone at `table` and confirms it from `confirming`.
async fn enter_and_confirm(
    ev: &mut Event,
    table: &str,
    (entering, confirming): (&mut Phone, &mut Phone),
    hand: &Hand,
) {
    let app: &mut TestApp = &mut ev.app;
    let sheet = entering.get(app, table).await;
    assert_eq!(sheet.status, StatusCode::OK, "{}", sheet.body);
    let form = common::HandFormFields::read(&sheet.body);
    let url = format!("{table}/hands");
    let preview = entering
        .post(app, &url, &form.post("preview", &hand.fields()))
        .await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    preview
        .page()
        .select("ol.pays .delta")
        .assert_texts(&hand.pays());
    let saved = entering
        .post(app, &url, &form.post("save", &hand.fields()))
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    let page = confirming.get(app, table).await.page();
    let confirm = "form:has(button.confirm-hand)";
    let action = page.select(confirm).attr("action");
    let csrf = page
        .select(&format!("{confirm} input[name=csrf]"))
        .attr("value");
    let version = page
        .select(&format!("{confirm} input[name=version]"))
        .attr("value");
    let fields = [
        ("csrf", csrf.as_str()),
        ("version", &version),
        ("reason", ""),
    ];
    let confirmed = confirming.post(app, &action, &fields).await;
    assert_eq!(
        confirmed.status,
        StatusCode::SEE_OTHER,
        "{}",
        confirmed.body
    );
}

#[tokio::test]
async fn a_whole_game_from_the_phones_ends_with_the_scores_of_the_forms() {
    let mut ev = Event::start(&MANGAN).await;
    let table = ev.table_entry().await;
    let mut west = ev.phone_at(&MANGAN, &table, 2, &[]).await;
    let mut east = ev.phone_at(&MANGAN, &table, 0, &[2]).await;
    for hand in MANGAN.game {
        enter_and_confirm(&mut ev, &table, (&mut west, &mut east), hand).await;
    }
    let statuses: Vec<String> = sqlx::query_scalar("SELECT status FROM hands WHERE game_id = $1")
        .bind(ev.game)
        .fetch_all(&ev.app.pool)
        .await
        .unwrap();
    assert_eq!(statuses, vec!["confirmed"; MANGAN.game.len()]);
    let public = ev.app.get(&ev.public_url()).await.page();
    public
        .select("p > strong")
        .assert_text_contains("Game over");
    public
        .select("table.sheet tfoot tr.score td b")
        .assert_texts(MANGAN.scores);
    assert!(public.mentions("below mangan, no points change hands"));
    let out = format!("{} at 0 points or fewer", ev.name(3));
    assert!(public.mentions(&out), "{}", public.excerpt());
    let standings = ev.app.get(&format!("/t/{}/standings", ev.id)).await.page();
    assert!(standings.mentions("+21") && standings.mentions("−55"));
}

#[tokio::test]
async fn after_south_4_the_sheet_enters_east_1_again() {
    let mut ev = Event::start(&MANGAN).await;
    // Each hand the seat after the dealer wins 1 han 30 fu by tsumo: the deal passes and
    // nothing is paid.
    let forms = [
        "outcome=tsumo&win1=1&value1=1&fu1=30",
        "outcome=tsumo&win2=1&value2=1&fu2=30",
        "outcome=tsumo&win3=1&value3=1&fu3=30",
        "outcome=tsumo&win0=1&value0=1&fu0=30",
    ];
    let labels = ["E1", "E2", "E3", "E4", "S1", "S2", "S3", "S4", "E1"];
    for (i, label) in labels.iter().enumerate() {
        ev.record(&Hand::new(label, forms[i % 4], "· · · ·")).await;
    }
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    sheet
        .select("table.sheet tbody td.hand b")
        .assert_texts(&labels);
    assert!(!sheet.mentions("Game over"), "{}", sheet.excerpt());
}

#[tokio::test]
async fn the_pool_of_dreams_is_refused_with_the_reason_and_the_form_kept() {
    let mut ev = Event::start(&MANGAN).await;
    // The sheet offers no nagashi; one posted anyway is refused, the rest of the form kept.
    let fields = [("outcome", "draw"), ("tenpai1", "1"), ("nagashi2", "1")];
    let refused = ev.post_hand("preview", &fields).await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.body
    );
    let page = refused.page();
    page.select(".error").assert_text_contains(
        "nagashi mangan (the \"Pool of Dreams\") cannot be scored in Mangan Mahjong",
    );
    page.select("#hand-form input[name=outcome][value=draw][checked]")
        .assert_count(1);
    page.select("#hand-form input[name=tenpai1][checked]")
        .assert_count(1);
    // Riichi is declared without a stake: the chip says so, and a draw with riichi pays nothing.
    page.select("#hand-form input[name=riichi0] + span")
        .assert_text("riichi (no stake)");
    ev.record(&Hand::new(
        "E1",
        "outcome=draw&riichi0=1&riichi1=1",
        "· · · ·",
    ))
    .await;
}
