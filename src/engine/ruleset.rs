//! A ruleset as data: one `Ruleset` struct, the fields every preset fills.
//!
//! Owns the meaning of every number and option that differs between the presets of docs/rules.md §1–3 (the club's
//! `msmc-2016`, `ema-2016`, `ema-2025`, `wrc`, `tenhou`, `mleague`), and the styles beyond
//! four-player riichi: three-player sanma (`sanma-msmc`, §6) and Hong Kong Old Style
//! (`hkos-msmc`, §7). A ruleset says how many sit at a table, how the deal moves, how long a game
//! is, what a hand is worth, how it is paid, which penalties exist and how a game's final score
//! is computed. Each style builds its own presets in its folder (`styles::riichi`,
//! `styles::sanma`, `styles::hkos`) and the registry (`styles`) finds them; what a style decides
//! beyond these numbers is its [`StyleRules`](crate::engine::styles::StyleRules). It holds no
//! logic: the
//! payment table (`payment.rs`), the game replay (`game.rs`) and the tile evaluator read these
//! fields. It must not do I/O or depend on anything above the engine. A tournament stores a
//! preset id plus overrides; the values here are the published defaults, so changing one
//! rescores nothing that was stored with its own copy.

use serde::Serialize;

pub use crate::engine::preset_id::PresetId;
pub use crate::engine::seat::TableSize;
pub use crate::engine::styles::hkos::payments::FaanTable;
pub use crate::engine::styles::id::StyleId;

/// What a hand of 13 han or more without a real yakuman is worth (docs/rules.md §1, "kazoe").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum KazoeRule {
    /// Counted as one yakuman (`msmc-2016`, `tenhou`, `mleague`).
    Yakuman,
    /// Capped at sanbaiman (`ema-2016`, `ema-2025`, `wrc`).
    Sanbaiman,
}

/// What happens when several players declare ron on the same discard (docs/rules.md §1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MultiRon {
    /// Only the winner nearest the discarder in turn order wins; the other declarations are
    /// void (`msmc-2016`: the club's "turn order takes priority"; `wrc`).
    HeadBump,
    /// The discarder pays every winner in full, each with the honba; each winner takes back a
    /// deposit put down in this hand; every other deposit goes to the nearest winner
    /// (`ema-2016`, `ema-2025`).
    EachWinnerWithHonba,
    /// The discarder pays every winner; only the nearest winner gets the honba and all the
    /// deposits (`tenhou`, `mleague`). See `Ruleset::triple_ron_abortive`.
    NearestTakesHonbaAndDeposits,
}

/// Who pays the honba when a liable player (pao) shares a ron with a third-party discarder
/// (docs/rules.md §1, "Responsibility").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PaoHonba {
    /// The discarder pays half the value and the honba (all presets except `tenhou`).
    Discarder,
    /// The liable player pays the honba (`tenhou`).
    Liable,
}

/// How a chombo is punished (docs/rules.md §2, "Chombo").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum ChomboRule {
    /// Reverse mangan paid at the table: a dealer pays 4000 to each player, a non-dealer 4000
    /// to the dealer and 2000 to each other player (`msmc-2016` from the club's rules, and
    /// `tenhou`, which docs/rules.md §3 gives the club's chombo payment).
    ReverseMangan,
    /// Nothing is paid at the table; `points` are taken from the offender's final score of the
    /// game, after uma (`ema-*`, `wrc`, `mleague`: 20).
    FinalScoreDeduction { points: i32 },
}

/// How the final score of a game is computed from its final points (docs/rules.md §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoreMethod {
    /// The club's method: subtract the return points, the first adds the oka, divide by 1000
    /// truncating toward zero, add the uma, then adjust first place so the four sum to zero
    /// (`msmc-2016`, `tenhou`).
    ClubTruncated,
    /// Exact: `(points − return) / 1000` plus the uma (oka included), no truncation and no
    /// zero-sum adjustment, so a score may carry decimals (`ema-*`, `wrc`, `mleague`).
    Exact,
    /// The final points are the score (Hong Kong Old Style, docs/rules.md §7: scores start at 0 and
    /// sum to 0).
    Points,
}

/// How players tied on final points are ranked and paid uma (docs/rules.md §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TieRule {
    /// The seat at the start of the game decides: East above South above West above North
    /// (`msmc-2016`, `tenhou`).
    StartingSeat,
    /// Tied players share equally the uma (and oka) of the places they occupy; the rank shown
    /// still follows the starting seat (`ema-*`, `wrc`, `mleague`).
    ShareUma,
}

