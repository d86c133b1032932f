//! What the organizer prints for an event day, read from the tournament: the player cards with
//! their seat PINs, a round's tables with their codes (made now for tables that have none: the
//! only write), and each player's schedule over the rounds planned so far. Laying them out on
//! paper, and the words of seats and absences, are the front end's.

use super::pages::Seat;
use super::ranking::Loaded;
use super::tournaments::{load, TournamentRow};
use super::{AppError, AppResult, Store};
use crate::db;
use crate::db::rounds::{FifthRow, PartnerRow, SeatRow};
use crate::db::table_codes::{HandEntry, CODE_LENGTH};
use crate::tournament::bracket::StageKind;
use crate::tournament::ids::TournamentId;
use crate::tournament::players::PlayerId;
use rand::{RngCore, SeedableRng};
use std::collections::HashMap;

/// One player's card: who they are and their seat PIN.
pub struct PlayerCard {
    pub name: String,
    pub club: String,
    pub seat_pin: String,
}

/// The player cards of tournament `id`: each player's seat PIN, which a table phone asks once
/// before it takes that player's seat. Withdrawn players get none.
pub async fn player_cards(
    store: &Store,
    id: TournamentId,
) -> AppResult<(TournamentRow, Vec<PlayerCard>)> {
    let mut conn = store.read().await?;
    let tournament = load(&mut conn, id).await?;
    let pins: HashMap<PlayerId, String> = db::seat_pins::pins(&mut conn, id.get())
        .await?
        .into_iter()
        .collect();
    let cards = db::players::list(&mut conn, id.get())
        .await?
        .into_iter()
        .filter(|p| !p.withdrawn)
        .map(|p| PlayerCard {
            seat_pin: pins.get(&p.id).cloned().unwrap_or_default(),
            name: p.name,
            club: p.club,
        })
        .collect();
    Ok((tournament, cards))
}

/// One table of a round as printed: its code and who sits where.
pub struct PrintedTable {
    pub game_id: i64,
    pub table: i64,
    pub code: String,
    /// (seat, name) per starting seat, East first, then a table of five's fifth person or a
    /// tag-team table's four partners (each with the seat they share); no name for the
    /// substitute's seat.
    pub seats: Vec<(Seat, Option<String>)>,
}

/// A round's tables as printed, with the tournament and whether tables record their own hands.
pub struct PrintedRound {
    pub tournament: TournamentRow,
    pub tables_record_hands: bool,
    pub tables: Vec<PrintedTable>,
}

/// Round `number` of tournament `id` for its cards and paper sheets; tables without a code get
/// one now, so that every printed card has its code.
pub async fn round_tables(store: &Store, id: TournamentId, number: i64) -> AppResult<PrintedRound> {
    let mut tx = store.begin_write().await?;
    let tournament = load(&mut tx, id).await?;
    let round = db::rounds::get(&mut tx, id.get(), number)
        .await?
        .ok_or(AppError::NotFound)?;
    let mut rng = rand::rngs::StdRng::from_os_rng();
    let codes = db::table_codes::ensure_for_round(&mut tx, round.id, || {
        (0..CODE_LENGTH).map(|_| rng.next_u32()).collect()
    })
    .await?;
    let seating = Seating::load(&mut tx, round.number, round.id).await?;
    let entry = db::table_codes::hand_entry(&mut tx, id.get()).await?;
    tx.commit().await?;
    let tables = codes
        .into_iter()
        .map(|(game_id, table, code)| PrintedTable {
            game_id,
            table,
            code,
            seats: seating
                .people_at(game_id)
                .map(|person| (person.seat, person.name))
                .collect(),
        })
        .collect();
    Ok(PrintedRound {
        tournament,
        tables_record_hands: entry == HandEntry::Table,
        tables,
    })
}

/// Why a player has no table in a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Absence {
    SitsOut,
    /// A bracket stage the player did not reach, by its kind (the finals).
    DidNotQualify {
        stage: StageKind,
    },
    /// A bracket round of a player the bracket never took in.
    NotInBracket,
}

/// One round of a player's schedule.
pub enum ScheduleLine {
    Plays {
        round: i64,
        table: i64,
        seat: Seat,
        /// Everyone else at the table, with their seat; no name for the substitute.
        others: Vec<(Option<String>, Seat)>,
    },
    Absent {
        round: i64,
        why: Absence,
    },
}

/// One player's schedule over the rounds planned so far.
pub struct PersonalSchedule {
    pub player_id: PlayerId,
    pub name: String,
    pub lines: Vec<ScheduleLine>,
}

