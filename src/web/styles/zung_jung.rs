//! Zung Jung's parts of the shared pages (docs/rules.md §9): on the score sheet a winner's
//! points (chips for the common values, or typed) or the winner's tiles with their situations
//! (the last tile, a win on a kong, a robbed kong, the blessings of heaven and earth), ron,
//! self-draw or draw, a penalty taken per seat, and no riichi, fu, dora, honba, chombo or liable
//! player; on the calculator the same tiles, situations and the seat wind (there is no round
//! wind). Tiles are read by the engine's Zung Jung line reader
//! (`engine::styles::zung_jung::scoring::line`) and scored by its scorer under the game's preset,
//! as `tenbou score` scores a line; a typed value is checked by the engine too. This module only
//! gathers the fields and puts the refusals in the players' words.

use super::from_tiles::{self, CardClass, Situation, TilesScore, ValueWords, Written};
use super::pages::{
    CalcContext, CalcInputs, CalcResult, Choices, SeatContext, SheetWords, StylePages,
};
use super::pages::{WinnerEntry, WinnerRead};
use crate::engine::game::Winner;
use crate::engine::ruleset::Ruleset;
use crate::engine::styles::zung_jung::scoring::line::{read_hand, ZjHandFields, ZjMeldFields};
use crate::engine::styles::zung_jung::scoring::{
    payments, score, HowWon, ScoreError, Scored, Variant,
};
use crate::engine::tiles::WrittenTiles;
use crate::web::calculator::form::CalcForm;
use crate::web::calculator::tiles::{Table, TilesFields};
use crate::web::calculator::view::{Pay, ScoreView};
use crate::web::hand_form::fields::{HandFormError, SeatFields, TilesPreview};
use crate::web::i18n::Words;
use crate::web::terms::zung_jung::pattern_name;
use askama::Template;

/// Values in one tap: the chicken hand and the sums most hands reach.
pub const ZJ_VALUES: Choices = &[
    ("1", "1 point"),
    ("5", "5"),
    ("10", "10"),
    ("15", "15"),
    ("20", "20"),
    ("25", "25"),
    ("30", "30"),
    ("40", "40"),
];

/// Rarer values: the bigger patterns and the limits.
pub const ZJ_MORE_VALUES: Choices = &[
    ("50", "50 points"),
    ("60", "60"),
    ("80", "80"),
    ("100", "100"),
    ("160", "160"),
    ("320", "320 (limit)"),
    ("400", "400"),
    ("480", "480"),
];

#[derive(Template)]
#[template(path = "styles/zung_jung/sheet.html", block = "more")]
struct More<'a> {
    words: Words,
    i: usize,
    f: &'a SeatFields,
}

#[derive(Template)]
#[template(path = "styles/zung_jung/sheet.html", block = "value_extras")]
struct ValueExtras<'a> {
    words: Words,
    i: usize,
    /// The points shown typed: as typed, or a stored value no chip offers.
    typed: &'a str,
}

#[derive(Template)]
#[template(path = "styles/zung_jung/sheet.html", block = "checks")]
struct Checks<'a> {
    words: Words,
    i: usize,
    f: &'a SeatFields,
}

#[derive(Template)]
#[template(path = "styles/zung_jung/calculator.html", block = "checks")]
struct CalcChecks<'a> {
    form: &'a CalcForm,
}

/// Zung Jung's words and offers on the shared pages.
pub const ZJ_WORDS: SheetWords = SheetWords {
    values: ZJ_VALUES,
    more_values: ZJ_MORE_VALUES,
    more_summary: "dead hand, penalty",
    tiles_note: "When tiles are given they decide the points; points typed as well must agree with them. The seat wind comes from the game (Zung Jung has no round wind).",
    tiles_example: ("123m456p55566677z", "4p"),
    rinshan_label: "win on kong",
    chankan_label: "robbing a kong",
    ..from_tiles::TILES_STYLE_WORDS
};

/// Points in words ("1 point", "40 points"), and the winner paid them.
const POINTS: ValueWords = ValueWords {
    unit: points_words,
    noun: "points",
    winner: Winner::points,
};

/// Zung Jung's score cards: `zj-result`, patterns in a `zj-patterns` table.
const CARD: CardClass = CardClass {
    style: "zj",
    list: "zj-patterns",
};

pub struct ZungJung;

