//! A tournament's bracket as stored: its format and seed, the stages entered so far with who
//! entered each and why, and the stage each round belongs to. Who advances is decided by
//! `tournament::bracket`; this module only keeps the decisions.

use super::Conn;
use crate::tournament::bracket::AdvanceReason;
use crate::tournament::players::PlayerId;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct BracketRow {
    /// JSON of the large-field plan, `null` for the club's brackets.
    pub config: String,
    pub seed: String,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct StageRow {
    pub id: i64,
    pub position: i64,
    pub penalty_floor: i64,
}

/// One player of a stage, in entry order.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct StagePlayerRow {
    pub stage_position: i64,
    pub position: i64,
    pub player_id: PlayerId,
    pub reason: String,
}

pub async fn bracket(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<Option<BracketRow>> {
    sqlx::query_as("SELECT config, seed FROM brackets WHERE tournament_id = $1")
        .bind(tournament_id)
        .fetch_optional(conn)
        .await
}

pub async fn create_bracket(
    conn: &mut Conn,
    tournament_id: i64,
    config: &str,
    seed: u64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO brackets (tournament_id, config, seed, created_at) VALUES ($1, $2, $3, $4)",
    )
    .bind(tournament_id)
    .bind(config)
    .bind(seed.to_string())
    .bind(super::now())
    .execute(conn)
    .await?;
    Ok(())
}

/// The stages entered so far, first to last.
pub async fn stages(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<Vec<StageRow>> {
    sqlx::query_as(
        "SELECT id, position, penalty_floor FROM stages WHERE tournament_id = $1 ORDER BY position",
    )
    .bind(tournament_id)
    .fetch_all(conn)
    .await
}

/// Every stage's players, by stage then entry order.
pub async fn players(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<Vec<StagePlayerRow>> {
    sqlx::query_as(
        "SELECT s.position AS stage_position, sp.position, sp.player_id, sp.reason
           FROM stage_players sp JOIN stages s ON s.id = sp.stage_id
          WHERE s.tournament_id = $1 ORDER BY s.position, sp.position",
    )
    .bind(tournament_id)
    .fetch_all(conn)
    .await
}

/// Enters stage `position` with `players` (id, reason) in order; a reason is stored as
/// [`AdvanceReason::stored`] writes it.
pub async fn create_stage(
    conn: &mut Conn,
    tournament_id: i64,
    position: i64,
    penalty_floor: i64,
    players: &[(PlayerId, AdvanceReason)],
) -> sqlx::Result<i64> {
    let statement = sqlx::query(
        "INSERT INTO stages (tournament_id, position, penalty_floor, created_at) VALUES ($1, $2, $3, $4) RETURNING id",
    )
    .bind(tournament_id)
    .bind(position)
    .bind(penalty_floor)
    .bind(super::now());
    let stage_id = super::inserted_id(statement, &mut *conn).await?;
    set_players(conn, stage_id, players).await?;
    Ok(stage_id)
}

/// Replaces who is in a stage (a re-run cut or a replacement).
pub async fn set_players(
    conn: &mut Conn,
    stage_id: i64,
    players: &[(PlayerId, AdvanceReason)],
) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM stage_players WHERE stage_id = $1")
        .bind(stage_id)
        .execute(&mut *conn)
        .await?;
    for (position, (player, reason)) in players.iter().enumerate() {
        sqlx::query(
            "INSERT INTO stage_players (stage_id, position, player_id, reason) VALUES ($1, $2, $3, $4)",
        )
        .bind(stage_id)
        .bind(position as i64)
        .bind(player)
        .bind(reason.stored())
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// Removes the stages from `position` on, with their rounds (the caller has checked that no
/// hand of those rounds is recorded).
pub async fn delete_rounds_from(
    conn: &mut Conn,
    tournament_id: i64,
    position: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "DELETE FROM rounds WHERE tournament_id = $1 AND stage_id IN
           (SELECT id FROM stages WHERE tournament_id = $2 AND position >= $3)",
    )
    .bind(tournament_id)
    .bind(tournament_id)
    .bind(position)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn delete_stages_after(
    conn: &mut Conn,
    tournament_id: i64,
    position: i64,
) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM stages WHERE tournament_id = $1 AND position > $2")
        .bind(tournament_id)
        .bind(position)
        .execute(conn)
        .await?;
    Ok(())
}

/// Whether any hand, or any penalty tied to a game, is recorded in the rounds of stages from
/// `position` on (such rounds can no longer be withdrawn by a re-run cut).
pub async fn has_results_from(
    conn: &mut Conn,
    tournament_id: i64,
    position: i64,
) -> sqlx::Result<bool> {
    let count: i64 = sqlx::query_scalar(
        "SELECT (SELECT COUNT(*) FROM hands h JOIN games g ON g.id = h.game_id
                   JOIN rounds r ON r.id = g.round_id JOIN stages s ON s.id = r.stage_id
                  WHERE s.tournament_id = $1 AND s.position >= $2)
              + (SELECT COUNT(*) FROM penalties pe JOIN games g ON g.id = pe.game_id
                   JOIN rounds r ON r.id = g.round_id JOIN stages s ON s.id = r.stage_id
                  WHERE s.tournament_id = $3 AND s.position >= $4)",
    )
    .bind(tournament_id)
    .bind(position)
    .bind(tournament_id)
    .bind(position)
    .fetch_one(conn)
    .await?;
    Ok(count > 0)
}

pub async fn set_round_stage(conn: &mut Conn, round_id: i64, stage_id: i64) -> sqlx::Result<()> {
    sqlx::query("UPDATE rounds SET stage_id = $1 WHERE id = $2")
        .bind(stage_id)
        .bind(round_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// (round number, stage id) of every round that belongs to a stage.
pub async fn round_stages(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<Vec<(i64, i64)>> {
    sqlx::query_as(
        "SELECT number, stage_id FROM rounds WHERE tournament_id = $1 AND stage_id IS NOT NULL ORDER BY number",
    )
    .bind(tournament_id)
    .fetch_all(conn)
    .await
}

/// The newest penalty id of the tournament (0 if none): later ones without a game belong to
/// the stage entered now.
pub async fn last_penalty_id(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<i64> {
    sqlx::query_scalar("SELECT COALESCE(MAX(id), 0) FROM penalties WHERE tournament_id = $1")
        .bind(tournament_id)
        .fetch_one(conn)
        .await
}

/// Rounds that belong to no stage, as (id, number) by number: rounds played from the
/// tournament page, before the bracket or beside it.
pub async fn rounds_outside_stages(
    conn: &mut Conn,
    tournament_id: i64,
) -> sqlx::Result<Vec<(i64, i64)>> {
    sqlx::query_as(
        "SELECT id, number FROM rounds WHERE tournament_id = $1 AND stage_id IS NULL ORDER BY number",
    )
    .bind(tournament_id)
    .fetch_all(conn)
    .await
}
