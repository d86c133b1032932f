//! From written input to a [`Hand`] that is known to be physically possible.
//!
//! Owns every refusal that does not need the hand's shape: notation, copies per tile, the tile
//! count for the kans, melds that are real melds and present in the hand, the winning tile in
//! the concealed part, and situation flags that agree with each other and with the hand. Past
//! [`Hand::new`] nothing re-checks these. Whether the tiles form a winning shape is
//! `decompose`'s question, and whether it has a yaku is `yaku`'s.

use super::error::{BadMeld, ImpossibleHand, SituationConflict};
use super::notation::{HandInput, MeldKind, Situation, Wind};
use super::{ArrayList, Field, HandError};
use crate::engine::tiles::{parse_each, parse_one, Counts, NotationError, Tile, TileCounts, KINDS};

/// A meld that passed validation: its kind and its lowest tile (a chi's first tile).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Meld {
    pub kind: MeldKind,
    pub tile: Tile,
}

impl Default for Meld {
    fn default() -> Self {
        Meld {
            kind: MeldKind::Pon,
            tile: Tile::EAST,
        }
    }
}

/// A hand that can exist: the result of [`Hand::new`].
#[derive(Debug, Clone, Copy)]
pub struct Hand {
    /// Every tile of the hand, melds included (a kan counts four).
    pub all: Counts,
    /// The hand minus the meld tiles; the winning tile is among them.
    pub concealed: Counts,
    pub melds: ArrayList<Meld, 4>,
    pub win: Tile,
    pub situation: Situation,
    pub seat_wind: Wind,
    pub round_wind: Wind,
    /// Whether the round wind is valued (yakuhai, pair fu). False only at Minefield's table of
    /// two, which plays no round wind (`styles::minefield::tiles`); read it through
    /// [`Hand::round_wind_tile`].
    pub round_wind_counts: bool,
    /// Dora in the hand from the indicators (a tile indicated twice counts twice).
    pub dora: u32,
    /// Ura dora in the hand; already 0 without riichi (ura dora count only with riichi).
    pub ura: u32,
    /// Red fives written in the hand, whatever the ruleset; `evaluate` decides if they count.
    pub red: u32,
    /// Han from nuki dora (sanma's North tiles set aside, docs/rules.md §6); set by
    /// `styles::sanma::tiles::apply`, 0 in every other style.
    pub nuki_dora: u32,
    pub honba: u32,
    pub riichi_sticks: u32,
}

/// Up to one indicator per kan plus the first: five at most.
const MAX_INDICATORS: u32 = 5;

impl Hand {
    /// Parses and checks a written hand. Every refusal names what is wrong.
    pub fn new(input: &HandInput<'_>) -> Result<Hand, HandError> {
        Hand::checked(input, None)
    }

    /// As [`Hand::new`] for a style with nuki (sanma, docs/rules.md §6): each North tile set aside
    /// draws a replacement tile, so a win on it is rinshan without any kan. The nuki count
    /// itself is `styles::sanma::tiles::apply`'s to check and to score.
    pub fn new_with_nuki(input: &HandInput<'_>, nuki: u32) -> Result<Hand, HandError> {
        Hand::checked(input, Some(nuki))
    }

    /// `nuki` is `None` where the style has no nuki, which words the rinshan refusal.
    fn checked(input: &HandInput<'_>, nuki: Option<u32>) -> Result<Hand, HandError> {
        let written = Written::parse(input)?;
        written.check_copies()?;
        let hand = &written.hand;
        let taken = take_melds(input, hand)?;
        let expected = 14 + taken.kans;
        if hand.len != expected {
            return Err(ImpossibleHand::TileCount {
                found: hand.len,
                expected,
            }
            .into());
        }
        let win = written.win;
        if taken.concealed[win.index()] == 0 {
            return Err(ImpossibleHand::WinTileNotConcealed { tile: win }.into());
        }

        check_situation(input, &taken.melds, &hand.counts, win, nuki)?;

        let s = &input.situation;
        let dora = written.dora_ind.dora_in(&hand.counts);
        let ura = if s.riichi {
            written.ura_ind.dora_in(&hand.counts)
        } else {
            0
        };
        Ok(Hand {
            all: hand.counts,
            concealed: taken.concealed,
            melds: taken.melds,
            win,
            situation: *s,
            seat_wind: input.seat_wind,
            round_wind: input.round_wind,
            round_wind_counts: true,
            dora,
            ura,
            red: hand.red_total(),
            nuki_dora: 0,
            honba: input.honba,
            riichi_sticks: input.riichi_sticks,
        })
    }

