//! The tournament standings: the sum of each player's final game scores minus their score
//! penalties (docs/rules.md §3–4). Derived from games and penalties every time, never edited.
//!
//! Ties are broken by the best single game, then by fewer penalty points; players still equal
//! share the place. (The same order the club's cut uses before its random draw, docs/rules.md §5.)
//! A style whose scores are table points (MCR, docs/rules.md §8) breaks ties by total game points
//! instead of the best game ([`StandingsTieBreak`]).

use crate::engine::game::Score;
pub use crate::engine::styles::StandingsTieBreak;
use crate::tournament::players::PlayerId;
use std::collections::HashMap;

/// The tie rule as the standings page states it.
pub const TIE_RULE: &str = "Equal totals are ordered by the best single game, then by fewer penalty points; players still equal share the place.";

/// The tie rule of `tie_break` as the standings page states it.
pub fn tie_rule(tie_break: StandingsTieBreak) -> &'static str {
    match tie_break {
        StandingsTieBreak::BestGame => TIE_RULE,
        StandingsTieBreak::GamePoints => "Equal totals are ordered by total game points, then by fewer penalty points; players still equal share the place.",
    }
}

/// One finished game of one player.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerGame {
    pub player: PlayerId,
    pub score: Score,
    /// The game's final points (what the score was computed from).
    pub points: i32,
}

/// One penalty of one player, in points deducted.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerPenalty {
    pub player: PlayerId,
    pub amount: i64,
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    /// 1-based place; tied players share it.
    pub place: usize,
    pub player: PlayerId,
    pub games: usize,
    /// Sum of final game scores.
    pub game_total: Score,
    /// Penalty points deducted.
    pub penalties: i64,
    /// `game_total − penalties`: what ranks.
    pub total: Score,
    pub best_game: Option<Score>,
    /// Sum of final game points (a tie-break where the scores are table points).
    pub points_total: i64,
}

/// Ranks `players` (given in display order, e.g. by name; equal players keep it) from their
/// finished games and penalties, ties by the best single game.
pub fn standings(
    players: &[PlayerId],
    games: &[PlayerGame],
    penalties: &[PlayerPenalty],
) -> Vec<Standing> {
    standings_by(players, games, penalties, StandingsTieBreak::BestGame)
}

