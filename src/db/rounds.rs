//! Rounds and their seating: one game per table, a row per seat of the ruleset's table (four, or
//! three in sanma: no North row is stored there), seat 0 starting as East, an American table's
//! fifth person at seat 4, a tag-team table's partners at seats 4–7, and the players who sit
//! the round out.

use super::Conn;
use crate::engine::seat::Seat;
use crate::tournament::players::{name_order, PlayerId};
use crate::tournament::seating::{
    RoundSeating, SeatingMode, Table, TableRule, TAG_TEAM_PEOPLE, WIND_SEATS,
};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RoundRow {
    pub id: i64,
    pub tournament_id: i64,
    pub number: i64,
    pub seed: String,
    pub mode: SeatingMode,
    pub table_rule: TableRule,
}

/// One seat of one table in a round, with the player's name (None for the substitute).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SeatRow {
    pub game_id: i64,
    pub table_number: i64,
    pub seat: Seat,
    pub player_id: Option<PlayerId>,
    pub player_name: Option<String>,
}

pub async fn list(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<Vec<RoundRow>> {
    sqlx::query_as(
        "SELECT id, tournament_id, number, seed, mode, table_rule FROM rounds
          WHERE tournament_id = $1 ORDER BY number",
    )
    .bind(tournament_id)
    .fetch_all(conn)
    .await
}

pub async fn get(
    conn: &mut Conn,
    tournament_id: i64,
    number: i64,
) -> sqlx::Result<Option<RoundRow>> {
    sqlx::query_as(
        "SELECT id, tournament_id, number, seed, mode, table_rule FROM rounds
          WHERE tournament_id = $1 AND number = $2",
    )
    .bind(tournament_id)
    .bind(number)
    .fetch_optional(conn)
    .await
}

/// Creates round `number` with its seating.
pub async fn create(
    conn: &mut Conn,
    tournament_id: i64,
    number: i64,
    seed: u64,
    mode: SeatingMode,
    table_rule: TableRule,
    seating: &RoundSeating,
) -> sqlx::Result<i64> {
    let statement = sqlx::query(
        "INSERT INTO rounds (tournament_id, number, seed, mode, table_rule, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
    )
    .bind(tournament_id)
    .bind(number)
    .bind(seed.to_string())
    .bind(mode)
    .bind(table_rule)
    .bind(super::now());
    let round_id = super::inserted_id(statement, &mut *conn).await?;
    insert_seating(conn, round_id, seating).await?;
    Ok(round_id)
}

/// Replaces a round's seating (a redraw or a swap), keeping the round itself; the new seed is
/// stored so the new draw can be checked too.
pub async fn replace_seating(
    conn: &mut Conn,
    round_id: i64,
    seed: u64,
    seating: &RoundSeating,
) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM games WHERE round_id = $1")
        .bind(round_id)
        .execute(&mut *conn)
        .await?;
    sqlx::query("DELETE FROM sit_outs WHERE round_id = $1")
        .bind(round_id)
        .execute(&mut *conn)
        .await?;
    sqlx::query("UPDATE rounds SET seed = $1 WHERE id = $2")
        .bind(seed.to_string())
        .bind(round_id)
        .execute(&mut *conn)
        .await?;
    insert_seating(conn, round_id, seating).await
}

