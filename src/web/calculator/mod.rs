//! The tile calculator players open on their phones: a winning hand written as mpsz text (or
//! tapped on the tile picker) and its situation in, its yaku, fu, limit and payment out — or the
//! reason it cannot win.
//!
//! Six files, one job each: `picker` is the tile picker this page and the score sheet's hand
//! form share ([`TilePicker`]); `tiles` reads the tile form (the text fields and flags the score
//! sheet's hand form shares: [`TilesFields`], [`Flags`], [`Table`]) and hands it to the engine;
//! `view` shows tiles and a score ([`ScoreView`], the yaku and fu labels); `hkos` reads and
//! shows what Hong Kong Old Style adds (bonus tiles, its situations, faan); `form` reads the
//! calculator page's own form; this file has its handlers. The style parts (`web::styles`)
//! import these leaf files, never this one, which asks them for the page's style parts. Scoring is
//! `engine::hand::evaluate_line`'s, reached only through [`TilesFields::evaluate`] and
//! [`TilesFields::evaluate_with_nuki`], and `engine::hkos::score`'s for Hong Kong Old Style;
//! nothing here computes a rule.
//!
//! A ruleset is chosen on the page (the tournament's, or the club's, by default), and its
//! style (`web::styles`) brings its own inputs and result to the page: sanma drops 2m–8m
//! from the picker and asks for a nuki count; Hong Kong Old Style adds flowers and seasons
//! and its own situations, and drops dora, riichi and counters; MCR counts the same flower and
//! season chips as its flowers, adds the fourth tile and drops dora, riichi and counters too.

pub mod form;
pub mod hkos;
pub mod picker;
pub mod tiles;
pub mod view;

pub use form::CalcForm;
pub use picker::TilePicker;
pub use tiles::TilesFields;
pub use view::{stored_yaku_label, HandTiles};

use super::auth::MaybeUser;
use super::error::WebResult;
use super::i18n::{Asked, Words};
use super::layout::Nav;
use super::layout::{Page, Path};
use super::state::AppState;
use super::styles::{pages_of, CalcContext, CalcInputs, StylePages};
use super::terms::names::ruleset_name;
use crate::app::tournaments::{self, TournamentRow};
use crate::engine::ruleset::{PresetId, Ruleset};
use crate::engine::seat::{Seat, WIND_LETTERS, WIND_NAMES};
use crate::engine::styles::all_preset_ids;
use crate::tournament::ids::TournamentId;
use askama::Template;
use axum::extract::{Query, State};
use axum::routing::get;
use axum::Router;
use std::collections::HashMap;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/calculator", get(calculator))
        .route("/t/{id}/calculator", get(tournament_calculator))
}

/// The winds a seat can have, as (letter, name): the engine's; a table of three has no North
/// seat, and Minefield's table of two is East and West (the registry's tile seat winds).
fn wind_choices(rules: &Ruleset) -> Vec<(&'static str, &'static str)> {
    let style = rules.style_rules();
    (0..rules.seats())
        .map(|seat| style.tile_seat_wind(Seat::new(seat as u8)).index())
        .map(|wind| (WIND_LETTERS[wind], WIND_NAMES[wind]))
        .collect()
}

/// The winds a round can have under `rules`, as (letter, name): one per wind round of the
/// game (docs/rules.md §2 and §6: East and South in riichi and sanma); none where the style
/// scores no round wind (Zung Jung). Hong Kong Old Style lets
/// each tournament choose 1, 2 or 4 wind rounds, so the club's calculator, which cannot know
/// the game's length, offers all four; a tournament's offers its own.
fn round_wind_choices(
    rules: &Ruleset,
    style: &dyn StylePages,
    tournament_rules: bool,
) -> Vec<(&'static str, &'static str)> {
    // Minefield's table of two plays no round wind (docs/rules.md §13).
    if !style.has_round_wind() || rules.style_rules().two_player_tiles() {
        return Vec::new();
    }
    let rounds = if style.words().every_round_wind && !tournament_rules {
        WIND_LETTERS.len()
    } else {
        usize::from(rules.wind_rounds).clamp(1, WIND_LETTERS.len())
    };
    WIND_LETTERS
        .into_iter()
        .zip(WIND_NAMES)
        .take(rounds)
        .collect()
}