    /// Open: any call other than a concealed kan (the usual definition; menzen means no
    /// tile taken from another player).
    pub fn is_open(&self) -> bool {
        self.melds.as_slice().iter().any(|m| m.kind.is_open())
    }

    pub fn is_dealer(&self) -> bool {
        self.seat_wind == Wind::East
    }

    /// The tile of the round wind, or none where the table plays without one.
    pub fn round_wind_tile(&self) -> Option<Tile> {
        self.round_wind_counts.then(|| self.round_wind.tile())
    }
}

/// A notation error in `field`, as the refusal names it.
fn bad_notation(field: Field) -> impl Fn(NotationError) -> HandError {
    move |error| HandError::BadNotation { field, error }
}

/// The tile fields of a written hand, each parsed: what every later check counts.
struct Written {
    hand: TileCounts,
    win: Tile,
    dora_ind: Indicators,
    ura_ind: Indicators,
}

impl Written {
    fn parse(input: &HandInput<'_>) -> Result<Written, HandError> {
        let hand = TileCounts::parse(input.hand).map_err(bad_notation(Field::Hand))?;
        let win = parse_one(input.win_tile).map_err(bad_notation(Field::WinTile))?;
        let dora_ind = Indicators::parse(input.dora_indicators)
            .map_err(bad_notation(Field::DoraIndicators))?;
        let ura_ind =
            Indicators::parse(input.ura_indicators).map_err(bad_notation(Field::UraIndicators))?;
        let Some(win) = win else {
            return Err(ImpossibleHand::WinTileNotOne {
                written: input.win_tile.to_string(),
            }
            .into());
        };
        Ok(Written {
            hand,
            win: win.tile,
            dora_ind,
            ura_ind,
        })
    }

    /// Four copies of each tile exist; the indicators are tiles of the same set, so they count
    /// against the same four. At most [`MAX_INDICATORS`] indicators of each kind exist.
    fn check_copies(&self) -> Result<(), ImpossibleHand> {
        let (hand, dora_ind, ura_ind) = (&self.hand, &self.dora_ind, &self.ura_ind);
        // The branch-free maximum keeps the common case cheap; the loop below only runs to
        // name the refused tile.
        let most = (0..KINDS)
            .map(|i| {
                hand.counts[i]
                    .saturating_add(dora_ind.counts[i])
                    .saturating_add(ura_ind.counts[i])
            })
            .fold(0, u8::max);
        for tile in Tile::all().filter(|_| most > 4) {
            let i = tile.index();
            let in_hand = u32::from(hand.counts[i]);
            let shown = u32::from(dora_ind.counts[i]) + u32::from(ura_ind.counts[i]);
            if in_hand + shown <= 4 {
                continue;
            }
            if in_hand > 4 {
                return Err(ImpossibleHand::TooManyCopies {
                    tile,
                    count: in_hand,
                });
            }
            return Err(ImpossibleHand::TooManyWithIndicators {
                tile,
                count: in_hand + shown,
            });
        }
        for (field, ind) in [
            (Field::DoraIndicators, dora_ind),
            (Field::UraIndicators, ura_ind),
        ] {
            if ind.len > MAX_INDICATORS {
                return Err(ImpossibleHand::TooManyIndicators {
                    field,
                    count: ind.len,
                    most: MAX_INDICATORS,
                });
            }
        }
        Ok(())
    }
}

/// The melds checked and taken out of the hand: what is left concealed, and the kans (each
/// adds a tile to the hand's count).
struct Taken {
    melds: ArrayList<Meld, 4>,
    concealed: Counts,
    kans: u32,
}

