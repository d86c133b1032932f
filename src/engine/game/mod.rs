//! The state of a game hand by hand (docs/rules.md §1–3, §6, docs/game-json.md), at a table of
//! four or three (sanma) as the ruleset says.
//!
//! Owns the replay of a game's stored hands: points, dealer, round (E1…S4), honba, riichi
//! deposits, the payments of every outcome (ron with the multiple-ron rules, tsumo, pao,
//! exhaustive draw with noten payments or nagashi mangan, abortive draw, chombo), dead hands,
//! the end of the game (South 4, bust, agari-yame, time) and its final result. It must not do I/O,
//! read a clock or know about storage or the web: it is a function of the ruleset and the
//! hands. What each outcome pays is in `settle.rs` (one function per outcome); han/fu
//! arithmetic lives in `payment.rs`; ruleset numbers in `ruleset.rs`.
//!
//! Every style's games are replayed through [`Game`]: the style's [`GameFlow`] (from the style
//! registry) chooses the engine. Riichi and sanma are this module's replay; a Hong Kong Old
//! Style hand is converted and handed to `styles::hkos::game`, and its rows and position are
//! mirrored here, so every caller reads one kind of sheet. The shapes shared by every style
//! (the stored hand, rows, rounds, the final result) are `engine::sheet`'s and re-exported here.
//!
//! A game's stored facts are its hands ([`Hand`]); everything else here is derived by
//! [`replay`] (or hand by hand with [`Game::apply`]). The first hand that cannot happen stops
//! the replay with a [`GameError`] whose message is shown to the organizer as is.

#[cfg(test)]
mod hkos_tests;
#[cfg(test)]
mod sanma_tests;
mod settle;
#[cfg(test)]
mod tests;

use thiserror::Error;

pub use crate::engine::sheet::{
    final_score, placing, placing_at, settle_leftover_deposits, FinalResult, GameEnd, Hand,
    HandValue, LimitValue, Outcome, Position, Round, Row, Score, Seat, TablePenalty, ValueError,
    ValueFields, WinTiles, Winner, MAX_YAKUMAN, SEAT_NAMES,
};
pub use crate::engine::styles::riichi::Value;

use crate::engine::payment::{
    base_points, validate_declared, Base, PaymentError, WinKind, RIICHI_DEPOSIT,
};
use crate::engine::ruleset::{MultiRon, Ruleset, TimeRule};
use crate::engine::seat::TableSize;
use crate::engine::sheet::seat_label;
use crate::engine::styles::hkos::game as hkos;
use crate::engine::styles::{style, GameFlow};

