//! The organizer's changes to rounds: propose the next round(s) and start them, re-plan the
//! rounds seated ahead, redraw one round, swap two players in it, take back the last round.
//! Each is one transaction that reads the history, asks `tournament::seating` for the seats,
//! writes them and notes the change in the audit log. A seating changes only while no hand of
//! its round is recorded. The seats themselves are the seating module's (pure, seeded): the
//! same seed and history give the same seating, which is how a proposal shown is the round
//! started. A team tournament with teams entered is seated by its teams: swiss by the team
//! standings, any other mode by fewest repeat meetings.

use crate::app::audit_note::AuditNote;
use crate::app::author::Author;
use crate::app::teams::plays_in_teams;
use crate::app::tournaments;
use crate::app::{AppError, AppResult, Store};
use crate::db;
use crate::db::audit::AuditAction;
use crate::db::codes::Code;
use crate::db::rounds::RoundRow;
use crate::db::tournaments::TournamentRow;
use crate::db::Conn;
use crate::engine::seat::TableSize;
use crate::tournament::audit_detail::AuditDetail;
use crate::tournament::ids::TournamentId;
use crate::tournament::seating::{
    plan_for, plan_swiss_team_rounds, plan_team_rounds, rule_allowed, table_size, PlanRequest,
    PlayerId, RoundSeating, SeatingError, SeatingMode, TableRule, TeamSeatingError,
};
use rand::{RngCore, SeedableRng};
use std::collections::HashMap;

/// Why a round was not started or changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoundRefusal {
    /// The players present cannot be seated as asked.
    Seating(SeatingError),
    /// Every round has hands recorded: none is seated ahead.
    NothingToReplan,
    /// Hands of the round are recorded, so its seating is fixed.
    SeatingFixed { number: i64 },
    /// One of the two players to swap is not in the round.
    NotInRound { number: i64 },
    /// Only the last round can be taken back.
    NotLastRound,
    /// The round has results, penalties or a bracket stage.
    RoundStays { number: i64 },
    /// A team tournament's players present who are in no team (docs/rules.md §16 "Teams").
    WithoutTeam { players: Vec<String> },
    /// A team tournament's players present without their partner.
    PartnerAbsent { players: Vec<String> },
    /// A team tournament's teams present are odd in number (or one): two play at a table.
    OddTeams { teams: usize },
}

impl From<SeatingError> for AppError {
    fn from(error: SeatingError) -> Self {
        RoundRefusal::Seating(error).into()
    }
}

/// What the organizer chose for the next round(s).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundPlan {
    pub rule: TableRule,
    pub mode: SeatingMode,
    /// How many rounds to plan at once (1 = just the next round).
    pub count: usize,
}

fn new_seed() -> u64 {
    rand::rngs::StdRng::from_os_rng().next_u64()
}

fn seating_text(seating: &RoundSeating) -> String {
    serde_json::to_string(seating).unwrap_or_default()
}

/// The checked-in players who can be seated, as the seating module's ids.
async fn present_players(conn: &mut Conn, id: TournamentId) -> AppResult<Vec<PlayerId>> {
    Ok(db::players::list(conn, id.get())
        .await?
        .into_iter()
        .filter(|p| p.checked_in && !p.withdrawn)
        .map(|p| p.id.into())
        .collect())
}

/// Plans `count` rounds from round `number` on, for the players present, after the rounds
/// before it: by teams once a team tournament has teams entered ([`plan_in_teams`]), else by
/// the seating mode.
async fn plan_from(
    conn: &mut Conn,
    tournament: &TournamentRow,
    (number, count): (i64, usize),
    (rule, mode, seed): (TableRule, SeatingMode, u64),
) -> AppResult<(Vec<RoundSeating>, Vec<RoundSeating>)> {
    let id = TournamentId::new(tournament.id);
    let table = table_size(tournament.preset());
    let players = present_players(conn, id).await?;
    let history = db::rounds::seatings_before(conn, id.get(), number).await?;
    if plays_in_teams(tournament) {
        let seats = (players.as_slice(), history.as_slice());
        let plan = (count, mode, seed);
        if let Some(planned) = plan_in_teams(conn, id, seats, plan).await? {
            return Ok((history, planned));
        }
    }
    let standings = db::game_results::swiss_order(conn, id.get()).await?;
    let request = PlanRequest {
        players: &players,
        history: &history,
        rounds: count,
        rule,
        mode,
        standings: &standings,
        seed,
    };
    let planned = plan_for(table, &request)?;
    Ok((history, planned))
}

