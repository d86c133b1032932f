//! Format planning: which stages a bracket has for a number of entrants — the club's fixed
//! formats for 4 to 8, a [`LargeField`] chosen by the organizer above that — how each stage
//! is seated, how its score carries over and who it sends on (docs/rules.md §5). Playing the
//! stages is `Bracket`'s job (`mod.rs`); making a cut is `cuts.rs`'s.
//!
//! The club's brackets are written for tables of four (riichi, and Hong Kong Old Style, whose
//! game scores are its points from 0 and rank the same way). A sanma event (tables of three,
//! docs/rules.md §6) has no club format, so tenbou decides, by the same pattern at one seat fewer:
//! three entrants go straight to a final table of three playing three games (scores reset);
//! from four entrants on the organizer chooses a [`LargeField`] plan with a cut to the top
//! 3 (straight to the final table), 6 (two semi-final tables of three; the winner of each and
//! the better runner-up go on) or 9 (three semi-final tables; the winner of each goes on).
//! Fixed formats for four to eight sanma players like the club's five-or-six qualifier were
//! not invented: a plan the organizer reads and chooses is clearer than a rule nobody wrote.

use crate::engine::game::Score;
use crate::tournament::seating::{SeatingError, SeatingMode, TableSize};
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

/// The organizer's plan for a field no fixed format covers: more than eight at tables of four,
/// more than three in sanma.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LargeField {
    /// Qualifying rounds, each seated to avoid repeat meetings with winds balanced (tables one
    /// seat short completed by the organizer: of three, or of two in sanma).
    pub qualifying_rounds: usize,
    /// How many advance after qualifying. Tables of four: 4 (straight to the final table), 8
    /// (two semi-final tables, the top two of each go on) or 16 (four semi-final tables, the
    /// winner of each goes on). Tables of three (sanma): 3 (straight to the final table), 6
    /// (two semi-final tables, the winner of each and the better runner-up go on) or 9 (three
    /// semi-final tables, the winner of each goes on).
    pub cut: usize,
    /// Games each semi-final table plays (the same players play them all).
    pub semi_games: usize,
    pub semi_carry: Carry,
    /// Games of the final table.
    pub final_games: usize,
    pub final_carry: Carry,
}

/// The cut sizes a large field may choose at tables of four.
pub const CUTS: [usize; 3] = [4, 8, 16];
/// The cut sizes a large field may choose at tables of three (sanma).
pub const CUTS_THREE: [usize; 3] = [3, 6, 9];

/// The cut sizes a large field may choose at tables of `table` seats: one final table, two
/// semi-final tables or the largest semi-final round the table size allows. None at a table
/// size the club's brackets do not cover (two or five seats).
pub fn cuts_for(table: TableSize) -> &'static [usize] {
    match table {
        TableSize::FOUR => &CUTS,
        TableSize::THREE => &CUTS_THREE,
        _ => &[],
    }
}
/// Most games a stage may plan; a guard against a mistyped number.
pub const MAX_STAGE_GAMES: usize = 20;

/// What kind of stage.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StageKind {
    Qualifying,
    SemiFinal,
    Final,
}

impl StageKind {
    /// The stage's English name, as the audit log, the standings CSV and the command line
    /// write it; pages word the kind in the reader's language.
    pub fn name(self) -> &'static str {
        match self {
            StageKind::Qualifying => "Qualifying",
            StageKind::SemiFinal => "Semi-finals",
            StageKind::Final => "Finals",
        }
    }
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
    /// before it: repeat meetings avoided, winds balanced (docs/rules.md §5 for more than 8).
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
    /// The top `per_table` of each table, then the `best` strongest of everyone else by the
    /// stage's score (the runners-up first, since the best of the rest is always second at
    /// their table): sanma's two semi-final tables send three to the final table this way.
    TopPerTableAndBest { per_table: usize, best: usize },
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
    /// Seats at each of the stage's tables: the tournament's ruleset decides (three in sanma).
    pub table: TableSize,
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
    #[error("{0} checked-in entrants are too few: a sanma bracket needs at least 3")]
    TooFewForThree(usize),
    #[error("at tables of three choose a cut to the top 3, 6 or 9 (not {0})")]
    BadCutForThree(usize),
    #[error(
        "the club's brackets are played at tables of three or four; a table of {} has none: \
         rank the event by its standings",
        .0.in_words()
    )]
    NoBracketAt(TableSize),
    #[error(
        "a game played in teams of two has no bracket: a cut ranks players one by one and \
         would part the partners; rank the event by its standings"
    )]
    PlayedInTeams,
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

