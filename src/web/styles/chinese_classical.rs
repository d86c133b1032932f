//! Chinese Classical's parts of the shared pages (docs/rules.md §11): on the score sheet, after a
//! win, every seat's score side by side — points and doubles typed, the limit ticked, or entries
//! of the style's list picked with how many times the hand has each (a folded list per seat that
//! needs no script) — ron, self-pick or draw, and a penalty taken per seat; no riichi, fu, dora,
//! honba, chombo, liable player or tiles. The preview is the game's row: each player's score
//! worked out and who pays whom. The style has no calculator from tiles.
//!
//! The scores are checked and settled by the engine (`engine::styles::chinese_classical`); this
//! module only gathers the fields and names the player whose fields cannot be read.

use crate::web::i18n::Words;
use askama::Template;

use super::from_tiles;
use super::pages::{SeatContext, SheetWords, StylePages};
use super::pages::{WinnerEntry, WinnerRead};
use crate::engine::game::{HandValue, Winner};
use crate::engine::sheet::PlayerScore;
use crate::engine::styles::chinese_classical::list::{Worth, LIST};
use crate::engine::styles::chinese_classical::{self, score::score};
use crate::web::hand_form::fields::{HandForm, HandFormError, SeatFields, TableAt};
use crate::web::terms::chinese_classical as cc_terms;

/// One entry of the picker as a seat shows it.
struct PickEntry {
    id: &'static str,
    /// The entry in the page's words.
    name: String,
    /// "+4", "1 double", "limit".
    worth: String,
    /// The count as typed for this seat.
    count: String,
}

#[derive(Template)]
#[template(path = "styles/chinese_classical/sheet.html", block = "roles")]
struct Roles<'a> {
    words: Words,
    i: usize,
    f: &'a SeatFields,
    /// The list in its three parts, each (its name, its entries).
    sections: Vec<(String, Vec<PickEntry>)>,
}

#[derive(Template)]
#[template(path = "styles/chinese_classical/sheet.html", block = "more")]
struct More<'a> {
    words: Words,
    i: usize,
    f: &'a SeatFields,
}

/// Chinese Classical's words and offers on the shared pages: no value chips and no tiles (a
/// seat's score is typed or picked beside its roles).
pub const CC_WORDS: SheetWords = SheetWords {
    more_summary: "dead hand, penalty",
    won_by: ("Discard", "Self-pick"),
    chi_mode: None,
    ..from_tiles::TILES_STYLE_WORDS
};

pub struct ChineseClassical;

impl StylePages for ChineseClassical {
    fn words(&self) -> &SheetWords {
        &CC_WORDS
    }
    fn typed_only(&self) -> Option<&'static str> {
        Some("calculator-typed-chinese-classical")
    }
    fn roles(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        Roles {
            words: s.words,
            i: s.i,
            f: s.f,
            sections: sections(s.f, &s.words),
        }
        .render()
    }
    fn more(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        More {
            words: s.words,
            i: s.i,
            f: s.f,
        }
        .render()
    }

    /// A winner carries no value of its own: its score is its seat's entry in the scores.
    fn winner(&self, entry: WinnerEntry<'_>) -> WinnerRead {
        if entry.fields().tiles.is_given() {
            return Err(HandFormError::Tiles {
                name: entry.name.to_string(),
                message: "Chinese Classical hands are scored by their points and doubles, not from the tiles.".into(),
            });
        }
        Ok((
            Winner::new(entry.seat, HandValue::Unclear(Default::default())),
            None,
        ))
    }

    /// After a win, every seat's score: the limit ticked, entries picked, or points and
    /// doubles typed (doubles left empty are none). Nothing is read at a draw, whose score
    /// fields are hidden.
    /// Each score is checked under the game's preset here, so that a refusal names the
    /// player; the game checks them again when it settles the hand.
    fn scores(
        &self,
        form: &HandForm,
        names: &[String],
        table: Option<&TableAt<'_>>,
    ) -> Result<Vec<PlayerScore>, HandFormError> {
        if !matches!(form.outcome.as_str(), "ron" | "tsumo") {
            return Ok(Vec::new());
        }
        let preset = table.and_then(|t| chinese_classical::preset(t.rules.id));
        form.seats
            .iter()
            .zip(names)
            .map(|(f, name)| {
                let given = seat_score(f, name)?;
                if let Some(preset) = preset {
                    score(&given, f.win, preset).map_err(|e| HandFormError::Score {
                        name: name.to_string(),
                        message: format!("{e}."),
                    })?;
                }
                Ok(given)
            })
            .collect()
    }

    /// A penalty is points taken from the seat, typed as in MCR.
    fn typed_penalties(&self) -> bool {
        true
    }
}

/// One seat's score from its fields, or what the player must fix.
fn seat_score(f: &SeatFields, name: &str) -> Result<PlayerScore, HandFormError> {
    let problem = |message: &str| HandFormError::Score {
        name: name.to_string(),
        message: message.to_string(),
    };
    let typed = !f.points.is_empty() || !f.doubles.is_empty();
    let picked = !f.picks.is_empty();
    if [f.limit, typed, picked].into_iter().filter(|b| *b).count() > 1 {
        return Err(problem(
            "give the points and doubles, the limit, or the entries picked, only one of them.",
        ));
    }
    if f.limit {
        return Ok(PlayerScore::Limit);
    }
    if picked {
        let mut ids = Vec::new();
        for e in LIST {
            let Some((_, count)) = f.picks.iter().find(|(id, _)| id == e.id) else {
                continue;
            };
            let count: usize = count
                .parse()
                .map_err(|_| problem(&format!("how many times \"{}\": a whole number.", e.name)))?;
            ids.extend(std::iter::repeat_n(e.id.to_string(), count.min(99)));
        }
        return Ok(PlayerScore::Picks(ids));
    }
    if f.points.is_empty() {
        return Err(problem(
            "give the points and doubles (or the limit, or pick the entries of the list); a hand with nothing scores 0 points.",
        ));
    }
    let whole = |text: &str, what: &str| {
        text.parse::<i64>()
            .map_err(|_| problem(&format!("the {what} are a whole number.")))
    };
    let points = whole(&f.points, "points")?;
    let doubles = if f.doubles.is_empty() {
        0
    } else {
        whole(&f.doubles, "doubles")?
    };
    Ok(PlayerScore::Counted { points, doubles })
}

/// The list in its three parts for one seat, in the page's `words`, the entries counted for
/// the winner by themselves left out.
fn sections(f: &SeatFields, words: &Words) -> Vec<(String, Vec<PickEntry>)> {
    let part = |kind: Worth, keep: fn(Worth) -> bool| {
        let entries = LIST
            .iter()
            .filter(|e| !e.automatic && keep(e.worth))
            .map(|e| PickEntry {
                id: e.id,
                name: cc_terms::entry_name(words, e),
                worth: cc_terms::worth(words, e.worth),
                count: f
                    .picks
                    .iter()
                    .find(|(id, _)| id == e.id)
                    .map(|(_, c)| c.clone())
                    .unwrap_or_default(),
            })
            .collect();
        (cc_terms::section_name(words, kind), entries)
    };
    vec![
        part(Worth::Points(0), |w| matches!(w, Worth::Points(_))),
        part(Worth::Doubles(0), |w| matches!(w, Worth::Doubles(_))),
        part(Worth::Limit, |w| w == Worth::Limit),
    ]
}