/// A team tournament's rounds seated by its teams, two at a table, partners East–North and
/// South–West (`seating::plan_team_rounds`, or `plan_swiss_team_rounds` by the team standings
/// under swiss); `None` while no team is entered, when the draw seats the rounds and makes the
/// partners (docs/rules.md §16 "Teams"). Refused, naming the players, when those present are
/// not whole teams of an even number.
async fn plan_in_teams(
    conn: &mut Conn,
    id: TournamentId,
    (players, history): (&[PlayerId], &[RoundSeating]),
    (count, mode, seed): (usize, SeatingMode, u64),
) -> AppResult<Option<Vec<RoundSeating>>> {
    let teams = db::teams::list(conn, id.get()).await?;
    if teams.is_empty() {
        return Ok(None);
    }
    let pairs: Vec<[PlayerId; 2]> = teams
        .iter()
        .filter_map(|team| match team.partners.as_slice() {
            [(a, _), (b, _)] => Some([(*a).into(), (*b).into()]),
            _ => None,
        })
        .collect();
    let names: HashMap<PlayerId, String> = db::players::list(conn, id.get())
        .await?
        .into_iter()
        .map(|p| (p.id.into(), p.name))
        .collect();
    let named = |ids: Vec<PlayerId>| -> Vec<String> {
        ids.iter()
            .map(|p| names.get(p).cloned().unwrap_or_default())
            .collect()
    };
    let planned = match mode {
        SeatingMode::Swiss => {
            let standings = team_places(conn, id).await?;
            plan_swiss_team_rounds(players, &pairs, (history, count, seed), &standings)
        }
        _ => plan_team_rounds(players, &pairs, history, count, seed),
    };
    planned.map(Some).map_err(|error| {
        match error {
            TeamSeatingError::WithoutTeam { players } => RoundRefusal::WithoutTeam {
                players: named(players),
            },
            TeamSeatingError::PartnerAbsent { players } => RoundRefusal::PartnerAbsent {
                players: named(players),
            },
            TeamSeatingError::OddTeams { teams } => RoundRefusal::OddTeams { teams },
        }
        .into()
    })
}

/// Each team's place in the team standings (games won, then points), as swiss pairs them.
async fn team_places(conn: &mut Conn, id: TournamentId) -> AppResult<Vec<(usize, [PlayerId; 2])>> {
    let read = crate::app::team_standings::read_with_teams(conn, id).await?;
    let teams = read.teams.unwrap_or_default();
    let place = |t: &crate::app::team_standings::TeamStanding| {
        (t.line.place, t.line.partners.map(PlayerId::from))
    };
    Ok(teams.iter().map(place).collect())
}

/// The number the next round will have.
async fn next_number(conn: &mut Conn, id: TournamentId) -> AppResult<i64> {
    Ok(db::rounds::list(conn, id.get())
        .await?
        .last()
        .map_or(1, |r| r.number + 1))
}

/// Plans `plan.count` rounds after every round so far; refused where the tournament's style
/// does not allow the table rule or the players present cannot be seated.
async fn plan_next(
    conn: &mut Conn,
    tournament: &TournamentRow,
    plan: RoundPlan,
    seed: u64,
) -> AppResult<(Vec<RoundSeating>, Vec<RoundSeating>)> {
    rule_allowed(plan.rule, tournament.preset())?;
    let id = TournamentId::new(tournament.id);
    let number = next_number(conn, id).await?;
    plan_from(
        conn,
        tournament,
        (number, plan.count),
        (plan.rule, plan.mode, seed),
    )
    .await
}

/// The next round(s) as they would be seated, not stored: the organizer confirms them with
/// [`start`] and the same seed.
pub struct Proposal {
    pub tournament: TournamentRow,
    pub table: TableSize,
    pub seed: u64,
    /// The number of the first round proposed.
    pub first: i64,
    /// The rounds seated so far.
    pub history: Vec<RoundSeating>,
    pub rounds: Vec<RoundSeating>,
    /// Every player's name, by the seating module's id.
    pub names: HashMap<PlayerId, String>,
}

