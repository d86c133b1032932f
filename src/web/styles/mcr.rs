//! MCR's parts of the shared pages (docs/rules.md §8): on the score sheet a typed fan per
//! winner (8 and up, chips for the common values) or the winner's tiles with their flowers and
//! situations, ron, self-draw or draw, a false win and a penalty taken per seat, and no riichi,
//! fu, dora, honba or chombo; on the calculator the same tiles, flowers, situations and winds.
//! Tiles are read by the engine's MCR line reader (`engine::styles::mcr::line`), so a form and
//! a `tenbou score` line are refused for the same reasons, and scored by its scorer; this
//! module only gathers the fields and puts the refusals in the players' words.

use super::{
    each_seat, CalcContext, CalcInputs, Choices, SeatContext, SheetWords, StylePages, WinnerEntry,
    WinnerRead,
};
use crate::engine::game::{FalseWin, FalseWinKind, TablePenalty, WinTiles, Winner};
use crate::engine::ruleset::Ruleset;
use crate::engine::styles::mcr::line::{
    read_hand, BadNotation, InvalidHand, McrHandFields, McrLineError, McrMeldFields, MAX_FLOWERS,
    MINIMUM_FAN,
};
use crate::engine::styles::mcr::scoring::{payments, score, McrRefusal, McrScore};
use crate::engine::tiles::{parse_each, NotationError};
use crate::web::calculator::{
    BonusChip, CalcForm, Flags, HandTiles, ScoreView, Table, TilesFields,
};
use crate::web::hand_form::{HandForm, HandFormError, SeatFields, TilesPreview};
use askama::Template;

/// Values in one tap: the minimum and the fan totals hands most often reach.
pub const MCR_VALUES: Choices = &[
    ("8", "8 fan"),
    ("9", "9"),
    ("10", "10"),
    ("12", "12"),
    ("16", "16"),
    ("24", "24"),
];

/// Rarer totals: the big single fan and what hands reach with them.
pub const MCR_MORE_VALUES: Choices = &[
    ("32", "32 fan"),
    ("48", "48 fan"),
    ("64", "64 fan"),
    ("88", "88 fan"),
];

/// Outcomes: no abortive draws, no chombo (a false win is recorded as such).
pub const MCR_OUTCOMES: Choices = &[
    ("ron", "Win by discard"),
    ("tsumo", "Self-draw"),
    ("draw", "Draw"),
];

/// The false wins of docs/rules.md §8 as the form offers them: (field value, label).
pub const MCR_FALSE_WINS: Choices = &[
    ("", "none"),
    ("under_minimum", "under 8 fan: 10 to each"),
    ("not_winning", "not a winning hand: 20 to each"),
];

#[derive(Template)]
#[template(path = "styles/mcr/sheet.html", block = "more")]
struct More<'a> {
    i: usize,
    f: &'a SeatFields,
    false_wins: Choices,
}

#[derive(Template)]
#[template(path = "styles/mcr/sheet.html", block = "value_extras")]
struct ValueExtras<'a> {
    i: usize,
    /// The fan shown typed: as typed, or a stored value no chip offers.
    typed: &'a str,
}

#[derive(Template)]
#[template(path = "styles/mcr/sheet.html", block = "tiles_extras")]
struct TilesExtras<'a> {
    i: usize,
    f: &'a SeatFields,
}

#[derive(Template)]
#[template(path = "styles/mcr/sheet.html", block = "checks")]
struct Checks<'a> {
    i: usize,
    f: &'a SeatFields,
}

#[derive(Template)]
#[template(path = "styles/mcr/sheet.html", block = "preview")]
struct Preview<'a> {
    scores: &'a [TilesPreview],
}

#[derive(Template)]
#[template(path = "styles/mcr/calculator.html", block = "extras")]
struct CalcExtras<'a> {
    chips: &'a [BonusChip],
}

#[derive(Template)]
#[template(path = "styles/mcr/calculator.html", block = "checks")]
struct CalcChecks<'a> {
    form: &'a CalcForm,
}

/// The result: each fan with its count, the total and the payments.
#[derive(Template)]
#[template(path = "styles/mcr/score.html")]
struct ScoreCard<'a> {
    score: &'a ScoreView,
}

