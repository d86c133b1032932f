//! The repeat-avoiding optimiser (Balanced) and Swiss seating.
//!
//! Owns which players share a table in each planned round; winds are decided
//! afterwards by `winds`, sit-outs beforehand by `draw`. It never changes a round
//! already played: history only enters as meeting counts.
//!
//! Balanced: a fresh tournament whose size has a known resolvable design or
//! packing takes its rounds from it (`designs` for tables of four, `kirkman`
//! for tables of three, the round robin's Berger tables for an even field at
//! tables of two); any other round is first seated greedily, table by
//! table, and simulated annealing then exchanges two players of different
//! tables within a round, mostly players who sit with someone they meet again
//! (the conflict-directed moves that work for the social golfer problem). The cost counts every
//! meeting after the first (the excess), plus a small convex term so that
//! unavoidable repeats are spread over many pairs rather than piled onto one.
//! The search length is a number of steps, never a time, and its acceptance
//! probabilities use only basic arithmetic, so a seed gives the same plan on
//! every machine however fast it is. It stops as soon as the lower bound on the
//! excess (or the best known value) is reached.
//!
//! Swiss: each round, tables are filled top down from the standings (the
//! best-ranked player left, then the nearest in rank who meets nobody there
//! again); the same annealing then trades distance in the standings against
//! repeats, a repeat always weighing more than any displacement.

use std::collections::HashMap;

use rand::RngCore;
use rand_chacha::ChaCha8Rng;

use super::draw::{self, below, shuffle, Layout};
use super::{designs, kirkman, round_robin};
use super::{PlayerId, RoundSeating, Table};

/// Weight of one excess meeting in the cost.
const EXCESS_WEIGHT: i64 = 4;

/// Cost of a pair of current players having met `m` times: `EXCESS_WEIGHT` per
/// meeting after the first, plus `(m-1)(m-2)/2` so that a third meeting of one
/// pair costs more than second meetings of two pairs.
#[inline]
fn pair_cost(m: u32) -> i64 {
    if m <= 1 {
        0
    } else {
        let e = i64::from(m - 1);
        EXCESS_WEIGHT * e + e * (e - 1) / 2
    }
}

/// Players of this plan as dense indices, with their meetings so far.
pub(crate) struct Meetings {
    pub n: usize,
    /// `count[a * n + b]`: how often current players `a` and `b` have met.
    pub count: Vec<u16>,
}

impl Meetings {
    pub fn from_history(index: &HashMap<PlayerId, usize>, history: &[RoundSeating]) -> Self {
        let n = index.len();
        let mut m = Meetings {
            n,
            count: vec![0; n * n],
        };
        for round in history {
            for table in &round.tables {
                // A fifth person plays with all four: those meetings count too.
                let present: Vec<usize> = table
                    .people()
                    .filter_map(|p| index.get(&p).copied())
                    .collect();
                m.add_group(&present, 1);
            }
        }
        m
    }

    #[inline]
    pub fn get(&self, a: usize, b: usize) -> u32 {
        u32::from(self.count[a * self.n + b])
    }

    pub fn add_group(&mut self, group: &[usize], sign: i32) {
        for (i, &a) in group.iter().enumerate() {
            for &b in &group[i + 1..] {
                self.bump(a, b, sign);
            }
        }
    }

    #[inline]
    fn bump(&mut self, a: usize, b: usize, sign: i32) {
        let n = self.n;
        let v = (i32::from(self.count[a * n + b]) + sign).clamp(0, i32::from(u16::MAX)) as u16;
        self.count[a * n + b] = v;
        self.count[b * n + a] = v;
    }

    /// Sum of `max(0, m - 1)` over pairs.
    pub fn excess(&self) -> u64 {
        let mut total = 0u64;
        for a in 0..self.n {
            for b in a + 1..self.n {
                total += u64::from(self.get(a, b).saturating_sub(1));
            }
        }
        total
    }
}

