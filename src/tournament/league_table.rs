//! A league's table across events (docs/league.md): who is the same player in several events,
//! what each event gives them under the league's rule, and the places the totals make.
//!
//! Players are per tournament, so a league matches them: by EMA number when both results have
//! one, else by the name normalised ([`normalised_name`]). Each event gives a player a value
//! (its place points or its score, worked out by the caller from the event's ranking); the
//! league adds them all or only each player's best N. Pure: the caller reads the events.

use super::ema::EmaNumber;
use crate::engine::game::Score;

/// What each event gives a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Measure {
    /// The MERS base rank of the player's place: 1000 × (N − place) / (N − 1), tied players
    /// sharing the average (`ema::mers::base_ranks`).
    PlacePoints,
    /// The player's final total in the event, as its standings show it.
    Score,
}

/// How a player's values add up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Aggregate {
    /// Every event the player has a result in.
    Sum,
    /// The player's best `n` results (at least 1); the others are shown but not counted.
    Best(u32),
}

impl Aggregate {
    /// The aggregate stored as a number: none for the sum, N for the best N.
    pub fn best_of(self) -> Option<u32> {
        match self {
            Aggregate::Sum => None,
            Aggregate::Best(n) => Some(n),
        }
    }

    /// The aggregate of a stored number (a number below 1 counts as no limit: the sum).
    pub fn from_best_of(best_of: Option<i64>) -> Aggregate {
        match best_of
            .and_then(|n| u32::try_from(n).ok())
            .filter(|&n| n >= 1)
        {
            Some(n) => Aggregate::Best(n),
            None => Aggregate::Sum,
        }
    }
}

/// A value to the hundredth it is shown with. Place points are thirds and sixths of whole
/// numbers, so each event's value is kept exact until the total is made, and only then
/// rounded: 1000/3 + 2500/3 is the same total as 1000 + 500/3.
pub fn to_hundredths(value: f64) -> Score {
    Score::from_hundredths((value * 100.0).round() as i64)
}

/// One player's result in one event.
#[derive(Debug, Clone, PartialEq)]
pub struct EventEntry {
    /// The name as that event knows it.
    pub name: String,
    pub ema_number: Option<EmaNumber>,
    /// What the event gives them under the league's measure: the base rank itself (not yet
    /// rounded), or the score.
    pub value: f64,
}

/// What one event gave a player, and whether it counts in their total.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Contribution {
    /// To the hundredth.
    pub value: Score,
    /// False for a result outside the player's best N.
    pub counted: bool,
}

/// One line of the league's table.
#[derive(Debug, Clone, PartialEq)]
pub struct TableLine {
    /// 1 first; players with equal totals share the place (1, 2, 2, 4).
    pub place: usize,
    /// The name as the latest event they played writes it.
    pub name: String,
    pub ema_number: Option<EmaNumber>,
    pub total: Score,
    /// How many of the league's events they have a result in.
    pub played: usize,
    /// By event, in the order given: what each gave them, none where they did not play.
    pub contributions: Vec<Option<Contribution>>,
}