/// Checks each meld (a real meld of its kind, opened as its kind is, its tiles and red fives
/// held by the hand) and takes its tiles out of the concealed part.
fn take_melds(input: &HandInput<'_>, hand: &TileCounts) -> Result<Taken, HandError> {
    if input.melds.len() > 4 {
        return Err(BadMeld::TooMany {
            count: input.melds.len(),
        }
        .into());
    }
    let mut taken = Taken {
        melds: ArrayList::default(),
        concealed: hand.counts,
        kans: 0,
    };
    let mut concealed_red = hand.red;
    for (i, m) in input.melds.iter().enumerate() {
        let tiles = MeldTiles::parse(m.tiles).map_err(bad_notation(Field::Meld(i)))?;
        let Some((meld, per_kind)) = tiles.meld(m.kind) else {
            // The refusal shows the tiles as counted; they parsed once, so they parse again.
            let counts = TileCounts::parse(m.tiles).map_err(bad_notation(Field::Meld(i)))?;
            return Err(BadMeld::NotAShape {
                meld: i,
                kind: m.kind,
                tiles: counts.counts,
            }
            .into());
        };
        if let Some(opened) = m.opened.filter(|&opened| opened != m.kind.is_open()) {
            return Err(BadMeld::OpenedDisagrees {
                meld: i,
                kind: m.kind,
                opened,
            }
            .into());
        }
        // The meld's shape is known, so only its own kinds are taken out of the hand.
        let kinds = match m.kind {
            MeldKind::Chi => 3,
            _ => 1,
        };
        let first = meld.tile.index();
        for (k, have) in taken
            .concealed
            .iter_mut()
            .enumerate()
            .skip(first)
            .take(kinds)
        {
            if *have < per_kind {
                let tile = Tile::new(k as u8).expect("meld tiles are tiles");
                return Err(ImpossibleHand::MeldTileMissing { meld: i, tile }.into());
            }
            *have -= per_kind;
        }
        for (have, &need) in concealed_red.iter_mut().zip(&tiles.red) {
            if *have < need {
                return Err(ImpossibleHand::MeldRedMissing { meld: i }.into());
            }
            *have -= need;
        }
        if m.kind.is_kan() {
            taken.kans += 1;
        }
        taken.melds.push(meld);
    }
    Ok(taken)
}

/// A meld's tiles as written, without a count array: a meld has three or four tiles, so the
/// first four are kept in order and any more only counted (such a meld is refused anyway).
struct MeldTiles {
    tiles: [Tile; 4],
    len: usize,
    /// Red fives written, per suit (man, pin, sou).
    red: [u8; 3],
}

impl MeldTiles {
    fn parse(text: &str) -> Result<MeldTiles, NotationError> {
        let mut m = MeldTiles {
            tiles: [Tile::EAST; 4],
            len: 0,
            red: [0; 3],
        };
        parse_each(text, |t, _| {
            if let Some(slot) = m.tiles.get_mut(m.len) {
                *slot = t.tile;
            }
            m.len += 1;
            if t.red {
                let r = &mut m.red[t.tile.index() / 9];
                *r = r.saturating_add(1);
            }
        })?;
        Ok(m)
    }

    /// The meld these tiles make as `kind`, and how many tiles of each of its kinds it takes
    /// from the hand (a chi one each of three kinds, a pon three of one, a kan four of one);
    /// `None` when they make no such meld.
    fn meld(&self, kind: MeldKind) -> Option<(Meld, u8)> {
        let t = &self.tiles;
        let (ok, first, per_kind) = match kind {
            MeldKind::Chi => {
                let mut at = [t[0], t[1], t[2]];
                at.sort_unstable();
                let first = at[0];
                let ok = self.len == 3
                    && !first.is_honor()
                    && first.number() <= 7
                    && at[1].index() == first.index() + 1
                    && at[2].index() == first.index() + 2;
                (ok, first, 1)
            }
            MeldKind::Pon => (self.len == 3 && t[1] == t[0] && t[2] == t[0], t[0], 3),
            _ => (self.len == 4 && t[1..].iter().all(|&x| x == t[0]), t[0], 4),
        };
        ok.then_some((Meld { kind, tile: first }, per_kind))
    }
}

/// Dora or ura dora indicators: their counts (for the four-copies rule) and the first few in
/// order, which is all the dora count needs (more than five is refused anyway).
struct Indicators {
    counts: Counts,
    first: [Tile; MAX_INDICATORS as usize],
    len: u32,
}

