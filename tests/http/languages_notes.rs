//! A hand's note on the score sheet in the reader's language: the hands of every family of
//! styles (riichi, MCR, Hong Kong Old Style, the games of points, the tables of two, Mangan and
//! Clear) recorded on the organizer's sheet read, in French and Japanese, in that language's
//! words on the organizer's and the public sheet (no message key, not the English the engine
//! writes).

use crate::styles::{
    Event, Style, AMERICAN, CHINESE_CLASSICAL, CLEAR, HKOS, MANGAN, MCR, MINEFIELD, RIICHI,
    TENPAI_RACE, VIETNAMESE, ZUNG_JUNG,
};

/// The notes of a sheet's rows, as the page writes them.
fn row_notes(body: &str) -> Vec<String> {
    body.split("<tr class=\"note\"><td colspan=\"")
        .skip(1)
        .filter_map(|rest| {
            let text = rest.split_once('>')?.1;
            Some(text.split('<').next()?.trim().to_owned())
        })
        .collect()
}

/// Each style with words its notes must show in French and in Japanese.
const STYLES: &[(&Style, &str, &str)] = &[
    (&RIICHI, "par", "点"),
    (&MCR, "fan", "番"),
    (&HKOS, "gagne", "和了"),
    (&ZUNG_JUNG, "gagne", "和了"),
    (&CHINESE_CLASSICAL, "pointage", "得点"),
    (&VIETNAMESE, "Roi et reine", "点"),
    (&AMERICAN, "gagne en pigeant", "ツモ和了"),
    (&MINEFIELD, "après 17 écarts", "各17打"),
    (&TENPAI_RACE, "étape B", "ステージB"),
    (&MANGAN, "sous le mangan", "満貫未満"),
    (&CLEAR, "Est–Nord", "東・北"),
];

#[tokio::test]
async fn each_styles_notes_read_in_french_and_japanese() {
    for (style, french, japanese) in STYLES {
        let mut ev = Event::start(style).await;
        ev.play(style, 2).await;
        for url in [ev.sheet_url(), ev.public_url()] {
            ev.app.cookies.insert("lang".into(), "en".into());
            let english = row_notes(&ev.app.get(&url).await.body);
            assert_eq!(english.len(), 2, "{url}: {english:?}");
            for (code, word) in [("fr", french), ("ja", japanese)] {
                ev.app.cookies.insert("lang".into(), code.into());
                let notes = row_notes(&ev.app.get(&url).await.body);
                assert_eq!(notes.len(), english.len(), "{url} {code}");
                for (note, in_english) in notes.iter().zip(&english) {
                    assert_ne!(note, in_english, "{url} {code}: the note reads English");
                    assert!(!note.contains("engine-note"), "{url} {code}: {note}");
                    assert!(
                        notes.iter().any(|n| n.contains(word)),
                        "{url} {code}: {notes:?} lacks {word:?}"
                    );
                }
            }
        }
    }
}

/// Clear Mahjong's own parts of the sheet read in the reader's words too: each team's
/// conditions cleared and left above the rows, and the boxes of the conditions a typed hand
/// held on the organizer's form.
#[tokio::test]
async fn clears_team_summary_and_condition_boxes_read_in_french_and_japanese() {
    let english = [
        "Conditions this hand held",
        "clear nothing",
        "<th>Team</th>",
        "<th>Cleared</th>",
        "<th>Left</th>",
        "Large Straight",
    ];
    let mut ev = Event::start(&CLEAR).await;
    ev.play(&CLEAR, 2).await;
    ev.app.cookies.insert("lang".into(), "en".into());
    let sheet = ev.app.get(&ev.sheet_url()).await.body;
    for piece in english {
        assert!(sheet.contains(piece), "the English sheet lacks {piece:?}");
    }
    let cases = [
        (
            "fr",
            ["<th>Équipe</th>", "<th>Restantes</th>", "ne réussissent"],
        ),
        ("ja", ["<th>チーム</th>", "<th>残り</th>", "達成しません"]),
    ];
    for (code, words) in cases {
        ev.app.cookies.insert("lang".into(), code.into());
        for url in [ev.sheet_url(), ev.public_url()] {
            let page = ev.app.get(&url).await.body;
            assert!(
                page.contains(words[0]) && page.contains(words[1]),
                "{url} {code}"
            );
            for piece in &english[2..] {
                assert!(
                    !page.contains(piece),
                    "{url} {code}: {piece:?} left in English"
                );
            }
        }
        let sheet = ev.app.get(&ev.sheet_url()).await.body;
        assert!(
            sheet.contains(words[2]),
            "{code}: the form's note is not worded"
        );
        for piece in &english[..2] {
            assert!(!sheet.contains(piece), "{code}: {piece:?} left in English");
        }
    }
}
