//! The six four-player riichi presets (docs/rules.md §1–3): the club's `msmc-2016` (the default),
//! `ema-2016`, `ema-2025`, `wrc`, `tenhou` and `mleague`, as [`Ruleset`] values. Each states the
//! published rule it follows; the fields' meanings are in `ruleset.rs`.

use super::super::StyleId;
use crate::engine::ruleset::{
    ChomboRule, FaanTable, KazoeRule, MultiRon, PaoHonba, Ruleset, ScoreMethod, TableSize, TieRule,
    TimeRule,
};

impl Ruleset {
    /// The club's rules (`msmc-2016`), the default preset.
    pub fn club() -> Ruleset {
        Ruleset {
            id: "msmc-2016",
            name: "MSMC 2016 (club rules)",
            style: StyleId::Riichi,
            table: TableSize::FOUR,
            wind_rounds: 2,
            noten_total: 3000,
            riichi: true,
            nuki_dora: false,
            open_chii: true,
            table_penalties: false,
            starting_points: 25_000,
            return_points: 30_000,
            red_fives: false,
            open_tanyao: true,
            kiriage: false,
            kazoe: KazoeRule::Yakuman,
            stack_yakuman: true,
            double_yakuman_hands: true,
            double_wind_pair_fu: 4,
            open_pinfu_20fu: false,
            renhou: false,
            daisharin: false,
            paarenchan: false,
            nagashi_mangan: true,
            abortive_draws: true,
            bust_ends_game: true,
            agari_yame: true,
            agari_yame_min_points: 30_000,
            multi_ron: MultiRon::HeadBump,
            triple_ron_abortive: false,
            pao_honba: PaoHonba::Discarder,
            chombo: ChomboRule::ReverseMangan,
            uma: [20, 10, -10, -20],
            oka: 20_000,
            score_method: ScoreMethod::ClubTruncated,
            tie_rule: TieRule::StartingSeat,
            time_rule: TimeRule::FinishHand,
            faan_table: FaanTable::default(),
        }
    }

    /// The riichi preset with this id, or `None` for an id of another style or none.
    pub(super) fn riichi_preset(id: &str) -> Option<Ruleset> {
        let club = Ruleset::club();
        // EMA 2016 (docs/rules.md §3): 30,000 start and return, uma 15/5/-5/-15, ties share uma,
        // double ron, no kiriage, kazoe capped at sanbaiman, no stacking, chombo -20 after uma,
        // no nagashi, no abortive draws, no busting.
        let ema_2016 = Ruleset {
            id: "ema-2016",
            name: "EMA Riichi 2016",
            starting_points: 30_000,
            return_points: 30_000,
            red_fives: false,
            kiriage: false,
            kazoe: KazoeRule::Sanbaiman,
            stack_yakuman: false,
            double_yakuman_hands: false,
            nagashi_mangan: false,
            abortive_draws: false,
            bust_ends_game: false,
            agari_yame: false,
            multi_ron: MultiRon::EachWinnerWithHonba,
            triple_ron_abortive: false,
            chombo: ChomboRule::FinalScoreDeduction { points: 20 },
            uma: [15, 5, -5, -15],
            oka: 0,
            score_method: ScoreMethod::Exact,
            tie_rule: TieRule::ShareUma,
            ..club.clone()
        };
        match id {
            "msmc-2016" => Some(club),
            "ema-2016" => Some(ema_2016),
            // EMA 2025 (docs/rules.md §3): as EMA 2016 plus kiriage.
            "ema-2025" => Some(Ruleset {
                id: "ema-2025",
                name: "EMA Riichi 2025",
                kiriage: true,
                ..ema_2016
            }),
            // WRC (docs/rules.md §3): as EMA plus kiriage, with head bump on multiple ron.
            "wrc" => Some(Ruleset {
                id: "wrc",
                name: "World Riichi Championship",
                kiriage: true,
                multi_ron: MultiRon::HeadBump,
                ..ema_2016
            }),
            // Tenhou (docs/rules.md §1, §3): club start/return/uma/oka, ties by seat, bust, kazoe
            // yakuman, stacking yakuman, double ron with triple ron abortive, liable player
            // pays the honba, the club's chombo payment and final-score computation.
            "tenhou" => Some(Ruleset {
                id: "tenhou",
                name: "Tenhou",
                red_fives: true,
                double_yakuman_hands: false,
                agari_yame: false,
                multi_ron: MultiRon::NearestTakesHonbaAndDeposits,
                triple_ron_abortive: true,
                pao_honba: PaoHonba::Liable,
                time_rule: TimeRule::PlayToEnd,
                ..club
            }),
            // M-League (docs/rules.md §3): 25,000/30,000, +50 +10 -10 -30 including the oka, ties
            // share, exact score, chombo -20; no bust; nagashi and abortive draws played;
            // double ron as Tenhou.
            "mleague" => Some(Ruleset {
                id: "mleague",
                name: "M-League",
                red_fives: true,
                double_yakuman_hands: false,
                bust_ends_game: false,
                agari_yame: false,
                multi_ron: MultiRon::NearestTakesHonbaAndDeposits,
                triple_ron_abortive: true,
                chombo: ChomboRule::FinalScoreDeduction { points: 20 },
                uma: [30, 10, -10, -30],
                oka: 20_000,
                score_method: ScoreMethod::Exact,
                tie_rule: TieRule::ShareUma,
                time_rule: TimeRule::PlayToEnd,
                ..club
            }),
            _ => None,
        }
    }
}
