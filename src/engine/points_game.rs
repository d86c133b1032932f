//! A game of points at fixed seats, hand by hand, for the styles whose hands are worth typed
//! points and are paid by the style's own settlement (Zung Jung, docs/rules.md §9; Chinese
//! Classical, §11, whose every player's hand is scored).
//!
//! Owns the replay every such style shares: four players who keep their seats, the deal passing
//! after every hand whatever happens or, where the settlement says so ([`Deal`]), kept by a
//! dealer who wins or sees a wall game as in Hong Kong Old Style (Chinese Classical), a game of
//! the preset's wind rounds (four deals each, ending when the last dealer passes the deal), no
//! counters, deposits or riichi, wins by discard (several winners: head bump, the nearest in turn
//! order after the discarder wins) or by self-draw, draws paying nothing, dead seats that may not
//! win, penalties taken from a player and given to nobody (so a game's points sum to minus its
//! penalties), a game ended at time after the hand in progress, and the final result: points,
//! ranks with ties sharing the better place, and the points as the score.
//!
//! What differs between the styles is a [`Settlement`]: the value a winner is written with, the
//! fewest points a win may have, who pays the winner what, and, for a style scoring every
//! player's hand after a win (Chinese Classical, docs/rules.md §11), the whole hand's payments
//! between all four. A style gives its settlement for
//! each of its presets (`StyleRules::points_settlement`); nothing else here knows a style.
//! Rows and the final result use the shared sheet's shapes ([`Row`], [`FinalResult`]) so that
//! every front end prints one kind of sheet; `honba` and deposits are always 0. The shapes,
//! checks and sheet every game at fixed seats shares are `engine::fixed_seats`'. No I/O.

use std::fmt;

pub use crate::engine::fixed_seats::Penalty;
use crate::engine::fixed_seats::{
    self, check_seats, may_win, outcome_from_sheet, refuse_unplayed, AtADraw, Entry, PenaltyKind,
    TableError, Unplayed, SEATS,
};
use crate::engine::game::style_refusal::StyleRefusal;
use crate::engine::ruleset::{Ruleset, TimeRule};
use crate::engine::seat::Seat;
use crate::engine::sheet::note::{HandScore, PlayerPays, PointsPaid, PointsWorth, WinBy};
use crate::engine::sheet::{
    self, seat_label, FinalResult, NotePart, PlayerScore, Row, ValueError, WinnerFacts,
};

/// How the deal moves between hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deal {
    /// The deal passes after every hand, a win by the dealer and a draw too (Zung Jung, MCR's
    /// way, American, Vietnamese).
    PassesEveryHand,
    /// Hong Kong Old Style's deal (docs/rules.md §7): the dealer keeps it after winning or
    /// after a wall game, and passes it only when another player wins; the game ends when the
    /// last dealer of the last wind round loses the deal.
    KeptOnDealerWinOrDraw,
}

impl Deal {
    /// Whether the dealer deals again after a hand won by `winner` (`None`: a wall game).
    pub fn kept(self, dealer: Seat, winner: Option<Seat>) -> bool {
        match self {
            Deal::PassesEveryHand => false,
            Deal::KeptOnDealerWinOrDraw => winner.is_none_or(|w| w == dealer),
        }
    }
}

/// A win as the settlement prices it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Win {
    pub winner: Seat,
    pub points: u32,
    /// Who discarded the winning tile; `None` for a self-drawn win.
    pub discarder: Option<Seat>,
}

