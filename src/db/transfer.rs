//! Moving a tournament to another laptop: the whole tournament (details, players, rounds with
//! their seating and every hand, penalties and the audit log) as one JSON document, and back.
//!
//! The document refers to players and games by their ids on the laptop that wrote it; import
//! gives everything new ids and maps the references, in one transaction, so a failed import
//! leaves nothing behind. Derived things (scores, standings) are not in the document: they are
//! replayed from the hands, so they come out identical.

use super::now;
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
    #[error("The file's penalty refers to round {0} table {1}, which is not in the file.")]
    UnknownGame(i64, i64),
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
        "SELECT name, event_date, venue, ruleset, archived FROM tournaments WHERE id = ?",
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
    let round_rows: Vec<(i64, i64, String, String, String, Option<i64>)> = sqlx::query_as(
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
            let seat_rows: Vec<(i64, Option<i64>)> =
                sqlx::query_as("SELECT seat, player_id FROM game_seats WHERE game_id = ?")
                    .bind(game_id)
                    .fetch_all(&mut *conn)
                    .await?;
            for (seat, player) in seat_rows {
                seats[seat as usize % 4] = player;
            }
            let hands = super::games::hands(&mut *conn, game_id)
                .await?
                .iter()
                .map(|text| {
                    serde_json::from_str(text).unwrap_or(serde_json::Value::String(text.clone()))
                })
                .collect();
            games.push(GamePart {
                table_number,
                ruleset,
                version,
                seats,
                hands,
            });
        }
        rounds.push(RoundPart {
            number,
            stage,
            seed,
            mode,
            table_rule,
            sit_outs,
            games,
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
    let audit: Vec<AuditPart> = sqlx::query_as(
        "SELECT at, who, action, subject, before_value, after_value FROM audit_log WHERE tournament_id = ? ORDER BY id",
    )
    .bind(id)
    .fetch_all(&mut *conn)
    .await?;
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

/// Writes the document as a new tournament; returns its id. Run inside a transaction: on an
/// error the caller rolls back and nothing is left.
pub async fn import(
    conn: &mut SqliteConnection,
    doc: &TournamentDocument,
) -> Result<i64, ImportError> {
    let t = &doc.tournament;
    let stamp = now();
    let tournament_id = sqlx::query(
        "INSERT INTO tournaments (name, event_date, venue, ruleset, archived, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(&t.name)
    .bind(&t.event_date)
    .bind(&t.venue)
    .bind(&t.ruleset)
    .bind(t.archived)
    .bind(&stamp)
    .bind(&stamp)
    .execute(&mut *conn)
    .await?
    .last_insert_rowid();
    let mut player_ids: HashMap<i64, i64> = HashMap::new();
    for p in &doc.players {
        let new_id = sqlx::query(
            "INSERT INTO players (tournament_id, name, name_key, club, player_number, checked_in, withdrawn, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(tournament_id)
        .bind(&p.name)
        .bind(crate::tournament::players::name_key(&p.name))
        .bind(&p.club)
        .bind(&p.player_number)
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
    for round in &doc.rounds {
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
        for &player in &round.sit_outs {
            sqlx::query("INSERT INTO sit_outs (round_id, player_id) VALUES (?, ?)")
                .bind(round_id)
                .bind(map_player(player)?)
                .execute(&mut *conn)
                .await?;
        }
        for game in &round.games {
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
            for (seat, player) in game.seats.iter().enumerate() {
                let player = player.map(map_player).transpose()?;
                sqlx::query("INSERT INTO game_seats (game_id, seat, player_id) VALUES (?, ?, ?)")
                    .bind(game_id)
                    .bind(seat as i64)
                    .bind(player)
                    .execute(&mut *conn)
                    .await?;
            }
            for (index, hand) in game.hands.iter().enumerate() {
                // Every hand must be one the engine reads, or the sheet could not be replayed.
                let parsed: crate::engine::game::Hand = serde_json::from_value(hand.clone())
                    .map_err(|e| ImportError::BadHand {
                        round: round.number,
                        table: game.table_number,
                        hand: index + 1,
                        message: e.to_string(),
                    })?;
                let text = serde_json::to_string(&parsed).expect("a hand serializes");
                sqlx::query("INSERT INTO hands (game_id, position, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?)")
                    .bind(game_id)
                    .bind(index as i64)
                    .bind(text)
                    .bind(&stamp)
                    .bind(&stamp)
                    .execute(&mut *conn)
                    .await?;
            }
        }
    }
    let mut penalty_ids: Vec<(i64, i64)> = Vec::new();
    for p in &doc.penalties {
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
            .bind(&p.kind)
            .bind(p.amount)
            .bind(&p.reason)
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
            sqlx::query("UPDATE stages SET penalty_floor = ? WHERE id = ?")
                .bind(floor)
                .bind(stage_ids[&stage.position])
                .execute(&mut *conn)
                .await?;
        }
    }
    for a in &doc.audit {
        sqlx::query(
            "INSERT INTO audit_log (tournament_id, account_id, who, at, action, subject, before_value, after_value) VALUES (?, NULL, ?, ?, ?, ?, ?, ?)",
        )
        .bind(tournament_id)
        .bind(&a.who)
        .bind(&a.at)
        .bind(&a.action)
        .bind(&a.subject)
        .bind(&a.before_value)
        .bind(&a.after_value)
        .execute(&mut *conn)
        .await?;
    }
    Ok(tournament_id)
}

async fn conn_last_id(conn: &mut SqliteConnection) -> sqlx::Result<i64> {
    sqlx::query_scalar("SELECT last_insert_rowid()")
        .fetch_one(conn)
        .await
}
