//! The rules an event was played under, in an organizer's words, for the final report: each
//! decision of the ruleset (`engine::ruleset::Ruleset`, the preset with the tournament's own
//! settings) that the pages do not already say beside the ruleset's name. The style's own
//! settings (Hong Kong Old Style's wind rounds and faan table) keep their summary
//! (`StyleSettings::summary`), and the time rule its sentence (`TimeRule::describe`): the report
//! shows those, not a second wording. Riichi's points, uma and special hands are listed only
//! where riichi is played; a style scored in plain points has none of them.

use crate::engine::ruleset::{ChomboRule, KazoeRule, MultiRon, PaoHonba, Ruleset, TieRule};

/// One decision: what it is about, and what the ruleset decides.
pub struct RuleLine {
    pub name: &'static str,
    pub decision: String,
}

fn line(name: &'static str, decision: impl Into<String>) -> RuleLine {
    RuleLine {
        name,
        decision: decision.into(),
    }
}

/// "Yes" or "No", as a rule that is played or not reads.
fn played(yes: bool) -> &'static str {
    if yes {
        "Yes"
    } else {
        "No"
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

/// Every decision of `rules` the report lists, in the order a table meets them.
pub fn rule_lines(rules: &Ruleset) -> Vec<RuleLine> {
    let mut lines = vec![
        line("Players at a table", capitalised(rules.table.in_words())),
        line("Wind rounds in a game", rules.wind_rounds.to_string()),
        line("Several wins on one discard", multi_ron(rules.multi_ron)),
        line("When time is up", capitalised(rules.time_rule.describe())),
    ];
    if rules.table_penalties {
        lines.push(line(
            "Table penalties",
            "Paid at the table by the offender to each other player",
        ));
    }
    if rules.riichi {
        lines.extend(riichi_lines(rules));
    }
    lines
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

fn multi_ron(rule: MultiRon) -> &'static str {
    match rule {
        MultiRon::HeadBump => "Head bump: only the winner nearest the discarder in turn wins",
        MultiRon::EachWinnerWithHonba => "Every winner is paid in full, each with the honba",
        MultiRon::NearestTakesHonbaAndDeposits => {
            "Every winner is paid; the nearest winner takes the honba and the deposits"
        }
    }
}

/// What riichi's presets decide: the points, the uma and oka, the limits and special hands,
/// the draws and endings, and the chombo.
fn riichi_lines(rules: &Ruleset) -> Vec<RuleLine> {
    let uma: Vec<String> = rules.uma[..rules.seats().min(4)]
        .iter()
        .map(|&u| signed(u))
        .collect();
    let mut lines = vec![
        line("Starting points", rules.starting_points.to_string()),
        line("Return points", rules.return_points.to_string()),
        line("Uma (1st to last)", uma.join(" ")),
        line("Oka to first place", rules.oka.to_string()),
        line("Tied players", tie_rule(rules.tie_rule)),
        line("Red fives", played(rules.red_fives)),
        line("Open tanyao", played(rules.open_tanyao)),
        line(
            "Kiriage mangan (4 han 30 fu, 3 han 60 fu)",
            played(rules.kiriage),
        ),
        line("13 han or more without a yakuman", kazoe(rules.kazoe)),
        line(
            "Several yakuman in one hand add up",
            played(rules.stack_yakuman),
        ),
        line("Double yakuman hands", played(rules.double_yakuman_hands)),
        line("Nagashi mangan", played(rules.nagashi_mangan)),
        line("Abortive draws", played(rules.abortive_draws)),
        line(
            "Three rons on one discard",
            triple_ron(rules.triple_ron_abortive),
        ),
        line(
            "Honba on a ron shared with a liable player",
            pao_honba(rules.pao_honba),
        ),
        line(
            "A player below zero ends the game",
            played(rules.bust_ends_game),
        ),
        line("Agari-yame", agari_yame(rules)),
        line("Chombo", chombo(rules.chombo)),
    ];
    if rules.nuki_dora {
        lines.push(line("North tiles", "Set aside as nuki dora"));
    }
    if !rules.open_chii {
        lines.push(line("Chii", "Not allowed"));
    }
    lines
}

fn tie_rule(rule: TieRule) -> &'static str {
    match rule {
        TieRule::StartingSeat => "The starting seat decides (East first)",
        TieRule::ShareUma => "Share the uma and oka of their places",
    }
}

fn kazoe(rule: KazoeRule) -> &'static str {
    match rule {
        KazoeRule::Yakuman => "Counted as yakuman",
        KazoeRule::Sanbaiman => "Capped at sanbaiman",
    }
}

fn triple_ron(abortive: bool) -> &'static str {
    if abortive {
        "An abortive draw"
    } else {
        "Every winner wins, as the rule for several wins says"
    }
}

fn pao_honba(rule: PaoHonba) -> &'static str {
    match rule {
        PaoHonba::Discarder => "The discarder pays it",
        PaoHonba::Liable => "The liable player pays it",
    }
}

fn agari_yame(rules: &Ruleset) -> String {
    if rules.agari_yame {
        format!(
            "The dealer alone in first place with at least {} may end the game after winning the last hand",
            rules.agari_yame_min_points
        )
    } else {
        "No".to_string()
    }
}

fn chombo(rule: ChomboRule) -> String {
    match rule {
        ChomboRule::ReverseMangan => {
            "Reverse mangan paid at the table (a dealer 4000 to each player)".to_string()
        }
        ChomboRule::FinalScoreDeduction { points } => {
            format!("{points} taken from the offender's final score of the game, after uma")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::PresetId;

    fn decision(rules: &Ruleset, name: &str) -> Option<String> {
        rule_lines(rules)
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
        for line in rule_lines(&club) {
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