/// How one style values and pays a win: the parameter of the shared game.
pub trait Settlement: fmt::Debug + Sync {
    /// The preset these rules belong to, named in refusals.
    fn ruleset(&self) -> &'static str;
    /// The points of a winner of the shared sheet with what it wrote for its style, or why its
    /// value is not one the style accepts (another style's value, a number no hand can be
    /// worth, another style's notes or bonuses).
    fn points(&self, winner: &sheet::Winner, written: WinnerFacts<'_>) -> Result<u32, ValueError>;
    /// The fewest points a win may have under this preset.
    fn minimum(&self) -> u32;
    /// Who deals after a hand: by default the deal passes after every hand, whatever
    /// happened; a style playing Hong Kong Old Style's deal says so (Chinese Classical,
    /// docs/rules.md §11).
    fn deal(&self) -> Deal {
        Deal::PassesEveryHand
    }
    /// What each seat pays the winner of `win` (the winner's own entry is 0).
    fn pays(&self, win: &Win) -> [u32; 4];
    /// How a winner's points were reached, where the style's sheet shows the sum (a value
    /// times its bonuses: "30 × 2 = 60"); `None` where the points are the value as written.
    fn worked(&self, _winner: &sheet::Winner, _written: WinnerFacts<'_>) -> Option<PointsWorth> {
        None
    }
    /// Settles the whole hand won as `win`, `dealer` dealing: `scores` are every player's hand
    /// as the sheet gives them, seat 0 first, which only a style scoring all four hands after a
    /// win has (Chinese Classical). By default each other seat pays the winner what
    /// [`Settlement::pays`] says, and scores are refused.
    fn settle_hand(
        &self,
        win: &Win,
        scores: &[PlayerScore],
        _dealer: Seat,
    ) -> Result<Settled, SettleError> {
        if !scores.is_empty() {
            return Err(SettleError::ScoresNotPlayed {
                ruleset: self.ruleset(),
            });
        }
        let pays = self.pays(win);
        let payments = SEATS
            .seats()
            .filter(|s| *s != win.winner)
            .map(|from| Payment {
                from,
                to: win.winner,
                amount: pays[from.index()],
            })
            .collect();
        Ok(Settled {
            payments,
            scores: Vec::new(),
        })
    }
    /// The words the sheet's notes use for a self-drawn win and a hand nobody won, as the
    /// style's own score sheet names them (American: "self-picks", "wall game").
    fn words(&self) -> HandWords {
        HandWords::Plain
    }
    /// What is paid after the hand's own payments for its dead-hand challenges (American,
    /// docs/rules.md §10), once the hand's facts are checked against the style's rules; a
    /// style without challenges refuses them (the default).
    fn after_hand(&self, hand: &Hand) -> Result<Vec<Transfer>, GameError> {
        match hand.challenges.is_empty() {
            true => Ok(Vec::new()),
            false => Err(TableError::NotPlayed {
                what: "a dead-hand challenge (`challenges`, American's)",
                ruleset: self.ruleset(),
            }
            .into()),
        }
    }
}

/// A style's words in the notes for how a hand ended without a discard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandWords {
    /// The styles whose forms say "self-draw" and "draw".
    Plain,
    /// The card players' "self-picks" and "wall game" (American).
    Card,
}

impl HandWords {
    /// How a self-drawn win is noted.
    fn self_drawn(self) -> WinBy {
        match self {
            HandWords::Plain => WinBy::SelfDraw,
            HandWords::Card => WinBy::SelfPick,
        }
    }

    /// The note of a hand nobody won.
    fn no_win(self) -> NotePart {
        match self {
            HandWords::Plain => NotePart::Draw,
            HandWords::Card => NotePart::WallGame,
        }
    }
}

/// A payment after a hand's own payments: a dead-hand challenge's stake (American), and
/// whether the hand challenged was found dead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transfer {
    pub payment: Payment,
    pub found_dead: bool,
}

/// Points one seat pays another: one payment of a settled hand, or a transfer after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Payment {
    pub from: Seat,
    pub to: Seat,
    pub amount: u32,
}

impl Payment {
    /// Moves the amount between the two seats' points of the hand.
    fn apply(&self, deltas: &mut [i32; 4]) {
        let paid = i32::try_from(self.amount).unwrap_or(i32::MAX);
        deltas[self.from.index()] = deltas[self.from.index()].saturating_sub(paid);
        deltas[self.to.index()] = deltas[self.to.index()].saturating_add(paid);
    }
}

/// A won hand settled: every payment, and what they were worked out from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settled {
    pub payments: Vec<Payment>,
    /// Each player's score as the note gives it, seat 0 first, where the style scores every
    /// hand ("32 × 2^1 = 64"); empty where the winner's points alone are paid.
    pub scores: Vec<HandScore>,
}