impl Indicators {
    fn parse(text: &str) -> Result<Indicators, NotationError> {
        let mut ind = Indicators {
            counts: [0; KINDS],
            first: [Tile::EAST; MAX_INDICATORS as usize],
            len: 0,
        };
        // The usual dora indicator is one tile, which `parse_one` reads without the general
        // loop; two bytes that are no tile go on to the loop, which words the refusal.
        if text.len() == 2 {
            if let Ok(Some(t)) = parse_one(text) {
                ind.counts[t.tile.index()] = 1;
                ind.first[0] = t.tile;
                ind.len = 1;
                return Ok(ind);
            }
        }
        parse_each(text, |t, _| {
            let c = &mut ind.counts[t.tile.index()];
            *c = c.saturating_add(1);
            if let Some(slot) = ind.first.get_mut(ind.len as usize) {
                *slot = t.tile;
            }
            ind.len += 1;
        })?;
        Ok(ind)
    }

    /// Tiles of the hand each indicator points at (a tile indicated twice counts twice).
    fn dora_in(&self, hand: &Counts) -> u32 {
        let n = (self.len as usize).min(self.first.len());
        self.first[..n]
            .iter()
            .map(|t| u32::from(hand[t.dora_after().index()]))
            .sum()
    }
}

/// The situation rules. Each is the standard riichi definition of the yaku it guards (EMA
/// riichi rules 2016 §"Yaku", Tenhou's rules); where they disagree the stricter reading is
/// taken, so that a flag never adds han it could not have earned at the table.
fn check_situation(
    input: &HandInput<'_>,
    melds: &ArrayList<Meld, 4>,
    all: &Counts,
    win: Tile,
    nuki: Option<u32>,
) -> Result<(), HandError> {
    let s = &input.situation;
    use SituationConflict::*;
    let err = |conflict: SituationConflict| Err(HandError::InvalidSituation(conflict));
    let open = melds.as_slice().iter().any(|m| m.kind.is_open());
    let has_kan = melds.as_slice().iter().any(|m| m.kind.is_kan());
    let dealer = input.seat_wind == Wind::East;

    if s.double_riichi && !s.riichi {
        return err(DoubleRiichiWithoutRiichi);
    }
    if s.ippatsu && !s.riichi {
        return err(IppatsuWithoutRiichi);
    }
    if s.riichi && open {
        return err(RiichiWhenOpen);
    }
    // A replacement tile is drawn after a kan, and in sanma after each north declaration.
    match nuki {
        None if s.rinshan && !has_kan => {
            return err(RinshanWithoutKan);
        }
        Some(0) if s.rinshan && !has_kan => {
            return err(RinshanWithoutKanOrNuki);
        }
        _ => {}
    }
    if s.rinshan && !s.tsumo {
        return err(RinshanByRon);
    }
    if s.ippatsu && s.rinshan {
        // The winner's own kan after riichi ends the ippatsu chance before the replacement draw.
        // The rules are silent on a north declaration; the stricter reading treats it the same,
        // so that the flags never add han that could not be earned.
        return err(IppatsuWithRinshan { after_kan: has_kan });
    }
    if s.chankan && s.tsumo {
        return err(ChankanByTsumo);
    }
    if s.chankan && all[win.index()] != 1 {
        // The robbed tile is the fourth copy: three sit in the robbed pon, so the winner holds
        // no other.
        return err(ChankanHoldingAnotherCopy);
    }
    if s.haitei && !s.tsumo {
        return err(HaiteiByRon);
    }
    if s.houtei && s.tsumo {
        return err(HouteiByTsumo);
    }
    if s.haitei && s.rinshan {
        return err(HaiteiWithRinshan);
    }
    if s.houtei && s.chankan {
        return err(HouteiWithChankan);
    }
    let first_turn = s.tenhou || s.chiihou || s.renhou;
    if first_turn {
        if !melds.is_empty() {
            return err(FirstTurnWithCalls);
        }
        if s.riichi || s.haitei || s.houtei || s.rinshan || s.chankan {
            return err(FirstTurnAfterOtherFlags);
        }
    }
    if s.tenhou && (!dealer || !s.tsumo) {
        return err(TenhouNotDealerTsumo);
    }
    if s.chiihou && (dealer || !s.tsumo) {
        return err(ChiihouNotNonDealerTsumo);
    }
    if s.renhou && (dealer || s.tsumo) {
        return err(RenhouNotNonDealerRon);
    }
    Ok(())
}

#[cfg(test)]
mod tests;
