//! Tournaments: their details and whether they are archived.

use crate::tournament::details::TournamentDetails;
use sqlx::SqliteConnection;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TournamentRow {
    pub id: i64,
    pub name: String,
    pub event_date: String,
    pub venue: String,
    pub ruleset: String,
    pub archived: bool,
}

impl TournamentRow {
    /// The ruleset in words, as pages show it ("MSMC sanma (three players)").
    pub fn ruleset_name(&self) -> String {
        crate::tournament::details::ruleset_name(&self.ruleset)
    }
}

const COLUMNS: &str = "id, name, event_date, venue, ruleset, archived";

fn date_text(details: &TournamentDetails) -> String {
    details.date.map(|d| d.to_string()).unwrap_or_default()
}

pub async fn create(conn: &mut SqliteConnection, details: &TournamentDetails) -> sqlx::Result<i64> {
    let now = super::now();
    let id = sqlx::query(
        "INSERT INTO tournaments (name, event_date, venue, ruleset, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?)",
    )
    .bind(&details.name)
    .bind(date_text(details))
    .bind(&details.venue)
    .bind(details.ruleset)
    .bind(&now)
    .bind(&now)
    .execute(conn)
    .await?
    .last_insert_rowid();
    Ok(id)
}

pub async fn update(
    conn: &mut SqliteConnection,
    id: i64,
    details: &TournamentDetails,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE tournaments SET name = ?, event_date = ?, venue = ?, ruleset = ?, updated_at = ?
          WHERE id = ?",
    )
    .bind(&details.name)
    .bind(date_text(details))
    .bind(&details.venue)
    .bind(details.ruleset)
    .bind(super::now())
    .bind(id)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn set_archived(
    conn: &mut SqliteConnection,
    id: i64,
    archived: bool,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE tournaments SET archived = ?, updated_at = ? WHERE id = ?")
        .bind(archived)
        .bind(super::now())
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn get(conn: &mut SqliteConnection, id: i64) -> sqlx::Result<Option<TournamentRow>> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM tournaments WHERE id = ?"))
        .bind(id)
        .fetch_optional(conn)
        .await
}

/// All tournaments, newest first; archived ones only when asked for.
pub async fn list(
    conn: &mut SqliteConnection,
    include_archived: bool,
) -> sqlx::Result<Vec<TournamentRow>> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM tournaments WHERE archived = 0 OR ? ORDER BY event_date DESC, id DESC"
    ))
    .bind(include_archived)
    .fetch_all(conn)
    .await
}
