//! The rulesets in French and Japanese (docs/translations.md): the tournament form's menu of
//! presets and Hong Kong Old Style's settings, the engine's refusal of a faan table (the form
//! kept as typed), and a Hong Kong Old Style event's settings and decisions on its final
//! report, each with the English it replaces gone. English keeps the engine's own words.

use crate::common::TestApp;
use axum::http::StatusCode;

/// A Hong Kong Old Style event's fields on the new-tournament form, with `faan_table`.
fn hkos_fields(faan_table: &str) -> Vec<(&str, &str)> {
    vec![
        ("name", "Spring Cup"),
        ("date", "2026-04-09"),
        ("ruleset", "hkos-msmc"),
        ("winds", "2"),
        ("faan_table", faan_table),
    ]
}

/// A table that pays less for 4 faan than for 3: the engine refuses it.
const DECREASING_TABLE: &str = "3: 8, 4: 4";

/// One language's words on this part's pages, and the English each replaces.
struct InWords {
    code: &'static str,
    /// On the form: a preset's name, the settings' legend and a label.
    form: [&'static str; 3],
    /// The refusal of [`DECREASING_TABLE`].
    refusal: &'static str,
    /// On the report: the settings' summary, the table's size and the time rule.
    report: [&'static str; 3],
}

const ENGLISH: InWords = InWords {
    code: "en",
    form: [
        "Chinese Classical (limit 500)",
        "Hong Kong Old Style only",
        "Wind rounds per game",
    ],
    refusal: "The faan table was refused: the faan table pays less for 4 faan (4) than for 3 faan (8).",
    report: [
        "2 wind rounds (East and South) per game · faan → points 3: 10, 4: 20, 6: 40, 8: 80 (the last is the limit) · scores are the points won from 0",
        ">Four<",
        "Finish the hand in progress",
    ],
};

const TRANSLATED: &[InWords] = &[
    InWords {
        code: "fr",
        form: [
            "Chinois classique (limite 500)",
            "Seulement pour le Hong Kong Old Style",
            "Tours de vent par partie",
        ],
        refusal: "La table des faan est refusée : la table des faan paie moins pour 4 faan (4) que pour 3 faan (8).",
        report: [
            "2 tours de vent (Est et Sud) par partie",
            ">Quatre<",
            "On termine la main en cours",
        ],
    },
    InWords {
        code: "ja",
        form: ["中国古典麻雀（上限500）", "香港旧式麻雀のみ", "1試合の場数"],
        refusal: "翻表を受け付けられませんでした：翻表で4翻（4）が3翻（8）より安くなっています。",
        report: ["1試合2場（東場・南場）", ">4人<", "進行中の局を最後まで打ち"],
    },
];

/// `reply`'s page holds every one of `present` and none of `absent`.
fn assert_words(page: &str, what: &str, code: &str, present: &[&str], absent: &[&str]) {
    for words in present {
        assert!(page.contains(words), "{what} in {code} lacks {words:?}");
    }
    for english in absent {
        assert!(!page.contains(english), "{what} in {code} says {english:?}");
    }
}

#[tokio::test]
async fn the_tournament_form_names_the_presets_and_settings_and_words_a_refused_faan_table() {
    let mut app = TestApp::signed_in().await;
    for language in std::iter::once(&ENGLISH).chain(TRANSLATED) {
        let code = language.code;
        app.cookies.insert("lang".into(), code.into());
        let form = app.get("/admin/tournaments/new").await;
        assert_eq!(form.status, StatusCode::OK);
        let english: &[&str] = if code == "en" { &[] } else { &ENGLISH.form };
        assert_words(&form.body, "the form", code, &language.form, english);

        let refused = app
            .post("/admin/tournaments", &hkos_fields(DECREASING_TABLE))
            .await;
        refused.assert_unprocessable();
        let absent: &[&str] = if code == "en" {
            &[]
        } else {
            &[ENGLISH.refusal]
        };
        assert_words(
            &refused.body,
            "the refusal",
            code,
            &[language.refusal],
            absent,
        );
        // The form keeps what was typed.
        refused
            .assert_contains(r#"value="Spring Cup""#)
            .assert_contains(&format!(r#"value="{DECREASING_TABLE}""#));
    }
    app.cookies.remove("lang");
}

#[tokio::test]
async fn a_hong_kong_events_report_words_its_settings_and_decisions() {
    let mut app = TestApp::signed_in().await;
    let id = app
        .create_tournament_from(&hkos_fields("3: 10, 4: 20, 6: 40, 8: 80"))
        .await;
    let path = format!("/t/{id}/report");
    for language in std::iter::once(&ENGLISH).chain(TRANSLATED) {
        let code = language.code;
        app.cookies.insert("lang".into(), code.into());
        let report = app.get(&path).await;
        assert_eq!(report.status, StatusCode::OK, "{path} in {code}");
        let english: &[&str] = if code == "en" { &[] } else { &ENGLISH.report };
        assert_words(&report.body, "the report", code, &language.report, english);
        // The organizer's page says the settings beside the rules' name, in the same words.
        let manage = app.get(&format!("/admin/t/{id}")).await;
        assert_words(
            &manage.body,
            "the tournament's page",
            code,
            &language.report[..1],
            &[],
        );
    }
    app.cookies.remove("lang");
}
