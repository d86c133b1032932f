//! What one hand pays, outcome by outcome (docs/rules.md §1–2, §6): `Turn::settle` checks what
//! every hand shares (riichi and dead seats), puts this hand's riichi deposits on the table,
//! and hands over to one function per outcome — ron, tsumo, exhaustive draw, abortive draw,
//! chombo. Each returns the hand's [`Settlement`]; committing it (dealer, counters, end of
//! game) is the replay's (`replay.rs`), and the han/fu arithmetic is `payment.rs`'s.

use super::refusal::RiichiRefusal;
use super::replay::{Advance, Settlement, Turn};
use crate::engine::game::error::{check_seat, check_seats, GameError};
use crate::engine::payment::{
    ron_payment, tsumo_payment, Base, WinKind, HONBA_RON, HONBA_TSUMO_EACH, RIICHI_DEPOSIT,
};
use crate::engine::ruleset::{ChomboRule, MultiRon, PaoHonba};
use crate::engine::seat::TableSize;
use crate::engine::sheet::note::Tenpai;
use crate::engine::sheet::{Hand, Note, NotePart, Outcome, Seat, Winner};

/// Where every outcome's payments start: the hand, its dealer and counters, the points after
/// this hand's riichi deposits, and the deposits then on the table (spec: "its winner collects
/// them, their own included").
struct Start<'h> {
    hand: &'h Hand,
    dealer: Seat,
    honba: u32,
    deltas: [i32; 4],
    table: u32,
}

impl Start<'_> {
    fn is_dead(&self, seat: Seat) -> bool {
        self.hand.dead.contains(&seat)
    }
}

/// `from` pays `amount` to `to`.
fn pay(deltas: &mut [i32; 4], from: Seat, to: Seat, amount: u32) {
    deltas[from.index()] -= amount as i32;
    deltas[to.index()] += amount as i32;
}

/// Every seat but `except`, in turn order from East.
fn others(table: TableSize, except: Seat) -> impl Iterator<Item = Seat> {
    table.seats().filter(move |&p| p != except)
}

