//! Tests of seating: the random draw, the plan's invariants for every size, the
//! targets of the optimiser, and re-planning after withdrawals.

use std::collections::HashMap;

use super::*;

mod fifth_seats;
mod tables_of_three;
mod tables_of_two;
mod tag_teams;

const FOUR: TableSize = TableSize::FOUR;
const EVERY_RULE: [TableRule; 3] = [
    TableRule::Fours,
    TableRule::ThreesWithSubstitute,
    TableRule::SitOuts,
];
const EVERY_MODE: [SeatingMode; 3] = [
    SeatingMode::Random,
    SeatingMode::Balanced,
    SeatingMode::Swiss,
];

fn ids(n: usize) -> Vec<PlayerId> {
    // Not 1..=n, so that nothing relies on ids being small or contiguous.
    (0..n as u32).map(|i| 1000 + 7 * i).collect()
}

fn request<'a>(
    players: &'a [PlayerId],
    history: &'a [RoundSeating],
    rounds: usize,
    rule: TableRule,
    mode: SeatingMode,
    seed: u64,
) -> PlanRequest<'a> {
    PlanRequest {
        players,
        history,
        rounds,
        rule,
        mode,
        standings: players,
        seed,
    }
}

/// A plan at tables of `table` that must succeed.
fn plan_at(
    table: TableSize,
    players: &[PlayerId],
    history: &[RoundSeating],
    rounds: usize,
    rule: TableRule,
    mode: SeatingMode,
    seed: u64,
) -> Vec<RoundSeating> {
    plan_for(table, &request(players, history, rounds, rule, mode, seed)).unwrap()
}

/// The quality of a Balanced plan of `first` rounds for `n` players at tables of `table`,
/// continued by `more` rounds planned after them (another seed), as one schedule.
fn continued_balanced_plan(table: TableSize, n: usize, first: usize, more: usize) -> Quality {
    let players = ids(n);
    let mode = SeatingMode::Balanced;
    let rule = TableRule::Fours;
    let mut all = plan_at(table, &players, &[], first, rule, mode, 5);
    let rest = plan_at(table, &players, &all, more, rule, mode, 6);
    all.extend(rest);
    quality_for(table, &all)
}

/// (tables of four, tables of three, sit-outs) expected for `n` players.
fn expected_shape(n: usize, rule: TableRule) -> (usize, usize, usize) {
    match rule {
        TableRule::Fours => (n / 4, 0, 0),
        TableRule::SitOuts => (n / 4, 0, n % 4),
        TableRule::ThreesWithSubstitute => match n % 4 {
            0 => (n / 4, 0, 0),
            1 if n == 5 => (1, 0, 1),
            1 => ((n - 9) / 4, 3, 0),
            2 => ((n - 6) / 4, 2, 0),
            _ => ((n - 3) / 4, 1, 0),
        },
        TableRule::FifthSeats => unreachable!("fifth seats are checked in `fifth_seats`"),
        TableRule::TagTeams => unreachable!("tag teams are checked in `tag_teams`"),
    }
}

/// Asserts that one round seats every available player exactly once (or lists
/// them as sitting out), nobody else, with the right table sizes.
fn assert_round_is_well_formed(round: &RoundSeating, players: &[PlayerId], rule: TableRule) {
    let shape = expected_shape(players.len(), rule);
    assert_seats_everyone_once(TableSize::FOUR, round, players, shape);
}

/// Asserts that `round` at tables of `table` seats everyone in `players` exactly once or
/// lists them as sitting out, nobody else, in `shape`: (full tables, tables one player short,
/// sit-outs). Seats a table of that size does not have stay empty.
fn assert_seats_everyone_once(
    table: TableSize,
    round: &RoundSeating,
    players: &[PlayerId],
    (full, short, sit_outs): (usize, usize, usize),
) {
    let seats = table.count();
    let mut seen: Vec<PlayerId> = Vec::new();
    let mut sizes = (0, 0);
    for at in &round.tables {
        assert_eq!(at.seats.len(), seats, "one entry per seat: {at:?}");
        match at.seats.iter().flatten().count() {
            n if n == seats => sizes.0 += 1,
            n if n + 1 == seats => sizes.1 += 1,
            other => panic!("a table with {other} players: {at:?}"),
        }
        seen.extend(at.seats.iter().flatten());
    }
    assert_eq!(sizes, (full, short), "table sizes of {round:?}");
    assert_eq!(round.sit_outs.len(), sit_outs, "sit-outs of {round:?}");
    seen.extend(&round.sit_outs);
    seen.sort_unstable();
    let mut expected = players.to_vec();
    expected.sort_unstable();
    assert_eq!(seen, expected, "everyone exactly once in {round:?}");
}

