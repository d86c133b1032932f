//! A deterministic generator of legal winning hands, shared by the property test
//! (`score_proptest.rs`) and the benchmark (`benches/score.rs`) through `#[path]`.
//!
//! Builds four sets and a pair (some called as chi, pon or one of the three kans), seven pairs,
//! thirteen orphans and nine gates, with a situation that is always legal (riichi only closed,
//! rinshan only after a kan on a tsumo, …), winds, indicators from the copies left, honba and
//! deposits. Most hands have a yaku; some do not, on purpose. `score_proptest.rs` checks that
//! every generated hand passes validation.
//!
//! [`sanma_hands`] makes `sanma-msmc` hands the same way (docs/rules.md §6): no 2m–8m, runs only
//! concealed (no open chii), seats E S W, rounds E and S, 0–4 nuki. The four-player hands of a
//! seed stay what they were: the sanma choices draw from the generator only in sanma.
#![allow(dead_code)]

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tenbou::engine::hand::{HandInput, MeldInput, MeldKind, Situation, Wind};

/// A generated hand, owning its text.
#[derive(Debug, Clone)]
pub struct GenHand {
    pub hand: String,
    pub win_tile: String,
    pub melds: Vec<(MeldKind, String)>,
    pub situation: Situation,
    pub seat_wind: Wind,
    pub round_wind: Wind,
    pub dora_indicators: String,
    pub ura_indicators: String,
    pub honba: u32,
    pub riichi_sticks: u32,
    /// Sanma only: North tiles set aside as nuki dora (0 in four-player hands).
    pub nuki: u32,
    /// A `sanma-msmc` hand (its JSON line names the ruleset and the nuki).
    pub sanma: bool,
}

impl GenHand {
    /// The melds as engine input (kept apart so `input` can borrow them).
    pub fn meld_inputs(&self) -> Vec<MeldInput<'_>> {
        self.melds
            .iter()
            .map(|(kind, tiles)| MeldInput {
                kind: *kind,
                tiles,
                opened: None,
            })
            .collect()
    }

    pub fn input<'a>(&'a self, melds: &'a [MeldInput<'a>]) -> HandInput<'a> {
        HandInput {
            hand: &self.hand,
            win_tile: &self.win_tile,
            melds,
            situation: self.situation,
            seat_wind: self.seat_wind,
            round_wind: self.round_wind,
            dora_indicators: &self.dora_indicators,
            ura_indicators: &self.ura_indicators,
            honba: self.honba,
            riichi_sticks: self.riichi_sticks,
        }
    }

    /// The hand as a `tenbou score` input line.
    pub fn to_json(&self, id: &str) -> String {
        let s = &self.situation;
        let melds: Vec<String> = self
            .melds
            .iter()
            .map(|(k, t)| {
                format!(
                    "{{\"kind\":\"{}\",\"tiles\":\"{t}\",\"opened\":{}}}",
                    k.name(),
                    k.is_open()
                )
            })
            .collect();
        let letter = |w: Wind| w.name()[..1].to_uppercase();
        let sanma = if self.sanma {
            format!("\"ruleset\":\"sanma-msmc\",\"nuki\":{},", self.nuki)
        } else {
            String::new()
        };
        format!(
            "{{\"id\":\"{id}\",{sanma}\"hand\":\"{}\",\"win_tile\":\"{}\",\"melds\":[{}],\"tsumo\":{},\"riichi\":{},\"double_riichi\":{},\"ippatsu\":{},\"haitei\":{},\"houtei\":{},\"rinshan\":{},\"chankan\":{},\"tenhou\":{},\"chiihou\":{},\"seat_wind\":\"{}\",\"round_wind\":\"{}\",\"dora_indicators\":\"{}\",\"ura_indicators\":\"{}\",\"honba\":{},\"riichi_sticks\":{}}}",
            self.hand,
            self.win_tile,
            melds.join(","),
            s.tsumo,
            s.riichi,
            s.double_riichi,
            s.ippatsu,
            s.haitei,
            s.houtei,
            s.rinshan,
            s.chankan,
            s.tenhou,
            s.chiihou,
            letter(self.seat_wind),
            letter(self.round_wind),
            self.dora_indicators,
            self.ura_indicators,
            self.honba,
            self.riichi_sticks
        )
    }
}

fn kind_str(k: usize) -> String {
    if k < 27 {
        format!("{}{}", k % 9 + 1, ['m', 'p', 's'][k / 9])
    } else {
        format!("{}z", k - 26)
    }
}

fn mpsz(counts: &[u8; 34]) -> String {
    let mut out = String::new();
    for (suit, letter) in ['m', 'p', 's', 'z'].iter().enumerate() {
        let range = if suit < 3 {
            suit * 9..suit * 9 + 9
        } else {
            27..34
        };
        let start = out.len();
        for k in range {
            for _ in 0..counts[k] {
                out.push(char::from(
                    b'0' + if k < 27 {
                        (k % 9 + 1) as u8
                    } else {
                        (k - 26) as u8
                    },
                ));
            }
        }
        if out.len() > start {
            out.push(*letter);
        }
    }
    out
}