impl Turn<'_> {
    /// Work out what `hand` pays, without changing the game.
    pub(super) fn settle(&self, hand: &Hand) -> Result<Settlement, GameError> {
        let table_size = self.rules.table;
        check_seats(table_size, "riichi", hand.facts.riichi())?;
        check_seats(table_size, "dead", &hand.dead)?;
        // A dead hand may not declare riichi (the club's dead-hand rule, docs/rules.md §2).
        if let Some(&seat) = hand.facts.riichi().iter().find(|s| hand.dead.contains(s)) {
            return Err(RiichiRefusal::DeadHandRiichi { seat }.into());
        }
        let mut deltas = [0i32; 4];
        for &s in hand.facts.riichi() {
            deltas[s.index()] -= RIICHI_DEPOSIT;
        }
        let start = Start {
            hand,
            dealer: self.position.round.dealer(),
            honba: self.position.honba,
            deltas,
            table: self.position.deposits + hand.facts.riichi().len() as u32,
        };
        match &hand.outcome {
            Outcome::Ron { discarder, winners } => self.settle_ron(start, *discarder, winners),
            Outcome::Tsumo { winner } => self.settle_tsumo(start, winner),
            Outcome::Draw { tenpai, nagashi } => self.settle_draw(start, tenpai, nagashi),
            Outcome::Abortive {} => self.settle_abortive(start),
            Outcome::Chombo { offender } => self.settle_chombo(&start, *offender),
        }
    }

    /// A ron: every listed winner checked, nearest to the discarder first, then paid by the
    /// ruleset's multiple-ron rule (or three rons made an abortive draw).
    fn settle_ron(
        &self,
        start: Start<'_>,
        discarder: Seat,
        winners: &[Winner],
    ) -> Result<Settlement, GameError> {
        let table_size = self.rules.table;
        check_seat(table_size, "discarder", discarder)?;
        if winners.is_empty() {
            return Err(GameError::NoWinners);
        }
        let seats: Vec<Seat> = winners.iter().map(|w| w.seat).collect();
        check_seats(table_size, "winners", &seats)?;
        // Every listed winner is validated, even one head bump then voids (spec).
        let mut checked: Vec<(&Winner, Base)> = Vec::with_capacity(winners.len());
        for w in winners {
            if w.seat == discarder {
                return Err(GameError::RonOnOwnDiscard { seat: w.seat });
            }
            if start.is_dead(w.seat) {
                return Err(GameError::DeadHandWins { seat: w.seat });
            }
            checked.push((w, self.win_base(w, WinKind::Ron)?));
        }
        // Nearest first: the fewest turns after the discarder (docs/rules.md §1).
        checked.sort_by_key(|(w, _)| w.seat.turns_after(discarder, table_size));
        if self.rules.triple_ron_abortive && checked.len() == 3 {
            Ok(self.triple_ron(start, discarder, &checked))
        } else {
            Ok(self.pay_rons(start, discarder, &checked))
        }
    }

    /// Tenhou / M-League: three rons on one discard are an abortive draw; the dealer keeps the
    /// deal, a counter is added, deposits stay (docs/rules.md §1).
    fn triple_ron(
        &self,
        start: Start<'_>,
        discarder: Seat,
        checked: &[(&Winner, Base)],
    ) -> Settlement {
        let who: Vec<Seat> = checked.iter().map(|(w, _)| w.seat).collect();
        Settlement {
            deltas: start.deltas,
            deposits_after: start.table,
            advance: Advance::DealerKeeps,
            dealer_won: false,
            chombo: None,
            note: Note::of(NotePart::TripleRon {
                winners: self.names_of(&who),
                discarder: self.name(discarder).to_owned(),
            }),
        }
    }

    /// The rons paid, nearest winner first (`checked` is in that order), with their honba,
    /// pao and the deposits on the table.
    fn pay_rons(
        &self,
        start: Start<'_>,
        discarder: Seat,
        checked: &[(&Winner, Base)],
    ) -> Settlement {
        let rules = &self.rules;
        let Start {
            hand,
            dealer,
            honba,
            mut deltas,
            mut table,
        } = start;
        let paid_count = match rules.multi_ron {
            // Head bump: only the nearest winner wins (club: "turn order takes priority"); the
            // other declarations are void.
            MultiRon::HeadBump => 1,
            MultiRon::EachWinnerWithHonba | MultiRon::NearestTakesHonbaAndDeposits => checked.len(),
        };
        let mut notes = Vec::new();
        for (i, (w, base)) in checked.iter().take(paid_count).enumerate() {
            let value = ron_payment(base.points, w.seat == dealer);
            // EMA: each winner gets the honba; Tenhou/M-League: only the nearest; head bump:
            // there is only one.
            let counters = match rules.multi_ron {
                MultiRon::EachWinnerWithHonba => honba,
                _ if i == 0 => honba,
                _ => 0,
            };
            let honba_points = counters * HONBA_RON;
            notes.push(self.pay_ron(&mut deltas, w.seat, discarder, w.pao, value, honba_points));
        }
        for (w, _) in checked.iter().skip(paid_count) {
            notes.push(NotePart::RonVoid {
                winner: self.name(w.seat).to_owned(),
            });
        }
        let paid: Vec<Seat> = checked
            .iter()
            .take(paid_count)
            .map(|(w, _)| w.seat)
            .collect();
        if rules.multi_ron == MultiRon::EachWinnerWithHonba {
            // EMA: each winner takes back a deposit they put down in this hand.
            for &w in &paid {
                if hand.facts.riichi().contains(&w) {
                    deltas[w.index()] += RIICHI_DEPOSIT;
                    table -= 1;
                }
            }
        }
        // All (other) deposits go to the nearest winner.
        deltas[paid[0].index()] += table as i32 * RIICHI_DEPOSIT;
        // The dealer keeps the deal when the dealer is among the winners paid.
        let dealer_won = paid.contains(&dealer);
        Settlement {
            deltas,
            deposits_after: 0,
            advance: if dealer_won {
                Advance::DealerKeeps
            } else {
                Advance::Passes { counter: false }
            },
            dealer_won,
            chombo: None,
            note: Note::from_parts(notes),
        }
    }

    /// Pays one winner's ron of `value` and `honba_points` into `deltas`, split with the
    /// player liable (pao) when there is one; the note saying who paid.
    fn pay_ron(
        &self,
        deltas: &mut [i32; 4],
        winner: Seat,
        discarder: Seat,
        pao: Option<Seat>,
        value: u32,
        honba_points: u32,
    ) -> NotePart {
        let rules = &self.rules;
        match pao.filter(|&liable| liable != discarder) {
            // Pao on a ron off a third player (docs/rules.md §1): the liable player pays half,
            // the discarder the other half and the honba (Tenhou: the liable player pays
            // the honba).
            Some(liable) => {
                let liable_half = (value / 2).div_ceil(100) * 100;
                let (liable_honba, discarder_honba) = match rules.pao_honba {
                    PaoHonba::Discarder => (0, honba_points),
                    PaoHonba::Liable => (honba_points, 0),
                };
                pay(deltas, liable, winner, liable_half + liable_honba);
                pay(
                    deltas,
                    discarder,
                    winner,
                    value - liable_half + discarder_honba,
                );
                NotePart::RonWithLiable {
                    winner: self.name(winner).to_owned(),
                    points: value,
                    discarder: self.name(discarder).to_owned(),
                    liable: self.name(liable).to_owned(),
                }
            }
            // Liable player is the discarder, or no pao: an ordinary ron.
            None => {
                pay(deltas, discarder, winner, value + honba_points);
                NotePart::Ron {
                    winner: self.name(winner).to_owned(),
                    points: value,
                    discarder: self.name(discarder).to_owned(),
                }
            }
        }
    }

    /// A tsumo: everyone else pays (or the liable player alone, pao), with the honba; the
    /// winner collects the deposits.
    fn settle_tsumo(&self, start: Start<'_>, winner: &Winner) -> Result<Settlement, GameError> {
        let w = winner.seat;
        check_seat(self.rules.table, "winner", w)?;
        if start.is_dead(w) {
            return Err(GameError::DeadHandWins { seat: w });
        }
        let base = self.win_base(winner, WinKind::Tsumo)?;
        let Start {
            dealer,
            honba,
            mut deltas,
            table,
            ..
        } = start;
        let winner_is_dealer = w == dealer;
        let note = match winner.pao {
            // Pao on a tsumo (docs/rules.md §1): the liable player pays what a ron would cost, with
            // the honba.
            Some(liable) => {
                let value = ron_payment(base.points, winner_is_dealer);
                pay(&mut deltas, liable, w, value + honba * HONBA_RON);
                NotePart::TsumoFromLiable {
                    winner: self.name(w).to_owned(),
                    points: value,
                    liable: self.name(liable).to_owned(),
                }
            }
            None => {
                let t = tsumo_payment(base.points, winner_is_dealer);
                for p in others(self.rules.table, w) {
                    let amount = if p == dealer {
                        t.from_dealer
                    } else {
                        t.from_non_dealer
                    };
                    pay(&mut deltas, p, w, amount + honba * HONBA_TSUMO_EACH);
                }
                let winner = self.name(w).to_owned();
                if winner_is_dealer {
                    NotePart::TsumoAll {
                        winner,
                        each: t.from_non_dealer,
                    }
                } else {
                    NotePart::TsumoSplit {
                        winner,
                        from_non_dealer: t.from_non_dealer,
                        from_dealer: t.from_dealer,
                    }
                }
            }
        };
        deltas[w.index()] += table as i32 * RIICHI_DEPOSIT;
        Ok(Settlement {
            deltas,
            deposits_after: 0,
            advance: if winner_is_dealer {
                Advance::DealerKeeps
            } else {
                Advance::Passes { counter: false }
            },
            dealer_won: winner_is_dealer,
            chombo: None,
            note: Note::of(note),
        })
    }

    /// An exhaustive draw: nagashi mangan where declared (and allowed), otherwise the noten
    /// payments; the dealer keeps the deal when tenpai and deposits stay on the table.
    fn settle_draw(
        &self,
        start: Start<'_>,
        tenpai: &[Seat],
        nagashi: &[Seat],
    ) -> Result<Settlement, GameError> {
        let rules = &self.rules;
        let table_size = rules.table;
        check_seats(table_size, "tenpai", tenpai)?;
        check_seats(table_size, "nagashi", nagashi)?;
        // A dead hand is never tenpai and cannot earn nagashi (club rules, docs/rules.md §1).
        if let Some(&seat) = tenpai.iter().find(|&&s| start.is_dead(s)) {
            return Err(RiichiRefusal::DeadHandTenpai { seat }.into());
        }
        if let Some(&seat) = nagashi.iter().find(|&&s| start.is_dead(s)) {
            return Err(RiichiRefusal::DeadHandNagashi { seat }.into());
        }
        let Start {
            dealer,
            mut deltas,
            table,
            ..
        } = start;
        if !nagashi.is_empty() {
            if !rules.nagashi_mangan {
                return Err(GameError::NotAllowed {
                    what: "nagashi mangan",
                    ruleset: rules.id,
                });
            }
            // Nagashi mangan (docs/rules.md §1): a mangan tsumo to each such player, no honba,
            // instead of the noten payments.
            for &n in nagashi {
                let t = tsumo_payment(2000, n == dealer);
                for p in others(table_size, n) {
                    let amount = if p == dealer {
                        t.from_dealer
                    } else {
                        t.from_non_dealer
                    };
                    pay(&mut deltas, p, n, amount);
                }
            }
        } else {
            // Noten payments (docs/rules.md §1, §6): the ruleset's total (3000 with four players,
            // 2000 in sanma) from the noten to the tenpai, shared equally on each side; nothing
            // when all or none are tenpai.
            let k = tenpai.len() as i32;
            let n = table_size.count() as i32;
            if (1..n).contains(&k) {
                for p in table_size.seats() {
                    deltas[p.index()] += if tenpai.contains(&p) {
                        rules.noten_total / k
                    } else {
                        -rules.noten_total / (n - k)
                    };
                }
            }
        }
        let dealer_tenpai = tenpai.contains(&dealer);
        let tenpai = match tenpai.len() {
            0 => Tenpai::Nobody,
            k if k == table_size.count() => Tenpai::Everyone,
            _ => Tenpai::Some(self.names_of(tenpai)),
        };
        let note = Note::of(NotePart::ExhaustiveDraw {
            nagashi: self.names_of(nagashi),
            tenpai,
        });
        // The dealer keeps the deal when tenpai; the counter goes up on any draw; deposits stay
        // on the table.
        Ok(Settlement {
            deltas,
            deposits_after: table,
            advance: if dealer_tenpai {
                Advance::DealerKeeps
            } else {
                Advance::Passes { counter: true }
            },
            dealer_won: false,
            chombo: None,
            note,
        })
    }

    /// An abortive draw (docs/rules.md §2), where the ruleset has them: the dealer keeps the deal
    /// and a counter is added; deposits stay on the table.
    fn settle_abortive(&self, start: Start<'_>) -> Result<Settlement, GameError> {
        if !self.rules.abortive_draws {
            return Err(GameError::NotAllowed {
                what: "an abortive draw",
                ruleset: self.rules.id,
            });
        }
        Ok(Settlement {
            deltas: start.deltas,
            deposits_after: start.table,
            advance: Advance::DealerKeeps,
            dealer_won: false,
            chombo: None,
            note: Note::of(NotePart::AbortiveDraw),
        })
    }

    /// A chombo: the ruleset's penalty, and the hand is played again.
    fn settle_chombo(&self, start: &Start<'_>, offender: Seat) -> Result<Settlement, GameError> {
        check_seat(self.rules.table, "offender", offender)?;
        let dealer = start.dealer;
        // Deposits placed during this hand go back to their owners; earlier ones stay (club
        // rules; spec: in every preset a chombo hand shows no deposit from it).
        let mut deltas = [0i32; 4];
        let note = match self.rules.chombo {
            // Reverse mangan (club rules; sanma the same with one player fewer, docs/rules.md §6):
            // a dealer pays 4000 to each player, a non-dealer 4000 to the dealer and 2000 to
            // each other player.
            ChomboRule::ReverseMangan => {
                for p in others(self.rules.table, offender) {
                    let amount = if offender == dealer || p == dealer {
                        4000
                    } else {
                        2000
                    };
                    pay(&mut deltas, offender, p, amount);
                }
                NotePart::ChomboReverseMangan {
                    offender: self.name(offender).to_owned(),
                }
            }
            ChomboRule::FinalScoreDeduction { points } => NotePart::ChomboOffFinalScore {
                offender: self.name(offender).to_owned(),
                points,
            },
        };
        Ok(Settlement {
            deltas,
            deposits_after: self.position.deposits,
            advance: Advance::Replay,
            dealer_won: false,
            chombo: Some(offender),
            note: Note::of(note),
        })
    }
}