/// A hand that cannot happen, or cannot be scored under the ruleset. Each message says what
/// to fix; the web form shows it verbatim.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GameError {
    #[error("the game is already over: it ended with hand {}; remove this hand, or correct the hands before it", .hands.saturating_sub(1))]
    GameOver { hands: usize },
    #[error("seat {seat} in `{field}` is out of range: seats are {}, the places at the start of the game", .table.describe_seats())]
    SeatOutOfRange {
        field: &'static str,
        seat: Seat,
        table: TableSize,
    },
    #[error("{} is listed twice in `{field}`", seat_label(.seat))]
    DuplicateSeat { field: &'static str, seat: Seat },
    #[error("a ron needs at least one winner in `winners`")]
    NoWinners,
    #[error("{} cannot win by ron on their own discard; record a self-drawn win as a tsumo", seat_label(.seat))]
    RonOnOwnDiscard { seat: Seat },
    #[error("{} has a dead hand and may not win", seat_label(.seat))]
    DeadHandWins { seat: Seat },
    #[error("{} has a dead hand and may not declare riichi", seat_label(.seat))]
    DeadHandRiichi { seat: Seat },
    #[error("{} has a dead hand and is never tenpai at a draw", seat_label(.seat))]
    DeadHandTenpai { seat: Seat },
    #[error("{} has a dead hand and cannot earn nagashi mangan", seat_label(.seat))]
    DeadHandNagashi { seat: Seat },
    #[error("winner {}: {source}", seat_label(.seat))]
    BadValue { seat: Seat, source: PaymentError },
    #[error("winner {}: `pao` (a liable player) applies only to a yakuman value", seat_label(.seat))]
    PaoWithoutYakuman { seat: Seat },
    #[error("winner {}: `pao` names the winner; the liable player is the one whose discard completed the yakuman's last meld", seat_label(.seat))]
    PaoIsWinner { seat: Seat },
    #[error("{what} is not played under {ruleset}; record what happened instead, or choose another ruleset")]
    NotAllowed {
        what: &'static str,
        ruleset: &'static str,
    },
    /// A winner's value is not one the style accepts.
    #[error(transparent)]
    Value(#[from] ValueError),
    /// Hong Kong Old Style's own refusals (docs/rules.md §7).
    #[error(transparent)]
    Hkos(#[from] hkos::GameError),
    #[error("agari-yame (`dealer_stops`) is only possible in the last round, South 4; this hand is {round}")]
    AgariYameNotSouthFour { round: Round },
    #[error("agari-yame (`dealer_stops`) needs a hand the dealer wins")]
    AgariYameNeedsDealerWin,
    #[error("agari-yame (`dealer_stops`) needs the dealer alone in first place with at least {needed} points; after this hand the dealer has {points} and the best other player {best_other}")]
    AgariYameNotFirst {
        points: i32,
        best_other: i32,
        needed: i32,
    },
}

/// The first impossible hand of a replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandError {
    /// 0-based index of the hand.
    pub hand: usize,
    pub error: GameError,
}

/// A replayed game: the rows up to the end or the first impossible hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sheet {
    pub rows: Vec<Row>,
    /// The state after the last accepted hand.
    pub position: Position,
    /// Whether the game is over after the last accepted hand.
    pub ended: bool,
    /// Points after leftover deposits, ranks and scores; present once the game is over.
    pub final_result: Option<FinalResult>,
    /// The first hand that could not be applied; the rows stop before it.
    pub error: Option<HandError>,
    /// Hong Kong Old Style: deals in a row the dealer has kept before the next hand (the
    /// eighth is a limit, docs/rules.md §7); `None` in the other styles.
    pub dealer_keeps: Option<u32>,
}

/// A game in progress: apply hands one by one.
#[derive(Debug, Clone)]
pub struct Game {
    rules: Ruleset,
    names: [String; 4],
    position: Position,
    rows: Vec<Row>,
    /// Which engine replays the hands, as the style says.
    flow: Flow,
}

/// The engine a game's hands are replayed by, chosen by the style's [`GameFlow`].
#[derive(Debug, Clone)]
enum Flow {
    /// Riichi and sanma: this module's replay.
    Riichi,
    /// Hong Kong Old Style games are replayed by the HKOS engine (its own deal, faan values,
    /// payments and penalties, docs/rules.md §7); this game converts each hand and mirrors the
    /// rows and the position it produces, so every caller reads one kind of sheet.
    HongKong(Box<hkos::Game>),
}

/// How the deal and the counter move after a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Advance {
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
struct Settlement {
    deltas: [i32; 4],
    deposits_after: u32,
    advance: Advance,
    dealer_won: bool,
    chombo: Option<Seat>,
    note: String,
}

impl Game {
    /// A new game at East 1 with seat names as player names.
    pub fn new(rules: &Ruleset) -> Game {
        Game::with_names(rules, SEAT_NAMES)
    }

    /// A new game whose notes use these player names, in starting-seat order.
    /// At a table of three the fourth name is not used.
    pub fn with_names(rules: &Ruleset, names: [&str; 4]) -> Game {
        let mut points = [0; 4];
        for seat in rules.table.seats() {
            points[seat.index()] = rules.starting_points;
        }
        let flow = match style(rules.style).game_flow() {
            GameFlow::Riichi => Flow::Riichi,
            GameFlow::HongKong => Flow::HongKong(Box::new(hkos::Game::new(
                rules.faan_table.clone(),
                rules.wind_rounds,
                names,
            ))),
        };
        Game {
            flow,
            rules: rules.clone(),
            names: names.map(str::to_owned),
            position: Position {
                points,
                round: Round::first(rules.table),
                honba: 0,
                deposits: 0,
                chombos: [0; 4],
                ended: None,
            },
            rows: Vec::new(),
        }
    }

    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// The state after the hands applied so far.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The score sheet so far.
    pub fn rows(&self) -> &[Row] {
        &self.rows
    }

    pub fn is_over(&self) -> bool {
        self.position.ended.is_some()
    }