async fn insert_seating(
    conn: &mut Conn,
    round_id: i64,
    seating: &RoundSeating,
) -> sqlx::Result<()> {
    // The seats a table has come from the tournament's ruleset, the one its games are stored
    // with: a sanma table has no North seat, so no row says "North: substitute" there.
    let ruleset: String = sqlx::query_scalar(
        "SELECT t.ruleset FROM rounds r JOIN tournaments t ON t.id = r.tournament_id WHERE r.id = $1",
    )
    .bind(round_id)
    .fetch_one(&mut *conn)
    .await?;
    let size =
        crate::tournament::seating::table_size(crate::engine::ruleset::PresetId::parse(&ruleset));
    for (index, table) in seating.tables.iter().enumerate() {
        // A game keeps the ruleset it is played under, whatever the tournament changes later.
        let statement = sqlx::query(
            "INSERT INTO games (round_id, table_number, ruleset)
             SELECT $1, $2, t.ruleset FROM rounds r JOIN tournaments t ON t.id = r.tournament_id WHERE r.id = $3 RETURNING id",
        )
            .bind(round_id)
            .bind(index as i64 + 1)
            .bind(round_id);
        let game_id = super::inserted_id(statement, &mut *conn).await?;
        // Each seat is stored as its place at the table: a fifth person's is seat 4
        // (`games::STORED_FIFTH_SEAT`), after the four with a wind; a tag-team table's
        // partners are seats 4–7, in the seats' order (migration 0018).
        let chairs = table.wind_seats().iter().take(size.count());
        let fifth = table.fifth().map(Some);
        let seats = chairs
            .copied()
            .chain(fifth)
            .chain(table.partners().iter().copied())
            .enumerate()
            .map(|(s, p)| (s as i64, p.map(i64::from)))
            .collect::<Vec<_>>();
        super::games::insert_seats(&mut *conn, game_id, seats).await?;
    }
    for player in &seating.sit_outs {
        sqlx::query("INSERT INTO sit_outs (round_id, player_id) VALUES ($1, $2)")
            .bind(round_id)
            .bind(i64::from(*player))
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// Every chair of a round (East to North), by table then seat; the fifth persons are
/// [`fifths`].
pub async fn seats(conn: &mut Conn, round_id: i64) -> sqlx::Result<Vec<SeatRow>> {
    sqlx::query_as(
        "SELECT g.id AS game_id, g.table_number, s.seat, s.player_id, p.name AS player_name
           FROM games g JOIN game_seats s ON s.game_id = g.id
           LEFT JOIN players p ON p.id = s.player_id
          WHERE g.round_id = $1 AND s.seat < $2 ORDER BY g.table_number, s.seat",
    )
    .bind(round_id)
    .bind(super::games::STORED_FIFTH_SEAT)
    .fetch_all(conn)
    .await
}

/// A table's fifth person in a round (the first bettor at an American table of five).
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct FifthRow {
    pub game_id: i64,
    pub table_number: i64,
    pub player_id: PlayerId,
    pub player_name: String,
}

/// The fifth persons of a round, by table. Seat 4 of a tag-team table (one with seats beyond
/// it) is East's partner, not a fifth person: see [`partners`].
pub async fn fifths(conn: &mut Conn, round_id: i64) -> sqlx::Result<Vec<FifthRow>> {
    sqlx::query_as(
        "SELECT g.id AS game_id, g.table_number, s.player_id, p.name AS player_name
           FROM games g JOIN game_seats s ON s.game_id = g.id
           JOIN players p ON p.id = s.player_id
          WHERE g.round_id = $1 AND s.seat = $2
            AND NOT EXISTS (SELECT 1 FROM game_seats x WHERE x.game_id = g.id AND x.seat > $3)
          ORDER BY g.table_number",
    )
    .bind(round_id)
    .bind(super::games::STORED_FIFTH_SEAT)
    .bind(super::games::STORED_FIFTH_SEAT)
    .fetch_all(conn)
    .await
}

/// A partner at a tag-team table in a round (Mangan's tag team, docs/rules.md §15): the seat
/// with a wind they share (0–3) and who they are.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct PartnerRow {
    pub game_id: i64,
    pub table_number: i64,
    /// The seat with a wind the partner shares, 0 (East) to 3 (North).
    pub shares: i64,
    pub player_id: PlayerId,
    pub player_name: String,
}

/// The partners of a round's tag-team tables (stored seats 4–7, at games with a seat beyond
/// 4), by table then the seat they share.
pub async fn partners(conn: &mut Conn, round_id: i64) -> sqlx::Result<Vec<PartnerRow>> {
    sqlx::query_as(
        "SELECT g.id AS game_id, g.table_number, s.seat - $1 AS shares, s.player_id,
                p.name AS player_name
           FROM games g JOIN game_seats s ON s.game_id = g.id
           JOIN players p ON p.id = s.player_id
          WHERE g.round_id = $2 AND s.seat >= $3
            AND EXISTS (SELECT 1 FROM game_seats x WHERE x.game_id = g.id AND x.seat > $4)
          ORDER BY g.table_number, s.seat",
    )
    .bind(super::games::STORED_FIFTH_SEAT)
    .bind(round_id)
    .bind(super::games::STORED_FIFTH_SEAT)
    .bind(super::games::STORED_FIFTH_SEAT)
    .fetch_all(conn)
    .await
}

/// The players who sit a round out, with their names.
pub async fn sit_outs(conn: &mut Conn, round_id: i64) -> sqlx::Result<Vec<(PlayerId, String)>> {
    let mut rows: Vec<(PlayerId, String)> = sqlx::query_as(
        "SELECT p.id, p.name FROM sit_outs o JOIN players p ON p.id = o.player_id
          WHERE o.round_id = $1 ORDER BY p.id",
    )
    .bind(round_id)
    .fetch_all(conn)
    .await?;
    // Rows come in id order and the sort is stable: names folding and reading alike keep it.
    rows.sort_by_cached_key(|row| name_order(&row.1));
    Ok(rows)
}

/// More tables than any venue holds: a bound on what a stored table number may allocate.
const MAX_TABLES: usize = 10_000;

/// A round's seating as the seating module sees it.
pub async fn seating(conn: &mut Conn, round_id: i64) -> sqlx::Result<RoundSeating> {
    let seats = seats(&mut *conn, round_id).await?;
    let mut tables: Vec<Table> = Vec::new();
    for row in seats {
        // Tables are numbered from 1 and seats 0 to 3; a row outside that (a database written
        // by hand or an old import) is left out rather than trusted as an index.
        let (Some(index), Ok(seat)) = (
            usize::try_from(row.table_number)
                .ok()
                .and_then(|n| n.checked_sub(1)),
            Ok::<usize, ()>(row.seat.index()),
        ) else {
            continue;
        };
        if index >= MAX_TABLES {
            continue;
        }
        while tables.len() <= index {
            tables.push(Table::new(Vec::new()));
        }
        // A table has a row for each of its seats (the substitute's too), so its seats grow
        // to the table's size: three at a sanma table, which stores no North.
        let seats = &mut tables[index].seats;
        if seats.len() <= seat {
            seats.resize(seat + 1, None);
        }
        seats[seat] = row.player_id.map(Into::into);
    }
    for fifth in fifths(&mut *conn, round_id).await? {
        let index = usize::try_from(fifth.table_number - 1).ok();
        if let Some(table) = index.and_then(|i| tables.get_mut(i)) {
            table.seat_fifth(fifth.player_id.into());
        }
    }
    for partner in partners(&mut *conn, round_id).await? {
        let index = usize::try_from(partner.table_number - 1).ok();
        let slot = usize::try_from(partner.shares).ok();
        if let (Some(table), Some(slot)) = (index.and_then(|i| tables.get_mut(i)), slot) {
            let seats = &mut table.seats;
            seats.resize(TAG_TEAM_PEOPLE, None);
            if let Some(seat) = seats.get_mut(WIND_SEATS + slot) {
                *seat = Some(partner.player_id.into());
            }
        }
    }
    let sit_outs = sit_outs(conn, round_id)
        .await?
        .into_iter()
        .map(|(id, _)| id.into())
        .collect();
    Ok(RoundSeating { tables, sit_outs })
}

/// Whether any hand was recorded in the round (a redraw or swap is refused after that). Until
/// hands are recorded, only the version counter of a game moves.
pub async fn has_results(conn: &mut Conn, round_id: i64) -> sqlx::Result<bool> {
    let count: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM hands h JOIN games g ON g.id = h.game_id WHERE g.round_id = $1",
    )
    .bind(round_id)
    .fetch_one(conn)
    .await?;
    Ok(count > 0)
}