/// The tables of planned rounds as slots: round `r`, slot `s` holds a player;
/// table `t` owns slots `start[t]..start[t] + size[t]` (the same in every round).
pub(crate) struct Search {
    pub meet: Meetings,
    pub start: Vec<usize>,
    pub size: Vec<usize>,
    pub table_of: Vec<usize>,
    pub seat: Vec<Vec<usize>>,
    /// Swiss only: `place[r][p * tables + t]`, cost of player `p` at table `t` in round `r`.
    pub place: Option<Vec<Vec<i64>>>,
    /// Weight of the pair cost against the placement cost.
    pub pair_weight: i64,
}

impl Search {
    pub fn new(meet: Meetings, lay: Layout) -> Self {
        let size = lay.sizes();
        let mut start = Vec::with_capacity(size.len());
        let mut table_of = Vec::new();
        let mut next = 0;
        for (t, &s) in size.iter().enumerate() {
            start.push(next);
            next += s;
            table_of.extend(std::iter::repeat_n(t, s));
        }
        Search {
            meet,
            start,
            size,
            table_of,
            seat: Vec::new(),
            place: None,
            pair_weight: 1,
        }
    }

    fn slots(&self) -> usize {
        self.table_of.len()
    }

    fn table(&self, r: usize, t: usize) -> &[usize] {
        &self.seat[r][self.start[t]..self.start[t] + self.size[t]]
    }

    /// Appends a round whose tables are already decided (slot order) and counts its meetings.
    pub fn push_round(&mut self, seating: Vec<usize>) {
        self.seat.push(seating);
        let r = self.seat.len() - 1;
        for t in 0..self.size.len() {
            let group: Vec<usize> = self.table(r, t).to_vec();
            self.meet.add_group(&group, 1);
        }
    }

    /// Appends a round seated greedily: players are taken in `order`; each table
    /// starts with the first player left and adds, one at a time, the player who
    /// adds least cost.
    pub fn push_greedy_round(&mut self, order: &[usize]) {
        let mut left: Vec<usize> = order.to_vec();
        let mut seating = Vec::with_capacity(order.len());
        let tables = self.size.len();
        for t in 0..tables {
            let mut members = vec![left.remove(0)];
            while members.len() < self.size[t] {
                let mut best = (i64::MAX, 0);
                for (k, &x) in left.iter().enumerate() {
                    let mut c: i64 = members
                        .iter()
                        .map(|&y| {
                            let m = self.meet.get(x, y);
                            pair_cost(m + 1) - pair_cost(m)
                        })
                        .sum::<i64>()
                        * self.pair_weight;
                    if let Some(place) = &self.place {
                        c += place[self.seat.len()][x * tables + t];
                    }
                    if c < best.0 {
                        best = (c, k);
                        if c == 0 && self.place.is_none() {
                            break;
                        }
                    }
                }
                members.push(left.remove(best.1));
            }
            seating.extend(members);
        }
        self.push_round(seating);
    }

    /// Cost change of exchanging the players in slots `s1` and `s2` (different
    /// tables) of round `r`, and the change of the excess.
    #[inline]
    fn delta(&self, r: usize, s1: usize, s2: usize) -> (i64, i64, i64) {
        let seat = &self.seat[r];
        let (a, b) = (seat[s1], seat[s2]);
        let (ta, tb) = (self.table_of[s1], self.table_of[s2]);
        let mut cost = 0i64;
        let mut excess = 0i64;
        let mut step = |leaving: usize, joining: usize, x: usize| {
            let ml = self.meet.get(leaving, x);
            let mj = self.meet.get(joining, x);
            cost += pair_cost(ml - 1) - pair_cost(ml) + pair_cost(mj + 1) - pair_cost(mj);
            excess += i64::from(mj >= 1) - i64::from(ml >= 2);
        };
        // Each player leaves the others at their table and joins the other's.
        for (table, slot, leaving, joining) in [(ta, s1, a, b), (tb, s2, b, a)] {
            let others = seat
                .iter()
                .enumerate()
                .skip(self.start[table])
                .take(self.size[table]);
            for (s, &x) in others {
                if s != slot {
                    step(leaving, joining, x);
                }
            }
        }
        cost *= self.pair_weight;
        let mut moved = 0;
        if let Some(place) = &self.place {
            let tables = self.size.len();
            let p = &place[r];
            moved =
                p[a * tables + tb] + p[b * tables + ta] - p[a * tables + ta] - p[b * tables + tb];
        }
        (cost + moved, excess, moved)
    }

