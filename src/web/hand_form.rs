//! The hand form of the score sheet: raw form fields in, an engine [`Hand`] out, and back again
//! so a refused form shows exactly what was typed.
//!
//! Field names, per starting seat `i` (0 = East): `win{i}`, `value{i}`, `fu{i}`, `pao{i}`,
//! `riichi{i}`, `tenpai{i}`, `nagashi{i}`, `dead{i}`; and `outcome`, `discarder`, `offender`,
//! `dealer_stops`, and `key` (the form's retry key). Checking what can happen is the engine's
//! job; this only reads the shape. Messages name players, never fields.
//!
//! A winner's value may instead come from the tiles: `hand{i}`, `win_tile{i}`, `melds{i}` and
//! the flags `double_riichi{i}`, `ippatsu{i}`, `last_tile{i}`, `rinshan{i}`, `chankan{i}`
//! (riichi is the `riichi{i}` box), with the table's `dora` and `ura` indicators, and in sanma
//! `nuki{i}`, the North tiles the winner set aside as nuki dora. When tiles
//! are given they decide the value, scored by the calculator's evaluator with the winds and
//! counters of the game at that hand ([`TableAt`]).
//!
//! Hong Kong Old Style (docs/rules.md §7) reads the same form with its own meaning: outcomes ron,
//! tsumo (self-pick) and draw; a winner's `value{i}` is faan (`3`…`13`) or `limit`; tiles
//! come with `flowers{i}`/`seasons{i}` (the numbers held, `13`) and the HKOS situations
//! `kong_on_kong{i}`, `heaven{i}`, `earth{i}`, `man{i}`, scored by the calculator's HKOS
//! reader with the game's faan table; a seat's table penalty is `penalty{i}` (`2`, `8`,
//! `drop` with `dropped{i}` tiles at 8 each, or `64`). Riichi, tenpai, nagashi and chombo
//! have no fields there.
//!
//! Chinese Classical (docs/rules.md §11) reads, after a win, every seat's score: `points{i}`
//! and `doubles{i}`, `limit{i}`, or the entries of the style's list picked, `pick{i}:{id}` with
//! how many times; its winners carry no value.
//!
//! MCR (docs/rules.md §8) reads a typed fan (`fan{i}` or a chip), or tiles with `flowers{i}`
//! (a count, 0–8), the shared last-tile, replacement-tile and robbing-the-kong boxes, and
//! `fourth_tile{i}`; each seat's wind comes from the game's seating ([`TableAt::winds`]).
//!
//! American (docs/rules.md §10) reads a card value (`points{i}` or a chip) with `jokerless{i}`,
//! `singles_and_pairs{i}`, `mark{i}` and `line{i}`, and for each seat the dead-hand challenges
//! of its hand: `challenge{i}by{j}` (seat `j` challenged seat `i`) and `found_dead{i}`.
//! Mangan's tag team (docs/rules.md §15) reads `seated{i}`, the person (0–7) seated at seat
//! `i` when the hand ended.
//! Vietnamese (docs/rules.md §12) reads a typed value (`points{i}` or a chip) and the bonuses
//! ticked, `bonus{i}-{id}` with how many times (`1` for a box).
//!
//! Each style reads its winners (and Hong Kong Old Style its penalties) in its own module of
//! `web::styles`, which also shows its fields; this reads what every style shares.
//!
//! The fields themselves, and reading them from a posted form or a stored hand, are in
//! `fields` (a leaf the style parts import); this file reads them into a hand, asking the
//! game's style for each winner.

pub mod fields;
pub mod labels;

pub(crate) use fields::seat_of;
pub use fields::{HandForm, HandFormError, SeatFields, SeatView, TableAt, TilesPreview};
pub use labels::label;

use super::styles::{pages_of, WinnerEntry};
use crate::engine::game::{Hand, Outcome, Seat, Winner};
use crate::engine::seat::TableSize;
use crate::engine::sheet::StyleFacts;
use crate::engine::styles::StyleId;

impl HandForm {
    /// The seats the form has fields for, East first.
    fn seats_with_fields(&self) -> impl Iterator<Item = Seat> {
        (0..self.seats.len()).map(|i| Seat::new(i as u8))
    }

    /// Refuses a seat beyond the game's `seated` players that is marked as winning or with a
    /// role: a posted form holds every wind's seat it sent, and a box ticked for a seat nobody
    /// sits in is a slip to point at, not a hand to guess.
    fn refuse_empty_seats(&self, seated: usize) -> Result<(), HandFormError> {
        let marked = |f: &SeatFields| f.win || f.riichi || f.tenpai || f.nagashi || f.dead;
        let empty = self.seats.iter().enumerate().skip(seated);
        match empty.into_iter().find(|(_, fields)| marked(fields)) {
            Some((seat, _)) => Err(HandFormError::NoSuchSeat {
                wind: crate::engine::seat::WIND_NAMES[seat],
                seats: TableSize::new(seated).map_or("these", TableSize::in_words),
            }),
            None => Ok(()),
        }
    }

