//! What the public pages of a tournament show, read in one go each: the list of tournaments,
//! a tournament's home (the round in play, who leads, the champion), "find my seat", a round's
//! seating, the players and the schedule. Nothing here changes anything; the pages word and
//! lay out what comes back.

use super::ranking::{load_ranking, Loaded};
use super::rounds::Now;
use super::tournaments::{load, TournamentRow};
use super::{AppError, AppResult, Store};
use crate::db;
use crate::db::results::Results;
use crate::tournament::ids::TournamentId;
use crate::tournament::players::PlayerId;
use std::collections::HashMap;

pub use crate::db::players::PlayerRow;
/// The name shown for the substitute's seat.
pub use crate::db::results::SUBSTITUTE;
pub use crate::db::rounds::{FifthRow, PartnerRow, RoundRow, SeatRow};

/// A round's seating as stored: who sits where, the fifth seats of tables of five, who sits
/// out, and (when asked for) where each table's game stands.
pub struct RoundSeating {
    pub round: RoundRow,
    /// Every seat, table by table, East first; the substitute's seat has no player, a seat
    /// tag-team partners share names both ("Ann & Eve").
    pub seats: Vec<SeatRow>,
    pub fifths: Vec<FifthRow>,
    /// The partners at tag-team tables (Mangan, docs/rules.md §15), each sharing a seat.
    pub partners: Vec<PartnerRow>,
    pub sit_outs: Vec<(PlayerId, String)>,
    /// Where each game stands, by game id; empty when not read.
    pub progress: HashMap<i64, GameProgress>,
}

impl RoundSeating {
    /// The seating with where each of its games stands in `results`.
    pub fn with_progress(mut self, results: &Results) -> Self {
        self.progress = progress(results);
        self
    }
}

/// Where a table's game stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameProgress {
    NotStarted,
    /// Being played: the wind round of the next hand ("S2") and its counters.
    Playing {
        round: String,
        honba: u32,
    },
    Finished,
}

/// Where each game of `results` stands, by game id.
pub fn progress(results: &Results) -> HashMap<i64, GameProgress> {
    results
        .games
        .iter()
        .map(|game| {
            let progress = if game.sheet.ended {
                GameProgress::Finished
            } else if game.hands.is_empty() {
                GameProgress::NotStarted
            } else {
                GameProgress::Playing {
                    round: game.sheet.position.round.label(),
                    honba: game.sheet.position.honba,
                }
            };
            (game.info.id, progress)
        })
        .collect()
}

/// Reads `round`'s seating on `conn`, for a page that reads more on the same connection.
pub async fn seating(conn: &mut db::Conn, round: RoundRow) -> AppResult<RoundSeating> {
    let mut seats = db::rounds::seats(conn, round.id).await?;
    let fifths = db::rounds::fifths(conn, round.id).await?;
    let partners = db::rounds::partners(conn, round.id).await?;
    super::rounds::join_partners(&mut seats, &partners);
    let sit_outs = db::rounds::sit_outs(conn, round.id).await?;
    Ok(RoundSeating {
        round,
        seats,
        fifths,
        partners,
        sit_outs,
        progress: HashMap::new(),
    })
}

/// `round`'s seating with where its games stand (only this round's games are replayed).
async fn seating_in_play(
    conn: &mut db::Conn,
    tournament: i64,
    round: RoundRow,
) -> AppResult<RoundSeating> {
    let number = round.number;
    let seating = seating(conn, round).await?;
    let results = Results::load_round(conn, tournament, number).await?;
    Ok(seating.with_progress(&results))
}

/// The front page's list: whether the organizer's account exists yet, and the tournaments
/// open to the public.
pub async fn front(store: &Store) -> AppResult<(bool, Vec<TournamentRow>)> {
    let mut conn = store.read().await?;
    let set_up = db::accounts::organizer_exists(&mut conn).await?;
    let tournaments = db::tournaments::list(&mut conn, false).await?;
    Ok((set_up, tournaments))
}

