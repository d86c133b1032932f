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
//! * `N = 3m + f` (24, 28, 32, 36, 40, 48, 100) and `N = 20 = 4·5`: rotational
//!   constructions. The points are `Z_m × {0, 1, 2}` (for 20, `Z_5 × {0, 1, 2, 3}`)
//!   plus `f` fixed points; one *base* parallel class
//!   is developed by adding `t` (mod `m`) to every non-fixed point, which gives
//!   `m` rounds. A pair inside an orbit is met once per shift for every time its
//!   difference `±d` occurs in the base class, a pair between orbits `i < j` once
//!   per time the difference `y − x` occurs, and a fixed point meets a whole orbit
//!   once per block it shares with that orbit; so the rounds are a packing exactly
//!   when every such difference occurs at most once (a difference family,
//!   1-rotational when `f = 1`: Buratti, "1-rotational resolvable designs";
//!   with `f > 1` the fixed points never meet each other, giving the maximum
//!   resolvable packings of Ge, Lam, Ling and Shen, 2005). The base classes
//!   below are such families; the tests develop them and check every pair.

/// A set of rounds of tables of four over points `0..n`.
pub(crate) struct Design {
    /// Every round: its tables, each four points.
    pub classes: Vec<Vec<[u32; 4]>>,
    /// Every pair meets exactly once over all classes (a design, not only a packing).
    pub complete: bool,
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
    ROTATIONAL
        .iter()
        .find(|r| r.orbits * r.m + r.fixed == n)
        .map(Rotational::develop)
}

/// Best excess known to be reachable for a fresh start with tables of four when
/// it is above the counting bound, so that the search can stop on reaching it.
/// Twelve players in four rounds: three rounds can be repeat-free, but four
/// rounds always repeat at least 13 meetings (exhaustively searched figure).
pub(crate) fn best_known_excess(
    n: usize,
    rounds: usize,
    fresh: bool,
    lay: super::draw::Layout,
) -> u64 {
    if !fresh || lay.threes != 0 || lay.sit_outs != 0 {
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

/// AG(d, 4): one parallel class per direction (a nonzero vector whose first
/// nonzero coordinate is 1); the class's lines are the cosets `p + GF(4)·u`.
fn affine_geometry(d: u32) -> Design {
    let n = 4u32.pow(d);
    let directions = (1..n).filter(|&u| {
        let lowest = u.trailing_zeros() / 2;
        (u >> (2 * lowest)) & 3 == 1
    });
    let classes = directions
        .map(|u| {
            let mut covered = vec![false; n as usize];
            let mut lines = Vec::new();
            for p in 0..n {
                if covered[p as usize] {
                    continue;
                }
                let line = [0, 1, 2, 3].map(|lambda| p ^ scale(u, lambda, d));
                for &q in &line {
                    covered[q as usize] = true;
                }
                lines.push(line);
            }
            lines
        })
        .collect();
    Design {
        classes,
        complete: true,
    }
}

/// A base parallel class over `Z_m × {0, …, orbits − 1}` plus `fixed` points.
/// Point codes: `o·m + x` is `x` in orbit `o`; `orbits·m + i` is fixed point `i`.
struct Rotational {
    m: usize,
    orbits: usize,
    fixed: usize,
    complete: bool,
    base: &'static [[u8; 4]],
}

impl Rotational {
    fn develop(&self) -> Design {
        let finite = self.orbits * self.m;
        let classes = (0..self.m)
            .map(|t| {
                self.base
                    .iter()
                    .map(|block| {
                        block.map(|p| {
                            let p = usize::from(p);
                            let q = if p >= finite {
                                p
                            } else {
                                (p / self.m) * self.m + (p % self.m + t) % self.m
                            };
                            q as u32
                        })
                    })
                    .collect()
            })
            .collect();
        Design {
            classes,
            complete: self.complete,
        }
    }
}

/// Base classes found by a search over difference families (see the header).
const ROTATIONAL: &[Rotational] = &[
    // 20 players, 5 rounds: a resolvable packing over Z_5 with four orbits and
    // no fixed point.
    Rotational {
        m: 5,
        orbits: 4,
        fixed: 0,
        complete: false,
        base: &[
            [0, 7, 10, 2],
            [1, 16, 13, 18],
            [3, 12, 6, 19],
            [4, 8, 17, 5],
            [9, 15, 11, 14],
        ],
    },
    // 24 players, 7 rounds: a maximum resolvable packing over Z_7 with three
    // fixed points (each player misses exactly two others).
    Rotational {
        m: 7,
        orbits: 3,
        fixed: 3,
        complete: false,
        base: &[
            [0, 10, 2, 3],
            [1, 15, 12, 22],
            [4, 16, 9, 23],
            [5, 14, 18, 20],
            [6, 21, 8, 17],
            [7, 11, 19, 13],
        ],
    },
    // 28 players, 9 rounds: a resolvable 2-(28, 4, 1) design, 1-rotational over Z_9.
    Rotational {
        m: 9,
        orbits: 3,
        fixed: 1,
        complete: true,
        base: &[
            [0, 2, 9, 20],
            [1, 18, 14, 27],
            [3, 15, 7, 4],
            [5, 21, 24, 26],
            [6, 19, 12, 16],
            [8, 13, 22, 23],
            [10, 11, 17, 25],
        ],
    },
    // 36 players, 11 rounds: a maximum resolvable packing over Z_11 with three
    // fixed points.
    Rotational {
        m: 11,
        orbits: 3,
        fixed: 3,
        complete: false,
        base: &[
            [0, 16, 12, 13],
            [1, 22, 29, 9],
            [2, 32, 34, 11],
            [3, 10, 8, 18],
            [4, 27, 30, 5],
            [6, 20, 33, 24],
            [7, 23, 14, 35],
            [15, 28, 21, 26],
            [17, 19, 31, 25],
        ],
    },
    // 40 players, 13 rounds: a resolvable 2-(40, 4, 1) design (the size of the
    // line packings of PG(3, 3)), 1-rotational over Z_13; the base class is also
    // invariant under cycling the three orbits, which is what made it quick to find.
    Rotational {
        m: 13,
        orbits: 3,
        fixed: 1,
        complete: true,
        base: &[
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
        ],
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    fn check(n: usize, design: &Design, rounds: usize) {
        assert_eq!(design.classes.len(), rounds, "{n} players");
        let mut met = vec![0u8; n * n];
        for class in &design.classes {
            let mut seen = vec![false; n];
            for block in class {
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
                assert!(m <= 1, "{n}: {a} and {b} meet {m} times");
                if design.complete {
                    assert_eq!(m, 1, "{n}: {a} and {b} never meet");
                }
            }
        }
    }

    #[test]
    fn every_design_is_a_resolvable_packing_with_the_most_rounds() {
        let mut missing = Vec::new();
        for (n, rounds) in [
            (16, 5),
            (20, 5),
            (64, 21),
            (256, 85),
            (24, 7),
            (28, 9),
            (36, 11),
            (40, 13),
        ] {
            match resolvable(n) {
                Some(design) => check(n, &design, rounds),
                None => missing.push(n),
            }
        }
        assert!(missing.is_empty(), "no design for {missing:?}");
    }

    #[test]
    fn sizes_without_a_design_get_none() {
        for n in [4, 8, 12, 44, 52, 60, 400] {
            assert!(resolvable(n).is_none(), "{n}");
        }
    }
}
