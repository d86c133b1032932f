//! The tile picker, the tiles' names and the lists of the styles whose hands are typed, in
//! French and Japanese: the organizer's score sheet shows the picker's rows, modes and tiles
//! in the reader's words (五萬, 中, チー), Chinese Classical's list, Vietnamese bonuses and
//! American card marks are worded in each language, and the calculator names the winning
//! tile it draws; none of the English they replace is left. The walk of every route
//! (`every_route`) sees only the riichi sheet: these are the styles it does not open.

use crate::calculator::calculator_url;
use crate::common::TestApp;
use crate::languages::{assert_in_language, visit};
use crate::styles::{Event, Style, AMERICAN, CHINESE_CLASSICAL, RIICHI, VIETNAMESE};
use axum::http::header;

/// One style's organizer sheet: the English its hand form shows, and what the French and
/// Japanese forms show in its place.
struct Case {
    style: &'static Style,
    english: &'static [&'static str],
    french: &'static [&'static str],
    japanese: &'static [&'static str],
}

const CASES: &[Case] = &[
    Case {
        style: &RIICHI,
        english: &[
            "Characters (man)",
            "Tapping adds",
            "alt=\"5 man\"",
            "alt=\"red dragon\"",
        ],
        french: &[
            "Caractères (man)",
            "Toucher ajoute",
            "alt=\"5 caractères\"",
            "alt=\"dragon rouge\"",
            "data-word-empty=\"(vide)\"",
        ],
        japanese: &[
            "aria-label=\"萬子\"",
            "押すと追加",
            "alt=\"五萬\"",
            "alt=\"中\"",
            "<span>チー</span>",
            "data-word-remove=\"取り消す\"",
        ],
    },
    Case {
        style: &CHINESE_CLASSICAL,
        english: &[
            "Open pung of simples",
            "Self-picked four concealed pungs",
            "<legend>Limit hands</legend>",
            "1 double</span>",
        ],
        french: &[
            "Pung exposé de tuiles simples",
            "Quatre pungs cachés, en pioche",
            "<legend>Mains limites</legend>",
            "1 doublement</span>",
        ],
        japanese: &[
            "中張牌の明刻",
            "四暗刻（自摸）",
            "<legend>上限の役</legend>",
            "1翻",
        ],
    },
    Case {
        style: &VIETNAMESE,
        english: &[
            "King and queen of the same number (each pair), × 2 each",
            "Six bonus tiles discarded (No Flowers, No Leaves)",
        ],
        french: &[
            "Roi et reine du même nombre (chaque paire), × 2 chacun",
            "Six tuiles bonus rejetées (ni fleurs ni feuilles)",
        ],
        japanese: &[
            "同じ数の王と女王（1組ごと）、各×2",
            "花牌6枚を捨てた（無花無葉）",
        ],
    },
    Case {
        style: &AMERICAN,
        english: &["X (exposed)", "C (concealed)"],
        french: &["X (exposée)", "C (cachée)"],
        japanese: &["X（副露あり）", "C（門前）"],
    },
];

/// The organizer's sheet of `event` as the organizer reads it in `code` (none: English).
async fn sheet_in(event: &mut Event, code: Option<&str>) -> String {
    match code {
        Some(code) => event.app.cookies.insert("lang".into(), code.into()),
        None => event.app.cookies.remove("lang"),
    };
    let reply = event.app.get(&event.sheet_url()).await;
    reply.assert_ok();
    reply.body
}

#[tokio::test]
async fn each_styles_hand_form_and_the_picker_read_in_french_and_japanese() {
    for case in CASES {
        let mut event = Event::start(case.style).await;
        let path = event.sheet_url();
        let english = sheet_in(&mut event, None).await;
        for words in case.english {
            assert!(english.contains(words), "{path} in English lacks {words:?}");
        }
        for (code, shows) in [("fr", case.french), ("ja", case.japanese)] {
            let page = sheet_in(&mut event, Some(code)).await;
            assert_in_language(code, &path, &page, &english);
            for words in shows {
                assert!(page.contains(words), "{path} in {code} lacks {words:?}");
            }
            for words in case.english {
                assert!(
                    !page.contains(words),
                    "{path} in {code} still says {words:?}"
                );
            }
        }
    }
}

#[tokio::test]
async fn the_calculator_names_the_tiles_it_draws_in_each_language() {
    let mut app = TestApp::new().await;
    let hand = [
        ("hand", "234m567p345s88p678s"),
        ("win_tile", "6s"),
        ("melds", ""),
        ("dora", "7z"),
        ("win", "ron"),
        ("seat_wind", "S"),
        ("round_wind", "E"),
    ];
    let path = calculator_url(&hand);
    let english = visit(&mut app, &path, &[]).await;
    let replaced = ["winning tile: 6 sou", "dora indicator: red dragon"];
    for words in replaced {
        assert!(english.contains(words), "{path} lacks {words:?}");
    }
    for (code, shows) in [
        (
            "fr",
            [
                "tuile gagnante : 6 bambous",
                "indicateur de dora : dragon rouge",
            ],
        ),
        ("ja", ["和了牌：六索", "ドラ表示牌：中"]),
    ] {
        let cookie = format!("lang={code}");
        let page = visit(&mut app, &path, &[(header::COOKIE, &cookie)]).await;
        for words in shows {
            assert!(page.contains(words), "{path} in {code} lacks {words:?}");
        }
        for words in replaced {
            assert!(
                !page.contains(words),
                "{path} in {code} still says {words:?}"
            );
        }
    }
}
