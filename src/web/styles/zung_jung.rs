//! Zung Jung's parts of the shared pages (docs/rules.md §9): on the score sheet a winner's
//! points (chips for the common values, or typed), ron, self-draw or draw, a penalty taken per
//! seat, and no riichi, fu, dora, honba, chombo or liable player. The engine checks the value
//! (a number some hand can be worth, the preset's minimum) and the form shows its reason; this
//! module only gathers the fields.

use super::{
    each_seat, CalcContext, CalcInputs, Choices, SeatContext, SheetWords, StylePages, WinnerEntry,
    WinnerRead,
};
use crate::engine::game::{TablePenalty, Winner};
use crate::engine::ruleset::Ruleset;
use crate::web::calculator::Table;
use crate::web::hand_form::{HandForm, HandFormError, SeatFields};
use askama::Template;

/// Values in one tap: the chicken hand and the sums most hands reach.
pub const ZJ_VALUES: Choices = &[
    ("1", "1 point"),
    ("5", "5"),
    ("10", "10"),
    ("15", "15"),
    ("20", "20"),
    ("25", "25"),
    ("30", "30"),
    ("40", "40"),
];

/// Rarer values: the bigger patterns and the limits.
pub const ZJ_MORE_VALUES: Choices = &[
    ("50", "50 points"),
    ("60", "60"),
    ("80", "80"),
    ("100", "100"),
    ("160", "160"),
    ("320", "320 (limit)"),
    ("400", "400"),
    ("480", "480"),
];

/// Outcomes: no abortive draws, no chombo (a penalty is taken instead).
pub const ZJ_OUTCOMES: Choices = &[
    ("ron", "Win by discard"),
    ("tsumo", "Self-draw"),
    ("draw", "Draw"),
];

#[derive(Template)]
#[template(path = "styles/zung_jung/sheet.html", block = "more")]
struct More<'a> {
    i: usize,
    f: &'a SeatFields,
}

#[derive(Template)]
#[template(path = "styles/zung_jung/sheet.html", block = "value_extras")]
struct ValueExtras<'a> {
    i: usize,
    /// The points shown typed: as typed, or a stored value no chip offers.
    typed: &'a str,
}

/// Zung Jung's words and offers on the shared pages.
pub const ZJ_WORDS: SheetWords = SheetWords {
    outcomes: ZJ_OUTCOMES,
    values: ZJ_VALUES,
    more_values: ZJ_MORE_VALUES,
    more_summary: "dead hand, penalty",
    pao_label: "",
    tiles_note: "Zung Jung hands are typed as points: choose or type the hand's points above.",
    tiles_example: ("123m456p55566677z", "4p"),
    rinshan_label: "win on kong",
    chankan_label: "robbing a kong",
    riichi_family: false,
    chi_mode: Some("Chow"),
    won_by: ("Discard", "Self-draw"),
    every_round_wind: false,
    short_characters: false,
    has_red_fives: false,
};

pub struct ZungJung;

impl StylePages for ZungJung {
    fn words(&self) -> &SheetWords {
        &ZJ_WORDS
    }
    fn more(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        More { i: s.i, f: s.f }.render()
    }
    fn value_extras(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        let on_a_chip = ZJ_VALUES
            .iter()
            .chain(ZJ_MORE_VALUES)
            .any(|(v, _)| *v == s.f.value);
        let typed = if !s.f.points.is_empty() || on_a_chip {
            &s.f.points
        } else {
            &s.f.value
        };
        ValueExtras { i: s.i, typed }.render()
    }
    fn tiles_extras(&self, _s: &SeatContext<'_>) -> askama::Result<String> {
        Ok(String::new())
    }
    fn checks(&self, _s: &SeatContext<'_>) -> askama::Result<String> {
        Ok(String::new())
    }

    /// The points typed (or chosen on a chip); the engine refuses a number no hand is worth,
    /// and one under the preset's minimum, with the rule's words.
    fn winner(&self, entry: WinnerEntry<'_>) -> WinnerRead {
        let WinnerEntry {
            form, seat, name, ..
        } = entry;
        let fields = &form.seats[usize::from(seat)];
        if fields.tiles.is_given() {
            return Err(HandFormError::Tiles {
                name: name.to_string(),
                message: "Zung Jung hands are typed as points here: clear the tiles and choose or type the hand's points.".into(),
            });
        }
        let given = if fields.points.is_empty() {
            &fields.value
        } else {
            &fields.points
        };
        if given.is_empty() {
            return Err(HandFormError::NoValue(name.to_string()));
        }
        let points = given
            .parse::<u32>()
            .map_err(|_| HandFormError::BadPoints(name.to_string()))?;
        Ok((Winner::points(seat, points), None))
    }

    /// Points taken from a seat, typed.
    fn penalties(
        &self,
        form: &HandForm,
        names: &[String],
    ) -> Result<Vec<TablePenalty>, HandFormError> {
        each_seat(form, names, |seat, fields, name| {
            if fields.penalty.is_empty() {
                return Ok(None);
            }
            let points = fields
                .penalty
                .parse::<u32>()
                .ok()
                .filter(|p| (1..=9999).contains(p))
                .ok_or_else(|| HandFormError::BadPenaltyPoints(name.clone()))?;
            Ok(Some(TablePenalty::taken(seat, points)))
        })
    }

    fn calculator_inputs(&self, _calc: &CalcContext<'_>) -> askama::Result<CalcInputs> {
        Ok(CalcInputs::default())
    }
    /// Hands are typed as points on the score sheet; the calculator has nothing to score.
    fn calculator_result(
        &self,
        _calc: &CalcContext<'_>,
        _table: &Table,
        _rules: &Ruleset,
    ) -> askama::Result<Result<String, String>> {
        Ok(Err(
            "Zung Jung hands are typed as points on the score sheet: the calculator does not score them from tiles.".into(),
        ))
    }
}
