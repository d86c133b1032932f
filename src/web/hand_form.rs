//! The hand form of the score sheet: raw form fields in, an engine [`Hand`] out, and back again
//! so a refused form shows exactly what was typed.
//!
//! Field names, per starting seat `i` (0 = East): `win{i}`, `value{i}`, `fu{i}`, `pao{i}`,
//! `riichi{i}`, `tenpai{i}`, `nagashi{i}`, `dead{i}`; and `outcome`, `discarder`, `offender`,
//! `dealer_stops`. Checking what can happen is the engine's job; this only reads the shape.

use crate::engine::game::{Hand, Outcome, Seat, Winner};
use crate::engine::payment::Limit;
use std::collections::HashMap;

/// The value choices of the form: han counts, named limits and yakuman counts.
pub const VALUE_OPTIONS: &[(&str, &str)] = &[
    ("1", "1 han"),
    ("2", "2 han"),
    ("3", "3 han"),
    ("4", "4 han"),
    ("5", "5 han"),
    ("6", "6 han"),
    ("7", "7 han"),
    ("8", "8 han"),
    ("9", "9 han"),
    ("10", "10 han"),
    ("11", "11 han"),
    ("12", "12 han"),
    ("13", "13+ han (counted)"),
    ("mangan", "mangan"),
    ("haneman", "haneman"),
    ("baiman", "baiman"),
    ("sanbaiman", "sanbaiman"),
    ("y1", "yakuman"),
    ("y2", "double yakuman"),
    ("y3", "triple yakuman"),
];

pub const FU_OPTIONS: &[u32] = &[20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];

pub const OUTCOMES: &[(&str, &str)] = &[
    ("ron", "Ron"),
    ("tsumo", "Tsumo"),
    ("draw", "Draw"),
    ("abortive", "Abortive draw"),
    ("chombo", "Chombo"),
];

/// The form as typed (every field a string), which is also what the page shows again.
#[derive(Debug, Clone, Default)]
pub struct HandForm {
    pub outcome: String,
    pub discarder: String,
    pub offender: String,
    pub dealer_stops: bool,
    pub seats: [SeatFields; 4],
}

#[derive(Debug, Clone, Default)]
pub struct SeatFields {
    pub win: bool,
    pub value: String,
    pub fu: String,
    pub pao: String,
    pub riichi: bool,
    pub tenpai: bool,
    pub nagashi: bool,
    pub dead: bool,
}

/// What is wrong with the form's shape.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HandFormError {
    #[error("Choose what happened: ron, tsumo, draw, abortive draw or chombo.")]
    NoOutcome,
    #[error("Choose who discarded the winning tile.")]
    NoDiscarder,
    #[error("Tick the winner (or winners, on a ron).")]
    NoWinner,
    #[error("A tsumo has exactly one winner: tick only one.")]
    SeveralTsumoWinners,
    #[error("Choose the value of {0}'s hand.")]
    NoValue(String),
    #[error("Choose the fu of {0}'s hand (under 5 han the fu decides the payment).")]
    NoFu(String),
    #[error("Choose who committed the chombo.")]
    NoOffender,
    #[error("That value is not one of the choices.")]
    BadValue,
}

fn seat_of(text: &str) -> Option<Seat> {
    text.trim().parse::<Seat>().ok().filter(|s| *s < 4)
}

impl HandForm {
    /// Reads the posted fields (unchecked boxes are simply absent).
    pub fn from_fields(fields: &HashMap<String, String>) -> Self {
        let text = |name: &str| {
            fields
                .get(name)
                .map(|v| v.trim().to_string())
                .unwrap_or_default()
        };
        let flag = |name: String| fields.get(&name).is_some_and(|v| !v.is_empty());
        let seat = |i: usize| SeatFields {
            win: flag(format!("win{i}")),
            value: text(&format!("value{i}")),
            fu: text(&format!("fu{i}")),
            pao: text(&format!("pao{i}")),
            riichi: flag(format!("riichi{i}")),
            tenpai: flag(format!("tenpai{i}")),
            nagashi: flag(format!("nagashi{i}")),
            dead: flag(format!("dead{i}")),
        };
        Self {
            outcome: text("outcome"),
            discarder: text("discarder"),
            offender: text("offender"),
            dealer_stops: flag("dealer_stops".into()),
            seats: [seat(0), seat(1), seat(2), seat(3)],
        }
    }

