//! Team seating for a style played in teams (Clear Mahjong, docs/rules.md §16 "Teams"): two
//! teams of two at each table of four, one team's partners East and North, the other's South
//! and West, the pairs of teams drawn at random among those that repeat fewest meetings.
//!
//! Owns: who plays with whom is fixed by the teams the caller gives; this module checks that
//! the players present are exactly whole teams, pairs the teams round by round and places
//! their players. A pairing costs the square of the times its two teams met before (at any
//! table of the history or of the rounds planned before it), so teams that never met are paired
//! first and a repeat goes to those who met least; among pairings of equal cost the seeded
//! shuffle decides. The search is exact for a club's field (a branch and bound over the
//! shuffled order, stopped at the first pairing with no repeat) and bounded in steps for a
//! large one. The team that sat East least starts East–North, its partner who sat East least
//! sits East. Pure and seeded like the rest of the seating.
//!
//! Swiss ([`plan_swiss_team_rounds`]) pairs the teams by the team standings the caller gives
//! as places (games won, then points; level teams share a place), never reading a score: a
//! pairing first costs the square of the gap between the two teams' places, so the first team
//! plays the second, the third the fourth, and only among pairings as close in the standings
//! (teams level in them) do the meetings decide.

use std::collections::{HashMap, HashSet};

use super::draw::{below, rng_for, shuffle};
use super::{PlayerId, RoundSeating, Table};

/// Most pairings the search looks at in a round before it keeps the best found.
const SEARCH_STEPS: usize = 200_000;

/// Why the players present cannot be seated in their teams.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeamSeatingError {
    /// These players are present but in no team.
    WithoutTeam { players: Vec<PlayerId> },
    /// These players are present without their partner.
    PartnerAbsent { players: Vec<PlayerId> },
    /// Two teams sit at each table: an odd number of teams (or one) leaves a team without
    /// another to play.
    OddTeams { teams: usize },
}

/// The weight of a team's gap in the standings against its meetings in a swiss pairing: more
/// than the squared meetings of any whole round can add up to, so a closer pairing in the
/// standings always wins and meetings only part pairings equally close.
const STANDINGS_WEIGHT: u64 = 1 << 32;

/// Plans `rounds` rounds after `history` for the `players` present in `teams`: every table
/// seats two teams, `[East, South, West, North]` with East and North partners.
pub fn plan_team_rounds(
    players: &[PlayerId],
    teams: &[[PlayerId; 2]],
    history: &[RoundSeating],
    rounds: usize,
    seed: u64,
) -> Result<Vec<RoundSeating>, TeamSeatingError> {
    plan(players, teams, (history, rounds, seed), &[])
}

/// [`plan_team_rounds`] by swiss: each table two teams as close as possible in `standings`,
/// each team with its place (1 first; teams level on games won and points share one; a team
/// missing ranks after every team listed). Among pairings equally close, fewest repeat
/// meetings, then the seed. The standings are not known beyond the next round, so later rounds
/// of one plan take the same places: plan swiss rounds one at a time.
pub fn plan_swiss_team_rounds(
    players: &[PlayerId],
    teams: &[[PlayerId; 2]],
    (history, rounds, seed): (&[RoundSeating], usize, u64),
    standings: &[(usize, [PlayerId; 2])],
) -> Result<Vec<RoundSeating>, TeamSeatingError> {
    plan(players, teams, (history, rounds, seed), standings)
}

/// Each playing team's place in `standings` (1 first), the teams missing after all listed;
/// every place 0 without standings, so the pairing is by meetings alone.
fn places(playing: &[[PlayerId; 2]], standings: &[(usize, [PlayerId; 2])]) -> Vec<u64> {
    let last = standings.iter().map(|(place, _)| *place).max().unwrap_or(0) + 1;
    let place_of = |team: &[PlayerId; 2]| {
        let found = standings
            .iter()
            .find(|(_, partners)| partners.contains(&team[0]) && partners.contains(&team[1]));
        found.map_or(last, |(place, _)| *place)
    };
    playing
        .iter()
        .map(|team| match standings.is_empty() {
            true => 0,
            false => place_of(team) as u64,
        })
        .collect()
}

