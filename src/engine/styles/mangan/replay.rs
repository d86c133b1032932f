//! Mangan Mahjong's replay (docs/rules.md §15): a hand is settled as the club's riichi settles it
//! (`riichi::replay::settle_hand`, at a position that never holds a counter or a deposit), then
//! changed by the variant's rules — a win below mangan exchanges nothing, a win of mangan or
//! more takes the losers' payments out of the game — and committed here: the deal moves as in
//! riichi but no counter is ever added, South 4 is followed by East 1 again, and the game ends
//! after the hand that leaves a player with 0 points or fewer (or at time).

use super::refusal::ManganRefusal;
use crate::engine::game::error::{check_seats, GameError};
use crate::engine::game::replay::{end_at_time, Replay, Table};
use crate::engine::ruleset::{Ruleset, TimeRule};
use crate::engine::sheet::{
    FinalResult, GameEnd, Hand, Note, NotePart, Outcome, Position, Round, Row, Seat, StyleFacts,
    Winner, WinnerFacts,
};
use crate::engine::styles::riichi::refusal::RiichiRefusal;
use crate::engine::styles::riichi::replay::{settle_hand, Advance};

/// The replay of a Mangan game: everything it needs is the game's position.
#[derive(Debug, Clone, Copy)]
pub struct ManganReplay;

impl Replay for ManganReplay {
    fn play(&mut self, table: Table<'_>, hand: &Hand) -> Result<(Row, Position), GameError> {
        let (mut row, mut next) = play_at_the_seats(table, hand)?;
        row.note = end_of_game(table, hand, &mut next, row.note);
        row.ended = next.ended.is_some();
        Ok((row, next))
    }

    fn final_result(&self, table: Table<'_>) -> Option<FinalResult> {
        table.final_score_without_deposits()
    }

    fn boxed_clone(&self) -> Box<dyn Replay> {
        Box::new(*self)
    }
}

/// Plays `hand` at the four seats of `table` as Mangan Mahjong pays it, up to but not
/// including the end of the game, which the four-player game and the tag-team form decide
/// each in its own way: the row (one delta per seat, not yet ended) and the position after it.
/// The tag-team replay calls it with the seated people's points and names as the table's.
pub(super) fn play_at_the_seats(
    table: Table<'_>,
    hand: &Hand,
) -> Result<(Row, Position), GameError> {
    GameError::refuse_unread(hand, table.rules, |part| {
        matches!(part, StyleFacts::Riichi(_))
    })?;
    refuse_unplayed(hand, table.rules)?;
    for winner in winners(&hand.outcome) {
        super::check_value(winner, WinnerFacts::default())?;
    }
    let settled = settle_hand(table, &without_stake(hand, table.rules)?)?;
    let (deltas, note) = change_payments(table, hand, settled.deltas, settled.note)?;
    let before = table.position;
    let mut next = before.clone();
    for (points, delta) in next.points.iter_mut().zip(deltas) {
        *points += delta;
    }
    if let Some(offender) = settled.chombo {
        next.chombos[offender.index()] += 1;
    }
    // No counter is ever added (docs/rules.md §15): only the round moves, and after the
    // last round of the cycle (South 4) the game enters East 1 again.
    if let Advance::Passes { .. } = settled.advance {
        next.round = before
            .round
            .next(table.rules.wind_rounds)
            .unwrap_or_else(|| Round::first(table.rules.table));
    }
    // Its counters are always 0 and the game is not over yet: the caller decides its end.
    let row = table.row_without_deposits(&deltas, &next, note);
    Ok((row, next))
}

/// The winners a hand lists, paid or not.
fn winners(outcome: &Outcome) -> &[Winner] {
    match outcome {
        Outcome::Ron { winners, .. } => winners,
        Outcome::Tsumo { winner } => std::slice::from_ref(winner),
        Outcome::Draw { .. } | Outcome::Abortive {} | Outcome::Chombo { .. } => &[],
    }
}

