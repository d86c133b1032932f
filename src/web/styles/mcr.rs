//! MCR's parts of the shared pages (docs/rules.md §8): on the score sheet a typed fan per
//! winner (8 and up, chips for the common values) or the winner's tiles with their flowers and
//! situations, ron, self-draw or draw, a false win and a penalty taken per seat, and no riichi,
//! fu, dora, honba or chombo; on the calculator the same tiles, flowers, situations and winds.
//! Tiles are read by the engine's MCR line reader (`engine::styles::mcr::line`), so a form and
//! a `tenbou score` line are refused for the same reasons, and scored by its scorer; this
//! module only gathers the fields and puts the refusals in the players' words.

use super::from_tiles::{
    given_value, notation, score_view, shown_typed, win_tile_not_one, winner_from_tiles, CardClass,
    Situation, TilesScore, ValueWords, Written, TILES_STYLE_WORDS,
};
use super::pages::{
    CalcContext, CalcInputs, CalcResult, Choices, SeatContext, SheetWords, StylePages, WinnerEntry,
    WinnerRead,
};
use super::seats::each_seat;
use crate::engine::game::{FalseWin, FalseWinKind, Winner};
use crate::engine::ruleset::Ruleset;
use crate::engine::styles::mcr::line::{
    read_hand, BadNotation, InvalidHand, McrHandFields, McrLineError, McrMeldFields, MAX_FLOWERS,
    MINIMUM_FAN,
};
use crate::engine::styles::mcr::scoring::{payments, score, McrRefusal, McrScore};
use crate::engine::tiles::WrittenTiles;
use crate::web::calculator::form::CalcForm;
use crate::web::calculator::hkos::BonusChip;
use crate::web::calculator::tiles::{Table, TilesFields};
use crate::web::calculator::view::{Pay, ScoreView};
use crate::web::hand_form::fields::{HandForm, HandFormError, SeatFields, TilesPreview};
use crate::web::i18n::Words;
use crate::web::terms::mcr::fan_name;
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

/// The false wins of docs/rules.md §8 as the form offers them: (field value, label).
pub const MCR_FALSE_WINS: Choices = &[
    ("", "none"),
    ("under_minimum", "under 8 fan: 10 to each"),
    ("not_winning", "not a winning hand: 20 to each"),
];

/// How the sheet records a win declared under the minimum, as riichi's no-yaku refusal points to
/// chombo: the false win of docs/rules.md §8, in the form's words.
pub const UNDER_MINIMUM_HOW: &str = "A win declared under 8 fan is a false win: untick \u{201c}wins\u{201d}, record what happened afterwards as the hand's outcome, and under \u{201c}dead hand, false win, penalty\u{201d} choose \u{201c}under 8 fan: 10 to each\u{201d} for this player.";

#[derive(Template)]
#[template(path = "styles/mcr/sheet.html", block = "more")]
struct More<'a> {
    words: Words,
    i: usize,
    f: &'a SeatFields,
    false_wins: Choices,
}

#[derive(Template)]
#[template(path = "styles/mcr/sheet.html", block = "value_extras")]
struct ValueExtras<'a> {
    words: Words,
    i: usize,
    /// The fan shown typed: as typed, or a stored value no chip offers.
    typed: &'a str,
}

#[derive(Template)]
#[template(path = "styles/mcr/sheet.html", block = "tiles_extras")]
struct TilesExtras<'a> {
    words: Words,
    i: usize,
    f: &'a SeatFields,
}

#[derive(Template)]
#[template(path = "styles/mcr/sheet.html", block = "checks")]
struct Checks<'a> {
    words: Words,
    i: usize,
    f: &'a SeatFields,
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

/// MCR's score cards: `mcr-result`, fans in an `mcr-fans` table.
const CARD: CardClass = CardClass {
    style: "mcr",
    list: "mcr-fans",
};

/// A fan total in words, and the winner paid it.
const FAN: ValueWords = ValueWords {
    unit: |fan| format!("{fan} fan"),
    noun: "fan",
    winner: Winner::fan,
};

/// MCR's words and offers on the shared pages.
pub const MCR_WORDS: SheetWords = SheetWords {
    values: MCR_VALUES,
    more_values: MCR_MORE_VALUES,
    more_summary: "dead hand, false win, penalty",
    pao_label: "",
    tiles_note: "When tiles are given they decide the fan; a fan typed as well must agree with them. Seat and prevalent wind come from the game.",
    tiles_example: ("123m456p789s11122z", "2z"),
    rinshan_label: "off a replacement tile",
    chankan_label: "robbing the kong",
    ..TILES_STYLE_WORDS
};

pub struct Mcr;

