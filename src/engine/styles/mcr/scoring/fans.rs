//! The fan of each reading and the choice of the best one (docs/mcr-fan.md).
//!
//! A reading's fan are first detected generously and then cut down by the exclusion
//! principles, as the reference calculator does:
//! - *non-repeat*: a fan implied by a bigger one is not counted (full flush hides one voided
//!   suit and no honours; the cuts are [`exclude`]);
//! - *non-separation* and *non-identical*: sets already combined into a three- or four-set fan
//!   do not make smaller fan among themselves (a pure triple chow is not three pure double
//!   chows), which is why sets are combined largest fan first;
//! - *account-once*: among four chows, each chow may join in at most one more combination
//!   beyond the first, which caps the one-fan chow pairs (`sets.rs`).

use super::held::*;
use super::sets::*;
use super::shape::{self, is_dragon, is_suited, is_terminal, is_wind, suit_of, Kind, Set, SetKind};
use super::table::FanTable;
use super::{Fan, McrHand, McrMeldKind};
use crate::engine::tiles::{Counts, KINDS};

/// The facts of the hand every reading shares, worked out once.
pub(super) struct Context {
    declared: [Set; 4],
    declared_len: usize,
    /// The concealed tiles, the winning tile included.
    concealed: Counts,
    /// Every tile of the hand, a kong as four.
    all: Counts,
    win: Kind,
    self_drawn: bool,
    wall_last: bool,
    /// After the checks: out on a replacement tile (self-drawn) or robbing a kong.
    kong: bool,
    /// After the checks: the winning tile is the last of its kind.
    fourth_tile: bool,
    seat: Kind,
    prevalent: Kind,
    /// The fan that depend only on which tiles the hand holds (suits, terminals, ranks): the
    /// same for every reading of four sets and a pair, so found once.
    tile_fans: FanTable,
}

impl Context {
    pub fn new(hand: &McrHand) -> Context {
        let mut declared = [Set::NONE; 4];
        let mut declared_tiles: Counts = [0; KINDS];
        for (slot, meld) in declared.iter_mut().zip(hand.melds.iter()) {
            let tile = meld.first.index() as Kind;
            let (kind, melded, copies) = match meld.kind {
                McrMeldKind::Chow => (SetKind::Chow, true, 0),
                McrMeldKind::Pung => (SetKind::Pung, true, 3),
                McrMeldKind::MeldedKong => (SetKind::Kong, true, 4),
                McrMeldKind::ConcealedKong => (SetKind::Kong, false, 4),
            };
            if kind == SetKind::Chow {
                for t in tile..tile + 3 {
                    declared_tiles[t as usize] += 1;
                }
            } else {
                declared_tiles[tile as usize] += copies;
            }
            *slot = Set { kind, tile, melded };
        }
        let declared_len = hand.melds.len().min(4);
        let concealed = hand.concealed;
        let mut all = concealed;
        for (a, d) in all.iter_mut().zip(declared_tiles.iter()) {
            *a += d;
        }
        let win = hand.win_tile.index() as Kind;
        let w = win as usize;
        // The last of its kind cannot be claimed while another copy is concealed, and is
        // certain when the winner's own sets show the other three.
        let fourth_tile = (hand.fourth_tile && concealed[w] == 1) || declared_tiles[w] == 3;
        let kong = hand.kong
            && if hand.self_drawn {
                declared[..declared_len]
                    .iter()
                    .any(|s| s.kind == SetKind::Kong)
            } else {
                declared_tiles[w] == 0 && concealed[w] == 1
            };
        Context {
            declared,
            declared_len,
            concealed,
            all,
            win,
            self_drawn: hand.self_drawn,
            wall_last: hand.last_tile,
            kong,
            fourth_tile,
            seat: hand.seat_wind.index() as Kind,
            prevalent: hand.prevalent_wind.index() as Kind,
            tile_fans: tile_fans(&all),
        }
    }

    fn declared(&self) -> &[Set] {
        &self.declared[..self.declared_len]
    }
}