/// The name as players are matched by it: trimmed, every run of spaces one space, in lower
/// case ("  Aiko  YAMADA " is "aiko yamada").
pub fn normalised_name(name: &str) -> String {
    name.split_whitespace()
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

/// One person of the league while the events are matched.
struct Person {
    name: String,
    key: String,
    ema_number: Option<EmaNumber>,
    results: Vec<Option<f64>>,
}

/// The person `entry` of event `event` is: the one with the same EMA number when both have one,
/// else the first with the same normalised name, unless both have a number and the numbers
/// differ (namesakes). One person has at most one result per event, so two players of one
/// event are never merged.
fn find(people: &[Person], entry: &EventEntry, key: &str, event: usize) -> Option<usize> {
    let free = |p: &Person| p.results[event].is_none();
    if let Some(number) = &entry.ema_number {
        let by_number = people
            .iter()
            .position(|p| free(p) && p.ema_number.as_ref() == Some(number));
        if by_number.is_some() {
            return by_number;
        }
    }
    people.iter().position(|p| {
        let numbers_differ = matches!(
            (&p.ema_number, &entry.ema_number),
            (Some(theirs), Some(ours)) if theirs != ours
        );
        free(p) && p.key == key && !numbers_differ
    })
}

/// The people of `events` (each event's entries), matched across events.
fn match_people(events: &[Vec<EventEntry>]) -> Vec<Person> {
    let mut people: Vec<Person> = Vec::new();
    for (event, entries) in events.iter().enumerate() {
        for entry in entries {
            let key = normalised_name(&entry.name);
            let at = match find(&people, entry, &key, event) {
                Some(at) => at,
                None => {
                    people.push(Person {
                        name: entry.name.clone(),
                        key: key.clone(),
                        ema_number: None,
                        results: vec![None; events.len()],
                    });
                    people.len() - 1
                }
            };
            let person = &mut people[at];
            person.results[event] = Some(entry.value);
            // The latest event's spelling is the one shown.
            person.name = entry.name.clone();
            if person.ema_number.is_none() {
                person.ema_number = entry.ema_number.clone();
            }
        }
    }
    people
}

/// Which of `results` count under `aggregate`: all, or the best N (of equal values, the
/// earlier event's).
fn counted(results: &[Option<f64>], aggregate: Aggregate) -> Vec<bool> {
    let mut played: Vec<(usize, f64)> = results
        .iter()
        .enumerate()
        .filter_map(|(event, value)| value.map(|v| (event, v)))
        .collect();
    let limit = match aggregate {
        Aggregate::Sum => played.len(),
        Aggregate::Best(n) => n as usize,
    };
    played.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut counts = vec![false; results.len()];
    for (event, _) in played.into_iter().take(limit) {
        counts[event] = true;
    }
    counts
}

/// The league's table of `events` (each event's entries, in the order the table shows the
/// events) under `aggregate`: highest total first, equal totals sharing a place and then in
/// the order of their names. Events without results add nobody; no events, nobody.
pub fn league_table(events: &[Vec<EventEntry>], aggregate: Aggregate) -> Vec<TableLine> {
    let mut lines: Vec<(String, TableLine)> = match_people(events)
        .into_iter()
        .map(|person| {
            let counts = counted(&person.results, aggregate);
            let total: f64 = person
                .results
                .iter()
                .zip(&counts)
                .filter_map(|(value, &counted)| value.filter(|_| counted))
                .sum();
            let contributions: Vec<Option<Contribution>> = person
                .results
                .iter()
                .zip(&counts)
                .map(|(value, &counted)| {
                    value.map(|value| Contribution {
                        value: to_hundredths(value),
                        counted,
                    })
                })
                .collect();
            let line = TableLine {
                place: 0,
                name: person.name,
                ema_number: person.ema_number,
                total: to_hundredths(total),
                played: contributions.iter().flatten().count(),
                contributions,
            };
            // Equal totals in the order of the names shown.
            (normalised_name(&line.name), line)
        })
        .collect();
    lines.sort_by(|a, b| b.1.total.cmp(&a.1.total).then_with(|| a.0.cmp(&b.0)));
    let mut previous: Option<(Score, usize)> = None;
    for (index, (_, line)) in lines.iter_mut().enumerate() {
        line.place = match previous {
            Some((total, place)) if total == line.total => place,
            _ => index + 1,
        };
        previous = Some((line.total, line.place));
    }
    lines.into_iter().map(|(_, line)| line).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(name: &str, ema: Option<&str>, value: i64) -> EventEntry {
        EventEntry {
            name: name.to_string(),
            ema_number: ema.map(|n| EmaNumber::parse(n).unwrap().unwrap()),
            value: value as f64,
        }
    }

    fn shown(lines: &[TableLine]) -> Vec<(usize, &str, i64, usize)> {
        lines
            .iter()
            .map(|l| {
                (
                    l.place,
                    l.name.as_str(),
                    l.total.hundredths() / 100,
                    l.played,
                )
            })
            .collect()
    }

    #[test]
    fn names_are_matched_trimmed_case_and_space_folded() {
        assert_eq!(normalised_name("  Aiko \t YAMADA "), "aiko yamada");
        assert_eq!(normalised_name("Chloé"), normalised_name("CHLOÉ"));
    }

    #[test]
    fn the_sum_adds_every_event_and_ties_share_a_place() {
        let events = vec![
            vec![entry("Aiko", None, 1000), entry("Ben", None, 500)],
            vec![entry("ben ", None, 1000), entry("Aiko", None, 500)],
            vec![entry("Chloé", None, 300)],
        ];
        let table = league_table(&events, Aggregate::Sum);
        assert_eq!(
            shown(&table),
            [
                (1, "Aiko", 1500, 2),
                (1, "ben ", 1500, 2),
                (3, "Chloé", 300, 1)
            ]
        );
        assert_eq!(table[2].contributions[0], None);
        assert!(table[0].contributions.iter().flatten().all(|c| c.counted));
    }

    #[test]
    fn the_best_n_counts_each_players_highest_results_only() {
        let events = vec![
            vec![entry("Aiko", None, 200), entry("Ben", None, 900)],
            vec![entry("Aiko", None, 700), entry("Ben", None, 100)],
            vec![entry("Aiko", None, 700)],
        ];
        let table = league_table(&events, Aggregate::Best(2));
        assert_eq!(shown(&table), [(1, "Aiko", 1400, 3), (2, "Ben", 1000, 2)]);
        let aiko: Vec<bool> = table[0]
            .contributions
            .iter()
            .flatten()
            .map(|c| c.counted)
            .collect();
        assert_eq!(aiko, [false, true, true], "the lowest result is left out");
        let best_one = league_table(&events, Aggregate::Best(1));
        assert_eq!(shown(&best_one), [(1, "Ben", 900, 2), (2, "Aiko", 700, 3)]);
        let first_of_equals: Vec<bool> = best_one[1]
            .contributions
            .iter()
            .flatten()
            .map(|c| c.counted)
            .collect();
        assert_eq!(first_of_equals, [false, true, false]);
    }

    #[test]
    fn an_ema_number_matches_across_spellings_and_tells_namesakes_apart() {
        let events = vec![
            vec![
                entry("Yamada Aiko", Some("04010001"), 600),
                entry("Ben", Some("04010002"), 100),
            ],
            vec![
                entry("Aiko Yamada", Some("04010001"), 400),
                entry("Ben", Some("04010003"), 50),
                entry("Dev", None, 10),
            ],
            vec![entry("DEV", None, 5), entry("ben", None, 1)],
        ];
        let table = league_table(&events, Aggregate::Sum);
        assert_eq!(
            shown(&table),
            [
                (1, "Aiko Yamada", 1000, 2),
                (2, "ben", 101, 2),
                (3, "Ben", 50, 1),
                (4, "DEV", 15, 2),
            ]
        );
    }

    #[test]
    fn no_events_or_events_without_results_make_an_empty_table() {
        assert!(league_table(&[], Aggregate::Best(3)).is_empty());
        assert!(league_table(&[vec![], vec![]], Aggregate::Sum).is_empty());
    }

    #[test]
    fn place_points_are_rounded_once_in_the_total_so_equal_sums_tie() {
        let third = |n: f64| EventEntry {
            name: String::new(),
            ema_number: None,
            value: n * 1000.0 / 6.0,
        };
        let named = |name: &str, entry: EventEntry| EventEntry {
            name: name.to_string(),
            ..entry
        };
        // 2/6 + 5/6 of 1000 against 6/6 + 1/6: both 1166.67, though 333.33 + 833.33 is not.
        let events = vec![
            vec![named("Aiko", third(6.0)), named("Ben", third(2.0))],
            vec![named("Ben", third(5.0)), named("Aiko", third(1.0))],
        ];
        let table = league_table(&events, Aggregate::Sum);
        assert_eq!((table[0].place, table[1].place), (1, 1));
        assert_eq!(table[0].total.hundredths(), 116_667);
        let shown: Vec<i64> = table[1]
            .contributions
            .iter()
            .flatten()
            .map(|c| c.value.hundredths())
            .collect();
        assert_eq!(shown, [33_333, 83_333], "each shown to the hundredth");
        assert_eq!(to_hundredths(866.666_666).hundredths(), 86_667);
        assert_eq!(Aggregate::from_best_of(Some(0)), Aggregate::Sum);
        assert_eq!(Aggregate::from_best_of(Some(3)), Aggregate::Best(3));
        assert_eq!(Aggregate::Best(3).best_of(), Some(3));
    }
}
