//! Minefield's replay (docs/rules.md §13): one hand at a table of two is a ron on the other
//! player's discard, worth mangan or more and paid by the discarder as a riichi ron, doubled
//! once for every draw in a row before it; or a draw after both players' 17 discards, which pays
//! nothing and doubles the next win; or a chombo, paid as a mangan by the offender. The deal
//! passes after every hand but a chombo; the game ends after its eighth deal or as soon as a
//! player is below zero.
//!
//! The draws in a row are kept in the position's counter (`Position::honba`), which is what a
//! riichi game keeps there too: the number the next hand's payment depends on.

use crate::engine::game::error::{check_seat, GameError};
use crate::engine::game::replay::Table;
use crate::engine::payment::ron_payment;
use crate::engine::sheet::{Hand, NotePart, Outcome, Winner};
use crate::engine::styles::two_players::{self, only_winner, Deal, Settled, TwoPlayerReplay};

/// Draws in a row after which the next win's payment stops doubling: ×16. By then any win
/// takes more than a player starts with (a mangan from the second player, 8,000 × 16), so the
/// cap only keeps the numbers bounded.
pub const MAX_DOUBLINGS: u32 = 4;

/// The replay of a Minefield game: the table of two's, with Minefield's settlement. A riichi
/// marked on a hand is refused: both players are always in riichi, with no deposit.
pub const MINEFIELD_REPLAY: TwoPlayerReplay = TwoPlayerReplay {
    riichi_marked: "riichi marked on a hand (`riichi`; both players are always in riichi in Minefield, with no deposit)",
    settle,
};

/// The hand's payments, its note and where the deal goes: after a win or a draw the other
/// player discards first in the next hand, the counters keeping the draws in a row (each
/// doubles the next win); after a chombo the hand is played again with the same first
/// discarder.
fn settle(table: Table<'_>, hand: &Hand) -> Result<Settled, GameError> {
    let seats = table.rules.table;
    let mut deltas = [0; 4];
    match &hand.outcome {
        Outcome::Ron { discarder, winners } => {
            check_seat(seats, "discarder", *discarder)?;
            let winner = only_winner(winners)?;
            check_seat(seats, "winners", winner.seat)?;
            if winner.seat == *discarder {
                return Err(GameError::RonOnOwnDiscard { seat: winner.seat });
            }
            if winner.pao.is_some() {
                return Err(GameError::NotAllowed {
                    what: "a liable player (`pao`; no tile is called in Minefield)",
                    ruleset: table.rules.id,
                });
            }
            let value = win_payment(table, winner)?;
            deltas[discarder.index()] -= value;
            deltas[winner.seat.index()] += value;
            let note = ron_note(
                table.name(winner.seat),
                value,
                table.name(*discarder),
                table.position.honba,
            );
            Ok(Settled {
                deltas,
                note,
                deal: Deal::Passes { counters: 0 },
            })
        }
        Outcome::Tsumo { .. } => Err(GameError::NotAllowed {
            what: "a self-drawn win (tsumo; no tile is ever drawn in Minefield, so a hand is won only by ron on the other player's discard)",
            ruleset: table.rules.id,
        }),
        Outcome::Draw { tenpai, nagashi } => {
            if !nagashi.is_empty() {
                return Err(GameError::NotAllowed {
                    what: "nagashi mangan (`nagashi`)",
                    ruleset: table.rules.id,
                });
            }
            // Both players are tenpai by the rules: the marks, if any, change nothing.
            crate::engine::game::error::check_seats(seats, "tenpai", tenpai)?;
            let next = table.position.honba.saturating_add(1).min(MAX_DOUBLINGS);
            let note = NotePart::MinefieldDraw {
                next_win_times: 1u32 << next,
            };
            Ok(Settled {
                deltas,
                note,
                deal: Deal::Passes {
                    counters: table.position.honba + 1,
                },
            })
        }
        Outcome::Abortive {} => Err(GameError::NotAllowed {
            what: "an abortive draw (a Minefield hand ends only by a ron or after 17 discards each)",
            ruleset: table.rules.id,
        }),
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

/// What the discarder pays the winner: the riichi ron payment of a value of mangan or more,
/// doubled once for each draw in a row before the hand (up to [`MAX_DOUBLINGS`]).
fn win_payment(table: Table<'_>, winner: &Winner) -> Result<i32, GameError> {
    let base = super::winner_base(winner, table.rules)?;
    let dealer = winner.seat == table.position.round.dealer();
    let once = ron_payment(base.points, dealer);
    let doubled = u64::from(once) << table.position.honba.min(MAX_DOUBLINGS);
    Ok(i32::try_from(doubled).unwrap_or(i32::MAX))
}

/// A win's note: a plain ron, or one doubled once for each of the `draws` in a row before it.
fn ron_note(winner: &str, points: i32, discarder: &str, draws: u32) -> NotePart {
    let (winner, discarder) = (winner.to_owned(), discarder.to_owned());
    match draws.min(MAX_DOUBLINGS) {
        0 => NotePart::Ron {
            winner,
            points: points.unsigned_abs(),
            discarder,
        },
        n => NotePart::RonDoubled {
            winner,
            points,
            discarder,
            times: 1u32 << n,
            draws,
        },
    }
}
