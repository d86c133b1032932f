//! The public pages in three languages (docs/translations.md): each page a player reads is
//! rendered in French and Japanese, chosen by the reader's cookie (set by `?lang=`), by the
//! browser's `Accept-Language` and by the tournament's default language, with no key name and
//! none of the English it replaces left; a language that does not exist reads English; the
//! default language travels with the tournament file.

use crate::common::TestApp;
use axum::body::Body;
use axum::http::{header, Request, StatusCode};

const PLAYERS: &str = "name,club
Aiko Tanaka,MSMC
Ben Smith,
Chloé Martin,
Dev Patel,
";

/// English that the translated pages replace: none of it may be left on a French or Japanese
/// page. (Names, rulesets and the engine's notes on a hand are not in this list.)
const ENGLISH: &[&str] = &[
    ">Standings<",
    ">Find my seat<",
    ">Calculator<",
    "Organizer sign-in",
    ">Players<",
    ">Statistics<",
    "Every game so far",
    "games finished",
    "Equal totals",
    "Average place",
    "Deal-ins",
    "Self-picks",
    "The numbers",
    "final points",
    "Next:",
    "Registration:",
    "Earlier rounds",
    ">Tournaments<",
    ">East<",
    "score sheet",
    "No game yet",
    "Penalties",
];

/// A riichi event of four at one table, its first hand recorded (a dealer's mangan by
/// self-draw); with the tournament's id, the game's and a player's.
pub(crate) async fn event() -> (TestApp, i64, i64, i64) {
    let mut app = TestApp::signed_in().await;
    let id = app
        .tournament_with_round_one("Montréal Open", PLAYERS)
        .await;
    let game = app.game_ids(id).await[0];
    let mangan = [("outcome", "tsumo"), ("win0", "1"), ("value0", "mangan")];
    app.record_hand(id, game, &mangan).await;
    let players = app.get(&format!("/t/{id}/players")).await.page();
    let player = players
        .select("table.players a")
        .attrs("href")
        .first()
        .and_then(|href| href.rsplit('/').next()?.parse().ok())
        .expect("a player's link");
    (app, id, game, player)
}

/// Every translated page of the event.
fn pages(id: i64, game: i64, player: i64) -> Vec<String> {
    vec![
        "/".to_string(),
        format!("/t/{id}"),
        format!("/t/{id}/standings"),
        format!("/t/{id}/players"),
        format!("/t/{id}/players/{player}"),
        format!("/t/{id}/rounds/1"),
        format!("/t/{id}/games/{game}"),
        format!("/t/{id}/statistics"),
    ]
}

/// A GET as an anonymous visitor with these headers (the app's cookies left out).
pub(crate) async fn visit(
    app: &mut TestApp,
    path: &str,
    headers: &[(header::HeaderName, &str)],
) -> String {
    let kept = std::mem::take(&mut app.cookies);
    let mut request = Request::get(path);
    for (name, value) in headers {
        request = request.header(name, *value);
    }
    let reply = app.send(request.body(Body::empty()).unwrap()).await;
    app.cookies = kept;
    assert_eq!(reply.status, StatusCode::OK, "{path}: {}", reply.body);
    reply.body
}

/// The keys of the English messages, as they would show if a page named one.
pub(crate) fn english_keys() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/en");
    let mut keys = Vec::new();
    for entry in std::fs::read_dir(root).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        keys.extend(text.lines().filter_map(|line| {
            let (key, _) = line.split_once(" = ")?;
            key.contains('-').then(|| key.trim().to_string())
        }));
    }
    keys
}

/// The page is in `code`: its `lang`, no key name a page in English does not also have (a
/// class name, say), and none of the English it replaces.
pub(crate) fn assert_in_language(code: &str, path: &str, page: &str, in_english: &str) {
    assert!(
        page.contains(&format!("<html lang=\"{code}\">")),
        "{path} is not in {code}"
    );
    for key in english_keys() {
        assert!(
            !page.contains(&key) || in_english.contains(&key),
            "{path} in {code} shows the key {key}"
        );
    }
    for english in ENGLISH {
        assert!(
            !page.contains(english),
            "{path} in {code} still says {english:?}"
        );
    }
}