/// A winner and the points of the hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Winner {
    pub seat: Seat,
    pub points: u32,
    /// How the points were reached, as the notes show it ([`Settlement::worked`]).
    pub worked: Option<PointsWorth>,
    /// Every player's hand as the sheet gives it, seat 0 first, where the style scores all
    /// four after a win (Chinese Classical); empty otherwise. The settlement checks them.
    pub scores: Vec<PlayerScore>,
}

impl Winner {
    /// The points as the notes say them: "40 points", or the sum that reached them.
    fn worth(&self) -> PointsWorth {
        match &self.worked {
            Some(sum) => sum.clone(),
            None => PointsWorth::Points {
                points: self.points,
            },
        }
    }
}

/// What ended a hand.
pub type Outcome = fixed_seats::Outcome<Winner>;

/// One hand of the sheet: what every game at fixed seats records, and the dead-hand challenges
/// (American's; empty in the other styles of points, whose settlement refuses them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hand {
    pub outcome: Outcome,
    pub penalties: Vec<Penalty>,
    /// Seats that may not win this hand.
    pub dead: Vec<Seat>,
    pub challenges: Vec<sheet::Challenge>,
}

/// A hand that cannot happen under the rules; each message says what to fix.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    /// What every game at fixed seats refuses.
    #[error(transparent)]
    Table(#[from] TableError),
    /// The hand's payments cannot be settled (a player's score refused, scores where none
    /// belong), with the reason.
    #[error(transparent)]
    Settlement(#[from] SettleError),
    #[error("winner {}: {} is under the {minimum}-point minimum of {ruleset}; a hand worth less may not win", seat_label(.seat), PointsWord(*.points))]
    UnderMinimum {
        seat: Seat,
        points: u32,
        minimum: u32,
        ruleset: &'static str,
    },
    /// The style's own refusal of the hand's facts (American's: a dead player discarding the
    /// winning tile, a challenge made twice, …), kept as its own type so each page can word it.
    #[error(transparent)]
    Refused(StyleRefusal),
}

/// "1 point", "40 points".
pub struct PointsWord(pub u32);

impl fmt::Display for PointsWord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            1 => write!(f, "1 point"),
            n => write!(f, "{n} points"),
        }
    }
}

impl Hand {
    /// A hand of the shared score sheet as this game's hand, refusing with the reason what a
    /// points game does not play (riichi, tenpai and nagashi at a draw, abortive draws, chombo,
    /// false wins, a liable player, penalties paid to each player) and a value the settlement
    /// does not accept.
    pub fn from_sheet(
        hand: &sheet::Hand,
        settlement: &dyn Settlement,
        time_rule: TimeRule,
    ) -> Result<Hand, GameError> {
        let ruleset = settlement.ruleset();
        let unplayed = Unplayed {
            false_wins: Some("a false win (`false_wins`, MCR's)"),
            // The settlement's check of a winner reads or refuses them.
            bonuses: None,
            penalty: (PenaltyKind::PaidToEach, "a table penalty paid to each player (`each`); a penalty here is `points` taken from the player"),
        };
        refuse_unplayed(hand, time_rule, ruleset, unplayed)?;
        let won = matches!(
            hand.outcome,
            sheet::Outcome::Ron { .. } | sheet::Outcome::Tsumo { .. }
        );
        let scores = hand.facts.scores();
        if !won && !scores.is_empty() {
            return Err(SettleError::ScoresWithoutWin.into());
        }
        let winner = |index: usize, w: &sheet::Winner| -> Result<Winner, GameError> {
            if w.pao.is_some() {
                let what = "a liable player (`pao`)";
                return Err(TableError::NotPlayed { what, ruleset }.into());
            }
            Ok(Winner {
                seat: w.seat,
                points: settlement
                    .points(w, hand.facts.of_winner(index))
                    .map_err(TableError::Value)?,
                worked: settlement.worked(w, hand.facts.of_winner(index)),
                scores: scores.to_vec(),
            })
        };
        let chombo = "chombo: record a penalty taken from the player (`penalties`)";
        Ok(Hand {
            outcome: outcome_from_sheet(&hand.outcome, ruleset, AtADraw::Refused, chombo, winner)?,
            penalties: Penalty::taken(&hand.penalties),
            dead: hand.dead.clone(),
            challenges: hand.facts.challenges().to_vec(),
        })
    }
}