impl StylePages for ZungJung {
    fn words(&self) -> &SheetWords {
        &ZJ_WORDS
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
        let typed = from_tiles::shown_typed(s.f, &s.f.points, [ZJ_VALUES, ZJ_MORE_VALUES]);
        ValueExtras {
            words: s.words,
            i: s.i,
            typed,
        }
        .render()
    }
    fn has_round_wind(&self) -> bool {
        false
    }
    fn preview(&self, scores: &[TilesPreview]) -> askama::Result<String> {
        CARD.preview(scores)
    }
    fn tiles_extras(&self, _s: &SeatContext<'_>) -> askama::Result<String> {
        Ok(String::new())
    }
    fn checks(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        Checks {
            words: s.words,
            i: s.i,
            f: s.f,
        }
        .render()
    }

    /// The points typed (or chosen on a chip), or the tiles scored under the game's preset at
    /// its table (points typed beside them must agree). The engine refuses a typed number no
    /// hand is worth, and one under the preset's minimum, with the rule's words.
    fn winner(&self, entry: WinnerEntry<'_>) -> WinnerRead {
        let typed = typed_points(&entry)?;
        from_tiles::winner_from_tiles(entry, typed, &POINTS, |fields, table, situation| {
            let blessings = Blessings {
                heaven: fields.heaven,
                earth: fields.earth,
            };
            let variant = variant_of(table.rules);
            let scored = score_tiles(
                &fields.tiles,
                &situation,
                blessings,
                table.wind_letter_of(entry.seat),
                variant,
            )?;
            Ok(TilesScore {
                value: scored.points,
                // Each pattern with the points it adds (its value times its count).
                patterns: scored
                    .patterns
                    .iter()
                    .map(|c| (c.pattern.name().to_string(), c.points()))
                    .collect(),
                flags: situation.names(&[(blessings.heaven, "heaven"), (blessings.earth, "earth")]),
                flowers: String::new(),
                view: zj_view(&scored, situation.tsumo, table.words),
            })
        })
    }

    fn calculator_inputs(&self, calc: &CalcContext<'_>) -> askama::Result<CalcInputs> {
        Ok(CalcInputs {
            checks: CalcChecks { form: calc.form }.render()?,
            ..CalcInputs::default()
        })
    }
    /// The tiles with the situation boxes and the seat wind chosen, under the chosen preset.
    fn calculator_result(&self, calc: &CalcContext<'_>, at: &Table, rules: &Ruleset) -> CalcResult {
        let form = calc.form;
        if form.hkos.has_bonus() {
            return Ok(Err(
                "Zung Jung is played without flowers and seasons: untick them.".to_string(),
            ));
        }
        let blessings = Blessings {
            heaven: form.hkos.heaven,
            earth: form.hkos.earth,
        };
        CARD.calculate(form, |situation| {
            let variant = variant_of(rules);
            let scored = score_tiles(&form.tiles, &situation, blessings, at.seat_wind, variant)?;
            Ok(zj_view(&scored, situation.tsumo, calc.words))
        })
    }

    /// A penalty is points taken from the seat, typed as in MCR.
    fn typed_penalties(&self) -> bool {
        true
    }
}

/// The points typed for a winner, if any: the typed field wins over a chip (it is what the
/// table counted). Whether some hand is worth them is the engine's to check.
fn typed_points(entry: &WinnerEntry<'_>) -> Result<Option<u32>, HandFormError> {
    let fields = &entry.form.seats[usize::from(entry.seat)];
    from_tiles::given_value(fields, &fields.points)
        .map(|text| {
            text.parse::<u32>()
                .map_err(|_| HandFormError::BadPoints(entry.name.to_string()))
        })
        .transpose()
}

/// The preset's variant: the chicken hand pays 1 under `zung-jung` and cannot win under `wsom`.
/// Only these two presets are Zung Jung's, so any other id is the default one.
fn variant_of(rules: &Ruleset) -> Variant {
    Variant::from_ruleset(rules.id).unwrap_or(Variant::ZungJung)
}

/// "1 point", "40 points".
fn points_words(points: u32) -> String {
    match points {
        1 => "1 point".to_string(),
        n => format!("{n} points"),
    }
}

/// The two blessings as ticked (the sheet and the calculator name them alike).
#[derive(Clone, Copy)]
struct Blessings {
    heaven: bool,
    earth: bool,
}

