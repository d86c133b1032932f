//! The EMA results of an event (docs/ema.md): the lines of the file the EMA's ranking takes,
//! each player's MERS base rank, the event's estimated MERS weight, and the check before the
//! file is sent. Reads only: one connection, the ranking every page shows
//! (`app::ranking`), the players' EMA numbers and countries, and every table's points.
//!
//! Which presets' events the EMA ranks, the places, the figures and the check are the
//! domain's (`tournament::ema`); the file's bytes are `crate::export`'s.

use super::ranking::load_ranking;
use super::standings::shown_lines;
use super::tournaments::load;
use super::{AppError, AppResult, PlayerRow, Store, TournamentRow};
use crate::db;
use crate::db::game_results::Outcomes;
use crate::db::results::ruleset_of;
use crate::engine::game::Score;
use crate::export;
use crate::tournament::ema::mers::{EventFacts, MersWeight};
use crate::tournament::ema::results::{
    check, countries, result_lines, Entrant, ExportCheck, ResultLine, TableFacts,
};
use crate::tournament::ema::{ranking_of, Country, EmaNumber, EmaRanking};
use crate::tournament::ids::TournamentId;
use crate::tournament::ranking::Ranking;
use crate::tournament::standings::StandingsTieBreak;

/// What the organiser says of the event for its MERS weight: the facts the results cannot
/// show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EventChoices {
    /// Days played, 1 to 3.
    pub days: u8,
    /// Substitutes who played (the EMA counts at most 3).
    pub substitutes: usize,
    /// Players had to qualify to enter.
    pub qualification: bool,
}

impl Default for EventChoices {
    /// A one-day event open to all, without substitutes: the club's usual event.
    fn default() -> Self {
        Self {
            days: 1,
            substitutes: 0,
            qualification: false,
        }
    }
}

/// An event's EMA results as the organizer's page shows them.
pub struct EmaResults {
    pub tournament: TournamentRow,
    /// The ranking the results go to; `None` when the EMA ranks no event under its preset.
    pub ranking: Option<EmaRanking>,
    /// Everyone who played, in place order, with their base rank.
    pub lines: Vec<ResultLine>,
    /// The file has a table points column (MCR: the scores are table points).
    pub with_table_points: bool,
    pub check: ExportCheck,
    /// The facts the weight was estimated from.
    pub facts: EventFacts,
    pub weight: MersWeight,
}

/// The EMA results of tournament `id`, its weight estimated with the organiser's `choices`.
pub async fn results(
    store: &Store,
    id: TournamentId,
    choices: EventChoices,
) -> AppResult<EmaResults> {
    let mut conn = store.read().await?;
    let tournament = load(&mut conn, id).await?;
    let ranking = tournament.preset().and_then(ranking_of);
    let read = read_results(&mut conn, id).await?;
    let facts = EventFacts {
        days: choices.days,
        players: read.lines.len(),
        substitutes: choices.substitutes,
        countries: countries(&read.lines),
        qualification: choices.qualification,
    };
    Ok(EmaResults {
        tournament,
        ranking,
        lines: read.lines,
        with_table_points: read.with_table_points,
        check: read.check,
        facts,
        weight: MersWeight::estimate(facts),
    })
}

/// The EMA results file of tournament `id`, written in full; [`AppError::NotFound`] when the
/// EMA ranks no event under its preset. Missing EMA numbers do not stop it: the organizer was
/// shown the check and chose to export.
pub async fn results_file(store: &Store, id: TournamentId) -> AppResult<Vec<u8>> {
    let mut conn = store.read().await?;
    let tournament = load(&mut conn, id).await?;
    if tournament.preset().and_then(ranking_of).is_none() {
        return Err(AppError::NotFound);
    }
    let read = read_results(&mut conn, id).await?;
    let mut body = Vec::new();
    export::write_ema_results(&mut body, &read.lines, read.with_table_points)
        .map_err(|err| AppError::Corrupt(format!("csv: {err}")))?;
    Ok(body)
}

/// The file's lines and the check, as read from storage.
struct ReadResults {
    lines: Vec<ResultLine>,
    with_table_points: bool,
    check: ExportCheck,
}

async fn read_results(conn: &mut db::Conn, id: TournamentId) -> AppResult<ReadResults> {
    let (lines, outcomes) = lines_and_outcomes(conn, id).await?;
    let with_table_points = outcomes.tie_break() == StandingsTieBreak::GamePoints;
    let tables = tables(&outcomes)?;
    let check = check(&lines, &tables);
    Ok(ReadResults {
        lines,
        with_table_points,
        check,
    })
}

/// The results' lines of tournament `id` (everyone who played, placed among themselves, with
/// their base rank, from the ranking every page shows) and the outcomes they came from. A
/// league's table reads each event's places and scores here too (`app::leagues`).
pub(super) async fn result_lines_of(
    conn: &mut db::Conn,
    id: TournamentId,
) -> AppResult<Vec<ResultLine>> {
    Ok(lines_and_outcomes(conn, id).await?.0)
}

async fn lines_and_outcomes(
    conn: &mut db::Conn,
    id: TournamentId,
) -> AppResult<(Vec<ResultLine>, Outcomes)> {
    let players = db::players::list(conn, id.get()).await?;
    let outcomes = Outcomes::load(conn, id.get()).await?;
    let (ranking, _) = load_ranking(conn, id, &players, &outcomes).await?;
    let with_table_points = outcomes.tie_break() == StandingsTieBreak::GamePoints;
    let entrants = entrants(&players, &ranking, with_table_points)?;
    Ok((result_lines(&entrants), outcomes))
}

/// Everyone who played, in the ranking's order. A player who never finished a game took no
/// part in the event's results, whatever place a total of 0 would give them.
fn entrants(
    players: &[PlayerRow],
    ranking: &Ranking,
    with_table_points: bool,
) -> AppResult<Vec<Entrant>> {
    let mut entrants = Vec::new();
    for (player, line) in shown_lines(players, ranking) {
        let Some(place) = line.place.filter(|_| line.games > 0) else {
            continue;
        };
        // Stored only after the same parsing: a value that no longer parses is corrupt.
        let corrupt = |err| AppError::Corrupt(format!("player {}: {err}", player.id));
        entrants.push(Entrant {
            place,
            name: player.name.clone(),
            ema_number: EmaNumber::parse(&player.ema_number).map_err(corrupt)?,
            country: Country::parse(&player.country).map_err(corrupt)?,
            // Where the scores are table points (MCR) the score is the game points, and the
            // table points have their own column.
            score: if with_table_points {
                Score::whole(line.points_total)
            } else {
                line.overall_total
            },
            table_points: with_table_points.then_some(line.overall_total),
        });
    }
    Ok(entrants)
}

/// Every table of the event, with what its points must sum to: each person's starting points
/// under the game's own ruleset.
fn tables(outcomes: &Outcomes) -> AppResult<Vec<TableFacts>> {
    let mut tables = Vec::new();
    for game in &outcomes.games {
        let rules = ruleset_of(&game.info)?;
        let people = game.outcome.points.len() as i64;
        tables.push(TableFacts {
            round: game.info.round_number,
            table: game.info.table_number,
            counted: game.outcome.counted().is_some(),
            points: game.outcome.points.clone(),
            expected_sum: i64::from(rules.starting_points) * people,
        });
    }
    Ok(tables)
}
