//! American mahjong (the National Mah Jongg League's game, NMJL; docs/rules.md §10): hands
//! written with the value printed on the year's card, paid double by the discarder or by everyone
//! on a self-pick, the dead-hand challenge, and the optional fifth seat, the bettor.
//!
//! Sources: the club's "A Quick Look at Mahjong around the World: American Mahjong" (its
//! payments, the jokerless double, the dead-hand challenge and the bettor), the public
//! conventions of the NMJL card (a hand's line is printed with its value and a mark, "X" for a
//! hand that may be exposed, "C" for one that must stay concealed) and the summary of the
//! club's other styles in docs/rules.md §8.
//!
//! Owns the preset `american` ([`Ruleset::american`]), the registry's answers for the style
//! ([`American`]), the check of a typed hand ([`value`]: the card value, its mark and line, the
//! jokerless double), the settlement of a hand ([`payments`]: the win, the challenges, the
//! bettor), the style's [`Settlement`] of the shared game of points (`engine::points_game`),
//! which replays its games at four (the stored winner is `"points": P`, the card value, with
//! `jokerless`, `singles_and_pairs`, `mark` and `line`; a hand's dead-hand `challenges` are
//! paid after its own payments: docs/game-json.md "American"), the rotation of a table of five
//! (`engine::five_seats`) and its game ([`five`]). Like the rest of the engine it does no I/O, and it
//! knows players only as [`Seat`](crate::engine::seat::Seat) numbers, the chairs of the hand
//! (the caller maps them to the people at the table; `engine::five_seats` does it for a table of
//! five).
//!
//! Decisions (each also in docs/rules.md §10, "Decisions"):
//!
//! - **Values are typed.** The card changes every year and belongs to the NMJL, so tenbou ships
//!   no card: a hand is its printed value, a whole number above 0 (25, 30, … on today's cards;
//!   the club's page says 20 to 75, and tenbou does not guess a year's range), at most 10 000
//!   (a larger number is a typing mistake). The line or name of the hand is optional free text
//!   (80 characters at most) and the mark ("C" or "X") is optional; neither changes what the
//!   hand pays.
//! - **Jokerless doubles the value** (× 2) for every hand except a Singles and Pairs hand: those
//!   can hold no joker at all, so the double never applies and a hand marked both jokerless
//!   and Singles and Pairs is refused rather than paid single without a word.
//! - **Payments** (the club's page and docs/rules.md §8 agree): self-pick, each other player pays
//!   2 × value; discard, the discarder 2 × value and the two others 1 × value; a wall game
//!   (exhaustive draw) pays nothing.
//! - **The dead-hand challenge** is settled after the hand, whatever its outcome, for 25: the
//!   challenged player found dead pays the challenger, one found not dead is paid by the
//!   challenger: the club's page pays it both ways, so a challenge costs whichever side was
//!   wrong, not only a wrong challenger. A player found dead
//!   cannot be the hand's winner; a player may not challenge themselves, nor the same player
//!   twice in one hand. Dead players (challenged or simply declared dead) pay a winner like
//!   everyone else; a player declared dead who does not dispute it takes no more turns, so
//!   neither wins nor discards the winning tile, and is not challenged as well.
//! - **The bettor** (the fifth seat, when five play) bets on one of the four players or on a
//!   wall game. Bet on the winner: the bettor gains what the winner gains, each loser paying the
//!   bettor again what they paid the winner. Any other bet when someone wins: the bettor pays
//!   the winner what a player who did not discard pays (2 × value on a self-pick, 1 × on a
//!   discard) — the club's page says so explicitly, and that rule is kept over its closing
//!   "the bettor matches any wins or losses" where the two differ (a bet on the discarder).
//!   Bet on a wall game and it happens: each of the four pays the bettor 25; a wall game the
//!   bettor did not bet on costs the bettor nothing. In a challenge the bettor matches the
//!   player bet on, against the other party of the challenge. The bettor never takes part in
//!   play, so never wins, discards, challenges or is challenged. With a bettor every hand still
//!   sums to zero, the bettor included.
//! - **Who bets next** (`engine::five_seats`): after each hand the bettor takes the chair of the hand's
//!   dealer, who becomes the next bettor, and the deal passes to the next chair as usual.
//! - **Tournament score**: the sum of a player's points over their games (the club's page gives
//!   none: a game lasts a number of hands or a time agreed beforehand).
//! - **The game** (preset `american`): the club's page leaves its length to the players, so the
//!   preset plays four wind rounds of four hands (16 hands, the deal passing to the next chair
//!   after every hand as the page says), ended at time after the hand in progress like every
//!   other style; points start at 0. Penalties given by a referee are points taken from the
//!   player, as in the other styles of points. Several players claiming one discard: the
//!   nearest in turn order wins (the page's own rule). Tied players share the better place.
//! - **A table of five** ([`five`]): every hand records the bet; the changes are per person,
//!   five people's points summing to zero or to minus the penalties. `tenbou game` plays it
//!   with five `players`; tournaments seat four until the web offers the fifth seat
//!   (docs/rules.md §10, "The fifth seat on the web: the plan").

