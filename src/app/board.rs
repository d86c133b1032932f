//! What the organizer's event board and the projector's big screen read: the round being
//! played (its seating, its games replayed for where each table stands, its clock), every
//! game's stored outcome, and for the screen the standings. Only the current round's games are
//! replayed, never every game of the day. Nothing here writes: the clock's writes are
//! `app::clock`'s, a game's are `app::hands`'.

use super::clock::RoundTime;
use super::ranking::load_ranking;
use super::rounds::{seating, Now, Seating};
use super::{AppResult, Store};
use crate::app::tournaments;
use crate::db;
use crate::db::game_results::Outcomes;
use crate::db::games::GameInfo;
use crate::db::players::PlayerRow;
use crate::db::results::ruleset_of;

/// A round's games replayed, as the board reads where each table stands.
pub use crate::db::results::Results;
use crate::db::tournaments::TournamentRow;
use crate::db::Conn;
use crate::engine::ruleset::Ruleset;
use crate::tournament::ids::{RoundId, TournamentId};
use crate::tournament::ranking::Ranking;
use std::collections::HashMap;

/// The round being played, as the board and the screen show it.
pub struct RoundNow {
    pub seating: Seating,
    /// Its games, replayed.
    pub results: Results,
    pub time: RoundTime,
}

/// What the board and the screen both read.
pub struct Current {
    pub tournament: TournamentRow,
    /// Every game's stored outcome (for the ranking).
    pub outcomes: Outcomes,
    /// The round being played, if any round exists.
    pub round: Option<RoundNow>,
    /// The tournament's rules (its clock's time rule).
    pub rules: Ruleset,
}

async fn read_current(conn: &mut Conn, id: TournamentId) -> AppResult<Current> {
    let tournament = tournaments::load(conn, id).await?;
    let now = Now::load(conn, id).await?;
    let round = match now.current {
        Some(round) => {
            let (round_id, number) = (round.id, round.number);
            let results = Results::load_round(conn, id.get(), number).await?;
            Some(RoundNow {
                seating: seating(conn, round).await?,
                results,
                time: RoundTime::load(conn, RoundId::new(round_id)).await?,
            })
        }
        None => None,
    };
    let rules = tournament.preset().map(Ruleset::preset).unwrap_or_default();
    Ok(Current {
        tournament,
        outcomes: now.outcomes,
        round,
        rules,
    })
}

/// The organizer's event board.
pub struct Board {
    pub current: Current,
    /// Per game of the round: hands waiting for a table's confirmation, and disputed.
    pub pending: HashMap<i64, (i64, i64)>,
}

/// The event board of the tournament.
pub async fn board(store: &Store, id: TournamentId) -> AppResult<Board> {
    let mut conn = store.read().await?;
    let current = read_current(&mut conn, id).await?;
    let pending = match &current.round {
        Some(round) => db::rounds::pending_entries(&mut conn, round.time.round_id).await?,
        None => HashMap::new(),
    };
    Ok(Board { current, pending })
}

/// The big screen: the round being played and the standings.
pub struct Screen {
    pub current: Current,
    pub players: Vec<PlayerRow>,
    /// The same ranking as the standings page (the bracket's, once there is one).
    pub ranking: Ranking,
}

/// The big screen of the tournament.
pub async fn screen(store: &Store, id: TournamentId) -> AppResult<Screen> {
    let mut conn = store.read().await?;
    let current = read_current(&mut conn, id).await?;
    let players = db::players::list(&mut conn, id.get()).await?;
    let (ranking, _) = load_ranking(&mut conn, id, &players, &current.outcomes).await?;
    Ok(Screen {
        current,
        players,
        ranking,
    })
}

/// The rules a game of the round is played under (its clock's time rule).
pub fn rules_of(game: &GameInfo) -> AppResult<Ruleset> {
    Ok(ruleset_of(game)?)
}
