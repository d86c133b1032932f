//! Seeded randomness, table layouts, sit-out fairness and the club's random draw.
//!
//! Owns: how many full and short tables a player count gives under each
//! [`TableRule`] at tables of four, three or two, who sits out a round, and the
//! plain random draw. It must not
//! look at meetings or winds beyond drawing them: balancing is the optimiser's job.

use std::collections::HashMap;

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{PlayerId, RoundSeating, SeatingError, Table, TableRule, TableSize};

/// Most players `plan` accepts: the optimiser keeps a dense meeting matrix
/// (two bytes per pair), which stays near 32 MB at this size.
pub const MAX_PLAYERS: usize = 4096;

/// Most rounds `plan` accepts in one call; no tournament plays more, and the
/// bound keeps a mistyped number from exhausting memory.
pub const MAX_ROUNDS: usize = 256;

/// SplitMix64 finaliser: turns (seed, stream) into an unrelated seed so that
/// every round and every stage draws from its own reproducible stream.
pub(crate) fn mix(seed: u64, stream: u64) -> u64 {
    let mut z = seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The generator for one stream of one seed. ChaCha8 is specified bit for bit,
/// so a seed gives the same seating on every machine.
pub(crate) fn rng_for(seed: u64, stream: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(mix(seed, stream))
}

/// A number in `0..n` (`n >= 1`). Written out (multiply-shift on 32 bits) rather
/// than taken from `rand`'s range sampling so that the sequence can never depend
/// on the width of `usize` or on a library's choice of algorithm.
#[inline]
pub(crate) fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    debug_assert!(n >= 1 && n <= u32::MAX as usize);
    ((u64::from(rng.next_u32()) * n as u64) >> 32) as usize
}

/// Fisher–Yates shuffle driven by [`below`].
pub(crate) fn shuffle<T>(rng: &mut ChaCha8Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i + 1);
        items.swap(i, j);
    }
}

/// How one round of `n` players is laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Layout {
    /// Seats at a full table: 4, or 3 in sanma.
    pub table: usize,
    /// Tables with every seat taken by a player.
    pub full: usize,
    /// Tables one player short, the missing seat taken by the substitute.
    pub short: usize,
    /// Players left over from the full tables: they sit out the round, or, when
    /// [`Layout::fifths`] is set, each sits as the fifth person of a different
    /// table (`TableRule::FifthSeats`).
    pub sit_outs: usize,
    /// The players left over are fifth persons, not sit-outs: their turn is
    /// counted over the fifth seats of the history, and once the tables are
    /// made each is placed at a table of their own (see `fifths`).
    pub fifths: bool,
}

impl Layout {
    /// Player counts of the tables, full tables first.
    pub fn sizes(&self) -> Vec<usize> {
        let mut sizes = vec![self.table; self.full];
        sizes.extend(std::iter::repeat_n(self.table - 1, self.short));
        sizes
    }
}

