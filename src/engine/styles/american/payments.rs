//! Who pays whom after an American hand (docs/rules.md §10, "Payments", "The dead-hand
//! challenge", "The bettor").
//!
//! [`settle`] takes a [`Hand`] — its outcome with the checked [`Value`], the dead-hand
//! challenges and the bettor's bet when five play — and returns each seat's change of points:
//! four entries, East first, plus the bettor's as a fifth when there is a bettor. Every hand's
//! changes sum to zero. Players are [`Seat`]s 0–3, the chairs of this hand; the bettor is not a
//! seat of play and is always the fifth entry.

use super::value::Value;
use crate::engine::seat::{Seat, TableSize};
use crate::engine::sheet::seat_label;

/// What a dead-hand challenge costs the side that was wrong (docs/rules.md §10).
pub const CHALLENGE_STAKE: i64 = 25;

/// What each of the four players pays a bettor who bet on a wall game when it happens.
pub const WALL_GAME_BET: i64 = 25;

/// The index of the bettor's entry in a settlement with a bettor.
pub use crate::engine::five_seats::BETTOR;

/// The four players of an American table.
const TABLE: TableSize = TableSize::FOUR;

/// How the hand ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The winner drew the winning tile: each other player pays 2 × value.
    SelfPick { winner: Seat, value: Value },
    /// The winner took another player's discard: the discarder pays 2 × value, the two others
    /// 1 × value.
    Discard {
        winner: Seat,
        discarder: Seat,
        value: Value,
    },
    /// Nobody won (a wall game): nothing is paid for the hand.
    WallGame,
}

/// What the bettor (the fifth seat) bet on before the hand: the stored shape of the score
/// sheet (`{"on": S}` or `"wall"`).
pub use crate::engine::sheet::Bet;

/// One dead-hand challenge, settled after the hand: the stored shape of the score sheet
/// (`challenger`, `challenged`, `found_dead`).
pub use crate::engine::sheet::Challenge;

/// Who pays whom for a challenge: the challenged player found dead pays the challenger, a
/// wrong challenger pays the challenged player; the first seat pays the second.
pub fn challenge_payer_and_payee(c: &Challenge) -> (Seat, Seat) {
    if c.found_dead {
        (c.challenged, c.challenger)
    } else {
        (c.challenger, c.challenged)
    }
}

/// An American hand as settled: its outcome, its challenges, and the bet when five play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hand {
    pub outcome: Outcome,
    pub challenges: Vec<Challenge>,
    /// Players declared dead during the hand who did not dispute it: they take no more turns,
    /// so neither win nor discard, and pay a winner like everyone else.
    pub dead: Vec<Seat>,
    /// `None` at a table of four.
    pub bet: Option<Bet>,
}

/// Why a hand cannot be settled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HandError {
    #[error("the {field} is seat {seat}, which does not exist: the players sit at seats {}; a fifth player is the bettor, who does not play", .table.describe_seats())]
    NoSuchSeat {
        field: &'static str,
        seat: Seat,
        table: TableSize,
    },
    #[error("{} cannot both win and discard the winning tile", seat_label(.0))]
    DiscarderIsWinner(Seat),
    #[error("{} cannot challenge their own hand", seat_label(.0))]
    ChallengesSelf(Seat),
    #[error("{} challenges {} twice in one hand; a challenge is made once", seat_label(.challenger), seat_label(.challenged))]
    ChallengedTwice { challenger: Seat, challenged: Seat },
    #[error("{} was found dead, so cannot have won the hand", seat_label(.0))]
    DeadWinner(Seat),
    #[error("{} was declared dead and takes no more turns, so cannot have {}", seat_label(.0), .1)]
    DeadPlayed(Seat, &'static str),
    #[error("{} is declared dead twice, or both declared dead and challenged", seat_label(.0))]
    DeadTwice(Seat),
}

/// Points moving between the entries of one settlement.
struct Ledger(Vec<i64>);

impl Ledger {
    fn pay(&mut self, from: usize, to: usize, amount: i64) {
        self.0[from] -= amount;
        self.0[to] += amount;
    }
}

fn seat_at_table(field: &'static str, seat: Seat) -> Result<Seat, HandError> {
    TABLE
        .seat_at(seat)
        .map_err(|table| HandError::NoSuchSeat { field, seat, table })
}

