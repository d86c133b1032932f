//! What only Zung Jung has, beside the shared suite (docs/rules.md §9): the sheet's refusals
//! with the rule's words (a value no hand can have, a chicken hand under the World Series'
//! 5-point minimum, points typed beside tiles that score otherwise, a penalty of nothing) that
//! keep what was typed; hands from the tiles: scored pattern by pattern in the preview, stored
//! with their patterns, and refused with the scorer's reason keeping what was typed; the
//! calculator giving what `tenbou score` gives for the same golden hands under both presets;
//! the deal passing on a draw and on the dealer's win; the clock ending a game after the hand
//! in progress with tied players sharing the better place; a World Series bracket cut on the
//! qualifying games' points.

use super::{Event, Hand, WSOM, ZUNG_JUNG};
use crate::common::TestApp;
use crate::html::Page;

#[path = "../../support/score.rs"]
mod score_support;

use axum::http::StatusCode;
use serde_json::Value;
use tenbou::engine::styles::zung_jung::scoring::Pattern;

/// A refused hand: its fields and the reason shown.
type Refused = (&'static [(&'static str, &'static str)], &'static str);

#[tokio::test]
async fn the_zung_jung_sheet_refuses_impossible_values_with_the_reason_and_keeps_what_was_typed() {
    let mut ev = Event::start(&ZUNG_JUNG).await;
    ev.play(&ZUNG_JUNG, 1).await;
    let cases: [Refused; 4] = [
        (
            &[("outcome", "tsumo"), ("win2", "1"), ("points2", "42")],
            "42 points is not a value a hand can have: a Zung Jung hand is worth 1 (a chicken hand) or a multiple of 5 up to 320, or 400 or 480",
        ),
        (
            &[("outcome", "tsumo"), ("win2", "1"), ("points2", "330")],
            "330 points is not a value a hand can have",
        ),
        (
            &[("outcome", "tsumo"), ("win2", "1"), ("points2", "ten")],
            "a number of points",
        ),
        // The tiles decide: small three dragons 40, two concealed triplets 5, concealed
        // hand 5 and a value honor for each dragon triplet, 70 points, not 15.
        (
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("points2", "15"),
                ("hand2", "123m456p55566677z"),
                ("win_tile2", "4p"),
            ],
            "the tiles score 70 points but 15 points is typed",
        ),
    ];
    for (fields, reason) in cases {
        ev.assert_refused(fields, reason).await;
    }
    ev.assert_refused(
        &[("outcome", "draw"), ("penalty1", "0")],
        "give the points taken, a whole number above 0",
    )
    .await;
    // Nothing was saved by the refusals: the next hand is still E2.
    ev.record(&ZUNG_JUNG.game[1]).await;
}

#[tokio::test]
async fn the_world_series_refuses_a_chicken_hand_that_zung_jung_pays() {
    let mut ev = Event::start(&WSOM).await;
    // No chip offers a value the preset refuses; the typed one stays in its field.
    ev.assert_refused(
        &[("outcome", "tsumo"), ("win1", "1"), ("points1", "1")],
        "1 point is under the 5-point minimum of wsom",
    )
    .await;
    let mut zj = Event::start(&ZUNG_JUNG).await;
    zj.record(&Hand::new(
        "E1",
        "outcome=tsumo&win1=1&value1=1",
        "−1 +3 −1 −1",
    ))
    .await;
}

#[tokio::test]
async fn the_deal_passes_after_a_draw_and_after_the_dealers_win() {
    let mut ev = Event::start(&ZUNG_JUNG).await;
    // East deals E1 and wins it; South deals E2, which is drawn; West deals E3.
    ev.record(&Hand::new(
        "E1",
        "outcome=tsumo&win0=1&value0=10",
        "+30 −10 −10 −10",
    ))
    .await;
    ev.record(&Hand::new("E2", "outcome=draw", "· · · ·")).await;
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    sheet
        .select("#hand-form h2 .muted")
        .assert_text_contains("E3");
    sheet
        .select("#hand-form fieldset.seat-form[data-seat='2'] legend .badge")
        .assert_text("dealer");
    let labels = ev
        .app
        .get(&ev.public_url())
        .await
        .page()
        .select("table.sheet tbody td.hand b")
        .texts();
    assert_eq!(labels, ["E1", "E2"]);
}

