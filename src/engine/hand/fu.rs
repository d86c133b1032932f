//! Fu (minipoints) of one reading, with a reason per part.
//!
//! Owns the fu table and its reason words. The rules are the common riichi ones (EMA riichi
//! rules 2016 §"Fu"; docs/rules.md §1 for the rounding); the preset decides the fu of a pair that is
//! both seat and round wind (`Ruleset::double_wind_pair_fu`) and whether an open hand with no fu
//! stays at 20 (`Ruleset::open_pinfu_20fu`).
//!
//! Reason words (what `fu_details` reports), in the order they are listed:
//!
//! | reason | fu | when |
//! |---|---|---|
//! | `open_simple_triplet` / `closed_simple_triplet` | 2 / 4 | triplet of 2–8 |
//! | `open_terminal_triplet` / `closed_terminal_triplet` | 4 / 8 | triplet of 1, 9 or an honour |
//! | `open_simple_kan` / `closed_simple_kan` | 8 / 16 | kan of 2–8 |
//! | `open_terminal_kan` / `closed_terminal_kan` | 16 / 32 | kan of 1, 9 or an honour |
//! | `dragon_pair` | 2 | pair of dragons |
//! | `seat_wind_pair`, `round_wind_pair` | 2 | pair of the seat (round) wind |
//! | `double_wind_pair` | preset (2 or 4) | pair of the wind that is both |
//! | `closed_wait` | 2 | won on the middle of a sequence (kanchan) |
//! | `edge_wait` | 2 | won on the 3 of 1-2-3 or the 7 of 7-8-9 (penchan) |
//! | `pair_wait` | 2 | won on the pair (tanki) |
//! | `tsumo` | 2 | won by tsumo, except pinfu |
//! | `closed_ron` | 10 | closed hand won by ron (menzen kafu) |
//! | `open_pinfu` | 10 | open hand won by ron with no other fu: raised to 30 |
//! | `base` | 20 | every four-sets hand |
//! | `chiitoitsu` | 25 | seven pairs: the whole fu, not rounded |
//!
//! A triplet completed by ron counts as open. Fu are the sum rounded up to the next 10; the
//! parts are listed unrounded. Thirteen orphans has no fu (0, no parts): it is a yakuman.

use super::decompose::{SetKind, Standard, Wait};
use super::validate::Hand;
use super::ArrayList;
use crate::engine::ruleset::Ruleset;

/// Where a part of the fu comes from; [`FuReason::name`] is the reason word of the table above.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum FuReason {
    OpenSimpleTriplet,
    ClosedSimpleTriplet,
    OpenTerminalTriplet,
    ClosedTerminalTriplet,
    OpenSimpleKan,
    ClosedSimpleKan,
    OpenTerminalKan,
    ClosedTerminalKan,
    DragonPair,
    SeatWindPair,
    RoundWindPair,
    DoubleWindPair,
    ClosedWait,
    EdgeWait,
    PairWait,
    Tsumo,
    ClosedRon,
    OpenPinfu,
    #[default]
    Base,
    Chiitoitsu,
}

impl FuReason {
    pub fn name(self) -> &'static str {
        use FuReason::*;
        match self {
            OpenSimpleTriplet => "open_simple_triplet",
            ClosedSimpleTriplet => "closed_simple_triplet",
            OpenTerminalTriplet => "open_terminal_triplet",
            ClosedTerminalTriplet => "closed_terminal_triplet",
            OpenSimpleKan => "open_simple_kan",
            ClosedSimpleKan => "closed_simple_kan",
            OpenTerminalKan => "open_terminal_kan",
            ClosedTerminalKan => "closed_terminal_kan",
            DragonPair => "dragon_pair",
            SeatWindPair => "seat_wind_pair",
            RoundWindPair => "round_wind_pair",
            DoubleWindPair => "double_wind_pair",
            ClosedWait => "closed_wait",
            EdgeWait => "edge_wait",
            PairWait => "pair_wait",
            Tsumo => "tsumo",
            ClosedRon => "closed_ron",
            OpenPinfu => "open_pinfu",
            Base => "base",
            Chiitoitsu => "chiitoitsu",
        }
    }
}

