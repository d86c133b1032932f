//! Score penalties given from the referee's desk.

use super::Conn;
use crate::tournament::players::PlayerId;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct PenaltyRow {
    pub id: i64,
    pub player_id: PlayerId,
    pub player_name: String,
    pub game_id: Option<i64>,
    pub round_number: Option<i64>,
    pub table_number: Option<i64>,
    pub kind: String,
    pub amount: i64,
    pub reason: String,
    pub created_at: String,
}

impl PenaltyRow {
    /// The kind in words; a kind this version does not know (a newer file) shows as stored.
    pub fn kind_words(&self) -> &str {
        crate::tournament::penalties::PenaltyKind::from_id(&self.kind)
            .map_or(self.kind.as_str(), |k| k.words())
    }
}

pub async fn create(
    conn: &mut Conn,
    tournament_id: i64,
    player_id: PlayerId,
    game_id: Option<i64>,
    kind: &str,
    amount: i64,
    reason: &str,
) -> sqlx::Result<i64> {
    let statement = sqlx::query(
        "INSERT INTO penalties (tournament_id, player_id, game_id, kind, amount, reason, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
    )
    .bind(tournament_id)
    .bind(player_id)
    .bind(game_id)
    .bind(kind)
    .bind(amount)
    .bind(reason)
    .bind(super::now());
    super::inserted_id(statement, conn).await
}

pub async fn delete(conn: &mut Conn, tournament_id: i64, penalty_id: i64) -> sqlx::Result<bool> {
    let statement = sqlx::query("DELETE FROM penalties WHERE tournament_id = $1 AND id = $2")
        .bind(tournament_id)
        .bind(penalty_id);
    Ok(super::changed_rows(statement, conn).await? == 1)
}

/// Every penalty of the tournament, oldest first.
pub async fn list(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<Vec<PenaltyRow>> {
    sqlx::query_as(
        "SELECT pe.id, pe.player_id, p.name AS player_name, pe.game_id, r.number AS round_number, g.table_number,
                pe.kind, pe.amount, pe.reason, pe.created_at
           FROM penalties pe JOIN players p ON p.id = pe.player_id
           LEFT JOIN games g ON g.id = pe.game_id LEFT JOIN rounds r ON r.id = g.round_id
          WHERE pe.tournament_id = $1 ORDER BY pe.id",
    )
    .bind(tournament_id)
    .fetch_all(conn)
    .await
}
