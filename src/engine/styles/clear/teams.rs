//! Clear Mahjong's two teams at the table and who wins the game (docs/rules.md §16): the
//! partners who start East and North against those who start South and West; a team wins by
//! clearing all five conditions or when a player of the other team goes below zero, and its
//! players' final scores carry the team's bonus.

use super::conditions::Cleared;
pub use super::team_and_condition::Team;
use crate::engine::sheet::note::TeamWhy;
use crate::engine::sheet::{FinalResult, GameEnd, Score, Seat};

impl Team {
    /// The team's points together.
    fn points(self, points: [i32; 4]) -> i64 {
        self.seats()
            .iter()
            .map(|s| i64::from(points[s.index()]))
            .sum()
    }
}

/// The final score's bonus of each player of the winning team, taken from each player of the
/// other (a decision, docs/rules.md §16: the size of the club's uma for first place, so that a
/// team's win weighs in the individual standings as a first place does).
pub const TEAM_BONUS: i64 = 20;

/// How a finished game went for the teams.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeamResult {
    /// The team that won; `None` for a game no team won.
    pub winner: Option<Team>,
    /// Why ("cleared all five conditions" …).
    pub why: TeamWhy,
}

impl TeamResult {
    /// The result in words, for the sheet's last row and the game's page.
    pub fn words(&self) -> String {
        match self.winner {
            Some(team) => format!("team {} wins: {}", team.name(), self.why),
            None => format!("no team wins: {}", self.why),
        }
    }
}

/// Who wins a game that ended (`end`) with the teams' conditions `cleared` and the players'
/// final `points` (docs/rules.md §16).
pub fn team_result(cleared: [Cleared; 2], points: [i32; 4], end: GameEnd) -> TeamResult {
    let done: Vec<Team> = Team::BOTH
        .into_iter()
        .filter(|t| cleared[t.index()].is_all())
        .collect();
    let busted: Vec<Team> = Team::BOTH
        .into_iter()
        .filter(|t| t.seats().iter().any(|s| points[s.index()] < 0))
        .collect();
    let result = |winner, why| TeamResult { winner, why };
    match (done.as_slice(), busted.as_slice()) {
        ([team], []) => result(Some(*team), TeamWhy::ClearedAllFive),
        ([team], [other]) if other != team => result(Some(*team), TeamWhy::ClearedAllFive),
        ([_], _) => result(None, TeamWhy::ClearedAsOwnPlayerBusted),
        ([_, _], _) => result(None, TeamWhy::BothCleared),
        ([], [team]) => result(Some(team.other()), TeamWhy::OtherTeamBusted),
        ([], [_, _]) => result(None, TeamWhy::BothBusted),
        _ => by_points(points, end),
    }
}

/// A game ended before any end of its own (at time): the team with more points together wins.
fn by_points(points: [i32; 4], end: GameEnd) -> TeamResult {
    let why = match end {
        GameEnd::TimeUp => TeamWhy::TimeRanOut,
        _ => TeamWhy::EndedEarly,
    };
    let [a, b] = Team::BOTH.map(|t| t.points(points));
    let winner = match a.cmp(&b) {
        std::cmp::Ordering::Greater => Some(Team::EastNorth),
        std::cmp::Ordering::Less => Some(Team::SouthWest),
        std::cmp::Ordering::Equal => None,
    };
    TeamResult { winner, why }
}

/// `base` (the riichi final score of the points, without uma) with the team's bonus: each
/// winner gains [`TEAM_BONUS`], each of the other team loses it; places follow the scores,
/// then the points, then the starting seat.
pub fn with_team_bonus(mut base: FinalResult, result: TeamResult) -> FinalResult {
    if let Some(winner) = result.winner {
        for (seat, score) in base.score.iter_mut().enumerate() {
            let sign = if Team::of(Seat::new(seat as u8)) == winner {
                1
            } else {
                -1
            };
            *score = Score::from_hundredths(score.hundredths() + sign * TEAM_BONUS * 100);
        }
    }
    let mut order: Vec<usize> = (0..base.score.len()).collect();
    order.sort_by_key(|&s| {
        (
            std::cmp::Reverse(base.score[s]),
            std::cmp::Reverse(base.points[s]),
            s,
        )
    });
    for (place, &seat) in order.iter().enumerate() {
        base.rank[seat] = place as u8 + 1;
    }
    base
}
