//! The state of a game hand by hand (docs/rules.md, docs/game-json.md), whatever its style.
//!
//! Owns the one game type, [`Game`]: it keeps a game's rows and its position (points, round,
//! counters, deposits, the end of the game) and replays the stored hands one by one through the
//! style's [`Replay`], which the style registry builds (`StyleRules::game`) and each style
//! keeps in its own folder (riichi's deal with counters and deposits in `styles::riichi`, Hong
//! Kong Old Style's and MCR's in theirs, an American table of five in `styles::american`); the
//! styles of typed points share the game of points (`styles::points_replay`). This module
//! names no style. It must not do I/O, read a clock or know about storage or the web: it is a
//! function of the ruleset and the hands. The shapes shared by every style (the stored hand,
//! rows, rounds, the final result) are `engine::sheet`'s and re-exported here; the refusals are
//! `error.rs`'s.
//!
//! A game's stored facts are its hands ([`Hand`]); everything else here is derived by
//! [`replay`] (or hand by hand with [`Game::apply`]). The first hand that cannot happen stops
//! the replay with a [`GameError`] whose message is shown to the organizer as is.

pub mod error;
pub mod fixed_seats_flow;
pub mod replay;
pub mod style_refusal;

pub use crate::engine::sheet::{
    final_score, placing, placing_at, settle_leftover_deposits, Bet, Challenge, FalseWin,
    FalseWinKind, FinalResult, GameEnd, Hand, HandSeating, HandValue, LimitValue, Outcome,
    Position, Round, Row, Score, Seat, TablePenalty, ValueError, ValueFields, WinTiles, Winner,
    MAX_YAKUMAN, SEAT_NAMES,
};
pub use error::{check_seat, check_seats, GameError, HandError, StyleRefusal};
pub use fixed_seats_flow::mirror;
pub use replay::{Replay, Table};

use crate::engine::five_seats::FiveSeats;
use crate::engine::ruleset::{MultiRon, Ruleset};

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
    /// Each person's points after the last accepted hand (their starting points before the
    /// first), one per person at the table as a row lists them ([`Row::points`]).
    pub points: Vec<i32>,
}

impl Sheet {
    /// Each person's points as the game stands: the final points once it is over, else the
    /// points after the last hand played, one per person at the table (the seats', then the
    /// bettor's at an American table of five, docs/rules.md §10).
    pub fn people_points(&self) -> Vec<i32> {
        match &self.final_result {
            Some(f) => f.points.clone(),
            None => self.points.clone(),
        }
    }
}

