//! Riichi's parts of the shared pages, which sanma and Minefield play with too (told by
//! [`RiichiPages`]'s values what their sets lack; Minefield's are [`MINEFIELD`], Tenpai Race's
//! [`TENPAI_RACE`]): on the score
//! sheet the tenpai, riichi, chombo and nagashi chips, han values with their fu, dora indicators
//! and the score card of a hand entered as tiles; on the calculator dora and ura indicators,
//! riichi's situations, counters and sticks, and the yaku-and-fu result. The form's winners are
//! read here too: a typed han value with its fu, or tiles scored by the calculator's evaluator.
//! Scoring rules are the engine's; nothing here decides one.

use super::pages::{
    CalcContext, CalcInputs, Choices, SeatContext, SheetWords, StylePages, WinnerEntry, WinnerRead,
};
use crate::app::hands::TournamentRow;
use crate::engine::game::{HandValue, Seat, Winner};
use crate::engine::payment::Limit;
use crate::engine::ruleset::Ruleset;
use crate::web::calculator::form::CalcForm;
use crate::web::calculator::tiles::{Flags, Table, TilesFields};
use crate::web::calculator::view::{HandTiles, ScoreView};
use crate::web::hand_form::fields::{seat_of, HandForm, HandFormError, SeatFields, TilesPreview};
use crate::web::i18n::Words;
use askama::Template;

/// The values a thumb reaches in one tap: han counts up to 4 (where the fu then decide) and the
/// named limits. Everything rarer is under "more values" ([`MORE_VALUES`]).
pub const COMMON_VALUES: Choices = &[
    ("1", "1 han"),
    ("2", "2 han"),
    ("3", "3 han"),
    ("4", "4 han"),
    ("mangan", "mangan"),
    ("haneman", "haneman"),
    ("baiman", "baiman"),
    ("sanbaiman", "sanbaiman"),
    ("y1", "yakuman"),
];

/// Counted han from 5 up (the sheet keeps a value as it was declared) and multiple yakuman.
pub const MORE_VALUES: Choices = &[
    ("5", "5 han"),
    ("6", "6 han"),
    ("7", "7 han"),
    ("8", "8 han"),
    ("9", "9 han"),
    ("10", "10 han"),
    ("11", "11 han"),
    ("12", "12 han"),
    ("13", "13+ han (counted)"),
    ("y2", "double yakuman"),
    ("y3", "triple yakuman"),
];

pub const FU_OPTIONS: &[u32] = &[20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];

pub const OUTCOMES: Choices = &[
    ("ron", "Ron"),
    ("tsumo", "Tsumo"),
    ("draw", "Draw"),
    ("abortive", "Abortive draw"),
    ("chombo", "Chombo"),
];

/// Riichi's parts, with what a variant of the family (sanma) changes given as values.
pub struct RiichiPages {
    /// A winner's North tiles set aside (nuki dora) are asked for.
    pub nuki: bool,
    /// The sheet asks for no riichi, tenpai or nagashi: every player is in riichi from the
    /// start and tenpai at a draw, without a deposit (Minefield, docs/rules.md §13), or no
    /// deposit is put down and no hand is shown at a draw (Tenpai Race, §14).
    pub always_riichi: bool,
    /// The message saying why hands are typed and never scored from their tiles, where they are
    /// not (Tenpai Race); `None` for riichi and sanma, whose calculator scores tiles.
    pub typed_only: Option<&'static str>,
    /// Riichi is declared for its yaku alone, without a stake, and nagashi mangan is not
    /// scored (Mangan Mahjong, docs/rules.md §15): the riichi chip says so and the sheet asks
    /// for no nagashi.
    pub stakeless: bool,
    /// The message of what the calculator says about the payments it shows, where the style
    /// pays otherwise than riichi's table (Mangan Mahjong).
    pub payments_note: Option<&'static str>,
    /// What the sheet and calculator say and offer (a set without 2m–8m has its own example
    /// and no chi).
    pub words: SheetWords,
}

