//! Mangan Mahjong's tag team (docs/rules.md §15, "Tag team") in a tournament: a round drawn
//! under the table rule "tag teams" seats eight to a table, two partners to each seat (people
//! 0–3 East to North, 4–7 their partners, stored as seats 0–7); the pages name both partners
//! of a seat; a count that is not a multiple of eight, another seating than the draw and a
//! style without the form are refused with the reason, keeping the form. A whole game is
//! played through the organizer's sheet, and again from the table's four phones, one a seat
//! shared by its two partners.

use crate::common::TestApp;
use crate::table_entry::{Event, Phone};
use axum::http::StatusCode;

// The game of eight read back through the CSV files, the tournament file, the printables and
// the pages.
mod records;

/// A players file of the first `count` of sixteen names.
fn people(count: usize) -> String {
    let names = [
        "Ann", "Bea", "Cai", "Dee", "Eli", "Fay", "Gus", "Hal", "Ida", "Jon", "Kit", "Lou", "Max",
        "Ned", "Oda", "Pia",
    ];
    let mut csv = String::from("name\n");
    for name in &names[..count] {
        csv.push_str(name);
        csv.push('\n');
    }
    csv
}

pub(crate) async fn tournament(app: &mut TestApp, ruleset: &str, count: usize) -> i64 {
    let id = app
        .create_tournament_from(&[("name", "Tag night"), ("ruleset", ruleset)])
        .await;
    let imported = app.import_players(id, &people(count)).await;
    assert_eq!(imported.status, StatusCode::OK, "{}", imported.body);
    app.post(&format!("/admin/t/{id}/players/checkin-all"), &[])
        .await;
    id
}

/// Each tag-team game's eight people by stored seat (0–7).
async fn tables_of_eight(app: &TestApp, id: i64) -> Vec<(i64, Vec<String>)> {
    let rows: Vec<(i64, i64, String)> = sqlx::query_as(
        "SELECT g.id, s.seat, p.name FROM games g JOIN rounds r ON r.id = g.round_id
           JOIN game_seats s ON s.game_id = g.id JOIN players p ON p.id = s.player_id
          WHERE r.tournament_id = $1 ORDER BY g.table_number, s.seat",
    )
    .bind(id)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let mut games: Vec<(i64, Vec<String>)> = Vec::new();
    for (game, seat, name) in rows {
        if games.last().is_none_or(|g| g.0 != game) {
            games.push((game, Vec::new()));
        }
        let people = &mut games.last_mut().unwrap().1;
        assert_eq!(seat as usize, people.len(), "seats 0–7 in order");
        people.push(name);
    }
    games
}

/// Starts round 1 under tag teams by the random draw.
pub(crate) async fn start_tag_teams(app: &mut TestApp, id: i64) {
    let choice = [("table_rule", "tag-teams"), ("mode", "random")];
    let proposal = app
        .post(&format!("/admin/t/{id}/rounds/propose"), &choice)
        .await;
    assert_eq!(proposal.status, StatusCode::OK, "{}", proposal.body);
    proposal.assert_contains(" &#38; ");
    let started = app.post(&format!("/admin/t/{id}/rounds"), &choice).await;
    assert_eq!(started.status, StatusCode::SEE_OTHER, "{}", started.body);
}

#[tokio::test]
async fn sixteen_people_drawn_as_tag_teams_sit_eight_to_a_table_two_partners_to_a_seat() {
    let mut app = TestApp::signed_in().await;
    let id = tournament(&mut app, "mangan", 16).await;
    let manage = app.get(&format!("/admin/t/{id}")).await;
    manage
        .page()
        .select("input[name=table_rule][value=tag-teams]")
        .assert_count(1);
    manage.assert_contains("tag teams: 2 tables of eight, two partners to each seat");
    start_tag_teams(&mut app, id).await;

    let games = tables_of_eight(&app, id).await;
    assert_eq!(games.len(), 2, "{games:?}");
    let mut everyone: Vec<&String> = games.iter().flat_map(|g| &g.1).collect();
    everyone.sort();
    everyone.dedup();
    assert_eq!(everyone.len(), 16, "everyone once: {games:?}");

    // The round's page names each seat's two partners; finding a partner gives their seat.
    let (game, eight) = &games[0];
    let round = app.get(&format!("/t/{id}/rounds/1")).await;
    round.assert_contains(&format!("{} &#38; {}", eight[0], eight[4]));
    round.assert_contains(&format!("{} &#38; {}", eight[3], eight[7]));
    let seat = app
        .get(&format!("/t/{id}/seat?q={}", eight[5].to_lowercase()))
        .await;
    seat.assert_contains("South");

    // The game is the tag-team game of eight: its sheet names all eight.
    let sheet = app.get(&format!("/admin/t/{id}/games/{game}")).await;
    assert_eq!(sheet.status, StatusCode::OK, "{}", sheet.body);
    for name in eight {
        sheet.assert_contains(name);
    }
}

