//! What only American has, beside the shared suite (docs/rules.md §10): the sheet's refusals
//! with the engine's reason (a value that is no number, a value of 0, a jokerless Singles and
//! Pairs hand, a mark other than C or X, a winner found dead on challenge, a player both
//! declared dead and challenged, a hand found dead that nobody challenged) keeping everything
//! typed; the preview paying the challenges
//! after the hand with the note saying who pays whom; a stored hand shown again for correction
//! with its card notes and challenges; hands.csv describing the card's hand in words; the
//! calculator saying it scores no American hand.

use super::{Event, AMERICAN};

use axum::http::StatusCode;

#[tokio::test]
async fn the_american_sheet_refuses_impossible_hands_with_the_reason_and_keeps_what_was_typed() {
    let mut ev = Event::start(&AMERICAN).await;
    ev.play(&AMERICAN, 1).await;
    let winner = [
        ("outcome", "tsumo"),
        ("win2", "1"),
        ("line2", "Quints #1"),
        ("mark2", "C"),
    ];
    let cases: [(&[(&str, &str)], &str); 3] = [
        (
            &[("points2", "ten")],
            "the value printed beside the hand on the card",
        ),
        (&[("points2", "0")], "a whole number above 0"),
        (
            &[
                ("points2", "50"),
                ("jokerless2", "1"),
                ("singles_and_pairs2", "1"),
            ],
            "a Singles and Pairs hand never holds jokers and does not double: untick jokerless",
        ),
    ];
    for (extra, reason) in cases {
        let mut fields = winner.to_vec();
        fields.extend_from_slice(extra);
        ev.assert_refused(&fields, reason).await;
    }
    // The players are named as the form names them, never by a seat number.
    let found_dead = [
        ("points2", "25"),
        ("challenge2by0", "1"),
        ("found_dead2", "1"),
    ];
    let dead_twice = [("points2", "25"), ("dead1", "1"), ("challenge1by3", "1")];
    let named: [(&[(&str, &str)], String); 2] = [
        (
            &found_dead,
            // Hand 2: the deal has passed, so the second seat is East and the third South.
            format!(
                "{} (South) was found dead, so cannot have won the hand",
                ev.name(2)
            ),
        ),
        (
            &dead_twice,
            format!(
                "{} (East) is declared dead twice, or both declared dead and challenged",
                ev.name(1)
            ),
        ),
    ];
    for (extra, reason) in named {
        let mut fields = winner.to_vec();
        fields.extend_from_slice(extra);
        let error = ev
            .assert_refused(&fields, &reason)
            .await
            .select(".error")
            .text();
        assert!(!error.contains("seat "), "{error}");
    }
    let unchallenged = format!(
        "{}'s hand is marked found dead, but nobody challenged it",
        ev.name(3)
    );
    ev.assert_refused(&[("outcome", "draw"), ("found_dead3", "1")], &unchallenged)
        .await;
    // A mark the card does not have cannot be chosen again: only the refusal is checked.
    let bad_mark = ev
        .post_hand(
            "preview",
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("points2", "25"),
                ("mark2", "Y"),
            ],
        )
        .await;
    assert_eq!(bad_mark.status, StatusCode::UNPROCESSABLE_ENTITY);
    bad_mark
        .page()
        .select(".error")
        .assert_text_contains("the hand's mark must be C (concealed) or X (exposed)");
    // Nothing was saved by the refusals: the next hand is still E2.
    ev.record(&AMERICAN.game[1]).await;
}

