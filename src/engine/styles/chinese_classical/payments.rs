//! Who pays whom after a Chinese Classical hand (docs/rules.md §11, "Settlement"): the winner is
//! paid their score by each other player, and the losers settle the differences between their
//! own scores among themselves; where the preset doubles East, every payment East makes or
//! receives is doubled.

use super::score::{score, Score, ScoreError, Typed};
use super::Preset;
use crate::engine::seat::{Seat, TableSize};

/// The four players of a Chinese Classical table; there is no fifth seat.
const TABLE: TableSize = TableSize::FOUR;

/// A hand as the score sheet gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hand {
    /// The winner; `None` for a wall game (no one wins, nothing is paid).
    pub winner: Option<Seat>,
    /// The hand's dealer, the East seat (paid and paying double where the preset says so).
    pub dealer: Seat,
    /// Every player's hand, seat 0 first: four after a win, none after a wall game.
    pub hands: Vec<Typed>,
}

/// Why a hand cannot be settled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HandError {
    #[error("Chinese Classical is played by four: give the hands of seats 0 to 3, not {0} hands")]
    WrongCount(usize),
    #[error("the {field} is seat {seat}, which does not exist: Chinese Classical is played at seats {}, with no fifth seat", .table.describe_seats())]
    NoSuchSeat {
        field: &'static str,
        seat: Seat,
        table: TableSize,
    },
    #[error("a wall game is not scored: leave the players' hands out")]
    WallGameScored,
    #[error("seat {seat}: {source}")]
    Player {
        seat: Seat,
        #[source]
        source: ScoreError,
    },
}

fn seat_at_table(field: &'static str, seat: Seat) -> Result<Seat, HandError> {
    TABLE
        .seat_at(seat)
        .map_err(|table| HandError::NoSuchSeat { field, seat, table })
}

/// Checks the hand and scores every player's hand: four scores after a win, none after a wall
/// game.
pub fn check(hand: &Hand, preset: &Preset) -> Result<Vec<Score>, HandError> {
    seat_at_table("dealer", hand.dealer)?;
    let Some(winner) = hand.winner else {
        return if hand.hands.is_empty() {
            Ok(Vec::new())
        } else {
            Err(HandError::WallGameScored)
        };
    };
    seat_at_table("winner", winner)?;
    if hand.hands.len() != TABLE.count() {
        return Err(HandError::WrongCount(hand.hands.len()));
    }
    TABLE
        .seats()
        .zip(&hand.hands)
        .map(|(seat, typed)| {
            score(typed, seat == winner, preset)
                .map_err(|source| HandError::Player { seat, source })
        })
        .collect()
}

/// Checks the hand and returns each seat's change of points, seat 0 first; they sum to zero.
pub fn settle(hand: &Hand, preset: &Preset) -> Result<Vec<i64>, HandError> {
    let scores = check(hand, preset)?;
    Ok(match hand.winner {
        Some(winner) => {
            let scores: Vec<u64> = scores.iter().map(|s| s.score).collect();
            settle_scores(&scores, winner, hand.dealer, preset.east_double)
        }
        None => vec![0; TABLE.count()],
    })
}

/// The classic settlement of scores already checked, one per seat: each loser pays the winner
/// the winner's score; each pair of losers, the lower pays the higher the difference; every
/// payment to or from `dealer` is doubled when `east_double`.
pub fn settle_scores(scores: &[u64], winner: Seat, dealer: Seat, east_double: bool) -> Vec<i64> {
    let mut deltas = vec![0i64; scores.len()];
    for p in payments(scores, winner, dealer, east_double) {
        deltas[p.from.index()] -= p.amount as i64;
        deltas[p.to.index()] += p.amount as i64;
    }
    deltas
}

/// One payment of a settled hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Payment {
    pub from: Seat,
    pub to: Seat,
    pub amount: u64,
}

/// Every payment of the classic settlement ([`settle_scores`]) in the order a table makes
/// them: each loser to the winner in seat order, then between losers, each pair once in seat
/// order; two losers of equal scores pay each other nothing.
pub fn payments(scores: &[u64], winner: Seat, dealer: Seat, east_double: bool) -> Vec<Payment> {
    let (w, east) = (winner.index(), dealer.index());
    let pay = |from: usize, to: usize, amount: u64| {
        let doubled = east_double && (from == east || to == east);
        Payment {
            from: Seat::new(from as u8),
            to: Seat::new(to as u8),
            amount: if doubled { amount * 2 } else { amount },
        }
    };
    let losers: Vec<usize> = (0..scores.len()).filter(|&p| p != w).collect();
    let mut list: Vec<Payment> = losers.iter().map(|&p| pay(p, w, scores[w])).collect();
    for (i, &a) in losers.iter().enumerate() {
        for &b in &losers[i + 1..] {
            if scores[a] > scores[b] {
                list.push(pay(b, a, scores[a] - scores[b]));
            } else if scores[b] > scores[a] {
                list.push(pay(a, b, scores[b] - scores[a]));
            }
        }
    }
    list
}

#[cfg(test)]
#[path = "payments_tests.rs"]
mod tests;
