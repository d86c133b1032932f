//! Riichi's replay, which sanma shares (docs/rules.md §1–3, §6): what one hand does to the
//! sheet's position (payments through `settle.rs`, deposits, the deal and its counters,
//! agari-yame, busting, the end at time), the check of a winner's declared value, and the
//! final result (leftover deposits to first place, then the preset's score method). The
//! registry builds it for both styles (`StyleRules::game`).

use super::refusal::RiichiRefusal;
use super::Value;
use crate::engine::game::error::{check_seat, GameError};
use crate::engine::game::replay::{Replay, Table};
use crate::engine::payment::{base_points, validate_declared, Base, WinKind, RIICHI_DEPOSIT};
use crate::engine::ruleset::{Ruleset, TimeRule};
use crate::engine::sheet::{
    final_score, settle_leftover_deposits, FinalResult, GameEnd, Hand, Note, NotePart, Position,
    Row, Seat, StyleFacts, Winner,
};

/// The replay of a riichi or sanma game: everything it needs is the game's position, so it
/// keeps nothing of its own.
#[derive(Debug, Clone, Copy)]
pub struct RiichiReplay;

impl Replay for RiichiReplay {
    fn play(&mut self, table: Table<'_>, hand: &Hand) -> Result<(Row, Position), GameError> {
        GameError::refuse_unread(hand, table.rules, |part| {
            matches!(part, StyleFacts::Riichi(_))
        })?;
        Turn::of(table).apply(hand)
    }

    fn final_result(&self, table: Table<'_>) -> Option<FinalResult> {
        let p = table.position;
        p.ended?;
        let rules = table.rules;
        let points = settle_leftover_deposits(p.points, p.deposits, RIICHI_DEPOSIT, rules.table);
        Some(final_score(rules, points, p.chombos))
    }

    fn boxed_clone(&self) -> Box<dyn Replay> {
        Box::new(*self)
    }
}

/// How the deal and the counter move after a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Advance {
    /// Chombo: seats do not rotate and no counter is added (club rules).
    Replay,
    /// The dealer keeps the deal and a counter is added (dealer win, dealer tenpai at a draw,
    /// abortive draw).
    DealerKeeps,
    /// The deal passes; `counter` says whether the counter goes up (draw) or is cleared
    /// (non-dealer win). docs/rules.md §1.
    Passes { counter: bool },
}

/// What one hand did, before it is committed.
pub(crate) struct Settlement {
    pub(crate) deltas: [i32; 4],
    pub(crate) deposits_after: u32,
    pub(crate) advance: Advance,
    pub(crate) dealer_won: bool,
    pub(crate) chombo: Option<Seat>,
    pub(crate) note: Note,
}

/// What `hand` pays under riichi's rules after the hands of `table`, before the deal moves or
/// the game ends: the payments with the deposits and counters of the position, where the deal
/// goes and the note. Mangan Mahjong (`styles::mangan`) settles its hands here, at a position
/// that never holds a counter or a deposit, and then changes what the winners receive.
pub(crate) fn settle_hand(table: Table<'_>, hand: &Hand) -> Result<Settlement, GameError> {
    let turn = Turn::of(table);
    turn.refuse_other_styles_fields(hand)?;
    turn.settle(hand)
}

/// One hand's turn at the table: the game as it stands before the hand.
pub(super) struct Turn<'g> {
    pub(super) rules: &'g Ruleset,
    names: &'g [String; 4],
    pub(super) position: &'g Position,
    rows: &'g [Row],
}

