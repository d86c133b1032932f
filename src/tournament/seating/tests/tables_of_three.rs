//! Tables of three (sanma, RULES §6): the same rules with one seat fewer.

use super::*;

const THREE: TableSize = TableSize::THREE;

/// (full tables, tables of two with a substitute, sit-outs) for `n` players.
fn expected_shape(n: usize, rule: TableRule) -> (usize, usize, usize) {
    match rule {
        TableRule::Fours => (n / 3, 0, 0),
        TableRule::SitOuts => (n / 3, 0, n % 3),
        TableRule::ThreesWithSubstitute => match n % 3 {
            0 => (n / 3, 0, 0),
            1 => ((n - 4) / 3, 2, 0),
            _ => ((n - 2) / 3, 1, 0),
        },
        TableRule::FifthSeats | TableRule::TagTeams => {
            unreachable!("a table of three has no fifth seat and no tag team")
        }
    }
}

/// Everyone available seated once or sitting out, tables of three (or two
/// and the substitute) in East, South and West, and nobody in North.
fn assert_round_is_well_formed(round: &RoundSeating, players: &[PlayerId], rule: TableRule) {
    let shape = expected_shape(players.len(), rule);
    assert_seats_everyone_once(THREE, round, players, shape);
}

/// Each player's East, South and West counts differ by at most one, and by
/// none when the player's games are a multiple of three.
fn assert_winds_are_balanced(rounds: &[RoundSeating]) {
    let mut winds: HashMap<PlayerId, [u32; 3]> = HashMap::new();
    for round in rounds {
        for table in &round.tables {
            for (w, p) in table.seats[..3].iter().enumerate() {
                if let Some(p) = p {
                    winds.entry(*p).or_default()[w] += 1;
                }
            }
        }
    }
    for (p, c) in winds {
        let spread = c.iter().max().unwrap() - c.iter().min().unwrap();
        let games: u32 = c.iter().sum();
        assert!(
            spread <= u32::from(games % 3 != 0),
            "player {p} has winds {c:?}"
        );
    }
}

#[test]
fn random_draws_seat_everyone_at_tables_of_three_without_a_north() {
    for rule in [TableRule::ThreesWithSubstitute, TableRule::SitOuts] {
        for n in 3..=40 {
            let players = ids(n);
            let round = random_draw_for(THREE, &players, &[], rule, n as u64).unwrap();
            assert_round_is_well_formed(&round, &players, rule);
        }
    }
    for n in (3..=39).step_by(3) {
        let players = ids(n);
        let round = random_draw_for(THREE, &players, &[], TableRule::Fours, 9).unwrap();
        assert_round_is_well_formed(&round, &players, TableRule::Fours);
    }
}

#[test]
fn two_players_and_the_substitute_make_a_table_and_the_substitutes_wind_is_drawn() {
    let players = ids(2);
    let winds: std::collections::HashSet<usize> = (0..40)
        .map(|seed| {
            let round =
                random_draw_for(THREE, &players, &[], TableRule::ThreesWithSubstitute, seed)
                    .unwrap();
            assert_eq!(round.tables.len(), 1);
            round.tables[0].seats[..3]
                .iter()
                .position(Option::is_none)
                .unwrap()
        })
        .collect();
    assert_eq!(winds.len(), 3, "East, South and West, never North");
}

#[test]
fn counts_that_do_not_fit_tables_of_three_are_refused_with_a_reason() {
    let cases = [
        (
            10,
            TableRule::Fours,
            SeatingError::NotMultipleOfThree { players: 10 },
        ),
        (
            2,
            TableRule::Fours,
            SeatingError::TooFewPlayers {
                players: 2,
                needed: 3,
            },
        ),
        (
            2,
            TableRule::SitOuts,
            SeatingError::TooFewPlayers {
                players: 2,
                needed: 3,
            },
        ),
        (
            1,
            TableRule::ThreesWithSubstitute,
            SeatingError::TooFewPlayers {
                players: 1,
                needed: 2,
            },
        ),
    ];
    for (n, rule, error) in cases {
        let players = ids(n);
        for mode in EVERY_MODE {
            let got = plan_for(THREE, &request(&players, &[], 2, rule, mode, 0));
            assert_eq!(got, Err(error.clone()));
        }
    }
    let message = SeatingError::NotMultipleOfThree { players: 10 }.to_string();
    assert!(message.contains("10 players cannot all sit at tables of three"));
    assert!(message.contains("substitute"), "{message}");
    // Nine players fit tables of three but not tables of four.
    assert!(plan_for(
        THREE,
        &request(&ids(9), &[], 1, TableRule::Fours, SeatingMode::Random, 0)
    )
    .is_ok());
}

