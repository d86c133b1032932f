//! The calculator's own form as typed: the tile fields and flags it shares with the score
//! sheet, the table's winds and counters, sanma's nuki count and Hong Kong Old Style's extras,
//! read from the query and checked into a [`Table`]. A leaf the style parts read the form
//! from, so that they never reach the page's handlers in `calculator`.

use super::hkos::HkosFields;
use super::tiles::{count_or_zero, Flags, Table, TilesFields, MAX_COUNTER, MAX_FIELD};
use super::view::ScoreView;
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::WIND_LETTERS;
use crate::web::i18n::Words;
use std::collections::HashMap;

/// Most North tiles a sanma hand can set aside: there are four.
const MAX_NUKI: u32 = 4;

/// The calculator form as typed.
#[derive(Debug, Clone, Default)]
pub struct CalcForm {
    /// The chosen preset's id, as sent.
    pub ruleset: String,
    pub tiles: TilesFields,
    pub flags: Flags,
    pub seat_wind: String,
    pub round_wind: String,
    pub honba: String,
    pub sticks: String,
    /// Sanma: North tiles set aside, as typed.
    pub nuki: String,
    pub hkos: HkosFields,
    /// MCR: the winning tile was the last of its kind.
    pub fourth_tile: bool,
}

/// Keeps one form value: trimmed, and cut short when absurdly long so the page stays small.
fn field(query: &HashMap<String, String>, name: &str) -> String {
    let text = query.get(name).map(|v| v.trim()).unwrap_or_default();
    // Spaces inside tile text are forgiven, as people type "123m 456p".
    text.chars().take(2 * MAX_FIELD).collect()
}

fn tile_field(query: &HashMap<String, String>, name: &str) -> String {
    field(query, name).replace(char::is_whitespace, "")
}

/// A wind as the form sends its letter; East when the field is missing or unknown, as the
/// form starts.
fn wind_letter(text: &str) -> &'static str {
    WIND_LETTERS
        .into_iter()
        .find(|letter| *letter == text)
        .unwrap_or(WIND_LETTERS[0])
}

impl CalcForm {
    pub(super) fn from_query(query: &HashMap<String, String>) -> Self {
        let flag = |name: &str| query.get(name).is_some_and(|v| !v.is_empty());
        CalcForm {
            ruleset: field(query, "ruleset"),
            tiles: TilesFields {
                hand: tile_field(query, "hand"),
                win_tile: tile_field(query, "win_tile"),
                melds: field(query, "melds"),
                dora: tile_field(query, "dora"),
                ura: tile_field(query, "ura"),
                nuki: field(query, "nuki"),
            },
            flags: Flags {
                tsumo: query.get("win").is_some_and(|w| w == "tsumo"),
                riichi: flag("riichi"),
                double_riichi: flag("double_riichi"),
                ippatsu: flag("ippatsu"),
                last_tile: flag("last_tile"),
                rinshan: flag("rinshan"),
                chankan: flag("chankan"),
            },
            seat_wind: wind_letter(&field(query, "seat_wind")).to_string(),
            round_wind: wind_letter(&field(query, "round_wind")).to_string(),
            honba: field(query, "honba"),
            sticks: field(query, "sticks"),
            nuki: field(query, "nuki"),
            hkos: HkosFields {
                flowers: [1, 2, 3, 4].map(|n| flag(&format!("f{n}"))),
                seasons: [1, 2, 3, 4].map(|n| flag(&format!("s{n}"))),
                kong_on_kong: flag("kong_on_kong"),
                heaven: flag("heaven"),
                earth: flag("earth"),
                man: flag("man"),
                dealer_keeps: field(query, "dealer_keeps"),
            },
            fourth_tile: flag("fourth_tile"),
        }
    }

    /// North tiles set aside (sanma), 0 when left empty.
    fn nuki(&self) -> Result<u32, String> {
        count_or_zero(&self.nuki, MAX_NUKI).ok_or_else(|| {
            format!("The nuki count (North tiles set aside) must be a whole number from 0 to {MAX_NUKI}.")
        })
    }

    /// The table the form describes, refused when its round wind is not one of
    /// `round_winds` (the winds a round can have under `rules`).
    pub(super) fn table_within(
        &self,
        rules: &Ruleset,
        round_winds: &[(&'static str, &'static str)],
    ) -> Result<Table, String> {
        let table = self.table()?;
        // A style without a round wind asks for none and scores none.
        if !round_winds.is_empty()
            && !round_winds
                .iter()
                .any(|(letter, _)| *letter == table.round_wind)
        {
            let names: Vec<&str> = round_winds.iter().map(|(_, name)| *name).collect();
            return Err(format!(
                "{} plays {} rounds only: choose one of them as the round wind.",
                rules.name,
                names.join(" and ")
            ));
        }
        Ok(table)
    }

    /// The riichi (or sanma) score of the form at `table` under `rules`, or the reason.
    pub(crate) fn riichi_score(
        &self,
        table: &Table,
        rules: &Ruleset,
        words: Words,
    ) -> Result<ScoreView, String> {
        if self.hkos.has_bonus() {
            return Err(words.get_with("calculator-no-bonus-tiles", "rules", rules.name));
        }
        let nuki = if rules.nuki_dora { self.nuki()? } else { 0 };
        let score = self
            .tiles
            .evaluate_with_nuki(&self.flags, table, nuki, rules)
            .map_err(|e| e.message())?;
        Ok(ScoreView::for_table(
            &score,
            self.flags.tsumo,
            table.seat_wind == "E",
            table,
            rules.seats(),
            words,
        ))
    }

    fn table(&self) -> Result<Table, String> {
        let count = |text: &str, what: &str| -> Result<u32, String> {
            if text.is_empty() {
                return Ok(0);
            }
            text.parse::<u32>()
                .ok()
                .filter(|n| *n <= MAX_COUNTER)
                .ok_or_else(|| {
                    format!("The number of {what} must be a whole number from 0 to {MAX_COUNTER}.")
                })
        };
        Ok(Table {
            seat_wind: wind_letter(&self.seat_wind),
            round_wind: wind_letter(&self.round_wind),
            honba: count(&self.honba, "counters (honba)")?,
            riichi_sticks: count(&self.sticks, "riichi sticks")?,
        })
    }

    pub(crate) fn is_wind(&self, which: &str, letter: &&str) -> bool {
        let value = if which == "seat" {
            &self.seat_wind
        } else {
            &self.round_wind
        };
        value == letter
    }
}
