//! Table self-entry: the tournament's choice of who records hands, and the short code of each
//! game (one table in one round) that opens that game's sheet on a player's phone.
//!
//! Codes are made here from randomness the caller passes in (the web layer draws it from the
//! operating system); what a code may open is the web layer's business. Also the seats that
//! table phones hold (migrations 0010 and 0013): a phone that proved the player the draw seats
//! there (`db::seat_pins`) keeps the seat until staff free it, and a phone holds one seat a
//! round.

use super::Conn;
use crate::engine::seat::Seat;
use crate::tournament::players::PlayerId;

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

pub async fn hand_entry(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<HandEntry> {
    let text: Option<String> =
        sqlx::query_scalar("SELECT hand_entry FROM tournaments WHERE id = $1")
            .bind(tournament_id)
            .fetch_optional(conn)
            .await?;
    Ok(text
        .as_deref()
        .and_then(HandEntry::parse)
        .unwrap_or_default())
}

pub async fn set_hand_entry(
    conn: &mut Conn,
    tournament_id: i64,
    entry: HandEntry,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE tournaments SET hand_entry = $1, updated_at = $2 WHERE id = $3")
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
    conn: &mut Conn,
    round_id: i64,
    mut random: impl FnMut() -> Vec<u32>,
) -> sqlx::Result<Vec<(i64, i64, String)>> {
    let missing: Vec<i64> = sqlx::query_scalar(
        "SELECT g.id FROM games g LEFT JOIN table_codes c ON c.game_id = g.id
          WHERE g.round_id = $1 AND c.code IS NULL ORDER BY g.table_number",
    )
    .bind(round_id)
    .fetch_all(&mut *conn)
    .await?;
    for game_id in missing {
        // A clash with another live code is rare; draw again until the code is free.
        loop {
            let code = code_from(&random());
            let insert = sqlx::query(
                "INSERT INTO table_codes (game_id, code, created_at) VALUES ($1, $2, $3)
                 ON CONFLICT (code) DO NOTHING",
            )
            .bind(game_id)
            .bind(&code)
            .bind(super::now());
            if super::changed_rows(insert, &mut *conn).await? == 1 {
                break;
            }
        }
    }
    sqlx::query_as(
        "SELECT g.id, g.table_number, c.code FROM games g JOIN table_codes c ON c.game_id = g.id
          WHERE g.round_id = $1 ORDER BY g.table_number",
    )
    .bind(round_id)
    .fetch_all(conn)
    .await
}

/// The game a code was made for, with its round and table numbers and the number of the
/// tournament's latest round: a code opens its sheet only while its round is the latest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::FromRow)]
pub struct CodedGame {
    pub game_id: i64,
    pub round_number: i64,
    pub table_number: i64,
    pub latest_round: i64,
}

impl CodedGame {
    /// A later round has started: the code's table is no longer played.
    pub fn is_past(&self) -> bool {
        self.round_number < self.latest_round
    }
}

/// The game a code was made for in a tournament, if any.
pub async fn game_of_code(
    conn: &mut Conn,
    tournament_id: i64,
    code: &str,
) -> sqlx::Result<Option<CodedGame>> {
    sqlx::query_as(
        "SELECT c.game_id, r.number AS round_number, g.table_number,
                (SELECT MAX(number) FROM rounds WHERE tournament_id = r.tournament_id) AS latest_round
           FROM table_codes c JOIN games g ON g.id = c.game_id JOIN rounds r ON r.id = g.round_id
          WHERE r.tournament_id = $1 AND c.code = $2",
    )
    .bind(tournament_id)
    .bind(code)
    .fetch_optional(conn)
    .await
}

/// Whether this phone holds a seat at the game this code opens: a phone already seated is no
/// guesser, so it keeps its table while strangers' guesses hold the tournament's codes back.
pub async fn device_sits_at_code(
    conn: &mut Conn,
    tournament_id: i64,
    code: &str,
    device: &str,
) -> sqlx::Result<bool> {
    let question = sqlx::query(
        "SELECT 1 FROM seat_claims s JOIN table_codes c ON c.game_id = s.game_id
           JOIN rounds r ON r.id = s.round_id
          WHERE r.tournament_id = $1 AND c.code = $2 AND s.device = $3",
    )
    .bind(tournament_id)
    .bind(code)
    .bind(device);
    super::any_row(question, conn).await
}

/// A claim that still holds: the round's draw seats the player it was taken as in that seat
/// (a claim from before PINs, migration 0013, names no player; the organizer may have swapped
/// players since). At a tag-team table of eight (`games::TAG_TEAM_PEOPLE`) the two partners
/// of seat `s`, stored as `s` and `s + 4`, share the seat's one claim, stored as `s`. Written
/// for a claim aliased `s`.
const CLAIM_HOLDS: &str = "EXISTS (SELECT 1 FROM game_seats gs WHERE gs.game_id = s.game_id
    AND gs.player_id = s.player_id AND (gs.seat = s.seat OR (gs.seat = s.seat + 4
    AND (SELECT COUNT(*) FROM game_seats t WHERE t.game_id = s.game_id) = 8)))";

/// Whether a phone may sit in a seat, before it proves who it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatClaim {
    /// Nobody holds the seat: the phone may take it as its player (see [`take_seat`]).
    Free,
    /// This phone already holds it.
    AlreadyYours,
    /// Another phone holds it.
    HeldByAnother,
    /// This phone holds another seat in this round (at this table or another): `seat` of
    /// game `game_id`.
    PhoneSitsElsewhere { game_id: i64, seat: Seat },
}

