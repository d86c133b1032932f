//! Closed stages: what a correction to a game would do to cuts already made.
//!
//! Once a stage's cut is made (the next stage entered), its games decided who went on. A later
//! correction to one of them (an edited, deleted or undone hand) must never change that
//! silently (issue 12): this module says, from the bracket and the game's result as it would be
//! after the correction, whether the cut would still let in the same players (only the reasons,
//! which quote totals, change), let in others (and who would go in or out), or could not be
//! made at all because the game would no longer be finished. Pure: the caller replays the
//! corrected game through the engine and decides what to store.

use crate::tournament::bracket::{Advance, AdvanceReason, Bracket, GameResult};
use crate::tournament::players::PlayerId;
use crate::tournament::seating;

/// Where a game sits in the bracket: stage, game (round) of the stage, table — as in
/// [`crate::tournament::bracket::GameRecord`].
pub type GameAt = (usize, usize, usize);

/// A cut that comes out with the same players, and its reasons before and after.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SameCut {
    /// The stage the cut leads into.
    pub stage: usize,
    pub before: Vec<Advance>,
    pub after: Vec<Advance>,
}

/// What a correction does to the cuts already made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CutEffect {
    /// The game's stage has no cut made after it (or the game is outside the bracket).
    Open,
    /// Every cut made since the game's stage lets in the same players.
    Same(Vec<SameCut>),
    /// The cut into `stage` would let in other players.
    Changes {
        stage: usize,
        /// In now, out after the correction.
        out: Vec<seating::PlayerId>,
        /// Out now, in after the correction.
        into: Vec<seating::PlayerId>,
        /// The cut as it would be made after the correction, in entry order.
        advancers: Vec<Advance>,
    },
    /// The game would no longer be finished, so the cut into `stage` could not be made.
    Unfinished { stage: usize },
}

/// The effect of giving game `at` the result `result` (`None`: not finished) on every cut made
/// since its stage. Stages carrying scores over make a later cut depend on the game too, so each
/// cut up to the current stage is compared.
pub fn effect(bracket: &Bracket, at: GameAt, result: Option<GameResult>) -> CutEffect {
    let stage = at.0;
    let entered = bracket.rosters.len();
    if stage + 1 >= entered {
        return CutEffect::Open;
    }
    let mut proposed = bracket.clone();
    let Some(record) = proposed
        .games
        .iter_mut()
        .find(|g| (g.stage, g.round, g.table) == at)
    else {
        return CutEffect::Open;
    };
    record.result = result;
    let mut same = Vec::new();
    for cut_stage in stage..entered - 1 {
        let Ok(now) = bracket.cut(cut_stage) else {
            // The cut cannot be made from the stored results either (a stage reopened by hand):
            // nothing settled to protect.
            return CutEffect::Open;
        };
        let Ok(after) = proposed.cut(cut_stage) else {
            return CutEffect::Unfinished {
                stage: cut_stage + 1,
            };
        };
        let players = |cut: &[Advance]| {
            let mut list: Vec<seating::PlayerId> = cut.iter().map(|a| a.player).collect();
            list.sort_unstable();
            list
        };
        let (before_set, after_set) = (players(&now.advancers), players(&after.advancers));
        if before_set != after_set {
            return CutEffect::Changes {
                stage: cut_stage + 1,
                out: before_set
                    .iter()
                    .copied()
                    .filter(|p| !after_set.contains(p))
                    .collect(),
                into: after_set
                    .iter()
                    .copied()
                    .filter(|p| !before_set.contains(p))
                    .collect(),
                advancers: after.advancers,
            };
        }
        same.push(SameCut {
            stage: cut_stage + 1,
            before: now.advancers,
            after: after.advancers,
        });
    }
    CutEffect::Same(same)
}

