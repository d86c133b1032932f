//! A sanma tournament through the forms (issue 16): the ruleset chosen at creation, three seats
//! at every table and the sanma score sheet.

use crate::common;

use axum::http::StatusCode;
use common::{hidden_field, TestApp};
use std::collections::BTreeMap;

#[tokio::test]
async fn the_new_tournament_form_offers_sanma_in_words() {
    let mut app = TestApp::signed_in().await;
    let form = app.get("/admin/tournaments/new").await;
    assert_eq!(form.status, StatusCode::OK);
    form.assert_contains(r#"<option value="sanma-msmc">MSMC sanma (three players)</option>"#);
    form.assert_contains(r#"<option value="msmc-2016" selected>"#);

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

const NINE: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\nHana\nIvo\n";

/// A sanma tournament of nine players checked in with round 1 drawn: (app, id, table 1's game
/// id and its players' ids and names by starting seat).
async fn sanma_round_one() -> (TestApp, i64, i64, Vec<(i64, String)>) {
    let mut app = TestApp::signed_in().await;
    let id = app
        .create_tournament_from(&[("name", "Sanma night"), ("ruleset", "sanma-msmc")])
        .await;
    app.import_players(id, NINE).await;
    app.post(&format!("/admin/t/{id}/players/checkin-all"), &[])
        .await;
    let started = app
        .post(&format!("/admin/t/{id}/rounds"), &[("table_rule", "")])
        .await;
    assert_eq!(started.status, StatusCode::SEE_OTHER, "{}", started.body);
    let rows: Vec<(i64, i64, i64, String)> = sqlx::query_as(
        "SELECT g.id, s.seat, p.id, p.name FROM games g JOIN game_seats s ON s.game_id = g.id
           JOIN players p ON p.id = s.player_id WHERE g.table_number = 1 ORDER BY s.seat",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(
        rows.iter().map(|r| r.1).collect::<Vec<_>>(),
        [0, 1, 2],
        "three seats, no North row"
    );
    let game = rows[0].0;
    let seats = rows.into_iter().map(|r| (r.2, r.3)).collect();
    (app, id, game, seats)
}

#[tokio::test]
async fn a_sanma_round_shows_three_seats_everywhere_and_never_a_north_substitute() {
    let (mut app, id, game, seats) = sanma_round_one().await;
    let stored: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM game_seats")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(stored, 9, "three tables of three seats");
    for page in [
        format!("/t/{id}/rounds/1"),
        format!("/t/{id}/games/{game}"),
        format!("/admin/t/{id}/games/{game}"),
        format!("/admin/t/{id}/rounds/1/cards"),
        format!("/admin/t/{id}/rounds/1/paper-sheets"),
        format!("/t/{id}/schedules"),
        format!("/admin/t/{id}/board"),
        format!("/t/{id}/screen"),
        format!("/t/{id}/players/{}", seats[0].0),
    ] {
        let reply = app.get(&page).await;
        assert_eq!(reply.status, StatusCode::OK, "{page}: {}", reply.body);
        // The sheet's form names the North *tiles* a sanma winner sets aside (nuki dora).
        let seats_only = reply.body.replace("North tiles", "");
        assert!(!seats_only.contains("North"), "{page}: {}", reply.body);
        assert!(!reply.body.contains("substitute"), "{page}: {}", reply.body);
    }
    let round = app.get(&format!("/t/{id}/rounds/1")).await;
    // Nine players fill every table of three: no word of a substitute.
    round
        .assert_contains("every table full")
        .assert_lacks("completed by the organizer");
    for wind in ["East", "South", "West"] {
        assert_eq!(
            round.body.matches(wind).count(),
            3,
            "{wind}: {}",
            round.body
        );
    }
    let sheet = app.get(&format!("/admin/t/{id}/games/{game}")).await;
    for (seat, (_, name)) in seats.iter().enumerate() {
        sheet.assert_contains(&format!(r#"name="win{seat}""#));
        sheet.assert_contains(name);
    }
    assert!(!sheet.body.contains(r#"name="win3""#), "{}", sheet.body);
    assert_eq!(sheet.body.matches("<td>35000</td>").count(), 3);

    let proposal = app
        .post(
            &format!("/admin/t/{id}/rounds/propose"),
            &[("mode", "balanced"), ("count", "2"), ("table_rule", "")],
        )
        .await;
    assert_eq!(proposal.status, StatusCode::OK, "{}", proposal.body);
    proposal.assert_contains("Round 2");
    assert!(!proposal.body.contains("North"), "{}", proposal.body);
    // ("substitute" is the table rule's code in the form's hidden field.)
    assert!(
        !proposal.body.contains("Organizer (substitute)"),
        "{}",
        proposal.body
    );
}

/// Previews then saves a hand on the organizer's sheet; returns the preview page.
async fn record(app: &mut TestApp, id: i64, game: i64, fields: &[(&str, &str)]) -> String {
    let sheet = format!("/admin/t/{id}/games/{game}");
    let page = app.get(&sheet).await;
    let version = common::hidden_field(&page.body, "version").unwrap();
    let url = format!("{sheet}/hands");
    let mut all = vec![("version", version.as_str()), ("action", "preview")];
    all.extend_from_slice(fields);
    let preview = app.post(&url, &all).await;
    assert_eq!(
        preview.status,
        StatusCode::OK,
        "{fields:?}: {}",
        preview.body
    );
    preview.assert_contains("This hand pays");
    all[1] = ("action", "save");
    let saved = app.post(&url, &all).await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    preview.body
}

#[tokio::test]
async fn a_whole_sanma_game_is_played_through_the_forms_and_standings_and_csv_agree() {
    let (mut app, id, game, seats) = sanma_round_one().await;
    let sheet_url = format!("/t/{id}/games/{game}");

    // E1: South wins 3 han 30 fu by ron off the dealer: 3900 (the four-player ron table).
    let preview = record(
        &mut app,
        id,
        game,
        &[
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win1", "1"),
            ("value1", "3"),
            ("fu1", "30"),
        ],
    )
    .await;
    assert!(
        preview.contains("−3900") && preview.contains("+3900"),
        "{preview}"
    );
    // E2: a draw with East alone tenpai: 1,000 from each noten player (2,000 in all).
    let preview = record(&mut app, id, game, &[("outcome", "draw"), ("tenpai0", "1")]).await;
    assert!(preview.contains("+2000"), "{preview}");
    // E3 (one honba): East tsumo mangan, tsumo loss: West (the dealer) pays 4100 and South 2100.
    let preview = record(
        &mut app,
        id,
        game,
        &[("outcome", "tsumo"), ("win0", "1"), ("value0", "mangan")],
    )
    .await;
    assert!(
        preview.contains("+6200") && preview.contains("−4100") && preview.contains("−2100"),
        "{preview}"
    );
    // S1: the dealer East tsumo 2 han 30 fu: 1000 from each.
    let preview = record(
        &mut app,
        id,
        game,
        &[
            ("outcome", "tsumo"),
            ("win0", "1"),
            ("value0", "2"),
            ("fu0", "30"),
        ],
    )
    .await;
    assert!(preview.contains("+2000"), "{preview}");
    // S1 one honba: West wins 1 han 30 fu off South: 1000 + 300.
    record(
        &mut app,
        id,
        game,
        &[
            ("outcome", "ron"),
            ("discarder", "1"),
            ("win2", "1"),
            ("value2", "1"),
            ("fu2", "30"),
        ],
    )
    .await;
    // S2: East wins a mangan off West.
    record(
        &mut app,
        id,
        game,
        &[
            ("outcome", "ron"),
            ("discarder", "2"),
            ("win0", "1"),
            ("value0", "mangan"),
        ],
    )
    .await;
    // An impossible hand is refused with the reason and the form keeps what was typed: there
    // is no North seat at a table of three.
    let page = app.get(&format!("/admin/t/{id}/games/{game}")).await;
    let version = common::hidden_field(&page.body, "version").unwrap();
    let refused = app
        .post(
            &format!("/admin/t/{id}/games/{game}/hands"),
            &[
                ("version", &version),
                ("action", "preview"),
                ("outcome", "ron"),
                ("discarder", "1"),
                ("win2", "1"),
                ("value2", "1"),
                ("fu2", "20"),
            ],
        )
        .await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.body
    );
    refused.assert_contains(r#"name="fu2""#);
    // S3: a draw with nobody tenpai; the dealer (West) is noten, so the game ends.
    let preview = record(&mut app, id, game, &[("outcome", "draw")]).await;
    assert!(
        preview.contains("The game ends with this hand"),
        "{preview}"
    );

    // Final points 49300 / 33500 / 22200 against a return of 40,000: +9 / −6 / −17 truncated,
    // uma +15 / 0 / −15 and oka +15 to first, which takes the zero-sum remainder: +38 / −6 / −32.
    let sheet = app.get(&sheet_url).await;
    sheet
        .assert_contains("Game over")
        .assert_contains("<td>49300</td>")
        .assert_contains("<td>33500</td>")
        .assert_contains("<td>22200</td>")
        .assert_contains("<b>+38</b>")
        .assert_contains("<b>−6</b>")
        .assert_contains("<b>−32</b>");
    for label in ["E1", "E2", "E3", "S1", "S2", "S3"] {
        sheet.assert_contains(label);
    }
    assert!(!sheet.body.contains("E4") && !sheet.body.contains("S4"));

    let standings = app.get(&format!("/t/{id}/standings")).await;
    assert_eq!(standings.status, StatusCode::OK);
    standings.assert_contains(&seats[0].1);

    let csv = app.get(&format!("/t/{id}/export/standings.csv")).await.body;
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 10, "{csv}");
    assert!(
        lines[1].starts_with(&format!("1,{},,1,38,0,38", seats[0].1)),
        "{csv}"
    );
    // Nine players: the six who have not finished a game share 0, ahead of the −6.
    assert!(
        lines.contains(&format!("8,{},,1,-6,0,-6,,,,", seats[1].1).as_str()),
        "{csv}"
    );
    assert_eq!(
        lines[9],
        format!("9,{},,1,-32,0,-32,,,,", seats[2].1),
        "{csv}"
    );

    let games = app.get(&format!("/t/{id}/export/games.csv")).await.body;
    assert_eq!(games.lines().count(), 1 + 9, "{games}");
    assert!(!games.contains(",N,"), "{games}");
    for (seat, ((_, name), (points, place, score))) in seats
        .iter()
        .zip([("49300", 1, 38), ("33500", 2, -6), ("22200", 3, -32)])
        .enumerate()
    {
        let letter = ["E", "S", "W"][seat];
        assert!(
            games.contains(&format!("1,1,{letter},{name},{points},{place},{score}")),
            "{games}"
        );
    }

    let player = app.get(&format!("/t/{id}/players/{}", seats[2].0)).await;
    assert_eq!(player.status, StatusCode::OK);
    player.assert_contains("−32");

    // The hands file has one delta column per seat: three at a sanma table, no North column
    // of zeros.
    let hands = app.get(&format!("/t/{id}/export/hands.csv")).await.body;
    let lines: Vec<&str> = hands.lines().collect();
    assert_eq!(
        lines[0],
        "round,table,hand,wind_round,honba,outcome,winners,value,delta_e,delta_s,delta_w,note",
        "{hands}"
    );
    assert_eq!(lines.len(), 1 + 7, "seven hands: {hands}");
    assert!(
        lines[1].starts_with(&format!("1,1,1,E1,0,ron,{},3/30,-3900,3900,0,", seats[1].1)),
        "{hands}"
    );
    assert!(
        lines[3].starts_with("1,1,3,E3,1,tsumo,") && lines[3].contains(",6200,-2100,-4100,"),
        "{hands}"
    );
}

#[tokio::test]
async fn a_sanma_winner_scored_from_tiles_counts_the_nuki_dora_and_a_bad_count_is_kept() {
    let (mut app, id, game, _) = sanma_round_one().await;
    let sheet = format!("/admin/t/{id}/games/{game}");
    let page = app.get(&sheet).await;
    page.assert_contains(r#"name="nuki1""#);
    assert!(!page.body.contains(r#"name="nuki3""#));
    let version = common::hidden_field(&page.body, "version").unwrap();
    let url = format!("{sheet}/hands");
    // South's closed straight (ittsu, 2 han) off East with a penchan wait: 2 han 40 fu is
    // 2600; two North tiles set aside make it 4 han 40 fu, a mangan.
    let hand = |nuki: &'static str| {
        vec![
            ("version", version.clone()),
            ("action", "preview".to_string()),
            ("outcome", "ron".to_string()),
            ("discarder", "0".to_string()),
            ("win1", "1".to_string()),
            ("hand1", "123456789p12355s".to_string()),
            ("win_tile1", "3s".to_string()),
            ("nuki1", nuki.to_string()),
            ("dora", "1z".to_string()),
        ]
    };
    let fields = hand("");
    let borrowed: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let plain = app.post(&url, &borrowed).await;
    assert_eq!(plain.status, StatusCode::OK, "{}", plain.body);
    plain.assert_contains("+2600");

    let fields = hand("2");
    let borrowed: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let with_nuki = app.post(&url, &borrowed).await;
    assert_eq!(with_nuki.status, StatusCode::OK, "{}", with_nuki.body);
    with_nuki.assert_contains("+8000").assert_contains("−8000");

    let fields = hand("7");
    let borrowed: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let refused = app.post(&url, &borrowed).await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.body
    );
    refused
        .assert_contains(r#"name="nuki1" value="7""#)
        .assert_contains(r#"value="123456789p12355s""#);

    // Saved with its nuki, the hand shows them again when it is corrected.
    let mut save = hand("2");
    save[1].1 = "save".into();
    let borrowed: Vec<(&str, &str)> = save.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let saved = app.post(&url, &borrowed).await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    let edit = app.get(&format!("{sheet}/hands/0/edit")).await;
    assert_eq!(edit.status, StatusCode::OK, "{}", edit.body);
    edit.assert_contains(r#"name="nuki1" value="2""#);
}

#[tokio::test]
async fn the_sanma_tile_fields_give_an_example_a_sanma_set_can_hold() {
    let (mut app, id, game, _) = sanma_round_one().await;
    let sheet = app.get(&format!("/admin/t/{id}/games/{game}")).await;
    sheet
        .assert_contains(r#"placeholder="123p456p789s2233z""#)
        .assert_contains(r#"placeholder="3p""#);
    assert!(!sheet.body.contains("123m456p"), "no 2m-8m in sanma");
}

/// A phone at the table: its own cookies, swapped in for one request.
async fn phone_request(
    app: &mut TestApp,
    phone: &mut BTreeMap<String, String>,
    path: &str,
    fields: Option<&[(&str, &str)]>,
) -> common::Reply {
    let organizer = std::mem::replace(&mut app.cookies, std::mem::take(phone));
    let reply = match fields {
        Some(fields) => app.post_form(path, fields).await,
        None => app.get(path).await,
    };
    *phone = std::mem::replace(&mut app.cookies, organizer);
    reply
}

#[tokio::test]
async fn a_sanma_table_records_its_own_hands_from_a_phone_with_three_seats() {
    let (mut app, id, game, seats) = sanma_round_one().await;
    let set = app
        .post(
            &format!("/admin/t/{id}/hand-entry"),
            &[("hand_entry", "table")],
        )
        .await;
    assert_eq!(set.status, StatusCode::SEE_OTHER, "{}", set.body);
    let cards = app.get(&format!("/admin/t/{id}/rounds/1/cards")).await;
    assert_eq!(cards.status, StatusCode::OK, "{}", cards.body);
    let code: String = sqlx::query_scalar("SELECT code FROM table_codes WHERE game_id = ?")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let url = format!("/t/{id}/table/{code}");

    // West's phone: the chooser offers the table's three players and no North.
    let mut west = BTreeMap::new();
    let chooser = phone_request(&mut app, &mut west, &url, None).await;
    assert_eq!(chooser.status, StatusCode::OK, "{}", chooser.body);
    chooser.assert_contains("Who are you?");
    assert_eq!(
        chooser.body.matches(r#"name="seat""#).count(),
        3,
        "{}",
        chooser.body
    );
    assert!(!chooser.body.contains("North"), "{}", chooser.body);
    let csrf = hidden_field(&chooser.body, "csrf").unwrap();
    let chosen = phone_request(
        &mut app,
        &mut west,
        &format!("{url}/seat"),
        Some(&[("csrf", &csrf), ("seat", "2")]),
    )
    .await;
    assert_eq!(chosen.status, StatusCode::SEE_OTHER, "{}", chosen.body);

    // West enters South's tsumo mangan: East (the dealer) pays 4000, West 2000.
    let page = phone_request(&mut app, &mut west, &url, None).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    assert!(!page.body.contains(r#"name="win3""#), "{}", page.body);
    let form = common::HandFormFields::read(&page.body);
    let hand = [("outcome", "tsumo"), ("win1", "1"), ("value1", "mangan")];
    let preview = phone_request(
        &mut app,
        &mut west,
        &format!("{url}/hands"),
        Some(&form.post("preview", &hand)),
    )
    .await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    preview
        .assert_contains("+6000")
        .assert_contains("−4000")
        .assert_contains("−2000");
    let saved = phone_request(
        &mut app,
        &mut west,
        &format!("{url}/hands"),
        Some(&form.post("save", &hand)),
    )
    .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    let status: String = sqlx::query_scalar("SELECT status FROM hands WHERE game_id = ?")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(status, "pending");
    let sheet = app.get(&format!("/t/{id}/games/{game}")).await;
    sheet
        .assert_contains("<br>31000</td>")
        .assert_contains("<br>41000</td>")
        .assert_contains("<br>33000</td>")
        .assert_contains(&seats[1].1);
}

#[tokio::test]
async fn the_start_form_counts_left_over_players_by_tables_of_three() {
    let mut app = TestApp::signed_in().await;
    let created = app
        .post(
            "/admin/tournaments",
            &[("name", "Sanma night"), ("ruleset", "sanma-msmc")],
        )
        .await;
    assert_eq!(created.status, StatusCode::SEE_OTHER, "{}", created.body);
    let manage_url = created.location().to_string();
    let id: i64 = manage_url.trim_start_matches("/admin/t/").parse().unwrap();
    app.import_players(id, NINE).await;
    app.post(&format!("/admin/t/{id}/players/checkin-all"), &[])
        .await;
    // Nine players fill three tables of three: nothing to choose.
    let full = app.get(&manage_url).await;
    full.assert_contains("Propose round 1");
    full.assert_lacks("is not a multiple of");
    // No date or venue given: the rules line starts with the rules, not a separator.
    full.assert_contains(r#"<p class="muted">rules: MSMC sanma (three players)"#);

    let added = app
        .post(
            &format!("/admin/t/{id}/players"),
            &[("name", "Jun"), ("checked_in", "1")],
        )
        .await;
    assert_eq!(added.status, StatusCode::SEE_OTHER, "{}", added.body);
    let ten = app.get(&manage_url).await;
    ten.assert_contains("10 is not a multiple of three:");
    ten.assert_contains("2 tables of two, each completed by its own substitute");
    ten.assert_lacks("multiple of four");
}