/// Riichi's words and offers on the shared pages.
pub const RIICHI_WORDS: SheetWords = SheetWords {
    outcomes: OUTCOMES,
    values: COMMON_VALUES,
    more_values: MORE_VALUES,
    more_summary: "more",
    pao_label: "Liable for the yakuman (pao)",
    tiles_note: "When tiles are given they decide the value (the value and fu above are then ignored). Winds and counters come from the sheet; riichi is the chip above.",
    tiles_example: ("123m456p789s2233z", "3m"),
    rinshan_label: "rinshan",
    chankan_label: "chankan",
    riichi_family: true,
    chi_mode: Some(crate::web::calculator::picker::ChowCall::Chi),
    won_by: ("Ron", "Tsumo"),
    every_round_wind: false,
    short_characters: false,
    has_red_fives: true,
};

pub const RIICHI: RiichiPages = RiichiPages {
    nuki: false,
    always_riichi: false,
    typed_only: None,
    stakeless: false,
    payments_note: None,
    words: RIICHI_WORDS,
};

/// How a Minefield hand ends (docs/rules.md §13): no tile is drawn, so no tsumo, and no
/// abortive draw.
const MINEFIELD_OUTCOMES: Choices = &[("ron", "Ron"), ("draw", "Draw"), ("chombo", "Chombo")];

/// A Minefield win's values in one tap: riichi's from 3 han (mangan at 60 fu with kiriage) up.
const MINEFIELD_VALUES: Choices = COMMON_VALUES.split_at(2).1;

/// Minefield's parts (docs/rules.md §13): riichi's at a table of two. Both players are always
/// in riichi and tenpai, so the sheet asks for neither, nor for nagashi or a liable player (no
/// tile is called). A hand is typed or scored from its tiles, at the engine's table of two (the
/// second player's seat wind West, no round wind, riichi always counted). Here beside riichi's rather than
/// in a file of its own, so that no new file joins the circle of the style parts.
pub const MINEFIELD: RiichiPages = RiichiPages {
    nuki: false,
    always_riichi: true,
    typed_only: None,
    stakeless: false,
    payments_note: None,
    words: SheetWords {
        outcomes: MINEFIELD_OUTCOMES,
        values: MINEFIELD_VALUES,
        pao_label: "",
        tiles_note: "",
        chi_mode: None,
        has_red_fives: false,
        ..RIICHI_WORDS
    },
};

/// How a Tenpai Race hand ends (docs/rules.md §14): a Stage A draw, or in Stage B the
/// attacker's tsumo or the defender finding the wait, stored as a ron won by the defender on
/// the attacker, whose hand is the value; no abortive draw.
const TENPAI_RACE_OUTCOMES: Choices = &[
    ("tsumo", "Attacker's tsumo"),
    (
        "ron",
        "Wait found (the defender wins, the attacker dealt in; the value is the attacker's hand)",
    ),
    ("draw", "Draw in Stage A"),
    ("chombo", "Chombo"),
];

/// Tenpai Race's parts (docs/rules.md §14): riichi's at a table of two, with the counters
/// column. No riichi deposit, no tenpai shown at a draw and no nagashi, so the sheet asks for
/// none of them, nor for a liable player; values are typed ([`TYPED_ONLY`]).
///
/// [`TYPED_ONLY`]: crate::engine::styles::tenpai_race::TYPED_ONLY
pub const TENPAI_RACE: RiichiPages = RiichiPages {
    nuki: false,
    always_riichi: true,
    typed_only: Some("calculator-typed-tenpai-race"),
    stakeless: false,
    payments_note: None,
    words: SheetWords {
        outcomes: TENPAI_RACE_OUTCOMES,
        pao_label: "",
        tiles_note: "",
        has_red_fives: false,
        ..RIICHI_WORDS
    },
};

#[derive(Template)]
#[template(path = "styles/riichi/sheet.html", block = "roles")]
struct Roles<'a> {
    words: Words,
    i: usize,
    f: &'a SeatFields,
    form: &'a HandForm,
    always_riichi: bool,
    stakeless: bool,
}

#[derive(Template)]
#[template(path = "styles/riichi/sheet.html", block = "more")]
struct More<'a> {
    words: Words,
    i: usize,
    f: &'a SeatFields,
    always_riichi: bool,
    stakeless: bool,
}

#[derive(Template)]
#[template(path = "styles/riichi/sheet.html", block = "value_extras")]
struct ValueExtras<'a> {
    words: Words,
    i: usize,
    f: &'a SeatFields,
    nuki: bool,
    fus: &'static [u32],
}

