//! `tenbou seat`: plans a seating for players numbered 1…N and writes it as CSV.
//!
//! Owns only the CSV shape; the seating itself comes from
//! [`crate::tournament::seating::plan_for`], the planner the web app's rounds use, at the
//! table size of the chosen ruleset (three seats for sanma, docs/rules.md §6) or the one asked
//! for with `--table-size` (two for the club's two-player games). No database: the players are
//! numbers.

use crate::engine::ruleset::{PresetId, Ruleset};
use crate::tournament::seating::{
    mode_allowed, plan_for, rule_allowed, PlanRequest, PlayerId, SeatingError, SeatingMode,
    TableRule, TableSize,
};

/// The ruleset `tenbou seat` seats when none is named.
pub const DEFAULT_RULESET: &str = "msmc-2016";

/// Why the command line's choice cannot be planned at all: the command itself must change.
#[derive(Debug, thiserror::Error)]
pub enum SeatUsageError {
    #[error("no ruleset is called \"{given}\"; choose one of {choices}")]
    UnknownRuleset { given: String, choices: String },
    #[error(
        "--table-size {asked}: tenbou seats tables of two, three or four (an American table of \
         five is --tables fifth-seats)"
    )]
    TableSizeOutOfRange { asked: usize },
    #[error(
        "--table-size {asked} does not match --ruleset {ruleset}, whose tables seat {}; give \
         only one of them",
        .ruleset_table.in_words()
    )]
    TableSizeAgainstRuleset {
        asked: usize,
        ruleset: String,
        ruleset_table: TableSize,
    },
    #[error(transparent)]
    Seating(#[from] SeatingError),
}

/// The table size `tenbou seat` plans for: `--table-size` when given (two, three or four; a
/// table of five is an American table of four with a fifth seat, `--tables fifth-seats`), else
/// the ruleset's, and refuses a table rule or mode the ruleset or the table cannot seat. A
/// named ruleset and a table size must agree; without a ruleset the table size alone decides.
pub fn table_for(
    ruleset: Option<&str>,
    table_size: Option<usize>,
    (rule, mode): (TableRule, SeatingMode),
) -> Result<TableSize, SeatUsageError> {
    let id = ruleset.unwrap_or(DEFAULT_RULESET);
    let Some(preset_id) = PresetId::parse(id) else {
        let choices: Vec<&str> = crate::engine::styles::all_preset_ids()
            .map(PresetId::as_str)
            .collect();
        return Err(SeatUsageError::UnknownRuleset {
            given: id.to_string(),
            choices: choices.join(", "),
        });
    };
    let preset = Ruleset::preset(preset_id);
    let table = match table_size {
        None => preset.table,
        Some(asked) => {
            let table = TableSize::new(asked)
                .filter(|t| *t <= TableSize::FOUR)
                .ok_or(SeatUsageError::TableSizeOutOfRange { asked })?;
            if ruleset.is_some() && table != preset.table {
                return Err(SeatUsageError::TableSizeAgainstRuleset {
                    asked,
                    ruleset: id.to_string(),
                    ruleset_table: preset.table,
                });
            }
            table
        }
    };
    rule_allowed(rule, Some(preset_id))?;
    mode_allowed(mode, table)?;
    Ok(table)
}

