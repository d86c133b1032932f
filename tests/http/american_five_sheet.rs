//! The score sheet and the table phones at an American table of five (docs/rules.md §10, "A
//! game of five"): five people drawn to one table, the bettor's bet on the hand form, the four
//! chairs of each hand named by the people sitting there, five columns on the sheet with each
//! person's wind or bet, a hand without a bet refused with the reason and the form kept, and the
//! fifth person's own phone entering a hand that another seat's phone confirms.

use crate::common::{self, Reply, TestApp};
use crate::styles::Phone;

/// An American event of five players seated at one table of five: the tournament, its game and
/// the people by starting seat (0–3 the chairs of the first hand, 4 the first bettor).
struct FiveTable {
    app: TestApp,
    id: i64,
    game: i64,
    people: Vec<String>,
}

impl FiveTable {
    async fn start() -> FiveTable {
        let mut app = TestApp::signed_in().await;
        let id = app
            .create_tournament_from(&[("name", "Card night of five"), ("ruleset", "american")])
            .await;
        let imported = app
            .import_players(id, "name\nAnn\nBea\nCal\nDot\nEve\n")
            .await;
        imported.assert_ok();
        app.check_in_all(id).await;
        let started = app.start_round(id, &[("table_rule", "fifth-seats")]).await;
        started.assert_redirects();
        let rows: Vec<(i64, i64, String)> = sqlx::query_as(
            "SELECT g.id, s.seat, p.name FROM games g JOIN rounds r ON r.id = g.round_id
               JOIN game_seats s ON s.game_id = g.id JOIN players p ON p.id = s.player_id
              WHERE r.tournament_id = $1 ORDER BY s.seat",
        )
        .bind(id)
        .fetch_all(&app.pool)
        .await
        .unwrap();
        let seats: Vec<i64> = rows.iter().map(|r| r.1).collect();
        assert_eq!(seats, [0, 1, 2, 3, 4], "one table of five");
        FiveTable {
            app,
            id,
            game: rows[0].0,
            people: rows.into_iter().map(|r| r.2).collect(),
        }
    }

    fn sheet_url(&self) -> String {
        format!("/admin/t/{}/games/{}", self.id, self.game)
    }

    async fn post_hand(&mut self, action: &str, fields: &[(&str, &str)]) -> Reply {
        let page = self.app.get(&self.sheet_url()).await;
        let version = common::hidden_field(&page.body, "version").expect("the form's version");
        let mut all = vec![("version", version.as_str()), ("action", action)];
        all.extend_from_slice(fields);
        self.app
            .post(&format!("{}/hands", self.sheet_url()), &all)
            .await
    }

    /// The people named `indices` (by starting seat).
    fn names(&self, indices: &[usize]) -> Vec<String> {
        indices.iter().map(|&i| self.people[i].clone()).collect()
    }
}

/// The names heading the hand form's four chairs, without their winds.
fn chair_names(page: &crate::html::Page) -> Vec<String> {
    page.select("#hand-form .seat-form legend")
        .texts()
        .iter()
        .map(|l| l.split(" (").next().unwrap_or_default().to_string())
        .collect()
}

