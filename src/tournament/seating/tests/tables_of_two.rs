//! Tables of two (the club's two-player games: Minefield, Tenpai Race): every seating mode,
//! the round robin's Berger tables, and the player left over of an odd field sitting out in
//! turn. Property tests draw the field, the rounds and the seed.

use proptest::prelude::*;

use super::*;

const TWO: TableSize = TableSize::TWO;
const ROUND_ROBIN: SeatingMode = SeatingMode::RoundRobin;

/// The modes that seat tables of two: every mode of larger tables, and the round robin.
const MODES_AT_TWO: [SeatingMode; 4] = [
    SeatingMode::Random,
    SeatingMode::Balanced,
    SeatingMode::Swiss,
    ROUND_ROBIN,
];

/// (full tables, short tables, sit-outs): an odd field rests one player, no table is short.
fn shape_at_two(n: usize) -> (usize, usize, usize) {
    (n / 2, 0, n % 2)
}

/// The rule a field of `n` needs at tables of two: full tables, or sit-outs when it is odd.
fn rule_for(n: usize) -> TableRule {
    if n % 2 == 0 {
        TableRule::Fours
    } else {
        TableRule::SitOuts
    }
}

/// Each player's East and South counts over `rounds` differ by at most one.
fn assert_east_is_fair(rounds: &[RoundSeating]) {
    let mut winds: HashMap<PlayerId, [u32; 2]> = HashMap::new();
    for table in rounds.iter().flat_map(|round| &round.tables) {
        for (wind, player) in table.seats[..2].iter().enumerate() {
            winds.entry(player.expect("both seats taken")).or_default()[wind] += 1;
        }
    }
    for (player, [east, south]) in winds {
        assert!(
            east.abs_diff(south) <= 1,
            "player {player}: East {east}, South {south}"
        );
    }
}

/// How often each pair of players met over `rounds`.
fn meetings(rounds: &[RoundSeating]) -> HashMap<(PlayerId, PlayerId), u32> {
    let mut met = HashMap::new();
    for table in rounds.iter().flat_map(|round| &round.tables) {
        let people: Vec<PlayerId> = table.people().collect();
        assert_eq!(people.len(), 2, "a table of two: {table:?}");
        let pair = (people[0].min(people[1]), people[0].max(people[1]));
        *met.entry(pair).or_insert(0) += 1;
    }
    met
}

/// Asserts that `rounds` are a whole cycle of round robin for `players`: every pair met once,
/// and in an odd field everyone sat out exactly once.
fn assert_one_cycle(rounds: &[RoundSeating], players: &[PlayerId]) {
    let n = players.len();
    let met = meetings(rounds);
    assert_eq!(met.len(), n * (n - 1) / 2, "every pair meets");
    assert!(met.values().all(|&m| m == 1), "nobody meets twice");
    let mut sat_out: Vec<PlayerId> = rounds.iter().flat_map(|r| r.sit_outs.clone()).collect();
    sat_out.sort_unstable();
    let expected = if n % 2 == 1 { players.to_vec() } else { vec![] };
    assert_eq!(sat_out, expected, "each sits out once in an odd field");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_mode_seats_everyone_once_a_round_and_rotates_the_sit_out(
        n in 2usize..=24,
        rounds in 1usize..=8,
        mode_index in 0usize..4,
        seed in any::<u64>(),
    ) {
        let players = ids(n);
        let mode = MODES_AT_TWO[mode_index];
        let req = request(&players, &[], rounds, rule_for(n), mode, seed);
        let planned = plan_with_effort(TWO, &req, optimise::Effort::Quick).unwrap();
        prop_assert_eq!(planned.len(), rounds);
        for round in &planned {
            assert_seats_everyone_once(TWO, round, &players, shape_at_two(n));
        }
        assert_sit_outs_are_fair(&planned, &players);
        if mode != SeatingMode::Random {
            assert_east_is_fair(&planned);
        }
        let again = plan_with_effort(TWO, &req, optimise::Effort::Quick).unwrap();
        prop_assert_eq!(again, planned);
    }

    #[test]
    fn a_round_robin_meets_every_pair_exactly_once_whatever_the_seed(
        n in 2usize..=40,
        seed in any::<u64>(),
    ) {
        let players = ids(n);
        let cycle = n - 1 + n % 2;
        let planned = plan_at(TWO, &players, &[], cycle, rule_for(n), ROUND_ROBIN, seed);
        assert_one_cycle(&planned, &players);
        assert_east_is_fair(&planned);
    }

    #[test]
    fn a_round_robin_proposed_one_round_at_a_time_is_still_one_cycle(
        n in 2usize..=20,
        seeds in proptest::collection::vec(any::<u64>(), 20),
    ) {
        let players = ids(n);
        let cycle = n - 1 + n % 2;
        let mut played: Vec<RoundSeating> = Vec::new();
        for &seed in &seeds[..cycle] {
            let next = plan_at(TWO, &players, &played, 1, rule_for(n), ROUND_ROBIN, seed);
            played.extend(next);
            assert_east_is_fair(&played);
            assert_sit_outs_are_fair(&played, &players);
        }
        assert_one_cycle(&played, &players);
        let at_once = plan_at(TWO, &players, &[], cycle, rule_for(n), ROUND_ROBIN, seeds[0]);
        prop_assert_eq!(played, at_once);
    }

    #[test]
    fn an_odd_field_rests_everyone_once_before_anyone_twice_in_every_mode(
        half in 1usize..=10,
        mode_index in 0usize..4,
        seed in any::<u64>(),
    ) {
        let players = ids(2 * half + 1);
        let mode = MODES_AT_TWO[mode_index];
        let rounds = 2 * (2 * half + 1);
        let req = request(&players, &[], rounds, TableRule::SitOuts, mode, seed);
        let planned = plan_with_effort(TWO, &req, optimise::Effort::Quick).unwrap();
        // Two sit-outs each after two passes through the field, never a third before that.
        assert_sit_outs_are_fair(&planned, &players);
        for player in &players {
            let rests = planned.iter().filter(|r| r.sit_outs.contains(player)).count();
            prop_assert_eq!(rests, 2);
        }
    }
}