/// Ranks `players` as [`standings`], ties broken as `tie_break` says.
pub fn standings_by(
    players: &[PlayerId],
    games: &[PlayerGame],
    penalties: &[PlayerPenalty],
    tie_break: StandingsTieBreak,
) -> Vec<Standing> {
    let mut by_player: HashMap<PlayerId, Standing> = players
        .iter()
        .map(|&player| {
            (
                player,
                Standing {
                    place: 0,
                    player,
                    games: 0,
                    game_total: Score::default(),
                    penalties: 0,
                    total: Score::default(),
                    best_game: None,
                    points_total: 0,
                },
            )
        })
        .collect();
    for game in games {
        if let Some(s) = by_player.get_mut(&game.player) {
            s.games += 1;
            // Stored numbers meet arithmetic here: saturate rather than wrap on absurd values.
            s.game_total = Score::from_hundredths(
                s.game_total
                    .hundredths()
                    .saturating_add(game.score.hundredths()),
            );
            s.best_game = Some(s.best_game.map_or(game.score, |b| b.max(game.score)));
            s.points_total = s.points_total.saturating_add(i64::from(game.points));
        }
    }
    for penalty in penalties {
        if let Some(s) = by_player.get_mut(&penalty.player) {
            s.penalties = s.penalties.saturating_add(penalty.amount);
        }
    }
    let mut lines: Vec<Standing> = players
        .iter()
        .filter_map(|p| by_player.remove(p))
        .map(|mut s| {
            s.total = Score::from_hundredths(
                s.game_total
                    .hundredths()
                    .saturating_sub(s.penalties.saturating_mul(100)),
            );
            s
        })
        .collect();
    let key = |s: &Standing| {
        let second = match tie_break {
            StandingsTieBreak::BestGame => s.best_game.unwrap_or_default().hundredths(),
            StandingsTieBreak::GamePoints => s.points_total,
        };
        (
            std::cmp::Reverse(s.total),
            std::cmp::Reverse(second),
            s.penalties,
        )
    };
    lines.sort_by_key(key);
    for i in 0..lines.len() {
        lines[i].place = if i > 0 && key(&lines[i]) == key(&lines[i - 1]) {
            lines[i - 1].place
        } else {
            i + 1
        };
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(n: u32) -> PlayerId {
        PlayerId::from(n)
    }

    fn ids(ns: &[u32]) -> Vec<PlayerId> {
        ns.iter().copied().map(id).collect()
    }

    fn game(player: u32, score: i64) -> PlayerGame {
        PlayerGame {
            player: id(player),
            score: Score::whole(score),
            points: 0,
        }
    }

    fn game_with_points(player: u32, score: i64, points: i32) -> PlayerGame {
        PlayerGame {
            points,
            ..game(player, score)
        }
    }

    #[test]
    fn where_scores_are_table_points_ties_go_to_total_game_points() {
        // MCR: 4 + 0 and 2 + 2 table points tie on 4; game points decide, not the best game.
        let games = [
            game_with_points(1, 4, 60),
            game_with_points(1, 0, -70),
            game_with_points(2, 2, 5),
            game_with_points(2, 2, 10),
            game_with_points(3, 1, 40),
            game_with_points(3, 3, -25),
        ];
        let players = ids(&[1, 2, 3]);
        let by_points = standings_by(&players, &games, &[], StandingsTieBreak::GamePoints);
        let order: Vec<(usize, PlayerId, i64)> = by_points
            .iter()
            .map(|s| (s.place, s.player, s.points_total))
            .collect();
        // Players 2 and 3 are level on game points too and share first place.
        assert_eq!(order, [(1, id(2), 15), (1, id(3), 15), (3, id(1), -10)]);
        // Under the best-game rule the same games put player 1 (a 4) first.
        let by_best = standings(&players, &games, &[]);
        assert_eq!(by_best[0].player, id(1));
        assert_eq!(
            tie_rule(StandingsTieBreak::GamePoints),
            "Equal totals are ordered by total game points, then by fewer penalty points; players still equal share the place."
        );
        assert_eq!(tie_rule(StandingsTieBreak::BestGame), TIE_RULE);
    }

    #[test]
    fn totals_are_game_scores_minus_penalties_best_first() {
        let games = [
            game(1, 52),
            game(2, 11),
            game(3, -21),
            game(4, -42),
            game(1, -20),
            game(2, 30),
        ];
        let penalties = [PlayerPenalty {
            player: id(2),
            amount: 4,
        }];
        let table = standings(&ids(&[1, 2, 3, 4]), &games, &penalties);
        let order: Vec<(PlayerId, i64)> = table
            .iter()
            .map(|s| (s.player, s.total.hundredths() / 100))
            .collect();
        assert_eq!(
            order,
            [(id(2), 37), (id(1), 32), (id(3), -21), (id(4), -42)]
        );
        assert_eq!(table[0].game_total, Score::whole(41));
        assert_eq!(table[0].penalties, 4);
        assert_eq!(table[1].games, 2);
        assert_eq!(table[1].best_game, Some(Score::whole(52)));
    }

    #[test]
    fn ties_go_to_the_best_single_game_then_fewer_penalties_then_share_the_place() {
        let games = [
            game(1, 10),
            game(1, 10),
            game(2, 30),
            game(2, -10),
            game(3, 22),
            game(4, 20),
            game(5, 20),
        ];
        let penalties = [PlayerPenalty {
            player: id(3),
            amount: 2,
        }];
        let table = standings(&ids(&[1, 2, 3, 4, 5]), &games, &penalties);
        let order: Vec<(usize, PlayerId)> = table.iter().map(|s| (s.place, s.player)).collect();
        // All total 20: player 2 has the best game (30), then 3 (22, but 2 penalty points), then
        // 4 and 5 (20) who tie with each other, then 1 (10).
        assert_eq!(
            order,
            [(1, id(2)), (2, id(3)), (3, id(4)), (3, id(5)), (5, id(1))]
        );
    }

    #[test]
    fn a_player_without_games_ranks_with_zero() {
        let table = standings(&ids(&[7, 8]), &[game(8, -5)], &[]);
        assert_eq!(table[0].player, id(7));
        assert_eq!(table[0].games, 0);
        assert_eq!(table[1].total, Score::whole(-5));
    }
}
