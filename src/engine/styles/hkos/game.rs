//! A Hong Kong Old Style game hand by hand (docs/rules.md §7, docs/game-json.md "Hong Kong Old
//! Style").
//!
//! Owns the replay of an HKOS game from typed values: the deal kept by a winning dealer and on
//! a draw, one, two or four wind rounds, head bump on several ron winners, pao, table
//! penalties paid to each other player, dead hands, eight dealer keeps, and the final points
//! (from 0, summing to 0) with ranks by points and ties by starting seat. Rows and the final
//! result use the shared sheet's shapes ([`Row`], [`FinalResult`]) so that every front end
//! prints one kind of sheet; `honba` and deposits are always 0. Faan → points and the shares
//! are `payments`' job. The shapes, refusals, checks and sheet every game at fixed seats shares
//! are `engine::fixed_seats`'; this module adds what Hong Kong Old Style decides. No I/O.
//!
//! Decisions where the rules leave a point open:
//! - A dealer's win when the dealer has kept the deal seven times in a row before the hand is
//!   the eighth deal: it pays the limit whatever faan was typed (eight dealer keeps is a limit
//!   hand that depends on nothing but the deal). Draws count as keeps, as the deal is kept.
//! - The game ends when the dealer of the last hand of the last wind round loses the deal; a
//!   draw or a win by that dealer plays another hand.

use super::payments::{
    penalty_deltas, win_deltas, FaanTable, HandValue, WinBy, LIMIT_FAAN, MIN_FAAN,
};
use crate::engine::fixed_seats::{
    self, check_seat, check_seats, may_win, outcome_from_sheet, AtADraw, Entry, PenaltyKind,
    TableError, Unplayed, SEATS,
};
use crate::engine::game::fixed_seats_flow::SheetReading;
use crate::engine::seat::Seat;
use crate::engine::sheet::note::{FaanWorth, PaidBy};
use crate::engine::sheet::{self, placing_at, seat_label, FinalResult, NotePart, Row};

/// Deals in a row a dealer must have kept before a hand for a win in it to be the eighth
/// (docs/rules.md §7, "eight dealer keeps").
pub const EIGHTH_DEAL_KEEPS: u32 = 7;

/// The fewest faan a typed value may have for a liable player (pao) to pay: the cheapest hand
/// pao applies to is a full flush (docs/rules.md §7); a limit always may.
pub const PAO_MIN_FAAN: u32 = 6;

/// A winner's value as the score sheet types it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Winner {
    pub seat: Seat,
    pub value: HandValue,
    /// The liable player (pao), if any.
    pub pao: Option<Seat>,
}

/// What happened in a hand; at an exhaustive draw nothing is paid and the dealer keeps the
/// deal.
pub type Outcome = fixed_seats::Outcome<Winner>;

/// A table penalty: `seat` pays `each` to every other player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Penalty {
    pub seat: Seat,
    pub each: u32,
}

/// One hand of the sheet; its dead seats revealed another's tiles or made a false win on a
/// tile.
pub type Hand = fixed_seats::Hand<Winner, Penalty>;

/// A hand that cannot happen under the rules; each message says what to fix.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// What every game at fixed seats refuses.
    #[error(transparent)]
    Table(#[from] TableError),
    #[error("winner {}: {faan} faan is under the {MIN_FAAN}-faan minimum; a win declared under it is a 64-point table penalty, not a win", seat_label(.seat))]
    UnderMinimum { seat: Seat, faan: u32 },
    #[error("winner {}: `pao` (a liable player) applies only to a hand of 6 faan or more (full flush) or a limit", seat_label(.seat))]
    PaoTooCheap { seat: Seat },
    #[error("winner {}: `pao` names the winner; the liable player is the one whose discard completed the last visible meld", seat_label(.seat))]
    PaoIsWinner { seat: Seat },
    #[error("a table penalty of {each} is not one of the rules' amounts: 2 (3–5 wall tiles revealed), 8 (6 or more, or one dropped tile), a multiple of 8 (dropped tiles) or 64 (a declared win under 3 faan)")]
    BadPenalty { each: u32 },
}

/// How Hong Kong Old Style reads a hand of the shared score sheet: none of the other styles'
/// facts; false wins, penalties taken and bonuses refused with the reasons before the hand is
/// read ([`Hand::from_sheet`]) and applied.
pub const READING: SheetReading<Hkos, Hand, GameError> = SheetReading {
    reads: |_| false,
    unplayed: Unplayed {
        false_wins: Some("a false win paid to each player (`false_wins`); a win declared under 3 faan is a 64-point table penalty"),
        bonuses: Some("a Vietnamese bonus (`bonuses`)"),
        penalty: (PenaltyKind::Taken, "a penalty taken from a player (`points`); a table penalty is paid to each player (`each`)"),
    },
    convert: Hand::from_sheet,
    apply: |game, hand| game.apply(hand).map(drop),
};