    fn apply(&mut self, r: usize, s1: usize, s2: usize) {
        let (a, b) = (self.seat[r][s1], self.seat[r][s2]);
        let (ta, tb) = (self.table_of[s1], self.table_of[s2]);
        for s in self.start[ta]..self.start[ta] + self.size[ta] {
            if s != s1 {
                let x = self.seat[r][s];
                self.meet.bump(a, x, -1);
                self.meet.bump(b, x, 1);
            }
        }
        for s in self.start[tb]..self.start[tb] + self.size[tb] {
            if s != s2 {
                let x = self.seat[r][s];
                self.meet.bump(b, x, -1);
                self.meet.bump(a, x, 1);
            }
        }
        self.seat[r].swap(s1, s2);
    }

    /// Whether the player in slot `s` of round `r` shares the table with someone met twice or more.
    #[inline]
    fn in_conflict(&self, r: usize, s: usize) -> bool {
        let a = self.seat[r][s];
        let t = self.table_of[s];
        (self.start[t]..self.start[t] + self.size[t])
            .any(|u| u != s && self.meet.get(a, self.seat[r][u]) >= 2)
    }

    /// (pair cost, placement cost of rounds `first..`) of the state.
    fn total_cost(&self, first: usize) -> (i64, i64) {
        let n = self.meet.n;
        let mut c = 0;
        for a in 0..n {
            for b in a + 1..n {
                c += pair_cost(self.meet.get(a, b));
            }
        }
        let mut moved = 0;
        if let Some(place) = &self.place {
            let tables = self.size.len();
            for (r, seating) in self.seat.iter().enumerate().skip(first) {
                for (s, &p) in seating.iter().enumerate() {
                    moved += place[r][p * tables + self.table_of[s]];
                }
            }
        }
        (c * self.pair_weight, moved)
    }

    /// Replaces rounds `first..` by `saved`, keeping the meeting counts right.
    fn restore(&mut self, first: usize, saved: &[Vec<usize>]) {
        for r in first..self.seat.len() {
            for t in 0..self.size.len() {
                let group: Vec<usize> = self.table(r, t).to_vec();
                self.meet.add_group(&group, -1);
            }
        }
        self.seat[first..].clone_from_slice(saved);
        for r in first..self.seat.len() {
            for t in 0..self.size.len() {
                let group: Vec<usize> = self.table(r, t).to_vec();
                self.meet.add_group(&group, 1);
            }
        }
    }

