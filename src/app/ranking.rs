//! The ranking's inputs: a tournament's games with their stored results, and its bracket with
//! everything derived from it ([`Loaded`]); the ranking itself ([`load_ranking`]) — plain
//! standings, or the bracket's final ranking once a bracket exists (docs/rules.md §5).
//! Nothing here replays a game whose result is stored, and nothing here changes the database.

use super::{AppError, AppResult};
use crate::db;
use crate::db::game_results::Outcomes;
use crate::db::players::PlayerRow;
use crate::db::Conn;
use crate::tournament::bracket::{
    plan_for, AdvanceReason, Bracket, GameRecord, GameResult, LargeField, Penalty, Progress,
};
use crate::tournament::ids::TournamentId;
use crate::tournament::players::PlayerId;
use crate::tournament::ranking::Ranking;
use crate::tournament::seating::{self, SeatingMode};
use std::collections::{BTreeSet, HashMap, HashSet};

/// The tournament's ranking (plain standings, or the bracket's final ranking once a bracket
/// exists) and the bracket it came from. Every page and export that places players goes
/// through here.
pub async fn load_ranking(
    conn: &mut Conn,
    id: TournamentId,
    players: &[PlayerRow],
    outcomes: &Outcomes,
) -> AppResult<(Ranking, Option<Loaded>)> {
    let ids: Vec<PlayerId> = players.iter().map(|p| p.id).collect();
    let plain = outcomes.standings(&ids);
    let loaded = Loaded::from_outcomes(conn, id, outcomes).await?;
    let ranking = Ranking::new(&plain, loaded.as_ref().map(|l| &l.bracket));
    Ok((ranking, loaded))
}

/// A stored bracket with everything derived from it.
pub struct Loaded {
    pub stages: Vec<db::stages::StageRow>,
    /// Per stage entered: (player, reason) in entry order.
    pub entries: Vec<Vec<(PlayerId, AdvanceReason)>>,
    pub bracket: Bracket,
    /// The database id of each game, by (stage, round, table).
    pub game_ids: HashMap<(usize, usize, usize), i64>,
    pub names: HashMap<PlayerId, String>,
    /// Games of the bracket that ended at their table but still have a hand waiting for
    /// confirmation: they count nowhere until it is confirmed.
    pub awaiting: HashSet<i64>,
    /// Numbers of the rounds played outside the bracket (before it was set up and not counted
    /// in it, or started from the tournament page beside it): they count nowhere in it.
    pub outside_rounds: Vec<i64>,
    /// How each game of a stage was seated, by (stage, round): rounds counted from before the
    /// bracket keep the mode they were seated with.
    pub round_modes: HashMap<(usize, usize), SeatingMode>,
}

impl Loaded {
    /// The tournament's bracket, if it has one, from the games' stored results.
    pub async fn load(conn: &mut Conn, id: TournamentId) -> AppResult<Option<Self>> {
        if db::stages::bracket(conn, id.get()).await?.is_none() {
            return Ok(None);
        }
        let outcomes = Outcomes::load(conn, id.get()).await?;
        Self::from_outcomes(conn, id, &outcomes).await
    }

    /// As [`Loaded::load`], from outcomes the caller has already loaded.
    pub async fn from_outcomes(
        conn: &mut Conn,
        id: TournamentId,
        results: &Outcomes,
    ) -> AppResult<Option<Self>> {
        let id = id.get();
        let Some(row) = db::stages::bracket(conn, id).await? else {
            return Ok(None);
        };
        let config: Option<LargeField> = serde_json::from_str(&row.config)
            .map_err(|e| AppError::Corrupt(format!("bracket {id}: stored plan unreadable: {e}")))?;
        let seed: u64 = row.seed.parse().unwrap_or(0);
        let stages = db::stages::stages(conn, id).await?;
        check_positions(id, &stages)?;
        let entries = entries_by_stage(conn, id, stages.len()).await?;
        let entrants = entries.first().map_or(0, Vec::len);
        // The tables of the bracket have the tournament's table size: three in sanma.
        let table = seating::table_size(
            db::tournaments::get(conn, id)
                .await?
                .ok_or(AppError::NotFound)?
                .preset(),
        );
        let stage_plan = plan_for(table, entrants, config.as_ref())
            .map_err(|e| AppError::Corrupt(format!("bracket {id}: {e}")))?;
        if stages.is_empty() || stages.len() > stage_plan.len() {
            return Err(AppError::Corrupt(format!(
                "bracket {id}: {} stages stored, its format has {}",
                stages.len(),
                stage_plan.len()
            )));
        }
        let players = db::players::list(conn, id).await?;
        let round_place = round_places(conn, id, &stages).await?;
        let round_modes = db::rounds::list(conn, id)
            .await?
            .into_iter()
            .filter_map(|round| Some((*round_place.get(&round.number)?, round.mode)))
            .collect();
        let placed = BracketGames::place(id, results, &round_place)?;
        let penalties = penalties_by_stage(results, &stages, &placed.stage_of_game);
        let bracket = Bracket {
            plan: stage_plan,
            rosters: entries
                .iter()
                .map(|list| list.iter().map(|(p, _)| (*p).into()).collect())
                .collect(),
            games: placed.games,
            penalties,
            withdrawn: players
                .iter()
                .filter(|p| p.withdrawn)
                .map(|p| p.id.into())
                .collect(),
            seed,
        };
        Ok(Some(Self {
            stages,
            entries,
            bracket,
            game_ids: placed.game_ids,
            names: players.into_iter().map(|p| (p.id, p.name)).collect(),
            awaiting: placed.awaiting,
            outside_rounds: placed.outside_rounds.into_iter().collect(),
            round_modes,
        }))
    }

