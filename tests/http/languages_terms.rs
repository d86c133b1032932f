//! The game's terms, the calculator and the names the code composes, in French and Japanese
//! (docs/translations.md): a riichi hand scored from its tiles on the calculator and on the
//! score sheet names its yaku as each language's players do (立直, 平和 in Japanese), the
//! statistics count them by those names and the places by each language's ordinals, and no
//! English they replace is left. The helpers are `languages`'s.

use crate::calculator::calculator_url;
use crate::languages::{assert_in_language, event, visit};
use axum::http::header;

/// What one page must show in one language, and the English it must no longer show.
struct Expected {
    code: &'static str,
    shows: &'static [&'static str],
    not_english: &'static [&'static str],
}

/// Each page of `expected` by cookie, in its language, showing its words.
async fn assert_pages(app: &mut crate::common::TestApp, path: &str, expected: &[Expected]) {
    let english = visit(app, path, &[]).await;
    for Expected {
        code,
        shows,
        not_english,
    } in expected
    {
        let cookie = format!("lang={code}");
        let page = visit(app, path, &[(header::COOKIE, &cookie)]).await;
        assert_in_language(code, path, &page, &english);
        for words in *shows {
            assert!(page.contains(words), "{path} in {code} lacks {words:?}");
        }
        for words in *not_english {
            assert!(english.contains(words), "{path} in English lacks {words:?}");
            assert!(
                !page.contains(words),
                "{path} in {code} still says {words:?}"
            );
        }
    }
}

/// Riichi, pinfu and tanyao by ron for South: 3 han 30 fu, 3900 from the discarder.
const RIICHI_PINFU_TANYAO: &[(&str, &str)] = &[
    ("hand", "234m567p345s88p678s"),
    ("win_tile", "6s"),
    ("win", "ron"),
    ("riichi", "1"),
    ("seat_wind", "S"),
    ("round_wind", "E"),
    ("honba", "1"),
];

/// The calculator's English that the French and Japanese pages replace.
const CALCULATOR_ENGLISH: &[&str] = &[
    "Hand calculator",
    "Score this hand",
    "Tapping adds",
    "Seat wind",
    "Tanyao (all simples)",
    "The discarder pays",
    "The winner receives",
    "for the counters",
    "Counters (honba)",
    "Dots (pin)",
];

#[tokio::test]
async fn the_calculator_scores_a_riichi_hand_in_french_and_japanese() {
    let (mut app, id, _, _) = event().await;
    let expected = [
        Expected {
            code: "fr",
            shows: &[
                "Calculatrice de mains",
                "<b>3 han 30 fu</b>",
                "Tanyao (que des simples)",
                "Le joueur qui a rejeté paie 3900 + 300 pour les compteurs",
                "Le gagnant reçoit 4200",
                "avec 1 compteur",
            ],
            not_english: CALCULATOR_ENGLISH,
        },
        Expected {
            code: "ja",
            shows: &[
                "<td>立直</td>",
                "<td>平和</td>",
                "<td>断么九</td>",
                "<b>3翻30符</b>",
                "放銃者が3900点＋本場300点を支払う",
                "1本場を含む",
                ">東（親）<",
            ],
            not_english: CALCULATOR_ENGLISH,
        },
    ];
    assert_pages(&mut app, &calculator_url(RIICHI_PINFU_TANYAO), &expected).await;
    let in_event = calculator_url(RIICHI_PINFU_TANYAO).replacen(
        "/calculator",
        &format!("/t/{id}/calculator"),
        1,
    );
    assert_pages(&mut app, &in_event, &expected).await;
}