/// Asserts that sit-outs rotate: over history plus plan, counts among the
/// current players never differ by more than one.
fn assert_sit_outs_are_fair(rounds: &[RoundSeating], players: &[PlayerId]) {
    let mut counts: HashMap<PlayerId, u32> = players.iter().map(|&p| (p, 0)).collect();
    for round in rounds {
        for p in &round.sit_outs {
            *counts.get_mut(p).expect("a sit-out is a current player") += 1;
        }
        let most = counts.values().max().unwrap();
        let least = counts.values().min().unwrap();
        assert!(most - least <= 1, "sit-outs unfair: {counts:?}");
    }
}

#[test]
fn random_draw_seats_every_player_exactly_once_with_right_table_sizes() {
    for rule in [TableRule::ThreesWithSubstitute, TableRule::SitOuts] {
        for n in 4..=41 {
            let players = ids(n);
            let round = random_draw(&players, &[], rule, n as u64).unwrap();
            assert_round_is_well_formed(&round, &players, rule);
        }
    }
    for n in (4..=40).step_by(4) {
        let players = ids(n);
        let round = random_draw(&players, &[], TableRule::Fours, 9).unwrap();
        assert_round_is_well_formed(&round, &players, TableRule::Fours);
    }
}

#[test]
fn random_draw_with_the_same_seed_gives_the_same_seating() {
    let players = ids(23);
    for rule in [TableRule::ThreesWithSubstitute, TableRule::SitOuts] {
        let a = random_draw(&players, &[], rule, 42).unwrap();
        let b = random_draw(&players, &[], rule, 42).unwrap();
        assert_eq!(a, b);
        let mut reversed = players.clone();
        reversed.reverse();
        let c = random_draw(&reversed, &[], rule, 42).unwrap();
        assert_eq!(a, c, "the order of the player list does not matter");
    }
}

#[test]
fn random_draw_with_another_seed_gives_another_seating() {
    let players = ids(16);
    let a = random_draw(&players, &[], TableRule::Fours, 1).unwrap();
    let b = random_draw(&players, &[], TableRule::Fours, 2).unwrap();
    assert_ne!(a, b);
}

#[test]
fn random_draw_gives_sit_outs_to_those_who_sat_out_least() {
    let players = ids(6);
    let history = vec![RoundSeating {
        tables: vec![],
        sit_outs: players[..4].to_vec(),
    }];
    let round = random_draw(&players, &history, TableRule::SitOuts, 5).unwrap();
    let mut sat = round.sit_outs.clone();
    sat.sort_unstable();
    assert_eq!(sat, players[4..].to_vec());
}

#[test]
fn random_draw_draws_the_substitutes_wind_too() {
    let players = ids(3);
    let winds: std::collections::HashSet<usize> = (0..40)
        .map(|seed| {
            let round = random_draw(&players, &[], TableRule::ThreesWithSubstitute, seed).unwrap();
            round.tables[0]
                .seats
                .iter()
                .position(Option::is_none)
                .unwrap()
        })
        .collect();
    assert_eq!(winds.len(), 4);
}

#[test]
fn five_players_with_substitutes_play_one_table_and_one_sits_out_in_turn() {
    let players = ids(5);
    let rule = TableRule::ThreesWithSubstitute;
    let rounds = plan_at(FOUR, &players, &[], 5, rule, SeatingMode::Random, 3);
    let mut sat: Vec<PlayerId> = rounds.iter().flat_map(|r| r.sit_outs.clone()).collect();
    sat.sort_unstable();
    assert_eq!(sat, players);
}