/// A game in progress: apply hands one by one.
#[derive(Debug, Clone)]
pub struct Game {
    rules: Ruleset,
    names: [String; 4],
    position: Position,
    rows: Vec<Row>,
    /// The style's replay of the hands, from the registry.
    replay: Box<dyn Replay>,
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
        Game::starting(rules, names, points, rules.style_rules().game(rules, names))
    }

    /// A new game of five people at a style's table with a fifth seat, `names` in the order
    /// they sat for the first hand: four in chairs East to North, then the first bettor.
    ///
    /// # Panics
    ///
    /// Where the ruleset's style has no fifth seat: a table of five is seated only where it
    /// has (`StyleRules::has_fifth_seat`).
    pub fn with_five(rules: &Ruleset, names: [&str; 5]) -> Game {
        let replay = rules
            .style_rules()
            .game_of_five(rules, names)
            .expect("a table of five is seated only where the style has a fifth seat");
        let four = [names[0], names[1], names[2], names[3]];
        Game::starting(rules, four, [0; 4], replay)
    }

    /// A new game of eight people at a table of four, two partners to a seat (Mangan
    /// Mahjong's tag-team form, docs/rules.md §15), `names` in the order they sat for the first
    /// hand: four at seats East to North, then their partners in the same order. `None` where
    /// the ruleset's style has no such form (`StyleRules::game_of_partners`).
    pub fn with_partners(rules: &Ruleset, names: [&str; 8]) -> Option<Game> {
        let replay = rules.style_rules().game_of_partners(rules, names)?;
        let first = [names[0], names[1], names[2], names[3]];
        let mut points = [0; 4];
        for seat in rules.table.seats() {
            points[seat.index()] = rules.starting_points;
        }
        Some(Game::starting(rules, first, points, replay))
    }

    /// Replays `hands` on this game, stopping at the first that cannot happen (a hand after
    /// the end included): the sheet, with that hand's error.
    pub fn replay_hands(mut self, hands: &[Hand]) -> Sheet {
        for (i, hand) in hands.iter().enumerate() {
            if let Err(error) = self.apply(hand) {
                return self.into_sheet(Some(HandError { hand: i, error }));
            }
        }
        self.into_sheet(None)
    }

    fn starting(
        rules: &Ruleset,
        names: [&str; 4],
        points: [i32; 4],
        replay: Box<dyn Replay>,
    ) -> Game {
        Game {
            replay,
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

    /// How many people play the game: one at each seat of the table, and the bettor where
    /// five share it (docs/rules.md §10).
    pub fn people(&self) -> usize {
        self.replay.people(self.rules.table.count())
    }

    /// The game as its replay reads it.
    fn table(&self) -> Table<'_> {
        Table {
            rules: &self.rules,
            names: &self.names,
            position: &self.position,
            rows: &self.rows,
        }
    }

    /// The final result once the game is over, as the style settles it.
    pub fn final_result(&self) -> Option<FinalResult> {
        self.replay.final_result(self.table())
    }

    /// The sheet of the hands applied so far, with the error that stopped the replay if any.
    pub fn into_sheet(self, error: Option<HandError>) -> Sheet {
        let final_result = self.final_result();
        let dealer_keeps = self.dealer_keeps();
        let next_dealer = self.next_dealer();
        let points = self.people_points_now();
        Sheet {
            points,
            dealer_keeps,
            next_dealer,
            ended: self.is_over(),
            rows: self.rows,
            position: self.position,
            final_result,
            error,
        }
    }

    /// Each person's points after the hands applied so far: the last row's, or before the first
    /// hand the seats' starting points and nothing yet for anyone beyond the seats.
    fn people_points_now(&self) -> Vec<i32> {
        match self.rows.last() {
            Some(row) => row.points.clone(),
            None => {
                let seats = self.rules.table.count();
                self.replay.points_at_start(&self.position.points[..seats])
            }
        }
    }

    /// Apply one hand. On error the game is unchanged.
    pub fn apply(&mut self, hand: &Hand) -> Result<&Row, GameError> {
        if self.is_over() {
            return Err(GameError::GameOver {
                hands: self.rows.len(),
            });
        }
        let table = Table {
            rules: &self.rules,
            names: &self.names,
            position: &self.position,
            rows: &self.rows,
        };
        let (row, position) = self.replay.play(table, hand)?;
        self.position = position;
        self.rows.push(row);
        Ok(self.rows.last().expect("row just pushed"))
    }

    /// Who deals the next hand (the last hand's dealer once the game is over).
    pub fn next_dealer(&self) -> Seat {
        self.replay.next_dealer(&self.position)
    }

    /// Deals in a row the dealer has kept before the next hand: Hong Kong Old Style only,
    /// where the eighth is a limit (docs/rules.md §7).
    pub fn dealer_keeps(&self) -> Option<u32> {
        self.replay.dealer_keeps()
    }
}

/// Who sits in each chair and who bets in hand `index` (0 the first) of a game of five, people
/// numbered as they sat for the first hand.
pub fn five_seats_of_hand(index: usize) -> ([u8; 4], u8) {
    let seats = FiveSeats::of_hand(index);
    ([0, 1, 2, 3].map(|c| seats.person_in(c)), seats.bettor())
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
/// (`Seat::EAST` is the dealer), as the style seats its players (docs/rules.md §8: MCR's change
/// seats between wind rounds). At a table of three the fourth entry belongs to nobody.
pub fn seat_winds(rules: &Ruleset, index: usize, round: Round) -> [Seat; 4] {
    rules.style_rules().seat_winds(rules.table, index, round)
}

/// Replay a game's hands under `rules`, with seat names in the notes.
pub fn replay(rules: &Ruleset, hands: &[Hand]) -> Sheet {
    replay_with_names(rules, hands, SEAT_NAMES)
}

/// Replay a game's hands under `rules`, with player names (in starting-seat order) in the
/// notes. Stops at the first hand that cannot happen, a hand after the end included.
pub fn replay_with_names(rules: &Ruleset, hands: &[Hand], names: [&str; 4]) -> Sheet {
    Game::with_names(rules, names).replay_hands(hands)
}
