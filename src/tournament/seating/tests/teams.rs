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

/// A round of one table where team `a` (East–North) met team `b`, of [`teams`]' ids.
fn met(a: u32, b: u32) -> RoundSeating {
    let [east, north] = [2 * a + 1, 2 * a + 2];
    let [south, west] = [2 * b + 1, 2 * b + 2];
    RoundSeating {
        tables: vec![Table::of_seats([
            Some(east),
            Some(south),
            Some(west),
            Some(north),
        ])],
        sit_outs: Vec::new(),
    }
}

/// The teams of each table of a swiss round of `all` after `history` under `standings` (team
/// index and place), as sorted pairs of team indexes.
fn swiss_tables(
    all: &[[PlayerId; 2]],
    history: &[RoundSeating],
    standings: &[(usize, usize)],
    seed: u64,
) -> Vec<(usize, usize)> {
    let places: Vec<(usize, [PlayerId; 2])> = standings
        .iter()
        .map(|&(team, place)| (place, all[team]))
        .collect();
    let plan = (history, 1, seed);
    let round = plan_swiss_team_rounds(&everyone(all), all, plan, &places).unwrap();
    let mut tables: Vec<(usize, usize)> = table_teams(&round[0], &team_of(all))
        .into_iter()
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect();
    tables.sort_unstable();
    tables
}

#[test]
fn swiss_pairs_first_with_second_and_third_with_fourth_in_the_team_standings() {
    let all = teams(6);
    // Places 1–6 go to teams 3, 0, 5, 1, 4, 2; the first two met before, and meet again.
    let standings = [(3, 1), (0, 2), (5, 3), (1, 4), (4, 5), (2, 6)];
    for seed in 0..5 {
        let tables = swiss_tables(&all, &[met(3, 0)], &standings, seed);
        assert_eq!(tables, [(0, 3), (1, 5), (2, 4)], "seed {seed}");
    }
}

#[test]
fn among_teams_level_in_the_standings_swiss_pairs_those_that_met_least() {
    let all = teams(4);
    // Teams 1 and 2 share second place: the leader may play either, and plays the one it has
    // not met; the last team plays the other.
    let standings = [(0, 1), (1, 2), (2, 2), (3, 4)];
    for seed in 0..5 {
        let after_1 = swiss_tables(&all, &[met(0, 1)], &standings, seed);
        assert_eq!(after_1, [(0, 2), (1, 3)], "seed {seed}");
        let after_2 = swiss_tables(&all, &[met(0, 2)], &standings, seed);
        assert_eq!(after_2, [(0, 1), (2, 3)], "seed {seed}");
    }
}

#[test]
fn swiss_ranks_teams_missing_from_the_standings_last_and_keeps_the_draw_for_the_others() {
    let all = teams(4);
    for seed in 0..5 {
        let tables = swiss_tables(&all, &[], &[(2, 1), (0, 2)], seed);
        assert_eq!(tables, [(0, 2), (1, 3)], "seed {seed}");
    }
    // The draw and the balanced seating keep pairing by meetings alone, whatever the places.
    let players = everyone(&all);
    let plain = plan_team_rounds(&players, &all, &[met(0, 1)], 1, 9).unwrap();
    let pairs = table_teams(&plain[0], &team_of(&all));
    assert!(
        !pairs.contains(&(0, 1)) && !pairs.contains(&(1, 0)),
        "{pairs:?}"
    );
}