/// The team rounds, swiss by `standings` where given (not empty), else by meetings alone.
fn plan(
    players: &[PlayerId],
    teams: &[[PlayerId; 2]],
    (history, rounds, seed): (&[RoundSeating], usize, u64),
    standings: &[(usize, [PlayerId; 2])],
) -> Result<Vec<RoundSeating>, TeamSeatingError> {
    let playing = teams_present(players, teams)?;
    let place = places(&playing, standings);
    let cost_of = |met: &Meetings, a: usize, b: usize| {
        let gap = place[a].abs_diff(place[b]);
        (gap * gap)
            .saturating_mul(STANDINGS_WEIGHT)
            .saturating_add(met.cost(a, b))
    };
    let mut met = Meetings::from_history(&playing, history);
    let mut easts: HashMap<PlayerId, u32> = HashMap::new();
    for table in history.iter().flat_map(|round| &round.tables) {
        if let Some(Some(east)) = table.seats.first() {
            *easts.entry(*east).or_default() += 1;
        }
    }
    let mut planned = Vec::with_capacity(rounds);
    for index in 0..rounds {
        // Stream 1 << 32 on: apart from the streams the other seatings draw from.
        let mut rng = rng_for(seed, (1 << 32) + index as u64);
        let mut order: Vec<usize> = (0..playing.len()).collect();
        shuffle(&mut rng, &mut order);
        let pairs = best_pairing(&order, |a, b| cost_of(&met, a, b));
        let mut tables = Vec::with_capacity(pairs.len());
        for (a, b) in pairs {
            met.add(a, b);
            let coin = below(&mut rng, 2) == 1;
            let table = seat_two_teams([playing[a], playing[b]], &easts, coin);
            if let Some(Some(east)) = table.seats.first() {
                *easts.entry(*east).or_default() += 1;
            }
            tables.push(table);
        }
        planned.push(RoundSeating {
            tables,
            sit_outs: Vec::new(),
        });
    }
    Ok(planned)
}

/// The teams whose two players are both present, once it is sure that every player present
/// is in such a team and that they make tables of two teams.
fn teams_present(
    players: &[PlayerId],
    teams: &[[PlayerId; 2]],
) -> Result<Vec<[PlayerId; 2]>, TeamSeatingError> {
    let present: HashSet<PlayerId> = players.iter().copied().collect();
    let in_team: HashSet<PlayerId> = teams.iter().flatten().copied().collect();
    let mut without: Vec<PlayerId> = players
        .iter()
        .copied()
        .filter(|p| !in_team.contains(p))
        .collect();
    if !without.is_empty() {
        without.sort_unstable();
        return Err(TeamSeatingError::WithoutTeam { players: without });
    }
    let mut alone: Vec<PlayerId> = teams
        .iter()
        .filter(|[a, b]| present.contains(a) != present.contains(b))
        .flatten()
        .copied()
        .filter(|p| present.contains(p))
        .collect();
    if !alone.is_empty() {
        alone.sort_unstable();
        return Err(TeamSeatingError::PartnerAbsent { players: alone });
    }
    let mut playing: Vec<[PlayerId; 2]> = teams
        .iter()
        .filter(|[a, _]| present.contains(a))
        .map(|&[a, b]| [a.min(b), a.max(b)])
        .collect();
    // The caller's order of the teams does not matter: only the seed does.
    playing.sort_unstable();
    if playing.len() < 2 || playing.len() % 2 == 1 {
        return Err(TeamSeatingError::OddTeams {
            teams: playing.len(),
        });
    }
    Ok(playing)
}

/// How often each two of the playing teams (by index) have met at a table.
struct Meetings {
    count: HashMap<(usize, usize), u32>,
}

impl Meetings {
    /// The meetings of the history: two teams met at a table where a player of each sat.
    fn from_history(playing: &[[PlayerId; 2]], history: &[RoundSeating]) -> Meetings {
        let team_of: HashMap<PlayerId, usize> = playing
            .iter()
            .enumerate()
            .flat_map(|(team, pair)| pair.iter().map(move |&p| (p, team)))
            .collect();
        let mut met = Meetings {
            count: HashMap::new(),
        };
        for table in history.iter().flat_map(|round| &round.tables) {
            let mut at_table: Vec<usize> = table
                .people()
                .filter_map(|p| team_of.get(&p).copied())
                .collect();
            at_table.sort_unstable();
            at_table.dedup();
            for (i, &a) in at_table.iter().enumerate() {
                for &b in &at_table[i + 1..] {
                    met.add(a, b);
                }
            }
        }
        met
    }

