//! Tables one player short, said as they are: a round's pages speak of substitutes only when a
//! table is short, and say how many the round needs, one per short table (one person cannot
//! fill seats at two tables at once: ten sanma players make two short tables).

use crate::common::{hidden_field, TestApp};

/// Proposes then confirms round 1 with short tables completed by substitutes; returns the
/// proposal page.
async fn round_one(app: &mut TestApp, id: i64) -> String {
    let form = [
        ("mode", "random"),
        ("count", "1"),
        ("table_rule", "substitute"),
    ];
    let proposal = app.propose_round(id, &form).await;
    proposal.assert_ok();
    let seed = hidden_field(&proposal.body, "seed").unwrap();
    let mut confirm = form.to_vec();
    confirm.push(("seed", &seed));
    let reply = app.start_round(id, &confirm).await;
    reply.assert_redirects();
    proposal.body
}

#[tokio::test]
async fn ten_sanma_players_are_told_each_round_needs_two_substitutes() {
    let mut app = TestApp::signed_in().await;
    let id = app.sanma_players(10).await;
    app.get(&format!("/admin/t/{id}"))
        .await
        .assert_contains(
            "2 tables of two, each completed by its own substitute: 2 substitutes every round",
        )
        .assert_lacks("tables of two, completed by the organizer");
    let proposal = round_one(&mut app, id).await;
    for page in [proposal, app.get(&format!("/t/{id}/rounds/1")).await.body] {
        assert!(
            page.contains("this round needs 2 substitutes, one at each of these tables"),
            "{page}"
        );
        // Two different people fill the two empty seats; no page names one organizer for both.
        assert!(page.contains("ubstitute 1 of 2"), "{page}");
        assert!(page.contains("ubstitute 2 of 2"), "{page}");
        assert!(!page.contains("Organizer (substitute)"), "{page}");
        assert!(!page.contains("organizer (fills the seat"), "{page}");
    }
}

#[tokio::test]
async fn a_sanma_round_speaks_of_the_organizer_only_when_a_table_is_short() {
    let mut app = TestApp::signed_in().await;
    // Nine players fill three tables: no substitute, and no word of one.
    let nine = app.sanma_players(9).await;
    round_one(&mut app, nine).await;
    let page = app.get(&format!("/t/{nine}/rounds/1")).await;
    page.assert_contains("every table full")
        .assert_lacks("completed by the organizer")
        .assert_lacks("substitute")
        .assert_lacks("organizer (fills the seat");
    // Eleven players: one table of two, which the organizer completes.
    let eleven = app.sanma_players(11).await;
    round_one(&mut app, eleven).await;
    let page = app.get(&format!("/t/{eleven}/rounds/1")).await;
    page.assert_contains("one player short: the organizer fills the empty seat")
        .assert_contains("organizer (fills the seat, not ranked)")
        .assert_lacks("substitutes");
}
