//! Measures of a seating schedule: repeat meetings, wind balance, and the lower
//! bound on repeats that no schedule can beat.
//!
//! Owns [`quality`], [`quality_for`] and [`Quality`]; it only reads a schedule
//! and never changes one.

use std::collections::HashMap;

use super::{PlayerId, RoundSeating, TableSize};

/// How good a whole schedule (history plus plan) is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Quality {
    /// Sum over pairs of players of `max(0, meetings - 1)`: every meeting after
    /// the first. Equal to all meetings minus the number of distinct pairs met.
    pub excess_meetings: u64,
    /// Pairs that met more than once.
    pub repeat_pairs: u64,
    /// Most times any one pair met.
    pub max_meetings: u32,
    /// Largest, over players, of (most-used wind count − least-used wind count).
    pub wind_imbalance: u32,
    /// Best achievable [`Quality::wind_imbalance`]: 0 when every player's number
    /// of games is a multiple of the table size (each wind exactly a quarter of
    /// them, or a third at tables of three), 1 otherwise.
    pub ideal_wind_imbalance: u32,
    /// No schedule with the same tables per round can have fewer excess
    /// meetings. The larger of two bounds, each provable on its own:
    ///
    /// * Counting: a player who meets `m` opponents among `N - 1` others meets
    ///   at least `m - (N - 1)` of them twice, and each repeat is shared by two
    ///   players. With tables of four and no sit-outs this is
    ///   `⌈N · max(0, 3R − (N − 1)) / 2⌉`; with tables of three,
    ///   `⌈N · max(0, 2R − (N − 1)) / 2⌉`.
    /// * Pigeonhole, round after round: every table of a round is filled from
    ///   the tables of the round before, and players who shared a table then
    ///   meet again. A table of `t` drawn from `g` earlier tables holds at least
    ///   the pairs of `t` players spread as evenly as possible over `g` groups
    ///   (12 players at tables of four: each table of round 2 takes four
    ///   players from round 1's three tables, so two of them met before — 3
    ///   repeats at least, where counting alone says 0). The same holds with
    ///   the roles swapped (each earlier table spread over the new ones), and
    ///   the larger of the two counts. Summed over consecutive rounds this
    ///   still bounds the excess: a pair that meets in `m` rounds is counted
    ///   in at most `m − 1` consecutive pairs of them.
    pub lower_bound_excess: u64,
}

/// [`quality_for`] at tables of four.
pub fn quality(rounds: &[RoundSeating]) -> Quality {
    quality_for(TableSize::FOUR, rounds)
}

/// Measures `rounds` (the whole schedule: rounds played plus rounds planned)
/// at tables of `table` seats: winds are counted over East, South, West (and
/// North at tables of four). Substitute seats (`None`) meet nobody and have no
/// winds.
pub fn quality_for(table: TableSize, rounds: &[RoundSeating]) -> Quality {
    let k = table.count();
    let mut meetings: HashMap<(PlayerId, PlayerId), u32> = HashMap::new();
    let mut winds: HashMap<PlayerId, [u32; 4]> = HashMap::new();
    let mut opponents: HashMap<PlayerId, u64> = HashMap::new();
    for round in rounds {
        for &p in &round.sit_outs {
            winds.entry(p).or_insert([0; 4]);
        }
        for table in &round.tables {
            let present: Vec<(usize, PlayerId)> = table
                .wind_seats()
                .iter()
                .enumerate()
                .filter_map(|(w, s)| s.map(|p| (w, p)))
                .collect();
            // A fifth person (the American bettor) has no wind but plays with all four.
            let present: Vec<(Option<usize>, PlayerId)> = present
                .into_iter()
                .map(|(w, p)| (Some(w), p))
                .chain(table.fifth().map(|p| (None, p)))
                .collect();
            for (i, &(wind, p)) in present.iter().enumerate() {
                let counts = winds.entry(p).or_insert([0; 4]);
                if let Some(wind) = wind {
                    counts[wind] += 1;
                }
                *opponents.entry(p).or_insert(0) += present.len() as u64 - 1;
                for &(_, q) in &present[i + 1..] {
                    let key = if p < q { (p, q) } else { (q, p) };
                    *meetings.entry(key).or_insert(0) += 1;
                }
            }
        }
    }
    let mut q = Quality::default();
    for &m in meetings.values() {
        q.max_meetings = q.max_meetings.max(m);
        if m > 1 {
            q.excess_meetings += u64::from(m - 1);
            q.repeat_pairs += 1;
        }
    }
    for counts in winds.values() {
        let counts = &counts[..k];
        let most = counts.iter().max().copied().unwrap_or(0);
        let least = counts.iter().min().copied().unwrap_or(0);
        q.wind_imbalance = q.wind_imbalance.max(most - least);
        if counts.iter().sum::<u32>() % k as u32 != 0 {
            q.ideal_wind_imbalance = 1;
        }
    }
    let others = winds.len().saturating_sub(1) as u64;
    let surplus: u64 = opponents.values().map(|&m| m.saturating_sub(others)).sum();
    let pigeonhole: u64 = rounds
        .windows(2)
        .map(|pair| repeats_forced_between(&pair[0], &pair[1]))
        .sum();
    q.lower_bound_excess = surplus.div_ceil(2).max(pigeonhole);
    q
}

