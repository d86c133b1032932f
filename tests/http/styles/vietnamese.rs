//! What only Vietnamese has, beside the shared suite (docs/rules.md §12): the bonuses offered by
//! name with their multipliers, the preview showing the value times its bonuses, a value or a
//! set of bonuses no hand can have refused with the engine's reason while the form keeps the
//! value typed and every bonus ticked, a stored hand shown again with its bonuses for
//! correcting, hands.csv and the public sheet naming the bonuses, and the calculator not
//! offering a style that is never scored from tiles.

use super::{Event, VIETNAMESE};

/// A refused hand: its fields and the reason shown.
type Refused = (&'static [(&'static str, &'static str)], &'static str);

#[tokio::test]
async fn the_sheet_offers_each_bonus_with_its_multiplier_and_the_preview_shows_the_sum() {
    let mut ev = Event::start(&VIETNAMESE).await;
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    sheet
        .select("select[name='bonus2-king-queen'] option")
        .assert_texts(&["0", "1", "2", "3", "4"]);
    sheet
        .select("label.viet-bonus")
        .assert_count(4 * tenbou::engine::styles::vietnamese::BONUSES.len());
    assert!(sheet.mentions("King and queen of the same number (each pair), × 2 each"));
    assert!(sheet.mentions("All four Red Jokers laid out as bonus tiles, × 8"));
    let preview = ev.record(&VIETNAMESE.game[0]).await;
    preview.select(".pay-title").assert_text_contains(&format!(
        "{} wins 30 × 2 × 2 (King and queen of the same number (each pair) × 2) = 120 points off {}, 120 from each",
        ev.name(1),
        ev.name(2)
    ));
}

#[tokio::test]
async fn impossible_values_and_bonuses_are_refused_with_the_reason_and_the_form_keeps_them() {
    let mut ev = Event::start(&VIETNAMESE).await;
    let cases: [Refused; 4] = [
        (
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("points2", "30"),
                ("bonus2-no-flowers-no-leaves", "1"),
                ("bonus2-king-queen", "1"),
            ],
            "No Flowers, No Leaves: no jokers, bonus tiles or honour tiles and King and queen of the same number (each pair) cannot be in one hand",
        ),
        (
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("points2", "30"),
                ("bonus2-blue-jokers-discarded", "1"),
            ],
            "All four Blue Jokers discarded (No Flowers, No Leaves) counts only with No Flowers, No Leaves",
        ),
        (
            &[("outcome", "tsumo"), ("win2", "1"), ("points2", "0")],
            "a hand's value must be a whole number above 0; 0 is not",
        ),
        (
            &[("outcome", "tsumo"), ("win2", "1"), ("points2", "30"), ("bonus2-king-queen", "5")],
            "is ticked 5 times; a hand has it at most 4",
        ),
    ];
    for (fields, reason) in cases {
        ev.assert_refused(fields, reason).await;
    }
    ev.assert_refused(
        &[("outcome", "tsumo"), ("win2", "1"), ("points2", "thirty")],
        "a whole number of points above 0, before the bonuses",
    )
    .await;
    // Nothing was saved by the refusals: the first hand is still E1.
    ev.record(&VIETNAMESE.game[0]).await;
}

#[tokio::test]
async fn a_stored_hand_is_shown_again_with_its_bonuses_and_the_files_name_them() {
    let mut ev = Event::start(&VIETNAMESE).await;
    let id = ev.id;
    ev.play(&VIETNAMESE, 4).await;
    // Correcting E1 shows the value and the two king and queen pairs.
    let edit = ev
        .app
        .get(&format!("{}/hands/0/edit", ev.sheet_url()))
        .await;
    edit.assert_ok();
    let edit = edit.page();
    edit.select("#hand-form input[name=value1][value='30'][checked]")
        .assert_count(1);
    edit.select("#hand-form select[name='bonus1-king-queen'] option[value='2'][selected]")
        .assert_count(1);
    // The public sheet names the bonuses in the hand's note.
    let public = ev.app.get(&ev.public_url()).await;
    let note = format!(
        "{} wins 25 × 8 (All four Blue Jokers laid out as bonus tiles) = 200 points off {}",
        ev.name(3),
        ev.name(0)
    );
    assert!(public.body.contains(&note), "{note} in {}", public.body);
    // hands.csv writes each value with its bonuses and the points they make.
    let hands = ev.app.export_file(id, "hands.csv").await;
    let lines: Vec<&str> = hands.lines().collect();
    assert!(
        lines[1].contains(
            ",30 × 2 × 2 (King and queen of the same number (each pair) × 2) = 120 points,"
        ),
        "{hands}"
    );
    assert!(lines[2].contains(",40 points,"), "{hands}");
    assert!(
        lines[4].contains(",25 × 8 (All four Blue Jokers laid out as bonus tiles) = 200 points,"),
        "{hands}"
    );
}

#[tokio::test]
async fn the_calculator_does_not_offer_a_style_of_typed_values() {
    let mut app = crate::common::TestApp::new().await;
    let page = app.get("/calculator").await.page();
    page.select("select[name=ruleset] option[value=zung-jung]")
        .assert_count(1);
    page.select("select[name=ruleset] option[value=vietnamese]")
        .assert_none();
    let asked = app
        .get("/calculator?ruleset=vietnamese&hand=123m&win_tile=1m")
        .await;
    asked.assert_ok();
    asked
        .page()
        .select(".refusal")
        .assert_text_contains("Vietnamese hands are not scored from tiles");
}
