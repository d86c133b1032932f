//! How the score sheet shows a change to a game of a closed bracket stage (issue 12): the
//! warning above the hand form, who would go in and out, and the button that confirms
//! re-running the cut. The decision itself — same cut, re-run, refused — and storing what it
//! means are `app::cut::StageGuard`'s; this module only words it, in the sheet's language
//! (`stage-guard-*` in `locales/*/bracket.ftl`).

use crate::app::cut::{RefusedBecause, StageGuard, Verdict};
use crate::web::bracket::selector::stage_selector;
use crate::web::i18n::Words;
use std::collections::HashMap;

/// The form field that confirms re-running a cut ("Save and re-run the cut").
pub const CONFIRM_FIELD: &str = "confirm_recut";

/// Whether the posted form confirms re-running the cut.
pub fn confirmed(fields: &HashMap<String, String>) -> bool {
    fields.get(CONFIRM_FIELD).is_some_and(|v| v == "1")
}

/// What the score sheet shows about a change to a game of a closed stage.
pub struct StageWarning {
    pub title: String,
    pub text: String,
    /// Qualified now, out after the change.
    pub out: Vec<String>,
    /// Out now, qualified after the change.
    pub into: Vec<String>,
    /// The organizer may confirm: "Save and re-run the cut".
    pub can_confirm: bool,
    /// The change is refused whatever the organizer confirms.
    pub refused: bool,
    /// Where a confirmation posts when it cannot sit in the hand form (a deletion); `None`
    /// puts the confirmation button in the hand form itself.
    pub confirm_url: Option<String>,
}

/// What to show about the guard's verdict, if anything, in `words`: before saving (the
/// preview), or when the save waits. `confirm_url` is where a confirmation posts when it cannot
/// sit in the hand form (a deletion); `None` puts the button in the hand form itself. Each
/// sentence names its stage through the stage's selector, so French and Japanese place and
/// inflect it as they write it.
pub fn warning(
    guard: &StageGuard,
    confirm_url: Option<String>,
    words: &Words,
) -> Option<StageWarning> {
    let stage = |index: usize| guard.stage_kind(index).map_or("", stage_selector);
    let warning = |title: String, text: String, out, into, can_confirm, refused| {
        Some(StageWarning {
            title,
            text,
            out,
            into,
            can_confirm,
            refused,
            confirm_url: confirm_url.clone(),
        })
    };
    match &guard.verdict {
        Verdict::Open => None,
        Verdict::Same(cuts) => warning(
            words.get_with(
                "stage-guard-decided",
                "stage",
                stage(cuts.first().map_or(0, |c| c.stage)),
            ),
            words.get("stage-guard-same-players"),
            Vec::new(),
            Vec::new(),
            false,
            false,
        ),
        Verdict::Recut {
            stage: index,
            out,
            into,
            ..
        } => warning(
            words.get_with("stage-guard-would-change", "stage", stage(*index)),
            words.get_with("stage-guard-rerun", "stage", stage(*index)),
            guard.names(out),
            guard.names(into),
            true,
            false,
        ),
        Verdict::Refused {
            stage: index,
            why,
            out,
            into,
        } => warning(
            words.get_with("stage-guard-decided", "stage", stage(*index)),
            match why {
                RefusedBecause::MustStayFinished => {
                    words.get_with("stage-guard-must-stay-finished", "stage", stage(*index))
                }
                RefusedBecause::NextStageRecorded => {
                    words.get_with("stage-guard-next-recorded", "stage", stage(*index))
                }
            },
            guard.names(out),
            guard.names(into),
            false,
            true,
        ),
    }
}
