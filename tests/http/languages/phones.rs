//! The table phones in French and Japanese (docs/translations.md): the code page and a wrong
//! code, "who are you?", the PIN page, and the phone's sheet with its hand form — a hand
//! waiting for the phone's confirmation, and a preview — at a riichi, a Hong Kong Old Style, an
//! MCR and a tag-team table, each read by the phone's language cookie with no key name and
//! none of the English it replaces.

use super::assert_in_language;
use crate::common::TestApp;
use crate::table_entry::{Event, Phone, EIGHT};
use crate::tag_team;
use axum::http::StatusCode;

/// The phones' English that the translated pages replace (the header's and the public pages'
/// are `super::ENGLISH`).
const PHONE_ENGLISH: &[&str] = &[
    "Record your table's hands",
    "Open my table's sheet",
    "Back to the tournament",
    "No table of this tournament",
    "Who are you?",
    "Tap your name",
    "table code",
    "taken by another phone",
    "Take my seat",
    "digits on your player card",
    "Tag team:",
    "you are <b>",
    "not you?",
    "Waiting for confirmation",
    "entered by",
    "Confirm hand",
    "What is wrong?",
    "Record hand #",
    "What happened",
    ">wins<",
    ">dealt in<",
    ">dead hand<",
    "more values",
    "…or enter the tiles",
    "Winning tile",
    ">Preview<",
    "Save hand",
    "This hand pays",
    "Seated when the hand ended",
    "Win by discard",
    "Self-pick",
    "Table penalty",
    "gift of heaven",
    "False win",
    "fourth tile (the last",
    "Dora indicators",
];

/// A table of each kind: its ruleset (none for a tag-team Mangan table) and a hand its form
/// previews.
struct Kind {
    ruleset: &'static str,
    tag_team: bool,
    hand: &'static [(&'static str, &'static str)],
}

const KINDS: &[Kind] = &[
    Kind {
        ruleset: "msmc-2016",
        tag_team: false,
        hand: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "mangan")],
    },
    Kind {
        ruleset: "hkos-msmc",
        tag_team: false,
        hand: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "3")],
    },
    Kind {
        ruleset: "mcr",
        tag_team: false,
        hand: &[("outcome", "tsumo"), ("win0", "1"), ("value0", "8")],
    },
    Kind {
        ruleset: "mangan",
        tag_team: true,
        hand: &[],
    },
];

/// Tables recording their own hands under `kind`'s rules, round 1 drawn.
async fn event(kind: &Kind) -> Event {
    let mut app = TestApp::signed_in().await;
    let id = if kind.tag_team {
        let id = tag_team::tournament(&mut app, kind.ruleset, 8).await;
        tag_team::start_tag_teams(&mut app, id).await;
        id
    } else {
        let fields = [("name", "Table night"), ("ruleset", kind.ruleset)];
        let id = app.create_tournament_from(&fields).await;
        app.draw_round_one(id, EIGHT).await;
        id
    };
    Event::at_the_tables(app, id).await
}

/// A phone whose reader chose the language `code`.
fn phone_in(code: &str) -> Phone {
    let mut phone = Phone::default();
    phone.cookies.insert("lang".to_string(), code.to_string());
    phone
}

/// The pages a phone in `code` reads at table 0 while taking seat `seat`, each with its
/// address: the code page, a wrong code, the chooser, the PIN page, then its sheet; with the
/// phone, seated.
async fn pages_taking_a_seat(
    ev: &mut Event,
    code: &str,
    seat: usize,
) -> (Phone, Vec<(String, String)>) {
    let mut phone = phone_in(code);
    let (id, url) = (ev.id, ev.table_url(0));
    let mut pages = Vec::new();
    for (path, status) in [
        (format!("/t/{id}/table"), StatusCode::OK),
        (format!("/t/{id}/table/ZZZZZZ"), StatusCode::NOT_FOUND),
        (url.clone(), StatusCode::OK),
    ] {
        let reply = ev.phone_get(&mut phone, &path).await;
        assert_eq!(reply.status, status, "{path}: {}", reply.body);
        pages.push((path, reply.body));
    }
    let csrf = crate::common::hidden_field(&pages[2].1, "csrf").expect("the chooser's token");
    let seat_text = seat.to_string();
    let tap = [("csrf", csrf.as_str()), ("seat", seat_text.as_str())];
    let asked = ev
        .phone_post(&mut phone, &format!("{url}/seat"), &tap)
        .await;
    asked.assert_ok().assert_contains("name=\"pin\"");
    pages.push((format!("{url}/seat"), asked.body.clone()));
    ev.take_seat(&mut phone, 0, seat).await.assert_redirects();
    let sheet = ev.sheet(&mut phone, 0).await.body.clone();
    pages.push((url, sheet));
    (phone, pages)
}

/// Each page of `pages` is in `code`, against the same page read in English.
fn assert_phone_pages_in(code: &str, pages: &[(String, String)], english: &[(String, String)]) {
    for ((path, page), (_, in_english)) in pages.iter().zip(english) {
        assert_in_language(code, path, page, in_english);
        for english in PHONE_ENGLISH {
            assert!(
                !page.contains(english),
                "{path} in {code} still says {english:?}"
            );
        }
    }
}

#[tokio::test]
async fn a_phone_reads_the_code_the_seats_the_pin_and_its_hand_form_in_french_and_japanese() {
    for kind in KINDS {
        let mut ev = event(kind).await;
        let (_, mut english) = pages_taking_a_seat(&mut ev, "en", 0).await;
        assert!(english[2].1.contains("Who are you?"), "{}", kind.ruleset);
        // The English phone enters a hand: the next phones find it waiting for them.
        if !kind.tag_team {
            let mut entering = ev.phone_at(0, 3).await;
            ev.enter(&mut entering, 0, kind.hand)
                .await
                .assert_redirects();
        }
        english.push(english[4].clone());
        for (code, seat) in [("fr", 1), ("ja", 2)] {
            let (mut phone, mut pages) = pages_taking_a_seat(&mut ev, code, seat).await;
            if !kind.tag_team {
                assert!(pages[4].1.contains("confirm-hand"), "{}", kind.ruleset);
                pages.push(preview(&mut ev, &mut phone, kind).await);
            }
            assert_phone_pages_in(code, &pages, &english);
        }
    }
}

/// The phone's preview of `kind`'s hand, as its page answers.
async fn preview(ev: &mut Event, phone: &mut Phone, kind: &Kind) -> (String, String) {
    let (form, url) = ev.hand_form(phone, 0).await;
    let previewed = ev
        .phone_post(phone, &url, &form.post("preview", kind.hand))
        .await;
    previewed.assert_ok();
    (url, previewed.body.clone())
}
