//! The lines of the EMA results file and the check made before it is sent (docs/ema.md).
//!
//! The lines come from the tournament's ranking: everyone who played, in its order, placed
//! again among themselves (a registered player who never played is no participant, and
//! leaving them out must not leave a hole in the places), tied players sharing the place the
//! ranking gives them both. The check lists what the EMA would send back: players without an
//! EMA number, and tables whose points do not sum as the style requires or that are not over.
//! Pure: the caller reads the ranking and the tables.

use super::mers::base_ranks;
use super::{split_name, Country, EmaNumber};
use crate::engine::game::Score;
use std::collections::BTreeSet;

/// One player who played, as the ranking gives them, in the ranking's order.
#[derive(Debug, Clone, PartialEq)]
pub struct Entrant {
    /// Their place in the tournament's ranking (tied players share it).
    pub place: usize,
    pub name: String,
    pub ema_number: Option<EmaNumber>,
    pub country: Option<Country>,
    /// The tournament score: the total of the final scores (riichi), or of the game points
    /// (MCR, where the final scores are table points).
    pub score: Score,
    /// The total table points, where the ranking has them (MCR).
    pub table_points: Option<Score>,
}

/// One line of the results file, with the player's MERS base rank.
#[derive(Debug, Clone, PartialEq)]
pub struct ResultLine {
    /// 1-based place among the participants; tied players share it.
    pub place: usize,
    /// The name as the tournament knows it, for the pages.
    pub name: String,
    pub last_name: String,
    pub first_name: String,
    pub ema_number: Option<EmaNumber>,
    pub country: Option<Country>,
    pub table_points: Option<Score>,
    pub score: Score,
    /// 0 to 1000 (`mers::base_ranks`).
    pub base_rank: f64,
}

/// The results file's lines of `entrants` (given in the ranking's order): each placed among
/// the entrants as the ranking placed them, a place shared by those the ranking ties.
pub fn result_lines(entrants: &[Entrant]) -> Vec<ResultLine> {
    let mut places = Vec::with_capacity(entrants.len());
    for (index, entrant) in entrants.iter().enumerate() {
        // Tied with the one before: the same place; else one more than everyone before.
        let place = match (index.checked_sub(1), places.last()) {
            (Some(before), Some(&shared)) if entrants[before].place == entrant.place => shared,
            _ => index + 1,
        };
        places.push(place);
    }
    let ranks = base_ranks(&places);
    entrants
        .iter()
        .zip(places.into_iter().zip(ranks))
        .map(|(entrant, (place, base_rank))| {
            let (last_name, first_name) = split_name(&entrant.name);
            ResultLine {
                place,
                name: entrant.name.clone(),
                last_name,
                first_name,
                ema_number: entrant.ema_number.clone(),
                country: entrant.country,
                table_points: entrant.table_points,
                score: entrant.score,
                base_rank,
            }
        })
        .collect()
}

/// How many countries the lines' players come from (players without a country not counted).
pub fn countries(lines: &[ResultLine]) -> usize {
    lines
        .iter()
        .filter_map(|line| line.country)
        .collect::<BTreeSet<_>>()
        .len()
}

/// One table of the event as the check reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableFacts {
    pub round: i64,
    pub table: i64,
    /// Over at its table with every hand confirmed: it counts in the results.
    pub counted: bool,
    /// Each person's final points (points so far while it is not over).
    pub points: Vec<i32>,
    /// What the points must sum to under the style: each seat's starting points.
    pub expected_sum: i64,
}

/// What is wrong with one table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableProblem {
    /// Not over, or a hand still waits to be confirmed: its game is in no total yet.
    NotCounted { round: i64, table: i64 },
    /// Its final points sum to `sum`, not the `expected` the style's starting points give.
    Unbalanced {
        round: i64,
        table: i64,
        sum: i64,
        expected: i64,
    },
}

/// What the organizer should see before sending the file.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ExportCheck {
    /// Players in the file without an EMA number, in the file's order.
    pub without_number: Vec<String>,
    pub tables: Vec<TableProblem>,
}

impl ExportCheck {
    /// Nothing to point out.
    pub fn is_clear(&self) -> bool {
        self.without_number.is_empty() && self.tables.is_empty()
    }
}