    /// The final result once the game is over: leftover deposits to first place, then the
    /// final score under the ruleset.
    pub fn final_result(&self) -> Option<FinalResult> {
        if let Flow::HongKong(hkos) = &self.flow {
            return hkos.final_result();
        }
        self.position.ended?;
        let p = &self.position;
        let points =
            settle_leftover_deposits(p.points, p.deposits, RIICHI_DEPOSIT, self.rules.table);
        Some(
            self.rules
                .style_rules()
                .final_score(&self.rules, points, p.chombos),
        )
    }

    /// The sheet of the hands applied so far, with the error that stopped the replay if any.
    pub fn into_sheet(self, error: Option<HandError>) -> Sheet {
        let final_result = self.final_result();
        let dealer_keeps = self.dealer_keeps();
        Sheet {
            dealer_keeps,
            ended: self.is_over(),
            rows: self.rows,
            position: self.position,
            final_result,
            error,
        }
    }

    /// Apply one hand. On error the game is unchanged.
    pub fn apply(&mut self, hand: &Hand) -> Result<&Row, GameError> {
        if self.is_over() {
            return Err(GameError::GameOver {
                hands: self.rows.len(),
            });
        }
        if let Flow::HongKong(_) = self.flow {
            return self.apply_hkos(hand);
        }
        if !hand.penalties.is_empty() && !self.rules.table_penalties {
            return Err(GameError::NotAllowed {
                what: "a table penalty paid to each player (`penalties`)",
                ruleset: self.rules.id,
            });
        }
        let s = self.settle(hand)?;
        let before = self.position.clone();
        let dealer = before.round.dealer();
        let mut points = before.points;
        for (p, d) in points.iter_mut().zip(s.deltas) {
            *p += d;
        }

        // Agari-yame (docs/rules.md §2, the club's rule, `msmc-2016` only): the dealer who wins a
        // South-4 hand and is then alone in first place with at least 30,000 may end the game.
        if hand.dealer_stops {
            if !self.rules.agari_yame {
                return Err(GameError::NotAllowed {
                    what: "agari-yame (`dealer_stops`)",
                    ruleset: self.rules.id,
                });
            }
            if !before.round.is_last(self.rules.wind_rounds) {
                return Err(GameError::AgariYameNotSouthFour {
                    round: before.round,
                });
            }
            if !s.dealer_won {
                return Err(GameError::AgariYameNeedsDealerWin);
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
                return Err(GameError::AgariYameNotFirst {
                    points: mine,
                    best_other,
                    needed: self.rules.agari_yame_min_points,
                });
            }
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
            let who: Vec<&str> = busted.iter().map(|&p| self.name(p)).collect();
            note.push_str(&format!("; {} below zero", who.join(", ")));
        }
        if hand.dealer_stops {
            next.ended = Some(GameEnd::AgariYame);
            note.push_str("; dealer stops (agari-yame)");
        }
        if hand.time_up && next.ended.is_none() {
            next.ended = Some(GameEnd::TimeUp);
            note.push_str("; time up");
        }
        if next.ended.is_some() {
            note.push_str("; game over");
        }
        debug_assert_eq!(
            next.points.iter().sum::<i32>() + next.deposits as i32 * RIICHI_DEPOSIT,
            self.rules.seats() as i32 * self.rules.starting_points,
            "points and deposits must stay constant"
        );

        let row = Row {
            index: self.rows.len(),
            round: before.round,
            dealer,
            honba: before.honba,
            deposits_before: before.deposits,
            deltas: s.deltas,
            points,
            deposits_after: next.deposits,
            note,
            ended: next.ended.is_some(),
        };
        self.position = next;
        self.rows.push(row);
        Ok(self.rows.last().expect("row just pushed"))
    }

    fn name(&self, seat: Seat) -> &str {
        &self.names[seat.index()]
    }

    /// Deals in a row the dealer has kept before the next hand: Hong Kong Old Style only,
    /// where the eighth is a limit (docs/rules.md §7).
    pub fn dealer_keeps(&self) -> Option<u32> {
        match &self.flow {
            Flow::Riichi => None,
            Flow::HongKong(game) => Some(game.dealer_keeps()),
        }
    }