/// What happens to a game when the round's time runs out (the organizer's round clock).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TimeRule {
    /// The hand in progress is finished, then the game ends with its scores as they stand and
    /// is scored like any ended game (leftover deposits to first place, uma, oka). Tournament
    /// play under `msmc-2016`, `ema-*` and `wrc`, whose events run to a schedule.
    FinishHand,
    /// Games are played to their natural end whatever the clock says; the clock only informs.
    /// `tenhou` and `mleague`, whose published rules have no time limit.
    PlayToEnd,
}

impl TimeRule {
    /// The rule in words, as the score sheet shows it once time is up.
    pub fn describe(self) -> &'static str {
        match self {
            TimeRule::FinishHand => {
                "finish the hand in progress, then the game ends with its scores as they stand"
            }
            TimeRule::PlayToEnd => "these rules have no time limit: play the game to its end",
        }
    }
}

/// One riichi ruleset. Every field states its meaning and its value in each preset; the
/// presets are built by each style and found by [`Ruleset::preset`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Ruleset {
    /// Preset id as stored by a tournament: `msmc-2016`, `ema-2016`, `ema-2025`, `wrc`,
    /// `tenhou`, `mleague`, `sanma-msmc`, `hkos-msmc`.
    pub id: &'static str,
    /// Human name shown to organizers.
    pub name: &'static str,
    /// The style: riichi in the six riichi presets, sanma in `sanma-msmc`, Hong Kong Old Style
    /// in `hkos-msmc`.
    pub style: StyleId,
    /// Players at a table: four, except three in `sanma-msmc` (docs/rules.md §6).
    pub table: TableSize,
    /// Wind rounds in a game, each giving every seat the deal once: 2 (East and South) in every
    /// riichi preset and in `sanma-msmc` (docs/rules.md §2, §6); 1 by default in `hkos-msmc`, where
    /// the tournament chooses 1, 2 or 4 (docs/rules.md §7).
    pub wind_rounds: u8,
    /// Points paid in all at an exhaustive draw by the noten players to the tenpai ones:
    /// 3,000 with four players (docs/rules.md §1), 2,000 in sanma (docs/rules.md §6), 0 in `hkos-msmc`.
    pub noten_total: i32,
    /// Riichi may be declared (a 1000 deposit; in `mangan` the yaku alone, with no stake,
    /// docs/rules.md §15). False in `hkos-msmc` and the styles without riichi.
    pub riichi: bool,
    /// North tiles are set aside as nuki dora (docs/rules.md §6): only `sanma-msmc`.
    pub nuki_dora: bool,
    /// Chii may be called to form an open meld. False in `sanma-msmc` ("No open chii").
    pub open_chii: bool,
    /// Table penalties paid by the offender to each other player (2, 8 per dropped tile, 64),
    /// recorded with a hand: only `hkos-msmc` (docs/rules.md §7).
    pub table_penalties: bool,
    /// Points each player starts with: 25,000 (`msmc-2016`, `tenhou`, `mleague`), 30,000
    /// (`ema-*`, `wrc`). docs/rules.md §2–3.
    pub starting_points: i32,
    /// Points subtracted before the final score ("return", "target"): 30,000 in every preset.
    /// docs/rules.md §3.
    pub return_points: i32,
    /// Red fives in the wall (each a dora). False in `msmc-2016` (the club: "No red fives will
    /// be used"), `ema-*` and `wrc`; true in `tenhou` and `mleague`, which play with one red
    /// five per suit.
    pub red_fives: bool,
    /// Tanyao (all simples) counts in an open hand. True in every preset (docs/rules.md §2 for the
    /// club; the other presets' published rules also allow it).
    pub open_tanyao: bool,
    /// 4 han 30 fu and 3 han 60 fu are paid as mangan. True only in `ema-2025` and `wrc`
    /// (docs/rules.md §1).
    pub kiriage: bool,
    /// What 13+ han without a real yakuman is worth: yakuman in `msmc-2016`, `tenhou`,
    /// `mleague`; sanbaiman in `ema-*` and `wrc` (docs/rules.md §1).
    pub kazoe: KazoeRule,
    /// Several yakuman in one hand add up. True in `msmc-2016`, `tenhou`, `mleague`; false
    /// (capped at one) in `ema-*` and `wrc` (docs/rules.md §1).
    pub stack_yakuman: bool,
    /// 13-sided kokushi, suuankou tanki, junsei chuuren and daisuushii count as two yakuman.
    /// True only in `msmc-2016` (docs/rules.md §2); the others count them once.
    pub double_yakuman_hands: bool,
    /// Fu for a pair of a wind that is both the seat and the round wind. 4 in every preset
    /// (docs/rules.md §1 reasons its 110-fu ceiling "under 4-fu double wind pairs").
    pub double_wind_pair_fu: u32,
    /// An open hand shaped like pinfu may be scored at 20 fu on a ron (instead of 30). False
    /// in every preset; when false, 20 fu on a ron is an impossible declaration (docs/rules.md §1).
    pub open_pinfu_20fu: bool,
    /// Renhou ("Gift of Man", a win before one's first draw) is scored. False in every preset
    /// (the club: "The Gift of Man low-limit hand cannot be scored").
    pub renhou: bool,
    /// Daisharin ("The Chariot") is scored as a yakuman. False in every preset (the club:
    /// "The Chariot limit hand cannot be scored").
    pub daisharin: bool,
    /// Paarenchan ("Eight Dealer Keeps") is a yakuman. False in every preset (the club: "The
    /// Eight Dealer Keeps limit hand cannot be scored").
    pub paarenchan: bool,
    /// Nagashi mangan ("Pool of Dreams") is played. True in `msmc-2016`, `tenhou`, `mleague`;
    /// false in `ema-*` and `wrc`, where recording one is an error (docs/rules.md §1).
    pub nagashi_mangan: bool,
    /// Abortive draws (nine terminals, four winds, four riichi, four kans) are played. True in
    /// `msmc-2016`, `tenhou`, `mleague`; false in `ema-*` and `wrc` (docs/rules.md §1–2).
    pub abortive_draws: bool,
    /// The game ends as soon as a player is below zero after a hand (exactly 0 does not end
    /// it). True in `msmc-2016` and `tenhou`; false elsewhere (docs/rules.md §2–3).
    pub bust_ends_game: bool,
    /// Agari-yame: the dealer who wins a South-4 hand and is then alone in first place with at
    /// least `agari_yame_min_points` may end the game. True only in `msmc-2016` (docs/rules.md §2).
    pub agari_yame: bool,
    /// Points the dealer needs for agari-yame: 30,000 (docs/rules.md §2).
    pub agari_yame_min_points: i32,
    /// Multiple ron: head bump in `msmc-2016` and `wrc`, every winner with honba in `ema-*`,
    /// nearest takes honba and deposits in `tenhou` and `mleague` (docs/rules.md §1).
    pub multi_ron: MultiRon,
    /// Three players declaring ron on one discard make an abortive draw instead of a win.
    /// True in `tenhou` and `mleague` (docs/rules.md §1, §3); false elsewhere.
    pub triple_ron_abortive: bool,
    /// Who pays the honba on a ron shared with a liable player: the liable player in `tenhou`,
    /// the discarder elsewhere (docs/rules.md §1).
    pub pao_honba: PaoHonba,
    /// Chombo: reverse mangan at the table in `msmc-2016` and `tenhou`; 20 from the final
    /// score in `ema-*`, `wrc`, `mleague` (docs/rules.md §2–3).
    pub chombo: ChomboRule,
    /// Uma by place (1st..4th), in final-score units (thousands of points), oka excluded:
    /// +20 +10 −10 −20 (`msmc-2016`, `tenhou`), +15 +5 −5 −15 (`ema-*`, `wrc`),
    /// +30 +10 −10 −30 (`mleague`, whose published +50 for first includes the oka),
    /// +15 0 −15 at a table of three (`sanma-msmc`, the fourth entry unused), none in
    /// `hkos-msmc`.
    pub uma: [i32; 4],
    /// Oka in points, added to first place: players × (return − start), i.e. 20,000 in
    /// `msmc-2016`, `tenhou`, `mleague`, 15,000 in `sanma-msmc` (3 × 5,000) and 0 in `ema-*`,
    /// `wrc` and `hkos-msmc` (docs/rules.md §3, §6).
    pub oka: i32,
    /// Final-score computation: club truncation in `msmc-2016`, `tenhou` and `sanma-msmc`,
    /// exact in `ema-*`, `wrc`, `mleague` (docs/rules.md §3, §6), the points themselves in
    /// `hkos-msmc` (docs/rules.md §7).
    pub score_method: ScoreMethod,
    /// Tied final points: starting seat decides in `msmc-2016` and `tenhou`; tied players
    /// share uma in `ema-*`, `wrc`, `mleague` (docs/rules.md §3).
    pub tie_rule: TieRule,
    /// When the round's time runs out: finish the hand in progress and end the game in
    /// `msmc-2016`, `ema-*` and `wrc`; play to the end in `tenhou` and `mleague`, which have no
    /// time limit.
    pub time_rule: TimeRule,
    /// Hong Kong Old Style's faan → base points table (docs/rules.md §7): the §7 default in every
    /// preset (only `hkos-msmc` reads it); a tournament may type its own.
    pub faan_table: FaanTable,
}

