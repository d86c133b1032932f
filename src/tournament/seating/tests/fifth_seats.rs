//! The fifth seat (the American bettor, docs/rules.md §10): `N div 4` tables of four and the
//! `N mod 4` players left over each sitting fifth at a different table, in turn.

use super::*;
use proptest::prelude::*;

const RULE: TableRule = TableRule::FifthSeats;

/// Everyone exactly once (in a chair or as a fifth), nobody sitting out, `N div 4` full
/// tables and `N mod 4` fifths at distinct tables.
fn assert_fifths_well_formed(round: &RoundSeating, players: &[PlayerId]) {
    assert!(round.sit_outs.is_empty(), "nobody sits out: {round:?}");
    assert_eq!(round.tables.len(), players.len() / 4);
    let mut seen: Vec<PlayerId> = Vec::new();
    for table in &round.tables {
        assert_eq!(table.wind_seats().iter().flatten().count(), 4, "{table:?}");
        seen.extend(table.people());
    }
    let fifths = round.tables.iter().filter(|t| t.fifth().is_some()).count();
    assert_eq!(fifths, players.len() % 4, "fifths of {round:?}");
    seen.sort_unstable();
    let mut expected = players.to_vec();
    expected.sort_unstable();
    assert_eq!(seen, expected, "everyone exactly once in {round:?}");
}

/// Over every prefix of `rounds`, how often each current player was fifth differs by at
/// most one: nobody fifth twice before everyone has been once.
fn assert_fifths_rotate(rounds: &[RoundSeating], players: &[PlayerId]) {
    let mut counts: HashMap<PlayerId, u32> = players.iter().map(|&p| (p, 0)).collect();
    for round in rounds {
        for p in round.tables.iter().filter_map(Table::fifth) {
            *counts.get_mut(&p).expect("a fifth is a current player") += 1;
        }
        let most = counts.values().max().unwrap();
        let least = counts.values().min().unwrap();
        assert!(most - least <= 1, "fifths unfair: {counts:?}");
    }
}

#[test]
fn nine_players_make_two_tables_of_four_and_one_of_them_has_a_fifth() {
    let players = ids(9);
    for mode in EVERY_MODE {
        let rounds = plan_at(FOUR, &players, &[], 3, RULE, mode, 17);
        for round in &rounds {
            assert_fifths_well_formed(round, &players);
        }
    }
    let drawn = random_draw(&players, &[], RULE, 4).unwrap();
    assert_fifths_well_formed(&drawn, &players);
}

#[test]
fn counts_leaving_more_over_than_there_are_tables_are_refused_naming_the_count() {
    for (n, tables, left_over) in [(6, 1, 2), (7, 1, 3), (11, 2, 3)] {
        let err = random_draw(&ids(n), &[], RULE, 0).unwrap_err();
        assert_eq!(
            err,
            SeatingError::TooFewTablesForFifths {
                players: n,
                tables,
                left_over
            }
        );
        let text = err.to_string();
        assert!(
            text.starts_with(&format!(
                "{n} players leave {left_over} over after the tables of four, more than the {tables} "
            )),
            "{text}"
        );
        assert!(
            text.contains("substitute") && text.contains("sit-outs"),
            "{text}"
        );
        for mode in EVERY_MODE {
            assert_eq!(
                plan_for(FOUR, &request(&ids(n), &[], 1, RULE, mode, 0)),
                Err(err.clone())
            );
        }
    }
    assert_eq!(
        random_draw(&ids(3), &[], RULE, 0),
        Err(SeatingError::TooFewPlayers {
            players: 3,
            needed: 4
        })
    );
    for n in [4, 5, 8, 9, 10, 12, 13, 14, 15, 16, 17] {
        assert!(random_draw(&ids(n), &[], RULE, 0).is_ok(), "{n} players");
    }
}

#[test]
fn tables_of_three_have_no_fifth_seat() {
    assert_eq!(
        random_draw_for(TableSize::THREE, &ids(7), &[], RULE, 0),
        Err(SeatingError::NoFifthSeatAtTablesOfThree)
    );
}

