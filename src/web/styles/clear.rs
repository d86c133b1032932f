//! Clear Mahjong's parts of the shared pages (docs/rules.md §16): riichi's in every place, with
//! the five condition yaku offered beside a winner's value (ticked for a hand typed by han and
//! fu; a hand given as tiles clears its conditions from its yaku) and, above the sheet's rows,
//! each team's conditions cleared and left with the teams' result once the game is over.
//! Whether a hand can hold what it claims is the engine's check (`engine::styles::clear`),
//! whose reason the form shows; this module only gathers and shows the fields.

use askama::Template;

use super::pages::{
    CalcContext, CalcInputs, SeatContext, SheetWords, StylePages, WinnerEntry, WinnerRead,
};
use super::riichi::{RiichiPages, RIICHI, RIICHI_WORDS};
use crate::engine::game::Sheet;
use crate::engine::ruleset::Ruleset;
use crate::engine::sheet::{Hand, TablePenalty, WinnerNotes};
use crate::engine::styles::clear::{cleared_after, result_after, Condition, Team};
use crate::web::calculator::tiles::Table;
use crate::web::engine_words::style_notes::{condition_name, team_name, team_result_words};
use crate::web::hand_form::fields::{HandForm, HandFormError, TilesPreview};
use crate::web::i18n::Words;

/// Clear Mahjong's parts: riichi's, with the conditions.
pub struct ClearPages {
    riichi: &'static RiichiPages,
}

/// The one value of Clear Mahjong's parts.
pub const CLEAR: ClearPages = ClearPages { riichi: &RIICHI };

/// Clear Mahjong's words: riichi's, without red fives (the club's wall has none).
const CLEAR_WORDS: SheetWords = SheetWords {
    has_red_fives: false,
    ..RIICHI_WORDS
};

#[derive(Template)]
#[template(path = "styles/clear/sheet.html", block = "conditions")]
struct ConditionBoxes {
    i: usize,
    /// Each condition: its id, its name in the reader's words and whether it is ticked.
    boxes: Vec<(&'static str, String, bool)>,
    words: Words,
}

/// One team's line of the sheet's summary.
struct TeamLine {
    name: String,
    cleared: String,
    left: String,
}

#[derive(Template)]
#[template(path = "styles/clear/sheet.html", block = "summary")]
struct Summary {
    teams: Vec<TeamLine>,
    result: Option<String>,
    words: Words,
}

impl StylePages for ClearPages {
    fn words(&self) -> &SheetWords {
        &CLEAR_WORDS
    }
    fn roles(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        self.riichi.roles(s)
    }
    fn more(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        self.riichi.more(s)
    }
    /// Riichi's fu chips, then the five conditions to tick.
    fn value_extras(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        let boxes = Condition::ALL
            .into_iter()
            .map(|c| {
                let ticked = s.f.conditions.iter().any(|t| t == c.id());
                (c.id(), condition_name(c, &s.words), ticked)
            })
            .collect();
        let fu = self.riichi.value_extras(s)?;
        let boxes = ConditionBoxes {
            i: s.i,
            boxes,
            words: s.words,
        };
        Ok(fu + &boxes.render()?)
    }
    fn tiles_extras(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        self.riichi.tiles_extras(s)
    }
    fn checks(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        self.riichi.checks(s)
    }
    fn table_fields(
        &self,
        form: &HandForm,
        red_fives: bool,
        words: Words,
    ) -> askama::Result<String> {
        self.riichi.table_fields(form, red_fives, words)
    }
    fn preview(&self, scores: &[TilesPreview]) -> askama::Result<String> {
        self.riichi.preview(scores)
    }
    fn winner(&self, entry: WinnerEntry<'_>) -> WinnerRead {
        self.riichi.winner(entry)
    }
    /// The conditions ticked, as ids; the engine checks them against the value.
    fn winner_notes(&self, entry: WinnerEntry<'_>) -> Result<WinnerNotes, HandFormError> {
        Ok(WinnerNotes {
            conditions: entry.fields().conditions.clone(),
            ..WinnerNotes::default()
        })
    }
    fn penalties(
        &self,
        _form: &HandForm,
        _names: &[String],
    ) -> Result<Vec<TablePenalty>, HandFormError> {
        Ok(Vec::new())
    }
    fn calculator_inputs(&self, calc: &CalcContext<'_>) -> askama::Result<CalcInputs> {
        self.riichi.calculator_inputs(calc)
    }
    fn calculator_result(
        &self,
        calc: &CalcContext<'_>,
        table: &Table,
        rules: &Ruleset,
    ) -> askama::Result<Result<String, String>> {
        self.riichi.calculator_result(calc, table, rules)
    }
    /// Each team's conditions after the hands played, and who won once the game is over, in
    /// the reader's words.
    fn sheet_summary(
        &self,
        (hands, rules): (&[Hand], &Ruleset),
        sheet: &Sheet,
        names: &[String],
        words: Words,
    ) -> askama::Result<String> {
        let played = &hands[..sheet.rows.len().min(hands.len())];
        let cleared = cleared_after(played, rules);
        let listed = |conditions: Vec<Condition>| -> String {
            if conditions.is_empty() {
                "—".into()
            } else {
                let named: Vec<String> = conditions
                    .into_iter()
                    .map(|c| condition_name(c, &words))
                    .collect();
                named.join(&words.get("hands-clear-list-separator"))
            }
        };
        let teams = Team::BOTH
            .into_iter()
            .map(|team| {
                let done = cleared[team.index()];
                let [first, second] = team
                    .seats()
                    .map(|s| names.get(s.index()).cloned().unwrap_or_default());
                TeamLine {
                    name: words.get_with3(
                        "hands-clear-team-players",
                        ("team", team_name(team, &words)),
                        ("first", first),
                        ("second", second),
                    ),
                    cleared: listed(done.conditions().collect()),
                    left: listed(done.left().collect()),
                }
            })
            .collect();
        let result = sheet.position.ended.map(|end| {
            let said = team_result_words(
                &result_after(played, rules, sheet.position.points, end),
                &words,
            );
            let mut chars = said.chars();
            let sentence = chars
                .next()
                .map(|first| first.to_uppercase().chain(chars).collect::<String>())
                .unwrap_or_default();
            words.get_with("hands-clear-result", "result", sentence)
        });
        Summary {
            teams,
            result,
            words,
        }
        .render()
    }
}
