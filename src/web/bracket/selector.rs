//! A stage as the messages that name it inside a sentence choose their words by. Its own file
//! because the refusals, the standings, the schedules and the bracket's words all name stages
//! this way, and the bracket's words themselves word refusals.

use crate::tournament::bracket::StageKind;

/// The stage as a message naming it inside a sentence selects its words by:
/// "qualifying", "semi-finals", "finals" (`{ $stage -> [finals] … }`), since French and
/// Japanese place and inflect a stage's name differently from a heading.
pub fn stage_selector(kind: StageKind) -> &'static str {
    match kind {
        StageKind::Qualifying => "qualifying",
        StageKind::SemiFinal => "semi-finals",
        StageKind::Final => "finals",
    }
}
