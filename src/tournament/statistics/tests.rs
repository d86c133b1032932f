//! The statistics of a small riichi event counted by hand: two games of four (the second with
//! the organizer's substitute and a newcomer) and two desk penalties.

use super::*;
use crate::engine::game::replay_with_names;
use crate::engine::ruleset::{PresetId, Ruleset};

fn player(n: i64) -> PlayerId {
    PlayerId::new(n).unwrap()
}

const AIKO: i64 = 1;
const BEN: i64 = 2;
const CHLOE: i64 = 3;
const DEV: i64 = 4;
const EVE: i64 = 5;

/// Round 1: Ben wins a mangan off Dev with riichi, Chloé self-draws a mangan recorded from her
/// tiles, Aiko wins a yakuman off Dev, who goes below zero.
const GAME_ONE: &[&str] = &[
    r#"{"outcome":"ron","discarder":3,"winners":[{"seat":1,"limit":"mangan"}],"riichi":[1]}"#,
    r#"{"outcome":"tsumo","winner":{"seat":2,"limit":"mangan","tiles":{"concealed":"123m456p789s234s55z","win_tile":"5z","yaku":[["Menzen tsumo",1],["Haku",1]]}}}"#,
    r#"{"outcome":"ron","discarder":3,"winners":[{"seat":0,"yakuman":1}]}"#,
];

/// Round 2 (Aiko, Ben, Eve and the substitute): Ben and Eve declare riichi and Eve self-draws
/// 2 han 30 fu; a draw with Aiko tenpai; the substitute's chombo. Not over.
const GAME_TWO: &[&str] = &[
    r#"{"outcome":"tsumo","winner":{"seat":2,"han":2,"fu":30},"riichi":[1,2]}"#,
    r#"{"outcome":"draw","tenpai":[0]}"#,
    r#"{"outcome":"chombo","offender":3}"#,
];

fn hands(json: &[&str]) -> Vec<Hand> {
    json.iter()
        .map(|h| serde_json::from_str(h).expect(h))
        .collect()
}

fn rows(hands: &[Hand]) -> Vec<Row> {
    let rules = Ruleset::preset(PresetId::parse("msmc-2016").unwrap());
    let sheet = replay_with_names(&rules, hands, ["", "", "", ""]);
    assert!(sheet.error.is_none(), "{:?}", sheet.error);
    sheet.rows
}

fn score(points: i64) -> Score {
    Score::from_hundredths(points * 100)
}

/// Counts the event with `check` on its games and penalties.
fn with_event(check: impl FnOnce(&[GameFacts], &[PenaltyFacts])) {
    let (one, two) = (hands(GAME_ONE), hands(GAME_TWO));
    let (rows_one, rows_two) = (rows(&one), rows(&two));
    let people = |ids: [Option<i64>; 4]| ids.map(|id| id.map(player)).to_vec();
    let games = [
        GameFacts {
            round: 1,
            people: people([Some(AIKO), Some(BEN), Some(CHLOE), Some(DEV)]),
            hands: &one,
            rows: &rows_one,
            result: Some(vec![
                (score(65), 1),
                (score(-11), 3),
                (score(13), 2),
                (score(-67), 4),
            ]),
            has_riichi: true,
        },
        GameFacts {
            round: 2,
            people: people([Some(AIKO), Some(BEN), Some(EVE), None]),
            hands: &two,
            rows: &rows_two,
            result: None,
            has_riichi: true,
        },
    ];
    let penalties = [
        PenaltyFacts {
            player: player(BEN),
            amount: 10,
            round: Some(2),
        },
        PenaltyFacts {
            player: player(CHLOE),
            amount: 5,
            round: None,
        },
    ];
    check(&games, &penalties);
}