#[tokio::test]
async fn when_time_is_up_the_hand_in_progress_ends_the_game_and_ties_share_the_better_place() {
    Event::start(&ZUNG_JUNG)
        .await
        .hand_at_time_up_ends_the_game(
            &[("outcome", "tsumo"), ("win3", "1"), ("value3", "20")],
            &["place", "2", "2", "2", "1"],
            &["−20", "−20", "−20", "+60"],
        )
        .await;
}

/// A World Series bracket: two qualifying games, each ended at time after its second hand,
/// then the cut names each qualifier with the points of their game.
#[tokio::test]
async fn a_world_series_bracket_cuts_on_the_qualifying_games_points() {
    // South wins 40 off East (70 from East, 25 from each other), then West self-draws 5 as
    // time runs out: each game ends at [−75, 115, −10, −30].
    super::bracket_cut_after_two_games_at_time(&WSOM, "40", "5")
        .await
        .assert_contains("1st in qualifying game 1 (+115)")
        .assert_contains("2nd in qualifying game 1 (−10)")
        .assert_contains("1st in qualifying game 2 (+115)")
        .assert_contains("2nd in qualifying game 2 (−10)");
}

/// The example of docs/zung-jung.md at the sheet: South wins on East's discard with pungs of
/// white and green dragons, a chow and a pair of red dragons: 60 points, paid 130 by the
/// discarder and 25 by each other player.
const DRAGONS_FROM_THE_TILES: Hand = Hand::new(
    "E1",
    "outcome=ron&discarder=0&win1=1&hand1=456p77z&win_tile1=4p&melds1=pon 555z, pon 666z, chi 123m",
    "−130 +180 −25 −25",
);

#[tokio::test]
async fn a_hand_entered_from_the_tiles_is_scored_pattern_by_pattern_and_stored_with_them() {
    let mut ev = Event::start(&ZUNG_JUNG).await;
    let preview = ev
        .post_hand("preview", &DRAGONS_FROM_THE_TILES.fields())
        .await;
    preview.assert_ok();
    let page = preview.page();
    let winner = ev.seats[1].1.clone();
    page.select(".tiles-score h3")
        .assert_text(&format!("{winner}'s hand"));
    page.select(".tiles-score .zj-result p.score-value")
        .assert_text("60 points");
    page.select(".tiles-score .zj-result .score-limit")
        .assert_none();
    assert_eq!(
        page.select(".tiles-score table.zj-patterns tr").cells("td"),
        [
            ["Value Honor ×2", "20 points"],
            ["Small Three Dragons", "40 points"]
        ]
        .map(|row| row.map(String::from).to_vec())
        .to_vec()
    );
    page.select(".tiles-score ul.payments li").assert_texts(&[
        "The discarder pays 130",
        "Each other player pays 25",
        "The winner receives 180",
    ]);
    page.select("ol.pays .delta")
        .assert_texts(&["−130", "+180", "−25", "−25"]);
    // The tiles stay on the form for the save.
    assert_eq!(
        page.select("#hand-form input[name=melds1]").attr("value"),
        "pon 555z, pon 666z, chi 123m"
    );

    ev.record(&DRAGONS_FROM_THE_TILES).await;
    let data: String = sqlx::query_scalar(
        "SELECT data FROM hands WHERE game_id = $1 ORDER BY position DESC LIMIT 1",
    )
    .bind(ev.game)
    .fetch_one(&ev.app.pool)
    .await
    .unwrap();
    let data: Value = serde_json::from_str(&data).unwrap();
    let stored_winner = &data["winners"][0];
    assert_eq!(stored_winner["points"], 60, "{data}");
    let stored = &stored_winner["tiles"];
    assert_eq!(stored["concealed"], "456p77z", "{stored}");
    assert_eq!(stored["melds"], "pon 555z, pon 666z, chi 123m", "{stored}");
    assert_eq!(
        stored["yaku"],
        serde_json::json!([["value_honor", 20], ["small_three_dragons", 40]]),
        "{stored}"
    );
    let public = ev.app.get(&ev.public_url()).await.page();
    // The public sheet names the patterns stored with the hand, each with its points (those
    // worth 13 or more too: only a riichi yakuman is named without its number).
    public
        .select(".sheet-tiles span")
        .assert_text_contains(&format!("{winner}: Value honor 20"))
        .assert_text_contains("Small three dragons 40");
    // A typed value still works beside the tiles' hands: the next hand is typed.
    ev.record(&Hand::new(
        "E2",
        "outcome=tsumo&win3=1&points3=35",
        "−35 −35 −35 +105",
    ))
    .await;
}

