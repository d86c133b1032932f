//! Taking changes back on a score sheet: undo reverts the last change (a deleted hand comes
//! back, an edit is unmade), a deleted hand is restored from the audit log or refused with the
//! reason, and the audit log reads as sentences with names and no raw JSON. The event is
//! [`crate::game`]'s.

use crate::game::{event_with_round_one, RON_E1};

use axum::http::StatusCode;

const DRAW: [(&str, &str); 2] = [("outcome", "draw"), ("tenpai0", "1")];
const TSUMO: [(&str, &str); 3] = [("outcome", "tsumo"), ("win2", "1"), ("value2", "mangan")];

#[tokio::test]
async fn undo_reverts_the_last_change_a_deleted_hand_comes_back_and_an_edit_is_unmade() {
    let mut ev = event_with_round_one().await;
    ev.record(1, &RON_E1).await;
    ev.record(1, &DRAW).await;
    ev.record(1, &TSUMO).await;
    let three = ev.stored(1).await;

    // Deleting asks first: the sheet offers "Delete hand #2 for good?" behind a "delete…".
    let sheet = ev.app.get(&ev.sheet(1)).await;
    sheet
        .assert_contains("<details class=\"confirm\"><summary>delete…</summary>")
        .assert_contains("Delete hand #2 for good? <button class=\"danger\">Delete</button>");
    let deleted = ev.delete(1, 1).await;
    assert_eq!(deleted.status, StatusCode::SEE_OTHER);
    assert_eq!(ev.stored(1).await, vec![three[0].clone(), three[2].clone()]);
    ev.app
        .get(deleted.location())
        .await
        .assert_contains("Hand #2 deleted.");

    // Undo: the deleted hand comes back at its place (not one more hand deleted).
    let undone = ev.undo(1).await;
    undone.assert_redirects();
    assert_eq!(ev.stored(1).await, three);
    ev.app
        .get(undone.location())
        .await
        .assert_contains("Undone: the sheet is back as it was");

    // Undo again goes one change further back: the tsumo recorded last is removed.
    assert_eq!(ev.undo(1).await.status, StatusCode::SEE_OTHER);
    assert_eq!(ev.stored(1).await, three[..2].to_vec());

    // An edit undone gets the previous content back.
    let edit = ev
        .edit_first_hand(
            1,
            &[
                ("outcome", "ron"),
                ("discarder", "3"),
                ("win1", "1"),
                ("value1", "4"),
                ("fu1", "30"),
            ],
        )
        .await;
    edit.assert_redirects();
    assert_ne!(ev.stored(1).await[0], three[0]);
    assert_eq!(ev.undo(1).await.status, StatusCode::SEE_OTHER);
    assert_eq!(ev.stored(1).await, three[..2].to_vec());

    // Two more undos empty the sheet; then there is nothing left to undo.
    assert_eq!(ev.undo(1).await.status, StatusCode::SEE_OTHER);
    assert_eq!(ev.undo(1).await.status, StatusCode::SEE_OTHER);
    assert!(ev.stored(1).await.is_empty());
    let nothing = ev.undo(1).await;
    assert_eq!(nothing.status, StatusCode::CONFLICT);
    nothing.assert_contains("nothing to undo");
}

#[tokio::test]
async fn a_deleted_hand_is_restored_from_the_audit_log_or_refused_with_the_reason() {
    let mut ev = event_with_round_one().await;
    ev.record(1, &RON_E1).await;
    ev.record(1, &DRAW).await;
    ev.record(1, &TSUMO).await;
    let three = ev.stored(1).await;
    assert!(ev.restore_url().await.is_none(), "nothing deleted yet");
    assert_eq!(ev.delete(1, 1).await.status, StatusCode::SEE_OTHER);
    let restore = ev.restore_url().await.expect("a Restore button");
    let restored = ev.app.post(&restore, &[]).await;
    restored.assert_redirects();
    assert_eq!(ev.stored(1).await, three);
    ev.app
        .get(restored.location())
        .await
        .assert_contains("Hand #2 restored: ");
    // Restored once, it is not offered again, and a second post is refused.
    assert!(ev.restore_url().await.is_none());
    let twice = ev.app.post(&restore, &[]).await;
    assert_eq!(twice.status, StatusCode::CONFLICT);
    twice.assert_contains("already brought back");
    assert_eq!(ev.stored(1).await, three);

    // Table 1: a yakuman ends the game at once. Deleted and replaced by another game-ending
    // yakuman, the first can no longer come back: the refusal says why, numbered as the sheet.
    let bust = [
        ("outcome", "ron"),
        ("discarder", "0"),
        ("win1", "1"),
        ("value1", "y1"),
    ];
    ev.record(0, &bust).await;
    assert_eq!(ev.delete(0, 0).await.status, StatusCode::SEE_OTHER);
    ev.record(
        0,
        &[
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win2", "1"),
            ("value2", "y1"),
        ],
    )
    .await;
    let before = ev.stored(0).await;
    let restore = ev.restore_url().await.expect("the deleted yakuman");
    let refused = ev.app.post(&restore, &[]).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused
        .assert_contains("Restoring hand #1 would make hand #1 (E1) impossible: the game is already over (it ended with hand #1). Correct that hand first.");
    assert_eq!(ev.stored(0).await, before);
}

#[tokio::test]
async fn the_audit_log_reads_as_sentences_with_names_and_no_raw_json() {
    let mut ev = event_with_round_one().await;
    let names = ev.names(1).await;
    ev.record(1, &RON_E1).await;
    assert_eq!(ev.delete(1, 0).await.status, StatusCode::SEE_OTHER);
    let audit = ev.app.get(&format!("/admin/t/{}/audit", ev.id)).await;
    let ron = format!("{} ron 3900 from {}", names[1], names[3]);
    audit
        .assert_contains(&format!(
            "— organizer recorded hand #1 at table 2 (round 1): {ron}."
        ))
        .assert_contains(&format!(
            "— organizer deleted hand #1 at table 2 (round 1): {ron}."
        ))
        .assert_contains(">Restore</button>");
    let list = &audit.body[audit.body.find("<ol class=\"audit\">").unwrap()..];
    assert!(
        !list.contains("{&quot;") && !list.contains("&quot;outcome") && !list.contains("seat 3"),
        "{list}"
    );
    // The time is the laptop's local time, as a clock shows it.
    let time = list.split("<span class=\"when\">").nth(1).unwrap();
    let hhmm = &time[..5];
    assert!(
        hhmm.as_bytes()[2] == b':' && hhmm.replace(':', "").parse::<u32>().is_ok(),
        "{time}"
    );
}
