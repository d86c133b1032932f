//! Clear Mahjong's replay (docs/rules.md §16): each hand is played and paid as riichi's
//! (`styles::riichi::replay`, counters, deposits and busting included), with the seed's
//! changes on top — after South 4 the rounds start again at East 1 instead of ending the game;
//! a win clears the conditions its hand holds for the winner's team; the game ends as soon as a
//! team has cleared all five or a player is below zero, and the teams' result decides the
//! final score ([`super::teams`]).

use super::conditions::{cleared_by, Cleared};
use super::teams::{team_result, with_team_bonus, Team};
use crate::engine::game::error::GameError;
use crate::engine::game::replay::{Replay, Table};
use crate::engine::payment::RIICHI_DEPOSIT;
use crate::engine::ruleset::TimeRule;
use crate::engine::sheet::{
    final_score, settle_leftover_deposits, FinalResult, GameEnd, Hand, Note, NotePart, Outcome,
    Position, Round, Row, StyleFacts,
};
use crate::engine::styles::riichi::replay::RiichiReplay;

/// The replay of a Clear Mahjong game: riichi's position, and the conditions each team has
/// cleared so far.
#[derive(Debug, Clone, Copy, Default)]
pub struct ClearReplay {
    cleared: [Cleared; 2],
}

impl Replay for ClearReplay {
    fn play(&mut self, table: Table<'_>, hand: &Hand) -> Result<(Row, Position), GameError> {
        // Riichi's declarations and, beyond them, the conditions its winners held.
        GameError::refuse_unread(hand, table.rules, |part| {
            matches!(part, StyleFacts::Riichi(_) | StyleFacts::Clear(_))
        })?;
        let gained = conditions_won(hand, table.rules.id)?;
        let (mut row, mut next) = RiichiReplay.play(table, &hand.clone().without_conditions())?;
        // Riichi's "game over" moves to the end, after the teams' news.
        let mut note = row.note;
        if note.parts.last() == Some(&NotePart::GameOver) {
            note.parts.pop();
        }
        cycle_past_south(table, hand, &mut next, &mut note);
        let cleared = [0, 1].map(|t| self.cleared[t].union(gained[t]));
        for team in Team::BOTH {
            let new = cleared[team.index()].new_since(self.cleared[team.index()]);
            if !new.is_empty() {
                let conditions = new.conditions().collect();
                note.push(NotePart::TeamClears { team, conditions });
            }
            if cleared[team.index()].is_all() {
                note.push(NotePart::TeamClearedAll { team });
                if next.ended != Some(GameEnd::Bust) {
                    next.ended = Some(GameEnd::Cleared);
                }
            }
        }
        if let Some(end) = next.ended {
            let result = team_result(cleared, next.points, end);
            note.push(NotePart::TeamResult {
                winner: result.winner,
                why: result.why,
            });
            note.push(NotePart::GameOver);
        }
        row.note = note;
        row.ended = next.ended.is_some();
        self.cleared = cleared;
        Ok((row, next))
    }

    fn final_result(&self, table: Table<'_>) -> Option<FinalResult> {
        let p = table.position;
        let end = p.ended?;
        let rules = table.rules;
        let points = settle_leftover_deposits(p.points, p.deposits, RIICHI_DEPOSIT, rules.table);
        let result = team_result(self.cleared, p.points, end);
        Some(with_team_bonus(
            final_score(rules, points, p.chombos),
            result,
        ))
    }

    fn boxed_clone(&self) -> Box<dyn Replay> {
        Box::new(*self)
    }
}

impl ClearReplay {
    /// The conditions each team has cleared so far.
    pub fn cleared(&self) -> [Cleared; 2] {
        self.cleared
    }
}

/// The conditions the hand's winners clear, per team; the first winner whose written
/// conditions cannot be refuses the hand.
pub fn conditions_won(hand: &Hand, ruleset: &'static str) -> Result<[Cleared; 2], GameError> {
    let winners = match &hand.outcome {
        Outcome::Ron { winners, .. } => winners.as_slice(),
        Outcome::Tsumo { winner } => std::slice::from_ref(winner),
        Outcome::Draw { .. } | Outcome::Abortive {} | Outcome::Chombo { .. } => &[],
    };
    let mut gained = [Cleared::NONE; 2];
    for (index, winner) in winners.iter().enumerate() {
        let cleared = cleared_by(winner, hand.facts.conditions(index))?;
        let team = Team::of(winner.seat).index();
        gained[team] = gained[team].union(cleared);
    }
    // A winner the hand does not have (a draw's, a second winner of a ron won by one) writes
    // nothing: the list is refused rather than dropped.
    let written = hand.facts.clear_facts().map_or(0, |f| f.conditions.len());
    if written > winners.len() {
        return Err(GameError::NotAllowed {
            what: "conditions written for a winner the hand does not have (`conditions`)",
            ruleset,
        });
    }
    Ok(gained)
}

/// Where riichi's replay ended the game after South 4, Clear Mahjong goes on at East 1
/// (docs/rules.md §16); a hand played as the round's time ran out then ends it, as in riichi.
fn cycle_past_south(table: Table<'_>, hand: &Hand, next: &mut Position, note: &mut Note) {
    if next.ended != Some(GameEnd::LastDealOver) {
        return;
    }
    next.ended = None;
    next.round = Round::first(table.rules.table);
    note.push(NotePart::RoundsStartAgain);
    if hand.time_up && table.rules.time_rule == TimeRule::FinishHand {
        next.ended = Some(GameEnd::TimeUp);
        note.push(NotePart::TimeUp);
    }
}
