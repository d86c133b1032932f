//! The tournament's ranking: the one order every page and export shows (standings, player
//! pages, the "now" page, the standings CSV and the bracket).
//!
//! Without a bracket it is the plain standings (docs/rules.md §3–4: the sum of final game scores
//! minus penalties). Once a bracket exists it is the bracket's final ranking (docs/rules.md §5):
//! whoever reached the furthest stage ranks first, by that stage's total (the finals start from
//! 0 in the club's brackets), then those who stopped one stage earlier, down to qualifying. The
//! sum over every game stays beside it as each player's qualifying (or overall) total, never as
//! what places them. Pure: the caller passes the standings and the bracket already derived.

use crate::engine::game::Score;
use crate::tournament::bracket::{Bracket, Carry, Progress, StageKind};
use crate::tournament::players::PlayerId;
use crate::tournament::standings::Standing;

/// One player's line of the ranking.
#[derive(Debug, Clone, PartialEq)]
pub struct RankedPlayer {
    /// 1-based place; `None` for a player outside the bracket (registered but never entered).
    pub place: Option<usize>,
    pub player: PlayerId,
    /// The furthest bracket stage reached (its index in the plan); `None` without a bracket.
    pub stage: Option<usize>,
    /// The total in the stage that places the player (the whole standings total without a
    /// bracket): carried score + that stage's games − that stage's penalties.
    pub stage_total: Score,
    /// What makes up `stage_total`: carried from the stage before, that stage's games, that
    /// stage's penalties (without a bracket: every game and every penalty).
    pub stage_parts: StageParts,
    /// The first stage's total (qualifying), or the standings total without a bracket.
    pub qualifying_total: Score,
    /// Every finished game of the tournament, whatever its stage.
    pub games: usize,
    /// Sum of every finished game's final score.
    pub game_total: Score,
    /// Every penalty point of the tournament.
    pub penalties: i64,
    /// `game_total − penalties`: the plain standings total.
    pub overall_total: Score,
    /// Sum of every finished game's final points: what orders equal totals where the scores
    /// are table points (MCR).
    pub points_total: i64,
}

/// The parts of a total that places a player; they add up to it:
/// `carried + game_total − penalties`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct StageParts {
    pub carried: Score,
    /// How the carried score came over, and from which kind of stage (qualifying).
    pub carried_from: Option<(Carry, StageKind)>,
    pub game_total: Score,
    pub penalties: i64,
}

impl RankedPlayer {
    /// A player ranked by the plain standings alone: every total is their standing's, with no
    /// stage to carry from. `place` is theirs without a bracket, none when the bracket left
    /// them out.
    fn outside_bracket(s: &Standing, place: Option<usize>) -> Self {
        Self {
            place,
            player: s.player,
            stage: None,
            stage_total: s.total,
            stage_parts: StageParts {
                game_total: s.game_total,
                penalties: s.penalties,
                ..StageParts::default()
            },
            qualifying_total: s.total,
            games: s.games,
            game_total: s.game_total,
            penalties: s.penalties,
            overall_total: s.total,
            points_total: s.points_total,
        }
    }
}

/// The tournament's ranking and whether it is final.
#[derive(Debug, Clone, PartialEq)]
pub struct Ranking {
    pub lines: Vec<RankedPlayer>,
    /// The kinds of the bracket's stages, first stage first; empty without a bracket. Pages
    /// word them in the reader's language; [`Ranking::stage_name`] names them in English.
    pub stages: Vec<StageKind>,
    /// The bracket's last stage is over: the first line is the champion.
    pub finished: bool,
}