/// A round's seating as the printables read it.
struct Seating {
    round: i64,
    seats: Vec<SeatRow>,
    fifths: Vec<FifthRow>,
    partners: Vec<PartnerRow>,
}

/// One person at a printed table.
struct PersonAt {
    /// None for the substitute.
    player: Option<PlayerId>,
    name: Option<String>,
    seat: Seat,
}

impl Seating {
    async fn load(conn: &mut db::Conn, round: i64, round_id: i64) -> AppResult<Seating> {
        Ok(Seating {
            round,
            seats: db::rounds::seats(conn, round_id).await?,
            fifths: db::rounds::fifths(conn, round_id).await?,
            partners: db::rounds::partners(conn, round_id).await?,
        })
    }

    /// Everyone at game `game_id` in the order the game numbers them: its seats East first,
    /// then a table of five's fifth person (a column of the paper sheet too) or a tag-team
    /// table's partners, each at the seat they share.
    fn people_at(&self, game_id: i64) -> impl Iterator<Item = PersonAt> + '_ {
        let seats = self.seats.iter().filter(move |s| s.game_id == game_id);
        let fifths = self.fifths.iter().filter(move |f| f.game_id == game_id);
        let partners = self.partners.iter().filter(move |p| p.game_id == game_id);
        let shared = |p: &PartnerRow| Seat::Wind(crate::engine::seat::Seat::new(p.shares as u8));
        seats
            .map(|s| PersonAt {
                player: s.player_id,
                name: s.player_name.clone(),
                seat: Seat::Wind(s.seat),
            })
            .chain(fifths.map(|f| PersonAt {
                player: Some(f.player_id),
                name: Some(f.player_name.clone()),
                seat: Seat::Fifth,
            }))
            .chain(partners.map(move |p| PersonAt {
                player: Some(p.player_id),
                name: Some(p.player_name.clone()),
                seat: shared(p),
            }))
    }

    /// The game, table and seat of `player` in this round, if they play it.
    fn place_of(&self, player: PlayerId) -> Option<(i64, i64, Seat)> {
        let game = |game_id: i64, table: i64| {
            let me = self.people_at(game_id).find(|p| p.player == Some(player))?;
            Some((game_id, table, me.seat))
        };
        let games = self.seats.iter().map(|s| (s.game_id, s.table_number));
        let mut games: Vec<(i64, i64)> = games.collect();
        games.dedup();
        games.into_iter().find_map(|(id, table)| game(id, table))
    }
}

/// Every player's schedule (withdrawn players left out), or only `only`'s (withdrawn or not);
/// the tournament with them.
pub async fn schedules(
    store: &Store,
    id: TournamentId,
    only: Option<PlayerId>,
) -> AppResult<(TournamentRow, Vec<PersonalSchedule>)> {
    let mut conn = store.read().await?;
    let tournament = load(&mut conn, id).await?;
    let players = db::players::list(&mut conn, id.get()).await?;
    let mut seatings = Vec::new();
    for round in db::rounds::list(&mut conn, id.get()).await? {
        seatings.push(Seating::load(&mut conn, round.number, round.id).await?);
    }
    let bracket = Loaded::load(&mut conn, id).await?;
    let stages = bracket.as_ref().map(|b| (b, b.stage_of_games()));
    let schedules = players
        .iter()
        .filter(|p| only.map_or(!p.withdrawn, |o| o == p.id))
        .map(|player| PersonalSchedule {
            player_id: player.id,
            name: player.name.clone(),
            lines: seatings
                .iter()
                .map(|seating| schedule_line(seating, stages.as_ref(), player.id))
                .collect(),
        })
        .collect();
    Ok((tournament, schedules))
}

/// Where `player` sits in one round, or why they do not play it; everyone else at their table
/// with their seats (the fifth person and a tag-team table's partners included).
fn schedule_line(seating: &Seating, bracket: Option<&Stages>, player: PlayerId) -> ScheduleLine {
    let round = seating.round;
    let Some((game_id, table, seat)) = seating.place_of(player) else {
        return ScheduleLine::Absent {
            round,
            why: absence(&seating.seats, bracket, player),
        };
    };
    let others = seating
        .people_at(game_id)
        .filter(|p| p.player != Some(player))
        .map(|p| (p.name, p.seat))
        .collect();
    ScheduleLine::Plays {
        round,
        table,
        seat,
        others,
    }
}

/// The bracket, with the stage (and round) of each of its games by game id.
type Stages<'a> = (&'a Loaded, HashMap<i64, (usize, usize)>);