#[tokio::test]
async fn the_sheet_and_the_statistics_name_yaku_and_places_in_french_and_japanese() {
    let (mut app, id, game, player) = event().await;
    // Time is up: the next hand, South's riichi pinfu tanyao from the tiles, ends the game.
    app.run_out_the_clock(id, 1).await;
    let from_tiles = [
        ("outcome", "ron"),
        ("discarder", "3"),
        ("win1", "1"),
        ("riichi1", "1"),
        ("hand1", "234m567p345s88p678s"),
        ("win_tile1", "6s"),
    ];
    app.record_hand(id, game, &from_tiles).await;
    let statistics = [
        Expected {
            code: "fr",
            shows: &["Tanyao (que des simples)"],
            not_english: &["Tanyao (all simples)"],
        },
        Expected {
            code: "ja",
            shows: &["<td>立直</td>", "<td>平和</td>", "<td>断么九</td>"],
            not_english: &["Tanyao (all simples)"],
        },
    ];
    assert_pages(&mut app, &format!("/t/{id}/statistics"), &statistics).await;
    // The player's places in the game, in each language's ordinals.
    let page = format!("/t/{id}/players/{player}");
    let english = visit(&mut app, &page, &[]).await;
    let in_english = ["1st 1", "2nd 1", "3rd 1", "4th 1"];
    assert!(
        in_english.iter().any(|place| english.contains(place)),
        "{english}"
    );
    for (code, places) in [
        ("fr", ["1er 1", "2e 1", "3e 1", "4e 1"]),
        ("ja", ["1位 1", "2位 1", "3位 1", "4位 1"]),
    ] {
        let cookie = format!("lang={code}");
        let shown = visit(&mut app, &page, &[(header::COOKIE, &cookie)]).await;
        assert!(places.iter().any(|place| shown.contains(place)), "{shown}");
        assert!(
            !in_english.iter().any(|place| shown.contains(place)),
            "{shown}"
        );
    }
    let sheet = [
        Expected {
            code: "fr",
            shows: &["Riichi 1, Pinfu 1, Tanyao 1"],
            not_english: &[],
        },
        Expected {
            code: "ja",
            shows: &["立直 1, 平和 1, 断么九 1"],
            not_english: &["Riichi 1"],
        },
    ];
    assert_pages(&mut app, &format!("/t/{id}/games/{game}"), &sheet).await;
}

#[tokio::test]
async fn public_pages_name_the_ruleset_the_round_and_a_tables_progress_in_each_language() {
    let (mut app, id, game, player) = event().await;
    // The dealer's mangan by self-draw: East keeps the deal, one counter on the table.
    let home = [
        Expected {
            code: "fr",
            shows: &[
                "MSMC 2016 (règles du club)",
                "en cours : Est 1, 1 honba",
                "toutes les tables sont complètes",
            ],
            not_english: &["MSMC 2016 (club rules)", "playing E1·1", "every table full"],
        },
        Expected {
            code: "ja",
            shows: &[
                "MSMC 2016（クラブルール）",
                "東1局 1本場 対局中",
                "すべての卓が満席です",
            ],
            not_english: &["MSMC 2016 (club rules)", "playing E1·1", "every table full"],
        },
    ];
    assert_pages(&mut app, &format!("/t/{id}"), &home).await;
    // The round's page names no ruleset: only the table's progress and the rule line.
    let round = home.map(|expected| Expected {
        shows: &expected.shows[1..],
        not_english: &expected.not_english[1..],
        ..expected
    });
    assert_pages(&mut app, &format!("/t/{id}/rounds/1"), &round).await;
    let sheet = [
        Expected {
            code: "fr",
            shows: &["<b>Est 1</b>", "MSMC 2016 (règles du club)"],
            not_english: &["<b>E1</b>"],
        },
        Expected {
            code: "ja",
            shows: &["<b>東1局</b>", "MSMC 2016（クラブルール）"],
            not_english: &["<b>E1</b>"],
        },
    ];
    assert_pages(&mut app, &format!("/t/{id}/games/{game}"), &sheet).await;
    let player_page = [
        Expected {
            code: "fr",
            shows: &["Ronde 1"],
            not_english: &["Round 1"],
        },
        Expected {
            code: "ja",
            shows: &["第1回戦"],
            not_english: &["Round 1"],
        },
    ];
    assert_pages(&mut app, &format!("/t/{id}/players/{player}"), &player_page).await;
}
