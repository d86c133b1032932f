//! Building stored hands in code: a [`Winner`] of each kind of value and a [`Hand`] of each
//! outcome, with what a hand may carry added one by one (`with_riichi`, `with_penalties`, …),
//! as the tests, the command line and the web's forms write them. Apart from `hand.rs`, which
//! owns the stored shape, so that each file stays one concern.

use super::hand::{
    Bet, Challenge, FalseWin, Hand, HandValue, Outcome, PlayerScore, TablePenalty, Winner,
};
use crate::engine::payment::Limit;
use crate::engine::seat::Seat;

impl Winner {
    /// A winner of this value, without a liable player or tiles.
    pub fn new(seat: Seat, value: HandValue) -> Winner {
        Winner {
            seat,
            value,
            pao: None,
            tiles: None,
            card: None,
            bonuses: Vec::new(),
        }
    }

    /// A han/fu win.
    pub fn han_fu(seat: Seat, han: u32, fu: u32) -> Winner {
        Winner::new(seat, HandValue::HanFu { han, fu: Some(fu) })
    }

    /// A win paid as a named limit below yakuman.
    pub fn limit(seat: Seat, limit: Limit) -> Winner {
        Winner::new(seat, HandValue::Limit(limit))
    }

    /// A Hong Kong Old Style win of `faan` faan.
    pub fn faan(seat: Seat, faan: u32) -> Winner {
        Winner::new(seat, HandValue::Faan(faan))
    }

    /// An MCR win of `fan` fan.
    pub fn fan(seat: Seat, fan: u32) -> Winner {
        Winner::new(seat, HandValue::Fan(fan))
    }

    /// A win typed as `points` points (Zung Jung and the other styles of typed points).
    pub fn points(seat: Seat, points: u32) -> Winner {
        Winner::new(seat, HandValue::Points(points))
    }

    /// A Hong Kong Old Style limit hand (`"limit": true`).
    pub fn hkos_limit(seat: Seat) -> Winner {
        Winner::new(seat, HandValue::HkosLimit)
    }

    /// A win of `count` yakuman.
    pub fn yakuman(seat: Seat, count: u32) -> Winner {
        Winner::new(seat, HandValue::Yakuman(count))
    }

    /// The same win with these bonuses ticked (Vietnamese).
    pub fn with_bonuses(self, bonuses: &[&str]) -> Winner {
        Winner {
            bonuses: bonuses.iter().map(|b| b.to_string()).collect(),
            ..self
        }
    }

    /// The same win with a liable player.
    pub fn with_pao(self, liable: Seat) -> Winner {
        Winner {
            pao: Some(liable),
            ..self
        }
    }
}

impl Hand {
    /// A hand with this outcome and nothing else.
    pub fn new(outcome: Outcome) -> Hand {
        Hand {
            outcome,
            riichi: Vec::new(),
            dead: Vec::new(),
            dealer_stops: false,
            time_up: false,
            penalties: Vec::new(),
            false_wins: Vec::new(),
            scores: Vec::new(),
            challenges: Vec::new(),
            bet: None,
        }
    }

    /// The same hand with the bettor's bet (American, a table of five).
    pub fn with_bet(self, bet: Bet) -> Hand {
        Hand {
            bet: Some(bet),
            ..self
        }
    }

    /// The same hand with these dead-hand challenges (American).
    pub fn with_challenges(self, challenges: &[Challenge]) -> Hand {
        Hand {
            challenges: challenges.to_vec(),
            ..self
        }
    }

    /// The first part of this hand only American plays, as another style names it when it
    /// refuses the hand: a dead-hand challenge, or a winner's note about the card's hand.
    pub fn american_only_part(&self) -> Option<&'static str> {
        if !self.challenges.is_empty() {
            return Some("a dead-hand challenge (`challenges`, American's)");
        }
        let winners: &[Winner] = match &self.outcome {
            Outcome::Ron { winners, .. } => winners,
            Outcome::Tsumo { winner } => std::slice::from_ref(winner),
            _ => &[],
        };
        winners
            .iter()
            .find_map(|w| w.card.as_ref()?.first_written())
    }

    /// The same hand with every player's score (Chinese Classical).
    pub fn with_scores(self, scores: Vec<PlayerScore>) -> Hand {
        Hand { scores, ..self }
    }

    /// The same hand with these false wins (MCR).
    pub fn with_false_wins(self, false_wins: &[FalseWin]) -> Hand {
        Hand {
            false_wins: false_wins.to_vec(),
            ..self
        }
    }

    /// The same hand with these table penalties (Hong Kong Old Style).
    pub fn with_penalties(self, penalties: &[TablePenalty]) -> Hand {
        Hand {
            penalties: penalties.to_vec(),
            ..self
        }
    }

    /// The same hand with these riichi declarations.
    pub fn with_riichi(self, riichi: &[Seat]) -> Hand {
        Hand {
            riichi: riichi.to_vec(),
            ..self
        }
    }

    /// The same hand with these dead hands.
    pub fn with_dead(self, dead: &[Seat]) -> Hand {
        Hand {
            dead: dead.to_vec(),
            ..self
        }
    }

    /// The same hand with the dealer calling agari-yame.
    pub fn dealer_stops(self) -> Hand {
        Hand {
            dealer_stops: true,
            ..self
        }
    }

    /// Ron by `winners` off `discarder`.
    pub fn ron(discarder: Seat, winners: Vec<Winner>) -> Hand {
        Hand::new(Outcome::Ron { discarder, winners })
    }

    /// Tsumo by `winner`.
    pub fn tsumo(winner: Winner) -> Hand {
        Hand::new(Outcome::Tsumo { winner })
    }

    /// Exhaustive draw with these tenpai seats.
    pub fn draw(tenpai: &[Seat]) -> Hand {
        Hand::new(Outcome::Draw {
            tenpai: tenpai.to_vec(),
            nagashi: Vec::new(),
        })
    }

    /// Exhaustive draw with tenpai seats and nagashi mangan seats.
    pub fn nagashi(tenpai: &[Seat], nagashi: &[Seat]) -> Hand {
        Hand::new(Outcome::Draw {
            tenpai: tenpai.to_vec(),
            nagashi: nagashi.to_vec(),
        })
    }

    /// Abortive draw.
    pub fn abortive() -> Hand {
        Hand::new(Outcome::Abortive {})
    }

    /// Chombo by `offender`.
    pub fn chombo(offender: Seat) -> Hand {
        Hand::new(Outcome::Chombo { offender })
    }
}
