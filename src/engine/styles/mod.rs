//! The style registry: every family of rules the engine plays, and the one place that maps a
//! style id to what the style decides (docs/adding-a-style.md, docs/architecture.md "The style
//! registry").
//!
//! Owns [`StyleId`] (the id a ruleset carries), the [`StyleRules`] trait (everything a style
//! decides that code outside its folder asks about: its name, its table, its presets, the value
//! a winner is written with and its checks, its games' replay ([`StyleRules::game`], kept in
//! the style's folder), its seat winds, the final score, and
//! the score sheet's and the calculator's knobs as data) and [`style`], the exhaustive `match`
//! from an id to its implementation. Each style lives in its own folder ([`riichi`], [`sanma`],
//! [`hkos`], [`mcr`], [`zung_jung`], [`american`], [`chinese_classical`], [`vietnamese`],
//! [`minefield`], [`tenpai_race`], [`mangan`], [`clear`]; what the two styles at a table of two share is in
//! [`two_players`]); code outside
//! `styles/` asks the registry questions instead of comparing ids.
//! Like the rest of the engine it does no I/O.

pub mod american;
pub mod chinese_classical;
pub mod clear;
pub mod club_night;
pub mod hkos;
pub mod id;
pub mod mangan;
pub mod mcr;
pub mod minefield;
pub mod points_replay;
#[cfg(test)]
pub(crate) mod points_test_support;
#[cfg(test)]
pub(crate) mod preset_games;
pub mod riichi;
pub mod sanma;
pub mod settings;
pub mod stored_settings;
pub mod team_game;
pub mod tenpai_race;
pub mod two_players;
pub mod vietnamese;
pub mod zung_jung;

pub use id::StyleId;
use points_replay::PointsReplay;
use serde::Serialize;
use settings::{SettingsError, StyleSettings};
use stored_settings::StoredSettings;

use crate::engine::game::replay::Replay;
use crate::engine::points_game::{self, Settlement};
use crate::engine::preset_id::PresetId;
use crate::engine::ruleset::Ruleset;
use crate::engine::seat::{Seat, TableSize};
use crate::engine::sheet::{
    final_score, FinalResult, Hand, HandValue, LimitValue, Position, Round, ValueError,
    ValueFields, Winner, WinnerFacts, SEAT_NAMES,
};

/// What a winning hand is worth, as a score sheet types it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ValueKind {
    /// Han and fu, a named limit, or yakuman (riichi and sanma).
    HanFu,
    /// Faan (3 at least, 13 or more is the limit), or the limit (Hong Kong Old Style).
    Faan,
    /// Fan, 8 at least, flowers included (MCR).
    Fan,
    /// Points typed as a number and paid by the style's own settlement (Zung Jung).
    Points,
    /// No value on the winner: every player's hand is scored in points and doubles after a
    /// win, in the hand's `scores` (Chinese Classical).
    Scores,
}

impl ValueKind {
    /// Whether hands are written in faan (the score sheet's and calculator's faan fields).
    pub fn is_faan(self) -> bool {
        match self {
            ValueKind::HanFu | ValueKind::Fan | ValueKind::Points | ValueKind::Scores => false,
            ValueKind::Faan => true,
        }
    }

    /// The order in which fields of several kinds are named: the first other kind found is the
    /// one a refusal names.
    const ORDER: [ValueKind; 4] = [
        ValueKind::HanFu,
        ValueKind::Faan,
        ValueKind::Fan,
        ValueKind::Points,
    ];

