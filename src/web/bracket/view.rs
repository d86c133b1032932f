//! A stored bracket loaded with everything derived from it ([`Loaded`]), and how it reads on
//! a page: stage summaries in sentences, the stages' tables and lines, the ranking, and where
//! the bracket stands. Nothing here changes the database.

use crate::db;
use crate::db::results::{Results, SUBSTITUTE};
use crate::tournament::bracket::{
    ordinal, plan_for, signed, Bracket, CutRule, GameRecord, GameResult, LargeField, Penalty,
    Progress, Seating, StageSpec,
};
use crate::tournament::players::PlayerId;
use crate::tournament::ranking::{Ranking, StageParts};
use crate::tournament::seating::{self, SeatingMode};
use crate::web::error::{WebError, WebResult};
use crate::web::layout::wind_name;
use sqlx::SqliteConnection;
use std::collections::{BTreeSet, HashMap, HashSet};

/// A stored bracket with everything derived from it.
pub struct Loaded {
    pub stages: Vec<db::stages::StageRow>,
    /// Per stage entered: (player, reason) in entry order.
    pub entries: Vec<Vec<(PlayerId, String)>>,
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
}

impl Loaded {
    pub async fn load(conn: &mut SqliteConnection, id: i64) -> WebResult<Option<Self>> {
        if db::stages::bracket(conn, id).await?.is_none() {
            return Ok(None);
        }
        let results = Results::load(conn, id).await?;
        Self::from_results(conn, id, &results).await
    }

