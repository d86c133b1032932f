//! What the walk of every route (`every_route`) does not reach, in French and Japanese: the
//! seat of an American table of five's fifth person ("bets first") on the find-my-seat page,
//! the substitutes a proposed round names at its short tables, the calculator of the styles
//! whose hands are typed (why it scores none) and Hong Kong Old Style's calculator (its
//! situations, the dealer's keeps, its result and which faan table pays). Each page keeps its
//! English, and reads in the reader's words with none of the English it replaced.

use crate::calculator::calculator_url;
use crate::common::TestApp;
use crate::fifth_seat::{game_of_five, tournament, NINE};
use crate::languages::assert_in_language;

/// A page and the English it shows, which French and Japanese replace with their words.
struct Case {
    path: String,
    english: &'static [&'static str],
    french: &'static [&'static str],
    japanese: &'static [&'static str],
}

/// `path` as `app` reads it in `code` (none: English), which must answer.
async fn page_in(app: &mut TestApp, path: &str, code: Option<&str>) -> String {
    match code {
        Some(code) => app.cookies.insert("lang".into(), code.into()),
        None => app.cookies.remove("lang"),
    };
    let reply = app.get(path).await;
    reply.assert_ok();
    reply.body
}

/// Reads each case in English, then in French and Japanese: the English is there, then gone,
/// and each language's words are there.
async fn assert_cases(app: &mut TestApp, cases: &[Case]) {
    for case in cases {
        let path = case.path.as_str();
        let english = page_in(app, path, None).await;
        for words in case.english {
            assert!(english.contains(words), "{path} in English lacks {words:?}");
        }
        for (code, shows) in [("fr", case.french), ("ja", case.japanese)] {
            let page = page_in(app, path, Some(code)).await;
            assert_in_language(code, path, &page, &english);
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
async fn the_fifth_person_bets_first_in_the_readers_words() {
    let mut app = TestApp::signed_in().await;
    let id = tournament(&mut app, "american", NINE).await;
    let started = app
        .start_round(id, &[("table_rule", "fifth-seats"), ("mode", "random")])
        .await;
    started.assert_redirects();
    let (_, _, names) = game_of_five(&app, id).await;
    let fifth = names[4].to_lowercase();
    let cases = [Case {
        path: format!("/t/{id}/seat?q={fifth}"),
        english: &["bets first"],
        french: &["mise en premier"],
        japanese: &["最初に賭ける"],
    }];
    assert_cases(&mut app, &cases).await;
}

#[tokio::test]
async fn a_proposed_rounds_substitutes_are_named_in_the_readers_words() {
    for (players, english, french, japanese) in [
        (
            "name\nAnn\nBea\nCal\nDot\nEve\nFay\nGus\n",
            "Organizer (substitute)",
            "Organisateur (remplaçant)",
            "主催者（代打ち）",
        ),
        (
            "name\nAnn\nBea\nCal\nDot\nEve\nFay\n",
            "substitute 1 of 2",
            "remplaçant 1 sur 2",
            "代走者 1/2",
        ),
    ] {
        let mut app = TestApp::signed_in().await;
        let id = tournament(&mut app, "tenhou", players).await;
        let fields = [("table_rule", "substitute"), ("mode", "random")];
        for (code, shows) in [
            (None, english),
            (Some("fr"), french),
            (Some("ja"), japanese),
        ] {
            match code {
                Some(code) => app.cookies.insert("lang".into(), code.into()),
                None => app.cookies.remove("lang"),
            };
            let proposal = app.propose_round(id, &fields).await;
            proposal.assert_ok();
            assert!(proposal.body.contains(shows), "{code:?} lacks {shows:?}");
            if code.is_some() {
                assert!(
                    !proposal.body.contains(english),
                    "{code:?} says {english:?}"
                );
            }
        }
    }
}

/// A hand the calculator reads under `ruleset`: an all-pungs mixed flush, which the styles
/// whose hands are typed do not score and Hong Kong Old Style counts in faan.
fn calculator_of(ruleset: &str) -> String {
    calculator_url(&[
        ("ruleset", ruleset),
        ("hand", "111p333p555p22z"),
        ("win_tile", "2z"),
        ("melds", "pon 777p"),
        ("win", "ron"),
        ("seat_wind", "E"),
    ])
}

#[tokio::test]
async fn the_calculator_of_typed_styles_and_of_hong_kong_old_style_reads_in_each_language() {
    let mut app = TestApp::new().await;
    let cases = [
        Case {
            path: calculator_of("chinese-classical"),
            english: &["Chinese Classical hands are not scored from tiles here"],
            french: &["Les mains du Chinese Classical ne se calculent pas"],
            japanese: &["中国古典麻雀の手はここでは牌から計算しません"],
        },
        Case {
            path: calculator_of("vietnamese"),
            english: &["Vietnamese hands are not scored from tiles"],
            french: &["Les mains vietnamiennes ne se calculent pas"],
            japanese: &["ベトナム麻雀の手は牌から計算しません"],
        },
        Case {
            path: calculator_of("american"),
            english: &["American hands are not scored from tiles"],
            french: &["Les mains américaines ne se calculent pas"],
            japanese: &["アメリカン麻雀の手は牌から計算しません"],
        },
        Case {
            path: calculator_of("hkos-msmc"),
            english: &[
                "Dealer keeps",
                "gift of heaven",
                "Flowers and seasons",
                "Base points:",
                "The winner receives",
                "faan table (faan: points)",
            ],
            french: &[
                "Donnes gardées",
                "don du ciel",
                "Points de base",
                "Le gagnant reçoit",
                "table de faan du club",
            ],
            japanese: &[
                "連荘",
                "天和",
                "基本点",
                "和了者の受け取り",
                "クラブの番数表",
            ],
        },
    ];
    assert_cases(&mut app, &cases).await;
}
