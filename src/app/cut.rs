//! Cuts of a bracket: making the cut when a stage is over, re-running it after a correction,
//! replacing a finalist who withdrew, and the guard every change of a game's hands passes when its game decided a cut already
//! made (closed stages stay closed, issue 12).
//!
//! The guard ([`StageGuard`]) judges the game's result as it would be after the change. Outside
//! a closed stage nothing changes. When the same players still qualify, the change is saved and
//! the reasons the bracket shows ("+49 over two games") are brought up to date in the same
//! transaction. When others would qualify, nothing is saved until the organizer has seen who
//! goes in and out and confirmed; the cut is then re-run in the same transaction. When the next
//! stage already has results, the change is refused. Who qualifies is decided by
//! `tournament::recut`; this module loads, decides and stores, and words nothing for a page
//! except the audit log's lists.

use super::audit_note::AuditNote;
use super::ranking::Loaded;
use super::{AppError, AppResult};
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::Conn;
use crate::tournament::audit_detail::{AuditDetail, Fact};
use crate::tournament::bracket::{AdvanceReason, GameResult, Progress, StageKind};
use crate::tournament::ids::{AccountId, GameId, TournamentId};
use crate::tournament::players::PlayerId;
use crate::tournament::recut::{effect, refreshed_reasons, CutEffect, SameCut};
use crate::tournament::seating;

/// The list of a cut as the audit log keeps it: one "name — reason" per line.
pub fn cut_text(loaded: &Loaded, players: &[(PlayerId, AdvanceReason)]) -> String {
    players
        .iter()
        .map(|(p, reason)| format!("{} — {reason}", loaded.name(*p)))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `stage` as an audit entry's fact: its kind's code ("qualifying", "semi-finals", "finals"),
/// which the log words; empty past the bracket's last stage.
pub(crate) fn stage_fact(loaded: &Loaded, stage: usize) -> Fact {
    let code = loaded
        .bracket
        .spec(stage)
        .map_or("", |spec| kind_code(spec.kind));
    Fact::Text(code.to_string())
}

/// A kind of stage as the audit log's facts name it.
pub(crate) fn kind_code(kind: StageKind) -> &'static str {
    match kind {
        StageKind::Qualifying => "qualifying",
        StageKind::SemiFinal => "semi-finals",
        StageKind::Final => "finals",
    }
}

/// A cut's list as an audit entry's fact: each player's name with their reason.
fn cut_fact(loaded: &Loaded, players: &[(PlayerId, AdvanceReason)]) -> Fact {
    let each = players.iter().map(|(player, reason)| {
        Fact::List(vec![
            Fact::Text(loaded.name(*player)),
            Fact::Reason(reason.clone()),
        ])
    });
    Fact::List(each.collect())
}

/// What a change of a game's hands means for the bracket.
pub enum Verdict {
    /// The game decided no cut already made.
    Open,
    /// The same players still qualify: only the reasons of these cuts are refreshed.
    Same(Vec<SameCut>),
    /// Others would qualify for `stage`: saved only once the organizer confirms, re-running
    /// the cut to `after`.
    Recut {
        stage: usize,
        out: Vec<seating::PlayerId>,
        into: Vec<seating::PlayerId>,
        after: Vec<(PlayerId, AdvanceReason)>,
    },
    /// The change cannot be saved.
    Refused {
        stage: usize,
        why: RefusedBecause,
        out: Vec<seating::PlayerId>,
        into: Vec<seating::PlayerId>,
    },
}

/// Why a change to a game of a closed stage is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefusedBecause {
    /// The game decided the cut, so it must stay finished (a deletion would unfinish it).
    MustStayFinished,
    /// The stage the cut leads to already has hands or penalties recorded.
    NextStageRecorded,
}

/// The verdict on one proposed change, with the bracket it was judged against.
pub struct StageGuard {
    pub verdict: Verdict,
    pub loaded: Option<Loaded>,
}