#[tokio::test]
async fn tiles_the_scorer_refuses_are_refused_with_its_reason_and_kept_on_the_form() {
    let mut ev = Event::start(&ZUNG_JUNG).await;
    ev.play(&ZUNG_JUNG, 1).await;
    // E2: the second seat deals, so the third sits South.
    let cases: [(&[(&str, &str)], &str); 7] = [
        (
            &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win2", "1"),
                ("hand2", "123m456p789s235s55p"),
                ("win_tile2", "5p"),
            ],
            "tiles: not a winning hand: the tiles make no four sets and a pair, seven pairs or thirteen terminals",
        ),
        (
            &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win2", "1"),
                ("hand2", "11111m456p789s234p"),
                ("win_tile2", "4p"),
            ],
            "tiles: not a possible hand: 5 copies of 1m (there are 4 of each tile)",
        ),
        (
            &[
                ("outcome", "ron"),
                ("discarder", "0"),
                ("win2", "1"),
                ("hand2", "456p77z"),
                ("win_tile2", "4p"),
                ("melds2", "pon 555z, pon 666z, chi 123m"),
                ("points2", "50"),
            ],
            "the tiles score 60 points but 50 points is typed",
        ),
        (
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("hand2", "123m456p789s234s55p"),
                ("win_tile2", "4p"),
                ("chankan2", "1"),
            ],
            "robbing the kong is a win on another player's kong, not a self-draw",
        ),
        (
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("hand2", "123m456p789s234s55p"),
                ("win_tile2", "4p"),
                ("heaven2", "1"),
            ],
            "not a possible hand: blessing of heaven needs self-draw, the seat wind E",
        ),
        (
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("hand2", "123m456p789s55p"),
                ("win_tile2", "4p"),
                ("melds2", "chi 23x4s"),
            ],
            "meld 1 are not written right at character 3",
        ),
        (
            &[
                ("outcome", "tsumo"),
                ("win2", "1"),
                ("hand2", "123m456p789s234s55p"),
                ("win_tile2", "45p"),
            ],
            "the winning tile must be one tile, like 3m: \"45p\"",
        ),
    ];
    // What was typed stays: the boxes ticked, the tiles and points as written.
    ev.assert_tiles_refused_and_kept(&cases).await;
    // Nothing was saved by the refusals: the next hand is still E2, and the same tiles with
    // the points they score typed beside them are saved.
    ev.record(&Hand::new("E2", "outcome=ron&discarder=0&win2=1&hand2=456p77z&win_tile2=4p&melds2=pon 555z, pon 666z, chi 123m&points2=60", "−130 −25 +180 −25"))
    .await;
}

#[tokio::test]
async fn the_world_series_refuses_a_chicken_hand_from_the_tiles_that_zung_jung_pays_1() {
    let chicken = Hand::new(
        "E1",
        "outcome=ron&discarder=0&win1=1&hand1=234s567s99m&win_tile1=5s&melds1=chi 123m, pon 888p",
        "−1 +3 −1 −1",
    );
    let mut wsom = Event::start(&WSOM).await;
    wsom.assert_refused(
        &chicken.fields(),
        "no pattern: a chicken hand cannot win under the World Series rules",
    )
    .await;
    let mut zj = Event::start(&ZUNG_JUNG).await;
    let page = zj.record(&chicken).await;
    assert_eq!(
        page.select(".tiles-score table.zj-patterns tr").cells("td"),
        [vec!["Chicken Hand".to_string(), "1 point".to_string()]]
    );
}

