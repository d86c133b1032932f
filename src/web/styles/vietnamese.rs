//! Vietnamese parts of the shared pages (docs/rules.md §12): on the score sheet a winner's value
//! (chips for common values, or typed) and the bonuses that multiply it, each offered by name
//! with its multiplier (a king and queen pair counted up to four times), ron, self-draw or draw,
//! a penalty taken per seat, and no tiles, riichi, fu, honba, chombo or liable player. Hands
//! are not scored from tiles, so the style has no calculator. Which values and bonuses can be
//! is the engine's check (`engine::styles::vietnamese`), whose reason the form shows; this
//! module only gathers the fields.

use crate::web::i18n::Words;
use askama::Template;

use super::from_tiles;
use super::pages::{Choices, SeatContext, SheetWords, StylePages, WinnerEntry, WinnerRead};
use crate::engine::game::Winner;
use crate::engine::sheet::WinnerNotes;
use crate::engine::styles::vietnamese::BONUSES;
use crate::web::hand_form::fields::HandFormError;

/// Values in one tap: the values most hands reach.
pub const VIET_VALUES: Choices = &[
    ("10", "10"),
    ("20", "20"),
    ("30", "30"),
    ("40", "40"),
    ("50", "50"),
    ("60", "60"),
    ("80", "80"),
    ("100", "100"),
];

/// Rarer values.
pub const VIET_MORE_VALUES: Choices = &[
    ("120", "120"),
    ("150", "150"),
    ("200", "200"),
    ("300", "300"),
    ("500", "500"),
    ("1000", "1000"),
];

/// Vietnamese words and offers on the shared pages.
pub const VIET_WORDS: SheetWords = SheetWords {
    values: VIET_VALUES,
    more_values: VIET_MORE_VALUES,
    more_summary: "dead hand, penalty",
    ..from_tiles::TILES_STYLE_WORDS
};

/// One bonus as the sheet offers it to a seat.
struct BonusField {
    id: &'static str,
    /// The bonus in the page's words.
    name: String,
    multiplier: u32,
    max: u32,
    /// The count as sent ("" when not), shown again.
    count: String,
    /// The counts the menu offers (0 to the most a hand may have, and a count sent outside
    /// them, so that the form shows what it was sent).
    counts: Vec<String>,
}

#[derive(Template)]
#[template(path = "styles/vietnamese/sheet.html", block = "more")]
struct More<'a> {
    words: Words,
    i: usize,
    f: &'a crate::web::hand_form::fields::SeatFields,
}

#[derive(Template)]
#[template(path = "styles/vietnamese/sheet.html", block = "value_extras")]
struct ValueExtras<'a> {
    words: Words,
    i: usize,
    /// The value shown typed: as typed, or a stored value no chip offers.
    typed: &'a str,
    bonuses: Vec<BonusField>,
}

pub struct Vietnamese;

impl StylePages for Vietnamese {
    fn words(&self) -> &SheetWords {
        &VIET_WORDS
    }
    /// Hands are typed, never scored from tiles.
    fn typed_only(&self) -> Option<&'static str> {
        Some("calculator-typed-vietnamese")
    }
    fn more(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        More {
            words: s.words,
            i: s.i,
            f: s.f,
        }
        .render()
    }
    fn value_extras(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        let typed = from_tiles::shown_typed(s.f, &s.f.points, [VIET_VALUES, VIET_MORE_VALUES]);
        let bonuses = BONUSES
            .iter()
            .map(|b| {
                let count = sent_count(&s.f.bonuses, b.id).to_string();
                let mut counts: Vec<String> = (0..=b.max).map(|n| n.to_string()).collect();
                if !count.is_empty() && !counts.contains(&count) {
                    counts.push(count.clone());
                }
                BonusField {
                    id: b.id,
                    name: crate::web::terms::vietnamese::bonus_name(&s.words, b),
                    multiplier: b.multiplier,
                    max: b.max,
                    count,
                    counts,
                }
            })
            .collect();
        ValueExtras {
            words: s.words,
            i: s.i,
            typed,
            bonuses,
        }
        .render()
    }

    /// The value typed (or chosen on a chip) with the bonuses ticked, each id once per time;
    /// the engine refuses a value or a set of bonuses no hand has, with the rule's words.
    fn winner(&self, entry: WinnerEntry<'_>) -> WinnerRead {
        let fields = entry.fields();
        let name = entry.name.to_string();
        if fields.tiles.is_given() {
            return Err(HandFormError::NoTilesScoring(name));
        }
        let value = from_tiles::given_value(fields, &fields.points)
            .ok_or_else(|| HandFormError::NoValue(name.clone()))?
            .parse::<u32>()
            .map_err(|_| HandFormError::BadValuePoints(name.clone()))?;
        Ok((Winner::points(entry.seat, value), None))
    }

    /// The bonuses ticked, each as many times as it counts.
    fn winner_notes(&self, entry: WinnerEntry<'_>) -> Result<WinnerNotes, HandFormError> {
        let fields = entry.fields();
        let name = entry.name.to_string();
        // Stored in the sheet's order of the bonuses; an id the style does not have goes last,
        // for the engine to refuse by name.
        let mut sent: Vec<&(String, String)> = fields.bonuses.iter().collect();
        sent.sort_by_key(|(id, _)| {
            BONUSES
                .iter()
                .position(|b| b.id == id)
                .unwrap_or(BONUSES.len())
        });
        let mut bonuses = Vec::new();
        for (id, count) in sent {
            let times = match count.as_str() {
                "" => 0,
                text => text
                    .parse::<u32>()
                    .ok()
                    // More than any bonus may count is the engine's to refuse, with its rule;
                    // a count past this cannot be a slip of the menu.
                    .filter(|n| *n <= 99)
                    .ok_or_else(|| HandFormError::BadBonusCount(name.clone()))?,
            };
            bonuses.extend(std::iter::repeat_n(id.clone(), times as usize));
        }
        Ok(WinnerNotes {
            card: None,
            bonuses,
            ..WinnerNotes::default()
        })
    }

    /// A penalty is points taken from the seat, typed as in Zung Jung.
    fn typed_penalties(&self) -> bool {
        true
    }
}