impl Hand {
    /// A hand of the shared score sheet, once what Hong Kong Old Style does not play has been
    /// refused ([`READING`], and riichi's), as this game's hand, refusing with the reason an
    /// abortive draw, chombo and a value that is not faan or the limit. `ruleset` names the
    /// preset in those messages.
    pub fn from_sheet(hand: &sheet::Hand, ruleset: &'static str) -> Result<Hand, GameError> {
        let winner = |_index: usize, w: &sheet::Winner| -> Result<Winner, GameError> {
            Ok(Winner {
                seat: w.seat,
                value: w.hkos_value().map_err(TableError::Value)?,
                pao: w.pao,
            })
        };
        // Nothing is paid at an HKOS draw: who was ready does not matter (docs/game-json.md:
        // `tenpai` and `nagashi` are ignored).
        let outcome =
            outcome_from_sheet(&hand.outcome, ruleset, AtADraw::Ignored, "chombo", winner)?;
        Ok(Hand {
            outcome,
            penalties: hand
                .penalties
                .iter()
                .map(|p| Penalty {
                    seat: p.seat,
                    each: p.each,
                })
                .collect(),
            dead: hand.dead.clone(),
        })
    }
}

/// Whether `each` is a penalty amount of docs/rules.md §7: 2, multiples of 8 (8 for 6+ wall tiles
/// or a dropped tile, 8 per dropped tile), or 64.
pub fn is_penalty_amount(each: u32) -> bool {
    each == 2 || (each > 0 && each % 8 == 0)
}

/// What a Hong Kong Old Style game adds to the shared game: its faan table and the dealer's
/// keeps.
#[derive(Debug, Clone)]
pub struct Hkos {
    table: FaanTable,
    /// Deals in a row the current dealer has kept.
    keeps: u32,
}

impl fixed_seats::Style for Hkos {
    const SELF_DRAW: &'static str = "self-picked";
    const NOTES_THE_END: bool = false;
}

/// A game in progress.
pub type Game = fixed_seats::Game<Hkos>;

impl Game {
    /// A new game at East 1; `wind_rounds` is 1, 2 or 4 (checked by the caller's reading of the
    /// document), `names` in starting-seat order.
    pub fn new(table: FaanTable, wind_rounds: u8, names: [&str; 4]) -> Game {
        Game::with_style(Hkos { table, keeps: 0 }, wind_rounds, names)
    }

    /// Deals in a row the current dealer has kept before the next hand.
    pub fn dealer_keeps(&self) -> u32 {
        self.style.keeps
    }

    /// Final points (the sums from 0), ranks by points with ties by starting seat, and the
    /// score, which is the points (docs/rules.md §7); `None` before the end.
    pub fn final_result(&self) -> Option<FinalResult> {
        if !self.is_over() {
            return None;
        }
        let points = self.points();
        let mut rank = [0u8; 4];
        for (place, seat) in placing_at(points, SEATS).into_iter().enumerate() {
            rank[seat.index()] = place as u8 + 1;
        }
        Some(FinalResult::scored_by_points(
            points.to_vec(),
            rank.to_vec(),
        ))
    }

    /// Applies one hand; on error the game is unchanged.
    pub fn apply(&mut self, hand: &Hand) -> Result<&Row, GameError> {
        self.check_open()?;
        let round = self.round();
        let dealer = round.dealer();
        // A seat out of range is named before a seat listed twice, in every list.
        for &s in &hand.dead {
            check_seat("dead", s)?;
        }
        check_seats("dead", &hand.dead)?;
        let mut deltas = [0i32; 4];
        let mut notes = Vec::new();
        let dealer_won = match &hand.outcome {
            Outcome::Draw => {
                notes.push(NotePart::Draw);
                true
            }
            Outcome::Tsumo { winner } => {
                self.check_winner(winner, &hand.dead)?;
                let (d, note) = self.win(winner, WinBy::SelfPick, dealer);
                fixed_seats::add(&mut deltas, d);
                notes.push(note);
                winner.seat == dealer
            }
            Outcome::Ron { discarder, winners } => {
                check_seat("discarder", *discarder)?;
                for w in winners {
                    check_seat("winners", w.seat)?;
                }
                // Head bump: the winner nearest the discarder in turn order takes the hand.
                let turns_after = |s: Seat| s.turns_after(*discarder, SEATS);
                let may_win = |w: &Winner| self.check_winner(w, &hand.dead);
                let winner =
                    Game::ron_winner(*discarder, winners, |w| w.seat, turns_after, may_win)?;
                let (d, note) = self.win(
                    winner,
                    WinBy::Discard {
                        discarder: *discarder,
                    },
                    dealer,
                );
                fixed_seats::add(&mut deltas, d);
                notes.push(note);
                winner.seat == dealer
            }
        };
        for p in &hand.penalties {
            check_seat("penalties", p.seat)?;
            if !is_penalty_amount(p.each) {
                return Err(GameError::BadPenalty { each: p.each });
            }
            fixed_seats::add(&mut deltas, penalty_deltas(SEATS, p.seat, p.each));
            notes.push(NotePart::PenaltyToEach {
                player: self.name(p.seat).to_owned(),
                each: p.each,
            });
        }

        let mut ended = false;
        if dealer_won {
            self.style.keeps += 1;
        } else {
            self.style.keeps = 0;
            ended = self.pass_deal();
        }
        Ok(self.record(Entry {
            round,
            dealer,
            deltas,
            taken: [0; 4],
            notes,
            ended,
        }))
    }