/// A golden line's concealed tiles: its `hand` less the tiles of its melds, one tile each.
fn concealed_of(input: &Value) -> String {
    let tiles = |text: &str| -> Vec<String> {
        let mut digits = Vec::new();
        let mut out = Vec::new();
        for c in text.chars() {
            if c.is_ascii_digit() {
                digits.push(c);
            } else {
                out.extend(digits.drain(..).map(|d| format!("{d}{c}")));
            }
        }
        out
    };
    let mut concealed = tiles(input["hand"].as_str().unwrap());
    for meld in input["melds"].as_array().into_iter().flatten() {
        for tile in tiles(meld["tiles"].as_str().unwrap()) {
            let at = concealed.iter().position(|t| *t == tile).unwrap();
            concealed.remove(at);
        }
    }
    concealed.concat()
}

/// The calculator's query for a golden line: the same tiles, melds and situation.
fn calculator_query(input: &Value) -> String {
    let flag = |name: &str| input[name].as_bool().unwrap_or(false);
    let melds: Vec<String> = input["melds"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|m| {
            format!(
                "{} {}",
                m["kind"].as_str().unwrap(),
                m["tiles"].as_str().unwrap()
            )
        })
        .collect();
    let mut pairs = vec![
        ("ruleset", input["ruleset"].as_str().unwrap().to_string()),
        ("hand", concealed_of(input)),
        ("win_tile", input["win_tile"].as_str().unwrap().to_string()),
        ("melds", melds.join(", ")),
        (
            "win",
            if flag("tsumo") { "tsumo" } else { "ron" }.to_string(),
        ),
        (
            "seat_wind",
            input["seat_wind"].as_str().unwrap_or("E").to_string(),
        ),
    ];
    for (line, box_name) in [
        ("last_tile", "last_tile"),
        ("kong_replacement", "rinshan"),
        ("robbing_kong", "chankan"),
        ("blessing_of_heaven", "heaven"),
        ("blessing_of_earth", "earth"),
    ] {
        if flag(line) {
            pairs.push((box_name, "1".to_string()));
        }
    }
    serde_urlencoded::to_string(pairs).unwrap()
}

/// What the calculator shows for a scored hand: the value, then each pattern row.
fn shown_score(page: &Page) -> (String, Vec<Vec<String>>) {
    page.select(".refusal").assert_none();
    (
        page.select(".zj-result p.score-value").text(),
        page.select(".zj-result table.zj-patterns tr").cells("td"),
    )
}

/// What `tenbou score`'s result line says, as the calculator words it.
fn expected_score(result: &Value) -> (String, Vec<Vec<String>>) {
    let words = |points: u64| match points {
        1 => "1 point".to_string(),
        n => format!("{n} points"),
    };
    let rows = result["patterns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let name = Pattern::from_name(p["name"].as_str().unwrap())
                .unwrap()
                .english();
            let count = p["count"].as_u64().unwrap();
            let label = match count {
                1 => name.to_string(),
                n => format!("{name} ×{n}"),
            };
            vec![label, words(p["points"].as_u64().unwrap() * count)]
        })
        .collect();
    (words(result["points"].as_u64().unwrap()), rows)
}

