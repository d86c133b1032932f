//! Brackets: the stages of a tournament (qualifying, semi-finals, finals), who plays which game
//! in each, who advances and why, and the final ranking (docs/rules.md §5).
//!
//! Pure like the rest of the tournament module: the caller passes the entrants, the stored
//! rosters of the stages entered so far, the finished games with their engine final scores, the
//! penalties already attributed to a stage, and a seed. Scores are never computed here from
//! points: a game's final scores and places come from the engine through the caller.
//!
//! The club's formats (4 to 8 entrants) are fixed by its rules; larger fields use
//! [`LargeField`], chosen by the organizer: qualifying rounds seated to avoid repeat meetings (docs/rules.md §5), a cut to the top
//! 4, 8 or 16, semi-final tables when the cut is larger than 4, then one final table.
//! Every table of a bracket has the tournament's table size ([`StageSpec::table`]): a sanma
//! event (docs/rules.md §6) plays its qualifying rounds, semi-finals and final at tables of three,
//! with cuts of 3, 6 or 9 (see `format`). Hong Kong Old Style plays the four-player formats
//! with its points as the game scores; scores from 0 that go negative rank, carry (half rounds
//! toward zero) and break ties exactly like riichi final scores.
//!
//! Ties at a cut line are broken in this order (docs/rules.md §5 and the issue that introduced the
//! stages): total score, best single game, fewer penalty points, then a random draw made from
//! the bracket's stored seed, so anyone can check it. Ties inside one game never reach this
//! code: the engine already ranks equal points by starting seat.
//!
//! Three files: `format` plans the stages of a format, `cuts` decides who goes on after a
//! stage (and the final ranking), and this file plays the stages — their lines, tables and
//! seating — over the stored games.

use crate::engine::game::Score;
use crate::tournament::seating::{
    plan_for as plan_seating, random_draw_for, PlanRequest, PlayerId, RoundSeating, SeatingMode,
    TableRule, TableSize,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;

mod cuts;
mod format;
mod reasons;
#[cfg(test)]
mod tests;

use cuts::rank_key;
pub use cuts::{separation, snake};
pub use format::{
    cuts_for, plan, plan_for, BracketError, Carry, CutRule, LargeField, Seating, StageKind,
    StageSpec, CUTS, CUTS_THREE, MAX_STAGE_GAMES,
};
pub use reasons::{AdvanceReason, ReplacedBy, TablePlace, TieNote};

/// A game's result as the engine scored it, one entry per person at the table: the seats'
/// in starting-seat order, then the fifth person's at an American table of five
/// (docs/rules.md §10).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameResult {
    /// Each person's final score.
    pub scores: Vec<Score>,
    /// Each person's place from 1 (the engine has broken ties by seat).
    pub ranks: Vec<u8>,
}

impl GameResult {
    /// The result from each person's final score and place, in the order of the people.
    pub fn of_people(people: &[(Score, u8)]) -> GameResult {
        GameResult {
            scores: people.iter().map(|&(score, _)| score).collect(),
            ranks: people.iter().map(|&(_, place)| place).collect(),
        }
    }
}

/// One seated game of a stage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    /// Index of the stage in the plan.
    pub stage: usize,
    /// Index of the game (round) within the stage, from 0.
    pub round: usize,
    /// Index of the table within the round, from 0.
    pub table: usize,
    /// Per person at the table: one per starting seat (`None` is the organizer filling a
    /// seat), then at an American table of five (docs/rules.md §10) the fifth person, who bet
    /// first.
    pub seats: Vec<Option<PlayerId>>,
    /// `None` until the game is over.
    pub result: Option<GameResult>,
}

impl GameRecord {
    /// Each player of the game with their final score once it is over, in the order of the
    /// people (the organizer's seat left out).
    pub fn scores(&self) -> Vec<(PlayerId, Score)> {
        let Some(result) = &self.result else {
            return Vec::new();
        };
        let people = self.seats.iter().zip(&result.scores);
        people
            .filter_map(|(occupant, &score)| occupant.map(|p| (p, score)))
            .collect()
    }

    /// Everyone at the table: the seats' occupants, then the fifth person.
    pub fn players(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.seats.iter().flatten().copied()
    }
}

/// A score penalty, already attributed to a stage by the caller: a penalty tied to a game
/// counts in that game's stage; one without a game counts in the stage that was current when it
/// was given (docs/rules.md §5: penalties given during the finals count in the finals).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Penalty {
    pub player: PlayerId,
    pub amount: i64,
    pub stage: usize,
}