    /// Simulated annealing over exchanges in rounds `first..`, in cycles of
    /// `budget.cycle` steps cooling linearly from `temperature.0` to
    /// `temperature.1`, each cycle restarting from the best state so far. Stops
    /// once the excess is down to `stop_at` with nobody displaced (Swiss), after
    /// `budget.failures` cycles in a row without a new best, or after
    /// `budget.cycles` cycles. Leaves the best state found.
    pub fn improve(
        &mut self,
        first: usize,
        budget: Budget,
        stop_at: u64,
        temperature: (f64, f64),
        rng: &mut ChaCha8Rng,
    ) {
        let rounds = self.seat.len() - first;
        if rounds == 0 || self.size.len() < 2 {
            return;
        }
        let slots = self.slots();
        let (pairs, mut moved) = self.total_cost(first);
        let mut cost = pairs + moved;
        let mut excess = self.meet.excess() as i64;
        let done = |excess: i64, moved: i64| excess as u64 <= stop_at && moved == 0;
        if done(excess, moved) {
            return;
        }
        let mut best = (excess, cost, moved);
        let mut best_seat: Vec<Vec<usize>> = self.seat[first..].to_vec();
        // Whether the current state is the best one (so `best_seat` may be stale).
        let mut at_best = true;
        let mut accept = [0u32; ACCEPT_TABLE];
        let mut failures = 0;
        for _cycle in 0..budget.cycles {
            if !at_best {
                self.restore(first, &best_seat);
                (excess, cost, moved) = best;
                at_best = true;
            }
            let before = best;
            for step in 0..budget.cycle {
                if step % 1024 == 0 {
                    // Probabilities from basic arithmetic only, so that every
                    // machine takes the same decisions.
                    let progress = step as f64 / budget.cycle as f64;
                    let t = temperature.0 + (temperature.1 - temperature.0) * progress;
                    let x = exp_neg(1.0 / t);
                    let mut p = 1.0;
                    for a in accept.iter_mut() {
                        p *= x;
                        *a = (p * 4_294_967_296.0).min(4_294_967_295.0) as u32;
                    }
                }
                let r = first + below(rng, rounds);
                // Mostly move players who sit with someone they meet again.
                let mut s1 = below(rng, slots);
                for _ in 0..7 {
                    if self.in_conflict(r, s1) {
                        break;
                    }
                    s1 = below(rng, slots);
                }
                let t1 = self.table_of[s1];
                let mut s2 = below(rng, slots - self.size[t1]);
                if s2 >= self.start[t1] {
                    s2 += self.size[t1];
                }
                let (dc, de, dm) = self.delta(r, s1, s2);
                let take = dc <= 0
                    || (dc as usize <= ACCEPT_TABLE && rng.next_u32() < accept[dc as usize - 1]);
                if !take {
                    continue;
                }
                if at_best && (dc > 0 || de > 0) {
                    best_seat.clone_from_slice(&self.seat[first..]);
                    at_best = false;
                }
                self.apply(r, s1, s2);
                cost += dc;
                excess += de;
                moved += dm;
                if (excess, cost) < (best.0, best.1) {
                    best = (excess, cost, moved);
                    at_best = true;
                    if done(excess, moved) {
                        return;
                    }
                }
            }
            if best < before {
                failures = 0;
            } else {
                failures += 1;
                if failures >= budget.failures {
                    break;
                }
            }
        }
        if !at_best {
            self.restore(first, &best_seat);
        }
    }
}

/// How long [`Search::improve`] may run: a number of steps per cycle, at most
/// `cycles` cycles, and at most `failures` cycles in a row without progress.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Budget {
    pub cycle: u64,
    pub cycles: u32,
    pub failures: u32,
}

/// Worsening exchanges costlier than this are never accepted.
const ACCEPT_TABLE: usize = 64;

/// `e^(-x)` for `x >= 0` from a Taylor series and repeated squaring: only
/// correctly rounded IEEE operations, so the result is the same on every
/// machine (a platform's `exp` may differ in the last bit).
fn exp_neg(x: f64) -> f64 {
    let mut halvings = 0;
    let mut y = x;
    while y > 0.5 && halvings < 64 {
        y /= 2.0;
        halvings += 1;
    }
    let mut term = 1.0;
    let mut sum = 1.0;
    for k in 1..=14 {
        term *= -y / f64::from(k);
        sum += term;
    }
    for _ in 0..halvings {
        sum *= sum;
    }
    sum
}

/// How hard the search tries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Effort {
    /// What [`super::plan`] uses.
    Full,
    /// A short search, for sweeping every size in tests: the seating rules and
    /// determinism do not depend on the search length.
    #[cfg_attr(not(test), allow(dead_code))]
    Quick,
}

