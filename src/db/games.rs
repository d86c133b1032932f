//! Games (one per table per round) and their hands. A game's hands are its stored facts, kept
//! as the engine's JSON, one row per hand in order; scores are derived by replaying them.
//!
//! Every change of a game's hands raises its version, so two referees saving the same sheet
//! cannot overwrite each other silently: the second save names the version it saw and is
//! refused when that is no longer the current one.

use super::Conn;
use crate::engine::game::Hand;
use crate::engine::ruleset::PresetId;
use crate::engine::seat::{Seat, TableSize};
use crate::tournament::players::PlayerId;

/// A stored hand the engine cannot read back: a corrupted database.
#[derive(Debug, thiserror::Error)]
#[error("game {game}: stored hand unreadable: {detail}")]
pub struct UnreadableHand {
    pub game: i64,
    pub detail: String,
}

/// A hand as it is stored: the engine's JSON.
pub fn encode_hand(hand: &Hand) -> Result<String, serde_json::Error> {
    serde_json::to_string(hand)
}

/// Reads a game's stored hands back.
pub fn decode_hands(game: i64, stored: &[String]) -> Result<Vec<Hand>, UnreadableHand> {
    stored
        .iter()
        .map(|text| {
            serde_json::from_str(text).map_err(|e| UnreadableHand {
                game,
                detail: e.to_string(),
            })
        })
        .collect()
}

/// A game with where it is played and who sits where.
#[derive(Debug, Clone, PartialEq)]
pub struct GameInfo {
    pub id: i64,
    pub round_number: i64,
    pub table_number: i64,
    pub ruleset: String,
    /// The tournament's settings within the ruleset (Hong Kong Old Style's wind rounds and
    /// faan table), as stored; fixed once a round exists.
    pub rule_settings: String,
    pub version: i64,
    /// How many sit at the table, from the game's ruleset: three in sanma (docs/rules.md §6).
    pub table: TableSize,
    /// Per person at the table, numbered as they sat for the first hand: one per starting seat
    /// of the table (0 = East; `None` for the substitute), then, at an American table of five
    /// (docs/rules.md §10), the fifth person stored as seat 4, who bets in the first hand and
    /// is never the substitute; at a tag-team table of eight (Mangan, §15) the partners of
    /// East to North, stored as seats 4–7.
    pub seats: Vec<Option<(PlayerId, String)>>,
}

impl GameInfo {
    /// The game's stored ruleset as a preset id, `None` for text no preset has.
    pub fn preset(&self) -> Option<PresetId> {
        PresetId::parse(&self.ruleset)
    }

    /// The seats that exist at this table, East first: three at a sanma table, so an absent
    /// North is never mistaken for a substitute.
    pub fn table_seats(&self) -> &[Option<(PlayerId, String)>] {
        &self.seats[..self.table.count().min(self.seats.len())]
    }

    /// Whether more people share the table than it has seats: an American table of five, where
    /// one person sits out each hand and bets.
    pub fn has_more_people_than_seats(&self) -> bool {
        self.seats.len() > self.table.count()
    }

    /// Whether eight people share the table two to a seat (Mangan's tag team, docs/rules.md
    /// §15): people 0–3 sat at the seats for the first hand, 4–7 are their partners.
    pub fn is_tag_team(&self) -> bool {
        self.seats.len() == TAG_TEAM_PEOPLE
    }

    /// The seat whose wind the person in stored seat `stored` starts at: their own for a seat
    /// of the table, the seat they share for a tag-team partner (4–7); `None` for the fifth
    /// person of a table of five, who has no wind of their own.
    pub fn wind_seat(&self, stored: usize) -> Option<Seat> {
        let seats = self.table.count();
        let seat = if self.is_tag_team() {
            stored % seats
        } else {
            stored
        };
        (seat < seats).then(|| Seat::new(seat as u8))
    }

    /// The person in starting seat `seat`: a seat of the table, or seat 4, the fifth person at
    /// an American table of five; `None` for the substitute or a seat the table does not have.
    pub fn person(&self, seat: Seat) -> Option<&(PlayerId, String)> {
        self.seats.get(seat.index())?.as_ref()
    }

    /// Every person's starting seat with the person, East first, the fifth seat last where
    /// there is one (`None` for the substitute).
    pub fn people(&self) -> impl Iterator<Item = (Seat, Option<&(PlayerId, String)>)> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, s)| (Seat::new(i as u8), s.as_ref()))
    }
}

#[derive(sqlx::FromRow)]
struct GameRow {
    id: i64,
    round_number: i64,
    table_number: i64,
    ruleset: String,
    rule_settings: String,
    version: i64,
}

