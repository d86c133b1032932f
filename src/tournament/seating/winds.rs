//! Wind assignment once the tables of every planned round are fixed.
//!
//! Owns the order of the seats at each planned table; it never moves a player to
//! another table or round, and never touches the rounds already played.
//!
//! The problem is an equitable edge colouring of a bipartite multigraph: players
//! on one side, planned tables on the other, one edge per seat, four colours (the
//! winds). A table must get four different winds; a player should get every wind
//! ⌊g/4⌋ or ⌈g/4⌉ times over g games. De Werra's construction solves it: cut each
//! player's games, in round order, into chunks of four, make each chunk its own
//! vertex, and colour the resulting graph of maximum degree four properly with four
//! colours (König's edge-colouring theorem), using alternating-path (Kempe chain)
//! exchanges. Every chunk then holds four different winds, so each player's
//! counts differ by at most one and by none when the games are a multiple of four.
//! Chunks are aligned with the games already played, and a final descent over the
//! seat orders evens out winds carried over from a history seated another way.

use std::collections::HashMap;

use super::{PlayerId, RoundSeating};

const NONE: u32 = u32::MAX;

/// Bipartite multigraph with four colours and a proper partial colouring.
struct Colouring {
    /// Endpoints of each edge: (chunk vertex, table vertex).
    ends: Vec<(u32, u32)>,
    colour: Vec<u8>,
    /// `at[v][c]`: the edge coloured `c` at vertex `v` (chunks first, then tables).
    at: Vec<[u32; 4]>,
}

impl Colouring {
    fn other(&self, e: u32, v: u32) -> u32 {
        let (a, b) = self.ends[e as usize];
        if a == v {
            b
        } else {
            a
        }
    }

    /// Colours edge `e`, free colours at its chunk vertex tried in `preference` order.
    fn colour_edge(&mut self, e: u32, preference: [u8; 4]) {
        let (u, v) = self.ends[e as usize];
        let free_u: Vec<u8> = preference
            .into_iter()
            .filter(|&c| self.at[u as usize][c as usize] == NONE)
            .collect();
        if let Some(&c) = free_u
            .iter()
            .find(|&&c| self.at[v as usize][c as usize] == NONE)
        {
            self.set(e, c);
            return;
        }
        let alpha = free_u[0];
        let beta = (0..4u8)
            .find(|&c| self.at[v as usize][c as usize] == NONE)
            .expect("a table has at most four seats");
        // Swap alpha and beta along the path leaving v by alpha. The graph is
        // bipartite and alpha is free at u, so the path never reaches u.
        let mut path = Vec::new();
        let (mut x, mut c) = (v, alpha);
        loop {
            let f = self.at[x as usize][c as usize];
            if f == NONE {
                break;
            }
            path.push(f);
            x = self.other(f, x);
            c = if c == alpha { beta } else { alpha };
        }
        for &f in &path {
            let (a, b) = self.ends[f as usize];
            let old = self.colour[f as usize] as usize;
            self.at[a as usize][old] = NONE;
            self.at[b as usize][old] = NONE;
        }
        for &f in &path {
            let new = if self.colour[f as usize] == alpha {
                beta
            } else {
                alpha
            };
            self.set(f, new);
        }
        self.set(e, alpha);
    }

    fn set(&mut self, e: u32, c: u8) {
        let (a, b) = self.ends[e as usize];
        self.colour[e as usize] = c;
        self.at[a as usize][c as usize] = e;
        self.at[b as usize][c as usize] = e;
    }
}