/// Every size from 2 to 40 players, 1 to 8 rounds, every mode, a short search.
#[test]
fn plans_at_tables_of_three_are_well_formed_fair_balanced_and_reproducible() {
    for rule in EVERY_RULE {
        for mode in EVERY_MODE {
            let (shape, winds) = (expected_shape, assert_winds_are_balanced);
            check_every_size_at(THREE, 2..=40, 1..=8, (rule, mode), shape, winds);
        }
    }
}

#[test]
fn a_random_plan_at_tables_of_three_is_the_random_draw_round_by_round() {
    let players = ids(14);
    let rule = TableRule::ThreesWithSubstitute;
    let rounds = plan_at(THREE, &players, &[], 4, rule, SeatingMode::Random, 8);
    for (i, round) in rounds.iter().enumerate() {
        let drawn = random_draw_for(THREE, &players, &rounds[..i], rule, draw::round_seed(8, i));
        assert_eq!(drawn.as_ref(), Ok(round), "round {i}");
    }
}

/// A fresh Balanced plan at tables of three, checked and measured.
fn fresh(n: usize, rounds: usize, seed: u64) -> Quality {
    let (planned, q) = fresh_balanced_plan(THREE, n, rounds, seed);
    for round in &planned {
        assert_round_is_well_formed(round, &ids(n), TableRule::Fours);
    }
    assert_winds_are_balanced(&planned);
    q
}

/// Asserts the figures the planner reaches for `n` players: no repeat up to
/// `repeat_free` rounds, then the excess meetings listed for the rounds after.
fn assert_reaches(n: usize, repeat_free: usize, after: &[u64]) {
    for seed in [1, 2026] {
        let q = fresh(n, repeat_free, seed);
        assert_eq!(q.excess_meetings, 0, "{n}×{repeat_free}: {q:?}");
        for (extra, &target) in after.iter().enumerate() {
            let rounds = repeat_free + 1 + extra;
            let q = fresh(n, rounds, seed);
            assert_eq!(q.excess_meetings, target, "{n}×{rounds}: {q:?}");
            // Repeats are spread: no pair meets a third time this early.
            assert_eq!(q.max_meetings, 2, "{n}×{rounds}: {q:?}");
        }
    }
}

/// docs/performance.md's table. After a Kirkman triple system (9, 15, 21, 27, 33) every pair has
/// met, and each further round adds the fewest repeats possible (the lower bound, `N` per
/// round). No nearly Kirkman system of twelve exists: four rounds is the most, and the
/// fifth costs three repeats (the counting bound says 0), the sixth seven (bound 6); the
/// same on every seed tried. With 18 and 24 players (nearly Kirkman systems) every player
/// meets all others but one.
#[test]
fn tables_of_three_play_the_readmes_rounds_without_a_repeat_then_the_fewest_repeats() {
    // (players, rounds without a repeat, excess meetings after one and two more rounds)
    let table: &[(usize, usize, &[u64])] = &[
        (9, 4, &[9, 18]),
        (12, 4, &[3, 7]),
        (15, 7, &[15, 30]),
        (18, 8, &[]),
        (21, 10, &[21, 42]),
        (24, 11, &[]),
        (27, 13, &[27, 54]),
        (33, 16, &[33, 66]),
    ];
    for &(n, repeat_free, after) in table {
        assert_reaches(n, repeat_free, after);
    }
}

#[test]
fn a_sanma_plan_continued_after_rounds_played_keeps_winds_balanced_and_no_repeats() {
    let q = continued_balanced_plan(THREE, 15, 3, 3);
    assert_eq!(q.excess_meetings, 0, "{q:?}");
    assert_eq!((q.wind_imbalance, q.ideal_wind_imbalance), (0, 0), "{q:?}");
}

#[test]
fn swiss_at_tables_of_three_seats_neighbours_in_the_standings_together() {
    assert_first_swiss_round_seats_neighbours(THREE, 12);
}

#[test]
fn quality_at_tables_of_three_counts_three_winds() {
    let t = |a: u32, b: u32, c: u32| Table::new(vec![Some(a), Some(b), Some(c)]);
    let round = |tables: Vec<Table>| RoundSeating {
        tables,
        sit_outs: vec![],
    };
    let schedule = vec![
        round(vec![t(1, 2, 3), t(4, 5, 6)]),
        round(vec![t(2, 3, 1), t(5, 6, 4)]),
        round(vec![t(3, 1, 2), t(6, 4, 5)]),
    ];
    let q = quality_for(THREE, &schedule);
    assert_eq!((q.wind_imbalance, q.ideal_wind_imbalance), (0, 0));
    assert_eq!(q.excess_meetings, 12);
    // Counting alone gives 3 (six opponent places for five others, per player); but each
    // table of a round takes its three from the two tables before, so two of them met
    // before: at least 2 repeats per round after the first.
    assert_eq!(q.lower_bound_excess, 4);
    // Read as tables of four, the empty North would look like a wind never played.
    assert_eq!(quality(&schedule).wind_imbalance, 1);
}