/// Everything the bracket is derived from.
#[derive(Debug, Clone)]
pub struct Bracket {
    pub plan: Vec<StageSpec>,
    /// The players of every stage entered so far, in the order they entered it (for stage 0 the
    /// entrants; later the cut order, replacements in the place of the player they replace).
    pub rosters: Vec<Vec<PlayerId>>,
    pub games: Vec<GameRecord>,
    pub penalties: Vec<Penalty>,
    /// Players who withdrew (they keep their results but cannot advance).
    pub withdrawn: Vec<PlayerId>,
    /// The seed of the draw that settles ties still level after every other rule.
    pub seed: u64,
}

/// One player's score within one stage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub player: PlayerId,
    /// Carried from the previous stage.
    pub carried: Score,
    pub games: usize,
    /// Sum of the stage's final game scores.
    pub game_total: Score,
    pub best_game: Option<Score>,
    pub penalties: i64,
    /// `carried + game_total − penalties`: what ranks.
    pub total: Score,
    /// Position in the stage's recorded draw (lower ranks higher when everything else is level).
    pub draw: usize,
}

/// Which rule separated two players who are next to each other in an order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Separation {
    Total,
    BestGame,
    FewerPenalties,
    Draw,
}

/// Where a bracket stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Progress {
    /// A finalist (or semi-finalist) withdrew before their stage started: replace them first.
    Replace { stage: usize, player: PlayerId },
    /// The next game of the stage can be seated.
    Seat { stage: usize, round: usize },
    /// Games of the stage are still being played.
    Playing { stage: usize },
    /// The stage is over; the next stage can be entered.
    Cut { stage: usize },
    /// The last stage is over.
    Finished,
}

/// One player who goes on, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Advance {
    pub player: PlayerId,
    pub reason: AdvanceReason,
}

/// The outcome of the cut after a stage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cut {
    /// In the order they enter the next stage.
    pub advancers: Vec<Advance>,
    /// Those who did not go on, best first, the first to be called on when a finalist
    /// withdraws: for the club's five-or-six qualifier the order of game 2 (everyone not
    /// qualified played it); otherwise the stage's ranking.
    pub reserves: Vec<PlayerId>,
    /// For a cut per table: each advancer's table, so a replacement comes from the same table
    /// first.
    pub table_of: HashMap<PlayerId, usize>,
    /// Each reserve's table, as above.
    pub reserve_table: HashMap<PlayerId, usize>,
}

/// One line of the final ranking.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RankLine {
    pub place: usize,
    pub player: PlayerId,
    /// The last stage the player reached.
    pub stage: usize,
    /// Their total in that stage: `carried + game_total − penalties`, each part kept so a page
    /// can show a sum that adds up.
    pub total: Score,
    /// Carried into that stage from the one before (see [`StageSpec::carry`]).
    pub carried: Score,
    /// Sum of their final game scores in that stage only.
    pub game_total: Score,
    /// Penalty points counted in that stage only.
    pub penalties: i64,
}

/// "+35", "−12", "0": a score as the pages show it.
pub fn signed(score: Score) -> String {
    let h = score.hundredths();
    if h > 0 {
        format!("+{score}")
    } else if h < 0 {
        format!("−{}", Score::from_hundredths(-h))
    } else {
        "0".into()
    }
}

/// "1st", "2nd", "3rd", "4th", …
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn games_word(n: usize) -> String {
    match n {
        1 => "one game".into(),
        2 => "two games".into(),
        3 => "three games".into(),
        n => format!("{n} games"),
    }
}

impl Bracket {
    /// The plan of `stage`; None past the format's last stage (a bracket read back from storage
    /// is not trusted to stay within its plan).
    pub fn spec(&self, stage: usize) -> Option<&StageSpec> {
        self.plan.get(stage)
    }

    /// Seats at every table of the bracket: the plan's, which the tournament's ruleset chose.
    pub fn table(&self) -> TableSize {
        self.plan.first().map_or(TableSize::FOUR, |spec| spec.table)
    }

    /// The games of `stage`, in round then table order.
    pub fn stage_games(&self, stage: usize) -> Vec<&GameRecord> {
        let mut games: Vec<&GameRecord> = self.games.iter().filter(|g| g.stage == stage).collect();
        games.sort_by_key(|g| (g.round, g.table));
        games
    }

    /// How many games (rounds) of `stage` are seated.
    pub fn rounds_seated(&self, stage: usize) -> usize {
        self.stage_games(stage)
            .iter()
            .map(|g| g.round + 1)
            .max()
            .unwrap_or(0)
    }

    fn stage_over(&self, stage: usize) -> bool {
        let games = self.stage_games(stage);
        self.spec(stage)
            .is_some_and(|spec| self.rounds_seated(stage) >= spec.rounds)
            && games.iter().all(|g| g.result.is_some())
    }