impl<'g> Turn<'g> {
    fn of(table: Table<'g>) -> Turn<'g> {
        Turn {
            rules: table.rules,
            names: table.names,
            position: table.position,
            rows: table.rows,
        }
    }

    /// The name of the player who started the game at `seat`.
    pub(super) fn name(&self, seat: Seat) -> &str {
        &self.names[seat.index()]
    }

    /// Apply one hand under riichi's or sanma's flow: its row and the position after it.
    fn apply(&self, hand: &Hand) -> Result<(Row, Position), GameError> {
        self.refuse_other_styles_fields(hand)?;
        let s = self.settle(hand)?;
        let before = self.position.clone();
        let dealer = before.round.dealer();
        let mut points = before.points;
        for (p, d) in points.iter_mut().zip(s.deltas) {
            *p += d;
        }

        // Agari-yame: the dealer may end the game after winning South 4 (see the check).
        if hand.dealer_stops {
            self.check_agari_yame(&before, s.dealer_won, &points)?;
        }

        // Time (the ruleset's time rule): the hand in progress when time ran out is the last.
        if hand.time_up && self.rules.time_rule != TimeRule::FinishHand {
            return Err(GameError::NotAllowed {
                what: "ending a game at time (`time_up`)",
                ruleset: self.rules.id,
            });
        }

        let mut next = Position {
            points,
            deposits: s.deposits_after,
            ..before.clone()
        };
        if let Some(offender) = s.chombo {
            next.chombos[offender.index()] += 1;
        }
        match s.advance {
            Advance::Replay => {}
            Advance::DealerKeeps => next.honba += 1,
            Advance::Passes { counter } => {
                next.honba = if counter { before.honba + 1 } else { 0 };
                match before.round.next(self.rules.wind_rounds) {
                    Some(round) => next.round = round,
                    // The dealer of the last round lost the deal: the game is over
                    // (docs/rules.md §2, §6).
                    None => next.ended = Some(GameEnd::LastDealOver),
                }
            }
        }
        let mut note = s.note;
        // A player below zero ends the game where the ruleset busts (docs/rules.md §2; exactly 0
        // does not end it; a chombo payment counts).
        let busted: Vec<Seat> = self
            .rules
            .table
            .seats()
            .filter(|p| points[p.index()] < 0)
            .collect();
        if self.rules.bust_ends_game && !busted.is_empty() {
            next.ended = Some(GameEnd::Bust);
            note.push(NotePart::BelowZero {
                players: self.names_of(&busted),
            });
        }
        if hand.dealer_stops {
            next.ended = Some(GameEnd::AgariYame);
            note.push(NotePart::DealerStops);
        }
        if hand.time_up && next.ended.is_none() {
            next.ended = Some(GameEnd::TimeUp);
            note.push(NotePart::TimeUp);
        }
        if next.ended.is_some() {
            note.push(NotePart::GameOver);
        }
        debug_assert_eq!(
            next.points.iter().sum::<i32>() + next.deposits as i32 * RIICHI_DEPOSIT,
            self.rules.seats() as i32 * self.rules.starting_points,
            "points and deposits must stay constant"
        );

        let seats = self.rules.table.count();
        let row = Row {
            index: self.rows.len(),
            round: before.round,
            dealer,
            honba: before.honba,
            deposits_before: before.deposits,
            deltas: s.deltas[..seats].to_vec(),
            points: points[..seats].to_vec(),
            deposits_after: next.deposits,
            note,
            ended: next.ended.is_some(),
            seating: None,
        };
        Ok((row, next))
    }

    /// Refuses what only other styles record: table penalties (unless the ruleset has them),
    /// false wins and Vietnamese bonuses.
    fn refuse_other_styles_fields(&self, hand: &Hand) -> Result<(), GameError> {
        if !hand.penalties.is_empty() && !self.rules.table_penalties {
            return Err(GameError::NotAllowed {
                what: "a table penalty paid to each player (`penalties`)",
                ruleset: self.rules.id,
            });
        }
        if !hand.facts.false_wins().is_empty() {
            return Err(GameError::NotAllowed {
                what: "a false win paid to each player (`false_wins`); record a chombo",
                ruleset: self.rules.id,
            });
        }
        if hand.has_bonuses() {
            return Err(GameError::NotAllowed {
                what: "a Vietnamese bonus (`bonuses`)",
                ruleset: self.rules.id,
            });
        }
        Ok(())
    }

    /// Agari-yame (docs/rules.md §2, the club's rule, `msmc-2016` only): the dealer who wins a
    /// South-4 hand and is then alone in first place with at least 30,000 may end the game.
    /// `points` are the points after the hand.
    fn check_agari_yame(
        &self,
        before: &Position,
        dealer_won: bool,
        points: &[i32],
    ) -> Result<(), GameError> {
        let dealer = before.round.dealer();
        if !self.rules.agari_yame {
            return Err(GameError::NotAllowed {
                what: "agari-yame (`dealer_stops`)",
                ruleset: self.rules.id,
            });
        }
        if !before.round.is_last(self.rules.wind_rounds) {
            return Err(RiichiRefusal::AgariYameNotSouthFour {
                round: before.round,
            }
            .into());
        }
        if !dealer_won {
            return Err(RiichiRefusal::AgariYameNeedsDealerWin.into());
        }
        let mine = points[dealer.index()];
        let best_other = self
            .rules
            .table
            .seats()
            .filter(|&p| p != dealer)
            .map(|p| points[p.index()])
            .max()
            .unwrap_or(i32::MIN);
        if mine < self.rules.agari_yame_min_points || best_other >= mine {
            return Err(RiichiRefusal::AgariYameNotFirst {
                points: mine,
                best_other,
                needed: self.rules.agari_yame_min_points,
            }
            .into());
        }
        Ok(())
    }

    pub(super) fn names_of(&self, seats: &[Seat]) -> Vec<String> {
        seats.iter().map(|&s| self.name(s).to_owned()).collect()
    }

    /// Check a winner's value and liable player, and work out the base points.
    pub(super) fn win_base(&self, w: &Winner, kind: WinKind) -> Result<Base, GameError> {
        let value = w.value()?;
        if let Some(liable) = w.pao {
            check_seat(self.rules.table, "pao", liable)?;
            if liable == w.seat {
                return Err(RiichiRefusal::PaoIsWinner { seat: w.seat }.into());
            }
            // Pao is for yakuman only (docs/rules.md §1) and covers the whole value given.
            if !matches!(value, Value::Yakuman(_)) {
                return Err(RiichiRefusal::PaoWithoutYakuman { seat: w.seat }.into());
            }
        }
        Ok(match value {
            Value::HanFu { han, fu } => {
                // Fu above 110 come only from the tile evaluator (docs/rules.md §1): a value scored
                // from the winner's tiles is checked as if at 110 and paid with its real fu.
                let checked_fu = if w.tiles.is_some() {
                    fu.map(|f| f.min(110))
                } else {
                    fu
                };
                validate_declared(han, checked_fu, kind, self.rules).map_err(|source| {
                    GameError::from(RiichiRefusal::BadValue {
                        seat: w.seat,
                        source,
                    })
                })?;
                base_points(han, fu.unwrap_or(0), 0, self.rules)
            }
            Value::Limit(limit) => Base {
                points: limit.base(),
                limit: Some(limit),
            },
            Value::Yakuman(count) => base_points(0, 0, count, self.rules),
        })
    }
}