/// The best reading's fan (flowers aside), or `None` when the hand has no winning shape.
pub(super) fn best_reading(ctx: &Context) -> Option<FanTable> {
    let mut best = FanTable::default();
    let mut found = match ctx.declared_len {
        0 => {
            special_shapes(ctx, &mut best) || knitted(ctx, &mut best) || nine_gates(ctx, &mut best)
        }
        1 => knitted(ctx, &mut best),
        _ => false,
    };
    let as_seven_pairs = best.has(Fan::SevenPairs);
    // A special shape is the reading, except seven pairs: the same tiles read as four sets
    // and a pair may be worth more.
    if !found || as_seven_pairs {
        let mut best_total = if found { best.total() } else { 0 };
        let sets = 4 - ctx.declared_len;
        let one_wait =
            shape::waited_on_one_kind(&ctx.concealed, ctx.win, sets, ctx.declared_len == 0);
        // Readings are scored in the reference's order so that, among equal totals, the same
        // one is kept and the same patterns are listed.
        let mut readings = [([0u8; 4], [Set::NONE; 5]); MAX_READINGS];
        let mut count = 0;
        let declared = ctx.declared_len;
        shape::each_division(
            &ctx.concealed,
            ctx.declared(),
            sets,
            &mut |found: &[Set]| {
                if count < MAX_READINGS {
                    let mut packs: [Set; 5] = found.try_into().expect("four sets and a pair");
                    packs[declared..4].sort_by_key(|s| set_order(*s));
                    let mut key = [u8::MAX; 4];
                    for (k, s) in key.iter_mut().zip(&packs[declared..4]) {
                        *k = set_order(*s);
                    }
                    readings[count] = (key, packs);
                    count += 1;
                }
            },
        );
        let readings = &mut readings[..count];
        readings.sort_unstable_by_key(|(key, _)| *key);
        for (_, packs) in readings.iter() {
            let mut table = FanTable::default();
            four_sets(ctx, packs, one_wait, &mut table);
            let total = table.total();
            // On equal totals the reference keeps the reading with a pure triple chow or a
            // triple pung, and four sets over seven pairs.
            let preferred =
                table.has(Fan::PureTripleChow) || table.has(Fan::TriplePung) || as_seven_pairs;
            if total > best_total || (total == best_total && preferred) {
                best_total = total;
                best = table;
                found = true;
            }
        }
    }
    (found && best.total() > 0).then_some(best)
}

/// More ways to read 14 tiles as sets than any hand has (the most is well under this).
const MAX_READINGS: usize = 24;

/// A concealed set's place in the reference's order of readings: by its lowest tile in scan
/// order, a pung before a chow on the same tile.
fn set_order(set: Set) -> u8 {
    shape::scan_position(set.tile) * 2 + u8::from(set.kind == SetKind::Chow)
}

/// Seven pairs (seven shifted pairs), honours and knitted tiles, thirteen orphans.
fn special_shapes(ctx: &Context, table: &mut FanTable) -> bool {
    let counts = &ctx.concealed;
    if shape::all_even(counts) {
        let suit = suit_of(ctx.win);
        if shape::is_seven_shifted_pairs(counts, suit) {
            table.set(Fan::SevenShiftedPairs, 1);
            let base = suit as usize * 9;
            if counts[base] == 0 && counts[base + 8] == 0 {
                table.set(Fan::AllSimples, 1);
            }
            win_situation(ctx, table);
        } else {
            table.set(Fan::SevenPairs, 1);
            table.merge(&ctx.tile_fans);
            tile_hogs(counts, 0, table);
            win_situation(ctx, table);
            exclude(table);
        }
        return true;
    }
    if let Some((greater, with_straight)) = shape::honors_and_knitted(counts) {
        if greater {
            table.set(Fan::GreaterHonorsAndKnittedTiles, 1);
        } else {
            table.set(Fan::LesserHonorsAndKnittedTiles, 1);
            if with_straight {
                table.set(Fan::KnittedStraight, 1);
            }
        }
        win_situation(ctx, table);
        return true;
    }
    if shape::is_thirteen_orphans(counts) {
        table.set(Fan::ThirteenOrphans, 1);
        win_situation(ctx, table);
        return true;
    }
    false
}

/// Nine gates with what the winning tile adds to it (docs/mcr-fan.md, choice 2).
fn nine_gates(ctx: &Context, table: &mut FanTable) -> bool {
    let Some(rank) = shape::nine_gates_rank(&ctx.concealed, ctx.win) else {
        return false;
    };
    table.set(Fan::NineGates, 1);
    match rank {
        1 | 9 => {
            table.set(Fan::PureStraight, 1);
            table.set(Fan::TileHog, 1);
        }
        2 | 8 => {
            table.set(Fan::TwoConcealedPungs, 1);
            table.set(Fan::ShortStraight, 1);
            table.set(Fan::PungOfTerminalsOrHonors, 1);
        }
        5 => {
            table.set(Fan::TwoConcealedPungs, 1);
            table.set(Fan::PungOfTerminalsOrHonors, 1);
        }
        _ => table.set(Fan::ShortStraight, 1),
    }
    win_situation(ctx, table);
    true
}