#[test]
fn a_second_cycle_follows_the_first_in_the_same_order() {
    for n in [4, 7, 10] {
        let players = ids(n);
        let cycle = n - 1 + n % 2;
        let rule = rule_for(n);
        let two_cycles = plan_at(TWO, &players, &[], 2 * cycle, rule, ROUND_ROBIN, 1);
        assert_one_cycle(&two_cycles[..cycle], &players);
        assert_one_cycle(&two_cycles[cycle..], &players);
        let tables = |rounds: &[RoundSeating]| -> Vec<HashMap<(PlayerId, PlayerId), u32>> {
            rounds
                .iter()
                .map(|r| meetings(std::slice::from_ref(r)))
                .collect()
        };
        assert_eq!(tables(&two_cycles[..cycle]), tables(&two_cycles[cycle..]));
        assert_east_is_fair(&two_cycles);
    }
}

#[test]
fn a_late_arrival_joins_a_round_robin_that_goes_on_repeating_least() {
    let mut players = ids(6);
    let played = plan_at(TWO, &players, &[], 3, TableRule::Fours, ROUND_ROBIN, 2);
    players.push(99_999);
    let next = plan_at(
        TWO,
        &players,
        &played,
        4,
        TableRule::SitOuts,
        ROUND_ROBIN,
        3,
    );
    for round in &next {
        assert_seats_everyone_once(TWO, round, &players, shape_at_two(7));
    }
    let mut all = played.clone();
    all.extend(next);
    let q = quality_for(TWO, &all);
    assert!(q.max_meetings <= 2, "{q:?}");
    assert_east_is_fair(&all);
}

#[test]
fn balanced_seats_an_even_field_without_a_repeat_for_a_whole_cycle() {
    for n in [2, 4, 8, 12, 20, 32] {
        let players = ids(n);
        let rounds = n - 1;
        let planned = plan_at(
            TWO,
            &players,
            &[],
            rounds,
            TableRule::Fours,
            SeatingMode::Balanced,
            9,
        );
        let q = quality_for(TWO, &planned);
        assert_eq!(q.excess_meetings, 0, "{n} players");
        assert_eq!(q.wind_imbalance, q.ideal_wind_imbalance, "{n} players");
    }
}

