//! Mangan Mahjong's tag-team form (docs/rules.md §15, "Tag team"): eight people at a table of
//! four, two partners to a seat, who swap during a hand. The sheet records who was seated at
//! each seat when the hand ended (`StyleFacts::TagTeam`); that person pays or is paid for the
//! seat, so each of the eight keeps their own points, and only seated people lose any (the
//! club's page: "only people currently sitting at the table could lose points"). The game ends
//! after the hand in which the fifth of the eight reaches 0 points or fewer, or at time; the
//! one with most points wins.
//!
//! People are numbered as they sat for the first hand: 0–3 at seats East to North, 4–7 their
//! partners in the same order, so seat `s` is shared by people `s` and `s + 4`. A hand is
//! played at the seats by Mangan's own replay (`replay::play_at_the_seats`), with the seated
//! people's points and names as the table's; this file only chooses who is seated, hands each
//! seat's change to that person and decides the end. Decisions where the club's page is
//! silent are docs/rules.md §15's, written beside the code that makes them.

use super::refusal::ManganRefusal;
use super::replay::play_at_the_seats;
use crate::engine::game::error::GameError;
use crate::engine::game::replay::{end_at_time, Replay, Table};
use crate::engine::ruleset::Ruleset;
use crate::engine::sheet::note::PeopleOut;
use crate::engine::sheet::{
    FinalResult, GameEnd, Hand, HandSeating, Note, NotePart, Position, Row, Score, Seat,
    StyleFacts, SEAT_NAMES,
};

/// How many people share a tag-team table: two to each of its four seats.
pub const PEOPLE: usize = 8;

/// How many people at 0 points or fewer end a tag-team game (the club's page: "the game
/// wouldn't end until 5 people have reached 0 points in total").
pub const OUT_TO_END: usize = 5;

/// Decision: the winner's bonus in the final score. The club's page names one winner (most
/// points); the four-player uma has no places five to eight, so only first place gains, by the
/// club's uma for first (+20).
const WINNER_BONUS: i64 = 20;

/// The replay of a tag-team game: the eight people's names (in their numbers' order) and the
/// points each starts with.
#[derive(Debug, Clone)]
pub struct TagTeamReplay {
    names: [String; PEOPLE],
    starting_points: i32,
}

impl TagTeamReplay {
    /// The replay of a game under `rules` of these eight people, numbered as they sat for the
    /// first hand.
    pub fn new(rules: &Ruleset, names: [&str; PEOPLE]) -> TagTeamReplay {
        TagTeamReplay {
            names: names.map(str::to_owned),
            starting_points: rules.starting_points,
        }
    }

    /// Each person's points before the hand about to be played.
    fn points_before(&self, rows: &[Row]) -> Vec<i32> {
        rows.last().map_or_else(
            || vec![self.starting_points; PEOPLE],
            |row| row.points.clone(),
        )
    }
}

/// The two people sharing `seat`: the one who sat there for the first hand, then the partner.
pub fn partners_of(seat: Seat) -> [u8; 2] {
    let first = seat.number();
    [first, first + 4]
}

/// Who was seated at each seat when `hand` ended: as the hand says, or the first partners
/// where it says nothing (a hand written before the form, or without a swap). A list that
/// does not give one person per seat, or a person who does not share that seat, is refused.
pub fn seated_at_the_end(hand: &Hand, names: &[String; PEOPLE]) -> Result<[u8; 4], GameError> {
    let written = hand.facts.seated();
    if written.is_empty() {
        return Ok([0, 1, 2, 3]);
    }
    let seated: [u8; 4] = written
        .try_into()
        .map_err(|_| ManganRefusal::SeatedListLength {
            written: written.len(),
        })?;
    for (seat, &person) in seated.iter().enumerate() {
        let seat = Seat::new(seat as u8);
        let partners = partners_of(seat);
        if !partners.contains(&person) {
            let [first, second] = partners.map(|p| names[usize::from(p)].clone());
            return Err(ManganRefusal::NotThisSeatsPartner {
                seat: SEAT_NAMES[seat.index()],
                person: names
                    .get(usize::from(person))
                    .cloned()
                    .unwrap_or_else(|| format!("person {person}")),
                first,
                second,
            }
            .into());
        }
    }
    Ok(seated)
}