/// A knitted straight in the concealed tiles with one more set (concealed, or the single
/// declared one) and a pair.
fn knitted(ctx: &Context, table: &mut FanTable) -> bool {
    let counts = &ctx.concealed;
    if !counts.iter().any(|&c| c >= 2) {
        return false;
    }
    let Some(body) = (0..6)
        .map(shape::knitted_straight)
        .find(|seq| seq.iter().all(|&t| counts[t as usize] > 0))
    else {
        return false;
    };
    let mut rest = *counts;
    for &t in &body {
        rest[t as usize] -= 1;
    }
    let mut readings = 0;
    let mut reading = [Set::NONE; 2];
    let sets = 1 - ctx.declared_len;
    shape::each_division(&rest, ctx.declared(), sets, &mut |found: &[Set]| {
        readings += 1;
        reading = [found[0], found[1]];
    });
    // The rest must read one way only.
    if readings != 1 {
        return false;
    }
    let [fourth, pair] = reading;
    let pair_tile = pair.tile;
    table.set(Fan::KnittedStraight, 1);
    if fourth.kind == SetKind::Chow {
        if is_suited(pair_tile) {
            table.set(Fan::AllChows, 1);
        }
        if ctx.all[pair_tile as usize] == 4 {
            table.set(Fan::TileHog, 1);
        }
    } else {
        let t = fourth.tile;
        if is_wind(t) {
            table.set(Fan::PungOfTerminalsOrHonors, 1);
            winds(ctx, t, table);
            if is_dragon(pair_tile) {
                table.set(Fan::AllTypes, 1);
            }
        } else if is_dragon(t) {
            table.set(Fan::DragonPung, 1);
            if is_wind(pair_tile) {
                table.set(Fan::AllTypes, 1);
            }
        } else {
            if is_terminal(t) {
                table.set(Fan::PungOfTerminalsOrHonors, 1);
            }
            if is_suited(pair_tile) {
                table.set(Fan::NoHonors, 1);
            }
            if fourth.kind != SetKind::Kong && ctx.all[t as usize] == 4 {
                table.set(Fan::TileHog, 1);
            }
        }
    }
    win_situation(ctx, table);
    if fourth.melded {
        if fourth.kind == SetKind::Kong {
            table.set(Fan::MeldedKong, 1);
        }
    } else {
        if fourth.kind == SetKind::Kong {
            table.set(Fan::ConcealedKong, 1);
        }
        if ctx.self_drawn {
            table.set(Fan::FullyConcealedHand, 1);
            table.clear(Fan::SelfDrawn);
        } else {
            table.set(Fan::ConcealedHand, 1);
        }
    }
    // The wait is read on the set and pair beside the straight, even when the winning kind
    // also sits in the straight (docs/mcr-fan.md, choice 5).
    let win = ctx.win as usize;
    if ctx.declared_len == 0 {
        if rest[win] > 0 && shape::waited_on_one_kind(&rest, ctx.win, 1, false) {
            waiting_form(&[fourth, pair], ctx.win, table);
        }
    } else if !body.contains(&ctx.win) || counts[win] == 3 {
        table.set(Fan::SingleWait, 1);
    }
    exclude(table);
    true
}

/// The four sets of a reading sorted into chows and pungs (kongs with the pungs), with the
/// concealed pungs and the kongs counted.
struct SortedSets {
    chows: [Kind; 4],
    chow_sets: [Set; 4],
    chow_count: usize,
    pungs: [Kind; 4],
    pung_sets: [Set; 4],
    pung_count: usize,
    concealed_pungs: i32,
    melded_kongs: i32,
    concealed_kongs: i32,
}

impl SortedSets {
    fn of(sets: &[Set]) -> Self {
        let mut sorted = SortedSets {
            chows: [0; 4],
            chow_sets: [Set::NONE; 4],
            chow_count: 0,
            pungs: [0; 4],
            pung_sets: [Set::NONE; 4],
            pung_count: 0,
            concealed_pungs: 0,
            melded_kongs: 0,
            concealed_kongs: 0,
        };
        for &set in sets {
            match set.kind {
                SetKind::Chow => {
                    sorted.chows[sorted.chow_count] = set.tile;
                    sorted.chow_sets[sorted.chow_count] = set;
                    sorted.chow_count += 1;
                }
                SetKind::Pung | SetKind::Kong => {
                    sorted.pungs[sorted.pung_count] = set.tile;
                    sorted.pung_sets[sorted.pung_count] = set;
                    sorted.pung_count += 1;
                    match (set.kind, set.melded) {
                        (SetKind::Pung, false) => sorted.concealed_pungs += 1,
                        (SetKind::Kong, true) => sorted.melded_kongs += 1,
                        (SetKind::Kong, false) => sorted.concealed_kongs += 1,
                        _ => {}
                    }
                }
                SetKind::Pair => {}
            }
        }
        sorted
    }

