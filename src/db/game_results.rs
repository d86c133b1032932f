//! Each game's stored result per seat (table `game_results`): its points, final score and
//! place, whether it is over and whether every hand is confirmed. Written whenever a game's
//! hands change, in the same transaction (see `app::hands`); read by the standings, the player
//! pages, the bracket's ranking and the CSV files so that none of them replays every game.
//!
//! The hands remain the truth: each row keeps the game's version and the ruleset it was
//! computed with, and [`Outcomes::load`] replays (in memory) any game whose row is missing or
//! no longer matches, so a writer that forgot to refresh it cannot make a page wrong.
//! [`fill_missing`] writes the rows of games stored before this table existed.

use super::Conn;
use crate::db;
use crate::db::games::{decode_hands, GameInfo};
use crate::db::penalties::PenaltyRow;
use crate::db::results::{replay_game, LoadError, PlayedGame, Results};
use crate::engine::game::Score;
use crate::engine::ruleset::{PresetId, Ruleset};
use crate::tournament::players::PlayerId;
use crate::tournament::seating;
use crate::tournament::standings::{
    standings_by, PlayerGame, PlayerPenalty, Standing, StandingsTieBreak,
};
use std::collections::{HashMap, HashSet};

/// A game's result as the rankings need it, one entry per person at the table: its seats East
/// first (three in sanma), then the fifth person at a table of five (docs/rules.md §10), so that
/// an entry's index is the seat it is stored as.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    /// Over at its table.
    pub ended: bool,
    /// Every hand confirmed (a hand entered at a table waits for a second player).
    pub confirmed: bool,
    /// Per person: final points once over, points so far before.
    pub points: Vec<i32>,
    /// Once over: per person the final score and the place (1 first).
    pub final_result: Option<Vec<(Score, u8)>>,
}

/// One person's part of a game: a chair's as seated for the first hand, or the fifth person's.
#[derive(Debug, Clone, Copy)]
pub struct PersonOutcome<'a> {
    /// 0–3: the chair as seated for the first hand (0 = East); 4: the fifth person.
    pub seat: usize,
    /// Who: None for the substitute.
    pub occupant: Option<&'a (PlayerId, String)>,
    pub points: i32,
    /// Once the game is over: the final score and place.
    pub final_result: Option<(Score, u8)>,
}

impl GameOutcome {
    /// Everyone who played the game, the seats of its table first (three in sanma), then the
    /// fifth person at a table of five: each with their points and, once over, score and place.
    pub fn people(&self) -> impl Iterator<Item = PersonOutcome<'_>> {
        let outcome = &self.outcome;
        let people = self.info.seats.iter().map(Option::as_ref);
        people
            .zip(&outcome.points)
            .enumerate()
            .map(move |(seat, (occupant, &points))| PersonOutcome {
                seat,
                occupant,
                points,
                final_result: outcome.final_result.as_ref().map(|all| all[seat]),
            })
    }
}

impl Outcome {
    /// The outcome of a replayed game.
    pub fn of(game: &PlayedGame) -> Self {
        let final_result = game.sheet.final_result.as_ref().map(|f| {
            let places = f.rank.iter().copied();
            f.score.iter().copied().zip(places).collect()
        });
        Self {
            ended: game.sheet.ended,
            confirmed: game.all_confirmed(),
            points: game.sheet.people_points(),
            final_result,
        }
    }

    /// The final scores and places, when the game is over and counts (all hands confirmed).
    pub fn counted(&self) -> Option<&[(Score, u8)]> {
        self.final_result.as_deref().filter(|_| self.confirmed)
    }
}

/// A game with its outcome.
#[derive(Debug, Clone)]
pub struct GameOutcome {
    pub info: GameInfo,
    pub outcome: Outcome,
}

/// A tournament's games with their outcomes, and its penalties: what a ranking is made from.
pub struct Outcomes {
    pub games: Vec<GameOutcome>,
    pub penalties: Vec<PenaltyRow>,
}

/// The ruleset a row was computed with, as stored.
fn rules_key(info: &GameInfo) -> String {
    format!("{}|{}", info.ruleset, info.rule_settings)
}

#[derive(sqlx::FromRow)]
struct ResultRow {
    game_id: i64,
    seat: i64,
    version: i64,
    rules: String,
    #[sqlx(try_from = "db::Flag")]
    ended: bool,
    #[sqlx(try_from = "db::Flag")]
    confirmed: bool,
    points: i64,
    score: Option<i64>,
    place: Option<i64>,
}

