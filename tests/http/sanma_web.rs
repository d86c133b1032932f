//! A sanma tournament through the forms (issue 16): the ruleset chosen at creation, three seats
//! at every table and the sanma score sheet.

use crate::common;

use axum::http::StatusCode;
use common::TestApp;

#[tokio::test]
async fn the_new_tournament_form_offers_sanma_in_words_and_not_hong_kong_yet() {
    let mut app = TestApp::signed_in().await;
    let form = app.get("/admin/tournaments/new").await;
    assert_eq!(form.status, StatusCode::OK);
    form.assert_contains(r#"<option value="sanma-msmc">MSMC sanma (three players)</option>"#);
    form.assert_contains(r#"<option value="msmc-2016" selected>"#);
    assert!(!form.body.contains("hkos-msmc"), "{}", form.body);

    let refused = app
        .post(
            "/admin/tournaments",
            &[("name", "Old style"), ("ruleset", "hkos-msmc")],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_contains("cannot be run as a tournament yet");
    refused.assert_contains(r#"value="Old style""#);

    let created = app
        .post(
            "/admin/tournaments",
            &[("name", "Sanma night"), ("ruleset", "sanma-msmc")],
        )
        .await;
    assert_eq!(created.status, StatusCode::SEE_OTHER, "{}", created.body);
    let manage = app.get(created.location()).await;
    manage.assert_contains("rules: MSMC sanma (three players)");
}

#[tokio::test]
async fn a_tournament_changes_to_sanma_while_no_round_exists() {
    let mut app = TestApp::signed_in().await;
    let id = app.create_tournament("Spring").await;
    let edit = app.get(&format!("/admin/t/{id}/edit")).await;
    edit.assert_contains(r#"<option value="sanma-msmc">"#);
    let saved = app
        .post(
            &format!("/admin/t/{id}/edit"),
            &[
                ("name", "Spring"),
                ("date", "2026-04-09"),
                ("ruleset", "sanma-msmc"),
            ],
        )
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    let manage = app.get(&format!("/admin/t/{id}")).await;
    manage.assert_contains("rules: MSMC sanma (three players)");
}