    /// The form showing a stored hand, for editing it.
    pub fn from_hand(hand: &Hand) -> Self {
        let mut form = HandForm {
            dealer_stops: hand.dealer_stops,
            ..Default::default()
        };
        for &s in &hand.riichi {
            form.seats[s as usize % 4].riichi = true;
        }
        for &s in &hand.dead {
            form.seats[s as usize % 4].dead = true;
        }
        let set_winner = |form: &mut HandForm, w: &Winner| {
            let seat = &mut form.seats[w.seat as usize % 4];
            seat.win = true;
            seat.value = match (w.han, w.limit, w.yakuman) {
                (Some(han), _, _) => han.min(13).to_string(),
                (_, Some(limit), _) => limit.name().to_string(),
                (_, _, Some(count)) => format!("y{count}"),
                _ => String::new(),
            };
            seat.fu = w.fu.map(|f| f.to_string()).unwrap_or_default();
            seat.pao = w.pao.map(|p| p.to_string()).unwrap_or_default();
        };
        match &hand.outcome {
            Outcome::Ron { discarder, winners } => {
                form.outcome = "ron".into();
                form.discarder = discarder.to_string();
                for w in winners {
                    set_winner(&mut form, w);
                }
            }
            Outcome::Tsumo { winner } => {
                form.outcome = "tsumo".into();
                set_winner(&mut form, winner);
            }
            Outcome::Draw { tenpai, nagashi } => {
                form.outcome = "draw".into();
                for &s in tenpai {
                    form.seats[s as usize % 4].tenpai = true;
                }
                for &s in nagashi {
                    form.seats[s as usize % 4].nagashi = true;
                }
            }
            Outcome::Abortive {} => form.outcome = "abortive".into(),
            Outcome::Chombo { offender } => {
                form.outcome = "chombo".into();
                form.offender = offender.to_string();
            }
        }
        form
    }

