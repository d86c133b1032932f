//! One player's hand scored (docs/rules.md §11, "Scores"): points and doubles typed, the limit
//! typed, or entries of the list picked; the score is points × 2^doubles, capped at the preset's
//! limit.

use std::fmt;

use super::list::{Group, Worth, LIST, WINNING_POINTS};
use super::Preset;
use crate::engine::listed::count_picks;

/// Typed points above this are refused: more than the list can give a hand (about 200).
pub const MAX_POINTS: i64 = 1_000;

/// Typed doubles above this are refused: more than the list can give a hand (19).
pub const MAX_DOUBLES: i64 = 20;

/// A player's hand as the score sheet gives it and stores it (`scores` of a stored hand):
/// points and doubles counted by the player (a winner's points include the 20 for winning), a
/// limit hand named no further, or entries of the list by id, one id per time the hand has the
/// entry ("dragon-set" twice for two pungs of dragons; the 20 for winning is added for the
/// winner).
pub use crate::engine::sheet::PlayerScore as Typed;

/// A player's checked score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Score {
    /// Points (0 for a limit hand).
    pub points: u32,
    /// Doubles (0 for a limit hand).
    pub doubles: u32,
    /// Whether the hand is a limit hand.
    pub limit_hand: bool,
    /// What the hand is paid and pays with: points × 2^doubles, at most the limit; the limit
    /// for a limit hand.
    pub score: u64,
}

/// Why a player's hand was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScoreError {
    #[error("points must be a whole number from 0 up; {0} is not")]
    NegativePoints(i64),
    #[error("doubles must be a whole number from 0 up; {0} is not")]
    NegativeDoubles(i64),
    #[error("{0} points is more than any hand scores (at most {MAX_POINTS})")]
    TooManyPoints(i64),
    #[error("{0} doubles is more than any hand scores (at most {MAX_DOUBLES})")]
    TooManyDoubles(i64),
    #[error("the winner's points include the {WINNING_POINTS} for winning; {0} is fewer")]
    WinnerUnderWinningPoints(i64),
    #[error("{0:?} is not an entry of the Chinese Classical list")]
    UnknownEntry(String),
    #[error("{0} counts for the winner by itself; do not pick it")]
    Automatic(&'static str),
    #[error("{0} is for the winner's complete hand only")]
    WinnerOnly(&'static str),
    #[error("{name} is picked {count} times; a hand has it at most {max}")]
    TooMany {
        name: &'static str,
        count: u32,
        max: u32,
    },
    #[error("too many {group}: {count} picked")]
    GroupFull { group: &'static str, count: u32 },
    #[error("{0} and {1} cannot be in one hand")]
    Excludes(&'static str, &'static str),
    #[error("only the winner's complete hand can be a limit hand")]
    LoserLimit,
    #[error("this preset plays without limit hands: score {0} by its points and doubles")]
    NoLimitHands(&'static str),
    #[error("{0} is a limit hand in this preset: pick the limit hand {1}")]
    LimitTwin(&'static str, &'static str),
}

impl fmt::Display for Score {
    /// The score as a sheet's note shows it: "limit 500", "32 × 2^1 = 64", "600 × 2^3 = 4800",
    /// "100 × 2^3 = 800, limit 500".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.limit_hand {
            return write!(f, "limit {}", self.score);
        }
        let full = u64::from(self.points) << self.doubles;
        write!(f, "{} × 2^{} = {full}", self.points, self.doubles)?;
        if full != self.score {
            write!(f, ", limit {}", self.score)?;
        }
        Ok(())
    }
}

impl Score {
    fn counted(points: u32, doubles: u32, preset: &Preset) -> Score {
        // points ≤ MAX_POINTS and doubles ≤ MAX_DOUBLES (or the list's smaller sums): no overflow.
        let full = u64::from(points) << doubles;
        Score {
            points,
            doubles,
            limit_hand: false,
            score: preset.limit.map_or(full, |l| full.min(u64::from(l))),
        }
    }

    fn limit(limit: u32) -> Score {
        Score {
            points: 0,
            doubles: 0,
            limit_hand: true,
            score: u64::from(limit),
        }
    }
}

/// Scores one player's hand under a preset: `winner` says whether it is the winner's.
pub fn score(typed: &Typed, winner: bool, preset: &Preset) -> Result<Score, ScoreError> {
    match typed {
        Typed::Counted { points, doubles } => {
            if *points < 0 {
                return Err(ScoreError::NegativePoints(*points));
            }
            if *doubles < 0 {
                return Err(ScoreError::NegativeDoubles(*doubles));
            }
            if *points > MAX_POINTS {
                return Err(ScoreError::TooManyPoints(*points));
            }
            if *doubles > MAX_DOUBLES {
                return Err(ScoreError::TooManyDoubles(*doubles));
            }
            if winner && *points < i64::from(WINNING_POINTS) {
                return Err(ScoreError::WinnerUnderWinningPoints(*points));
            }
            Ok(Score::counted(*points as u32, *doubles as u32, preset))
        }
        Typed::Limit => limit_score(winner, preset, "the hand"),
        Typed::Picks(ids) => picks(ids, winner, preset),
    }
}

fn limit_score(winner: bool, preset: &Preset, name: &'static str) -> Result<Score, ScoreError> {
    if !winner {
        return Err(ScoreError::LoserLimit);
    }
    match preset.limit {
        Some(l) => Ok(Score::limit(l)),
        None => Err(ScoreError::NoLimitHands(name)),
    }
}

fn picks(ids: &[String], winner: bool, preset: &Preset) -> Result<Score, ScoreError> {
    // How many times each entry of the list is picked, in the list's order.
    let counts = count_picks(LIST, ids).map_err(|id| ScoreError::UnknownEntry(id.to_owned()))?;
    let picked = || {
        LIST.iter()
            .zip(counts.iter().copied())
            .filter(|&(_, c)| c > 0)
    };
    for (e, count) in picked() {
        if e.automatic {
            return Err(ScoreError::Automatic(e.name));
        }
        if e.winner_only && !winner {
            return Err(if e.worth == Worth::Limit {
                ScoreError::LoserLimit
            } else {
                ScoreError::WinnerOnly(e.name)
            });
        }
        if count > e.max {
            return Err(ScoreError::TooMany {
                name: e.name,
                count,
                max: e.max,
            });
        }
        if let (Some(twin), Some(_)) = (e.limit_twin, preset.limit) {
            return Err(ScoreError::LimitTwin(e.name, twin));
        }
        for x in e.excludes {
            if let Some(other) = picked().find(|(o, _)| o.id == *x) {
                return Err(ScoreError::Excludes(e.name, other.0.name));
            }
        }
    }
    for group in [
        Group::Sets,
        Group::Pair,
        Group::Flush,
        Group::Composition,
        Group::Gift,
    ] {
        let count: u32 = picked()
            .filter(|(e, _)| e.group == Some(group))
            .map(|(_, c)| c)
            .sum();
        if count > group.max() {
            return Err(ScoreError::GroupFull {
                group: group.describe(),
                count,
            });
        }
    }
    if let Some((e, _)) = picked().find(|(e, _)| e.worth == Worth::Limit) {
        return limit_score(winner, preset, e.name);
    }
    let mut points = if winner { WINNING_POINTS } else { 0 };
    let mut doubles = 0;
    for (e, count) in picked() {
        match e.worth {
            Worth::Points(p) => points += p * count,
            Worth::Doubles(d) => doubles += d * count,
            Worth::Limit => {}
        }
    }
    Ok(Score::counted(points, doubles, preset))
}

#[cfg(test)]
#[path = "score_tests.rs"]
mod tests;