#[derive(sqlx::FromRow)]
struct SeatRow {
    game_id: i64,
    /// A chair 0–3 (a [`Seat`]) or the fifth seat, 4.
    seat: i64,
    player_id: Option<PlayerId>,
    name: Option<String>,
}

/// The seat number of the fifth person at an American table of five.
pub const FIFTH_SEAT: usize = 4;

/// [`FIFTH_SEAT`] as stored in `game_seats.seat` and `game_results.seat` (migration 0012):
/// after the four chairs 0–3.
pub const STORED_FIFTH_SEAT: i64 = FIFTH_SEAT as i64;

/// Stores who sits where at a new game: each `(seat, player)` a row of `game_seats` (`None`
/// the organizer as substitute; seat [`STORED_FIFTH_SEAT`] the fifth person of an American table
/// of five). Seating a round and importing a tournament both write seats through here.
pub async fn insert_seats(
    conn: &mut Conn,
    game_id: i64,
    seats: impl IntoIterator<Item = (i64, Option<i64>)>,
) -> sqlx::Result<()> {
    for (seat, player) in seats {
        sqlx::query("INSERT INTO game_seats (game_id, seat, player_id) VALUES ($1, $2, $3)")
            .bind(game_id)
            .bind(seat)
            .bind(player)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

const GAME_SELECT: &str =
    "SELECT g.id, r.number AS round_number, g.table_number, g.ruleset, g.version,
            (SELECT ts.rule_settings FROM tournaments ts WHERE ts.id = r.tournament_id) AS rule_settings
      FROM games g JOIN rounds r ON r.id = g.round_id";

/// The table of a game of `ruleset`, as stored.
fn table_size(ruleset: &str) -> TableSize {
    crate::tournament::seating::table_size(PresetId::parse(ruleset))
}

/// Whether a game of `ruleset` seats a fifth person, the bettor (American, docs/rules.md §10).
fn plays_a_fifth_seat(ruleset: &str) -> bool {
    PresetId::parse(ruleset)
        .is_some_and(|preset| crate::engine::styles::style(preset.style()).has_fifth_seat())
}

/// The people at a tag-team table (Mangan, docs/rules.md §15): seats 0–3 and their partners
/// 4–7.
pub const TAG_TEAM_PEOPLE: usize = 8;

/// Whether a game of `ruleset` may seat partners, the tag team (Mangan, docs/rules.md §15).
fn plays_tag_team(ruleset: &str) -> bool {
    PresetId::parse(ruleset)
        .is_some_and(|preset| crate::engine::styles::style(preset.style()).has_tag_team())
}

/// Puts a stored seat 4–7 in `game`'s people: the fifth person (seat 4) at a style with a
/// bettor, a partner (4–7) at a style with a tag team, which then has all eight places. A seat
/// the game's style does not play (a database edited by hand: the import refuses it) is left
/// out.
fn seat_beyond_the_table(game: &mut GameInfo, seat: i64, person: (PlayerId, String)) {
    let Ok(index) = usize::try_from(seat) else {
        return;
    };
    let people = if plays_tag_team(&game.ruleset) {
        TAG_TEAM_PEOPLE
    } else if seat == STORED_FIFTH_SEAT && plays_a_fifth_seat(&game.ruleset) {
        FIFTH_SEAT + 1
    } else {
        return;
    };
    if index < people {
        game.seats.resize(game.seats.len().max(people), None);
        game.seats[index] = Some(person);
    }
}

async fn attach_seats(conn: &mut Conn, rows: Vec<GameRow>, seats: Vec<SeatRow>) -> Vec<GameInfo> {
    let _ = conn;
    let mut games: Vec<GameInfo> = rows
        .into_iter()
        .map(|r| GameInfo {
            id: r.id,
            round_number: r.round_number,
            table_number: r.table_number,
            table: table_size(&r.ruleset),
            rule_settings: r.rule_settings,
            version: r.version,
            seats: vec![None; table_size(&r.ruleset).count()],
            ruleset: r.ruleset,
        })
        .collect();
    // By id, so that a tournament of a thousand games does not search them once per seat.
    let index: std::collections::HashMap<i64, usize> =
        games.iter().enumerate().map(|(i, g)| (g.id, i)).collect();
    for seat in seats {
        if let Some(game) = index.get(&seat.game_id).and_then(|&i| games.get_mut(i)) {
            if let (Some(id), Some(name)) = (seat.player_id, seat.name) {
                if seat.seat >= STORED_FIFTH_SEAT {
                    seat_beyond_the_table(game, seat.seat, (id, name));
                    continue;
                }
                let Some(chair) = u8::try_from(seat.seat).ok().map(Seat::new) else {
                    continue;
                };
                if chair.wind_name().is_none() || !game.table.contains(chair) {
                    continue;
                }
                if let Some(slot) = game.seats.get_mut(chair.index()) {
                    *slot = Some((id, name));
                }
            }
        }
    }
    games
}

/// One game of a tournament.
pub async fn get(
    conn: &mut Conn,
    tournament_id: i64,
    game_id: i64,
) -> sqlx::Result<Option<GameInfo>> {
    let row: Option<GameRow> = sqlx::query_as(&format!(
        "{GAME_SELECT} WHERE r.tournament_id = $1 AND g.id = $2"
    ))
    .bind(tournament_id)
    .bind(game_id)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(row) = row else { return Ok(None) };
    let seats: Vec<SeatRow> = sqlx::query_as(
        "SELECT s.game_id, s.seat, s.player_id, p.name FROM game_seats s LEFT JOIN players p ON p.id = s.player_id WHERE s.game_id = $1",
    )
    .bind(game_id)
    .fetch_all(&mut *conn)
    .await?;
    Ok(attach_seats(conn, vec![row], seats).await.pop())
}

/// Every game of a tournament, by round then table.
pub async fn list(conn: &mut Conn, tournament_id: i64) -> sqlx::Result<Vec<GameInfo>> {
    list_in(conn, tournament_id, None).await
}

/// The games of a tournament, or of one of its rounds (by number), by round then table.
pub async fn list_in(
    conn: &mut Conn,
    tournament_id: i64,
    round_number: Option<i64>,
) -> sqlx::Result<Vec<GameInfo>> {
    let rows: Vec<GameRow> = sqlx::query_as(&format!(
        "{GAME_SELECT} WHERE r.tournament_id = $1 AND ($2 IS NULL OR r.number = $2)
          ORDER BY r.number, g.table_number"
    ))
    .bind(tournament_id)
    .bind(round_number)
    .fetch_all(&mut *conn)
    .await?;
    let seats: Vec<SeatRow> = sqlx::query_as(
        "SELECT s.game_id, s.seat, s.player_id, p.name FROM game_seats s
           JOIN games g ON g.id = s.game_id JOIN rounds r ON r.id = g.round_id
           LEFT JOIN players p ON p.id = s.player_id
          WHERE r.tournament_id = $1 AND ($2 IS NULL OR r.number = $2)",
    )
    .bind(tournament_id)
    .bind(round_number)
    .fetch_all(&mut *conn)
    .await?;
    Ok(attach_seats(conn, rows, seats).await)
}

/// The game played at table `table_number` of a round, if there is one.
pub async fn at_table(
    conn: &mut Conn,
    round_id: i64,
    table_number: i64,
) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar("SELECT id FROM games WHERE round_id = $1 AND table_number = $2")
        .bind(round_id)
        .bind(table_number)
        .fetch_optional(&mut *conn)
        .await
}

/// The stored hands of a game in order, as JSON text.
pub async fn hands(conn: &mut Conn, game_id: i64) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar("SELECT data FROM hands WHERE game_id = $1 ORDER BY position")
        .bind(game_id)
        .fetch_all(conn)
        .await
}

