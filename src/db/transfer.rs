//! Moving a tournament to another laptop: the whole tournament (details, players, rounds with
//! their seating and every hand, penalties and the audit log) as one JSON document, and back.
//!
//! The document refers to players and games by their ids on the laptop that wrote it; import
//! gives everything new ids and maps the references, in one transaction, so a failed import
//! leaves nothing behind. Derived things (scores, standings) are not in the document: they are
//! replayed from the hands, so they come out identical.
//!
//! A file may come from anywhere, so nothing in it is trusted: [`check`] parses every part into
//! domain values through the same parsers as the forms (names, rulesets, penalties, seats,
//! tables, stages), plans its bracket for the tournament's table size, replays every game's
//! hands with the game's ruleset as the score sheet would, and refuses the whole file at its
//! first problem, named so that a person can find it ("player 3: …", "round 2 table 1: …",
//! "Round 2, table 1: hand 4 …"). Only a checked document is written, so everything imported
//! is something the pages, exports and saves can replay.

use super::audit::AuditAction;
use super::codes::Code;
use super::now;
use crate::engine::seat::Seat;
use crate::tournament::seating::{SeatingMode, TableRule};
use serde::{Deserialize, Serialize};
use sqlx::SqliteConnection;
use std::collections::HashMap;

/// The document's `format` field.
pub const FORMAT: &str = "tenbou-tournament";
/// The document's `version` field; a later tenbou reads every earlier version.
pub const VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TournamentDocument {
    pub format: String,
    pub version: u32,
    pub exported_at: String,
    pub tournament: TournamentPart,
    pub players: Vec<PlayerPart>,
    pub rounds: Vec<RoundPart>,
    pub penalties: Vec<PenaltyPart>,
    pub audit: Vec<AuditPart>,
    /// The bracket, once the organizer set one up.
    #[serde(default)]
    pub bracket: Option<BracketPart>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BracketPart {
    pub config: String,
    pub seed: String,
    pub created_at: String,
    pub stages: Vec<StagePart>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StagePart {
    pub position: i64,
    /// Penalties (by their `id` in this document) up to this one were given before the stage.
    pub penalty_floor: i64,
    pub created_at: String,
    /// (player id, reason) in order.
    pub players: Vec<(i64, String)>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, sqlx::FromRow)]
pub struct TournamentPart {
    pub name: String,
    pub event_date: String,
    pub venue: String,
    pub ruleset: String,
    pub archived: bool,
    /// Who records hands: `staff` (organizer and referees) or `table` (each table).
    #[serde(default = "staff_entry")]
    pub hand_entry: String,
    /// The ruleset's settings (Hong Kong Old Style's wind rounds and faan table); absent in
    /// files written before they existed, which means the preset's defaults.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub rule_settings: String,
}

fn staff_entry() -> String {
    "staff".into()
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, sqlx::FromRow)]
pub struct PlayerPart {
    /// The player's id in this document (its id on the laptop that wrote it).
    pub id: i64,
    pub name: String,
    pub name_key: String,
    pub club: String,
    pub player_number: String,
    pub checked_in: bool,
    pub withdrawn: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoundPart {
    pub number: i64,
    /// The position of the bracket stage the round belongs to.
    #[serde(default)]
    pub stage: Option<i64>,
    pub seed: String,
    pub mode: String,
    pub table_rule: String,
    pub sit_outs: Vec<i64>,
    pub games: Vec<GamePart>,
    /// The round's clock: when it started (Unix seconds) and its length in minutes.
    #[serde(default)]
    pub clock: Option<(i64, i64)>,
    /// Time and hands given to single tables past the round's time.
    #[serde(default)]
    pub table_times: Vec<TableTimePart>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, sqlx::FromRow)]
pub struct TableTimePart {
    pub table_number: i64,
    pub extra_minutes: i64,
    pub extra_hands: i64,
    pub hands_used: i64,
}

