//! Kirkman triple systems: seatings at tables of three (sanma, RULES §6) in
//! which every two players meet exactly once.
//!
//! Owns the constructions that the optimiser starts from when a sanma
//! tournament begins with no history and a player count that has one. A
//! Kirkman triple system KTS(v) splits the `v(v − 1)/6` triples of a Steiner
//! triple system into `(v − 1)/2` rounds; it exists exactly when
//! `v ≡ 3 (mod 6)` (Ray-Chaudhuri and Wilson, 1971), and after its last round
//! every pair has met, so no further round can be free of repeats. For
//! `v ≡ 0 (mod 6)` the most one can hope for is a *nearly* Kirkman system
//! NKTS(v), `(v − 2)/2` rounds after which every player has met all others but
//! one; they exist from 18 players on, but not for 6 or 12 (and twelve players
//! cannot play five repeat-free rounds), so those two are left to the
//! optimiser, which reaches the four rounds that twelve players allow. Here 18
//! and 24 have one.
//!
//! * `v = 3^d` (9, 27, 81, 243): the affine geometry AG(d, 3). Its lines have
//!   three points, the lines with one direction form a round, and the
//!   `(3^d − 1)/2` directions give every round.
//! * `v = 2h + 1` with a 1-rotational system over `Z_2h ∪ {∞}` (33, 51): the
//!   base round is `{∞, 0, h}` with base blocks `B` and their shifts `B + h`;
//!   round `t < h` adds `t` to every point but `∞`. It is a design when the
//!   differences of the base blocks cover `Z_2h` minus `{0, h}` once, and a
//!   round when their residues mod `h` are `1, …, h − 1`, once each. A
//!   1-rotational triple system under a cyclic group needs `v ≡ 3` or
//!   `9 (mod 24)` (Phelps and Rosa, 1981), so 15 and 21 are built as:
//! * rotational systems over `Z_m × {0, …, o − 1}` plus one or two fixed
//!   points, each base round developed by adding `t` (mod `m`) to every
//!   non-fixed point, with every pure and mixed difference at most once (the
//!   same bookkeeping as the tables-of-four designs in `designs`): 15 players
//!   over `Z_7 × {0, 1}` (Kirkman's fifteen schoolgirls), 21 over
//!   `Z_5 × {0, …, 3}` with two base rounds; the nearly Kirkman 18 over
//!   `Z_4 × {0, …, 3}` and two fixed points, two base rounds (the pairs never
//!   met are the two fixed points and `{x, x + 2}` in each orbit), and 24 over
//!   `Z_11 × {0, 1}` and two fixed points (the fixed points, and the one mixed
//!   difference left out).
//!
//! The base blocks were found by computer search; the tests develop every
//! system and check every pair.

use super::designs::{parallel_classes, Rotational};

/// Rounds of tables of three over points `0..v`, every pair meeting at most once.
pub(crate) struct Kirkman {
    pub classes: Vec<Vec<[u32; 3]>>,
    /// Every pair meets exactly once (a Kirkman system, not a nearly Kirkman one).
    pub complete: bool,
}

/// The Kirkman triple system known for `v` players, if any.
pub(crate) fn resolvable(v: usize) -> Option<Kirkman> {
    for d in 2..=5 {
        if 3usize.pow(d) == v {
            return Some(affine_geometry(d));
        }
    }
    if let Some(c) = CYCLIC.iter().find(|c| 2 * c.h + 1 == v) {
        return Some(c.develop());
    }
    Rotational::for_players(ROTATIONAL, v).map(Rotational::develop)
}

/// Digit-wise sum of two points of GF(3)^d written in base 3.
fn add3(mut a: u32, mut b: u32, d: u32) -> u32 {
    let mut sum = 0;
    let mut place = 1;
    for _ in 0..d {
        sum += ((a % 3 + b % 3) % 3) * place;
        a /= 3;
        b /= 3;
        place *= 3;
    }
    sum
}

/// AG(d, 3): one round per direction (a nonzero vector whose lowest nonzero
/// digit is 1); its tables are the lines `{p, p + u, p + 2u}`.
fn affine_geometry(d: u32) -> Kirkman {
    let v = 3u32.pow(d);
    let lowest_digit = |mut u: u32| {
        while u % 3 == 0 {
            u /= 3;
        }
        u % 3
    };
    let directions = (1..v).filter(|&u| lowest_digit(u) == 1);
    let classes = parallel_classes(v, directions, |p, u| {
        let q = add3(p, u, d);
        [p, q, add3(q, u, d)]
    });
    Kirkman {
        classes,
        complete: true,
    }
}

/// A 1-rotational system over `Z_2h ∪ {∞}` (point `2h` is `∞`).
struct Cyclic {
    h: usize,
    base: &'static [[u8; 3]],
}

impl Cyclic {
    fn develop(&self) -> Kirkman {
        let g = 2 * self.h as u32;
        let half = self.h as u32;
        let mut round: Vec<[u32; 3]> = vec![[g, 0, half]];
        for block in self.base {
            for shift in [0, half] {
                round.push(block.map(|x| (u32::from(x) + shift) % g));
            }
        }
        let classes = (0..half)
            .map(|t| {
                round
                    .iter()
                    .map(|block| block.map(|x| if x == g { g } else { (x + t) % g }))
                    .collect()
            })
            .collect();
        Kirkman {
            classes,
            complete: true,
        }
    }
}