    /// A value of this kind as a refusal names it ("this hand has …").
    pub fn found(self) -> &'static str {
        match self {
            ValueKind::HanFu => "a riichi value (han, fu, a named limit or yakuman)",
            ValueKind::Faan => "a Hong Kong Old Style value (`faan`, or `\"limit\": true`)",
            ValueKind::Fan => "an MCR value (`fan`)",
            ValueKind::Points => "a value in `points` (Zung Jung)",
            ValueKind::Scores => "every player's `scores` (Chinese Classical)",
        }
    }

    /// Whether `f` holds a field of this kind (`"limit": false` counts as a faan field).
    fn in_fields(self, f: &ValueFields) -> bool {
        match self {
            ValueKind::HanFu => {
                f.han.is_some()
                    || f.fu.is_some()
                    || f.yakuman.is_some()
                    || matches!(f.limit, Some(LimitValue::Named(_)))
            }
            ValueKind::Faan => f.faan.is_some() || matches!(f.limit, Some(LimitValue::Flag(_))),
            ValueKind::Fan => f.fan.is_some(),
            ValueKind::Points => f.points.is_some(),
            // Scores are the hand's, never a winner's field.
            ValueKind::Scores => false,
        }
    }

    /// The refusal of the winner at `seat` whose `value` is not of this kind: `expected` says
    /// what to give instead, and the value given is named by its kind, or as `none` where it
    /// is of no other kind.
    pub fn refuse(
        self,
        seat: Seat,
        expected: &'static str,
        value: &HandValue,
        none: &'static str,
    ) -> ValueError {
        let found = self.other_in(value).map_or(none, ValueKind::found);
        ValueError::WrongValueShape {
            seat,
            expected,
            found,
        }
    }

    /// The kind other than this one that `value` is, or, where it is not one kind, the first
    /// other kind it holds a field of (riichi, Hong Kong, MCR, points): what a style names when
    /// it refuses another's value. `None` for a value of this kind, or fields of no other.
    pub fn other_in(self, value: &HandValue) -> Option<ValueKind> {
        let kind = match value {
            HandValue::HanFu { .. } | HandValue::Limit(_) | HandValue::Yakuman(_) => {
                ValueKind::HanFu
            }
            HandValue::Faan(_) | HandValue::HkosLimit => ValueKind::Faan,
            HandValue::Fan(_) => ValueKind::Fan,
            HandValue::Points(_) => ValueKind::Points,
            HandValue::Unclear(f) => {
                return ValueKind::ORDER
                    .into_iter()
                    .find(|k| *k != self && k.in_fields(f))
            }
        };
        (kind != self).then_some(kind)
    }
}

/// How players level on total score are ordered in a tournament's standings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StandingsTieBreak {
    /// By the best single game, then fewer penalty points (docs/rules.md §3–4).
    BestGame,
    /// By total game points (the scores being table points), then fewer penalty points
    /// (MCR, docs/rules.md §8).
    GamePoints,
}

/// The kind of game a style plays, for the front ends that read a style's documents by kind
/// (`tenbou game`'s readers) and the default final score. The replay itself is the style's
/// ([`StyleRules::game`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameFlow {
    /// Riichi's deal with counters and deposits, at the ruleset's table (riichi and sanma).
    Riichi,
    /// Hong Kong Old Style's: the deal kept on a win or a draw, table penalties, faan values.
    HongKong,
    /// MCR's: 16 hands, the deal passing every hand, seats changing between wind rounds, fan
    /// values, false wins, penalties taken, table points.
    Mcr,
    /// The shared game of points (`engine::points_game`): fixed seats, the deal passing every
    /// hand, typed points paid by the style's [`StyleRules::points_settlement`], penalties taken.
    Points,
}

/// What a style is, as plain answers: one constant per style lists every one of them (the
/// compiler asks for each field), and [`StyleRules`] reads them.
#[derive(Debug, Clone, Copy)]
pub struct Facts {
    pub id: StyleId,
    /// The style's name in words.
    pub name: &'static str,
    /// Players at a table.
    pub table: TableSize,
    /// Ids of the style's presets, its default first. Every preset id of the engine is in
    /// exactly one style's list.
    pub presets: &'static [&'static str],
    /// The kind of value a winner is written with.
    pub value_kind: ValueKind,
    /// The kind of game the style plays.
    pub game_flow: GameFlow,
    /// Riichi may be declared (a deposit put down): the sheet's riichi boxes.
    pub riichi: bool,
    /// The deal carries repeat counters (honba): the sheet's and the hands CSV's honba column.
    pub counters: bool,
    /// Table penalties paid to each other player are recorded with a hand.
    pub table_penalties: bool,
    /// The wind rounds a game may have, over the style's presets (and, where the style has
    /// settings of its own, the tournament's choice: [`StyleRules::default_settings`]).
    pub wind_rounds_offered: &'static [u8],
    /// Red fives may be in the wall under one of the style's presets: the calculator's picker
    /// shows them only then.
    pub red_fives: bool,
    /// The tiles and seats of a table of three: no 2m–8m, no North seat, North tiles set aside
    /// as nuki dora (docs/rules.md §6).
    pub three_player_tiles: bool,
    /// The preset with this id, if it is one of this style's.
    pub preset: fn(&str) -> Option<Ruleset>,
    /// Whether a winner's value is one this style accepts; the error says what to write
    /// instead. The style's game checks the same when it replays the hand.
    pub check_value: fn(&Winner, WinnerFacts<'_>) -> Result<(), ValueError>,
}