/// MCR's words and offers on the shared pages.
pub const MCR_WORDS: SheetWords = SheetWords {
    outcomes: MCR_OUTCOMES,
    values: MCR_VALUES,
    more_values: MCR_MORE_VALUES,
    more_summary: "dead hand, false win, penalty",
    pao_label: "",
    tiles_note: "When tiles are given they decide the fan; a fan typed as well must agree with them. Seat and prevalent wind come from the game.",
    tiles_example: ("123m456p789s11122z", "2z"),
    rinshan_label: "off a replacement tile",
    chankan_label: "robbing the kong",
    riichi_family: false,
    chi_mode: Some("Chow"),
    won_by: ("Discard", "Self-draw"),
    every_round_wind: false,
    short_characters: false,
    has_red_fives: false,
};

pub struct Mcr;

impl StylePages for Mcr {
    fn words(&self) -> &SheetWords {
        &MCR_WORDS
    }
    fn more(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        More {
            i: s.i,
            f: s.f,
            false_wins: MCR_FALSE_WINS,
        }
        .render()
    }
    fn value_extras(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        let on_a_chip = MCR_VALUES
            .iter()
            .chain(MCR_MORE_VALUES)
            .any(|(v, _)| *v == s.f.value);
        let typed = if !s.f.fan.is_empty() || on_a_chip {
            &s.f.fan
        } else {
            &s.f.value
        };
        ValueExtras { i: s.i, typed }.render()
    }
    fn tiles_extras(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        TilesExtras { i: s.i, f: s.f }.render()
    }
    fn checks(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        Checks { i: s.i, f: s.f }.render()
    }
    fn preview(&self, scores: &[TilesPreview]) -> askama::Result<String> {
        Preview { scores }.render()
    }

    /// A typed fan, or the tiles scored at the game's table (a typed fan beside them must
    /// agree); the engine refuses a typed fan under 8 with the rule's words.
    fn winner(&self, entry: WinnerEntry<'_>) -> WinnerRead {
        let WinnerEntry {
            form,
            seat,
            name,
            table,
        } = entry;
        let fields = &form.seats[usize::from(seat)];
        let typed = typed_fan(fields, name)?;
        if !fields.tiles.is_given() {
            let fan = typed.ok_or_else(|| HandFormError::NoValue(name.to_string()))?;
            return Ok((Winner::fan(seat, fan), None));
        }
        let refuse = |message: String| HandFormError::Tiles {
            name: name.to_string(),
            message,
        };
        let table = table.ok_or_else(|| refuse("tiles cannot be scored here.".into()))?;
        let tsumo = form.outcome == "tsumo";
        let situation = Situation {
            tsumo,
            last_tile: fields.flags.last_tile,
            replacement: fields.flags.rinshan,
            robbing: fields.flags.chankan,
            fourth_tile: fields.fourth_tile,
        };
        let flowers = flower_count(&fields.flowers).map_err(refuse)?;
        let scored = score_tiles(
            &fields.tiles,
            flowers,
            &situation,
            table.wind_letter_of(seat),
            table.round_wind,
        )
        .map_err(refuse)?;
        if let Some(typed) = typed.filter(|t| *t != scored.total) {
            return Err(refuse(format!(
                "the tiles score {} fan but {typed} fan is typed: correct the one that is wrong (or clear the typed fan to take the tiles' total).",
                scored.total
            )));
        }
        let mut winner = Winner::fan(seat, scored.total);
        let mut flags = Flags {
            tsumo,
            last_tile: situation.last_tile,
            rinshan: situation.replacement,
            chankan: situation.robbing,
            ..Flags::default()
        }
        .names();
        if situation.fourth_tile {
            flags.push("fourth_tile".to_string());
        }
        winner.tiles = Some(Box::new(WinTiles {
            concealed: fields.tiles.hand.clone(),
            win_tile: fields.tiles.win_tile.clone(),
            melds: fields.tiles.melds.clone(),
            flags,
            // Each fan kind with the fan it adds (its value times its count).
            yaku: scored
                .fans
                .iter()
                .map(|f| (f.fan.name().to_string(), f.fan.value() * f.count))
                .collect(),
            // MCR counts its bonus tiles: stored as the count typed.
            flowers: if flowers > 0 {
                flowers.to_string()
            } else {
                String::new()
            },
            ..WinTiles::default()
        }));
        let preview = (
            name.to_string(),
            HandTiles::new(&fields.tiles),
            score_view(&scored, tsumo),
        );
        Ok((winner, Some(preview)))
    }
    /// Points taken from a seat, typed.
    fn penalties(
        &self,
        form: &HandForm,
        names: &[String],
    ) -> Result<Vec<TablePenalty>, HandFormError> {
        each_seat(form, names, |seat, fields, name| {
            if fields.penalty.is_empty() {
                return Ok(None);
            }
            let points = fields
                .penalty
                .parse::<u32>()
                .ok()
                .filter(|p| (1..=9999).contains(p))
                .ok_or_else(|| HandFormError::BadPenaltyPoints(name.clone()))?;
            Ok(Some(TablePenalty::taken(seat, points)))
        })
    }
    fn false_wins(
        &self,
        form: &HandForm,
        names: &[String],
    ) -> Result<Vec<FalseWin>, HandFormError> {
        each_seat(form, names, |seat, fields, _| {
            let kind = match fields.false_win.as_str() {
                "" => return Ok(None),
                "under_minimum" => FalseWinKind::UnderMinimum,
                "not_winning" => FalseWinKind::NotWinning,
                _ => return Err(HandFormError::BadFalseWin),
            };
            Ok(Some(FalseWin { seat, kind }))
        })
    }