impl StageGuard {
    /// Judges giving game `game_id` the final result `result` (None: unfinished), against the
    /// bracket `loaded` as stored (None: the tournament has no bracket).
    pub async fn check(
        conn: &mut Conn,
        tournament_id: TournamentId,
        loaded: Option<Loaded>,
        game_id: GameId,
        result: Option<GameResult>,
    ) -> AppResult<Self> {
        let (tournament_id, game_id) = (tournament_id.get(), game_id.get());
        let open = |loaded| Self {
            verdict: Verdict::Open,
            loaded,
        };
        let Some(loaded) = loaded else {
            return Ok(open(None));
        };
        let Some(at) = loaded
            .game_ids
            .iter()
            .find(|(_, &id)| id == game_id)
            .map(|(&at, _)| at)
        else {
            return Ok(open(Some(loaded)));
        };
        let verdict = match effect(&loaded.bracket, at, result) {
            CutEffect::Open => Verdict::Open,
            CutEffect::Same(cuts) => Verdict::Same(cuts),
            CutEffect::Unfinished { stage } => Verdict::Refused {
                stage,
                why: RefusedBecause::MustStayFinished,
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
                        stage,
                        why: RefusedBecause::NextStageRecorded,
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
        })
    }

    /// The name of `stage` in the judged bracket ("Finals"), or "next stage".
    pub fn stage_name(&self, stage: usize) -> &'static str {
        self.loaded
            .as_ref()
            .and_then(|l| l.bracket.plan.get(stage))
            .map_or("next stage", |s| s.name)
    }

    /// The kind of stage `stage` in the judged bracket, which pages word in their language.
    pub fn stage_kind(&self, stage: usize) -> Option<StageKind> {
        self.loaded
            .as_ref()
            .and_then(|l| l.bracket.plan.get(stage))
            .map(|s| s.kind)
    }

    /// The names of `players` in the judged bracket.
    pub fn names(&self, players: &[seating::PlayerId]) -> Vec<String> {
        self.loaded
            .as_ref()
            .map(|l| players.iter().map(|&p| l.name(p)).collect())
            .unwrap_or_default()
    }

    /// Whether the change must wait: it is refused, or it re-runs a cut the organizer has not
    /// `confirmed`.
    pub fn blocks(&self, confirmed: bool) -> bool {
        match &self.verdict {
            Verdict::Refused { .. } => true,
            Verdict::Recut { .. } => !confirmed,
            _ => false,
        }
    }

    /// Stores what the saved change means for the bracket, in the caller's transaction: the
    /// refreshed reasons, or the re-run cut, each with its audit entry. `change` names the hand
    /// changed ("hand #3 at table 1 (round 2)"), `hand` is where it is as facts.
    pub async fn apply(
        &self,
        conn: &mut Conn,
        tournament_id: TournamentId,
        account_id: Option<AccountId>,
        (change, hand): (&str, &AuditDetail),
    ) -> AppResult<()> {
        let Some(loaded) = &self.loaded else {
            return Ok(());
        };
        let at = CutAt::new(tournament_id, account_id, loaded);
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
                    let facts = at
                        .stages_facts(cut.stage)
                        .with_all(hand.clone())
                        .with("advancers", cut_fact(loaded, &fresh));
                    at.note(AuditAction::BracketReasonsUpdated, &subject(cut.stage))
                        .changed(&cut_text(loaded, stored), &cut_text(loaded, &fresh))
                        .detail(facts)
                        .write::<AppError>(conn)
                        .await?;
                }
            }
            Verdict::Recut { stage, after, .. } => {
                if loaded.stages.get(*stage).is_none() {
                    return Ok(());
                }
                let subject = (subject(*stage), hand.clone());
                at.reenter(conn, *stage, subject, after).await?;
            }
        }
        Ok(())
    }
}

/// Why a cut was not made, re-run or completed; each says what to do.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CutRefused {
    #[error("The stage is not over yet.")]
    StageNotOver,
    #[error("{0}")]
    Bracket(String),
    #[error("The cut already matches the results: nothing to re-run.")]
    AlreadyMatches,
    #[error(
        "Hands or penalties of the {} are already recorded: the cut can no longer change.",
        .0.name().to_lowercase()
    )]
    NextStageRecorded(StageKind),
    #[error("Nobody needs replacing.")]
    NobodyToReplace,
    #[error("No qualified player is left to replace them.")]
    NoReplacementLeft,
}