pub mod facts;
pub mod five;
pub mod five_replay;
pub mod four_replay;
pub mod payments;
pub mod value;

#[cfg(test)]
mod game_tests;

pub use payments::{
    settle, Bet, Challenge, Hand, HandError, Outcome, BETTOR, CHALLENGE_STAKE, WALL_GAME_BET,
};
pub use value::{check, Exposure, TypedHand, Value, ValueError};

use super::{Facts, StyleId, StyleRules, ValueKind};
use crate::engine::points_game::{self, GameError, HandWords, Payment, Settlement, Transfer, Win};

use crate::engine::game::replay::Replay;
use crate::engine::game::style_refusal::StyleRefusal;
use crate::engine::ruleset::Ruleset;
use crate::engine::sheet::{self, HandValue, WinnerFacts};

/// The American preset ids (one: the style has no variants tenbou plays), for the registry.
pub const PRESETS: &[&str] = &["american"];

/// The style's name in words.
pub const NAME: &str = "American (NMJL)";

/// American, as the registry knows it.
pub struct American;

impl Ruleset {
    /// American (`american`, docs/rules.md §10): four wind rounds of four hands at four seats
    /// the players keep, the deal passing every hand, no riichi or counters, scores from 0,
    /// the nearest claimant in turn order winning a discard, a game ended at time after the
    /// hand in progress, the points as the final score.
    pub fn american() -> Ruleset {
        Ruleset::in_points("american", NAME, StyleId::American)
    }
}

/// The style's payments as the shared game of points asks for them.
#[derive(Debug)]
pub struct CardPayments;

impl CardPayments {
    /// The hand written by a winner of the shared sheet, as [`check`] reads it: the value in
    /// `points` and the card's notes.
    pub fn typed(
        winner: &sheet::Winner,
        written: WinnerFacts<'_>,
    ) -> Result<TypedHand, sheet::ValueError> {
        let seat = winner.seat;
        let card_value = match winner.value {
            HandValue::Points(points) => i64::from(points),
            other => {
                return Err(sheet::ValueError::WrongValueShape {
                    seat,
                    expected: "`points`, the value printed on the card (25, 30, …)",
                    found: ValueKind::Points
                        .other_in(&other)
                        .map_or("no value", ValueKind::found),
                })
            }
        };
        let notes = written.card.cloned().unwrap_or_default();
        let refused = |e: ValueError| sheet::ValueError::NotOnTheCard {
            seat,
            reason: e.to_string(),
        };
        let exposure = notes
            .mark
            .as_deref()
            .map(Exposure::from_mark)
            .transpose()
            .map_err(refused)?;
        Ok(TypedHand {
            card_value,
            line: notes.line,
            exposure,
            jokerless: notes.jokerless,
            singles_and_pairs: notes.singles_and_pairs,
        })
    }