#[tokio::test]
async fn tag_teams_are_refused_with_the_reason_for_twelve_people_another_seating_or_style() {
    let mut app = TestApp::signed_in().await;
    let twelve = tournament(&mut app, "mangan", 12).await;
    let manage = app.get(&format!("/admin/t/{twelve}")).await;
    manage.assert_contains("not with 12 players: check in a multiple of eight");
    let riichi = tournament(&mut app, "wrc", 16).await;
    let manage = app.get(&format!("/admin/t/{riichi}")).await;
    manage
        .page()
        .select("input[name=table_rule][value=tag-teams]")
        .assert_count(0);
    let sixteen = tournament(&mut app, "mangan", 16).await;
    for (id, mode, reason) in [
        (
            twelve,
            "random",
            "12 players cannot all sit at tag-team tables of eight",
        ),
        (
            sixteen,
            "balanced",
            "tag-team tables are seated by the random draw only",
        ),
        (riichi, "random", "has no tag-team form"),
    ] {
        let refused = app
            .post(
                &format!("/admin/t/{id}/rounds/propose"),
                &[("table_rule", "tag-teams"), ("mode", mode), ("count", "2")],
            )
            .await;
        assert_eq!(
            refused.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{}",
            refused.body
        );
        let page = refused.page();
        page.select(".error").assert_text_contains(reason);
        assert_eq!(page.select("input[name=count]").attr("value"), "2");
    }
    let rounds: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM rounds")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(rounds, 0, "nothing started");
}

/// A tag-team game through the sheet until five reach 0: per hand, who sat at each seat when
/// it ended (`seated0`…`seated3`, people 0–7) and a yakuman ron whose discarder pays 32,000
/// (a non-dealer's; the winner receives nothing). The payers are people 3, 7, 1, 2 and 6.
const TAG_HANDS: [(&str, [&str; 4]); 5] = [
    (
        "outcome=ron&discarder=3&win1=1&value1=y1",
        ["0", "1", "2", "3"],
    ),
    (
        "outcome=ron&discarder=3&win2=1&value2=y1",
        ["0", "1", "2", "7"],
    ),
    (
        "outcome=ron&discarder=1&win3=1&value3=y1",
        ["0", "1", "2", "7"],
    ),
    (
        "outcome=ron&discarder=2&win0=1&value0=y1",
        ["0", "5", "2", "7"],
    ),
    (
        "outcome=ron&discarder=2&win1=1&value1=y1",
        ["0", "5", "6", "7"],
    ),
];

/// Each person's final points, by number: the five payers at 25,000 − 32,000.
const TAG_POINTS: [i64; 8] = [
    25_000, -7_000, -7_000, -7_000, 25_000, 25_000, -7_000, -7_000,
];

/// The form fields of a hand as the sheet posts them.
fn hand_fields<'a>(query: &'a str, seated: &'a [&'a str; 4]) -> Vec<(String, &'a str)> {
    let mut fields: Vec<(String, &str)> = query
        .split('&')
        .map(|pair| pair.split_once('=').unwrap())
        .map(|(k, v)| (k.to_string(), v))
        .collect();
    fields.extend((0..4).map(|s| (format!("seated{s}"), seated[s])));
    fields
}

/// Records [`TAG_HANDS`] on the sheet of `game`.
async fn play_tag_hands(app: &mut TestApp, id: i64, game: i64) {
    for (query, seated) in &TAG_HANDS {
        let fields = hand_fields(query, seated);
        let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        app.record_hand(id, game, &fields).await;
    }
}

/// A Mangan tournament of eight seated as one tag-team table, its game played to the end with
/// [`TAG_HANDS`]: the tournament, the game and its eight names by stored seat.
async fn played_tag_game(app: &mut TestApp) -> (i64, i64, Vec<String>) {
    let id = tournament(app, "mangan", 8).await;
    start_tag_teams(app, id).await;
    let (game, eight) = tables_of_eight(app, id).await.remove(0);
    play_tag_hands(app, id, game).await;
    (id, game, eight)
}

