//! Leagues (migration 0023): each league's name and rule, and the events it counts. Only SQL
//! here; the table is `tournament::league_table`'s, and who may change a league `app::leagues`'.

use super::Conn;
use crate::tournament::league_table::Measure;

/// A league as stored.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct LeagueRow {
    pub id: i64,
    pub name: String,
    pub measure: Measure,
    /// How many of each player's results count; none for all of them.
    pub best_of: Option<i64>,
}

/// An event a league counts, as its table names it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct LeagueEventRow {
    pub id: i64,
    pub name: String,
    pub event_date: String,
}

/// Stores a new league made by `by`; returns its id.
pub async fn create(
    conn: &mut Conn,
    name: &str,
    (measure, best_of): (Measure, Option<i64>),
    by: i64,
) -> sqlx::Result<i64> {
    let statement = sqlx::query(
        "INSERT INTO leagues (name, measure, best_of, created_at, created_by)
         VALUES ($1, $2, $3, $4, $5) RETURNING id",
    )
    .bind(name)
    .bind(measure)
    .bind(best_of)
    .bind(super::now())
    .bind(by);
    super::inserted_id(statement, conn).await
}

const COLUMNS: &str = "id, name, measure, best_of";

/// Every league, newest first.
pub async fn list(conn: &mut Conn) -> sqlx::Result<Vec<LeagueRow>> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM leagues ORDER BY id DESC"))
        .fetch_all(conn)
        .await
}

pub async fn get(conn: &mut Conn, id: i64) -> sqlx::Result<Option<LeagueRow>> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM leagues WHERE id = $1"))
        .bind(id)
        .fetch_optional(conn)
        .await
}

/// Gives league `id` its name and rule; false when there is no such league.
pub async fn set(
    conn: &mut Conn,
    id: i64,
    name: &str,
    (measure, best_of): (Measure, Option<i64>),
) -> sqlx::Result<bool> {
    let statement =
        sqlx::query("UPDATE leagues SET name = $1, measure = $2, best_of = $3 WHERE id = $4")
            .bind(name)
            .bind(measure)
            .bind(best_of)
            .bind(id);
    Ok(super::changed_rows(statement, conn).await? > 0)
}

/// The events league `id` counts, oldest first (by date, then by creation).
pub async fn events(conn: &mut Conn, id: i64) -> sqlx::Result<Vec<LeagueEventRow>> {
    sqlx::query_as(
        "SELECT t.id, t.name, t.event_date
           FROM league_events e JOIN tournaments t ON t.id = e.tournament_id
          WHERE e.league_id = $1
          ORDER BY t.event_date, t.id",
    )
    .bind(id)
    .fetch_all(conn)
    .await
}

/// Makes league `league` count event `tournament`; false when it already did.
pub async fn add_event(conn: &mut Conn, league: i64, tournament: i64) -> sqlx::Result<bool> {
    let statement = sqlx::query(
        "INSERT INTO league_events (league_id, tournament_id) VALUES ($1, $2)
         ON CONFLICT (league_id, tournament_id) DO NOTHING",
    )
    .bind(league)
    .bind(tournament);
    Ok(super::changed_rows(statement, conn).await? > 0)
}

/// Makes league `league` count event `tournament` no more; false when it did not.
pub async fn remove_event(conn: &mut Conn, league: i64, tournament: i64) -> sqlx::Result<bool> {
    let statement =
        sqlx::query("DELETE FROM league_events WHERE league_id = $1 AND tournament_id = $2")
            .bind(league)
            .bind(tournament);
    Ok(super::changed_rows(statement, conn).await? > 0)
}
