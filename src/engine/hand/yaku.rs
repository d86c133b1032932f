//! The yaku of one reading of a hand.
//!
//! Owns the canonical yaku list of `docs/hand-jsonl.md`, each yaku's closed and open value, and
//! the rules that decide which yaku a reading has. Values and definitions are the common riichi
//! ones (EMA riichi rules 2016 §"Yaku list"; Tenhou's rules agree on every yaku scored here);
//! `Ruleset` options switch open tanyao, the four double yakuman, renhou and daisharin. Dora are
//! not yaku (a hand with only dora has no yaku) and are added by `evaluate`.

use super::decompose::{SetKind, Standard, Wait};
use super::notation::Wind;
use super::validate::Hand;
use super::ArrayList;
use crate::engine::ruleset::Ruleset;
use crate::engine::tiles::{Tile, KINDS};

/// Every yaku and bonus of the spec's canonical list that the tiles can show. Nagashi mangan is
/// not here: it is a result of an exhaustive draw, not of a winning hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Yaku {
    Riichi,
    DoubleRiichi,
    Ippatsu,
    MenzenTsumo,
    Pinfu,
    Iipeikou,
    Tanyao,
    YakuhaiHaku,
    YakuhaiHatsu,
    YakuhaiChun,
    SeatWind(Wind),
    RoundWind(Wind),
    Haitei,
    Houtei,
    Rinshan,
    Chankan,
    Chiitoitsu,
    Chanta,
    Ittsu,
    SanshokuDoujun,
    SanshokuDoukou,
    Toitoi,
    Sanankou,
    Sankantsu,
    Shousangen,
    Honroutou,
    Honitsu,
    Junchan,
    Ryanpeikou,
    Chinitsu,
    Dora,
    UraDora,
    AkaDora,
    /// Sanma's North tiles set aside (docs/rules.md §6), counted like dora.
    NukiDora,
    KokushiMusou,
    KokushiMusou13Wait,
    Suuankou,
    SuuankouTanki,
    Daisangen,
    Shousuushii,
    Daisuushii,
    Tsuuiisou,
    Chinroutou,
    Ryuuiisou,
    ChuurenPoutou,
    JunseiChuurenPoutou,
    Suukantsu,
    Tenhou,
    Chiihou,
    Renhou,
    Daisharin,
}

/// Declares, from one list of every yaku (the winds spelt out) with its canonical name, both
/// `Yaku::name` and `Yaku::ALL`, so that the two cannot drift apart; the generated `match` is
/// exhaustive, so a new variant without a name does not compile.
macro_rules! yaku_names {
    ($($variant:ident $(($wind:ident))? => $name:literal,)*) => {
        impl Yaku {
            /// The spec's canonical name.
            pub fn name(self) -> &'static str {
                match self {
                    $(Yaku::$variant $((Wind::$wind))? => $name,)*
                }
            }

            /// Every yaku, the winds spelt out.
            pub const ALL: [Yaku; 57] = [$(Yaku::$variant $((Wind::$wind))?,)*];
        }
    };
}

