//! The organizer's and referee's pages in three languages: signed in, every organizer page of
//! a tournament with a round, a game, a bracket and a referee renders in French and Japanese
//! (by the reader's cookie, and by the tournament's default language) with no key name and
//! none of the English it replaces; the refused forms answer in the reader's language.

use super::{assert_in_language, visit};
use crate::bracket::{Event, SIX};
use axum::http::{header, StatusCode};

/// English the organizer's pages replace: none of it may be left in French or Japanese.
/// (Names, rulesets, their settings and the bracket's stage words are not in this list.)
const ORGANIZER_ENGLISH: &[&str] = &[
    ">Public page<",
    "Edit details",
    "Who records hands",
    "Check everyone in",
    "Add player",
    "Your tournaments",
    "New tournament",
    "Default language",
    "Referees at",
    "Your password",
    "Snapshots of the database",
    "Import players",
    "Seat PIN",
    "Event board",
    "Final ranking",
    "Proposed seating",
    "Repeat meetings",
    "Not reached yet",
    "Organizer sign-in",
    "Team name",
    "checked in of",
    ">Withdraw<",
    "Hands</dt>",
    "Waiting for confirmation",
    "Correct a hand",
    "What happened",
];

/// A six-player event run by its bracket, its first bracket round seated and a first hand
/// recorded, with a referee authorised for it; the tournament's id, a game's and a player's.
async fn organizer_event() -> (Event, i64, i64) {
    let mut event = Event::new(SIX, 6).await;
    let games = event.seated_first_round().await;
    let (id, game) = (event.id, games[0].id);
    let mangan = [("outcome", "tsumo"), ("win0", "1"), ("value0", "mangan")];
    event.app.record_hand(id, game, &mangan).await;
    let tournament = id.to_string();
    let referee = [
        ("name", "Rei"),
        ("password", "a long password"),
        ("tournament", tournament.as_str()),
    ];
    let added = event.app.post("/admin/referees", &referee).await;
    assert_eq!(added.status, StatusCode::SEE_OTHER, "{}", added.body);
    let player = event.app.player_id("Aiko").await;
    (event, game, player)
}

/// Every organizer page of the event, read signed in.
fn organizer_pages(id: i64, game: i64, player: i64) -> Vec<String> {
    vec![
        "/admin".to_string(),
        "/admin/tournaments/new".to_string(),
        "/admin/referees".to_string(),
        "/admin/backups".to_string(),
        "/login".to_string(),
        format!("/admin/t/{id}"),
        format!("/admin/t/{id}/edit"),
        format!("/admin/t/{id}/board"),
        format!("/admin/t/{id}/bracket"),
        format!("/t/{id}/bracket"),
        format!("/admin/t/{id}/teams"),
        format!("/admin/t/{id}/import"),
        format!("/admin/t/{id}/players/{player}/edit"),
        format!("/admin/t/{id}/games/{game}"),
    ]
}

/// The page in `code` has none of the English the organizer's pages replace either.
fn assert_organizer_page_in(code: &str, path: &str, page: &str, in_english: &str) {
    assert_in_language(code, path, page, in_english);
    for english in ORGANIZER_ENGLISH {
        assert!(
            !page.contains(english),
            "{path} in {code} still says {english:?}"
        );
    }
}

/// A GET signed in, with the reader's language cookie `lang` when one is given.
async fn read_signed_in(event: &mut Event, path: &str, lang: Option<&str>) -> String {
    let session = event.app.cookies.clone();
    let mut cookies: Vec<String> = session.iter().map(|(k, v)| format!("{k}={v}")).collect();
    cookies.extend(lang.map(|code| format!("lang={code}")));
    let cookie = cookies.join("; ");
    visit(&mut event.app, path, &[(header::COOKIE, &cookie)]).await
}

#[tokio::test]
async fn each_organizer_page_reads_in_french_and_japanese_by_the_readers_choice() {
    let (mut event, game, player) = organizer_event().await;
    let id = event.id;
    for path in organizer_pages(id, game, player) {
        let english = read_signed_in(&mut event, &path, None).await;
        assert!(english.contains("<html lang=\"en\">"), "{path}");
        for code in ["fr", "ja"] {
            let page = read_signed_in(&mut event, &path, Some(code)).await;
            assert_organizer_page_in(code, &path, &page, &english);
        }
    }
}

#[tokio::test]
async fn the_proposal_and_a_refused_form_answer_in_the_readers_language() {
    let (mut event, _, _) = organizer_event().await;
    let id = event.id;
    let propose = format!("/admin/t/{id}/rounds/propose");
    const SIT_OUTS: [(&str, &str); 2] = [("mode", "balanced"), ("table_rule", "sit-outs")];
    let english = event.app.post(&propose, &SIT_OUTS).await;
    english.assert_ok().assert_contains("Proposed seating");
    for (code, heading) in [("fr", "Placement proposé"), ("ja", "配席案")] {
        event.app.cookies.insert("lang".into(), code.into());
        let proposal = event.app.post(&propose, &SIT_OUTS).await;
        proposal.assert_ok().assert_contains(heading);
        assert_organizer_page_in(code, &propose, &proposal.body, &english.body);
        // A player without a name: the organizer's page again, in the reader's words.
        let refused = event
            .app
            .post(&format!("/admin/t/{id}/players"), &[("name", "")])
            .await;
        refused.assert_unprocessable();
        assert!(refused.body.contains(&format!("<html lang=\"{code}\">")));
        let swap = format!("/admin/t/{id}/rounds/1/swap");
        let refused = event.app.post(&swap, &[("first", "")]).await;
        refused
            .assert_unprocessable()
            .assert_lacks("Choose the two players");
    }
}

#[tokio::test]
async fn the_organizers_pages_follow_the_tournaments_default_language() {
    let (mut event, game, player) = organizer_event().await;
    let id = event.id;
    let saved = event
        .app
        .post(
            &format!("/admin/t/{id}/edit"),
            &[
                ("name", "Club night"),
                ("date", "2026-04-09"),
                ("venue", "Room 403"),
                ("ruleset", "msmc-2016"),
                ("language", "ja"),
            ],
        )
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    for path in organizer_pages(id, game, player).into_iter().skip(5) {
        let english = read_signed_in(&mut event, &path, Some("en")).await;
        let page = read_signed_in(&mut event, &path, None).await;
        assert_organizer_page_in("ja", &path, &page, &english);
    }
}
