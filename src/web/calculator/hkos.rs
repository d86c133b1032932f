//! Hong Kong Old Style on the calculator: the bonus tiles and situation HKOS adds to the tile
//! form, read into `engine::hkos`'s input and scored there; and an [`HkosView`] showing the
//! patterns, faan, base points and payments in words. The rules are `engine::hkos`'s; riichi
//! and sanma scoring stay in `tiles`.

use super::tiles::{count_or_zero, Flags, Table, TilesError, TilesFields};
use super::view::Pay;
use crate::engine::hand::{HandInput, LineError, MeldInput, MeldKind, Situation, Wind};
use crate::engine::hkos::payments::MIN_FAAN;
use crate::engine::hkos::{score, Bonus, BonusKind, BonusSet, FaanTable, HkosError, HkosInput};
use crate::web::i18n::Words;
use crate::web::terms::hkos::pattern_name;

/// What HKOS asks beyond the riichi flags: bonus tiles held and the rarer situations.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HkosFields {
    /// Flowers 1–4 held, by number − 1.
    pub flowers: [bool; 4],
    /// Seasons 1–4 held, by number − 1.
    pub seasons: [bool; 4],
    pub kong_on_kong: bool,
    /// Gift of heaven, of earth, of man (the riichi words tenhou, chiihou, renhou).
    pub heaven: bool,
    pub earth: bool,
    pub man: bool,
    /// Deals in a row the dealer kept before this hand, as typed.
    pub dealer_keeps: String,
}

/// One bonus tile chip of the form.
pub struct BonusChip {
    /// `f1`…`s4`: the form field and the image name.
    pub code: String,
    pub label: String,
    pub held: bool,
}

impl HkosFields {
    fn held(&self, kind: BonusKind) -> &[bool; 4] {
        match kind {
            BonusKind::Flower => &self.flowers,
            BonusKind::Season => &self.seasons,
        }
    }

    /// Whether any flower or season is ticked (a riichi hand refuses them).
    pub fn has_bonus(&self) -> bool {
        self.flowers.iter().chain(&self.seasons).any(|h| *h)
    }

    /// The eight chips, flowers first, each named in `words` with whether it is held.
    pub fn chips(&self, words: &Words) -> Vec<BonusChip> {
        Bonus::all()
            .map(|b| BonusChip {
                code: b.code(),
                label: bonus_name(words, b),
                held: self.held(b.kind())[usize::from(b.number() - 1)],
            })
            .collect()
    }

    fn set(&self, kind: BonusKind) -> BonusSet {
        let numbers: Vec<u8> = (1u8..=4)
            .filter(|n| self.held(kind)[usize::from(n - 1)])
            .collect();
        BonusSet::of(&numbers)
    }

    /// The dealer keeps as a number, 0 when left empty.
    fn keeps(&self, max: u32) -> Result<u32, String> {
        count_or_zero(&self.dealer_keeps, max).ok_or_else(|| {
            format!("The dealer keeps must be a whole number from 0 to {max} (deals kept in a row before this hand).")
        })
    }

    /// The engine's score of the tiles under the club's HKOS rules with `faan_table` (§7's, or
    /// a tournament's own): patterns, faan, base points, for the calculator's result
    /// ([`HkosView`]) and for the score sheet to store the value and the patterns; refusals in
    /// a sentence.
    pub fn evaluate(
        &self,
        tiles: &TilesFields,
        flags: &Flags,
        table: &Table,
        max_keeps: u32,
        faan_table: &FaanTable,
    ) -> Result<crate::engine::hkos::HkosScore, String> {
        let dealer_keeps = self.keeps(max_keeps)?;
        // The riichi reading of the form checks the notation and joins the meld tiles.
        let line = tiles.to_line(flags, table).map_err(|e| e.message())?;
        let melds = line
            .melds
            .iter()
            .map(|m| {
                MeldKind::from_name(&m.kind)
                    .map(|kind| MeldInput {
                        kind,
                        tiles: &m.tiles,
                        opened: m.opened,
                    })
                    .ok_or_else(|| format!("\"{}\" is not a kind of meld.", m.kind))
            })
            .collect::<Result<Vec<_>, String>>()?;
        let wind = |letter: &str| Wind::from_letter(letter).unwrap_or(Wind::East);
        let input = HkosInput {
            hand: HandInput {
                hand: &line.hand,
                win_tile: &line.win_tile,
                melds: &melds,
                situation: Situation {
                    tsumo: line.tsumo,
                    haitei: line.haitei,
                    houtei: line.houtei,
                    rinshan: line.rinshan,
                    chankan: line.chankan,
                    tenhou: self.heaven,
                    chiihou: self.earth,
                    renhou: self.man,
                    ..Situation::default()
                },
                seat_wind: wind(table.seat_wind),
                round_wind: wind(table.round_wind),
                ..HandInput::default()
            },
            flowers: self.set(BonusKind::Flower),
            seasons: self.set(BonusKind::Season),
            kong_on_kong: self.kong_on_kong,
            dealer_keeps,
        };
        score(&input, faan_table).map_err(|e| refusal(&e))
    }