yaku_names! {
    Riichi => "riichi",
    DoubleRiichi => "double_riichi",
    Ippatsu => "ippatsu",
    MenzenTsumo => "menzen_tsumo",
    Pinfu => "pinfu",
    Iipeikou => "iipeikou",
    Tanyao => "tanyao",
    YakuhaiHaku => "yakuhai_haku",
    YakuhaiHatsu => "yakuhai_hatsu",
    YakuhaiChun => "yakuhai_chun",
    SeatWind(East) => "yakuhai_seat_wind_east",
    SeatWind(South) => "yakuhai_seat_wind_south",
    SeatWind(West) => "yakuhai_seat_wind_west",
    SeatWind(North) => "yakuhai_seat_wind_north",
    RoundWind(East) => "yakuhai_round_wind_east",
    RoundWind(South) => "yakuhai_round_wind_south",
    RoundWind(West) => "yakuhai_round_wind_west",
    RoundWind(North) => "yakuhai_round_wind_north",
    Haitei => "haitei",
    Houtei => "houtei",
    Rinshan => "rinshan",
    Chankan => "chankan",
    Chiitoitsu => "chiitoitsu",
    Chanta => "chanta",
    Ittsu => "ittsu",
    SanshokuDoujun => "sanshoku_doujun",
    SanshokuDoukou => "sanshoku_doukou",
    Toitoi => "toitoi",
    Sanankou => "sanankou",
    Sankantsu => "sankantsu",
    Shousangen => "shousangen",
    Honroutou => "honroutou",
    Honitsu => "honitsu",
    Junchan => "junchan",
    Ryanpeikou => "ryanpeikou",
    Chinitsu => "chinitsu",
    Dora => "dora",
    UraDora => "ura_dora",
    AkaDora => "aka_dora",
    NukiDora => "nuki_dora",
    KokushiMusou => "kokushi_musou",
    KokushiMusou13Wait => "kokushi_musou_13_wait",
    Suuankou => "suuankou",
    SuuankouTanki => "suuankou_tanki",
    Daisangen => "daisangen",
    Shousuushii => "shousuushii",
    Daisuushii => "daisuushii",
    Tsuuiisou => "tsuuiisou",
    Chinroutou => "chinroutou",
    Ryuuiisou => "ryuuiisou",
    ChuurenPoutou => "chuuren_poutou",
    JunseiChuurenPoutou => "junsei_chuuren_poutou",
    Suukantsu => "suukantsu",
    Tenhou => "tenhou",
    Chiihou => "chiihou",
    Renhou => "renhou",
    Daisharin => "daisharin",
}

impl Yaku {
    /// The yaku whose canonical name is `name` (as stored with a recorded hand).
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|yaku| yaku.name() == name)
    }

    /// Han when the hand is closed and when it is open (0: not available open).
    pub fn han(self) -> (u32, u32) {
        use Yaku::*;
        match self {
            Riichi | Ippatsu | MenzenTsumo | Pinfu | Iipeikou => (1, 0),
            DoubleRiichi => (2, 0),
            Tanyao | YakuhaiHaku | YakuhaiHatsu | YakuhaiChun | SeatWind(_) | RoundWind(_)
            | Haitei | Houtei | Rinshan | Chankan => (1, 1),
            Chiitoitsu => (2, 0),
            Chanta | Ittsu | SanshokuDoujun => (2, 1),
            SanshokuDoukou | Toitoi | Sanankou | Sankantsu | Shousangen | Honroutou => (2, 2),
            Honitsu | Junchan => (3, 2),
            Ryanpeikou => (3, 0),
            Chinitsu => (6, 5),
            // Renhou where a preset scores it: the club's "Gift of Man low-limit hand", a
            // mangan's worth (5 han), closed by definition.
            Renhou => (5, 0),
            // Dora are counted per tile by `evaluate`; yakuman are counted in units of 13.
            Dora | UraDora | AkaDora | NukiDora => (0, 0),
            KokushiMusou | KokushiMusou13Wait | Suuankou | SuuankouTanki | Daisangen
            | Shousuushii | Daisuushii | Tsuuiisou | Chinroutou | Ryuuiisou | ChuurenPoutou
            | JunseiChuurenPoutou | Suukantsu | Tenhou | Chiihou | Daisharin => (13, 13),
        }
    }

    /// Whether the yaku is a yakuman: the only yaku worth 13 han, open and closed alike.
    pub fn is_yakuman(self) -> bool {
        self.han() == (13, 13)
    }

    /// The four hands that count as two yakuman where `Ruleset::double_yakuman_hands` is on.
    pub fn is_double_yakuman_hand(self) -> bool {
        use Yaku::*;
        matches!(
            self,
            KokushiMusou13Wait | SuuankouTanki | JunseiChuurenPoutou | Daisuushii
        )
    }
}

/// A yaku as scored: its han (13 per yakuman for yakuman, 26 for a double).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct YakuHan {
    pub yaku: Yaku,
    pub han: u32,
}

impl Default for YakuHan {
    fn default() -> Self {
        YakuHan {
            yaku: Yaku::Dora,
            han: 0,
        }
    }
}

/// Room for the longest list the rules allow (about 20: a closed hand with every situational
/// yaku, several yakuhai and three kinds of dora).
pub type YakuList = ArrayList<YakuHan, 24>;