#[test]
fn balanced_seats_an_odd_field_with_few_repeats() {
    for (n, rounds) in [(5, 4), (9, 6), (13, 8)] {
        let players = ids(n);
        let rule = TableRule::SitOuts;
        let planned = plan_at(TWO, &players, &[], rounds, rule, SeatingMode::Balanced, 5);
        let q = quality_for(TWO, &planned);
        assert_eq!(
            q.excess_meetings, q.lower_bound_excess,
            "{n} players, {rounds} rounds"
        );
    }
}

#[test]
fn swiss_pairs_neighbours_in_the_standings_at_tables_of_two() {
    assert_first_swiss_round_seats_neighbours(TWO, 12);
}

#[test]
fn the_round_robin_is_refused_at_larger_tables_and_its_words_say_why() {
    for table in [TableSize::THREE, TableSize::FOUR] {
        let players = ids(12);
        let req = request(&players, &[], 1, TableRule::Fours, ROUND_ROBIN, 1);
        let err = plan_for(table, &req).unwrap_err();
        assert_eq!(err, SeatingError::RoundRobinNeedsTablesOfTwo { table });
        assert!(err.to_string().contains("choose balanced"), "{err}");
        assert_eq!(mode_allowed(ROUND_ROBIN, table), Err(err));
    }
    assert_eq!(mode_allowed(ROUND_ROBIN, TWO), Ok(()));
    for mode in EVERY_MODE {
        assert_eq!(mode_allowed(mode, TWO), Ok(()));
        assert_eq!(mode_allowed(mode, FOUR), Ok(()));
    }
}

#[test]
fn a_round_robin_longer_than_a_tournament_can_plan_is_refused() {
    // An odd field of 257 takes 257 rounds, one more than a plan may hold.
    let players = ids(MAX_ROUNDS + 1);
    let req = request(&players, &[], 1, TableRule::SitOuts, ROUND_ROBIN, 1);
    assert_eq!(
        plan_for(TWO, &req),
        Err(SeatingError::RoundRobinTooLong {
            players: MAX_ROUNDS + 1,
            rounds: MAX_ROUNDS + 1,
            max: MAX_ROUNDS
        })
    );
    let players = ids(MAX_ROUNDS);
    let req = request(&players, &[], 2, TableRule::Fours, ROUND_ROBIN, 1);
    assert_eq!(plan_for(TWO, &req).unwrap().len(), 2);
}

#[test]
fn an_odd_field_at_tables_of_two_is_rested_not_completed() {
    let players = ids(7);
    for mode in MODES_AT_TWO {
        let err = plan_for(
            TWO,
            &request(&players, &[], 1, TableRule::ThreesWithSubstitute, mode, 1),
        )
        .unwrap_err();
        assert_eq!(err, SeatingError::NoSubstituteAtTablesOfTwo { players: 7 });
        assert!(err.to_string().contains("choose sit-outs"), "{err}");
        let err = plan_for(TWO, &request(&players, &[], 1, TableRule::Fours, mode, 1));
        assert_eq!(
            err,
            Err(SeatingError::NotMultipleOf {
                players: 7,
                table: TWO
            })
        );
    }
    // An even field fills every table under any rule but the fifth seat.
    let even = ids(8);
    let req = request(
        &even,
        &[],
        1,
        TableRule::ThreesWithSubstitute,
        ROUND_ROBIN,
        1,
    );
    assert_eq!(plan_for(TWO, &req).unwrap()[0].tables.len(), 4);
    let req = request(&even, &[], 1, TableRule::FifthSeats, SeatingMode::Random, 1);
    assert_eq!(
        plan_for(TWO, &req),
        Err(SeatingError::NoFifthSeatAtTablesOf { table: TWO })
    );
}

/// The proptests above draw the field; this walks every field of a club night, 2 to 20, so that
/// none is left to chance: a whole cycle meets every pair once and rests each player of an odd
/// field once, with East and South shared fairly.
#[test]
fn a_round_robin_of_every_field_from_2_to_20_meets_every_pair_once() {
    for n in 2..=20 {
        let players = ids(n);
        let cycle = n - 1 + n % 2;
        let planned = plan_at(TWO, &players, &[], cycle, rule_for(n), ROUND_ROBIN, 7);
        assert_eq!(planned.len(), cycle, "{n} players");
        assert_one_cycle(&planned, &players);
        assert_east_is_fair(&planned);
    }
}