/// How many times the bonus `id` was sent, as sent ("" when not).
fn sent_count<'a>(sent: &'a [(String, String)], id: &str) -> &'a str {
    sent.iter()
        .find(|(sent_id, _)| sent_id == id)
        .map_or("", |(_, count)| count.as_str())
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use crate::engine::seat::Seat;
    use crate::web::hand_form::fields::HandForm;

    fn entry_of(form: &HandForm) -> WinnerRead {
        Vietnamese.winner(WinnerEntry {
            form,
            seat: Seat::new(1),
            name: "Ben",
            table: None,
        })
    }

    fn notes_of(form: &HandForm) -> Result<WinnerNotes, HandFormError> {
        Vietnamese.winner_notes(WinnerEntry {
            form,
            seat: Seat::new(1),
            name: "Ben",
            table: None,
        })
    }

    fn form(pairs: &[(&str, &str)]) -> HandForm {
        let fields: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        HandForm::from_fields(&fields)
    }

    #[test]
    fn a_winner_reads_the_value_and_each_bonus_as_often_as_it_counts() {
        let f = form(&[
            ("win1", "1"),
            ("value1", "30"),
            ("bonus1-king-queen", "2"),
            ("bonus1-blue-jokers", "1"),
            ("bonus1-red-jokers", ""),
        ]);
        let (w, preview) = entry_of(&f).unwrap();
        assert!(preview.is_none());
        assert_eq!(w.value, crate::engine::sheet::HandValue::Points(30));
        let notes = notes_of(&f).unwrap();
        assert_eq!(notes.bonuses, ["king-queen", "king-queen", "blue-jokers"]);
        // The typed value wins over a chip.
        let f = form(&[("value1", "30"), ("points1", "45")]);
        assert_eq!(
            entry_of(&f).unwrap().0.value,
            crate::engine::sheet::HandValue::Points(45)
        );
    }

    #[test]
    fn a_value_or_count_that_is_no_number_is_refused_in_words() {
        let bad = entry_of(&form(&[("points1", "thirty")])).unwrap_err();
        assert_eq!(bad, HandFormError::BadValuePoints("Ben".into()));
        let none = entry_of(&form(&[])).unwrap_err();
        assert_eq!(none, HandFormError::NoValue("Ben".into()));
        let count = form(&[("points1", "30"), ("bonus1-king-queen", "two")]);
        assert!(entry_of(&count).is_ok());
        assert_eq!(
            notes_of(&count).unwrap_err(),
            HandFormError::BadBonusCount("Ben".into())
        );
        let tiles = entry_of(&form(&[("points1", "30"), ("hand1", "123m")]));
        assert_eq!(
            tiles.unwrap_err(),
            HandFormError::NoTilesScoring("Ben".into())
        );
    }

    #[test]
    fn the_sheet_offers_every_bonus_with_its_multiplier_and_keeps_what_was_sent() {
        let f = form(&[
            ("points1", "30"),
            ("bonus1-king-queen", "7"),
            ("bonus1-red-jokers", "1"),
        ]);
        let html = Vietnamese
            .value_extras(&SeatContext {
                i: 1,
                f: &f.seats[1],
                form: &f,
                names: &[],
                words: Words::default(),
            })
            .unwrap();
        for b in BONUSES {
            assert!(
                html.contains(&format!("name=\"bonus1-{}\"", b.id)),
                "{}",
                b.id
            );
        }
        assert!(html.contains("× 8"));
        assert!(
            html.contains("<option value=\"7\" selected>7</option>"),
            "{html}"
        );
        assert!(html.contains("name=\"bonus1-red-jokers\" value=\"1\" checked"));
        assert!(html.contains("value=\"30\""));
    }
}
