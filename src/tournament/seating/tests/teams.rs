//! Team seating (docs/rules.md §16 "Teams"): partners East–North and South–West at one table,
//! every team once a round, no repeat meeting while one can be avoided, the same seed the same
//! seating, and the refusals when the players present are not whole teams of an even number.

use std::collections::HashMap;

use super::*;

/// `n` teams of consecutive ids: (1, 2), (3, 4), …
fn teams(n: u32) -> Vec<[PlayerId; 2]> {
    (0..n).map(|t| [2 * t + 1, 2 * t + 2]).collect()
}

fn everyone(teams: &[[PlayerId; 2]]) -> Vec<PlayerId> {
    teams.iter().flatten().copied().collect()
}

/// The team of each player.
fn team_of(teams: &[[PlayerId; 2]]) -> HashMap<PlayerId, usize> {
    let pairs = teams.iter().enumerate();
    pairs.flat_map(|(t, p)| p.map(|id| (id, t))).collect()
}

/// Each table's two teams, East–North's first.
fn table_teams(round: &RoundSeating, of: &HashMap<PlayerId, usize>) -> Vec<(usize, usize)> {
    round
        .tables
        .iter()
        .map(|table| {
            let seat = |i: usize| of[&table.seats[i].expect("every seat is a player")];
            assert_eq!(seat(0), seat(3), "East and North are partners: {table:?}");
            assert_eq!(seat(1), seat(2), "South and West are partners: {table:?}");
            assert_ne!(seat(0), seat(1));
            (seat(0), seat(1))
        })
        .collect()
}

#[test]
fn partners_sit_east_north_and_south_west_and_every_team_plays_once_a_round() {
    for n in [2, 4, 6, 10, 20] {
        let all = teams(n);
        let rounds = plan_team_rounds(&everyone(&all), &all, &[], 3, 7).unwrap();
        let of = team_of(&all);
        for round in &rounds {
            let mut seen: Vec<usize> = table_teams(round, &of)
                .into_iter()
                .flat_map(|(a, b)| [a, b])
                .collect();
            seen.sort_unstable();
            assert_eq!(seen, (0..n as usize).collect::<Vec<_>>(), "{n} teams");
            assert!(round.sit_outs.is_empty());
        }
    }
}

#[test]
fn teams_meet_no_team_twice_while_that_can_be_avoided() {
    // While each team has met fewer than half the others, those it has not met can always be
    // paired (Dirac: a graph of degree n/2 or more has a Hamiltonian cycle), so the exact
    // search must find a round without repeats: n/2 rounds of n teams (all three of four).
    for (n, rounds) in [(4, 3), (6, 3), (8, 4), (10, 5), (12, 6)] {
        let all = teams(n);
        let of = team_of(&all);
        for seed in 0..5 {
            let plan = plan_team_rounds(&everyone(&all), &all, &[], rounds, seed).unwrap();
            let mut met = HashMap::new();
            for (a, b) in plan.iter().flat_map(|r| table_teams(r, &of)) {
                *met.entry((a.min(b), a.max(b))).or_insert(0) += 1;
            }
            assert!(
                met.values().all(|&m| m == 1),
                "{n} teams, seed {seed}: {met:?}"
            );
        }
    }
}

#[test]
fn a_round_after_history_pairs_teams_that_have_not_met() {
    let all = teams(4);
    let of = team_of(&all);
    let players = everyone(&all);
    let first = plan_team_rounds(&players, &all, &[], 1, 1).unwrap();
    let again = plan_team_rounds(&players, &all, &first, 1, 1).unwrap();
    let before = table_teams(&first[0], &of);
    for (a, b) in table_teams(&again[0], &of) {
        let pair = (a.min(b), a.max(b));
        assert!(
            before.iter().all(|&(c, d)| (c.min(d), c.max(d)) != pair),
            "{before:?} then {pair:?}"
        );
    }
}

#[test]
fn the_same_seed_gives_the_same_seating_and_east_goes_round() {
    let all = teams(4);
    let players = everyone(&all);
    let plan = |seed, rounds| plan_team_rounds(&players, &all, &[], rounds, seed).unwrap();
    assert_eq!(plan(3, 4), plan(3, 4));
    assert_ne!(plan(3, 4), plan(4, 4));
    let easts = |rounds: &[RoundSeating]| {
        let mut easts: HashMap<PlayerId, u32> = HashMap::new();
        for table in rounds.iter().flat_map(|r| &r.tables) {
            *easts.entry(table.seats[0].unwrap()).or_default() += 1;
        }
        easts
    };
    for seed in 0..10 {
        // Two rounds' four Easts go to four players: a team that dealt first deals with its
        // other partner, or lets the other team deal.
        assert_eq!(easts(&plan(seed, 2)).len(), 4, "seed {seed}");
        // Partners take East in turn.
        let long = easts(&plan(seed, 9));
        for [a, b] in &all {
            let (a, b) = (long.get(a).copied(), long.get(b).copied());
            let (a, b) = (a.unwrap_or(0), b.unwrap_or(0));
            assert!(a.abs_diff(b) <= 1, "seed {seed}: {long:?}");
        }
    }
}

#[test]
fn players_present_that_are_not_whole_teams_of_an_even_number_are_refused() {
    let all = teams(3);
    let cases: [(Vec<PlayerId>, TeamSeatingError); 4] = [
        (
            vec![1, 2, 3, 4, 9, 10],
            TeamSeatingError::WithoutTeam {
                players: vec![9, 10],
            },
        ),
        (
            vec![1, 2, 3, 5, 6],
            TeamSeatingError::PartnerAbsent { players: vec![3] },
        ),
        (
            vec![1, 2, 3, 4, 5, 6],
            TeamSeatingError::OddTeams { teams: 3 },
        ),
        (vec![1, 2], TeamSeatingError::OddTeams { teams: 1 }),
    ];
    for (players, expected) in cases {
        assert_eq!(
            plan_team_rounds(&players, &all, &[], 1, 0),
            Err(expected),
            "{players:?}"
        );
    }
    // A team absent as a whole simply does not play.
    let rounds = plan_team_rounds(&[1, 2, 3, 4], &all, &[], 1, 0).unwrap();
    assert_eq!(rounds[0].tables.len(), 1);
}
