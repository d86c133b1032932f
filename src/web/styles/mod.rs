//! What each style brings to the shared pages: the score sheet's hand form (per-seat fields,
//! value fields, tile extras, the table's fields, the preview), the calculator (its inputs and
//! its result) and the tournament form's style settings, with the ruleset's name and its
//! settings' summary in the reader's words. Each style's parts are its own
//! templates under `templates/styles/<style>/`, rendered by its module here and placed by the
//! shared page with `|safe` (each part escapes its own values).
//!
//! [`pages_of`] is the one place that chooses a style's parts; the shared pages ask it and
//! never test which style they show. Sanma, Minefield, Tenpai Race and Mangan play with riichi's
//! parts, told what they lack.
//! Rules stay in the engine: these modules only show and read fields.
//!
//! The trait and the values it reads are in `pages`, and what several styles read seat by seat
//! in `seats`: leaves the style modules import, so that none of them imports this file.

mod american;
mod chinese_classical;
mod clear;
mod from_tiles;
mod hkos;
mod mangan;
mod mcr;
pub mod pages;
mod riichi;
mod sanma;
pub mod seats;
mod vietnamese;
mod zung_jung;

pub use mcr::UNDER_MINIMUM_HOW as MCR_UNDER_MINIMUM_HOW;
pub use pages::{
    CalcContext, CalcInputs, SeatContext, SettingsParts, SheetWords, StylePages, WinnerEntry,
};

use crate::app::tournaments::TournamentRow;
use crate::engine::ruleset::{PresetId, Ruleset};
use crate::engine::styles::settings::StyleSettings;
use crate::engine::styles::StyleId;
use crate::web::hand_form::fields::{HandForm, SeatView, TilesPreview};
use crate::web::i18n::Words;
use crate::web::terms::names::ruleset_name;

/// The style whose parts a page shows: the one exhaustive choice.
pub fn pages_of(style: StyleId) -> &'static dyn StylePages {
    match style {
        StyleId::Riichi => &riichi::RIICHI,
        StyleId::Sanma => &sanma::SANMA,
        StyleId::HongKongOldStyle => &hkos::Hkos,
        StyleId::Mcr => &mcr::Mcr,
        StyleId::ZungJung => &zung_jung::ZungJung,
        StyleId::American => &american::American,
        StyleId::ChineseClassical => &chinese_classical::ChineseClassical,
        StyleId::Vietnamese => &vietnamese::Vietnamese,
        StyleId::Minefield => &riichi::MINEFIELD,
        StyleId::TenpaiRace => &riichi::TENPAI_RACE,
        StyleId::Mangan => &mangan::MANGAN,
        StyleId::Clear => &clear::CLEAR,
    }
}

