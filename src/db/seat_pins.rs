//! Each player's seat PIN and the phones that proved a player with it (migration 0013): what
//! lets a table phone take a seat (`web::table_entry`).
//!
//! A PIN is four digits, kept readable because the organizer prints it on the player's card
//! and reads it out at check-in; only the organizer's pages show it. New players get theirs
//! from the database itself (a trigger), so no path that adds players can forget it; a reset
//! takes its randomness from the caller, like the table codes. Counting wrong guesses is the
//! web layer's (`web::table_entry::throttle::PinThrottle`): this module only stores.

use super::Conn;
use crate::tournament::players::PlayerId;

/// Digits in a seat PIN.
pub const PIN_LENGTH: usize = 4;

/// A PIN from one random number (any u32; taken modulo 10,000, so every PIN is as likely
/// as another to within one in 400,000).
pub fn pin_from(random: u32) -> String {
    format!("{:04}", random % 10_000)
}

/// Every player's PIN in a tournament, as (player, PIN).
pub async fn pins(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<Vec<(PlayerId, String)>> {
    sqlx::query_as("SELECT id, seat_pin FROM players WHERE tournament_id = $1 ORDER BY id")
        .bind(tournament_id)
        .fetch_all(conn)
        .await
}

/// One player's PIN, if the player exists.
pub async fn pin_of(conn: &mut Conn, player: PlayerId) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("SELECT seat_pin FROM players WHERE id = $1")
        .bind(player)
        .fetch_optional(conn)
        .await
}

/// Whether `typed` is the player's PIN. Spaces around the digits are forgiven (a phone's
/// keyboard adds them); the comparison takes the same time whichever digit differs.
pub async fn pin_matches(conn: &mut Conn, player: PlayerId, typed: &str) -> sqlx::Result<bool> {
    let Some(pin) = pin_of(conn, player).await? else {
        return Ok(false);
    };
    let typed = typed.trim().as_bytes();
    let pin = pin.as_bytes();
    Ok(!pin.is_empty()
        && typed.len() == pin.len()
        && typed.iter().zip(pin).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0)
}

/// Gives the player a new PIN and forgets everything the old one proved: the phones that
/// proved the player and the seats taken as them. Returns how many seats were freed.
pub async fn reset_pin(conn: &mut Conn, player: PlayerId, new_pin: &str) -> sqlx::Result<u64> {
    sqlx::query("UPDATE players SET seat_pin = $1 WHERE id = $2")
        .bind(new_pin)
        .bind(player)
        .execute(&mut *conn)
        .await?;
    sqlx::query("DELETE FROM phone_players WHERE player_id = $1")
        .bind(player)
        .execute(&mut *conn)
        .await?;
    let free_seats = sqlx::query("DELETE FROM seat_claims WHERE player_id = $1").bind(player);
    super::changed_rows(free_seats, conn).await
}

/// Whether this phone has proved this player with their PIN (since the last reset).
pub async fn has_proved(conn: &mut Conn, device: &str, player: PlayerId) -> sqlx::Result<bool> {
    let question = sqlx::query("SELECT 1 FROM phone_players WHERE device = $1 AND player_id = $2")
        .bind(device)
        .bind(player);
    super::any_row(question, conn).await
}

/// Remembers that this phone proved this player: it takes their seat later without the PIN.
pub async fn remember_proof(conn: &mut Conn, device: &str, player: PlayerId) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO phone_players (device, player_id, proved_at) VALUES ($1, $2, $3)
         ON CONFLICT (device, player_id) DO NOTHING",
    )
    .bind(device)
    .bind(player)
    .bind(super::now())
    .execute(conn)
    .await?;
    Ok(())
}

/// The players this phone has proved.
pub async fn proved_players(conn: &mut Conn, device: &str) -> sqlx::Result<Vec<PlayerId>> {
    sqlx::query_scalar("SELECT player_id FROM phone_players WHERE device = $1 ORDER BY player_id")
        .bind(device)
        .fetch_all(conn)
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pin_is_always_four_digits() {
        assert_eq!(pin_from(7), "0007");
        assert_eq!(pin_from(10_000), "0000");
        assert_eq!(pin_from(u32::MAX), "7295");
        assert!(pin_from(123_456).bytes().all(|b| b.is_ascii_digit()));
        assert_eq!(pin_from(9_999).len(), PIN_LENGTH);
    }
}
