//! Tenpai Race's replay (docs/rules.md §14): one hand at a table of two ends in one of four
//! ways. A Stage A draw pays nothing, keeps the dealer and adds a counter. In Stage B the
//! attacker's self-drawn win (`tsumo`) is paid by the defender; the defender's finding of the
//! attacker's wait (a `ron` whose winner is the defender and whose discarder is the attacker)
//! is paid by the attacker, with the attacker's own hand as its value. Either way the payment is
//! the riichi ron payment of the hand's value, counted for the attacker's seat (the dealer's
//! 6 × base, the other's 4 × base), plus [`COUNTER_POINTS`] per counter. A chombo pays a
//! mangan and the hand is played again. The dealer keeps the deal after a draw and when the
//! hand's winner is the dealer, as in riichi; the game ends when the deal passes out of South 2
//! or as soon as a player is below zero.

use crate::engine::game::error::{check_seat, check_seats, GameError};
use crate::engine::game::replay::Table;
use crate::engine::payment::{ron_payment, WinKind};
use crate::engine::ruleset::Ruleset;
use crate::engine::sheet::{Hand, NotePart, Outcome, Seat, Winner};
use crate::engine::styles::two_players::{
    self, only_winner, other_seat, refused, Deal, Settled, TwoPlayerReplay,
};

/// What each counter on the table adds to a Stage B payment: riichi's 300 a counter, all of it
/// from the one player who pays (a decision of docs/rules.md §14; riichi takes 100 from each
/// of three, or 300 from a discarder).
pub const COUNTER_POINTS: i32 = 300;

/// The replay of a Tenpai Race game: the table of two's, with Tenpai Race's settlement. A
/// riichi marked on a hand is refused: a riichi is the attacker's way into Stage B, with no
/// deposit, and its han is in the typed value.
pub const TENPAI_RACE_REPLAY: TwoPlayerReplay = TwoPlayerReplay {
    riichi_marked: "riichi marked on a hand (`riichi`; in Tenpai Race a riichi opens Stage B with no deposit, and its han is typed in the value)",
    settle,
};

/// The hand's payments, its note and where the deal goes: a chombo replays the hand with the
/// counters unchanged; a draw, or a hand won by the dealer, keeps the deal with one more
/// counter; a hand won by the other player passes the deal and clears the counters.
fn settle(table: Table<'_>, hand: &Hand) -> Result<Settled, GameError> {
    let seats = table.rules.table;
    match &hand.outcome {
        Outcome::Tsumo { winner: attacker } => {
            check_seat(seats, "winners", attacker.seat)?;
            refuse_pao(attacker, table.rules)?;
            let defender = other_seat(table, attacker.seat);
            let paid = stage_b_payment(table, attacker, attacker.seat, WinKind::Tsumo)?;
            let note = NotePart::StageBTsumo {
                winner: table.name(attacker.seat).to_owned(),
                payer: table.name(defender).to_owned(),
                points: paid,
            };
            Ok(won(table, attacker.seat, defender, paid, note))
        }
        Outcome::Ron { discarder, winners } => {
            let attacker = *discarder;
            check_seat(seats, "discarder", attacker)?;
            let defender = only_winner(winners)?;
            check_seat(seats, "winners", defender.seat)?;
            if defender.seat == attacker {
                return Err(GameError::RonOnOwnDiscard { seat: attacker });
            }
            refuse_pao(defender, table.rules)?;
            let paid = stage_b_payment(table, defender, attacker, WinKind::Ron)?;
            let note = NotePart::WaitFound {
                winner: table.name(defender.seat).to_owned(),
                attacker: table.name(attacker).to_owned(),
                points: paid,
            };
            Ok(won(table, defender.seat, attacker, paid, note))
        }
        Outcome::Draw { tenpai, nagashi } => {
            if !nagashi.is_empty() {
                return Err(refused("nagashi mangan (`nagashi`)", table.rules));
            }
            check_seats(seats, "tenpai", tenpai)?;
            if !tenpai.is_empty() {
                return Err(refused(
                    "tenpai marked at a draw (`tenpai`; in Tenpai Race nobody shows a hand at a draw and no tenpai is paid)",
                    table.rules,
                ));
            }
            Ok(Settled {
                deltas: [0; 4],
                note: NotePart::StageADraw,
                deal: Deal::Stays,
            })
        }
        Outcome::Abortive {} => Err(refused(
            "an abortive draw (a Tenpai Race hand ends by a draw, the attacker's tsumo or a wait found)",
            table.rules,
        )),
        Outcome::Chombo { offender } => {
            let (deltas, note) = two_players::chombo(table, *offender)?;
            Ok(Settled {
                deltas,
                note,
                deal: Deal::Replayed,
            })
        }
    }
}

/// A Stage B hand won by `winner`, paid `paid` by `payer`: the dealer keeps the deal when the
/// winner is the dealer (riichi's repeat), else it passes.
fn won(table: Table<'_>, winner: Seat, payer: Seat, paid: i32, note: NotePart) -> Settled {
    let mut deltas = [0; 4];
    deltas[payer.index()] -= paid;
    deltas[winner.index()] += paid;
    let deal = if winner == table.position.round.dealer() {
        Deal::Stays
    } else {
        Deal::Passes { counters: 0 }
    };
    Settled { deltas, note, deal }
}

/// What a Stage B hand pays: the riichi ron payment of `valued`'s value, counted as the
/// attacker's (`attacker` is the dealer or not), plus the counters on the table. The value must
/// be one a win of kind `win` can have.
fn stage_b_payment(
    table: Table<'_>,
    valued: &Winner,
    attacker: Seat,
    win: WinKind,
) -> Result<i32, GameError> {
    let base = super::winner_base(valued, win, table.rules)?;
    let dealer = attacker == table.position.round.dealer();
    let counters = COUNTER_POINTS * table.position.honba as i32;
    Ok(ron_payment(base.points, dealer) as i32 + counters)
}

/// Refuses a liable player: pao is a rule of a yakuman fed by a third player's discards, and a
/// found wait or a self-drawn win has nobody else to blame (docs/rules.md §14).
fn refuse_pao(winner: &Winner, rules: &Ruleset) -> Result<(), GameError> {
    match winner.pao {
        Some(_) => Err(refused("a liable player (`pao`)", rules)),
        None => Ok(()),
    }
}