/// What a tournament's home page shows.
pub struct HomeView {
    pub tournament: TournamentRow,
    pub rounds: Vec<RoundRow>,
    /// The round being played, with where its tables stand.
    pub current: Option<RoundSeating>,
    pub players: Vec<PlayerRow>,
    /// The bracket, when the tournament runs by one.
    pub bracket: Option<Loaded>,
    /// The champion once the tournament is over.
    pub champion: Option<(PlayerId, String)>,
    /// Who leads when every game so far is finished, outside a bracket and before the
    /// tournament is archived.
    pub leader: Option<(PlayerId, String)>,
}

/// Reads tournament `id`'s home page.
pub async fn home(store: &Store, id: TournamentId) -> AppResult<HomeView> {
    let mut conn = store.read().await?;
    let tournament = load(&mut conn, id).await?;
    let now = Now::load(&mut conn, id).await?;
    let current = match now.current.clone() {
        Some(round) => Some(seating_in_play(&mut conn, id.get(), round).await?),
        None => None,
    };
    let players = db::players::list(&mut conn, id.get()).await?;
    let (ranking, bracket) = load_ranking(&mut conn, id, &players, &now.outcomes).await?;
    let named = |player: PlayerId| {
        players
            .iter()
            .find(|p| p.id == player)
            .map(|p| (player, p.name.clone()))
    };
    let all_finished = now.all_finished();
    let first = ranking.lines.first().map(|l| l.player);
    // With a bracket the tournament is over when its last stage is; without one nothing says
    // another round will not follow, so it is over when the organizer archives it.
    let champion = match &bracket {
        Some(_) => ranking.champion(),
        None if all_finished && tournament.archived => first,
        None => None,
    }
    .and_then(named);
    let leader = if bracket.is_none() && all_finished && champion.is_none() {
        first.and_then(named)
    } else {
        None
    };
    Ok(HomeView {
        tournament,
        rounds: now.rounds,
        current,
        players,
        bracket,
        champion,
        leader,
    })
}

/// Where one player sits in the round being played, as "find my seat" answers.
pub enum SeatOf {
    /// At table `table`, in seat `seat` of the round.
    Table {
        table: i64,
        seat: Seat,
    },
    SittingOut,
    /// Not in the round (registered after it started, or withdrawn).
    NotInRound,
}

/// A seat of a table: a wind's seat, or the fifth seat of a table of five.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seat {
    Wind(crate::engine::seat::Seat),
    Fifth,
}

/// The players whose names `matches`, and where each sits in the round being played (the
/// round's number with them; none before the first round).
pub async fn find_seat(
    store: &Store,
    id: TournamentId,
    matches: impl Fn(&str) -> bool,
) -> AppResult<(TournamentRow, Option<i64>, Vec<(String, SeatOf)>)> {
    let mut conn = store.read().await?;
    let tournament = load(&mut conn, id).await?;
    let round = Now::load(&mut conn, id).await?.current;
    let round_number = round.as_ref().map(|r| r.number);
    let seating = match round {
        Some(round) => Some(seating(&mut conn, round).await?),
        None => None,
    };
    let mut found = Vec::new();
    for player in db::players::list(&mut conn, id.get()).await? {
        if matches(&player.name) {
            let seat = seating
                .as_ref()
                .map_or(SeatOf::NotInRound, |s| seat_of(s, player.id));
            found.push((player.name, seat));
        }
    }
    Ok((tournament, round_number, found))
}

/// Where `player` sits in `seating`.
fn seat_of(seating: &RoundSeating, player: PlayerId) -> SeatOf {
    if let Some(seat) = seating.seats.iter().find(|s| s.player_id == Some(player)) {
        return SeatOf::Table {
            table: seat.table_number,
            seat: Seat::Wind(seat.seat),
        };
    }
    if let Some(fifth) = seating.fifths.iter().find(|f| f.player_id == player) {
        return SeatOf::Table {
            table: fifth.table_number,
            seat: Seat::Fifth,
        };
    }
    // A tag-team partner sits at the seat they share.
    if let Some(partner) = seating.partners.iter().find(|p| p.player_id == player) {
        return SeatOf::Table {
            table: partner.table_number,
            seat: Seat::Wind(crate::engine::seat::Seat::new(partner.shares as u8)),
        };
    }
    if seating.sit_outs.iter().any(|(id, _)| *id == player) {
        SeatOf::SittingOut
    } else {
        SeatOf::NotInRound
    }
}