    fn calculator_inputs(&self, calc: &CalcContext<'_>) -> askama::Result<CalcInputs> {
        Ok(CalcInputs {
            extras: CalcExtras { chips: calc.chips }.render()?,
            checks: CalcChecks { form: calc.form }.render()?,
            ..CalcInputs::default()
        })
    }
    /// The tiles with the flower and season chips ticked (each one flower in MCR's count), the
    /// situation boxes and the winds chosen.
    fn calculator_result(
        &self,
        calc: &CalcContext<'_>,
        table: &Table,
        _rules: &Ruleset,
    ) -> askama::Result<Result<String, String>> {
        let form = calc.form;
        let situation = Situation {
            tsumo: form.flags.tsumo,
            last_tile: form.flags.last_tile,
            replacement: form.flags.rinshan,
            robbing: form.flags.chankan,
            fourth_tile: form.fourth_tile,
        };
        let flowers = calc.chips.iter().filter(|c| c.held).count() as i64;
        let scored = score_tiles(
            &form.tiles,
            flowers,
            &situation,
            table.seat_wind,
            table.round_wind,
        );
        match scored {
            Ok(scored) => ScoreCard {
                score: &score_view(&scored, form.flags.tsumo),
            }
            .render()
            .map(Ok),
            Err(refusal) => Ok(Err(refusal)),
        }
    }
}

/// The fan typed for a winner, if any: the typed field wins over a chip (it is what the table
/// counted).
fn typed_fan(fields: &SeatFields, name: &str) -> Result<Option<u32>, HandFormError> {
    let given = if fields.fan.is_empty() {
        &fields.value
    } else {
        &fields.fan
    };
    match given.as_str() {
        "" => Ok(None),
        // The highest hand is far below 400 fan: anything past it is a typing slip.
        text => text
            .parse::<u32>()
            .ok()
            .filter(|f| *f <= 400)
            .map(Some)
            .ok_or_else(|| HandFormError::BadFan(name.to_string())),
    }
}

/// The flowers typed for a winner: a count, 0 when left empty. The range is the engine's to
/// check, so a count past 8 is refused with its words.
fn flower_count(text: &str) -> Result<i64, String> {
    if text.is_empty() {
        return Ok(0);
    }
    text.parse::<i64>().map_err(|_| {
        format!(
            "give the flowers and seasons set aside as a count, 0 to {MAX_FLOWERS}: \"{text}\"."
        )
    })
}

/// The situation boxes as ticked. One box each for a replacement tile and a robbed kong, as the
/// other styles have them; MCR scores both as its kong situation, by self-draw or discard.
struct Situation {
    tsumo: bool,
    last_tile: bool,
    replacement: bool,
    robbing: bool,
    fourth_tile: bool,
}