/// Every stored hand of a tournament (or of one of its rounds) as (game id, JSON), in game
/// then hand order.
pub async fn all_hands(
    conn: &mut Conn,
    tournament_id: i64,
    round_number: Option<i64>,
) -> sqlx::Result<Vec<(i64, String)>> {
    sqlx::query_as(
        "SELECT h.game_id, h.data FROM hands h JOIN games g ON g.id = h.game_id JOIN rounds r ON r.id = g.round_id
          WHERE r.tournament_id = $1 AND ($2 IS NULL OR r.number = $2) ORDER BY h.game_id, h.position",
    )
    .bind(tournament_id)
    .bind(round_number)
    .fetch_all(conn)
    .await
}

/// Where a stored hand stands: entered by the organizer or a referee (or confirmed since), or
/// entered at the table and waiting for another player of the table, or disputed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum HandStatus {
    #[default]
    Confirmed,
    Pending,
    Disputed,
}

impl HandStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            HandStatus::Confirmed => "confirmed",
            HandStatus::Pending => "pending",
            HandStatus::Disputed => "disputed",
        }
    }

    /// The stored word; anything else (there is a CHECK constraint) reads as disputed, so an
    /// odd row asks the organizer rather than counting silently.
    fn from_stored(text: &str) -> Self {
        match text {
            "confirmed" => HandStatus::Confirmed,
            "pending" => HandStatus::Pending,
            _ => HandStatus::Disputed,
        }
    }
}