#[tokio::test]
async fn a_table_of_five_records_the_bet_names_the_chairs_of_each_hand_and_keeps_five_columns() {
    let mut t = FiveTable::start().await;
    let sheet = t.app.get(&t.sheet_url()).await;
    sheet.assert_ok();
    let page = sheet.page();
    assert_eq!(
        page.select("table.sheet thead .sheet-name").texts(),
        t.names(&[0, 1, 2, 3, 4])
    );
    // The first hand: people 0–3 in the chairs, person 4 bets.
    let legends = chair_names(&page);
    assert_eq!(legends, t.names(&[0, 1, 2, 3]));
    page.select("#hand-form fieldset.bet legend")
        .assert_text(&format!("{} bets on", t.people[4]));
    let mut choices = t.names(&[0, 1, 2, 3]);
    choices.push("a wall game".into());
    assert_eq!(
        page.select("#hand-form fieldset.bet label").texts(),
        choices
    );

    // A hand without a bet is refused with the reason; what was typed stays.
    let no_bet = [
        ("outcome", "ron"),
        ("discarder", "1"),
        ("win0", "1"),
        ("points0", "25"),
    ];
    let refused = t.post_hand("preview", &no_bet).await;
    refused.assert_unprocessable();
    let page = refused.page();
    page.select(".error")
        .assert_text_contains(
            "every hand at a table of five records the bettor's bet: choose the player bet on, or a wall game",
        );
    assert_eq!(
        page.select("#hand-form input[name=points0]").attr("value"),
        "25"
    );
    page.select("#hand-form input[name=win0][checked]")
        .assert_count(1);

    // The club's example: Ann wins 25 off Bea, Eve bet on Dot. Each person's change, in the
    // sheet's order of people.
    let mut first = no_bet.to_vec();
    first.push(("bet", "3"));
    let preview = t.post_hand("preview", &first).await;
    preview.assert_ok();
    let page = preview.page();
    assert_eq!(
        page.select("ol.pays .who").texts(),
        t.names(&[0, 1, 2, 3, 4])
    );
    page.select("ol.pays .delta")
        .assert_texts(&["+125", "−50", "−25", "−25", "−25"]);
    page.select(".pay-title")
        .assert_text_contains(&format!("{} bet on {}", t.people[4], t.people[3]));
    let saved = t.post_hand("save", &first).await;
    saved.assert_redirects();

    // The second hand: the bettor took the dealer's chair, the dealer bets.
    let page = t.app.get(&t.sheet_url()).await.page();
    let legends = chair_names(&page);
    assert_eq!(legends, t.names(&[4, 1, 2, 3]));
    page.select("#hand-form fieldset.bet legend")
        .assert_text(&format!("{} bets on", t.people[0]));
    // The challenge boxes under a chair name the players of this hand, not the first hand's
    // winds: under Eve's chair, Bea, Cal and Dot.
    let challengers = page
        .select("#hand-form fieldset.seat-form[data-seat='0'] .challenge label")
        .texts();
    assert_eq!(challengers, t.names(&[1, 2, 3]));
    // Eve, now in chair 0, self-picks 30 and Ann bet on her.
    let second = [
        ("outcome", "tsumo"),
        ("win0", "1"),
        ("points0", "30"),
        ("bet", "0"),
    ];
    let saved = t.post_hand("save", &second).await;
    saved.assert_redirects();

    // The public sheet: five columns, each person's wind or bet in each hand, their points.
    let public = t
        .app
        .get(&format!("/t/{}/games/{}", t.id, t.game))
        .await
        .page();
    let rows = public.select("table.sheet tbody tr:not(.note)").cells("td");
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].len(), 6, "{rows:?}");
    let places: Vec<String> = public
        .select("table.sheet tbody tr:not(.note) .seat-wind")
        .texts();
    assert_eq!(
        places,
        // Hand 2: Bea deals from chair 1 (East), Eve sits in chair 0 (North), Ann bets.
        ["E", "S", "W", "N", "bet", "bet", "E", "S", "W", "N"],
        "each person's place in each hand, in the columns' order"
    );
    // Each cell: the person's place, change, and points after the hand.
    assert_eq!(
        rows[1][1..],
        [
            "bet +180305",
            "E −120−170",
            "S −120−145",
            "W −120−145",
            "N +180155"
        ]
    );
    public
        .select("table.sheet tr.note td")
        .assert_text_contains(&format!(
            "{} self-picks 30, 60 from each; {} bet on {}",
            t.people[4], t.people[0], t.people[4]
        ));
}

#[tokio::test]
async fn the_fifth_persons_phone_enters_a_hand_that_a_player_in_a_chair_confirms() {
    let mut t = FiveTable::start().await;
    let id = t.id;
    let table = t.app.table_entry(id, t.game).await;

    // The chooser offers the five people, the fifth by their seat's name.
    let mut fifth = Phone::default();
    let chooser = fifth.get(&mut t.app, &table).await.page();
    let mut expected: Vec<String> = ["East", "South", "West", "North"]
        .iter()
        .enumerate()
        .map(|(i, wind)| format!("{} ({wind})", t.people[i]))
        .collect();
    expected.push(format!("{} (fifth seat)", t.people[4]));
    assert_eq!(chooser.select("button[name=seat]").texts(), expected);
    let chosen = fifth.take_seat(&mut t.app, &table, 4).await;
    chosen.assert_redirects();

    // The fifth person enters the first hand (a wall game they bet on) from their phone.
    let sheet = fifth.get(&mut t.app, &table).await;
    sheet.assert_ok();
    let form = common::HandFormFields::read(&sheet.body);
    let hand = [("outcome", "draw"), ("bet", "wall")];
    let saved = fifth
        .post(
            &mut t.app,
            &format!("{table}/hands"),
            &form.post("save", &hand),
        )
        .await;
    saved.assert_redirects();
    let status: String = sqlx::query_scalar("SELECT status FROM hands WHERE game_id = $1")
        .bind(t.game)
        .fetch_one(&t.app.pool)
        .await
        .unwrap();
    assert_eq!(status, "pending");
    // Their own phone may not confirm it; Bea's does.
    fifth
        .get(&mut t.app, &table)
        .await
        .page()
        .select("button.confirm-hand")
        .assert_none();
    let mut bea = Phone::default();
    let seated = bea.take_seat(&mut t.app, &table, 1).await;
    seated.assert_redirects();
    let page = bea.get(&mut t.app, &table).await.page();
    let confirmed = bea.confirm_offered_hand(&mut t.app, &page).await;
    confirmed.assert_redirects();
    let status: String = sqlx::query_scalar("SELECT status FROM hands WHERE game_id = $1")
        .bind(t.game)
        .fetch_one(&t.app.pool)
        .await
        .unwrap();
    assert_eq!(status, "confirmed");
    // The wall game the fifth person bet on: each of the four pays them 25.
    let public = t.app.get(&format!("/t/{id}/games/{}", t.game)).await.page();
    public
        .select("table.sheet tbody tr:not(.note) .delta")
        .assert_texts(&["−25", "−25", "−25", "−25", "+100"]);
}
