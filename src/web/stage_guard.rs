//! Closed stages stay closed: the check a hand change (edit, delete, undo) goes through when its
//! game belongs to a bracket stage whose cut is already made (issue 12).
//!
//! The score sheet calls [`StageGuard::check`] with the game's hands as they would be after the
//! change. Outside a closed stage nothing changes. When the same players still qualify, the
//! change is saved and the reasons the bracket shows ("+49 over two games") are brought up to
//! date in the same transaction. When others would qualify, nothing is saved until the organizer
//! has seen who goes in and out and confirmed; the cut is then re-run in the same transaction.
//! When the next stage already has results, the change is refused with the reason. Who
//! qualifies is decided by `tournament::recut`; this module only loads, shows and stores.

use super::bracket::{cut_text, Loaded};
use super::error::WebResult;
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::results::{replay_game, PlayedGame};
use crate::engine::game::Hand;
use crate::tournament::bracket::GameResult;
use crate::tournament::players::PlayerId;
use crate::tournament::recut::{effect, refreshed_reasons, CutEffect, SameCut};
use crate::tournament::seating;
use sqlx::SqliteConnection;
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

enum Verdict {
    Open,
    Same(Vec<SameCut>),
    Recut {
        stage: usize,
        out: Vec<seating::PlayerId>,
        into: Vec<seating::PlayerId>,
        after: Vec<(PlayerId, String)>,
    },
    Refused {
        stage: usize,
        reason: String,
        out: Vec<seating::PlayerId>,
        into: Vec<seating::PlayerId>,
    },
}

/// The verdict on one proposed change, with the bracket it was judged against.
pub struct StageGuard {
    verdict: Verdict,
    loaded: Option<Loaded>,
    confirm_url: Option<String>,
}

impl StageGuard {
    /// Judges giving `game` the hands `hands` (already replayed without error by the caller).
    pub async fn check(
        conn: &mut SqliteConnection,
        tournament_id: i64,
        game: &PlayedGame,
        hands: &[Hand],
    ) -> WebResult<Self> {
        let open = |loaded| Self {
            verdict: Verdict::Open,
            loaded,
            confirm_url: None,
        };
        let Some(loaded) = Loaded::load(conn, tournament_id).await? else {
            return Ok(open(None));
        };
        let Some(at) = loaded
            .game_ids
            .iter()
            .find(|(_, &id)| id == game.info.id)
            .map(|(&at, _)| at)
        else {
            return Ok(open(Some(loaded)));
        };
        let replayed = replay_game(game.info.clone(), hands.to_vec())?;
        let result = replayed.sheet.final_result.as_ref().map(|f| GameResult {
            scores: f.score,
            ranks: f.rank,
        });
        let stage_name = |stage: usize| {
            loaded
                .bracket
                .plan
                .get(stage)
                .map_or("next stage", |s| s.name)
                .to_lowercase()
        };
        let verdict = match effect(&loaded.bracket, at, result) {
            CutEffect::Open => Verdict::Open,
            CutEffect::Same(cuts) => Verdict::Same(cuts),
            CutEffect::Unfinished { stage } => Verdict::Refused {
                stage,
                reason: format!(
                    "Not saved: this game decided the cut to the {}, so it must stay finished. Correct the hand in place (edit) instead of deleting it.",
                    stage_name(stage)
                ),
                out: Vec::new(),
                into: Vec::new(),
            },
            CutEffect::Changes {
                stage,
                out,
                into,
                advancers,
            } => {
                let recorded = db::stages::has_results_from(conn, tournament_id, stage as i64)
                    .await?
                    || loaded.bracket.penalties.iter().any(|p| p.stage >= stage);
                if recorded {
                    Verdict::Refused {
                        reason: format!(
                            "Not saved: this change would change who qualified for the {}, whose hands or penalties are already recorded, so that cut can no longer change.",
                            stage_name(stage)
                        ),
                        stage,
                        out,
                        into,
                    }
                } else {
                    Verdict::Recut {
                        stage,
                        out,
                        into,
                        after: advancers
                            .into_iter()
                            .map(|a| (PlayerId::from(a.player), a.reason))
                            .collect(),
                    }
                }
            }
        };
        Ok(Self {
            verdict,
            loaded: Some(loaded),
            confirm_url: None,
        })
    }

    /// For a deletion: the confirmation posts to `url` in a form of its own.
    pub fn confirm_at(mut self, url: String) -> Self {
        self.confirm_url = Some(url);
        self
    }