    /// The name of `stage` ("Finals"); empty for a stage the format does not have.
    pub fn stage_name(&self, stage: usize) -> &'static str {
        self.bracket.spec(stage).map_or("", |spec| spec.name)
    }

    /// How `stage` seats its games, as the page says it.
    pub fn seating_mode(&self, stage: usize) -> SeatingMode {
        self.bracket
            .spec(stage)
            .map_or(SeatingMode::Random, |spec| spec.seating.round_mode())
    }

    /// How game `round` of `stage` was seated; one not seated yet as the stage seats its
    /// games.
    pub fn round_mode(&self, stage: usize, round: usize) -> SeatingMode {
        self.round_modes
            .get(&(stage, round))
            .copied()
            .unwrap_or_else(|| self.seating_mode(stage))
    }

    /// The database id of `stage`.
    pub fn stage_id(&self, stage: usize) -> AppResult<i64> {
        self.stages
            .get(stage)
            .map(|row| row.id)
            .ok_or_else(|| AppError::Corrupt(format!("bracket has no stage {stage}")))
    }

    /// Who entered `stage` and why, in entry order.
    pub fn entered(&self, stage: usize) -> &[(PlayerId, AdvanceReason)] {
        self.entries.get(stage).map_or(&[], Vec::as_slice)
    }

    pub fn name(&self, player: impl Into<PlayerId>) -> String {
        let player = player.into();
        self.names
            .get(&player)
            .cloned()
            .unwrap_or_else(|| format!("#{player}"))
    }

    /// Each game's stage and its number within the stage (from 1), by game id.
    pub fn stage_of_games(&self) -> HashMap<i64, (usize, usize)> {
        self.game_ids
            .iter()
            .map(|(&(stage, round, _), &game)| (game, (stage, round + 1)))
            .collect()
    }

    /// The cut into the current stage as it would come out now, when it differs from the one
    /// stored (a qualifying game was corrected since): (stage, before, after).
    pub fn pending_recut(&self) -> Option<(usize, Vec<seating::PlayerId>, Vec<seating::PlayerId>)> {
        let stage = self.bracket.current_stage();
        // A withdrawal is handled by a replacement, which keeps everyone else's place.
        if stage == 0 || matches!(self.bracket.progress(), Progress::Replace { .. }) {
            return None;
        }
        let fresh: Vec<seating::PlayerId> = self
            .bracket
            .cut(stage - 1)
            .ok()?
            .advancers
            .iter()
            .map(|a| a.player)
            .collect();
        let stored = self.bracket.rosters.get(stage)?.clone();
        let mut a = fresh.clone();
        let mut b = stored.clone();
        a.sort_unstable();
        b.sort_unstable();
        (a != b).then_some((stage, stored, fresh))
    }
}

/// Stage positions index everything derived from a bracket: they must run 0, 1, 2, … or the
/// stored bracket is not one a format could have made.
fn check_positions(id: i64, stages: &[db::stages::StageRow]) -> AppResult<()> {
    match stages
        .iter()
        .enumerate()
        .find(|(index, stage)| usize::try_from(stage.position).ok() != Some(*index))
    {
        Some((index, stage)) => Err(AppError::Corrupt(format!(
            "bracket {id}: stage {} stored at position {}",
            index, stage.position
        ))),
        None => Ok(()),
    }
}