impl Facts {
    /// The plain answers of a style whose games are the shared game of points
    /// ([`GameFlow::Points`]): a table of four writing typed points, four wind rounds, none of
    /// riichi's deposits, counters, red fives or three-player tiles, no table penalties. A style
    /// that differs in one of them says so over these (`Facts { …, ..Facts::points_game(…) }`).
    pub const fn points_game(
        id: StyleId,
        name: &'static str,
        presets: &'static [&'static str],
        preset: fn(&str) -> Option<Ruleset>,
        check_value: fn(&Winner, WinnerFacts<'_>) -> Result<(), ValueError>,
    ) -> Facts {
        Facts {
            id,
            name,
            table: TableSize::FOUR,
            presets,
            value_kind: ValueKind::Points,
            game_flow: GameFlow::Points,
            riichi: false,
            counters: false,
            table_penalties: false,
            wind_rounds_offered: &[4],
            red_fives: false,
            three_player_tiles: false,
            preset,
            check_value,
        }
    }
}

/// Everything a style decides that code outside its folder asks about. One implementation per
/// style, chosen by [`style`]: its [`Facts`] (presets and the check of a winner's value
/// among them) and, where it differs from the shared defaults, its final score and standings
/// order.
pub trait StyleRules: Sync {
    /// The style's plain answers.
    fn facts(&self) -> &'static Facts;

    /// The preset with this id, if it is one of this style's.
    fn preset(&self, id: &str) -> Option<Ruleset> {
        (self.facts().preset)(id)
    }

    /// Whether a winner's value is one this style accepts; the error says what to write
    /// instead. The style's game checks the same when it replays the hand.
    fn check_value(&self, winner: &Winner, written: WinnerFacts<'_>) -> Result<(), ValueError> {
        (self.facts().check_value)(winner, written)
    }

    /// The final result of a game from its final points (deposits already settled) and
    /// chombos, under the preset's score method; the shared game of points ends with the
    /// points, ranks shared on ties.
    fn final_score(&self, rules: &Ruleset, points: [i32; 4], chombos: [u32; 4]) -> FinalResult {
        match self.game_flow() {
            GameFlow::Points => points_game::final_result(points),
            GameFlow::Riichi | GameFlow::HongKong | GameFlow::Mcr => {
                final_score(rules, points, chombos)
            }
        }
    }

    /// The replay of a game under `rules` with these player names (in starting-seat order):
    /// the shared game of points paid by the style's [`StyleRules::points_settlement`], unless
    /// the style replays its games itself (riichi and sanma, Hong Kong Old Style, MCR).
    fn game(&self, rules: &Ruleset, names: [&str; 4]) -> Box<dyn Replay> {
        let settlement = self
            .points_settlement(rules)
            .expect("a style without a replay of its own is a game of points with a settlement");
        Box::new(PointsReplay::new(rules, settlement, names))
    }

    /// The replay of a game of five people, `names` in the order they sat for the first hand
    /// (four in chairs East to North, then the first bettor), where the style has a fifth seat
    /// ([`StyleRules::has_fifth_seat`]); `None` elsewhere.
    fn game_of_five(&self, _rules: &Ruleset, _names: [&str; 5]) -> Option<Box<dyn Replay>> {
        None
    }

    /// The replay of a game of eight people sharing the four seats two by two, `names` in the
    /// order they sat for the first hand (four at seats East to North, then their partners in
    /// the same order), where the style has such a form (Mangan Mahjong's tag team,
    /// docs/rules.md §15); `None` elsewhere.
    fn game_of_partners(&self, _rules: &Ruleset, _names: [&str; 8]) -> Option<Box<dyn Replay>> {
        None
    }