/// The yaku of one reading: the list, how many yakuman it holds, and the han of the yaku.
#[derive(Debug, Clone, Copy, Default)]
pub struct Valued {
    pub list: YakuList,
    /// Yakuman units (a double counts 2); when above 0 the list holds only yakuman.
    pub yakuman: u32,
    /// Han of the list (13 per yakuman unit when `yakuman > 0`).
    pub han: u32,
    /// Whether pinfu was scored (fu then follow the pinfu rule).
    pub pinfu: bool,
}

impl Valued {
    fn add(&mut self, yaku: Yaku, open: bool) {
        let (closed_han, open_han) = yaku.han();
        let han = if open { open_han } else { closed_han };
        if han > 0 {
            self.list.push(YakuHan { yaku, han });
            self.han += han;
        }
    }

    /// Adds, in the order given (the order the list shows), each yaku whose condition holds.
    fn add_where<const N: usize>(&mut self, conditions: [(bool, Yaku); N], open: bool) {
        for (holds, yaku) in conditions {
            if holds {
                self.add(yaku, open);
            }
        }
    }

    /// Adds, in the order given, each yakuman whose condition holds.
    fn add_yakuman_where<const N: usize>(
        &mut self,
        conditions: [(bool, Yaku); N],
        rules: &Ruleset,
    ) {
        for (holds, yaku) in conditions {
            if holds {
                self.add_yakuman(yaku, rules);
            }
        }
    }

    fn add_yakuman(&mut self, yaku: Yaku, rules: &Ruleset) {
        let units = if yaku.is_double_yakuman_hand() && rules.double_yakuman_hands {
            2
        } else {
            1
        };
        if self.yakuman == 0 {
            // The first yakuman found replaces whatever ordinary yaku were listed.
            self.list.clear();
            self.han = 0;
        }
        self.list.push(YakuHan {
            yaku,
            han: 13 * units,
        });
        self.yakuman += units;
        self.han += 13 * units;
    }
}

/// What the whole hand shows whatever the reading: computed once per hand.
#[derive(Debug, Clone, Copy)]
pub struct Facts {
    pub open: bool,
    all_simple: bool,
    all_terminal_or_honor: bool,
    all_honor: bool,
    all_terminal: bool,
    all_green: bool,
    has_honor: bool,
    /// Bit per suit used (man, pin, sou).
    suits: u8,
    /// Nine gates: `Some(junsei)` where junsei is the nine-sided wait.
    chuuren: Option<bool>,
    daisharin: bool,
}

const SIMPLE: u8 = 1;
const TERMINAL_OR_HONOR: u8 = 2;
const HONOR: u8 = 4;
const TERMINAL: u8 = 8;
const GREEN: u8 = 16;
const MAN: u8 = 32;
const PIN: u8 = 64;
const SOU: u8 = 128;

/// What each tile kind is, as bits, so that the whole hand is classified by one pass of ORs
/// (some tile is …) and ANDs (every tile is …).
const KIND_FLAGS: [u8; KINDS] = {
    let mut table = [0u8; KINDS];
    let mut i = 0;
    while i < KINDS {
        let t = match Tile::new(i as u8) {
            Some(t) => t,
            None => panic!("index below KINDS"),
        };
        let mut f = if t.is_terminal_or_honor() {
            TERMINAL_OR_HONOR
        } else {
            SIMPLE
        };
        if t.is_honor() {
            f |= HONOR;
        } else {
            f |= [MAN, PIN, SOU][i / 9];
        }
        if t.is_terminal() {
            f |= TERMINAL;
        }
        // Ryuuiisou: only 2, 3, 4, 6, 8 of bamboo and the green dragon (EMA 2016; the green
        // dragon is not required).
        if matches!(i, 19 | 20 | 21 | 23 | 25 | 32) {
            f |= GREEN;
        }
        table[i] = f;
        i += 1;
    }
    table
};

