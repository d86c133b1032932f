//! The club's faan list scored from tiles (docs/rules.md §7, docs/hand-jsonl.md "Hong Kong Old
//! Style").
//!
//! Owns [`Pattern`] (every pattern and limit hand with its canonical name and faan), the
//! reading of a hand's tiles, bonus tiles and situation into patterns, the choice of the
//! reading with the most faan, the 3-faan minimum and the 13-faan cap. Tiles are validated and
//! decomposed by the riichi evaluator's public API (`engine::hand::validate` and
//! `engine::hand::decompose`), which this module must not change; only the value differs.
//!
//! Decisions where docs/rules.md §7 leaves a point open (also in docs/styles.md):
//! - Several limit patterns in one hand pay one limit; all are listed, each with 13.
//! - A hand of 13 faan or more without a limit pattern reports its patterns with their own
//!   faan, `faan` 13 and `limit: false` (it pays the limit all the same).
//! - Eight dealer keeps counts for a dealer's win with `dealer_keeps` of 7 or more (the eighth
//!   deal in a row or any later one).
//! - `kong_on_kong` needs two kongs among the melds and a self-pick (it is a replacement-tile
//!   win); it replaces `replacement_tile`.
//! - Perfect green does not require a green dragon; ruby dragon needs at least one red dragon.
//! - Little four winds and big four winds also hold their wind pungs; as limits they are the
//!   only patterns reported.

use super::bonus::{BonusError, BonusSet};
use super::payments::{FaanTable, HandValue, Payments, LIMIT_FAAN, MIN_FAAN};
use crate::engine::hand::decompose::{
    for_each_standard, is_seven_pairs, kokushi, SetKind, Standard,
};
use crate::engine::hand::{Hand, HandError, HandInput, Wind};
use crate::engine::tiles::{Suit, Tile};

/// One pattern of the club's list. The declaration order is the order of the spec's canonical
/// list, which is also the order patterns are reported in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pattern {
    DragonPung,
    SeatWindPung,
    RoundWindPung,
    NoBonus,
    OwnFlower,
    OwnSeason,
    FlowerSet,
    SeasonSet,
    SixBonus,
    AllChows,
    SelfPick,
    Concealed,
    LastTile,
    ReplacementTile,
    RobbingKong,
    KongOnKong,
    LittleThreeDragons,
    SevenBonus,
    SevenPairs,
    MixedFlush,
    AllPungs,
    FullFlush,
    FourConcealedPungs,
    ThirteenOrphans,
    BigThreeDragons,
    LittleFourWinds,
    BigFourWinds,
    AllHonours,
    AllTerminals,
    NineGates,
    FourKongs,
    EightBonus,
    PerfectGreen,
    Chariot,
    RubyDragon,
    GiftOfHeaven,
    GiftOfEarth,
    GiftOfMan,
    EightDealerKeeps,
}

impl Pattern {
    /// Every pattern, in the spec's order.
    pub const ALL: [Pattern; 39] = [
        Pattern::DragonPung,
        Pattern::SeatWindPung,
        Pattern::RoundWindPung,
        Pattern::NoBonus,
        Pattern::OwnFlower,
        Pattern::OwnSeason,
        Pattern::FlowerSet,
        Pattern::SeasonSet,
        Pattern::SixBonus,
        Pattern::AllChows,
        Pattern::SelfPick,
        Pattern::Concealed,
        Pattern::LastTile,
        Pattern::ReplacementTile,
        Pattern::RobbingKong,
        Pattern::KongOnKong,
        Pattern::LittleThreeDragons,
        Pattern::SevenBonus,
        Pattern::SevenPairs,
        Pattern::MixedFlush,
        Pattern::AllPungs,
        Pattern::FullFlush,
        Pattern::FourConcealedPungs,
        Pattern::ThirteenOrphans,
        Pattern::BigThreeDragons,
        Pattern::LittleFourWinds,
        Pattern::BigFourWinds,
        Pattern::AllHonours,
        Pattern::AllTerminals,
        Pattern::NineGates,
        Pattern::FourKongs,
        Pattern::EightBonus,
        Pattern::PerfectGreen,
        Pattern::Chariot,
        Pattern::RubyDragon,
        Pattern::GiftOfHeaven,
        Pattern::GiftOfEarth,
        Pattern::GiftOfMan,
        Pattern::EightDealerKeeps,
    ];

