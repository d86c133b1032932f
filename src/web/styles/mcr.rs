//! MCR's parts of the shared pages (docs/rules.md §8): on the score sheet a typed fan per
//! winner (8 and up, chips for the common values), ron, self-draw or draw, a false win and a
//! penalty taken per seat, and no riichi, fu, dora, honba or chombo. Scoring an MCR hand from its tiles is not offered on the sheet or
//! the calculator yet: both say so instead of scoring it by another style's rules. Rules stay
//! in the engine (`engine::styles::mcr`).

use super::{CalcContext, CalcInputs, Choices, SeatContext, StylePages};
use crate::engine::game::{FalseWin, FalseWinKind, Seat, TablePenalty, Winner};
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::TableSize;
use crate::web::calculator::Table;
use crate::web::hand_form::{HandForm, HandFormError, SeatFields, TableAt, TilesPreview};
use askama::Template;

/// Values in one tap: the minimum and the fan totals hands most often reach.
pub const MCR_VALUES: Choices = &[
    ("8", "8 fan"),
    ("9", "9"),
    ("10", "10"),
    ("12", "12"),
    ("16", "16"),
    ("24", "24"),
];

/// Rarer totals: the big single fan and what hands reach with them.
pub const MCR_MORE_VALUES: Choices = &[
    ("32", "32 fan"),
    ("48", "48 fan"),
    ("64", "64 fan"),
    ("88", "88 fan"),
];

/// Outcomes: no abortive draws, no chombo (a false win is recorded as such).
pub const MCR_OUTCOMES: Choices = &[
    ("ron", "Win by discard"),
    ("tsumo", "Self-draw"),
    ("draw", "Draw"),
];

/// The false wins of docs/rules.md §8 as the form offers them: (field value, label).
pub const MCR_FALSE_WINS: Choices = &[
    ("", "none"),
    ("under_minimum", "under 8 fan: 10 to each"),
    ("not_winning", "not a winning hand: 20 to each"),
];

/// The seats the form has fields for.
const FORM_TABLE: TableSize = TableSize::Four;

#[derive(Template)]
#[template(path = "styles/mcr/sheet.html", block = "more")]
struct More<'a> {
    i: usize,
    f: &'a SeatFields,
    false_wins: Choices,
}

#[derive(Template)]
#[template(path = "styles/mcr/sheet.html", block = "value_extras")]
struct ValueExtras<'a> {
    i: usize,
    /// The fan shown typed: as typed, or a stored value no chip offers.
    typed: &'a str,
}

/// Why tiles are refused for now.
const NO_TILES: &str =
    "MCR hands are not scored from the tiles here yet: type the hand's fan (flowers included).";

pub struct Mcr;

impl StylePages for Mcr {
    fn outcomes(&self) -> Choices {
        MCR_OUTCOMES
    }
    fn values(&self) -> Choices {
        MCR_VALUES
    }
    fn more_values(&self) -> Choices {
        MCR_MORE_VALUES
    }
    fn more_summary(&self) -> &'static str {
        "dead hand, false win, penalty"
    }
    fn pao_label(&self) -> &'static str {
        ""
    }
    fn tiles_note(&self) -> &'static str {
        NO_TILES
    }
    fn tiles_example(&self) -> (&'static str, &'static str) {
        ("123m456p789s11122z", "2z")
    }
    fn rinshan_label(&self) -> &'static str {
        "off a replacement tile"
    }
    fn chankan_label(&self) -> &'static str {
        "robbing the kong"
    }
    fn more(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        More {
            i: s.i,
            f: s.f,
            false_wins: MCR_FALSE_WINS,
        }
        .render()
    }
    fn value_extras(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        let on_a_chip = MCR_VALUES
            .iter()
            .chain(MCR_MORE_VALUES)
            .any(|(v, _)| *v == s.f.value);
        let typed = if !s.f.fan.is_empty() || on_a_chip {
            &s.f.fan
        } else {
            &s.f.value
        };
        ValueExtras { i: s.i, typed }.render()
    }
    fn tiles_extras(&self, _seat: &SeatContext<'_>) -> askama::Result<String> {
        Ok(String::new())
    }
    fn checks(&self, _seat: &SeatContext<'_>) -> askama::Result<String> {
        Ok(String::new())
    }

    /// A typed fan; the engine refuses under 8 with the rule's words.
    fn winner(
        &self,
        form: &HandForm,
        seat: Seat,
        name: &str,
        _table: Option<&TableAt<'_>>,
    ) -> Result<(Winner, Option<TilesPreview>), HandFormError> {
        let fields = &form.seats[usize::from(seat)];
        if fields.tiles.is_given() {
            return Err(HandFormError::Tiles {
                name: name.to_string(),
                message: NO_TILES.to_string(),
            });
        }
        // A typed fan wins over a chip: it is what the table counted.
        let given = if fields.fan.is_empty() {
            &fields.value
        } else {
            &fields.fan
        };
        let fan = match given.as_str() {
            "" => return Err(HandFormError::NoValue(name.to_string())),
            // The highest hand is far below 400 fan: anything past it is a typing slip.
            text => text
                .parse::<u32>()
                .ok()
                .filter(|f| *f <= 400)
                .ok_or_else(|| HandFormError::BadFan(name.to_string()))?,
        };
        Ok((Winner::fan(seat, fan), None))
    }
    fn riichi_family(&self) -> bool {
        false
    }
    /// Points taken from a seat, typed.
    fn penalties(
        &self,
        form: &HandForm,
        names: &[String],
    ) -> Result<Vec<TablePenalty>, HandFormError> {
        let mut penalties = Vec::new();
        for ((seat, fields), name) in FORM_TABLE.seats().zip(&form.seats).zip(names) {
            if fields.penalty.is_empty() {
                continue;
            }
            let points = fields
                .penalty
                .parse::<u32>()
                .ok()
                .filter(|p| (1..=9999).contains(p))
                .ok_or_else(|| HandFormError::BadPenaltyPoints(name.clone()))?;
            penalties.push(TablePenalty::taken(seat, points));
        }
        Ok(penalties)
    }
    fn false_wins(
        &self,
        form: &HandForm,
        names: &[String],
    ) -> Result<Vec<FalseWin>, HandFormError> {
        let mut false_wins = Vec::new();
        for ((seat, fields), _) in FORM_TABLE.seats().zip(&form.seats).zip(names) {
            let kind = match fields.false_win.as_str() {
                "" => continue,
                "under_minimum" => FalseWinKind::UnderMinimum,
                "not_winning" => FalseWinKind::NotWinning,
                _ => return Err(HandFormError::BadFalseWin),
            };
            false_wins.push(FalseWin { seat, kind });
        }
        Ok(false_wins)
    }

    fn chi_mode(&self) -> Option<&'static str> {
        Some("Chow")
    }
    fn won_by(&self) -> (&'static str, &'static str) {
        ("Discard", "Self-draw")
    }
    fn calculator_inputs(&self, _calc: &CalcContext<'_>) -> askama::Result<CalcInputs> {
        Ok(CalcInputs::default())
    }
    fn calculator_result(
        &self,
        _calc: &CalcContext<'_>,
        _table: &Table,
        _rules: &Ruleset,
    ) -> askama::Result<Result<String, String>> {
        Ok(Err(
            "MCR hands are not scored from the tiles by the calculator yet.".to_string(),
        ))
    }
    fn has_red_fives(&self) -> bool {
        false
    }
}