impl Ruleset {
    /// Seats at this ruleset's table.
    pub fn seats(&self) -> usize {
        self.table.count()
    }

    /// The base of a style scored in plain points (Hong Kong Old Style, MCR and the styles
    /// after them): no riichi sticks, no starting or returned points, no uma or oka, none of
    /// riichi's special draws or endings, several winners on one discard settled by head bump,
    /// a false win never a chombo (each such style records it its own way), the final score
    /// the points as played, and a game at time finishing the hand in progress. Each style
    /// sets its game length and whether table penalties are paid.
    pub fn in_points(id: &'static str, name: &'static str, style: StyleId) -> Ruleset {
        Ruleset {
            id,
            name,
            style,
            wind_rounds: 4,
            noten_total: 0,
            riichi: false,
            table_penalties: false,
            starting_points: 0,
            return_points: 0,
            red_fives: false,
            nagashi_mangan: false,
            abortive_draws: false,
            bust_ends_game: false,
            agari_yame: false,
            multi_ron: MultiRon::HeadBump,
            triple_ron_abortive: false,
            chombo: ChomboRule::FinalScoreDeduction { points: 0 },
            uma: [0; 4],
            oka: 0,
            score_method: ScoreMethod::Points,
            tie_rule: TieRule::StartingSeat,
            time_rule: TimeRule::FinishHand,
            ..Ruleset::club()
        }
    }
}