/// The check of `lines` and the event's `tables`, in round and table order.
pub fn check(lines: &[ResultLine], tables: &[TableFacts]) -> ExportCheck {
    let without_number = lines
        .iter()
        .filter(|line| line.ema_number.is_none())
        .map(|line| line.name.clone())
        .collect();
    let mut sorted: Vec<&TableFacts> = tables.iter().collect();
    sorted.sort_by_key(|t| (t.round, t.table));
    let tables = sorted.into_iter().filter_map(table_problem).collect();
    ExportCheck {
        without_number,
        tables,
    }
}

/// What is wrong with `table`, if anything.
fn table_problem(table: &TableFacts) -> Option<TableProblem> {
    let (round, table_number) = (table.round, table.table);
    if !table.counted {
        return Some(TableProblem::NotCounted {
            round,
            table: table_number,
        });
    }
    let sum: i64 = table.points.iter().map(|&p| i64::from(p)).sum();
    (sum != table.expected_sum).then_some(TableProblem::Unbalanced {
        round,
        table: table_number,
        sum,
        expected: table.expected_sum,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entrant(place: usize, name: &str, number: &str, country: &str, score: i64) -> Entrant {
        Entrant {
            place,
            name: name.to_string(),
            ema_number: EmaNumber::parse(number).unwrap(),
            country: Country::parse(country).unwrap(),
            score: Score::from_hundredths(score),
            table_points: None,
        }
    }

    #[test]
    fn tied_players_share_a_place_and_the_places_close_up_after_players_left_out() {
        // The ranking placed a no-show 3rd (left out by the caller): the places close up.
        let entrants = [
            entrant(1, "Chloé Martin", "04010001", "FRA", 4520),
            entrant(2, "Aiko Tanaka", "", "JPN", 1000),
            entrant(2, "Ben Smith", "11010002", "GBR", 1000),
            entrant(4, "Dev", "", "", -2500),
            entrant(5, "van Dijk, Eva", "08000003", "NLD", -3020),
        ];
        let lines = result_lines(&entrants);
        let places: Vec<usize> = lines.iter().map(|l| l.place).collect();
        assert_eq!(places, [1, 2, 2, 4, 5]);
        let names: Vec<(&str, &str)> = lines
            .iter()
            .map(|l| (l.last_name.as_str(), l.first_name.as_str()))
            .collect();
        assert_eq!(
            names,
            [
                ("Martin", "Chloé"),
                ("Tanaka", "Aiko"),
                ("Smith", "Ben"),
                ("Dev", ""),
                ("van Dijk", "Eva")
            ]
        );
        let ranks: Vec<String> = lines
            .iter()
            .map(|l| format!("{:.0}", l.base_rank))
            .collect();
        assert_eq!(ranks, ["1000", "625", "625", "250", "0"]);
        assert_eq!(countries(&lines), 4);
        let gap = [
            entrant(1, "A", "", "", 0),
            entrant(3, "B", "", "", 0),
            entrant(3, "C", "", "", 0),
        ];
        let places: Vec<usize> = result_lines(&gap).iter().map(|l| l.place).collect();
        assert_eq!(places, [1, 2, 2]);
    }

    #[test]
    fn the_check_names_players_without_a_number_and_tables_that_do_not_sum_or_count() {
        let lines = result_lines(&[
            entrant(1, "Chloé Martin", "04010001", "FRA", 0),
            entrant(2, "Aiko Tanaka", "", "JPN", 0),
            entrant(3, "Dev", "", "", 0),
        ]);
        let table = |round, table, counted, points: [i32; 4]| TableFacts {
            round,
            table,
            counted,
            points: points.to_vec(),
            expected_sum: 120_000,
        };
        let tables = [
            table(2, 1, false, [30_000; 4]),
            table(1, 2, true, [40_000, 30_000, 30_000, 19_000]),
            table(1, 1, true, [45_000, 30_000, 25_000, 20_000]),
        ];
        let found = check(&lines, &tables);
        assert_eq!(found.without_number, ["Aiko Tanaka", "Dev"]);
        assert_eq!(
            found.tables,
            [
                TableProblem::Unbalanced {
                    round: 1,
                    table: 2,
                    sum: 119_000,
                    expected: 120_000
                },
                TableProblem::NotCounted { round: 2, table: 1 },
            ]
        );
        assert!(!found.is_clear());
        let numbered = result_lines(&[entrant(1, "Chloé Martin", "04010001", "FRA", 0)]);
        assert!(check(&numbered, &tables[2..]).is_clear());
    }
}