    /// A pung completed by a discard is exposed, unless the winning tile can be read into a
    /// concealed chow instead.
    fn expose_pung_won_by_discard(&mut self, ctx: &Context) {
        let win = ctx.win;
        let chow_takes_it = self.chow_sets[..self.chow_count]
            .iter()
            .any(|s| !s.melded && s.chow_holds(win));
        if ctx.self_drawn || chow_takes_it {
            return;
        }
        for s in &self.pung_sets[..self.pung_count] {
            if s.kind == SetKind::Pung && !s.melded && s.tile == win {
                self.concealed_pungs -= 1;
            }
        }
    }

    /// The pungs' own fans: kongs and concealed pungs counted, all pungs, and each pung's kind.
    fn pung_fans(&self, table: &mut FanTable) {
        if self.pung_count == 0 {
            return;
        }
        let (concealed, melded_kongs, concealed_kongs) = (
            self.concealed_pungs,
            self.melded_kongs,
            self.concealed_kongs,
        );
        kongs_and_concealed_pungs(concealed, melded_kongs, concealed_kongs, table);
        if self.pung_count == 4 && !table.has(Fan::FourKongs) && !table.has(Fan::FourConcealedPungs)
        {
            table.set(Fan::AllPungs, 1);
        }
        for &t in &self.pungs[..self.pung_count] {
            if let Some(fan) = one_pung(t) {
                table.add(fan, 1);
            }
        }
    }

    /// The fans of the sets taken together, by how many are chows: shifted, pure and mixed
    /// chows, and pungs of the same number or in steps.
    fn shape_fans(&self, pair: Kind, table: &mut FanTable) {
        let (mut chows, mut pungs) = (self.chows, self.pungs);
        match self.chow_count {
            4 => {
                if three_suited_terminal_chows(&chows, pair) {
                    table.set(Fan::ThreeSuitedTerminalChows, 1);
                } else if pure_terminal_chows(&chows, pair) {
                    table.set(Fan::PureTerminalChows, 1);
                } else {
                    shape::sort_scan(&mut chows);
                    four_chows(&chows, table);
                }
            }
            3 => {
                let mut three = [chows[0], chows[1], chows[2]];
                shape::sort_scan(&mut three);
                three_chows(&three, table);
            }
            2 => {
                if let Some(fan) = two_chows(chows[0], chows[1]) {
                    table.add(fan, 1);
                }
                if let Some(fan) = two_pungs(pungs[0], pungs[1]) {
                    table.add(fan, 1);
                }
            }
            1 => {
                let mut three = [pungs[0], pungs[1], pungs[2]];
                shape::sort_scan(&mut three);
                three_pungs(&three, table);
            }
            _ => {
                shape::sort_scan(&mut pungs);
                four_pungs(&pungs, table);
            }
        }
    }
}

/// The fan of one reading as four sets and a pair (`packs`: declared sets first, the pair last).
fn four_sets(ctx: &Context, packs: &[Set; 5], one_wait: bool, table: &mut FanTable) {
    let mut sorted = SortedSets::of(&packs[..4]);
    let pair = packs[4].tile;
    win_situation(ctx, table);
    sorted.expose_pung_won_by_discard(ctx);
    sorted.pung_fans(table);
    sorted.shape_fans(pair, table);
    concealment(ctx, table);
    pair_fans(sorted.chow_count, pair, table);
    sets_traits(packs, table);
    table.merge(&ctx.tile_fans);
    if !table.has(Fan::QuadrupleChow) {
        tile_hogs(
            &ctx.all,
            sorted.melded_kongs + sorted.concealed_kongs,
            table,
        );
    }
    if one_wait {
        waiting_form(&packs[ctx.declared_len..], ctx.win, table);
    }
    exclude(table);
    if !table.has(Fan::BigFourWinds) {
        for &t in &sorted.pungs[..sorted.pung_count] {
            if is_wind(t) {
                winds(ctx, t, table);
            }
        }
    }
    if table.is_empty() {
        table.set(Fan::ChickenHand, 1);
    }
}