/// Checks the hand's seats and facts, then returns each entry's change of points: seats 0–3,
/// then the bettor ([`BETTOR`]) when the hand has a bet. The changes sum to zero.
pub fn settle(hand: &Hand) -> Result<Vec<i64>, HandError> {
    check_hand(hand)?;
    let mut ledger = Ledger(vec![0; if hand.bet.is_some() { 5 } else { 4 }]);
    let players = || TABLE.seats().map(Seat::index);

    match &hand.outcome {
        Outcome::SelfPick { winner, value } => {
            let w = winner.index();
            let v = i64::from(value.value());
            for p in players().filter(|&p| p != w) {
                ledger.pay(p, w, 2 * v);
            }
            match hand.bet {
                // The bettor gains what the winner gains, from the same players.
                Some(Bet::On(s)) if s == *winner => {
                    for p in players().filter(|&p| p != w) {
                        ledger.pay(p, BETTOR, 2 * v);
                    }
                }
                // A wrong bet pays as every other player does on a self-pick.
                Some(_) => ledger.pay(BETTOR, w, 2 * v),
                None => {}
            }
        }
        Outcome::Discard {
            winner,
            discarder,
            value,
        } => {
            let (w, d) = (winner.index(), discarder.index());
            let v = i64::from(value.value());
            let share = |p: usize| if p == d { 2 * v } else { v };
            for p in players().filter(|&p| p != w) {
                ledger.pay(p, w, share(p));
            }
            match hand.bet {
                Some(Bet::On(s)) if s == *winner => {
                    for p in players().filter(|&p| p != w) {
                        ledger.pay(p, BETTOR, share(p));
                    }
                }
                // A wrong bet pays what a player who did not discard pays.
                Some(_) => ledger.pay(BETTOR, w, v),
                None => {}
            }
        }
        Outcome::WallGame => {
            if hand.bet == Some(Bet::WallGame) {
                for p in players() {
                    ledger.pay(p, BETTOR, WALL_GAME_BET);
                }
            }
        }
    }

    for c in &hand.challenges {
        let (payer, payee) = challenge_payer_and_payee(c);
        ledger.pay(payer.index(), payee.index(), CHALLENGE_STAKE);
        // The bettor's side of the challenge is the player bet on's, against the other party.
        match hand.bet {
            Some(Bet::On(s)) if s == payee => ledger.pay(payer.index(), BETTOR, CHALLENGE_STAKE),
            Some(Bet::On(s)) if s == payer => ledger.pay(BETTOR, payee.index(), CHALLENGE_STAKE),
            _ => {}
        }
    }
    Ok(ledger.0)
}

/// The checks of [`settle`]: every seat named is one of the four players, a discarder is not
/// the winner, challenges are between two players and made once, a player found dead did not
/// win, a player declared dead neither won nor discarded the winning tile.
pub fn check_hand(hand: &Hand) -> Result<(), HandError> {
    let (winner, discarder) = match &hand.outcome {
        Outcome::SelfPick { winner, .. } => (Some(*winner), None),
        Outcome::Discard {
            winner, discarder, ..
        } => (Some(*winner), Some(*discarder)),
        Outcome::WallGame => (None, None),
    };
    if let Some(Bet::On(s)) = hand.bet {
        seat_at_table("player bet on", s)?;
    }
    check_facts(winner, discarder, &hand.dead, &hand.challenges)
}

/// The checks of a hand's facts whatever its value: the winner and the discarder (none at a
/// wall game), the players declared dead and the challenges (see [`check_hand`]).
pub fn check_facts(
    winner: Option<Seat>,
    discarder: Option<Seat>,
    dead: &[Seat],
    challenges: &[Challenge],
) -> Result<(), HandError> {
    if let Some(w) = winner {
        seat_at_table("winner", w)?;
    }
    if let Some(d) = discarder {
        seat_at_table("discarder", d)?;
        if Some(d) == winner {
            return Err(HandError::DiscarderIsWinner(d));
        }
    }
    for (i, &d) in dead.iter().enumerate() {
        seat_at_table("dead player", d)?;
        if dead[..i].contains(&d) || challenges.iter().any(|c| c.challenged == d) {
            return Err(HandError::DeadTwice(d));
        }
        if Some(d) == winner {
            return Err(HandError::DeadPlayed(d, "won the hand"));
        }
        if Some(d) == discarder {
            return Err(HandError::DeadPlayed(d, "discarded the winning tile"));
        }
    }
    for (i, c) in challenges.iter().enumerate() {
        seat_at_table("challenger", c.challenger)?;
        seat_at_table("challenged player", c.challenged)?;
        if c.challenger == c.challenged {
            return Err(HandError::ChallengesSelf(c.challenger));
        }
        if challenges[..i]
            .iter()
            .any(|e| e.challenger == c.challenger && e.challenged == c.challenged)
        {
            return Err(HandError::ChallengedTwice {
                challenger: c.challenger,
                challenged: c.challenged,
            });
        }
        if c.found_dead && Some(c.challenged) == winner {
            return Err(HandError::DeadWinner(c.challenged));
        }
    }
    Ok(())
}

#[cfg(test)]
#[path = "payments_tests.rs"]
mod tests;