/// The advancers of the cut after `stage` as the next stage's entry list: (player, reason); the
/// bracket's refusal in words when that cut cannot be made.
fn entry_list(loaded: &Loaded, stage: usize) -> Result<Vec<(PlayerId, AdvanceReason)>, CutRefused> {
    let cut = loaded
        .bracket
        .cut(stage)
        .map_err(|err| CutRefused::Bracket(err.to_string()))?;
    Ok(cut
        .advancers
        .iter()
        .map(|a| (PlayerId::from(a.player), a.reason.clone()))
        .collect())
}

/// The organizer's changes of a cut, each made from the bracket as stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CutChange {
    /// Make the cut of a finished stage.
    Make,
    /// Give a withdrawn finalist's place to the next qualified player.
    Replace,
    /// Re-run the cut after a correction.
    Rerun,
}

/// Makes `change` in the caller's transaction, with its audit entry; refused (nothing
/// changed) with why.
pub async fn change(
    conn: &mut Conn,
    (tournament_id, account_id): (TournamentId, Option<AccountId>),
    loaded: &Loaded,
    change: CutChange,
) -> AppResult<Result<(), CutRefused>> {
    let at = CutAt::new(tournament_id, account_id, loaded);
    match change {
        CutChange::Make => at.make_cut(conn).await,
        CutChange::Replace => at.replace_finalist(conn).await,
        CutChange::Rerun => at.rerun_cut(conn).await,
    }
}

/// What every change of a cut starts from: the tournament and the author, as the database
/// stores them, and the bracket as loaded.
struct CutAt<'a> {
    tournament_id: i64,
    account_id: Option<i64>,
    loaded: &'a Loaded,
}

impl<'a> CutAt<'a> {
    fn new(tournament: TournamentId, account: Option<AccountId>, loaded: &'a Loaded) -> Self {
        CutAt {
            tournament_id: tournament.get(),
            account_id: account.map(AccountId::get),
            loaded,
        }
    }