/// The stages for `entrants` checked-in players at tables of four: the club's fixed brackets
/// up to eight, the organizer's `large` plan above.
pub fn plan(entrants: usize, large: Option<&LargeField>) -> Result<Vec<StageSpec>, BracketError> {
    plan_for(TableSize::FOUR, entrants, large)
}

/// The stages for `entrants` checked-in players at tables of `table` seats (the tournament's
/// ruleset): [`plan`]'s club formats at four; at three (sanma) a final table straight away for
/// three entrants and the organizer's `large` plan from four on (see the module header).
pub fn plan_for(
    table: TableSize,
    entrants: usize,
    large: Option<&LargeField>,
) -> Result<Vec<StageSpec>, BracketError> {
    let finals = |rounds: usize, carry: Carry| StageSpec {
        kind: StageKind::Final,
        name: StageKind::Final.name(),
        rounds,
        seating: Seating::SameTablesDrawn,
        carry,
        cut: CutRule::Champion,
        table,
    };
    let qualifying = |rounds: usize, seating: Seating, cut: CutRule| StageSpec {
        kind: StageKind::Qualifying,
        name: StageKind::Qualifying.name(),
        rounds,
        seating,
        carry: Carry::Reset,
        cut,
        table,
    };
    if cuts_for(table).is_empty() {
        return Err(BracketError::NoBracketAt(table));
    }
    let seats = table.count();
    match (table, entrants) {
        (TableSize::FOUR, 0..=3) => Err(BracketError::TooFew(entrants)),
        (TableSize::THREE, 0..=2) => Err(BracketError::TooFewForThree(entrants)),
        // RULES §5: three finals games when there were five or fewer entrants; a sanma field
        // that fills one table is the same case.
        (TableSize::FOUR, 4) | (TableSize::THREE, 3) => Ok(vec![finals(3, Carry::Reset)]),
        (TableSize::FOUR, 5 | 6) => {
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
        (TableSize::FOUR, 7 | 8) => Ok(vec![
            qualifying(2, Seating::SameTablesDrawn, CutRule::TopPerTable(2)),
            finals(2, Carry::Reset),
        ]),
        _ => {
            let large = large.ok_or(BracketError::NeedsLargeField(entrants))?;
            if !cuts_for(table).contains(&large.cut) {
                return Err(if table == TableSize::THREE {
                    BracketError::BadCutForThree(large.cut)
                } else {
                    BracketError::BadCut(large.cut)
                });
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
            if large.cut > seats {
                // Whatever the cut, one final table of `seats` players comes out of the
                // semi-finals. Fours: eight make two tables, two from each; sixteen four tables,
                // one from each. Threes: nine make three tables, one from each; six make two
                // tables, one from each and the better runner-up.
                let semi_tables = large.cut / seats;
                let per_table = (seats / semi_tables).max(1);
                let best = seats.saturating_sub(per_table * semi_tables);
                stages.push(StageSpec {
                    kind: StageKind::SemiFinal,
                    name: StageKind::SemiFinal.name(),
                    rounds: large.semi_games,
                    seating: Seating::SameTablesSnake,
                    carry: large.semi_carry,
                    cut: if best == 0 {
                        CutRule::TopPerTable(per_table)
                    } else {
                        CutRule::TopPerTableAndBest { per_table, best }
                    },
                    table,
                });
            }
            stages.push(finals(large.final_games, large.final_carry));
            Ok(stages)
        }
    }
}
