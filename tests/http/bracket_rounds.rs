//! Rounds played before a bracket: a bracket of two qualifying rounds counting the rounds
//! already played, every page agreeing on who qualifies; two more rounds and a cut on all four;
//! rounds a club format cannot count staying outside the bracket only when the organizer says
//! so. The bracket events are [`crate::bracket`]'s.

use crate::bracket::{section, Event, EIGHT};
use crate::common::Penalty;

use axum::http::StatusCode;
use std::collections::HashSet;

const TWELVE: &str = "name\nAiko\nBen\nChloé\nDev\nEve\nFumiko\nGus\nHana\nIvo\nJun\nKai\nLeo\n";

impl Event {
    /// Starts the next round from the tournament page, as step 5 of docs/organizer.md does.
    async fn start_round(&mut self, mode: &str) {
        let started = self
            .app
            .post(
                &format!("/admin/t/{}/rounds", self.id),
                &[("mode", mode), ("table_rule", "substitute")],
            )
            .await;
        started.assert_redirects();
    }

    /// Each player's sum of final game scores, in hundredths, recomputed from the games CSV
    /// (every finished game, whatever page or stage it belongs to).
    async fn totals_from_games_csv(&mut self) -> std::collections::HashMap<String, i64> {
        let csv = self
            .app
            .get(&format!("/t/{}/export/games.csv", self.id))
            .await
            .body;
        let mut totals = std::collections::HashMap::new();
        for line in csv.lines().skip(1) {
            let cells: Vec<&str> = line.split(',').collect();
            let (player, score) = (cells[3], cells[6]);
            if score.is_empty() || player.is_empty() {
                continue;
            }
            *totals.entry(player.to_string()).or_insert(0) += hundredths(score);
        }
        totals
    }

    /// The names of the players the cut put in the finals (stage 1).
    async fn finalists(&self) -> HashSet<String> {
        let mut names = HashSet::new();
        for p in self.stage_players(1).await {
            names.insert(self.name(p).await);
        }
        names
    }

    /// The standings CSV as rows of named cells.
    async fn standings_csv(&mut self) -> Vec<std::collections::HashMap<String, String>> {
        let csv = self
            .app
            .get(&format!("/t/{}/export/standings.csv", self.id))
            .await
            .body;
        let mut lines = csv.lines();
        let header: Vec<String> = lines
            .next()
            .unwrap()
            .split(',')
            .map(str::to_string)
            .collect();
        lines
            .map(|l| {
                header
                    .iter()
                    .cloned()
                    .zip(l.split(',').map(str::to_string))
                    .collect()
            })
            .collect()
    }
}

/// "-3.5", "67", "+12" as hundredths.
fn hundredths(text: &str) -> i64 {
    let text = text.replace('−', "-").replace('+', "");
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest.to_string()),
        None => (false, text.clone()),
    };
    let (units, fraction) = digits.split_once('.').unwrap_or((digits.as_str(), ""));
    let fraction = format!("{fraction:0<2}");
    let value = units.parse::<i64>().unwrap() * 100 + fraction[..2].parse::<i64>().unwrap();
    if negative {
        -value
    } else {
        value
    }
}

/// Hundredths as the pages write a score: "+12", "−3.5", "0".
fn signed_text(hundredths: i64) -> String {
    let (abs, units, fraction) = (
        hundredths.abs(),
        hundredths.abs() / 100,
        hundredths.abs() % 100,
    );
    let number = if fraction == 0 {
        units.to_string()
    } else if fraction % 10 == 0 {
        format!("{units}.{}", fraction / 10)
    } else {
        format!("{units}.{fraction:02}")
    };
    match hundredths.signum() {
        1 => format!("+{number}"),
        -1 if abs > 0 => format!("−{number}"),
        _ => "0".into(),
    }
}