    /// The canonical name (docs/hand-jsonl.md).
    pub fn name(self) -> &'static str {
        use Pattern::*;
        match self {
            DragonPung => "dragon_pung",
            SeatWindPung => "seat_wind_pung",
            RoundWindPung => "round_wind_pung",
            NoBonus => "no_bonus",
            OwnFlower => "own_flower",
            OwnSeason => "own_season",
            FlowerSet => "flower_set",
            SeasonSet => "season_set",
            SixBonus => "six_bonus",
            AllChows => "all_chows",
            SelfPick => "self_pick",
            Concealed => "concealed",
            LastTile => "last_tile",
            ReplacementTile => "replacement_tile",
            RobbingKong => "robbing_kong",
            KongOnKong => "kong_on_kong",
            LittleThreeDragons => "little_three_dragons",
            SevenBonus => "seven_bonus",
            SevenPairs => "seven_pairs",
            MixedFlush => "mixed_flush",
            AllPungs => "all_pungs",
            FullFlush => "full_flush",
            FourConcealedPungs => "four_concealed_pungs",
            ThirteenOrphans => "thirteen_orphans",
            BigThreeDragons => "big_three_dragons",
            LittleFourWinds => "little_four_winds",
            BigFourWinds => "big_four_winds",
            AllHonours => "all_honours",
            AllTerminals => "all_terminals",
            NineGates => "nine_gates",
            FourKongs => "four_kongs",
            EightBonus => "eight_bonus",
            PerfectGreen => "perfect_green",
            Chariot => "chariot",
            RubyDragon => "ruby_dragon",
            GiftOfHeaven => "gift_of_heaven",
            GiftOfEarth => "gift_of_earth",
            GiftOfMan => "gift_of_man",
            EightDealerKeeps => "eight_dealer_keeps",
        }
    }

    /// The pattern with this canonical name.
    pub fn from_name(name: &str) -> Option<Pattern> {
        Pattern::ALL.into_iter().find(|p| p.name() == name)
    }

    /// A label for pages ("Little three dragons").
    pub fn label(self) -> String {
        let name = self.name().replace('_', " ");
        let mut chars = name.chars();
        match chars.next() {
            Some(first) => first.to_uppercase().chain(chars).collect(),
            None => name,
        }
    }

    /// Faan of the pattern (docs/rules.md §7); a limit pattern counts [`LIMIT_FAAN`].
    pub fn faan(self) -> u32 {
        use Pattern::*;
        match self {
            KongOnKong | LittleThreeDragons => 2,
            SevenBonus | SevenPairs | MixedFlush | AllPungs => 3,
            FullFlush => 6,
            p if p.is_limit() => LIMIT_FAAN,
            _ => 1,
        }
    }

    /// A limit hand: pays the limit whatever else the hand holds.
    pub fn is_limit(self) -> bool {
        self >= Pattern::FourConcealedPungs
    }

    /// Patterns for which a player can be liable (pao) when a discard completes the last
    /// visible meld (docs/rules.md §7, "Responsibility").
    pub fn allows_pao(self) -> bool {
        use Pattern::*;
        matches!(
            self,
            BigThreeDragons
                | BigFourWinds
                | AllHonours
                | AllTerminals
                | PerfectGreen
                | FourKongs
                | FullFlush
                | RubyDragon
        )
    }
}

/// A pattern as scored, with its faan.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PatternFaan {
    pub pattern: Pattern,
    pub faan: u32,
}

/// A hand to score: the tiles and situation as riichi writes them, plus what HKOS adds.
/// Riichi, dora, honba and deposits in `hand` are ignored.
#[derive(Debug, Clone, Copy)]
pub struct HkosInput<'a> {
    pub hand: HandInput<'a>,
    pub flowers: BonusSet,
    pub seasons: BonusSet,
    /// The replacement tile of a second kong in a row (counts as a replacement tile too).
    pub kong_on_kong: bool,
    /// Deals in a row the dealer has kept before this hand.
    pub dealer_keeps: u32,
}