#[test]
fn bad_requests_are_refused_with_a_reason() {
    let cases: Vec<(Vec<PlayerId>, TableRule, SeatingError)> = vec![
        (
            ids(3),
            TableRule::Fours,
            SeatingError::TooFewPlayers {
                players: 3,
                needed: 4,
            },
        ),
        (
            ids(2),
            TableRule::ThreesWithSubstitute,
            SeatingError::TooFewPlayers {
                players: 2,
                needed: 3,
            },
        ),
        (
            ids(0),
            TableRule::SitOuts,
            SeatingError::TooFewPlayers {
                players: 0,
                needed: 4,
            },
        ),
        (
            ids(10),
            TableRule::Fours,
            SeatingError::NotMultipleOfFour { players: 10 },
        ),
        (
            vec![1, 2, 3, 4, 2, 5, 6, 7],
            TableRule::Fours,
            SeatingError::DuplicatePlayer(2),
        ),
    ];
    for (players, rule, error) in cases {
        for mode in EVERY_MODE {
            let got = plan(&request(&players, &[], 2, rule, mode, 0));
            assert_eq!(got, Err(error.clone()));
        }
        assert_eq!(random_draw(&players, &[], rule, 0), Err(error));
    }
    let twice = vec![RoundSeating {
        tables: vec![Table::of_seats([Some(1), Some(2), Some(3), Some(1)])],
        sit_outs: vec![],
    }];
    assert_eq!(
        random_draw(&ids(4), &twice, TableRule::Fours, 0),
        Err(SeatingError::PlayerTwiceInHistory {
            round: 1,
            player: 1
        })
    );
    let players = ids(8);
    assert_eq!(
        plan(&request(
            &players,
            &[],
            MAX_ROUNDS + 1,
            TableRule::Fours,
            SeatingMode::Random,
            0
        )),
        Err(SeatingError::TooManyRounds {
            rounds: MAX_ROUNDS + 1,
            max: MAX_ROUNDS
        })
    );
}

#[test]
fn error_messages_say_what_to_do() {
    let message = SeatingError::NotMultipleOfFour { players: 10 }.to_string();
    assert!(message.contains("10 players"), "{message}");
    assert!(message.contains("substitute"), "{message}");
}

#[test]
fn quality_counts_repeats_winds_and_the_lower_bound() {
    let t = |a: u32, b: u32, c: u32, d: u32| Table::of_seats([Some(a), Some(b), Some(c), Some(d)]);
    let round = |tables: Vec<Table>| RoundSeating {
        tables,
        sit_outs: vec![],
    };
    let schedule = vec![
        round(vec![t(1, 2, 3, 4), t(5, 6, 7, 8)]),
        round(vec![t(1, 2, 5, 6), t(3, 4, 7, 8)]),
        round(vec![t(1, 2, 7, 8), t(3, 4, 5, 6)]),
    ];
    let q = quality(&schedule);
    // Pairs 1-2, 3-4, 5-6, 7-8 meet three times; 12 meetings per round, 28 pairs.
    assert_eq!(q.excess_meetings, 36 - 28);
    assert_eq!(q.repeat_pairs, 4);
    assert_eq!(q.max_meetings, 3);
    assert_eq!(q.lower_bound_excess, 8);
    // Player 1 sat East three times.
    assert_eq!(q.wind_imbalance, 3);
    assert_eq!(q.ideal_wind_imbalance, 1);
    let q = quality(&[]);
    assert_eq!(q, Quality::default());
}

#[test]
fn quality_ignores_substitute_seats() {
    let schedule = vec![RoundSeating {
        tables: vec![Table::of_seats([Some(1), None, Some(2), Some(3)])],
        sit_outs: vec![4],
    }];
    let q = quality(&schedule);
    assert_eq!(q.excess_meetings, 0);
    assert_eq!(q.max_meetings, 1);
    assert_eq!(q.wind_imbalance, 1);
}