/// The layout of a round of `n` players at tables of `table` seats under `rule`.
///
/// * `Fours` (full tables only): every table is full, so `n` must be a multiple
///   of the table size.
/// * `ThreesWithSubstitute`: `k` full tables and `t` tables one player short
///   with `s·k + (s − 1)·t = n` and `t` as small as possible
///   (`t = (s − n mod s) mod s`); the missing seat of each short table is the
///   substitute (the organizer, `None`). With tables of four that means tables
///   of three and three players make one table; five players cannot be split
///   into fours and threes, so — as in the club's five-entrant qualifier
///   (RULES §5) — one table of four plays and one player sits out, in turn.
///   With tables of three (sanma) the short tables seat two players and the
///   organizer: `3k + 1` players give two of them, `3k + 2` one, and two
///   players make one table. A game of two is not completed by a substitute (the
///   club's two-player games rest the player left over), so at tables of two an odd
///   field is refused here and seated under `SitOuts`.
/// * `SitOuts`: `n mod s` players sit out each round, in turn.
/// * `FifthSeats` (tables of four only, refused at any other size): `n div 4` full tables, and the
///   `n mod 4` players left over each sit as the fifth person (the American
///   bettor) of a different table, in turn; impossible when more are left over
///   than there are tables (6, 7 or 11 players).
pub(crate) fn layout(n: usize, rule: TableRule, table: TableSize) -> Result<Layout, SeatingError> {
    let s = table.count();
    let full_only = |n: usize| -> Result<Layout, SeatingError> {
        if n < s {
            return Err(SeatingError::TooFewPlayers {
                players: n,
                needed: s,
            });
        }
        Ok(Layout {
            table: s,
            full: n / s,
            short: 0,
            sit_outs: n % s,
            fifths: false,
        })
    };
    match rule {
        TableRule::Fours => {
            let lay = full_only(n)?;
            if lay.sit_outs != 0 {
                return Err(match table {
                    TableSize::FOUR => SeatingError::NotMultipleOfFour { players: n },
                    TableSize::THREE => SeatingError::NotMultipleOfThree { players: n },
                    _ => SeatingError::NotMultipleOf { players: n, table },
                });
            }
            Ok(lay)
        }
        TableRule::ThreesWithSubstitute => {
            if n < s - 1 {
                return Err(SeatingError::TooFewPlayers {
                    players: n,
                    needed: s - 1,
                });
            }
            let short = (s - n % s) % s;
            if table == TableSize::TWO && short != 0 {
                return Err(SeatingError::NoSubstituteAtTablesOfTwo { players: n });
            }
            if (s - 1) * short <= n {
                Ok(Layout {
                    table: s,
                    full: (n - (s - 1) * short) / s,
                    short,
                    sit_outs: 0,
                    fifths: false,
                })
            } else {
                // Only five players at tables of four get here.
                Ok(Layout {
                    table: s,
                    full: 1,
                    short: 0,
                    sit_outs: n - s,
                    fifths: false,
                })
            }
        }
        TableRule::SitOuts => full_only(n),
        TableRule::TagTeams => {
            if table != TableSize::FOUR {
                return Err(SeatingError::NoTagTeamInStyle {
                    style: "a table without four seats",
                });
            }
            let people = super::TAG_TEAM_PEOPLE;
            if n < people {
                return Err(SeatingError::TooFewPlayers {
                    players: n,
                    needed: people,
                });
            }
            if n % people != 0 {
                return Err(SeatingError::NotMultipleOfEight { players: n });
            }
            Ok(Layout {
                table: people,
                full: n / people,
                short: 0,
                sit_outs: 0,
                fifths: false,
            })
        }
        TableRule::FifthSeats => {
            if table == TableSize::THREE {
                return Err(SeatingError::NoFifthSeatAtTablesOfThree);
            }
            if table != TableSize::FOUR {
                return Err(SeatingError::NoFifthSeatAtTablesOf { table });
            }
            let lay = full_only(n)?;
            if lay.sit_outs > lay.full {
                return Err(SeatingError::TooFewTablesForFifths {
                    players: n,
                    tables: lay.full,
                    left_over: lay.sit_outs,
                });
            }
            Ok(Layout {
                fifths: true,
                ..lay
            })
        }
    }
}

/// Checks the caller's input and returns the players sorted by id, so that the
/// order in which a database returned them never changes a seating.
pub(crate) fn checked_players(
    players: &[PlayerId],
    history: &[RoundSeating],
) -> Result<Vec<PlayerId>, SeatingError> {
    if players.len() > MAX_PLAYERS {
        return Err(SeatingError::TooManyPlayers {
            players: players.len(),
            max: MAX_PLAYERS,
        });
    }
    let mut sorted = players.to_vec();
    sorted.sort_unstable();
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(SeatingError::DuplicatePlayer(w[0]));
    }
    for (index, round) in history.iter().enumerate() {
        let mut seen: Vec<PlayerId> = round
            .tables
            .iter()
            .flat_map(Table::people)
            .chain(round.sit_outs.iter().copied())
            .collect();
        seen.sort_unstable();
        if let Some(w) = seen.windows(2).find(|w| w[0] == w[1]) {
            return Err(SeatingError::PlayerTwiceInHistory {
                round: index + 1,
                player: w[0],
            });
        }
    }
    Ok(sorted)
}