/// Why a hand could not be scored. `Display` starts with the spec's machine word.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HkosError {
    #[error(transparent)]
    Hand(#[from] HandError),
    #[error(transparent)]
    Bonus(#[from] BonusError),
    #[error("invalid_situation: {0}")]
    Situation(&'static str),
    #[error("under_minimum: {faan} faan, {MIN_FAAN} needed")]
    UnderMinimum { faan: u32 },
}

impl HkosError {
    /// The machine word that opens the error text.
    pub fn code(&self) -> &'static str {
        match self {
            HkosError::Hand(e) => e.code(),
            HkosError::Bonus(BonusError::NotANumber { .. }) => "bad_notation",
            HkosError::Bonus(BonusError::Twice { .. }) => "invalid_hand",
            HkosError::Situation(_) => "invalid_situation",
            HkosError::UnderMinimum { .. } => "under_minimum",
        }
    }
}

/// A scored hand's value: the patterns of the best reading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Valued {
    /// The sum of the patterns, capped at 13; 13 for a limit hand.
    pub faan: u32,
    /// Whether a limit pattern applies (then `patterns` holds only limit patterns).
    pub limit: bool,
    pub patterns: Vec<PatternFaan>,
}

impl Valued {
    pub fn value(&self) -> HandValue {
        if self.limit {
            HandValue::Limit
        } else {
            HandValue::Faan(self.faan)
        }
    }

    /// Whether a liable player (pao) may be named for this hand.
    pub fn allows_pao(&self) -> bool {
        self.patterns.iter().any(|p| p.pattern.allows_pao())
    }
}

/// A scored hand with its points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HkosScore {
    pub valued: Valued,
    /// Base points `b` from the faan table.
    pub base: u32,
    pub payments: Payments,
}

/// Scores a hand from its tiles with the faan table `table`.
pub fn score(input: &HkosInput<'_>, table: &FaanTable) -> Result<HkosScore, HkosError> {
    let valued = evaluate(input)?;
    let base = table.base(valued.value());
    Ok(HkosScore {
        valued,
        base,
        payments: Payments::of_base(base),
    })
}

/// The patterns of the reading with the most faan (a limit above any count), refused below
/// the 3-faan minimum.
pub fn evaluate(input: &HkosInput<'_>) -> Result<Valued, HkosError> {
    let hand = validate(input)?;
    let common = Common::new(&hand, input);
    let mut best: Option<Valued> = None;
    let mut offer = |patterns: Vec<PatternFaan>| {
        let v = summarize(patterns);
        let better = match &best {
            None => true,
            Some(b) => {
                (v.limit, v.limit_count(), v.raw_sum()) > (b.limit, b.limit_count(), b.raw_sum())
            }
        };
        if better {
            best = Some(v);
        }
    };
    for_each_standard(&hand, |r| offer(common.standard(r)));
    if is_seven_pairs(&hand) {
        offer(common.seven_pairs(&hand));
    }
    if kokushi(&hand).is_some() {
        offer(common.with_shape(&[Pattern::ThirteenOrphans]));
    }
    let Some(best) = best else {
        return Err(HandError::NotWinningShape.into());
    };
    if best.faan < MIN_FAAN {
        return Err(HkosError::UnderMinimum { faan: best.faan });
    }
    Ok(best)
}

impl Valued {
    fn limit_count(&self) -> usize {
        self.patterns.len() * usize::from(self.limit)
    }

    fn raw_sum(&self) -> u32 {
        self.patterns.iter().map(|p| p.faan).sum()
    }
}

/// Orders the patterns, keeps only the limits when there is one, and caps the sum at 13.
fn summarize(mut patterns: Vec<PatternFaan>) -> Valued {
    patterns.sort_by_key(|p| p.pattern);
    let limit = patterns.iter().any(|p| p.pattern.is_limit());
    if limit {
        patterns.retain(|p| p.pattern.is_limit());
    }
    let sum: u32 = patterns.iter().map(|p| p.faan).sum();
    Valued {
        faan: if limit {
            LIMIT_FAAN
        } else {
            sum.min(LIMIT_FAAN)
        },
        limit,
        patterns,
    }
}

