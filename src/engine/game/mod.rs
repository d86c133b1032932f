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
//! registry) chooses the flow with an exhaustive `match`. Riichi and sanma are `riichi_flow.rs`
//! (with `settle.rs`, one function per outcome); the games at fixed seats are
//! `fixed_seats_flow.rs`: a Hong Kong Old Style hand is converted and handed to
//! `styles::hkos::game`, an MCR hand to `styles::mcr::game`, a hand of a style of typed points
//! (Zung Jung) to the shared game of points (`engine::points_game`, paid by the style's
//! settlement), and the rows and position they produce are mirrored, so every caller reads
//! one kind of sheet. The shapes shared by every style
//! (the stored hand, rows, rounds, the final result) are `engine::sheet`'s and re-exported here.
//!
//! A game's stored facts are its hands ([`Hand`]); everything else here is derived by
//! [`replay`] (or hand by hand with [`Game::apply`]). The first hand that cannot happen stops
//! the replay with a [`GameError`] whose message is shown to the organizer as is.

mod five_flow;
mod fixed_seats_flow;
#[cfg(test)]
mod hkos_tests;
#[cfg(test)]
mod mcr_tests;
mod riichi_flow;
#[cfg(test)]
mod sanma_tests;
mod settle;
#[cfg(test)]
mod tests;

use thiserror::Error;

pub use crate::engine::sheet::{
    final_score, placing, placing_at, settle_leftover_deposits, Bet, Challenge, FalseWin,
    FalseWinKind, FinalResult, GameEnd, Hand, HandValue, LimitValue, Outcome, Position, Round, Row,
    Score, Seat, TablePenalty, ValueError, ValueFields, WinTiles, Winner, MAX_YAKUMAN, SEAT_NAMES,
};
pub use crate::engine::styles::riichi::Value;
pub use five_flow::{five_seats_of_hand, FiveTableError};