/// The stored entries of a stage with the reasons a cut gave them brought up to date: an entry
/// whose reason is the one the cut gives now takes the reason it gives after the correction;
/// any other (a replacement's, written when a finalist withdrew) is kept as written.
pub fn refreshed_reasons(
    stored: &[(PlayerId, AdvanceReason)],
    cut: &SameCut,
) -> Vec<(PlayerId, AdvanceReason)> {
    stored
        .iter()
        .map(|(player, reason)| {
            let of = |list: &[Advance]| {
                list.iter()
                    .find(|a| PlayerId::from(a.player) == *player)
                    .map(|a| a.reason.clone())
            };
            match (of(&cut.before), of(&cut.after)) {
                (Some(before), Some(after)) if before == *reason => (*player, after),
                _ => (*player, reason.clone()),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::Score;
    use crate::tournament::bracket::{plan, GameRecord};

    fn result(scores: [i64; 4]) -> GameResult {
        let mut order: Vec<usize> = (0..4).collect();
        order.sort_by_key(|&s| std::cmp::Reverse(scores[s]));
        let mut ranks = [0u8; 4];
        for (place, seat) in order.into_iter().enumerate() {
            ranks[seat] = place as u8 + 1;
        }
        GameResult {
            scores: scores.map(Score::whole).to_vec(),
            ranks: ranks.to_vec(),
        }
    }

    /// Seven entrants: tables {1,2,3,4} and {5,6,7, organizer}, two games each, cut made.
    fn seven_after_the_cut() -> Bracket {
        let game = |round, table, seats: [Option<u32>; 4], scores| GameRecord {
            stage: 0,
            round,
            table,
            seats: seats.to_vec(),
            result: Some(result(scores)),
        };
        let a = [Some(1), Some(2), Some(3), Some(4)];
        let b = [Some(5), Some(6), Some(7), None];
        let mut bracket = Bracket {
            plan: plan(7, None).unwrap(),
            rosters: vec![(1..=7).collect()],
            games: vec![
                game(0, 0, a, [40, 20, -20, -40]),
                game(0, 1, b, [30, 10, -10, -30]),
                game(1, 0, a, [25, 15, -10, -30]),
                game(1, 1, b, [30, 10, -10, -30]),
            ],
            penalties: Vec::new(),
            withdrawn: Vec::new(),
            seed: 3,
        };
        let cut = bracket.cut(0).unwrap();
        bracket
            .rosters
            .push(cut.advancers.iter().map(|a| a.player).collect());
        bracket
    }

    #[test]
    fn a_game_of_the_stage_being_played_is_open() {
        let mut bracket = seven_after_the_cut();
        bracket.rosters.pop();
        assert_eq!(
            effect(&bracket, (0, 1, 0), Some(result([0, 0, 0, 0]))),
            CutEffect::Open
        );
    }

    #[test]
    fn a_correction_that_keeps_the_qualifiers_only_refreshes_their_reasons() {
        let bracket = seven_after_the_cut();
        // Player 1 wins by less in game 2: still first at table 1.
        let CutEffect::Same(cuts) = effect(&bracket, (0, 1, 0), Some(result([20, 15, -5, -30])))
        else {
            panic!("the same four go on");
        };
        assert_eq!(cuts.len(), 1);
        assert_eq!(cuts[0].stage, 1);
        let stored: Vec<(PlayerId, AdvanceReason)> = cuts[0]
            .before
            .iter()
            .map(|a| (PlayerId::from(a.player), a.reason.clone()))
            .chain([(
                PlayerId::from(9),
                AdvanceReason::Written("next at table 1 (+3), in place of Zoë".to_string()),
            )])
            .collect();
        let said = |reason: &AdvanceReason| reason.to_string();
        assert!(
            said(&stored[0].1).contains("+65 over two games"),
            "{stored:?}"
        );
        let fresh = refreshed_reasons(&stored, &cuts[0]);
        assert!(
            said(&fresh[0].1).contains("+60 over two games"),
            "{fresh:?}"
        );
        assert_eq!(fresh[4], stored[4], "a replacement's reason is kept");
    }

    #[test]
    fn a_correction_that_changes_the_qualifiers_says_who_goes_in_and_out() {
        let bracket = seven_after_the_cut();
        // Game 2 at table 1 now goes to player 3 by a lot: 3 (+55) passes 2 (+20 − 20).
        let effect = effect(&bracket, (0, 1, 0), Some(result([-20, -20, 75, -35])));
        let CutEffect::Changes {
            stage,
            out,
            into,
            advancers,
        } = effect
        else {
            panic!("the cut changes: {effect:?}");
        };
        assert_eq!((stage, out, into), (1, vec![2], vec![3]));
        assert_eq!(advancers.len(), 4);
    }

    #[test]
    fn a_game_that_would_no_longer_be_finished_cannot_keep_its_cut() {
        let bracket = seven_after_the_cut();
        assert_eq!(
            effect(&bracket, (0, 1, 1), None),
            CutEffect::Unfinished { stage: 1 }
        );
    }
}
