//! The team standings of a tournament played in teams (Clear Mahjong, docs/rules.md §16
//! "Teams"): each team entered by the organizer, ranked by the games it won, then by its
//! points — the sum of its two partners' totals in the individual standings. A game counts for
//! a team when its two partners sat as one side of it; a game no side won counts as played.
//! Pure: the games arrive as the sides' players and the winning side, the totals as numbers.

use super::players::PlayerId;
use crate::engine::game::Score;
use std::collections::HashMap;

/// A team as the standings list it: its name and its two partners.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamEntry {
    pub name: String,
    pub partners: [PlayerId; 2],
}

/// A finished game that counts: the players of each side, and the side that won.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamGameResult {
    /// Each side's two players; a side with a substitute in it is left out by the caller.
    pub sides: Vec<[PlayerId; 2]>,
    /// The index in `sides` of the winner; `None` for a game no side won.
    pub winner: Option<usize>,
}

/// One team's line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamLine {
    /// 1 first; teams level on games won and points share a place.
    pub place: usize,
    pub name: String,
    pub partners: [PlayerId; 2],
    /// Finished games the partners played as one side.
    pub games: usize,
    pub won: usize,
    /// The partners' totals added up.
    pub points: Score,
}

/// Whether `side` is the team `partners` (in either order).
fn is_team(side: &[PlayerId; 2], partners: &[PlayerId; 2]) -> bool {
    let mut a = *side;
    let mut b = *partners;
    a.sort();
    b.sort();
    a == b
}

/// The team standings: most games won first, then most points, then by name; `totals` are
/// the individual standings' totals by player (a player missing from them counts 0).
pub fn team_standings(
    teams: &[TeamEntry],
    games: &[TeamGameResult],
    totals: &HashMap<PlayerId, Score>,
) -> Vec<TeamLine> {
    let mut lines: Vec<TeamLine> = teams
        .iter()
        .map(|team| {
            let mut line = TeamLine {
                place: 0,
                name: team.name.clone(),
                partners: team.partners,
                games: 0,
                won: 0,
                points: Score::from_hundredths(
                    team.partners
                        .iter()
                        .map(|p| totals.get(p).map_or(0, |s| s.hundredths()))
                        .sum(),
                ),
            };
            for game in games {
                if let Some(side) = game.sides.iter().position(|s| is_team(s, &team.partners)) {
                    line.games += 1;
                    line.won += usize::from(game.winner == Some(side));
                }
            }
            line
        })
        .collect();
    lines.sort_by(|a, b| {
        (b.won, b.points)
            .cmp(&(a.won, a.points))
            .then_with(|| a.name.cmp(&b.name))
    });
    for index in 0..lines.len() {
        lines[index].place = match index.checked_sub(1).map(|i| &lines[i]) {
            Some(before)
                if (before.won, before.points) == (lines[index].won, lines[index].points) =>
            {
                before.place
            }
            _ => index + 1,
        };
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(raw: i64) -> PlayerId {
        PlayerId::new(raw).unwrap()
    }

    fn team(name: &str, a: i64, b: i64) -> TeamEntry {
        TeamEntry {
            name: name.into(),
            partners: [id(a), id(b)],
        }
    }

    fn game(first: [i64; 2], second: [i64; 2], winner: Option<usize>) -> TeamGameResult {
        TeamGameResult {
            sides: vec![first.map(id), second.map(id)],
            winner,
        }
    }

    #[test]
    fn teams_rank_by_games_won_then_the_partners_totals_and_level_teams_share_a_place() {
        let teams = [
            team("Red", 1, 2),
            team("Blue", 3, 4),
            team("Green", 5, 6),
            team("White", 7, 8),
        ];
        let games = [
            game([1, 2], [4, 3], Some(0)),
            game([5, 6], [8, 7], Some(1)),
            game([2, 1], [6, 5], None),
            // Partners apart (a draw before the teams were entered): counts for no team.
            game([1, 3], [2, 4], Some(0)),
        ];
        let totals: HashMap<PlayerId, Score> = [(1, 30), (2, -5), (3, -10), (4, 0), (7, 25)]
            .into_iter()
            .map(|(p, s)| (id(p), Score::from_hundredths(s * 100)))
            .collect();
        let lines = team_standings(&teams, &games, &totals);
        let got: Vec<(usize, &str, usize, usize, i64)> = lines
            .iter()
            .map(|l| {
                (
                    l.place,
                    l.name.as_str(),
                    l.games,
                    l.won,
                    l.points.hundredths(),
                )
            })
            .collect();
        assert_eq!(
            got,
            [
                (1, "Red", 2, 1, 2500),
                (1, "White", 1, 1, 2500),
                (3, "Green", 2, 0, 0),
                (4, "Blue", 1, 0, -1000),
            ]
        );
        let level = team_standings(&teams[2..], &[], &HashMap::new());
        let places: Vec<(usize, &str)> = level.iter().map(|l| (l.place, l.name.as_str())).collect();
        assert_eq!(places, [(1, "Green"), (1, "White")]);
    }
}