/// How often each player has sat out (listed in `sit_outs`) in `history`.
pub(crate) fn sit_out_counts(history: &[RoundSeating]) -> HashMap<PlayerId, u32> {
    let mut counts = HashMap::new();
    for round in history {
        for &p in &round.sit_outs {
            *counts.entry(p).or_insert(0) += 1;
        }
    }
    counts
}

/// How often each player has been a table's fifth person in `history`.
pub(crate) fn fifth_counts(history: &[RoundSeating]) -> HashMap<PlayerId, u32> {
    let mut counts = HashMap::new();
    for table in history.iter().flat_map(|round| &round.tables) {
        if let Some(p) = table.fifth() {
            *counts.entry(p).or_insert(0) += 1;
        }
    }
    counts
}

/// The turns that decide who is left over from the full tables: fifth seats
/// taken when the left-over players are fifths, sit-outs otherwise.
pub(crate) fn left_over_counts(history: &[RoundSeating], lay: Layout) -> HashMap<PlayerId, u32> {
    if lay.fifths {
        fifth_counts(history)
    } else {
        sit_out_counts(history)
    }
}

/// Picks `k` players to sit out: always among those who have sat out least
/// (ties drawn at random), so nobody sits out twice before everyone present has
/// sat out once. Only rounds where a player was listed as sitting out count; a
/// late arrival's missed rounds do not, because they were not the draw's doing.
/// Updates `counts` and returns the chosen players sorted by id.
pub(crate) fn choose_sit_outs(
    players: &[PlayerId],
    counts: &mut HashMap<PlayerId, u32>,
    k: usize,
    rng: &mut ChaCha8Rng,
) -> Vec<PlayerId> {
    if k == 0 {
        return Vec::new();
    }
    let mut order = players.to_vec();
    shuffle(rng, &mut order);
    // Stable sort keeps the random order among equal counts.
    order.sort_by_key(|p| counts.get(p).copied().unwrap_or(0));
    let mut chosen = order[..k].to_vec();
    for &p in &chosen {
        *counts.entry(p).or_insert(0) += 1;
    }
    chosen.sort_unstable();
    chosen
}

/// Groups `seated` into tables of the layout's sizes in the given order and
/// draws the winds: each table's seats (with the substitute's, if any) are
/// shuffled. A tag-team table's eight are shuffled together, so the draw makes the partners:
/// the first four sit East to North, the next four are their partners.
pub(crate) fn seat_with_drawn_winds(
    seated: &[PlayerId],
    lay: Layout,
    rng: &mut ChaCha8Rng,
) -> Vec<Table> {
    let mut tables = Vec::with_capacity(lay.full + lay.short);
    let mut next = 0;
    for size in lay.sizes() {
        let mut seats = vec![None; lay.table];
        for (slot, &p) in seats.iter_mut().zip(&seated[next..next + size]) {
            *slot = Some(p);
        }
        next += size;
        shuffle(rng, &mut seats);
        tables.push(Table::new(seats));
    }
    tables
}

/// One random round with sit-out fairness over `counts` (updated).
pub(crate) fn draw_round(
    sorted_players: &[PlayerId],
    counts: &mut HashMap<PlayerId, u32>,
    lay: Layout,
    seed: u64,
) -> RoundSeating {
    let mut rng = rng_for(seed, 0);
    let sit_outs = choose_sit_outs(sorted_players, counts, lay.sit_outs, &mut rng);
    let mut seated: Vec<PlayerId> = sorted_players
        .iter()
        .copied()
        .filter(|p| sit_outs.binary_search(p).is_err())
        .collect();
    shuffle(&mut rng, &mut seated);
    let tables = seat_with_drawn_winds(&seated, lay, &mut rng);
    RoundSeating { tables, sit_outs }
}

/// The seed of round `index` (0-based) of a Random plan.
pub(crate) fn round_seed(seed: u64, index: usize) -> u64 {
    mix(seed, 0x5EA7_0000 + index as u64)
}