/// Plays every game of the newest round in one hand: `early` rounds let the lowest player id
/// at each table win a double yakuman off the highest; later ones let the highest id win a
/// yakuman off the second-lowest. The lowest id of all (the first player) so piles up points
/// in the early rounds and never wins nor busts later.
async fn play_round(ev: &mut Event, early: bool) {
    for game in ev.last_round().await {
        let mut by_id: Vec<(i64, usize)> = game
            .seats
            .iter()
            .enumerate()
            .filter_map(|(seat, p)| p.map(|p| (p, seat)))
            .collect();
        by_id.sort_unstable();
        let (winner, discarder, value) = if early {
            (by_id[0].1, by_id[by_id.len() - 1].1, "y2")
        } else {
            (by_id[by_id.len() - 1].1, by_id[1].1, "y1")
        };
        ev.play(&game, winner, discarder, value).await;
    }
}

/// Asserts a cut of four on `totals` (name → total): everyone above the fourth total is among
/// `finalists`, nobody below it (those level with it may go either way).
fn assert_cut_at_the_fourth_total(
    totals: &std::collections::HashMap<String, i64>,
    finalists: &HashSet<String>,
) {
    let mut ranked: Vec<i64> = totals.values().copied().collect();
    ranked.sort_unstable_by(|a, b| b.cmp(a));
    let fourth = ranked[3];
    for (name, total) in totals {
        if *total > fourth {
            assert!(
                finalists.contains(name),
                "{name} ({total}) is above the cut: {totals:?}"
            );
        }
        if *total < fourth {
            assert!(
                !finalists.contains(name),
                "{name} ({total}) is below the cut: {totals:?}"
            );
        }
    }
}

/// The bracket form's fields for `qualifying` rounds, a cut to four and two semi-final and two
/// final games, each stage starting from zero.
fn cut_to_four_after(qualifying: &'static str) -> [(&'static str, &'static str); 6] {
    [
        ("qualifying_rounds", qualifying),
        ("cut", "4"),
        ("semi_games", "2"),
        ("semi_carry", "reset"),
        ("final_games", "2"),
        ("final_carry", "reset"),
    ]
}

#[tokio::test]
async fn two_rounds_before_a_bracket_of_two_qualifying_rounds_count_and_every_page_agrees_on_who_qualifies(
) {
    let mut ev = Event::new(TWELVE, 12).await;
    let id = ev.id;
    ev.start_round("random").await;
    play_round(&mut ev, true).await;
    // The round-2 proposal names the true bound: each table of four takes its players from
    // round 1's three tables, so at least one pair per table meets again.
    let proposal = ev
        .app
        .propose_round(id, &[("mode", "balanced"), ("table_rule", "substitute")])
        .await;
    proposal.assert_contains(
        "Fewest repeat meetings any seating of these tables can reach</td><td class=\"num\">0</td><td class=\"num\">3</td>",
    );
    ev.start_round("balanced").await;
    play_round(&mut ev, true).await;
    let first: i64 = sqlx::query_scalar("SELECT MIN(id) FROM players WHERE tournament_id = $1")
        .bind(id)
        .fetch_one(&ev.app.pool)
        .await
        .unwrap();
    let first_name = ev.name(first).await;

    // The setup page says what happens to the two rounds before anything is confirmed.
    let path = ev.bracket();
    ev.app
        .get(&path)
        .await
        .assert_contains("2 rounds were already played (rounds 1 and 2)")
        .assert_contains("Count them as the first 2 qualifying games")
        .assert_contains("Leave them outside the bracket");
    let plan = cut_to_four_after("2");
    let created = ev
        .app
        .post(&path, &[&plan[..], &[("earlier", "count")]].concat())
        .await;
    created.assert_redirects();
    // The two rounds are qualifying games 1 and 2: qualifying is over, the cut is next, and
    // the standings already rank by them (not twelve players at 0).
    ev.app
        .get(&path)
        .await
        .assert_contains("Make the cut to the finals")
        .assert_lacks("Seat qualifying game");
    let early = ev.totals_from_games_csv().await;
    let rows = ev.standings_csv().await;
    let best = early.values().copied().max().unwrap();
    assert_eq!(hundredths(&rows[0]["qualifying_total"]), best, "{rows:?}");
    for row in &rows {
        assert_eq!(
            hundredths(&row["qualifying_total"]),
            early[&row["name"]],
            "{row:?}"
        );
    }

    // The cut ranks on the two counted rounds: everyone above the fourth total goes on,
    // nobody below it. The first player won both (two double yakuman, more than anyone with
    // one win can have), so at most two others are level or above: they go on.
    ev.press("cut").await;
    let finalists = ev.finalists().await;
    assert_cut_at_the_fourth_total(&early, &finalists);
    assert!(finalists.contains(&first_name));
    ev.app
        .get(&format!("/t/{id}/bracket"))
        .await
        .assert_contains("of 12 after 2 qualifying rounds");
}

