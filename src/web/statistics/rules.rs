//! The rules an event was played under, in an organizer's words, for the final report: each
//! decision of the ruleset (`engine::ruleset::Ruleset`, the preset with the tournament's own
//! settings) that the pages do not already say beside the ruleset's name (the style's own
//! settings, Hong Kong Old Style's wind rounds and faan table, read in their summary). Each
//! decision is a row of a table (its name, and how it reads the ruleset), so that a new
//! decision is one row. Riichi's points, uma and special hands are listed only where riichi
//! is played; a style scored in plain points has none of them.

use crate::engine::ruleset::{
    ChomboRule, KazoeRule, MultiRon, PaoHonba, Ruleset, TieRule, TimeRule,
};
use crate::web::i18n::Words;

/// One decision: what it is about, and what the ruleset decides, in the report's words.
pub struct RuleLine {
    pub name: String,
    pub decision: String,
}

fn line(name: String, decision: impl Into<String>) -> RuleLine {
    RuleLine {
        name,
        decision: decision.into(),
    }
}

/// "Yes" or "No", as a rule that is played or not reads.
fn played(words: Words, yes: bool) -> String {
    if yes {
        words.get("report-rule-yes")
    } else {
        words.get("report-rule-no")
    }
}

/// A signed number of final-score points: "+20", "−10", "0".
fn signed(value: i32) -> String {
    match value {
        v if v > 0 => format!("+{v}"),
        0 => "0".to_string(),
        v => format!("−{}", v.unsigned_abs()),
    }
}

/// One decision as a row of a table: what it is about, and what `rules` decides, each in
/// `words`.
type Decision = (fn(Words) -> String, fn(Words, &Ruleset) -> String);

/// The decisions every style's report lists, in the order a table meets them.
const EVERY_STYLE: &[Decision] = &[
    (
        |words| words.get("report-rule-players"),
        |words, rules| words.get_with("report-rule-table-size", "seats", rules.seats()),
    ),
    (
        |words| words.get("report-rule-wind-rounds"),
        |_, rules| rules.wind_rounds.to_string(),
    ),
    (
        |words| words.get("report-rule-multi-ron"),
        |words, rules| multi_ron(words, rules.multi_ron),
    ),
    (
        |words| words.get("report-rule-time"),
        |words, rules| time_rule(words, rules.time_rule),
    ),
];

/// What riichi's presets decide: the points, the uma and oka, the limits and special hands,
/// the draws and endings, and the chombo.
const RIICHI: &[Decision] = &[
    (
        |words| words.get("report-rule-starting-points"),
        |_, rules| rules.starting_points.to_string(),
    ),
    (
        |words| words.get("report-rule-return-points"),
        |_, rules| rules.return_points.to_string(),
    ),
    (|words| words.get("report-rule-uma"), |_, rules| uma(rules)),
    (
        |words| words.get("report-rule-oka"),
        |_, rules| rules.oka.to_string(),
    ),
    (
        |words| words.get("report-rule-ties"),
        |words, rules| tie_rule(words, rules.tie_rule),
    ),
    (
        |words| words.get("report-rule-red-fives"),
        |words, rules| played(words, rules.red_fives),
    ),
    (
        |words| words.get("report-rule-open-tanyao"),
        |words, rules| played(words, rules.open_tanyao),
    ),
    (
        |words| words.get("report-rule-kiriage"),
        |words, rules| played(words, rules.kiriage),
    ),
    (
        |words| words.get("report-rule-kazoe"),
        |words, rules| kazoe(words, rules.kazoe),
    ),
    (
        |words| words.get("report-rule-stack-yakuman"),
        |words, rules| played(words, rules.stack_yakuman),
    ),
    (
        |words| words.get("report-rule-double-yakuman"),
        |words, rules| played(words, rules.double_yakuman_hands),
    ),
    (
        |words| words.get("report-rule-nagashi"),
        |words, rules| played(words, rules.nagashi_mangan),
    ),
    (
        |words| words.get("report-rule-abortive"),
        |words, rules| played(words, rules.abortive_draws),
    ),
    (
        |words| words.get("report-rule-triple-ron"),
        |words, rules| triple_ron(words, rules.triple_ron_abortive),
    ),
    (
        |words| words.get("report-rule-pao-honba"),
        |words, rules| pao_honba(words, rules.pao_honba),
    ),
    (
        |words| words.get("report-rule-bust"),
        |words, rules| played(words, rules.bust_ends_game),
    ),
    (|words| words.get("report-rule-agari-yame"), agari_yame),
    (
        |words| words.get("report-rule-chombo"),
        |words, rules| chombo(words, rules.chombo),
    ),
];

/// The decisions of `table`, read from `rules`.
fn decisions(words: Words, rules: &Ruleset, table: &[Decision]) -> Vec<RuleLine> {
    table
        .iter()
        .map(|(name, decision)| line(name(words), decision(words, rules)))
        .collect()
}

/// Every decision of `rules` the report lists, in the order a table meets them.
pub fn rule_lines(words: Words, rules: &Ruleset) -> Vec<RuleLine> {
    let mut lines = decisions(words, rules, EVERY_STYLE);
    if rules.table_penalties {
        lines.push(line(
            words.get("report-rule-table-penalties"),
            words.get("report-rule-table-penalties-paid"),
        ));
    }
    if rules.riichi {
        lines.extend(decisions(words, rules, RIICHI));
        lines.extend(riichi_exceptions(words, rules));
    }
    lines
}

