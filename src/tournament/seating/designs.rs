//! Resolvable designs and packings with blocks of four: seatings in which no
//! two players ever meet twice, for as many rounds as possible.
//!
//! Owns the combinatorial constructions that the optimiser starts from when a
//! tournament begins with no history, tables of four and a player count that has
//! one. A *parallel class* is one round (a partition of the players into tables);
//! a *resolvable design* is a set of rounds in which every pair meets exactly
//! once, a *resolvable packing* one in which every pair meets at most once.
//!
//! * `N = 4^d` (16, 64, 256): the affine geometry AG(d, 4) over GF(4). Its lines
//!   have four points, and the lines with one direction form a parallel class;
//!   the `(4^d − 1)/3` directions give a resolvable 2-(4^d, 4, 1) design.
//! * `N = 100`: a 1-rotational resolvable design over `Z_99 ∪ {∞}` from a
//!   resolvable relative difference family (see [`Relative`]).
//! * `N = 3m + f` (24, 28, 36, 40, 48), `N = 20 = 4·5` and `N = 32 = 6·5 + 2`:
//!   rotational constructions. The points are `Z_m × {0, 1, 2}` (for 20,
//!   `Z_5 × {0, …, 3}`; for 32, `Z_5 × {0, …, 5}`) plus `f` fixed points; each
//!   *base* parallel class is developed by adding `t` (mod `m`) to every
//!   non-fixed point, which gives `m` rounds (32 players have two base classes,
//!   every other size one). A pair inside an orbit is met once per shift for
//!   every time its difference `±d` occurs in the base classes, a pair between
//!   orbits `i < j` once per time the difference `y − x` occurs, and a fixed
//!   point meets a whole orbit once per block it shares with that orbit; so the
//!   rounds are a packing exactly when every such difference occurs at most
//!   once (a difference family; 1-rotational in Buratti's sense when `f = 1`).
//!   With `f = 3` the fixed points never meet each other, which is the shape of
//!   the maximum resolvable packings of Ge, Lam, Ling and Shen (2005): for 48 it
//!   is a resolvable 4-GDD of type 3^16, whose groups of three are the players
//!   who never meet. For 32 it is a resolvable 4-GDD of type 2^16: every player
//!   misses exactly one other, and ten rounds are the most there can be
//!   (3 · 11 > 31).
//!
//! The base classes were found by computer search over difference families;
//! for 32 the search also asked that `x ↦ −x` on `Z_5`, with orbits 2 and 3
//! and orbits 4 and 5 swapped, map the schedule to itself (it reverses the
//! order of the five rounds of each base class), which made it quick. The
//! tests develop every design and check every pair.

/// A set of rounds over points `0..n`: of tables of four here, of three from
/// `kirkman`.
pub(crate) struct Design {
    /// Players per table.
    pub block: usize,
    /// Every round: its tables one after the other, `block` points each.
    pub classes: Vec<Vec<u32>>,
    /// Every pair meets exactly once over all classes (a design, not only a packing).
    pub complete: bool,
    /// Meetings after the first over all classes: 0 for designs and packings;
    /// more for the near-packing used where no packing is at hand, which the
    /// optimiser then improves.
    pub excess: u64,
}

impl Design {
    /// Rounds at tables of four, each round's tables one after the other.
    fn of_fours(classes: Vec<Vec<u32>>, complete: bool, excess: u64) -> Design {
        Design {
            block: 4,
            classes,
            complete,
            excess,
        }
    }
}

/// The repeat-free rounds known for `n` players at tables of four, if any.
pub(crate) fn resolvable(n: usize) -> Option<Design> {
    let mut d = 2u32;
    while 4usize.pow(d) < n && d < 6 {
        d += 1;
    }
    if 4usize.pow(d) == n {
        return Some(affine_geometry(d));
    }
    if let Some(r) = RELATIVE.iter().find(|r| 3 * r.m + 1 == n) {
        return Some(r.develop());
    }
    Rotational::for_players(ROTATIONAL, n).map(Rotational::develop)
}