#[tokio::test]
async fn a_bracket_of_two_qualifying_rounds_after_two_rounds_plays_two_more_and_cuts_on_all_four() {
    let mut ev = Event::new(TWELVE, 12).await;
    let id = ev.id;
    ev.start_round("random").await;
    play_round(&mut ev, true).await;
    ev.start_round("balanced").await;
    play_round(&mut ev, true).await;
    let path = ev.bracket();
    let plan = cut_to_four_after("4");
    // Fewer qualifying rounds than the rounds that would count: refused with the reason.
    let mut short = plan;
    short[0] = ("qualifying_rounds", "1");
    let refused = ev
        .app
        .post(&path, &[&short[..], &[("earlier", "count")]].concat())
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_contains("choose at least 2 qualifying rounds");
    // No choice made: refused, nothing set up.
    let refused = ev.app.post(&path, &plan).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_contains("Rounds 1 and 2 are already played: choose whether they count");
    assert!(ev.stage_players(0).await.is_empty());

    let created = ev
        .app
        .post(&path, &[&plan[..], &[("earlier", "count")]].concat())
        .await;
    created.assert_redirects();
    ev.app
        .get(&path)
        .await
        .assert_contains("Seat qualifying game 3");
    for _ in 0..2 {
        ev.press("seat").await;
        play_round(&mut ev, false).await;
    }
    let all = ev.totals_from_games_csv().await;
    ev.press("cut").await;
    let finalists = ev.finalists().await;
    // Whoever is above the fourth total over all four rounds goes on, nobody below it.
    assert_cut_at_the_fourth_total(&all, &finalists);
    // The standings, their CSV and the bracket page say the same: the finalists first, each
    // with the qualifying total of all four rounds beside the finals total.
    let rows = ev.standings_csv().await;
    let listed: HashSet<String> = rows[..4].iter().map(|r| r["name"].clone()).collect();
    assert_eq!(listed, finalists, "{rows:?}");
    for row in &rows {
        assert_eq!(
            hundredths(&row["qualifying_total"]),
            all[&row["name"]],
            "{row:?}"
        );
    }
    let standings = ev.app.get(&format!("/t/{id}/standings")).await;
    let finals = section(&standings.body, "<h2 class=\"stage-title\">Finals</h2>");
    for name in &finalists {
        assert!(finals.contains(name.as_str()), "{name} in:\n{finals}");
    }
    for name in &finalists {
        let cell = format!(
            "<td class=\"num qualifying\">{}</td>",
            signed_text(all[name])
        );
        assert!(finals.contains(&cell), "{name}: {cell} in:\n{finals}");
    }
    let bracket = ev.app.get(&format!("/t/{id}/bracket")).await;
    bracket.assert_contains("of 12 after 4 qualifying rounds");
    let finals_stage = section(&bracket.body, "<h2>Finals");
    for name in &finalists {
        assert!(finals_stage.contains(name.as_str()), "{name}");
    }
}

