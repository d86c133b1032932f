//! What the replays of the styles at a table of two share (Minefield, docs/rules.md §13, and
//! Tenpai Race, §14): their one replay ([`TwoPlayerReplay`]: refusing the parts of a hand
//! neither game records, paying what the style settled, moving the deal and the counters as it
//! says, ending a game below zero or at time with the hand's row, and the final score), the
//! one winner of a hand, the other seat and a chombo paid as a mangan by ron. Each style
//! settles a hand its own way ([`Settled`]). Kept here so that the two styles' folders never
//! import each other.

#[cfg(test)]
pub(crate) mod test_support;

use crate::engine::game::error::{check_seat, GameError};
use crate::engine::game::replay::{end_at_time, Replay, Table};
use crate::engine::payment::{ron_payment, Limit};
use crate::engine::ruleset::{Ruleset, TimeRule};
use crate::engine::sheet::{
    FinalResult, GameEnd, Hand, Note, NotePart, Outcome, Position, Row, Seat, StyleFacts, Winner,
};

/// Where the deal goes after a hand at a table of two, and what becomes of the counters
/// (`Position::honba`: Tenpai Race's counters, Minefield's draws in a row).
pub enum Deal {
    /// A chombo: the hand is played again, the deal and the counters unchanged.
    Replayed,
    /// The dealer deals again, with one more counter.
    Stays,
    /// The other player deals next, with `counters` on the table.
    Passes { counters: u32 },
}

/// A hand as a style settled it: what each seat is paid, the sheet's note and where the deal
/// goes.
pub struct Settled {
    pub deltas: [i32; 4],
    pub note: NotePart,
    pub deal: Deal,
}

/// The replay of a game at a table of two: everything it needs is the game's position and
/// the style's two answers.
#[derive(Debug, Clone, Copy)]
pub struct TwoPlayerReplay {
    /// Why a riichi marked on a hand is refused, in the style's terms (neither game puts a
    /// deposit down).
    pub riichi_marked: &'static str,
    /// The style's settlement of a hand.
    pub settle: fn(Table<'_>, &Hand) -> Result<Settled, GameError>,
}

impl Replay for TwoPlayerReplay {
    /// Refuses another style's facts and what neither game records, settles the hand as the
    /// style does, pays it, moves the deal and the counters as the style said, and ends the
    /// game where it must.
    fn play(&mut self, table: Table<'_>, hand: &Hand) -> Result<(Row, Position), GameError> {
        GameError::refuse_unread(hand, table.rules, |part| {
            matches!(part, StyleFacts::Riichi(_))
        })?;
        refuse_unplayed(hand, table.rules, self.riichi_marked)?;
        let settled = (self.settle)(table, hand)?;
        let mut next = paid(table, hand, &settled.deltas);
        match settled.deal {
            Deal::Replayed => {}
            Deal::Stays => next.honba = table.position.honba + 1,
            Deal::Passes { counters } => {
                next.honba = counters;
                deal_passes(table, &mut next);
            }
        }
        Ok(played(table, hand, &settled.deltas, next, settled.note))
    }

    fn final_result(&self, table: Table<'_>) -> Option<FinalResult> {
        table.final_score_without_deposits()
    }