/// One part of the fu.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FuPart {
    pub reason: FuReason,
    pub fu: u32,
}

/// At most four sets, a pair, a wait, the win, open pinfu and the base.
pub type FuList = ArrayList<FuPart, 10>;

/// Fu of a reading: the parts, and the total rounded up to 10.
#[derive(Debug, Clone, Copy, Default)]
pub struct Fu {
    pub parts: FuList,
    pub total: u32,
}

/// Seven pairs: always 25, not rounded (docs/rules.md §1).
pub fn seven_pairs() -> Fu {
    let mut parts = FuList::default();
    parts.push(FuPart {
        reason: FuReason::Chiitoitsu,
        fu: 25,
    });
    Fu { parts, total: 25 }
}

/// Thirteen orphans: no fu; a yakuman's payment does not use them.
pub fn kokushi() -> Fu {
    Fu::default()
}

const SET_REASONS: [[[FuReason; 2]; 2]; 2] = {
    use FuReason::*;
    // [kan?][terminal?][concealed?]
    [
        [
            [OpenSimpleTriplet, ClosedSimpleTriplet],
            [OpenTerminalTriplet, ClosedTerminalTriplet],
        ],
        [
            [OpenSimpleKan, ClosedSimpleKan],
            [OpenTerminalKan, ClosedTerminalKan],
        ],
    ]
};

/// Fu of a four-sets reading. `pinfu` is whether the reading scored pinfu: a pinfu tsumo is
/// 20 fu flat (no tsumo fu), the one exception to the tsumo rule.
pub fn standard(hand: &Hand, r: &Standard, pinfu: bool, open: bool, rules: &Ruleset) -> Fu {
    let mut acc = Acc::default();
    for s in &r.sets {
        if s.kind == SetKind::Sequence {
            continue;
        }
        let kan = s.kind == SetKind::Kan;
        let terminal = s.tile.is_terminal_or_honor();
        // 2 fu for an open simple triplet, doubled for terminal/honour, for concealed and
        // again twice for a kan: 2, 4, 8 … 32.
        let fu = 2 << (u32::from(terminal) + u32::from(s.concealed) + 2 * u32::from(kan));
        acc.add(
            SET_REASONS[usize::from(kan)][usize::from(terminal)][usize::from(s.concealed)],
            fu,
        );
    }
    let pair = r.pair;
    let seat = pair == hand.seat_wind.tile();
    let round = Some(pair) == hand.round_wind_tile();
    if pair.is_dragon() {
        acc.add(FuReason::DragonPair, 2);
    } else if seat && round {
        acc.add(FuReason::DoubleWindPair, rules.double_wind_pair_fu);
    } else if seat {
        acc.add(FuReason::SeatWindPair, 2);
    } else if round {
        acc.add(FuReason::RoundWindPair, 2);
    }
    match r.wait {
        Wait::Kanchan => acc.add(FuReason::ClosedWait, 2),
        Wait::Penchan => acc.add(FuReason::EdgeWait, 2),
        Wait::Tanki => acc.add(FuReason::PairWait, 2),
        Wait::Ryanmen | Wait::Shanpon => {}
    }
    let tsumo = hand.situation.tsumo;
    if tsumo && !pinfu {
        acc.add(FuReason::Tsumo, 2);
    }
    if !tsumo && !open {
        acc.add(FuReason::ClosedRon, 10);
    }
    if open && !tsumo && acc.sum == 0 && !rules.open_pinfu_20fu {
        // An open hand won by ron with nothing but the base would be 20 fu, which most
        // rulesets (EMA 2016, Tenhou) raise to 30.
        acc.add(FuReason::OpenPinfu, 10);
    }
    acc.add(FuReason::Base, 20);
    Fu {
        parts: acc.parts,
        total: acc.sum.div_ceil(10) * 10,
    }
}

#[derive(Default)]
struct Acc {
    parts: FuList,
    sum: u32,
}

impl Acc {
    fn add(&mut self, reason: FuReason, fu: u32) {
        if fu > 0 {
            self.parts.push(FuPart { reason, fu });
            self.sum += fu;
        }
    }
}