#[tokio::test]
async fn the_calculator_gives_what_tenbou_score_gives_for_the_golden_hands_of_both_presets() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/zung_jung/golden.jsonl"
    );
    let golden: Vec<Value> = std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // The doc's example, the chicken hand refused under wsom and paid on the last tile, the
    // compound limit, a pattern above it, the regular reading beating seven pairs, freedom of
    // count on a discard, a win on a kong on the last tile and the blessing of earth.
    let ids = [
        "zj00000", "zj00002", "zj00003", "zj00004", "zj00005", "zj00009", "zj00012", "zj00013",
        "zj00014",
    ];
    let inputs: Vec<&Value> = ids
        .iter()
        .map(|id| {
            &golden
                .iter()
                .find(|l| l["input"]["id"] == *id)
                .unwrap_or_else(|| panic!("{id} is a golden line"))["input"]
        })
        .collect();
    let lines: String = inputs.iter().map(|i| format!("{i}\n")).collect();
    let results = score_support::score_lines(&lines);
    let mut app = TestApp::new().await;
    for (input, result) in inputs.iter().zip(&results) {
        let id = &input["id"];
        let reply = app
            .get(&format!("/calculator?{}", calculator_query(input)))
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{id}: {}", reply.body);
        let page = reply.page();
        match result["error"].as_str() {
            None => {
                assert_eq!(shown_score(&page), expected_score(result), "{id}: {result}");
                let pay = &result["payments"];
                let payments = if input["tsumo"].as_bool().unwrap_or(false) {
                    let each = pay["self_pick_each"].as_u64().unwrap();
                    vec![
                        format!("Each player pays {each}"),
                        format!("The winner receives {}", 3 * each),
                    ]
                } else {
                    let (discarder, others) = (
                        pay["discarder"].as_u64().unwrap(),
                        pay["others_each"].as_u64().unwrap(),
                    );
                    vec![
                        format!("The discarder pays {discarder}"),
                        format!("Each other player pays {others}"),
                        format!("The winner receives {}", discarder + 2 * others),
                    ]
                };
                let payments: Vec<&str> = payments.iter().map(String::as_str).collect();
                page.select(".zj-result ul.payments li")
                    .assert_texts(&payments);
                if result["raw_points"] != result["points"] {
                    page.select(".zj-result .score-limit")
                        .assert_text_contains(&format!(
                            "The patterns add up to {} points",
                            result["raw_points"]
                        ));
                }
            }
            Some(error) => {
                assert!(error.starts_with("no_pattern"), "{id}: {error}");
                page.select(".refusal")
                    .assert_text_contains("no pattern: a chicken hand cannot win");
            }
        }
        // Zung Jung has no round wind: the calculator asks only for the seat's.
        page.select("select[name=round_wind]").assert_none();
        page.select("select[name=seat_wind]").assert_count(1);
        // The form keeps the rules and the tiles.
        page.select("select[name=ruleset] option[selected]")
            .assert_text(if input["ruleset"] == "wsom" {
                WSOM.name
            } else {
                ZUNG_JUNG.name
            });
        assert_eq!(
            page.select("input[name=hand]").attr("value"),
            concealed_of(input),
            "{id}"
        );
    }
}

/// Found by the Zung Jung event day: hands.csv wrote a chicken hand's value as "1 points" while
/// the sheet's note says "1 point".
#[tokio::test]
async fn hands_csv_writes_a_chicken_hand_as_1_point_and_a_bigger_one_in_points() {
    let mut ev = Event::start(&ZUNG_JUNG).await;
    ev.record(&Hand::new(
        "E1",
        "outcome=tsumo&win1=1&value1=1",
        "−1 +3 −1 −1",
    ))
    .await;
    ev.record(&Hand::new(
        "E2",
        "outcome=tsumo&win2=1&points2=35",
        "−35 −35 +105 −35",
    ))
    .await;
    let hands = ev
        .app
        .get(&format!("/t/{}/export/hands.csv", ev.id))
        .await
        .body;
    let values: Vec<&str> = hands
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(6).unwrap())
        .collect();
    assert_eq!(values, ["1 point", "35 points"], "{hands}");
}

/// Found by the World Series event day: the `wsom` sheet offered the "1 point" chip, a value
/// its 5-point minimum refuses every time, so a tap on it could only ever bring an error.
#[tokio::test]
async fn the_world_series_sheet_offers_no_value_under_its_minimum() {
    let mut ev = Event::start(&WSOM).await;
    let sheet = ev.app.get(&ev.sheet_url()).await.page();
    for seat in 0..4 {
        sheet
            .select(&format!("#hand-form input[name=value{seat}][value='1']"))
            .assert_count(0);
        sheet
            .select(&format!("#hand-form input[name=value{seat}][value='5']"))
            .assert_count(1);
    }
    // Zung Jung itself keeps its chicken hand's chip.
    let mut zj = Event::start(&ZUNG_JUNG).await;
    zj.app
        .get(&zj.sheet_url())
        .await
        .page()
        .select("#hand-form input[name=value0][value='1']")
        .assert_count(1);
}

/// As riichi's no-yaku refusal points to chombo, a World Series win under its 5-point minimum
/// says how the sheet records it: a false win, a penalty taken from the player.
#[tokio::test]
async fn a_win_under_the_world_series_minimum_says_how_to_record_the_false_win() {
    let mut ev = Event::start(&WSOM).await;
    let page = ev
        .assert_refused(
            &[("outcome", "tsumo"), ("win1", "1"), ("points1", "1")],
            "a hand worth less may not win. A win declared under it is a false win",
        )
        .await;
    page.select(".error").assert_text_contains(
        "give the player's penalty (the points taken) under “dead hand, penalty”",
    );
}