/// Scores written tiles in `situation` with the `seat_wind` given by letter under `variant`:
/// the engine's best reading, or why the hand is refused, in the players' words.
fn score_tiles(
    tiles: &TilesFields,
    situation: &Situation,
    blessings: Blessings,
    seat_wind: &str,
    variant: Variant,
) -> Result<Scored, String> {
    let written = Written::read(tiles)?;
    let fields = ZjHandFields {
        seat_wind,
        tiles: WrittenTiles {
            hand: &written.hand,
            win_tile: &tiles.win_tile,
            melds: &written.melds_as(|kind, tiles| ZjMeldFields { kind, tiles }),
        },
        how_won: HowWon {
            tsumo: situation.tsumo,
            last_tile: situation.last_tile,
            kong_replacement: situation.replacement,
            robbing_kong: situation.robbing,
            blessing_of_heaven: blessings.heaven,
            blessing_of_earth: blessings.earth,
        },
    };
    read_hand(&fields)
        .and_then(|hand| score(&hand, variant))
        .map_err(|e| refusal_words(&e))
}

/// The scorer's refusal in the form's words: its reason, with the fields named as the form
/// names them.
fn refusal_words(error: &ScoreError) -> String {
    match error {
        ScoreError::BadNotation(reason) => format!("{}.", form_words(reason)),
        ScoreError::InvalidHand(reason) => {
            format!("not a possible hand: {}.", form_words(&reason.to_string()))
        }
        ScoreError::NotWinningShape => "not a winning hand: the tiles make no four sets and a pair, seven pairs or thirteen terminals.".to_string(),
        ScoreError::NoPattern => "no pattern: a chicken hand cannot win under the World Series rules (a hand needs a pattern, 5 points at least).".to_string(),
    }
}

/// The line reader's field names (`melds[0]`, `win_tile`, `tsumo` …) in a reason, as the form
/// names them.
fn form_words(reason: &str) -> String {
    const NAMES: [(&str, &str); 8] = [
        ("kong_replacement", "win on kong"),
        ("robbing_kong", "robbing a kong"),
        ("blessing_of_heaven", "blessing of heaven"),
        ("blessing_of_earth", "blessing of earth"),
        ("last_tile", "last tile"),
        ("win_tile", "the winning tile"),
        ("seat_wind", "the seat wind"),
        ("tsumo", "self-draw"),
    ];
    let mut text = reason.to_string();
    for (field, words) in NAMES {
        text = text.replace(field, words);
    }
    // `melds[0]` is the form's meld 1.
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(at) = rest.find("melds[") {
        out.push_str(&rest[..at]);
        let after = &rest[at + "melds[".len()..];
        match after.split_once(']') {
            Some((index, tail)) if index.parse::<usize>().is_ok() => {
                let index: usize = index.parse().unwrap_or(0);
                out.push_str(&format!("meld {}", index + 1));
                rest = tail;
            }
            _ => {
                out.push_str("melds[");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// A scored hand as the sheet's preview and the calculator show it: each pattern with its
/// count and the points it adds, the points (and the limit where it replaced the sum), and who
/// pays what on this win.
fn zj_view(scored: &Scored, tsumo: bool, words: Words) -> ScoreView {
    let limit = if scored.raw_points == scored.points {
        String::new()
    } else {
        format!(
            "The patterns add up to {} points; above the 320 limit the hand scores {}.",
            scored.raw_points, scored.points
        )
    };
    let pay = payments(scored.points);
    from_tiles::score_view(
        points_words(scored.points),
        limit,
        scored.patterns.iter().map(|c| {
            (
                pattern_name(&words, c.pattern),
                c.count,
                points_words(c.points()),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scorers_field_names_are_put_in_the_forms_words() {
        assert_eq!(
            form_words("melds[0] 124m is not a chi (three consecutive tiles of one suit)"),
            "meld 1 124m is not a chi (three consecutive tiles of one suit)"
        );
        assert_eq!(
            form_words("melds[12] 555z is not in hand"),
            "meld 13 555z is not in hand"
        );
        assert_eq!(
            form_words(
                "robbing_kong is a win on another player's tile: not with tsumo or last_tile"
            ),
            "robbing a kong is a win on another player's tile: not with self-draw or last tile"
        );
        assert_eq!(
            form_words("win_tile 4p is not in the concealed part of the hand"),
            "the winning tile 4p is not in the concealed part of the hand"
        );
        // Text that only looks like a meld index is left as written.
        assert_eq!(form_words("melds[x] and melds["), "melds[x] and melds[");
    }

    #[test]
    fn a_refused_hand_keeps_the_scorers_reason() {
        let mut fields = TilesFields::default();
        (fields.hand, fields.win_tile) = ("11111m456p789s234p".into(), "4p".into());
        let refused = score_tiles(
            &fields,
            &Situation::default(),
            Blessings {
                heaven: false,
                earth: false,
            },
            "E",
            Variant::ZungJung,
        )
        .unwrap_err();
        assert_eq!(
            refused,
            "not a possible hand: 5 copies of 1m (there are 4 of each tile)."
        );
    }
}
