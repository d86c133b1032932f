//! The round robin of two-player games: Berger tables, everyone meets everyone once.
//!
//! Owns which two players share a table in each round of [`super::SeatingMode::RoundRobin`],
//! and the same rounds as a design for Balanced at tables of two. Winds (who is East and deals
//! first) are balanced by `winds` over the whole schedule at once (see [`Period`]), so that
//! a round proposed later is seated as the whole plan would have seated it; sit-outs are the
//! schedule's byes. It never changes a round already played.
//!
//! Berger tables: the field gets positions `0..P` (`P` even; an odd field adds a last position,
//! the bye, and whoever draws it sits the round out). Position `P − 1` stays put and the others
//! turn around a circle: circle round `c` pairs `c` with `P − 1` and `c + k` with `c − k`
//! (mod `P − 1`) for `k = 1 … P/2 − 1`, so over the `P − 1` circle rounds every pair meets
//! exactly once. Berger plays them in the order `c = j · P/2 (mod P − 1)` for round `j`, the
//! published tables' order (round 2 of six players opens 6–4, 5–3, 1–2).
//!
//! Positions are given by lots drawn from the field itself (a seed made of the players' ids),
//! never from the request's seed: the organizer proposes each round with a fresh seed, and the
//! rounds must still continue one cycle. Which rounds come next is read from the history: the
//! round whose bye has sat out least, then whose pairs have met least, then the earliest in
//! Berger's order. After rounds of the same field that is the next round of the cycle; after a
//! full cycle a second one starts; when the field changed (a late arrival, a withdrawal) the
//! new field's tables are played in the order that repeats fewest meetings.

use std::collections::HashMap;

use super::designs::Design;
use super::draw::{self, mix, rng_for, shuffle, MAX_ROUNDS};
use super::{winds, PlayerId, RoundSeating, SeatingError, Table};

/// A table of two: `east` deals first.
pub(crate) fn table_of_two(east: PlayerId, south: PlayerId) -> Table {
    Table::of_seats([Some(east), Some(south), None, None])
}

/// One cycle of Berger tables over an even number of positions.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Berger {
    positions: usize,
}

impl Berger {
    /// The tables of `players` (the bye added when they are odd).
    pub fn for_players(players: usize) -> Self {
        Berger {
            positions: players + players % 2,
        }
    }

    /// Rounds in one cycle.
    pub fn rounds(self) -> usize {
        self.positions - 1
    }

    /// The circle round played as Berger's round `j`.
    fn circle(self, j: usize) -> usize {
        j * (self.positions / 2) % self.rounds()
    }

    /// The pairs of positions of Berger's round `j` (0-based), the first of each the one
    /// Berger's tables name first.
    pub fn pairs(self, j: usize) -> impl Iterator<Item = (usize, usize)> {
        let m = self.rounds();
        let c = self.circle(j);
        // The fixed position takes the first place every other round.
        let fixed = if j % 2 == 0 { (c, m) } else { (m, c) };
        let others = (1..self.positions / 2).map(move |k| ((c + k) % m, (c + m - k) % m));
        std::iter::once(fixed).chain(others)
    }

    /// Berger's round in which positions `a` and `b` (different) meet. Circle round `c` pairs
    /// `x` and `y` with `x + y ≡ 2c`, and `j · P/2 ≡ c` gives `j ≡ 2c`, since `2 · P/2 ≡ 1`
    /// (mod `P − 1`).
    pub fn round_of(self, a: usize, b: usize) -> usize {
        let m = self.rounds();
        let c = if a == m {
            b
        } else if b == m {
            a
        } else {
            // Halving mod an odd m: multiply by (m + 1) / 2.
            (a + b) % m * m.div_ceil(2) % m
        };
        2 * c % m
    }
}

/// The field's positions, the bye (`None`) last: lots drawn from a seed made of the
/// players' ids (sorted), so the same field always gets the same tables.
fn positions(players: &[PlayerId]) -> Vec<Option<PlayerId>> {
    let lots = players
        .iter()
        .fold(0x2B0B_1000_u64, |seed, &p| mix(seed, u64::from(p)));
    let mut order: Vec<Option<PlayerId>> = players.iter().copied().map(Some).collect();
    shuffle(&mut rng_for(lots, 0), &mut order);
    if order.len() % 2 == 1 {
        order.push(None);
    }
    order
}

/// Plans `rounds` rounds of round robin for `players` (sorted ids, at least two) after
/// `history` (see the module header), East and South given by [`Period`].
pub(crate) fn plan(
    players: &[PlayerId],
    history: &[RoundSeating],
    rounds: usize,
) -> Result<Vec<RoundSeating>, SeatingError> {
    let berger = Berger::for_players(players.len());
    if berger.rounds() > MAX_ROUNDS {
        return Err(SeatingError::RoundRobinTooLong {
            players: players.len(),
            rounds: berger.rounds(),
            max: MAX_ROUNDS,
        });
    }
    let seats = positions(players);
    let period = Period::new(berger, &seats);
    let position: HashMap<PlayerId, usize> = seats
        .iter()
        .enumerate()
        .filter_map(|(i, p)| p.map(|p| (p, i)))
        .collect();
    // (sat out by the round's bye, meetings of its pairs) for each round of the cycle.
    let mut played = vec![(0u32, 0u64); berger.rounds()];
    for (&player, &times) in &draw::sit_out_counts(history) {
        if let (Some(&at), Some(bye)) = (position.get(&player), seats.len().checked_sub(1)) {
            if seats[bye].is_none() && at != bye {
                played[berger.round_of(at, bye)].0 += times;
            }
        }
    }
    for table in history.iter().flat_map(|round| &round.tables) {
        let people: Vec<usize> = table
            .people()
            .filter_map(|p| position.get(&p).copied())
            .collect();
        for (i, &a) in people.iter().enumerate() {
            for &b in &people[i + 1..] {
                played[berger.round_of(a, b)].1 += 1;
            }
        }
    }
    let pairs_per_round = players.len() as u64 / 2;
    let mut planned: Vec<RoundSeating> = (0..rounds)
        .map(|_| {
            let j = (0..berger.rounds())
                .min_by_key(|&j| (played[j], j))
                .expect("a cycle has a round");
            let (bye, met) = played[j];
            played[j] = (
                bye + u32::from(players.len() % 2 == 1),
                met + pairs_per_round,
            );
            // Each time a round's pairs all met once more, it was played once more.
            period.round(j, met / pairs_per_round)
        })
        .collect();
    // The period's winds follow on from rounds of this field's cycle only; after rounds
    // seated otherwise (another field, another mode) they are balanced over those rounds.
    if !continues_the_cycle(berger, &position, history) {
        winds::balance_winds(&mut planned, history, 2);
    }
    Ok(planned)
}

