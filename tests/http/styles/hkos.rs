//! A Hong Kong Old Style tournament through the forms (issue 16): the ruleset chosen at
//! creation with two wind rounds and the tournament's own faan table, the HKOS score sheet
//! (faan, the limit with pao, tiles with a flower, table penalties, a dead hand, refusals that
//! keep what was typed) to the final points, and standings, player page and CSV from points.

use crate::common;

use axum::http::StatusCode;
use common::TestApp;

/// The tournament's faan table: 3 → 10, 4 → 20, 6 → 40, 8 or more (the limit) → 80.
const TABLE: &str = "3: 10, 4: 20, 6: 40, 8: 80";

/// An HKOS tournament of four players with round 1 drawn: (app, id, the game id and the
/// players' ids and names by starting seat).
async fn hkos_round_one() -> (TestApp, i64, i64, Vec<(i64, String)>) {
    let mut app = TestApp::signed_in().await;
    let form = app.get("/admin/tournaments/new").await;
    form.assert_contains(r#"<option value="hkos-msmc">MSMC Hong Kong Old Style</option>"#);
    form.assert_contains(r#"name="faan_table" value="3: 8, 4: 16, 5: 24, 6: 32, 7: 48, 8: 64""#);

    // A table that pays nothing for the 3-faan minimum is refused, the form kept.
    let refused = app
        .post(
            "/admin/tournaments",
            &[
                ("name", "Old style"),
                ("ruleset", "hkos-msmc"),
                ("winds", "2"),
                ("faan_table", "4: 20, 8: 80"),
            ],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused
        .assert_contains("no value for 3 faan")
        .assert_contains(r#"value="Old style""#)
        .assert_contains(r#"name="faan_table" value="4: 20, 8: 80""#)
        .assert_contains(r#"<option value="2" selected>"#);

    let id = app
        .create_tournament_from(&[
            ("name", "Old style"),
            ("ruleset", "hkos-msmc"),
            ("winds", "2"),
            ("faan_table", TABLE),
        ])
        .await;
    let manage = app.get(&format!("/admin/t/{id}")).await;
    manage
        .assert_contains("rules: MSMC Hong Kong Old Style")
        .assert_contains("2 wind rounds (East and South) per game")
        .assert_contains("faan → points 3: 10, 4: 20, 6: 40, 8: 80");
    app.get(&format!("/t/{id}"))
        .await
        .assert_contains("faan → points 3: 10, 4: 20, 6: 40, 8: 80");

    app.import_players(id, "name\nAiko\nBen\nChloé\nDev\n")
        .await;
    app.post(&format!("/admin/t/{id}/players/checkin-all"), &[])
        .await;
    let started = app
        .post(&format!("/admin/t/{id}/rounds"), &[("table_rule", "")])
        .await;
    assert_eq!(started.status, StatusCode::SEE_OTHER, "{}", started.body);
    let rows: Vec<(i64, i64, String)> = sqlx::query_as(
        "SELECT g.id, p.id, p.name FROM games g JOIN game_seats s ON s.game_id = g.id
           JOIN players p ON p.id = s.player_id ORDER BY s.seat",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(rows.len(), 4);
    let game = rows[0].0;
    (
        app,
        id,
        game,
        rows.into_iter().map(|r| (r.1, r.2)).collect(),
    )
}

/// The form fields with the sheet's version and `action`.
async fn post_hand(
    app: &mut TestApp,
    id: i64,
    game: i64,
    action: &str,
    fields: &[(&str, &str)],
) -> common::Reply {
    let sheet = format!("/admin/t/{id}/games/{game}");
    let page = app.get(&sheet).await;
    let version = common::hidden_field(&page.body, "version").unwrap();
    let mut all = vec![("version", version.as_str()), ("action", action)];
    all.extend_from_slice(fields);
    app.post(&format!("{sheet}/hands"), &all).await
}

/// Previews then saves a hand; returns the preview page.
async fn record(app: &mut TestApp, id: i64, game: i64, fields: &[(&str, &str)]) -> String {
    let preview = post_hand(app, id, game, "preview", fields).await;
    assert_eq!(
        preview.status,
        StatusCode::OK,
        "{fields:?}: {}",
        preview.body
    );
    preview.assert_contains("This hand pays");
    let saved = post_hand(app, id, game, "save", fields).await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    preview.body
}

/// The preview's payment per seat, in seat order ("+80", "−40", "0").
fn pays(preview: &str) -> Vec<String> {
    preview
        .split(r#"<span class="delta">"#)
        .skip(1)
        .take(4)
        .map(|s| s.split('<').next().unwrap_or_default().to_string())
        .collect()
}

#[tokio::test]
async fn a_whole_hkos_game_is_played_through_the_forms_and_standings_player_page_and_csv_agree() {
    let (mut app, id, game, seats) = hkos_round_one().await;
    let sheet_url = format!("/admin/t/{id}/games/{game}");
    let sheet = app.get(&sheet_url).await;
    // The HKOS form: faan values and the limit, penalties; no riichi, fu, tenpai or chombo.
    sheet
        .assert_contains(r#"value="limit""#)
        .assert_contains("4 faan")
        .assert_contains(r#"name="penalty0""#)
        .assert_contains(r#"name="flowers0""#)
        .assert_contains("Self-pick")
        .assert_lacks(r#"name="riichi0""#)
        .assert_lacks(r#"name="fu0""#)
        .assert_lacks(r#"name="tenpai0""#)
        .assert_lacks(r#"value="chombo""#)
        .assert_lacks(r#"name="dora""#);
    assert_eq!(
        sheet
            .body
            .matches(r#"<tr class="start"><td class="hand">start</td><td>0</td>"#)
            .count(),
        1
    );

    // E1: South wins 4 faan (b = 20) off West: 40 from West, 20 from each other player.
    let p = record(
        &mut app,
        id,
        game,
        &[
            ("outcome", "ron"),
            ("discarder", "2"),
            ("win1", "1"),
            ("value1", "4"),
        ],
    )
    .await;
    assert_eq!(pays(&p), ["−20", "+80", "−40", "−20"], "{p}");
    // E2: North self-picks a limit hand; West is liable and pays all 3 × 160.
    let p = record(
        &mut app,
        id,
        game,
        &[
            ("outcome", "tsumo"),
            ("win3", "1"),
            ("value3", "limit"),
            ("pao3", "2"),
        ],
    )
    .await;
    assert_eq!(pays(&p), ["", "", "−480", "+480"], "{p}");

    // Refusals keep what was typed: pao under 6 faan, and dropped tiles without a count.
    let refused = post_hand(
        &mut app,
        id,
        game,
        "preview",
        &[
            ("outcome", "tsumo"),
            ("win1", "1"),
            ("value1", "5"),
            ("pao1", "3"),
        ],
    )
    .await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.body
    );
    refused
        .assert_contains("6 faan or more")
        .assert_contains(r#"name="value1" value="5" checked"#)
        .assert_contains(r#"<option value="3" selected>"#);
    let refused = post_hand(
        &mut app,
        id,
        game,
        "preview",
        &[("outcome", "draw"), ("penalty0", "drop"), ("dead1", "1")],
    )
    .await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.body
    );
    refused
        .assert_contains("how many tiles fell")
        .assert_contains(r#"<option value="drop" selected>"#)
        .assert_contains(r#"name="dead1" value="1" checked"#);
    // A riichi value sent to an HKOS sheet is refused by the form, never scored.
    let refused = post_hand(
        &mut app,
        id,
        game,
        "preview",
        &[("outcome", "tsumo"), ("win1", "1"), ("value1", "mangan")],
    )
    .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_contains("a number of faan (3 or more) or the limit");

    // E3: a draw; East dropped two tiles (16 to each) and South's hand was dead. The deal stays.
    let p = record(
        &mut app,
        id,
        game,
        &[
            ("outcome", "draw"),
            ("penalty0", "drop"),
            ("dropped0", "2"),
            ("dead1", "1"),
        ],
    )
    .await;
    assert_eq!(pays(&p), ["−48", "+16", "+16", "+16"], "{p}");
    // E3 again: East (West wind this hand) self-picks from tiles with their own flower (3):
    // pung of red dragons 1 + all pungs 3 + self-pick 1 + own flower 1 = 6 faan, b = 40.
    let p = record(
        &mut app,
        id,
        game,
        &[
            ("outcome", "tsumo"),
            ("win0", "1"),
            ("hand0", "222p333s777z55p"),
            ("win_tile0", "5p"),
            ("melds0", "pon 111m"),
            ("flowers0", "3"),
        ],
    )
    .await;
    assert_eq!(pays(&p), ["+240", "−80", "−80", "−80"], "{p}");
    // The preview lists the patterns found, for the table to check the count before saving.
    let found = format!(
        r#"<p class="small pay-patterns">{}: Dragon pung 1, Own flower 1, Self pick 1, All pungs 3</p>"#,
        seats[0].1
    );
    assert!(p.contains(&found), "{p}");
    // E4: the dealer North wins 3 faan off East; South's false win under 3 faan costs 64 each.
    let p = record(
        &mut app,
        id,
        game,
        &[
            ("outcome", "ron"),
            ("discarder", "0"),
            ("win3", "1"),
            ("value3", "3"),
            ("penalty1", "64"),
        ],
    )
    .await;
    assert_eq!(pays(&p), ["+44", "−202", "+54", "+104"], "{p}");
    let sheet = app.get(&sheet_url).await;
    sheet.assert_contains("the dealer has kept the deal 1 time in a row");
    // E4 to S4: the seat after the dealer self-picks 3 faan each hand (20 from each).
    for winner in [0, 1, 2, 3, 0] {
        let win = format!("win{winner}");
        let value = format!("value{winner}");
        record(
            &mut app,
            id,
            game,
            &[("outcome", "tsumo"), (&win, "1"), (&value, "3")],
        )
        .await;
    }

    let public = app.get(&format!("/t/{id}/games/{game}")).await;
    public.assert_contains("Game over");
    for label in ["E1", "E2", "E3", "E4", "S1", "S2", "S3", "S4"] {
        public.assert_contains(&format!("<b>{label}</b>"));
    }
    public.assert_lacks("<b>W1</b>");
    // Final points from 0, summing to 0, and the score is the points.
    public.assert_contains(
        "<td>276</td><td>−206</td><td>−550</td><td>480</td></tr>\n<tr><td class=\"hand\">place</td><td>2</td><td>3</td><td>4</td><td>1</td>",
    );
    for points in ["+276", "−206", "−550", "+480"] {
        public.assert_contains(&format!("<td><b>{points}</b></td>"));
    }
    // The tiles are shown again with the patterns scored.
    public
        .assert_contains(&format!(
            "{}: Dragon pung 1, Own flower 1, Self pick 1, All pungs 3",
            seats[0].1
        ))
        .assert_lacks("uma");
    // A later attempt to record after the end is not offered.
    let after = post_hand(&mut app, id, game, "preview", &[("outcome", "draw")]).await;
    assert_eq!(after.status, StatusCode::UNPROCESSABLE_ENTITY);
    after.assert_contains("already over");

    let csv = app.get(&format!("/t/{id}/export/standings.csv")).await.body;
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 5, "{csv}");
    assert!(
        lines[1].starts_with(&format!("1,{},,1,480,0,480", seats[3].1)),
        "{csv}"
    );
    assert!(
        lines[2].starts_with(&format!("2,{},,1,276,0,276", seats[0].1)),
        "{csv}"
    );
    assert!(
        lines[4].starts_with(&format!("4,{},,1,-550,0,-550", seats[2].1)),
        "{csv}"
    );
    let standings = app.get(&format!("/t/{id}/standings")).await;
    standings
        .assert_contains(&seats[3].1)
        .assert_contains("480");

    let games = app.get(&format!("/t/{id}/export/games.csv")).await.body;
    assert!(
        games.contains(&format!("1,1,N,{},480,1,480", seats[3].1)),
        "{games}"
    );
    let hands = app.get(&format!("/t/{id}/export/hands.csv")).await.body;
    assert!(
        hands.contains("limit") && hands.contains("4 faan"),
        "{hands}"
    );

    let player = app.get(&format!("/t/{id}/players/{}", seats[2].0)).await;
    assert_eq!(player.status, StatusCode::OK);
    player.assert_contains("−550");

    // Settings are fixed once a round exists.
    let edit = app
        .post(
            &format!("/admin/t/{id}/edit"),
            &[
                ("name", "Old style"),
                ("ruleset", "hkos-msmc"),
                ("winds", "1"),
                ("faan_table", TABLE),
            ],
        )
        .await;
    assert_eq!(edit.status, StatusCode::UNPROCESSABLE_ENTITY);
    edit.assert_contains("cannot change once a round has started");
}

#[tokio::test]
async fn the_calculator_of_an_hkos_tournament_pays_by_the_tournaments_faan_table() {
    let (mut app, id, _, _) = hkos_round_one().await;
    // All pungs, mixed flush of dots, own flower as East: 7 faan. The §7 table pays 48; this
    // tournament's pays 40 (its key 6 is the highest at or below 7).
    let query = "hand=111p333p555p22z&win_tile=2z&melds=pon+777p&seat_wind=E&f1=1";
    let page = app.get(&format!("/t/{id}/calculator?{query}")).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    page.assert_contains("<b>7 faan</b>")
        .assert_contains("Base points: <b>40</b>")
        .assert_contains("<li>The discarder pays 80</li>");
    // The club's calculator outside the tournament keeps the §7 table.
    app.get(&format!("/calculator?ruleset=hkos-msmc&{query}"))
        .await
        .assert_contains("Base points: <b>48</b>");
}

#[tokio::test]
async fn a_table_phone_records_an_hkos_hand_with_faan_and_a_penalty() {
    let (mut app, id, game, _) = hkos_round_one().await;
    let set = app
        .post(
            &format!("/admin/t/{id}/hand-entry"),
            &[("hand_entry", "table")],
        )
        .await;
    assert_eq!(set.status, StatusCode::SEE_OTHER, "{}", set.body);
    app.get(&format!("/admin/t/{id}/rounds/1/cards")).await;
    let code: String = sqlx::query_scalar("SELECT code FROM table_codes WHERE game_id = ?")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    // The phone is a client of its own: no organizer session.
    let organizer = std::mem::take(&mut app.cookies);
    let url = format!("/t/{id}/table/{code}");
    let chooser = app.get(&url).await;
    chooser.assert_contains("Who are you?");
    let csrf = common::hidden_field(&chooser.body, "csrf").unwrap();
    let chosen = app
        .post_form(&format!("{url}/seat"), &[("csrf", &csrf), ("seat", "1")])
        .await;
    assert_eq!(chosen.status, StatusCode::SEE_OTHER, "{}", chosen.body);
    let page = app.get(&url).await;
    page.assert_contains(r#"name="penalty3""#)
        .assert_contains(r#"value="limit""#)
        .assert_lacks(r#"name="riichi0""#);
    let form = common::HandFormFields::read(&page.body);
    let hand = [
        ("outcome", "ron"),
        ("discarder", "0"),
        ("win1", "1"),
        ("value1", "6"),
        ("penalty3", "2"),
    ];
    let preview = app
        .post_form(&format!("{url}/hands"), &form.post("preview", &hand))
        .await;
    assert_eq!(preview.status, StatusCode::OK, "{}", preview.body);
    // 6 faan: b = 40, 80 from the discarder and 40 from each other; North pays 2 to each.
    assert_eq!(pays(&preview.body), ["−78", "+162", "−38", "−46"]);
    let saved = app
        .post_form(&format!("{url}/hands"), &form.post("save", &hand))
        .await;
    assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
    app.cookies = organizer;
    let sheet = app.get(&format!("/admin/t/{id}/games/{game}")).await;
    sheet
        .assert_contains("Waiting for confirmation")
        .assert_contains("pays 2 to each as a penalty");
}

#[tokio::test]
async fn an_hkos_tournament_moves_with_its_wind_rounds_and_faan_table() {
    let (mut app, id, game, _) = hkos_round_one().await;
    record(
        &mut app,
        id,
        game,
        &[("outcome", "tsumo"), ("win1", "1"), ("value1", "7")],
    )
    .await;
    let file = app.get(&format!("/admin/t/{id}/export.json")).await;
    assert_eq!(file.status, StatusCode::OK);
    assert!(
        file.body.contains(r#"\"winds\":2"#) && file.body.contains(r#"\"6\":40"#),
        "{}",
        file.body
    );
    let token = app.csrf().await;
    let imported = app
        .post_multipart(
            &format!("/admin/import?csrf={token}"),
            &[("file", Some("t.json"), &file.body)],
        )
        .await;
    assert_eq!(imported.status, StatusCode::SEE_OTHER, "{}", imported.body);
    let copy: i64 = imported
        .location()
        .trim_start_matches("/admin/t/")
        .parse()
        .unwrap();
    app.get(&format!("/admin/t/{copy}"))
        .await
        .assert_contains("2 wind rounds (East and South) per game")
        .assert_contains("faan → points 3: 10, 4: 20, 6: 40, 8: 80");
    // The copied game replays with the copied table: 7 faan pays b = 40, 80 from each.
    let copied_game = *app.game_ids(copy).await.first().unwrap();
    app.get(&format!("/t/{copy}/games/{copied_game}"))
        .await
        .assert_contains("+240")
        .assert_contains("Next: E2");

    // A file whose settings are not a possible table is refused with the reason.
    let bad = file.body.replace(r#"\"3\":10,"#, "");
    let token = app.csrf().await;
    let refused = app
        .post_multipart(
            &format!("/admin/import?csrf={token}"),
            &[("file", Some("t.json"), &bad)],
        )
        .await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.body
    );
    refused.assert_contains("no value for 3 faan");
}