/// Reorders the seats of every table in `planned` so that, over `history` and
/// `planned` together, each player's wind counts are as even as possible.
pub(crate) fn balance_winds(planned: &mut [RoundSeating], history: &[RoundSeating]) {
    let mut index: HashMap<PlayerId, usize> = HashMap::new();
    for round in planned.iter() {
        for table in &round.tables {
            for p in table.seats.iter().flatten() {
                let next = index.len();
                index.entry(*p).or_insert(next);
            }
        }
    }
    let n = index.len();
    let mut counts = vec![[0u32; 4]; n];
    for round in history {
        for table in &round.tables {
            for (w, p) in table.seats.iter().enumerate() {
                if let Some(&i) = p.and_then(|p| index.get(&p)) {
                    counts[i][w] += 1;
                }
            }
        }
    }
    let played: Vec<u32> = counts.iter().map(|c| c.iter().sum()).collect();

    // Chunk vertices: player i's planned game j lies in chunk (played % 4 + j) / 4.
    let mut planned_games = vec![0u32; n];
    for round in planned.iter() {
        for table in &round.tables {
            for p in table.seats.iter().flatten() {
                planned_games[index[p]] += 1;
            }
        }
    }
    let mut first_chunk = vec![0u32; n];
    let mut chunks = 0u32;
    for i in 0..n {
        first_chunk[i] = chunks;
        chunks += (played[i] % 4 + planned_games[i]).div_ceil(4);
    }
    let tables: usize = planned.iter().map(|r| r.tables.len()).sum();
    let mut g = Colouring {
        ends: Vec::new(),
        colour: Vec::new(),
        at: vec![[NONE; 4]; chunks as usize + tables],
    };
    let mut seen = vec![0u32; n];
    let mut table_vertex = chunks;
    for round in planned.iter() {
        for table in &round.tables {
            for p in table.seats.iter().flatten() {
                let i = index[p];
                let chunk = first_chunk[i] + (played[i] % 4 + seen[i]) / 4;
                seen[i] += 1;
                let e = g.ends.len() as u32;
                g.ends.push((chunk, table_vertex));
                g.colour.push(0);
                // In a chunk still open from the rounds played, try first the winds
                // this player has had least.
                let mut preference = [0u8, 1, 2, 3];
                preference.sort_by_key(|&w| counts[i][w as usize]);
                g.colour_edge(e, preference);
            }
            table_vertex += 1;
        }
    }

    // Write the colouring back: seat `c` of a table is the player whose edge has colour c.
    let mut e = 0usize;
    for round in planned.iter_mut() {
        for table in &mut round.tables {
            let mut seats = [None; 4];
            for p in table.seats.iter().flatten() {
                seats[g.colour[e] as usize] = Some(*p);
                e += 1;
            }
            table.seats = seats;
        }
    }

    if played.iter().any(|&h| h > 0) {
        even_out(planned, &index, counts);
    }
}

/// Squared spread of one player's wind counts around their mean (times 16).
fn spread(c: &[u32; 4]) -> i64 {
    let total: i64 = c.iter().map(|&x| i64::from(x)).sum();
    c.iter()
        .map(|&x| {
            let d = 4 * i64::from(x) - total;
            d * d
        })
        .sum()
}

/// Descent over single seat exchanges at one table, for histories whose winds
/// were not balanced by this module (a random draw, a hand-made round): lowers
/// the sum of squared spreads of the players' final wind counts.
fn even_out(
    planned: &mut [RoundSeating],
    index: &HashMap<PlayerId, usize>,
    mut counts: Vec<[u32; 4]>,
) {
    for round in planned.iter() {
        for table in &round.tables {
            for (w, p) in table.seats.iter().enumerate() {
                if let Some(p) = p {
                    counts[index[p]][w] += 1;
                }
            }
        }
    }
    for _pass in 0..32 {
        let mut improved = false;
        for round in planned.iter_mut() {
            for table in &mut round.tables {
                for a in 0..4 {
                    for b in a + 1..4 {
                        let (pa, pb) = (table.seats[a], table.seats[b]);
                        let ia = pa.map(|p| index[&p]);
                        let ib = pb.map(|p| index[&p]);
                        let before: i64 = ia.map_or(0, |i| spread(&counts[i]))
                            + ib.map_or(0, |i| spread(&counts[i]));
                        let mut ca = ia.map(|i| counts[i]);
                        let mut cb = ib.map(|i| counts[i]);
                        if let Some(c) = ca.as_mut() {
                            c[a] -= 1;
                            c[b] += 1;
                        }
                        if let Some(c) = cb.as_mut() {
                            c[b] -= 1;
                            c[a] += 1;
                        }
                        let after: i64 =
                            ca.as_ref().map_or(0, spread) + cb.as_ref().map_or(0, spread);
                        if after < before {
                            if let (Some(i), Some(c)) = (ia, ca) {
                                counts[i] = c;
                            }
                            if let (Some(i), Some(c)) = (ib, cb) {
                                counts[i] = c;
                            }
                            table.seats.swap(a, b);
                            improved = true;
                        }
                    }
                }
            }
        }
        if !improved {
            break;
        }
    }
}