/// Best excess known to be reachable for a fresh start with tables of four when
/// it is above the counting bound, so that the search can stop on reaching it.
/// Twelve players in four rounds: the counting bound says 6, but three tables
/// of four cannot even play two rounds without a repeat (each table of the
/// second round takes two players from one table of the first), and the best
/// known value for four rounds is 13.
pub(crate) fn best_known_excess(
    n: usize,
    rounds: usize,
    fresh: bool,
    lay: super::draw::Layout,
) -> u64 {
    if !fresh || lay.table != 4 || lay.short != 0 || lay.sit_outs != 0 {
        return 0;
    }
    match (n, rounds) {
        (12, 4) => 13,
        _ => 0,
    }
}

/// GF(4) = {0, 1, ω, ω²} encoded 0, 1, 2, 3; addition is XOR of the codes.
const GF4_MUL: [[u32; 4]; 4] = [[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 3, 1], [0, 3, 1, 2]];

/// Multiplies a point of GF(4)^d (two bits per coordinate) by a scalar.
fn scale(point: u32, lambda: u32, d: u32) -> u32 {
    (0..d).fold(0, |acc, i| {
        acc | (GF4_MUL[lambda as usize][((point >> (2 * i)) & 3) as usize] << (2 * i))
    })
}

/// The parallel classes of an affine geometry on the points `0..n` (`kirkman` builds AG(d, 3)
/// with it too): one per direction `u`, made of the lines `line(p, u)` through each point `p` not
/// yet on one, in point order.
pub(super) fn parallel_classes<const K: usize>(
    n: u32,
    directions: impl Iterator<Item = u32>,
    line: impl Fn(u32, u32) -> [u32; K],
) -> Vec<Vec<[u32; K]>> {
    directions
        .map(|u| {
            let mut covered = vec![false; n as usize];
            let mut lines = Vec::new();
            for p in 0..n {
                if covered[p as usize] {
                    continue;
                }
                let through = line(p, u);
                for &q in &through {
                    covered[q as usize] = true;
                }
                lines.push(through);
            }
            lines
        })
        .collect()
}

/// AG(d, 4): one parallel class per direction (a nonzero vector whose first
/// nonzero coordinate is 1); the class's lines are the cosets `p + GF(4)·u`.
fn affine_geometry(d: u32) -> Design {
    let n = 4u32.pow(d);
    let directions = (1..n).filter(|&u| {
        let lowest = u.trailing_zeros() / 2;
        (u >> (2 * lowest)) & 3 == 1
    });
    let classes = parallel_classes(n, directions, |p, u| {
        [0, 1, 2, 3].map(|lambda| p ^ scale(u, lambda, d))
    })
    .into_iter()
    .map(|lines| lines.concat())
    .collect();
    Design::of_fours(classes, true, 0)
}

/// Base parallel classes of tables of `K` over `Z_m × {0, …, orbits − 1}` plus `fixed`
/// points; each is developed into `m` rounds (`kirkman` keeps its tables of three this way too).
/// Point codes: `o·m + x` is `x` in orbit `o`; `orbits·m + i` is fixed point `i`.
pub(super) struct Rotational<const K: usize> {
    pub m: usize,
    pub orbits: usize,
    pub fixed: usize,
    pub complete: bool,
    /// Pairs of base-class pairs sharing a difference (each costs `m` repeats).
    pub shared_differences: u64,
    pub bases: &'static [&'static [[u8; K]]],
}

