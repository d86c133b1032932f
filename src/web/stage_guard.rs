//! How the score sheet shows a change to a game of a closed bracket stage (issue 12): the
//! warning above the hand form, who would go in and out, and the button that confirms
//! re-running the cut. The decision itself — same cut, re-run, refused — and storing what it
//! means are `app::cut::StageGuard`'s; this module only words it.

use crate::app::cut::{RefusedBecause, StageGuard, Verdict};
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

/// What to show about the guard's verdict, if anything: before saving (the preview), or when
/// the save waits. `confirm_url` is where a confirmation posts when it cannot sit in the hand
/// form (a deletion); `None` puts the button in the hand form itself.
pub fn warning(guard: &StageGuard, confirm_url: Option<String>) -> Option<StageWarning> {
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
        Verdict::Same(cuts) => {
            let stage = cuts.first().map_or(0, |c| c.stage);
            warning(
                format!("This game decided the cut to the {}", guard.stage_name(stage).to_lowercase()),
                "The same players still qualify. Saving also updates the reasons the bracket shows, and the audit log keeps both.".into(),
                Vec::new(),
                Vec::new(),
                false,
                false,
            )
        }
        Verdict::Recut {
            stage, out, into, ..
        } => {
            let name = guard.stage_name(*stage).to_lowercase();
            warning(
                format!("This change would change who qualified for the {name}"),
                format!("Nothing is saved yet. Saving re-runs the cut to the {name}: games of the {name} already seated (no hand recorded yet) are withdrawn and seated again from the new qualifiers. The audit log keeps the cut before and after."),
                guard.names(out),
                guard.names(into),
                true,
                false,
            )
        }
        Verdict::Refused {
            stage,
            why,
            out,
            into,
        } => warning(
            format!(
                "This game decided the cut to the {}",
                guard.stage_name(*stage).to_lowercase()
            ),
            refusal_text(guard, *stage, *why),
            guard.names(out),
            guard.names(into),
            false,
            true,
        ),
    }
}

/// Why a change is refused, in the sheet's words.
fn refusal_text(guard: &StageGuard, stage: usize, why: RefusedBecause) -> String {
    let name = guard.stage_name(stage).to_lowercase();
    match why {
        RefusedBecause::MustStayFinished => format!(
            "Not saved: this game decided the cut to the {name}, so it must stay finished. Correct the hand in place (edit) instead of deleting it."
        ),
        RefusedBecause::NextStageRecorded => format!(
            "Not saved: this change would change who qualified for the {name}, whose hands or penalties are already recorded, so that cut can no longer change."
        ),
    }
}
