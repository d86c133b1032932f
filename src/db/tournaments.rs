//! Tournaments: their details and whether they are archived.

use super::Conn;
use crate::engine::ruleset::PresetId;
use crate::engine::styles::settings::StyleSettings;
use crate::tournament::details::TournamentDetails;
use crate::tournament::language::Language;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TournamentRow {
    pub id: i64,
    pub name: String,
    pub event_date: String,
    pub venue: String,
    pub ruleset: String,
    #[sqlx(try_from = "super::Flag")]
    pub archived: bool,
    /// The ruleset's settings as stored (`tournament::rule_settings`); empty for defaults.
    pub rule_settings: String,
    /// The default language's code (`tournament::language`); empty for none.
    pub language: String,
    /// The organizer who owns it (on a league's server, the one who may change it).
    pub owner_account_id: Option<i64>,
}

impl TournamentRow {
    /// The language the tournament's pages are shown in to a reader who chose none; `None`
    /// when the reader's browser decides.
    pub fn default_language(&self) -> Option<Language> {
        crate::tournament::language::stored_default(&self.language)
    }

    /// The stored ruleset as a preset id: where the stored text becomes one. `None` for text no
    /// preset has (a database written by an older or newer tenbou, or by hand).
    pub fn preset(&self) -> Option<PresetId> {
        PresetId::parse(&self.ruleset)
    }

    /// The ruleset in words, as pages show it ("MSMC sanma (three players)").
    pub fn ruleset_name(&self) -> String {
        crate::tournament::details::ruleset_name(&self.ruleset)
    }

    /// How the standings add up, where the ruleset differs from riichi's uma and oka: Hong
    /// Kong Old Style totals the game points themselves (docs/rules.md §7); empty otherwise.
    pub fn total_rule(&self) -> &'static str {
        // Hong Kong Old Style, whose scores are game points from 0, is the style with settings.
        if crate::tournament::details::has_settings(self.preset()) {
            "A player's total is the sum of their game points (each game starts from 0) minus score penalties."
        } else {
            ""
        }
    }

    /// The settings of the tournament's style, as stored; the style's defaults where the
    /// stored text cannot be read, and none for a ruleset no preset has.
    pub fn settings(&self) -> StyleSettings {
        let Some(preset) = self.preset() else {
            return StyleSettings::None;
        };
        let style = crate::engine::styles::style(preset.style());
        crate::tournament::rule_settings::settings_of(style, &self.rule_settings)
            .unwrap_or_else(|_| style.default_settings())
    }
}

const COLUMNS: &str =
    "id, name, event_date, venue, ruleset, archived, rule_settings, language, owner_account_id";

fn date_text(details: &TournamentDetails) -> String {
    details.date.map(|d| d.to_string()).unwrap_or_default()
}

/// Binds a tournament's details next, in the order the tournaments statements name their
/// columns: name, event date, venue, ruleset, rule settings, language.
fn bind_details<'q>(
    query: super::Statement<'q>,
    details: &'q TournamentDetails,
) -> super::Statement<'q> {
    query
        .bind(&details.name)
        .bind(date_text(details))
        .bind(&details.venue)
        .bind(details.ruleset.as_str())
        .bind(&details.settings)
        .bind(details.language.map_or("", Language::code))
}

/// Creates a tournament owned by `owner` (who created it).
pub async fn create(
    conn: &mut Conn,
    details: &TournamentDetails,
    owner: Option<i64>,
) -> sqlx::Result<i64> {
    let now = super::now();
    let query = sqlx::query(
        "INSERT INTO tournaments (name, event_date, venue, ruleset, rule_settings, language,
          created_at, updated_at, owner_account_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
          RETURNING id",
    );
    let statement = bind_details(query, details)
        .bind(&now)
        .bind(&now)
        .bind(owner);
    super::inserted_id(statement, conn).await
}

pub async fn update(conn: &mut Conn, id: i64, details: &TournamentDetails) -> sqlx::Result<()> {
    let query = sqlx::query(
        "UPDATE tournaments SET name = $1, event_date = $2, venue = $3, ruleset = $4, rule_settings = $5,
          language = $6, updated_at = $7 WHERE id = $8",
    );
    bind_details(query, details)
        .bind(super::now())
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn set_archived(conn: &mut Conn, id: i64, archived: bool) -> sqlx::Result<()> {
    sqlx::query("UPDATE tournaments SET archived = $1, updated_at = $2 WHERE id = $3")
        .bind(archived)
        .bind(super::now())
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn get(conn: &mut Conn, id: i64) -> sqlx::Result<Option<TournamentRow>> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM tournaments WHERE id = $1"))
        .bind(id)
        .fetch_optional(conn)
        .await
}

/// All tournaments, newest first; archived ones only when asked for.
pub async fn list(conn: &mut Conn, include_archived: bool) -> sqlx::Result<Vec<TournamentRow>> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM tournaments WHERE archived = FALSE OR $1 ORDER BY event_date DESC, id DESC"
    ))
    .bind(include_archived)
    .fetch_all(conn)
    .await
}

/// Gives tournament `id` to the organizer `owner` (an imported tournament becomes its
/// importer's).
pub async fn set_owner(conn: &mut Conn, id: i64, owner: Option<i64>) -> sqlx::Result<()> {
    sqlx::query("UPDATE tournaments SET owner_account_id = $1 WHERE id = $2")
        .bind(owner)
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Whether the account `owner` owns tournament `id` (false for a tournament not stored).
pub async fn owned_by(conn: &mut Conn, id: i64, owner: i64) -> sqlx::Result<bool> {
    let question = sqlx::query("SELECT 1 FROM tournaments WHERE id = $1 AND owner_account_id = $2")
        .bind(id)
        .bind(owner);
    super::any_row(question, conn).await
}

/// An event on a league's public index: the tournament and its organizer's name.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct IndexedEvent {
    pub id: i64,
    pub name: String,
    pub event_date: String,
    pub venue: String,
    /// Empty when no organizer owns it (an event of the administrator's keeps its name).
    pub organizer: String,
}

/// Every event not archived, newest first, with the name of the organizer who owns it.
pub async fn public_index(conn: &mut Conn) -> sqlx::Result<Vec<IndexedEvent>> {
    sqlx::query_as(
        "SELECT t.id, t.name, t.event_date, t.venue, COALESCE(a.name, '') AS organizer
           FROM tournaments t LEFT JOIN accounts a ON a.id = t.owner_account_id
          WHERE t.archived = FALSE
          ORDER BY t.event_date DESC, t.id DESC",
    )
    .fetch_all(conn)
    .await
}
