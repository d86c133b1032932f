//! Corrections to a bracket whose cut is made, and stored bracket data the pages cannot read:
//! a correction that changes the cut shows who would qualify and saves only when confirmed, one
//! that keeps the qualifiers updates their reasons, one that would change a played stage is
//! refused (the stage guard); a game at table zero, stages out of order or more stages than the
//! format has show the error page. The bracket events are [`crate::bracket`]'s.

use crate::bracket::{six_after_the_cut, Event};

use axum::http::StatusCode;

#[tokio::test]
async fn correcting_a_qualifying_game_that_changes_the_cut_shows_who_would_qualify_and_saves_only_when_confirmed(
) {
    let (mut ev, _, game2) = six_after_the_cut().await;
    let id = ev.id;
    let before = ev.stage_players(1).await;
    let leaving = game2.seats[3].unwrap();
    let arriving = game2.seats[2].unwrap();
    assert!(before.contains(&leaving) && !before.contains(&arriving));
    let (leaving_name, arriving_name) = (ev.name(leaving).await, ev.name(arriving).await);

    // The referee finds that West, not North, won game 2's only hand. The preview says, before
    // anything is saved, who would qualify instead of whom.
    let preview = ev
        .edit_first_hand(&game2, 2, "y1", &[("action", "preview")])
        .await;
    preview.assert_ok();
    preview
        .assert_contains("This change would change who qualified for the finals")
        .assert_contains(&format!(
            "Would qualify: <strong>{arriving_name}</strong>, instead of <strong>{leaving_name}</strong>"
        ))
        .assert_contains(r#"<button name="confirm_recut" value="1">Save and re-run the cut</button>"#);

    // Saving without the confirmation saves nothing.
    let refused = ev
        .edit_first_hand(&game2, 2, "y1", &[("action", "save")])
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    refused.assert_contains("Save and re-run the cut");
    assert_eq!(ev.stage_players(1).await, before);
    let audit = ev.app.get(&format!("/admin/t/{id}/audit")).await;
    audit.assert_lacks("hand edited");

    // Confirmed: the hand and the re-run cut are saved together, both audited.
    let saved = ev
        .edit_first_hand(&game2, 2, "y1", &[("confirm_recut", "1")])
        .await;
    saved.assert_redirects();
    let after = ev.stage_players(1).await;
    assert!(after.contains(&arriving) && !after.contains(&leaving));
    let rounds: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM rounds WHERE tournament_id = $1")
        .bind(id)
        .fetch_one(&ev.app.pool)
        .await
        .unwrap();
    assert_eq!(
        rounds, 2,
        "the finals game drawn among the old finalists is gone"
    );
    ev.app
        .get(&format!("/admin/t/{id}/audit"))
        .await
        .assert_contains("hand edited")
        .assert_contains("bracket cut re-run")
        .assert_contains("Qualifying → Finals after a correction to hand #1 at table 1 (round 2)");
    let page = ev.app.get(&ev.bracket()).await;
    page.assert_contains("Seat finals game 1");
    page.assert_lacks("no longer matches");
    ev.app
        .get(&format!("/t/{id}/bracket"))
        .await
        .assert_contains("1st in qualifying game 2 (+67)")
        .assert_contains(&arriving_name);
}

#[tokio::test]
async fn a_correction_keeping_the_qualifiers_updates_their_reasons_and_one_that_would_change_a_played_stage_is_refused(
) {
    let (mut ev, game1, game2) = six_after_the_cut().await;
    let id = ev.id;
    let before = ev.stage_players(1).await;
    ev.app
        .get(&format!("/t/{id}/bracket"))
        .await
        .assert_contains("1st in qualifying game 2 (+67)");

    // North's win was a double yakuman: the same two go on, by more.
    let preview = ev
        .edit_first_hand(&game2, 3, "y2", &[("action", "preview")])
        .await;
    preview.assert_ok();
    preview.assert_contains("The same players still qualify");
    let saved = ev
        .edit_first_hand(&game2, 3, "y2", &[("action", "save")])
        .await;
    saved.assert_redirects();
    assert_eq!(ev.stage_players(1).await, before);
    let public = ev.app.get(&format!("/t/{id}/bracket")).await;
    public.assert_contains("1st in qualifying game 2 (+99)");
    public.assert_lacks("1st in qualifying game 2 (+67)");
    ev.app
        .get(&format!("/admin/t/{id}/audit"))
        .await
        .assert_contains("bracket reasons updated");

    // A finals hand is recorded: the cut can no longer change, confirmed or not.
    let finals = ev.last_round().await.remove(0);
    ev.finish(&finals, 1).await;
    let refused = ev
        .edit_first_hand(&game2, 2, "y1", &[("confirm_recut", "1")])
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    refused.assert_contains("so that cut can no longer change");
    assert_eq!(ev.stage_players(1).await, before);

    // Undoing a qualifying game's only hand would leave the cut without its result.
    let undo = ev.undo_first_hand(&game1).await;
    assert_eq!(undo.status, StatusCode::CONFLICT, "{}", undo.body);
    undo.assert_contains("it must stay finished");
    assert_eq!(ev.hand_count(&game1).await, 1);
}

/// Runs `sql` on the event's database, its one parameter bound to `value`: stored data that
/// no form writes, as a bad upgrade or a hand-edited database could leave it.
async fn store_by_hand(ev: &Event, sql: &str, value: i64) {
    sqlx::query(sql)
        .bind(value)
        .execute(&ev.app.pool)
        .await
        .unwrap();
}

/// Asserts that the organizer's bracket page (and, with `public_too`, the public one) met
/// stored data it cannot read: the error page, not a panic nor a bracket drawn from the wrong
/// data.
async fn assert_brackets_unreadable(ev: &mut Event, public_too: bool) {
    let mut pages = vec![("organizer's bracket", ev.bracket())];
    if public_too {
        pages.push(("public bracket", format!("/t/{}/bracket", ev.id)));
    }
    for (what, path) in pages {
        let reply = ev.app.get(&path).await;
        assert_eq!(
            reply.status,
            StatusCode::INTERNAL_SERVER_ERROR,
            "{what}: {}",
            reply.body
        );
        reply.assert_contains("<h1>Something went wrong</h1>");
    }
}

#[tokio::test]
async fn a_bracket_game_stored_at_table_zero_shows_the_error_page() {
    let (mut ev, game1, _) = six_after_the_cut().await;
    let sql = "UPDATE games SET table_number = 0 WHERE id = $1";
    store_by_hand(&ev, sql, game1.id).await;
    assert_brackets_unreadable(&mut ev, true).await;
}

#[tokio::test]
async fn a_stage_stored_out_of_order_shows_the_error_page() {
    let (mut ev, _, _) = six_after_the_cut().await;
    let sql = "UPDATE stages SET position = 7 WHERE tournament_id = $1 AND position = 1";
    store_by_hand(&ev, sql, ev.id).await;
    assert_brackets_unreadable(&mut ev, false).await;
}

#[tokio::test]
async fn more_stages_stored_than_the_format_has_show_the_error_page() {
    let (mut ev, _, _) = six_after_the_cut().await;
    for position in [2, 3] {
        let sql = format!(
            "INSERT INTO stages (tournament_id, position, created_at) VALUES ($1, {position}, 'now')"
        );
        store_by_hand(&ev, &sql, ev.id).await;
    }
    assert_brackets_unreadable(&mut ev, true).await;
}