/// The rounds at the end of the tournament that were seated ahead but have no hand recorded
/// yet and belong to no bracket stage: the ones a re-plan may change.
pub async fn unplayed_tail(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<Vec<RoundRow>> {
    let rounds: Vec<(i64, super::Flag)> = sqlx::query_as(
        "SELECT r.number, (r.stage_id IS NULL AND NOT EXISTS (SELECT 1 FROM hands h JOIN games g ON g.id = h.game_id WHERE g.round_id = r.id))
           FROM rounds r WHERE r.tournament_id = $1 ORDER BY r.number",
    )
    .bind(tournament_id)
    .fetch_all(&mut *conn)
    .await?;
    let tail_start = rounds
        .iter()
        .rposition(|(_, open)| !open.0)
        .map_or(0, |i| i + 1);
    let mut tail = Vec::new();
    for (number, _) in &rounds[tail_start..] {
        if let Some(round) = get(&mut *conn, tournament_id, *number).await? {
            tail.push(round);
        }
    }
    Ok(tail)
}

/// Deletes a round with its seating when nothing refers to it yet: no hand recorded, no penalty
/// given in one of its games, no bracket stage. Returns false (and deletes nothing) otherwise.
pub async fn delete_unplayed(conn: &mut Conn, round_id: i64) -> sqlx::Result<bool> {
    let delete = sqlx::query(
        "DELETE FROM rounds WHERE id = $1 AND stage_id IS NULL
           AND NOT EXISTS (SELECT 1 FROM hands h JOIN games g ON g.id = h.game_id WHERE g.round_id = rounds.id)
           AND NOT EXISTS (SELECT 1 FROM penalties p JOIN games g ON g.id = p.game_id WHERE g.round_id = rounds.id)",
    )
    .bind(round_id);
    Ok(super::changed_rows(delete, conn).await? == 1)
}

/// A round's clock: when the organizer started it and its length.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundClock {
    /// Unix seconds.
    pub started_at: i64,
    pub minutes: i64,
}

