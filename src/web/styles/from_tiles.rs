//! What the styles scored from a winner's tiles by their own engine share on the score sheet and
//! the calculator (MCR, Zung Jung): their common words, the situation boxes, the tiles read from
//! the form with each slip placed where it was typed, a typed value checked against the tiles,
//! the winner stored with its tiles and patterns, and the score card of the preview and the
//! calculator. Each style brings only its scorer (reached through a closure) and its words for
//! the value; the rules stay in the engine.

use super::pages::{CalcResult, Choices, SheetWords, WinnerEntry, WinnerRead};
use crate::engine::game::{Seat, WinTiles, Winner};
use crate::engine::hand::MeldLine;
use crate::engine::tiles::{parse_each, parse_one, NotationError};
use crate::web::calculator::form::CalcForm;
use crate::web::calculator::tiles::{Flags, TilesFields};
use crate::web::calculator::view::{HandTiles, ScoreView};
use crate::web::hand_form::fields::{HandForm, HandFormError, SeatFields, TableAt, TilesPreview};
use crate::web::i18n::Words;
use askama::Template;

/// Outcomes where a hand is won or drawn: no abortive draws, no chombo (a penalty, or a false
/// win, is recorded instead).
pub const WIN_OR_DRAW: Choices = &[
    ("ron", "Win by discard"),
    ("tsumo", "Self-draw"),
    ("draw", "Draw"),
];

/// The words these styles say alike; each style's constant fills in the blanks (its values,
/// notes and labels) with `..TILES_STYLE_WORDS` after them.
pub const TILES_STYLE_WORDS: SheetWords = SheetWords {
    outcomes: WIN_OR_DRAW,
    won_by: ("Discard", "Self-draw"),
    chi_mode: Some(crate::web::calculator::picker::ChowCall::Chow),
    riichi_family: false,
    every_round_wind: false,
    short_characters: false,
    has_red_fives: false,
    // The blanks.
    more_summary: "",
    tiles_note: "",
    pao_label: "",
    values: &[],
    more_values: &[],
    rinshan_label: "",
    chankan_label: "",
    tiles_example: ("", ""),
};

/// The situation boxes as ticked: one box each for the wall's last tile, a replacement tile
/// after a kong and a robbed kong, as every style has them.
#[derive(Debug, Clone, Copy, Default)]
pub struct Situation {
    pub tsumo: bool,
    pub last_tile: bool,
    pub replacement: bool,
    pub robbing: bool,
}

impl Situation {
    /// A winner's boxes on the score sheet; the win is a self-draw when the outcome says so.
    pub fn at_seat(form: &HandForm, fields: &SeatFields) -> Self {
        Situation {
            tsumo: form.outcome == "tsumo",
            last_tile: fields.flags.last_tile,
            replacement: fields.flags.rinshan,
            robbing: fields.flags.chankan,
        }
    }

    /// The calculator's boxes.
    pub fn on_calculator(form: &CalcForm) -> Self {
        Situation {
            tsumo: form.flags.tsumo,
            last_tile: form.flags.last_tile,
            replacement: form.flags.rinshan,
            robbing: form.flags.chankan,
        }
    }

    /// The two boxes that contradict how the hand was won, refused in the players' words
    /// before the scorer sees them.
    pub fn check(&self) -> Result<(), String> {
        if self.replacement && !self.tsumo {
            return Err("a replacement tile after a kong is drawn by the winner: choose self-draw, or robbing the kong for a win on another player's kong.".into());
        }
        if self.robbing && self.tsumo {
            return Err("robbing the kong is a win on another player's kong, not a self-draw: choose the win by discard, or the replacement tile.".into());
        }
        Ok(())
    }

    /// The names stored with the hand (as every style stores them), then `more` where ticked.
    pub fn names(&self, more: &[(bool, &str)]) -> Vec<String> {
        let mut names = Flags {
            tsumo: self.tsumo,
            last_tile: self.last_tile,
            rinshan: self.replacement,
            chankan: self.robbing,
            ..Flags::default()
        }
        .names();
        names.extend(
            more.iter()
                .filter(|(on, _)| *on)
                .map(|(_, name)| name.to_string()),
        );
        names
    }
}