/// Whether every round of `history` is a whole round of this field's Berger tables: the
/// field's players only, at tables of two that all meet in the same round of the cycle.
fn continues_the_cycle(
    berger: Berger,
    position: &HashMap<PlayerId, usize>,
    history: &[RoundSeating],
) -> bool {
    history.iter().all(|round| {
        let rounds: Option<Vec<usize>> = round
            .tables
            .iter()
            .map(|table| {
                let people: Vec<usize> = table
                    .people()
                    .map(|p| position.get(&p).copied())
                    .collect::<Option<_>>()?;
                match people[..] {
                    [a, b] => Some(berger.round_of(a, b)),
                    _ => None,
                }
            })
            .collect();
        rounds.is_some_and(|rounds| {
            rounds.len() == position.len() / 2 && rounds.windows(2).all(|w| w[0] == w[1])
        })
    })
}

/// The rounds of the cycle with their winds, repeated as often as it takes for every
/// player's games to fall into twos: once for an odd field (each plays `n − 1` games a
/// cycle, an even number), twice for an even field (`n − 1` games, odd). The winds are
/// balanced over the period as one fresh plan (`winds`: every player's games, two by two
/// in round order, are one East and one South), so at every point of the schedule each
/// player's East and South counts differ by at most one, and a round is seated the same
/// whenever it is proposed.
struct Period {
    berger: Berger,
    rounds: Vec<RoundSeating>,
}

impl Period {
    fn new(berger: Berger, seats: &[Option<PlayerId>]) -> Self {
        let cycles = if seats.last() == Some(&None) { 1 } else { 2 };
        let mut rounds: Vec<RoundSeating> = (0..cycles)
            .flat_map(|_| (0..berger.rounds()).map(|j| seat_round(berger, j, seats)))
            .collect();
        winds::balance_winds(&mut rounds, &[], 2);
        Period { berger, rounds }
    }

    /// Berger's round `j` as played for the time numbered `time` (0 the first).
    fn round(&self, j: usize, time: u64) -> RoundSeating {
        let cycles = (self.rounds.len() / self.berger.rounds()) as u64;
        let cycle = (time % cycles) as usize;
        self.rounds[cycle * self.berger.rounds() + j].clone()
    }
}

/// Berger's round `j` over the field's positions: its tables, and whoever meets the bye.
fn seat_round(berger: Berger, j: usize, seats: &[Option<PlayerId>]) -> RoundSeating {
    let mut round = RoundSeating::default();
    for (a, b) in berger.pairs(j) {
        match (seats[a], seats[b]) {
            (Some(east), Some(south)) => round.tables.push(table_of_two(east, south)),
            (Some(alone), None) | (None, Some(alone)) => round.sit_outs.push(alone),
            (None, None) => {}
        }
    }
    round
}

/// The Berger tables of `n` players (even) as a complete design over the points `0..n`, for
/// Balanced at tables of two: a fresh even field then meets nobody twice for `n − 1` rounds.
pub(crate) fn design(n: usize) -> Design {
    debug_assert!(n % 2 == 0, "a design of tables of two has no bye");
    let berger = Berger::for_players(n);
    Design {
        block: 2,
        classes: (0..berger.rounds())
            .map(|j| {
                berger
                    .pairs(j)
                    .flat_map(|(a, b)| [a as u32, b as u32])
                    .collect()
            })
            .collect(),
        complete: true,
        excess: 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn six_players_get_the_published_berger_tables() {
        // Berger's tables for six, players numbered from 1: round 1 is 1–6, 2–5, 3–4; round
        // 2 is 6–4, 5–3, 1–2; round 3 is 2–6, 3–1, 4–5.
        let berger = Berger::for_players(6);
        let named =
            |j| -> Vec<(usize, usize)> { berger.pairs(j).map(|(a, b)| (a + 1, b + 1)).collect() };
        assert_eq!(named(0), vec![(1, 6), (2, 5), (3, 4)]);
        assert_eq!(named(1), vec![(6, 4), (5, 3), (1, 2)]);
        assert_eq!(named(2), vec![(2, 6), (3, 1), (4, 5)]);
    }

    #[test]
    fn every_pair_is_found_in_the_round_it_meets() {
        for players in 2..=41 {
            let berger = Berger::for_players(players);
            let mut seen = 0;
            for j in 0..berger.rounds() {
                for (a, b) in berger.pairs(j) {
                    assert_eq!(berger.round_of(a, b), j, "{players}: {a}–{b}");
                    assert_eq!(berger.round_of(b, a), j, "{players}: {b}–{a}");
                    seen += 1;
                }
            }
            let p = berger.positions;
            assert_eq!(seen, p * (p - 1) / 2, "{players} players");
        }
    }
}