impl Facts {
    pub fn new(hand: &Hand, rules: &Ruleset) -> Facts {
        let (mut some, mut every) = (0u8, 0xffu8);
        for (&count, &flags) in hand.all.iter().zip(&KIND_FLAGS) {
            if count > 0 {
                some |= flags;
                every &= flags;
            }
        }
        let mut f = Facts {
            open: hand.is_open(),
            all_simple: every & SIMPLE != 0,
            all_terminal_or_honor: every & TERMINAL_OR_HONOR != 0,
            all_honor: every & HONOR != 0,
            all_terminal: every & TERMINAL != 0,
            all_green: every & GREEN != 0,
            has_honor: some & HONOR != 0,
            suits: some >> 5,
            chuuren: None,
            daisharin: false,
        };
        let closed_no_calls = hand.melds.is_empty();
        if closed_no_calls && !f.has_honor && f.suits.count_ones() == 1 {
            let start = f.suits.trailing_zeros() as usize * 9;
            let c = &hand.all[start..start + 9];
            // Nine gates: 1112345678999 plus any tile of the suit.
            let gates = c[0] >= 3 && c[8] >= 3 && c[1..8].iter().all(|&x| x >= 1);
            if gates {
                // Junsei when the thirteen tiles before the win were exactly the gates, so
                // the hand waited on all nine.
                let extra = hand.win.index() - start;
                let before = |k: usize| c[k] - u8::from(k == extra);
                let pure = before(0) == 3 && before(8) == 3 && (1..8).all(|k| before(k) == 1);
                f.chuuren = Some(pure);
            }
        }
        if rules.daisharin && closed_no_calls {
            // Daisharin (the club calls it The Chariot): 22334455667788 of dots only.
            f.daisharin =
                (0..KINDS).all(|i| hand.all[i] == if (10..=16).contains(&i) { 2 } else { 0 });
        }
        f
    }
}

/// Yakuman that come from the moment of the win or the preset, whatever the shape.
fn first_turn_yakuman(hand: &Hand, facts: &Facts, v: &mut Valued, rules: &Ruleset) {
    let s = &hand.situation;
    v.add_yakuman_where(
        [
            (s.tenhou, Yaku::Tenhou),
            (s.chiihou, Yaku::Chiihou),
            (facts.daisharin, Yaku::Daisharin),
        ],
        rules,
    );
}

/// Yaku from how the win happened, the same for every reading.
fn situational(hand: &Hand, open: bool, v: &mut Valued) {
    let s = &hand.situation;
    if s.double_riichi {
        v.add(Yaku::DoubleRiichi, open);
    } else if s.riichi {
        v.add(Yaku::Riichi, open);
    }
    v.add_where(
        [
            (s.ippatsu, Yaku::Ippatsu),
            (s.tsumo && !open, Yaku::MenzenTsumo),
            (s.haitei, Yaku::Haitei),
            (s.houtei, Yaku::Houtei),
            (s.rinshan, Yaku::Rinshan),
            (s.chankan, Yaku::Chankan),
        ],
        open,
    );
}

/// Renhou, where the preset scores it, is an ordinary 5-han yaku (see [`Yaku::han`]); the club
/// and every other preset do not score it, so the flag alone then adds nothing.
fn renhou(hand: &Hand, v: &mut Valued, rules: &Ruleset) {
    if hand.situation.renhou && rules.renhou {
        v.add(Yaku::Renhou, false);
    }
}

/// Flush yaku and tanyao/honroutou: they depend on the tiles only.
fn tile_yaku(facts: &Facts, v: &mut Valued, rules: &Ruleset) {
    let open = facts.open;
    if facts.all_simple && (!open || rules.open_tanyao) {
        v.add(Yaku::Tanyao, open);
    }
    if facts.all_terminal_or_honor {
        v.add(Yaku::Honroutou, open);
    }
    if facts.suits.count_ones() == 1 {
        v.add(
            if facts.has_honor {
                Yaku::Honitsu
            } else {
                Yaku::Chinitsu
            },
            open,
        );
    }
}

fn is_valued_pair(hand: &Hand, t: Tile) -> bool {
    t.is_dragon() || t == hand.seat_wind.tile() || Some(t) == hand.round_wind_tile()
}

/// What the yaku of a four-sets reading are counted from: its sets by kind, and where its
/// sequences and (numbered) triplets sit.
struct SetCounts {
    concealed_triplets: u32,
    kans: u32,
    dragons: u32,
    winds: u32,
    sequences: u32,
    /// Bit n of `seq_mask[suit]`: a sequence starting at n+1; same for triplets (numbers 1–9).
    seq_mask: [u16; 3],
    trip_mask: [u16; 3],
    /// Every set and the pair hold a terminal or an honour.
    all_chanta: bool,
}