/// What one table was given past the round's time.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct TableTime {
    pub table_number: i64,
    pub extra_minutes: i64,
    /// Hands granted beyond the hand in progress when time ran out.
    pub extra_hands: i64,
    /// Of those, how many were played.
    pub hands_used: i64,
}

/// Starts (or restarts) a round's clock.
pub async fn start_clock(
    conn: &mut Conn,
    round_id: i64,
    started_at: i64,
    minutes: i64,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE rounds SET clock_started_at = $1, clock_minutes = $2 WHERE id = $3")
        .bind(started_at)
        .bind(minutes)
        .bind(round_id)
        .execute(conn)
        .await
        .map(|_| ())
}

pub async fn clock(conn: &mut Conn, round_id: i64) -> sqlx::Result<Option<RoundClock>> {
    let row: Option<(Option<i64>, Option<i64>)> =
        sqlx::query_as("SELECT clock_started_at, clock_minutes FROM rounds WHERE id = $1")
            .bind(round_id)
            .fetch_optional(conn)
            .await?;
    Ok(match row {
        Some((Some(started_at), Some(minutes))) => Some(RoundClock {
            started_at,
            minutes,
        }),
        _ => None,
    })
}

/// Every table of a round that was given time or hands.
pub async fn table_times(conn: &mut Conn, round_id: i64) -> sqlx::Result<Vec<TableTime>> {
    sqlx::query_as(
        "SELECT table_number, extra_minutes, extra_hands, hands_used FROM table_time
          WHERE round_id = $1 ORDER BY table_number",
    )
    .bind(round_id)
    .fetch_all(conn)
    .await
}

/// Gives one table more minutes and/or more hands.
pub async fn grant_time(
    conn: &mut Conn,
    round_id: i64,
    table_number: i64,
    minutes: i64,
    hands: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO table_time (round_id, table_number, extra_minutes, extra_hands)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (round_id, table_number) DO UPDATE
            SET extra_minutes = table_time.extra_minutes + excluded.extra_minutes,
                extra_hands = table_time.extra_hands + excluded.extra_hands",
    )
    .bind(round_id)
    .bind(table_number)
    .bind(minutes)
    .bind(hands)
    .execute(conn)
    .await
    .map(|_| ())
}

/// Notes that a table played one of its extra hands.
pub async fn use_extra_hand(conn: &mut Conn, round_id: i64, table_number: i64) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE table_time SET hands_used = hands_used + 1 WHERE round_id = $1 AND table_number = $2",
    )
    .bind(round_id)
    .bind(table_number)
    .execute(conn)
    .await
    .map(|_| ())
}

/// Hands entered at a table and not yet confirmed, and disputed ones, per game of a round:
/// game id → (pending, disputed). Games with neither are absent.
pub async fn pending_entries(
    conn: &mut Conn,
    round_id: i64,
) -> sqlx::Result<std::collections::HashMap<i64, (i64, i64)>> {
    let rows: Vec<(i64, i64, i64)> = sqlx::query_as(
        "SELECT g.id,
                SUM(CASE WHEN h.status = 'pending' THEN 1 ELSE 0 END),
                SUM(CASE WHEN h.status = 'disputed' THEN 1 ELSE 0 END)
           FROM games g JOIN hands h ON h.game_id = g.id
          WHERE g.round_id = $1 AND h.status <> 'confirmed'
          GROUP BY g.id",
    )
    .bind(round_id)
    .fetch_all(conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(game, pending, disputed)| (game, (pending, disputed)))
        .collect())
}

/// The seating of every round before `number`, for the sit-out rotation.
pub async fn seatings_before(
    conn: &mut Conn,
    tournament_id: i64,
    number: i64,
) -> sqlx::Result<Vec<RoundSeating>> {
    let mut history = Vec::new();
    for round in list(conn, tournament_id).await? {
        if round.number < number {
            history.push(seating(conn, round.id).await?);
        }
    }
    Ok(history)
}