/// The tiles as written on a form: the whole hand as one text (the meld tiles joined after the
/// concealed ones, as the engines' line readers take it) and the melds, each part's notation
/// checked alone first so that a slip is named where it was typed.
pub struct Written {
    pub hand: String,
    pub melds: Vec<MeldLine>,
}

impl Written {
    pub fn read(tiles: &TilesFields) -> Result<Self, String> {
        let (hand, melds) = tiles.written()?;
        for (i, meld) in melds.iter().enumerate() {
            parse_each(&meld.tiles, |_, _| {})
                .map_err(|e| notation(&format!("meld {}", i + 1), &e))?;
        }
        parse_each(&tiles.hand, |_, _| {}).map_err(|e| notation("the concealed tiles", &e))?;
        match parse_one(&tiles.win_tile) {
            Err(e) => Err(notation("the winning tile", &e)),
            Ok(None) => Err(win_tile_not_one(&tiles.win_tile)),
            Ok(Some(_)) => Ok(Written { hand, melds }),
        }
    }

    /// Each meld as a line reader's meld fields, made by `fields(kind, tiles)`.
    pub fn melds_as<'a, T>(&'a self, fields: impl Fn(&'a str, &'a str) -> T) -> Vec<T> {
        self.melds
            .iter()
            .map(|m| fields(m.kind.as_str(), m.tiles.as_str()))
            .collect()
    }
}

/// A notation slip in `place`, in the form's words.
pub fn notation(place: &str, error: &NotationError) -> String {
    format!(
        "{place} are not written right at character {}: {}. Write digits then their suit, like 123m456p11z.",
        error.position, error.reason
    )
}

/// A winning tile field holding more (or less) than one tile, in the form's words.
pub fn win_tile_not_one(text: &str) -> String {
    format!("the winning tile must be one tile, like 3m: \"{text}\".")
}

/// A hand scored from its tiles, as a style's scorer gives it back to the sheet.
pub struct TilesScore {
    /// What the hand is paid on (fan, points).
    pub value: u32,
    /// Each pattern's stored name with what it adds (its value times its count).
    pub patterns: Vec<(String, u32)>,
    /// The names of the situations that counted, as stored with the hand.
    pub flags: Vec<String>,
    /// Bonus tiles set aside, as stored (MCR counts them); empty where none.
    pub flowers: String,
    /// The score card of the preview.
    pub view: ScoreView,
}

/// How a style names and records its value: `unit(v)` says "12 fan" or "40 points", `noun`
/// names the typed field's value ("fan", "points"), and `winner(seat, v)` is the winner paid
/// `v`.
pub struct ValueWords {
    pub unit: fn(u32) -> String,
    pub noun: &'static str,
    pub winner: fn(Seat, u32) -> Winner,
}