const CYCLIC: &[Cyclic] = &[
    // 33 players, 16 rounds over Z_32.
    Cyclic {
        h: 16,
        base: &[
            [18, 11, 5],
            [7, 10, 25],
            [20, 31, 19],
            [1, 24, 29],
            [30, 6, 28],
        ],
    },
    // 51 players, 25 rounds over Z_50.
    Cyclic {
        h: 25,
        base: &[
            [13, 39, 48],
            [20, 24, 37],
            [28, 8, 9],
            [22, 17, 10],
            [21, 11, 43],
            [44, 2, 41],
            [6, 40, 4],
            [26, 32, 5],
        ],
    },
];

/// Kirkman's rotational systems are [`Rotational`] constructions of tables of three, with no
/// difference shared.
impl Rotational<3> {
    fn develop(&self) -> Kirkman {
        Kirkman {
            classes: self.rounds(),
            complete: self.complete,
        }
    }
}

const ROTATIONAL: &[Rotational<3>] = &[
    // 15 players, 7 rounds over Z_7 × {0, 1} and ∞ = 14: the schoolgirls.
    Rotational::packing(
        7,
        2,
        1,
        &[&[[4, 3, 13], [12, 14, 6], [2, 7, 0], [8, 10, 11], [9, 5, 1]]],
    )
    .meeting_every_pair(),
    // 21 players, 10 rounds over Z_5 × {0, …, 3} and ∞ = 20, two base rounds.
    Rotational::packing(
        5,
        4,
        1,
        &[
            &[
                [2, 12, 1],
                [17, 3, 10],
                [0, 6, 18],
                [8, 13, 4],
                [15, 9, 7],
                [20, 5, 14],
                [11, 16, 19],
            ],
            &[
                [1, 14, 8],
                [15, 5, 6],
                [7, 4, 2],
                [10, 13, 19],
                [3, 20, 18],
                [12, 11, 9],
                [17, 16, 0],
            ],
        ],
    )
    .meeting_every_pair(),
    // 18 players, 8 rounds (nearly Kirkman) over Z_4 × {0, …, 3} and 16, 17.
    Rotational::packing(
        4,
        4,
        2,
        &[
            &[
                [3, 12, 16],
                [4, 7, 2],
                [14, 6, 9],
                [1, 0, 8],
                [11, 5, 15],
                [17, 10, 13],
            ],
            &[
                [0, 10, 9],
                [11, 6, 13],
                [14, 2, 5],
                [1, 15, 12],
                [7, 3, 17],
                [4, 8, 16],
            ],
        ],
    ),
    // 24 players, 11 rounds (nearly Kirkman) over Z_11 × {0, 1} and 22, 23.
    Rotational::packing(
        11,
        2,
        2,
        &[&[
            [20, 18, 6],
            [0, 11, 19],
            [16, 12, 17],
            [8, 4, 9],
            [10, 14, 22],
            [1, 3, 21],
            [2, 5, 15],
            [7, 23, 13],
        ]],
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_system_seats_everyone_each_round_and_every_pair_exactly_once() {
        for v in [9, 15, 21, 27, 33, 51, 81, 243] {
            let system = resolvable(v).unwrap_or_else(|| panic!("no system for {v}"));
            assert!(system.complete);
            let met = check(v, &system, (v - 1) / 2);
            for a in 0..v {
                for b in a + 1..v {
                    assert_eq!(met[a * v + b], 1, "{v}: {a} and {b}");
                }
            }
        }
    }

    /// The nearly Kirkman systems: every player misses exactly one other, who
    /// misses them back.
    #[test]
    fn nearly_kirkman_systems_leave_each_player_exactly_one_never_met() {
        for v in [18, 24] {
            let system = resolvable(v).unwrap_or_else(|| panic!("no system for {v}"));
            assert!(!system.complete);
            let met = check(v, &system, (v - 2) / 2);
            // Met is symmetric, so "exactly one each" makes the unmet pairs a
            // perfect matching.
            for a in 0..v {
                let missed = (0..v).filter(|&b| b != a && met[a * v + b] == 0).count();
                assert_eq!(missed, 1, "{v}: player {a} misses {missed} others");
            }
        }
    }

    /// Checks the rounds of `system` (each seats everyone once, no pair meets
    /// twice) and returns how often each pair met.
    fn check(v: usize, system: &Kirkman, rounds: usize) -> Vec<u8> {
        assert_eq!(system.classes.len(), rounds, "{v} players");
        let mut met = vec![0u8; v * v];
        for class in &system.classes {
            let mut seen = vec![false; v];
            for block in class {
                for &p in block {
                    assert!(!seen[p as usize], "{v}: point {p} twice in a round");
                    seen[p as usize] = true;
                }
                for (i, &a) in block.iter().enumerate() {
                    for &b in &block[i + 1..] {
                        met[a as usize * v + b as usize] += 1;
                        met[b as usize * v + a as usize] += 1;
                    }
                }
            }
            assert!(seen.iter().all(|&s| s), "{v}: a round misses a player");
        }
        assert!(met.iter().all(|&m| m <= 1), "{v}: a pair meets twice");
        met
    }

    #[test]
    fn sizes_without_a_system_get_none() {
        for v in [3, 6, 12, 30, 39, 45] {
            assert!(resolvable(v).is_none(), "{v}");
        }
    }
}