/// Concealed or melded hand, by the declared sets that were claimed.
fn concealment(ctx: &Context, table: &mut FanTable) {
    let claimed = ctx.declared().iter().filter(|s| s.melded).count();
    match claimed {
        0 => table.set(
            if ctx.self_drawn {
                Fan::FullyConcealedHand
            } else {
                Fan::ConcealedHand
            },
            1,
        ),
        4 => table.set(
            if ctx.self_drawn {
                Fan::SelfDrawn
            } else {
                Fan::MeldedHand
            },
            1,
        ),
        _ => {
            if ctx.self_drawn {
                table.set(Fan::SelfDrawn, 1);
            }
        }
    }
}

/// What the pair adds: all chows with a suited pair, and the pair turning two dragon pungs and
/// three wind pungs into the "little" fan.
fn pair_fans(chow_count: usize, pair: Kind, table: &mut FanTable) {
    if chow_count == 4 {
        if is_suited(pair) {
            table.set(Fan::AllChows, 1);
        }
    } else if table.has(Fan::TwoDragonPungs) {
        if is_dragon(pair) {
            table.set(Fan::LittleThreeDragons, 1);
            table.clear(Fan::TwoDragonPungs);
        }
    } else if table.has(Fan::BigThreeWinds) && is_wind(pair) {
        table.set(Fan::LittleFourWinds, 1);
        table.clear(Fan::BigThreeWinds);
    }
}

/// Self-drawn, last tile of the wall, replacement tile, robbing the kong, last of its kind.
fn win_situation(ctx: &Context, table: &mut FanTable) {
    if ctx.fourth_tile {
        table.set(Fan::LastTile, 1);
    }
    if ctx.self_drawn {
        table.set(Fan::SelfDrawn, 1);
        if ctx.wall_last {
            table.set(Fan::LastTileDraw, 1);
            table.clear(Fan::SelfDrawn);
        }
        if ctx.kong {
            table.set(Fan::OutWithReplacementTile, 1);
            table.clear(Fan::SelfDrawn);
        }
    } else {
        if ctx.wall_last {
            table.set(Fan::LastTileClaim, 1);
        }
        if ctx.kong {
            table.set(Fan::RobbingTheKong, 1);
            table.clear(Fan::LastTile);
        }
    }
}

/// Kongs and concealed pungs together (a concealed kong is also a concealed pung).
fn kongs_and_concealed_pungs(pungs: i32, melded: i32, concealed: i32, table: &mut FanTable) {
    let concealed_sets = |n: i32, table: &mut FanTable| match n {
        2 => table.set(Fan::TwoConcealedPungs, 1),
        3 => table.set(Fan::ThreeConcealedPungs, 1),
        4 => table.set(Fan::FourConcealedPungs, 1),
        _ => {}
    };
    match melded + concealed {
        0 => concealed_sets(pungs, table),
        1 => {
            table.set(
                if melded == 1 {
                    Fan::MeldedKong
                } else {
                    Fan::ConcealedKong
                },
                1,
            );
            concealed_sets(pungs + concealed, table);
        }
        2 => {
            match concealed {
                0 => table.set(Fan::TwoMeldedKongs, 1),
                1 => table.set(Fan::ConcealedKongAndMeldedKong, 1),
                _ => table.set(Fan::TwoConcealedKongs, 1),
            }
            // Two concealed kongs already say two concealed pungs.
            if concealed < 2 || pungs > 0 {
                concealed_sets(pungs + concealed, table);
            }
        }
        3 => {
            table.set(Fan::ThreeKongs, 1);
            concealed_sets(pungs + concealed, table);
        }
        _ => {
            table.set(Fan::FourKongs, 1);
            concealed_sets(concealed, table);
        }
    }
}

/// Edge, closed or single wait, from where the winning tile sits in the concealed sets (the
/// hand having waited on one kind only); one of them at most, edge first.
fn waiting_form(concealed: &[Set], win: Kind, table: &mut FanTable) {
    if table.has(Fan::MeldedHand) || table.has(Fan::FourKongs) {
        return;
    }
    let (mut edge, mut closed, mut single) = (false, false, false);
    for set in concealed {
        match set.kind {
            SetKind::Chow => {
                if set.tile + 1 == win {
                    closed = true;
                } else if set.tile == win || set.tile + 2 == win {
                    edge = true;
                }
            }
            SetKind::Pair => single |= set.tile == win,
            _ => {}
        }
    }
    if edge {
        table.set(Fan::EdgeWait, 1);
    } else if closed {
        table.set(Fan::ClosedWait, 1);
    } else if single {
        table.set(Fan::SingleWait, 1);
    }
}