/// One choice of the ruleset menu: (id, name), for the styles whose hands are scored from
/// their tiles.
fn ruleset_choices(words: &Words) -> Vec<(&'static str, String)> {
    all_preset_ids()
        .map(Ruleset::preset)
        .filter(|r| pages_of(r.style).scores_tiles())
        .map(|r| (r.id, ruleset_name(words, &r)))
        .collect()
}

/// The style's names for a win (`SheetWords::won_by`, English: "Ron", "Discard"), in the
/// page's words: the hand form's labels, and the calculator's own for a discard.
fn won_by_words(words: &Words, (by_discard, self_drawn): (&str, &str)) -> (String, String) {
    let by_discard = match by_discard {
        "Discard" => words.get("calculator-won-by-discard"),
        other => crate::web::hand_form::label(words, other),
    };
    (by_discard, crate::web::hand_form::label(words, self_drawn))
}

#[derive(Template)]
#[template(path = "calculator/calculator.html")]
struct CalculatorPage {
    nav: Nav,
    tournament: Option<TournamentRow>,
    ruleset_name: String,
    ruleset_id: &'static str,
    rulesets: Vec<(&'static str, String)>,
    action: String,
    form: CalcForm,
    shown: HandTiles,
    /// The tile picker, rendered.
    picker: String,
    /// The style's inputs, and how it names a win.
    inputs: CalcInputs,
    /// How a win is named, in the page's words: (by discard, self-drawn).
    won_by: (String, String),
    /// The style's result for the hand, rendered, or why it cannot win.
    result: Option<String>,
    refusal: Option<String>,
    /// Seat winds.
    winds: Vec<(&'static str, &'static str)>,
    round_winds: Vec<(&'static str, &'static str)>,
    /// The style's note on the rules (which faan table pays).
    rules_note: Option<String>,
}

impl CalculatorPage {
    fn new(
        nav: Nav,
        tournament: Option<TournamentRow>,
        default_rules: Ruleset,
        query: &HashMap<String, String>,
    ) -> askama::Result<Self> {
        let mut form = CalcForm::from_query(query);
        // The menu's choice when it names another preset, else the page's own rules (a
        // tournament's, with its settings: an HKOS tournament's own faan table).
        let (rules, own_rules) = match PresetId::parse(&form.ruleset).map(Ruleset::preset) {
            Some(chosen) if chosen.id != default_rules.id => (chosen, false),
            _ => (default_rules, true),
        };
        form.ruleset = rules.id.to_string();
        let rules = &rules;
        let tournament_rules = own_rules && tournament.is_some();
        let style = pages_of(rules.style);
        let round_winds = round_wind_choices(rules, style, tournament_rules);
        let own = tournament.as_ref().filter(|_| tournament_rules);
        let rules_note = style.rules_note(rules, own, &nav.words);
        let chips = form.hkos.chips(&nav.words);
        let words = nav.words;
        let calc = CalcContext {
            form: &form,
            chips: &chips,
            words,
        };
        let (mut result, mut refusal) = (None, None);
        // A first visit (no tiles yet) shows the empty form, not a complaint.
        if form.tiles.is_given() || !form.tiles.win_tile.is_empty() {
            let scored = match form.table_within(rules, &round_winds) {
                Ok(table) => style.calculator_result(&calc, &table, rules)?,
                Err(message) => Err(message),
            };
            match scored {
                Ok(shown) => result = Some(shown),
                Err(message) => refusal = Some(message),
            }
        }
        let inputs = style.calculator_inputs(&calc)?;
        let action = match &tournament {
            Some(t) => format!("/t/{}/calculator", t.id),
            None => "/calculator".to_string(),
        };
        Ok(CalculatorPage {
            nav,
            tournament,
            ruleset_name: ruleset_name(&words, rules),
            ruleset_id: rules.id,
            rulesets: ruleset_choices(&words),
            rules_note,
            action,
            shown: HandTiles::new(&form.tiles, words),
            form,
            picker: TilePicker::in_words(
                rules,
                style.words().picker(),
                inputs.picker_modes.clone(),
                words,
            )
            .render()?,
            inputs,
            won_by: won_by_words(&words, style.words().won_by),
            result,
            refusal,
            winds: wind_choices(rules),
            round_winds,
        })
    }
}

/// The calculator under the default (club) rules.
async fn calculator(
    user: MaybeUser,
    asked: Asked,
    Query(query): Query<HashMap<String, String>>,
) -> WebResult<Page<impl Template>> {
    let rules = Ruleset::club();
    let nav = Nav::from(&user).in_words(asked.words(None));
    let page = CalculatorPage::new(nav, None, rules, &query)?;
    Ok(Page::new(page))
}

/// The calculator under a tournament's rules.
async fn tournament_calculator(
    State(state): State<AppState>,
    user: MaybeUser,
    asked: Asked,
    Path(id): Path<TournamentId>,
    Query(query): Query<HashMap<String, String>>,
) -> WebResult<Page<impl Template>> {
    let tournament = tournaments::get(&state.db, id).await?;
    let preset = tournament
        .preset()
        .map_or_else(Ruleset::club, Ruleset::preset);
    let rules =
        crate::tournament::rule_settings::ruleset_with(preset.clone(), &tournament.rule_settings)
            .unwrap_or(preset);
    let nav = Nav::from(&user).in_words(asked.words(tournament.default_language()));
    let page = CalculatorPage::new(nav, Some(tournament), rules, &query)?;
    Ok(Page::new(page))
}

#[cfg(test)]
mod tests {
    use super::tiles::{parse_melds, Flags, Table};
    use super::view::ScoreView;
    use super::view::{tile_imgs, tile_name};
    use super::*;
    use crate::web::i18n::Words;