/// Why `player` has no seat among `seats`: a bracket round is played only by those who entered
/// its stage, so for anyone else the schedule says they did not qualify, not that they sit out.
fn absence(seats: &[SeatRow], bracket: Option<&Stages>, player: PlayerId) -> Absence {
    let Some((bracket, stage_of_game)) = bracket else {
        return Absence::SitsOut;
    };
    let Some(&(stage, _)) = seats.iter().find_map(|s| stage_of_game.get(&s.game_id)) else {
        return Absence::SitsOut;
    };
    let in_stage = |stage: usize| {
        bracket
            .bracket
            .rosters
            .get(stage)
            .is_some_and(|roster| roster.contains(&player.into()))
    };
    if in_stage(stage) {
        Absence::SitsOut
    } else if let Some(spec) = bracket
        .bracket
        .spec(stage)
        .filter(|_| (0..stage).any(in_stage))
    {
        Absence::DidNotQualify { stage: spec.kind }
    } else {
        Absence::NotInBracket
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::seat::Seat as Wind;

    fn player(n: i64) -> PlayerId {
        PlayerId::new(n).unwrap()
    }

    /// Table 1 (game 10): Aiko East, the substitute South, Ben West, Chloé North, Dev in the
    /// fifth seat; Eve sits out.
    fn round_one() -> Seating {
        let seat = |n: Option<i64>, wind: Wind, name: Option<&str>| SeatRow {
            game_id: 10,
            table_number: 1,
            seat: wind,
            player_id: n.map(player),
            player_name: name.map(str::to_string),
        };
        Seating {
            round: 1,
            seats: vec![
                seat(Some(1), Wind::EAST, Some("Aiko")),
                seat(None, Wind::SOUTH, None),
                seat(Some(2), Wind::WEST, Some("Ben")),
                seat(Some(3), Wind::NORTH, Some("Chloé")),
            ],
            fifths: vec![FifthRow {
                game_id: 10,
                table_number: 1,
                player_id: player(4),
                player_name: "Dev".into(),
            }],
            partners: Vec::new(),
        }
    }

    fn others_of(line: ScheduleLine) -> Vec<(Option<String>, Seat)> {
        match line {
            ScheduleLine::Plays { others, .. } => others,
            ScheduleLine::Absent { .. } => panic!("plays this round"),
        }
    }

    #[test]
    fn a_schedule_lists_the_others_at_the_table_and_the_fifth_seat_to_the_others_only() {
        let round = round_one();
        let aiko = others_of(schedule_line(&round, None, player(1)));
        assert_eq!(
            aiko,
            vec![
                (None, Seat::Wind(Wind::SOUTH)),
                (Some("Ben".into()), Seat::Wind(Wind::WEST)),
                (Some("Chloé".into()), Seat::Wind(Wind::NORTH)),
                (Some("Dev".into()), Seat::Fifth),
            ]
        );
        let dev = schedule_line(&round, None, player(4));
        assert!(matches!(
            dev,
            ScheduleLine::Plays {
                table: 1,
                seat: Seat::Fifth,
                ..
            }
        ));
        assert_eq!(
            others_of(dev).len(),
            4,
            "the four seats, not the fifth again"
        );
    }

    #[test]
    fn a_tag_team_partner_plays_at_the_seat_they_share_with_the_other_seven_listed() {
        let names = ["Ann", "Bea", "Cai", "Dee", "Eli", "Fay", "Gus", "Hal"];
        let seats = (0..4).map(|n| SeatRow {
            game_id: 20,
            table_number: 1,
            seat: Wind::new(n as u8),
            player_id: Some(player(n + 1)),
            player_name: Some(names[n as usize].into()),
        });
        let partners = (0..4).map(|shares| PartnerRow {
            game_id: 20,
            table_number: 1,
            shares,
            player_id: player(shares + 5),
            player_name: names[shares as usize + 4].into(),
        });
        let round = Seating {
            round: 1,
            seats: seats.collect(),
            fifths: Vec::new(),
            partners: partners.collect(),
        };
        let fay = schedule_line(&round, None, player(6));
        assert!(matches!(
            fay,
            ScheduleLine::Plays {
                table: 1,
                seat: Seat::Wind(Wind::SOUTH),
                ..
            }
        ));
        let others = others_of(fay);
        assert_eq!(others.len(), 7, "{others:?}");
        assert_eq!(others[1], (Some("Bea".into()), Seat::Wind(Wind::SOUTH)));
        assert!(!others.iter().any(|o| o.0.as_deref() == Some("Fay")));
    }

    #[test]
    fn without_a_bracket_a_player_without_a_table_sits_out() {
        let line = schedule_line(&round_one(), None, player(5));
        assert!(matches!(
            line,
            ScheduleLine::Absent {
                round: 1,
                why: Absence::SitsOut
            }
        ));
    }
}
