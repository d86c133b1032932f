//! Which round the event is playing now, read from the stored results: the first round with
//! a game still being played, else the last one. The pages that show "now" (the home page,
//! "find my seat", the event board and screen) and the clock's guard ask it, and then replay
//! only that round's games for where each table stands — never every game of the day.
//!
//! The organizer's operations on rounds live in `rounds/planning.rs`: proposing and starting
//! rounds, re-planning the rounds seated ahead, redrawing a round, swapping two players, and
//! taking back the last round, each in one transaction with its audit entry.

use super::AppResult;
use crate::db;
use crate::db::game_results::Outcomes;
use crate::db::Conn;
use crate::engine::seat::Seat;
use crate::tournament::ids::TournamentId;

mod planning;
pub use planning::{
    propose, redraw, replan, start, swap, take_back, Proposal, RoundPlan, RoundRefusal, Started,
};

/// The codes a seating mode and a table rule are stored and sent by forms as.
pub use crate::db::codes::Code;
/// How a seat no player fills (a short table's) is named.
pub use crate::db::results::SUBSTITUTE;
/// A round as stored: its number, seed, seating mode and table rule.
pub use crate::db::rounds::RoundRow;
use crate::db::rounds::{PartnerRow, SeatRow};

/// The round players should look at now: the first with a game still being played, else the
/// last one (rounds planned ahead exist before they are played).
pub fn current_round(outcomes: &Outcomes, rounds: &[RoundRow]) -> Option<RoundRow> {
    rounds
        .iter()
        .find(|round| {
            outcomes
                .games
                .iter()
                .any(|g| g.info.round_number == round.number && !g.outcome.ended)
        })
        .or(rounds.last())
        .cloned()
}

/// The tournament's rounds, its stored outcomes, and the round being played.
pub struct Now {
    pub rounds: Vec<RoundRow>,
    pub outcomes: Outcomes,
    pub current: Option<RoundRow>,
}

impl Now {
    pub async fn load(conn: &mut Conn, tournament_id: TournamentId) -> AppResult<Self> {
        let tournament_id = tournament_id.get();
        let rounds = db::rounds::list(conn, tournament_id).await?;
        let outcomes = Outcomes::load(conn, tournament_id).await?;
        let current = current_round(&outcomes, &rounds);
        Ok(Self {
            rounds,
            outcomes,
            current,
        })
    }

    /// Whether every game so far is over (and there is at least one).
    pub fn all_finished(&self) -> bool {
        !self.outcomes.games.is_empty() && self.outcomes.games.iter().all(|g| g.outcome.ended)
    }
}

/// One table of a round's seating, East first.
pub struct SeatedTable {
    pub number: i64,
    pub game_id: i64,
    /// (seat, player name or None for the substitute).
    pub seats: Vec<(Seat, Option<String>)>,
    /// The fifth person at an American table of five (the first bettor), by name.
    pub fifth: Option<String>,
}

/// A round's seating: its tables in order and who sits out, by name.
pub struct Seating {
    pub round: RoundRow,
    pub tables: Vec<SeatedTable>,
    pub sit_outs: Vec<String>,
}

/// How `round` is seated.
pub async fn seating(conn: &mut Conn, round: RoundRow) -> AppResult<Seating> {
    let mut seats = db::rounds::seats(conn, round.id).await?;
    join_partners(&mut seats, &db::rounds::partners(conn, round.id).await?);
    let mut tables: Vec<SeatedTable> = Vec::new();
    for seat in seats {
        if tables.last().is_none_or(|t| t.number != seat.table_number) {
            tables.push(SeatedTable {
                number: seat.table_number,
                game_id: seat.game_id,
                seats: Vec::new(),
                fifth: None,
            });
        }
        if let Some(table) = tables.last_mut() {
            table.seats.push((seat.seat, seat.player_name));
        }
    }
    for fifth in db::rounds::fifths(conn, round.id).await? {
        if let Some(table) = tables.iter_mut().find(|t| t.game_id == fifth.game_id) {
            table.fifth = Some(fifth.player_name);
        }
    }
    let sit_outs = db::rounds::sit_outs(conn, round.id)
        .await?
        .into_iter()
        .map(|(_, name)| name)
        .collect();
    Ok(Seating {
        round,
        tables,
        sit_outs,
    })
}

