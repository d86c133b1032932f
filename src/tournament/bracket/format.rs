//! Format planning: which stages a bracket has for a number of entrants — the club's fixed
//! formats for 4 to 8, a [`LargeField`] chosen by the organizer above that — how each stage
//! is seated, how its score carries over and who it sends on (RULES.md §5). Playing the
//! stages is `Bracket`'s job (`mod.rs`); making a cut is `cuts.rs`'s.

use crate::engine::game::Score;
use crate::tournament::seating::{SeatingError, SeatingMode};
use serde::{Deserialize, Serialize};

/// How a stage's score starts from the previous stage's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Carry {
    /// Start from 0, as the club does for its finals.
    Reset,
    /// Start from the previous stage's total.
    Keep,
    /// Start from half the previous stage's total, rounded toward zero to the hundredth.
    Half,
}

impl Carry {
    pub const ALL: [Carry; 3] = [Carry::Reset, Carry::Keep, Carry::Half];

    pub fn id(self) -> &'static str {
        match self {
            Carry::Reset => "reset",
            Carry::Keep => "keep",
            Carry::Half => "half",
        }
    }

    pub fn from_id(id: &str) -> Option<Carry> {
        Self::ALL.into_iter().find(|c| c.id() == id)
    }

    pub fn label(self) -> &'static str {
        match self {
            Carry::Reset => "scores reset to 0",
            Carry::Keep => "scores carried over",
            Carry::Half => "half the score carried over",
        }
    }

    pub(super) fn apply(self, previous: Score) -> Score {
        match self {
            Carry::Reset => Score::default(),
            Carry::Keep => previous,
            Carry::Half => Score::from_hundredths(previous.hundredths() / 2),
        }
    }
}

/// The organizer's plan for more than eight entrants.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LargeField {
    /// Qualifying rounds, each seated to avoid repeat meetings with winds balanced (tables of three completed by the
    /// organizer).
    pub qualifying_rounds: usize,
    /// How many advance after qualifying: 4 (straight to the final table), 8 (two semi-final
    /// tables, the top two of each go on) or 16 (four semi-final tables, the winner of each
    /// goes on).
    pub cut: usize,
    /// Games each semi-final table plays (the same four play them all).
    pub semi_games: usize,
    pub semi_carry: Carry,
    /// Games of the final table.
    pub final_games: usize,
    pub final_carry: Carry,
}

/// The cut sizes a large field may choose.
pub const CUTS: [usize; 3] = [4, 8, 16];
/// Most games a stage may plan; a guard against a mistyped number.
pub const MAX_STAGE_GAMES: usize = 20;

/// What kind of stage.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StageKind {
    Qualifying,
    SemiFinal,
    Final,
}

/// How each game (round) of a stage is seated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seating {
    /// The club's five-or-six qualifier: game 1 draws four of the entrants, game 2 draws the
    /// four not yet qualified.
    ClubFiveSix,
    /// Tables formed for the first game stay together for every game of the stage; the winds
    /// are drawn again each game. The tables are drawn at random.
    SameTablesDrawn,
    /// As [`Seating::SameTablesDrawn`], but the tables are formed from the cut order so the
    /// strongest qualifiers are spread out: table t of T takes places t, 2T+1−t, 2T+t, …
    /// (a snake over the ranking). Only the winds are drawn.
    SameTablesSnake,
    /// Every game seated afresh from the whole roster by the balanced optimiser, given the games
    /// before it: repeat meetings avoided, winds balanced (RULES.md §5 for more than 8).
    BalancedEachRound,
}

impl Seating {
    /// The seating mode a round of this stage is stored with: the balanced optimiser's rounds
    /// as balanced, every drawn seating as random.
    pub fn round_mode(self) -> SeatingMode {
        match self {
            Seating::ClubFiveSix | Seating::SameTablesDrawn | Seating::SameTablesSnake => {
                SeatingMode::Random
            }
            Seating::BalancedEachRound => SeatingMode::Balanced,
        }
    }
}

/// Who goes on to the next stage when a stage is over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CutRule {
    /// The club's five-or-six qualifier: the first `places[g]` of game g advance.
    GamePlaces(Vec<usize>),
    /// The top `n` of each table by the stage's score.
    TopPerTable(usize),
    /// The top `n` of the whole stage by its score.
    TopOverall(usize),
    /// The last stage: nobody goes on, the first is the champion.
    Champion,
}