fn mpsz_of(kinds: &[usize]) -> String {
    let mut c = [0u8; 34];
    for &k in kinds {
        c[k] += 1;
    }
    mpsz(&c)
}

/// 2m–8m: not in the three-player set.
fn removed_in_sanma(k: usize) -> bool {
    (1..=7).contains(&k)
}

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// Tile kinds a hand of a given style draws from (repeats weigh a kind up).
fn style_kinds(style: u32, rng: &mut ChaCha8Rng) -> Vec<usize> {
    let suit = rng.random_range(0..3usize) * 9;
    match style {
        // all simples
        0 => (0..27).filter(|k| k % 9 != 0 && k % 9 != 8).collect(),
        // one suit
        1 => (suit..suit + 9).collect(),
        // one suit and honours
        2 => (suit..suit + 9).chain(27..34).collect(),
        // terminals and honours
        3 => ORPHANS.to_vec(),
        // greens
        4 => vec![19, 20, 21, 23, 25, 32],
        // dragons and winds weighed up
        5 => (0..34)
            .chain([27, 28, 29, 30, 31, 32, 33].repeat(3))
            .collect(),
        _ => (0..34).collect(),
    }
}

/// A winning shape: every tile's count, the melds, the winning tile.
type Shape = ([u8; 34], Vec<(MeldKind, String)>, usize);

fn standard(rng: &mut ChaCha8Rng, sanma: bool) -> Option<Shape> {
    let style = rng.random_range(0..10u32);
    let mut kinds = style_kinds(style, rng);
    if sanma {
        // Without 2m–8m no man run can be formed (`seq_ok` looks for k+1 and k+2).
        kinds.retain(|&k| !removed_in_sanma(k));
    }
    let trip_bias = match style {
        3 | 5 => 0.7,
        4 => 0.5,
        _ => 0.2,
    };
    let mut counts = [0u8; 34];
    let mut sets: Vec<(bool, usize)> = Vec::new(); // (is_triplet, tile)
    for _ in 0..4 {
        let mut placed = false;
        for _ in 0..60 {
            let k = kinds[rng.random_range(0..kinds.len())];
            let seq_ok =
                k < 27 && k % 9 <= 6 && kinds.contains(&(k + 1)) && kinds.contains(&(k + 2));
            if rng.random_bool(trip_bias) || !seq_ok {
                if counts[k] + 3 <= 4 {
                    counts[k] += 3;
                    sets.push((true, k));
                    placed = true;
                    break;
                }
            } else if (0..3).all(|d| counts[k + d] < 4) {
                (0..3).for_each(|d| counts[k + d] += 1);
                sets.push((false, k));
                placed = true;
                break;
            }
        }
        if !placed {
            return None;
        }
    }
    let pair = (0..60)
        .map(|_| kinds[rng.random_range(0..kinds.len())])
        .find(|&k| counts[k] + 2 <= 4)?;
    counts[pair] += 2;

    let n_melds = [0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 4][rng.random_range(0..11)];
    let mut concealed = counts;
    let mut melds = Vec::new();
    for &(trip, k) in sets.iter().take(n_melds) {
        if !trip {
            if sanma {
                // No open chii in sanma: the run stays concealed.
                continue;
            }
            melds.push((MeldKind::Chi, mpsz_of(&[k, k + 1, k + 2])));
            (0..3).for_each(|d| concealed[k + d] -= 1);
            continue;
        }
        let kind = [
            MeldKind::Pon,
            MeldKind::Pon,
            MeldKind::Kan,
            MeldKind::Ankan,
            MeldKind::Shouminkan,
        ][rng.random_range(0..5)];
        // A kan adds the fourth copy to the hand; either way the set's three leave the
        // concealed part (the fourth never was in `concealed`).
        if kind != MeldKind::Pon && counts[k] < 4 {
            counts[k] += 1;
            melds.push((kind, mpsz_of(&[k; 4])));
        } else {
            melds.push((MeldKind::Pon, mpsz_of(&[k; 3])));
        }
        concealed[k] -= 3;
    }
    let pool: Vec<usize> = (0..34)
        .flat_map(|k| std::iter::repeat_n(k, concealed[k] as usize))
        .collect();
    let win = pool[rng.random_range(0..pool.len())];
    Some((counts, melds, win))
}

/// One random four-player hand from a generator state.
pub fn hand(rng: &mut ChaCha8Rng) -> GenHand {
    hand_for(rng, false)
}