#[test]
fn random_plans_are_well_formed_fair_and_reproducible() {
    for rule in EVERY_RULE {
        for n in 4..=41 {
            if rule == TableRule::Fours && n % 4 != 0 {
                continue;
            }
            let players = ids(n);
            let req = request(&players, &[], 6, rule, SeatingMode::Random, n as u64);
            let rounds = plan(&req).unwrap();
            assert_eq!(rounds.len(), 6);
            for round in &rounds {
                assert_round_is_well_formed(round, &players, rule);
            }
            assert_sit_outs_are_fair(&rounds, &players);
            assert_eq!(plan(&req).unwrap(), rounds);
            for (i, round) in rounds.iter().enumerate() {
                let drawn =
                    random_draw(&players, &rounds[..i], rule, draw::round_seed(n as u64, i));
                assert_eq!(drawn.as_ref(), Ok(round), "round {i} is the random draw");
            }
        }
    }
}

/// Asserts each player's wind counts over `rounds` differ by at most one, and by
/// none when the player's number of games is a multiple of four.
fn assert_winds_are_balanced(rounds: &[RoundSeating]) {
    let mut winds: HashMap<PlayerId, [u32; 4]> = HashMap::new();
    for round in rounds {
        for table in &round.tables {
            for (w, p) in table.seats.iter().enumerate() {
                if let Some(p) = p {
                    winds.entry(*p).or_default()[w] += 1;
                }
            }
        }
    }
    for (p, c) in winds {
        let spread = c.iter().max().unwrap() - c.iter().min().unwrap();
        let games: u32 = c.iter().sum();
        let allowed = u32::from(games % 4 != 0);
        assert!(spread <= allowed, "player {p} has winds {c:?}");
    }
}

/// Plans `req` at tables of `table` with a short search and checks it: every round in the
/// shape `shape` gives for the player count and rule, sit-outs fair, winds balanced by
/// `winds_balanced` (but for a random draw), and the same request planned again the same.
fn check_quick_plan(
    table: TableSize,
    req: &PlanRequest,
    shape: fn(usize, TableRule) -> (usize, usize, usize),
    winds_balanced: fn(&[RoundSeating]),
) {
    let (n, rounds) = (req.players.len(), req.rounds);
    let planned = plan_with_effort(table, req, optimise::Effort::Quick).unwrap();
    assert_eq!(planned.len(), rounds);
    for round in &planned {
        assert_seats_everyone_once(table, round, req.players, shape(n, req.rule));
    }
    assert_sit_outs_are_fair(&planned, req.players);
    if req.mode != SeatingMode::Random {
        winds_balanced(&planned);
    }
    let again = plan_with_effort(table, req, optimise::Effort::Quick);
    assert_eq!(again, Ok(planned), "{n} players, {rounds} rounds");
}

/// Every size from 4 to 64 players and 1 to 10 rounds, with a short search
/// (the seating rules and determinism do not depend on the search length; the
/// full search is checked on the target cases below).
fn check_every_size(rule: TableRule, mode: SeatingMode) {
    let (shape, winds) = (expected_shape, assert_winds_are_balanced);
    check_every_size_at(FOUR, 4..=64, 1..=10, (rule, mode), shape, winds);
}

/// [`check_quick_plan`] for every player count in `sizes` that `rule` can seat at tables of
/// `table` and every number of rounds in `rounds`, each from its own seed.
fn check_every_size_at(
    table: TableSize,
    sizes: std::ops::RangeInclusive<usize>,
    rounds: std::ops::RangeInclusive<usize>,
    (rule, mode): (TableRule, SeatingMode),
    shape: fn(usize, TableRule) -> (usize, usize, usize),
    winds_balanced: fn(&[RoundSeating]),
) {
    let seats = table.count();
    for n in sizes {
        if (rule == TableRule::Fours && n % seats != 0) || (rule == TableRule::SitOuts && n < seats)
        {
            continue;
        }
        let players = ids(n);
        for rounds in rounds.clone() {
            let seed = (n * 100 + rounds) as u64;
            let req = request(&players, &[], rounds, rule, mode, seed);
            check_quick_plan(table, &req, shape, winds_balanced);
        }
    }
}

#[test]
fn full_searches_give_the_same_plan_for_the_same_seed() {
    for (n, rounds, rule) in [
        (20, 8, TableRule::Fours),
        (33, 8, TableRule::SitOuts),
        (22, 7, TableRule::ThreesWithSubstitute),
    ] {
        let players = ids(n);
        for mode in [SeatingMode::Balanced, SeatingMode::Swiss] {
            let req = request(&players, &[], rounds, rule, mode, 77);
            let planned = plan(&req).unwrap();
            for round in &planned {
                assert_round_is_well_formed(round, &players, rule);
            }
            assert_winds_are_balanced(&planned);
            assert_eq!(
                plan(&req).unwrap(),
                planned,
                "{n}×{rounds} {rule:?} {mode:?}"
            );
        }
    }
}

