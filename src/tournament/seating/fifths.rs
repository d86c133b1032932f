//! The fifth seat (`TableRule::FifthSeats`, the American bettor, docs/rules.md §10): which
//! table each fifth person joins.
//!
//! Owns only that placement. Who is fifth is chosen before the tables are made, in turn like a
//! sit-out (`draw::choose_sit_outs` over `draw::fifth_counts`); the tables themselves are made
//! by the seating mode from the other players, as if the fifths sat out. Here each fifth person
//! then takes a table of their own. A fifth plays the game with all four at the table, so the
//! placement meets fewest people again: each fifth joins the free table whose four they have
//! met least, over the history and the rounds planned before. The random draw places them at
//! random instead, as it draws everything else.

use std::collections::HashMap;

use super::draw::{below, rng_for, shuffle};
use super::{PlayerId, RoundSeating};

/// Adds the meetings of `round` (every pair at a table, the fifth person included) to `met`.
fn count_meetings(met: &mut HashMap<(PlayerId, PlayerId), u32>, round: &RoundSeating) {
    for table in &round.tables {
        let people: Vec<PlayerId> = table.people().collect();
        for (i, &a) in people.iter().enumerate() {
            for &b in &people[i + 1..] {
                *met.entry(pair(a, b)).or_insert(0) += 1;
            }
        }
    }
}

fn pair(a: PlayerId, b: PlayerId) -> (PlayerId, PlayerId) {
    if a < b {
        (a, b)
    } else {
        (b, a)
    }
}

/// Moves the players listed as sitting out of each planned round to the fifth seats of
/// distinct tables (the layout guarantees there are enough tables). `by_meetings` places each
/// where they have met the table's four least, ties drawn from the seed; otherwise the tables
/// are drawn at random.
pub(crate) fn seat_fifths(
    planned: &mut [RoundSeating],
    history: &[RoundSeating],
    seed: u64,
    by_meetings: bool,
) {
    let mut met = HashMap::new();
    for round in history {
        count_meetings(&mut met, round);
    }
    for (r, round) in planned.iter_mut().enumerate() {
        let mut rng = rng_for(seed, 0xF1F7_0000 + r as u64);
        let mut fifths = std::mem::take(&mut round.sit_outs);
        shuffle(&mut rng, &mut fifths);
        let mut free: Vec<usize> = (0..round.tables.len()).collect();
        for fifth in fifths {
            debug_assert!(
                !free.is_empty(),
                "the layout leaves a table for every fifth"
            );
            if free.is_empty() {
                // Not reachable through the layout; keep the player listed rather than lose them.
                round.sit_outs.push(fifth);
                continue;
            }
            let pick = if by_meetings {
                shuffle(&mut rng, &mut free);
                let cost = |t: usize| -> u32 {
                    round.tables[t]
                        .people()
                        .map(|p| met.get(&pair(p, fifth)).copied().unwrap_or(0))
                        .sum()
                };
                (0..free.len())
                    .min_by_key(|&i| cost(free[i]))
                    .expect("a free table")
            } else {
                below(&mut rng, free.len())
            };
            let table = free.swap_remove(pick);
            round.tables[table].seat_fifth(fifth);
        }
        round.sit_outs.sort_unstable();
        count_meetings(&mut met, round);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::seating::Table;

    fn table(seats: [u32; 4]) -> Table {
        Table::of_seats(seats.map(Some))
    }

    #[test]
    fn a_fifth_person_joins_the_table_whose_four_they_have_met_least() {
        let history = [RoundSeating {
            tables: vec![
                Table::new(vec![Some(1), Some(2), Some(3), Some(5), Some(9)]),
                table([4, 6, 7, 8]),
            ],
            sit_outs: vec![],
        }];
        for seed in 0..16 {
            let mut planned = [RoundSeating {
                tables: vec![table([1, 2, 3, 4]), table([5, 6, 7, 8])],
                sit_outs: vec![9],
            }];
            seat_fifths(&mut planned, &history, seed, true);
            assert_eq!(planned[0].sit_outs, Vec::<PlayerId>::new());
            // Table 1 holds three people 9 has met, table 2 only one.
            assert_eq!(planned[0].tables[0].fifth(), None, "seed {seed}");
            assert_eq!(planned[0].tables[1].fifth(), Some(9), "seed {seed}");
        }
    }

    #[test]
    fn every_fifth_person_gets_a_table_of_their_own() {
        let mut planned = [RoundSeating {
            tables: vec![
                table([1, 2, 3, 4]),
                table([5, 6, 7, 8]),
                table([9, 10, 11, 12]),
            ],
            sit_outs: vec![13, 14, 15],
        }];
        seat_fifths(&mut planned, &[], 3, false);
        let mut fifths: Vec<PlayerId> = planned[0].tables.iter().filter_map(Table::fifth).collect();
        fifths.sort_unstable();
        assert_eq!(fifths, vec![13, 14, 15]);
        assert!(planned[0].sit_outs.is_empty());
    }
}
