//! The standings as every page that places players reads them: the tournament, its players,
//! every game's stored outcome and penalty, and the ranking made from them (the bracket's
//! once there is one). One connection and one pass: the standings are the busiest public page,
//! so nothing here replays a game or reads a table twice. Nothing here writes.

use super::ranking::{load_ranking, Loaded};
use super::{AppError, AppResult, Store};
use crate::app::tournaments;
use crate::db;
use crate::db::game_results::Outcomes;
use crate::db::players::PlayerRow;
use crate::db::tournaments::TournamentRow;
use crate::db::Conn;
use crate::tournament::ids::TournamentId;
use crate::tournament::players::PlayerId;
use crate::tournament::ranking::{RankedPlayer, Ranking};

/// A tournament's standings and what they were made from.
pub struct Standings {
    pub tournament: TournamentRow,
    pub players: Vec<PlayerRow>,
    /// Every game's stored outcome and every penalty.
    pub outcomes: Outcomes,
    pub ranking: Ranking,
    /// The bracket the ranking came from, if there is one.
    pub bracket: Option<Loaded>,
}

impl Standings {
    /// Reads them on `conn` (one pass over the tournament's players, outcomes and bracket).
    async fn read(conn: &mut Conn, id: TournamentId) -> AppResult<Self> {
        let tournament = tournaments::load(conn, id).await?;
        Self::read_of(conn, tournament).await
    }

    /// [`Standings::read`] of a tournament already read.
    async fn read_of(conn: &mut Conn, tournament: TournamentRow) -> AppResult<Self> {
        let id = TournamentId::new(tournament.id);
        let players = db::players::list(conn, id.get()).await?;
        let outcomes = Outcomes::load(conn, id.get()).await?;
        let (ranking, bracket) = load_ranking(conn, id, &players, &outcomes).await?;
        Ok(Self {
            tournament,
            players,
            outcomes,
            ranking,
            bracket,
        })
    }

    /// Games that count: ended at their table with every hand confirmed, as in the totals.
    pub fn finished_games(&self) -> usize {
        self.outcomes
            .games
            .iter()
            .filter(|g| g.outcome.ended && g.outcome.confirmed)
            .count()
    }
}

/// The standings of the tournament.
pub async fn load(store: &Store, id: TournamentId) -> AppResult<Standings> {
    let mut conn = store.read().await?;
    Standings::read(&mut conn, id).await
}

/// One player's page: the player and the standings they are placed in.
pub struct PlayerStandings {
    pub player: PlayerRow,
    pub standings: Standings,
}

/// The standings as one player's page reads them; not found unless the player is the
/// tournament's.
pub async fn of_player(
    store: &Store,
    id: TournamentId,
    player: PlayerId,
) -> AppResult<PlayerStandings> {
    let mut conn = store.read().await?;
    of_player_on(&mut conn, id, player).await
}

/// [`of_player`] on a connection a page reads more on (the player's statistics).
pub(super) async fn of_player_on(
    conn: &mut Conn,
    id: TournamentId,
    player: PlayerId,
) -> AppResult<PlayerStandings> {
    let tournament = tournaments::load(conn, id).await?;
    let player = db::players::get(conn, id.get(), player.get())
        .await?
        .ok_or(AppError::NotFound)?;
    let standings = Standings::read_of(conn, tournament).await?;
    Ok(PlayerStandings { player, standings })
}

/// [`load`] on a connection a page reads more on (the final report).
pub(super) async fn read_on(conn: &mut Conn, id: TournamentId) -> AppResult<Standings> {
    Standings::read(conn, id).await
}

/// The ranking's lines that pages and exports list, each with its player: withdrawn players
/// who never played are left out.
pub fn shown_lines<'a>(
    players: &'a [PlayerRow],
    ranking: &'a Ranking,
) -> impl Iterator<Item = (&'a PlayerRow, &'a RankedPlayer)> + 'a {
    // By id: thousands of players are not searched once per line.
    let by_id: std::collections::HashMap<PlayerId, &'a PlayerRow> =
        players.iter().map(|p| (p.id, p)).collect();
    ranking.lines.iter().filter_map(move |r| {
        let player = *by_id.get(&r.player)?;
        // A withdrawn player who never played is listed only where the bracket placed them.
        if player.withdrawn && r.games == 0 && (r.place.is_none() || !ranking.has_bracket()) {
            return None;
        }
        Some((player, r))
    })
}
