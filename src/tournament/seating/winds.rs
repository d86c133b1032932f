//! Wind assignment once the tables of every planned round are fixed.
//!
//! Owns the order of the seats at each planned table; it never moves a player to
//! another table or round, and never touches the rounds already played.
//!
//! The problem is an equitable edge colouring of a bipartite multigraph: players
//! on one side, planned tables on the other, one edge per seat, `k` colours (the
//! winds: four, three at a sanma table, which has no North, or two at a table of
//! two, East dealing first). A table must get
//! `k` different winds; a player should get every wind ⌊g/k⌋ or ⌈g/k⌉ times over
//! g games. De Werra's construction solves it: cut each player's games, in round
//! order, into chunks of `k`, make each chunk its own vertex, and colour the
//! resulting graph of maximum degree `k` properly with `k` colours (König's
//! edge-colouring theorem), using alternating-path (Kempe chain) exchanges.
//! Every chunk then holds `k` different winds, so each player's counts differ by
//! at most one and by none when the games are a multiple of `k`.
//! Chunks are aligned with the games already played (a chunk still open keeps
//! the winds already played in it), and a final descent — seat exchanges at one
//! table, then alternating chains of exchanges across rounds — evens out winds
//! carried over from a history seated another way.

use std::collections::HashMap;

use super::{PlayerId, RoundSeating};

const NONE: u32 = u32::MAX;
/// Marks, at a chunk still open from the rounds played, a wind already played in it.
const PLAYED: u32 = u32::MAX - 1;

/// Bipartite multigraph with `k` colours (at most four) and a proper partial colouring.
struct Colouring {
    k: u8,
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

    /// The alternating path leaving `v` by colour `alpha`, then `beta`, then
    /// `alpha`…, and whether it ends on a free colour rather than on a wind
    /// taken by the rounds played.
    fn alternating_path(&self, v: u32, alpha: u8, beta: u8) -> (Vec<u32>, bool) {
        let mut path = Vec::new();
        let (mut x, mut c) = (v, alpha);
        loop {
            let f = self.at[x as usize][c as usize];
            if f == NONE || f == PLAYED {
                return (path, f == NONE);
            }
            path.push(f);
            x = self.other(f, x);
            c = if c == alpha { beta } else { alpha };
        }
    }

