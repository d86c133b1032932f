//! Teams of two (migration 0017): a team's row and its two members. Only SQL here; what makes
//! a team is `tournament::teams`'s, and the checks against what is stored are `app::teams`'s.

use super::Conn;
use crate::tournament::players::PlayerId;

/// A team with its partners, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamRow {
    pub id: i64,
    pub name: String,
    /// The partners' ids and names, in the order of their ids.
    pub partners: Vec<(PlayerId, String)>,
}

/// Stores the team `name` (its key `name_key`) of the two `partners`; returns its id. The
/// caller has checked that neither partner is in a team (the schema refuses it anyway).
pub async fn create(
    conn: &mut Conn,
    tournament_id: i64,
    name: &str,
    name_key: &str,
    partners: [PlayerId; 2],
) -> sqlx::Result<i64> {
    let statement = sqlx::query(
        "INSERT INTO teams (tournament_id, name, name_key, created_at) VALUES ($1, $2, $3, $4)
         RETURNING id",
    )
    .bind(tournament_id)
    .bind(name)
    .bind(name_key)
    .bind(super::now());
    let id = super::inserted_id(statement, &mut *conn).await?;
    for player in partners {
        sqlx::query("INSERT INTO team_members (team_id, player_id) VALUES ($1, $2)")
            .bind(id)
            .bind(player)
            .execute(&mut *conn)
            .await?;
    }
    Ok(id)
}

/// Removes a team of the tournament (its members go with it); false if there was none.
pub async fn delete(conn: &mut Conn, tournament_id: i64, team_id: i64) -> sqlx::Result<bool> {
    let statement = sqlx::query("DELETE FROM teams WHERE tournament_id = $1 AND id = $2")
        .bind(tournament_id)
        .bind(team_id);
    Ok(super::changed_rows(statement, conn).await? == 1)
}

/// Whether the tournament has a team whose name has the key `name_key`.
pub async fn name_taken(conn: &mut Conn, tournament_id: i64, name_key: &str) -> sqlx::Result<bool> {
    let question = sqlx::query("SELECT id FROM teams WHERE tournament_id = $1 AND name_key = $2")
        .bind(tournament_id)
        .bind(name_key);
    super::any_row(question, conn).await
}

/// Every team of the tournament with its partners, in the order they were formed.
pub async fn list(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<Vec<TeamRow>> {
    let rows: Vec<(i64, String, PlayerId, String)> = sqlx::query_as(
        "SELECT t.id, t.name, p.id, p.name
           FROM teams t JOIN team_members m ON m.team_id = t.id JOIN players p ON p.id = m.player_id
          WHERE t.tournament_id = $1 ORDER BY t.id, p.id",
    )
    .bind(tournament_id)
    .fetch_all(conn)
    .await?;
    let mut teams: Vec<TeamRow> = Vec::new();
    for (id, name, player, player_name) in rows {
        match teams.last_mut() {
            Some(team) if team.id == id => team.partners.push((player, player_name)),
            _ => teams.push(TeamRow {
                id,
                name,
                partners: vec![(player, player_name)],
            }),
        }
    }
    Ok(teams)
}