#[derive(Template)]
#[template(path = "styles/riichi/sheet.html", block = "tiles_extras")]
struct TilesExtras<'a> {
    words: Words,
    i: usize,
    f: &'a SeatFields,
    nuki: bool,
}

#[derive(Template)]
#[template(path = "styles/riichi/sheet.html", block = "checks")]
struct Checks<'a> {
    words: Words,
    i: usize,
    f: &'a SeatFields,
}

#[derive(Template)]
#[template(path = "styles/riichi/sheet.html", block = "table_fields")]
struct TableFields<'a> {
    words: Words,
    form: &'a HandForm,
    red_fives: bool,
}

#[derive(Template)]
#[template(path = "styles/riichi/sheet.html", block = "preview")]
struct Preview<'a> {
    scores: &'a [TilesPreview],
}

#[derive(Template)]
#[template(path = "styles/riichi/calculator.html", block = "picker_modes")]
struct CalcPickerModes {
    words: Words,
}

#[derive(Template)]
#[template(path = "styles/riichi/calculator.html", block = "typed")]
struct CalcTyped<'a> {
    form: &'a CalcForm,
    words: Words,
}

#[derive(Template)]
#[template(path = "styles/riichi/calculator.html", block = "extras")]
struct CalcExtras<'a> {
    form: &'a CalcForm,
    nuki: bool,
    words: Words,
}

#[derive(Template)]
#[template(path = "styles/riichi/calculator.html", block = "checks")]
struct CalcChecks<'a> {
    form: &'a CalcForm,
    words: Words,
}

#[derive(Template)]
#[template(path = "styles/riichi/calculator.html", block = "situation")]
struct CalcSituation<'a> {
    form: &'a CalcForm,
    words: Words,
}

/// A score card: yaku, fu and payments.
#[derive(Template)]
#[template(path = "styles/riichi/score.html")]
struct ScoreCard<'a> {
    score: &'a ScoreView,
}

impl StylePages for RiichiPages {
    fn words(&self) -> &SheetWords {
        &self.words
    }
    fn typed_only(&self) -> Option<&'static str> {
        self.typed_only
    }
    fn roles(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        Roles {
            words: s.words,
            i: s.i,
            f: s.f,
            form: s.form,
            always_riichi: self.always_riichi,
            stakeless: self.stakeless,
        }
        .render()
    }
    fn more(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        More {
            words: s.words,
            i: s.i,
            f: s.f,
            always_riichi: self.always_riichi,
            stakeless: self.stakeless,
        }
        .render()
    }
    fn value_extras(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        ValueExtras {
            words: s.words,
            i: s.i,
            f: s.f,
            nuki: self.nuki,
            fus: FU_OPTIONS,
        }
        .render()
    }
    fn tiles_extras(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        TilesExtras {
            words: s.words,
            i: s.i,
            f: s.f,
            nuki: self.nuki,
        }
        .render()
    }
    fn checks(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        Checks {
            words: s.words,
            i: s.i,
            f: s.f,
        }
        .render()
    }
    fn table_fields(
        &self,
        form: &HandForm,
        red_fives: bool,
        words: Words,
    ) -> askama::Result<String> {
        // The dora indicators serve only a hand entered as tiles.
        if self.typed_only.is_some() {
            return Ok(String::new());
        }
        TableFields {
            words,
            form,
            red_fives,
        }
        .render()
    }
    fn preview(&self, scores: &[TilesPreview]) -> askama::Result<String> {
        Preview { scores }.render()
    }
    fn rules_note(
        &self,
        _rules: &Ruleset,
        _tournament: Option<&TournamentRow>,
        words: &Words,
    ) -> Option<String> {
        self.payments_note.map(|message| words.get(message))
    }

    fn winner(&self, entry: WinnerEntry<'_>) -> WinnerRead {
        let fields = entry.fields();
        if fields.tiles.is_given() {
            let (winner, preview) = scored_winner(&entry)?;
            Ok((winner, Some(preview)))
        } else {
            Ok((typed_winner(entry.seat, fields, entry.name)?, None))
        }
    }

    fn calculator_inputs(&self, calc: &CalcContext<'_>) -> askama::Result<CalcInputs> {
        let (form, words) = (calc.form, calc.words);
        Ok(CalcInputs {
            picker_modes: CalcPickerModes { words }.render()?,
            typed: CalcTyped { form, words }.render()?,
            extras: CalcExtras {
                form,
                nuki: self.nuki,
                words,
            }
            .render()?,
            checks: CalcChecks { form, words }.render()?,
            situation: CalcSituation { form, words }.render()?,
        })
    }
    fn calculator_result(
        &self,
        calc: &CalcContext<'_>,
        table: &Table,
        rules: &Ruleset,
    ) -> askama::Result<Result<String, String>> {
        match calc.form.riichi_score(table, rules, calc.words) {
            Ok(score) => ScoreCard { score: &score }.render().map(Ok),
            Err(refusal) => Ok(Err(refusal)),
        }
    }
}