    /// The checked hand of a winner of the shared sheet, or why it is refused.
    pub fn value(
        winner: &sheet::Winner,
        written: WinnerFacts<'_>,
    ) -> Result<Value, sheet::ValueError> {
        if !written.bonuses.is_empty() {
            return Err(sheet::ValueError::Refused {
                seat: winner.seat,
                reason: "American has no bonuses (`bonuses` are Vietnamese); the card's value and the jokerless double are all a hand is worth".to_owned(),
            });
        }
        check(&CardPayments::typed(winner, written)?).map_err(|e| sheet::ValueError::NotOnTheCard {
            seat: winner.seat,
            reason: e.to_string(),
        })
    }
}

impl Settlement for CardPayments {
    fn ruleset(&self) -> &'static str {
        PRESETS[0]
    }

    /// The value paid: the card value, doubled when jokerless.
    fn points(
        &self,
        winner: &sheet::Winner,
        written: WinnerFacts<'_>,
    ) -> Result<u32, sheet::ValueError> {
        CardPayments::value(winner, written).map(|v| v.value())
    }

    fn minimum(&self) -> u32 {
        1
    }

    /// The card players' words, as the sheet's form and a table of five say them.
    fn words(&self) -> HandWords {
        HandWords::Card
    }

    /// Self-pick: 2 × value from each. Discard: 2 × value from the discarder, the value from
    /// each of the two others.
    fn pays(&self, win: &Win) -> [u32; 4] {
        let v = win.points;
        let mut pays = match win.discarder {
            None => [2 * v; 4],
            Some(d) => {
                let mut pays = [v; 4];
                pays[d.index()] = 2 * v;
                pays
            }
        };
        pays[win.winner.index()] = 0;
        pays
    }

    /// The style's checks of the hand's facts (a dead player neither wins nor discards the
    /// winning tile, challenges between two players, made once, a player found dead did not
    /// win), then 25 for each challenge from the side that was wrong.
    fn after_hand(&self, hand: &points_game::Hand) -> Result<Vec<Transfer>, GameError> {
        let (winner, discarder) = match &hand.outcome {
            points_game::Outcome::Tsumo { winner } => (Some(winner.seat), None),
            // Head bump: the winner is the game's to choose; every claimant is checked.
            points_game::Outcome::Ron { discarder, .. } => (None, Some(*discarder)),
            points_game::Outcome::Draw => (None, None),
        };
        let claimants: Vec<_> = match &hand.outcome {
            points_game::Outcome::Ron { winners, .. } => winners.iter().map(|w| w.seat).collect(),
            _ => winner.into_iter().collect(),
        };
        let refused = |e: HandError| GameError::Refused(StyleRefusal::new(e));
        payments::check_facts(None, discarder, &hand.dead, &hand.challenges).map_err(refused)?;
        for w in claimants {
            payments::check_facts(Some(w), discarder, &hand.dead, &hand.challenges)
                .map_err(refused)?;
        }
        Ok(hand
            .challenges
            .iter()
            .map(|c| {
                let (from, to) = payments::challenge_payer_and_payee(c);
                Transfer {
                    payment: Payment {
                        from,
                        to,
                        amount: CHALLENGE_STAKE as u32,
                    },
                    found_dead: c.found_dead,
                }
            })
            .collect())
    }
}

/// The style's plain answers.
pub const FACTS: Facts = Facts::points_game(
    StyleId::American,
    NAME,
    PRESETS,
    |id| (id == PRESETS[0]).then(Ruleset::american),
    |winner, written| CardPayments::value(winner, written).map(drop),
);

impl StyleRules for American {
    fn facts(&self) -> &'static Facts {
        &FACTS
    }

    fn points_settlement(&self, _rules: &Ruleset) -> Option<&'static dyn Settlement> {
        Some(&CardPayments)
    }

    fn has_card_hands(&self) -> bool {
        true
    }

    fn has_fifth_seat(&self) -> bool {
        true
    }

    fn game(&self, rules: &Ruleset, names: [&str; 4]) -> Box<dyn Replay> {
        Box::new(four_replay::FourReplay::new(rules, names))
    }

    fn game_of_five(&self, rules: &Ruleset, names: [&str; 5]) -> Option<Box<dyn Replay>> {
        Some(Box::new(five_replay::FiveReplay::new(rules, names)))
    }
}