    fn check_winner(&self, w: &Winner, dead: &[Seat]) -> Result<(), GameError> {
        may_win(w.seat, dead)?;
        if let HandValue::Faan(f) = w.value {
            if f < MIN_FAAN {
                return Err(GameError::UnderMinimum {
                    seat: w.seat,
                    faan: f,
                });
            }
        }
        if let Some(pao) = w.pao {
            check_seat("pao", pao)?;
            if pao == w.seat {
                return Err(GameError::PaoIsWinner { seat: w.seat });
            }
            if matches!(w.value, HandValue::Faan(f) if f < PAO_MIN_FAAN) {
                return Err(GameError::PaoTooCheap { seat: w.seat });
            }
        }
        Ok(())
    }

    /// The deltas and the note of a win.
    fn win(&self, w: &Winner, by: WinBy, dealer: Seat) -> ([i32; 4], NotePart) {
        let eighth = w.seat == dealer && self.style.keeps >= EIGHTH_DEAL_KEEPS;
        let value = if eighth { HandValue::Limit } else { w.value };
        let b = self.style.table.base(value);
        let deltas = win_deltas(SEATS, w.seat, by, b, w.pao);
        let worth = match value {
            HandValue::Limit if eighth => FaanWorth::EightDealerKeeps,
            HandValue::Limit => FaanWorth::Limit,
            HandValue::Faan(faan) if faan >= LIMIT_FAAN => FaanWorth::FaanAtLimit { faan },
            HandValue::Faan(faan) => FaanWorth::Faan { faan },
        };
        let note = NotePart::FaanWin {
            winner: self.name(w.seat).to_owned(),
            self_pick: matches!(by, WinBy::SelfPick),
            worth,
            points: deltas[w.seat.index()],
            paid: self.paid_by(&deltas, w.seat, by),
            liable: w.pao.map(|p| self.name(p).to_owned()),
        };
        (deltas, note)
    }
}

