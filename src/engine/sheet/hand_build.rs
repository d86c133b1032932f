//! Building stored hands in code: a [`Winner`] of each kind of value and a [`Hand`] of each
//! outcome, with what a hand may carry added one by one (`with_riichi`, `with_penalties`, …),
//! as the tests, the command line and the web's forms write them. Apart from `hand.rs`, which
//! owns the stored shape, so that each file stays one concern.

use super::facts::{
    AmericanFacts, Bet, CardNotes, Challenge, ClassicalFacts, FalseWin, McrFacts, PlayerScore,
    RiichiFacts, StyleFacts, TagTeamFacts, WinnerNotes,
};
use super::hand::{Hand, HandValue, Outcome, TablePenalty, Winner};
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
            dead: Vec::new(),
            dealer_stops: false,
            time_up: false,
            penalties: Vec::new(),
            facts: StyleFacts::None,
        }
    }

    /// The same hand with `part` (one style family's facts) replacing that family's.
    pub fn with_facts(self, part: StyleFacts) -> Hand {
        Hand {
            facts: self.facts.with(part),
            ..self
        }
    }

    /// American's facts of this hand, changed by `change`.
    fn with_american(self, change: impl FnOnce(&mut AmericanFacts)) -> Hand {
        let mut american = self.facts.american_facts().cloned().unwrap_or_default();
        change(&mut american);
        self.with_facts(StyleFacts::American(american))
    }

    /// The same hand with the bettor's bet (American, a table of five).
    pub fn with_bet(self, bet: Bet) -> Hand {
        self.with_american(|a| a.bet = Some(bet))
    }

    /// The same hand with these dead-hand challenges (American).
    pub fn with_challenges(self, challenges: &[Challenge]) -> Hand {
        self.with_american(|a| a.challenges = challenges.to_vec())
    }

    /// The same hand with what the winner at `index` (in the outcome's list) wrote about the
    /// card's hand (American).
    pub fn with_card(self, index: usize, notes: CardNotes) -> Hand {
        self.with_american(|a| {
            if a.cards.len() <= index {
                a.cards.resize(index + 1, None);
            }
            a.cards[index] = (notes != CardNotes::default()).then(|| Box::new(notes));
            a.cards = super::facts::trimmed(std::mem::take(&mut a.cards), Option::is_none);
        })
    }

    /// The same hand with what the winner at `index` (in the outcome's list) wrote for its
    /// style besides its value.
    pub fn with_winner_notes(self, index: usize, notes: WinnerNotes) -> Hand {
        let bonuses: Vec<&str> = notes.bonuses.iter().map(String::as_str).collect();
        let conditions: Vec<&str> = notes.conditions.iter().map(String::as_str).collect();
        self.with_card(index, notes.card.unwrap_or_default())
            .with_bonuses(index, &bonuses)
            .with_conditions(index, &conditions)
    }

    /// The same hand with these condition yaku written by the winner at `index` (in the
    /// outcome's list; Clear Mahjong, a hand typed by han and fu).
    pub fn with_conditions(self, index: usize, conditions: &[&str]) -> Hand {
        let mut clear = self.facts.clear_facts().cloned().unwrap_or_default();
        clear.conditions = written_by_winner(clear.conditions, index, conditions);
        self.with_facts(StyleFacts::Clear(clear))
    }

    /// The same hand without Clear Mahjong's conditions: what riichi's replay, which Clear
    /// Mahjong plays with, reads.
    pub fn without_conditions(self) -> Hand {
        self.without_parts(|part| matches!(part, StyleFacts::Clear(_)))
    }

    /// The same hand saying who was seated at each seat when it ended (people 0–7, East
    /// first; Mangan Mahjong's tag-team form).
    pub fn with_seated(self, seated: [u8; 4]) -> Hand {
        self.with_facts(StyleFacts::TagTeam(TagTeamFacts {
            seated: seated.to_vec(),
        }))
    }

    /// The same hand without the tag-team seating: what Mangan's replay of a seat's hand
    /// reads, once the seated people are known.
    pub fn without_seated(self) -> Hand {
        self.without_parts(|part| matches!(part, StyleFacts::TagTeam(_)))
    }

    /// The same hand without the parts of its facts that `of_family` picks out (one style's
    /// family), every other part kept as written.
    fn without_parts(self, of_family: impl Fn(&StyleFacts) -> bool) -> Hand {
        let parts = self
            .facts
            .parts()
            .iter()
            .filter(|part| !of_family(part))
            .cloned()
            .collect::<Vec<_>>();
        Hand {
            facts: StyleFacts::of_parts(parts),
            ..self
        }
    }

    /// The same hand with these bonuses ticked by the winner at `index` (in the outcome's
    /// list; Vietnamese).
    pub fn with_bonuses(self, index: usize, bonuses: &[&str]) -> Hand {
        let mut vietnamese = self.facts.vietnamese_facts().cloned().unwrap_or_default();
        vietnamese.bonuses = written_by_winner(vietnamese.bonuses, index, bonuses);
        self.with_facts(StyleFacts::Vietnamese(vietnamese))
    }

    /// The first part of this hand only American plays, as another style names it when it
    /// refuses the hand: a dead-hand challenge, or a winner's note about the card's hand.
    pub fn american_only_part(&self) -> Option<&'static str> {
        self.facts.american_facts()?.first_card_part()
    }

    /// The same hand with every player's score (Chinese Classical).
    pub fn with_scores(self, scores: Vec<PlayerScore>) -> Hand {
        self.with_facts(StyleFacts::ChineseClassical(ClassicalFacts { scores }))
    }

    /// The same hand with these false wins (MCR).
    pub fn with_false_wins(self, false_wins: &[FalseWin]) -> Hand {
        self.with_facts(StyleFacts::Mcr(McrFacts {
            false_wins: false_wins.to_vec(),
        }))
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
        self.with_facts(StyleFacts::Riichi(RiichiFacts {
            riichi: riichi.to_vec(),
        }))
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

/// A style's words per winner (`per_winner`, in the outcome's list: Clear Mahjong's conditions,
/// Vietnamese bonuses) with the winner at `index` writing `words`, the winners before it
/// written nothing where they had no list, and the empty lists at the end left out as stored.
fn written_by_winner(
    mut per_winner: Vec<Vec<String>>,
    index: usize,
    words: &[&str],
) -> Vec<Vec<String>> {
    if per_winner.len() <= index {
        per_winner.resize(index + 1, Vec::new());
    }
    per_winner[index] = words.iter().map(|w| w.to_string()).collect();
    super::facts::trimmed(per_winner, Vec::is_empty)
}
