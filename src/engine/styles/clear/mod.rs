//! Clear Mahjong (docs/rules.md §16), a riichi variant from Fukumoto's *Ten* as the club's
//! document on simple variants gives it: four players in two teams of two, the partners
//! starting East and North against those starting South and West, playing riichi as the club
//! does with three changes — the rounds go on past South (East again) until the game ends; a
//! win whose hand scores one of five yaku clears that condition for the winner's team, except a
//! hand scoring junchan or suuankou, which clears nothing; the game ends when a player is below
//! zero (the other team wins) or when a team has cleared all five (that team wins).
//!
//! A hand scored from its tiles clears its conditions by itself (from the yaku the evaluator
//! found); a hand typed by han and fu writes which of the five it held, checked against the
//! typed value ([`conditions::cleared_by`]). Where the seed is silent (the score of a game, a
//! team clearing all five as its own player busts, both teams below zero, the end at time,
//! which typed claims can be) the decisions are docs/rules.md §16's and are written beside the
//! code that makes them.

pub mod conditions;
pub mod facts;
mod replay;
pub mod team_and_condition;
pub mod teams;
#[cfg(test)]
mod tests;

pub use conditions::{Cleared, Condition};
pub use replay::{conditions_won, ClearReplay};
pub use teams::{team_result, Team, TeamResult};

use super::team_game::TeamGame;
use super::{Facts, StyleId, StyleRules};
use crate::engine::game::replay::Replay;
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::TableSize;
use crate::engine::sheet::{GameEnd, Hand, Position, ValueError, Winner, WinnerFacts};

/// The Clear Mahjong preset ids.
pub const PRESETS: &[&str] = &["clear"];

/// Clear Mahjong, as the registry knows it.
pub struct Clear;

impl Ruleset {
    /// Clear Mahjong as tenbou plays it (`clear`, docs/rules.md §16): the club's riichi (its
    /// payments, counters, riichi deposits, abortive draws, nagashi mangan, busting below zero)
    /// with East and South cycling until a team wins, no agari-yame (the game has no last
    /// round), and a final score of the points above or below the 25,000 start in thousands
    /// with no uma or oka, to which the team's result adds its bonus
    /// ([`teams::TEAM_BONUS`]).
    pub fn clear() -> Ruleset {
        Ruleset {
            id: "clear",
            name: "Clear Mahjong (two teams of two)",
            style: StyleId::Clear,
            ..Ruleset::club_night(25_000)
        }
    }
}

/// The style's plain answers: riichi's, with the game's length fixed by its own end.
pub const FACTS: Facts = Facts::club_night(
    StyleId::Clear,
    "Clear Mahjong (teams of two)",
    TableSize::FOUR,
    PRESETS,
    |id| (id == PRESETS[0]).then(Ruleset::clear),
    check_value,
);

impl StyleRules for Clear {
    fn facts(&self) -> &'static Facts {
        &FACTS
    }

    fn game(&self, _rules: &Ruleset, _names: [&str; 4]) -> Box<dyn Replay> {
        Box::new(ClearReplay::default())
    }

    fn plays_in_teams(&self) -> bool {
        true
    }

    /// East–North against South–West, and the side the teams' result names.
    fn team_game(&self, rules: &Ruleset, played: &[Hand], position: &Position) -> Option<TeamGame> {
        let end = position.ended?;
        let result = result_after(played, rules, position.points, end);
        Some(TeamGame {
            sides: Team::BOTH.map(Team::seats),
            winner: result.winner.map(Team::index),
        })
    }
}

/// Whether `winner`'s value is a riichi value and the conditions it wrote can be held by it.
pub fn check_value(winner: &Winner, written: WinnerFacts<'_>) -> Result<(), ValueError> {
    winner.value()?;
    conditions::cleared_by(winner, written.conditions).map(drop)
}

/// Each team's conditions after `hands` (the hands a game has played, in order), for the
/// sheet; a hand whose conditions cannot be is passed over, as the replay would have stopped
/// before it.
pub fn cleared_after(hands: &[Hand], rules: &Ruleset) -> [Cleared; 2] {
    hands
        .iter()
        .filter_map(|hand| conditions_won(hand, rules.id).ok())
        .fold([Cleared::NONE; 2], |sum, won| {
            [sum[0].union(won[0]), sum[1].union(won[1])]
        })
}

/// The teams' result of a finished game from its hands, its final points and its end.
pub fn result_after(hands: &[Hand], rules: &Ruleset, points: [i32; 4], end: GameEnd) -> TeamResult {
    team_result(cleared_after(hands, rules), points, end)
}