impl Game {
    /// Who paid a win and how much, as the note says it: the discarder pays twice what each
    /// other player pays, and pao moves shares, so naming only the discarder would misstate
    /// what the others paid. The discarder first, then the others in turn order after the
    /// winner; a player who paid nothing is not named.
    fn paid_by(&self, deltas: &[i32; 4], winner: Seat, by: WinBy) -> PaidBy {
        let discarder = match by {
            WinBy::Discard { discarder } => Some(discarder),
            WinBy::SelfPick => None,
        };
        let others = (1..SEATS.count())
            .map(|k| winner.after(k, SEATS))
            .filter(|s| Some(*s) != discarder);
        let payers: Vec<(Seat, i32)> = discarder
            .into_iter()
            .chain(others)
            .map(|s| (s, -deltas[s.index()]))
            .filter(|(_, paid)| *paid > 0)
            .collect();
        match payers.as_slice() {
            [] => PaidBy::Nobody,
            [(only, _)] => PaidBy::One(self.name(*only).to_owned()),
            [(_, first), rest @ ..]
                if payers.len() == SEATS.count() - 1 && rest.iter().all(|(_, p)| p == first) =>
            {
                PaidBy::Each(*first)
            }
            _ => PaidBy::Several(
                payers
                    .iter()
                    .map(|(s, paid)| (self.name(*s).to_owned(), *paid))
                    .collect(),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn faan(seat: u8, f: u32) -> Winner {
        Winner {
            seat: Seat::new(seat),
            value: HandValue::Faan(f),
            pao: None,
        }
    }

    fn hand(outcome: Outcome) -> Hand {
        Hand {
            outcome,
            penalties: vec![],
            dead: vec![],
        }
    }

    fn tsumo(w: Winner) -> Hand {
        hand(Outcome::Tsumo { winner: w })
    }

    fn game(winds: u8) -> Game {
        Game::new(FaanTable::default(), winds, ["A", "B", "C", "D"])
    }

    #[test]
    fn the_dealer_keeps_the_deal_on_a_win_or_a_draw_and_passes_it_otherwise() {
        let mut g = game(1);
        g.apply(&tsumo(faan(0, 3))).unwrap();
        g.apply(&hand(Outcome::Draw)).unwrap();
        assert_eq!(g.rows()[1].round.to_string(), "E1");
        g.apply(&tsumo(faan(2, 3))).unwrap();
        let r = g.apply(&tsumo(faan(2, 3))).unwrap();
        assert_eq!(
            (r.round.to_string(), r.dealer),
            ("E2".to_owned(), Seat::new(1))
        );
        assert_eq!(g.points().iter().sum::<i32>(), 0);
    }

    #[test]
    fn one_wind_round_ends_when_the_fourth_dealer_loses_the_deal() {
        let mut g = game(1);
        for _ in 0..3 {
            g.apply(&tsumo(faan(3, 3))).unwrap();
        }
        assert!(!g.is_over());
        let last = g.apply(&tsumo(faan(3, 3))).unwrap();
        assert_eq!(last.round.to_string(), "E4");
        assert!(!g.is_over(), "the North dealer won and keeps the deal");
        g.apply(&tsumo(faan(0, 3))).unwrap();
        assert!(g.is_over());
        let f = g.final_result().unwrap();
        assert_eq!(f.points.iter().sum::<i32>(), 0);
        assert_eq!(f.rank[3], 1);
        assert!(matches!(
            g.apply(&hand(Outcome::Draw)),
            Err(GameError::Table(TableError::GameOver { hands: 5 }))
        ));
    }

    #[test]
    fn final_points_sum_to_zero_and_ties_are_ranked_by_starting_seat() {
        let mut g = game(1);
        // Each dealer loses the deal at once; every player self-picks 3 faan once.
        for seat in [1, 0, 3, 2] {
            g.apply(&tsumo(faan(seat, 3))).unwrap();
        }
        assert!(g.is_over());
        let f = g.final_result().unwrap();
        assert_eq!(f.points, [0, 0, 0, 0]);
        assert_eq!(f.rank, [1, 2, 3, 4]);
        assert!(f.score.iter().all(|s| s.hundredths() == 0));
    }

    #[test]
    fn two_and_four_wind_rounds_play_every_seat_as_dealer_in_each() {
        for (winds, last) in [(2, "S4"), (4, "N4")] {
            let mut g = game(winds);
            let mut label = String::new();
            while !g.is_over() {
                // The seat after the dealer wins: the deal passes every hand.
                let dealer = g.rows().last().map_or(0, |r| (r.dealer.number() + 1) % 4);
                let r = g.apply(&tsumo(faan((dealer + 1) % 4, 3))).unwrap();
                label = r.round.to_string();
            }
            assert_eq!(label, last);
            assert_eq!(g.rows().len(), usize::from(winds) * 4);
        }
    }

    #[test]
    fn a_dealer_win_on_the_eighth_deal_in_a_row_pays_the_limit() {
        let mut g = game(1);
        for _ in 0..7 {
            g.apply(&hand(Outcome::Draw)).unwrap();
        }
        assert_eq!(g.dealer_keeps(), 7);
        let r = g.apply(&tsumo(faan(0, 3))).unwrap();
        assert_eq!(r.deltas, [384, -128, -128, -128]);
        assert!(
            r.note.to_string().contains("eight dealer keeps"),
            "{}",
            r.note
        );
    }

    #[test]
    fn head_bump_gives_the_discard_to_the_nearest_winner_in_turn_order() {
        let mut g = game(1);
        let r = g
            .apply(&hand(Outcome::Ron {
                discarder: Seat::new(2),
                winners: vec![faan(1, 8), faan(0, 3)],
            }))
            .unwrap();
        // After seat 2 comes 3, then 0: seat 0 wins with 3 faan (b = 8).
        assert_eq!(r.deltas, [32, -8, -16, -8]);
    }

    #[test]
    fn refusals_name_what_to_fix() {
        let mut g = game(1);
        let e = |g: &mut Game, h: Hand| g.apply(&h).unwrap_err().to_string();
        assert!(e(&mut g, tsumo(faan(1, 2))).contains("2 faan is under the 3-faan minimum"));
        let mut dead = tsumo(faan(1, 3));
        dead.dead = vec![Seat::new(1)];
        assert!(e(&mut g, dead).contains("dead hand"));
        let mut pao = faan(1, 5);
        pao.pao = Some(Seat::new(2));
        assert!(e(&mut g, tsumo(pao)).contains("6 faan or more"));
        let mut bad = hand(Outcome::Draw);
        bad.penalties = vec![Penalty {
            seat: Seat::new(0),
            each: 5,
        }];
        assert!(e(&mut g, bad).contains("penalty of 5"));
        assert!(g.rows().is_empty());
    }
}