    /// Colours edge `e` (a König step): with `alpha` free at its chunk and
    /// `beta` free at its table, swapping the two colours along the path from
    /// the table frees `alpha` there too. The graph is bipartite and `alpha` is
    /// free at the chunk, so the path never reaches the chunk.
    fn colour_edge(&mut self, e: u32) {
        let (u, v) = self.ends[e as usize];
        let free_u: Vec<u8> = (0..self.k)
            .filter(|&c| self.at[u as usize][c as usize] == NONE)
            .collect();
        if let Some(&c) = free_u
            .iter()
            .find(|&&c| self.at[v as usize][c as usize] == NONE)
        {
            self.set(e, c);
            return;
        }
        let beta = (0..self.k)
            .find(|&c| self.at[v as usize][c as usize] == NONE)
            .expect("a table has at most k seats");
        // Prefer a path that does not give some chunk a wind already played
        // in it; if every path does, accept it (the table stays proper) and let
        // the final descent even it out.
        let mut choice = None;
        for &alpha in &free_u {
            let (path, clean) = self.alternating_path(v, alpha, beta);
            if clean || choice.is_none() {
                choice = Some((alpha, path));
            }
            if clean {
                break;
            }
        }
        let (alpha, path) = choice.expect("a chunk has at most k games");
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

/// Reorders the seats of every table in `planned` (tables of `k` seats, 2 to 4)
/// so that, over `history` and `planned` together, each player's wind counts
/// are as even as possible.
pub(crate) fn balance_winds(planned: &mut [RoundSeating], history: &[RoundSeating], k: usize) {
    debug_assert!((2..=4).contains(&k));
    let k32 = k as u32;
    let mut index: HashMap<PlayerId, usize> = HashMap::new();
    for round in planned.iter() {
        for table in &round.tables {
            for p in table.wind_seats().iter().flatten() {
                let next = index.len();
                index.entry(*p).or_insert(next);
            }
        }
    }
    let n = index.len();
    let mut counts = vec![[0u32; 4]; n];
    for round in history {
        for table in &round.tables {
            for (w, p) in table.wind_seats().iter().enumerate() {
                if let Some(&i) = p.and_then(|p| index.get(&p)) {
                    counts[i][w] += 1;
                }
            }
        }
    }
    let played: Vec<u32> = counts.iter().map(|c| c.iter().sum()).collect();

    // Chunk vertices: player i's planned game j lies in chunk (played % k + j) / k.
    let mut planned_games = vec![0u32; n];
    for round in planned.iter() {
        for table in &round.tables {
            for p in table.wind_seats().iter().flatten() {
                planned_games[index[p]] += 1;
            }
        }
    }
    let mut first_chunk = vec![0u32; n];
    let mut chunks = 0u32;
    for i in 0..n {
        first_chunk[i] = chunks;
        chunks += (played[i] % k32 + planned_games[i]).div_ceil(k32);
    }
    let tables: usize = planned.iter().map(|r| r.tables.len()).sum();
    let mut g = Colouring {
        k: k as u8,
        ends: Vec::new(),
        colour: Vec::new(),
        at: vec![[NONE; 4]; chunks as usize + tables],
    };
    // A chunk still open from the rounds played already holds `played % k`
    // winds: take them to be the player's most frequent ones.
    for i in 0..n {
        let open = played[i] % k32;
        let mut by_count: Vec<usize> = (0..k).collect();
        by_count.sort_by_key(|&w| std::cmp::Reverse(counts[i][w]));
        for &w in &by_count[..open as usize] {
            g.at[first_chunk[i] as usize][w] = PLAYED;
        }
    }
    let mut seen = vec![0u32; n];
    let mut table_vertex = chunks;
    for round in planned.iter() {
        for table in &round.tables {
            for p in table.wind_seats().iter().flatten() {
                let i = index[p];
                let chunk = first_chunk[i] + (played[i] % k32 + seen[i]) / k32;
                seen[i] += 1;
                let e = g.ends.len() as u32;
                g.ends.push((chunk, table_vertex));
                g.colour.push(0);
                g.colour_edge(e);
            }
            table_vertex += 1;
        }
    }

    // Write the colouring back: seat `c` of a table is the player whose edge has colour c.
    let mut e = 0usize;
    for round in planned.iter_mut() {
        for table in &mut round.tables {
            let mut seats = vec![None; k];
            for p in table.wind_seats().iter().flatten() {
                seats[g.colour[e] as usize] = Some(*p);
                e += 1;
            }
            table.seats = seats;
        }
    }

    if played.iter().any(|&h| h > 0) {
        even_out(planned, &index, counts, k);
    }
}

/// Squared spread of one player's wind counts (the first `k`) around their
/// mean (times `k²`).
fn spread(c: &[u32; 4], k: usize) -> i64 {
    let c = &c[..k];
    let total: i64 = c.iter().map(|&x| i64::from(x)).sum();
    c.iter()
        .map(|&x| {
            let d = k as i64 * i64::from(x) - total;
            d * d
        })
        .sum()
}

/// Evens out winds carried over from the rounds played (a random draw, a
/// hand-made round, a re-plan after a withdrawal): a descent over single seat
/// exchanges at one table, then alternating-path exchanges across rounds
/// (below), until neither lowers the sum of squared spreads of the players'
/// final wind counts.
fn even_out(
    planned: &mut [RoundSeating],
    index: &HashMap<PlayerId, usize>,
    mut counts: Vec<[u32; 4]>,
    k: usize,
) {
    for round in planned.iter() {
        for table in &round.tables {
            for (w, p) in table.wind_seats().iter().enumerate() {
                if let Some(p) = p {
                    counts[index[p]][w] += 1;
                }
            }
        }
    }
    for _pass in 0..64 {
        let mut improved = kempe_pass(planned, index, &mut counts, k);
        for round in planned.iter_mut() {
            for table in &mut round.tables {
                for a in 0..k {
                    for b in a + 1..k {
                        let (pa, pb) = (table.seats[a], table.seats[b]);
                        let ia = pa.map(|p| index[&p]);
                        let ib = pb.map(|p| index[&p]);
                        let before: i64 = ia.map_or(0, |i| spread(&counts[i], k))
                            + ib.map_or(0, |i| spread(&counts[i], k));
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
                        let after: i64 = ca.as_ref().map_or(0, |c| spread(c, k))
                            + cb.as_ref().map_or(0, |c| spread(c, k));
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

/// For each player with a wind `a` at least two above a wind `b`, looks
/// (breadth first) for a chain: the player's table where they sit `a` has a
/// `b` seat; exchange the two seats; the other player now has one `a` more and
/// one `b` less, which is acceptable if they had fewer `a` than `b`, and
/// otherwise they pass an `a` on the same way at another table. Every step
/// keeps each table's winds distinct, and each chain strictly lowers the
/// squared spread. Returns whether anything changed.
fn kempe_pass(
    planned: &mut [RoundSeating],
    index: &HashMap<PlayerId, usize>,
    counts: &mut [[u32; 4]],
    k: usize,
) -> bool {
    let n = counts.len();
    // Planned tables of each player.
    let mut games: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
    for (r, round) in planned.iter().enumerate() {
        for (t, table) in round.tables.iter().enumerate() {
            for p in table.wind_seats().iter().flatten() {
                games[index[p]].push((r, t));
            }
        }
    }
    let mut changed = false;
    for p in 0..n {
        let c = counts[p];
        let a = (0..k)
            .max_by_key(|&w| (c[w], std::cmp::Reverse(w)))
            .unwrap_or(0);
        let b = (0..k).min_by_key(|&w| (c[w], w)).unwrap_or(0);
        if c[a] < c[b] + 2 {
            continue;
        }
        // parent[y] = (x, round, table): at that table x sat `a` and y sat `b`.
        let mut parent: HashMap<usize, (usize, usize, usize)> = HashMap::new();
        let mut queue = std::collections::VecDeque::from([p]);
        let mut end: Option<(usize, Option<usize>, usize, usize)> = None;
        'search: while let Some(x) = queue.pop_front() {
            for &(r, t) in &games[x] {
                let seats = &planned[r].tables[t].seats;
                if seats[a].map(|q| index[&q]) != Some(x) {
                    continue;
                }
                match seats[b].map(|q| index[&q]) {
                    None => {
                        // The substitute takes the `a` seat: the chain ends here.
                        end = Some((x, None, r, t));
                        break 'search;
                    }
                    Some(y) => {
                        if y == p || parent.contains_key(&y) {
                            continue;
                        }
                        parent.insert(y, (x, r, t));
                        if counts[y][a] < counts[y][b] {
                            end = Some((x, Some(y), r, t));
                            break 'search;
                        }
                        queue.push_back(y);
                    }
                }
            }
        }
        let Some((mut x, mut y, mut r, mut t)) = end else {
            continue;
        };
        loop {
            planned[r].tables[t].seats.swap(a, b);
            counts[x][a] -= 1;
            counts[x][b] += 1;
            if let Some(y) = y {
                counts[y][b] -= 1;
                counts[y][a] += 1;
            }
            if x == p {
                break;
            }
            let (px, pr, pt) = parent[&x];
            y = Some(x);
            x = px;
            r = pr;
            t = pt;
        }
        changed = true;
    }
    changed
}