/// The seat this phone holds at a game, if any.
pub async fn seat_of_device(
    conn: &mut Conn,
    game_id: i64,
    device: &str,
) -> sqlx::Result<Option<Seat>> {
    sqlx::query_scalar(&format!(
        "SELECT s.seat FROM seat_claims s WHERE s.game_id = $1 AND s.device = $2 AND {CLAIM_HOLDS}"
    ))
    .bind(game_id)
    .bind(device)
    .fetch_optional(conn)
    .await
}

/// Every held seat of a game as (seat, device), in seat order.
pub async fn seat_claims(conn: &mut Conn, game_id: i64) -> sqlx::Result<Vec<(Seat, String)>> {
    sqlx::query_as(&format!(
        "SELECT s.seat, s.device FROM seat_claims s WHERE s.game_id = $1 AND {CLAIM_HOLDS}
          ORDER BY s.seat"
    ))
    .bind(game_id)
    .fetch_all(conn)
    .await
}

/// A seat a phone holds at another table of a game's round, for the seat chooser to say so
/// before the phone taps a seat there.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct SeatElsewhere {
    pub game_id: i64,
    pub table_number: i64,
    pub seat: Seat,
    pub player_name: String,
    /// The other table's code: where the phone's own sheet is.
    pub code: Option<String>,
}

/// The seat this phone holds in `game_id`'s round at another game than `game_id`, if any.
pub async fn seat_elsewhere_in_round(
    conn: &mut Conn,
    game_id: i64,
    device: &str,
) -> sqlx::Result<Option<SeatElsewhere>> {
    sqlx::query_as(&format!(
        "SELECT s.game_id, g.table_number, s.seat, p.name AS player_name, c.code
           FROM seat_claims s JOIN games g ON g.id = s.game_id
           JOIN players p ON p.id = s.player_id
           LEFT JOIN table_codes c ON c.game_id = s.game_id
          WHERE s.round_id = (SELECT round_id FROM games WHERE id = $1) AND s.game_id <> $2
            AND s.device = $3 AND {CLAIM_HOLDS}"
    ))
    .bind(game_id)
    .bind(game_id)
    .bind(device)
    .fetch_optional(conn)
    .await
}

/// Whether a phone may take `seat` of a game: free, its own already, or held by another
/// phone, or the phone holds another seat of the round. Claims that no longer hold in the
/// round (see `CLAIM_HOLDS`) are dropped first, so their seats are free again. Run it in the
/// write transaction that then takes the seat, so two phones cannot both take one seat.
pub async fn seat_claim(
    conn: &mut Conn,
    game_id: i64,
    seat: Seat,
    device: &str,
) -> sqlx::Result<SeatClaim> {
    sqlx::query(&format!(
        "DELETE FROM seat_claims AS s
          WHERE s.round_id = (SELECT round_id FROM games WHERE id = $1) AND NOT {CLAIM_HOLDS}"
    ))
    .bind(game_id)
    .execute(&mut *conn)
    .await?;
    let holder: Option<String> =
        sqlx::query_scalar("SELECT device FROM seat_claims WHERE game_id = $1 AND seat = $2")
            .bind(game_id)
            .bind(seat)
            .fetch_optional(&mut *conn)
            .await?;
    match holder {
        Some(holder) if holder == device => return Ok(SeatClaim::AlreadyYours),
        Some(_) => return Ok(SeatClaim::HeldByAnother),
        None => {}
    }
    let elsewhere: Option<(i64, Seat)> = sqlx::query_as(
        "SELECT s.game_id, s.seat FROM seat_claims s JOIN games g ON g.round_id = s.round_id
          WHERE g.id = $1 AND s.device = $2",
    )
    .bind(game_id)
    .bind(device)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(match elsewhere {
        Some((game_id, seat)) => SeatClaim::PhoneSitsElsewhere { game_id, seat },
        None => SeatClaim::Free,
    })
}

/// Gives a free `seat` (see [`seat_claim`]) to a phone that proved it is `player`, the
/// player the round's draw seats there.
pub async fn take_seat(
    conn: &mut Conn,
    game_id: i64,
    seat: Seat,
    player: PlayerId,
    device: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO seat_claims (game_id, round_id, seat, device, claimed_at, player_id)
         SELECT id, round_id, $1, $2, $3, $4 FROM games WHERE id = $5",
    )
    .bind(seat)
    .bind(device)
    .bind(super::now())
    .bind(player)
    .bind(game_id)
    .execute(conn)
    .await?;
    Ok(())
}

/// Frees a seat of a game (the organizer's or a referee's decision); returns the phone that
/// held it, if one did.
pub async fn free_seat(conn: &mut Conn, game_id: i64, seat: Seat) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("DELETE FROM seat_claims WHERE game_id = $1 AND seat = $2 RETURNING device")
        .bind(game_id)
        .bind(seat)
        .fetch_optional(conn)
        .await
}

/// The code of one game, if it has one.
pub async fn code_of_game(conn: &mut Conn, game_id: i64) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("SELECT code FROM table_codes WHERE game_id = $1")
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
pub async fn open_hands(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<Vec<OpenHand>> {
    sqlx::query_as(
        "SELECT h.game_id, r.number AS round_number, g.table_number, h.position, h.status, h.entered_by, h.dispute
           FROM hands h JOIN games g ON g.id = h.game_id JOIN rounds r ON r.id = g.round_id
          WHERE r.tournament_id = $1 AND h.status <> 'confirmed'
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