/// Search length of Balanced: a cycle of about a thousand exchanges per seat
/// and round, enough for the small, tightly packed cases (20 players in five
/// or eight rounds) to reach their best values; bounded (3.2 million
/// exchanges) so that the largest plans stay well under a second.
fn balanced_budget(slots: usize, rounds: usize, effort: Effort) -> Budget {
    let work = (slots * rounds) as u64;
    match effort {
        Effort::Full => Budget {
            cycle: (work * 1000).clamp(4_000, 400_000),
            cycles: 8,
            failures: 1,
        },
        Effort::Quick => Budget {
            cycle: (work * 10).clamp(500, 5_000),
            cycles: 2,
            failures: 1,
        },
    }
}

/// Search length of one Swiss round.
fn swiss_budget(slots: usize, effort: Effort) -> Budget {
    let cycle = match effort {
        Effort::Full => (slots as u64 * 50).clamp(2_000, 50_000),
        Effort::Quick => (slots as u64 * 5).clamp(200, 2_000),
    };
    Budget {
        cycle,
        cycles: 3,
        failures: 1,
    }
}

/// Lower bound on the total excess among current players after planning:
/// the excess already in the history, or the per-player count bound, whichever
/// is larger (see [`super::Quality::lower_bound_excess`]).
fn excess_floor(meet: &Meetings, games: &[u32]) -> u64 {
    let n = meet.n;
    let mut surplus = 0u64;
    for (a, &planned) in games.iter().enumerate() {
        let met: u64 = (0..n).map(|b| u64::from(meet.get(a, b))).sum();
        surplus += (met + u64::from(planned)).saturating_sub(n as u64 - 1);
    }
    meet.excess().max(surplus.div_ceil(2))
}

/// The sit-outs of every planned round (or the fifth persons, whom the caller
/// seats once the tables are made), chosen fairly.
fn sit_outs_for(
    players: &[PlayerId],
    history: &[RoundSeating],
    rounds: usize,
    lay: Layout,
    seed: u64,
) -> Vec<Vec<PlayerId>> {
    let mut counts = draw::left_over_counts(history, lay);
    (0..rounds)
        .map(|r| {
            let mut rng = draw::rng_for(seed, 0x517_0000 + r as u64);
            draw::choose_sit_outs(players, &mut counts, lay.sit_outs, &mut rng)
        })
        .collect()
}

/// The planned rounds from the search's slots, each table with `table` seats (a table one
/// player short keeps its empty seat for the substitute).
fn to_rounds(
    search: &Search,
    table: usize,
    first: usize,
    players: &[PlayerId],
    sit_outs: Vec<Vec<PlayerId>>,
) -> Vec<RoundSeating> {
    search.seat[first..]
        .iter()
        .zip(sit_outs)
        .map(|(seating, sit_outs)| RoundSeating {
            tables: (0..search.size.len())
                .map(|t| {
                    let mut seats = vec![None; table];
                    for (k, &p) in seating[search.start[t]..search.start[t] + search.size[t]]
                        .iter()
                        .enumerate()
                    {
                        seats[k] = Some(players[p]);
                    }
                    Table::new(seats)
                })
                .collect(),
            sit_outs,
        })
        .collect()
}

/// Each player's position in `players`: the index the meeting counts use.
fn positions(players: &[PlayerId]) -> HashMap<PlayerId, usize> {
    players.iter().enumerate().map(|(i, &p)| (p, i)).collect()
}