    fn boxed_clone(&self) -> Box<dyn Replay> {
        Box::new(*self)
    }
}

/// The one winner of a hand at a table of two.
pub fn only_winner(winners: &[Winner]) -> Result<&Winner, GameError> {
    match winners {
        [] => Err(GameError::NoWinners),
        [winner] => Ok(winner),
        [first, ..] => Err(GameError::DuplicateSeat {
            field: "winners",
            seat: first.seat,
        }),
    }
}

/// The other seat of the table of two.
pub fn other_seat(table: Table<'_>, seat: Seat) -> Seat {
    table
        .rules
        .table
        .seats()
        .find(|s| *s != seat)
        .expect("a table of two has another seat")
}

/// A chombo at a table of two: the offender pays what a mangan by ron would have earned them,
/// 12,000 as the dealer (the first discarder), 8,000 otherwise.
fn chombo_payment(offender: Seat, dealer: Seat) -> i32 {
    ron_payment(Limit::Mangan.base(), offender == dealer) as i32
}

/// A chombo by `offender`, checked to be a seat of the table: what each seat pays (a mangan
/// by ron to the other player, [`chombo_payment`]) and the sheet's note.
pub fn chombo(table: Table<'_>, offender: Seat) -> Result<([i32; 4], NotePart), GameError> {
    check_seat(table.rules.table, "offender", offender)?;
    let other = other_seat(table, offender);
    let paid = chombo_payment(offender, table.position.round.dealer());
    let mut deltas = [0; 4];
    deltas[offender.index()] -= paid;
    deltas[other.index()] += paid;
    let note = NotePart::ChomboPaysMangan {
        offender: table.name(offender).to_owned(),
        to: table.name(other).to_owned(),
        points: paid,
    };
    Ok((deltas, note))
}

/// The deal passes to the other player: `next` moves to the next round, or the game ends
/// after its last deal.
fn deal_passes(table: Table<'_>, next: &mut Position) {
    match table.position.round.next(table.rules.wind_rounds) {
        Some(round) => next.round = round,
        None => next.ended = Some(GameEnd::LastDealOver),
    }
}

/// The refusal of `what` under `rules`.
pub fn refused(what: &'static str, rules: &Ruleset) -> GameError {
    GameError::NotAllowed {
        what,
        ruleset: rules.id,
    }
}

/// The position after a hand at a table of two that paid `deltas`, a chombo counted against
/// its offender; where the deal goes next is the style's to say.
fn paid(table: Table<'_>, hand: &Hand, deltas: &[i32; 4]) -> Position {
    let mut next = table.position.clone();
    for (points, delta) in next.points.iter_mut().zip(deltas) {
        *points += delta;
    }
    if let Outcome::Chombo { offender } = hand.outcome {
        next.chombos[offender.index()] += 1;
    }
    next
}

/// The hand's row and the position after it, once the style has moved the deal in `next`:
/// the game ends early where it must ([`end_early`]), and the note says so.
fn played(
    table: Table<'_>,
    hand: &Hand,
    deltas: &[i32; 4],
    mut next: Position,
    note: NotePart,
) -> (Row, Position) {
    let mut note = Note::of(note);
    end_early(table, hand, &mut next, &mut note);
    (table.row_without_deposits(deltas, &next, note), next)
}

/// Ends the game after this hand where a player is below zero, or where the round's time ran
/// out during it, and says so in the note.
fn end_early(table: Table<'_>, hand: &Hand, next: &mut Position, note: &mut Note) {
    let busted: Vec<String> = table
        .rules
        .table
        .seats()
        .filter(|s| next.points[s.index()] < 0)
        .map(|s| table.name(s).to_owned())
        .collect();
    if table.rules.bust_ends_game && !busted.is_empty() {
        next.ended = Some(GameEnd::Bust);
        note.push(NotePart::BelowZero { players: busted });
    }
    end_at_time(hand, next, note);
}

/// Refuses what a hand at a table of two never records: riichi declared (`riichi_words` say
/// why in the style's terms; neither style puts a deposit down), dead hands, agari-yame,
/// another style's penalties, false wins or bonuses, and a hand ended at time under a ruleset
/// that plays to the end.
fn refuse_unplayed(
    hand: &Hand,
    rules: &Ruleset,
    riichi_words: &'static str,
) -> Result<(), GameError> {
    let what = if !hand.facts.riichi().is_empty() {
        Some(riichi_words)
    } else if !hand.dead.is_empty() {
        Some("a dead hand (`dead`)")
    } else if hand.dealer_stops {
        Some("agari-yame (`dealer_stops`)")
    } else if !hand.penalties.is_empty() {
        Some("a table penalty (`penalties`)")
    } else if !hand.facts.false_wins().is_empty() {
        Some("a false win paid to each player (`false_wins`); record a chombo")
    } else if hand.has_bonuses() {
        Some("a Vietnamese bonus (`bonuses`)")
    } else if hand.time_up && rules.time_rule != TimeRule::FinishHand {
        Some("ending a game at time (`time_up`)")
    } else {
        None
    };
    match what {
        Some(what) => Err(refused(what, rules)),
        None => Ok(()),
    }
}