/// A winner whose value the tiles decide, scored at `table` with the hand's dora and the
/// riichi declared on the form.
fn scored_winner(entry: &WinnerEntry<'_>) -> Result<(Winner, TilesPreview), HandFormError> {
    let WinnerEntry {
        form, seat, name, ..
    } = *entry;
    let fields = entry.fields();
    let refuse = |message: String| HandFormError::Tiles {
        name: name.to_string(),
        message,
    };
    let table = entry.table.ok_or_else(|| entry.no_table())?;
    let tsumo = form.outcome == "tsumo";
    let flags = Flags {
        tsumo,
        riichi: fields.riichi,
        ..fields.flags
    };
    let tiles = TilesFields {
        dora: form.dora.clone(),
        ura: form.ura.clone(),
        ..fields.tiles.clone()
    };
    let declared = form.seats.iter().filter(|s| s.riichi).count() as u32;
    let at = table.seen_from(seat, table.honba, table.deposits + declared);
    let score = tiles
        .evaluate(&flags, &at, table.rules)
        .map_err(|e| match e.is_no_yaku() {
            true => HandFormError::NoYaku(name.to_string()),
            false => refuse(e.message()),
        })?;
    let mut winner = if score.yakuman > 0 {
        Winner::yakuman(seat, score.yakuman)
    } else if score.han >= 5 {
        // From 5 han the fu change nothing, and the sheet stores a value as it is declared.
        Winner::new(
            seat,
            HandValue::HanFu {
                han: score.han,
                fu: None,
            },
        )
    } else {
        Winner::han_fu(seat, score.han, score.fu)
    };
    if let Some(liable) = seat_of(&fields.pao) {
        winner = winner.with_pao(liable);
    }
    winner.tiles = Some(Box::new(tiles.to_stored(&flags, &score)));
    // The preview reads in the form's reader's words.
    let view = ScoreView::new(&score, tsumo, at.seat_wind == "E", &at, table.words);
    let preview = (name.to_string(), HandTiles::new(&tiles, table.words), view);
    Ok((winner, preview))
}

/// A winner with a typed value: han with their fu (from 5 han none is needed), a named
/// limit or a count of yakuman.
fn typed_winner(seat: Seat, fields: &SeatFields, name: &str) -> Result<Winner, HandFormError> {
    let value = fields.value.as_str();
    let mut winner = if value.is_empty() {
        return Err(HandFormError::NoValue(name.to_string()));
    } else if let Some(count) = value.strip_prefix('y') {
        Winner::yakuman(seat, count.parse().map_err(|_| HandFormError::BadValue)?)
    } else if let Some(limit) = Limit::from_name(value) {
        Winner::limit(seat, limit)
    } else {
        // A counted hand has at most a few dozen han; anything larger is a typing slip.
        let han: u32 = value
            .parse()
            .ok()
            .filter(|han| (1..=99).contains(han))
            .ok_or(HandFormError::BadValue)?;
        let fu: Option<u32> = match fields.fu.as_str() {
            "" if han >= 5 => None,
            "" => return Err(HandFormError::NoFu(name.to_string())),
            text => Some(text.parse().map_err(|_| HandFormError::BadValue)?),
        };
        Winner::new(seat, HandValue::HanFu { han, fu })
    };
    if let Some(liable) = seat_of(&fields.pao) {
        winner = winner.with_pao(liable);
    }
    Ok(winner)
}