impl<const K: usize> Rotational<K> {
    /// A resolvable packing over `m`-point orbits: no pair meets twice, some never meet.
    pub const fn packing(
        m: usize,
        orbits: usize,
        fixed: usize,
        bases: &'static [&'static [[u8; K]]],
    ) -> Self {
        Rotational {
            m,
            orbits,
            fixed,
            complete: false,
            shared_differences: 0,
            bases,
        }
    }

    /// This packing, in which every pair meets exactly once: a resolvable design.
    pub const fn meeting_every_pair(self) -> Self {
        Rotational {
            complete: true,
            ..self
        }
    }

    /// The construction in `list` that seats exactly `players`, if any.
    pub fn for_players(list: &'static [Self], players: usize) -> Option<&'static Self> {
        list.iter().find(|r| r.orbits * r.m + r.fixed == players)
    }

    /// Every round: each base class developed by every `t` in `0..m`, base class by base
    /// class.
    pub fn rounds(&self) -> Vec<Vec<[u32; K]>> {
        let (m, finite) = (self.m, self.orbits * self.m);
        self.bases
            .iter()
            .flat_map(|base| (0..m).map(move |t| (base, t)))
            .map(|(base, t)| {
                base.iter()
                    .map(|block| block.map(|p| shift_point(p, t, m, finite)))
                    .collect()
            })
            .collect()
    }
}

impl Rotational<4> {
    fn develop(&self) -> Design {
        let classes = self
            .rounds()
            .into_iter()
            .map(|tables| tables.concat())
            .collect();
        let excess = self.shared_differences * self.m as u64;
        Design::of_fours(classes, self.complete, excess)
    }
}

/// Point `p` of a rotational construction (see [`Rotational`]; `kirkman` builds its tables of
/// three the same way) in the round developed by `t`: `x` in an orbit becomes `x + t (mod m)`
/// in the same orbit, and the fixed points (codes from `finite` on) stay where they are.
fn shift_point(p: u8, t: usize, m: usize, finite: usize) -> u32 {
    let p = usize::from(p);
    let q = if p >= finite {
        p
    } else {
        (p / m) * m + (p % m + t) % m
    };
    q as u32
}

/// A 1-rotational resolvable 2-(3m + 1, 4, 1) design over `Z_3m ∪ {∞}` from a
/// resolvable relative difference family (Buratti's construction): the base
/// round is `{∞, 0, m, 2m}` together with every base block `B` and its shifts
/// `B + m`, `B + 2m`; round `t` adds `t` to every point but `∞` (`t < m`; the
/// shift by `m` maps the base round to itself). It is a design when the
/// differences of the base blocks cover `Z_3m` minus the subgroup
/// `{0, m, 2m}` exactly once, and a round when the residues mod `m` of the
/// base blocks are `1, …, m − 1`, each once. Point `3m` is `∞`.
struct Relative {
    m: usize,
    base: &'static [[u16; 4]],
}

impl Relative {
    fn develop(&self) -> Design {
        let m = self.m as u32;
        let g = 3 * m;
        let mut round: Vec<u32> = vec![g, 0, m, 2 * m];
        for block in self.base {
            for shift in [0, m, 2 * m] {
                round.extend(block.map(|x| (u32::from(x) + shift) % g));
            }
        }
        let classes = (0..m)
            .map(|t| {
                round
                    .iter()
                    .map(|&x| if x == g { g } else { (x + t) % g })
                    .collect()
            })
            .collect();
        Design::of_fours(classes, true, 0)
    }
}

/// Base blocks found by a search over relative difference families.
const RELATIVE: &[Relative] = &[
    // 100 players, 33 rounds over Z_99.
    Relative {
        m: 33,
        base: &[
            [1, 77, 21, 95],
            [2, 26, 91, 75],
            [3, 17, 49, 14],
            [4, 63, 5, 65],
            [6, 57, 74, 53],
            [7, 13, 84, 93],
            [10, 64, 94, 22],
            [12, 48, 19, 56],
        ],
    },
];