/// Balanced mode (see the module header). `players` are sorted ids.
pub(crate) fn balanced(
    players: &[PlayerId],
    history: &[RoundSeating],
    rounds: usize,
    lay: Layout,
    seed: u64,
    effort: Effort,
) -> Vec<RoundSeating> {
    let index = positions(players);
    let n = players.len();
    let meet = Meetings::from_history(&index, history);
    let sit_outs = sit_outs_for(players, history, rounds, lay, seed);
    let mut rng = draw::rng_for(seed, 0xBA1_0000);
    let mut search = Search::new(meet, lay);

    let fresh = history
        .iter()
        .all(|r| r.tables.iter().all(|t| t.seats.iter().all(|s| s.is_none())));
    // A near-packing (a design with repeats) only helps when most of its rounds
    // are wanted (measured: 48 players, 12 rounds and more); for fewer, the
    // search does better on its own.
    let design = if !fresh || lay.short != 0 || lay.sit_outs != 0 {
        None
    } else {
        match lay.table {
            4 => designs::resolvable(n)
                .filter(|d| d.excess == 0 || 4 * rounds >= 3 * d.classes.len()),
            // A nearly Kirkman system leaves every player one unmet opponent, and
            // no table of a further round can be made of those pairs alone: the
            // search does better from scratch when more rounds are wanted.
            3 => kirkman::resolvable(n)
                .filter(|k| k.complete || rounds <= k.classes.len())
                .map(|k| designs::Design {
                    block: 3,
                    classes: k.classes.into_iter().map(|c| c.concat()).collect(),
                    complete: k.complete,
                    excess: 0,
                }),
            // Every even field has one at tables of two: the round robin's Berger tables.
            2 => Some(round_robin::design(n)),
            _ => None,
        }
    };

    let mut planned_from_design = 0;
    if let Some(design) = &design {
        debug_assert_eq!(design.block, lay.table);
        // Relabel the design's points and order its classes by the seed.
        let mut label: Vec<usize> = (0..n).collect();
        shuffle(&mut rng, &mut label);
        let mut order: Vec<usize> = (0..design.classes.len()).collect();
        shuffle(&mut rng, &mut order);
        let take = if design.complete {
            // Cycling through the classes of a complete design gives every pair
            // one meeting per pass: the lower bound, for any number of rounds.
            rounds
        } else {
            rounds.min(order.len())
        };
        for r in 0..take {
            let class = &design.classes[order[r % order.len()]];
            let seating: Vec<usize> = class.iter().map(|&x| label[x as usize]).collect();
            search.push_round(seating);
        }
        planned_from_design = take;
    }

    for sitting_out in &sit_outs[planned_from_design..] {
        let mut order: Vec<usize> = (0..n)
            .filter(|&i| sitting_out.binary_search(&players[i]).is_err())
            .collect();
        shuffle(&mut rng, &mut order);
        search.push_greedy_round(&order);
    }

    // Opponents each player meets in the plan; the floor adds the history.
    let mut games = vec![0u32; n];
    for seating in &search.seat {
        for t in 0..search.size.len() {
            for &p in &seating[search.start[t]..search.start[t] + search.size[t]] {
                games[p] += search.size[t] as u32 - 1;
            }
        }
    }
    let floor = excess_floor(&Meetings::from_history(&index, history), &games)
        .max(designs::best_known_excess(n, rounds, fresh, lay));
    // A design or packing reaches the floor already and returns at once.
    let budget = balanced_budget(search.slots(), rounds, effort);
    search.improve(0, budget, floor, (1.5, 0.5), &mut rng);
    to_rounds(&search, lay.table, 0, players, sit_outs)
}