    /// Every starting seat's wind in the hand at `index` (0-based) played in `round`, as a
    /// seat (`Seat::EAST` is the dealer): round the table from the round's dealer, unless the
    /// style seats its players otherwise.
    fn seat_winds(&self, table: TableSize, _index: usize, round: Round) -> [Seat; 4] {
        let dealer = round.dealer();
        [0, 1, 2, 3].map(|s| Seat::new(s).wind_in_hand(dealer, table))
    }

    /// Whether the players change seats between wind rounds, so that a row of the sheet, whose
    /// columns keep the starting seats, says who sat in which wind ([`StyleRules::seat_winds`]).
    fn players_change_seats(&self) -> bool {
        false
    }

    /// How a win is paid under `rules`, for a style whose games are the shared game of points
    /// ([`GameFlow::Points`]); `None` for the others.
    fn points_settlement(&self, _rules: &Ruleset) -> Option<&'static dyn Settlement> {
        None
    }

    /// A winner's value in words where the style writes more than its value fields (the
    /// Vietnamese bonuses: "30 × 2 (King and queen …) = 60 points"); `None` where the value
    /// fields say it all.
    fn value_words(&self, _winner: &Winner, _written: WinnerFacts<'_>) -> Option<String> {
        None
    }

    /// Whether winners write notes about a printed card's hand (jokerless, Singles and Pairs,
    /// the mark, the line) and hands record dead-hand challenges: American's (docs/rules.md
    /// §10); every other style's game refuses them by name.
    fn has_card_hands(&self) -> bool {
        false
    }

    /// Whether a table may seat a fifth person, the bettor, beside its four (American's,
    /// docs/rules.md §10): only then may a tournament choose the table rule "a fifth seat at
    /// some tables" and store a game seat 4.
    fn has_fifth_seat(&self) -> bool {
        false
    }

    /// Whether eight people may share a table two to a seat (Mangan Mahjong's tag team,
    /// docs/rules.md §15): only then may a round choose the table rule "tag teams" and a game
    /// store seats 4–7 as the partners ([`StyleRules::game_of_partners`] plays it).
    fn has_tag_team(&self) -> bool {
        false
    }

    /// Whether the style is played by two teams of two at a table (Clear Mahjong, docs/rules.md
    /// §16): a bracket, which cuts players one by one, is then refused.
    fn plays_in_teams(&self) -> bool {
        false
    }

    /// The sides and the winner of a game over after `played` (the hands its sheet accepted)
    /// at `position`, for a style played in teams: what the team standings count
    /// (docs/rules.md §16 "Teams"). `None` for a game not over and for a style played alone.
    fn team_game(
        &self,
        _rules: &Ruleset,
        _played: &[Hand],
        _position: &Position,
    ) -> Option<team_game::TeamGame> {
        None
    }

    /// How players level on total score are ordered in the standings.
    fn standings_tie_break(&self) -> StandingsTieBreak {
        StandingsTieBreak::BestGame
    }

    /// The style's id.
    fn id(&self) -> StyleId {
        self.facts().id
    }

    /// The style's name in words.
    fn name(&self) -> &'static str {
        self.facts().name
    }

    /// Players at a table.
    fn table(&self) -> TableSize {
        self.facts().table
    }

    /// Ids of the style's presets, its default first.
    fn presets(&self) -> &'static [&'static str] {
        self.facts().presets
    }

    /// The kind of value a winner is written with.
    fn value_kind(&self) -> ValueKind {
        self.facts().value_kind
    }

    /// The kind of game the style plays.
    fn game_flow(&self) -> GameFlow {
        self.facts().game_flow
    }

    /// Riichi may be declared (see [`Facts::riichi`]).
    fn has_riichi(&self) -> bool {
        self.facts().riichi
    }

    /// The deal carries repeat counters (see [`Facts::counters`]).
    fn has_counters(&self) -> bool {
        self.facts().counters
    }

    /// Table penalties paid to each other player are recorded with a hand.
    fn table_penalties(&self) -> bool {
        self.facts().table_penalties
    }

    /// The wind rounds a game may have; more than one means each tournament chooses.
    fn wind_rounds_offered(&self) -> &'static [u8] {
        self.facts().wind_rounds_offered
    }

    /// Whether each tournament chooses settings of its own within the style's rules: where
    /// the style has any ([`StyleRules::default_settings`]).
    fn has_tournament_settings(&self) -> bool {
        self.default_settings() != StyleSettings::None
    }

    /// A tournament's settings when it chose none: none, unless the style has settings of its
    /// own (Hong Kong Old Style's wind rounds and faan table, docs/rules.md §7).
    fn default_settings(&self) -> StyleSettings {
        StyleSettings::None
    }

    /// The settings typed on the tournament form, each field read by its name through
    /// `field`, checked by the style; a style without settings reads nothing.
    fn settings_from_form(
        &self,
        _field: &dyn Fn(&str) -> String,
    ) -> Result<StyleSettings, SettingsError> {
        Ok(self.default_settings())
    }

    /// The settings stored with a tournament (or in its export file), checked by the style;
    /// a style without settings reads nothing.
    fn settings_from_stored(
        &self,
        _stored: &StoredSettings,
    ) -> Result<StyleSettings, SettingsError> {
        Ok(self.default_settings())
    }

    /// Whether red fives may be in the wall under one of the style's presets.
    fn red_fives_allowed(&self) -> bool {
        self.facts().red_fives
    }

    /// The tiles and seats of a table of three (see [`Facts::three_player_tiles`]).
    fn three_player_tiles(&self) -> bool {
        self.facts().three_player_tiles
    }

    /// The tiles and seats of Minefield's table of two: seats East and West, no round wind,
    /// both players in riichi, a win only by ron (`minefield::tiles`). False elsewhere.
    fn two_player_tiles(&self) -> bool {
        false
    }

    /// The seat wind a hand scored from its tiles is valued with, for the player sitting in
    /// `wind` (as a seat, `Seat::EAST` dealing): the same wind, but at Minefield's table the
    /// second player's seat wind is West (`minefield::tiles::seat_wind`).
    fn tile_seat_wind(&self, wind: Seat) -> Seat {
        wind
    }

    /// Names of the starting seats at this style's table.
    fn seat_names(&self) -> &'static [&'static str] {
        &SEAT_NAMES[..self.table().count()]
    }
}

