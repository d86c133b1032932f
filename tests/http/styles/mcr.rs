//! What only MCR has, beside the shared suite (docs/rules.md §8): the players' seat winds after
//! the seat change between wind rounds, the sheet's refusals with the rule's words (a value under
//! 8 fan, a false win by the hand's winner, riichi or Hong Kong Old Style values) that keep
//! what was typed, and a penalty taken from a player and given to nobody.

use super::{Event, MCR};

use axum::http::StatusCode;

#[tokio::test]
async fn after_the_east_round_the_sheet_names_the_winds_of_the_seat_change() {
    let mut ev = Event::start(&MCR).await;
    ev.play(&MCR, 4).await;
    // S1: East and South swap, West and North swap; Ben (first South) deals.
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    let names: Vec<&str> = ev.seats.iter().map(|s| s.1.as_str()).collect();
    let expected: Vec<String> = names
        .iter()
        .zip(["South", "East dealer", "North", "West"])
        .map(|(name, wind)| match wind.split_once(' ') {
            Some((wind, badge)) => format!("{name} ({wind}) {badge}"),
            None => format!("{name} ({wind})"),
        })
        .collect();
    let expected: Vec<&str> = expected.iter().map(String::as_str).collect();
    sheet
        .select("#hand-form fieldset.seat-form legend")
        .assert_texts(&expected);
    // The next hand is S1, paid as the rules say whoever deals it.
    let preview = ev.record(&MCR.game[4]).await;
    preview
        .select(".pay-title")
        .assert_text_contains("This hand pays");
}

#[tokio::test]
async fn the_mcr_sheet_refuses_impossible_hands_with_the_reason_and_keeps_what_was_typed() {
    let mut ev = Event::start(&MCR).await;
    ev.play(&MCR, 1).await;
    let cases: [(&[(&str, &str)], &str); 3] = [
        (
            &[("outcome", "tsumo"), ("win2", "1"), ("fan2", "7")],
            "7 fan is under the 8-fan minimum",
        ),
        (
            &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win2", "1"),
                ("value2", "9"),
                ("false_win2", "under_minimum"),
            ],
            "made a false win in this hand and is out of it",
        ),
        (
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("value2", "8"),
                ("penalty1", "0"),
            ],
            "give the points taken, a whole number above 0",
        ),
    ];
    for (fields, reason) in cases {
        let refused = ev.post_hand("preview", fields).await;
        assert_eq!(
            refused.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{fields:?}: {}",
            refused.body
        );
        let page = refused.page();
        page.select(".error").assert_text_contains(reason);
        // What was typed is still there: the chip ticked, or the fan typed.
        match fields.iter().find(|(k, _)| *k == "value2") {
            Some((_, value)) => assert_eq!(
                page.select("#hand-form input[name=value2][checked]")
                    .attr("value"),
                *value,
                "{fields:?}"
            ),
            None => assert_eq!(
                page.select("#hand-form input[name=fan2]").attr("value"),
                "7",
                "{fields:?}"
            ),
        }
    }
    // A typed fan no chip offers, a false win by a seat that does not win and a penalty beside
    // them: saved.
    ev.record(&super::Hand {
        label: "E2",
        fields: &[
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win2", "1"),
            ("fan2", "13"),
            ("false_win3", "not_winning"),
            ("penalty1", "3"),
        ],
        pays: &["−1", "+9", "+57", "−68"],
    })
    .await;
    let sheet = ev.app.get(&ev.public_url()).await.page();
    sheet
        .select("table.sheet tr.note td")
        .assert_text_contains("false win (not a winning hand), 20 to each");
}