use crate::engine::payment::{PaymentError, RIICHI_DEPOSIT};
use crate::engine::points_game;
use crate::engine::ruleset::{MultiRon, Ruleset};
use crate::engine::seat::TableSize;
use crate::engine::sheet::seat_label;
use crate::engine::styles::hkos::game as hkos;
use crate::engine::styles::mcr::game as mcr;
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
    /// MCR's own refusals (docs/rules.md §8).
    #[error(transparent)]
    Mcr(#[from] mcr::GameError),
    /// The refusals of the game of points (Zung Jung, docs/rules.md §9).
    #[error(transparent)]
    Points(#[from] points_game::GameError),
    /// The refusals of an American table of five (docs/rules.md §10).
    #[error(transparent)]
    Five(#[from] FiveTableError),
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
    /// Who deals the next hand (the last hand's dealer once the game is over). The round says
    /// it only where the deal goes round the starting seats in order; MCR's players change
    /// seats between wind rounds (docs/rules.md §8).
    pub next_dealer: Seat,
    /// At an American table of five: the fifth person's points after the last hand (0 before
    /// the first); `None` at every other table.
    pub fifth_points: Option<i32>,
}

impl Sheet {
    /// Each person's points as the game stands: the final points once it is over, else the
    /// points after the last hand played; one per seat of a table of `seats`, then the fifth
    /// person's at an American table of five (docs/rules.md §10).
    pub fn people_points(&self, seats: usize) -> Vec<i32> {
        if let Some(f) = &self.final_result {
            let fifth = f.fifth.map(|p| p.points);
            return f.points[..seats].iter().copied().chain(fifth).collect();
        }
        self.position.points[..seats]
            .iter()
            .copied()
            .chain(self.fifth_points)
            .collect()
    }
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
    /// MCR games are replayed by the MCR engine (16 hands, seat changes, fan, false wins,
    /// penalties taken, table points, docs/rules.md §8), mirrored the same way.
    Mcr(Box<mcr::Game>),
    /// Styles of typed points (Zung Jung) are replayed by the shared game of points, paid by
    /// the style's settlement (docs/rules.md §9), mirrored the same way.
    Points(Box<points_game::Game>),
    /// An American table of five (docs/rules.md §10): four play each hand, the fifth bets, and
    /// points are kept per person; replayed by the game of five, mirrored the same way.
    AmericanFive(Box<crate::engine::styles::american::five::FiveGame>),
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
            GameFlow::Mcr => Flow::Mcr(Box::new(mcr::Game::new(names))),
            GameFlow::Points => {
                let settlement = style(rules.style)
                    .points_settlement(rules)
                    .expect("a style replayed as a game of points has a settlement");
                Flow::Points(Box::new(points_game::Game::new(rules, settlement, names)))
            }
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
        match &self.flow {
            Flow::HongKong(hkos) => return hkos.final_result(),
            Flow::Mcr(mcr) => return mcr.final_result(),
            Flow::Points(game) => return game.final_result(),
            Flow::AmericanFive(game) => {
                return game.final_result().map(five_flow::five_final_result)
            }
            Flow::Riichi => {}
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
        let next_dealer = self.next_dealer();
        let fifth_points = self.is_five().then(|| {
            let last = self.rows.last().and_then(|r| r.fifth);
            last.map_or(0, |f| f.points)
        });
        Sheet {
            fifth_points,
            dealer_keeps,
            next_dealer,
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
        // Every player's hand scored is Chinese Classical's, a game of points whose settlement
        // reads it; every other flow refuses it rather than ignore it.
        if !hand.scores.is_empty() && !matches!(self.flow, Flow::Points(_)) {
            return Err(GameError::NotAllowed {
                what: "every player's hand scored (`scores`, Chinese Classical's)",
                ruleset: self.rules.id,
            });
        }
        if !self.rules.style_rules().has_card_hands() {
            if let Some(what) = hand.american_only_part() {
                let ruleset = self.rules.id;
                return Err(GameError::NotAllowed { what, ruleset });
            }
        }
        if hand.bet.is_some() && !self.is_five() {
            return Err(GameError::NotAllowed {
                what: "the bettor's bet (`bet`, at an American table of five only)",
                ruleset: self.rules.id,
            });
        }
        match self.flow {
            Flow::Riichi => self.apply_riichi(hand),
            Flow::AmericanFive(_) => self.apply_five(hand),
            Flow::HongKong(_) | Flow::Mcr(_) | Flow::Points(_) => self.apply_fixed_seats(hand),
        }
    }

    fn name(&self, seat: Seat) -> &str {
        &self.names[seat.index()]
    }

    /// Who deals the next hand (the last hand's dealer once the game is over).
    pub fn next_dealer(&self) -> Seat {
        match &self.flow {
            Flow::Riichi | Flow::HongKong(_) | Flow::Points(_) | Flow::AmericanFive(_) => {
                self.position.round.dealer()
            }
            Flow::Mcr(game) => mcr::dealer(game.next_index()),
        }
    }

    /// Deals in a row the dealer has kept before the next hand: Hong Kong Old Style only,
    /// where the eighth is a limit (docs/rules.md §7).
    pub fn dealer_keeps(&self) -> Option<u32> {
        match &self.flow {
            Flow::Riichi | Flow::Mcr(_) | Flow::Points(_) | Flow::AmericanFive(_) => None,
            Flow::HongKong(game) => Some(game.dealer_keeps()),
        }
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

/// Every starting seat's wind in the hand at `index` (0-based) played in `round`, as a seat
/// (`Seat::EAST` is the dealer): round the table from the round's dealer, except in MCR, whose
/// players change seats between wind rounds (docs/rules.md §8). At a table of three the fourth
/// entry belongs to nobody.
pub fn seat_winds(rules: &Ruleset, index: usize, round: Round) -> [Seat; 4] {
    match style(rules.style).game_flow() {
        GameFlow::Riichi | GameFlow::HongKong | GameFlow::Points => {
            let dealer = round.dealer();
            [0, 1, 2, 3].map(|s| Seat::new(s).wind_in_hand(dealer, rules.table))
        }
        GameFlow::Mcr => mcr::seat_winds(index).map(|w| Seat::new(w.index() as u8)),
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