/// Proposes the next round(s) with a fresh seed.
pub async fn propose(store: &Store, id: TournamentId, plan: RoundPlan) -> AppResult<Proposal> {
    let mut conn = store.read().await?;
    let tournament = tournaments::load(&mut conn, id).await?;
    let seed = new_seed();
    let (history, rounds) = plan_next(&mut conn, &tournament, plan, seed).await?;
    let names = db::players::list(&mut conn, id.get())
        .await?
        .into_iter()
        .map(|p| (p.id.into(), p.name))
        .collect();
    Ok(Proposal {
        table: table_size(tournament.preset()),
        first: history.len() as i64 + 1,
        tournament,
        seed,
        history,
        rounds,
        names,
    })
}

/// What starting rounds did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Started {
    /// The rounds were started, the first with this number.
    Rounds { first: i64 },
    /// The proposal was already confirmed (a double click, a reload): nothing more started.
    Already { first: i64 },
}

/// Starts the next round(s): the proposal shown (`seed`) is recomputed — the same seed and
/// history give the same seating — and stored; without a seed, a fresh draw. `expected_first`
/// is the number the proposal showed: once that round exists, nothing is started again.
pub async fn start(
    store: &Store,
    author: &Author,
    id: TournamentId,
    plan: RoundPlan,
    (seed, expected_first): (Option<u64>, Option<i64>),
) -> AppResult<Started> {
    let seed = seed.unwrap_or_else(new_seed);
    let mut tx = store.begin_write().await?;
    let tournament = tournaments::load(&mut tx, id).await?;
    let first = next_number(&mut tx, id).await?;
    if let Some(expected) = expected_first.filter(|&expected| expected < first) {
        return Ok(Started::Already { first: expected });
    }
    let (_, planned) = plan_next(&mut tx, &tournament, plan, seed).await?;
    for (i, seating) in planned.iter().enumerate() {
        let number = first + i as i64;
        db::rounds::create(
            &mut tx,
            id.get(),
            number,
            seed,
            plan.mode,
            plan.rule,
            seating,
        )
        .await?;
        let summary = format!(
            "{} seating, seed {seed}, {} tables",
            plan.mode.code(),
            seating.tables.len()
        );
        let detail = AuditDetail::new()
            .number("round", number)
            .text("mode", plan.mode.code())
            .text("seed", seed.to_string())
            .number("tables", seating.tables.len());
        AuditNote::by(
            author,
            id,
            AuditAction::RoundStarted,
            &format!("round {number}"),
        )
        .changed("", &summary)
        .detail(detail)
        .write::<AppError>(&mut tx)
        .await?;
    }
    tx.commit().await?;
    Ok(Started::Rounds { first })
}

/// Re-plans every round seated ahead but not started (no hand recorded) for the players
/// present now — after a late arrival or a withdrawal — keeping each round's mode and rule and
/// every round already played. Returns the number of the first round re-planned.
pub async fn replan(store: &Store, author: &Author, id: TournamentId) -> AppResult<i64> {
    let mut tx = store.begin_write().await?;
    let tournament = tournaments::load(&mut tx, id).await?;
    let tail = db::rounds::unplayed_tail(&mut tx, id.get()).await?;
    let Some(first) = tail.first() else {
        return Err(RoundRefusal::NothingToReplan.into());
    };
    let (rule, mode, seed) = (first.table_rule, first.mode, new_seed());
    let players = present_players(&mut tx, id).await?.len();
    let (_, planned) = plan_from(
        &mut tx,
        &tournament,
        (first.number, tail.len()),
        (rule, mode, seed),
    )
    .await?;
    for (round, seating) in tail.iter().zip(&planned) {
        let before = db::rounds::seating(&mut tx, round.id).await?;
        db::rounds::replace_seating(&mut tx, round.id, seed, seating).await?;
        let subject = format!(
            "round {}: {} seating, seed {seed}, {players} players",
            round.number,
            mode.code(),
        );
        let detail = AuditDetail::new()
            .number("round", round.number)
            .text("mode", mode.code())
            .text("seed", seed.to_string())
            .number("players", players);
        AuditNote::by(author, id, AuditAction::RoundRePlanned, &subject)
            .changed(&seating_text(&before), &seating_text(seating))
            .detail(detail)
            .write::<AppError>(&mut tx)
            .await?;
    }
    tx.commit().await?;
    Ok(first.number)
}