    /// The hand the form describes; `names` name the seats in messages. Tiles cannot be scored
    /// without knowing the table, so here they are refused: see [`HandForm::to_hand_at`].
    #[cfg(test)]
    pub fn to_hand(&self, names: &[String]) -> Result<Hand, HandFormError> {
        self.to_hand_at(names, None).map(|(hand, _)| hand)
    }

    /// The hand the form describes, winners given as tiles scored at `table`; also returns
    /// those winners' scores for the preview.
    pub fn to_hand_at(
        &self,
        names: &[String],
        table: Option<&TableAt<'_>>,
    ) -> Result<(Hand, Vec<TilesPreview>), HandFormError> {
        let mut previews = Vec::new();
        self.refuse_empty_seats(names.len())?;
        let seats_where = |pick: fn(&SeatFields) -> bool| -> Vec<Seat> {
            // One name per seat of the game's table: a sanma form's fourth fields are no seat.
            self.seats_with_fields()
                .zip(&self.seats)
                .take(names.len())
                .filter(|(_, fields)| pick(fields))
                .map(|(seat, _)| seat)
                .collect()
        };
        // Without the table (nothing to score tiles at) the form reads as riichi's.
        let style = pages_of(table.map_or(StyleId::Riichi, |t| t.rules.style));
        let riichi_family = style.words().riichi_family;
        let mut notes = Vec::new();
        let mut winners = || -> Result<Vec<Winner>, HandFormError> {
            let mut winners = Vec::new();
            let seats = self.seats_with_fields().zip(&self.seats).zip(names);
            for ((at, _), name) in seats.filter(|((_, s), _)| s.win) {
                let entry = WinnerEntry {
                    form: self,
                    seat: at,
                    name,
                    table,
                };
                let (winner, preview) = style.winner(entry)?;
                notes.push(style.winner_notes(entry)?);
                previews.extend(preview);
                winners.push(winner);
            }
            if winners.is_empty() {
                return Err(HandFormError::NoWinner);
            }
            Ok(winners)
        };
        let outcome = match self.outcome.as_str() {
            "ron" => Outcome::Ron {
                discarder: seat_of(&self.discarder).ok_or(HandFormError::NoDiscarder)?,
                winners: winners()?,
            },
            "tsumo" => {
                let mut all = winners()?;
                if all.len() > 1 {
                    let words = style.words().outcomes;
                    let label = words.iter().find(|(v, _)| *v == "tsumo").map(|(_, l)| *l);
                    return Err(HandFormError::SeveralTsumoWinners(label.unwrap_or("Tsumo")));
                }
                Outcome::Tsumo {
                    winner: all.remove(0),
                }
            }
            // Where nothing is paid at a draw (Hong Kong Old Style), who was ready is not asked.
            "draw" if !riichi_family => Outcome::Draw {
                tenpai: Vec::new(),
                nagashi: Vec::new(),
            },
            "draw" => Outcome::Draw {
                tenpai: seats_where(|s| s.tenpai),
                nagashi: seats_where(|s| s.nagashi),
            },
            "abortive" | "chombo" if !riichi_family => return Err(HandFormError::NoOutcome),
            "abortive" => Outcome::Abortive {},
            "chombo" => Outcome::Chombo {
                offender: seat_of(&self.offender).ok_or(HandFormError::NoOffender)?,
            },
            _ => return Err(HandFormError::NoOutcome),
        };
        let penalties = style.penalties(self, names)?;
        let false_wins = style.false_wins(self, names)?;
        let scores = style.scores(self, names, table)?;
        let challenges = style.challenges(self, names)?;
        let mut hand = Hand {
            outcome,
            dead: seats_where(|s| s.dead),
            dealer_stops: self.dealer_stops,
            time_up: self.time_up,
            penalties,
            facts: StyleFacts::None,
        }
        .with_false_wins(&false_wins)
        .with_scores(scores)
        .with_challenges(&challenges);
        if riichi_family {
            hand = hand.with_riichi(&seats_where(|s| s.riichi));
        }
        if let Some(bet) = self.bet()? {
            hand = hand.with_bet(bet);
        }
        if let Some(seated) = self.seated()? {
            hand = hand.with_seated(seated);
        }
        for (index, written) in notes.into_iter().enumerate() {
            hand = hand.with_winner_notes(index, written);
        }
        Ok((hand, previews))
    }
}

#[cfg(test)]
mod tests;