/// A winner read from the sheet: the value typed (already read by the style, `None` when left
/// empty), or the tiles scored by `score` at the game's table, a value typed beside them having
/// to agree. Every refusal names the player and keeps the form as typed.
pub fn winner_from_tiles(
    entry: WinnerEntry<'_>,
    typed: Option<u32>,
    words: &ValueWords,
    score: impl FnOnce(&SeatFields, &TableAt<'_>, Situation) -> Result<TilesScore, String>,
) -> WinnerRead {
    let (form, seat, name) = (entry.form, entry.seat, entry.name);
    let fields = &form.seats[usize::from(seat)];
    if !fields.tiles.is_given() {
        let value = typed.ok_or_else(|| HandFormError::NoValue(name.to_string()))?;
        return Ok(((words.winner)(seat, value), None));
    }
    let refuse = |message: String| HandFormError::Tiles {
        name: name.to_string(),
        message,
    };
    let table = entry
        .table
        .ok_or_else(|| refuse("tiles cannot be scored here.".into()))?;
    let situation = Situation::at_seat(form, fields);
    situation.check().map_err(refuse)?;
    let scored = score(fields, table, situation).map_err(refuse)?;
    if let Some(typed) = typed.filter(|t| *t != scored.value) {
        return Err(refuse(format!(
            "the tiles score {} but {} is typed: correct the one that is wrong (or clear the typed {} to take the tiles' total).",
            (words.unit)(scored.value),
            (words.unit)(typed),
            words.noun,
        )));
    }
    let mut winner = (words.winner)(seat, scored.value);
    winner.tiles = Some(Box::new(WinTiles {
        concealed: fields.tiles.hand.clone(),
        win_tile: fields.tiles.win_tile.clone(),
        melds: fields.tiles.melds.clone(),
        flags: scored.flags,
        yaku: scored.patterns,
        flowers: scored.flowers,
        ..WinTiles::default()
    }));
    let preview = (
        name.to_string(),
        HandTiles::new(&fields.tiles, scored.view.words),
        scored.view,
    );
    Ok((winner, Some(preview)))
}

/// A hand's patterns, value and payments as the preview and the calculator show them:
/// `patterns` as (name, count, what they add), `value` and `limit` in words, and the payoff
/// where every style here has the same three amounts.
pub fn score_view(
    value: String,
    limit: String,
    patterns: impl Iterator<Item = (String, u32, String)>,
    pay: crate::web::calculator::view::Pay,
    tsumo: bool,
    words: Words,
) -> ScoreView {
    let yaku = patterns
        .map(|(name, count, adds)| {
            let label = match count {
                1 => name,
                n => format!("{name} ×{n}"),
            };
            (label, adds)
        })
        .collect();
    let (payments, total) = pay.lines(tsumo, false, &words);
    ScoreView {
        value,
        limit,
        yaku,
        fu_parts: Vec::new(),
        fu_note: String::new(),
        payments,
        total,
        total_note: String::new(),
        words,
    }
}

/// The score card of a hand scored pattern by pattern, classed for its style (`mcr`: the
/// `mcr-result` card with its `mcr-fans` table).
#[derive(Template)]
#[template(path = "calculator/patterns_score.html")]
struct PatternsCard<'a> {
    score: &'a ScoreView,
    style: &'a str,
    list: &'a str,
}

/// The cards of the winners scored from their tiles, under the sheet's hand form.
#[derive(Template)]
#[template(path = "calculator/tiles_preview.html")]
struct PreviewCards<'a> {
    scores: &'a [TilesPreview],
    style: &'a str,
    list: &'a str,
}

/// How a style's cards are classed: the card's class prefix and its pattern table's class.
#[derive(Clone, Copy)]
pub struct CardClass {
    pub style: &'static str,
    pub list: &'static str,
}

impl CardClass {
    /// The sheet's preview of the winners scored from their tiles.
    pub fn preview(self, scores: &[TilesPreview]) -> askama::Result<String> {
        PreviewCards {
            scores,
            style: self.style,
            list: self.list,
        }
        .render()
    }

    /// The calculator's result for the form's tiles: the situation boxes checked, then the
    /// card of what `score` finds with them, or why the hand cannot win.
    pub fn calculate(
        self,
        form: &CalcForm,
        score: impl FnOnce(Situation) -> Result<ScoreView, String>,
    ) -> CalcResult {
        let situation = Situation::on_calculator(form);
        match situation.check().and_then(|()| score(situation)) {
            Ok(score) => PatternsCard {
                score: &score,
                style: self.style,
                list: self.list,
            }
            .render()
            .map(Ok),
            Err(refusal) => Ok(Err(refusal)),
        }
    }
}

/// The value shown in a style's typed field: what was typed, else a stored value no chip
/// offers (so that editing a hand shows it).
pub fn shown_typed<'a>(fields: &'a SeatFields, typed: &'a str, chips: [Choices; 2]) -> &'a str {
    let on_a_chip = chips
        .iter()
        .flat_map(|c| c.iter())
        .any(|(v, _)| *v == fields.value);
    if !typed.is_empty() || on_a_chip {
        typed
    } else {
        &fields.value
    }
}

/// The value given for a winner: the typed field wins over a chip (it is what the table
/// counted); `None` when both are empty.
pub fn given_value<'a>(fields: &'a SeatFields, typed: &'a str) -> Option<&'a str> {
    let given: &str = if typed.is_empty() {
        &fields.value
    } else {
        typed
    };
    (!given.is_empty()).then_some(given)
}