#[tokio::test]
async fn a_tag_team_game_through_the_sheet_ends_when_five_reach_0_counted_per_person() {
    let mut app = TestApp::signed_in().await;
    let id = tournament(&mut app, "mangan", 8).await;
    start_tag_teams(&mut app, id).await;
    let (game, eight) = tables_of_eight(&app, id).await.remove(0);
    let sheet = format!("/admin/t/{id}/games/{game}");

    // The form offers each seat's two partners; a person who does not share the seat is
    // refused with the reason, keeping what was typed.
    let page = app.get(&sheet).await;
    page.page()
        .select("select[name=seated3] option")
        .assert_count(2);
    page.assert_contains("Seated when the hand ended");
    let version = crate::common::hidden_field(&page.body, "version").unwrap();
    let refused = app
        .post(
            &format!("{sheet}/hands"),
            &[
                ("version", version.as_str()),
                ("action", "save"),
                ("outcome", "ron"),
                ("discarder", "3"),
                ("win1", "1"),
                ("value1", "y1"),
                ("seated0", "0"),
                ("seated1", "1"),
                ("seated2", "2"),
                ("seated3", "6"),
            ],
        )
        .await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.body
    );
    refused.assert_contains(&format!(
        "{} is not one of the two partners of North",
        eight[6]
    ));
    assert_eq!(
        refused
            .page()
            .select("input[name=discarder][checked]")
            .attr("value"),
        "3"
    );

    play_tag_hands(&mut app, id, game).await;
    let after = app.get(&sheet).await;
    after
        .assert_contains("(5 of 8)")
        .assert_contains("game over");
    after.assert_contains("not seated when the hand ended");

    results_agree_per_person(&mut app, id, game, &eight).await;
}

/// The finished game of `TAG_HANDS`: its stored results, the standings CSV, the standings page
/// and each person's page agree for all eight people.
async fn results_agree_per_person(app: &mut TestApp, id: i64, game: i64, eight: &[String]) {
    let stored: Vec<(i64, i64, Option<i64>)> = sqlx::query_as(
        "SELECT seat, points, place FROM game_results WHERE game_id = $1 ORDER BY seat",
    )
    .bind(game)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let points: Vec<i64> = stored.iter().map(|r| r.1).collect();
    assert_eq!(points, TAG_POINTS, "{stored:?}");
    assert_eq!(stored[0].2, Some(1), "person 0 wins the tie on number");

    // The standings CSV, the standings page and each player's page agree per person.
    let reply = app.get(&format!("/t/{id}/export/standings.csv")).await;
    let rows: Vec<Vec<String>> = reply
        .body
        .trim_start_matches('\u{feff}')
        .lines()
        .map(|line| line.split(',').map(str::to_string).collect())
        .collect();
    let name_at = rows[0].iter().position(|h| h == "name").unwrap();
    assert_eq!(rows.len(), 9, "eight people: {rows:?}");
    assert_eq!(rows[1][name_at], eight[0], "the winner first: {rows:?}");
    let standings = app.get(&format!("/t/{id}/standings")).await;
    for (person, name) in eight.iter().enumerate() {
        assert!(rows.iter().any(|r| &r[name_at] == name), "{name}: {rows:?}");
        standings.assert_contains(name);
        let player = app.player_id(name).await;
        let page = app.get(&format!("/t/{id}/players/{player}")).await;
        assert_eq!(page.status, StatusCode::OK, "{}", page.body);
        let shown = if TAG_POINTS[person] < 0 {
            "−7000"
        } else {
            "25000"
        };
        page.assert_contains(shown);
    }
}

/// A partner choice posted at a Mangan table of four (not tag team) is refused with the reason,
/// and the form keeps what was typed; nothing is saved.
#[tokio::test]
async fn a_partner_choice_at_a_table_that_is_not_tag_team_is_refused_keeping_the_form() {
    let mut app = TestApp::signed_in().await;
    let id = app
        .create_tournament_from(&[("name", "Four at Mangan"), ("ruleset", "mangan")])
        .await;
    app.draw_round_one(id, &people(4)).await;
    let game = app.game_ids(id).await[0];
    let sheet = format!("/admin/t/{id}/games/{game}");
    let refused = app
        .post_hand(
            &sheet,
            "save",
            &[
                ("outcome", "ron"),
                ("discarder", "2"),
                ("win0", "1"),
                ("value0", "mangan"),
                ("seated0", "0"),
                ("seated1", "1"),
                ("seated2", "2"),
                ("seated3", "3"),
            ],
        )
        .await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.body
    );
    refused.assert_contains("only at a Mangan table of eight in the tag-team form");
    assert_eq!(
        refused
            .page()
            .select("input[name=discarder][checked]")
            .attr("value"),
        "2"
    );
    let saved: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM hands WHERE game_id = $1")
        .bind(game)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(saved, 0);
}

/// The people whose PIN takes each seat's phone: the first partner at East and West, the
/// second at South and North (either partner may take it).
const PHONE_TAKERS: [usize; 4] = [0, 5, 2, 7];

