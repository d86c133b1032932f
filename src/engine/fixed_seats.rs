//! What every game at four seats the players keep shares (Hong Kong Old Style, MCR and the
//! styles of typed points: docs/rules.md §7–§9), so that each style's game keeps only what its
//! style decides.
//!
//! Owns the shapes of such a game's hand (an outcome of ron, tsumo or draw, penalties, dead
//! seats), the refusals every one of them makes ([`TableError`]: a hand after the end, a seat
//! out of range or listed twice, a ron without winners or on one's own discard, a dead seat
//! winning, a penalty of nothing, what the style does not play), the reading of a hand of the
//! shared score sheet into those shapes, head bump, penalties taken from a player and given to
//! nobody, and the sheet a game writes ([`Game`]: names, points, penalties taken, rows, the
//! end, ending at time). What a style adds (its deal, its values, its payments, its final
//! result) is the `S` of [`Game<S>`], with the inherent methods the style's module gives it.
//! No I/O.

use std::fmt;

use crate::engine::ruleset::TimeRule;
use crate::engine::seat::{Seat, TableSize};
use crate::engine::sheet::{self, seat_label, GameEnd, Note, NotePart, Round, Row, ValueError};

/// The table of every such game: four players, each keeping their seat number for the game.
pub const SEATS: TableSize = TableSize::FOUR;

/// What ended a hand, `W` being the style's winner.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome<W> {
    /// A win off a discard; with several winners the nearest in turn order wins (head bump).
    Ron { discarder: Seat, winners: Vec<W> },
    /// A self-drawn (Hong Kong: self-picked) win.
    Tsumo { winner: W },
    /// The wall ran out: nothing is paid.
    Draw,
}

/// One hand of the sheet, `W` being the style's winner and `P` its penalty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hand<W, P> {
    pub outcome: Outcome<W>,
    pub penalties: Vec<P>,
    /// Seats that may not win this hand.
    pub dead: Vec<Seat>,
}

/// A penalty: `points` taken from `seat`, given to nobody.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Penalty {
    pub seat: Seat,
    pub points: u32,
}

impl Penalty {
    /// The penalties of a hand of the shared sheet as points taken (a style that takes them
    /// has refused the ones paid to each player before).
    pub fn taken(penalties: &[sheet::TablePenalty]) -> Vec<Penalty> {
        penalties
            .iter()
            .map(|p| Penalty {
                seat: p.seat,
                points: p.points,
            })
            .collect()
    }
}