/// One random hand, four-player or (`sanma`) three-player.
fn hand_for(rng: &mut ChaCha8Rng, sanma: bool) -> GenHand {
    let in_set = |k: &usize| !(sanma && removed_in_sanma(*k));
    let roll = rng.random_range(0..100u32);
    let (counts, melds, win) = match roll {
        0..=7 => {
            let kinds = style_kinds(rng.random_range(0..10), rng);
            let mut distinct: Vec<usize> = kinds.iter().copied().filter(in_set).collect();
            distinct.sort_unstable();
            distinct.dedup();
            if distinct.len() < 7 {
                distinct = (0..34).filter(in_set).collect();
            }
            let mut counts = [0u8; 34];
            let mut chosen = Vec::new();
            while chosen.len() < 7 {
                let k = distinct[rng.random_range(0..distinct.len())];
                if counts[k] == 0 {
                    counts[k] = 2;
                    chosen.push(k);
                }
            }
            (counts, Vec::new(), chosen[rng.random_range(0..7)])
        }
        8 => {
            let mut counts = [0u8; 34];
            ORPHANS.iter().for_each(|&k| counts[k] = 1);
            counts[ORPHANS[rng.random_range(0..13)]] += 1;
            (counts, Vec::new(), ORPHANS[rng.random_range(0..13)])
        }
        9 => {
            // Nine gates in characters needs 2m–8m: pins or bamboos in sanma.
            let suit = rng.random_range(usize::from(sanma)..3) * 9;
            let mut counts = [0u8; 34];
            for (i, c) in [3, 1, 1, 1, 1, 1, 1, 1, 3].into_iter().enumerate() {
                counts[suit + i] = c;
            }
            counts[suit + rng.random_range(0..9usize)] += 1;
            (counts, Vec::new(), suit + rng.random_range(0..9usize))
        }
        _ => loop {
            if let Some(s) = standard(rng, sanma) {
                break s;
            }
        },
    };
    let open = melds.iter().any(|m| m.0.is_open());
    let kans = melds.iter().filter(|m| m.0.is_kan()).count();
    let mut s = Situation {
        tsumo: rng.random_bool(0.4),
        ..Situation::default()
    };
    s.riichi = !open && rng.random_bool(0.45);
    s.double_riichi = s.riichi && rng.random_bool(0.1);
    s.ippatsu = s.riichi && rng.random_bool(0.15);
    s.rinshan = kans > 0 && s.tsumo && !s.ippatsu && rng.random_bool(0.25);
    s.haitei = s.tsumo && !s.rinshan && rng.random_bool(0.05);
    s.houtei = !s.tsumo && rng.random_bool(0.05);
    s.chankan = !s.tsumo && !s.houtei && counts[win] == 1 && rng.random_bool(0.05);
    let winds = [Wind::East, Wind::South, Wind::West, Wind::North];
    // Sanma: seats E S W, rounds E and S (the first entries of each list).
    let seat_wind = winds[rng.random_range(0..if sanma { 3 } else { 4 })];
    let round_wind = [
        Wind::East,
        Wind::East,
        Wind::South,
        Wind::South,
        Wind::West,
        Wind::North,
    ][rng.random_range(0..if sanma { 4 } else { 6 })];
    if melds.is_empty() && s.tsumo && rng.random_bool(0.03) {
        s = Situation {
            tsumo: true,
            ..Situation::default()
        };
        s.tenhou = seat_wind == Wind::East;
        s.chiihou = !s.tenhou;
    }
    let mut left: Vec<u8> = counts.iter().map(|c| 4 - c).collect();
    let mut nuki = 0;
    if sanma {
        left[1..=7].fill(0);
        let north = 30;
        nuki = [0, 0, 0, 1, 1, 2, 3, 4][rng.random_range(0..8)].min(left[north]);
        left[north] -= nuki;
    }
    let mut draw = |n: usize, rng: &mut ChaCha8Rng| {
        let mut out = String::new();
        for _ in 0..n {
            let avail: Vec<usize> = (0..34).filter(|&k| left[k] > 0).collect();
            let k = avail[rng.random_range(0..avail.len())];
            left[k] -= 1;
            out.push_str(&kind_str(k));
        }
        out
    };
    let n_ind = 1 + rng.random_range(0..=kans);
    let dora_indicators = draw(n_ind, rng);
    let ura_indicators = if s.riichi {
        draw(n_ind, rng)
    } else {
        String::new()
    };
    GenHand {
        hand: mpsz(&counts),
        win_tile: kind_str(win),
        melds,
        situation: s,
        seat_wind,
        round_wind,
        dora_indicators,
        ura_indicators,
        honba: [0, 0, 0, 1, 2, 5][rng.random_range(0..6)],
        riichi_sticks: [0, 0, 1, 2][rng.random_range(0..4)] + u32::from(s.riichi),
        nuki: u32::from(nuki),
        sanma,
    }
}

/// `n` hands from `seed`, the same on every machine (ChaCha8 is portable).
pub fn hands(seed: u64, n: usize) -> Vec<GenHand> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..n).map(|_| hand(&mut rng)).collect()
}

/// `n` sanma hands from `seed` (`sanma-msmc`, with nuki), the same on every machine.
pub fn sanma_hands(seed: u64, n: usize) -> Vec<GenHand> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..n).map(|_| hand_for(&mut rng, true)).collect()
}