/// A round that may still be changed: it exists and no hand of it is recorded.
async fn changeable_round(conn: &mut Conn, id: TournamentId, number: i64) -> AppResult<RoundRow> {
    let round = db::rounds::get(conn, id.get(), number)
        .await?
        .ok_or(AppError::NotFound)?;
    if db::rounds::has_results(conn, round.id).await? {
        return Err(RoundRefusal::SeatingFixed { number }.into());
    }
    Ok(round)
}

/// Draws round `number` again with a fresh seed, keeping its mode and table rule.
pub async fn redraw(
    store: &Store,
    author: &Author,
    id: TournamentId,
    number: i64,
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    let tournament = tournaments::load(&mut tx, id).await?;
    let round = changeable_round(&mut tx, id, number).await?;
    let before = db::rounds::seating(&mut tx, round.id).await?;
    let seed = new_seed();
    let (_, mut planned) = plan_from(
        &mut tx,
        &tournament,
        (number, 1),
        (round.table_rule, round.mode, seed),
    )
    .await?;
    let seating = planned.remove(0);
    db::rounds::replace_seating(&mut tx, round.id, seed, &seating).await?;
    AuditNote::by(
        author,
        id,
        AuditAction::RoundRedrawn,
        &format!("round {number}, seed {} → {seed}", round.seed),
    )
    .changed(&seating_text(&before), &seating_text(&seating))
    .detail(
        AuditDetail::new()
            .number("round", number)
            .text("was", round.seed.clone())
            .text("seed", seed.to_string()),
    )
    .commit(tx)
    .await
}

/// Exchanges the places of two players in a round (either may be sitting out or a table's
/// fifth person); false unless both are in it.
fn swap_players(seating: &mut RoundSeating, a: PlayerId, b: PlayerId) -> bool {
    let mut found = (false, false);
    for table in &mut seating.tables {
        // A fifth person changes places like anyone seated.
        for seat in table.seats.iter_mut() {
            if *seat == Some(a) {
                *seat = Some(b);
                found.0 = true;
            } else if *seat == Some(b) {
                *seat = Some(a);
                found.1 = true;
            }
        }
    }
    for player in seating.sit_outs.iter_mut() {
        if *player == a {
            *player = b;
            found.0 = true;
        } else if *player == b {
            *player = a;
            found.1 = true;
        }
    }
    found.0 && found.1
}

/// Swaps two (different) players of round `number` before any hand of it is recorded.
pub async fn swap(
    store: &Store,
    author: &Author,
    id: TournamentId,
    number: i64,
    (a, b): (PlayerId, PlayerId),
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    let round = changeable_round(&mut tx, id, number).await?;
    let before = db::rounds::seating(&mut tx, round.id).await?;
    let mut after = before.clone();
    if !swap_players(&mut after, a, b) {
        return Err(RoundRefusal::NotInRound { number }.into());
    }
    let seed: u64 = round.seed.parse().unwrap_or(0);
    db::rounds::replace_seating(&mut tx, round.id, seed, &after).await?;
    AuditNote::by(
        author,
        id,
        AuditAction::PlayersSwapped,
        &format!("round {number}: #{a} ↔ #{b}"),
    )
    .changed(&seating_text(&before), &seating_text(&after))
    .detail(
        AuditDetail::new()
            .number("round", number)
            .text("first", a.to_string())
            .text("second", b.to_string()),
    )
    .commit(tx)
    .await
}