    fn key(a: usize, b: usize) -> (usize, usize) {
        (a.min(b), a.max(b))
    }

    fn add(&mut self, a: usize, b: usize) {
        *self.count.entry(Self::key(a, b)).or_default() += 1;
    }

    /// The cost of pairing `a` with `b` again: the square of their meetings so far.
    fn cost(&self, a: usize, b: usize) -> u64 {
        let times = u64::from(self.count.get(&Self::key(a, b)).copied().unwrap_or(0));
        times * times
    }
}

/// The pairing of the teams in `order` of least total `cost`: the first team of `order` not
/// yet paired takes each partner in turn, cheapest first and, among equals, in `order`'s
/// (random) order; the search stops at a pairing of cost 0 or after [`SEARCH_STEPS`].
fn best_pairing(order: &[usize], cost: impl Fn(usize, usize) -> u64) -> Vec<(usize, usize)> {
    struct Search<'a, C> {
        order: &'a [usize],
        cost: C,
        paired: Vec<bool>,
        current: Vec<(usize, usize)>,
        best: Option<(u64, Vec<(usize, usize)>)>,
        steps: usize,
    }
    impl<C: Fn(usize, usize) -> u64> Search<'_, C> {
        fn done(&self) -> bool {
            self.steps >= SEARCH_STEPS || self.best.as_ref().is_some_and(|(c, _)| *c == 0)
        }
        fn go(&mut self, spent: u64) {
            self.steps += 1;
            let Some(first) = (0..self.order.len()).find(|&i| !self.paired[i]) else {
                if self.best.as_ref().is_none_or(|(c, _)| spent < *c) {
                    self.best = Some((spent, self.current.clone()));
                }
                return;
            };
            self.paired[first] = true;
            let mut partners: Vec<(u64, usize)> = (first + 1..self.order.len())
                .filter(|&j| !self.paired[j])
                .map(|j| ((self.cost)(self.order[first], self.order[j]), j))
                .collect();
            partners.sort_by_key(|&(c, _)| c);
            for (c, j) in partners {
                let bound = self.best.as_ref().map_or(u64::MAX, |(b, _)| *b);
                if self.done() || spent + c >= bound {
                    break;
                }
                self.paired[j] = true;
                self.current.push((self.order[first], self.order[j]));
                self.go(spent + c);
                self.current.pop();
                self.paired[j] = false;
            }
            self.paired[first] = false;
        }
    }
    let mut search = Search {
        order,
        cost,
        paired: vec![false; order.len()],
        current: Vec::new(),
        best: None,
        steps: 0,
    };
    search.go(0);
    search.best.map(|(_, pairs)| pairs).unwrap_or_default()
}

/// The table of `teams`: the team whose players sat East less often plays East–North (`coin`
/// decides between equals), its partner who sat East less often in East; the other team South
/// and West in the order `coin` gives.
fn seat_two_teams(teams: [[PlayerId; 2]; 2], easts: &HashMap<PlayerId, u32>, coin: bool) -> Table {
    let east_count = |p: &PlayerId| easts.get(p).copied().unwrap_or(0);
    let team_easts = |t: &[PlayerId; 2]| t.iter().map(east_count).sum::<u32>();
    let [first, second] = teams;
    let (east_north, south_west) = match team_easts(&first).cmp(&team_easts(&second)) {
        std::cmp::Ordering::Less => (first, second),
        std::cmp::Ordering::Greater => (second, first),
        std::cmp::Ordering::Equal if coin => (second, first),
        std::cmp::Ordering::Equal => (first, second),
    };
    let [a, b] = east_north;
    let (east, north) = match east_count(&a).cmp(&east_count(&b)) {
        std::cmp::Ordering::Less => (a, b),
        std::cmp::Ordering::Greater => (b, a),
        std::cmp::Ordering::Equal if coin => (b, a),
        std::cmp::Ordering::Equal => (a, b),
    };
    let [south, west] = if coin {
        south_west
    } else {
        [south_west[1], south_west[0]]
    };
    Table::of_seats([Some(east), Some(south), Some(west), Some(north)])
}

#[cfg(test)]
#[path = "tests/teams.rs"]
mod tests;