#[test]
fn balanced_plans_with_tables_of_four_are_well_formed_balanced_and_reproducible() {
    check_every_size(TableRule::Fours, SeatingMode::Balanced);
}

#[test]
fn balanced_plans_with_substitutes_are_well_formed_balanced_and_reproducible() {
    check_every_size(TableRule::ThreesWithSubstitute, SeatingMode::Balanced);
}

#[test]
fn balanced_plans_with_sit_outs_are_well_formed_fair_and_reproducible() {
    check_every_size(TableRule::SitOuts, SeatingMode::Balanced);
}

#[test]
fn swiss_plans_are_well_formed_fair_and_reproducible_under_every_rule() {
    for rule in EVERY_RULE {
        check_every_size(rule, SeatingMode::Swiss);
    }
}

#[test]
fn random_plans_are_well_formed_and_reproducible_for_every_size() {
    for rule in EVERY_RULE {
        check_every_size(rule, SeatingMode::Random);
    }
}

/// A fresh Balanced plan of `rounds` rounds for `n` players at tables of `table`, with its
/// quality, whose wind imbalance is checked to be no worse than the ideal.
fn fresh_balanced_plan(
    table: TableSize,
    n: usize,
    rounds: usize,
    seed: u64,
) -> (Vec<RoundSeating>, Quality) {
    let players = ids(n);
    let req = request(
        &players,
        &[],
        rounds,
        TableRule::Fours,
        SeatingMode::Balanced,
        seed,
    );
    let planned = plan_for(table, &req).unwrap();
    let q = quality_for(table, &planned);
    let ideal = q.ideal_wind_imbalance;
    assert!(q.wind_imbalance <= ideal, "{n}×{rounds}: {q:?}");
    (planned, q)
}

/// Plans a fresh Balanced schedule of tables of four and returns its quality.
fn fresh_balanced(n: usize, rounds: usize, seed: u64) -> Quality {
    let (planned, q) = fresh_balanced_plan(TableSize::FOUR, n, rounds, seed);
    assert_winds_are_balanced(&planned);
    q
}

#[test]
fn balanced_plans_are_repeat_free_up_to_the_most_rounds_possible() {
    for (n, rounds) in [
        (16, 5),
        (20, 5),
        (24, 7),
        (28, 9),
        (32, 10),
        (36, 11),
        (40, 13),
        (48, 15),
        (64, 21),
        (100, 33),
    ] {
        for seed in [1, 2026] {
            let q = fresh_balanced(n, rounds, seed);
            assert_eq!(q.excess_meetings, 0, "{n} players, {rounds} rounds: {q:?}");
        }
    }
}

#[test]
fn balanced_plans_reach_repeat_free_prefixes_of_every_size_benchmarked() {
    for n in [24, 28, 32, 36, 40, 48, 64, 100] {
        for rounds in 4..=10 {
            if 3 * rounds > n - 1 {
                continue;
            }
            let q = fresh_balanced(n, rounds, 2026);
            assert_eq!(q.excess_meetings, 0, "{n} players, {rounds} rounds: {q:?}");
        }
    }
}

#[test]
fn winds_stay_balanced_when_a_plan_is_continued_after_rounds_played() {
    let q = continued_balanced_plan(TableSize::FOUR, 24, 3, 5);
    assert_eq!((q.wind_imbalance, q.ideal_wind_imbalance), (0, 0), "{q:?}");
}

#[test]
fn winds_even_out_after_random_draws() {
    let players = ids(16);
    let rule = TableRule::Fours;
    let drawn = plan_at(FOUR, &players, &[], 4, rule, SeatingMode::Random, 11);
    let before = quality(&drawn).wind_imbalance;
    let rest = plan_at(FOUR, &players, &drawn, 4, rule, SeatingMode::Balanced, 12);
    let mut all = drawn;
    all.extend(rest);
    let after = quality(&all).wind_imbalance;
    assert!(after < before.max(2), "{before} → {after}");
}