impl Default for Ruleset {
    fn default() -> Self {
        Ruleset::club()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::styles::{all_preset_ids, hkos, riichi, sanma, ValueKind, DEFAULT_PRESET};

    const PRESET_IDS: &[&str] = riichi::PRESETS;

    #[test]
    fn every_listed_preset_id_resolves_to_a_ruleset_with_that_id() {
        for id in PRESET_IDS {
            let r = Ruleset::preset(PresetId::parse(id).expect("listed preset exists"));
            assert_eq!(r.id, *id);
            assert!(!r.name.is_empty());
        }
        assert_eq!(DEFAULT_PRESET, PRESET_IDS[0]);
        assert_eq!(Ruleset::default(), Ruleset::club());
        assert!(PresetId::parse("hong-kong").is_none());
        for id in sanma::PRESETS.iter().chain(hkos::PRESETS) {
            assert_eq!(
                Ruleset::preset(PresetId::parse(id).expect("listed preset exists")).id,
                *id
            );
        }
    }

    #[test]
    fn riichi_presets_are_four_player_east_south_games_with_han_and_fu() {
        for id in PRESET_IDS {
            let r = Ruleset::preset(PresetId::parse(id).unwrap());
            assert_eq!(r.style, StyleId::Riichi, "{id}");
            assert_eq!(r.table, TableSize::FOUR, "{id}");
            assert_eq!(r.wind_rounds, 2, "{id}");
            assert_eq!(r.noten_total, 3000, "{id}");
            assert!(r.style_rules().has_counters(), "{id}");
            assert!(
                r.riichi && r.open_chii && !r.nuki_dora && !r.table_penalties,
                "{id}"
            );
        }
    }

    #[test]
    fn sanma_preset_carries_the_numbers_of_rules_md_section_6() {
        let r = Ruleset::preset(PresetId::parse("sanma-msmc").unwrap());
        assert_eq!(r.style, StyleId::Sanma);
        assert_eq!(r.table, TableSize::THREE);
        assert_eq!(r.wind_rounds, 2);
        assert_eq!((r.starting_points, r.return_points), (35_000, 40_000));
        assert_eq!(r.oka, 15_000);
        assert_eq!(r.uma[..3], [15, 0, -15]);
        assert_eq!(r.noten_total, 2000);
        assert!(r.nuki_dora && !r.open_chii && !r.red_fives && !r.agari_yame);
        assert_eq!(r.multi_ron, MultiRon::HeadBump);
        assert_eq!(r.chombo, ChomboRule::ReverseMangan);
        assert_eq!(r.score_method, ScoreMethod::ClubTruncated);
    }

    #[test]
    fn hkos_preset_carries_the_choices_of_rules_md_section_7() {
        let r = Ruleset::preset(PresetId::parse("hkos-msmc").unwrap());
        assert_eq!(r.style, StyleId::HongKongOldStyle);
        assert_eq!(r.table, TableSize::FOUR);
        assert_eq!(r.style_rules().value_kind(), ValueKind::Faan);
        assert!(!r.style_rules().has_counters());
        assert_eq!((r.starting_points, r.noten_total, r.oka), (0, 0, 0));
        assert!(!r.riichi && !r.abortive_draws && !r.nagashi_mangan && r.table_penalties);
        assert_eq!(r.score_method, ScoreMethod::Points);
    }

    #[test]
    fn scheduled_presets_end_a_game_at_time_and_online_ones_play_on() {
        for (id, rule) in [
            ("msmc-2016", TimeRule::FinishHand),
            ("ema-2016", TimeRule::FinishHand),
            ("ema-2025", TimeRule::FinishHand),
            ("wrc", TimeRule::FinishHand),
            ("tenhou", TimeRule::PlayToEnd),
            ("mleague", TimeRule::PlayToEnd),
        ] {
            assert_eq!(
                Ruleset::preset(PresetId::parse(id).unwrap()).time_rule,
                rule,
                "{id}"
            );
        }
        assert!(TimeRule::FinishHand.describe().contains("hand in progress"));
    }

    #[test]
    fn oka_equals_players_times_return_minus_start_in_every_preset() {
        for id in all_preset_ids() {
            let r = Ruleset::preset(id);
            assert_eq!(
                r.oka,
                r.seats() as i32 * (r.return_points - r.starting_points),
                "{id}"
            );
            assert_eq!(r.uma.iter().sum::<i32>(), 0, "{id}");
        }
    }

    #[test]
    fn presets_carry_the_options_rules_md_lists() {
        // (id, start, kiriage, kazoe yakuman, stack, nagashi, abortive, bust, multi-ron)
        type Row = (
            &'static str,
            i32,
            bool,
            bool,
            bool,
            bool,
            bool,
            bool,
            MultiRon,
        );
        // One preset a line, its options read across under the header above.
        #[rustfmt::skip]
        let table: &[Row] = &[
            ("msmc-2016", 25_000, false, true,  true,  true,  true,  true,  MultiRon::HeadBump),
            ("ema-2016",  30_000, false, false, false, false, false, false, MultiRon::EachWinnerWithHonba),
            ("ema-2025",  30_000, true,  false, false, false, false, false, MultiRon::EachWinnerWithHonba),
            ("wrc",       30_000, true,  false, false, false, false, false, MultiRon::HeadBump),
            ("tenhou",    25_000, false, true,  true,  true,  true,  true,  MultiRon::NearestTakesHonbaAndDeposits),
            ("mleague",   25_000, false, true,  true,  true,  true,  false, MultiRon::NearestTakesHonbaAndDeposits),
        ];
        for &(id, start, kiriage, kazoe_yakuman, stack, nagashi, abortive, bust, multi) in table {
            let r = Ruleset::preset(PresetId::parse(id).unwrap());
            assert_eq!(r.starting_points, start, "{id}");
            assert_eq!(r.return_points, 30_000, "{id}");
            assert_eq!(r.kiriage, kiriage, "{id}");
            assert_eq!(r.kazoe == KazoeRule::Yakuman, kazoe_yakuman, "{id}");
            assert_eq!(r.stack_yakuman, stack, "{id}");
            assert_eq!(r.nagashi_mangan, nagashi, "{id}");
            assert_eq!(r.abortive_draws, abortive, "{id}");
            assert_eq!(r.bust_ends_game, bust, "{id}");
            assert_eq!(r.multi_ron, multi, "{id}");
            assert_eq!(r.agari_yame, id == "msmc-2016", "{id}");
            assert_eq!(r.double_wind_pair_fu, 4, "{id}");
            assert!(
                !r.open_pinfu_20fu && !r.renhou && !r.daisharin && !r.paarenchan,
                "{id}"
            );
        }
    }

    #[test]
    fn club_preset_matches_the_club_rules() {
        let r = Ruleset::club();
        assert!(!r.red_fives);
        assert!(r.open_tanyao);
        assert!(r.double_yakuman_hands);
        assert_eq!(r.chombo, ChomboRule::ReverseMangan);
        assert_eq!(r.uma, [20, 10, -10, -20]);
        assert_eq!(r.score_method, ScoreMethod::ClubTruncated);
        assert_eq!(r.tie_rule, TieRule::StartingSeat);
        assert_eq!(r.agari_yame_min_points, 30_000);
    }
}