/// The table's four phones, one a seat, each taken by `PHONE_TAKERS`' partner with their PIN;
/// a second phone is refused the seat its partner's phone holds, whoever it asks as.
async fn four_phones_at_the_seats(ev: &mut Event, eight: &[String]) -> Vec<Phone> {
    let chooser = ev.phone_get(&mut Phone::default(), &ev.table_url(0)).await;
    chooser.assert_ok();
    let page = chooser.page();
    page.select("fieldset.seat-pair").assert_count(4);
    page.select("button.seat-choice").assert_count(8);
    page.select("fieldset.seat-pair legend").assert_texts(&[
        &format!("East: {} & {}", eight[0], eight[4]),
        &format!("South: {} & {}", eight[1], eight[5]),
        &format!("West: {} & {}", eight[2], eight[6]),
        &format!("North: {} & {}", eight[3], eight[7]),
    ]);
    let mut phones = Vec::new();
    for person in PHONE_TAKERS {
        phones.push(ev.phone_at(0, person).await);
    }
    // South is Bea & Fay's one phone: neither partner seats a second phone there.
    for person in [1, 5] {
        let refused = ev.take_seat(&mut Phone::default(), 0, person).await;
        assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
        refused.assert_contains(&format!(
            "Another phone already sits as {} &#38; {} (South)",
            eight[1], eight[5]
        ));
    }
    // The phone serves both partners: tapping the other one changes nothing.
    ev.take_seat(&mut phones[1], 0, 1).await.assert_redirects();
    phones
}

/// A tag-team game entered and confirmed from the table's four phones: each seat's phone is
/// shared by its partners and names both; the hand form asks who was seated at each seat when
/// the hand ended; the phone confirming a hand reads who was; a wrong partner is refused with
/// the reason, keeping the form; the game ends when five reach 0, counted per person.
#[tokio::test]
async fn a_tag_team_game_entered_and_confirmed_from_four_phones_counts_per_person() {
    let mut app = TestApp::signed_in().await;
    let id = tournament(&mut app, "mangan", 8).await;
    start_tag_teams(&mut app, id).await;
    let (game, eight) = tables_of_eight(&app, id).await.remove(0);
    let mut ev = Event::at_the_tables(app, id).await;
    let mut phones = four_phones_at_the_seats(&mut ev, &eight).await;
    // The organizer's sheet names each phone's seat by both partners, either may hold it.
    let sheet = ev.app.get(&format!("/admin/t/{id}/games/{game}")).await;
    let held = sheet.page().select(".held-seats li").texts();
    for (seat, wind) in ["East", "South", "West", "North"].iter().enumerate() {
        let title = format!("{} & {} ({wind}):", eight[seat], eight[seat + 4]);
        assert!(
            held.iter().any(|line| line.starts_with(&title)),
            "{title} in {held:?}"
        );
    }

    let south = ev.sheet(&mut phones[1], 0).await;
    south.assert_contains(&format!("you are <b>{} &#38; {}</b>", eight[1], eight[5]));
    let form = south.page();
    for seat in 0..4 {
        let options = form.select(&format!("select[name=seated{seat}] option"));
        assert_eq!(
            options.attrs("value"),
            [seat.to_string(), (seat + 4).to_string()]
        );
    }
    let wrong = hand_fields(TAG_HANDS[0].0, &["0", "1", "2", "6"]);
    let wrong: Vec<(&str, &str)> = wrong.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    let refused = ev.enter_as_posted(&mut phones[1], 0, &wrong).await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.body
    );
    refused.assert_contains(&format!(
        "{} is not one of the two partners of North",
        eight[6]
    ));
    let kept = refused.page();
    assert_eq!(
        kept.select("input[name=discarder][checked]").attr("value"),
        "3"
    );

    // Hand n is entered by phone n and confirmed by the next, who reads who was seated.
    for (n, (query, seated)) in TAG_HANDS.iter().enumerate() {
        let fields = hand_fields(query, seated);
        let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        let (entering, confirming) = (n % 4, (n + 1) % 4);
        ev.enter(&mut phones[entering], 0, &fields)
            .await
            .assert_redirects();
        let theirs = ev.sheet(&mut phones[confirming], 0).await;
        let north = usize::from(seated[3].parse::<u8>().unwrap());
        theirs.assert_contains(&format!(
            "North: {} (partner {})",
            eight[north],
            eight[(north + 4) % 8]
        ));
        let confirmed = ev.decide(&mut phones[confirming], 0, n, None).await;
        confirmed.assert_redirects();
    }
    assert_eq!(ev.statuses(0).await, ["confirmed"; 5]);
    let over = ev.sheet(&mut phones[0], 0).await;
    over.assert_contains("(5 of 8)")
        .assert_contains("game over");
    results_agree_per_person(&mut ev.app, id, game, &eight).await;
}