#[test]
fn balanced_plans_reach_the_best_known_excess() {
    let mut cases = vec![
        (16, 8, 72),
        (20, 8, 50),
        (12, 4, 13),
        (20, 4, 0),
        (20, 5, 0),
    ];
    for rounds in 3..=10 {
        cases.push((8, rounds, 12 * rounds as u64 - 28));
    }
    for (n, rounds, target) in cases {
        for seed in [1, 2026] {
            let q = fresh_balanced(n, rounds, seed);
            assert_eq!(
                q.excess_meetings, target,
                "{n} players, {rounds} rounds: {q:?}"
            );
        }
    }
}

#[test]
fn balanced_plans_meet_the_lower_bound_beyond_a_complete_design() {
    for (n, rounds, design_rounds) in [(16, 7, 5), (16, 11, 5), (28, 12, 9), (40, 15, 13)] {
        let q = fresh_balanced(n, rounds, 3);
        assert_eq!(q.excess_meetings, q.lower_bound_excess, "{n}×{rounds}");
        // Repeats are spread: each pair meets once per pass through the design.
        assert_eq!(q.max_meetings as usize, rounds.div_ceil(design_rounds));
    }
}

#[test]
fn four_hundred_players_meet_nobody_twice_in_ten_rounds() {
    let q = fresh_balanced(400, 10, 2026);
    assert_eq!(q.excess_meetings, 0);
}

/// Asserts that the first Swiss round of `n` players at tables of `table` seats neighbours in
/// the standings (the players in reverse order) together, table by table.
fn assert_first_swiss_round_seats_neighbours(table: TableSize, n: usize) {
    let players = ids(n);
    let mut standings = players.clone();
    standings.reverse();
    let req = PlanRequest {
        standings: &standings,
        ..request(&players, &[], 1, TableRule::Fours, SeatingMode::Swiss, 4)
    };
    let planned = plan_for(table, &req).unwrap();
    let seats = table.count();
    for (t, seated) in planned[0].tables.iter().enumerate() {
        let mut at: Vec<PlayerId> = seated.seats.iter().flatten().copied().collect();
        at.sort_unstable();
        let mut expected = standings[seats * t..seats * (t + 1)].to_vec();
        expected.sort_unstable();
        assert_eq!(at, expected, "table {}", t + 1);
    }
}

#[test]
fn swiss_seats_neighbours_in_the_standings_together_in_the_first_round() {
    assert_first_swiss_round_seats_neighbours(TableSize::FOUR, 16);
}

#[test]
fn swiss_avoids_a_repeat_by_moving_players_as_little_as_possible() {
    let players = ids(16);
    let swiss = SeatingMode::Swiss;
    let first = plan_at(FOUR, &players, &[], 1, TableRule::Fours, swiss, 4);
    // Standings unchanged: the same blocks would repeat every meeting.
    let second = plan_at(FOUR, &players, &first, 1, TableRule::Fours, swiss, 4);
    let mut both = first.clone();
    both.extend(second.clone());
    assert_eq!(quality(&both).excess_meetings, 0);
    // Every table now takes one player from each first-round table; the leader
    // gets the best-ranked of the second one.
    let top = second[0]
        .tables
        .iter()
        .find(|t| t.seats.contains(&Some(players[0])))
        .unwrap();
    assert!(top.seats.contains(&Some(players[4])), "{top:?}");
}

#[test]
fn a_late_arrival_is_seated_every_round_and_history_is_kept() {
    let mut players = ids(15);
    let balanced = SeatingMode::Balanced;
    let history = plan_at(FOUR, &players, &[], 2, TableRule::SitOuts, balanced, 8);
    let late = 99_999;
    players.push(late);
    let before = history.clone();
    let next = plan_at(FOUR, &players, &history, 3, TableRule::Fours, balanced, 8);
    assert_eq!(history, before);
    for round in &next {
        assert_round_is_well_formed(round, &players, TableRule::Fours);
        assert!(round.tables.iter().any(|t| t.seats.contains(&Some(late))));
    }
    let mut all = history.clone();
    all.extend(next);
    let q = quality(&all);
    assert!(q.max_meetings <= 2, "{q:?}");
}