#[tokio::test]
async fn each_public_page_reads_in_french_and_japanese_by_cookie_and_by_browser() {
    let (mut app, id, game, player) = event().await;
    for path in pages(id, game, player) {
        let english = visit(&mut app, &path, &[]).await;
        assert!(english.contains("<html lang=\"en\">"), "{path}");
        for code in ["fr", "ja"] {
            let cookie = format!("lang={code}");
            let by_cookie = visit(&mut app, &path, &[(header::COOKIE, &cookie)]).await;
            assert_in_language(code, &path, &by_cookie, &english);
            let browser = format!("{code}-CA,{code};q=0.9,en;q=0.5");
            let by_browser = visit(&mut app, &path, &[(header::ACCEPT_LANGUAGE, &browser)]).await;
            assert_in_language(code, &path, &by_browser, &english);
        }
    }
}

#[tokio::test]
async fn the_switch_remembers_a_language_and_one_that_does_not_exist_reads_english() {
    let (mut app, id, _, _) = event().await;
    app.cookies.clear();
    let chosen = app.get(&format!("/t/{id}/standings?lang=ja")).await;
    chosen
        .assert_contains("<html lang=\"ja\">")
        .assert_contains("順位表");
    assert_eq!(app.cookies.get("lang").map(String::as_str), Some("ja"));
    // The next page, with the cookie alone, is in Japanese too; the switch offers all three.
    let next = app.get(&format!("/t/{id}")).await;
    next.assert_contains("<html lang=\"ja\">")
        .assert_contains("hreflang=\"fr\"")
        .assert_contains(">Français<");
    // A language that does not exist reads English, and the choice made before stays.
    let unknown = app.get(&format!("/t/{id}/standings?lang=xx")).await;
    unknown
        .assert_contains("<html lang=\"en\">")
        .assert_contains(">Standings<");
    assert_eq!(app.cookies.get("lang").map(String::as_str), Some("ja"));
}

#[tokio::test]
async fn the_tournaments_default_language_comes_before_the_browsers_and_after_the_readers() {
    let (mut app, id, game, player) = event().await;
    let saved = app
        .post(
            &format!("/admin/t/{id}/edit"),
            &[
                ("name", "Montréal Open"),
                ("date", "2026-04-09"),
                ("venue", "Room 403"),
                ("ruleset", "msmc-2016"),
                ("language", "fr"),
            ],
        )
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    let edit = app.get(&format!("/admin/t/{id}/edit")).await;
    edit.assert_contains("<option value=\"fr\" lang=\"fr\" selected>");
    for path in pages(id, game, player).into_iter().skip(1) {
        let english = visit(&mut app, &path, &[(header::COOKIE, "lang=en")]).await;
        assert!(
            english.contains("<html lang=\"en\">"),
            "the reader's choice first: {path}"
        );
        let plain = visit(&mut app, &path, &[]).await;
        assert_in_language("fr", &path, &plain, &english);
        let browser_ja = visit(&mut app, &path, &[(header::ACCEPT_LANGUAGE, "ja")]).await;
        assert_in_language("fr", &path, &browser_ja, &english);
    }
    // The home page dates the event as French writes it.
    visit(&mut app, &format!("/t/{id}"), &[])
        .await
        .contains("9 avril 2026")
        .then_some(())
        .expect("the date in French");
    // An unknown language is refused with the form kept.
    let refused = app
        .post(
            &format!("/admin/t/{id}/edit"),
            &[
                ("name", "Montréal Open"),
                ("ruleset", "msmc-2016"),
                ("language", "tlh"),
            ],
        )
        .await;
    refused
        .assert_unprocessable()
        .assert_contains("Unknown language");
}

#[tokio::test]
async fn the_default_language_travels_with_the_tournament_file_and_older_files_load() {
    let (mut app, id, _, _) = event().await;
    app.post(
        &format!("/admin/t/{id}/edit"),
        &[
            ("name", "Montréal Open"),
            ("ruleset", "msmc-2016"),
            ("language", "ja"),
        ],
    )
    .await;
    let file = app.get(&format!("/admin/t/{id}/export.json")).await;
    let mut doc: serde_json::Value = serde_json::from_str(&file.body).unwrap();
    assert_eq!(doc["tournament"]["language"], "ja");
    let imported = app.import_new(&doc.to_string()).await;
    let page = visit(&mut app, &format!("/t/{imported}"), &[]).await;
    assert!(page.contains("<html lang=\"ja\">"));
    // A file from before tournaments had a language loads, with none.
    doc["tournament"]
        .as_object_mut()
        .unwrap()
        .remove("language");
    let older = app.import_new(&doc.to_string()).await;
    let page = visit(&mut app, &format!("/t/{older}"), &[]).await;
    assert!(page.contains("<html lang=\"en\">"));
}

mod organizer;
/// The table phones' pages and hand form.
mod phones;
mod refusals_engine;
