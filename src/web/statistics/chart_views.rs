//! Two of the event's charts in words and lines: the score race over the rounds (the
//! statistics page and the report) and a game's points over its hands (the game's sheet; a
//! player's places are in `views`, which the player's page imports). Each says what it shows in a sentence,
//! which the page also shows beside its table of numbers, in the page's words.

use crate::app::PlayedGame;
use crate::tournament::players::PlayerId;
use crate::tournament::statistics::Race;
use crate::web::charts::{LineChart, Series};
use crate::web::i18n::Words;
use crate::web::standings::show_score;
use std::collections::HashMap;

/// Lines a phone's chart can tell apart; the rest of the field is in the standings.
const RACE_LINES: usize = 8;

/// The leaders' running totals from the start through every round; none before a game counts.
pub fn race_chart(
    words: Words,
    race: &Race,
    names: &HashMap<PlayerId, String>,
) -> Option<LineChart> {
    let last_round = *race.rounds.last()?;
    let name = |id: PlayerId| names.get(&id).cloned().unwrap_or_default();
    let series: Vec<Series> = race
        .lines
        .iter()
        .take(RACE_LINES)
        .map(|line| {
            let totals = std::iter::once(0).chain(line.totals.iter().map(|t| t.hundredths()));
            let totals: Vec<i64> = totals.collect();
            Series {
                name: name(line.player),
                values: totals.iter().map(|&t| t as f64 / 100.0).collect(),
                texts: totals
                    .iter()
                    .map(|&t| words.number(show_score(t)))
                    .collect(),
            }
        })
        .collect();
    let leaders: Vec<String> = series
        .iter()
        .take(3)
        .map(|s| format!("{} {}", s.name, s.texts.last().map_or("", String::as_str)))
        .collect();
    let mut summary = words.get_with2(
        "report-chart-race-summary",
        ("round", last_round),
        ("leaders", leaders.join(", ")),
    );
    if race.lines.len() > RACE_LINES {
        let leading = words.get_with2(
            "report-chart-race-leading",
            ("shown", RACE_LINES),
            ("count", race.lines.len()),
        );
        summary = format!("{summary} {leading}");
    }
    Some(LineChart {
        id: "race".into(),
        title: words.get("statistics-score-race"),
        summary,
        x_name: words.get("report-chart-round"),
        x_labels: std::iter::once(words.get("report-chart-start"))
            .chain(
                race.rounds
                    .iter()
                    .map(|&r| words.get_with("report-chart-round-label", "round", r)),
            )
            .collect(),
        series,
        places: None,
    })
}

/// Every person's points from the start through each hand of `game`; none before a hand.
pub fn game_chart(words: Words, game: &PlayedGame) -> Option<LineChart> {
    let first = game.sheet.rows.first()?;
    let names = game.names();
    let people = names.len();
    let start: Vec<i32> = first
        .points
        .iter()
        .zip(&first.deltas)
        .map(|(points, delta)| points - delta)
        .take(people)
        .collect();
    let series: Vec<Series> = names
        .iter()
        .enumerate()
        .map(|(person, name)| {
            let points: Vec<i32> = std::iter::once(start.get(person).copied().unwrap_or(0))
                .chain(
                    game.sheet
                        .rows
                        .iter()
                        .map(|row| row.points.get(person).copied().unwrap_or(0)),
                )
                .collect();
            Series {
                name: name.clone(),
                values: points.iter().map(|&p| f64::from(p)).collect(),
                texts: points.iter().map(|p| p.to_string()).collect(),
            }
        })
        .collect();
    let last: Vec<String> = series
        .iter()
        .map(|s| format!("{} {}", s.name, s.texts.last().map_or("", String::as_str)))
        .collect();
    let hands = game.sheet.rows.len();
    Some(LineChart {
        id: "points".into(),
        title: words.get("report-chart-points-title"),
        summary: words.get_with2(
            "report-chart-points-summary",
            ("hands", hands),
            ("last", last.join(", ")),
        ),
        x_name: words.get("report-chart-hand"),
        x_labels: std::iter::once(words.get("report-chart-start"))
            .chain((1..=hands).map(|h| h.to_string()))
            .collect(),
        series,
        places: None,
    })
}