/// Validates the tiles with the riichi rules of what can physically exist (copies, counts,
/// melds, situation flags that agree), after clearing what HKOS does not play.
fn validate(input: &HkosInput<'_>) -> Result<Hand, HkosError> {
    let mut hand_input = HandInput {
        dora_indicators: "",
        ura_indicators: "",
        honba: 0,
        riichi_sticks: 0,
        ..input.hand
    };
    let s = &mut hand_input.situation;
    s.riichi = false;
    s.double_riichi = false;
    s.ippatsu = false;
    // A kong-on-kong win is a replacement-tile win (spec: "set alone, it counts as rinshan").
    s.rinshan |= input.kong_on_kong;
    let hand = Hand::new(&hand_input)?;
    if input.kong_on_kong {
        let kongs = hand
            .melds
            .as_slice()
            .iter()
            .filter(|m| m.kind.is_kan())
            .count();
        if kongs < 2 {
            return Err(HkosError::Situation(
                "kong_on_kong needs two kongs among the melds (the second one's replacement tile wins)",
            ));
        }
    }
    Ok(hand)
}

/// The seat number a wind's bonus tiles carry (East 1 … North 4).
fn seat_number(w: Wind) -> u8 {
    match w {
        Wind::East => 1,
        Wind::South => 2,
        Wind::West => 3,
        Wind::North => 4,
    }
}

/// What every reading of a hand shares: bonus tiles, situation and the tiles' colours.
struct Common {
    /// Patterns that hold whatever the reading.
    base: Vec<PatternFaan>,
    /// Whether the hand has no called meld (concealed kongs keep it concealed).
    concealed: bool,
    seat: Tile,
    round: Tile,
}

impl Common {
    fn new(hand: &Hand, input: &HkosInput<'_>) -> Common {
        use Pattern::*;
        let mut base = Vec::new();
        let mut add = |p: Pattern| {
            base.push(PatternFaan {
                pattern: p,
                faan: p.faan(),
            })
        };
        // Bonus tiles.
        let (flowers, seasons) = (input.flowers, input.seasons);
        let bonus = flowers.len() + seasons.len();
        let own = seat_number(hand.seat_wind);
        if bonus == 0 {
            add(NoBonus);
        }
        if flowers.contains(own) {
            add(OwnFlower);
        }
        if seasons.contains(own) {
            add(OwnSeason);
        }
        if flowers.is_full() {
            add(FlowerSet);
        }
        if seasons.is_full() {
            add(SeasonSet);
        }
        match bonus {
            6 => add(SixBonus),
            7 => add(SevenBonus),
            8 => add(EightBonus),
            _ => {}
        }
        // How the hand was won.
        let s = &hand.situation;
        if s.tsumo {
            add(SelfPick);
        }
        let concealed = !hand.is_open();
        if concealed {
            add(Concealed);
        }
        if s.haitei || s.houtei {
            add(LastTile);
        }
        if input.kong_on_kong {
            add(KongOnKong);
        } else if s.rinshan {
            add(ReplacementTile);
        }
        if s.chankan {
            add(RobbingKong);
        }
        if s.tenhou {
            add(GiftOfHeaven);
        }
        if s.chiihou {
            add(GiftOfEarth);
        }
        if s.renhou {
            add(GiftOfMan);
        }
        if hand.is_dealer() && input.dealer_keeps >= 7 {
            add(EightDealerKeeps);
        }
        // The tiles' colours, whatever the reading.
        let tiles = || Tile::all().filter(|t| hand.all[t.index()] > 0);
        let honours = tiles().any(|t| t.is_honor());
        let mut suits = tiles().filter(|t| !t.is_honor()).map(|t| t.suit());
        let first_suit = suits.next();
        let one_suit = first_suit.is_some_and(|f| suits.all(|s| s == f));
        match (first_suit, one_suit, honours) {
            (None, _, _) => add(AllHonours),
            (Some(_), true, false) => add(FullFlush),
            (Some(_), true, true) => add(MixedFlush),
            _ => {}
        }
        if tiles().all(|t| t.is_terminal()) {
            add(AllTerminals);
        }
        let sou = |t: Tile, numbers: &[u8]| t.suit() == Suit::Sou && numbers.contains(&t.number());
        if tiles().all(|t| t == Tile::HATSU || sou(t, &[2, 3, 4, 6, 8])) {
            add(PerfectGreen);
        }
        if hand.all[Tile::CHUN.index()] > 0
            && tiles().all(|t| t == Tile::CHUN || sou(t, &[1, 5, 7, 9]))
        {
            add(RubyDragon);
        }
        if nine_gates(hand) {
            add(NineGates);
        }
        Common {
            base,
            concealed,
            seat: hand.seat_wind.tile(),
            round: hand.round_wind.tile(),
        }
    }

