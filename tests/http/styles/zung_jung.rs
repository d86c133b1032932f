//! What only Zung Jung has, beside the shared suite (docs/rules.md §9): the sheet's refusals
//! with the rule's words (a value no hand can have, a chicken hand under the World Series'
//! 5-point minimum, tiles where points are typed, a penalty of nothing) that keep what was
//! typed; the deal passing on a draw and on the dealer's win; the clock ending a game after
//! the hand in progress with tied players sharing the better place; a World Series bracket cut
//! on the qualifying games' points.

use super::{Event, Hand, WSOM, ZUNG_JUNG};

use axum::http::StatusCode;

/// A refused hand: its fields, the reason shown, and the points the form must keep.
type Refused = (
    &'static [(&'static str, &'static str)],
    &'static str,
    &'static str,
);

#[tokio::test]
async fn the_zung_jung_sheet_refuses_impossible_values_with_the_reason_and_keeps_what_was_typed() {
    let mut ev = Event::start(&ZUNG_JUNG).await;
    ev.play(&ZUNG_JUNG, 1).await;
    let cases: [Refused; 4] = [
        (
            &[("outcome", "tsumo"), ("win2", "1"), ("points2", "42")],
            "42 points is not a value a hand can have: a Zung Jung hand is worth 1 (a chicken hand) or a multiple of 5 up to 320, or 400 or 480",
            "42",
        ),
        (
            &[("outcome", "tsumo"), ("win2", "1"), ("points2", "330")],
            "330 points is not a value a hand can have",
            "330",
        ),
        (
            &[("outcome", "tsumo"), ("win2", "1"), ("points2", "ten")],
            "a number of points",
            "ten",
        ),
        (
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("points2", "15"),
                ("hand2", "123m456p55566677z"),
            ],
            "typed as points here",
            "15",
        ),
    ];
    for (fields, reason, typed) in cases {
        let refused = ev.post_hand("preview", fields).await;
        assert_eq!(
            refused.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{fields:?}: {}",
            refused.body
        );
        let page = refused.page();
        page.select(".error").assert_text_contains(reason);
        assert_eq!(
            page.select("#hand-form input[name=points2]").attr("value"),
            typed,
            "{fields:?}"
        );
        page.select("#hand-form input[name=win2][checked]")
            .assert_count(1);
    }
    let empty_penalty = ev
        .post_hand("preview", &[("outcome", "draw"), ("penalty1", "0")])
        .await;
    assert_eq!(empty_penalty.status, StatusCode::UNPROCESSABLE_ENTITY);
    empty_penalty
        .page()
        .select(".error")
        .assert_text_contains("give the points taken, a whole number above 0");
    // Nothing was saved by the refusals: the next hand is still E2.
    ev.record(&ZUNG_JUNG.game[1]).await;
}

#[tokio::test]
async fn the_world_series_refuses_a_chicken_hand_that_zung_jung_pays() {
    let mut ev = Event::start(&WSOM).await;
    let refused = ev
        .post_hand(
            "preview",
            &[("outcome", "tsumo"), ("win1", "1"), ("value1", "1")],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    let page = refused.page();
    page.select(".error")
        .assert_text_contains("1 point is under the 5-point minimum of wsom");
    assert_eq!(
        page.select("#hand-form input[name=value1][checked]")
            .attr("value"),
        "1"
    );
    let mut zj = Event::start(&ZUNG_JUNG).await;
    zj.record(&Hand {
        label: "E1",
        fields: &[("outcome", "tsumo"), ("win1", "1"), ("value1", "1")],
        pays: &["−1", "+3", "−1", "−1"],
    })
    .await;
}

#[tokio::test]
async fn the_deal_passes_after_a_draw_and_after_the_dealers_win() {
    let mut ev = Event::start(&ZUNG_JUNG).await;
    // East deals E1 and wins it; South deals E2, which is drawn; West deals E3.
    ev.record(&Hand {
        label: "E1",
        fields: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "10")],
        pays: &["+30", "−10", "−10", "−10"],
    })
    .await;
    ev.record(&Hand {
        label: "E2",
        fields: &[("outcome", "draw")],
        pays: &["", "", "", ""],
    })
    .await;
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    sheet
        .select("#hand-form h2 .muted")
        .assert_text_contains("E3");
    sheet
        .select("#hand-form fieldset.seat-form[data-seat='2'] legend .badge")
        .assert_text("dealer");
    let labels = ev
        .app
        .get(&ev.public_url())
        .await
        .page()
        .select("table.sheet tbody td.hand b")
        .texts();
    assert_eq!(labels, ["E1", "E2"]);
}

