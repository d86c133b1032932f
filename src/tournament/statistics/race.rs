//! The numbers behind the event's charts: the score race (each player's running total after
//! every round) and one player's place game by game. Counted games only, as the standings.

use super::{GameFacts, PenaltyFacts};
use crate::engine::game::Score;
use crate::tournament::players::PlayerId;
use std::collections::{BTreeSet, HashMap};

/// Every player's running total, round by round.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Race {
    /// The rounds with a counted game or a penalty, in order.
    pub rounds: Vec<i64>,
    /// One line per player who played a counted game, the highest last total first.
    pub lines: Vec<RaceLine>,
}

/// One player's running total after each of the race's rounds.
#[derive(Debug, Clone, PartialEq)]
pub struct RaceLine {
    pub player: PlayerId,
    pub totals: Vec<Score>,
}

impl RaceLine {
    /// The total after the last round.
    pub fn last(&self) -> Score {
        self.totals.last().copied().unwrap_or_default()
    }
}

/// The race of `games`: each round adds the player's scores of the round's counted games and
/// takes the penalties given in it; a penalty given outside a game is taken in the last round,
/// so that the last totals are the standings' (a bracket's carried totals aside).
pub fn race(games: &[GameFacts], penalties: &[PenaltyFacts]) -> Race {
    let counted: Vec<&GameFacts> = games.iter().filter(|g| g.result.is_some()).collect();
    let rounds: Vec<i64> = counted
        .iter()
        .map(|g| g.round)
        .chain(penalties.iter().filter_map(|p| p.round))
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let Some(&last_round) = rounds.last() else {
        return Race::default();
    };
    // Per player, per round: what the round changed, in hundredths.
    let mut changes: HashMap<PlayerId, HashMap<i64, i64>> = HashMap::new();
    for game in &counted {
        let result = game.result.as_deref().unwrap_or_default();
        for (person, (score, _)) in result.iter().enumerate() {
            if let Some(player) = game.people.get(person).copied().flatten() {
                let change = changes.entry(player).or_default().entry(game.round);
                *change.or_default() += score.hundredths();
            }
        }
    }
    for penalty in penalties {
        // A penalty counts only for a player in the race: one who never finished a game has
        // no line to draw.
        if let Some(player) = changes.get_mut(&penalty.player) {
            let round = penalty.round.unwrap_or(last_round);
            *player.entry(round).or_default() -= penalty.amount.saturating_mul(100);
        }
    }
    let mut lines: Vec<RaceLine> = changes
        .into_iter()
        .map(|(player, by_round)| {
            let mut total = 0i64;
            let totals = rounds
                .iter()
                .map(|round| {
                    total = total.saturating_add(by_round.get(round).copied().unwrap_or(0));
                    Score::from_hundredths(total)
                })
                .collect();
            RaceLine { player, totals }
        })
        .collect();
    lines.sort_by(|a, b| b.last().cmp(&a.last()).then(a.player.cmp(&b.player)));
    Race { rounds, lines }
}

/// One counted game of one player: where it was played and the place it ended in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlacedGame {
    pub round: i64,
    pub place: u8,
    /// People at the table (the last place there is).
    pub people: usize,
}

/// `player`'s counted games in round order, with their places.
pub fn places_of(games: &[GameFacts], player: PlayerId) -> Vec<PlacedGame> {
    let mut placed: Vec<PlacedGame> = games
        .iter()
        .filter_map(|game| {
            let person = game.people.iter().position(|p| *p == Some(player))?;
            let (_, place) = *game.result.as_ref()?.get(person)?;
            Some(PlacedGame {
                round: game.round,
                place,
                people: game.people.len(),
            })
        })
        .collect();
    placed.sort_by_key(|g| g.round);
    placed
}