/// Takes back the last round while nothing was recorded in it (a round started by mistake).
pub async fn take_back(
    store: &Store,
    author: &Author,
    id: TournamentId,
    number: i64,
) -> AppResult<()> {
    let mut tx = store.begin_write().await?;
    tournaments::load(&mut tx, id).await?;
    let rounds = db::rounds::list(&mut tx, id.get()).await?;
    let Some(last) = rounds.last().filter(|r| r.number == number) else {
        return Err(RoundRefusal::NotLastRound.into());
    };
    if !db::rounds::delete_unplayed(&mut tx, last.id).await? {
        return Err(RoundRefusal::RoundStays { number }.into());
    }
    AuditNote::by(
        author,
        id,
        AuditAction::RoundTakenBack,
        &format!("round {number}"),
    )
    .detail(AuditDetail::new().number("round", number))
    .commit(tx)
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::players::tests::{bare_club_night, staff};
    use crate::app::Refusal;
    use crate::tournament::seating::Table;

    /// A store with tournament 1 and `players` players checked in (ids 1, 2, …), and the
    /// folder it lives in.
    async fn club_night(players: i64) -> (Store, tempfile::TempDir) {
        let (store, dir) = bare_club_night().await;
        let mut conn = store.read().await.unwrap();
        let now = db::now();
        for id in 1..=players {
            sqlx::query("INSERT INTO players (id, tournament_id, name, name_key, checked_in, created_at) VALUES ($1, 1, $2, $3, 1, $4)")
                .bind(id)
                .bind(format!("Player {id}"))
                .bind(format!("player {id}"))
                .bind(&now)
                .execute(&mut *conn)
                .await
                .unwrap();
        }
        (store, dir)
    }

    fn refusal(result: AppResult<impl std::fmt::Debug>) -> RoundRefusal {
        match result {
            Err(AppError::Refused(Refusal::Round(refusal))) => refusal,
            other => panic!("expected a refusal of the round, got {other:?}"),
        }
    }

    const RANDOM: RoundPlan = RoundPlan {
        rule: TableRule::SitOuts,
        mode: SeatingMode::Random,
        count: 1,
    };

    #[tokio::test]
    async fn a_proposal_started_with_its_seed_is_the_round_stored_and_a_second_confirmation_starts_nothing(
    ) {
        let (store, _dir) = club_night(9).await;
        let id = TournamentId::new(1);
        let proposal = propose(&store, id, RANDOM).await.unwrap();
        assert_eq!((proposal.first, proposal.rounds.len()), (1, 1));
        let confirm = (Some(proposal.seed), Some(proposal.first));
        let started = start(&store, &staff("organizer"), id, RANDOM, confirm).await;
        assert_eq!(started.unwrap(), Started::Rounds { first: 1 });
        let mut conn = store.read().await.unwrap();
        let stored = db::rounds::seating(&mut conn, 1).await.unwrap();
        assert_eq!(
            stored, proposal.rounds[0],
            "the seed gives the seating shown"
        );
        let again = start(&store, &staff("organizer"), id, RANDOM, confirm).await;
        assert_eq!(again.unwrap(), Started::Already { first: 1 });
        assert_eq!(db::rounds::list(&mut conn, 1).await.unwrap().len(), 1);
    }

    #[tokio::test]
    async fn too_few_players_a_swap_outside_the_round_and_taking_back_an_earlier_round_are_refused()
    {
        let (store, _dir) = club_night(3).await;
        let id = TournamentId::new(1);
        let few = refusal(start(&store, &staff("organizer"), id, RANDOM, (None, None)).await);
        assert!(matches!(few, RoundRefusal::Seating(_)), "{few:?}");
        let (store, _dir) = club_night(4).await;
        for _ in 0..2 {
            start(&store, &staff("organizer"), id, RANDOM, (None, None))
                .await
                .unwrap();
        }
        let outside = refusal(swap(&store, &staff("organizer"), id, 1, (1, 99)).await);
        assert_eq!(outside, RoundRefusal::NotInRound { number: 1 });
        swap(&store, &staff("organizer"), id, 1, (1, 2))
            .await
            .unwrap();
        let earlier = refusal(take_back(&store, &staff("organizer"), id, 1).await);
        assert_eq!(earlier, RoundRefusal::NotLastRound);
        take_back(&store, &staff("organizer"), id, 2).await.unwrap();
        let mut conn = store.read().await.unwrap();
        assert_eq!(db::rounds::list(&mut conn, 1).await.unwrap().len(), 1);
        assert!(matches!(
            redraw(&store, &staff("organizer"), id, 7).await,
            Err(AppError::NotFound)
        ));
        // Round 1 is seated ahead (no hand yet): re-planning seats it again.
        assert_eq!(replan(&store, &staff("organizer"), id).await.unwrap(), 1);
    }

    #[test]
    fn swapping_exchanges_a_seated_player_with_one_sitting_out() {
        let mut seating = RoundSeating {
            tables: vec![Table::of_seats([Some(1), Some(2), Some(3), Some(4)])],
            sit_outs: vec![5],
        };
        assert!(swap_players(&mut seating, 2, 5));
        assert_eq!(
            seating.tables[0].seats,
            [Some(1), Some(5), Some(3), Some(4)]
        );
        assert_eq!(seating.sit_outs, vec![2]);
        assert!(!swap_players(&mut seating, 1, 99));
    }
}
