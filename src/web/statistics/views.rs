//! The counts of `tournament::statistics` in words and figures as the pages show them: an
//! average over nothing is a dash, a rate a percentage, a place distribution counted by place;
//! and a player's places as a chart. The player's page imports this file, so it imports no
//! page module.

use crate::tournament::statistics::{PlacedGame, Tally};
use crate::web::charts::{LineChart, Series};
use crate::web::i18n::Words;

/// One player's counts, or the event's, ready for a page.
pub struct TallyView {
    pub games: usize,
    pub average_place: String,
    /// How many games ended in each place, first place first ("1st 2 · 2nd 0 · 3rd 1" on the
    /// page, each place in the reader's words); empty without a counted game.
    pub places: Vec<(usize, usize)>,
    pub hands: usize,
    pub wins: usize,
    pub win_rate: String,
    pub self_picks: usize,
    pub deal_ins: usize,
    pub deal_in_rate: String,
    pub draws: usize,
    pub average_win: String,
    pub chombos: usize,
    pub table_penalties: usize,
    pub penalties: usize,
    pub penalty_points: i64,
    /// Riichi declared and its rate; none where no game has riichi.
    pub riichi: Option<(usize, String)>,
    /// Each pattern scored from tiles, most often first.
    pub patterns: Vec<(String, usize)>,
}

/// What stands for an average over nothing.
pub const NOTHING: &str = "–";

/// "2.25", or a dash over nothing.
fn decimal(value: Option<f64>) -> String {
    value.map_or_else(|| NOTHING.to_string(), |v| format!("{v:.2}"))
}

/// "25%", or a dash over nothing.
pub fn percent(value: Option<f64>) -> String {
    value.map_or_else(|| NOTHING.to_string(), |v| format!("{:.0}%", v * 100.0))
}

/// "1st", "2nd", "3rd", "4th", "5th".
pub fn ordinal(place: usize) -> String {
    let suffix = match place {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{place}{suffix}")
}

impl TallyView {
    pub fn new(tally: &Tally, has_riichi: bool) -> TallyView {
        let places = tally
            .places
            .iter()
            .enumerate()
            .map(|(place, count)| (place + 1, *count))
            .collect();
        TallyView {
            games: tally.games,
            average_place: decimal(tally.average_place()),
            places,
            hands: tally.hands,
            wins: tally.wins,
            win_rate: percent(tally.win_rate()),
            self_picks: tally.self_picks,
            deal_ins: tally.deal_ins,
            deal_in_rate: percent(tally.deal_in_rate()),
            draws: tally.draws,
            average_win: tally
                .average_win()
                .map_or_else(|| NOTHING.to_string(), |v| format!("{v:.0}")),
            chombos: tally.chombos,
            table_penalties: tally.table_penalties,
            penalties: tally.penalties,
            penalty_points: tally.penalty_points,
            riichi: has_riichi.then(|| (tally.riichi, percent(tally.riichi_rate()))),
            patterns: tally
                .patterns_by_count()
                .into_iter()
                .map(|(name, count)| (name.to_string(), count))
                .collect(),
        }
    }

    /// Nothing recorded yet: the page says so instead of a table of zeros.
    pub fn is_empty(&self) -> bool {
        self.games == 0 && self.hands == 0 && self.penalties == 0
    }
}

/// One player's line of the statistics table.
pub struct PlayerLine {
    pub player_id: i64,
    pub name: String,
    pub tally: TallyView,
}

/// `name`'s place in each counted game, round by round; none before one counts.
pub fn places_chart(words: Words, name: &str, places: &[PlacedGame]) -> Option<LineChart> {
    let most = places.iter().map(|p| p.people).max()?;
    let each: Vec<String> = places
        .iter()
        .map(|p| {
            words.get_with2(
                "report-chart-place-in-round",
                ("place", ordinal(usize::from(p.place))),
                ("round", p.round),
            )
        })
        .collect();
    Some(LineChart {
        id: "places".into(),
        title: words.get_with("report-chart-places-title", "name", name),
        summary: words.get_with2(
            "report-chart-places-summary",
            ("name", name),
            ("places", each.join(", ")),
        ),
        x_name: words.get("report-chart-round"),
        x_labels: places
            .iter()
            .map(|p| words.get_with("report-chart-round-label", "round", p.round))
            .collect(),
        series: vec![Series {
            name: name.to_string(),
            values: places.iter().map(|p| f64::from(p.place)).collect(),
            texts: places
                .iter()
                .map(|p| ordinal(usize::from(p.place)))
                .collect(),
        }],
        places: Some(u8::try_from(most).unwrap_or(u8::MAX)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_counted_shows_dashes_never_a_division() {
        let view = TallyView::new(&Tally::default(), true);
        assert!(view.is_empty());
        assert_eq!(view.average_place, NOTHING);
        assert_eq!(view.average_win, NOTHING);
        assert_eq!(view.riichi, Some((0, NOTHING.to_string())));
        assert!(TallyView::new(&Tally::default(), false).riichi.is_none());
    }

    #[test]
    fn places_count_each_place_in_order() {
        let tally = Tally {
            games: 3,
            places: vec![2, 0, 1],
            ..Tally::default()
        };
        let view = TallyView::new(&tally, false);
        assert_eq!(view.places, [(1, 2), (2, 0), (3, 1)]);
        assert_eq!(view.average_place, "1.67");
    }
}