/// Per stage entered: (player, reason) in entry order.
async fn entries_by_stage(
    conn: &mut Conn,
    id: i64,
    stage_count: usize,
) -> AppResult<Vec<Vec<(PlayerId, AdvanceReason)>>> {
    let mut entries: Vec<Vec<(PlayerId, AdvanceReason)>> = vec![Vec::new(); stage_count];
    for p in db::stages::players(conn, id).await? {
        if let Some(list) = entries.get_mut(p.stage_position as usize) {
            list.push((p.player_id, AdvanceReason::from_stored(&p.reason)));
        }
    }
    Ok(entries)
}

/// Each round's stage and its index within the stage, by round number.
async fn round_places(
    conn: &mut Conn,
    id: i64,
    stages: &[db::stages::StageRow],
) -> AppResult<HashMap<i64, (usize, usize)>> {
    let position_of: HashMap<i64, usize> =
        stages.iter().map(|s| (s.id, s.position as usize)).collect();
    let mut round_place: HashMap<i64, (usize, usize)> = HashMap::new();
    let mut seen = vec![0usize; stages.len()];
    for (number, stage_id) in db::stages::round_stages(conn, id).await? {
        let Some(&stage) = position_of.get(&stage_id) else {
            continue;
        };
        if let Some(count) = seen.get_mut(stage) {
            round_place.insert(number, (stage, *count));
            *count += 1;
        }
    }
    Ok(round_place)
}

/// The tournament's games placed in the bracket, and what placing them showed.
struct BracketGames {
    games: Vec<GameRecord>,
    /// The database id of each game, by (stage, round, table).
    game_ids: HashMap<(usize, usize, usize), i64>,
    stage_of_game: HashMap<i64, usize>,
    /// Games ended at their table with a hand still waiting for confirmation.
    awaiting: HashSet<i64>,
    /// Rounds played outside the bracket.
    outside_rounds: BTreeSet<i64>,
}

impl BracketGames {
    /// Places every game of `results` by its round (`round_place`) and table.
    fn place(
        id: i64,
        results: &Outcomes,
        round_place: &HashMap<i64, (usize, usize)>,
    ) -> AppResult<Self> {
        let mut placed = Self {
            games: Vec::new(),
            game_ids: HashMap::new(),
            stage_of_game: HashMap::new(),
            awaiting: HashSet::new(),
            outside_rounds: BTreeSet::new(),
        };
        for game in &results.games {
            let Some(&(stage, round)) = round_place.get(&game.info.round_number) else {
                placed.outside_rounds.insert(game.info.round_number);
                continue;
            };
            // As in the standings: a game counts once every hand of it is confirmed (a hand
            // entered at a table waits for a second player of that table or the organizer).
            let confirmed = game.outcome.confirmed;
            if game.outcome.final_result.is_some() && !confirmed {
                placed.awaiting.insert(game.info.id);
            }
            // Tables are numbered from 1; the bracket counts them from 0.
            let table = usize::try_from(game.info.table_number)
                .ok()
                .and_then(|n| n.checked_sub(1))
                .ok_or_else(|| {
                    AppError::Corrupt(format!(
                        "bracket {id}: game {} stored at table {}",
                        game.info.id, game.info.table_number
                    ))
                })?;
            placed.game_ids.insert((stage, round, table), game.info.id);
            placed.stage_of_game.insert(game.info.id, stage);
            placed.games.push(GameRecord {
                stage,
                round,
                table,
                seats: game
                    .info
                    .seats
                    .iter()
                    .map(|s| s.as_ref().map(|(pid, _)| (*pid).into()))
                    .collect(),
                result: game.outcome.counted().map(GameResult::of_people),
            });
        }
        Ok(placed)
    }
}

/// A penalty tied to a game of a stage counts there, and one tied to a game outside the
/// bracket nowhere in it; any other counts in the stage that was current when it was given
/// (docs/rules.md §5: penalties in the finals count there).
fn penalties_by_stage(
    results: &Outcomes,
    stages: &[db::stages::StageRow],
    stage_of_game: &HashMap<i64, usize>,
) -> Vec<Penalty> {
    results
        .penalties
        .iter()
        .filter_map(|p| {
            let stage = match p.game_id {
                Some(game) => stage_of_game.get(&game).copied()?,
                None => stages
                    .iter()
                    .rev()
                    .find(|s| s.penalty_floor < p.id)
                    .map(|s| s.position as usize)?,
            };
            Some(Penalty {
                player: p.player_id.into(),
                amount: p.amount,
                stage,
            })
        })
        .collect()
}