impl SetCounts {
    fn of(r: &Standard) -> Self {
        let mut c = SetCounts {
            concealed_triplets: 0,
            kans: 0,
            dragons: 0,
            winds: 0,
            sequences: 0,
            seq_mask: [0; 3],
            trip_mask: [0; 3],
            all_chanta: r.pair.is_terminal_or_honor(),
        };
        for s in &r.sets {
            c.all_chanta &= s.has_terminal_or_honor();
            match s.kind {
                SetKind::Sequence => {
                    c.sequences += 1;
                    c.seq_mask[s.tile.index() / 9] |= 1 << (s.tile.number() - 1);
                }
                SetKind::Triplet | SetKind::Kan => {
                    if s.concealed {
                        c.concealed_triplets += 1;
                    }
                    if s.kind == SetKind::Kan {
                        c.kans += 1;
                    }
                    if s.tile.is_dragon() {
                        c.dragons += 1;
                    } else if s.tile.is_wind() {
                        c.winds += 1;
                    } else {
                        c.trip_mask[s.tile.index() / 9] |= 1 << (s.tile.number() - 1);
                    }
                }
            }
        }
        c
    }
}

/// The yaku of a four-sets reading.
pub fn standard(hand: &Hand, facts: &Facts, r: &Standard, rules: &Ruleset) -> Valued {
    let mut v = Valued::default();
    let open = facts.open;
    let counts = SetCounts::of(r);
    // Yakuman first: when one is present the ordinary yaku do not count.
    standard_yakuman(hand, facts, r, &counts, &mut v, rules);
    if v.yakuman > 0 {
        return v;
    }
    situational(hand, open, &mut v);
    renhou(hand, &mut v, rules);
    if !open && counts.sequences == 4 && r.wait == Wait::Ryanmen && !is_valued_pair(hand, r.pair) {
        v.add(Yaku::Pinfu, open);
        v.pinfu = true;
    }
    if !open {
        peikou(r, &mut v);
    }
    yakuhai(hand, r, open, &mut v);
    set_pattern_yaku(facts, r, &counts, open, &mut v);
    tile_yaku(facts, &mut v, rules);
    v
}

/// The yakuman a four-sets reading can have: the first turn's, and those of its sets.
fn standard_yakuman(
    hand: &Hand,
    facts: &Facts,
    r: &Standard,
    c: &SetCounts,
    v: &mut Valued,
    rules: &Ruleset,
) {
    first_turn_yakuman(hand, facts, v, rules);
    if c.concealed_triplets == 4 {
        v.add_yakuman(
            if r.wait == Wait::Tanki {
                Yaku::SuuankouTanki
            } else {
                Yaku::Suuankou
            },
            rules,
        );
    }
    v.add_yakuman_where(
        [
            (c.dragons == 3, Yaku::Daisangen),
            (c.winds == 4, Yaku::Daisuushii),
            (c.winds == 3 && r.pair.is_wind(), Yaku::Shousuushii),
            (facts.all_honor, Yaku::Tsuuiisou),
            (facts.all_terminal, Yaku::Chinroutou),
            (facts.all_green, Yaku::Ryuuiisou),
            (facts.chuuren == Some(true), Yaku::JunseiChuurenPoutou),
            (facts.chuuren == Some(false), Yaku::ChuurenPoutou),
            (c.kans == 4, Yaku::Suukantsu),
        ],
        rules,
    );
}

/// A closed hand's identical sequences: two make iipeikou; two such couples make ryanpeikou
/// instead.
fn peikou(r: &Standard, v: &mut Valued) {
    let mut couples = 0;
    let seqs = &r.sets;
    let mut used = [false; 4];
    for a in 0..4 {
        if used[a] || seqs[a].kind != SetKind::Sequence {
            continue;
        }
        for b in a + 1..4 {
            if !used[b] && seqs[b].kind == SetKind::Sequence && seqs[b].tile == seqs[a].tile {
                used[a] = true;
                used[b] = true;
                couples += 1;
                break;
            }
        }
    }
    match couples {
        2 => v.add(Yaku::Ryanpeikou, false),
        1 => v.add(Yaku::Iipeikou, false),
        _ => {}
    }
}