/// Why players' scores are refused on a hand no one won.
pub const NO_WIN_SCORED: &str = "a hand no one won is not scored: leave the players' `scores` out";

/// Why a hand's payments cannot be settled; each message says what to fix.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SettleError {
    /// Every player's hand scored, under a style that pays the winner's value alone.
    #[error("every player's hand scored (`scores`, Chinese Classical's) is not played under {ruleset}; the winner's value alone is paid")]
    ScoresNotPlayed { ruleset: &'static str },
    /// Players' scores on a hand no one won.
    #[error("{}", NO_WIN_SCORED)]
    ScoresWithoutWin,
    /// The style's own refusal of the scores, in its words (Chinese Classical's).
    #[error(transparent)]
    Style(StyleRefusal),
}

/// What a game of points adds to the shared game: the settlement.
#[derive(Debug, Clone)]
pub struct Points {
    settlement: &'static dyn Settlement,
}

impl fixed_seats::Style for Points {
    const SELF_DRAW: &'static str = "self-drawn";
    const NOTES_THE_END: bool = true;
}

/// A game in progress.
pub type Game = fixed_seats::Game<Points>;

impl Game {
    /// A new game before its first hand under `rules` (its wind rounds) paid by `settlement`,
    /// `names` in starting-seat order.
    pub fn new(rules: &Ruleset, settlement: &'static dyn Settlement, names: [&str; 4]) -> Game {
        Game::with_style(Points { settlement }, rules.wind_rounds, names)
    }