/// The riichi decisions listed only where a preset departs from the usual game: the North
/// set aside (sanma) and no open chii.
fn riichi_exceptions(words: Words, rules: &Ruleset) -> Vec<RuleLine> {
    let mut lines = Vec::new();
    if rules.nuki_dora {
        lines.push(line(
            words.get("report-rule-north"),
            words.get("report-rule-nuki-dora"),
        ));
    }
    if !rules.open_chii {
        lines.push(line(
            words.get("report-rule-chii"),
            words.get("report-rule-not-allowed"),
        ));
    }
    lines
}

/// The uma from first place to last, as many as the table has places.
fn uma(rules: &Ruleset) -> String {
    let uma: Vec<String> = rules.uma[..rules.seats().min(4)]
        .iter()
        .map(|&u| signed(u))
        .collect();
    uma.join(" ")
}

fn multi_ron(words: Words, rule: MultiRon) -> String {
    match rule {
        MultiRon::HeadBump => words.get("report-rule-head-bump"),
        MultiRon::EachWinnerWithHonba => words.get("report-rule-each-winner"),
        MultiRon::NearestTakesHonbaAndDeposits => words.get("report-rule-nearest-takes"),
    }
}

/// What happens when time is up; English reads as the score sheet's sentence, capitalised.
fn time_rule(words: Words, rule: TimeRule) -> String {
    match rule {
        TimeRule::FinishHand => words.get("report-rule-time-finish-hand"),
        TimeRule::PlayToEnd => words.get("report-rule-time-play-to-end"),
    }
}

fn tie_rule(words: Words, rule: TieRule) -> String {
    match rule {
        TieRule::StartingSeat => words.get("report-rule-tie-seat"),
        TieRule::ShareUma => words.get("report-rule-tie-share"),
    }
}

fn kazoe(words: Words, rule: KazoeRule) -> String {
    match rule {
        KazoeRule::Yakuman => words.get("report-rule-kazoe-yakuman"),
        KazoeRule::Sanbaiman => words.get("report-rule-kazoe-sanbaiman"),
    }
}

fn triple_ron(words: Words, abortive: bool) -> String {
    if abortive {
        words.get("report-rule-triple-ron-abortive")
    } else {
        words.get("report-rule-triple-ron-wins")
    }
}

fn pao_honba(words: Words, rule: PaoHonba) -> String {
    match rule {
        PaoHonba::Discarder => words.get("report-rule-pao-discarder"),
        PaoHonba::Liable => words.get("report-rule-pao-liable"),
    }
}

fn agari_yame(words: Words, rules: &Ruleset) -> String {
    if rules.agari_yame {
        words.get_with(
            "report-rule-agari-yame-yes",
            "points",
            rules.agari_yame_min_points,
        )
    } else {
        words.get("report-rule-no")
    }
}

fn chombo(words: Words, rule: ChomboRule) -> String {
    match rule {
        ChomboRule::ReverseMangan => words.get("report-rule-chombo-mangan"),
        ChomboRule::FinalScoreDeduction { points } => {
            words.get_with("report-rule-chombo-deduction", "points", points)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::PresetId;

    fn decision(rules: &Ruleset, name: &str) -> Option<String> {
        rule_lines(Words::default(), rules)
            .into_iter()
            .find(|l| l.name == name)
            .map(|l| l.decision)
    }

    #[test]
    fn the_club_preset_reads_as_its_decisions() {
        let club = Ruleset::preset(PresetId::parse("msmc-2016").unwrap());
        let read = |name| decision(&club, name).unwrap_or_else(|| panic!("{name}"));
        assert_eq!(read("Starting points"), "25000");
        assert_eq!(read("Uma (1st to last)"), "+20 +10 −10 −20");
        assert_eq!(read("Red fives"), "No");
        assert!(read("Chombo").starts_with("Reverse mangan"));
        assert!(read("Several wins on one discard").starts_with("Head bump"));
        for line in rule_lines(Words::default(), &club) {
            assert!(
                !line.decision.contains('{'),
                "{}: {}",
                line.name,
                line.decision
            );
        }
    }

    #[test]
    fn a_style_in_plain_points_lists_no_riichi_decision() {
        let hong_kong = Ruleset::preset(PresetId::parse("hkos-msmc").unwrap());
        assert!(decision(&hong_kong, "Uma (1st to last)").is_none());
        assert_eq!(
            decision(&hong_kong, "Players at a table").as_deref(),
            Some("Four")
        );
        let sanma = Ruleset::preset(PresetId::parse("sanma-msmc").unwrap());
        assert_eq!(
            decision(&sanma, "Uma (1st to last)").as_deref(),
            Some("+15 0 −15")
        );
    }

    /// The engine's English sentence, with its first letter capitalised as a decision reads.
    fn capitalised(text: &str) -> String {
        let mut chars = text.chars();
        chars.next().map_or_else(String::new, |first| {
            first.to_uppercase().chain(chars).collect()
        })
    }

    #[test]
    fn english_reads_the_table_and_the_time_rule_as_the_engine_and_other_languages_do_not() {
        use crate::engine::styles::all_preset_ids;
        use crate::web::i18n::Language;
        for id in all_preset_ids() {
            let rules = Ruleset::preset(id);
            let players = decision(&rules, "Players at a table");
            assert_eq!(players, Some(capitalised(rules.table.in_words())), "{id}");
            let time = decision(&rules, "When time is up");
            assert_eq!(time, Some(capitalised(rules.time_rule.describe())), "{id}");
            for language in [Language::French, Language::Japanese] {
                let english = rule_lines(Words::default(), &rules);
                let worded = rule_lines(Words::new(language), &rules);
                // The table's size and the time rule are the first lines of every style.
                for (english, worded) in english.iter().zip(&worded).take(4) {
                    assert_ne!(english.name, worded.name, "{id} in {language:?}");
                }
                assert_ne!(english[0].decision, worded[0].decision, "{id}");
                assert_ne!(english[3].decision, worded[3].decision, "{id}");
            }
        }
    }
}