/// A hand that cannot happen at any of these tables; each message says what to fix.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableError {
    #[error("the game is already over: it ended with hand {}; remove this hand, or correct the hands before it", .hands.saturating_sub(1))]
    GameOver { hands: usize },
    #[error("seat {seat} in `{field}` is out of range: seats are {}, the places at the start of the game", SEATS.describe_seats())]
    SeatOutOfRange { field: &'static str, seat: Seat },
    #[error("{} is listed twice in `{field}`", seat_label(.seat))]
    DuplicateSeat { field: &'static str, seat: Seat },
    #[error("a ron needs at least one winner in `winners`")]
    NoWinners,
    /// `self_draw` is the style's word for a self-drawn win.
    #[error("{} cannot win by ron on their own discard; record a {self_draw} win as a tsumo", seat_label(.seat))]
    RonOnOwnDiscard { seat: Seat, self_draw: &'static str },
    #[error("{} has a dead hand and may not win", seat_label(.seat))]
    DeadHandWins { seat: Seat },
    #[error("a penalty of 0 points takes nothing; give the points taken from {}, or remove it", seat_label(.seat))]
    EmptyPenalty { seat: Seat },
    #[error("{what} is not played under {ruleset}; record what happened instead, or choose another ruleset")]
    NotPlayed {
        what: &'static str,
        ruleset: &'static str,
    },
    #[error(transparent)]
    Value(#[from] ValueError),
}

/// What a style's game adds to the shared one: the parameter of [`Game`].
pub trait Style: fmt::Debug + Clone {
    /// The style's word for a self-drawn win, in refusals ("self-drawn", "self-picked").
    const SELF_DRAW: &'static str;
    /// Whether the game's own rows say where it ended ("game over", "time up"). Where they do
    /// not (Hong Kong Old Style, whose sheet `tenbou game` prints without them), the one game
    /// type adds them when it mirrors the rows.
    const NOTES_THE_END: bool;
    /// The round the game reports as the next hand's: `current`, the round the deal is in, or
    /// where the style's seats follow the index of the hand, that of the hand at `index` (the
    /// next one, or the last one played once the game is over).
    fn round(&self, current: Round, index: usize) -> Round {
        let _ = index;
        current
    }
}

/// What a style does with the tenpai and nagashi lists of a drawn hand of the shared sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AtADraw {
    /// Refused by name: they are riichi's, and nothing is paid at this style's draw.
    Refused,
    /// Passed over: nothing is paid at a draw, so who was ready does not matter.
    Ignored,
}

/// The parts of a hand of the shared sheet a style at these tables does not play, besides
/// riichi's, each with the reason its refusal gives.
#[derive(Debug, Clone, Copy)]
pub struct Unplayed {
    /// Why false wins are refused; `None` where the style plays them.
    pub false_wins: Option<&'static str>,
    /// Why a winner's bonuses (Vietnamese, docs/rules.md §12) are refused; `None` where the
    /// style's own check of a winner reads them.
    pub bonuses: Option<&'static str>,
    /// The kind of penalty the style does not take, and why it is refused.
    pub penalty: (PenaltyKind, &'static str),
}

/// The two kinds of penalty of the shared sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PenaltyKind {
    /// Points taken from the player, given to nobody (`points`).
    Taken,
    /// Paid to each other player (`each`).
    PaidToEach,
}

/// Refuses a hand of the shared sheet with what the style does not play, in this order: a
/// riichi, a dealer stopping, or a game ended at time where `time_rule` does not end games at
/// time; then false wins, the kind of penalty and the winners' bonuses `unplayed` names.
pub fn refuse_unplayed(
    hand: &sheet::Hand,
    time_rule: TimeRule,
    ruleset: &'static str,
    unplayed: Unplayed,
) -> Result<(), TableError> {
    let (kind, why) = unplayed.penalty;
    let penalty_of_kind = |p: &sheet::TablePenalty| match kind {
        PenaltyKind::Taken => p.points > 0,
        PenaltyKind::PaidToEach => p.each > 0,
    };
    let what = if let Some(what) = hand.riichi_only_part(time_rule) {
        what
    } else if let (Some(why), false) = (unplayed.false_wins, hand.facts.false_wins().is_empty()) {
        why
    } else if hand.penalties.iter().any(penalty_of_kind) {
        why
    } else if let (Some(why), true) = (unplayed.bonuses, hand.has_bonuses()) {
        why
    } else {
        return Ok(());
    };
    Err(TableError::NotPlayed { what, ruleset })
}

/// The outcome of a hand of the shared sheet, each winner read by `winner` (given its place
/// in the outcome's list, which the hand's style facts are kept by), refusing with the
/// reason an abortive draw, chombo (`chombo` says what the style records instead) and, as
/// `draw` says, the lists of a drawn hand.
pub fn outcome_from_sheet<W, E: From<TableError>>(
    outcome: &sheet::Outcome,
    ruleset: &'static str,
    draw: AtADraw,
    chombo: &'static str,
    winner: impl Fn(usize, &sheet::Winner) -> Result<W, E>,
) -> Result<Outcome<W>, E> {
    let refuse = |what| Err(TableError::NotPlayed { what, ruleset }.into());
    Ok(match outcome {
        sheet::Outcome::Ron { discarder, winners } => Outcome::Ron {
            discarder: *discarder,
            winners: winners
                .iter()
                .enumerate()
                .map(|(index, w)| winner(index, w))
                .collect::<Result<_, _>>()?,
        },
        sheet::Outcome::Tsumo { winner: w } => Outcome::Tsumo {
            winner: winner(0, w)?,
        },
        sheet::Outcome::Draw { tenpai, nagashi } => {
            if draw == AtADraw::Refused && !tenpai.is_empty() {
                return refuse("being ready at a draw (`tenpai`): nothing is paid at a draw");
            }
            if draw == AtADraw::Refused && !nagashi.is_empty() {
                return refuse("nagashi mangan (`nagashi`)");
            }
            Outcome::Draw
        }
        sheet::Outcome::Abortive {} => return refuse("an abortive draw"),
        sheet::Outcome::Chombo { .. } => return refuse(chombo),
    })
}

/// Refuses a seat that is not at the table, naming the field it was given in.
pub fn check_seat(field: &'static str, seat: Seat) -> Result<(), TableError> {
    if SEATS.contains(seat) {
        Ok(())
    } else {
        Err(TableError::SeatOutOfRange { field, seat })
    }
}

/// Refuses a list of seats with one not at the table or one listed twice.
pub fn check_seats(field: &'static str, seats: &[Seat]) -> Result<(), TableError> {
    for (i, s) in seats.iter().enumerate() {
        check_seat(field, *s)?;
        if seats[..i].contains(s) {
            return Err(TableError::DuplicateSeat { field, seat: *s });
        }
    }
    Ok(())
}

/// Refuses a winner at no seat or with a dead hand; the style checks the value after.
pub fn may_win(seat: Seat, dead: &[Seat]) -> Result<(), TableError> {
    check_seat("seat", seat)?;
    if dead.contains(&seat) {
        return Err(TableError::DeadHandWins { seat });
    }
    Ok(())
}

/// A game in progress: the sheet every style's game writes, and `style`, what the style adds.
#[derive(Debug, Clone)]
pub struct Game<S> {
    pub(crate) style: S,
    wind_rounds: u8,
    /// The round of the next hand (the last one played once the game is over).
    round: Round,
    names: [String; 4],
    points: [i32; 4],
    penalties: [i32; 4],
    rows: Vec<Row>,
    ended: bool,
}

/// What one hand did, for [`Game::record`].
pub(crate) struct Entry {
    pub round: Round,
    pub dealer: Seat,
    pub deltas: [i32; 4],
    /// Points taken by penalties (positive), already in `deltas`.
    pub taken: [i32; 4],
    pub notes: Vec<NotePart>,
    /// Whether the game is over after this hand.
    pub ended: bool,
}

impl<S: Style> Game<S> {
    /// A new game of `wind_rounds` before its first hand, `names` in starting-seat order.
    pub(crate) fn with_style(style: S, wind_rounds: u8, names: [&str; 4]) -> Game<S> {
        Game {
            style,
            wind_rounds,
            round: Round::first(SEATS),
            names: names.map(str::to_owned),
            points: [0; 4],
            penalties: [0; 4],
            rows: Vec::new(),
            ended: false,
        }
    }

    pub fn rows(&self) -> &[Row] {
        &self.rows
    }

    pub fn is_over(&self) -> bool {
        self.ended
    }

    /// Points per seat so far, penalties taken.
    pub fn points(&self) -> [i32; 4] {
        self.points
    }

    /// Points taken from each seat by penalties so far (positive).
    pub fn penalties(&self) -> [i32; 4] {
        self.penalties
    }

    /// The index of the next hand (the last one played once the game is over).
    pub fn next_index(&self) -> usize {
        if self.ended {
            self.rows.len().saturating_sub(1)
        } else {
            self.rows.len()
        }
    }

    /// The round of the next hand (the last one played once the game is over).
    pub fn round(&self) -> Round {
        self.style.round(self.round, self.next_index())
    }

    /// Passes the deal to the next round after a hand; whether that was the last round's
    /// deal, which ends the game.
    pub(crate) fn pass_deal(&mut self) -> bool {
        match self.round.next(self.wind_rounds) {
            Some(next) => {
                self.round = next;
                false
            }
            None => true,
        }
    }

    /// Ends the game after the hand just applied: time ran out during it; the hand in
    /// progress is finished, then the game stops.
    pub fn end_at_time(&mut self) {
        if let Some(last) = self.rows.last_mut() {
            if S::NOTES_THE_END && !last.ended {
                last.note.push_time_up_game_over();
            }
            last.ended = true;
        }
        self.ended = true;
    }

    /// After a hand was applied: ends the game at time where `time_up` says so and it is not
    /// over already, and gives the hand's row, its notes saying where the game ended, and how
    /// it ended. The one game type mirrors these.
    pub fn finish_hand(&mut self, time_up: bool) -> (Row, Option<GameEnd>) {
        let mut ended = self.is_over().then_some(GameEnd::LastDealOver);
        if time_up && !self.is_over() {
            self.end_at_time();
            ended = Some(GameEnd::TimeUp);
        }
        let mut row = self.rows.last().expect("a row was just applied").clone();
        if !S::NOTES_THE_END {
            if ended == Some(GameEnd::TimeUp) {
                row.note.push(NotePart::TimeUp);
            }
            if ended.is_some() {
                row.note.push(NotePart::GameOver);
            }
        }
        (row, ended)
    }

    /// The player at `seat`, as the notes name them.
    pub(crate) fn name(&self, seat: Seat) -> &str {
        self.names.get(seat.index()).map_or("?", String::as_str)
    }

    /// Refuses a hand after the end.
    pub(crate) fn check_open(&self) -> Result<(), TableError> {
        if self.ended {
            return Err(TableError::GameOver {
                hands: self.rows.len(),
            });
        }
        Ok(())
    }

    /// The winner a ron pays, after checking the discarder and the winners (`seat` reads a
    /// winner's seat; `may_win` checks each one as the style wants): under head bump the one
    /// nearest the discarder, by `turns_after` (how many turns after the discarder a seat plays
    /// in this hand).
    pub(crate) fn ron_winner<W, E: From<TableError>, K: Ord>(
        discarder: Seat,
        winners: &[W],
        seat: impl Fn(&W) -> Seat,
        turns_after: impl Fn(Seat) -> K,
        may_win: impl Fn(&W) -> Result<(), E>,
    ) -> Result<&W, E> {
        check_seat("discarder", discarder)?;
        let seats: Vec<Seat> = winners.iter().map(&seat).collect();
        if seats.is_empty() {
            return Err(TableError::NoWinners.into());
        }
        check_seats("winners", &seats)?;
        for (w, &s) in winners.iter().zip(&seats) {
            if s == discarder {
                let self_draw = S::SELF_DRAW;
                return Err(TableError::RonOnOwnDiscard { seat: s, self_draw }.into());
            }
            may_win(w)?;
        }
        Ok(winners
            .iter()
            .min_by_key(|w| turns_after(seat(w)))
            .expect("winners is not empty"))
    }

    /// The notes of the ron claims head bump makes void: every one of `claims` but `paid`.
    pub(crate) fn void_claims(
        &self,
        claims: impl Iterator<Item = Seat>,
        paid: Seat,
    ) -> Vec<NotePart> {
        claims
            .filter(|s| *s != paid)
            .map(|s| NotePart::WinVoid {
                winner: self.name(s).to_owned(),
            })
            .collect()
    }

    /// Takes each penalty's points from its player into `deltas`, noting it; the points taken
    /// per seat, or the first penalty of nothing.
    pub(crate) fn take_penalties(
        &self,
        penalties: &[Penalty],
        deltas: &mut [i32; 4],
        notes: &mut Vec<NotePart>,
    ) -> Result<[i32; 4], TableError> {
        let mut taken = [0i32; 4];
        for p in penalties {
            if p.points == 0 {
                return Err(TableError::EmptyPenalty { seat: p.seat });
            }
            let points = i32::try_from(p.points).unwrap_or(i32::MAX);
            deltas[p.seat.index()] = deltas[p.seat.index()].saturating_sub(points);
            taken[p.seat.index()] = taken[p.seat.index()].saturating_add(points);
            notes.push(NotePart::Penalty {
                player: self.name(p.seat).to_owned(),
                points: p.points,
            });
        }
        Ok(taken)
    }

    /// Writes a hand on the sheet: the points and penalties move, the game ends where the
    /// entry says so (noted where the style's rows say it), and the row is added.
    pub(crate) fn record(&mut self, entry: Entry) -> &Row {
        let Entry {
            round,
            dealer,
            deltas,
            taken,
            mut notes,
            ended,
        } = entry;
        add(&mut self.points, deltas);
        add(&mut self.penalties, taken);
        self.ended = ended;
        if ended && S::NOTES_THE_END {
            notes.push(NotePart::GameOver);
        }
        self.rows.push(Row {
            index: self.rows.len(),
            round,
            dealer,
            honba: 0,
            deposits_before: 0,
            deltas: deltas.to_vec(),
            points: self.points.to_vec(),
            deposits_after: 0,
            note: Note::from_parts(notes),
            ended,
            seating: None,
        });
        self.rows.last().expect("a row was just pushed")
    }
}

/// Adds `d` to `into`, seat by seat, saturating.
pub fn add(into: &mut [i32; 4], d: [i32; 4]) {
    for (a, b) in into.iter_mut().zip(d) {
        *a = a.saturating_add(b);
    }
}