/// Scores written tiles with `flowers` bonus tiles in `situation`, the seat and prevalent
/// winds given by letter: the engine's reading of the best total, or why the hand is refused,
/// in the players' words.
fn score_tiles(
    tiles: &TilesFields,
    flowers: i64,
    situation: &Situation,
    seat_wind: &str,
    round_wind: &str,
) -> Result<McrScore, String> {
    if situation.replacement && !situation.tsumo {
        return Err("a replacement tile after a kong is drawn by the winner: choose self-draw, or robbing the kong for a win on another player's kong.".into());
    }
    if situation.robbing && situation.tsumo {
        return Err("robbing the kong is a win on another player's kong, not a self-draw: choose the win by discard, or the replacement tile.".into());
    }
    let (hand, melds) = tiles.written()?;
    // Each meld is read alone first so that a slip is placed in the meld where it was typed.
    for (i, meld) in melds.iter().enumerate() {
        parse_each(&meld.tiles, |_, _| {}).map_err(|e| notation(&format!("meld {}", i + 1), &e))?;
    }
    let meld_fields: Vec<McrMeldFields<'_>> = melds
        .iter()
        .map(|m| McrMeldFields {
            kind: &m.kind,
            tiles: &m.tiles,
        })
        .collect();
    let fields = McrHandFields {
        hand: &hand,
        win_tile: &tiles.win_tile,
        melds: &meld_fields,
        flowers,
        tsumo: situation.tsumo,
        last_tile: situation.last_tile,
        kong: situation.replacement || situation.robbing,
        fourth_tile: situation.fourth_tile,
        seat_wind,
        round_wind,
    };
    let hand = read_hand(&fields).map_err(|e| line_words(&e))?;
    score(&hand).map_err(|refusal| match refusal {
        McrRefusal::NotWinningShape => "not a winning hand: the tiles make no four sets and a pair, seven pairs, thirteen orphans, honours and knitted tiles or knitted straight.".to_string(),
        McrRefusal::UnderMinimum(fan) => format!(
            "under the minimum: {fan} fan, {MINIMUM_FAN} needed (flowers do not count toward it)."
        ),
    })
}

/// A notation slip in `place`, in the form's words.
fn notation(place: &str, error: &NotationError) -> String {
    format!(
        "{place} are not written right at character {}: {}. Write digits then their suit, like 123m456p11z.",
        error.position, error.reason
    )
}

/// The line reader's refusal in the form's words: fields named as the form names them.
fn line_words(error: &McrLineError) -> String {
    match error {
        // The melds were read on their own first: a slip in the joined text is a concealed one.
        McrLineError::BadNotation(BadNotation::Hand(e)) => notation("the concealed tiles", e),
        McrLineError::BadNotation(BadNotation::WinTile(e)) => notation("the winning tile", e),
        McrLineError::BadNotation(BadNotation::WinTileNotOne(text)) => {
            format!("the winning tile must be one tile, like 3m: \"{text}\".")
        }
        McrLineError::BadNotation(BadNotation::MeldTiles { index, error }) => {
            notation(&format!("meld {}", index + 1), error)
        }
        McrLineError::BadNotation(other) => other.to_string(),
        McrLineError::InvalidHand(invalid) => match invalid {
            InvalidHand::TooManyCopies { tile, count } => {
                format!("{count} copies of {tile}: there are only 4 of each tile.")
            }
            InvalidHand::Flowers(n) => format!(
                "{n} flowers: a player sets aside 0 to {MAX_FLOWERS} (four flowers, four seasons)."
            ),
            InvalidHand::TooManyMelds(n) => format!("{n} melds: a hand has at most 4."),
            InvalidHand::MeldShape {
                index,
                kind,
                tiles,
                shape,
            } => format!("meld {} ({kind} {tiles}) is not {shape}.", index + 1),
            InvalidHand::TileCount { found, expected } => format!(
                "{found} tiles with the melds, {expected} expected (14, plus one for each kong)."
            ),
            InvalidHand::WinTileNotConcealed(tile) => {
                format!("the winning tile {tile} is not among the concealed tiles.")
            }
            other => other.to_string(),
        },
    }
}

/// A scored hand as the sheet's preview and the calculator show it: each fan kind with its
/// count and the fan it adds, the total, and who pays what on this win.
fn score_view(scored: &McrScore, tsumo: bool) -> ScoreView {
    let yaku = scored
        .fans
        .iter()
        .map(|f| {
            let label = match f.count {
                1 => f.fan.english_name().to_string(),
                n => format!("{} ×{n}", f.fan.english_name()),
            };
            (label, format!("{} fan", f.fan.value() * f.count))
        })
        .collect();
    let pay = payments(scored.total);
    let (lines, total) = if tsumo {
        (
            vec![format!("Each player pays {}", pay.self_pick_each)],
            3 * pay.self_pick_each,
        )
    } else {
        (
            vec![
                format!("The discarder pays {}", pay.discarder),
                format!("Each other player pays {}", pay.others_each),
            ],
            pay.discarder + 2 * pay.others_each,
        )
    };
    ScoreView {
        value: format!("{} fan", scored.total),
        limit: String::new(),
        yaku,
        fu_parts: Vec::new(),
        fu_note: String::new(),
        payments: lines,
        total,
        total_note: String::new(),
    }
}