impl Ranking {
    /// The plain standings when there is no bracket, the bracket's final ranking (docs/rules.md §5)
    /// when there is one. `standings` are the plain standings of every player (see
    /// [`crate::tournament::standings::standings`]); their order is kept for players outside
    /// the bracket.
    pub fn new(standings: &[Standing], bracket: Option<&Bracket>) -> Self {
        let Some(bracket) = bracket else {
            return Self {
                lines: standings
                    .iter()
                    .map(|s| RankedPlayer::outside_bracket(s, Some(s.place)))
                    .collect(),
                stages: Vec::new(),
                finished: false,
            };
        };
        let qualifying = bracket.lines(0);
        let overall = |player: PlayerId| standings.iter().find(|s| s.player == player);
        let mut lines: Vec<RankedPlayer> = bracket
            .final_ranking()
            .into_iter()
            .map(|r| {
                let player = PlayerId::from(r.player);
                let plain = overall(player);
                RankedPlayer {
                    place: Some(r.place),
                    player,
                    stage: Some(r.stage),
                    stage_total: r.total,
                    stage_parts: StageParts {
                        carried: r.carried,
                        carried_from: r
                            .stage
                            .checked_sub(1)
                            .and_then(|before| bracket.spec(before))
                            .zip(bracket.spec(r.stage))
                            .map(|(before, spec)| (spec.carry, before.kind)),
                        game_total: r.game_total,
                        penalties: r.penalties,
                    },
                    qualifying_total: qualifying
                        .iter()
                        .find(|l| l.player == r.player)
                        .map(|l| l.total)
                        .unwrap_or_default(),
                    games: plain.map_or(0, |s| s.games),
                    game_total: plain.map(|s| s.game_total).unwrap_or_default(),
                    penalties: plain.map_or(0, |s| s.penalties),
                    overall_total: plain.map(|s| s.total).unwrap_or_default(),
                    points_total: plain.map_or(0, |s| s.points_total),
                }
            })
            .collect();
        for s in standings {
            if lines.iter().all(|l| l.player != s.player) {
                lines.push(RankedPlayer::outside_bracket(s, None));
            }
        }
        Self {
            lines,
            stages: bracket.plan.iter().map(|s| s.kind).collect(),
            finished: bracket.progress() == Progress::Finished,
        }
    }

    /// The champion, once the bracket is finished.
    pub fn champion(&self) -> Option<PlayerId> {
        if self.finished {
            self.lines.first().map(|l| l.player)
        } else {
            None
        }
    }

    /// The kind of stage a line was placed in, if any.
    pub fn stage_kind(&self, line: &RankedPlayer) -> Option<StageKind> {
        line.stage.and_then(|s| self.stages.get(s).copied())
    }