/// Base classes found by a search over difference families (see the header).
const ROTATIONAL: &[Rotational<4>] = &[
    // 20 players, 5 rounds: a resolvable packing over Z_5 with four orbits and
    // no fixed point.
    Rotational::packing(
        5,
        4,
        0,
        &[&[
            [0, 7, 10, 2],
            [1, 16, 13, 18],
            [3, 12, 6, 19],
            [4, 8, 17, 5],
            [9, 15, 11, 14],
        ]],
    ),
    // 24 players, 7 rounds: a maximum resolvable packing over Z_7 with three
    // fixed points (each player misses exactly two others).
    Rotational::packing(
        7,
        3,
        3,
        &[&[
            [0, 10, 2, 3],
            [1, 15, 12, 22],
            [4, 16, 9, 23],
            [5, 14, 18, 20],
            [6, 21, 8, 17],
            [7, 11, 19, 13],
        ]],
    ),
    // 28 players, 9 rounds: a resolvable 2-(28, 4, 1) design, 1-rotational over Z_9.
    Rotational::packing(
        9,
        3,
        1,
        &[&[
            [0, 2, 9, 20],
            [1, 18, 14, 27],
            [3, 15, 7, 4],
            [5, 21, 24, 26],
            [6, 19, 12, 16],
            [8, 13, 22, 23],
            [10, 11, 17, 25],
        ]],
    )
    .meeting_every_pair(),
    // 32 players, 10 rounds: a resolvable 4-GDD of type 2^16 over Z_5 with six
    // orbits and two fixed points, from two base classes. The groups (the
    // pairs who never meet) are {x, x + 5} in orbits 0–1, 2–3 and 4–5, and
    // the two fixed points.
    Rotational::packing(
        5,
        6,
        2,
        &[
            &[
                [0, 15, 20, 23],
                [1, 11, 26, 28],
                [2, 4, 5, 6],
                [3, 10, 16, 30],
                [7, 12, 13, 22],
                [8, 24, 27, 31],
                [9, 18, 19, 29],
                [14, 17, 21, 25],
            ],
            &[
                [0, 1, 22, 29],
                [2, 10, 13, 21],
                [3, 12, 19, 31],
                [4, 16, 18, 25],
                [5, 17, 23, 24],
                [6, 14, 27, 28],
                [7, 9, 11, 15],
                [8, 20, 26, 30],
            ],
        ],
    ),
    // 36 players, 11 rounds: a maximum resolvable packing over Z_11 with three
    // fixed points.
    Rotational::packing(
        11,
        3,
        3,
        &[&[
            [0, 16, 12, 13],
            [1, 22, 29, 9],
            [2, 32, 34, 11],
            [3, 10, 8, 18],
            [4, 27, 30, 5],
            [6, 20, 33, 24],
            [7, 23, 14, 35],
            [15, 28, 21, 26],
            [17, 19, 31, 25],
        ]],
    ),
    // 48 players, 15 rounds: a resolvable 4-GDD of type 3^16 (a maximum
    // resolvable packing: every player misses exactly two others), over Z_15
    // with three fixed points. The groups are the three fixed points and the
    // triples {x, x + 15, x + 30}. The base class is invariant under cycling the
    // three orbits together with the fixed points, which cut the search to four
    // base blocks.
    Rotational::packing(
        15,
        3,
        3,
        &[&[
            [0, 26, 33, 47],
            [3, 15, 41, 45],
            [11, 18, 30, 46],
            [5, 9, 10, 23],
            [20, 24, 25, 38],
            [8, 35, 39, 40],
            [1, 13, 17, 37],
            [7, 16, 28, 32],
            [2, 22, 31, 43],
            [4, 21, 27, 29],
            [19, 36, 42, 44],
            [6, 12, 14, 34],
        ]],
    ),
    // 40 players, 13 rounds: a resolvable 2-(40, 4, 1) design (the size of the
    // line packings of PG(3, 3)), 1-rotational over Z_13; the base class is also
    // invariant under cycling the three orbits, which is what made it quick to find.
    Rotational::packing(
        13,
        3,
        1,
        &[&[
            [39, 0, 13, 26],
            [1, 21, 12, 18],
            [14, 34, 25, 31],
            [27, 8, 38, 5],
            [2, 11, 16, 23],
            [15, 24, 29, 36],
            [28, 37, 3, 10],
            [4, 32, 33, 9],
            [17, 6, 7, 22],
            [30, 19, 20, 35],
        ]],
    )
    .meeting_every_pair(),
];