/// The implementation of a style: the one place ids meet their rules.
pub fn style(id: StyleId) -> &'static dyn StyleRules {
    match id {
        StyleId::Riichi => &riichi::Riichi,
        StyleId::Sanma => &sanma::Sanma,
        StyleId::HongKongOldStyle => &hkos::HongKongOldStyle,
        StyleId::Mcr => &mcr::Mcr,
        StyleId::ZungJung => &zung_jung::ZungJung,
        StyleId::American => &american::American,
        StyleId::ChineseClassical => &chinese_classical::ChineseClassical,
        StyleId::Vietnamese => &vietnamese::Vietnamese,
        StyleId::Minefield => &minefield::Minefield,
        StyleId::TenpaiRace => &tenpai_race::TenpaiRace,
        StyleId::Mangan => &mangan::Mangan,
        StyleId::Clear => &clear::Clear,
    }
}

/// Every preset id of every style, riichi's first (its first is the default).
pub fn all_preset_ids() -> impl Iterator<Item = PresetId> {
    StyleId::ALL
        .into_iter()
        .flat_map(|id| style(id).presets().iter().copied().map(PresetId::listed))
}

/// The default preset: riichi's first (docs/rules.md §2: the club preset is the default).
pub const DEFAULT_PRESET: PresetId = PresetId::listed(riichi::PRESETS[0]);

/// The preset with this id, from the style that lists it.
pub fn preset(id: PresetId) -> Ruleset {
    style(style_of_preset(id))
        .preset(id.as_str())
        .expect("every listed preset id builds its preset")
}

/// The style that lists a preset id.
pub fn style_of_preset(id: PresetId) -> StyleId {
    StyleId::ALL
        .into_iter()
        .find(|&s| style(s).presets().contains(&id.as_str()))
        .expect("every preset id is listed by a style")
}