/// The rows of one game put back together, if they are complete and match `info`. A row's
/// seat is the person's index in the outcome (the fifth person's seat 4 follows a table of four).
fn outcome_from_rows(info: &GameInfo, rows: &[ResultRow]) -> Option<Outcome> {
    let people = info.seats.len();
    let key = rules_key(info);
    if rows.len() != people
        || rows
            .iter()
            .any(|r| r.version != info.version || r.rules != key)
    {
        return None;
    }
    let first = rows.first()?;
    let mut points = vec![0; people];
    let mut finals = vec![(Score::default(), 0u8); people];
    let mut finished = true;
    for row in rows {
        let seat = usize::try_from(row.seat).ok().filter(|&s| s < people)?;
        points[seat] = i32::try_from(row.points).ok()?;
        match (row.score, row.place) {
            (Some(score), Some(place)) => {
                finals[seat] = (Score::from_hundredths(score), u8::try_from(place).ok()?);
            }
            _ => finished = false,
        }
    }
    Some(Outcome {
        ended: first.ended,
        confirmed: first.confirmed,
        points,
        final_result: finished.then_some(finals),
    })
}

/// Stores the outcome of `info`'s game at `version` (replacing what was stored), in the
/// caller's transaction.
pub async fn write(
    conn: &mut Conn,
    info: &GameInfo,
    version: i64,
    outcome: &Outcome,
) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM game_results WHERE game_id = $1")
        .bind(info.id)
        .execute(&mut *conn)
        .await?;
    let key = rules_key(info);
    for (seat, &points) in outcome.points.iter().enumerate() {
        let result = outcome.final_result.as_ref().map(|all| all[seat]);
        let score = result.map(|(score, _)| score.hundredths());
        let place = result.map(|(_, place)| i64::from(place));
        sqlx::query(
            "INSERT INTO game_results (game_id, seat, version, rules, ended, confirmed, points, score, place)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(info.id)
        .bind(seat as i64)
        .bind(version)
        .bind(&key)
        .bind(outcome.ended)
        .bind(outcome.confirmed)
        .bind(i64::from(points))
        .bind(score)
        .bind(place)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// Stores the outcome of a replayed game at its current version.
pub async fn write_played(conn: &mut Conn, game: &PlayedGame) -> sqlx::Result<()> {
    write(conn, &game.info, game.info.version, &Outcome::of(game)).await
}

/// Replays one stored game (hands and marks as stored) for its outcome.
async fn replay_stored(conn: &mut Conn, info: GameInfo) -> Result<PlayedGame, LoadError> {
    let id = info.id;
    let hands = decode_hands(id, &db::games::hands(conn, id).await?)?;
    let mut game = replay_game(info, hands)?;
    game.marks = db::games::marks(conn, id).await?;
    Ok(game)
}

impl Outcomes {
    /// A tournament's outcomes from the stored results; a game whose stored result is missing
    /// or out of date is replayed here instead (and not written: reads never write).
    pub async fn load(conn: &mut Conn, tournament_id: i64) -> Result<Self, LoadError> {
        let infos = db::games::list(conn, tournament_id).await?;
        let rows: Vec<ResultRow> = sqlx::query_as(
            "SELECT gr.game_id, gr.seat, gr.version, gr.rules, gr.ended, gr.confirmed, gr.points,
                    gr.score, gr.place
               FROM game_results gr JOIN games g ON g.id = gr.game_id
               JOIN rounds r ON r.id = g.round_id
              WHERE r.tournament_id = $1 ORDER BY gr.game_id, gr.seat",
        )
        .bind(tournament_id)
        .fetch_all(&mut *conn)
        .await?;
        // Whether every hand is confirmed is read from the hands themselves (one indexed
        // look at a column, no replay), so it is right even for a mark changed outside the
        // one write path.
        let unconfirmed: HashSet<i64> = sqlx::query_scalar(
            "SELECT DISTINCT h.game_id FROM hands h JOIN games g ON g.id = h.game_id
               JOIN rounds r ON r.id = g.round_id
              WHERE r.tournament_id = $1 AND h.status <> 'confirmed'",
        )
        .bind(tournament_id)
        .fetch_all(&mut *conn)
        .await?
        .into_iter()
        .collect();
        let mut by_game: HashMap<i64, Vec<ResultRow>> = HashMap::new();
        for row in rows {
            by_game.entry(row.game_id).or_default().push(row);
        }
        let mut games = Vec::with_capacity(infos.len());
        for info in infos {
            let stored = by_game
                .get(&info.id)
                .and_then(|rows| outcome_from_rows(&info, rows));
            let mut outcome = match stored {
                Some(outcome) => outcome,
                None => Outcome::of(&replay_stored(conn, info.clone()).await?),
            };
            outcome.confirmed = !unconfirmed.contains(&info.id);
            games.push(GameOutcome { info, outcome });
        }
        let penalties = db::penalties::list(conn, tournament_id).await?;
        Ok(Self { games, penalties })
    }

    /// The outcomes of results already replayed.
    pub fn of_results(results: &Results) -> Self {
        Self {
            games: results
                .games
                .iter()
                .map(|g| GameOutcome {
                    info: g.info.clone(),
                    outcome: Outcome::of(g),
                })
                .collect(),
            penalties: results.penalties.clone(),
        }
    }

    /// The standings of `players` (display order) from finished games whose hands are all
    /// confirmed, and penalties. The substitute's seat counts for nobody; a fifth person's game
    /// counts as anyone's.
    pub fn standings(&self, players: &[PlayerId]) -> Vec<Standing> {
        let mut finished = Vec::new();
        for game in &self.games {
            if game.outcome.counted().is_none() {
                continue;
            }
            // A person's game at a table of five counts as any game (docs/rules.md §10).
            for person in game.people() {
                if let (Some((player, _)), Some((score, _))) =
                    (person.occupant, person.final_result)
                {
                    finished.push(PlayerGame {
                        player: *player,
                        score,
                        points: person.points,
                    });
                }
            }
        }
        let penalties: Vec<PlayerPenalty> = self
            .penalties
            .iter()
            .map(|p| PlayerPenalty {
                player: p.player_id,
                amount: p.amount,
            })
            .collect();
        standings_by(players, &finished, &penalties, self.tie_break())
    }

    /// How the tournament's style orders level totals: every game of a tournament is played
    /// under its ruleset, so the games say it (with no game, nobody is level on anything).
    pub fn tie_break(&self) -> StandingsTieBreak {
        self.games
            .iter()
            .find_map(|g| PresetId::parse(&g.info.ruleset))
            .map(Ruleset::preset)
            .map_or(StandingsTieBreak::BestGame, |rules| {
                rules.style_rules().standings_tie_break()
            })
    }
}

/// Writes the stored result of every game of a tournament, in the caller's transaction: for
/// games stored in bulk (a tournament imported from a file). A game whose hands cannot be
/// replayed is left without a row, as in [`fill_missing`].
pub async fn fill_tournament(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<()> {
    for info in db::games::list(conn, tournament_id).await? {
        let game_id = info.id;
        match replay_stored(conn, info).await {
            Ok(game) => write_played(conn, &game).await?,
            Err(LoadError::Database(err)) => return Err(err),
            Err(err) => tracing::warn!("game {game_id}: no stored result: {err}"),
        }
    }
    Ok(())
}

/// Writes the stored result of every game that has none or an outdated one (a database from
/// before results were stored, or a game changed by an older version): each such game is
/// replayed once. Run when the database is opened. A game whose hands cannot be read or
/// replayed is left without a row; its pages report the problem as before.
pub async fn fill_missing(pool: &super::Pool) -> sqlx::Result<usize> {
    let mut conn = pool.acquire().await?;
    let stale: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT g.id, r.tournament_id FROM games g JOIN rounds r ON r.id = g.round_id
          WHERE NOT EXISTS (SELECT 1 FROM game_results gr
                             WHERE gr.game_id = g.id AND gr.version = g.version)
          ORDER BY g.id",
    )
    .fetch_all(&mut *conn)
    .await?;
    drop(conn);
    let mut filled = 0;
    for (game_id, tournament_id) in stale {
        let mut tx = db::begin_write(pool).await?;
        let Some(info) = db::games::get(&mut tx, tournament_id, game_id).await? else {
            continue;
        };
        match replay_stored(&mut tx, info).await {
            Ok(game) => {
                write_played(&mut tx, &game).await?;
                tx.commit().await?;
                filled += 1;
            }
            Err(LoadError::Database(err)) => return Err(err),
            Err(err) => tracing::warn!("game {game_id}: no stored result: {err}"),
        }
    }
    Ok(filled)
}

/// The standings read from replayed results, for pages that have replayed them already.
impl Results {
    /// The standings of `players` (display order) from finished games whose hands are all
    /// confirmed, and penalties (see [`Outcomes::standings`]).
    pub fn standings(&self, players: &[PlayerId]) -> Vec<Standing> {
        Outcomes::of_results(self).standings(players)
    }
}

/// The players best first by the current standings (for swiss seating).
pub async fn swiss_order(
    conn: &mut Conn,
    tournament_id: i64,
) -> Result<Vec<seating::PlayerId>, LoadError> {
    let players = db::players::list(conn, tournament_id).await?;
    let ids: Vec<PlayerId> = players.iter().map(|p| p.id).collect();
    let outcomes = Outcomes::load(conn, tournament_id).await?;
    Ok(outcomes
        .standings(&ids)
        .into_iter()
        .map(|s| s.player.into())
        .collect())
}
