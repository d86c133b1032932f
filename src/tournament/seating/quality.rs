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
    /// No schedule with the same games per player can have fewer excess
    /// meetings: a player who meets `m` opponents among `N - 1` others meets at
    /// least `m - (N - 1)` of them twice, and each repeat is shared by two
    /// players. With tables of four and no sit-outs this is
    /// `⌈N · max(0, 3R − (N − 1)) / 2⌉`; with tables of three,
    /// `⌈N · max(0, 2R − (N − 1)) / 2⌉`.
    pub lower_bound_excess: u64,
}

/// [`quality_for`] at tables of four.
pub fn quality(rounds: &[RoundSeating]) -> Quality {
    quality_for(TableSize::Four, rounds)
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
                .seats
                .iter()
                .enumerate()
                .filter_map(|(w, s)| s.map(|p| (w, p)))
                .collect();
            for (i, &(wind, p)) in present.iter().enumerate() {
                winds.entry(p).or_insert([0; 4])[wind] += 1;
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
    q.lower_bound_excess = surplus.div_ceil(2);
    q
}