/// Round `number` of tournament `id` with where its games stand, and how many rounds there are.
pub async fn round(
    store: &Store,
    id: TournamentId,
    number: i64,
) -> AppResult<(TournamentRow, RoundSeating, usize)> {
    let mut conn = store.read().await?;
    let tournament = load(&mut conn, id).await?;
    let round = db::rounds::get(&mut conn, id.get(), number)
        .await?
        .ok_or(AppError::NotFound)?;
    let round_count = db::rounds::list(&mut conn, id.get()).await?.len();
    let seating = seating_in_play(&mut conn, id.get(), round).await?;
    Ok((tournament, seating, round_count))
}

/// Tournament `id` and its players.
pub async fn players(
    store: &Store,
    id: TournamentId,
) -> AppResult<(TournamentRow, Vec<PlayerRow>)> {
    let mut conn = store.read().await?;
    let tournament = load(&mut conn, id).await?;
    let players = db::players::list(&mut conn, id.get()).await?;
    Ok((tournament, players))
}

/// Tournament `id` and every round's seating.
pub async fn schedule(
    store: &Store,
    id: TournamentId,
) -> AppResult<(TournamentRow, Vec<RoundSeating>)> {
    let mut conn = store.read().await?;
    let tournament = load(&mut conn, id).await?;
    let mut rounds = Vec::new();
    for round in db::rounds::list(&mut conn, id.get()).await? {
        rounds.push(seating(&mut conn, round).await?);
    }
    Ok((tournament, rounds))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::seat::Seat as Wind;
    use crate::tournament::seating::{SeatingMode, TableRule};

    fn player(n: i64) -> PlayerId {
        PlayerId::new(n).unwrap()
    }

    /// Round 1: Aiko East and Ben South at table 1 (game 10), Chloé the fifth seat there, Dev
    /// sitting out.
    fn round_one() -> RoundSeating {
        let seat = |n: i64, wind: Wind, name: &str| SeatRow {
            game_id: 10,
            table_number: 1,
            seat: wind,
            player_id: Some(player(n)),
            player_name: Some(name.into()),
        };
        RoundSeating {
            round: RoundRow {
                id: 7,
                tournament_id: 1,
                number: 1,
                seed: String::new(),
                mode: SeatingMode::Random,
                table_rule: TableRule::FifthSeats,
            },
            seats: vec![seat(1, Wind::EAST, "Aiko"), seat(2, Wind::SOUTH, "Ben")],
            partners: vec![],
            fifths: vec![FifthRow {
                game_id: 10,
                table_number: 1,
                player_id: player(3),
                player_name: "Chloé".into(),
            }],
            sit_outs: vec![(player(4), "Dev".into())],
            progress: HashMap::new(),
        }
    }

    #[test]
    fn find_my_seat_answers_a_wind_the_fifth_seat_a_sit_out_or_not_in_the_round() {
        let round = round_one();
        let cases = [
            (1, Some((1, Seat::Wind(Wind::EAST)))),
            (2, Some((1, Seat::Wind(Wind::SOUTH)))),
            (3, Some((1, Seat::Fifth))),
        ];
        for (n, expected) in cases {
            let found = match seat_of(&round, player(n)) {
                SeatOf::Table { table, seat } => Some((table, seat)),
                _ => None,
            };
            assert_eq!(found, expected, "player {n}");
        }
        assert!(matches!(seat_of(&round, player(4)), SeatOf::SittingOut));
        assert!(matches!(seat_of(&round, player(5)), SeatOf::NotInRound));
    }
}