    fn with_shape(&self, shape: &[Pattern]) -> Vec<PatternFaan> {
        let mut out = self.base.clone();
        out.extend(shape.iter().map(|&p| PatternFaan {
            pattern: p,
            faan: p.faan(),
        }));
        out
    }

    /// Seven different pairs: 3 faan, concealed by nature (already counted in `base`), and
    /// the Chariot when it is 22334455667788 of dots.
    fn seven_pairs(&self, hand: &Hand) -> Vec<PatternFaan> {
        let mut shape = vec![Pattern::SevenPairs];
        let chariot =
            (2..=8).all(|n| Tile::suited(1, n).is_some_and(|t| hand.concealed[t.index()] == 2));
        if chariot && self.concealed {
            shape.push(Pattern::Chariot);
        }
        self.with_shape(&shape)
    }

    /// Four sets and a pair.
    fn standard(&self, r: &Standard) -> Vec<PatternFaan> {
        use Pattern::*;
        let mut shape = Vec::new();
        let pungs = || r.sets.iter().filter(|s| s.is_triplet_like());
        let dragon_pungs = pungs().filter(|s| s.tile.is_dragon()).count();
        let wind_pungs = pungs().filter(|s| s.tile.is_wind()).count();
        for _ in 0..dragon_pungs {
            shape.push(DragonPung);
        }
        if pungs().any(|s| s.tile == self.seat) {
            shape.push(SeatWindPung);
        }
        if pungs().any(|s| s.tile == self.round) {
            shape.push(RoundWindPung);
        }
        if dragon_pungs == 3 {
            shape.push(BigThreeDragons);
        } else if dragon_pungs == 2 && r.pair.is_dragon() {
            shape.push(LittleThreeDragons);
        }
        if wind_pungs == 4 {
            shape.push(BigFourWinds);
        } else if wind_pungs == 3 && r.pair.is_wind() {
            shape.push(LittleFourWinds);
        }
        if r.sets.iter().all(|s| s.kind == SetKind::Sequence) {
            shape.push(AllChows);
        }
        if pungs().count() == 4 {
            shape.push(AllPungs);
            // A triplet completed by a discard is not concealed (decompose marks it), so a
            // discard completing a pung breaks the limit and one completing the pair does not.
            if r.sets.iter().all(|s| s.concealed) {
                shape.push(FourConcealedPungs);
            }
        }
        if r.sets.iter().all(|s| s.kind == SetKind::Kan) {
            shape.push(FourKongs);
        }
        self.with_shape(&shape)
    }
}

/// Nine gates: no melds, one suit, and the hand without its winning tile is 1112345678999.
fn nine_gates(hand: &Hand) -> bool {
    if !hand.melds.is_empty() || hand.win.is_honor() {
        return false;
    }
    let first = hand.win.index() - (hand.win.number() as usize - 1);
    let mut counts = hand.concealed;
    counts[hand.win.index()] -= 1;
    let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
    const GATES: [u8; 9] = [3, 1, 1, 1, 1, 1, 1, 1, 3];
    total == 13 && counts[first..first + 9] == GATES
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pattern_has_a_distinct_canonical_name_that_reads_back() {
        let mut names: Vec<&str> = Pattern::ALL.iter().map(|p| p.name()).collect();
        for p in Pattern::ALL {
            assert_eq!(Pattern::from_name(p.name()), Some(p));
        }
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Pattern::ALL.len());
        assert_eq!(Pattern::LittleThreeDragons.label(), "Little three dragons");
    }

    #[test]
    fn limits_are_exactly_the_seventeen_limit_hands_of_section_7() {
        let limits: Vec<&str> = Pattern::ALL
            .iter()
            .filter(|p| p.is_limit())
            .map(|p| p.name())
            .collect();
        assert_eq!(limits.len(), 17);
        assert_eq!(limits[0], "four_concealed_pungs");
        assert!(!Pattern::FullFlush.is_limit());
    }
}