/// Refuses what Mangan Mahjong does not play: nagashi mangan (the seed's "Pool of Dreams"),
/// agari-yame, and a game ended at time under a ruleset that plays to the end.
fn refuse_unplayed(hand: &Hand, rules: &Ruleset) -> Result<(), GameError> {
    if let Outcome::Draw { nagashi, .. } = &hand.outcome {
        if !nagashi.is_empty() {
            return Err(ManganRefusal::PoolOfDreams.into());
        }
    }
    if hand.dealer_stops {
        return Err(ManganRefusal::NoAgariYame.into());
    }
    if hand.time_up && rules.time_rule != TimeRule::FinishHand {
        return Err(GameError::NotAllowed {
            what: "ending a game at time (`time_up`)",
            ruleset: rules.id,
        });
    }
    Ok(())
}

/// The hand as riichi's settlement should see it: riichi declared is the yaku alone, with no
/// stake put down (docs/rules.md §15), so the declarations are checked here (seats that sit at
/// the table, no dead hand declaring) and left out of what is settled.
fn without_stake(hand: &Hand, rules: &Ruleset) -> Result<Hand, GameError> {
    let declared = hand.facts.riichi();
    check_seats(rules.table, "riichi", declared)?;
    check_seats(rules.table, "dead", &hand.dead)?;
    if let Some(&seat) = declared.iter().find(|s| hand.dead.contains(s)) {
        return Err(RiichiRefusal::DeadHandRiichi { seat }.into());
    }
    let mut settled = hand.clone();
    if !declared.is_empty() {
        settled.facts = StyleFacts::None;
    }
    Ok(settled)
}

/// What a win pays in Mangan Mahjong, from what riichi would pay (`deltas`, `note`): nothing
/// below mangan; from mangan up the losers pay as riichi says and the winner receives nothing.
/// The club plays head bump, so a ron pays one winner: the one whose points riichi raised.
/// Draws and chombos are paid as in riichi (docs/rules.md §15, decisions).
fn change_payments(
    table: Table<'_>,
    hand: &Hand,
    deltas: [i32; 4],
    note: Note,
) -> Result<([i32; 4], Note), GameError> {
    let paid = winners(&hand.outcome)
        .iter()
        .find(|w| deltas[w.seat.index()] > 0);
    let Some(winner) = paid else {
        return Ok((deltas, note));
    };
    let seat = winner.seat;
    let received = deltas[seat.index()];
    if !super::reaches_mangan(winner, table.rules)? {
        let note = after_the_paid_win(note, |win| NotePart::BelowMangan { win });
        return Ok(([0; 4], note));
    }
    let mut deltas = deltas;
    deltas[seat.index()] = 0;
    let winner = table.name(seat).to_owned();
    let note = after_the_paid_win(note, |win| NotePart::ManganLeavesGame {
        win,
        winner,
        points: received,
    });
    Ok((deltas, note))
}

/// Riichi's note of a win with Mangan's words after the paid winner's part, which comes first
/// (`changed` wraps it); a winner head bump voided follows ("…; Cai's ron void (head bump)").
fn after_the_paid_win(mut note: Note, changed: impl FnOnce(Box<NotePart>) -> NotePart) -> Note {
    if let Some(paid) = note.parts.first_mut() {
        let win = std::mem::replace(paid, NotePart::Draw);
        *paid = changed(Box::new(win));
    }
    note
}

/// Ends the game after this hand where a player has 0 points or fewer (docs/rules.md §15; the
/// club's page: "once a player reaches 0 points, the game ends"), or where the round's time ran
/// out during it; the note says so.
fn end_of_game(table: Table<'_>, hand: &Hand, next: &mut Position, mut note: Note) -> Note {
    let out: Vec<&str> = table
        .rules
        .table
        .seats()
        .filter(|s: &Seat| next.points[s.index()] <= 0)
        .map(|s| table.name(s))
        .collect();
    if !out.is_empty() {
        next.ended = Some(GameEnd::Bust);
        note.push(NotePart::AtZeroOrFewer {
            players: out.iter().map(|name| name.to_string()).collect(),
            of_people: None,
        });
    }
    end_at_time(hand, next, &mut note);
    note
}
