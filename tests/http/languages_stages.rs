//! A bracket's stages in the reader's words: an event played through qualifying, a cut, two
//! semi-final tables and the final table reads its standings (each stage's heading and total),
//! a finalist's page (each game named by its stage) and the bracket (why each player went on:
//! a place over the qualifying, at a semi-final table, the tie the cut line settled) in French
//! and Japanese; the club's six-entrant format words a place in a qualifying game, and the
//! warning above a corrected game of a closed stage names that stage inside its sentence.

use crate::bracket::six_after_the_cut;
use crate::common::TestApp;
use crate::every_route::staged;
use crate::languages::assert_in_language;

/// A page, the English it shows, and what French and Japanese show instead.
struct Worded {
    page: &'static str,
    english: &'static [&'static str],
    french: &'static [&'static str],
    japanese: &'static [&'static str],
}

const STAGED: &[Worded] = &[
    Worded {
        page: "/t/{sid}/standings",
        english: &[
            ">Finals<",
            ">Semi-finals<",
            "Finals total",
            "Semi-finals total",
        ],
        french: &[
            ">Finales<",
            ">Demi-finales<",
            "Total des finales",
            "Total des demi-finales",
        ],
        japanese: &[">決勝<", ">準決勝<", "決勝合計", "準決勝合計"],
    },
    Worded {
        page: "/t/{sid}/players/{spid}",
        english: &[
            "Finals game 1",
            "Semi-finals game 1",
            "Qualifying game 1",
            "Finals total",
        ],
        french: &[
            "Partie 1 de finale",
            "Partie 1 de demi-finale",
            "Partie 1 de qualification",
            "Total des finales",
        ],
        japanese: &["決勝第1局", "準決勝第1局", "予選第1局", "決勝合計"],
    },
    Worded {
        page: "/t/{sid}/bracket",
        english: &[
            "of 12 after 1 qualifying round",
            "at semi-final table 1",
            "with the next player on every rule, ahead by the recorded draw",
        ],
        french: &[
            "sur 12 après 1 ronde de qualification",
            "à la table de demi-finale 1",
            "devant par le tirage enregistré",
        ],
        japanese: &[
            "予選1回戦を終えて12人中",
            "準決勝第1卓で",
            "記録済みの抽選で上位",
        ],
    },
];

/// Opens `path` in English, then in French and Japanese by the reader's cookie, and checks
/// each shows its words and none of the English.
async fn assert_worded(app: &mut TestApp, path: &str, worded: &Worded) {
    app.cookies.remove("lang");
    let english = app.get(path).await;
    for shown in worded.english {
        english.assert_contains(shown);
    }
    for (code, words) in [("fr", worded.french), ("ja", worded.japanese)] {
        app.cookies.insert("lang".into(), code.into());
        let page = app.get(path).await;
        assert_in_language(code, path, &page.body, &english.body);
        for shown in words {
            assert!(page.body.contains(shown), "{path} in {code}: no {shown:?}");
        }
        for gone in worded.english {
            assert!(
                !page.body.contains(gone),
                "{path} in {code}: still {gone:?}"
            );
        }
    }
    app.cookies.remove("lang");
}

#[tokio::test]
async fn the_standings_a_finalist_and_the_bracket_name_the_stages_and_reasons_in_french_and_japanese(
) {
    let (mut app, event) = staged::played(TestApp::signed_in().await).await;
    for worded in STAGED {
        let path = event.address(worded.page);
        assert_worded(&mut app, &path, worded).await;
    }
}

#[tokio::test]
async fn a_place_in_a_qualifying_game_and_a_closed_stage_warning_read_in_french_and_japanese() {
    let (mut ev, _, game2) = six_after_the_cut().await;
    let bracket = Worded {
        page: "",
        english: &["1st in qualifying game 1 (+67)"],
        french: &["1er à la partie de qualification 1 (+67)"],
        japanese: &["予選第1局で1位（+67）"],
    };
    assert_worded(&mut ev.app, &format!("/t/{}/bracket", ev.id), &bracket).await;
    let english = [
        "This game decided the cut to the finals",
        "The same players still qualify",
    ];
    let cases = [
        ("en", english),
        (
            "fr",
            [
                "Cette partie a décidé de la coupe vers les finales",
                "Les mêmes joueurs restent qualifiés",
            ],
        ),
        (
            "ja",
            [
                "この対局は決勝へのカットを決めました",
                "通過する選手は変わりません",
            ],
        ),
    ];
    for (code, words) in cases {
        ev.app.cookies.insert("lang".into(), code.into());
        let preview = ev
            .edit_first_hand(&game2, 3, "y2", &[("action", "preview")])
            .await;
        preview.assert_ok();
        for shown in words {
            preview.assert_contains(shown);
        }
        if code != "en" {
            for gone in english {
                preview.assert_lacks(gone);
            }
        }
    }
}