impl Replay for TagTeamReplay {
    fn play(&mut self, table: Table<'_>, hand: &Hand) -> Result<(Row, Position), GameError> {
        GameError::refuse_unread(hand, table.rules, |part| {
            matches!(part, StyleFacts::Riichi(_) | StyleFacts::TagTeam(_))
        })?;
        let seated = seated_at_the_end(hand, &self.names)?;
        let before = self.points_before(table.rows);
        // The hand as the four seated people play it: their points and names are the seats'.
        let names = seated.map(|p| self.names[usize::from(p)].clone());
        let mut position = table.position.clone();
        position.points = seated.map(|p| before[usize::from(p)]);
        let at_the_seats = Table {
            rules: table.rules,
            names: &names,
            position: &position,
            rows: table.rows,
        };
        let (seat_row, mut next) = play_at_the_seats(at_the_seats, &hand.clone().without_seated())?;
        let mut deltas = vec![0; PEOPLE];
        for (&person, &delta) in seated.iter().zip(&seat_row.deltas) {
            deltas[usize::from(person)] = delta;
        }
        let points: Vec<i32> = before.iter().zip(&deltas).map(|(b, d)| b + d).collect();
        let note = self.end_of_game(table.rows, hand, &points, &mut next, seat_row.note);
        let sits_out = (0..PEOPLE as u8).filter(|p| !seated.contains(p)).collect();
        let row = Row {
            deltas,
            points,
            note,
            ended: next.ended.is_some(),
            seating: Some(HandSeating {
                chairs: seated.to_vec(),
                sits_out,
            }),
            ..seat_row
        };
        Ok((row, next))
    }

    /// Decision: each of the eight is placed by their points (ties by their number, the first
    /// partners before the second, East first), and scores `(points − start) / 1000` exactly,
    /// the winner 20 more; no uma for places two to eight, no oka.
    fn final_result(&self, table: Table<'_>) -> Option<FinalResult> {
        table.position.ended?;
        let points = self.points_before(table.rows);
        let mut order: Vec<usize> = (0..PEOPLE).collect();
        order.sort_by_key(|&p| (std::cmp::Reverse(points[p]), p));
        let mut rank = vec![0u8; PEOPLE];
        for (place, &person) in order.iter().enumerate() {
            rank[person] = place as u8 + 1;
        }
        let score = points
            .iter()
            .zip(&rank)
            .map(|(&p, &place)| {
                let bonus = if place == 1 { WINNER_BONUS * 100 } else { 0 };
                Score::from_hundredths(i64::from(p - self.starting_points) / 10 + bonus)
            })
            .collect();
        Some(FinalResult {
            points,
            rank,
            score,
        })
    }

    fn people(&self, _seats: usize) -> usize {
        PEOPLE
    }

    fn points_at_start(&self, _seat_points: &[i32]) -> Vec<i32> {
        vec![self.starting_points; PEOPLE]
    }

    fn boxed_clone(&self) -> Box<dyn Replay> {
        Box::new(self.clone())
    }
}

impl TagTeamReplay {
    /// Ends the game after this hand where five of the eight have reached 0 points or fewer
    /// (`points`, after the hand), or where the round's time ran out during it; the note names
    /// who reached 0 in this hand and how many have. Decision: a person who has reached 0 is
    /// counted for the rest of the game, even if a draw's tenpai payment lifts them again (the
    /// club's page: "have reached 0 points"), and may still sit and play for their seat.
    fn end_of_game(
        &self,
        rows: &[Row],
        hand: &Hand,
        points: &[i32],
        next: &mut Position,
        mut note: Note,
    ) -> Note {
        let reached_before = |p: usize| {
            rows.iter()
                .any(|row| row.points.get(p).is_some_and(|&x| x <= 0))
        };
        let newly: Vec<&str> = (0..PEOPLE)
            .filter(|&p| points[p] <= 0 && !reached_before(p))
            .map(|p| self.names[p].as_str())
            .collect();
        let reached = (0..PEOPLE)
            .filter(|&p| points[p] <= 0 || reached_before(p))
            .count();
        if !newly.is_empty() {
            note.push(NotePart::AtZeroOrFewer {
                players: newly.iter().map(|name| name.to_string()).collect(),
                of_people: Some(PeopleOut {
                    out: reached,
                    people: PEOPLE,
                }),
            });
        }
        if reached >= OUT_TO_END {
            next.ended = Some(GameEnd::Bust);
        }
        end_at_time(hand, next, &mut note);
        note
    }
}
