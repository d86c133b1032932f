//! Tag teams (Mangan Mahjong, docs/rules.md §15): tables of eight by the random draw, people
//! 0–3 at the seats East to North and 4–7 their partners, a count not a multiple of eight
//! refused, and only under a style with a tag-team form.

use super::*;

const RULE: TableRule = TableRule::TagTeams;

fn players(n: u32) -> Vec<PlayerId> {
    (1..=n).collect()
}

#[test]
fn a_random_draw_seats_everyone_once_at_tables_of_eight_with_four_partners_each() {
    for (count, tables) in [(8, 1), (16, 2), (24, 3)] {
        let field = players(count);
        for seed in 0..8 {
            let round = random_draw(&field, &[], RULE, seed).unwrap();
            assert!(round.sit_outs.is_empty(), "{round:?}");
            assert_eq!(round.tables.len(), tables);
            let mut seen: Vec<PlayerId> = round.tables.iter().flat_map(Table::people).collect();
            for table in &round.tables {
                assert_eq!(table.wind_seats().iter().flatten().count(), 4, "{table:?}");
                assert_eq!(table.partners().iter().flatten().count(), 4, "{table:?}");
                assert_eq!(table.fifth(), None, "no bettor at a tag-team table");
            }
            seen.sort_unstable();
            assert_eq!(seen, field, "everyone exactly once, seed {seed}");
        }
    }
}

#[test]
fn a_count_not_a_multiple_of_eight_or_another_seating_than_the_draw_is_refused_with_the_reason() {
    for (count, expected) in [
        (
            4,
            SeatingError::TooFewPlayers {
                players: 4,
                needed: 8,
            },
        ),
        (12, SeatingError::NotMultipleOfEight { players: 12 }),
        (17, SeatingError::NotMultipleOfEight { players: 17 }),
    ] {
        assert_eq!(
            random_draw(&players(count), &[], RULE, 1).unwrap_err(),
            expected
        );
    }
    let field = players(16);
    for mode in [SeatingMode::Balanced, SeatingMode::Swiss] {
        let req = PlanRequest {
            players: &field,
            history: &[],
            rounds: 1,
            rule: RULE,
            mode,
            standings: &[],
            seed: 3,
        };
        assert_eq!(plan(&req).unwrap_err(), SeatingError::TagTeamsDrawnOnly);
    }
}

#[test]
fn only_a_style_with_a_tag_team_form_takes_tag_teams() {
    use crate::engine::ruleset::PresetId;
    assert_eq!(rule_allowed(RULE, PresetId::parse("mangan")), Ok(()));
    for other in ["wrc", "american", "clear"] {
        assert!(
            matches!(
                rule_allowed(RULE, PresetId::parse(other)),
                Err(SeatingError::NoTagTeamInStyle { .. })
            ),
            "{other}"
        );
    }
}

#[test]
fn a_tag_team_table_is_written_and_read_back_with_its_partners() {
    let round = random_draw(&players(8), &[], RULE, 5).unwrap();
    let text = serde_json::to_string(&round).unwrap();
    assert!(text.contains("\"partners\""), "{text}");
    let back: RoundSeating = serde_json::from_str(&text).unwrap();
    assert_eq!(back, round);
}