#[test]
fn every_player_counts_as_counted_by_hand() {
    with_event(|games, penalties| {
        let stats = statistics(games, penalties);
        let patterns = |list: &[&str]| list.iter().map(|p| (p.to_string(), 1)).collect();
        let expected = [
            (
                AIKO,
                Tally {
                    games: 1,
                    places: vec![1],
                    hands: 6,
                    wins: 1,
                    win_points: 32000,
                    riichi_hands: 6,
                    ..Tally::default()
                },
            ),
            (
                BEN,
                Tally {
                    games: 1,
                    places: vec![0, 0, 1],
                    hands: 6,
                    wins: 1,
                    win_points: 8000,
                    penalties: 1,
                    penalty_points: 10,
                    riichi_hands: 6,
                    riichi: 2,
                    ..Tally::default()
                },
            ),
            (
                CHLOE,
                Tally {
                    games: 1,
                    places: vec![0, 1],
                    hands: 3,
                    wins: 1,
                    self_picks: 1,
                    win_points: 8000,
                    penalties: 1,
                    penalty_points: 5,
                    riichi_hands: 3,
                    patterns: patterns(&["Haku", "Menzen tsumo"]),
                    ..Tally::default()
                },
            ),
            (
                DEV,
                Tally {
                    games: 1,
                    places: vec![0, 0, 0, 1],
                    hands: 3,
                    deal_ins: 2,
                    riichi_hands: 3,
                    ..Tally::default()
                },
            ),
            // Eve's game is not over: her hands count, no place yet. Her 2 han 30 fu is 2000
            // with Ben's riichi stick: 3000 gained.
            (
                EVE,
                Tally {
                    hands: 3,
                    wins: 1,
                    self_picks: 1,
                    win_points: 3000,
                    riichi_hands: 3,
                    riichi: 1,
                    ..Tally::default()
                },
            ),
        ];
        for (id, tally) in expected {
            assert_eq!(stats.of(player(id)), tally, "player {id}");
        }
        // The event counts each hand once; the substitute's chombo is the event's only.
        assert_eq!(
            stats.event,
            Tally {
                games: 1,
                hands: 6,
                wins: 4,
                self_picks: 2,
                deal_ins: 2,
                draws: 1,
                win_points: 51000,
                chombos: 1,
                penalties: 2,
                penalty_points: 15,
                riichi_hands: 24,
                riichi: 3,
                patterns: patterns(&["Haku", "Menzen tsumo"]),
                ..Tally::default()
            }
        );
        assert_eq!(stats.of(player(AIKO)).average_place(), Some(1.0));
        assert_eq!(stats.of(player(BEN)).riichi_rate(), Some(2.0 / 6.0));
        assert_eq!(stats.event.average_win(), Some(51000.0 / 4.0));
    });
}

#[test]
fn the_race_adds_each_round_and_takes_penalties_where_given() {
    with_event(|games, penalties| {
        let race = race(games, penalties);
        assert_eq!(race.rounds, vec![1, 2]);
        let lines: Vec<(i64, Vec<Score>)> = race
            .lines
            .iter()
            .map(|l| (l.player.get(), l.totals.clone()))
            .collect();
        assert_eq!(
            lines,
            vec![
                (AIKO, vec![score(65), score(65)]),
                // A penalty given outside a game is taken in the last round.
                (CHLOE, vec![score(13), score(8)]),
                (BEN, vec![score(-11), score(-21)]),
                (DEV, vec![score(-67), score(-67)]),
            ]
        );
        assert_eq!(
            places_of(games, player(BEN)),
            vec![PlacedGame {
                round: 1,
                place: 3,
                people: 4
            }]
        );
        assert!(places_of(games, player(EVE)).is_empty());
    });
}

#[test]
fn no_games_count_nothing_and_divide_by_nothing() {
    let stats = statistics(&[], &[]);
    assert_eq!(stats.event, Tally::default());
    let nobody = stats.of(player(AIKO));
    for average in [
        nobody.average_place(),
        nobody.average_win(),
        nobody.win_rate(),
        nobody.deal_in_rate(),
        nobody.riichi_rate(),
    ] {
        assert_eq!(average, None);
    }
    assert_eq!(race(&[], &[]), Race::default());
}