impl StylePages for Mcr {
    fn words(&self) -> &SheetWords {
        &MCR_WORDS
    }
    fn value_extras(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        let typed = shown_typed(s.f, &s.f.fan, [MCR_VALUES, MCR_MORE_VALUES]);
        ValueExtras {
            words: s.words,
            i: s.i,
            typed,
        }
        .render()
    }
    fn tiles_extras(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        TilesExtras {
            words: s.words,
            i: s.i,
            f: s.f,
        }
        .render()
    }
    /// The seat's false win and penalty, folded.
    fn more(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        let false_wins = MCR_FALSE_WINS;
        More {
            words: s.words,
            i: s.i,
            f: s.f,
            false_wins,
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
    fn preview(&self, scores: &[TilesPreview]) -> askama::Result<String> {
        CARD.preview(scores)
    }

    /// A typed fan, or the tiles scored at the game's table (a typed fan beside them must
    /// agree); the engine refuses a typed fan under 8 with the rule's words.
    fn winner(&self, entry: WinnerEntry<'_>) -> WinnerRead {
        let fields = &entry.form.seats[usize::from(entry.seat)];
        let typed = typed_fan(fields, entry.name)?;
        winner_from_tiles(entry, typed, &FAN, |fields, table, situation| {
            let flowers = flower_count(&fields.flowers)?;
            let seat_wind = table.wind_letter_of(entry.seat);
            let scored = score_tiles(
                &fields.tiles,
                flowers,
                &situation,
                fields.fourth_tile,
                seat_wind,
                table.round_wind,
            )?;
            let mut flags = situation.names(&[]);
            if fields.fourth_tile {
                flags.push("fourth_tile".to_string());
            }
            Ok(TilesScore {
                value: scored.total,
                // Each fan kind with the fan it adds (its value times its count).
                patterns: scored
                    .fans
                    .iter()
                    .map(|f| (f.fan.name().to_string(), f.fan.value() * f.count))
                    .collect(),
                flags,
                // MCR counts its bonus tiles: stored as the count typed.
                flowers: if flowers > 0 {
                    flowers.to_string()
                } else {
                    String::new()
                },
                view: mcr_view(&scored, situation.tsumo, table.words),
            })
        })
    }
    /// Points taken from a seat, typed.
    fn typed_penalties(&self) -> bool {
        true
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
    fn calculator_result(&self, calc: &CalcContext<'_>, at: &Table, _: &Ruleset) -> CalcResult {
        let form = calc.form;
        let flowers = calc.chips.iter().filter(|c| c.held).count() as i64;
        CARD.calculate(form, |situation| {
            let scored = score_tiles(
                &form.tiles,
                flowers,
                &situation,
                form.fourth_tile,
                at.seat_wind,
                at.round_wind,
            )?;
            Ok(mcr_view(&scored, situation.tsumo, calc.words))
        })
    }
}

/// The fan typed for a winner, if any: the typed field wins over a chip (it is what the table
/// counted).
fn typed_fan(fields: &SeatFields, name: &str) -> Result<Option<u32>, HandFormError> {
    match given_value(fields, &fields.fan) {
        None => Ok(None),
        // The highest hand is far below 400 fan: anything past it is a typing slip.
        Some(text) => text
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

/// Scores written tiles with `flowers` bonus tiles in `situation` (MCR scores a replacement
/// tile and a robbed kong alike, as its kong situation), the seat and prevalent winds given by
/// letter: the engine's reading of the best total, or why the hand is refused, in the players'
/// words.
fn score_tiles(
    tiles: &TilesFields,
    flowers: i64,
    situation: &Situation,
    fourth_tile: bool,
    seat_wind: &str,
    round_wind: &str,
) -> Result<McrScore, String> {
    let written = Written::read(tiles)?;
    let meld_fields = written.melds_as(|kind, tiles| McrMeldFields { kind, tiles });
    let fields = McrHandFields {
        tiles: WrittenTiles {
            hand: &written.hand,
            win_tile: &tiles.win_tile,
            melds: &meld_fields,
        },
        flowers,
        tsumo: situation.tsumo,
        last_tile: situation.last_tile,
        kong: situation.replacement || situation.robbing,
        fourth_tile,
        seat_wind,
        round_wind,
    };
    let hand = read_hand(&fields).map_err(|e| line_words(&e))?;
    score(&hand).map_err(|refusal| match refusal {
        McrRefusal::NotWinningShape => "not a winning hand: the tiles make no four sets and a pair, seven pairs, thirteen orphans, honours and knitted tiles or knitted straight.".to_string(),
        McrRefusal::UnderMinimum(fan) => format!(
            "under the minimum: {fan} fan, {MINIMUM_FAN} needed (flowers do not count toward it). {UNDER_MINIMUM_HOW}"
        ),
    })
}

/// The line reader's refusal in the form's words: fields named as the form names them.
fn line_words(error: &McrLineError) -> String {
    match error {
        // The melds were read on their own first: a slip in the joined text is a concealed one.
        McrLineError::BadNotation(BadNotation::Hand(e)) => notation("the concealed tiles", e),
        McrLineError::BadNotation(BadNotation::WinTile(e)) => notation("the winning tile", e),
        McrLineError::BadNotation(BadNotation::WinTileNotOne(text)) => win_tile_not_one(text),
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
fn mcr_view(scored: &McrScore, tsumo: bool, words: Words) -> ScoreView {
    let pay = payments(scored.total);
    score_view(
        words.get_with("terms-fan", "fan", scored.total),
        String::new(),
        scored.fans.iter().map(|f| {
            (
                fan_name(&words, f.fan),
                f.count,
                words.get_with("terms-fan", "fan", f.fan.value() * f.count),
            )
        }),
        Pay {
            self_pick_each: pay.self_pick_each,
            discarder: pay.discarder,
            others_each: pay.others_each,
        },
        tsumo,
        words,
    )
}