    /// The audit entry of `action` done to `subject` in this tournament by this author.
    fn note<'s>(&self, action: AuditAction, subject: &'s str) -> AuditNote<'s> {
        AuditNote::new(Some(self.tournament_id), self.account_id, action, subject)
    }

    /// The facts of a cut into `stage`: the stage it comes `from` and the one it goes `to`.
    fn stages_facts(&self, stage: usize) -> AuditDetail {
        let from = stage_fact(self.loaded, stage.saturating_sub(1));
        AuditDetail::new()
            .with("from", from)
            .with("to", stage_fact(self.loaded, stage))
    }

    /// Makes the cut of the stage just over: the next stage is entered by its advancers.
    async fn make_cut(&self, conn: &mut Conn) -> AppResult<Result<(), CutRefused>> {
        let loaded = self.loaded;
        let Progress::Cut { stage } = loaded.bracket.progress() else {
            return Ok(Err(CutRefused::StageNotOver));
        };
        let players = match entry_list(loaded, stage) {
            Ok(players) => players,
            Err(refused) => return Ok(Err(refused)),
        };
        let floor = db::stages::last_penalty_id(conn, self.tournament_id).await?;
        let next = stage as i64 + 1;
        db::stages::create_stage(conn, self.tournament_id, next, floor, &players).await?;
        let subject = format!(
            "{} → {}",
            loaded.stage_name(stage),
            loaded.stage_name(stage + 1)
        );
        let facts = self
            .stages_facts(stage + 1)
            .with("advancers", cut_fact(loaded, &players));
        self.note(AuditAction::BracketCutMade, &subject)
            .changed("", &cut_text(loaded, &players))
            .detail(facts)
            .write::<AppError>(conn)
            .await?;
        Ok(Ok(()))
    }

    /// Re-runs the cut into the current stage after a qualifying game was corrected, while
    /// that stage has no results yet: its seated games go and it is entered by the new
    /// advancers.
    async fn rerun_cut(&self, conn: &mut Conn) -> AppResult<Result<(), CutRefused>> {
        let loaded = self.loaded;
        let Some((stage, _, _)) = loaded.pending_recut() else {
            return Ok(Err(CutRefused::AlreadyMatches));
        };
        if db::stages::has_results_from(conn, self.tournament_id, stage as i64).await? {
            let Some(spec) = loaded.bracket.spec(stage) else {
                return Err(AppError::Corrupt(format!("bracket: no stage {stage}")));
            };
            return Ok(Err(CutRefused::NextStageRecorded(spec.kind)));
        }
        let after = match entry_list(loaded, stage - 1) {
            Ok(after) => after,
            Err(refused) => return Ok(Err(refused)),
        };
        let subject = format!(
            "{} → {} after a correction",
            loaded.stage_name(stage - 1),
            loaded.stage_name(stage)
        );
        self.reenter(conn, stage, (subject, AuditDetail::new()), &after)
            .await?;
        Ok(Ok(()))
    }

    /// Enters `stage` again with the players `after`, the cut re-run: the games already
    /// seated for it were drawn among the old players and go, with the stages after it. The
    /// audit entry says `subject` (with the facts of the hand whose correction re-ran it, if
    /// one did) and lists who was in and who is now.
    async fn reenter(
        &self,
        conn: &mut Conn,
        stage: usize,
        (subject, hand): (String, AuditDetail),
        after: &[(PlayerId, AdvanceReason)],
    ) -> AppResult<()> {
        let (tournament_id, loaded) = (self.tournament_id, self.loaded);
        db::stages::delete_rounds_from(conn, tournament_id, stage as i64).await?;
        db::stages::delete_stages_after(conn, tournament_id, stage as i64).await?;
        db::stages::set_players(conn, loaded.stage_id(stage)?, after).await?;
        let facts = self
            .stages_facts(stage)
            .with_all(hand)
            .with("advancers", cut_fact(loaded, after));
        self.note(AuditAction::BracketCutReRun, &subject)
            .changed(
                &cut_text(loaded, loaded.entered(stage)),
                &cut_text(loaded, after),
            )
            .detail(facts)
            .write(conn)
            .await
    }

    /// Gives the place of a finalist who withdrew to the next qualified player (the bracket
    /// says who), keeping everyone else's place and reason.
    async fn replace_finalist(&self, conn: &mut Conn) -> AppResult<Result<(), CutRefused>> {
        let loaded = self.loaded;
        let Progress::Replace { stage, player } = loaded.bracket.progress() else {
            return Ok(Err(CutRefused::NobodyToReplace));
        };
        let Some(replacement) = loaded.bracket.replacement(stage, player) else {
            return Ok(Err(CutRefused::NoReplacementLeft));
        };
        let before = loaded.entered(stage).to_vec();
        let (out, into) = (PlayerId::from(player), PlayerId::from(replacement.player));
        let reason = replacement.reason.replacing(&loaded.name(player));
        let after: Vec<(PlayerId, AdvanceReason)> = before
            .iter()
            .map(|(p, kept)| {
                if *p == out {
                    (into, reason.clone())
                } else {
                    (*p, kept.clone())
                }
            })
            .collect();
        db::stages::set_players(conn, loaded.stage_id(stage)?, &after).await?;
        let subject = format!(
            "{}: {} withdrew, {} takes the place",
            loaded.stage_name(stage),
            loaded.name(player),
            loaded.name(replacement.player)
        );
        let facts = AuditDetail::new()
            .with("stage", stage_fact(loaded, stage))
            .text("out", loaded.name(player))
            .text("into", loaded.name(replacement.player))
            .with("advancers", cut_fact(loaded, &after));
        self.note(AuditAction::BracketFinalistReplaced, &subject)
            .changed(&cut_text(loaded, &before), &cut_text(loaded, &after))
            .detail(facts)
            .write::<AppError>(conn)
            .await?;
        Ok(Ok(()))
    }
}