    /// The stage being played now (the last one entered).
    pub fn current_stage(&self) -> usize {
        self.rosters.len().saturating_sub(1)
    }

    pub fn progress(&self) -> Progress {
        let stage = self.current_stage();
        let seated = self.rounds_seated(stage);
        if seated == 0 && stage > 0 {
            if let Some(&player) = self
                .rosters
                .get(stage)
                .and_then(|roster| roster.iter().find(|p| self.withdrawn.contains(p)))
            {
                return Progress::Replace { stage, player };
            }
        }
        if self.stage_games(stage).iter().any(|g| g.result.is_none()) {
            Progress::Playing { stage }
        } else if self.spec(stage).is_some_and(|spec| seated < spec.rounds) {
            Progress::Seat {
                stage,
                round: seated,
            }
        } else if stage + 1 < self.plan.len() {
            Progress::Cut { stage }
        } else {
            Progress::Finished
        }
    }

    /// The recorded draw of `stage`: its roster shuffled by a generator seeded from the
    /// bracket's seed and the stage, so the same seed always gives the same order.
    fn draw_order(&self, stage: usize) -> HashMap<PlayerId, usize> {
        let mut players = self.rosters.get(stage).cloned().unwrap_or_default();
        players.sort_unstable();
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed ^ (stage as u64).rotate_left(40));
        // Fisher–Yates written out so the order depends on nothing but the seed.
        for i in (1..players.len()).rev() {
            let j = (rand::RngCore::next_u64(&mut rng) % (i as u64 + 1)) as usize;
            players.swap(i, j);
        }
        players
            .into_iter()
            .enumerate()
            .map(|(i, p)| (p, i))
            .collect()
    }

    /// Every roster player's score in `stage`, best first by the tie chain.
    pub fn lines(&self, stage: usize) -> Vec<Line> {
        let Some(roster) = self.rosters.get(stage) else {
            return Vec::new();
        };
        let carried: HashMap<PlayerId, Score> = match (stage, self.spec(stage)) {
            (1.., Some(spec)) => self
                .lines(stage - 1)
                .into_iter()
                .map(|l| (l.player, spec.carry.apply(l.total)))
                .collect(),
            _ => HashMap::new(),
        };
        let draw = self.draw_order(stage);
        let mut lines: Vec<Line> = roster
            .iter()
            .map(|&player| Line {
                player,
                carried: carried.get(&player).copied().unwrap_or_default(),
                games: 0,
                game_total: Score::default(),
                best_game: None,
                penalties: 0,
                total: Score::default(),
                draw: draw.get(&player).copied().unwrap_or(usize::MAX),
            })
            .collect();
        for game in self.stage_games(stage) {
            for (player, score) in game.scores() {
                let Some(line) = lines.iter_mut().find(|l| l.player == player) else {
                    continue;
                };
                line.games += 1;
                line.game_total =
                    Score::from_hundredths(line.game_total.hundredths() + score.hundredths());
                line.best_game = Some(line.best_game.map_or(score, |b| b.max(score)));
            }
        }
        for penalty in self.penalties.iter().filter(|p| p.stage == stage) {
            if let Some(line) = lines.iter_mut().find(|l| l.player == penalty.player) {
                line.penalties = line.penalties.saturating_add(penalty.amount);
            }
        }
        for line in &mut lines {
            line.total = Score::from_hundredths(
                line.carried
                    .hundredths()
                    .saturating_add(line.game_total.hundredths())
                    .saturating_sub(line.penalties.saturating_mul(100)),
            );
        }
        lines.sort_by_key(rank_key);
        lines
    }

    /// The tables of `stage` as seated for its first game: the players at each (the organizer's
    /// seat left out).
    pub fn tables(&self, stage: usize) -> Vec<Vec<PlayerId>> {
        self.stage_games(stage)
            .into_iter()
            .filter(|g| g.round == 0)
            .map(|g| g.players().collect())
            .collect()
    }

    /// The seed to seat a game of `stage` with: qualifying rounds seated to avoid repeat
    /// meetings all follow one plan made from the bracket's seed; other games use `fresh`.
    pub fn seating_seed(&self, stage: usize, fresh: u64) -> u64 {
        match self.spec(stage).map(|spec| spec.seating) {
            Some(Seating::BalancedEachRound) => {
                self.seed ^ (stage as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
            }
            _ => fresh,
        }
    }

    /// The seating of game `round` of `stage`, drawn with `seed` (the caller stores the seed
    /// with the round; see [`Bracket::seating_seed`]). Games must be seated in order: the club's game 2 depends on game 1.
    pub fn seat(
        &self,
        stage: usize,
        round: usize,
        seed: u64,
    ) -> Result<RoundSeating, BracketError> {
        let spec = self.spec(stage).ok_or(BracketError::NoSuchStage(stage))?;
        let roster = self.rosters.get(stage).cloned().unwrap_or_default();
        let table = self.table();
        match (spec.seating, round) {
            (Seating::ClubFiveSix, 0) => Ok(random_draw_for(
                table,
                &roster,
                &[],
                TableRule::SitOuts,
                seed,
            )?),
            (Seating::ClubFiveSix, _) => {
                let first = self.game_places(stage, 0);
                let advanced = self.places_needed(stage, 0);
                let waiting: Vec<PlayerId> = roster
                    .iter()
                    .copied()
                    .filter(|p| !first.iter().take(advanced).any(|q| q == p))
                    .collect();
                Ok(random_draw_for(
                    table,
                    &waiting,
                    &[],
                    TableRule::SitOuts,
                    seed,
                )?)
            }
            (Seating::BalancedEachRound, _) => {
                let present: Vec<PlayerId> = roster
                    .iter()
                    .copied()
                    .filter(|p| !self.withdrawn.contains(p))
                    .collect();
                let history: Vec<RoundSeating> = (0..round)
                    .map(|r| RoundSeating {
                        tables: self
                            .stage_games(stage)
                            .into_iter()
                            .filter(|g| g.round == r)
                            .map(|g| {
                                let seated = g.seats.iter().take(table.count()).copied();
                                crate::tournament::seating::Table::new(seated.collect())
                            })
                            .collect(),
                        sit_outs: Vec::new(),
                    })
                    .collect();
                let whole_stage = PlanRequest {
                    players: &present,
                    history: &[],
                    rounds: spec.rounds.max(round + 1),
                    rule: TableRule::ThreesWithSubstitute,
                    mode: SeatingMode::Balanced,
                    standings: &[],
                    seed,
                };
                // The whole stage is planned at once, so that its rounds together meet nobody
                // twice wherever that is possible; followed as long as the rounds played are
                // that plan's.
                if present.len() == roster.len() {
                    let whole = plan_seating(table, &whole_stage)?;
                    let followed = history
                        .iter()
                        .zip(&whole)
                        .all(|(played, planned)| played.tables == planned.tables);
                    if followed {
                        return Ok(whole[round].clone());
                    }
                }
                // After a withdrawal or a change by hand: re-plan the rest from what was played.
                let remaining = spec.rounds.saturating_sub(round).max(1);
                let rest = PlanRequest {
                    history: &history,
                    rounds: remaining,
                    ..whole_stage
                };
                Ok(plan_seating(table, &rest)?.remove(0))
            }
            (Seating::SameTablesDrawn, 0) => Ok(random_draw_for(
                table,
                &roster,
                &[],
                TableRule::ThreesWithSubstitute,
                seed,
            )?),
            (Seating::SameTablesSnake, 0) => {
                let groups = snake(&roster, roster.len().div_ceil(table.count()));
                self.seat_groups(&groups, seed)
            }
            (_, _) => self.seat_groups(&self.tables(stage), seed),
        }
    }

    /// Seats each group at its own table, drawing only the winds (and the organizer's seat at a
    /// table one player short).
    fn seat_groups(
        &self,
        groups: &[Vec<PlayerId>],
        seed: u64,
    ) -> Result<RoundSeating, BracketError> {
        let mut seating = RoundSeating::default();
        for (index, group) in groups.iter().enumerate() {
            let table_seed = seed.wrapping_add((index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            let drawn = random_draw_for(
                self.table(),
                group,
                &[],
                TableRule::ThreesWithSubstitute,
                table_seed,
            )?;
            seating.tables.extend(drawn.tables);
        }
        Ok(seating)
    }

    fn places_needed(&self, stage: usize, game: usize) -> usize {
        match self.spec(stage).map(|spec| &spec.cut) {
            Some(CutRule::GamePlaces(places)) => places.get(game).copied().unwrap_or(0),
            _ => 0,
        }
    }

    /// The players of game `round` (its only table) of `stage` from first place to last.
    fn game_places(&self, stage: usize, round: usize) -> Vec<PlayerId> {
        let Some(game) = self
            .stage_games(stage)
            .into_iter()
            .find(|g| g.round == round && g.table == 0)
        else {
            return Vec::new();
        };
        let Some(result) = &game.result else {
            return Vec::new();
        };
        let mut seats: Vec<usize> = self.table().seats().map(|s| s.index()).collect();
        seats.sort_by_key(|&s| result.ranks.get(s).copied().unwrap_or(u8::MAX));
        seats
            .into_iter()
            .filter_map(|s| game.seats.get(s).copied().flatten())
            .collect()
    }
}