/// Swiss mode (see the module header). `players` are sorted ids; `standings`
/// best first, players missing from it rank last in id order.
pub(crate) fn swiss(
    players: &[PlayerId],
    history: &[RoundSeating],
    rounds: usize,
    lay: Layout,
    standings: &[PlayerId],
    seed: u64,
    effort: Effort,
) -> Vec<RoundSeating> {
    let index = positions(players);
    let n = players.len();
    // Rank order of the current players.
    let mut ranked: Vec<usize> = Vec::with_capacity(n);
    let mut placed = vec![false; n];
    for p in standings {
        if let Some(&i) = index.get(p) {
            if !placed[i] {
                placed[i] = true;
                ranked.push(i);
            }
        }
    }
    ranked.extend((0..n).filter(|&i| !placed[i]));

    let sit_outs = sit_outs_for(players, history, rounds, lay, seed);
    let mut rng = draw::rng_for(seed, 0x5_0155);
    let mut search = Search::new(Meetings::from_history(&index, history), lay);
    // A repeat outweighs moving every player of a table across the whole field.
    search.pair_weight = 4 * (n as i64 + 1) * (n as i64 + 1);
    let tables = search.size.len();
    search.place = Some(Vec::with_capacity(rounds));
    for sitting_out in &sit_outs {
        let seated: Vec<usize> = ranked
            .iter()
            .copied()
            .filter(|&i| sitting_out.binary_search(&players[i]).is_err())
            .collect();
        let mut cost = vec![0i64; n * tables];
        for (q, &p) in seated.iter().enumerate() {
            for t in 0..tables {
                let (lo, hi) = (search.start[t], search.start[t] + search.size[t] - 1);
                // Distance in the standings from the table's own block.
                let d = lo.saturating_sub(q).max(q.saturating_sub(hi)) as i64;
                cost[p * tables + t] = d * d;
            }
        }
        if let Some(place) = search.place.as_mut() {
            place.push(cost);
        }
        // Top down: each table takes the best-ranked player left, then the
        // nearest in rank who meets nobody there again.
        search.push_greedy_round(&seated);
        let r0 = search.seat.len() - 1;
        let mut history_meet = Meetings {
            n,
            count: search.meet.count.clone(),
        };
        for t in 0..tables {
            let group: Vec<usize> = search.table(r0, t).to_vec();
            history_meet.add_group(&group, -1);
        }
        let mut games = vec![0u32; n];
        for t in 0..tables {
            for &p in search.table(r0, t) {
                games[p] = search.size[t] as u32 - 1;
            }
        }
        let floor = excess_floor(&history_meet, &games);
        let budget = swiss_budget(search.slots(), effort);
        search.improve(r0, budget, floor, (2.0, 0.3), &mut rng);
    }
    to_rounds(&search, lay.table, 0, players, sit_outs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_meetings_of_the_rounds_played_count_the_fifth_person() {
        let players: Vec<PlayerId> = (1..=5).collect();
        let index = positions(&players);
        let history = [RoundSeating {
            tables: vec![Table::new(vec![
                Some(1),
                Some(2),
                Some(3),
                Some(4),
                Some(5),
            ])],
            sit_outs: vec![],
        }];
        let meet = Meetings::from_history(&index, &history);
        for other in 0..4 {
            assert_eq!(meet.get(4, other), 1, "the fifth met player {}", other + 1);
        }
        assert_eq!(meet.get(0, 1), 1);
    }

    #[test]
    fn the_exchange_delta_matches_a_recount() {
        let lay = draw::layout(
            20,
            super::super::TableRule::Fours,
            super::super::TableSize::FOUR,
        )
        .unwrap();
        let index: HashMap<PlayerId, usize> = (0..20).map(|i| (i as PlayerId, i)).collect();
        let mut search = Search::new(Meetings::from_history(&index, &[]), lay);
        let mut rng = draw::rng_for(1, 1);
        for _ in 0..4 {
            let mut order: Vec<usize> = (0..20).collect();
            shuffle(&mut rng, &mut order);
            search.push_greedy_round(&order);
        }
        for _ in 0..2000 {
            let r = below(&mut rng, 4);
            let s1 = below(&mut rng, 20);
            let s2 = below(&mut rng, 20);
            if search.table_of[s1] == search.table_of[s2] {
                continue;
            }
            let before = (search.total_cost(0).0, search.meet.excess() as i64);
            let (dc, de, _) = search.delta(r, s1, s2);
            search.apply(r, s1, s2);
            let after = (search.total_cost(0).0, search.meet.excess() as i64);
            assert_eq!((after.0 - before.0, after.1 - before.1), (dc, de));
        }
    }
}