/// Who entered a hand and whether it is confirmed (migration 0007).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HandMark {
    pub status: HandStatus,
    /// The starting seat of the player who entered it at the table.
    pub entered_seat: Option<Seat>,
    /// The random token of the phone that entered it at the table.
    pub entered_device: String,
    /// Who entered it at the table, as shown ("Mary").
    pub entered_by: String,
    /// Why it was disputed.
    pub dispute: String,
}

#[derive(sqlx::FromRow)]
struct MarkRow {
    game_id: i64,
    status: String,
    entered_seat: Option<Seat>,
    entered_device: String,
    entered_by: String,
    dispute: String,
}

impl From<MarkRow> for HandMark {
    fn from(row: MarkRow) -> Self {
        HandMark {
            status: HandStatus::from_stored(&row.status),
            entered_seat: row.entered_seat,
            entered_device: row.entered_device,
            entered_by: row.entered_by,
            dispute: row.dispute,
        }
    }
}

const MARK_COLUMNS: &str =
    "h.game_id, h.status, h.entered_seat, h.entered_device, h.entered_by, h.dispute";

/// The marks of a game's hands, in hand order.
pub async fn marks(conn: &mut Conn, game_id: i64) -> sqlx::Result<Vec<HandMark>> {
    let rows: Vec<MarkRow> = sqlx::query_as(&format!(
        "SELECT {MARK_COLUMNS} FROM hands h WHERE h.game_id = $1 ORDER BY h.position"
    ))
    .bind(game_id)
    .fetch_all(conn)
    .await?;
    Ok(rows.into_iter().map(HandMark::from).collect())
}

/// The marks of every hand of a tournament as (game id, mark), in game then hand order.
pub async fn all_marks(
    conn: &mut Conn,
    tournament_id: i64,
    round_number: Option<i64>,
) -> sqlx::Result<Vec<(i64, HandMark)>> {
    let rows: Vec<MarkRow> = sqlx::query_as(&format!(
        "SELECT {MARK_COLUMNS} FROM hands h JOIN games g ON g.id = h.game_id JOIN rounds r ON r.id = g.round_id
          WHERE r.tournament_id = $1 AND ($2 IS NULL OR r.number = $2) ORDER BY h.game_id, h.position"
    ))
    .bind(tournament_id)
    .bind(round_number)
    .fetch_all(conn)
    .await?;
    Ok(rows.into_iter().map(|r| (r.game_id, r.into())).collect())
}

/// The game's version moved on since the page was loaded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VersionConflict;

/// Replaces a game's hands with `hands` (each with its mark, confirmed when `marks` is short)
/// if its version is still `expected_version`, and raises the version. Run it inside the
/// transaction that also writes the audit entry.
pub async fn replace_hands(
    conn: &mut Conn,
    game_id: i64,
    expected_version: i64,
    hands: &[Hand],
    marks: &[HandMark],
) -> sqlx::Result<Result<i64, VersionConflict>> {
    let stored = hands
        .iter()
        .map(encode_hand)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    let version_moved = sqlx::query("UPDATE games SET version = version + 1 WHERE id = $1 AND version = $2 AND version < 9223372036854775807")
        .bind(game_id)
        .bind(expected_version);
    if super::changed_rows(version_moved, &mut *conn).await? != 1 {
        return Ok(Err(VersionConflict));
    }
    sqlx::query("DELETE FROM hands WHERE game_id = $1")
        .bind(game_id)
        .execute(&mut *conn)
        .await?;
    let now = super::now();
    let confirmed = HandMark::default();
    for (position, data) in stored.iter().enumerate() {
        let mark = marks.get(position).unwrap_or(&confirmed);
        sqlx::query(
            "INSERT INTO hands (game_id, position, data, created_at, updated_at, status, entered_seat,
                                entered_device, entered_by, dispute)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        )
        .bind(game_id)
        .bind(position as i64)
        .bind(data)
        .bind(&now)
        .bind(&now)
        .bind(mark.status.as_str())
        .bind(mark.entered_seat)
        .bind(&mark.entered_device)
        .bind(&mark.entered_by)
        .bind(&mark.dispute)
        .execute(&mut *conn)
        .await?;
    }
    // The database refused to move a version at its end (see the WHERE above), so this adds.
    Ok(Ok(expected_version.saturating_add(1)))
}