/// Names each tag-team partner (`partners`) with the player whose seat they share, "Ann &
/// Eve", in a round's chairs `seats`: the one way every page (the public round pages, the
/// board, the organizer's) names a shared seat, so that each lists every person at a table.
pub fn join_partners(seats: &mut [SeatRow], partners: &[PartnerRow]) {
    for partner in partners {
        let Ok(shares) = u8::try_from(partner.shares) else {
            continue;
        };
        let shared = seats
            .iter_mut()
            .find(|s| s.game_id == partner.game_id && s.seat == Seat::new(shares));
        if let Some(SeatRow {
            player_name: Some(name),
            ..
        }) = shared
        {
            *name = format!("{name} & {}", partner.player_name);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::game_results::{GameOutcome, Outcome};
    use crate::db::games::GameInfo;
    use crate::engine::seat::TableSize;
    use crate::tournament::seating::{SeatingMode, TableRule};

    fn round(number: i64) -> RoundRow {
        RoundRow {
            id: number * 10,
            tournament_id: 1,
            number,
            seed: String::new(),
            mode: SeatingMode::Random,
            table_rule: TableRule::SitOuts,
        }
    }

    fn game(round_number: i64, table_number: i64, ended: bool) -> GameOutcome {
        GameOutcome {
            info: GameInfo {
                id: round_number * 100 + table_number,
                round_number,
                table_number,
                ruleset: "club".into(),
                rule_settings: String::new(),
                version: 1,
                table: TableSize::FOUR,
                seats: vec![None; 4],
            },
            outcome: Outcome {
                ended,
                confirmed: true,
                points: vec![0; 4],
                final_result: None,
            },
        }
    }

    fn outcomes(games: Vec<GameOutcome>) -> Outcomes {
        Outcomes {
            games,
            penalties: Vec::new(),
        }
    }

    fn current(games: Vec<GameOutcome>, rounds: &[RoundRow]) -> Option<i64> {
        current_round(&outcomes(games), rounds).map(|r| r.number)
    }

    #[test]
    fn the_current_round_is_the_first_with_a_game_still_being_played() {
        let rounds = [round(1), round(2), round(3)];
        // Round 1 over, round 2 has one table still playing, round 3 seated ahead.
        let games = vec![
            game(1, 1, true),
            game(1, 2, true),
            game(2, 1, true),
            game(2, 2, false),
            game(3, 1, false),
        ];
        assert_eq!(current(games, &rounds), Some(2));
        // A table of round 1 reopened (a correction) makes round 1 the one being played.
        let games = vec![game(1, 1, false), game(2, 1, false)];
        assert_eq!(current(games, &rounds), Some(1));
    }

    #[test]
    fn with_every_game_over_the_last_round_is_shown_and_without_rounds_none() {
        let rounds = [round(1), round(2)];
        let games = vec![game(1, 1, true), game(2, 1, true)];
        assert_eq!(current(games, &rounds), Some(2));
        assert_eq!(current(Vec::new(), &rounds), Some(2));
        assert_eq!(current(Vec::new(), &[]), None);
        let now = Now {
            rounds: rounds.to_vec(),
            outcomes: outcomes(vec![game(1, 1, true), game(2, 1, false)]),
            current: None,
        };
        assert!(!now.all_finished());
        let finished = Now {
            outcomes: outcomes(vec![game(1, 1, true)]),
            ..now
        };
        assert!(finished.all_finished());
        let empty = Now {
            outcomes: outcomes(Vec::new()),
            ..finished
        };
        assert!(
            !empty.all_finished(),
            "no game played is not every game over"
        );
    }
}