/// The fewest pairs of `players` split into `groups` groups that share a group: the players
/// spread as evenly as they can be.
fn fewest_shared_pairs(players: u64, groups: u64) -> u64 {
    if groups == 0 {
        return 0;
    }
    let pairs = |n: u64| n * n.saturating_sub(1) / 2;
    let (each, larger) = (players / groups, players % groups);
    larger * pairs(each + 1) + (groups - larger) * pairs(each)
}

/// The fewest pairs who meet in both `earlier` and `later`, whatever the tables of `later` are,
/// given how many players each table of either round seats (see
/// [`Quality::lower_bound_excess`]). Only players of both rounds count; substitutes meet
/// nobody.
fn repeats_forced_between(earlier: &RoundSeating, later: &RoundSeating) -> u64 {
    let tables_of = |round: &RoundSeating| -> HashMap<PlayerId, usize> {
        round
            .tables
            .iter()
            .enumerate()
            .flat_map(|(i, t)| t.wind_seats().iter().flatten().map(move |&p| (p, i)))
            .collect()
    };
    let (before, after) = (tables_of(earlier), tables_of(later));
    let mut from_table: HashMap<usize, u64> = HashMap::new();
    let mut into_table: HashMap<usize, u64> = HashMap::new();
    for (player, table) in &before {
        if let Some(next) = after.get(player) {
            *from_table.entry(*table).or_insert(0) += 1;
            *into_table.entry(*next).or_insert(0) += 1;
        }
    }
    // Each earlier table's players spread over the later tables, and each later table filled
    // from the earlier ones: either count is a floor on the pairs met twice.
    let spread = |sizes: &HashMap<usize, u64>, over: usize| -> u64 {
        sizes
            .values()
            .map(|&n| fewest_shared_pairs(n, over as u64))
            .sum()
    };
    spread(&from_table, into_table.len()).max(spread(&into_table, from_table.len()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::seating::{plan, PlanRequest, SeatingMode, Table, TableRule};

    fn fours(tables: &[[u32; 4]]) -> RoundSeating {
        RoundSeating {
            tables: tables
                .iter()
                .map(|t| Table::of_seats(t.map(Some)))
                .collect(),
            sit_outs: Vec::new(),
        }
    }

    #[test]
    fn twelve_players_in_a_second_round_must_repeat_three_meetings() {
        let first = fours(&[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]);
        assert_eq!(quality(std::slice::from_ref(&first)).lower_bound_excess, 0);
        // Each table of round 2 takes four players from round 1's three tables.
        let second = fours(&[[1, 5, 9, 2], [6, 10, 3, 7], [11, 4, 8, 12]]);
        let q = quality(&[first.clone(), second]);
        assert_eq!(q.lower_bound_excess, 3);
        assert_eq!(q.excess_meetings, 3);
        // The balanced optimiser reaches that bound and no schedule goes below it.
        let players: Vec<PlayerId> = (1..=12).collect();
        let history = [first];
        let planned = plan(&PlanRequest {
            players: &players,
            history: &history,
            rounds: 1,
            rule: TableRule::Fours,
            mode: SeatingMode::Balanced,
            standings: &[],
            seed: 21,
        })
        .unwrap();
        let whole = [history[0].clone(), planned[0].clone()];
        let q = quality(&whole);
        assert_eq!((q.excess_meetings, q.lower_bound_excess), (3, 3));
    }

    #[test]
    fn the_pigeonhole_bound_adds_up_over_consecutive_rounds_and_yields_to_counting() {
        // Eight players at two tables: every later table takes two from each earlier one.
        let rounds = [
            fours(&[[1, 2, 3, 4], [5, 6, 7, 8]]),
            fours(&[[1, 2, 5, 6], [3, 4, 7, 8]]),
            fours(&[[1, 3, 5, 7], [2, 4, 6, 8]]),
        ];
        assert_eq!(repeats_forced_between(&rounds[0], &rounds[1]), 4);
        assert_eq!(quality(&rounds).lower_bound_excess, 8);
        // Sixteen players at four tables can meet nobody twice in round 2.
        let first = fours(&[
            [1, 2, 3, 4],
            [5, 6, 7, 8],
            [9, 10, 11, 12],
            [13, 14, 15, 16],
        ]);
        let second = fours(&[
            [1, 5, 9, 13],
            [2, 6, 10, 14],
            [3, 7, 11, 15],
            [4, 8, 12, 16],
        ]);
        assert_eq!(quality(&[first, second]).lower_bound_excess, 0);
    }

    #[test]
    fn spreading_players_over_groups_leaves_the_fewest_shared_pairs() {
        assert_eq!(fewest_shared_pairs(4, 3), 1);
        assert_eq!(fewest_shared_pairs(4, 2), 2);
        assert_eq!(fewest_shared_pairs(3, 3), 0);
        assert_eq!(fewest_shared_pairs(5, 0), 0);
        assert_eq!(fewest_shared_pairs(9, 2), 6 + 10);
    }
}
