//! Hong Kong Old Style's parts of the shared pages (docs/rules.md §7): on the score sheet
//! faan values, table penalties, flowers and seasons and its own situations, with no riichi,
//! fu, dora, tenpai or chombo; on the calculator the bonus tiles, its situations, the dealer's
//! keeps and the faan result with the faan table it pays by. The form's winners are read here
//! too: typed faan or the limit, or tiles scored by the calculator's HKOS reader with the
//! game's faan table; and the table penalties. Scoring rules are `engine::hkos`'s.

use super::pages::{
    CalcContext, CalcInputs, Choices, SeatContext, SettingsParts, SheetWords, StylePages,
    WinnerEntry, WinnerRead,
};
use super::seats::each_seat;
use crate::app::hands::TournamentRow;
use crate::engine::game::{Seat, TablePenalty, WinTiles, Winner};
use crate::engine::ruleset::Ruleset;
use crate::web::calculator::form::CalcForm;
use crate::web::calculator::hkos::{BonusChip, HkosFields, HkosView};
use crate::web::calculator::tiles::{Flags, Table, MAX_COUNTER};
use crate::web::hand_form::fields::{seat_of, HandForm, HandFormError, SeatFields, TableAt};
use crate::web::i18n::Words;
use askama::Template;

/// Values in one tap: the faan a table pays differently (docs/rules.md §7's default changes
/// up to 8) and the limit.
pub const HKOS_VALUES: Choices = &[
    ("3", "3 faan"),
    ("4", "4 faan"),
    ("5", "5 faan"),
    ("6", "6 faan"),
    ("7", "7 faan"),
    ("8", "8 faan"),
    ("limit", "limit"),
];

/// Faan above 8 (a tournament's own table may pay them more).
pub const HKOS_MORE_VALUES: Choices = &[
    ("9", "9 faan"),
    ("10", "10 faan"),
    ("11", "11 faan"),
    ("12", "12 faan"),
    ("13", "13+ faan (the limit)"),
];

/// Outcomes: no abortive draws, no chombo (docs/rules.md §7).
pub const HKOS_OUTCOMES: Choices = &[
    ("ron", "Win by discard"),
    ("tsumo", "Self-pick"),
    ("draw", "Draw"),
];

/// The table penalties of docs/rules.md §7 as the form offers them: (field value, label).
pub const HKOS_PENALTIES: Choices = &[
    ("", "no penalty"),
    ("2", "3–5 wall tiles revealed: 2 to each"),
    ("8", "6 or more wall tiles revealed: 8 to each"),
    ("drop", "tiles dropped on the floor: 8 each, to each"),
    ("64", "declared a win under 3 faan: 64 to each"),
];

/// Hong Kong Old Style's words and offers on the shared pages.
pub const HKOS_WORDS: SheetWords = SheetWords {
    outcomes: HKOS_OUTCOMES,
    values: HKOS_VALUES,
    more_values: HKOS_MORE_VALUES,
    more_summary: "dead hand, penalty",
    pao_label: "Liable (pao, 6+ faan or limit)",
    tiles_note: "When tiles are given they decide the faan (the value above is then ignored). Winds come from the sheet.",
    tiles_example: ("123m456p789s2233z", "3m"),
    rinshan_label: "off a replacement tile",
    chankan_label: "robbing a kong",
    riichi_family: false,
    chi_mode: Some(crate::web::calculator::picker::ChowCall::Chow),
    won_by: ("Discard", "Self-pick"),
    every_round_wind: true,
    short_characters: false,
    has_red_fives: false,
};

pub struct Hkos;

#[derive(Template)]
#[template(path = "styles/hkos/sheet.html", block = "more")]
struct More<'a> {
    words: Words,
    i: usize,
    f: &'a SeatFields,
    penalties: Choices,
}

#[derive(Template)]
#[template(path = "styles/hkos/sheet.html", block = "pao_attributes")]
struct PaoAttributes {
    min_faan: u32,
}

#[derive(Template)]
#[template(path = "styles/hkos/sheet.html", block = "tiles_extras")]
struct TilesExtras<'a> {
    words: Words,
    i: usize,
    f: &'a SeatFields,
}

#[derive(Template)]
#[template(path = "styles/hkos/sheet.html", block = "checks")]
struct Checks<'a> {
    words: Words,
    i: usize,
    f: &'a SeatFields,
}

