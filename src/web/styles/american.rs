//! American's parts of the shared pages (docs/rules.md §10): on the score sheet a winner's card
//! value (chips for the common values, or typed), the card's mark (C or X), the hand's line,
//! and the jokerless and Singles and Pairs boxes; for each seat the players who challenged its
//! hand as dead and whether it was found dead, and a penalty taken; win on a discard,
//! self-pick or wall game. There are no tiles: the card is the League's and changes every
//! year, so the calculator scores no American hand and says so. The engine checks the value
//! and the notes (`engine::styles::american`) and settles the challenges; this module only
//! gathers the fields and puts the refusals in the players' words.

use super::pages::{Choices, SeatContext, SheetWords, StylePages};
use super::pages::{WinnerEntry, WinnerRead};
use crate::engine::game::{Challenge, Winner};
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::TableSize;
use crate::engine::sheet::{CardNotes, WinnerNotes};
use crate::web::hand_form::fields::{HandForm, HandFormError};
use crate::web::i18n::Words;
use askama::Template;

/// The card's values in one tap: the ones most hands print.
pub const AMERICAN_VALUES: Choices = &[
    ("25", "25"),
    ("30", "30"),
    ("35", "35"),
    ("40", "40"),
    ("45", "45"),
    ("50", "50"),
];

/// The rarer values.
pub const AMERICAN_MORE_VALUES: Choices = &[
    ("20", "20"),
    ("55", "55"),
    ("60", "60"),
    ("65", "65"),
    ("70", "70"),
    ("75", "75"),
];

/// The card's marks, as the sheet offers them, in the page's `words`.
fn marks(words: &Words) -> Vec<(&'static str, String)> {
    vec![
        ("", "—".to_string()),
        ("X", words.get("terms-american-exposed")),
        ("C", words.get("terms-american-concealed")),
    ]
}

/// How an American hand ends, in the card players' words.
const OUTCOMES: Choices = &[
    ("ron", "Win on a discard"),
    ("tsumo", "Self-pick"),
    ("draw", "Wall game"),
];

/// American's words and offers on the shared pages: no tiles, no liable player.
pub const AMERICAN_WORDS: SheetWords = SheetWords {
    outcomes: OUTCOMES,
    values: AMERICAN_VALUES,
    more_values: AMERICAN_MORE_VALUES,
    more_summary: "challenge, penalty",
    pao_label: "",
    // No tile fields: the card's hands are not scored from tiles.
    tiles_note: "",
    tiles_example: ("", ""),
    rinshan_label: "",
    chankan_label: "",
    riichi_family: false,
    chi_mode: None,
    won_by: ("Discard", "Self-pick"),
    every_round_wind: false,
    short_characters: false,
    has_red_fives: false,
};

#[derive(Template)]
#[template(path = "styles/american/sheet.html", block = "more")]
struct More<'a> {
    words: Words,
    i: usize,
    f: &'a crate::web::hand_form::fields::SeatFields,
    /// The other seats, who may have challenged this one: (index, the player's name in the
    /// hand on the form).
    others: Vec<(usize, &'a str)>,
}

#[derive(Template)]
#[template(path = "styles/american/sheet.html", block = "value_extras")]
struct ValueExtras<'a> {
    words: Words,
    i: usize,
    f: &'a crate::web::hand_form::fields::SeatFields,
    /// The card value shown typed: as typed, or a stored value no chip offers.
    typed: &'a str,
    marks: Vec<(&'static str, String)>,
}

pub struct American;

impl StylePages for American {
    fn words(&self) -> &SheetWords {
        &AMERICAN_WORDS
    }
    /// American hands are the card's, valued as printed: nothing to score from tiles.
    fn typed_only(&self) -> Option<&'static str> {
        Some("calculator-typed-american")
    }
    fn more(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        // By the players' names: the winds of the hand on the form turn with the deal, so a
        // wind of the first hand would name somebody else.
        let others = s
            .names
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != s.i)
            .map(|(j, name)| (j, name.as_str()))
            .collect();
        More {
            words: s.words,
            i: s.i,
            f: s.f,
            others,
        }
        .render()
    }
    fn value_extras(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        let typed = super::from_tiles::shown_typed(
            s.f,
            &s.f.points,
            [AMERICAN_VALUES, AMERICAN_MORE_VALUES],
        );
        ValueExtras {
            words: s.words,
            i: s.i,
            f: s.f,
            typed,
            marks: marks(&s.words),
        }
        .render()
    }

    /// The card value typed (or chosen on a chip); the engine checks it with the notes
    /// ([`StylePages::winner_notes`]).
    fn winner(&self, entry: WinnerEntry<'_>) -> WinnerRead {
        let fields = entry.fields();
        let name = entry.name.to_string();
        let given = super::from_tiles::given_value(fields, &fields.points)
            .ok_or_else(|| HandFormError::NoValue(name.clone()))?;
        let value = given
            .parse::<u32>()
            .map_err(|_| HandFormError::BadCardValue(name))?;
        Ok((Winner::points(entry.seat, value), None))
    }

    /// The notes about the card's hand as written; the engine checks them (a mark of C or X, no
    /// jokerless Singles and Pairs).
    fn winner_notes(&self, entry: WinnerEntry<'_>) -> Result<WinnerNotes, HandFormError> {
        let fields = entry.fields();
        let text = |t: &str| (!t.trim().is_empty()).then(|| t.trim().to_string());
        let notes = CardNotes {
            jokerless: fields.jokerless,
            singles_and_pairs: fields.singles_and_pairs,
            mark: text(&fields.mark),
            line: text(&fields.line),
        };
        Ok(WinnerNotes {
            card: (notes != CardNotes::default()).then_some(notes),
            bonuses: Vec::new(),
            ..WinnerNotes::default()
        })
    }

    /// A penalty is points taken from the seat, as in the other styles of points.
    fn typed_penalties(&self) -> bool {
        true
    }

    /// Each box "challenged as dead by" ticked on a seat is a challenge of that seat's hand,
    /// found dead or not as the seat's box says; "found dead" with nobody challenging is
    /// refused rather than dropped.
    fn challenges(
        &self,
        form: &HandForm,
        names: &[String],
    ) -> Result<Vec<Challenge>, HandFormError> {
        let seats = || TableSize::FOUR.seats().take(names.len());
        let mut found = Vec::new();
        for (challenged, name) in seats().zip(names) {
            let fields = &form.seats[challenged.index()];
            if fields.found_dead && !fields.challenged_by.contains(&true) {
                return Err(HandFormError::FoundDeadUnchallenged(name.clone()));
            }
            for challenger in seats().filter(|s| fields.challenged_by[s.index()]) {
                found.push(Challenge {
                    challenger,
                    challenged,
                    found_dead: fields.found_dead,
                });
            }
        }
        Ok(found)
    }

    fn rules_note(
        &self,
        _rules: &Ruleset,
        _t: Option<&crate::app::hands::TournamentRow>,
        words: &Words,
    ) -> Option<String> {
        Some(words.get("calculator-typed-american"))
    }
}
