//! What the score sheet page shows around the hand form: a saved hand confirmed at the top with
//! the form before the sheet, messages naming seats as the form does and never field names,
//! riichi, dead hands and the leftover deposit, and only what a referee may use. The event is
//! [`crate::game`]'s.

use crate::game::{event_with_round_one, RON_E1};

use axum::http::StatusCode;

#[tokio::test]
async fn a_saved_hand_is_confirmed_at_the_top_and_the_form_comes_before_the_sheet() {
    let mut ev = event_with_round_one().await;
    let names = ev.names(1).await;
    let version = ev.version(1).await;
    let mut fields = vec![("version", version.as_str()), ("action", "save")];
    fields.extend_from_slice(&RON_E1);
    let saved = ev
        .app
        .post(&format!("{}/hands", ev.sheet(1)), &fields)
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER);
    assert!(
        saved.location().ends_with("?saved=1#notice"),
        "{}",
        saved.location()
    );
    let page = ev.app.get(saved.location()).await;
    page.assert_contains(&format!(
        "<p class=\"ok\" role=\"status\">Hand #1 saved: {} ron 3900 from {}.</p>",
        names[1], names[3]
    ))
    .assert_contains("Record hand #2");
    let body = &page.body;
    let (notice, form, sheet) = (
        body.find("id=\"notice\"").unwrap(),
        body.find("id=\"hand-form\"").unwrap(),
        body.find("<table class=\"sheet\">").unwrap(),
    );
    assert!(
        notice < form && form < sheet,
        "notice, then form, then sheet"
    );
    // The payments and Save sit together in the bar at the end of the form.
    let bar = &body[body.find("class=\"pay-bar\" id=\"preview\"").unwrap()..];
    assert!(bar.find("value=\"save\"").unwrap() < bar.find("</form>").unwrap());
}

#[tokio::test]
async fn messages_name_seats_as_the_form_does_and_never_show_field_names() {
    let mut ev = event_with_round_one().await;
    let names = ev.names(1).await;
    // Three draws nobody is tenpai for: East 4, North's deal (starting seat 3).
    for _ in 0..3 {
        ev.record(1, &[("outcome", "draw")]).await;
    }
    let page = ev.app.get(&ev.sheet(1)).await;
    let west_starter = format!("{} (North)", names[2]);
    page.assert_contains(&format!("<legend>{west_starter}</legend>"))
        .assert_contains(&format!(
            "<legend>{} (East) <span class=\"badge\">dealer</span>",
            names[3]
        ))
        .assert_contains("Record hand #4 <span class=\"muted\">E4, 3 counters</span>");
    page.assert_lacks("dealer_stops");
    let refused = ev
        .app
        .post_hand(
            &ev.sheet(1),
            "preview",
            &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win2", "1"),
                ("value2", "mangan"),
                ("dead2", "1"),
            ],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_contains(&format!(
        "This hand cannot be recorded: {west_starter} has a dead hand and may not win."
    ));
    // Agari-yame asked for out of South 4: refused in words, without the field's name.
    let early = ev
        .app
        .post_hand(
            &ev.sheet(1),
            "preview",
            &[
                ("outcome", "tsumo"),
                ("win3", "1"),
                ("value3", "mangan"),
                ("dealer_stops", "1"),
            ],
        )
        .await;
    assert_eq!(early.status, StatusCode::UNPROCESSABLE_ENTITY);
    let error = early
        .body
        .split("<p class=\"error\" role=\"alert\">")
        .nth(1)
        .unwrap();
    let error = &error[..error.find("</p>").unwrap()];
    assert!(
        error.contains("agari-yame") && !error.contains("dealer_stops") && !error.contains('`'),
        "{error}"
    );
}

#[tokio::test]
async fn the_sheet_shows_riichi_dead_hands_and_where_the_leftover_deposit_goes() {
    let mut ev = event_with_round_one().await;
    let names = ev.names(1).await;
    // E1: Aiko's seat declares riichi, nobody is tenpai, Dev's seat has a dead hand; then seven
    // more draws nobody is tenpai for end the game with the deposit still on the table.
    ev.record(1, &[("outcome", "draw"), ("riichi0", "1"), ("dead3", "1")])
        .await;
    for _ in 0..7 {
        ev.record(1, &[("outcome", "draw")]).await;
    }
    let sheet = ev
        .app
        .get(&format!("/t/{}/games/{}", ev.id, ev.games[1].0))
        .await;
    sheet
        .assert_contains("Game over")
        .assert_contains(&format!(
            "<span class=\"story\">· riichi: {} · dead hand: {}</span>",
            names[0], names[3]
        ))
        // 24000 against three 25000s: first place by starting seat is South's player.
        .assert_contains(&format!(
            "The riichi deposit left on the table (1000 points) goes to {} in first place.",
            names[1]
        ));
}

#[tokio::test]
async fn a_referee_sees_only_what_a_referee_may_use_on_the_sheet() {
    let mut ev = event_with_round_one().await;
    let id = ev.id;
    let organizer_view = ev.app.get(&ev.sheet(1)).await;
    organizer_view.assert_contains(&format!("<a href=\"/admin/t/{id}\">"));
    let added = ev.add_referee().await;
    added.assert_redirects();
    ev.app.cookies.clear();
    ev.app.sign_in("Rei", "table-two-ref").await;
    ev.record(1, &RON_E1).await;
    let referee_view = ev.app.get(&ev.sheet(1)).await;
    referee_view.assert_lacks(&format!("<a href=\"/admin/t/{id}\">"));
    referee_view
        .assert_contains(&format!("<a href=\"/t/{id}\">"))
        .assert_contains("Record hand #2")
        .assert_contains(">Undo</button>");
    // And what is shown works for the referee: undo.
    assert_eq!(ev.undo(1).await.status, StatusCode::SEE_OTHER);
    assert!(ev.stored(1).await.is_empty());
}