    /// How this game's wins are paid.
    pub fn settlement(&self) -> &'static dyn Settlement {
        self.style.settlement
    }

    /// The final result once the game is over.
    pub fn final_result(&self) -> Option<FinalResult> {
        self.is_over().then(|| final_result(self.points()))
    }

    /// Applies one hand; on error the game is unchanged.
    pub fn apply(&mut self, hand: &Hand) -> Result<&Row, GameError> {
        self.check_open()?;
        check_seats("dead", &hand.dead)?;
        for p in &hand.penalties {
            fixed_seats::check_seat("penalties", p.seat)?;
        }
        let settlement = self.style.settlement;
        let mut deltas = [0i32; 4];
        let mut notes = Vec::new();
        let dealer = self.round().dealer();
        // The seat paid for the hand (head bump settled), for who deals next.
        let paid_winner = self.settle_outcome(hand, dealer, &mut deltas, &mut notes)?;
        for Transfer {
            payment,
            found_dead,
        } in settlement.after_hand(hand)?
        {
            payment.apply(&mut deltas);
            notes.push(NotePart::ChallengePaid {
                payment: self.pays(&payment),
                found_dead,
            });
        }
        let taken = self.take_penalties(&hand.penalties, &mut deltas, &mut notes)?;
        let round = self.round();
        let kept = settlement.deal().kept(dealer, paid_winner);
        let ended = if kept { false } else { self.pass_deal() };
        Ok(self.record(Entry {
            round,
            dealer: round.dealer(),
            deltas,
            taken,
            notes,
            ended,
        }))
    }

    /// Settles the hand's outcome (a draw, a self-draw or a win off a discard) into `deltas`
    /// and `notes`; the seat paid as the winner, if any.
    fn settle_outcome(
        &self,
        hand: &Hand,
        dealer: Seat,
        deltas: &mut [i32; 4],
        notes: &mut Vec<NotePart>,
    ) -> Result<Option<Seat>, GameError> {
        let settlement = self.style.settlement;
        let may_win = |w: &Winner| -> Result<(), GameError> {
            may_win(w.seat, &hand.dead)?;
            if w.points < settlement.minimum() {
                return Err(GameError::UnderMinimum {
                    seat: w.seat,
                    points: w.points,
                    minimum: settlement.minimum(),
                    ruleset: settlement.ruleset(),
                });
            }
            Ok(())
        };
        let mut paid_winner = None;
        let collect = |win: Win, winner: &Winner, deltas: &mut [i32; 4]| {
            let settled = settlement.settle_hand(&win, &winner.scores, dealer)?;
            for p in &settled.payments {
                p.apply(deltas);
            }
            Ok::<_, GameError>(settled)
        };
        match &hand.outcome {
            Outcome::Draw => notes.push(settlement.words().no_win()),
            Outcome::Tsumo { winner } => {
                may_win(winner)?;
                let win = Win {
                    winner: winner.seat,
                    points: winner.points,
                    discarder: None,
                };
                let settled = collect(win, winner, deltas)?;
                paid_winner = Some(winner.seat);
                notes.push(self.win_part(&win, winner, settlement.words().self_drawn(), &settled));
            }
            Outcome::Ron { discarder, winners } => {
                // Head bump: the seats keep their places, so turn order is seat order.
                let turns_after = |s: Seat| s.turns_after(*discarder, SEATS);
                let winner =
                    Game::ron_winner(*discarder, winners, |w| w.seat, turns_after, may_win)?;
                let win = Win {
                    winner: winner.seat,
                    points: winner.points,
                    discarder: Some(*discarder),
                };
                let settled = collect(win, winner, deltas)?;
                paid_winner = Some(winner.seat);
                let by = WinBy::Discard {
                    discarder: self.name(*discarder).to_owned(),
                };
                notes.push(self.win_part(&win, winner, by, &settled));
                notes.extend(self.void_claims(winners.iter().map(|w| w.seat), winner.seat));
            }
        }
        Ok(paid_winner)
    }

    /// The note of a win: where every player's hand was scored, the scores and each payment,
    /// so a table can check them ("A self-draws; scores A 16, B 32 × 2^1 = 64, …: A pays B
    /// 64, …"); else what the winner's hand was worth and who paid it.
    fn win_part(&self, win: &Win, winner: &Winner, by: WinBy, settled: &Settled) -> NotePart {
        let name = self.name(winner.seat).to_owned();
        if settled.scores.is_empty() {
            return NotePart::PointsWin {
                winner: name,
                by,
                worth: winner.worth(),
                paid: self.who_pays(win, paid_to_winner(settled)),
            };
        }
        NotePart::ScoredWin {
            winner: name,
            by,
            scores: SEATS
                .seats()
                .zip(&settled.scores)
                .map(|(seat, score)| (self.name(seat).to_owned(), *score))
                .collect(),
            payments: settled.payments.iter().map(|p| self.pays(p)).collect(),
        }
    }

    /// A payment between two seats, with the players named.
    fn pays(&self, payment: &Payment) -> PlayerPays {
        PlayerPays {
            from: self.name(payment.from).to_owned(),
            to: self.name(payment.to).to_owned(),
            amount: payment.amount,
        }
    }

    /// "40 from each", or "70 from B, 25 from each other".
    fn who_pays(&self, win: &Win, pays: [u32; 4]) -> PointsPaid {
        let others: Vec<Seat> = SEATS
            .seats()
            .filter(|s| *s != win.winner && Some(*s) != win.discarder)
            .collect();
        let other_pays: Vec<u32> = others.iter().map(|s| pays[s.index()]).collect();
        let same = |list: &[u32]| list.windows(2).all(|w| w[0] == w[1]);
        match win.discarder {
            None if same(&other_pays) => PointsPaid::Each {
                each: other_pays[0],
            },
            Some(d) if same(&other_pays) && other_pays[0] == pays[d.index()] => PointsPaid::Each {
                each: other_pays[0],
            },
            Some(d) if same(&other_pays) => PointsPaid::DiscarderMore {
                discarder: self.name(d).to_owned(),
                from_discarder: pays[d.index()],
                from_each_other: other_pays[0],
            },
            _ => PointsPaid::Several {
                payers: SEATS
                    .seats()
                    .filter(|s| *s != win.winner)
                    .map(|s| (self.name(s).to_owned(), pays[s.index()]))
                    .collect(),
            },
        }
    }
}

/// What each seat paid the winner, from a settlement where only the winner is paid.
fn paid_to_winner(settled: &Settled) -> [u32; 4] {
    let mut pays = [0; 4];
    for p in &settled.payments {
        pays[p.from.index()] += p.amount;
    }
    pays
}

/// Points, ranks and score of a finished game: tied players share the better place, and the
/// score is the points.
pub fn final_result(points: [i32; 4]) -> FinalResult {
    let rank = points.map(|mine| points.iter().filter(|&&p| p > mine).count() as u8 + 1);
    FinalResult::scored_by_points(points.to_vec(), rank.to_vec())
}
