//! Table self-entry: the tournament's choice of who records hands, and the short code of each
//! game (one table in one round) that opens that game's sheet on a player's phone.
//!
//! Codes are made here from randomness the caller passes in (the web layer draws it from the
//! operating system); what a code may open is the web layer's business.

use sqlx::SqliteConnection;

/// Who records hands in a tournament.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum HandEntry {
    /// The organizer and referees only.
    #[default]
    Staff,
    /// Also the players of each table, from their phones, with a table code.
    Table,
}

impl HandEntry {
    pub fn as_str(self) -> &'static str {
        match self {
            HandEntry::Staff => "staff",
            HandEntry::Table => "table",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "staff" => Some(HandEntry::Staff),
            "table" => Some(HandEntry::Table),
            _ => None,
        }
    }
}

pub async fn hand_entry(
    conn: &mut SqliteConnection,
    tournament_id: i64,
) -> sqlx::Result<HandEntry> {
    let text: Option<String> =
        sqlx::query_scalar("SELECT hand_entry FROM tournaments WHERE id = ?")
            .bind(tournament_id)
            .fetch_optional(conn)
            .await?;
    Ok(text
        .as_deref()
        .and_then(HandEntry::parse)
        .unwrap_or_default())
}

pub async fn set_hand_entry(
    conn: &mut SqliteConnection,
    tournament_id: i64,
    entry: HandEntry,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE tournaments SET hand_entry = ?, updated_at = ? WHERE id = ?")
        .bind(entry.as_str())
        .bind(super::now())
        .bind(tournament_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Letters and digits that cannot be mistaken for one another when read off a card or typed on
/// a phone: no 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V.
pub const CODE_ALPHABET: &[u8] = b"34679ACDEFGHJKMNPQRTWXY";
/// 23^5 ≈ 6.4 million codes: with a few dozen live codes and ten guesses a minute per address,
/// guessing one takes years.
pub const CODE_LENGTH: usize = 5;

/// A code from `CODE_LENGTH` random numbers (any u32 each; taken modulo the alphabet).
pub fn code_from(random: &[u32]) -> String {
    random
        .iter()
        .take(CODE_LENGTH)
        .map(|r| char::from(CODE_ALPHABET[*r as usize % CODE_ALPHABET.len()]))
        .collect()
}

/// A typed code as stored: upper case, spaces and dashes dropped.
pub fn normalise_code(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// The code of every game of a round as (game id, table number, code), creating the missing
/// ones with `random` (called once per code attempt, returning `CODE_LENGTH` numbers).
pub async fn ensure_for_round(
    conn: &mut SqliteConnection,
    round_id: i64,
    mut random: impl FnMut() -> Vec<u32>,
) -> sqlx::Result<Vec<(i64, i64, String)>> {
    let missing: Vec<i64> = sqlx::query_scalar(
        "SELECT g.id FROM games g LEFT JOIN table_codes c ON c.game_id = g.id
          WHERE g.round_id = ? AND c.code IS NULL ORDER BY g.table_number",
    )
    .bind(round_id)
    .fetch_all(&mut *conn)
    .await?;
    for game_id in missing {
        // A clash with another live code is rare; draw again until the code is free.
        loop {
            let code = code_from(&random());
            let inserted = sqlx::query(
                "INSERT INTO table_codes (game_id, code, created_at) VALUES (?, ?, ?)
                 ON CONFLICT (code) DO NOTHING",
            )
            .bind(game_id)
            .bind(&code)
            .bind(super::now())
            .execute(&mut *conn)
            .await?
            .rows_affected();
            if inserted == 1 {
                break;
            }
        }
    }
    sqlx::query_as(
        "SELECT g.id, g.table_number, c.code FROM games g JOIN table_codes c ON c.game_id = g.id
          WHERE g.round_id = ? ORDER BY g.table_number",
    )
    .bind(round_id)
    .fetch_all(conn)
    .await
}

/// The game a code opens in a tournament, if it is live.
pub async fn game_of_code(
    conn: &mut SqliteConnection,
    tournament_id: i64,
    code: &str,
) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar(
        "SELECT c.game_id FROM table_codes c JOIN games g ON g.id = c.game_id JOIN rounds r ON r.id = g.round_id
          WHERE r.tournament_id = ? AND c.code = ?",
    )
    .bind(tournament_id)
    .bind(code)
    .fetch_optional(conn)
    .await
}

/// The code of one game, if it has one.
pub async fn code_of_game(
    conn: &mut SqliteConnection,
    game_id: i64,
) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("SELECT code FROM table_codes WHERE game_id = ?")
        .bind(game_id)
        .fetch_optional(conn)
        .await
}

/// A hand waiting for the organizer or the table: where it is.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OpenHand {
    pub game_id: i64,
    pub round_number: i64,
    pub table_number: i64,
    pub position: i64,
    pub status: String,
    pub entered_by: String,
    pub dispute: String,
}

/// Every hand of a tournament that is pending or disputed, disputed first.
pub async fn open_hands(
    conn: &mut SqliteConnection,
    tournament_id: i64,
) -> sqlx::Result<Vec<OpenHand>> {
    sqlx::query_as(
        "SELECT h.game_id, r.number AS round_number, g.table_number, h.position, h.status, h.entered_by, h.dispute
           FROM hands h JOIN games g ON g.id = h.game_id JOIN rounds r ON r.id = g.round_id
          WHERE r.tournament_id = ? AND h.status <> 'confirmed'
          ORDER BY h.status = 'pending', r.number, g.table_number, h.position",
    )
    .bind(tournament_id)
    .fetch_all(conn)
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_use_only_the_unambiguous_alphabet() {
        let code = code_from(&[0, 22, 23, 1000, u32::MAX]);
        assert_eq!(code.len(), CODE_LENGTH);
        assert!(code.bytes().all(|b| CODE_ALPHABET.contains(&b)));
        for confusing in b"01IOLZ25SB8UV" {
            assert!(!CODE_ALPHABET.contains(confusing));
        }
    }

    #[test]
    fn a_typed_code_is_read_in_upper_case_without_spaces() {
        assert_eq!(normalise_code(" k7m-p q"), "K7MPQ");
    }
}