#[cfg(test)]
mod tests {
    use super::*;

    fn check(n: usize, design: &Design, rounds: usize) {
        let mut excess = 0u64;
        assert_eq!(design.classes.len(), rounds, "{n} players");
        let mut met = vec![0u8; n * n];
        for class in &design.classes {
            let mut seen = vec![false; n];
            for block in class.chunks(4) {
                for &p in block {
                    assert!(!seen[p as usize], "{n}: point {p} twice in a round");
                    seen[p as usize] = true;
                }
                for i in 0..4 {
                    for j in i + 1..4 {
                        let (a, b) = (block[i] as usize, block[j] as usize);
                        met[a * n + b] += 1;
                        met[b * n + a] += 1;
                    }
                }
            }
            assert!(seen.iter().all(|&s| s), "{n}: a round misses a point");
        }
        for a in 0..n {
            for b in a + 1..n {
                let m = met[a * n + b];
                excess += u64::from(m.saturating_sub(1));
                if design.complete {
                    assert_eq!(m, 1, "{n}: {a} and {b} never meet");
                }
            }
        }
        assert_eq!(excess, design.excess, "{n}: repeats");
    }

    #[test]
    fn every_design_is_a_resolvable_packing_with_the_most_rounds() {
        let mut missing = Vec::new();
        for (n, rounds) in [
            (16, 5),
            (20, 5),
            (32, 10),
            (64, 21),
            (256, 85),
            (24, 7),
            (28, 9),
            (36, 11),
            (40, 13),
            (48, 15),
            (100, 33),
        ] {
            match resolvable(n) {
                Some(design) => check(n, &design, rounds),
                None => missing.push(n),
            }
        }
        assert!(missing.is_empty(), "no design for {missing:?}");
    }

    /// Players that the rounds of `n` never seat together, for each player.
    fn never_met(n: usize) -> Vec<Vec<usize>> {
        let design = resolvable(n).expect("a design");
        let mut met = vec![false; n * n];
        for block in design.classes.iter().flat_map(|c| c.chunks(4)) {
            for &a in block {
                for &b in block {
                    met[a as usize * n + b as usize] = true;
                }
            }
        }
        (0..n)
            .map(|a| (0..n).filter(|&b| b != a && !met[a * n + b]).collect())
            .collect()
    }

    /// The 48-player packing is a group divisible design: the pairs that never
    /// meet split the players into sixteen groups of three.
    #[test]
    fn the_48_player_packing_leaves_out_groups_of_three() {
        let missed = never_met(48);
        for (a, others) in missed.iter().enumerate() {
            assert_eq!(others.len(), 2, "player {a} misses {others:?}");
            let (b, c) = (others[0], others[1]);
            assert!(missed[b].contains(&c), "{a}, {b}, {c} are not a group");
        }
    }

    /// The 32-player packing leaves every player exactly one other never met,
    /// and that one misses them back: sixteen groups of two.
    #[test]
    fn the_32_player_packing_leaves_out_groups_of_two() {
        let missed = never_met(32);
        for (a, others) in missed.iter().enumerate() {
            assert_eq!(others.len(), 1, "player {a} misses {others:?}");
            assert_eq!(missed[others[0]], vec![a], "{a} and {others:?}");
        }
    }

    #[test]
    fn sizes_without_a_design_get_none() {
        for n in [4, 8, 12, 44, 52, 60, 400] {
            assert!(resolvable(n).is_none(), "{n}");
        }
    }
}
