//! What the replays of the styles at a table of two share (Minefield, docs/rules.md §13, and
//! Tenpai Race, §14): the one winner of a hand, the other seat, a chombo paid as a mangan by
//! ron, the end of a game below zero or at time, and the refusal of the parts of a hand
//! neither game records. Kept here so that the two styles' folders never import each other.

use crate::engine::game::error::GameError;
use crate::engine::game::replay::Table;
use crate::engine::payment::{ron_payment, Limit};
use crate::engine::ruleset::{Ruleset, TimeRule};
use crate::engine::sheet::{GameEnd, Hand, Position, Seat, Winner};

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
pub fn chombo_payment(offender: Seat, dealer: Seat) -> i32 {
    ron_payment(Limit::Mangan.base(), offender == dealer) as i32
}

/// The refusal of `what` under `rules`.
pub fn refused(what: &'static str, rules: &Ruleset) -> GameError {
    GameError::NotAllowed {
        what,
        ruleset: rules.id,
    }
}

/// Ends the game after this hand where a player is below zero, or where the round's time ran
/// out during it, and says so in the note.
pub fn end_early(table: Table<'_>, hand: &Hand, next: &mut Position, note: &mut String) {
    let busted: Vec<&str> = table
        .rules
        .table
        .seats()
        .filter(|s| next.points[s.index()] < 0)
        .map(|s| table.name(s))
        .collect();
    if table.rules.bust_ends_game && !busted.is_empty() {
        next.ended = Some(GameEnd::Bust);
        note.push_str(&format!("; {} below zero", busted.join(", ")));
    }
    if hand.time_up && next.ended.is_none() {
        next.ended = Some(GameEnd::TimeUp);
        note.push_str("; time up");
    }
    if next.ended.is_some() {
        note.push_str("; game over");
    }
}

/// Refuses what a hand at a table of two never records: riichi declared (`riichi_words` say
/// why in the style's terms; neither style puts a deposit down), dead hands, agari-yame,
/// another style's penalties, false wins or bonuses, and a hand ended at time under a ruleset
/// that plays to the end.
pub fn refuse_unplayed(
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