    /// The flowers and seasons held, from their numbers as typed (`"13"`: 1 and 3).
    pub fn with_bonus_digits(self, flowers: &str, seasons: &str) -> Result<HkosFields, String> {
        let read = |text: &str, kind: BonusKind| -> Result<[bool; 4], String> {
            let set = BonusSet::parse(text, kind).map_err(|e| e.sentence())?;
            Ok([1, 2, 3, 4].map(|n| set.contains(n)))
        };
        Ok(HkosFields {
            flowers: read(flowers, BonusKind::Flower)?,
            seasons: read(seasons, BonusKind::Season)?,
            ..self
        })
    }
}

/// An HKOS refusal in a sentence; tile errors are worded as the riichi form words them.
fn refusal(error: &HkosError) -> String {
    match error {
        HkosError::Hand(hand) => TilesError::Line(LineError::Hand(hand.clone())).message(),
        HkosError::UnderMinimum { faan } => format!(
            "Too few faan to win: {faan} faan, {MIN_FAAN} needed. A win declared under {MIN_FAAN} faan is a false win: a 64-point table penalty paid to each other player (on the score sheet, the penalty \"declared a win under {MIN_FAAN} faan\")."
        ),
        HkosError::Situation(detail) => format!("The situation does not fit: {detail}."),
        HkosError::Bonus(e) => e.sentence(),
    }
}

/// An HKOS score as the page shows it.
#[derive(Debug, Clone)]
pub struct HkosView {
    /// "6 faan", "Limit hand (13 faan)".
    pub value: String,
    /// (pattern in words, faan).
    pub patterns: Vec<(String, u32)>,
    pub base: u32,
    /// Who pays what, one line each.
    pub payments: Vec<String>,
    /// What the winner receives in all.
    pub total: u32,
}

impl HkosView {
    /// The calculator's view of the engine's score of a hand won by self-pick or not.
    pub fn new(scored: &crate::engine::hkos::HkosScore, self_pick: bool, words: Words) -> Self {
        let v = &scored.valued;
        let raw: u32 = v.patterns.iter().map(|p| p.faan).sum();
        let value = if v.limit {
            words.get_with("calculator-hkos-limit-hand", "faan", v.faan)
        } else if raw > v.faan {
            words.get_with("calculator-hkos-counted-limit", "faan", v.faan)
        } else {
            words.get_with("calculator-hkos-faan", "faan", v.faan)
        };
        let p = &scored.payments;
        let (payments, total) = Pay {
            self_pick_each: p.self_pick_each,
            discarder: p.discarder,
            others_each: p.others_each,
        }
        .lines(self_pick, true, &words);
        HkosView {
            value,
            patterns: v
                .patterns
                .iter()
                .map(|p| (pattern_name(&words, p.pattern), p.faan))
                .collect(),
            base: scored.base,
            payments,
            total,
        }
    }
}
/// A bonus tile's name in words: "flower 1 (plum)", "season 4 (winter)" in English (the
/// engine's label), 梅 or 冬 in Japanese.
fn bonus_name(words: &Words, bonus: Bonus) -> String {
    let number = bonus.number();
    match bonus.kind() {
        BonusKind::Flower => words.get_with("calculator-tile-flower", "number", number),
        BonusKind::Season => words.get_with("calculator-tile-season", "number", number),
    }
}
