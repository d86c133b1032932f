//! What a style's replay is to the one game type: the [`Replay`] trait, which every style's
//! game implements in its own folder (riichi's deal with counters and deposits, Hong Kong Old
//! Style's, MCR's, the shared game of points, an American table of five), and the [`Table`] it
//! reads the game from. The registry (`StyleRules::game`) builds a style's replay; the game
//! (`engine::game::Game`) drives it hand by hand and keeps the rows and the position, so that
//! every caller reads one kind of sheet. In a file of its own so that the registry and the
//! styles import it without importing the game.

use std::fmt;

use super::error::GameError;
use crate::engine::ruleset::Ruleset;
use crate::engine::sheet::{
    final_score, FinalResult, GameEnd, Hand, Note, NotePart, Position, Row, Seat,
};

/// The game as a replay reads it before a hand: its rules, its players' names (in starting
/// seat order, the fourth empty at a table of three), the position after the hands played and
/// their rows.
#[derive(Debug, Clone, Copy)]
pub struct Table<'g> {
    pub rules: &'g Ruleset,
    pub names: &'g [String; 4],
    pub position: &'g Position,
    pub rows: &'g [Row],
}

impl Table<'_> {
    /// The name of the player who started the game at `seat`.
    pub fn name(&self, seat: Seat) -> &str {
        &self.names[seat.index()]
    }

    /// The row of the hand played at this table's position, for a style that puts no riichi
    /// deposit down: its number, round, dealer and counters are the position's before the hand,
    /// `deltas` what it paid and `next` the position after it, each read for the table's seats
    /// only (a row has one entry per person).
    pub fn row_without_deposits(&self, deltas: &[i32; 4], next: &Position, note: Note) -> Row {
        let seats = self.rules.table.count();
        Row {
            index: self.rows.len(),
            round: self.position.round,
            dealer: self.position.round.dealer(),
            honba: self.position.honba,
            deposits_before: 0,
            deltas: deltas[..seats].to_vec(),
            points: next.points[..seats].to_vec(),
            deposits_after: 0,
            note,
            ended: next.ended.is_some(),
            seating: None,
        }
    }

    /// The final result of a game that leaves no deposit on the table, once it has ended: the
    /// ruleset's final score of the points as they stand; `None` before the end.
    pub fn final_score_without_deposits(&self) -> Option<FinalResult> {
        let p = self.position;
        p.ended?;
        Some(final_score(self.rules, p.points, p.chombos))
    }
}

/// Ends the game at time where the round's time ran out during `hand` and nothing else ended
/// it (`next`, the position after the hand), and ends the note of a game over the same way in
/// every style that calls it: "; time up", then "; game over".
pub fn end_at_time(hand: &Hand, next: &mut Position, note: &mut Note) {
    if hand.time_up && next.ended.is_none() {
        next.ended = Some(GameEnd::TimeUp);
        note.push(NotePart::TimeUp);
    }
    if next.ended.is_some() {
        note.push(NotePart::GameOver);
    }
}

/// A style's replay of a game's hands. The game calls [`Replay::play`] for each hand of a game
/// not yet over, and commits the row and the position it returns; the replay refuses whatever
/// in the hand its style does not play.
pub trait Replay: fmt::Debug + Send + Sync {
    /// Plays `hand` after the hands of `table`: its row and the position after it. A hand the
    /// style refuses changes nothing.
    fn play(&mut self, table: Table<'_>, hand: &Hand) -> Result<(Row, Position), GameError>;

    /// The final result once the game is over (after the hands of `table`).
    fn final_result(&self, table: Table<'_>) -> Option<FinalResult>;

    /// Who deals the next hand (the last hand's dealer once the game is over): the round's
    /// dealer, where the deal goes round the starting seats in order.
    fn next_dealer(&self, position: &Position) -> Seat {
        position.round.dealer()
    }

    /// Deals in a row the dealer has kept before the next hand, where the style counts them
    /// (Hong Kong Old Style, whose eighth is a limit); `None` elsewhere.
    fn dealer_keeps(&self) -> Option<u32> {
        None
    }

    /// How many people play at a table of `seats`: one at each seat, where the replay adds
    /// nobody (an American table of five adds the bettor).
    fn people(&self, seats: usize) -> usize {
        seats
    }

    /// Each person's points before the first hand, from the seats' (`seat_points`, one per
    /// seat): nobody beyond the seats holds any (an American bettor starts at 0), unless the
    /// replay says otherwise (a tag-team partner starts with the style's starting points).
    fn points_at_start(&self, seat_points: &[i32]) -> Vec<i32> {
        let mut points = seat_points.to_vec();
        points.resize(self.people(seat_points.len()), 0);
        points
    }

    /// The same replay, boxed: a game is cloned with its replay.
    fn boxed_clone(&self) -> Box<dyn Replay>;
}

impl Clone for Box<dyn Replay> {
    fn clone(&self) -> Box<dyn Replay> {
        self.boxed_clone()
    }
}