#[test]
fn the_fifth_seat_rotates_through_everyone_before_anyone_sits_fifth_again() {
    // Nine players, one fifth a round: nine rounds give each exactly one turn.
    let players = ids(9);
    for mode in EVERY_MODE {
        let rounds = plan_at(FOUR, &players, &[], 9, RULE, mode, 5);
        assert_fifths_rotate(&rounds, &players);
        let mut fifths: Vec<PlayerId> = rounds
            .iter()
            .flat_map(|r| r.tables.iter().filter_map(Table::fifth))
            .collect();
        fifths.sort_unstable();
        assert_eq!(fifths, players, "{mode:?}");
    }
    // Round by round too, each round planned after the ones before.
    let mut history: Vec<RoundSeating> = Vec::new();
    for i in 0..9 {
        let next = random_draw(&players, &history, RULE, i).unwrap();
        history.push(next);
    }
    assert_fifths_rotate(&history, &players);
}

#[test]
fn a_random_plan_with_fifths_is_the_random_draw_round_by_round() {
    let players = ids(14);
    let plan = plan_at(FOUR, &players, &[], 4, RULE, SeatingMode::Random, 77);
    let mut history: Vec<RoundSeating> = Vec::new();
    for (i, planned) in plan.iter().enumerate() {
        let drawn = random_draw(&players, &history, RULE, draw::round_seed(77, i)).unwrap();
        assert_eq!(&drawn, planned, "round {i}");
        history.push(drawn);
    }
}

#[test]
fn a_fifth_person_meets_everyone_at_their_table() {
    let round = RoundSeating {
        tables: vec![Table::new((1..=5).map(Some).collect())],
        sit_outs: vec![],
    };
    let q = quality(&[round.clone(), round]);
    // Ten pairs among five people, each met twice.
    assert_eq!(q.excess_meetings, 10);
    assert_eq!(q.repeat_pairs, 10);
    // The fifth has no wind: the four's winds are still balanced per seat.
    assert_eq!(q.wind_imbalance, 2);
}

#[test]
fn a_table_stored_before_the_fifth_seat_reads_without_one_and_writes_as_before() {
    let old = r#"{"seats":[1,2,3,null]}"#;
    let table: Table = serde_json::from_str(old).unwrap();
    assert_eq!(table, Table::of_seats([Some(1), Some(2), Some(3), None]));
    assert_eq!(serde_json::to_string(&table).unwrap(), old);
    let with = Table::new(vec![Some(1), Some(2), Some(3), Some(4), Some(9)]);
    let text = serde_json::to_string(&with).unwrap();
    assert_eq!(text, r#"{"seats":[1,2,3,4],"fifth":9}"#);
    assert_eq!(serde_json::from_str::<Table>(&text).unwrap(), with);
    assert_eq!(with.fifth(), Some(9));
    assert_eq!(with.wind_seats(), [Some(1), Some(2), Some(3), Some(4)]);
    // A table of three is written with the empty North every seating of three was written with.
    let three = Table::new(vec![Some(1), Some(2), Some(3)]);
    assert_eq!(serde_json::to_string(&three).unwrap(), old);
    assert_eq!(three.people().count(), 3);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]
    #[test]
    fn every_player_is_seated_once_and_the_fifths_sit_at_distinct_tables(
        tables in 1usize..12,
        left_over in 0usize..4,
        played in 0usize..3,
        more in 1usize..4,
        mode in prop_oneof![
            Just(SeatingMode::Random),
            Just(SeatingMode::Balanced),
            Just(SeatingMode::Swiss)
        ],
        seed in any::<u64>(),
    ) {
        let left_over = left_over.min(tables);
        let players = ids(4 * tables + left_over);
        let history = plan_at(FOUR, &players, &[], played, RULE, mode, seed);
        let next = plan_at(FOUR, &players, &history, more, RULE, mode, seed ^ 1);
        prop_assert_eq!(next.len(), more);
        for round in history.iter().chain(&next) {
            assert_fifths_well_formed(round, &players);
        }
        let all: Vec<RoundSeating> = history.iter().chain(&next).cloned().collect();
        assert_fifths_rotate(&all, &players);
    }
}
