//! What only Tenpai Race has (docs/rules.md §14), beside the shared suite: its two Stage B
//! endings and a Stage A draw named on the sheet, a wait found by the attacker's own hand and
//! its counter, and bad input refused with the reason and the form kept — a third player at a
//! table of two, a found wait with a value no ron has, tenpai claimed at a draw.

use super::{Event, Hand, TENPAI_RACE};

use axum::http::StatusCode;

#[tokio::test]
async fn the_sheet_names_stage_bs_endings_and_the_draw_adds_a_counter() {
    let mut ev = Event::start(&TENPAI_RACE).await;
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    sheet
        .select("#hand-form input[name=outcome] + span")
        .assert_texts(&[
        "Attacker's tsumo",
        "Wait found (the defender wins, the attacker dealt in; the value is the attacker's hand)",
        "Draw in Stage A",
        "Chombo",
    ]);
    ev.record(&Hand::new("E1", "outcome=draw", "· ·")).await;
    // East deals again with a counter; South finds East's wait, a 2 han 40 fu hand of the
    // dealer: 3,900 and 300.
    ev.record(&Hand::new(
        "E1",
        "outcome=ron&discarder=0&win1=1&value1=2&fu1=40",
        "−4200 +4200",
    ))
    .await;
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    let (east, south) = (ev.name(0), ev.name(1));
    let found = format!("{south} found {east}'s wait (Stage B), {east} pays 4200");
    for note in [
        "draw after 18 discards each: no payment, one more counter",
        found.as_str(),
    ] {
        assert!(sheet.mentions(note), "{note}: {}", sheet.excerpt());
    }
}

#[tokio::test]
async fn bad_input_is_refused_with_the_reason_and_the_form_kept() {
    let mut ev = Event::start(&TENPAI_RACE).await;
    let cases: [(&[(&str, &str)], &str); 2] = [
        (
            &[
                ("outcome", "ron"),
                ("discarder", "1"),
                ("win0", "1"),
                ("value0", "2"),
                ("fu0", "20"),
            ],
            "20 fu",
        ),
        (
            &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win0", "1"),
                ("value0", "mangan"),
            ],
            "own discard",
        ),
    ];
    for (fields, reason) in cases {
        ev.assert_refused(fields, reason).await;
    }
    // Fields the sheet does not show (a third seat, tenpai at a draw), posted anyway, are
    // refused with the reason.
    let unshown: [(&[(&str, &str)], &str); 2] = [
        (
            &[("outcome", "tsumo"), ("win2", "1"), ("value2", "mangan")],
            "This table seats two players: nobody sits West.",
        ),
        (
            &[("outcome", "draw"), ("tenpai0", "1")],
            "nobody shows a hand at a draw",
        ),
    ];
    for (fields, reason) in unshown {
        let refused = ev.post_hand("preview", fields).await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
        refused.page().select(".error").assert_text_contains(reason);
    }
}