#[tokio::test]
async fn rounds_a_club_format_cannot_count_stay_outside_the_bracket_only_when_the_organizer_says_so(
) {
    let mut ev = Event::new(EIGHT, 8).await;
    let id = ev.id;
    ev.start_round("random").await;
    let round1 = ev.last_round().await;
    for game in &round1 {
        ev.finish(game, 1).await;
    }
    // A penalty in round 1, tied to its game: it stays with round 1, outside the bracket.
    let outside = round1[0].seats[2].unwrap();
    ev.app
        .give_penalty(
            id,
            outside,
            Some(round1[0].id),
            Penalty::new("dropped_tile", "2", "Dropped a tile"),
        )
        .await;

    let path = ev.bracket();
    ev.app
        .get(&path)
        .await
        .assert_contains("1 round was already played (round 1)")
        .assert_contains("seats its own qualifying games, so rounds played before cannot count")
        .assert_lacks("Count them as the first");
    let refused = ev.app.post(&path, &[]).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_contains("Round 1 is already played");
    let refused = ev.app.post(&path, &[("earlier", "count")]).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    refused.assert_contains("format for 8 entrants seats its own qualifying games");
    let created = ev.app.post(&path, &[("earlier", "leave")]).await;
    created.assert_redirects();
    let public = ev.app.get(&format!("/t/{id}/bracket")).await;
    public.assert_contains("Round 1 was played outside the bracket: it counts for nothing in it");
    ev.app
        .get(&path)
        .await
        .assert_contains("round 1 left outside the bracket");

    // Qualifying at the same two tables, the cut, then the finals with a penalty given during
    // them; the finals totals name only the finals' own games and penalties.
    for _ in 0..2 {
        ev.press("seat").await;
        for game in ev.last_round().await {
            ev.finish(&game, 1).await;
        }
    }
    ev.press("cut").await;
    let finalists = ev.stage_players(1).await;
    let penalised = finalists[0];
    ev.press("seat").await;
    ev.app
        .give_penalty(
            id,
            penalised,
            None,
            Penalty::new("discussion", "3", "Discussed the discards"),
        )
        .await;
    let game = ev.last_round().await.remove(0);
    ev.finish(&game, 1).await;
    ev.press("seat").await;
    let game = ev.last_round().await.remove(0);
    ev.finish(&game, 1).await;
    // The finals games of the penalised player, from the games CSV (rounds 4 and 5).
    let games = ev.app.export_file(id, "games.csv").await;
    let name = ev.name(penalised).await;
    let finals_games: i64 = games
        .lines()
        .skip(1)
        .map(|l| l.split(',').collect::<Vec<_>>())
        .filter(|c| c[3] == name && (c[0] == "4" || c[0] == "5") && !c[6].is_empty())
        .map(|c| hundredths(c[6]))
        .sum();
    let standings = ev.app.get(&format!("/t/{id}/standings")).await;
    let finals = crate::common::unescape(section(
        &standings.body,
        "<h2 class=\"stage-title\">Finals</h2>",
    ));
    let expected = format!("{} in games, −3 penalties", signed_text(finals_games));
    assert!(finals.contains(&expected), "{expected} in:\n{finals}");
    let total = finals_games - 300;
    let total_text = format!("<b>{}</b>", signed_text(total));
    assert!(finals.contains(&total_text), "{total_text} in:\n{finals}");
    // The round-1 penalty counts nowhere in the bracket: the qualifying lines show none of it.
    let bracket = ev.app.get(&format!("/t/{id}/bracket")).await;
    let qualifying = section(&bracket.body, "<h2>Qualifying");
    assert!(!qualifying.contains("penalties"), "{qualifying}");
    // The CSV carries the qualifying total beside the final ranking, as numbers.
    let rows = ev.standings_csv().await;
    let row = rows.iter().find(|r| r["name"] == name).unwrap();
    assert_eq!(hundredths(&row["stage_total"]), total, "{row:?}");
    assert!(!row["qualifying_total"].is_empty(), "{row:?}");
}
