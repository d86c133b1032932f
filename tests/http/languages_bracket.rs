//! The bracket's stages and formats, the penalty desk and the big screen in French and
//! Japanese: every bracket format (straight to the finals, the club's five-or-six and
//! seven-or-eight, a large field with semi-finals) set up through the form and read on the
//! public bracket page by the reader's choice, with the stages' names and what each does in
//! the reader's words and none of the English they replace; the screen's tables say where
//! their games stand, and the desk's kinds state the club's amounts, in the reader's words.

use crate::bracket::Event;
use crate::common;
use crate::languages::{assert_in_language, event};

/// One bracket format: its entrants, the setup form's fields, English its public page shows
/// (which a translated page must not), and words each translation shows instead.
struct Format {
    players: &'static str,
    count: usize,
    form: &'static [(&'static str, &'static str)],
    english: &'static [&'static str],
    french: &'static [&'static str],
    japanese: &'static [&'static str],
}

const FOUR: &str = "name\nAiko\nBen\nChloé\nDev\n";

const LARGE_FIELD: &[(&str, &str)] = &[
    ("qualifying_rounds", "2"),
    ("cut", "8"),
    ("semi_games", "2"),
    ("semi_carry", "keep"),
    ("final_games", "2"),
    ("final_carry", "reset"),
];

const FORMATS: &[Format] = &[
    Format {
        players: FOUR,
        count: 4,
        form: &[],
        english: &["among the four finalists", ">Finals<"],
        french: &["entre les quatre finalistes", ">Finales<"],
        japanese: &["決勝進出者4人で3局", ">決勝<"],
    },
    Format {
        players: crate::bracket::SIX,
        count: 6,
        form: &[],
        english: &["Two games. Game 1 seats", ">Qualifying<", "game 1 is next."],
        french: &[
            "Deux parties. La partie 1",
            ">Qualification<",
            "la partie 1 est",
        ],
        japanese: &["2局。第1局は抽選", ">予選<", "次は第1局です"],
    },
    Format {
        players: crate::bracket::SEVEN,
        count: 7,
        form: &[],
        english: &[
            "Two tables by random draw",
            "completed by the organizer, who never advances",
        ],
        french: &["Deux tables par tirage au sort", "qui ne passe jamais"],
        japanese: &["抽選で2卓", "主催者は進出しません"],
    },
    Format {
        players: common::THIRTEEN,
        count: 13,
        form: LARGE_FIELD,
        english: &[
            "2 rounds at tables of four",
            "Tables of four seeded from the cut (1st, 4th, 5th, 8th at table 1)",
            "scores carried over",
            ">Semi-finals<",
        ],
        french: &[
            "2 rondes à des tables de quatre",
            "Tables de quatre formées selon la coupe (1er, 4e, 5e, 8e à la table 1)",
            ">Demi-finales<",
        ],
        japanese: &["4人打ちで2回戦", "第1卓は1位, 4位, 5位, 8位", ">準決勝<"],
    },
];

#[tokio::test]
async fn every_bracket_format_reads_in_french_and_japanese() {
    for format in FORMATS {
        let mut ev = Event::new(format.players, format.count).await;
        let path = ev.bracket();
        ev.app.post(&path, format.form).await.assert_redirects();
        let public = format!("/t/{}/bracket", ev.id);
        let english = ev.app.get(&public).await;
        for shown in format.english {
            english.assert_contains(shown);
        }
        for (code, words) in [("fr", format.french), ("ja", format.japanese)] {
            ev.app.cookies.insert("lang".into(), code.into());
            let page = ev.app.get(&public).await;
            assert_in_language(code, &public, &page.body, &english.body);
            for shown in words.iter() {
                page.assert_contains(shown);
            }
            for gone in format.english {
                assert!(
                    !page.body.contains(gone),
                    "{} entrants, {code}: still {gone:?}",
                    format.count
                );
            }
        }
        ev.app.cookies.remove("lang");
    }
}

#[tokio::test]
async fn the_screen_and_the_penalty_desk_read_in_french_and_japanese() {
    let (mut app, id, _, _) = event().await;
    let screen = format!("/t/{id}/screen");
    let desk = format!("/admin/t/{id}/penalties");
    let english = [
        (screen.as_str(), app.get(&screen).await.body),
        (desk.as_str(), app.get(&desk).await.body),
    ];
    // A table's game under way (the walk of every route sees one not started).
    assert!(english[0].1.contains("playing E"));
    assert!(english[1].1.contains("Dropped a tile (2 per tile)"));
    let cases = [
        ("fr", ["en cours", "Tuile échappée (2 par tuile)"]),
        ("ja", ["対局中", "牌を落とした（1枚につき2点）"]),
    ];
    for (code, words) in cases {
        app.cookies.insert("lang".into(), code.into());
        for ((path, in_english), shown) in english.iter().zip([&words[..1], &words[1..]]) {
            let page = app.get(path).await.body;
            assert_in_language(code, path, &page, in_english);
            for word in shown {
                assert!(page.contains(word), "{path} in {code}: no {word:?}");
            }
            for gone in ["playing E", "Dropped a tile", "(up to 10)"] {
                assert!(!page.contains(gone), "{path} in {code}: still {gone:?}");
            }
        }
    }
}