/// The style settings the tournament form offers for the rulesets `ruleset_ids`, each style
/// with settings once, filled with the form's values as typed and labelled in `words`.
pub fn tournament_settings(
    ruleset_ids: &[PresetId],
    winds: &str,
    faan_table: &str,
    words: Words,
) -> askama::Result<SettingsParts> {
    let mut styles: Vec<(StyleId, Vec<&'static str>)> = Vec::new();
    for rules in ruleset_ids.iter().map(|&id| Ruleset::preset(id)) {
        match styles.iter_mut().find(|(style, _)| *style == rules.style) {
            Some((_, ids)) => ids.push(rules.id),
            None => styles.push((rules.style, vec![rules.id])),
        }
    }
    let mut parts = SettingsParts::default();
    for (style, takers) in styles {
        if let Some(part) = pages_of(style).settings(&takers, winds, faan_table, words)? {
            parts.attributes.push_str(&part.attributes);
            parts.fields.push_str(&part.fields);
        }
    }
    Ok(parts)
}

/// A tournament's ruleset named as every page names it ([`ruleset_name`]); a ruleset this
/// version does not know keeps the text stored.
pub fn tournament_ruleset_name(words: &Words, tournament: &TournamentRow) -> String {
    match tournament.preset() {
        Some(id) => ruleset_name(words, &Ruleset::preset(id)),
        None => tournament.ruleset_name(),
    }
}

/// A tournament's own settings in words ([`settings_summary`]); empty for a style without.
pub fn tournament_settings_summary(words: &Words, tournament: &TournamentRow) -> String {
    settings_summary(words, &tournament.settings())
}

/// A style's own settings in words, beside the ruleset's name on the pages ("1 wind round
/// (East) per game · faan → points 3: 8, … "); empty for a style without settings. English
/// reads as the engine's `StyleSettings::summary`.
pub fn settings_summary(words: &Words, settings: &StyleSettings) -> String {
    match settings {
        StyleSettings::None => String::new(),
        StyleSettings::HongKong(hkos) => words.get_with2(
            "organizer-hkos-summary",
            ("winds", hkos.wind_rounds),
            ("table", hkos.table_text()),
        ),
    }
}

/// The score sheet's view of the game's style: what the shared hand form asks it for.
pub struct SheetStyle {
    pages: &'static dyn StylePages,
    /// Red fives in this game's ruleset, for the tile fields' hint.
    red_fives: bool,
    /// The fewest points a win may have under this game's preset (a game of points); value
    /// chips under it are not offered, since the game would refuse them.
    least_points: u32,
}

impl SheetStyle {
    pub fn of(rules: &Ruleset) -> Self {
        SheetStyle {
            pages: pages_of(rules.style),
            red_fives: rules.red_fives,
            least_points: rules
                .style_rules()
                .points_settlement(rules)
                .map_or(0, |settlement| settlement.minimum()),
        }
    }

    /// The one-tap values this game can accept: the style's chips, less those under the
    /// preset's minimum (the World Series' chicken hand).
    pub fn value_chips(&self) -> Vec<(&'static str, &'static str)> {
        let least = self.least_points;
        self.words()
            .values
            .iter()
            .copied()
            .filter(|(value, _)| value.parse::<u32>().map_or(true, |v| v >= least))
            .collect()
    }

    /// Whether the sheet offers a winner's tile fields.
    pub fn scores_tiles(&self) -> bool {
        self.pages.scores_tiles()
    }

    /// The style's words and offers, for the sheet's labels and chips.
    pub fn words(&self) -> &'static SheetWords {
        self.pages.words()
    }
    pub fn pao_attributes(&self) -> askama::Result<String> {
        self.pages.pao_attributes()
    }
    pub fn table_fields(&self, words: &Words, form: &HandForm) -> askama::Result<String> {
        self.pages.table_fields(form, self.red_fives, *words)
    }
    pub fn preview(&self, scores: &[TilesPreview]) -> askama::Result<String> {
        self.pages.preview(scores)
    }

    /// Seat `seat` of the form, its labels in `words`.
    fn seat<'a>(words: &Words, form: &'a HandForm, seat: usize) -> SeatContext<'a> {
        SeatContext {
            i: seat,
            f: &form.seats[seat],
            form,
            names: &[],
            words: *words,
        }
    }
    pub fn roles(&self, words: &Words, form: &HandForm, seat: &usize) -> askama::Result<String> {
        self.pages.roles(&Self::seat(words, form, *seat))
    }
    /// A seat's folded extra fields, which may name the other seats of the hand (`seats`, as
    /// the form shows them).
    pub fn more(
        &self,
        words: &Words,
        form: &HandForm,
        seat: &usize,
        seats: &[SeatView],
    ) -> askama::Result<String> {
        let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
        self.pages.more(&SeatContext {
            names: &names,
            ..Self::seat(words, form, *seat)
        })
    }
    pub fn value_extras(
        &self,
        words: &Words,
        form: &HandForm,
        seat: &usize,
    ) -> askama::Result<String> {
        self.pages.value_extras(&Self::seat(words, form, *seat))
    }
    pub fn tiles_extras(
        &self,
        words: &Words,
        form: &HandForm,
        seat: &usize,
    ) -> askama::Result<String> {
        self.pages.tiles_extras(&Self::seat(words, form, *seat))
    }
    pub fn checks(&self, words: &Words, form: &HandForm, seat: &usize) -> askama::Result<String> {
        self.pages.checks(&Self::seat(words, form, *seat))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::styles::hkos::settings::HkosSettings;
    use crate::web::i18n::Language;

    #[test]
    fn a_settings_summary_reads_as_the_engines_in_english_and_in_words_elsewhere() {
        assert_eq!(
            settings_summary(&Words::default(), &StyleSettings::None),
            ""
        );
        for wind_rounds in [1, 2, 4] {
            let settings = StyleSettings::HongKong(HkosSettings {
                wind_rounds,
                ..HkosSettings::default()
            });
            let english = settings_summary(&Words::default(), &settings);
            assert_eq!(english, settings.summary());
            for (language, per_game) in [
                (Language::French, "par partie"),
                (Language::Japanese, "1試合"),
            ] {
                let worded = settings_summary(&Words::new(language), &settings);
                assert!(worded.contains(per_game), "{worded}");
                assert!(worded.contains("3: 8, 4: 16"), "{worded}");
            }
        }
    }
}