    /// The English name of the stage a line was placed in, if any: what the standings CSV
    /// writes in every language.
    pub fn stage_name(&self, line: &RankedPlayer) -> Option<&'static str> {
        self.stage_kind(line).map(StageKind::name)
    }

    /// Whether the ranking comes from a bracket.
    pub fn has_bracket(&self) -> bool {
        !self.stages.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::bracket::{plan, GameRecord, GameResult};
    use crate::tournament::standings::{standings, PlayerGame};

    fn result(scores: [i64; 4]) -> Option<GameResult> {
        let mut order: Vec<usize> = (0..4).collect();
        order.sort_by_key(|&s| std::cmp::Reverse(scores[s]));
        let mut ranks = [0u8; 4];
        for (place, seat) in order.into_iter().enumerate() {
            ranks[seat] = place as u8 + 1;
        }
        Some(GameResult {
            scores: scores.map(Score::whole).to_vec(),
            ranks: ranks.to_vec(),
        })
    }

    fn game(
        stage: usize,
        round: usize,
        table: usize,
        seats: [u32; 4],
        scores: [i64; 4],
    ) -> GameRecord {
        GameRecord {
            stage,
            round,
            table,
            seats: seats.map(Some).to_vec(),
            result: result(scores),
        }
    }

    /// Four entrants straight to a one-stage final of three games is too short to show a
    /// reset; six entrants: two qualifying games, then finals from 0. Player 1 piles up points in
    /// qualifying, player 3 wins the finals.
    fn six_entrants() -> Bracket {
        let games = vec![
            game(0, 0, 0, [1, 2, 5, 6], [80, 10, -30, -60]),
            game(0, 1, 0, [3, 4, 5, 6], [25, 20, -5, -40]),
            game(1, 0, 0, [1, 2, 3, 4], [-10, 0, 25, -15]),
            game(1, 1, 0, [1, 2, 3, 4], [5, -20, 20, -5]),
        ];
        Bracket {
            plan: plan(6, None).unwrap(),
            rosters: vec![vec![1, 2, 3, 4, 5, 6], vec![1, 2, 3, 4]],
            games,
            penalties: Vec::new(),
            withdrawn: Vec::new(),
            seed: 7,
        }
    }

    fn plain(bracket: &Bracket) -> Vec<Standing> {
        let games: Vec<PlayerGame> = bracket
            .games
            .iter()
            .filter_map(|g| g.result.as_ref().map(|r| (g, r)))
            .flat_map(|(g, result)| {
                g.seats.iter().enumerate().map(move |(seat, p)| PlayerGame {
                    player: PlayerId::from(p.unwrap()),
                    score: result.scores[seat],
                    points: 0,
                })
            })
            .collect();
        let ids: Vec<PlayerId> = [1, 2, 3, 4, 5, 6, 9].map(PlayerId::from).to_vec();
        standings(&ids, &games, &[])
    }

    #[test]
    fn after_the_finals_the_finals_winner_ranks_first_not_the_cumulative_leader() {
        let bracket = six_entrants();
        let standings = plain(&bracket);
        assert_eq!(
            standings[0].player,
            PlayerId::from(1),
            "player 1 leads the plain sum"
        );
        let ranking = Ranking::new(&standings, Some(&bracket));
        assert!(ranking.finished);
        assert_eq!(ranking.champion(), Some(PlayerId::from(3)));
        let order: Vec<(Option<usize>, i64)> = ranking
            .lines
            .iter()
            .map(|l| (l.place, l.player.get()))
            .collect();
        // Finalists by finals total (3: +45, 1: −5, 2: −20 with a better best game than 4's
        // −20), then the others by qualifying; 9 never entered.
        assert_eq!(
            order,
            [
                (Some(1), 3),
                (Some(2), 1),
                (Some(3), 2),
                (Some(4), 4),
                (Some(5), 5),
                (Some(6), 6),
                (None, 9)
            ]
        );
        let champion = &ranking.lines[0];
        assert_eq!(champion.stage_total, Score::whole(45));
        assert_eq!(champion.qualifying_total, Score::whole(25));
        assert_eq!(champion.overall_total, Score::whole(70));
        assert_eq!(champion.games, 3);
        assert_eq!(ranking.stage_name(champion), Some("Finals"));
        assert_eq!(ranking.stage_name(&ranking.lines[4]), Some("Qualifying"));
    }

    #[test]
    fn a_stage_total_is_shown_with_parts_from_that_stage_only_that_add_up() {
        let mut bracket = six_entrants();
        // A penalty in qualifying stays there: the finals total does not carry it.
        bracket.penalties.push(crate::tournament::bracket::Penalty {
            player: 3,
            amount: 2,
            stage: 0,
        });
        bracket.penalties.push(crate::tournament::bracket::Penalty {
            player: 3,
            amount: 4,
            stage: 1,
        });
        let ranking = Ranking::new(&plain(&bracket), Some(&bracket));
        let champion = &ranking.lines[0];
        assert_eq!(champion.player, PlayerId::from(3));
        let parts = champion.stage_parts;
        assert_eq!(
            (parts.carried, parts.game_total, parts.penalties),
            (Score::default(), Score::whole(45), 4)
        );
        assert_eq!(
            parts.carried.hundredths() + parts.game_total.hundredths() - parts.penalties * 100,
            champion.stage_total.hundredths()
        );
        // The parts are worded by the web (web::standings::breakdown), which tests them.
    }

    #[test]
    fn during_the_finals_nobody_is_champion_yet() {
        let mut bracket = six_entrants();
        bracket.games[3].result = None;
        let ranking = Ranking::new(&plain(&bracket), Some(&bracket));
        assert!(!ranking.finished);
        assert_eq!(ranking.champion(), None);
        assert_eq!(ranking.lines[0].player, PlayerId::from(3));
    }

    #[test]
    fn without_a_bracket_the_ranking_is_the_standings() {
        let bracket = six_entrants();
        let standings = plain(&bracket);
        let ranking = Ranking::new(&standings, None);
        assert!(!ranking.has_bracket());
        assert_eq!(ranking.lines.len(), standings.len());
        for (line, s) in ranking.lines.iter().zip(&standings) {
            assert_eq!(
                (line.place, line.player, line.stage_total),
                (Some(s.place), s.player, s.total)
            );
        }
    }
}