    fn spec_example() -> TilesFields {
        TilesFields {
            hand: "123m789p22z".into(),
            win_tile: "3m".into(),
            melds: "ankan 5555z, pon 999p".into(),
            dora: "7z4p".into(),
            ura: String::new(),
            nuki: String::new(),
        }
    }

    const NORTH_IN_EAST: Table = Table {
        seat_wind: "N",
        round_wind: "E",
        honba: 0,
        riichi_sticks: 1,
    };

    #[test]
    fn the_spec_example_written_in_the_forms_way_scores_as_the_spec_says() {
        let score = spec_example()
            .evaluate(&Flags::default(), &NORTH_IN_EAST, &Ruleset::club())
            .unwrap();
        assert_eq!((score.han, score.fu, score.cost.main), (6, 60, 12000));
        let view = ScoreView::new(&score, false, false, &NORTH_IN_EAST, Words::default());
        assert_eq!(view.value, "6 han 60 fu");
        assert_eq!(view.limit, "Haneman");
        assert_eq!(view.total, 13000);
        assert_eq!(view.payments, ["The discarder pays 12000"]);
        assert!(view
            .fu_parts
            .contains(&("Concealed kan of terminals or honours".to_string(), 32)));
    }

    #[test]
    fn melds_read_as_kind_and_tiles_and_anything_else_is_explained() {
        let melds = parse_melds(" pon 999p,ankan  5555z ; chi 234s").unwrap();
        let read: Vec<(&str, &str)> = melds
            .iter()
            .map(|m| (m.kind.as_str(), m.tiles.as_str()))
            .collect();
        assert_eq!(read, [("pon", "999p"), ("ankan", "5555z"), ("chi", "234s")]);
        assert!(parse_melds("").unwrap().is_empty());
        for bad in ["999p", "pon", "pong 999p", "pon 999p chi"] {
            assert!(parse_melds(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn digits_without_a_suit_before_the_melds_are_refused_rather_than_misread() {
        let fields = TilesFields {
            hand: "123m789p22".into(),
            ..spec_example()
        };
        let err = fields
            .evaluate(&Flags::default(), &NORTH_IN_EAST, &Ruleset::club())
            .unwrap_err();
        assert!(err.message().contains("suit letter"), "{}", err.message());
    }

    #[test]
    fn a_hand_without_yaku_is_told_apart_from_other_refusals() {
        let fields = TilesFields {
            hand: "123m456p789s235s11z".into(),
            win_tile: "5s".into(),
            ..TilesFields::default()
        };
        let table = Table {
            seat_wind: "S",
            round_wind: "E",
            honba: 0,
            riichi_sticks: 0,
        };
        let open_hand = TilesFields {
            hand: "123m456p234s11p".into(),
            melds: "chi 789s".into(),
            win_tile: "4s".into(),
            ..TilesFields::default()
        };
        let err = open_hand
            .evaluate(&Flags::default(), &table, &Ruleset::club())
            .unwrap_err();
        assert!(err.is_no_yaku(), "{err:?}");
        assert!(err.message().starts_with("No yaku"));
        let err = fields
            .evaluate(&Flags::default(), &table, &Ruleset::club())
            .unwrap_err();
        assert!(!err.is_no_yaku());
        assert!(
            err.message().starts_with("Not a winning hand"),
            "{}",
            err.message()
        );
    }

    #[test]
    fn tiles_have_names_and_a_red_five_keeps_its_own_image() {
        let english = Words::default();
        let codes: Vec<String> = tile_imgs("10m7z", &english)
            .into_iter()
            .map(|t| t.code)
            .collect();
        assert_eq!(codes, ["1m", "0m", "7z"]);
        assert_eq!(tile_name(&english, "0p"), "red 5 pin");
        assert_eq!(tile_name(&english, "3z"), "West wind");
        assert_eq!(tile_name(&english, "9s"), "9 sou");
        assert!(tile_imgs("12x", &english).is_empty());
    }

    /// Each language names the tiles its players' way: French by the suits' French names,
    /// Japanese in kanji (赤五筒, 九萬, 中).
    #[test]
    fn tiles_are_named_in_the_readers_language() {
        use crate::web::i18n::Language;
        let french = Words::new(Language::French);
        let japanese = Words::new(Language::Japanese);
        for (code, in_french, in_japanese) in [
            ("1m", "1 caractère", "一萬"),
            ("9m", "9 caractères", "九萬"),
            ("0p", "cinq rouge (cercles)", "赤五筒"),
            ("4s", "4 bambous", "四索"),
            ("1z", "vent d'Est", "東"),
            ("6z", "dragon vert", "發"),
            ("7z", "dragon rouge", "中"),
        ] {
            assert_eq!(tile_name(&french, code), in_french, "{code}");
            assert_eq!(tile_name(&japanese, code), in_japanese, "{code}");
        }
        assert_eq!(tile_name(&japanese, "8x"), "8x");
        // The bonus tiles' chips: English as the engine labels them, Japanese in kanji.
        let fields = hkos::HkosFields::default();
        let english: Vec<String> = fields
            .chips(&Words::default())
            .into_iter()
            .map(|c| c.label)
            .collect();
        let engine: Vec<String> = crate::engine::hkos::Bonus::all()
            .map(|b| b.label())
            .collect();
        assert_eq!(english, engine);
        let in_japanese = fields.chips(&japanese);
        assert_eq!(
            (in_japanese[0].label.as_str(), in_japanese[7].label.as_str()),
            ("花1（梅）", "季節4（冬）")
        );
        assert_eq!(fields.chips(&french)[2].label, "fleur 3 (chrysanthème)");
    }
}
