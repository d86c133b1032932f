//! What every page carries at its door (issue 38): its two navigation landmarks named, the
//! tournament tab of the page shown marked (`aria-current`) and looking chosen, a heading on the
//! calculator alone, a description for search results and shared links, the keyboard hint on
//! the hand form, and its style sheet and scripts under versioned names cached for a year while
//! the plain names still answer. Most of it is read over plain HTTP; how the current tab looks
//! is measured in Chromium.

use crate::browser::{start_app, start_browser};
use crate::client::Client as Http;

/// Every `attribute="…"` value of the tags named `tag` on `page` that carry `marker`.
fn attributes(page: &str, tag: &str, marker: &str, attribute: &str) -> Vec<String> {
    page.split(&format!("<{tag} "))
        .skip(1)
        .map(|rest| rest.split('>').next().unwrap_or_default())
        .filter(|inside| inside.contains(marker))
        .filter_map(|inside| {
            let at = inside.find(&format!("{attribute}=\""))? + attribute.len() + 2;
            Some(inside[at..].split('"').next()?.to_string())
        })
        .collect()
}

/// A signed-in organizer with a tournament whose round 1 is seated; returns its id.
fn tournament(base: &str) -> (Http, i64) {
    crate::browser::organizer_with_a_round(base, 4)
}

/// The pages anyone reaches first: the home page, the calculator, the sign-in and tournament
/// `id`'s public pages up to its players (page tests add the deeper ones they need).
pub fn front_pages(id: i64) -> Vec<String> {
    let mut pages = vec![
        "/".to_string(),
        "/calculator".to_string(),
        "/login".to_string(),
    ];
    let tournament = format!("/t/{id}");
    pages.extend(
        [
            "",
            "/seat",
            "/rounds/1",
            "/schedule",
            "/standings",
            "/players",
        ]
        .map(|page| format!("{tournament}{page}")),
    );
    pages
}

#[tokio::test]
async fn landmarks_are_named_and_the_current_tab_is_marked_and_looks_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (mut organizer, id) = tournament(&base);
    let tabs = [
        (format!("/t/{id}"), Some(format!("/t/{id}"))),
        (format!("/t/{id}/seat"), Some(format!("/t/{id}/seat"))),
        (
            format!("/t/{id}/standings"),
            Some(format!("/t/{id}/standings")),
        ),
        (format!("/t/{id}/bracket"), Some(format!("/t/{id}/bracket"))),
        (format!("/t/{id}/players"), Some(format!("/t/{id}/players"))),
        (
            format!("/t/{id}/calculator"),
            Some(format!("/t/{id}/calculator")),
        ),
        (format!("/t/{id}/rounds/1"), None),
    ];
    for (path, current) in &tabs {
        let page = organizer.get(path).unwrap().body;
        assert!(page.contains("<nav aria-label=\"Site\">"), "{path}");
        assert!(
            page.contains("<nav class=\"tabs\" aria-label=\"Tournament\">"),
            "{path}"
        );
        let marked = attributes(&page, "a", "aria-current=\"page\"", "href");
        assert_eq!(
            marked,
            current.iter().cloned().collect::<Vec<_>>(),
            "{path}"
        );
    }
    let calculator = organizer.get("/calculator").unwrap().body;
    assert_eq!(calculator.matches("<h1").count(), 1, "{calculator}");
    assert!(calculator.contains(">Hand calculator</h1>"));
    let with_tournament = organizer.get(&format!("/t/{id}/calculator")).unwrap().body;
    assert_eq!(with_tournament.matches("<h1").count(), 1);

    // The current tab is filled; the others are not.
    let (_driver, phone) = start_browser(360, 740).await;
    phone
        .goto(&format!("{base}/t/{id}/standings"))
        .await
        .unwrap();
    let colours = phone
        .execute(
            "return Array.prototype.map.call(document.querySelectorAll('nav.tabs a'), function (a) {
               return (a.getAttribute('aria-current') || '-') + ' ' + getComputedStyle(a).backgroundColor;
             });",
            vec![],
        )
        .await
        .unwrap();
    let colours: Vec<&str> = colours
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    let current: Vec<&&str> = colours.iter().filter(|c| c.starts_with("page")).collect();
    assert_eq!(current.len(), 1, "{colours:?}");
    let fill = current[0].trim_start_matches("page ");
    assert!(
        colours
            .iter()
            .filter(|c| c.starts_with('-'))
            .all(|c| c.trim_start_matches("- ") != fill),
        "the current tab looks like the others: {colours:?}"
    );
    phone.close().await.unwrap();
}

#[tokio::test]
async fn every_page_has_a_description_and_the_hand_form_its_keyboard_hint() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (mut organizer, id) = tournament(&base);
    let game = organizer.game_ids(id)[0];
    let mut paths = front_pages(id);
    paths.extend([
        format!("/t/{id}/games/{game}"),
        format!("/t/{id}/bracket"),
        format!("/t/{id}/calculator"),
        format!("/t/{id}/screen"),
        format!("/admin/t/{id}/games/{game}"),
        "/no/such/page".to_string(),
    ]);
    for path in &paths {
        let page = organizer.get(path).unwrap().body;
        let described = attributes(&page, "meta", "name=\"description\"", "content");
        assert_eq!(described.len(), 1, "{path}: one description");
        assert!(described[0].len() > 20, "{path}: {described:?}");
    }
    let sheet = organizer
        .get(&format!("/admin/t/{id}/games/{game}"))
        .unwrap()
        .body;
    assert!(
        sheet.contains("the arrow keys move within a row"),
        "the hand form's keyboard hint"
    );
}

#[tokio::test]
async fn style_sheet_and_scripts_have_versioned_names_cached_for_a_year() {
    let dir = tempfile::tempdir().unwrap();
    let (_app, base) = start_app(dir.path());
    let (mut organizer, id) = tournament(&base);
    let game = organizer.game_ids(id)[0];
    let mut files = Vec::new();
    for path in [
        format!("/t/{id}/standings"),
        format!("/admin/t/{id}/games/{game}"),
    ] {
        let page = organizer.get(&path).unwrap().body;
        files.extend(attributes(&page, "link", "rel=\"stylesheet\"", "href"));
        files.extend(attributes(&page, "link", "rel=\"icon\"", "href"));
        files.extend(attributes(&page, "script", "src=", "src"));
    }
    assert!(files.len() >= 6, "{files:?}");
    for file in &files {
        let name = file.rsplit('/').next().unwrap();
        let parts: Vec<&str> = name.split('.').collect();
        assert_eq!(parts.len(), 3, "{file}: name.hash.extension");
        assert!(
            parts[1].len() == 16 && parts[1].bytes().all(|b| b.is_ascii_hexdigit()),
            "{file}"
        );
        let reply = organizer.get(file).unwrap();
        assert_eq!(reply.status, 200, "{file}");
        assert_eq!(
            reply.header("cache-control"),
            Some("public, max-age=31536000, immutable"),
            "{file}"
        );
        // The plain name still answers, with the same bytes and a short cache.
        let plain = file.replace(&format!(".{}.", parts[1]), ".");
        let old = organizer.get(&plain).unwrap();
        assert_eq!(old.status, 200, "{plain}");
        assert_eq!(old.body, reply.body, "{plain}");
        assert_eq!(old.header("cache-control"), Some("public, max-age=3600"));
    }
    // A name from before an upgrade (another hash) gets today's file, not kept for a year.
    let stale = organizer.get("/static/style.0000000000000000.css").unwrap();
    assert_eq!(stale.status, 200);
    assert_eq!(stale.header("cache-control"), Some("public, max-age=3600"));
}
