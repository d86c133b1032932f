//! What only Clear Mahjong has (docs/rules.md §16), beside the shared suite: the sheet's
//! conditions per team, cleared and left, and the teams' result; a condition claimed by a
//! typed hand that cannot hold it refused with the reason and the form kept; and a whole game
//! from four phones, each win entered by its winner's phone and confirmed by another seat's.

use super::{Event, Phone, CLEAR};
use crate::common;
use axum::http::StatusCode;

#[tokio::test]
async fn the_sheet_shows_each_teams_conditions_cleared_and_left() {
    let mut ev = Event::start(&CLEAR).await;
    ev.play(&CLEAR, 1).await;
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    let rows = sheet.select("table.clear-teams tbody tr").cells("th, td");
    let east_north = format!("East–North ({} and {})", ev.name(0), ev.name(3));
    assert_eq!(
        rows[0],
        [
            east_north.as_str(),
            "Large Straight (ittsu)",
            "Three Colors, One Chii (sanshoku), All With Orphans (chanta), Three Concealed Pons (sanankou), Seven Pairs (chiitoitsu)",
        ]
    );
    assert_eq!(rows[1][1], "—");
    sheet
        .select("table.sheet tr.note td")
        .assert_text_contains("East–North clears Large Straight (ittsu)");
    for hand in &CLEAR.game[1..] {
        ev.record(hand).await;
    }
    for url in [ev.sheet_url(), ev.public_url()] {
        let page = ev.app.get(&url).await.page();
        page.select(".clear-result")
            .assert_text("Team East–North wins: cleared all five conditions.");
        let rows = page.select("table.clear-teams tbody tr").cells("td");
        assert_eq!(rows[0][1], "—", "nothing is left to East–North");
    }
}

#[tokio::test]
async fn a_condition_the_typed_hand_cannot_hold_is_refused_with_the_reason_and_the_form_kept() {
    let mut ev = Event::start(&CLEAR).await;
    let cases: &[(&[(&str, &str)], &str)] = &[
        (
            &[
                ("outcome", "ron"),
                ("discarder", "1"),
                ("win0", "1"),
                ("value0", "1"),
                ("fu0", "30"),
                ("clear0-sanankou", "1"),
            ],
            "Three Concealed Pons (sanankou) score at least 2 han, more than the 1 han typed",
        ),
        (
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("value2", "3"),
                ("fu2", "30"),
                ("clear2-chiitoitsu", "1"),
            ],
            "Seven Pairs (chiitoitsu) is always 25 fu, not 30",
        ),
        (
            &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win3", "1"),
                ("value3", "mangan"),
                ("clear3-ittsu", "1"),
                ("clear3-chanta", "1"),
            ],
            "cannot be in one hand",
        ),
    ];
    for (fields, reason) in cases {
        ev.assert_refused(fields, reason).await;
    }
}

/// The phone at `seat` enters `fields` and saves; the phone `confirming` confirms it.
async fn enter_and_confirm(
    ev: &mut Event,
    table: &str,
    (entering, confirming): (&mut Phone, &mut Phone),
    fields: &[(&str, &str)],
) {
    let sheet = entering.get(&mut ev.app, table).await;
    assert_eq!(sheet.status, StatusCode::OK, "{}", sheet.body);
    let form = common::HandFormFields::read(&sheet.body);
    let url = format!("{table}/hands");
    let saved = entering
        .post(&mut ev.app, &url, &form.post("save", fields))
        .await;
    assert_eq!(
        saved.status,
        StatusCode::SEE_OTHER,
        "{fields:?}: {}",
        saved.body
    );
    let page = confirming.get(&mut ev.app, table).await.page();
    let confirm = "form:has(button.confirm-hand)";
    let action = page.select(confirm).attr("action");
    let csrf = page
        .select(&format!("{confirm} input[name=csrf]"))
        .attr("value");
    let version = page
        .select(&format!("{confirm} input[name=version]"))
        .attr("value");
    let fields = [("csrf", &*csrf), ("version", &*version), ("reason", "")];
    let confirmed = confirming.post(&mut ev.app, &action, &fields).await;
    assert_eq!(
        confirmed.status,
        StatusCode::SEE_OTHER,
        "{}",
        confirmed.body
    );
}

#[tokio::test]
async fn a_whole_game_from_four_phones_ends_with_the_team_that_cleared_all_five() {
    let mut ev = Event::start(&CLEAR).await;
    let table = ev.table_entry().await;
    let mut phones = Vec::new();
    for seat in 0..4 {
        let taken: Vec<usize> = (0..seat).collect();
        phones.push(ev.phone_at(&CLEAR, &table, seat, &taken).await);
    }
    // Each hand of the shared case is entered by its winner's phone and confirmed by the
    // next seat's: a partner's confirmation counts as anyone else's.
    let winners = [0, 3, 0, 3];
    for (hand, winner) in CLEAR.game.iter().zip(winners) {
        let (low, high) = phones.split_at_mut(winner.max(1));
        let (entering, confirming) = match winner {
            0 => (&mut low[0], &mut high[0]),
            _ => (&mut high[0], &mut low[0]),
        };
        enter_and_confirm(&mut ev, &table, (entering, confirming), &hand.fields()).await;
    }
    let statuses: Vec<String> =
        sqlx::query_scalar("SELECT status FROM hands WHERE game_id = $1 ORDER BY id")
            .bind(ev.game)
            .fetch_all(&ev.app.pool)
            .await
            .unwrap();
    assert_eq!(statuses, ["confirmed"; 4]);
    let public = ev.app.get(&ev.public_url()).await.page();
    public
        .select(".clear-result")
        .assert_text("Team East–North wins: cleared all five conditions.");
    public
        .select("table.sheet tfoot tr.score td b")
        .assert_texts(CLEAR.scores);
    let phone_page = phones[1].get(&mut ev.app, &table).await.page();
    phone_page
        .select(".clear-result")
        .assert_text("Team East–North wins: cleared all five conditions.");
}

#[tokio::test]
async fn a_bracket_is_refused_with_the_reason_since_a_cut_would_part_the_partners() {
    let mut app = common::TestApp::signed_in().await;
    let id = app.create_tournament_from(CLEAR.create).await;
    app.import_players(id, CLEAR.players).await;
    app.check_in_all(id).await;
    let refused = app.post(&format!("/admin/t/{id}/bracket"), &[]).await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.body
    );
    refused
        .page()
        .select(".error")
        .assert_text_contains("teams of two has no bracket: a cut ranks players one by one");
    let stages: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM stages")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(stages, 0);
}