    /// A Hong Kong Old Style hand: converted to the HKOS engine's hand (refusing what HKOS
    /// does not play, with the reason) and applied there; the row and the position follow.
    fn apply_hkos(&mut self, hand: &Hand) -> Result<&Row, GameError> {
        let converted = hkos::Hand::from_sheet(hand, self.rules.id, self.rules.time_rule)?;
        let Flow::HongKong(game) = &mut self.flow else {
            unreachable!("apply_hkos is called for HKOS games only");
        };
        let mut row = game.apply(&converted)?.clone();
        let mut ended = game.is_over().then_some(GameEnd::LastDealOver);
        if hand.time_up && !game.is_over() {
            game.end_at_time();
            ended = Some(GameEnd::TimeUp);
            row.note.push_str("; time up");
        }
        if ended.is_some() {
            row.ended = true;
            row.note.push_str("; game over");
        }
        self.position = Position {
            points: game.points(),
            round: game.round(),
            honba: 0,
            deposits: 0,
            chombos: [0; 4],
            ended,
        };
        self.rows.push(row);
        Ok(self.rows.last().expect("row just pushed"))
    }

    fn names_of(&self, seats: &[Seat]) -> String {
        seats
            .iter()
            .map(|&s| self.name(s))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Check a winner's value and liable player, and work out the base points.
    fn win_base(&self, w: &Winner, kind: WinKind) -> Result<Base, GameError> {
        let value = w.value()?;
        if let Some(liable) = w.pao {
            check_seat(self.rules.table, "pao", liable)?;
            if liable == w.seat {
                return Err(GameError::PaoIsWinner { seat: w.seat });
            }
            // Pao is for yakuman only (docs/rules.md §1) and covers the whole value given.
            if !matches!(value, Value::Yakuman(_)) {
                return Err(GameError::PaoWithoutYakuman { seat: w.seat });
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
                validate_declared(han, checked_fu, kind, &self.rules).map_err(|source| {
                    GameError::BadValue {
                        seat: w.seat,
                        source,
                    }
                })?;
                base_points(han, fu.unwrap_or(0), 0, &self.rules)
            }
            Value::Limit(limit) => Base {
                points: limit.base(),
                limit: Some(limit),
            },
            Value::Yakuman(count) => base_points(0, 0, count, &self.rules),
        })
    }
}

fn check_seat(table: TableSize, field: &'static str, seat: Seat) -> Result<(), GameError> {
    if !table.contains(seat) {
        return Err(GameError::SeatOutOfRange { field, seat, table });
    }
    Ok(())
}

fn check_seats(table: TableSize, field: &'static str, seats: &[Seat]) -> Result<(), GameError> {
    for (i, &seat) in seats.iter().enumerate() {
        check_seat(table, field, seat)?;
        if seats[..i].contains(&seat) {
            return Err(GameError::DuplicateSeat { field, seat });
        }
    }
    Ok(())
}

/// The winners a hand paid, nearest the discarder first: every listed ron winner, except
/// that under head bump (docs/rules.md §1, §7) only the nearest wins and the others' claims are
/// void, and a ron that the ruleset makes an abortive draw (three winners) pays nobody. A hand
/// that is not a win has none. For lists of who won (the hands CSV), which must not name a
/// void claim.
pub fn winners_paid<'a>(rules: &Ruleset, outcome: &'a Outcome) -> Vec<&'a Winner> {
    match outcome {
        Outcome::Ron { discarder, winners } => {
            if rules.triple_ron_abortive && winners.len() == 3 {
                return Vec::new();
            }
            let mut paid: Vec<&Winner> = winners.iter().collect();
            paid.sort_by_key(|w| w.seat.turns_after(*discarder, rules.table));
            if rules.multi_ron == MultiRon::HeadBump {
                paid.truncate(1);
            }
            paid
        }
        Outcome::Tsumo { winner } => vec![winner],
        Outcome::Draw { .. } | Outcome::Abortive {} | Outcome::Chombo { .. } => Vec::new(),
    }
}

/// Replay a game's hands under `rules`, with seat names in the notes.
pub fn replay(rules: &Ruleset, hands: &[Hand]) -> Sheet {
    replay_with_names(rules, hands, SEAT_NAMES)
}

/// Replay a game's hands under `rules`, with player names (in starting-seat order) in the
/// notes. Stops at the first hand that cannot happen, a hand after the end included.
pub fn replay_with_names(rules: &Ruleset, hands: &[Hand], names: [&str; 4]) -> Sheet {
    let mut game = Game::with_names(rules, names);
    for (i, hand) in hands.iter().enumerate() {
        if let Err(error) = game.apply(hand) {
            return game.into_sheet(Some(HandError { hand: i, error }));
        }
    }
    game.into_sheet(None)
}
