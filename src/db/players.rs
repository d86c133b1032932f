//! Players of a tournament: registration, edits, check-in and withdrawal.

use super::Conn;
use crate::tournament::ema::{Country, EmaNumber};
use crate::tournament::players::{name_order, PlayerDetails, PlayerId};

#[derive(Debug, Clone, sqlx::FromRow, serde::Serialize)]
pub struct PlayerRow {
    pub id: PlayerId,
    pub tournament_id: i64,
    pub name: String,
    pub club: String,
    pub player_number: String,
    #[sqlx(try_from = "super::Flag")]
    pub checked_in: bool,
    #[sqlx(try_from = "super::Flag")]
    pub withdrawn: bool,
    /// The EMA number as stored: eight digits, or empty.
    pub ema_number: String,
    /// The country's ISO 3166 alpha-3 code as stored, or empty.
    pub country: String,
}

const COLUMNS: &str =
    "id, tournament_id, name, club, player_number, checked_in, withdrawn, ema_number, country";

/// Binds a player's details next, in the order the players statements name their columns:
/// name, name key, club, player number, EMA number, country.
fn bind_details<'q>(
    query: super::Statement<'q>,
    details: &'q PlayerDetails,
) -> super::Statement<'q> {
    query
        .bind(details.name.as_str())
        .bind(details.name.key())
        .bind(&details.club)
        .bind(&details.number)
        .bind(details.ema_number.as_ref().map_or("", EmaNumber::as_str))
        .bind(details.country.map_or("", Country::code))
}

/// Adds a player. A duplicate name comes back as a UNIQUE violation (see `db::is_unique_violation`).
pub async fn create(
    conn: &mut Conn,
    tournament_id: i64,
    details: &PlayerDetails,
    checked_in: bool,
) -> sqlx::Result<i64> {
    let query = sqlx::query(
        "INSERT INTO players (tournament_id, name, name_key, club, player_number, ema_number, country, checked_in, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id",
    )
    .bind(tournament_id);
    let statement = bind_details(query, details)
        .bind(checked_in)
        .bind(super::now());
    super::inserted_id(statement, conn).await
}

pub async fn update(conn: &mut Conn, player_id: i64, details: &PlayerDetails) -> sqlx::Result<()> {
    let query = sqlx::query(
        "UPDATE players SET name = $1, name_key = $2, club = $3, player_number = $4, ema_number = $5, country = $6 WHERE id = $7",
    );
    bind_details(query, details)
        .bind(player_id)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn set_checked_in(conn: &mut Conn, player_id: i64, value: bool) -> sqlx::Result<()> {
    sqlx::query("UPDATE players SET checked_in = $1 WHERE id = $2")
        .bind(value)
        .bind(player_id)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn check_in_all(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<u64> {
    let statement = sqlx::query("UPDATE players SET checked_in = TRUE WHERE tournament_id = $1 AND withdrawn = FALSE AND checked_in = FALSE")
        .bind(tournament_id);
    super::changed_rows(statement, conn).await
}

/// Withdrawal keeps the player and every result; they are simply not seated any more.
pub async fn set_withdrawn(conn: &mut Conn, player_id: i64, value: bool) -> sqlx::Result<()> {
    sqlx::query("UPDATE players SET withdrawn = $1, checked_in = CASE WHEN $1 THEN FALSE ELSE checked_in END WHERE id = $2")
        .bind(value)
        .bind(player_id)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn get(
    conn: &mut Conn,
    tournament_id: i64,
    player_id: i64,
) -> sqlx::Result<Option<PlayerRow>> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM players WHERE tournament_id = $1 AND id = $2"
    ))
    .bind(tournament_id)
    .bind(player_id)
    .fetch_optional(conn)
    .await
}

/// Every player of the tournament, in name order as a person sorts names (accents folded:
/// SQL's byte order would put "Ōtani" after "Zoë").
pub async fn list(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<Vec<PlayerRow>> {
    let mut rows: Vec<PlayerRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM players WHERE tournament_id = $1 ORDER BY id"
    ))
    .bind(tournament_id)
    .fetch_all(conn)
    .await?;
    // Rows come in id order and the sort is stable: names folding and reading alike keep it.
    rows.sort_by_cached_key(|row| name_order(&row.name));
    Ok(rows)
}

/// The name keys already taken in the tournament.
pub async fn name_keys(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar("SELECT name_key FROM players WHERE tournament_id = $1")
        .bind(tournament_id)
        .fetch_all(conn)
        .await
}