/// One stage of the plan.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StageSpec {
    pub kind: StageKind,
    pub name: &'static str,
    /// Games (rounds) the stage plays.
    pub rounds: usize,
    pub seating: Seating,
    /// How the stage's score starts from the previous stage's (ignored for the first stage).
    pub carry: Carry,
    pub cut: CutRule,
}

/// Why a bracket cannot be planned or advanced.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BracketError {
    #[error("{0} checked-in entrants are too few: a bracket needs at least 4")]
    TooFew(usize),
    #[error(
        "{0} entrants is more than the club's brackets cover: choose qualifying rounds and a cut"
    )]
    NeedsLargeField(usize),
    #[error("choose a cut to the top 4, 8 or 16 (not {0})")]
    BadCut(usize),
    #[error("a cut to the top {cut} needs more than {cut} entrants (there are {entrants})")]
    CutTooLarge { cut: usize, entrants: usize },
    #[error("every stage needs between 1 and {MAX_STAGE_GAMES} games")]
    BadGameCount,
    #[error("the stage is not over: every game must be seated and finished first")]
    StageNotOver,
    #[error("the last stage has no cut")]
    NoNextStage,
    #[error("the format has no stage {0}")]
    NoSuchStage(usize),
    #[error("seating: {0}")]
    Seating(#[from] SeatingError),
}

/// The stages for `entrants` checked-in players: the club's fixed brackets up to eight, the
/// organizer's `large` plan above.
pub fn plan(entrants: usize, large: Option<&LargeField>) -> Result<Vec<StageSpec>, BracketError> {
    let finals = |rounds: usize, carry: Carry| StageSpec {
        kind: StageKind::Final,
        name: "Finals",
        rounds,
        seating: Seating::SameTablesDrawn,
        carry,
        cut: CutRule::Champion,
    };
    let qualifying = |rounds: usize, seating: Seating, cut: CutRule| StageSpec {
        kind: StageKind::Qualifying,
        name: "Qualifying",
        rounds,
        seating,
        carry: Carry::Reset,
        cut,
    };
    match entrants {
        0..=3 => Err(BracketError::TooFew(entrants)),
        // RULES §5: three finals games when there were five or fewer entrants.
        4 => Ok(vec![finals(3, Carry::Reset)]),
        5 | 6 => {
            let places = if entrants == 5 {
                vec![1, 3]
            } else {
                vec![2, 2]
            };
            Ok(vec![
                qualifying(2, Seating::ClubFiveSix, CutRule::GamePlaces(places)),
                finals(if entrants == 5 { 3 } else { 2 }, Carry::Reset),
            ])
        }
        7 | 8 => Ok(vec![
            qualifying(2, Seating::SameTablesDrawn, CutRule::TopPerTable(2)),
            finals(2, Carry::Reset),
        ]),
        _ => {
            let large = large.ok_or(BracketError::NeedsLargeField(entrants))?;
            if !CUTS.contains(&large.cut) {
                return Err(BracketError::BadCut(large.cut));
            }
            if large.cut >= entrants {
                return Err(BracketError::CutTooLarge {
                    cut: large.cut,
                    entrants,
                });
            }
            let counts = [large.qualifying_rounds, large.semi_games, large.final_games];
            if counts.iter().any(|&n| n == 0 || n > MAX_STAGE_GAMES) {
                return Err(BracketError::BadGameCount);
            }
            let mut stages = vec![qualifying(
                large.qualifying_rounds,
                Seating::BalancedEachRound,
                CutRule::TopOverall(large.cut),
            )];
            if large.cut > 4 {
                // Eight: two tables, two from each; sixteen: four tables, one from each. Either
                // way four reach the final table.
                stages.push(StageSpec {
                    kind: StageKind::SemiFinal,
                    name: "Semi-finals",
                    rounds: large.semi_games,
                    seating: Seating::SameTablesSnake,
                    carry: large.semi_carry,
                    cut: CutRule::TopPerTable(16 / large.cut),
                });
            }
            stages.push(finals(large.final_games, large.final_carry));
            Ok(stages)
        }
    }
}