#[tokio::test]
async fn challenges_are_paid_after_the_hand_and_a_stored_hand_is_shown_again_as_written() {
    let mut ev = Event::start(&AMERICAN).await;
    // East wins a jokerless 25 off South (paid as 50): 100 from South, 50 from each other;
    // West challenged North (not dead): West pays North 25; South challenged East, who won, so
    // was not dead: South pays East 25.
    let fields = [
        ("outcome", "ron"),
        ("discarder", "1"),
        ("win0", "1"),
        ("value0", "25"),
        ("jokerless0", "1"),
        ("mark0", "X"),
        ("line0", "2468 #1"),
        ("challenge3by2", "1"),
        ("challenge0by1", "1"),
    ];
    let preview = ev.post_hand("preview", &fields).await;
    preview.assert_ok();
    let page = preview.page();
    page.select("ol.pays .delta")
        .assert_texts(&["+225", "−125", "−75", "−25"]);
    let names: Vec<String> = (0..4).map(|s| ev.name(s).to_owned()).collect();
    let (east, south, west, north) = (&names[0], &names[1], &names[2], &names[3]);
    page.select(".pay-title")
        .assert_text_contains(&format!(
            "{west} pays {north} 25 (a challenge of a hand that was not dead)"
        ))
        .assert_text_contains(&format!("{south} pays {east} 25"));
    let saved = ev.post_hand("save", &fields).await;
    saved.assert_redirects();

    // Corrected later, the form shows the hand as it was written.
    let edit = ev
        .app
        .get(&format!("{}/hands/0/edit", ev.sheet_url()))
        .await
        .page();
    edit.select("#hand-form input[name=jokerless0][checked]")
        .assert_count(1);
    edit.select("#hand-form select[name=mark0] option[value=X][selected]")
        .assert_count(1);
    assert_eq!(
        edit.select("#hand-form input[name=line0]").attr("value"),
        "2468 #1"
    );
    edit.select("#hand-form input[name=challenge3by2][checked]")
        .assert_count(1);
    edit.select("#hand-form input[name=challenge0by1][checked]")
        .assert_count(1);
    edit.select("#hand-form input[name=found_dead3][checked]")
        .assert_none();

    // hands.csv describes the card's hand in words.
    let hands = ev
        .app
        .get(&format!("/t/{}/export/hands.csv", ev.id))
        .await
        .body;
    let lines: Vec<&str> = hands.lines().collect();
    // The value, quoted for its commas, after the winner.
    assert!(
        lines[1].contains(",ron,")
            && lines[1].contains(",\"25 points (X, jokerless, 2468 #1)\",225,"),
        "{hands}"
    );
    assert!(
        lines[1].contains(&format!("{west} pays {north} 25")),
        "{hands}"
    );
}

#[tokio::test]
async fn the_calculator_says_it_scores_no_american_hand() {
    let mut ev = Event::start(&AMERICAN).await;
    let page = ev
        .app
        .get(&format!(
            "/t/{}/calculator?hand=123m456p789s11z&win_tile=1z",
            ev.id
        ))
        .await;
    page.assert_ok();
    assert!(
        page.body
            .contains("American hands are not scored from tiles"),
        "{}",
        page.body
    );
}

/// The form says "Self-pick" and "Wall game": at a table of four the preview's notes and the
/// refusals say the same words as a table of five does, not "self-draws", "draw" or "tsumo".
#[tokio::test]
async fn a_table_of_four_notes_and_refuses_in_the_forms_words() {
    let mut ev = Event::start(&AMERICAN).await;
    let self_pick = [("outcome", "tsumo"), ("win2", "1"), ("value2", "25")];
    let preview = ev.post_hand("preview", &self_pick).await;
    preview.assert_ok();
    let note = preview.page().select(".pay-title").text();
    assert!(
        note.contains(&format!(
            "{} self-picks 25 points, 50 from each",
            ev.name(2)
        )),
        "{note}"
    );
    let wall = ev.post_hand("preview", &[("outcome", "draw")]).await;
    wall.assert_ok();
    let note = wall.page().select(".pay-title").text();
    assert!(
        note.contains("wall game") && !note.contains("draw"),
        "{note}"
    );
    let mut two = self_pick.to_vec();
    two.extend([("win1", "1"), ("value1", "30")]);
    ev.assert_refused(&two, "\"Self-pick\" has exactly one winner: tick only one.")
        .await;
}