/// Seat and prevalent wind for a wind pung, which then stops counting as a pung of
/// terminals or honours (unless a bigger fan already took those pungs in).
fn winds(ctx: &Context, t: Kind, table: &mut FanTable) {
    let absorbed = table.has(Fan::BigThreeWinds)
        || table.has(Fan::AllTerminalsAndHonors)
        || table.has(Fan::AllHonors)
        || table.has(Fan::LittleFourWinds);
    if t == ctx.prevalent {
        table.set(Fan::PrevalentWind, 1);
        if !absorbed {
            table.add(Fan::PungOfTerminalsOrHonors, -1);
        }
    }
    if t == ctx.seat {
        table.set(Fan::SeatWind, 1);
        if ctx.seat != ctx.prevalent && !absorbed {
            table.add(Fan::PungOfTerminalsOrHonors, -1);
        }
    }
}

/// The non-repeat principle: what each fan already implies is not counted again.
fn exclude(t: &mut FanTable) {
    use Fan::*;
    let cuts: &[(Fan, &[Fan])] = &[
        (BigFourWinds, &[AllPungs, PungOfTerminalsOrHonors]),
        (BigThreeDragons, &[DragonPung]),
        (AllGreen, &[HalfFlush, OneVoidedSuit]),
        (FourKongs, &[SingleWait]),
        (
            AllTerminals,
            &[
                AllPungs,
                OutsideHand,
                PungOfTerminalsOrHonors,
                NoHonors,
                DoublePung,
            ],
        ),
        (LittleFourWinds, &[PungOfTerminalsOrHonors]),
        (LittleThreeDragons, &[DragonPung]),
        (
            AllHonors,
            &[
                AllPungs,
                OutsideHand,
                PungOfTerminalsOrHonors,
                OneVoidedSuit,
            ],
        ),
    ];
    cut(t, cuts);
    if t.has(FourConcealedPungs) {
        t.clear(AllPungs);
        t.clear(ConcealedHand);
        concealed_self_draw_only(t);
    }
    let cuts: &[(Fan, &[Fan])] = &[
        (PureTerminalChows, &[FullFlush, AllChows, NoHonors]),
        (FourPureShiftedPungs, &[AllPungs]),
        (
            AllTerminalsAndHonors,
            &[AllPungs, OutsideHand, PungOfTerminalsOrHonors],
        ),
        (AllEvenPungs, &[AllPungs, AllSimples, NoHonors]),
        (UpperTiles, &[NoHonors]),
        (MiddleTiles, &[AllSimples, NoHonors]),
        (LowerTiles, &[NoHonors]),
        (ThreeSuitedTerminalChows, &[AllChows, NoHonors]),
        (AllFives, &[AllSimples, NoHonors]),
        (UpperFour, &[NoHonors]),
        (LowerFour, &[NoHonors]),
    ];
    cut(t, cuts);
    // Three wind pungs are not also three pungs of honours.
    if t.has(BigThreeWinds) && !t.has(AllHonors) && !t.has(AllTerminalsAndHonors) {
        t.add(PungOfTerminalsOrHonors, -3);
    }
    let cuts: &[(Fan, &[Fan])] = &[
        (ReversibleTiles, &[OneVoidedSuit]),
        (LastTileDraw, &[SelfDrawn]),
        (OutWithReplacementTile, &[SelfDrawn]),
        (MeldedHand, &[SingleWait]),
        (TwoDragonPungs, &[DragonPung]),
        (FullyConcealedHand, &[SelfDrawn]),
        (AllChows, &[NoHonors]),
        (AllSimples, &[NoHonors]),
    ];
    cut(t, cuts);
}

/// Clears what each fan of `cuts` implies where that fan is counted, in the order given.
fn cut(t: &mut FanTable, cuts: &[(Fan, &[Fan])]) {
    for (fan, hidden) in cuts {
        if t.has(*fan) {
            for h in *hidden {
                t.clear(*h);
            }
        }
    }
}

/// A hand that is concealed by its shape counts a self-draw as self_drawn, not as fully
/// concealed hand.
fn concealed_self_draw_only(t: &mut FanTable) {
    if t.has(Fan::FullyConcealedHand) {
        t.clear(Fan::FullyConcealedHand);
        t.set(Fan::SelfDrawn, 1);
    }
}