    /// The hand the form describes; `names` name the seats in messages.
    pub fn to_hand(&self, names: &[String; 4]) -> Result<Hand, HandFormError> {
        let seats_where = |pick: fn(&SeatFields) -> bool| -> Vec<Seat> {
            (0..4u8)
                .filter(|&i| pick(&self.seats[i as usize]))
                .collect()
        };
        let winners = || -> Result<Vec<Winner>, HandFormError> {
            let mut winners = Vec::new();
            for (i, seat) in self.seats.iter().enumerate().filter(|(_, s)| s.win) {
                winners.push(self.winner(i as Seat, seat, &names[i])?);
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
                    return Err(HandFormError::SeveralTsumoWinners);
                }
                Outcome::Tsumo {
                    winner: all.remove(0),
                }
            }
            "draw" => Outcome::Draw {
                tenpai: seats_where(|s| s.tenpai),
                nagashi: seats_where(|s| s.nagashi),
            },
            "abortive" => Outcome::Abortive {},
            "chombo" => Outcome::Chombo {
                offender: seat_of(&self.offender).ok_or(HandFormError::NoOffender)?,
            },
            _ => return Err(HandFormError::NoOutcome),
        };
        Ok(Hand {
            outcome,
            riichi: seats_where(|s| s.riichi),
            dead: seats_where(|s| s.dead),
            dealer_stops: self.dealer_stops,
        })
    }

    fn winner(&self, seat: Seat, fields: &SeatFields, name: &str) -> Result<Winner, HandFormError> {
        let value = fields.value.as_str();
        let mut winner = if value.is_empty() {
            return Err(HandFormError::NoValue(name.to_string()));
        } else if let Some(count) = value.strip_prefix('y') {
            Winner::yakuman(seat, count.parse().map_err(|_| HandFormError::BadValue)?)
        } else if let Some(limit) = Limit::from_name(value) {
            Winner::limit(seat, limit)
        } else {
            let han: u32 = value.parse().map_err(|_| HandFormError::BadValue)?;
            let fu: Option<u32> = match fields.fu.as_str() {
                "" if han >= 5 => None,
                "" => return Err(HandFormError::NoFu(name.to_string())),
                text => Some(text.parse().map_err(|_| HandFormError::BadValue)?),
            };
            Winner {
                seat,
                han: Some(han),
                fu,
                limit: None,
                yakuman: None,
                pao: None,
            }
        };
        if let Some(liable) = seat_of(&fields.pao) {
            winner = winner.with_pao(liable);
        }
        Ok(winner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> [String; 4] {
        ["Aiko", "Ben", "Chloé", "Dev"].map(String::from)
    }

    fn fields(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn a_double_ron_with_riichi_reads_as_the_engine_hand() {
        let form = HandForm::from_fields(&fields(&[
            ("outcome", "ron"),
            ("discarder", "3"),
            ("win1", "1"),
            ("value1", "3"),
            ("fu1", "30"),
            ("win2", "1"),
            ("value2", "mangan"),
            ("riichi1", "1"),
            ("dead0", "1"),
        ]));
        let hand = form.to_hand(&names()).unwrap();
        let json = serde_json::to_value(&hand).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"outcome": "ron", "discarder": 3,
                "winners": [{"seat": 1, "han": 3, "fu": 30}, {"seat": 2, "limit": "mangan"}],
                "riichi": [1], "dead": [0]})
        );
        assert_eq!(HandForm::from_hand(&hand).to_hand(&names()).unwrap(), hand);
    }

    #[test]
    fn a_tsumo_yakuman_with_pao_and_a_draw_read_back_the_same() {
        let tsumo = HandForm::from_fields(&fields(&[
            ("outcome", "tsumo"),
            ("win3", "1"),
            ("value3", "y2"),
            ("pao3", "1"),
        ]));
        let hand = tsumo.to_hand(&names()).unwrap();
        assert_eq!(
            hand.outcome,
            Outcome::Tsumo {
                winner: Winner::yakuman(3, 2).with_pao(1)
            }
        );
        let draw = HandForm::from_fields(&fields(&[
            ("outcome", "draw"),
            ("tenpai0", "1"),
            ("tenpai2", "1"),
            ("nagashi1", "1"),
        ]));
        let hand = draw.to_hand(&names()).unwrap();
        assert_eq!(
            hand.outcome,
            Outcome::Draw {
                tenpai: vec![0, 2],
                nagashi: vec![1]
            }
        );
        assert_eq!(HandForm::from_hand(&hand).to_hand(&names()).unwrap(), hand);
    }

    #[test]
    fn missing_pieces_are_named_with_the_player() {
        let cases = [
            (vec![], HandFormError::NoOutcome),
            (
                vec![
                    ("outcome", "ron"),
                    ("win1", "1"),
                    ("value1", "2"),
                    ("fu1", "30"),
                ],
                HandFormError::NoDiscarder,
            ),
            (
                vec![("outcome", "ron"), ("discarder", "0")],
                HandFormError::NoWinner,
            ),
            (
                vec![("outcome", "tsumo"), ("win1", "1")],
                HandFormError::NoValue("Ben".into()),
            ),
            (
                vec![("outcome", "tsumo"), ("win1", "1"), ("value1", "2")],
                HandFormError::NoFu("Ben".into()),
            ),
            (
                vec![
                    ("outcome", "tsumo"),
                    ("win1", "1"),
                    ("value1", "2"),
                    ("fu1", "30"),
                    ("win2", "1"),
                    ("value2", "5"),
                ],
                HandFormError::SeveralTsumoWinners,
            ),
            (vec![("outcome", "chombo")], HandFormError::NoOffender),
        ];
        for (pairs, expected) in cases {
            assert_eq!(
                HandForm::from_fields(&fields(&pairs)).to_hand(&names()),
                Err(expected)
            );
        }
        // Five han or more needs no fu.
        let five = HandForm::from_fields(&fields(&[
            ("outcome", "tsumo"),
            ("win1", "1"),
            ("value1", "5"),
        ]));
        assert!(five.to_hand(&names()).is_ok());
    }
}