    /// As [`Loaded::load`], from results the caller has already loaded.
    pub async fn from_results(
        conn: &mut SqliteConnection,
        id: i64,
        results: &Results,
    ) -> WebResult<Option<Self>> {
        let Some(row) = db::stages::bracket(conn, id).await? else {
            return Ok(None);
        };
        let config: Option<LargeField> = serde_json::from_str(&row.config).map_err(|e| {
            WebError::Internal(format!("bracket {id}: stored plan unreadable: {e}"))
        })?;
        let seed: u64 = row.seed.parse().unwrap_or(0);
        let stages = db::stages::stages(conn, id).await?;
        // Stage positions index everything below: they must run 0, 1, 2, … and stay within the
        // format's stages, or the stored bracket is not one this format could have made.
        if let Some((index, stage)) = stages
            .iter()
            .enumerate()
            .find(|(index, stage)| usize::try_from(stage.position).ok() != Some(*index))
        {
            return Err(WebError::Internal(format!(
                "bracket {id}: stage {} stored at position {}",
                index, stage.position
            )));
        }
        let mut entries: Vec<Vec<(PlayerId, String)>> = vec![Vec::new(); stages.len()];
        for p in db::stages::players(conn, id).await? {
            if let Some(list) = entries.get_mut(p.stage_position as usize) {
                list.push((p.player_id, p.reason));
            }
        }
        let entrants = entries.first().map_or(0, Vec::len);
        // The tables of the bracket have the tournament's table size: three in sanma.
        let table =
            seating::table_size(&crate::web::layout::load_tournament(conn, id).await?.ruleset);
        let stage_plan = plan_for(table, entrants, config.as_ref())
            .map_err(|e| WebError::Internal(format!("bracket {id}: {e}")))?;
        if stages.is_empty() || stages.len() > stage_plan.len() {
            return Err(WebError::Internal(format!(
                "bracket {id}: {} stages stored, its format has {}",
                stages.len(),
                stage_plan.len()
            )));
        }
        let players = db::players::list(conn, id).await?;
        let position_of: HashMap<i64, usize> =
            stages.iter().map(|s| (s.id, s.position as usize)).collect();
        // Each round's stage and its index within the stage, by round number.
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
        let mut games = Vec::new();
        let mut game_ids = HashMap::new();
        let mut stage_of_game: HashMap<i64, usize> = HashMap::new();
        let mut awaiting = HashSet::new();
        let mut outside_rounds = BTreeSet::new();
        for game in &results.games {
            let Some(&(stage, round)) = round_place.get(&game.info.round_number) else {
                outside_rounds.insert(game.info.round_number);
                continue;
            };
            // As in the standings: a game counts once every hand of it is confirmed (a hand
            // entered at a table waits for a second player of that table or the organizer).
            let confirmed = game.all_confirmed();
            if game.sheet.final_result.is_some() && !confirmed {
                awaiting.insert(game.info.id);
            }
            // Tables are numbered from 1; the bracket counts them from 0.
            let table = usize::try_from(game.info.table_number)
                .ok()
                .and_then(|n| n.checked_sub(1))
                .ok_or_else(|| {
                    WebError::Internal(format!(
                        "bracket {id}: game {} stored at table {}",
                        game.info.id, game.info.table_number
                    ))
                })?;
            game_ids.insert((stage, round, table), game.info.id);
            stage_of_game.insert(game.info.id, stage);
            games.push(GameRecord {
                stage,
                round,
                table,
                seats: game
                    .info
                    .seats
                    .clone()
                    .map(|s| s.map(|(pid, _)| pid.into())),
                result: game
                    .sheet
                    .final_result
                    .as_ref()
                    .filter(|_| confirmed)
                    .map(|f| GameResult {
                        scores: f.score,
                        ranks: f.rank,
                    }),
            });
        }
        // A penalty tied to a game of a stage counts there, and one tied to a game outside the
        // bracket nowhere in it; any other counts in the stage that was current when it was
        // given (docs/rules.md §5: penalties in the finals count there).
        let penalties = results
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
            .collect();
        let bracket = Bracket {
            plan: stage_plan,
            rosters: entries
                .iter()
                .map(|list| list.iter().map(|(p, _)| (*p).into()).collect())
                .collect(),
            games,
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
            game_ids,
            names: players.into_iter().map(|p| (p.id, p.name)).collect(),
            awaiting,
            outside_rounds: outside_rounds.into_iter().collect(),
        }))
    }

    /// The name of `stage` ("Finals"); empty for a stage the format does not have.
    pub fn stage_name(&self, stage: usize) -> &'static str {
        self.bracket.spec(stage).map_or("", |spec| spec.name)
    }

    /// How `stage` seats its games, as the page says it.
    pub(super) fn seating_mode(&self, stage: usize) -> SeatingMode {
        self.bracket
            .spec(stage)
            .map_or(SeatingMode::Random, |spec| spec.seating.round_mode())
    }

    /// The database id of `stage`.
    pub(super) fn stage_id(&self, stage: usize) -> WebResult<i64> {
        self.stages
            .get(stage)
            .map(|row| row.id)
            .ok_or_else(|| WebError::Internal(format!("bracket has no stage {stage}")))
    }

    /// Who entered `stage` and why, in entry order.
    pub(super) fn entered(&self, stage: usize) -> &[(PlayerId, String)] {
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
    pub(super) fn pending_recut(
        &self,
    ) -> Option<(usize, Vec<seating::PlayerId>, Vec<seating::PlayerId>)> {
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

/// "round 1", "rounds 1 and 2", "rounds 1–3", "rounds 1, 3 and 4": round numbers in words.
pub fn rounds_text(numbers: &[i64]) -> String {
    let contiguous = numbers.windows(2).all(|w| w[1] == w[0] + 1);
    match numbers {
        [] => String::new(),
        [one] => format!("round {one}"),
        [a, b] => format!("rounds {a} and {b}"),
        [first, .., last] if contiguous => format!("rounds {first}–{last}"),
        [init @ .., last] => format!(
            "rounds {} and {last}",
            init.iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// The text with its first letter in capitals.
pub(super) fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

pub(super) fn games_text(n: usize) -> String {
    if n == 1 {
        "1 game".into()
    } else {
        format!("{n} games")
    }
}

/// "four", "three": how many sit at a table, in a word.
fn seats_word(spec: &StageSpec) -> &'static str {
    match spec.table.count() {
        3 => "three",
        _ => "four",
    }
}

/// What a stage does, in a sentence.
pub fn stage_summary(spec: &StageSpec, first: bool) -> String {
    let carry = if first {
        String::new()
    } else {
        format!(", {}", spec.carry.label())
    };
    let seats = seats_word(spec);
    // A short table of the optimiser's rounds: a seat fewer than a full one.
    let short = match spec.table.count() {
        3 => "tables of two",
        _ => "tables of three",
    };
    match (&spec.seating, &spec.cut) {
        (_, CutRule::GamePlaces(places)) => format!(
            "Two games. Game 1 seats four entrants drawn at random: its first {} advance{}. Game 2 seats, by random draw, the four not yet qualified: its first {} advance.",
            places[0],
            if places[0] == 1 { "s" } else { "" },
            places.get(1).copied().unwrap_or(0)
        ),
        (_, CutRule::Champion) => format!(
            "{} among the {seats} finalists{carry}; the highest total wins.",
            games_text(spec.rounds)
        ),
        (Seating::SameTablesSnake, CutRule::TopPerTable(n)) => format!(
            "Tables of {seats} seeded from the cut ({} at table 1), {} each{carry}; {} go{} to the final table.",
            snake_text(spec),
            games_text(spec.rounds),
            if *n == 1 {
                "the winner of each table".to_string()
            } else {
                format!("the best {n} of each table")
            },
            if *n == 1 { "es" } else { "" }
        ),
        (_, CutRule::TopPerTableAndBest { per_table, best }) => format!(
            "Tables of {seats} seeded from the cut ({} at table 1), {} each{carry}; {} of each table and the best {} of the rest by total go to the final table.",
            snake_text(spec),
            games_text(spec.rounds),
            if *per_table == 1 {
                "the winner".to_string()
            } else {
                format!("the best {per_table}")
            },
            if *best == 1 {
                "one".to_string()
            } else {
                best.to_string()
            }
        ),
        (_, CutRule::TopPerTable(n)) => format!(
            "Two tables by random draw, {} each with the same four; a table of three is completed by the organizer, who never advances. The best {n} combined scores of each table advance.",
            games_text(spec.rounds)
        ),
        (_, CutRule::TopOverall(n)) => format!(
            "{} at tables of {seats}, {} to avoid repeat meetings with winds balanced ({short} completed by the organizer); the top {n} by total score advance.",
            if spec.rounds == 1 {
                "1 round".to_string()
            } else {
                format!("{} rounds", spec.rounds)
            },
            if spec.rounds == 1 { "seated" } else { "each seated" }
        ),
    }
}

/// Who sits at the first semi-final table of a snake: "1st, 4th, 5th, 8th" for two tables of
/// four, "1st, 6th, 7th" for three tables of three.
fn snake_text(spec: &StageSpec) -> String {
    // The cut rule gives the table count back: every table sends the same number and the
    // best of the rest fill the final table's remaining seats.
    let seats = spec.table.count();
    let tables = match spec.cut {
        CutRule::TopPerTableAndBest { per_table, best } => {
            (seats.saturating_sub(best) / per_table.max(1)).max(1)
        }
        CutRule::TopPerTable(n) => (seats / n.max(1)).max(1),
        _ => 1,
    };
    (0..seats)
        .map(|lap| {
            let place = if lap % 2 == 0 {
                lap * tables + 1
            } else {
                lap * tables + tables
            };
            ordinal(place)
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// One player of a stage as shown.
pub struct LineView {
    pub place: usize,
    pub name: String,
    pub reason: String,
    /// "1 game", "2 games".
    pub games: String,
    pub total: String,
    pub detail: String,
    pub withdrawn: bool,
}

/// One game of a stage as shown.
pub struct GameView {
    pub game_id: Option<i64>,
    pub label: String,
    /// (wind, name, final score or empty while playing).
    pub seats: Vec<(&'static str, String, String)>,
    pub finished: bool,
    /// Ended at its table, a hand still waiting for confirmation: it does not count yet.
    pub awaiting: bool,
}

pub struct StageView {
    pub name: &'static str,
    pub summary: String,
    pub entered: bool,
    pub current: bool,
    pub lines: Vec<LineView>,
    pub games: Vec<GameView>,
}

pub struct RankView {
    pub place: usize,
    pub name: String,
    pub stage: &'static str,
    pub total: String,
}

/// The bracket as both pages show it.
pub struct BracketView {
    pub seed: u64,
    pub stages: Vec<StageView>,
    pub ranking: Vec<RankView>,
    pub champion: Option<String>,
    pub status: String,
    /// Rounds played outside the bracket, said so ("Rounds 1 and 2 were played outside the
    /// bracket …"); empty when there are none.
    pub outside: String,
}

impl BracketView {
    pub(super) fn new(loaded: &Loaded) -> Self {
        let bracket = &loaded.bracket;
        let progress = bracket.progress();
        let current = bracket.current_stage();
        let mut stages = Vec::new();
        for (index, spec) in bracket.plan.iter().enumerate() {
            let entered = index < bracket.rosters.len();
            let reasons: HashMap<PlayerId, &String> = loaded
                .entries
                .get(index)
                .map(|list| list.iter().map(|(p, r)| (*p, r)).collect())
                .unwrap_or_default();
            let lines = if entered {
                bracket
                    .lines(index)
                    .into_iter()
                    .enumerate()
                    .map(|(i, l)| {
                        // The parts of the total, named so that they add up to it.
                        let detail = StageParts {
                            carried: l.carried,
                            carried_from: index
                                .checked_sub(1)
                                .and_then(|before| bracket.spec(before))
                                .map(|before| (spec.carry, before.name)),
                            game_total: l.game_total,
                            penalties: l.penalties,
                        }
                        .words();
                        LineView {
                            place: i + 1,
                            name: loaded.name(l.player),
                            reason: reasons
                                .get(&PlayerId::from(l.player))
                                .map(|r| r.to_string())
                                .unwrap_or_default(),
                            games: games_text(l.games),
                            total: signed(l.total),
                            detail,
                            withdrawn: bracket.withdrawn.contains(&l.player),
                        }
                    })
                    .collect()
            } else {
                Vec::new()
            };
            let games = bracket
                .stage_games(index)
                .into_iter()
                .map(|g| GameView {
                    game_id: loaded.game_ids.get(&(g.stage, g.round, g.table)).copied(),
                    label: format!("Game {} · table {}", g.round + 1, g.table + 1),
                    seats: bracket
                        .table()
                        .seats()
                        .zip(g.seats)
                        .map(|(seat, p)| {
                            (
                                wind_name(seat),
                                p.map_or_else(|| SUBSTITUTE.to_string(), |p| loaded.name(p)),
                                g.result
                                    .map(|r| signed(r.scores[seat.index()]))
                                    .unwrap_or_default(),
                            )
                        })
                        .collect(),
                    finished: g.result.is_some(),
                    awaiting: loaded
                        .game_ids
                        .get(&(g.stage, g.round, g.table))
                        .is_some_and(|id| loaded.awaiting.contains(id)),
                })
                .collect();
            stages.push(StageView {
                name: spec.name,
                summary: stage_summary(spec, index == 0),
                entered,
                current: entered && index == current && progress != Progress::Finished,
                lines,
                games,
            });
        }
        // The same ranking the standings, player pages and exports show (docs/rules.md §5).
        let ranked = Ranking::new(&[], Some(bracket));
        let ranking = ranked
            .lines
            .iter()
            .filter_map(|r| {
                Some(RankView {
                    place: r.place?,
                    name: loaded.name(r.player),
                    stage: ranked.stage_name(r).unwrap_or_default(),
                    total: signed(r.stage_total),
                })
            })
            .collect::<Vec<_>>();
        let champion = ranked.champion().map(|p| loaded.name(p));
        let status = progress_text(loaded);
        let outside = match loaded.outside_rounds.as_slice() {
            [] => String::new(),
            rounds => format!(
                "{} {} played outside the bracket: {} nothing in it (the games stay on the player pages and in the games CSV).",
                capitalised(&rounds_text(rounds)),
                if rounds.len() == 1 { "was" } else { "were" },
                if rounds.len() == 1 { "it counts for" } else { "they count for" },
            ),
        };
        Self {
            outside,
            seed: bracket.seed,
            stages,
            champion,
            ranking,
            status,
        }
    }
}

/// Where the bracket stands, in a sentence (the bracket page and the "now" page).
pub fn progress_text(loaded: &Loaded) -> String {
    match &loaded.bracket.progress() {
        Progress::Replace { player, .. } => format!(
            "{} withdrew before the stage began and must be replaced.",
            loaded.name(*player)
        ),
        Progress::Seat { stage, round } => {
            format!("{}: game {} is next.", loaded.stage_name(*stage), round + 1)
        }
        Progress::Playing { stage } => {
            format!("{}: games in play.", loaded.stage_name(*stage))
        }
        Progress::Cut { stage } => format!(
            "{} is over: the cut to the {} is next.",
            loaded.stage_name(*stage),
            loaded.stage_name(stage + 1).to_lowercase()
        ),
        Progress::Finished => "The tournament is over.".into(),
    }
}