#[derive(Template)]
#[template(path = "styles/hkos/calculator.html", block = "extras")]
struct CalcExtras<'a> {
    chips: &'a [BonusChip],
    words: Words,
}

#[derive(Template)]
#[template(path = "styles/hkos/calculator.html", block = "checks")]
struct CalcChecks<'a> {
    form: &'a CalcForm,
    words: Words,
}

#[derive(Template)]
#[template(path = "styles/hkos/calculator.html", block = "situation")]
struct CalcSituation<'a> {
    form: &'a CalcForm,
    words: Words,
}

/// The result: patterns, faan, base points and payments, with the bonus tiles held.
#[derive(Template)]
#[template(path = "styles/hkos/score.html")]
struct ScoreCard<'a> {
    score: &'a HkosView,
    form: &'a CalcForm,
    chips: &'a [BonusChip],
    words: Words,
}

#[derive(Template)]
#[template(path = "styles/hkos/settings.html", block = "attributes")]
struct SettingsAttributes<'a> {
    takers: &'a [&'static str],
}

#[derive(Template)]
#[template(path = "styles/hkos/settings.html", block = "fields")]
struct SettingsFields<'a> {
    winds: &'a str,
    faan_table: &'a str,
    words: Words,
}

impl StylePages for Hkos {
    fn words(&self) -> &SheetWords {
        &HKOS_WORDS
    }
    fn more(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        More {
            words: s.words,
            i: s.i,
            f: s.f,
            penalties: HKOS_PENALTIES,
        }
        .render()
    }
    fn pao_attributes(&self) -> askama::Result<String> {
        // The fewest faan a liable player pays for: the sheet's script shows the field from it.
        PaoAttributes {
            min_faan: crate::engine::hkos::game::PAO_MIN_FAAN,
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
    fn checks(&self, s: &SeatContext<'_>) -> askama::Result<String> {
        Checks {
            words: s.words,
            i: s.i,
            f: s.f,
        }
        .render()
    }

    fn winner(&self, entry: WinnerEntry<'_>) -> WinnerRead {
        let table = entry.table.ok_or_else(|| entry.no_table())?;
        let winner = winner(entry.form, entry.seat, entry.fields(), entry.name, table)?;
        Ok((winner, None))
    }
    fn penalties(
        &self,
        form: &HandForm,
        names: &[String],
    ) -> Result<Vec<TablePenalty>, HandFormError> {
        penalties(form, names)
    }

    fn calculator_inputs(&self, calc: &CalcContext<'_>) -> askama::Result<CalcInputs> {
        let form = calc.form;
        Ok(CalcInputs {
            extras: CalcExtras {
                chips: calc.chips,
                words: calc.words,
            }
            .render()?,
            checks: CalcChecks {
                form,
                words: calc.words,
            }
            .render()?,
            situation: CalcSituation {
                form,
                words: calc.words,
            }
            .render()?,
            ..CalcInputs::default()
        })
    }
    fn calculator_result(
        &self,
        calc: &CalcContext<'_>,
        table: &Table,
        rules: &Ruleset,
    ) -> askama::Result<Result<String, String>> {
        let form = calc.form;
        let scored = form.hkos.evaluate(
            &form.tiles,
            &form.flags,
            table,
            MAX_COUNTER,
            &rules.faan_table,
        );
        match scored.map(|scored| HkosView::new(&scored, form.flags.tsumo, calc.words)) {
            Ok(score) => ScoreCard {
                score: &score,
                form,
                chips: calc.chips,
                words: calc.words,
            }
            .render()
            .map(Ok),
            Err(refusal) => Ok(Err(refusal)),
        }
    }
    /// Which faan table the score pays by, with its rows: "Pays by Spring Cup's faan table:
    /// 3: 10, 4: 20, …" (the tournament's own settings), or the club's table.
    fn rules_note(
        &self,
        rules: &Ruleset,
        tournament: Option<&TournamentRow>,
        words: &Words,
    ) -> Option<String> {
        let rows = rules
            .faan_table
            .rows()
            .iter()
            .map(|(faan, points)| format!("{faan}: {points}"))
            .collect::<Vec<_>>()
            .join(", ");
        Some(match tournament {
            Some(t) => words.get_with2(
                "calculator-hkos-faan-table-tournament",
                ("name", t.name.as_str()),
                ("rows", rows),
            ),
            None => words.get_with("calculator-hkos-faan-table-club", "rows", rows),
        })
    }
    /// Wind rounds per game and the faan table, which only these rules read.
    fn settings(
        &self,
        takers: &[&'static str],
        winds: &str,
        faan_table: &str,
        words: Words,
    ) -> askama::Result<Option<SettingsParts>> {
        Ok(Some(SettingsParts {
            attributes: SettingsAttributes { takers }.render()?,
            fields: SettingsFields {
                winds,
                faan_table,
                words,
            }
            .render()?,
        }))
    }
}

/// The table penalties chosen on the form, one per seat at most.
fn penalties(form: &HandForm, names: &[String]) -> Result<Vec<TablePenalty>, HandFormError> {
    each_seat(form, names, |seat, fields, name| {
        let each = match fields.penalty.as_str() {
            "" => return Ok(None),
            "2" => 2,
            "8" => 8,
            "64" => 64,
            "drop" => {
                let tiles: u32 = fields
                    .dropped
                    .parse()
                    .ok()
                    .filter(|n| (1..=14).contains(n))
                    .ok_or_else(|| HandFormError::NoDroppedCount(name.clone()))?;
                8 * tiles
            }
            _ => return Err(HandFormError::BadPenalty),
        };
        Ok(Some(TablePenalty::each(seat, each)))
    })
}

/// A winner: typed faan or the limit, or scored from the tiles with the flowers and seasons
/// held and the game's faan table.
fn winner(
    form: &HandForm,
    seat: Seat,
    fields: &SeatFields,
    name: &str,
    table: &TableAt<'_>,
) -> Result<Winner, HandFormError> {
    let mut winner = if fields.tiles.is_given() {
        let refuse = |message: String| HandFormError::Tiles {
            name: name.to_string(),
            message,
        };
        let flags = Flags {
            tsumo: form.outcome == "tsumo",
            riichi: false,
            double_riichi: false,
            ippatsu: false,
            ..fields.flags
        };
        let at = table.seen_from(seat, 0, 0);
        let extra = HkosFields {
            kong_on_kong: fields.kong_on_kong,
            heaven: fields.heaven,
            earth: fields.earth,
            man: fields.man,
            dealer_keeps: if seat == table.dealer {
                table.dealer_keeps.to_string()
            } else {
                String::new()
            },
            ..HkosFields::default()
        }
        .with_bonus_digits(&fields.flowers, &fields.seasons)
        .map_err(refuse)?;
        let scored = extra
            .evaluate(
                &fields.tiles,
                &flags,
                &at,
                u32::MAX,
                &table.rules.faan_table,
            )
            .map_err(refuse)?;
        let v = &scored.valued;
        let mut winner = if v.limit {
            Winner::hkos_limit(seat)
        } else {
            Winner::faan(seat, v.faan)
        };
        let mut flag_names = flags.names();
        for (on, flag) in [
            (fields.kong_on_kong, "kong_on_kong"),
            (fields.heaven, "heaven"),
            (fields.earth, "earth"),
            (fields.man, "man"),
        ] {
            if on {
                flag_names.push(flag.to_string());
            }
        }
        winner.tiles = Some(Box::new(WinTiles {
            concealed: fields.tiles.hand.clone(),
            win_tile: fields.tiles.win_tile.clone(),
            melds: fields.tiles.melds.clone(),
            flags: flag_names,
            yaku: v
                .patterns
                .iter()
                .map(|p| (p.pattern.name().to_string(), p.faan))
                .collect(),
            flowers: fields.flowers.clone(),
            seasons: fields.seasons.clone(),
            ..WinTiles::default()
        }));
        winner
    } else {
        match fields.value.as_str() {
            "" => return Err(HandFormError::NoValue(name.to_string())),
            "limit" => Winner::hkos_limit(seat),
            text => {
                // The engine refuses under 3 faan with the rule's words; a count past a
                // few dozen is a typing slip.
                let faan: u32 = text
                    .parse()
                    .ok()
                    .filter(|f| *f <= 99)
                    .ok_or_else(|| HandFormError::BadFaan(name.to_string()))?;
                Winner::faan(seat, faan)
            }
        }
    };
    if let Some(liable) = seat_of(&fields.pao) {
        winner = winner.with_pao(liable);
    }
    Ok(winner)
}