/// Where a preset id is parsed: here, since only the registry lists the presets.
impl PresetId {
    /// The preset id written `id`, or `None` for text no style lists (a preset of an older or
    /// newer tenbou, a typing slip): the one place where text becomes a `PresetId`.
    pub fn parse(id: &str) -> Option<PresetId> {
        all_preset_ids().find(|listed| *listed == id)
    }

    /// The style this preset belongs to.
    pub fn style(self) -> StyleId {
        style_of_preset(self)
    }
}

/// A pattern name reduced to what a look-up by name compares: its letters and digits only (any
/// script, so Chinese names too), lower case. Each style folds its own spelling variants on top.
pub fn name_letters(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// Why style `id` refuses `winner`'s value, in the words the organizer reads (for tests of the
/// value checks; panics where the value is accepted).
#[cfg(test)]
pub(crate) fn refusal(id: StyleId, winner: &Winner) -> String {
    style(id)
        .check_value(winner, WinnerFacts::default())
        .expect_err("the value should be refused")
        .to_string()
}

/// What a preset reads from the registry: the preset of an id and the rules of its style. Here
/// rather than beside the preset type, so that `ruleset.rs` imports no style.
impl Ruleset {
    /// The preset with this id: each style builds its own (`styles::riichi`, `styles::sanma`,
    /// `styles::hkos`, …); the registry finds it. Text is parsed first ([`PresetId::parse`]).
    pub fn preset(id: PresetId) -> Ruleset {
        preset(id)
    }

    /// This ruleset's preset id, typed.
    pub fn preset_id(&self) -> PresetId {
        PresetId::listed(self.id)
    }

    /// The rules of this ruleset's style, from the registry.
    pub fn style_rules(&self) -> &'static dyn StyleRules {
        style(self.style)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::engine::payment::Limit;
    use crate::engine::sheet::{HandValue, Seat};

    #[test]
    fn every_preset_id_resolves_to_a_ruleset_of_its_own_style() {
        for id in StyleId::ALL {
            for preset_id in style(id).presets() {
                let parsed = PresetId::parse(preset_id).expect("a listed id parses");
                assert_eq!(parsed.as_str(), *preset_id);
                let rules = preset(parsed);
                assert_eq!(rules.id, *preset_id);
                assert_eq!(rules.preset_id(), parsed);
                assert_eq!(rules.style, id, "{preset_id}");
                assert_eq!(rules.table, style(id).table(), "{preset_id}");
                assert_eq!(style_of_preset(parsed), id);
                assert!(style(id).wind_rounds_offered().contains(&rules.wind_rounds));
            }
        }
        assert_eq!(PresetId::parse("hong-kong"), None);
        // Text is compared whole: no prefix, case or spacing of a listed id parses.
        for near in ["MSMC-2016", " msmc-2016", "msmc", "msmc-2016x", ""] {
            assert_eq!(PresetId::parse(near), None, "{near:?}");
        }
    }

    #[test]
    fn every_style_has_presets_and_no_id_is_listed_twice() {
        let mut seen = HashSet::new();
        for id in StyleId::ALL {
            assert_eq!(style(id).id(), id);
            assert!(!style(id).presets().is_empty(), "{id:?}");
            assert!(!style(id).name().is_empty(), "{id:?}");
            for preset_id in style(id).presets() {
                assert!(seen.insert(*preset_id), "{preset_id} is listed twice");
            }
        }
        assert_eq!(seen.len(), all_preset_ids().count());
        assert_eq!(all_preset_ids().next(), Some(DEFAULT_PRESET));
        assert_eq!(preset(DEFAULT_PRESET), Ruleset::club());
    }

    #[test]
    fn the_registry_answers_what_each_style_decides() {
        let (riichi, sanma, hkos, mcr) = (
            style(StyleId::Riichi),
            style(StyleId::Sanma),
            style(StyleId::HongKongOldStyle),
            style(StyleId::Mcr),
        );
        assert_eq!(riichi.value_kind(), ValueKind::HanFu);
        assert_eq!(sanma.value_kind(), ValueKind::HanFu);
        assert_eq!(hkos.value_kind(), ValueKind::Faan);
        assert!(riichi.has_counters() && sanma.has_counters() && !hkos.has_counters());
        assert!(riichi.has_riichi() && sanma.has_riichi() && !hkos.has_riichi());
        assert!(!riichi.table_penalties() && hkos.table_penalties());
        assert!(!riichi.has_tournament_settings() && hkos.has_tournament_settings());
        assert_eq!(hkos.wind_rounds_offered(), [1, 2, 4]);
        assert!(riichi.red_fives_allowed() && !hkos.red_fives_allowed());
        assert!(sanma.three_player_tiles() && !riichi.three_player_tiles());
        assert_eq!(sanma.seat_names(), ["East", "South", "West"]);
        assert_eq!(riichi.game_flow(), GameFlow::Riichi);
        assert_eq!(sanma.game_flow(), GameFlow::Riichi);
        assert_eq!(hkos.game_flow(), GameFlow::HongKong);
        assert_eq!(mcr.value_kind(), ValueKind::Fan);
        assert!(!mcr.has_counters() && !mcr.has_riichi() && !mcr.table_penalties());
        assert!(!mcr.has_tournament_settings() && !mcr.red_fives_allowed());
        assert_eq!(mcr.wind_rounds_offered(), [4]);
        assert_eq!(mcr.game_flow(), GameFlow::Mcr);
        assert_eq!(mcr.standings_tie_break(), StandingsTieBreak::GamePoints);
        assert_eq!(hkos.standings_tie_break(), StandingsTieBreak::BestGame);
        assert_eq!(riichi.standings_tie_break(), StandingsTieBreak::BestGame);
        assert_eq!(mcr.presets(), ["mcr"]);
        let zj = style(StyleId::ZungJung);
        assert_eq!(zj.value_kind(), ValueKind::Points);
        assert_eq!(zj.game_flow(), GameFlow::Points);
        assert_eq!(zj.presets(), ["zung-jung", "wsom"]);
        assert!(!zj.has_counters() && !zj.has_riichi() && !zj.table_penalties());
        assert!(!zj.has_tournament_settings() && !zj.red_fives_allowed());
        assert_eq!(zj.standings_tie_break(), StandingsTieBreak::BestGame);
        assert_eq!(
            PresetId::parse("wsom").map(PresetId::style),
            Some(StyleId::ZungJung)
        );
        let cc = style(StyleId::ChineseClassical);
        assert_eq!(cc.value_kind(), ValueKind::Scores);
        assert_eq!(cc.game_flow(), GameFlow::Points);
        assert_eq!(
            cc.presets(),
            [
                "chinese-classical",
                "chinese-classical-no-limit",
                "chinese-classical-east-double"
            ]
        );
        assert!(!cc.has_counters() && !cc.has_riichi() && !cc.table_penalties());
        assert!(!cc.has_tournament_settings() && !cc.red_fives_allowed());
        assert_eq!(cc.wind_rounds_offered(), [1]);
        assert_eq!(cc.standings_tie_break(), StandingsTieBreak::BestGame);
        let viet = style(StyleId::Vietnamese);
        assert_eq!(viet.value_kind(), ValueKind::Points);
        assert_eq!(viet.game_flow(), GameFlow::Points);
        assert_eq!(viet.presets(), ["vietnamese"]);
        assert!(!viet.has_counters() && !viet.has_riichi() && !viet.table_penalties());
        assert!(!viet.has_tournament_settings() && !viet.red_fives_allowed());
        assert_eq!(viet.wind_rounds_offered(), [4]);
        assert_eq!(
            PresetId::parse("mcr").map(PresetId::style),
            Some(StyleId::Mcr)
        );
        let american = style(StyleId::American);
        assert_eq!(american.value_kind(), ValueKind::Points);
        assert_eq!(american.game_flow(), GameFlow::Points);
        assert_eq!(american.presets(), ["american"]);
        assert!(!american.has_counters() && !american.has_riichi());
        assert!(!american.table_penalties() && !american.has_tournament_settings());
        assert_eq!(american.standings_tie_break(), StandingsTieBreak::BestGame);
        let minefield = style(StyleId::Minefield);
        assert_eq!(minefield.value_kind(), ValueKind::HanFu);
        assert_eq!(minefield.game_flow(), GameFlow::Riichi);
        assert_eq!(minefield.table(), TableSize::TWO);
        assert_eq!(minefield.seat_names(), ["East", "South"]);
        assert_eq!(minefield.presets(), ["minefield"]);
        assert!(!minefield.has_counters() && !minefield.has_riichi());
        assert!(!minefield.table_penalties() && !minefield.has_tournament_settings());
        assert!(!minefield.red_fives_allowed() && !minefield.three_player_tiles());
        let minefield_id = PresetId::parse("minefield").expect("minefield is a preset");
        assert_eq!(style_of_preset(minefield_id), StyleId::Minefield);
        let mangan = style(StyleId::Mangan);
        assert_eq!(mangan.value_kind(), ValueKind::HanFu);
        assert_eq!(mangan.game_flow(), GameFlow::Riichi);
        assert_eq!(mangan.table(), TableSize::FOUR);
        assert_eq!(mangan.presets(), ["mangan"]);
        assert!(mangan.has_riichi() && !mangan.has_counters() && !mangan.table_penalties());
        assert!(!mangan.has_tournament_settings() && !mangan.red_fives_allowed());
        let clear = style(StyleId::Clear);
        assert_eq!(clear.value_kind(), ValueKind::HanFu);
        assert_eq!(clear.game_flow(), GameFlow::Riichi);
        assert_eq!(
            (clear.table(), clear.presets()),
            (TableSize::FOUR, &["clear"][..])
        );
        assert!(clear.has_counters() && clear.has_riichi() && !clear.table_penalties());
        assert!(!clear.has_tournament_settings() && !clear.red_fives_allowed());
        // Only American's winners write a card's notes and its hands record challenges.
        for id in StyleId::ALL {
            assert_eq!(
                style(id).has_card_hands(),
                id == StyleId::American,
                "{id:?}"
            );
        }
        // The flags the presets carry agree with what their style says.
        for id in StyleId::ALL {
            for preset_id in style(id).presets() {
                let rules = preset(PresetId::parse(preset_id).unwrap());
                assert_eq!(rules.riichi, style(id).has_riichi(), "{preset_id}");
                assert_eq!(rules.table_penalties, style(id).table_penalties());
                assert_eq!(rules.nuki_dora, style(id).three_player_tiles());
                assert!(!rules.red_fives || style(id).red_fives_allowed());
                // A style replayed by the game of points pays by its settlement, the preset's.
                let settlement = style(id).points_settlement(&rules);
                assert_eq!(
                    settlement.is_some(),
                    style(id).game_flow() == GameFlow::Points,
                    "{preset_id}"
                );
                if let Some(s) = settlement {
                    assert_eq!(s.ruleset(), *preset_id);
                }
            }
        }
    }

    #[test]
    fn each_style_checks_the_values_it_accepts_with_the_reason() {
        let seat = Seat::new(1);
        let faan = Winner::faan(seat, 5);
        let han = Winner::han_fu(seat, 3, 30);
        let riichi = style(StyleId::Riichi);
        let hkos = style(StyleId::HongKongOldStyle);
        let refused = riichi
            .check_value(&faan, WinnerFacts::default())
            .unwrap_err();
        assert_eq!(
            refused.to_string(),
            "winner seat 1 (South): give `han` (with `fu`), a named `limit` (\"mangan\" …) or `yakuman`; this hand has a Hong Kong Old Style value (`faan`, or `\"limit\": true`)"
        );
        assert!(style(StyleId::Sanma)
            .check_value(&faan, WinnerFacts::default())
            .is_err());
        assert_eq!(riichi.check_value(&han, WinnerFacts::default()), Ok(()));
        assert_eq!(hkos.check_value(&faan, WinnerFacts::default()), Ok(()));
        let refused = hkos.check_value(&han, WinnerFacts::default()).unwrap_err();
        assert!(refused.to_string().contains("this hand has a riichi value"));
        let limit = Winner::limit(seat, Limit::Mangan);
        assert!(matches!(limit.value, HandValue::Limit(Limit::Mangan)));
        assert!(hkos.check_value(&limit, WinnerFacts::default()).is_err());
        let hk_limit = Winner::hkos_limit(seat);
        assert!(hkos.check_value(&hk_limit, WinnerFacts::default()).is_ok());
        assert!(riichi
            .check_value(&hk_limit, WinnerFacts::default())
            .is_err());
    }
}
