//! The rules an event was played under, in an organizer's words, for the final report: each
//! decision of the ruleset (`engine::ruleset::Ruleset`, the preset with the tournament's own
//! settings) that the pages do not already say beside the ruleset's name. The style's own
//! settings (Hong Kong Old Style's wind rounds and faan table) keep their summary
//! (`StyleSettings::summary`), and the time rule its sentence (`TimeRule::describe`): the report
//! shows those, not a second wording. Riichi's points, uma and special hands are listed only
//! where riichi is played; a style scored in plain points has none of them.

use crate::engine::ruleset::{ChomboRule, KazoeRule, MultiRon, PaoHonba, Ruleset, TieRule};
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

/// Every decision of `rules` the report lists, in the order a table meets them. The table's
/// size and the time rule keep the engine's own wording.
pub fn rule_lines(words: Words, rules: &Ruleset) -> Vec<RuleLine> {
    let mut lines = vec![
        line(
            words.get("report-rule-players"),
            capitalised(rules.table.in_words()),
        ),
        line(
            words.get("report-rule-wind-rounds"),
            rules.wind_rounds.to_string(),
        ),
        line(
            words.get("report-rule-multi-ron"),
            multi_ron(words, rules.multi_ron),
        ),
        line(
            words.get("report-rule-time"),
            capitalised(rules.time_rule.describe()),
        ),
    ];
    if rules.table_penalties {
        lines.push(line(
            words.get("report-rule-table-penalties"),
            words.get("report-rule-table-penalties-paid"),
        ));
    }
    if rules.riichi {
        lines.extend(riichi_lines(words, rules));
    }
    lines
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

fn multi_ron(words: Words, rule: MultiRon) -> String {
    match rule {
        MultiRon::HeadBump => words.get("report-rule-head-bump"),
        MultiRon::EachWinnerWithHonba => words.get("report-rule-each-winner"),
        MultiRon::NearestTakesHonbaAndDeposits => words.get("report-rule-nearest-takes"),
    }
}

/// What riichi's presets decide: the points, the uma and oka, the limits and special hands,
/// the draws and endings, and the chombo.
fn riichi_lines(words: Words, rules: &Ruleset) -> Vec<RuleLine> {
    let uma: Vec<String> = rules.uma[..rules.seats().min(4)]
        .iter()
        .map(|&u| signed(u))
        .collect();
    let yes_no = |yes| played(words, yes);
    let mut lines = vec![
        line(
            words.get("report-rule-starting-points"),
            rules.starting_points.to_string(),
        ),
        line(
            words.get("report-rule-return-points"),
            rules.return_points.to_string(),
        ),
        line(words.get("report-rule-uma"), uma.join(" ")),
        line(words.get("report-rule-oka"), rules.oka.to_string()),
        line(
            words.get("report-rule-ties"),
            tie_rule(words, rules.tie_rule),
        ),
        line(words.get("report-rule-red-fives"), yes_no(rules.red_fives)),
        line(
            words.get("report-rule-open-tanyao"),
            yes_no(rules.open_tanyao),
        ),
        line(words.get("report-rule-kiriage"), yes_no(rules.kiriage)),
        line(words.get("report-rule-kazoe"), kazoe(words, rules.kazoe)),
        line(
            words.get("report-rule-stack-yakuman"),
            yes_no(rules.stack_yakuman),
        ),
        line(
            words.get("report-rule-double-yakuman"),
            yes_no(rules.double_yakuman_hands),
        ),
        line(
            words.get("report-rule-nagashi"),
            yes_no(rules.nagashi_mangan),
        ),
        line(
            words.get("report-rule-abortive"),
            yes_no(rules.abortive_draws),
        ),
        line(
            words.get("report-rule-triple-ron"),
            triple_ron(words, rules.triple_ron_abortive),
        ),
        line(
            words.get("report-rule-pao-honba"),
            pao_honba(words, rules.pao_honba),
        ),
        line(words.get("report-rule-bust"), yes_no(rules.bust_ends_game)),
        line(
            words.get("report-rule-agari-yame"),
            agari_yame(words, rules),
        ),
        line(words.get("report-rule-chombo"), chombo(words, rules.chombo)),
    ];
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
}