mod replanning {
    use super::*;
    use proptest::prelude::*;

    fn rule_strategy() -> impl Strategy<Value = TableRule> {
        prop_oneof![
            Just(TableRule::Fours),
            Just(TableRule::ThreesWithSubstitute),
            Just(TableRule::SitOuts)
        ]
    }

    fn mode_strategy() -> impl Strategy<Value = SeatingMode> {
        prop_oneof![
            Just(SeatingMode::Random),
            Just(SeatingMode::Balanced),
            Just(SeatingMode::Swiss)
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        #[test]
        fn replanning_after_withdrawals_never_seats_a_withdrawn_player_nor_changes_the_past(
            n in 8usize..44,
            played in 1usize..4,
            more in 1usize..5,
            withdrawn_mask in any::<u64>(),
            rule in rule_strategy(),
            mode in mode_strategy(),
            seed in any::<u64>(),
        ) {
            let players = ids(n);
            let start_rule = if rule == TableRule::Fours { TableRule::SitOuts } else { rule };
            let first = plan_at(FOUR, &players, &[], played + more, start_rule, mode, seed);
            let history = first[..played].to_vec();
            let kept = history.clone();
            let mut withdrawn: Vec<PlayerId> = players
                .iter()
                .enumerate()
                .filter(|(i, _)| withdrawn_mask >> (i % 64) & 1 == 1)
                .map(|(_, &p)| p)
                .collect();
            // Keep enough players to seat a table.
            withdrawn.truncate(n - 4);
            let mut present: Vec<PlayerId> =
                players.iter().copied().filter(|p| !withdrawn.contains(p)).collect();
            if rule == TableRule::Fours {
                present.truncate(present.len() / 4 * 4);
            }
            let next = plan_at(FOUR, &present, &history, more, rule, mode, seed ^ 1);
            prop_assert_eq!(&history, &kept);
            prop_assert_eq!(next.len(), more);
            for round in &next {
                for table in &round.tables {
                    for p in table.seats.iter().flatten() {
                        prop_assert!(present.contains(p), "{} is not present", p);
                    }
                }
                for p in &round.sit_outs {
                    prop_assert!(present.contains(p));
                }
                assert_round_is_well_formed(round, &present, rule);
            }
        }
    }
}

#[test]
fn each_short_table_needs_its_own_substitute() {
    use super::substitutes_per_round;
    let rule = TableRule::ThreesWithSubstitute;
    // Sanma: a multiple of three needs none, 3k + 2 one, 3k + 1 two.
    assert_eq!(substitutes_per_round(9, rule, TableSize::THREE), Some(0));
    assert_eq!(substitutes_per_round(11, rule, TableSize::THREE), Some(1));
    assert_eq!(substitutes_per_round(10, rule, TableSize::THREE), Some(2));
    // Tables of four: 4k + 3 one, 4k + 2 two, 4k + 1 three.
    assert_eq!(substitutes_per_round(15, rule, TableSize::FOUR), Some(1));
    assert_eq!(substitutes_per_round(14, rule, TableSize::FOUR), Some(2));
    assert_eq!(substitutes_per_round(13, rule, TableSize::FOUR), Some(3));
    // Sit-outs need no substitute; too few players cannot be seated.
    assert_eq!(
        substitutes_per_round(10, TableRule::SitOuts, TableSize::THREE),
        Some(0)
    );
    assert_eq!(substitutes_per_round(1, rule, TableSize::THREE), None);
}

#[test]
fn tables_of_two_seat_an_even_field_and_name_the_size_when_odd() {
    let two = TableSize::TWO;
    let err = random_draw_for(two, &ids(5), &[], TableRule::Fours, 1).unwrap_err();
    assert_eq!(
        err,
        SeatingError::NotMultipleOf {
            players: 5,
            table: two
        }
    );
    assert!(err
        .to_string()
        .starts_with("5 players cannot all sit at tables of two"));
    let round = random_draw_for(two, &ids(6), &[], TableRule::Fours, 1).unwrap();
    assert_eq!(round.tables.len(), 3);
    assert!(round.tables.iter().all(|t| t.people().count() == 2));
}