/// Yakuhai: a triplet of dragons, of the seat wind or of the round wind.
fn yakuhai(hand: &Hand, r: &Standard, open: bool, v: &mut Valued) {
    for s in &r.sets {
        if s.kind == SetKind::Sequence || !s.tile.is_honor() {
            continue;
        }
        match s.tile {
            Tile::HAKU => v.add(Yaku::YakuhaiHaku, open),
            Tile::HATSU => v.add(Yaku::YakuhaiHatsu, open),
            Tile::CHUN => v.add(Yaku::YakuhaiChun, open),
            t => {
                // A double wind (seat and round the same) is two yaku, one han each.
                if t == hand.seat_wind.tile() {
                    v.add(Yaku::SeatWind(hand.seat_wind), open);
                }
                if Some(t) == hand.round_wind_tile() {
                    v.add(Yaku::RoundWind(hand.round_wind), open);
                }
            }
        }
    }
}

/// The yaku of how the sets lie together: chanta and junchan, the straight, the three colours,
/// toitoi, the concealed triplets, the kans and the little dragons.
fn set_pattern_yaku(facts: &Facts, r: &Standard, c: &SetCounts, open: bool, v: &mut Valued) {
    // Chanta/junchan need a sequence: without one the hand is honroutou (toitoi) instead.
    if c.all_chanta && c.sequences > 0 {
        v.add(
            if facts.has_honor {
                Yaku::Chanta
            } else {
                Yaku::Junchan
            },
            open,
        );
    }
    let (seq_mask, trip_mask) = (c.seq_mask, c.trip_mask);
    v.add_where(
        [
            (
                seq_mask.iter().any(|&m| m & 0b100_1001 == 0b100_1001),
                Yaku::Ittsu,
            ),
            (
                seq_mask[0] & seq_mask[1] & seq_mask[2] != 0,
                Yaku::SanshokuDoujun,
            ),
            (
                trip_mask[0] & trip_mask[1] & trip_mask[2] != 0,
                Yaku::SanshokuDoukou,
            ),
            (c.sequences == 0, Yaku::Toitoi),
            (c.concealed_triplets == 3, Yaku::Sanankou),
            (c.kans == 3, Yaku::Sankantsu),
            (c.dragons == 2 && r.pair.is_dragon(), Yaku::Shousangen),
        ],
        open,
    );
}

/// The yaku of the seven-pairs reading.
pub fn seven_pairs(hand: &Hand, facts: &Facts, rules: &Ruleset) -> Valued {
    let mut v = Valued::default();
    first_turn_yakuman(hand, facts, &mut v, rules);
    // Seven pairs of honours: all honours is a yakuman with any shape (EMA 2016, Tenhou).
    if facts.all_honor {
        v.add_yakuman(Yaku::Tsuuiisou, rules);
    }
    if v.yakuman > 0 {
        return v;
    }
    situational(hand, false, &mut v);
    renhou(hand, &mut v, rules);
    v.add(Yaku::Chiitoitsu, false);
    tile_yaku(facts, &mut v, rules);
    v
}

/// The yaku of the thirteen-orphans reading.
pub fn kokushi(hand: &Hand, facts: &Facts, thirteen_wait: bool, rules: &Ruleset) -> Valued {
    let mut v = Valued::default();
    v.add_yakuman(
        if thirteen_wait {
            Yaku::KokushiMusou13Wait
        } else {
            Yaku::KokushiMusou
        },
        rules,
    );
    first_turn_yakuman(hand, facts, &mut v, rules);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_yaku_is_found_again_by_its_name_and_no_two_share_one() {
        for yaku in Yaku::ALL {
            assert_eq!(Yaku::from_name(yaku.name()), Some(yaku), "{yaku:?}");
        }
        let mut names: Vec<&str> = Yaku::ALL.iter().map(|y| y.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Yaku::ALL.len());
        assert_eq!(Yaku::from_name("not_a_yaku"), None);
    }

    #[test]
    fn yakuman_count_thirteen_han_open_and_closed_and_nothing_else_does() {
        for yaku in Yaku::ALL {
            assert_eq!(yaku.han() == (13, 13), yaku.is_yakuman(), "{yaku:?}");
        }
    }
}