/// How a hand was entered and where its confirmation stands (a hand entered at a table waits
/// for a second player of that table).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, sqlx::FromRow)]
pub struct HandMarkPart {
    /// `confirmed`, `pending` or `disputed`.
    pub status: String,
    pub entered_seat: Option<i64>,
    pub entered_device: String,
    pub entered_by: String,
    pub dispute: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GamePart {
    pub table_number: i64,
    pub ruleset: String,
    pub version: i64,
    /// Player ids by starting seat; null for the substitute.
    pub seats: [Option<i64>; 4],
    /// The stored hands, each the engine's hand JSON.
    pub hands: Vec<serde_json::Value>,
    /// Each hand's mark, in the same order; absent (an older file) means every hand confirmed.
    #[serde(default)]
    pub marks: Vec<HandMarkPart>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PenaltyPart {
    /// The penalty's id in this document.
    #[serde(default)]
    pub id: i64,
    pub player: i64,
    /// (round number, table number) of the game it happened in.
    pub game: Option<(i64, i64)>,
    pub kind: String,
    pub amount: i64,
    pub reason: String,
    pub created_at: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, sqlx::FromRow)]
pub struct AuditPart {
    pub at: String,
    pub who: String,
    pub action: String,
    pub subject: String,
    pub before_value: String,
    pub after_value: String,
    /// For a change of a game's hands: the game as (round number, table number), so that undo
    /// and restoring a deleted hand work on the other laptop too.
    #[serde(default)]
    #[sqlx(skip)]
    pub game: Option<(i64, i64)>,
    #[serde(default)]
    pub hand_position: Option<i64>,
    #[serde(default)]
    pub form_key: Option<String>,
    /// The entry (its index in this document's audit list) that undid or restored this one.
    #[serde(default)]
    #[sqlx(skip)]
    pub reverted_by: Option<usize>,
}

/// Why a document cannot be imported; nothing was written.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("This is not a tenbou tournament file: {0}")]
    NotADocument(String),
    #[error("This file was written by a newer tenbou (format version {0}); update tenbou on this laptop first.")]
    TooNew(u32),
    #[error("The file refers to player {0}, who is not in its player list.")]
    UnknownPlayer(i64),
    #[error("Round {round}, table {table}: hand {hand} cannot be read: {message}")]
    BadHand {
        round: i64,
        table: i64,
        hand: usize,
        message: String,
    },
    /// A hand the rules refuse where it stands in its game (replayed with the game's ruleset).
    #[error("Round {round}, table {table}: hand {hand} cannot have happened: {message}")]
    ImpossibleHand {
        round: i64,
        table: i64,
        hand: usize,
        message: String,
    },
    #[error("The file's penalty refers to round {0} table {1}, which is not in the file.")]
    UnknownGame(i64, i64),
    /// The first problem found in the file, prefixed with where it is.
    #[error("{0}")]
    Invalid(String),
    #[error("The database refused the import: {0}")]
    Database(#[from] sqlx::Error),
}

#[derive(sqlx::FromRow)]
struct PenaltyRow {
    id: i64,
    player_id: i64,
    game_id: Option<i64>,
    kind: String,
    amount: i64,
    reason: String,
    created_at: String,
}

/// Reads the whole tournament `id` into a document.
pub async fn export(
    conn: &mut SqliteConnection,
    id: i64,
) -> sqlx::Result<Option<TournamentDocument>> {
    let tournament: Option<TournamentPart> = sqlx::query_as(
        "SELECT name, event_date, venue, ruleset, archived, hand_entry, rule_settings FROM tournaments WHERE id = ?",
    )
    .bind(id)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(tournament) = tournament else {
        return Ok(None);
    };
    let players: Vec<PlayerPart> = sqlx::query_as(
        "SELECT id, name, name_key, club, player_number, checked_in, withdrawn FROM players WHERE tournament_id = ? ORDER BY id",
    )
    .bind(id)
    .fetch_all(&mut *conn)
    .await?;
    let round_rows: Vec<(i64, i64, String, SeatingMode, TableRule, Option<i64>)> = sqlx::query_as(
        "SELECT r.id, r.number, r.seed, r.mode, r.table_rule, s.position FROM rounds r LEFT JOIN stages s ON s.id = r.stage_id
          WHERE r.tournament_id = ? ORDER BY r.number",
    )
            .bind(id)
            .fetch_all(&mut *conn)
            .await?;
    let mut rounds = Vec::new();
    let mut game_places: HashMap<i64, (i64, i64)> = HashMap::new();
    for (round_id, number, seed, mode, table_rule, stage) in round_rows {
        let sit_outs: Vec<i64> = sqlx::query_scalar(
            "SELECT player_id FROM sit_outs WHERE round_id = ? ORDER BY player_id",
        )
        .bind(round_id)
        .fetch_all(&mut *conn)
        .await?;
        let game_rows: Vec<(i64, i64, String, i64)> =
            sqlx::query_as("SELECT id, table_number, ruleset, version FROM games WHERE round_id = ? ORDER BY table_number")
                .bind(round_id)
                .fetch_all(&mut *conn)
                .await?;
        let mut games = Vec::new();
        for (game_id, table_number, ruleset, version) in game_rows {
            game_places.insert(game_id, (number, table_number));
            let mut seats = [None; 4];
            let seat_rows: Vec<(Seat, Option<i64>)> =
                sqlx::query_as("SELECT seat, player_id FROM game_seats WHERE game_id = ?")
                    .bind(game_id)
                    .fetch_all(&mut *conn)
                    .await?;
            for (seat, player) in seat_rows {
                if let Some(slot) = seats.get_mut(seat.index()) {
                    *slot = player;
                }
            }
            let hands = super::games::hands(&mut *conn, game_id)
                .await?
                .iter()
                .map(|text| {
                    serde_json::from_str(text).unwrap_or(serde_json::Value::String(text.clone()))
                })
                .collect();
            let marks: Vec<HandMarkPart> = sqlx::query_as(
                "SELECT status, entered_seat, entered_device, entered_by, dispute FROM hands
                  WHERE game_id = ? ORDER BY position",
            )
            .bind(game_id)
            .fetch_all(&mut *conn)
            .await?;
            games.push(GamePart {
                table_number,
                ruleset,
                version,
                seats,
                hands,
                marks,
            });
        }
        let clock: Option<(Option<i64>, Option<i64>)> =
            sqlx::query_as("SELECT clock_started_at, clock_minutes FROM rounds WHERE id = ?")
                .bind(round_id)
                .fetch_optional(&mut *conn)
                .await?;
        let table_times: Vec<TableTimePart> = sqlx::query_as(
            "SELECT table_number, extra_minutes, extra_hands, hands_used FROM table_time
              WHERE round_id = ? ORDER BY table_number",
        )
        .bind(round_id)
        .fetch_all(&mut *conn)
        .await?;
        rounds.push(RoundPart {
            number,
            stage,
            seed,
            mode: mode.code().to_string(),
            table_rule: table_rule.code().to_string(),
            sit_outs,
            games,
            clock: match clock {
                Some((Some(started), Some(minutes))) => Some((started, minutes)),
                _ => None,
            },
            table_times,
        });
    }
    let penalty_rows: Vec<PenaltyRow> = sqlx::query_as(
        "SELECT id, player_id, game_id, kind, amount, reason, created_at FROM penalties WHERE tournament_id = ? ORDER BY id",
    )
    .bind(id)
    .fetch_all(&mut *conn)
    .await?;
    let penalties = penalty_rows
        .into_iter()
        .map(|p| PenaltyPart {
            id: p.id,
            player: p.player_id,
            game: p.game_id.and_then(|g| game_places.get(&g).copied()),
            kind: p.kind,
            amount: p.amount,
            reason: p.reason,
            created_at: p.created_at,
        })
        .collect();
    let audit_rows: Vec<(i64, Option<i64>, Option<i64>)> = sqlx::query_as(
        "SELECT id, game_id, reverted_by FROM audit_log WHERE tournament_id = ? ORDER BY id",
    )
    .bind(id)
    .fetch_all(&mut *conn)
    .await?;
    let mut audit: Vec<AuditPart> = sqlx::query_as(
        "SELECT at, who, action, subject, before_value, after_value, hand_position, form_key
           FROM audit_log WHERE tournament_id = ? ORDER BY id",
    )
    .bind(id)
    .fetch_all(&mut *conn)
    .await?;
    // Entry ids and game ids are this laptop's: the document names an entry by its place in the
    // list and a game by its round and table.
    let index_of: HashMap<i64, usize> = audit_rows
        .iter()
        .enumerate()
        .map(|(index, (entry, _, _))| (*entry, index))
        .collect();
    for (part, (_, game, reverted_by)) in audit.iter_mut().zip(&audit_rows) {
        part.game = game.and_then(|g| game_places.get(&g).copied());
        part.reverted_by = reverted_by.and_then(|r| index_of.get(&r).copied());
    }
    Ok(Some(TournamentDocument {
        format: FORMAT.into(),
        version: VERSION,
        exported_at: now(),
        tournament,
        players,
        rounds,
        penalties,
        audit,
        bracket: export_bracket(&mut *conn, id).await?,
    }))
}

async fn export_bracket(conn: &mut SqliteConnection, id: i64) -> sqlx::Result<Option<BracketPart>> {
    let row: Option<(String, String, String)> =
        sqlx::query_as("SELECT config, seed, created_at FROM brackets WHERE tournament_id = ?")
            .bind(id)
            .fetch_optional(&mut *conn)
            .await?;
    let Some((config, seed, created_at)) = row else {
        return Ok(None);
    };
    let stage_rows: Vec<(i64, i64, i64, String)> =
        sqlx::query_as("SELECT id, position, penalty_floor, created_at FROM stages WHERE tournament_id = ? ORDER BY position")
            .bind(id)
            .fetch_all(&mut *conn)
            .await?;
    let mut stages = Vec::new();
    for (stage_id, position, penalty_floor, created_at) in stage_rows {
        let players: Vec<(i64, String)> = sqlx::query_as(
            "SELECT player_id, reason FROM stage_players WHERE stage_id = ? ORDER BY position",
        )
        .bind(stage_id)
        .fetch_all(&mut *conn)
        .await?;
        stages.push(StagePart {
            position,
            penalty_floor,
            created_at,
            players,
        });
    }
    Ok(Some(BracketPart {
        config,
        seed,
        created_at,
        stages,
    }))
}

/// Parses a document, refusing anything that is not one.
pub fn parse(bytes: &[u8]) -> Result<TournamentDocument, ImportError> {
    let doc: TournamentDocument =
        serde_json::from_slice(bytes).map_err(|e| ImportError::NotADocument(e.to_string()))?;
    if doc.format != FORMAT {
        return Err(ImportError::NotADocument(format!(
            "its format is \"{}\"",
            doc.format
        )));
    }
    if doc.version > VERSION {
        return Err(ImportError::TooNew(doc.version));
    }
    Ok(doc)
}

/// Highest game version accepted: far beyond any real number of saves, far below overflow.
pub const MAX_GAME_VERSION: i64 = 1_000_000_000;
/// Most rounds, tables per round, players, hands per game and penalties a file may hold.
const MAX_ROUNDS: usize = 500;
const MAX_TABLES: usize = 500;
const MAX_PLAYERS: usize = 2000;
const MAX_HANDS: usize = 500;
const MAX_PENALTIES: usize = 10_000;
/// Longest free text (audit entries, stage reasons, seeds, times) accepted.
const MAX_TEXT: usize = 2000;
/// A round longer than a day is a typing mistake.
const MAX_CLOCK_MINUTES: i64 = 24 * 60;

/// A document whose every part parsed: the values to write.
#[derive(Debug, Clone)]
pub struct Checked {
    pub details: crate::tournament::details::TournamentDetails,
    /// Each player's parsed details, in the document's order.
    pub players: Vec<crate::tournament::players::PlayerDetails>,
    pub penalties: Vec<crate::tournament::penalties::NewPenalty>,
    /// Each game's hands as the engine writes them, by round then game.
    pub hands: Vec<Vec<Vec<String>>>,
}

fn invalid(message: String) -> ImportError {
    ImportError::Invalid(message)
}

fn check_text(place: &str, what: &str, text: &str) -> Result<(), ImportError> {
    if text.chars().count() > MAX_TEXT || text.contains('\0') {
        return Err(invalid(format!(
            "{place}: the {what} is too long or holds a NUL character."
        )));
    }
    Ok(())
}

/// Parses every part of `doc` as the forms would; the first problem refuses the whole file.
pub fn check(doc: &TournamentDocument) -> Result<Checked, ImportError> {
    use crate::engine::ruleset::Ruleset;
    use crate::tournament::details::TournamentDetails;
    use crate::tournament::penalties::NewPenalty;
    use crate::tournament::players::PlayerDetails;
    use crate::tournament::rule_settings::ruleset_with;
    use crate::tournament::seating::table_size;
    use std::collections::HashSet;

    let t = &doc.tournament;
    let details = TournamentDetails::parse_with_stored(
        &t.name,
        &t.event_date,
        &t.venue,
        &t.ruleset,
        &t.rule_settings,
    )
    .map_err(|e| invalid(format!("tournament: {e}")))?;
    // Every round, game and bracket stage is seated at the tournament's tables (three in sanma).
    let table = table_size(details.ruleset);
    if !matches!(t.hand_entry.as_str(), "staff" | "table") {
        return Err(invalid(format!(
            "tournament: who records hands is \"{}\"; it must be \"staff\" or \"table\".",
            t.hand_entry
        )));
    }

    if doc.players.len() > MAX_PLAYERS {
        return Err(invalid(format!(
            "the file has more than {MAX_PLAYERS} players."
        )));
    }
    let mut players = Vec::new();
    let mut ids = HashSet::new();
    let mut keys = HashSet::new();
    for (index, p) in doc.players.iter().enumerate() {
        let place = format!("player {}", index + 1);
        let parsed = PlayerDetails::parse(&p.name, &p.club, &p.player_number)
            .map_err(|e| invalid(format!("{place}: {e}")))?;
        if !ids.insert(p.id) {
            return Err(invalid(format!("{place}: the id {} is used twice.", p.id)));
        }
        if !keys.insert(parsed.name.key()) {
            return Err(invalid(format!(
                "{place}: \"{}\" appears twice (names ignore case and spaces).",
                parsed.name.as_str()
            )));
        }
        players.push(parsed);
    }
    let known = |place: &str, id: i64| {
        if ids.contains(&id) {
            Ok(id)
        } else {
            Err(invalid(format!(
                "{place}: player {id} is not in the file's player list."
            )))
        }
    };

    // The bracket: its plan must read, and its stages must be the plan's first ones, in order.
    let mut stage_rounds: HashMap<i64, usize> = HashMap::new();
    let mut plan = Vec::new();
    if let Some(bracket) = &doc.bracket {
        let config: Option<crate::tournament::bracket::LargeField> =
            serde_json::from_str(&bracket.config)
                .map_err(|e| invalid(format!("bracket: its plan cannot be read: {e}")))?;
        bracket
            .seed
            .parse::<u64>()
            .map_err(|_| invalid("bracket: its seed is not a number.".into()))?;
        check_text("bracket", "date", &bracket.created_at)?;
        let entrants = bracket.stages.first().map_or(0, |s| s.players.len());
        // Planned as the bracket page plans it: a cut made for tables of four cannot seat a
        // sanma field, and a plan the pages cannot rebuild would break every page after import.
        plan = crate::tournament::bracket::plan_for(table, entrants, config.as_ref())
            .map_err(|e| invalid(format!("bracket: {e}")))?;
        if bracket.stages.len() > plan.len() {
            return Err(invalid(format!(
                "bracket: {} stages, but its plan has {}.",
                bracket.stages.len(),
                plan.len()
            )));
        }
        for (index, stage) in bracket.stages.iter().enumerate() {
            let place = format!("bracket stage {}", index + 1);
            if stage.position != index as i64 {
                return Err(invalid(format!(
                    "{place}: stages must be numbered 0, 1, 2, … in order (found {}).",
                    stage.position
                )));
            }
            check_text(&place, "date", &stage.created_at)?;
            let mut seen = HashSet::new();
            for (player, reason) in &stage.players {
                known(&place, *player)?;
                check_text(&place, "reason", reason)?;
                if !seen.insert(*player) {
                    return Err(invalid(format!("{place}: player {player} entered twice.")));
                }
            }
            if index > 0 && stage.players.is_empty() {
                return Err(invalid(format!("{place}: nobody entered it.")));
            }
            stage_rounds.insert(stage.position, 0);
        }
    }

    if doc.rounds.len() > MAX_ROUNDS {
        return Err(invalid(format!(
            "the file has more than {MAX_ROUNDS} rounds."
        )));
    }
    let mut numbers = HashSet::new();
    let mut places = HashSet::new();
    let mut hands = Vec::new();
    for round in &doc.rounds {
        let place = format!("round {}", round.number);
        if round.number < 1 {
            return Err(invalid(format!("{place}: round numbers start at 1.")));
        }
        if !numbers.insert(round.number) {
            return Err(invalid(format!("{place}: the round appears twice.")));
        }
        if SeatingMode::from_code(&round.mode).is_none() {
            return Err(invalid(format!(
                "{place}: unknown seating \"{}\".",
                round.mode
            )));
        }
        if TableRule::from_code(&round.table_rule).is_none() {
            return Err(invalid(format!(
                "{place}: unknown table rule \"{}\".",
                round.table_rule
            )));
        }
        check_text(&place, "seed", &round.seed)?;
        if let Some(stage) = round.stage {
            let Some(count) = stage_rounds.get_mut(&stage) else {
                return Err(invalid(format!(
                    "{place}: it belongs to bracket stage {stage}, which is not in the file."
                )));
            };
            *count += 1;
            let allowed = usize::try_from(stage)
                .ok()
                .and_then(|s| plan.get(s))
                .map_or(0, |spec| spec.rounds);
            if *count > allowed {
                return Err(invalid(format!(
                    "{place}: bracket stage {stage} has only {allowed} games."
                )));
            }
        }
        if round.games.len() > MAX_TABLES {
            return Err(invalid(format!("{place}: more than {MAX_TABLES} tables.")));
        }
        if let Some((started, minutes)) = round.clock {
            if started < 0 || !(1..=MAX_CLOCK_MINUTES).contains(&minutes) {
                return Err(invalid(format!(
                    "{place}: the round's clock ({minutes} minutes) is out of range."
                )));
            }
        }
        for time in &round.table_times {
            let in_range = |n: i64| (0..=MAX_CLOCK_MINUTES).contains(&n);
            if !(1..=round.games.len() as i64).contains(&time.table_number)
                || !in_range(time.extra_minutes)
                || !in_range(time.extra_hands)
                || !in_range(time.hands_used)
            {
                return Err(invalid(format!(
                    "{place}: the extra time of table {} is out of range.",
                    time.table_number
                )));
            }
        }
        let mut seated = HashSet::new();
        for &player in &round.sit_outs {
            known(&place, player)?;
            if !seated.insert(player) {
                return Err(invalid(format!("{place}: player {player} sits out twice.")));
            }
        }
        let mut round_hands = Vec::new();
        for (index, game) in round.games.iter().enumerate() {
            let place = format!("round {} table {}", round.number, game.table_number);
            if game.table_number < 1 {
                return Err(invalid(format!("{place}: table numbers start at 1.")));
            }
            if game.table_number != index as i64 + 1 {
                return Err(invalid(format!(
                    "{place}: the tables must be numbered 1, 2, 3, … in order."
                )));
            }
            places.insert((round.number, game.table_number));
            let Some(preset) = Ruleset::preset(&game.ruleset) else {
                return Err(invalid(format!(
                    "{place}: unknown ruleset \"{}\".",
                    game.ruleset
                )));
            };
            if preset.table != table {
                return Err(invalid(format!(
                    "{place}: its ruleset \"{}\" seats {} players, but the tournament's tables seat {}.",
                    game.ruleset,
                    preset.table.count(),
                    table.count()
                )));
            }
            // The tournament's settings apply to each game, as when its sheet is replayed.
            let rules = ruleset_with(preset, &details.settings)
                .map_err(|e| invalid(format!("{place}: {e}")))?;
            if !(0..=MAX_GAME_VERSION).contains(&game.version) {
                return Err(invalid(format!(
                    "{place}: the version {} is out of range.",
                    game.version
                )));
            }
            let seats = table.count();
            if game.seats[seats..].iter().any(Option::is_some) {
                return Err(invalid(format!(
                    "{place}: a player sits in a seat a table of {seats} does not have."
                )));
            }
            let mut empty = 0;
            for seat in &game.seats[..seats] {
                match seat {
                    None => empty += 1,
                    Some(player) => {
                        known(&place, *player)?;
                        if !seated.insert(*player) {
                            return Err(invalid(format!(
                                "{place}: player {player} is seated more than once in this round."
                            )));
                        }
                    }
                }
            }
            // One seat at most is the organizer's substitute.
            if empty > 1 {
                return Err(invalid(format!(
                    "{place}: a table needs at least {} players.",
                    seats - 1
                )));
            }
            if game.hands.len() > MAX_HANDS {
                return Err(invalid(format!("{place}: more than {MAX_HANDS} hands.")));
            }
            if game.marks.len() > game.hands.len() {
                return Err(invalid(format!("{place}: more hand marks than hands.")));
            }
            for (index, mark) in game.marks.iter().enumerate() {
                let place = format!("{place} hand {}", index + 1);
                if !matches!(mark.status.as_str(), "confirmed" | "pending" | "disputed") {
                    return Err(invalid(format!(
                        "{place}: unknown status \"{}\".",
                        mark.status
                    )));
                }
                if mark
                    .entered_seat
                    .is_some_and(|seat| !(0..seats as i64).contains(&seat))
                {
                    return Err(invalid(format!(
                        "{place}: the seat that entered it is out of range."
                    )));
                }
                for (what, text) in [
                    ("phone", &mark.entered_device),
                    ("name", &mark.entered_by),
                    ("dispute", &mark.dispute),
                ] {
                    check_text(&place, what, text)?;
                }
            }
            let mut game_hands = Vec::new();
            let mut parsed_hands = Vec::with_capacity(game.hands.len());
            for (index, hand) in game.hands.iter().enumerate() {
                let bad_hand = |message: String| ImportError::BadHand {
                    round: round.number,
                    table: game.table_number,
                    hand: index + 1,
                    message,
                };
                // Every hand must be one the engine reads, or the sheet could not be replayed.
                let parsed: crate::engine::game::Hand =
                    serde_json::from_value(hand.clone()).map_err(|e| bad_hand(e.to_string()))?;
                let text =
                    super::games::encode_hand(&parsed).map_err(|e| bad_hand(e.to_string()))?;
                game_hands.push(text);
                parsed_hands.push(parsed);
            }
            // Replayed as the score sheet replays it: a hand the rules refuse (a winner who
            // discarded, a seat the table lacks, a hand after the end) would otherwise be stored
            // and break the game's pages and every later save.
            let sheet = crate::engine::game::replay(&rules, &parsed_hands);
            if let Some(error) = sheet.error {
                return Err(ImportError::ImpossibleHand {
                    round: round.number,
                    table: game.table_number,
                    hand: error.hand + 1,
                    // The engine counts hands from 0; this message counts them as a person does.
                    message: match error.error {
                        crate::engine::game::GameError::GameOver { hands } => format!(
                            "the game was already over after hand {hands}; remove the hands after it"
                        ),
                        other => other.to_string(),
                    },
                });
            }
            round_hands.push(game_hands);
        }
        hands.push(round_hands);
    }

    if doc.penalties.len() > MAX_PENALTIES {
        return Err(invalid(format!(
            "the file has more than {MAX_PENALTIES} penalties."
        )));
    }
    let mut penalties = Vec::new();
    let mut penalty_ids = HashSet::new();
    for (index, p) in doc.penalties.iter().enumerate() {
        let place = format!("penalty {}", index + 1);
        let parsed = NewPenalty::parse(&p.kind, &p.amount.to_string(), &p.reason)
            .map_err(|e| invalid(format!("{place}: {e}")))?;
        known(&place, p.player)?;
        if !penalty_ids.insert(p.id) {
            return Err(invalid(format!("{place}: the id {} is used twice.", p.id)));
        }
        if let Some((round, table)) = p.game {
            if !places.contains(&(round, table)) {
                return Err(ImportError::UnknownGame(round, table));
            }
        }
        check_text(&place, "date", &p.created_at)?;
        penalties.push(parsed);
    }
    for (index, a) in doc.audit.iter().enumerate() {
        let place = format!("audit entry {}", index + 1);
        for (what, text) in [
            ("time", &a.at),
            ("name", &a.who),
            ("action", &a.action),
            ("subject", &a.subject),
            ("old value", &a.before_value),
            ("new value", &a.after_value),
        ] {
            check_text(&place, what, text)?;
        }
        if AuditAction::from_code(&a.action).is_none() {
            return Err(invalid(format!(
                "{place}: unknown action \"{}\".",
                a.action
            )));
        }
        if let Some(key) = &a.form_key {
            check_text(&place, "form key", key)?;
        }
        if a.game.is_some_and(|game| !places.contains(&game)) {
            return Err(invalid(format!("{place}: its game is not in the file.")));
        }
        if a.hand_position
            .is_some_and(|p| !(0..MAX_HANDS as i64).contains(&p))
        {
            return Err(invalid(format!("{place}: its hand is out of range.")));
        }
        // Only a later entry can undo an earlier one.
        if a.reverted_by
            .is_some_and(|by| by <= index || by >= doc.audit.len())
        {
            return Err(invalid(format!(
                "{place}: it is undone by an entry that is not after it."
            )));
        }
    }
    Ok(Checked {
        details,
        players,
        penalties,
        hands,
    })
}

/// Writes the document as a new tournament; returns its id. Run inside a transaction: on an
/// error the caller rolls back and nothing is left.
pub async fn import(
    conn: &mut SqliteConnection,
    doc: &TournamentDocument,
) -> Result<i64, ImportError> {
    let checked = check(doc)?;
    let t = &doc.tournament;
    let details = &checked.details;
    let stamp = now();
    let tournament_id = sqlx::query(
        "INSERT INTO tournaments (name, event_date, venue, ruleset, rule_settings, archived, hand_entry, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(&details.name)
    .bind(details.date.map(|d| d.to_string()).unwrap_or_default())
    .bind(&details.venue)
    .bind(details.ruleset)
    .bind(&details.settings)
    .bind(t.archived)
    .bind(&t.hand_entry)
    .bind(&stamp)
    .bind(&stamp)
    .execute(&mut *conn)
    .await?
    .last_insert_rowid();
    let mut player_ids: HashMap<i64, i64> = HashMap::new();
    for (p, parsed) in doc.players.iter().zip(&checked.players) {
        let new_id = sqlx::query(
            "INSERT INTO players (tournament_id, name, name_key, club, player_number, checked_in, withdrawn, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(tournament_id)
        .bind(parsed.name.as_str())
        .bind(parsed.name.key())
        .bind(&parsed.club)
        .bind(&parsed.number)
        .bind(p.checked_in)
        .bind(p.withdrawn)
        .bind(&stamp)
        .execute(&mut *conn)
        .await?
        .last_insert_rowid();
        player_ids.insert(p.id, new_id);
    }
    let map_player = |old: i64| {
        player_ids
            .get(&old)
            .copied()
            .ok_or(ImportError::UnknownPlayer(old))
    };
    let mut stage_ids: HashMap<i64, i64> = HashMap::new();
    if let Some(bracket) = &doc.bracket {
        sqlx::query(
            "INSERT INTO brackets (tournament_id, config, seed, created_at) VALUES (?, ?, ?, ?)",
        )
        .bind(tournament_id)
        .bind(&bracket.config)
        .bind(&bracket.seed)
        .bind(&bracket.created_at)
        .execute(&mut *conn)
        .await?;
        for stage in &bracket.stages {
            // The floor is mapped once the penalties have their new ids, below.
            let stage_id = sqlx::query("INSERT INTO stages (tournament_id, position, penalty_floor, created_at) VALUES (?, ?, 0, ?)")
                .bind(tournament_id)
                .bind(stage.position)
                .bind(&stage.created_at)
                .execute(&mut *conn)
                .await?
                .last_insert_rowid();
            stage_ids.insert(stage.position, stage_id);
            for (position, (player, reason)) in stage.players.iter().enumerate() {
                sqlx::query("INSERT INTO stage_players (stage_id, position, player_id, reason) VALUES (?, ?, ?, ?)")
                    .bind(stage_id)
                    .bind(position as i64)
                    .bind(map_player(*player)?)
                    .bind(reason)
                    .execute(&mut *conn)
                    .await?;
            }
        }
    }
    let mut game_ids: HashMap<(i64, i64), i64> = HashMap::new();
    for (round_index, round) in doc.rounds.iter().enumerate() {
        let stage = round
            .stage
            .and_then(|position| stage_ids.get(&position).copied());
        let round_id = sqlx::query("INSERT INTO rounds (tournament_id, stage_id, number, seed, mode, table_rule, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
            .bind(tournament_id)
            .bind(stage)
            .bind(round.number)
            .bind(&round.seed)
            .bind(&round.mode)
            .bind(&round.table_rule)
            .bind(&stamp)
            .execute(&mut *conn)
            .await?
            .last_insert_rowid();
        if let Some((started, minutes)) = round.clock {
            sqlx::query("UPDATE rounds SET clock_started_at = ?, clock_minutes = ? WHERE id = ?")
                .bind(started)
                .bind(minutes)
                .bind(round_id)
                .execute(&mut *conn)
                .await?;
        }
        for time in &round.table_times {
            sqlx::query("INSERT INTO table_time (round_id, table_number, extra_minutes, extra_hands, hands_used) VALUES (?, ?, ?, ?, ?)")
                .bind(round_id)
                .bind(time.table_number)
                .bind(time.extra_minutes)
                .bind(time.extra_hands)
                .bind(time.hands_used)
                .execute(&mut *conn)
                .await?;
        }
        for &player in &round.sit_outs {
            sqlx::query("INSERT INTO sit_outs (round_id, player_id) VALUES (?, ?)")
                .bind(round_id)
                .bind(map_player(player)?)
                .execute(&mut *conn)
                .await?;
        }
        for (game_index, game) in round.games.iter().enumerate() {
            let game_id = sqlx::query(
                "INSERT INTO games (round_id, table_number, ruleset, version) VALUES (?, ?, ?, ?)",
            )
            .bind(round_id)
            .bind(game.table_number)
            .bind(&game.ruleset)
            .bind(game.version)
            .execute(&mut *conn)
            .await?
            .last_insert_rowid();
            game_ids.insert((round.number, game.table_number), game_id);
            // Only the seats the table has: a sanma table has no North row (as when seated).
            let seats = crate::tournament::seating::table_size(details.ruleset).count();
            for (seat, player) in game.seats.iter().enumerate().take(seats) {
                let player = player.map(map_player).transpose()?;
                sqlx::query("INSERT INTO game_seats (game_id, seat, player_id) VALUES (?, ?, ?)")
                    .bind(game_id)
                    .bind(seat as i64)
                    .bind(player)
                    .execute(&mut *conn)
                    .await?;
            }
            let hands = checked
                .hands
                .get(round_index)
                .and_then(|games| games.get(game_index))
                .map_or(&[][..], Vec::as_slice);
            for (index, text) in hands.iter().enumerate() {
                let mark = game.marks.get(index);
                sqlx::query("INSERT INTO hands (game_id, position, data, created_at, updated_at, status, entered_seat, entered_device, entered_by, dispute) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                    .bind(game_id)
                    .bind(index as i64)
                    .bind(text)
                    .bind(&stamp)
                    .bind(&stamp)
                    .bind(mark.map_or("confirmed", |m| m.status.as_str()))
                    .bind(mark.and_then(|m| m.entered_seat))
                    .bind(mark.map_or("", |m| m.entered_device.as_str()))
                    .bind(mark.map_or("", |m| m.entered_by.as_str()))
                    .bind(mark.map_or("", |m| m.dispute.as_str()))
                    .execute(&mut *conn)
                    .await?;
            }
        }
    }
    let mut penalty_ids: Vec<(i64, i64)> = Vec::new();
    for (p, parsed) in doc.penalties.iter().zip(&checked.penalties) {
        let game = match p.game {
            Some((round, table)) => Some(
                *game_ids
                    .get(&(round, table))
                    .ok_or(ImportError::UnknownGame(round, table))?,
            ),
            None => None,
        };
        sqlx::query("INSERT INTO penalties (tournament_id, player_id, game_id, kind, amount, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
            .bind(tournament_id)
            .bind(map_player(p.player)?)
            .bind(game)
            .bind(parsed.kind.id())
            .bind(parsed.amount)
            .bind(&parsed.reason)
            .bind(&p.created_at)
            .execute(&mut *conn)
            .await?;
        penalty_ids.push((p.id, conn_last_id(&mut *conn).await?));
    }
    if let Some(bracket) = &doc.bracket {
        for stage in &bracket.stages {
            // The newest penalty given before the stage, under its new id.
            let floor = penalty_ids
                .iter()
                .filter(|(old, _)| *old <= stage.penalty_floor)
                .map(|(_, new)| *new)
                .max()
                .unwrap_or(0);
            let Some(&stage_id) = stage_ids.get(&stage.position) else {
                continue;
            };
            sqlx::query("UPDATE stages SET penalty_floor = ? WHERE id = ?")
                .bind(floor)
                .bind(stage_id)
                .execute(&mut *conn)
                .await?;
        }
    }
    let mut entry_ids = Vec::with_capacity(doc.audit.len());
    for a in &doc.audit {
        let game = a.game.and_then(|place| game_ids.get(&place).copied());
        let entry = sqlx::query(
            "INSERT INTO audit_log (tournament_id, account_id, who, at, action, subject, before_value, after_value, game_id, hand_position, form_key) VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(tournament_id)
        .bind(&a.who)
        .bind(&a.at)
        .bind(&a.action)
        .bind(&a.subject)
        .bind(&a.before_value)
        .bind(&a.after_value)
        .bind(game)
        .bind(game.and(a.hand_position))
        .bind(&a.form_key)
        .execute(&mut *conn)
        .await?
        .last_insert_rowid();
        entry_ids.push(entry);
    }
    // An entry is undone by a later one: link them once every entry has its new id.
    for (a, &entry) in doc.audit.iter().zip(&entry_ids) {
        if let Some(&by) = a.reverted_by.and_then(|index| entry_ids.get(index)) {
            sqlx::query("UPDATE audit_log SET reverted_by = ? WHERE id = ?")
                .bind(by)
                .bind(entry)
                .execute(&mut *conn)
                .await?;
        }
    }
    Ok(tournament_id)
}

async fn conn_last_id(conn: &mut SqliteConnection) -> sqlx::Result<i64> {
    sqlx::query_scalar("SELECT last_insert_rowid()")
        .fetch_one(conn)
        .await
}