    fn names(&self, players: &[seating::PlayerId]) -> Vec<String> {
        self.loaded
            .as_ref()
            .map(|l| players.iter().map(|&p| l.name(p)).collect())
            .unwrap_or_default()
    }

    fn stage_name(&self, stage: usize) -> &'static str {
        self.loaded
            .as_ref()
            .and_then(|l| l.bracket.plan.get(stage))
            .map_or("next stage", |s| s.name)
    }

    /// What to show before saving (the preview), if anything.
    pub fn warning(&self) -> Option<StageWarning> {
        let warning = |title: String, text: String, out, into, can_confirm, refused| {
            Some(StageWarning {
                title,
                text,
                out,
                into,
                can_confirm,
                refused,
                confirm_url: self.confirm_url.clone(),
            })
        };
        match &self.verdict {
            Verdict::Open => None,
            Verdict::Same(cuts) => {
                let stage = cuts.first().map_or(0, |c| c.stage);
                warning(
                    format!("This game decided the cut to the {}", self.stage_name(stage).to_lowercase()),
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
                let name = self.stage_name(*stage).to_lowercase();
                warning(
                    format!("This change would change who qualified for the {name}"),
                    format!("Nothing is saved yet. Saving re-runs the cut to the {name}: games of the {name} already seated (no hand recorded yet) are withdrawn and seated again from the new qualifiers. The audit log keeps the cut before and after."),
                    self.names(out),
                    self.names(into),
                    true,
                    false,
                )
            }
            Verdict::Refused {
                stage,
                reason,
                out,
                into,
            } => warning(
                format!(
                    "This game decided the cut to the {}",
                    self.stage_name(*stage).to_lowercase()
                ),
                reason.clone(),
                self.names(out),
                self.names(into),
                false,
                true,
            ),
        }
    }

    /// What stops the save: a refusal, or a changed cut the organizer has not confirmed.
    pub fn blocks(&self, confirmed: bool) -> Option<StageWarning> {
        match &self.verdict {
            Verdict::Refused { .. } => self.warning(),
            Verdict::Recut { .. } if !confirmed => self.warning(),
            _ => None,
        }
    }

    /// Stores what the saved change means for the bracket, in the caller's transaction: the
    /// refreshed reasons, or the re-run cut, each with its audit entry. `change` names the hand
    /// changed ("round 2 table 1 hand 3").
    pub async fn apply(
        &self,
        conn: &mut SqliteConnection,
        tournament_id: i64,
        account_id: Option<i64>,
        change: &str,
    ) -> WebResult<()> {
        let Some(loaded) = &self.loaded else {
            return Ok(());
        };
        let subject = |stage: usize| {
            format!(
                "{} → {} after a correction to {change}",
                self.stage_name(stage.saturating_sub(1)),
                self.stage_name(stage)
            )
        };
        match &self.verdict {
            Verdict::Open | Verdict::Refused { .. } => {}
            Verdict::Same(cuts) => {
                for cut in cuts {
                    let (Some(row), Some(stored)) =
                        (loaded.stages.get(cut.stage), loaded.entries.get(cut.stage))
                    else {
                        continue;
                    };
                    let fresh = refreshed_reasons(stored, cut);
                    if fresh == *stored {
                        continue;
                    }
                    db::stages::set_players(conn, row.id, &fresh).await?;
                    db::audit::record(
                        conn,
                        Some(tournament_id),
                        account_id,
                        AuditAction::BracketReasonsUpdated,
                        &subject(cut.stage),
                        &cut_text(loaded, stored),
                        &cut_text(loaded, &fresh),
                    )
                    .await?;
                }
            }
            Verdict::Recut { stage, after, .. } => {
                let Some(row) = loaded.stages.get(*stage) else {
                    return Ok(());
                };
                // Games already seated for the stage were drawn among the old players: they go.
                db::stages::delete_rounds_from(conn, tournament_id, *stage as i64).await?;
                db::stages::delete_stages_after(conn, tournament_id, *stage as i64).await?;
                db::stages::set_players(conn, row.id, after).await?;
                db::audit::record(
                    conn,
                    Some(tournament_id),
                    account_id,
                    AuditAction::BracketCutReRun,
                    &subject(*stage),
                    &cut_text(loaded, &loaded.entries[*stage]),
                    &cut_text(loaded, after),
                )
                .await?;
            }
        }
        Ok(())
    }
}