#[tokio::test]
async fn when_time_is_up_the_hand_in_progress_ends_the_game_and_ties_share_the_better_place() {
    let mut ev = Event::start(&ZUNG_JUNG).await;
    let id = ev.id;
    ev.app.run_out_the_clock(id, 1).await;
    let sheet = ev.app.get(&ev.sheet_url()).await;
    sheet.assert_contains("When time is up: finish the hand in progress, then the game ends with its scores as they stand.");
    let game = ev.game;
    ev.app
        .record_hand(
            id,
            game,
            &[("outcome", "tsumo"), ("win3", "1"), ("value3", "20")],
        )
        .await;
    let public = ev.app.get(&ev.public_url()).await.page();
    public
        .select("table.sheet tr.note td")
        .assert_text_contains("time up; game over");
    let rows = public.select("table.sheet tfoot tr").cells("td");
    assert!(
        rows.contains(&["place", "2", "2", "2", "1"].map(String::from).to_vec()),
        "{rows:?}"
    );
    public
        .select("table.sheet tfoot tr.score td b")
        .assert_texts(&["−20", "−20", "−20", "+60"]);
}

/// A World Series bracket: two qualifying games, each ended at time after its second hand,
/// then the cut names each qualifier with the points of their game.
#[tokio::test]
async fn a_world_series_bracket_cuts_on_the_qualifying_games_points() {
    // South wins 40 off East (70 from East, 25 from each other), then West self-draws 5 as
    // time runs out: each game ends at [−75, 115, −10, −30].
    super::bracket_cut_after_two_games_at_time(&WSOM, "40", "5")
        .await
        .assert_contains("1st in qualifying game 1 (+115)")
        .assert_contains("2nd in qualifying game 1 (−10)")
        .assert_contains("1st in qualifying game 2 (+115)")
        .assert_contains("2nd in qualifying game 2 (−10)");
}

/// Found by the Zung Jung event day: hands.csv wrote a chicken hand's value as "1 points" while
/// the sheet's note says "1 point". The value column is built in `value_text` of
/// src/web/export.rs; the fix writes "1 point" when the points are 1.
#[tokio::test]
#[ignore = "bug: hands.csv writes a chicken hand's value as \"1 points\" (src/web/export.rs, value_text)"]
async fn hands_csv_writes_a_chicken_hand_as_1_point_and_a_bigger_one_in_points() {
    let mut ev = Event::start(&ZUNG_JUNG).await;
    ev.record(&Hand {
        label: "E1",
        fields: &[("outcome", "tsumo"), ("win1", "1"), ("value1", "1")],
        pays: &["−1", "+3", "−1", "−1"],
    })
    .await;
    ev.record(&Hand {
        label: "E2",
        fields: &[("outcome", "tsumo"), ("win2", "1"), ("points2", "35")],
        pays: &["−35", "−35", "+105", "−35"],
    })
    .await;
    let hands = ev
        .app
        .get(&format!("/t/{}/export/hands.csv", ev.id))
        .await
        .body;
    let values: Vec<&str> = hands
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(6).unwrap())
        .collect();
    assert_eq!(values, ["1 point", "35 points"], "{hands}");
}

/// Found by the World Series event day: the `wsom` sheet offers the "1 point" chip, a value its
/// 5-point minimum refuses every time, so a tap on it can only ever bring an error. The chips
/// come from `ZJ_VALUES` in src/web/styles/zung_jung.rs; the fix leaves out the values under
/// the preset's minimum (the shared suite's `WSOM.sheet_has`, taken from Zung Jung's, then
/// names a 5-point chip instead of the 1-point one).
#[tokio::test]
#[ignore = "bug: the wsom sheet offers a 1-point chip its 5-point minimum always refuses (src/web/styles/zung_jung.rs)"]
async fn the_world_series_sheet_offers_no_value_under_its_minimum() {
    let mut ev = Event::start(&WSOM).await;
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    for seat in 0..4 {
        sheet
            .select(&format!("#hand-form input[name=value{seat}][value='1']"))
            .assert_count(0);
        sheet
            .select(&format!("#hand-form input[name=value{seat}][value='5']"))
            .assert_count(1);
    }
    // Zung Jung itself keeps its chicken hand's chip.
    let mut zj = Event::start(&ZUNG_JUNG).await;
    zj.app
        .get(&zj.sheet_url())
        .await
        .page()
        .select("#hand-form input[name=value0][value='1']")
        .assert_count(1);
}