/// Why `tenbou seat` failed.
#[derive(Debug, thiserror::Error)]
pub enum SeatCliError {
    #[error(transparent)]
    Seating(#[from] SeatingError),
    #[error("could not write the seating: {0}")]
    Io(#[from] std::io::Error),
}

/// Plans `rounds` rounds for players numbered `1..=players` (fresh start, no
/// rounds played) at tables of `table` seats and writes CSV with the header
/// `round,table,seat,player`: round and table are 1-based, seat is `E`, `S`,
/// `W` or `N` (a table of three has no `N` line: the seat does not exist, a table of two
/// only `E` and `S`, East dealing first), and
/// player is the player's number, or `0` for a substitute seat (the organizer
/// completing a table one player short: a table of three at tables of four, a
/// table of two in sanma), and seat `F` the fifth person of an American table of five (the
/// first bettor, under [`TableRule::FifthSeats`]). Players sitting a round out are not printed. In
/// Swiss mode the standings are the player numbers in order (1 first), as
/// before any game.
///
/// Every field is a number or a letter, so no quoting is ever needed.
pub fn write_seating_csv_for(
    table: TableSize,
    players: usize,
    rounds: usize,
    seed: u64,
    mode: SeatingMode,
    rule: TableRule,
    out: &mut dyn std::io::Write,
) -> Result<(), SeatCliError> {
    let ids: Vec<PlayerId> = (1..=players)
        .map(|n| PlayerId::try_from(n).unwrap_or(PlayerId::MAX))
        .collect();
    let planned = plan_for(
        table,
        &PlanRequest {
            players: &ids,
            history: &[],
            rounds,
            rule,
            mode,
            standings: &ids,
            seed,
        },
    )?;
    let seats = table.count();
    writeln!(out, "round,table,seat,player")?;
    for (r, round) in planned.iter().enumerate() {
        for (t, seated) in round.tables.iter().enumerate() {
            let winds = ["E", "S", "W", "N"].iter().take(seats);
            for (wind, seat) in winds.zip(seated.wind_seats()) {
                writeln!(out, "{},{},{},{}", r + 1, t + 1, wind, seat.unwrap_or(0))?;
            }
            if let Some(fifth) = seated.fifth() {
                writeln!(out, "{},{},F,{fifth}", r + 1, t + 1)?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The CSV of `rounds` rounds for `players` at tables of four, seed 1.
    fn four_seat_csv(
        players: usize,
        rounds: usize,
        mode: SeatingMode,
        rule: TableRule,
    ) -> Result<String, SeatCliError> {
        let mut out = Vec::new();
        write_seating_csv_for(TableSize::FOUR, players, rounds, 1, mode, rule, &mut out)?;
        Ok(String::from_utf8(out).unwrap())
    }

    #[test]
    fn csv_has_the_header_and_one_line_per_seat() {
        let text = four_seat_csv(8, 2, SeatingMode::Random, TableRule::Fours).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "round,table,seat,player");
        assert_eq!(lines.len(), 1 + 2 * 2 * 4);
        assert!(lines[1].starts_with("1,1,E,"), "{}", lines[1]);
        assert!(lines.last().unwrap().starts_with("2,2,N,"));
    }

    #[test]
    fn csv_prints_a_substitute_as_player_zero_and_skips_sit_outs() {
        let rule = TableRule::ThreesWithSubstitute;
        let text = four_seat_csv(7, 1, SeatingMode::Random, rule).unwrap();
        assert_eq!(text.lines().filter(|l| l.ends_with(",0")).count(), 1);
        let text = four_seat_csv(6, 1, SeatingMode::Random, TableRule::SitOuts).unwrap();
        assert_eq!(text.lines().count(), 1 + 4);
    }

    #[test]
    fn csv_prints_the_fifth_person_of_a_table_of_five_as_seat_f() {
        let text = four_seat_csv(9, 2, SeatingMode::Random, TableRule::FifthSeats).unwrap();
        let fifths: Vec<&str> = text.lines().filter(|l| l.contains(",F,")).collect();
        assert_eq!(fifths.len(), 2, "one fifth person a round: {text}");
        assert_eq!(text.lines().count(), 1 + 2 * 9);
        let err = four_seat_csv(7, 1, SeatingMode::Random, TableRule::FifthSeats).unwrap_err();
        assert!(err.to_string().contains("7 players"), "{err}");
    }

    #[test]
    fn csv_of_tables_of_two_has_east_and_south_only() {
        let mut out = Vec::new();
        let mode = SeatingMode::RoundRobin;
        write_seating_csv_for(TableSize::TWO, 5, 5, 1, mode, TableRule::SitOuts, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        // Five rounds of two tables of two, one player resting each round.
        assert_eq!(text.lines().count(), 1 + 5 * 2 * 2, "{text}");
        let seats: Vec<&str> = text.lines().skip(1).map(|l| &l[4..5]).collect();
        assert!(seats.chunks(2).all(|s| s == ["E", "S"]), "{text}");
    }

    #[test]
    fn the_table_size_comes_from_the_flag_or_the_ruleset_and_both_must_agree() {
        let plain = (TableRule::Fours, SeatingMode::Balanced);
        assert_eq!(table_for(None, None, plain).unwrap(), TableSize::FOUR);
        assert_eq!(table_for(None, Some(2), plain).unwrap(), TableSize::TWO);
        let sanma = Some("sanma-msmc");
        assert_eq!(table_for(sanma, None, plain).unwrap(), TableSize::THREE);
        assert_eq!(table_for(sanma, Some(3), plain).unwrap(), TableSize::THREE);
        let err = table_for(sanma, Some(2), plain).unwrap_err();
        assert!(err.to_string().contains("seat three"), "{err}");
        for asked in [0, 1, 5, 9] {
            let err = table_for(None, Some(asked), plain).unwrap_err();
            assert!(err.to_string().contains("two, three or four"), "{err}");
        }
        let round_robin = (TableRule::Fours, SeatingMode::RoundRobin);
        assert!(table_for(None, Some(2), round_robin).is_ok());
        let err = table_for(None, None, round_robin).unwrap_err();
        assert!(
            err.to_string().contains("tables of two, not of four"),
            "{err}"
        );
        let err = table_for(Some("sanma"), None, plain).unwrap_err();
        assert!(err.to_string().contains("sanma-msmc"), "{err}");
    }

    #[test]
    fn csv_reports_a_player_count_that_cannot_be_seated() {
        let err = four_seat_csv(6, 1, SeatingMode::Balanced, TableRule::Fours).unwrap_err();
        assert!(err.to_string().contains("6 players"), "{err}");
    }
}
